"""Phrases a question was cut into that are one: a place that `in` opened but that names no
place anyone knows, given back to the phrase before it (`accessibility in web apps` is one
topic), a school or company whose name holds `at` (`university of texas at austin`), and
where a school named is (`ucc in cork`), or which school of a place a kind of school in it
names (`the technical uni in munich`)."""

from __future__ import annotations

import re

from bot.answers.cues import WHEREABOUTS
from bot.answers.link_lists import Miss
from bot.answers.linking import Linker
from bot.answers.question import Clause
from bot.search.text import key

# A school said by its kind alone (`the technical uni`), and the stems of the words the
# world's languages name each kind with (Technische Universität, Politècnica, Politechnika).
_SCHOOL_KINDS = {
    "technical": ("techn", "tecn", "tekn"),
    "polytechnic": ("polytechn", "politecn", "politechn", "politehn", "polyteh"),
}
_KIND_WORDS = frozenset({"the", "uni", "university", "college", "of", "technology", "tech",
                         *_SCHOOL_KINDS})  # fmt: skip


# An action done to a thing, said before what it takes that thing from: `removing`, `pulling`,
# `extracting` (not `coming`, `moving` alone, nor people: `engineers`).
_ACTION = re.compile(
    r"(?:remov|pull|extract|strip|filter|fetch|scrap|export|import|load|migrat|mov|copy"
    r"|stream|sync|ingest|recover|retriev|download|upload|separat)ing"
)
# Cues that open a place clause only weakly: `in` is as often `accessibility in web apps`.
_WEAK_PLACE_CUES = ("in", "near", "around", *WHEREABOUTS)
# Those a place after them is said of, not the people asked for: `a customer in tainan`.
_PLACED = re.compile(
    r"\b(?:customers?|clients?|users?|partners?|suppliers?|vendors?|guests?|patients?|drivers?"
    r"|stores?|shops?|sites?|warehouses?|depots?|branch(?:es)?|restaurants?|hospitals?|clinics?"
    r"|farms?|plants?|factory|factories|prospects?|carriers?|tenants?|hotels?)$"
)


def rejoined(linker: Linker, clauses: list[Clause], text: str = "") -> list[Clause]:
    """The clauses of a question's `text`, each place that `in` opened but that names no
    place anyone knows given back to the phrase before it (or one said of a customer, a
    store…, not of people here) or, said first, left out; and each name cut at `at` made
    whole again."""
    out: list[Clause] = []
    for clause in clauses:
        prev = out[-1] if out else None
        named = _named_with_at(linker, prev, clause) if prev is not None else None
        if named is not None:  # `university of texas at austin`: one name
            out[-1] = named
            continue
        kind_of = _school_of_kind(linker, prev, clause) if prev is not None else None
        if kind_of is not None:  # `the technical uni in munich`: the one school it can be
            out[-1] = kind_of
            continue
        if prev is not None and _taken_from(prev, clause):
            # `working on removing ground clutter from weather radar data`: what the work
            # takes something from, not an employer
            text_of = f"{prev.text} {clause.text}"
            out[-1] = Clause("any", text_of, prev.cue, f"{prev.whole} from {clause.whole}")
            continue
        if prev is not None and _where_the_school_is(linker, prev, clause, text):
            continue  # `who went to ucc in cork`: where the school is, not where people are
        if prev is None and len(clauses) > 1 and clauses[1].kind in ("any", "skill") and (
            _unplaced(linker, clause) and linker.known(clause.text) is None
        ):
            continue  # `trim loss or yield on ingredients in the costing`: said of a thing
        if (
            prev is not None
            and prev.kind in ("any", "skill")
            and _unplaced(linker, clause)
            and (linker.known(clause.text) is None or _PLACED.search(prev.whole or prev.text))
        ):
            text = f"{prev.text} {clause.text}"
            out[-1] = Clause("any", text, prev.cue, f"{prev.whole} {clause.cue} {clause.whole}")
        else:
            out.append(clause)
    return out


