"""Whether a message asks for someone who knows, does or owns something (`who should i ask
about kernels`, `anyone dealt with flaky e2e tests`), and not blame, praise, a jab, an
office errand or a chore of the day."""

from __future__ import annotations

import re

from bot.answers import office_talk as O
from bot.answers import phrasing as P
from bot.answers.cleaning import clean, correct_keywords, short_typos
from bot.answers.rewording.learners import SOMEONE_HAS
from bot.answers.rewrite import rewrite
from bot.answers.trouble_words import LAUGH, TONE, TROUBLE, troubled
from bot.search.directory import Directory
from bot.search.query_words import query_words
from bot.search.text import fold

# What work is kept as, asked of whoever keeps it so (`who keeps the servers running`, `who
# keeps the per-card spend limits fast`).
_KEPT_SO = (
    r"(?:running|alive|up|going|healthy|green|fast|quick|secure|safe|stable|reliable|working"
    r"|online|compliant)"
)
# Things of the office or home that are kept so as a chore, not as work (`who keeps the front
# door secure`, `who keeps the car park gate working`).
_CHORE_THINGS = (
    r"(?:office|plants?|lights|coffee|fridge|kitchen|doors?|gates?|car|parking|printers?|wifi"
    r"|dishwasher|microwave|bathrooms?|toilets?|building|house|rooms?|desks?|garden|windows?"
    r"|heating|aircon)"
)
# Asking who knows, does or owns something, or for help with it; not who is around, who
# did a chore or whether anyone knows a fact (`anyone know if the trains are delayed`).
# Errands and favours asked of whoever can (`who can cover my shift`, `anyone able to send me
# the slides`), not a piece of work.
_FAVOURS = (
    r"(?:cover|grab|take|bring|pick|book|join|come|make it|attend|swap|host|drive|lend|give|lead"
    r"|run|watch|get|order|buy|feed|water|open|close|lock|unlock|reset|sign|be|do|go|say|see"
    r"|hear|believe|stand|beat|blame|forget|imagine|proofread|demo|present|organi[sz]e|plan"
    r"|share|send|print|fetch|collect|carry|move|lift|sing|cook|bake|record|borrow|walk|babysit"
    r"|sub|fill in|drop|swing|tell (?:me )?(?:when|if|whether|where|what time))\b"
)
ASKS_FOR_SOMEONE = re.compile(
    r"\bwho(?:s| is)? (?:here |on (?:the )?team |in (?:the )?team |on here |around here )?"
    r"(?:actually |usually |really |else )?(?:can|could|would|might) (?:help|fix|debug|look"
    r"|take a look|sort|figure|make|know|tell me|explain|advise|review|check|sanity check|dig"
    r"|look into|investigate|audit|walk (?:me|us) through"
    r"|set ?up(?! (?:a |an |the |some )?(?:call|meeting|sync|chat|intro|time|room|projector|zoom"
    r"|interview|lunch|dinner|drinks)\b))\b"
    # a piece of work (`who can stitch aerial pics into a map`, `who can predict demand`), not
    # an errand or a favour (`who can cover my shift`, `who can grab lunch`)
    r"|\bwho (?:here |on (?:the )?team )?(?:can|could) (?!" + _FAVOURS + r")[a-z]{4,}\b"
    r"|\bwho gets (?:pinged|paged|alerted|notified|called)\b"
    r"|" + O.WALK_THROUGH +
    # `customer says the lager is flat, where do i log that complaint`: whose the fault is
    r"|\bwhere (?:do|should|can) (?:i|we) (?:log|report|raise|file) (?:that|this|it|a|the|these)"
    r"(?: [\w-]+)? (?:complaints?|issues?|bugs?|incidents?|problems?|defects?|faults?)\b"
    # `could someone point me to whoever is behind the fraud score`
    # (`whoever ordered the pizza` is an errand's)
    r"|\b(?:point|direct|send|refer) (?:me|us) (?:to|towards|in the direction of) (?:whoever"
    r"(?! (?:ordered|brought|booked|organi[sz]ed|left|took|borrowed|cooked|baked|parked)\b)"
    r"|the (?:person|people|owner|owners|team) (?:who|that|behind|for|responsible))\b"
    # `…, anyone got a parser for that`: a tool of the work, made by someone
    r"|\b(?:anyone|anybody|someone|somebody)(?: here)? (?:got|have|has) (?:a|an) (?:[\w-]+ )?"
    r"(?:parser|script|tool|query|regex|library|lib|snippet|converter) for\b"
    # `need last night's backup restored somewhere, who can do that`: the need just told
    r"|(?<=[,.;:!?] )who (?:here )?(?:can|could) do (?:that|this|it)(?: for (?:me|us))?[?!. ]*$"
    # `…, anyone able to decode that?`: a piece of work asked of whoever can do it
    r"|\b(?:is )?(?:anyone|anybody|someone|somebody)(?: here| on the team)? able to"
    r" (?!" + _FAVOURS + r")[a-z]{4,}\b"
    r"|\b(?:can|could) (?:someone|somebody|anyone|anybody) help (?:me|us) (?:to )?(?:understand"
    r"|with|build|set up|figure out|design|model|estimate|write|debug)\b"
    # `…, who sped that up last time`, `who fixed that last time`: who did it before
    r"|\bwho (?:sped|speeded) (?:it|that|this|them) up\b"
    r"|\bwho (?:made (?:it|that|this|them) (?:faster|quicker)|fixed (?:it|that|this|them)"
    r" (?:last time|the last time|before))\b"
    # `…, anyone done that before`: done the thing told first
    r"|\b(?:(?:has|have) )?(?:anyone|anybody)(?: here)? (?:ever |already |actually )?done (?:that"
    r"|this|something like (?:that|this))(?: (?:before|for real|properly))?[?!. ]*$"
    r"|\bwho (?:usually |normally |typically )?does (?:our|the) (?!" + O.OFFICE_THINGS + ")"
    r"|\bwho (?:should|do|can|could|would) (?:i|we) (?:ask|talk|speak|ping|page|bug|pull in|go to"
    r"|nudge|bother"
    r"|raise (?:it|this|that) with"
    r"|reach out|grab|contact|poke|loop in|loop into|escalate to|flag (?:it|this) to|involve"
    r"|bring in|rope in)\b"
    # `…, which folks do i need for that`: the people a piece of work needs
    r"|\b(?:who|which (?:folks|people|ppl|devs|engineers|persons)) (?:do|would|will) (?:i|we)"
    r" need (?:for|on|to)\b"
    r"|\b(?:has|have) (?:anyone|anybody|someone|somebody)(?: here)? (?:ever |already )?(?:looked"
    r" at|looked into|worked on|dealt with|touched|debugged|profiled|built)\b"
    r"|\b(?:who(?:s| is)|which (?:one )?of (?:you|us)(?: guys| folks)? is) (?:the|our)"
    r" (?:[\w/-]+ ){0,4}(?:person|go to|go-to|goto|expert|guy|gal|owner"
    r"|pro|wizard|guru)\b"
    r"|\bwho (?:here |on (?:the )?team |in (?:the )?team |on here )?(?:actually |really )?"
    r"(?:knows|understands)\b(?! (?:if|whether|when|where|why|what time)\b)(?![,.!]|$)"
    r"|\bwho(?:s| has| have)? (?:here |on (?:the )?team |on here )?(?:actually |ever |already )?"
    r"(?:worked on|worked with|dealt with|dug into|experience"
    r"|(?:done|built|touched|looked at|written|debugged|deployed|shipped|trained|integrated"
    r"|migrated)\b(?! (?:the|my|our|this|it|into|in)\b))"
    r"|\bwho (?:owns|handles|deals with|maintains|works on|takes care of|is responsible for"
    r"|looks after|keeps an eye on)\b"
    # a formal register: `kindly advise which member of staff is accountable for that part`,
    # `it is requested that the owner of that report be identified`, `who holds
    # responsibility for that intake channel`, `who is our sme`
    r"|\b(?:which|what) (?:members? of staff|colleagues?|persons?|individuals?|engineers?"
    r"|team members?)(?: here)? (?:is|are|would be|should be|ought to be|might be|could be)"
    r" (?:responsible|accountable|in charge|in a position|best placed|approached|consulted"
    r"|contacted|involved)\b"
    r"|\b(?:requested that|appreciated if|grateful if|kindly|please|could you|would you)\b"
    r"[^;.?!]{0,40}?\b(?:colleagues?|owners?|persons?|engineers?|members? of staff|individuals?)"
    r"(?: (?:responsible|accountable|who|with|of|for)\b[^;.?!]{0,80}?)? (?:could |can |should"
    r" |might )?be (?:identified|named|notified|advised)\b"
    r"|\bidentify the (?:owners?|persons?|colleagues?|engineers?)\b"
    r"|\b(?:colleagues?|persons?|engineers?|members? of staff|individuals?)\b[^;.?!]{0,80}?"
    r" (?:are|is) (?:kindly )?requested to be (?:identified|named)\b"
    r"|\bwho (?:holds|has|bears) (?:the )?responsibility for\b"
    r"|\bwho(?:s| is| are) (?:our|the) (?:two |three )?(?:point person|sme|smes|subject matter"
    r" experts?|right resource|right person|owners)\b|\bwho in-house can\b"
    # `…, who do i tag`, `who do i send the clip to`, `who should i get in a room`
    r"|\bwho (?:do|should|can) (?:i|we) (?:tag|send|forward|pass|yell at|need|invite|loop in|cc"
    r"|notify|email|message|dm|escalate|report|complain)\b"
    # `…. whose is that`, `whose fleet is that`, `whose tb is this` (not a turn, nor a hoodie)
    r"|(?<=[a-z0-9][.?!] )whose (?:is|are) (?:that|this|it|these|those)\b"
    r"|\bwhose (?:[\w/-]+ ){0,2}(?:system|pipeline|fleet|db|database|env|environment|tb"
    r"|testbench|automation|software|cluster|job|dag|cert|box|server|bot|setup|config|stream"
    r"|consumer|topic|bucket|cron|alert|alerts)"
    r" (?:is|are) (?:that|this|it|these|those)\b"
    # `who has the ridership numbers`, `who keeps those numbers straight`
    r"|\bwho has (?:the|our) (?:[\w-]+ ){0,3}(?:numbers|data|readings|model|figures|report"
    r"|dashboard|scripts?|stats)\b"
    r"|\bwho keeps (?:[\w-]+ ){0,4}(?:up to date|straight|in sync|accurate|updated|current"
    r"|matching)\b"
    # `who is handling that home page thing`, `whom to contact for this`
    r"|\bwho(?:s| is| are) (?:handling|owning|managing|maintaining|looking after|taking care"
    r" of)\b|\bwho (?:to|shall i|should i) (?:ask|contact|check with|reach out|talk|speak|ping"
    r"|approach|go to|consult)\b"
    # `…, anyone own the courier android thing?`
    r"|\b(?:does )?(?:anyone|anybody|someone|somebody)(?: here| on the team)? (?:own|owns|handle"
    r"|handles|maintain|maintains|look after|looks after)"
    r" (?:the|that|this|our|those|these)\b(?![^,.;?]* or )"  # (`… or can we delete it`)
    r"|\b(?:anyone|anybody|someone|somebody|smn)(?: here| on the team| around)? (?:who )?"
    r"(?:knows?|familiar|worked on|dealt with|has experience|with experience"
    r"|experienced|can help|could help|understands"
    r"|(?:has done|done|built)\b(?! (?:the|my|our|this|that|it)\b))\b"
    r"(?! (?:if|whether|when|where|why|what time|how long|how to|the eta|eta|the status"
    r"|(?:a|an|any|some) (?:good|decent|nice|cheap))\b)"
    r"|\bneed (?:help|someone|somebody|smn) (?:with|w|who|for|on|to)\b"
    r"|\bneed (?:a|an) (?:[\w-]+ ){0,2}(?:person|expert|guru|wizard) (?:to|for|who)\b"
    r"|\b(?:anyone|anybody|someone|somebody)(?: here| on the team)? (?:work|works|worked) (?:with"
    r"|on)\b(?! (?:the |our |my )?(?:new )?(?:intern|hire|manager|guy|person|starter|boss|team"
    r"|lead|joiner|colleague|client)s?\b)"
    r"|\b(?:anyone|anybody|someone|somebody)(?: here| on the team)? with (?:a |an |some |any )?"
    r"(?:[\w/-]+ ){0,3}(?:background|experience|expertise)\b"
    # `…, who has the background for that`: for what was just told
    r"|\b(?:who|anyone|anybody)(?:s| has| have| got|s got)? (?:the |a |any )?(?:background"
    r"|skills?|chops|know-how|knowhow|expertise|experience) (?:for|in|with) (?:that|this|it)\b"
    # who does a job (`who renews those`, `who usually runs the post mortem`)
    r"|\bwho (?:here |on (?:the )?team )?(?:usually |normally )?(?:runs|builds|renews|manages"
    r"|tunes|configures|supports|processes|maps|produces|calculates|computes|publishes"
    r"|trains (?:the |our )?(?:[\w-]+ ){0,2}(?:models?|classifiers?|networks?|llms?)"
    r"|sorts out|sets|plans|monitors|schedules|reviews|operates|upgrades|patches|writes"
    r"|figures out|keeps track of|generates|decides|looks at|looks into|works with|debugs|cleans"
    r"|fixes|troubleshoots|talks to|investigates|sorts|draws|pulls together|puts together"
    r"|prepares|assembles"
    # (`who sends our vaccine data to the state`; what `those` are was told before it)
    r"|(?:sends|submits|uploads|exports|reports|feeds|transmits)(?! (?:those|these|it|that|them"
    r"|this)\b))\b"
    # an activity (`who does orthorectification`, `who here does mobile app dev`), not a chore
    r"|\bwho (?:here |on (?:the )?team )?does (?!(?:the|that|this|it|these|those|what|a|an|not|she"
    r"|he|his|her|your|my|our|their|lunch|coffee|dishes|standup|stand-up|notes)\b)[a-z]{3,}"
    # `…, who built those`: of the thing just described (`who built the deploy pipeline that
    # deploys on every commit` is blame, `who made the dashboard, so clean` praise)
    r"|\bwho (?:set up|setup|built|wrote|designed|made|makes|integrated|configured)(?= (?:it|them"
    r"|(?:that|those|this"
    r"|these)(?: [\w-]+)?)(?: up)?(?: (?:originally|in the first place|last time|back then))?"
    r"[?!. ]*$)"
    r"|\bwho set (?:it|them|that|those|this|these)(?: [\w-]+)? up(?: (?:originally|in the first"
    r" place|last time|back then))?[?!. ]*$"
    # a piece of work named by its stuff (`who did the cost cutting stuff last time`)
    r"|\bwho (?:did|set up|setup|built|wrote|made|worked on) the (?:[\w/-]+ ){1,4}(?:stuff|thing"
    r"|things|bits?|work)\b"
    r"|\bwho(?:s| is)(?: here| on (?:the )?team)? (?:in charge of|responsible for|behind|on top of"
    r"|working on|involved (?:with|in))\b"
    r"|\bwhose (?:area|job|thing|baby|domain|responsibility)\b"
    r"|\bwho(?:s| has) been through (?:that|this|it|one)\b"
    r"|\bwho keeps (?:the|our) (?!(?:place|team|show|party|vibes?)\b)"
    r"(?:(?!" + _CHORE_THINGS + r"\b)[\w-]+ ){1,3}" + _KEPT_SO + r"\b"
    # `that widget on android still shows last week's episode, whose is that`
    r"|(?<=[a-z]{3}), (?:so )?whose (?:is|are) (?:that|this|it|those|these)[?!. ]*$"
    r"|\bwho (?:do|should|can) (?:i|we) (?:call|complain to|message|email|see|tell|escalate"
    r"|report (?:that|this|it) to)\b"
    r"|\bwho(?:s| is) (?:good|great|best) (?:for|at|with)\b"
    r"|\bis there (?:someone|somebody|anyone|anybody)\b"
    r"|\b(?:who|which person|whom) (?:do|should|can) (?:i|we) (?:send|forward|route|hand|give"
    r"|pass)"
    r" (?:this|it|that|them|him|her)\b"
    r"|\bwho to (?:talk to|ask|ping|go to|contact|reach out to) (?:about|for|re)\b"
    # the author of a piece of work (`who wrote the DR runbooks`, `who built the auth
    # handshake`): praise and blame are told apart before (praised_or_blamed, _NOT_ASKED)
    r"|\bwho (?:wrote|built|designed|set up|setup|made|makes|builds|writes|designs)"
    r" the (?:[\w/-]+ ){0,3}(?:runbooks?"
    r"|playbooks?|scripts?|pipelines?|services?|tooling|integrations?|parsers?|drivers?"
    r"|operators?|exporters?|dashboards?|specs?|migrations?|handshake|layer|api|sdk|client"
    r"|plugins?|module|library|classifier|scheduler|planner|importer|connector|checks|tests"
    r"|linting|ci|bots?|apps?|widgets?|pcbs?|firmware)\b"
    r"|\bwho are (?:the|our) (?:[\w/-]+ ){0,3}(?:people|folks|ppl|experts|persons|ones)\b"
    # `which one of you is the designer that also codes` (not `… is stealing my yogurt`)
    r"|\bwhich one of (?:you|us)(?: guys| folks)? is (?:the|our)\b"
    r"|\bwho (?:set|configured|built|designed|integrated) (?:that|those|it|them) up for us\b"
    r"|\bwho(?:d| would)(?: actually)? know(?: (?:how|about)\b|[?!. ]*$)"
    # (`whose garbage code is this` is blame)
    r"|\bwhose (?:(?!garbage|crap|crappy|shitty|terrible|awful|broken|stupid|dumb|bad)[\w-]+ )?"
    r"(?:area|tools?|pipelines?|services?|code|page|feature|dashboards?"
    r"|component|module|repo|system|app|scripts?|models?|project|domain|responsibility|flows?"
    r"|bugs?|problem|issue"
    r"|logic|integrations?|reports?|screens?|rules?|exports?|imports?|sync|api|queues?)"
    r" (?:is|are)"
    r" (?:that|those|these|this)\b"
)

