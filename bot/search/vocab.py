"""The bundled vocabularies: skill aliases, place and school names, degree levels."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from bot.profiles.model import Contribution
from bot.resources import VOCAB_DIR, read_json, read_lines
from bot.search.text import fold, key, skill_key


@dataclass(frozen=True)
class CompanyKind:
    """A kind of company people name instead of one (`a bank`, `another insurer`): its
    well-known companies, and the words or word endings of a name that make a company one
    (`Harbourline Bank`, `Commerzbank`)."""

    name: str  # as an answer writes it: `a bank`
    companies: tuple[str, ...]  # folded names
    words: frozenset[str]
    endings: tuple[str, ...]

    def names(self, word: str) -> bool:
        """Whether a word of a company's folded name makes it one of this kind."""
        return word in self.words or word.endswith(self.endings)


@dataclass(frozen=True)
class Vocab:
    """The bundled vocabularies, folded for comparison."""
    topics: tuple[str, ...]
    skill_aliases: dict[str, str]  # skill_key -> canonical skill_key
    countries: dict[str, str]  # folded alias -> canonical country name
    regions: dict[str, str]  # folded alias -> region or city name
    # folded name of a group of places (Europe, the Bay Area) -> folded names of its places
    place_groups: dict[str, tuple[str, ...]]
    companies: dict[str, str]  # folded alias -> company name (`facebook` -> Meta)
    schools: dict[str, str]  # folded acronym -> full school name
    degree_phrases: tuple[tuple[str, str], ...]  # (folded phrase, level), longest first
    # Phrases that name a degree in a question: those of the levels people ask about, less
    # the ones that are ordinary words there (`be`, `ms`).
    question_degrees: tuple[str, ...] = ()
    # One degree's names, as degree_name writes them, to the one every index uses:
    # `msc`, `ms`, `mastersofscience` are the one master of science.
    same_degree: dict[str, str] = field(default_factory=dict)
    # What people of a country are called, to the country: `polish` -> `poland`.
    nationals: dict[str, str] = field(default_factory=dict)
    # The world's larger cities, by folded name: the name and the country it is in, as
    # `countries` names it (`brno` -> Brno, Czech Republic).
    cities: dict[str, tuple[str, str]] = field(default_factory=dict)
    # A group of companies by its folded name, to its companies' folded names and the name
    # it is written with: `faang` -> (`meta`, `amazon`, …), FAANG.
    company_groups: dict[str, tuple[str, tuple[str, ...]]] = field(default_factory=dict)
    # The world's universities by folded name, to the country they are in as `countries`
    # names it: `university of waterloo` -> Canada.
    school_countries: dict[str, str] = field(default_factory=dict)
    # folded name of a group of places -> its name as written (`Americas`)
    place_group_names: dict[str, str] = field(default_factory=dict)
    # A kind of company by each folded way of asking for it: `insurance company` -> an insurer.
    company_kinds: dict[str, CompanyKind] = field(default_factory=dict)

    def canonical_skill(self, text: str) -> str:
        """A skill as typed or listed, as the key every index uses: aliases to their skill."""
        k = skill_key(text)
        return self.skill_aliases.get(k, k)

    def degree_level(self, degree: str | None) -> str | None:
        """The level of a degree string; the highest level named wins."""
        if not degree:
            return None
        padded = f" {fold(degree).replace('-', ' ').replace(',', ' ')} "
        found = {level for phrase, level in self.degree_phrases if f" {phrase} " in padded}
        for level in ("phd", "master", "bachelor", "associate", "diploma"):
            if level in found:
                return level
        return None

    def degree_names(self, degree: str | None) -> frozenset[str]:
        """The particular degrees a degree string names (`meng`, `master of engineering`),
        as `degree_name` writes them; the words for a whole level are not among them."""
        if not degree:
            return frozenset()
        padded = f" {fold(degree).replace('-', ' ').replace(',', ' ')} "
        return frozenset(
            self.particular(phrase) for phrase, _ in self.degree_phrases
            if f" {phrase} " in padded and not is_level_word(phrase)
        )  # fmt: skip

    def particular(self, phrase: str) -> str:
        """One degree's name as the index keys it: `m.sc.` and `ms` are `masterofscience`."""
        name = degree_name(phrase)
        return self.same_degree.get(name, name)


# Words that name a whole level of degrees rather than one degree: `a master's` is any.
_LEVEL_WORDS = frozenset(
    """
    bachelor bachelors bachelorsdegree bachelordegree undergrad undergraduate
    undergraduatedegree baccalaureate master masters mastersdegree masterdegree graduate
    graduatedegree postgrad postgraduate postgraduatedegree phd phds phddegree doctorate
    doctorates doctoral doctoraldegree doctor doctors doctordegree masterof bachelorof doctorof
    """.split()
)


def degree_name(phrase: str) -> str:
    """A degree phrase as its index key: folded, without dots, apostrophes or spaces."""
    return re.sub(r"[\s.'’]+", "", fold(phrase))


def is_level_word(phrase: str) -> bool:
    """Whether a degree phrase names a whole level (`masters`) rather than one degree."""
    return degree_name(phrase) in _LEVEL_WORDS


