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
from bot.search.vocab import known_place

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


# `looking for a kotlin person to pair on an android prototype`, `want whoever's best at sql to
# tune a slow report`, `list all the daniels so i message the right one`, `need the strongest
# javascript person for a rewrite of our transformers`: a request for people, then what for
_PURPOSE = re.compile(
    r"^(?P<asked>(?:(?:i |we )?(?:need|want|am looking for|are looking for|looking for)|list"
    r"|show me|who|whos|anyone|anybody|someone|whoever|whoevers)\b.*?)"
    # (not what the expertise is put to: `someone who's been a qs to explain how variations
    # get priced`, `a python person to help with the reporting backlog`)
    r" (?P<what>(?:to|in order to) (?:pair|tune|lead|read through|mentor|present|cover|join"
    r"|draft|represent|interview|onboard|attend|host|sign off|shadow|sit on|be on|chair)\b"
    r"|so (?:that )?(?:i|we|they|he|she|you) \w"
    r"|for (?:a|an|the|our|my|this) (?:[\w-]+ ){0,2}(?:rewrite|review|migration|refactor|port"
    r"|audit|panel|pilot|talk|workshop) (?:of|on|for)\b).*$"
)
# Words after which `to` goes on with the verb before it (`gets to take`, `used to take`).
_TO_OF_A_VERB = frozenset("get gets got want wants need needs has have had going used able how"
                          " like likes tries try trying allowed supposed meant due about ought"
                          " wish hope plan plans up offered agreed afford happy willing"
                          " volunteered volunteers available free planning scheduled asked"
                          " assigned nominated picked chosen invited keen ready eager set".split())
# Words of a request for people: what is left besides them says who is asked for.
_ASKING = frozenset("i we need want am are looking for list show me who whos anyone anybody"
                    " someone somebody whoever whoevers a an the all person people folks one"
                    " ones".split())


def _purpose(m: re.Match[str]) -> str:
    """The request without what it is for, when it asks for someone in particular (not
    `need someone to review my kotlin code`)."""
    asked, what = m["asked"], m[0][len(m["asked"]) :]
    if all(w in _ASKING for w in asked.split()) or asked.split()[-1] in _TO_OF_A_VERB:
        return m[0]
    said = re.findall(r"[\w+#.-]+", what)
    if any(known_skill(w) for w in said) and not any(known_skill(w) for w in asked.split()):
        return m[0]
    return asked


# `need someone near stuttgart to swing by the test track`, `anyone in leeds who could pop
# into the warehouse`: where they would go is no part of who they are; `need someone in munich
# to help with rust`: who is there and can help with it
_THERE_TO = re.compile(
    r"^(?P<who>(?:(?:i |we )?need|anyone|anybody|someone|somebody|looking for)\b.*?)"
    r" (?P<near>in|near|around|close to|based in) (?P<p>[a-z][\w'-]*(?: [a-z][\w'-]*){0,2}?)"
    r" (?:(?P<help>to help)(?= (?:out )?(?:with|on)\b)|(?:to|who (?:can|could|would|might))"
    r" (?:swing|pop|drop|stop|come|nip|head|go|visit|check on)(?: (?:by|in|into|over|out|down"
    r"|up|round|to))?\b.*$)"
)


def _there_to(m: re.Match[str]) -> str:
    if not known_place(m["p"]):
        return m[0]  # (`need someone in charge to go through the budget`)
    said = f"{m['who']} {'near' if m['near'] == 'close to' else m['near']} {m['p']}"
    return f"{said} who can help" if m["help"] else said


