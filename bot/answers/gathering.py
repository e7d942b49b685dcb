"""The conditions a question asks for: each phrase resolved (bot.answers.linking) with the
evidence it is asked with, joined by or and not as written, and the degree, years, figures,
roles and periods the reading found beside them."""

from __future__ import annotations

import re
from dataclasses import replace

from bot.answers import person_wording as PW
from bot.answers import wording as W
from bot.answers.conditions import (
    Condition,
    EmploymentCondition,
    ListedSkill,
    ScoreFloor,
    SkillCondition,
    YearsCondition,
    held,
    strongest,
)
from bot.answers.facet_conditions import DegreeCondition
from bot.answers.link_lists import Miss
from bot.answers.linking import Linker
from bot.answers.lists import (
    STUDYING,
    AnyOf,
    FigureCondition,
    MissingCondition,
    NoneOf,
    SkillAndWords,
    Studying,
    fewer_words,
)
from bot.answers.misses import missed
from bot.answers.model import Answer, Intent, Match
from bot.answers.named import one_person
from bot.answers.question import Question
from bot.answers.rejoining import rejoined
from bot.answers.repo_conditions import (
    PeriodCondition,
    RepoCondition,
    RepoStatCondition,
    RoleCondition,
    RoleOnRepoCondition,
)
from bot.search.directory import Directory
from bot.search.figures import STAT_FIGURES
from bot.search.query_words import query_words

# Words that leave a skill out rather than say which of two names is meant (`c but not c++`,
# not `plain c, not c++`).
_LEFT_OUT = re.compile(
    r"\b(?:but|and|who|that|yet)\s+(?:not|dont|doesnt|do not|does not|never|no)\b|\bwithout\b"
    r"|\bexcept\b|\bbesides\b|\bminus\b(?! \d)"
)


def _floored(d: Directory, conditions: list[Condition], least: int, of: str) -> list[Condition]:
    """The conditions with the skill a score floor was said beside (`python 9+ and cuda`:
    python; the only skill when none is named so) as the people who list it with at least
    that score."""
    skills = [
        (n, c.skill if isinstance(c, SkillAndWords) else c) for n, c in enumerate(conditions)
        if isinstance(c, SkillAndWords | SkillCondition)
    ]  # fmt: skip
    said = d.phrases.skill(of, exact=True).keys if of else []
    chosen = next((n for n, c in skills if isinstance(c, SkillCondition) and c.skill in said),
                  skills[0][0] if len(skills) == 1 else None)  # fmt: skip
    if chosen is None:
        return conditions
    skill = dict(skills)[chosen]
    out = list(conditions)
    out[chosen] = ScoreFloor(d, skill, least) if isinstance(skill, SkillCondition) else skill
    return out


# A fact asked of whoever knows it, not a topic: `anyone know why the plan is failing`.
_FACT_ASKED = re.compile(r"(?:why|when|where|whether|if|what|whats|which|who)\b")


def in_fewer_words(d: Directory, q: Question) -> list[Condition] | None:
    """For a question that asks by a cue only for words nobody's text holds all of (`who
    knows about gnmi telemetry`), the people who hold most of them (fewer_words); None
    otherwise."""
    if q.alternatives or q.degree or q.years or q.years_than:
        return None
    linker = Linker(d, q.tense)
    linker.work = q.work
    clauses = rejoined(linker, q.clauses, q.text)
    if len(clauses) != 1 or not clauses[0].cue or _FACT_ASKED.match(clauses[0].text):
        return None
    found = linker.clause(clauses[0])
    if not isinstance(found, Miss) or found.kind != "topic":
        return None
    # a colleague named in it is who is talked of (`who works with mei on the demo`)
    words = [w for w in query_words(found.typed) if w not in d.ix.name_words]
    fewer = fewer_words(d, words)
    return [fewer] if fewer is not None else None


# The kinds of phrase whose alternatives are of the same kind, asked of one person.
_KINDS_OF_ONE = frozenset({"place", "company", "school", "skill", "repo"})
# A group of people named by what they share: `kindred folks`, `paddy power ppl`.
_GROUP = re.compile(r"\b(?:folks|ppl|people|peeps|crowd|gang|alumni|alums)\b")


def _titles_held(linker: Linker, q: Question) -> Question:
    """Of words asked of titles as alternatives (`senior or staff in their title`), those some
    headline holds; the question as it is when none or all are, or it asks anything else."""
    asked = [*q.clauses, *(c for a in q.alternatives for c in a)]
    if not q.alternatives or not all(c.titled for c in asked):
        return q
    held = [c for c in asked if not isinstance(linker.clause(c), Miss)]
    if not held or len(held) == len(asked):
        return q
    return replace(q, clauses=held[:1], alternatives=[[c] for c in held[1:]])


