"""What one change costs at scale: profiles added and removed laid over the snapshot, side by
side with the full load a change took before, and questions over many changes.

    python -m benchmarks.changes [--size 100000] [--changes 100] [--laid 10000]
                                 [--started 1000] [--work DIR] [--no-full]

It generates `size` synthetic profiles (benchmarks.generate) into the work folder, once, and
loads them with the load cache. Then, as `!profiles add` and `!profiles remove` do: it writes
one profile file into a server's folder, reloads (the change laid over the snapshot) and asks
for the person by name, `changes` times; then removes them one at a time. It prints each
one's time from the file written to the answer naming the person (or no longer naming them),
p50 and p99, next to one full load of the changed data (the cost of any change before). Last,
it lays `laid` changes at once (half of them profiles added, half removed with their files)
and answers the generated questions with and without them, per kind, alternately, after
answering each once. Between the two, it times a start with no file changed since the stored
snapshot and one after `started` files were added.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import time
from collections import defaultdict
from itertools import islice
from pathlib import Path

import msgspec

from benchmarks.run import KINDS, _indexed, memory_mb, percentile
from benchmarks.synth import generate

GUILD = 4242


def _ms(values: list[float]) -> str:
    def shown(ms: float) -> str:
        return f"{ms:,.0f}" if ms >= 10 else f"{ms:.2g}"

    return f"{shown(percentile(values, 0.5) * 1000)} / {shown(percentile(values, 0.99) * 1000)} ms"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.changes")
    parser.add_argument("--size", type=int, default=100_000)
    parser.add_argument("--changes", type=int, default=100)
    parser.add_argument("--laid", type=int, default=10_000)
    parser.add_argument("--started", type=int, default=1000,
                        help="files changed before the start measured beside one with none")
    parser.add_argument("--work", type=Path, default=Path("/tmp/profile-bot-changes"))
    parser.add_argument("--no-full", action="store_true",
                        help="leave out the full load at the end (minutes at a million)")
    args = parser.parse_args(argv)
    from benchmarks import generate as gen
    from bot.snapshot.load import load_snapshot

    data = args.work / f"n{args.size}"
    if not (data / "queries.ndjson").exists():
        shutil.rmtree(data, ignore_errors=True)
        gen.main([str(args.size), str(data), "--queries", "300"])
    shutil.rmtree(data / "guilds", ignore_errors=True)
    started = time.perf_counter()
    snap = load_snapshot(data, cache=True)
    first = time.perf_counter() - started
    print(f"{len(snap.report.profiles):,} profiles; first load {first:.1f} s "
          f"({'from the stored snapshot' if snap.from_cache else 'built'}), "
          f"{memory_mb()['VmRSS']:,.0f} MB resident")  # fmt: skip

    folder = data / "guilds" / str(GUILD)
    folder.mkdir(parents=True)
    # Profiles after those of the data: the same vocabularies, other people.
    more = max(args.changes, args.started) + args.laid // 2
    fresh = list(islice(generate(args.size + more), args.size, None))
    adds, removes = [], []
    for n, p in enumerate(fresh[: args.changes]):
        p.id, p.name = f"added-{n}", f"Zyx Added{n} Quorra"
        path = folder / f"{p.id}.json"
        t = time.perf_counter()
        path.write_bytes(msgspec.json.encode(p))
        snap = load_snapshot(data, cache=True, previous=snap)
        found = snap.engine.answer(f"!profile {p.name}", guild=GUILD).names
        adds.append(time.perf_counter() - t)
        assert found == [p.name], (p.name, found)
    for n in range(args.changes):
        t = time.perf_counter()
        (folder / f"added-{n}.json").unlink()
        snap = load_snapshot(data, cache=True, previous=snap)
        found = snap.engine.answer(f"!profile Zyx Added{n} Quorra", guild=GUILD).names
        removes.append(time.perf_counter() - t)
        assert f"Zyx Added{n} Quorra" not in found
    print(f"\n| {args.changes} changes, one at a time | p50 / p99 |\n|---|---|")
    print(f"| a profile added, until answered about | {_ms(adds)} |")
    print(f"| a profile removed, until gone | {_ms(removes)} |")

    # A start with no file changed since the stored snapshot, and one after `started` files
    # were added, one profile each: laid over the stored snapshot.
    t = time.perf_counter()
    load_snapshot(data, cache=True)
    unchanged = time.perf_counter() - t
    for n, p in enumerate(fresh[: args.started]):
        p.id, p.name = f"started-{n}", f"Zyx Started{n} Quorra"
        (folder / f"{p.id}.json").write_bytes(msgspec.json.encode(p))
    t = time.perf_counter()
    after = load_snapshot(data, cache=True)
    changed = time.perf_counter() - t
    assert after.engine.answer("!profile Zyx Started0 Quorra", guild=GUILD).names
    print(f"\n| start | seconds |\n|---|---|\n| no file changed | {unchanged:.2f} |")
    print(f"| {args.started:,} files changed ({after.cache.state}) | {changed:.2f} |")
    for n in range(args.started):
        (folder / f"started-{n}.json").unlink()
    snap = load_snapshot(data, cache=True, previous=snap)

    # Many changes at once: files of profiles added, and record files removed.
    half = args.laid // 2
    batch = fresh[more - half : more]
    for n, p in enumerate(batch):
        p.id = f"laid-{n}"
    for at in range(0, len(batch), 1000):
        part = batch[at : at + 1000]
        (folder / f"laid-{at // 1000:04d}.jsonl").write_bytes(
            msgspec.json.Encoder().encode_lines(part)
        )
    kept = args.work / f"removed-{args.size}"
    kept.mkdir(exist_ok=True)
    records = sorted((data / "records").glob("*.jsonl"))[: max(1, half // 1000)]
    for path in records:
        shutil.move(path, kept / path.name)
    before = snap
    t = time.perf_counter()
    laid = load_snapshot(data, cache=True, previous=before)
    took = time.perf_counter() - t
    shown = len(laid.report.profiles)
    print(f"\n{len(batch):,} profiles added and {len(records) * 1000:,} removed at once: "
          f"laid over in {took:.1f} s; {shown:,} profiles shown; "
          f"{memory_mb()['VmRSS']:,.0f} MB resident")  # fmt: skip

    queries = [json.loads(line) for line in (data / "queries.ndjson").open()]
    plain, over = _indexed(before.engine), _indexed(laid.engine)
    times: dict[str, tuple[list[float], list[float]]] = defaultdict(lambda: ([], []))
    for q in queries:  # once each first: the first touch of mapped pages is not the question
        plain[q["kind"]](q)
        over[q["kind"]](q)
    for q in queries:
        for fast, out in ((plain, times[q["kind"]][0]), (over, times[q["kind"]][1])):
            t = time.perf_counter()
            fast[q["kind"]](q)
            out.append(time.perf_counter() - t)
    print(f"\n| kind | none laid: p50 / p99 | {args.laid:,} laid: p50 / p99 | p50 ratio |")
    print("|---|---|---|---|")
    for kind in KINDS:
        a, b = times.get(kind, ([], []))
        if a:
            ratio = percentile(b, 0.5) / max(percentile(a, 0.5), 1e-9)
            print(f"| {kind} | {_ms(a)} | {_ms(b)} | {ratio:.2f} |")

    if not args.no_full:  # a full load of the changed data: what any change cost before
        t = time.perf_counter()
        full = load_snapshot(data, cache=True, lay_over=False)
        took = time.perf_counter() - t
        print(f"\na full load of the changed data (the cost of one change before): "
              f"{took:.1f} s, {len(full.report.profiles):,} profiles")  # fmt: skip
    for path in records:
        shutil.move(kept / path.name, path)
    shutil.rmtree(data / "guilds", ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
