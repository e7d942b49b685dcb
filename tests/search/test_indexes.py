"""The indexes built from records, and their round trip through the stored state."""

from __future__ import annotations

from dataclasses import fields

import numpy as np

from bot.profiles.model import Contribution, Profile, Skill
from bot.search.indexes import MENTION, SCORED, TOPIC, Indexes, build_indexes
from bot.search.tables import Packed, Table
from bot.search.vocab import SkillKeys, load_vocab

PEOPLE = [
    Profile(id="a", name="Ann Lee", coding_years=3, company="Acme",
            summary="Ann previously worked at Initech and Globex. She writes Rust daily.",
            skills=[Skill(name="Python", score=9)],
            contributions=[Contribution(repo="org/tool", topics=["rust"], stats={"prs": 4})]),
    Profile(id="b", name="Bo Chen", coding_years=8, skills=[Skill(name="rust", score=6)]),
    Profile(id="c", name="Al Diaz"),
]  # fmt: skip


def build() -> Indexes:
    return build_indexes(PEOPLE, SkillKeys(load_vocab()))


def test_orders_by_name_and_by_years() -> None:
    ix = build()
    assert ix.by_name.tolist() == [2, 0, 1]  # al diaz, ann lee, bo chen
    assert ix.by_years.tolist() == [1, 0, 2]  # 8 years, 3, unknown last
    assert ix.years_sorted.tolist() == [-8, -3]


def test_a_skill_ranks_by_evidence_tier_then_score() -> None:
    ix = build()
    assert ix.skills["rust"].tolist() == [1, 0]  # scored before topic evidence
    assert ix.skills.column("tier", "rust").tolist() == [SCORED, TOPIC]
    assert ix.skills.column("mentions", "rust").tolist() == [0, 1]
    assert MENTION not in ix.skills.column("tier", "python").tolist()


def test_past_employers_are_read_once_at_build() -> None:
    ix = build()
    assert list(ix.past_employers) == ["Initech\nGlobex", "", ""]
    assert ix.past["initech"].tolist() == [1]  # Ann's years rank


def test_the_stored_state_restores_every_field() -> None:
    ix = build()
    back = Indexes.restore(ix.state())
    for f in fields(Indexes):
        a, b = getattr(ix, f.name), getattr(back, f.name)
        if isinstance(a, Table):
            assert list(a) == list(b) and all(np.array_equal(a[k], b[k]) for k in a), f.name
        elif isinstance(a, Packed):
            assert list(a) == list(b), f.name
        elif isinstance(a, np.ndarray):
            assert np.array_equal(a, b), f.name
        else:
            assert a == b, f.name
