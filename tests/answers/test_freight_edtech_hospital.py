"""Questions of a freight-forwarding software team describing what they are stuck on, of an
edtech company's team in Lagos and Bangalore, and of a hospital's IT department typed with
Discord's formatting; and places whose name begins with an article, asked in Spanish and
Portuguese."""

from __future__ import annotations

import pytest

from tests.conftest import benchmark_engine

VIDEO = "profiles-48"


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("quien vive en los angeles", "3 people in Los Angeles"),
     ("¿quem mora em Los Angeles?", "3 people in Los Angeles"),
     ("quienes estan en las vegas", "Nobody here is based in Las Vegas.")],
)
def test_a_place_named_with_its_article_keeps_it(typed: str, headline: str) -> None:
    assert benchmark_engine(VIDEO).answer(typed).headline == headline


def test_a_room_after_an_article_is_still_talk() -> None:
    assert benchmark_engine(VIDEO).answer("quien esta en la oficina").headline == ""
