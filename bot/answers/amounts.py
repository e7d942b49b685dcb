"""Years of experience and skill scores, as a question asks for them.

`more than 5 years`, `10+ yrs`, `between 2 and 5 years`, `exactly a year`, `5 or more
years of employment`, `the most experienced`; `python 9+`, `8/10 or better`. Degrees are
read in bot.answers.degrees_asked, bounds on other figures in bot.answers.figures_asked.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bot.answers.rewrite import rewrite


@dataclass(frozen=True)
class Years:
    """A years condition: `op` is gt, ge, lt, le, eq or between (n to `to`, both included),
    or most / least (everyone with known years, in that order); of coding or employment."""

    op: str
    n: int
    to: int | None = None
    of: str = "coding"


_YEARS_MOST = re.compile(
    r"\b(?:most|longest|the most) (?:(?:coding|programming|dev|industry|professional|work) )?"
    r"(?:experience|experienced|years|senior|seasoned)\b"
    r"|\bmost experienced\b|\bmost senior\b|\bmost years\b|\bsenior ?most\b|\bveterans?\b"
    r"|\bby (?:years|experience|seniority)(?: of (?:coding|programming|experience))?\b"
    r"|\bseniors?\b"
    # `who started coding first`: the longest at it
    r"|\b(?:started|began|learned|learnt) (?:coding|programming|to code|to program)"
    r" (?:first|earliest|the earliest|the longest ago)\b"
)
_YEARS_LEAST = re.compile(
    r"\b(?:been )?(?:coding|programming|coded)(?: for)? the (?:least|shortest)(?: time)?\b|"
    r"\b(?:least|fewest|shortest) (?:(?:coding|programming|dev|industry|professional|work) )?"
    r"(?:experience|experienced|years)\b|\bmost junior\b"
    r"|\bleast senior\b|\bnewest\b|\bjuniors?\b|\bnew grads?\b|\brecent grads?\b|\bfreshers?\b"
    # `who started coding most recently`
    r"|\b(?:started|began|learned|learnt) (?:coding|programming|to code|to program)"
    r" (?:(?:the )?most recently|last|latest|the latest)\b"
)
_YEARS_THRESHOLD = re.compile(
    r"(?P<op>more than|over|above|at least|>=|>|minimum of|minimum|min\.?|no less than"
    r"|not less than|maximum of|maximum|max\.?"
    r"|longer than|less than|under|fewer than|below|at most|<=|<|no more than|up to"
    r"|shorter than)\s*(?P<n>\d{1,3})"
    r"\s*\+?\s*(?:years?|yrs?|y)\b(?: of)?(?: (?:coding|programming|experience|exp))*"
)
_YEARS_PLUS = re.compile(
    r"\b(?P<n>\d{1,3})\s*\+\s*(?:years?|yrs?|y)\b(?: of)?"
    r"(?: (?:coding|programming|experience|exp))*"
)
_BY_YEARS = re.compile(
    r"\b(?:by|in|on) (?:coding |programming )?(?:years|experience|yoe)(?: of (?:coding"
    r"|programming|experience))?\b"
)
YEARS_BARE = re.compile(r"\b(?:experience|experienced|years|seniority)\b")
_YEAR_WORD = r"(?:years?|yrs?|y)\b"
_YEARS_BETWEEN = re.compile(
    rf"(?:(?:somewhere |anywhere )?between |from )?(?P<n>\d{{1,2}}) ?(?:to|and|or|-|–|until|till"
    rf"|til|up to)"
    rf" ?(?P<m>\d{{1,2}}) ?{_YEAR_WORD}"
    r"(?: of)?(?: (?:coding|programming|experience|exp))*(?: range| bracket| band)?"
    r"(?: \(?inclusive\)?)?"
)
# `more than 5 but fewer than 10 years`: both bounds.
_YEARS_BOTH = re.compile(
    r"(?P<lo>more than|over|above|at least) (?P<n>\d{1,2})(?: (?:years?|yrs?))? (?:but|and)"
    r" (?P<hi>less than|fewer than|under|below|at most|no more than) (?P<m>\d{1,2})"
    rf" ?{_YEAR_WORD}(?: of)?(?: (?:coding|programming|experience|exp))*"
)
_YEARS_OR = re.compile(
    rf"(?P<n>\d{{1,2}}) ?(?:{_YEAR_WORD} )?(?:of (?:coding|programming|experience) )?or"
    r" (?P<dir>more|over|above|longer|less|fewer|under"
    rf"|below)(?: {_YEAR_WORD})?(?: of)?(?: (?:coding|programming|experience|exp))*"
)
_YEARS_COUNT = re.compile(
    r"(?:\b(?P<exact>exactly|only|just) (?:(?:been|had|have) )?(?:\w+ )?(?:for )?)?"
    # (an age or a time ago is no experience: `7 yr old patient`, `2 years ago`)
    rf"\b(?P<n>\d{{1,2}}) ?{_YEAR_WORD}(?![ -](?:old|ago)\b)(?: of)?"
    r"(?: (?:coding|programming|experience|exp))*"
)
# Before a number of years: roughly that many (one either side), or at least that many.
_ABOUT = re.compile(r"\b(?:about|around|roughly|approximately|approx|circa)\s*$")
_AT_LEAST = re.compile(r"\b(?:with|need|needs|needed|needing|want|wants|requires?|having)"
                       r"(?: (?:a|an|at least|some))?\s*$")
# Numbers said in words, as a question says them before a unit.
NUMBER_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5,
                "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11,
                "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
                "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20,
                "thirty": 30}  # fmt: skip
_BOUND_WORDS = r"(?:more than|over|at least|less than|under|fewer than|at most)"
_TWO_BOUNDS = re.compile(
    rf"\b(?P<a>{_BOUND_WORDS}) (?P<n>\d+)(?: (?P<y>years?|yrs?))? (?:but|and|yet) "
    rf"(?P<b>{_BOUND_WORDS}) (?P<m>\d+)(?: (?P<z>years?|yrs?))?(?=\W|$)"
)
_DECADES = re.compile(r"\b(half a|a|one|two|three) decades?\b")
_NUMBER = re.compile(
    r"\b(" + "|".join(NUMBER_WORDS) + r") (?=(?:(?:or (?:more|less|fewer|over|under|above|below)"
    r"|plus|\+) )?(?:years?|yrs?)\b)"
    # the first of a range: `between five and ten years`
    r"|\b(" + "|".join(w for w in NUMBER_WORDS if len(w) > 2) + r") (?=(?:and|to|or) (?:\d+|"
    + "|".join(NUMBER_WORDS) + r") (?:years?|yrs?)\b)"
    # and of two bounds: `at least seven but no more than nine years`
    r"|(?:(?<=at least )|(?<=more than )|(?<=over ))("
    + "|".join(w for w in NUMBER_WORDS if len(w) > 2) + r") (?=(?:but|and|yet) (?:"
    + _BOUND_WORDS[3:-1] + r"|no more than) (?:\d+|"
    + "|".join(NUMBER_WORDS) + r") (?:years?|yrs?)\b)"
)
# Years of employment rather than of coding: `10+ years as an employed dev`.
_EMPLOYMENT = re.compile(r"\b(?:employ\w*(?! (?:at|by|with)\b)|industry"
                         r"|as (?:an? )?(?:employed |software |professional )?"
                         r"(?:dev\w*|engineer\w*|programmer\w*)|work(?= experience)"
                         r"|professional\w*|on the job)\b")
# Words of comparison before a number, as the operator they say.
OPS = {
    "more than": "gt", "over": "gt", "above": "gt", ">": "gt", "at least": "ge", ">=": "ge",
    "minimum of": "ge", "minimum": "ge", "min": "ge", "min.": "ge", "no less than": "ge",
    "not less than": "ge", "maximum of": "le", "maximum": "le", "max": "le", "max.": "le",
    "longer than": "gt", "shorter than": "lt", "less than": "lt", "under": "lt",
    "fewer than": "lt", "below": "lt", "<": "lt",
    "at most": "le", "<=": "le", "no more than": "le", "up to": "le",
}  # fmt: skip

# A floor on a listed skill's score (out of 10): `python 9+`, `like 9 or 10`, `8/10 or more`,
# `rated 8 and up`, `at least 9/10`; never years (`5+ years`).
_SCORE_FLOOR = re.compile(
    r"(?:,? ?(?:\b(?:like|at least|min(?:imum)?|scored?|scores|scoring|rated|with|a|has"
    r"|have)\b)? ?)"
    r"\b(?P<n>10|[1-9])(?: ?\+| ?/ ?10(?: or (?:more|above|higher|better|up))?|/10\+"
    r"| or (?:10|higher|above|more|better)| and (?:up|above)| out of 10(?: or (?:more|better))?)"
    r"(?!\w)(?! ?(?:years?|yrs?|yoe)\b)(?P<at> (?:in|at|on|for|with)(?= \w))?"
    # `rated 10 in cuda`: that score or more
    r"|(?:,? )?\b(?:rated|scored|scoring|scores|rates) (?P<n2>10|[1-9])(?!\w)"
    r"(?! ?(?:years?|yrs?|yoe)\b)"
    r"(?P<at2> (?:in|at|on|for|with)(?= \w))?"
)

_PEOPLE_ONLY = re.compile(
    r"(?:(?:who|whos|anyone|anybody|any1|someone|somebody|people|ppl|folks|devs?|engineers?"
    r"|is there|are there|do we have|we have|need|i need|any|list|show|find|everyone) ?)*"
)


# Years beside one person's: `more years than mei`, `coded longer than wei`, `less
# experienced than daniel`, `more than chenggang but fewer than siobhan`. The name is read
# by the engine; an amount is no name (`less than a year`).
_YEARS_THAN = re.compile(
    r"\b(?:(?P<more>more|longer|senior)|(?P<less>fewer|less|shorter|junior))"
    r"(?: (?:coding|years?|yrs|experience|experienced|of coding|of experience|in the field"
    r"|time))* (?:than|to) (?!(?:a|an|one|two|three|few|several|\d+|me|i|you|u|him|her|us"
    r"|them|we|they|it|that|this|anyone|everyone|before|usual|expected|ever|my|our|your|the"
    r"|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|dozen|couple"
    r"|his|her|their|a|an|what|last|most)\b)"
    r"(?P<name>[a-z][\w.-]*(?: (?!(?:but|and|or|who|with|in|at|not|has|have|is)\b)[a-z][\w.-]*)?)"
)


# When someone contributed, as calendar years: `in 2023`, `before 2020`, `since 2021`,
# `between 2019 and 2021`.
_PERIOD = re.compile(
    r"\b(?:(?P<op>in|during|before|after|since|from|until|till|between) )?"
    r"(?P<y>(?:19|20)\d\d)(?: (?:and|to|-) (?P<y2>(?:19|20)\d\d))?\b"
)


def read_period(text: str) -> tuple[tuple[int | None, int | None] | None, str]:
    """The calendar years a question asks about (first and last, None for open), and the
    question without them."""
    m = _PERIOD.search(text)
    if m is None:
        return None, text
    y, y2, op = int(m["y"]), int(m["y2"]) if m["y2"] else None, m["op"]
    if y2 is not None and y2 < y:
        y, y2 = y2, y  # `between 2023 and 2019`
    period: tuple[int | None, int | None] = {
        "before": (None, y - 1), "until": (None, y), "till": (None, y), "after": (y + 1, None),
        "since": (y, None), "from": (y, y2),
    }.get(op or "", (y, y2 if y2 is not None else y))
    return period, rewrite(r"\s+", " ", text[: m.start()] + " " + text[m.end() :]).strip()


_LED_TO_YEARS = re.compile(
    r"(?:\s+(?:but|and|has|have|with|been|is|are|coding|coded|programming|programmed))+$"
)


def read_years_than(text: str) -> tuple[list[tuple[str, str]], str]:
    """Years of coding beside someone's (`more years than mei`): each (gt or lt, the name as
    typed), and the question without them."""
    found = [("gt" if m["more"] else "lt", m["name"]) for m in _YEARS_THAN.finditer(text)]
    rest = rewrite(r"\s+", " ", _YEARS_THAN.sub(" ", text)).strip()
    if found:
        # `who knows rust and has coded longer than x`: what led to the years goes with them
        rest = _LED_TO_YEARS.sub("", rest)
    return found, rest


def read_score_floor(text: str) -> tuple[tuple[int, str] | None, str]:
    """The least score (out of 10) a question asks of a listed skill, with the word of the
    skill it follows or opens (`python 9+ and cuda`: python), and the question without it:
    `strong in python, like 9 or 10` is (9, python)."""
    m = _SCORE_FLOOR.search(text)
    if m is None:
        return None, text
    before, after = text[: m.start()], text[m.end() :]
    at = m["at"] or m["at2"]
    of = (after.split() or [""])[0] if at else (before.split() or [""])[-1]
    if at and _PEOPLE_ONLY.fullmatch(before.strip()):
        before += " knows "  # `who scores 8/10 in rust`: who knows rust
    elif at:
        after = at + after  # `rust devs rated 8 and up in berlin`: in berlin
    floor = (int(m["n"] or m["n2"]), of.strip(","))
    return floor, rewrite(r"\s+", " ", f"{before} {after}").strip()


def _both_bounds(m: re.Match[str]) -> str:
    """Two bounds of years as `more than 5 and less than 10 years`: the lower first."""
    if not (m["y"] or m["z"]):
        return m[0]  # `at least 3 and at most 8 repos`: no years
    (low, n), (high, k) = (m["a"], m["n"]), (m["b"], m["m"])
    if low in ("less than", "under", "fewer than", "at most"):
        (low, n), (high, k) = (high, k), (low, n)
    return f"{low} {n} and {high} {k} {m['y'] or m['z']}"


def _decade_years(said: str) -> int:
    """The years of `a`, `two` or `half a` decade."""
    return 5 if said == "half a" else 10 * NUMBER_WORDS.get(said, 1)


def read_years(text: str) -> tuple[Years | None, str]:
    """The years condition of a question, and the question without it."""
    # `a decade+ of coding`: ten years or more
    text = re.sub(r"\b(a|one|two|three) decades?\+", lambda m: f"{10 * NUMBER_WORDS.get(m[1], 1)}+"
                  " years", text)
    text = _DECADES.sub(lambda m: f"{_decade_years(m[1])} years", text)
    text = _NUMBER.sub(lambda m: f"{NUMBER_WORDS[m[1] or m[2] or m[3]]} ", text)
    text = rewrite(r"\b(\d+) plus (?=(?:years?|yrs?)\b)", r"\1+ ", text)  # `ten plus years`
    # `less than 10 but more than 5 years`, `more than 5 years but less than 10`: both bounds
    text = _TWO_BOUNDS.sub(_both_bounds, text)
    of = "coding"
    m = _EMPLOYMENT.search(text)
    if m and (re.search(r"\d", text) or _YEARS_MOST.search(text) or _YEARS_LEAST.search(text)):
        of = "employment"
        # `employment as a software developer`: all of it
        text = rewrite(r"\s+", " ", _EMPLOYMENT.sub(" ", text)).strip()
    found, rest = _years(text)
    if found is None:
        return None, text
    if found[0] in ("most", "least"):
        rest = _BY_YEARS.sub(" ", rest)  # `the most junior by coding years`
    return Years(found[0], found[1], found[2], of), rest


def _years(text: str) -> tuple[tuple[str, int, int | None] | None, str]:
    m = _YEARS_BOTH.search(text)
    if m:
        low = int(m["n"]) + (m["lo"] != "at least")
        high = int(m["m"]) - (m["hi"] not in ("at most", "no more than"))
        low, high = sorted((low, high))
        return ("between", low, high), text[: m.start()] + text[m.end() :]
    m = _YEARS_BETWEEN.search(text)
    if m:
        low, high = sorted((int(m["n"]), int(m["m"])))
        return ("between", low, high), text[: m.start()] + text[m.end() :]
    m = _YEARS_OR.search(text)
    if m:
        op = "ge" if m["dir"] in ("more", "over", "above", "longer") else "le"
        return (op, int(m["n"]), None), text[: m.start()] + text[m.end() :]
    m = _YEARS_THRESHOLD.search(text)
    if m:
        return (OPS[m["op"]], int(m["n"]), None), text[: m.start()] + text[m.end() :]
    m = _YEARS_PLUS.search(text)
    if m:
        return ("ge", int(m["n"]), None), text[: m.start()] + text[m.end() :]
    m = _YEARS_MOST.search(text)
    if m:
        return ("most", 0, None), text[: m.start()] + text[m.end() :]
    m = _YEARS_LEAST.search(text)
    if m:
        return ("least", 0, None), text[: m.start()] + text[m.end() :]
    m = _YEARS_COUNT.search(text)
    if m:
        n, before = int(m["n"]), text[: m.start()]
        rest = before + text[m.end() :]
        if not m["exact"] and _ABOUT.search(before):
            return ("between", max(n - 1, 0), n + 1), _ABOUT.sub(" ", before) + text[m.end() :]
        # `need someone with 5 years`: at least; `coding for 7 years`, `has 5 years`: that many.
        op = "ge" if not m["exact"] and _AT_LEAST.search(before) else "eq"
        return (op, n, None), rest
    return None, text
