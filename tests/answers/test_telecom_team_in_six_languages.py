"""Questions over a telecom operator's engineers asked in Italian, Dutch, German, French and
Portuguese as well as English."""

from __future__ import annotations

import pytest

from bot.answers.model import Intent
from bot.answers.tongues import in_english
from tests.conftest import benchmark_engine

TELECOM = "profiles-172"


@pytest.mark.parametrize(
    ("folded", "english"),
    [("chi sa usare kubernetes", "who knows kubernetes"),
     ("qualcuno che conosce sia python che kafka", "who knows python and kafka"),
     ("chi e il piu forte in kafka", "who is best at kafka"),
     ("dove ha studiato marco", "where did marco study"),
     ("iemand die zowel airflow als spark kent", "who knows airflow and spark"),
     ("iemand die bij kpn heeft gewerkt", "who worked at kpn"),
     ("wie is de beste in postgresql", "who is best at postgresql"),
     ("wer ist am besten in go", "who is best at go"),
     ("wer hat an apache/kafka mitgearbeitet", "who contributed to apache/kafka"),
     ("c++ ou rust, quelquun", "who knows c++ or rust"),
     ("alguem no brasil", "anyone in brasil"),
     ("em que cidade esta a beatriz", "where is beatriz based")],
)  # fmt: skip
def test_the_frame_of_a_question_in_english(folded: str, english: str) -> None:
    assert in_english(folded) == english


@pytest.mark.parametrize(
    ("typed", "intent", "names"),
    [("chi sa usare kubernetes? devo debuggare un helm chart", Intent.SKILL,
      ["João Pedro Mendes", "Lukas Schmid"]),
     ("c'è qualcuno a milano?", Intent.PLACE, ["Marco Bianchi"]),
     ("chi ha lavorato in telecom italia?", Intent.COMPANY, ["Marco Bianchi"]),
     ("chi ha più esperienza, joão o marco de vries?", Intent.COMPARE,
      ["João Pedro Mendes", "Marco de Vries"]),
     ("iemand met ervaring in terraform? moet even iets in de state fixen", Intent.SKILL,
      ["Marco de Vries"]),
     ("waar heeft sanne gestudeerd?", Intent.SCHOOL, ["Sanne Visser"]),
     ("sanne of marco de vries voor een airflow dag review?", Intent.COMPARE,
      ["Marco de Vries", "Sanne Visser"]),
     ("wo hat João studiert?", Intent.SCHOOL, ["João Pedro Mendes"]),
     ("wie viele haben einen PhD?", Intent.DEGREE, ["Katharina Müller-Lenz", "Lukas Schmid"]),
     ("quelqu'un est passé par l'INSA ?", Intent.SCHOOL, ["Élodie Fournier"]),
     ("élodie ou katharina, laquelle est la plus forte en python ?", Intent.COMPARE,
      ["Élodie Fournier", "Katharina Müller-Lenz"]),
     ("alguém aqui passou pela nubank?", Intent.COMPANY, ["Rafael Lima"]),
     ("rafeal lima mora onde?", Intent.PLACE, ["Rafael Lima"]),
     ("chi del team è basato in portogallo", Intent.PLACE,
      ["João Pedro Mendes", "Beatriz Gonçalves"]),
     ("wie is er gevestigd in zwitserland", Intent.PLACE, ["Lukas Schmid"]),
     ("wie kan er met snmp overweg", Intent.SKILL, ["Élodie Fournier", "Marco Bianchi"]),
     ("wer war vorher bei nokia?", Intent.COMPANY, ["Katharina Müller-Lenz"]),
     ("qui est basé aux pays-bas ?", Intent.PLACE, ["Marco de Vries", "Sanne Visser"]),
     ("quem manja mais de kafka, a sanne ou a beatriz?", Intent.COMPARE,
      ["Sanne Visser", "Beatriz Gonçalves"])],
)  # fmt: skip
def test_asked_in_five_languages(typed: str, intent: Intent, names: list[str]) -> None:
    answer = benchmark_engine(TELECOM).answer(typed)
    assert (answer.intent, answer.names) == (intent, names)


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("quanti hanno più di 10 anni di esperienza?", "4 people with more than 10 years of coding"),
     ("hoeveel mensen kennen python?", "5 people know python"),
     ("combien d'entre nous sont basés dans l'UE ?", "7 people in the European Union"),
     ("alle Leute auflisten, die in Deutschland, Österreich oder der Schweiz sitzen",
      "2 people in Germany or Switzerland"),
     ("liste toutes les personnes avec plus de 1k de réputation stack overflow",
      "4 people with more than 1000 Stack Overflow reputation")],
)  # fmt: skip
def test_counts_and_lists_in_other_languages(typed: str, headline: str) -> None:
    assert benchmark_engine(TELECOM).answer(typed).headline == headline


@pytest.mark.parametrize(
    ("typed", "names"),
    [("who is in germany, switzerland", ["Katharina Müller-Lenz", "Lukas Schmid"]),
     ("who has more years of coding, sanne or marco de vries", ["Marco de Vries", "Sanne Visser"])],
)  # fmt: skip
def test_countries_listed_and_a_name_with_a_particle(typed: str, names: list[str]) -> None:
    assert benchmark_engine(TELECOM).answer(typed).names == names


@pytest.mark.parametrize(
    "typed",
    ["wer ist in der besprechung", "c'è qualcuno a pranzo?", "qualcuno in ufficio domani?",
     "kudos to marco and sanne for fixing the scheduler"],
)  # fmt: skip
def test_chatter_in_those_languages_stays_unanswered(typed: str) -> None:
    assert benchmark_engine(TELECOM).answer(typed).intent is Intent.NONE
