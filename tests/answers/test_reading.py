"""Reading a message into a Question, once."""

from __future__ import annotations

import pytest

from bot.answers.amounts import Years, read_period, read_score_floor
from bot.answers.cleaning import clean
from bot.answers.degrees_asked import Degree
from bot.answers.question import Clause
from bot.answers.reading import read


@pytest.mark.parametrize(
    ("message", "kind", "clauses", "shape"),
    [
        ("!who knows triton", "constraints", [Clause("skill", "triton", "who knows", "triton")], {}),
        ("who has a master's degree?", "constraints", [], {"degree": Degree("master")}),
        ("anyone with phds", "constraints", [], {"degree": Degree("phd")}),
        ("who has an meng", "constraints", [], {"degree": Degree("master", "masterofengineering", False, "meng")}),
        ("who only has a bachelors", "constraints", [], {"degree": Degree("bachelor", None, True)}),
        ("whose highest degree is a bachelor's", "constraints", [],
         {"degree": Degree("bachelor", None, True)}),
        ("who doesn't have a phd", "constraints", [],
         {"degree": Degree("phd", None, False, "", True)}),
        ("who has a master of engineering", "constraints", [],
         {"degree": Degree("master", "masterofengineering", False, "master of engineering")}),
        ("who was at heroku", "constraints", [Clause("any", "heroku", "", "who heroku")], {"tense": "ever"}),
        ("who's been at bytedance at some point", "profile",
         [Clause("any", "bytedance", "", "whos bytedance")], {"tense": "ever"}),
        ("who has been coding longer than 12 years", "constraints", [], {"years": Years("gt", 12)}),
        ("who's got the most years as a professional dev", "constraints", [],
         {"years": Years("most", 0, None, "employment")}),
        ("arjun's years of employment?", "person", [], {"names": ["arjuns"], "person_topic": "years"}),
        ("compare chenggang and chaofan", "compare", [], {"names": ["chenggang", "chaofan"]}),
        ("chaofan vs chenggang", "compare", [], {"names": ["chaofan", "chenggang"]}),
        ("anyone here do rust", "constraints", [Clause("skill", "rust", "anyone do", "rust")], {}),
        ("top 3 k8s people", "constraints", [Clause("any", "k8s", "", "k8s")], {"how": "best", "top": 3}),
        ("how many people know python", "constraints", [Clause("skill", "python", "know", "python")],
         {"how": "count"}),
        ("who has the highest stack overflow rep", "constraints", [], {"metric": "reputation"}),
        ("what does mei do", "person", [], {"names": ["mei"], "person_topic": "role"}),
        ("who does elena work for", "person", [], {"names": ["elena"], "person_topic": "employer"}),
        ("list everyone", "everyone", [], {}),
        ("morning all", "bare", [], {"names": ["morning all"]}),
    ],
)  # fmt: skip
def test_a_message_is_read_into_structure(
    message: str, kind: str, clauses: list[Clause], shape: dict[str, object]
) -> None:
    q = read(message)
    assert (q.kind, q.clauses) == (kind, clauses)
    assert {k: getattr(q, k) for k in shape} == shape


@pytest.mark.parametrize(
    ("message", "clauses", "alternatives", "excluded"),
    [
        ("anyone do python or cuda", ["python"], [["cuda"]], []),
        ("go but not rust?", ["go"], [], ["rust"]),
        ("triton people except mei", ["triton"], [], ["mei"]),
        ("rust people who don't do kubernetes", ["rust"], [], ["kubernetes"]),
    ],
)
def test_or_and_not_as_written(
    message: str, clauses: list[str], alternatives: list[list[str]], excluded: list[str]
) -> None:
    q = read(message)
    assert [c.text for c in q.clauses] == clauses
    assert [[c.text for c in a] for a in q.alternatives] == alternatives
    assert [c.text for c in q.excluded] == excluded


def test_invisible_characters_are_removed_before_reading() -> None:
    assert read("who knows tri\u200bton\u202e").clauses[0].text == "triton"


def test_a_mention_or_command_is_owed_an_answer() -> None:
    assert read("where is mei", addressed=True).addressed is True
    assert read("where is mei").addressed is False
    assert read("!!!").addressed is False


@pytest.mark.parametrize(
    "message",
    ["!team", "what does our team know?", "team skills", "Team at a glance", "our team's skills",
     "what skills do we have?", "skills of the team", "what does the team know"],
)  # fmt: skip
def test_the_team_at_a_glance(message: str) -> None:
    q = read(message)
    assert (q.kind, q.question_like) == ("team", True)


@pytest.mark.parametrize(
    ("message", "kind"),
    [("welcome to the team!", "constraints"), ("who's on the team", "everyone"),
     ("ts devs on the team?", "constraints")],
)  # fmt: skip
def test_other_sentences_about_the_team_are_not_the_team_chart(message: str, kind: str) -> None:
    assert read(message).kind == kind


@pytest.mark.parametrize(
    ("typed", "least", "rest"),
    [
        ("need someone really strong in python like 9 or 10", (9, "python"), "need someone really strong in python"),
        ("python 9+", (9, "python"), "python"),
        ("who scores 8/10 or more in rust", (8, "rust"), "who knows rust"),
        ("rust devs rated 8 and up in berlin", (8, "berlin"), "rust devs in berlin"),
        ("who has 10/10 in go", (10, "go"), "who knows go"),
        ("5+ years of rust", None, "5+ years of rust"),
        ("top 3 rust", None, "top 3 rust"),
        ("python 3", None, "python 3"),
    ],
)  # fmt: skip
def test_a_floor_on_a_listed_score_is_read_and_never_years(
    typed: str, least: tuple[int, str] | None, rest: str
) -> None:
    assert read_score_floor(typed) == (least, rest)


@pytest.mark.parametrize(
    ("typed", "period", "rest"),
    [
        ("who worked on rust-lang/rust in 2023", (2023, 2023), "who worked on rust-lang/rust"),
        ("contributed to kubernetes before 2020", (None, 2019), "contributed to kubernetes"),
        ("contributed to pytorch since 2023", (2023, None), "contributed to pytorch"),
        ("commits to tvm after 2021", (2022, None), "commits to tvm"),
        ("prs to tvm between 2019 and 2021", (2019, 2021), "prs to tvm"),
        ("who knows rust with 5 years", None, "who knows rust with 5 years"),
    ],
)  # fmt: skip
def test_calendar_years_of_contributions_are_read(
    typed: str, period: tuple[int | None, int | None] | None, rest: str
) -> None:
    assert read_period(typed) == (period, rest)


def test_a_profile_commands_name_is_read_as_typed() -> None:
    assert clean("!profile chen list")[0] == "profile chen list"
    assert clean("who went tsinghua")[0] == "who went to tsinghua"


def test_calendar_years_are_of_contributions_only_and_in_order() -> None:
    assert read_period("who contributed to tvm between 2023 and 2019")[0] == (2019, 2023)
    employer = read("who worked at google in 2019")
    assert (employer.period, employer.undated) == (None, True)
    repo = read("who was active on triton-lang/triton in 2023")
    assert (repo.period, repo.undated) == ((2023, 2023), False)


@pytest.mark.parametrize(
    "message",
    ["the 7 yr old patient's chart only shows adult teeth, who owns that",
     "who knows the booking page from 2 years ago", "my 3-year-old laptop is slow"],
)  # fmt: skip
def test_an_age_or_a_time_ago_is_no_years_of_experience(message: str) -> None:
    assert read(message).years is None
