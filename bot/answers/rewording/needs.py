"""What a request needs and what for, said around who it asks for: `postgres tuning help needed,
who knows postgresql`, `for a c++ rewrite i need the top 2 c++ engineers`, `i need two people
who know opc ua`, `…who knows c++ for the plugin crash`, `anyone in hamburg who could do the
on-site day`. The need is written as the question; how many are wanted, what for and when are
left out of who they are, as is the opening of a reply (`re the guide, …`, `replying to marta:
…`)."""

from __future__ import annotations

import re

from bot.answers import office_talk as O
from bot.answers.rewording.known import known_skill
from bot.answers.rewrite import rewrite

# `postgres tuning help needed, who knows postgresql`, `postgres question - kwame or kavya,
# who knows it better?`: the request or the subject before the question
_NEEDED = re.compile(
    r"^(?P<t>[^,?]{1,40}?) (?:help|expertise|advice|input|eyes|assistance) (?:needed|wanted"
    r"|required)"
    r"[,.!:;]+ (?P<rest>\w.*)$"
    # of a question about a skill, only when what follows asks of it (`edifact question -
    # anyone?` is asked as typed, `silly question: who maintains this?` of nothing)
    r"|^(?:(?:just )?(?:a )?(?:quick|small|random|dumb) )?(?P<s>[^,?]{1,40}?) (?:question|qn)"
    r"[,.!:;]+"
    r" (?P<of>\w.*\b(?:it|that|this)\b(?: (?:better|best|well|most))?[?!. ]*)$"
)


def _needed(m: re.Match[str]) -> str:
    # `kafka help needed, who's got experience with it`: it is kafka
    if not m["t"] and not known_skill(m["s"]):
        return m[0]
    topic, rest = (m["t"], m["rest"]) if m["t"] else (m["s"], m["of"])
    return rewrite(r"\b(?:it|that|this)\b(?=(?: (?:better|best|well|most))?[?!. ]*$)", topic,
                   rest, count=1)


def reword_needs(text: str) -> str:
    """A folded message with what its request needs written as the question, and what the
    people are wanted for left out."""
    text = rewrite(_NEEDED, _needed, text)
    # `for a c++ rewrite i need the top 2 c++ engineers`: what it is for is said first
    text = rewrite(r"^for (?:a|an|the|our|this) [\w+#. -]{1,30}? (?:rewrite|project|migration"
                   r"|effort|launch|task|review|refactor|port|workshop|talk|event|demo|panel"
                   r"|hackathon|kickoff|sprint|rotation|pool|guide),? (?=\w)", "", text)
    text = rewrite(r"^(?:re|re:) (?:the )?[\w+#. -]{1,30}?, (?=\w)", "", text)  # `re the guide —`
    text = rewrite(r"^(?:replying to|reply to|@?re) [\w.'-]+: ", "", text)  # `replying to marta: `
    # `we want ppl who know rust, who fits`: who is wanted
    text = rewrite(r"^(?:we|i) (?:want|need|are looking for|am looking for) (?=(?:ppl|people|folks"
                   r"|devs|someone|somebody|engineers) who\b)", "", text)
    # `i need two people who know opc ua`: how many are wanted is no part of who they are
    text = rewrite(r"^(?:(?:we|i) )?(?:want|need|are looking for|am looking for) (?:two|three"
                   r"|four|five|2|3|4|5|a couple of|a couple|a few|some) (?=(?:ppl|people|folks"
                   r"|devs|engineers|persons) (?:who|with|that)\b)", "", text)
    text = rewrite(r",? (?:who fits|any takers|who(?:s| is) up for it|who(?:s| is) free|who we got"
                   r"|who do we have|who have we got|who(?:s| is) around"
                   r"|who(?:ve| have) we got)[?!. ]*$", "", text)
    # `…who knows c++ for the plugin crash`: what it is for
    text = rewrite(r"^((?:(?:i |we )?need|who|whos|anyone|someone|looking for|people|folks)\b.*?)"
                   r" for (?:the|a"
                   r"|an|our|my|this) [\w -]{0,30}?(?:crash|bug|issue|problem|fix|review|rewrite"
                   r"|migration|project|task|ticket|incident|outage|release|call|handover|meeting"
                   r"|visit|demo|workshop|session|trip|shift|training|audit|presentation"
                   r"|interview|upgrade|rollout)$",
                   # (an outing is no work: `who has the longest commute for the offsite trip`)
                   lambda m: m[0] if O.OUTINGS.search(m[0]) else m[1], text)
    # `anyone in hamburg who could do the on-site day`: what they would do, no part of who
    text = rewrite(r"^((?:(?:i |we )?need|who|whos|anyone|anybody|someone|looking for)\b.*?)"
                   r" who (?:can|could|would|might) (?:do|cover|take|attend|join|run|host|make"
                   r"|come to) (?:the|a|an|our|my|this) [\w -]{0,30}?(?:day|visit|call|meeting"
                   r"|shift|session|review|demo|trip|workshop|training|handover)$", r"\1", text)
    # `who can help with threat modelling for the new refunds api before it goes to review`:
    # what it is for, and when, is no part of what is asked
    text = rewrite(r"^((?:need|who|whos|anyone|someone|looking for)\b.*?)(?: for (?:the|a|an|our"
                   r"|my|this) [\w -]{1,30}?)? (?:before|after|once|until|when) (?:it|we|they|this"
                   r"|that|the \w+) (?:goes|go|ships?|launch\w*|lands?|merges?|releases?|gets?"
                   r"|is released)\b.*$", r"\1", text)
    return text
