"""Every sentence about one person or a few named ones: the facts a question asks of
someone, comparisons, people like someone or beside them, and the lines that say a name
found nobody.

Pure functions from structure to English, as in bot.answers.wording, whose plain helpers
they use.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.answers.evidence_wording import skill_line
from bot.answers.model import Standing
from bot.answers.wording import (
    current_role,
    echo,
    number,
    plural,
    stats_text,
    years_text,
)
from bot.profiles.model import STATS, Contribution, Profile, Skill
from bot.search.facts import SkillHit
from bot.search.indexes import MENTION, SCORED
from bot.search.place_phrases import placed
from bot.search.vocab import bundled_vocab, programming_languages


def choose(count: int, typed: str) -> str:
    """The headline when a name points at several people."""
    return f"{count} people match “{echo(typed)}”: which one?"


def nobody_named(typed: str) -> str:
    """The headline when a name points at nobody."""
    return f"Nobody here is called “{echo(typed)}”."


def based(p: Profile) -> tuple[str, str]:
    """Where one person is based: the headline and the detail."""
    where = p.location or "an unknown place"
    return f"{p.name} is based in {where}.", where


def experience(p: Profile) -> tuple[str, str]:
    """How long one person has been coding: the headline and the detail."""
    if p.coding_years is None:
        headline = f"{p.name}'s profile does not say how long they have been coding"
        if p.employment_years is not None:
            headline += f"; it says {plural(p.employment_years, 'year')} of employment"
        headline += "."
    else:
        headline = f"{p.name} has {plural(p.coding_years, 'year')} of coding experience"
        if p.employment_years is not None:
            headline += f" and {plural(p.employment_years, 'year')} of employment"
        headline += "."
    return headline, years_text(p)


def contributed(p: Profile) -> tuple[str, str]:
    """What one person contributed to: the headline and the detail."""
    if not p.contributions:
        return f"{p.name}'s profile lists no contributions.", "no contributions listed"
    repos = " · ".join(_contribution(c) for c in p.contributions)
    listed = len(p.contributions)
    count = plural(listed, "repository", "repositories")
    total = p.contribution_count
    if total is not None and total > listed:
        # The export counts every contribution but lists only some: say both.
        said = f"{p.name} has {plural(total, 'contribution')}; the profile lists {count}."
        return said, repos
    return f"{p.name} contributed to {count}.", repos


def stat_count(p: Profile, stat: str, kept: Sequence[Contribution], repo: str | None) -> str:
    """One count of someone's contributions, where they were made: `Wei Zhao: 212 commits
    to triton-lang/triton.`, `Daniel Kim: 1,105 reviews over 3 listed repositories.`"""
    n = sum(c.stats.get(stat, 0) for c in kept)
    counted = f"{number(n)} {STATS[stat][0] if n == 1 else STATS[stat][1]}"
    if repo is not None:
        return f"{p.name}: {counted} to {repo}." if kept else (
            f"{p.name} lists no contributions to {repo}."
        )
    listed = plural(len(p.contributions), "listed repository", "listed repositories")
    return f"{p.name}: {counted} over {listed}."


def work_on(p: Profile, kept: Sequence[Contribution], repo: str) -> str:
    """Someone's contributions to one repository, every count, role and when: `Arjun
    Raghavan: dotnet/runtime (4 commits, 1 PR; Mar 2022 – Jun 2023).`"""
    if not kept:
        return f"{p.name} lists no contributions to {repo}."
    said = "; ".join(
        (f"{c.role} on " if c.role else "") + _contribution(c) for c in kept
    )
    return f"{p.name}: {said}."


def family(n: int, name: str) -> str:
    """The headline of a fact told of several people by a name they share."""
    return f"{n} people named “{echo(name)}”"


def no_such_repo(p: Profile, typed: str) -> str:
    """Someone's count asked in a repository no profile names."""
    return f"{p.name}: no repository called “{echo(typed)}” on any profile here."


def _contribution(c: Contribution) -> str:
    """One of someone's contributions, every count and when: `deepseek-ai/DeepGEMM (86
    commits, 1 PR, 1 review; Feb 2025 – Apr 2025)`."""
    when = " – ".join(x for x in (c.start, c.end) if x)
    if c.duration:  # `in 12 days`, as the export counts it
        when = f"{when}, {c.duration}" if when else c.duration
    said = "; ".join(x for x in (stats_text(c.stats), when) if x)
    return f"{c.repo} ({said})" if said else c.repo


def _languages_among(skills: Sequence[Skill]) -> list[str]:
    """The skills that are programming languages, strongest first, each language once
    (`golang` beside `go`): a person's languages when the export counts them unnamed."""
    known, canonical = programming_languages(), bundled_vocab().canonical_skill
    seen: set[str] = set()
    found = []
    for s in skills:
        k = canonical(s.name)
        if k in known and k not in seen:
            seen.add(k)
            found.append(s.name)
    return found[:8]


def fact(topic: str, p: Profile, past: Sequence[str]) -> str:
    """One fact about one person, as a sentence: role, employer, languages, skills, badges,
    school, stackoverflow."""
    if topic == "employer":
        now = (
            f"{p.name} works at {p.company}" + (f" ({p.headline})" if p.headline else "")
            if p.company
            else f"{p.name}'s profile names no current employer"
            + (f" ({p.headline})" if p.headline else "")
        )
        return now + (f"; before: {', '.join(past)}." if past else ".")
    if topic == "languages":
        languages = p.languages or _languages_among(p.skills)
        # The export counts languages it does not always name: `Programming languages (11)`.
        many = (p.language_count or 0) > len(languages)
        # (or names none, the skills naming as many: the export's count is the answer)
        told = not p.languages and (p.language_count or 0) == len(languages) > 1
        counted = f"; {p.language_count} programming languages in all" if many or told else ""
        if not languages:
            return f"{p.name}'s profile lists no languages{counted}."
        if p.languages and not many:  # every language the export names, counted
            n = len(languages)
            return f"{p.name} writes {n} programming language{'s' * (n != 1)}: " + (
                f"{', '.join(languages)}."
            )
        return f"{p.name} writes {', '.join(languages)}{counted}."
    if topic == "skills":
        if not p.skills:
            return f"{p.name}'s profile lists no scored skills."
        shown = ", ".join(f"{s.name} {s.score}" for s in p.skills[:8])
        total = max(p.skill_count or 0, len(p.skills))
        if total <= 8:  # every one shown: `Aiko Tanaka's 2 skills: swift 10, objective-c 8.`
            return f"{p.name}'s {plural(total, 'skill')}: {shown}."
        return f"{p.name}'s top skills: {shown}; {total} skills in all."
    if topic == "badges":
        if not p.badges:
            return f"{p.name}'s profile shows no badges."
        return f"{p.name}'s badges: {', '.join(p.badges)}."
    if topic == "school":
        if not p.education:
            return f"{p.name}'s profile lists no education."
        studied = "; ".join(
            f"{e.degree}, {e.school}" if e.degree else e.school or "" for e in p.education
        )
        return f"{p.name} studied: {studied}."
    if topic == "stackoverflow":
        so = p.stackoverflow
        if so is None:
            return f"{p.name}'s profile shows no Stack Overflow account."
        return (
            f"{p.name} has {number(so.reputation)} Stack Overflow reputation, "
            f"{plural(so.answers, 'answer')} and {plural(so.questions, 'question')}."
        )
    focus = ", ".join(s.name for s in p.skills[:3])
    role = p.headline or "no headline"
    return f"{p.name}: {role}" + (f"; focus: {focus}." if focus else ".")


