"""Questions put politely or in a formal register, written as the plain question: `sorry for
the basic question but could you tell me which repositories pj has contributed to` is which
repositories has pj contributed to, `kindly advise which colleagues are based in germany` who
is based in germany, `it would be appreciated if those members of staff possessing kafka
expertise could be identified` who knows kafka, `former aws staff are kindly requested to be
identified` who worked at aws."""

from __future__ import annotations

import re

from bot.answers.rewrite import rewrite

# Only a message with one of these words is in that register: every other skips this stage.
_FORMAL = re.compile(
    r"\b(?:kindly|appreciated|requested|grateful|appreciate|advise|confirm|summari[sz]e|identify"
    r"|set out"
    r"|be (?:identified|confirmed|listed|set out|ascertained|compared|named|provided|indicated"
    r"|advised|clarified))\b"
)
# What the request is for, said after it: `…, as a review of the consumers is planned`.
_WHY = (r"(?:, ?(?:as|since|because|for|in view of|so that|given|the|a|an|with a view to|prior to"
        r"|ahead of|in order to|pending|this|these|which)\b.*"
        r"| (?:since|because|for the purposes? of|in view of|so that|given that|with a view to"
        r"|prior to|ahead of|in order to|pending|to (?:review|assess|help|assist|look|check|support"
        r"|lead|join|attend))\b.*)?")
# The request wrapped around the question: `it would be appreciated if … could be identified`.
_WRAPPED = re.compile(
    r"^(?:it (?:would be|is|will be) (?:much |greatly )?appreciated (?:if|were)|it is (?:hereby )?"
    r"requested that|we (?:would|should) be grateful if|i (?:would|should) be grateful if)"
    r"(?: it could be (?:confirmed|ascertained|clarified|advised|established|indicated)"
    r"(?: (?:whether|if)\b)?)?"
    # (`we would be grateful if you could confirm who…`)
    r"(?: (?:you|someone|somebody|anyone) (?:could|would|can)(?: kindly| please)? (?:confirm"
    r"|advise|indicate|identify|tell (?:me|us)|let (?:me|us) know|state|specify|clarify|name"
    r"|list)(?: (?:whether|if)\b)?)? (?P<q>.+?)"
    r"(?: (?:could|should|would|might|can|may|were to))?(?: be (?:identified|confirmed|listed"
    r"|named|set out|ascertained|provided|compared|indicated|advised|clarified|established"
    r"|given|stated|specified)(?: in (?:order|descending order|ascending order|full))?)?"
    + _WHY + r"[.!? ]*$"
)
# (`could you kindly advise which…`, `could someone kindly confirm who…`, `i would be grateful
# if you could confirm…`)
_KINDLY = re.compile(
    r"^(?:(?:could|would|can|will) (?:you|someone|somebody|anyone|anybody)(?: (?:kindly|please))*"
    r"|(?:i|we) (?:would|should) (?:be (?:most |very )?grateful|appreciate it|appreciate)"
    r" if you could(?: (?:kindly|please))?|kindly|please)"
    r" (?:advise|indicate|identify|confirm|list|set out|state|specify|clarify|name|provide"
    r"|let (?:me|us) know|(?P<list>compare)|inform (?:me|us)|summari[sz]e|remind me(?: of)?"
    r"|tell me(?! about\b)|share)"
    r"(?: (?:me|us))?(?: (?:of|on|as to))?"
    r" (?P<q>.+?)" + _WHY + r"[.!? ]*$"
)
# `i would be grateful to know which…`, `… for the names of…`, `… for a comparison of…`
_GRATEFUL = re.compile(
    r"^(?:(?:i|we) (?:would|should) be (?:most |very )?grateful|(?:i|we) would appreciate)"
    r" (?:to (?:know|learn|hear|understand)|for(?: (?P<list>the names of|a list of|a"
    r" comparison of|the|a))?) (?P<q>.+?)" + _WHY + r"[.!? ]*$"
)
# What a request is for, said before it: `for data-residency purposes, …`.
_PURPOSE = re.compile(r"^(?:for|as part of|in preparation for|ahead of) [^,]{3,60}, (?=(?:i|we"
                      r"|could|would|kindly|please)\b)")
