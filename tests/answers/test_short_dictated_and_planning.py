"""Questions typed in three to six words over a crypto exchange's engineers, dictated by voice
over a farm-drone company's engineers, and asked by managers planning cover over an aerospace
company's engineers."""

from __future__ import annotations

import pytest

from bot.answers.cleaning import clean
from tests.conftest import benchmark_engine


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("xp w solidity", "1 person knows solidity"),
     ("langs mathieu uses",
      "Mathieu Lévesque writes java, kotlin, python; 9 programming languages in all."),
     ("mathieu prev jobs",
      "Mathieu Lévesque works at Halcyon Exchange (Senior Software Engineer, Market Data at"
      " Halcyon Exchange); before: TMX Group, Shopify."),
     ("ex binance ppl", "Nobody here works or worked at binance."),
     ("so rep top3",
      "Mathieu Lévesque has the highest: 19,700 Stack Overflow reputation · 3 people by Stack"
      " Overflow reputation"),
     ("full team roster pls", "Everyone: 9 people"),
     ("tomasz or jin woo rust",
      "At rust: Jin-woo Park (rust 10/10) is ahead of Tomasz Wróblewski (rust 9/10).")],
)
def test_questions_typed_in_a_few_words(typed: str, headline: str) -> None:
    assert benchmark_engine("profiles-193").answer(typed).headline == headline


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("who has post grass experience i need someone to look at a slow query before friday",
      "3 people know postgresql"),
     ("anybody here do cooper netties stuff", "1 person knows kubernetes"),
     ("anyone know sequel lite", "1 person knows sqlite"),
     ("anyone ever work at d j i", "1 person at DJI (1 in the past)"),
     ("anyone used to work at new bank", "1 person at Nubank (1 in the past)"),
     ("anyone in the e u", "5 people in the European Union"),
     ("anyone with a p h d", "1 person with a PhD"),
     ("anyone from an i i t", "1 person who studied at Indian Institute of Technology Madras"),
     ("who contributed to p x four autopilot", "2 people contributed to PX4/PX4-Autopilot"),
     ("anyone contributed to flutter slash flutter", "1 person contributed to flutter/flutter")],
)
def test_questions_dictated_by_voice(typed: str, headline: str) -> None:
    assert benchmark_engine("profiles-194").answer(typed).headline == headline


@pytest.mark.parametrize(
    ("typed", "cleaned"),
    [("quem é o mais fera em kubernetes?", "who is best at kubernetes"),
     ("what r u for", "what are u for"),
     ("need a c# reviewer - arjun or samuel", "need a c# reviewer, arjun or samuel"),
     ("anyone w a phd", "anyone with a phd")],
)
def test_single_letters_that_are_words_are_not_spelled_letters(typed: str, cleaned: str) -> None:
    assert clean(typed)[0] == cleaned


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("who's on the US side of the team", "2 people in the United States"),
     ("anyone in huntsville who could walk over to the customer's site", "1 person in Huntsville"),
     ("rafael or sofia as the fpga backup",
      "At fpga: Rafael Nogueira (fpga 10/10) is ahead of Sofia Åberg-Lindqvist (fpga 4/10)."),
     ("list all the people with under 10 yrs coding, i'm planning mentoring pairs",
      "4 people with less than 10 years of coding")],
)
def test_questions_of_managers_planning_cover(typed: str, headline: str) -> None:
    assert benchmark_engine("profiles-192").answer(typed).headline == headline


def test_the_best_at_a_skill_to_take_something_over() -> None:
    said = benchmark_engine("profiles-192").answer(
        "best c++ person to take over the control loop code if it came to that"
    )
    assert (said.names[0], said.headline) == ("Matthias Großmann", "4 people know c++")


def test_what_someone_owns_is_their_card() -> None:
    said = benchmark_engine("profiles-192").answer(
        "what does seun own exactly? need to know before i plan his leave cover"
    )
    assert said.card is not None and said.names == ["Oluwaseun Adeyemi"]
