"""The answer that lists the people a question's conditions find: selected and ranked, each
with the evidence of every condition, and for a skill asked alone who else names it only by
weaker evidence."""

from __future__ import annotations

import re

import numpy as np

from bot.answers import evidence_wording as E
from bot.answers import wording as W
from bot.answers.conditions import (
    CompanyCondition,
    Condition,
    ListedSkill,
    SkillCondition,
    YearsCondition,
)
from bot.answers.lists import AnyOf, FigureCondition, SkillAndWords, TopicCondition
from bot.answers.model import Answer, Intent, LazyMatches, Match
from bot.answers.question import Question
from bot.answers.ranking import select
from bot.search import thresholds as T
from bot.search.directory import Directory
from bot.search.indexes import REPO

# Conditions whose kind is not an Intent of its own.
INTENT_OF = {"years": "experience", "topic": "skill", "figure": "experience", "badge": "profile",
              "field": "school",
              "missing": "profile", "role": "repo",
              "employment": "experience",
              "person": "profile"}  # fmt: skip


def _weakest(q: Question) -> bool:
    """Whether a ranking by a skill is asked weakest first (`who's worst at python`)."""
    return q.how == "best" and q.fewest and q.metric is None


def found(d: Directory, conditions: list[Condition], q: Question) -> Answer:
    """The people the conditions find, ranked as asked, or the line that says nobody."""
    members = select(d, conditions, best=q.how == "best", top=q.top, weakest=_weakest(q))
    strong = [c for c in conditions if isinstance(c, ListedSkill) and c.weakest == REPO]
    if not len(members) and strong:
        # `who knows docker in london`: nobody who lists it is there; who else shows it is
        conditions = [c.plain if c in strong else c for c in conditions]
        members = select(d, conditions, best=q.how == "best", top=q.top, weakest=_weakest(q))
    if not len(members) and _apart(conditions, q.text) and _LIST_ASKED.match(q.text) and not (
        _BOTH.search(q.text)
    ):
        # `the people at volvo cars and zenseact`: nobody works at two at once; those at
        # either (`at both google and meta` asks for both)
        conditions = [AnyOf(d, conditions)]
        members = select(d, conditions, best=q.how == "best", top=q.top, weakest=_weakest(q))
    if q.head_only:
        members = _at_the_top(d, conditions, members)
    company = next((c for c in conditions if isinstance(c, CompanyCondition)), None)

    def make(i: int) -> Match:
        # (a school and a degree asked together quote the same line once)
        line = " · ".join(dict.fromkeys(w for w in (E.evidence(c.fact(i)) for c in conditions)
                                        if w))
        # Only people left out (`who doesn't know rust`): who they are says enough.
        line = line or d.profiles[i].headline or ""
        was_past = company is not None and bool(company.was_there(np.array([i], np.int32))[0])
        return Match(d.profiles[i], line, was_past)

    matches = LazyMatches(members, make, d.profiles.__getitem__)
    intent = intent_of(conditions)
    if not matches:
        # `settlement files dont match the ledger, who works on reconciliation`: words only
        words = all(p.kind == "topic" for c in conditions for p in getattr(c, "parts", [c]))
        return Answer(intent, "", W.nobody(conditions, counting=q.how == "count"),
                      words_only=words)  # fmt: skip
    past = 0
    if company is not None:
        # Alone, everyone at the company is on the list once: the count is known.
        if len(conditions) == 1 and q.how != "best" and not len(d.hidden):
            past = company.past_total
        else:
            past = int(np.count_nonzero(company.was_there(members)))
    words_only = all(c.kind == "topic" for c in conditions)
    # A full text's matches are read up to a limit: past it, more may meet the conditions.
    parts = [p for c in conditions for p in getattr(c, "parts", [c])]
    at_least = q.top is None and any(getattr(p, "capped", False) for p in parts)
    headline = W.found(len(matches), conditions, past, at_least)
    if _weakest(q) and any(isinstance(c, SkillCondition) for c in conditions):
        headline = f"{headline}, {W.WEAKEST_FIRST}"
    lead = _leading(d, conditions, members) if _SUPERLATIVE.search(q.text) else ""
    if lead:
        headline = f"{lead} · {headline}"
    c = conditions[0] if len(conditions) == 1 else None
    if isinstance(c, TopicCondition) and c.asked:
        # only some of the words asked: said so first
        nobody = W.missed("topic", " ".join(c.asked)).removesuffix(".")
        headline = f"{nobody}; {headline[0].lower()}{headline[1:]}"
    # what people are now is asked by their headlines' words, not described
    searched = tuple(c.words) if isinstance(c, TopicCondition) and not c.role else ()
    return Answer(intent, "", headline, matches, words_only=words_only,
                  searched=searched, also=weaker(d, conditions, q))  # fmt: skip


# A full text's first stands alone at the head when it scores this many times the next.
TEXT_AHEAD = 1.1
# How many of a ranking's head are read at first, and how many times more each time after.
HEAD_READ = 16


