"""The files changed since a snapshot was loaded, laid over it rather than loaded again.

Only the changed files are read; the profiles they gave before are removed and those they
give now added (Directory.changed), so that one file changed costs the same at ten profiles
or a million. When a change could answer differently from a full load, it is not laid over
and the caller loads everything: the vocabularies changed, a file changed was part of a
duplicate kept once, a profile added has the same id or is the same person as one of
another file, or too many files changed at once.
"""

from __future__ import annotations

import logging
import re
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from bot.answers.engine import Engine
from bot.profiles.files import Stamp, Stamped, fingerprint_of
from bot.profiles.loader import LoadReport, load_profiles
from bot.profiles.model import Profile
from bot.search.directory import Directory
from bot.search.indexes import identify, stable_hash
from bot.search.overlay import REMOVED
from bot.snapshot import build
from bot.snapshot.build import combined

if TYPE_CHECKING:
    from bot.snapshot.load import Snapshot

log = logging.getLogger(__name__)

# Files changed at once beyond which a full load is the simpler way.
MAX_FILES = 2000
# How a load report says it kept one of a duplicate (bot.profiles.loader).
_DUPLICATE = re.compile(r": (?:duplicate of profile .*; kept|the same person as) ")


def changed_files(
    before: dict[str, Stamp], now: list[Stamped]
) -> tuple[list[Stamped], list[str]]:
    """The files that are new or changed since `before`, and the names of those gone."""
    changed = [f for f in now if before.get(f[1]) != f[2]]
    present = {source for _, source, _ in now}
    return changed, sorted(set(before) - present)


def lay_over_files(
    root: Path, previous: Snapshot, now: list[Stamped], prefix: str
) -> Snapshot | None:
    """previous with the files of root changed since it was loaded laid over it; previous
    itself when none changed; None when only a full load answers as it should."""
    if previous.files is None or previous.vocab != build.vocab_digest():
        return None
    changed, gone = changed_files(previous.files, now)
    if not changed and not gone:
        return previous
    if len(changed) + len(gone) > MAX_FILES:
        return None
    touched = {source for _, source, _ in changed} | set(gone)
    if _deduplicated(previous.report, touched):
        return None
    d = previous.engine.directory
    before = _profiles_of(d, touched)
    part = load_profiles(root, files=changed)
    # A file with a part that cannot be read now keeps the profiles it gave and gives no
    # more, as a full reload keeps them (a file half written).
    broken = {r.source for r in part.rejected}
    ids = {p.id for p in part.profiles}
    kept = [i for i in before if d.profiles[i].source in broken and d.profiles[i].id not in ids]
    removed = sorted(set(before) - set(kept))
    if _clashes(d, part.profiles, removed):
        return None
    try:
        laid = d.changed(removed, part.profiles)
    except (OSError, ValueError, RuntimeError) as exc:  # the full text could not be written
        log.warning("could not lay the changes over the snapshot (%s): loading everything", exc)
        return None
    if laid is None:
        return None
    warnings = [w for w in previous.report.warnings if w.split(": ", 1)[0] not in touched]
    warnings += part.warnings
    for i in kept:
        p = d.profiles[i]
        warnings.append(
            f"{p.source}: kept the last good record of {p.name!r} until the file can be read again"
        )
    report = LoadReport(
        profiles=laid.present(),
        rejected=[r for r in previous.report.rejected if r.source not in touched]
        + part.rejected,
        warnings=warnings,
        files=len(now),
        parsed=len(changed),
        fingerprint=combined(fingerprint_of(now)),
    )
    engine = Engine(laid, prefix=prefix)
    # The model and the caches of words are shared; what the new indexes make on first use
    # is made now, not during someone's question.
    engine.warm()
    log.info(
        "laid %d changed files over the snapshot: %d profiles removed, %d added",
        len(touched), len(removed), len(part.profiles),
    )  # fmt: skip
    return replace(
        previous,
        engine=engine,
        report=report,
        from_cache=False,
        files={source: stamp for _, source, stamp in now},
        laid=previous.laid + len(removed) + len(part.profiles),
    )


def _deduplicated(report: LoadReport, touched: set[str]) -> bool:
    """Whether a touched file may have been part of a duplicate the load kept once: then what
    is shown once it changes depends on the other file too. Any file named in such a warning
    counts (a name may hold anything a warning does)."""
    for warning in report.warnings:
        if _DUPLICATE.search(warning) and any(source in warning for source in touched):
            return True
    return False


def _profiles_of(d: Directory, sources: set[str]) -> list[int]:
    """The ids of the profiles shown that came from these files."""
    wanted = np.array([stable_hash(s) for s in sources], np.uint64)
    ids = np.flatnonzero(np.isin(d.ix.sources, wanted) & (d.ix.guilds != REMOVED))
    return [i for i in ids.tolist() if d.profiles[i].source in sources]


def _clashes(d: Directory, added: list[Profile], removed: list[int]) -> bool:
    """Whether a profile added has the id, in its server, or is the same person as one shown
    from another file: a full load decides which of the two is kept."""
    if not added:
        return False
    ours = identify(added)
    shown = d.ix.guilds != REMOVED
    shown[removed] = False
    for name in ("identities", "persons"):
        mine = ours[name][ours[name] != 0]
        if len(mine) and np.isin(getattr(d.ix, name)[shown], mine).any():
            return True
    return False
