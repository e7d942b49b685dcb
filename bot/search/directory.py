"""One snapshot's profiles and everything that searches them, in one object.

The profiles are positions (ids) 0..n-1; `ix` holds the indexes built from them
(bot.search.indexes), `names` finds people by name, `phrases` resolves typed
phrases to index keys, `facts` reads what an answer shows about one person, and
`text` finds people by the words of their profiles (bot.search.fulltext).
"""

from __future__ import annotations

import copy
import dataclasses
import threading
from collections import OrderedDict
from collections.abc import Sequence
from functools import partial
from typing import Any

import numpy as np
from rapidfuzz import fuzz, process

from bot.profiles.model import Profile
from bot.search import thresholds as T
from bot.search.facts import Facts
from bot.search.fulltext import FullText
from bot.search.indexes import Indexes, build_indexes, mention_sources
from bot.search.meaning import Meaning
from bot.search.names import NameSearch, People
from bot.search.overlay import REMOVED, counts_after, lay_over, spoken_forms
from bot.search.phrases import Phrases, Resolved
from bot.search.tables import contains_sorted
from bot.search.text import words
from bot.search.vocab import SkillKeys, Vocab, load_vocab

# Profiles whose summaries a change may read again before a full build is cheaper.
MAX_READ_AGAIN = 20_000
# Views kept at once, one per server recently asked about: each holds the ids it hides.
MAX_VIEWS = 256
_NOBODY = np.zeros(0, np.int32)


class ScopedNames:
    """Name search within a view: the people it hides are never found, suggested or
    completed."""

    def __init__(self, names: NameSearch, hidden: np.ndarray) -> None:
        self._names = names
        self._hidden = hidden

    def _shown(self, ids: Sequence[int]) -> list[int]:
        if not len(ids):
            return list(ids)
        arr = np.asarray(ids, np.int32)
        return arr[~contains_sorted(self._hidden, arr)].tolist()

    def find(self, text: str) -> People:
        """As NameSearch.find, among the people shown."""
        found = self._names.find(text, self._hidden)
        ids = self._shown(found.ids)
        return People(ids, found.clear or len(ids) == 1, found.score if ids else 0.0)

    def suggestions(self, text: str) -> list[str]:
        """As NameSearch.suggestions, among the people shown."""
        return self._names.suggestions(text, hidden=self._hidden)

    def complete(self, text: str, limit: int) -> list[str]:
        """As NameSearch.complete, among the people shown."""
        return self._names.complete(text, limit, hidden=self._hidden)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._names, name)


