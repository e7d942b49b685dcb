"""What a typed phrase resolved to (bot.search.phrases)."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Resolved:
    """What a phrase resolved to: keys into an index, and how it got there."""

    keys: list[str] = field(default_factory=list)
    display: str = ""
    fuzzy: bool = False
    # A place said within a larger one (`cambridge uk`): the larger one's keys, which the
    # people must be under too (None: no such place said).
    within: list[str] | None = None
