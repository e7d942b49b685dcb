"""Questions over a ride-hailing company's engineers asked for someone else, as a supposition
and with exceptions, and over a pension fund's engineers."""

from __future__ import annotations

import pytest

from bot.answers.model import Intent
from tests.conftest import benchmark_engine

RIDES = "profiles-184"
PENSIONS = "profiles-183"


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("my manager wants to know if anyone here is ex-uber", "Nobody here works or worked at Uber."),
     ("a candidate asked whether anyone here used to work at grab",
      "1 person at Grab (1 in the past)"),
     ("my manager wonders if anyone went to oxford 🙄",
      "Nobody here studied at University of Oxford."),
     ("my manager wants the top 3 by stack overflow rep",
      "Daniel Weiß has the highest: 18,200 Stack Overflow reputation · 3 people by Stack"
      " Overflow reputation"),
     ("if we had to pick one, who's best at python", "5 people know python"),
     ("how many people know kafka, not counting rui", "2 people know kafka · except rui"),
     ("who knows kafka, leaving out rui", "2 people know kafka · except rui")],
)
def test_a_question_asked_for_someone_else_is_the_question_itself(
    typed: str, headline: str
) -> None:
    assert benchmark_engine(RIDES).answer(typed).headline == headline


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("hypothetically if we opened a portugal office, who already lives there",
      "2 people in Portugal"),
     ("if we needed someone in germany for a client meeting, who's there", "1 person in Germany"),
     ("say we needed someone on the ground in lyon, anyone near there", "1 person in Lyon"),
     ("say we sponsor a hackathon at insa lyon, is anyone here an alum?",
      "1 person who studied at INSA Lyon")],
)
def test_there_is_the_place_or_school_named_before(typed: str, headline: str) -> None:
    assert benchmark_engine(RIDES).answer(typed).headline == headline


def test_who_is_there_with_no_place_named_stays_unanswered() -> None:
    assert benchmark_engine(RIDES).answer("knock knock who's there").intent is Intent.NONE


def test_what_a_customer_asked_of_us_is_not_the_question() -> None:
    said = benchmark_engine("profiles-101").answer(
        "a customer asked if we support electronic bills of lading on blockchain, who knows that"
        " stuff"
    )
    assert (said.intent, said.names) == (Intent.SKILL, [])


def test_someone_there_after_a_question_of_a_company_is_no_place() -> None:
    said = benchmark_engine("profiles-63").answer(
        "reagent order is stuck again ugh. btw who used to work at illumina, maybe they still"
        " know someone there"
    )
    assert said.headline == "2 people at Illumina (2 in the past)"


@pytest.mark.parametrize(
    "typed", ["how many are thoughtworks contractors?", "who are the thoughtworks consultants"]
)
def test_a_consultancy_s_contractors_are_its_people(typed: str) -> None:
    said = benchmark_engine(PENSIONS).answer(typed)
    assert (said.headline, said.names) == ("1 person at Thoughtworks", ["Rafael Domínguez Ortega"])