def reword_needs(text: str) -> str:
    """A folded message with what its request needs written as the question, and what the
    people are wanted for left out."""
    # `i'm after someone who's done gis work`: looking for them
    text = rewrite(r"^(?:im|i am|were|we are) (?:after|chasing|hunting for) (?=(?:someone|somebody"
                   r"|anyone|anybody|people|folks|ppl)\b|an? (?:[\w+#.-]+ ){0,2}(?:person|people"
                   r"|dev|developer|engineer|expert|guru|wizard|specialist)\b)", "looking for ",
                   text)
    text = rewrite(_NEEDED, _needed, text)
    text = rewrite(_PURPOSE, _purpose, text)
    # `need a hand with the terraform module`, `a second pair of eyes on some rust`: help with it
    text = rewrite(r"\b(?:a hand|an extra hand|(?:a )?(?:second|2nd|fresh|extra|another)"
                   r" (?:pair|set) of eyes|(?:some )?(?:fresh|extra) eyes) (?:on|with|over)\b"
                   r"(?! (?:the whole thing|it|this|that|everything|the thing|things|my|mine)\b)",
                   "help with", text)
    # `for a c++ rewrite i need the top 2 c++ engineers`: what it is for is said first
    text = rewrite(r"^for (?:a|an|the|our|this) [\w+#. -]{1,30}? (?:rewrite|project|migration"
                   r"|effort|launch|task|review|refactor|port|workshop|talk|event|demo|panel"
                   r"|hackathon|kickoff|sprint|rotation|pool|guide|exercise|audit|tender|bid"
                   r"|submission|programme|program|conference),? (?=\w)", "", text)
    text = rewrite(r"^(?:re|re:) (?:the )?[\w+#. -]{1,30}?, (?=\w)", "", text)  # `re the guide —`
    text = rewrite(r"^(?:replying to|reply to|@?re) [\w.'-]+: ", "", text)  # `replying to marta: `
    # `we require at least twelve years of coding experience. which colleagues meet that
    # requirement?`: who has it
    text = rewrite(r"^(?:we|i) (?:require|need|are looking for|am looking for|want)"
                   r" ((?=[^.?!]*\b(?:years?|experience|knowledge|degree)\b)[^.?!]{3,80}?)"
                   r"[.;:,] (?:so )?(?:which|what|who)(?: colleagues| people| developers| officers"
                   r"| members of staff| of (?:you|us|our (?:colleagues|developers|staff)))?"
                   r" (?:meets?|fulfils?|fulfills?|satisfy|satisfies|matches|match|would meet"
                   r"|can meet) (?:that|this|the|these|those) (?:requirements?|criteria|criterion"
                   r"|bar|conditions?)(?=[?!. ]*$)", r"who has \1", text)
    # `i need to name everyone who knows kubernetes or terraform. who would that be?`: who does
    text = rewrite(r"^(?:(?:we|i) (?:need|have|want|am asked|are asked|was asked|were asked)"
                   r" to (?:name|list|identify|find|know|establish|determine|ascertain|confirm))"
                   r" (?:everyone|everybody|all those|anyone|all colleagues|the colleagues"
                   r"|the people|the developers) (who [^.?!]{3,80}?)[.;:,]? (?:who|which)"
                   r"(?: colleagues| people)?"
                   r" (?:would|will|could|might) (?:that|they|those|these) be(?=[?!. ]*$)", r"\1",
                   text)
    # `as part of the review of our cloud hosting arrangements i have been asked to…`: what it
    # is for, said first
    text = rewrite(r"^(?:as part of|in preparation for|ahead of|in advance of|in connection with"
                   r"|with regard to|further to) (?:the|our|a|an|this|next|my) [^,.?!]{1,80}?,?"
                   r" (?=(?:i|we) (?:have|ve|am|are|was|were|need|want|would)\b)", "", text)
    # `we need to know who can write go`, `i have been asked to establish which of our
    # developers are proficient in terraform`: who can, who are
    text = rewrite(r"^(?:(?:we|i) (?:need|want|would like|have|must) to know|(?:(?:i|we) (?:have"
                   r" been|ve been|was|were|am|are|have|ve) (?:asked|tasked|requested|instructed)"
                   r" to|(?:i|we) (?:need|want|would like) to) (?:establish|determine|ascertain"
                   r"|identify|find out|confirm|check)) (?=(?:which|who|whether|how many)\b)", "",
                   text)
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
    # `kindly list everyone with a stack overflow reputation above 1,000 for the engineering
    # brand report`: what the list is for (`who looks after the dbt models for the weekly
    # report` asks of the report's models)
    text = rewrite(r"^((?:kindly |please )?(?:list|show me|give me)\b.*?) for (?:the|a|an|our|my"
                   r"|this) [\w -]{0,30}?(?:report|newsletter|deck|slides|survey|blog post"
                   r"|spreadsheet|announcement|org chart)[.!]*$", r"\1", text)
    # `anyone in germany who could go?`: who is there
    text = rewrite(r"^((?:anyone|anybody|someone|somebody)\b.+?) who (?:can|could|would|might)"
                   r" go[?!. ]*$", r"\1", text)
    # `anyone in hamburg who could do the on-site day`: what they would do, no part of who
    text = rewrite(r"^((?:(?:i |we )?need|who|whos|anyone|anybody|someone|looking for)\b.*?)"
                   r" who (?:can|could|would|might) (?:do|cover|take|attend|join|run|host|make"
                   r"|come to) (?:the|a|an|our|my|this) [\w -]{0,30}?(?:day|visit|call|meeting"
                   r"|shift|session|review|demo|trip|workshop|training|handover)$", r"\1", text)
    text = rewrite(_THERE_TO, _there_to, text)
    # `who can help with threat modelling for the new refunds api before it goes to review`:
    # what it is for, and when, is no part of what is asked
    text = rewrite(r"^((?:need|who|whos|anyone|someone|looking for)\b.*?)(?: for (?:the|a|an|our"
                   r"|my|this) [\w -]{1,30}?)? (?:before|after|once|until|when) (?:it|we|they|this"
                   r"|that|the \w+) (?:goes|go|ships?|launch\w*|lands?|merges?|releases?|gets?"
                   r"|is released)\b.*$", r"\1", text)
    return text
