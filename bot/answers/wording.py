"""The sentences of lists: headlines, "nobody" lines, conditions, figures and stat names
(evidence lines are in bot.answers.evidence_wording, what is said of one person or a few
named ones in bot.answers.person_wording, help and usage lines in bot.answers.help_wording).

Pure functions from structure to English; the engine and the renderers call them
and nothing else words an answer.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from bot.answers.cleaning import MAX_READ
from bot.answers.model import (
    Experience,
)
from bot.answers.phrasing import visible
from bot.answers.question import Clause
from bot.profiles.model import STATS, Profile
from bot.search.figures import STAT_FIGURES
from bot.search.place_phrases import placed
from bot.search.vocab import bundled_vocab

if TYPE_CHECKING:
    from bot.answers.conditions import Condition

CUT = f"(That was a long message: I read its first {MAX_READ} characters.)"
UNDATED = "(Profiles date contributions only: the year was not used.)"
# Said after the count of a skill's ranking read from the bottom (`who's worst at python`).
WEAKEST_FIRST = "weakest first"
# People named for closeness in meaning, not for words their profiles hold.
CLOSEST = "closest to what you describe"
# `who should i grab - app side and gate side`: one asked for each side
TWO_ASKED = "You asked for two: {first} comes " + CLOSEST + ", then {second}."
# `which hannah is the tacho one`: the one of a shared name whose profile says it
NAMESAKE_MEANT = (
    "Of the {count} people called {name}, {person}'s profile fits what you describe best."
)
# A figure a ranking used, as its evidence line and as a headline names the ranking.
# Each as said of one, then of several (`1 year employed`, `3 years employed`).
FIGURE_LINES = {
    "reputation": ("{} Stack Overflow reputation", "{} Stack Overflow reputation"),
    "contributions": ("{} contribution", "{} contributions"),
    "languages": ("{} programming language", "{} programming languages"),
    "employment": ("{} year employed", "{} years employed"),
    "skills": ("{} skill", "{} skills"),
    "badges": ("{} badge", "{} badges"),
    "degrees": ("{} degree", "{} degrees"),
    "answers": ("{} Stack Overflow answer", "{} Stack Overflow answers"),
    "questions": ("{} Stack Overflow question", "{} Stack Overflow questions"),
    "reached": ("{} people reached on Stack Overflow", "{} people reached on Stack Overflow"),
    **{k: ("{} " + STATS[k][0], "{} " + STATS[k][1]) for k in STAT_FIGURES},
}
FIGURE_LABELS = {
    "reputation": "by Stack Overflow reputation", "contributions": "by contributions",
    "languages": "by programming languages", "employment": "by years employed",
    "skills": "by skills", "badges": "by badges", "answers": "by Stack Overflow answers",
    "questions": "by Stack Overflow questions",
    "reached": "by people reached on Stack Overflow", "degrees": "by degrees",
    **{k: f"by {STATS[k][1]}" for k in STAT_FIGURES},
}  # fmt: skip
# People whose profiles do not say something, as a headline names them.
MISSING_LABELS = {
    "badges": "without badges", "location": "without a location", "skills": "without skills",
    "stackoverflow": "without Stack Overflow", "employer": "without an employer",
    "education": "without education", "years": "without years of coding",
}  # fmt: skip
LEVEL_NAMES = {"phd": "a PhD", "master": "a master's degree", "bachelor": "a bachelor's degree"}
_OP_WORDS = {"gt": "more than", "ge": "at least", "lt": "less than", "le": "at most",
             "eq": "exactly"}  # fmt: skip


# User text said back is at most this long: a question is echoed, not a pasted essay.
ECHO_LENGTH = 80


def echo(text: str) -> str:
    """What the user typed, as the bot says it back: invisible characters gone, spaces
    folded, at most ECHO_LENGTH characters.

    Still plain words: the renderer escapes the whole sentence it ends up in
    (bot.render.markdown.inert), so escaping here would show its backslashes."""
    said = " ".join(visible(text).split())
    return said if len(said) <= ECHO_LENGTH else said[: ECHO_LENGTH - 1].rstrip() + "…"


def number(n: int) -> str:
    """A count as headlines write it: `8931`, with separators from five digits (`12,400`),
    so that a four-digit figure reads as one word, as people type it."""
    return f"{n:,}" if abs(n) >= 10_000 else str(n)


def plural(n: int, word: str, words: str | None = None) -> str:
    """`1 year`, `2 years`; words is the plural where it is not word + s."""
    return f"{n} {word if n == 1 else (words or word + 's')}"


def stats_text(stats: dict[str, int], limit: int | None = None) -> str:
    """Contribution counts in the order people care about: `15 PRs, 37 reviews`."""
    parts = []
    for k, (one, many) in STATS.items():
        n = stats.get(k)
        if n:
            parts.append(f"{number(n)} {one if n == 1 else many}")
    return ", ".join(parts[:limit] if limit else parts)


def years_text(p: Profile | Experience) -> str:
    """`6 years coding, 3 years employed`, or that the profile does not say."""
    coding = p.coding if isinstance(p, Experience) else p.coding_years
    employed = p.employed if isinstance(p, Experience) else p.employment_years
    if coding is None:
        known = f"; {plural(employed, 'year')} employed" if employed is not None else ""
        return "coding experience unknown" + known
    text = f"{plural(coding, 'year')} coding"
    if employed is not None:
        text += f", {plural(employed, 'year')} employed"
    return text


def current_role(p: Profile) -> str:
    """A person's headline, as the line beside their name."""
    return p.headline or "no headline"


