"""A reload lays the files changed since the snapshot over it: only they are read, the stored
snapshot is left as it is, and the answers are those of a full load."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from bot.snapshot import cache as load_cache
from bot.snapshot.load import Snapshot, load_snapshot
from tests.conftest import FIXTURES

RECORD = {
    "id": "ada-quill", "name": "Ada Quill", "headline": "Compiler Engineer at Kestrel",
    "company": "Kestrel", "location": "Lisbon, Portugal", "coding_years": 9,
    "skills": [{"name": "Rust", "score": 9}, {"name": "LLVM", "score": 8}],
}  # fmt: skip


@pytest.fixture
def data(tmp_path: Path) -> Path:
    root = tmp_path / "data"
    shutil.copytree(FIXTURES / "profiles", root, ignore=shutil.ignore_patterns(".*"))
    return root


def stored(root: Path) -> int:
    """When the stored snapshot was last written."""
    return os.stat(load_cache.cache_path(root, load_cache.INDEX_NAME)).st_mtime_ns


def names(snap: Snapshot, question: str) -> list[str]:
    return snap.engine.answer(question, addressed=True).names


def test_an_added_file_is_read_alone_and_answered_about(data: Path) -> None:
    first = load_snapshot(data, cache=True)
    written = stored(data)
    (data / "ada.json").write_text(json.dumps(RECORD))
    snap = load_snapshot(data, cache=True, previous=first)
    assert (snap.report.parsed, snap.laid, len(snap.report.profiles)) == (1, 1, 16)
    assert names(snap, "who knows llvm") == ["Wei Zhao", "Ada Quill", "Siobhán O'Neill"]
    assert names(snap, "who works at kestrel") == ["Ada Quill"]
    assert stored(data) == written  # the stored snapshot stays as it was


def test_a_changed_file_replaces_what_it_said_and_a_deleted_one_takes_it_away(
    data: Path,
) -> None:
    first = load_snapshot(data, cache=True)
    assert names(first, "who works at bytedance") == ["Mei Lin", "Xinyi Wang"]
    mei = data / "mei-lin.txt"
    mei.write_text(mei.read_text("utf-8").replace("at ByteDance", "at Acme"), "utf-8")
    changed = load_snapshot(data, cache=True, previous=first)
    assert (changed.report.parsed, changed.laid) == (1, 2)
    assert names(changed, "who works at bytedance") == ["Xinyi Wang"]
    assert names(changed, "who works at acme") == ["Mei Lin"]
    mei.unlink()
    gone = load_snapshot(data, cache=True, previous=changed)
    assert (gone.report.parsed, gone.laid, len(gone.report.profiles)) == (0, 3, 14)
    assert names(gone, "who works at acme") == []
    assert gone.engine.answer("!profile mei lin").headline == "Nobody here is called “mei lin”."
    assert "Mei Lin" not in names(gone, "list everyone")


def test_nothing_changed_is_the_same_snapshot(data: Path) -> None:
    first = load_snapshot(data, cache=True)
    assert load_snapshot(data, cache=True, previous=first) is first


def test_a_profile_of_the_same_id_as_another_files_is_settled_by_a_full_load(data: Path) -> None:
    first = load_snapshot(data, cache=True)
    (data / "ada.json").write_text(json.dumps(RECORD))
    added = load_snapshot(data, cache=True, previous=first)
    twin = {**RECORD, "headline": "Staff Compiler Engineer at Kestrel"}
    (data / "ada-again.json").write_text(json.dumps(twin))
    snap = load_snapshot(data, cache=True, previous=added)
    assert snap.laid == 0  # loaded in full: a full load decides which of the two is kept
    (shown,) = snap.engine.answer("!profile ada quill").matches
    assert shown.profile.headline == "Staff Compiler Engineer at Kestrel"
    assert any("duplicate of profile 'ada-quill'" in w for w in snap.report.warnings)
    # And a change to either file of a duplicate is loaded in full again.
    (data / "ada.json").unlink()
    again = load_snapshot(data, cache=True, previous=snap)
    assert again.laid == 0 and not any("duplicate" in w for w in again.report.warnings)
    assert names(again, "who works at kestrel") == ["Ada Quill"]


QUESTIONS = (
    "who knows llvm", "who knows rust", "list everyone", "how many profiles",
    "who works at bytedance", "who works at acme", "who knows about gpu kernels",
    "who is a compiler engineer", "who is based in lisbon",
)  # fmt: skip


def answers(snap: Snapshot) -> list[tuple[str, list[str]]]:
    return [(snap.engine.answer(q, addressed=True).headline, names(snap, q)) for q in QUESTIONS]


def full_load(data: Path, tmp_path: Path) -> Snapshot:
    """The same files loaded from scratch, with no cache."""
    copy = tmp_path / "copy"
    shutil.copytree(data, copy, ignore=shutil.ignore_patterns(".*"))
    return load_snapshot(copy)


def change_three(data: Path) -> None:
    """A file added, one changed, one deleted."""
    (data / "ada.json").write_text(json.dumps(RECORD))
    mei = data / "mei-lin.txt"
    mei.write_text(mei.read_text("utf-8").replace("at ByteDance", "at Acme"), "utf-8")
    (data / "daniel-kim.txt").unlink()


def test_a_start_after_changes_answers_as_the_changes_did(data: Path) -> None:
    first = load_snapshot(data, cache=True)
    (data / "ada.json").write_text(json.dumps(RECORD))
    (data / "daniel-kim.txt").unlink()
    laid = load_snapshot(data, cache=True, previous=first)
    start = load_snapshot(data, cache=True)
    for q in ("who knows llvm", "who knows rust", "list everyone", "how many profiles"):
        assert laid.engine.answer(q).headline == start.engine.answer(q).headline, q
        assert names(laid, q) == names(start, q), q


def test_a_start_after_changes_reads_the_stored_snapshot_and_the_changed_files_only(
    data: Path, tmp_path: Path
) -> None:
    first = load_snapshot(data, cache=True)
    written = stored(data)
    change_three(data)
    laid = load_snapshot(data, cache=True, previous=first)  # as the running bot does
    start = load_snapshot(data, cache=True)
    assert (start.cache.state, start.report.parsed, start.laid) == ("laid", 2, 4)
    assert stored(data) == written
    assert len(start.report.profiles) == 15
    assert answers(start) == answers(laid) == answers(full_load(data, tmp_path))
    assert names(start, "who knows llvm") == ["Wei Zhao", "Ada Quill", "Siobhán O'Neill"]
    assert names(start, "who works at acme") == ["Mei Lin"]
    # And again: the full text the first start laid its changes into is put back first.
    again = load_snapshot(data, cache=True)
    assert (again.cache.state, again.report.parsed) == ("laid", 2)
    assert answers(again) == answers(start)


def test_files_changed_while_the_bot_was_stopped_are_laid_over_at_the_start(
    data: Path, tmp_path: Path
) -> None:
    load_snapshot(data, cache=True)
    written = stored(data)
    change_three(data)
    start = load_snapshot(data, cache=True)
    assert (start.cache.state, start.report.parsed, stored(data)) == ("laid", 2, written)
    assert answers(start) == answers(full_load(data, tmp_path))


def test_a_damaged_list_of_changes_builds_the_full_text_again(data: Path, tmp_path: Path) -> None:
    first = load_snapshot(data, cache=True)
    change_three(data)
    load_snapshot(data, cache=True, previous=first)
    journal = load_cache.text_folder(data, first.report.fingerprint) / "laid"
    deleted = [first.report.profiles[i].name for i in json.loads(journal.read_text())]
    assert deleted == ["Daniel Kim", "Mei Lin"]
    journal.write_text("[1, 9")
    start = load_snapshot(data, cache=True)
    assert start.cache.state == "laid"
    assert answers(start) == answers(full_load(data, tmp_path))


def test_a_start_after_new_vocabularies_loads_everything(
    data: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from bot.snapshot import build

    load_snapshot(data, cache=True)
    (data / "ada.json").write_text(json.dumps(RECORD))
    build.vocab_digest.cache_clear()
    monkeypatch.setattr(build, "vocab_digest", lambda: "another")
    start = load_snapshot(data, cache=True)
    assert (start.cache.state, len(start.report.profiles)) == ("rebuilt", 16)


def test_a_record_file_cut_short_keeps_the_records_it_gave(data: Path) -> None:
    bob = {**RECORD, "id": "bob-stone", "name": "Bob Stone", "skills": []}
    team = data / "team.jsonl"
    team.write_text(json.dumps(RECORD) + "\n" + json.dumps(bob) + "\n")
    first = load_snapshot(data, cache=True)
    assert names(first, "who works at kestrel") == ["Ada Quill", "Bob Stone"]
    team.write_text(json.dumps(RECORD) + "\n" + json.dumps(bob)[:30] + "\n")  # half written
    laid = load_snapshot(data, cache=True, previous=first)
    assert names(laid, "who works at kestrel") == ["Ada Quill", "Bob Stone"]
    assert any("kept the last good record of 'Bob Stone'" in w for w in laid.report.warnings)


def test_a_changed_file_of_a_duplicate_is_loaded_in_full_whatever_its_name(data: Path) -> None:
    (data / "ada.json").write_text(json.dumps(RECORD))
    (data / "ada (1).json").write_text(json.dumps(RECORD))
    first = load_snapshot(data, cache=True)
    (data / "ada (1).json").unlink()
    again = load_snapshot(data, cache=True, previous=first)
    assert again.laid == 0 and names(again, "who works at kestrel") == ["Ada Quill"]


def test_a_full_text_that_cannot_be_written_loads_everything(
    data: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from bot.search.fulltext import FullText

    first = load_snapshot(data, cache=True)

    def refuse(*_: object) -> None:
        raise ValueError("Failed to acquire Lockfile")

    monkeypatch.setattr(FullText, "changed", refuse)
    (data / "ada.json").write_text(json.dumps(RECORD))
    snap = load_snapshot(data, cache=True, previous=first)
    assert snap.laid == 0 and names(snap, "who works at kestrel") == ["Ada Quill"]


def hold_text_elsewhere(root: Path) -> int:
    """The full-text folder's lock taken as another process takes it."""
    import fcntl

    folder = load_cache.cache_folder(root)
    folder.mkdir(parents=True, exist_ok=True)
    fd = os.open(folder / "text.lock", os.O_RDWR | os.O_CREAT)
    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    return fd


