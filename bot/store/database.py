"""PostgreSQL as the profile store: the files every process loads, who added each and when,
and the change log that tells every process what changed (announced with NOTIFY).

The database is the source of truth and the change feed, never the search engine: each
process copies the files into a local folder (bot.store.mirror) and answers from its own
snapshot. Writers take one advisory lock, so that change numbers follow commit order and a
reader that has seen change n has seen every change before it.
"""

from __future__ import annotations

import asyncio
import hashlib
from collections.abc import AsyncIterator, Iterable, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path

import asyncpg

from bot.errors import SchemaTooNew, StoreRefused, StoreUnavailable
from bot.profiles.model import Profile
from bot.profiles.uploads import Change
from bot.store.migrations import LATEST, migrate, version

CHANNEL = "profile_changes"  # NOTIFY carries the number of the newest change
WRITE_LOCK = 4_857_302_002  # held by every writer until it commits
CONNECT_TIMEOUT = 5.0  # seconds: an unreachable server is said so, not waited on
# Seconds one query may take: a server cut off mid-query is given up on, not waited for
# until the system's TCP timeout (a quarter of an hour).
COMMAND_TIMEOUT = 60.0

# What a server that is down, restarting or unreachable raises.
UNREACHABLE: tuple[type[BaseException], ...] = (
    OSError,
    asyncio.TimeoutError,
    asyncpg.PostgresConnectionError,
    asyncpg.exceptions.OperatorInterventionError,
    asyncpg.InterfaceError,
    asyncpg.exceptions.TooManyConnectionsError,
)


@dataclass(frozen=True)
class FileChange:
    """One file written or removed, as one transaction with its change log row. `content`
    None removes the file; `profiles` are those it gives (for listing and names)."""

    path: str
    guild: int
    content: bytes | None
    who: str
    action: str
    profiles: tuple[Profile, ...] = ()
    file: str = ""  # the file's name as sent, when it has no path (rejected)
    # The digest the file has in the database as the writer last saw it ("" : none), or None
    # not to check: a writer whose copy is behind must not undo a newer change.
    expect: str | None = None
    name: str = ""
    profile_id: str = ""
    reason: str = ""


def digest(content: bytes) -> str:
    """The digest that tells whether two copies of a file are the same."""
    return hashlib.sha256(content).hexdigest()


def file_digest(path: Path | None) -> str:
    """The digest of a file of the copy ("": there is none, or it cannot be read)."""
    try:
        return digest(path.read_bytes()) if path is not None else ""
    except OSError:
        return ""


class StaleCopy(Exception):
    """A file changed in the database since the writer's copy was brought up to date."""


