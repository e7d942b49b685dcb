"""The file format of the stored snapshot: named arrays and a small header in one file.

Arrays sit at aligned offsets after a msgpack header that names each one's type,
offset and length, so that any of them can be read into memory or mapped and paged
in only where a question reads it (the records).

A mapped array is never a view of the bundle file itself: a file rewritten in place
(`cp` over it, `rsync --inplace`) would be cut short under the mapping, and the next
read of a page past its new end kills the process with SIGBUS. It is copied to a
file of its own that has no name, which nobody else can open, and that is mapped.
"""

from __future__ import annotations

import mmap
import os
import struct
import tempfile
from collections.abc import Collection, Mapping
from pathlib import Path
from typing import Any, BinaryIO

import msgspec
import numpy as np

_MAGIC = b"PROFBOT1"
_HEAD = struct.Struct("<8sQ")
_ALIGN = 4096
_CHUNK = 8 << 20  # bytes copied at a time into the private copy

def write_bundle(path: Path, meta: dict[str, Any], arrays: Mapping[str, np.ndarray]) -> None:
    """meta (msgpack-able) and arrays in one file at path, written in place by the caller's
    atomic write (see bot.snapshot.cache)."""
    table: dict[str, tuple[str, int, int]] = {}
    offset = 0
    for name, arr in arrays.items():
        arr = np.ascontiguousarray(arr)
        table[name] = (arr.dtype.str, offset, len(arr))
        offset += -(-arr.nbytes // 64) * 64
    header = msgspec.msgpack.encode({"meta": meta, "arrays": table})
    start = -(-(_HEAD.size + len(header)) // _ALIGN) * _ALIGN
    with open(path, "wb") as fh:
        fh.write(_HEAD.pack(_MAGIC, len(header)))
        fh.write(header)
        for name, arr in arrays.items():
            fh.seek(start + table[name][1])
            fh.write(np.ascontiguousarray(arr).tobytes())
        fh.truncate(start + offset)


def read_bundle(
    path: Path, mapped: Collection[str] = ()
) -> tuple[dict[str, Any], dict[str, np.ndarray]]:
    """The meta and arrays of a bundle. Arrays named in `mapped` are read-only views of a
    mapped private copy, paged in where they are read; the others are read into memory of
    their own.
    Raises ValueError or OSError when the file is not a whole bundle."""
    with open(path, "rb") as fh:
        size = os.fstat(fh.fileno()).st_size
        if size < _HEAD.size:
            raise ValueError("too short")
        magic, length = _HEAD.unpack(fh.read(_HEAD.size))
        if magic != _MAGIC or _HEAD.size + length > size:
            raise ValueError("not a bundle")
        try:
            head = msgspec.msgpack.decode(fh.read(length))
        except msgspec.DecodeError as exc:
            raise ValueError(str(exc)) from exc
        if not isinstance(head, dict) or not isinstance(head.get("arrays"), dict):
            raise ValueError("no array table")
        start = -(-(_HEAD.size + length) // _ALIGN) * _ALIGN
        table = []
        for name, (dtype, offset, count) in head["arrays"].items():
            kind, at, count = np.dtype(dtype), start + int(offset), int(count)
            if kind.hasobject or count < 0 or at + kind.itemsize * count > size:
                raise ValueError(f"array {name} does not fit the file")
            table.append((name, kind, at, count))
        private = _private_copy(path, fh, [t for t in table if t[0] in mapped])
        arrays = {}
        for name, kind, at, count in table:
            if private is not None and name in private:
                arrays[name] = private[name]
                continue
            arr = np.empty(count, kind)
            fh.seek(at)
            if fh.readinto(memoryview(arr).cast("B")) != arr.nbytes:
                raise ValueError(f"array {name} is cut short")
            arrays[name] = arr
    return head.get("meta") or {}, arrays


def _private_copy(
    path: Path, fh: BinaryIO, table: list[tuple[str, np.dtype, int, int]]
) -> dict[str, np.ndarray] | None:
    """The arrays of table as read-only views of a mapped copy that has no name, made beside
    path; None when there are none, or when no such file can be made there (the caller
    then reads them into memory)."""
    if not table:
        return None
    try:
        with tempfile.TemporaryFile(dir=path.parent) as copy:
            return _copy_and_map(fh, copy, table)
    except OSError:
        return None


def _copy_and_map(
    fh: BinaryIO, copy: BinaryIO, table: list[tuple[str, np.dtype, int, int]]
) -> dict[str, np.ndarray]:
    places, end = [], 0
    buffer = bytearray(_CHUNK)
    for name, kind, at, count in table:
        places.append((name, kind, end, count))
        fh.seek(at)
        left = kind.itemsize * count
        while left:
            got = fh.readinto(memoryview(buffer)[: min(left, _CHUNK)])
            if not got:
                raise ValueError(f"array {name} is cut short")
            copy.write(memoryview(buffer)[:got])
            left -= got
        end += kind.itemsize * count
        pad = -end % 64
        copy.write(bytes(pad))
        end += pad
    copy.flush()
    if end == 0:
        return {name: np.empty(0, kind) for name, kind, _, _ in places}
    # The mapping keeps the copy alive after its file is closed.
    view = mmap.mmap(copy.fileno(), end, access=mmap.ACCESS_READ)
    return {name: np.frombuffer(view, kind, count, at) for name, kind, at, count in places}
