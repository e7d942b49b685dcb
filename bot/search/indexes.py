"""Building the indexes from profile records, into one frozen `Indexes`.

Every posting is built once, already in the order answers need: skills by
evidence tier, score, activity and mentions; repositories by activity; name
words by name; employers, places, schools and degrees as years ranks, ascending,
so that they read in years order and two of them intersect by searching. Each
is a slice of shared numpy columns (`Table`), so the whole of `Indexes` is a
few dozen arrays that the stored snapshot keeps and maps back in.
"""

from __future__ import annotations

import hashlib
import re
import sys
from array import array
from collections import Counter, defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, fields
from typing import Any

import numpy as np

from bot.profiles.files import guild_of
from bot.profiles.loader import same_person
from bot.profiles.model import Profile
from bot.search.employers import past_employers
from bot.search.figures import figures_table
from bot.search.mentions import count_mentions, mention_words
from bot.search.name_spellings import name_aliases
from bot.search.studies import field_of
from bot.search.tables import Packed, Table, packed_strings, strings
from bot.search.text import key, words
from bot.search.vocab import SkillKeys

# Tiers of skill evidence, strongest first: listed with a score, listed among the languages,
# a contribution to a repository named for it, a topic of a repository contributed to, a
# word of the summary.
SCORED, LANGUAGE, REPO, TOPIC, MENTION = 0, 1, 2, 3, 4
# Words left out of a school's acronym: Massachusetts Institute of Technology is MIT, as
# Universitat Politècnica de Catalunya is UPC.
_ACRONYM_SKIP = frozenset(
    "of the and at for in de del della delle di des du la le les der die das fur y e et und da"
    " do dos".split()
)
# Past employers of one person are stored as one string, the names joined by this.
PAST_SEPARATOR = "\n"
# The key of a particular degree in the degrees table begins with this: `=masterofscience`.
DEGREE_NAME = "="


@dataclass(frozen=True)
class Indexes:
    """Every index of one snapshot. People are profile positions (ids) unless a field says
    years ranks: a person's place in the years order (most years of coding first)."""

    name_rank: np.ndarray  # id -> place in name order
    by_name: np.ndarray  # ids in name order
    years_rank: np.ndarray  # id -> years rank
    by_years: np.ndarray  # ids in years order, unknown years last, then by name
    years_sorted: np.ndarray  # negated known years, in years order (ascending)
    guilds: np.ndarray  # id -> the server the profile was added in (0: shared by every server)
    name_keys: Packed[str]  # each person's folded name
    names: Packed[str]  # each person's name as written
    past_employers: Packed[str]  # each person's past employers, joined by PAST_SEPARATOR
    name_words: Table  # folded name word (and whole name run together) -> ids, name order
    skills: Table  # skill -> ids by evidence, with tier, score, activity, mentions columns
    current: Table  # company -> years ranks
    past: Table  # past employer -> years ranks
    places: Table  # each part of a location -> years ranks
    cities: Table  # the first part of a location (its city, as profiles write it) -> years ranks
    schools: Table  # school -> years ranks
    fields: Table  # a field of study, as a degree names it (`applied mathematics`) -> years ranks
    degrees: Table  # degree level, or DEGREE_NAME and one degree's name -> years ranks
    badges: Table  # badge label -> years ranks
    roles: Table  # a role in a project, as contributions list it (`reviewer`) -> years ranks
    repos: Table  # repository -> ids by activity, with an activity column
    figures: Table  # figure (FIGURES) -> ids of the people who have it, most first, with values
    skill_display: dict[str, str]  # skill key -> as the profiles write it
    scored_skills: list[str]  # skills someone lists with a score, sorted
    popular_skills: list[str]  # the same, most listed first
    popular_counts: list[int]  # how many people list each of popular_skills
    skill_spellings: dict[str, str]  # skill key or alias -> skill key
    company_display: dict[str, str]
    place_display: dict[str, str]
    school_display: dict[str, str]
    school_acronyms: dict[str, list[str]]  # acronym -> school keys
    field_display: dict[str, str]
    badge_display: dict[str, str]
    role_display: dict[str, str]
    repo_display: dict[str, str]
    repo_names: dict[str, list[str]]  # a repository's name without its owner -> repositories
    # The words a summary can mention as a skill (skills listed, topics of repositories), each
    # with how many profiles give it: a change that adds or drops one re-reads every summary.
    mention_counts: dict[str, int]
    # Hashes (stable_hash) of each id's file, of its server and profile id, and of its server
    # and person (name, headline and summary; 0 for none): what a change is checked by.
    sources: np.ndarray
    identities: np.ndarray
    persons: np.ndarray

    def state(self) -> dict[str, Any]:
        """The indexes as named arrays and small plain values, for the stored snapshot."""
        out: dict[str, Any] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if isinstance(value, Table):
                out.update(value.state(f.name))
            elif isinstance(value, Packed):
                out[f"{f.name}.data"], out[f"{f.name}.offsets"] = value.data, value.offsets
            else:
                out[f.name] = value
        return out

    @classmethod
    def restore(cls, state: dict[str, Any]) -> Indexes:
        """The indexes from what `state` gave; KeyError when a field is missing."""
        values: dict[str, Any] = {}
        for f in fields(cls):
            if f.type == "Table":
                values[f.name] = Table.restore(state, f.name)
            elif f.type == "Packed[str]":
                values[f.name] = strings(state[f"{f.name}.data"], state[f"{f.name}.offsets"])
            else:
                values[f.name] = state[f.name]
        return cls(**values)

    def __len__(self) -> int:
        return len(self.name_rank)


