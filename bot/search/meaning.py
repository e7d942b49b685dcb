"""Closeness in meaning between what a question describes and what profiles say, for the
questions whose words no profile holds (`our aws bill is out of control` for a profile that
runs the team's cloud compute and its costs).

A person is as close as the closest passage of their profile: its headline, each sentence
of its summary, each repository with its description and topics, each sentence of what they
did there, their skills. Passages and questions are embedded with WordLlama, whose weights
ship inside its wheel and run offline (nothing is ever fetched). At scale only the profiles
the full text finds for any of the words are compared; a small directory compares everyone.
"""

from __future__ import annotations

import logging
import re
import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from functools import cache
from pathlib import Path
from typing import Any, NamedTuple

import numpy as np

from bot.profiles.model import Profile
from bot.resources import VOCAB_DIR, read_json

log = logging.getLogger(__name__)

# The least closeness (cosine of the embeddings) that answers, and how far behind the
# closest person another may be and still be named beside them.
CLOSEST = 0.30
BESIDE = 0.02
# The lead of the profile the full text ranks first for any of the words: its words are
# there, not only their meaning.
LEAD = 0.05
# How much a person's full-text score for the words (a share of the best) adds to their
# closeness when those close enough are ranked: measured best at 0.2 on the topic questions
# of the question sets.
HELD_WEIGHT = 0.2
# Below CLOSEST, the full text's first still answers alone when it is also the closest in
# meaning, at least AGREED close and AHEAD closer than anyone else: the two readings agree
# on one person, who stands out.
AGREED = 0.20
AHEAD = 0.07
# Or when the full text scores it at least this many times the next profile, for at least
# HELD_AT_LEAST of the words, and it is at least STANDOUT_CLOSE in meaning (`somebody does the
# dishes every day` is not the profile that says "every day").
STANDOUT = 1.5
HELD_AT_LEAST = 2
# A request that asks only after telling of some trouble (`…, whos on it`, `…, help`) is
# answered by a profile that holds more of its words and is further ahead.
CLEARLY = 2.5
CLEARLY_HELD = 3
# Either of them stands out too when it holds many of the words and is only somewhat ahead:
# trouble or a need that names a profile's own work in four of its words is that profile's,
# while chatter seldom holds more than two of any one profile's words (measured on the
# question sets' topics and chatter).
MANY_HELD = 4
SOMEWHAT_AHEAD = 1.1
STANDOUT_CLOSE = 0.15
# Directories this small compare every profile; larger ones the full text's candidates.
COMPARE_ALL = 500
CANDIDATES = 16
NAMED_AT_MOST = 3
# A passage is quoted up to this many characters.
QUOTE_LENGTH = 90
# Profiles whose passages are kept embedded (about 15 kB each).
KEPT = 4096
_SENTENCE = re.compile(r"(?<=[.!?])\s+")


class Passage(NamedTuple):
    """One passage of a profile and the field it is in (`the summary`)."""

    text: str
    field: str


class Near(NamedTuple):
    """A person close in meaning to a question, and the passage that is closest; `rank`
    orders people: their passages' soft maximum (soft_closeness)."""

    id: int
    closeness: float
    passage: Passage
    rank: float


# How sharply a profile's soft maximum follows its closest passage (soft_closeness): at 16,
# a profile that says a thing in several passages comes ahead of one that brushes it once;
# measured best among 8 to 80 on the question sets' topics (the expected person first in
# 3,956 of 4,508, against 3,906 for the closest passage alone). Whether anyone is close
# enough at all is still the closest passage's to say.
SHARPNESS = 16.0


def soft_closeness(sims: np.ndarray) -> float:
    """A profile's closeness from its passages' closeness: the log of the mean of their
    exponentials, sharpened by SHARPNESS; never above the closest passage, and not raised by
    the number of passages, so that a long profile gains nothing by its length."""
    top = float(sims.max())
    return top + float(np.log(np.exp((sims - top) * SHARPNESS).mean())) / SHARPNESS


def passages(p: Profile) -> list[Passage]:
    """The passages of a profile a question is compared with."""
    out = [Passage(p.headline, "the headline")] if p.headline else []
    out += [Passage(s, "the summary") for s in _SENTENCE.split(p.summary or "") if s.strip()]
    for c in p.contributions:
        said = [c.repo.replace("/", " "), c.description or "", " ".join(c.topics)]
        out.append(Passage(" ".join(s for s in said if s), "the repositories"))
        done = _SENTENCE.split(c.summary or "")
        out += [Passage(s, "the repositories") for s in done if s.strip()]
    skills = [s.name for s in p.skills] + list(p.languages)
    if skills:
        out.append(Passage(", ".join(skills), "the skills"))
    return out


@cache
def short_words() -> dict[str, str]:
    """Words of the trade typed short, and what they stand for (`perf`: performance,
    `a11y`: accessibility), from data/vocab/short_words.json: the embedding knows the words
    in full better."""
    return {k.lower(): v.lower() for k, v in read_json(VOCAB_DIR / "short_words.json").items()}


