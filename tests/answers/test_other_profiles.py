"""Questions over profiles unlike the bundled and test ones: other companies, places, schools
and skills, a language listed without a score, a profile with two skills."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from bot.answers.engine import Engine
from bot.answers.model import Intent
from bot.snapshot.load import load_snapshot

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"
MORE = FIXTURES / "more-profiles"


@cache
def over(folder: str) -> Engine:
    """The engine over one folder of fixtures, loaded once."""
    return load_snapshot(FIXTURES / folder).engine


@pytest.fixture(scope="module")
def others() -> Engine:
    return over("more-profiles")


@pytest.mark.parametrize(
    ("folder", "typed", "headline", "names"),
    [("more-profiles", "how many skills does Aiko have?",
      "Aiko Tanaka's 2 skills: swift 10, objective-c 8.", ["Aiko Tanaka"]),
     ("more-profiles", "Kavya or Ngozi, who has more years of employment?",
      "By years employed: Ngozi Okeke (5 years) is ahead of Kavya Ramaswamy (4 years).",
      ["Ngozi Okeke", "Kavya Ramaswamy"]),
     ("more-profiles", "what did Jean-Baptiste do on trino?",
      "Jean-Baptiste Leroy: Back-end Developer on trinodb/trino (41 PRs, 76 reviews, 97 commits,"
      " 18 comments; 2021-04 – 2023-03, 2 years).", ["Jean-Baptiste Leroy"]),
     ("more-profiles", "who's better at kafka, Alex Moreau or Maria van Dijk?",
      "At kafka: Alex Moreau (kafka 9/10) is ahead of Maria van Dijk (kafka 8/10).",
      ["Alex Moreau", "Maria van Dijk"]),
     ("studio-profiles", "who studied at hal osaka", "1 person who studied at HAL Osaka",
      ["Haruto Nishimura"]),
     ("studio-profiles", "who's contributed to a KhronosGroup repo",
      "3 people contributed to KhronosGroup's repositories",
      ["Marta Kowalczyk", "Seo-yeon Park", "Justine Tremblay"]),
     ("studio-profiles", "who's done in-app purchases", "1 person mentions app purchases",
      ["Noah Gagnon"]),
     ("studio-profiles", "does noah have any github contributions",
      "Noah Gagnon's profile lists no contributions.", ["Noah Gagnon"]),
     ("studio-profiles", "haruto nishimra stack overflow",
      "Haruto Nishimura has 312 Stack Overflow reputation, 14 answers and 22 questions.",
      ["Haruto Nishimura"]),
     ("lab-profiles", "who's a phd student", "2 people mention phd student",
      ["Tomás Herrera", "Ananya Krishnan"]),
     ("lab-profiles", "who's the prof", "1 person mentions professor", ["Katharina Vogt"]),
     ("lab-profiles", "who's a postdoc", "1 person mentions postdoctoral", ["Mathieu Lefèvre"]),
     ("lab-profiles", "who founded a startup", "1 person mentions founder", ["Elias Brunner"]),
     ("lab-profiles", "who has a phd", "4 people with a PhD",
      ["Katharina Vogt", "Grace Adebayo", "Mathieu Lefèvre", "Tomás Herrera"])],
)  # fmt: skip
def test_asked_of_profiles_unlike_the_test_ones(
    folder: str, typed: str, headline: str, names: list[str]
) -> None:
    answer = over(folder).answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


def test_a_language_listed_without_a_score_counts_after_the_scored_skill(others: Engine) -> None:
    answer = others.answer("who knows kotlin")
    assert (answer.headline, answer.names, [m.evidence for m in answer.matches]) == (
        "4 people know kotlin",
        ["Kavya Ramaswamy", "Alex Moreau", "Maria van Dijk", "Aiko Tanaka"],
        ["kotlin 10/10 · 18 PRs, 12 reviews to coil-kt/coil",
         "kotlin 9/10 · 214 commits, 190 pushes to amoreau/ledger-replay", "kotlin 8/10",
         "Kotlin in the languages listed"],
    )  # fmt: skip


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


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("where do the Shahs work?", "2 people named “shah”"),
     ("who are the shahs", "2 people named “shah”")],
)  # fmt: skip
def test_a_fact_asked_of_a_family_name_is_told_of_each(
    others: Engine, typed: str, headline: str
) -> None:
    answer = others.answer(typed)
    assert (answer.headline, answer.names) == (headline, ["Priyanka Shah", "Rohan Shah"])
    if typed.startswith("where"):
        assert [m.evidence for m in answer.matches] == [
            "works at Two Sigma (Senior Quantitative Researcher at Two Sigma); before: Bloomberg.",
            "works at JPMorgan Chase (Site Reliability Engineer at JPMorgan Chase); before: Grab.",
        ]


@pytest.mark.parametrize(
    ("typed", "name"),
    [("where does wang fang work", "王芳"), ("where does wang fnag work", "王芳"),
     ("where is 王芳 based", "王芳"), ("dmitry's skills", "Дмитрий Иванов"),
     ("how many years has dmitry been coding", "Дмитрий Иванов"),
     ("eleni papadopoulou's employer", "Eléni Papadopoúlou")],
)  # fmt: skip
def test_a_name_written_in_another_script_is_found_as_people_type_it(
    typed: str, name: str
) -> None:
    assert over("infra-profiles").answer(typed).names == [name]


def test_a_number_opens_no_company() -> None:
    typed = "got a 3 from reviewer 2 who clearly didn't read the appendix"
    assert over("lab-profiles").answer(typed).intent is Intent.NONE


def test_a_city_by_its_other_name(tmp_path: Path) -> None:
    text = (MORE / "kavya-ramaswamy.txt").read_text("utf-8")
    assert "Bangalore, Karnataka, India" in text
    (tmp_path / "one.txt").write_text(text, "utf-8")
    answer = load_snapshot(tmp_path).engine.answer("anyone in Bengaluru?")
    assert (answer.headline, answer.names) == ("1 person in Bangalore", ["Kavya Ramaswamy"])