# Blame, sarcasm and sighs, not requests: `who keeps force pushing to main`, `who even
# understands webpack`, `who runs windows on a server in 2024`, `..., who knows it? nobody`.
_NOT_ASKED = re.compile(
    # (but `who keeps the servers running` is a job)
    r"\bwho (?:keeps(?! (?:the|our) (?:[\w-]+ ){1,3}" + _KEPT_SO + r"\b"
    r"| (?:an eye on|track of)\b)"
    r"|kept|always|even|the hell|tf)\b|\b(?:anyway|seriously|honestly who)\b"
    r"|\bin 20\d\d\b|\bnobody[?!. ]*$|\bno one[?!. ]*$"
    # a change to review (`https://github.com/…/pull/1234 can someone take a look`)
    r"|https?://\S*/(?:pull|merge_requests|pulls)/\d+"
    # praise: `who wrote these onboarding docs, theyre great`
    r"|\b(?:great|awesome|amazing|kudos|thanks|thank you|nice work|well done|so good|brilliant"
    r"|excellent|so clean|gorgeous|legends?|hero|respect|lifesaver|a star|a joy|love it|cool"
    r"|readable|nicely|so fast now|cursed|cute|beautiful|so nice|(?:huge|big) fan|10/10|slaps"
    r"|(?:i love|love (?:the|how|it|them))(?![^.?!]*"
    r"\bbut\b))\b"
    # the very things at hand: `who writes these commit messages`, `who wrote this regex`
    # (`who decides these rules` asks whose they are)
    r"|\bwho (?!(?:owns|handles|maintains|runs|manages|decides|sets|tunes|configures)\b)\w+"
    r" these \w+|\bwho (?:wrote|made|built|designed|named|did) this\b"
    # a jab, a threat in jest, a sigh: `i will find you`, `show yourself`, `anyone? no?`
    r"|\b(?:lol|lmao|lmfao|haha\w*|jk|respectfully|show yourself|i will find you|i just want to"
    r" talk|begging|asking for a friend|why though|why tho)\b|\bno\?"
    # who is on it when, not who knows: `who's working on the login bug right now`
    r"|\b(?:this weekend|right now|after (?:[01]?\d|2[0-4])(?::\d\d)?(?:am|pm)?\b(?! (?:weeks?"
    r"|days?|months?|years?|hours?|mins?|minutes?|seconds?|reboots?|restarts?)\b))"
    # a fact asked, not a person: `anyone know which restaurant has vegan options`
    r"|\b(?:anyone|anybody|someone|somebody) (?:know|knows|knwo) (?:which|what|whats)\b"
)
# Words of report before a laugh that make the ask after it a request asked in any words
# (`lol autocomplete suggests barcelona venezuela before barcelona spain, who tunes that`),
# not a jab (`lol who tuned the mix to play only polka`).
REPORT_WORDS = 4
CHORE_WORDS = 12
# A chore of the day or the week: `who handles the release notes this week`, `whos taking
# notes today` (`stuck since this morning` and `for the 3rd time today` are trouble, and work
# `due next week` or `coming up next month` a deadline, which are asked about).
_CHORE_WHEN = re.compile(
    r"(?<!since )(?<!time )(?<!due )(?<!up )\b(?:(?:this|next) (?:week|sprint|month|time|friday"
    r"|monday)|today|tonight|tomorrow)\b"
)


