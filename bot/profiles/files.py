"""Which files under a data directory are profiles, what they are called in messages, and
what tells that one changed without reading it: the stamps a load, a reload and a start
compare (bot.profiles.loader, bot.snapshot)."""

from __future__ import annotations

import hashlib
import itertools
import os
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path

from bot.resources import VOCAB_DIR

SUFFIXES = (".txt", ".json", ".jsonl")
# Folders below the data directory are read this deep at most: deeper is a mistake.
MAX_DEPTH = 32
# The folder of the load cache (bot.snapshot.cache), inside the data directory or beside a file.
CACHE_FOLDER = ".profile-bot"
# Profiles added in a server live under the data directory in guilds/<server id>/: that
# server sees them, no other does.
GUILDS_FOLDER = "guilds"


def display_path(path: Path) -> str:
    """The path relative to the working directory when it lies below it; a link is named
    as itself, not as what it points to."""
    for here, there in ((path.absolute(), Path.cwd()), (path.resolve(), Path.cwd().resolve())):
        try:
            return str(here.relative_to(there))
        except ValueError:
            continue
    return str(path)


def guild_of(source: str | None) -> int:
    """The server a profile was added in, by the path of its file (0: a shared profile)."""
    parts = (source or "").replace("\\", "/").split("/")
    for folder, below in itertools.pairwise(parts[:-1]):  # folders only, not the file
        if folder == GUILDS_FOLDER and below.isdigit():
            return int(below)
    return 0


def iter_data_files(root: Path) -> Iterator[Path]:
    """Profile files under root, in sorted path order. Linked folders are not followed;
    a folder nested deeper than MAX_DEPTH is given as itself, for the loader to reject."""
    if not root.is_dir():
        yield root
        return
    vocab = VOCAB_DIR.resolve()
    # An explicit stack: a deep tree must not exhaust the interpreter's recursion.
    stack: list[tuple[Path, int]] = [(root, 0)]
    while stack:
        folder, depth = stack.pop()
        if depth > MAX_DEPTH:
            yield folder
            continue
        try:
            entries = sorted(os.scandir(folder), key=lambda e: e.name)
        except OSError:
            continue
        folders = []
        for entry in entries:
            if entry.name.startswith(".") or entry.name == CACHE_FOLDER:
                continue
            if entry.is_dir(follow_symlinks=False):
                if Path(entry.path).resolve() != vocab:
                    folders.append((Path(entry.path), depth + 1))
            elif entry.name.lower().endswith(SUFFIXES):
                yield Path(entry.path)
        stack.extend(reversed(folders))


Stamp = tuple[int, int, int, int]  # size, modification time, change time, inode


_NO_STAMP: Stamp = (-1, -1, -1, -1)


def file_stamp(path: Path) -> Stamp:
    """What tells a file's contents changed without reading it: its size, modification
    time, change time and inode; all -1 when it cannot be had."""
    try:
        st = os.stat(path)
    except OSError:
        return _NO_STAMP
    return (st.st_size, st.st_mtime_ns, st.st_ctime_ns, st.st_ino)


Stamped = tuple[Path, str, Stamp]  # a file, its name in messages (`source`), its stamp


def stamped_files(root: Path) -> Iterator[Stamped]:
    """Each profile file with its name for messages and its stamp."""
    name = _names_under(root)
    for path in iter_data_files(root):
        yield path, name(path), file_stamp(path)


def _names_under(root: Path) -> Callable[[Path], str]:
    """display_path for the files found under root, worked out for root once: resolving
    every path of a million files costs minutes. A link is named as display_path names it."""
    cwd = Path.cwd()
    for here, there in ((root.absolute(), cwd), (root.resolve(), cwd.resolve())):
        try:
            shown = here.relative_to(there)
            break
        except ValueError:
            continue
    else:
        shown = root

    def name(path: Path) -> str:
        if path == root or path.is_symlink():
            return display_path(path)
        return str(shown / path.relative_to(root))

    return name


def fingerprint_of(files: Iterable[Stamped]) -> str:
    """What changes whenever a file of these comes, goes or changes."""
    stamps = ("\0".join((source, *map(str, stamp))) for _, source, stamp in files)
    # A file name that is not UTF-8 is still a name: its bytes go in as they are.
    return hashlib.sha256("\n".join(stamps).encode("utf-8", "surrogateescape")).hexdigest()


def scan(root: Path) -> tuple[str, int]:
    """What load_profiles(root) would give as the report's fingerprint, and the files'
    total size, without reading them."""
    files = list(stamped_files(root))
    return fingerprint_of(files), sum(max(stamp[0], 0) for _, _, stamp in files)
