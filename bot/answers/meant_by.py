"""Questions only the data tells apart: a company named before `who worked there`, a place or
school named before `anyone based there` / `did anyone go there`, who was at a company the data
knows, what is known of someone here, and people counted or told apart by a name someone has
(`how many merts`, `which jonas is which`). The engine
reads these before it reads the message at all."""

from __future__ import annotations

import re

from bot.answers import phrasing as P
from bot.answers.named import counted_by_name
from bot.search.directory import Directory
from bot.search.text import fold

# `my cousin is at criteo, who of us worked there before`, `the kestrel payments folks are
# visiting, who here used to work there`: the company named before
_THERE = re.compile(r"\b(who(?: of us| here| else)? (?:has |have )?(?:ever )?(?:used to )?"
                    r"(?:work|works|worked)) (?:there|for them)(?: before)?[?!. ]*$"
                    # `dailymotion are doing a talk, did anyone used to work there?`
                    r"|\b(?:did|has|have) (?:anyone|anybody|someone|somebody|any of us)"
                    r"(?: here)? (?:ever )?(?:used to |use to )?(?:work|worked) (?:there|for them)"
                    r"(?: before)?[?!. ]*$"
                    # `we're meeting safaricom next month. does anyone have history there?`
                    r"|\b(?:(?:does|do) (?:anyone|anybody|someone|somebody|any of us)(?: here)?"
                    r"|who(?: of us| here)?) (?:have|has) (?:any )?(?:history|experience"
                    r"|background) (?:there|with them)[?!. ]*$")
_NAMED_BEFORE = (
    re.compile(r"\b(?:(?:is|are|was|were|works|work|worked) (?:at|for)|(?:came|come|comes) from)"
               r" ([a-z][\w.&-]*(?: [a-z][\w.&-]*)?)(?=[,.;!?]| (?:and|but|so)\b)"),
    re.compile(r"^(?:the |our )?([a-z][\w.&-]*(?: [a-z][\w.&-]*)?)"
               r" (?:folks|people|team|guys|crew)\b"),
    # `we're meeting safaricom next month`: the company met
    re.compile(r"\b(?:meeting|meet|visiting|pitching to|talking to|speaking to|calling)(?: with)?"
               r" ([a-z][\w.&-]*(?: (?!(?:next|this|on|tomorrow|today|soon|later|and|but|so)\b)"
               r"[a-z][\w.&-]*)?)(?=[,.;!?]| (?:next|this|on|tomorrow|today|soon|later|and|but"
               r"|so)\b)"),
    # `dailymotion are doing a talk next week`: the company the sentence is about
    re.compile(r"^([a-z][\w.&-]*(?: [a-z][\w.&-]*)?) (?:are|is|were|was|have|has|just)\b"),
)


def worked_there(text: str) -> tuple[str, str] | None:
    """Who worked there, asked of something named before in the folded message: the question
    up to `there` and what was named (the caller keeps it only when it is a company)."""
    m = _THERE.search(text)
    if m is None:
        return None
    before = text[: m.start()]
    for named in _NAMED_BEFORE:
        said = named.search(before)
        if said is not None:
            return m[1] or "who worked", said[1]
    return None