def _taken_from(prev: Clause, clause: Clause) -> bool:
    """Whether a phrase opened by `from` says what the work of the phrase before it takes
    something from: that phrase is an action on a thing (`removing ground clutter`, `pulling
    data`), not a kind of people."""
    if clause.kind != "from" or clause.cue != "from" or prev.kind not in ("repo", "any", "skill"):
        return False
    words = prev.text.split()
    return len(words) >= 2 and _ACTION.fullmatch(words[0]) is not None


def _unplaced(linker: Linker, clause: Clause) -> bool:
    """Whether a clause is a place that a weak cue opened and that names no place here."""
    return (
        clause.kind == "place"
        and clause.cue in _WEAK_PLACE_CUES
        and isinstance(linker.clause(clause), Miss)
    )


def _where_the_school_is(linker: Linker, prev: Clause, clause: Clause, text: str) -> bool:
    """Whether a place opened by `in` right after a school says where that school is: a word
    of its name (`kit in karlsruhe`), a place its name puts it in, or, said right after it,
    the country the world's list of universities puts it in, or a city of that country
    (`kth in stockholm`)."""
    # (a school may be said as where someone is from: `anyone from ucc in cork`)
    said_from = prev.kind == "from" or (prev.kind == "place" and prev.cue.endswith("from"))
    if (prev.kind != "school" and not said_from) or clause.kind != "place" or clause.cue != "in":
        return False
    phrases = linker.d.phrases
    school = phrases.school(prev.text)
    if not school.keys:
        return False
    # every school the name points at is there: the place tells nothing more of anyone
    # (`universidad nacional in colombia` tells one of two apart: a place of people, as read)
    place = key(clause.text)
    if place and all(re.search(rf"\b{re.escape(place)}\b", k) for k in school.keys):
        return True  # school keys are their folded names
    # (by its name alone: `studied at mit and is in the us` says where the person is)
    there = phrases.schools_in(clause.text, named=True)
    if there is not None and set(school.keys) <= set(there.keys):
        return True
    school_said, place_said = (re.escape(c.whole or c.text) for c in (prev, clause))
    said = rf"\b{school_said} in (?:the )?{place_said}\b"
    if not re.search(said, text):
        return False
    city = linker.d.keys.vocab.cities.get(place)
    if any(phrases.says_where(k) for k in school.keys):
        # (`ucc in dublin`: not where its name says it is; `ntnu in trondheim`: a city of the
        # one country its name says)
        return city is not None and all(
            key(city[1]) in phrases.countries_said(k) for k in school.keys
        )
    there = phrases.schools_in(city[1] if city else clause.text)
    return there is not None and set(school.keys) <= set(there.keys)


def _school_of_kind(linker: Linker, prev: Clause, clause: Clause) -> Clause | None:
    """A school said by its kind (`the polytechnic`) and, in a place opened by `in` after it,
    where it is: the one school there of that kind, as a phrase of its own; None otherwise."""
    words = key(prev.text).split()
    if prev.kind != "school" or clause.kind != "place" or clause.cue != "in" or not words or (
        not set(words) <= _KIND_WORDS
    ):
        return None
    there = linker.d.phrases.schools_in(clause.text, named=True)
    kinds = [_SCHOOL_KINDS[w] for w in words if w in _SCHOOL_KINDS]
    found = [s for s in (there.keys if there is not None else ())
             if all(any(stem in s for stem in stems) for stems in kinds)]  # fmt: skip
    return Clause("school", found[0], prev.cue, found[0]) if len(found) == 1 else None


def _named_with_at(linker: Linker, prev: Clause, clause: Clause) -> Clause | None:
    """A school or company whose name holds `at`, cut there into two phrases (`studied at
    university of texas at austin`): the one phrase, when the data knows the name."""
    if prev.kind not in ("school", "company", "from") or clause.cue not in ("at", "from"):
        return None
    text = f"{prev.text} at {clause.text}"
    phrases = linker.d.phrases
    for kind, resolve in (("school", phrases.school), ("company", phrases.company)):
        if resolve(text, exact=True).keys:
            return Clause(kind, text, prev.cue, text)
    return None