# ---- misses -----------------------------------------------------------------------

MISSES = {
    "skill": "Nobody here knows {}.",
    "topic": "Nobody here mentions {}.",
    "company": "Nobody here works or worked at {}.",
    "place": "Nobody here is based in {}.",
    "school": "Nobody here studied at {}.",
    "field": "Nobody here studied {}.",
    "repo": "Nobody here contributed to {}.",
    "badge": "Nobody here has the {} badge.",
}


# The same, when the question asked how many.
COUNTED_MISSES = {
    "skill": "0 people here know {}.", "topic": "0 people here mention {}.",
    "company": "0 people here work or worked at {}.", "place": "0 people here are based in {}.",
    "school": "0 people here studied at {}.", "repo": "0 people here contributed to {}.",
    "field": "0 people here studied {}.",
    "badge": "0 people here have the {} badge.",
}  # fmt: skip


# Any badge at all, as a headline names it: `4 people with a badge`.
ANY_BADGE_SHOWN = "a badge"


def missed(kind: str, typed: str | Sequence[str], counting: bool = False) -> str:
    """The headline when a phrase of this kind, or each of several asked as alternatives,
    matches nothing in the data: `Nobody here studied at Stanford University or MIT.`"""
    names = [typed] if isinstance(typed, str) else list(dict.fromkeys(typed))
    said = listed([placed(echo(t)) if kind == "place" else echo(t) for t in names], "or")
    return (COUNTED_MISSES if counting else MISSES)[kind].format(said)


def everyone(count: int, counting: bool) -> str:
    """The headline of everyone: how many profiles there are."""
    if counting:
        return f"{plural(count, 'profile')} in all."
    return f"Everyone: {plural(count, 'person', 'people')}"


# ---- the team and the charts -------------------------------------------------------

# ---- lists of people ------------------------------------------------------------


# How a headline names a condition, and how a "nobody" line does; degrees and years
# are worded by their own functions below.
_LABELS = {
    "company": "at {}", "place": "in {}", "school": "who studied at {}", "field": "who studied {}",
    "repo": "contributed to {}", "badge": "with the {} badge",
}  # fmt: skip
_NOBODY = {
    "topic": "mentions {}",
    "skill": "knows {}", "company": "works or worked at {}", "place": "is based in {}",
    "school": "studied at {}", "field": "studied {}", "repo": "contributed to {}",
    "badge": "has the {} badge",
    "role": "held the {} role in a project",
}  # fmt: skip


# Said of the people closest in meaning, when nobody's profile holds the words.
UNSAID = " (no profile says it in those words)"


