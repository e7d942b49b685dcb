"""Building a snapshot: the data paths parsed (through the parse cache) and indexed, and the
result stored beside the data; here, or in a child process for large data."""

from __future__ import annotations

import hashlib
import logging
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

import msgspec

from bot.profiles.loader import FileResult, LoadReport, load_profiles
from bot.search.directory import Directory
from bot.snapshot import cache as load_cache

log = logging.getLogger(__name__)


class BuildResult(msgspec.Struct):
    """What `python -m bot index` did: the snapshot's fingerprint, how many files were parsed
    and profiles loaded, how many files rejected, and whether the snapshot was stored."""

    fingerprint: str
    parsed: int
    stored: bool
    profiles: int
    rejected: int


def combined(fingerprint: str) -> str:
    """The snapshot's fingerprint: that of each root's files, in order, hashed together."""
    return hashlib.sha256(fingerprint.encode()).hexdigest()


def parse_root(root: Path, cache: bool) -> LoadReport:
    """Every profile under root; with `cache`, unchanged files come from the parse cache,
    which is written again when anything changed."""
    old = load_cache.read_files(root) if cache else None
    fresh: dict[str, FileResult] | None = {} if cache else None
    report = load_profiles(root, cache=old, fresh=fresh)
    if fresh is not None and (report.parsed or set(fresh) != set(old or {})):
        load_cache.write_files(root, fresh)
    return report


def parse_roots(roots: Sequence[Path], cache: bool) -> LoadReport:
    """Every profile under each root, in order, as one report."""
    report = LoadReport()
    for root in roots:
        part = parse_root(root, cache)
        report.profiles = [*report.profiles, *part.profiles]
        report.rejected += part.rejected
        report.warnings += part.warnings
        report.files += part.files
        report.parsed += part.parsed
        report.fingerprint += part.fingerprint
    report.fingerprint = combined(report.fingerprint)
    return report


def build_snapshot_file(root: Path) -> BuildResult:
    """Load and index root and store the snapshot beside it."""
    with load_cache.no_gc():
        report = parse_roots([root], cache=True)
        text = load_cache.write_text(root, report.profiles, report.fingerprint)
        directory = Directory(report.profiles, text=text)
        stored = load_cache.write_snapshot(root, report, directory.state())
    return BuildResult(
        report.fingerprint, report.parsed, stored, len(report.profiles), len(report.rejected)
    )


def build_elsewhere(root: Path) -> BuildResult | None:
    """Parse, index and store a large root in a child process (`python -m bot index`): the
    parent then maps the result, and never holds the millions of objects a build makes
    (memory a Python process does not give back), nor competes for the interpreter with
    answering. None when the child failed or could not store the snapshot."""
    command = [sys.executable, "-m", "bot", "index", "--json", "--data", str(root)]
    try:
        done = subprocess.run(command, capture_output=True, text=True, check=False)
        if done.returncode == 0:
            built = msgspec.json.decode(done.stdout, type=BuildResult)
            return built if built.stored else None
        problem = (done.stderr.strip().splitlines() or [f"exit status {done.returncode}"])[-1]
    except (OSError, msgspec.DecodeError) as exc:
        problem = str(exc)
    log.warning("could not index %s in a child process (%s); indexing here", root, problem)
    return None
