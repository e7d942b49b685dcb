"""Two questions asked in one message: `who's in dublin and who's in manchester`, `who used to
be at thales and who was at renfe`, `anyone contributed to react-native? and who did zxing`.
Each is answered on its own and the people of both are named together, not only those who
are both (nobody is in Dublin and in Manchester)."""

from __future__ import annotations

import re

from bot.answers.model import Answer, Intent, LazyMatches, Match
from bot.answers.rewrite import rewrite

# Where a second ask begins: after a question mark, a comma or `and`, a word that asks for
# people of its own (`who`, `anyone`), not one that points back at the first's (`who of
# them`, `and who else`, `and who is best`).
_SECOND = re.compile(
    r"(?:\?+|,|;| -|\.)?\s+(?:(?:and|also|plus|&|\+)\s+)?(?:also\s+)?"
    r"(?=(?:who(?:s|'s| is| was| has| did| knows| used to| worked| owns| runs| handles| can)?"
    r"|anyone|anybody)\b)"
)
_ASKS = re.compile(r"^(?:whos|whose|who|anyone|anybody|any|is anyone|does anyone|has anyone)\b")
# A second ask about the first's people or thing: `who of them`, `who else`, `who's better`,
# `who knows it`.
_OF_THE_FIRST = re.compile(
    r"\b(?:of them|among them|of those|of these|them|they|those|these|it|that|this|else"
    r"|best|better|most|more|least|first|second|both|either|neither|there|besides|except|still"
    r"|also|junior|senior|newest|oldest|of the)\b"
)
# A first ask after what a message tells: `trams jump around on the map, who owns the tracking`.
_ASKED_AFTER = re.compile(r"(?:[,.?!:;—–]|\s-)\s+(?:whos|who|anyone|anybody)\b[^,.?!]*$")
# What is said after an ask that asks nothing: `while i'm at it`.
_ASIDE = re.compile(r",? (?:while im at it|while i am at it|btw|thanks|thx|ty|pls|please)"
                    r"(?=[?!. ]*$)")
# The characters of a message read for two asks, at most.
TWO_ASKS_AT_MOST = 300
# Lists of more people than this are not joined one by one.
JOINED_AT_MOST = 500


def two_asks(typed: str) -> tuple[str, str] | None:
    """The two questions of a folded message that asks two, each whole (`who's in dublin`,
    `who's in manchester`); None for a message with one ask."""
    typed = rewrite(_ASIDE, "", typed.strip())
    if len(typed) > TWO_ASKS_AT_MOST:
        return None
    found = []
    for m in _SECOND.finditer(typed):
        first, second = typed[: m.start()].strip(" ,;-"), typed[m.end() :].strip()
        if len(first.split()) < 3 or len(second.split()) < 3 or not m.group().strip():
            continue
        if _ASKS.match(first) or _ASKED_AFTER.search(first):
            found.append((first, second))
    # three asks and more are a list to be read whole, not pairs
    if len(found) != 1 or _OF_THE_FIRST.search(found[0][1]):
        return None
    return found[0]


def joined(first: Answer, second: Answer, message: str) -> Answer | None:
    """One answer naming the people of both, the first's first, each with the evidence of
    the question that found them; None when either is no list of people (a profile, a
    comparison, a choice, silence) or too long to join."""
    if any(a.intent in (Intent.NONE, Intent.HELP) or a.card is not None or a.compare
           or a.choose or a.unplaced for a in (first, second)):  # fmt: skip
        return None
    a, b = first.matches, second.matches
    if len(a) + len(b) > JOINED_AT_MOST:
        return None
    matches: list[Match] = list(a[:]) if isinstance(a, LazyMatches) else list(a)
    named = {m.profile.name for m in matches}
    more = list(b[:]) if isinstance(b, LazyMatches) else list(b)
    matches += [m for m in more if m.profile.name not in named]
    return Answer(first.intent, message, f"{first.headline} · {second.headline}", matches,
                  missed=not matches)  # fmt: skip
