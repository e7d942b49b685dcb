"""Questions of a parcel-locker company's team that point back at what they named, and of a
sports streaming app's team asked in Spanish, Portuguese, French and German that no frame of
those languages reads; what is left out of a list is who the skill's own question names."""

from __future__ import annotations

import pytest

from tests.conftest import benchmark_engine

LOCKERS = "profiles-225"
STREAMING = "profiles-227"


@pytest.mark.parametrize(
    ("typed", "names", "headline"),
    [("Alguém aqui sabe Swift?", ["Lucas Oliveira"], "1 person knows swift"),
     ("¿Quién tiene un máster?", ["Lucía Fernández-Ortega", "Niamh O'Connor", "Lucas Moreau"],
      "3 people with a master's degree"),
     ("O que o Kenji faz exatamente?", ["Kenji Watanabe"],
      "Kenji Watanabe: Senior Backend Engineer at Pitchside; focus: cryptography, rust, widevine."),
     ("Wer programmiert seit weniger als 7 Jahren?", ["Lucas Oliveira", "Ana-Maria Popescu"],
      "2 people with less than 7 years of coding"),
     ("¿Niamh trabajó en Spotify?", ["Niamh O'Connor"], "Yes: Niamh O'Connor worked at Spotify."),
     ("Quantas pessoas trabalharam no Spotify?", ["Niamh O'Connor", "Priya Raghunathan"],
      "2 people at Spotify (2 in the past)"),
     ("Wo hat Lucía vorher gearbeitet?", ["Lucía Fernández-Ortega"],
      "Lucía Fernández-Ortega works at Pitchside (Staff Video Engineer at Pitchside); before:"
      " DAZN, Telefónica."),
     ("Kenji hat einen Doktortitel, oder?", ["Kenji Watanabe"], "Yes: Kenji Watanabe has a PhD."),
     ("Qui a moins de 6 ans d'expérience en code ?", ["Ana-Maria Popescu"],
      "1 person with less than 6 years of coding"),
     ("¿Cuántos están en el Reino Unido?", ["Samuel Mensah", "Priya Raghunathan"],
      "2 people in United Kingdom"),
     ("Todo mundo que sabe kafka mas não java", ["Priya Raghunathan", "Samuel Mensah"],
      "2 people know kafka · except java"),
     ("Combien ont un bachelor ?",
      ["Jörg Schäfer", "Samuel Mensah", "Niamh O'Connor", "Priya Raghunathan", "Lucas Oliveira",
       "Ana-Maria Popescu"], "6 people with a bachelor's degree")],
)
def test_questions_no_frame_reads_are_put_into_english_word_by_word(
    typed: str, names: list[str], headline: str
) -> None:
    said = benchmark_engine(STREAMING).answer(typed)
    assert (said.names, said.headline) == (names, headline)


@pytest.mark.parametrize(
    "typed",
    ["alguém quer café?", "wer hat heute Zeit für ein kurzes Meeting?", "qui a vu mon chargeur ?",
     "quien trabaja desde casa mañana?"],
)
def test_the_days_talk_in_those_languages_stays_unanswered(typed: str) -> None:
    assert benchmark_engine(STREAMING).answer(typed).headline == ""


@pytest.mark.parametrize(
    ("typed", "names", "headline"),
    [("we might partner with InPost. does anyone here know them from the inside, like used to"
      " work there?", ["Tomasz Wójcik"], "1 person at InPost (1 in the past)"),
     ("the new checkout design reminds me of Farfetch. anyone worked there?",
      ["Beatriz Gonçalves"], "1 person at Farfetch (1 in the past)"),
     ("we're launching in Japan, is anyone on the team there?", [],
      "Nobody here is based in Japan."),
     ("someone told me one of us studied at an IIT. who?", ["Priya Raman"],
      "1 person who studied at Indian Institute of Technology, Madras"),
     ("for a proposal I need people with more than 10 years of coding. who qualifies?",
      ["Tomasz Wójcik", "Daniel Weiß", "Matteo Rossi-Bianchi"],
      "3 people with more than 10 years of coding")],
)
def test_what_a_message_named_before_its_ask_is_what_it_asks_of(
    typed: str, names: list[str], headline: str
) -> None:
    said = benchmark_engine(LOCKERS).answer(typed)
    assert (said.names, said.headline) == (names, headline)


@pytest.mark.parametrize(
    "typed",
    ["Went to Berlin last week, anyone been there?",
     "I visited Gothenburg in May, the whole office was there"],
)
def test_a_place_pointed_back_at_in_a_story_stays_unanswered(typed: str) -> None:
    assert benchmark_engine(LOCKERS).answer(typed).headline == ""


@pytest.mark.parametrize(
    ("folder", "typed", "names", "headline"),
    [("profiles-189", "kafka person who is NOT a scala person?", ["Joaquín Ferrer-Ibáñez"],
      "1 person knows kafka · except scala"),
     ("profiles-193", "kafka but not java", ["Daniel Okafor"], "1 person knows kafka · except java"),
     ("profiles-200", "Could someone with Airflow experience take a look at our DAG scheduling"
      " issue?", ["Adaeze Okonkwo", "Lukas Håkansson"], "2 people know airflow")],
)
def test_left_out_are_those_the_skills_own_question_names(
    folder: str, typed: str, names: list[str], headline: str
) -> None:
    said = benchmark_engine(folder).answer(typed)
    assert (said.names, said.headline) == (names, headline)
