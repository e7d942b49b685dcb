"""Changes laid over a snapshot's indexes (bot.search.overlay, Directory.changed): after any
sequence of profiles added and removed, every index holds what a build from scratch over the
profiles shown holds, in the same order, and every question is answered the same way."""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from dataclasses import fields
from pathlib import Path
from typing import Any

import msgspec
import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.answers.engine import Engine
from bot.profiles.loader import load_profiles
from bot.profiles.model import Profile
from bot.render.console import reply_text
from bot.render.embeds import render
from bot.search import table_merge
from bot.search.directory import Directory
from bot.search.figures import FIGURES
from bot.search.indexes import Indexes, build_indexes
from bot.search.overlay import REMOVED
from bot.search.tables import Packed, Table
from bot.search.text import words
from bot.search.vocab import SkillKeys, load_vocab

ROOT = Path(__file__).resolve().parents[2]
SETS = ("26", "27", "28", "29", "30", "31", "32", "33")
KEYS = SkillKeys(load_vocab())
POOL: list[Profile] = [
    p for n in SETS for p in load_profiles(ROOT / "benchmarks" / f"profiles-{n}").profiles
]
_ID_TABLES = ("skills", "repos", "figures", "name_words")
_RANK_TABLES = ("current", "past", "places", "cities", "schools", "fields", "degrees",
                "badges", "roles")  # fmt: skip
_PLAIN = ("skill_display", "scored_skills", "popular_skills", "skill_spellings",
          "company_display", "place_display", "school_display", "school_acronyms",
          "field_display", "badge_display", "role_display", "repo_display", "repo_names",
          "mention_counts", "popular_counts")  # fmt: skip


def shown(d: Directory) -> list[int]:
    """The ids a change left shown, in id order."""
    return np.flatnonzero(d.ix.guilds != REMOVED).tolist()


def canonical(ix: Indexes, profiles: Sequence[Profile]) -> dict[str, Any]:
    """Everything an index holds, with each person named by their place in POOL rather than
    by their id, and the people removed left out."""
    place = {id(p): n for n, p in enumerate(POOL)}
    person = [place[id(p)] for p in profiles]
    keep = ix.guilds != REMOVED
    out: dict[str, Any] = {
        "by_name": [person[i] for i in ix.by_name.tolist() if keep[i]],
        "by_years": [person[i] for i in ix.by_years.tolist() if keep[i]],
        "years_sorted": ix.years_sorted[keep[ix.by_years[: len(ix.years_sorted)]]].tolist(),
        "names": {person[i]: (ix.names[i], ix.name_keys[i], ix.past_employers[i])
                  for i in range(len(ix)) if keep[i]},
    }  # fmt: skip
    for name in (*_ID_TABLES, *_RANK_TABLES):
        table: Table = getattr(ix, name)
        rows: dict[str, list[tuple[Any, ...]]] = {}
        for k in table:
            main = table[k].tolist()
            ids = [ix.by_years[r] for r in main] if name in _RANK_TABLES else main
            others = [table.column(c, k).tolist() for c in table.columns
                      if c not in (table.main, "ids", "pos")]  # fmt: skip
            rows[k] = [(person[i], *(o[j] for o in others)) for j, i in enumerate(ids)]
            if "pos" in table.columns:  # the lookup finds each entry where it is
                at = table.column("pos", k)
                assert table[k][at].tolist() == table.column("ids", k).tolist()
                assert table.column("ids", k).tolist() == sorted(main)
        out[name] = rows
    out.update({name: getattr(ix, name) for name in _PLAIN})
    return out


def laid_over(start: list[int], steps: list[tuple[list[int], list[int]]]) -> Directory:
    """POOL[start] indexed, then each step's removals (places among the people shown) and
    additions (places in POOL of people not shown) laid over it."""
    d = Directory([POOL[n] for n in start], keys=KEYS)
    for drop, add in steps:
        live = shown(d)
        here = {id(d.profiles[i]) for i in live}
        removed = [live[j % len(live)] for j in drop] if live else []
        added = [POOL[n] for n in dict.fromkeys(add) if id(POOL[n]) not in here]
        changed = d.changed(removed, added)
        assert changed is not None
        d = changed
    return d


step = st.tuples(
    st.lists(st.integers(0, 200), max_size=3),
    st.lists(st.integers(0, len(POOL) - 1), max_size=3),
)


