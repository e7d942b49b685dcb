"""A message with a short remark or another name in brackets, read again without it: `who
here used to be at king (candy crush ppl)` asks who was at King, `who studied in karlsruhe
(KIT)` who studied at KIT. Only when the message read whole finds no one."""

from __future__ import annotations

import re

# One bracketed group of a few words: another name for what comes before it, or a remark.
_BRACKET = re.compile(r"(?<!\s)\s*\((?P<inner>[^()\n]{1,60})\)")
# Another name in brackets is at most this many words (`(candy crush ppl)`, `(the maps company)`).
BRACKET_WORDS = 4
# A remark in brackets is at most this many (`(to the extent their profile so reflects)`).
REMARK_WORDS = 8
# A careful writer's hedge in brackets: `(to the extent their profile so reflects)`, `(any
# business unit)`, `(or elsewhere in APAC)`, `(MS, MSc or similar)`.
_HEDGE = re.compile(
    r"(?i)^(?:to the extent|as far as|insofar|in so far|if any|including|excluding|where"
    r" applicable|or (?:elsewhere|anywhere|any other|similar)|any (?:business|kind|unit|office"
    r"|team|division|part)|of any kind|i\.?e\.?|e\.?g\.?)\b|\bor (?:similar|equivalent)$"
)


def without_brackets(message: str, unsaid: bool = False) -> list[str]:
    """The message without its one bracketed group, then with that group in place of the word
    before it (`karlsruhe (KIT)` as `KIT`); none when it has no such group, or more than one.
    Of a message that asks nothing read whole (`unsaid`), only the message without the group,
    when it is a careful writer's hedge (not `who broke the build? (it was me)`)."""
    found = list(_BRACKET.finditer(message))
    if len(found) != 1 or len(found[0]["inner"].split()) > REMARK_WORDS:
        return []
    m = found[0]
    before, after = message[: m.start()], message[m.end() :]
    variants = [f"{before}{after}"]
    if unsaid:
        # only a careful writer's hedge, left out (`who knows python (to the extent the profiles
        # say so)`), not a remark (`who's free (for a quick call)?`, `(it was me)`)
        return variants if _HEDGE.search(m["inner"]) else []
    words = before.split()
    if len(words) > 1 and len(m["inner"].split()) <= BRACKET_WORDS:
        variants.append(" ".join([*words[:-1], m["inner"]]) + after)
        if not after.strip():
            # `tf-a contributors? (arm-software/arm-trusted-firmware)`: the name of the first
            variants.append(" ".join([m["inner"], *words[1:]]))
    return variants
