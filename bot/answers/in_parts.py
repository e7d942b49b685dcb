"""A question read in parts of its message, when the message read whole says nothing the bot
can answer, or only what some profile's words happen to hold: the question alone before a
remark on what it is for, a yes-or-no question before its reason, the question after a
preamble, in the last sentence, or in any part that asks for people. Each part is read once."""

from __future__ import annotations

import re
from collections.abc import Callable

from rapidfuzz import fuzz

from bot.answers import office_talk as O
from bot.answers import phrasing as P
from bot.answers.clauses import split_list
from bot.answers.model import Answer, Intent
from bot.answers.question import Question
from bot.answers.within import (
    after_preamble,
    asked_after_trouble,
    asking_parts,
    asks,
    asks_anyone,
    first_sentence,
    last_asked,
    last_sentence,
    run_on_question,
    yes_no_parts,
)
from bot.search.text import fold, key

# Readings after which a message that found nothing to say is read again (for someone named
# in it, and from its first sentence): not a comparison, a fact about one person or a
# yes-or-no question, read whole.
READ_AGAIN = ("constraints", "bare", "empty", "profile", "everyone")
# A part of a message that asks who knows or has done something by its own words.
_KNOWS_ASKED = re.compile(
    r"^(?:who|whos|anyone|anybody|has anyone|has anybody|does anyone|does anybody|did anyone"
    r"|is there (?:anyone|anybody)|is anyone|which [a-z][\w'-]*)\b.{0,40}?\b(?:knows?|worked on"
    r"|work on|works on|working on"
    r"|(?:handles|deals with|owns|looks after|keeps an eye on)"
    r"(?! (?:the |our )?" + O.OFFICE_SERVICES + ")"
    r"|ask about"
    r"|talk to about|go to for|ping about|the (?:person|one|guy|go-to|go to|expert|contact|point"
    r" of contact|poc|owner|lead) (?:for|on)"
    r"|cares? about"
    # `…, who's the mmr person`
    r"|(?:the|our) [\w/ -]{1,30} (?:person|guy|gal|expert|wizard|guru|people|folks)(?=[?!. ]*$)"
    r"|built|builds|experience (?:with|in)|familiar with|deal with|dealt with|manages"
    r"|(?:is|are) (?:in charge of|responsible for)|takes care of|understands"
    # `…, who's got ranking experience`
    r"|(?:got|has|have|with) (?:[\w/+#.-]+ ){1,3}(?:experience|background)(?=[?!. ]*$)"
    # a job done (`…, who set up our alerting`), not blame for this very thing
    r"|(?:set up|setup|wrote|writes|maintains|runs|running|runnin|writing|maintaining)"
    r"(?! (?:this|it|that|these|those|them)\b)"
    r"|worked with|work with"
    r"|(?:do|does|did|done) (?:any |anything (?:with|on) )?[\w /.+#-]{2,40} (?:stuff|things|work"
    r"|before))\b"
    # `…, who did the control charts`: a piece of work named in words, not a chore
    r"|^who (?:did|made|added|wrote) (?:the|our) [\w/+#.-]+ [\w/+#.-]+[?!. ]*$"
    r"|^(?:does |has |have )?(?:anyone|anybody)(?: here| else)? (?:do|does|done|did)\b"
    # `…, need whoever produces the daily delay reports`
    r"|^(?:(?:i |we )?need )?whoever [a-z][\w-]*(?:s|ed)\b(?! (?:that|this|it|those|these|them)\b)"
    # `has anyone here even used cobol` (`who touched the nginx config` asks who did it)
    r"|^(?:has |have |did )?(?:anyone|anybody)(?: here| else)?(?: even| ever| actually)?"
    r" (?:used|touched)\b"
)
# What a remark after a question says it is for: `want to pair them w a mentor`.
_PURPOSE = re.compile(
    P.PURPOSE + r"\b|(?:need to|thinking (?:of|about)|asking (?:because|bc|cause|since|for)"
    r"|fyi|cc |context|(?:they|he|she) (?:might|may|could|would|probably|prob)\b)\b"
)
# A part that asks about what was said before it: `who on the team cares about that`.
_OF_BEFORE = re.compile(r"\b(?:about|with|on|to|for) (?:it|that|this|those|them|these)[?!. ]*$")
# A later part that asks about the one thing told of before it: `…, who knows that format`.
_THAT_ONE = re.compile(
    r"\b(?:that|this|those|these) (?!(?:team|bot|channel|server|week|month|year|morning|time"
    r"|one|ones|way|stuff|work|yr|wk|weekend|quarter|sprint|afternoon|evening|season|szn)\b)"
    r"[a-z][\w-]*[?!. ]*$"
)
_CHORE_DONE = re.compile(r"who (?:did|made) ")
_OF_ONESELF = re.compile(r"\b(?:i|im|ive|id|my|me|we|were|our|us|just|trying|writing|got)\b")