def label(c: Condition, one: bool) -> str:
    """How a headline names a condition: `know triton`, `in Beijing`."""
    parts = getattr(c, "parts", None)
    if c.kind == "not" and parts is not None:
        word = "without " if all(p.kind in ("badge", "degree") for p in parts) else "except "
        return word + " or ".join(_named(p) for p in parts)
    if parts is not None:
        if c.kind == "skill":
            return f"{'knows' if one else 'know'} " + listed([p.display for p in parts], "or")
        # (two names of one thing said once: `amazon/aws`, both Amazon Web Services)
        return _opened_once(list(dict.fromkeys(label(p, one) for p in parts)))
    if c.kind == "topic" and getattr(c, "near", False):
        verb = "comes" if one else "come"
        return f"{verb} {CLOSEST}{UNSAID}"
    if c.kind == "topic":
        return f"{'mentions' if one else 'mention'} {echo(c.display)}"
    stat = getattr(c, "stat", None)
    if stat is not None:  # `contributed to apache/tvm, by commits`
        return f"{_LABELS['repo'].format(c.display)}, {FIGURE_LABELS[stat]}"
    bound = getattr(c, "bound", None)
    if bound is not None:  # `with more than 100 Stack Overflow answers`
        op, n = bound
        counted = FIGURE_LINES[c.display][n != 1].format(number(n))
        if op == "eq" and n == 0:
            return "with no " + counted.removeprefix("0 ")
        return f"with {_OP_WORDS[op].replace('less', 'fewer')} {counted}"
    if c.kind == "figure":
        return FIGURE_LABELS[c.display] + (", fewest first" if getattr(c, "fewest", False) else "")
    if c.kind == "person":
        return c.display
    if c.kind == "missing":
        return MISSING_LABELS[c.display]
    if c.kind == "skill":
        least = getattr(c, "least", None)
        floor = f" ({least}/10 or more)" if least is not None and least < 10 else ""
        return f"{'knows' if one else 'know'} {c.display}" + (" (10/10)" if least == 10 else floor)
    if c.kind == "degree":
        name = getattr(c, "said", "")
        said = f"with {LEVEL_NAMES[c.display]}" + (f" ({echo(name)})" if name else "")
        return said + (" and none higher" if getattr(c, "only", False) else "")
    if c.kind in ("years", "employment"):
        op, n = c.years
        of = "of coding" if c.kind == "years" else "employed"
        if op == "between":
            return f"with {n} to {plural(getattr(c, 'to', n) or n, 'year')} {of}"
        if op in _OP_WORDS:
            return f"with {_OP_WORDS[op]} {plural(n, 'year')} {of}"
        return f"by years of coding, {'most' if op == 'most' else 'fewest'} first"
    role = getattr(c, "role", None)
    if c.kind == "role":
        return f"held the {echo(c.display)} role in a project"
    if role == "maintainer":
        return f"{'maintains' if one else 'maintain'} {c.display}"
    if isinstance(role, str):
        return f"held the {echo(role)} role in {c.display}"
    if c.kind == "badge" and c.display == ANY_BADGE_SHOWN:
        return f"with {ANY_BADGE_SHOWN}"
    period = getattr(c, "period", None)
    shown = placed(c.display) if c.kind == "place" else c.display
    if period is not None:
        return _LABELS[c.kind].format(shown) + " " + _period(period)
    return _LABELS[c.kind].format(shown)


def _period(period: tuple[int | None, int | None]) -> str:
    """Calendar years in words: `in 2023`, `before 2020`, `since 2021`, `in 2019–2021`."""
    first, last = period
    if first is None:
        return f"before {(last or 0) + 1}"
    if last is None:
        return f"since {first}"
    return f"in {first}" if first == last else f"in {first}–{last}"


def _named(c: Condition) -> str:
    """A condition as what it names: `rust`, `at Google`, `Mei`."""
    if c.kind == "company":
        return f"at {c.display}"
    if c.kind == "badge":
        return c.display if c.display == ANY_BADGE_SHOWN else f"the {c.display} badge"
    if c.kind == "degree":
        return label(c, False).removeprefix("with ")
    return c.display or label(c, False)


