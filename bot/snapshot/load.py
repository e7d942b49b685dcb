"""Loading data paths into a ready engine: what every front end starts from.

The stored snapshot is used whenever it was built from exactly the files there
are now; otherwise the files are parsed (through the parse cache) and indexed,
in a child process for large data, and the snapshot is stored again.
"""

from __future__ import annotations

import gc
import logging
from dataclasses import dataclass, replace
from pathlib import Path

from bot.answers.engine import Engine
from bot.profiles.files import Stamp, Stamped, fingerprint_of, scan, stamped_files
from bot.profiles.loader import LoadReport, Progress
from bot.search.directory import Directory
from bot.search.fulltext import FullText
from bot.snapshot import build
from bot.snapshot import cache as load_cache
from bot.snapshot.build import (
    build_elsewhere,
    combined,
    index_profiles,
    parse_roots,
)
from bot.snapshot.changes import lay_over_files
from bot.snapshot.verify import DamagedCache

log = logging.getLogger(__name__)

# Data this large is indexed in a child process (see build_elsewhere); smaller data
# indexes in about a second, not much longer than a child process takes to start.
BUILD_ELSEWHERE_BYTES = 32 << 20


@dataclass(frozen=True)
class CacheNote:
    """What became of the load cache in one load: "off" (not used), "valid" (served from),
    "laid" (served from a snapshot of earlier files, with the files changed since laid
    over it), "rebuilt" (stored again: missing, stale or damaged before) or "unstored"
    (could not be stored); with why the stored snapshot was damaged, when it was."""

    state: str = "off"
    damage: str = ""


@dataclass(frozen=True)
class Snapshot:
    """A ready engine over one load of the data, and the report of that load."""

    engine: Engine
    report: LoadReport
    from_cache: bool = False  # the indexes were read back rather than built
    cache: CacheNote = CacheNote()
    # The stamp of each file of the one data path it was loaded from (None: unknown, or
    # several paths), and the vocabularies' digest: how a reload finds what changed.
    files: dict[str, Stamp] | None = None
    vocab: str = ""
    laid: int = 0  # profiles added or removed by changes laid over it since it was built


def load_snapshot(
    *roots: Path,
    prefix: str = "!",
    cache: bool = False,
    previous: Snapshot | None = None,
    progress: Progress | None = None,
    lay_over: bool = True,
) -> Snapshot:
    """Every profile under the roots, indexed; the load report of all of them.

    With `cache` and one root, parse results and the built snapshot are stored beside
    it (see bot.snapshot.cache): an unchanged root is mapped back in without parsing
    or indexing, and its records are decoded only when shown. A damaged stored snapshot
    is logged once, with why, and rebuilt. With `previous`, a file that has become
    unusable keeps the profiles it gave before (a reload must not lose people to a
    half-written file), and the report says so; and the files changed since it was loaded
    are laid over it (bot.snapshot.changes) rather than everything loaded again, unless
    not `lay_over`. `progress` is told the files parsed and the profiles indexed
    (bot.progress shows them).
    """
    files = list(stamped_files(roots[0])) if len(roots) == 1 and roots[0].exists() else None
    if previous is not None and files is not None and lay_over:
        laid = lay_over_files(roots[0], previous, files, prefix)
        if laid is not None:
            return laid
    loaded = _load(roots, prefix, cache, previous, progress, files, lay_over)
    if files is None:
        return loaded
    stamps = {source: stamp for _, source, stamp in files}
    return replace(loaded, files=stamps, vocab=build.vocab_digest())


def build_beside(root: Path, progress: Progress | None = None) -> bool:
    """Store a new snapshot of root's files as they are now, built in a child process beside
    the one answered from (whose full text changes may go on being laid into); False when
    the data is small enough to load at once, or the child failed."""
    if scan(root)[1] < BUILD_ELSEWHERE_BYTES:
        return False
    return build_elsewhere(root, progress) is not None


def _load(
    roots: tuple[Path, ...],
    prefix: str,
    cache: bool,
    previous: Snapshot | None,
    progress: Progress | None,
    files: list[Stamped] | None,
    lay_over: bool = True,
) -> Snapshot:
    single = cache and files is not None
    damage = ""
    if single and files is not None:
        root = roots[0]
        fingerprint = fingerprint_of(files)
        size = sum(max(stamp[0], 0) for _, _, stamp in files)
        try:
            ready = None
            # Whichever files it was built from: those of now, or earlier ones the files
            # changed since are laid over at a start.
            stored = load_cache.read_snapshot(root, None)
            if stored is None or (previous is not None and stored.report.rejected):
                pass  # a reload that keeps last good records needs the full load
            elif stored.report.fingerprint == combined(fingerprint):
                ready = _ready(root, stored, prefix, CacheNote("valid"))
            elif previous is None and lay_over:
                ready = _laid_on_stored(root, stored, files, prefix)
        except DamagedCache as exc:
            damage = str(exc)
            log.warning(
                "the load cache %s was damaged (%s); rebuilding it from the files",
                load_cache.cache_path(root, load_cache.INDEX_NAME), damage,
            )  # fmt: skip
            ready = None
        if ready is not None:
            return ready
        built = build_elsewhere(root, progress) if size >= BUILD_ELSEWHERE_BYTES else None
        if built is not None:
            note = CacheNote("rebuilt", damage)
            ready = _stored_again(root, built.fingerprint, prefix, previous, note, built.parsed)
            if ready is not None:
                return ready
    with load_cache.no_gc():
        report = parse_roots(roots, cache, progress)
        kept = previous is not None and _keep_last_good(report, previous.report)
        directory = index_profiles(roots[0] if single and not kept else None, report, progress)
        # The snapshot file holds what these files alone give; kept records are extra.
        if single and not kept and load_cache.write_snapshot(roots[0], report, directory.state()):
            # Serve from the file just written, so that the records need not stay in memory.
            note = CacheNote("rebuilt", damage)
            ready = _stored_again(roots[0], report.fingerprint, prefix, None, note, report.parsed)
            if ready is not None:
                return ready
    note = CacheNote("unstored", damage) if single else CacheNote()
    return _serve(Engine(directory, prefix=prefix), report, note)


