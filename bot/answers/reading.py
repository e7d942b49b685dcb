"""Reading a message into a Question: what it asks about and how, and the phrases it names.

Nothing here looks at the profiles: phrases are resolved by the engine. A question is
read in layers: its shape (help, a comparison, a fact about one person, how many, the
best or top N, everyone), then the conditions, which `or` joins and `not`/`except`
exclude; within each, cues (`works at`, `based in`, …) say what kind of thing a phrase
names, and what no cue types is left to the engine to place among everything the data
holds, once the scaffolding words (bot.answers.phrasing) are gone.
"""

from __future__ import annotations

import re

from bot.answers import about_bot as B
from bot.answers import office_talk as O
from bot.answers import people_shapes as S
from bot.answers import phrasing as P
from bot.answers.amounts import (
    YEARS_BARE,
    Years,
    read_degree,
    read_figure_bound,
    read_period,
    read_score_floor,
    read_years,
    read_years_than,
)
from bot.answers.cleaning import MAX_READ, clean, ends_asking
from bot.answers.question import Clause, Question
from bot.answers.reading_compare import read_comparison
from bot.answers.spread import asked as spread_asked

# Words that ask about what people were, or about their words, not what they are now.
_NOT_NOW = re.compile(r"\b(?:was|were|used to|formerly|previously|former|ex|mentions?|mention"
                      r"|say|says|said)\b")
_OPERATORS = re.compile(r"\w \b(?:AND|OR|NOT|BUT NOT)\b \w")
_FIRST_PERSON = re.compile(r"^(?:i|ive|im|id|ill|my|me|we|weve|were|well|our)\b")
# `he has more experience with kubernetes than anyone`: said of someone, not asked.
_THIRD_PERSON = re.compile(r"^(?:he|hes|she|shes|they|theyre|theyve|his|her|their)\b")
# `how many GPUs do we have`: what is counted, when the question says it before its verb;
# `we` then counts things, not people.
_COUNTED_THING = re.compile(
    r"(?i)\bhow many (?:of (?:the|our|us) )?((?:[\w+#.-]+ )?[\w+#.-]+) (?:do|does|did|are|is|were"
    r"|have|has|can)\b"
)
# What one says of oneself that asks for people: `I need someone who knows rust`.
_SELF_ASKS = re.compile(
    r"^(?:i|we|im|id|were|ive|weve|ill|well)(?: (?:really|also|urgently|just|still|am|are))?"
    r" (?:need|want|looking|searching|after|would like|like|like to find|have a question)\b"
    r"|^(?:we|i)(?: (?:got|have|ve got)) (?:any|anyone|anybody|someone|people)\b"
    r"|^(?:my|our) (?:team|group|project|org|manager|lead)s? (?:needs?|wants?|is looking|are"
    r" looking)\b"
)
# Words that ask about someone's work (`hopper gpu experience?`), not about the words alone.
_ABOUT_WORK = frozenset(
    {"experience", "expertise", "background", "knowledge", "familiar", "worked", "done"}
)
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
_TITLE_WORD = re.compile(
    r"\b(?:has|have|with|got|having) (?P<w>[\w+#.-]+(?: [\w+#.-]+)?) in (?:their|his|her|the)"
    r" (?:job )?(?:title|headline|role)s?\b"
    r"|\b(?:headline|title)s? (?:with|containing|that says|that contains|saying|including"
    r"|mentioning) (?P<v>[\w+#.-]+(?: [\w+#.-]+)?)"
)
# Said at the end of a request: `c++ and cuda pls`.
_PLEASE = frozenset({"pls", "plz", "please", "thx", "thanks", "ty", "asap"})
# What a phrase that names nothing is: `commits in this one`.
_NOTHING_NAMED = frozenset({"", "the", "a", "an", "this", "that", "it", "these", "those", "them",
                            "this one", "that one", "this repo", "that repo", "there"})  # fmt: skip
# Verbs that ask for a list wherever they come in a request (`can someone dump the list`).
_LIST_VERBS = frozenset({"list", "show", "dump", "print", "display", "enumerate"})
_SPLIT_LIST = re.compile(r"\s*(?:,|\band\b|&|\bor\b|\s/\s)\s*")


