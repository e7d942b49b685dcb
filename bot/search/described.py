"""Everyday words for what the profiles name in their trade's terms (`our aws bill doubled`:
finops, cloud cost; `who handles right to be forgotten`: gdpr, erasure), from
data/vocab/described.json: a request told in the asker's words is compared with those terms
too, since a profile says what its person does the way the trade says it."""

from __future__ import annotations

import re
from functools import cache

from bot.resources import VOCAB_DIR, read_json


@cache
def _described() -> list[tuple[re.Pattern[str], str]]:
    """Each entry's ways of saying it, as one pattern, with its terms."""
    return [
        (re.compile(r"\b(?:" + "|".join(entry["said"]) + r")\b"), entry["terms"])
        for entry in read_json(VOCAB_DIR / "described.json")
    ]


# Characters of a message looked at: as many as the reading reads (bot.answers.cleaning), so a
# pasted essay costs no more than a question.
LOOKED_AT = 300


def trade_terms(text: str) -> list[str]:
    """The trade's words for what a folded message describes in everyday words, each once, in
    the vocabulary's order."""
    text = text[:LOOKED_AT]
    found = [terms for pattern, terms in _described() if pattern.search(text)]
    return list(dict.fromkeys(w for terms in found for w in terms.split()))
