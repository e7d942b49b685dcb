"""Phrases of a question into conditions: each typed by its cue, or placed among everything
the data holds (a skill, company, place, school, repository, a person to leave out), with
what no entity explains searched in the profiles' own words.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from bot.answers.conditions import (
    CompanyCondition,
    Condition,
    PersonCondition,
    PlaceCondition,
    RepoCondition,
    SchoolCondition,
    SkillCondition,
    TopicCondition,
)
from bot.answers.phrasing import SCAFFOLD
from bot.answers.reading import Clause, split_list
from bot.search import thresholds as T
from bot.search.directory import Directory
from bot.search.fulltext import query_words
from bot.search.phrases import Resolved
from bot.search.text import key

# The longest run of words looked up as one entity: `shanghai jiao tong university`.
MAX_SPAN = 4


def _content(text: str) -> list[str]:
    """The words of a phrase that are not scaffolding."""
    return [w for w in text.split() if w not in SCAFFOLD]


@dataclass(frozen=True)
class Miss:
    """A phrase that matches nothing in the data, and the kind of thing it was read as."""

    kind: str  # skill, company, place, school, repo, topic
    typed: str


class Linker:
    """Turns the clauses of a question into conditions over one Directory."""

    def __init__(self, d: Directory, tense: str | None = None) -> None:
        self.d = d
        self.tense = tense  # of company conditions: now, past, or both
        phrases = d.phrases
        # What a phrase of each kind of facet clause resolves with, and the condition it makes.
        self._facets: dict[str, tuple[Callable[[str], Resolved], type[Condition]]] = {
            "company": (phrases.company, CompanyCondition),
            "place": (phrases.place, PlaceCondition),
            "school": (phrases.school, SchoolCondition),
        }

    def clause(self, clause: Clause, people: bool = False) -> list[Condition] | Miss:
        """The conditions one clause puts on people (`people`: a name may be one of them)."""
        kind, text = clause.kind, clause.text
        if kind == "any":
            return self._any(clause, people)
        if kind == "skill":
            found = self.skills(text)
            # A skill clause of more than the skill (`about gpu kernels`, `write plain c`) is
            # placed word by word; one word that is no skill stays a miss (`knows google`).
            if isinstance(found, Miss) and _content(text) != [text]:
                return self._any(Clause("any", " ".join(_content(text)), clause.cue), people)
            return found
        if kind == "repo":
            r = self.d.phrases.repo(text)
            if r.keys:
                return [RepoCondition(self.d, r.display, r.keys)]
            if self.d.phrases.skill(text).keys:
                return self.skills(text)
            return Miss("repo", text)
        options = {
            "company": ("company",),
            "place": ("place", "skill"),
            "school": ("school",),
            "from": ("company", "place", "school"),
        }[kind]
        for option in options:
            if option == "skill":
                if self.d.phrases.skill(text).keys:
                    return self.skills(text)
                continue
            resolve, condition = self._facets[option]
            r = resolve(clause.whole) if clause.whole and clause.whole != text else Resolved()
            if not r.keys or r.fuzzy:
                r = resolve(text)
            if r.keys:
                if condition is CompanyCondition:
                    return [CompanyCondition(self.d, r.display, r.keys, self.tense)]
                return [condition(self.d, r.display, r.keys)]
        return Miss(options[0], text)

    def skills(self, text: str) -> list[Condition] | Miss:
        """A list of skills as typed (`rust, go and c++`), each one a condition."""
        out: list[Condition] = []
        for part in split_list(text) or [text]:
            r = self.d.phrases.skill(part)
            if not r.keys:
                return Miss("skill", part)
            out.append(SkillCondition(self.d, r.display, r.keys[0]))
        return out

    # ---- phrases no cue typed --------------------------------------------------------

    def _any(self, clause: Clause, people: bool) -> list[Condition] | Miss:
        whole = self._entity(clause.whole, exact=True, people=people) if clause.whole else None
        if whole is not None:
            return [whole]
        words = _content(clause.text)
        found: list[Condition] = []
        left: list[str] = []
        i = 0
        while i < len(words):
            for j in range(min(len(words), i + MAX_SPAN), i, -1):
                entity = self._entity(" ".join(words[i:j]), exact=True, people=people)
                if entity is not None:
                    found.append(entity)
                    i = j
                    break
            else:
                left.append(words[i])
                i += 1
        unexplained = []
        for word in left:
            entity = self._entity(word, exact=False, people=people)
            if entity is not None:
                found.append(entity)
            else:
                unexplained.append(word)
        if unexplained:
            topic = query_words(" ".join(unexplained))
            if topic:
                condition = TopicCondition(self.d, topic)
                if not condition.size:
                    kind = "skill" if len(unexplained) == 1 and not found else "topic"
                    return Miss(kind, " ".join(unexplained))
                found.append(condition)
        return found or Miss("topic", clause.text)

    def _entity(self, span: str, exact: bool, people: bool) -> Condition | None:
        """What a run of words names in the data: a repository, skill, company, place or
        school (and, where people may be named, a person); exactly, or by a clear typo."""
        d, phrases = self.d, self.d.phrases
        if "/" in span:
            r = phrases.repo(span)
            if r.keys and (not exact or not r.fuzzy):
                return RepoCondition(d, r.display, r.keys)
        r = phrases.skill(span)
        skill = None
        if r.keys and (not exact or not r.fuzzy):
            skill = SkillCondition(d, r.display, r.keys[0])
            # A skill someone lists wins; a word only seen in topics (`nvidia`) may be a name.
            if r.keys[0] in phrases.scored or not exact:
                return skill
        r = phrases.company(span)
        # A company by a word of its name only when that word starts it: `research` is not
        # Microsoft Research Asia.
        if r.keys and (not exact or not r.fuzzy) and (
            not exact or any(k.split()[0] == key(span).split()[0] for k in r.keys)
        ):
            return CompanyCondition(d, r.display, r.keys, self.tense)
        r = phrases.place(span)
        if r.keys and (not exact or not r.fuzzy):
            return PlaceCondition(d, r.display, r.keys)
        r = phrases.school(span)
        if r.keys and (not exact or not r.fuzzy):
            return SchoolCondition(d, r.display, r.keys)
        if skill is not None:
            return skill
        r = phrases.repo(span)
        if r.keys and not r.fuzzy:
            return RepoCondition(d, r.display, r.keys)
        if people:
            found = d.names.find(span)
            if found.ids and found.score >= T.NAME_PREFIX_SCORE:
                return PersonCondition(d, span, found.ids)
        return None
