"""Years of experience, skill scores and degrees, as a question asks for them.

`more than 5 years`, `10+ yrs`, `between 2 and 5 years`, `exactly a year`, `5 or more
years of employment`, `the most experienced`; `python 9+`, `8/10 or better`; `a master's`,
`phds`. Degree phrases come
from the bundled vocabulary (data/vocab/degrees.json), the same that reads the profiles.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from bot.answers.rewrite import rewrite
from bot.search.vocab import Vocab, is_level_word, load_vocab


@dataclass(frozen=True)
class Years:
    """A years condition: `op` is gt, ge, lt, le, eq or between (n to `to`, both included),
    or most / least (everyone with known years, in that order); of coding or employment."""

    op: str
    n: int
    to: int | None = None
    of: str = "coding"


_YEARS_MOST = re.compile(
    r"\b(?:most|longest|the most) (?:(?:coding|programming|dev|industry) )?"
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
    r"\b(?:least|fewest|shortest) (?:(?:coding|programming|dev|industry) )?"
    r"(?:experience|experienced|years)\b|\bmost junior\b"
    r"|\bleast senior\b|\bnewest\b|\bjuniors?\b|\bnew grads?\b|\brecent grads?\b"
    # `who started coding most recently`
    r"|\b(?:started|began|learned|learnt) (?:coding|programming|to code|to program)"
    r" (?:(?:the )?most recently|last|latest|the latest)\b"
)
_YEARS_THRESHOLD = re.compile(
    r"(?P<op>more than|over|above|at least|>=|>|minimum of|min\.?|no less than|not less than"
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
    rf"(?:between |from )?(?P<n>\d{{1,2}}) ?(?:to|and|or|-|–) ?(?P<m>\d{{1,2}}) ?{_YEAR_WORD}"
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
_NUMBER_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5,
                 "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11,
                 "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
                 "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20,
                 "thirty": 30}  # fmt: skip
_BOUND_WORDS = r"(?:more than|over|at least|less than|under|fewer than|at most)"
_TWO_BOUNDS = re.compile(
    rf"\b(?P<a>{_BOUND_WORDS}) (?P<n>\d+)(?: (?P<y>years?|yrs?))? (?:but|and|yet) "
    rf"(?P<b>{_BOUND_WORDS}) (?P<m>\d+)(?: (?P<z>years?|yrs?))?(?=\W|$)"
)
_DECADES = re.compile(r"\b(a|one|two|three) decades?\b")
_NUMBER = re.compile(
    r"\b(" + "|".join(_NUMBER_WORDS) + r") (?=(?:(?:or (?:more|less|fewer|over|under|above|below)"
    r"|plus|\+) )?(?:years?|yrs?)\b)"
    # the first of a range: `between five and ten years`
    r"|\b(" + "|".join(w for w in _NUMBER_WORDS if len(w) > 2) + r") (?=(?:and|to|or) (?:\d+|"
    + "|".join(_NUMBER_WORDS) + r") (?:years?|yrs?)\b)"
)
# Years of employment rather than of coding: `10+ years as an employed dev`.
_EMPLOYMENT = re.compile(r"\b(?:employ\w*(?! (?:at|by|with)\b)|industry"
                         r"|as an? (?:employed |software |professional )?"
                         r"(?:dev\w*|engineer\w*|programmer\w*)|work experience"
                         r"|professional\w*|on the job)\b")
_OPS = {
    "more than": "gt", "over": "gt", "above": "gt", ">": "gt", "at least": "ge", ">=": "ge",
    "minimum of": "ge", "min": "ge", "min.": "ge", "no less than": "ge", "not less than": "ge",
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


def read_years(text: str) -> tuple[Years | None, str]:
    """The years condition of a question, and the question without it."""
    text = _DECADES.sub(lambda m: f"{10 * _NUMBER_WORDS.get(m[1], 1)} years", text)
    text = _NUMBER.sub(lambda m: f"{_NUMBER_WORDS[m[1] or m[2]]} ", text)
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
        return (_OPS[m["op"]], int(m["n"]), None), text[: m.start()] + text[m.end() :]
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


_ONLY = re.compile(
    r"\b(?:only|just|merely|no more than|nothing (?:more|higher) than|(?:highest|top)"
    r" (?:degree|education|qualification) (?:is|was))\s*$"
)
_ONLY_AFTER = re.compile(r"\s*(?:only|and nothing (?:more|higher))\b")
_WITHOUT = re.compile(
    r"\b(?:doesnt|dont|didnt|does not|do not|did not|hasnt|havent|without|no|not|never)"
    r"(?: (?:have|has|hold|holds|got|get|earn|earned|finish|finished|complete|completed"
    r"|with))?\s*$"
)


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
    if level is None:
        return None, text
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
    without = _WITHOUT.search(text, 0, m.start()) if not only else None
    finished = _FINISHED.search(text, 0, m.start())
    done_after = _FINISHED_AFTER.match(text, end)
    if done_after:
        end = done_after.end()
    start = (only or without or finished or m).start()
    degree = Degree(level, name, bool(only or after), m["phrase"] if name else "", bool(without),
                    bool(finished or done_after))  # fmt: skip
    return degree, text[:start] + text[end:]


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
    rf"\b(?:(?P<op>{'|'.join(sorted(map(re.escape, _OPS), key=len, reverse=True))}) ?)?"
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
    rf"\breached (?P<op>{'|'.join(sorted(map(re.escape, _OPS), key=len, reverse=True))})"
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
        said = str(_NUMBER_WORDS.get(m["n"], m["n"])).replace(",", "")
        n = round(float(said[:-1]) * 1000) if said.endswith("k") else round(float(said))
        op = _OPS[m["op"]] if m["op"] else ("le" if m["less"] else "ge")
        bound = FigureBound(_BOUNDED[m["what"]], op, n)
        return bound, rewrite(r"\s+", " ", text[: m.start()] + " " + text[m.end() :]).strip()
    m = _REACHED_BOUND.search(text)
    if m is not None:
        n = float(_NUMBER_WORDS.get(m["n"], m["n"])) * _UNITS.get(m["unit"] or "", 1)
        bound = FigureBound("reached", _OPS[m["op"]], round(n))
        return bound, rewrite(r"\s+", " ", text[: m.start()] + " who " + text[m.end() :]).strip()
    m = _HELD_COUNT.search(text)
    # (said in the singular, a count held is one thing, not a bound: `with 1 pr open`)
    if m is not None and m["what"] not in _SINGULAR:
        n = int(_SEVERAL.get(m["n"]) or _NUMBER_WORDS.get(m["n"], m["n"]))
        bound = FigureBound(_BOUNDED[m["what"]], "ge", n)
        return bound, rewrite(r"\s+", " ", text[: m.start()] + " " + text[m.end() :]).strip()
    m = _ZERO.search(text)
    if m is not None:
        bound = FigureBound(_BOUNDED[m["what"]], "eq", 0)
        return bound, rewrite(r"\s+", " ", text[: m.start()] + " " + text[m.end() :]).strip()
    return None, text