_AS_LISTED = {"a comparison of": "compare ", "compare": "compare ", "the names of": "list ",
              "a list of": "list "}
_REQUESTED = re.compile(
    r"^(?P<q>.+?) (?:are|is) (?:kindly |hereby )?requested(?: to be (?:identified|listed"
    r"|confirmed|named|compared|provided))?" + _WHY + r"[.!? ]*$"
)
# The people asked for, as such a register names them, and what they have.
_PEOPLE = (r"(?:colleagues?|members? of (?:staff|the team)|staff members?|staff|engineers?"
           r"|employees?|persons?|individuals?|developers?|personnel|team members?|people"
           r"|officers)")
_SAID = (
    # how a list is shown: `together with their locations`, `in order`
    (re.compile(r",? (?:together )?with their (?:locations?|titles?|roles?|cities|employers?)$"),
     ""),
    (re.compile(r"^(?:all|every) " + _PEOPLE + r"(?: on the team| of the team)?$"),
     "list everyone"),
    (re.compile(r" or elsewhere in "), " or in "),
    # `the three colleagues holding the highest…`, `which two colleagues have the fewest…`
    (re.compile(r"^(?:the|which) (?P<n>two|three|four|five|six|\d{1,2}) (?:colleagues|engineers"
                r"|developers|members of staff|staff members|employees)(?: on the team)?"
                r" (?:holding|having|have|with) the "), r"the \g<n> people with the "),
    # the people: `those colleagues based in dublin`, `any colleague with prior employment at`
    (re.compile(r"^(?:which|those|any|all|all (?:the )?|every|the)? ?(?:of (?:the )?)?" + _PEOPLE
                + r"(?: on the team| of the team| within the agency)?(?: who| that)? ?"
                r"|^those who "),
     "who "),
    (re.compile(r"^(?:whether )?(?:there (?:is|are) )?(?:any ?one|anybody|any (?:member of (?:staff"
                r"|the team)|" + _PEOPLE + r"))(?: on the team| of the team)? "), "who "),
    (re.compile(r"^whether (?P<n>[a-z][\w'-]*(?: [a-z][\w'-]*)?) is (?:based |located )?in "),
     r"is \g<n> based in "),
    (re.compile(r"^whether (?=[a-z][\w'-]* (?:is|has|holds|was)\b)"), "is "),
    # what they have: `possessing kafka expertise`, `holding a doctorate`
    (re.compile(r"\b(?:are |is )?(?:recorded|listed|shown) as (?:having|holding)\b"), "having"),
    (re.compile(r"\bwho (?:both )?(?:have|has) (?P<s>.+?) listed among (?:their|his|her) skills"),
     r"who knows \g<s>"),
    (re.compile(r"\b(?:possessing|holding|having|with|has|have) (?:knowledge of|expertise in"
                r"|experience (?:with|in|of)|proficiency in|skills in) "), "knows "),
    (re.compile(r"\b(?:possessing|holding|having|with|has|have)"
                r" (?!(?:the|a|an|more|most|longer|less|fewer|regard)\b)"
                r"(?P<s>(?:(?!years?\b)[\w+#./ -])"
                r"{1,40}?) (?:expertise|knowledge|skills|experience|proficiency)\b"),
     r"knows \g<s>"),
    (re.compile(r"\b(?:are |is )?(?:proficient in|versed in|experienced (?:with|in)|familiar with"
                r"|skilled in|knowledgeable (?:in|about)|otherwise familiar with)"), "knows"),
    (re.compile(r"\b(?:possessing|holding|having) (?=an? )"), "has "),
    (re.compile(r"\b(?:possessing|holding|having) (?=the )"), "with "),
    (re.compile(r"\b(?:are |is )?(?:located|situated|working from|resident) (?:in|within)\b"),
     "is in"),
    (re.compile(r"\b(?:are |is )?based within\b"), "based in"),
    # employment: `formerly employed by`, `with prior employment at`, `former employees of`
    (re.compile(r"\b(?:has|have) (?:formerly|previously) been employed (?:by|at)"), "worked at"),
    (re.compile(r"\b(?:(?:were|was|have been|has been) )?(?:formerly|previously) (?:employed"
                r" (?:by|at)|worked (?:at|for))|\bwith (?:prior|previous|former) employment"
                r" (?:at|with)|\bwho have previously been employed (?:by|at)"), "worked at"),
    (re.compile(r"^(?:any )?former employees of "), "who worked at "),
    (re.compile(r"^(?:any )?former (?P<c>.+?) (?:staff|employees|personnel)\b"),
     r"who worked at \g<c>"),
    (re.compile(r"\b(?:are |is )?(?:presently |currently )?employed (?:directly )?(?:by|at)"),
     "works at"),
    # one person's facts: `the institution at which mateo completed his studies`
    (re.compile(r"^the (?:institution|university|school) at which (?P<n>.+?) (?:completed|pursued)"
                r" (?:his|her|their) studies$"), r"where did \g<n> study"),
    (re.compile(r"^the (?:open-source |open source )?projects to which (?P<n>.+?) (?:has|have)"
                r" contributed$"), r"what did \g<n> contribute to"),
    (re.compile(r"^the role held by (?P<n>.+?)(?: within [\w ]+)?$"), r"what does \g<n> do"),
    (re.compile(r"^the (?:current |present )?(?:job )?title of (?P<n>.+?)(?: for .*)?$"),
     r"what is \g<n>s title"),
    (re.compile(r"^(?:the )?length of time for which (?P<n>.+?) has been (?:writing code|coding"
                r"|programming)$"), r"how long has \g<n> been coding"),
    (re.compile(r"^the number of years of (?:coding )?experience held by (?P<n>.+)$"),
     r"how many years has \g<n> been coding"),
    (re.compile(r"^the number of (?P<p>" + _PEOPLE + r"|colleagues|developer profiles|profiles)"
                r" "), "how many "),
    (re.compile(r"^how many developer profiles are (?:presently |currently )?held on record$"),
     "how many profiles"),
    (re.compile(r"^(?:the )?(?P<n>[\w'-]+(?: [\w'-]+)?)s principal skills$"), r"\g<n>s skills"),
    (re.compile(r"^the skills held by (?P<n>.+)$"), r"\g<n>s skills"),
    (re.compile(r"^the (?:current )?employer of (?P<n>.+)$"), r"who does \g<n> work for"),
    (re.compile(r"^the responsibilities of (?P<n>.+)$"), r"what does \g<n> do"),
    (re.compile(r"^the (?:areas|components|parts) of [\w ]+? (?:for which|under) (?P<n>.+?)"
                r"(?: is responsible|s care| s care)?$"), r"what does \g<n> do"),
    (re.compile(r"^which components of [\w ]+? fall under (?P<n>.+?)s care$"),
     r"what does \g<n> do"),
    (re.compile(r"^by which organisation (?P<n>.+?) is (?:presently |currently )?employed$"),
     r"who does \g<n> work for"),
    # lists and comparisons: `a list of all members of the team`, `a comparison of …`
    (re.compile(r"^(?:a list of |with )?(?:all|every) (?:members of the team|colleagues?|members"
                r" of staff|staff members)$"), "list everyone"),
    (re.compile(r"^(?:a list of )?(?:all|every|everyone|every colleague) (?:colleagues? )?"
                r"(?:who|with"
                r"|based|employed|holding)\b"), lambda m: "list everyone " + m[0].split()[-1]),
    (re.compile(r"^a comparison of the (?P<x>[\w+#. -]+?) (?:proficiency|skills|expertise"
                r"|knowledge|standing) of (?P<a>.+?) and (?:of )?(?P<b>.+)$"),
     r"compare \g<a> and \g<b> on \g<x>"),
    (re.compile(r"^the (?P<x>[\w+#. -]+?) (?:proficiency|skills|expertise|standing) of (?P<a>.+?)"
                r" and (?:of )?(?P<b>.+)$"), r"compare \g<a> and \g<b> on \g<x>"),
    (re.compile(r"^(?P<a>.+?) and (?P<b>.+?) with regard to their (?P<x>[\w+#. -]+?)"
                r" (?:expertise|skills|knowledge|experience)$"),
     r"compare \g<a> and \g<b> on \g<x>"),
    (re.compile(r"^how (?P<a>.+?) and (?P<b>.+?) compare in their (?P<x>[\w+#. -]+?)"
                r" (?:skills|expertise|knowledge|experience)$"),
     r"compare \g<a> and \g<b> on \g<x>"),
    (re.compile(r"^which of (?P<a>.+?) and (?P<b>.+?) (?:is the more senior(?: engineer)?|has the"
                r" longer coding experience)$"), r"who is more senior, \g<a> or \g<b>"),
    (re.compile(r",? as measured by years of coding$"), " by years of coding"),
    (re.compile(r"\byears of coding experience\b"), "years of coding"),
    # yes or no of one person: `whether jan-hendrik is proficient in rust`
    (re.compile(r"^(?:it be confirmed )?whether (?P<n>[a-z][\w'-]*(?: [a-z][\w'-]*)?) knows "),
     r"does \g<n> know "),
    (re.compile(r"^(?:it be confirmed )?whether (?P<n>[a-z][\w'-]*(?: [a-z][\w'-]*)?) (?:holds"
                r"|has) (?=an? )"), r"does \g<n> have "),
    (re.compile(r"^(?:it be confirmed )?whether (?!who\b)(?P<n>[a-z][\w'-]*(?: [a-z][\w'-]*)?)"
                r" (?:is )?(?:based )?in (?=[a-z])"), r"is \g<n> based in "),
    (re.compile(r"^(?!who\b)(?P<n>[a-z][\w'-]*(?: [a-z][\w'-]*)?) is (?:based )?in (?=[a-z])"),
     r"is \g<n> based in "),
    (re.compile(r"^who (?=based\b)"), "who is "),
    (re.compile(r"^(?:whether )?(?P<n>[a-z][\w'-]*(?: [a-z][\w'-]*)?) has (?:previously )?worked"
                r" at "), r"has \g<n> worked at "),
    (re.compile(r"^in which (?:city|country|town) (?P<n>.+?) is (?:based|located)$"),
     r"where is \g<n> based"),
    (re.compile(r"\bin excess of\b"), "more than"),
    # `what siobhán kavanagh is responsible for`, `what daniel looks after`
    (re.compile(r"^what (?P<n>[a-z][\w'-]*(?: [a-z][\w'-]*){0,2}) (?:is responsible for|looks"
                r" after|is in charge of|owns|handles|works on|is working on)$"),
     r"what does \g<n> do"),
)


