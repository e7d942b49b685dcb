"""Changed profiles laid over the indexes of a snapshot, without indexing the others again.

The added profiles are indexed alone (`build_indexes`, their summaries read for the words the
whole snapshot reads summaries for) and merged in: they take the next ids, and each of their
postings is put in its place among the existing ones, in the order a build from scratch
gives. Removed profiles leave every posting but keep their ids, in no server (`REMOVED`), so
that no view shows them and nothing else that holds ids changes. Postings the change does
not touch are copied as they are, with their years ranks moved along.
"""

from __future__ import annotations

import bisect
import re
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from itertools import compress
from types import SimpleNamespace
from typing import Any

import numpy as np

from bot.profiles.model import Profile
from bot.search.indexes import (
    SCORED,
    Indexes,
    build_indexes,
    repo_label,
    school_acronyms,
    skill_label,
    spellings_of,
)
from bot.search.tables import Packed, Table, contains_sorted, strings
from bot.search.vocab import SkillKeys

# The server of a removed profile: every view hides it, as it hides other servers' profiles.
REMOVED = -1
# Lists longer than this take new entries by bisection rather than by sorting again, when
# the list is more than _INSERT_SHARE times as long as what it takes.
_INSERT_INTO = 2048
_INSERT_SHARE = 64
# Entries put into one list beyond which their places are searched for all at once (reading
# the list once) rather than one by one (a few microseconds a step of each bisection).
_SEARCH_SHARE = 4000
_LOOKUP = ("ids", "pos")  # the columns a searchable table keeps for finding people in it
_FACETS = ("current", "past", "places", "cities", "schools", "fields", "degrees", "badges",
           "roles")  # fmt: skip
# Each display of a facet key is the spelling of its first holder in years order.
_FACET_DISPLAYS = {
    "company_display": ("current", "past"), "place_display": ("places",),
    "school_display": ("schools",), "field_display": ("fields",),
    "badge_display": ("badges",), "role_display": ("roles",),
}  # fmt: skip
Order = Callable[[dict[str, np.ndarray]], tuple[np.ndarray, ...]]


def counts_after(
    counts: dict[str, int],
    added: Sequence[Profile],
    removed: Sequence[Profile],
    words: Callable[[Profile], set[str]],
) -> tuple[dict[str, int], set[str]]:
    """How many profiles give each word (`words` of a profile) after the change; and the
    words the change adds or takes the last of away."""
    delta: Counter[str] = Counter()
    for p in added:
        delta.update(words(p))
    for p in removed:
        delta.subtract(words(p))
    out, flipped = dict(counts), set()
    for w, d in delta.items():
        now = out.get(w, 0) + d
        if (now > 0) != (w in out):
            flipped.add(w)
        if now > 0:
            out[w] = now
        else:
            out.pop(w, None)
    return dict(sorted(out.items())), flipped


def spoken_forms(word: str, aliases: dict[str, str]) -> list[list[str]]:
    """The runs of plain words a summary names a skill by (its key, its aliases), as the
    full-text index splits them: where to look for the summaries that mention it."""
    forms = [word, *(a for a, target in aliases.items() if target == word)]
    runs = [re.findall(r"[a-z0-9]+", f) for f in forms]
    return [r for r in runs if r]


