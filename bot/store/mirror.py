"""The local copy of the profile store: the files of the database, as a data directory that
the loader reads like any other, and the number of the last change it includes.

A process keeps its copy between starts: the next start fetches only the files changed since
that change, and the stored snapshot beside the copy (the load cache) serves everything
else. A copy made from another database, or none at all, is fetched whole. A process that
serves some of the Discord shards keeps the shared profiles and its own servers' only.
"""

from __future__ import annotations

import asyncio
import fcntl
import json
import logging
import os
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

import asyncpg

from bot.errors import StartError
from bot.profiles.files import SUFFIXES, iter_data_files
from bot.profiles.uploads import write_atomically
from bot.store.database import Database, file_digest, said_of

POSITION_NAME = ".profile-bot-store.json"  # a dot: the loader skips it
LOCK_NAME = ".profile-bot-store.lock"  # held by the process changing the copy
MAX_NAME_BYTES = 255  # the longest file name the file systems take

log = logging.getLogger(__name__)


class CopyError(StartError):
    """The local copy cannot be written there: the message names the folder and why."""

FETCH_BATCH = 200  # files fetched per query when a copy is made whole


@dataclass(frozen=True)
class Served:
    """The servers whose profiles a process keeps: all of them, or those of its shards
    (Discord puts a server on shard (id >> 22) % shard count)."""

    shard_count: int | None = None
    shard_ids: frozenset[int] = frozenset()

    def __contains__(self, guild: object) -> bool:
        if not isinstance(guild, int):
            return False
        if guild == 0 or self.shard_count is None:
            return True
        shards = self.shard_ids or frozenset(range(self.shard_count))
        return (guild >> 22) % self.shard_count in shards


@dataclass(frozen=True)
class Synced:
    """What one sync did: the change the copy now includes, files written and removed, and
    whether the copy was fetched whole."""

    position: int
    written: int
    removed: int
    whole: bool


def read_position(root: Path) -> tuple[str, int] | None:
    """The store a copy was made from and the last change it includes; None when unknown."""
    found = _position(root)
    return (found["store"], found["change"]) if found is not None else None


def _position(root: Path) -> dict | None:
    try:
        data = json.loads((root / POSITION_NAME).read_text())
        return {
            "store": str(data["store"]), "change": int(data["change"]),
            "served": str(data.get("served", "")), "mark": str(data.get("mark", "")),
        }  # fmt: skip
    except (OSError, ValueError, KeyError, TypeError):
        return None


def _write_position(root: Path, store: str, change: int, mark: str, served: Served) -> None:
    data = {"store": store, "change": change, "mark": mark, "served": _served_key(served)}
    write_atomically(root / POSITION_NAME, json.dumps(data).encode())


def _served_key(served: Served) -> str:
    if served.shard_count is None:
        return "all"
    return f"{served.shard_count}:{','.join(map(str, sorted(served.shard_ids)))}"


def safe_path(path: str) -> PurePosixPath | None:
    """A stored path as a path inside the copy; None when it could point elsewhere or is not
    a profile file (a row written by hand must not write outside the copy)."""
    pure = PurePosixPath(path)
    if pure.is_absolute() or not pure.parts or any(p in ("", ".", "..") for p in pure.parts):
        return None
    if any(p.startswith(".") for p in pure.parts) or not pure.name.lower().endswith(SUFFIXES):
        return None
    if any(len(p.encode()) > MAX_NAME_BYTES for p in pure.parts):
        return None
    return pure


async def sync(db: Database, root: Path, served: Served | None = None) -> Synced:
    """Bring the copy at root up to the newest change; StoreUnavailable when the database
    cannot be reached (the copy is then as it was, or further on: never half a file);
    CopyError when the folder is not one this store may write. One process at a time: the
    copy is locked while it changes."""
    served = served or Served()
    try:
        root.mkdir(parents=True, exist_ok=True)
        lock = open(root / LOCK_NAME, "a+b")  # noqa: SIM115 (held across awaits)
    except OSError as exc:
        raise CopyError(f"MIRROR_PATH {root} cannot be written ({said_of(exc)})") from None
    try:
        await asyncio.to_thread(fcntl.flock, lock.fileno(), fcntl.LOCK_EX)
        async with db.connection() as conn:
            return await _sync(conn, root, served)
    finally:
        lock.close()


