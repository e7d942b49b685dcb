"""The load cache: unchanged files are not parsed again, and answers stay the same."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from bot.profiles.model import to_dict
from bot.render.embeds import render
from bot.snapshot.cache import FILES_NAME, INDEX_NAME, cache_path
from bot.snapshot.load import load_snapshot
from tests.conftest import FIXTURES

QUESTIONS = (
    "!who knows triton", "!profile zhao", "anyone from nvidia", "who went to SJTU",
    "who knows python in Shanghai", "who has more than 5 years of experience",
    "who contributed to golang/go", "compare wei and siobhan",
)  # fmt: skip


@pytest.fixture
def data(tmp_path: Path) -> Path:
    root = tmp_path / "profiles"
    shutil.copytree(FIXTURES / "profiles", root, ignore=shutil.ignore_patterns(".*"))
    return root


def answers(snapshot: object) -> list[object]:
    engine = snapshot.engine  # type: ignore[attr-defined]
    return [
        [e.to_dict() for e in render(engine.answer(q, addressed=True)).embeds] for q in QUESTIONS
    ]


def test_second_load_parses_nothing_and_answers_the_same(data: Path) -> None:
    fresh = load_snapshot(data)
    first = load_snapshot(data, cache=True)
    assert (first.report.parsed, first.from_cache) == (15, False)
    assert cache_path(data, FILES_NAME).exists() and cache_path(data, INDEX_NAME).exists()
    second = load_snapshot(data, cache=True)
    assert (second.report.parsed, second.from_cache) == (0, True)
    assert [to_dict(p) for p in second.report.profiles] == [
        to_dict(p) for p in fresh.report.profiles
    ]
    assert second.report.warnings == fresh.report.warnings
    assert answers(second) == answers(fresh)


def test_a_changed_file_alone_is_parsed_again(data: Path) -> None:
    load_snapshot(data, cache=True)
    wei = data / "wei-zhao.txt"
    wei.write_text(wei.read_text().replace("Senior GPU Compiler Engineer at NVIDIA", "CTO at Acme"))
    again = load_snapshot(data, cache=True)
    assert (again.report.parsed, again.from_cache) == (1, False)
    assert again.engine.answer("who works at acme", addressed=True).names == ["Wei Zhao"]
    # The stored snapshot stays that of the files before: the change is laid over it again.
    third = load_snapshot(data, cache=True)
    assert (third.report.parsed, third.cache.state) == (1, "laid")
    assert third.engine.answer("who works at acme", addressed=True).names == ["Wei Zhao"]


def test_a_deleted_file_removes_its_profile(data: Path) -> None:
    load_snapshot(data, cache=True)
    (data / "wei-zhao.txt").unlink()
    again = load_snapshot(data, cache=True)
    assert len(again.report.profiles) == 14
    assert again.engine.answer("!profile wei zhao").card is None


@pytest.mark.parametrize("name", [FILES_NAME, INDEX_NAME])
def test_a_broken_cache_is_rebuilt(data: Path, name: str) -> None:
    fresh = load_snapshot(data)
    load_snapshot(data, cache=True)
    cache_path(data, name).write_bytes(b"\x00garbage\xff" * 10)
    again = load_snapshot(data, cache=True)
    assert answers(again) == answers(fresh)
    assert load_snapshot(data, cache=True).from_cache is True


def test_an_unwritable_place_still_loads(data: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*args: object, **kwargs: object) -> None:
        raise PermissionError("read-only")

    monkeypatch.setattr("tempfile.mkstemp", refuse)
    snapshot = load_snapshot(data, cache=True)
    assert len(snapshot.report.profiles) == 15
    assert not cache_path(data, FILES_NAME).exists()


def test_the_caches_live_in_one_hidden_folder(data: Path) -> None:
    profiles = sorted(p.name for p in data.iterdir())
    load_snapshot(data, cache=True)
    assert sorted(p.name for p in data.iterdir()) == sorted([*profiles, ".profile-bot"])
    snapshot = load_snapshot(data, cache=True)
    text = f"text-{snapshot.report.fingerprint[:24]}"
    assert sorted(p.name for p in (data / ".profile-bot").iterdir()) == [
        "files.cache", "snapshot.cache", text, "text.lock",
    ]  # fmt: skip
    assert cache_path(data, INDEX_NAME) == data / ".profile-bot" / "snapshot.cache"
    assert load_snapshot(data, cache=True).from_cache is True


def test_loose_caches_of_an_older_version_are_removed(data: Path) -> None:
    (data / ".profile-bot-files.cache").write_bytes(b"old")
    (data / ".profile-bot-index.cache").write_bytes(b"old")
    (data / ".profile-bot-text.cache").mkdir()
    (data / ".profile-bot-text.cache" / "meta.json").write_text("{}")
    load_snapshot(data, cache=True)
    assert sorted(p.name for p in data.iterdir() if p.name.startswith(".")) == [".profile-bot"]


def test_a_single_file_keeps_its_cache_beside_it(data: Path) -> None:
    one = data / "mei-lin.txt"
    load_snapshot(one, cache=True)
    text = f"text-{load_snapshot(one, cache=True).report.fingerprint[:24]}"
    assert sorted(p.name for p in (data / ".profile-bot" / "mei-lin.txt").iterdir()) == [
        "files.cache", "snapshot.cache", text, "text.lock",
    ]  # fmt: skip
    assert sorted(p.name for p in data.iterdir() if p.name.startswith(".")) == [".profile-bot"]
    assert load_snapshot(one, cache=True).from_cache is True
    os.utime(one, (1, 1))
    assert load_snapshot(one, cache=True).report.parsed == 1


def test_a_large_directory_is_indexed_in_a_child_process(
    data: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The parent maps what the child stored: same records, same answers, nothing parsed
    in the parent; the next start reads it back."""
    import bot.search.directory
    import bot.snapshot.build
    import bot.snapshot.load

    def not_indexed(*args: object, **kwargs: object) -> None:
        raise AssertionError("indexed in the parent")

    def not_parsed(*args: object, **kwargs: object) -> None:
        raise AssertionError("parsed in the parent")

    fresh = load_snapshot(data)
    monkeypatch.setattr(bot.snapshot.load, "BUILD_ELSEWHERE_BYTES", 0)
    monkeypatch.setattr(bot.search.directory, "build_indexes", not_indexed)
    monkeypatch.setattr(bot.snapshot.build, "load_profiles", not_parsed)
    first = load_snapshot(data, cache=True)
    assert (first.report.parsed, first.from_cache, len(first.report.profiles)) == (15, False, 15)
    assert [to_dict(p) for p in first.report.profiles] == [to_dict(p) for p in fresh.report.profiles]
    assert answers(first) == answers(fresh)
    assert load_snapshot(data, cache=True).from_cache is True


