"""How a question is framed, rewritten before what it asks is: a correction (`is mei free to —
no wait, does mei know triton?`), another language, a guess or a request around it (`postgres
tuning help needed, who knows postgresql`), what it is for (`for a c++ rewrite i need…`), the
asides of the one asking, and replies (`re the guide —`)."""

from __future__ import annotations

import re

from bot.answers.amounts import NUMBER_WORDS
from bot.answers.asides import without_asides
from bot.answers.rewording.compared import people_compared
from bot.answers.rewording.formal import asked_politely
from bot.answers.rewording.known import WHOLE_TEAM_NAMES, known_skill
from bot.answers.rewording.needs import reword_needs
from bot.answers.rewrite import rewrite
from bot.answers.tongues import in_english
from bot.search.vocab import known_place

# `best rust person? i'm guessing siobhan or daniel`: a guess after the question is no part
# of it
_GUESS = re.compile(
    r"(?<=[?]) (?:im guessing|i am guessing|guessing|my guess is|my bet is|i bet|i think"
    r"|i assume|i suspect|probably|prob|presumably"
    # `who has firebase experience? i thought it was rafael but maybe i'm wrong`, `…? is it
    # noor?`: a name guessed after the question
    r"|i thought it was|i thought (?:that )?(?:it|he|she) (?:was|is)|is it|was it|maybe its"
    r"|maybe it was|or is it)\b.*$"
)
# `is mei free to — no wait, does mei know triton?`: what follows a correction is the question
_CORRECTED = re.compile(
    r"^.*?\b(?:no wait|wait no|nvm|nevermind|never mind|scratch that|i mean|sorry i meant"
    r"|let me rephrase|rather)\b[,:;.!]* ?(?=\w)"
)
# `who knows cuda, i'm in shanghai but happy to work with anyone`: what follows is of the asker
_OF_ASKER = re.compile(
    r"^(?P<q>(?:who|whos|anyone|anybody|any1|someone|is there|does anyone|which)\b[^,]*), (?:im"
    r"|i am|ill|i will|we are|were|i|my|we|our)\b.*$"
)

# The team a superlative is of, said after it, and nothing more (`who's the og here`, `the baby
# of the team, fewest years coding`; not `the rookie on call`).
_OF_THE_TEAM = (r"(?= (?:of|on|in) (?:the|our|this) (?:team|group|squad)\b| here\b| of us\b"
                r"|[?!.,]|$| \()")


# `has anyone contributed to seurat or do we all just complain about it`, `any phds on the
# team or are we all just vibes`: a doubt of the asker's after a question about people asks
# nothing more (`… or can i take it`, `… or should i merge it` is what the asker does next)
_DOUBT_AFTER = re.compile(
    r"^(?P<q>(?:(?:has|have|does|do|did|is|are) (?:anyone|anybody|any1|someone|somebody|any of"
    r" (?:us|you))|who|whos|anyone|anybody|any1|any)\b.*?\w),? or (?:do|are|did|have|were|must"
    r"|shall|will|should) (?:we|you|u|yall|i) (?:all|just|even|really|honestly|have to|need to"
    r"|figure|learn|be the first|ask|google|teach|start)\b.*$"
)


# `does anyone know if…`: whether a thing holds, asked of whoever reads it
_KNOW_IF = re.compile(r"^(?:does |do )?(?:anyone|anybody|someone|somebody|any1|you guys|u guys)"
                      r"(?: here)? (?:know|knows|kno) (?:if|whether) ")
_NOT_NAMES = (r"(?!(?:the|a|an|our|my|your|his|her|their|this|that|these|those|it|its|we|you"
              r"|they|he|she|i|there|anyone|anybody|someone|somebody|everyone)\b)")


# What a profile says of someone, asked whether it holds.
_SAID_OF_WORK = re.compile(
    r"(?:knows? (?!(?:about|where|when|what|that|if|whether|how|who|why|i|im|you|we|he|she"
    r"|they|it|its)\b)|speaks |codes "
    r"|writes (?:in )?[\w+#.-]+$|uses [\w+#.-]+$|has used |has worked (?:with|on|at) "
    r"|has experience (?:with|in) |is (?:any )?good (?:at|with) |studied |went to |worked (?:at"
    r"|for|on|with) |works (?:at|for) |is (?:still )?at |contributed to |lives in |is based in "
    r"|is from |did (?:a|an|his|her|their) (?:phd|masters|degree)"
    r"|has (?:a|an) (?:phd|masters|degree)|answers on |is (?:active )?on (?=stack))"
)


def _asked_if(text: str) -> str:
    """`anyone know if mei knows cuda` asks whether mei does; `anyone know if there is a
    rust person` or `if anybody here has used terraform` whether there is one; `anyone know
    if the build is green` a fact about a thing, and `if tomas has the keys` one about a day,
    which no profile answers (nothing is left to read)."""
    m = _KNOW_IF.match(text)
    if m is None:
        return text
    rest = text[m.end() :]
    there = re.match(r"(?:there is|theres|there are|we have|weve got|we got|we have got"
                     r"|our team has|the team has) ", rest)
    if there:
        return "is there " + rest[there.end() :]
    if re.match(r"(?:anyone|anybody|someone|somebody|any of us)\b", rest):
        # whether anybody has a skill, not whether anybody is taking the 5pm train
        return rest if _SAID_OF_WORK.search(rest) else ""
    person = re.match(_NOT_NAMES + r"([a-z][\w.-]*(?: [a-z][\w.-]*)?) (?:(?:ever|still|actually"
                      r"|really|also) )?(?=" + _SAID_OF_WORK.pattern + ")", rest)
    if person:
        return f"does {person[1]} {rest[person.end() :]}".replace(
            f"does {person[1]} is ", f"is {person[1]} "
        )
    return ""


