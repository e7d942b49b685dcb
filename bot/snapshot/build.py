"""Building a snapshot: the data paths parsed (through the parse cache) and indexed, and the
result stored beside the data; here, or in a child process for large data."""

from __future__ import annotations

import contextlib
import ctypes
import ctypes.util
import hashlib
import logging
import multiprocessing
import os
import subprocess
import sys
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from functools import cache
from pathlib import Path
from typing import Any

import msgspec
import numpy as np

from bot.profiles.loader import LoadReport, Progress, Store, load_profiles
from bot.profiles.model import Profile
from bot.resources import VOCAB_DIR
from bot.search.directory import Directory
from bot.search.indexes import Indexes, build_indexes, mention_sources
from bot.search.overlay import lay_over
from bot.search.vocab import SkillKeys, load_vocab
from bot.snapshot import cache as load_cache
from bot.snapshot import parse_cache
from bot.snapshot.spool import Spool, Spooled, SpoolReader

log = logging.getLogger(__name__)

# Profiles a large build indexes at a time: about half a gigabyte of their objects and what is
# built from them.
CHUNK = 100_000
# Profiles from which a build indexes in a worker process while this one builds the full text:
# fewer take less time than the worker takes to start.
WORKER_FROM = 20_000
# Worker processes indexing chunks: two keep both cores busy once the full text is written
# (this process then only lays chunks over), for about 400 MB more while both run.
WORKERS = 2
_NONE = np.zeros(0, np.int32)


class BuildResult(msgspec.Struct):
    """What `python -m bot index` did: the snapshot's fingerprint, how many files were parsed
    and profiles loaded, how many files rejected, and whether the snapshot was stored."""

    fingerprint: str
    parsed: int
    stored: bool
    profiles: int
    rejected: int


def combined(fingerprint: str) -> str:
    """The snapshot's fingerprint: that of each root's files, in order, hashed together with
    the vocabularies the indexes were built with (a new alias changes the skills' keys)."""
    return hashlib.sha256((fingerprint + vocab_digest()).encode()).hexdigest()