# What a remark after a question says of how things stand: `purge api is slow af today`.
_SITUATION = re.compile(
    r"\b(?:is|are|was|were|keeps?|kept|broke|broken|fails?|failing|failed|slow|down|stuck|red"
    r"|dies|died|crash\w*|hangs?|timing out|times out)\b"
)


def _remark(message: str, part: str) -> bool:
    """Whether what follows the question `part` in a message is a remark of oneself or of
    how things stand, not more of the question."""
    text = key(message)
    at = text.find(key(part))
    rest = text[at + len(key(part)) :] if at >= 0 else ""
    # a remark that names the question's own subject again says more of it (`who knows the
    # relax ir side of tvm? importing dies in the relax frontend`)
    again = {w for w in key(part).split() if len(w) > 3} & set(rest.split())
    return bool(rest.strip()) and not again and bool(
        _OF_ONESELF.search(rest) or _SITUATION.search(rest)
    )


def in_parts(
    message: str, q: Question, ans: Answer, read_part: Callable[[str], tuple[Question, Answer]]
) -> Answer | None:
    """The answer to the part of a message that asks, when that is the better reading of it
    than `ans`, the message's own (`q` its reading); None to keep `ans`. `read_part` reads one
    part as a message of its own."""
    # (a list ends with its sentence: `good with go, the language, to lead it. whos best at go`)
    listed = len(q.clauses) == 1 and (q.clauses[0].kind == "skill" or len(q.alternatives) > 1) and (
        not re.search(r"[.?!] ", q.clauses[0].text)
    )
    if listed and (ans.missed or ans.intent is not Intent.NONE) and (
        len(split_list(q.clauses[0].text)) + (len(q.alternatives) if len(q.alternatives) > 1 else 0)
        > 2
    ):
        return None  # `who knows python, react and haskell`: one list, read whole
    if ans.missed and len(q.clauses) == 1 and q.clauses[0].kind == "repo" and re.fullmatch(
        r"[\w.-]+/[\w.-]+", q.clauses[0].text
    ):
        return None  # `contributed to the linux kernel, torvalds/linux`: nobody, to that one
    if not q.addressed and missed_at_work(message):
        return None  # `where's kwame? he was supposed to be in standup`: not where he lives
    read_parts: dict[str, tuple[Question, Answer]] = {}
    firsts: list[str | None] = []

    def read(part: str) -> tuple[Question, Answer]:
        if part not in read_parts:
            read_parts[part] = read_part(part)
        return read_parts[part]

    # `container wont build who knows docker`: the trouble told first, without punctuation,
    # is why the question after it is asked, not one more thing to know
    told = asked_after_trouble(message) if len(q.clauses) > 1 else None
    if told is not None:
        one = read(told)[1]
        if one.matches and not one.words_only:
            one.message = message
            return one

    def first() -> str | None:
        if not firsts:
            firsts.append(first_sentence(message))
        return firsts[0]

    nothing = ans.intent is Intent.NONE or ans.unplaced or ans.missed
    # `who has worked with triton? writing my first kernel in it`: nobody meets what the
    # whole message says, but its first sentence, a question, finds people
    empty = q.kind == "constraints" and ans.intent not in (Intent.HELP, Intent.USAGE) and not (
        ans.matches or ans.card or ans.compare or ans.team or ans.spread
    )
    # `least experienced person here? want to pair them w a mentor`: what follows a
    # question says what it is for; the question alone is answered
    part = first() if ans.matches or empty else None
    rest = key(message.split("?", 1)[1]) if part and part.endswith("?") else ""
    # `who knows c# lol our one .net service is on fire`: the words of the whole found
    # someone, the question alone finds what it asks
    said_words = ans.words_only or " mention" in ans.headline
    if part and ans.matches and said_words and (ans.words_only or _PURPOSE.match(rest)):
        asked, one = read(part)
        if one.matches and not one.words_only and asked.kind != "bare":
            one.message = message
            return one
    if empty and not nothing:
        said = _OF_ONESELF.search(rest)  # what follows says why it is asked
        one = read(part)[1] if part and said else None
        if one is not None and one.matches and not one.words_only:
            one.message = message
            return one
    # A yes-or-no question with its reason after it (`does mei know cuda, thinking of
    # pulling her in`): the question alone, when it is one of the same kind.
    if nothing and q.kind in ("check", "constraints", "empty"):
        part = first()
        asked, one = read(part) if part else (None, None)
        kinds = ("check", "person") if q.kind == "check" else ("person",)
        if asked is not None and asked.kind in kinds and one is not None and not (
            one.intent is Intent.NONE or one.unplaced or one.choose
        ):
            one.message = message
            return one
        # or a part anywhere that asks yes or no of someone by its first words, the rest a
        # remark (`the velocity counters are evicting keys early, does arjun know redis`)
        for part in yes_no_parts(message):
            asked, one = read(part)
            if asked.kind in ("check", "person") and not (
                one.intent is Intent.NONE or one.unplaced or one.choose or one.missed
            ):
                one.message = message
                return one
    # A comparison or a fact read whole is not read again in parts; what only some
    # profile's words held is (`deploy's green. anyone ex-adyen?`), for a part that asks
    # by its cues.
    wordy = said_words and not nothing
    if (nothing or wordy) and q.kind in READ_AGAIN:
        # More said after the question (`best pytorch person here? got a weird autograd
        # thing`): its first sentence, read alone, when that asks by itself and finds
        # someone; else the question after a preamble, or in the last sentence, asking
        # by the cues it names (not by words some profile happens to hold).
        parts = [first(), after_preamble(message), last_sentence(message)]
        # then any other part that asks for people (`yeah whats up. also who knows golang,
        # need a 2nd pair of eyes`)
        parts += [p for p in asking_parts(message) if p not in parts]
        # and a question typed without punctuation before what follows it (`who knows
        # swift the ios build has been red since morning`)
        run_on = run_on_question(message)
        if run_on is not None and run_on not in parts:
            parts.append(run_on)
        outright_one: Answer | None = None
        for n, part in enumerate(parts):
            if part and _OF_BEFORE.search(part):
                continue  # `…, who cares about that`: what `that` is was said before it
            if part and _THAT_ONE.search(part) and not key(message).startswith(key(part)):
                continue
            asked, one = read(part) if part else (None, None)
            # a remark's words give way to a part asking by its cues, or to the question
            # asked first outright (`how many of us speak french? i prepare the seating`)
            outright = n == 0 and part is not None and (part.endswith("?") or asks(part)) and (
                _remark(message, part)
            )
            if one is None or asked is None or one.choose:
                continue
            if wordy and (one.words_only or " mention" in one.headline):
                # words again: the question asked outright first stands only when no later
                # part asks by its cues (`for the plan, who's at x but not in y?`)
                if outright and one.matches and outright_one is None:
                    outright_one = one
                continue
            # a later part found by profile words only when it asks who knows or did
            # something (`…, who knows paged kv cache`)
            # (the reading may drop the verb that asks: `who did the x` reads `who the x`)
            typed = fold(P.visible(part))
            # (`who did the lunch order` is a chore)
            chore = _CHORE_DONE.match(typed) and (
                O.ERRANDS.search(typed) or O.OUTINGS.search(typed)
            )
            knows = any(_KNOWS_ASKED.search(t) for t in (asked.text, typed)) and not chore
            if n >= 2 and one.words_only and not knows:
                continue
            # `lol a customer asked about cobol. does anybody here even know cobol`: nobody,
            # when a later part asks who knows a thing the vocabularies know
            if n >= 2 and knows and one.intent not in (Intent.NONE, Intent.HELP) and not (
                one.unplaced or one.words_only
            ):
                one.message = message
                return one
            # (not over people the whole found: `the room keys fail, who built that?` asked of
            # the bot directly)
            helped = one.intent is Intent.HELP and not one.unplaced and nothing
            # `how many kotlin devs? guessing zero`, `anybody here do rust? asking bc…`: a
            # question asked outright first is answered, nobody included, when it names
            # something the vocabularies know
            # (`is anyone based in dublin? i shall be at the hse`: nobody, of a place, school or
            # company the world knows)
            counted = n == 0 and (
                asks(part) or (part.endswith("?") and asked.how == "count") or (
                    asks_anyone(part) and one.intent in (Intent.PLACE, Intent.SCHOOL,
                                                         Intent.COMPANY)
                )
            ) and not (
                one.words_only or one.intent is Intent.NONE or one.unplaced
            )
            # `might be flying thru london next month, anyone in london`: the question
            # last, asking for people by a cue, says nobody of a place, school or company the
            # world knows (`stripe is poaching again, anyone here worked at stripe`), or of a
            # degree (`… anyone with a phd`)
            said_miss = one.missed and any(c.cue for c in asked.clauses) and one.intent in (
                Intent.PLACE, Intent.SCHOOL, Intent.COMPANY, Intent.REPO
            )
            no_degree = one.intent is Intent.DEGREE and asked.degree is not None and not (
                asked.clauses
            )
            last = n == 2 and not (one.unplaced or one.words_only) and (said_miss or no_degree)
            if one.matches or one.card or one.compare or helped or counted or last:
                one.message = message
                return one
        # a last sentence asking anything of the bot, when it is answered about someone named
        # in it or with the people it asks for (not `…. how did the demo go?`)
        part = last_asked(message)
        if part is not None and part not in parts:
            asked, one = read(part)
            if _answers_asked_last(part, asked, one):
                one.message = message
                return one
        if outright_one is not None:
            outright_one.message = message
            return outright_one
    return None


