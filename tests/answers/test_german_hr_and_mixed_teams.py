"""Questions over a health insurer's engineers asked in German and English mixed, a fashion
retailer's engineers asked of by people-operations staff, and a travel site's engineers asked of
in every style a channel has."""

from __future__ import annotations

import pytest

from tests.conftest import benchmark_engine

INSURER = "profiles-198"
TRAVEL = "profiles-200"


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("hat jemand schon mal mit terraform gearbeitet?", "1 person knows terraform"),
     ("war jemand mal bei siemens healthineers?",
      "1 person at Siemens Healthineers (1 in the past)"),
     ("wer sitzt in bayern?", "3 people in Bavaria"),
     ("wie viele leute sind in münchen?", "3 people in Munich"),
     ("zeig mir mal das ganze team", "Everyone: 9 people"),
     ("liste alle die postgresql können", "3 people know postgresql"),
     ("tobias oder sebastián für go?",
      "At go: Sebastián Ortega Ruiz (go 9/10) is ahead of Tobias Maier (go 7/10)."),
     ("hat jemand zu hashicorp/terraform beigetragen?",
      "1 person contributed to hashicorp/terraform")],
)
def test_questions_in_german_and_english_mixed(typed: str, headline: str) -> None:
    assert benchmark_engine(INSURER).answer(typed).headline == headline


@pytest.mark.parametrize(
    ("typed", "name"),
    [("wie lange codet lukas schon?", "Lukas Hofbauer"),
     ("seit wann programmiert amélie?", "Amélie Fournier"),
     ("wo war jonas krüger vor aurelia?", "Jonas Krüger"),
     ("hat emre erfahrung mit keycloak?", "Emre Yıldız"),
     ("war tobias mal bei siemens?", "Tobias Maier")],
)
def test_facts_about_one_person_in_german(typed: str, name: str) -> None:
    assert benchmark_engine(INSURER).answer(typed).names == [name]


@pytest.mark.parametrize(
    ("folder", "typed", "headline"),
    [("profiles-199", "how many jonases are there lol", "2 people named “jonas”"),
     (TRAVEL, "quelqu'un a bossé chez criteo ?", "1 person at Criteo (1 in the past)"),
     (TRAVEL, "qui a fait l'INSA ?",
      "1 person who studied at Institut National des Sciences Appliquées de Lyon"),
     (TRAVEL, "liste de tous les devs svp", "Everyone: 9 people"),
     (TRAVEL, "compara a Kasia y Tomás en postgres",
      "At postgresql: Katarzyna Nowak (postgresql 8/10) is ahead of Tomás Ibáñez Ruiz"
      " (postgresql 6/10)."),
     (TRAVEL, "list everybody's location pls, doing the offsite seating plan",
      "Everyone: 9 people")],
)
def test_counts_by_name_french_spanish_and_lists(folder: str, typed: str, headline: str) -> None:
    assert benchmark_engine(folder).answer(typed).headline == headline


def test_the_best_at_a_skill_asked_in_spanish() -> None:
    said = benchmark_engine(TRAVEL).answer("¿quién sabe más de postgres?")
    assert (said.names[0], said.headline) == ("Adaeze Okonkwo", "5 people know postgresql")
