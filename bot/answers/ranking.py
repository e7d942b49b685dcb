"""Selecting the people every condition admits, and putting them in order.

The order, stated once: a single skill ranks by its evidence; several skills by
the weakest evidence tier, then the sums of scores, activity and mentions; else
a repository or company ranks by its own order; else years of coding, most
first (fewest first for `least`). Ties always fall to the name.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from bot.answers.conditions import Condition, SkillCondition, YearsCondition
from bot.search.directory import Directory
from bot.search.indexes import SCORED

# Conditions that rank an answer by their own order when no skill does.
_RANKING = ("repo", "company", "topic", "figure", "employment")
# Conditions whose people already come in years order.
_IN_YEARS_ORDER = ("place", "school", "field", "degree", "years")


_RANKS = ("most", "least")  # years asked as an order, not a bound


def _primary(conditions: Sequence[Condition]) -> Condition | None:
    """The condition whose order ranks the answer, if any."""
    # Asked to rank by years (`which rust person has coded the longest`), years rank.
    by_years = next(
        (c for c in conditions if isinstance(c, YearsCondition) and c.years[0] in _RANKS), None
    )
    if by_years is not None:
        return by_years
    # A figure asked for (`python people with the most stack overflow reputation`) ranks.
    figure = next((c for c in conditions if c.kind == "figure"), None)
    if figure is not None:
        return figure
    skills = [c for c in conditions if c.kind == "skill"]
    if len(skills) == 1:
        return skills[0]
    if skills:
        return None
    return next((c for c in conditions if c.kind in _RANKING), None)


def select(
    d: Directory,
    conditions: Sequence[Condition],
    best: bool = False,
    top: int | None = None,
    weakest: bool = False,
) -> np.ndarray:
    """The ids of everyone who meets every condition, best first. Asked for the best (or
    the top N), a skill ranks only the people who list it with a score, when there are any;
    `weakest`: those the weakest first (`who's worst at python`)."""
    members = d.visible(_select(d, conditions))
    skills = [c for c in conditions if isinstance(c, SkillCondition)]
    if (best or top) and skills and len(members):
        scored = np.ones(len(members), bool)
        for c in skills:
            scored &= c.evidence(members)[0] == SCORED
        if scored.any():
            members = members[scored]
        if weakest:
            members = members[::-1]
    return members[:top] if top else members


def _select(d: Directory, conditions: Sequence[Condition]) -> np.ndarray:
    skills = [c for c in conditions if isinstance(c, SkillCondition)]
    primary = _primary(conditions)
    # Start from the fewest people and keep those who meet every other condition.
    driver = min(conditions, key=lambda c: c.size)
    members = np.asarray(driver.people(), np.int32)
    # A single skill that is not the driver is tested last, reading its own ranking.
    ranking = primary if isinstance(primary, SkillCondition) and primary is not driver else None
    for c in conditions:
        if c is not driver and c is not ranking and len(members):
            members = members[c.member(members)]
    if ranking is not None:
        return ranking.within(members)
    if len(skills) > 1:
        return members[np.lexsort(_skills_key(d, skills, members))]
    if primary is not None and primary is not driver:
        keys = primary.order(members)
        if keys is not None:
            return members[np.lexsort(keys)]
    if primary is None and driver.kind not in _IN_YEARS_ORDER:
        return members[np.argsort(d.ix.years_rank[members], kind="stable")]
    return members


def _skills_key(
    d: Directory, skills: Sequence[SkillCondition], people: np.ndarray
) -> tuple[np.ndarray, ...]:
    """Several skills: the weakest evidence tier, then sums of scores, activity, mentions,
    then the name (as keys for np.lexsort, the last one first)."""
    tiers, scores, activity, mentions = [], [], [], []
    for c in skills:
        t, s, a, m = c.evidence(people)
        tiers.append(t)
        scores.append(s.astype(np.int64))
        activity.append(a.astype(np.int64))
        mentions.append(m.astype(np.int64))
    return (
        d.ix.name_rank[people], -np.sum(mentions, axis=0), -np.sum(activity, axis=0),
        -np.sum(scores, axis=0), np.max(tiers, axis=0),
    )  # fmt: skip