# Commands typed with nothing after them, each as the command whose usage line answers it.
# Only when the bot is asked directly: in a team channel `who knows` or `profile` alone is
# chatter or a question, not a command.
COMMANDS_ALONE = {
    "profile": "profile", "p": "profile", "card": "profile",
    "who": "who", "who knows": "who", "whoknows": "who", "who-knows": "who", "ask": "ask",
}  # fmt: skip

# `is lukas employed`, `is mei working anywhere`: whether they have an employer
_EMPLOYED = re.compile(
    r"^(?:employed|working|(?:working|employed) (?:somewhere|anywhere|now|rn|currently|at the"
    r" moment)|unemployed|jobless)$"
)
# Words of a terse request: `beijing or shanghai but not deepseek`; which says something of
# things instead (`either tvm or triton would work`).
_TERSE = 6
_TERSE_YEARS = 8
_SAYS = re.compile(r"\b(?:would|should|could|will|might|is|are|was|were|does|doesnt|matter"
                   r"|matters|work|works|fine|better|worse|takes|took|ago|been)\b")
# Words for the team that say nothing of people asked for (`save us from this mess`).
_US = frozenset({"us", "we", "our"})
# Numbers a `top` question writes as words.
_COUNTED = {"two": "2", "three": "3", "four": "4", "five": "5", "ten": "10"}
# Words before a cue in what is left out that name no one (`except people who know go`).
_LEFT_OUT_WORDS = frozenset({"those", "them", "ones", "the", "any", "who", "that", "and"})
# What follows `or` that names no second thing: `… or not?`.
_NOT_A_THING = frozenset({"not", "no", "nah", "nope", "what", "something", "anything", "whatever"})
_QUESTION_WORD = re.compile(r"\b(?:where|what|which|how|who|when|why)\b")
# Words that begin no name of a yes-or-no question typed without its verb.
_NOT_A_NAME = P.SCAFFOLD | P.PEOPLE_WORDS | frozenset(P.KEYWORDS) | frozenset(
    "did was were can could should would will why when if so ok okay lol the a an what".split()
)

# A piece of a clause after a comma this long is a remark, not one more thing of a list.
_REMARK_WORDS = 6
# How many conditions a question may hold; repeats count once.
MAX_CONDITIONS = 8


def split_list(text: str) -> list[str]:
    """A list of phrases as typed: `rust, go and c++` -> rust, go, c++."""
    return [p for p in (P.tidy(x) for x in _SPLIT_LIST.split(text)) if p]


def _clauses(text: str) -> list[Clause]:
    cues = list(P.CUE_RE.finditer(text))
    out: list[Clause] = []
    for n, m in enumerate(cues):
        end = cues[n + 1].start() if n + 1 < len(cues) else len(text)
        # a phrase ends with its sentence (`studied at tsinghua? asking for the trip`), and
        # before a part that names nothing (`at nvidia, need a contact there`)
        part = re.split(r"[?!;]+(?:\s|$)", text[m.end() : end])[0]
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
        whole = P.strip_trailing(part.strip()).strip(" ,;:'\"")
        out.append(Clause(P.CUE_KIND[m.group(1)], P.tidy(part), m.group(1), whole))
    return out




def read(message: str, prefix: str = "!", addressed: bool = False) -> Question:
    """Read a message once; `addressed` when it was a command, a mention or a slash command."""
    query = _read(message, prefix, addressed)
    return _with_addressed(query, query.addressed or addressed)


