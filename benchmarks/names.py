"""Typo'd names at scale: the name search beside a full rapidfuzz scan, in one run.

    python -m benchmarks.names [--sizes 100000,1000000] [--per-kind 200]

For each size it generates synthetic people (benchmarks.synth: names of 26 cultures with
shared surnames, middle initials, double-barrelled surnames), indexes their names, and
types each of a sample of unique names with one kind of mistake:

- drop, double, swap, replace: one letter anywhere, the first included, in words of any
  length (three- and four-letter words too);
- space: a space moved across the boundary of two words (`DavidT ian`);
- hyphen: a letter lost in one part of a hyphenated name;
- accent: accents dropped or replaced (`Jose`, `Josè` for José);
- two: two of the above, in two words or in one long word.

Each typed name is looked up by the name search (`NameSearch.find`) and by the simplest
thing that works: `process.extractOne` with `fuzz.ratio` over every folded name. Right
means the intended person comes first; "offered" that they are among the people offered
to choose from. Prints one markdown table per size: the share right of each and the
latency of each, p50 / p99.
"""

from __future__ import annotations

import argparse
import random
import time
import unicodedata
from collections import Counter
from collections.abc import Callable

from rapidfuzz import fuzz, process

from benchmarks.run import percentile
from benchmarks.synth import LETTERS, generate
from bot.profiles.model import Profile
from bot.search.directory import Directory
from bot.search.text import key

KINDS = ("drop", "double", "swap", "replace", "space", "hyphen", "accent", "two")
# Accented letters a typist may put for one another.
_ACCENTS = {"e": "éèêë", "a": "áàâä", "o": "óòôö", "i": "íìîï", "u": "úùûü", "n": "ñ", "c": "ç"}


def _letters(name: str) -> list[int]:
    return [i for i, ch in enumerate(name) if ch.isalpha()]


def mistype(name: str, kind: str, rng: random.Random) -> str | None:
    """The name typed with one mistake of the kind (two for `two`); None when it has no
    place for that kind."""
    at = _letters(name)
    if kind == "two":
        kinds = ("drop", "double", "swap", "replace")
        first = mistype(name, rng.choice(kinds), rng)
        return mistype(first, rng.choice(kinds), rng) if first else None
    if kind == "drop":
        i = rng.choice(at)
        return name[:i] + name[i + 1 :]
    if kind == "double":
        i = rng.choice(at)
        return name[:i] + name[i] + name[i:]
    if kind == "swap":
        pairs = [i for i in at if i + 1 < len(name) and name[i + 1].isalpha()
                 and name[i].lower() != name[i + 1].lower()]  # fmt: skip
        if not pairs:
            return None
        i = rng.choice(pairs)
        return name[:i] + name[i + 1] + name[i] + name[i + 2 :]
    if kind == "replace":
        i = rng.choice(at)
        return name[:i] + rng.choice(LETTERS.replace(name[i].lower(), "")) + name[i + 1 :]
    if kind == "space":
        spaces = [i for i, ch in enumerate(name) if ch == " " and 1 < i < len(name) - 2]
        if not spaces:
            return None
        i = rng.choice(spaces)
        if rng.random() < 0.5:  # the space one letter to the left: `Davi dTian`
            return name[: i - 1] + " " + name[i - 1] + name[i + 1 :]
        return name[:i] + name[i + 1] + " " + name[i + 2 :]
    if kind == "hyphen":
        if "-" not in name:
            return None
        i = name.index("-")
        part = [j for j in at if j > i] if rng.random() < 0.5 else [j for j in at if j < i]
        j = rng.choice(part)
        return name[:j] + name[j + 1 :]
    if kind == "accent":
        if name.isascii():
            plain = [i for i in at if name[i].lower() in _ACCENTS]
            if not plain:
                return None
            i = rng.choice(plain)
            return name[:i] + rng.choice(_ACCENTS[name[i].lower()]) + name[i + 1 :]
        stripped = unicodedata.normalize("NFKD", name)
        return "".join(ch for ch in stripped if not unicodedata.combining(ch))
    raise ValueError(kind)


def questions(people: list[Profile], per_kind: int, seed: int = 5) -> list[tuple[str, str, int]]:
    """(kind, typed name, the intended person's position) for per_kind unique names a kind."""
    rng = random.Random(seed)
    counts = Counter(key(p.name) for p in people)
    unique = [i for i, p in enumerate(people) if counts[key(p.name)] == 1]
    out = []
    for kind in KINDS:
        pool = [i for i in unique if "-" in people[i].name] if kind == "hyphen" else unique
        made = 0
        for i in rng.sample(pool, min(len(pool), per_kind * 5)):
            typed = mistype(people[i].name, kind, rng)
            # A typo that spells another person's name is that person, not a typo.
            if typed is None or typed == people[i].name or (
                counts[key(typed)] and key(typed) != key(people[i].name)
            ):
                continue
            out.append((kind, typed, i))
            made += 1
            if made == per_kind:
                break
    return out


def _timed(fn: Callable[[], object]) -> tuple[object, float]:
    start = time.perf_counter()
    result = fn()
    return result, (time.perf_counter() - start) * 1000


def measure(n: int, per_kind: int) -> str:
    started = time.perf_counter()
    people = [Profile(id=p.id, name=p.name) for p in generate(n)]
    d = Directory(people)
    folded = [key(p.name) for p in people]
    setup = time.perf_counter() - started
    asked = questions(people, per_kind)
    rows = []
    for kind in KINDS:
        mine = [q for q in asked if q[0] == kind]
        if not mine:
            continue
        right = offered = naive_right = 0
        times, naive_times = [], []
        for _, typed, i in mine:
            found, ms = _timed(lambda typed=typed: d.names.find(typed))
            times.append(ms)
            right += bool(found.ids) and found.ids[0] == i  # type: ignore[attr-defined]
            offered += i in found.ids  # type: ignore[attr-defined]
            best, ms = _timed(
                lambda typed=typed: process.extractOne(key(typed), folded, scorer=fuzz.ratio)
            )
            naive_times.append(ms)
            naive_right += best is not None and best[2] == i  # type: ignore[index]
        total = len(mine)
        rows.append(
            f"| {kind} | {100 * right / total:.1f}% | {100 * offered / total:.1f}% "
            f"| {100 * naive_right / total:.1f}% | {percentile(times, 0.5):.2f} / "
            f"{percentile(times, 0.99):.2f} | {percentile(naive_times, 0.5):.0f} / "
            f"{percentile(naive_times, 0.99):.0f} | {total} |"
        )
    head = (
        f"### {n:,} names\n\n- generated and indexed in {setup:.1f} s\n\n"
        "| typo | name search right | offered | full fuzz.ratio scan right "
        "| name search p50 / p99 ms | scan p50 / p99 ms | questions |\n"
        "|---|---|---|---|---|---|---|"
    )
    return "\n".join([head, *rows]) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="100000")
    parser.add_argument("--per-kind", type=int, default=200)
    args = parser.parse_args()
    print(f"# python -m benchmarks.names --sizes {args.sizes} --per-kind {args.per_kind}\n")
    for n in (int(s) for s in args.sizes.split(",")):
        print(measure(n, args.per_kind), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
