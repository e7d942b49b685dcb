"""Questions over a bank's fraud team and a games studio's live-ops team, each as a colleague
means it: nicknames and honorifics, a question asked again, a city by its short name, schools
written in their own language, past employers told in passing, and a language that is not a
typo of a word."""

from __future__ import annotations

import pytest

from bot.answers.model import Intent
from bot.profiles.model import Profile
from bot.search.employers import past_employers
from bot.search.name_spellings import name_aliases
from tests.conftest import benchmark_engine, team_snapshot

BANK = "profiles-151"
GAMES = "profiles-152"


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("how long has sasha been coding",
      "Oleksandra Kovalenko has 6 years of coding experience and 5 years of employment."),
     ("sasha or lukas p for typescript?", "At typescript: Oleksandra Kovalenko (typescript 10/10)"
      " is ahead of Lukas Petrauskas (typescript 9/10).")],
)  # fmt: skip
def test_the_name_everyone_knows_someone_by_finds_them(typed: str, headline: str) -> None:
    assert benchmark_engine(BANK).answer(typed).headline == headline


@pytest.mark.parametrize(
    ("typed", "intent", "names"),
    [("where is takahashi-san based", Intent.PLACE, ["Mai Takahashi"]),
     ("what does ji-woo do again?", Intent.PROFILE, ["Ji-woo Park"])],
)  # fmt: skip
def test_an_honorific_or_a_question_asked_again_changes_nothing(
    typed: str, intent: Intent, names: list[str]
) -> None:
    answer = benchmark_engine(GAMES).answer(typed)
    assert (answer.intent, answer.names) == (intent, names)


def test_a_city_by_its_short_name() -> None:
    answer = benchmark_engine(BANK).answer("anyone in frankfurt")
    assert (answer.headline, answer.names) == ("1 person in Frankfurt am Main", ["Mehmet Yıldız"])


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [("who went to university of warsaw", "1 person who studied at Uniwersytet Warszawski",
      ["Tomasz Wiśniewski"]),
     # another school of the city is not it
     ("who went to warsaw university of technology",
      "Nobody here studied at warsaw university technology.", []),
     ("who studied in vilnius", "1 person who studied at a school in Vilnius",
      ["Lukas Petrauskas"]),
     ("who went to polytechnique (the french one)", "1 person who studied at École Polytechnique",
      ["Zoé Lefèvre-Martin"])],
)  # fmt: skip
def test_schools_written_in_their_own_language_and_which_one_is_meant(
    typed: str, headline: str, names: list[str]
) -> None:
    answer = benchmark_engine(BANK).answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


def test_contributors_on_the_team_are_of_the_repository() -> None:
    answer = benchmark_engine(BANK).answer("scikit-learn contributors on the team?")
    assert (answer.headline, answer.names) == (
        "1 person contributed to scikit-learn/scikit-learn", ["Zoé Lefèvre-Martin"]
    )


@pytest.mark.parametrize(
    ("summary", "companies"),
    [("She moved into fraud after building bidding models at Criteo and then leading the card"
      " fraud squad at Revolut.", ["Criteo", "Revolut"]),
     ("He validated credit risk models at Erste Group and later ran the validation practice at"
      " Quantiva Risk Partners.", ["Erste Group", "Quantiva Risk Partners"])],
)  # fmt: skip
def test_past_employers_told_in_passing(summary: str, companies: list[str]) -> None:
    assert past_employers(summary, "Aurelia Bank") == companies


def test_ex_employees_of_a_company_nobody_was_at_get_nobody() -> None:
    answer = benchmark_engine(BANK).answer("anyone ex-klarna?")
    assert (answer.headline, answer.names) == ("Nobody here works or worked at Klarna.", [])
    answer = benchmark_engine(BANK).answer("any ex-revolut people here")
    assert sorted(answer.names) == ["Inés Castañeda", "Zoé Lefèvre-Martin"]


def test_a_language_is_not_read_as_a_typo_of_a_word() -> None:
    # `scalable` and `scale` are in the profiles; nobody knows Scala
    answer = benchmark_engine(GAMES).answer("any scala devs on the team")
    assert (answer.headline, answer.names) == ("Nobody here knows scala.", [])


def test_a_nickname_said_as_known_to_everyone() -> None:
    p = Profile(id="o", name="Oleksandra Kovalenko",
                summary="Oleksandra Kovalenko, known to everyone on the team as Sasha, builds"
                        " the case tool.")  # fmt: skip
    assert name_aliases(p) == ["sasha kovalenko"]


@pytest.mark.parametrize(
    ("folder", "typed"),
    [(BANK, "who works on the coffee machine"), ("profiles-100", "anyone done sign language before")],
)
def test_the_offices_things_and_languages_get_no_closest_profile(folder: str, typed: str) -> None:
    answer = benchmark_engine(folder).answer(typed)
    assert answer.names == [] and "closest" not in answer.headline


@pytest.mark.parametrize(
    "typed",
    ["hot take: rust or go?", "mei's skills, honestly impressive", "where's the retro again?",
     "where is the london office again?"],
)  # fmt: skip
def test_polls_remarks_and_places_asked_again_stay_quiet(typed: str) -> None:
    assert team_snapshot().engine.answer(typed).intent is Intent.NONE


def test_past_employers_are_not_schools_or_places_said_later() -> None:
    summary = ("She studied at the University of Queensland and later an MBA from the University"
               " of Texas at Austin. She wrote the alert queue and later presented it at JSNation.")
    assert past_employers(summary, "Forgeline") == []


def test_a_school_in_england_is_in_england_and_not_in_london() -> None:
    answer = team_snapshot().engine.answer("who studied in england")
    assert answer.names == ["Siobhán O'Neill", "Priya Natarajan"]
    assert team_snapshot().engine.answer("who studied in london").names == []


@pytest.mark.parametrize(
    ("typed", "intent", "headline"),
    [("@bot who deals with speedhackers in arena mode", Intent.SKILL,
      "Nobody here mentions speedhackers arena mode."),
     ("@bot lol", Intent.NONE, ""),
     ("@dependabot rebase", Intent.NONE, "")],
)  # fmt: skip
def test_the_bot_called_by_a_typed_handle_answers_a_question(
    typed: str, intent: Intent, headline: str
) -> None:
    answer = benchmark_engine(GAMES).answer(typed)
    assert (answer.intent, answer.headline) == (intent, headline)


def test_a_language_named_by_an_everyday_word_is_read_as_the_word() -> None:
    answer = benchmark_engine("profiles-145").answer(
        "anyone understand how the cycle to work scheme works"
    )
    assert answer.intent is Intent.NONE
