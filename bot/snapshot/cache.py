"""The load cache: parsed files, and the stored snapshot, kept in one hidden folder beside
the data (`<data>/.profile-bot/`, or `<parent>/.profile-bot/<file name>/` for one file).

Parsing a million exports and indexing them takes minutes; reading them back
takes seconds. The cache holds each file's parse result under its size, modification
and change time and inode, so that only changed files are parsed again
(bot.snapshot.parse_cache); and the records
with the built indexes in one file of arrays (bot.snapshot.bundle), under the fingerprint of all
files, which an unchanged directory maps back in without parsing or indexing
(records are decoded only when a person is shown). A cache that is missing,
stale or from another version is simply rebuilt; a damaged one is rebuilt too, and
the caller says so; one that cannot be written is skipped.
"""

from __future__ import annotations

import contextlib
import fcntl
import gc
import logging
import os
import shutil
import tempfile
from collections.abc import Callable, Iterator, Sequence
from functools import partial
from pathlib import Path
from typing import Any, NamedTuple

import msgspec
import numpy as np

from bot.profiles.files import CACHE_FOLDER, Stamp
from bot.profiles.loader import LoadReport, Progress, Rejection
from bot.profiles.model import Profile
from bot.search.fulltext import FullText
from bot.search.tables import Packed
from bot.snapshot.bundle import BundleError, OtherVersion, Streamed, read_bundle, write_bundle
from bot.snapshot.spool import Spooled
from bot.snapshot.verify import DamagedCache, check_packed, check_state

log = logging.getLogger(__name__)

# Bump whenever the record, the parse or the index layout changes.
FORMAT = 74
FILES_NAME = "files.cache"
INDEX_NAME = "snapshot.cache"
# The full-text index of one stored snapshot: a folder of its own, named for the snapshot's
# fingerprint, so that a new one is built beside the one the bot answers from.
TEXT_PREFIX = "text-"
# Where versions before the cache folder kept the same three, loose among the profiles.
_LEGACY = (".profile-bot-files.cache", ".profile-bot-index.cache", ".profile-bot-text.cache")
_TEXT_STAMP = "fingerprint"
# In the full-text folder, once changes are written into its index in place: the ids of the
# stored snapshot's profiles they deleted (a start reverts them before laying changes over).
_TEXT_JOURNAL = "laid"
# Beside the full-text folder: held, for as long as it runs, by the one process that may
# write into the stored full-text index; another process (`python -m bot ask` beside the
# bot) reads it as stored, or keeps a full text of its own in memory.
_TEXT_LOCK = "text.lock"
# Set for a child process that builds the snapshot for its parent (bot.snapshot.build):
# the parent's process id, whose hold on the full-text folder the child may use.
OWNER_ENV = "PROFILE_BOT_TEXT_OWNER"
_owned: dict[str, int] = {}  # the lock files held, by folder
_FILE_NAMES = ("files.names.data", "files.names.offsets")
_FILE_STAMPS = "files.stamps"
_record_encoder = msgspec.msgpack.Encoder()
_record_decoder = msgspec.msgpack.Decoder(Profile)


class Stored(NamedTuple):
    """What the snapshot file gives back: the load report (its profiles decoded on
    demand from the mapped file), the state of the indexes (bot.search.indexes), and the
    name and stamp of each file it was built from, in the order read, decoded when asked
    for (None: not kept; raises DamagedCache when damaged)."""

    report: LoadReport
    state: dict[str, Any]
    files: Callable[[], list[tuple[str, Stamp]] | None] = lambda: None


def cache_folder(root: Path) -> Path:
    """The hidden folder of root's caches: inside a data directory, or, for a single data
    file, a folder of its own inside the hidden folder beside it."""
    if root.is_dir():
        return root / CACHE_FOLDER
    return root.parent / CACHE_FOLDER / root.name


