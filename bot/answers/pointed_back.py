"""A company or a place named in what a message tells and pointed back at with `there` in
its ask: `we might partner with InPost. anyone here used to work there?` asks who worked at
InPost, `the checkout reminds me of Farfetch. anyone worked there?` who worked at Farfetch,
`we're launching in Japan, is anyone on the team there?` who is in Japan.

A school or a repository is pointed back at too: `TU Delft asked us for alumni. who studied
there?` asks who studied at TU Delft, `the torchgeo maintainers want a user story. who
contributed there?` who contributed to torchgeo; and the one skill named before an ask to read
or work on `that`: `it's all fortran. anybody who can read that?` asks who knows fortran.

Only a name written with a capital, not at the start of a sentence, is taken for a company or
a place pointed at, and only when the data knows it as a company (or the world as a place); a
school may open the message (its name is all capitals or several words), and a repository is
any word the data knows as one.
"""

from __future__ import annotations

import re
from collections.abc import Callable

# Someone here asked of, and a few words before what they did there.
_SOMEONE = (
    r"\b(?:anyone|anybody|someone|somebody|who|whos|who's|(?:any|which) of (?:us|you|ours))\b"
)
_ASKED_OF_SOMEONE = _SOMEONE + r"[^.?!]{0,40}?"
# Work there: `used to work there`, `anyone worked there`, `who works there now`.
# (asked of someone here, and ending the message: `does anyone who worked there know kotlin`
# asks more, `i used to work there` asks nothing)
_WORK_THERE = re.compile(
    _ASKED_OF_SOMEONE
    + r"\b(?P<v>work|works|working|worked|used to work|been employed|was employed|were employed"
    # `does anyone here have experience of working there?`
    r"|experience (?:of |in |with )?working)"
    r" there\b(?P<now> now| currently| right now)?(?: before| previously)?\s*[?!.]*"
    # (`…someone who used to work there — who's that?`)
    r"(?:\s*[—–-]*\s*(?:who(?:s|'s| is| would that be| are they| is that)(?: that)?|anyone"
    r"|anybody)\s*[?!.]*)?\s*$",
    re.IGNORECASE,
)
# Being there, said of the team: `is anyone on the team there?`, `anyone based there?` (not
# `the conference is in berlin, anyone there?`).
_BE_THERE = re.compile(
    r"\b(?:is |are )?(?:anyone|anybody|someone|somebody|any of us|who|whos|who's|who is"
    r"|which of us)"
    # (`is anyone in the team actually based there?`)
    r"(?: (?:on|in|from) the team| of us)?(?: (?:here|actually|already|currently))?"
    r" (?:on the team|in the team|of us|from the team|based|located|living|lives?|live"
    r"|actually lives?)"
    r"(?: around| over)? there\s*[?!.]*\s*$", re.IGNORECASE
)
# Studying there, or alumni asked for: `who studied there?`, `do we have any alumni?`.
_STUDY_THERE = re.compile(
    _ASKED_OF_SOMEONE
    + r"\b(?:studied|study|studying|graduated|went|went to (?:school|uni|university|college))"
    r"(?: from)? there\s*[?!.]*\s*$"
    r"|\b(?:any|an) (?:alumni|alumnus|alumna|graduates?|grads)"
    r"(?: (?:here|on the team|in the team|among us|of theirs)){0,2}\s*[?!.]*\s*$",
    re.IGNORECASE,
)
# Contributing there: `who contributed there?`, `anyone here committed to it?`.
_CONTRIBUTED_THERE = re.compile(
    _ASKED_OF_SOMEONE
    + r"\b(?:(?:contributed|contributes|contributing)"
    r" (?:there|to it|to that|to them)"
    # `… the Prophet forecasting library; has anyone here worked on that library and could
    # advise them?`
    r"|(?:contributed to|worked on|committed to) (?:that|this|the) (?:library|project|repo"
    r"|repository|package|framework)(?: itself)?(?: and [^.?!]{1,60})?)\s*[?!.]*\s*$",
    re.IGNORECASE,
)
# Reading or working on what was named: `it's all fortran. anybody who can read that?`.
_READ_THAT = re.compile(
    r"(?:" + _SOMEONE
    + r"|\bwhich (?:colleagues|officers|developers|engineers|members of staff|people|staff))"
    r"[^.?!]{0,40}?"
    # (`has anybody read it?` asks whether it was read)
    r"(?:\b(?:can|could|able to|knows how to) (?:read|review|write|debug|maintain|understand"
    r"|handle|work with|deal with)"
    r" (?:that|it|this|those|them)(?: code| stuff)?"
    # `… in Kotlin. Does anyone on the team have that skill?`, `… written in C#. Could you
    # confirm which colleagues are competent in it?`
    r"|\b(?:have|has|possess|possesses) (?:that|this|the) (?:skill|skillset|language|expertise)"
    r"|\b(?:is|are) (?:competent|proficient|experienced|skilled|fluent|familiar)"
    r" (?:in|with) (?:it|that|this)(?: language)?)\s*[?!.]*\s*$",
    re.IGNORECASE,
)
# Skills that are everyday words too (`make`, `tool`): never taken for what is pointed at.
_EVERYDAY = frozenset("go make rest spring express c r d tool tools less next chef puppet salt"
                      " flow dart swift ember meteor backbone game games chess".split())
