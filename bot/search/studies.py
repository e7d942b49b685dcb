"""Fields of study, read from a degree as exports write it: `Bachelor of Science - BS
Applied Mathematics` studied applied mathematics."""

from __future__ import annotations

import re

from bot.search.text import key

# What a degree string says before its field when it has no ` - `: `Master's Degree on`,
# `Bachelor of Science in` (`Master of Computer Science` names its field in its name).
_LEAD = re.compile(
    r"^(?:.*?\b(?:degree|diploma|certificate)(?:\s+(?:on|in|of))?"
    r"|(?:bachelor|master|doctor)(?:'s)? of [a-z ]+? in"
    # and in other languages: `Grado en Matemáticas`, `Máster Universitario en Ingeniería`
    r"|(?:grado|licenciatura|licenciado|máster(?: universitario)?|master universitario"
    r"|mestrado|maestría|maestria|laurea(?: triennale| magistrale)?|licence|diplom)\s+"
    r"(?:en|in|em|de|di))\s+",
    re.IGNORECASE,
)
# Fields as people shorten them; each is the words a field's name holds.
FIELD_ALIASES = {
    "cs": "computer science", "comp sci": "computer science", "compsci": "computer science",
    "maths": "mathematics", "math": "mathematics", "stats": "statistics",
    "ee": "electrical engineering", "eecs": "electrical engineering and computer science",
    "ce": "computer engineering", "se": "software engineering", "it": "information technology",
    "ai": "artificial intelligence", "ml": "machine learning", "econ": "economics",
    "bio": "biology", "psych": "psychology", "chem": "chemistry", "phys": "physics",
    "philo": "philosophy", "poli sci": "political science", "polisci": "political science",
    "hci": "human computer interaction", "nlp": "natural language processing",
}  # fmt: skip
# A field's words as people shorten them in any field: `telecom engineering`, `mech eng`.
_SHORT_WORDS = {"telecom": "telecommunications", "telecoms": "telecommunications",
                "mech": "mechanical", "elec": "electrical", "aero": "aerospace",
                "eng": "engineering"}  # fmt: skip
_SHORT_WORD = re.compile(r"\b(?:" + "|".join(_SHORT_WORDS) + r")\b")
# Fields as degrees in other languages name them, in English: `Elektrotechnik` is electrical
# engineering, `Ingeniería Informática` computer engineering, `Mathematical Sciences`
# mathematics.
_IN_ENGLISH = {
    "medizinische informatik": "medical informatics",
    "medische informatica": "medical informatics",
    "medische informatiekunde": "medical informatics",
    "gesundheitsinformatik": "health informatics", "bioinformatik": "bioinformatics",
    "elektrotechnik": "electrical engineering", "informationstechnik": "information technology",
    "technische informatik": "computer engineering", "wirtschaftsinformatik": "information systems",
    "informatik": "computer science", "informatique": "computer science",
    "informatica": "computer science", "informatyka": "computer science",
    "ingenieria informatica": "computer engineering", "ingegneria informatica":
    "computer engineering", "genie informatique": "computer engineering",
    "maschinenbau": "mechanical engineering", "mathematik": "mathematics",
    "matematicas": "mathematics", "mathematiques": "mathematics", "matematica": "mathematics",
    "matematyka": "mathematics", "physik": "physics", "fisica": "physics", "physique": "physics",
    "fizyka": "physics", "elektronika": "electronics", "electronique": "electronics",
    "telecomunicacion": "telecommunications", "telecomunicacoes": "telecommunications",
    "automatyka i robotyka": "automation and robotics", "statistik": "statistics",
    "estadistica": "statistics", "und": "and", "y": "and", "et": "and", "e": "and",
    "matematik": "mathematics", "matematiikka": "mathematics", "wiskunde": "mathematics",
    "matematikk": "mathematics", "datalogi": "computer science", "datavetenskap":
    "computer science", "informatikk": "computer science", "tietojenkasittelytiede":
    "computer science", "ciencias de la computacion": "computer science",
    "ciencia da computacao": "computer science", "bilgisayar bilimleri": "computer science",
    "bilgisayar muhendisligi": "computer engineering", "engenharia informatica":
    "computer engineering", "engenharia de computacao": "computer engineering",
    "elektroteknik": "electrical engineering", "elektroteknikk": "electrical engineering",
    "elektrik elektronik muhendisligi": "electrical and electronics engineering",
    "elektrik muhendisligi": "electrical engineering", "makine muhendisligi":
    "mechanical engineering", "maskinteknik": "mechanical engineering",
    "endustri muhendisligi": "industrial engineering", "istatistik": "statistics",
    "fysik": "physics", "fysikk": "physics", "fysiikka": "physics", "natuurkunde": "physics",
    "ve": "and", "og": "and", "och": "and", "en": "and", "i": "and",
    # and English names for a field that do not hold its word: `Mathematical Sciences`
    "mathematical sciences": "mathematics", "mathematical science": "mathematics",
    "statistical sciences": "statistics", "statistical science": "statistics",
    "computing science": "computer science",
}  # fmt: skip
_NATIVE = re.compile(r"\b(?:" + "|".join(sorted(_IN_ENGLISH, key=len, reverse=True)) + r")\b")


