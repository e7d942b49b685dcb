"""Adding and removing profile files: in a server's folder (guilds/<server id>/) or among the
shared profiles, and the log of every change.

A file is checked by the loader itself, with its limits, before anything is written; it is
then written as uploaded, atomically (a temporary file, then a rename), so that a reload
never sees half of it. A rejected file writes nothing. Every change is a line of the change
log (`CHANGES_NAME` in the data directory, which the loader skips), so that who added what
survives a restart.
"""

from __future__ import annotations

import contextlib
import os
import re
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import msgspec

from bot.profiles.files import GUILDS_FOLDER, SUFFIXES, guild_of
from bot.profiles.loader import load_profiles, slugify
from bot.profiles.model import Profile

CHANGES_NAME = ".profile-bot-changes.jsonl"
SHARED_FOLDER = "added"  # where the command line puts shared profiles, under the data path
MAX_FILES = 10  # files one message may add
_SAFE = re.compile(r"[^A-Za-z0-9._-]+")


class Change(msgspec.Struct, kw_only=True):
    """One change as the log keeps it."""

    time: float
    guild: int  # 0: the shared profiles
    who: str
    action: str  # added, updated, removed, rejected
    file: str
    name: str = ""
    profile_id: str = ""
    reason: str = ""


@dataclass(frozen=True)
class Outcome:
    """What adding one file did: its profiles (added or updated) or why it was rejected."""

    file: str
    action: str  # added, updated, rejected
    profiles: tuple[Profile, ...] = ()
    reason: str = ""


def folder_of(root: Path, guild: int | None) -> Path:
    """Where a server's profiles are written (None or 0: the shared ones)."""
    return root / GUILDS_FOLDER / str(guild) if guild else root / SHARED_FOLDER


def safe_name(name: str, fallback: str) -> str:
    """A file name for an upload: its own name, made safe, when it names a profile file;
    else the fallback (a profile id) as a text export."""
    base = _SAFE.sub("-", Path(name.replace("\\", "/")).name).strip(".-")
    stem, suffix = Path(base).stem[:80].strip(".-"), Path(base).suffix.lower()
    if suffix in SUFFIXES and stem and stem.lower() != "message":
        return stem + suffix
    return f"{slugify(fallback) or 'profile'}.txt"


def check(name: str, data: bytes) -> tuple[list[Profile], str | None]:
    """The profiles a file holds, read by the loader with its limits; or why it is
    rejected."""
    if not name.lower().endswith(SUFFIXES):
        return [], f"not a profile file: {', '.join(SUFFIXES)} only"
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / safe_name(name, "upload")
        path.write_bytes(data)
        report = load_profiles(path)
    if report.rejected:
        return [], report.rejected[0].reason
    if not report.profiles:
        return [], "no profile in it"
    return list(report.profiles), None


def add(
    root: Path, guild: int | None, name: str, data: bytes, existing: Sequence[Profile]
) -> Outcome:
    """Check one uploaded file and write it into the server's folder. `existing`: the
    profiles the server added before, so that the same id updates its file."""
    outcome, target = place(root, guild, name, data, existing)
    if target is not None:
        target.parent.mkdir(parents=True, exist_ok=True)
        write_atomically(target, data)
    return outcome


def place(
    root: Path, guild: int | None, name: str, data: bytes, existing: Sequence[Profile]
) -> tuple[Outcome, Path | None]:
    """What adding one uploaded file does, and the path it is to be written to (None when it
    is rejected), writing nothing: the same id updates the file that held it."""
    profiles, reason = check(name, data)
    if reason is not None:
        return Outcome(name, "rejected", reason=reason), None
    folder = folder_of(root, guild)
    target = folder / safe_name(name, profiles[0].name)
    if target.name != safe_name(name, "upload"):
        # Read again under the name it will have: a text export's id is its file's name.
        profiles, _ = check(target.name, data)
    ids = {p.id for p in profiles}
    before = [p for p in existing if p.id in ids]
    old = folder / Path(before[0].source).name if before and before[0].source else None
    held = {p.id for p in existing if old is not None and p.source == before[0].source}
    if old is not None and held <= ids and old.suffix.lower() == target.suffix.lower():
        target = old  # the file that held exactly these people: replaced
    elif target.exists():
        target = _free(target)  # another file of that name holds other people: kept
        profiles, _ = check(target.name, data)
    return Outcome(target.name, "updated" if before else "added", tuple(profiles)), target


