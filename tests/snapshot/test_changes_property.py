"""Property test: after any sequence of profiles added, updated and removed, in servers or
shared, through the same calls the commands make and reloaded as the bot reloads (stored
snapshot and parse cache on), with starts of the bot between them, every server answers
exactly as a snapshot built from scratch from the same files does."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.profiles import uploads
from bot.snapshot.load import Snapshot, load_snapshot

NAMES = ("Ada Quill", "Bruno Sato", "Chiara Neri", "Dev Patel", "Elif Kaya", "Farah Aziz")
SKILLS = ("rust", "python", "kubernetes", "cuda")
COMPANIES = ("Google", "Stripe", "Kestrel")
PLACES = ("Berlin, Germany", "Lisbon, Portugal", "Toronto, Canada")
GUILDS = (11, 22)
QUESTIONS = (
    *(f"who knows {s}" for s in SKILLS),
    *(f"who works at {c}" for c in COMPANIES),
    "who is based in berlin", "how many profiles are there", "list everyone",
    *(f"!profile {n.split()[0].lower()}" for n in NAMES),
)


@st.composite
def record(draw: st.DrawFn) -> dict[str, object]:
    name = draw(st.sampled_from(NAMES))
    skills = draw(st.lists(st.sampled_from(SKILLS), max_size=3, unique=True))
    return {
        "id": name.split()[0].lower(), "name": name,
        "headline": f"Engineer at {draw(st.sampled_from(COMPANIES))}",
        "company": draw(st.sampled_from(COMPANIES)), "location": draw(st.sampled_from(PLACES)),
        "coding_years": draw(st.integers(0, 20)),
        "skills": [{"name": s, "score": draw(st.integers(1, 10))} for s in skills],
    }  # fmt: skip


# One change: add (or update) a record in a server or among the shared files, or remove the
# profile of one name from a server; or a start of the bot, which lays the changes since the
# stored snapshot over it.
change = st.one_of(
    st.tuples(st.just("add"), st.sampled_from((None, *GUILDS)), record()),
    st.tuples(st.just("remove"), st.sampled_from(GUILDS), st.sampled_from(NAMES)),
    st.tuples(st.just("restart"), st.none(), st.none()),
)


def _apply(root: Path, snap: Snapshot, step: tuple[str, int | None, object]) -> None:
    kind, guild, what = step
    view = snap.engine.directory.seen_from(guild)
    own = [view.profiles[i] for i in (view.own(guild) if guild else [])]
    if kind == "add":
        assert isinstance(what, dict)
        data = json.dumps(what).encode()
        if guild is None:  # a shared file changed by hand
            (root / f"{what['id']}.json").write_bytes(data)
        else:
            outcome = uploads.add(root, guild, f"{what['id']}.json", data, own)
            assert outcome.action in ("added", "updated"), outcome
        return
    gone = [p for p in own if p.name == what]
    if gone:
        assert uploads.remove(root, guild, gone[0]) is None


def _answers(snap: Snapshot) -> list[tuple[object, ...]]:
    out = []
    for guild in (None, *GUILDS):
        for q in QUESTIONS:
            a = snap.engine.answer(q, addressed=True, guild=guild)
            out.append((guild, q, a.intent, a.headline, tuple(a.names)))
    return out


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(start=st.lists(record(), min_size=1, max_size=4), steps=st.lists(change, max_size=6))
def test_changes_reloaded_answer_as_a_snapshot_built_from_scratch(
    tmp_path_factory: object, start: list[dict[str, object]], steps: list[tuple]
) -> None:
    root = tmp_path_factory.mktemp("data")  # type: ignore[attr-defined]
    for r in start:
        (root / f"{r['id']}.json").write_text(json.dumps(r))
    snap = load_snapshot(root, cache=True)
    for step in steps:
        if step[0] == "restart":
            snap = load_snapshot(root, cache=True)
        else:
            _apply(root, snap, step)
            snap = load_snapshot(root, cache=True, previous=snap)
        scratch_root = tmp_path_factory.mktemp("scratch")  # type: ignore[attr-defined]
        shutil.copytree(root, scratch_root, dirs_exist_ok=True,
                        ignore=shutil.ignore_patterns(".*"))  # fmt: skip
        scratch = load_snapshot(scratch_root, cache=False)
        assert _answers(snap) == _answers(scratch)