def gather(d: Directory, q: Question) -> list[Condition] | Answer | None:
    """The conditions of a question; the answer that says a phrase matches nothing (or that
    nobody has the name a condition is measured against); None when it asks for nothing."""
    linker = Linker(d, q.tense)
    linker.work = q.work
    linker.lately = len(q.clauses) == 1 and bool(_GROUP.search(q.text))
    q = _titles_held(linker, q)
    conditions: list[Condition] = []
    misses: list[Answer] = []
    last: Miss | None = None  # the last phrase, which the alternatives join, matched nothing
    for clause in rejoined(linker, q.clauses, q.text):
        found = linker.clause(clause)
        last = found if isinstance(found, Miss) else None
        if isinstance(found, Miss):
            misses.append(missed(d, found, q))
        else:
            conditions.extend(_evidenced(d, found, q))
    last_missed = last is not None
    others: list[Condition] = []  # each adds people to the last condition
    other_misses: list[Answer] = []
    either: list[Miss] = []
    for alternative in q.alternatives:
        for clause in alternative:
            found = linker.continued(clause)
            if isinstance(found, Miss):
                other_misses.append(missed(d, found, q))
                either.append(found)
            else:
                others.extend(_evidenced(d, found, q))
    if last is not None and len(misses) == 1 and not conditions and not others and either and (
        all(m.kind == last.kind for m in either)
        and not any(m.unplaced for m in (*misses, *other_misses))
    ):
        misses[0] = missed(d, last, q, either)  # `stanford or mit`: nobody at either, both said
    # `trading or finance background`: a phrase of an or that names what the data does
    # not hold leaves the others, asked of people; words nothing explains (`python or
    # nothing`) leave the message unexplained
    # (`is lucía in madrid or lisbon`: asked of one person, whom the other place says nothing
    # of)
    asked = q.people_words or q.how == "count" or q.kind == "check"
    if q.kind == "check" and q.clauses:
        # (`is kwame in lyon or oslo`: another place, not the university of oslo)
        kind = q.clauses[-1].kind
        others = [o for o in others if o.kind == kind or kind not in _KINDS_OF_ONE]
    if others and last_missed and asked and not misses[-1].unplaced:
        misses.pop()
        conditions.extend(others if len(others) == 1 else [AnyOf(d, others)])
        # (and so do the others of its list nobody matches: `apple, google or intel`)
        other_misses = [m for m in other_misses if m.unplaced]
    elif conditions and others and not last_missed:
        conditions[-1] = AnyOf(d, [conditions[-1], *others])
    else:
        conditions.extend(others)
    # `who knows php / laravel`: an alternative nothing explains leaves a known skill nobody
    # has a question still understood
    placed = bool(misses) and q.people_words and all(
        not m.unplaced and m.intent is Intent.SKILL for m in misses
    )
    if not (asked and conditions and not last_missed) or any(m.unplaced for m in other_misses):
        misses.extend(m for m in other_misses if not (placed and m.unplaced))
    if q.degree and q.degree.without:
        conditions.append(NoneOf(d, [DegreeCondition(d, q.degree)]))
    elif q.degree and q.degree.alternative:
        conditions.append(AnyOf(d, [DegreeCondition(d, q.degree),
                                    DegreeCondition(d, q.degree.alternative)]))  # fmt: skip
    elif q.degree:
        conditions.append(DegreeCondition(d, q.degree))
        if q.degree.finished and q.degree.level in STUDYING:
            # `who has finished a phd`: not those whose words say they still study for it
            conditions.append(NoneOf(d, [Studying(d, q.degree.level)]))
    years = q.years
    if years and years.of == "employment" and years.op in ("most", "least"):
        conditions.append(FigureCondition(d, "employment", years.op == "least"))
    elif years and years.of == "employment":
        conditions.append(EmploymentCondition(d, years.op, years.n, years.to))
    elif years:
        conditions.append(YearsCondition(d, years.op, years.n, years.to))
    for op, typed in q.years_than:
        than = _years_than(d, op, typed)
        if isinstance(than, Answer):
            return than
        conditions.append(than)
    if q.metric:
        conditions.append(_figure(d, q.metric, conditions, q.fewest))
    if q.figure_bound:
        b = q.figure_bound
        conditions.append(FigureCondition(d, b.figure, bound=(b.op, b.n)))
    if q.project_role:
        conditions.append(_role(d, q.project_role, conditions))
    if q.missing:
        conditions.append(MissingCondition(d, q.missing))
    if misses:
        # What nothing explains decides whether the question was understood at all; a
        # phrase nobody here matches is worth saying only of people (`who knows cobol?`),
        # not of anything else (`is the retro still on?`).
        miss = next((m for m in misses if m.unplaced), misses[0])
        # `at`/`from` say too little: `10 years at this company today, wild`
        cued = any(c.cue and c.kind != "from" for c in q.clauses)
        about_people = q.people_words or q.how == "count" or cued
        miss.unplaced = miss.unplaced or not about_people
        return miss
    if not conditions and not q.excluded:
        return None
    excluded: list[Condition] = []
    for clause in q.excluded:
        found = linker.continued(clause, people=True)
        if not isinstance(found, Miss):
            # left out are those who hold it, not whoever reviewed a repository whose topics
            # say scala
            excluded.extend(held(d, x.skill if isinstance(x, SkillAndWords) else x) for x in found)
    if q.score_floor is not None:
        conditions = _floored(d, conditions, *q.score_floor)
    if q.period is not None:
        period = q.period  # `who worked on rust-lang/rust in 2023`: then, not ever
        conditions = [
            PeriodCondition(d, c, period) if type(c) is RepoCondition else c
            for c in conditions
        ]
    # `any c programmers? plain c`: one skill said twice is asked once
    seen: set[str] = set()
    conditions = [
        c for c in conditions
        if not isinstance(c, SkillCondition) or not (c.skill in seen or seen.add(c.skill))
    ]  # fmt: skip
    # `plain c, not c++`, `java, not javascript`: which of two names is meant, not a
    # skill left out
    wanted = [c.display for c in conditions if isinstance(c, SkillCondition)]
    if _LEFT_OUT.search(q.text):  # `c but not c++`: left out after all
        wanted = []
    excluded = [
        x for x in excluded
        if not (isinstance(x, SkillCondition) and any(
            x.display != w and x.display.startswith(w) for w in wanted
        ))
    ]  # fmt: skip
    # `a terraform person who isnt buried in cluster work, who knows terraform but not
    # kubernetes`: a skill asked for is not also left out, and one left out is left out once
    asked = {c.skill for c in conditions if isinstance(c, SkillCondition)}
    excluded = [
        x for x in excluded
        if not (isinstance(x, SkillCondition) and (x.skill in asked or asked.add(x.skill)))
    ]  # fmt: skip
    if excluded:
        conditions.append(NoneOf(d, excluded))  # alone: everyone but them
    if not conditions:
        return None
    return conditions


