"""Schools as people type them: by name, by the name the world gives them in English or in their
own language, by initials, by distinctive words or a school of technology by its city, or with
a typo. A part of bot.search.phrases."""

from __future__ import annotations

import re
from bisect import bisect_right
from collections import defaultdict
from collections.abc import Callable, Sequence
from functools import cached_property

from bot.search.resolved import Resolved
from bot.search.school_places import SchoolPlaces
from bot.search.text import key
from bot.search.vocab_match import by_initials, clear_best, containing, token_index

# An article before a school's name (`the`, `la politécnica`), and a university said short at
# the end of one (`jagiellonian univ`).
_ARTICLE = re.compile(r"^(?:the|la|el|le|il|l|los|las|les) ")
_UNIVERSITY_SHORT = re.compile(r"(?<=\w) univ?$")
# Words of school names that do not tell schools apart.
SCHOOL_NOISE = frozenset(
    {"university", "uni", "univ", "of", "the", "college", "institute", "technology"}
)


# Letters a name typed with its spaces elsewhere must have to be looked for inside names.
# A city's university said after the city, and its name as the world writes it (the first
# not when a phrase is read exactly, as the words of a longer name are).
_CITY_SCHOOL_NAMES = (
    (re.compile(r"(\w+(?: \w+)?) (?:university|uni|univ)"), r"university of \1"),
    (re.compile(r"(\w+(?: \w+)?) (?:polytechnic|poly|polytech|politechnic)"),
     r"\1 university of technology"),
)
COMPACT_AT_LEAST = 10
# Schools named by such a run, at most.
RUN_TOGETHER_AT_MOST = 20


def school_key(text: str) -> str:
    """A school as typed, folded, without an article before it and with `uni` said whole."""
    return _UNIVERSITY_SHORT.sub(" university", _ARTICLE.sub("", key(text)))


