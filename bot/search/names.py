"""Finding people by name: typed names with typos, did-you-mean names, name autocomplete.

A typed name is never compared with every name. Each typed word is matched
against the distinct name words (exactly, as a prefix, or within a few edits),
and only the people under those words are scored (see bot.search.thresholds).
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from rapidfuzz import fuzz, process
from rapidfuzz.distance import OSA

from bot.search import thresholds as T
from bot.search.indexes import Indexes
from bot.search.tables import contains_sorted, union
from bot.search.text import key, words


@dataclass(frozen=True)
class People:
    """People a typed name points at, best first, at most NAME_MAX_CHOICES of them."""

    ids: list[int]
    clear: bool  # one person, clearly ahead of everyone else
    score: float  # the best person's score (100 for an exact name)


_NOBODY = People([], False, 0.0)


def _initial(letter: str, own: set[str]) -> float:
    """What a typed initial scores against a name: the start of one of its words, or a
    letter of a two-letter one (`he` typed `e`), or another initial (a typo), or 0."""
    if any(w.startswith(letter) for w in own):
        return float(T.NAME_INITIAL_SCORE)
    if any(len(w) == 2 and letter in w for w in own):
        return float(100 - T.NAME_SHORT_TYPO_COST)
    if any(len(w) == 1 for w in own):  # an initial of theirs, mistyped
        return float(100 - T.NAME_SHORT_TYPO_COST)
    return 0.0


def _shown(people: np.ndarray, hidden: np.ndarray | None) -> np.ndarray:
    """Those of people not hidden (sorted ids), in the same order."""
    if hidden is None or not len(people):
        return people
    return people[~contains_sorted(hidden, people)]


def prefixed(vocab: Sequence[str], w: str, limit: int = 50) -> list[str]:
    """Entries of a sorted vocabulary that start with w, at most limit of them."""
    start = bisect_left(vocab, w)
    out = []
    for v in vocab[start : start + limit]:
        if not v.startswith(w):
            break
        out.append(v)
    return out


class NameSearch:
    """People by the name typed: exact, with typos, for suggestions and autocomplete."""

    def __init__(self, ix: Indexes) -> None:
        self.ix = ix
        self.vocab = ix.name_words.keys_list
        # Name words by length: a word with d typos is within d letters of its length.
        self._lengths: dict[int, list[str]] = defaultdict(list)
        for w in self.vocab:
            self._lengths[len(w)].append(w)

    def find(self, text: str, hidden: np.ndarray | None = None) -> People:
        """People whose name fits the typed words (see thresholds for every rule); as if
        the people `hidden` (sorted ids) were not there at all."""
        typed = words(text)[: T.NAME_MAX_WORDS]
        if not typed:
            return _NOBODY
        hidden = hidden if hidden is not None and len(hidden) else None
        found = self._find(typed, hidden)
        # A space in the wrong place (`chaofa nlin`, `zoe vander berg`): the name run
        # together is one of its words.
        together = "".join(typed)
        if len(typed) > 1 and found.score < 100 - T.NAME_TYPO_COST and (
            together in self.ix.name_words and self._held(together, hidden)
        ):
            return self._by_one_word([(together, 100.0 - T.NAME_TYPO_COST)], hidden)
        return found

    def _held(self, w: str, hidden: np.ndarray | None) -> bool:
        """Whether someone shown has the name word w."""
        return hidden is None or bool(len(_shown(self.ix.name_words[w], hidden)))

    def _find(self, typed: list[str], hidden: np.ndarray | None) -> People:
        exact = _shown(self.named(" ".join(typed)), hidden)
        if len(exact):
            return People(exact[: T.NAME_MAX_CHOICES].tolist(), len(exact) == 1, 100.0)
        # A single letter is an initial (`Brm S. Yu`): it scores the people the other words
        # find, and finds none itself.
        initials = [w for w in typed if len(w) == 1] if len(typed) > 1 else []
        looked_up = [w for w in typed if w not in initials] or typed
        candidates = [
            [(v, s) for v, s in self._word_candidates(w) if self._held(v, hidden)]
            for w in looked_up
        ]
        if len(typed) == 1:
            return self._by_one_word(candidates[0], hidden)
        name_words = self.ix.name_words
        # A person must match every typed word to reach the minimum score: intersect
        # the people of each typed word's candidate words, smallest first, then score
        # only those.
        groups = [{v for v, _ in c} for c in candidates]
        sizes = [sum(name_words.size(v) for v in g) for g in groups]
        order = sorted(range(len(looked_up)), key=sizes.__getitem__)
        pool = np.unique(np.concatenate([name_words[v] for v in groups[order[0]]] or [[]]))
        pool = _shown(pool.astype(np.int32), hidden)
        for j in order[1:]:
            if not len(pool):
                break
            # Reading one person's name costs about as much as a hundred entries of a list.
            if len(pool) * 100 < sizes[j]:
                keep = [not groups[j].isdisjoint(self._own_words(i)) for i in pool.tolist()]
                pool = pool[np.array(keep, bool)]
            else:
                people = union(np.sort(name_words[v]) for v in groups[j])
                pool = pool[np.isin(pool, people, assume_unique=True)]
        scored: list[tuple[float, tuple[bool, int, int, float], int, int, int]] = []
        name_rank = self.ix.name_rank
        whole = " ".join(typed)
        for i in pool.tolist():
            own = self._own_words(i)
            best = [max(((s, w) for w, s in c if w in own), default=(0.0, "")) for c in candidates]
            best += [(100.0 if w in own else _initial(w, own), w) for w in initials]
            score = sum(s for s, _ in best) / len(typed)
            if score >= T.NAME_MIN_SCORE:
                # On equal scores, the name most like the whole typed text first (the same
                # word order, the same letters), then the one with fewer words nobody
                # typed: `grace y smith` is Grace Y. Smith before Grace Y. Scott-Smith.
                ws = self.ix.name_keys[i].split()
                used = {w for _, w in best}
                extra = 0 if "".join(ws) in used else sum(w not in used for w in ws)
                # A name holding every typed word as typed, only an initial left out, first:
                # `hira de vries` is Hira R. de Vries before Hina de Vries. Then edits with swaps
                # counting one (OSA), as typos are made; then first letters kept, as
                # typists mostly get them right (`li bondarenko` is Lei Bondarenko before Ali
                # Bondarenko); then shared letters.
                name = self.ix.name_keys[i]
                typed_for = [*looked_up, *initials]
                firsts = sum(w[0] != m[0] for (_, m), w in zip(best, typed_for, strict=True) if m)
                every = all(w in own for w in typed) and all(
                    len(w) == 1 for w in name.split() if w not in typed
                )
                held = all(w in own for w in looked_up)  # initials aside
                like = (not every, not held, OSA.distance(whole, name), firsts,
                        -fuzz.ratio(whole, name))  # fmt: skip
                scored.append((-round(score, 6), like, extra, int(name_rank[i]), i))
        if not scored:
            return self._whole_name(whole, groups, sizes, hidden)
        scored.sort()
        top = -scored[0][0]
        # Among the people about equally close word by word, the one whose whole name is
        # most like the typed text comes first (`rut hk lewis` is Ruth K. Lewis).
        close = sorted(entry for entry in scored if top + entry[0] < T.NAME_CLEAR_MARGIN)
        close.sort(key=lambda entry: (entry[1], entry[0], entry[2], entry[3]))
        ids = [entry[4] for entry in close]
        # One typo from the first and more from every other, none of them with words
        # nobody typed, is clear: `hruki tanaka` is Haruki Tanaka, two letters from Yuki
        # Tanaka (but `mohammed wrgiht` may be Mohammed C. Wright too).
        edits = [entry[1][2] for entry in close]
        # Every typed word as typed in one name only is clear too: `wei-ting` is Wei-Ting
        # Huang, not Wei-Ling Hsu a letter away.
        held = [not entry[1][1] for entry in close]
        clear = len(ids) == 1 or (held[0] and not any(held[1:])) or (
            edits[0] <= 1
            and min(edits[1:]) > edits[0]
            and not any(entry[2] for entry in close[1:])
        )
        return People(ids[: T.NAME_MAX_CHOICES], clear, top)

    def _whole_name(
        self, typed: str, groups: list[set[str]], sizes: list[int], hidden: np.ndarray | None
    ) -> People:
        """People whose whole name is close to the typed one, among those any typed word
        points at (two typos in one short word: `srha braun`), for when no one matches
        every word: the smallest groups first, at most NAME_WHOLE_POOL people."""
        pool: list[np.ndarray] = []
        total = 0
        for j in sorted(range(len(groups)), key=sizes.__getitem__):
            if total + sizes[j] > T.NAME_WHOLE_POOL:
                break
            pool += [self.ix.name_words[v] for v in groups[j]]
            total += sizes[j]
        if not pool:
            return _NOBODY
        people = _shown(np.unique(np.concatenate(pool)).astype(np.int32), hidden).tolist()
        names = [self.ix.name_keys[i] for i in people]
        hits = process.extract(
            typed, names, scorer=fuzz.ratio, score_cutoff=T.NAME_WHOLE_CUTOFF,
            limit=T.NAME_MAX_CHOICES,
        )  # fmt: skip
        if not hits:
            return _NOBODY
        top = hits[0][1]
        close = [(name, at) for name, s, at in hits if top - s < T.NAME_CLEAR_MARGIN]
        # Among the close ones, the fewest edits first, a swap counting one.
        close.sort(key=lambda hit: OSA.distance(typed, hit[0]))
        return People([people[at] for _, at in close], len(close) == 1, top)

    def _by_one_word(
        self, candidates: list[tuple[str, float]], hidden: np.ndarray | None = None
    ) -> People:
        if not candidates:
            return _NOBODY
        best: dict[str, float] = {}
        for w, s in candidates:
            best[w] = max(s, best.get(w, 0.0))
        top = max(best.values())
        if top < T.NAME_MIN_SCORE:
            return _NOBODY
        close = sorted(
            ((s, w) for w, s in best.items() if top - s < T.NAME_CLEAR_MARGIN), reverse=True
        )
        people: list[int] = []
        for score in dict.fromkeys(s for s, _ in close):
            group = [
                _shown(self.ix.name_words[w], hidden)[: T.NAME_MAX_CHOICES + 1]
                for s, w in close
                if s == score
            ]
            ranks = np.unique(self.ix.name_rank[np.concatenate(group)])
            people.extend(i for i in self.ix.by_name[ranks].tolist() if i not in people)
            if len(people) > T.NAME_MAX_CHOICES:
                break
        return People(people[: T.NAME_MAX_CHOICES], len(people) == 1, top)

    def _own_words(self, i: int) -> set[str]:
        """The words person i is found by: each name word, and the whole name run together."""
        ws = self.ix.name_keys[i].split()
        return {*ws, "".join(ws)} if len(ws) > 1 else set(ws)

    def named(self, name_key: str, prefix: bool = False) -> np.ndarray:
        """People whose whole folded name is name_key (or starts with it), in name order."""
        names, by_name = self.ix.name_keys, memoryview(self.ix.by_name)
        start = bisect_left(by_name, name_key, key=lambda i: names[i])
        if prefix:
            stop = bisect_left(by_name, name_key + "\U0010ffff", key=lambda i: names[i])
        else:
            stop = bisect_right(by_name, name_key, key=lambda i: names[i])
        return self.ix.by_name[start:stop]

    def _word_candidates(self, w: str) -> list[tuple[str, float]]:
        out: list[tuple[str, float]] = []
        if w in self.ix.name_words:
            out.append((w, 100.0))
        if len(w) >= T.NAME_PREFIX_MIN:
            out += [(v, float(T.NAME_PREFIX_SCORE)) for v in prefixed(self.vocab, w) if v != w]
        limit = T.NAME_TYPOS_LONG if len(w) >= T.NAME_LONG_WORD else T.NAME_TYPOS_SHORT
        for n in range(max(len(w) - limit, 1), len(w) + limit + 1):
            vocab = self._lengths.get(n)
            if not vocab:
                continue
            hits = process.extract(w, vocab, scorer=OSA.distance, score_cutoff=limit, limit=50)
            for v, d, _ in hits:
                if v != w:
                    short = min(len(v), len(w)) <= T.NAME_SHORT_WORD
                    cost = T.NAME_SHORT_TYPO_COST if short else T.NAME_TYPO_COST
                    out.append((v, 100.0 - cost * d))
        return out

    def suggestions(self, text: str, hidden: np.ndarray | None = None) -> list[str]:
        """Full names close to a name nobody has, for did-you-mean: gathered through the
        name words that look like the typed ones, never by scanning every name; none of
        the people `hidden` (sorted ids)."""
        people: set[int] = set()
        typed = words(text)[: T.NAME_MAX_WORDS]
        for w in typed:
            if len(w) < T.NAME_PREFIX_MIN:
                continue
            near = process.extract(
                w, self.vocab, scorer=fuzz.ratio, score_cutoff=T.SUGGEST_CUTOFF, limit=5
            )
            for v, _, _ in near:
                people.update(self.ix.name_words[v][: T.SUGGEST_POOL].tolist())
        if hidden is not None and len(hidden) and people:
            shown = np.fromiter(people, np.int32)
            people = set(shown[~contains_sorted(hidden, shown)].tolist())
        names = {self.ix.name_keys[i]: i for i in people}
        hits = process.extract(
            " ".join(typed), list(names), scorer=fuzz.WRatio, score_cutoff=T.SUGGEST_CUTOFF,
            limit=T.SUGGEST_LIMIT,
        )  # fmt: skip
        return [self.ix.names[names[h[0]]] for h in hits]

    def complete(self, text: str, limit: int, hidden: np.ndarray | None = None) -> list[str]:
        """Names for an autocomplete box: name prefixes first, then fuzzy matches; none of
        the people `hidden` (sorted ids)."""
        typed = key(text)
        found: dict[str, None] = {}
        keys, names = self.ix.name_keys, self.ix.names
        if hidden is not None and len(hidden):
            return self._complete_shown(typed, limit, hidden)

        def take(people: Sequence[int]) -> None:
            """People in name order: each name once, skipping the rest of its namesakes."""
            j, end = 0, len(people)
            while j < end and len(found) < limit:
                i = people[j]
                found.setdefault(names[i])
                j += 1
                if j < end and keys[people[j]] == keys[i]:
                    j = bisect_right(people, keys[i], lo=j, key=lambda x: keys[x])

        if not typed:
            take(memoryview(self.ix.by_name))
        else:
            # Whole names by their start, then any name word by its start; the fuzzy
            # search for typos only when nothing starts that way.
            take(self.named(typed, prefix=True))
            if len(found) < limit and " " not in typed:
                for w in prefixed(self.vocab, typed, limit):
                    take(self.ix.name_words[w])
            if not found:
                found.update(dict.fromkeys(names[i] for i in self.find(text).ids))
        return list(found)[:limit]

    def _complete_shown(self, typed: str, limit: int, hidden: np.ndarray) -> list[str]:
        """complete() skipping hidden people: the same order, read through in slices."""
        names = self.ix.names
        found: dict[str, None] = {}

        def take(people: np.ndarray) -> None:
            step = max(limit * 4, 64)
            for at in range(0, len(people), step):
                part = people[at : at + step]
                for i in part[~contains_sorted(hidden, part)].tolist():
                    found.setdefault(names[i])
                    if len(found) >= limit:
                        return

        if not typed:
            take(self.ix.by_name)
        else:
            take(self.named(typed, prefix=True))
            if len(found) < limit and " " not in typed:
                for w in prefixed(self.vocab, typed, limit):
                    take(np.asarray(self.ix.name_words[w], np.int32))
            if not found:
                take(np.asarray(self.find(typed, hidden).ids, np.int32))
        return list(found)[:limit]