# Whether anyone is, asked after what it is for: `in the light of the deloitte bid, i must ask
# whether any colleagues are ex-deloitte`, `… obliged to ask whether any member of staff was
# previously employed by betfair`.
_ASKED_WHETHER = re.compile(
    r"^(?:[^?]*?[,;:] )?(?:i (?:must|have to|need to|should|would like to|wish to|am obliged to"
    r"|am required to|want to|wanted to) |(?:may|could|can|might) i )(?:ask|check|confirm|know"
    r"|establish|ascertain|enquire|inquire)(?: of (?:you|colleagues|everyone))? (?:whether|if)"
    r" any(?:one|body)?(?: (?:colleagues?|members? of (?:the )?staff|of (?:the|our) (?:team|staff"
    r"|colleagues)|of us|staff))? (?P<verb>is|are|was|were|has|have|had)"
    r" (?P<q>(?:ex-|previously|formerly|ever|employed|worked|working|based|located|living|from|at"
    r"|in|familiar|experienced|contributed|studied|an alumn\w*|alumn\w*)\b.+)$"
)


# Whoever it is, asked to come forward: `could the colleague who previously worked at kainos
# kindly get in touch regarding …` asks who that is.
_COME_FORWARD = re.compile(
    r"^(?:could|would|can|will|may) (?:the )?(?:colleague|colleagues|person|people|members? of"
    r" staff|one|ones)(?P<q> who (?:previously |formerly |used to |once )?(?:worked|works|was (?:at"
    r"|based)|is based|lives|studied|went to|knows|contributed|speaks|came from|joined from)\b"
    r"[^?]+?),? (?:kindly |please )?(?:get in touch|contact me"
    r"|reach out|message me|drop me a line|let me know|ping me|email me|come forward"
    r"|make (?:themselves|himself|herself) known)\b.*$"
)


