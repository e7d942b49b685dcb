"""The people a typed name points at: one clearly, several to choose from, or nobody, with the
names close to it."""

from __future__ import annotations

import re

from bot.answers import person_wording as PW
from bot.answers import wording as W
from bot.answers.model import Answer, Intent, Match
from bot.answers.people_shapes import NAME_PARTICLES
from bot.search import thresholds as T
from bot.search.directory import Directory


def people(d: Directory, text: str) -> tuple[list[int], bool]:
    """People a typed name points at, and whether it points at one clearly; none for a skill
    that only looks like a name (see `a_skill_not_a_name`)."""
    if a_skill_not_a_name(d, text):
        return [], False
    found = d.names.find(text)
    return found.ids, found.clear


def a_skill_not_a_name(d: Directory, text: str) -> bool:
    """Whether one typed word is no word of anyone's name but a skill someone here has: that
    skill, not a typo of a name (`kafka` is not Kasia)."""
    return (
        " " not in text and text not in d.ix.name_words
        and bool(d.phrases.skill(text, exact=True).keys)
    )  # fmt: skip


def choose(d: Directory, intent: Intent, typed: str, ids: list[int]) -> Answer:
    """The answer that asks which of several people a typed name was meant for."""
    profiles = [d.profiles[i] for i in ids]
    matches = [Match(p, W.current_role(p)) for p in profiles]
    return Answer(intent, "", PW.choose(len(matches), typed), matches, choose=True)


def nobody_named(d: Directory, intent: Intent, typed: str) -> Answer:
    """The answer that says nobody has a typed name, with the names close to it."""
    # A name with no one close to it is likely not a name: `who's up for coffee`.
    suggestions = d.names.suggestions(typed)
    # Nor is one whose only likeness is a particle: `where is the van parked`.
    core = " ".join(w for w in typed.split() if w not in NAME_PARTICLES)
    placed = bool(suggestions) and (
        core == typed or bool(core and d.names.suggestions(core))
    )
    return Answer(
        intent, "", PW.nobody_named(typed), suggestions=suggestions,
        unplaced=not placed, missed=True,
    )  # fmt: skip


def named(d: Directory, typed: str) -> tuple[list[int], bool]:
    """As `people`, and for a name read with a possessive or plural s (`siobhans`,
    `shahs`) the name without it, when that points more clearly."""
    ids, clear = people(d, typed)
    if (not ids or not clear) and typed.endswith("s"):
        plain, plain_clear = people(d, typed[:-1])
        if plain and (plain_clear or not ids):
            ids, clear = plain, plain_clear
    return ids, clear


def one_person(d: Directory, intent: Intent, typed: str) -> int | Answer:
    """The one person a typed name points at, or the answer that asks or says nobody.
    A name read with a possessive s (`siobhans employer`) is also tried without it."""
    ids, clear = named(d, typed)
    if not ids:
        return nobody_named(d, intent, typed)
    if not clear:
        return choose(d, intent, typed, ids)
    return ids[0]


def named_within(d: Directory, typed: str) -> str:
    """The longest run of the typed words, from either end, that names one person
    clearly (`samuel for react`: samuel); the words as typed when none does."""
    words = typed.split()
    for size in range(len(words) - 1, 0, -1):
        for part in (words[:size], words[-size:]):
            found = d.names.find(" ".join(part))
            if found.clear and found.score >= T.NAME_PREFIX_SCORE:
                return " ".join(part)
    return typed


# A word of a name as written, accents and all.
_WORD = re.compile(r"[^\W\d_]+")


def as_accented(message: str, ans: Answer) -> str | None:
    """When an answer asks which of several people a name meant, and the message wrote the
    name with accents only one of them has (`lukáš` for Lukáš Novák, not Lukas Brandt): the
    message with that person's full name in its place; else None."""
    if not ans.choose or not ans.matches:
        return None
    names = [set(_WORD.findall(m.profile.name.lower())) for m in ans.matches]
    for w in dict.fromkeys(x for x in _WORD.findall(message.lower()) if not x.isascii()):
        picked = [m.profile for m, own in zip(ans.matches, names, strict=True) if w in own]
        if len(picked) == 1:
            said = re.compile(rf"(?<!\w){re.escape(w)}(?!\w)", re.IGNORECASE)
            return said.sub(picked[0].name, message, count=1)
    return None



# `how many merts do we have lol`: people counted by a name, when it is someone's
_COUNTED_BY_NAME = re.compile(
    r"^how many ([a-z][\w'-]+?)(?:es|s) (?:do we have|are there|are here|are on the team"
    r"|have we got|we got|are in the team)\b"
)


def counted_by_name(text: str) -> str | None:
    """The name a folded message counts people by (`how many merts do we have`: mert), if it
    has that shape; whether anyone is called so is for the caller to look up."""
    m = _COUNTED_BY_NAME.match(text)
    return m[1] if m is not None else None
