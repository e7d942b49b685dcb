"""Fields of study read from degrees as exports write them."""

from __future__ import annotations

import pytest

from bot.search.studies import field_of, holds, typed_field


@pytest.mark.parametrize(
    ("degree", "field"),
    [
        ("Bachelor of Science - BS Applied Mathematics", "Applied Mathematics"),
        ("Master of Technology - MTech Computer Science and Engineering",
         "Computer Science and Engineering"),
        ("Master's Degree on Computer Systems and Architecture",
         "Computer Systems and Architecture"),
        ("Bachelor of Science in Physics", "Physics"),
        ("BSc Computer Science", "Computer Science"),
        ("PhD Student", None),
        ("Bachelor of Science", None),
        (None, None),
    ],
)  # fmt: skip
def test_the_field_a_degree_is_in(degree: str | None, field: str | None) -> None:
    assert field_of(degree) == field


def test_a_field_typed_short_is_held_whole_and_in_order() -> None:
    assert typed_field("CS") == "computer science"
    assert typed_field("maths degree") == "mathematics"
    assert holds("applied mathematics and computer science", "computer science")
    assert not holds("electrical engineering and computer science", "computer engineering")