def _evidenced(d: Directory, found: list[Condition], q: Question) -> list[Condition]:
    """The conditions of one phrase with each skill as asked: who list it (`who lists
    docker`), else the strongest evidence anyone shown has (conditions.strongest). A
    phrase read as several skills one of which nobody lists (`sparse tensors`) is a
    topic, which any evidence of its words speaks for."""
    if q.listed:
        return [ListedSkill(d, c) if type(c) is SkillCondition else c for c in found]
    if q.kind == "check":  # `does xinyi know python`: any evidence of hers says yes
        return found
    strong = [strongest(d, c) for c in found]
    skills = [(c, s) for c, s in zip(found, strong, strict=True) if type(c) is SkillCondition]
    if len(skills) > 1 and any(s is c for c, s in skills):
        return found
    return strong


def _role(d: Directory, role: str, conditions: list[Condition]) -> Condition:
    """A role in projects: held in the repository asked about, in place of it, else in
    any."""
    for n, c in enumerate(conditions):
        if type(c) is RepoCondition:
            del conditions[n]
            return RoleOnRepoCondition(d, c.display, c.keys, role)
    return RoleCondition(d, role)


def _figure(
    d: Directory, metric: str, conditions: list[Condition], fewest: bool = False
) -> Condition:
    """The figure a question ranks by, most first or `fewest` first. A count of
    contributions asked beside a repository (`most commits to apache/tvm`, `most reviews on
    kubernetes`) counts there only, in place of the repository: a skill that is also a
    repository's name is that."""
    if metric in STAT_FIGURES:
        for n, c in enumerate(conditions):
            repo = c if type(c) is RepoCondition else None
            if isinstance(c, SkillCondition) and c.kind == "skill":
                found = d.phrases.repo(c.display)
                repo = RepoCondition(d, found.display, found.keys) if found.keys else None
            if repo is not None:
                del conditions[n]
                return RepoStatCondition(d, repo, metric)
    return FigureCondition(d, metric, fewest)


def _years_than(d: Directory, op: str, typed: str) -> Condition | Answer:
    """Years of coding above or below one person's (`more years than mei`)."""
    found = one_person(d, Intent.EXPERIENCE, typed)
    if isinstance(found, Answer):
        return found
    p = d.profiles[found]
    if p.coding_years is None:
        return Answer(Intent.EXPERIENCE, "", PW.no_years(p), [Match(p, W.current_role(p))])
    return YearsCondition(d, op, p.coding_years)
