"""What a sender writes around a question that says nothing of anyone: a letter's greeting and
sign-off, each on a paragraph of its own (`Hello all,` … `Kind regards,` / `Imogen`), and the
question a letter asks in its last paragraph; an incident's ticket key opening a message or a
sentence (`INC-4570 strongest reverse engineer?`), the time of day opening one (`12:30 UTC
anyone…`), and thanks after the question (`… who lives in Krakow? Many thanks.`)."""

from __future__ import annotations

import re

# A greeting alone on the first paragraph: `Hello digital services,`, `Good morning all,`.
_GREETING = re.compile(
    r"^[ \t]*(?:hi|hello|hey|hiya|dear|greetings|good (?:morning|afternoon|evening))"
    r"(?: [a-z]+){0,3}[ \t]*[,!:.]?[ \t]*\n[ \t]*\n",
    re.IGNORECASE,
)
# A closing alone on a line after a blank one (`Kind regards,`), then the sender's first name.
_SIGN_OFF = re.compile(
    r"\n[ \t]*\n[ \t]*(?i:thanks|thank you|thanks so much|thank you so much|many thanks"
    r"|thanks in advance|cheers|kind regards|best regards|warm regards|warmest regards|regards"
    r"|best wishes|best|all the best|warmly|with thanks|sincerely|yours sincerely)[,.!]?[ \t]*\n"
    r"[ \t]*[A-ZÀ-Þ][a-zà-ÿ'’-]+(?: [A-ZÀ-Þ][a-zà-ÿ'’-]+)?[ \t]*\n?\Z"
)
# Thanks after the question, in the same paragraph: `… who lives in Krakow? Many thanks.`
_THANKS_LAST = re.compile(
    r"(?<=[?!.])[ \t]+(?i:many thanks|thanks|thank you|cheers|ta|thx|much appreciated"
    r"|with thanks|best wishes|kind regards|best)"
    # (one run of spaces and stops to the end: runs side by side cost their product)
    r"(?i: so much| very much| a lot| in advance| again| all| everyone| folks)?[ \t.!]*\Z"
    # `… are proficient in Terraform. I would be grateful for a list.`
    r"|(?<=[?!.])[ \t]+(?i:(?:i|we) (?:would|should) be (?:most |very |extremely )?grateful for"
    r" (?:a|the|your) (?:list|reply|response|answer|help|names|assistance)"
    r"|(?:i|we) look forward to (?:your reply|your response|hearing from you)"
    r"|any (?:help|assistance) (?:would be|is) (?:much |greatly |most )?appreciated"
    r"|(?:kindly |please )?let (?:me|us) know)"
    r"[ \t.!]*(?:(?i:(?:many |with )?thanks|thank you|kind regards|best wishes)[ \t.!]*)?\Z"
)
# A ticket's key (`INC-4519`; not `GPT-4`) opening the message or a sentence, in brackets, or
# ending the message after a word that asks nothing of it: where the message is tracked (`who
# knows about ISO-27001?` asks of a standard).
_KEY = r"[A-Z][A-Z0-9]{1,9}-\d{3,6}(?![\w-])"
_TICKET = re.compile(
    rf"(?:^|(?<=[?!.]) ?|\(\s*){_KEY}[ \t:)]*"
    rf"|(?<![\w-])(?P<after>[a-z]+)? ?{_KEY}(?=[\s)?!.,]*$)"
)
# Words a key ending a message is asked of after: `who knows ISO-27001`, `who closed PR-1234?`.
_ASKED_OF = frozenset(
    "knows know knew read reads use uses used using with about of to at understands understand"
    " does did implemented implements built wrote maintains maintain closed opened owns own"
    " worked fixed filed raised merged reviewed".split()
)
# A time of day with its zone opening the message: `12:30 UTC anyone…` (not `12:30 lunch?`).
_OPENING_TIME = re.compile(
    r"^[ \t]*(?:[01]?\d|2[0-3]):[0-5]\d ?(?:utc|gmt|z|cet|cest|est|edt|pst|pdt|bst|ist|jst)\b"
    r"[ \t]*[-–—:,]*[ \t]*(?=\w)",
    re.IGNORECASE,
)
# A question's first word, as a letter's last paragraph asks it.
_ASKS = re.compile(
    r"^(?:who|whom|which|how many|does|do|did|is|are|has|have|can|could|would|please list)\b",
    re.IGNORECASE,
)
# Words of a question that point back at what was said before it: it is not whole alone.
_POINTS_BACK = re.compile(
    r"\b(?:it|its|that|this|those|these|them|they|their|there|he|she|him|her|his|either|both"
    r"|one|ones|such|also)\b",
    re.IGNORECASE,
)


def as_sent(message: str) -> str:
    """The message without a letter's greeting and sign-off, thanks after its question, a
    ticket's key opening it or a sentence, and a time of day with its zone opening it."""
    message = _letter_body(message) or message
    keyless = _TICKET.sub(
        lambda m: m[0] if (m["after"] or "").lower() in _ASKED_OF else f" {m['after'] or ''} ",
        message,
    )
    return _OPENING_TIME.sub("", _THANKS_LAST.sub("", keyless).lstrip(" "))


def asked_last(message: str) -> str | None:
    """The question a letter (a greeting or a sign-off around paragraphs) asks in its last
    paragraph, when that is whole in itself (`…the volunteer has moved away.` / `Is there anyone
    on the team who knows Drupal?`); None for any other message."""
    body = _letter_body(message)
    if body is None:
        return None
    paragraphs = [p.strip() for p in re.split(r"\n[ \t]*\n", body.strip()) if p.strip()]
    last = paragraphs[-1] if len(paragraphs) > 1 else ""
    if "\n" in last or not last.endswith(("?", ".")) or not _ASKS.match(last):
        return None
    return None if _POINTS_BACK.search(last) else last


def _letter_body(message: str) -> str | None:
    """A letter's paragraphs without its greeting and sign-off; None when the message has
    neither, or nothing else."""
    greeted = _GREETING.match(message)
    body = message[greeted.end() :] if greeted else message
    signed = _SIGN_OFF.search(body)
    body = body[: signed.start()] if signed else body
    if not (greeted or signed) or not body.strip():
        return None
    return body