# A name written with a capital, one to three words, after the start of a sentence.
_NAMED = re.compile(r"(?<=[\w,;:)] )[A-Z][\w&'.-]*(?: [A-Z][\w&'.-]*){0,2}")
# A name with a capital opening the message, one to three words.
_OPENING = re.compile(r"[A-Z][\w&'.-]*(?: [A-Z][\w&'.-]*){0,2}(?=[ ,:;])")
# A school's name anywhere: one to four words, each with a capital.
_SCHOOL_NAMED = re.compile(r"(?<![\w'])[A-Z][\w&'.-]*(?: (?:of |de |du )?[A-Z][\w&'.-]*){0,3}")
# A repository's name: any word, its owner too (`pytorch/pytorch`).
_WORD = re.compile(r"[\w][\w./+#-]*[\w+#]|\w")


def pointed_back(
    message: str,
    is_company: Callable[[str], bool],
    is_place: Callable[[str], bool],
    is_school: Callable[[str], bool] = lambda name: False,
    is_repo: Callable[[str], bool] = lambda name: False,
    is_skill: Callable[[str], bool] | None = None,
) -> str | None:
    """The question a message asks of what it named before `there` (`who worked at InPost`);
    None when its ask points back at no company, place, school, repository or skill (one
    alone) it named."""
    study = _STUDY_THERE.search(message)
    if study is not None:
        told = message[: study.start()]
        named = [m[0] for m in _SCHOOL_NAMED.finditer(told)]
        school = next((n for n in reversed(named) if _schoolish(n) and is_school(n)), None)
        return f"who studied at {school}" if school else None
    contributed = _CONTRIBUTED_THERE.search(message)
    if contributed is not None:
        told = message[: contributed.start()]
        repo = next((w for w in reversed(_WORD.findall(told)) if is_repo(w)), None)
        return f"who contributed to {repo}" if repo else None
    read = _READ_THAT.search(message) if is_skill is not None else None
    if read is not None:
        words = _WORD.findall(message[: read.start()].lower())
        said = [w for w in words if w not in _EVERYDAY and is_skill(w)]
        return f"who knows {said[-1]}" if len(set(said)) == 1 else None
    work = _WORK_THERE.search(message)
    be = None if work else _BE_THERE.search(message)
    asked = work or be
    if asked is None:
        return None
    told = message[: asked.start()]
    # (`Deloitte's consultants` name Deloitte)
    named = [re.sub(r"'s$", "", m[0].rstrip(".")).rstrip("'") for m in _NAMED.finditer(told)]
    opening = _OPENING.match(told) if work else None
    if opening is not None:
        # `Kainos want a reference from someone who used to work there`: a company the data
        # knows may open the message
        named.insert(0, opening[0])
    for name in reversed(named):
        if name in ("I", "I'm", "Im"):
            continue
        if work and is_company(name):
            now = work["now"] or work["v"].lower() in ("works", "working")
            if work["v"].lower() == "used to work":
                return f"who used to work at {name}"
            return f"who {'works' if now else 'worked'} at {name}"
        if be and is_place(name):
            return f"is anyone in {name}"
    return None


def _schoolish(name: str) -> bool:
    """Whether a name with a capital may be a school's rather than a word opening a sentence:
    all capitals (`NTNU`), or several words (`TU Delft`)."""
    return " " in name or (len(name) >= 2 and name.isupper())
