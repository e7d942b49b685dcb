"""Whether a team channel hears an answer: the questions the engine understood whole, and
asked help; chatter stays unanswered."""

from __future__ import annotations

import re

from bot.answers import office_talk as O
from bot.answers import phrasing as P
from bot.answers.model import Answer, Intent
from bot.answers.question import Question
from bot.answers.searched import typed_as_search
from bot.search.directory import Directory

# A yes or no asked of a thing, not of people: `will the parallel run finish`, `did the kafka
# upgrade go out`, `(could you tell me) if the build passed`.
_OF_A_THING = re.compile(
    r"^(?:will|would|did|does|do|is|are|was|were|has|have|can|could|should|if|whether)"
    r" (?:the|our|this|that|these|those|my|your) (?!(?:people|folks|ppl|devs|team|one|ones"
    r"|person|guy|guys)\b)"
)
# `which lukas knows controls` (bot.answers.rewording.named): the word after `which` is a name.
_WHICH_KNOWS = re.compile(r"^which ([a-z][\w'-]*) knows\b")


def worth_answering(d: Directory, q: Question, ans: Answer) -> bool:
    """In a team channel, answer the questions the engine understood whole, and asked
    help; stay quiet on chatter."""
    if q.kind in ("help", "team"):
        return True
    if ans.intent in (Intent.HELP, Intent.NONE):
        return False
    if q.kind == "bare" and ans.card is not None:
        return True  # a name alone: that person
    if q.kind == "bare" and ans.matches and not ans.words_only and (
        typed_as_search(d, q.text, ans)
    ):
        return True  # `kth`, `lisbon devs`: typed as into a search box
    if not q.question_like:
        return False
    ranked = q.how == "best" and q.years is not None  # `three most senior, not counting x`
    if q.excluded and not (q.clauses or q.alternatives or q.people_words or q.asks or ranked):
        return False  # `can we not schedule meetings over lunch`: a wish, of no one
    # `how many GPUs are left in the training cluster`: `in` and `at` say too little
    cued = any(c.cue and c.kind not in ("place", "from") for c in q.clauses)
    if ans.words_only and not (q.people_words or q.asks or cued):
        return False  # `what a match lol`: a word some profile happens to hold
    if _OF_A_THING.match(q.text) and not (q.people_words or q.asks or cued or q.names):
        return False  # `will the parallel run finish before the weekend`: of a thing at work
    if q.kind == "check" and ans.unplaced:
        return False
    if q.kind == "person" and not (ans.matches or ans.card) and q.names and (
        re.fullmatch(O.OFFICE_THINGS, q.names[0]) or O.OUTINGS.search(q.names[0])
    ):
        return False  # `where is the printer`, `where the party is`: no one's name
    # `which library is the fast one`: one of the people of a name, or nothing asked
    which = _WHICH_KNOWS.match(q.text)
    if which and which[1] not in P.PEOPLE_WORDS and not len(d.names.find(which[1]).ids):
        return False
    if ans.matches or ans.card or ans.compare:
        return True
    # A miss is worth saying for what the data or the world knows (`who knows cobol?`,
    # `anyone at amazon?`), not for words nothing explains (`anyone seen my charger?`).
    # A yes-or-no question whose first words were no one's name is read as conditions
    # (`numpy contributors?`).
    guessed = q.kind == "check" and q.name_guessed
    return (q.kind in ("constraints", "person", "compare", "profile", "bare") or guessed) and (
        not ans.unplaced
    )