@cache
def _model() -> Any | None:
    """The embedding model, loaded once from the files inside its package; None (and a
    warning) when it cannot be."""
    try:
        import wordllama
        from wordllama import WordLlama

        # Its own folder holds the weights and tokenizer; downloading is never tried.
        return WordLlama.load(cache_dir=Path(wordllama.__file__).parent, disable_download=True)
    except Exception as exc:  # any failure only turns the feature off
        log.warning("closeness in meaning is off: the embedding model did not load (%s)", exc)
        return None


def _with_words(near: list[Near], lead: int | None, held: dict[int, float]) -> list[Near]:
    """The people close in meaning ranked again by closeness and how much of the words
    their text holds (a share of the best full-text score, HELD_WEIGHT of it): meaning alone
    misses what only the words tell apart, the words alone what only the meaning joins."""
    both = [
        n._replace(rank=n.rank + HELD_WEIGHT * held.get(n.id, 0.0)
                   - (LEAD if n.id == lead else 0.0))
        for n in near
    ]  # fmt: skip
    return sorted(both, key=lambda n: (-n.rank, n.id))


class Meaning:
    """Closeness in meaning over one directory's profiles; the passages of the profiles
    compared recently stay embedded."""

    def __init__(self, profiles: Sequence[Profile]) -> None:
        self.profiles = profiles
        self._kept: OrderedDict[int, tuple[np.ndarray, list[Passage]]] = OrderedDict()
        self._lock = threading.Lock()

    def warm(self) -> None:
        """Load the model now, not during someone's question."""
        model = _model()
        if model is not None:
            model.embed(["warm"], norm=True)

    def closest(
        self,
        text: str,
        ids: np.ndarray,
        lead: int | None = None,
        lead_words: Callable[[], tuple[bool, bool]] | None = None,
        held: dict[int, float] | None = None,
    ) -> list[Near]:
        """Of the people ids, those closest in meaning to text: the closest, if at least
        CLOSEST, and up to NAMED_AT_MOST within BESIDE of them; closest first. Person `lead`
        (the full text's first for the words) is LEAD closer; below CLOSEST it is named alone
        when `lead_words()` says it holds the words (its first) and it is closest, at least
        AGREED and AHEAD of the next, or says it stands out in the full text (its second).
        `held`: each person's full-text score for the words, as a share of the best; the
        people named are ranked by closeness and HELD_WEIGHT of that share together."""
        model = _model()
        if model is None or not len(ids) or not text.strip():
            return []
        asked = model.embed([text], norm=True)[0].astype(np.float32)
        near: list[Near] = []
        people = ids.tolist()
        for i, (vectors, said) in zip(people, self._embedded(model, people), strict=True):
            if not len(said):
                continue
            sims = vectors.astype(np.float32) @ asked
            best = int(np.argmax(sims))
            led = LEAD if i == lead else 0.0
            near.append(Near(i, float(sims[best]) + led, said[best], soft_closeness(sims) + led))
        near.sort(key=lambda n: (-n.closeness, n.id))
        if not near:
            return []
        if near[0].closeness < CLOSEST:
            if lead is None or lead_words is None:
                return []
            holds, stands_out = lead_words()
            ahead = near[0].closeness - (near[1].closeness if len(near) > 1 else 0.0)
            agreed = near[0].id == lead and holds and near[0].closeness >= AGREED and (
                ahead >= AHEAD
            )
            if agreed:
                return near[:1]
            return [n for n in near if n.id == lead and n.closeness >= STANDOUT_CLOSE] if (
                stands_out
            ) else []
        # whether anyone is close enough is the closest passage's to say, who comes first
        # the profile's as a whole
        near = _with_words(near, lead, held) if held else sorted(
            near, key=lambda n: (-n.rank, n.id)
        )
        top = near[0].rank
        return [n for n in near if n.rank >= top - BESIDE][:NAMED_AT_MOST]

    def closeness(self, text: str, ids: Sequence[int]) -> list[float]:
        """How close each of the people ids comes to text in meaning: their closest passage's
        closeness (0 for a profile without passages, or all 0 when the model is off)."""
        model = _model()
        if model is None or not text.strip():
            return [0.0] * len(ids)
        asked = model.embed([text], norm=True)[0].astype(np.float32)
        return [
            float((vectors.astype(np.float32) @ asked).max()) if len(said) else 0.0
            for vectors, said in self._embedded(model, list(ids))
        ]

    def _embedded(self, model: Any, ids: list[int]) -> list[tuple[np.ndarray, list[Passage]]]:
        """Each person's passages and their embeddings; those not kept are embedded in one
        call of the model."""
        with self._lock:
            kept = {i: self._kept[i] for i in ids if i in self._kept}
            for i in kept:
                self._kept.move_to_end(i)
        missing = [i for i in dict.fromkeys(ids) if i not in kept]
        said = [passages(self.profiles[i]) for i in missing]
        flat = [s.text for one in said for s in one]
        vectors = model.embed(flat, norm=True).astype(np.float16) if flat else None
        start = 0
        with self._lock:
            for i, one in zip(missing, said, strict=True):
                part = vectors[start : start + len(one)] if vectors is not None else None
                start += len(one)
                kept[i] = (part if part is not None else np.zeros((0, 1), np.float16), one)
                self._kept[i] = kept[i]
            while len(self._kept) > KEPT:
                self._kept.popitem(last=False)
        return [kept[i] for i in ids]
