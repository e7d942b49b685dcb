"""What charts cost: drawing a card's chart (p50, p99) over many different synthetic profiles,
uncached and cached; the memory drawing adds; and an answer's time with CHARTS on and off,
for answers with a chart and without one.

    python -m benchmarks.charts [--profiles 300] [--answers 200]
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import os
import statistics
import time
import tracemalloc
from collections.abc import Callable

from benchmarks.synth import generate
from bot.render import charts
from bot.render.embeds import illustrate, render
from tests.conftest import team_snapshot


def rss_mb() -> float:
    with open("/proc/self/statm") as f:
        pages = int(f.read().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / 2**20


def pct(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def line(label: str, samples: list[float]) -> str:
    ms = [s * 1000 for s in samples]
    return (
        f"{label:<44} p50 {pct(ms, 0.5):7.2f} ms  p99 {pct(ms, 0.99):7.2f} ms  "
        f"mean {statistics.fmean(ms):7.2f} ms  (n={len(ms)})"
    )


def timed(fn: Callable[[], object], n: int) -> list[float]:
    out = []
    for _ in range(n):
        start = time.perf_counter()
        fn()
        out.append(time.perf_counter() - start)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--profiles", type=int, default=300)
    parser.add_argument("--answers", type=int, default=200)
    args = parser.parse_args()

    charts.warm()  # matplotlib and the fonts loaded, as the bot does at start
    made = [charts.card_chart(p) for p in generate(args.profiles)]
    cards = [c for c in made if c is not None]
    print(f"{len(cards)} card charts from {args.profiles} synthetic profiles")

    gc.collect()
    gc.freeze()  # as the bot does once its data is loaded
    rss_before = rss_mb()
    uncached: list[float] = []
    refused = 0
    for chart in cards:
        start = time.perf_counter()
        try:
            charts.render_png(chart)
        except charts.ChartError:
            refused += 1
            continue
        uncached.append(time.perf_counter() - start)
    rss_after = rss_mb()
    # Memory in a pass of its own: tracing allocations slows drawing down several times.
    tracemalloc.start()
    for chart in cards[:20]:
        with contextlib.suppress(charts.ChartError):
            charts.render_png(chart)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    print(line("card chart drawn (uncached)", uncached))
    if refused:
        print(f"  {refused} refused: a character no bundled font has")
    print(f"  peak Python memory while drawing one chart at a time: {peak / 2**20:.1f} MB")
    print(f"  resident memory: {rss_before:.0f} MB before, {rss_after:.0f} MB after drawing")

    recent = cards[-charts.CACHE_SIZE :]  # what the cache holds: the most recently drawn
    for chart in recent:
        with contextlib.suppress(charts.ChartError):
            charts.draw(chart)
    cached: list[float] = []
    for chart in recent:
        start = time.perf_counter()
        try:
            charts.draw(chart)
        except charts.ChartError:
            continue
        cached.append(time.perf_counter() - start)
    print(line("card chart from the cache", cached))
    sizes = [len(charts.draw(c)) for c in cards[:50]]
    print(f"  PNG size: median {statistics.median(sizes) / 1024:.0f} KB; the cache holds at most "
          f"{charts.CACHE_SIZE} charts, about {charts.CACHE_SIZE * max(sizes) / 2**20:.0f} MB")

    engine = team_snapshot().engine
    n = args.answers
    for question in ("!who knows triton", "anyone in Shanghai?"):
        off = timed(lambda q=question: render(engine.answer(q)), n)
        on = timed(lambda q=question: illustrate(render(engine.answer(q))), n)
        print(line(f"no chart: {question!r}, CHARTS=false", off))
        print(line(f"no chart: {question!r}, CHARTS=true", on))
    question = "!profile chenggang"
    profile = next(p for p in engine.directory.profiles if p.id == "chenggang-zhao")

    def first_draw() -> None:
        charts.draw.cache_clear()
        illustrate(render(engine.answer(question)))

    off = timed(lambda: render(engine.answer(question)), n)
    drawn = timed(first_draw, n)
    hit = timed(lambda: illustrate(render(engine.answer(question))), n)
    print(line(f"card {question!r}, CHARTS=false", off))
    print(line(f"card {question!r}, CHARTS=true, drawn", drawn))
    print(line(f"card {question!r}, CHARTS=true, cached", hit))
    print(f"  the chart adds {1000 * (pct(drawn, 0.99) - pct(off, 0.99)):.1f} ms at p99 when "
          f"drawn, {1000 * (pct(hit, 0.99) - pct(off, 0.99)):.1f} ms when cached "
          f"({len(profile.skills)} skills on the card)")


if __name__ == "__main__":
    main()