def test_a_missing_root_is_reported_and_leaves_no_cache(tmp_path: Path) -> None:
    for _ in range(2):
        snapshot = load_snapshot(tmp_path / "missing", cache=True)
        assert [r.reason for r in snapshot.report.rejected] == ["no such file or directory"]
        assert len(snapshot.report.profiles) == 0
    assert list(tmp_path.iterdir()) == []


def test_a_file_rewritten_to_the_same_size_and_times_is_parsed_again(data: Path) -> None:
    """`touch -r` restores a file's modification time but cannot restore its change time."""
    wei = data / "wei-zhao.txt"
    before = wei.stat()
    assert load_snapshot(data, cache=True).engine.answer("who works at nvidia").names[:1] == [
        "Wei Zhao"
    ]
    text = wei.read_text()
    same_size = text.replace("Senior GPU Compiler Engineer at NVIDIA", "Senior GPU Compiler Engineer at ACMEIA")
    assert len(same_size) == len(text)
    wei.write_text(same_size)
    os.utime(wei, ns=(before.st_atime_ns, before.st_mtime_ns))
    assert (wei.stat().st_size, wei.stat().st_mtime_ns) == (before.st_size, before.st_mtime_ns)
    again = load_snapshot(data, cache=True)
    assert (again.report.parsed, again.from_cache) == (1, False)
    assert again.engine.answer("who works at acmeia", addressed=True).names == ["Wei Zhao"]
