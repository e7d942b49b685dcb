"""Soak: thousands of questions through the real client and a fake Discord on 127.0.0.1.

    python -m benchmarks.soak [--profiles 10000] [--messages 10000] [--window 64]

The bot runs unmodified against the fake Discord of the tests, over a synthetic
directory. Questions of every kind (and chatter, and hostile strings) are sent as
fast as the bot answers them, keeping at most `window` unanswered, half in the team
channel and half as mentions elsewhere. It prints throughput, the p50/p99 from
message to reply, the errors (missing or failed answers, logged errors) and the
resident memory at the start and the end.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import random
import time
from collections.abc import Sequence

from benchmarks.run import memory_mb, percentile
from benchmarks.synth import generate, queries
from bot.answers.engine import Engine
from bot.client import ProfileBot
from bot.config import Settings
from bot.errors import SOMETHING_WRONG
from bot.profiles.loader import LoadReport
from bot.search.directory import Directory
from bot.snapshot.load import Snapshot
from bot.testing.fakediscord import FakeDiscord, running

HOSTILE = (
    "@everyone who knows python?", "<@123> <@&456> !profile <#789>", "**bold** __who__ ~~knows~~",
    "```py\nimport os\n```", "who knows \u200bpython\u200b", "\u202ewho knows rust\u202c",
    "(a+)+$ " * 20, ", " * 300 + "!profile", "who " * 800, "ｗｈｏ ｋｎｏｗｓ ｇｏ",
    "!who knows " + "x" * 3000, "anyone want lunch?", "lol", "👍" * 50,
)  # fmt: skip


class Errors(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.count = 0

    def emit(self, record: logging.LogRecord) -> None:
        self.count += 1


def messages(profiles: Sequence[object], count: int, seed: int = 5) -> list[str]:
    rng = random.Random(seed)
    asked = [q["question"] for q in queries(profiles, 600, seed=seed) if "question" in q]  # type: ignore[arg-type]
    return [rng.choice(HOSTILE) if rng.random() < 0.1 else rng.choice(asked) for _ in range(count)]


async def soak(n_profiles: int, n_messages: int, window: int) -> dict[str, float]:
    profiles = list(generate(n_profiles))
    snapshot = Snapshot(Engine(Directory(profiles)), LoadReport(profiles=profiles))
    texts = messages(profiles, n_messages)
    errors = Errors()
    logging.getLogger().addHandler(errors)
    fake = FakeDiscord()
    await fake.start()
    settings = Settings(
        team_channel_ids=frozenset({fake.team_channel_id}), cooldown_rate=10**9,
        watch_data=False, load_cache=False,
    )  # fmt: skip
    answered: dict[int, float] = {}
    sent_at: dict[int, float] = {}
    try:
        with fake.patch():
            bot = ProfileBot(settings, snapshot, guild_ready_timeout=0.05)
            async with running(bot, fake, timeout=30):
                start_memory = memory_mb()["VmRSS"]
                expected = 0
                replies = 0
                samples: list[float] = []

                def collect() -> None:
                    # The fake keeps what it receives; hand it over and forget it, so the
                    # memory measured is the bot's.
                    nonlocal replies
                    for reply in fake.messages:
                        ref = reply["json"].get("message_reference", {}).get("message_id")
                        if ref:
                            answered.setdefault(int(ref), time.perf_counter())
                        if reply["json"].get("content") == SOMETHING_WRONG:
                            failures.append(reply)
                    replies += len(fake.messages)
                    fake.messages.clear()
                    fake._stored.clear()

                failures: list[dict] = []
                started = time.perf_counter()
                for n, text in enumerate(texts):
                    mention = n % 2 == 1
                    if bot.engine.answer(text, addressed=mention).intent.value != "none":
                        expected += 1
                    while expected - replies - len(fake.messages) > window:
                        await asyncio.sleep(0.001)
                    content = f"<@{fake.bot_id}> {text}" if mention else text
                    channel = fake.other_channel_id if mention else fake.team_channel_id
                    mid = await fake.send_message(
                        content, channel_id=channel, mentions=[fake.bot_id] if mention else []
                    )
                    sent_at[mid] = time.perf_counter()
                    collect()
                    if n % (len(texts) // 10 or 1) == 0:
                        samples.append(memory_mb()["VmRSS"])
                deadline = time.perf_counter() + 60
                while replies + len(fake.messages) < expected and time.perf_counter() < deadline:
                    await asyncio.sleep(0.01)
                    collect()
                elapsed = time.perf_counter() - started
                collect()
                end_memory = memory_mb()["VmRSS"]
    finally:
        await fake.close()
        logging.getLogger().removeHandler(errors)
    latencies = [answered[m] - sent_at[m] for m in answered if m in sent_at]
    # Each hostile message alone, engine and rendering, as the bot does it per message.
    from bot.render.embeds import render

    hostile = []
    for text in HOSTILE:
        for addressed in (False, True):
            t = time.perf_counter()
            render(snapshot.engine.answer(text, addressed=addressed))
            hostile.append(time.perf_counter() - t)
    return {
        "messages": len(texts),
        "replies": replies,
        "expected": expected,
        "per_second": replies / elapsed,
        "p50_ms": percentile(latencies, 0.5) * 1000,
        "p99_ms": percentile(latencies, 0.99) * 1000,
        "errors": abs(expected - replies) + len(failures) + errors.count,
        "memory_samples": samples,
        "start_mb": start_memory,
        "end_mb": end_memory,
        "seconds": elapsed,
        "hostile_max_ms": max(hostile) * 1000,
    }


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.soak")
    parser.add_argument("--profiles", type=int, default=10_000)
    parser.add_argument("--messages", type=int, default=10_000)
    parser.add_argument("--window", type=int, default=64, help="unanswered messages at most")
    args = parser.parse_args(argv)
    logging.getLogger("discord").setLevel(logging.ERROR)
    r = asyncio.run(soak(args.profiles, args.messages, args.window))
    print(f"# python -m benchmarks.soak --profiles {args.profiles} --messages {args.messages}")
    print(
        f"{r['messages']:,} messages, {r['replies']:,} replies ({r['expected']:,} expected) "
        f"in {r['seconds']:.1f} s: {r['per_second']:.0f} answered/s; message to reply "
        f"p50 {r['p50_ms']:.1f} ms, p99 {r['p99_ms']:.1f} ms; errors {r['errors']:.0f}; "
        f"memory {r['start_mb']:.0f} MB at the start, {r['end_mb']:.0f} MB at the end; "
        f"slowest hostile message answered and rendered in {r['hostile_max_ms']:.1f} ms"
    )
    print(
        "memory every tenth of the run (MB): " + ", ".join(f"{m:.0f}" for m in r["memory_samples"])
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
