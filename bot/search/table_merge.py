"""Two tables of postings merged into one, each list kept in the order a build gives it:
how the indexes of changed profiles are laid over a snapshot's (bot.search.overlay)."""

from __future__ import annotations

import bisect
from collections.abc import Callable, Iterable
from itertools import compress
from typing import Any

import numpy as np

from bot.search.tables import Table, contains_sorted

# Lists longer than this take new entries by bisection rather than by sorting again, when
# the list is more than _INSERT_SHARE times as long as what it takes.
_INSERT_INTO = 2048
_INSERT_SHARE = 64
# Entries put into one list beyond which their places are searched for all at once (reading
# the list once) rather than one by one (a few microseconds a step of each bisection).
_SEARCH_SHARE = 4000
_LOOKUP = ("ids", "pos")  # the columns a searchable table keeps for finding people in it
# How a list is ordered: the sort keys of its entries, from their columns, the primary one
# last (as numpy's lexsort takes them).
Order = Callable[[dict[str, np.ndarray]], tuple[np.ndarray, ...]]


def merged_table(
    a: Table,
    b: Table,
    map_a: np.ndarray | None,
    map_b: Any,
    order: Order,
    dropped: np.ndarray,
    revisit: Iterable[str] = (),
    keep_empty: bool = False,
) -> Table:
    """Table a with b's postings in their places and the entries `dropped` (sorted values of
    the main column) taken out: each key b has, and each key of `revisit` (those the
    dropped entries are under), is sorted again by `order`; the rest is copied. A key left
    with no entry goes, unless keep_empty. map_a and map_b turn each table's main column into
    the merged one's: an array to index by (years ranks), or a number to add (ids)."""
    main = a.main
    cols_a = {k: v for k, v in a.columns.items() if k not in _LOOKUP or k == main}
    if map_a is not None:
        cols_a[main] = map_a[cols_a[main]].astype(cols_a[main].dtype)
    cols_b = {k: v for k, v in b.columns.items() if k not in _LOOKUP or k == main}
    moved = map_b[cols_b[main]] if isinstance(map_b, np.ndarray) else cols_b[main] + map_b
    cols_b[main] = moved.astype(cols_a[main].dtype)
    searchable = "pos" in a.columns
    names = [*cols_a, *(_LOOKUP if searchable else ())]
    pieces: dict[str, list[np.ndarray]] = {k: [] for k in names}
    sizes = np.diff(a.offsets)
    made: dict[str, int] = {}  # each key revisited: how many entries it has now
    at = 0
    for k in sorted({*b.keys_list, *revisit}):
        slot = a.slot.get(k)
        if slot is None:
            start = end = int(a.offsets[bisect.bisect_left(a.keys_list, k)])
        else:
            start, end = int(a.offsets[slot]), int(a.offsets[slot + 1])
        _copy(pieces, a, cols_a, at, start, searchable)
        at = end
        old = {c: cols_a[c][start:end] for c in cols_a}
        if len(dropped) and end > start:
            keep = ~contains_sorted(dropped, old[main])
            old = {c: col[keep] for c, col in old.items()}
        s = b.slot.get(k)
        lo, hi = (int(b.offsets[s]), int(b.offsets[s + 1])) if s is not None else (0, 0)
        added = {c: cols_b[c][lo:hi] for c in cols_a}
        made[k] = len(old[main]) + hi - lo
        if slot is not None:
            sizes[slot] = made[k]
        if not made[k]:
            continue
        kept_all = len(old[main]) == end - start
        if len(old[main]) > _INSERT_INTO and (hi - lo) * _INSERT_SHARE < len(old[main]):
            # A few entries into a long list: each found its place by bisection, rather
            # than the whole list sorted again.
            segment, at_ = _inserted(old, added, order)
        else:
            segment = {c: np.concatenate([old[c], added[c]]) for c in cols_a}
            perm = np.lexsort(order(segment))
            segment = {c: col[perm] for c, col in segment.items()}
            at_ = None
        for c in cols_a:
            pieces[c].append(segment[c])
        if searchable:
            if at_ is not None and kept_all:
                ids, pos = _looked_up(a, start, end, segment[main][at_], at_)
            else:
                where = np.argsort(segment[main], kind="stable")
                ids, pos = segment[main][where], where.astype(np.int32)
            pieces["ids"].append(ids)
            pieces["pos"].append(pos)
    _copy(pieces, a, cols_a, at, int(a.offsets[-1]), searchable)
    columns = {}
    for c in names:  # each column's pieces let go once joined: a table is never held thrice
        parts = pieces.pop(c)
        columns[c] = np.concatenate(parts) if parts else a.columns[c][:0]
        del parts
    new = [k for k, n in made.items() if k not in a.slot and (n or keep_empty)]
    gone = {k for k, n in made.items() if k in a.slot and not n and not keep_empty}
    if not new and not gone:
        return Table(a.keys_list, _offsets(sizes), columns, a.slot)
    kept = np.array([k not in gone for k in a.keys_list], bool) if gone else None
    keys = list(compress(a.keys_list, kept)) if kept is not None else a.keys_list
    sizes = sizes[kept] if kept is not None else sizes
    places = [bisect.bisect_left(keys, k) for k in new]
    sizes = np.insert(sizes, places, [made[k] for k in new])
    # Two sorted runs: sorting merges them in linear time.
    return Table(sorted([*keys, *new]), _offsets(sizes), columns)


