"""Flat arrays that hold the indexes: tables of postings and packed strings.

A million profiles as Python objects take gigabytes and a minute to load; as a
few dozen numpy arrays they take a fraction of that and load by mapping a file
(bot.snapshot.bundle). Postings of many keys live in one array per column
(`Table`), strings and records in one byte array with offsets (`Packed`).
"""

from __future__ import annotations

import threading
from array import array
from collections import OrderedDict
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from functools import lru_cache
from typing import Any, Generic, TypeVar, overload

import numpy as np

T = TypeVar("T")
Ids = np.ndarray  # a 1-d int32 array of profile positions

# Lists kept as a flag and a place per person (5 bytes a person each) for reuse.
DENSE_KEPT = 8


class Table(Mapping[str, np.ndarray]):
    """Lists of integers under string keys, every list one slice of shared column arrays.

    `table[k]` is key k's main column; other columns run alongside it. Tables made
    `searchable` also hold each list sorted (`ids`) with each entry's place in the
    main column (`pos`), so that whether people are on a list, and where, is found
    for many people at once.
    """

    def __init__(
        self,
        keys: list[str],
        offsets: np.ndarray,
        columns: dict[str, np.ndarray],
        slot: dict[str, int] | None = None,
    ) -> None:
        self.keys_list = keys
        # `slot`: the same keys' places, when another table over them has it already.
        self.slot = slot if slot is not None else {k: s for s, k in enumerate(keys)}
        self.offsets = offsets
        self.columns = columns
        self.main = next(iter(columns))
        # Each person's flag and place for the lists tested against many people lately.
        self._dense: OrderedDict[str, tuple[np.ndarray, np.ndarray]] = OrderedDict()
        self._lock = threading.Lock()

    @classmethod
    def build(
        cls, rows: Mapping[str, Sequence[Any]], spec: dict[str, str], searchable: bool = False
    ) -> Table:
        """rows: key -> list of values (one column) or of tuples (one value per column)."""
        keys = sorted(rows)
        offsets = np.zeros(len(keys) + 1, np.int64)
        np.cumsum([len(rows[k]) for k in keys], out=offsets[1:])
        total = int(offsets[-1])
        columns: dict[str, np.ndarray] = {}
        if len(spec) == 1:
            (name, dtype), = spec.items()
            columns[name] = np.fromiter((v for k in keys for v in rows[k]), dtype, total)
        else:
            for c, (name, dtype) in enumerate(spec.items()):
                columns[name] = np.fromiter((r[c] for k in keys for r in rows[k]), dtype, total)
        table = cls(keys, offsets, columns)
        if searchable:
            table._add_lookup()
        return table

    @classmethod
    def grouped(
        cls,
        slot_keys: Sequence[str],
        slots: np.ndarray,
        columns: dict[str, np.ndarray],
        order: tuple[np.ndarray, ...] = (),
        searchable: bool = False,
    ) -> Table:
        """A table from flat columns: entry e belongs to key slot_keys[slots[e]], and each
        key's entries are put in the order of the sort keys (np.lexsort: the last first)."""
        by_key = sorted(range(len(slot_keys)), key=slot_keys.__getitem__)
        keys = [slot_keys[s] for s in by_key]
        rename = np.empty(len(slot_keys), np.int64)
        rename[by_key] = np.arange(len(keys))
        sorted_slots = rename[slots]
        perm = np.lexsort((*order, sorted_slots))
        offsets = np.zeros(len(keys) + 1, np.int64)
        np.cumsum(np.bincount(sorted_slots, minlength=len(keys)), out=offsets[1:])
        table = cls(keys, offsets, {name: col[perm] for name, col in columns.items()})
        if searchable:
            table._add_lookup()
        return table

    def _add_lookup(self) -> None:
        main = self.columns[self.main]
        slot = np.repeat(np.arange(len(self.keys_list), dtype=np.int64), np.diff(self.offsets))
        perm = np.lexsort((main, slot))
        self.columns["ids"] = main[perm]
        self.columns["pos"] = (perm - self.offsets[slot]).astype(np.int32)

    def __getitem__(self, k: str) -> np.ndarray:
        s = self.slot[k]
        return self.columns[self.main][self.offsets[s] : self.offsets[s + 1]]

    def column(self, name: str, k: str) -> np.ndarray:
        """Key k's entries of another column."""
        s = self.slot[k]
        return self.columns[name][self.offsets[s] : self.offsets[s + 1]]

    def size(self, k: str) -> int:
        """How many entries key k has; 0 for a key that is not there."""
        s = self.slot.get(k)
        return 0 if s is None else int(self.offsets[s + 1] - self.offsets[s])

    def __contains__(self, k: object) -> bool:
        return k in self.slot

    def __iter__(self) -> Iterator[str]:
        return iter(self.keys_list)

    def __len__(self) -> int:
        return len(self.keys_list)

    def find(self, k: str, people: Ids, places: bool = True) -> tuple[np.ndarray, np.ndarray]:
        """Which of people are on k's list, and (with places) each one's place in it, valid
        where found."""
        ids = self.column("ids", k)
        if not len(ids) or not len(people):
            return np.zeros(len(people), bool), np.zeros(len(people), np.int32)
        with self._lock:
            dense = self._dense.get(k)
            if dense is not None:
                self._dense.move_to_end(k)
        if dense is None and _dense(ids, people):
            dense = self._make_dense(k, ids)
        if dense is not None:
            flags, at = dense
            inside = np.minimum(people, len(flags) - 1)
            found = flags[inside] & (people < len(flags))
            return found, at[inside] if places else found
        j = np.minimum(np.searchsorted(ids, people), len(ids) - 1)
        return ids[j] == people, self.column("pos", k)[j] if places else j

    def _make_dense(self, k: str, ids: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        flags = np.zeros(int(ids[-1]) + 1, bool)
        flags[ids] = True
        at = np.zeros(len(flags), np.int32)
        at[ids] = self.column("pos", k)
        with self._lock:
            self._dense[k] = (flags, at)
            while len(self._dense) > DENSE_KEPT:
                self._dense.popitem(last=False)
        return flags, at

    def release(self) -> None:
        """Let go of every list: the table is left empty, its arrays freed unless another
        table shares them (a table merged from this one shares its keys)."""
        self.keys_list, self.slot = [], {}
        self.offsets = np.zeros(1, np.int64)
        self.columns = {c: col[:0].copy() for c, col in self.columns.items()}
        self._dense.clear()

    def state(self, prefix: str) -> dict[str, Any]:
        """The table as named arrays (and its keys), under prefix."""
        out: dict[str, Any] = {f"{prefix}.keys": self.keys_list, f"{prefix}.offsets": self.offsets}
        out.update({f"{prefix}.col.{name}": col for name, col in self.columns.items()})
        return out

    @classmethod
    def restore(cls, state: Mapping[str, Any], prefix: str) -> Table:
        """The table that `state` gave under prefix."""
        start = f"{prefix}.col."
        columns = {k.removeprefix(start): v for k, v in state.items() if k.startswith(start)}
        return cls(list(state[f"{prefix}.keys"]), state[f"{prefix}.offsets"], columns)


def union(lists: Iterable[np.ndarray]) -> np.ndarray:
    """Sorted lists as one sorted list, each value once."""
    parts = [x for x in lists if len(x)]
    if not parts:
        return np.zeros(0, np.int32)
    if len(parts) == 1:
        return parts[0]
    # A stable sort merges sorted runs in linear time; then drop repeats.
    merged = np.sort(np.concatenate(parts), kind="stable")
    keep = np.empty(len(merged), bool)
    keep[0] = True
    np.not_equal(merged[1:], merged[:-1], out=keep[1:])
    return merged[keep]


# Up to this many values sought are compared with every value (contains_sorted).
FEW_SOUGHT = 8


def _dense(haystack: np.ndarray, needles: np.ndarray) -> bool:
    """Whether marking a sorted list in an array of flags (one per possible value) beats
    searching it once per needle. A search costs up to a few hundred nanoseconds a needle
    on long arrays (cache misses); the flags cost their fresh pages, in proportion to the
    largest value, and a few nanoseconds a list entry."""
    return len(needles) > 256 and len(needles) * 64 > int(haystack[-1])


_scratch = threading.local()


def _blank_flags(size: int) -> np.ndarray:
    """A thread's own all-False flags, at least size long: reused, because fresh pages cost
    more than the marking itself."""
    flags = getattr(_scratch, "flags", None)
    if flags is None or len(flags) < size:
        flags = _scratch.flags = np.zeros(max(size, 1 << 16), bool)
    return flags


def contains_sorted(sorted_values: np.ndarray, values: np.ndarray) -> np.ndarray:
    """Which of values (non-negative) occur in an ascending array."""
    if not len(sorted_values) or not len(values):
        return np.zeros(len(values), bool)
    if len(sorted_values) <= FEW_SOUGHT:
        # a few values (the profiles one reload hid): a comparison of every value with each
        # is ten times faster than a search for every value
        found = values == sorted_values[0]
        for v in sorted_values[1:]:
            found |= values == v
        return found
    if _dense(sorted_values, values):
        top = int(sorted_values[-1]) + 1
        marks = _blank_flags(top)
        marks[sorted_values] = True
        try:
            return marks[np.minimum(values, top - 1)] & (values < top)
        finally:
            marks[sorted_values] = False  # blank again for the next use
    j = np.minimum(np.searchsorted(sorted_values, values), len(sorted_values) - 1)
    return sorted_values[j] == values


class Packed(Sequence[T], Generic[T]):
    """Many byte strings in one array, each decoded when it is read."""

    def __init__(
        self, data: np.ndarray, offsets: np.ndarray, decode: Callable[[bytes], T], cache: int = 0
    ) -> None:
        self.data, self.offsets = data, offsets
        # Memoryviews index to plain ints and bytes, several times faster than numpy scalars.
        raw, at = memoryview(data), memoryview(offsets)

        def get(i: int) -> T:
            return decode(raw[at[i] : at[i + 1]])

        self._get = lru_cache(maxsize=cache)(get) if cache else get
        self._n = len(offsets) - 1

    @staticmethod
    def pack(items: Iterable[bytes]) -> tuple[np.ndarray, np.ndarray]:
        """Byte strings as one array and the offsets between them. Each is appended as it
        comes: a million records are never all held apart as well as joined."""
        data = bytearray()
        ends = array("q", [0])
        for blob in items:
            data += blob
            ends.append(len(data))
        return np.frombuffer(data, np.uint8), np.frombuffer(ends, np.int64).copy()

    def __len__(self) -> int:
        return self._n

    @overload
    def __getitem__(self, i: int) -> T: ...
    @overload
    def __getitem__(self, i: slice) -> list[T]: ...
    def __getitem__(self, i: int | slice) -> T | list[T]:
        if isinstance(i, slice):
            return [self._get(j) for j in range(*i.indices(len(self)))]
        if i < 0:
            i += self._n
        if not 0 <= i < self._n:
            raise IndexError(i)
        return self._get(int(i))

    def __iter__(self) -> Iterator[T]:
        return (self._get(j) for j in range(len(self)))


def packed_strings(items: Iterable[str]) -> tuple[np.ndarray, np.ndarray]:
    """Strings as one UTF-8 array and the offsets between them."""
    return Packed.pack(s.encode() for s in items)


def strings(data: np.ndarray, offsets: np.ndarray) -> Packed[str]:
    """The strings of packed_strings, each decoded when read."""
    return Packed(data, offsets, lambda raw: str(raw, "utf-8"))
