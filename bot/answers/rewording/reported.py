"""Questions written as a status report writes them, as the reading reads them: a subject and
then what is wanted of it (`grpc experience: names`, `postgres skills → list`, `hsm key
rotation — owner?`, `3ds flow: who rebuilt it?`), a label and then the ask (`rank: grpc, high →
low`, `compare: lars and priya, experience-wise`, `ask: someone who…`)."""

from __future__ import annotations

import re

from bot.answers.rewrite import rewrite
from bot.search.vocab import known_place

# What is wanted, said after its subject and a colon, an arrow or a dash.
_WANTED = (r"(?:names?|(?:a )?list(?: (?:them|pls|please))?|who|anyone|anybody|any ?one|owners?"
           r"|people|folks|candidates|(?:a )?shortlist|who(?:s| has) got (?:it|that)|who has"
           r" (?:it|that)|who knows (?:it|that)|who owns (?:it|that))")
_SUBJECT_WANTED = re.compile(
    rf"^(?P<x>[^:→,—–?]{{2,60}}?)\s*(?:(?:[:→—–]|->| - )\s*(?P<w>{_WANTED})"
    # (`lunch, anyone?` is an offer)
    r"|, (?P<l>names?|(?:a )?list|owners?|(?:a )?shortlist))[?!. ]*$"
)
# `3ds / sca flow: who rebuilt it?`: the subject pointed back at by what was done to it
_SUBJECT_DONE = re.compile(
    r"^(?P<x>[^:→,—–?]{2,60}?)\s*(?:[:→—–]|->| - )\s*who(?:s| has)? (?P<v>rebuilt|built|owns"
    r"|wrote|maintains|runs|designed|made|fixed|migrated|set up|looks after)(?: (?:it|that|this"
    r"|them))[?!. ]*$"
)
# A report's label before its question: `ask: someone who…`, `q: who knows go`.
_LABEL = re.compile(r"^(?:ask|q|question|request|req|fyi|need|needed|looking for)\s*:\s*")
# `ask: someone who has…`, `need: whoever designed…`: who has, who designed
_SOMEONE_WHO = re.compile(r"^(?:(?:someone|somebody|anyone|anybody|a person|an engineer|a dev)"
                          r" (?:who|that)|whoever) (?=[a-z])")
# `rank: grpc, high → low`: everyone by it
_RANK = re.compile(
    r"^(?:rank|ranking|ranked|sort|order)(?: by)?\s*:\s*(?P<x>[\w+#.-]+)"
    r"(?:,? (?:high|highest|best|top|most) ?(?:→|->|to|-) ?(?:low|lowest|worst|bottom|least))?"
    r"[?!. ]*$"
)
# `compare: lars and priya raman, experience-wise`: the two on that
_COMPARE = re.compile(r"^compare\s*:\s*(?P<p>.+?),? (?P<x>[\w+#.-]+)-wise[?!. ]*$")
# `daniel / sophie: terraform head to head`: the two at it
_HEAD_TO_HEAD = re.compile(
    r"^(?P<a>[a-z][\w'-]*(?: [a-z][\w'-]*)?) (?:/|vs\.?|v) (?P<b>[a-z][\w'-]*(?: [a-z][\w'-]*)?)"
    r"\s*:\s*(?P<x>[\w+#.-]+) head[ -]to[ -]head[?!. ]*$"
)
# `london + amsterdam people → list`: the people of either place
_PLACES_PEOPLE = re.compile(
    r"^(?:(?:list|show(?: me)?|pull up)(?: all)? (?:the )?)?(?P<a>[a-z][a-z .-]{1,30}?)"
    r" (?:\+|&) (?P<b>[a-z][a-z .-]{1,30}?) (?:people|folks|crew|ppl"
    r"|team|devs|engineers)(?:\s*(?:[:→—–]|->|, | - )\s*(?:names?|list|who)?)?[?!. ]*$"
)


def _subject_wanted(m: re.Match[str]) -> str:
    said, wanted = m["x"].strip(), m["w"] or m["l"]
    if wanted.startswith("owner") or wanted.startswith("who owns"):
        return f"who owns {said}"
    if said.endswith("-based"):
        return f"who is based in {said.removesuffix('-based')}"
    return f"who has {said}"


def _places_people(m: re.Match[str]) -> str:
    if not (known_place(m["a"]) and known_place(m["b"])):
        return m[0]
    return f"who is in {m['a']} or {m['b']}"


def reword_reported(text: str) -> str:
    """A question written as a status report's line (`grpc experience: names`, `rank: grpc`)
    in the shapes the reading knows; any other message as it is."""
    labelled = rewrite(_LABEL, "", text)
    if labelled != text:
        text = rewrite(_SOMEONE_WHO, "who ", labelled)
    text = rewrite(_RANK, r"rank everyone by \g<x>", text)
    text = rewrite(_COMPARE, r"compare \g<p> on \g<x>", text)
    text = rewrite(_HEAD_TO_HEAD, r"compare \g<a> and \g<b> on \g<x>", text)
    text = rewrite(_PLACES_PEOPLE, _places_people, text)
    text = rewrite(_SUBJECT_DONE, r"who \g<v> the \g<x>", text)
    return rewrite(_SUBJECT_WANTED, _subject_wanted, text)
