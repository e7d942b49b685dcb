"""Questions written as a status report writes them, as the reading reads them: a subject and
then what is wanted of it (`grpc experience: names`, `postgres skills → list`, `hsm key
rotation — owner?`, `3ds flow: who rebuilt it?`), a label and then the ask (`rank: grpc, high →
low`, `compare: lars and priya, experience-wise`, `ask: someone who…`)."""

from __future__ import annotations

import re

from bot.answers.rewording.known import known_skill
from bot.answers.rewrite import rewrite
from bot.search.vocab import known_place

# A subject that names expertise by its last word (`grpc experience`, `adyen background`).
_EXPERTISE = re.compile(r"\b(?:experience|skills?|background|expertise|knowledge|know-how"
                        r"|contributions)$")
# A subject that names people by their job (`staff engineers → list`).
_TITLED = re.compile(r"\b(?:engineers?|developers?|devs|scientists?|designers?|architects?"
                     r"|researchers?|analysts?|leads|managers?)$")
# A subject of the office's or a meeting's, whose owner is no expert (`the bug from yesterday:
# owner?`, `action items, owners`, `silly question: who maintains this?`).
NO_EXPERTISE = re.compile(
    r"^(?:the|this|that|these|those|my|our|your|his|her|their|a|an|some|any|next|last)\b"
    r"|\b(?:steps?|items?|questions?|notes?|tickets?|photos?|holidays?|retros?|santa|lunch"
    r"|dinner|drinks|pizza|coffee|bugs?|prs?|docs?|release|deploy|demo|meeting|standup|sync"
    r"|agenda|minutes|slides|budget|invoice|laptop|rota|shift|offsite|party|parking|desk"
    r"|room|today|tomorrow|yesterday|week|mentors?|reviewers?|volunteers?|review|call|pager"
    r"|triage|shift|reservation|swap|postmortem|run|name|date|asc|desc|size|time|priority"
    r"|building|plants?|phone|detail|details)\b"
)

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
_LABEL = re.compile(r"^(?:ask|q|question|request|req|need|needed|looking for)\s*:\s*")
# `ask: someone who has…`, `need: whoever designed…`: who has, who designed
_SOMEONE_WHO = re.compile(r"^(?:(?:someone|somebody|anyone|anybody|a person|an engineer|a dev)"
                          r" (?:who|that)|whoever) (?=[a-z])")
# `rank: grpc, high → low`: everyone by it
_RANK = re.compile(
    r"^(?:rank|ranking|ranked|sort|order)(?: by)?\s*:\s*(?P<x>[\w+#.-]+)"
    r"(?:,? (?:high|highest|best|top|most) ?(?:→|->|to|-) ?(?:low|lowest|worst|bottom|least))?"
    r"[?!. ]*$"
)
# What a ranking by experience is by.
_BY = {"experience": "years of coding", "years": "years of coding", "seniority": "years of coding",
       "coding": "years of coding"}
# `compare: lars and priya raman, experience-wise`: the two on that
_COMPARE = re.compile(r"^compare\s*:\s*(?P<p>.+?),? (?P<x>[\w+#.-]+)-wise[?!. ]*$")
# `daniel / sophie: terraform head to head`: the two at it
_HEAD_TO_HEAD = re.compile(
    r"^(?P<a>[a-z][\w'-]*(?: [a-z][\w'-]*)?) (?:/|vs\.?|v) (?P<b>[a-z][\w'-]*(?: [a-z][\w'-]*)?)"
    r"\s*:\s*(?P<x>[\w+#.-]+) head[ -]to[ -]head[?!. ]*$"
)
# `priya desia — schools`: where the person named studied, works or lives
_PERSON_FACT = re.compile(
    r"^(?P<n>[a-z][\w'-]+ [a-z][\w'-]+)\s*(?:[:→—–]|->| - )\s*(?P<f>schools?|education|degrees?"
    r"|studies|employer|company|current employer|location|based where|where based)[?!. ]*$"
)
_FACT_ASKED = {"schools": "where did {} study", "school": "where did {} study",
               "education": "where did {} study", "degrees": "where did {} study",
               "degree": "where did {} study", "studies": "where did {} study",
               "employer": "where does {} work", "company": "where does {} work",
               "current employer": "where does {} work", "location": "where is {} based",
               "based where": "where is {} based", "where based": "where is {} based"}