# `for a go review should i grab jonas or tomás, who scores higher`: the two weighed for it
_WHICH_OF_TWO = re.compile(
    r"^(?:for (?:a |an |the |some )?(?P<for>[\w+#.-]+(?: [\w+#.-]+)?),? )?(?:should|do|would|can)"
    r" (?:i|we) (?:grab|pick|ask|take|go with|get|choose|ping|bug|tap|pull in)"
    r" (?P<a>[\w.-]+(?: [\w.-]+)?) or (?P<b>[\w.-]+(?: [\w.-]+)?)"
    r"(?: for (?:a |an |the |some )?(?P<after>[\w+#.-]+(?: [\w+#.-]+)?))?(?P<tail>[,?] .*)?[?!.]*$"
)
# What weighs two people in a tail: `who scores higher`, `who knows go better`.
_WEIGHED = re.compile(r"\b(?:better|stronger|higher|more experienced|more senior|scores?)\b")


def _which_of_two(m: re.Match[str]) -> str:
    """The two people weighed, for a skill the vocabulary knows or by a tail that weighs
    them; anything else (`should i take the train or drive`, `…jonas or tomas for lunch`) is
    left as typed."""
    said = m["for"] or m["after"]
    if said and (known_skill(said) or known_skill(said.split()[0])):
        return f"{m['a']} or {m['b']} for {said}"
    if not said and m["tail"] and _WEIGHED.search(m["tail"]):
        return f"{m['a']} or {m['b']}{m['tail']}"
    return m[0]


# A remark about someone, then a question about them by a pronoun: the skill asked for
# must be one the vocabulary knows (`is she good to go`, `does she know the new time` are no
# questions about a profile).
_OF_THE_ONE_NAMED = re.compile(
    r"^(?P<n>(?!(?:the|a|an|our|my|we|i|you|they|he|she|it|this|that|someone|somebody|anyone"
    r"|anybody|everyone|new|so|ok|hey|hi|and|but)\b)[a-z][\w.-]*"
    # a surname, not the remark's verb (`noa shapira wants…`, `mei offered…`) nor what is
    # someone's (`daniels quote looks cheap`)
    r"(?:(?<!s) (?!(?:is|was|will|can|just|also|said|says|told|might|may|could|would|should|did"
    r"|does|has|had|took|built|made|got|went|ran|wrote|came|gave|left|sent|put|set|led|found"
    r"|bought|brought|kept|lost|met|paid|saw|sold|spent|won|broke|drew|drove|ate|fell|flew"
    r"|forgot|grew|hid|knew|rode|rang|rose|shook|spoke|stole|swam|threw|woke|wore|began"
    r"|chose|froze|tore|took)\b)[a-z][\w.-]*(?<!ed)(?<!s))?)"
    r" [^,;?]{3,80}[,;.] (?P<v>is|does|did|can) (?:she|he|they)"
    r" (?P<how>(?:even |actually |really )?(?:any good (?:at|with|in)|good (?:at|with|in)"
    r"|familiar with|experienced (?:with|in)|strong (?:at|in|with)|know|knows|use|uses|write"
    r"|writes|code in)) (?P<x>[\w+#.-]+(?: [\w+#.-]+)?)[?!. ]*$"
)


def _of_the_one_named(m: re.Match[str]) -> str:
    x = m["x"]
    if not (known_skill(x) or known_skill(x.split()[0])):
        return m[0]
    return f"{m['v']} {m['n']} {m['how']} {x}"


# A question for whoever does something to a thing it does not name.
_OF_IT = re.compile(
    r"^who(?:s| is)? (?:(?:can|could|would|will|should|does|do|usually|normally) )?[a-z]+"
    r" (?:it|that|them|this|those|these)(?: for (?:me|us))?(?:[?!.,]+ ?|$)"
)


# Skills named first, then help asked for (`rust or go, who can help w/ a small cli tool`).
_SKILLS_THEN_HELP = re.compile(
    r"^(?P<s>[\w+#.-]+(?:(?: or | and |/| & |, )[\w+#.-]+){0,3})(?: (?:people|folks|devs?"
    r"|persons?|peeps|ppl|experts?|gurus?|wizards?))?,? (?:who|anyone|anybody|someone|somebody)"
    r"(?: here)?(?: (?:can|could))? help(?: (?:me|us|out))?(?: (?:with|w|on) (?:a|an|my|our|this"
    r"|some|the) (?:small |quick |little |tiny |weird |legacy )?(?:cli tool|tool|script|thing|bug"
    r"|question|review|pr|task|problem|issue|service))?[?!. ]*$"
)


def _skills_then_help(m: re.Match[str]) -> str:
    named = re.split(r" or | and |/| & |, ", m["s"])
    return f"who knows {m['s']}" if all(map(known_skill, named)) else m[0]


# Help with a skill asked first, then the trouble told (`terraform help pls, plan wants to
# destroy the prod bucket`, `help w/ kafka needed - consumer lag is huge`).
_HELP_THEN_TOLD = re.compile(
    r"^(?!(?:the )?bot\b)(?:(?P<s>[\w+#.-]+(?: [\w+#.-]+)?) help"
    r"|help (?:with|w|on) (?P<t>[\w+#.-]+(?: [\w+#.-]+)?))"
    r"(?: (?:pls|plz|please|needed|wanted|anyone|anybody|asap|urgently))+[?!.]*(?:,|:|;| -|[?!.])"
    r" .+$"
)


