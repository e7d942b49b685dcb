"""Two people named in what a message tells, and compared in its ask by pointing back at them:
`Lukas and Jonas both seem to do infra. what's the difference between the two of them?`,
`I keep mixing up Priya Desai and Priya Raghunathan, can you compare them?` ask to compare
Lukas and Jonas, Priya Desai and Priya Raghunathan."""

from __future__ import annotations

import re

# An ask that compares the people it points back at (its sentence must end the message).
_COMPARED = re.compile(
    r"\b(?:"
    r"differences? between (?:the two of them|them|the two|both of them|the pair|those two)"
    r"|compare (?:them|the two(?: of them)?|both(?: of them)?|the pair|those two)"
    r"|(?:how|where) do (?:they|the two(?: of them)?|those two|the two [a-z]+s"
    r"|their [\w ]{1,30}?) (?:compare|stack up|differ|measure up)"
    r"|how (?:are|is) (?:they|the two(?: of them)?|those two) (?:different|alike|similar)"
    r"|(?:stack up|compare|measure up) (?:against|with|to) each other"
    r"|tell (?:them|the two(?: of them)?|those two) apart"
    r")\b",
    re.IGNORECASE,
)
# Where the ask's sentence or clause begins: after the last stop, comma or dash before it.
_BREAK = re.compile(r"[.?!,;:—–]\s+|\s+-\s+")
# Whatever ends the ask's sentence: only a last one ends the message.
_STOP = re.compile(r"[.?!]+\s*\S")
# What the ask compares them by: `how do they compare on python?`, `… by years of coding`.
_BY = re.compile(r"\b(?:on|at|in|by|for) (?P<by>[\w#+. -]{1,40}?)[?!. ]*$", re.IGNORECASE)
# Two people: one or two words each (a second word only with a capital: `Priya Desai`).
_TWO = re.compile(
    r"(?<![\w'])(?P<a>[A-Z][\w'.-]* [A-Z][\w'.-]*|[A-Za-z][\w'.-]*) (?:and|&|or) "
    r"(?P<b>[A-Z][\w'.-]* [A-Z][\w'.-]*|[A-Za-z][\w'.-]*)(?![\w'])"
)


def compared_back(message: str) -> list[str]:
    """The comparisons a message may ask of two people it named before an ask pointing back
    at them (`compare Priya Desai and Priya Raghunathan`), the names in full first; none
    when its ask points back at no two people."""
    asked = _COMPARED.search(message)
    if asked is None or _STOP.search(message, asked.end()):
        return []
    breaks = [m.start() for m in _BREAK.finditer(message, 0, asked.start())]
    if not breaks:
        return []
    told = message[: breaks[-1]]
    by = _BY.search(message, asked.start())
    what = by["by"] if by and by["by"].lower() not in ("me", "us", "you", "them") else ""
    at = "" if not what else f" by {what}" if what.startswith("years") else f" at {what}"
    found: list[str] = []
    # the pair named last before the ask (never every pair of a long list)
    for m in [*_TWO.finditer(told)][-1:]:
        a, b = m["a"].split(), m["b"].split()
        for x, y in ((a, b), (a[-1:], b[:1])):
            said = f"compare {' '.join(x)} and {' '.join(y)}{at}"
            if said not in found:
                found.append(said)
    return found