def _asked_whether(m: re.Match[str]) -> str:
    if m["verb"].startswith("ha"):
        return f"has anyone {m['q']}"
    # (`whether any colleagues were at oracle`: who was, then)
    past = m["verb"] in ("was", "were") and m["q"].startswith("at ")
    return f"{'who worked' if past else 'anyone'} {m['q']}"


def reword_formal(text: str) -> str:
    """A folded message in a formal register with its question written plainly; any other
    message as it is."""
    text = rewrite(_ASKED_WHETHER, _asked_whether, text)
    text = rewrite(_COME_FORWARD, r"\g<q>", text).strip()
    if not _FORMAL.search(text):
        return text
    text = rewrite(_PURPOSE, "", text)
    for pattern in (_WRAPPED, _KINDLY, _GRATEFUL, _REQUESTED):
        m = pattern.match(text)
        if m is not None:
            text = _AS_LISTED.get(m.groupdict().get("list") or "", "") + m["q"]
            break
    else:
        return text
    for said, plain in _SAID:
        text = rewrite(said, plain, text)
    return text


# Politeness before a question: an apology for asking, asking leave to ask.
_POLITE = re.compile(
    r"^(?:(?:(?:sorry|apologies|apologize)(?: for| if| about)?|for) (?:the |this |a |my )?"
    r"(?:very |really |super |probably )?(?:basic |dumb |stupid |silly |newbie |noob |naive"
    r" |quick |random )?"
    r"(?:question|q|ask|bother|interruption|this)(?: but| -|,|\.)* ?|(?:dear (?:all|team|everyone"
    r"|colleagues),? )?(?:may i ask|can i ask|could i ask|i wanted to ask|i would like to ask"
    r"|i d like to ask|id like to ask|might i ask)(?: you)?,? )+(?=\w)"
)

