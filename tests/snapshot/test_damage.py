"""A stored snapshot that was altered is never served: one warning names the file and why, and
the files are loaded and indexed again."""

from __future__ import annotations

import logging
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import msgspec
import numpy as np
import pytest

from bot.render.embeds import render
from bot.snapshot.bundle import _ALIGN, _HEAD, read_bundle, write_bundle
from bot.snapshot.cache import INDEX_NAME, cache_path
from bot.snapshot.load import Snapshot, load_snapshot
from tests.conftest import FIXTURES

QUESTIONS = (
    "!who knows triton", "!profile wei zhao", "anyone from nvidia", "who went to SJTU",
    "who knows python in Shanghai", "who knows cuda",
)  # fmt: skip
Change = Callable[[dict[str, Any], dict[str, np.ndarray]], None]


@pytest.fixture
def data(tmp_path: Path) -> Path:
    root = tmp_path / "profiles"
    shutil.copytree(FIXTURES / "profiles", root, ignore=shutil.ignore_patterns(".*"))
    return root


def answers(snapshot: Snapshot) -> list[object]:
    return [
        [e.to_dict() for e in render(snapshot.engine.answer(q, addressed=True)).embeds]
        for q in QUESTIONS
    ]


def place(path: Path, name: str) -> int:
    """Where an array's bytes begin in the file."""
    raw = path.read_bytes()
    _, length, *_ = _HEAD.unpack_from(raw)
    head = msgspec.msgpack.decode(raw[_HEAD.size : _HEAD.size + length])
    start = -(-(_HEAD.size + length) // _ALIGN) * _ALIGN
    return start + head["arrays"][name][1]


def flip_record_byte(path: Path) -> None:
    raw = bytearray(path.read_bytes())
    at = raw.index(b"Wei Zhao")
    raw[at] ^= 0x20
    path.write_bytes(bytes(raw))


def rewrite_a_score(path: Path) -> None:
    raw = bytearray(path.read_bytes())
    at = place(path, "skills.col.score")
    raw[at] = 10 - raw[at] if raw[at] != 5 else 9
    path.write_bytes(bytes(raw))


def cut_short(path: Path) -> None:
    raw = path.read_bytes()
    path.write_bytes(raw[: len(raw) // 10])


def garbage(path: Path) -> None:
    path.write_bytes(b"\x00garbage\xff" * 10)


def rewritten(change: Change) -> Callable[[Path], None]:
    """A change written back whole, with a checksum that matches it."""

    def tamper(path: Path) -> None:
        meta, arrays = read_bundle(path)
        change(meta, arrays)
        write_bundle(path, meta, arrays)

    tamper.__name__ = change.__name__
    return tamper


def offsets_past_the_data(meta: dict[str, Any], arrays: dict[str, np.ndarray]) -> None:
    arrays["records.offsets"][-1] += 1000


def offsets_backwards(meta: dict[str, Any], arrays: dict[str, np.ndarray]) -> None:
    arrays["records.offsets"][3] = arrays["records.offsets"][2] - 1


def posting_out_of_range(meta: dict[str, Any], arrays: dict[str, np.ndarray]) -> None:
    arrays["skills.col.order"][0] = 15


def place_out_of_range(meta: dict[str, Any], arrays: dict[str, np.ndarray]) -> None:
    arrays["skills.col.pos"][0] = -1


def rank_out_of_range(meta: dict[str, Any], arrays: dict[str, np.ndarray]) -> None:
    arrays["name_rank"][0] = 99


def a_field_of_the_wrong_kind(meta: dict[str, Any], arrays: dict[str, np.ndarray]) -> None:
    meta["state"]["skill_display"] = ["triton"]


def a_field_missing(meta: dict[str, Any], arrays: dict[str, np.ndarray]) -> None:
    del meta["state"]["repo_names"]


def an_array_missing(meta: dict[str, Any], arrays: dict[str, np.ndarray]) -> None:
    del arrays["by_name"]


def fewer_names_than_people(meta: dict[str, Any], arrays: dict[str, np.ndarray]) -> None:
    arrays["names.offsets"] = arrays["names.offsets"][:-1]


TAMPERS = [
    (flip_record_byte, "its checksum does not match its contents"),
    (rewrite_a_score, "its checksum does not match its contents"),
    (cut_short, "its header runs past the end of the file"),
    (garbage, "it is not a snapshot file"),
    (rewritten(offsets_past_the_data), "records.offsets run past the end of records.data"),
    (rewritten(offsets_backwards), "records.offsets go backwards"),
    (rewritten(posting_out_of_range), "skills.col.order names people outside the 15 profiles"),
    (rewritten(place_out_of_range), "skills.col.pos holds places outside their lists"),
    (rewritten(rank_out_of_range), "name_rank names people outside the 15 profiles"),
    (rewritten(a_field_of_the_wrong_kind), "the field skill_display: Expected `object`, got `array`"),
    (rewritten(a_field_missing), "the field repo_names is missing"),
    (rewritten(an_array_missing), "the field by_name is missing"),
    (rewritten(fewer_names_than_people), "names.offsets hold 14 entries, not 15"),
]


@pytest.mark.parametrize(("tamper", "reason"), TAMPERS, ids=[t.__name__ for t, _ in TAMPERS])
def test_an_altered_snapshot_is_rebuilt_with_one_warning(
    data: Path, caplog: pytest.LogCaptureFixture, tamper: Callable[[Path], None], reason: str
) -> None:
    fresh = answers(load_snapshot(data))
    load_snapshot(data, cache=True)
    stored = cache_path(data, INDEX_NAME)
    tamper(stored)
    caplog.clear()
    with caplog.at_level(logging.WARNING):
        again = load_snapshot(data, cache=True)
    assert [(r.levelname, r.getMessage()) for r in caplog.records] == [
        ("WARNING", f"the load cache {stored} was damaged ({reason}); rebuilding it from the files")
    ]
    assert (again.from_cache, again.cache.damage) == (False, reason)
    assert answers(again) == fresh
    after = load_snapshot(data, cache=True)
    assert (after.from_cache, after.cache.damage) == (True, "")
    assert answers(after) == fresh
