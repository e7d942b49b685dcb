"""Expertise in the profile's own words: a full-text index over each profile's text.

One tantivy document per profile (its position is the `id`), with English stemming so
that word forms match (`kernels` finds "kernel"): the headline, the summary, the
repositories (names, descriptions, topics, roles, contribution summaries) and the
skills and languages. Questions are ranked by BM25. tantivy was chosen over bm25s and
a numpy scan on measurements at a million profiles (`../shared/performance-notes.md`):
0.3 ms p50 top ten, a build in bounded memory, a profile added or removed without
rebuilding, and highlighted snippets for the evidence line. The words a question is searched
by, and their forms, are made in bot.search.query_words.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Callable, Sequence
from itertools import combinations
from pathlib import Path

import numpy as np
import tantivy

from bot.profiles.files import guild_of
from bot.profiles.model import Profile
from bot.search.meaning import short_words
from bot.search.query_words import ANALYZER, STEMMER, terms, word_forms
from bot.search.text import fold
from bot.search.vocab import programming_languages

# Fields of a profile's text, and how an evidence line names each.
FIELDS = {"headline": "the headline", "summary": "the summary", "repos": "the repositories",
          "skills": "the skills", "education": "the education", "badges": "the badges"}  # fmt: skip
_WRITER_HEAP = 64 << 20
_PROGRESS_EVERY = 4096  # profiles between progress reports while indexing
# A word held by this share of the profiles or more says little beside a rarer one.
COMMON_SHARE = 0.25
MAX_COUNTED = 4096  # words whose counts are kept
# Words this long may carry a typo: shorter ones are names and acronyms (`rust`, `trust`).
FUZZY_LENGTH = 5
# Languages named by everyday words, which a message uses as those words (`the cycle to work
# scheme`): read as any other word.
_EVERYDAY_WORDS = frozenset(
    "scheme basic logo swift ruby crystal pascal racket processing mercury julia".split()
)
ALL = "all"
GUILD = "guild"
_NONE = np.zeros(0, np.int32)
# The servers whose profiles a search leaves out: others than the one asking. Left out
# rather than the shared and one's own required, since the shared are most of the index, and
# requiring them would intersect every search with a posting of nearly every profile.
Hidden = Sequence[int]
# An evidence quote spans at most this many characters of the profile's text, found in a
# stretch of at most SNIPPET_LENGTH.
QUOTE_LENGTH = 60
SNIPPET_LENGTH = 600


def _schema() -> tantivy.Schema:
    builder = tantivy.SchemaBuilder()
    builder.add_integer_field("id", stored=True, indexed=True, fast=True)
    # The server a profile was added in (0: shared): a server's question reads only its own
    # and the shared ones, so that others' never crowd them out of the first matches.
    builder.add_integer_field(GUILD, indexed=True, fast=True)
    for name in FIELDS:
        builder.add_text_field(name, stored=True, tokenizer_name=ANALYZER)
    # Every field again in one, which questions search: one posting list a word, where a
    # query over six fields reads six (five times faster at a million profiles).
    # (its words keep their accents, and are written again without them: _document)
    builder.add_text_field(ALL, stored=False, tokenizer_name="en_stem")
    return builder.build()


def _document(i: int, p: Profile) -> tantivy.Document:
    repos = []
    for c in p.contributions:
        repos += [c.repo.replace("/", " ").replace("-", " "), c.description or "", c.role or ""]
        repos += [c.summary or "", " ".join(t.replace("-", " ") for t in c.topics)]
    skills = [s.name.replace("-", " ") for s in p.skills] + list(p.languages)
    education = [f"{e.degree or ''} {e.school or ''}" for e in p.education]
    fields = {
        "headline": p.headline or "", "summary": p.summary or "",
        "repos": "\n".join(r for r in repos if r), "skills": "\n".join(skills),
        "education": "\n".join(education), "badges": "\n".join(p.badges),
    }  # fmt: skip
    searched = "\n".join(fields.values())
    # A word with accents is searched as typed without them too (`tuv` finds TÜV, as questions
    # are folded), but for the person's own name: typed without them, a name is found as a
    # name (bot.search.names), or by a typo's leeway, as before.
    own = set(fold(p.name).split())
    accented = [] if searched.isascii() else _ACCENTED.findall(searched)
    # (a syllable of two letters folded is some other word: `hà` of Hà Nội is no `ha`)
    plain = [f for w in accented if len(f := fold(w)) > 2 and f not in own]
    if plain:
        searched = f"{searched}\n{' '.join(dict.fromkeys(plain))}"
    return tantivy.Document(id=i, **{GUILD: guild_of(p.source)}, **fields, **{ALL: searched})


# A word with a letter beyond ASCII.
_ACCENTED = re.compile(r"\w*[^\x00-\x7f\W]\w*")


class FullText:
    """The full-text index of one snapshot's profiles."""

    def __init__(
        self, index: tantivy.Index, on_change: Callable[[Sequence[int]], None] | None = None
    ) -> None:
        index.register_tokenizer(ANALYZER, STEMMER)
        self.index = index
        # Told the ids a change deletes before the change is written: how the stored index
        # is put back as it was built at the next start (bot.snapshot.cache).
        self.on_change = on_change
        self.schema = index.schema
        index.reload()
        self.searcher = index.searcher()
        self._counts: dict[str, int] = {}  # how many profiles hold each word asked about
        # Each id's place in name order, which equal scores are ordered by (set by the
        # Directory): not the order the documents were added in, which changes lay over.
        self.ties: np.ndarray | None = None

    @classmethod
    def build(
        cls,
        profiles: Sequence[Profile],
        path: Path | None = None,
        progress: Callable[[str, int, int], None] | None = None,
    ) -> FullText:
        """Index every profile, in memory, or in the folder path (emptied first); `progress`
        is told every few thousand profiles."""
        if path is not None:
            shutil.rmtree(path, ignore_errors=True)
            path.mkdir(parents=True)
        index = tantivy.Index(_schema(), path=str(path) if path is not None else None)
        index.register_tokenizer(ANALYZER, STEMMER)
        writer = index.writer(_WRITER_HEAP, 1)
        for i, p in enumerate(profiles):
            if progress is not None and i and not i % _PROGRESS_EVERY:
                progress("indexed", i, len(profiles))
            writer.add_document(_document(i, p))
        writer.commit()
        writer.wait_merging_threads()
        return cls(index)

    def changed(self, removed: Sequence[int], added: Sequence[tuple[int, Profile]]) -> FullText:
        """The index with the documents of the ids removed deleted and the profiles added
        indexed under their ids, as a new FullText: this one keeps answering from what it
        held, as a snapshot must."""
        if self.on_change is not None:
            self.on_change(removed)
        writer = self.index.writer(_WRITER_HEAP, 1)
        for i in removed:
            writer.delete_documents_by_term("id", int(i))
        for i, p in added:
            writer.add_document(_document(i, p))
        writer.commit()
        writer.wait_merging_threads()
        return FullText(self.index, self.on_change)

    def revert(self, size: int, removed: Sequence[int], profiles: Sequence[Profile]) -> None:
        """Put back the index of the first `size` profiles after changes: delete every
        document added after them, and index again those of `removed` (ids below size)."""
        writer = self.index.writer(_WRITER_HEAP, 1)
        writer.delete_documents_by_query(
            tantivy.Query.range_query(self.schema, "id", tantivy.FieldType.Integer, size, None)
        )
        for i in removed:
            writer.delete_documents_by_term("id", int(i))
            writer.add_document(_document(i, profiles[i]))
        writer.commit()
        writer.wait_merging_threads()
        self.index.reload()
        self.searcher = self.index.searcher()

    @classmethod
    def open(cls, path: Path) -> FullText | None:
        """The index stored in the folder path; None when there is none."""
        try:
            if not tantivy.Index.exists(str(path)):
                return None
            return cls(tantivy.Index(_schema(), path=str(path), reuse=True))
        except (OSError, ValueError) as exc:  # a folder that is not a whole index
            del exc
            return None

    def search(
        self,
        words: Sequence[str],
        limit: int,
        typos: bool = True,
        hidden: Hidden = (),
    ) -> np.ndarray:
        """The ids of the profiles whose text holds the words, best first: all of them, or,
        when no profile holds all, at least two thirds of them (`recommendation systems`
        for a profile that says "recommendation models"), or of two words either, when
        each is in some profile. With `typos`, a long word also finds the words within an
        edit or two of it, when the words as typed find nobody."""
        if not words:
            return _NONE
        words = self.in_full(words)
        common = self._common(words)
        if common and len(common) < len(words):
            # A word most profiles hold (`gpus`, `systems`) ranks the profiles that hold the
            # rarer ones rather than requiring it: `hopper gpus` is whoever worked on Hopper.
            rare = [w for w in words if w not in common]
            ids = self._boolean(rare, common, limit, hidden)
            if len(ids):
                return ids
        ids = self._query(words, every_word=True, limit=limit, hidden=hidden)
        if len(ids):
            return ids
        if typos and any(len(w) >= FUZZY_LENGTH for w in words):
            ids = self._fuzzy(words, tantivy.Occur.Must, limit, hidden)  # `distributed sytems`
            if len(ids):
                return ids
        if len(words) == 1:
            return ids
        if len(words) == 2:
            # Two words no profile holds together, each held by some (`llm inference`):
            # the profiles that hold either.
            if typos:
                if all(len(self._fuzzy([w], tantivy.Occur.Must, 1, hidden)) for w in words):
                    return self._fuzzy(words, tantivy.Occur.Should, limit, hidden)
            elif all(len(self._query([w], True, 1, hidden)) for w in words):
                return self._query(words, every_word=False, limit=limit, hidden=hidden)
            return _NONE
        need = -(-2 * len(words) // 3)
        parts = [self._query(p, True, limit, hidden) for p in combinations(words, need)]
        found = np.unique(np.concatenate(parts))
        if not len(found):
            return _NONE
        ranked = self._query(words, False, len(found) + limit, hidden)
        return ranked[np.isin(ranked, found)][:limit]

    def related(self, words: Sequence[str], limit: int, hidden: Hidden = ()) -> np.ndarray:
        """The ids of the profiles that hold any of the words (a long one with a typo too),
        best first: those a question's meaning is compared with at scale."""
        return self.related_scored(words, limit, hidden)[0]

    def related_scored(
        self, words: Sequence[str], limit: int, hidden: Hidden = ()
    ) -> tuple[np.ndarray, np.ndarray]:
        """As related, with each profile's score."""
        queries = [q for q in map(self._word, self.in_full(words)) if q is not None]
        if not queries:
            return _NONE, np.zeros(0)
        query = tantivy.Query.boolean_query([(tantivy.Occur.Should, q) for q in queries])
        return self._hits(query, limit, hidden)

    def in_field(
        self, field: str, words: Sequence[str], limit: int, hidden: Hidden = ()
    ) -> np.ndarray:
        """The ids of the profiles whose one field (FIELDS) holds the words, best first: a
        role in the headline (`intern`, `engineering manager`), a badge's label. Words that
        some profile holds in the order written, two words between them at most, are wanted
        so (`senior engineer` is a Senior Embedded Software Engineer, `data engineer` no
        Backend Engineer at Vistula Data)."""
        if not words:
            return _NONE
        # A title's words in another order are another title (`Engineer at Kestrel Data`).
        said = f'"{" ".join(words)}"~2' if len(words) > 1 else terms(words, every_word=True)
        try:
            query = self.index.parse_query(said, [field])
        except ValueError:
            return _NONE
        return self._ids(query, limit, hidden)

    def in_full(self, words: Sequence[str]) -> list[str]:
        """The words, each typed short that no profile holds as typed written in full (`appt`:
        appointment); one some profiles hold as typed (`perf`) stays as it is."""
        full = short_words()
        return [full[w] if full.get(w, "").isalpha() and not self.share(w) else w for w in words]

    def share(self, word: str) -> float:
        """The share of the profiles whose text holds a word (in the form most of them hold
        it in): read from the index's term dictionary, not by counting the matches, which
        costs milliseconds for a word half of a million profiles hold."""
        total = self.searcher.num_docs
        count = self._counts.get(word)
        if count is None:
            stems = {stem for form in word_forms(word) for stem in STEMMER.analyze(form)}
            count = max((self.searcher.doc_freq(ALL, stem) for stem in stems), default=0)
            count = min(count, total)  # removed profiles still count until segments merge
            if len(self._counts) >= MAX_COUNTED:
                self._counts.clear()
            self._counts[word] = count
        return count / total if total else 0.0

    def _common(self, words: Sequence[str]) -> set[str]:
        """The words at least COMMON_SHARE of the profiles hold."""
        return {w for w in words if self.share(w) >= COMMON_SHARE}

    def _word_exact(self, w: str) -> tantivy.Query | None:
        try:
            return self.index.parse_query(terms([w], every_word=True), [ALL])
        except ValueError:
            return None

    def _boolean(
        self, must: Sequence[str], should: Sequence[str], limit: int, hidden: Hidden
    ) -> np.ndarray:
        """Profiles that hold every word of `must`, ranked with the words of `should` too."""
        parts = []
        for words, occur in ((must, tantivy.Occur.Must), (should, tantivy.Occur.Should)):
            for w in words:
                query = self._word_exact(w)
                if query is None:
                    return _NONE
                parts.append((occur, query))
        return self._ids(tantivy.Query.boolean_query(parts), limit, hidden)

    def _word(self, w: str) -> tantivy.Query | None:
        """A query for one word: as written, or, when long, within an edit of a word of the
        profiles (two edits from eight letters on), a swap counting one."""
        try:
            exact = self.index.parse_query(terms([w], every_word=True), [ALL])
        except ValueError:
            return None
        if len(w) < FUZZY_LENGTH or (w in programming_languages() and w not in _EVERYDAY_WORDS):
            return exact  # (`scala` is a language of its own, not a typo of `scale`)
        # Indexed words are stemmed: the typed word is stemmed the same way, then compared
        # (`recomendation` is `recomend`, one edit from `recommend`).
        stem = (STEMMER.analyze(w) or [w])[0]
        if len(stem) < FUZZY_LENGTH:  # `taking` is `take`: one edit from too many words
            return exact
        near = tantivy.Query.fuzzy_term_query(
            self.schema, ALL, stem, distance=1 if len(stem) < 8 else 2
        )
        return tantivy.Query.boolean_query(
            [(tantivy.Occur.Should, exact), (tantivy.Occur.Should, near)]
        )

    def _fuzzy(
        self, words: Sequence[str], occur: tantivy.Occur, limit: int, hidden: Hidden
    ) -> np.ndarray:
        """The profiles that hold every word (Must) or any (Should), typos allowed; with
        Must, a word most profiles hold only ranks them, as in `search`."""
        queries = [q for q in map(self._word, words) if q is not None]
        if not queries:
            return _NONE
        parts = [(occur, q) for q in queries]
        if occur == tantivy.Occur.Must and len(queries) > 1:
            total = self.searcher.num_docs
            counts = [self.searcher.search(q, 1, count=True).count for q in queries]
            common = [c >= COMMON_SHARE * total for c in counts]
            if any(common) and not all(common):
                parts = [(tantivy.Occur.Should if c else occur, q)
                         for c, q in zip(common, queries, strict=True)]  # fmt: skip
        return self._ids(tantivy.Query.boolean_query(parts), limit, hidden)

    def _query(
        self, words: Sequence[str], every_word: bool, limit: int, hidden: Hidden
    ) -> np.ndarray:
        try:
            query = self.index.parse_query(terms(words, every_word), [ALL])
        except ValueError:  # words the query language reads otherwise (`0000`): no match
            return _NONE
        return self._ids(query, limit, hidden)

    def _ids(self, query: tantivy.Query, limit: int, hidden: Hidden) -> np.ndarray:
        """The ids of the best matches of a query, among the servers' profiles given."""
        return self._hits(query, limit, hidden)[0]

    def _hits(
        self, query: tantivy.Query, limit: int, hidden: Hidden
    ) -> tuple[np.ndarray, np.ndarray]:
        """The ids of the best matches of a query and their scores, best first."""
        if limit <= 0:  # the library panics when asked for no matches
            return _NONE, np.zeros(0)
        if len(hidden):
            others = tantivy.Query.term_set_query(self.schema, GUILD, list(hidden))
            query = tantivy.Query.boolean_query(
                [(tantivy.Occur.Must, query), (tantivy.Occur.MustNot, others)]
            )
        hits = self.searcher.search(query, limit, count=False).hits
        if not hits:
            return _NONE, np.zeros(0)
        # Ids from the fast column: reading each stored document would cost far more.
        ids = np.array(self.searcher.fast_field_values("id", [a for _, a in hits]), np.int32)
        scores = np.array([s for s, _ in hits], np.float64)
        if self.ties is not None and len(ids) > 1:
            order = np.lexsort((self.ties[ids], -scores))
            ids, scores = ids[order], scores[order]
        return ids, scores

    def held(self, i: int, words: Sequence[str], enough: int) -> int:
        """How many of the words (a long one with a typo too) person i's text holds, counted
        up to `enough`."""
        one = self.index.parse_query(f"id:{i}", ["id"])
        held = 0
        for w in dict.fromkeys(self.in_full(words)):
            query = self._word(w)
            if query is None:
                continue
            both = tantivy.Query.boolean_query(
                [(tantivy.Occur.Must, one), (tantivy.Occur.Must, query)]
            )
            held += bool(self.searcher.search(both, 1, count=False).hits)
            if held >= enough:
                break
        return held

    def quote(self, i: int, words: Sequence[str]) -> str:
        """Where person i's text matches the words best: `“GPU kernels” in the summary`."""
        try:
            query = self.index.parse_query(terms(self.in_full(words), every_word=False),
                                           list(FIELDS))
        except ValueError:
            return ""
        found = self.searcher.search(self.index.parse_query(f"id:{i}", ["id"]), 1, count=False)
        if not found.hits:
            return ""
        doc = self.searcher.doc(found.hits[0][1])
        best: tuple[int, str, int] = (0, "", 0)
        for field, said in FIELDS.items():
            snippet = tantivy.SnippetGenerator.create(self.searcher, query, self.schema, field)
            snippet.set_max_num_chars(SNIPPET_LENGTH)
            piece = snippet.snippet_from_doc(doc)
            # The marks count bytes of the UTF-8 text, not characters (`Siobhán`).
            fragment, marks = piece.fragment().encode(), piece.highlighted()
            # The shortest run of the fragment that holds the most of the matched words.
            for a in range(len(marks)):
                for b in range(a, len(marks)):
                    start, end = marks[a].start, marks[b].end
                    if end - start > QUOTE_LENGTH:
                        break
                    held = len({fragment[m.start : m.end].lower() for m in marks[a : b + 1]})
                    if held > best[0] or (held == best[0] and end - start < best[2]):
                        run = " ".join(fragment[start:end].decode(errors="replace").split())
                        best = (held, f"“{run}” in {said}", end - start)
        return best[1]
