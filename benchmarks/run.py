"""Speed, memory and accuracy at scale, side by side with a naive baseline, in one run.

    python -m benchmarks.run [--sizes 10000,100000,1000000] [--queries 600] [--naive 20]

For each size it generates synthetic profiles (benchmarks.synth) into a work folder,
then measures in fresh processes, so that memory figures are the process's own:
the first load (parse, index, write the cache), the cold start from the cache, the
latency of each query kind through the engine (the answer; and with its first page
of matches and their evidence lines, no rendering), the same questions answered by a
naive baseline that scans every profile with rapidfuzz, and the accuracy on the
generated query set. It prints one markdown table per size.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
KINDS = (
    "skill", "skill_alias", "skill_typo", "name_exact", "name_typo", "company", "place",
    "school", "repo", "combined", "topic", "meaning", "autocomplete_name", "autocomplete_skill",
)  # fmt: skip


def memory_mb() -> dict[str, float]:
    """Resident and peak resident memory of this process, from /proc (ru_maxrss is inherited)."""
    out = {}
    with open("/proc/self/status") as fh:
        for line in fh:
            name, _, value = line.partition(":")
            if name in ("VmRSS", "VmHWM"):
                out[name] = int(value.split()[0]) / 1024
    return out


def percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


# ---- child processes -----------------------------------------------------------------


def child_build(data: Path) -> dict[str, Any]:
    from bot.snapshot.load import load_snapshot

    started = time.perf_counter()
    snapshot = load_snapshot(data, cache=True)
    # Large data is indexed in a child process of this one: its peak is the build's.
    indexer_peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    return {
        "seconds": time.perf_counter() - started,
        "profiles": len(snapshot.report.profiles),
        "rejected": len(snapshot.report.rejected),
        "parsed": snapshot.report.parsed,
        "indexer_peak": indexer_peak,
        **memory_mb(),
    }


def child_serve(data: Path, queries: list[dict[str, Any]], naive_per_kind: int) -> dict[str, Any]:
    from bot.render.embeds import PAGE_SIZE
    from bot.snapshot.load import load_snapshot

    started = time.perf_counter()
    snapshot = load_snapshot(data, cache=True)
    cold = time.perf_counter() - started
    after_load = memory_mb()
    fast = _indexed(snapshot.engine)
    latency: dict[str, list[float]] = defaultdict(list)
    paged: dict[str, list[float]] = defaultdict(list)
    results: list[Any] = []
    for q in queries:
        t = time.perf_counter()
        result = fast[q["kind"]](q)
        latency[q["kind"]].append(time.perf_counter() - t)
        if "question" in q:  # and the first page a person sees, evidence lines and all
            result.matches[:PAGE_SIZE]
            paged[q["kind"]].append(time.perf_counter() - t)
        results.append(result)
    # The engine's own memory: the baseline and the accuracy check below allocate.
    end = memory_mb()
    # A naive bot keeps every profile in memory: read them all once (each read of the
    # snapshot's profiles may decode a record).
    t = time.perf_counter()
    profiles = list(snapshot.report.profiles)
    materialise = time.perf_counter() - t
    naive = Naive(profiles)
    baseline: dict[str, list[float]] = defaultdict(list)
    for kind in KINDS:
        for q in [q for q in queries if q["kind"] == kind][:naive_per_kind]:
            t = time.perf_counter()
            naive.answer(q)
            baseline[kind].append(time.perf_counter() - t)
    t = time.perf_counter()
    oracle = Oracle(profiles)
    oracle_seconds = time.perf_counter() - t
    right: dict[str, int] = defaultdict(int)
    total: dict[str, int] = defaultdict(int)
    for q, result in zip(queries, results, strict=True):
        total[q["kind"]] += 1
        right[q["kind"]] += oracle.correct(q, result)
    # A changed file: parse it alone, then reload everything with the cache.
    changed = next(iter(sorted((data / "exports").glob("*.txt"))), None)
    reparse: dict[str, float] = {}
    if changed is not None:
        from bot.profiles.loader import _load_file

        original, stat = changed.read_bytes(), changed.stat()
        changed.write_bytes(original + b"\n")
        t = time.perf_counter()
        _load_file(changed, str(changed), (), (0, 0, 0, 0))
        reparse["file_ms"] = (time.perf_counter() - t) * 1000
        # A full reload re-indexes everything, as long as the first load's indexing: at a
        # million it is left out to keep the run short.
        if len(snapshot.report.profiles) <= 200_000:
            t = time.perf_counter()
            again = load_snapshot(data, cache=True)
            reparse["reload_seconds"] = time.perf_counter() - t
            reparse["parsed"] = again.report.parsed
        # Leave the data as it was; its change time moves on, so a next run over the same
        # folder parses this one file again.
        changed.write_bytes(original)
        os.utime(changed, ns=(stat.st_atime_ns, stat.st_mtime_ns))
    return {
        "cold_seconds": cold,
        "from_cache": snapshot.from_cache,
        "memory_after_load": after_load,
        "memory_end": end,
        "latency": latency,
        "paged": paged,
        "baseline": baseline,
        "right": right,
        "total": total,
        "reparse": reparse,
        "materialise_seconds": materialise,
        "oracle_seconds": oracle_seconds,
    }


def _indexed(engine: Any) -> dict[str, Callable[[dict[str, Any]], Any]]:
    from bot.answers.model import Answer, Intent
    from bot.answers.nearest import closest as nearest
    from bot.answers.requests import asks_for_someone

    d = engine.directory

    def ask(q: dict[str, Any]) -> Any:
        return engine.answer(q["question"], addressed=True)

    def closest(q: dict[str, Any]) -> Any:
        # the people closest in meaning, as the last answer to a request gives them
        asked = asks_for_someone(q["question"], "!")
        return (asked and nearest(d, q["question"], "!", True)) or Answer(Intent.NONE, "", "")

    return {
        **{kind: ask for kind in KINDS},
        "meaning": closest,
        "autocomplete_name": lambda q: d.names.complete(q["prefix"], 25),
        "autocomplete_skill": lambda q: d.phrases.complete_skills(q["prefix"], 25),
    }


class Oracle:
    """Right by the question's own facts: inverted maps built in one pass over the profiles,
    keyed straight from the record fields, to the positions of the people (the list's
    indexes, the positions the engine's answers use)."""

    def __init__(self, profiles: Sequence[Any]) -> None:
        from functools import lru_cache

        from bot.search.text import key
        from bot.search.vocab import load_vocab

        self.canonical = lru_cache(maxsize=1 << 17)(load_vocab().canonical_skill)
        self.profiles = profiles
        self.position: dict[str, int] = {}
        skills: dict[str, set[int]] = defaultdict(set)
        places: dict[str, set[int]] = defaultdict(set)
        companies: dict[str, set[int]] = defaultdict(set)  # there now
        schools: dict[str | None, set[int]] = defaultdict(set)
        repos: dict[str, set[int]] = defaultdict(set)
        for i, p in enumerate(profiles):
            self.position[p.id] = i
            for s in p.skills:
                skills[self.canonical(s.name)].add(i)
            for part in (p.location or "").split(","):
                places[key(part)].add(i)
            # `works at` asks who is there now; the reply only counts those there before.
            if p.company:
                companies[key(p.company)].add(i)
            for e in p.education:
                schools[e.school].add(i)
            for c in p.contributions:
                repos[c.repo].add(i)
        self.skills, self.places, self.schools, self.repos = skills, places, schools, repos
        self.companies = [(frozenset(k.split()), people) for k, people in companies.items()]

    def correct(self, q: dict[str, Any], result: Any) -> bool:
        kind = q["kind"]
        if kind in ("name_exact", "name_typo"):
            first = self.people(result, 1)
            return bool(first) and first[0] == self.position.get(q["expected_id"])
        if kind == "autocomplete_name":
            return q["name"] in result or len(result) == 25
        if kind in ("topic", "meaning"):  # the first page: each person's words hold the topic's
            shown = self.people(result, 10)
            return bool(shown) and all(_holds(self.profiles[i], q["topic"]) for i in shown)
        if kind == "autocomplete_skill":
            return q["skill"] in result or len(result) == 25
        expected, best_first = self.expected(q)
        if best_first:  # the scored or current ones come first; weaker evidence may follow
            return bool(expected) and set(self.people(result, len(expected))) == expected
        return set(self.people(result)) == expected

    def expected(self, q: dict[str, Any]) -> tuple[set[int], bool]:
        """The positions of the people the question calls for, and whether they come first."""
        from bot.search.text import key

        kind = q["kind"]
        if kind.startswith("skill") or kind == "combined":
            found = self.skills.get(self.canonical(q["skill"]), set())
            if "place" in q:
                found = found & self.places.get(key(q["place"]), set())
            if "company" in q:
                found = found & self.works_at(q["company"])
            return set(found), True
        if kind == "company":
            return self.works_at(q["company"]), False
        if kind == "place":
            return set(self.places.get(key(q["place"]), ())), False
        if kind == "school":
            return set(self.schools.get(q["school"], ())), False
        return set(self.repos.get(q["repo"], ())), False

    def works_at(self, company: str) -> set[int]:
        """Now, at the company or one whose name contains it (Microsoft Research Asia is at
        Microsoft)."""
        from bot.search.text import key

        typed = set(key(company).split())
        return set().union(*(people for words, people in self.companies if typed <= words))

    def people(self, answer: Any, limit: int | None = None) -> list[int]:
        """Positions of the answer's people in rank order, the first `limit` of them."""
        from bot.answers.model import LazyMatches

        if answer.card is not None:
            return [self.position.get(answer.card.id, -1)]
        matches = answer.matches
        if isinstance(matches, LazyMatches):
            return [int(i) for i in matches.indexes[:limit]]
        return [self.position.get(m.profile.id, -1) for m in matches[:limit]]


def _holds(p: Any, topic: str) -> bool:
    """Whether a profile's own words hold every word of a topic (a word's start, for the
    stemmed forms a full-text index matches)."""
    text = " ".join([p.headline or "", p.summary or "", *(s.name for s in p.skills),
                     *(f"{c.repo} {c.description or ''} {' '.join(c.topics)}"
                       for c in p.contributions)]).lower()
    return all(w[:5] in text for w in topic.lower().split() if len(w) > 3)


class Naive:
    """The same questions answered by scanning every profile with rapidfuzz."""

    CUTOFF = 85

    def __init__(self, profiles: Sequence[Any]) -> None:
        self.profiles = profiles
        self.names = [p.name for p in profiles]

    def answer(self, q: dict[str, Any]) -> list[Any]:
        from rapidfuzz import fuzz, process

        kind, text = q["kind"], q.get("question", q.get("prefix", ""))
        if kind in ("topic", "meaning"):
            return [p for p in self.profiles if _holds(p, q["topic"])]
        if kind.startswith("name") or kind == "autocomplete_name":
            typed = text.removeprefix("!profile ")
            return process.extract(typed, self.names, scorer=fuzz.WRatio, limit=25)
        if kind.startswith("skill") or kind in ("combined", "autocomplete_skill"):
            typed = text.removeprefix("!who knows ").split(" in ")[0].split(" and works at ")[0]
            found = []
            for p in self.profiles:
                best = max((fuzz.ratio(typed, s.name) for s in p.skills), default=0)
                if best >= self.CUTOFF:
                    found.append((best, p))
            found.sort(key=lambda item: -item[0])
            return found
        field: Callable[[Any], list[str]] = {
            "company": lambda p: [p.company or ""],
            "place": lambda p: (p.location or "").split(", "),
            "school": lambda p: [e.school or "" for e in p.education],
            "repo": lambda p: [c.repo for c in p.contributions],
        }[kind]
        typed = text.split(" at ")[-1].split(" in ")[-1].split(" to ")[-1]
        return [
            p for p in self.profiles if any(fuzz.ratio(typed, v) >= self.CUTOFF for v in field(p))
        ]


# ---- the parent -------------------------------------------------------------------------


def run_child(mode: str, data: Path, extra: list[str]) -> dict[str, Any]:
    out = subprocess.run(
        [sys.executable, "-m", "benchmarks.run", "--child", mode, "--data", str(data), *extra],
        cwd=ROOT, check=True, capture_output=True, text=True,
    )  # fmt: skip
    return json.loads(out.stdout.strip().splitlines()[-1])


def measure(n: int, work: Path, queries: int, naive: int, areas: str = "narrow") -> str:
    data = work / f"n{n}"
    if data.exists():
        shutil.rmtree(data)
    started = time.perf_counter()
    subprocess.run(
        [sys.executable, "-m", "benchmarks.generate", str(n), str(data), "--queries", str(queries),
         "--areas", areas],
        cwd=ROOT, check=True, capture_output=True,
    )  # fmt: skip
    generated = time.perf_counter() - started
    build = run_child("build", data, [])
    serve = run_child("serve", data, ["--naive", str(naive)])
    return table(n, generated, build, serve)


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.3f}" if seconds < 0.01 else f"{seconds * 1000:.1f}"


