"""Comparisons of people: who they are side by side, and how they stand on what a comparison
asks for, a skill, or years of coding or of employment."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

import numpy as np

from bot.answers import named as N
from bot.answers import office_talk as O
from bot.answers import person_answers as PA
from bot.answers import person_wording as PW
from bot.answers.conditions import SkillCondition
from bot.answers.model import Answer, Intent, Match, Person, Standing
from bot.answers.question import Question
from bot.answers.wording import FIGURE_LABELS, FIGURE_LINES, number
from bot.profiles.model import STATS, Profile
from bot.search.directory import Directory
from bot.search.figures import FIGURES, STAT_FIGURES, figure_of
from bot.search.meaning import CLOSEST
from bot.search.query_words import query_words

_YEARS = ("years", "employment")
_YEARS_SAID = {"years": "years of coding", "employment": "years employed"}


def _years(p: Profile, asked: str) -> int | None:
    """A person's years of coding (`years`) or of employment (`employment`)."""
    return p.coding_years if asked == "years" else p.employment_years


def _skill(d: Directory, asked: str | None) -> SkillCondition | None:
    """The skill a comparison asks for: the phrase, else the first of its words that is a
    skill (`for a c# review`); None for years or for nothing the profiles hold."""
    if not asked or asked in _YEARS:
        return None
    r = next((r for r in map(d.phrases.skill, [asked, *asked.split()]) if r.keys), None)
    return SkillCondition(d, r.display, r.keys[0]) if r is not None else None


def standing(
    d: Directory, asked: str | None, ids: list[int], stat: str | None = None
) -> Standing | None:
    """How two people stand on what a comparison asks for; None when it asks for nothing,
    or for nothing the profiles hold. `stat`: a count of contributions, within the
    repository `asked` names, else over every contribution listed."""
    if stat in FIGURES and stat not in STAT_FIGURES:
        return _figured(d, ids, stat)
    if stat is not None:
        return _counted(d, asked, ids, stat)
    if asked in _YEARS:
        years = [_years(d.profiles[i], asked) for i in ids]
        known = [y if y is not None else -1 for y in years]
        said = [PW.years_said(y) for y in years]
        return Standing(_YEARS_SAID[asked], *said, _ahead(known[0], known[1]), counted=True)
    skill = _skill(d, asked)
    if skill is None:
        return None
    hits = [d.facts.skill_hit(i, skill.skill) for i in ids]
    if hits[0] is None and hits[1] is None:
        return Standing(skill.display, PW.skill_said(None), PW.skill_said(None), None)
    # Weaker evidence ranks lower: fewer tiers, then score, activity and mentions.
    rank = [(-h.tier, h.score, h.activity, h.mentions) if h else (-9,) for h in hits]
    ahead = _ahead(rank[0], rank[1])
    # Equal scores are decided by work the reader cannot see in `cuda 10/10`: show it.
    full = ahead is not None and rank[0][:2] == rank[1][:2]
    said = [PW.skill_said(h, full) for h in hits]
    return Standing(skill.display, *said, ahead)


def _counted(d: Directory, asked: str | None, ids: list[int], stat: str) -> Standing | None:
    keys: set[str] = set()
    what = STATS[stat][1]
    if asked:
        found = d.phrases.repo(asked)
        if not found.keys:
            return None
        keys, what = set(found.keys), f"{what} in {found.display}"
    counts = [
        sum(c.stats.get(stat, 0) for c in d.profiles[i].contributions
            if not keys or c.repo.lower() in keys)
        for i in ids
    ]  # fmt: skip
    said = [f"{number(n)} {STATS[stat][0] if n == 1 else STATS[stat][1]}" for n in counts]
    return Standing(what, *said, _ahead(counts[0], counts[1]), counted=True)


def _figured(d: Directory, ids: list[int], figure: str) -> Standing:
    """Two people by a figure of their profiles (`the better stack overflow rep`)."""
    values = [figure_of(d.profiles[i], figure) or 0 for i in ids]
    one, several = FIGURE_LINES[figure]
    said = [(one if n == 1 else several).format(number(n)) for n in values]
    return Standing(FIGURE_LABELS[figure].removeprefix("by "), *said,
                    _ahead(values[0], values[1]), counted=True)  # fmt: skip


def ranked(
    d: Directory, asked: str | None, people: list[Person], ids: list[int]
) -> tuple[list[Person], list[str], str | None, bool]:
    """More than two people compared, each with their line (role, years, top skills); asked
    for a skill, the strongest at it first, with their evidence for it, the skill, and
    whether any of them shows it."""
    lines = [PW.compare_line(p.profile) for p in people]
    if asked in _YEARS:  # `rank marek, zofia and jakub by years of coding`: most first
        known = [_years(p.profile, asked) for p in people]
        order = sorted(range(len(people)), key=lambda n: -1 if known[n] is None else known[n],
                       reverse=True)  # fmt: skip
        return [people[n] for n in order], [lines[n] for n in order], _YEARS_SAID[asked], True
    skill = _skill(d, asked)
    if skill is None:
        return people, lines, None, True
    hits = [d.facts.skill_hit(i, skill.skill) for i in ids]
    lines = [f"{PW.skill_said(h)} · {line}" for h, line in zip(hits, lines, strict=True)]
    ahead = skill.within(np.array(ids, np.int32)).tolist()
    order = [ids.index(i) for i in ahead + [i for i in ids if i not in ahead]]
    return [people[n] for n in order], [lines[n] for n in order], skill.display, bool(ahead)


