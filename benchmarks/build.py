"""The first build of a stored snapshot, in chunks against in one piece, in the same run.

    python -m benchmarks.build [--size 100000] [--work DIR] [--chunks-only]

It generates `size` synthetic profiles (benchmarks.generate) into the work folder, once, then
builds the stored snapshot from nothing twice, each in a process of its own: as the baseline,
every profile parsed into memory and indexed at once (what a build did before, and what a
load of small data still does in the bot's own process), and as `python -m bot index` does
(the profiles on disk, indexed in chunks by worker processes: bot.snapshot.build). For each
it prints the time, the peak resident memory of the build's processes together (sampled)
and of the largest one, and whether the two stored snapshots hold the same indexes and
records, array by array.

The largest is each process's own high-water mark (`VmHWM`), read while it runs: a process's
`ru_maxrss` also counts the memory of its parent at the moment it was forked, before it
started its own program, which would charge the worker with the build's size at its start,
and each build with this process's.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def child(mode: str, data: Path) -> None:
    """Build the snapshot of data one way; print nothing (the parent measures)."""
    from bot.snapshot import build
    from bot.snapshot import cache as load_cache

    if mode == "chunks":
        build.build_snapshot_file(data)
        return
    with load_cache.no_gc():
        report = build.parse_roots([data], cache=True)
        directory = build.index_profiles(data, report)
        load_cache.write_snapshot(data, report, directory.state())


def digests(data: Path) -> dict[str, str]:
    """A digest of each array of the stored snapshot, and of its meta but for the format."""
    from bot.snapshot import cache as load_cache
    from bot.snapshot.bundle import read_bundle

    meta, arrays = read_bundle(load_cache.cache_path(data, load_cache.INDEX_NAME))
    out = {k: hashlib.sha256(v.tobytes()).hexdigest() for k, v in arrays.items()}
    out["meta"] = hashlib.sha256(json.dumps(meta, sort_keys=True, default=str).encode()).hexdigest()
    return out


def resident_mb(pid: int) -> tuple[float, float]:
    """The resident memory of a process and of every process under it, together; and the
    highest high-water mark of any one of them."""
    total, highest, stack = 0.0, 0.0, [pid]
    while stack:
        at = Path("/proc") / str(stack.pop())
        try:
            for line in (at / "status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    total += int(line.split()[1]) / 1024
                elif line.startswith("VmHWM:"):
                    highest = max(highest, int(line.split()[1]) / 1024)
            for task in (at / "task").iterdir():
                stack += [int(c) for c in (task / "children").read_text().split()]
        except (OSError, ValueError):
            continue
    return total, highest


def measure(mode: str, data: Path) -> tuple[float, float, float]:
    """Seconds of one build from nothing, the peak resident memory of its processes together
    (sampled every tenth of a second), and the largest high-water mark of any one of them."""
    from bot.snapshot import cache as load_cache

    shutil.rmtree(load_cache.cache_folder(data), ignore_errors=True)
    started = time.perf_counter()
    proc = subprocess.Popen(
        [sys.executable, "-m", "benchmarks.build", "--child", mode, "--data", str(data)], cwd=ROOT
    )
    together = largest = 0.0
    while True:
        pid, status = os.waitpid(proc.pid, os.WNOHANG)
        if pid:
            break
        now, highest = resident_mb(proc.pid)
        together, largest = max(together, now), max(largest, highest)
        time.sleep(0.1)
    seconds = time.perf_counter() - started
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        raise SystemExit(f"the {mode} build failed with exit status {proc.returncode}")
    return seconds, together, largest


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.build")
    parser.add_argument("--size", type=int, default=100_000)
    parser.add_argument("--work", type=Path, default=Path("/tmp/profile-bot-build"))
    parser.add_argument("--chunks-only", action="store_true", help="leave out the baseline")
    parser.add_argument("--child", choices=["chunks", "whole"], help=argparse.SUPPRESS)
    parser.add_argument("--data", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        child(args.child, args.data)
        return 0
    data = args.work / f"n{args.size}"
    if not (data / "queries.ndjson").exists():
        shutil.rmtree(data, ignore_errors=True)
        subprocess.run(
            [sys.executable, "-m", "benchmarks.generate", str(args.size), str(data)],
            cwd=ROOT, check=True, capture_output=True,
        )  # fmt: skip
    modes = ["chunks"] if args.chunks_only else ["whole", "chunks"]
    rows, stored = [], {}
    for mode in modes:
        rows.append((mode, *measure(mode, data)))
        stored[mode] = digests(data)
    label = {"whole": "in one piece (baseline)", "chunks": "in chunks, profiles on disk"}
    print(f"First build of {args.size:,} profiles")
    print("| build | seconds | peak MB, its processes together | peak MB, the largest one |")
    print("|---|---|---|---|")
    for mode, seconds, together, largest in rows:
        print(f"| {label[mode]} | {seconds:.1f} | {together:,.0f} | {largest:,.0f} |")
    if len(stored) == 2:
        differ = sorted(k for k in stored["whole"] if stored["whole"][k] != stored["chunks"].get(k))
        print("same snapshot:", "yes" if not differ else f"no, differs in {', '.join(differ)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
