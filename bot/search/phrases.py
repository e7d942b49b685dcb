"""Resolving a typed phrase to what the data holds: a skill, company, place, school or
repository, through aliases, noise words and fuzzy matching (companies in
bot.search.company_phrases, places in bot.search.place_phrases and schools by their places in
bot.search.school_places).

Every fuzzy step compares a phrase with a vocabulary built from the loaded data
(a few thousand entries even at a million profiles), never with every profile.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Sequence
from functools import cached_property

from rapidfuzz import fuzz, process
from rapidfuzz.distance import OSA

from bot.search import thresholds as T
from bot.search.company_phrases import CompanyPhrases
from bot.search.indexes import Indexes
from bot.search.names import prefixed
from bot.search.resolved import Resolved
from bot.search.school_phrases import SchoolPhrases
from bot.search.studies import holds, in_english, singular, typed_field
from bot.search.text import key
from bot.search.vocab import SkillKeys, programming_languages
from bot.search.vocab_match import (
    clear_best,
    one_double_collapsed,
)
from bot.search.whole_words import whole_word

# Words that are part of many fields' names and no field alone.
_NOT_A_FIELD = frozenset({"and", "of", "in", "the", "studies", "applied"})
# Words of the office that look like a skill typed wrong: never read as one.
_EVERYDAY = frozenset(
    "lunch coffee dinner beer beers drinks snacks pizza standup meeting meetings retro party"
    " break cake tea breakfast".split()
)
# Letters of a word typed short that may begin a skill's name (`crypto`, not `type`).
MIN_BEGUN = 5
# A skill's name said with the word for what it is: `rust-lang`, `assembly language`,
# `postgresql database`.
_WHAT_IT_IS = re.compile(
    r"[- ](?:lang|language|programming(?:[- ]language)?|database|db|framework)$"
)


# Words said of a repository after its name: `the nf-core rnaseq pipeline`.
_REPO_KINDS = frozenset(
    "pipeline pipelines repo repository project library lib package codebase workflow".split()
)


class Phrases(CompanyPhrases, SchoolPhrases):
    """Typed phrases resolved against the vocabularies of one snapshot."""

    def __init__(self, ix: Indexes, keys: SkillKeys) -> None:
        self.ix = ix
        self.keys = keys
        self.canonical = keys.canonical
        self.scored = frozenset(ix.scored_skills)
        self.skill_spelling_vocab = sorted(ix.skill_spellings)
        self.badge_vocab = sorted(ix.badge_display)
        self._index_companies()
        self.place_vocab = ix.places.keys_list
        self._index_schools()
        self.field_vocab = sorted(ix.field_display)
        # Each word of a field's name (in the singular) -> the fields whose names hold it: a
        # typed field is looked for among a few.
        self.field_words: dict[str, list[str]] = defaultdict(list)
        for k in self.field_vocab:
            for w in set(singular(k).split()) | set(singular(in_english(k)).split()):
                self.field_words[w].append(k)
        self.repo_vocab = ix.repos.keys_list
        self.repo_name_vocab = sorted(ix.repo_names)
        self._buckets: dict[int, tuple[Sequence[str], dict[str, list[str]]]] = {}
        self._busiest: list[str] | None = None
        self._owned: dict[str, list[str]] | None = None  # owner -> repository keys
        self._named_by: dict[str, list[str]] | None = None  # see _repo_words
        # A place's name -> the aliases the vocabulary gives it (`bengaluru`: bangalore).
        self._place_aliases: dict[str, list[str]] = {}
        for alias, name in (*keys.vocab.regions.items(), *keys.vocab.countries.items()):
            self._place_aliases.setdefault(key(name), []).append(alias)

    # ---- fuzzy matching ------------------------------------------------------------

    def _fuzzy(self, text: str, vocab: Sequence[str]) -> list[tuple[str, float]]:
        """Vocabulary entries close to text, best first, under the shared cutoffs.

        A first letter is rarely the mistyped one: entries that share it are searched
        first, and the rest of the vocabulary only when none of those is close enough.
        """
        if len(text) < T.MIN_FUZZY_LENGTH or not vocab:
            return []
        cutoff = T.FUZZY_CUTOFF_SHORT if len(text) <= T.FUZZY_SHORT_WORD else T.FUZZY_CUTOFF
        buckets = self._by_first(vocab)
        groups = [buckets.get(text[0], [])]
        hits = []
        for attempt in range(2):
            for group in groups:
                hits += process.extract(text, group, scorer=fuzz.ratio, score_cutoff=cutoff)
            if hits or attempt:
                break
            groups = [group for first, group in buckets.items() if first != text[0]]
        # A mistyped first letter is a short word's one typo (`sglang` is no `golang`, `anas`
        # no `pandas`, `slot` no `oslo`)
        hits = [h for h in hits if h[0][:1] == text[0] or len(text) > T.FUZZY_SHORT_WORD
                or OSA.distance(text, h[0]) <= 1]  # fmt: skip
        hits.sort(key=lambda h: -h[1])
        return [(h[0], h[1]) for h in hits[:5] if len(h[0]) >= T.MIN_FUZZY_LENGTH]

    def _by_first(self, vocab: Sequence[str]) -> dict[str, list[str]]:
        cached = self._buckets.get(id(vocab))
        if cached is None or cached[0] is not vocab:
            buckets: dict[str, list[str]] = {}
            for entry in vocab:
                buckets.setdefault(entry[:1], []).append(entry)
            cached = self._buckets[id(vocab)] = (vocab, buckets)
        return cached[1]

    def suggest(self, text: str, vocab: Sequence[str], display: dict[str, str]) -> list[str]:
        """Entries of vocab close to text, for did-you-mean, as the data writes them."""
        if not text or not vocab:
            return []
        hits = process.extract(
            text, vocab, scorer=fuzz.ratio, score_cutoff=T.SUGGEST_CUTOFF, limit=T.SUGGEST_LIMIT
        )
        return [display.get(h[0], h[0]) for h in hits]

    # ---- each kind of phrase -------------------------------------------------------

    def skill(self, text: str, exact: bool = False) -> Resolved:
        """The skill a phrase names: exactly, by alias, plural, or one clear typo."""
        ix = self.ix
        k = self.canonical(text)
        if not k:
            return Resolved()
        if k in ix.skills:
            return Resolved([k], ix.skill_display.get(k, k))
        compact = k.replace("-", "")
        aliases = self.keys.vocab.skill_aliases
        # Plural and singular only of words of three letters or more: `cs` is neither the
        # plural of c nor the singular of css, `goes` no plural of go.
        forms = (k + "s", k.removesuffix("s"), k.removesuffix("es") if len(k) > 4 else "")
        forms = forms if len(k) > 2 else ()
        # `rust-lang`, `assembly language`, `postgresql database`: the skill's own name
        bare = _WHAT_IT_IS.sub("", k)
        # `zigg`: the last letter typed twice (not in three letters: `goo` may be go or goa)
        single = re.sub(r"(.)\1$", r"\1", k) if len(k) > 3 else k  # at the end: `seed` is no sed
        for candidate in (compact, *forms, bare, single):
            candidate = aliases.get(candidate, candidate)
            if candidate and candidate in ix.skills:
                return Resolved([candidate], ix.skill_display.get(candidate, candidate))
        # `oauth` for the oauth2 someone lists: a version's digit left off, when one version is
        if len(k) > 2 and k.isalpha():
            versions = [k + v for v in "123456789" if k + v in ix.skills]
            versioned = aliases.get(versions[0], versions[0]) if len(versions) == 1 else ""
            if versioned in ix.skills:
                return Resolved([versioned], ix.skill_display.get(versioned, versioned))
        if not re.fullmatch(r"[a-z0-9-]+", k):
            return Resolved(display=text)  # symbols never fuzzy-match: c# is not c++
        if k in _EVERYDAY:
            return Resolved(display=text)  # `lunch?` is not a typo of launch
        if k in self._unhyphenated:  # `opensource` for open-source
            found = self._unhyphenated[k]
            return Resolved([found], ix.skill_display.get(found, found))
        if self.known_skill(k):
            return Resolved(display=text)  # a skill nobody here has: `rust` is not rest
        begun = self._skill_begun(k)
        # A skill of one word, most of whose name was typed, the rest letters (`crypto` for
        # cryptography): `design` is not design-systems, `direct` not directx12; within a
        # sentence only a long word (`secure` is no skill there).
        rest = begun[len(k) :] if begun else ""
        if begun and "-" not in begun and rest.isalpha() and 2 * len(k) >= len(begun) and (
            not exact or len(k) >= 6
        ):
            return Resolved([begun], ix.skill_display.get(begun, begun), fuzzy=True)
        if exact or whole_word(k):
            return Resolved(display=text)
        targets: list[tuple[str, float]] = []
        edits: dict[str, int] = {}
        for spelling, score in self._fuzzy(k, self.skill_spelling_vocab):
            target = ix.skill_spellings[spelling]
            if target not in edits:
                targets.append((target, score))
            edits[target] = min(edits.get(target, 99), OSA.distance(k, spelling))
        best = clear_best(targets)
        if len(best) > 1:
            # Equal scores: fewer edits wins, a swap of two letters counting as one
            # (`nsetjs` is one swap from nestjs, two letters from nextjs).
            fewest = min(edits[b] for b in best)
            best = [b for b in best if edits[b] == fewest]
        if len(best) > 1:
            # still equal: a doubled letter typed once is the likeliest slip (`tensort` is
            # tensorrt rather than tensor)
            doubled = [b for b in best if k in one_double_collapsed(b)]
            best = doubled or best
        if len(best) == 1:
            return Resolved(best, ix.skill_display.get(best[0], best[0]), fuzzy=True)
        return Resolved(display=text)

    def _skill_begun(self, k: str) -> str | None:
        """The one skill listed with a score that begins with a word typed short (`crypto`
        for cryptography), when no other does."""
        if len(k) < MIN_BEGUN or " " in k:
            return None
        found = prefixed(self.ix.scored_skills, k, limit=2)
        return found[0] if len(found) == 1 else None

    def known_skill(self, text: str) -> bool:
        """Whether text names a skill at all, even one nobody here has."""
        k = self.canonical(text)
        return k in self.ix.skills or k in self._world_skills

    @cached_property
    def _world_skills(self) -> frozenset[str]:
        """Every skill the vocabularies know, whether anyone here has it or not."""
        vocab = self.keys.vocab
        # (a language of one letter, `d`, is a letter more often: `team c or team d`)
        languages = (k for k in programming_languages() if len(k) > 1)
        return frozenset({*vocab.topics, *vocab.skill_aliases.values(), *languages})

    @cached_property
    def _unhyphenated(self) -> dict[str, str]:
        """Skills written with hyphens, by their names without them (`opensource`)."""
        return {k.replace("-", ""): k for k in self.ix.skills.keys_list if "-" in k}

    def badge(self, text: str) -> Resolved:
        """Badges whose label holds every word typed, a plural read as one
        (`rockstars`, `open source`)."""
        typed = key(text).split()
        if not typed:
            return Resolved()
        found = []
        for k in self.badge_vocab:
            label = set(k.split())
            if all(w in label or w.removesuffix("s") in label for w in typed):
                found.append(k)
        return Resolved(found, self.ix.badge_display[found[0]]) if found else Resolved()

    def field(self, text: str, exact: bool = False) -> Resolved:
        """The fields of study whose names hold the typed words whole and in order (`cs`:
        Computer Science, and Computer Science and Engineering); `exact` changes nothing, as
        a field is never guessed from a typo."""
        del exact
        typed = typed_field(text)
        if not typed or typed in _NOT_A_FIELD:
            return Resolved()
        near = self.field_words.get(singular(typed).split()[0], ())
        found = [k for k in near if holds(k, typed) or holds(in_english(k), typed)]
        if not found:
            return Resolved(display=text)
        display = self.ix.field_display[found[0]] if len(found) == 1 else typed
        return Resolved(found, display)

    def repo(self, text: str, exact: bool = False) -> Resolved:
        """A repository by owner/name or by name alone (every owner's), or a typo."""
        ix = self.ix
        k = text.strip().strip("`'\"").lower()
        if not k:
            return Resolved()
        if k in ix.repos:
            return Resolved([k], ix.repo_display[k])
        name = k.rsplit("/", 1)[-1]
        if name not in ix.repo_names:
            name = self.keys.vocab.skill_aliases.get(name, name)
        # `the airflow project`: the repository of that name
        own, _, kind = name.rpartition(" ")
        if kind in ("project", "repo", "repository", "codebase") and own in ix.repo_names:
            name = own
        if name in ix.repo_names:
            keys = sorted(ix.repo_names[name])
            return Resolved(keys, ix.repo_display[keys[0]])
        # `spotify's annoy`, its apostrophe folded away: spotify/annoy
        whose, _, called = name.partition(" ")
        if whose.endswith("s") and f"{whose[:-1]}/{called}" in ix.repos:
            k = f"{whose[:-1]}/{called}"
            return Resolved([k], ix.repo_display[k])
        # `the ohif viewer`: its owner's name, then its own in one or many (OHIF/Viewers);
        # `the nf-core rnaseq pipeline`: what it is said after it
        own, _, kind = called.partition(" ")
        called = own if kind in _REPO_KINDS else called
        # `the readium kotlin toolkit`: a name of several words, hyphens between them
        called = "-".join(called.split()) if called.count(" ") < 3 else called
        # (not a vendor's product, which is a skill of its own: `elastic elasticsearch`)
        if called and " " not in called and "/" not in k and not (
            self.canonical(called) in self.scored or self.canonical(whose) in self.scored
            or whose in self.keys.vocab.companies
        ):
            # (`nasa's f prime`: nasa/fprime, its owner's apostrophe folded away)
            single = (called[:-1],) if called.endswith("s") else ()
            forms = dict.fromkeys((called, f"{called}s", *single, called.replace("-", "")))
            owned = [f"{whose}/{c}" for c in forms if f"{whose}/{c}" in ix.repos]
            if not owned and whose.endswith("s"):
                owned = [f"{whose[:-1]}/{c}" for c in forms if f"{whose[:-1]}/{c}" in ix.repos]
            if len(owned) == 1:
                return Resolved(owned, ix.repo_display[owned[0]])
        # `the unreal plugin repo`: the one repository whose name holds those words in order
        # (loom-unreal-plugin)
        typed = re.split(r"[\s_.-]+", name)
        if len(typed) > 1 and "/" not in k:
            joined = "-".join(typed)
            glued = "".join(typed)
            near = self._repo_words().get(typed[0], ())
            named = [n for n in near if f"-{joined}-" in f"-{n.replace('_', '-')}-"]
            if not named:
                # `the terraform aws provider`: its words in another order
                # (terraform-provider-aws)
                words = sorted(typed)
                named = [n for n in near if sorted(re.split(r"[-_]", n)) == words]
            if glued in ix.repo_names:
                named = sorted({*named, glued})
            if len(named) == 1:
                keys = sorted(ix.repo_names[named[0]])
                return Resolved(keys, ix.repo_display[keys[0]])
        # `a khronosgroup repo`: every repository of that owner
        owners = self._owners()
        # `stripe's repos`, its apostrophe folded away: stripe's
        owned = owners.get(name) or (owners.get(name[:-1]) if name.endswith("s") else None)
        if owned and "/" not in k:
            return Resolved(owned, f"{ix.repo_display[owned[0]].split('/')[0]}'s repositories")
        # A skill's own name is that skill, not a typo of a repository (`llvm` is no `vllm`),
        # whether anyone here has it or not (`work on gpus` is no `opus`).
        if exact or self.canonical(name) in ix.skills or self.known_skill(name) or (
            name.endswith("s") and self.known_skill(name[:-1])
        ):
            return Resolved(display=text)
        if "/" in k:
            best = clear_best(self._fuzzy(k, self.repo_vocab))
            if best:
                return Resolved(best, ix.repo_display[best[0]], fuzzy=True)
        # A typo keeps the length of a name, near enough: `onnx runtime` is no `runtime`.
        close = [h for h in self._fuzzy(name, self.repo_name_vocab)
                 if abs(len(h[0]) - len(name)) <= T.REPO_TYPO_LENGTH]  # fmt: skip
        best = clear_best(close)
        if best:
            keys = sorted({r for b in best for r in ix.repo_names[b]})
            return Resolved(keys, ix.repo_display[keys[0]], fuzzy=True)
        return Resolved(display=text)

    def warm(self) -> None:
        """Make the maps of repository words and owners now: at a million profiles they take
        tens of milliseconds, which the first question naming a repository in words would
        wait for."""
        self._repo_words()
        self._owners()

    def repo_word(self, word: str) -> bool:
        """Whether a word is a word of some repository's name (`dbt` of dbt-core)."""
        return word in self._repo_words()

    def _repo_words(self) -> dict[str, list[str]]:
        """Each word of a repository's name (split at `-` and `_`) -> the names holding it,
        made on first use: a name typed in words is looked for among a few."""
        if self._named_by is None:
            named: dict[str, list[str]] = defaultdict(list)
            for n in self.repo_name_vocab:
                for w in dict.fromkeys(re.split(r"[-_]+", n)):
                    named[w].append(n)
            self._named_by = named
        return self._named_by

    def _owners(self) -> dict[str, list[str]]:
        """Each owner of repositories with the repositories, made on first use."""
        if self._owned is None:
            owned: dict[str, list[str]] = {}
            for k in self.ix.repos.keys_list:
                owned.setdefault(k.split("/", 1)[0], []).append(k)
            self._owned = owned
        return self._owned

    def complete_skills(self, text: str, limit: int) -> list[str]:
        """Skills for an autocomplete box: prefixes of skills people have, then close spellings."""
        ix = self.ix
        typed = self.canonical(text) if text.strip() else ""
        if not typed:
            return ix.popular_skills[:limit]
        found = prefixed(ix.scored_skills, typed, limit)
        if len(found) < limit:
            found += [k for k, _ in self._fuzzy(typed, ix.scored_skills) if k not in found]
        return [ix.skill_display.get(k, k) for k in found[:limit]]
