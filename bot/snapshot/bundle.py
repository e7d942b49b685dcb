"""The file format of the stored snapshot: named arrays and a small header in one file.

Arrays sit at aligned offsets after a msgpack header that names each one's type,
offset and length, so that any of them can be read into memory or mapped and paged
in only where a question reads it (the records).

A checksum (SHA-256 over the header and each array) is written with the file and
checked on every read: a file altered on disk is refused, not served. SHA-256 because
it runs on the CPU's own instructions here, at twice the speed of BLAKE2b.

A mapped array is never a view of the bundle file itself: a file rewritten in place
(`cp` over it, `rsync --inplace`) would be cut short under the mapping, and the next
read of a page past its new end kills the process with SIGBUS. It is copied to a
file of its own that has no name, which nobody else can open, and that is mapped.
"""

from __future__ import annotations

import hashlib
import mmap
import os
import struct
import tempfile
from collections.abc import Collection, Iterable, Mapping
from pathlib import Path
from typing import Any, BinaryIO, NamedTuple

import msgspec
import numpy as np

_MAGIC = b"PROFBOT2"
_FAMILY = b"PROFBOT"  # the magic of every version: an older one is not damage
_HEAD = struct.Struct("<8sQ32s")  # magic, header length, checksum
_ALIGN = 4096
_CHUNK = 8 << 20  # bytes copied at a time into the private copy

_Entry = tuple[str, np.dtype, int, int]  # name, type, offset in the file, length


class BundleError(ValueError):
    """A file that is not a whole, unaltered bundle; the message says what is wrong."""


class OtherVersion(Exception):
    """A bundle written by another version of the format."""


def _checksum(header: bytes, digests: list[bytes]) -> bytes:
    return hashlib.sha256(header + b"".join(digests)).digest()


class Streamed(NamedTuple):
    """An array too large to hold, written from its bytes as they are read: its dtype, how
    many items it has, and its bytes in pieces, in order."""

    dtype: str
    length: int
    pieces: Iterable[bytes]


