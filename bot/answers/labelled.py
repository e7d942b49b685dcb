"""A message that opens with who it is from or for, as a radio call or a desk's note does
(`ctrl: where's kwame based?`, `TMS desk: new starter asking - what does siobhán do`, `ctrl to
all: vital sw review 14:00. any ada people on the team?`): read again without it, when the
message read whole finds no one."""

from __future__ import annotations

import re

from bot.answers import wording as W
from bot.answers.cleaning import MAX_READ
from bot.answers.model import Answer
from bot.answers.within import SAID_OF_EVERYONE, asks
from bot.search.text import fold

# What a message is for, before a colon: its words hold no condition of who is asked about.
_FOR = (
    r"^\s*(?i:for (?:the|a|an|our|my|this|that|next|tomorrow's|todays?|today's))"
    r"(?: [\w&/.'-]+){1,6}"
)
_FOR_LABEL = re.compile(_FOR + r"\s*:")
# A list's mark at the start of what follows a label (`* who's in the EU?`).
_BULLET = re.compile(r"^(?:[-*+•]|\d+[.)])\s+")
# Who a message is from or for, before a colon and a space: a word or a few (`ctrl`, `tms
# desk`, `ctrl to all`), up to three such in a row; never a time (`04:12`) or an address.
_LABELS = re.compile(
    r"^\s*(?:[^\W\d_][\w&/.'-]*(?: [^\W\d_][\w&/.'-]*){0,3}\s*:\s+){1,3}(?=\S)"
    # (what it is for, in more words: `for the GDPR data access list:`)
    rf"|{_FOR}:\s+(?=\S)"
)
# Where a part of what follows ends: `new starter asking - what does siobhán do here`.
_PARTS = re.compile(r"[.?!;]\s+|\s+[—–-]+\s+|,\s+")
# Words that ask, one of which what follows the label holds (`hot take: rust or go?` is a
# poll, asked of no one).
_ASKING = re.compile(
    r"\b(?:who|whos|whom|whose|what|whats|where|wheres|which|how|any|anyone|anybody|does|did"
    r"|is|are|has|have|best|strongest|need|list|show|compare)\b"
)
# Words of the first sentence after a label that point back at it (`location: luleå. who is
# based there?`) or at whom it names (`dávid: do you know java?`, `ctrl: is he in budapest?`).
_POINTS_BACK = re.compile(
    r"\b(?:there|you|your|youre|u|ur|he|hes|she|shes|him|his|her|they|theyre|them|their)\b"
)


def without_label(message: str) -> str | None:
    """The message after the words that say who it is from or for, when it asks something
    by itself; None when it opens with no such words, or when what follows them asks nothing
    or points back at them."""
    m = _LABELS.match(message[:MAX_READ])
    if m is None:
        return None
    rest = _BULLET.sub("", message[m.end() :][:MAX_READ].strip())
    first = re.split(r"[.?!]", rest, maxsplit=1)[0]
    if not rest or _LABELS.match(rest) or _POINTS_BACK.search(fold(first)):
        return None
    # a question (`… any ada people on the team?`) or a part that asks by its shape (`… -
    # what does siobhán do here`); not a remark (`for the record: everyone did great`)
    asked = "?" in rest and _ASKING.search(fold(rest))
    return rest if asked or any(
        asks(part) and not SAID_OF_EVERYONE.match(fold(part)) for part in _PARTS.split(rest)
    ) else None


def purpose_of(message: str) -> list[str]:
    """The words of what a message is for, before a colon (`for the GDPR data access list:
    who's in the EU?`: gdpr, data, access, list), folded; none when it opens otherwise."""
    m = _FOR_LABEL.match(message[:MAX_READ])
    return fold(m[0]).rstrip(" :").split()[2:] if m is not None else []


def plainly_found(said: Answer, addressed: bool) -> bool:
    """Whether an answer to what follows a label names people for what the data holds of
    them; in a team channel, not for words of their profiles or closeness in meaning (`poll:
    who prefers python over java?` asks no one)."""
    return said.found and (
        addressed or not (said.words_only or W.CLOSEST in said.headline)
    )