def build_indexes(
    profiles: Sequence[Profile], keys: SkillKeys, mentioned: dict[str, int] | None = None
) -> Indexes:
    """Every index over profiles, whose positions are the ids. `mentioned`: the words summaries
    are read for (as `mention_counts` gives them), when they are not these profiles' own: the
    profiles are laid over others (bot.search.overlay)."""
    known_by = identify(profiles)
    orders = _orders(profiles, known_by["sources"])
    name_keys: list[str] = orders.pop("name_keys")
    pasts = [past_employers(p.summary, p.company) for p in profiles]
    return Indexes(
        **orders,
        name_keys=strings(*packed_strings(name_keys)),
        names=strings(*packed_strings(p.name for p in profiles)),
        past_employers=strings(*packed_strings(PAST_SEPARATOR.join(x) for x in pasts)),
        name_words=_name_words(name_keys, orders["by_name"], [name_aliases(p) for p in profiles]),
        **_skills(profiles, keys, orders["name_rank"], mentioned),
        **_facets(profiles, pasts, keys, orders["by_years"]),
        **_repos(profiles, orders["name_rank"]),
        figures=figures_table(profiles, orders["name_rank"]),
        guilds=np.array([guild_of(p.source) for p in profiles], np.int64),
        **known_by,
    )


def stable_hash(*parts: str) -> int:
    """A hash of strings that is the same in every process (str's hash is not)."""
    raw = "\0".join(parts).encode("utf-8", "surrogateescape")
    return int.from_bytes(hashlib.blake2b(raw, digest_size=8).digest(), "little")


def identify(profiles: Sequence[Profile]) -> dict[str, np.ndarray]:
    """The hashes each profile is known by when files change: see Indexes.sources."""
    sources, identities, persons = (np.zeros(len(profiles), np.uint64) for _ in range(3))
    for i, p in enumerate(profiles):
        guild = str(guild_of(p.source))
        sources[i] = stable_hash(p.source or "")
        identities[i] = stable_hash(guild, p.id)
        person = same_person(p)
        persons[i] = stable_hash(guild, *person) if person is not None else 0
    return {"sources": sources, "identities": identities, "persons": persons}