class ScopedPhrases:
    """Phrase resolution within a view: a skill, company, place, school or repository that
    only hidden people have is unknown here, and never suggested or completed."""

    def __init__(self, phrases: Phrases, view: Directory) -> None:
        self._phrases = phrases
        self._view = view
        ix = phrases.ix
        self._kinds = {
            id(ix.scored_skills): "skill", id(phrases.company_vocab): "company",
            id(phrases.place_vocab): "place", id(phrases.school_vocab): "school",
            id(phrases.repo_vocab): "repo",
        }  # fmt: skip
        self._skill_keys: dict[str, str] | None = None
        self._place_sizes: np.ndarray | None = None

    def seen(self, kind: str, k: str) -> bool:
        """Whether someone this view shows holds key k of that kind."""
        ix, view = self._phrases.ix, self._view
        if kind in ("skill", "repo"):
            table = ix.skills if kind == "skill" else ix.repos
            ids = table[k] if k in table else _NOBODY  # noqa: SIM401 (a Table has no get)
        else:
            tables = {"company": (ix.current, ix.past), "place": (ix.places,),
                      "school": (ix.schools,), "badge": (ix.badges,)}[kind]  # fmt: skip
            ranks = [t[k] for t in tables if k in t]
            ids = ix.by_years[np.concatenate(ranks)] if ranks else _NOBODY
        # Most keys are held by someone shown among their first few holders.
        return bool(len(view.visible(ids[:64]))) or bool(len(view.visible(ids)))

    def _within(self, kind: str, found: Resolved) -> Resolved:
        keys = [k for k in found.keys if self.seen(kind, k)]
        if keys == found.keys:
            return found
        return dataclasses.replace(found, keys=keys) if keys else Resolved()

    def skill(self, text: str, exact: bool = False) -> Resolved:
        """As Phrases.skill, among the skills someone shown has."""
        return self._within("skill", self._phrases.skill(text, exact=exact))

    def company(self, text: str, exact: bool = False, kinds: bool = True) -> Resolved:
        """As Phrases.company, within the view."""
        return self._within("company", self._phrases.company(text, exact=exact, kinds=kinds))

    def place(self, text: str, exact: bool = False) -> Resolved:
        """As Phrases.place, within the view."""
        return self._within("place", self._phrases.place(text, exact=exact))

    def school(self, text: str, exact: bool = False) -> Resolved:
        """As Phrases.school, within the view."""
        return self._within("school", self._phrases.school(text, exact=exact))

    def badge(self, text: str) -> Resolved:
        """As Phrases.badge, among the badges someone shown holds."""
        return self._within("badge", self._phrases.badge(text))

    def repo(self, text: str, exact: bool = False) -> Resolved:
        """As Phrases.repo, within the view."""
        return self._within("repo", self._phrases.repo(text, exact=exact))

    def suggest(self, text: str, vocab: Sequence[str], display: dict[str, str]) -> list[str]:
        """As Phrases.suggest, among the entries someone shown holds."""
        kind = self._kinds.get(id(vocab))
        if not text or not vocab or kind is None:
            return [] if kind is None else self._phrases.suggest(text, vocab, display)
        hits = process.extract(
            text, vocab, scorer=fuzz.ratio, score_cutoff=T.SUGGEST_CUTOFF,
            limit=T.SUGGEST_LIMIT * 4,
        )  # fmt: skip
        kept = [h[0] for h in hits if self.seen(kind, h[0])][: T.SUGGEST_LIMIT]
        return [display.get(k, k) for k in kept]

    def busiest_places(self, limit: int) -> list[str]:
        """As Phrases.busiest_places, among the places someone shown is in."""
        ix = self._phrases.ix
        if self._place_sizes is None:  # how many people shown each place has, once a view
            places = ix.places
            slot = np.repeat(np.arange(len(places), dtype=np.int32), np.diff(places.offsets))
            people = ix.by_years[places.columns["ranks"]]
            shown = ~contains_sorted(self._view.hidden, people)
            self._place_sizes = np.bincount(slot[shown], minlength=len(places))
        sizes = self._place_sizes
        out = []
        for i in np.argsort(-sizes, kind="stable").tolist():
            k = ix.places.keys_list[i]
            if self.seen("place", k):
                out.append(ix.place_display[k])
                if len(out) >= limit:
                    break
        return out

    def complete_skills(self, text: str, limit: int) -> list[str]:
        """As Phrases.complete_skills, among the skills someone shown has."""
        if self._skill_keys is None:  # display -> key, made once per view
            ix = self._phrases.ix
            self._skill_keys = {ix.skill_display.get(k, k): k for k in ix.scored_skills}
        keys = self._skill_keys
        shown = self._phrases.complete_skills(text, limit * 4)
        return [s for s in shown if self.seen("skill", keys.get(s, s))][:limit]

    def __getattr__(self, name: str) -> Any:
        return getattr(self._phrases, name)


class Appended(Sequence[Profile]):
    """Profiles, then more after them: the records of a snapshot and those laid over it."""

    def __init__(self, first: Sequence[Profile], more: Sequence[Profile]) -> None:
        if isinstance(first, Appended):  # one level, however many changes
            first, more = first.first, [*first.more, *more]
        self.first, self.more, self._n = first, list(more), len(first)

    def __len__(self) -> int:
        return self._n + len(self.more)

    def __getitem__(self, i: Any) -> Any:
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(len(self)))]
        if i < 0:
            i += len(self)
        return self.first[i] if i < self._n else self.more[i - self._n]


class Picked(Sequence[Profile]):
    """Some of a sequence of profiles, by position."""

    def __init__(self, profiles: Sequence[Profile], ids: np.ndarray) -> None:
        self._profiles, self._ids = profiles, ids

    def __len__(self) -> int:
        return len(self._ids)

    def __getitem__(self, i: Any) -> Any:
        if isinstance(i, slice):
            return [self._profiles[int(j)] for j in self._ids[i]]
        return self._profiles[int(self._ids[i])]


