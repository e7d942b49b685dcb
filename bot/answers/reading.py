"""Reading a message into a Question: what it asks about and how, and the phrases it names.

Nothing here looks at the profiles: phrases are resolved by the engine. A question is
read in layers: its shape (help, a comparison, a fact about one person, how many, the
best or top N, everyone), then the conditions (bot.answers.clauses), which `or` joins and
`not`/`except` exclude; within each, cues (`works at`, `based in`, …) say what kind of
thing a phrase names, and what no cue types is left to the engine to place among
everything the data holds, once the scaffolding words (bot.answers.phrasing) are gone.
"""

from __future__ import annotations

import re

from bot.answers import about_bot as B
from bot.answers import cues as C
from bot.answers import office_talk as O
from bot.answers import people_shapes as S
from bot.answers import phrasing as P
from bot.answers.clauses import FIRST_PERSON, read_conditions
from bot.answers.cleaning import MAX_READ, clean, ends_asking
from bot.answers.question import Question
from bot.answers.reading_compare import read_comparison
from bot.answers.rewording.known import vocab
from bot.answers.rewrite import rewrite
from bot.answers.spread import asked as spread_asked
from bot.search.text import fold, key

_OPERATORS = re.compile(r"\w \b(?:AND|OR|NOT|BUT NOT)\b \w")

# `he has more experience with kubernetes than anyone`: said of someone, not asked.
_THIRD_PERSON = re.compile(r"^(?:he|hes|she|shes|they|theyre|theyve|his|her|their)\b")

# `how many GPUs do we have`: what is counted, when the question says it before its verb;
# `we` then counts things, not people.
_COUNTED_THING = re.compile(
    r"(?i)\bhow many (?:of (?:the|our|us) )?((?:[\w+#.-]+ )?[\w+#.-]+) (?:do|does|did|are|is|were"
    r"|have|has|can)\b"
)

# A proposal to the team (`can we push the retro`, `should we move standup`), unless it asks
# whether the team has someone (`can we find someone who knows rust`).
_PROPOSAL = re.compile(r"^(?:can|could|should|shall|will|would) we (?!(?:have|get|find|hire|ask"
                       r"|borrow|grab|pull in|loop in)\b)")
_WE = frozenset({"we", "us", "our"})

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

# Said at the end of a request: `c++ and cuda pls`, `go devs kindly`.
_PLEASE = frozenset({"pls", "plz", "please", "thx", "thanks", "ty", "asap", "kindly"})

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

# What follows `or` that names no second thing: `… or not?`.
_NOT_A_THING = frozenset({"not", "no", "nah", "nope", "what", "something", "anything", "whatever"})

_QUESTION_WORD = re.compile(r"\b(?:where|what|which|how|who|when|why)\b")

# Words that begin no name of a yes-or-no question typed without its verb.
_NOT_A_NAME = P.SCAFFOLD | P.PEOPLE_WORDS | frozenset(C.KEYWORDS) | frozenset(
    "did was were can could should would will why when if so ok okay lol the a an what".split()
)


def read(message: str, prefix: str = "!", addressed: bool = False) -> Question:
    """Read a message once; `addressed` when it was a command, a mention or a slash command."""
    query = _read(message, prefix, addressed)
    return _with_addressed(query, query.addressed or addressed)


