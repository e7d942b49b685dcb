"""How a question asks for its people: how many, the best or the top N, the weakest, or
ranked by a figure of the profile; read from a question's folded text (bot.answers.clauses)."""

from __future__ import annotations

import re

from bot.answers import phrasing as P
from bot.answers.amounts import Years
from bot.answers.question import Question
from bot.answers.rewrite import rewrite

# Numbers a `top` question writes as words.
_COUNTED = {"two": "2", "three": "3", "four": "4", "five": "5", "ten": "10"}
# A ranking asked for by its verb: `rank the go people by skill pls`.
_RANK = re.compile(
    r"^(?:(?:pls|please|can you|could you|can u) )?(?:rank|ranking of)(?: (?:the|all|our))?\b"
    r"(?:(?P<by>.*?) by (?:skill|skill level|score|level)\b)?"
)
# The most people a top N names: more than any directory holds.
MAX_TOP = 10**9

# The least of a figure (not `at least`, nor the least of a skill or of years, read
# elsewhere)
_BOTTOM = re.compile(r"\bbottom(?= (?:\d{1,2}|two|three|four|five|ten)\b)")
# The weakest at a skill: its ranking read from the bottom.
_WORST = re.compile(
    r"\b(?:the )?(?:(?P<n>\d{1,2}|two|three|four|five|ten) )?(?:worst|weakest|least (?:good"
    r"|skilled|experienced|proficient|strong)"
    r"|lowest[- ](?:ranked|rated|scored|scoring))(?: (?:person|one|dev|devs|people))?"
    r" (?:at|in|with|on)\b"
)
_FEWEST = re.compile(r"(?<!\bat )\b(?:fewest|least|lowest|smallest number of|lowest number of)\b")


def how_asked(text: str, query: Question) -> str:
    """How the question asks (how many, the best, the top N, by a figure), and the rest."""
    # `the fewest commits`, `lowest stack overflow reputation`: the ranking of the most,
    # read the other way round
    low = _FEWEST.search(text)
    said = text[: low.start()] + "most" + text[low.end() :] if low else text
    bottom = _BOTTOM.search(said)  # `bottom 3 by commits`: the top 3, fewest first
    said = said[: bottom.start()] + "top" + said[bottom.end() :] if bottom else said
    for metric, pattern in P.METRICS:
        m = pattern.search(said)
        if m:
            query.how, query.metric = "best", metric
            query.fewest = low is not None or bottom is not None
            text = said[: m.start()] + " " + said[m.end() :]
            break
    if P.COUNT.search(text):
        query.how = "count"
        text = P.COUNT.sub(" ", text)
    m = P.TOP.search(text)
    if m:
        said = m["n"] or m["m"]
        # (`top 99999999999` is everyone, ranked; a run of digits too long for a number too)
        said = _COUNTED.get(said, said)
        query.how, query.top = "best", min(int(said), MAX_TOP) if len(said) < 12 else MAX_TOP
        # `the 2 most experienced`: the number stays for the years ranking to read.
        text = text[: m.start()] + " " + (m["rest"] or "") + " " + text[m.end() :]
    m = _RANK.match(text)
    # `rank the go people by skill`, not by what no profile gives (`rank all by priority`)
    if m and not re.search(r"\bby\b", text[m.end() :]):
        query.how = "best" if query.how == "list" else query.how
        text = (m["by"] or "") + text[m.end() :]
    m = P.BEST.search(text)
    if m and query.how == "list":
        query.how = "best"
        text = text[: m.start()] + " " + text[m.end() :]
    m = _WORST.search(text)
    if m and query.how == "list":
        query.how, query.fewest = "best", True
        if m["n"]:  # `the 3 weakest at python`
            query.top = int(_COUNTED.get(m["n"], m["n"]))
        text = text[: m.start()] + " " + text[m.end() :]
    if query.metric == "coding":
        query.metric, query.years = None, Years("least" if query.fewest else "most", 0)
        query.fewest = False
    return rewrite(r"\s+", " ", text).strip()
