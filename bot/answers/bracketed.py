"""A message with a short remark or another name in brackets, read again without it: `who
here used to be at king (candy crush ppl)` asks who was at King, `who studied in karlsruhe
(KIT)` who studied at KIT. Only when the message read whole finds no one."""

from __future__ import annotations

import re

# One bracketed group of a few words: another name for what comes before it, or a remark.
_BRACKET = re.compile(r"\s*\((?P<inner>[^()\n]{1,40})\)")
# A bracketed remark is at most this many words (`(candy crush ppl)`, `(the maps company)`).
BRACKET_WORDS = 4


def without_brackets(message: str) -> list[str]:
    """The message without its one bracketed group, then with that group in place of the word
    before it (`karlsruhe (KIT)` as `KIT`); none when it has no such group, or more than one."""
    found = list(_BRACKET.finditer(message))
    if len(found) != 1 or len(found[0]["inner"].split()) > BRACKET_WORDS:
        return []
    m = found[0]
    before, after = message[: m.start()], message[m.end() :]
    words = before.split()
    variants = [f"{before}{after}"]
    if len(words) > 1:
        variants.append(" ".join([*words[:-1], m["inner"]]) + after)
        if not after.strip():
            # `tf-a contributors? (arm-software/arm-trusted-firmware)`: the name of the first
            variants.append(" ".join([m["inner"], *words[1:]]))
    return variants
