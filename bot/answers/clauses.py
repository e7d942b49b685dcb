"""Reading the conditions of a question: the clauses it names, joined by and, or and not.

A message whose shape the reading has found (bot.answers.reading) is read here for what
it asks of people: how (bot.answers.how_asked), the years, degrees, badges and figures it
bounds, and its phrases, each with the cue (`works at`, `based in`, …) that says
what kind of thing it names; what no cue types is left for the engine to place.
"""

from __future__ import annotations

import re

from bot.answers import cues as C
from bot.answers import people_shapes as S
from bot.answers import phrasing as P
from bot.answers.amounts import (
    YEARS_BARE,
    Years,
    read_period,
    read_score_floor,
    read_years,
    read_years_than,
)
from bot.answers.degrees_asked import read_degree
from bot.answers.figures_asked import read_figure_bound
from bot.answers.how_asked import how_asked
from bot.answers.question import Clause, Question
from bot.answers.rewording.known import known_skill
from bot.answers.rewrite import rewrite

# Words that ask about what people were, or about their words, not what they are now.
_NOT_NOW = re.compile(r"\b(?:was|were|used to|formerly|previously|former|ex|mentions?|mention"
                      r"|say|says|said)\b")

# `who are the tds`, `list all our architects`: people by what their headlines call them
_ARE_THE = re.compile(r"^(?:(?:who|which) (?:are|r)|list|show(?: me)?) (?:all )?(?:the|our)"
                      r" [a-z]{2,}s$")

FIRST_PERSON = re.compile(r"^(?:i|ive|im|id|ill|my|me|we|weve|were|well|our)\b")

# What a headline holds: `'research' in their job title`.
_IN_TITLE = re.compile(
    r"\s*\bin (?:their|his|her|the) (?:job )?(?:title|headline|role)s?\b"
    # `who has a headline with 'staff'`
    r"|\b(?:has |have |with )?(?:a |an |the |their |his |her )?(?:job )?(?:headline|title)s?"
    r" (?:with|containing|that says|that contains|saying|including|mentioning)\b"
)

# Skills asked as the profiles list them: `who lists docker`, `networking as a skill`.
_AS_A_SKILL = re.compile(
    r"\s+(?:as (?:a |one of (?:their|his|her|the) )?skills?|(?:in|on) (?:their|his|her)"
    r" (?:skills?|skill list|skills list|list of skills))\b"
)

# `list everyone who knows docker` is a request, not the verb
_LISTED = re.compile(
    r"\b(?:lists|listed|listing)\b|\b(?:who|that|which|they|people|ppl|folks|devs|dont|do not"
    r"|doesnt|does not|didnt|also|actually) list\b|" + _AS_A_SKILL.pattern
)

# Studies in progress, as headlines name them: `phd student`, `doctoral candidates`.
_STUDENT = re.compile(
    r"\b(?:phd|ph\.d\.?|doctoral|grad|graduate|masters|master's|msc) (?:students?|candidates?)\b"
)

# The word asked of a headline: `has 'senior' in their title`, `a headline with 'staff'`.
# (`senior, lead or staff`: any of them; no word of one is `or`, so a list splits one way;
# `engineer/engineering` is one word in two forms)
_TITLE_ITEM = r"(?!or\b)[\w+#.-]+(?: (?!or\b|in\b)[\w+#.-]+)?"
_TITLE_OR = re.compile(r",? or |, ")
_TITLE_WORD = re.compile(
    rf"\b(?:has|have|with|got|having) (?P<w>{_TITLE_ITEM}(?:(?:,? or |, ){_TITLE_ITEM})*)"
    r" in (?:their|his|her|the) (?:job )?(?:title|headline|role)s?\b"
    r"|\b(?:headline|title)s? (?:with|containing|that says|that contains|saying|including"
    r"|mentioning) (?P<v>[\w+#.-]+(?: [\w+#.-]+)?)"
)

# What a phrase that names nothing is: `commits in this one`.
_NOTHING_NAMED = frozenset({"", "the", "a", "an", "this", "that", "it", "these", "those", "them",
                            "this one", "that one", "this repo", "that repo", "there"})  # fmt: skip

# Verbs that ask for a list wherever they come in a request (`can someone dump the list`).
_LIST_VERBS = frozenset({"list", "show", "dump", "print", "display", "enumerate"})

# (`or-tools` is one skill)
_SPLIT_LIST = re.compile(r"\s*(?:,|(?<![\w-])(?:and|or)(?![\w-])|&|\s/\s)\s*")

