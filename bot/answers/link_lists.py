"""What a phrase is linked with, beside bot.answers.linking: a phrase that matches nothing
(`Miss`), the words of a phrase that are not scaffolding, and lists of skills or repositories
as typed (`rust, go and c++`, `the go repo and the rust repo`), each one a condition; a skill
few people list is joined by the people whose own words hold it."""

from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np

from bot.answers.clauses import MAX_CONDITIONS, split_list
from bot.answers.conditions import Condition, SkillCondition
from bot.answers.lists import SkillAndWords, TopicCondition
from bot.answers.phrasing import SCAFFOLD
from bot.answers.repo_conditions import RepoCondition
from bot.answers.rewording.known import known_skill
from bot.search.directory import Directory
from bot.search.indexes import SCORED
from bot.search.query_words import query_words

# A skill with at most this many people, none of them with a score, is joined by the people
# whose own words hold it: a handful of lookups, never a long list read twice.
MAX_WORDS_ADDED = 50
_PLAIN_WORDS = re.compile(r"[a-z0-9]{2,}(?:[ -][a-z0-9]{2,})*")
# `the tensorflow repo`: a repository by name, never the skill of that name
CALLED_REPO = re.compile(r"\s+(?:repo|repos|repository|repositories|codebase)$")
# `nf-core pipelines`, `apache projects`: an owner's repositories, when an owner is named
_OWNERS_WORK = re.compile(r"\s+(?:projects|pipelines|libraries|libs|tools|packages)$")


def content_words(text: str) -> list[str]:
    """The words of a phrase that are not scaffolding."""
    return [w for w in text.split() if w not in SCAFFOLD]


@dataclass(frozen=True)
class Miss:
    """A phrase that matches nothing in the data, and the kind of thing it was read as."""

    kind: str  # skill, company, place, school, repo, topic
    typed: str


# What a project is, said after its name: `the mosquitto mqtt broker` (not a part of it: `the
# kubernetes scheduler`, `the rust borrow checker`; a server or an engine is often a sibling
# project of its own: `the triton inference server`, `the rust language server`).
_WHAT_IT_IS = re.compile(r"^(?:library|lib|broker|project|package|toolkit|codebase|repo"
                         r"|repository)$")


def repos(d: Directory, text: str, work: bool) -> list[Condition] | Miss:
    """Repositories as typed (`the go repo and the rust repo`), each one a condition; a
    skill where no repository has that name."""
    out: list[Condition] = []
    for part in split_list(text) or [text]:
        called = CALLED_REPO.search(part)
        part = CALLED_REPO.sub("", part).strip() or part
        owner = _OWNERS_WORK.sub("", part).strip()
        if owner != part and d.phrases.repo(owner).display.endswith("'s repositories"):
            part = owner
        words = content_words(part) or part.split()
        # `the rust repo rust-lang/rust`: a name in full says which
        named = [w for w in words if "/" in w.strip("/")]
        if len(named) == 1 and len(words) > 1:
            words = named
        r = d.phrases.repo(" ".join(words))
        if not r.keys and len(words) == 2:
            # `hashicorp terraform`: owner and name, the owner's own (`onnx runtime` is
            # not dotnet's)
            two = d.phrases.repo("/".join(words))
            if any(k.split("/")[0] == words[0] for k in two.keys):
                r = two
        skill = [] if r.keys else d.phrases.skill(part).keys
        if skill:
            r = d.phrases.repo(skill[0])  # `home assistant`: home-assistant/core
        elif not r.keys and len(words) > 1 and _WHAT_IT_IS.search(words[-1]) and not (
            len(words) > 2 and known_skill(" ".join(words[:-1]))  # `react native library`
        ):
            # `the mosquitto mqtt broker`, `the prophet forecasting library`: a repository's
            # own name, then what it is
            # (`the apache kafka broker`: an owner's name first is no repository's)
            first = d.phrases.repo(words[0], exact=True)
            own = first.keys and not first.display.endswith("'s repositories")
            r = first if own else r
        if r.keys:
            out.append(RepoCondition(d, r.display, r.keys))
        elif skill and not called:
            found = skills(d, part, work)
            if isinstance(found, Miss):
                return found
            out.extend(found)
        else:
            return Miss("repo", part)
    return out

def skills(d: Directory, text: str, work: bool) -> list[Condition] | Miss:
    """A list of skills as typed (`rust, go and c++`), each one a condition."""
    out: dict[str, Condition] = {}
    for part in split_list(text) or [text]:
        r = d.phrases.skill(part)
        if not r.keys:
            return Miss("skill", part)
        if r.keys[0] not in out:
            out[r.keys[0]] = with_words(d, SkillCondition(d, r.display, r.keys[0]), work)
    return list(out.values())[:MAX_CONDITIONS]

def with_words(d: Directory, skill: SkillCondition, work: bool) -> Condition:
    """A skill no one lists with a score, or asked of work done, with the people whose own
    words hold it after its own (the full text's weaker evidence); else the skill alone."""
    tiers = skill.table.column("tier", skill.skill)
    if not len(tiers) or len(tiers) > MAX_WORDS_ADDED:
        return skill
    if tiers.min() == SCORED and not work:
        return skill
    # Words of signs and single letters are no words of the profiles (`c++`, `.net`).
    typed = skill.display.lower().replace("-", " ").split()
    if not _PLAIN_WORDS.fullmatch(skill.display.lower()) or query_words(skill.display) != typed:
        return skill
    words = TopicCondition(d, query_words(skill.display), typos=False)
    if not len(np.setdiff1d(words.people(), skill.people())):
        return skill
    return SkillAndWords(d, skill, words)
