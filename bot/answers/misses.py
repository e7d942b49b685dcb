"""What is said when nobody matches a phrase of a question: the "nobody" line, the entries of
the data close to what was typed, and whether the phrase named anything at all (a skill the
world knows, a school, a company) or was only words, which a team channel leaves unanswered."""

from __future__ import annotations

import re
from collections.abc import Sequence

from bot.answers import cues as C
from bot.answers import phrasing as P
from bot.answers import wording as W
from bot.answers.found import INTENT_OF
from bot.answers.link_lists import Miss
from bot.answers.model import Answer, Intent
from bot.answers.question import Question
from bot.search import thresholds as T
from bot.search.directory import Directory
from bot.search.studies import is_field
from bot.search.text import key

# School cues that also say where people went today (`who went to lunch`), and the words of
# a school's name.
_LOOSE_SCHOOL_CUES = frozenset({"went to", "go to", "goes to", "attend", "attends", "attended"})
_SCHOOL_WORD = re.compile(r"univ|college|institut|school|academy|polytechni|\buni\b|\btech\b")
# Expertise asked of people in a field named without an article: `who has done salesforce
# integration`, not `who has done the dishes`.
_FIELD_ASKED = re.compile(
    r"\b(?:(?:has|have|had|anyone|anybody|someone|who) done|research(?:ed)? (?:on|in|into)"
    r"|experience (?:with|in)|background in|expertise in|specializ\w+ in|specialis\w+ in)"
    r" (?!(?:the|my|our|this|that|these|those|your|his|her|their|a|an|it|some|any|anything"
    r"|something|stuff|much|lunch|dinner|breakfast)\b)\w"
)
# Asking who has worked with something (`anyone touched airflow dags`), not who did a chore.
_TOUCHED = re.compile(
    r"\b(?:touched|worked (?:on|with)|used|shipped|implemented|played with|messed with"
    r"|tinkered with|hacked on)\b"
)
# Words of a place's name left in lower case after its first word.
_PARTICLES = frozenset(
    "y e and of the de da do dos das del la le les el al am an der den di".split()
)
# Where people come back from that is no employer, place or school.
_OCCASIONS = frozenset(
    "conference conferences meeting meetings trip vacation holiday holidays lunch offsite"
    " standup retro gym airport leave break weekend party summit meetup workshop".split()
)
# Rooms of the office and words for somewhere near, said whole: `anyone in the kitchen`,
# `anyone in the area` (`south korea`, `cape town`, `home depot` are places and companies).
_ROOMS = frozenset(
    "kitchen cafe canteen cafeteria lobby breakroom room rooms pub bar hallway elevator lift car"
    " train queue office offices desk desks area city town north south east west centre center"
    " neighborhood neighbourhood home house downtown village building lab parking booth bracket"
    " meeting room reception".split()
)

# Where people are at work rather than on a map: `anyone in hr`, `anyone in the core team`.
_WORKPLACES = frozenset(
    "team teams squad crew channel channels thread chat call calls hr prod production staging"
    " sprint support sales marketing finance legal ops design review reviews".split()
)

# A company, place or school of this many words or more is one the vocabularies know.
_LONG_NAME = 4


# Cues that say only where someone is, which a spot of the office fits as well as an employer.
# Work at a place said outright: it is an employer, whatever else its name could mean.
_EMPLOYED = re.compile(r"(?:works|worked|employed|used to work) (?:at|for|by)")
_BARE_AT = frozenset({"at", "anyone at", "anybody at", "someone at", "somebody at"})

# A number or a time of day, which opens no name (`at 7am on a saturday`, `at 3pm`).
_AMOUNT = re.compile(r"\d+(?:[:.]\d+)?(?:am|pm|h|hrs?|mins?|k|m|s|st|nd|rd|th)?")


def _as_named(d: Directory, kind: str, typed: str) -> str:
    """A phrase nobody matches as a reply names it: as the world writes a name it knows
    (`Nobody here is based in Paris.`), a place as a name (`in Kitchener`)."""
    vocab = d.keys.vocab
    known_names = {"company": (vocab.companies,), "school": (vocab.schools,),
                   "place": (vocab.countries, vocab.regions)}.get(kind, ())
    typed = next((names[key(typed)] for names in known_names if key(typed) in names), typed)
    if kind == "place" and typed.islower() and all(w.isalpha() for w in typed.split()):
        # `in Trinidad y Tobago`
        typed = " ".join(w if w in _PARTICLES and n else w.capitalize()
                         for n, w in enumerate(typed.split()))
    return typed


def _world_knows(d: Directory, k: str) -> bool:
    """Whether the vocabularies know a company, place or school by this key."""
    v = d.keys.vocab
    return any(k in names for names in (v.companies, v.countries, v.regions, v.schools, v.cities))


