"""Things said in passing over a greenhouse-controller team's profiles
(`benchmarks/profiles-104/`), an insurance team's (`profiles-106/`) and a rental company's
(`profiles-102/`): a two-letter word the profiles say (`ci`), a skill without the version
its holders list (`oauth` for oauth2), whether someone is still on a piece of work, a not
said of a thing in trouble, a word two letters from a place's name or a place typed without
its vowels, and somewhere of the work (`anyone in hr`) that is no place."""

from __future__ import annotations

import pytest

from bot.answers.engine import Engine
from bot.answers.model import Intent
from tests.conftest import benchmark_engine


@pytest.fixture(scope="module")
def greenhouses() -> Engine:
    return benchmark_engine("profiles-104")


@pytest.fixture(scope="module")
def claims() -> Engine:
    return benchmark_engine("profiles-106")


@pytest.mark.parametrize("typed", ["who owns ci", "!who knows ci"])
def test_a_two_letter_word_no_one_lists_is_found_in_their_own_words(
    greenhouses: Engine, typed: str
) -> None:
    answer = greenhouses.answer(typed)
    assert (answer.headline, answer.names) == ("1 person mentions ci", ["Rafał Wiśniewski"])


def test_two_letters_nobody_says_are_still_nobody(greenhouses: Engine) -> None:
    assert greenhouses.answer("!who knows xq").headline == "Nobody here knows xq."


def test_a_skill_without_its_version_finds_the_version_listed(claims: Engine) -> None:
    answer = claims.answer("whos good with oauth")
    assert (answer.headline, answer.names) == ("1 person knows oauth2", ["Farah Haddad"])


@pytest.mark.parametrize(
    "typed", ["is chidnma okafor still doing the app?", "is chidinma still on the portal"]
)
def test_whether_someone_is_still_on_some_work_is_what_they_do(
    claims: Engine, typed: str
) -> None:
    answer = claims.answer(typed)
    assert (answer.intent, answer.names) == (Intent.PROFILE, ["Chidinma Okafor"])


@pytest.mark.parametrize(
    "typed", ["is chidinma still on leave", "is the build still running?",
              "are you still doing the standup", "is tomas still on the train",
              "is zoe still on our standup", "is farah still on the vpn"],
)  # fmt: skip
def test_whether_someone_is_still_away_or_a_thing_still_runs_stays_chatter(
    claims: Engine, typed: str
) -> None:
    assert claims.answer(typed).intent is Intent.NONE


def test_a_thing_in_trouble_told_with_a_not_leaves_no_one_out(claims: Engine) -> None:
    answer = claims.answer(
        "need an estimate of claims that happened but havent been reported yet, who can help"
    )
    assert (answer.headline, answer.names) == (
        "1 person mentions estimate claims reported", ["Søren Hjelmgaard"]
    )


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("who knows python but doesnt know java", "3 people know python · except java"),
     ("who knows kafka but isnt based in toronto", "1 person knows kafka · except Toronto"),
     ("who knows python and doesnt live in pune", "2 people know python · except Pune"),
     ("who knows typescript and doesnt sit in lyon", "3 people know typescript · except Lyon"),
     ("who knows kotlin and doesnt build for ios", "2 people know kotlin · except ios"),
     ("who knows typescript and isnt writing react", "2 people know typescript · except react")],
)  # fmt: skip
def test_what_people_do_not_do_still_leaves_them_out(
    claims: Engine, typed: str, headline: str
) -> None:
    assert claims.answer(typed).headline == headline


@pytest.fixture(scope="module")
def rentals() -> Engine:
    return benchmark_engine("profiles-102")


def test_a_word_two_letters_from_a_place_is_no_place(rentals: Engine) -> None:
    answer = rentals.answer("who made the dashboards in our portal")
    assert (answer.headline, answer.names) == (
        "1 person mentions made dashboards portal", ["Thảo Nguyễn"]
    )
    assert rentals.answer("who is in lisbn").headline == "2 people in Lisbon"


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("anyone in lsbn", "1 person in Lisbon"), ("anyone in trnto", "1 person in Toronto"),
     ("python people in lsbn", "1 person knows python · in Lisbon")],
)  # fmt: skip
def test_a_place_typed_without_its_vowels_is_still_found(
    claims: Engine, typed: str, headline: str
) -> None:
    assert claims.answer(typed).headline == headline


def test_a_skill_someone_is_still_doing_is_answered_yes_or_no(claims: Engine) -> None:
    answer = claims.answer("is tomas still doing ocr")
    assert answer.headline == "Yes: Tomás Ferreira knows ocr (scored 10 of 10)."
    named = claims.answer("is priya still doing the fraud models")
    assert named.headline == "Yes: Priya Raghunathan mentions fraud models."


@pytest.mark.parametrize(
    "typed", ["anyone in slack", "anyone in hr", "anyone in prod", "anyone in the core team"]
)
def test_somewhere_of_the_work_is_no_place_to_answer_about(claims: Engine, typed: str) -> None:
    assert claims.answer(typed).intent is Intent.NONE


def test_a_place_nobody_is_in_is_still_said(claims: Engine) -> None:
    answer = claims.answer("anyone in kitchener")
    assert answer.headline == "Nobody here is based in Kitchener."
    asked = claims.answer("anyone in slack", addressed=True)
    assert asked.headline == "Nobody here is based in Slack."


def test_who_fits_after_a_need_asks_for_the_need(claims: Engine) -> None:
    answer = claims.answer("need someone who knows kafka for the ledger work, who fits the bill?")
    assert (answer.headline, sorted(answer.names)) == (
        "2 people know kafka", ["Ana Kowalczyk", "Ana Restrepo"]
    )