def _help_then_told(m: re.Match[str]) -> str:
    skill = m["s"] or m["t"]
    return f"who knows {skill}" if known_skill(skill) else m[0]


# A name typed first, not a word of talk (`so the intern does what exactly`).
_ONE_NAMED = (r"(?!(?:the|a|an|so|this|that|my|our|your|it|he|she|they|we|you|i|and|but|then"
              r"|ok|lol)\b)([a-z][\w'-]*(?: [a-z][\w'-]*){0,2})")


# Not a name: anyone at all (`does anyone have more experience than tomasz`).
_NOT_ANYONE = (r"(?!(?:anyone|anybody|someone|somebody|everyone|everybody|any of (?:you|us|them)"
               r"|we|you|i|they|people|ppl|folks)\b)")
# What two people are weighed by: a figure of their profiles (`more coffee` weighs nothing).
_FIGURE = (r"(?:(?:stack ?overflow |so |github )?(?:reputation|rep|answers|stars)|experience"
           r"|years(?: of (?:coding|experience))?|coding years|commits|prs|contributions|skills"
           r"|languages|repos|repositories|badges|[\w+#.-]+ experience)")
_BASED = re.compile(r"^([a-z][\w.'-]*(?: [a-z][\w.'-]*)?)[- ]based(?: (?:devs?|people|folks|ppl"
                    r"|engineers?))?(?=[?!. ]*$)")


# A number of thousands or hundreds in words: `five thousand`, `a thousand`.
_SCALE = {"thousand": 1000, "hundred": 100}
_THOUSANDS = re.compile(r"\b(" + "|".join(NUMBER_WORDS) + r") (thousand|hundred)\b")


# What people of the team are called after `one of our`: `one of our designers`.
_PEOPLE_NOUNS = (r"(?:people|colleagues|engineers|devs|developers|designers|staff|members|folks"
                 r"|guys|analysts|scientists|researchers|hires|team members|new hires|coders"
                 r"|programmers|team)")
# Who told of the people asked about, before them: `someone told me one of us…`, `i heard
# that somebody here…`.
_HEARSAY = re.compile(
    r"^(?:(?:someone|somebody|a colleague|a coworker|my (?:manager|boss|lead)|people|they)"
    r" (?:told|tells|told|said to) me|(?:one of the (?:members|councillors|managers)|someone"
    r"|somebody|a colleague|my (?:manager|boss|lead)) (?:mentioned|said|told us|remarked)"
    r"|i (?:heard|was told|read somewhere|read|understand|believe"
    r"|gather|recall|am told|have heard|was informed)|im told|ive heard|apparently"
    r"|rumou?r (?:has it|is))(?: that)? (?=(?:one of us|one of you"
    r"|(?:one|some|a few|several|two) of (?:our|the) " + _PEOPLE_NOUNS
    + r"|an? (?:developer|colleague|member of staff|engineer) (?:on|in|from) (?:the|our) team"
    r"|someone|somebody|a person"
    r"|one person|people|a few of us|some of us)\b)"
    r"(?=.*\b(?:who|which)\b)"
)


