"""Resolving a typed employer to the companies the data holds: by name, an alias, the words
of its name, its initials, its name glued or cut short, or a typo; each with its family, the
longer names that contain it (Microsoft, Microsoft Research Asia). A part of
bot.search.phrases."""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable, Sequence
from functools import cached_property
from itertools import accumulate

from bot.search.employers import COMPANY_NOISE, OTHER_NAME_OPENINGS
from bot.search.indexes import Indexes
from bot.search.names import prefixed
from bot.search.resolved import Resolved
from bot.search.text import key
from bot.search.vocab import CompanyKind, SkillKeys, known_place
from bot.search.vocab_match import clear_best, containing, token_index

# Companies that begin with the same typed letters looked at, at most.
MAX_SHORTENED = 8
# What a group of companies is called after its name: `big tech companies`, `faang firms`.
_GROUP_NOUN = re.compile(r" (?:companies|company|firms|cos)$")
# A company's web address ending: `booking.com` is Booking.
_DOMAIN = re.compile(r"\.(?:com|io|ai|co|org|net|dev|app|pl|de|es|fr|it|nl|se|uk|co\.uk)$")
# A company's other name in brackets after its own, as summaries write it (bot.search.employers):
# `Iarnród Éireann (Irish Rail)`, `Thales (formerly Gemalto)`, `Deutscher Wetterdienst (DWD)`.
_OTHER_NAME = re.compile(rf" \((?:{OTHER_NAME_OPENINGS} )?(?P<name>[^()]+)\)$", re.I)
# Words before a kind of company that leave it that kind: `another insurer`, `one of the big
# consultancies`, `a large bank` (not `the`: `i was at the bank, who works there` is an errand).
_KIND_OPENING = re.compile(
    r"^(?:(?:a|an|another|any|other|some|one of the|one of) )?"
    r"(?:(?:big|bigger|biggest|large|larger|major|global|international|well known|famous"
    r"|top|tier 1|tier one|traditional) )?"
)
# Initials that are words of the web more often than a company's.
_NOT_INITIALS = frozenset({"com", "org", "net", "app", "api", "web", "www", "edu", "gov"})


