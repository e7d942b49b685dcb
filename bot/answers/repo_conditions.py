"""Conditions on the repositories people contributed to: contributors (`who contributed to
apache/tvm`), maintainers (`kubernetes maintainers`) and contributions within calendar years
(`who worked on rust-lang/rust in 2023`), each most active first.
"""

from __future__ import annotations

import numpy as np
from typing_extensions import override

from bot.answers.conditions import Condition, Kept, SortKeys, facet_ranks
from bot.answers.facet_conditions import FacetCondition
from bot.answers.model import Contributions, Figure
from bot.profiles.model import Contribution
from bot.search.directory import Directory
from bot.search.tables import union
from bot.search.text import key


class RepoCondition(Condition):
    """Contributors to any of some repositories, most active first."""

    kind = "repo"

    def __init__(self, d: Directory, display: str, keys: list[str]) -> None:
        super().__init__(d, display)
        self.keys = keys
        self.table = d.ix.repos
        self._size = self.table.size(keys[0]) if len(keys) == 1 else len(self._contributors())

    @property
    @override
    def size(self) -> int:
        return self._size

    def _activity(self, people: np.ndarray) -> np.ndarray:
        total = np.zeros(len(people), np.int64)
        for k in self.keys:
            found, pos = self.table.find(k, people)
            total += np.where(found, self.table.column("activity", k)[pos], 0)
        return total

    @override
    def order(self, people: np.ndarray) -> SortKeys:
        return (self.d.ix.name_rank[people], -self._activity(people))

    @override
    def people(self) -> np.ndarray:
        return self._contributors()

    def _contributors(self) -> np.ndarray:
        if len(self.keys) == 1:
            return self.table[self.keys[0]]
        everyone = union(self.table.column("ids", k) for k in self.keys)
        return everyone[np.lexsort(self.order(everyone))]

    @override
    def member(self, people: np.ndarray) -> np.ndarray:
        found = np.zeros(len(people), bool)
        for k in self.keys:
            found |= self.table.find(k, people, places=False)[0]
        return found

    @override
    def fact(self, i: int) -> Contributions:
        return Contributions(tuple(self.d.facts.contributions_to(i, self.keys)))


class KeptContributors(Kept, RepoCondition):
    """Contributors to any of some repositories whose contribution there passes `keeps`,
    most active first. Read from the records: few people contribute to one repository."""

    def __init__(self, d: Directory, display: str, keys: list[str]) -> None:
        super().__init__(d, display, keys)
        wanted = set(keys)
        self.keep(np.array([
            i for i in self._contributors().tolist()
            if any(c.repo.lower() in wanted and self.keeps(c) for c in d.profiles[i].contributions)
        ], np.int32))  # fmt: skip

    def keeps(self, c: Contribution) -> bool:
        """Whether one contribution to the repositories counts."""
        raise NotImplementedError


def role_words(role: str) -> frozenset[str]:
    """The words of a role in a project, as compared: `Back-end Developer & ML Engineer`
    holds `ml engineer`."""
    return frozenset(key(role).replace("-", " ").split())


class RoleOnRepoCondition(KeptContributors):
    """Contributors to any of some repositories whose role there says one (`kubernetes
    maintainers`, `whose role on k8s is reviewer`)."""

    def __init__(self, d: Directory, display: str, keys: list[str], role: str) -> None:
        self.role = role
        self._words = role_words(role)
        super().__init__(d, display, keys)

    @override
    def keeps(self, c: Contribution) -> bool:
        return self._words <= role_words(c.role or "")

    @override
    def fact(self, i: int) -> Contributions:
        return Contributions(tuple(
            c for c in self.d.facts.contributions_to(i, self.keys) if self.keeps(c)
        ))  # fmt: skip


class MaintainerCondition(RoleOnRepoCondition):
    """The maintainers of any of some repositories (`kubernetes maintainers`)."""

    def __init__(self, d: Directory, display: str, keys: list[str]) -> None:
        super().__init__(d, display, keys, "maintainer")


class RoleCondition(FacetCondition):
    """People who held a role in any project (`who is a maintainer`, `who had a compiler
    engineer role on a project`): every role the contributions list that says it."""

    kind = "role"

    def __init__(self, d: Directory, role: str) -> None:
        words = role_words(role)
        table = d.ix.roles
        self.keys = [k for k in table.keys_list if words <= role_words(k)]
        super().__init__(d, role, facet_ranks(table, self.keys))
        self.role = role

    @override
    def fact(self, i: int) -> str:
        wanted = set(self.keys)
        return " · ".join(
            f"{c.role} on {c.repo}" for c in self.d.profiles[i].contributions
            if key(c.role or "") in wanted
        )  # fmt: skip


class PeriodCondition(KeptContributors):
    """Contributors to any of some repositories within some calendar years (`who worked on
    rust-lang/rust in 2023`): their contribution there overlaps them."""

    def __init__(
        self, d: Directory, repo: RepoCondition, period: tuple[int | None, int | None]
    ) -> None:
        self.period = period
        super().__init__(d, repo.display, repo.keys)

    @override
    def keeps(self, c: Contribution) -> bool:
        return _overlaps(c, self.period)


def _overlaps(c: Contribution, period: tuple[int | None, int | None]) -> bool:
    """Whether a contribution's months fall in some calendar years; one without dates never."""
    start = _year(c.start)
    end = _year(c.end) or start
    if start is None or end is None:
        return False
    first, last = period
    return (first is None or end >= first) and (last is None or start <= last)


def _year(month: str | None) -> int | None:
    return int(month[:4]) if month and month[:4].isdigit() else None


class RepoStatCondition(KeptContributors):
    """Contributors to any of some repositories ranked by one count there, most first
    (`most commits to apache/tvm`): a figure, so that it ranks the answer."""

    kind = "figure"

    def __init__(self, d: Directory, repo: RepoCondition, stat: str) -> None:
        self.stat = stat
        super().__init__(d, repo.display, repo.keys)
        wanted = set(self.keys)
        people = self._people
        counts = np.array([
            sum(c.stats.get(stat, 0) for c in d.profiles[i].contributions
                if c.repo.lower() in wanted)
            for i in people.tolist()
        ], np.int64)  # fmt: skip
        self._counts = dict(zip(people.tolist(), counts.tolist(), strict=True))
        self.keep(people[np.lexsort((d.ix.name_rank[people], -counts))])

    @override
    def fact(self, i: int) -> tuple[Figure, Contributions]:
        return Figure(self.stat, self._counts.get(i, 0)), super().fact(i)

    @override
    def keeps(self, c: Contribution) -> bool:
        return True

    @override
    def order(self, people: np.ndarray) -> SortKeys:
        place = np.full(len(self.d.ix.name_rank), len(self._people), np.int32)
        place[self._people] = np.arange(len(self._people), dtype=np.int32)
        return (place[people],)
