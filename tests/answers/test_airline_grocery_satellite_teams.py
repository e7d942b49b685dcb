"""Questions over an airline's engineers asked by colleagues writing in a language not their
first, a supermarket chain's engineers asked in keywords as into a search box, an
earth-observation company's and a game studio's engineers."""

from __future__ import annotations

import pytest

from bot.answers.model import Intent
from bot.search.employers import past_employers
from tests.conftest import benchmark_engine

AIRLINE = "profiles-180"
GROCERY = "profiles-181"
SATELLITE = "profiles-182"
GAMES = "profiles-185"


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("terraform", "2 people know terraform"),
     ("docker", "2 people know docker"),
     ("dublin", "1 person in Dublin"),
     ("chalmers", "1 person who studied at Chalmers tekniska högskola"),
     ("delivery hero", "1 person at Delivery Hero (1 in the past)"),
     ("zxing", "1 person knows zxing"),
     ("volvo background?", "1 person at Volvo Cars (1 in the past)")],
)
def test_a_thing_typed_alone_as_into_a_search_box_is_answered_in_a_channel(
    typed: str, headline: str
) -> None:
    assert benchmark_engine(GROCERY).answer(typed).headline == headline


@pytest.mark.parametrize("typed", ["back", "lunch", "ok", "nice background", "ty!", "omw"])
def test_a_word_of_chat_typed_alone_stays_unanswered(typed: str) -> None:
    assert benchmark_engine(GROCERY).answer(typed).intent is Intent.NONE


def test_a_place_typed_alone_is_that_place_before_a_name_it_looks_like() -> None:
    said = benchmark_engine(GROCERY).answer("berlin", addressed=True)
    assert (said.headline, said.names) == ("1 person in Berlin", ["Jonas Hoffmann"])


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("anyone at nubank before joining?", "1 person at Nubank (1 in the past)"),
     ("who's got somewhere between 5 and 10 years", "3 people with 5 to 10 years of coding")],
)
def test_before_joining_and_somewhere_between(typed: str, headline: str) -> None:
    assert benchmark_engine(SATELLITE).answer(typed).headline == headline


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("niamh worked at ryanair, true?", "Yes: Niamh O'Sullivan worked at Ryanair Labs."),
     ("jörg knows rust?", "No: nothing on Jörg Hallensleben's profile says they know rust."),
     ("sid has a phd?", "No: nothing on Siddharth Iyer's profile says they have a PhD.")],
)
def test_a_yes_or_no_question_said_as_a_statement_is_answered(typed: str, headline: str) -> None:
    assert benchmark_engine(AIRLINE).answer(typed).headline == headline


@pytest.mark.parametrize("typed", ["mai in a meeting?", "mai knows the way?"])
def test_a_question_of_someone_that_asks_nothing_of_a_profile_stays_unanswered(
    typed: str,
) -> None:
    assert benchmark_engine(AIRLINE).answer(typed).intent is Intent.NONE


def test_work_after_a_doctorate_is_a_past_employer() -> None:
    summary = ("After his PhD he spent two years at Google on ads fraud detection, then a year"
               " at Riot Games on player behaviour.")
    assert past_employers(summary, "Kestrel Forge Studios") == ["Google", "Riot Games"]
    # a doctorate at a school is still study
    assert past_employers("After her PhD at ETH Zurich she worked at Google.", "X") == ["Google"]
    said = benchmark_engine(GAMES).answer("any ex-google folks here? need interview tips 🙏")
    assert said.names == ["Oluwaseun Adeyemi", "Kieran O'Doherty"]


@pytest.mark.parametrize(
    ("typed", "first", "headline"),
    [("who's the most cracked at c++", "Mai Tanaka", "3 people know c++"),
     ("who's goated at unreal", "Mai Tanaka", "2 people know unreal-engine"),
     ("who's cracked at rust here, need someone to look at my unsafe block 😅", "Lucas Hartmann",
      "2 people know rust")],
)
def test_slang_for_being_good_or_the_best_at_a_skill(typed: str, first: str, headline: str) -> None:
    said = benchmark_engine(GAMES).answer(typed)
    assert (said.names[0], said.headline) == (first, headline)
