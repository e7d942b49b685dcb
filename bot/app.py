"""Loading data paths into a ready engine: what every front end starts from."""

from __future__ import annotations

import gc
import hashlib
import json
import logging
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from bot.answers.engine import Engine
from bot.profiles import cache as load_cache
from bot.profiles.loader import FileResult, LoadReport, load_profiles, scan
from bot.search.directory import Directory

log = logging.getLogger(__name__)

# Data this large is indexed in a child process (see _build_elsewhere); smaller data
# indexes in about a second, not much longer than a child process takes to start.
BUILD_ELSEWHERE_BYTES = 32 << 20


@dataclass(frozen=True)
class Snapshot:
    engine: Engine
    report: LoadReport
    from_cache: bool = False  # the indexes were read back rather than built


def load_snapshot(
    *roots: Path, prefix: str = "!", cache: bool = False, previous: Snapshot | None = None
) -> Snapshot:
    """Every profile under the roots, indexed; the load report of all of them.

    With `cache` and one root, parse results and the built snapshot are stored beside
    it (see bot.profiles.cache): an unchanged root is mapped back in without parsing
    or indexing, and its records are decoded only when shown. With `previous`, a file
    that has become unusable keeps the profiles it gave before (a reload must not
    lose people to a half-written file), and the report says so.
    """
    single = cache and len(roots) == 1 and roots[0].exists()
    if single:
        files, size = scan(roots[0])
        stored = load_cache.read_snapshot(roots[0], _combined(files))
        # A broken file may have to keep its last good records: that needs the full load.
        if stored is not None and (previous is None or not stored.report.rejected):
            ready = _ready(stored, prefix, from_cache=True)
            if ready is not None:
                return ready
        built = _build_elsewhere(roots[0]) if size >= BUILD_ELSEWHERE_BYTES else None
        if built is not None:
            fingerprint, parsed = built
            stored = load_cache.read_snapshot(roots[0], fingerprint)
            if stored is not None and (previous is None or not stored.report.rejected):
                stored.report.parsed = parsed
                ready = _ready(stored, prefix, from_cache=False)
                if ready is not None:
                    return ready
    report = LoadReport()
    with load_cache.no_gc():
        for root in roots:
            part = _parse(root, cache)
            report.profiles = [*report.profiles, *part.profiles]
            report.rejected += part.rejected
            report.warnings += part.warnings
            report.files += part.files
            report.parsed += part.parsed
            report.fingerprint += part.fingerprint
        report.fingerprint = _combined(report.fingerprint)
        kept = previous is not None and _keep_last_good(report, previous.report)
        directory = Directory(report.profiles)
        # The snapshot file holds what these files alone give; kept records are extra.
        if single and not kept and load_cache.write_snapshot(roots[0], report, directory.state()):
            # Serve from the file just written, so that the records need not stay in memory.
            stored = load_cache.read_snapshot(roots[0], report.fingerprint)
            if stored is not None:
                stored.report.parsed = report.parsed
                ready = _ready(stored, prefix, from_cache=False)
                if ready is not None:
                    return ready
    engine = Engine(directory, prefix=prefix)
    engine.warm()
    gc.freeze()
    return Snapshot(engine, report)


def _parse(root: Path, cache: bool) -> LoadReport:
    """Every profile under root; with `cache`, unchanged files come from the parse cache,
    which is written again when anything changed."""
    old = load_cache.read_files(root) if cache else None
    fresh: dict[str, FileResult] | None = {} if cache else None
    report = load_profiles(root, cache=old, fresh=fresh)
    if fresh is not None and (report.parsed or set(fresh) != set(old or {})):
        load_cache.write_files(root, fresh)
    return report


def _combined(fingerprint: str) -> str:
    """The snapshot's fingerprint: that of each root's files, in order, hashed together."""
    return hashlib.sha256(fingerprint.encode()).hexdigest()


def _build_elsewhere(root: Path) -> tuple[str, int] | None:
    """Parse, index and store a large root in a child process (`python -m bot index`): the
    parent then maps the result, and never holds the millions of objects a build makes
    (memory a Python process does not give back), nor competes for the interpreter with
    answering."""
    command = [sys.executable, "-m", "bot", "index", "--json", "--data", str(root)]
    try:
        done = subprocess.run(command, capture_output=True, text=True, check=False)
        if done.returncode == 0:
            built = json.loads(done.stdout.strip().splitlines()[-1])
            return (built["fingerprint"], built["parsed"]) if built["stored"] else None
        problem = (done.stderr.strip().splitlines() or [f"exit status {done.returncode}"])[-1]
    except (OSError, ValueError, IndexError, KeyError, TypeError) as exc:
        problem = str(exc)
    log.warning("could not index %s in a child process (%s); indexing here", root, problem)
    return None


def build_snapshot_file(root: Path) -> dict[str, object]:
    """Load and index root and store the snapshot beside it: its fingerprint, how many
    files were parsed and profiles loaded, and whether it could be stored."""
    with load_cache.no_gc():
        report = _parse(root, cache=True)
        report.fingerprint = _combined(report.fingerprint)
        directory = Directory(report.profiles)
        stored = load_cache.write_snapshot(root, report, directory.state())
    return {
        "fingerprint": report.fingerprint, "parsed": report.parsed, "stored": stored,
        "profiles": len(report.profiles), "rejected": len(report.rejected),
    }  # fmt: skip


def _ready(stored: load_cache.Stored, prefix: str, from_cache: bool) -> Snapshot | None:
    """The stored snapshot made ready to answer; None when its state does not fit this code."""
    try:
        directory = Directory.restore(stored.report.profiles, stored.state)
    except (KeyError, ValueError, TypeError) as exc:
        log.warning("the stored snapshot does not fit this version (%s); indexing again", exc)
        return None
    engine = Engine(directory, prefix=prefix)
    engine.warm()
    # Everything loaded lives as long as the snapshot: later collections need not scan it.
    gc.collect()
    gc.freeze()
    return Snapshot(engine, stored.report, from_cache=from_cache)


def _keep_last_good(report: LoadReport, before: LoadReport) -> bool:
    broken = {r.source.split(" line ")[0].split(" record ")[0] for r in report.rejected}
    if not broken:
        return False
    kept = False
    present = {p.id for p in report.profiles}
    kept_profiles = []
    for profile in before.profiles:
        if profile.source in broken and profile.id not in present:
            kept_profiles.append(profile)
            present.add(profile.id)
            kept = True
            report.warnings.append(
                f"{profile.source}: kept the last good record of {profile.name!r} "
                "until the file can be read again"
            )
    report.profiles = [*report.profiles, *kept_profiles]
    return kept


def format_report(report: LoadReport, root: str) -> str:
    lines = [
        f"Loaded {len(report.profiles)} profile{'s' * (len(report.profiles) != 1)} "
        f"from {root} ({report.files} file{'s' * (report.files != 1)} read)."
    ]
    if report.rejected:
        lines.append(f"Rejected {len(report.rejected)}:")
        lines.extend(f"  {r}" for r in report.rejected)
    if report.warnings:
        lines.append(f"Warnings ({len(report.warnings)}):")
        lines.extend(f"  {w}" for w in report.warnings)
    return "\n".join(lines)