# `anyone who has dealt with legacy code knows the pain`: said of everyone who has.
_SAID_OF_ALL = re.compile(
    r"(?<!is there )(?<!need )\b(?:anyone|anybody|everyone) who .+ \b(?:knows|understands|gets"
    r"|feels)\b"
)


# Who did a thing, then praise or a laugh at it: `who wrote the fp8 kernels? absolutely
# brilliant work`, `who set up the pii masking, i cant read anything now 😅`.
_DONE_BY = re.compile(r"\bwho(?:s| has| had)? (?:wrote|built|made|set up|setup|designed|did|created"
                      r"|set (?:it|them|that|this|those|these) up"
                      r"|added|fixed|named|picked|chose|drew|painted)\b")
_PRAISE_AFTER = re.compile(
    r"[,.?!;:]\s+(?:(?:they|it|that|this|those|these)(?:re|s| are| is| was| were)? )?"
    r"(?:(?:absolutely|really|so|pretty|actually|just|truly) )*(?:brilliant|great|awesome|amazing"
    r"|gorgeous|legend|legendary|beautiful|excellent|lifesaver|a lifesaver|fantastic|incredible"
    r"|superb|slick|chefs kiss|a masterpiece|genius|a work of art|hilarious|funny|cursed"
    r"|terrible|horrible|awful|a nightmare|a mess)\b"
)


