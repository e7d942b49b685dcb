"""A place in a ranking asked for: `who's second best at kafka`, `third highest SO rep?`,
`runner-up for most coding years`, `who's the next most senior after tomek`. The ranking is
read without the place, and the answer starts at the person in it."""

from __future__ import annotations

import dataclasses
import re

from bot.answers.model import Answer, Intent, LazyMatches
from bot.search.text import fold

_PLACES = {"second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4, "fifth": 5,
           "5th": 5, "runner up": 2, "runnerup": 2}  # fmt: skip
_WORDS = {2: "second", 3: "third", 4: "fourth", 5: "fifth"}
# What ranks: the words of a superlative after the place (`second best`, `3rd highest`).
_RANKED = (r"(?:best|most|highest|strongest|top|longest|biggest|largest|senior|experienced"
           r"|oldest|newest|least|fewest|lowest|shortest|youngest|greatest)")
_PLACE = re.compile(
    r"\b(?P<place>second|2nd|third|3rd|fourth|4th|fifth|5th)(?:[- ](?=" + _RANKED + r"\b)| place"
    r" (?:for|in|at|by)\b)"
    r"|\b(?P<runner>runner[- ]?up)(?: (?:for|in|at|by)\b)?"
)
# The next after someone: `the next most senior after tomek`.
_NEXT = re.compile(r"\bnext(?= " + _RANKED + r"\b)")
_AFTER = re.compile(r",? (?:right |just )?after (?P<who>[a-z][\w'-]*(?: [a-z][\w'-]*)?)"
                    r"(?=[?!. ]*$)")


def place_asked(message: str) -> tuple[str, int, str | None] | None:
    """The ranking a message asks a place in, the place (2 for second) and the person it
    comes after, if named (`who's the next most senior after tomek`: `who's the most senior`,
    1, `tomek`); None when it asks none."""
    typed = fold(message).strip()
    after = _AFTER.search(typed)
    m = _PLACE.search(typed)
    if m is None and not (after is not None and _NEXT.search(typed)):
        return None
    asked = _AFTER.sub("", typed) if after is not None else typed
    if m is None:
        return re.sub(r"\s+", " ", _NEXT.sub("", asked)).strip(), 1, after["who"]
    place = _PLACES[m["place"] or m["runner"].replace("-", " ")]
    asked = asked.replace(m[0], "most" if m["runner"] else "", 1)
    # the runner-up after someone is the next after them; the second after them is second
    who = after["who"] if after is not None else None
    if who is not None and m["runner"]:
        place = 1
    return re.sub(r"\s+", " ", asked).strip(), place, who


def at_place(ranking: Answer, place: int, after: list[str] | None) -> Answer | None:
    """The ranking from the person at `place` on (or `place` after the first of the people
    `after`, by name); None when it ranks nobody there."""
    if ranking.intent in (Intent.NONE, Intent.HELP) or ranking.card is not None or (
        ranking.compare or ranking.choose
    ):
        return None
    names = ranking.names
    start = place - 1
    if after is not None:
        ahead = [i for i, n in enumerate(names) if n in after]
        if not ahead:
            return None
        start = ahead[0] + place
    if start >= len(names):
        return None
    m = ranking.matches
    rest = m.reordered(list(m.indexes[start:])) if isinstance(m, LazyMatches) else list(m)[start:]
    where = _WORDS.get(start + 1, f"{start + 1}th")
    said = ranking.headline.split(" · ", 1)
    headline = f"{names[start]} comes {where} · {said[-1]}"
    return dataclasses.replace(ranking, matches=rest, headline=headline)
