"""An immutable snapshot of the loaded profiles with the indexes every question uses.

Every posting list is built once, already in the order answers need (skills by
score and evidence, repositories by activity, names by name, everything else by
years of coding), so a question reads postings and never scans every profile.
Postings are compact `array('i')` of profile positions; what a line of evidence
needs is computed for the few people shown, not stored for everyone.
"""

from __future__ import annotations

import heapq
import re
import sys
from array import array
from bisect import bisect_left, bisect_right
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from rapidfuzz import fuzz, process
from rapidfuzz.distance import OSA

from bot.profiles.model import Contribution, Profile
from bot.search import thresholds as T
from bot.search.text import fold, key, words
from bot.search.vocab import Vocab, load_vocab

# Tiers of skill evidence, strongest first.
SCORED, TOPIC, MENTION = 0, 1, 2


@dataclass(frozen=True)
class SkillHit:
    index: int
    tier: int
    score: int  # 0 when the skill is not scored
    activity: int  # total counts in repositories whose name or topics match
    mentions: int  # whole-word mentions in the summary
    repo: Contribution | None  # the most active matching repository
    label: str  # the skill as the profile writes it


@dataclass
class Resolved:
    """What a phrase resolved to: keys into an index, and how it got there."""

    keys: list[str] = field(default_factory=list)
    display: str = ""
    fuzzy: bool = False


@dataclass(frozen=True)
class People:
    """People a typed name points at, best first, at most NAME_MAX_CHOICES of them."""

    indexes: list[int]
    clear: bool  # one person, clearly ahead of everyone else
    score: float  # the best person's score (100 for an exact name)


# Past employers: a cue of employment, then a list of capitalised names.
_NAME = r"[A-Z](?:[\w&+-]|\.(?=\w))*(?: [A-Z](?:[\w&+-]|\.(?=\w))*)*"
_PAST_CUES = re.compile(
    r"\b(?i:previously|formerly|earlier|worked|working|work|interned|internships?|spent|stints?"
    r"|employed|labs|companies|tenure)\b[^.;:]{0,40}?\b(?:at|for|with|including)\s+"
    rf"(?P<list>{_NAME}(?:(?:,\s*(?:and\s+)?|\s+and\s+){_NAME})*)"
)
_PARENTHESES = re.compile(r"\s*\([^()]*\)")
_NOT_EMPLOYERS = re.compile(r"\b(?:University|College|Institute|School|Academy)\b")
# Company words that do not tell companies apart: `DeepSeek` is `DeepSeek AI`.
_COMPANY_NOISE = frozenset({"ai", "inc", "ltd", "llc", "corp", "co", "gmbh", "the", "labs", "lab"})
_SCHOOL_NOISE = frozenset({"university", "of", "the", "college", "institute", "technology"})
_MENTION_TOKEN = re.compile(r"[a-z0-9+#.]*[a-z0-9+#]")


_PAST_HINTS = ("previous", "former", "earlier", "work", "intern", "spent", "stint", "employ",
               "labs", "compan", "tenure")  # fmt: skip


def past_employers(summary: str | None, current: str | None) -> list[str]:
    if not summary:
        return []
    lowered = summary.lower()
    if not any(hint in lowered for hint in _PAST_HINTS):
        return []
    text = _PARENTHESES.sub("", summary)
    current_key = key(current or "")
    found: list[str] = []
    for m in _PAST_CUES.finditer(text):
        for name in re.split(r",\s*(?:and\s+)?|\s+and\s+", m["list"]):
            name = name.strip().rstrip(".")
            k = key(name)
            if not k or _NOT_EMPLOYERS.search(name) or k == current_key or name in found:
                continue
            found.append(name)
    return found


def _school_acronym(name: str) -> str:
    return "".join(w[0] for w in words(name) if w not in {"of", "the", "and", "at", "for", "in"})


def _postings(table: dict[str, list[int]]) -> dict[str, array]:
    return {k: array("i", v) for k, v in table.items()}


def _token_index(vocab: Iterable[str], noise: frozenset[str]) -> dict[str, list[str]]:
    index: dict[str, list[str]] = defaultdict(list)
    for entry in vocab:
        for token in set(entry.split()) - noise:
            index[token].append(entry)
    return dict(index)


