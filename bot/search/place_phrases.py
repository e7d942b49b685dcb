"""Resolving a typed place: a city, region or country as the data or the world names it,
by alias, within a larger place, or with a typo (a part of bot.search.phrases)."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import cached_property

import numpy as np
from rapidfuzz.distance import OSA

from bot.search import thresholds as T
from bot.search.indexes import Indexes
from bot.search.names import prefixed
from bot.search.resolved import Resolved
from bot.search.tables import union
from bot.search.text import key
from bot.search.vocab import SkillKeys
from bot.search.vocab_match import clear_best

# Words of a place said before the region or country it is in (`cambridge uk`), at most.
MAX_PLACE_WORDS = 3
# A place's name this long may be typed with two letters wrong; a shorter one with one.
LONG_PLACE = 8
_VOWELS = re.compile(r"[aeiouy]")
# Places whose names join another's by a hyphen looked at, at most.
MAX_JOINED = 8
# Words of a school's name read as one place (`sao paulo`, `rio de janeiro`), at most, and
# the fewest letters of a place read in one (`ucla` holds no `la`).
SCHOOL_PLACE_WORDS = 3
SCHOOL_PLACE_LETTERS = 4
# A place a school's name says lies in an asked one when at least this share of the people
# here in the first are in the second too (Berlin in Germany), of at most SAMPLED of them.
WITHIN_SHARE = 0.5
SAMPLED = 16
# The words of schools' names that are no place (`university`, `college`).
_SCHOOL_WORDS = frozenset(
    "university universitat universidad universidade universita universite college institute"
    " school academy polytechnic technology science sciences state national".split()
)


class PlacePhrases:
    """The places of Phrases: what it holds of the snapshot's places, and how it reads them."""

    ix: Indexes
    keys: SkillKeys
    place_vocab: Sequence[str]
    _place_aliases: dict[str, list[str]]
    _busiest: list[str] | None
    _fuzzy: Callable[[str, Sequence[str]], list[tuple[str, float]]]  # Phrases'

    @cached_property
    def _regions(self) -> frozenset[str]:
        """The regions the vocabulary names, by their names (`washington`)."""
        return frozenset(key(name) for name in self.keys.vocab.regions.values())

    def place(self, text: str, exact: bool = False) -> Resolved:
        """A place: a city, region or country as written, by alias, or one clear typo."""
        ix, vocab = self.ix, self.keys.vocab
        whole = key(text)
        k = whole.removeprefix("the ")
        if not k:
            return Resolved()
        # `washington state`, `the state of washington`: the state by its name
        state = re.fullmatch(r"(?:state (?:of )?)?(.+?)(?: state)?", k)
        if state and state[1] != k and (state[1] in vocab.regions or state[1] in self._regions):
            k = whole = state[1]
        readings = [vocab.countries.get(whole), vocab.countries.get(k), vocab.regions.get(k)]
        named_as = list(dict.fromkeys(n for n in readings if n))
        # A code may name a country and a region (`nl`): the one people here are in.
        held = [n for n in named_as if self._held_place(n)]
        named = (held or named_as or [None])[0]
        if k in ix.places and named is not None and named == vocab.countries.get(k):
            # A part of a country the data names itself is that part: `scotland` is
            # Scotland, not every place in the country the world files it under
            named = None
        # Every name of the same place (`bangalore`: the data may also say Bengaluru).
        names = dict.fromkeys(
            c for c in (whole, k, key(named or ""), *self._place_aliases.get(key(named or k), ()))
            if c and c in ix.places
        )  # fmt: skip
        # `manila` for Metro Manila, `london` for Greater London too
        names.update(dict.fromkeys(
            f"{m} {k}" for m in ("metro", "greater", "grand") if f"{m} {k}" in ix.places
        ))  # fmt: skip
        if names:
            found = list(dict.fromkeys(j for c in names for j in self._place_and_joined(c)))
            return Resolved(found, ix.place_display[next(iter(names))])
        group = vocab.place_groups.get(key(named or "")) or vocab.place_groups.get(k)
        if group is not None:
            # A region the data does not name: the places in it that it does (`Europe`).
            members = [m for m in group if m in ix.places]
            return Resolved(members, named or text.strip())
        if named:
            return Resolved(display=named)
        halves = k.split(" and ")
        parts = [self.place(h, exact=True) for h in halves] if len(halves) == 2 else []
        if parts and all(part.keys and part.within is None for part in parts):
            # `poland and denmark`: nobody is in both at once; the people of either
            keys = list(dict.fromkeys([*parts[0].keys, *parts[1].keys]))
            shown = dict.fromkeys(part.display for part in parts)  # `poland and poland`
            return Resolved(keys, " or ".join(shown))
        qualified = self._place_within(k)
        if qualified is not None:
            return qualified
        if k in vocab.cities:  # a city of the world nobody here is in (`tokyo`) is no typo
            return Resolved(display=vocab.cities[k][0])
        if exact:
            return Resolved(display=text)
        best = clear_best(self._fuzzy(k, self.place_vocab))
        # two letters wrong in a short word with its vowels make another word (`portal` is no
        # Portugal); one typed without them is the place in a hurry (`lsbn`, `trnto`)
        if len(best) == 1 and (
            len(k) >= LONG_PLACE or len(_VOWELS.findall(k)) <= 1 or OSA.distance(k, best[0]) <= 1
        ):
            return Resolved(best, ix.place_display[best[0]], fuzzy=True)
        return Resolved(display=text)

    @cached_property
    def _school_places(self) -> dict[str, tuple[str, ...]]:
        """The places each school's name says it is in: places people here are in, and
        countries by name or people (`technische universitat berlin`: berlin; `norwegian
        university of science and technology`: norway)."""
        places, vocab = self.ix.places, self.keys.vocab
        out: dict[str, tuple[str, ...]] = {}
        for school in self.ix.school_display:
            words = school.split()
            found: list[str] = []
            for n in range(1, SCHOOL_PLACE_WORDS + 1):
                for i in range(len(words) - n + 1):
                    said = " ".join(words[i : i + n])
                    if len(said) < SCHOOL_PLACE_LETTERS or said in _SCHOOL_WORDS:
                        continue
                    if said in places:
                        found.append(said)
                    country = vocab.countries.get(said) or vocab.nationals.get(said)
                    if country:
                        found.append(key(vocab.countries.get(key(country), country)))
                    # `peking university`: Beijing, by its old name
                    said = key(vocab.regions.get(said, said))
                    if said in places:
                        found.append(said)
                    if said in vocab.cities:  # `universidad de sevilla`: in Spain
                        found.append(key(vocab.cities[said][1]))
            if found:
                out[school] = tuple(dict.fromkeys(found))
        return out

    @cached_property
    def _places_of_ranks(self) -> tuple[np.ndarray, np.ndarray]:
        """Every (years rank, place slot) of the place postings, ordered by rank: the places
        each person is in."""
        places = self.ix.places
        slots = np.repeat(np.arange(len(places), dtype=np.int32), np.diff(places.offsets))
        ranks = places.columns["ranks"]
        order = np.argsort(ranks, kind="stable")
        return ranks[order], slots[order]

    @cached_property
    def _withins(self) -> dict[str, frozenset[str]]:
        """_within_places, as found so far."""
        return {}

    def _within_places(self, place: str) -> frozenset[str]:
        """The places, no smaller, that most of the people here in a place are also in
        (Berlin: Germany), by a few of them."""
        if place in self._withins:
            return self._withins[place]
        if place not in self.ix.places:
            return frozenset()
        sample = self.ix.places[place][:SAMPLED]
        ranks, slots = self._places_of_ranks
        lo, hi = np.searchsorted(ranks, sample), np.searchsorted(ranks, sample, side="right")
        held = np.concatenate([slots[a:b] for a, b in zip(lo.tolist(), hi.tolist(), strict=True)])
        counts = np.bincount(held, minlength=len(self.ix.places))
        keys = self.ix.places.keys_list
        # (most people in China may be in Beijing here; China is still not in Beijing)
        larger = np.diff(self.ix.places.offsets) >= len(self.ix.places[place])
        held_by_most = counts >= WITHIN_SHARE * len(sample)
        found = frozenset(keys[i] for i in np.flatnonzero(held_by_most & larger))
        self._withins[place] = found
        return found

    def schools_in(self, text: str) -> Resolved | None:
        """The schools here whose names say they are in a place (`studied in germany`), as
        school keys; None when the text names no place the data or the world knows."""
        place = self.place(text, exact=True)
        named = key(place.display)
        countries = {key(c) for c in self.keys.vocab.countries.values()}
        if not place.keys and named not in countries:
            return None
        asked = {*place.keys, named}
        schools = [
            school for school, said in self._school_places.items()
            if any(p in asked or not asked.isdisjoint(self._within_places(p)) for p in said)
        ]  # fmt: skip
        return Resolved(sorted(schools), f"a school in {place.display}")

    def _place_within(self, k: str) -> Resolved | None:
        """A place said with the region or country it is in (`cambridge uk`, `cambridge,
        ma`): the people of the first who are also in the second; None when it is not so."""
        said = k.replace(",", " ").split()
        for cut in (1, 2):
            if not 1 <= len(said) - cut <= MAX_PLACE_WORDS:
                continue
            inner = self.place(" ".join(said[:-cut]), exact=True)
            if not inner.keys or inner.within is not None:
                continue
            typed = " ".join(said[-cut:])
            outer = self.place(typed, exact=True)
            if not outer.keys and outer.display == typed:
                continue  # nowhere the data or the world knows
            # A code of two letters counts only where it holds some of the first place's
            # people (`cambridge ma`): `london ok` is no Oklahoma, `berlin de` no Delaware.
            if len(typed) <= 2 and not len(self._both(inner.keys, outer.keys)):
                continue
            return Resolved(inner.keys, f"{inner.display}, {outer.display}", within=outer.keys)
        return None

    def _both(self, keys: list[str], within: list[str]) -> np.ndarray:
        """The years ranks of the people under both some places and some others."""
        places = self.ix.places
        inner = union(places[k] for k in keys if k in places)
        return np.intersect1d(inner, union(places[k] for k in within if k in places))

    def _held_place(self, name: str) -> bool:
        """Whether someone here is in a place of that name, or of one of its aliases."""
        k = key(name)
        places = self.ix.places
        return k in places or any(a in places for a in self._place_aliases.get(k, ()))

    def _place_and_joined(self, k: str) -> list[str]:
        """A place and the places whose names join it to another by a hyphen: Tel Aviv
        and Tel Aviv-Yafo."""
        display = self.ix.place_display
        joined = prefixed(self.place_vocab, k + " ", limit=MAX_JOINED)
        return [k, *(o for o in joined if len(display[o]) > len(k) and display[o][len(k)] == "-")]

    def busiest_places(self, limit: int) -> list[str]:
        """The places the most people are in, as the data writes them."""
        if self._busiest is None:
            places = self.ix.places
            sizes = np.diff(places.offsets)
            top = np.argsort(-sizes, kind="stable")[: T.SUGGEST_LIMIT]
            self._busiest = [self.ix.place_display[places.keys_list[i]] for i in top.tolist()]
        return self._busiest[:limit]
