"""Where a profile's summary says its person is, for an export without a location line:
`based in Hamburg`, `works from Porto, Portugal` (not `works in Python`)."""

from __future__ import annotations

import re
from functools import cache

from bot.resources import VOCAB_DIR, read_json
from bot.search.text import key

_SAID_WHERE = re.compile(
    r"\b(?i:(?:based|living|located|residing|resides) (?:in|out of)"
    r"|(?:works|working)(?: remotely)? from) (?:the )?(?P<place>[^\W\d_][\w'’.-]*(?: [^\W\d_]"
    r"[\w'’.-]*){0,3}(?:, [^\W\d_][\w'’.-]*(?: [^\W\d_][\w'’.-]*){0,2})?)"
)
# `leads the platform at Swoonly from Berlin, Germany`: a city of the world and its country
# after `from` (not `from Google`, `from Monday`).
_FROM_CITY = re.compile(
    r"\bfrom (?P<city>[A-Z][\w'’.-]*(?: [A-Z][\w'’.-]*){0,2}), (?P<country>[A-Z][\w'’.-]*"
    r"(?: [A-Z][\w'’.-]*){0,2}?)(?=[.,;)]|\s*$| and\b| where\b| who\b)"
)
# What someone does at work, said just before `from` a city (`leads the platform at Swoonly`,
# `an engineer`; not `hires engineers`), and the words that say they came from it instead.
_WORKS = re.compile(r"\b(?:leads?|leading|runs?|running|manages?|managing|works?|working|builds?"
                    r"|building|codes?|coding|writes?|writing|develops?|developing|heads?"
                    r"|heading|supports?|supporting|maintains?|maintaining|owns?)\b"
                    r"(?:(?! (?:hires?|hiring|customers?|clients?|users?|tickets?|requests?)\b)"
                    r"[^.])*$"
                    # `a freelance computer vision engineer from Porto, Portugal`
                    r"|\b(?:engineer|developer|scientist|consultant|contractor|architect"
                    r"|programmer|analyst|designer|freelancer)\s*$")
_MOVED = re.compile(r"\b(?:moved|moving|relocated|relocating|came|come|joined|joining|emigrated"
                    r"|transferred|returned|hired|poached|switched|originally|born|grew up"
                    r"|raised)\b[^.]*$")
# Words that join the parts of a place's name: `Rio de Janeiro`, `Frankfurt am Main`; and
# words in capitals that are no place (`works from Monday to Friday`, `from Home`).
_PLACE_JOINS = frozenset({"de", "del", "da", "do", "dos", "am", "upon", "la", "le"})
_NO_PLACE = frozenset(
    "Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May"
    " June July August September October November December Home Anywhere Remote I".split()
)


# Words shortened with a full stop inside a place's name (`St. Louis`).
_SHORTENED = frozenset({"St", "Ste", "Mt", "Ft", "Pt"})


def said_location(summary: str) -> str | None:
    """Where a summary says its person is (`based in Hamburg`), or None: the words of a
    name in capitals (`Århus`, `Łódź`), a country after a comma."""
    found = _SAID_WHERE.search(summary)
    if found is None:
        return _from_city(summary)
    city, *rest = found["place"].split(", ")
    words = []
    for typed in city.split(" "):
        word = typed.rstrip(".")
        if not (word[:1].isupper() and word not in _NO_PLACE) and not (
            words and word in _PLACE_JOINS
        ):
            break
        words.append(word)
        if typed != word and word not in _SHORTENED:
            break  # `from Toronto. He builds…`: the sentence ends with the place
    while words and words[-1] in _PLACE_JOINS:
        words.pop()
    if not words:
        return None
    parts = [" ".join(words)]
    if len(words) == len(city.split(" ")):
        # `Porto, Portugal`, `Amman, Jordan.`: a country or region after the comma, one the
        # vocabulary knows or that a sentence's punctuation ends (not `Berlin, Ann builds`)
        ended = summary[found.end() : found.end() + 1] in ("", ",", ".", ";", ")")
        for part in rest:
            named = _country(part, ended)
            if named is None:
                break
            parts.append(named)
    if len(parts) == 1:
        # `based in Utrecht`: the country the world's list of cities puts it in, as a
        # location line would say it, so that `anyone in the netherlands` finds her
        country = _cities().get(key(parts[0]))
        if country is not None:
            parts.append(_countries().get(country.casefold(), country))
    return ", ".join(parts)


def _from_city(summary: str) -> str | None:
    """`City, Country` where a summary says its person does something from there, when the
    world's list of cities knows the city in that country; else None."""
    for found in _FROM_CITY.finditer(summary):
        before = summary[max(found.start() - 60, 0) : found.start()].lower()
        if _MOVED.search(before) or not _WORKS.search(before):
            # `moved to Leeds from Paris, France`, `originally from Lagos, Nigeria`, `hires
            # engineers from Oslo, Norway`: not where they work from
            continue
        country = found["country"].rstrip(".")
        in_list = _cities().get(key(found["city"]))
        named = _countries().get(country.casefold(), country)
        if in_list is not None and in_list.casefold() == named.casefold():
            return f"{found['city']}, {named}"
    return None


def _country(part: str, ended: bool) -> str | None:
    """The country or region a part after a comma begins with, or the whole part when a
    sentence's punctuation ends it and every word of it is in capitals."""
    words = part.split(" ")
    for n in (3, 2, 1):
        named = " ".join(words[:n]).rstrip(".")
        if named.casefold() in _regions():
            # `Manchester, UK`: the country by its name, as location lines write it (not
            # `Leeds, England`, a part of one)
            short = len(named.replace(".", "")) <= 3
            return _countries().get(named.casefold(), named) if short else named
    return part.rstrip(".") if ended and all(w[:1].isupper() for w in words) else None


@cache
def _countries() -> dict[str, str]:
    """The countries the bundled vocabulary knows, by every name, folded: their names."""
    return {a.casefold(): n for a, n in read_json(VOCAB_DIR / "places.json")["countries"].items()}


@cache
def _cities() -> dict[str, str]:
    """The world's larger cities the bundled vocabulary knows, folded: the country of each, for
    a name no larger city of another country shares."""
    cities = read_json(VOCAB_DIR / "cities.json")
    shared = set(cities["_shared"])  # (`based in Valencia`: Spain's, or Venezuela's)
    return {k: country for k, (_, country) in cities["cities"].items() if k not in shared}


@cache
def _regions() -> frozenset[str]:
    """The countries and regions the bundled vocabulary knows, by every name, folded."""
    places = read_json(VOCAB_DIR / "places.json")
    names = [*places["countries"].items(), *places["regions"].items()]
    return frozenset(n.casefold() for pair in names for n in pair)