# A question wondered aloud: `i wonder who used to be at spotify`, `any idea what priya does`.
_WONDERED = (
    r"(?:(?:so |and )?(?:i|im|i'm|i am|i was|just|was|am) )?(?:wondering|wonder)"
    r"|(?:does )?(?:anyone|anybody|any1|you|u) (?:have|got|has) (?:any|an|a|the) (?:idea|clue)"
    r"|any (?:idea|ideas|clue)"
)
# `could you tell me which repositories pj has contributed to`, `would you please compare…`,
# `i would like to know who…`: the question itself, asked politely
_ASKED_POLITELY = re.compile(
    r"^(?:(?:please|pls|kindly) )?(?:(?:could|can|would|will) (?:you|u)(?: please| pls| kindly)?"
    r"(?: (?:tell me|let me know|show me|find out|check|look up|say))?"
    r"|(?:i|we)(?: would| d|d|'d)? (?:like|love|want) to (?:know|find out|ask|understand)"
    r"|(?:do|would) (?:you|u)(?: happen to)? know(?= (?:if|whether|who|whos|which)\b)"
    r"|(?:please |pls )?(?:tell me|let me know))"
    r" (?=(?:who|whos|which|what|whats|where|how|whether|if|compare|list|show|find)\b"
    # (`could you set amara and maarten side by side for me`)
    r"|(?:set|put) [^?]+ side by side\b)"
)
# A question wondered aloud, of people (`i wonder who used to be at spotify`, `any idea where
# dávid lives`); not how a thing went, nor what someone thinks or did today (`curious how the
# demo went`, `any idea what joaquín thinks of the design`).
_WONDERED_WHO = re.compile(
    rf"^(?:(?:{_WONDERED}) (?=(?:who|whos|which|what|whats|where|how many|how long)\b"
    r"|(?:if|whether) (?:anyone|anybody|someone|somebody|any of us)\b)"
    r"|(?:(?:im|i'm|i am|just) )?curious (?=(?:who|whos|which)\b|(?:if|whether) (?:anyone"
    r"|anybody|someone|somebody|any of us)\b))"
)
_NOT_OF_WORK = re.compile(
    r"\b(?:think|thinks|thought|said|says|say|feel|feels|felt|want|wants|wanted|like|likes"
    r"|liked|happened|happens|went(?! to\b)|would win|is up to|was up to|ate|booked|broke"
    r"|meant|means|is doing today|did (?:today|yesterday|last))\b"
)
# `where dávid lives`, `where kofi works`: asked in a question's order
_WHERE_STATED = re.compile(r"^where ([a-z][\w'-]*(?: [a-z][\w'-]*)?) (live|work)s(?=[?!. ]*$)")
# `what anne-sophie van dijk specialises in`, `what mei works on`
_DOES_STATED = re.compile(
    r"^(what|where) ((?!(?:we|you|they|i|he|she|it|the|this|that)\b)[a-z][\w'-]*"
    r"(?: [a-z][\w'-]*){0,3}?) (speciali[sz]e|focus|work|live|code)(?:e?s) ?((?:in|on|at|for)"
    r"(?=[?!. ]*$)|(?=[?!. ]*$))"
)
# Whether someone named does a thing, wondered: asked as whether anyone knows it (`i wonder if
# priya knows pytorch`, `any idea whether kofi is still at riot`).
_WONDERED_IF = re.compile(
    rf"^(?:{_WONDERED}) (?:if|whether) (?!(?:anyone|anybody|someone|somebody|any of us)\b)"
)
# A question asked inside a request keeps a statement's order (`tell me which repositories pj
# has contributed to`, `where paco is based`): the question's own order.
_IN_STATEMENT_ORDER = re.compile(
    r"^(where|what|which(?: [a-z]+)?|how long|how many [a-z]+|who|when)"
    r" (?!(?:is|are|was|were|has|have|does|do|did|can|could|knows?|the|a|an|this|that|my|our"
    r"|your|their|his|her|its|it|we|you|they|i)\b)"
    r"([a-z][\w'-]*(?: [a-z][\w'-]*)?)"
    r" (is|are|was|has|have|does|did)\b ?(.*)$"
)