def write_bundle(
    path: Path, meta: dict[str, Any], arrays: Mapping[str, np.ndarray | Streamed]
) -> None:
    """meta (msgpack-able) and arrays in one file at path, written in place by the caller's
    atomic write (see bot.snapshot.cache)."""
    table: dict[str, tuple[str, int, int]] = {}
    offset = 0
    contiguous = {
        name: arr if isinstance(arr, Streamed) else np.ascontiguousarray(arr)
        for name, arr in arrays.items()
    }
    for name, arr in contiguous.items():
        dtype = np.dtype(arr.dtype)
        length = arr.length if isinstance(arr, Streamed) else len(arr)
        table[name] = (dtype.str, offset, length)
        offset += -(-(length * dtype.itemsize) // 64) * 64
    header = msgspec.msgpack.encode({"meta": meta, "arrays": table})
    start = -(-(_HEAD.size + len(header)) // _ALIGN) * _ALIGN
    digests = []
    with open(path, "wb") as fh:
        fh.seek(_HEAD.size)
        fh.write(header)
        for name, arr in contiguous.items():
            fh.seek(start + table[name][1])
            digest = hashlib.sha256()
            pieces = arr.pieces if isinstance(arr, Streamed) else [memoryview(arr).cast("B")]
            written = 0
            for piece in pieces:
                digest.update(piece)
                fh.write(piece)
                written += len(piece)
            if written != table[name][2] * np.dtype(table[name][0]).itemsize:
                raise OSError(f"the array {name} was cut short while it was written")
            digests.append(digest.digest())
        fh.truncate(start + offset)
        fh.seek(0)  # the checksum last: a bundle cut short is never taken for whole
        fh.write(_HEAD.pack(_MAGIC, len(header), _checksum(header, digests)))


def read_bundle(
    path: Path, mapped: Collection[str] = ()
) -> tuple[dict[str, Any], dict[str, np.ndarray]]:
    """The meta and arrays of a bundle. Arrays named in `mapped` are read-only views of a
    mapped private copy, paged in where they are read; the others are read into memory of
    their own. Raises BundleError when the file is not a whole, unaltered bundle,
    OtherVersion when another version wrote it, OSError when it cannot be read."""
    with open(path, "rb") as fh:
        size = os.fstat(fh.fileno()).st_size
        if size < _HEAD.size:
            raise BundleError("it is not a snapshot file")
        magic, length, checksum = _HEAD.unpack(fh.read(_HEAD.size))
        if magic != _MAGIC:
            if magic.startswith(_FAMILY):
                raise OtherVersion(magic.decode("ascii", "replace"))
            raise BundleError("it is not a snapshot file")
        if _HEAD.size + length > size:
            raise BundleError("its header runs past the end of the file")
        header = fh.read(length)
        try:
            head = msgspec.msgpack.decode(header)
        except msgspec.DecodeError as exc:
            raise BundleError(f"its header is not readable: {exc}") from exc
        if not isinstance(head, dict) or not isinstance(head.get("arrays"), dict):
            raise BundleError("its header has no table of arrays")
        table = _table(head["arrays"], -(-(_HEAD.size + length) // _ALIGN) * _ALIGN, size)
        digests: dict[str, bytes] = {}
        private = _private_copy(path, fh, [e for e in table if e[0] in mapped], digests)
        arrays = {}
        for name, kind, at, count in table:
            if private is not None and name in private:
                arrays[name] = private[name]
                continue
            arr = np.empty(count, kind)
            fh.seek(at)
            if fh.readinto(memoryview(arr).cast("B")) != arr.nbytes:
                raise BundleError(f"the array {name} runs past the end of the file")
            digests[name] = hashlib.sha256(memoryview(arr).cast("B")).digest()
            arrays[name] = arr
    if _checksum(header, [digests[e[0]] for e in table]) != checksum:
        raise BundleError("its checksum does not match its contents")
    return head.get("meta") or {}, arrays


def _table(arrays: dict[Any, Any], start: int, size: int) -> list[_Entry]:
    """The header's table of arrays, each checked to lie within the file."""
    table = []
    for name, entry in arrays.items():
        try:
            dtype, offset, count = entry
            kind, at, count = np.dtype(dtype), start + int(offset), int(count)
        except (TypeError, ValueError) as exc:
            raise BundleError(f"the array {name} has no valid type and place") from exc
        if kind.hasobject or count < 0 or int(offset) < 0:
            raise BundleError(f"the array {name} has no valid type and place")
        if at + kind.itemsize * count > size:
            raise BundleError(f"the array {name} runs past the end of the file")
        table.append((str(name), kind, at, count))
    return table


def _private_copy(
    path: Path, fh: BinaryIO, table: list[_Entry], digests: dict[str, bytes]
) -> dict[str, np.ndarray] | None:
    """The arrays of table as read-only views of a mapped copy that has no name, made beside
    path, each one's digest put in digests; None when there are none, or when no such file
    can be made there (the caller then reads them into memory)."""
    if not table:
        return None
    try:
        with tempfile.TemporaryFile(dir=path.parent) as copy:
            return _copy_and_map(fh, copy, table, digests)
    except OSError:
        return None


def _copy_and_map(
    fh: BinaryIO, copy: BinaryIO, table: list[_Entry], digests: dict[str, bytes]
) -> dict[str, np.ndarray]:
    places, end = [], 0
    buffer = bytearray(_CHUNK)
    for name, kind, at, count in table:
        places.append((name, kind, end, count))
        fh.seek(at)
        left = kind.itemsize * count
        digest = hashlib.sha256()
        while left:
            got = fh.readinto(memoryview(buffer)[: min(left, _CHUNK)])
            if not got:
                raise BundleError(f"the array {name} runs past the end of the file")
            digest.update(memoryview(buffer)[:got])
            copy.write(memoryview(buffer)[:got])
            left -= got
        digests[name] = digest.digest()
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
