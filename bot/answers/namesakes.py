"""Which one of the people who share a name a message means: `which hannah is the tacho one`,
`which hannah do i ask about holiday bookings for drivers`, `which hannah is swedish`. The
rest of the message describes one of them; of those few people, the one whose profile holds
the most of its words, then the closest in meaning, is the one meant. A word said of the name
itself tells them apart too: `the android daniel`, `daniel (the android one)`, `the munich
jonas`."""

from __future__ import annotations

import re

from bot.answers import office_talk as O
from bot.answers import phrasing as P
from bot.answers import wording as W
from bot.answers.cleaning import clean
from bot.answers.model import Answer, Intent, Match
from bot.answers.people_shapes import NAME_PARTICLES
from bot.answers.requests import praised_or_blamed
from bot.search.directory import Directory
from bot.search.meaning import CLOSEST
from bot.search.query_words import query_words
from bot.search.text import fold

# What is owed, taken or celebrated is the office's talk, not a profile's: `which daniel owes
# me a fiver`.
_OWED = re.compile(r"\b(?:owes?|owed|borrowed|took|take|taking|stole|ate|drank|left|forgot|brought"
                   r"|bringing|coming|came|parked|lunch|dinner|party|drinks|coffee|cake|birthday"
                   r"|pub|bbq|picnic|karaoke)\b")
# More people than this sharing a name: not a choice between colleagues one can tell apart.
NAMESAKES_AT_MOST = 8

# `which hannah`, `which of the hannahs`, `which one of the two lukases`
_WHICH = re.compile(
    r"\bwhich (?:one )?(?:of (?:the|our|them|us) )?(?:two |three )?([a-z][\w'-]*)\b(?! is which)"
)


def _namesakes(d: Directory, word: str) -> tuple[str, list[int]]:
    """The name word (of `hannahs`, `lukases` too) and the people who share it, when it is
    two to NAMESAKES_AT_MOST of them; no people otherwise."""
    names = d.ix.name_words
    forms = (word, word[:-1], word[:-2]) if word.endswith("es") else (word, word[:-1])
    for w in forms if word.endswith("s") else (word,):
        if w in names and w not in NAME_PARTICLES and 2 <= len(names[w]) <= NAMESAKES_AT_MOST:
            return w, [int(i) for i in names[w]]
    return word, []


def namesake_meant(d: Directory, message: str, prefix: str, said: Answer) -> Answer | None:
    """The one person of a shared name that a `which <name> …` message describes, when the
    answer `said` to it does not already name one of them (None otherwise, when nothing else
    is described, or when no profile of theirs holds a word of it or two are as close)."""
    if "which" not in message.casefold():
        return None  # most messages: nothing to choose between
    text = clean(message, prefix)[0]
    typed = fold(P.visible(message))
    if praised_or_blamed(message) or any(
        pattern.search(typed) for pattern in (O.OFFICE, O.LIFE, _OWED)
    ):
        return None  # `which sam broke the build`, `which daniel took the last coffee`
    for m in _WHICH.finditer(text):
        name, ids = _namesakes(d, m[1])
        if ids:
            break
    else:
        return None
    chosen = {d.profiles[i].name for i in ids}
    if said.intent is not Intent.NONE and said.names and set(said.names) <= chosen and (
        len(said.names) == 1 or not said.words_only
    ):
        return None  # `which sam knows rust`: as read, of them
    names = d.ix.name_words
    words = [w for w in query_words(f"{text[: m.start()]} {text[m.end() :]}") if w not in names]
    if not words or d.text is None:
        return None
    held = [d.text.held(i, words, len(words)) for i in ids]
    close = d.meaning.closeness(" ".join(words), ids)
    ranked = sorted(zip(held, close, ids, strict=True), reverse=True)
    (most, closest, i), (next_held, next_close, _) = ranked[0], ranked[1]
    # (held by one word only, its meaning must be close too: `which daniel took the last coffee`)
    if not most or (most < 2 and closest < CLOSEST) or (most, closest) == (next_held, next_close):
        return None
    p = d.profiles[i]
    evidence = d.text.quote(i, words) or W.current_role(p)
    shared = next((w for w in p.name.split() if fold(w) == name), name.title())
    headline = W.NAMESAKE_MEANT.format(count=len(ids), name=shared, person=p.name)
    return Answer(Intent.PROFILE, message, headline, [Match(p, evidence)], card=p, detail=headline)


# A shared first name told apart by a word or two said of it: `the android daniel`, `the
# munich jonas's title` (folded: `jonass`), `daniel (the android one)`, `the lukas in hamburg`.
_DESCRIBED = (
    re.compile(r"the (?P<d>[a-z][\w+#.-]*) (?P<n>[a-z][\w'-]*)\b"),
    re.compile(r"the (?P<d>[a-z][\w+#.-]* [a-z][\w+#.-]*) (?P<n>[a-z][\w'-]*)\b"),
    re.compile(r"(?P<n>[a-z][\w'-]*) \(the (?P<d>[\w+#. -]{1,30}?) (?:one|guy|gal|person|dev"
               r"|engineer)\)"),
    # `the lukas in hamburg`, `the daniel from london`
    re.compile(r"the (?P<n>[a-z][\w'-]*) (?:in|from|at|on) (?P<d>[a-z][\w+#.-]*)\b"),
)
_DESCRIBED_AT = re.compile(r"\bthe |\b[a-z][\w'-]* \(the ")
# A question: `?`, or a question's first word.
_ASKING = re.compile(r"\?|^(?:who|whos|what|whats|where|wheres|which|when|how|is|does|did|has|can"
                     r"|could|tell me|show me|priya or|[a-z]+ or)\b")
# Words said of a name that tell no one apart.
_NOT_TOLD_APART = frozenset(
    "other new old older younger same first second last real two both one".split()
)


def namesake_described(d: Directory, text: str) -> str | None:
    """The folded message with a shared first name told apart by what is said of it written
    as the one person's full name (`which city is the android daniel in`: daniel schäfer),
    when exactly one of those people's profile holds each of those words; None otherwise."""
    if d.text is None or not _ASKING.search(text):
        return None  # (`the munich jonas knows where the keys are`: said, not asked)
    for at in _DESCRIBED_AT.finditer(text):
        for pattern in _DESCRIBED:
            m = pattern.match(text, at.start())
            if m is None:
                continue
            name, ids = _namesakes(d, m["n"])
            # a first name they share (`the national park` is no one's)
            ids = [i for i in ids if fold(d.profiles[i].name).split()[0] == name]
            words = [w for w in m["d"].split() if w not in _NOT_TOLD_APART]
            if len(ids) < 2:
                continue
            if not ids or len(words) < len(m["d"].split()):
                continue
            told = [i for i in ids if _holds(d, i, words)]
            if len(told) != 1:
                continue
            full = fold(d.profiles[told[0]].name)
            # `the munich jonas's title`: whose, kept
            whose = not m[0].endswith(")") and m["n"] != name and m["n"].endswith("s")
            owned = "s" if whose else ""
            return f"{text[: m.start()]}{full}{owned}{text[m.end() :]}"
    return None


def _holds(d: Directory, i: int, words: list[str]) -> bool:
    """Whether person i's text or location holds every one of the words."""
    p = d.profiles[i]
    where = set(fold(f"{p.location or ''} {p.company or ''}").replace(",", " ").split())
    rest = [w for w in words if w not in where]
    return not rest or (d.text is not None and d.text.held(i, rest, len(rest)) == len(rest))