def _asked_order(m: re.Match[str]) -> str:
    if m[3] == "does" and not m[4]:
        return f"{m[1]} does {m[2]} do"  # `what pj does`
    return " ".join(filter(None, (m[1], m[3], m[2], m[4])))


def _politely(text: str) -> str:
    """A question asked politely, or wondered aloud, as the question."""
    wondered = _WONDERED_WHO.match(text)
    if wondered is not None:
        asked = text[wondered.end() :]
        if _NOT_OF_WORK.search(asked):
            return text
        return _as_asked(rewrite(_WHERE_STATED, r"where does \1 \2", asked))
    asked = rewrite(_ASKED_POLITELY, "", text)
    if asked == text:
        return text
    return _as_asked(rewrite(_DOES_STATED, _does_asked, asked))


def _does_asked(m: re.Match[str]) -> str:
    """`what mei works on` in a question's order: `what does mei work on`."""
    return " ".join(filter(None, (m[1], "does", m[2], m[3], m[4])))


def _as_asked(asked: str) -> str:
    """A question in a statement's order, after the request around it, in its own."""
    asked = rewrite(_IN_STATEMENT_ORDER, _asked_order, asked)
    return rewrite(_WHETHER_WE, _whether_we, rewrite(_WHETHER, "", asked))


def _whether_we(m: re.Match[str]) -> str:
    return f"do we {m[2]}" if m[1] else f"{m[3]} there"