def _orders(profiles: Sequence[Profile], sources: np.ndarray) -> dict[str, Any]:
    n = len(profiles)
    name_keys = [key(p.name) for p in profiles]
    # The same name in two files: by file (its hash), not by which file was read first, so
    # that a file laid over the others later takes the same place (bot.search.overlay).
    named = list(zip(name_keys, sources.tolist(), strict=True))
    by_name = np.array(sorted(range(n), key=named.__getitem__), np.int32)
    name_rank = np.empty(n, np.int32)
    name_rank[by_name] = np.arange(n, dtype=np.int32)
    # Years of coding, most first, unknown last, then by name.
    # No years, or fewer than none (a record may say anything), is unknown.
    years = np.array(
        [p.coding_years if p.coding_years is not None and p.coding_years >= 0 else -1
         for p in profiles], np.int64,
    )  # fmt: skip
    by_years = np.lexsort((name_rank, -years)).astype(np.int32)
    years_rank = np.empty(n, np.int32)
    years_rank[by_years] = np.arange(n, dtype=np.int32)
    # Negated known years along the years order, ascending, for `more than N years`.
    ordered = -years[by_years]
    return {
        "name_keys": name_keys, "by_name": by_name, "name_rank": name_rank,
        "by_years": by_years, "years_rank": years_rank,
        "years_sorted": ordered[ordered <= 0].astype(np.int32),
    }  # fmt: skip


def _name_words(
    name_keys: list[str], by_name: np.ndarray, aliases: list[list[str]]
) -> Table:
    postings: dict[str, list[int]] = defaultdict(list)
    for i in by_name.tolist():
        for name in (name_keys[i], *aliases[i]):
            ws = name.split()
            for w in {*ws, "".join(ws)} if len(ws) > 1 else ws:
                if i not in postings[w][-1:]:
                    postings[w].append(i)
    return Table.build(postings, {"ids": "i4"})


def mention_sources(p: Profile, keys: SkillKeys) -> set[str]:
    """The words one profile makes a summary's mention of a skill: its skills and the topics
    of its repositories."""
    canon = keys.canonical
    return {canon(s.name) for s in p.skills} | {
        canon(t) for c in p.contributions for t in c.topics
    }


def _skills(
    profiles: Sequence[Profile],
    keys: SkillKeys,
    name_rank: np.ndarray,
    mentioned: dict[str, int] | None,
) -> dict[str, Any]:
    canon, vocab = keys.canonical, keys.vocab
    labels: Counter[str] = Counter()
    counts: Counter[str] = Counter()
    skill_keys: list[tuple[str, ...]] = []
    for p in profiles:
        ks = tuple(sys.intern(canon(s.name)) for s in p.skills)
        skill_keys.append(ks)
        labels.update(set(ks))
        counts.update(mention_sources(p, keys))
    known = set(mentioned if mentioned is not None else counts)
    known |= keys.topic_words
    singles, firsts = mention_words(known, vocab.skill_aliases)
    slot_of: dict[str, int] = {}
    # One entry per (person, skill) in flat columns, sorted once for every skill at the end.
    slots, people, tiers, scores_col, activity_col, mentions_col = (array("i") for _ in range(6))
    for i, p in enumerate(profiles):
        mentions = count_mentions(p.summary, known, singles, firsts, vocab.skill_aliases)
        scores: dict[str, int] = {}
        for s, k in zip(p.skills, skill_keys[i], strict=True):
            scores.setdefault(k, s.score)
        # A language the export lists without a score (`Programming languages: Kotlin`).
        languages = {keys.canonical(name) for name in p.languages}
        activity: dict[str, int] = {}
        named: set[str] = set()
        for c in p.contributions:
            n = c.activity
            named.add(keys.of_repo_name(c.repo))
            for k in keys.of_contribution(c):
                activity[k] = activity.get(k, 0) + n
        for k in scores.keys() | languages | activity.keys() | mentions.keys():
            score = scores.get(k)
            slot = slot_of.get(k)
            if slot is None:
                slot = slot_of[k] = len(slot_of)
            slots.append(slot)
            people.append(i)
            tiers.append(
                SCORED if score is not None else LANGUAGE if k in languages
                else REPO if k in named else TOPIC if k in activity else MENTION
            )
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
    skills = Table.grouped(
        list(slot_of), np.frombuffer(slots, np.int32), columns,
        order=(name_rank[columns["order"]], -columns["mentions"],
               -columns["activity"], -columns["score"].astype(np.int32), columns["tier"]),
        searchable=True,
    )  # fmt: skip
    # Typos are matched against aliases too (`golnag` is `golang`, which is go).
    spellings = spellings_of(skills, vocab.skill_aliases)
    # Each skill spelled as its first holder writes it: the same whichever file came first.
    display = {k: skill_label(profiles[int(skills[k][0])], k, keys) for k in skills}
    return {
        "skills": skills, "skill_display": display, "scored_skills": sorted(labels),
        "popular_skills": popular(labels), "skill_spellings": spellings,
        "popular_counts": [labels[k] for k in popular(labels)],
        "mention_counts": dict(sorted(counts.items())),
    }  # fmt: skip