def lay_over(
    base: Indexes,
    added: Sequence[Profile],
    removed: np.ndarray,
    keys: SkillKeys,
    mentioned: dict[str, int],
    profile: Callable[[int], Profile],
    delta: Indexes | None = None,
    consume: bool = False,
) -> Indexes:
    """base with the profiles `added` (ids from len(base) on) and the ids `removed` hidden.
    `mentioned`: the words summaries are read for after the change (mentions_after); a
    summary of base that names a word the change adds or drops must be among those removed
    and added again. `profile`: the profile of an id, base's or added. `delta`: the
    indexes of `added` with `mentioned`, when already built. With `consume`, base is given
    up: each of its tables is emptied once merged, so that the tables before and after are
    never all held at once (a build in chunks); base answers nothing afterwards."""
    counts = mentioned
    if delta is None:
        delta = build_indexes(added, keys, mentioned=mentioned)
    n0 = len(base)
    by_name, name_rank = _name_order(base, delta)
    years = np.concatenate([_years(base), _years(delta)])
    # Most years first, then by name: each sequence is in that order already, so the added
    # people are put in their places, as the names were.
    order = (128 - years) << 32 | name_rank.astype(np.int64)
    added_in_order = delta.by_years + n0
    at = np.searchsorted(order[base.by_years], order[added_in_order])
    by_years = np.insert(base.by_years, at, added_in_order).astype(np.int32)
    years_rank = np.empty(len(years), np.int32)
    years_rank[by_years] = np.arange(len(years), dtype=np.int32)
    ordered = -years[by_years]
    rank_a, rank_b = years_rank[base.by_years], years_rank[delta.by_years + n0]
    guilds = np.concatenate([base.guilds, delta.guilds])
    guilds[removed] = REMOVED
    out: dict[str, Any] = {
        "name_rank": name_rank, "by_name": by_name, "years_rank": years_rank,
        "by_years": by_years, "years_sorted": ordered[ordered <= 0].astype(np.int32),
        "guilds": guilds, "mention_counts": counts,
    }  # fmt: skip
    for name in ("sources", "identities", "persons"):
        out[name] = np.concatenate([getattr(base, name), getattr(delta, name)])
    for name in ("name_keys", "names", "past_employers"):
        out[name] = _joined(getattr(base, name), getattr(delta, name))

    def by(*cols: str) -> Order:
        def order(c: dict[str, np.ndarray]) -> tuple[np.ndarray, ...]:
            return (name_rank[c[cols[0]]], *(-c[k].astype(np.int64) for k in cols[1:]))
        return order

    skills_order: Order = lambda c: (  # noqa: E731
        name_rank[c["order"]], -c["mentions"].astype(np.int64),
        -c["activity"].astype(np.int64), -c["score"].astype(np.int32), c["tier"],
    )  # fmt: skip
    gone = build_indexes([profile(i) for i in removed.tolist()], keys, mentioned=mentioned)
    # Each display's first holder of every key the change touches, before it: read while
    # base still has its tables.
    holders_before = {
        name: {k: holder(base, k) for k in {*getattr(delta, name), *getattr(gone, name)}}
        for name, holder, _ in _DISPLAYS
    }
    ids_out = np.sort(removed).astype(np.int32)
    for name, order in (("skills", skills_order), ("repos", by("order", "activity")),
                        ("figures", by("order", "value")), ("name_words", by("ids"))):
        out[name] = _merged(
            getattr(base, name), getattr(delta, name), None, n0, order, ids_out,
            getattr(gone, name).keys_list, keep_empty=name == "figures",
        )  # fmt: skip
        if consume:
            getattr(base, name).release()
    ranks_out = np.sort(years_rank[removed]).astype(np.int32)
    for name in _FACETS:
        out[name] = _merged(
            getattr(base, name), getattr(delta, name), rank_a, rank_b, lambda c: (c["ranks"],),
            ranks_out, getattr(gone, name).keys_list,
        )  # fmt: skip
        if consume:
            getattr(base, name).release()
    out_ix = SimpleNamespace(**out)
    spelled = _Spellings(profile, keys, mentioned)
    for name, holder, kind in _DISPLAYS:
        def spell(i: int, k: str, name: str = name, kind: str = kind) -> str:
            if kind == "skills":
                return skill_label(profile(i), k, keys)
            if kind == "repos":
                return repo_label(profile(i), k)
            return spelled(i, name, k)

        out[name] = _respelled(
            base, delta, gone, name, lambda k, h=holder: h(out_ix, k), holders_before[name], spell
        )
    out["school_acronyms"] = school_acronyms(out["school_display"])
    out["repo_names"] = _repo_names(
        base.repo_names, {*delta.repo_display, *gone.repo_display}, out["repos"]
    )
    out["skill_spellings"] = spellings_of(out["skills"], keys.vocab.skill_aliases)
    out.update(_listed(base, out["skills"], {*delta.skills, *gone.skills}))
    return Indexes(**out)


class _NamesInOrder(Sequence[tuple[str, int]]):
    """A snapshot's folded names, each with its file's hash, in name order, read as bisect
    needs them."""

    def __init__(self, ix: Indexes) -> None:
        self._keys, self._sources, self._order = ix.name_keys, ix.sources, ix.by_name

    def __len__(self) -> int:
        return len(self._order)

    def __getitem__(self, i: Any) -> Any:
        at = int(self._order[i])
        return self._keys[at], int(self._sources[at])


def _name_order(base: Indexes, delta: Indexes) -> tuple[np.ndarray, np.ndarray]:
    """The name order of both, as sorting every name would give it: an added name after the
    same name already there."""
    n0, names = len(base), _NamesInOrder(base)
    added = delta.by_name.tolist()
    at = [bisect.bisect_right(names, (delta.name_keys[j], int(delta.sources[j]))) for j in added]
    by_name = np.insert(base.by_name, at, np.array(added, np.int32) + n0).astype(np.int32)
    name_rank = np.empty(len(by_name), np.int32)
    name_rank[by_name] = np.arange(len(by_name), dtype=np.int32)
    return by_name, name_rank


