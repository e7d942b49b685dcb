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


# Where a list of countries parts (`egypt, jordan or the uae`).
_LISTED = re.compile(r"\s*,\s*(?:(?:or|and) )?|\s+(?:or|and)\s+")
# Places English names with `the` before them: `3 people in the United States`.
_WITH_THE = frozenset(
    "united states|united kingdom|netherlands|philippines|czech republic|united arab emirates"
    "|dominican republic|bahamas|maldives|gambia|european union|nordics|balkans|baltics"
    "|middle east|bay area|us west coast|us east coast|caribbean|americas|seychelles"
    "|central african republic|democratic republic of the congo|solomon islands"
    "|marshall islands|gulf|levant|benelux".split("|")
)


def placed(name: str) -> str:
    """A place's name as a sentence says it after `in`: `the United States`, `Germany`."""
    return f"the {name}" if key(name) in _WITH_THE else name


class PlacePhrases:
    """The places of Phrases: what it holds of the snapshot's places, and how it reads them."""

    ix: Indexes
    keys: SkillKeys
    place_vocab: Sequence[str]
    _place_aliases: dict[str, list[str]]
    _busiest: list[str] | None
    _fuzzy: Callable[[str, Sequence[str]], list[tuple[str, float]]]  # Phrases'

    @cached_property
    def _hyphenated(self) -> dict[str, list[str]]:
        """The places the data writes with a hyphen (Cluj-Napoca), by the first part."""
        found: dict[str, list[str]] = {}
        for k, shown in self.ix.place_display.items():
            first = shown.split("-")[0]
            if "-" in shown and " " not in first and key(first) != k:
                found.setdefault(key(first), []).append(k)
        return found

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
        # `eu countries`, `nordic countries`: the group of them
        group = re.fullmatch(r"(.+?) (?:countries|nations|states)", k)
        said = next((g for g in (group[1], f"{group[1]}s", group[1].removesuffix("an"))
                     if g in vocab.regions), None) if group else None
        if said:
            k = whole = said
        state = re.fullmatch(r"(?:state (?:of )?)?(.+?)(?: state)?", k)
        if state and state[1] != k and (
            state[1] in vocab.regions or state[1] in self._regions or state[1] in ix.places
        ):
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
        # `manila` for Metro Manila, `london` for Greater London, `cebu` for Cebu City too
        names.update(dict.fromkeys(
            f"{m} {k}" for m in ("metro", "greater", "grand") if f"{m} {k}" in ix.places
        ))  # fmt: skip
        if f"{k} city" in ix.places and not vocab.countries.get(k):
            names[f"{k} city"] = None
        if not names and not vocab.countries.get(k):
            # `cluj` for Cluj-Napoca, a city written with a hyphen, by its first part
            names.update(dict.fromkeys(self._hyphenated.get(k, ())))
        if names:
            found = list(dict.fromkeys(j for c in names for j in self._place_and_joined(c)))
            return Resolved(found, ix.place_display[next(iter(names))])
        group = vocab.place_groups.get(key(named or "")) or vocab.place_groups.get(k)
        if group is not None:
            # A region the data does not name: the places in it that it does (`Europe`).
            members = [m for m in group if m in ix.places]
            return Resolved(members, named or vocab.place_group_names.get(k) or text.strip())
        if named:
            return Resolved(display=named)
        halves = k.split(" and ")
        parts = [self.place(h, exact=True) for h in halves] if len(halves) == 2 else []
        if parts and all(part.keys and part.within is None for part in parts):
            # `poland and denmark`: nobody is in both at once; the people of either
            keys = list(dict.fromkeys([*parts[0].keys, *parts[1].keys]))
            shown = dict.fromkeys(part.display for part in parts)  # `poland and poland`
            return Resolved(keys, " or ".join(shown))
        # `germany, austria or switzerland`: countries listed, none within another
        listed = [part.strip() for part in _LISTED.split(text)]
        if len(listed) > 1 and all(
            vocab.countries.get(key(part).removeprefix("the ")) for part in listed
        ):
            countries = [self.place(part, exact=True) for part in listed]
            if len({c.display for c in countries}) == len(countries):
                keys = list(dict.fromkeys(k for c in countries for k in c.keys))
                return Resolved(keys, ", ".join(c.display for c in countries))
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