def _read(message: str, prefix: str, asked: bool = False, either: bool = True) -> Question:
    """The message read; `asked` when it came as a mention, a direct message or a slash
    command; `either`: the shape of which of two things one person is more into is read."""
    cleaned, addressed = clean(message, prefix)
    cut = len(rewrite(r"\s+", " ", P.visible(message)).strip()) > MAX_READ
    # `pytorch folks, raise your hand`: a comma is no part of a word (a question mark ends
    # a sentence, read alone when the whole says nothing)
    said = [w.strip(",;:") for w in cleaned.split()]
    everyone = any(w in P.EVERYONE for w in said)
    # Shapes are matched on the whole message; conditions without the words of tense.
    full = rewrite(r"\s+", " ", C.FILLER.sub(" ", cleaned)).strip()
    typed = fold(P.visible(message[: MAX_READ * 4]))  # (read as far as clean reads it)
    there = _WAS_THERE_BEFORE.search(typed)
    if there and key(there["x"]) not in vocab()[0].schools and not _NO_EMPLOYER.match(there["x"]):
        full = _WAS_AT.sub(r"\1 worked at ", full)
    full = P.MOST_TO.sub(r"\1 \2", full)
    full = P.REVIEWS.sub("reviewed ", full)
    # `neither rust nor go`, `outside the us`: exclusions, as `not` writes them.
    full = P.NEITHER.sub(" not ", P.OUTSIDE.sub(" not in ", full)).strip()
    tense = _tense(cleaned)[0]
    text = _tense(full)[1]
    query = Question(text=text, addressed=addressed, kind="empty", tense=tense, cut=cut)
    query.how_to = bool(P.HOW_TO.search(cleaned))
    query.head_only = bool(P.TOP_SCORE.search(typed) or P.OWNER_ASKED.search(typed))
    query.work = bool(P.WORK_DONE.search(cleaned))
    # (`list of vessels arriving tomorrow`: of things, not people)
    things = said[1:2] == ["of"] and not any(
        w in P.PEOPLE_WORDS or w in P.ROLE_NOUNS or w in P.EVERYONE for w in said
    )
    query.asks = addressed or bool(
        (said and said[0] != "which" and said[0] in (*P.LISTING, "any") and not things)
        or any(w in P.ROLES or w in _ABOUT_WORK for w in said)
    )
    # `can we push the retro to tomorrow`: we propose, and ask about no one
    ours = _PROPOSAL.match(cleaned) is not None
    query.people_words = everyone or any(
        w in P.PEOPLE_WORDS and not (ours and w in _WE) for w in said
    )
    query.everyone_words = everyone or any(w in P.ROLE_NOUNS for w in said)
    counted = _COUNTED_THING.search(message)
    # `how many Zhaos do we have` counts people by name
    if counted and not any(w.lower() in P.PEOPLE_WORDS or w.lower() in P.ROLE_NOUNS
                           or w.lower() in P.EVERYONE or w.istitle() for w in counted[1].split()):
        query.people_words = query.everyone_words = False
    self_asks = bool(_SELF_ASKS.match(text))  # `I need someone who knows rust`
    # `cuda AND triton AND tensorrt`: operators in capitals are a search, typed as one
    query.question_like = addressed or ends_asking(message) or bool(
        _OPERATORS.search(message) or C.QUESTION_START.match(text) or P.REQUEST.search(text)
    ) or any(w in P.ROLE_NOUNS for w in said) or (len(said) > 2 and said[-1] in _PLEASE) or (
        self_asks
    )
    if not text:
        return query
    # `anyone ex-booking?`, `anyone come from booking.com` is no `anyone booking` a room: the
    # office's words as written
    office = O.OFFICE.search(full if _WORKED_THERE.search(full) else text) or (
        O.CHORE_DONE.match(cleaned) or O.DONE_YET.match(typed)
    )
    if (O.PRESENCE.match(text) or O.PRESENCE.match(cleaned) or office
            or O.INVITED.match(cleaned) or O.JOB_STATE.match(cleaned)
            or O.REMINDED.match(cleaned) or O.ON_SHIFT.match(cleaned) or O.ATTACHED.match(cleaned)
            or O.EVENTS.search(cleaned) or O.RHETORICAL.search(cleaned) or O.TRIP.match(typed)
            or O.WHEREABOUTS.match(typed) or O.SIGNED_UP.search(typed)
            or O.CAUSE_ASKED.match(typed)
            or (_HEADS_UP.search(cleaned) and "?" not in message)) and (
        not addressed and not B.about_the_bot(full)
    ):
        return query
    parts = [x for x in re.split(r"\s*[,;:!?—–]+\s*|\s+-+\s+", full) if x.strip()]
    helps = [B.HELP, B.HELP_ASKED] if addressed or asked else [B.HELP]
    if B.HELP.match(rewrite(r"\s*[,;:!]+\s*", " ", full).strip()) or (
        (addressed or asked) and B.HELP_ASKED.match(full.rstrip("?!. "))
    ) or (
        len(parts) > 1 and all(any(h.match(x.strip()) for h in helps) for x in parts)
    ) or B.about_the_bot(full):  # `help, how do i ask you things, what kinds of questions work`
        query.kind = "help"
        return query
    if text in COMMANDS_ALONE and (addressed or asked):
        query.kind = "usage"
        query.command = COMMANDS_ALONE[text]
        return query
    if P.TEAM.match(rewrite(r"\s*[,;:!]+\s*", " ", cleaned).strip()):
        query.kind = "team"
        query.question_like = True
        return query
    query.spread = spread_asked(text)
    if query.spread is not None:  # `where is everyone based`
        query.kind = "team"
        query.question_like = True
        return query
    # `I'm in Shanghai next week if anyone wants to meet up`: news of oneself, not a question
    said_of = FIRST_PERSON.match(text) or _THIRD_PERSON.match(text)
    if said_of and not (ends_asking(message) or addressed or self_asks):
        return query
    command, _, rest = text.partition(" ")
    if command == "ask" and addressed:
        return _with_addressed(_read(rest, prefix="", asked=True), True)
    if command in {"whoknows", "who-knows"}:
        text = "who knows " + rest
    if command in {"profile", "p", "card"} and rest:
        query.kind = "profile"
        query.names = [C.tidy(rewrite(r"^(?:for|of|on)\s+", "", rest))]
        return query
    chooses = read_comparison(full, query, addressed)
    if chooses is not None:
        query.fallback = None if chooses else read_conditions(text, _blank(query))
        return query
    m = S.EITHER.match(full) if either else None
    if m and (not (m["more"] or m["role"]) or m["b"] in _NOT_A_THING
              or m["name"].split()[0] in _NOT_A_NAME):  # fmt: skip
        m = None  # `is the toronto team joining the call or not`
    if m and C.tidy(m["name"]):
        query.kind, query.person_topic, query.question_like = "person", "either", True
        query.names, query.compare_by = [C.tidy(m["name"])], f"{m['a']}|{m['b']}"
        # `is mei in shanghai or beijing`: not two skills, read as any other question
        query.fallback = _read(message, prefix, asked, either=False)
        return query
    for topic, pattern in S.FACTS:
        m = pattern.match(full)
        if m and C.tidy(m["name"]) and not C.CUE_RE.search(C.tidy(m["name"])):
            query.kind = "person"
            query.question_like = True
            query.person_topic = topic
            query.names = [C.tidy(m["name"])]
            if topic == "stat":
                said = m.groupdict().get("stat") or "all"
                query.stat = P.STAT_WORDS.get(said) or (
                    "answers" if said.endswith("answers")
                    else "questions" if said.endswith("questions") else "all"
                )
                query.compare_by = m["repo"]
            if topic == "titled":
                query.compare_by = m["title"]
            query.fallback = read_conditions(text, _blank(query))
            return query
    asked_yes_no = bool(S.YES_OR_NO.search(full))
    full = S.YES_OR_NO.sub("", full)  # `does mei know rust or no`
    if asked_yes_no:  # `any phds here or nah`: asked of everyone as well
        text = query.text = S.YES_OR_NO.sub("", text).strip()
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
            rest = rewrite(r"^(?:can|could|does|do|did|is|was|has|have) (?=\w)", "", m["rest"])
            rest = rewrite(r"^went (?!to\b)", "went to ", rest)
            if not (C.CUE_RE.match(rest) or S.CHECK_SKILL_VERB.match(rest)):
                rest = "knows " + rest
    if m and not all(w in P.SCAFFOLD or w in P.PEOPLE_WORDS for w in m["name"].split()):
        employed = _EMPLOYED.match(rest)  # as typed: `is wei working today?` asks of the day
        rest = S.CHECK_SKILL_VERB.sub("knows ", _tense(rest)[1])
        asked = read_conditions(rest, _blank(query))
        if asked.missing == "employer" or employed:
            # `is lukas working somewhere or between jobs`: where they work, if anywhere
            query.kind, query.person_topic = "person", "employer"
            query.names, query.question_like = [C.tidy(m["name"])], True
            return query
        if asked.kind == "constraints":
            asked.kind = "check"
            asked.name_guessed = query.name_guessed
            asked.names = [C.tidy(m["name"])]
            asked.question_like = True
            asked.fallback = read_conditions(text, _blank(query))
            return asked
    return read_conditions(text, query)


