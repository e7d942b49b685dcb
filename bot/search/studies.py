"""Fields of study, read from a degree as exports write it: `Bachelor of Science - BS
Applied Mathematics` studied applied mathematics."""

from __future__ import annotations

import re

from bot.search.text import key

# The short forms of a degree's name before its field: `BS`, `MSc`, `MTech`, `PhD`.
_ABBREVIATION = re.compile(r"^(?:[A-Z][A-Za-z.]{0,5}|Ph\.?D\.?)$")
# What a degree string says before its field when it has no ` - `: `Master's Degree on`.
_LEAD = re.compile(
    r"^(?:.*?\b(?:degree|diploma|certificate)|(?:bachelor|master|doctor)(?:'s)? of [a-z]+)"
    r"(?:\s+(?:on|in|of))?\s+",
    re.IGNORECASE,
)
# Fields as people shorten them; each is the words a field's name holds.
FIELD_ALIASES = {
    "cs": "computer science", "comp sci": "computer science", "compsci": "computer science",
    "maths": "mathematics", "math": "mathematics", "stats": "statistics",
    "ee": "electrical engineering", "eecs": "electrical engineering and computer science",
    "ce": "computer engineering", "se": "software engineering", "it": "information technology",
    "ai": "artificial intelligence", "ml": "machine learning", "econ": "economics",
    "bio": "biology",
}  # fmt: skip
# Degrees' short names, written before a field without ` - `: `BSc Computer Science`.
_SHORT_DEGREES = frozenset(
    "bs bsc ba beng btech be ms msc ma meng mtech mmath mba mphil phd dphil".split()
)


def field_of(degree: str | None) -> str | None:
    """The field a degree is in, as written (`Applied Mathematics`); None when it names no
    field (`PhD Student`, `Bachelor of Science`)."""
    if not degree:
        return None
    if " - " in degree:
        words = degree.split(" - ", 1)[1].split()
        if words and _ABBREVIATION.match(words[0]):
            words = words[1:]
        field = " ".join(words)
    else:
        first, _, rest = degree.partition(" ")
        cut = _LEAD.sub("", degree, count=1)
        if key(first).replace(".", "") in _SHORT_DEGREES and rest:
            field = rest
        else:
            field = cut if cut != degree else ""
    field = field.strip(" ,.")
    if not field or key(field) in _NOT_FIELDS:
        return None
    return field


# Words after a degree's name that are no field.
_NOT_FIELDS = frozenset({"student", "candidate", "degree", "program", "programme"})


def typed_field(text: str) -> str:
    """A field as typed, its short forms spelled out: `cs` is computer science."""
    k = key(text).removesuffix(" degree").removesuffix(" degrees")
    return FIELD_ALIASES.get(k, k)


def holds(field_key: str, typed: str) -> bool:
    """Whether a field's name holds the typed words, in order and whole: computer science is
    in `applied mathematics and computer science`, not in `computer engineering`."""
    return f" {typed} " in f" {field_key} "


# Words that only a field of study's name holds.
_FIELD_WORD = re.compile(
    r"\b(?:science|sciences|engineering|mathematics|maths?|physics|chemistry|biology"
    r"|economics|statistics|informatics|computing|linguistics|philosophy|psychology"
    r"|medicine|finance|accounting|architecture|humanities|literature|history)\b"
)


def is_field(text: str) -> bool:
    """Whether typed words name a field of study, whether or not anyone here studied it."""
    typed = typed_field(text)
    return typed in FIELD_ALIASES.values() or bool(_FIELD_WORD.search(typed))