# Words of a terse request: `beijing or shanghai but not deepseek`; which says something of
# things instead (`either tvm or triton would work`).
_TERSE = 6

_TERSE_YEARS = 8

_SAYS = re.compile(r"\b(?:would|should|could|will|might|is|are|was|were|does|doesnt|matter"
                   r"|matters|work|works|fine|better|worse|takes|took|ago|been)\b")

# Words for the team that say nothing of people asked for (`save us from this mess`).
_US = frozenset({"us", "we", "our"})

# Words before a cue in what is left out that name no one (`except people who know go`).
_LEFT_OUT_WORDS = frozenset({"those", "them", "ones", "the", "any", "who", "that", "and"})

# What a phrase is asked for, after it: `who's in buenos aires to visit them`, `anyone in
# amsterdam for borrel on friday`.
_VISIT = re.compile(r"\s+(?:to|and|so (?:i|we) can) (?:visit|meet|see|host|invite|interview"
                    r"|catch up with|(?:have|grab) (?:a )?(?:coffee|lunch|dinner|beer|drink)"
                    r" with)\b"
                    # `anyone in amsterdam for borrel on friday`: an outing there
                    r"|\s+for (?:a |the |some )?[\w-]+(?: [\w-]+)? (?:on|this|next)"
                    r" (?:mon|tues|wednes|thurs|fri|satur|sun)day\b")
# A time alone after a cue of projects (`working on this week`).
_WHEN_ONLY = re.compile(r"(?:(?:this|next|last) (?:week|sprint|month|quarter)|today|tonight"
                        r"|tomorrow|right now|rn|atm|at the moment|these days|now|lately)")
# A piece of a clause after a comma this long is a remark, not one more thing of a list.
_REMARK_WORDS = 6

# How many conditions a question may hold; repeats count once.
MAX_CONDITIONS = 8


def split_list(text: str) -> list[str]:
    """A list of phrases as typed: `rust, go and c++` -> rust, go, c++."""
    return [p for p in (C.tidy(x) for x in _SPLIT_LIST.split(text)) if p]


# An item of a list of things: a few words, none joining two or saying how or why (`no-fly
# zones, whether by routing drones around them or …` lists nothing).
_LIST_ITEM = re.compile(
    r"(?!.*\b(?:and|or|whether|by|for|to|with|when|if|as|that|which|who|whos|because|since|so"
    r"|but|then|them|it|before|after|around|about|how|what|where|is|are|was|were|similar|like"
    r"|whatever|etc|else|other|others|anything|something|such|full|part|time|intern|interns"
    r"|internship|contract|contractor|freelance|remote)\b)"
    r"[\w+#./&'-]+(?: [\w+#./&'-]+){0,3}"
)

# The last item of a list that names nothing more: `python, c++ or something else`.
_VAGUE_ITEM = re.compile(
    r"(?:something|anything|anyone|anybody|somewhere|anywhere|someplace|someone) else|elsewhere"
    r"|(?:some |any |an? )?(?:similar|other|equivalent|related) [\w-]+(?: [\w-]+)?|the like"
    r"|whatever|etc"
)

_SAID_OF_SELF = re.compile(r"\s+(?:and|but|so)\s+(?:i|im|ive|id|we|were|weve|its|it is)\b")


def _listed_alternatives(query: Question, others: list[str], cue: str, budget: int) -> list[str]:
    """`rust, go or python`: a list closed by `or` is of alternatives, each item of it (the
    last phrase's items made alternatives of the question); the phrases after `or` still to
    read, none when the list's last item and what follows it were read here."""
    # (the last item, before what is said after it: `rust, go or python and worked at komatsu`)
    tail = re.split(r"[?!;,]|\.(?:\s|$)|\s(?:and|but)\s", others[0])[0].strip() if (
        len(others) == 1
    ) else ""
    vague = _VAGUE_ITEM.fullmatch(tail) is not None
    if not (tail and (vague or _LIST_ITEM.fullmatch(tail)) and query.clauses):
        return others
    last = query.clauses[-1]
    items = [x.strip() for x in last.text.split(",")]
    if len(items) < 2 or not all(x and _LIST_ITEM.fullmatch(x) for x in items):
        return others
    query.clauses[-1] = Clause(last.kind, items[0], last.cue, items[0], last.after)
    query.alternatives += [[Clause(last.kind, x, last.cue, x, last.after)] for x in items[1:]]
    rest = others[0].strip()[len(tail) :].strip(" ,?!.")
    if not rest:
        return [] if vague else others  # `python, c++ or something else`: the else adds no one
    # `aws, gcp or azure, and has kubernetes`: the last item, then what else is wanted of
    # everyone
    if not vague:
        query.alternatives.append([Clause(last.kind, tail, last.cue, tail, last.after)])
    rest = rewrite(r"^(?:and|but)\s+", "", rest)
    query.clauses[:0] = _continued(_capped(_phrases(rest)), cue, rest)[: max(budget, 0)]
    return []


