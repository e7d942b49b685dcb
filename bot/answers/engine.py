"""From a message to an Answer: resolve what the question names, filter, rank, explain."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from bot.answers.intents import Clause, Query, parse, split_list
from bot.answers.model import Answer, Intent, LazyMatches, Match
from bot.profiles.model import Contribution, Profile
from bot.search import thresholds as T
from bot.search.directory import MENTION, SCORED, Directory, Resolved, SkillHit
from bot.search.text import key

HELP_EXAMPLES = (
    ("!who knows triton", "people ranked by skill score, with the evidence"),
    ("!profile chenggang", "one person's full profile"),
    ("who works at DeepSeek?", "current employees first, then past ones"),
    ("anyone based in China?", "by city, region or country"),
    ("who studied at Tsinghua? / who has a master's?", "schools and degrees"),
    ("who contributed to apache/tvm?", "contributors ranked by activity"),
    ("who has more than 5 years of experience?", "years of coding"),
    ("who knows python in Shanghai?", "several conditions at once"),
    ("compare chenggang and chaofan", "two people side by side"),
)
_LEVEL_NAMES = {"phd": "a PhD", "master": "a master's degree", "bachelor": "a bachelor's degree"}
_OP_WORDS = {"gt": "more than", "ge": "at least", "lt": "less than", "le": "at most"}


def plural(n: int, word: str, words: str | None = None) -> str:
    return f"{n} {word if n == 1 else (words or word + 's')}"


def stats_text(stats: dict[str, int], limit: int | None = None) -> str:
    names = {"prs": ("PR", "PRs"), "branches": ("branch", "branches"), "pushes": ("push", "pushes")}
    parts = []
    for k in T.STAT_ORDER:
        n = stats.get(k)
        if n:
            one, many = names.get(k, (k.removesuffix("s"), k))
            parts.append(f"{n:,} {one if n == 1 else many}")
    return ", ".join(parts[:limit] if limit else parts)


def years_text(p: Profile) -> str:
    if p.coding_years is None:
        return "coding experience unknown"
    text = f"{plural(p.coding_years, 'year')} coding"
    if p.employment_years is not None:
        text += f", {plural(p.employment_years, 'year')} employed"
    return text


def current_role(p: Profile) -> str:
    return p.headline or "no headline"


@dataclass
class _Filter:
    """One resolved condition: who meets it, in its own order, and why, a line per person."""

    kind: str
    label: str  # how the headline names it: `know triton`, `in Beijing`
    posting: Sequence[int]  # everyone who meets it, in this condition's ranking order
    contains: Callable[[int], bool]
    why: Callable[[int], str]
    rank: Callable[[int], Any] | None = None  # the ranking order as a sort key
    is_past: Callable[[int], bool] = lambda i: False
    past_count: int = 0  # how many of the whole posting are past employees


class Engine:
    """Answers questions over one Directory snapshot; pure apart from reading it."""

    def __init__(self, directory: Directory, prefix: str = "!") -> None:
        self.d = directory
        self.prefix = prefix

    @property
    def directory(self) -> Directory:
        return self.d

    # ---- entry point ---------------------------------------------------------------

    def answer(self, message: str, *, addressed: bool = False) -> Answer:
        q = parse(message, self.prefix)
        q.addressed = q.addressed or addressed
        q.question_like = q.question_like or addressed
        ans = self._dispatch(q, message)
        if not q.addressed and not self._worth_answering(q, ans):
            return Answer(Intent.NONE, message, "")
        return ans

    def _worth_answering(self, q: Query, ans: Answer) -> bool:
        """In a team channel, answer questions the engine placed; stay quiet on chatter."""
        if not q.question_like or ans.intent in (Intent.HELP, Intent.NONE):
            return False
        if ans.matches or ans.card or ans.compare:
            return True
        # A miss is worth saying only for a skill the world knows (`who knows cobol?`).
        return (
            q.kind == "constraints"
            and all(c.kind == "skill" and self.d.known_skill(c.text) for c in q.clauses)
            and bool(q.clauses)
        )

    def _dispatch(self, q: Query, message: str) -> Answer:
        if q.kind == "help":
            return self.help(message)
        if q.kind == "compare":
            return self._compare(q, message)
        if q.kind == "person":
            return self._person(q, message)
        if q.kind == "profile":
            return self._profile(q.names[0], message)
        if q.kind == "constraints":
            return self._constraints(q, message)
        if q.kind == "bare":
            return self._bare(q, message)
        return self.help(message, unplaced=bool(q.text))

    def help(self, message: str, unplaced: bool = False) -> Answer:
        headline = (
            "I could not place that question. Here is what I can answer:"
            if unplaced
            else "Here is what I can answer:"
        )
        return Answer(Intent.HELP, message, headline, detail=_help_text())

    # ---- people by name ------------------------------------------------------------

    def people(self, text: str) -> tuple[list[int], bool]:
        """People a typed name points at, and whether it points at one clearly."""
        found = self.d.find_people(text)
        return found.indexes, found.clear

    def _choose(self, intent: Intent, message: str, text: str, indexes: list[int]) -> Answer:
        matches = [Match(self.d.profiles[i], current_role(self.d.profiles[i])) for i in indexes]
        return Answer(
            intent, message, f"{len(matches)} people match “{text}”: which one?", matches,
            choose=True,
        )  # fmt: skip

    def _nobody_named(self, intent: Intent, message: str, text: str) -> Answer:
        return Answer(
            intent, message, f"Nobody here is called “{text}”.",
            suggestions=self.d.name_suggestions(text),
        )  # fmt: skip

    def _profile(self, text: str, message: str) -> Answer:
        indexes, clear = self.people(text)
        if not indexes:
            return self._nobody_named(Intent.PROFILE, message, text)
        if not clear:
            return self._choose(Intent.PROFILE, message, text, indexes)
        p = self.d.profiles[indexes[0]]
        return Answer(Intent.PROFILE, message, p.name, [Match(p, current_role(p))], card=p)

    def _person(self, q: Query, message: str) -> Answer:
        intent = {"where": Intent.PLACE, "years": Intent.EXPERIENCE}.get(
            q.person_topic or "", Intent.REPO
        )
        indexes, clear = self.people(q.names[0])
        if not indexes:
            return self._nobody_named(intent, message, q.names[0])
        if not clear:
            return self._choose(intent, message, q.names[0], indexes)
        p = self.d.profiles[indexes[0]]
        if q.person_topic == "where":
            where = p.location or "an unknown place"
            headline = f"{p.name} is based in {where}."
            return Answer(intent, message, headline, [Match(p, where)], detail=where)
        if q.person_topic == "years":
            if p.coding_years is None:
                headline = f"{p.name}'s profile does not say how long they have been coding."
            else:
                headline = f"{p.name} has {plural(p.coding_years, 'year')} of coding experience."
            years = years_text(p)
            return Answer(intent, message, headline, [Match(p, years)], detail=years)
        if not p.contributions:
            headline = f"{p.name}'s profile lists no contributions."
            return Answer(intent, message, headline, [Match(p, "no contributions listed")])
        repos = " · ".join(
            f"{c.repo} ({stats_text(c.stats, T.EVIDENCE_STATS)})" for c in p.contributions
        )
        headline = (
            f"{p.name} contributed to {plural(len(p.contributions), 'repository', 'repositories')}."
        )
        return Answer(intent, message, headline, [Match(p, repos)], card=None, detail=repos)

    def _compare(self, q: Query, message: str) -> Answer:
        chosen: list[Profile] = []
        for text in q.names:
            indexes, clear = self.people(text)
            if not indexes:
                return self._nobody_named(Intent.COMPARE, message, text)
            if not clear:
                return self._choose(Intent.COMPARE, message, text, indexes)
            chosen.append(self.d.profiles[indexes[0]])
        a, b = chosen
        return Answer(Intent.COMPARE, message, f"{a.name} and {b.name}", compare=(a, b))

    # ---- conditions ----------------------------------------------------------------

    def _bare(self, q: Query, message: str) -> Answer:
        """A message that is only a phrase: a person, else a skill."""
        text = q.names[0] if q.names else q.text
        found = self.d.find_people(text)
        indexes = found.indexes
        if indexes and found.clear and found.score >= T.NAME_PREFIX_SCORE:
            return self._profile(text, message)
        if self.d.resolve_skill(text).keys:
            skill_query = Query(
                q.text, q.addressed, "constraints", clauses=[Clause("skill", text, "")]
            )
            return self._constraints(skill_query, message)
        if indexes:
            return self._profile(text, message)
        return self.help(message, unplaced=True)

    def _constraints(self, q: Query, message: str) -> Answer:
        filters: list[_Filter] = []
        for clause in q.clauses:
            result = self._clause(clause)
            if isinstance(result, Answer):
                result.message = message
                return result
            filters.extend(result)
        if q.degree:
            filters.append(self._degree_filter(q.degree))
        if q.years:
            filters.append(self._years_filter(q.years))
        if not filters:
            return self.help(message, unplaced=True)
        return self._rank(filters, q, message)

    def _clause(self, clause: Clause) -> list[_Filter] | Answer:
        kind, text = clause.kind, clause.text
        if kind == "skill":
            return self._skill_filters(text)
        if kind == "repo":
            r = self.d.resolve_repo(text)
            if r.keys:
                return [self._repo_filter(r)]
            skill = self.d.resolve_skill(text)
            if skill.keys:
                return self._skill_filters(text)
            return self._miss(Intent.REPO, f"Nobody here contributed to {text}.", text,
                              self.d.repo_vocab, self.d.repo_display)  # fmt: skip
        order: tuple[str, ...] = {
            "company": ("company",),
            "place": ("place", "skill"),
            "school": ("school",),
            "from": ("company", "place", "school"),
        }[kind]
        for option in order:
            if option == "skill":
                if self.d.resolve_skill(text).keys:
                    return self._skill_filters(text)
                continue
            resolve = getattr(self.d, f"resolve_{option}")
            r = resolve(clause.whole) if clause.whole and clause.whole != text else Resolved()
            if not r.keys or r.fuzzy:
                r = resolve(text)
            if r.keys:
                return [getattr(self, f"_{option}_filter")(r)]
        return self._miss_for(order[0], text)

    def _miss_for(self, kind: str, text: str) -> Answer:
        if kind == "company":
            return self._miss(Intent.COMPANY, f"Nobody here works or worked at {text}.", text,
                              self.d.company_vocab, self.d.company_display)  # fmt: skip
        if kind == "place":
            return self._miss(Intent.PLACE, f"Nobody here is based in {text}.", text,
                              self.d.place_vocab, self.d.place_display)  # fmt: skip
        return self._miss(Intent.SCHOOL, f"Nobody here studied at {text}.", text,
                          self.d.school_vocab, self.d.school_display)  # fmt: skip

    def _miss(
        self, intent: Intent, headline: str, text: str, vocab: list[str], display: dict[str, str]
    ) -> Answer:
        return Answer(intent, "", headline, suggestions=self.d.suggest(key(text), vocab, display))

    # ---- filters -------------------------------------------------------------------

    def _skill_filters(self, text: str) -> list[_Filter] | Answer:
        out: list[_Filter] = []
        parts = split_list(text) or [text]
        for part in parts:
            r = self.d.resolve_skill(part)
            if not r.keys:
                suggestions = self.d.suggest(
                    self.d.canonical(part), self.d.scored_skills, self.d.skill_display
                )
                return Answer(
                    Intent.SKILL, "", f"Nobody here knows {part}.", suggestions=suggestions
                )
            k = r.keys[0]
            posting = self.d.skills[k]

            def why(i: int, k: str = k) -> str:
                h = self.d.skill_hit(i, k)
                return _skill_line(h) if h else ""

            # One common skill: each person's place in its posting tests and ranks at once.
            positions = self.d.skill_positions.get(k) if len(parts) == 1 else None
            if positions is not None:
                contains: Callable[[int], bool] = lambda i, p=positions: p[i] >= 0  # noqa: E731
                rank: Callable[[int], Any] = positions.__getitem__
            else:
                contains = lambda i, k=k: self.d.has_skill(i, k)  # noqa: E731
                rank = lambda i, k=k: self.d.skill_rank(i, k)  # noqa: E731
            out.append(_Filter("skill", r.display, posting, contains, why, rank))
        return out

    def _company_filter(self, r: Resolved) -> _Filter:
        keys = set(r.keys)
        current = self.d.merged([self.d.current[k] for k in keys if k in self.d.current],
                                self.d.years_rank)  # fmt: skip
        past = self.d.merged([self.d.past[k] for k in keys if k in self.d.past], self.d.years_rank)
        if past:  # current employees first, then those who were there, each once
            current_set = set(current)
            posting: Sequence[int] = [*current, *(i for i in past if i not in current_set)]
        else:
            posting = current

        def why(i: int) -> str:
            if self.d.employer(i, keys) == "current":
                return current_role(self.d.profiles[i])
            named = [n for n in self.d.past_of.get(i, ()) if key(n) in keys]
            now = self.d.profiles[i].company
            return f"past: {', '.join(named)}" + (f" (now at {now})" if now else "")

        return _Filter(
            "company", f"at {r.display}", posting,
            contains=lambda i: self.d.employer(i, keys) is not None, why=why,
            rank=lambda i: (self.d.employer(i, keys) == "past", self.d.years_rank[i]),
            is_past=lambda i: self.d.employer(i, keys) == "past",
            past_count=len(posting) - len(current),
        )  # fmt: skip

    def _place_filter(self, r: Resolved) -> _Filter:
        keys = set(r.keys)
        posting = self.d.merged([self.d.places[k] for k in r.keys], self.d.years_rank)
        return _Filter(
            "place", f"in {r.display}", posting, lambda i: self.d.in_places(i, keys),
            lambda i: self.d.profiles[i].location or "",
        )  # fmt: skip

    def _school_filter(self, r: Resolved) -> _Filter:
        keys = set(r.keys)
        posting = self.d.merged([self.d.schools[k] for k in r.keys], self.d.years_rank)

        def why(i: int) -> str:
            education = self.d.profiles[i].education
            entries = [e for e in education if e.school and key(e.school) in keys]
            return " · ".join(
                f"{e.degree}, {e.school}" if e.degree else e.school or "" for e in entries
            )

        return _Filter(
            "school", f"who studied at {r.display}", posting,
            lambda i: self.d.studied_at(i, keys), why,
        )  # fmt: skip

    def _degree_filter(self, level: str) -> _Filter:
        def why(i: int) -> str:
            education = self.d.profiles[i].education
            entries = [e for e in education if self.d.degree_level(e.degree) == level]
            return " · ".join(f"{e.degree}, {e.school}" for e in entries)

        return _Filter(
            "degree", f"with {_LEVEL_NAMES[level]}", self.d.degrees.get(level, []),
            lambda i: self.d.has_degree(i, level), why,
        )  # fmt: skip

    def _repo_filter(self, r: Resolved) -> _Filter:
        keys = r.keys

        def activity(i: int) -> int:
            return sum(c.activity for c in self.d.contributions_to(i, keys))

        if len(keys) == 1:
            posting: Sequence[int] = self.d.repos[keys[0]]
        else:
            people = {i for k in keys for i in self.d.repos[k]}
            posting = sorted(people, key=lambda i: (-activity(i), self.d.name_rank[i]))
        return _Filter(
            "repo", f"contributed to {r.display}", posting,
            lambda i: bool(self.d.contributions_to(i, keys)),
            lambda i: " · ".join(_repo_line(c) for c in self.d.contributions_to(i, keys)),
            rank=lambda i: (-activity(i), self.d.name_rank[i]),
        )  # fmt: skip

    def _years_filter(self, years: tuple[str, int]) -> _Filter:
        op, n = years
        posting = self.d.years_between(op, n)
        if op == "least":
            posting = posting[::-1]
        if op in _OP_WORDS:
            label = f"with {_OP_WORDS[op]} {plural(n, 'year')} of coding"
        else:
            label = f"by years of coding, {'most' if op == 'most' else 'fewest'} first"
        checks = {
            "gt": lambda y: y > n, "ge": lambda y: y >= n, "lt": lambda y: y < n,
            "le": lambda y: y <= n, "most": lambda y: True, "least": lambda y: True,
        }  # fmt: skip

        def contains(i: int) -> bool:
            years_of = self.d.profiles[i].coding_years
            return years_of is not None and checks[op](years_of)

        rank = (lambda i: -self.d.years_rank[i]) if op == "least" else None
        return _Filter(
            "years", label, posting, contains, lambda i: years_text(self.d.profiles[i]), rank
        )

    # ---- ranking -------------------------------------------------------------------

    def _rank(self, filters: list[_Filter], q: Query, message: str) -> Answer:
        kinds = [f.kind for f in filters]
        skills = [f for f in filters if f.kind == "skill"]
        primary = (
            skills[0] if len(skills) == 1
            else next((f for f in filters if f.kind in ("repo", "company")), None)
            or next((f for f in filters if f.kind == "years" and f.rank is not None), None)
        )  # fmt: skip
        driver = min(filters, key=lambda f: len(f.posting))
        others = [f for f in filters if f is not driver]
        members: Sequence[int]
        if not others:
            members = driver.posting
        else:
            members = [i for i in driver.posting if all(f.contains(i) for f in others)]
        if len(skills) > 1:
            members = sorted(members, key=lambda i: self._skills_key(skills, i))
        elif primary is not None and primary is not driver and primary.rank is not None:
            members = sorted(members, key=primary.rank)
        elif primary is None and driver.kind not in ("place", "school", "degree", "years"):
            members = sorted(members, key=self.d.years_rank.__getitem__)
        company = next((f for f in filters if f.kind == "company"), None)

        def make(i: int) -> Match:
            evidence = " · ".join(w for w in (f.why(i) for f in filters) if w)
            return Match(self.d.profiles[i], evidence, bool(company and company.is_past(i)))

        matches = LazyMatches(members, make, self.d.profiles.__getitem__)
        if len(set(kinds)) > 1:
            intent = Intent.COMBINED
        else:
            intent = Intent({"years": "experience"}.get(kinds[0], kinds[0]))
        if not matches:
            return Answer(intent, message, f"Nobody here {_nobody_label(filters)}.")
        label = " · ".join(_label(f, len(matches) == 1) for f in filters)
        headline = f"{plural(len(matches), 'person', 'people')} {label}"
        if company is not None:
            past = (
                company.past_count if members is company.posting
                else sum(1 for i in members if company.is_past(i))
            )  # fmt: skip
            if past:
                headline += f" ({past} in the past)"
        return Answer(intent, message, headline, matches)

    def _skills_key(self, skills: list[_Filter], i: int) -> tuple[Any, ...]:
        """Several skills: the weakest evidence tier, then sums of scores, activity, mentions."""
        keys = [f.rank(i) for f in skills if f.rank is not None]
        return (
            max(k[0] for k in keys), sum(k[1] for k in keys), sum(k[2] for k in keys),
            sum(k[3] for k in keys), self.d.name_rank[i],
        )  # fmt: skip


def _label(f: _Filter, one: bool) -> str:
    if f.kind == "skill":
        return f"{'knows' if one else 'know'} {f.label}"
    return f.label


def _nobody_label(filters: list[_Filter]) -> str:
    parts = []
    for f in filters:
        if f.kind == "skill":
            parts.append(f"knows {f.label}")
        elif f.kind == "company":
            parts.append(f"works or worked {f.label}")
        elif f.kind == "place":
            parts.append(f"is based {f.label}")
        elif f.kind == "school":
            parts.append(f.label.removeprefix("who "))
        elif f.kind == "degree":
            parts.append(f"has {f.label.removeprefix('with ')}")
        elif f.kind == "repo":
            parts.append(f.label)
        else:
            parts.append(f"has {f.label.removeprefix('with ')}")
    return " and ".join(parts)


def _skill_line(h: SkillHit) -> str:
    if h.tier == SCORED:
        head = f"{h.label} {h.score}/10"
    elif h.tier == MENTION:
        return f"mentions {h.label} in the summary"
    else:
        head = f"{h.label} in topics"
    if h.repo is not None and h.repo.stats:
        return f"{head} · {stats_text(h.repo.stats, T.EVIDENCE_STATS)} to {h.repo.repo}"
    if h.mentions:
        return f"{head} · mentioned in the summary"
    return head


def _repo_line(c: Contribution) -> str:
    counts = stats_text(c.stats)
    parts = [c.role] if c.role else []
    parts.append(f"{counts} to {c.repo}" if counts else c.repo)
    return " · ".join(parts)


def _help_text() -> str:
    return "\n".join(f"`{ex}` {what}" for ex, what in HELP_EXAMPLES)
