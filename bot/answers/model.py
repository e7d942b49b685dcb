"""The Answer the engine returns: a structure for the renderers, not text."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import overload

from bot.profiles.model import Profile


class Intent(StrEnum):
    SKILL = "skill"
    PROFILE = "profile"
    COMPANY = "company"
    PLACE = "place"
    SCHOOL = "school"
    DEGREE = "degree"
    REPO = "repo"
    EXPERIENCE = "experience"
    COMBINED = "combined"
    COMPARE = "compare"
    HELP = "help"
    NONE = "none"  # chatter the bot stays quiet on


@dataclass(frozen=True)
class Match:
    profile: Profile
    evidence: str  # one line saying why this person is in the answer
    past: bool = False  # a past employer rather than the current one


class LazyMatches(Sequence[Match]):
    """Matches in rank order, each built only when read: a million-person answer costs
    nothing until a page of it is shown."""

    def __init__(
        self,
        indexes: Sequence[int],
        make: Callable[[int], Match],
        profile: Callable[[int], Profile],
    ) -> None:
        self._indexes = indexes
        self._make = make
        self._profile = profile

    @property
    def indexes(self) -> Sequence[int]:
        """Positions of the matched people in the directory, in rank order."""
        return self._indexes

    def names(self) -> list[str]:
        return [p.name for p in self.profiles()]

    def profiles(self) -> list[Profile]:
        return [self._profile(i) for i in self._indexes]

    def __len__(self) -> int:
        return len(self._indexes)

    @overload
    def __getitem__(self, item: int) -> Match: ...
    @overload
    def __getitem__(self, item: slice) -> list[Match]: ...
    def __getitem__(self, item: int | slice) -> Match | list[Match]:
        if isinstance(item, slice):
            return [self._make(i) for i in self._indexes[item]]
        return self._make(self._indexes[item])

    def __iter__(self) -> Iterator[Match]:
        return (self._make(i) for i in self._indexes)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Sequence) and list(self) == list(other)


@dataclass
class Answer:
    intent: Intent
    message: str
    headline: str
    matches: Sequence[Match] = field(default_factory=list)
    suggestions: list[str] = field(default_factory=list)
    # One person to show in full (a profile question that found them).
    card: Profile | None = None
    # Several people matched a name about equally: the user picks one.
    choose: bool = False
    # Two people side by side.
    compare: tuple[Profile, Profile] | None = None
    # The profile a person-centred question was about, with the answer's text.
    detail: str | None = None

    @property
    def names(self) -> list[str]:
        if self.compare:
            return [p.name for p in self.compare]
        if self.card is not None:
            return [self.card.name]
        if isinstance(self.matches, LazyMatches):
            return self.matches.names()
        return [m.profile.name for m in self.matches]
