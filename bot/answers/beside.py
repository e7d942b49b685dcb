"""Answers about the people beside one person: those like them (`who is similar to
chenggang`), who list the same skills with a score, each shared skill weighing the lower of
the two scores; their colleagues at their employer now; and which of two skills they are
more into.

People like someone are read from the skill postings of that person's own strongest skills,
so that a question costs a few postings however many people there are.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from bot.answers import evidence_wording as E
from bot.answers import person_wording as PW
from bot.answers import wording as W
from bot.answers.conditions import facet_ranks
from bot.answers.model import Answer, Intent, Match
from bot.search.directory import Directory
from bot.search.indexes import SCORED
from bot.search.text import key

# The person's own skills read, strongest first: their profile's focus.
MAX_OWN_SKILLS = 12
# People listed at most.
MAX_ALIKE = 20
# Listed only when at least 1/CLOSE as alike as the most alike.
CLOSE = 3
# Shared skills named in one evidence line.
SHOWN_SHARED = 4


@dataclass(frozen=True)
class Alike:
    """One person like the one asked about: how alike (the sum of the lower scores of the
    skills both list) and the shared skills, as the profiles write them, most alike first."""

    person: int
    weight: int
    shared: tuple[str, ...]


def alike(d: Directory, i: int) -> list[Alike]:
    """The people most like person i by their scored skills, most alike first (ties by the
    number of skills shared, then by name); never i, and only the people the view shows."""
    p = d.profiles[i]
    table = d.ix.skills
    own: dict[str, int] = {}
    for s in sorted(p.skills, key=lambda s: -(s.score or 0)):
        k = d.keys.canonical(s.name)
        if s.score and k in table and k not in own:
            own[k] = s.score
        if len(own) >= MAX_OWN_SKILLS:
            break
    n = len(d.ix.name_rank)
    ids_of, weights_of = [np.zeros(0, np.int32)], [np.zeros(0, np.int64)]
    for k, mine in own.items():
        scored = table.column("tier", k) == SCORED
        ids_of.append(table[k][scored])
        weights_of.append(np.minimum(table.column("score", k)[scored].astype(np.int64), mine))
    everyone = np.concatenate(ids_of)
    weight = np.bincount(everyone, np.concatenate(weights_of), minlength=n).astype(np.int64)
    count = np.bincount(everyone, minlength=n)
    weight[i] = 0
    found = d.visible(np.flatnonzero(weight).astype(np.int32))
    if len(found):
        # A skill or two in common with everyone (`python`) is no likeness: a third of the
        # most alike's weight at least.
        found = found[weight[found] * CLOSE >= weight[found].max()]
    order = np.lexsort((d.ix.name_rank[found], -count[found], -weight[found]))
    out = []
    for j in found[order][:MAX_ALIKE].tolist():
        one = np.array([j], np.int32)
        shared = []
        for k, mine in own.items():
            hit, at = table.find(k, one)
            if hit[0] and table.column("tier", k)[at[0]] == SCORED:
                shared.append((-min(int(table.column("score", k)[at[0]]), mine), k))
        names = tuple(d.ix.skill_display.get(k, k) for _, k in sorted(shared)[:SHOWN_SHARED])
        out.append(Alike(j, int(weight[j]), names))
    return out


def people_like(d: Directory, i: int) -> Answer:
    """The answer of the people most like person i."""
    matches = [Match(d.profiles[a.person], PW.shared_line(a.shared)) for a in alike(d, i)]
    return Answer(Intent.SKILL, "", PW.alike(d.profiles[i], len(matches)), matches)


def colleagues(d: Directory, i: int) -> Answer:
    """The others at person i's employer now."""
    p = d.profiles[i]
    k = key(p.company or "")
    ranks = d.ix.current[k] if k and k in d.ix.current else np.zeros(0, np.int32)
    people = d.visible(d.ix.by_years[ranks])
    matches = [
        Match(d.profiles[j], W.current_role(d.profiles[j])) for j in people.tolist() if j != i
    ]
    return Answer(Intent.COMPANY, "", PW.colleagues(p, len(matches)), matches)


def either(d: Directory, i: int, typed: list[str]) -> Answer | None:
    """Which of two skills person i is more into, by their evidence; None when the two are
    not both skills."""
    resolved = [d.phrases.skill(t) for t in typed]
    if not all(r.keys for r in resolved):
        return None
    p = d.profiles[i]
    stands = [(r.display, d.facts.skill_hit(i, r.keys[0])) for r in resolved]
    line = " · ".join(E.skill_line(h) if h else f"no {s}" for s, h in stands)
    return Answer(Intent.SKILL, "", PW.either(p, stands), [Match(p, line)])


def same_place(d: Directory, i: int, city: bool) -> Answer:
    """The others in person i's city (its first part, as the profile writes it), or in their
    country (its last part)."""
    p = d.profiles[i]
    parts = [part.strip() for part in (p.location or "").split(",") if part.strip()]
    where = (parts[0] if city else parts[-1]) if parts else ""
    # The place as a question names it: Tel Aviv with Tel Aviv-Yafo
    keys = d.phrases.place(where, exact=True).keys if where else []
    ranks = facet_ranks(d.ix.places, keys) if keys else np.zeros(0, np.int32)
    people = d.visible(d.ix.by_years[ranks])
    matches = [
        Match(d.profiles[j], d.profiles[j].location or "") for j in people.tolist() if j != i
    ]
    return Answer(Intent.PLACE, "", PW.same_place(p, where, len(matches)), matches)
