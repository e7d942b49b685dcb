"""Split a glued topics line (`metalvulkancompilertensoropencl`) into topics.

The page runs a repository's GitHub topics together with no separator. A split
is a sequence of vocabulary words covering the run; the best split has the
fewest words, and among those the best-known ones (common GitHub topics before
skills that only profiles mention). Pieces no vocabulary explains may remain,
but each costs more than a word, so a run that no vocabulary explains stays whole
rather than being cut into nonsense. A hyphen joins the words of one topic, so no
piece starts or ends with one; and the words of the repository itself (its owner,
its name, its description) count as known words for its own line.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable
from functools import lru_cache

# A known word costs 1 plus a penalty of at most KNOWN_PENALTY for being less
# popular, so that popularity only breaks ties between splits of equal length.
KNOWN_PENALTY = 0.3
# An unexplained piece costs more than two known words, plus a share per
# character. A known word splits off an unexplained run only when it saves more
# than it costs, which at 0.25 a character means words of five letters or more:
# `compilerqwzx` becomes compiler + qwzx, while `gotham` is not cut into go + tham.
UNKNOWN_BASE = 2.5
UNKNOWN_PER_CHAR = 0.25
# Words of one letter (c, r) are real topics but would explain any run letter by
# letter; they only count when they are the whole run.
MIN_WORD_LENGTH = 2
MAX_RUN_LENGTH = 400


class TopicSplitter:
    """Splits glued topic runs with a ranked vocabulary; results are kept per run."""

    def __init__(self, ranked_topics: Iterable[str], extra_words: Iterable[str] = ()) -> None:
        costs: dict[str, float] = {}
        ranked = [t.strip().lower() for t in ranked_topics if t.strip()]
        for rank, topic in enumerate(ranked):
            costs.setdefault(topic, 1 + KNOWN_PENALTY * rank / max(len(ranked), 1))
        for word in extra_words:
            costs.setdefault(word.strip().lower(), 1 + KNOWN_PENALTY)
        self._costs = {w: c for w, c in costs.items() if w}
        self._split_cached = lru_cache(maxsize=65536)(self._split)

    def split(self, run: str, own: frozenset[str] = frozenset()) -> tuple[str, ...]:
        """The topics of a glued run; `own` are words of the repository the run belongs to."""
        return self._split_cached(run, own)

    def _split(self, run: str, own: frozenset[str]) -> tuple[str, ...]:
        run = run.strip()
        if not run or run in self._costs or run in own or len(run) > MAX_RUN_LENGTH:
            return (run,) if run else ()
        n = len(run)
        # Where a piece may begin or end: never beside a hyphen.
        cut = [i == 0 or i == n or (run[i - 1] != "-" and run[i] != "-") for i in range(n + 1)]
        best: list[tuple[float, int] | None] = [None] * (n + 1)
        best[0] = (0.0, 0)
        for end in range(1, n + 1):
            if not cut[end]:
                continue
            for start in range(end - 1, -1, -1):
                prev = best[start]
                if prev is None or not cut[start]:
                    continue
                piece = run[start:end]
                cost = self._costs.get(piece) if len(piece) >= MIN_WORD_LENGTH else None
                if cost is None and piece in own:
                    cost = 1 + KNOWN_PENALTY
                if cost is None:
                    cost = UNKNOWN_BASE + UNKNOWN_PER_CHAR * len(piece)
                total = prev[0] + cost
                if best[end] is None or total < best[end][0]:
                    best[end] = (total, start)
        pieces: list[str] = []
        end = n
        while end > 0:
            step = best[end]
            assert step is not None
            pieces.append(run[step[1] : end])
            end = step[1]
        pieces.reverse()
        return tuple(_merge_unknown(pieces, self._costs.keys() | own))


def repository_words(repo: str, description: str | None) -> frozenset[str]:
    """The words a repository names itself by: owner, name (whole and by its parts) and the
    words of its description."""
    words: set[str] = set()
    for part in repo.lower().split("/"):
        pieces = [w for w in re.split(r"[-_.]", part) if w]
        # Every run of its parts: swift-composable-architecture gives composable-architecture.
        words.update("-".join(pieces[i:j]) for i in range(len(pieces))
                     for j in range(i + 1, len(pieces) + 1))  # fmt: skip
    words.update(w for w in re.findall(r"[a-z0-9+#]+", (description or "").lower()) if len(w) > 2)
    return frozenset(w for w in words if len(w) >= MIN_WORD_LENGTH)


def _merge_unknown(pieces: list[str], known: Collection[str]) -> list[str]:
    """Adjacent unexplained pieces belong to one unknown topic."""
    out: list[str] = []
    for piece in pieces:
        if out and piece not in known and out[-1] not in known:
            out[-1] += piece
        else:
            out.append(piece)
    return out
