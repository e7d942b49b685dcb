"""Accuracy of the answers on the question set over the bundled and test profiles.

    python -m benchmarks.accuracy [--questions benchmarks/questions.jsonl] [--verbose]

Each question is answered as in a team channel (`addressed`, as a mention would be),
and is right when the people named, in order, are exactly the expected ones; help
questions must get the help reply. Prints the share right and lists every miss.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from pathlib import Path

from bot.answers.model import Intent
from bot.snapshot.load import load_snapshot

ROOT = Path(__file__).resolve().parent.parent
DATA = (ROOT / "data" / "profiles", ROOT / "tests" / "fixtures" / "profiles")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--questions", type=Path, default=ROOT / "benchmarks" / "questions.jsonl")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    engine = load_snapshot(*DATA).engine
    questions = [
        json.loads(line) for line in args.questions.read_text("utf-8").splitlines() if line
    ]
    right: Counter[str] = Counter()
    total: Counter[str] = Counter()
    misses = []
    for q in questions:
        answer = engine.answer(q["question"], addressed=True)
        got = answer.names
        ok = got == q["expected"]
        if q["kind"] == "help":
            ok = answer.intent is Intent.HELP
        total[q["kind"]] += 1
        right[q["kind"]] += ok
        if not ok:
            misses.append((q, answer))
    n, r = sum(total.values()), sum(right.values())
    print(f"accuracy: {r}/{n} = {100 * r / n:.1f}%")
    for kind in sorted(total):
        print(f"  {kind:11} {right[kind]:3}/{total[kind]:<3}")
    for q, answer in misses:
        print(f"MISS [{q['kind']}] {q['question']!r}")
        print(f"     expected {q['expected']}")
        print(f"     got      {answer.names} ({answer.intent}: {answer.headline})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
