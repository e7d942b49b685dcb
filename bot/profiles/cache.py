"""The load cache: parsed files, and the built indexes, stored beside the data.

Parsing a million exports and indexing them takes minutes; reading them back
takes seconds. The cache holds each file's parse result under its size and
modification time, so that only changed files are parsed again, and the built
Directory under the fingerprint of all files, so that an unchanged directory
starts without indexing. A cache that is missing, stale, from another version
or unreadable is simply rebuilt; one that cannot be written is skipped.
"""

from __future__ import annotations

import contextlib
import gc
import logging
import os
import tempfile
from array import array
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import msgspec

from bot.profiles.loader import FileResult

log = logging.getLogger(__name__)

# Bump whenever the record, the parse or the index layout changes.
FORMAT = 2
FILES_NAME = ".profile-bot-files.cache"
INDEX_NAME = ".profile-bot-index.cache"


class _Files(msgspec.Struct, array_like=True):
    format: int
    entries: dict[str, FileResult]


_ARRAY = 1  # the msgpack extension code of an array('i') of profile positions


def _enc_hook(value: Any) -> Any:
    if isinstance(value, array):
        return msgspec.msgpack.Ext(_ARRAY, value.tobytes())
    if isinstance(value, set | frozenset):
        return sorted(value)
    raise NotImplementedError(f"cannot store {type(value).__name__} in the cache")


def _ext_hook(code: int, data: memoryview) -> Any:
    if code != _ARRAY:
        raise ValueError(f"unknown cache extension {code}")
    out = array("i")
    out.frombytes(data)
    return out


_encoder = msgspec.msgpack.Encoder(enc_hook=_enc_hook)
_decoder = msgspec.msgpack.Decoder(_Files)
_index_decoder = msgspec.msgpack.Decoder(dict[str, Any], ext_hook=_ext_hook)


def cache_path(root: Path, name: str) -> Path:
    """Beside the data: inside a data directory, or next to a single data file."""
    if root.is_dir():
        return root / name
    return root.parent / f".{root.name}{name}"


@contextlib.contextmanager
def no_gc() -> Iterator[None]:
    """Millions of new objects would trigger collections that find nothing to free."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def read_files(root: Path) -> dict[str, FileResult]:
    path = cache_path(root, FILES_NAME)
    try:
        cached = _decoder.decode(path.read_bytes())
    except (OSError, msgspec.DecodeError, msgspec.ValidationError):
        return {}
    return cached.entries if cached.format == FORMAT else {}


def write_files(root: Path, entries: dict[str, FileResult]) -> None:
    _write(cache_path(root, FILES_NAME), _encoder.encode(_Files(FORMAT, entries)))


def read_index(root: Path, fingerprint: str) -> dict[str, Any] | None:
    """The stored Directory state, when it was built from exactly these files."""
    try:
        stored = _index_decoder.decode(cache_path(root, INDEX_NAME).read_bytes())
    except (OSError, ValueError, msgspec.DecodeError, msgspec.ValidationError):
        return None
    if stored.get("format") != FORMAT or stored.get("fingerprint") != fingerprint:
        return None
    state = stored.get("state")
    return state if isinstance(state, dict) else None


def write_index(root: Path, fingerprint: str, state: dict[str, Any]) -> None:
    data = {"format": FORMAT, "fingerprint": fingerprint, "state": state}
    _write(cache_path(root, INDEX_NAME), _encoder.encode(data))


def _write(path: Path, data: bytes) -> None:
    """Write atomically, so that a reader never sees half a cache; skip when not writable."""
    try:
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
        os.replace(tmp, path)
    except OSError as exc:
        log.warning("could not write the cache %s: %s", path, exc)
        with contextlib.suppress(OSError, UnboundLocalError):
            os.unlink(tmp)