def nobody(conditions: Sequence[Condition], counting: bool = False) -> str:
    """The headline when nobody meets every condition."""
    if counting:
        return f"0 people here {' · '.join(label(c, False) for c in conditions)}."
    parts = [_predicate(c, True) for c in conditions]
    former = getattr(conditions[0], "former", 0) if len(conditions) == 1 else 0
    if former:
        return f"Nobody here {parts[0]} now; {plural(former, 'person', 'people')} did before."
    kept = _one_verb([(c, p) for c, p in zip(conditions, parts, strict=True) if c.kind != "not"])
    but = [p.replace("except ", "but not ", 1) for c, p in zip(conditions, parts, strict=True)
           if c.kind == "not"]  # fmt: skip
    if not kept:
        # `who is not in beijing or shanghai` where everyone is: who was left out says it
        left = " and ".join(p.removeprefix("but not ") for p in but)
        return f"Nobody here is left with {left} left out."
    return f"Nobody here {' '.join([' and '.join(kept), *but]).strip()}."


def _one_verb(said: Sequence[tuple[Condition, str]]) -> list[str]:
    """The predicates, companies in a row with the same verb said with it once: `works or
    worked at Spotify, Zalando and Booking.com`."""
    out: list[str] = []
    verb_before = None
    for c, part in said:
        verb = _company_verb(c, True) if c.kind == "company" and not hasattr(c, "parts") else None
        if verb is not None and verb == verb_before:
            out[-1].append(c.display)
        else:
            out.append([part] if verb is None else [verb, c.display])
        verb_before = verb
    return [p[0] if len(p) == 1 else f"{p[0]} {listed(p[1:])}" for p in out]


def listed(names: Sequence[str], last: str = "and") -> str:
    """Names as a sentence lists them: `Spotify, Zalando and Booking.com` (`last`: the word
    before the last one, `Tokyo, Austin or Brno`)."""
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} {last} {names[-1]}"


# The words that open labels of one kind, said once before the names of either of them.
_OPENINGS = ("contributed to ", "who studied at ", "who studied ", "at ", "in ", "with ")


def _opened_once(labels: Sequence[str]) -> str:
    """Labels of alternatives, the words that open each said once: `at Intel, Arm or
    Synopsys`, `in Tokyo or Brno`."""
    for opening in _OPENINGS:
        if len(labels) > 1 and all(x.startswith(opening) for x in labels):
            return opening + listed([x[len(opening) :] for x in labels], "or")
    return " or ".join(labels)


# What a yes-or-no question asks of one person, as `nothing says they …` ends.
_ASKED = {
    "topic": "mention {}", "skill": "know {}", "company": "work or worked at {}",
    "place": "are based in {}", "school": "studied at {}", "field": "studied {}",
    "repo": "contributed to {}",
    "from": "are at or from {}", "any": "have anything to do with {}",
    "badge": "have the {} badge",
}  # fmt: skip


def confirmed(p: Profile, conditions: Sequence[Condition], past: bool = False) -> str:
    """The headline when one person meets what a yes-or-no question asks (`past`: they were
    at the company, and are no longer)."""
    at = "worked at" if past else "works at"
    said = " and ".join(
        _predicate(c, True, None if hasattr(c, "parts") else at, joined="and") + _score_of(p, c)
        for c in conditions
    )
    return f"Yes: {p.name} {said}."


def _score_of(p: Profile, c: Condition) -> str:
    """The listed score of the skill a condition asks, as said after it: ` (scored 9 of
    10)`, the score a word of its own as people ask for it."""
    if c.kind != "skill" or not isinstance(getattr(c, "skill", None), str):
        return ""
    # as displayed (`k8s`), by its key (`kubernetes`), or by another name of it
    key = str(getattr(c, "skill", "")).lower()
    asked = {c.display.lower(), key}
    canonical = bundled_vocab().canonical_skill
    score = next((s.score for s in p.skills if s.score and (
        s.name.lower() in asked or canonical(s.name) == key)), None)  # fmt: skip
    return f" (scored {score} of 10)" if score else ""


