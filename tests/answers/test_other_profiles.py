"""Questions over profiles unlike the bundled and test ones: other companies, places, schools
and skills, a language listed without a score, a profile with two skills."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.answers.engine import Engine
from bot.answers.model import Intent
from bot.snapshot.load import load_snapshot

MORE = Path(__file__).resolve().parent.parent / "fixtures" / "more-profiles"


@pytest.fixture(scope="module")
def others() -> Engine:
    return load_snapshot(MORE).engine


def test_a_language_listed_without_a_score_counts_after_the_scored_skill(others: Engine) -> None:
    answer = others.answer("who knows kotlin")
    assert (answer.headline, answer.names, [m.evidence for m in answer.matches]) == (
        "2 people know kotlin",
        ["Kavya Ramaswamy", "Aiko Tanaka"],
        ["kotlin 10/10 · 18 PRs, 12 reviews to coil-kt/coil", "Kotlin in the languages listed"],
    )


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [("how many skills does Aiko have?", "Aiko Tanaka's 2 skills: swift 10, objective-c 8.",
      ["Aiko Tanaka"]),
     ("Kavya or Ngozi, who has more years of employment?",
      "By years employed: Ngozi Okeke (5 years) is ahead of Kavya Ramaswamy (4 years).",
      ["Ngozi Okeke", "Kavya Ramaswamy"])],
)  # fmt: skip
def test_facts_and_comparisons_over_other_profiles(
    others: Engine, typed: str, headline: str, names: list[str]
) -> None:
    answer = others.answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


def test_good_night_stays_unanswered_where_a_profile_says_night(others: Engine) -> None:
    assert others.answer("good night folks 🌙").intent is Intent.NONE


def test_a_school_named_with_at_is_one_school(tmp_path: Path) -> None:
    text = (MORE / "ngozi-okeke.txt").read_text("utf-8")
    school = "University of New South Wales"
    assert school in text
    (tmp_path / "one.txt").write_text(text.replace(school, "University of Texas at Austin"), "utf-8")
    answer = load_snapshot(tmp_path).engine.answer("who studied at University of Texas at Austin")
    assert (answer.headline, answer.names) == (
        "1 person who studied at University of Texas at Austin", ["Ngozi Okeke"]
    )
