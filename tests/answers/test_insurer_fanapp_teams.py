"""Questions of an insurer's team asked by managers in corporate words, and of a fan app's
asked in Korean and Japanese written in Latin letters."""

from __future__ import annotations

import pytest

from tests.conftest import benchmark_engine

INSURER = "profiles-222"
FAN_APP = "profiles-223"


@pytest.mark.parametrize(
    ("typed", "names", "headline"),
    [("kafka aneun saram isseoyo?",
      ["Sofía Ramírez-Ortega", "Ji-hoon Park", "Min-seo Kim", "Priya Raghavan"],
      "4 people know kafka"),
     ("nuga kubernetes jeil jal hae?", ["Lukas Möller", "Ji-hoon Park"], "2 people know kubernetes"),
     ("seoul-e nuga isseo?", ["Ji-hoon Park"], "1 person in Seoul"),
     ("ex-naver saram isseoyo?", ["Ji-hoon Park"], "1 person at Naver (1 in the past)"),
     ("redis wakaru hito iru? eviction is acting weird on staging",
      ["Min-seo Kim", "Daniel Cho", "Ji-hoon Park", "Sofía Ramírez-Ortega"], "4 people know redis"),
     ("tokyo ni iru hito", ["Yuki Tanaka"], "1 person in Tokyo"),
     ("rakuten de hataraiteta hito iru?", ["Yuki Nakamura"], "1 person at Rakuten (1 in the past)"),
     ("tanaka-san doko ni sunderu?", ["Yuki Tanaka"], "Yuki Tanaka is based in Tokyo, Japan.")],
)
def test_questions_in_korean_and_japanese_in_latin_letters(
    typed: str, names: list[str], headline: str
) -> None:
    said = benchmark_engine(FAN_APP).answer(typed)
    assert (said.names, said.headline) == (names, headline)


@pytest.mark.parametrize(
    ("typed", "names", "headline"),
    [("As part of our capability review, what is our bench strength in Kafka? I'd like to know"
      " who actually lists it", ["Jonas Lindqvist", "Tomasz Wiśniewski"], "2 people know kafka"),
     ("Do we have any Rust talent in-house at all, or is that a genuine skill gap?",
      ["Chloé Dubois"], "1 person knows rust"),
     ("Do we have anyone in Ireland who could represent us at the Central Bank industry session?",
      ["Margaret O'Sullivan"], "1 person in Ireland")],
)
def test_a_managers_words_for_people_who_know_a_thing(
    typed: str, names: list[str], headline: str
) -> None:
    said = benchmark_engine(INSURER).answer(typed)
    assert (said.names, said.headline) == (names, headline)


@pytest.mark.parametrize(
    "typed",
    ["Please share the full roster for the org chart refresh.",
     "Could you list everyone on the team along with their roles?"],
)
def test_the_roster_is_everyone(typed: str) -> None:
    assert benchmark_engine(INSURER).answer(typed).headline == "Everyone: 9 people"