def _stored(
    root: Path,
    fingerprint: str,
    prefix: str,
    previous: Snapshot | None,
    note: CacheNote,
    parsed: int | None = None,
) -> Snapshot | None:
    """The stored snapshot of root made ready to answer; None when there is none for these
    files or a reload must keep last good records (that needs the full load). Raises
    DamagedCache when it is damaged."""
    stored = load_cache.read_snapshot(root, fingerprint)
    if stored is None or (previous is not None and stored.report.rejected):
        return None
    return _ready(root, stored, prefix, note, parsed)


def _ready(
    root: Path, stored: load_cache.Stored, prefix: str, note: CacheNote, parsed: int | None = None
) -> Snapshot:
    """A stored snapshot made ready to answer. Raises DamagedCache when it is damaged."""
    fingerprint = stored.report.fingerprint
    profiles = stored.report.profiles
    text = (
        load_cache.read_text(root, fingerprint, profiles)
        or load_cache.write_text(root, profiles, fingerprint)
        or FullText.build(profiles)
    )
    try:
        directory = Directory.restore(stored.report.profiles, stored.state, text)
    except (KeyError, ValueError, TypeError, IndexError) as exc:
        raise DamagedCache(f"it does not fit this version: {exc}") from None
    if parsed is not None:
        stored.report.parsed = parsed
    return _serve(Engine(directory, prefix=prefix), stored.report, note)


def _laid_on_stored(
    root: Path, stored: load_cache.Stored, files: list[Stamped], prefix: str
) -> Snapshot | None:
    """The stored snapshot of earlier files with the files changed since laid over it, as
    a reload lays them (bot.snapshot.changes): a start after a change reads those files
    only. None when the stored snapshot does not list its files, it was built with other
    vocabularies, or only a full load answers as it should. Raises DamagedCache when it
    is damaged."""
    listed = stored.files()
    if listed is None:
        return None
    then = [(root, name, stamp) for name, stamp in listed]
    if combined(fingerprint_of(then)) != stored.report.fingerprint:
        return None  # the vocabularies changed: every profile is indexed again
    base = _ready(root, stored, prefix, CacheNote("laid"))
    base = replace(base, files=dict(listed), vocab=build.vocab_digest())
    try:
        return lay_over_files(root, base, files, prefix)
    except (KeyError, IndexError, TypeError, ValueError) as exc:
        raise DamagedCache(f"the changes cannot be laid over it: {exc}") from None


def _stored_again(
    root: Path,
    fingerprint: str,
    prefix: str,
    previous: Snapshot | None,
    note: CacheNote,
    parsed: int,
) -> Snapshot | None:
    """The snapshot just stored, made ready; None, logged, when it cannot be read back (then
    the caller serves what it built in memory)."""
    try:
        return _stored(root, fingerprint, prefix, previous, note, parsed)
    except DamagedCache as exc:
        log.warning("the load cache just written under %s cannot be read back (%s)", root, exc)
        return None


def _serve(engine: Engine, report: LoadReport, note: CacheNote) -> Snapshot:
    engine.warm()
    # Everything loaded lives as long as the snapshot: later collections need not scan it.
    gc.collect()
    gc.freeze()
    return Snapshot(engine, report, from_cache=note.state == "valid", cache=note)


def _keep_last_good(report: LoadReport, before: LoadReport) -> bool:
    broken = {r.source for r in report.rejected}
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


def format_report(report: LoadReport, root: str, quote: bool = True) -> str:
    """A load report as the `check` command prints it; without `quote` (for Discord), the
    warnings are counted, not shown, since they may quote a file's lines."""
    lines = [
        f"Loaded {len(report.profiles)} profile{'s' * (len(report.profiles) != 1)} "
        f"from {root} ({report.files} file{'s' * (report.files != 1)} read)."
    ]
    if report.rejected:
        lines.append(f"Rejected {len(report.rejected)}:")
        lines.extend(f"  {r}" for r in report.rejected)
    if report.warnings and quote:
        lines.append(f"Warnings ({len(report.warnings)}):")
        lines.extend(f"  {w}" for w in report.warnings)
    elif report.warnings:
        lines.append(f"Warnings: {len(report.warnings)}, in the bot's log.")
    return "\n".join(lines)


def cache_line(note: CacheNote) -> str | None:
    """What became of the load cache, as `check` says it; None when it was not used."""
    if note.state == "valid":
        return "The load cache is valid."
    if note.state == "laid":
        return "The load cache holds the files as they were: those changed since were laid over it."
    if note.state == "rebuilt":
        if note.damage:
            return f"The load cache was damaged ({note.damage}): rebuilt."
        return "The load cache was missing or out of date: rebuilt."
    if note.state == "unstored":
        if note.damage:
            return f"The load cache was damaged ({note.damage}) and could not be rebuilt."
        return "The load cache could not be written (see the log)."
    return None
