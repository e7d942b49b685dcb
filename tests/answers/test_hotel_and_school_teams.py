"""Questions over a hotel chain's engineers asked by new joiners unsure of names, and an
education platform's engineers asked with the need for a task before the question."""

from __future__ import annotations

import pytest

from bot.answers.model import Intent
from tests.conftest import benchmark_engine

HOTEL = "profiles-171"
SCHOOL = "profiles-173"


@pytest.mark.parametrize(
    ("typed", "intent", "names"),
    [("which city is the android daniel in?", Intent.PLACE, ["Daniel Schäfer"]),
     ("is the sre daniel in dublin?", Intent.PLACE, ["Daniel Okafor"]),
     ("priya or daniel (the android one) for kotlin?", Intent.COMPARE,
      ["Daniel Schäfer", "Priya Raghunathan"])],
)  # fmt: skip
def test_one_of_two_namesakes_told_apart_by_a_word(
    typed: str, intent: Intent, names: list[str]
) -> None:
    answer = benchmark_engine(HOTEL).answer(typed)
    assert (answer.intent, answer.names) == (intent, names)


def test_a_word_that_tells_no_one_apart_names_no_one() -> None:
    answer = benchmark_engine(HOTEL).answer("which city is the other daniel in?")
    assert answer.names == []


@pytest.mark.parametrize(
    ("typed", "names"),
    [("who has firebase experience? i thought it was rafael but maybe i'm wrong",
      ["Mai Nguyen", "Daniel Schäfer"]),
     ("sorry if dumb q but who's the strongest at docker? is it noor?",
      ["Daniel Okafor", "Tomasz Wiśniewski", "Noor Al-Haddad"])],
)  # fmt: skip
def test_a_name_guessed_after_the_question_is_no_part_of_it(typed: str, names: list[str]) -> None:
    assert benchmark_engine(HOTEL).answer(typed).names == names


@pytest.mark.parametrize(
    ("typed", "intent", "names"),
    [("kth asked us for a guest lecturer, any kth alumni?", Intent.SCHOOL, ["Jonas Lindqvist"]),
     ("toronto alumni event needs a rep, any u of t grads?", Intent.SCHOOL, ["Priya Nair"]),
     ("want the top 3 by stack overflow rep on the internal q&a rotation, who are they?",
      Intent.EXPERIENCE, ["Tomasz Kowalczyk", "Jonas Lindqvist", "Matías Fernández-Ortega"]),
     ("need the 3 most experienced devs by years of coding for the interview panel",
      Intent.EXPERIENCE, ["Tomasz Kowalczyk", "Jonas Lindqvist", "Matías Fernández-Ortega"]),
     ("debugging a playlist issue, matías or chloé — who knows more about hls?", Intent.COMPARE,
      ["Matías Fernández-Ortega", "Chloé Dubois"])],
)  # fmt: skip
def test_the_question_after_the_need(typed: str, intent: Intent, names: list[str]) -> None:
    answer = benchmark_engine(SCHOOL).answer(typed)
    assert (answer.intent, answer.names) == (intent, names)


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("terraform anyone? need someone to sanity check a module before i apply it to prod",
      "Nobody here knows terraform."),
     ("hit a weird autograd bug, anyone contributed to pytorch/pytorch?",
      "Nobody here contributed to pytorch/pytorch.")],
)  # fmt: skip
def test_nobody_said_of_the_question_beside_the_need(typed: str, headline: str) -> None:
    assert benchmark_engine(SCHOOL).answer(typed).headline == headline


@pytest.mark.parametrize(
    "typed",
    ["munich folks, the pizza is here", "lunch anyone? i'm starving",
     "coffee anyone? going down now"],
)  # fmt: skip
def test_people_of_a_place_called_to_something_stay_unanswered(typed: str) -> None:
    assert benchmark_engine(SCHOOL).answer(typed).intent is Intent.NONE
