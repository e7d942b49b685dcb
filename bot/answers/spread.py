"""The team as a whole: its most common skills and years of coding (`!team`), and how its
people are spread over employers, places and schools (`where is everyone based`, `which
companies are people at`, `what schools do we come from`).

Read from the indexes' postings, largest first; in a server's view only the people it shows
are counted.
"""

from __future__ import annotations

import re

import numpy as np

from bot.answers import team_wording as TW
from bot.answers.model import Team, TeamSkill
from bot.search.directory import Directory
from bot.search.indexes import SCORED
from bot.search.tables import Table, contains_sorted
from bot.search.text import key

# Entries a spread lists at most, per group.
SPREAD_LIMIT = 10
# Place parts read to find the largest countries and cities among them.
_PLACES_READ = 200

_PEOPLE = (r"(?:everyone|everybody|people|folks|ppl|we|us|our people|the team|our team|the profiles"
           r"|they|devs|our devs|engineers|candidates|all of us|you all|yall)")  # fmt: skip
# What a question asks the spread of, as the whole of it.
ASKED = (
    # `whats the average years of coding`, `total yrs of coding of the team`: the team's years
    ("years", re.compile(
        r"^(?:(?:what|whats|what is|what are|hows|how is)(?: the| our)? )?(?:the )?(?:average"
        r"|avg|mean|total|combined|sum of(?: the)?|sum) (?:number of )?(?:years|yrs)"
        r"(?: of)?(?: (?:coding|programming|dev|experience|coding experience))?"
        rf"(?: (?:of|for|across|on|among|in) (?:the team|{_PEOPLE}|here))?$"
        r"|^how many (?:years|yrs) of (?:coding|programming|experience) do we have"
        r"(?: in total| combined| all together| altogether| between us)?$"
    )),
    # `which countries are ppl in`, `list all the cities`: one kind of place alone
    ("countries", re.compile(
        rf"^(?:(?:what|which) countries(?: (?:are|do|is|does))?(?: {_PEOPLE})?(?: (?:in|from"
        r"|based in|located in|represented|live in|come from))?"
        # (`list all the countries` as the reading words a list: `who are the countries`)
        r"|(?:list|show|who are)(?: me)?(?: all)?(?: the)? countries|countries breakdown"
        r"|breakdown by country)$"
    )),
    ("cities", re.compile(
        rf"^(?:(?:what|which) cities(?: (?:are|do|is|does))?(?: {_PEOPLE})?(?: (?:in|from"
        r"|based in|located in|represented|live in|come from))?"
        r"|(?:list|show|who are)(?: me)?(?: all)?(?: the)? cities|cities breakdown"
        r"|breakdown by city)$"
    )),
    ("places", re.compile(
        # `where is everyone?` alone is chat: asked where people are based, it is this
        rf"^(?:where(?:s| is| are)? {_PEOPLE}(?: all)? (?:based|located|from|living|spread)"
        rf"|where(?: do)? {_PEOPLE} come from"
        rf"|(?:what|which) (?:cities|countries|locations|places|regions)(?: (?:are|do|is|does))?"
        rf"(?: {_PEOPLE})?(?: (?:in|from|based in|located in|represented|live in|come from))?"
        r"|(?:top|biggest|main|the) (?:locations|cities|countries|places)"
        r"|(?:locations|places|cities|countries) breakdown|breakdown by (?:location|city|country))$"
    )),
    ("companies", re.compile(
        rf"^(?:where(?: do)? {_PEOPLE} work(?: at)?"
        rf"|(?:what|which) (?:companies|employers|firms|orgs|organizations)(?: (?:are|do|is|does"
        rf"|have|did))?(?: {_PEOPLE})?(?: (?:at|from|work at|work for|working at|working for"
        r"|worked at|worked for|been at|represented|with))?"
        r"|(?:top|biggest|main|the) (?:employers|companies)"
        r"|(?:employers|companies) breakdown|breakdown by (?:employer|company))$"
    )),
    ("schools", re.compile(
        rf"^(?:where(?: did)? {_PEOPLE} (?:study|studied|go to (?:school|college|uni|university)"
        r"|went to (?:school|college|uni|university)|graduate|graduated)"
        rf"|(?:what|which) (?:schools|universities|unis|colleges)(?: (?:are|do|did|is|does))?"
        rf"(?: {_PEOPLE})?(?: (?:from|attend|go to|went to|attended|study at|studied at"
        r"|come from|represented|graduate from))?"
        r"|(?:top|biggest|main|the) (?:schools|universities|unis|colleges)"
        r"|(?:schools|universities) breakdown|breakdown by (?:school|university))$"
    )),
)


