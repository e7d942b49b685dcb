"""The question inside a long, chatty message: `frontend thing again, sorry — sofia l vs chloé
for typescript, who's stronger? seun wants one of them to review his PR` asks `sofia l vs chloé
for typescript, who's stronger?`; what comes before the dash and after the question mark is
the asker's story, and the colleagues named there are not what is asked."""

from __future__ import annotations

import re

from bot.search.text import fold

# A message this long (in words) may hold its question among other talk.
CHATTY_WORDS = 14
# The question's own length, in words, at least and at most.
ASKED_WORDS = (3, 30)
# Where a message's parts meet: a dash between spaces, a colon, a question mark.
_PARTS = re.compile(r"\s+[—–-]+\s+|(?<=[a-z)]):\s+|(?<=\?)\s+")
# A part that asks: a question word first, or a comparison (`x vs y`).
_ASKS = re.compile(
    r"^(?!is there|are there|how (?:do|can|should|would|to)\b|what(?:s| is) the (?:best )?way\b)"
    r"(?:who|whos|whose|what|whats|where|wheres|which|how many|how long|is|does|did|has|anyone"
    r"|anybody|any|list|show)\b|\b(?:vs|versus)\b"
    # `venky or lukas b, who's stronger at kafka?`
    r"|^[a-z][\w'-]*(?: [a-z][\w'-]*)? or [a-z][\w'-]*(?: [a-z][\w'-]*)?,? (?:who|whos|which)\b"
)

# Someone the question points back at: `…, which city is he in?`.
_SOMEONE_TOLD = re.compile(r"\b(?:he|she|him|her|his|hers|they|them|their)\b")
_WORD = re.compile(r"[a-z]+")
# A way of doing something asked, not a person: `is there a way to cancel old runs?`.
_HOW_TO = re.compile(r"\bis there (?:a|any) way\b|\bhow (?:do|can|should) (?:i|we|you)\b")
# Where a question starts within a part that opens with talk.
_ASKED_FROM = re.compile(r"(?<=\s)(?:who|whos|what|whats|where|wheres|which|how many|how long)\b")


def asked_within(typed: str) -> str | None:
    """The one part of a long folded message that is a question, ending with its question
    mark (`…, how many years has priya been coding? she's too modest to say`); None when the
    message is short, or holds no such part or more than one."""
    typed = typed.strip()
    if len(typed.split()) < CHATTY_WORDS or "?" not in typed:
        return None
    asked = []
    for part in _PARTS.split(typed):
        part = part.strip(" ,;")
        if not part.endswith("?") or _HOW_TO.search(part):
            continue
        if not _ASKS.search(part):
            # `for the grad award criterion who has more stack overflow rep, niamh or chloé?`
            start = _ASKED_FROM.search(part)
            part = part[start.start() :] if start else ""
        if ASKED_WORDS[0] <= len(part.split()) <= ASKED_WORDS[1]:
            asked.append(part)
    return asked[0] if len(asked) == 1 and asked[0] != typed else None


# What a message of many lines shows rather than asks: a fenced block of code or a log, a
# quoted line; and the marks a line is written with (bullets, bold, headings).
_FENCED = re.compile(r"```.*?(?:```|$)", re.DOTALL)
_SHOWN = re.compile(r"^\s*>")
_MARKS = re.compile(r"^\s*(?:[-*+•]|\d+[.)]|#+)\s+|[*_`~]+")


def asked_on_a_line(message: str) -> str | None:
    """The one line of a message of several that asks (a line `careers fair at insa in march`,
    a bullet `- need alumni on the stand`, then `anyone from INSA?` asks `anyone from insa?`),
    folded; None when the message is one line, or asks on no line or on more than one. Code
    blocks and quoted lines show what the question is about and are not read for it."""
    lines = [_MARKS.sub("", line).strip() for line in _FENCED.sub("\n", message).splitlines()
             if line.strip() and not _SHOWN.match(line)]  # fmt: skip
    if len(lines) < 2 and "```" not in message and not any(_SHOWN.match(x) for x in
                                                            message.splitlines()):
        return None
    asked = [fold(line) for line in lines
             if (line.endswith("?") or _ASKS.search(fold(line))) and not _HOW_TO.search(fold(line))]
    if len(asked) != 1 or not ASKED_WORDS[0] <= len(asked[0].split()) <= ASKED_WORDS[1]:
        return None
    return asked[0]


def named_in_passing(name: str, typed: str, asked: str) -> bool:
    """Whether the one person an answer names is a colleague a long folded message names only
    outside its question (`how many phds on the team? … mateusz joked he…`: not about
    mateusz), and the question does not point back at them (`jonas lindqvist, which city is he
    in?`)."""
    if _SOMEONE_TOLD.search(asked):
        return False
    words = set(fold(name).split())
    return bool(words & set(_WORD.findall(typed))) and not words & set(_WORD.findall(asked))
