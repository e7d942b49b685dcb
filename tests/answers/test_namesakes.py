"""`which hannah …`: of the colleagues who share a first name, the one the rest of the message
describes, as a colleague who mixes them up means it."""

from __future__ import annotations

import pytest

from bot.answers.model import Intent
from tests.conftest import benchmark_engine

DEPOTS = "profiles-147"


@pytest.mark.parametrize(
    ("typed", "person"),
    [("which hannah is the tacho one, need a driver card download checked", "Hannah Lindqvist"),
     ("which hannah do i ask about holiday bookings for drivers", "Hannah Okafor"),
     ("which hannah is swedish", "Hannah Lindqvist"),
     ("which hannah is the rostering one", "Hannah Okafor")],
)  # fmt: skip
def test_the_namesake_the_message_describes_is_named(typed: str, person: str) -> None:
    answer = benchmark_engine(DEPOTS).answer(typed)
    assert (answer.intent, answer.names) == (Intent.PROFILE, [person])
    assert answer.headline == (
        f"Of the 2 people called Hannah, {person}'s profile fits what you describe best."
    )


def test_the_evidence_quotes_the_words_that_told_them_apart() -> None:
    answer = benchmark_engine(DEPOTS).answer("which hannah is swedish")
    assert answer.matches[0].evidence.startswith("“Swedish")


def test_what_no_namesake_holds_stays_unanswered_in_a_channel() -> None:
    answer = benchmark_engine(DEPOTS).answer("which hannah is bringing the cake friday")
    assert answer.intent is Intent.NONE


def test_a_question_already_read_of_one_namesake_is_kept() -> None:
    answer = benchmark_engine(DEPOTS).answer("which hannah is in lancaster")
    assert (answer.intent, answer.names) == (Intent.COMBINED, ["Hannah Lindqvist"])
