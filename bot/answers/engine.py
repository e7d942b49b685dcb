"""From a message to an Answer: read it once, resolve its phrases, select and rank.

`Engine.answer` reads the message into a Question (bot.answers.reading); from
then on only the Question travels. Each kind of question has one method here;
phrases become conditions (bot.answers.conditions), people are selected and
ranked (bot.answers.ranking), and every sentence comes from bot.answers.wording.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import numpy as np

from bot.answers import beside as B
from bot.answers import comparing as C
from bot.answers import person_answers as PA
from bot.answers import person_wording as PW
from bot.answers import phrasing as P
from bot.answers import wording as W
from bot.answers.cleaning import clean
from bot.answers.conditions import (
    CompanyCondition,
    Condition,
    DegreeCondition,
    EmploymentCondition,
    ListedSkill,
    ScoreFloor,
    SkillCondition,
    YearsCondition,
    strongest,
)
from bot.answers.in_parts import READ_AGAIN, in_parts
from bot.answers.linking import Linker, Miss
from bot.answers.lists import (
    STUDYING,
    AnyOf,
    FigureCondition,
    MissingCondition,
    NoneOf,
    SkillAndWords,
    Studying,
)
from bot.answers.model import (
    Answer,
    Intent,
    LazyMatches,
    Match,
    Person,
    Team,
)
from bot.answers.people_shapes import NAME_PARTICLES
from bot.answers.question import Clause, Question
from bot.answers.ranking import select
from bot.answers.reading import read
from bot.answers.repo_conditions import (
    PeriodCondition,
    RepoCondition,
    RepoStatCondition,
    RoleCondition,
    RoleOnRepoCondition,
)
from bot.answers.spread import spread, team_of
from bot.answers.within import about_someone, first_sentence
from bot.search import thresholds as T
from bot.search.directory import Directory
from bot.search.indexes import REPO, STAT_FIGURES
from bot.search.names import People
from bot.search.studies import is_field
from bot.search.text import key

# The questions `warm` answers: one of each kind, so that what is made on first use
# (compiled patterns, library modules, caches) is not made during a user's question.
_WARM_UP = (
    "!profile zzzq xxyv", "who knows python in london", "who works at google",
    "who studied at mit", "who contributed to a/b", "!who knows pythn",
    "who knows go and rust with more than 5 years of experience",
)  # fmt: skip

# School cues that also say where people went today (`who went to lunch`), and the words of
# a school's name.
_LOOSE_SCHOOL_CUES = frozenset({"went to", "go to", "goes to", "attend", "attends", "attended"})
_SCHOOL_WORD = re.compile(r"univ|college|institut|school|academy|polytechni|\buni\b|\btech\b")
# Words that leave a skill out rather than say which of two names is meant (`c but not c++`,
# not `plain c, not c++`).
_LEFT_OUT = re.compile(
    r"\b(?:but|and|who|that|yet)\s+(?:not|dont|doesnt|do not|does not|never|no)\b|\bwithout\b"
    r"|\bexcept\b|\bbesides\b|\bminus\b"
)
# Expertise asked of people in a field named without an article: `who has done salesforce
# integration`, not `who has done the dishes`.
_FIELD_ASKED = re.compile(
    r"\b(?:(?:has|have|had|anyone|anybody|someone|who) done|research(?:ed)? (?:on|in|into)"
    r"|experience (?:with|in)|background in|expertise in|specializ\w+ in|specialis\w+ in)"
    r" (?!(?:the|my|our|this|that|these|those|your|his|her|their|a|an|it|some|any|anything"
    r"|something|stuff|much|lunch|dinner|breakfast)\b)\w"
)
# Asking who has worked with something (`anyone touched airflow dags`), not who did a chore.
_TOUCHED = re.compile(
    r"\b(?:touched|worked (?:on|with)|used|shipped|implemented|played with|messed with"
    r"|tinkered with|hacked on)\b"
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


class Engine:
    """Answers questions over one Directory snapshot; pure apart from reading it."""

    def __init__(self, directory: Directory, prefix: str = "!") -> None:
        self.d = directory
        self.prefix = prefix
        self._team_stats: Team | None = None
        self._respond: dict[str, Callable[[Question], Answer]] = {
            "help": lambda q: self.help(),
            "usage": lambda q: self.usage(q.command or "ask"),
            "compare": self._compare,
            "person": self._person,
            "check": self._check,
            "profile": lambda q: self._profile(q.names[0], q),
            "constraints": self._constraints,
            "everyone": self._everyone,
            "team": self._team,
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

    def answer(self, message: str, *, addressed: bool = False, guild: int | None = None) -> Answer:
        """The answer to a message; `addressed` when the bot was asked directly; as the
        server `guild` sees the profiles (None: a direct message, the shared ones only)."""
        view = self.d.seen_from(guild)
        if view is not self.d:
            if view.engine is None:
                view.engine = Engine(view, self.prefix)
            return view.engine.answer(message, addressed=addressed)
        q, ans = self._answer(message, addressed)
        if ans.intent is Intent.NONE and self._skills_alone(message):
            # `postgresql and raft`, `lua + godot`: skills typed alone ask who has them
            return self._answer("who knows " + clean(message, self.prefix)[0], addressed)[1]
        nothing = ans.intent is Intent.NONE or ans.unplaced or ans.missed
        if nothing and q.kind in (*READ_AGAIN, "person"):
            # `who has more coding years wei or mei 🤔 settling a bet`: a comparison asked
            # first, before anyone named in what follows is read as asked about
            first = first_sentence(message)
            if first is not None and first != message:
                one = self._answer(first, addressed)[1]
                if one.compare is not None:
                    one.message = message
                    return one
            about = self._about_someone(message, addressed)
            if about is not None:
                return about
        parts = in_parts(message, q, ans, lambda part: self._answer(part, addressed))
        return parts if parts is not None else ans

    def _skills_alone(self, message: str) -> bool:
        """Whether a message is two to four skills joined by and, or, `+` or commas, and
        nothing else: each one some profile here lists by that very name."""
        text = clean(message, self.prefix)[0]
        parts = [p for p in _JOINED.split(text) if p]
        if not 2 <= len(parts) <= T.MAX_SKILLS_ALONE or not _JOINED.search(text):
            return False
        return all(self.d.phrases.skill(p, exact=True).keys for p in parts)

    def _about_someone(self, message: str, addressed: bool) -> Answer | None:
        """The answer about someone named anywhere in a message that asks about them, when
        a run of its words is clearly one person's name."""
        about = about_someone(message, self.prefix)
        if about is None:
            return None
        runs, topic = about
        words = self.d.ix.name_words
        searched = 0
        for run in runs:
            # `chenggangs stack overflow rep`: a name with its possessive s, or without it.
            # Only a run with a word (three letters or more) of someone's name as written
            # costs a search: typos in every word of a name are left to the other readings.
            for tried in (run, run[:-1]) if run.endswith("s") else (run,):
                if searched >= MAX_NAME_SEARCHES:
                    return None
                # or the whole name run together, a space typed in the wrong place
                joined = len(tried.split()) > 1 and "".join(tried.split()) in words
                if not any(len(w) > 2 and w in words for w in tried.split()) and not joined:
                    continue
                searched += 1
                found = self.d.names.find(tried)
                if not found.clear or (found.score < T.BARE_NAME_SCORE and not joined):
                    continue
                q = Question(text=tried, addressed=addressed, kind="person", names=[tried],
                             person_topic=topic, question_like=True)  # fmt: skip
                ans = self._person(q)
                ans.message = message
                return ans
        return None

    def _answer(self, message: str, addressed: bool) -> tuple[Question, Answer]:
        q = read(message, self.prefix, addressed=addressed)
        respond = self._respond.get(q.kind)
        ans = respond(q) if respond is not None else self.help(unplaced=bool(q.text))
        ans.message = message
        if not q.addressed and not self._worth_answering(q, ans):
            return q, Answer(Intent.NONE, message, "")
        dated = q.undated and ans.intent is not Intent.NONE
        said = W.CUT if q.cut else W.UNDATED if dated else None
        if said:
            ans.note = f"{ans.note}\n{said}" if ans.note else said
        return q, ans

    def _worth_answering(self, q: Question, ans: Answer) -> bool:
        """In a team channel, answer the questions the engine understood whole, and asked
        help; stay quiet on chatter."""
        if q.kind in ("help", "team"):
            return True
        if ans.intent in (Intent.HELP, Intent.NONE):
            return False
        if q.kind == "bare" and ans.card is not None:
            return True  # a name alone: that person
        if not q.question_like:
            return False
        # `how many GPUs are left in the training cluster`: `in` and `at` say too little
        cued = any(c.cue and c.kind not in ("place", "from") for c in q.clauses)
        if ans.words_only and not (q.people_words or q.asks or cued):
            return False  # `what a match lol`: a word some profile happens to hold
        if q.kind == "check" and ans.unplaced:
            return False
        # `which library is the fast one`: one of the people of a name, or nothing asked
        which = _WHICH_KNOWS.match(q.text)
        if which and which[1] not in P.PEOPLE_WORDS and not len(self.d.names.find(which[1]).ids):
            return False
        if ans.matches or ans.card or ans.compare:
            return True
        # A miss is worth saying for what the data or the world knows (`who knows cobol?`,
        # `anyone at amazon?`), not for words nothing explains (`anyone seen my charger?`).
        # A yes-or-no question whose first words were no one's name is read as conditions
        # (`numpy contributors?`).
        guessed = q.kind == "check" and q.name_guessed
        return (q.kind in ("constraints", "person", "compare", "profile", "bare") or guessed) and (
            not ans.unplaced
        )

    def help(self, unplaced: bool = False) -> Answer:
        """The help reply: what the bot can answer."""
        headline = W.HELP_UNPLACED if unplaced else W.HELP
        return Answer(
            Intent.HELP, "", headline, detail=W.help_text(self.prefix), unplaced=unplaced
        )

    def usage(self, command: str) -> Answer:
        """The usage line of a command typed with nothing after it."""
        return Answer(Intent.USAGE, "", W.usage(command, self.prefix))

    # ---- people by name ------------------------------------------------------------

    def people(self, text: str) -> tuple[list[int], bool]:
        """People a typed name points at, and whether it points at one clearly."""
        found = self.d.names.find(text)
        return found.ids, found.clear

    def _choose(self, intent: Intent, typed: str, ids: list[int]) -> Answer:
        profiles = [self.d.profiles[i] for i in ids]
        matches = [Match(p, W.current_role(p)) for p in profiles]
        return Answer(intent, "", PW.choose(len(matches), typed), matches, choose=True)

    def _nobody_named(self, intent: Intent, typed: str) -> Answer:
        # A name with no one close to it is likely not a name: `who's up for coffee`.
        suggestions = self.d.names.suggestions(typed)
        # Nor is one whose only likeness is a particle: `where is the van parked`.
        core = " ".join(w for w in typed.split() if w not in NAME_PARTICLES)
        placed = bool(suggestions) and (
            core == typed or bool(core and self.d.names.suggestions(core))
        )
        return Answer(
            intent, "", PW.nobody_named(typed), suggestions=suggestions,
            unplaced=not placed, missed=True,
        )  # fmt: skip

    def _named(self, typed: str) -> tuple[list[int], bool]:
        """As `people`, and for a name read with a possessive or plural s (`siobhans`,
        `shahs`) the name without it, when that points more clearly."""
        ids, clear = self.people(typed)
        if (not ids or not clear) and typed.endswith("s"):
            plain, plain_clear = self.people(typed[:-1])
            if plain and (plain_clear or not ids):
                ids, clear = plain, plain_clear
        return ids, clear

    def _one_person(self, intent: Intent, typed: str) -> int | Answer:
        """The one person a typed name points at, or the answer that asks or says nobody.
        A name read with a possessive s (`siobhans employer`) is also tried without it."""
        ids, clear = self._named(typed)
        if not ids:
            return self._nobody_named(intent, typed)
        if not clear:
            return self._choose(intent, typed, ids)
        return ids[0]

    def _fallback(self, q: Question) -> Answer:
        """The message read as conditions instead (a name that was nobody's, a skill)."""
        respond = self._respond.get(q.fallback.kind) if q.fallback is not None else None
        if respond is None or q.fallback is None:
            return Answer(Intent.NONE, "", "")
        return respond(q.fallback)

    def _or_fallback(self, answer: Answer, q: Question) -> Answer:
        """A name that was nobody's: the message read as conditions, when that finds people."""
        if q.fallback is not None and not answer.choose:
            other = self._fallback(q)
            if other.matches or other.card is not None:
                return other
        return answer

    def _profile(self, typed: str, q: Question | None = None) -> Answer:
        found = self._one_person(Intent.PROFILE, typed)
        if isinstance(found, Answer):
            return self._or_fallback(found, q) if q is not None else found
        p = self.d.profiles[found]
        return Answer(Intent.PROFILE, "", p.name, [Match(p, W.current_role(p))], card=p)

    def _person(self, q: Question) -> Answer:
        topic = q.person_topic or "role"
        if topic in ("alike", "colleagues", "same_city", "same_country") and (
            self.d.phrases.skill(q.names[0], exact=True).keys
        ):
            return self._fallback(q)  # `who works with docker`: a skill, not a colleague
        intent = _FACT_INTENTS.get(topic, Intent.PROFILE)
        typed = q.names[0]
        shared = _PLURAL_NAME.fullmatch(typed)  # `the two zhaos`: zhaos
        named = typed[shared.start("name") :] if shared else typed
        found = self._one_person(intent, named)
        if isinstance(found, Answer):
            # `where do the shahs work`: said in the plural of a few, each one's
            family = (
                PA.family(self.d, intent, self._named(named)[0], topic, shared["name"])
                if shared is not None and found.choose else None
            )
            return family or self._or_fallback(found, q)
        p = self.d.profiles[found]
        if topic == "alike":
            return B.people_like(self.d, found)
        if topic == "colleagues":
            return B.colleagues(self.d, found)
        if topic in ("same_city", "same_country"):
            return B.same_place(self.d, found, topic == "same_city")
        if topic == "either" and q.compare_by:
            either = B.either(self.d, found, q.compare_by.split("|"))
            return either or self._or_fallback(Answer(Intent.NONE, "", ""), q)
        if topic == "stat" and q.stat:
            return PA.stat_of(self.d, p, q.stat, q.compare_by)
        if topic == "titled" and q.compare_by:
            # `is mei a python dev`: whether she knows python, not her headline's words
            before = " ".join(q.compare_by.split()[:-1])
            if before and self._listed_skill(before):
                return self._answer(f"does {typed} know {before}", True)[1]
            return PA.titled(p, q.compare_by)
        if topic in ("where", "years", "contributions"):
            said = {"where": PW.based, "years": PW.experience}.get(topic, PW.contributed)
            headline, detail = said(p)
            if intent is Intent.REPO and not p.contributions:
                return Answer(intent, "", headline, [Match(p, detail)])
            return Answer(intent, "", headline, [Match(p, detail)], detail=detail)
        past = self.d.facts.past_employers(found)
        headline = PW.fact(topic, p, past)
        return Answer(intent, "", headline, [Match(p, W.current_role(p))], card=p, detail=headline)

    def _listed_skill(self, words: str) -> bool:
        """Whether words name a skill someone here lists with a score (`python` in `is mei a
        python dev`), not a word of titles (`research`)."""
        keys = self.d.phrases.skill(words, exact=True).keys
        return bool(keys) and keys[0] in self.d.phrases.scored and words not in _NOT_SKILL_TITLES

    def _role(self, role: str, conditions: list[Condition]) -> Condition:
        """A role in projects: held in the repository asked about, in place of it, else in
        any."""
        for n, c in enumerate(conditions):
            if type(c) is RepoCondition:
                del conditions[n]
                return RoleOnRepoCondition(self.d, c.display, c.keys, role)
        return RoleCondition(self.d, role)

    def _figure(self, metric: str, conditions: list[Condition]) -> Condition:
        """The figure a question ranks by. A count of contributions asked beside a
        repository (`most commits to apache/tvm`, `most reviews on kubernetes`) counts there
        only, in place of the repository: a skill that is also a repository's name is that."""
        if metric in STAT_FIGURES:
            for n, c in enumerate(conditions):
                repo = c if type(c) is RepoCondition else None
                if isinstance(c, SkillCondition) and c.kind == "skill":
                    found = self.d.phrases.repo(c.display)
                    repo = RepoCondition(self.d, found.display, found.keys) if found.keys else None
                if repo is not None:
                    del conditions[n]
                    return RepoStatCondition(self.d, repo, metric)
        return FigureCondition(self.d, metric)

    def _years_than(self, op: str, typed: str) -> Condition | Answer:
        """Years of coding above or below one person's (`more years than mei`)."""
        found = self._one_person(Intent.EXPERIENCE, typed)
        if isinstance(found, Answer):
            return found
        p = self.d.profiles[found]
        if p.coding_years is None:
            return Answer(Intent.EXPERIENCE, "", PW.no_years(p), [Match(p, W.current_role(p))])
        return YearsCondition(self.d, op, p.coding_years)

    def _named_within(self, typed: str) -> str:
        """The longest run of the typed words, from either end, that names one person
        clearly (`samuel for react`: samuel); the words as typed when none does."""
        words = typed.split()
        for size in range(len(words) - 1, 0, -1):
            for part in (words[:size], words[-size:]):
                found = self.d.names.find(" ".join(part))
                if found.clear and found.score >= T.NAME_PREFIX_SCORE:
                    return " ".join(part)
        return typed

    def _compare(self, q: Question) -> Answer:
        chosen: list[Person] = []
        ids: list[int] = []
        # `compare the two joannas`: one name typed for each of the people who have it
        if len(set(q.names)) == 1 < len(q.names):
            same = self._named(q.names[0])[0]
            if len(same) != len(q.names):  # `the two meis` when there is one: that one
                return self._profile(q.names[0], q)
            for found in same:
                past = tuple(self.d.facts.past_employers(found))
                chosen.append(Person(self.d.profiles[found], past))
                ids.append(found)
        for typed in q.names if not ids else ():
            if not self.d.names.find(typed).ids:
                typed = self._named_within(typed)
            found = self._one_person(Intent.COMPARE, typed)
            if isinstance(found, Answer) and len(q.names) > 2 and not found.choose:
                continue  # `mei vs haoran, thoughts?`: a word after the names is no one
            if isinstance(found, Answer):
                return self._or_fallback(found, q)
            past = tuple(self.d.facts.past_employers(found))
            chosen.append(Person(self.d.profiles[found], past))
            ids.append(found)
        if len(chosen) > 2:
            return self._compare_many(q, chosen, ids)
        if len(chosen) < 2:
            return self._or_fallback(self._nobody_named(Intent.COMPARE, q.names[-1]), q)
        a, b = chosen
        standing = C.standing(self.d, q.compare_by, ids, q.stat)
        if q.compare_by and standing is None and not q.addressed:
            # `who got more sleep, mei or haoran`: nothing the profiles hold
            return Answer(Intent.NONE, "", "")
        if standing is not None and standing.ahead == 1:
            a, b = b, a  # the one ahead is shown first
            standing = standing._replace(first=standing.second, second=standing.first, ahead=0)
        headline = PW.compared(a.profile, b.profile, standing)
        detail = headline if standing is not None else None
        return Answer(Intent.COMPARE, "", headline, compare=(a, b), detail=detail)

    def _compare_many(self, q: Question, chosen: list[Person], ids: list[int]) -> Answer:
        """More than two people compared: each on a line of their role, years and top
        skills; asked for a skill, the strongest at it first."""
        chosen, lines, skill = C.ranked(self.d, q.compare_by, chosen, ids)
        matches = [Match(p.profile, line) for p, line in zip(chosen, lines, strict=True)]
        headline = PW.compared_many([p.profile for p in chosen], skill)
        return Answer(Intent.COMPARE, "", headline, matches)

    # ---- conditions ----------------------------------------------------------------

    def _bare(self, q: Question) -> Answer:
        """A message that is only a phrase: a person, else a skill, else what it names."""
        text = q.names[0] if q.names else q.text
        found = self.d.names.find(text)
        if found.ids and not q.addressed and " " not in text and found.score < T.BARE_NAME_SCORE:
            found = People([], False, 0.0)
        if found.ids and found.clear and found.score >= T.NAME_PREFIX_SCORE:
            return self._profile(text)
        if self.d.phrases.skill(text).keys:
            return self._constraints(Question(text, q.addressed, "constraints",
                                              clauses=[Clause("skill", text, "")]))  # fmt: skip
        if found.ids:
            return self._profile(text)
        if q.fallback is not None:
            answer = self._constraints(q.fallback)
            if answer.matches or not answer.unplaced:
                return answer
        return self.help(unplaced=True)

    def _everyone(self, q: Question) -> Answer:
        members = self.d.visible(self.d.ix.by_name)
        matches = LazyMatches(members, self._plain_match, self.d.profiles.__getitem__)
        return Answer(Intent.EVERYONE, "", W.everyone(len(members), q.how == "count"), matches)

    def _team(self, q: Question) -> Answer:
        if q.spread is not None:
            rows = tuple(spread(self.d, q.spread))
            intent = {"places": Intent.PLACE, "companies": Intent.COMPANY}.get(
                q.spread, Intent.SCHOOL
            )
            shown = len(self.d.profiles) - len(self.d.hidden)
            return Answer(intent, "", W.spread(q.spread, shown, bool(rows)), spread=rows)
        if self._team_stats is None:
            # Once per snapshot: the engine is made anew with each load. Two first questions
            # at once may both count; they count the same.
            self._team_stats = team_of(self.d)
        team = self._team_stats
        return Answer(Intent.TEAM, "", W.team(team), team=team)

    def _plain_match(self, i: int) -> Match:
        p = self.d.profiles[i]
        return Match(p, W.current_role(p))

    def _constraints(self, q: Question) -> Answer:
        linked = self._linked(q)
        if isinstance(linked, Answer):
            return linked
        if q.how_to and not q.addressed and all(c.kind == "topic" for c in linked):
            return Answer(Intent.NONE, "", "")  # how to do something, in words only
        return self._ranked(linked, q)

    def _check(self, q: Question) -> Answer:
        """A yes or no about one person: whether they meet the conditions, and why."""
        found = self._one_person(Intent.COMBINED, q.names[0])
        if isinstance(found, Answer) and q.name_guessed and q.fallback is not None:
            return self._fallback(q)  # `numpy contributors?`: no name
        if isinstance(found, Answer):
            return self._or_fallback(found, q)
        p = self.d.profiles[found]
        linked = self._linked(q)
        if isinstance(linked, Answer):  # a phrase nobody here matches: nor does this person
            if linked.intent is Intent.HELP:
                return self._or_fallback(linked, q)
            if q.name_guessed and not q.addressed:
                return Answer(Intent.NONE, "", "")  # `mei in a meeting?`: asks nothing of them
            # `is mei at lunch?`: words nothing here explains ask nothing of a profile
            return Answer(linked.intent, "", W.denied(p, q.clauses), [Match(p, W.current_role(p))],
                          suggestions=linked.suggestions, unplaced=linked.unplaced)  # fmt: skip
        if q.name_guessed == "loose" and not q.addressed and any(c.kind == "topic" for c in linked):
            return Answer(Intent.NONE, "", "")  # `mei can join?`: words, not what a profile holds
        one = np.array([found], np.int32)
        intent = _intent(linked)
        if all(bool(c.member(one)[0]) for c in linked):
            line = " · ".join(w for w in (W.evidence(c.fact(found)) for c in linked) if w)
            company = next((c for c in linked if isinstance(c, CompanyCondition)), None)
            past = company is not None and bool(company.was_there(one)[0])
            return Answer(intent, "", W.confirmed(p, linked, past), [Match(p, line, past)])
        return Answer(intent, "", W.denied(p, linked), [Match(p, W.current_role(p))])

    def _linked(self, q: Question) -> list[Condition] | Answer:
        """The conditions of a question, or the answer that says a phrase matches nothing."""
        linker = Linker(self.d, q.tense)
        linker.work = q.work
        conditions: list[Condition] = []
        misses: list[Answer] = []
        last_missed = False  # the last phrase, which the alternatives join, matched nothing
        for clause in linker.weak_places(q.clauses):
            found = linker.clause(clause)
            last_missed = isinstance(found, Miss)
            if isinstance(found, Miss):
                misses.append(self._miss(found, q))
            else:
                conditions.extend(self._evidenced(found, q))
        others: list[Condition] = []  # each adds people to the last condition
        other_misses: list[Answer] = []
        for alternative in q.alternatives:
            for clause in alternative:
                found = linker.continued(clause)
                if isinstance(found, Miss):
                    other_misses.append(self._miss(found, q))
                else:
                    others.extend(self._evidenced(found, q))
        # `trading or finance background`: a phrase of an or that names what the data does
        # not hold leaves the others, asked of people; words nothing explains (`python or
        # nothing`) leave the message unexplained
        asked = q.people_words or q.how == "count"
        if others and last_missed and asked and not misses[-1].unplaced:
            misses.pop()
            conditions.extend(others if len(others) == 1 else [AnyOf(self.d, others)])
        elif conditions and others and not last_missed:
            conditions[-1] = AnyOf(self.d, [conditions[-1], *others])
        else:
            conditions.extend(others)
        if not (asked and conditions and not last_missed) or any(m.unplaced for m in other_misses):
            misses.extend(other_misses)
        if q.degree and q.degree.without:
            conditions.append(NoneOf(self.d, [DegreeCondition(self.d, q.degree)]))
        elif q.degree:
            conditions.append(DegreeCondition(self.d, q.degree))
            if q.degree.finished and q.degree.level in STUDYING:
                # `who has finished a phd`: not those whose words say they still study for it
                conditions.append(NoneOf(self.d, [Studying(self.d, q.degree.level)]))
        years = q.years
        if years and years.of == "employment" and years.op in ("most", "least"):
            conditions.append(FigureCondition(self.d, "employment", years.op == "least"))
        elif years and years.of == "employment":
            conditions.append(EmploymentCondition(self.d, years.op, years.n, years.to))
        elif years:
            conditions.append(YearsCondition(self.d, years.op, years.n, years.to))
        for op, typed in q.years_than:
            than = self._years_than(op, typed)
            if isinstance(than, Answer):
                return than
            conditions.append(than)
        if q.metric:
            conditions.append(self._figure(q.metric, conditions))
        if q.figure_bound:
            b = q.figure_bound
            conditions.append(FigureCondition(self.d, b.figure, bound=(b.op, b.n)))
        if q.project_role:
            conditions.append(self._role(q.project_role, conditions))
        if q.missing:
            conditions.append(MissingCondition(self.d, q.missing))
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
            return self.help(unplaced=True)
        excluded: list[Condition] = []
        for clause in q.excluded:
            found = linker.continued(clause, people=True)
            if not isinstance(found, Miss):
                excluded.extend(found)
        if q.score_floor is not None:
            conditions = _floored(self.d, conditions, *q.score_floor)
        if q.period is not None:
            period = q.period  # `who worked on rust-lang/rust in 2023`: then, not ever
            conditions = [
                PeriodCondition(self.d, c, period) if type(c) is RepoCondition else c
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
        if excluded:
            conditions.append(NoneOf(self.d, excluded))  # alone: everyone but them
        if not conditions:
            return self.help(unplaced=True)
        return conditions

    def _evidenced(self, found: list[Condition], q: Question) -> list[Condition]:
        """The conditions of one phrase with each skill as asked: who list it (`who lists
        docker`), else the strongest evidence anyone shown has (conditions.strongest). A
        phrase read as several skills one of which nobody lists (`sparse tensors`) is a
        topic, which any evidence of its words speaks for."""
        if q.listed:
            return [ListedSkill(self.d, c) if type(c) is SkillCondition else c for c in found]
        if q.kind == "check":  # `does xinyi know python`: any evidence of hers says yes
            return found
        strong = [strongest(self.d, c) for c in found]
        skills = [(c, s) for c, s in zip(found, strong, strict=True) if type(c) is SkillCondition]
        if len(skills) > 1 and any(s is c for c, s in skills):
            return found
        return strong

    def _miss(self, miss: Miss, q: Question) -> Answer:
        """Nobody matches a phrase: say so, with what the data has that is close."""
        phrases, ix = self.d.phrases, self.d.ix
        kind, typed = miss.kind, miss.typed
        if kind == "field" and key(typed) in self.d.keys.vocab.schools:
            kind, typed = "school", self.d.keys.vocab.schools[key(typed)]  # `a harvard degree`
        if kind in ("skill", "topic"):
            typed_key = phrases.canonical(typed)
            vocab, display = ix.scored_skills, ix.skill_display
        else:
            typed_key = key(typed)
            vocab, display = {
                "company": (phrases.company_vocab, ix.company_display),
                "place": (phrases.place_vocab, ix.place_display),
                "school": (phrases.school_vocab, ix.school_display),
                "repo": (phrases.repo_vocab, ix.repo_display),
                "badge": (phrases.badge_vocab, ix.badge_display),
                "field": (phrases.field_vocab, ix.field_display),
            }[kind]
        intent = Intent(_INTENT_OF.get(kind, kind))
        suggestions = phrases.suggest(typed_key, vocab, display)
        # `who's down in the basement`: where someone is in the building, unless the world
        # knows the place; said when asked directly, chatter in a channel
        vocab_places = self.d.keys.vocab
        inside = kind == "place" and any(c.cue in P.WHEREABOUTS for c in q.clauses) and not (
            key(typed) in vocab_places.countries or key(typed) in vocab_places.regions
        )
        if not suggestions and kind == "place":
            # Nothing spelled alike: the places where the people here are (`the US?`).
            suggestions = phrases.busiest_places(T.SUGGEST_LIMIT)
        headline = W.missed(kind, typed, counting=q.how == "count")
        if kind in ("skill", "topic"):
            known = phrases.known_skill(typed) or all(map(phrases.known_skill, typed.split()))
            # `anyone touched airflow dags`: work done with something the world knows as a skill
            words = typed.split()
            known = known or (
                _TOUCHED.search(q.text) is not None and q.people_words and len(words) <= 3
                and any(len(w) > 2 and phrases.known_skill(w) for w in words)
            ) or (  # `anyone done research on quantum chemistry?`: a field of work, asked of people
                _FIELD_ASKED.search(q.text) is not None and q.people_words and len(words) <= 3
            ) or P.SPEAKS.search(q.text) is not None  # fmt: skip
        elif kind == "badge":
            known = False  # `who has a spare badge?`: office chatter unless asked directly
        elif kind == "field":
            # `who studied for the exam` names no field; `who studied physics` does
            fields = [c.text for c in q.clauses if c.kind == "field"]
            known = is_field(typed) and all(map(is_field, fields))
        elif kind == "school":
            # `who went to lunch?` names no school; `who studied at cmu?` does
            loose = all(c.cue in _LOOSE_SCHOOL_CUES for c in q.clauses if c.kind == "school")
            known = not loose or key(typed) in self.d.keys.vocab.schools or bool(
                _SCHOOL_WORD.search(key(typed))
            )
        else:
            # `from reviewer 2 who …`: a number opens no company, place or school (`10x
            # genomics` may); `back from the conference`: nor does an occasion
            first = typed.split()[0] if typed.split() else ""
            known = any(ch.isalpha() for ch in typed) and not first.isdigit() and not (
                set(key(typed).split()) & _OCCASIONS
            )
        return Answer(
            intent, "", headline, suggestions=suggestions, unplaced=not known or inside,
            missed=True,
        )

    # ---- the answer ------------------------------------------------------------------

    def _ranked(self, conditions: list[Condition], q: Question) -> Answer:
        members = select(self.d, conditions, best=q.how == "best", top=q.top)
        strong = [c for c in conditions if isinstance(c, ListedSkill) and c.weakest == REPO]
        if not len(members) and strong:
            # `who knows docker in london`: nobody who lists it is there; who else shows it is
            conditions = [c.plain if c in strong else c for c in conditions]
            members = select(self.d, conditions, best=q.how == "best", top=q.top)
        company = next((c for c in conditions if isinstance(c, CompanyCondition)), None)

        def make(i: int) -> Match:
            line = " · ".join(w for w in (W.evidence(c.fact(i)) for c in conditions) if w)
            # Only people left out (`who doesn't know rust`): who they are says enough.
            line = line or self.d.profiles[i].headline or ""
            was_past = company is not None and bool(company.was_there(np.array([i], np.int32))[0])
            return Match(self.d.profiles[i], line, was_past)

        matches = LazyMatches(members, make, self.d.profiles.__getitem__)
        intent = _intent(conditions)
        if not matches:
            return Answer(intent, "", W.nobody(conditions, counting=q.how == "count"))
        past = 0
        if company is not None:
            # Alone, everyone at the company is on the list once: the count is known.
            if len(conditions) == 1 and q.how != "best" and not len(self.d.hidden):
                past = company.past_total
            else:
                past = int(np.count_nonzero(company.was_there(members)))
        words_only = all(c.kind == "topic" for c in conditions)
        return Answer(intent, "", W.found(len(matches), conditions, past), matches,
                      words_only=words_only, also=self._weaker(conditions, q))  # fmt: skip

    def _weaker(self, conditions: list[Condition], q: Question) -> str | None:
        """Who else a skill asked alone names only by weaker evidence (a repository's
        topic, a word of the summary), said under the answer rather than counted."""
        skill = conditions[0] if len(conditions) == 1 else None
        if not isinstance(skill, ListedSkill) or skill.weakest != REPO or q.how == "best":
            return None
        weak = self.d.visible(skill.weaker())
        if not len(weak):
            return None
        # From the indexes alone: a record decoded per person would cost more than the answer.
        shown = weak[: T.WEAKER_SHOWN]
        tiers = skill.evidence(shown)[0].tolist()
        label = self.d.ix.skill_display.get(skill.skill, skill.skill)
        names = self.d.ix.names
        people = zip(shown.tolist(), tiers, strict=True)
        lines = [(names[i], W.weaker_line(label, t)) for i, t in people]
        return W.weaker(lines, len(weak) - len(shown))


def _intent(conditions: list[Condition]) -> Intent:
    """The intent of an answer about these conditions: of their one kind, else combined."""
    kinds = {c.kind for c in conditions if c.kind != "not"}
    if len(kinds) > 1:
        return Intent.COMBINED
    kind = next(iter(kinds), "combined")
    return Intent(_INTENT_OF.get(kind, kind))


# `which lukas knows controls` (bot.answers.rewording): the word after `which` is a name.
_WHICH_KNOWS = re.compile(r"^which ([a-z][\w'-]*) knows\b")
# A name said of several people: `shahs`, `the two zhaos`, `both alexes`.
_PLURAL_NAME = re.compile(
    r"(?:(?:the|both|all|all the|the two|the three|two|three) )?(?P<name>[a-z][\w'-]+?)(?:es|s)"
)
# What joins skills typed alone: `lua and godot`, `go + postgres + docker`, `rust, go`,
# `swift and kotlin but not react native`.
_JOINED = re.compile(
    r"\s*(?:,|\bbut not\b|\band not\b|\bnot\b|\bexcept\b|\band\b|\bor\b|&|\+(?=\s))\s*"
)
# Words of the one asking, after a question: why it is asked, not more of what is asked.
# Words of titles that the vocabularies also hold as skills: `is mei a research engineer`.
_NOT_SKILL_TITLES = frozenset(
    {"research", "software", "senior", "staff", "principal", "lead", "data", "security",
     "platform", "infrastructure", "infra", "backend", "frontend", "full", "stack"}
)
# Where people come back from that is no employer, place or school.
_OCCASIONS = frozenset(
    "conference conferences meeting meetings trip vacation holiday holidays lunch offsite"
    " standup retro gym airport leave break weekend party summit meetup workshop".split()
)
# The intent of each kind of fact about one person.
_FACT_INTENTS = {"where": Intent.PLACE, "years": Intent.EXPERIENCE, "contributions": Intent.REPO,
                 "same_city": Intent.PLACE, "same_country": Intent.PLACE,
                 "employer": Intent.COMPANY, "school": Intent.SCHOOL}  # fmt: skip
# Name searches for someone named within a message, at most.
MAX_NAME_SEARCHES = 4
# Conditions whose kind is not an Intent of its own.
_INTENT_OF = {"years": "experience", "topic": "skill", "figure": "experience", "badge": "profile",
              "field": "school",
              "missing": "profile", "role": "repo",
              "employment": "experience",
              "person": "profile"}  # fmt: skip
