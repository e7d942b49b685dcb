"""The sentences the bot says, from structure."""

from __future__ import annotations

import json
from pathlib import Path

from bot.answers import evidence_wording as E
from bot.answers import person_wording as PW
from bot.answers import wording as W
from bot.answers.model import Contributions, Employment, Experience, Studies
from bot.profiles.model import Contribution, Education
from bot.search.facts import SkillHit
from bot.search.indexes import MENTION, SCORED, TOPIC
from bot.snapshot.load import load_snapshot
from tests.conftest import benchmark_engine


def test_stats_name_each_count_in_the_order_reviewers_care_about() -> None:
    stats = {"commits": 1, "prs": 15, "reviews": 37, "pushes": 2, "branches": 1}
    assert W.stats_text(stats) == "15 PRs, 37 reviews, 1 commit, 2 pushes, 1 branch"
    assert W.stats_text(stats, 2) == "15 PRs, 37 reviews"


def test_evidence_lines() -> None:
    repo = Contribution(repo="triton-lang/triton", role="Core", stats={"prs": 148, "reviews": 96})
    assert E.evidence(SkillHit(SCORED, 10, 244, 0, repo, "triton")) == (
        "triton 10/10 · 148 PRs, 96 reviews to triton-lang/triton"
    )
    assert E.evidence(SkillHit(TOPIC, 0, 0, 2, None, "tvm")) == "tvm in topics · mentioned in the summary"
    assert E.evidence(SkillHit(MENTION, 0, 0, 1, None, "rust")) == "mentions rust in the summary"
    assert E.evidence(Employment(True, role="ML Engineer at Acme")) == "ML Engineer at Acme"
    assert E.evidence(Employment(False, named=("Initech",), now="Acme")) == "past: Initech (now at Acme)"
    assert E.evidence(Studies((Education(degree="MS", school="MIT"), Education(school="SJTU")))) == "MS, MIT · SJTU"
    assert E.evidence(Contributions((repo,))) == "Core · 148 PRs, 96 reviews to triton-lang/triton"
    assert E.evidence(Experience(6, 3)) == "6 years coding, 3 years employed"
    assert E.evidence(Experience(None, 3)) == "coding experience unknown; 3 years employed"
    assert E.evidence(Experience(None, None)) == "coding experience unknown"
    assert E.evidence(None) == ""


def test_headlines() -> None:
    assert PW.choose(2, "zhao") == "2 people match “zhao”: which one?"
    assert PW.nobody_named("zed") == "Nobody here is called “zed”."
    assert W.missed("company", "Initech") == "Nobody here works or worked at Initech."


def test_a_score_listed_under_another_name_of_the_skill_is_still_said() -> None:
    engine = benchmark_engine("profiles-80")
    answer = engine.answer("what's mai's kubernetes score")  # she lists it as k8s
    assert answer.headline == "Yes: Mai Nguyễn knows kubernetes (scored 9 of 10)."


def test_a_count_of_more_full_text_matches_than_are_read_says_at_least(tmp_path: Path) -> None:
    from bot.answers.lists import TopicCondition

    many = TopicCondition.LIMIT + 20
    lines = [
        json.dumps({"id": f"p{n}", "name": f"Person Number{n}", "summary": "Quantum annealing."})
        for n in range(many)
    ]
    (tmp_path / "team.jsonl").write_text("\n".join(lines))
    (tmp_path / "ada.json").write_text(json.dumps({"id": "ada", "name": "Ada Quill", "summary": "Tidal power."}))
    engine = load_snapshot(tmp_path, cache=False).engine
    assert engine.answer("who knows about quantum annealing", addressed=True).headline == (
        "At least 300 people mention quantum annealing"
    )
    assert engine.answer("top 3 for quantum annealing", addressed=True).headline == (
        "3 people mention quantum annealing"
    )
    assert engine.answer("who knows about tidal power", addressed=True).headline == (
        "1 person mentions tidal power"
    )
