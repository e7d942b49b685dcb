"""What is said around a question that puts no condition on anyone: a doubt after it, what
it is wanted for, how the answer should look. Applied by bot.answers.rewording.frames to a message
already folded, each aside cut off, so that only the question is read."""

from __future__ import annotations

import re

from bot.answers import office_talk as O
from bot.answers import phrasing as P
from bot.answers.rewording.known import WHOLE_TEAM_NAMES, known_skill
from bot.answers.rewording.reported import NO_EXPERTISE
from bot.answers.rewrite import rewrite

# A chore done for the office, not work a profile holds: `cleaned the whiteboard`.
_CHORE = re.compile(
    r"(?:cleaned|tidied|booked|organi[sz]ed|brought|baked|ordered|bought|refilled|restocked"
    r"|emptied|watered|decorated|planned|cooked|made (?:the )?(?:coffee|tea|cake|lunch))\b"
)

# Words of a request already made before its ask is said again (`need a js person, who's got
# that`).
_ASKED_BEFORE = re.compile(r"\b(?:need|needs|needed|who|whos|anyone|anybody|someone|somebody"
                           r"|looking|want|wanted|person|people|dev|devs|folks|ppl|help)\b")

_ASIDES = (
    # `is anyone based in london, as we have a meeting at the lga and would like a developer
    # to attend?`: why it is asked
    (re.compile(r"^((?:is|are|does|do|has|have) (?:anyone|anybody|someone|somebody|any of"
                r" (?:us|you))\b[^,;?]{3,60}?),? (?:as|since|because) (?:we|i)(?:ve|d)?"
                r" (?:have|are|need|would|want|will|am|got)\b[^?]*$"), r"\1"),
    # `with the digital conference coming up, i wondered whether anyone is based in scotland
    # and might attend on our behalf`: whether anyone is, without what it is for or what they
    # might do for it
    (re.compile(r"^with (?:the|our|a|an|this|next) [^,.?!]{3,60}? (?:coming up|approaching"
                r"|on the horizon|next (?:week|month)|in mind),? (?=i )"), ""),
    (re.compile(r"^(?:i (?:wondered|was wondering|wonder) (?:whether|if)) (anyone|anybody"
                r"|someone|somebody)(?: (?:in|on|from|of) (?:the|our) " + WHOLE_TEAM_NAMES
                + r" (?:team|staff|department))?"
                r" (is|was|has|had) ([^,;?]{3,60}?)"
                r"(?: and (?:might|could|would|may|can) [^?]*)?(?=[?.! ]*$)"),
     r"\2 \1 \3"),
    # `contributed to the mosquitto broker, which is used in many smart city projects`: what
    # the thing is, said of it
    (re.compile(r",\s*which (?:is|are|was|were|has been|have been) (?:used|run|relied on|needed"
                r"|popular|known|widely used|maintained|written|built)\b[^,.?!;]{0,80}"), ""),
    # `for the mentorship program i want whoever has the most years employed. who?`: who has
    (re.compile(r"^(?:(?:for|on) [^,.?!]{1,60}?,? )?(?:i|we)(?:d| would)?"
                r" (?:want|need|like|am looking for|im looking for|are looking for) whoever"
                r" (?P<c>[^.?!]+?)(?:[,.;:!?—–-]+ (?:so )?who(?: is| would be| would that be)?"
                r"(?: that| it| they| then)?)?[?!. ]*$"), r"who \g<c>"),
    # `the consultants want to thank whoever built the sepsis warning – who was that please?`
    (re.compile(r"^[^?]*?\bwhoever (?P<c>[^.?!,;:—–]+?)\s*(?:[,.;:!?—–]+|\s-+)\s*"
                r"(?:so )?who (?:is|was|were|are|did) (?:that|it|they|this)(?: please| pls)?"
                r"[?!. ]*$"),
     lambda m: m[0] if re.search(r"\b" + O.OFFICE_THINGS, m["c"]) or _CHORE.match(m["c"])
     else f"who {m['c']}"),
    # `need a js person for a quick react fix, who's got that`: the ask said again; `redis —
    # who's got it`: the ask of what was named
    (re.compile(r"^(?P<h>.*?\w),? (?:whos got (?:that|it|this|one)|who has (?:that|it|this|one)"
                r"|who do we have|any takers|who can do (?:it|that|this))[?!. ]*$"),
     lambda m: m["h"] if _ASKED_BEFORE.search(m["h"]) or NO_EXPERTISE.search(m["h"])
     or len(m["h"].split()) > 3 else f"who has {m['h']}"),
    # `need someone good at vehicle routing for a quote to a dairy coop`: who is needed, not
    # what for
    (re.compile(r"^((?:i |we )?(?:need|looking for|after) (?:someone|somebody|anyone|anybody"
                r"|a person|a dev) (?:good at|good with|with|who knows|that knows|who can do"
                r"|familiar with|experienced (?:in|with)) [\w /.+#-]{2,40}?)"
                r" for (?:a|an|the|our|my|this|that|next|some)\b[^,?]*"),
     r"\1"),
    # `how many commits did okafor put into gatk, curious`: why it is asked
    (re.compile(r"(?<=\w),? (?:(?:just|only|mostly) )?(?:curious|wondering|out of curiosity"
                r"|asking for a friend|no rush|no pressure|no worries if not)[?!. ]*$"), ""),
    # `is kai based in boulder or somewhere else`: the other answer, said
    (re.compile(r"(?<=\w),? or (?:somewhere|someplace|anywhere|something|someone) else[?!. ]*$"),
     ""),
    # `anyone in london, or anywhere else in the uk`: either place
    (re.compile(r"(\b(?:in|based in|located in|living in) [\w' ,-]{2,60}?),? or"
                r" (?:anywhere|somewhere) (?:else )?in\b"), r"\1 or in"),
    # `is mikkel in copenhagen or did he move`: the doubt after the question says nothing more
    (re.compile(r",? or (?:did|has|have|is|was|were|does) (?:he|she|they)\b[^,]*$"), ""),
    # `is björn stockholm based or am i mixing him up with someone`: a doubt, not a question
    (re.compile(r",? or (?:am i|did i|have i|maybe im|i might be) (?:mixing|confusing|mixed"
                r"|getting|thinking of)\b.*$"), ""),
    # `who knows dpdk but not ebpf, want to spread the load a bit`: what it is for (a remark
    # naming a place or a company may be a condition: `…, for the team in berlin`)
    (re.compile(r",\s*" + P.PURPOSE + r"\b(?!.*\b(?:in|at|from|based) (?!(?:without|with|on"
                r"|the loop|a|an)\b)\w).*$"), ""),
    # `list everybody with their titles`, `the full roster w locations`: the list shows them
    (re.compile(r"\b(?:with|w)/? (?:their |the |his or her )?(?:titles?|roles?|names?|locations?"
                r"|jobs?|headlines?|city|cities|countr(?:y|ies)|compan(?:y|ies)|employers?"
                r"|places?)(?= pls| please|,|$)"), ""),
    # `who is already based in india`: since when is no condition
    (re.compile(r"\b(?:already|officially|physically|permanently|usually|mainly|primarily"
                r"|currently) (?=(?:based|located|living|residing)\b)"), ""),
    # `more than 5 years (> 5, strictly)`, `a decade or more, i.e. >= 10`: the bound said again
    (re.compile(r"\s*\((?:i\.?e\.?,? )?(?:more than |less than |at least |at most |over |under"
                r" |exactly )?\d+(?: years?| yrs?)?(?:,? (?:strictly|inclusive|exclusive"
                r"|or more|or less|and up))?\)"
                r"|,? (?:i\.?e\.?|ie|that is),? (?:more than |less than |at least |at most |over"
                r" |under |exactly )?\d+(?: years?| yrs?)?(?=[?!. ]*$)"), ""),
    # `graphql question for whoever knows it`: who knows graphql
    (re.compile(r"^(?P<s>[\w+#.-]+(?: [\w+#.-]+)?) (?:question|q|qn)s? (?:for|to) (?:whoever"
                r"|anyone who|anybody who|someone who) knows? (?:it|about it|that|them)\b"
                r"[^?]*[?!. ]*$"),
     lambda m: f"who knows {m['s']}" if known_skill(m["s"]) else m[0]),
    # `what does pieter actually do all day`: what he does
    # (not of the bot: `what do you even do here lol`)
    (re.compile(r"^(what does (?!(?:you|u|it|this|that|my|our|your|his|her|their|the|a|an)\b)"
                r"[\w'-]+(?: [\w'-]+)?)"
                r" (?:actually|really|even|exactly) do\b"), r"\1 do"),
    (re.compile(r"^(what does (?!(?:you|u|it|this|that|my|our|your|his|her|their|the|a|an)\b)"
                r"[\w'-]+(?: [\w'-]+)? do) all day"
                r"(?=[?!. ]*$)"), r"\1"),
    # `who made that? asking in #planning because planners love it`: why it is asked
    # (only after a question of who: `is anyone free? asking because i need a reviewer` is not)
    (re.compile(r"(?<=[?!.])\s*(?:(?:i'?m|im|just) )?asking(?: in(?: [^,.?!]*?)?| here"
                r"| for [^,.?!]*?)?"
                r" (?:because|cause|cuz|bc|since|as)\b.*$"),
     lambda m: "" if re.search(r"\bwho\b", m.string[: m.start()]) else m[0]),
    # `anyone done reinsurance work in a previous life?`: before
    (re.compile(r" in (?:a|my|their|his|her|your|an) (?:previous|past|former|earlier|other)"
                r" (?:life|career)\b"), " before"),
    # `list the data scientists (by title)`: how to tell them
    (re.compile(r"(?<=s)\s*\(?(?:by|going by|per) (?:their |the )?(?:job )?titles?\)?"
                r"(?=[?!. ]*$)"),
     lambda m: "" if re.search(r"\b(?:engineers|scientists|developers|devs|managers|leads"
                               r"|designers|analysts|architects|researchers|people|folks)$",
                               m.string[: m.start()]) else m[0]),
    # (its brackets gone: `12+ years of coding 12 years and up`)
    (re.compile(r"(\b\d+\+? ?(?:years?|yrs?)\b[^?]{0,40}?\b(?:years|yrs|coding|employed"
                r"|employment|experience)) (?:more than |less than |at least |at most |over |under"
                r" |exactly )?\d+(?: years?| yrs?)?(?:,? (?:strictly|inclusive|exclusive|or more"
                r"|or less|and up))?(?=[?!. ]*$)"), r"\1"),
    # `how many people even have a stack overflow profile`
    (re.compile(r"\b(?:even|actually) (?=(?:have|has|know|knows|use|uses|speak|speaks)\b)"), ""),
    # `anyone based in kenya for the safari day trip`, `4 years as a dev for the anniversary
    # thing`, `employed the longest like professionally`: what for, and how, are no condition
    # (not whom they worked for: `anyone in the team previously worked for the government
    # digital service`)
    (re.compile(r"(\bin [\w .-]{2,30}?)(?<!\bworked) for (?:the|a|an|our|my) [\w' -]{2,40}$"),
     r"\1"),
    # `bayu or putri h for a flutter thing`: two people weighed for a skill (see
    # _weighs_people)
    (re.compile(r"^(?P<a>[\w.-]+)((?: [\w.-]+)? or [\w.-]+(?: [\w.-]+)? for) (?:the|a|an|our|my)"
                r" ([\w' -]{1,40}?) (?:thing|things|stuff|job|task|project)$"),
     lambda m: f"{m['a']}{m[2]} {m[3]}" if _weighs_people(m) else m[0]),
    (re.compile(r" for (?:the|a|an|our|my) [\w' -]{1,40}? (?:thing|things|stuff)$"), ""),
    (re.compile(r" like (?:\w+ly|irl|for real)$"), ""),
    # `is ines any good at rust or is that a meme`, `is andres ex-citadel too or was that
    # someone else`: a doubt about what was asked
    (re.compile(r",? or (?:is|was) (?:that|it|this) (?:just |only |all )?(?:a |an )?(?:meme|joke"
                r"|rumou?r|myth|made up|urban legend|true|real|someone else|somebody else|me"
                r"|wrong)\b.*$"), ""),
    # `does anja have a phd already`, `any github contribs yet`, `ex-citadel too`
    (re.compile(r"^((?:does|do|did|has|have|is|was|are) .+?) (?:already|yet|too|as well)$"),
     r"\1"),
    # `okafor's c++ score on there`, `who works at kestrel according to the profiles`,
    # `score wise`: where it is looked up, and how it is measured, is no condition
    (re.compile(r",? (?:on there|on (?:his|her|their) profiles?|(?:according|acording|accoring"
                r"|accordin|acc) to (?:the )?(?:profiles?|bot|data|exports?|records?)"
                r"|(?:score|skill)[- ]?wise)$"), ""),
    # `does anyone know erlang asking for a friend`, `anyone in kenya who can go to the
    # clinic in person`: who asks, and being there in person, put no condition on anyone
    (re.compile(r",? (?:(?:just )?asking for a (?:friend|freind|frend|colleague|coworker)"
                r"|in person|irl)$"), ""),
    # `anyone from scilifelab originally`, `the snakemake repo itself, like upstream`,
    # `who knows golang to have a quick look at a service`
    (re.compile(r" (?:originally|initially)(?=,|$)"), ""),
    (re.compile(r"\b(repo|repository|project) itself(?=,|$)"), r"\1"),
    (re.compile(r",? like (?:upstream|directly|personally|themselves)$"), ""),
    (re.compile(r" to (?:have|take|give) (?:a |an )?(?:quick |short |second )?(?:look|peek"
                r"|glance|pass)\b.*$"), ""),
    # `could someone with airflow experience take a look at our dag scheduling issue`
    (re.compile(r"\b(experience|skills?|knowledge|background) (?:to |and |who can |who could "
                r"|could |can )?(?:have|take|give) (?:a |an )?(?:quick |short |second )?(?:look"
                r"|peek|glance)\b.*$"), r"\1"),
    # `need someone w/ postgresql skills to look over a migration plan`: what for
    (re.compile(r"(?<=\bskills) to (?:look|go) (?:over|through|at) (?:a|an|the|our|my|this"
                r"|some)\b.*$"), ""),
    # `show me everybody on the team, still learning names lol`: why it is asked
    (re.compile(r",? (?:still|just|im|i am) (?:learning|getting to know|trying to learn)"
                r" (?:the )?(?:names|people|faces|everyone|the ropes)\b.*$"), ""),
    # `does ingrid know go at all, whats her score`: the answer gives the score
    (re.compile(r",? (?:and )?(?:whats|what is) (?:her|his|their|the) (?:score|level|rating)"
                r"(?: (?:on it|for it|there))?$"), ""),
    # `anyone in the us awake rn`: who is there, whoever is awake
    (re.compile(r"(\bin [\w .-]{2,30}?) (?:awake|online|up|around)(?: (?:rn|right now|now|atm"
                r"|at the moment))?$"), r"\1"),
    # `is anyone in manchester who could pop over for a chat`: who is there, whoever can come
    (re.compile(r"(\bin [\w .-]{2,30}?) who (?:could|can|would|might|is able to|would be able to)"
                r" (?:pop|come|drop|swing|meet|grab|join|stop|head|go|cover|visit|attend|walk"
                r"|drive|nip|hop)\b.*$"),
     r"\1"),
    # `list all the people with under 10 yrs coding, i'm planning mentoring pairs`: why
    (re.compile(r",? (?:im|i am|were|we are) (?:planning|organising|organizing|putting together"
                r"|sorting out|sorting|preparing|setting up|working on|booking|drafting) .*$"), ""),
    # `python people, hands up 🙋`: a call for them
    (re.compile(r",? hands up\b"), ""),
    # `how many people know python? trying to decide if the new tooling should be python or
    # go`: why a count is asked, after it (`… ? trying to understand why …` may say what of)
    (re.compile(r"^(how many [^?]+)\? (?:trying to decide|deciding|planning|thinking about"
                r"|working out)\b.*$"), r"\1"),
    # `can you list everyone you've got`: everyone there is
    (re.compile(r"\b(everyone|everybody|all the people|all the profiles|all profiles|all)"
                r" (?:youve got|you have got|you have|you got|you know(?: of| about)?|in there"
                r"|in (?:the|your) (?:data|list|db|database|system))$"), r"\1"),
    # `who did computer science at uni`: studied it
    (re.compile(r"\b(?:did|took|read|majored in|studied) ([a-z][\w .&-]{1,40}?) at (?:uni"
                r"|university|college)$"), r"studied \1"),
    # `anyone ex-ubisoft? need someone who knows how their tools work`: why, not who
    (re.compile(r"(?<=[?!.]) (?:i )?need (?:someone|somebody) who (?:knows|understands) how\b.*$"),
     ""),
    # `how long has kavya been employed as a dev`: as what is what everyone here is
    # `who's been working as a developer the longest`: employed the longest
    (re.compile(r"\b(?:working|worked) as an? (?:software )?(?:dev|developer|engineer|programmer)"
                r"(?= the longest\b)"), "employed"),
    (re.compile(r"\b(employed) as an? (?:software )?(?:dev|developer"
                r"|engineer|programmer|swe|coder)\b"), r"\1"),
    # `want the top 3 by stack overflow rep on the internal q&a rotation, who are they?`,
    # `need the 3 most experienced devs for the interview panel`: a ranking, and what for
    # `whoever has been coding the longest on the architecture review. who is that?`
    (re.compile(r"^(?P<q>.*\b(?:top \d{1,2}|top (?:one|two|three|five|ten)|\d{1,2} most"
                r"|(?:coding|programming|employed|working|been) the longest"
                r"|the most (?:years|experience|experienced|senior|skilled|commits|contributions"
                r"|reputation|rep)|the (?:least|fewest) (?:years|experience|experienced)"
                r"|best (?:at|in|with))\b.*?)"
                r" (?:for|on) (?:the|our|a|an|this|next)"
                r" (?:[\w&'-]+ ){0,3}(?:panel|rotation|rota|rfc|interviews?|meeting|call|demo"
                r"|offsite|talk|lecture|event|hackathon|retro|presentation|report|deck|proposal"
                r"|conference|workshop|committee|bid|pitch|audit|newsletter|list|roster|slides?"
                r"|party|trip|visit|review|program|programme|scheme)"
                r"(?P<r>(?:[,.;:!?—–-]+ (?:so )?who (?:are|r|would be|is|would that be)"
                r" (?:they|those|them|the ones|that|it)(?: then)?)?[?!. ]*)$"),
     r"\g<q>\g<r>"),
    # `any iit grads in the house`: where anyone is, said for fun
    (re.compile(r",? in the house(?=,|$)"), ""),
    # `a master of engineering specifically, as opposed to a master of science`: which one is
    # meant, and what is not
    (re.compile(r"(?<=\w) specifically(?=,|$)|(?<=\bwho) specifically(?= (?:knows?|worked|works"
                r"|is|was|studied|has|can|uses?|speaks?)\b)|,? (?:as opposed to|not to be confused"
                r" with) [^,?]*$"), ""),
    # `some of our developers worked on govuk-frontend; could someone confirm who?`: who
    (re.compile(r"[;,.]? (?:could|can|would|will) (?:someone|somebody|anyone)(?: please| kindly)?"
                r" (?:confirm|tell me|say|advise) who(?: (?:that|it|this) (?:is|would be)| they"
                r" are)?(?: for [^?]*)?[?!. ]*$"),
     lambda m: ", who" if _PEOPLE_TOLD.search(m.string[: m.start()]) else m[0]),
    # `what exactly does priya do`: what she does
    (re.compile(r"^(what) (?:exactly|precisely) (?=does [\w' -]{2,40} do[?!. ]*$)"), r"\1 "),
    # `who, if anyone, knows c#`, `which of our engineers, if any, studied at…`: a hedge of
    # a careful writer, as in a lawyer's question
    (re.compile(r",\s*if (?:anyone|anybody|any|at all)\s*(?:,|(?=[?!. ]*$))"), ""),
    (re.compile(r"^(what|who|where|which|how), (?:in substance|in short|in brief|in essence"
                r"|essentially|broadly|in practice|in general|exactly|precisely),"), r"\1"),
    # `as between josé and daniel, who has more years of coding`: between them
    (re.compile(r"^as between (?=[^,]+, who\b)"), "between "),
    # `who is at coveo right now, not before`: now is what was asked
    (re.compile(r",? not (?:before|in the past|previously|anymore)$"), ""),
)  # fmt: skip


