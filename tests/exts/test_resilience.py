"""Keeps answering: reloads under questions, a dropped gateway, a burst of rate limits."""

from __future__ import annotations

import asyncio
import shutil
from pathlib import Path
from typing import Any

import pytest

from bot.client import ProfileBot
from bot.config import Settings
from bot.snapshot.load import format_report
from bot.testing.fakediscord import FakeDiscord, running
from tests.conftest import FIXTURES, ROOT

ZHAO = (ROOT / "data" / "profiles" / "chenggang-zhao.txt").read_text("utf-8")


@pytest.fixture
def data(tmp_path: Path) -> Path:
    root = tmp_path / "data"
    shutil.copytree(FIXTURES / "profiles", root, ignore=shutil.ignore_patterns(".*"))
    return root


async def bot_for(data: Path, **settings: Any) -> ProfileBot:
    bot = ProfileBot(Settings(data_path=data, cooldown_rate=1000, **settings))
    await bot.load_data()
    return bot


async def test_reload_adds_changes_keeps_broken_and_drops_deleted(data: Path) -> None:
    bot = await bot_for(data)
    assert len(bot.snapshot.report.profiles) == 15
    (data / "chenggang-zhao.txt").write_text(ZHAO)  # added
    mei = data / "mei-lin.txt"
    mei.write_text(mei.read_text().replace("at ByteDance", "at Acme"))  # changed
    (data / "wei-zhao.txt").write_bytes(b"\x00\x01 half-written")  # broken
    (data / "emily-carter.txt").unlink()  # deleted
    report = await bot.reload_data()
    engine = bot.engine
    assert engine.answer("!profile chenggang").names == ["Chenggang Zhao"]
    assert engine.answer("who works at acme", addressed=True).names == ["Mei Lin"]
    assert engine.answer("!profile wei zhao").names == ["Wei Zhao"]  # the last good record
    assert engine.answer("!profile emily carter").card is None
    text = format_report(report, "data")
    assert text.splitlines()[:3] == [
        "Loaded 15 profiles from data (15 files read).",
        "Rejected 1:",
        f"  {display(data / 'wei-zhao.txt')}: not text: the file holds binary data",
    ]
    assert (
        f"  {display(data / 'wei-zhao.txt')}: kept the last good record of 'Wei Zhao' "
        "until the file can be read again"
    ) in text.splitlines()


def display(path: Path) -> str:
    from bot.profiles.files import display_path

    return display_path(path)


async def test_questions_during_a_reload_see_one_snapshot_or_the_other(data: Path) -> None:
    bot = await bot_for(data)
    for n in range(40):
        (data / f"extra-{n}.txt").write_text(ZHAO.replace("Chenggang Zhao", f"Extra Person{n}", 1))
    reload = asyncio.create_task(bot.reload_data())
    seen: set[str] = set()
    while not reload.done():
        seen.add(bot.engine.answer("!who knows triton").headline)
        # A moment idle between questions, as the event loop is: a loop that never waits
        # would keep the reload's thread from the interpreter lock for tens of seconds.
        await asyncio.sleep(0.001)
    await reload
    seen.add(bot.engine.answer("!who knows triton").headline)
    assert seen <= {"4 people know triton", "44 people know triton"}
    assert "44 people know triton" in seen


async def test_a_changed_file_is_picked_up_by_the_watcher(data: Path) -> None:
    bot = await bot_for(data)
    watcher = asyncio.create_task(bot.watch_data(debounce_ms=100))
    try:
        await asyncio.sleep(0.3)  # the watcher is listening
        (data / "chenggang-zhao.txt").write_text(ZHAO)
        async with asyncio.timeout(10):
            while not bot.engine.answer("!profile chenggang").names:
                await asyncio.sleep(0.05)
        assert bot.engine.answer("!profile chenggang").names == ["Chenggang Zhao"]
    finally:
        bot._stop_watching.set()
        watcher.cancel()
        await asyncio.gather(watcher, return_exceptions=True)


async def test_after_a_dropped_gateway_a_question_is_answered_once(
    fake: FakeDiscord, data: Path
) -> None:
    client = ProfileBot(
        Settings(data_path=data, cooldown_rate=1000,
                 team_channel_ids=frozenset({fake.team_channel_id})),
        guild_ready_timeout=0.05,
    )  # fmt: skip
    async with running(client, fake):
        await fake.drop_gateway()
        start = len(fake.messages)
        await fake.send_message("who works at google?")
        sent = await fake.wait_for("messages", start=start)
        assert sent["json"]["embeds"][0]["title"] == "3 people at Google \\(3 more in the past\\)"
        await asyncio.sleep(0.2)
        assert len(fake.messages) == start + 1
        assert [p for p in fake.gateway_received if p.get("op") == 6]  # it resumed


async def test_a_burst_under_rate_limits_is_answered_in_full_and_in_order(
    fake: FakeDiscord, data: Path
) -> None:
    client = ProfileBot(Settings(data_path=data, cooldown_rate=1000), guild_ready_timeout=0.05)
    questions = ["!who knows rust", "!who knows go", "!who knows c", "!who knows c++",
                 "!who knows python", "!who knows triton"] * 5  # fmt: skip
    async with running(client, fake):
        path = f"/channels/{fake.team_channel_id}/messages"
        # Four in a row: discord.py gives a request five tries.
        fake.rate_limit_next("POST", path, retry_after=0.05, count=4)
        for question in questions:
            await fake.send_message(question)
        async with asyncio.timeout(20):
            while len(fake.messages) < len(questions):
                await asyncio.sleep(0.05)
    titles = [m["json"]["embeds"][0]["title"] for m in fake.messages]
    expected = [client.engine.answer(q).headline for q in questions]
    assert titles == expected


