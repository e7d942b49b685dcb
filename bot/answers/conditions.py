"""Conditions a question puts on people: a skill, a company, years of coding (places,
schools, fields, badges and degrees are in bot.answers.facet_conditions, repositories in
bot.answers.repo_conditions). One interface for all of them.

Each condition knows how many people meet it, who they are in its own order,
which of some given people meet it, how to put some of them in its order (when
it ranks an answer), and the fact about one person that says why they matched.
People are numpy arrays of ids; employer, place, school and degree postings hold
years ranks, which read in years order and intersect by searching.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar

import numpy as np
from typing_extensions import override

from bot.answers.model import Employment, Experience
from bot.search.directory import Directory
from bot.search.facts import SkillHit
from bot.search.indexes import LANGUAGE, REPO, SCORED, TOPIC
from bot.search.tables import Table, contains_sorted, union
from bot.search.text import key

SortKeys = tuple[np.ndarray, ...]  # keys for np.lexsort, the last one first


def facet_ranks(table: Table, keys: Iterable[str]) -> np.ndarray:
    """The years ranks of everyone under any of keys, ascending."""
    return union(table[k] for k in keys if k in table)


class Condition:
    """One resolved condition. `display` is how the data names what it asks for."""

    kind: ClassVar[str]

    def __init__(self, d: Directory, display: str) -> None:
        self.d = d
        self.display = display

    @property
    def size(self) -> int:
        """How many people meet it."""
        raise NotImplementedError

    def people(self) -> np.ndarray:
        """Everyone who meets it, in this condition's order."""
        raise NotImplementedError

    def member(self, people: np.ndarray) -> np.ndarray:
        """Which of people meet it, as a mask."""
        raise NotImplementedError

    def order(self, people: np.ndarray) -> SortKeys | None:
        """Sort keys that put people in this condition's order; None when it has no order
        of its own to impose on an answer."""
        return None

    def fact(self, i: int) -> object:
        """What says why person i meets it (see bot.answers.evidence_wording.evidence)."""
        raise NotImplementedError


class Kept:
    """The people of a condition held as one list, in its order, and in id order to test
    who is on it: put first among a condition's bases (`class X(Kept, SkillCondition)`)."""

    _people: np.ndarray
    _sorted: np.ndarray

    def keep(self, people: np.ndarray, ordered: np.ndarray | None = None) -> None:
        """Hold people; `ordered`: the same in id order, when the caller has them already."""
        self._people = np.asarray(people, np.int32)
        self._sorted = np.sort(self._people) if ordered is None else ordered

    @property
    def size(self) -> int:
        """How many people meet it."""
        return len(self._people)

    def people(self) -> np.ndarray:
        """Everyone who meets it, in its order."""
        return self._people

    def member(self, people: np.ndarray) -> np.ndarray:
        """Which of people meet it, as a mask."""
        return contains_sorted(self._sorted, people)


class Listed(Kept, Condition):
    """A condition whose people are one list, in its order, made when it is resolved."""

    def __init__(
        self, d: Directory, display: str, people: np.ndarray, ordered: np.ndarray | None = None
    ) -> None:
        """`ordered`: the same people in id order, when the caller has them already."""
        super().__init__(d, display)
        self.keep(people, ordered)

    @override
    def order(self, people: np.ndarray) -> SortKeys:
        place = np.full(len(self.d.ix.name_rank), len(self._people), np.int32)
        place[self._people] = np.arange(len(self._people), dtype=np.int32)
        return (place[people],)


class SkillCondition(Condition):
    """People with evidence for one skill, ranked by that evidence."""

    kind = "skill"

    def __init__(self, d: Directory, display: str, skill: str) -> None:
        super().__init__(d, display)
        self.skill = skill
        self.table = d.ix.skills

    @property
    @override
    def size(self) -> int:
        return self.table.size(self.skill)

    @override
    def people(self) -> np.ndarray:
        return self.table[self.skill]

    @override
    def member(self, people: np.ndarray) -> np.ndarray:
        return self.table.find(self.skill, people, places=False)[0]

    def evidence(self, people: np.ndarray) -> tuple[np.ndarray, ...]:
        """The tier, score, activity and mentions of some people who have the skill."""
        pos = self.table.find(self.skill, people)[1]
        columns = ("tier", "score", "activity", "mentions")
        return tuple(self.table.column(c, self.skill)[pos] for c in columns)

    def within(self, people: np.ndarray) -> np.ndarray:
        """Those of some people who have the skill, in its ranking."""
        # In id order, the lookups below read memory front to back: far fewer cache misses.
        people = np.sort(people)
        found, at = self.table.find(self.skill, people)
        # Places in the ranking are distinct: sorted, they read the people in its order.
        return self.table[self.skill][np.sort(at[found])]

    @override
    def fact(self, i: int) -> SkillHit | None:
        return self.d.facts.skill_hit(i, self.skill)