def _read(message: str, prefix: str, asked: bool = False, either: bool = True) -> Question:
    """The message read; `asked` when it came as a mention, a direct message or a slash
    command; `either`: the shape of which of two things one person is more into is read."""
    cleaned, addressed = clean(message, prefix)
    cut = len(re.sub(r"\s+", " ", P.visible(message)).strip()) > MAX_READ
    # `pytorch folks, raise your hand`: a comma is no part of a word (a question mark ends
    # a sentence, read alone when the whole says nothing)
    said = [w.strip(",;:") for w in cleaned.split()]
    everyone = any(w in P.EVERYONE for w in said)
    # Shapes are matched on the whole message; conditions without the words of tense.
    full = re.sub(r"\s+", " ", P.FILLER.sub(" ", cleaned)).strip()
    full = P.MOST_TO.sub(r"\1 \2", full)
    full = P.REVIEWS.sub("reviewed ", full)
    # `neither rust nor go`, `outside the us`: exclusions, as `not` writes them.
    full = P.NEITHER.sub(" not ", P.OUTSIDE.sub(" not in ", full)).strip()
    tense = _tense(cleaned)[0]
    text = _tense(full)[1]
    query = Question(text=text, addressed=addressed, kind="empty", tense=tense, cut=cut)
    query.how_to = bool(P.HOW_TO.search(cleaned))
    query.work = bool(P.WORK_DONE.search(cleaned))
    query.asks = addressed or bool(
        (said and said[0] != "which" and said[0] in (*P.LISTING, "any"))
        or any(w in P.ROLES or w in _ABOUT_WORK for w in said)
    )
    query.people_words = everyone or any(w in P.PEOPLE_WORDS for w in said)
    query.everyone_words = everyone or any(w in P.ROLE_NOUNS for w in said)
    counted = _COUNTED_THING.search(message)
    # `how many Zhaos do we have` counts people by name
    if counted and not any(w.lower() in P.PEOPLE_WORDS or w.lower() in P.ROLE_NOUNS
                           or w.lower() in P.EVERYONE or w.istitle() for w in counted[1].split()):
        query.people_words = query.everyone_words = False
    self_asks = bool(_SELF_ASKS.match(text))  # `I need someone who knows rust`
    # `cuda AND triton AND tensorrt`: operators in capitals are a search, typed as one
    query.question_like = addressed or ends_asking(message) or bool(
        _OPERATORS.search(message) or P.QUESTION_START.match(text) or P.REQUEST.search(text)
    ) or any(w in P.ROLE_NOUNS for w in said) or (len(said) > 2 and said[-1] in _PLEASE) or (
        self_asks
    )
    if not text:
        return query
    if (O.PRESENCE.match(text) or O.PRESENCE.match(cleaned) or O.OFFICE.search(text)
            or O.INVITED.match(cleaned) or O.JOB_STATE.match(cleaned)
            or O.EVENTS.search(cleaned)) and (
        not addressed and not B.about_the_bot(full)
    ):
        return query
    parts = [x for x in re.split(r"\s*[,;:!?—–]+\s*|\s+-+\s+", full) if x.strip()]
    if B.HELP.match(re.sub(r"\s*[,;:!]+\s*", " ", full).strip()) or (
        len(parts) > 1 and all(B.HELP.match(x.strip()) for x in parts)
    ) or B.about_the_bot(full):  # `help, how do i ask you things, what kinds of questions work`
        query.kind = "help"
        return query
    if text in COMMANDS_ALONE and (addressed or asked):
        query.kind = "usage"
        query.command = COMMANDS_ALONE[text]
        return query
    if P.TEAM.match(re.sub(r"\s*[,;:!]+\s*", " ", cleaned).strip()):
        query.kind = "team"
        query.question_like = True
        return query
    query.spread = spread_asked(text)
    if query.spread is not None:  # `where is everyone based`
        query.kind = "team"
        query.question_like = True
        return query
    # `I'm in Shanghai next week if anyone wants to meet up`: news of oneself, not a question
    said_of = _FIRST_PERSON.match(text) or _THIRD_PERSON.match(text)
    if said_of and not (ends_asking(message) or addressed or self_asks):
        return query
    command, _, rest = text.partition(" ")
    if command == "ask" and addressed:
        return _with_addressed(_read(rest, prefix="", asked=True), True)
    if command in {"whoknows", "who-knows"}:
        text = "who knows " + rest
    if command in {"profile", "p", "card"} and rest:
        query.kind = "profile"
        query.names = [P.tidy(re.sub(r"^(?:for|of|on)\s+", "", rest))]
        return query
    chooses = read_comparison(full, query, addressed)
    if chooses is not None:
        query.fallback = None if chooses else _conditions(text, _blank(query))
        return query
    m = S.EITHER.match(full) if either else None
    if m and (not (m["more"] or m["role"]) or m["b"] in _NOT_A_THING
              or m["name"].split()[0] in _NOT_A_NAME):  # fmt: skip
        m = None  # `is the toronto team joining the call or not`
    if m and P.tidy(m["name"]):
        query.kind, query.person_topic, query.question_like = "person", "either", True
        query.names, query.compare_by = [P.tidy(m["name"])], f"{m['a']}|{m['b']}"
        # `is mei in shanghai or beijing`: not two skills, read as any other question
        query.fallback = _read(message, prefix, asked, either=False)
        return query
    for topic, pattern in S.FACTS:
        m = pattern.match(full)
        if m and P.tidy(m["name"]) and not P.CUE_RE.search(P.tidy(m["name"])):
            query.kind = "person"
            query.question_like = True
            query.person_topic = topic
            query.names = [P.tidy(m["name"])]
            if topic == "stat":
                said = m.groupdict().get("stat") or "all"
                query.stat = P.STAT_WORDS.get(said) or (
                    "answers" if said.endswith("answers")
                    else "questions" if said.endswith("questions") else "all"
                )
                query.compare_by = m["repo"]
            if topic == "titled":
                query.compare_by = m["title"]
            query.fallback = _conditions(text, _blank(query))
            return query
    asked_yes_no = bool(S.YES_OR_NO.search(full))
    full = S.YES_OR_NO.sub("", full)  # `does mei know rust or no`
    m, rest = S.CHECK.match(full), ""
    if m is not None:
        rest = m["rest"]
    elif ends_asking(message) or asked_yes_no:
        m = S.CHECK_BARE.match(full)
        if m is not None and (any(w in _NOT_A_NAME for w in m["name"].split())
                              or _QUESTION_WORD.search(m["rest"])):  # fmt: skip
            m = None  # `lukas bekcer based where?` is read as a question about him
        if m is not None:  # `emily can rust?`, `wei went stanford?`
            # `mei can join?`, `lukas been here long?`: said loosely, words are no answer
            loose = re.match(r"(?:can|could|is|was|has|have|had|been)\b", m["rest"])
            query.name_guessed = "loose" if loose else "firm"
            rest = re.sub(r"^(?:can|could|does|do|did|is|was|has|have) (?=\w)", "", m["rest"])
            rest = re.sub(r"^went (?!to\b)", "went to ", rest)
            if not (P.CUE_RE.match(rest) or S.CHECK_SKILL_VERB.match(rest)):
                rest = "knows " + rest
    if m and not all(w in P.SCAFFOLD or w in P.PEOPLE_WORDS for w in m["name"].split()):
        employed = _EMPLOYED.match(rest)  # as typed: `is wei working today?` asks of the day
        rest = S.CHECK_SKILL_VERB.sub("knows ", _tense(rest)[1])
        asked = _conditions(rest, _blank(query))
        if asked.missing == "employer" or employed:
            # `is lukas working somewhere or between jobs`: where they work, if anywhere
            query.kind, query.person_topic = "person", "employer"
            query.names, query.question_like = [P.tidy(m["name"])], True
            return query
        if asked.kind == "constraints":
            asked.kind = "check"
            asked.name_guessed = query.name_guessed
            asked.names = [P.tidy(m["name"])]
            asked.question_like = True
            asked.fallback = _conditions(text, _blank(query))
            return asked
    return _conditions(text, query)