def missed(d: Directory, miss: Miss, q: Question, either: Sequence[Miss] = ()) -> Answer:
    """Nobody matches a phrase (nor, `either`, any of the phrases of the same kind asked as
    its alternatives: `stanford or mit`): say so, with what the data has that is close."""
    phrases, ix = d.phrases, d.ix
    kind, typed = miss.kind, miss.typed
    if kind == "field" and key(typed) in d.keys.vocab.schools:
        kind, typed = "school", d.keys.vocab.schools[key(typed)]  # `a harvard degree`
    if kind in ("skill", "topic"):
        typed_key = phrases.canonical(typed)
        vocab, display = ix.scored_skills, ix.skill_display
    else:
        typed_key = key(typed)
        vocab, display = {
            "company": (phrases.company_vocab, ix.company_display),
            "place": (phrases.place_vocab, ix.place_display),
            "school": (phrases.school_vocab, ix.school_display),
            "repo": (phrases.repo_vocab, ix.repo_display),
            "badge": (phrases.badge_vocab, ix.badge_display),
            "field": (phrases.field_vocab, ix.field_display),
        }[kind]
    intent = Intent(INTENT_OF.get(kind, kind))
    suggestions = phrases.suggest(typed_key, vocab, display)
    # `who's down in the basement`: where someone is in the building, unless the world
    # knows the place; said when asked directly, chatter in a channel
    vocab_places = d.keys.vocab
    inside = kind == "place" and any(c.cue in C.WHEREABOUTS for c in q.clauses) and not (
        key(typed) in vocab_places.countries or key(typed) in vocab_places.regions
    )
    if not suggestions and kind == "place":
        # Nothing spelled alike: the places where the people here are (`the US?`).
        suggestions = phrases.busiest_places(T.SUGGEST_LIMIT)
    typed = _as_named(d, kind, typed)
    names = [typed, *(_as_named(d, kind, m.typed) for m in either)]
    headline = W.missed(kind, names, counting=q.how == "count")
    named = True  # (of a company or a place: written as a name, or one the world knows)
    if kind in ("skill", "topic"):
        known = phrases.known_skill(typed) or all(map(phrases.known_skill, typed.split()))
        # `anyone touched airflow dags`: work done with something the world knows as a skill
        words = typed.split()
        known = known or (
            _TOUCHED.search(q.text) is not None and q.people_words and len(words) <= 3
            and any(len(w) > 2 and phrases.known_skill(w) for w in words)
        ) or (  # `anyone done research on quantum chemistry?`: a field of work, asked of people
            _FIELD_ASKED.search(q.text) is not None and q.people_words and len(words) <= 3
        ) or P.SPEAKS.search(q.text) is not None  # fmt: skip
    elif kind == "badge":
        known = False  # `who has a spare badge?`: office chatter unless asked directly
    elif kind == "field":
        # `who studied for the exam` names no field; `who studied physics` does
        fields = [c.text for c in q.clauses if c.kind == "field"]
        known = is_field(typed) and all(map(is_field, fields))
    elif kind == "school":
        # `who went to lunch?` names no school; `who studied at cmu?` does
        loose = all(c.cue in _LOOSE_SCHOOL_CUES for c in q.clauses if c.kind == "school")
        known = not loose or key(typed) in d.keys.vocab.schools or bool(
            _SCHOOL_WORD.search(key(typed))
        )
    else:
        # `from reviewer 2 who …`: a number opens no company, place or school (`10x
        # genomics` may); `back from the conference`: nor does an occasion
        first = typed.split()[0] if typed.split() else ""
        known = any(ch.isalpha() for ch in typed) and not _AMOUNT.fullmatch(first) and not (
            set(key(typed).split()) & _OCCASIONS or key(typed).removeprefix("the ") in _ROOMS
        )
        # `the label printer at packing station 4 keeps jamming`: a run of words this long
        # that the world does not know is a description, not a name
        said = miss.typed
        # (a miss names what the vocabularies know as they write it, in capitals)
        named = said != said.lower() or _world_knows(d, key(said))
        known = known and (len(said.split()) < _LONG_NAME or named)
        # `who's at the bottom`, `anyone at the front desk`: a spot, not an employer
        spot = kind == "company" and not named and any(
            c.cue in _BARE_AT and f"at the {c.text}" in q.text
            for c in q.clauses if c.kind in ("company", "from")
        )  # fmt: skip
        known = known and not spot
        if kind == "place" and not named:
            # `anyone in slack`, `anyone in hr`, `anyone in the core team`: somewhere of the
            # work, not on a map
            known = known and not (
                phrases.known_skill(said) or set(key(said).split()) & _WORKPLACES
            )
    # `who used to work at boots`: a company by how it is asked, however it is written
    employed = kind in ("company", "from") and any(
        _EMPLOYED.fullmatch(c.cue) for c in q.clauses if c.kind in ("company", "from")
    )
    unknown = kind in ("company", "place") and not named and not employed
    return Answer(
        intent, "", headline, suggestions=suggestions, unplaced=not known or inside,
        missed=True, missed_unknown=unknown,
    )