def _clauses(text: str) -> list[Clause]:
    # what the asker then says of themselves puts no condition on anyone (`anyone in austin
    # and im flying in tuesday`)
    text = _SAID_OF_SELF.split(text, maxsplit=1)[0]
    cues = list(C.CUE_RE.finditer(text))
    out: list[Clause] = []
    for n, m in enumerate(cues):
        end = cues[n + 1].start() if n + 1 < len(cues) else len(text)
        # a phrase ends with its sentence (`studied at tsinghua? asking for the trip`), and
        # before a part that names nothing (`at nvidia, need a contact there`)
        part = re.split(r"[?!;]+(?:\s|$)", text[m.end() : end])[0]
        # nor before what it is for (`in buenos aires to visit them`)
        part = _VISIT.split(part)[0]
        pieces = part.split(", ")
        # nor a remark after a comma (`k8s, the helm chart for staging wont roll out`, `k8s,
        # the helm chart`)
        while len(pieces) > 1 and (
            all(w in P.SCAFFOLD for w in pieces[-1].split())
            or len(pieces[-1].split()) >= _REMARK_WORDS
            or re.match(r"(?:the|my|our|this|that) \w+ \w", pieces[-1]) is not None
        ):
            pieces.pop()
        part = ", ".join(pieces)
        whole = C.strip_trailing(part.strip()).strip(" ,;:'\"")
        kind, said = C.CUE_KIND[m.group(1)], C.tidy(part)
        if kind == "repo" and _WHEN_ONLY.fullmatch(said):
            continue  # `what's everyone working on this week`: a stand-up, not a project
        out.append(Clause(kind, said, m.group(1), whole))
    return out


def _project_role(text: str) -> tuple[str | None, str]:
    """A role in projects asked about, singular (`reviewer`), and the rest of the text, with
    the repository it names left as one contributed to."""
    m = P.PROJECT_ROLE.search(text)
    if m is None:
        return None, text
    role = next(r for r in (m["role"], m["role2"], m["role3"], m["role4"]) if r)
    role = rewrite(r"s$", "", role.strip()) if role.endswith(("ers", "ors")) else role.strip()
    repo = m["repo"] or m["repo2"] or m["repo3"]
    said = f" contributed to {repo} " if repo else " "
    return role, rewrite(r"\s+", " ", text[: m.start()] + said + text[m.end() :]).strip()