class SchoolPhrases(SchoolPlaces):
    """The schools of Phrases by what people type for them."""

    _fuzzy: Callable[[str, Sequence[str]], list[tuple[str, float]]]  # Phrases'

    def _index_schools(self) -> None:
        """The school names of the snapshot, as the lookups below read them."""
        self.school_vocab = self.ix.schools.keys_list
        self.school_tokens = token_index(self.school_vocab, SCHOOL_NOISE)
        self.school_words: dict[str, str] = {}
        for s in self.school_vocab:
            for w in s.split():
                if w not in SCHOOL_NOISE:
                    self.school_words.setdefault(w, s)
        self.school_word_vocab = sorted(self.school_words)

    def school(self, text: str, exact: bool = False) -> Resolved:
        """A school by name, acronym, distinctive words, or a typo."""
        ix, vocab = self.ix, self.keys.vocab
        k = school_key(text)
        if not k:
            return Resolved()
        if k in ix.schools:
            return Resolved([k], ix.school_display[k])
        full = key(vocab.schools.get(k, ""))
        if full in ix.schools:
            return Resolved([full], ix.school_display[full])
        # written here in another language (`tu munich`: Technische Universität München)
        native = self._schools_by_full_name.get(full or k)
        if native:
            return Resolved(native, ix.school_display[native[0]])
        # `warsaw uni`, `warsaw polytechnic`: the city's university as its name says it
        # (University of Warsaw, Warsaw University of Technology)
        # (not a part of a longer name: `warsaw university of technology` is no `warsaw
        # university`)
        for said, written in _CITY_SCHOOL_NAMES[exact:]:
            m = said.fullmatch(k)
            name = m.expand(written) if m else ""
            named = self._schools_by_full_name.get(name) or ([name] if name in ix.schools else [])
            if named:
                return Resolved(named, ix.school_display[named[0]])
        compact, city = k.replace(" ", ""), ""
        if compact not in ix.school_acronyms and compact.endswith("s") and k.isalpha():
            # `the iits`: initials said of several campuses
            plural = compact[:-1]
            if plural in ix.school_acronyms or self._school_families.get(plural):
                return self.school(plural, exact)
        head, _, last = k.rpartition(" ")
        if compact not in ix.school_acronyms and head and last in vocab.cities:
            # `upc barcelona`: the initials, and its city
            compact, city = head.replace(" ", ""), last
        if compact in ix.school_acronyms:
            # never the campus of another city (`nit warangal` is no NIT Tiruchirappalli)
            ends = {s: s.rpartition(" ")[2] for s in ix.school_acronyms[compact]}
            keys = sorted(s for s, end in ends.items() if end == city or end not in vocab.cities)
            keys = keys if city else sorted(ends)
            if not keys:
                return Resolved(display=vocab.schools[k] if full else text)
            # Several schools by one set of initials are said by them: `an IIT`
            return Resolved(keys, ix.school_display[keys[0]] if len(keys) == 1 else compact.upper())
        # initials the world gives a family of campuses (`iit`: IIT Madras, IIT Delhi, …),
        # even when one campus is here
        family = self._school_families.get(k, []) if k.isalpha() and len(k) <= 5 else []
        if family:
            shown = ix.school_display[family[0]] if len(family) == 1 else k.upper()
            return Resolved(family, shown)
        typed = set(k.split()) - SCHOOL_NOISE
        if typed:
            subset = containing(self.school_tokens, typed)
            # `university of michigan`: the school named in those words, in that order, not
            # every one with the distinctive word (Michigan State University)
            said = [s for s in subset if f" {k} " in f" {s} "]
            subset = said or subset or by_initials(self.school_tokens, typed)
            if not subset and "tech" in typed and typed != {"tech"}:
                subset = self._of_technology(typed - {"tech"})
            run = k.replace(" ", "")
            if not subset and len(run) >= COMPACT_AT_LEAST:
                # `bach khoa hanoi`: Đại học Bách khoa Hà Nội, its words run together
                subset = self._run_together(run)
            if subset:
                return Resolved(subset, ix.school_display[subset[0]])
        if exact:
            return Resolved(display=vocab.schools[k] if full else text)
        hits = self._fuzzy(k, self.school_vocab)
        hits += [(self.school_words[w], s) for w, s in self._fuzzy(k, self.school_word_vocab)]
        hits.sort(key=lambda h: -h[1])
        best = sorted(set(clear_best(hits)))
        if best:
            return Resolved(best, ix.school_display[best[0]], fuzzy=True)
        if full:
            return Resolved(display=vocab.schools[k])
        return Resolved(display=text)

    def school_named(self, text: str) -> bool:
        """Whether text is the name of a school here as written, as the world names it (its
        English name, `jagiellonian univ`) or by its initials (`kth`), not words of one."""
        ix = self.ix
        k = school_key(text)
        full = key(self.keys.vocab.schools.get(k, ""))
        initials = len(k) >= 3 and k.replace(" ", "") in ix.school_acronyms
        return k in ix.schools or full in ix.schools or initials or (
            (full or k) in self._schools_by_full_name
        )

    def _of_technology(self, words: set[str]) -> list[str]:
        """The schools of technology whose name holds the words typed with `tech` (`gdansk
        tech`), as written here or as the world names them (Politechnika Wrocławska is
        Wrocław University of Science and Technology: `wroclaw tech`)."""
        own = [s for s in containing(self.school_tokens, words) if "techn" in s]
        return own or sorted(
            s for s, name in self._school_names.items()
            if words <= set(name.split()) and "techn" in name
        )  # fmt: skip

    @cached_property
    def _schools_run_together(self) -> tuple[str, list[int]]:
        """Every school's name without its spaces, one per line, and where each line starts:
        one string to search, not a million names."""
        runs = [s.replace(" ", "") for s in self.school_vocab]
        starts, at = [], 0
        for run in runs:
            starts.append(at)
            at += len(run) + 1
        return "\n".join(runs), starts

    def _run_together(self, run: str) -> list[str]:
        """The schools whose names, without their spaces, hold `run`."""
        joined, starts = self._schools_run_together
        found: list[str] = []
        at = joined.find(run)
        while at >= 0 and len(found) < RUN_TOGETHER_AT_MOST:
            line = bisect_right(starts, at) - 1
            found.append(self.school_vocab[line])
            at = joined.find(run, starts[line + 1] if line + 1 < len(starts) else len(joined))
        return found

    @cached_property
    def _school_families(self) -> dict[str, list[str]]:
        """The schools here by the first word of a longer name the vocabulary gives them (`iit`
        of `iit madras`), looked up at once rather than by reading every name."""
        out: defaultdict[str, set[str]] = defaultdict(set)
        for alias, full in self.keys.vocab.schools.items():
            first, _, rest = alias.partition(" ")
            if rest and key(full) in self.ix.schools:
                out[first].add(key(full))
        return {first: sorted(keys) for first, keys in out.items()}

    @cached_property
    def _school_names(self) -> dict[str, str]:
        """The schools here the vocabulary names, each with that folded name."""
        names = self.keys.vocab.schools
        return {s: key(names[s]) for s in self.ix.school_display if s in names}

    @cached_property
    def _schools_by_full_name(self) -> dict[str, list[str]]:
        """The schools here by the name the vocabulary gives the name they are written in,
        when that differs (`technical university of munich`: Technische Universität München)."""
        full_names = self.keys.vocab.schools
        out: defaultdict[str, list[str]] = defaultdict(list)
        for k in self.ix.school_display:
            full = key(full_names.get(k, ""))
            if full and full != k:
                out[full].append(k)
        return {full: sorted(ks) for full, ks in out.items()}