def table(n: int, generated: float, build: dict[str, Any], serve: dict[str, Any]) -> str:
    lines = [
        f"### {n:,} profiles",
        "",
        f"- generate and write: {generated:.1f} s; first load (parse, index, write the cache): "
        f"{build['seconds']:.1f} s, {build['profiles']:,} profiles, {build['rejected']} rejected; "
        f"peak memory {max(build['VmHWM'], build['indexer_peak']):,.0f} MB, resident after it "
        f"{build['VmRSS']:,.0f} MB",
        f"- cold start from the cache: {serve['cold_seconds']:.2f} s (indexes from cache: "
        f"{serve['from_cache']}); resident memory after load "
        f"{serve['memory_after_load']['VmRSS']:,.0f} MB, "
        f"peak {serve['memory_end']['VmHWM']:,.0f} MB",
    ]
    if serve["reparse"]:
        r = serve["reparse"]
        line = f"- a changed export: parsed in {r['file_ms']:.1f} ms"
        if "reload_seconds" in r:
            line += (
                f"; the whole reload with the cache {r['reload_seconds']:.1f} s "
                f"({int(r['parsed'])} file parsed again, every index rebuilt)"
            )
        lines.append(line)
    lines += [
        "",
        "| query kind | p50 ms | p99 ms | with the first page: p50 / p99 ms | naive p50 ms "
        "| naive p99 ms | speed-up (p50) | accuracy |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for kind in KINDS:
        fast, slow = serve["latency"].get(kind, []), serve["baseline"].get(kind, [])
        if not fast:
            continue
        p50, p99 = percentile(fast, 0.5), percentile(fast, 0.99)
        page = serve.get("paged", {}).get(kind)
        with_page = f"{ms(percentile(page, 0.5))} / {ms(percentile(page, 0.99))}" if page else "–"
        n50 = percentile(slow, 0.5) if slow else float("nan")
        n99 = percentile(slow, 0.99) if slow else float("nan")
        acc = 100 * serve["right"][kind] / serve["total"][kind]
        lines.append(
            f"| {kind} | {ms(p50)} | {ms(p99)} | {with_page} | {ms(n50)} | {ms(n99)} | "
            f"{n50 / p50:,.0f}× | {acc:.1f}% ({serve['right'][kind]}/{serve['total'][kind]}) |"
        )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.run")
    parser.add_argument("--sizes", default="10000,100000,1000000")
    parser.add_argument("--queries", type=int, default=600, help="generated questions per size")
    parser.add_argument("--naive", type=int, default=10, help="baseline questions per kind")
    parser.add_argument("--work", type=Path, help="where to generate (default: a temp folder)")
    parser.add_argument("--child", choices=["build", "serve"], help=argparse.SUPPRESS)
    parser.add_argument("--data", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--areas", choices=("narrow", "wide"), default="narrow",
                        help="the topics generated summaries draw from (synth.WIDE_AREAS)")
    args = parser.parse_args(argv)
    if args.child == "build":
        print(json.dumps(child_build(args.data)))
        return 0
    if args.child == "serve":
        lines = (args.data / "queries.ndjson").read_text("utf-8").splitlines()
        asked = [json.loads(x) for x in lines][: args.queries]
        result = child_serve(args.data, asked, args.naive)
        print(json.dumps(result))
        return 0
    work = args.work or Path(tempfile.mkdtemp(prefix="profile-bench-"))
    wide = " --areas wide" if args.areas == "wide" else ""
    print(f"# python -m benchmarks.run --sizes {args.sizes} --queries {args.queries} "
          f"--naive {args.naive}{wide}  ({os.cpu_count()} cores)\n")  # fmt: skip
    try:
        for n in (int(x) for x in args.sizes.split(",")):
            print(measure(n, work, args.queries, args.naive, args.areas), flush=True)
            print(flush=True)
    finally:
        if args.work is None:
            shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
