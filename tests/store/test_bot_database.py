"""The bot with DATABASE_URL, through the real client and the fake Discord: the database is
what every process answers from, changes reach each of them, and the bot lives through the
database going away."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import asyncpg
import pytest
from pydantic import SecretStr

from bot.client import ProfileBot, ShardedProfileBot, make_bot
from bot.config import Settings
from bot.store import follow as follow_module
from bot.store.database import WRITE_LOCK
from bot.testing.fakediscord import FakeDiscord, running
from bot.testing.postgres import Postgres
from tests.conftest import ROOT
from tests.exts.test_profiles import said

ADA = json.dumps({
    "id": "ada-quill", "name": "Ada Quill", "headline": "Engineer at Initech",
    "skills": [{"name": "zig", "score": 9}, {"name": "rust", "score": 7}],
}).encode()  # fmt: skip
BEA = json.dumps({
    "id": "bea-stone", "name": "Bea Stone", "headline": "Engineer at Hooli",
    "skills": [{"name": "ocaml", "score": 8}],
}).encode()  # fmt: skip
UNAVAILABLE = "The profile store is unavailable, try again shortly."


def settings_for(fake: FakeDiscord, url: str, copy: Path, **more: object) -> Settings:
    return Settings(
        database_url=SecretStr(url), mirror_path=copy, cooldown_rate=1000, charts=False,
        team_channel_ids=frozenset({fake.team_channel_id}),
        profile_manager_role_ids=frozenset({fake.role_id}), **more,  # type: ignore[arg-type]
    )  # fmt: skip


def bot_for(fake: FakeDiscord, url: str, copy: Path, **more: object) -> ProfileBot:
    return make_bot(settings_for(fake, url, copy, **more), guild_ready_timeout=0.05)


def command_line(url: str, copy: Path, *argv: str) -> subprocess.CompletedProcess[str]:
    """`python -m bot ...` as another process, with its own copy of the database."""
    env = {**os.environ, "DATABASE_URL": url, "MIRROR_PATH": str(copy), "LOAD_CACHE": "false"}
    return subprocess.run([sys.executable, "-m", "bot", *argv], env=env, cwd=ROOT,
                          capture_output=True, text=True, timeout=120)  # fmt: skip


async def answered_within(fake: FakeDiscord, question: str, expected: str, seconds: float) -> float:
    """Ask until the answer is the expected one; how long it took. Fails past `seconds`."""
    start = time.monotonic()
    while True:
        reply = await said(fake, question)
        waited = time.monotonic() - start
        if reply == expected:
            return waited
        assert waited < seconds, f"still {reply!r} after {waited:.1f} s"
        await asyncio.sleep(0.05)


async def import_bundled(url: str, tmp_path: Path) -> None:
    done = await asyncio.to_thread(
        command_line, url, tmp_path / "importer", "import", str(ROOT / "data" / "profiles")
    )
    assert done.returncode == 0, done.stderr


async def test_an_added_profile_is_in_the_database_and_survives_a_restart_with_a_new_copy(
    fake: FakeDiscord, database_url: str, tmp_path: Path
) -> None:
    await import_bundled(database_url, tmp_path)
    async with running(bot_for(fake, database_url, tmp_path / "copy-1"), fake):
        assert await said(fake, "!who knows triton") == "1 person knows triton"
        reply = await said(fake, "!profiles add", author_id=fake.owner_id,
                           attachments=[("ada.json", ADA)])  # fmt: skip
        assert reply == "Added Ada Quill (2 skills, 0 contributions) from ada.json."
        assert await said(fake, "!who knows zig") == "1 person knows zig"
        assert await said(fake, "who knows zig", direct=True) == "Nobody here knows zig."
    conn = await asyncpg.connect(database_url)
    try:
        rows = await conn.fetch("SELECT path, guild, added_by FROM files ORDER BY path")
        assert [tuple(r) for r in rows] == [
            ("chaofan-lin.txt", 0, rows[0]["added_by"]),
            ("chenggang-zhao.txt", 0, rows[1]["added_by"]),
            (f"guilds/{fake.guild_id}/ada.json", fake.guild_id, str(fake.owner_id)),
        ]
    finally:
        await conn.close()
    # Another machine: a copy of its own, made from the database.
    async with running(bot_for(fake, database_url, tmp_path / "copy-2"), fake):
        assert await said(fake, "!who knows zig") == "1 person knows zig"
        listed = await said(fake, "!profiles list")
        assert listed == "1 profile added in this server · 2 shared"
        description = fake.messages[-1]["json"]["embeds"][0]["description"]
        assert description.startswith(f"Ada Quill · added by <@{fake.owner_id}> on ")
        assert await said(fake, "!profiles remove Ada Quill") == "Removed Ada Quill."
        assert await said(fake, "!who knows zig") == "Nobody here knows zig."
    assert not (tmp_path / "copy-2" / "guilds" / str(fake.guild_id) / "ada.json").exists()


async def test_an_add_in_another_process_is_answered_within_two_seconds(
    fake: FakeDiscord, database_url: str, tmp_path: Path
) -> None:
    await import_bundled(database_url, tmp_path)
    async with running(bot_for(fake, database_url, tmp_path / "copy"), fake):
        assert await said(fake, "!who knows zig") == "Nobody here knows zig."
        (tmp_path / "ada.json").write_bytes(ADA)
        done = await asyncio.to_thread(
            command_line, database_url, tmp_path / "other", "add", "--guild",
            str(fake.guild_id), str(tmp_path / "ada.json"),
        )  # fmt: skip
        assert done.stdout == "Added Ada Quill (2 skills, 0 contributions) from ada.json.\n"
        await answered_within(fake, "!who knows zig", "1 person knows zig", 2.0)
        done = await asyncio.to_thread(
            command_line, database_url, tmp_path / "other", "remove", "--guild",
            str(fake.guild_id), "Ada Quill",
        )  # fmt: skip
        assert done.stdout == "Removed Ada Quill.\n"
        await answered_within(fake, "!who knows zig", "Nobody here knows zig.", 2.0)


async def test_the_database_restarting_while_answering_and_adding_loses_nothing(
    fake: FakeDiscord, database_url: str, postgres: Postgres, tmp_path: Path
) -> None:
    await import_bundled(database_url, tmp_path)
    async with running(bot_for(fake, database_url, tmp_path / "copy"), fake):
        await asyncio.to_thread(postgres.stop)
        # Answers come from memory; changes are refused and nothing is written.
        assert await said(fake, "!who knows triton") == "1 person knows triton"
        reply = await said(fake, "!profiles add", attachments=[("ada.json", ADA)])
        assert reply == UNAVAILABLE
        assert await said(fake, "!profiles remove Chaofan Lin") == (
            "No profile added in this server is called “Chaofan Lin”."
        )
        assert await said(fake, "!who knows zig") == "Nobody here knows zig."
        await asyncio.to_thread(postgres.start)
        # Back: the next add works, and what was refused was never written.
        reply = await answered_within_add(fake, 5.0)
        assert reply == "Added Ada Quill (2 skills, 0 contributions) from ada.json."
        assert await said(fake, "!who knows zig") == "1 person knows zig"
    conn = await asyncpg.connect(database_url)
    try:
        actions = await conn.fetch("SELECT action, path FROM changes ORDER BY seq")
        assert [tuple(r) for r in actions][-1] == (
            "added", f"guilds/{fake.guild_id}/ada.json"
        )
        assert await conn.fetchval("SELECT count(*) FROM files") == 3
    finally:
        await conn.close()


async def test_the_database_going_away_in_the_middle_of_an_add_writes_nothing(
    fake: FakeDiscord, database_url: str, postgres: Postgres, tmp_path: Path
) -> None:
    await import_bundled(database_url, tmp_path)
    async with running(bot_for(fake, database_url, tmp_path / "copy"), fake):
        # Another writer holds the write lock: the add waits inside its transaction.
        holder = await asyncpg.connect(database_url)
        await holder.execute("SELECT pg_advisory_lock($1)", WRITE_LOCK)
        start = len(fake.messages)
        await fake.send_message("!profiles add", attachments=[("ada.json", ADA)])
        async with asyncio.timeout(5):
            while not await holder.fetchval(
                "SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock'"
            ):
                await asyncio.sleep(0.02)
        await asyncio.to_thread(postgres.stop)
        sent = await fake.wait_for("messages", start=start)
        assert sent["json"]["content"] == UNAVAILABLE
        assert await said(fake, "!who knows triton") == "1 person knows triton"
        await asyncio.to_thread(postgres.start)
        conn = await asyncpg.connect(database_url)
        try:
            assert await conn.fetchval("SELECT count(*) FROM files") == 2
            assert await conn.fetchval("SELECT count(*) FROM changes") == 2
        finally:
            await conn.close()
        assert await said(fake, "!who knows zig") == "Nobody here knows zig."
    assert not (tmp_path / "copy" / "guilds").exists()


async def answered_within_add(fake: FakeDiscord, seconds: float) -> str:
    """Add ada.json until the store takes it (the server is starting)."""
    start = time.monotonic()
    while True:
        reply = await said(fake, "!profiles add", attachments=[("ada.json", ADA)])
        if reply != UNAVAILABLE or time.monotonic() - start > seconds:
            return reply
        await asyncio.sleep(0.2)


async def test_changes_made_while_the_connection_was_lost_are_caught_up(
    fake: FakeDiscord, database_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A second before trying again: the change below is made while the bot is away.
    monkeypatch.setattr(follow_module, "FIRST_RETRY", 1.0)
    await import_bundled(database_url, tmp_path)
    async with running(bot_for(fake, database_url, tmp_path / "copy"), fake):
        conn = await asyncpg.connect(database_url)
        try:
            cut = await conn.fetchval(
                "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity"
                " WHERE query LIKE 'LISTEN%' AND pid <> pg_backend_pid()"
            )
            assert cut == 1
        finally:
            await conn.close()
        (tmp_path / "bea.json").write_bytes(BEA)
        done = await asyncio.to_thread(
            command_line, database_url, tmp_path / "other", "add", str(tmp_path / "bea.json")
        )
        assert done.returncode == 0, done.stderr
        await answered_within(fake, "!who knows ocaml", "1 person knows ocaml", 10.0)


async def test_a_process_serving_some_shards_keeps_the_shared_profiles_and_its_own_servers(
    fake: FakeDiscord, database_url: str, tmp_path: Path
) -> None:
    ours = (fake.guild_id >> 22) % 2
    other_guild = next(g for g in range(1 << 22, 1 << 30, 1 << 22) if (g >> 22) % 2 != ours)
    await import_bundled(database_url, tmp_path)
    (tmp_path / "ada.json").write_bytes(ADA)
    (tmp_path / "bea.json").write_bytes(BEA)
    for guild, file in ((fake.guild_id, "ada.json"), (other_guild, "bea.json")):
        done = await asyncio.to_thread(
            command_line, database_url, tmp_path / "other", "add", "--guild", str(guild),
            str(tmp_path / file),
        )  # fmt: skip
        assert done.returncode == 0, done.stderr
    bot = bot_for(fake, database_url, tmp_path / "copy", shard_count=2, shard_ids=frozenset({ours}))
    assert isinstance(bot, ShardedProfileBot)
    async with running(bot, fake):
        assert bot.shard_ids == [ours]
        assert await said(fake, "!who knows zig") == "1 person knows zig"
        assert await said(fake, "!who knows triton") == "1 person knows triton"
    copy = tmp_path / "copy" / "guilds"
    assert sorted(p.name for p in copy.iterdir()) == [str(fake.guild_id)]