def cache_path(root: Path, name: str) -> Path:
    """One cache of root, by name (FILES_NAME, INDEX_NAME)."""
    return cache_folder(root) / name


def remove_legacy(root: Path) -> None:
    """Remove the loose cache files an older version left among the profiles."""
    for name in _LEGACY:
        path = root / name if root.is_dir() else root.parent / f".{root.name}{name}"
        with contextlib.suppress(OSError):
            if path.is_dir() and not path.is_symlink():
                shutil.rmtree(path)
            elif path.exists() or path.is_symlink():
                path.unlink()


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


class _Meta(msgspec.Struct):
    """What the stored snapshot says of itself besides its arrays."""

    format: int
    fingerprint: str
    files: int
    rejected: list[tuple[str, str, str]]  # (source, where, reason)
    warnings: list[str]
    state: dict[str, Any]


def read_snapshot(root: Path, fingerprint: str | None) -> Stored | None:
    """The stored snapshot, when it was built from exactly these files by this version
    (fingerprint None: from whichever files); None when there is none, or it was built from
    other files or by another version.
    Raises DamagedCache, saying why, when it is there but damaged: altered on disk, cut
    short, or holding what the code would trip over."""
    path = cache_path(root, INDEX_NAME)
    try:
        raw_meta, arrays = read_bundle(path, mapped={"records.data"})
    except (FileNotFoundError, OtherVersion):
        return None
    except BundleError as exc:
        raise DamagedCache(str(exc)) from None
    except OSError as exc:
        raise DamagedCache(f"it cannot be read: {exc.strerror or exc}") from None
    if raw_meta.get("format") != FORMAT or fingerprint not in (None, raw_meta.get("fingerprint")):
        log.debug("the snapshot cache under %s is of other files or another version", root)
        return None
    try:
        meta = msgspec.convert(raw_meta, _Meta)
    except msgspec.ValidationError as exc:
        raise DamagedCache(f"its description: {exc}") from None
    for name in ("records.data", "records.offsets"):
        if name not in arrays:
            raise DamagedCache(f"the field {name} is missing")
    data, offsets = arrays.pop("records.data"), arrays.pop("records.offsets")
    check_packed("records", data, offsets)
    listed = {name: arrays.pop(name) for name in (*_FILE_NAMES, _FILE_STAMPS) if name in arrays}
    state = {**meta.state, **arrays}
    check_state(state, len(offsets) - 1)
    profiles = Packed(data, offsets, _record_decoder.decode, cache=4096)
    report = LoadReport(
        profiles=profiles,
        rejected=[Rejection(src, why, where) for src, where, why in meta.rejected],
        warnings=meta.warnings,
        files=meta.files,
        fingerprint=meta.fingerprint,
    )
    return Stored(report, state, partial(_files, listed))


def _files(arrays: dict[str, np.ndarray]) -> list[tuple[str, Stamp]] | None:
    """The stored snapshot's files with their stamps; None when it holds none."""
    if any(name not in arrays for name in (*_FILE_NAMES, _FILE_STAMPS)):
        return None
    data, offsets = (arrays[name] for name in _FILE_NAMES)
    check_packed("files.names", data, offsets)
    stamps = arrays[_FILE_STAMPS]
    if len(stamps) != 4 * (len(offsets) - 1):
        raise DamagedCache(f"the field {_FILE_STAMPS} does not fit the files")
    names = Packed(data, offsets, lambda b: bytes(b).decode("utf-8", "surrogateescape"))
    rows = stamps.reshape(-1, 4).tolist()
    return [(name, (a, b, c, d)) for name, (a, b, c, d) in zip(names, rows, strict=True)]


