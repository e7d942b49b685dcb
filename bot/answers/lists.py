"""Conditions made of a list when a question is resolved: people matched by the words of
their profiles, people named to leave out, rankings by a figure of the profile, and other
conditions joined with or and not.
"""

from __future__ import annotations

import re
import threading
import weakref
from collections.abc import Callable
from functools import cache

import numpy as np
from typing_extensions import override

from bot.answers.conditions import (
    CompanyCondition,
    Condition,
    Listed,
    SkillCondition,
    facet_ranks,
)
from bot.answers.model import Figure, Studies
from bot.profiles.model import Profile
from bot.search.directory import Directory
from bot.search.figures import STAT_FIGURES
from bot.search.indexes import Indexes
from bot.search.meaning import (
    CANDIDATES,
    CLEARLY,
    CLEARLY_HELD,
    COMPARE_ALL,
    HELD_AT_LEAST,
    MANY_HELD,
    QUOTE_LENGTH,
    SOMEWHAT_AHEAD,
    STANDOUT,
)
from bot.search.tables import contains_sorted
from bot.search.text import key
from bot.search.vocab import QUESTION_LEVELS


class TopicCondition(Listed):
    """People whose own words match a question's words (full text), best match first."""

    kind = "topic"
    # How many matches a topic reads at most: three times what anyone pages through, and
    # enough to meet another condition among them.
    LIMIT = 300

    def __init__(
        self, d: Directory, words: list[str], typos: bool = True, role: bool = False
    ) -> None:
        """`typos`: also words within an edit or two of the profiles' (FullText.search);
        `role`: the words say what people are now (`who is an intern`): the headlines that
        hold them, when any do, before everyone whose summary ever said them."""
        text = d.text
        ids = np.zeros(0, np.int32)
        if text is not None and role:
            ids = text.in_field("headline", words, self.LIMIT, d.hidden_guilds)
        # (found in headlines, not only in what the profiles say elsewhere)
        self.headlined = bool(len(ids))
        if text is not None and not len(ids):
            ids = text.search(words, self.LIMIT, typos, d.hidden_guilds)
        super().__init__(d, " ".join(words), ids)
        self.words = words
        self.role = role
        # Matches beyond the first LIMIT are not read: a count of them is a lower bound.
        self.capped = len(ids) >= self.LIMIT
        # The words asked when these are only some of them (fewer_words).
        self.asked: list[str] = []

    @override
    def fact(self, i: int) -> str:
        return self.d.text.quote(i, self.words) if self.d.text is not None else ""


# Of the words of a topic nobody's text holds all of, at least this share must be held by
# the profile that holds the most of them (`gnmi telemetry`: gnmi), and by at most
# FEWER_PEOPLE in all and at most FEWER_OF_ALL of the profiles: a rare word that says what is
# asked about (`offside rule` is not the team's rules).
FEWER_SHARE = 0.5
FEWER_PEOPLE = 3
FEWER_OF_ALL = 0.2


def fewer_words(d: Directory, words: list[str]) -> TopicCondition | None:
    """For words nobody's text holds all of, the people who hold those of them that the
    profile holding the most of them holds, when they are at least FEWER_SHARE of the words
    and few people hold them; None otherwise."""
    text = d.text
    if len(words) < 2 or text is None:
        return None
    ranked = d.visible(text.related(words, 1, d.hidden_guilds))
    if not len(ranked):
        return None
    held = [w for w in words if text.held(int(ranked[0]), [w], 1)]
    if not held or len(held) < FEWER_SHARE * len(words) or len(held) == len(words):
        return None
    fewer = TopicCondition(d, held, typos=False)
    if not 0 < fewer.size <= min(FEWER_PEOPLE, FEWER_OF_ALL * (len(d) - len(d.hidden))):
        return None
    fewer.asked = words
    return fewer


