"""What the bundled vocabularies know, for the rewrites that depend on it (a skill of two words,
a school, a country's nationals)."""

from __future__ import annotations

from functools import cache

from bot.search.vocab import Vocab, load_vocab


@cache
def vocab() -> tuple[Vocab, frozenset[str]]:
    """The bundled vocabulary, read once, on the first message that needs it, with every
    word it knows as a skill."""
    vocab = load_vocab()
    return vocab, frozenset({*vocab.topics, *vocab.skill_aliases, *vocab.skill_aliases.values()})


def known_skill(said: str) -> bool:
    """Whether the vocabulary knows a phrase as a skill (`react native`, `postgres`)."""
    known = vocab()[1]
    return said in known or said.replace(" ", "-") in known


# The names of a team that tell none of its people apart: `the digital team`, `the development
# staff` (`the data team` are those who say data).
WHOLE_TEAM_NAMES = r"(?:digital|development|dev|tech|technology|engineering|software)"
