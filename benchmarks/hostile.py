"""The costliest messages we can find, beside a plain question, at scale.

    python -m benchmarks.hostile [--sizes 1000000] [--repeat 3]

Builds a synthetic directory in memory (benchmarks.synth), then answers each message
below as the bot does (the engine, then the embeds) and prints, per message, the
slowest of `repeat` answers and the peak memory the answer allocated (tracemalloc,
which numpy reports to; measured in a separate pass, since tracing slows Python down),
both beside the plain question. Autocomplete is measured the same way on what the cog
passes on: the typed value cut to `bot.exts.questions.MAX_TYPED` characters.
"""

from __future__ import annotations

import argparse
import random
import time
import tracemalloc
from collections.abc import Callable, Sequence

from benchmarks.run import memory_mb
from benchmarks.synth import generate
from bot.answers.engine import Engine
from bot.exts.questions import MAX_CHOICES, MAX_TYPED
from bot.render.embeds import render
from bot.search.directory import Directory

PLAIN = "!who knows python"


def messages(people: Sequence[object], seed: int = 3) -> list[tuple[str, str]]:
    """(label, message) pairs: the plain question first, then the hostile ones."""
    rng = random.Random(seed)
    gibberish = " ".join(
        "".join(rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(rng.randint(2, 9)))
        for _ in range(700)
    )
    skills = (
        "python java go rust c++ javascript typescript kubernetes docker react sql "
        "linux pytorch tensorflow cuda triton scala swift kotlin ruby php haskell "
        "terraform aws gcp azure spark kafka redis postgresql mongodb graphql"
    ).split()
    companies = "google meta amazon microsoft apple nvidia alibaba tencent baidu bytedance".split()
    names = [getattr(p, "name", "") for p in people[:60]]
    return [
        ("plain question", PLAIN),
        ("python, ×400", "!who knows " + ",".join(["python"] * 400)),
        ("python and ×300", "!who knows " + " and ".join(["python"] * 300)),
        ("32 skills joined by and", "!who knows " + " and ".join(skills)),
        ("32 skills joined by or", "who knows " + " or ".join(skills)),
        ("32 skills with typos", "!who knows " + " ".join(s[:-1] + "x" for s in skills)),
        ("700 gibberish words", "!who knows " + gibberish),
        ("6,000 letters, no space", "!who knows " + "abcdefghij" * 600),
        ("!profile + 2,000 a", "!profile " + "a" * 2000),
        ("!profile + 300 gibberish", "!profile " + gibberish[:300]),
        ("compare 60 names", "compare " + " and ".join(names)),
        ("10 employers, past and present", "who worked at " + ", ".join(companies)),
        ("everyone", "list everyone"),
        ("how many people", "how many people are there?"),
        ("a one-letter topic", "!who knows e"),
        ("stop words only", "!who knows the of and a to in"),
        (
            "skill, place, school, years, not",
            "who knows python in berlin from mit with 5 years but not java and not at google",
        ),
        ("negations ×40", "who knows python but not " + " and not ".join(skills + skills[:8])),
        ("brackets ×1,000", "!who knows " + "([" * 500),
        ("combining marks", "!who knows " + "e\u0301\u0302\u0303" * 500),
        ("emoji ×1,000", "!who knows " + "\U0001f525" * 1000),
        ("best at ×50", " ".join(["who is the best at python"] * 50)),
        # Nobody's name in a question about someone: every run of its words is tried as one.
        ("where is + gibberish?", "where is " + gibberish[:280] + " based?"),
        ("gibberish, then a question", gibberish[:200] + "? who knows rust, anyone?"),
        # Everyone who shares a skill with someone is weighed: the broadest question by name.
        ("people like someone", f"who is similar to {names[0]}"),
        ("where everyone is based", "where is everyone based?"),
    ]


def slowest(fn: Callable[[], object], repeat: int) -> float:
    worst = 0.0
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        worst = max(worst, time.perf_counter() - start)
    return worst * 1000


def peak_mb(fn: Callable[[], object]) -> float:
    tracemalloc.start()
    try:
        fn()
        return tracemalloc.get_traced_memory()[1] / 2**20
    finally:
        tracemalloc.stop()


def measure(n: int, repeat: int) -> str:
    started = time.perf_counter()
    people = list(generate(n))
    engine = Engine(Directory(people))
    setup = time.perf_counter() - started
    rss = memory_mb()["VmRSS"]

    def reply(text: str) -> Callable[[], object]:
        return lambda: render(engine.answer(text))

    for _ in range(3):  # first answers build what every later answer reuses
        reply(PLAIN)()
    cases = [(label, reply(text), len(text)) for label, text in messages(people)]
    long_typed = ("zhang wei " * 700)[:6000][:MAX_TYPED]
    names, phrases = engine.directory.names, engine.directory.phrases
    cases += [
        ("autocomplete a name, 6,000 typed", lambda: names.complete(long_typed, MAX_CHOICES), 6000),
        (
            "autocomplete a skill, 6,000 typed",
            lambda: phrases.complete_skills(long_typed, MAX_CHOICES),
            6000,
        ),
    ]
    rows = []
    base_ms = base_mb = 0.0
    for label, fn, length in cases:
        took, mem = slowest(fn, repeat), peak_mb(fn)
        if label == "plain question":
            base_ms, base_mb = took, mem
        rows.append(
            f"| {label} | {length:,} | {took:.1f} | {took - base_ms:+.1f} | {mem:.1f} "
            f"| {mem - base_mb:+.1f} |"
        )
    worst_ms = max(float(r.split("|")[3]) for r in rows)
    worst_mb = max(float(r.split("|")[6]) for r in rows)
    head = (
        f"### {n:,} profiles\n\n- built in memory in {setup:.0f} s; resident {rss:,.0f} MB\n"
        f"- slowest answer {worst_ms:.1f} ms; most memory beyond the plain question "
        f"{worst_mb:+.1f} MB\n\n"
        "| message | characters | slowest ms | vs plain | peak MB allocated | vs plain |\n"
        "|---|---|---|---|---|---|"
    )
    return "\n".join([head, *rows]) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="1000000")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    print(f"# python -m benchmarks.hostile --sizes {args.sizes} --repeat {args.repeat}\n")
    for n in (int(s) for s in args.sizes.split(",")):
        print(measure(n, args.repeat), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