def _blank(query: Question) -> Question:
    """A question with what the reading found of the message, and nothing of its shape."""
    return Question(
        text=query.text, addressed=query.addressed, kind="empty", tense=query.tense,
        question_like=query.question_like, people_words=query.people_words,
        how_to=query.how_to, asks=query.asks, work=query.work,
    )  # fmt: skip


def _tense(text: str) -> tuple[str | None, str]:
    """Whether a question asks about companies now, before, or ever; and the rest."""
    for tense, pattern in P.TENSE:
        if pattern.search(text):
            # Every word of that tense goes: `was at bytedance before but isn't anymore`.
            for other, words in P.TENSE:
                if other == tense:
                    text = words.sub(" ", text)
            return tense, re.sub(r"\s+", " ", text).strip()
    return None, text


def _project_role(text: str) -> tuple[str | None, str]:
    """A role in projects asked about, singular (`reviewer`), and the rest of the text, with
    the repository it names left as one contributed to."""
    m = P.PROJECT_ROLE.search(text)
    if m is None:
        return None, text
    role = next(r for r in (m["role"], m["role2"], m["role3"], m["role4"]) if r)
    role = re.sub(r"s$", "", role.strip()) if role.endswith(("ers", "ors")) else role.strip()
    repo = m["repo"] or m["repo2"] or m["repo3"]
    said = f" contributed to {repo} " if repo else " "
    return role, re.sub(r"\s+", " ", text[: m.start()] + said + text[m.end() :]).strip()