# Words of a question that asks for people (`did someone study at…`, `the top two at python`),
# where a question asks them.
_PEOPLE_ASKED = re.compile(
    r"\b(?:anyone|anybody|someone|somebody|everyone|everybody|who|whos|which of"
    r"|any of (?:our|the|us|you))\b"
    r"|\b(?:which|what) (?:people|colleagues|developers|devs|engineers)\b"
    r"|\btop (?:\d{1,2}|one|two|three|four|five|ten) (?:at|in|for|on|by)\b"
)
# Where someone is now, or how to reach them: `…. where's matthias?`, `what is daniel's email?`
_PRESENCE = re.compile(
    r"^(?:where(?:s| is| are)) [\w'-]+(?: [\w'-]+)?(?: (?:now|today|at the moment|right now))?"
    r"[?!. ]*$|\b(?:email|e-mail|phone|number|address|mobile|slack handle|play|sign)\b"
)
# How close a typed word is to a word of the name of the person an answer is about.
_NAMED_CLOSE = 75
# Someone missed at work: `where's kwame? he was supposed to be in standup`, `where's ana,
# the meeting started`, `wheres kwame, hes not at his desk`.
_WHEREABOUTS = re.compile(
    r"^where(?:s| is) [\w'-]+(?: (?!based|from|located|living|working|now)[\w'-]+)?[?,.!]*"
    r" (?:(?:he|she|they)(?: ?s| is| was| are| were"
    r"| re)? (?:supposed to|meant to|due|late|missing|running late|still not|not (?:here|in"
    r"|online|answering|picking up|replying|at (?:his|her|their|the) desk))"
    # (`where's tomasz, his desk is empty and his laptop is still open`)
    r"|(?:his|her|their) (?:desk|seat|chair|laptop|coat|bag|screen)\b"
    r"|(?:the |our )?(?:meeting|standup|call|sync|demo"
    r"|interview)(?: (?:already )?(?:started|starts|is starting|has started|began))?"
    # (`where's lukas? i booked the big meeting room for us at 3`)
    r"|i (?:booked|reserved|got|have) (?:the |a |us )?(?:[\w-]+ ){0,2}(?:room|desk|table|slot"
    r"|call|meeting))\b"
)


