"""A stored snapshot is built again when the vocabularies it was built with change."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.snapshot import build
from bot.snapshot.load import load_snapshot
from tests.conftest import FIXTURES, copy_profiles


def test_a_changed_vocabulary_builds_the_indexes_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "profiles"
    copy_profiles(FIXTURES / "profiles", data)
    load_snapshot(data, cache=True)
    assert load_snapshot(data, cache=True).from_cache
    monkeypatch.setattr(build, "vocab_digest", lambda: "another vocabulary")
    assert not load_snapshot(data, cache=True).from_cache
    assert load_snapshot(data, cache=True).from_cache


def test_a_reload_after_the_vocabulary_changed_loads_everything_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "profiles"
    copy_profiles(FIXTURES / "profiles", data)
    first = load_snapshot(data, cache=True)
    assert load_snapshot(data, cache=True, previous=first) is first
    monkeypatch.setattr(build, "vocab_digest", lambda: "another vocabulary")
    again = load_snapshot(data, cache=True, previous=first)
    assert again is not first and not again.from_cache and again.vocab == "another vocabulary"
