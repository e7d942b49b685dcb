"""Importing a data directory (or one file) into the database, in batches: each file checked
as the loader would, with its limits; a file already stored with the same content left as it
is, so that importing the same files twice changes nothing."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

from bot.profiles import uploads
from bot.profiles.loader import GUILDS_FOLDER, Progress, iter_data_files
from bot.store.database import Database, FileChange, digest

BATCH_FILES = 200  # files written per transaction
BATCH_BYTES = 64 << 20  # and at most this much content


@dataclass
class Imported:
    """What an import did, file by file."""

    added: int = 0
    updated: int = 0
    unchanged: int = 0
    profiles: int = 0  # profiles in the files added or updated
    rejected: list[tuple[str, str]] = field(default_factory=list)  # path, why


def stored_path(relative: PurePosixPath, guild: int | None) -> str:
    """Where an imported file is kept: its path under the imported folder, below
    guilds/<id>/ when it is imported for one server."""
    if guild:
        return str(PurePosixPath(GUILDS_FOLDER, str(guild), *relative.parts))
    return str(relative)


def files_of(path: Path) -> list[tuple[Path, PurePosixPath]]:
    """The profile files to import and their paths relative to what was named."""
    if path.is_file():
        return [(path, PurePosixPath(path.name))]
    return [(f, PurePosixPath(f.relative_to(path).as_posix())) for f in iter_data_files(path)]


async def import_path(
    db: Database,
    path: Path,
    guild: int | None,
    who: str,
    progress: Progress | None = None,
) -> Imported:
    """Import every profile file under path (or path itself) into the database."""
    files = files_of(path)
    stored = await db.digests()
    done = Imported()
    batch: list[FileChange] = []
    size = 0
    for n, (file, relative) in enumerate(files, 1):
        target = stored_path(relative, guild)
        try:
            content = await asyncio.to_thread(file.read_bytes)
        except OSError as exc:
            done.rejected.append((target, exc.strerror or str(exc)))
            continue
        before = stored.get(target)
        if before == digest(content):
            done.unchanged += 1
        else:
            profiles, reason = await asyncio.to_thread(uploads.check, file.name, content)
            if reason is not None:
                done.rejected.append((target, reason))
            else:
                action = "updated" if before is not None else "added"
                first = profiles[0]
                batch.append(FileChange(
                    path=target, guild=guild or 0, content=content, who=who, action=action,
                    profiles=tuple(profiles), name=first.name, profile_id=first.id,
                ))  # fmt: skip
                size += len(content)
                done.profiles += len(profiles)
                if action == "added":
                    done.added += 1
                else:
                    done.updated += 1
        if len(batch) >= BATCH_FILES or size >= BATCH_BYTES:
            await db.write(batch)
            batch, size = [], 0
        if progress is not None:
            progress("imported", n, len(files))
    if batch:
        await db.write(batch)
    return done
