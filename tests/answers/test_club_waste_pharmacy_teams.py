"""Questions over a football club's ticketing team, a waste collector's route and sensor team
and a pharmacy chain's engineers, as colleagues type them: repositories with underscores,
former employers asked of as people, schools in their own language and by their initials,
fields of study in other languages, regions and lists asked with what they show."""

from __future__ import annotations

import pytest

from bot.answers.model import Intent
from bot.search.indexes import school_acronyms
from bot.search.query_words import query_words
from bot.search.studies import field_of, holds
from bot.search.text import key
from tests.conftest import benchmark_engine

CLUB = "profiles-153"
WASTE = "profiles-154"
PHARMACY = "profiles-155"


def test_a_repository_named_with_an_underscore_is_found() -> None:
    answer = benchmark_engine(CLUB).answer("who contributed to prometheus/client_golang")
    assert answer.headline == "2 people contributed to prometheus/client_golang"
    assert sorted(answer.names) == ["Daniel Okonkwo", "Íñigo Zubizarreta"]


@pytest.mark.parametrize(
    ("folder", "typed", "headline", "names"),
    [(CLUB, "how many ex-stripe people do we have", "2 people at Stripe (2 in the past)",
      ["Niamh O'Sullivan", "Priya Raghunathan"]),
     (WASTE, "ex-google folks?", "Nobody here works or worked at Google.", [])],
)  # fmt: skip
def test_former_colleagues_of_a_company_are_asked_of_as_people(
    folder: str, typed: str, headline: str, names: list[str]
) -> None:
    answer = benchmark_engine(folder).answer(typed)
    assert (answer.intent, answer.headline, sorted(answer.names)) == (
        Intent.COMPANY, headline, names
    )


def test_a_company_nobody_worked_at_is_no_word_of_a_skill() -> None:
    # `spring-boot` holds no `boots`
    answer = benchmark_engine(PHARMACY).answer("who used to work at boots")
    assert (answer.intent, answer.names) == (Intent.COMPANY, [])


def test_ex_and_a_unit_number_stays_a_search_of_the_words() -> None:
    assert benchmark_engine(CLUB).answer("ex-military folks?").intent is Intent.NONE


def test_a_language_nobody_lists_is_not_its_first_letter() -> None:
    answer = benchmark_engine(PHARMACY).answer("anyone with c# / .net? got a legacy thing")
    assert (answer.intent, answer.headline) == (Intent.SKILL, "Nobody here knows c# or .net.")
    assert query_words("c# and c++ or f# in e-scripts") == ["e", "scripts"]


@pytest.mark.parametrize(
    ("folder", "typed", "person"),
    [(PHARMACY, "who went to INSA", "Joël Marchand"),
     (WASTE, "who went to UPC", "Tomás Ruiz Ortega"),
     (WASTE, "who went to the polytechnic university of valencia", "Marta Giménez Soler"),
     (CLUB, "anyone go to agh in krakow", "Daniel Kowalczyk"),
     (CLUB, "anyone go to deusto", "Íñigo Zubizarreta")],
)  # fmt: skip
def test_a_school_written_in_its_own_language_is_found_as_people_call_it(
    folder: str, typed: str, person: str
) -> None:
    assert benchmark_engine(folder).answer(typed).names == [person]


def test_an_acronym_leaves_out_the_small_words_of_any_language_and_a_closing_city() -> None:
    names = ["Universitat Politècnica de Catalunya",
             "Institut National des Sciences Appliquées de Lyon", "Technische Universität München"]
    acronyms = school_acronyms({key(n): n for n in names}, {"lyon": ("Lyon", "France")})
    assert [acronyms[a] for a in ("upc", "insa", "tum")] == [[key(n)] for n in names]
    assert "tu" not in acronyms


def test_a_field_of_study_in_another_language_is_read_in_english() -> None:
    answer = benchmark_engine(CLUB).answer("anyone studied electrical engineering")
    assert answer.headline == "2 people who studied electrical engineering"
    assert sorted(answer.names) == ["Daniel Okonkwo", "Jörg Hartmann"]
    assert field_of("Diplom-Ingenieur - Dipl.-Ing. Elektrotechnik") == "Elektrotechnik"
    assert field_of("Magister inżynier - mgr inż. Informatyka") == "Informatyka"
    assert holds("electrical and electronic engineering", "electrical engineering")
    assert not holds("computer science and engineering", "computer engineering")


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("anyone on the iberian peninsula", "3 people in Iberia"),
     ("anyone in southern europe", "3 people in Southern Europe")],
)  # fmt: skip
def test_a_region_of_countries_finds_everyone_there(typed: str, headline: str) -> None:
    answer = benchmark_engine(WASTE).answer(typed)
    assert answer.headline == headline
    assert sorted(answer.names) == ["Joana Ferreira-Lopes", "Marta Giménez Soler",
                                    "Tomás Ruiz Ortega"]  # fmt: skip


def test_everyone_listed_with_their_city_is_everyone() -> None:
    answer = benchmark_engine(PHARMACY).answer("list everybody w/ their city pls")
    assert (answer.intent, answer.headline) == (Intent.EVERYONE, "Everyone: 9 people")


def test_someones_open_source_work_is_what_they_contributed_to() -> None:
    answer = benchmark_engine(WASTE).answer("what open source stuff has tomás worked on")
    assert (answer.intent, answer.names) == (Intent.REPO, ["Tomás Ruiz Ortega"])
    assert answer.headline == (
        "Tomás Ruiz Ortega has 11 contributions; the profile lists 3 repositories."
    )


@pytest.mark.parametrize(
    ("folder", "typed", "headline"),
    [(CLUB, "who contributed to stripe's repos", "2 people contributed to stripe's repositories"),
     ("profiles-111", "who contributed to spotify's annoy",
      "1 person contributed to spotify/annoy")],
)  # fmt: skip
def test_a_repository_owner_said_with_an_apostrophe_is_the_owner(
    folder: str, typed: str, headline: str
) -> None:
    assert benchmark_engine(folder).answer(typed).headline == headline


@pytest.mark.parametrize(
    "typed",
    ["which daniel took the last coffee", "which van is free tomorrow for the depot run",
     "wer ist in der besprechung", "can you tell me where the printer is",
     "any ex-pat folks around", "the repo has prs over 30 waiting for review",
     "who was at the dentist before"],
)  # fmt: skip
def test_office_talk_in_the_shapes_of_questions_stays_unanswered(typed: str) -> None:
    assert benchmark_engine(CLUB).answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("who was not in the uk", "6 people not in the United Kingdom"),
     ("who did not work at stripe", "7 people never at Stripe"),
     ("who knows kotlin (swift too)", "1 person knows kotlin · knows swift"),
     ("python, who can help with airflow dags", "1 person knows python · knows airflow"),
     ("who owns the fan app, likely 2 hours", "1 person mentions fan")],
)  # fmt: skip
def test_what_a_question_says_besides_is_kept(typed: str, headline: str) -> None:
    assert benchmark_engine(CLUB).answer(typed, addressed=True).headline == headline


def test_an_employer_said_by_its_web_address() -> None:
    answer = benchmark_engine(CLUB).answer("who worked at farfetch.com", addressed=True)
    assert answer.names == ["Margarida Sousa-Pinto"]
