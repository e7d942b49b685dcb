"""Facts about one person that an answer shows: skill evidence, employers, contributions."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import numpy as np

from bot.profiles.model import Contribution, Profile
from bot.search.indexes import PAST_SEPARATOR, Indexes
from bot.search.text import key
from bot.search.vocab import SkillKeys


@dataclass(frozen=True)
class SkillHit:
    """One person's evidence for one skill."""

    tier: int  # SCORED, LANGUAGE, REPO, TOPIC or MENTION (bot.search.indexes)
    score: int  # 0 when the skill is not scored
    activity: int  # total counts in repositories whose name or topics match
    mentions: int  # whole-word mentions in the summary
    repo: Contribution | None  # the most active matching repository
    label: str  # the skill as the profile writes it


class Facts:
    """What the indexes and the record say about person i."""

    def __init__(self, ix: Indexes, profiles: Sequence[Profile], keys: SkillKeys) -> None:
        self.ix = ix
        self.profiles = profiles
        self.keys = keys

    def skill_hit(self, i: int, k: str) -> SkillHit | None:
        """Person i's evidence for skill k, or None when there is none."""
        skills = self.ix.skills
        found, pos = skills.find(k, np.array([i], np.int32))
        if not found[0]:
            return None
        at = int(pos[0])

        def col(name: str) -> int:
            return int(skills.column(name, k)[at])

        p = self.profiles[i]
        repos = [c for c in p.contributions if k in self.keys.of_contribution(c)]
        skill = next((s for s in p.skills if self.keys.canonical(s.name) == k), None)
        language = next((n for n in p.languages if self.keys.canonical(n) == k), None)
        return SkillHit(
            tier=col("tier"),
            score=col("score"),
            activity=col("activity"),
            mentions=col("mentions"),
            repo=max(repos, key=lambda c: c.activity, default=None),
            label=skill.name if skill else language or k,
        )

    def past_employers(self, i: int) -> list[str]:
        """The companies person i's summary says they worked at before, as written."""
        joined = self.ix.past_employers[i]
        return joined.split(PAST_SEPARATOR) if joined else []

    def employer(self, i: int, keys: set[str]) -> str | None:
        """'current' or 'past' when person i works or worked at one of keys."""
        p = self.profiles[i]
        if p.company and key(p.company) in keys:
            return "current"
        if any(key(n) in keys for n in self.past_employers(i)):
            return "past"
        return None

    def contributions_to(self, i: int, keys: Iterable[str]) -> list[Contribution]:
        """Person i's contributions to any of the repositories keys."""
        wanted = set(keys)
        return [c for c in self.profiles[i].contributions if c.repo.lower() in wanted]