def write_snapshot(root: Path, report: LoadReport, state: dict[str, Any]) -> bool:
    """Store the records and the built indexes together; False when it cannot be written."""
    arrays: dict[str, np.ndarray | Streamed] = {
        k: v for k, v in state.items() if isinstance(v, np.ndarray)
    }
    profiles = report.profiles
    if isinstance(profiles, Spooled):  # already encoded, on disk: copied, never held
        pieces, offsets = profiles.encoded()
        arrays["records.data"] = Streamed("|u1", int(offsets[-1]), pieces)
    else:
        arrays["records.data"], offsets = Packed.pack(_record_encoder.encode(p) for p in profiles)
    arrays["records.offsets"] = offsets
    names = Packed.pack(name.encode("utf-8", "surrogateescape") for name, _ in report.stamps)
    arrays.update(zip(_FILE_NAMES, names, strict=True))
    arrays[_FILE_STAMPS] = np.array([s for _, s in report.stamps], np.int64).reshape(-1)
    meta = {
        "format": FORMAT,
        "fingerprint": report.fingerprint,
        "files": report.files,
        "rejected": [(r.source, r.where, r.reason) for r in report.rejected],
        "warnings": report.warnings,
        "state": {k: v for k, v in state.items() if not isinstance(v, np.ndarray)},
    }
    remove_legacy(root)
    return _write(root, INDEX_NAME, lambda path: write_bundle(path, meta, arrays))


def text_folder(root: Path, fingerprint: str) -> Path:
    """The folder of the full-text index of the stored snapshot of this fingerprint."""
    return cache_folder(root) / f"{TEXT_PREFIX}{fingerprint[:24]}"


_beside: list[int] = [0]  # builds in a child process going on beside the snapshot answered from


@contextlib.contextmanager
def building_beside() -> Iterator[None]:
    """While a child process builds a new stored snapshot beside the one answered from (a
    fold), this process removes no full-text folder and writes none of its own: the child's
    is one of them."""
    _beside[0] += 1
    try:
        yield
    finally:
        _beside[0] -= 1


def _remove_other_texts(root: Path, keep: Path) -> None:
    """Remove the full-text folders of other stored snapshots (and of older versions):
    only the process that owns them does, once it answers from another (a build beside
    them, as a fold's, leaves them: changes are still laid into the one answered from)."""
    if _beside[0]:
        return
    for folder in (*cache_folder(root).glob(f"{TEXT_PREFIX}*"), cache_folder(root) / "text"):
        if folder != keep and folder.is_dir() and not folder.is_symlink():
            shutil.rmtree(folder, ignore_errors=True)


def owns_text(root: Path) -> bool:
    """Whether this process may write into root's stored full-text index: it holds, or now
    takes, the folder's lock (kept until the process ends), or its parent does for it."""
    folder = cache_folder(root).resolve()
    if str(folder) in _owned:
        return True
    if os.environ.get(OWNER_ENV) == str(os.getppid()):
        return True
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd = os.open(folder / _TEXT_LOCK, os.O_RDWR | os.O_CREAT, 0o644)
    except OSError:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        os.close(fd)
        return False
    _owned[str(folder)] = fd
    return True


def release_text_locks() -> None:
    """Let go of every full-text folder this process holds (for tests: a process that ends
    lets go of them)."""
    while _owned:
        os.close(_owned.popitem()[1])


def read_text(root: Path, fingerprint: str, profiles: Sequence[Profile]) -> FullText | None:
    """The stored full-text index of the profiles, when it was built from exactly these
    files; changes written into it since are undone first. None too when another process
    has written changes into it, which are not this one's to undo."""
    folder = text_folder(root, fingerprint)
    try:
        if (folder / _TEXT_STAMP).read_text("utf-8") != f"{FORMAT}:{fingerprint}":
            return None
    except OSError:
        return None
    owner = owns_text(root)
    journal = _Journal(folder, len(profiles), owner)
    # Opened before its list of changes is read: the owner writes the list before each
    # change, so an index opened with no list holds none.
    text = FullText.open(folder)
    if text is None:
        return None
    try:
        removed = journal.read()
        if removed is not None and not owner:
            return None
        if removed is not None:
            text.revert(len(profiles), removed, profiles)
            journal.path.unlink()
    except (OSError, ValueError) as exc:
        log.warning("could not put the full-text index %s back as stored: %s", folder, exc)
        return None
    text.on_change = journal
    if owner:
        _remove_other_texts(root, folder)
    return text


