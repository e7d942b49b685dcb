"""Write synthetic profiles for benchmarks: JSONL records, text exports and a query set.

    python -m benchmarks.generate N OUT_DIR [--seed S] [--text K] [--shard 1000] [--queries Q]
                                            [--areas narrow|wide]

The first K profiles become text exports (OUT_DIR/exports/<id>.txt) and the other N-K
JSONL records (OUT_DIR/records/part-00000.jsonl, ...), so that loading OUT_DIR gives
exactly N profiles. OUT_DIR/queries.ndjson holds Q questions drawn from all N, one JSON
object a line: not `.jsonl`, which the loader would read as profile records. `--areas wide`
draws what the summaries say people work on from a vocabulary as wide as real profiles'
(synth.WIDE_AREAS) instead of a few dozen areas.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from itertools import islice
from pathlib import Path

import msgspec

from benchmarks.synth import AREAS, WIDE_AREAS, generate, queries, to_export


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.generate")
    parser.add_argument("n", type=int, help="how many profiles")
    parser.add_argument("out", type=Path, help="the output directory")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--text", type=int, default=1000, help="profiles written as exports")
    parser.add_argument("--shard", type=int, default=1000, help="records per JSONL file")
    parser.add_argument("--queries", type=int, default=1000)
    parser.add_argument("--areas", choices=("narrow", "wide"), default="narrow")
    args = parser.parse_args(argv)
    areas = WIDE_AREAS if args.areas == "wide" else AREAS
    records, exports = args.out / "records", args.out / "exports"
    for folder in (records, exports):
        if folder.exists() and any(folder.iterdir()):
            print(f"{folder} is not empty; choose a new OUT_DIR", file=sys.stderr)
            return 2
        folder.mkdir(parents=True, exist_ok=True)

    started = time.perf_counter()
    text = min(args.text, args.n)
    encoder = msgspec.json.Encoder()
    profiles = []
    stream = generate(args.n, args.seed, areas)
    for p in islice(stream, text):
        (exports / f"{p.id}.txt").write_bytes(to_export(p).encode("utf-8"))
        profiles.append(p)
    shards = 0
    while batch := list(islice(stream, args.shard)):
        (records / f"part-{shards:05d}.jsonl").write_bytes(encoder.encode_lines(batch))
        profiles += batch
        shards += 1
    made = time.perf_counter()
    with open(args.out / "queries.ndjson", "w", encoding="utf-8") as fh:
        # seed + 4: the default seed 7 gives the query seed 11, as synth.queries does alone.
        for q in queries(profiles, args.queries, seed=args.seed + 4, areas=areas):
            fh.write(json.dumps(q, ensure_ascii=False) + "\n")
    done = time.perf_counter()

    print(f"{text} text exports in {exports}")
    print(f"{args.n - text} records in {shards} files in {records}")
    print(f"{args.queries} queries in {args.out / 'queries.ndjson'}")
    print(f"profiles {made - started:.1f}s, queries {done - made:.1f}s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
