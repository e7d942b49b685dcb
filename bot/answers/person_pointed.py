"""A person named in one part of a message and pointed back at by a pronoun in the question
that follows: `priya natrajan, tell me about her` asks about Priya Natarajan, `daniel okafor, what's
his job title` his title, `tomasz is out next week, so other than him, who knows python` who
knows python other than Tomasz; and a thing of someone's said before a bare
`who is it` (`wei chne's employer, who is it`) is asked alone."""

from __future__ import annotations

import re
from collections.abc import Callable

from bot.answers import phrasing as P

# The parts of a message: a comma, a semicolon, a colon or a dash between words.
_PARTS = re.compile(r"\s*(?:[,;:?]|\s[—–-])\s+")
# A pronoun and the word after it: `his job title`, `her cv`, `her has` (`besides her has julia`).
_OWNER = re.compile(r"\b(his|her) ([a-z][\w'-]*)")
# Words after `her` that make it no owner: `tell me about her for`, `besides her has`.
_NOT_OWNED = frozenset("about for on in to at with from by and or as if now then again too please"
                       " pls".split()) | P.SCAFFOLD
# A bare ask after what was named: `who is it`, `what is it`, `which one is it`.
_BARE_ASK = re.compile(r"^(?:so |and |ok |okay )?(?:who|what|which(?: one)?|where) (?:is|was|s)"
                       r" (?:it|that|this)(?: then| again)?$")
# A question of yes or no, and a part of a message that asks a question itself.
_YES_NO = re.compile(r"^(?:does|do|did|is|was|has|have|had|can|could|will|would|should|are"
                     r"|were|isnt|wasnt|doesnt|didnt|hasnt)\b")
_ASKED = re.compile(r"^(?:does|do|did|is|are|has|have|can|could|list|show|compare)\b"
                    r"|\b(?:who|whos|what|whats|which|where|wheres|how)\b")
# Someone left out by a pronoun: `so other than him, who knows python`.
EXCLUDED_BY_PRONOUN = re.compile(
    r"\b(?:other than|apart from|besides|except(?: for)?|not counting|excluding|but not|without)"
    r" (?:him|her)\b"
)
# What a question may ask of the one pointed at: what a profile tells (`tell me about her`, `his
# job title`, `where's she based`, `what does he do`), not a colleague's day or things (`tell
# him about the outage`, `where's her keycard`, `who is his manager`).
_FIELDS = (r"(?:job title|title|role|job|position|employer|company|background|school|schools"
           r"|uni|university|degree|degrees|phd|masters|studies|skills?|skill list|stack|focus"
           r"|area|speciality|specialty|expertise|location|city|country|repos|repositories"
           r"|contributions|experience|years|github|stack ?overflow|profile|headline|score"
           r"|level|languages)")
_ASKS_OF_PROFILE = re.compile(
    r"\b(?:tell me|tell us|info|information|details|anything|more|what do you know)"
    r" (?:about|on) (?:her|him)\b"
    r"|\b(?:his|her) " + _FIELDS + r"\b"
    r"|\bwhere(?:s| is| does| did)? (?:she|he)\b(?! (?:now|today|at the moment|right now)\b)"
    r"(?:(?: is)? (?:based|from|located|live|work|study|studied|go to (?:school|uni|university"
    r"|college)|do (?:his|her) \w+))?[?!. ]*$"
    r"|\bwho(?:s| is| was) (?:she|he)(?: actually| currently| really)? (?:employed by|working for"
    r"|with)\b"
    r"|\bwhat (?:does|did|is|has) (?:she|he) (?:do|work on|worked on|good at|know|studied"
    r"|study|specialise in|specialize in|focus on|code in|write)\b"
    r"|\bwho (?:does|did) (?:she|he) work for\b"
    r"|" + EXCLUDED_BY_PRONOUN.pattern
)
# The pronouns the name stands in for, once the owners among them are written as its own.
_POINTING = re.compile(r"\b(?:she|he|her|him|hers)\b")
# What someone has, said before a bare ask, is a thing a profile tells (`wei chne's employer`).
_OWNED_FIELD = re.compile(r"'?s " + _FIELDS + r"$")
# A message this long is no follow-up about one person (nor read at all: a word of thousands
# of letters costs a search per letter).
_MOST_WORDS = 40
_MOST_LETTERS = 400


def person_pointed(typed: str, one_person: Callable[[str], str | None]) -> str | None:
    """The question a folded message asks of the one person it named before a pronoun
    (`tell me about priya natarajan`), or None; `one_person` gives the full name of the one
    person some words name, or None."""
    said = typed.strip().rstrip("?!. ")
    if len(said.split()) > _MOST_WORDS or len(said) > _MOST_LETTERS:
        return None
    parts = [p for p in _PARTS.split(said) if p]
    if len(parts) < 2:
        return None
    if _BARE_ASK.match(parts[-1]) and _OWNED_FIELD.search(parts[-2]):
        return parts[-2]  # `wei chne's employer, who is it`
    at = next((i for i, p in enumerate(parts) if i and _ASKS_OF_PROFILE.search(p)), None)
    # (`does elena know go at all, whats her score` asked first; `mei cancelled, does she know
    # the new time` and `…, did she?` ask yes or no of a day's news, not of a profile)
    if at is None or _YES_NO.match(parts[at]) or any(_ASKED.search(p) for p in parts[:at]):
        return None
    named = {n for p in parts[:at] for n in _people_in(p, one_person)}
    if len(named) != 1:
        return None
    name = named.pop()
    asked = ", ".join(parts[at:])
    left_out = EXCLUDED_BY_PRONOUN.search(asked)
    if left_out is not None:
        # `so other than him, who knows python`, `who besides her has julia`: asked of the
        # rest, the one named left out at the end, as the reading reads it
        rest = f"{asked[: left_out.start()]} {asked[left_out.end() :]}"
        rest = re.sub(r"^(?:\W|so\b|and\b|then\b)+|\s+(?=,)", "", rest.strip())
        return " ".join([*rest.split(), "other than", name])
    asked = _OWNER.sub(
        lambda m: m[0] if m[1] == "her" and m[2] in _NOT_OWNED else f"{name}'s {m[2]}", asked
    )
    return _POINTING.sub(name, asked)


def _people_in(part: str, one_person: Callable[[str], str | None]) -> set[str]:
    """The people a part of a message names: two words together, with a typo, or one word
    as written."""
    words = [w.removesuffix("'s").removesuffix("s'") for w in part.split()]
    found: set[str] = set()
    taken: set[int] = set()
    for i in range(len(words) - 1):
        pair = words[i : i + 2]
        if any(w in P.SCAFFOLD or not w.isalpha() for w in pair):
            continue
        person = one_person(" ".join(pair))
        if person is not None:
            found.add(person)
            taken.update((i, i + 1))
    for i, w in enumerate(words):
        if i not in taken and w.isalpha() and w not in P.SCAFFOLD:
            person = one_person(w)
            if person is not None:
                found.add(person)
    return found