def compared(a: Profile, b: Profile, standing: Standing | None = None) -> str:
    """The headline of a comparison; asked for something (a Standing of a and b), who is
    ahead at it: `At cuda: Haoran Liu (cuda 10/10) is ahead of Mei Lin (cuda 7/10).`"""
    if standing is None:
        return f"{a.name} and {b.name}"
    what, first, second, ahead, _ = standing
    at = "By" if standing.counted else "At"
    if first == second == skill_said(None):
        return f"{at} {echo(what)}: neither {a.name} nor {b.name} shows it."
    if ahead is None:
        return f"{at} {echo(what)}: {a.name} ({first}) and {b.name} ({second}) are level."
    (lead, lead_said), (other, other_said) = (a.name, first), (b.name, second)
    if ahead == 1:
        (lead, lead_said), (other, other_said) = (other, other_said), (lead, lead_said)
    return f"{at} {echo(what)}: {lead} ({lead_said}) is ahead of {other} ({other_said})."


def compared_many(people: Sequence[Profile], skill: str | None = None, shown: bool = True) -> str:
    """The headline of more than two people compared: `Compared: A, B and C`; asked for a
    skill, strongest first: `At cuda, strongest first: A, B and C`, or that none of them
    shows it (`shown` False)."""
    names = [p.name for p in people]
    listed = ", ".join(names[:-1]) + f" and {names[-1]}"
    if skill in ("years of coding", "years employed"):
        return f"By {skill}, most first: {listed}"
    if skill and not shown:
        either = ", ".join(names[:-1]) + f" or {names[-1]}"
        return f"At {echo(skill)}: none of {either} shows it"
    return f"At {echo(skill)}, strongest first: {listed}" if skill else f"Compared: {listed}"