def in_english(field_key: str) -> str:
    """A folded field's name with the words other languages name fields by in English:
    `elektrotechnik und informationstechnik` is electrical engineering and information
    technology."""
    return _NATIVE.sub(lambda m: _IN_ENGLISH[m[0]], field_key)


# Degrees' short names, written before a field without ` - `: `BSc Computer Science`.
_SHORT_DEGREES = frozenset(
    "bs bsc ba beng btech be ms msc ma meng mtech mmath mba mphil phd dphil dipling dipl mgr inz"
    " lic ing".split()
)


def field_of(degree: str | None) -> str | None:
    """The field a degree is in, as written (`Applied Mathematics`); None when it names no
    field (`PhD Student`, `Bachelor of Science`)."""
    if not degree:
        return None
    if " - " in degree:
        words = degree.split(" - ", 1)[1].split()
        while words and _short_degree(words[0]):  # `mgr inż. Informatyka`
            words = words[1:]
        field = " ".join(words)
    else:
        first, _, rest = degree.partition(" ")
        cut = _LEAD.sub("", degree, count=1)
        named = _NAMED_FIELD.match(degree)
        if _short_degree(first) and rest:
            field = rest
        elif cut != degree:
            field = cut
        else:
            field = named["field"] if named else ""
    field = field.strip(" ,.")
    if not field or key(field) in _NOT_FIELDS:
        return None
    return field


# Words after a degree's name that are no field.
_NOT_FIELDS = frozenset({"student", "candidate", "degree", "program", "programme"})


# A degree named for its field: `Master of Computer Science` (not `Master of Science`).
_NAMED_FIELD = re.compile(
    r"^(?:bachelor|master|doctor)(?:'s)? of (?!(?:science|arts|engineering|philosophy|technology"
    r"|laws|business administration|applied science)$)(?P<field>[a-z ]+)$",
    re.IGNORECASE,
)


def _short_degree(word: str) -> bool:
    return key(word).replace(".", "").replace(" ", "") in _SHORT_DEGREES or bool(
        _ABBREVIATION.fullmatch(word)
    )


# A degree's short name by its capitals: `BDes`, `BASc`, `MASc`, `BMath`, `BComp`.
_ABBREVIATION = re.compile(r"[A-Z][a-z]?[A-Z][A-Za-z]{0,4}")


def typed_field(text: str) -> str:
    """A field as typed, its short forms spelled out: `cs` is computer science, `telecom
    engineering` telecommunications engineering."""
    k = key(text).removesuffix(" degree").removesuffix(" degrees")
    if k in FIELD_ALIASES:
        return FIELD_ALIASES[k]
    k = _SHORT_WORD.sub(lambda m: _SHORT_WORDS[m[0]], k)
    # a short form closing one word: `biostats` is biostatistics, `econ` stays economics
    return re.sub(r"(?<=\w)(stats|maths?)$", lambda m: FIELD_ALIASES[m[1]], k)


def holds(field_key: str, typed: str) -> bool:
    """Whether a field's name holds the typed words, in order and whole, a plural as one
    (`computer sciences`): computer science is in `applied mathematics and computer
    science`, not in `computer engineering`."""
    # `electrical and electronic engineering` is electrical engineering too
    shared = re.sub(r"\b(\w+) and \w+ (\w+)\b", r"\1 \2", field_key)
    # and `electrical power engineering`, a kind of it
    kind = re.sub(r"\b(\w+) (?!(?:and|of|for|in|the|with)\b)\w+ (engineering)\b", r"\1 \2",
                  field_key)
    return any(f" {singular(typed)} " in f" {singular(f)} " for f in {field_key, shared, kind})


def singular(text: str) -> str:
    """Each word of text in the singular, as fields are compared: `computer sciences`."""
    return " ".join(w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith("ss") else w
                    for w in text.split())  # fmt: skip


# Words that only a field of study's name holds.
_FIELD_WORD = re.compile(
    r"\b(?:science|sciences|engineering|mathematics|maths?|physics|chemistry|biology"
    r"|economics|statistics|informatics|computing|linguistics|philosophy|psychology"
    r"|medicine|finance|accounting|architecture|humanities|literature|history)\b"
)


def is_field(text: str) -> bool:
    """Whether typed words name a field of study, whether or not anyone here studied it:
    a field's word, with only words that go with one (`applied mathematics`, not `the
    architecture doc`)."""
    typed = typed_field(text)
    if typed in FIELD_ALIASES.values():
        return True
    words = typed.split()
    return bool(_FIELD_WORD.search(typed)) and len(words) <= 4 and all(
        _FIELD_WORD.fullmatch(w) or w in _WITH_FIELDS for w in words
    )


# Words that go with a field's word in its name.
_WITH_FIELDS = frozenset(
    "applied computer electrical mechanical civil chemical software data information political"
    " business environmental aerospace biomedical industrial materials and of theoretical pure"
    " cognitive social natural quantum".split()
)
