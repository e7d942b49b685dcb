"""A place in a ranking asked for: `who's second best at kafka`, `third highest SO rep?`,
`runner-up for most coding years`, `who's the next most senior after tomek`. The ranking is
read without the place, and the answer starts at the person in it."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence

from bot.answers.model import Answer, Intent, LazyMatches, Match
from bot.answers.wording import listed

_PLACES = {"second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4, "fifth": 5,
           "5th": 5, "runner up": 2, "runnerup": 2}  # fmt: skip
_WORDS = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth"}
_SUFFIXES = {1: "st", 2: "nd", 3: "rd"}
# What ranks: the words of a superlative after the place (`second best`, `3rd highest`).
_RANKED = (r"(?:best|most|highest|strongest|top|longest|biggest|largest|senior|experienced"
           r"|oldest|newest|least|fewest|lowest|shortest|youngest|greatest)")
_PLACE = re.compile(
    r"\b(?P<place>second|2nd|third|3rd|fourth|4th|fifth|5th)(?:[- ](?=" + _RANKED + r"\b)| place"
    r" (?:for|in|at|by)\b)"
    r"|\b(?P<runner>runner[- ]?up)(?: (?:for|in|at|by)\b)?"
)
# The next after someone: `the next most senior after tomek`.
# A ranking is asked for in words of one (`best`, `most`), as a question; a message this long
# is no such question.
_RANKED_RE = re.compile(r"\b" + _RANKED + r"\b")
_QUESTION = re.compile(r"\b(?:who|whos|which)\b|\?")
_WHO = re.compile(r"\bwho")
PLACE_ASKED_AT_MOST = 200
_NEXT = re.compile(r"\bnext(?= " + _RANKED + r"\b)")
_AFTER = re.compile(r",? (?:right |just )?after (?P<who>[a-z][\w'-]*(?: [a-z][\w'-]*)?)"
                    r"(?=[?!. ]*$)")


def place_asked(typed: str) -> tuple[str, int, str | None] | None:
    """The ranking a folded message asks a place in, the place (2 for second) and the person
    it comes after, if named (`who's the next most senior after tomek`: `who's the most
    senior`, 1, `tomek`); None when it asks none, or more than one."""
    typed = typed.strip()
    if len(typed) > PLACE_ASKED_AT_MOST or not _QUESTION.search(typed):
        return None
    if len(_WHO.findall(typed)) > 1:
        return None  # two asks (`who's second best at python, who knows java`)
    after = _AFTER.search(typed)
    places = list(_PLACE.finditer(typed))
    if len(places) > 1 or not _RANKED_RE.search(typed):
        return None
    m = places[0] if places else None
    if m is None and not (after is not None and _NEXT.search(typed)):
        return None
    if m is None:
        asked = typed[: after.start()] + typed[after.end() :] if after else typed
        return re.sub(r"\s+", " ", _NEXT.sub("", asked)).strip(), 1, after["who"]
    place = _PLACES[m["place"] or m["runner"].replace("-", " ")]
    said = "most " if m["runner"] else ""
    asked = typed[: m.start()] + said + typed[m.end() :]
    # the runner-up after someone is the next after them; the second after them is second
    who = None
    if after is not None:
        shift = len(said) - (m.end() - m.start())
        start = after.start() + (shift if after.start() > m.start() else 0)
        asked = asked[:start] + asked[start + after.end() - after.start() :]
        who = after["who"]
        if m["runner"]:
            place = 1
    return re.sub(r"\s+", " ", asked).strip(), place, who


def ordinal(n: int) -> str:
    """A place in words or figures: `second`, `21st`, `112th`."""
    if n in _WORDS:
        return _WORDS[n]
    last = 0 if 10 <= n % 100 <= 20 else n % 10
    return f"{n}{_SUFFIXES.get(last, 'th')}"


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
    said = ranking.headline.split(" · ", 1)
    if start >= len(names):
        # `who's second best at firebase` when one person knows it: nobody is
        nobody = f"Nobody comes {ordinal(start + 1)} · {said[-1]}"
        return dataclasses.replace(ranking, matches=[], headline=nobody)
    m = ranking.matches
    first, last = _level_run(m, start)
    first = max(first, start) if after is not None else first  # not level with who it follows
    rest = m.reordered(list(m.indexes[first:])) if isinstance(m, LazyMatches) else list(m)[first:]
    if last - first == 1:
        headline = f"{names[start]} comes {ordinal(start + 1)} · {said[-1]}"
    else:
        # people level by what ranks them share a place, the first of the run's
        level = names[first:min(last, first + LEVEL_NAMED)]
        more = last - first - len(level)
        who = level + ([f"{more} more"] if more else [])
        headline = f"{listed(who)} share {ordinal(first + 1)} place · {said[-1]}"
    return dataclasses.replace(ranking, matches=rest, headline=headline)


# People level at a place named, at most; the run of them is looked for this far either way.
LEVEL_NAMED = 3
LEVEL_LOOKED_AT = 50


def _figure(m: Sequence[Match], i: int) -> str | None:
    """What ranks person i: the figure their evidence opens with (`python 8/10`, `6730 Stack
    Overflow reputation`); None when it holds no figure."""
    lead = m[i].evidence.split(" · ", 1)[0]
    return lead if any(ch.isdigit() for ch in lead) else None


def _level_run(m: Sequence[Match], i: int) -> tuple[int, int]:
    """The run of people level with person i in a ranking, as positions first and last+1."""
    figure = _figure(m, i)
    if figure is None:
        return i, i + 1
    first, last = i, i + 1
    while first > max(i - LEVEL_LOOKED_AT, 0) and _figure(m, first - 1) == figure:
        first -= 1
    while last < min(i + LEVEL_LOOKED_AT, len(m)) and _figure(m, last) == figure:
        last += 1
    return first, last