def asked(text: str) -> str | None:
    """The spread a folded question asks for (countries, cities, places, companies,
    schools), or None."""
    return next((name for name, pattern in ASKED if pattern.match(text)), None)


def spread(d: Directory, what: str) -> list[tuple[str, int]]:
    """The largest groups of the people shown, each with how many are in it, most first
    (ties by name). Places are countries first, then cities."""
    ix = d.ix
    if what == "companies":
        return _largest(d, ix.current, ix.company_display)
    if what == "schools":
        return _largest(d, ix.schools, ix.school_display)
    countries = {key(name) for name in d.keys.vocab.countries.values()}
    places = _largest(d, ix.places, ix.place_display, limit=_PLACES_READ)
    first = [p for p in places if key(p[0]) in countries]
    cities = [c for c in _largest(d, ix.cities, ix.place_display) if key(c[0]) not in countries]
    if what == "countries":
        return first[:SPREAD_LIMIT]
    if what == "cities":
        return cities
    return (first[: SPREAD_LIMIT // 2] + cities)[:SPREAD_LIMIT]


def _largest(
    d: Directory, table: Table, display: dict[str, str], limit: int = SPREAD_LIMIT
) -> list[tuple[str, int]]:
    sizes = np.diff(table.offsets)
    if len(d.hidden):
        # Counted among the people shown: every posting's people, once, in one pass (a
        # server's own few at one company count as much as the shared many elsewhere).
        rows = np.repeat(np.arange(len(sizes)), sizes)
        ranks = table.columns[table.main]
        shown_row = ~contains_sorted(d.hidden, d.ix.by_years[ranks])
        sizes = np.bincount(rows[shown_row], minlength=len(sizes))
    order = np.argsort(-sizes, kind="stable")
    keys = table.keys_list
    shown = [(keys[i], int(sizes[i])) for i in order[:limit].tolist()]
    rows = sorted(
        ((display.get(k, k), n) for k, n in shown if n), key=lambda row: (-row[1], row[0])
    )
    return rows[:limit]


TEAM_SKILLS = 10  # the most common skills the team answer shows


def team_of(d: Directory) -> Team:
    """The team at a glance, from the indexes: how many people list each skill with a
    score, by score band (most people first, then more in the higher bands, then by name),
    and how many have each band of years of coding."""
    skills = d.ix.skills
    scored = skills.columns["tier"] == SCORED
    if len(d.hidden):
        scored &= ~contains_sorted(d.hidden, skills.columns[skills.main])
    slot = np.repeat(np.arange(len(skills), dtype=np.int64), np.diff(skills.offsets))[scored]
    score = skills.columns["score"][scored].astype(np.int64)
    bands = [
        np.bincount(slot[(score >= lo) & (score <= hi)], minlength=len(skills))
        for lo, hi in ((8, 10), (5, 7), (1, 4))
    ]
    keys = skills.keys_list
    rows = [
        (-int(a + b + c), -int(a), -int(b), d.ix.skill_display.get(k, k), (int(a), int(b), int(c)))
        for k, a, b, c in zip(keys, *bands, strict=True)
        if a + b + c
    ]
    rows.sort()
    top = tuple(TeamSkill(row[3], row[4]) for row in rows[:TEAM_SKILLS])
    known = -d.ix.years_sorted.astype(np.int64)
    if len(d.hidden):
        known = known[~contains_sorted(d.hidden, d.ix.by_years[: len(known)])]
    shown = len(d.profiles) - len(d.hidden)
    years = []
    for lo, hi, label in TW.YEARS_BANDS:
        inside = known >= lo if hi is None else (known >= lo) & (known <= hi)
        years.append((label, int(np.count_nonzero(inside))))
    years.append((TW.YEARS_UNKNOWN, shown - len(known)))
    return Team(shown, top, tuple(years), int(known.sum()), len(known))