# `whether anyone lives near lyon`: whether anyone does, asked as a question
_WHETHER = re.compile(
    r"^(?:whether|if) (?=(?:anyone|anybody|someone|somebody|any of (?:us|our))\b)"
)
# `if we have people in germany`, `whether there are rust devs`: asked as a question
_WHETHER_WE = re.compile(
    r"^(?:whether|if) (?:(we) (have|had)|there (is|are|was|were))(?= (?:any )?(?:people|folks"
    r"|anyone|anybody|someone|somebody|devs|developers|engineers|individuals|resources|ppl"
    r"|candidates)\b)"
)
# `i would like to see a list of all the developers`: the list
_LIKE_TO_SEE = re.compile(
    r"^(?:i|we)(?: would| d|d|'d)? (?:like|love|want)(?: to (?:see|get|have))?"
    r" (?:a |the )?(?:full |complete )?list (?:of )?"
    # (of people, not `the open tickets`)
    r"(?=(?:[\w+#.-]+ ){0,3}(?:people|folks|individuals|everyone|everybody|devs|developers"
    r"|engineers|candidates|colleagues|staff|contributors|alumni|ppl|who)\b)"
)
# `i'd like to see joaquín ibáñez and anne-sophie van dijk side by side`: the comparison
_SIDE_BY_SIDE = re.compile(
    r"^(?:(?:i|we)(?: would| d|d|'d)? (?:like|love|want) to see|(?:can|could) (?:you|u)"
    r" (?:show|put)(?: me)?|show me|put) ((?!(?:the|a|an|our|my|these|those|this|that)\b)"
    r".+? (?:and|&|vs) .+?) (?:side by side|next to each other"
    r"|head to head)(?=[?!. ]*$)"
)
# `i'd love some info on grace chen`: who she is
_INFO_ON = re.compile(
    r"^(?:(?:i|we)(?: would| d|d|'d)? (?:like|love|want)|(?:can|could) (?:i|we) (?:get|have))"
    r" (?:some |a bit of |more )?(?:info|information|details|background) (?:on|about)"
    r" (?!(?:the|a|an|our|my|this|that|these|those|it|how|what)\b)"
)


def asked_politely(text: str) -> str:
    """A folded message with the politeness around its question left out: an apology or
    leave asked before it, `i would like to see a list of`, `could you tell me`."""
    text = rewrite(_POLITE, "", text)
    text = rewrite(_WONDERED_IF, "does anyone know if ", text)
    text = rewrite(_LIKE_TO_SEE, "list ", text)
    text = rewrite(_SIDE_BY_SIDE, r"compare \1", text)
    text = rewrite(_INFO_ON, "tell me about ", text)
    return _politely(text)


