"""Conditions on where people are or studied, held as years ranks under a key: a place, a
school, a field of study, a badge, a degree (bot.answers.conditions gives their interface)."""

from __future__ import annotations

import numpy as np
from typing_extensions import override

from bot.answers.conditions import Condition, facet_ranks
from bot.answers.degrees_asked import Degree
from bot.answers.model import Studies
from bot.search.directory import Directory
from bot.search.indexes import DEGREE_NAME
from bot.search.studies import field_of
from bot.search.tables import contains_sorted
from bot.search.text import key
from bot.search.vocab import QUESTION_LEVELS


class FacetCondition(Condition):
    """People under some keys of a table of years ranks: they read in years order."""

    def __init__(self, d: Directory, display: str, ranks: np.ndarray) -> None:
        super().__init__(d, display)
        self.ranks = ranks

    @property
    @override
    def size(self) -> int:
        return len(self.ranks)

    @override
    def people(self) -> np.ndarray:
        return self.d.ix.by_years[self.ranks]

    @override
    def member(self, people: np.ndarray) -> np.ndarray:
        return contains_sorted(self.ranks, self.d.ix.years_rank[people])


class PlaceCondition(FacetCondition):
    """People based in a place: a city, region or country."""

    kind = "place"

    def __init__(
        self, d: Directory, display: str, keys: list[str], within: list[str] | None = None
    ) -> None:
        ranks = facet_ranks(d.ix.places, keys)
        # a city's people, not a country's or a region's (`not in london` may be anyone
        # whose profile gives no location; `outside europe`, only those known to be elsewhere)
        self.city = len(keys) == 1 and keys[0] in d.ix.cities
        if within is not None:  # `cambridge uk`: in both
            ranks = np.intersect1d(ranks, facet_ranks(d.ix.places, within), assume_unique=True)
        super().__init__(d, display, ranks)

    @override
    def fact(self, i: int) -> str:
        return self.d.profiles[i].location or ""


class SchoolCondition(FacetCondition):
    """People who studied at any of some schools."""

    kind = "school"

    def __init__(self, d: Directory, display: str, keys: list[str]) -> None:
        super().__init__(d, display, facet_ranks(d.ix.schools, keys))
        self.keys = set(keys)

    @override
    def fact(self, i: int) -> Studies:
        education = self.d.profiles[i].education
        return Studies(tuple(e for e in education if e.school and key(e.school) in self.keys))


class FieldCondition(FacetCondition):
    """People who studied any of some fields (`computer science`), as their degrees say."""

    kind = "field"

    def __init__(self, d: Directory, display: str, keys: list[str]) -> None:
        super().__init__(d, display, facet_ranks(d.ix.fields, keys))
        self.keys = set(keys)

    @override
    def fact(self, i: int) -> Studies:
        education = self.d.profiles[i].education
        return Studies(
            tuple(e for e in education if key(field_of(e.degree) or "") in self.keys)
        )


class BadgeCondition(FacetCondition):
    """People who hold any of some badges of the profile site (`Rockstar`)."""

    kind = "badge"

    def __init__(self, d: Directory, display: str, keys: list[str]) -> None:
        super().__init__(d, display, facet_ranks(d.ix.badges, keys))
        self.keys = set(keys)

    @override
    def fact(self, i: int) -> str:
        return ", ".join(b for b in self.d.profiles[i].badges if key(b) in self.keys)


class DegreeCondition(FacetCondition):
    """People with a degree of one level (phd, master, bachelor), or one particular degree
    of it (`an meng`) when anyone holds that; as their highest (`only`) when asked so.
    `display` is the level."""

    kind = "degree"

    def __init__(self, d: Directory, degree: Degree) -> None:
        table = d.ix.degrees
        # A particular degree (`an mba`) is that degree, held by someone here or by nobody.
        self.name = degree.name
        self.said = degree.said if degree.name else ""
        ranks = facet_ranks(table, [DEGREE_NAME + degree.name if degree.name else degree.level])
        self.only = degree.only
        if degree.only:
            higher = QUESTION_LEVELS[: QUESTION_LEVELS.index(degree.level)]
            ranks = ranks[~contains_sorted(facet_ranks(table, higher), ranks)]
        super().__init__(d, degree.level, ranks)

    @override
    def fact(self, i: int) -> Studies:
        keys = self.d.keys
        education = self.d.profiles[i].education
        if self.name:
            return Studies(tuple(e for e in education if self.name in keys.degree_names(e.degree)))
        return Studies(tuple(e for e in education if keys.degree_level(e.degree) == self.display))
