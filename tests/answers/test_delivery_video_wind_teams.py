"""Questions of a food-delivery marketplace's team asked in Arabic written in Latin letters, a
video-conferencing company's typed fast with words run together and emoji for words, and a
wind-farm operator's asked by what someone would do rather than a skill's name."""

from __future__ import annotations

import pytest

from bot.answers.engine import Engine
from tests.conftest import benchmark_engine

DELIVERY = "profiles-219"
VIDEO = "profiles-220"
WIND = "profiles-221"


@pytest.mark.parametrize(
    ("typed", "names", "headline"),
    [("meen by3raf kafka hon? 3ndi consumer lag mish fahem sababo",
      ["Youssef El-Amrani", "Youssef Haddad", "Inès Brahimi"], "3 people know kafka"),
     ("chkoun kay3ref react wla vue? 3ndi bug f l'interface",
      ["Nour Al-Sayed", "Dana Khoury", "Salma Kettani"], "3 people know react or vue.js"),
     ("chkoun kan khdam f deliveroo avant?", ["Inès Brahimi"],
      "1 person at Deliveroo (1 in the past)"),
     ("meen fi masr? 3ayzeen nt2abel", ["Nour Al-Sayed", "Abdelrahman Fawzy"], "2 people in Egypt"),
     ("fi 7ad fel khaleej?", ["Youssef Haddad", "Faisal Al-Otaibi"], "2 people in the Gulf"),
     ("kam wa7ed by3raf python?", ["Youssef Haddad", "Lukas Schäfer", "Dana Khoury",
                                  "Youssef El-Amrani"], "4 people know python"),
     ("Faisal kam sana coding?", ["Faisal Al-Otaibi"],
      "Faisal Al-Otaibi has 7 years of coding experience and 6 years of employment."),
     ("15 sana w fo2 meen?", ["Lukas Schäfer", "Youssef Haddad"],
      "2 people with at least 15 years of coding")],
)
def test_questions_in_arabizi(typed: str, names: list[str], headline: str) -> None:
    said = benchmark_engine(DELIVERY).answer(typed)
    assert (said.names, said.headline) == (names, headline)


def test_lunch_asked_in_arabizi_stays_quiet() -> None:
    assert benchmark_engine(DELIVERY).answer("meen gay el ghada?").headline == ""


@pytest.mark.parametrize(
    ("typed", "names", "headline"),
    [("whoknows 🦀", ["Kenji Watanabe", "Mai Nguyễn"], "2 people know rust"),
     ("who's in 🇩🇪", ["Tobias Brandt", "Hannah Schulz-Erdem"], "2 people in Germany"),
     ("does kenji know 🦀", ["Kenji Watanabe"], "Yes: Kenji Watanabe knows rust (scored 7 of 10)."),
     ("who used 2 work at nubank", ["Lucas Oliveira"], "1 person at Nubank (1 in the past)"),
     ("anyonein berlin", ["Tobias Brandt"], "1 person in Berlin"),
     ("anyone worked at amazon/aws before?", ["Róisín Kavanagh"],
      "1 person at Amazon Web Services"),
     ("who knows webrtc,,need someone to look at an sdp thing",
      ["Joaquín Ferrer-Vidal", "Oluwaseun Adeyemi"], "2 people know webrtc")],
)
def test_fast_careless_typing_and_emoji_for_words(
    typed: str, names: list[str], headline: str
) -> None:
    said = benchmark_engine(VIDEO).answer(typed)
    assert (said.names, said.headline) == (names, headline)


def test_an_emoji_beside_its_own_word_says_nothing_more(engine: Engine) -> None:
    assert engine.answer("folks in shangai 🇨🇳").headline == "3 people in Shanghai"
    said = benchmark_engine("profiles-198").answer("rust leute hier? 🦀")
    assert said.headline == "1 person knows rust"


@pytest.mark.parametrize(
    ("typed", "names", "headline"),
    [("anyone comfortable enough in typescript to review a frontend PR by friday?",
      ["Priya Raghunathan"], "1 person knows typescript"),
     ("anyone in the scikit-learn contributor list", ["Rafael Nogueira"],
      "1 person contributed to scikit-learn/scikit-learn"),
     ("priya or shiv to review a graphql schema", ["Priya Raghunathan", "Siobhán O'Connell"],
      "At graphql: Priya Raghunathan (graphql 6/10) is ahead of Siobhán O'Connell (graphql"
      " 5/10)."),
     ("who has somewhere around 7 to 9 years of coding",
      ["Siobhán O'Connell", "Jonas Becker", "Camille Lefèvre"],
      "3 people with 7 to 9 years of coding"),
     ("who's the newbie, like less than 3 years coding", ["Lars-Erik Sandvik"],
      "1 person with less than 3 years of coding"),
     ("list everyone who contributed to an apache project",
      ["Ingrid Solberg-Haugen", "Camille Lefèvre"], "2 people contributed to apache's repositories"),
     ("has anyone here worked at statkraft", ["Lars-Erik Sandvik"],
      "1 person at Statkraft (1 in the past)")],
)
def test_what_someone_would_do_asked_for_them(typed: str, names: list[str], headline: str) -> None:
    said = benchmark_engine(WIND).answer(typed)
    assert (said.names, said.headline) == (names, headline)