def denied(p: Profile, asked: Sequence[Condition] | Sequence[Clause]) -> str:
    """The headline when one person does not meet what a yes-or-no question asks: the
    conditions, or the phrases that matched nobody here."""
    parts = [
        _ASKED.get(c.kind, _ASKED["any"]).format(echo(c.text))
        if isinstance(c, Clause)
        else _predicate(c, False)
        for c in asked
    ]
    return f"No: nothing on {p.name}'s profile says they {' and '.join(parts)}."


def _predicate(c: Condition, one: bool, company: str | None = None, joined: str = "or") -> str:
    """A condition as what someone does: `knows rust`, `is based in Berlin` (`one`), or
    `know rust`, `are based in Berlin`; `company` says how a company is joined, `joined` how
    the names of either of some are (`at Grab or Shopee`; met by one person, `and`)."""
    said = _NOBODY if one else _ASKED
    # one thing, or either of some of a kind with the verb said once: `works or worked at
    # Amdocs, Vodafone or Ericsson`, `is based in Shanghai or Beijing`
    parts = list(getattr(c, "parts", [c]))
    named = parts == [c] or all(
        p.kind == c.kind and not hasattr(p, "parts") and p.kind != "topic" for p in parts
    )
    names = listed([placed(p.display) if c.kind == "place" else p.display for p in parts], joined)
    if c.kind == "company" and named:
        return f"{company or _company_verb(parts[0], one)} {names}"
    if isinstance(getattr(c, "role", None), str) or getattr(c, "period", None) is not None:
        return label(c, one)
    if c.kind == "badge" and c.display == ANY_BADGE_SHOWN:
        return f"{'has' if one else 'have'} {ANY_BADGE_SHOWN}"
    if c.kind in said and named:
        return said[c.kind].format(names)
    if c.kind in ("degree", "years", "employment"):
        return f"{'has' if one else 'have'} {label(c, False).removeprefix('with ')}"
    if c.kind == "missing":  # `Nobody here is without a location.`
        return f"{'is' if one else 'are'} {label(c, one)}"
    return label(c, one)


def found(
    count: int, conditions: Sequence[Condition], past: int = 0, at_least: bool = False
) -> str:
    """The headline of a list: how many people meet the conditions (and how many of them
    only in the past; or, asked about now, how many more were there before); `at_least`:
    the count is a lower bound."""
    said = " · ".join(label(c, count == 1) for c in conditions)
    if len(conditions) == 1 and conditions[0].kind == "not":
        said = _left_out(conditions[0], count) or said
    headline = f"{plural(count, 'person', 'people')} {said}"
    if at_least:
        headline = f"At least {headline}"
    former = getattr(conditions[0], "former", 0) if len(conditions) == 1 else 0
    if former:
        return headline + f" ({former} more in the past)"
    return headline + (f" ({past} in the past)" if past else "")


def _left_out(c: Condition, count: int) -> str:
    """A headline's words for people who are none of something, asked alone: `who don't
    know rust`, `not in China`, `never at Google`; "" when `except …` says it best."""
    parts = getattr(c, "parts", [])
    if parts and all(p.kind == "skill" for p in parts):
        verb = "doesn't" if count == 1 else "don't"
        return f"who {verb} know " + " or ".join(_named(p) for p in parts)
    if parts and all(p.kind in ("company", "place") for p in parts):
        # (each is left out: `not in Dublin and not in London`)
        return " and ".join(
            ("not " if p.kind == "place" or getattr(p, "tense", None) == "now" else "never ")
            + label(p, False)
            for p in parts
        )
    return ""


def _company_verb(c: Condition, one: bool) -> str:
    """How a sentence says someone is or was at a company, by the tense asked."""
    tense = getattr(c, "tense", None)
    if tense == "now":
        return "works at" if one else "work at"
    if tense == "past":
        return "used to work at"
    return "works or worked at" if one else "work or worked at"