def _containing(index: dict[str, list[str]], tokens: set[str]) -> list[str]:
    """Entries whose words include every one of tokens, via the smallest token list."""
    lists = sorted((index.get(t, []) for t in tokens), key=len)
    if not lists or not lists[0]:
        return []
    return sorted(e for e in lists[0] if tokens <= set(e.split()))


class Directory:
    """The profiles of one data snapshot and their indexes."""

    def __init__(self, profiles: Sequence[Profile], vocab: Vocab | None = None) -> None:
        self._attach(profiles, vocab)
        self._build_order()
        self._build_names()
        self._build_skills()
        self._build_facets()
        self._build_repos()

    def _attach(self, profiles: Sequence[Profile], vocab: Vocab | None) -> None:
        self.vocab = vocab or load_vocab()
        self.profiles: tuple[Profile, ...] = tuple(profiles)
        self.canonical = lru_cache(maxsize=1 << 17)(self.vocab.canonical_skill)
        self.degree_level = lru_cache(maxsize=1 << 14)(self.vocab.degree_level)
        # Topics belong to the repository, so they repeat across everyone who worked on it.
        self._repo_keys = lru_cache(maxsize=1 << 17)(self._repo_keys_uncached)

    # ---- storing the built indexes -------------------------------------------------

    _NOT_STATE = frozenset({"vocab", "profiles", "canonical", "degree_level", "_repo_keys"})
    _AS_FROZENSETS = ("profile_words",)
    _AS_TUPLES = ("skill_keys",)
    _SET_VALUES = ("school_acronyms", "repo_names")

    def state(self) -> dict[str, Any]:
        """The built indexes as plain data, for the load cache (see restore)."""
        return {k: v for k, v in self.__dict__.items() if k not in self._NOT_STATE}

    @classmethod
    def restore(
        cls, profiles: Sequence[Profile], state: dict[str, Any], vocab: Vocab | None = None
    ) -> Directory:
        """A Directory over the same profiles, in the same order, without indexing again."""
        directory = cls.__new__(cls)
        directory.__dict__.update(state)
        for name in cls._AS_FROZENSETS:
            directory.__dict__[name] = [frozenset(x) for x in state[name]]
        for name in cls._AS_TUPLES:
            directory.__dict__[name] = [tuple(x) for x in state[name]]
        for name in cls._SET_VALUES:
            directory.__dict__[name] = {k: set(v) for k, v in state[name].items()}
        directory.past_of = {k: tuple(v) for k, v in state["past_of"].items()}
        directory._attach(profiles, vocab)
        return directory

    # ---- building -------------------------------------------------------------------

    def _build_order(self) -> None:
        n = len(self.profiles)
        self.sort_names = [sys.intern(fold(p.name)) for p in self.profiles]
        by_name = sorted(range(n), key=self.sort_names.__getitem__)
        self.name_rank = array("i", bytes(4 * n))
        for rank, i in enumerate(by_name):
            self.name_rank[i] = rank
        self.by_name = array("i", by_name)
        # Years of coding, most first, unknown last, then by name.
        years = [p.coding_years if p.coding_years is not None else -1 for p in self.profiles]
        order = sorted(range(n), key=lambda i: (-years[i], self.name_rank[i]))
        self.years_rank = array("i", bytes(4 * n))
        for rank, i in enumerate(order):
            self.years_rank[i] = rank
        self.by_years = array("i", (i for i in order if years[i] >= 0))
        # Negated years along by_years, ascending, for bisecting `more than N years`.
        self._neg_years = array("i", (-years[i] for i in self.by_years))

    def _build_names(self) -> None:
        name_words: dict[str, list[int]] = defaultdict(list)
        full_names: dict[str, list[int]] = defaultdict(list)
        self.profile_words: list[frozenset[str]] = [frozenset()] * len(self.profiles)
        for i in self.by_name:
            ws = [sys.intern(w) for w in words(self.profiles[i].name)]
            full_names[" ".join(ws)].append(i)
            own = {*ws, "".join(ws)} if len(ws) > 1 else set(ws)
            self.profile_words[i] = frozenset(own)
            for w in own:
                name_words[w].append(i)
        self.name_words = _postings(name_words)
        self.full_names = _postings(full_names)
        self.name_vocab = sorted(self.name_words)
        self.full_name_vocab = sorted(self.full_names)
        self._same_letters: dict[str, list[str]] = defaultdict(list)
        # Name words by length: a word with d typos is within d letters of its length.
        self._name_lengths: dict[int, list[str]] = defaultdict(list)
        for w in self.name_vocab:
            self._name_lengths[len(w)].append(w)
            if len(w) == T.MIN_FUZZY_LENGTH - 1:
                self._same_letters["".join(sorted(w))].append(w)

    def _topic_keys(self, c: Contribution) -> frozenset[str]:
        """The skills a contribution is evidence for: its repository's name and topics."""
        return self._repo_keys(c.repo, tuple(c.topics))

    def _repo_keys_uncached(self, repo: str, topics: tuple[str, ...]) -> frozenset[str]:
        return frozenset(
            {*(self.canonical(t) for t in topics), self.canonical(repo.rsplit("/")[-1])}
        )

    def _build_skills(self) -> None:
        canon = self.canonical
        labels: Counter[str] = Counter()
        topic_words: set[str] = set()
        self.skill_keys: list[tuple[str, ...]] = []
        for p in self.profiles:
            ks = tuple(sys.intern(canon(s.name)) for s in p.skills)
            self.skill_keys.append(ks)
            labels.update(set(ks))
            for c in p.contributions:
                topic_words.update(canon(t) for t in c.topics)
        known = set(labels) | topic_words | {canon(t) for t in self.vocab.topics}
        # Multiword skills are found in prose by their first word: `deep` of deep-learning.
        firsts = {k.split("-")[0] for k in known if "-" in k}
        firsts |= {a.split("-")[0] for a in self.vocab.skill_aliases if "-" in a}
        singles = {
            w for w in known | self.vocab.skill_aliases.keys() if len(w) >= T.MIN_MENTION_LENGTH
        }
        self.mentions: dict[int, dict[str, int]] = {}
        self.skill_display: dict[str, str] = {}
        ranked: dict[str, list[tuple[int, int, int, int, int, int]]] = defaultdict(list)
        for i, p in enumerate(self.profiles):
            mentions = self._count_mentions(p.summary, known, singles, firsts)
            if mentions:
                self.mentions[i] = mentions
            scores: dict[str, int] = {}
            label: dict[str, str] = {}
            for s, k in zip(p.skills, self.skill_keys[i], strict=True):
                if k not in scores:
                    scores[k] = s.score
                    label[k] = s.name
            activity: dict[str, int] = {}
            for c in p.contributions:
                n = c.activity
                for k in self._topic_keys(c):
                    activity[k] = activity.get(k, 0) + n
            rank = self.name_rank[i]
            for k in scores.keys() | activity.keys() | mentions.keys():
                score = scores.get(k)
                tier = SCORED if score is not None else TOPIC if k in activity else MENTION
                ranked[k].append(
                    (tier, -(score or 0), -activity.get(k, 0), -mentions.get(k, 0), rank, i)
                )
                if k not in self.skill_display:
                    self.skill_display[k] = label.get(k, k)
        self.skills = {}
        for k, hits in ranked.items():
            hits.sort()
            self.skills[sys.intern(k)] = array("i", [h[5] for h in hits])
        # For the most common skills, each person's place in the posting (-1: absent), so
        # that combining them with another condition tests and ranks a person in O(1).
        n = len(self.profiles)
        self.skill_positions: dict[str, array] = {}
        for k, posting in self.skills.items():
            if len(posting) >= max(T.POSITIONS_MIN_POSTING, n * T.POSITIONS_MIN_SHARE):
                positions = array("i", [-1]) * n
                for pos, i in enumerate(posting):
                    positions[i] = pos
                self.skill_positions[k] = positions
        self.scored_skills = sorted(labels)
        self.popular_skills = [k for k, _ in labels.most_common()]
        self.skill_vocab = sorted(self.skills)
        # Typos are matched against aliases too (`golnag` is `golang`, which is go).
        self.skill_spellings = {k: k for k in self.skills}
        for alias, target in self.vocab.skill_aliases.items():
            if target in self.skills and re.fullmatch(r"[a-z0-9-]+", alias):
                self.skill_spellings.setdefault(alias, target)
        self.skill_spelling_vocab = sorted(self.skill_spellings)

    def _count_mentions(
        self, summary: str | None, known: set[str], singles: set[str], firsts: set[str]
    ) -> dict[str, int]:
        """Known skills a summary names, as words or runs of two or three words."""
        if not summary:
            return {}
        # Skill words are ASCII: lower() finds them, without folding the whole text.
        tokens = _MENTION_TOKEN.findall(summary.lower())
        found: dict[str, int] = {}
        aliases = self.vocab.skill_aliases

        def count(phrase: str, times: int = 1) -> None:
            k = aliases.get(phrase, phrase)
            if k in known:
                k = sys.intern(k)
                found[k] = found.get(k, 0) + times

        for token in singles.intersection(tokens):
            count(token, tokens.count(token))
        starts = firsts.intersection(tokens)
        if starts:
            for j, token in enumerate(tokens[:-1]):
                if token in starts:
                    count(f"{token}-{tokens[j + 1]}")
                    if j + 2 < len(tokens):
                        count(f"{token}-{tokens[j + 1]}-{tokens[j + 2]}")
        return found

    def has_skill(self, i: int, k: str) -> bool:
        """Whether person i has any evidence for skill k; cheaper than skill_hit."""
        if k in self.skill_keys[i] or k in self.mentions.get(i, ()):
            return True
        return any(k in self._topic_keys(c) for c in self.profiles[i].contributions)

    def skill_rank(self, i: int, k: str) -> tuple[int, int, int, int]:
        """How person i ranks for skill k: tier, then score, activity, mentions (negated)."""
        p = self.profiles[i]
        activity = 0
        for c in p.contributions:
            if k in self._topic_keys(c):
                activity += c.activity
        mentions = self.mentions.get(i, {}).get(k, 0)
        keys = self.skill_keys[i]
        if k in keys:
            return (SCORED, -p.skills[keys.index(k)].score, -activity, -mentions)
        if activity or any(k in self._topic_keys(c) for c in p.contributions):
            return (TOPIC, 0, -activity, -mentions)
        return (MENTION if mentions else 9, 0, 0, -mentions)

    def skill_hit(self, i: int, k: str) -> SkillHit | None:
        """Person i's evidence for skill k, or None when there is none."""
        p = self.profiles[i]
        repos = [c for c in p.contributions if k in self._topic_keys(c)]
        mentions = self.mentions.get(i, {}).get(k, 0)
        pairs = zip(p.skills, self.skill_keys[i], strict=True)
        skill = next((s for s, sk in pairs if sk == k), None)
        if skill is None and not repos and not mentions:
            return None
        tier = SCORED if skill else TOPIC if repos else MENTION
        return SkillHit(
            index=i,
            tier=tier,
            score=skill.score if skill else 0,
            activity=sum(c.activity for c in repos),
            mentions=mentions,
            repo=max(repos, key=lambda c: c.activity, default=None),
            label=skill.name if skill else k,
        )

    def _build_facets(self) -> None:
        """Employers, places, schools and degrees, each posting in years order."""
        current: dict[str, list[int]] = defaultdict(list)
        past: dict[str, list[int]] = defaultdict(list)
        places: dict[str, list[int]] = defaultdict(list)
        schools: dict[str, list[int]] = defaultdict(list)
        degrees: dict[str, list[int]] = defaultdict(list)
        self.company_display: dict[str, str] = {}
        self.place_display: dict[str, str] = {}
        self.school_display: dict[str, str] = {}
        self.school_acronyms: dict[str, set[str]] = defaultdict(set)
        self.past_of: dict[int, tuple[str, ...]] = {}
        for i in sorted(range(len(self.profiles)), key=self.years_rank.__getitem__):
            p = self.profiles[i]
            if p.company:
                k = sys.intern(key(p.company))
                current[k].append(i)
                self.company_display.setdefault(k, p.company)
            pasts = past_employers(p.summary, p.company)
            if pasts:
                self.past_of[i] = tuple(pasts)
            for name in dict.fromkeys(sys.intern(key(n)) for n in pasts):
                past[name].append(i)
            for name in pasts:
                self.company_display.setdefault(key(name), name)
            for part in dict.fromkeys((p.location or "").split(",")):
                k = sys.intern(key(part))
                if k and (not places[k] or places[k][-1] != i):
                    places[k].append(i)
                    self.place_display.setdefault(k, part.strip())
            levels: set[str] = set()
            for e in p.education:
                if e.school:
                    k = sys.intern(key(e.school))
                    if not schools[k] or schools[k][-1] != i:
                        schools[k].append(i)
                    self.school_display.setdefault(k, e.school)
                    self.school_acronyms[_school_acronym(e.school)].add(k)
                level = self.degree_level(e.degree)
                if level and level not in levels:
                    levels.add(level)
                    degrees[level].append(i)
        self.current, self.past = _postings(current), _postings(past)
        self.places, self.schools = _postings(places), _postings(schools)
        self.degrees = _postings(degrees)
        self.company_vocab = sorted(self.company_display)
        self.company_tokens = _token_index(self.company_vocab, _COMPANY_NOISE)
        self.company_first_words = {c.split()[0]: c for c in reversed(self.company_vocab)}
        self.place_vocab = sorted(self.places)
        self.school_vocab = sorted(self.schools)
        self.school_tokens = _token_index(self.school_vocab, _SCHOOL_NOISE)
        self.school_words = {}
        for s in self.school_vocab:
            for w in s.split():
                if w not in _SCHOOL_NOISE:
                    self.school_words.setdefault(w, s)

    def _build_repos(self) -> None:
        repos: dict[str, list[tuple[int, int, int]]] = defaultdict(list)
        self.repo_display: dict[str, str] = {}
        self.repo_names: dict[str, set[str]] = defaultdict(set)
        for i, p in enumerate(self.profiles):
            for c in p.contributions:
                k = sys.intern(c.repo.lower())
                repos[k].append((-c.activity, self.name_rank[i], i))
                self.repo_display.setdefault(k, c.repo)
                self.repo_names[k.rsplit("/", 1)[-1]].add(k)
        self.repos = {k: array("i", (i for *_, i in sorted(v))) for k, v in repos.items()}
        self.repo_vocab = sorted(self.repos)
        self.repo_name_vocab = sorted(self.repo_names)

    # ---- facts about one person ----------------------------------------------------

    def contributions_to(self, i: int, keys: Iterable[str]) -> list[Contribution]:
        wanted = set(keys)
        return [c for c in self.profiles[i].contributions if c.repo.lower() in wanted]

    def in_places(self, i: int, keys: set[str]) -> bool:
        return any(key(part) in keys for part in (self.profiles[i].location or "").split(","))

    def studied_at(self, i: int, keys: set[str]) -> bool:
        return any(e.school and key(e.school) in keys for e in self.profiles[i].education)

    def has_degree(self, i: int, level: str) -> bool:
        return any(self.degree_level(e.degree) == level for e in self.profiles[i].education)

    def employer(self, i: int, keys: set[str]) -> str | None:
        """'current' or 'past' when person i works or worked at one of keys."""
        p = self.profiles[i]
        if p.company and key(p.company) in keys:
            return "current"
        if any(key(n) in keys for n in self.past_of.get(i, ())):
            return "past"
        return None

    def years_between(self, op: str, n: int) -> Sequence[int]:
        """People whose years of coding satisfy `op n`, most years first."""
        if op == "gt":
            return self.by_years[: bisect_left(self._neg_years, -n)]
        if op == "ge":
            return self.by_years[: bisect_right(self._neg_years, -n)]
        if op == "lt":
            return self.by_years[bisect_right(self._neg_years, -n) :]
        if op == "le":
            return self.by_years[bisect_left(self._neg_years, -n) :]
        return self.by_years

    def merged(self, postings: list[array], rank: array) -> Sequence[int]:
        """Several postings as one, in the order of rank, each person once."""
        if len(postings) == 1:
            return postings[0]
        out = array("i")
        last = -1
        for i in heapq.merge(*postings, key=rank.__getitem__):
            if i != last:
                out.append(i)
                last = i
        return out

    # ---- fuzzy resolution ----------------------------------------------------------

    def _fuzzy(self, text: str, vocab: Sequence[str]) -> list[tuple[str, float]]:
        """Vocabulary entries close to text, best first, under the shared cutoffs."""
        if len(text) < T.MIN_FUZZY_LENGTH or not vocab:
            return []
        cutoff = T.FUZZY_CUTOFF_SHORT if len(text) <= T.FUZZY_SHORT_WORD else T.FUZZY_CUTOFF
        hits = process.extract(text, vocab, scorer=fuzz.ratio, score_cutoff=cutoff, limit=5)
        return [(h[0], h[1]) for h in hits if len(h[0]) >= T.MIN_FUZZY_LENGTH]

    def _clear_best(self, hits: list[tuple[str, float]]) -> list[str]:
        """The best hit, or every hit tied with it within the margin."""
        if not hits:
            return []
        top = hits[0][1]
        return [h for h, s in hits if top - s < T.FUZZY_CLEAR_MARGIN]

    def suggest(self, text: str, vocab: Sequence[str], display: dict[str, str]) -> list[str]:
        if not text or not vocab:
            return []
        hits = process.extract(
            text, vocab, scorer=fuzz.ratio, score_cutoff=T.SUGGEST_CUTOFF, limit=T.SUGGEST_LIMIT
        )
        return [display.get(h[0], h[0]) for h in hits]

    def resolve_skill(self, text: str) -> Resolved:
        k = self.canonical(text)
        if not k:
            return Resolved()
        if k in self.skills:
            return Resolved([k], self.skill_display.get(k, k))
        compact = k.replace("-", "")
        for candidate in (compact, k + "s", k.removesuffix("s"), k.removesuffix("es")):
            candidate = self.vocab.skill_aliases.get(candidate, candidate)
            if candidate and candidate in self.skills:
                return Resolved([candidate], self.skill_display.get(candidate, candidate))
        if not re.fullmatch(r"[a-z0-9-]+", k):
            return Resolved(display=text)  # symbols never fuzzy-match: c# is not c++
        targets: list[tuple[str, float]] = []
        for spelling, score in self._fuzzy(k, self.skill_spelling_vocab):
            target = self.skill_spellings[spelling]
            if target not in (t for t, _ in targets):
                targets.append((target, score))
        best = self._clear_best(targets)
        if len(best) == 1:
            return Resolved(best, self.skill_display.get(best[0], best[0]), fuzzy=True)
        return Resolved(display=text)

    def known_skill(self, text: str) -> bool:
        """Whether text names a skill at all, even one nobody here has."""
        k = self.canonical(text)
        return k in self.skills or k in self.vocab.topics or k in self.vocab.skill_aliases.values()

    def resolve_company(self, text: str) -> Resolved:
        k = key(text)
        if not k:
            return Resolved()
        if k in self.company_display:
            return Resolved(self._company_family(k), self.company_display[k])
        typed = set(k.split()) - _COMPANY_NOISE
        if typed:
            subset = _containing(self.company_tokens, typed)
            if subset:
                return Resolved(subset, self.company_display[subset[0]])
        hits = self._fuzzy(k, self.company_vocab)
        hits += [
            (self.company_first_words[w], s)
            for w, s in self._fuzzy(k, sorted(self.company_first_words))
        ]
        hits.sort(key=lambda h: -h[1])
        best = self._clear_best(hits)
        if best:
            keys = sorted({c for b in best for c in self._company_family(b)})
            return Resolved(keys, self.company_display[best[0]], fuzzy=True)
        return Resolved(display=text)

    def _company_family(self, k: str) -> list[str]:
        """A company and the longer names that contain it: Microsoft, Microsoft Research Asia
        (but `Fluxnorth AI` is not `Fluxnorth Labs`)."""
        typed = set(k.split())
        lists = sorted((self.company_tokens.get(t, []) for t in typed - _COMPANY_NOISE), key=len)
        if not lists:
            return [k]
        return sorted({k, *(c for c in lists[0] if typed <= set(c.split()))})

    def resolve_place(self, text: str) -> Resolved:
        k = key(text).removeprefix("the ")
        if not k:
            return Resolved()
        for candidate in (
            k,
            key(self.vocab.countries.get(k, "")),
            key(self.vocab.regions.get(k, "")),
        ):
            if candidate and candidate in self.places:
                return Resolved([candidate], self.place_display[candidate])
        if k in self.vocab.countries or k in self.vocab.regions:
            name = self.vocab.countries.get(k) or self.vocab.regions[k]
            return Resolved(display=name)
        best = self._clear_best(self._fuzzy(k, self.place_vocab))
        if len(best) == 1:
            return Resolved(best, self.place_display[best[0]], fuzzy=True)
        return Resolved(display=text)

    def resolve_school(self, text: str) -> Resolved:
        k = key(text).removeprefix("the ")
        if not k:
            return Resolved()
        if k in self.schools:
            return Resolved([k], self.school_display[k])
        full = key(self.vocab.schools.get(k, ""))
        if full in self.schools:
            return Resolved([full], self.school_display[full])
        compact = k.replace(" ", "")
        if compact in self.school_acronyms:
            keys = sorted(self.school_acronyms[compact])
            return Resolved(keys, self.school_display[keys[0]])
        typed = set(k.split()) - {"university", "of", "the", "college", "institute"}
        if typed:
            subset = (
                _containing(self.school_tokens, typed - _SCHOOL_NOISE)
                if (typed - _SCHOOL_NOISE)
                else []
            )
            subset = [s for s in subset if typed <= set(s.split())]
            if subset:
                return Resolved(subset, self.school_display[subset[0]])
        hits = self._fuzzy(k, self.school_vocab)
        hits += [(self.school_words[w], s) for w, s in self._fuzzy(k, sorted(self.school_words))]
        hits.sort(key=lambda h: -h[1])
        best = sorted(set(self._clear_best(hits)))
        if best:
            return Resolved(best, self.school_display[best[0]], fuzzy=True)
        if full:
            return Resolved(display=self.vocab.schools[k])
        return Resolved(display=text)

    def resolve_repo(self, text: str) -> Resolved:
        k = text.strip().strip("`'\"").lower()
        if not k:
            return Resolved()
        if k in self.repos:
            return Resolved([k], self.repo_display[k])
        name = k.rsplit("/", 1)[-1]
        name = self.vocab.skill_aliases.get(name, name) if name not in self.repo_names else name
        if name in self.repo_names:
            keys = sorted(self.repo_names[name])
            return Resolved(keys, self.repo_display[keys[0]])
        if "/" in k:
            best = self._clear_best(self._fuzzy(k, self.repo_vocab))
            if best:
                return Resolved(best, self.repo_display[best[0]], fuzzy=True)
        best = self._clear_best(self._fuzzy(name, self.repo_name_vocab))
        if best:
            keys = sorted({r for b in best for r in self.repo_names[b]})
            return Resolved(keys, self.repo_display[keys[0]], fuzzy=True)
        return Resolved(display=text)

    # ---- names -------------------------------------------------------------------

    def find_people(self, text: str) -> People:
        """People whose name fits the typed words (see thresholds for every rule)."""
        typed = words(text)
        none = People([], False, 0.0)
        if not typed:
            return none
        exact = self.full_names.get(" ".join(typed))
        if exact is not None:
            return People(list(exact[: T.NAME_MAX_CHOICES]), len(exact) == 1, 100.0)
        candidates = [self._name_word_candidates(w) for w in typed]
        if len(typed) == 1:
            return self._people_by_one_word(candidates[0])
        # A person must match every typed word to reach the minimum score: intersect
        # the people of each typed word's candidate words, smallest first, then score
        # only those.
        groups = [{v for v, _ in c} for c in candidates]
        sizes = [sum(len(self.name_words[v]) for v in g) for g in groups]
        order = sorted(range(len(typed)), key=sizes.__getitem__)
        pool = {i for v in groups[order[0]] for i in self.name_words[v]}
        for j in order[1:]:
            if not pool:
                break
            if len(pool) * 4 < sizes[j]:
                pool = {i for i in pool if not groups[j].isdisjoint(self.profile_words[i])}
            else:
                pool &= {i for v in groups[j] for i in self.name_words[v]}
        scored: list[tuple[float, int, int]] = []
        for i in pool:
            own = self.profile_words[i]
            total = sum(max((s for w, s in c if w in own), default=0.0) for c in candidates)
            score = total / len(typed)
            if score >= T.NAME_MIN_SCORE:
                scored.append((-score, self.name_rank[i], i))
        if not scored:
            return none
        scored.sort()
        top = -scored[0][0]
        close = [i for s, _, i in scored if top + s < T.NAME_CLEAR_MARGIN]
        return People(close[: T.NAME_MAX_CHOICES], len(close) == 1, top)

    def _people_by_one_word(self, candidates: list[tuple[str, float]]) -> People:
        if not candidates:
            return People([], False, 0.0)
        best: dict[str, float] = {}
        for w, s in candidates:
            best[w] = max(s, best.get(w, 0.0))
        top = max(best.values())
        if top < T.NAME_MIN_SCORE:
            return People([], False, 0.0)
        close = sorted(
            ((s, w) for w, s in best.items() if top - s < T.NAME_CLEAR_MARGIN), reverse=True
        )
        people: list[int] = []
        seen: set[int] = set()
        for score in dict.fromkeys(s for s, _ in close):
            group = [self.name_words[w] for s, w in close if s == score]
            for i in self.merged(group, self.name_rank):
                if i not in seen:
                    seen.add(i)
                    people.append(i)
                if len(people) > T.NAME_MAX_CHOICES:
                    break
        return People(people[: T.NAME_MAX_CHOICES], len(people) == 1, top)

    def _name_word_candidates(self, w: str) -> list[tuple[str, float]]:
        out: list[tuple[str, float]] = []
        if w in self.name_words:
            out.append((w, 100.0))
        if len(w) >= T.NAME_PREFIX_MIN:
            out += [(v, float(T.NAME_PREFIX_SCORE)) for v in self._prefixed(w) if v != w]
        if len(w) == T.MIN_FUZZY_LENGTH - 1:
            out += [
                (v, 100.0 - T.NAME_TYPO_COST)
                for v in self._same_letters.get("".join(sorted(w)), ())
                if v != w and OSA.distance(v, w) == 1
            ]
        if len(w) >= T.MIN_FUZZY_LENGTH:
            limit = T.NAME_TYPOS_LONG if len(w) >= T.NAME_LONG_WORD else T.NAME_TYPOS_SHORT
            for length in range(len(w) - limit, len(w) + limit + 1):
                vocab = self._name_lengths.get(length)
                if not vocab or length < T.MIN_FUZZY_LENGTH:
                    continue
                hits = process.extract(w, vocab, scorer=OSA.distance, score_cutoff=limit, limit=20)
                out += [(v, 100.0 - T.NAME_TYPO_COST * d) for v, d, _ in hits if v != w]
        return out

    def _prefixed(self, w: str, vocab: Sequence[str] | None = None, limit: int = 50) -> list[str]:
        """Entries of a sorted vocabulary that start with w."""
        vocab = self.name_vocab if vocab is None else vocab
        start = bisect_left(vocab, w)
        out = []
        for v in vocab[start : start + limit]:
            if not v.startswith(w):
                break
            out.append(v)
        return out

    def name_suggestions(self, text: str) -> list[str]:
        """Full names close to a name nobody has, for did-you-mean: gathered through the
        name words that look like the typed ones, never by scanning every name."""
        people: set[int] = set()
        for w in words(text):
            if len(w) < T.NAME_PREFIX_MIN:
                continue
            near = process.extract(
                w, self.name_vocab, scorer=fuzz.ratio, score_cutoff=T.SUGGEST_CUTOFF, limit=5
            )
            for v, _, _ in near:
                people.update(self.name_words[v][: T.SUGGEST_POOL])
        names = {self.sort_names[i]: i for i in people}
        hits = process.extract(
            fold(text), list(names), scorer=fuzz.WRatio, score_cutoff=T.SUGGEST_CUTOFF,
            limit=T.SUGGEST_LIMIT,
        )  # fmt: skip
        return [self.profiles[names[h[0]]].name for h in hits]

    # ---- autocomplete --------------------------------------------------------------

    def complete_names(self, text: str, limit: int) -> list[str]:
        """Names for an autocomplete box: name prefixes first, then fuzzy matches."""
        typed = key(text)
        indexes: list[int] = []
        if not typed:
            indexes = list(self.by_name[:limit])
        else:
            # Whole names by their start, then any name word by its start; the fuzzy
            # search for typos only when nothing starts that way.
            for full in self._prefixed(typed, self.full_name_vocab, limit):
                indexes.extend(self.full_names[full][:limit])
            if len(indexes) < limit and " " not in typed:
                for w in self._prefixed(typed, self.name_vocab, limit):
                    indexes.extend(self.name_words[w][:limit])
            if not indexes:
                indexes.extend(self.find_people(text).indexes)
        return list(dict.fromkeys(self.profiles[i].name for i in indexes))[:limit]

    def complete_skills(self, text: str, limit: int) -> list[str]:
        """Skills for an autocomplete box: prefixes of skills people have, then close spellings."""
        typed = self.canonical(text) if text.strip() else ""
        if not typed:
            return self.popular_skills[:limit]
        found = self._prefixed(typed, self.scored_skills, limit)
        if len(found) < limit:
            found += [k for k, _ in self._fuzzy(typed, self.scored_skills) if k not in found]
        return [self.skill_display.get(k, k) for k in found[:limit]]
