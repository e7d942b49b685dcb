"""The other spellings a person's name is found by: the name they go by, and a name in
another script in Latin letters (the name words of bot.search.indexes)."""

from __future__ import annotations

import re

from bot.profiles.model import Profile
from bot.search.text import key

# Characters of a summary its opening name is looked for in.
T_NAME_IN_SUMMARY = 200

# Cyrillic letters as English writes them (`Дмитрий Иванов` is dmitriy ivanov).
_CYRILLIC = str.maketrans({
    "а": "a", "б": "b", "в": "v", "г": "g", "д": "d", "е": "e", "ё": "e", "ж": "zh", "з": "z",
    "и": "i", "й": "y", "к": "k", "л": "l", "м": "m", "н": "n", "о": "o", "п": "p", "р": "r",
    "с": "s", "т": "t", "у": "u", "ф": "f", "х": "kh", "ц": "ts", "ч": "ch", "ш": "sh",
    "щ": "shch", "ъ": "", "ы": "y", "ь": "", "э": "e", "ю": "yu", "я": "ya", "і": "i",
    "ї": "yi", "є": "ye", "ґ": "g",
})  # fmt: skip
# The name a summary opens with, in Latin letters: `Wang Fang is a database engineer…`.
_LATIN_NAME = re.compile(
    r"(?<![A-Za-z])((?:[A-Z][a-z'’-]+ ){1,3}[A-Z][a-z'’-]+) (?:is|was|works|leads|has|builds)\b"
)


# What may follow the name one goes by: a pause, or where (`who goes by Harry on the team`).
_PAUSE = r"(?=[,.;)]| (?:to|at|on|in|among|around|by|with)\b|$)"
# The name a person goes by, as a summary's opening says it: `Katarzyna Nowak, Kasia to
# everyone at Kestrel`, `who goes by Sid`, `known as Alex`, `Katarzyna “Kasia” Nowak`.
_GOES_BY = re.compile(
    r"(?:^[^,.]{1,60}, (?P<a>[A-Z][a-z]{1,15}) to (?:everyone|everybody|friends)"
    # the name alone, then a pause: `known as Rust evangelist` is no name
    r"|\bgoes by (?P<b>[A-Z](?:[a-z]{1,15}|[A-Z]{1,2}))" + _PAUSE
    # (`known around the office as Dee`)
    + r"|\b(?:known|better known)(?: [a-z]+){0,5}? as (?:(?P<c>[A-Z](?:[a-z]{1,15}|[A-Z]{1,2}))"
    + _PAUSE
    # in quotes, the name alone whatever follows: `known as "Kopi" for the kopi-o runs`
    + r"|[\"“'‘](?P<h>[A-Z][a-z]{1,15})[\"”'’])"
    # `everyone calls her Sasha`, `Oleksandra (Sasha) Kovalenko`
    + r"|\b(?:everyone|everybody|colleagues|friends)(?: (?:at|on|in) [\w ]{1,30}?)? calls?"
    r" (?:her|him|them)"
    r" (?P<e>[A-Z](?:[a-z]{1,15}|[A-Z]{1,2}))" + _PAUSE
    + r"|^\w+ \((?P<f>[A-Z][a-z]{1,15})\) "
    # `Tomasz Wiśniewski (Tomek to everyone on the team)`
    r"|^[^(.,]{1,60} \((?P<g>[A-Z][a-z]{1,15}) to (?:everyone|everybody|friends|colleagues|all)\b"
    r"|^\w+ [\"“'‘](?P<d>[A-Z][a-z]{1,15})[\"”'’] )"
)


def name_aliases(p: Profile) -> list[str]:
    """Other spellings of a name, folded, so that people can type the name as they know it:
    the name one goes by, with the surname (`kasia nowak`); and for a name written in
    another script, its Latin letters (`dmitry ivanov`) or the name the summary opens with in
    Latin letters (`wang fang`)."""
    if re.search(r"[a-z]", key(p.name)):
        m = _GOES_BY.search((p.summary or "")[:T_NAME_IN_SUMMARY])
        nick = m and next(g for g in m.groups() if g)
        if not nick or len(p.name.split()) < 2 or key(nick) in key(p.name).split():
            return []
        return [key(f"{nick} {p.name.split()[-1]}")]
    out = []
    latin = p.name.lower().translate(_CYRILLIC)
    if latin != p.name.lower() and re.fullmatch(r"[a-z .'-]+", latin):
        out.append(key(latin))
    m = _LATIN_NAME.search((p.summary or "")[: T_NAME_IN_SUMMARY])
    if m:
        out.append(key(m[1]))
    return out