def _inserted(
    old: dict[str, np.ndarray], added: dict[str, np.ndarray], order: Order
) -> tuple[dict[str, np.ndarray], np.ndarray]:
    """A sorted list's columns with a few entries put in their places by `order`, and the
    places the entries took."""
    added = {c: col[np.lexsort(order(added))] for c, col in added.items()}
    keys = order(old)[::-1]  # the first key first, as tuples compare
    wanted = order(added)[::-1]
    n = len(keys[0])
    if len(wanted[0]) * _SEARCH_SHARE > n:
        # Many entries: every place found at once, the keys made one record each (records
        # compare field by field), at the cost of reading the whole list once.
        fields = np.dtype([(f"k{i}", np.int64) for i in range(len(keys))])
        rows, values = np.empty(n, fields), np.empty(len(wanted[0]), fields)
        for name, have, want in zip(fields.names or (), keys, wanted, strict=True):
            rows[name], values[name] = have, want
        at = np.searchsorted(rows, values).astype(np.int64)
    else:
        at = np.array(
            [bisect.bisect_left(range(n), tuple(k[j] for k in wanted),
                                key=lambda i: tuple(k[i] for k in keys))
             for j in range(len(wanted[0]))], np.int64,
        )  # fmt: skip
    merged = {c: np.insert(col, at, added[c]) for c, col in old.items()}
    return merged, at + np.arange(len(at))


def _looked_up(
    a: Table, start: int, end: int, values: np.ndarray, places: np.ndarray
) -> tuple[np.ndarray, np.ndarray]:
    """A searchable table's lookup of one list (its entries sorted, with each one's place)
    after the entries `values` were put at `places` (ascending) in it."""
    ids, pos = a.columns["ids"][start:end], a.columns["pos"][start:end].astype(np.int64)
    # Each entry there before moves down by the entries put at or before its place.
    pos = pos + np.searchsorted(places - np.arange(len(places)), pos, side="right")
    by_value = np.argsort(values, kind="stable")
    values, places = values[by_value], places[by_value]
    at = np.searchsorted(ids, values)
    return np.insert(ids, at, values), np.insert(pos, at, places).astype(np.int32)


def _offsets(sizes: np.ndarray) -> np.ndarray:
    offsets = np.zeros(len(sizes) + 1, np.int64)
    np.cumsum(sizes, out=offsets[1:])
    return offsets


def _copy(
    pieces: dict[str, list[np.ndarray]],
    a: Table,
    cols_a: dict[str, np.ndarray],
    start: int,
    end: int,
    searchable: bool,
) -> None:
    if end <= start:
        return
    for c, col in cols_a.items():
        pieces[c].append(col[start:end])
    if searchable:
        pieces["ids"].append(a.columns["ids"][start:end])
        pieces["pos"].append(a.columns["pos"][start:end])