# `london + amsterdam people → list`: the people of either place
_PLACES_PEOPLE = re.compile(
    r"^(?:(?:list|show(?: me)?|pull up)(?: all)? (?:the )?)?(?P<a>[a-z][a-z .-]{1,30}?)"
    r" (?:\+|&) (?P<b>[a-z][a-z .-]{1,30}?) (?:people|folks|crew|ppl"
    # (`london + berlin people: lunch at 1` tells them something)
    r"|team|devs|engineers)(?P<w>\s*(?:[:→—–]|->|, | - )\s*(?:names?|list|who))?[?!. ]*$"
)


def _owned(said: str) -> bool:
    """Whether a subject's owner is asked of an expert: a skill, or words of work that are
    no meeting's, errand's or office's (`hsm key rotation`, not `the release`)."""
    return known_skill(said) or (len(said.split()) > 1 and not NO_EXPERTISE.search(said))


def _subject_wanted(m: re.Match[str]) -> str:
    said, wanted = m["x"].strip(), m["w"] or m["l"]
    if wanted.startswith("owner") or wanted.startswith("who owns"):
        return f"who owns {said}" if _owned(said) else m[0]
    if said.endswith("-based"):
        return f"who is based in {said.removesuffix('-based')}"
    if _TITLED.search(said):
        return f"list the {said}"
    if re.search(r"\b\d{1,2}\+? (?:years?|yrs?)\b", said):
        return f"who has {said}"  # `≥9 yrs employment → list`
    if _EXPERTISE.search(said) and not NO_EXPERTISE.search(said):
        return f"who has {said}"
    if NO_EXPERTISE.search(said) or len(said.split()) > 3:
        return m[0]
    return f"who knows {said}" if known_skill(said) else f"who has {said}"


def _subject_done(m: re.Match[str]) -> str:
    said = m["x"].strip()
    return f"who {m['v']} the {said}" if _owned(said) else m[0]


def _places_people(m: re.Match[str]) -> str:
    if not (known_place(m["a"]) and known_place(m["b"])):
        return m[0]
    if not (m["w"] or m[0].startswith(("list", "show", "pull up"))):
        return m[0]
    return f"who is in {m['a']} or {m['b']}"


def _skill_asked(m: re.Match[str], said: str) -> str:
    return m[0] if NO_EXPERTISE.search(m["x"]) else said


def reword_reported(text: str) -> str:
    """A question written as a status report's line (`grpc experience: names`, `rank: grpc`)
    in the shapes the reading knows; any other message as it is."""
    labelled = rewrite(_LABEL, "", text)
    if labelled != text:
        text = rewrite(_SOMEONE_WHO, "who ", labelled)
    text = rewrite(_RANK, lambda m: _skill_asked(m, f"rank everyone by {_BY.get(m['x'], m['x'])}"),
                   text)
    text = rewrite(_COMPARE, r"compare \g<p> on \g<x>", text)
    text = rewrite(_HEAD_TO_HEAD,
                   lambda m: _skill_asked(m, f"compare {m['a']} and {m['b']} on {m['x']}"), text)
    text = rewrite(_PLACES_PEOPLE, _places_people, text)
    text = rewrite(_SUBJECT_DONE, _subject_done, text)
    text = rewrite(_PERSON_FACT, lambda m: m[0] if NO_EXPERTISE.search(m["n"])
                   else _FACT_ASKED[m["f"]].format(m["n"]), text)
    return rewrite(_SUBJECT_WANTED, _subject_wanted, text)