def compare_line(p: Profile) -> str:
    """One person among several compared: role, years, top skills."""
    top = ", ".join(f"{s.name} {s.score}" for s in p.skills[:3])
    parts = [current_role(p), years_text(p), top]
    return " · ".join(x for x in parts if x)


def years_said(years: int | None) -> str:
    """Years of coding in a comparison: `8 years`, or that the profile does not say."""
    return plural(years, "year") if years is not None else "years not given"


def skill_said(hit: SkillHit | None, full: bool = False) -> str:
    """A skill's evidence in a comparison: `cuda 10/10`, or that there is none; full, with
    the repository work or mention behind it, which decides between equal scores."""
    if hit is None:
        return "no evidence"
    return skill_line(hit) if full else skill_line(hit).split(" · ")[0]


def alike(p: Profile, count: int) -> str:
    """The headline of the people like someone: `4 people share skills with Mei Lin`."""
    if not count:
        return f"Nobody here lists the same skills as {p.name}."
    verb = "shares" if count == 1 else "share"
    return f"{plural(count, 'person', 'people')} {verb} skills with {p.name}"


def shared_line(shared: Sequence[str]) -> str:
    """Why someone is like the person asked about: the skills both list."""
    return "both list " + ", ".join(shared)


def either(p: Profile, stands: Sequence[tuple[str, SkillHit | None]]) -> str:
    """Which of two skills someone is more into: `Mei Lin: more pytorch (10/10) than cuda
    (7/10).`"""
    def key(stand: tuple[str, SkillHit | None]) -> tuple[int, int]:
        h = stand[1]
        return (0, 0) if h is None else (MENTION - h.tier, h.score)

    def said(stand: tuple[str, SkillHit | None]) -> str:
        name, h = stand
        if h is None:
            return f"{name} (not on the profile)"
        return f"{name} ({h.score}/10)" if h.tier == SCORED else f"{name} ({skill_line(h)})"

    first, second = stands
    if first[1] is None and second[1] is None:
        return f"Nothing on {p.name}'s profile says {first[0]} or {second[0]}."
    if key(first) == key(second):
        return f"{p.name}: {said(first)} and {said(second)} alike."
    ahead, behind = (first, second) if key(first) > key(second) else (second, first)
    return f"{p.name}: more {said(ahead)} than {said(behind)}."


def no_years(p: Profile) -> str:
    """When someone's years of coding, asked beside, are not on their profile."""
    return f"{p.name}'s profile does not say how many years they have coded."


def colleagues(p: Profile, count: int) -> str:
    """The headline of the others at someone's employer now."""
    if not p.company:
        return f"{p.name}'s profile names no current employer."
    if not count:
        return f"Nobody else here works at {p.company} with {p.name}."
    return f"{plural(count, 'person', 'people')} at {p.company} with {p.name}"


def same_place(p: Profile, where: str, count: int) -> str:
    """The headline of the others where someone is based."""
    if not where:
        return f"{p.name}'s profile does not say where they are based."
    if not count:
        return f"Nobody else here is based in {placed(where)} with {p.name}."
    return f"{plural(count, 'person', 'people')} in {placed(where)} with {p.name}"