# The one office word a customer's trouble makes the product's: what they are billed.
_INVOICES = re.compile(r"\binvoices?\b")
# Those the product serves: their trouble is asked about (asks_for_someone).
_CUSTOMER = re.compile(r"\b(?:customers?|clients?|shippers?|hauliers?|merchants?)\b|\bguests?"
                       r" (?:says?|said|reports?|reported|complains?|complained|cant|couldnt)\b")


_ASKED_AFTER_PRAISE = re.compile(r"\b(?:but|can|could|need|needs|want|wants|please|pls|how|why"
                                 r"|who|where)\b")


def praised_or_blamed(message: str) -> bool:
    """Whether a message asks who did a thing only to praise it, blame it or laugh at it."""
    typed = fold(P.visible(message))
    done = _DONE_BY.search(typed)
    if done is None:
        return False
    praise = _PRAISE_AFTER.search(typed, done.end())
    rest = typed[praise.end() :] if praise else ""
    praised = praise is not None and len(rest.split()) <= 5 and not _ASKED_AFTER_PRAISE.search(rest)
    # a laugh at the very thing at hand: `lol who named this service payout-engine-final`;
    # not at trouble told after the question (`… my tiles are all white 😅`)
    at_hand = re.match(r" (?:this|these|that|those)\b", typed[done.end() :]) is not None
    laughed = bool(LAUGH.search(message) or (at_hand and TONE.search(message)))
    told = re.split(r"[?!.,;]+", typed[done.end() :], maxsplit=1)[1:]
    told_more = bool(told) and len(re.findall(r"[a-z]+", told[0])) > 3
    return praised or (laughed and not told_more and not TROUBLE.search(typed))