def read_conditions(text: str, query: Question) -> Question:
    """The message read as conditions on people; a profile or a bare phrase when it has none."""
    # `who has 'research' in their job title`: the headline alone
    titled = bool(_IN_TITLE.search(text))
    word = _TITLE_WORD.search(text) if titled else None
    text = _IN_TITLE.sub(" ", text)
    jobless = P.NO_EMPLOYER.search(text)
    # `the printer is not working anywhere` says nothing of anyone's job
    if jobless and (not re.match(r"(?:isnt|is not|arent|not) ", jobless[0]) or (
        query.people_words or C.QUESTION_START.match(text)
    )):
        query.missing = "employer"
        text = P.NO_EMPLOYER.sub(" ", text)
    m = P.MISSING.search(text) or P.MISSING_WHOSE.search(text)
    if m:
        field = m["field"]
        query.missing = "stackoverflow" if field.startswith("stack") else P.MISSING_FIELDS[field]
        # `whose location is missing` asks who, as `who has no location` does
        text = "who " + text[m.end() :] if m["neg"] == "whose" else (
            text[: m.start("neg")] + " " + text[m.end() :]
        )
    query.figure_bound, text = read_figure_bound(text)
    rest = how_asked(text, query)
    query.score_floor, rest = read_score_floor(rest)
    query.listed = bool(_LISTED.search(rest))
    rest = _AS_A_SKILL.sub("", rest)
    query.years_than, rest = read_years_than(rest)
    query.period, rest = read_period(rest)
    query.project_role, rest = _project_role(rest)
    # `who has 'senior' in their title`: the word of the headline, not years
    years, rest = read_years(rest) if not titled else (None, rest)
    query.years = years or query.years
    # `who's a phd student`: what the headline says people are now, not a degree
    student = _STUDENT.search(rest)
    if student:
        rest = rest[: student.start()] + " " + rest[student.end() :]
    query.degree, rest = read_degree(rest)
    badges, unbadged, rest = _badges(rest)
    rest = rewrite(r"\s+", " ", rest).strip()
    positive, *negated = P.NEGATION.split(rest)
    if not positive.strip() and negated and "," in negated[0]:
        # `apart from zoe, who's the strongest react person`: the rest is what is wanted
        negated[0], positive = negated[0].split(",", 1)
    # `isn't in china but knows cuda`: what follows `but` is wanted again; and so is what
    # a cue opens after the one left out (`anyone besides mei know pytorch`).
    wanted = []
    for n, piece in enumerate(negated):
        # `anyone do ebpf besides jörg? need more hands`: what follows the question is a remark
        piece = re.split(r"[?!]+\s+", piece)[0]
        negated[n], *after = re.split(r"\s+but\s+", piece)
        cue = C.CUE_RE.search(negated[n])
        left = negated[n][: cue.start()].split() if cue is not None else []
        named = any(w not in P.SCAFFOLD and w not in P.PEOPLE_WORDS and w not in _LEFT_OUT_WORDS
                    for w in left)  # fmt: skip
        if cue is not None and named and C.CUE_KIND.get(cue[1]) == "skill":
            after.insert(0, negated[n][cue.start() :])
            negated[n] = rewrite(r"\s+(?:who|that|and)$", "", negated[n][: cue.start()].strip())
        wanted += after
    positive = " ".join([positive, *wanted])
    first, *others = P.ALTERNATIVE.split(positive)
    # At most MAX_CONDITIONS in all, the first ones as written.
    query.clauses = _capped([*badges, *_phrases(first)])
    if query.period is not None and not any(c.kind == "repo" or "/" in c.text
                                            for c in query.clauses):  # fmt: skip
        # Only contributions have dates on a profile: `who worked at google in 2019`
        query.period, query.undated = None, True
    cue = next((c.cue for c in reversed(query.clauses) if c.cue), "")
    budget = MAX_CONDITIONS - len(query.clauses)
    others = _listed_alternatives(query, others, cue, budget)
    for other in others:
        kept = _continued(_capped(_phrases(other)), cue, other)[: max(budget, 0)]
        if kept:
            # `or` joins the phrase next to it only: in `beijing or shanghai knows cuda`,
            # cuda is wanted of everyone. Put first, so that the alternative still joins the
            # last phrase before the `or`.
            query.alternatives.append(kept[:1])
            query.clauses[:0] = kept[1:]
            budget -= len(kept)
    if student:
        said = rewrite(r"s$", "", student[0])
        query.clauses.append(Clause("any", said, "", said, role=True))
    if titled:
        said = (word["w"] or word["v"]) if word is not None else ""
        # `who has 'senior' in their title`: a word people also use of people; `data engineer`
        # whole, not the topic `data` its first word is
        first_said, *other_said = _TITLE_OR.split(said)
        alone = len(query.clauses) == 1 and query.clauses[0].text in said.split()
        if said and (not query.clauses or alone or other_said):
            query.clauses = [Clause("any", first_said, "", first_said)]
            # `senior or staff in their title`: any of the words
            query.alternatives = [[Clause("any", w, "", w)] for w in other_said]
        for c in [*query.clauses, *(c for a in query.alternatives for c in a)]:
            c.role = c.titled = c.kind in ("any", "skill")
    # `who is an intern`, not `who was an intern` or `who mentions intern`
    elif query.tense not in ("past", "ever") and not _NOT_NOW.search(text):
        called = _ARE_THE.match(text) is not None
        for c in query.clauses:
            c.role = c.kind in ("any", "skill") and (
                called or any(w in P.ROLES for w in c.text.split())
            )
    excluded = [
        *unbadged,
        *(c for piece in negated for c in _each_left_out(_continued(_phrases(piece), cue, piece))),
    ]
    query.excluded = _capped(excluded)[: max(budget, 0)]
    typed = [c for c in query.clauses if c.kind != "any"]
    # Asking how many, the best or the top N, or joining conditions, is a question.
    both = " both" in f" {text}"
    # `it takes 1 or 2 years to learn rust` says something of years, not of people; `5 or
    # more years of coding` asks for people, tersely
    terse = len(text.split()) <= _TERSE_YEARS and not _SAYS.search(text)
    asked = (query.years and (query.people_words or C.QUESTION_START.match(text) or terse)) or (
        query.missing or query.years_than or query.score_floor  # `python 9+`
        or query.figure_bound
    )
    # `either tvm or triton would work here`: things joined ask of people only beside a word
    # for people (`rust or go devs`)
    # or with a cue (`knows`), or said tersely (`rust or c`, `cuda but no c++`); a thing only
    # left out is no question (`not me blaming the firmware again`)
    joined = (query.alternatives or query.excluded) and (
        any(w in P.PEOPLE_WORDS and w not in _US for w in text.split())
        or any(c.cue for c in (*query.clauses, *query.excluded))
        or (len(text.split()) <= _TERSE and not _SAYS.search(text)
            and bool(query.clauses or query.alternatives))
    )
    # `I've been here 2 years lol` says something of the one who writes, asks nothing
    said_of_self = bool(FIRST_PERSON.search(text)) and not query.people_words
    if (query.how != "list" or asked or joined or both) and not said_of_self:
        query.question_like = True
    if typed or query.degree or query.years or query.metric or query.alternatives or (
        query.excluded or query.missing or query.years_than or query.project_role
        or query.figure_bound
    ):
        query.kind = "constraints"
        return query
    # `who has experience`: ranked by years; `who has kubernetes experience` by kubernetes.
    if YEARS_BARE.search(text) and C.LEADING.match(text + " ") and not query.clauses:
        query.kind = "constraints"
        query.years = Years("most", 0)
        return query
    if not query.clauses and _everyone(text, query):
        query.kind = "everyone"
        query.question_like = True  # `roster pls`, `list everyone`: a request
        return query
    bare = len(query.clauses) == 1 and query.clauses[0].text == text
    m = S.PROFILE.match(text)
    # `who's in?`, `who's around`: no name, only the words around one
    named = m is not None and not all(w in P.SCAFFOLD for w in C.tidy(m["name"]).split())
    if m and named and query.how == "list" and not query.excluded:
        query.kind = "profile"
        query.names = [C.tidy(m["name"])]
        query.fallback = _with_kind(query, "constraints")
        return query
    if C.CUE_RE.search(text) or (query.clauses and not bare) or query.how != "list":
        query.kind = "constraints"  # a cue with nothing after it: `who knows`
        return query
    query.kind = "bare"
    query.names = [C.tidy(C.LEADING.sub("", text))]
    query.fallback = _with_kind(query, "constraints") if query.clauses else None
    if query.fallback is not None and query.tense is None:
        query.fallback.tense = "ever"  # a company typed alone (`delivery hero`): now or before
    return query