def _years(ix: Indexes) -> np.ndarray:
    """Each person's years of coding (-1: unknown), from the years order."""
    years = np.full(len(ix), -1, np.int64)
    years[ix.by_years[: len(ix.years_sorted)]] = -ix.years_sorted.astype(np.int64)
    return years


def _joined(a: Packed[str], b: Packed[str]) -> Packed[str]:
    data = np.concatenate([a.data, b.data])
    return strings(data, np.concatenate([a.offsets, b.offsets[1:] + a.offsets[-1]]))


def _merged(
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


class _Spellings:
    """How one person spells a key of a display (`company_display`): read from the indexes
    of that person alone, so that it is spelled as a full build would."""

    def __init__(
        self, profile: Callable[[int], Profile], keys: SkillKeys, mentioned: dict[str, int]
    ) -> None:
        self._profile, self._keys, self._mentioned = profile, keys, mentioned
        self._one: dict[int, Indexes] = {}

    def __call__(self, i: int, display: str, k: str) -> str:
        one = self._one.get(i)
        if one is None:
            one = self._one[i] = build_indexes([self._profile(i)], self._keys, self._mentioned)
        return getattr(one, display).get(k, k)


def _first_in_years(tables: Sequence[str]) -> Callable[[Any], Any]:
    """A facet display's holder of a key: whoever of its tables comes first in years order."""

    def holder(ix: Any, k: str) -> int | None:
        ranks = [int(getattr(ix, t)[k][0]) for t in tables if getattr(ix, t).size(k)]
        return int(ix.by_years[min(ranks)]) if ranks else None

    return holder


def _first_listed(table: str) -> Callable[[Any, str], int | None]:
    """A display's holder of a key: the first on the key's list of table."""

    def holder(ix: Any, k: str) -> int | None:
        return int(getattr(ix, table)[k][0]) if getattr(ix, table).size(k) else None

    return holder


# Each display, whose spelling of a key is its holder's, and how the holder spells it: as a
# person alone is indexed (a facet), or as a profile writes a skill or a repository.
_DISPLAYS: list[tuple[str, Callable[[Any, str], int | None], str]] = [
    *((name, _first_in_years(tables), "facet") for name, tables in _FACET_DISPLAYS.items()),
    ("skill_display", _first_listed("skills"), "skills"),
    ("repo_display", _first_listed("repos"), "repos"),
]


def _respelled(
    base: Indexes,
    delta: Indexes,
    gone: Indexes,
    name: str,
    first_now: Callable[[str], int | None],
    first_before: dict[str, int | None],
    spell: Callable[[int, str], str],
) -> dict[str, str]:
    """A display (`company_display`) after the change: each key the change touched spelled
    as its first holder now spells it (first_before: its holder before, for each); gone with
    its last holder."""
    before, added, n0 = getattr(base, name), getattr(delta, name), len(base)
    shown = dict(before)
    for k in {*added, *getattr(gone, name)}:
        now = first_now(k)
        if now is None:
            shown.pop(k, None)
        elif now >= n0:  # someone added: the first of those added, spelled so already
            shown[k] = added[k]
        elif k not in before or now != first_before[k]:
            shown[k] = spell(now, k)
    return shown


def _repo_names(
    before: dict[str, list[str]], touched: Iterable[str], repos: Table
) -> dict[str, list[str]]:
    """Repositories by their name without the owner, again for those the change touched."""
    out = dict(before)
    named: dict[str, set[str]] = {}
    for k in touched:
        named.setdefault(k.rsplit("/", 1)[-1], set()).add(k)
    for name, keys in named.items():
        held = [k for k in sorted({*out.get(name, ()), *keys}) if k in repos]
        if held:
            out[name] = held
        else:
            out.pop(name, None)
    return out


def _listed(base: Indexes, skills: Table, touched: set[str]) -> dict[str, Any]:
    """The skills someone lists, sorted, and the same most listed first, with how many list
    each: those of base, but for the skills the change touched, counted again."""
    counts = {k: int((skills.column("tier", k) == SCORED).sum()) if k in skills else 0
              for k in touched}  # fmt: skip
    kept = [(-n, k) for n, k in zip(base.popular_counts, base.popular_skills, strict=True)
            if k not in touched]  # fmt: skip
    # Two sorted runs: sorting merges them in linear time.
    ranked = sorted([*kept, *((-n, k) for k, n in counts.items() if n)])
    listed = sorted([*(k for k in base.scored_skills if k not in touched),
                     *(k for k, n in counts.items() if n)])  # fmt: skip
    return {
        "scored_skills": listed,
        "popular_skills": [k for _, k in ranked],
        "popular_counts": [-n for n, _ in ranked],
    }