def test_a_second_process_never_writes_into_the_full_text_another_owns(
    data: Path, tmp_path: Path
) -> None:
    stored = load_snapshot(data, cache=True)  # by a process that has ended
    load_cache.release_text_locks()
    fd = hold_text_elsewhere(data)  # the running bot
    text = load_cache.text_folder(data, stored.report.fingerprint)
    files = sorted(p.name for p in text.iterdir())
    beside = load_snapshot(data, cache=True)  # `python -m bot ask` beside it
    assert beside.from_cache
    change_three(data)
    laid = load_snapshot(data, cache=True, previous=beside)
    assert laid.laid == 0  # its changes cannot go into the stored full text: loaded in full
    assert answers(laid) == answers(full_load(data, tmp_path))
    assert sorted(p.name for p in text.iterdir()) == files
    os.close(fd)


def test_changes_another_process_wrote_into_the_full_text_are_left_to_it(
    data: Path, tmp_path: Path
) -> None:
    first = load_snapshot(data, cache=True)
    change_three(data)
    bot = load_snapshot(data, cache=True, previous=first)  # the running bot's changes
    load_cache.release_text_locks()
    fd = hold_text_elsewhere(data)  # ... as another process than this one
    text = load_cache.text_folder(data, first.report.fingerprint)
    before = sorted((p.name, p.stat().st_ino) for p in text.iterdir())
    beside = load_snapshot(data, cache=True)
    assert answers(beside) == answers(full_load(data, tmp_path)) == answers(bot)
    # Not a file of the index nor its list of changes touched: the bot's next start needs them.
    assert sorted((p.name, p.stat().st_ino) for p in text.iterdir()) == before
    os.close(fd)


