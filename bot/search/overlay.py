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
from bot.search.table_merge import Order, merged_table
from bot.search.tables import Packed, Table, strings
from bot.search.vocab import SkillKeys

# The server of a removed profile: every view hides it, as it hides other servers' profiles.
REMOVED = -1
_FACETS = ("current", "past", "places", "cities", "schools", "fields", "degrees", "badges",
           "roles")  # fmt: skip
# Each display of a facet key is the spelling of its first holder in years order.
_FACET_DISPLAYS = {
    "company_display": ("current", "past"), "place_display": ("places",),
    "school_display": ("schools",), "field_display": ("fields",),
    "badge_display": ("badges",), "role_display": ("roles",),
}  # fmt: skip


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
        out[name] = merged_table(
            getattr(base, name), getattr(delta, name), None, n0, order, ids_out,
            getattr(gone, name).keys_list, keep_empty=name == "figures",
        )  # fmt: skip
        if consume:
            getattr(base, name).release()
    ranks_out = np.sort(years_rank[removed]).astype(np.int32)
    for name in _FACETS:
        out[name] = merged_table(
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
    out["school_acronyms"] = school_acronyms(out["school_display"], keys.vocab.cities)
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
