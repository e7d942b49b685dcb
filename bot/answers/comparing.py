"""How people compared stand on what a comparison asks for: a skill, or years of coding or
of employment."""

from __future__ import annotations

from typing import Any

import numpy as np

from bot.answers import person_wording as PW
from bot.answers.conditions import SkillCondition
from bot.answers.model import Person, Standing
from bot.answers.wording import FIGURE_LABELS, FIGURE_LINES, number
from bot.profiles.model import STATS, Profile
from bot.search.directory import Directory
from bot.search.indexes import FIGURES, STAT_FIGURES, figure_of

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
) -> tuple[list[Person], list[str], str | None]:
    """More than two people compared, each with their line (role, years, top skills); asked
    for a skill, the strongest at it first, with their evidence for it, and the skill."""
    lines = [PW.compare_line(p.profile) for p in people]
    if asked in _YEARS:  # `rank marek, zofia and jakub by years of coding`: most first
        known = [_years(p.profile, asked) for p in people]
        order = sorted(range(len(people)), key=lambda n: -1 if known[n] is None else known[n],
                       reverse=True)  # fmt: skip
        return [people[n] for n in order], [lines[n] for n in order], _YEARS_SAID[asked]
    skill = _skill(d, asked)
    if skill is None:
        return people, lines, None
    hits = [d.facts.skill_hit(i, skill.skill) for i in ids]
    lines = [f"{PW.skill_said(h)} · {line}" for h, line in zip(hits, lines, strict=True)]
    ahead = skill.within(np.array(ids, np.int32)).tolist()
    order = [ids.index(i) for i in ahead + [i for i in ids if i not in ahead]]
    return [people[n] for n in order], [lines[n] for n in order], skill.display


def _ahead(first: Any, second: Any) -> int | None:
    """Which of two comparable standings is ahead: 0 the first, 1 the second, None level."""
    return None if first == second else 0 if first > second else 1
