"""The head of a skill's ranking: those level with its first, however long it is."""

from __future__ import annotations

import numpy as np
import pytest

from bot.answers import found as F
from bot.answers.conditions import SkillCondition


class _Ranked(SkillCondition):
    """A skill's ranking with the given tier and score for each person, without an index."""

    def __init__(self, tiers: list[int], scores: list[int]) -> None:
        self.tiers, self.scores = np.array(tiers), np.array(scores)

    def evidence(self, people: np.ndarray) -> tuple[np.ndarray, ...]:
        return self.tiers[people], self.scores[people]


@pytest.mark.parametrize("level", [1, 2, 15, 16, 17, 255, 256, 257, 1000])
def test_the_head_of_a_ranking_is_everyone_level_with_its_first(level: int) -> None:
    total = 1000
    scores = [9] * level + [5] * (total - level)
    members = np.arange(total)
    head = F._at_the_top(None, [_Ranked([3] * total, scores)], members)
    assert head.tolist() == list(range(level))


def test_a_lower_tier_at_the_same_score_is_behind() -> None:
    members = np.arange(40)
    head = F._at_the_top(None, [_Ranked([3] * 20 + [2] * 20, [7] * 40)], members)
    assert head.tolist() == list(range(20))