# A badge asked for without its label: any badge (`who has a badge`, `anyone with badges`).
ANY_BADGE = "any badge"
_ANY_BADGE = re.compile(r"\b(?:has|have|with|got|holds?|having|earned)(?: (?:a|any|some))?$"
                        r"|\b(?:any|some)$")
_ON_PROFILE = re.compile(r"^\s*on (?:their|his|her|the|a) (?:profiles?|page)\b")


def _badges(text: str) -> tuple[list[Clause], list[Clause], str]:
    """The badges a question asks for (`who has the rockstar and top school badges`), those
    it asks to be without (`who doesn't have the rockstar badge`), and the rest of it."""
    m = P.BADGE.search(text)
    if not m:
        return [], [], text
    words = text[: m.start()].split()
    label: list[str] = []
    # The label is the run of words before `badge` that are not question words.
    while words and words[-1] not in P.BADGE_STOP:
        label.insert(0, words.pop())
    labels = [x for x in split_list(" ".join(label)) if x]
    before = " ".join(words)
    rest = before + " " + text[m.end() :]
    if not labels and _ANY_BADGE.search(before) and not P.WITHOUT_BADGE.search(before):
        # `list anyone with a badge on their profile`: whoever holds one, any of them
        rest = before + " " + _ON_PROFILE.sub("", text[m.end() :])
        return [Clause("badge", ANY_BADGE, "badge", ANY_BADGE)], [], rest
    if not labels:
        return [], [], text
    clauses = [Clause("badge", x, "badge", x) for x in labels]
    if P.WITHOUT_BADGE.search(before):
        rest = P.WITHOUT_BADGE.sub(" ", before) + " " + text[m.end() :]
        return [], clauses, rest
    return clauses, [], rest