class MeaningCondition(Listed):
    """People whose profile comes closest in meaning to a phrase no profile says in its
    words (bot.search.meaning), closest first; each with the passage that is closest."""

    kind = "topic"
    near = True  # worded as closeness, not as the words being there

    def __init__(
        self,
        d: Directory,
        phrase: str,
        words: list[str],
        standing_out: bool = False,
        clearly: bool = False,
        many_only: bool = False,
    ) -> None:
        """`standing_out`: only the full text's first, when it holds several of the words and
        scores STANDOUT times the next; `clearly`: CLEARLY_HELD of them and CLEARLY ahead;
        either, or MANY_HELD of them and SOMEWHAT_AHEAD; `many_only`: only the latter."""
        # The full text's best matches for any of the words: the candidates at scale, and
        # the first of them leads.
        ranked, scores = (
            d.text.related_scored(words, CANDIDATES, d.hidden_guilds)
            if d.text is not None
            else (np.zeros(0, np.int32), np.zeros(0))
        )
        shown = np.isin(ranked, d.visible(ranked))
        ranked, scores = ranked[shown], scores[shown]
        lead = int(ranked[0]) if len(ranked) else None
        lead_by, held_at_least = (CLEARLY, CLEARLY_HELD) if clearly else (STANDOUT, HELD_AT_LEAST)
        ahead = len(ranked) == 1 or (len(ranked) > 1 and scores[0] >= lead_by * scores[1])
        somewhat = standing_out and len(ranked) > 1 and scores[0] >= SOMEWHAT_AHEAD * scores[1]

        @cache
        def lead_words() -> tuple[bool, bool]:
            # The first holds more than one of the words (`who runs the sprint planning` is
            # one profile's `planning`), or far more than anyone else does, or it alone holds
            # any (`popia`): meaning may confirm it; both, and it stands out on its own. Asked
            # of a request nobody is close enough to in meaning, and of one asked in words of
            # its own (`standing_out`), which only that one answers.
            enough = MANY_HELD if somewhat and (many_only or not ahead) else held_at_least
            held = 0 if lead is None or d.text is None else d.text.held(lead, words, enough)
            several = held >= held_at_least
            first = (ahead and not many_only) or (somewhat and held >= MANY_HELD)
            return several or first, several and first

        small = len(d) - len(d.hidden) <= COMPARE_ALL or d.text is None
        candidates = d.visible(np.arange(len(d), dtype=np.int32)) if small else ranked
        asked = not standing_out or all(lead_words())
        # how much of the words each candidate's text holds, as a share of the best (only
        # the full text's first is named when it must stand out, as meaning alone finds it)
        best = float(scores[0]) if len(scores) and scores[0] > 0 and not standing_out else 0.0
        held = {int(i): float(v) / best for i, v in zip(ranked, scores, strict=True) if best}
        found = d.meaning.closest(phrase, candidates, lead, lead_words, held) if asked else []
        self.found = [n for n in found if n.id == lead][:1] if standing_out else found
        super().__init__(d, phrase, np.array([n.id for n in self.found], np.int32))
        self._said = {n.id: n.passage for n in self.found}

    @override
    def fact(self, i: int) -> str:
        said = self._said.get(i)
        if said is None:
            return ""
        text = " ".join(said.text.split())
        if len(text) > QUOTE_LENGTH:
            text = text[: QUOTE_LENGTH - 1].rstrip() + "…"
        return f"“{text}” in {said.field}"


# What people still studying for a degree say of themselves, by its level.
STUDYING = {
    "phd": (("phd", "student"), ("phd", "candidate"), ("doctoral", "candidate"),
            ("doctoral", "student"), ("pursuing", "phd")),
    "master": (("master", "student"), ("masters", "student"), ("msc", "student")),
}  # fmt: skip


# Said of oneself while still studying: `is a PhD student`, a headline `PhD Candidate`
# (`mentors PhD students` is not).
_STILL = re.compile(
    r"^(?:[\w.-]+ ){0,2}(?:student|candidate)\b|\b(?:is|am|currently|now|as) (?:an? )?"
    r"(?:[\w-]+ ){0,2}(?:student|candidate)\b|\bpursuing\b"
)


class Studying(Listed):
    """People whose own words say they still study for a degree of a level (`a phd
    student`): left out when a degree is asked for as finished. The full text finds who
    says the words; the words said of themselves decide."""

    kind = "topic"

    def __init__(self, d: Directory, level: str) -> None:
        said = [TopicCondition(d, list(w), typos=False).people() for w in STUDYING[level]]
        found = np.unique(np.concatenate(said)).tolist()
        still = [i for i in found if _still(d.profiles[i], STUDYING[level])]
        super().__init__(d, "those still studying for one", np.array(still, np.int32))


def _still(p: Profile, phrases: tuple[tuple[str, str], ...]) -> bool:
    """Whether a profile says of itself that it studies for one of a degree's phrases."""
    for text in (p.headline or "", p.summary or ""):
        folded = key(text)
        for a, b in phrases:
            at = folded.find(f"{a} {b}")
            if at >= 0 and _STILL.search(folded[max(0, at - 40) : at + len(a) + len(b) + 1]):
                return True
    return False


