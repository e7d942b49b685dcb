"""Load every profile under a data directory (or one file), rejecting bad files one by one.

Rules, stated once:
- `*.txt` files are text exports, `*.json` files hold one record or a list of
  records, `*.jsonl` files one record per line. Hidden files and folders and the
  bundled vocabulary folder are not profiles and are skipped.
- A file that cannot be used is rejected with one line naming it and the reason;
  every other profile still loads. Nothing here raises on file contents.
- Two records with the same id are the same person: the one from the most
  recently modified file is kept; on equal times, the first in path order. So are
  two records with different ids but the same name, headline and summary (one
  export saved under two file names), by the same rule.
"""

from __future__ import annotations

import os
import re
import stat
import unicodedata
from array import array
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

import msgspec
import numpy as np

from bot.profiles.files import (
    MAX_DEPTH,
    Stamp,
    Stamped,
    display_path,
    fingerprint_of,
    guild_of,
    stamped_files,
)
from bot.profiles.model import Profile
from bot.profiles.parser import KNOWN_BADGES, parse_export
from bot.profiles.topics import TopicSplitter, repository_words
from bot.resources import VOCAB_DIR, read_json, read_lines

MAX_TEXT_BYTES = 1 << 20  # an export is a few kB; 1 MiB is generous
MAX_RECORD_FILE_BYTES = 1 << 30  # a JSON/JSONL file may hold a whole directory
MAX_RECORD_BYTES = 1 << 20  # one JSON record, like one export
# Text with more control characters than this share is binary, whatever its bytes decode to.
MAX_CONTROL_SHARE = 0.01


# Told how far a long load has come: the step ("parsed" files, "indexed" profiles), how many
# are done and of how many. The front end decides how to show it (bot.progress).
Progress = Callable[[str, int, int], None]


@dataclass(frozen=True)
class Rejection:
    """A file, or one record of it, that could not be used, and why."""

    source: str  # the file, as messages name it
    reason: str
    where: str = ""  # the place in the file: `line 3`, `record 2`; "" for the whole file

    def __str__(self) -> str:
        place = f" {self.where}" if self.where else ""
        return f"{self.source}{place}: {self.reason}"


@dataclass
class LoadReport:
    """Every profile loaded from a data path, and what was rejected or warned about."""

    # A list as loaded; a lazily decoded sequence when read back from the load cache.
    profiles: Sequence[Profile] = field(default_factory=list)
    rejected: list[Rejection] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    files: int = 0
    parsed: int = 0  # files read and parsed this time, rather than taken from the cache
    # Changes whenever any file's size, modification time, change time or inode does.
    fingerprint: str = ""
    # Each file's name and stamp, in the order read: what a later start compares with.
    stamps: list[tuple[str, Stamp]] = field(default_factory=list)


class FileResult(msgspec.Struct, array_like=True):
    """Everything one file contributed, as it was parsed: what the load cache keeps."""

    size: int
    mtime_ns: int
    # `touch -r` puts a modification time back; the change time and the inode it cannot.
    ctime_ns: int
    ino: int
    from_text: bool
    profiles: list[Profile]
    rejected: list[tuple[str, str, str]]  # (source, where, reason)
    warnings: list[str]


@dataclass
class _Candidate:
    profile: Profile
    mtime: int
    order: int


def slugify(text: str) -> str:
    """An id from a name or file name: ASCII, lower case, words joined by hyphens."""
    folded = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", folded.lower()).strip("-")


def decode_text(raw: bytes) -> tuple[str | None, str | None]:
    """Bytes of an export to text, or the reason they are not text."""
    if not raw.strip():
        return None, "empty: the file holds no text"
    if raw.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            return raw.decode("utf-16"), None
        except UnicodeDecodeError:
            return None, "not text: broken UTF-16"
    if b"\x00" in raw:
        return None, "not text: the file holds binary data"
    for encoding in ("utf-8-sig", "cp1252", "latin-1"):
        try:
            text = raw.decode(encoding)
            break
        except UnicodeDecodeError:
            continue
    controls = sum(1 for ch in text if unicodedata.category(ch) == "Cc" and ch not in "\t\n\r")
    if controls > MAX_CONTROL_SHARE * len(text):
        return None, "not text: the file holds binary data"
    return text, None


