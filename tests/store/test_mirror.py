"""The local copy of the database: fetched whole the first time, then only what changed; a
copy of another database fetched whole again; rows that point outside the copy never
written; a process of some shards keeps its own servers only."""

from __future__ import annotations

import json
from pathlib import Path

import asyncpg
import pytest

from bot.profiles.model import Profile
from bot.store.database import Database, FileChange
from bot.store.mirror import (
    LOCK_NAME,
    POSITION_NAME,
    CopyError,
    Served,
    Synced,
    read_position,
    safe_path,
    sync,
)


def profile(pid: str, name: str) -> Profile:
    return Profile(id=pid, name=name)


def record(pid: str, name: str) -> bytes:
    return json.dumps({"id": pid, "name": name, "skills": [{"name": "zig", "score": 5}]}).encode()


def written(path: str, guild: int, pid: str, name: str, action: str = "added") -> FileChange:
    return FileChange(path=path, guild=guild, content=record(pid, name), who="me", action=action,
                      profiles=(profile(pid, name),), name=name, profile_id=pid)  # fmt: skip


def files_in(root: Path) -> dict[str, bytes]:
    return {
        p.relative_to(root).as_posix(): p.read_bytes()
        for p in sorted(root.rglob("*"))
        if p.is_file() and p.name not in (POSITION_NAME, LOCK_NAME)
    }  # fmt: skip


async def test_the_first_sync_fetches_everything_then_only_what_changed(
    database_url: str, tmp_path: Path
) -> None:
    db = Database(database_url)
    await db.prepare()
    await db.write([written("a.json", 0, "a", "Ann"), written("guilds/9/b.json", 9, "b", "Bo")])
    copy = tmp_path / "copy"
    assert await sync(db, copy) == Synced(position=2, written=2, removed=0, whole=True)
    assert files_in(copy) == {"a.json": record("a", "Ann"), "guilds/9/b.json": record("b", "Bo")}
    assert await sync(db, copy) == Synced(position=2, written=0, removed=0, whole=False)
    await db.write([written("a.json", 0, "a", "Anne", "updated")])
    await db.write([FileChange(path="guilds/9/b.json", guild=9, content=None, who="me",
                               action="removed")])  # fmt: skip
    await db.write([FileChange(path="", guild=9, content=None, who="me", action="rejected",
                               file="c.pdf", reason="not a profile file")])  # fmt: skip
    assert await sync(db, copy) == Synced(position=5, written=1, removed=1, whole=False)
    assert files_in(copy) == {"a.json": record("a", "Anne")}
    assert read_position(copy) is not None and read_position(copy)[1] == 5  # type: ignore[index]


async def test_a_copy_of_another_database_is_fetched_whole_and_strays_removed(
    database_url: str, postgres: object, tmp_path: Path
) -> None:
    db = Database(database_url)
    await db.prepare()
    await db.write([written("a.json", 0, "a", "Ann")])
    copy = tmp_path / "copy"
    (copy / "old").mkdir(parents=True)
    (copy / "old" / "stray.json").write_bytes(record("s", "Stray"))
    (copy / POSITION_NAME).write_text(json.dumps({"store": "another", "change": 1}))
    assert await sync(db, copy) == Synced(position=1, written=1, removed=1, whole=True)
    assert files_in(copy) == {"a.json": record("a", "Ann")}


async def test_rows_that_point_outside_the_copy_are_never_written(
    database_url: str, tmp_path: Path
) -> None:
    db = Database(database_url)
    await db.prepare()
    conn = await asyncpg.connect(database_url)
    try:
        for path in ("../escape.json", "/etc/x.json", "a/../../b.json", ".hidden/x.json",
                     "notes.sh", "ok/fine.json"):  # fmt: skip
            await conn.execute(
                "INSERT INTO files (path, guild, content, digest, added_by)"
                " VALUES ($1, 0, 'x', 'd', 'hand')", path
            )
    finally:
        await conn.close()
    copy = tmp_path / "deep" / "copy"
    await sync(db, copy)
    assert files_in(tmp_path) == {"deep/copy/ok/fine.json": b"x"}
    assert [safe_path(p) is None for p in ("../a.json", "a.json", "guilds/1/a.txt", "")] == [
        True, False, False, True
    ]


