"""What dictation makes of a message, written as typed: letters spelled one by one (`p h d`,
`e u`, `p x four`), `slash` for a slash (`flutter slash flutter`), and the trade's words heard
as others (`post grass`, `cooper netties`: data/vocab/spoken.json)."""

from __future__ import annotations

import re
from functools import cache

from bot.answers.amounts import NUMBER_WORDS
from bot.answers.rewrite import rewrite
from bot.resources import VOCAB_DIR, read_json

# Letters said one at a time: three or more (`p h d`, `i i t`), two before a number (`p x
# four`), or two that name a place or a field (`e u`, `m l`); single letters are words too in
# other languages (`quem e o melhor`, `quien sabe c o r`) and in chat (`what r u for`).
_SPELLED = re.compile(
    r"(?<![\w'])(?:(?P<letters>(?!a )(?![a-z ]*\b[eoy]\b)[a-z](?: [a-z]){2,5})(?![\w'#+])"
    r"|(?P<two>[a-z] [a-z]) (?P<n>one|two|three|four|five|six|seven|eight|nine)\b"
    r"|(?P<pair>e u|u s|u k|a i|m l|q a|u i|u x)(?![\w'#+]))"
)


@cache
def _heard() -> tuple[dict[str, str], re.Pattern[str]]:
    """The trade's words as dictation hears them, and a pattern of them, the longest first."""
    heard: dict[str, str] = read_json(VOCAB_DIR / "spoken.json")
    said = "|".join(map(re.escape, sorted(heard, key=len, reverse=True)))
    return heard, re.compile(rf"\b(?:{said})\b")


def _spelled(m: re.Match[str]) -> str:
    if m["two"]:
        return m["two"].replace(" ", "") + str(NUMBER_WORDS[m["n"]])
    return (m["letters"] or m["pair"]).replace(" ", "")


def as_typed(text: str) -> str:
    """A folded message with what dictation makes of words written as they are typed."""
    heard, pattern = _heard()
    text = rewrite(pattern, lambda m: heard[m[0]], text)
    text = rewrite(r"(?<=[a-z0-9]) slash (?=[a-z0-9])", "/", text)
    return rewrite(_SPELLED, _spelled, text)
