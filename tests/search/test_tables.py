"""The flat arrays behind the indexes: lookups by search and by flags agree, and the
bundle file gives back exactly what was written or nothing at all."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.search.tables import Packed, Table, contains_sorted, strings
from bot.snapshot.bundle import BundleError, OtherVersion, read_bundle, write_bundle

lists = st.dictionaries(
    st.text("abc", min_size=1, max_size=3),
    st.lists(st.integers(0, 5000), unique=True, max_size=400),
    min_size=1, max_size=4,
)  # fmt: skip


@given(lists, st.lists(st.integers(0, 6000), max_size=600))
def test_find_gives_membership_and_place_whichever_way_it_looks(
    rows: dict[str, list[int]], people: list[int]
) -> None:
    table = Table.build(rows, {"order": "i4"}, searchable=True)
    asked = np.array(people, np.int32)
    for k, order in rows.items():
        found, places = table.find(k, asked)
        assert found.tolist() == [i in order for i in people]
        assert [int(p) for p, f in zip(places, found, strict=True) if f] == [
            order.index(i) for i in people if i in order
        ]
        assert table[k].tolist() == order
        assert contains_sorted(np.array(sorted(order), np.int32), asked).tolist() == [
            i in order for i in people
        ]


def test_grouped_orders_each_key_by_its_sort_keys() -> None:
    slots = np.array([1, 0, 1, 0, 1], np.int32)
    score = np.array([5, 9, 7, 9, 1], np.int32)
    people = np.array([10, 11, 12, 13, 14], np.int32)
    table = Table.grouped(["zed", "amy"], slots, {"order": people}, order=(people, -score))
    assert list(table) == ["amy", "zed"]
    assert table["amy"].tolist() == [12, 10, 14]
    assert table["zed"].tolist() == [11, 13]


def test_a_bundle_round_trips_and_a_cut_one_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "bundle"
    data, offsets = Packed.pack([b"ab", b"", "é".encode()])
    arrays = {"a": np.arange(5, dtype=np.int32), "b": np.array([1, -1], np.int8),
              "empty": np.zeros(0, np.int64), "s.data": data, "s.offsets": offsets}  # fmt: skip
    write_bundle(path, {"n": 3, "keys": ["x", "y"]}, arrays)
    meta, back = read_bundle(path, mapped={"s.data"})
    assert meta == {"n": 3, "keys": ["x", "y"]}
    # The mapped array is a mapped copy; the others are read into memory of their own.
    assert [name for name, arr in back.items() if not arr.flags.owndata] == ["s.data"]
    assert {k: v.tolist() for k, v in back.items()} == {k: v.tolist() for k, v in arrays.items()}
    assert list(strings(back["s.data"], back["s.offsets"])) == ["ab", "", "é"]
    whole = path.read_bytes()
    path.write_bytes(whole[: len(whole) - 100])
    with pytest.raises(BundleError, match=r"^the array s\.offsets runs past the end of the file$"):
        read_bundle(path)
    path.write_bytes(b"NOTABNDL" + b"\xff" * 40)
    with pytest.raises(BundleError, match=r"^it is not a snapshot file$"):
        read_bundle(path)
    path.write_bytes(b"PROFBOT1" + b"\xff" * 40)  # an older version's: stale, not damaged
    with pytest.raises(OtherVersion):
        read_bundle(path)


def test_packed_records_index_like_a_list() -> None:
    items = Packed(*Packed.pack([b"1", b"22", b"333"]), decode=lambda raw: bytes(raw).decode())
    assert (len(items), items[0], items[-1], items[np.int32(1)], items[1:]) == (
        3, "1", "333", "22", ["22", "333"],
    )  # fmt: skip
    with pytest.raises(IndexError):
        items[3]