# Of something said before (`it came up again, who fixed it`): asks about an event; but who
# can or does it asks for someone (`who can pull that`, `whos on it`, `who collects it`).
_PRONOUN_END = (r"(?:it|there|that|this|them)(?: (?:last time|again|before|originally"
                r"|back then))?[?!. ]*$")
_OF_AN_EVENT = re.compile(r" (?:(?:to|on|in|with) )?" + _PRONOUN_END)
# The same, with more told after it (`who collects it, the post has been there all week`).
# (`that` and `this` before a noun name it: `who fixed that tunneling thing`)
_OF_IT = re.compile(r" (?:(?:to|on|in|with) )?(?:it\b|them\b|(?:there|that|this)(?=[?!.,;:]|$))")
_ASKED_NOW = re.compile(r"\b(?:can|could|would|will|should)\b|^whod\b|^(?:whos|who is|who are) on$"
                        r"|[^s]s$")
# Any question for a person by what they did or do (`who hooked up that sync`, `anyone got
# marine experience`): the gates below and the closeness of some profile tell chatter apart.
_ANY_ASK = re.compile(
    # at the start of a message or a clause, not a relative `who` (`reviewer 2 who clearly…`,
    # `paired with jakub, who modelled the tables, all sorted`)
    r"(?:^|(?<=[^\w\s,])|(?<=[^\w\s,] )|(?<=, )(?=[^,]*$)|(?<=\blol )|(?<=\bso )|(?<=\band )"
    r"|(?<=\bbut )|(?<=\bok )|(?<=\bhey )|(?<=\balso )|(?<=\bugh )|(?<=\bq )|(?<=\bpls ))"
    r"(?:who(?:s|d)?(?: (?:is|has|had|would|will|should|do|does|did|can|could|on the team"
    r"|here|on here|actually|usually|normally|ever|else|else here)\b)*+"
    # not what is, was or will be done once (`who scaled the nodes down to zero`, `who is
    # presenting at the all hands`): blame, gossip and errands
    r" (?!" + _PRONOUN_END + r")"
    r"(?!(?:is|are|was|were|am|has|had|would|will|should|do|does|did|can|could"
    r"|cares|asked|wants?|needs|said|says|told|called|broke|else|won|lost|ate|took|stole|left"
    # (`who moved us off luigi` asks who migrated it)
    r"|moved(?! us (?:off|over to|onto)\b| (?:the|our) [\w-]+(?: [\w-]+)? (?:from|off) [\w.-]+"
    r" to\b)"
    r"|changed|deleted|pushed|merged|approved|unplugged|turned|knew|there|up|coming|going"
    r"|bringing|joining|in|got|free|around|available|driving|buying|paying|hosting|running"
    r"|clearly|keeps|forgot|scratched|booked|added|scaled|dropped|spilled|photographed|crashed"
    r"|killed|parked|borrowed|missed|skipped|renamed|removed|disabled|switched|reverted|visits"
    r"|visited|presenting|picking|booking|visiting|attending|covering|taking|leaving|sitting"
    r"|wearing|eating|ordering|chose|picked|programmed|the|a|an|my"
    r"|your|our|his|her|their|some|any"
    r"|[a-z]+er (?:at|than))\b)[a-z]{2,}\b"
    r"|(?:anyone|anybody|someone|somebody|whoever)(?: here| on the team)? (?:got(?! (?:a|an|any"
    r"|some|the|my|spare)\b)|good|into|touched|done|hacked|understand|understands|did|does|do"
    r"|looking into|looked into)\b"
    r"|need help [a-z]{3,}ing\b"  # `need help debugging a mirth channel`
    # `is someone on this?`, `is anyone dealing with that?`
    r"|\b(?:is|are) (?:anyone|someone|somebody|anybody) (?:on (?:this|that|it)|dealing with"
    r"|looking into)\b"
    # a report that ends in a call for help (`the as4 access point throws errors, help pls`)
    r"|(?<=[,.;:!] )help(?: (?:pls|please|plz|me|us))?(?=[?!. ]*$)"
    # or in a bare `anyone?` or `who?` (`float precision thing?? anyone`)
    r"|(?<=[,.;:!?] )(?:anyone|anybody|who)(?: here| at all)?(?=[?!. ]*$)"
    r"|which (?:one of the )?[a-z]+ (?:runs|owns|handles|built|knows|works on)\b"
    # an owner asked of whoever it is after what it tells (`e2e tests flaky on main again,
    # whose suite is that`, `…, who has a tool for that`): only a profile that stands out
    # answers
    r"|(?<=, )whose [a-z]+ (?:is|are) (?:that|this|it)(?=[?!. ]*$)"
    r"|(?<=[a-z]{3}[,.?!] )who has (?:that|this|a tool for (?:that|this))(?=[?!. ]*$)"
    r"|(?:does )?(?:anyone|anybody|someone|somebody) keep (?:an eye on|track of)\b"
    r"|whoever (?:wrote|built|owns|set up) the\b"
    # who did a piece of work (`who did the hit reg?`) or does the thing told (`need smth
    # fixed on both iphone and android, who does that`)
    r"|who did the (?!(?:dishes|coffee|washing|cleaning|shopping|drinks|lunch|food|cake|music"
    r"|playlist|seating|slides|booking|run)\b)[a-z]{3,}"
    r"|(?<=[a-z]{3}[,.?!] )who does (?:that|this)(?=[?!. ]*$))"
)


