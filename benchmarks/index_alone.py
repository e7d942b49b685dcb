"""Where the time of a topic question goes: the full-text index alone, against the search
library's own ways of searching the same words.

    python -m benchmarks.index_alone (--size N [--areas wide] | --data DIR) [--rounds 3]

`--size N` generates N synthetic profiles and their questions and builds the index in a
temporary folder; `--data DIR` opens the index the bot stored for a folder of generated
profiles it has loaded once (`python -m benchmarks.generate N DIR`, then
`python -m bot ask --data DIR "who knows python"`) and asks DIR/queries.ndjson's topics. Each
topic question is asked `rounds` times each way, one after the other, and the figures are
printed: the bot's search for the first 300 matches (what a topic answer reads) and the first
ten, then tantivy's own top ten with every word required and with any, and its intersection of
the words with no scoring at all, which no ranked search of every word can go below.
`--areas wide` generates summaries whose topics come from a vocabulary as wide as real
profiles' (synth.WIDE_AREAS), where a topic's words are rare, not held by one profile in ten.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path

import tantivy

from benchmarks.synth import AREAS, WIDE_AREAS, generate, queries
from bot.search.fulltext import ALL, FullText
from bot.search.query_words import query_words, terms
from bot.snapshot.cache import TEXT_PREFIX, cache_folder


def _timed(asked: Sequence[list[str]], rounds: int, one: Callable[[list[str]], object]) -> str:
    """p50 and p99 in milliseconds of `one` over every question, `rounds` times."""
    took = []
    for _ in range(rounds):
        for words in asked:
            started = time.perf_counter()
            one(words)
            took.append((time.perf_counter() - started) * 1000)
    took.sort()
    return f"{statistics.median(took):.2f} | {took[min(len(took) - 1, int(len(took) * 0.99))]:.2f}"


def _stored(data: Path) -> tuple[FullText, list[dict]]:
    """The newest full-text index stored for a data folder, and the folder's questions."""
    folders = sorted(cache_folder(data).glob(f"{TEXT_PREFIX}*"), key=lambda f: f.stat().st_mtime)
    text = FullText.open(folders[-1]) if folders else None
    if text is None:
        raise SystemExit(f"no stored full-text index under {cache_folder(data)}: load {data} once")
    with open(data / "queries.ndjson", encoding="utf-8") as fh:
        return text, [json.loads(line) for line in fh]


def report(text: FullText, asked: Sequence[list[str]], rounds: int) -> list[str]:
    """The table's lines: each way of searching the questions' words, timed."""
    searcher, index = text.searcher, text.index

    def library(words: list[str], every: bool, scored: bool = True) -> object:
        query = index.parse_query(terms(words, every), [ALL])
        if not scored:
            query = tantivy.Query.const_score_query(query, 1.0)
        return searcher.search(query, 10, count=False)

    ways = {
        "`FullText.search`, the first 300 (what a topic answer reads)":
            lambda w: text.search(w, 300),
        "`FullText.search`, the first 10": lambda w: text.search(w, 10),
        "tantivy alone: every word required, the first 10": lambda w: library(w, True),
        "tantivy alone: any word, the first 10": lambda w: library(w, False),
        "tantivy alone: every word required, unscored (the intersection)":
            lambda w: library(w, True, scored=False),
    }  # fmt: skip
    lines = [f"{searcher.num_docs:,} profiles, {len(asked)} topic questions, {rounds} rounds",
             "| search | p50 ms | p99 ms |", "|---|---|---|"]  # fmt: skip
    lines += [f"| {name} | {_timed(asked, rounds, one)} |" for name, one in ways.items()]
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.index_alone")
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument("--size", type=int, help="generate this many profiles")
    source.add_argument("--data", type=Path, help="a loaded folder of generated profiles")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--areas", choices=("narrow", "wide"), default="narrow",
                        help="the topics generated summaries draw from (with --size)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as work:
        if args.data is not None:
            text, asked = _stored(args.data)
        else:
            areas = WIDE_AREAS if args.areas == "wide" else AREAS
            profiles = list(generate(args.size, 7, areas))
            text = FullText.build(profiles, Path(work) / "text")
            asked = queries(profiles, 600, seed=11, areas=areas)
        topics = [query_words(q["topic"]) for q in asked if q["kind"] == "topic"]
        print("\n".join(report(text, topics, args.rounds)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