def load_profiles(
    root: Path,
    *,
    topics: Iterable[str] | None = None,
    badge_labels: Iterable[str] | None = None,
    cache: Mapping[str, FileResult] | None = None,
    fresh: Callable[[str, FileResult], None] | None = None,
    progress: Progress | None = None,
    files: Sequence[Stamped] | None = None,
    store: Store | None = None,
) -> LoadReport:
    """Load every profile file under root (a directory or one file), or only `files` of
    it (as stamped_files gives them): a file reads the same whatever other files there are,
    but for the duplicates among them, of which one is kept.

    With `cache` (results of an earlier load, by path), a file whose stamp (size,
    modification and change time, inode) is unchanged is taken from it instead of being
    parsed; every
    file's result, as parsed and before topics are split, is given to `fresh`. `progress`
    is told each file done. With `store` (bot.snapshot.spool), the profiles are kept there
    as they are read rather than in a list, and the report's are those of the store kept.
    """
    if topics is None:
        topics = read_lines(VOCAB_DIR / "topics.txt")
    if badge_labels is None:
        badge_labels = (*KNOWN_BADGES, *read_lines(VOCAB_DIR / "badges.txt"))
    badge_labels = tuple(badge_labels)
    report = LoadReport()
    if not root.exists():
        report.rejected.append(Rejection(display_path(root), "no such file or directory"))
        return report
    candidates = _Candidates(store if store is not None else [])
    splitter = _splitter(tuple(topics))
    files = list(stamped_files(root)) if files is None else files
    inside = root.resolve()
    if progress is not None:
        progress("parsed", 0, len(files))
    for path, source, stamp in files:
        if progress is not None and report.files:
            progress("parsed", report.files, len(files))
        report.files += 1
        unusable = _unusable(path, source, inside)
        if unusable is not None:
            report.rejected.append(Rejection(printable(source), unusable))
            continue
        result = (cache or {}).get(source)
        if result is None or (result.size, result.mtime_ns, result.ctime_ns, result.ino) != stamp:
            result = _load_file(path, source, badge_labels, stamp)
            report.parsed += 1
        if fresh is not None:
            fresh(source, result)
        report.rejected.extend(Rejection(src, why, where) for src, where, why in result.rejected)
        report.warnings.extend(result.warnings)
        keep_raw = result.from_text and (cache is not None or fresh is not None)
        for profile in result.profiles:
            if keep_raw:  # topics are split below: the cached result keeps the glued runs
                copies = [msgspec.structs.replace(c) for c in profile.contributions]
                profile = msgspec.structs.replace(profile, contributions=copies)
            if result.from_text:
                _split_topics(profile, splitter)
            candidates.add(profile, stamp[1])
    if progress is not None and files:
        progress("parsed", len(files), len(files))
    report.fingerprint = fingerprint_of(files)
    report.stamps = [(source, stamp) for _, source, stamp in files]
    report.profiles = candidates.kept(report)
    return report


class Store(Protocol):
    """Where a load keeps the profiles it reads, in order (a list, or a spool on disk)."""

    def append(self, profile: Profile, /) -> None:
        """Keep one more profile, after the others."""
    def __getitem__(self, i: int, /) -> Profile: ...
    def __len__(self) -> int: ...