class Database:
    """Connections to the profile store, each opened when needed: writes are rare, and a
    server that went away and came back needs no pool repaired."""

    def __init__(self, url: str, timeout: float = CONNECT_TIMEOUT) -> None:
        self.url = url
        self.timeout = timeout

    async def connect(self) -> asyncpg.Connection:
        """A new connection; StoreUnavailable when the server cannot be reached."""
        try:
            return await asyncpg.connect(
                self.url, timeout=self.timeout, command_timeout=COMMAND_TIMEOUT,
                server_settings={"tcp_keepalives_idle": "10", "tcp_keepalives_interval": "5"},
            )  # fmt: skip
        except UNREACHABLE as exc:
            raise StoreUnavailable(f"the profile store is unavailable ({said_of(exc)})") from None
        except (asyncpg.PostgresError, ValueError) as exc:  # a wrong password, no such database
            raise StoreRefused(
                f"the database refused the connection ({said_of(exc)}): check DATABASE_URL"
            ) from None

    @asynccontextmanager
    async def connection(self) -> AsyncIterator[asyncpg.Connection]:
        """A connection for one piece of work, closed after; a connection lost meanwhile is
        StoreUnavailable (its transaction was rolled back by the server)."""
        conn = await self.connect()
        try:
            yield conn
        except UNREACHABLE as exc:
            raise StoreUnavailable(f"the profile store is unavailable ({said_of(exc)})") from None
        except asyncpg.PostgresError as exc:  # refused by the server: permissions, data
            raise StoreRefused(f"the database refused it ({said_of(exc)})") from None
        finally:
            if not conn.is_closed():
                try:
                    await conn.close(timeout=self.timeout)
                except Exception:  # a connection that cannot even close is dropped
                    conn.terminate()

    async def prepare(self) -> int:
        """Create or migrate the schema; the version it is at. SchemaTooNew when a newer bot
        migrated it."""
        async with self.connection() as conn:
            found = await version(conn)
            if found > LATEST:
                raise SchemaTooNew(
                    f"the database schema is at version {found}, newer than this bot's "
                    f"{LATEST}: upgrade the bot"
                )
            return await migrate(conn)

    async def write(self, changes: Sequence[FileChange]) -> int:
        """Write the changes in one transaction, each with its change log row, and announce
        them; the number of the last change."""
        async with self.connection() as conn, conn.transaction():
            await conn.execute("SELECT pg_advisory_xact_lock($1)", WRITE_LOCK)
            for c in changes:
                if c.expect is not None:
                    now = await conn.fetchval("SELECT digest FROM files WHERE path = $1", c.path)
                    if (now or "") != c.expect:
                        raise StaleCopy(f"{c.path} changed in the database meanwhile")
            written = [c for c in changes if c.action != "rejected"]
            gone = [c.path for c in written if c.content is None]
            if gone:
                await conn.execute("DELETE FROM files WHERE path = ANY($1::text[])", gone)
            kept = [c for c in written if c.content is not None]
            if kept:
                await conn.executemany(
                    "INSERT INTO files (path, guild, content, digest, added_by)"
                    " VALUES ($1, $2, $3, $4, $5) ON CONFLICT (path) DO UPDATE SET"
                    " guild = excluded.guild, content = excluded.content,"
                    " digest = excluded.digest, added_by = excluded.added_by, added_at = now()",
                    [(c.path, c.guild, c.content, digest(c.content or b""), c.who) for c in kept],
                )
                await conn.execute(
                    "DELETE FROM profiles WHERE path = ANY($1::text[])", [c.path for c in kept]
                )
                await conn.copy_records_to_table(
                    "profiles",
                    records=_profile_rows(kept),
                    columns=("path", "ordinal", "guild", "id", "name"),
                )
            last = 0
            for c in changes:
                last = await conn.fetchval(
                    "INSERT INTO changes (guild, who, action, path, file, name, profile_id,"
                    " reason) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING seq",
                    c.guild, _text(c.who), c.action, c.path,
                    _text(c.file or c.path.rsplit("/", 1)[-1]), _text(c.name),
                    _text(c.profile_id), _text(c.reason),
                )  # fmt: skip
            if written:
                await conn.execute("SELECT pg_notify($1, $2)", CHANNEL, str(last))
            return last

    async def digests(self) -> dict[str, str]:
        """The digest of each file stored, by its path."""
        async with self.connection() as conn:
            rows = await conn.fetch("SELECT path, digest FROM files")
        return {r["path"]: r["digest"] for r in rows}

    async def history(self, guild: int) -> list[Change]:
        """The last change that added or updated each profile of a server, oldest first."""
        async with self.connection() as conn:
            rows = await conn.fetch(
                "SELECT DISTINCT ON (profile_id) seq, extract(epoch FROM at) AS time, guild,"
                " who, action, file, name, profile_id, reason FROM changes"
                " WHERE guild = $1 AND action IN ('added', 'updated') AND profile_id <> ''"
                " ORDER BY profile_id, seq DESC",
                guild,
            )
        rows = sorted(rows, key=lambda r: r["seq"])
        return [
            Change(time=float(r["time"]), guild=r["guild"], who=r["who"], action=r["action"],
                   file=r["file"], name=r["name"],
                   profile_id=r["profile_id"], reason=r["reason"])
            for r in rows
        ]  # fmt: skip


def _profile_rows(changes: Iterable[FileChange]) -> list[tuple[str, int, int, str, str]]:
    return [
        (c.path, n, c.guild, _text(p.id), _text(p.name))
        for c in changes for n, p in enumerate(c.profiles)
    ]  # fmt: skip


def _text(value: str) -> str:
    """Text PostgreSQL takes: it has no NUL character."""
    return value.replace("\x00", "")


def said_of(exc: BaseException) -> str:
    """An error as a message says it: its text, or its kind when it has none."""
    return str(exc) or type(exc).__name__