def test_an_unreadable_list_of_changes_builds_the_full_text_again(
    data: Path, tmp_path: Path
) -> None:
    first = load_snapshot(data, cache=True)
    change_three(data)
    load_snapshot(data, cache=True, previous=first)
    journal = load_cache.text_folder(data, first.report.fingerprint) / "laid"
    journal.unlink()
    journal.mkdir()  # reading it fails as a file that cannot be read does
    start = load_snapshot(data, cache=True)
    assert answers(start) == answers(full_load(data, tmp_path))


def test_changes_that_cannot_be_laid_over_at_a_start_load_everything(
    data: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from bot.snapshot import load

    load_snapshot(data, cache=True)
    change_three(data)

    def odd(*_: object) -> None:
        raise KeyError("popular_skills")

    monkeypatch.setattr(load, "lay_over_files", odd)
    start = load_snapshot(data, cache=True)
    assert start.cache == load.CacheNote(
        "rebuilt", "the changes cannot be laid over it: 'popular_skills'"
    )
    assert answers(start) == answers(full_load(data, tmp_path))


def test_no_full_text_folder_is_removed_or_written_while_one_is_built_beside(
    data: Path,
) -> None:
    first = load_snapshot(data, cache=True)
    other = load_cache.cache_folder(data) / "text-0123456789abcdef01234567"
    other.mkdir()  # a fold's child building a new one
    with load_cache.building_beside():
        again = load_snapshot(data, cache=True)
        assert other.is_dir() and again.from_cache
        assert load_cache.write_text(data, first.report.profiles, "f" * 64) is None
    load_snapshot(data, cache=True)
    assert not other.exists()


def test_a_snapshot_with_changes_laid_over_is_served_warm(data: Path) -> None:
    # What the new indexes make on first use (at a million profiles, tens of milliseconds
    # for the words of repository names) is made before anyone asks.
    first = load_snapshot(data, cache=True)
    (data / "ada.json").write_text(json.dumps(RECORD))
    snap = load_snapshot(data, cache=True, previous=first)
    phrases = snap.engine.directory.phrases
    assert phrases is not first.engine.directory.phrases
    assert (phrases._named_by is not None, phrases._owned is not None) == (True, True)
    assert phrases._owners()["deepseek-ai"] == ["deepseek-ai/deepgemm"]