def _ahead(first: Any, second: Any) -> int | None:
    """Which of two comparable standings is ahead: 0 the first, 1 the second, None level."""
    return None if first == second else 0 if first > second else 1


def compared(
    d: Directory, q: Question, or_fallback: Callable[[Answer, Question], Answer]
) -> Answer:
    """The comparison a question asks for: two people side by side, the one ahead on what
    was asked first, or more than two each on a line; `or_fallback` answers instead when
    a name is nobody's."""
    chosen: list[Person] = []
    ids: list[int] = []
    if q.compare_by and q.names:
        # `tereza vs elena sokolova`: the words after the last name finish it
        whole = f"{q.names[-1]} {q.compare_by}"
        if len(d.names.find(whole).ids) == 1 != len(d.names.find(q.names[-1]).ids):
            q = dataclasses.replace(q, names=[*q.names[:-1], whole], compare_by=None)
    # `compare the two joannas`: one name typed for each of the people who have it
    if len(set(q.names)) == 1 < len(q.names):
        same = N.named(d, q.names[0])[0]
        if len(same) != len(q.names):  # `the two meis` when there is one: that one
            card = PA.profile(d, q.names[0])
            return card if card.card is not None else or_fallback(card, q)
        for found in same:
            past = tuple(d.facts.past_employers(found))
            chosen.append(Person(d.profiles[found], past))
            ids.append(found)
    for typed in q.names if not ids else ():
        said = typed
        if not d.names.find(typed).ids:
            typed = N.named_within(d, typed)
        found = N.one_person(d, Intent.COMPARE, typed)
        if isinstance(found, Answer) and len(q.names) > 2 and not found.choose:
            continue  # `mei vs haoran, thoughts?`: a word after the names is no one
        if isinstance(found, Answer):
            return or_fallback(found, q)
        if found in ids and len(q.names) > 2:
            continue  # `sofía and tomás … sofia vs tomas?`: one person named twice
        if found in ids:
            # `priya raman or priya kulkarni` when only priya raghunathan is near both: no one
            # is compared with herself
            return or_fallback(N.nobody_named(d, Intent.COMPARE, said), q)
        past = tuple(d.facts.past_employers(found))
        chosen.append(Person(d.profiles[found], past))
        ids.append(found)
    if len(chosen) > 2:
        return _compare_many(d, q, chosen, ids)
    if len(chosen) < 2:
        return or_fallback(N.nobody_named(d, Intent.COMPARE, q.names[-1]), q)
    a, b = chosen
    stand = standing(d, q.compare_by, ids, q.stat)
    if q.compare_by and stand is None and not q.addressed and not _said_of(d, q.compare_by, ids):
        # `who got more sleep, mei or haoran`: nothing the profiles hold
        return Answer(Intent.NONE, "", "")
    if stand is not None and stand.ahead == 1:
        a, b = b, a  # the one ahead is shown first
        stand = stand._replace(first=stand.second, second=stand.first, ahead=0)
    headline = PW.compared(a.profile, b.profile, stand)
    detail = headline if stand is not None else None
    return Answer(Intent.COMPARE, "", headline, compare=(a, b), detail=detail)


def _compare_many(d: Directory, q: Question, chosen: list[Person], ids: list[int]) -> Answer:
    """More than two people compared: each on a line of their role, years and top
    skills; asked for a skill, the strongest at it first."""
    chosen, lines, skill, shown = ranked(d, q.compare_by, chosen, ids)
    matches = [Match(p.profile, line) for p, line in zip(chosen, lines, strict=True)]
    headline = PW.compared_many([p.profile for p in chosen], skill, shown)
    return Answer(Intent.COMPARE, "", headline, matches)


def _said_of(d: Directory, asked: str, ids: list[int]) -> bool:
    """Whether the words of what a comparison asks for, no skill nor figure, are in the own
    words of any of the people compared (`katarzyna vs linh for money rounding stuff`), or
    close in meaning to theirs."""
    if O.OUTINGS.search(asked) or O.ERRANDS.search(asked):
        return False  # `for the lunch thing`
    words = [w for w in query_words(asked) if w not in _NOT_ASKED]
    if d.text is None or not words:
        return False
    # or in words of the same meaning (`for the waiting list thing`: a cancellation waitlist)
    return any(d.text.held(i, words, 1) for i in ids) or (
        max(d.meaning.closeness(" ".join(words), ids)) >= CLOSEST
    )


# Words of what a comparison is for that say nothing of it.
_NOT_ASKED = frozenset({"stuff", "thing", "things", "work", "job", "task", "bit", "side"})