def _free(path: Path) -> Path:
    """The first name like path's that no file has: `ada-2.json`, `ada-3.json`, …"""
    n = 2
    while (candidate := path.with_name(f"{path.stem}-{n}{path.suffix}")).exists():
        n += 1
    return candidate


def remove(root: Path, guild: int | None, profile: Profile) -> str | None:
    """Delete the file of one profile added in the server; None when done, else why not."""
    planned = removal(root, guild, profile)
    if isinstance(planned, str):
        return planned
    path, kept = planned
    if kept is None:
        path.unlink()
    else:
        write_atomically(path, kept)
    return None


def removal(root: Path, guild: int | None, profile: Profile) -> tuple[Path, bytes | None] | str:
    """What removing one profile added in the server does, writing nothing: its file, and
    what the file holds after (None: the file goes); or why it cannot be removed."""
    if not profile.source or guild_of(profile.source) != (guild or 0):
        return "it was not added in this server"
    path = folder_of(root, guild) / Path(profile.source).name
    if not path.is_file():
        return "its file is no longer there"
    raw = path.read_bytes()
    others, _ = check(path.name, raw)
    if len(others) <= 1:
        return path, None
    # A file of several records: written again without this one.
    kept = _without(raw, path.suffix.lower(), profile.id)
    if kept is None:
        return f"its record in {path.name} could not be told from the others"
    return path, kept


def _without(raw: bytes, suffix: str, profile_id: str) -> bytes | None:
    """A JSON or JSON Lines file of records without the one of that id; None when it is
    not there exactly once."""
    def is_it(record: object) -> bool:
        return isinstance(record, dict) and record.get("id") == profile_id

    try:
        if suffix == ".jsonl":
            lines = raw.splitlines(keepends=True)
            hits = [n for n, line in enumerate(lines) if line.strip()
                    and is_it(msgspec.json.decode(line))]  # fmt: skip
            return b"".join(x for n, x in enumerate(lines) if n != hits[0]) if len(hits) == 1 \
                else None  # fmt: skip
        records = msgspec.json.decode(raw)
    except msgspec.DecodeError:
        return None
    if not isinstance(records, list) or sum(map(is_it, records)) != 1:
        return None
    return msgspec.json.encode([r for r in records if not is_it(r)])


def log_change(root: Path, change: Change) -> None:
    """Append one change to the log."""
    line = msgspec.json.encode(change) + b"\n"
    with open(root / CHANGES_NAME, "ab+") as fh:
        # A line cut short by a crash must not swallow this one.
        if fh.tell():
            fh.seek(-1, os.SEEK_END)
            if fh.read(1) != b"\n":
                line = b"\n" + line
        fh.write(line)


def read_changes(root: Path) -> list[Change]:
    """Every change logged, oldest first; a line that is not one is skipped."""
    try:
        raw = (root / CHANGES_NAME).read_bytes()
    except OSError:
        return []
    out = []
    for line in raw.splitlines():
        with contextlib.suppress(msgspec.DecodeError, msgspec.ValidationError):
            out.append(msgspec.json.decode(line, type=Change))
    return out


def change(guild: int | None, who: str, action: str, file: str, **details: str) -> Change:
    """A change made now."""
    return Change(time=time.time(), guild=guild or 0, who=who, action=action, file=file,
                  **details)  # fmt: skip


def write_atomically(path: Path, data: bytes) -> None:
    """Write atomically: a temporary file beside the target, then a rename."""
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".upload-", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