def _conditions(text: str, query: Question) -> Question:
    """The message read as conditions on people; a profile or a bare phrase when it has none."""
    # `who has 'research' in their job title`: the headline alone
    titled = bool(_IN_TITLE.search(text))
    word = _TITLE_WORD.search(text) if titled else None
    text = _IN_TITLE.sub(" ", text)
    jobless = P.NO_EMPLOYER.search(text)
    # `the printer is not working anywhere` says nothing of anyone's job
    if jobless and (not re.match(r"(?:isnt|is not|arent|not) ", jobless[0]) or (
        query.people_words or P.QUESTION_START.match(text)
    )):
        query.missing = "employer"
        text = P.NO_EMPLOYER.sub(" ", text)
    m = P.MISSING.search(text) or P.MISSING_WHOSE.search(text)
    if m:
        field = m["field"]
        query.missing = "stackoverflow" if field.startswith("stack") else P.MISSING_FIELDS[field]
        # `whose location is missing` asks who, as `who has no location` does
        text = ("who " if m["neg"] == "whose" else "") + (
            text[: m.start("neg")] + " " + text[m.end() :]
        )
    query.figure_bound, text = read_figure_bound(text)
    rest = _how(text, query)
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
    rest = re.sub(r"\s+", " ", rest).strip()
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
        cue = P.CUE_RE.search(negated[n])
        left = negated[n][: cue.start()].split() if cue is not None else []
        named = any(w not in P.SCAFFOLD and w not in P.PEOPLE_WORDS and w not in _LEFT_OUT_WORDS
                    for w in left)  # fmt: skip
        if cue is not None and named and P.CUE_KIND.get(cue[1]) == "skill":
            after.insert(0, negated[n][cue.start() :])
            negated[n] = re.sub(r"\s+(?:who|that|and)$", "", negated[n][: cue.start()].strip())
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
        said = re.sub(r"s$", "", student[0])
        query.clauses.append(Clause("any", said, "", said, role=True))
    if titled:
        said = (word["w"] or word["v"]) if word is not None else ""
        # `who has 'senior' in their title`: a word people also use of people; `data engineer`
        # whole, not the topic `data` its first word is
        alone = len(query.clauses) == 1 and query.clauses[0].text in said.split()
        if said and (not query.clauses or alone):
            query.clauses = [Clause("any", said, "", said)]
        for c in query.clauses:
            c.role = c.kind in ("any", "skill")
    # `who is an intern`, not `who was an intern` or `who mentions intern`
    elif query.tense not in ("past", "ever") and not _NOT_NOW.search(text):
        for c in query.clauses:
            c.role = c.kind in ("any", "skill") and any(w in P.ROLES for w in c.text.split())
    excluded = [
        *unbadged, *(c for piece in negated for c in _continued(_phrases(piece), cue, piece))
    ]
    query.excluded = _capped(excluded)[: max(budget, 0)]
    typed = [c for c in query.clauses if c.kind != "any"]
    # Asking how many, the best or the top N, or joining conditions, is a question.
    both = " both" in f" {text}"
    # `it takes 1 or 2 years to learn rust` says something of years, not of people; `5 or
    # more years of coding` asks for people, tersely
    terse = len(text.split()) <= _TERSE_YEARS and not _SAYS.search(text)
    asked = (query.years and (query.people_words or P.QUESTION_START.match(text) or terse)) or (
        query.missing or query.years_than or query.score_floor  # `python 9+`
        or query.figure_bound
    )
    # `either tvm or triton would work here`: things joined ask of people only beside a word
    # for people (`rust or go devs`)
    # or with a cue (`knows`), or said tersely (`rust or c`, `cuda but no c++`)
    joined = (query.alternatives or query.excluded) and (
        any(w in P.PEOPLE_WORDS and w not in _US for w in text.split())
        or any(c.cue for c in query.clauses)
        or (len(text.split()) <= _TERSE and not _SAYS.search(text))
    )
    # `I've been here 2 years lol` says something of the one who writes, asks nothing
    said_of_self = bool(_FIRST_PERSON.search(text)) and not query.people_words
    if (query.how != "list" or asked or joined or both) and not said_of_self:
        query.question_like = True
    if typed or query.degree or query.years or query.metric or query.alternatives or (
        query.excluded or query.missing or query.years_than or query.project_role
        or query.figure_bound
    ):
        query.kind = "constraints"
        return query
    # `who has experience`: ranked by years; `who has kubernetes experience` by kubernetes.
    if YEARS_BARE.search(text) and P.LEADING.match(text + " ") and not query.clauses:
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
    named = m is not None and not all(w in P.SCAFFOLD for w in P.tidy(m["name"]).split())
    if m and named and query.how == "list" and not query.excluded:
        query.kind = "profile"
        query.names = [P.tidy(m["name"])]
        query.fallback = _with_kind(query, "constraints")
        return query
    if P.CUE_RE.search(text) or (query.clauses and not bare) or query.how != "list":
        query.kind = "constraints"  # a cue with nothing after it: `who knows`
        return query
    query.kind = "bare"
    query.names = [P.tidy(P.LEADING.sub("", text))]
    query.fallback = _with_kind(query, "constraints") if query.clauses else None
    return query


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


