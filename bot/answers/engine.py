"""From a message to an Answer: resolve what the question names, filter, rank, explain."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from bot.answers.intents import Clause, Query, parse, split_list
from bot.answers.model import Answer, Intent, LazyMatches, Match
from bot.profiles.model import Contribution, Profile
from bot.search import thresholds as T
from bot.search.directory import MENTION, SCORED, Directory, Resolved, SkillHit
from bot.search.store import contains_sorted, union
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
    """One resolved condition: how many meet it, who they are in its own order, which of
    some people meet it, and why, a line per person."""

    kind: str
    label: str  # how the headline names it: `know triton`, `in Beijing`
    size: int  # how many people meet it
    people: Callable[[], np.ndarray]  # everyone who meets it, in this condition's order
    member: Callable[[np.ndarray], np.ndarray]  # which of some people meet it (a mask)
    why: Callable[[int], str]
    # Sort keys for np.lexsort (the last one first) that put people in this condition's order.
    order: Callable[[np.ndarray], tuple[np.ndarray, ...]] | None = None
    past: Callable[[np.ndarray], np.ndarray] | None = None  # which of some people were there
    past_total: int = 0  # how many of everyone who meets it were there in the past
    # For a skill: the tier, score, activity and mentions of some people who have it.
    evidence: Callable[[np.ndarray], tuple[np.ndarray, ...]] | None = None
    # For a skill: those of some people who have it, in its ranking.
    within: Callable[[np.ndarray], np.ndarray] | None = None


class Engine:
    """Answers questions over one Directory snapshot; pure apart from reading it."""

    def __init__(self, directory: Directory, prefix: str = "!") -> None:
        self.d = directory
        self.prefix = prefix

    @property
    def directory(self) -> Directory:
        return self.d

    def warm(self) -> None:
        """Answer one question of each kind once, so that what is made on first use
        (compiled patterns, library modules, caches) is not made during a user's question."""
        for question in (
            "!profile zzzq xxyv", "who knows python in london", "who works at google",
            "who studied at mit", "who contributed to a/b", "!who knows pythn",
            "who knows go and rust with more than 5 years of experience",
        ):  # fmt: skip
            self.answer(question, addressed=True)

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
        for part in split_list(text) or [text]:
            r = self.d.resolve_skill(part)
            if not r.keys:
                suggestions = self.d.suggest(
                    self.d.canonical(part), self.d.scored_skills, self.d.skill_display
                )
                return Answer(
                    Intent.SKILL, "", f"Nobody here knows {part}.", suggestions=suggestions
                )
            out.append(self._skill_filter(r))
        return out

    def _skill_filter(self, r: Resolved) -> _Filter:
        k = r.keys[0]
        skills = self.d.skills

        def why(i: int) -> str:
            h = self.d.skill_hit(i, k)
            return _skill_line(h) if h else ""

        def member(people: np.ndarray) -> np.ndarray:
            return skills.find(k, people, places=False)[0]

        def evidence(people: np.ndarray) -> tuple[np.ndarray, ...]:
            pos = skills.find(k, people)[1]
            columns = ("tier", "score", "activity", "mentions")
            return tuple(skills.column(c, k)[pos] for c in columns)

        def within(people: np.ndarray) -> np.ndarray:
            # In id order, the lookups below read memory front to back: far fewer cache misses.
            people = np.sort(people)
            found, at = skills.find(k, people)
            # Places in the ranking are distinct: sorted, they read the people in its order.
            return skills[k][np.sort(at[found])]

        return _Filter(
            "skill", r.display, skills.size(k), lambda: skills[k], member, why,
            evidence=evidence, within=within,
        )  # fmt: skip

    def _facet_filter(
        self, kind: str, label: str, ranks: np.ndarray, why: Callable[[int], str]
    ) -> _Filter:
        """A condition whose people are a list of years ranks: they read in years order."""
        return _Filter(
            kind, label, len(ranks), lambda: self.d.by_ranks(ranks),
            lambda people: contains_sorted(ranks, self.d.years_rank[people]), why,
        )  # fmt: skip

    def _company_filter(self, r: Resolved) -> _Filter:
        keys = set(r.keys)
        current = self.d.facet_ranks(self.d.current, keys)
        past = self.d.facet_ranks(self.d.past, keys)
        # Current employees first, then those who were there, each once.
        past = past[~contains_sorted(current, past)]

        def why(i: int) -> str:
            if self.d.employer(i, keys) == "current":
                return current_role(self.d.profiles[i])
            named = [n for n in self.d.past_of(i) if key(n) in keys]
            now = self.d.profiles[i].company
            return f"past: {', '.join(named)}" + (f" (now at {now})" if now else "")

        def was_there(people: np.ndarray) -> np.ndarray:
            return contains_sorted(past, self.d.years_rank[people])

        def member(people: np.ndarray) -> np.ndarray:
            return contains_sorted(current, self.d.years_rank[people]) | was_there(people)

        return _Filter(
            "company", f"at {r.display}", len(current) + len(past),
            lambda: self.d.by_ranks(np.concatenate([current, past])), member, why,
            order=lambda people: (self.d.years_rank[people], was_there(people)), past=was_there,
            past_total=len(past),
        )  # fmt: skip

    def _place_filter(self, r: Resolved) -> _Filter:
        ranks = self.d.facet_ranks(self.d.places, r.keys)
        return self._facet_filter(
            "place", f"in {r.display}", ranks, lambda i: self.d.profiles[i].location or ""
        )

    def _school_filter(self, r: Resolved) -> _Filter:
        keys = set(r.keys)

        def why(i: int) -> str:
            education = self.d.profiles[i].education
            entries = [e for e in education if e.school and key(e.school) in keys]
            return " · ".join(
                f"{e.degree}, {e.school}" if e.degree else e.school or "" for e in entries
            )

        ranks = self.d.facet_ranks(self.d.schools, keys)
        return self._facet_filter("school", f"who studied at {r.display}", ranks, why)

    def _degree_filter(self, level: str) -> _Filter:
        def why(i: int) -> str:
            education = self.d.profiles[i].education
            entries = [e for e in education if self.d.degree_level(e.degree) == level]
            return " · ".join(f"{e.degree}, {e.school}" for e in entries)

        ranks = self.d.facet_ranks(self.d.degrees, [level])
        return self._facet_filter("degree", f"with {_LEVEL_NAMES[level]}", ranks, why)

    def _repo_filter(self, r: Resolved) -> _Filter:
        keys = r.keys
        repos = self.d.repos

        def activity(people: np.ndarray) -> np.ndarray:
            total = np.zeros(len(people), np.int64)
            for k in keys:
                found, pos = repos.find(k, people)
                total += np.where(found, repos.column("activity", k)[pos], 0)
            return total

        def order(people: np.ndarray) -> tuple[np.ndarray, ...]:
            return (self.d.name_rank[people], -activity(people))

        def people() -> np.ndarray:
            if len(keys) == 1:
                return repos[keys[0]]
            everyone = union(repos.column("ids", k) for k in keys)
            return everyone[np.lexsort(order(everyone))]

        def member(people: np.ndarray) -> np.ndarray:
            found = np.zeros(len(people), bool)
            for k in keys:
                found |= repos.find(k, people, places=False)[0]
            return found

        size = repos.size(keys[0]) if len(keys) == 1 else len(people())
        return _Filter(
            "repo", f"contributed to {r.display}", size, people, member,
            lambda i: " · ".join(_repo_line(c) for c in self.d.contributions_to(i, keys)),
            order,
        )  # fmt: skip

    def _years_filter(self, years: tuple[str, int]) -> _Filter:
        op, n = years
        start, stop = self.d.years_range(op, n)
        if op in _OP_WORDS:
            label = f"with {_OP_WORDS[op]} {plural(n, 'year')} of coding"
        else:
            label = f"by years of coding, {'most' if op == 'most' else 'fewest'} first"

        def people() -> np.ndarray:
            chosen = self.d.by_years_all[start:stop]
            return chosen[::-1] if op == "least" else chosen

        def member(people: np.ndarray) -> np.ndarray:
            ranks = self.d.years_rank[people]
            return (ranks >= start) & (ranks < stop)

        order = (lambda people: (-self.d.years_rank[people],)) if op == "least" else None
        return _Filter(
            "years", label, stop - start, people, member,
            lambda i: years_text(self.d.profiles[i]), order,
        )  # fmt: skip

    # ---- ranking -------------------------------------------------------------------

    def _rank(self, filters: list[_Filter], q: Query, message: str) -> Answer:
        kinds = [f.kind for f in filters]
        skills = [f for f in filters if f.kind == "skill"]
        primary = (
            skills[0] if len(skills) == 1
            else next((f for f in filters if f.kind in ("repo", "company")), None)
            or next((f for f in filters if f.kind == "years" and f.order is not None), None)
        )  # fmt: skip
        # Start from the fewest people and keep those who meet every other condition.
        driver = min(filters, key=lambda f: f.size)
        members = np.asarray(driver.people(), np.int32)
        # A single skill that is not the driver is tested last, reading its own ranking.
        ranking = primary.within if primary is not None and primary is not driver else None
        for f in filters:
            if f is not driver and (f is not primary or ranking is None) and len(members):
                members = members[f.member(members)]
        if ranking is not None:
            members = ranking(members)
        elif len(skills) > 1:
            members = members[np.lexsort(self._skills_key(skills, members))]
        elif primary is not None and primary is not driver and primary.order is not None:
            members = members[np.lexsort(primary.order(members))]
        elif primary is None and driver.kind not in ("place", "school", "degree", "years"):
            members = members[np.argsort(self.d.years_rank[members], kind="stable")]
        company = next((f for f in filters if f.kind == "company"), None)
        past = company.past if company is not None else None

        def make(i: int) -> Match:
            evidence = " · ".join(w for w in (f.why(i) for f in filters) if w)
            was_past = past is not None and bool(past(np.array([i], np.int32))[0])
            return Match(self.d.profiles[i], evidence, was_past)

        matches = LazyMatches(members, make, self.d.profiles.__getitem__)
        if len(set(kinds)) > 1:
            intent = Intent.COMBINED
        else:
            intent = Intent({"years": "experience"}.get(kinds[0], kinds[0]))
        if not matches:
            return Answer(intent, message, f"Nobody here {_nobody_label(filters)}.")
        label = " · ".join(_label(f, len(matches) == 1) for f in filters)
        headline = f"{plural(len(matches), 'person', 'people')} {label}"
        if company is not None and past is not None:
            alone = len(filters) == 1  # everyone at the company, each once
            count = company.past_total if alone else int(np.count_nonzero(past(members)))
            if count:
                headline += f" ({count} in the past)"
        return Answer(intent, message, headline, matches)

    def _skills_key(self, skills: list[_Filter], people: np.ndarray) -> tuple[np.ndarray, ...]:
        """Several skills: the weakest evidence tier, then sums of scores, activity, mentions,
        then the name (as keys for np.lexsort, the last one first)."""
        tiers, scores, activity, mentions = [], [], [], []
        for f in skills:
            assert f.evidence is not None
            t, s, a, m = f.evidence(people)
            tiers.append(t)
            scores.append(s.astype(np.int64))
            activity.append(a.astype(np.int64))
            mentions.append(m.astype(np.int64))
        return (
            self.d.name_rank[people], -np.sum(mentions, axis=0), -np.sum(activity, axis=0),
            -np.sum(scores, axis=0), np.max(tiers, axis=0),
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