# Who has a thing, or whose it is, asked after what a message tells: of the work only after
# OWNER_TOLD_WORDS of it (`who has a tool for that`), or after trouble (`whose suite is that`).
_OWNER_ASKED = re.compile(r"(?P<has>who has (?:that|this|a tool))|whose [a-z]+ (?:is|are)\b")
OWNER_TOLD_WORDS = 6
# An ask of a word alone after what it tells (`…, who?`, `…, anyone?`).
_BARE = re.compile(r"(?:anyone|anybody|who)(?: here| at all)?")


def typed_ask(message: str) -> str:
    """The ask as typed: the reading's rewording makes `who built the search that…` a
    request; its words typed in a hurry are read as meant (`anyone knwo`, `who shoud i ask`)."""
    typed = correct_keywords(short_typos(fold(P.visible(message))))
    # as typed in India and Nigeria: `any one owns this?`, `whom to ask`, `who all should i
    # loop in`, `somebody has background in ride-hailing?`
    return rewrite(_AS_IN_INDIA, lambda m: _IN_INDIA.get(m[0], "who has"), typed)


_IN_INDIA = {"any one": "anyone", "whom": "who", "who all": "who"}
_AS_IN_INDIA = re.compile(r"\bany one\b(?! of\b)|\bwhom\b|\bwho all\b|" + SOMEONE_HAS)


