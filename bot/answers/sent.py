"""What a sender writes around a question that says nothing of anyone: a letter's greeting and
sign-off (`Hello all,` … `Kind regards,` / `Imogen`), an incident's ticket keys (`INC-4519`)
and the time of day an event is labelled by (`for the 06:00 UTC bridge`, `12:30 UTC anyone…`);
and the question a message of paragraphs asks in its last one, whole in itself."""

from __future__ import annotations

import re

# A greeting on a line of its own: `Hello digital services,`, `Good morning all,`.
_GREETING = re.compile(
    r"^\s*(?:hi|hello|hey|hiya|dear|greetings|good (?:morning|afternoon|evening)|morning"
    r"|afternoon)\b[^\n?]{0,40}[,!:.]?[ \t]*\n",
    re.IGNORECASE,
)
# A closing on a line of its own (`Kind regards,`), then the sender's name (`Imogen`), or both
# on one line (`Thanks, Nadia`).
_CLOSING = (
    r"(?:thanks|thank you|thanks so much|thank you so much|many thanks|thanks in advance|ta"
    r"|cheers|kind regards|best regards|warm regards|warmest regards|regards|best wishes|best"
    r"|all the best|warmly|with thanks|sincerely|yours|yours sincerely|much appreciated)"
)
_NAME = r"[A-ZÀ-Þ][\w'’.-]*(?: [A-ZÀ-Þ][\w'’.-]*){0,2}"
_SIGN_OFF = re.compile(
    rf"\n[ \t]*{_CLOSING}[,.!]*[ \t]*(?:\n[ \t]*[-–—]?[ \t]*{_NAME}|[ \t]+{_NAME})?[ \t]*\s*$"
    rf"|\n[ \t]*[-–—][ \t]*{_NAME}[ \t]*\s*$",
    re.IGNORECASE,
)
# A ticket's key: capitals, a dash and three digits or more (`INC-4519`; not `GPT-4`).
_TICKET = re.compile(r"(?<![\w-])[A-Z][A-Z0-9]{1,9}-\d{3,6}(?![\w-])")
# Where a key says where a message is tracked: opening or ending it, or after these words, a
# comma, a bracket or a dash (`who can read SUBSET-026` asks of a standard).
_TRACKED_AFTER = re.compile(
    r"(?:^|\b(?:on|for|from|in|re|about|per|the|ticket|incident|case|see)|[,(—–-])\s*$",
    re.IGNORECASE,
)
_TRACKED_BEFORE = re.compile(r"^[\s)?!.,]*$")
# Words a key ending a message is asked of after: `who knows ISO-27001`.
_ASKED_OF = re.compile(
    r"\b(?:knows?|knew|read|reads|use|uses|used|using|with|about|of|to|at|understands?|does"
    r"|did|implemented|implements|built|wrote|maintains?)\s*$",
    re.IGNORECASE,
)
# A time of day: `06:00 UTC`, `03:12z`, `2:47`.
_TIME = r"(?:[01]?\d|2[0-3]):[0-5]\d(?: ?(?:utc|gmt|z|cet|cest|est|edt|pst|pdt|bst|ist|jst))?\b"
# The time an event is labelled by (`for the 06:00 UTC bridge`), or one opening a message.
_LABEL_TIME = re.compile(rf"(?<=\bthe ){_TIME} ?|^\s*{_TIME}\s*[-–—:,]*\s*(?=\w)", re.IGNORECASE)


# Words of a question that point back at what was said before it: it is not whole alone.
_POINTS_BACK = re.compile(
    r"\b(?:it|its|that|this|those|these|them|they|their|there|he|she|him|her|his|either|both"
    r"|one|ones|such|so)\b",
    re.IGNORECASE,
)


def asked_last(message: str) -> str | None:
    """The last paragraph of a message of several, when it asks a question whole in itself
    (`…the volunteer has moved away.` / `Is there anyone on the team who knows Drupal?`);
    None otherwise."""
    paragraphs = [p.strip() for p in re.split(r"\n[ \t]*\n", message.strip()) if p.strip()]
    if len(paragraphs) < 2:
        return None
    last = paragraphs[-1]
    if "\n" in last or not last.endswith("?") or _POINTS_BACK.search(last):
        return None
    return last


def as_sent(message: str) -> str:
    """The message without a letter's greeting and sign-off, ticket keys and the times of day
    that label an event."""
    if "\n" in message.strip():
        body = _GREETING.sub("", message, count=1)
        # (a sign-off is cut only after something else: `Thanks,\nNadia` alone is thanks)
        signed = _SIGN_OFF.search(body)
        if signed is not None and body[: signed.start()].strip():
            body = body[: signed.start()]
        message = body if body.strip() else message
    message = _TICKET.sub(
        lambda m: " " if _TRACKED_AFTER.search(m.string[: m.start()]) or (
            _TRACKED_BEFORE.match(m.string[m.end() :])
            and not _ASKED_OF.search(m.string[: m.start()])
        ) else m[0],
        message,
    )
    return _LABEL_TIME.sub("", message)
