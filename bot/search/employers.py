"""Past employers, read from a profile's summary: the export lists only the current one."""

from __future__ import annotations

import re

from bot.search.text import key

# A cue of employment, then a list of capitalised names.
_NAME = r"[A-Z](?:[\w&+-]|\.(?=\w))*(?: [A-Z](?:[\w&+-]|\.(?=\w))*)*"
_PAST_CUES = re.compile(
    r"\b(?i:previously|formerly|earlier|worked|working|work|interned|internships?|spent|stints?"
    r"|employed|labs|companies|tenure)\b[^.;:]{0,40}?\b(?:at|for|with|including)\s+"
    rf"(?P<list>{_NAME}(?:(?:,\s*(?:and\s+)?|\s+and\s+){_NAME})*)"
)
_PARENTHESES = re.compile(r"\s*\([^()]*\)")
_NOT_EMPLOYERS = re.compile(r"\b(?:University|College|Institute|School|Academy)\b")
# Cheap words that every cue above contains: most summaries have none and skip the regex.
_PAST_HINTS = ("previous", "former", "earlier", "work", "intern", "spent", "stint", "employ",
               "labs", "compan", "tenure")  # fmt: skip
# Company words that do not tell companies apart: `DeepSeek` is `DeepSeek AI`.
COMPANY_NOISE = frozenset({"ai", "inc", "ltd", "llc", "corp", "co", "gmbh", "the", "labs", "lab"})


def past_employers(summary: str | None, current: str | None) -> list[str]:
    """Companies the summary says the person worked at before, as written, each once."""
    if not summary:
        return []
    lowered = summary.lower()
    if not any(hint in lowered for hint in _PAST_HINTS):
        return []
    text = _PARENTHESES.sub("", summary)
    current_key = key(current or "")
    found: list[str] = []
    for m in _PAST_CUES.finditer(text):
        for name in re.split(r",\s*(?:and\s+)?|\s+and\s+", m["list"]):
            name = name.strip().rstrip(".")
            k = key(name)
            if not k or _NOT_EMPLOYERS.search(name) or k == current_key or name in found:
                continue
            found.append(name)
    return found
