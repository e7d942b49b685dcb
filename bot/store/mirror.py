"""The local copy of the profile store: the files of the database, as a data directory that
the loader reads like any other, and the number of the last change it includes.

A process keeps its copy between starts: the next start fetches only the files changed since
that change, and the stored snapshot beside the copy (the load cache) serves everything
else. A copy made from another database, or none at all, is fetched whole. A process that
serves some of the Discord shards keeps the shared profiles and its own servers' only.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import os
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

import asyncpg

from bot.errors import StoreUnavailable
from bot.profiles.loader import SUFFIXES, iter_data_files
from bot.profiles.uploads import write_atomically
from bot.store.database import UNREACHABLE, Database, _why

POSITION_NAME = ".profile-bot-store.json"  # a dot: the loader skips it
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
    try:
        data = json.loads((root / POSITION_NAME).read_text())
        return str(data["store"]), int(data["change"])
    except (OSError, ValueError, KeyError, TypeError):
        return None


def _write_position(root: Path, store: str, change: int) -> None:
    write_atomically(root / POSITION_NAME, json.dumps({"store": store, "change": change}).encode())


def safe_path(path: str) -> PurePosixPath | None:
    """A stored path as a path inside the copy; None when it could point elsewhere or is not
    a profile file (a row written by hand must not write outside the copy)."""
    pure = PurePosixPath(path)
    if pure.is_absolute() or not pure.parts or any(p in ("", ".", "..") for p in pure.parts):
        return None
    if any(p.startswith(".") for p in pure.parts) or not pure.name.lower().endswith(SUFFIXES):
        return None
    return pure


async def sync(db: Database, root: Path, served: Served | None = None) -> Synced:
    """Bring the copy at root up to the newest change; StoreUnavailable when the database
    cannot be reached (the copy is then as it was, or further on: never half a file)."""
    async with db.connection() as conn:
        try:
            return await _sync(conn, root, served or Served())
        except UNREACHABLE as exc:
            raise StoreUnavailable(f"the profile store is unavailable ({_why(exc)})") from None


async def _sync(conn: asyncpg.Connection, root: Path, served: Served) -> Synced:
    root.mkdir(parents=True, exist_ok=True)
    known = read_position(root)
    async with conn.transaction(isolation="repeatable_read", readonly=True):
        store = str(await conn.fetchval("SELECT id FROM store_meta LIMIT 1"))
        top = await conn.fetchval("SELECT coalesce(max(seq), 0) FROM changes")
        whole = known is None or known[0] != store or known[1] > top
        if whole:
            rows = await conn.fetch("SELECT path, guild, digest FROM files")
            wanted = {r["path"]: r["digest"] for r in rows if r["guild"] in served}
            present = _local(root)
            gone = set(present) - set(wanted)
            wanted = {
                path: d for path, d in wanted.items()
                if path not in present or _digest_of(root / path) != d
            }  # fmt: skip
        else:
            assert known is not None
            changed = await conn.fetch(
                "SELECT DISTINCT path FROM changes WHERE seq > $1 AND seq <= $2 AND path <> ''",
                known[1], top,
            )  # fmt: skip
            paths = [r["path"] for r in changed]
            rows = await conn.fetch(
                "SELECT path, guild, digest FROM files WHERE path = ANY($1::text[])", paths
            )
            wanted = {r["path"]: r["digest"] for r in rows if r["guild"] in served}
            gone = set(paths) - set(wanted)
            wanted = {p: d for p, d in wanted.items() if _digest_of(root / p) != d}
        written = 0
        names = sorted(wanted)
        for start in range(0, len(names), FETCH_BATCH):
            batch = await conn.fetch(
                "SELECT path, content FROM files WHERE path = ANY($1::text[])",
                names[start : start + FETCH_BATCH],
            )
            written += await asyncio.to_thread(_write_files, root, batch)
    removed = await asyncio.to_thread(_remove_files, root, gone)
    _write_position(root, store, top)
    return Synced(top, written, removed, whole)


def _local(root: Path) -> dict[str, Path]:
    """The profile files of the copy, by their stored path."""
    return {p.relative_to(root).as_posix(): p for p in iter_data_files(root)}


def _digest_of(path: Path) -> str:
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except OSError:
        return ""


def _write_files(root: Path, rows: list[asyncpg.Record]) -> int:
    written = 0
    for row in rows:
        relative = safe_path(row["path"])
        if relative is None:
            continue
        target = root.joinpath(*relative.parts)
        target.parent.mkdir(parents=True, exist_ok=True)
        write_atomically(target, row["content"])
        written += 1
    return written


def _remove_files(root: Path, paths: set[str]) -> int:
    removed = 0
    for path in paths:
        relative = safe_path(path)
        if relative is None:
            continue
        target = root.joinpath(*relative.parts)
        with contextlib.suppress(FileNotFoundError):
            os.unlink(target)
            removed += 1
    return removed