# `does anyone know?` after what it asks, with nothing known named after it.
_ANYONE_KNOW = re.compile(
    r"(?i)\b(?:does|do|did) (?:anyone|anybody|someone|somebody|any1|you|u|yall|y'all)"
    r"(?: here)? know\s*\?"
)
_WHO = re.compile(r"(?i)\b(?:who|whom|whose|whos|who['’]s|which)\b")


def asks_for_someone(
    message: str, prefix: str, any_words: bool = False, errands: bool = True
) -> bool:
    """Whether a message asks for someone who knows, does or owns something, and is not
    blame, praise, a jab, an office errand or a chore of the day. `any_words`: asked in any
    words (`who hooked up that sync`), not only the ways of asking above, and after a laugh
    at what it tells (`lol autocomplete suggests barcelona venezuela, who tunes that`), to
    be answered only by a profile that stands out. `errands=False`: even when it names one
    of the office's errands (`invoices`, `tax`), which may be the team's very work."""
    known = _ANYONE_KNOW.search(message)
    if known is not None and not _WHO.search(re.split(r"[.?!]", message[: known.start()])[-1]):
        # `is tomás joining the call today, does anyone know?`: a fact asked (not `who set
        # those dashboards up, does anyone know?`)
        return False
    text = clean(message, prefix)[0]
    typed = typed_ask(message)
    ask = ASKS_FOR_SOMEONE.search(typed)
    plain = ask is not None
    if ask is None and any_words:
        ask = _ANY_ASK.search(typed)
        asked = ask[0].lstrip(", ") if ask else ""
        of_it = ask is not None and _OF_IT.match(typed, ask.end()) is not None
        if ask and asked.startswith("who") and of_it and not _ASKED_NOW.search(asked):
            return False
        if of_it and not typed[: ask.start()].strip():
            return False  # `who collects it, the post has been there all week`: told after
    if ask is None:
        return False
    if _BARE.fullmatch(ask[0].strip(", ")) and O.OUTINGS.search(typed):
        return False  # `going to the pub after work, who?`: who is coming
    before = typed[: ask.start()]
    if _DO_THAT.match(ask[0]) and not NEED.search(before):
        return False  # `wei rewrote the backend in a weekend, who can do that`: admiration
    in_trouble = troubled(before)
    owner = None if plain else _OWNER_ASKED.match(ask[0].lstrip(", "))
    if owner and (len(before.split()) < OWNER_TOLD_WORDS if owner["has"] else not in_trouble):
        return False  # `the table in 3a wobbles, who has a tool for that`, a scarf's owner
    if re.match(r"(?:so )?whose (?:is|are)\b", ask[0].lstrip(", ")) and not (
        TROUBLE.search(before) or re.search(r"\bstill\b", before)
    ):
        return False  # `a hoodie with a google logo on my chair, whose is that`: lost property
    if "🙃" in message and not in_trouble:
        return False  # `…400 changes, who touched the state file 🙃`; after trouble, a sigh
    if TONE.search(message):
        # a sigh at trouble told before the ask (`nightly perf ci is red again lol who owns
        # it`) still asks; a laugh anywhere else is a jab
        sighed = in_trouble and TONE.search(before) and not LAUGH.search(before)
        told = any_words and len(TONE.sub(" ", before).split()) >= REPORT_WORDS
        after = typed[ask.start() :]
        # `…spits garbage, need someone who speaks that protocol 😅`: unease, not a laugh
        uneasy = in_trouble and {m[0] for m in TONE.finditer(after)} == {"😅"}
        # `the cron job crashed lol who wrote it` is blame
        if _DONE_BY.match(after) or (TONE.search(after) and not uneasy) or not (
            sighed or told or uneasy
        ):
            return False
        typed, text = TONE.sub(" ", typed), TONE.sub(" ", text)
    # a chore of the day is asked in a few words (`who's on standup today`); a longer message
    # tells of trouble today
    chore = len(typed.split()) <= CHORE_WORDS and bool(_CHORE_WHEN.search(typed)) and not (
        in_trouble
    )
    # an invoice in a customer's trouble is the product's, not an office errand (`customer got
    # an invoice where the last page is missing`)
    theirs = bool(_CUSTOMER.search(typed) and TROUBLE.search(typed))
    said = [_INVOICES.sub(" ", t) if theirs else t for t in (typed, text)]
    errand = errands and any(O.ERRANDS.search(t) for t in said)
    return not chore and not errand and not O.CHORE_DONE.match(typed) and not any(
        r.search(typed) or r.search(text)
        for r in (_NOT_ASKED, _SAID_OF_ALL, O.LIFE, O.WHO_TOOK, O.FAVOUR)
    )


