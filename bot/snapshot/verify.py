"""Whether a stored snapshot holds together before it is served.

The bundle's checksum catches a file altered on disk; these checks catch one written
whole with contents the code would trip over: a list that runs past its array, a
person beyond the profiles there are, a field of another kind than the indexes read.
Each failure is a DamagedCache whose message says what was wrong.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import fields
from functools import cache
from typing import Any, get_type_hints

import msgspec
import numpy as np

from bot.search.indexes import Indexes
from bot.search.tables import Packed, Table

# Per-person arrays that hold ids or ranks, one entry per profile.
_PEOPLE = ("name_rank", "by_name", "years_rank", "by_years")
# Per-person arrays of other values, one entry per profile.
_PER_PERSON = (*_PEOPLE, "guilds")


class DamagedCache(ValueError):
    """A stored snapshot that must not be served; the message says why."""


def check_packed(name: str, data: Any, offsets: Any, count: int | None = None) -> None:
    """Packed strings or records under name: bytes, and offsets that rise from 0 to the end
    of them, one more than count when count is given."""
    if not _integers(data) or data.dtype.itemsize != 1:
        raise DamagedCache(f"{name}.data are not bytes")
    _check_offsets(f"{name}.offsets", offsets, count, len(data), f"{name}.data")


def check_state(state: Mapping[str, Any], count: int) -> None:
    """The state of the indexes (bot.search.indexes) over count profiles: every field there
    and of its kind, every list within its arrays, every person within the profiles."""
    for name, hint in _hints().items():
        if hint is Table:
            _check_table(state, name, count)
        elif hint == Packed[str]:
            _need(state, f"{name}.data")
            check_packed(name, state[f"{name}.data"], _need(state, f"{name}.offsets"), count)
        elif hint is np.ndarray:
            _check_people(name, _need(state, name), count)
        else:
            try:
                msgspec.convert(_need(state, name), hint)
            except msgspec.ValidationError as exc:
                raise DamagedCache(f"the field {name}: {exc}") from None


@cache
def _hints() -> dict[str, Any]:
    hints = get_type_hints(Indexes)
    return {f.name: hints[f.name] for f in fields(Indexes)}


def _need(state: Mapping[str, Any], name: str) -> Any:
    if name not in state:
        raise DamagedCache(f"the field {name} is missing")
    return state[name]


def _integers(arr: Any) -> bool:
    return isinstance(arr, np.ndarray) and arr.ndim == 1 and arr.dtype.kind in "iu"


def _check_offsets(name: str, offsets: Any, count: int | None, end: int, target: str) -> None:
    if not _integers(offsets) or not len(offsets):
        raise DamagedCache(f"{name} are not whole numbers")
    if count is not None and len(offsets) != count + 1:
        raise DamagedCache(f"{name} hold {len(offsets) - 1} entries, not {count}")
    if offsets[0] != 0:
        raise DamagedCache(f"{name} do not start at 0")
    if (np.diff(offsets) < 0).any():
        raise DamagedCache(f"{name} go backwards")
    if offsets[-1] > end:
        raise DamagedCache(f"{name} run past the end of {target}")
    if offsets[-1] < end:
        raise DamagedCache(f"{name} stop short of the end of {target}")


def _check_people(name: str, arr: Any, count: int) -> None:
    if not _integers(arr):
        raise DamagedCache(f"{name} is not whole numbers")
    if name in _PER_PERSON and len(arr) != count:
        raise DamagedCache(f"{name} holds {len(arr)} entries, not {count}")
    if len(arr) > count:
        raise DamagedCache(f"{name} holds more entries than the {count} profiles")
    if name in _PEOPLE and len(arr) and (arr.min() < 0 or arr.max() >= count):
        raise DamagedCache(f"{name} names people outside the {count} profiles")


def _check_table(state: Mapping[str, Any], name: str, count: int) -> None:
    try:
        keys = msgspec.convert(_need(state, f"{name}.keys"), list[str])
    except msgspec.ValidationError as exc:
        raise DamagedCache(f"the field {name}.keys: {exc}") from None
    start = f"{name}.col."
    columns = {k.removeprefix(start): v for k, v in state.items() if k.startswith(start)}
    if not columns:
        raise DamagedCache(f"the field {name} has no columns")
    main = next(iter(columns))
    for col, arr in columns.items():
        if not isinstance(arr, np.ndarray) or arr.ndim != 1:
            raise DamagedCache(f"{start}{col} is not a column")
        if len(arr) != len(columns[main]):
            raise DamagedCache(f"{start}{col} is not as long as {start}{main}")
    offsets = _need(state, f"{name}.offsets")
    _check_offsets(f"{name}.offsets", offsets, len(keys), len(columns[main]), f"{start}{main}")
    for col in {main, "ids"} & set(columns):
        arr = columns[col]
        if not _integers(arr):
            raise DamagedCache(f"{start}{col} is not whole numbers")
        if len(arr) and (arr.min() < 0 or arr.max() >= count):
            raise DamagedCache(f"{start}{col} names people outside the {count} profiles")
    if "pos" in columns:
        pos = columns["pos"]
        sizes = np.repeat(np.diff(offsets), np.diff(offsets))
        if not _integers(pos) or (len(pos) and ((pos < 0) | (pos >= sizes)).any()):
            raise DamagedCache(f"{start}pos holds places outside their lists")