class MissingCondition(Listed):
    """People whose profile does not say something: badges, location, skills, stackoverflow,
    employer, education or years (as bot.answers.phrasing.MISSING_FIELDS names them); in
    years order."""

    kind = "missing"

    def __init__(self, d: Directory, field: str) -> None:
        super().__init__(d, field, _memo(d.ix, f"missing {field}", lambda: _missing(d.ix, field)))

    @override
    def fact(self, i: int) -> str:
        return self.d.profiles[i].headline or ""


def _missing(ix: Indexes, field: str) -> np.ndarray:
    """The people whose profile does not say one field, in years order."""
    said = np.zeros(len(ix.name_rank), bool)  # by years rank
    facets = {"badges": (ix.badges,), "location": (ix.places,),
              "employer": (ix.current,), "education": (ix.schools, ix.degrees)}  # fmt: skip
    figures = {"skills": "skills", "stackoverflow": "reputation"}
    for table in facets.get(field, ()):
        said[table.columns[table.main]] = True
    if field in figures and figures[field] in ix.figures:
        said[ix.years_rank[ix.figures[figures[field]]]] = True
    if field == "years":
        said[: len(ix.years_sorted)] = True
    return ix.by_years[~said]


# Lists made from a whole snapshot's indexes, kept while the snapshot lives: they cost a
# pass over a million people, and the snapshot does not change.
_MEMO: dict[int, dict[str, np.ndarray]] = {}  # by id of the Indexes, while it lives
_MEMO_LOCK = threading.Lock()


def _memo(ix: Indexes, name: str, make: Callable[[], np.ndarray]) -> np.ndarray:
    with _MEMO_LOCK:
        kept = _MEMO.get(id(ix))
        if kept is None:
            kept = _MEMO[id(ix)] = {}
            weakref.finalize(ix, _MEMO.pop, id(ix), None)
        found = kept.get(name)
    if found is None:
        found = make()  # two first askers may both make it; they make the same
        with _MEMO_LOCK:
            kept[name] = found
    return found


def _placed(ix: Indexes) -> np.ndarray:
    """The years ranks of everyone whose profile gives a location, ascending."""
    cities = ix.cities
    return _memo(ix, "placed", lambda: np.unique(cities.columns[cities.main]))


class SkillAndWords(Listed):
    """A skill no one lists with a score (only repositories' topics or summaries name it),
    and after its people, those whose own words hold it (`who worked on devtools`: the
    profile whose contribution says React DevTools): weaker evidence, quoted."""

    kind = "skill"

    def __init__(self, d: Directory, skill: SkillCondition, words: TopicCondition) -> None:
        first = skill.people()
        more = words.people()
        more = more[~np.isin(more, first)]
        super().__init__(d, skill.display, np.concatenate([first, more]).astype(np.int32))
        self.skill = skill
        self.words = words
        self._first = np.sort(first)

    @override
    def fact(self, i: int) -> object:
        if contains_sorted(self._first, np.array([i], np.int32))[0]:
            return self.skill.fact(i)
        return self.words.fact(i)


class PersonCondition(Listed):
    """Some people named in the question (`except mei`)."""

    kind = "person"

    def __init__(self, d: Directory, display: str, ids: list[int]) -> None:
        super().__init__(d, display, np.array(sorted(ids), np.int32))

    @override
    def fact(self, i: int) -> None:
        return None


class FigureCondition(Listed):
    """People with a figure on their profile (bot.search.figures.FIGURES), most first."""

    kind = "figure"

    def __init__(
        self, d: Directory, figure: str, fewest: bool = False, bound: tuple[str, int] | None = None
    ) -> None:
        """`fewest`: the least first (ties still by name); `bound`: only those whose figure is
        above or below a number (an op of bot.answers.amounts.Years and the number)."""
        table = d.ix.figures
        found = figure in table
        people = table[figure] if found else np.zeros(0, np.int32)
        values = table.column("value", figure) if found else np.zeros(0, np.int64)
        if bound is not None:
            people, values = _bounded(d.ix, figure, people, values, bound)
        if fewest:
            ix = d.ix
            order = _memo(
                ix, f"fewest {figure}", lambda: np.lexsort((ix.name_rank[people], values))
            )
            people, values = people[order], values[order]
        super().__init__(d, figure, people)
        self._values = values
        self.fewest = fewest
        self.bound = bound

    @override
    def fact(self, i: int) -> Figure:
        at = np.flatnonzero(self._people == i)
        return Figure(self.display, int(self._values[at[0]]) if len(at) else 0)

    def values(self, ids: np.ndarray) -> np.ndarray:
        """Each person's figure (0 for those without it), in one pass over the figure."""
        every = np.zeros(len(self.d), np.int64)
        every[self._people] = self._values
        return every[ids]