class Directory:
    """The profiles of one snapshot with their indexes; read-only once made."""

    def __init__(
        self,
        profiles: Sequence[Profile],
        vocab: Vocab | None = None,
        ix: Indexes | None = None,
        text: FullText | None = None,
        keys: SkillKeys | None = None,
    ) -> None:
        self.profiles = profiles
        self.keys = keys or SkillKeys(vocab or load_vocab())
        self.ix = ix if ix is not None else build_indexes(profiles, self.keys)
        # Built here, in memory, only with the indexes: the stored snapshot keeps its own.
        self.text = text if text is not None or ix is not None else FullText.build(profiles)
        if self.text is not None:
            self.text.ties = self.ix.name_rank
        self.names: NameSearch | ScopedNames = NameSearch(self.ix)
        self.phrases: Phrases | ScopedPhrases = Phrases(self.ix, self.keys)
        self.facts = Facts(self.ix, profiles, self.keys)
        self.meaning = Meaning(profiles)
        # The people this view does not show, sorted: other servers' profiles; and those
        # servers.
        self.hidden = _NOBODY
        self.hidden_guilds: tuple[int, ...] = ()
        self._has_guilds = bool(len(self.ix.guilds) and self.ix.guilds.any())
        self._views: OrderedDict[int | None, Directory] = OrderedDict()
        self._views_lock = threading.Lock()
        self.engine: Any = None  # a view's own engine, made when it first answers

    def seen_from(self, guild: int | None) -> Directory:
        """The profiles one server sees: the shared ones and its own (None: a direct
        message, which sees the shared ones only). The same Directory when no profile was
        added in a server; else a view of it, kept for the servers asked about recently."""
        if not self._has_guilds:
            return self
        with self._views_lock:  # answers are read in several threads at once
            return self._view(guild)

    def _view(self, guild: int | None) -> Directory:
        view = self._views.get(guild)
        if view is None:
            guilds = self.ix.guilds
            hidden = np.flatnonzero((guilds != 0) & (guilds != (guild or 0))).astype(np.int32)
            view = copy.copy(self)
            view.hidden = hidden
            others = np.unique(guilds[hidden])
            view.hidden_guilds = tuple(others[others != REMOVED].tolist())
            view.names = ScopedNames(self.names, hidden)
            view.phrases = ScopedPhrases(self.phrases, view)
            view._views = OrderedDict()
            view._has_guilds = False  # a view is already one server's: it answers as itself
            self._views[guild] = view
            if len(self._views) > MAX_VIEWS:
                self._views.popitem(last=False)
        else:
            self._views.move_to_end(guild)
        return view

    def visible(self, people: np.ndarray) -> np.ndarray:
        """Those of people this view shows, in the same order."""
        if not len(self.hidden) or not len(people):
            return people
        return people[~contains_sorted(self.hidden, people)]

    def own(self, guild: int) -> np.ndarray:
        """The ids of the profiles added in one server, in name order."""
        by_name = self.ix.by_name
        return by_name[self.ix.guilds[by_name] == guild]

    def changed(self, removed: Sequence[int], added: Sequence[Profile]) -> Directory | None:
        """A new Directory with the ids removed hidden from every view and the profiles added
        after the others, without indexing the others again (bot.search.overlay); this one
        is left as it was. None when the change would read so many summaries again that a
        full build is cheaper."""
        gone = np.unique(np.asarray(removed, np.int32))
        gone = gone[self.ix.guilds[gone] != REMOVED]  # each removed once
        before = [self.profiles[i] for i in gone.tolist()]
        counts, flipped = counts_after(
            self.ix.mention_counts, added, before, partial(mention_sources, keys=self.keys)
        )
        flipped -= self.keys.topic_words  # read for whatever the profiles hold
        again = self._naming(flipped, gone)
        if len(again) > MAX_READ_AGAIN:
            return None
        if len(again):
            gone = np.union1d(gone, again).astype(np.int32)
            added = [*added, *(self.profiles[i] for i in again.tolist())]
        n = len(self)
        profiles = Appended(self.profiles, added)
        ix = lay_over(self.ix, added, gone, self.keys, counts, profiles.__getitem__)
        text = self.text
        if text is not None:
            text = text.changed(gone.tolist(), list(enumerate(added, start=n)))
        return Directory(profiles, ix=ix, text=text, keys=self.keys)

    def present(self) -> Sequence[Profile]:
        """The profiles no change removed, in id order."""
        removed = self.ix.guilds == REMOVED
        if not removed.any():
            return self.profiles
        return Picked(self.profiles, np.flatnonzero(~removed))

    def _naming(self, flipped: set[str], gone: np.ndarray) -> np.ndarray:
        """The people shown whose summary may name one of the words: its key or an alias."""
        if not flipped:
            return _NOBODY
        found = []
        aliases = self.keys.vocab.skill_aliases
        for word in sorted(flipped):
            for run in spoken_forms(word, aliases):
                if self.text is not None:
                    found.append(self.text.in_field("summary", run, limit=len(self) or 1))
                else:  # a directory made without its full text: read every summary
                    found.append(np.array([i for i, p in enumerate(self.profiles)
                                           if set(run) <= set(words(p.summary or ""))], np.int32))
        ids = np.unique(np.concatenate(found)) if found else _NOBODY
        ids = ids[self.ix.guilds[ids] != REMOVED]
        return np.setdiff1d(ids, gone).astype(np.int32)

    @classmethod
    def restore(
        cls,
        profiles: Sequence[Profile],
        state: dict[str, Any],
        text: FullText | None,
        vocab: Vocab | None = None,
    ) -> Directory:
        """A Directory over the same profiles, in the same order, without indexing again."""
        return cls(profiles, vocab, Indexes.restore(state), text)

    def state(self) -> dict[str, Any]:
        """The built indexes as arrays and small plain values, for the stored snapshot."""
        return self.ix.state()

    def __len__(self) -> int:
        return len(self.ix)