class _Candidates:
    """Every profile read, kept in a store in the order read, and what duplicates are found
    by: a hash of its server and id, and of its server and person (same_person)."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.slots, self.persons, self.mtimes = array("q"), array("q"), array("q")

    def add(self, profile: Profile, mtime: int) -> None:
        guild = guild_of(profile.source)
        person = same_person(profile)
        self.store.append(profile)
        self.slots.append(hash((guild, profile.id)))
        self.persons.append(hash((guild, *person)) if person is not None else 0)
        self.mtimes.append(mtime)

    def kept(self, report: LoadReport) -> Sequence[Profile]:
        """The profiles kept, in the order read; duplicates settled and warned about by
        _deduplicate, among the few whose hashes another shares."""
        n = len(self.store)
        slots, persons = np.frombuffer(self.slots, np.int64), np.frombuffer(self.persons, np.int64)
        shared = _repeated(slots) | (_repeated(persons) & (persons != 0))
        dropped: set[int] = set()
        if shared.any():
            mtimes = self.mtimes
            involved = [
                _Candidate(self.store[i], mtimes[i], i) for i in np.flatnonzero(shared).tolist()
            ]
            won = {c.order for c in _deduplicate(involved, report)}
            dropped = {c.order for c in involved} - won
        if isinstance(self.store, list):
            return [p for i, p in enumerate(self.store) if i not in dropped]
        ids = [i for i in range(n) if i not in dropped] if dropped else range(n)
        return self.store.kept(ids)  # type: ignore[attr-defined]


def _repeated(values: np.ndarray) -> np.ndarray:
    """Whether each value occurs more than once."""
    _, inverse, counts = np.unique(values, return_inverse=True, return_counts=True)
    return counts[inverse] > 1


def printable(name: str) -> str:
    """A file name as messages can show it: bytes that are not UTF-8 as `?`."""
    return name.encode("utf-8", "surrogateescape").decode("utf-8", "replace").replace("\ufffd", "?")


def _unusable(path: Path, source: str, inside: Path) -> str | None:
    """Why a path found under the data directory is not read, or None: a name that is not
    UTF-8, a link to outside the data directory, a folder nested too deep."""
    if printable(source) != source:
        return "the file name is not valid UTF-8: rename it"
    if path.is_symlink() and not path.resolve().is_relative_to(inside):
        return "a link to outside the data directory: not followed"
    if path.is_dir() and not path.is_symlink():
        return f"a folder nested deeper than {MAX_DEPTH} levels: not read"
    return None


def _read(path: Path, limit: int) -> tuple[bytes | None, str | None]:
    """The bytes of a file, or why they cannot be had."""
    try:
        st = os.stat(path)
        if not stat.S_ISREG(st.st_mode):
            return None, "not a regular file"
        if st.st_size > limit:
            return None, f"too large: {st.st_size:,} bytes, the limit is {limit:,}"
        with open(path, "rb") as fh:
            raw = fh.read(limit + 1)
    except OSError as exc:
        return None, f"cannot be read: {exc.strerror or exc}"
    if len(raw) > limit:
        return None, f"too large: more than {limit:,} bytes"
    return raw, None


def _load_file(
    path: Path, source: str, badge_labels: tuple[str, ...], stamp: Stamp
) -> FileResult:
    text_file = path.suffix.lower() == ".txt"
    result = FileResult(*stamp, text_file, [], [], [])
    raw, reason = _read(path, MAX_TEXT_BYTES if text_file else MAX_RECORD_FILE_BYTES)
    if raw is None:
        result.rejected.append((source, "", reason or "cannot be read"))
        return result
    if text_file:
        text, reason = decode_text(raw)
        if text is None:
            result.rejected.append((source, "", reason or "not text"))
            return result
        parsed = parse_export(
            text, profile_id=slugify(path.stem), source=source, badge_labels=badge_labels
        )
        result.warnings.extend(f"{source}: {w}" for w in parsed.warnings)
        if parsed.profile is None:
            result.rejected.append((source, "", parsed.error or "not a profile"))
        else:
            result.profiles.append(parsed.profile)
        return result
    records = _json_records(raw, path.suffix.lower() == ".jsonl")
    for where, record_raw in records:
        profile, reason = (
            decode_record(record_raw) if isinstance(record_raw, bytes) else (None, record_raw)
        )
        if profile is None:
            result.rejected.append((source, where, reason or "not a profile record"))
            continue
        profile.source = source
        result.profiles.append(profile)
    if not records:
        result.rejected.append((source, "", "empty: the file holds no records"))
    return result


def _json_records(raw: bytes, lines: bool) -> list[tuple[str, bytes | str]]:
    """Split a record file into (where, raw record or the reason it is unusable) pairs."""
    raw = raw.removeprefix(b"\xef\xbb\xbf")
    if lines:
        return [(f"line {n}", line) for n, line in enumerate(raw.splitlines(), 1) if line.strip()]
    if not raw.strip():
        return []
    try:
        value = msgspec.json.decode(raw)
    except msgspec.DecodeError as exc:
        return [("", f"not JSON: {exc}")]
    except RecursionError:
        return [("", "not a profile: JSON nested too deeply")]
    if isinstance(value, list):
        return [(f"record {i}", msgspec.json.encode(item)) for i, item in enumerate(value, 1)]
    return [("", raw)]


_record_decoder = msgspec.json.Decoder(Profile)


def decode_record(raw: bytes) -> tuple[Profile | None, str | None]:
    """One JSON record to a Profile, or the reason it is not one."""
    if len(raw) > MAX_RECORD_BYTES:
        return None, f"too large: a record over {MAX_RECORD_BYTES:,} bytes"
    try:
        profile = _record_decoder.decode(raw)
    except RecursionError:
        return None, "not a profile: JSON nested too deeply"
    except msgspec.ValidationError as exc:
        return None, f"not a profile record: {exc}"
    except msgspec.DecodeError as exc:
        return None, f"not JSON: {exc}"
    if not profile.name.strip():
        return None, "no name: the record's name is empty"
    if not profile.id.strip():
        profile.id = slugify(profile.name)
    return profile, None


def _splitter(topics: tuple[str, ...]) -> TopicSplitter:
    aliases = read_json(VOCAB_DIR / "skill_aliases.json")
    return TopicSplitter(topics, {*aliases, *aliases.values()})


def _split_topics(profile: Profile, splitter: TopicSplitter) -> None:
    # By what one file holds and the vocabularies only, so that a file reads the same
    # whatever other files there are: a change lays over the rest (bot.search.overlay).
    skills = frozenset(s.name.lower() for s in profile.skills)
    for contribution in profile.contributions:
        if contribution.topics:
            own = repository_words(contribution.repo, contribution.description) | skills
            contribution.topics = list(splitter.split(contribution.topics[0], own))


def _deduplicate(candidates: list[_Candidate], report: LoadReport) -> list[_Candidate]:
    # Within one server's profiles (or the shared ones) only: a server's upload never
    # replaces or hides the shared profiles or another server's.
    kept: dict[tuple[int, str], _Candidate] = {}
    for cand in candidates:
        slot = (guild_of(cand.profile.source), cand.profile.id)
        other = kept.get(slot)
        if other is None:
            kept[slot] = cand
            continue
        winner, loser = (cand, other) if cand.mtime > other.mtime else (other, cand)
        kept[slot] = winner
        report.warnings.append(
            f"{loser.profile.source}: duplicate of profile {cand.profile.id!r}; kept "
            f"{winner.profile.source} ({'newer' if winner.mtime > loser.mtime else 'first'})"
        )
    people: dict[tuple[int, str, str, str], _Candidate] = {}
    for cand in sorted(kept.values(), key=lambda c: c.order):
        seen = same_person(cand.profile)
        person = (guild_of(cand.profile.source), *seen) if seen is not None else None
        other = people.get(person) if person is not None else None
        if person is None or other is None:
            if person is not None:
                people[person] = cand
            continue
        winner, loser = (cand, other) if cand.mtime > other.mtime else (other, cand)
        people[person] = winner
        del kept[(guild_of(loser.profile.source), loser.profile.id)]
        report.warnings.append(
            f"{loser.profile.source}: the same person as {winner.profile.source} "
            "(same name, headline and summary): kept once"
        )
    return sorted(kept.values(), key=lambda c: c.order)


def same_person(profile: Profile) -> tuple[str, str, str] | None:
    """What makes two records with different ids the same person: the same name, headline and
    summary, as exported twice under two file names. None for a record with neither
    headline nor summary: a name alone is shared by different people."""
    headline, summary = (profile.headline or "").strip(), (profile.summary or "").strip()
    if not headline and not summary:
        return None
    return profile.name.strip(), headline, summary