# Figures a profile leaves out only when they are nought: none of them counts as 0.
_NOUGHT_WHEN_MISSING = frozenset(
    ("badges", "skills", "languages", "contributions", "degrees", *STAT_FIGURES)
)


def _bounded(
    ix: Indexes, figure: str, people: np.ndarray, values: np.ndarray, bound: tuple[str, int]
) -> tuple[np.ndarray, np.ndarray]:
    """Those of a figure's people, most first, whose value is within a bound; and, when the
    bound takes in nought, everyone without the figure, in name order."""
    op, n = bound
    keep = {"gt": values > n, "ge": values >= n, "lt": values < n, "le": values <= n,
            "eq": values == n}[op]  # fmt: skip
    people, values = people[keep], values[keep]
    if figure in _NOUGHT_WHEN_MISSING and {"lt": n > 0, "le": n >= 0, "eq": n == 0}.get(op):
        has = np.zeros(len(ix.name_rank), bool)
        if figure in ix.figures:
            has[ix.figures[figure]] = True
        rest = np.flatnonzero(~has).astype(np.int32)
        rest = rest[np.argsort(ix.name_rank[rest], kind="stable")]
        people = np.concatenate([people, rest])
        values = np.concatenate([values, np.zeros(len(rest), np.int64)])
    return people, values


class AnyOf(Listed):
    """People who meet any of some conditions: the first one's people in its order, then
    each next one's people not yet listed."""

    def __init__(self, d: Directory, parts: list[Condition]) -> None:
        # Flags, one per person, rather than sorting every list together: linear in the
        # lists' lengths, which reach the whole directory for common skills.
        seen = np.zeros(len(d.ix.name_rank), bool)
        ordered = []
        for part in parts:
            people = part.people()
            fresh = people[~seen[people]]
            seen[fresh] = True
            ordered.append(fresh)
        people = np.concatenate(ordered) if ordered else np.zeros(0, np.int32)
        super().__init__(d, "", people, np.flatnonzero(seen).astype(np.int32))
        self.parts = parts
        self.kind = parts[0].kind if len({p.kind for p in parts}) == 1 else "combined"

    @override
    def fact(self, i: int) -> tuple[object, ...]:
        one = np.array([i], np.int32)
        return tuple(p.fact(i) for p in self.parts if p.member(one)[0])


class NoneOf(Condition):
    """People who meet none of some conditions (`but not rust`); of a company, those who
    are not there now."""

    kind = "not"

    def __init__(self, d: Directory, parts: list[Condition]) -> None:
        super().__init__(d, "")
        # Left out are those who hold a skill, not everyone whose words name it.
        self.parts = [p.skill if isinstance(p, SkillAndWords) else p for p in parts]

    def _excluded(self, people: np.ndarray) -> np.ndarray:
        out = np.zeros(len(people), bool)
        for part in self.parts:
            # `not at google` leaves out who is there now; `never worked at google`, who
            # ever was (the tense of the cue). Asked of the past, the others are there now.
            if isinstance(part, CompanyCondition) and part.tense == "past":
                now = facet_ranks(self.d.ix.current, part.keys)
                out |= contains_sorted(now, self.d.ix.years_rank[people])
            else:
                out |= part.member(people)
            if part.kind == "place" and not getattr(part, "city", True):
                # `outside europe`: those known to be elsewhere, not whoever gives no location
                # (`not in london`: anyone not known to be there)
                out |= ~contains_sorted(_placed(self.d.ix), self.d.ix.years_rank[people])
        return out

    @property
    @override
    def size(self) -> int:
        return len(self.d.ix.name_rank)  # an upper bound: never the one to start from

    @override
    def people(self) -> np.ndarray:
        everyone = self.d.ix.by_years
        return everyone[~self._excluded(everyone)]

    @override
    def member(self, people: np.ndarray) -> np.ndarray:
        return ~self._excluded(people)

    @override
    def fact(self, i: int) -> Studies | str | None:
        # `who doesn't have a phd`: the degrees each has instead say why
        if all(p.kind == "degree" for p in self.parts):
            keys = self.d.keys
            held = [e for e in self.d.profiles[i].education if e.degree]
            if not held:
                return "no degree listed"
            # Their highest degree alone: the line stays short.
            rank = {level: n for n, level in enumerate(QUESTION_LEVELS)}
            return Studies((min(held, key=lambda e: rank.get(keys.degree_level(e.degree), 9)),))
        return None