def reword_frame(text: str) -> str:
    """The message with its frame written as the reading reads it."""
    text = rewrite(_CORRECTED, "", text)
    # `someone told me one of us studied at an iit. who`: who told it is not who is asked of
    text = rewrite(_HEARSAY, "", text)
    # `whoever looks after the adt feed pls ping me, …`: who does, asked to get in touch
    text = rewrite(r"^(?:whoever|whoevr|whoeva) ((?:owns|maintains|runs|looks after|knows|handles"
                   r"|manages|produces|built|wrote|set up|deals with|works on|is responsible for"
                   r"|takes care of|does|supports|understands|uses|used|worked|works|studied|went"
                   r"|speaks|contributed|has|have|is(?! (?:free|around|up|available|here|online"
                   r"|awake|bored|hungry|done|about|back)\b)) [^,.;?!]{1,80}?),?"
                   r" (?:(?:pls|please|plz|can you|could you|kindly) )?(?:ping|dm|message|msg|call"
                   r"|email|contact|text|shout at) me\b[,.;!]*", r"who \1?", text)
    # `the investor wants to meet whoever runs our gateways`, `our partner wants a call with
    # whoever works on the radio side`: who does
    text = rewrite(r"^(?:(?:the|our|my|a|an) )?[\w'-]+(?: [\w'-]+)? (?:wants?|would like|needs?"
                   r"|asked|asks|is asking|are asking) (?:to (?:meet|talk to|talk with|speak to"
                   r"|speak with|call|hear from)|an? (?:call|chat|meeting|word|intro) with)"
                   r" (?:whoever|the (?:person|people|one) (?:who|that)) (?=(?:owns|maintains|runs"
                   r"|looks after|handles|manages|produces|built|wrote|set up|deals with|works on"
                   r"|is responsible for|takes care of|does|supports|builds|designed|leads)\b)",
                   "who ", text)
    # `who runs the seat map please message me`: who does, asked politely to get in touch
    text = rewrite(r"^(who [^,.;?!]{1,80}?),? (?:pls|please|plz|kindly) (?:ping|dm|message|msg"
                   r"|email|text) me[,.;!?]*$", r"\1?", text)
    # `one of our designers came to us from spotify, who was it`: someone of the team did
    text = rewrite(r"^(?:one of (?:our|the) " + _PEOPLE_NOUNS + r"|an? (?:developer|colleague"
                   r"|member of staff|engineer) (?:on|in|from) (?:the|our) team) (?=(?:came"
                   r"|joined|moved|worked|used|was|is|has|had|knows|studied|went|lives|previously"
                   r"|once|originally)\b)(?=.*\b(?:who|which)\b)", "someone ", text)
    # `someone had originally studied philosophy before moving into software`: what they
    # studied
    text = rewrite(r"^(someone (?:had |has )?)(?:originally |first |once |initially )?(studied"
                   r" [^.?!]{2,40}?) (?:before|prior to) (?:moving|switching|going|getting|coming"
                   r"|changing) (?:in)?to (?:software|tech|programming|development|coding|it"
                   r"|engineering)\b", r"\1\2", text)
    # `can someone remind me who owns terraform`: who does
    text = rewrite(r"^(?:can|could|would) (?:someone|somebody|anyone|anybody|you)(?: please"
                   r"| kindly)? remind me (?=(?:who|whos|how many|which (?:of|colleagues?|people"
                   r"|devs|engineers|person))\b)", "", text)
    # `i am given to understand we have a member of staff in poland`: what we have
    text = rewrite(r"^(?:i am given to understand|i understand|i gather|i believe|i am told"
                   r"|im told|apparently)(?: that)? (?=we have (?:a |an |some |two |several )?"
                   r"(?:members?|colleagues?|someone|somebody|people|person|developers?|engineers?"
                   r")\b)", "", text)
    # `who's inside the eu`: who is in it
    text = rewrite(r"\b(who(?:s| is| are)?|any(?:one|body)|based|located|living|lives|live"
                   r"|reside|resides) inside(?: of)?\b"
                   r"(?! the (?:building|office|room|meeting|kitchen|house))", r"\1 in", text)
    # `which colleagues are based within the european union`: there
    text = rewrite(r"\b(based|located|living|lives|live|reside|resides|residing) within\b"
                   r"(?! (?:\d|an? (?:few|couple|hour|day|mile|km|walk|drive)|walking|driving"
                   r"|reach))", r"\1 in", text)
    # `for a proposal i need people with more than 10 years of coding`: what it is for
    text = rewrite(r"^for (?:a|an|the|our|my|this|that) [\w -]{1,30}? (?=(?:i|we) (?:need|want"
                   r"|am looking for|are looking for|im looking for)\b)", "", text)
    text = rewrite(_SKILLS_THEN_HELP, _skills_then_help, text)
    text = rewrite(_HELP_THEN_TOLD, _help_then_told, text)
    # `debugging a playlist issue, matías or chloé — who knows more about hls?`: what the
    # comparison is about, said before it
    text = rewrite(r"^[^,:;?!]{1,50}? (?:question|q|issue|problem|bug|thing)\s*[,:;!?—–-]+\s*"
                   r"(?=[a-z][\w'-]* (?:or|vs) [a-z][\w'-]*\s*[,—–-]*\s*(?:who|which)\b)"
                   # (`postgres question, kwame or kavya, who knows it better`: of the subject)
                   r"(?!.*\b(?:it|that|this|them|those)\b)", "", text)
    # `sorry for the very basic question but could you please tell me who knows slurm`,
    # `dear all, may i ask who is familiar with bash`: politeness before the question
    text = asked_politely(text)
    # `everybody in kenya, list them`: the list asked for after who is in it
    text = rewrite(r"^((?:everybody|everyone|people|anyone|devs|engineers|developers)"
                   r" (?:in|at|from|based in|who knows?|who worked at|who studied at|with)"
                   r" [^,]{2,60}),"
                   r" (?:pls |please )?(?:list|show me|name) (?:them|those|them all|all of them)"
                   r"(?: all)?(?: pls| please)?$", r"list \1", text)
    # `who is our strongest resource on ocr`: the strongest person at it
    text = rewrite(r"^((?:who|whos|who is) (?:our|the) (?:strongest|best|top|go-to|go to))"
                   r" resource (?=(?:on|for|in)\b)", r"\1 person ", text)
    # `has anyone here been employed by amazon`: worked there, now or before
    text = rewrite(r"\b((?:anyone|anybody|someone|somebody|who)(?: [\w'-]+){0,3}?) been employed"
                   r" (?:at|by)\b", r"\1 worked at", text)
    text = people_compared(text)
    # `where is takahashi-san based`: the name without its honorific
    text = rewrite(r"\b([a-z]{2,})-(?:san|sama|kun|chan|ssi|nim)\b", r"\1", text)
    text = in_english(text)  # `quién sabe scrapy`, `cuántos perfiles hay`
    # `list everyone lah`, `who's more senior ah, jürgen or mei ling`: a particle of Singapore
    # and Malaysia's English, which asks nothing
    text = rewrite(r",? \b(?:lah|leh|lor|meh|sia|hor|ah|liao)\b(?=\s*(?:[?!.,]|$))", "", text)
    # `how many profiles got`: are there
    text = rewrite(r"^(how many [a-z]+(?: [a-z]+)?) got$", r"\1 are there", text)
    text = rewrite(_GUESS, "", text)
    # `tell me about priya ragunathan i think it was`: a name said with a doubt after it
    text = rewrite(r"^((?:(?:can|could) (?:you|u) )?(?:tell me about|pull up)"
                   r" (?!(?:yourself|it|that|this|the|them|him|her|me|us)\b)[a-z][\w'.-]*"
                   r"(?: [a-z][\w'.-]*){0,3}?),? (?:i think(?: it was| thats it)?"
                   r"|i believe|if i remember (?:right|rightly|correctly)|iirc|i guess)$", r"\1",
                   text)
    text = rewrite(r"\bshort[- ]?list(?= of\b)", "list", text)  # `a shortlist of…`
    # `who knows rust well enough to read the rustls code`: what for is not who
    text = rewrite(r"\b(?:well )?enough to (?:read|review|help|fix|debug|look|pair|take|own|work)"
                   r"\b.*$", "", text)
    # `anyone comfortable enough in typescript to review a frontend pr`: comfortable in it
    text = rewrite(r"\b(comfortable|good|confident|fluent|solid|strong) enough (in|with|at)"
                   r" ([\w+#.-]+(?: [\w+#.-]+)?) to [a-z]+\b.*$", r"\1 \2 \3", text)
    # `anyone in the scikit-learn contributor list`: who contributed to it
    text = rewrite(r"\b(?:in|on|among) the ([\w./-]+) (?:contributors?|committers?|maintainers?)"
                   r"(?: list)?\b", r"who contributed to \1", text)
    # `priya or shiv to review a graphql schema`: which of the two for it
    text = rewrite(r"^([a-z][\w'-]*(?: [a-z][\w'-]*)?) or ([a-z][\w'-]*(?: [a-z][\w'-]*)?) to"
                   r" (?:review|build|fix|look at|help with|debug|write|own|handle|pair on|take)"
                   r" (?:a |an |the |our |this |that )?(?=\S)", r"\1 or \2 for ", text)
    # `somewhere around 7 to 9 years of coding`: between them
    text = rewrite(r"\b(?:somewhere |anywhere )?(?:around|about|roughly) (\d{1,2}) (?:to|-)"
                   r" (\d{1,2}) (?=(?:years?|yrs?)\b)", r"between \1 and \2 ", text)
    # `contributed to an apache project`: to the organisation's repositories
    text = rewrite(r"\b(contribut\w*|committed|commits?) to (?:an?|any|one of the|some) ([\w.-]+)"
                   r" (?:project|repo|repository)\b", r"\1 to \2 projects", text)
    # `who's the newbie, like less than 3 years coding`: who has less
    text = rewrite(r"^who(?:s| is) the (?:newbie|newest|junior|rookie|new one),? (?:like |i\.?e\.? "
                   r"|so )?(?=(?:less|fewer|under) )", "who has ", text)
    # `who's the og here`, `the baby of the team`: the most and the least experienced
    text = rewrite(r"^(?:so |ok |and )?who(?:s| is) (?:the|our) (?:og|veteran|greybeard|graybeard"
                   r"|elder)" + _OF_THE_TEAM, "who is the most experienced", text)
    text = rewrite(r"^(?:so |ok |and )?who(?:s| is) (?:the|our) (?:baby|youngster|rookie|newbie)"
                   + _OF_THE_TEAM, "who is the most junior", text)
    # `who's been coding the least amount of time`: the least time
    text = rewrite(r"\b(?:amount|length|period|stretch) of time\b", "time", text)
    # `eu based?`, `london based devs`, typed as into a search box: who is based there (a
    # place the world knows: `evidence based`, `that's so based` are no places)
    text = rewrite(_BASED, lambda m: f"anyone based in {m[1]}" if known_place(m[1]) else m[0], text)
    # `who know openlayers or leaflet, need map help`: what for, not what
    text = rewrite(r",? need (?:some |a )?(?:[a-z]+ )?help\b(?! (?:with|on|in)\b).*$", "", text)
    # `who does priya work for exactly`: asked the same
    text = rewrite(r"(?<=\w),? (?:exactly|precisely|roughly|approximately|approx|more or less)"
                   r"(?=[?!. ]*$)", "", text)
    # `anyone know graphql? or failing that grpc?`: either
    text = rewrite(r"\?\s*or (?:failing that|if not|otherwise|else|at least),? (?=[a-z])", " or ",
                   text)
    # `give me everyone, not just the backend people`: everyone
    text = rewrite(r"^((?:list|show(?: me)?|give me|who(?:s| is)) (?:all |the )?(?:everyone"
                   r"|everybody|every one|all of (?:you|them|us))),? not (?:just|only) (?:the )?"
                   r"[\w -]{1,40}$", r"\1", text)
    # `top 2 python people, excluding anyone with a phd`: without one
    text = rewrite(r",? (?:excluding|except|not counting|other than|apart from|but not) (?:anyone"
                   r"|people|those|folks|ppl) (?:with|who (?:have|has)) ", " without ", text)
    # `over five thousand reputation`: the number in figures
    text = rewrite(_THOUSANDS, lambda m: str(NUMBER_WORDS[m[1]] * _SCALE[m[2]]), text)
    # (`more than half a decade`: five years, not more than half of anything)
    text = rewrite(r"\bhalf a decade\b", "5 years", text)
    # `does rahul have more reputation than daniel`: which of the two has more
    text = rewrite(rf"^(?:does|has) {_NOT_ANYONE}{_ONE_NAMED} (?:have|got) more ({_FIGURE}) than"
                   rf" {_NOT_ANYONE}{_ONE_NAMED}(?:,? or (?:the other way (?:round|around)|vice"
                   r" versa))?$", r"who has more \2, \1 or \3", text)
    text = rewrite(rf"^is {_NOT_ANYONE}{_ONE_NAMED} (more senior|more experienced|better at"
                   rf" [\w+#.-]+) than {_NOT_ANYONE}{_ONE_NAMED}(?:,? or (?:the other way"
                   r" (?:round|around)|vice versa))?$", r"who is \2, \1 or \3", text)
    # `top 3 yrs coding`: ranked by them
    text = rewrite(r"^top (\d{1,2}|three|five|ten) (?=(?:yrs|years|yoe)(?: of)? (?:coding"
                   r"|programming|experience|exp)\b)", r"top \1 by ", text)
    # `top 3 stack overflow reputation pls`: asked politely, asked the same
    text = rewrite(r"\b(reputation|rep|coding|experience|years|yrs|commits|stars|answers),?"
                   r" (?:pls|plz|please|thx|thanks|ty|tia)(?=[?!. ]*$)", r"\1", text)
    # `least exp dev`, `priya exp`: experience typed short
    text = rewrite(r"\bexp\b(?! (?:yrs|years|yoe)\b)", "experience", text)
    # `should i ask ingrid or mei-ling about rust`: which of the two for it
    text = rewrite(r"^(?:should|do|can|would|shall) (?:i|we) (?:ask|ping|go to|talk to|bug|bother"
                   r"|pull in|loop in) ([a-z][\w'-]*(?: [a-z][\w'-]*)?) or ([a-z][\w'-]*(?:"
                   r" [a-z][\w'-]*)?) (?:about|for|on|re|regarding|with) ", r"\1 or \2 for ", text)
    # `has ciarán got 5+ years coding`: does he have them
    text = rewrite(r"^has (?!(?:anyone|anybody|someone|somebody|everyone|everybody|any1|it|this"
                   r"|that|the|a)\b)([a-z][\w'-]*(?: [a-z][\w'-]*)?) got (?=\d|more than|over"
                   r"|at least)", r"does \1 have ", text)
    # `priya natrajan works on what`, `mateo does what`: the question word typed last
    text = rewrite(rf"^{_ONE_NAMED} (?:works on|is working on|work on) what$",
                   r"what does \1 work on", text)
    text = rewrite(rf"^{_ONE_NAMED} (?:does|do) what(?: exactly)?$", r"what does \1 do", text)
    # `lucia owns what`, `daniel okafor, what he own`, `what soren works on`: as typed by
    # those whose first language puts the question word elsewhere
    text = rewrite(rf"^{_ONE_NAMED},? what (?:he|she|they) (?:works? on|is working on)$",
                   r"what does \1 work on", text)
    text = rewrite(r"^what (?!(?:does|do|did|is|are|was|were|has|have|the|a|an)\b)"
                   r"([a-z][\w'-]*(?: [a-z][\w'-]*)?) (?:works? on|is working on)$",
                   r"what does \1 work on", text)
    text = rewrite(rf"^{_ONE_NAMED},? (?:(?:owns?|handles?|looks? after|maintains?) what"
                   r"|what (?:he|she|they) (?:owns?|handles?|looks? after|does|do)(?: exactly)?)$",
                   r"what does \1 do", text)
    text = rewrite(r"^what (?!(?:does|do|did|is|are|was|were|has|have|the|a|an)\b)"
                   r"([a-z][\w'-]*(?: [a-z][\w'-]*)?) (?:owns?|handles?|looks? after)$",
                   r"what does \1 do", text)
    text = rewrite(rf"^{_ONE_NAMED},? (?:studied|went to (?:school|uni|university|college)"
                   r"|did (?:his|her|their) (?:degree|studies)) where$",
                   r"where did \1 study", text)
    # `what does ji-woo do again?`: asked once more, asked the same
    text = rewrite(r"^((?:what (?:does|did|do) .{2,40}? do|where (?:is|does) .{2,40}? (?:based"
                   r"|work|live|located))),? again(?=[?!. ]*$)", r"\1", text)  # fmt: skip
    # `what does kenji do exactly in team`: what he does at work
    text = rewrite(r"^(what (?:does|did|do) .{2,40}? do)(?: exactly)? (?:in|on|for) (?:the |our"
                   r" |this )?team(?=[?!. ]*$)", r"\1", text)
    # `more years coding: priya or amara?`: what is compared, then who
    text = rewrite(r"^((?=[^:]*\b(?:more|less|fewer|better|stronger|longer|higher|bigger|most"
                   r"|senior)\b)[^:]{3,40}): (?=[\w'.-]+(?: [\w'.-]+)? (?:or|vs|vs\.|versus)"
                   r" [\w'.-]+(?: [\w'.-]+)?[?!. ]*$)", r"\1, ", text)
    # `who started coding 10 years ago`: ten years of coding
    text = rewrite(r"\b(?:started|began|begun|start) (?:coding|programming) (?:about |around"
                   r" |like |roughly )?(\d+) (?:years?|yrs?) ago\b", r"has \1 years of coding",
                   text)  # fmt: skip
    # `most experienced in terms of years coding`
    text = rewrite(r"\bin terms of (?=(?:years|experience|coding|seniority|yoe)\b)", "by ", text)
    # `how many of the group know go`: of us
    text = rewrite(r"\b(how many|which|who) of (?:the group|the crew|the squad|you guys|you all"
                   r"|yall|u guys|u all|you lot|u lot)\b", r"\1 of us", text)
    # `how many of us r in singapore`: are
    text = rewrite(r"\b(us|we|they|you|u|people|folks|ppl) r(?= (?:in|at|based|from|on|there"
                   r"|here|working|still)\b)", r"\1 are", text)
    # `who has worked on snakemake itself, like the actual repo not just using it`
    text = rewrite(r",? (?:like|i mean|as in) (?:the )?(?:actual|real|upstream) (?:repo|repository"
                   r"|project|codebase)(?: itself)?(?:,? not just (?:using|used|use) it)?$", "",
                   text)
    text = without_asides(text)
    text = _asked_if(text)
    # `who fixes it? the microwave clock is wrong`, `who can pull that`: of a thing not
    # named in the question (what follows is told, not asked)
    text = rewrite(_OF_IT, "", text)
    # `…, anyone know who handles that stuff`: who handles it
    text = rewrite(r"\b(?:does |do )?(?:anyone|anybody|someone|somebody)(?: here)? (?:know|knows"
                   r"|kno) (?=who (?!(?:knows|is|was|has|had|did|does)\b)[a-z]+s\b)", "", text)
    # `jordi said hed look at the consumer but does jordi even know kafka`: the question
    # after the remark
    text = rewrite(r"^[a-z].{2,120}?,? but (?=(?:does|is|has|can|did|was) [a-z][\w.-]*"
                   r"(?: [a-z][\w.-]*)? (?:even |actually |really )?(?:know|knows|speak|work|worked"
                   r"|based|use|uses)\b(?! (?:about|where|when|what|that|if|whether|how|who|why"
                   r"|the way)\b))", "", text)
    text = rewrite(_WHICH_OF_TWO, _which_of_two, text)
    # `more years employed as a dev, marcus or siobhan`: who has more of it, of the two
    text = rewrite(r"^(?=more (?:years|yrs|experience|commits|prs|reviews|answers|reputation|rep"
                   r"|stars|contributions|badges|skills|languages|stack ?overflow|so|github|open"
                   r" source|[\w+#.-]+ experience)\b[^,]{0,40}, [\w.-]+(?: [\w.-]+)? or [\w.-]+"
                   r"(?: [\w.-]+)?[?!.]*$)", "who has ", text)
    # `who's answered more stuff on stack overflow, a or b`: more answers there
    text = rewrite(r"^who(?:s| has| have)? answered more(?: stuff| questions| things)? on"
                   r" (stack ?overflow|so)\b", r"who has more \1 answers", text)
    # `mei offered to help with the operator, is she any good with kubernetes`: asked of the
    # one named first
    text = rewrite(_OF_THE_ONE_NAMED, _of_the_one_named, text)
    # `need a container person but not the k8s guy, hes swamped. so who does docker but not
    # kubernetes`: the question the lead-in comes to
    text = rewrite(r"^.+?[.!?]+ so,? (?=(?:who|whos|anyone|anybody)\b)", "", text)
    # `who knows flink? + who knows akka`: two lists asked at once, the people of either
    text = rewrite(r"^(who (?:knows|uses|does)) ([\w+#.-]+)[?!.]*,? (?:\+|and|&|plus|also) \1"
                   r" ([\w+#.-]+)[?!.]*$", r"\1 \2 or \3", text)
    # `who know react for the frontend`: the part of the product is what for, not a skill
    text = rewrite(r"\b((?:know|knows|does|do|writes|write|uses|use) [\w+#.-]+) for (?:the|our)"
                   r" (?:frontend|front end|backend|back end|web|mobile|app|ui|api|server|client"
                   r"|website|site)\b", r"\1", text)
    # `who's done elixir`: who has, not someone called "done elixir"
    text = rewrite(r"^who'?s (done|built|used|written|shipped|touched|tried|deployed|maintained)"
                   r" ([\w+#.-]+(?: (?!(?:before|already|ever)\b)[\w+#.-]+)?)"
                   r"(?=(?: before| already| ever)?[?!. ]*$)",
                   lambda m: f"who has {m[1]} {m[2]}" if known_skill(m[2]) else m[0], text)
    # `who can explain attention kernels to me`, `who can teach me cuda`: help with them (`who
    # can explain why the build is red` asks a fact)
    text = rewrite(r"^((?:who|anyone|anybody|someone|somebody)(?: here)? (?:can|could|would"
                   r"|is able to|able to)|(?:can|could) (?:someone|somebody|anyone|anybody)"
                   r"(?: here)?) (?:(?:explain|teach)(?: me| us)?|walk (?:me|us) through"
                   r"|go over|tell (?:me|us) about)"
                   r" (?!(?:me|us|why|how|what|when|where|if|whether|the difference|it|this"
                   r"|that)\b)"
                   r"(.+?)(?: to (?:me|us|the team|a newbie|a noob))?(?=[?!. ]*$)",
                   r"\1 help with \2", text)
    # `who is still in school`, `anyone at uni`: a student
    text = rewrite(r"^((?:who|whos|who is|who are|anyone|anybody|someone|is anyone|is anybody)"
                   r"(?: here)?(?: still| currently)?) (?:in|at) (?:school|college|uni|university"
                   r"|grad school)(?=[?!. ]*$)", r"\1 a student", text)
    # `who can mentor a junior on react`: who knows react (the junior is the one taught)
    text = rewrite(r"\b(?:(?:can|could|would|will|is able to|able to|to) )?(?:mentor|coach|teach"
                   r"|train|onboard|guide) (?:a |an |our |the |some |my |"
                   r"new )*(?:junior|intern|new hire|grad|graduate|newbie|new starter|student"
                   r"|apprentice|new joiner|joiner)s? (?:on|in|with|through|about) ", "knows ",
                   text)
    # `who amongst the digital staff`, `anyone in the digital team`, `who in digital services`:
    # the whole team, by a name that tells none of it apart
    text = rewrite(r"\b(who|anyone|anybody|someone|somebody|people|colleagues|developers|there)"
                   r" (?:amongst|among|in|within|across|on|from|of) (?:the |our )?(?:"
                   + WHOLE_TEAM_NAMES + r"|technical|it|ict)"
                   r" (?:staff|team|teams|department|colleagues|developers|officers|services?"
                   r"|function|unit)\b(?: altogether| as a whole)?", r"\1", text)
    # `how many people are in the database team`: on it, as `on the data team` asks
    text = rewrite(r"\bin (the|our) (?!(?:same|whole|entire|new|other)\b)([\w+#.-]+"
                   r"(?: [\w+#.-]+)?) (team|group|squad)\b", r"on \1 \2 \3", text)
    # `who's our salesforce admin`: who knows it, not someone called "salesforce admin"
    text = rewrite(r"^(?:who'?s|who is) (?:our|the) ([\w+#./-]+(?: [\w+#./-]+)?)"
                   r" (?:admin|administrator|expert|specialist|wizard|guru)(?=[?!. ]*$)",
                   lambda m: f"who knows {m[1]}" if known_skill(m[1]) else m[0], text)
    # `can i get a list of all the devs and what they do`: the list
    text = rewrite(r"^(?:(?:can|could|may) (?:i|we) (?:get|have|see)|(?:can|could|would) (?:you|u)"
                   r" (?:give|send|show|get) (?:me|us)|(?:give|send|get) (?:me|us)) (?:a |the )?"
                   r"(?:full |quick |complete )?list (?:of|with) (?=(?:all (?:of )?)?(?:the |our )?"
                   r"(?:devs|developers|engineers|people|ppl|folks|everyone|everybody|team|members"
                   r"|profiles|ones|us|those who|people who)\b)", "list ", text)
    text = rewrite(r"^(list .+?),? (?:and|with) what (?:they|each of them|each one) (?:do|does"
                   r"|work on|works on)$", r"\1", text)
    # Formal requests: `could you tell me which members of the group know verilog`, `please
    # identify everyone who knows golang`, `which individuals on the team…`: who
    text = rewrite(r"^(?:could you |can you |would you |please )*(?:tell me |let me know |identify"
                   r" |name |list )?(?:which|what) (?:members|individuals|persons|colleagues|team"
                   r" members|people|officers)(?: of (?:the|our|this) (?:group|team))?"
                   r"(?: on (?:the|our|this)"
                   r" team)?(?= (?:know|knows|have|has|hold|holds|list|lists|speak|speaks|worked"
                   r"|work|studied|went|live|contributed|do not|dont|are based|is based)\b)", "who",
                   text)
    text = rewrite(r"^(?:please )?(?:identify|name) (?:everyone|everybody|all those|the people)"
                   r" (?=who\b)", "", text)
    # `didnt someone here work at artisense`: did someone, asked as a reminder
    text = rewrite(r"^(?:didnt|did not|doesnt|does not) (someone|somebody|anyone|anybody)\b",
                   r"did \1", text)
    # `who of us went to eth`: who
    text = rewrite(r"\bwho of (?:us|you(?: guys| all)?|the team|yall)\b", "who", text)
    # `who works at feedzai again`: asked before, no condition
    text = rewrite(r"^((?:who|anyone|anybody|any1)\b(?! is\b| are\b| was\b| were\b).{3,}?) again$",
                   r"\1", text)
    text = reword_needs(text)
    # `postgres/postgres itself, not just pgfold`: the first, not a condition on the second
    text = rewrite(r"(?: itself)?,? not just [\w./+#-]+$", "", text)
    text = rewrite(_OF_ASKER, r"\g<q>", text)
    # `who here can read plain C, need someone to look at this kernel module dump`: what for
    text = rewrite(r"^((?:who|whos|anyone|anybody|does anyone|is there anyone)\b[^,]{3,}?),"
                   r" (?:i )?need (?:someone|somebody|a person|help|an? \w+) to (?:look at|check"
                   r"|review|go over|debug|fix|read|sanity check)\b.*$", r"\1", text)
    # `anyone worked at rovio back in the angry birds days`: when is no part of where
    text = rewrite(r",? back (?:in the (?:[\w'-]+ ){0,3}days|then|in the day)\b", "", text)
    # `who works at nvidia and could maybe poke someone internally`: what they could do next
    text = rewrite(r"^((?:who|whos|anyone|anybody|does anyone|is there anyone)\b.{3,}?) and"
                   r" (?:could|might)(?: maybe| possibly| perhaps)? (?:poke|ping|ask|intro"
                   r"|introduce"
                   r"|connect|reach out to|talk to|nudge|vouch)\b.*$", r"\1", text)
    # `which people know c++ and cuda so they could co-supervise`: what it is for
    text = rewrite(r"^((?:who|whos|which|anyone|anybody|does anyone|is there)\b.{3,}?),? so"
                   r" (?:that )?(?:they|he|she|we|i|someone) (?:can|could|would|might|will)\b.*$",
                   r"\1", text)
    text = rewrite(r"\bon (?:the|our) bench\b", "", text)  # who is free at a consultancy
    text = rewrite(r"\bwhove\b", "who have", text)
    text = rewrite(_DOUBT_AFTER, r"\g<q>", text)
    # `does jiwoo know swift or am i making that up`: the asker's doubt of their memory
    text = rewrite(r"^((?:does|did|is|has|have|was|can|could) [a-z].+?),? or (?:am i|was i|is it"
                   r" just me|do i have (?:that|it) wrong|did i dream)\b.*$", r"\1", text)
    # `need someone who knows both react and graphql for the api explorer`: what it is for
    text = rewrite(r"^((?:need|looking for|want|searching for)\b.*?\bwho (?:knows|has|can|writes"
                   r"|does|speaks|codes|uses)\b.+?)"
                   r" for (?:the|a|an|our|my|this) [\w -]{1,40}$", r"\1", text)
    text = rewrite(r"\bas well as\b", "and", text)
    text = rewrite(r"\bat all(?=[?!. ]*$)", "", text)  # `no education at all`
    return text