# `heading to the dublin office next week, who's based there`: a place named before
_LIVES_THERE = re.compile(
    r"\b((?:who(?:s| is| are)?|(?:is )?(?:anyone|anybody|someone|somebody))(?: of us| here"
    r"| else| on the team| from the team| from our team)?(?: actually| still| already)?"
    r" (?:based|living|lives|live|located))"
    r" (?:there|out there|over there)[?!. ]*$"
    # `if we needed someone in germany for a client meeting, who's there`, `anyone near there`
    r"|(?:^|(?<=[,.;:?!] ))((?:who(?:s| is| are)|(?:is )?(?:anyone|anybody))(?: of us| here"
    r"| on the team)?(?: actually| already)?) (?:there|near there|around there|close to there)"
    r"[?!. ]*$"
)
# `my nephew is applying to trinity, did anyone here go there`: a school named before
_WENT_THERE = re.compile(
    r"\b((?:(?:did|has|have) )?(?:anyone|anybody|someone|somebody|who)(?: of us| here| else"
    r"| on the team)? (?:ever )?(?:go|went|gone|studied|study)) there(?: too| as well)?[?!. ]*$"
    # `say we sponsor a hackathon at insa lyon, is anyone here an alum?`
    r"|\b((?:is )?(?:anyone|anybody|someone|somebody|who)(?: of us| here| on the team)?(?: is)?)"
    r" an? (?:alum|alumnus|alumna|alumni|grad|graduate)(?: of (?:it|theirs|there))?[?!. ]*$"
    # `wageningen is hosting a hackathon - does anyone have a degree from there?`
    r"|\b((?:(?:does|do) )?(?:anyone|anybody|someone|somebody|who)(?: of us| here| on the team)?"
    r" (?:have|has|hold|holds)) (?:a |any )?(?:degree|diploma|qualification)s? from there"
    r"[?!. ]*$"
)
# Words of time after `in` that are no place (`going to madrid in march`).
_WHEN = (
    r"january|february|march|april|may|june|july|august|september|october|november|december"
    r"|spring|summer|autumn|fall|winter|monday|tuesday|wednesday|thursday|friday|saturday"
    r"|sunday|a week|a month|two weeks|a few weeks|a bit|an hour|time"
)
_NAMED_PLACE = re.compile(
    r"\b(?:in|to|at|visiting|from) (?!(?:" + _WHEN + r")\b)(the )?([a-z][\w.'-]*)"
    r"(?: (?!(?:to|in|at|from|for|and|or|on|with|next|this|last|tomorrow|today|tonight|soon"
    r"|later|again|too|then|is|are|was|were)\b)([a-z][\w.'-]*))?"
)
# A place named by a site there: `opened a portugal office`, `our lisbon hub`.
_OFFICE_OF = re.compile(
    r"\b(?:a|an|our|the|new) (?!(?:new|main|old|release|feature|dev|master|other|same|big|small"
    r"|whole|head|home|local|remote|temp|test)\b)([a-z][\w.'-]*) (?:office|hub|site|branch)\b"
)
# What a message opens with as its subject: `kit is hosting a meetup`.
_SUBJECT = re.compile(
    r"^(?:the )?([a-z][\w.&-]*(?: [a-z][\w.&-]*)?) (?:is|are|was|were|has|have)\b"
)
# What follows a place's name without being part of it (`the dublin office`).
_SITE = frozenset("office offices hq site campus branch team crew".split())
# Words after `in` or `to` that are not a place an unknown name could be (`in the morning`).
_NOT_PLACES = frozenset(
    "office home work town city area morning evening afternoon night meeting meetings person"
    " bed prod production staging there here it them that this".split()
)


def named_there(text: str) -> tuple[str, str, list[str], bool] | None:
    """The kind (`place` or `school`) of a question asked of somewhere named before in the
    folded message (`…, who's based there`, `…, did anyone go there`), the question up to
    `there`, the names said before it, the last first, and whether it was asked loosely
    (`who's there`, `is anyone here an alum`: only a name the data knows as such will do);
    None for any other message."""
    for kind, there in (("place", _LIVES_THERE), ("school", _WENT_THERE)):
        m = there.search(text)
        if m is None:
            continue
        asked = re.sub(r" (?:actually|still|already)(?= |$)", "", m[1] or m[2] or "who")
        if kind == "place" and m[1] is None:
            asked += " based"  # `who's there`: based there
        elif kind == "school" and m[1] is None:
            asked += " went"  # `anyone an alum`: went there
        said = []
        for named in reversed(list(_NAMED_PLACE.finditer(text[: m.start()]))):
            the, first, second = named[1], named[2], named[3]
            # a city takes no article (`the corner`, `the end of the street`), but a
            # school or an office may (`the dublin office`)
            mark = "the " if the else ""
            if second and second not in _SITE:
                said.append(f"{mark}{first} {second}")
            said.append(f"{mark}{first}")
        # `if we opened a portugal office`: a place named by its office; `kit is hosting a
        # meetup`: what the message is about
        said += [f[1] for f in reversed(list(_OFFICE_OF.finditer(text[: m.start()])))]
        said += [f[1] for f in _SUBJECT.finditer(text[: m.start()])]
        # (`a degree from there` names a school outright)
        return kind, asked, said, m[1] is None and not (m.re.groups > 2 and m[3])
    return None


def _there(d: Directory, text: str) -> str | None:
    """The question of `named_there` with what it names in place of `there`: a place or a
    school the data knows, or, for a place, a word that may be a city nobody here is in
    (`we have a meetup in tokyo, anyone based there`)."""
    found = named_there(text)
    if found is None:
        return None
    kind, asked, said, loose = found
    if loose:
        # `the new office is freezing, anyone near there?`: only a place or a school by its name
        named = d.phrases.school_named if kind == "school" else (
            lambda s: bool(d.phrases.place(s, exact=True).keys)
        )
        known = [s.removeprefix("the ") for s in said if named(s.removeprefix("the "))]
        if not known:
            return None
        return f"{asked} in {known[0]}" if kind == "place" else f"{asked} to {known[0]}"
    resolve = d.phrases.place if kind == "place" else d.phrases.school
    known = [s.removeprefix("the ") for s in said if resolve(s.removeprefix("the ")).keys]
    if known:
        return f"{asked} in {known[0]}" if kind == "place" else f"{asked} to {known[0]}"
    # a city nobody here is in, only when asked who is based there: `who lives there` is as
    # often asked of a house
    unknown = [s for s in said if not s.startswith("the ") and len(s) >= 3
               and not set(s.split()) & _NOT_PLACES]  # fmt: skip
    based = asked.endswith(("based", "located"))
    return f"{asked} in {unknown[0]}" if kind == "place" and based and unknown else None


