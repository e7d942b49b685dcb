"""A bound on a figure of the profile as a question says it: `more than 100 stack overflow
answers`, `500+ commits`, `so rep over 1k`, `reached a million people`, `zero badges`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bot.answers.amounts import NUMBER_WORDS, OPS
from bot.answers.rewrite import rewrite


@dataclass(frozen=True)
class FigureBound:
    """A bound on a figure of the profile (bot.search.figures.FIGURES): `more than 100
    stack overflow answers` is (answers, gt, 100)."""

    figure: str
    op: str
    n: int


# The figures a bound can be said of, as typed, the longest first.
_BOUNDED = {
    "stack overflow answers": "answers", "so answers": "answers", "answers": "answers",
    "stack overflow questions": "questions", "so questions": "questions",
    "stackoverflow questions": "questions",
    "stackoverflow answers": "answers", "stackoverflow reputation": "reputation",
    "stack overflow answer": "answers", "stackoverflow answer": "answers", "so answer": "answers",
    "stack overflow question": "questions", "so question": "questions",
    "stackoverflow rep": "reputation", "stack overflow rep": "reputation",
    "stack overflow reputation": "reputation", "so reputation": "reputation",
    "so rep": "reputation", "reputation": "reputation", "rep": "reputation", "karma": "reputation",
    "people reached": "reached", "badges": "badges", "badge": "badges", "skills": "skills",
    "listed skills": "skills", "programming languages": "languages", "languages": "languages",
    "contributions": "contributions", "github contributions": "contributions",
    "repos": "contributions", "repositories": "contributions", "commits": "commits",
    "commit": "commits", "prs": "prs", "pr": "prs", "pull requests": "prs", "reviews": "reviews",
    "code reviews": "reviews", "issues": "issues", "comments": "comments", "degrees": "degrees",
    "degree": "degrees",
}  # fmt: skip
_BOUNDED_WORDS = "|".join(sorted(_BOUNDED, key=len, reverse=True))
_FIGURE_BOUND = re.compile(
    rf"\b(?:(?P<op>{'|'.join(sorted(map(re.escape, OPS), key=len, reverse=True))}) ?)?"
    r"(?P<n>\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?k?|\d+|one|two|three|four|five|ten)"
    r"(?P<plus> ?\+| or (?:more|over|above)| or (?P<less>fewer|less|under|below))?"
    rf" (?P<what>{_BOUNDED_WORDS})\b(?: on (?:stack ?overflow|so|github))?"
)
# The figure said before its bound: `so rep over 1k`, `stack overflow answers above 100`.
_FIGURE_FIRST = re.compile(
    r"\b(?P<what>(?:stack ?overflow |so )?(?:rep|reputation)|(?:stack ?overflow|so) (?:answers"
    r"|questions)) (?P<op>over|above|more than|under|below|less than|fewer than|at least|at most)"
    r" (?P<n>\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?k?)\b"
)
# A question of people: `list everyone w/ so rep over 1k`, `who has so rep over 1k`.
_ASKED_OF_PEOPLE = re.compile(r"^(?:who|whos|anyone|anybody|list|show|how many|everyone|people)\b")
# People reached, said after the verb: `reached more than a million people`.
_REACHED_BOUND = re.compile(
    rf"\breached (?P<op>{'|'.join(sorted(map(re.escape, OPS), key=len, reverse=True))})"
    r" (?P<n>a|one|\d+(?:\.\d+)?) ?(?P<unit>million|m|k|thousand)?(?: people)?"
    r"(?: (?:on|via|with) (?:stack ?overflow|so))?\b"
)
_UNITS = {"million": 1_000_000, "m": 1_000_000, "k": 1000, "thousand": 1000}
# A count held, said with no word of comparison: `who has two degrees`, `anyone with multiple
# badges` (at least that many).
_HELD_COUNT = re.compile(
    r"\b(?:has|have|having|with|got)(?: (?:got|like))?"
    r" (?P<n>[1-9]\d{0,5}|two|three|four|five|ten|multiple|several)"
    rf" (?P<what>{_BOUNDED_WORDS})\b"
)
_SEVERAL = {"multiple": 2, "several": 2}
_SINGULAR = frozenset({"degree", "badge", "commit", "pr", "review"})
# A bound said with no number before the figure: `zero badges`, `no stack overflow answers`.
_ZERO = re.compile(rf"\b(?:zero|0) (?P<what>{_BOUNDED_WORDS})\b")


def read_figure_bound(text: str) -> tuple[FigureBound | None, str]:
    """A bound asked of a figure of the profile (`more than 100 stack overflow answers`, `500+
    commits`, `at least 3 badges`), and the question without it. A number with no word
    of comparison before or after it is no bound (`top 3 skills`)."""
    if _ASKED_OF_PEOPLE.search(text):
        text = rewrite(_FIGURE_FIRST, r"\g<op> \g<n> \g<what>", text)
    m = _FIGURE_BOUND.search(text)
    if m is not None and (m["op"] or m["plus"]):
        said = str(NUMBER_WORDS.get(m["n"], m["n"])).replace(",", "")
        n = round(float(said[:-1]) * 1000) if said.endswith("k") else round(float(said))
        op = OPS[m["op"]] if m["op"] else ("le" if m["less"] else "ge")
        bound = FigureBound(_BOUNDED[m["what"]], op, n)
        return bound, rewrite(r"\s+", " ", text[: m.start()] + " " + text[m.end() :]).strip()
    m = _REACHED_BOUND.search(text)
    if m is not None:
        n = float(NUMBER_WORDS.get(m["n"], m["n"])) * _UNITS.get(m["unit"] or "", 1)
        bound = FigureBound("reached", OPS[m["op"]], round(n))
        return bound, rewrite(r"\s+", " ", text[: m.start()] + " who " + text[m.end() :]).strip()
    m = _HELD_COUNT.search(text)
    # (said in the singular, a count held is one thing, not a bound: `with 1 pr open`)
    if m is not None and m["what"] not in _SINGULAR:
        n = int(_SEVERAL.get(m["n"]) or NUMBER_WORDS.get(m["n"], m["n"]))
        bound = FigureBound(_BOUNDED[m["what"]], "ge", n)
        return bound, rewrite(r"\s+", " ", text[: m.start()] + " " + text[m.end() :]).strip()
    m = _ZERO.search(text)
    if m is not None:
        bound = FigureBound(_BOUNDED[m["what"]], "eq", 0)
        return bound, rewrite(r"\s+", " ", text[: m.start()] + " " + text[m.end() :]).strip()
    return None, text
