"""A degree as a question asks for it: `a master's`, `phds`, `only a bachelor's`, `who
doesn't have a phd`, `a phd (completed)`. Degree phrases come from the bundled vocabulary
(data/vocab/degrees.json), the same that reads the profiles.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from bot.search.vocab import Vocab, is_level_word, load_vocab

# Fields of study, as a question names them after a degree.
_FIELD = re.compile(
    r" (?:in|of) (?:cs|comp ?sci|computer science|ee|electrical engineering|computer engineering"
    r"|ce|math|maths|mathematics|physics|statistics|stats|ml|machine learning|ai|artificial"
    r" intelligence|data science|software engineering|se|informatics|economics|finance"
    r"|business|engineering|information technology|it|bioinformatics|chemistry|biology)\b"
)


@cache
def _degrees() -> tuple[Vocab, re.Pattern[str]]:
    """The bundled vocabulary and a pattern of its degree phrases with the words around them
    (`has a`, `degree`, a plural s), read once, on the first question that needs them."""
    vocab = load_vocab()
    phrases = "|".join(re.escape(p) for p in sorted(vocab.question_degrees, key=len, reverse=True))
    return vocab, re.compile(
        r"\b(?:(?:has|have|with|holds?|hold|got|earned|a|an) (?:a |an )?)?"
        rf"(?P<phrase>{phrases})s?(?: degre+s?| holders?)?(?!\w)"
    )


@dataclass(frozen=True)
class Degree:
    """A degree a question asks for: its level (phd, master, bachelor); the particular degree
    typed, when it names one (`meng`, as Vocab.particular writes it); and whether
    it must be the highest a person holds (`only a bachelor's`)."""

    level: str
    name: str | None = None
    only: bool = False
    said: str = ""  # the particular degree as typed
    without: bool = False  # asked for the people who do not hold it (`who doesn't have a phd`)
    finished: bool = False  # asked as done, not still studied for (`who has finished a phd`)
    alternative: Degree | None = None  # another degree either of which will do (`a phd or a
    # master's`)


_ONLY = re.compile(
    r"\b(?:only|just|merely|no more than|nothing (?:more|higher) than|(?:highest|top)"
    r" (?:degree|education|qualification) (?:is|was)|(?<!never )(?<!not )stopped (?:at|after))\s*$"
)
_ONLY_AFTER = re.compile(r"\s*(?:only|and nothing (?:more|higher))\b")
# What an only degree says already: `only a bachelor's and no master's`.
_NONE_HIGHER = re.compile(
    r",? (?:and|but|with) (?:no |not an? |without (?:an? )?)(?:masters?|master's|msc|mba|phd|ph\.d"
    r"|doctorate|higher degree|postgrad\w*)(?: degree)?\b"
)
_WITHOUT = re.compile(
    r"\b(?:doesnt|dont|didnt|does not|do not|did not|hasnt|havent|without|no|not|never)"
    r"(?: (?:have|has|hold|holds|got|get|earn|earned|finish|finished|complete|completed"
    r"|with))?\s*$"
)


# Where someone works or worked, said right before a name that is also a degree's.
_AT_WORK = re.compile(
    r"\b(?:(?:works?|worked|working|employed|was|were|used to work|used to be) (?:for|with|in"
    r"|by)|at|ex-|ex)\s*$"
)


# `master` before a thing it names: the first copy or the main one (`the master image files`,
# `the master branch`), not the degree (`a master in physics`, `master students`).
_MASTER_COPY = re.compile(
    r" (?!(?:in|of|from|at|students?|degrees?|level|programs?|programmes?|thesis|candidates?"
    r"|holders?|or|and)\b)[a-z]"
)


# `the delivered masters`, `our audio masters`: recordings' first copies, after an article and
# a word saying which or none (not `the masters degree`, `the masters in cs`, `the same
# masters`, `who has the masters`).
_MASTERS_HELD = re.compile(r"(?<!\bhas )(?<!\bhave )(?<!\bhad )(?<!\bholds )(?<!\bhold )"
                           r"(?<!\bdid )(?<!\bgot )(?<!\bwith )(?<!\bdoing )"
                           r"\b(?:the|our|those|these|all)(?: (?!(?:same|relevant|required"
                           r"|right|proper|full|completed|finished|taught|research|integrated)\b)"
                           r"[\w-]+)? $")
_MASTERS_DEGREE = re.compile(r" (?:degrees?|in|of|from|at|level|programs?|programmes?|students?"
                             r"|holders?)\b")


# A degree asked as done: `who has finished a phd`, `a phd (completed, not in progress)`.
_FINISHED = re.compile(
    r"\b(?:finished|completed|earned|done with|got|gotten|actually has|actually have)"
    r"(?: (?:a|an|their|his|her))?\s*$"
)
# (in brackets, or the last word: `a phd completed at oxford` says where)
_FINISHED_AFTER = re.compile(
    r"\s*\((?:completed|finished|done)\b[^)]*\)|\s+(?:completed|finished)$"
)


def read_degree(text: str) -> tuple[Degree | None, str]:
    """The degree a question asks for, and the rest."""
    vocab, pattern = _degrees()
    m = pattern.search(text)
    if not m:
        return None, text
    level = vocab.degree_level(m["phrase"])
    at_work = _AT_WORK.search(text, 0, m.start()) and m[0] == m["phrase"] and not (
        is_level_word(m["phrase"]) or text.startswith(" level", m.end())
    )
    if level is None or at_work:
        return None, text  # `who was at msc before`: a company of that name
    if m[0] == m["phrase"] == "master" and _MASTER_COPY.match(text, m.end()):
        return None, text  # `the master image files`: the first copy, no degree
    if m[0] == m["phrase"] in ("master", "masters") and _MASTERS_HELD.search(
        text, max(0, m.start() - 40), m.start()
    ) and not _MASTERS_DEGREE.match(text, m.end()):
        return None, text  # `checks the delivered masters`: recordings, no degree
    # The field of a degree (`a masters in cs`) says what was studied, not a skill: read
    # past it rather than as one (`cs` is no misspelt css).
    end = m.end()
    field = _FIELD.match(text, end)
    if field:
        end = field.end()
    name = None if is_level_word(m["phrase"]) else vocab.particular(m["phrase"])
    only = _ONLY.search(text, 0, m.start())
    after = _ONLY_AFTER.match(text, end)
    if after:
        end = after.end()
    higher = _NONE_HIGHER.match(text, end) if only or after else None
    if higher:
        end = higher.end()
    without = _WITHOUT.search(text, 0, m.start()) if not only else None
    finished = _FINISHED.search(text, 0, m.start())
    done_after = _FINISHED_AFTER.match(text, end)
    if done_after:
        end = done_after.end()
    start = (only or without or finished or m).start()
    alternative = None
    other = _OR.match(text, end)
    if other and not without:
        # `who has a phd or a master's`: either
        alternative, rest = read_degree(text[other.end() :])
        if alternative is not None and rest.strip(" ?!.") == "":
            end = len(text)
        else:
            alternative = None
    degree = Degree(level, name, bool(only or after), m["phrase"] if name else "", bool(without),
                    bool(finished or done_after), alternative)  # fmt: skip
    return degree, text[:start] + text[end:]


# Another degree after one, either of which will do: `or a master's`.
_OR = re.compile(r",? or (?=(?:a |an )?\w)")