class ListedSkill(SkillCondition):
    """People whose evidence for a skill is of a tier or stronger, in its ranking: by default
    those who list it, with a score or among their languages (`who lists docker`,
    `networking as a skill`); with REPO, also those who contributed to a repository named
    for it. The ranking puts stronger tiers first, so they are the head of its list."""

    def __init__(self, d: Directory, skill: SkillCondition, weakest: int = LANGUAGE) -> None:
        super().__init__(d, skill.display, skill.skill)
        tiers = self.table.column("tier", self.skill)
        self.plain = skill  # the skill with every evidence
        self.weakest = weakest
        # (the tier in the column's own type: a Python int would have numpy cast the whole
        # column first)
        self.cut = int(np.searchsorted(tiers, tiers.dtype.type(weakest), side="right"))

    def weaker(self) -> np.ndarray:
        """The people whose only evidence for the skill is weaker, in its ranking."""
        return self.table[self.skill][self.cut :]

    @property
    @override
    def size(self) -> int:
        return self.cut

    @override
    def people(self) -> np.ndarray:
        return self.table[self.skill][: self.cut]

    @override
    def member(self, people: np.ndarray) -> np.ndarray:
        found, at = self.table.find(self.skill, people)
        return found & (at < self.cut)

    @override
    def within(self, people: np.ndarray) -> np.ndarray:
        return super().within(people[self.member(people)])


class HeldSkill(SkillCondition):
    """People who hold a skill by any evidence but a repository's topics: those a list leaves
    out when it asks for people without the skill (`kafka but not scala` keeps who reviewed a
    repository whose topics say scala; `not python` leaves out a summary's `fluent in python`)."""

    def __init__(self, d: Directory, skill: SkillCondition) -> None:
        super().__init__(d, skill.display, skill.skill)

    @override
    def member(self, people: np.ndarray) -> np.ndarray:
        found, at = self.table.find(self.skill, people)
        tiers = self.table.column("tier", self.skill)
        return found & (tiers[np.where(found, at, 0)] != TOPIC)


def held(d: Directory, c: Condition) -> Condition:
    """A skill as a list leaves it out (HeldSkill); any other condition as it is."""
    return HeldSkill(d, c) if type(c) is SkillCondition else c


def strongest(d: Directory, c: Condition) -> Condition:
    """A skill asked without saying how (`who knows docker`), when someone shown lists it or
    contributed to a repository named for it: those people, and not the ones whose only
    evidence is a repository's topic or a word of their summary (reviewing kubernetes, whose
    topics name docker, does not make a docker person). Anything else as it is."""
    if type(c) is not SkillCondition:
        return c
    strong = ListedSkill(d, c, REPO)
    head = strong.people()
    return strong if len(d.visible(head[:64])) or len(d.visible(head)) else c


class ScoreFloor(Kept, SkillCondition):
    """People who list a skill with at least a score out of 10 (`python 9+`), in its
    ranking."""

    def __init__(self, d: Directory, skill: SkillCondition, least: int) -> None:
        super().__init__(d, skill.display, skill.skill)
        self.least = least
        tiers = self.table.column("tier", self.skill)
        scores = self.table.column("score", self.skill)
        self.keep(self.table[self.skill][(tiers == SCORED) & (scores >= least)])

    @override
    def within(self, people: np.ndarray) -> np.ndarray:
        return super().within(people[self.member(people)])


class CompanyCondition(Condition):
    """People at a company now, then those who were there, each once; or only those there
    now (`tense` "now"), or only those who were there before (`tense` "past"; "another": even
    those there now too), or those there now when anyone is, else those who were (`tense`
    "lately")."""

    kind = "company"

    def __init__(
        self, d: Directory, display: str, keys: list[str], tense: str | None = None
    ) -> None:
        super().__init__(d, display)
        self.keys = set(keys)
        self.tense = tense
        self.current = facet_ranks(d.ix.current, self.keys)
        past = facet_ranks(d.ix.past, self.keys)
        self.past = past[~contains_sorted(self.current, past)]
        if tense == "another":
            # `another insurer`: one they were at before the one they are at now, even when
            # that is one too
            self.current, self.past, self.tense = self.current[:0], past, "past"
        if tense == "lately":
            tense = "now" if len(d.visible(d.ix.by_years[self.current])) else None
            self.tense = tense
        # Asked about now: how many were there before, to say that they were left out.
        self.former = len(d.visible(d.ix.by_years[self.past])) if tense == "now" else 0
        if tense == "now":
            self.past = self.past[:0]
        elif tense == "past":
            self.current = self.current[:0]

    @property
    @override
    def size(self) -> int:
        return len(self.current) + len(self.past)

    @property
    def past_total(self) -> int:
        """How many of everyone who meets it were there in the past."""
        return len(self.past)

    @override
    def people(self) -> np.ndarray:
        return self.d.ix.by_years[np.concatenate([self.current, self.past])]

    def was_there(self, people: np.ndarray) -> np.ndarray:
        """Which of people were there in the past (and are not now)."""
        return contains_sorted(self.past, self.d.ix.years_rank[people])

    @override
    def member(self, people: np.ndarray) -> np.ndarray:
        ranks = self.d.ix.years_rank[people]
        return contains_sorted(self.current, ranks) | self.was_there(people)

    @override
    def order(self, people: np.ndarray) -> SortKeys:
        return (self.d.ix.years_rank[people], self.was_there(people))

    @override
    def fact(self, i: int) -> Employment:
        d = self.d
        p = d.profiles[i]
        if d.facts.employer(i, self.keys) == "current":
            return Employment(True, role=p.headline)
        named = tuple(n for n in d.facts.past_employers(i) if key(n) in self.keys)
        return Employment(False, named=named, now=p.company)


