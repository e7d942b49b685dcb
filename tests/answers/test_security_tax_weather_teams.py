"""Questions over a security company's engineers asked in banter, a tax authority's engineers
asked in a formal register and a forecasting service's engineers, and chatter near the new
readings over a telecom team."""

from __future__ import annotations

import pytest

from bot.answers.model import Intent
from tests.conftest import benchmark_engine

SECURITY = "profiles-177"
TAX = "profiles-178"
TELECOM = "profiles-172"
WEATHER = "profiles-179"


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("Kindly advise which colleagues are based in Germany.", "2 people in Germany"),
     ("It would be appreciated if those members of staff possessing Kafka expertise could be"
      " identified, as a review is planned.", "3 people know kafka"),
     ("Former Amazon Web Services staff are kindly requested to be identified for the purposes"
      " of a cloud architecture review.", "1 person at Amazon Web Services (1 in the past)"),
     ("Kindly confirm whether Jan-Hendrik is proficient in Rust.",
      "No: nothing on Jan-Hendrik Vogel's profile says they know rust."),
     ("It is requested that the length of time for which Margaret Thornton has been writing"
      " code be confirmed.",
      "Margaret Thornton has 20 years of coding experience and 16 years of employment."),
     ("Kindly advise how many developer profiles are presently held on record.",
      "9 profiles in all."),
     ("A comparison of the Python proficiency of Mateo and Priya is kindly requested.",
      "At python: Mateo Fernández-Ruiz (python 9/10) is ahead of Priya Raghunathan"
      " (python 7/10)."),
     ("Kindly provide a list of all members of the team.", "Everyone: 9 people"),
     ("Kindly indicate which engineers are recorded as having Python skills, a number of"
      " scripts being due for review.", "5 people know python"),
     ("Kindly advise which colleagues have between five and ten years of coding experience.",
      "2 people with 5 to 10 years of coding"),
     ("Kindly list all engineers on the team together with their locations.",
      "Everyone: 9 people"),
     ("It would be appreciated if the three colleagues holding the highest Stack Overflow"
      " reputation could be listed in descending order.",
      "Margaret Thornton has the highest: 19,600 Stack Overflow reputation · 3 people by Stack"
      " Overflow reputation")],
)  # fmt: skip
def test_a_formal_register_asks_the_plain_question(typed: str, headline: str) -> None:
    assert benchmark_engine(TAX).answer(typed).headline == headline


@pytest.mark.parametrize(
    ("typed", "names"),
    [("where's @kasia based again? trying to book something that isn't 6am for her",
      ["Katarzyna Wróblewska"]),
     ("someone said we have a thales alum, who is it", ["Jean-Baptiste Moreau"]),
     ("any iit grads in the house", ["Rahul Venkataraman"]),
     ("yara people where you at, need a rule reviewed before friday 🙏",
      ["Daniel Okafor", "Katarzyna Wróblewska", "Daniel Brandt"])],
)  # fmt: skip
def test_banter_around_the_question(typed: str, names: list[str]) -> None:
    assert benchmark_engine(SECURITY).answer(typed).names == names


def test_a_remark_in_brackets_after_the_question_is_no_condition() -> None:
    answer = benchmark_engine(SECURITY).answer(
        "how many of us know python? (linh doesn't count, she'll rewrite it in rust 🦀)"
    )
    assert answer.headline == "8 people know python"


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("who knows c++, not urgent (no rush)", "2 people know c++"),
     ("who went to a swiss university", "1 person who studied at a school in Switzerland")],
)  # fmt: skip
def test_asides_read_as_asides(typed: str, headline: str) -> None:
    assert benchmark_engine(TELECOM).answer(typed).headline == headline


@pytest.mark.parametrize(
    "typed",
    ["has beatriz got back to you?", "what's the team name?", "can i get all the names?",
     "chi è in riunione adesso", "chi lavora da casa oggi", "qualcuno a milano domani?",
     "alguém no porto amanhã?", "quelqu'un a lyon demain ?", "wie is in amsterdam volgende week",
     "alguém no zoom?", "alguém trabalhou no sábado?", "qui est en train de déployer",
     "combien de gens sont en vacances", "qui a contribué au cadeau pour élodie ?",
     "iemand uit de keuken?", "wer ist für pizza", "wer war bei dem termin",
     "who has the longest commute for the offsite trip",
     "someone take care of the plants while i'm away", "marco usa visa approved",
     "thanks @sanne, that fixed it"],
)  # fmt: skip
def test_chatter_near_the_new_readings_stays_unanswered(typed: str) -> None:
    assert benchmark_engine(TELECOM).answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    "typed", ["where is the national park", "the munich jonas knows where the keys are"]
)
def test_a_word_before_a_name_that_is_no_first_name_or_no_question(typed: str) -> None:
    folder = "profiles-68" if "park" in typed else "profiles-173"
    assert benchmark_engine(folder).answer(typed).intent is Intent.NONE


def test_one_of_two_namesakes_told_apart_by_where_they_are() -> None:
    answer = benchmark_engine(WEATHER).answer("what's the title of the lukas in hamburg")
    assert (answer.intent, answer.names) == (Intent.PROFILE, ["Lukas Brandt"])
