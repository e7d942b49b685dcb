"""Importing a data directory (or one file) into the database, in batches: each file checked
as the loader would, with its limits; a file already stored with the same content left as it
is, so that importing the same files twice changes nothing."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

from bot.profiles.files import GUILDS_FOLDER, Stamped, file_stamp, guild_of, iter_data_files
from bot.profiles.loader import Progress, load_profiles
from bot.profiles.model import Profile
from bot.store.database import Database, FileChange, digest

BATCH_FILES = 200  # files read and written per transaction


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
    for start in range(0, len(files), BATCH_FILES):
        batch = await asyncio.to_thread(_read, path, files[start : start + BATCH_FILES], guild,
                                        stored, who, done)  # fmt: skip
        if batch:
            await db.write(batch)
        if progress is not None:
            progress("imported", min(start + BATCH_FILES, len(files)), len(files))
    return done


def _read(
    root: Path,
    files: list[tuple[Path, PurePosixPath]],
    guild: int | None,
    stored: dict[str, str],
    who: str,
    done: Imported,
) -> list[FileChange]:
    """The changes of a batch of files: each file changed, read by the loader with its
    limits (all of them in one load: a file at a time costs far more)."""
    contents: dict[str, tuple[bytes, str]] = {}
    changed: list[Stamped] = []
    for file, relative in files:
        target = stored_path(relative, guild)
        try:
            content = file.read_bytes()
        except OSError as exc:
            done.rejected.append((target, exc.strerror or str(exc)))
            continue
        if stored.get(target) == digest(content):
            done.unchanged += 1
            continue
        contents[str(relative)] = (content, target)
        changed.append((file, str(relative), file_stamp(file)))
    report = load_profiles(root, files=changed)
    by_file: dict[str, list[Profile]] = {}
    for profile in report.profiles:
        by_file.setdefault(profile.source or "", []).append(profile)
    for rejection in report.rejected:
        content_target = contents.pop(rejection.source, None)
        if content_target is not None:
            where = f"{rejection.where}: " if rejection.where else ""
            done.rejected.append((content_target[1], where + rejection.reason))
    out = []
    for relative, (content, target) in contents.items():
        profiles = by_file.get(relative, [])
        if not profiles:
            done.rejected.append((target, "no profile in it"))
            continue
        action = "updated" if target in stored else "added"
        if action == "added":
            done.added += 1
        else:
            done.updated += 1
        done.profiles += len(profiles)
        first = profiles[0]
        out.append(FileChange(
            path=target, guild=guild_of(target), content=content, who=who, action=action,
            profiles=tuple(profiles), name=first.name, profile_id=first.id,
        ))  # fmt: skip
    return out