class YearsCondition(Condition):
    """Years of coding: above or below a number (gt, ge, lt, le), or everyone with known
    years, most first (`most`) or fewest first (`least`)."""

    kind = "years"

    def __init__(self, d: Directory, op: str, n: int, to: int | None = None) -> None:
        super().__init__(d, "")
        self.years = (op, n)
        self.to = to
        self.start, self.stop = _years_range(d.ix.years_sorted, op, n, to)

    @property
    @override
    def size(self) -> int:
        return self.stop - self.start

    @override
    def people(self) -> np.ndarray:
        chosen = self.d.ix.by_years[self.start : self.stop]
        if self.years[0] != "least":
            return chosen
        # fewest first: the groups of equal years read backwards, each still in name order
        said = self.d.ix.years_sorted[self.start : self.stop]
        groups = np.split(chosen, np.flatnonzero(np.diff(said)) + 1)
        return np.concatenate(groups[::-1]) if groups else chosen

    @override
    def member(self, people: np.ndarray) -> np.ndarray:
        ranks = self.d.ix.years_rank[people]
        return (ranks >= self.start) & (ranks < self.stop)

    @override
    def order(self, people: np.ndarray) -> SortKeys | None:
        ranks = self.d.ix.years_rank[people]
        if self.years[0] == "least":
            # fewest first, ties by name; those whose years are not known last
            years = self.values(people)
            years[years < 0] = np.iinfo(np.int64).max
            return (self.d.ix.name_rank[people], years)
        return (ranks,) if self.years[0] == "most" else None

    @override
    def fact(self, i: int) -> Experience:
        p = self.d.profiles[i]
        return Experience(p.coding_years, p.employment_years)

    def values(self, ids: np.ndarray) -> np.ndarray:
        """Each person's years of coding (-1 where the profile does not say), from the
        index rather than the records."""
        ix = self.d.ix
        ranks = ix.years_rank[ids]
        known = ranks < len(ix.years_sorted)
        out = np.full(len(ids), -1, np.int64)
        out[known] = -ix.years_sorted[ranks[known]]
        return out


def _years_range(
    years_sorted: np.ndarray, op: str, n: int, to: int | None = None
) -> tuple[int, int]:
    """The years ranks of people whose years of coding satisfy `op n` (`between` n and to,
    both included): [start, stop)."""
    known = len(years_sorted)

    def at(years: int, side: str) -> int:
        # (in the column's own type: a Python int would have numpy cast the whole column)
        limits = np.iinfo(years_sorted.dtype)
        value = years_sorted.dtype.type(min(max(-years, limits.min), limits.max))
        return int(np.searchsorted(years_sorted, value, side))  # type: ignore[call-overload]

    bounds = {
        "gt": lambda: (0, at(n, "left")),
        "ge": lambda: (0, at(n, "right")),
        "lt": lambda: (at(n, "right"), known),
        "le": lambda: (at(n, "left"), known),
        "eq": lambda: (at(n, "left"), at(n, "right")),
        "between": lambda: (at(to if to is not None else n, "left"), at(n, "right")),
    }
    return bounds[op]() if op in bounds else (0, known)


def _satisfies(values: np.ndarray, op: str, n: int, to: int | None) -> np.ndarray:
    """Which of values satisfy `op n` (`between` n and to, both included)."""
    tests = {
        "gt": values > n, "ge": values >= n, "lt": values < n, "le": values <= n,
        "eq": values == n, "between": (values >= n) & (values <= (to if to is not None else n)),
    }  # fmt: skip
    return tests.get(op, values >= 0)


class EmploymentCondition(Listed):
    """Years of employment as a developer above, below or between numbers, most first."""

    kind = "employment"

    def __init__(self, d: Directory, op: str, n: int, to: int | None = None) -> None:
        table = d.ix.figures
        people = np.zeros(0, np.int32)
        if "employment" in table:
            values = table.column("value", "employment")
            people = table["employment"][_satisfies(values, op, n, to)]
        super().__init__(d, "", people)
        self.years = (op, n)
        self.to = to

    @override
    def fact(self, i: int) -> Experience:
        p = self.d.profiles[i]
        return Experience(p.coding_years, p.employment_years)
