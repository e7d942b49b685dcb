"""Messages that ask who knows a thing without saying so: experience of it typed before the
word (`anyone with twilio experience`), and its keeper asked for as if by name (`who's our
salesforce admin`). Each is read again as `who knows` asks it."""

from __future__ import annotations

import re

from bot.answers import office_talk as O
from bot.answers import phrasing as P
from bot.search.text import fold

# Experience of a thing said before the word (`anyone with twilio experience`): one word, as
# the tools are named (`moving house`, `dog training` are life's).
_EXPERIENCE_OF = re.compile(
    r"((?:anyone|anybody|someone|somebody)(?: here)? with) ([\w+#.-]+)"
    r" (?:experience|expertise|knowledge)(?: here)?[?!. ]*"
)
# Words before `experience` that say how much or what kind, not of what (`anyone with no
# experience`, `anyone with relevant experience`), and life's kinds of it.
_HOW_MUCH_EXPERIENCE = frozenset(
    "no any some enough more less little lots much real relevant similar recent direct prior"
    " previous past personal insider local domain customer client practical hands-on"
    " first-hand firsthand work industry professional management leadership teaching life"
    " good great bad solid proper decent actual startup field team sales hiring interview"
    " interviewing camping parenting mortgage travel military medical legal nursing retail"
    " volunteering coaching mentoring".split()
)
# The keeper of one thing, said of a person (`salesforce admin`, `new jira admin`): one who
# knows the thing; the office's own keepers (`sys admin`, `office admin`) are roles.
_KEEPER_OF = re.compile(
    r"(?:(?:new|lead|main|resident|in-house|go-to|go to|current|senior|chief|head) )*"
    r"(?!(?:office|building|floor|kitchen|social|party|hr|it|wifi|sys|system|systems|network"
    r"|site|web|db|database)\b)([\w+#.-]+) (?:admin|administrator|expert|specialist|wizard|guru)"
)


def experience_asked(message: str) -> str | None:
    """`anyone with twilio experience` asked as `anyone with experience in twilio`; None for
    how much or what kind of experience (`anyone with relevant experience`), the office's
    errands and life's pastimes (`anyone with cooking experience`)."""
    typed = fold(P.visible(message))
    experience = _EXPERIENCE_OF.fullmatch(typed)
    if experience is None or not of_work(experience[2], typed):
        return None
    return f"{experience[1]} experience in {experience[2]}"


def of_work(thing: str, said: str) -> bool:
    """Whether experience of a thing, said in a message, is experience of a thing of work:
    not how much or what kind of it (`relevant`), nor of the office's errands or life's
    pastimes anywhere in the message (`cooking experience for the bake sale`)."""
    return not (
        thing in _HOW_MUCH_EXPERIENCE or len(thing) < 3
        or O.ERRANDS.search(said) or O.LIFE.search(said)
    )


def keeper_asked(name: str) -> str | None:
    """`salesforce admin`, read as a name nobody has, asked as `who knows salesforce`; None
    for the office's own keepers (`sys admin`) and anything else."""
    keeper = _KEEPER_OF.fullmatch(name)
    return f"who knows {keeper[1]}" if keeper else None
