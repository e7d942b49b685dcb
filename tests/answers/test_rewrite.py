"""A rewrite is re.sub: the same text whether its pattern matches or not."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from bot.answers.rewrite import rewrite


@pytest.mark.parametrize(
    ("pattern", "repl", "text", "count", "rewritten"),
    [
        (r"\byrs\b", "years", "who has 10 yrs of rust", 0, "who has 10 years of rust"),
        (r"\byrs\b", "years", "who knows rust", 0, "who knows rust"),
        (r"(\w+) or (\w+)", r"\2 or \1", "rust or go", 0, "go or rust"),
        (re.compile(r"\bit\b"), "triton", "who wrote it? is it fast", 1,
         "who wrote triton? is it fast"),
        (r"\d+", lambda m: str(int(m[0]) * 2), "top 3 of 10", 0, "top 6 of 20"),
    ],
)  # fmt: skip
def test_a_rewrite_is_what_re_sub_writes(
    pattern: str | re.Pattern[str],
    repl: str | Callable[[re.Match[str]], str],
    text: str,
    count: int,
    rewritten: str,
) -> None:
    assert rewrite(pattern, repl, text, count) == rewritten == re.sub(pattern, repl, text, count=count)
