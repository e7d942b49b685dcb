"""Where schools are, as their names say (`Technische Universität Berlin`, `Universidade de
São Paulo`): the schools in a place a question asks about (`who studied in germany`), a part
of bot.search.phrases."""

from __future__ import annotations

from functools import cached_property

import numpy as np

from bot.search.place_phrases import PlacePhrases, placed
from bot.search.resolved import Resolved
from bot.search.text import key

# Words of a school's name read as one place (`sao paulo`, `rio de janeiro`), at most, and
# the fewest letters of a place read in one (`ucla` holds no `la`).
SCHOOL_PLACE_WORDS = 3
SCHOOL_PLACE_LETTERS = 4
# A place a school's name says lies in a larger one when at least this share of the people
# here in the first are in the second too (Berlin in Germany), of at most SAMPLED of them.
WITHIN_SHARE = 0.5
SAMPLED = 16
# The words of schools' names that are no place (`university`, `college`).
_SCHOOL_WORDS = frozenset(
    "university universitat universidad universidade universita universite college institute"
    " school academy polytechnic technology science sciences state national".split()
)


class SchoolPlaces(PlacePhrases):
    """The schools of Phrases by the places their names say they are in."""

    def schools_in(self, text: str, named: bool = False) -> Resolved | None:
        """The schools here in a place (`studied in germany`) by what their names say and,
        unless `named`, by the world's list of universities, as school keys; None when the
        text names no place the data or the world knows."""
        place = self.place(text, exact=True)
        said, cities = key(place.display), self.keys.vocab.cities
        # (a city of the world nobody here is in: `munich`, its schools' names say München)
        world = [key(cities[c][0]) for c in (said, key(text)) if c in cities]
        if not place.keys and said not in self._country_names and not world:
            return None
        # a region's countries, where nobody here is (`studied in europe`: poland too)
        group = self.keys.vocab.place_groups.get(said, ())
        asked = {*place.keys, said, *world, *(key(c) for c in group)}
        table = self._named_places if named else self._school_places
        schools = [s for s, there in table.items() if not asked.isdisjoint(there)]
        return Resolved(sorted(schools), f"a school in {placed(place.display)}")

    def says_where(self, school: str) -> bool:
        """Whether a school's name (a school key) says where it is: `university college
        cork`, not `kth royal institute of technology`."""
        return school in self._named_places

    def countries_said(self, school: str) -> frozenset[str]:
        """The countries a school's name says it is in, when it says no city or region
        (`norwegian university of science and technology`: norway); none otherwise."""
        full_name = self.keys.vocab.schools.get(school)
        there = {*self._said_places(school), *self._said_places(key(full_name or ""))}
        return frozenset(there) if there <= self._country_names else frozenset()

    @cached_property
    def _country_names(self) -> frozenset[str]:
        """The countries the vocabulary names, by their names (`germany`)."""
        return frozenset(key(name) for name in self.keys.vocab.countries.values())

    @cached_property
    def _school_places(self) -> dict[str, frozenset[str]]:
        """The places of _named_places, and the country the world's list of universities puts
        each school in (`university of waterloo`: canada)."""
        places = dict(self._named_places)
        for school in self.ix.school_display:
            country = self._world_country(school)
            if country:
                places[school] = places.get(school, frozenset()) | {country}
        return places

    def _world_country(self, school: str) -> str:
        """The country the world's list of universities puts a school (a school key) in, by
        its name or the vocabulary's full name for it, folded; "" when the list lacks it."""
        world, full_names = self.keys.vocab.school_countries, self.keys.vocab.schools
        return key(world.get(school) or world.get(key(full_names.get(school, ""))) or "")

    @cached_property
    def _named_places(self) -> dict[str, frozenset[str]]:
        """The places each school's name says it is in, and the places those lie in."""
        full_names = self.keys.vocab.schools
        # a school written in its own language says its place in the vocabulary's name too
        # (`vilniaus universitetas`: Vilnius University)
        said = {
            school: self._said_places(school) + (
                self._said_places(key(full_names[school])) if school in full_names else []
            )
            for school in self.ix.school_display
        }
        for school, there in said.items():
            # (`american university of beirut` is in Lebanon, as the world's list says, not in
            # the country its first word names)
            country = self._world_country(school)
            if country:
                said[school] = [p for p in there if p == country or p not in self._country_names]
        within = self._within({p for there in said.values() for p in there})
        return {
            school: frozenset(p for x in there for p in (x, *within.get(x, ())))
            for school, there in said.items() if there
        }  # fmt: skip

    def _said_places(self, school: str) -> list[str]:
        """The places a school's name says: places people here are in, countries by name or
        people, and the world's cities by their countries (`norwegian university of science
        and technology`: norway; `universidad de sevilla`: spain)."""
        places, vocab = self.ix.places, self.keys.vocab
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
                typed, said = said, key(vocab.regions.get(said, said))  # `peking`: Beijing
                if said in places:
                    found.append(said)
                # a world city by the name the school says or by the one the vocabulary
                # gives it (`munich`, which the vocabulary writes München)
                city = vocab.cities.get(said) or vocab.cities.get(typed)
                if city:
                    found += [key(city[0]), key(city[1])]
        return list(dict.fromkeys(found))

    def _within(self, inner: set[str]) -> dict[str, list[str]]:
        """For each of some places people here are in, the places no smaller that most of
        its people are also in (Berlin: Germany), read off a few of them."""
        places = self.ix.places
        sizes = np.diff(places.offsets)
        slots = np.repeat(np.arange(len(places), dtype=np.int32), sizes)
        ranks = places.columns["ranks"]
        order = np.argsort(ranks, kind="stable")
        ranks, slots = ranks[order], slots[order]
        out: dict[str, list[str]] = {}
        cities = self.keys.vocab.cities
        for place in inner:
            if place not in places:
                continue
            sample = places[place][:SAMPLED]
            lo, hi = np.searchsorted(ranks, sample), np.searchsorted(ranks, sample, side="right")
            spans = zip(lo.tolist(), hi.tolist(), strict=True)
            held = np.concatenate([slots[a:b] for a, b in spans])
            counts = np.bincount(held, minlength=len(places))
            # (most people in China may be in Beijing here; China is still not in Beijing)
            kept = (counts >= WITHIN_SHARE * len(sample)) & (sizes >= len(places[place]))
            found = [places.keys_list[i] for i in np.flatnonzero(kept)]
            if place in self._country_names:
                # a country lies in no city, whoever here is in it (the one person here in the
                # United Kingdom may be in Manchester; Edinburgh still is not), only in the
                # parts it is made of (England)
                found = [p for p in found if p not in cities]
            out[place] = found
        return out
