"""The parse cache: each data file's parse result under its stamp, so that a load parses only
the files that changed. One file in the cache folder (`files.cache`): the results one after
another, then an index of where each is, so that a result is written as its file is parsed
and read back alone, and the results of a million files are never held at once."""

from __future__ import annotations

import contextlib
import logging
import os
import tempfile
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import BinaryIO

import msgspec

from bot.profiles.loader import FileResult
from bot.snapshot.cache import FILES_NAME, FORMAT, cache_path

log = logging.getLogger(__name__)


class _FilesIndex(msgspec.Struct, array_like=True):
    format: int
    entries: dict[str, tuple[int, int]]  # source -> where its result is in the file, its length


_encoder = msgspec.msgpack.Encoder()
_FILES_HEAD = 8  # bytes at the start of the parse cache: where its index begins
_WRITE_CHUNK = 1 << 20  # bytes of the parse cache written at a time
_index_decoder = msgspec.msgpack.Decoder(_FilesIndex)
_result_decoder = msgspec.msgpack.Decoder(FileResult)


class StoredFiles(Mapping[str, FileResult]):
    """The parse results stored for root's files, by path, each read from the file when asked
    for: the results of a million files are never held at once. A result that cannot be read
    back is missing (its file is parsed again)."""

    def __init__(self, fh: BinaryIO, entries: dict[str, tuple[int, int]]) -> None:
        self._fh, self._entries = fh, entries

    def __getitem__(self, source: str) -> FileResult:
        at, size = self._entries[source]
        try:
            raw = os.pread(self._fh.fileno(), size, at)
            if len(raw) != size:
                raise KeyError(source)
            return _result_decoder.decode(raw)
        except (OSError, ValueError, msgspec.DecodeError, msgspec.ValidationError):
            raise KeyError(source) from None

    def __iter__(self) -> Iterator[str]:
        return iter(self._entries)

    def __len__(self) -> int:
        return len(self._entries)

    def close(self) -> None:
        """Let the file go."""
        self._fh.close()


def read_files(root: Path) -> Mapping[str, FileResult]:
    """The parse results stored for root's files, by path; empty when there are none."""
    try:
        fh = open(cache_path(root, FILES_NAME), "rb")  # noqa: SIM115 (held by StoredFiles)
    except OSError:
        return {}
    try:
        start = int.from_bytes(fh.read(_FILES_HEAD), "little")
        if start < _FILES_HEAD:
            raise ValueError("no index")
        fh.seek(start)
        index = _index_decoder.decode(fh.read())
    except (OSError, ValueError, msgspec.DecodeError, msgspec.ValidationError):
        fh.close()
        return {}
    if index.format != FORMAT:
        fh.close()
        return {}
    return StoredFiles(fh, index.entries)


class FilesWriter:
    """The parse results of root's files written into a new parse cache as they come, by
    path (`writer(source, result)`), and put in place by commit(); nothing is written when
    the cache folder is not writable."""

    def __init__(self, root: Path) -> None:
        self.path = cache_path(root, FILES_NAME)
        self.sources: dict[str, tuple[int, int]] = {}
        self._fh: BinaryIO | None = None
        self._tmp: str | None = None
        self._size = 0  # bytes written to the file so far
        self._buf = bytearray(_FILES_HEAD)  # the head is written last, where the index is
        try:
            if not root.exists():
                raise FileNotFoundError(f"no data at {root}")
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd, self._tmp = tempfile.mkstemp(
                dir=self.path.parent, prefix=self.path.name, suffix=".tmp"
            )
            self._fh = os.fdopen(fd, "wb")
        except OSError as exc:
            log.warning("could not write the cache %s: %s", self.path, exc)

    def __call__(self, source: str, result: FileResult) -> None:
        """Write one file's result."""
        before = len(self._buf)
        _encoder.encode_into(result, self._buf, -1)
        self.sources[source] = (self._size + before, len(self._buf) - before)
        if len(self._buf) >= _WRITE_CHUNK:
            self._flush()

    def _flush(self) -> None:
        if self._fh is not None:
            try:
                self._fh.write(self._buf)
            except OSError as exc:
                log.warning("could not write the cache %s: %s", self.path, exc)
                self.discard()
        self._size += len(self._buf)
        self._buf.clear()

    def commit(self) -> None:
        """Put the new cache in place of the old."""
        if self._fh is None:
            return
        try:
            start = self._size + len(self._buf)
            _encoder.encode_into(_FilesIndex(FORMAT, self.sources), self._buf, -1)
            self._flush()
            if self._fh is None:
                return
            self._fh.seek(0)
            self._fh.write(start.to_bytes(_FILES_HEAD, "little"))
            self._fh.close()
            os.replace(self._tmp, self.path)  # type: ignore[arg-type]
            self._fh = None
        except OSError as exc:
            log.warning("could not write the cache %s: %s", self.path, exc)
            self.discard()

    def discard(self) -> None:
        """Leave the old cache as it is."""
        if self._fh is not None:
            with contextlib.suppress(OSError):
                self._fh.close()
                os.unlink(self._tmp)  # type: ignore[arg-type]
        self._fh = None