class CompanyPhrases:
    """The companies of Phrases: what it holds of the snapshot's employers, and how it reads
    them."""

    ix: Indexes
    keys: SkillKeys
    _fuzzy: Callable[[str, Sequence[str]], list[tuple[str, float]]]  # Phrases'

    def _index_companies(self) -> None:
        """The company names of the snapshot, as the lookups below read them."""
        display = self.ix.company_display
        self.company_vocab = sorted(display)
        # A name's other name in brackets names it only typed whole: `irish rail`, not
        # `norway` for Norwegian Meteorological Institute (MET Norway).
        self.company_other_names: dict[str, list[str]] = defaultdict(list)
        self._other_name_of: dict[str, str] = {}
        own: dict[str, str] = {}  # each name without its other name, the words it is found by
        for c in self.company_vocab:
            other = _OTHER_NAME.search(display[c])
            if other is None:
                continue
            own[c] = key(display[c][: other.start()])
            name = other["name"]
            # (`Spotify (Stockholm)` says where, and names no company)
            if not (known_place(name) or key(name) in self.ix.places):
                self.company_other_names[key(name)].append(c)
                self._other_name_of[c] = key(name)
        self.company_tokens = token_index(self.company_vocab, COMPANY_NOISE, own)
        self.company_first_words = {c.split()[0]: c for c in reversed(self.company_vocab)}
        self.company_first_vocab = sorted(self.company_first_words)
        # Company names with their spaces taken out, for names typed glued or cut short
        # (`checkpoint`, `nordic semi`).
        self.company_glued: dict[str, list[str]] = defaultdict(list)
        for c in self.company_vocab:
            self.company_glued[c.replace(" ", "")].append(c)
        self.company_glued_vocab = sorted(self.company_glued)
        self._kinds_found: dict[str, list[str]] = {}

    def company_by_initials(self, text: str) -> Resolved:
        """The one company of two words or more whose initials were typed (`wur`:
        Wageningen University & Research): asked only where an employer is named outright
        (`worked at wur`), since initials are often a word of their own (`wpm`, `lms`)."""
        k = key(text)
        found = self._company_initials.get(k, []) if k.isalpha() and k not in _NOT_INITIALS else []
        if len(found) != 1:
            return Resolved()
        return Resolved(self._company_family(found[0]), self.ix.company_display[found[0]])

    @cached_property
    def _company_initials(self) -> dict[str, list[str]]:
        """Companies of two words or more by their initials (`wur`: Wageningen University &
        Research, `aws`: Amazon Web Services, `ea`: Electronic Arts)."""
        found: dict[str, list[str]] = defaultdict(list)
        for k in self.company_vocab:
            said = [w for w in k.split() if w not in COMPANY_NOISE and w not in ("and", "of")]
            if len(said) == 2 and all(len(w) > 2 for w in said):
                # (two words: `ea` for Electronic Arts, `gm` for General Motors; typed only
                # where an employer is named outright, and only when one company has them)
                found["".join(w[0] for w in said)].append(k)
            if len(said) >= 3:
                found["".join(w[0] for w in said)].append(k)
                # (initials with its linking words or without them: TfL, IOM)
                bare = "".join(w[0] for w in said if w not in _LINKING)
                if len(bare) >= 3 and k not in found[bare]:
                    found[bare].append(k)
        return dict(found)

    def company_named(self, text: str, kinds: bool = True) -> Resolved:
        """The company words name exactly: by its name, an alias, or a word only when its
        name starts with that word (`research` is not Microsoft Research Asia, `data` not
        Vistula Data Consulting)."""
        r = self.company(text, exact=True, kinds=kinds)
        first = key(text).split()[:1]
        vocab = self.keys.vocab
        if key(text) in vocab.companies or key(text) in vocab.company_groups or (
            key(text) in self.company_other_names or (kinds and self.company_kind(text) is not None)
        ) or any(
            k.split()[:1] == first for k in r.keys
        ):
            return r
        return Resolved()

    def company(self, text: str, exact: bool = False, kinds: bool = True) -> Resolved:
        """A company and its family (see `_company_family`), by name, words or a typo; with
        `kinds`, or any company of a kind (`a bank`)."""
        k = key(text)
        if not k:
            return Resolved()
        display = self.ix.company_display
        world = self.keys.vocab.companies.get(k)
        if k not in display and world is not None:
            k = key(world)
        bare = key(_DOMAIN.sub("", text.strip().lower()))
        if k not in display and bare != k and bare in display:
            k = bare  # `booking.com` for the Booking a summary names
        if k not in display and f"{k} office" in display:
            # `the met office`: the reading takes an office's word off (`the berlin office`
            # is Berlin), but this company is named with it
            k = f"{k} office"
        if k in display:
            return Resolved(self._company_family(k), display[k])
        others = self.company_other_names.get(k)
        if others:  # `irish rail` for Iarnród Éireann (Irish Rail)
            named = containing(self.company_tokens, set(k.split()) - COMPANY_NOISE)
            return Resolved(sorted({*others, *named}), display[others[0]])
        groups = self.keys.vocab.company_groups
        group = groups.get(k) or groups.get(_GROUP_NOUN.sub("", k))
        if group is not None:  # `faang`, `big tech`: any of its companies
            name, members = group
            return Resolved(sorted({f for m in members if m in display
                                    for f in self._company_family(m)}), name)  # fmt: skip
        kind = self.company_kind(k) if kinds else None
        if kind is not None:  # `a bank`, `another insurance company`: any of that kind
            return Resolved(self._of_kind(kind), kind.name)
        typed = set(k.split()) - COMPANY_NOISE
        if typed:
            subset = containing(self.company_tokens, typed)
            if len(typed) == 1 and typed <= _GENERIC:
                # a word any company's name may hold names one it begins (`cloud` for Cloud
                # Foundry), not one it only holds (`web` of Amazon Web Services: `the web app`)
                subset = [c for c in subset if _first_word(c) in typed]
            if subset:
                return Resolved(self._with_other_names(subset), display[subset[0]])
        shortened = self._company_shortened(k)
        if shortened:
            return Resolved(self._company_family(shortened[0]), display[shortened[0]])
        if exact:
            return Resolved(display=text)
        hits = self._fuzzy(k, self.company_vocab)
        hits += [
            (self.company_first_words[w], s) for w, s in self._fuzzy(k, self.company_first_vocab)
        ]
        hits.sort(key=lambda h: -h[1])
        best = clear_best(hits)
        if world is not None and best:
            # a company the world knows is another's typo only when spelt as long (`mercado
            # libre`, Mercado Livre) or named by some of its words (Microsoft Research), not
            # `spacex` for the Space others worked at
            words = set(k.split())
            best = [b for b in best if len(b) == len(k) or set(b.split()) < words]
            if not best:
                return Resolved(display=world)
        if best:
            keys = sorted({c for b in best for c in self._company_family(b)})
            return Resolved(keys, display[best[0]], fuzzy=True)
        return Resolved(display=text)

    def _company_shortened(self, k: str) -> list[str]:
        """Companies whose name begins with the words typed, glued (`checkpoint` for Check
        Point Software Technologies) or with the last cut short (`nordic semi`)."""
        glued = k.replace(" ", "")
        if len(glued) < 5:
            return []
        typed = k.split()
        found = []
        for name in prefixed(self.company_glued_vocab, glued, limit=MAX_SHORTENED):
            for company in self.company_glued[name]:
                # At a word's end, or within a word only after two typed words with a long
                # last one: `meta` is not Metaverse Inc.
                ends = set(accumulate(map(len, company.split())))
                if len(glued) in ends or (len(typed) > 1 and len(typed[-1]) >= 4):
                    found.append(company)
        found.sort(key=len)
        # One company, or one and the longer names of it (Check Point, Check Point Software)
        return found if all(f.startswith(found[0]) for f in found) else []

    def _with_other_names(self, companies: list[str]) -> list[str]:
        """The companies and those named as their other names (National Center for
        Atmospheric Research (NCAR), NCAR)."""
        display = self.ix.company_display
        named = (self._other_name_of.get(c, "") for c in companies)
        return sorted({*companies, *(n for n in named if n in display)})

    def company_kind(self, text: str) -> CompanyKind | None:
        """The kind of company words ask for (`a bank`, `one of the big consultancies`)."""
        kinds = self.keys.vocab.company_kinds
        k = key(text)
        return kinds.get(k) or kinds.get(_KIND_OPENING.sub("", k))

    def _of_kind(self, kind: CompanyKind) -> list[str]:
        """The snapshot's companies of a kind: its well-known ones as a name typed finds
        them (ING for ING Tech Poland), and those whose name says the kind."""
        found = self._kinds_found.get(kind.name)
        if found is None:
            display = self.ix.company_display
            members = {f for c in kind.companies for f in self._company_family(c) if f in display}
            members |= {
                c for word, cs in self.company_tokens.items() if kind.names(word) for c in cs
            }
            found = self._kinds_found[kind.name] = sorted(members)
        return found

    def _company_family(self, k: str) -> list[str]:
        """A company and the longer names that contain it: Microsoft, Microsoft Research Asia
        (but `Fluxnorth AI` is not `Fluxnorth Labs`); and those it is the other name of
        (NCAR, National Center for Atmospheric Research (NCAR))."""
        typed = set(k.split())
        lists = sorted((self.company_tokens.get(t, []) for t in typed - COMPANY_NOISE), key=len)
        others = self.company_other_names.get(k, [])
        if not lists:
            return sorted({k, *others})
        return sorted({k, *others, *(c for c in lists[0] if typed <= set(c.split()))})


# The words of many companies' names, which alone name none of them but the one they begin.
_GENERIC = frozenset(
    "web services service cloud systems system tech group software"
    " solutions research data digital health bank app apps platform platforms global"
    " international network networks media games studio studios institute center centre"
    " foundation company partners consulting security energy capital financial mobile online"
    " store market computing engineering robotics analytics intelligence ventures industries"
    " holdings works interactive entertainment communications telecom new first one open world"
    " city national american european united team teams product products".split()
)


# Words that join a name's words and may give no initial (International Organization for
# Migration: IOM, where Transport for London is TfL).
_LINKING = frozenset({"for", "the"})


def _first_word(company: str) -> str:
    """A company key's first word that is not noise (`deepseek` of `the deepseek ai`)."""
    return next((w for w in company.split() if w not in COMPANY_NOISE), "")
