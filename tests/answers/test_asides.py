"""The asides around a question, cut off before it is read."""

from __future__ import annotations

import pytest

from bot.answers.asides import without_asides


@pytest.mark.parametrize(
    ("folded", "question"),
    [
        ("is bjorn stockholm based or am i mixing him up with someone", "is bjorn stockholm based"),
        ("who knows dpdk but not ebpf, want to spread the load a bit",
         "who knows dpdk but not ebpf"),
        ("who knows rust, for the team in berlin", "who knows rust, for the team in berlin"),
        ("list everybody with their titles", "list everybody "),
        ("anyone based in kenya for the safari day trip", "anyone based in kenya"),
        ("who is at coveo right now, not before", "who is at coveo right now"),
    ],
)  # fmt: skip
def test_an_aside_is_cut_and_a_condition_kept(folded: str, question: str) -> None:
    assert without_asides(folded) == question
