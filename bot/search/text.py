"""Folding text the same way on both sides of every comparison."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

_APOSTROPHES = re.compile(r"['’‘`´]")
# Letters that are not accented forms of another and so survive NFKD: Sørensen is sorensen.
_LETTERS = str.maketrans(
    {"ø": "o", "æ": "ae", "œ": "oe", "ß": "ss", "ł": "l", "đ": "d", "ð": "d", "þ": "th", "ı": "i"}
)
# Words of any script (Han, Cyrillic, …) count; punctuation and underscores separate them.
_WORD = re.compile(r"[^\W_]+")
_SPACES = re.compile(r"\s+")
# Capital letters as a regular expression's class holds them, with accents and strokes too
# (`Ørsted`, `Škoda`, `Łukasiewicz`).
CAPITALS = "A-Z" + "".join(c for c in map(chr, range(0xC0, 0x250)) if c.isupper())


@lru_cache(maxsize=1 << 16)
def fold(text: str) -> str:
    """Lower case, accents and apostrophes removed: `Siobhán O'Neill` -> `siobhan oneill`."""
    if text.isascii():  # most text: nothing to decompose
        return _SPACES.sub(" ", _APOSTROPHES.sub("", text.lower())).strip()
    decomposed = unicodedata.normalize("NFKD", text.casefold().translate(_LETTERS))
    stripped = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return _SPACES.sub(" ", _APOSTROPHES.sub("", stripped.casefold())).strip()


def words(text: str) -> list[str]:
    """Folded alphanumeric words: hyphens and punctuation separate them."""
    return _WORD.findall(fold(text))


@lru_cache(maxsize=1 << 18)
def key(text: str) -> str:
    """A folded phrase as one comparable key: `São Paulo` -> `sao paulo`."""
    return " ".join(words(text))


def skill_key(text: str) -> str:
    """A skill as typed or listed, comparable: `Deep Learning` -> `deep-learning`, `C++` -> `c++`.

    Symbols stay (c, c++, c#, .net are different skills); spaces and underscores
    become hyphens as in GitHub topics.
    """
    folded = fold(text).strip(" ?!,;:'\"()[]{}")
    return re.sub(r"[\s_]+", "-", folded)