def skill_label(p: Profile, k: str, keys: SkillKeys) -> str:
    """How one profile writes skill k: as it lists it, or as a language (in lower case, as
    languages are written in any case), else as the key."""
    for s in p.skills:
        if keys.canonical(s.name) == k:
            return s.name
    for name in p.languages:
        if keys.canonical(name) == k:
            return name.lower()
    return k


def repo_label(p: Profile, k: str) -> str:
    """How one profile writes repository k."""
    return next((c.repo for c in p.contributions if c.repo.lower() == k), k)


def popular(labels: Counter[str]) -> list[str]:
    """Skills by how many people list them, most first, ties in key order."""
    return sorted(labels, key=lambda k: (-labels[k], k))


def spellings_of(skills: Table, aliases: dict[str, str]) -> dict[str, str]:
    """Every way a skill of the table may be typed: its key, and its aliases."""
    spellings = {k: k for k in skills}
    for alias, target in aliases.items():
        if target in skills and re.fullmatch(r"[a-z0-9-]+", alias):
            spellings.setdefault(alias, target)
    return spellings


def _facets(
    profiles: Sequence[Profile], pasts: list[list[str]], keys: SkillKeys, by_years: np.ndarray
) -> dict[str, Any]:
    """Employers, places, schools, degrees, badges and roles in projects: each posting holds
    years ranks, ascending."""
    current: dict[str, list[int]] = defaultdict(list)
    past: dict[str, list[int]] = defaultdict(list)
    places: dict[str, list[int]] = defaultdict(list)
    cities: dict[str, list[int]] = defaultdict(list)
    schools: dict[str, list[int]] = defaultdict(list)
    fields: dict[str, list[int]] = defaultdict(list)
    field_display: dict[str, str] = {}
    degrees: dict[str, list[int]] = defaultdict(list)
    badges: dict[str, list[int]] = defaultdict(list)
    badge_display: dict[str, str] = {}
    roles: dict[str, list[int]] = defaultdict(list)
    role_display: dict[str, str] = {}
    company_display: dict[str, str] = {}
    place_display: dict[str, str] = {}
    school_display: dict[str, str] = {}
    for r, i in enumerate(by_years.tolist()):
        p = profiles[i]
        if p.company:
            k = sys.intern(key(p.company))
            current[k].append(r)
            company_display.setdefault(k, p.company)
        for name in dict.fromkeys(sys.intern(key(n)) for n in pasts[i]):
            past[name].append(r)
        for name in pasts[i]:
            company_display.setdefault(key(name), name)
        city = sys.intern(key((p.location or "").split(",")[0]))
        if city:
            cities[city].append(r)
        for part in dict.fromkeys((p.location or "").split(",")):
            k = sys.intern(key(part))
            if k and (not places[k] or places[k][-1] != r):
                places[k].append(r)
                place_display.setdefault(k, part.strip())
        for c in p.contributions:
            k = sys.intern(key(c.role or ""))
            if k and (not roles[k] or roles[k][-1] != r):
                roles[k].append(r)
                role_display.setdefault(k, (c.role or "").strip())
        for badge in dict.fromkeys(p.badges):
            k = sys.intern(key(badge))
            if k and (not badges[k] or badges[k][-1] != r):
                badges[k].append(r)
                badge_display.setdefault(k, badge.strip())
        levels: set[str] = set()
        for e in p.education:
            if e.school:
                k = sys.intern(key(e.school))
                if not schools[k] or schools[k][-1] != r:
                    schools[k].append(r)
                school_display.setdefault(k, e.school)
            field = field_of(e.degree)
            if field:
                k = sys.intern(key(field))
                if not fields[k] or fields[k][-1] != r:
                    fields[k].append(r)
                field_display.setdefault(k, field)
            level = keys.degree_level(e.degree)
            # Levels, and the particular degrees under their own keys (`=meng`).
            for k in (level, *(DEGREE_NAME + n for n in keys.degree_names(e.degree))):
                if k and k not in levels:
                    levels.add(k)
                    degrees[k].append(r)
    spec = {"ranks": "i4"}
    return {
        "current": Table.build(current, spec), "past": Table.build(past, spec),
        "places": Table.build(places, spec), "cities": Table.build(cities, spec),
        "schools": Table.build(schools, spec), "fields": Table.build(fields, spec),
        "degrees": Table.build(degrees, spec), "badges": Table.build(badges, spec),
        "roles": Table.build(roles, spec), "role_display": role_display,
        "badge_display": badge_display, "company_display": company_display,
        "place_display": place_display, "school_display": school_display,
        "school_acronyms": school_acronyms(school_display, keys.vocab.cities),
        "field_display": field_display,
    }  # fmt: skip