async def test_a_question_sent_before_a_drop_is_answered_once_after_it(
    fake: FakeDiscord, data: Path
) -> None:
    client = ProfileBot(Settings(data_path=data, cooldown_rate=1000), guild_ready_timeout=0.05)
    async with running(client, fake):
        start = len(fake.messages)
        await fake.send_message("!who knows rust")
        await fake.drop_gateway()
        sent = await fake.wait_for("messages", start=start)
        assert (
            sent["json"]["embeds"][0]["title"] == client.engine.answer("!who knows rust").headline
        )
        async with asyncio.timeout(5):
            await fake.ready.wait()  # resumed
        later = len(fake.messages)
        await fake.send_message("!who knows go")
        await fake.wait_for("messages", start=later)
        await asyncio.sleep(0.2)
        assert len(fake.messages) == start + 2


def test_the_load_cache_folder_does_not_trigger_a_reload() -> None:
    from bot.client import _profile_change

    assert [
        _profile_change(None, path)
        for path in (
            "/srv/data/a.txt", "/srv/data/team/b.json", "/srv/data/.notes.txt",
            "/srv/data/.profile-bot/text/meta.json", "/srv/.profile-bot/one.txt/text/meta.json",
        )
    ] == [True, True, False, False, False]  # fmt: skip


async def folded_and_stored(bot: ProfileBot, data: Path) -> None:
    """Wait for the fold under way: Chenggang Zhao added and Emily Carter removed are
    answered from it, and stored, so that the next start reads them back; close the bot."""
    from bot.snapshot.load import load_snapshot

    await bot._folding
    assert bot.snapshot.laid == 0 and bot._folding is None
    assert bot.engine.answer("!profile chenggang").names == ["Chenggang Zhao"]
    assert bot.engine.answer("!profile emily carter").card is None
    assert load_snapshot(data, cache=True).from_cache
    await bot.close()


async def test_many_changes_are_folded_into_a_stored_snapshot_while_answering(
    data: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from bot import client

    monkeypatch.setattr(client, "FOLD_AFTER", 2)
    bot = await bot_for(data, load_cache=True)
    (data / "chenggang-zhao.txt").write_text(ZHAO)
    await bot.reload_data()
    assert (bot.snapshot.laid, bot._folding) == (1, None)  # one change: laid over only
    (data / "emily-carter.txt").unlink()
    await bot.reload_data()
    assert bot.snapshot.laid == 2 and bot._folding is not None
    assert bot.engine.answer("!profile chenggang").names == ["Chenggang Zhao"]
    await folded_and_stored(bot, data)


async def test_a_start_lays_the_changes_over_the_stored_snapshot_and_folds_many(
    data: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from bot import client
    from bot.snapshot.load import load_snapshot

    load_snapshot(data, cache=True)
    (data / "chenggang-zhao.txt").write_text(ZHAO)
    monkeypatch.setattr(client, "FOLD_AFTER", 2)
    bot = await bot_for(data, load_cache=True)
    assert (bot.snapshot.cache.state, bot.snapshot.laid, bot._folding) == ("laid", 1, None)
    assert bot.engine.answer("!profile chenggang").names == ["Chenggang Zhao"]
    await bot.close()
    (data / "emily-carter.txt").unlink()
    bot = await bot_for(data, load_cache=True)
    assert (bot.snapshot.cache.state, bot.snapshot.laid) == ("laid", 2)
    assert bot._folding is not None
    await folded_and_stored(bot, data)


async def test_large_data_is_folded_beside_the_snapshot_while_changes_go_on_being_laid_over(
    data: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import threading

    from bot import client
    from bot.snapshot import cache as load_cache
    from bot.snapshot import load
    from bot.snapshot.load import load_snapshot

    monkeypatch.setattr(client, "FOLD_AFTER", 2)
    monkeypatch.setattr(load, "BUILD_ELSEWHERE_BYTES", 0)  # built in a child process
    built, go_on = threading.Event(), threading.Event()

    def build_then_wait(root: Path, progress: object) -> bool:
        done = load.build_beside(root, None)
        built.set()
        go_on.wait(30)
        return done

    monkeypatch.setattr(client, "build_beside", build_then_wait)
    bot = await bot_for(data, load_cache=True)
    (data / "chenggang-zhao.txt").write_text(ZHAO)
    await bot.reload_data()
    (data / "emily-carter.txt").unlink()
    await bot.reload_data()
    assert bot._folding is not None
    await asyncio.to_thread(built.wait, 30)
    # The new snapshot is stored; a change now is laid over the one answered from, at once.
    mei = data / "mei-lin.txt"
    mei.write_text(mei.read_text().replace("at ByteDance", "at Acme"))
    await asyncio.wait_for(bot.reload_data(), 10)
    assert not bot._folding.done()
    assert bot.engine.answer("who works at acme", addressed=True).names == ["Mei Lin"]
    go_on.set()
    await bot._folding
    assert (bot.snapshot.laid, bot.snapshot.cache.state) == (2, "laid")  # Mei Lin's file
    assert bot.engine.answer("who works at acme", addressed=True).names == ["Mei Lin"]
    assert bot.engine.answer("!profile chenggang").names == ["Chenggang Zhao"]
    assert bot.engine.answer("!profile emily carter").card is None
    # The full text of the snapshot answered from before is gone: one is left, the new one's.
    stored = load_cache.read_snapshot(data, None)
    assert stored is not None
    texts = [p.name for p in (data / ".profile-bot").iterdir() if p.name.startswith("text-")]
    assert texts == [f"text-{stored.report.fingerprint[:24]}"]
    await bot.close()
    assert load_snapshot(data, cache=True).engine.answer("!profile emily carter").card is None
