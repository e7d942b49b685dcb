"""A message rewritten by a pattern. A message goes through some two hundred rewrites, most
of which match nothing; `re.sub` costs as much to find that as to rewrite (it looks up the
compiled pattern and expands the replacement's template every time), so a rewrite compiles
its pattern once and searches before it substitutes."""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

# Patterns kept compiled: every fixed one, and the few built from names while reading.
_KEPT = 1024


@lru_cache(maxsize=_KEPT)
def _compiled(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern)


def rewrite(
    pattern: str | re.Pattern[str],
    repl: str | Callable[[re.Match[str]], str],
    text: str,
    count: int = 0,
) -> str:
    """`re.sub(pattern, repl, text, count)`, as fast as a search when nothing matches."""
    compiled = _compiled(pattern) if isinstance(pattern, str) else pattern
    return compiled.sub(repl, text, count) if compiled.search(text) else text