async def _sync(conn: asyncpg.Connection, root: Path, served: Served) -> Synced:
    known = _position(root)
    async with conn.transaction(isolation="repeatable_read", readonly=True):
        store = str(await conn.fetchval("SELECT id FROM store_meta LIMIT 1"))
        top = await conn.fetchval("SELECT coalesce(max(seq), 0) FROM changes")
        mark = await _mark(conn, top)
        # A database restored from an older backup has other changes under the same numbers:
        # the time of the copy's last change tells.
        whole = (
            known is None or known["store"] != store or known["change"] > top
            or known["served"] != _served_key(served)
            or await _mark(conn, known["change"]) != known["mark"]
        )  # fmt: skip
        if whole:
            rows = await conn.fetch("SELECT path, guild, digest FROM files")
            present = await asyncio.to_thread(_local, root)
            if known is None and present:
                raise CopyError(
                    f"MIRROR_PATH {root} holds profile files that are not a copy of the "
                    "database: choose an empty folder"
                )
            paths = {r["path"]: r for r in rows if safe_path(r["path"]) is not None}
            wanted = {p: r["digest"] for p, r in paths.items() if r["guild"] in served}
            gone = set(present) - set(wanted)
        else:
            assert known is not None
            changed = await conn.fetch(
                "SELECT DISTINCT path FROM changes WHERE seq > $1 AND seq <= $2 AND path <> ''",
                known["change"], top,
            )  # fmt: skip
            paths = [r["path"] for r in changed if safe_path(r["path"]) is not None]
            rows = await conn.fetch(
                "SELECT path, guild, digest FROM files WHERE path = ANY($1::text[])", paths
            )
            wanted = {r["path"]: r["digest"] for r in rows if r["guild"] in served}
            gone = set(paths) - set(wanted)
        wanted = await asyncio.to_thread(_differing, root, wanted)
        written = 0
        names = sorted(wanted)
        for start in range(0, len(names), FETCH_BATCH):
            batch = await conn.fetch(
                "SELECT path, content FROM files WHERE path = ANY($1::text[])",
                names[start : start + FETCH_BATCH],
            )
            written += await asyncio.to_thread(_write_files, root, batch)
    removed = await asyncio.to_thread(_remove_files, root, gone)
    try:
        _write_position(root, store, top, mark, served)
    except OSError as exc:
        raise CopyError(f"MIRROR_PATH {root} cannot be written ({said_of(exc)})") from None
    return Synced(top, written, removed, whole)


async def _mark(conn: asyncpg.Connection, change: int) -> str:
    """When change number `change` was made ("" for none)."""
    return await conn.fetchval("SELECT at::text FROM changes WHERE seq = $1", change) or ""


def _differing(root: Path, wanted: dict[str, str]) -> dict[str, str]:
    """Of the files wanted, those the copy does not hold as they are."""
    return {p: d for p, d in wanted.items() if file_digest(root / p) != d}


def _local(root: Path) -> dict[str, Path]:
    """The profile files of the copy, by their stored path."""
    return {p.relative_to(root).as_posix(): p for p in iter_data_files(root)}


def _write_files(root: Path, rows: list[asyncpg.Record]) -> int:
    """Write each file; one that cannot be written is logged and left out, never stopping
    the others (nor every later change)."""
    written = 0
    for row in rows:
        relative = safe_path(row["path"])
        if relative is None:
            continue
        target = root.joinpath(*relative.parts)
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            write_atomically(target, row["content"])
        except OSError as exc:
            log.warning("could not copy %s from the profile store (%s): left out",
                        row["path"], said_of(exc))  # fmt: skip
            continue
        written += 1
    return written


def _remove_files(root: Path, paths: set[str]) -> int:
    removed = 0
    for path in paths:
        relative = safe_path(path)
        if relative is None:
            continue
        target = root.joinpath(*relative.parts)
        try:
            os.unlink(target)
            removed += 1
        except FileNotFoundError:
            pass
        except OSError as exc:
            log.warning("could not remove %s from the copy (%s)", path, said_of(exc))
    return removed

