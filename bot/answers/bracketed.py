"""A message with a short remark or another name in brackets, read again without it: `who
here used to be at king (candy crush ppl)` asks who was at King, `who studied in karlsruhe
(KIT)` who studied at KIT. Only when the message read whole finds no one."""

from __future__ import annotations

import re

# One bracketed group of a few words: another name for what comes before it, or a remark.
_BRACKET = re.compile(r"\s*\((?P<inner>[^()\n]{1,60})\)")
# Another name in brackets is at most this many words (`(candy crush ppl)`, `(the maps company)`).
BRACKET_WORDS = 4
# A remark in brackets is at most this many (`(to the extent their profile so reflects)`).
REMARK_WORDS = 8
# What the word before a bracket is: `google (the conference)`.
_SAYS_WHAT = re.compile(r"(?i)(?:the|a|an|that|this|these|those)\b")
# A remark of the writer's own, or a joke.
_OWN_REMARK = re.compile(r"(?i)\b(?:i|im|i'm|me|my|we|us|our|lol|jk|haha|lmao)\b")


def without_brackets(message: str, unsaid: bool = False) -> list[str]:
    """The message without its one bracketed group, then with that group in place of the word
    before it (`karlsruhe (KIT)` as `KIT`); none when it has no such group, or more than one.
    Of a message that asks nothing read whole (`unsaid`), none when the group is the writer's
    own remark (`who broke the build? (it was me)`) or says what the word before it is."""
    found = list(_BRACKET.finditer(message))
    if len(found) != 1 or len(found[0]["inner"].split()) > REMARK_WORDS:
        return []
    if unsaid and (_OWN_REMARK.search(found[0]["inner"]) or _SAYS_WHAT.match(found[0]["inner"])):
        return []  # (`who's at google (the conference) today`: what the word before is)
    m = found[0]
    before, after = message[: m.start()], message[m.end() :]
    words = before.split()
    variants = [f"{before}{after}"]
    if len(words) > 1 and len(m["inner"].split()) <= BRACKET_WORDS:
        variants.append(" ".join([*words[:-1], m["inner"]]) + after)
        if not after.strip():
            # `tf-a contributors? (arm-software/arm-trusted-firmware)`: the name of the first
            variants.append(" ".join([m["inner"], *words[1:]]))
    return variants
