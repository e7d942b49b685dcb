"""Two people asked for at once (`app side and gate side`, `need both sides of it`, `prob
two ppl`): the one the message's words find, and the next closest in meaning beside them."""

from __future__ import annotations

import pytest

from bot.answers.model import Intent
from bot.answers.two_asked import two_asked
from tests.conftest import benchmark_engine


@pytest.mark.parametrize(
    ("folder", "typed", "first", "second"),
    [("profiles-153", "phone wallet tickets aren't scanning at the gates today, who should i"
      " grab - app side and gate side", "Íñigo Zubizarreta", "Mai Nguyễn"),
     ("profiles-154", "a firmware push last night bricked like 30 sensors in zone 4 😬 who's"
      " responsible for the OTA stuff, need both sides of it", "Lukas Brandt",
      "Marta Kowalczyk"),
     ("profiles-156", "job freezes at the first grad sync after a bad node got swapped out, who"
      " do i ping? prob two ppl", "Katharina Weiß", "Tomasz Wójcik")],
)  # fmt: skip
def test_both_sides_asked_for_are_named(folder: str, typed: str, first: str, second: str) -> None:
    answer = benchmark_engine(folder).answer(typed)
    assert (answer.intent, answer.names) == (Intent.SKILL, [first, second])
    assert answer.headline == (
        f"You asked for two: {first} comes closest to what you describe, then {second}."
    )


def test_one_asked_for_stays_one() -> None:
    typed = "a firmware push last night bricked like 30 sensors in zone 4, who's responsible"
    assert len(benchmark_engine("profiles-154").answer(typed).names) == 1


@pytest.mark.parametrize(
    ("typed", "asked"),
    [("who do i need - app person and payments person?", True),
     ("do i ping the pipeline owner or the cluster person? both?", True),
     ("need smth fixed on both iphone and android, who does that", False),
     ("two nurses both got confirmed for the same open shift, who owns that", False),
     ("python and R both", False)],
)  # fmt: skip
def test_two_are_asked_for_only_when_said_so(typed: str, asked: bool) -> None:
    assert two_asked(typed) is asked


def test_a_skill_found_in_one_profile_is_not_doubled() -> None:
    answer = benchmark_engine("profiles-153").answer("python and go both?")
    assert "You asked for two" not in answer.headline