def school_acronyms(
    school_display: dict[str, str], cities: Mapping[str, Any]
) -> dict[str, list[str]]:
    """The schools each acronym names: its own initials, and a family of campuses by the
    initials of all but the campus (Indian Institute of Technology Bombay is an IIT), unless
    another school's own initials are those; one school by the initials before the city it
    ends with, too (Institut National des Sciences Appliquées de Lyon is INSA)."""
    acronyms: dict[str, set[str]] = defaultdict(set)
    for k in school_display:
        acronyms[school_acronym(k)].add(k)
    with_of: dict[str, set[str]] = defaultdict(set)
    for k in school_display:
        # `coep`: College of Engineering Pune, its `of` spelled too, unless that names another
        said = "".join(w[0] for w in words(k) if w not in _ACRONYM_SKIP or w == "of")
        if len(said) >= 4 and said != school_acronym(k):
            with_of[said].add(k)
    for said, named in with_of.items():
        if said not in acronyms:
            acronyms[said] = named
    campuses: dict[str, set[str]] = {}
    for k, shown in school_display.items():
        family = school_acronym(" ".join(words(shown)[:-1]))
        if len(family) >= 3 and len(words(shown)) >= 4 and family not in acronyms:
            campuses.setdefault(family, set()).add(k)
    for family, members in campuses.items():
        # one school is no family (`ntu` is not just any N. T. University), but one school of
        # a city may be called without it (`insa`)
        one = school_display[next(iter(members))]
        if len(members) > 1 or key(one.split()[-1]) in cities:
            acronyms[family] = members
    return {k: sorted(v) for k, v in acronyms.items()}


def school_acronym(name: str) -> str:
    """The initials of a school's name: Shanghai Jiao Tong University is sjtu."""
    return "".join(w[0] for w in words(name) if w not in _ACRONYM_SKIP)


def _repos(profiles: Sequence[Profile], name_rank: np.ndarray) -> dict[str, Any]:
    repos: dict[str, dict[int, int]] = defaultdict(dict)
    names: dict[str, set[str]] = defaultdict(set)
    ranks = name_rank.tolist()
    for i, p in enumerate(profiles):
        for c in p.contributions:
            k = sys.intern(c.repo.lower())
            repos[k][i] = repos[k].get(i, 0) + c.activity
            names[k.rsplit("/", 1)[-1]].add(k)
    rows = {
        k: [(i, a) for i, a in sorted(v.items(), key=lambda e: (-e[1], ranks[e[0]]))]
        for k, v in repos.items()
    }
    table = Table.build(rows, {"order": "i4", "activity": "i4"}, searchable=True)
    return {
        "repos": table,
        # Spelled as the most active contributor writes it.
        "repo_display": {k: repo_label(profiles[int(table[k][0])], k) for k in table},
        "repo_names": {k: sorted(v) for k, v in names.items()},
    }
