"""Questions over a logistics company's engineers across Latin America asked in Spanish,
Portuguese and English, a bank's fraud engineers asked with numbers and ranks, and a
university's research computing team asked of by academics."""

from __future__ import annotations

import pytest

from tests.conftest import benchmark_engine

LOGISTICS = "profiles-190"


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("valentina trabaja para quién?",
      "Valentina Acosta works at Rutalia (Senior Machine Learning Engineer at Rutalia); before:"
      " Mercado Libre, CONICET."),
     ("onde a camila duarte estudou?",
      "Camila Duarte studied: Bacharelado em Ciência da Computação, Universidade de São Paulo."),
     ("en qué repos contribuyó camila rojas",
      "Camila Rojas has 6 contributions; the profile lists 2 repositories."),
     ("ex mercado libre por acá?", "2 people at Mercado Libre (2 in the past)"),
     ("alguien que haya laburado en rappi?", "2 people at Rappi (2 in the past)"),
     ("quien trabajó antes en amazon?", "1 person at Amazon (1 in the past)"),
     ("galera do brasil, quem tá aí?", "2 people in Brazil"),
     ("quien anda en méxico?", "2 people in Mexico"),
     ("quienes están en argentina che", "2 people in Argentina"),
     ("quien esta en cordoba", "1 person in Córdoba"),
     ("alguém em sampa?", "1 person in São Paulo"),
     ("quien fue a la UBA?", "1 person who studied at Universidad de Buenos Aires"),
     ("algún egresado de la unam?",
      "1 person who studied at Universidad Nacional Autónoma de México"),
     ("alguien que haya contribuido a mosquitto", "1 person contributed to eclipse/mosquitto"),
     ("quien tiene mas experiencia, joão o rodrigo?",
      "By years of coding: Rodrigo Salinas (20 years) is ahead of João Pedro Nogueira (14"
      " years)."),
     ("joão ou ximena pra uma dúvida de go?",
      "At go: Ximena Gutiérrez Olvera (go 10/10) is ahead of João Pedro Nogueira (go 9/10)."),
     ("alguien con menos de 5 años programando?", "1 person with less than 5 years of coding"),
     ("quem tem mais de 15 anos de código?", "1 person with more than 15 years of coding"),
     ("quienes tienen entre 8 y 12 años de experiencia (incluidos)?",
      "5 people with 8 to 12 years of coding"),
     ("quantos têm 10 anos ou mais de experiência?", "5 people with at least 10 years of coding"),
     ("mostrame todos los perfiles che", "Everyone: 9 people"),
     ("listame a todos los que saben postgres", "3 people know postgresql"),
     ("la vale tiene doctorado?", "Yes: Valentina Acosta has a PhD."),
     ("a camila duarte sabe dbt?", "Yes: Camila Duarte knows dbt (scored 9 of 10)."),
     ("anyone with a phd", "1 person with a PhD")],
)
def test_questions_in_spanish_and_portuguese_as_typed_in_latin_america(
    typed: str, headline: str
) -> None:
    assert benchmark_engine(LOGISTICS).answer(typed).headline == headline


@pytest.mark.parametrize(
    ("typed", "first"),
    [("top 3 por reputación en stack overflow", "Valentina Acosta"),
     ("top 3 con más años programando", "Rodrigo Salinas"),
     ("quien es el mas crack en go", "Ximena Gutiérrez Olvera"),
     ("quem manda melhor em sql?", "Camila Duarte")],
)
def test_rankings_in_spanish_and_portuguese(typed: str, first: str) -> None:
    assert benchmark_engine(LOGISTICS).answer(typed).names[0] == first


@pytest.mark.parametrize(
    ("folder", "typed", "headline"),
    [("profiles-189", "who worked at socgen", "1 person at Société Générale (1 in the past)"),
     ("profiles-189", "who's ex-ING", "1 person at ING (1 in the past)"),
     ("profiles-189", "the two longest-serving coders here?",
      "Daniel Schäfer has the most: 20 years of coding · 2 people by years of coding, most"
      " first"),
     ("profiles-189", "how many folks have a decade+ of coding",
      "5 people with at least 10 years of coding"),
     ("profiles-191", "Did anyone here work at Jisc before joining Kingsmere?",
      "2 people at Jisc (2 in the past)"),
     ("profiles-191", "how many people are UK-based? need to book rooms for the away day",
      "3 people in the United Kingdom"),
     ("profiles-191", "Is anyone in Manchester who could pop over for a chat about a dataset?",
      "1 person in Manchester")],
)
def test_companies_years_and_places_as_said(folder: str, typed: str, headline: str) -> None:
    assert benchmark_engine(folder).answer(typed).headline == headline


def test_the_group_someone_supports_is_what_they_do() -> None:
    said = benchmark_engine("profiles-191").answer(
        "Which research group does Jonas Lindqvist support?"
    )
    assert said.card is not None and said.names == ["Jonas Lindqvist"]
