"""Emoji typed for a word, written as the word: `whos best at 🐍` asks who is best at python,
`who's in 🇩🇪` who is in germany (data/vocab/emoji.json)."""

from __future__ import annotations

import re
from functools import cache

from bot.answers.rewrite import rewrite
from bot.resources import VOCAB_DIR, read_json

# A flag: two regional indicator letters.
_FLAG = re.compile(r"[\U0001F1E6-\U0001F1FF]{2}")
_INDICATOR_A = 0x1F1E6
# Where a flag stands for its country: first, or after `in`, `from`, `at` (`who's in 🇩🇪`).
_STANDS_FOR = re.compile(r"(?:^|\b(?:in|from|at|to|of|for|frm|fr)|[?:,])\s*$", re.IGNORECASE)


@cache
def _emoji() -> tuple[dict[str, str], dict[str, str], re.Pattern[str]]:
    """The skills' emoji, the flags' countries by their two letters, and a pattern of the
    skills' emoji, longest first (`⚛️` before `⚛`)."""
    data = read_json(VOCAB_DIR / "emoji.json")
    skills: dict[str, str] = data["skills"]
    pattern = re.compile("|".join(re.escape(e) for e in sorted(skills, key=len, reverse=True)))
    return skills, data["flags"], pattern


def in_words(text: str) -> str:
    """The text with the emoji of skills and the flags of countries written as their words,
    where they stand for them (`who's in 🇩🇪`, `whos best at 🐍`); beside the words themselves
    (`rust leute hier? 🦀`, `folks in shangai 🇨🇳`) they say nothing more and are dropped."""
    if text.isascii():
        return text
    skills, flags, pattern = _emoji()
    lowered = text.lower()

    def skill(m: re.Match[str]) -> str:
        word = skills[m[0]]
        return " " if word in lowered else f" {word} "

    def country(m: re.Match[str]) -> str:
        named = _STANDS_FOR.search(text[: m.start()]) is not None
        return f" {flags.get(_letters(m[0]), m[0])} " if named else " "

    return rewrite(_FLAG, country, rewrite(pattern, skill, text))


def _letters(flag: str) -> str:
    """A flag's two letters: 🇩🇪 is `de`."""
    return "".join(chr(ord("a") + ord(ch) - _INDICATOR_A) for ch in flag)
