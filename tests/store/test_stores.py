"""Changes through the database store from processes whose copies differ: a change planned on a
copy that is behind never undoes a newer one."""

from __future__ import annotations

import json
from pathlib import Path

import asyncpg

from bot.profiles.model import Profile
from bot.store.database import Database, FileChange
from bot.store.stores import DatabaseStore


def line(pid: str, name: str, headline: str) -> bytes:
    return json.dumps({"id": pid, "name": name, "headline": headline}).encode() + b"\n"


async def test_a_remove_planned_on_a_copy_behind_keeps_the_newer_change(
    database_url: str, tmp_path: Path
) -> None:
    db = Database(database_url)
    await db.prepare()
    path = "guilds/5/team.jsonl"
    first = line("a", "Ann", "Engineer") + line("b", "Bo", "Engineer")
    await db.write([FileChange(path=path, guild=5, content=first, who="me", action="added")])
    one, other = DatabaseStore(db, tmp_path / "one"), DatabaseStore(db, tmp_path / "other")
    await one.catch_up()
    await other.catch_up()
    # The other process updates Bo; this one has not caught up when it removes Ann.
    newer = line("a", "Ann", "Engineer") + line("b", "Bo", "Staff engineer")
    await db.write([FileChange(path=path, guild=5, content=newer, who="them", action="updated")])
    ann = Profile(id="a", name="Ann", source=str(tmp_path / "one" / path))
    assert await one.remove(5, "me", ann) is None
    conn = await asyncpg.connect(database_url)
    try:
        kept = await conn.fetchval("SELECT content FROM files WHERE path = $1", path)
        actions = await conn.fetch("SELECT action, who FROM changes ORDER BY seq")
    finally:
        await conn.close()
    assert kept == line("b", "Bo", "Staff engineer")
    assert [tuple(r) for r in actions] == [
        ("added", "me"), ("updated", "them"), ("removed", "me")
    ]
    assert (tmp_path / "one" / path).read_bytes() == kept