def _how(text: str, query: Question) -> str:
    """How the question asks (how many, the best, the top N, by a figure), and the rest."""
    for metric, pattern in P.METRICS:
        m = pattern.search(text)
        if m:
            query.how, query.metric = "best", metric
            text = text[: m.start()] + " " + text[m.end() :]
            break
    if P.COUNT.search(text):
        query.how = "count"
        text = P.COUNT.sub(" ", text)
    m = P.TOP.search(text)
    if m:
        said = m["n"] or m["m"]
        query.how, query.top = "best", int(_COUNTED.get(said, said))
        # `the 2 most experienced`: the number stays for the years ranking to read.
        text = text[: m.start()] + " " + (m["rest"] or "") + " " + text[m.end() :]
    m = P.BEST.search(text)
    if m and query.how == "list":
        query.how = "best"
        text = text[: m.start()] + " " + text[m.end() :]
    if query.metric == "coding":
        query.metric, query.years = None, Years("most", 0)
    return re.sub(r"\s+", " ", text).strip()


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
    return asks and query.people_words and (query.everyone_words or query.addressed) and not one


def _phrases(text: str) -> list[Clause]:
    """The clauses of one part of a question: those its cues open, and before the first cue
    what is left once the scaffolding words are gone, for the engine to place."""
    first_cue = P.CUE_RE.search(text)
    head = text[: first_cue.start()] if first_cue else text
    # A skill clause of scaffolding alone (`experience with it`) names nothing.
    clauses = [
        c for c in _clauses(text)
        if c.text not in _NOTHING_NAMED
        and (c.kind != "skill" or any(w not in P.SCAFFOLD for w in c.text.split()))
    ]  # fmt: skip
    content = [w for w in re.split(r"[\s,;:!?]+", head) if w and w not in P.SCAFFOLD]
    if content:
        clauses.insert(0, Clause("any", " ".join(content), "", P.tidy(head)))
    return clauses


def _with_addressed(query: Question, addressed: bool) -> Question:
    query.addressed = addressed
    query.question_like = query.question_like or addressed
    return query