# The degree levels a question can ask for, highest first.
QUESTION_LEVELS = ("phd", "master", "bachelor")


class SkillKeys:
    """Skills, topics and degrees read through the vocabulary, with their results kept:
    the same few thousand strings recur across millions of profiles."""

    def __init__(self, vocab: Vocab) -> None:
        self.vocab = vocab
        self.canonical = lru_cache(maxsize=1 << 17)(vocab.canonical_skill)
        self.degree_level = lru_cache(maxsize=1 << 14)(vocab.degree_level)
        self.degree_names = lru_cache(maxsize=1 << 14)(vocab.degree_names)
        self._repo_keys = lru_cache(maxsize=1 << 17)(self._keys_of_repo)
        # The topics of the vocabulary: words summaries are read for, whatever profiles hold.
        self.topic_words = frozenset(self.canonical(t) for t in vocab.topics)

    def _keys_of_repo(self, repo: str, topics: tuple[str, ...]) -> frozenset[str]:
        canonical = self.canonical
        return frozenset({*(canonical(t) for t in topics), self.of_repo_name(repo)})

    def of_contribution(self, c: Contribution) -> frozenset[str]:
        """The skills a contribution is evidence for: its repository's name and topics.

        Topics belong to the repository, so they repeat across everyone who worked on it."""
        return self._repo_keys(c.repo, tuple(c.topics))

    def of_repo_name(self, repo: str) -> str:
        """The skill a repository is named for: its name without the owner."""
        return self.canonical(repo.rsplit("/")[-1])


@lru_cache(maxsize=1)
def programming_languages() -> frozenset[str]:
    """The skill keys of the bundled programming languages (`kotlin`, `c++`), each as the
    key every index uses (`golang` is `go`)."""
    canonical = bundled_vocab().canonical_skill
    return frozenset(canonical(line) for line in read_lines(VOCAB_DIR / "languages.txt"))


@lru_cache(maxsize=1)
def bundled_vocab() -> Vocab:
    """The bundled vocabularies, read once."""
    return load_vocab()


def known_place(name: str) -> bool:
    """Whether the world's places, as the bundled vocabularies know them, hold a name as one
    place: a country, a region or group of places, or a larger city (`trinidad y tobago`)."""
    vocab = bundled_vocab()
    k = key(name).removeprefix("the ")
    return k in vocab.countries or k in vocab.regions or k in vocab.cities or (
        k in vocab.place_groups
    ) or k in _region_names()


@lru_cache(maxsize=1)
def _region_names() -> frozenset[str]:
    """The names the regions' aliases give, by folded name (`milano`, `münchen`)."""
    return frozenset(key(n) for n in bundled_vocab().regions.values())


def load_vocab(folder: Path = VOCAB_DIR) -> Vocab:
    """The vocabularies bundled in data/vocab (or another folder of the same files)."""
    aliases = {
        skill_key(a): skill_key(s) for a, s in read_json(folder / "skill_aliases.json").items()
    }
    places = read_json(folder / "places.json")
    countries = {key(a): n for a, n in places["countries"].items()}
    cities = {
        key(k): (name, countries.get(key(country), country))
        for k, (name, country) in read_json(folder / "cities.json")["cities"].items()
    }
    degrees = read_json(folder / "degrees.json")
    ambiguous = {fold(p) for p in degrees.pop("_not_in_questions", [])}
    same = {
        degree_name(alias): degree_name(name)
        for name, aliases in degrees.pop("_same_degree", {}).items()
        for alias in aliases
    }
    phrases = sorted(
        ((fold(p).replace("-", " "), level) for level, ps in degrees.items() for p in ps),
        key=lambda item: -len(item[0]),
    )
    asked = [p for p, level in phrases if level in QUESTION_LEVELS and p not in ambiguous]
    return Vocab(
        topics=tuple(read_lines(folder / "topics.txt")),
        skill_aliases=aliases,
        countries=countries,
        regions={key(a): n for a, n in places["regions"].items()},
        place_groups={key(g): tuple(key(m) for m in ms) for g, ms in places["groups"].items()},
        place_group_names={key(g): g for g in places["groups"]},
        companies={key(a): n for a, n in read_json(folder / "companies.json").items()},
        schools={key(a): n for a, n in read_json(folder / "schools.json").items()},
        degree_phrases=tuple(phrases),
        question_degrees=tuple(dict.fromkeys(asked)),
        same_degree=same,
        nationals=dict(places.get("nationals", {})),
        cities=cities,
        company_groups={
            key(g): (g, tuple(key(m) for m in ms))
            for g, ms in read_json(folder / "company_groups.json").items()
        },
        school_countries=read_json(folder / "school_countries.json")["schools"],
        company_kinds=_company_kinds(folder),
    )


def _company_kinds(folder: Path) -> dict[str, CompanyKind]:
    kinds: dict[str, CompanyKind] = {}
    for name, kind in read_json(folder / "company_kinds.json").items():
        found = CompanyKind(
            name,
            tuple(key(c) for c in kind["companies"]),
            frozenset(kind["name_words"]),
            tuple(kind["name_endings"]),
        )
        for asked in kind["asked"]:
            kinds[key(asked)] = found
    return kinds
