"""PostgreSQL as the profile store, measured: importing profiles, a process's cold start with
and without its local copy, and how fast a change made in one process reaches another.

    python -m benchmarks.database [--size 100000] [--changes 100] [--work DIR]

It generates `size` synthetic profiles (benchmarks.generate) into the work folder, once,
starts a PostgreSQL server of its own in a temporary folder (the installed server binaries),
and imports them (`python -m bot import`'s function: time, files and profile rows a second;
then again, which changes nothing). A cold start is `python -m bot check` as a new process
with DATABASE_URL: first with no local copy (every file fetched, every profile indexed), then
with the copy and its stored snapshot it left. Last, a second process follows the change
log and answers about each profile the first adds (`changes` of them, one at a time, as
`!profiles add` does), then removes: p50 and p99 from the add's commit to the other process
answering about the person (or no longer).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from itertools import islice
from pathlib import Path

import msgspec

from benchmarks.run import percentile
from benchmarks.synth import generate
from bot.profiles import uploads
from bot.store.database import Database, FileChange
from bot.store.importing import import_path
from bot.testing.postgres import postgres_server

GUILD = 4242
ROOT = Path(__file__).resolve().parent.parent


def _ms(values: list[float]) -> str:
    return (f"{percentile(values, 0.5) * 1000:,.0f} / "
            f"{percentile(values, 0.99) * 1000:,.0f} ms")  # fmt: skip


def _env(url: str, copy: Path) -> dict[str, str]:
    return {**os.environ, "DATABASE_URL": url, "MIRROR_PATH": str(copy), "LOAD_CACHE": "true"}


def _cold_start(url: str, copy: Path) -> tuple[float, str]:
    """`python -m bot check` as a new process: seconds, and what it printed."""
    t = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "bot", "check"], env=_env(url, copy), cwd=ROOT,
                          capture_output=True, text=True, check=False)  # fmt: skip
    took = time.perf_counter() - t
    if done.returncode not in (0, 1):
        raise SystemExit(f"check failed: {done.stderr}")
    return took, done.stdout.strip().replace("\n", " ")


async def _import(url: str, data: Path) -> None:
    db = Database(url)
    await db.prepare()
    for attempt in ("first", "again"):
        t = time.perf_counter()
        done = await import_path(db, data, None, "benchmark")
        took = time.perf_counter() - t
        files = done.added + done.updated + done.unchanged
        print(f"import, {attempt}: {took:.1f} s for {files:,} files ({files / took:,.0f} files/s),"
              f" {done.profiles:,} profile rows written ({done.profiles / took:,.0f} rows/s),"
              f" {done.unchanged:,} unchanged, {len(done.rejected)} rejected")  # fmt: skip


async def _propagation(url: str, copy: Path, changes: int, size: int) -> None:
    db = Database(url)
    follower = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "benchmarks.database", "--follow", "--work", str(copy),
        env=_env(url, copy), cwd=ROOT, stdout=asyncio.subprocess.PIPE,
    )  # fmt: skip
    assert follower.stdout is not None
    ready = json.loads(await follower.stdout.readline())
    print(f"the following process started in {ready['started']:.1f} s")
    fresh = list(islice(generate(size + changes), size, None))
    adds, removes = [], []
    for n, p in enumerate(fresh):
        p.id, p.name = f"added-{n}", f"Zyx Added{n} Quorra"
        data = msgspec.json.encode(p)
        profiles, _ = uploads.check(f"{p.id}.json", data)
        path = f"guilds/{GUILD}/{p.id}.json"
        for action, content, out in (("added", data, adds), ("removed", None, removes)):
            t = time.time()
            await db.write([FileChange(path=path, guild=GUILD, content=content, who="benchmark",
                                       action=action, profiles=tuple(profiles),
                                       name=p.name, profile_id=p.id)])  # fmt: skip
            while True:
                seen = json.loads(await follower.stdout.readline())
                if (p.name in seen["names"]) == (content is not None):
                    out.append(seen["at"] - t)
                    break
    follower.terminate()
    await follower.wait()
    print(f"\n| {changes} changes made in one process | p50 / p99 until the other answers |")
    print("|---|---|")
    print(f"| a profile added | {_ms(adds)} |")
    print(f"| a profile removed | {_ms(removes)} |")


async def _follow(copy: Path) -> None:
    """The other process: its copy caught up on each announced change, laid over its
    snapshot, and asked about the people it names; one JSON line per answer."""
    from bot.config import load_settings
    from bot.snapshot.load import load_snapshot
    from bot.store.follow import follow
    from bot.store.stores import store_for

    t = time.perf_counter()
    store = store_for(load_settings(mirror_path=copy))
    await store.prepare()
    snapshot = load_snapshot(copy, cache=True)
    print(json.dumps({"started": time.perf_counter() - t}), flush=True)
    state = {"snapshot": snapshot}

    async def catch_up() -> None:
        synced = await store.catch_up()  # type: ignore[attr-defined]
        if not (synced.written or synced.removed):
            return
        fresh = load_snapshot(copy, cache=True, previous=state["snapshot"])
        state["snapshot"] = fresh
        d = fresh.engine.directory
        own = [d.profiles[i].name for i in d.own(GUILD).tolist()]
        ask = fresh.engine.answer
        answered = [n for n in own if ask(f"!profile {n}", guild=GUILD).names == [n]]
        print(json.dumps({"names": answered, "at": time.time()}), flush=True)

    await follow(store.db, catch_up, asyncio.Event())  # type: ignore[attr-defined]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.database")
    parser.add_argument("--size", type=int, default=100_000)
    parser.add_argument("--changes", type=int, default=100)
    parser.add_argument("--work", type=Path, default=Path("/tmp/profile-bot-changes"))
    parser.add_argument("--follow", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.follow:
        asyncio.run(_follow(args.work))
        return 0
    from benchmarks import generate as gen

    data = args.work / f"n{args.size}"
    if not (data / "queries.ndjson").exists():
        shutil.rmtree(data, ignore_errors=True)
        gen.main([str(args.size), str(data), "--queries", "300"])
    shutil.rmtree(data / "guilds", ignore_errors=True)
    with postgres_server() as server, tempfile.TemporaryDirectory() as tmp:
        url = server.new_database()
        asyncio.run(_import(url, data))
        copy = Path(tmp) / "copy"
        took, said = _cold_start(url, copy)
        print(f"\ncold start with no local copy: {took:.1f} s ({said})")
        took, said = _cold_start(url, copy)
        print(f"cold start with the local copy and its stored snapshot: {took:.1f} s ({said})")
        asyncio.run(_propagation(url, copy, args.changes, args.size))
    return 0


if __name__ == "__main__":
    sys.exit(main())
