"""Questions of the other kinds over an airline operations team's profiles: a school written in
its own language, where a school is, people who used to work somewhere counted, someone's
background asked with the reason after it, and two people compared after a colon."""

from __future__ import annotations

import pytest

from bot.answers.model import Intent
from tests.conftest import benchmark_engine

AIRLINE = "profiles-150"


@pytest.mark.parametrize(
    "typed", ["who studied at tu munich", "who studied at technical university of munich"]
)
def test_a_school_written_in_its_own_language_is_found_by_its_english_name(typed: str) -> None:
    answer = benchmark_engine(AIRLINE).answer(typed)
    assert (answer.headline, answer.names) == (
        "1 person who studied at Technische Universität München", ["Jonas Müller-Brandt"]
    )


def test_a_school_in_another_city_of_the_country_is_not_in_the_city_asked() -> None:
    # the one person here in the United Kingdom lives in Manchester; Edinburgh is still not there
    answer = benchmark_engine(AIRLINE).answer("how many of us studied in manchester")
    assert (answer.headline, answer.names) == (
        "2 people who studied at a school in Manchester", ["Amara Okonkwo", "Thandiwe Nkosi"]
    )
    answer = benchmark_engine(AIRLINE).answer("who studied in the uk")
    assert sorted(answer.names) == ["Amara Okonkwo", "Lucía Hernández Ortega", "Thandiwe Nkosi"]


@pytest.mark.parametrize("typed", ["how many of us are ex-AWS?", "how many people here are ex amazon"])
def test_how_many_used_to_work_somewhere_is_counted(typed: str) -> None:
    answer = benchmark_engine(AIRLINE).answer(typed)
    assert (answer.headline, answer.names) == (
        "2 people at Amazon Web Services (2 in the past)", ["Kenji Watanabe", "Thandiwe Nkosi"]
    )


def test_someones_background_asked_with_the_reason_after_it_is_their_profile() -> None:
    answer = benchmark_engine(AIRLINE).answer(
        "amara's background pls, interviewing with her team tmrw"
    )
    assert (answer.intent, answer.names) == (Intent.PROFILE, ["Amara Okonkwo"])


@pytest.mark.parametrize(
    "typed", ["more years coding: priya or amara?", "who has more years coding: priya or amara?"]
)
def test_what_is_compared_before_a_colon_compares_the_two_after_it(typed: str) -> None:
    answer = benchmark_engine(AIRLINE).answer(typed)
    assert answer.headline == (
        "By years of coding: Amara Okonkwo (11 years) is ahead of Priya Raghunathan (7 years)."
    )
