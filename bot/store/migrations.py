"""The database schema, as numbered migrations the bot applies itself at start.

Each migration runs in its own transaction with the row that records it, under an advisory
lock, so that several processes starting at once apply each exactly once and a crash leaves
either all of a migration or none of it.
"""

from __future__ import annotations

import asyncpg

# Held while migrating: a second process waits, then finds nothing left to do.
MIGRATE_LOCK = 4_857_302_001

MIGRATIONS: tuple[str, ...] = (
    # 1: the files as uploaded or imported, the profiles each gives, and the change log.
    """
    CREATE TABLE store_meta (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        created_at timestamptz NOT NULL DEFAULT now()
    );
    INSERT INTO store_meta DEFAULT VALUES;
    CREATE TABLE files (
        path text PRIMARY KEY,
        guild bigint NOT NULL,
        content bytea NOT NULL,
        digest text NOT NULL,
        added_by text NOT NULL,
        added_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE profiles (
        path text NOT NULL REFERENCES files (path) ON DELETE CASCADE,
        ordinal integer NOT NULL,
        guild bigint NOT NULL,
        id text NOT NULL,
        name text NOT NULL,
        PRIMARY KEY (path, ordinal)
    );
    CREATE TABLE changes (
        seq bigserial PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        guild bigint NOT NULL,
        who text NOT NULL,
        action text NOT NULL,
        path text NOT NULL,
        file text NOT NULL DEFAULT '',
        name text NOT NULL DEFAULT '',
        profile_id text NOT NULL DEFAULT '',
        reason text NOT NULL DEFAULT ''
    );
    """,
    # 2: a server's profiles and its history are read by server.
    """
    CREATE INDEX profiles_by_guild ON profiles (guild, lower(name));
    CREATE INDEX changes_by_guild ON changes (guild, seq);
    CREATE INDEX files_by_guild ON files (guild);
    """,
)

LATEST = len(MIGRATIONS)


async def migrate(conn: asyncpg.Connection, upto: int = LATEST) -> int:
    """Apply the migrations not yet applied, up to `upto`; the version after."""
    await conn.execute("SELECT pg_advisory_lock($1)", MIGRATE_LOCK)
    try:
        await conn.execute(
            "CREATE TABLE IF NOT EXISTS schema_migrations ("
            " version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())"
        )
        done = await version(conn)
        for number in range(done + 1, upto + 1):
            async with conn.transaction():
                await conn.execute(MIGRATIONS[number - 1])
                await conn.execute("INSERT INTO schema_migrations (version) VALUES ($1)", number)
        return max(done, upto)
    finally:
        await conn.execute("SELECT pg_advisory_unlock($1)", MIGRATE_LOCK)


async def version(conn: asyncpg.Connection) -> int:
    """The newest migration applied (0: none)."""
    exists = await conn.fetchval("SELECT to_regclass('schema_migrations') IS NOT NULL")
    if not exists:
        return 0
    return await conn.fetchval("SELECT coalesce(max(version), 0) FROM schema_migrations")
