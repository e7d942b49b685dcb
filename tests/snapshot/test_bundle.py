"""The stored snapshot's file format: arrays and meta back as they were written."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from bot.snapshot.bundle import read_bundle, write_bundle


def write_sample(path: Path) -> None:
    write_bundle(
        path, {"format": 1, "names": ["a", "b"]},
        {"records.data": np.arange(100, dtype=np.uint8), "ids": np.array([3, 1, 2], np.int32)},
    )  # fmt: skip


def test_a_mapped_array_is_a_private_copy_that_outlives_the_file(tmp_path: Path) -> None:
    path = tmp_path / "b.cache"
    write_sample(path)
    meta, arrays = read_bundle(path, mapped={"records.data"})
    path.write_bytes(b"")  # cut short in place: the copy is untouched
    assert meta == {"format": 1, "names": ["a", "b"]}
    assert arrays["records.data"].tolist() == list(range(100))
    assert arrays["records.data"].flags.writeable is False
    assert arrays["ids"].tolist() == [3, 1, 2]


def test_mapped_arrays_are_read_into_memory_where_no_copy_can_be_made(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def refuse(*args: object, **kwargs: object) -> None:
        raise PermissionError("read-only")

    path = tmp_path / "b.cache"
    write_sample(path)
    monkeypatch.setattr("tempfile.TemporaryFile", refuse)
    _, arrays = read_bundle(path, mapped={"records.data"})
    assert arrays["records.data"].tolist() == list(range(100))
    assert arrays["records.data"].flags.writeable is True
