"""The schema: created from empty, migrated from each older version, by several processes at
once, and refused when a newer bot migrated it."""

from __future__ import annotations

import asyncio

import asyncpg
import pytest

from bot.errors import SchemaTooNew
from bot.store.database import Database
from bot.store.migrations import LATEST, MIGRATIONS, migrate, version


async def tables(conn: asyncpg.Connection) -> list[str]:
    rows = await conn.fetch(
        "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename"
    )
    return [r["tablename"] for r in rows]


async def test_from_empty_every_migration_is_applied_once(database_url: str) -> None:
    assert LATEST == 2 == len(MIGRATIONS)
    assert await Database(database_url).prepare() == 2
    assert await Database(database_url).prepare() == 2
    conn = await asyncpg.connect(database_url)
    try:
        assert await tables(conn) == [
            "changes", "files", "profiles", "schema_migrations", "store_meta"
        ]
        applied = await conn.fetch("SELECT version FROM schema_migrations ORDER BY version")
        assert [r["version"] for r in applied] == [1, 2]
        assert await conn.fetchval("SELECT count(*) FROM store_meta") == 1
    finally:
        await conn.close()


@pytest.mark.parametrize("older", [0, 1])
async def test_from_each_older_version_the_data_stays(database_url: str, older: int) -> None:
    conn = await asyncpg.connect(database_url)
    try:
        assert await migrate(conn, upto=older) == older
        assert await version(conn) == older
        if older >= 1:
            await conn.execute(
                "INSERT INTO files (path, guild, content, digest, added_by)"
                " VALUES ('a.json', 0, 'x', 'd', 'me')"
            )
        assert await migrate(conn) == LATEST
        assert await version(conn) == LATEST
        indexes = await conn.fetch("SELECT indexname FROM pg_indexes WHERE indexname LIKE '%by_%'")
        assert sorted(r["indexname"] for r in indexes) == [
            "changes_by_guild", "files_by_guild", "profiles_by_guild"
        ]
        kept = await conn.fetch("SELECT path FROM files")
        assert [r["path"] for r in kept] == (["a.json"] if older >= 1 else [])
    finally:
        await conn.close()


async def test_several_processes_migrating_at_once_apply_each_migration_once(
    database_url: str,
) -> None:
    results = await asyncio.gather(*(Database(database_url).prepare() for _ in range(6)))
    assert results == [2] * 6
    conn = await asyncpg.connect(database_url)
    try:
        applied = await conn.fetch("SELECT version FROM schema_migrations ORDER BY version")
        assert [r["version"] for r in applied] == [1, 2]
        assert await conn.fetchval("SELECT count(*) FROM store_meta") == 1
    finally:
        await conn.close()


async def test_a_schema_from_a_newer_bot_is_refused_with_what_to_do(database_url: str) -> None:
    await Database(database_url).prepare()
    conn = await asyncpg.connect(database_url)
    try:
        await conn.execute("INSERT INTO schema_migrations (version) VALUES (3)")
    finally:
        await conn.close()
    with pytest.raises(SchemaTooNew) as raised:
        await Database(database_url).prepare()
    assert str(raised.value) == (
        "the database schema is at version 3, newer than this bot's 2: upgrade the bot"
    )
