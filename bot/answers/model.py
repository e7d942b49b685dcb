"""The Answer the engine returns: a structure for the renderers, not text."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

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


@dataclass
class Answer:
    intent: Intent
    message: str
    headline: str
    matches: list[Match] = field(default_factory=list)
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
        return [m.profile.name for m in self.matches]