# Who can do what was just told, and a need told (`need last night's backup restored
# somewhere, who can do that`), not a feat (`she shipped it in a weekend, who can do that`).
_DO_THAT = re.compile(r"who (?:here )?(?:can|could) do\b")
NEED = re.compile(
    r"\b(?:need|needs|needed|want|wants|wanted|has to|have to|must|gotta|got to|asked (?:for|us"
    r"|me)|asking for|asks for|requires?|required)\b"
)


def asked_after(message: str) -> bool:
    """Whether a request in any words asks only after what it tells, by who is on it or a
    call for help (`the finapi sync broke for sparkasse, whos on it`, `as4 errors again,
    help pls`): the same words close a tale of the office's trouble (`the fire door is stuck
    open, whos on it`)."""
    typed = typed_ask(message)
    ask = _ANY_ASK.search(typed)
    return ask is not None and (
        ask[0].lstrip(", ").startswith("help") or _OF_AN_EVENT.match(typed, ask.end()) is not None
    )


# The words a tale told before an ask in any words has at least for the ask to be of it.
TALE_WORDS = 6


def told_at_length(message: str) -> bool:
    """Whether a request in any words (asks_for_someone) comes after a tale of at least
    TALE_WORDS words (`big hotel group wants api access for their own dashboards, who hands
    out api keys`): it asks of what it told as plainly as the ways of asking above, unless
    it asks who did a thing once or who else (`the standup moved to 9:15, who voted for
    that`, `my train is late again, who else is stuck`)."""
    typed = typed_ask(message)
    ask = _ANY_ASK.search(typed)
    return ask is not None and len(query_words(typed[: ask.start()])) >= TALE_WORDS and not (
        _ONCE_OR_ELSE.match(typed, ask.start())
    )


# Who did a thing once, or who else: gossip and company after a tale, not a request.
# (`who is experienced with…`, `who has used…` ask for someone who can still do it)
_ONCE = (r"(?:[a-z]+ed|ran|put|brought|known|heard|did|went|made|took|got|saw|kept|came|left|won"
         r"|lost|ate|bought|sent|wrote|thought|told|said|found|gave|let|drew|drove|paid|sat|stood"
         r"|threw|wore)\b")
_ONCE_OR_ELSE = re.compile(
    rf"(?:who|who had) (?:actually )?(?:else\b|{_ONCE})"
    r"|(?:whos|who is|who has) (?:actually )?else\b"
)


# An errand's word that a quarter of the team's profiles hold is the team's work (`invoices`
# where invoicing is the product, `music` at a streaming company), not the office's.
TEAM_WORK_SHARE = 0.25


def errands_are_work(d: Directory, message: str, errands: re.Pattern[str] = O.ERRANDS) -> bool:
    """Whether a message names the office's errands (or outings) only in words of the team's
    work (`a card got blocked` at a payments company)."""
    said = [w for m in errands.finditer(typed_ask(message)) for w in query_words(m[0])]
    text = d.text
    return bool(said) and text is not None and all(
        text.share(w) >= TEAM_WORK_SHARE for w in said
    )
