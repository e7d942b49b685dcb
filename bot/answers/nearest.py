"""The last answer to a request for someone who knows about something described in the
asker's own words (`my robot keeps getting lost after someone picks it up, who do i bug
about that`): when nothing else answers, the people whose profiles come closest to it in
meaning (bot.search.meaning), each with the passage that does."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable

from bot.answers import found as F
from bot.answers import office_talk as O
from bot.answers import phrasing as P
from bot.answers import wording as W
from bot.answers.asked_outright import (
    asked_part,
    asks_who_knows,
    told_then_asked,
    unheld_system,
)
from bot.answers.cleaning import clean
from bot.answers.lists import MeaningCondition
from bot.answers.model import Answer, Intent, LazyMatches
from bot.answers.question import Clause, Question
from bot.answers.requests import (
    ASKS_FOR_SOMEONE,
    asked_after,
    asks_for_someone,
    errands_are_work,
    told_at_length,
)
from bot.answers.rewording import NAME_COMMAND
from bot.answers.trouble_told import trouble_to_answer
from bot.answers.trouble_words import TONE, troubled
from bot.answers.within import first_sentence
from bot.search.described import trade_terms
from bot.search.directory import Directory
from bot.search.meaning import short_words
from bot.search.query_words import query_words
from bot.search.text import fold

# The words of a description compared, at most: the whole of a long message, where what is
# asked about often comes last.
DESCRIBED_WORDS = 32
# Words of a request that describe nothing (`anyone here`, `the person for that`), and of
# trouble that could befall anything (`the build is red again`, `the a/c is broken`).
_FILLER = frozenset(
    "who whos anyone anybody someone somebody smn here team person people folks thing things"
    " stuff help ask know knows please pls plz actually really just like kind sort thanks"
    " ty hey hi hello ok okay so lol work again still broke broken breaks breaking failing"
    " failed fails fail down red keeps keep today yesterday tonight now anymore crashing"
    " crashed weird issue issues problem problems bug bugs error errors wrong working".split()
)


def requested(
    d: Directory,
    message: str,
    prefix: str,
    addressed: bool,
    answer: Callable[[str, bool], tuple[Question, Answer]],
) -> Answer | None:
    """The answer to a message nothing else answered, when it asks for someone: the people
    closest in meaning to what it describes (asked in words of its own, only the one whose
    profile clearly holds them), or, asked outright in a team channel for someone who knows
    a thing no profile holds, nobody, as when asked of the bot (`anyone know about stripe
    billing`); `answer` reads a message as the engine does. None when it asks for no one."""
    if O.REMINDED.match(fold(P.visible(message))):
        return None  # `can somebody remind me of the password policy`: a fact, no one's
    said = _requested(d, message, prefix, addressed, answer)
    if said is not None and not said.matches:
        return said
    # a business system no profile here mentions (`who owns the crm setup`): nobody, not
    # whoever comes closest; met with silence, only when it is none of the office's errands
    # (`who handles payroll`)
    errand = said is None and O.ERRANDS.search(fold(P.visible(message)))
    if not asks_for_someone(message, prefix, any_words=True, errands=False) or (
        errand and not _errand_troubled(message)
    ):
        return said
    system = unheld_system(d, message)
    if system is None:
        return said
    nobody = answer(f"who knows {system}", True)[1]
    if nobody.intent in (Intent.NONE, Intent.HELP) or nobody.matches:
        return said
    if system not in nobody.headline.lower():  # `google ads`, not only `ads`
        nobody = Answer(nobody.intent, message, W.missed("topic", system))
    nobody.message = message
    return nobody


def _requested(
    d: Directory,
    message: str,
    prefix: str,
    addressed: bool,
    answer: Callable[[str, bool], tuple[Question, Answer]],
) -> Answer | None:
    text = clean(message, prefix)[0]
    plain = asks_for_someone(message, prefix)
    if not plain and not asks_for_someone(message, prefix, any_words=True):
        if asks_for_someone(message, prefix, any_words=True, errands=False):
            # an errand's word may be the team's work (`the invoice editor lags, who built
            # it`): asked of a profile that stands out, clearly unless the team's work it is
            theirs = errands_are_work(d, message)
            near = closest(d, message, prefix, addressed, standing_out=True, clearly=not theirs)
            if near is None and not addressed and asks_for_someone(message, prefix, errands=False):
                # an errand told of, then asked outright who runs a thing of work (`customer
                # got a second invoice, who handles our billing`): nobody, as for any other
                outright = asks_who_knows(d, message, services=True)
                return _nobody(message, answer) if outright else None
            return near
        if trouble_to_answer(d, message, prefix):
            # told, not asked (`refund button in the support tool does nothing`): only a
            # profile that clearly stands out
            return closest(d, message, prefix, addressed, standing_out=True, clearly=True)
        if addressed and not (
            TONE.search(message) or NAME_COMMAND.match(text) or PEOPLE_ASKED.search(text)
            or O.ERRANDS.search(text) or _THE_OFFICE.search(text)
        ):
            # told the bot itself (`passport upload broken`): whose it is, when a profile
            # stands out for it
            return closest(d, message, prefix, addressed, widened=True)
        calm = TONE.sub(" ", message).replace("🙃", " ")
        if calm != message and not _OPENS_LAUGHING.match(message) and _ASKED_AFTER.search(
            message
        ):
            # the eye-roll is at the trouble, the ask after it as plain as without it (`invoice
            # shows french vat 🙃 who do i ping`)
            return requested(d, calm, prefix, addressed, answer)
        if calm != message and not _OPENS_LAUGHING.match(message) and (
            asks_for_someone(calm, prefix, any_words=True, errands=False)
            or trouble_to_answer(d, calm, prefix)
        ):
            # a laugh or an eye-roll beside trouble may be a jab: only a profile that holds
            # many of its words (`app crashes every time i open my ticket on an iphone 8 lol`)
            return closest(d, calm, prefix, addressed, standing_out=True, clearly=True,
                           many_only=True)
        return None
    # asked in any words after a tale of some length, it asks of what it told as plainly
    # (`need yesterday's postgres restored somewhere to check a thing, who can do db
    # restores`): the closest, else one that stands out
    near = closest(d, message, prefix, addressed, widened=True) if (
        not plain and told_at_length(message)
    ) else None
    near = near or closest(d, message, prefix, addressed, standing_out=not plain,
                           clearly=not plain and asked_after(message), widened=True)
    if near is not None:
        return near
    if not addressed and (asks_who_knows(d, message) or (plain and told_then_asked(message))):
        return _nobody(message, answer)
    return None


# The office itself, whose trouble is no one's work here: `the office is freezing`.
_THE_OFFICE = re.compile(r"\b(?:the office|office is|heating|aircon|air con|a/?c|radiator"
                         r"|kitchen|toilets?|elevator|lift|meeting room|parking)\b")
# Words that ask for people: a message with them is read as a question of its own (`…,
# anyone? no?` has no guess in its tag).
PEOPLE_ASKED = re.compile(r"\b(?:who\w*|any(?:one|body)|some(?:one|body)|people|folks|ppl)\b")


def _errand_troubled(message: str) -> bool:
    """Whether an ask about one of the office's errands comes with trouble told beside it
    (`who handles payroll for the drivers? my payslip is wrong`): then asked of the team, not
    an errand run (`who handles payroll`)."""
    typed = fold(P.visible(message))
    part = asked_part(message)
    first = first_sentence(message)
    told = typed[: len(typed) - len(part)] if part else (
        typed[len(fold(P.visible(first))):] if first and first != message else ""
    )
    return bool(told.strip()) and troubled(told)


# What points back at what was told before an ask.
_TOLD_OF = re.compile(r"\b(?:that|this|those|these|it|them|there)\b")


def _nobody(message: str, answer: Callable[[str, bool], tuple[Question, Answer]]) -> Answer | None:
    """The "nobody" the message gets when asked of the bot directly, in the words of its ask
    when something is told before it (`customer got billed twice, who handles our billing`:
    nobody mentions billing); None when that answer names someone after all, or is no answer
    about people."""
    said = answer(message, True)[1]
    if said.intent in (Intent.NONE, Intent.HELP) or said.matches or said.choose:
        return None
    part = asked_part(message)
    # the ask names a thing of its own (`who handles our billing`), not the one told of
    # (`who knows that flow`) nor no thing (`who'd know`), and no one (`our voice chat person`)
    named = part and [w for w in query_words(part) if len(w) > 1 and not w.startswith("who")
                      and w not in _FILLER and w not in _ASKING_WORDS]  # fmt: skip
    if named and not _TOLD_OF.search(part):
        alone = answer(part, True)[1]
        if alone.intent not in (Intent.NONE, Intent.HELP, Intent.PROFILE) and not (
            alone.matches or alone.choose
        ):
            said = alone
    said.message = message
    return said


# An eye-roll, then a plain ask: `… 🙃 who do i ping` (`… 🙃 who wrote it` is blame).
_ASKED_AFTER = re.compile(
    r"(?:🙄|🙃|😩|🤦)[\s,.!]*(?:anyone|anybody|whose|who(?! (?:wrote|built|made|set|setup|did"
    r"|broke|designed|added|thought|approved|merged|pushed|decided)\b))\b"
)
# A tale opened with a laugh (`lol the label printer just printed 40 blank labels`).
_OPENS_LAUGHING = re.compile(r"\s*(?:lol|lmao|haha\w*)\b", re.IGNORECASE)


def _described(text: str) -> list[str]:
    """The words of what a request describes: without the asking and the filler; of an ask
    that names the thing itself (`who keeps the gpu clusters healthy`, `who wrote the dr
    runbooks`), its own words but the asking ones."""
    said = query_words(ASKS_FOR_SOMEONE.sub(" ", text), limit=DESCRIBED_WORDS)
    said = [w for w in said if w not in _FILLER]
    if len(said) >= 2:
        return said
    asked = " ".join(m[0] for m in ASKS_FOR_SOMEONE.finditer(text))
    named = [w for w in query_words(asked, limit=DESCRIBED_WORDS)
             if w not in _FILLER and w not in _ASKING_WORDS]  # fmt: skip
    return named if len(named) >= 2 else said


# The words of an ask that name no thing (see _described).
_ASKING_WORDS = frozenset(
    "wrote write writes written built build builds made make makes designed designs set setup"
    " originally first place last time back then usually"
    " normally owns handles maintains runs manages takes take care looks after deals dealt charge"
    " responsible behind involved working worked go goto guy gal expert experts owner pro wizard"
    " guru ones persons keeps keep eye track".split()
)


def closest(
    d: Directory,
    message: str,
    prefix: str,
    addressed: bool,
    standing_out: bool = False,
    clearly: bool = False,
    widened: bool = False,
    many_only: bool = False,
) -> Answer | None:
    """The people closest in meaning to what a message already known to ask for someone
    describes (None when nobody's profile comes close); `standing_out`: only a
    person whose profile holds several of the words and stands out in the full text;
    `clearly`: more of them, and further ahead (MeaningCondition); `widened`: what it
    describes in everyday words is compared in the trade's terms too (`aws bill`: finops),
    as for a request, not for trouble only told; `many_only`: only a profile that holds many
    of the words (MeaningCondition)."""
    text = clean(message, prefix)[0]
    # What is described, without the asking (`whos done`) and the words of any request.
    words = _described(text)
    if len(words) < 2:
        # the reading kept one word of a longer description (`subs are drifting out of sync
        # with the picture, who owns that`): the words as typed
        words = _described(fold(P.visible(message)))
    # a colleague named in it is who is talked of, not what (`lucas sent the invoice, who
    # approves it`)
    words = [w for w in words if w not in d.ix.name_words]
    if len(words) < 2:
        return None
    full = short_words()  # `nightly perf ci`: performance
    phrase = " ".join(full.get(w, w) for w in words)
    trade = [w for w in trade_terms(fold(P.visible(message))) if w not in words] if widened else []
    if trade:
        words, phrase = words + trade, f"{phrase} {' '.join(trade)}"
    near = MeaningCondition(d, phrase, words, standing_out, clearly, many_only)
    if not near.size:
        return None
    q = Question(text=text, addressed=addressed, kind="constraints", question_like=True,
                 people_words=True)  # fmt: skip
    ans = F.found(d, [near], q)
    ans.message = message
    return ans


# A language people speak or sign (`anyone done sign language before`).
_LANGUAGE_ASKED = re.compile(r"\b(?:sign )?languages?\b(?! models?\b)")
# An amount of time (`3 years ago`, `6 months`).
_TIME_TOLD = re.compile(r"\b\d+\s*(?:years?|yrs?|months?)\b")
# A thing named as one of the day's: `the cuda ticket`, `our slides`.
_THE_THING = re.compile(r"(?:the|my|our|your|this|that|these|those|his|her|their|a|an|some"
                        r"|something|anything|getting) |.*\b(?:weekend|today|tonight|tomorrow"
                        r"|this week|next week)\b")
# Cues of work on a thing (`who works on the iphone app`), read as a repository's.
_WORK_ON = frozenset(("works on", "working on", "work on"))


def _asked_in_words(c: Clause) -> bool:
    """Whether a clause asks for people by words: `any`, a topic, or work on a thing not
    written as a repository (`who works on the iphone app`)."""
    return c.kind in ("any", "topic") or (
        c.kind == "repo" and c.cue in _WORK_ON and "/" not in c.text
    )


def closest_instead_of_nobody(
    d: Directory, message: str, prefix: str, q: Question, said: Answer, whole: bool
) -> Answer | None:
    """The one person closest in meaning to what a question describes, when the answer
    `said` to it (of the whole message read as `q`, when `whole`) is that no profile holds
    its words as typed (`anyone done image recognition stuff before` for a computer vision
    engineer); None when several are about as close, or when it names a skill or a company
    that no profile holds (`any kotlin devs`: nobody knows Kotlin, whoever is near in
    meaning), or a spoken language."""
    in_words = whole and bool(q.clauses) and all(map(_asked_in_words, q.clauses))
    # `anyone working on predicting no-shows?`: work on a thing no profile names so, left
    # unanswered in a team channel, asked for all the same
    # (`is anyone working on the cuda ticket`: a thing of the day, named by its article)
    work_on = in_words and said.intent is Intent.NONE and all(
        c.kind == "repo" and not _THE_THING.match(c.whole or c.text) for c in q.clauses
    ) and q.question_like
    if said.matches or (said.intent is Intent.NONE and not work_on) or said.unplaced:
        return None
    if said.intent is Intent.COMPANY and q.tense in ("past", "ever"):
        return None  # `who came from google`: nobody did, whoever is near in meaning
    if not (said.words_only or (said.missed and in_words) or work_on):
        return None
    text = clean(message, prefix)[0]
    typed = fold(P.visible(message))
    # `who works on the coffee machine`, `who speaks arabic`, `who started coding 3 years
    # ago`: the office's things, a language or an amount of time, whoever is near
    if any(p.search(typed) for p in (O.ERRANDS, O.OFFICE, _LANGUAGE_ASKED)) or any(
        p.search(text) for p in (P.SPEAKS, _TIME_TOLD)
    ):
        return None
    text_index, companies = d.text, d.keys.vocab.companies
    named = [w for w in query_words(text) if d.phrases.known_skill(w) or w in companies]
    if text_index is not None and any(not text_index.share(w) for w in named):
        return None
    near = closest(d, message, prefix, q.addressed, widened=True)
    # several about as close: nothing there stands out from what nobody holds
    return near if near is not None and len(near.matches) == 1 else None


# A list found by its own words is put in order of meaning when the message describes more
# than the words searched (at least MORE_WORDS others), among its first REORDERED people, and
# only when someone there is CLOSER in meaning than its first: the words rank who says them
# most, the description says which of them it is about.
MORE_WORDS = 2
REORDERED = 4
CLOSER = 0.03
SWAYED = 0.15
# The words one person alone holds that say enough on their own: they keep the answer.
HELD_ALONE = 3
# Words of asking for one person that describe nothing: `need a python person in london,
# who's the best one there`.
_ASKED_OF_ONE = frozenset("need best one there".split())


def in_order_of_meaning(d: Directory, message: str, prefix: str, ans: Answer) -> Answer:
    """People found by their own words, put in order by what the message describes beyond
    those words: the head of a list in order of closeness in meaning to the message (`the
    zebra printer at dock 3 prints garbage labels, who knows the label stuff`: the one whose
    labels are printed, not whoever says "label" most); one person alone gives way to the
    closest in meaning when that one is SWAYED closer. Any other answer as it is."""
    matches = ans.matches
    if not ans.searched or not matches or not isinstance(matches, LazyMatches):
        return ans
    searched = set(ans.searched)
    words = [w for w in _described(clean(message, prefix)[0]) if w not in searched]
    if len(matches) == 1:
        words = [w for w in words if w not in _ASKED_OF_ONE]
    if len(words) < MORE_WORDS:
        return ans
    described = P.visible(message)
    if len(matches) > 1:
        head = list(matches.indexes[:REORDERED])
        closeness = d.meaning.closeness(described, head)
        if max(closeness) < closeness[0] + CLOSER:
            return ans
        order = sorted(range(len(head)), key=lambda k: -closeness[k])
        ranked = [head[k] for k in order] + list(matches.indexes[REORDERED:])
        return dataclasses.replace(ans, matches=matches.reordered(ranked))
    if len(searched) >= HELD_ALONE:
        return ans  # `an estimate of claims not yet reported`: those are its words
    near = closest(d, message, prefix, False)
    if near is None or not isinstance(near.matches, LazyMatches):
        return ans
    them = [int(matches.indexes[0]), int(near.matches.indexes[0])]
    if them[0] == them[1]:
        return ans
    held, other = d.meaning.closeness(described, them)
    if other < held + SWAYED:
        return ans
    # one profile does hold some of the words: the closest is not said to be unsaid
    return dataclasses.replace(near, headline=near.headline.replace(W.UNSAID, ""), note=ans.note)