@pytest.fixture(params=["sorted again", "put in place", "put in place at once"])
def long_lists(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every way a change puts entries into a list: every list short enough to sort again,
    or every one long enough for each entry to find its place by bisection, or for the
    places of all to be searched at once."""
    if request.param != "sorted again":
        monkeypatch.setattr(table_merge, "_INSERT_INTO", 0)
        monkeypatch.setattr(table_merge, "_INSERT_SHARE", 0)
        at_once = request.param == "put in place at once"
        monkeypatch.setattr(table_merge, "_SEARCH_SHARE", 1 << 40 if at_once else 0)


@settings(
    max_examples=40, deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)  # fmt: skip
@given(
    start=st.lists(st.integers(0, len(POOL) - 1), min_size=1, max_size=40, unique=True),
    steps=st.lists(step, min_size=1, max_size=4),
)
def test_any_changes_index_as_a_build_from_scratch(
    long_lists: None, start: list[int], steps: list[tuple[list[int], list[int]]]
) -> None:
    d = laid_over(start, steps)
    visible = [d.profiles[i] for i in shown(d)]
    scratch = build_indexes(visible, KEYS)
    assert canonical(d.ix, d.profiles) == canonical(scratch, visible)


def test_profiles_that_bring_no_new_word_take_the_next_ids_and_index_exactly_as_one_build(
    long_lists: None,
) -> None:
    added = [msgspec.structs.replace(p, id=f"{p.id}-2", name=f"{p.name} Second", source="b.json")
             for p in POOL[:3]]  # fmt: skip
    d = Directory(POOL, keys=KEYS).changed([], added)
    assert d is not None and len(d) == len(POOL) + 3
    whole = build_indexes([*POOL, *added], KEYS)
    for f in fields(Indexes):
        laid, built = getattr(d.ix, f.name), getattr(whole, f.name)
        if isinstance(laid, Table):
            assert laid.keys_list == built.keys_list, f.name
            assert laid.offsets.tolist() == built.offsets.tolist(), f.name
            assert {c: v.tolist() for c, v in laid.columns.items()} == {
                c: v.tolist() for c, v in built.columns.items()
            }, f.name
        elif isinstance(laid, Packed):
            assert list(laid) == list(built), f.name
        elif isinstance(laid, np.ndarray):
            assert laid.tolist() == built.tolist(), f.name
        else:
            assert laid == built, f.name
    assert len(d.ix.figures) == len(FIGURES)


def _reply(engine: Engine, question: str) -> str:
    return reply_text(render(engine.answer(question, addressed=True)))


@pytest.mark.parametrize("seed", [1, 2])
def test_every_question_is_answered_as_from_scratch_after_changes(seed: int) -> None:
    rng = random.Random(seed)
    questions = [json.loads(line)["question"] for n in SETS[:2]
                 for line in (ROOT / "benchmarks" / f"everyday-{n}.jsonl").open()]  # fmt: skip
    start = rng.sample(range(len(POOL)), len(POOL) // 2)
    steps = [([rng.randrange(200) for _ in range(2)], rng.sample(range(len(POOL)), 4))
             for _ in range(3)]  # fmt: skip
    d = laid_over(start, steps)
    scratch = Directory([d.profiles[i] for i in shown(d)], keys=KEYS)
    laid, fresh = Engine(d), Engine(scratch)
    differ = [q for q in questions if _reply(laid, q) != _reply(fresh, q)]
    assert differ == []


def test_a_removed_profile_is_found_by_nothing_and_an_added_one_by_everything() -> None:
    gone, new = POOL[0], POOL[-1]
    d = Directory(POOL[:-1], keys=KEYS).changed([0], [new])
    assert d is not None
    engine = Engine(d)
    assert engine.answer(f"!profile {gone.name}").headline == (
        f"Nobody here is called “{gone.name.lower()}”."
    )
    assert engine.answer(f"!profile {new.name}").names == [new.name]
    everyone = engine.answer("list everyone").names
    assert gone.name not in everyone and new.name in everyone
    assert engine.answer("how many profiles are there").headline == f"{len(POOL) - 1} profiles in all."
    assert d.text is not None
    assert len(POOL) - 1 in d.text.search(words(new.headline or ""), limit=len(POOL)).tolist()
    assert 0 not in d.text.search(words(gone.headline or ""), limit=len(POOL)).tolist()


def test_a_name_is_spelled_as_its_first_holder_spells_it_as_people_come_and_go() -> None:
    def person(n: int, company: str, years: int) -> Profile:
        return msgspec.structs.replace(
            POOL[n], id=f"p{n}", company=company, coding_years=years, source=f"p{n}.json"
        )

    d = Directory([person(0, "Google", 3), person(1, "Kestrel", 5)], keys=KEYS)
    assert d.ix.company_display["google"] == "Google"
    more = d.changed([], [person(2, "GOOGLE", 10)])
    assert more is not None and more.ix.company_display["google"] == "GOOGLE"
    fewer = more.changed([2], [])
    assert fewer is not None and fewer.ix.company_display["google"] == "Google"
    none = fewer.changed([0], [])
    assert none is not None and "google" not in none.ix.company_display
    assert "google" not in none.ix.current


def test_fewer_years_than_none_are_unknown_laid_over_or_not() -> None:
    odd = msgspec.structs.replace(POOL[1], id="odd", coding_years=-3, source="odd.json")
    d = Directory(POOL[:5], keys=KEYS).changed([], [odd])
    assert d is not None
    whole = build_indexes([*POOL[:5], odd], KEYS)
    assert d.ix.by_years.tolist() == whole.by_years.tolist()
    assert d.ix.by_years[-1] == 5  # last, with the unknown
