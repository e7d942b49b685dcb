"""Questions of a dental clinic chain's staff telling what went wrong, of a game studio in
Warsaw and Kraków, and of a renewable-energy company's field engineers on their phones."""

from __future__ import annotations

import pytest

from bot.answers.model import Intent
from tests.conftest import benchmark_engine

DENTAL = "profiles-243"
GAMES = "profiles-244"
ENERGY = "profiles-245"


@pytest.mark.parametrize(
    ("typed", "names", "headline"),
    [("container wont build who knows docker",
      ["Lukas Brandt", "Mei-Ling Chou", "Ravi Subramanian"], "3 people know docker"),
     ("the container won't build, who knows docker",
      ["Lukas Brandt", "Mei-Ling Chou", "Ravi Subramanian"], "3 people know docker"),
     ("dashbaord broke again who knows grafana", ["Ingrid Solheim", "Chloé Marchand"],
      "2 people know grafana"),
     ("zephyr build fails w new sdk who hacked on zephyr", ["Lukas Novák"],
      "1 person contributed to zephyrproject-rtos/zephyr")],
)
def test_trouble_told_first_is_not_one_more_thing_to_know(
    typed: str, names: list[str], headline: str
) -> None:
    said = benchmark_engine(ENERGY).answer(typed)
    assert (said.names, said.headline) == (names, headline)


@pytest.mark.parametrize(
    ("folder", "typed", "names"),
    [  # the ask points back at the trouble: it is what is asked about
        ("profiles-144", "the nb-iot meters up in the valleys keep missing their daily read 😩"
         " anyone know that network?", ["Owen Pritchard"]),
        # a place before `who` is no trouble told (`lagos` is not `lag`)
        ("profiles-36", "lagos folks who know python", ["Chidinma Okafor"]),
    ],
)
def test_an_ask_of_the_trouble_or_of_a_place_reads_whole(
    folder: str, typed: str, names: list[str]
) -> None:
    assert benchmark_engine(folder).answer(typed).names == names


@pytest.mark.parametrize(
    ("folder", "typed", "names"),
    [("profiles-99", "routing for a car from chicago to houston goes through memphis twice 💀"
      " that can't be right, who do i ask", ["Ingrid Solberg"]),
     ("profiles-214", "@bot radar showing heavy rain over the sea but outside totally clear"
      " sky sia 😂 phantom rain again. who can fix", ["Mei Ling Ong"])],
)
def test_a_laugh_at_trouble_told_at_length_still_asks(
    folder: str, typed: str, names: list[str]
) -> None:
    said = benchmark_engine(folder).answer(typed)
    assert (said.intent, said.names) == (Intent.SKILL, names)


def test_blame_after_a_short_tale_stays_quiet() -> None:
    said = benchmark_engine("profiles-99").answer("the cron job crashed lol who wrote it")
    assert said.intent is Intent.NONE


@pytest.mark.parametrize(
    ("folder", "typed", "names", "headline"),
    [(ENERGY, "anyone ex-orsted", ["Kwame Mensah-Boateng", "Aisha Bello"],
      "2 people at Ørsted (2 in the past)"),
     (GAMES, "anyone commited to okhttp?", ["Mateusz Dąbrowski"],
      "1 person contributed to square/okhttp"),
     (GAMES, "any1 know kotlin", ["Mateusz Dąbrowski"], "1 person knows kotlin"),
     (DENTAL, "who contributed to the OHIF viewer", ["Rahul Menon"],
      "1 person contributed to OHIF/Viewers"),
     (DENTAL, "what did Inês do before she joined us?", ["Inês Carvalho-Sousa"],
      "Inês Carvalho-Sousa works at Pearlwell Dental (Senior Backend Engineer at Pearlwell"
      " Dental); before: Farfetch, Critical Software.")],
)
def test_names_and_words_as_typed_in_a_hurry(
    folder: str, typed: str, names: list[str], headline: str
) -> None:
    said = benchmark_engine(folder).answer(typed)
    assert (said.names, said.headline) == (names, headline)


def test_any1_watching_the_match_stays_chatter() -> None:
    said = benchmark_engine(ENERGY).answer("any1 watching the match tonight")
    assert said.intent is Intent.NONE


DRONES = "profiles-246"
NEWSROOM = "profiles-247"


@pytest.mark.parametrize(
    ("folder", "typed", "names", "headline"),
    [(ENERGY, "who studied electrical engineering", ["Ingrid Solheim", "Aisha Bello"],
      "2 people who studied electrical engineering"),
     (NEWSROOM, "strongest postgres person on the desk?",
      ["Daniel Brandt", "Daniel Okafor", "Léa Fontaine"], "3 people know postgresql"),
     (NEWSROOM, "how many people on the desk know docker",
      ["João Carvalho", "Daniel Brandt", "Daniel Okafor", "Zoë Hartmann-Li"],
      "4 people know docker"),
     (DRONES, "Please give me the top three engineers in C++ by skill score, in order.",
      ["Mateo Quintero-Álvarez", "Mei-Ling Hsu", "Daniel Kowalczyk"], "3 people know c++"),
     (DRONES, "Among the engineers who know Rust, who is the most skilled?",
      ["Daniel Kowalczyk", "Kwame Asante", "Aoife O'Connell"], "3 people know rust"),
     (DRONES, "Among the engineers who know ROS, who has the highest score?",
      ["Mei-Ling Hsu", "Mateo Quintero-Álvarez"], "2 people know ros"),
     (DRONES, "Please list everyone on the team named Daniel.",
      ["Daniel Kowalczyk", "Daniel Okafor"], "2 people named “daniel”")],
)
def test_formal_and_plain_wordings_of_known_questions(
    folder: str, typed: str, names: list[str], headline: str
) -> None:
    said = benchmark_engine(folder).answer(typed)
    assert (said.names, said.headline) == (names, headline)


@pytest.mark.parametrize(
    ("folder", "typed"),
    [(DRONES, "Why did the drone cross the road? To deliver the other side's parcel."),
     (NEWSROOM, "did anyone record the all-hands")],
)
def test_a_joke_and_the_days_events_stay_chatter(folder: str, typed: str) -> None:
    assert benchmark_engine(folder).answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    ("folder", "typed", "names", "headline"),
    [(DRONES, "Which engineers studied at a university in Chile?", ["Tomás Herrera"],
      "1 person who studied at a school in Chile"),
     (DRONES, "who studied at a university in chile and knows go", ["Tomás Herrera"],
      "1 person who studied at a school in Chile · knows go"),
     (DRONES, "How do Mei-Ling Hsu and Léa Marchand differ in their education?",
      ["Mei-Ling Hsu", "Léa Marchand"], "Mei-Ling Hsu and Léa Marchand"),
     ("profiles-248", "anyone contribute to the nf-core rnaseq pipeline", ["Priya Desai"],
      "1 person contributed to nf-core/rnaseq")],
)
def test_schools_pairs_and_repositories_in_longer_words(
    folder: str, typed: str, names: list[str], headline: str
) -> None:
    said = benchmark_engine(folder).answer(typed)
    assert (said.names, said.headline) == (names, headline)