def _at_the_top(d: Directory, conditions: list[Condition], members: np.ndarray) -> np.ndarray:
    """Of a skill's ranking alone, the people level at its head (the same evidence and
    score); of a full text's, its first when the text scores it TEXT_AHEAD times the
    next; any other list as it is."""
    c = conditions[0] if len(conditions) == 1 else None
    if isinstance(c, TopicCondition) and len(members) > 1 and d.text is not None:
        ranked, scores = d.text.related_scored(c.words, 2, d.hidden_guilds)
        ahead = len(ranked) == 2 and scores[0] >= TEXT_AHEAD * scores[1]
        return members[:1] if ahead and ranked.tolist() == members[:2].tolist() else members
    if isinstance(c, SkillAndWords) and len(members):
        # those whose own words hold it come after every one with the skill
        members = members[np.isin(members, c.skill.people())]
        c = c.skill
    if not isinstance(c, SkillCondition) or not len(members):
        return members
    # The ranking puts the level ones first: read its head, a longer one only when all of it
    # is level (a skill a million profiles hold costs no more than one a few do).
    shown = HEAD_READ
    while True:
        tiers, scores = c.evidence(members[:shown])[:2]
        behind = np.flatnonzero((tiers != tiers[0]) | (scores != scores[0]))
        if len(behind):
            return members[: int(behind[0])]
        if shown >= len(members):
            return members
        shown *= HEAD_READ


# A ranking asked for its head (`who has the most commits`, `top 3 by years of coding`),
# not a list in an order (`sort everybody by years of coding, most first`).
_SUPERLATIVE = re.compile(
    r"\b(?:most|least|fewest|longest|shortest|highest|lowest|top|bottom|biggest|largest|greatest"
    r"|smallest)\b(?! first\b)"
)
# People level at the head of a ranking by a figure named in its headline, at most.
_LEADERS_NAMED = 3


def _leading(d: Directory, conditions: list[Condition], members: np.ndarray) -> str:
    """For a ranking by years of coding or by a figure alone (`who has the most commits`),
    who heads it and with what; "" for any other list."""
    if len(conditions) != 1 or not len(members):
        return ""
    c = conditions[0]
    if isinstance(c, YearsCondition) and c.years[0] in ("most", "least"):
        fewest = c.years[0] == "least"
    elif isinstance(c, FigureCondition) and c.bound is None:
        fewest = c.fewest
    else:
        return ""
    # The ranking puts people level at its head first: they are the run of its first value.
    values = c.values(members)
    behind = np.flatnonzero(values != values[0])
    level = int(behind[0]) if len(behind) else len(values)
    names = [d.profiles[int(i)].name for i in members[: min(level, _LEADERS_NAMED)]]
    more = max(level - _LEADERS_NAMED, 0)
    return E.leading(names, more, c.fact(int(members[0])), fewest)


# A list asked for by its first words: `list the people at volvo cars and zenseact` are those
# at either (`who works at google and meta` asks for both).
_BOTH = re.compile(r"\b(?:both|each of|all of)\b")
_LIST_ASKED = re.compile(
    r"^(?:list|show(?: me)?|give me|(?:all |the )?(?:people|folks|ppl|devs|everyone|everybody))\b"
)


def _apart(conditions: list[Condition], text: str = "") -> bool:
    """Whether conditions are two or more employers now, that nobody can be at at once, or
    two or more groups of people by what they know (`the frontend and mobile people`)."""
    return len(conditions) > 1 and (
        all(type(c) is CompanyCondition and c.tense == "now" for c in conditions)
        or (all(c.kind in ("skill", "topic") for c in conditions) and bool(_GROUPS.search(text)))
    )


# The people of a kind, as a list asks for them: `list the frontend and mobile people`.
_GROUPS = re.compile(r"\b(?:people|folks|ppl|devs|developers|engineers|crowd|side)$")


def weaker(d: Directory, conditions: list[Condition], q: Question) -> str | None:
    """Who else a skill asked alone names only by weaker evidence (a repository's
    topic, a word of the summary), said under the answer rather than counted."""
    skill = conditions[0] if len(conditions) == 1 else None
    if not isinstance(skill, ListedSkill) or skill.weakest != REPO or q.how == "best":
        return None
    weak = d.visible(skill.weaker())
    if not len(weak):
        return None
    # From the indexes alone: a record decoded per person would cost more than the answer.
    shown = weak[: T.WEAKER_SHOWN]
    tiers = skill.evidence(shown)[0].tolist()
    label = d.ix.skill_display.get(skill.skill, skill.skill)
    names = d.ix.names
    people = zip(shown.tolist(), tiers, strict=True)
    lines = [(names[i], E.weaker_line(label, t)) for i, t in people]
    return E.weaker(lines, len(weak) - len(shown))

def intent_of(conditions: list[Condition]) -> Intent:
    """The intent of an answer about these conditions: of their one kind, else combined."""
    kinds = {c.kind for c in conditions if c.kind != "not"}
    if len(kinds) > 1:
        return Intent.COMBINED
    kind = next(iter(kinds), "combined")
    return Intent(INTENT_OF.get(kind, kind))