# People of the team told of before an ask of who they are: `some of our developers worked on
# govuk-frontend; could someone confirm who?`.
_PEOPLE_TOLD = re.compile(r"\b(?:of our|we have|colleagues|developers|engineers|members of staff"
                          r"|a member of staff)\b")


def _weighs_people(m: re.Match[str]) -> bool:
    """Whether `a or b for a z thing` weighs two people for a skill (`bayu or putri h for a
    flutter thing`), not two tools (`rust or go`) nor two people for an errand (`the lunch
    thing`)."""
    z = m[3]
    said = f"{m['a']}{m[2]}".split()[:-1]  # the two weighed, without `for`
    if known_skill(m["a"]) or any(_WHEN.fullmatch(w) for w in said):
        return False
    # a thing of the work, a skill or not (`a payments thing`), unlike an errand or an outing
    return known_skill(z) or known_skill(z.split()[0]) or not (
        O.OUTINGS.search(z) or O.ERRANDS.search(z)
    )


# Days and times weighed for something are no people: `friday or monday for the release thing`.
_WHEN = re.compile(
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tomorrow|tonight|morning|afternoon"
    r"|evening|am|pm|noon|midnight|eod|next|this|week|\d{1,2}(?::\d\d)?(?:am|pm)?"
)


def without_asides(text: str) -> str:
    """The folded message without the asides around its question (see _ASIDES)."""
    for pattern, kept in _ASIDES:
        text = rewrite(pattern, kept, text)
    return text