@cache
def vocab_digest() -> str:
    """What changes whenever a bundled vocabulary does."""
    digest = hashlib.sha256()
    for path in sorted(VOCAB_DIR.iterdir()):
        if path.is_file():
            digest.update(path.name.encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()


def parse_root(
    root: Path, cache: bool, progress: Progress | None = None, store: Store | None = None
) -> LoadReport:
    """Every profile under root; with `cache`, unchanged files come from the parse cache,
    which is written again when anything changed. With `store`, the profiles are kept there
    (load_profiles)."""
    old = parse_cache.read_files(root) if cache else None
    fresh = parse_cache.FilesWriter(root) if cache else None
    try:
        report = load_profiles(root, cache=old, fresh=fresh, progress=progress, store=store)
        if fresh is not None and (report.parsed or set(fresh.sources) != set(old or {})):
            fresh.commit()
    finally:
        if fresh is not None:
            fresh.discard()
        if isinstance(old, parse_cache.StoredFiles):
            old.close()
    return report


def parse_roots(
    roots: Sequence[Path], cache: bool, progress: Progress | None = None
) -> LoadReport:
    """Every profile under each root, in order, as one report."""
    report = LoadReport()
    for root in roots:
        part = parse_root(root, cache, progress)
        report.profiles = [*report.profiles, *part.profiles]
        report.rejected += part.rejected
        report.warnings += part.warnings
        report.files += part.files
        report.parsed += part.parsed
        report.fingerprint += part.fingerprint
        report.stamps += part.stamps
    report.fingerprint = combined(report.fingerprint)
    return report


def index_profiles(
    root: Path | None, report: LoadReport, progress: Progress | None = None
) -> Directory:
    """The report's profiles indexed; with root, the full-text index is stored beside it."""
    n = len(report.profiles)
    if progress is not None:
        progress("indexed", 0, n)
    text = None
    if root is not None:
        text = load_cache.write_text(root, report.profiles, report.fingerprint, progress)
    directory = Directory(report.profiles, text=text)
    if progress is not None:
        progress("indexed", n, n)
    return directory


def index_in_chunks(
    profiles: Sequence[Profile],
    keys: SkillKeys,
    progress: Progress | None = None,
    beside: Callable[[], object] | None = None,
) -> Indexes:
    """The indexes of profiles, CHUNK profiles built at a time and laid over those before
    them (bot.search.overlay): the same indexes as one build of them all, in the memory of
    a few chunks' objects rather than of every profile's. Profiles held in a spool are built
    in worker processes, ahead of the chunk laid over here; `beside` is done here meanwhile
    (the full text)."""
    n = len(profiles)
    worker = isinstance(profiles, Spooled) and n >= WORKER_FROM
    if n <= CHUNK and not worker:
        if beside is not None:
            beside()
        return build_indexes(profiles, keys)
    counts: Counter[str] = Counter()
    for p in profiles:  # the words every chunk reads summaries for: the whole snapshot's
        counts.update(mention_sources(p, keys))
    mentioned = dict(sorted(counts.items()))
    starts = range(0, n, CHUNK)
    deltas: Iterator[Indexes | None] = iter([None] * len(starts))
    pool = None
    if worker:
        assert isinstance(profiles, Spooled)
        # A worker per chunk, that exits once done: one left idle would keep the memory of
        # its chunk beside the largest layings over.
        pool = ProcessPoolExecutor(
            WORKERS, mp_context=multiprocessing.get_context("spawn"), max_tasks_per_child=1
        )
        jobs = [pool.submit(_chunk_state, *profiles.ranges(s, s + CHUNK), mentioned)
                for s in starts]  # fmt: skip
        deltas = _restored(jobs, pool)
    try:
        if beside is not None:
            beside()
        ix: Indexes | None = None
        for start, delta in zip(starts, deltas, strict=True):
            if progress is not None:
                progress("indexed", start, n)
            chunk = profiles[start : start + CHUNK]
            if ix is None:
                ix = delta if delta is not None else build_indexes(chunk, keys, mentioned=mentioned)
            else:
                ix = lay_over(
                    ix, chunk, _NONE, keys, mentioned, profiles.__getitem__, delta, consume=True
                )
                delta = None  # not held while the next chunk is waited for
                _give_back()
    finally:
        if pool is not None:
            pool.shutdown(cancel_futures=True)
    assert ix is not None
    return ix


def _give_back() -> None:
    """Return the memory freed by the indexes laid over to the system (glibc keeps freed
    blocks of a few megabytes for itself, and each laying over frees the size of them all)."""
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6").malloc_trim(0)


# glibc's mallopt parameter of the size from which a block has its own mapping, and that size:
# a freed array then goes back to the system at once. Left alone, glibc raises it to 32 MB as
# large arrays are freed, and the arrays below it leave their memory held between mergings.
_M_MMAP_THRESHOLD = -3
_OWN_MAPPING_FROM = 256 << 10


def _free_at_once() -> None:
    """Give freed arrays back to the system when they are freed (see _M_MMAP_THRESHOLD)."""
    with contextlib.suppress(OSError, AttributeError):
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        libc.mallopt(_M_MMAP_THRESHOLD, _OWN_MAPPING_FROM)


def _chunk_state(
    path: str, starts: np.ndarray, stops: np.ndarray, mentioned: dict[str, int]
) -> dict[str, Any]:
    """In a worker process: the indexes of one chunk of a spool's profiles, as their state."""
    _free_at_once()
    profiles = SpoolReader(path, starts, stops)
    try:
        return build_indexes(profiles, SkillKeys(load_vocab()), mentioned=mentioned).state()
    finally:
        profiles.close()


def _restored(jobs: list[Future[dict[str, Any]]], pool: ProcessPoolExecutor) -> Iterator[Indexes]:
    """Each chunk's indexes, in order, as the workers give them; the workers are let go once
    the last is in, so that their memory is free before the largest laying over."""
    while jobs:
        if len(jobs) == 1:
            pool.shutdown()
        # Each future taken from the list as it is read: one keeps its result to the end.
        yield Indexes.restore(jobs.pop(0).result())


def build_snapshot_file(root: Path, progress: Progress | None = None) -> BuildResult:
    """Load and index root and store the snapshot beside it: the profiles held on disk
    (bot.snapshot.spool) and indexed in chunks, so that memory stays bounded at any size."""
    _free_at_once()
    with load_cache.no_gc(), Spool(load_cache.cache_folder(root)) as spool:
        report = parse_root(root, cache=True, progress=progress, store=spool)
        report.fingerprint = combined(report.fingerprint)
        n = len(report.profiles)
        if progress is not None:
            progress("indexed", 0, n)
        # Written in its folder, while a worker indexes; the bot opens it from there.
        def text() -> None:
            load_cache.write_text(root, report.profiles, report.fingerprint)

        ix = index_in_chunks(report.profiles, SkillKeys(load_vocab()), progress, beside=text)
        stored = load_cache.write_snapshot(root, report, ix.state())
        if progress is not None:
            progress("indexed", n, n)
    return BuildResult(
        report.fingerprint, report.parsed, stored, len(report.profiles), len(report.rejected)
    )


def build_elsewhere(root: Path, progress: Progress | None = None) -> BuildResult | None:
    """Parse, index and store a large root in a child process (`python -m bot index`): the
    parent then maps the result, and never holds the millions of objects a build makes
    (memory a Python process does not give back), nor competes for the interpreter with
    answering. None when the child failed or could not store the snapshot. The child's
    progress comes back as PROGRESS lines on its stderr, and is passed on to `progress`."""
    command = [sys.executable, "-m", "bot", "index", "--json", "--data", str(root)]
    if progress is not None:
        command.append("--progress-lines")
    env = dict(os.environ)
    if load_cache.owns_text(root):  # the child writes the full text this process owns
        env[load_cache.OWNER_ENV] = str(os.getpid())
    try:
        with subprocess.Popen(
            command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env
        ) as child:
            assert child.stdout is not None and child.stderr is not None
            others = []
            for line in child.stderr:  # its stdout is one short line: it cannot fill the pipe
                counts = _progress_line(line)
                if counts is None:
                    others.append(line)
                elif progress is not None:
                    progress(*counts)
            out = child.stdout.read()
            returncode = child.wait()
        if returncode == 0:
            built = msgspec.json.decode(out, type=BuildResult)
            return built if built.stored else None
        problem = ("".join(others).strip().splitlines() or [f"exit status {returncode}"])[-1]
    except (OSError, msgspec.DecodeError) as exc:
        problem = str(exc)
    log.warning("could not index %s in a child process (%s); indexing here", root, problem)
    return None


PROGRESS = "PROGRESS"  # how the child's progress lines begin


def progress_line(step: str, done: int, total: int) -> str:
    """Progress as the line the child writes to its stderr."""
    return f"{PROGRESS} {step} {done} {total}"


def _progress_line(line: str) -> tuple[str, int, int] | None:
    parts = line.split()
    if len(parts) != 4 or parts[0] != PROGRESS or not (parts[2] + parts[3]).isdigit():
        return None
    return parts[1], int(parts[2]), int(parts[3])
