"""Questions over a legal-tech company's engineers asked of by people who are not engineers, a
robotics startup's engineers asked of by nicknames and pairs, and an energy trader's engineers
asked in messages with signatures and odd formatting."""

from __future__ import annotations

import pytest

from bot.answers.model import Intent
from tests.conftest import benchmark_engine

LEGAL = "profiles-165"
ROBOTICS = "profiles-166"
ENERGY = "profiles-167"


@pytest.mark.parametrize(
    ("typed", "intent", "names"),
    [("where's pree based? sending her a welcome pack", Intent.PLACE, ["Priyanka Raghunathan"]),
     ("pree or noor for a react question?", Intent.COMPARE,
      ["Priyanka Raghunathan", "Noor Haddad"]),
     ("anyone techy in spain?", Intent.PLACE, ["Rafael Domínguez", "Inés Álvarez-Robles"]),
     ("who has the highest stack overflow score", Intent.EXPERIENCE,
      ["Daniel Weiß", "Daniel Okafor", "Ciarán O'Sullivan", "Rafael Domínguez", "Inés Álvarez-Robles",
       "Léa Fontaine"])],
)  # fmt: skip
def test_asked_by_someone_who_is_no_engineer(
    typed: str, intent: Intent, names: list[str]
) -> None:
    answer = benchmark_engine(LEGAL).answer(typed)
    assert (answer.intent, answer.names[: len(names)]) == (intent, names)


def test_what_a_list_is_for_is_no_condition() -> None:
    answer = benchmark_engine(LEGAL).answer(
        "list everybody with their city, updating the office map"
    )
    assert answer.headline == "Everyone: 9 people"


@pytest.mark.parametrize(
    ("typed", "intent", "names"),
    [("who else knows docker like seun does", Intent.SKILL, ["Priya Raghunathan"]),
     ("seun's full name? need it for the visa letter", Intent.PROFILE, ["Oluwaseun Adeyemi"]),
     ("anyone on an asia timezone?", Intent.PLACE, ["Priya Raghunathan"]),
     ("who went to unizar", Intent.SCHOOL, ["Marisol Peña-Ibáñez"]),
     ("mai and seun, how are they different", Intent.COMPARE,
      ["Mai Trần", "Oluwaseun Adeyemi"])],
)  # fmt: skip
def test_people_by_nickname_and_in_pairs(typed: str, intent: Intent, names: list[str]) -> None:
    answer = benchmark_engine(ROBOTICS).answer(typed)
    assert (answer.intent, answer.names) == (intent, names)


def test_a_signature_is_no_part_of_the_question() -> None:
    answer = benchmark_engine(ENERGY).answer(
        "where is jonas lindquist based – sent from my iPhone"
    )
    assert (answer.intent, answer.names) == (Intent.PLACE, ["Jonas Lindqvist"])


def test_the_same_timezone_as_someone_stays_a_question_about_them() -> None:
    answer = benchmark_engine("profiles-40").answer("who is in the same timezone as brian")
    assert answer.names == ["Wanjiru Kamau"]
