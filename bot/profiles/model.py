"""The profile record: the JSON shape of profile-format.md, as typed structs.

Field order is the order of the record in the format document, so that
encoding a record reproduces that shape key for key.
"""

from __future__ import annotations

import msgspec

# Contribution counts: each key with how the page names it, one and many, in the order
# evidence lines give them (what a reviewer of a repository cares about first).
STATS = {
    "prs": ("PR", "PRs"), "reviews": ("review", "reviews"), "commits": ("commit", "commits"),
    "issues": ("issue", "issues"), "comments": ("comment", "comments"),
    "pushes": ("push", "pushes"), "branches": ("branch", "branches"),
}  # fmt: skip
STAT_KEYS = tuple(STATS)


class Education(msgspec.Struct, kw_only=True):
    """One degree at one school; either may be missing."""
    degree: str | None = None
    school: str | None = None


class StackOverflow(msgspec.Struct, kw_only=True):
    """A Stack Overflow account's figures."""
    reputation: int = 0
    reached: int = 0
    answers: int = 0
    questions: int = 0


class Skill(msgspec.Struct, kw_only=True):
    """A skill with its score from 1 to 10."""
    name: str
    score: int


class Contribution(msgspec.Struct, kw_only=True):
    """Work on one repository, with its counts (keys of STATS) and topics."""
    repo: str
    start: str | None = None
    end: str | None = None
    description: str | None = None
    role: str | None = None
    stats: dict[str, int] = msgspec.field(default_factory=dict)
    duration: str | None = None
    summary: str | None = None
    topics: list[str] = msgspec.field(default_factory=list)

    @property
    def activity(self) -> int:
        """All the counts of the contribution added up."""
        return sum(self.stats.values())


class Profile(msgspec.Struct, kw_only=True):
    """One developer's profile, as exported or as a JSON record."""
    id: str = ""
    name: str
    headline: str | None = None
    title: str | None = None
    company: str | None = None
    location: str | None = None
    badges: list[str] = msgspec.field(default_factory=list)
    summary: str | None = None
    coding_years: int | None = None
    employment_years: int | None = None
    education: list[Education] = msgspec.field(default_factory=list)
    stackoverflow: StackOverflow | None = None
    skills: list[Skill] = msgspec.field(default_factory=list)
    skill_count: int | None = None
    languages: list[str] = msgspec.field(default_factory=list)
    language_count: int | None = None
    contributions: list[Contribution] = msgspec.field(default_factory=list)
    contribution_count: int | None = None
    source: str | None = None


_encoder = msgspec.json.Encoder()


def to_json(profile: Profile) -> str:
    """A record as one line of JSON, in the shape of the format document."""
    return _encoder.encode(profile).decode()


def to_dict(profile: Profile) -> dict:
    """A record as plain dicts and lists."""
    return msgspec.to_builtins(profile)
