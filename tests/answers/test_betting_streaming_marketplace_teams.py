"""Questions over a betting operator's engineers typed in a hurry, a streaming service's
engineers asked with several conditions, and a marketplace's search engineers typed as into a
search box: a phrase alone that names a school, a place or people of a kind, `ex-` and
`contribs` alone, two bounds of years, terse comparisons and facts, people by the name of
their language, and employers said by their web address."""

from __future__ import annotations

import pytest

from bot.answers.model import Intent
from tests.conftest import benchmark_engine

BETTING = "profiles-162"
STREAMING = "profiles-163"
MARKETPLACE = "profiles-164"


@pytest.mark.parametrize(
    ("typed", "intent", "names"),
    [("kth", Intent.SCHOOL, ["Jonas Lindqvist"]),
     ("tu berlin", Intent.SCHOOL, ["Mai Nguyễn"]),
     ("jagiellonian univ", Intent.SCHOOL, ["Tomasz Wiśniewski"]),
     ("ex-google", Intent.COMPANY, ["Jonas Becker"]),
     ("pytorch users", Intent.SKILL, ["Tomasz Wiśniewski", "Élodie Marchand"]),
     ("kafka-go contribs", Intent.REPO, ["Jonas Becker"]),
     ("elastic/elasticsearch contribs", Intent.REPO,
      ["Inês Marques-Ribeiro", "Jonas Lindqvist"]),
     ("top 3 so rep", Intent.EXPERIENCE,
      ["Jonas Becker", "Priya Raghunathan", "Inês Marques-Ribeiro"]),
     ("tomek vs sofia python", Intent.COMPARE,
      ["Tomasz Wiśniewski", "Sofía Herrera Castillo"]),
     ("mai phd?", Intent.DEGREE, ["Mai Nguyễn"]),
     ("where's tomek based", Intent.PLACE, ["Tomasz Wiśniewski"])],
)  # fmt: skip
def test_terse_keywords_are_answered_in_a_channel(
    typed: str, intent: Intent, names: list[str]
) -> None:
    answer = benchmark_engine(MARKETPLACE).answer(typed)
    assert (answer.intent, answer.names) == (intent, names)


@pytest.mark.parametrize(
    "typed",
    ["let's go!!", "haha classic", "+1", "rust 1.80 dropped today", "my phd", "science", "up",
     "pythonistas assemble", "strongest in the gym", "commits over 500 today"],
)
def test_chatter_that_names_a_thing_stays_unanswered(typed: str) -> None:
    assert benchmark_engine(MARKETPLACE).answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    "typed",
    ["who's got less than 10 but more than 5 years", "who has more than 5 years but less than 10"],
)
def test_two_bounds_of_years_in_either_order(typed: str) -> None:
    answer = benchmark_engine(BETTING).answer(typed)
    assert answer.headline == "2 people with 6 to 9 years of coding"
    assert answer.names == ["Thiago Nascimento", "Aleksandra Wiśniewska"]


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("best at kubernetes, top 2 pls", "2 people know kubernetes"),
     ("emma lindqvist top skill?", "Emma Lindqvist's top skills: python 10, scikit-learn 9,"
      " pytorch 8, apache-spark 8, sql 7, airflow 7, xgboost 7, pandas 7; 9 skills in all.")],
)  # fmt: skip
def test_a_superlative_or_a_fact_typed_short(typed: str, headline: str) -> None:
    assert benchmark_engine(BETTING).answer(typed).headline == headline


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [("any rustaceans here? 🦀", "Nobody here knows rust.", []),
     ("any gophers around?", "2 people know go", ["Ciarán O'Donoghue", "Kwame Mensah"]),
     ("who used to work at booking.com", "1 person at Booking.com (1 in the past)",
      ["Aiko Tanaka"])],
)  # fmt: skip
def test_people_by_their_language_and_an_employer_by_its_address(
    typed: str, headline: str, names: list[str]
) -> None:
    answer = benchmark_engine(STREAMING).answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


def test_what_a_place_is_said_to_include_is_no_place() -> None:
    answer = benchmark_engine(STREAMING).answer("list everybody in europe (uk counts)")
    assert answer.headline == "8 people in Europe"
