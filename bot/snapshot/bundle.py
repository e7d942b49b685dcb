"""The file format of the stored snapshot: named arrays and a small header in one file.

Arrays sit at aligned offsets after a msgpack header that names each one's type,
offset and length, so that any of them can be read into memory or left in the
file, mapped, and paged in only where a question reads it (the records).
"""

from __future__ import annotations

import mmap
import os
import struct
from collections.abc import Collection, Mapping
from pathlib import Path
from typing import Any

import msgspec
import numpy as np

_MAGIC = b"PROFBOT1"
_HEAD = struct.Struct("<8sQ")
_ALIGN = 4096

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
    """The meta and arrays of a bundle. Arrays named in `mapped` are read-only views of the
    mapped file, paged in where they are read; the others are read into memory of their own.
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
        view = mmap.mmap(fh.fileno(), 0, access=mmap.ACCESS_READ) if mapped else None
        arrays = {}
        for name, (dtype, offset, count) in head["arrays"].items():
            kind, at, count = np.dtype(dtype), start + int(offset), int(count)
            if kind.hasobject or count < 0 or at + kind.itemsize * count > size:
                raise ValueError(f"array {name} does not fit the file")
            if view is not None and name in mapped:
                arrays[name] = np.frombuffer(view, kind, count, at)
                continue
            arr = np.empty(count, kind)
            fh.seek(at)
            if fh.readinto(memoryview(arr).cast("B")) != arr.nbytes:
                raise ValueError(f"array {name} is cut short")
            arrays[name] = arr
    return head.get("meta") or {}, arrays
