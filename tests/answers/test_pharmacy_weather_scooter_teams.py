"""Questions of a pharmacy chain's team asked as guesses to confirm, a weather service's asked
in Singapore's, Malaysia's and the Philippines' English and in Filipino, and a scooter
company's asked in Russian and Ukrainian, in Cyrillic and in Latin letters."""

from __future__ import annotations

import pytest

from tests.conftest import benchmark_engine

PHARMACY = "profiles-213"
WEATHER = "profiles-214"
SCOOTERS = "profiles-215"


@pytest.mark.parametrize(
    ("typed", "names", "headline"),
    [("pretty sure nobody here knows flutter?", [], "Nobody here knows flutter."),
     ("we have someone ex-google, yeah?", [], "Nobody here works or worked at Google."),
     ("is léa the one who does react?", ["Léa Fontaine"],
      "Yes: Léa Fontaine knows react (scored 8 of 10)."),
     ("who has 10+ years? mehmet and daniel o surely",
      ["Mehmet Yılmaz", "Daniel Okafor", "Henrik Lindqvist", "Joaquín Herrera-Vidal",
       "Kateryna Bondarenko"], "5 people with at least 10 years of coding")],
)
def test_a_guess_to_confirm_is_answered_as_the_question_it_asks(
    typed: str, names: list[str], headline: str
) -> None:
    said = benchmark_engine(PHARMACY).answer(typed)
    assert (said.names, said.headline) == (names, headline)


@pytest.mark.parametrize(
    ("typed", "names"),
    [("refill requests from the app arent reaching any store since like 9am, that's joaquín's"
      " service no?", ["Joaquín Herrera-Vidal"]),
     ("the iphone 'time to reorder your meds' pings went out at 3am lol. mehmet owns those,"
      " right?", ["Niamh O'Sullivan"]),
     ("weekly sales dashboard is showing negative revenue lol, the warehouse data is henrik's"
      " isn't it", ["Henrik Lindqvist"]),
     ("no delivery times showing at checkout for anyone in bristol, that's daniel brandt's bit i"
      " think?", ["Daniel Brandt"])],
)
def test_whose_work_a_guess_names_is_answered_by_whose_it_is(typed: str, names: list[str]) -> None:
    assert benchmark_engine(PHARMACY).answer(typed).names == names


def test_a_tag_is_only_a_tag_after_a_comma_or_asked() -> None:
    assert benchmark_engine(PHARMACY).answer("who sits on the right").headline == ""


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("i think we should go with postgres and not redis for the queue", ""),
     ("who knows kafka? sounds like a novelist but apparently it's a tech thing",
      "2 people know kafka")],
)
def test_words_like_a_guess_that_name_nobody_here_are_no_guess(typed: str, headline: str) -> None:
    assert benchmark_engine(PHARMACY).answer(typed).headline == headline


def test_a_fact_said_with_a_name_and_a_tag_is_asked_of_that_person() -> None:
    said = benchmark_engine(PHARMACY).answer("katya's ex-grammarly isn't she?")
    assert said.headline == "Yes: Kateryna Bondarenko worked at Grammarly."


@pytest.mark.parametrize(
    ("typed", "names", "headline"),
    [("sino marunong ng golang or rust dito", ["Daniel Lim Chee Keong", "Rafael Domínguez Ortega"],
      "2 people know go"),
     ("may taga-manila ba dito? need someone onsite", ["José Miguel Reyes"],
      "1 person in Metro Manila"),
     ("sino dati sa AEMET", ["Rafael Domínguez Ortega"], "1 person at AEMET (1 in the past)"),
     ("sino nag-contribute sa pysteps", ["Priya Raghunathan"],
      "1 person contributed to pySTEPS/pysteps"),
     ("ilan ang may phd dito?", ["Jürgen Hoffmann-Weiß", "Mei Ling Ong"], "2 people with a PhD"),
     ("who's more senior ah, jürgen or mei ling", ["Jürgen Hoffmann-Weiß", "Mei Ling Ong"],
      "By years of coding: Jürgen Hoffmann-Weiß (20 years) is ahead of Mei Ling Ong (14 years)."),
     ("anyone in cebu? typhoon coming, stay safe ah", ["Kristine Mae Villanueva"],
      "1 person in Cebu City")],
)
def test_questions_in_filipino_and_with_the_particles_of_singapore(
    typed: str, names: list[str], headline: str
) -> None:
    said = benchmark_engine(WEATHER).answer(typed)
    assert (said.names, said.headline) == (names, headline)


@pytest.mark.parametrize("typed", ["sino sasama sa lunch bukas", "кто в офисе сегодня?"])
def test_office_talk_in_filipino_and_russian_stays_quiet(typed: str) -> None:
    folder = WEATHER if typed.startswith("sino") else SCOOTERS
    assert benchmark_engine(folder).answer(typed).headline == ""


@pytest.mark.parametrize(
    ("typed", "names", "headline"),
    [("кто знает kafka?", ["Oleksandr Kovalenko", "José Ibáñez-Ruiz"], "2 people know kafka"),
     ("хто в Києві?", ["Taras Hnatyuk"], "1 person in Kyiv"),
     ("est kto v budapeshte?", ["Anna Kovács"], "1 person in Budapest"),
     ("кто опытнее, Anna Becker или Priya?", ["Anna Becker", "Priya Raghunathan"],
      "By years of coding: Anna Becker (16 years) is ahead of Priya Raghunathan (14 years)."),
     ("skolko let Oleksandr kodit?", ["Oleksandr Kovalenko"],
      "Oleksandr Kovalenko has 11 years of coding experience and 9 years of employment."),
     ("кто раньше работал в Uber?", ["Marta Zielińska"], "1 person at Uber (1 in the past)"),
     ("José v Madride?", ["José Ibáñez-Ruiz"],
      "No: nothing on José Ibáñez-Ruiz's profile says they are based in madrid.")],
)
def test_questions_in_russian_and_ukrainian(typed: str, names: list[str], headline: str) -> None:
    said = benchmark_engine(SCOOTERS).answer(typed)
    assert (said.names, said.headline) == (names, headline)


def test_a_russian_ask_after_an_english_tale_is_answered_by_whose_it_is() -> None:
    said = benchmark_engine(SCOOTERS).answer(
        "the van guys say todays route sends them across the river like 4 times lol, kto eto"
        " planiruet?"
    )
    assert said.names[0] == "Marta Zielińska"
