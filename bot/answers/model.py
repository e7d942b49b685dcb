"""The Answer the engine returns: a structure for the renderers, not text."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import NamedTuple, overload

from bot.profiles.model import Contribution, Education, Profile


class Intent(StrEnum):
    """What kind of question an answer answers."""

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
    EVERYONE = "everyone"
    TEAM = "team"
    HELP = "help"
    USAGE = "usage"  # a command typed with nothing after it: its one usage line
    NONE = "none"  # chatter the bot stays quiet on


@dataclass(frozen=True)
class Employment:
    """Why a person is at a company: now (with their role), or in the past (the names)."""

    current: bool
    role: str | None = None
    named: tuple[str, ...] = ()
    now: str | None = None  # where a past employee works now


@dataclass(frozen=True)
class Studies:
    """The education entries a school or degree condition matched."""

    entries: tuple[Education, ...]


@dataclass(frozen=True)
class Contributions:
    """The contributions a repository condition matched."""

    items: tuple[Contribution, ...]


@dataclass(frozen=True)
class Experience:
    """Years of coding and of employment, as the profile says (None: not said)."""

    coding: int | None
    employed: int | None


@dataclass(frozen=True)
class Figure:
    """A figure of a profile that a ranking used: its name (bot.search.figures.FIGURES)."""

    name: str
    value: int


@dataclass(frozen=True)
class TeamSkill:
    """A skill of the team: how many people list it, by score band."""

    name: str
    bands: tuple[int, int, int]  # people scoring 8–10, 5–7, 1–4

    @property
    def people(self) -> int:
        """How many people list the skill with a score."""
        return sum(self.bands)


@dataclass(frozen=True)
class Team:
    """The team at a glance: its most common skills and its years of coding."""

    people: int
    skills: tuple[TeamSkill, ...]  # most people first
    years: tuple[tuple[str, int], ...]  # (band, people), fewest years first, unknown last
    coding_years: int = 0  # years of coding of the people whose profile says, together
    with_years: int = 0  # how many people's profiles say their years of coding


@dataclass(frozen=True)
class Person:
    """One person as an answer shows them: the record and the employers read from it."""

    profile: Profile
    past_employers: tuple[str, ...] = ()


@dataclass(frozen=True)
class Match:
    """One person in an answer, with the line that says why."""

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
        """The matched people's names, in rank order."""
        return [p.name for p in self.profiles()]

    def profiles(self) -> list[Profile]:
        """The matched people's records, in rank order."""
        return [self._profile(i) for i in self._indexes]

    def reordered(self, indexes: Sequence[int]) -> LazyMatches:
        """The same people's matches in another order."""
        return LazyMatches(indexes, self._make, self._profile)

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
    """What the engine found for a question: people, a card, a comparison or help, with
    the sentences that go with them (bot.answers.wording)."""

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
    compare: tuple[Person, Person] | None = None
    # The whole team's skills and years.
    team: Team | None = None
    # How the people are spread over groups (companies, places, schools): each with its count.
    spread: tuple[tuple[str, int], ...] | None = None
    # The profile a person-centred question was about, with the answer's text.
    detail: str | None = None
    # A miss of words that name nothing the data or the vocabularies know: chatter, unless
    # the bot was asked directly.
    unplaced: bool = False
    # A phrase of the question matches nothing in the data (`who knows cobol`).
    missed: bool = False
    # The phrase missed was read as an employer or a place, but is not written as a name and
    # no vocabulary knows it (`who'd know, the av1 folks`): perhaps a description instead.
    missed_unknown: bool = False
    # The people were found by the words of their profiles alone, nothing the data holds
    # as a skill, employer, place or other field: in a team channel, only asked of people.
    words_only: bool = False
    # Of people found by their own words: the words the full text was asked for.
    searched: tuple[str, ...] = ()
    # Said under the answer: that only the start of a long message was read.
    note: str | None = None
    # Who a skill's answer leaves out for weaker evidence, each with why, said under the list.
    also: str | None = None

    @property
    def found(self) -> bool:
        """Whether it names anyone: people, a card, a comparison or a choice between them."""
        return bool(self.matches or self.card is not None or self.compare or self.choose)

    @property
    def names(self) -> list[str]:
        """The people named, in order."""
        if self.compare:
            return [p.profile.name for p in self.compare]
        if self.card is not None:
            return [self.card.name]
        if isinstance(self.matches, LazyMatches):
            return self.matches.names()
        return [m.profile.name for m in self.matches]


class Standing(NamedTuple):
    """How two people compared stand on what was asked: what it is, how each stands, and
    which is ahead (0 the first, 1 the second, None level or neither known)."""

    what: str
    first: str
    second: str
    ahead: int | None
    counted: bool = False  # a figure (`By years of coding`, `By PRs`), not a skill (`At cuda`)
