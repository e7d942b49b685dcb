"""Profiles kept encoded in a file on disk while a snapshot is built, each decoded when read.

A million profiles as objects take several gigabytes; encoded on disk, the build holds only
the ones it is reading. The file is unnamed and goes when the spool is closed.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from array import array
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import msgspec
import numpy as np

from bot.profiles.model import Profile

_PREFIX = "spool-"  # then the process id of the build, which removes the file when done
_READ_AHEAD = 1 << 20  # bytes read at once when the profiles are read in order
_encoder = msgspec.msgpack.Encoder()
_decoder = msgspec.msgpack.Decoder(Profile)


class Spool:
    """Profiles appended one by one to a temporary file (in `folder`, else the system's
    temporary folder), encoded as the stored snapshot keeps its records."""

    def __init__(self, folder: Path | None = None) -> None:
        fh = None
        prefix = f"{_PREFIX}{os.getpid()}-"
        if folder is not None:
            with contextlib.suppress(OSError):
                folder.mkdir(parents=True, exist_ok=True)
                _remove_left(folder)
                fh = tempfile.NamedTemporaryFile(dir=folder, prefix=prefix)  # noqa: SIM115
        # Kept open for as long as the spool is (close() lets it go), and named, so that a
        # worker process can read it (SpoolReader).
        self._fh = fh or tempfile.NamedTemporaryFile(prefix=f"profile-bot-{prefix}")  # noqa: SIM115
        self.path = self._fh.name
        self._ends = array("q", [0])
        self._buf = bytearray()  # encoded, not yet written
        self._written = 0

    def append(self, profile: Profile) -> None:
        """Add one profile after the others."""
        _encoder.encode_into(profile, self._buf, len(self._buf))
        self._ends.append(self._written + len(self._buf))
        if len(self._buf) >= _READ_AHEAD:
            self._flush()

    def _flush(self) -> None:
        if self._buf:
            self._fh.write(self._buf)
            self._fh.flush()  # read back with pread, past the file object's buffer
            self._written += len(self._buf)
            self._buf.clear()

    def __len__(self) -> int:
        return len(self._ends) - 1

    def __getitem__(self, i: int) -> Profile:
        if not 0 <= i < len(self):
            raise IndexError(i)
        self._flush()
        start, end = self._ends[i], self._ends[i + 1]
        return _decoder.decode(os.pread(self._fh.fileno(), end - start, start))

    def chunks(self, ids: Sequence[int]) -> Iterator[bytes]:
        """The encoded profiles of ids, in that order, a megabyte or so at a time: each run of
        profiles that lie one after another in the file (all of them, without duplicates) read
        as one stretch of it."""
        starts, stops = self.ranges(ids)
        if not len(starts):
            return
        breaks = np.flatnonzero(starts[1:] != stops[:-1]) + 1
        fd = self._fh.fileno()
        for at, end in zip(starts[np.r_[0, breaks]].tolist(), stops[np.r_[breaks - 1, -1]].tolist(),
                           strict=True):  # fmt: skip
            while at < end:
                block = os.pread(fd, min(_READ_AHEAD, end - at), at)
                if not block:
                    raise OSError("the spool file was cut short")
                at += len(block)
                yield block

    def sizes(self, ids: Sequence[int]) -> np.ndarray:
        """The encoded length of each of ids' profiles."""
        starts, stops = self.ranges(ids)
        return stops - starts

    def ranges(self, ids: Sequence[int]) -> tuple[np.ndarray, np.ndarray]:
        """Where each of ids' profiles starts and stops in the file (all written out)."""
        self._flush()
        ends = np.frombuffer(self._ends, np.int64)
        at = np.asarray(ids, np.int64)
        return ends[at], ends[at + 1]

    def read(self, ids: Sequence[int]) -> Iterator[Profile]:
        """The profiles of ids, decoded one by one from reads of a megabyte or so."""
        starts, stops = self.ranges(ids)
        return _read(self._fh.fileno(), starts.tolist(), stops.tolist())

    def kept(self, ids: Sequence[int]) -> Spooled:
        """The profiles of ids, in that order, as one sequence."""
        return Spooled(self, ids)

    def close(self) -> None:
        """Let the file go."""
        self._fh.close()

    def __enter__(self) -> Spool:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class Spooled(Sequence[Profile]):
    """Some of a spool's profiles, in the order given: what a build indexes and stores."""

    def __init__(self, spool: Spool, ids: Sequence[int]) -> None:
        self.spool = spool
        self.ids = np.asarray(ids, np.int64)

    def __len__(self) -> int:
        return len(self.ids)

    def __getitem__(self, i: Any) -> Any:
        if isinstance(i, slice):
            return Spooled(self.spool, self.ids[i])
        return self.spool[int(self.ids[i])]

    def __iter__(self) -> Iterator[Profile]:
        return self.spool.read(self.ids.tolist())

    def ranges(self, start: int, stop: int) -> tuple[str, np.ndarray, np.ndarray]:
        """Profiles start to stop of these as a SpoolReader opens them: the file, and where
        each profile starts and stops in it."""
        return self.spool.path, *self.spool.ranges(self.ids[start:stop].tolist())

    def encoded(self) -> tuple[Iterator[bytes], np.ndarray]:
        """The profiles as the stored snapshot's records: their bytes, a megabyte or so at a
        time, and the offsets between them."""
        ends = np.zeros(len(self.ids) + 1, np.int64)
        np.cumsum(self.spool.sizes(self.ids), out=ends[1:])
        return self.spool.chunks(self.ids.tolist()), ends


class SpoolReader(Sequence[Profile]):
    """Profiles read from a spool's file by another process: each at its byte range, in
    the order given."""

    def __init__(self, path: str, starts: np.ndarray, stops: np.ndarray) -> None:
        self._fd = os.open(path, os.O_RDONLY)
        self._starts, self._stops = starts.tolist(), stops.tolist()

    def __len__(self) -> int:
        return len(self._starts)

    def __getitem__(self, i: Any) -> Any:
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(len(self)))]
        start, stop = self._starts[i], self._stops[i]
        return _decoder.decode(os.pread(self._fd, stop - start, start))

    def __iter__(self) -> Iterator[Profile]:
        return _read(self._fd, self._starts, self._stops)

    def close(self) -> None:
        """Let the file go."""
        os.close(self._fd)


def _read(fd: int, starts: list[int], stops: list[int]) -> Iterator[Profile]:
    """The profiles at these byte ranges of a file, decoded one by one; ranges in ascending
    order are read a megabyte or so at a time."""
    block, block_at = b"", 0
    for start, stop in zip(starts, stops, strict=True):
        if start < block_at or stop > block_at + len(block):
            block_at = start
            block = os.pread(fd, max(_READ_AHEAD, stop - start), start)
        yield _decoder.decode(memoryview(block)[start - block_at : stop - block_at])


def _remove_left(folder: Path) -> None:
    """Remove the spool files of builds that were stopped before they could (killed, or the
    machine went down): those whose process is gone."""
    for path in folder.glob(f"{_PREFIX}*"):
        pid = path.name.removeprefix(_PREFIX).partition("-")[0]
        if not pid.isdigit():
            continue
        try:
            os.kill(int(pid), 0)
        except ProcessLookupError:
            path.unlink(missing_ok=True)
        except OSError:
            continue  # another user's process, alive