# A manager's words for people who know a thing, written plainly: `what is our bench strength
# in kafka`, `any rust talent in-house`, `a resource with cobol`, `kafka coverage`, `the full
# roster`; and what the question is for, said around it (`for the capability review, …`, `…
# so we can plan coverage`, `… who could represent us at …`, `… while the lead is out`).
_MANAGERIAL = (
    # (a piece of the office's work, not the question itself, nor what it is about: `for a c++
    # rewrite i need…`, `for the london office, who knows python`)
    (re.compile(r"^(?:quick one )?(?:for|as part of|in preparation for|ahead of) (?:the|my|our|a"
                r"|an) (?:(?!\b(?:i|we|need|needs|want|who|whos|should|could|can|grab|ask|ping"
                r"|looking)\b)[^,:]){0,50}?(?:review|report|matrix|template|planning|programme"
                r"|program|session|conversation|deck|piece|refresh|brief|audit|plan|exercise"
                r"|initiative|qbr|offsite)[,:] (?=\S)"), ""),
    # (after a comma only: `joana or priya for a java review` asks for the review)
    (re.compile(r",? so (?:that )?(?:we|i) (?:can|could|may)\b.*$|, for (?:the|our|my|a|an)"
                r" [\w -]{1,40}?(?:report|review|deck|piece|refresh|matrix|template|planning"
                r"|programme|program|session|conversation|post|brief|audit)\b.*$"), ""),
    # (what they would do there, not what they know: `who could represent us at …`)
    (re.compile(r"\b(anyone|anybody|someone|somebody|people|folks|talent|resources?|colleagues?"
                r"|alumni|ppl)\b([^,?]{0,40}?),? (?:we (?:could|would|might|can) [a-z]+"
                r"|(?:who|that) (?:could|would|might|can) (?:represent|open|qualify|travel|attend"
                r"|present|speak|join|cover|stand in|step in|meet|host|be)\b)\b.*$"), r"\1\2"),
    (re.compile(r",? while (?:the |our |my )?[\w -]{1,30}? (?:is|are) (?:out|away|off|on leave)"
                r"\b.*$"), ""),
    (re.compile(r" for (?:the )?(?:legacy |old |new )?[\w -]{1,40}?,? or do we need\b.*$"), ""),
    (re.compile(r",? or (?:is that|do we have) (?:a |an )?(?:genuine |real |clear )?(?:skills? )?"
                r"gap\b.*$|,? or do we need to (?:go external|hire|outsource)\b.*$"), ""),
    (re.compile(r"\s+(?:across|within) (?:the|our) (?:whole |entire )?(?:team|org|organisation"
                r"|organization|company)\b"), ""),
    (re.compile(r"\bwhat is our bench strength (?:in|on|for) "), "who knows "),
    (re.compile(r"\b(?:our )?bench strength (?:in|on|for) "), "people who know "),
    (re.compile(r"\bany ([\w+#.-]+) talent(?: in-house| in house)?(?: at all)?\b"),
     r"anyone who knows \1"),
    (re.compile(r"\b(ex-[\w.-]+) talent\b"), r"\1 people"),
    (re.compile(r"\btalent(?: in-house| in house)? with (?:both )?"), "anyone with "),
    (re.compile(r"\ba resource with "), "anyone with "),
    # a recruiter's words for people: `which individuals used to be at revolut`, `do we have any
    # resources who can write kotlin`, `how many of our resources are in germany`
    # (never cloud or reading resources: `resources in eu-west-1 are costing too much`, `which
    # resources are in the terraform state`, `the individual in question`)
    (re.compile(r"^(?:which|any|do we have(?: any)?|have we got(?: any)?|are there(?: any)?"
                r"|list(?: all)?(?: the)?|how many(?: of our)?) (individuals|resources)"
                r"(?= (?:who|that|can|could|with|based|located|used to|hold|have|are based"
                r"|are located|sit|called|named)\b)"),
     lambda m: m[0].replace(m[1], "people")),
    (re.compile(r"^which individual(?= (?:who|that|can|could|with|is|sits|lives|works|has"
                r"|built|used to)\b)|^who(?:s| is) the individual(?= (?:who|that|behind)\b)"),
     lambda m: "which person" if m[0].startswith("which") else "who is the person"),
    (re.compile(r"^(?:which|any|do we have(?: any)?|how many(?: of our)?|could you tell me"
                r" whether we have) (individuals|resources)(?=(?: are)? in [a-z]+(?: [a-z]+){0,3}"
                r"[?!. ]*$)"),
     lambda m: m[0].replace(m[1], "people")),
    (re.compile(r"\s+among (?:the|our) (?:candidates|individuals|people|team|applicants)\b"), ""),
    (re.compile(r"\b(?:our|a) resource in "), "anyone in "),
    (re.compile(r"\bwho brings (?:both )?"), "who knows "),
    (re.compile(r"\b([\w+#.-]+) coverage\b"), r"\1"),
    (re.compile(r"^(?:could|can|would) (?:someone|you|anyone)(?: kindly| please)? (?:summarise"
                r"|summarize|tell me|explain|remind me) what ([a-z][\w'-]*(?: [a-z][\w'-]*)?)"
                r" (?:looks after|does|owns|handles|works on)(?: day to day| day-to-day)?$"),
     r"what does \1 do"),
    (re.compile(r"\b(?:share|send|give me|show me|list) (?:me )?(?:the )?(?:full |whole "
                r"|complete |entire |current )?(?:roster|team list|headcount list)\b(?! of\b).*$"),
     "list everyone"),
    (re.compile(r",? (?:\+ |and |along |together )?with their (?:roles?|titles?|cities|locations?"
                r"|employers?|companies|skills)\b.*$|,? \+ their (?:roles?|titles?|cities"
                r"|locations?)\b.*$"), ""),
    (re.compile(r"(\d),(\d{3})\b"), r"\1\2"),
    (re.compile(r"\b(top \d+) on the team\b"), r"\1"),
    (re.compile(r"\s+before (?:joining|coming to|moving to) (?:us|the team|the company|here)\b"),
     ""),
)  # fmt: skip


def reword_managerial(text: str) -> str:
    """A folded message in a manager's words with its question written plainly (`what is our
    bench strength in kafka` as `who knows kafka`); any other message as it is."""
    for pattern, plain in _MANAGERIAL:
        text = rewrite(pattern, plain, text)
    return text
