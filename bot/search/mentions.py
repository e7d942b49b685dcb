"""Skills a profile's summary names in its prose: weaker evidence than a scored skill."""

from __future__ import annotations

import re
import sys
from collections.abc import Iterable, Mapping

from bot.search import thresholds as T

_MENTION_TOKEN = re.compile(r"[a-z0-9+#.]*[a-z0-9+#]")


def mention_words(known: Iterable[str], aliases: Mapping[str, str]) -> tuple[set[str], set[str]]:
    """The words a summary may name a skill by, and the first words of multiword skills
    (`deep` of deep-learning), through which runs of two or three words are found."""
    known = set(known)
    firsts = {k.split("-")[0] for k in known if "-" in k}
    firsts |= {a.split("-")[0] for a in aliases if "-" in a}
    singles = {w for w in known | aliases.keys() if len(w) >= T.MIN_MENTION_LENGTH}
    return singles, firsts


def count_mentions(
    summary: str | None,
    known: set[str],
    singles: set[str],
    firsts: set[str],
    aliases: Mapping[str, str],
) -> dict[str, int]:
    """Known skills a summary names, as words or runs of two or three words, and how often."""
    if not summary:
        return {}
    # Skill words are ASCII: lower() finds them, without folding the whole text.
    tokens = _MENTION_TOKEN.findall(summary.lower())
    found: dict[str, int] = {}

    def count(phrase: str, times: int = 1) -> None:
        k = aliases.get(phrase, phrase)
        if k in known:
            k = sys.intern(k)
            found[k] = found.get(k, 0) + times

    for token in singles.intersection(tokens):
        count(token, tokens.count(token))
    starts = firsts.intersection(tokens)
    if starts:
        for j, token in enumerate(tokens[:-1]):
            if token in starts:
                count(f"{token}-{tokens[j + 1]}")
                if j + 2 < len(tokens):
                    count(f"{token}-{tokens[j + 1]}-{tokens[j + 2]}")
    return found
