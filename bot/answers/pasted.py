"""What people paste around a question, taken off before it is read: a block of code, a
signature (`– sent from my phone`), a ticket's key before a line of a longer message
(`PEN-2291`), and a quoted line (`> we need a reviewer`), unless the question points back at
it (`who looks after that bit`)."""

from __future__ import annotations

import re

from bot.answers.rewrite import rewrite
from bot.search.text import CAPITALS

# A question that points back at what was quoted before it: `who looks after that bit`, `who's
# behind the how-much-will-i-get thing`, `who owns the thing that goes out every year`.
_POINTS_BACK = re.compile(
    r"\bwho(?:s| is| does| do| owns| handles| looks after| runs)?\b[^?]*?\b(?:that|this|it|those"
    r"|these)(?: (?:bit|thing|stuff|one|part|side|area|system|issue|problem|page|feature))?"
    r"(?:[?!. ]*$|,)"
    r"|\bwho[^?]*?\bthe (?:[\w-]+ )?thing\b"
)
# The second word of a capitalised pair that names no person: `Trinity College`, `Network Rail`.
_NOT_PEOPLE = (
    "College|University|Rail|Railway|Office|Group|Bank|Labs?|Inc|Ltd|Team|Street|Road|Station"
    "|Airport|Park|Hall|House|Centre|Center|School|Institute|Library|Museum|Hospital|Council"
)
# Words that open a line before a name, and are none: `> Hi Anna Kowalczyk`.
_GREETINGS = "Hi|Hello|Hey|Thanks|Thank|Morning|Dear|Cheers|Congrats|Welcome|Ping|Ask|Tell|Cc"
# A quote that asks after people, asked again when nothing else is said after it.
_ASKS_OF_PEOPLE = re.compile(r"(?i)\b(?:who|whos|who's|whose|whom|anyone|anybody|someone"
                             r"|somebody)\b")
# Someone a quoted line mentions (`> @Daniel Okafor is reviewing your PR`, `> can you loop in
# Ines Castro-Varela on it`), and a question after it about him or her in a pronoun (`what's
# his job title?`).
_MENTIONED = re.compile(r"@([A-Z][\w'-]+(?: [A-Z][\w'-]+)?)")
_UP = CAPITALS
_NAMED = re.compile(
    rf"(?:(?<=^>)|(?<=^> )|(?<=[a-z,] ))(?!(?:{_GREETINGS})\b)([{_UP}][^\W\d_]+"
    rf"(?:-[{_UP}][^\W\d_]+)?"
    rf" (?!(?:{_NOT_PEOPLE})\b)[{_UP}][\w'-]+)(?=[\s,.;:!?]|$)"
)
# The subject line of a message forwarded or replied to (`Fwd: from the photo studio`, `re:
# storage budget`): what it is about, not what is asked.
_SUBJECT = re.compile(r"^\s*(?:re|fwd?|fw)\s*:", re.I)
_ASKED_OF_PRONOUN = re.compile(
    r"^(?P<q>(?:\w+ )?(?:what|whats|what's|where|wheres|where's|which|how|does|did|is|has)\b"
    r"[^?\n]*?)\b(?:(?P<whose>his|her)(?= [\w-])|(?P<who>he|she))\b"
    # (of the profile: `where is he based`, not `where is he?` or `what's her name`)
    r"(?=[^?\n]{0,60}\b(?:title|role|job|position|based|located|location|skills?|stack"
    r"|background|experience|years|school|degree|studied|study|company|employer|work|works"
    r"|github|repos?|contributions?|languages?|stack ?overflow|reputation|rep|do|does|know"
    r"|knows|team)\b)", re.I
)
# A ticket's key as trackers write it, at the start of a line: `PEN-2291`, `OPS-17:`.
_TICKET = re.compile(r"(?m)^\s*[A-Z][A-Z0-9]{1,9}-\d{1,6}\b[:.]?[ \t]*")
# A block of code pasted into a message: not part of the question.
_CODE_BLOCK = re.compile(r"```.*?(?:```|$)", re.S)


def without_pasted(message: str) -> str:
    """The message without what was pasted around its question."""
    text = rewrite(_CODE_BLOCK, " ", message)
    # `… – sent from my phone`: a signature, no part of the question
    text = rewrite(r"(?i)\s*[-–—]+\s*sent from my (?:phone|iphone|android|mobile|ipad)\W*$", "",
                   text)
    # A ticket's key before a line of a message of several (`PEN-2291`, `PEN-2307 the monthly
    # pull …`): where it is tracked, not what is asked (`GPT-4 experts?` alone names a model)
    text = rewrite(_TICKET, "", text) if "\n" in message.strip() else text
    # A quoted line is what someone else said, not the question; unless the question points
    # back at it (`> the website keeps bouncing our file` / `who looks after that bit`): then
    # it says what is asked about
    lines = text.split("\n")
    # The subject line of a message forwarded or replied to with a quote in it: what it is
    # about, not what is asked (`re: a name` alone may say whom a question is of)
    quotes = [line for line in lines if line.lstrip().startswith(">")]
    if quotes and len(lines) > 1 and _SUBJECT.match(lines[0]):
        lines = lines[1:]
        # (a quote that asks after people, nothing said: what was quoted is asked again,
        # `re: the pager at 3am` / `> who set up these alerts??`)
        if len(quotes) == len(lines) and _ASKS_OF_PEOPLE.search(" ".join(quotes)):
            return "\n".join(line.lstrip().removeprefix(">") for line in lines)
    said = [line for line in lines if not line.lstrip().startswith(">")]
    if len(said) < len(lines) and not _POINTS_BACK.search(" ".join(said)):
        quoted = {m for line in quotes for m in _MENTIONED.findall(line) or _NAMED.findall(line)}
        lines = said
        if len(quoted) == 1:
            lines = [_named(line, next(iter(quoted))) for line in lines]
    return "\n".join(line.lstrip().removeprefix(">") for line in lines)


def _named(line: str, name: str) -> str:
    """A question about him or her (`wait what's his job title?`) about the one person a
    quoted line mentioned."""
    asked = line.strip()
    m = _ASKED_OF_PRONOUN.search(asked)
    if m is None or "@" in line:
        return line
    start, end = m.span("whose") if m["whose"] else m.span("who")
    return asked[:start] + (f"{name}'s" if m["whose"] else name) + asked[end:]
