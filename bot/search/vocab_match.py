"""Finding vocabulary entries by the words typed: entries by their words, by initials, and
the clear best of scored hits. Pure functions over a vocabulary, used by bot.search.phrases."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping

from bot.search import thresholds as T


def token_index(
    vocab: Iterable[str], noise: frozenset[str], said: Mapping[str, str] | None = None
) -> dict[str, list[str]]:
    """Each word of the entries (but the noise words) and the entries that hold it; with
    `said`, an entry is found by the words said there for it instead of its own."""
    index: dict[str, list[str]] = defaultdict(list)
    for entry in vocab:
        for token in set((said or {}).get(entry, entry).split()) - noise:
            index[token].append(entry)
    return dict(index)


def containing(index: dict[str, list[str]], tokens: set[str]) -> list[str]:
    """Entries whose words include every one of tokens, via the smallest token list."""
    lists = sorted((index.get(t, []) for t in tokens), key=len)
    if not lists or not lists[0]:
        return []
    return sorted(e for e in lists[0] if tokens <= set(e.split()))


def by_initials(index: dict[str, list[str]], tokens: set[str]) -> list[str]:
    """Entries holding the long words typed whose other words start with the letters of
    the short ones (`cu boulder`: University of Colorado Boulder; `ut austin`), or, typed in
    four or five letters no entry holds as a word, whose words in a row start with them in
    order (`iiit bangalore`: International Institute of Information Technology Bangalore)."""
    short = {t for t in tokens if len(t) <= 3 and t.isalpha()}
    spelled = {t for t in tokens - short if len(t) <= 5 and t.isalpha() and t not in index}
    rest = tokens - short - spelled
    if not (short or spelled) or not rest:
        return []
    return [e for e in containing(index, rest)
            if all(set(t) <= {w[0] for w in e.split()} for t in short)
            and all(t in _run_initials(e) for t in spelled)]  # fmt: skip


def _run_initials(entry: str) -> str:
    """The first letters of an entry's words, without its joining words (`of`, `and`)."""
    return "".join(w[0] for w in entry.split() if w not in _JOINING)


_JOINING = frozenset({"of", "and", "the", "for", "de", "&"})


def one_double_collapsed(word: str) -> set[str]:
    """The word with one of its doubled letters typed once (`tensorrt`: `tensort`)."""
    return {word[:i] + word[i + 1 :] for i in range(1, len(word)) if word[i] == word[i - 1]}


def clear_best(hits: list[tuple[str, float]]) -> list[str]:
    """The best hit, or every hit tied with it within the margin."""
    if not hits:
        return []
    top = hits[0][1]
    return [h for h, s in hits if top - s < T.FUZZY_CLEAR_MARGIN]
