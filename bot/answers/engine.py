"""From a message to an Answer: read it once, resolve its phrases, select and rank.

`Engine.answer` reads the message into a Question (bot.answers.reading); from
then on only the Question travels. Each kind of question has one method here;
phrases become conditions (bot.answers.conditions), people are selected and
ranked (bot.answers.ranking), and every sentence comes from bot.answers.wording.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np

from bot.answers import wording as W
from bot.answers.conditions import (
    CompanyCondition,
    Condition,
    DegreeCondition,
    PlaceCondition,
    RepoCondition,
    SchoolCondition,
    SkillCondition,
    YearsCondition,
)
from bot.answers.model import Answer, Intent, LazyMatches, Match, Person
from bot.answers.ranking import select
from bot.answers.reading import Clause, Question, read, split_list
from bot.search import thresholds as T
from bot.search.directory import Directory
from bot.search.phrases import Resolved
from bot.search.text import key

# The questions `warm` answers: one of each kind, so that what is made on first use
# (compiled patterns, library modules, caches) is not made during a user's question.
_WARM_UP = (
    "!profile zzzq xxyv", "who knows python in london", "who works at google",
    "who studied at mit", "who contributed to a/b", "!who knows pythn",
    "who knows go and rust with more than 5 years of experience",
)  # fmt: skip


class Engine:
    """Answers questions over one Directory snapshot; pure apart from reading it."""

    def __init__(self, directory: Directory, prefix: str = "!") -> None:
        self.d = directory
        self.prefix = prefix
        phrases = directory.phrases
        # What a phrase of each kind of facet clause resolves with, and the condition it makes.
        self._facets: dict[str, tuple[Callable[[str], Resolved], type[Condition]]] = {
            "company": (phrases.company, CompanyCondition),
            "place": (phrases.place, PlaceCondition),
            "school": (phrases.school, SchoolCondition),
        }
        self._respond: dict[str, Callable[[Question], Answer]] = {
            "help": lambda q: self.help(),
            "compare": self._compare,
            "person": self._person,
            "profile": lambda q: self._profile(q.names[0]),
            "constraints": self._constraints,
            "bare": self._bare,
        }

    @property
    def directory(self) -> Directory:
        """The snapshot this engine answers from."""
        return self.d

    def warm(self) -> None:
        """Answer one question of each kind once, before any user asks."""
        for question in _WARM_UP:
            self.answer(question, addressed=True)

    # ---- entry point ---------------------------------------------------------------

    def answer(self, message: str, *, addressed: bool = False) -> Answer:
        """The answer to a message; `addressed` when the bot was asked directly."""
        q = read(message, self.prefix, addressed=addressed)
        respond = self._respond.get(q.kind)
        ans = respond(q) if respond is not None else self.help(unplaced=bool(q.text))
        ans.message = message
        if not q.addressed and not self._worth_answering(q, ans):
            return Answer(Intent.NONE, message, "")
        return ans

    def _worth_answering(self, q: Question, ans: Answer) -> bool:
        """In a team channel, answer questions the engine placed; stay quiet on chatter."""
        if not q.question_like or ans.intent in (Intent.HELP, Intent.NONE):
            return False
        if ans.matches or ans.card or ans.compare:
            return True
        # A miss is worth saying only for a skill the world knows (`who knows cobol?`).
        return (
            q.kind == "constraints"
            and all(c.kind == "skill" and self.d.phrases.known_skill(c.text) for c in q.clauses)
            and bool(q.clauses)
        )

    def help(self, unplaced: bool = False) -> Answer:
        """The help reply: what the bot can answer."""
        headline = W.HELP_UNPLACED if unplaced else W.HELP
        return Answer(Intent.HELP, "", headline, detail=W.help_text())

    # ---- people by name ------------------------------------------------------------

    def people(self, text: str) -> tuple[list[int], bool]:
        """People a typed name points at, and whether it points at one clearly."""
        found = self.d.names.find(text)
        return found.ids, found.clear

    def _choose(self, intent: Intent, typed: str, ids: list[int]) -> Answer:
        profiles = [self.d.profiles[i] for i in ids]
        matches = [Match(p, W.current_role(p)) for p in profiles]
        return Answer(intent, "", W.choose(len(matches), typed), matches, choose=True)

    def _nobody_named(self, intent: Intent, typed: str) -> Answer:
        return Answer(
            intent, "", W.nobody_named(typed), suggestions=self.d.names.suggestions(typed)
        )

    def _one_person(self, intent: Intent, typed: str) -> int | Answer:
        """The one person a typed name points at, or the answer that asks or says nobody."""
        ids, clear = self.people(typed)
        if not ids:
            return self._nobody_named(intent, typed)
        if not clear:
            return self._choose(intent, typed, ids)
        return ids[0]

    def _profile(self, typed: str) -> Answer:
        found = self._one_person(Intent.PROFILE, typed)
        if isinstance(found, Answer):
            return found
        p = self.d.profiles[found]
        return Answer(Intent.PROFILE, "", p.name, [Match(p, W.current_role(p))], card=p)

    def _person(self, q: Question) -> Answer:
        topic = q.person_topic
        intent = {"where": Intent.PLACE, "years": Intent.EXPERIENCE}.get(topic or "", Intent.REPO)
        found = self._one_person(intent, q.names[0])
        if isinstance(found, Answer):
            return found
        p = self.d.profiles[found]
        said = {"where": W.based, "years": W.experience}.get(topic or "", W.contributed)
        headline, detail = said(p)
        if intent is Intent.REPO and not p.contributions:
            return Answer(intent, "", headline, [Match(p, detail)])
        return Answer(intent, "", headline, [Match(p, detail)], detail=detail)

    def _compare(self, q: Question) -> Answer:
        chosen: list[Person] = []
        for typed in q.names:
            found = self._one_person(Intent.COMPARE, typed)
            if isinstance(found, Answer):
                return found
            past = tuple(self.d.facts.past_employers(found))
            chosen.append(Person(self.d.profiles[found], past))
        a, b = chosen
        return Answer(Intent.COMPARE, "", W.compared(a.profile, b.profile), compare=(a, b))

    # ---- conditions ----------------------------------------------------------------

    def _bare(self, q: Question) -> Answer:
        """A message that is only a phrase: a person, else a skill."""
        text = q.names[0] if q.names else q.text
        found = self.d.names.find(text)
        if found.ids and found.clear and found.score >= T.NAME_PREFIX_SCORE:
            return self._profile(text)
        if self.d.phrases.skill(text).keys:
            return self._list([Clause("skill", text, "")], None, None)
        if found.ids:
            return self._profile(text)
        return self.help(unplaced=True)

    def _constraints(self, q: Question) -> Answer:
        return self._list(q.clauses, q.degree, q.years)

    def _list(
        self, clauses: Sequence[Clause], degree: str | None, years: tuple[str, int] | None
    ) -> Answer:
        conditions: list[Condition] = []
        for clause in clauses:
            result = self._clause(clause)
            if isinstance(result, Answer):
                return result
            conditions.extend(result)
        if degree:
            conditions.append(DegreeCondition(self.d, degree))
        if years:
            conditions.append(YearsCondition(self.d, *years))
        if not conditions:
            return self.help(unplaced=True)
        return self._ranked(conditions)

    def _clause(self, clause: Clause) -> list[Condition] | Answer:
        kind, text = clause.kind, clause.text
        phrases = self.d.phrases
        if kind == "skill":
            return self._skills(text)
        if kind == "repo":
            r = phrases.repo(text)
            if r.keys:
                return [RepoCondition(self.d, r.display, r.keys)]
            if phrases.skill(text).keys:
                return self._skills(text)
            return self._miss("repo", text)
        options = {
            "company": ("company",),
            "place": ("place", "skill"),
            "school": ("school",),
            "from": ("company", "place", "school"),
        }[kind]
        for option in options:
            if option == "skill":
                if phrases.skill(text).keys:
                    return self._skills(text)
                continue
            resolve, condition = self._facets[option]
            r = resolve(clause.whole) if clause.whole and clause.whole != text else Resolved()
            if not r.keys or r.fuzzy:
                r = resolve(text)
            if r.keys:
                return [condition(self.d, r.display, r.keys)]
        return self._miss(options[0], text)

    def _miss(self, kind: str, typed: str) -> Answer:
        """Nobody matches a phrase: say so, with what the data has that is close."""
        phrases, ix = self.d.phrases, self.d.ix
        if kind == "skill":
            typed_key = phrases.canonical(typed)
            vocab, display = ix.scored_skills, ix.skill_display
        else:
            typed_key = key(typed)
            vocab, display = {
                "company": (phrases.company_vocab, ix.company_display),
                "place": (phrases.place_vocab, ix.place_display),
                "school": (phrases.school_vocab, ix.school_display),
                "repo": (phrases.repo_vocab, ix.repo_display),
            }[kind]
        intent = Intent(kind)
        suggestions = phrases.suggest(typed_key, vocab, display)
        return Answer(intent, "", W.missed(kind, typed), suggestions=suggestions)

    def _skills(self, text: str) -> list[Condition] | Answer:
        out: list[Condition] = []
        for part in split_list(text) or [text]:
            r = self.d.phrases.skill(part)
            if not r.keys:
                return self._miss("skill", part)
            out.append(SkillCondition(self.d, r.display, r.keys[0]))
        return out

    # ---- the answer ------------------------------------------------------------------

    def _ranked(self, conditions: list[Condition]) -> Answer:
        members = select(self.d, conditions)
        company = next((c for c in conditions if isinstance(c, CompanyCondition)), None)

        def make(i: int) -> Match:
            line = " · ".join(w for w in (W.evidence(c.fact(i)) for c in conditions) if w)
            was_past = company is not None and bool(company.was_there(np.array([i], np.int32))[0])
            return Match(self.d.profiles[i], line, was_past)

        matches = LazyMatches(members, make, self.d.profiles.__getitem__)
        kinds = {c.kind for c in conditions}
        if len(kinds) > 1:
            intent = Intent.COMBINED
        else:
            intent = Intent({"years": "experience"}.get(conditions[0].kind, conditions[0].kind))
        if not matches:
            return Answer(intent, "", W.nobody(conditions))
        past = 0
        if company is not None:
            # Alone, everyone at the company is on the list once: the count is known.
            if len(conditions) == 1:
                past = company.past_total
            else:
                past = int(np.count_nonzero(company.was_there(members)))
        return Answer(intent, "", W.found(len(matches), conditions, past), matches)