def _continued(clauses: list[Clause], cue: str, piece: str) -> list[Clause]:
    """The clauses of a part after `or` or `not`; one without a cue of its own goes on from
    the cue before it, unless the part says it is of people (`other than the nvidia
    people`)."""
    people = any(w in P.PEOPLE_WORDS or w == "ones" for w in piece.split())
    if len(clauses) == 1 and clauses[0].kind == "any" and cue and not people:
        clauses[0].after = cue
    return clauses


# Between things left out, `or` and `nor` join more of them (`not in dublin or london`, `not
# java or go`), as a comma does between places.
_LEFT_OUT_TOO = re.compile(r" (?:or|nor) ")
_LEFT_OUT_LISTED = re.compile(r" (?:or|nor) |, (?:or |nor )?")


def _each_left_out(clauses: list[Clause]) -> list[Clause]:
    """Clauses of things left out, one for each thing a clause names with `or` between; of
    words no cue says what they are, only when each is a skill (`not java or go`, not `not
    contractors or vendors`, nor a remark after a comma)."""
    out: list[Clause] = []
    for c in clauses:
        joiner = _LEFT_OUT_LISTED if c.kind in ("place", "skill", "any") else _LEFT_OUT_TOO
        parts = [p for p in (C.tidy(p) for p in joiner.split(c.whole or c.text)) if p]
        named = c.kind not in ("skill", "any") or all(known_skill(p) for p in parts)
        if len(parts) > 1 and named:
            out.extend(Clause(c.kind, p, c.cue, p, c.after) for p in parts)
        else:
            out.append(c)
    return out


def _capped(clauses: list[Clause]) -> list[Clause]:
    """Clauses each once, at most MAX_CONDITIONS of them."""
    seen: dict[tuple[str, str], Clause] = {}
    for c in clauses:
        seen.setdefault((c.kind, c.text), c)
    return list(seen.values())[:MAX_CONDITIONS]


def _with_kind(query: Question, kind: str) -> Question:
    copy = Question(**{**query.__dict__, "fallback": None})
    copy.kind = kind
    return copy


# One person asked for: `who's the person`, `who is the go-to guy`.
_ONE_PERSON = re.compile(
    r"\b(?:the|a|an|our|that|this) (?:right |best |go-to |go to |main |resident )?(?:person|guy"
    r"|gal|one|expert|dev|engineer|specialist|pro|wizard|guru|contact|owner|go-to)\b"
)


def _everyone(text: str, query: Question) -> bool:
    """Whether the message asks for everyone: `list everyone`, `who's on the team`."""
    words = text.split()
    # `list everyone`, `can someone dump the list of profiles`
    asks = query.how == "count" or bool(words and words[0] in P.LISTING) or any(
        w in _LIST_VERBS for w in words[:4]
    )
    # A word for everyone beyond the question's own `who` (`who's there?` asks for nobody);
    # one person asked for is not everyone (`libdevice issue, who's the person`).
    one = _ONE_PERSON.search(text) is not None and not any(w in P.EVERYONE for w in words)
    return asks and query.people_words and (query.everyone_words or query.addressed) and not (
        one or _NEEDED.search(text)
    )


# Some people asked for by what they are needed for: `which folks do i need for that`.
_NEEDED = re.compile(r"\b(?:which|what) (?:folks|people|ppl|devs|engineers|persons|ones)"
                     r" (?:do|should|would|could|can|must) (?:i|we)\b(?! (?:have|got)\b)")


def _phrases(text: str) -> list[Clause]:
    """The clauses of one part of a question: those its cues open, and before the first cue
    what is left once the scaffolding words are gone, for the engine to place."""
    first_cue = C.CUE_RE.search(text)
    head = text[: first_cue.start()] if first_cue else text
    # A skill clause of scaffolding alone (`experience with it`) names nothing.
    clauses = [
        c for c in _clauses(text)
        if c.text not in _NOTHING_NAMED
        and (c.kind != "skill" or any(w not in P.SCAFFOLD for w in c.text.split()))
    ]  # fmt: skip
    content = [w for w in re.split(r"[\s,;:!?]+", head) if w and w not in P.SCAFFOLD]
    if content:
        clauses.insert(0, Clause("any", " ".join(content), "", C.tidy(head)))
    return clauses
