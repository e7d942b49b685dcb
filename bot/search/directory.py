"""An immutable snapshot of the loaded profiles with the indexes every question uses.

Every posting list is built once, already in the order answers need (skills by
score and evidence, repositories by activity, names by name, everything else by
years of coding), so a question reads postings and never scans every profile.
Postings are compact `array('i')` of profile positions; what a line of evidence
needs is computed for the few people shown, not stored for everyone.
"""

from __future__ import annotations

import re
import sys
from array import array
from bisect import bisect_left, bisect_right
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

import numpy as np
from rapidfuzz import fuzz, process
from rapidfuzz.distance import OSA

from bot.profiles.model import Contribution, Profile
from bot.search import thresholds as T
from bot.search.store import Table, packed_strings, strings, union
from bot.search.text import key, words
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
    """The profiles of one data snapshot and their indexes.

    Everything kept per person is a flat array (see bot.search.store), so that the
    whole index can be written to one file and mapped back in at the next start;
    the records themselves may be a lazily decoded sequence, read only for the few
    people an answer shows.
    """

    def __init__(self, profiles: Sequence[Profile], vocab: Vocab | None = None) -> None:
        self._attach(profiles, vocab)
        self._build_order()
        self._build_names()
        self._build_skills()
        self._build_facets()
        self._build_repos()
        self._derive()

    def _attach(self, profiles: Sequence[Profile], vocab: Vocab | None) -> None:
        self.vocab = vocab or load_vocab()
        self.profiles: Sequence[Profile] = profiles
        self.canonical = lru_cache(maxsize=1 << 17)(self.vocab.canonical_skill)
        self.degree_level = lru_cache(maxsize=1 << 14)(self.vocab.degree_level)
        canonical = self.canonical

        # Topics belong to the repository, so they repeat across everyone who worked on it.
        @lru_cache(maxsize=1 << 17)
        def repo_keys(repo: str, topics: tuple[str, ...]) -> frozenset[str]:
            return frozenset({*(canonical(t) for t in topics), canonical(repo.rsplit("/")[-1])})

        self._repo_keys = repo_keys

    # ---- storing the built indexes -------------------------------------------------

    _TABLES = ("name_words", "skills", "current", "past", "places", "schools", "degrees", "repos")
    _ARRAYS = ("name_rank", "by_name", "years_rank", "by_years_all", "years_sorted",
               "name_key_data", "name_key_offsets", "name_data", "name_offsets")  # fmt: skip
    _PLAIN = ("skill_display", "scored_skills", "popular_skills", "skill_spellings",
              "company_display", "place_display", "school_display", "school_acronyms",
              "repo_display", "repo_names")  # fmt: skip

    def state(self) -> dict[str, Any]:
        """The built indexes as arrays and small plain values, for the load cache."""
        out: dict[str, Any] = {name: getattr(self, name) for name in self._ARRAYS + self._PLAIN}
        for name in self._TABLES:
            out.update(getattr(self, name).state(name))
        return out

    @classmethod
    def restore(
        cls, profiles: Sequence[Profile], state: dict[str, Any], vocab: Vocab | None = None
    ) -> Directory:
        """A Directory over the same profiles, in the same order, without indexing again."""
        directory = cls.__new__(cls)
        directory._attach(profiles, vocab)
        for name in cls._ARRAYS + cls._PLAIN:
            setattr(directory, name, state[name])
        for name in cls._TABLES:
            setattr(directory, name, Table.restore(state, name))
        directory.name_keys = strings(directory.name_key_data, directory.name_key_offsets)
        directory.names = strings(directory.name_data, directory.name_offsets)
        directory._derive()
        return directory

    # ---- building -------------------------------------------------------------------

    def _build_order(self) -> None:
        n = len(self.profiles)
        keys = [key(p.name) for p in self.profiles]
        self.name_keys: Sequence[str] = keys
        self.name_key_data, self.name_key_offsets = packed_strings(keys)
        # Names as written, for lists of names that need nothing else of the record.
        self.names: Sequence[str] = [p.name for p in self.profiles]
        self.name_data, self.name_offsets = packed_strings(self.names)
        by_name = sorted(range(n), key=keys.__getitem__)
        self.by_name = np.array(by_name, np.int32)
        self.name_rank = np.empty(n, np.int32)
        self.name_rank[self.by_name] = np.arange(n, dtype=np.int32)
        # Years of coding, most first, unknown last, then by name.
        years = np.array(
            [p.coding_years if p.coding_years is not None else -1 for p in self.profiles], np.int64
        )
        self.by_years_all = np.lexsort((self.name_rank, -years)).astype(np.int32)
        self.years_rank = np.empty(n, np.int32)
        self.years_rank[self.by_years_all] = np.arange(n, dtype=np.int32)
        # Negated known years along the years order, ascending, for `more than N years`.
        ordered = -years[self.by_years_all]
        self.years_sorted = ordered[ordered <= 0].astype(np.int32)

    def _build_names(self) -> None:
        name_words: dict[str, list[int]] = defaultdict(list)
        for i in self.by_name.tolist():
            ws = self.name_keys[i].split()
            for w in {*ws, "".join(ws)} if len(ws) > 1 else ws:
                name_words[w].append(i)
        self.name_words = Table.build(name_words, {"ids": "i4"})

    def _build_skills(self) -> None:
        canon = self.canonical
        labels: Counter[str] = Counter()
        topic_words: set[str] = set()
        skill_keys: list[tuple[str, ...]] = []
        for p in self.profiles:
            ks = tuple(sys.intern(canon(s.name)) for s in p.skills)
            skill_keys.append(ks)
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
        self.skill_display: dict[str, str] = {}
        slot_of: dict[str, int] = {}
        # One entry per (person, skill) in flat columns, sorted once for every skill at the end.
        slots, people, tiers, scores_col, activity_col, mentions_col = (
            array("i") for _ in range(6)
        )
        for i, p in enumerate(self.profiles):
            mentions = self._count_mentions(p.summary, known, singles, firsts)
            scores: dict[str, int] = {}
            label: dict[str, str] = {}
            for s, k in zip(p.skills, skill_keys[i], strict=True):
                if k not in scores:
                    scores[k] = s.score
                    label[k] = s.name
            activity: dict[str, int] = {}
            for c in p.contributions:
                n = c.activity
                for k in self._topic_keys(c):
                    activity[k] = activity.get(k, 0) + n
            for k in scores.keys() | activity.keys() | mentions.keys():
                score = scores.get(k)
                slot = slot_of.get(k)
                if slot is None:
                    slot = slot_of[k] = len(slot_of)
                    self.skill_display[k] = label.get(k, k)
                slots.append(slot)
                people.append(i)
                tiers.append(SCORED if score is not None else TOPIC if k in activity else MENTION)
                scores_col.append(score or 0)
                activity_col.append(activity.get(k, 0))
                mentions_col.append(mentions.get(k, 0))
        columns = {
            "order": np.frombuffer(people, np.int32),
            "tier": np.frombuffer(tiers, np.int32).astype(np.int8),
            "score": np.frombuffer(scores_col, np.int32).astype(np.int8),
            "activity": np.frombuffer(activity_col, np.int32),
            "mentions": np.frombuffer(mentions_col, np.int32),
        }
        # Ranked by evidence tier, then score, activity and mentions (more first), then name.
        self.skills = Table.grouped(
            list(slot_of), np.frombuffer(slots, np.int32), columns,
            order=(self.name_rank[columns["order"]], -columns["mentions"],
                   -columns["activity"], -columns["score"].astype(np.int32), columns["tier"]),
            searchable=True,
        )  # fmt: skip
        self.scored_skills = sorted(labels)
        self.popular_skills = [k for k, _ in labels.most_common()]
        # Typos are matched against aliases too (`golnag` is `golang`, which is go).
        self.skill_spellings = {k: k for k in self.skills}
        for alias, target in self.vocab.skill_aliases.items():
            if target in self.skills and re.fullmatch(r"[a-z0-9-]+", alias):
                self.skill_spellings.setdefault(alias, target)

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

    def _topic_keys(self, c: Contribution) -> frozenset[str]:
        """The skills a contribution is evidence for: its repository's name and topics."""
        return self._repo_keys(c.repo, tuple(c.topics))

    def _build_facets(self) -> None:
        """Employers, places, schools and degrees: each posting holds years ranks, ascending,
        so that it reads in years order and two of them intersect by searching."""
        current: dict[str, list[int]] = defaultdict(list)
        past: dict[str, list[int]] = defaultdict(list)
        places: dict[str, list[int]] = defaultdict(list)
        schools: dict[str, list[int]] = defaultdict(list)
        degrees: dict[str, list[int]] = defaultdict(list)
        self.company_display: dict[str, str] = {}
        self.place_display: dict[str, str] = {}
        self.school_display: dict[str, str] = {}
        acronyms: dict[str, set[str]] = defaultdict(set)
        for r, i in enumerate(self.by_years_all.tolist()):
            p = self.profiles[i]
            if p.company:
                k = sys.intern(key(p.company))
                current[k].append(r)
                self.company_display.setdefault(k, p.company)
            pasts = past_employers(p.summary, p.company)
            for name in dict.fromkeys(sys.intern(key(n)) for n in pasts):
                past[name].append(r)
            for name in pasts:
                self.company_display.setdefault(key(name), name)
            for part in dict.fromkeys((p.location or "").split(",")):
                k = sys.intern(key(part))
                if k and (not places[k] or places[k][-1] != r):
                    places[k].append(r)
                    self.place_display.setdefault(k, part.strip())
            levels: set[str] = set()
            for e in p.education:
                if e.school:
                    k = sys.intern(key(e.school))
                    if not schools[k] or schools[k][-1] != r:
                        schools[k].append(r)
                    self.school_display.setdefault(k, e.school)
                    acronyms[_school_acronym(e.school)].add(k)
                level = self.degree_level(e.degree)
                if level and level not in levels:
                    levels.add(level)
                    degrees[level].append(r)
        spec = {"ranks": "i4"}
        self.current, self.past = Table.build(current, spec), Table.build(past, spec)
        self.places, self.schools = Table.build(places, spec), Table.build(schools, spec)
        self.degrees = Table.build(degrees, spec)
        self.school_acronyms = {k: sorted(v) for k, v in acronyms.items()}

    def _build_repos(self) -> None:
        repos: dict[str, dict[int, int]] = defaultdict(dict)
        self.repo_display: dict[str, str] = {}
        names: dict[str, set[str]] = defaultdict(set)
        name_rank = self.name_rank.tolist()
        for i, p in enumerate(self.profiles):
            for c in p.contributions:
                k = sys.intern(c.repo.lower())
                repos[k][i] = repos[k].get(i, 0) + c.activity
                self.repo_display.setdefault(k, c.repo)
                names[k.rsplit("/", 1)[-1]].add(k)
        rows = {
            k: [(i, a) for i, a in sorted(v.items(), key=lambda e: (-e[1], name_rank[e[0]]))]
            for k, v in repos.items()
        }
        self.repos = Table.build(rows, {"order": "i4", "activity": "i4"}, searchable=True)
        self.repo_names = {k: sorted(v) for k, v in names.items()}

    def _derive(self) -> None:
        """Vocabularies and lookups that are quick to make from what is stored."""
        self.n = len(self.name_rank)
        self.skill_vocab = self.skills.keys_list
        self.skill_spelling_vocab = sorted(self.skill_spellings)
        self.name_vocab = self.name_words.keys_list
        self._same_letters: dict[str, list[str]] = defaultdict(list)
        # Name words by length and first letter: a word with d typos is within d letters
        # of its length, and usually starts with the same letter.
        self._name_firsts: dict[int, dict[str, list[str]]] = defaultdict(dict)
        self._name_buckets: dict[tuple[int, str], list[str]] = {}
        for w in self.name_vocab:
            bucket = self._name_firsts[len(w)].setdefault(w[0], [])
            bucket.append(w)
            self._name_buckets[len(w), w[0]] = bucket
            if len(w) == T.MIN_FUZZY_LENGTH - 1:
                self._same_letters["".join(sorted(w))].append(w)
        self.company_vocab = sorted(self.company_display)
        self.company_tokens = _token_index(self.company_vocab, _COMPANY_NOISE)
        self.company_first_words = {c.split()[0]: c for c in reversed(self.company_vocab)}
        self.place_vocab = self.places.keys_list
        self.school_vocab = self.schools.keys_list
        self.school_tokens = _token_index(self.school_vocab, _SCHOOL_NOISE)
        self.school_words: dict[str, str] = {}
        for s in self.school_vocab:
            for w in s.split():
                if w not in _SCHOOL_NOISE:
                    self.school_words.setdefault(w, s)
        self.school_word_vocab = sorted(self.school_words)
        self.company_first_vocab = sorted(self.company_first_words)
        self.repo_vocab = self.repos.keys_list
        self.repo_name_vocab = sorted(self.repo_names)
        self._buckets: dict[int, tuple[Sequence[str], dict[str, list[str]]]] = {}

    # ---- people of a condition, and who of some people meet one --------------------

    def by_ranks(self, ranks: np.ndarray) -> np.ndarray:
        """People from their years ranks, in years order."""
        return self.by_years_all[ranks]

    def facet_ranks(self, table: Table, keys: Iterable[str]) -> np.ndarray:
        """The years ranks of everyone under any of keys, ascending."""
        return union(table[k] for k in keys if k in table)

    # ---- facts about one person ----------------------------------------------------

    def skill_hit(self, i: int, k: str) -> SkillHit | None:
        """Person i's evidence for skill k, or None when there is none."""
        found, pos = self.skills.find(k, np.array([i], np.int32))
        if not found[0]:
            return None
        at = int(pos[0])

        def col(name: str) -> int:
            return int(self.skills.column(name, k)[at])

        p = self.profiles[i]
        repos = [c for c in p.contributions if k in self._topic_keys(c)]
        skill = next((s for s in p.skills if self.canonical(s.name) == k), None)
        return SkillHit(
            index=i,
            tier=col("tier"),
            score=col("score"),
            activity=col("activity"),
            mentions=col("mentions"),
            repo=max(repos, key=lambda c: c.activity, default=None),
            label=skill.name if skill else k,
        )

    def past_of(self, i: int) -> list[str]:
        p = self.profiles[i]
        return past_employers(p.summary, p.company)

    def contributions_to(self, i: int, keys: Iterable[str]) -> list[Contribution]:
        wanted = set(keys)
        return [c for c in self.profiles[i].contributions if c.repo.lower() in wanted]

    def employer(self, i: int, keys: set[str]) -> str | None:
        """'current' or 'past' when person i works or worked at one of keys."""
        p = self.profiles[i]
        if p.company and key(p.company) in keys:
            return "current"
        if any(key(n) in keys for n in self.past_of(i)):
            return "past"
        return None

    def years_range(self, op: str, n: int) -> tuple[int, int]:
        """The years ranks of people whose years of coding satisfy `op n`: [start, stop)."""
        known = len(self.years_sorted)
        bounds = {
            "gt": (0, int(np.searchsorted(self.years_sorted, -n, "left"))),
            "ge": (0, int(np.searchsorted(self.years_sorted, -n, "right"))),
            "lt": (int(np.searchsorted(self.years_sorted, -n, "right")), known),
            "le": (int(np.searchsorted(self.years_sorted, -n, "left")), known),
        }
        return bounds.get(op, (0, known))

    # ---- fuzzy resolution ----------------------------------------------------------

    def _fuzzy(self, text: str, vocab: Sequence[str]) -> list[tuple[str, float]]:
        """Vocabulary entries close to text, best first, under the shared cutoffs.

        A first letter is rarely the mistyped one: entries that share it are searched
        first, and the rest of the vocabulary only when none of those is close enough.
        """
        if len(text) < T.MIN_FUZZY_LENGTH or not vocab:
            return []
        cutoff = T.FUZZY_CUTOFF_SHORT if len(text) <= T.FUZZY_SHORT_WORD else T.FUZZY_CUTOFF
        buckets = self._by_first(vocab)
        groups = [buckets.get(text[0], [])]
        hits = []
        for attempt in range(2):
            for group in groups:
                hits += process.extract(text, group, scorer=fuzz.ratio, score_cutoff=cutoff)
            if hits or attempt:
                break
            groups = [group for first, group in buckets.items() if first != text[0]]
        hits.sort(key=lambda h: -h[1])
        return [(h[0], h[1]) for h in hits[:5] if len(h[0]) >= T.MIN_FUZZY_LENGTH]

    def _by_first(self, vocab: Sequence[str]) -> dict[str, list[str]]:
        cached = self._buckets.get(id(vocab))
        if cached is None or cached[0] is not vocab:
            buckets: dict[str, list[str]] = {}
            for entry in vocab:
                buckets.setdefault(entry[:1], []).append(entry)
            cached = self._buckets[id(vocab)] = (vocab, buckets)
        return cached[1]

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
        edits: dict[str, int] = {}
        for spelling, score in self._fuzzy(k, self.skill_spelling_vocab):
            target = self.skill_spellings[spelling]
            if target not in edits:
                targets.append((target, score))
            edits[target] = min(edits.get(target, 99), OSA.distance(k, spelling))
        best = self._clear_best(targets)
        if len(best) > 1:
            # Equal scores: fewer edits wins, a swap of two letters counting as one
            # (`nsetjs` is one swap from nestjs, two letters from nextjs).
            fewest = min(edits[b] for b in best)
            best = [b for b in best if edits[b] == fewest]
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
            for w, s in self._fuzzy(k, self.company_first_vocab)
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
        whole = key(text)
        k = whole.removeprefix("the ")
        if not k:
            return Resolved()
        for candidate in (
            whole,  # The Hague
            k,  # the Netherlands
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
        hits += [(self.school_words[w], s) for w, s in self._fuzzy(k, self.school_word_vocab)]
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
        exact = self._named(" ".join(typed))
        if len(exact):
            return People(exact[: T.NAME_MAX_CHOICES].tolist(), len(exact) == 1, 100.0)
        candidates = [self._name_word_candidates(w) for w in typed]
        if len(typed) == 1:
            return self._people_by_one_word(candidates[0])
        # A person must match every typed word to reach the minimum score: intersect
        # the people of each typed word's candidate words, smallest first, then score
        # only those.
        groups = [{v for v, _ in c} for c in candidates]
        sizes = [sum(self.name_words.size(v) for v in g) for g in groups]
        order = sorted(range(len(typed)), key=sizes.__getitem__)
        pool = np.unique(np.concatenate([self.name_words[v] for v in groups[order[0]]] or [[]]))
        for j in order[1:]:
            if not len(pool):
                break
            # Reading one person's name costs about as much as a hundred entries of a list.
            if len(pool) * 100 < sizes[j]:
                keep = [not groups[j].isdisjoint(self._own_words(i)) for i in pool.tolist()]
                pool = pool[np.array(keep, bool)]
            else:
                people = union(np.sort(self.name_words[v]) for v in groups[j])
                pool = pool[np.isin(pool, people, assume_unique=True)]
        scored: list[tuple[float, int, int, int]] = []
        name_rank = self.name_rank
        for i in pool.tolist():
            own = self._own_words(i)
            best = [max(((s, w) for w, s in c if w in own), default=(0.0, "")) for c in candidates]
            score = sum(s for s, _ in best) / len(typed)
            if score >= T.NAME_MIN_SCORE:
                # On equal scores, a name with fewer words nobody typed comes first:
                # `grace y smith` is Grace Y. Smith before Grace Y. Scott-Smith.
                ws = self.name_keys[i].split()
                used = {w for _, w in best}
                extra = 0 if "".join(ws) in used else sum(w not in used for w in ws)
                scored.append((-score, extra, int(name_rank[i]), i))
        if not scored:
            return none
        scored.sort()
        top = -scored[0][0]
        close = [i for s, _, _, i in scored if top + s < T.NAME_CLEAR_MARGIN]
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
        for score in dict.fromkeys(s for s, _ in close):
            group = [self.name_words[w][: T.NAME_MAX_CHOICES + 1] for s, w in close if s == score]
            ranks = np.unique(self.name_rank[np.concatenate(group)])
            people.extend(i for i in self.by_name[ranks].tolist() if i not in people)
            if len(people) > T.NAME_MAX_CHOICES:
                break
        return People(people[: T.NAME_MAX_CHOICES], len(people) == 1, top)

    def _own_words(self, i: int) -> set[str]:
        """The words person i is found by: each name word, and the whole name run together."""
        ws = self.name_keys[i].split()
        return {*ws, "".join(ws)} if len(ws) > 1 else set(ws)

    def _named(self, name_key: str, prefix: bool = False) -> np.ndarray:
        """People whose whole folded name is name_key (or starts with it), in name order."""
        names, by_name = self.name_keys, memoryview(self.by_name)
        start = bisect_left(by_name, name_key, key=lambda i: names[i])
        if prefix:
            stop = bisect_left(by_name, name_key + "\U0010ffff", key=lambda i: names[i])
        else:
            stop = bisect_right(by_name, name_key, key=lambda i: names[i])
        return self.by_name[start:stop]

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
            lengths = range(max(len(w) - limit, T.MIN_FUZZY_LENGTH), len(w) + limit + 1)
            # A first letter is rarely the mistyped one: words that share it are searched
            # first, and the rest only when none of those is close enough.
            typos = self._typos(w, limit, [self._name_buckets.get((n, w[0]), []) for n in lengths])
            if not typos and not out:
                others = [
                    words for n in lengths
                    for first, words in self._name_firsts.get(n, {}).items() if first != w[0]
                ]  # fmt: skip
                typos = self._typos(w, limit, others)
            out += typos
        return out

    def _typos(self, w: str, limit: int, vocabs: list[list[str]]) -> list[tuple[str, float]]:
        out: list[tuple[str, float]] = []
        for vocab in vocabs:
            if vocab:
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
                people.update(self.name_words[v][: T.SUGGEST_POOL].tolist())
        names = {self.name_keys[i]: i for i in people}
        hits = process.extract(
            key(text), list(names), scorer=fuzz.WRatio, score_cutoff=T.SUGGEST_CUTOFF,
            limit=T.SUGGEST_LIMIT,
        )  # fmt: skip
        return [self.profiles[names[h[0]]].name for h in hits]

    # ---- autocomplete --------------------------------------------------------------

    def complete_names(self, text: str, limit: int) -> list[str]:
        """Names for an autocomplete box: name prefixes first, then fuzzy matches."""
        typed = key(text)
        found: dict[str, None] = {}

        keys = self.name_keys

        def take(people: Sequence[int]) -> None:
            """People in name order: each name once, skipping the rest of its namesakes."""
            j, end = 0, len(people)
            while j < end and len(found) < limit:
                i = people[j]
                found.setdefault(self.names[i])
                j += 1
                if j < end and keys[people[j]] == keys[i]:
                    j = bisect_right(people, keys[i], lo=j, key=lambda x: keys[x])

        if not typed:
            take(memoryview(self.by_name))
        else:
            # Whole names by their start, then any name word by its start; the fuzzy
            # search for typos only when nothing starts that way.
            take(self._named(typed, prefix=True))
            if len(found) < limit and " " not in typed:
                for w in self._prefixed(typed, self.name_vocab, limit):
                    take(self.name_words[w])
            if not found:
                found.update(dict.fromkeys(self.names[i] for i in self.find_people(text).indexes))
        return list(found)[:limit]

    def complete_skills(self, text: str, limit: int) -> list[str]:
        """Skills for an autocomplete box: prefixes of skills people have, then close spellings."""
        typed = self.canonical(text) if text.strip() else ""
        if not typed:
            return self.popular_skills[:limit]
        found = self._prefixed(typed, self.scored_skills, limit)
        if len(found) < limit:
            found += [k for k, _ in self._fuzzy(typed, self.scored_skills) if k not in found]
        return [self.skill_display.get(k, k) for k in found[:limit]]