def missed_at_work(message: str) -> bool:
    """Whether a message asks after a colleague missed at work (`where's kwame? he was
    supposed to be in standup`, `where's kenji? standup already started`), not where they
    live."""
    return bool(_WHEREABOUTS.match(fold(P.visible(message))))


def _answers_asked_last(part: str, asked: Question, one: Answer) -> bool:
    """Whether an answer to a last sentence asking anything of the bot (bot.answers.within.
    last_asked) answers it: a comparison, a fact of someone named in it, or people it asks
    for by its own words; not a yes or no about someone (read by yes_no_parts), nor a day's
    outing (`…. where did daniel go on holiday?`)."""
    if one.compare is not None:
        return True
    if asked.kind == "check" or O.OUTINGS.search(part) or O.ERRANDS.search(part) or (
        _PRESENCE.search(fold(part))
    ):
        return False
    # (the words that ask are no name: `does` is not josé)
    typed = [w for w in fold(part).split() if len(w) > 2 and w not in P.SCAFFOLD]
    about = one.card.name if one.card is not None else (
        one.names[0] if len(one.names) == 1 and not one.words_only else None
    )
    if about is not None and any(
        fuzz.ratio(w, n) >= _NAMED_CLOSE for n in fold(about).split() for w in typed
    ):
        return True  # (`…. where is jurgen weis based?`)
    return bool(one.matches) and not one.words_only and bool(_PEOPLE_ASKED.search(part))
