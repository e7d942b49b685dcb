"""Trouble told in a team channel without asking anyone (`refund button in the support tool
does nothing when i click it`): whether it is a report of the team's work that a profile
standing out for it should answer, not a status update, a sigh, one's own life or a word to a
colleague."""

from __future__ import annotations

import re

from bot.answers import office_talk as O
from bot.answers import phrasing as P
from bot.answers.requests import errands_are_work, typed_ask
from bot.answers.trouble_words import REPORTED, TONE, TROUBLE
from bot.search.directory import Directory
from bot.search.text import fold

# The fewest words of a report of trouble that asks no one (`refund button in the support tool
# does nothing when i click it`), and how a question put to the room opens.
TROUBLE_WORDS = 6
# (at the start of the message or of a clause: `sidekiq is backed up, is that normal?`)
_TO_THE_ROOM = re.compile(r"(?:^|[,.;:!?] )(?:how|why|where|what happens|is (?:it|that|this"
                          r"|there|the)|can we|shouldnt (?:it|we|that)|isnt (?:it|there|that)"
                          r"|do (?:the|our|they|customers)|does|do we"
                          r"|can (?:someone|somebody|anyone)|should)\b"
                          # not the room asked about itself (`how do you all keep up`)
                          r"(?!.*\b(?:you all|yall|everyone|you guys|u all)\b)")


# Trouble someone already has in hand, or tells of ahead (`looking into it`, `rolling back`,
# `staging will be slow`, `ping me if the fleets look weird`), or asks the time of.
_IN_HAND = re.compile(r"\b(?:looking into|looking at it|rolling back|rolled back|fixed|fixing"
                      r"|pushing|pushed|merged|merging|deploying|deployed|restarting|going to"
                      r"|gonna|(?:ill|well|i will|we will) (?:check|look|fix|roll|restart|deploy"
                      r"|sort|dig|have|take)|heads up|fyi|dont panic|will be|as designed|already"
                      r"|thanks|thank you|ty|shout if|ping me|back to normal|probably"
                      r"|how long|tonight|just me|(?:is|are) looking|always|was just|turned out"
                      r"|false alarm|fine now|back now|all good|classic|as usual"
                      r"|(?:im|i am|were|we are|hes|shes|theyre) on it)\b"
                      # a time asked (`anyone know when the freeze ends?`), not when it happens
                      r"|(?:^|[,.;?!] |\bknow )when (?:is|are|does|do|did|will|the)\b"
                      r"|\bright\?|@|👀")


# Whether a thing is done or free yet, and plans: `is the payout run done for this month`, `is
# the hil bench in detroit free this afternoon`, `can we push the review to after the harvest`.
_STATUS = re.compile(r"^(?:is|are) (?:the|our) (?:[\w-]+ ){1,5}(?:done|free|ready|over|finished"
                     r"|open|available|booked|live|out|back|up)\b"
                     r"|\bcan we (?:push|move|postpone|reschedule|skip|cancel|bring forward)\b")


# Good news, praise, trouble resolved or someone else's: `dosing rules signed off by pharmacy
# 🎉`, `the review queue is down to 12`, `storm claims are flooding in, hang tight`, `tuning it
# now`, `the bug reporter is the best thing that happened to qa`, `it's their status page too`,
# `new starter on monday 👋`, `start the review without me`, `resolved: nobody got the alerts
# for an hour`, `kafka upgrade is done, nothing lost`.
_GOOD_NEWS = re.compile(r"[🎉🙌✅🥳🚀👏💪👋]|\b(?:down to \d|signed off|hang tight|the best thing"
                        r"|new (?:starter|joiner|hire)|without me|resolved|closing the loop"
                        r"|no action needed|nothing we can do|all clear|(?:is|are) (?:all )?done"
                        r"|went fine(?! free)|worked fine|nothing (?:was )?lost"
                        r"|no \w+ (?:was )?lost|back in range|corrected"
                        # one's own slip, told: `then i realised i was looking at the wrong day`
                        r"|i (?:realised|realized|noticed|was looking)|id opened|my bad|my mistake"
                        # curiosity and errands, not complaints
                        r"|just curious|genuinely curious|not a complaint|asked me to check"
                        r"|shout ?out|kudos|well done|nice work|congrats|thank|hard work|great work"
                        r"|good work|grateful"
                        r"|their (?:status page|end|side))\b|\b[a-z]+ing (?:it|them|that) now\b")


# Trouble of one's own life, not the work: `the firmware update on my headphones broke`.
_PERSONAL = re.compile(r"\bmy (?:own )?(?:headphones|earbuds|laptop at home|car|bike|grocery"
                       r"|groceries|flat|house|kids?|dog|cat|partner|mum|mom|dad|wife|husband"
                       r"|neighbou?rs?|landlord|tv|fridge|washing machine|heating|boiler)\b")


def reports_trouble(message: str, prefix: str) -> bool:
    """Whether a message that asks for no one tells of trouble with the work, or puts a
    question about it to the room (`is the weekly cap mon-sun or a rolling 7 days?`): to be
    answered only by a profile that clearly stands out for it; not talk of the office."""
    typed = typed_ask(message)
    if len(typed.split()) < TROUBLE_WORDS:
        return False
    if any(r.search(typed) for r in (O.LIFE, O.OFFICE, O.EVENTS, O.JOB_STATE, O.PRESENCE,
                                     O.RHETORICAL, _IN_HAND, TONE, _PERSONAL, _GOOD_NEWS,
                                     _STATUS)):
        return False
    return bool(TROUBLE.search(typed) or REPORTED.search(typed) or _TO_THE_ROOM.search(typed))


# Parts of names that are words of places too (`the van heerden farm`): no one addressed.
_PARTICLES = frozenset("van der den de da di du la le al el von bin ibn del dos das".split())


def trouble_to_answer(d: Directory, message: str, prefix: str) -> bool:
    """Whether a message that asks for no one reports trouble with the team's work
    (reports_trouble), not the office's errands or outings unless they are the team's work,
    and not told to a colleague by name (`rohan, the dr drill went fine`)."""
    if not reports_trouble(message, prefix):
        return False
    typed = fold(P.visible(message))
    for errands in (O.ERRANDS, O.OUTINGS):
        if errands.search(typed) and not errands_are_work(d, message, errands):
            return False
    # (`kenji's place`: kenjis)
    return not any(
        (w in d.ix.name_words or (w.endswith("s") and w[:-1] in d.ix.name_words))
        and w not in _PARTICLES
        for w in re.findall(r"[^\W\d_]+", typed)
    )