class _Journal:
    """The ids of the stored snapshot's profiles that changes deleted from its full-text
    index, kept in the index's folder and written before each change is: the next start
    puts them back and deletes whatever was added (FullText.revert). When it cannot be
    written, the index is marked as of no stored snapshot, and is built again. A process
    that does not own the folder (owns_text) refuses every change: its reload loads
    everything instead."""

    def __init__(self, folder: Path, size: int, owner: bool = True) -> None:
        self.folder, self.size, self.owner = folder, size, owner
        self.path = folder / _TEXT_JOURNAL
        self.ids: set[int] = set()

    def read(self) -> list[int] | None:
        """The ids written, or None when no change was; raises ValueError when damaged,
        OSError when it cannot be read."""
        try:
            ids = msgspec.json.decode(self.path.read_bytes(), type=list[int])
        except FileNotFoundError:
            return None
        except (msgspec.DecodeError, msgspec.ValidationError) as exc:
            raise ValueError(f"its list of changes is damaged: {exc}") from None
        if any(not 0 <= i < self.size for i in ids):
            raise ValueError("its list of changes names profiles it does not hold")
        return ids

    def __call__(self, removed: Sequence[int]) -> None:
        if not self.owner:
            raise OSError(f"another process writes into the full-text index {self.folder}")
        self.ids.update(int(i) for i in removed if i < self.size)
        tmp = self.path.with_suffix(".tmp")
        try:
            with open(tmp, "wb") as fh:
                fh.write(msgspec.json.encode(sorted(self.ids)))
                fh.flush()
                os.fsync(fh.fileno())
            os.replace(tmp, self.path)
            folder = os.open(self.folder, os.O_RDONLY)
            try:  # the rename itself reaches the disk before the change it announces
                os.fsync(folder)
            finally:
                os.close(folder)
        except OSError as exc:
            log.warning("could not note a change of the full-text index %s: %s", self.folder, exc)
            with contextlib.suppress(OSError):
                (self.folder / _TEXT_STAMP).unlink(missing_ok=True)


def write_text(
    root: Path, profiles: Sequence[Profile], fingerprint: str, progress: Progress | None = None
) -> FullText | None:
    """Build the full-text index in its folder beside the data; None when it cannot be
    written there (the caller then builds one in memory)."""
    folder = text_folder(root, fingerprint)
    try:
        if not root.exists():  # a cache is never made where there is no data
            raise FileNotFoundError(f"no data at {root}")
        if not owns_text(root) or _beside[0]:
            log.info("the full-text index %s is another's to write: indexing in memory", folder)
            return None
        (folder / _TEXT_STAMP).unlink(missing_ok=True)
        text = FullText.build(profiles, folder, progress)
        (folder / _TEXT_STAMP).write_text(f"{FORMAT}:{fingerprint}", "utf-8")
        text.on_change = _Journal(folder, len(profiles))
        return text
    except (OSError, ValueError) as exc:
        log.warning("could not write the full-text index %s: %s", folder, exc)
        return None


def _write(root: Path, name: str, write: Callable[[Path], None]) -> bool:
    """Write root's cache `name` atomically, so that a reader never sees half a cache; skip
    when not writable, and where there is no data."""
    path = cache_path(root, name)
    tmp = None
    try:
        if not root.exists():
            raise FileNotFoundError(f"no data at {root}")
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
        os.close(fd)
        write(Path(tmp))
        os.replace(tmp, path)
        return True
    except OSError as exc:
        log.warning("could not write the cache %s: %s", path, exc)
        if tmp is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
        return False
