"""Whether a typed word is a word of the language as written, not a slip of another: the
tokenizer that ships inside the embedding model's package (bot.search.meaning) holds common
words whole (`mode`, `secure`), and cuts what no one writes into pieces (`pytroch`, `dokcer`).
A whole word is never read as a typo of a skill (`offline mode` is no node.js)."""

from __future__ import annotations

import logging
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)
_TOKENIZER_FILE = Path("tokenizers") / "l2_supercat_tokenizer_config.json"


@cache
def _tokenizer() -> Any | None:
    """The tokenizer, read once from the embedding model's package; None when it cannot be."""
    try:
        import wordllama
        from tokenizers import Tokenizer

        return Tokenizer.from_file(str(Path(wordllama.__file__).parent / _TOKENIZER_FILE))
    except Exception as exc:  # any failure only turns the check off
        log.warning("whole words are not told from typos: the tokenizer did not load (%s)", exc)
        return None


@lru_cache(maxsize=1 << 14)
def whole_word(word: str) -> bool:
    """Whether a lower-case word of letters is one piece of the tokenizer's vocabulary."""
    tokenizer = _tokenizer()
    if tokenizer is None or not word.isalpha():
        return False
    pieces = [p for p in tokenizer.encode(" " + word, add_special_tokens=False).tokens if p != "▁"]
    return len(pieces) == 1
