"""The words of a full-text query: a question's words without stop words, and each word in
the forms the index should match (`gpu` and `gpus`, `optimisation` and `optimization`), written
in the index's query language. The analysis is the index's own (STEMMER)."""

from __future__ import annotations

import re
from collections.abc import Sequence

import tantivy

# Words that stay out of a query: they occur in every profile or say nothing.
_STOP = frozenset(
    "a an and the of to in on for with at by from or as is are be been it its this that these "
    "those i me my we us our you your he she they them their who whom whose what which how "
    "about into over under any some all do does did done has have had can could would should "
    "will just also very really specific related oriented focused stuff things etc include"
    " includes including involve involves involving"
    # the ask's verbs of ownership say who, not what (`who owns that feature`)
    " owns handles maintains manages responsible"
    # (`who has this competence`: the skill named before it is asked of)
    " competence competences".split()
)
_TOKEN = re.compile(r"[a-z0-9]+")
# Turns of phrase whose words say nothing of what is asked about: `mobile folks heads up`.
_IDIOMS = re.compile(r"\bheads[- ]up\b")
MAX_QUERY_WORDS = 8
# A language named by a letter and a symbol.
_LETTER_LANGUAGE = re.compile(r"(?<![a-z0-9])[a-z](?:#|\+\+)")
# Words this short are acronyms more often than English (`gpu`, `llm`, `api`).
PLURAL_LENGTH = 4


def query_words(text: str, limit: int = MAX_QUERY_WORDS) -> list[str]:
    """The words of text a full-text query uses: lower-case letters and digits, no stop
    words, each once, at most `limit`."""
    # `c#`, `f#`, `c++` are not the letter they start with
    text = _LETTER_LANGUAGE.sub(" ", _IDIOMS.sub(" ", text.lower()))
    words = [w for w in _TOKEN.findall(text) if w not in _STOP]
    return list(dict.fromkeys(words))[:limit]


# The index's own analysis of a word: simple tokens, lower case, accents folded (`tüv` is
# found as typed `tuv`, as questions are folded), the English stemmer.
ANALYZER = "en_fold"
STEMMER = (
    tantivy.TextAnalyzerBuilder(tantivy.Tokenizer.simple())
    .filter(tantivy.Filter.remove_long(40))
    .filter(tantivy.Filter.lowercase())
    .filter(tantivy.Filter.ascii_fold())
    .filter(tantivy.Filter.stemmer("english"))
    .build()
)


def word_forms(w: str) -> list[str]:
    """A word and its other forms: a short word in both numbers, which the stemmer leaves
    apart (`llm`, `llms`; `gpus`, `gpu`; `tds`, `td`): it joins the forms of longer words
    itself, but for a noun in -ety and its adjective (`memory safety` for memory-safe), and
    British and American spellings (`optimisation`, optimization)."""
    american = _BRITISH.sub(lambda m: "iz" + m[0][2:], w)
    if american != w:
        return [w, american]
    if w.endswith("ety") and len(w) > 5:
        return [w, w[:-2]]
    if len(w) <= PLURAL_LENGTH and w[-1] != "s":
        return [w, f"{w}s"]
    if 4 <= len(w) <= PLURAL_LENGTH + 1 and w[-1] == "s" and w[-2] != "s":
        return [w, w[:-1]]
    if w in _COUNTED_ACRONYMS:
        return [w, w[:-1]]
    return [w]


# Roles by their initials, counted (`who are the tds`): the stemmer keeps their s.
_COUNTED_ACRONYMS = frozenset("tds pms ems prs sres sdes qas vps ctos".split())


def forms_of(w: str) -> str:
    """A word in all its forms (word_forms), in the index's query language."""
    forms = word_forms(w)
    return f"({' OR '.join(forms)})" if len(forms) > 1 else w


# British spellings in -ise and -isation: spelled with z in American English.
_BRITISH = re.compile(r"(?<=[a-z]{3})is(?:ation|ations|ed|es|ing|e|er|ers)$")


def terms(words: Sequence[str], every_word: bool) -> str:
    """A query for the words (each in the forms of `forms_of`), all of them or any."""
    return (" AND " if every_word else " OR ").join(map(forms_of, words))
