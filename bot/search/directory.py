"""An immutable snapshot of the loaded profiles with the indexes every question uses.

Everything a question needs is looked up in a dict or a pre-sorted list built
here once, so that no question scans every profile.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

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


@dataclass(frozen=True)
class RepoHit:
    index: int
    contribution: Contribution

    @property
    def activity(self) -> int:
        return self.contribution.activity


@dataclass(frozen=True)
class NameMatch:
    index: int
    score: float


@dataclass
class Resolved:
    """What a phrase resolved to: keys into an index, and how it got there."""

    keys: list[str] = field(default_factory=list)
    display: str = ""
    fuzzy: bool = False


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


def past_employers(summary: str | None, current: str | None) -> list[str]:
    if not summary:
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


class Directory:
    """The profiles of one data snapshot and their indexes."""

    def __init__(self, profiles: Sequence[Profile], vocab: Vocab | None = None) -> None:
        self.vocab = vocab or load_vocab()
        self.profiles: tuple[Profile, ...] = tuple(profiles)
        self.by_id = {p.id: i for i, p in enumerate(self.profiles)}
        self._build_order()
        self._build_names()
        self._build_skills()
        self._build_companies()
        self._build_places()
        self._build_schools()
        self._build_repos()

    # ---- building -------------------------------------------------------------------

    def _build_order(self) -> None:
        """Rank by years of coding (most first, unknown last), then name."""
        order = sorted(
            range(len(self.profiles)),
            key=lambda i: (-(self.profiles[i].coding_years or -1), fold(self.profiles[i].name)),
        )
        self.years_rank = [0] * len(order)
        for rank, i in enumerate(order):
            self.years_rank[i] = rank
        self.by_years = [i for i in order if self.profiles[i].coding_years is not None]

    def _build_names(self) -> None:
        self.name_words: dict[str, list[int]] = defaultdict(list)
        self.full_names: dict[str, list[int]] = defaultdict(list)
        self.profile_words: list[tuple[str, ...]] = []
        for i, p in enumerate(self.profiles):
            ws = tuple(words(p.name))
            self.profile_words.append(ws)
            self.full_names[" ".join(ws)].append(i)
            joined = "".join(ws)
            for w in {*ws, joined} if len(ws) > 1 else set(ws):
                self.name_words[w].append(i)
        self.name_vocab = sorted(self.name_words)
        self.full_name_vocab = sorted(self.full_names)
        self._same_letters: dict[str, list[str]] = defaultdict(list)
        for w in self.name_vocab:
            if len(w) == T.MIN_FUZZY_LENGTH - 1:
                self._same_letters["".join(sorted(w))].append(w)

    def _build_skills(self) -> None:
        canon = self.vocab.canonical_skill
        postings: dict[str, list[SkillHit]] = defaultdict(list)
        labels: Counter[str] = Counter()
        topic_words: set[str] = set()
        for p in self.profiles:
            labels.update(canon(s.name) for s in p.skills)
            for c in p.contributions:
                topic_words.update(canon(t) for t in c.topics)
        known = set(labels) | topic_words | {canon(t) for t in self.vocab.topics}
        self.skill_display: dict[str, str] = {}
        for i, p in enumerate(self.profiles):
            by_repo: dict[str, list[Contribution]] = defaultdict(list)
            for c in p.contributions:
                for k in {canon(t) for t in c.topics} | {canon(c.repo.rsplit("/", 1)[-1])}:
                    by_repo[k].append(c)
            mentions = self._mentions(p.summary, known)
            scored = {}
            for s in p.skills:
                scored.setdefault(canon(s.name), s)
            for k in set(scored) | set(by_repo) | set(mentions):
                repos = by_repo.get(k, [])
                best = max(repos, key=lambda c: c.activity, default=None)
                skill = scored.get(k)
                tier = SCORED if skill else TOPIC if repos else MENTION
                label = skill.name if skill else k
                self.skill_display.setdefault(k, label)
                postings[k].append(
                    SkillHit(
                        index=i,
                        tier=tier,
                        score=skill.score if skill else 0,
                        activity=sum(c.activity for c in repos),
                        mentions=mentions.get(k, 0),
                        repo=best,
                        label=label,
                    )
                )
        for hits in postings.values():
            hits.sort(
                key=lambda h: (h.tier, -h.score, -h.activity, -h.mentions, self._name_key(h.index))
            )
        self.skills = dict(postings)
        self.scored_skills = sorted(k for k, n in labels.items() if n)
        self.popular_skills = [k for k, _ in labels.most_common()]
        self.skill_vocab = sorted(self.skills)
        # Typos are matched against aliases too (`golnag` is `golang`, which is go).
        self.skill_spellings = {k: k for k in self.skills}
        for alias, target in self.vocab.skill_aliases.items():
            if target in self.skills and re.fullmatch(r"[a-z0-9-]+", alias):
                self.skill_spellings.setdefault(alias, target)
        self.skill_spelling_vocab = sorted(self.skill_spellings)

    def _mentions(self, summary: str | None, known: set[str]) -> Counter[str]:
        """Known skills a summary names, as words or runs of two or three words."""
        if not summary:
            return Counter()
        tokens = re.findall(r"[a-z0-9+#.]*[a-z0-9+#]", fold(summary))
        found: Counter[str] = Counter()
        for n in (1, 2, 3):
            for j in range(len(tokens) - n + 1):
                phrase = "-".join(tokens[j : j + n])
                k = self.vocab.skill_aliases.get(phrase, phrase)
                if k in known and len(phrase) >= T.MIN_MENTION_LENGTH:
                    found[k] += 1
        return found

    def _build_companies(self) -> None:
        self.current: dict[str, list[int]] = defaultdict(list)
        self.past: dict[str, list[int]] = defaultdict(list)
        self.company_display: dict[str, str] = {}
        self.past_of: list[list[str]] = []
        for i, p in enumerate(self.profiles):
            if p.company:
                k = key(p.company)
                self.current[k].append(i)
                self.company_display.setdefault(k, p.company)
            pasts = past_employers(p.summary, p.company)
            self.past_of.append(pasts)
            for name in pasts:
                k = key(name)
                if i not in self.past[k]:
                    self.past[k].append(i)
                self.company_display.setdefault(k, name)
        self.company_vocab = sorted(self.company_display)

    def _build_places(self) -> None:
        self.places: dict[str, list[int]] = defaultdict(list)
        self.place_display: dict[str, str] = {}
        for i, p in enumerate(self.profiles):
            for part in (p.location or "").split(","):
                k = key(part)
                if k and i not in self.places[k]:
                    self.places[k].append(i)
                    self.place_display.setdefault(k, part.strip())
        self.place_vocab = sorted(self.places)

    def _build_schools(self) -> None:
        self.schools: dict[str, list[int]] = defaultdict(list)
        self.school_display: dict[str, str] = {}
        self.degrees: dict[str, list[int]] = defaultdict(list)
        self.school_acronyms: dict[str, set[str]] = defaultdict(set)
        for i, p in enumerate(self.profiles):
            for e in p.education:
                if e.school:
                    k = key(e.school)
                    if i not in self.schools[k]:
                        self.schools[k].append(i)
                    self.school_display.setdefault(k, e.school)
                    self.school_acronyms[_school_acronym(e.school)].add(k)
                level = self.vocab.degree_level(e.degree)
                if level and i not in self.degrees[level]:
                    self.degrees[level].append(i)
        self.school_vocab = sorted(self.schools)

    def _build_repos(self) -> None:
        repos: dict[str, list[RepoHit]] = defaultdict(list)
        self.repo_display: dict[str, str] = {}
        self.repo_names: dict[str, set[str]] = defaultdict(set)
        for i, p in enumerate(self.profiles):
            for c in p.contributions:
                k = c.repo.lower()
                repos[k].append(RepoHit(i, c))
                self.repo_display.setdefault(k, c.repo)
                self.repo_names[k.rsplit("/", 1)[-1]].add(k)
        for hits in repos.values():
            hits.sort(key=lambda h: (-h.activity, self._name_key(h.index)))
        self.repos = dict(repos)
        self.repo_vocab = sorted(self.repos)
        self.repo_name_vocab = sorted(self.repo_names)

    def _name_key(self, index: int) -> str:
        return fold(self.profiles[index].name)

    # ---- ordering ------------------------------------------------------------------

    def by_experience(self, indexes: Iterable[int]) -> list[int]:
        return sorted(set(indexes), key=self.years_rank.__getitem__)

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
        k = self.vocab.canonical_skill(text)
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
        hits = self._fuzzy(k, self.skill_spelling_vocab)
        targets: list[tuple[str, float]] = []
        for spelling, score in hits:
            target = self.skill_spellings[spelling]
            if target not in (t for t, _ in targets):
                targets.append((target, score))
        best = self._clear_best(targets)
        if len(best) == 1:
            return Resolved(best, self.skill_display.get(best[0], best[0]), fuzzy=True)
        return Resolved(display=text)

    def known_skill(self, text: str) -> bool:
        """Whether text names a skill at all, even one nobody here has."""
        k = self.vocab.canonical_skill(text)
        return k in self.skills or k in self.vocab.topics or k in self.vocab.skill_aliases.values()

    def resolve_company(self, text: str) -> Resolved:
        k = key(text)
        if not k:
            return Resolved()
        if k in self.company_display:
            return Resolved(self._company_family(k), self.company_display[k])
        typed = set(k.split()) - _COMPANY_NOISE
        if typed:
            subset = [c for c in self.company_vocab if typed <= set(c.split())]
            if subset:
                return Resolved(subset, self.company_display[subset[0]])
        hits = self._fuzzy(k, self.company_vocab)
        first_words = {c.split()[0]: c for c in self.company_vocab}
        hits += [(first_words[w], s) for w, s in self._fuzzy(k, sorted(first_words))]
        hits.sort(key=lambda h: -h[1])
        best = self._clear_best(hits)
        if best:
            keys = sorted({c for b in best for c in self._company_family(b)})
            return Resolved(keys, self.company_display[best[0]], fuzzy=True)
        return Resolved(display=text)

    def _company_family(self, k: str) -> list[str]:
        """A company and the longer names that contain it: Microsoft, Microsoft Research Asia."""
        typed = set(k.split()) - _COMPANY_NOISE or set(k.split())
        return [c for c in self.company_vocab if c == k or typed <= set(c.split())]

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
            subset = [s for s in self.school_vocab if typed <= set(s.split())]
            if subset:
                return Resolved(subset, self.school_display[subset[0]])
        hits = self._fuzzy(k, self.school_vocab)
        first_words = {}
        for s in self.school_vocab:
            for w in s.split():
                if w not in {"university", "of", "the", "college", "institute", "technology"}:
                    first_words.setdefault(w, s)
        hits += [(first_words[w], s) for w, s in self._fuzzy(k, sorted(first_words))]
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

    def match_names(self, text: str) -> list[NameMatch]:
        """People whose name fits the typed words, best first (see thresholds)."""
        typed = words(text)
        if not typed:
            return []
        exact_full = self.full_names.get(" ".join(typed))
        if exact_full:
            return [NameMatch(i, 100.0) for i in sorted(exact_full, key=self._name_key)]
        per_word: list[dict[int, float]] = []
        for w in typed:
            scores: dict[int, float] = {}
            for candidate, score in self._name_word_candidates(w):
                for i in self.name_words[candidate]:
                    if score > scores.get(i, 0):
                        scores[i] = score
            per_word.append(scores)
        totals: dict[int, float] = defaultdict(float)
        for scores in per_word:
            for i, s in scores.items():
                totals[i] += s
        ranked = sorted(
            ((total / len(typed), i) for i, total in totals.items()),
            key=lambda item: (-item[0], self._name_key(item[1])),
        )
        return [NameMatch(i, s) for s, i in ranked if s >= T.NAME_MIN_SCORE]

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
            hits = process.extract(
                w, self.name_vocab, scorer=OSA.distance, score_cutoff=limit, limit=20
            )
            for v, dist, _ in hits:
                if v != w and len(v) >= T.MIN_FUZZY_LENGTH:
                    out.append((v, 100.0 - T.NAME_TYPO_COST * dist))
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

    # ---- autocomplete --------------------------------------------------------------

    def complete_names(self, text: str, limit: int) -> list[str]:
        """Names for an autocomplete box: name prefixes first, then fuzzy matches."""
        typed = key(text)
        indexes: list[int] = []
        if typed:
            for full in self._prefixed(typed, self.full_name_vocab, limit):
                indexes.extend(self.full_names[full])
            indexes.extend(m.index for m in self.match_names(text))
        else:
            indexes = [i for full in self.full_name_vocab[:limit] for i in self.full_names[full]]
        names: list[str] = []
        for i in indexes:
            name = self.profiles[i].name
            if name not in names:
                names.append(name)
            if len(names) == limit:
                break
        return names

    def complete_skills(self, text: str, limit: int) -> list[str]:
        """Skills for an autocomplete box: prefixes of skills people have, then close spellings."""
        typed = self.vocab.canonical_skill(text) if text.strip() else ""
        if not typed:
            return self.popular_skills[:limit]
        found = [k for k in self._prefixed(typed, self.scored_skills, limit)]
        found += [k for k, _ in self._fuzzy(typed, self.scored_skills) if k not in found]
        return [self.skill_display.get(k, k) for k in found[:limit]]
