"""A company or a place named in what a message tells and pointed back at with `there` in
its ask: `we might partner with InPost. anyone here used to work there?` asks who worked at
InPost, `the checkout reminds me of Farfetch. anyone worked there?` who worked at Farfetch,
`we're launching in Japan, is anyone on the team there?` who is in Japan.

Only a name written with a capital, not at the start of a sentence, is taken for what is
pointed at, and only when the data knows it as a company (or the world as a place).
"""

from __future__ import annotations

import re
from collections.abc import Callable

# Work there: `used to work there`, `anyone worked there`, `who works there now`.
# (asked of someone here, and ending the message: `does anyone who worked there know kotlin`
# asks more, `i used to work there` asks nothing)
_WORK_THERE = re.compile(
    r"\b(?:anyone|anybody|someone|somebody|who|whos|who's|any of (?:us|you))\b[^.?!]{0,40}?"
    r"\b(?P<v>work|works|working|worked|used to work|been employed|was employed|were employed"
    # `does anyone here have experience of working there?`
    r"|experience (?:of |in |with )?working)"
    r" there\b(?P<now> now| currently| right now)?(?: before| previously)?\s*[?!.]*\s*$",
    re.IGNORECASE,
)
# Being there, said of the team: `is anyone on the team there?`, `anyone based there?` (not
# `the conference is in berlin, anyone there?`).
_BE_THERE = re.compile(
    r"\b(?:is |are )?(?:anyone|anybody|someone|somebody|any of us|who|whos|who's|who is)"
    r"(?: (?:here|actually|already|currently))?"
    r" (?:on the team|in the team|of us|from the team|based|located|living)"
    r"(?: around| over)? there\s*[?!.]*\s*$", re.IGNORECASE
)
# A name written with a capital, one to three words, after the start of a sentence.
_NAMED = re.compile(r"(?<=[\w,;:)] )[A-Z][\w&'.-]*(?: [A-Z][\w&'.-]*){0,2}")


def pointed_back(
    message: str, is_company: Callable[[str], bool], is_place: Callable[[str], bool]
) -> str | None:
    """The question a message asks of what it named before `there` (`who worked at InPost`);
    None when its ask points back at no company or place it named."""
    work = _WORK_THERE.search(message)
    be = None if work else _BE_THERE.search(message)
    asked = work or be
    if asked is None:
        return None
    told = message[: asked.start()]
    # (`Deloitte's consultants` name Deloitte)
    named = [re.sub(r"'s$", "", m[0].rstrip(".")).rstrip("'") for m in _NAMED.finditer(told)]
    for name in reversed(named):
        if name in ("I", "I'm", "Im"):
            continue
        if work and is_company(name):
            now = work["now"] or work["v"].lower() in ("works", "working")
            return f"who {'works' if now else 'worked'} at {name}"
        if be and is_place(name):
            return f"is anyone in {name}"
    return None
