"""A stored snapshot is built with the profiles on disk and indexed a chunk at a time, and
stores exactly what one build of every profile in memory gives."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import numpy as np
import pytest

from bot.profiles.loader import load_profiles
from bot.search.indexes import build_indexes
from bot.search.vocab import SkillKeys, load_vocab
from bot.snapshot import build
from bot.snapshot import cache as load_cache
from bot.snapshot.load import load_snapshot
from bot.snapshot.spool import Spool
from tests.conftest import FIXTURES

ADA = {
    "id": "ada-quill", "name": "Ada Quill", "headline": "Compiler Engineer at Kestrel",
    "summary": "Writes LLVM passes and Rust tooling.", "company": "Kestrel",
    "location": "Lisbon, Portugal", "coding_years": 9,
    "skills": [{"name": "Rust", "score": 9}, {"name": "LLVM", "score": 8}],
}  # fmt: skip


@pytest.fixture
def data(tmp_path: Path) -> Path:
    """Thirty-five profiles, in four folders and three files, one id given twice and one person saved twice
    under two ids."""
    root = tmp_path / "data"
    for folder in ("profiles", "more-profiles", "lab-profiles", "infra-profiles"):
        shutil.copytree(FIXTURES / folder, root / folder, ignore=shutil.ignore_patterns(".*"))
    (root / "ada.json").write_text(json.dumps(ADA))
    newer = root / "ada-again.json"
    newer.write_text(json.dumps({**ADA, "company": "Tidewater"}))
    os.utime(newer, ns=(2 * 10**18, 2 * 10**18))
    (root / "ada-copy.json").write_text(json.dumps({**ADA, "id": "ada-q"}))
    return root


@pytest.mark.parametrize("worker_from", [10, 10**9], ids=["in a worker", "here"])
def test_a_build_in_chunks_stores_what_one_build_in_memory_gives(
    data: Path, monkeypatch: pytest.MonkeyPatch, worker_from: int
) -> None:
    monkeypatch.setattr(build, "CHUNK", 4)
    monkeypatch.setattr(build, "WORKER_FROM", worker_from)
    whole = load_profiles(data)
    built = build.build_snapshot_file(data)
    assert (built.stored, built.profiles, built.rejected) == (True, 35, 0)

    stored = load_cache.read_snapshot(data, None)
    assert stored is not None
    assert list(stored.report.profiles) == list(whole.profiles)
    assert stored.report.warnings == whole.warnings
    assert [w.replace(f"{data}/", "") for w in whole.warnings[-2:]] == [
        "ada.json: duplicate of profile 'ada-quill'; kept ada-again.json (newer)",
        "ada-copy.json: the same person as ada-again.json (same name, headline and summary): "
        "kept once",
    ]
    state = build_indexes(whole.profiles, SkillKeys(load_vocab())).state()
    for name, value in state.items():
        if isinstance(value, np.ndarray):
            assert np.array_equal(stored.state[name], value), name
        else:
            assert stored.state[name] == value, name


def test_the_bot_answers_from_a_snapshot_built_in_chunks(
    data: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(build, "CHUNK", 5)
    monkeypatch.setattr(build, "WORKER_FROM", 10)
    build.build_snapshot_file(data)
    snap = load_snapshot(data, cache=True)
    assert snap.cache.state == "valid"
    assert snap.engine.answer("who works at tidewater", addressed=True).names == ["Ada Quill"]
    assert snap.engine.answer("!profile ada quill").card is not None


def test_a_parse_cache_cut_short_is_read_again_from_the_files(data: Path) -> None:
    build.build_snapshot_file(data)
    path = load_cache.cache_path(data, load_cache.FILES_NAME)
    with open(path, "r+b") as fh:
        fh.truncate(os.path.getsize(path) // 2)
    load_cache.cache_path(data, load_cache.INDEX_NAME).unlink()
    again = build.build_snapshot_file(data)
    assert (again.parsed, again.profiles) == (37, 35)
    assert build.build_snapshot_file(data).parsed == 0


def test_a_spool_gives_back_each_profile_in_any_order(data: Path) -> None:
    profiles = list(load_profiles(data).profiles)
    with Spool(data / ".profile-bot") as spool:
        for p in profiles:
            spool.append(p)
        kept = spool.kept([5, 0, 33, 7])
        assert list(kept) == [profiles[5], profiles[0], profiles[33], profiles[7]]
        assert list(kept[1:3]) == [profiles[0], profiles[33]]
        assert spool[20] == profiles[20]
    assert sorted(p.name for p in data.iterdir()) == [
        ".profile-bot", "ada-again.json", "ada-copy.json", "ada.json", "infra-profiles",
        "lab-profiles", "more-profiles", "profiles",
    ]  # fmt: skip


def test_a_spool_left_by_a_stopped_build_is_removed_by_the_next(data: Path) -> None:
    folder = data / ".profile-bot"
    folder.mkdir()
    left = folder / "spool-4194305-x"  # above the largest process id Linux gives
    left.write_bytes(b"half a build")
    alive = folder / f"spool-{os.getpid()}-y"
    alive.write_bytes(b"a build going on")
    with Spool(folder) as spool:
        spool.append(load_profiles(data).profiles[0])
        assert sorted(p.name for p in folder.iterdir() if p != Path(spool.path)) == [alive.name]
    assert sorted(p.name for p in folder.iterdir()) == [alive.name]