def _blank(query: Question) -> Question:
    """A question with what the reading found of the message, and nothing of its shape."""
    return Question(
        text=query.text, addressed=query.addressed, kind="empty", tense=query.tense,
        question_like=query.question_like, people_words=query.people_words,
        how_to=query.how_to, asks=query.asks, work=query.work,
    )  # fmt: skip


# Now at one company and before at another: `whos at lanternfish now but used to work at
# kestrel`, each company with its own cue rather than one tense for both.
_BEFORE_AT = re.compile(r"\b(?:(?:used to work|used to be) at|came from|come from)\b")
# `the schema change is merged, mobile folks heads up`: a notice to people, not a question
_HEADS_UP = re.compile(r"\bheads[- ]?up\b")
_WORKED_THERE = re.compile(r"\bex[- ](?=\w)|\b(?:came|come) from\b")
_NOW_AT = re.compile(r"\b(?:works at|now|currently)\b")


# `who was at dwd before joining`: who worked there, whether the vocabulary knows the name or
# not (`who was at kubecon` may be the conference)
_WAS_THERE_BEFORE = re.compile(
    r"\b(?:was|were) at (?P<x>[\w&.-]+(?: [\w&.-]+)?) (?:before|previously)(?:[?!.,]|$| (?:joining"
    r"|coming|moving|we|they|he|she|here|this|that|us)\b)"
)
# (nor a school the vocabulary knows, nor where one is on a day: `who was at tsinghua before`,
# `who was at lunch before`)
_NO_EMPLOYER = re.compile(
    r"(?:the )?(?:work|home|lunch|school|uni|university|college|standup|office|gym|church"
    r"|meeting|[\w-]+con|[\w-]+conf|\w+ (?:conference|summit|meetup))$"
)
_WAS_AT = re.compile(r"^((?:who|whos|anyone|anybody|any1|someone|somebody)(?: here)?) (?:was|were)"
                     r" at (?!(?:the|a|an|this|that|my|our|your|his|her|their)\b)")


def _tense(text: str) -> tuple[str | None, str]:
    """Whether a question asks about companies now, before, or ever; and the rest."""
    before = _BEFORE_AT.search(text)
    if before and _NOW_AT.search(text[: before.start()] + text[before.end() :]):
        return None, text[: before.start()] + "worked at" + text[before.end() :]
    for tense, pattern in P.TENSE:
        if pattern.search(text):
            # Every word of that tense goes: `was at bytedance before but isn't anymore`.
            for other, words in P.TENSE:
                if other == tense:
                    text = words.sub(" ", text)
            return tense, rewrite(r"\s+", " ", text).strip()
    return None, text


def _with_addressed(query: Question, addressed: bool) -> Question:
    query.addressed = addressed
    query.question_like = query.question_like or addressed
    return query
