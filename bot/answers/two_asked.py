"""Two people asked for at once: `who should i grab - app side and gate side`, `need both
sides of it`, `do i ping the pipeline owner or the cluster person? both?`. When the answer
found by what the message describes names one person, the next closest in meaning to it is
named beside them."""

from __future__ import annotations

import re

from bot.answers import wording as W
from bot.answers.cleaning import clean
from bot.answers.model import Answer, Match
from bot.search.directory import Directory
from bot.search.meaning import CANDIDATES
from bot.search.query_words import query_words
from bot.search.text import fold

# The second person named must come at least this close in meaning (the first's bar,
# bot.search.meaning.CLOSEST, less a little: it is asked for outright).
SECOND_CLOSEST = 0.24

_TWO = re.compile(
    r"\bneed both\b|\bboth\?"
    r"|\b(?:prob(?:ably)?|maybe|likely|prolly) (?:two|2)(?: (?:ppl|people|folks|persons)\b"
    r"|(?=[?!. ]*$))"
    r"|\b\w+ (?:side|person|guy|gal|owner|folks?) (?:and|or|\+|&) (?:the |a |an |whoever )?"
    r"\w+ (?:side|person|guy|gal|owner|folks?)\b"
    r"|\b\w+ side and whoever\b"
)


def two_asked(message: str) -> bool:
    """Whether a message asks for two people, one for each side of what it tells."""
    return _TWO.search(fold(message)) is not None


def with_second(d: Directory, message: str, prefix: str, said: Answer) -> Answer | None:
    """The answer `said` with the next closest person in meaning beside the one it names,
    when the message asks for two and `said` found its one by the message's words or
    meaning; None otherwise, or when nobody else comes SECOND_CLOSEST."""
    if len(said.matches) != 1 or not said.words_only or not two_asked(message):
        return None
    if d.text is None:
        return None
    first = said.matches[0].profile
    words = [w for w in query_words(clean(message, prefix)[0]) if w not in d.ix.name_words]
    others = [int(i) for i in d.visible(d.text.related(words, CANDIDATES, d.hidden_guilds))
              if d.profiles[int(i)] is not first]  # fmt: skip
    if not words or not others:
        return None
    closeness = d.meaning.closeness(" ".join(words), others)
    close, second = max(zip(closeness, others, strict=True))
    if close < SECOND_CLOSEST:
        return None
    p = d.profiles[second]
    evidence = d.text.quote(second, words) or W.current_role(p)
    headline = W.TWO_ASKED.format(first=first.name, second=p.name)
    return Answer(said.intent, message, headline, [*said.matches, Match(p, evidence)],
                  words_only=True, searched=said.searched)  # fmt: skip