# `was anyone here at spotify (before)`: who worked there, of a company the data knows (`was
# anyone at the all hands` is no such question)
_WAS_ANYONE_AT = re.compile(
    r"^(?:(?:was|were) (?:anyone|anybody|someone|somebody|any of (?:you|us))(?: here| on the team)?"
    # `anyone been at booking.com?`, `who was at booking.com`
    r"|(?:(?:has|have) )?(?:anyone|anybody|someone|somebody)(?: here| on the team)?(?: ever)?"
    r" been|who(?: here| of us)? (?:was|has been|had been))"
    r" (?:at|with) ([a-z][\w&.-]*(?: (?!(?:before|previously|ever)\b)[a-z][\w&.-]*)?)"
    r"(?:(?P<past> before| previously| in the past)| ever)?"
    r"(?:[?!. ]*$|\?+\s.*$)"  # (what the question is for may follow it)
)
# `what do you know about mei`: her profile when she is someone here, what profiles say of
# it when not (`what do you know about gpu kernels`)
_KNOW_ABOUT = re.compile(
    r"^what (?:do|does) (?:you|u|ya|the bot)(?: actually| even)? know about ([a-z][\w' .-]{1,40}?)"
    r"[?!. ]*$"
)


# `volvo background?`, `outsystems background`: who worked at a company the data knows
_BACKGROUND = re.compile(r"^([a-z][\w&.-]*(?: [a-z][\w&.-]*)?) background[?!. ]*$")

# People left out by a name they share: `except the two sofias`, `but not both daniels`.
_BUT_THE_NAMED = re.compile(
    r"\b(except|besides|but not|other than|excluding|apart from|not counting|minus) (?:the |both"
    r" |all )?(?:two |2 |three |3 )?([a-z][\w'-]+s)\b"
)

# `which jonas is which? list the jonases`: the people of a first name, who they are
_WHICH_IS_WHICH = re.compile(r"^which ([a-z][\w'-]+) is which\b")


def meant_by(d: Directory, message: str) -> str | None:
    """The question a message asks in words that only the data can tell apart: who worked
    at a company named before (`…, who worked there`), who is based at a place or went to a
    school named before (`…, anyone based there`), who was at a company the data knows (`was
    anyone at sibs`, `volvo background?`), what
    is known of someone here, people counted by a name someone has (`how many merts do we
    have`) or told apart by it (`which jonas is which`); None for any other message."""
    text = fold(P.visible(message))  # read once: every message passes here
    there = worked_there(text)
    if there is not None and d.phrases.company_named(there[1]).keys:
        return f"{there[0]} at {there[1]}"
    there_is = _there(d, text)
    if there_is is not None:
        return there_is
    background = _BACKGROUND.match(text)
    if background is not None and d.phrases.company_named(background[1]).keys:
        return f"who worked at {background[1]}"  # `volvo background?`
    was = _WAS_ANYONE_AT.match(text)
    if was is not None and d.phrases.company_named(was[1]).keys:
        # `was anyone at google before`: there before, not now
        return f"who {'used to work' if was['past'] else 'worked'} at {was[1]}"
    about = _KNOW_ABOUT.match(text)
    if about is not None and d.names.find(about[1]).score == 100:
        return f"tell me about {about[1]}"
    which = _WHICH_IS_WHICH.match(text)
    if which is not None and which[1] in d.ix.name_words:
        plural = "es" if which[1].endswith(("s", "x", "z", "ch", "sh")) else "s"
        return f"who are the {which[1]}{plural}"
    name = counted_by_name(text)
    if name is not None and name in d.ix.name_words:
        return f"who are the {name}s"
    for m in _BUT_THE_NAMED.finditer(text):
        one = next((w for w in (m[2][:-2], m[2][:-1]) if w in d.ix.name_words), None)
        if one is not None:  # `everyone except the two sofias`: but anyone named sofia
            return f"{text[: m.start()]}{m[1]} {one}{text[m.end() :]}"
    return None
