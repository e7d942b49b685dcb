"""Questions over a news publisher's engineers asked with the names people remember, a genomics
institute's engineers, and a car maker's engineers asked on a phone with autocorrect."""

from __future__ import annotations

import pytest

from tests.conftest import benchmark_engine

NEWS = "profiles-174"
GENOMICS = "profiles-175"
CARS = "profiles-176"


@pytest.mark.parametrize(
    ("folder", "typed", "headline"),
    [(NEWS, "who did an internship at farfetch", "1 person at Farfetch (1 in the past)"),
     (NEWS, "who used to work at the beeb", "1 person at BBC (1 in the past)"),
     (NEWS, "how many people contributed to apache projects",
      "4 people contributed to apache's repositories"),
     (GENOMICS, "who's contributed to nf-core pipelines",
      "2 people contributed to nf-core's repositories"),
     (GENOMICS, "list everyone who studied at a uk university",
      "3 people who studied at a school in the United Kingdom"),
     (GENOMICS, "anyone from a german uni?", "1 person who studied at a school in Germany"),
     (GENOMICS, "has mai got a phd", "No: nothing on Mai Nguyễn's profile says they have a PhD."),
     (CARS, "anyone from UPC barcelona",
      "1 person who studied at Universitat Politècnica de Catalunya")],
)  # fmt: skip
def test_things_named_as_people_remember_them(folder: str, typed: str, headline: str) -> None:
    assert benchmark_engine(folder).answer(typed).headline == headline


def test_a_skill_asked_for_with_what_it_is_for() -> None:
    answer = benchmark_engine(NEWS).answer(
        "need someone w/ PostgreSQL database skills to look over a migration plan"
    )
    assert answer.headline == "3 people know postgresql"


def test_minus_before_a_number_leaves_no_one_out() -> None:
    answer = benchmark_engine(GENOMICS).answer(
        "the minus 80 in room 3.12 was warm overnight, who looks after the freezer alarms"
    )
    assert answer.names == ["Oluwaseun Adeyemi"]


@pytest.mark.parametrize(
    "typed",
    ["give me everyones names and and roles", "list every engineer you know about",
     "full roster pls, need it for the offsite seating plan"],
)  # fmt: skip
def test_the_whole_team_asked_for_in_a_hurry(typed: str) -> None:
    assert benchmark_engine(CARS).answer(typed).headline == "Everyone: 9 people"


def test_a_word_that_is_no_owner_before_projects_stays_words() -> None:
    answer = benchmark_engine(GENOMICS).answer("who contributed to data projects")
    assert answer.headline == "2 people mention data projects"