async def test_a_process_of_some_shards_keeps_the_shared_files_and_its_servers(
    database_url: str, tmp_path: Path
) -> None:
    db = Database(database_url)
    await db.prepare()
    on_0, on_1 = 0 << 22 | 2 << 22, 1 << 22  # shard 0 and shard 1 of 2
    await db.write([written("a.json", 0, "a", "Ann"),
                    written(f"guilds/{on_0}/b.json", on_0, "b", "Bo"),
                    written(f"guilds/{on_1}/c.json", on_1, "c", "Cy")])  # fmt: skip
    copy = tmp_path / "copy"
    await sync(db, copy, Served(shard_count=2, shard_ids=frozenset({1})))
    assert sorted(files_in(copy)) == ["a.json", f"guilds/{on_1}/c.json"]
    await db.write([written(f"guilds/{on_0}/d.json", on_0, "d", "Di"),
                    written(f"guilds/{on_1}/e.json", on_1, "e", "Ed")])  # fmt: skip
    await sync(db, copy, Served(shard_count=2, shard_ids=frozenset({1})))
    assert sorted(files_in(copy)) == ["a.json", f"guilds/{on_1}/c.json", f"guilds/{on_1}/e.json"]
    assert [g in Served(2, frozenset({0})) for g in (0, on_0, on_1)] == [True, True, False]


async def test_a_folder_of_other_files_is_never_taken_for_a_copy(
    database_url: str, tmp_path: Path
) -> None:
    db = Database(database_url)
    await db.prepare()
    await db.write([written("a.json", 0, "a", "Ann")])
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "mine.json").write_bytes(record("m", "Mine"))
    with pytest.raises(CopyError) as raised:
        await sync(db, folder)
    assert str(raised.value) == (
        f"MIRROR_PATH {folder} holds profile files that are not a copy of the database: "
        "choose an empty folder"
    )
    assert files_in(folder) == {"mine.json": record("m", "Mine")}


async def test_a_copy_made_for_other_shards_is_fetched_whole_again(
    database_url: str, tmp_path: Path
) -> None:
    db = Database(database_url)
    await db.prepare()
    on_0, on_1 = 2 << 22, 1 << 22
    await db.write([written(f"guilds/{on_0}/b.json", on_0, "b", "Bo"),
                    written(f"guilds/{on_1}/c.json", on_1, "c", "Cy")])  # fmt: skip
    copy = tmp_path / "copy"
    await sync(db, copy, Served(2, frozenset({0})))
    assert sorted(files_in(copy)) == [f"guilds/{on_0}/b.json"]
    assert await sync(db, copy, Served(2, frozenset({1}))) == Synced(2, 1, 1, whole=True)
    assert sorted(files_in(copy)) == [f"guilds/{on_1}/c.json"]


async def test_a_row_that_cannot_be_written_is_left_out_and_the_rest_copied(
    database_url: str, tmp_path: Path
) -> None:
    db = Database(database_url)
    await db.prepare()
    await db.write([written("a.json", 0, "a", "Ann"), written("b.json", 0, "b", "Bo")])
    conn = await asyncpg.connect(database_url)
    try:  # a file and a folder of the same name: the second cannot be written
        await conn.execute(
            "INSERT INTO files (path, guild, content, digest, added_by)"
            " VALUES ('a.json/c.json', 0, 'x', 'd', 'hand')"
        )
    finally:
        await conn.close()
    copy = tmp_path / "copy"
    synced = await sync(db, copy)
    assert (synced.position, synced.written) == (2, 2)
    assert sorted(files_in(copy)) == ["a.json", "b.json"]


async def test_a_database_restored_from_an_older_backup_is_fetched_whole(
    database_url: str, tmp_path: Path
) -> None:
    db = Database(database_url)
    await db.prepare()
    await db.write([written("a.json", 0, "a", "Ann")])
    await db.write([written("b.json", 0, "b", "Bo")])
    copy = tmp_path / "copy"
    assert (await sync(db, copy)).position == 2
    conn = await asyncpg.connect(database_url)
    try:  # the backup taken after change 1, then another change made: number 2 again
        await conn.execute("DELETE FROM files WHERE path = 'b.json'")
        await conn.execute("DELETE FROM changes WHERE seq = 2")
        await conn.execute("SELECT setval('changes_seq_seq', 1)")
    finally:
        await conn.close()
    await db.write([written("c.json", 0, "c", "Cy")])
    assert await sync(db, copy) == Synced(position=2, written=1, removed=1, whole=True)
    assert sorted(files_in(copy)) == ["a.json", "c.json"]
