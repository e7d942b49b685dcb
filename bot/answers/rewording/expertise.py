"""Expertise asked in the asker's own words, written as a skill or a topic asked of people:
`kafka question, who should I ping`, `who can review my cuda code`, `who could take over the
ingestion service? it's go + kubernetes`, the thing named first and then called `it` or `that`,
and what goes wrong with a thing (`c++ template errors`) asked as the thing."""

from __future__ import annotations

import re

from bot.answers import office_talk as O
from bot.answers.rewording.known import known_skill, vocab
from bot.answers.rewrite import rewrite
from bot.answers.who_knows_a_thing import of_work
from bot.search.text import key
from bot.search.vocab import bundled_vocab, programming_languages

# `kafka question, who should I ping`: who knows the thing the question is about.
_TOPIC_FIRST = re.compile(
    r"^(?P<topic>[a-z0-9][\w+#./ -]{0,48}?) (?:question|questions|q|issue|problem|bug)"
    r" ?[,:;!?-]+ ?(?P<rest>.+)$"
)
_WHOM = re.compile(
    r"^(?:so |ok )?(?:who|whos|who is|anyone|any1|anybody|someone|somebody)(?: (?:should|can"
    r"|could|do|would|to|here|around))*(?: (?:i|we|u|you))?(?: (?:ping|ask|bug|talk to|go to"
    r"|reach out to|contact|tag|poke))?(?: (?:about (?:it|this|that)|for (?:it|this|that)))?"
    r"(?: (?:the|our|an|a|any|resident))?(?: (?:expert|experts|person|guy|go ?to|go-to|pro|wizard"
    r"|guru|one|good (?:with|at) (?:it|this|that)|knows? (?:it|this|that)))?(?: here)?[?!. ]*$"
)
# What a question before `who should I ask` says of itself or of the office, not of a thing
# anyone knows: `weird bug, anyone?`, `visa question, who should I ask`.
_NO_TOPIC = frozenset(
    "strange weird random stupid dumb quick silly odd general small big basic simple easy hard"
    " tough tricky noob newbie beginner interesting another one a my this that some other new"
    " old follow-up followup side personal work team process hr admin logistics budget visa"
    " printer parking vpn laptop office wifi access travel expense expenses payroll benefits"
    " onboarding desk badge calendar meeting".split()
)
# What goes wrong with a thing is not what anyone's profile names: `c++ template errors`,
# `nccl hangs`, `torch.compile bug` ask for the thing.
_TROUBLE = re.compile(
    r"(?<=[\w+#]) (?:errors?|bugs?|hangs?|crash(?:es|ing)?|failures?|failing|warnings?|flakiness"
    r"|regressions?|weirdness|woes|headaches?|lag|problems?)\b"
)
# Only in a request for help with it: `anyone else getting cuda errors?` is chat.
_HELP_WITH = re.compile(
    r"\b(?:help(?: me| us| out)? with|who can help$|ask about|(?:knows?|know) about|debug"
    r"|debugging|fix|fixing"
    r"|look (?:at|into)|deal with|dealt with|experience with|familiar with)\b"
)


def _trouble(m: re.Match[str]) -> str:
    # `strange problem, who can help` names no thing: the words stay as typed
    before = m.string[: m.start()].split()
    return m[0] if before and before[-1] in _NO_TOPIC else ""


# `who can review my cuda code`: who knows cuda (`review my PR` alone is office talk).
_REVIEWER = re.compile(
    r"\b(?:who can|who could|who (?:wants|wanna) to|can (?:someone|anyone|somebody)"
    r"|could (?:someone|anyone|somebody)|(?:someone|anyone|somebody)(?: who can)? to"
    r"|any(?:one|body) (?:able|free) to) (?:review|look at|check|go over|sanity[- ]check|debug"
    r"|take a look at)(?: my| our| this| a| an| the| some)?"
    r" (?!(?:my|our|this|a|the|some|pr|prs|code|change|changes)\b)"
    r"(?P<thing>[\w+#.-]+(?: [\w+#.-]+)?)"
    r" (?:code|change|changes|pr|prs|diff|patch|query|queries|config|script|module|setup"
    r"|pipeline|pass|passes|kernel|kernels|design|rfc|doc|proposal|migration)\b"
    r"(?: for (?:us|me|the team))?"
)
# `our go-to for kubernetes`: an expert in it (not the language go)
_GO_TO = re.compile(r"\bgo[- ]?to(?: person| guy| gal| people| expert| dev)?(?: for| on| in)\b")
# `video codecs like h264?`: the example names what is asked
_FOR_EXAMPLE = re.compile(
    r"\b(?!(?:looks?|feels?|seems?|sounds?|would|i|id|we|you|they|just|more|something"
    r"|anything|stuff|things?|anyone|anybody|any1|someone|somebody|people|folks|ppl|devs?"
    r"|others|who|whos|is|are|any|one|ones|a lot|lot)\b)[a-z][\w+#.-]*(?: [a-z][\w+#.-]*)?"
    r" (?:like|such as|e\.?g\.?|esp\.?|especially) ([\w+#.-]+)(?=[?!. ]*$)"
)
# `who understands the rust borrow checker deeply`: who knows it
_UNDERSTANDS = re.compile(
    r"^(?P<who>who|whos|anyone|anybody|someone|somebody)(?: here)? (?:really |truly |deeply )?"
    r"(?:understands?|groks?|gets) (?P<t>.+?)(?: (?:deeply|well|really well|inside out|in depth"
    r"|thoroughly))?$"
)
# `who could help me understand our gpu stuff`: who knows it
_HELP_UNDERSTAND = re.compile(
    r"\b(?:could|can|would|to) help (?:me|us|a newbie|a new hire) (?:understand|learn|get up to"
    r" speed (?:on|with)|get into|make sense of|figure out|wrap my head around|navigate)"
    r"(?: (?:our|the|this|some|how|what))?(?: (?:our|the|this|some))?\b"
)
# `who could help me speed up my variant calling pipeline`, `who looks after the lims`: who
# knows the thing to be fixed, sped up or looked after
_FIX_MY = re.compile(
    r"\b(?:(?:could|can|would|to) help (?:me|us) (?:to )?|(?:could|can|would) )?(?:speed up|make"
    r" faster|optimi[sz]e|fix|debug|cut|reduce|tune|untangle|sort out|look after|looks after"
    r"|take care of|takes care of|is responsible for|are responsible for)"
    # (or of a thing told before: `…, who looks after that`)
    r" (?:my|our|the|this|these|those|some|that(?= stuff| thing|[?!.]*$)|it(?=[?!.]*$))\b"
    # `who deals with alerting`, `who usually handles backfills`, `who keeps an eye on cost`,
    # `who owns the release pipeline`: who knows it
    r"|(?<=^who )(?:usually |normally |mostly |actually |really )?(?:deals with|handles|owns|runs"
    r"|manages"
    r"|keeps an eye on"
    r"|looks after|takes care of"
    # (`who set up the gpu cluster without monitoring` is blame)
    r"|designed|built"
    # (`who made slotfinder`, one thing named alone; not `who made the tv app boot faster`)
    r"|made(?= (?!(?:it|that|this|them|those|these|one|everything|something|anything|sense"
    r"|sure|lunch|dinner|coffee|tea|cake)$)[\w+#.-]+$)"
    r"|(?:wrote|implemented|created|set up|setup|makes|configured)"
    # (or one thing named alone: `who set up loki`, `who configured keycloak`)
    r"(?!.*\b(?:without|with no)\b)(?= (?!(?:it|that|this|them|those|these|one|everything"
    r"|something|anything)$)[\w+#.-]+$|(?: (?:the |our )?(?:[\w+#.-]+ ){0,3}"
    r"(?:system|engine|library|lib|framework|compiler|scheduler|runtime|allocator|parser"
    r"|renderer|driver|sdk|service|kernels?|module|plugin|backend|toolchain|protocol|database"
    r"|index|cache|queue|pipeline|server|cluster|dashboards?|charts?|graphs?|apps?|alerting"
    r"|alerts?|alarms?|monitoring|viewer|website|site)\b)))\b"
    # the office's services, things and days: `who handles IT requests`, `who owns the coffee
    # machine`, `who runs the retro today`
    # (`who handles the payroll system` asks of a system of work)
    r"(?! " + O.OFFICE_THINGS + r"(?! (?:and (?:the )?[\w-]+ )?(?:system|systems|api|tool"
    r"|platform|software|integration|app|portal|database)\b)| (?:the |our |this )?team\b)"
    r"(?: (?:the|our)\b)?"
)
# What is kept going or sorted out that is no work: `who keeps the team going`, `the plants
# alive`, `who's sorting out the visas for the offsite`, `who keeps the budget on track`.
_NOT_KEPT = re.compile(
    r"\b(?:team|party|parties|morale|vibes?|mood|energy|spirits|conversation|chat|banter|office"
    r"|lights|plants?|coffee|fridge|kitchen|snacks?|music|playlist|fire|dog|cat|budgets?|visas?"
    r"|christmas|holidays?|rota|diary|calendar|tickets for|travel|hotel|flights?)\b"
)
# `who keeps the visual regression tests ticking over`: who knows them (`who keeps the gpu
# clusters healthy`, `running`, is compared by its words as a thing owned: bot.answers.nearest)
_KEEPS_GOING = re.compile(
    r"^(?:who(?:s| is)?|is (?:someone|anyone|anybody|somebody)) (?:keeps|keeping) (?P<t>(?:the"
    r"|our|those|these) [^?!.]{3,60}?) (?:ticking over|ticking along|going|alive|green|working"
    r"|in shape|afloat|humming|on track|up to date)[?!. ]*$"
)
# `who keeps the clinical safety hazard log`: who maintains a record of work (not `the visitor
# log`, bot.answers.office_talk)
_KEEPS_RECORD = re.compile(
    r"^(?:who(?:s| is)?|is (?:someone|anyone|anybody|somebody)) (?:keeps|keeping)"
    r" (?P<t>(?:the|our) (?!" + O.KEPT_BY_THE_OFFICE + r"\b)(?:[\w+#.-]+ ){0,4}(?:log|register"
    r"|records|docs|documentation|tracker|wiki|runbooks?|inventory|catalogue|catalog|changelog"
    r"|roadmap))(?=[,;:?!. ]|$)"
)
# `who's sorting out our secrets`, `is someone chasing up broken links`, `who's trying to get
# our cloud spend down`: who is at work on it, and knows it (not the particle after it)
_AT_WORK_ON = re.compile(
    r"^(?:whos|who is|is (?:someone|anyone|anybody|somebody)) (?:(?:sorting|chasing) (?:out |up )?"
    r"|trying to (?:get|bring|cut|reduce|fix|sort out|improve|speed up|tidy up|clean up) )"
    r"(?P<t>(?:the|our|those|these|all|any|broken|old|stale|where|how)\b[^?!.]*?)"
    r"(?: (?:down|up|under control|sorted|fixed|back on track))?[?!. ]*$"
)


def _kept(m: re.Match[str]) -> str:
    if _NOT_KEPT.search(m["t"]) or re.search(O.OFFICE_THINGS, m["t"]) or O.OUTINGS.search(m["t"]):
        return m[0]
    return f"who knows {m['t']}"


# `the fax gateway drops pages, who owns that`: who knows what was told before the ask (its
# asking word is no word of the thing)
_OWNS_WHAT_WAS_TOLD = re.compile(
    r"[,.;!?]+ who(?:s| is)? (?:usually |normally |typically )?(?:(?:owns|handles|runs|manages"
    r"|maintains|set up|setup|sets up) (?:that|this|it|those|these)(?: stuff| things?| parts?"
    r"| bits?| requests)?|sets? (?:that|this|it|those|these) up)[?!. ]*$"
    # `hip fracture audit submission due friday, who normally does that`: a task of routine
    r"|[,.;!?]+ who (?:usually|normally|typically) (?:does|do|did) (?:that|this|it)[?!. ]*$"
)
# `I keep hearing about XLA, has anyone worked on it?`, `someone mentioned FP8 in standup,
# who works on that?`: the thing named first is what `it` or `that` stands for
_ASKED_AFTER = (
    r"(?:[,.;!?:]+ | )(?P<q>(?:who|whos|anyone|anybody|has anyone|does anyone|did anyone|is anyone"
    r"|has anybody|does anybody|is there anyone|any1|do we have|have we got|got)\b.*?"
    r"\b(?:knows?|know about|worked on|works on|work on|worked with|work with|contributed to"
    r"|maintains?|used|uses|use|done|does"
    r"|do|experience with|familiar with|deals? with|touched|cares? about|best with|good with"
    r"|worked on)\b.*?)"
    r"\b(?:it|that|this|those|them|these)\b(?P<rest>.*)$"
)
_ANTECEDENT = re.compile(
    r"^(?:.*? )?(?:mentioned|hearing about|heard about|heard of|talking about|reading about"
    r"|asking about|curious about|questions? about|looking into|read about|saw|seen"
    r"|keeps? (?:saying|mentioning|asking for|asking about)|congrats on(?: the)?)"
    r" (?P<t>[\w+#./-]+(?: (?!(?:release|launch|rollout|ship)\b)[\w+#./-]+)?)"
    r"(?: (?:release|launch|rollout|ship|v?\d[\w.]*))?"
    r"(?: (?:in|at|during|on|from|for|earlier|today|yesterday)"
    r"(?: [\w-]+){0,4})?"
    # `… in standup and i nodded like i understood, who works on that`: of the asker
    r"(?: and (?:i|we) [^,.;?!]{0,60})?" + _ASKED_AFTER
)
# `seeing a spike in account takeovers on wallet logins since tuesday, who would know abt
# that`: what there is more of is what `that` stands for
_SPIKE_IN = re.compile(
    r"^(?:.*? )?(?:seeing|getting|hitting|noticing|have|had|got|theres|there is|we have"
    r"|were seeing|were hitting|hit)(?: a| an| some| lots of| a lot of)?(?: [\w-]+)? (?:spike"
    r"|surge|wave|flood|rise|increase|uptick|jump|bunch|lot|problems?|issues?|bugs?|crash(?:es)?"
    r"|errors?|failures?|leaks?) (?:in|of|with) (?P<t>[\w+#./-]+(?: [\w+#./-]+)?)"
    r"(?: (?:on|in|at|since|from|for"
    r"|during|after)(?: [\w-]+){1,6})?" + _ASKED_AFTER
)
# `the bootguard repo came up in a client call, who has contributed to it`
_ANTECEDENT_FIRST = re.compile(
    r"^(?:the |this |that |contributed to )?(?!(?:it|this|that|he|she|they|something|stuff"
    r"|everything|nothing)\b)(?P<t>[\w+#./-]+(?: [\w+#./-]+)?)"
    r"(?: (?:repo|repository|project|library|lib|tool|framework))? (?:came up|comes up"
    r"|keeps coming up|was mentioned|got mentioned|is mentioned|popped up)(?: [\w-]+){0,5}"
    + _ASKED_AFTER
)
# `shader permutations exploding again, who owns that stuff`, `release pipeline is red again
# who owns that`: the thing in trouble, named first, is what `that` stands for
_TROUBLE_FIRST = re.compile(
    r"^(?:the |our |my |this |that )?(?P<t>(?!(?:is|are|was|were|keeps|has|have)\b)[a-z][\w+#./-]*"
    r"(?: (?!(?:is|are|was|were|keeps|has|have|just|went)\b)[a-z][\w+#./-]*){0,2})"
    r" (?:is |are |keeps |has been |have been |just |went )?(?:exploding|crashing|timing out"
    r"|hanging|leaking|deadlocking|segfaulting|drifting|hitching|stalling|thrashing|OOMing"
    r"|oom(?:ing)?)\b[^?]*?[,.!;]? (?P<q>who(?:s| is)? (?:owns|knows|handles|runs|maintains"
    r"|looks after|wrote|built|is on)) (?:that|this|it)(?: stuff| thing| part)?$"
)
# `the postgis upgrade broke the depot queries on staging again, who knows about that`,
# `depot-router tests are flaky since monday, who's worked on that repo`: the thing named
# first, in trouble, is what `that` or `it` stands for
_BROKE_FIRST = re.compile(
    r"^(?:the |our |my |this |that )?(?P<t>(?!(?:is|are|was|were|it|we|i|they)\b)[a-z][\w+#./-]*)"
    r"(?: (?P<n>upgrade|update|migration|bump|deploy|deployment|rollout|change|config|setup|job"
    r"|jobs|cluster|build|tests?|dag|dags|pipeline|service|integration|provider|client|driver"
    r"|repo|queries|query|index|worker|workers|consumers|producers|pods|nodes|containers)"
    r"(?: for [\w -]{1,30}?)?)? (?:just |again |totally |"
    r"completely )?(?:broke|is broken|are broken|breaks|failed|fails|is failing|are failing"
    r"|is flaky|are flaky|is eating|keeps|keep|is timing out|times out|is down|went down|is red"
    r"|are red|is slow|is stuck|died|crashed|is crashing|is leaking|stopped)\b[^?]*?"
    + _ASKED_AFTER
)
# `the staging cluster is acting up and i have zero clue about k8s, who knows it here`, `im
# about to refactor recsys-core, who contributed to it`: the one skill of the remark (or, of
# contributions, the one repository named with a hyphen or slash) is what `it` stands for
_IT_AFTER = re.compile(
    r"^(?P<remark>.+?)(?P<sep>[,.;!?]+) (?P<q>(?:so )?(?:who|whos|anyone|anybody)"
    r"(?: here| on the team)?"
    r" (?:knows|know|has contributed to|contributed to|contributes to|has worked on|worked on"
    r"|works on)) (?:it|that|this)\b(?P<rest>(?: here| around| on the team)?"
    r"(?: so .*)?[?!. ]*)$"
)


def _it_after(m: re.Match[str]) -> str:
    if _SCORN.search(m["remark"] + m["sep"]):
        return m[0]  # `php is dead, who knows it`: a sigh, not a question
    said = [w.strip(",.;:!?()'\"") for w in m["remark"].split()]
    named = {w for w in said if re.fullmatch(r"[a-z][\w.-]*/[\w.-]+", w)}
    if len(named) == 1 and "know" not in m["q"]:
        return f"{m['q']} {named.pop()}"  # `… lives in kubernetes/kubernetes, who worked on it`
    if "contribut" in m["q"]:
        named = {w for w in said if re.fullmatch(r"[a-z][\w.]*[-/][\w./-]+", w)}
    else:
        pairs = [" ".join(said[i : i + 2]) for i in range(len(said) - 1)]
        named = {w for w in pairs if known_skill(w)}
        named |= {w for w in said if known_skill(w) and not any(w in p.split() for p in named)}
        named -= _NOT_IT
    if len(named) != 1:
        return m[0]
    return f"{m['q']} {named.pop()}"


# A remark that scorns the thing it names.
_SCORN = re.compile(
    r"\b(?:hate|hates|dead|terrible|awful|cursed|garbage|sucks|seriously|ugh|lol|lmao"
    r"|why would)\b|\?"
)
# Words the vocabulary knows as skills that a remark uses in their everyday sense.
_NOT_IT = frozenset(
    "go make build test tests testing design data cloud code review release ship deploy"
    " shipping planning support access search".split()
)
# `the cli tool the auditors gave us is written in golang, who can read that`: the language
_WRITTEN_IN = re.compile(
    r"^.*?\b(?:written|built|implemented|coded|done) (?:in|with) (?P<t>[\w+#.-]+)(?![\w+#])"
    r"[^?]*?[,.;!?:]+"
    r" (?:(?:so )?who(?: here| on the team)? (?:can|could|would be able to|is able to|knows how to)"
    r" (?:read|review|maintain|work on|debug|fix|help with)"
    # `… is to be built in react; could someone tell me who in the team is familiar with it?`
    r"|(?:(?:could|can|would) (?:someone|somebody|you|anyone)(?: please| kindly)? (?:tell me"
    r"|advise|confirm|let me know) )?(?:is there )?(?:who|anyone|anybody|someone|somebody"
    r"|a colleague)(?: here| in the team| on the team)?(?: who)?(?: is| are)? (?:familiar"
    r"|conversant|comfortable|experienced|proficient|fluent|handy) (?:with|in))"
    r" (?:that|it|this|those)(?: code)?[?!. ]*$"
)
# `rbc folks asked about malaria forecasting for the rainy season, who should i ask`
_ASKED_ABOUT = re.compile(
    r"^.*?\basked (?:about|for|if we (?:ever )?(?:did|do|have)) (?P<t>[a-z][\w+#./-]*(?: [a-z]"
    r"[\w+#./-]*){0,3}?)(?: (?:for|in|at|during) [^,]+)?,? who (?:should|do|can|could) (?:i|we)"
    r" (?:ask|ping|bug|talk to|loop in|pull in)$"
)


def _broke_first(m: re.Match[str]) -> str:
    # a skill's or a repository's part in trouble (`the postgis upgrade`, `depot-router
    # tests`), or a repository named in full (`apache/airflow is eating our connections`);
    # not a thing of the office (`the deploy broke again`, `slack keeps crashing`)
    part = m["n"] is not None and (known_skill(m["t"]) or "-" in m["t"] or "/" in m["t"])
    named = _REPO_NAMED.fullmatch(m["t"]) is not None and not known_skill(m["t"])
    tool = known_skill(m["t"]) and m["t"] not in _OFFICE_TOOLS  # `cuda keeps crashing`
    return _antecedent(m) if part or named or tool else m[0]


# Tools of the office that are also topics: `slack keeps crashing` is office talk.
_OFFICE_TOOLS = frozenset(
    "slack jira confluence excel outlook teams zoom jenkins vpn wifi printer gmail notion figma"
    " chrome firefox windows macos email calendar sheets docs".split()
)


_REPO_NAMED = re.compile(r"[a-z][\w.-]+/[\w.-]{2,}")


def _antecedent(m: re.Match[str]) -> str:
    rest = rewrite(r"^ (?:btw|tho|though|lol|pls)\b", "", m["rest"])
    return f"{m['q']}{m['t']}{rest}"


# `who could take over the ingestion service? it's go + kubernetes`: who knows what it is
_TAKE_OVER = re.compile(
    r"^(?:who|anyone|anybody|someone|somebody)(?: here)?(?: (?:could|can|would|wants to"
    r"|is willing to))? (?:take over|own|maintain|pick up|inherit|work on|help (?:with|on)"
    r"|support|help out (?:with|on))\b[^?]*\? (?:its|it is|thats|that is)"
    r"(?: (?:all|mostly|written in|in|built (?:with|on|in)|a))? (?P<t>.+)$"
)
# `rust or go, who has both`: the two together
_BOTH = re.compile(
    r"^(?P<x>[\w+#.-]+) or (?P<y>[\w+#.-]+),? (?:who|whos|anyone|anybody)(?: here)?"
    r" (?:has|have|knows?|does|do|got) both$"
)
# `anyone in europe who could pair with lukas on rust`: who knows it, but him
_PAIR_WITH = re.compile(
    r"\b(?:who|that) (?:could|can|would|might|is able to) (?:pair|work|team up|collaborate"
    r"|help) with (?P<n>[a-z][\w.-]*) (?:on|with) (?P<t>[\w+#./-]+(?: [\w+#./-]+)?)"
)


# `any js people around?`, `flink or dbt folks pls`, `java script folks where u at`: who
# knows it (`berlin folks` are people in a place, read elsewhere)
_FOLKS = re.compile(
    r"^(?P<before>.*?[,.;!?] )?(?:any |all |the |our |calling all )?"
    r"(?P<t>[a-z][\w+#.-]*(?: [\w+#.-]+){0,3}?)"
    r" (?:folks|people|ppl|devs|peeps|experts|gurus|wizards|nerds|crew|heads|users)"
    r"(?P<call>(?: (?:around|here|online|in here|pls|please|where u at|where you at|anyone|out"
    r" there))*)(?P<rest>[?!.,]*(?: .*)?)$"
)


def _folks(m: re.Match[str]) -> str:
    parts = re.split(r" (?:or|and|&) |, ", m["t"])
    companies = vocab()[0].companies
    known = [p for p in parts if (known_skill(p) or known_skill(p.replace(" ", ""))) and (
        key(p) not in companies  # `nvidia people` work there
    )]
    if not known or len(known) != len(parts):
        return m[0]
    said = " or ".join(p.replace(" ", "") if not known_skill(p) else p for p in parts)
    rest = m["rest"] or ""
    if m["before"]:
        # `thinking of rewriting the tile proxy in golang, any go folks around who could tell
        # me if thats dumb`: asked after a remark only with what for
        asks = r" who (?:could|can|would|might) (?:tell|help|look|explain|advise)\b"
        if not re.match(asks, rest):
            return m[0]
        return f"who knows {said}"
    # called (`flink folks pls`, `any js people around?`), not told (`go folks, standup moved`)
    if not (m["call"] or rest.startswith("?")):
        return m[0]
    return f"who knows {said}{rest}"


# What people read that is no code: `who here can read music`.
_READ_NOT_CODE = frozenset("music maps minds people english docs japanese chinese".split())


def _experience_for(m: re.Match[str]) -> str:
    """Experience of a thing typed before the word and a purpose after it, as experience in
    the thing when it is a thing of work (of_work); a company's (`anyone with google
    experience`) is having worked there."""
    if m[2] in vocab()[0].companies or not of_work(m[2], m.string):
        return m[0]
    return f"{m[1]} experience in {m[2]} "


# Skills that are everyday words too: `a make task`, `a spring job`, `a maths problem`.
_EVERYDAY_WORDS = frozenset("make spring math maths chess rest less next express flow".split())


def reword_expertise(text: str) -> str:
    """The message with the expertise it asks for written as who knows it."""
    text = rewrite(_FOLKS, _folks, text)
    # `if i had a python job, who'd be the top pick?`, `best person for a c# problem?`: who is
    # best at it
    text = rewrite(r"^(?:if (?:i|we) (?:had|have|got|get) |for )an? ([\w+#.-]+) (?:job|task|project"
                   r"|problem|bug|gig|ticket),? (?:who would be|whos|who is|who should be)"
                   r" (?:the |our |my )?(?:top pick|first pick|first choice|best bet|best pick"
                   r"|best person|best choice|go-to|go to)(?=[?!. ]*$)"
                   r"|^(?:the |our )?(?:best|top) (?:person|pick|bet|dev|one|choice) for"
                   r" (?:an? |the |our |this |my )?([\w+#.-]+) (?:problem|issue|bug|job|task"
                   r"|question|ticket)(?=[?!. ]*$)",
                   lambda m: f"who is best at {m[1] or m[2]}"
                   if known_skill(m[1] or m[2]) and (m[1] or m[2]) not in _EVERYDAY_WORDS
                   else m[0], text)
    # `who can write lua scripts`: who knows lua
    text = rewrite(r"\b(?:write|writes|writing) ([\w+#.-]+) (?:scripts?|code|programs?)\b",
                   lambda m: f"know {m[1]}" if known_skill(m[1]) else m[0], text)
    # `practical experience with smt solvers`: experience of it, whatever kind
    # (asked of anyone: `has farah got hands-on experience with i18n` asks of her)
    text = rewrite(r"^((?:who|whos|anyone|anybody|someone|somebody|is there|are there|does|do"
                   r"|did|any)\b.*?)\b(?:practical|hands-on|hands on|real-world|real world"
                   r"|real|production|professional|deep|extensive|solid|direct|prior|previous"
                   r"|proven|actual|industry|first-hand|firsthand|commercial) (?=experience"
                   r" (?:with|in|of|on|using)\b)", r"\1", text)
    # `xp w solidity`: experience with it
    text = rewrite(r"^(?:any(?:one|body)? (?:with |w )?)?(?:xp|exp) (?:w|with|in|on) ([\w+#.-]+)$",
                   lambda m: f"who has experience with {m[1]}" if known_skill(m[1]) else m[0],
                   text)
    # `who do i report that to`, `who do i call about it`: whom to ask, of no thing named
    text = rewrite(r"\bwho (?:do|should|can|could) (?:i|we) (?:(?:report|call|message|email"
                   r"|escalate|tell|send|forward) (?:that|it|this)(?: (?:to|about|up|on))?"
                   r"|(?:call|message|email|tell) about (?:that|it|this))(?=[?!.,]|$)",
                   "who should i ask", text)
    # `… keeps falling over, who do i call?`, `who do i ring?`, `who should i pass this on to?`
    text = rewrite(r"\bwho (?:do|should|can|could|shall) (?:i|we) (?:call|ring|phone|contact"
                   r"|(?:pass|hand|send|forward|escalate) (?:this|it|that)(?: on| over)? to)"
                   r"(?=[?!.,]|$)", "who should i ask", text)
    # `who here can read plain c`: who knows it
    text = rewrite(r"^(who(?: here| of us)?|anyone(?: here)?|does anyone|which of (?:you|us)(?: lot"
                   r"| guys| folks)?) (?:can|could)(?: actually| actualy| really)?"
                   r" (?:read|write|code in|program in)(?: plain| pure| good old)?"
                   r" ([\w+#./-]+)(?: code| source code| codebases?)?"
                   r"(?=\s*(?:[?!.,]|pls$|please$|$))",
                   lambda m: f"who knows {m[2]}"
                   if known_skill(m[2]) and m[2] not in _READ_NOT_CODE else m[0], text)
    # `who can do c++ for the autonomy stack`: who knows it, whatever it is for
    text = rewrite(r"^(?:who|anyone|anybody|someone|somebody)(?: here)? (?:can|could) do"
                   r" ([\w+#.-]+) for (?:the|our|a|an|this|that) [\w' -]{2,40}$",
                   lambda m: f"who knows {m[1]}" if known_skill(m[1]) else m[0], text)
    # `anyone with cryptography experience to review our signing scheme`: experience in it,
    # for what follows (_experience_for)
    text = rewrite(r"^((?:anyone|anybody|someone|somebody)(?: here)? with) ([\w+#.-]+)"
                   r" (?:experience|expertise|knowledge) (?=(?:to|for) )", _experience_for, text)
    # `whos solid in both c++ and unreal`: who knows both
    text = rewrite(r"\b(?:(whos |who is )|is |are )?(?:solid|strong|good|great|decent|experienced"
                   r"|comfortable) (?:in|at|with) (?=both\b|[\w+#.-]+ and [\w+#.-]+)",
                   lambda m: "who knows " if m[1] else "knows ", text)
    # `who would be the right person to consult regarding hdl testbenches`: who knows about it
    text = rewrite(r"^who(?:d| would| is)? (?:be )?the (?:right|best|go-to|go to) person to"
                   r" (?:consult|ask|talk to|contact|speak to)(?: regarding| about| on| for)? ",
                   "who knows about ", text)
    # `who's behind the appt reminder system`: who built it (not `behind the desk`, `behind
    # on the rota`, `behind me`)
    text = rewrite(r"^who(?:s| is| was| are| were)(?: really| actually)? behind (?=(?:the|our|this"
                   r"|that|those|these) (?!(?:wheel|desk|counter|door|curtain|camera|bar|scenes"
                   r"|times|building|office|joke|prank|idea|order|orders)\b)(?!"
                   + O.OFFICE_THINGS + r")[a-z])", "who built ", text)
    # `who all are involved in playlists work`: who works on it now (not `who was involved in
    # the outage`, `involved in the decision`)
    text = rewrite(r"^who (?:is|are) (?:involved|engaged) (?:in|with) (?!(?:the |this |that |our"
                   r" |a |an )?(?:decisions?|meetings?|calls?|discussions?|conversations?|hiring"
                   r"|interviews?|offsite|party|planning|retro|standup|incidents?|outages?|reviews?"
                   r"|process|trip|events?|plans?|it|this|that|them)\b)(?=[a-z])", "who works on ",
                   text)
    # `whom do i approach regarding the monthly statements`, `who should we contact with regard
    # to the licensing data`: who knows about it
    text = rewrite(r"^who (?:do|should|can|shall|could|would|must) (?:i|we) (?:(?:approach|contact"
                   r"|consult|speak to|talk to|reach out to|go to|ask|ping) (?:regarding|concerning"
                   r"|(?:with|in) regards? to)|approach(?: about| on| for)?) ",
                   "who knows about ", text)
    # `who'd be across accessibility stuff`, `anyone across the overnight address load?`: who
    # knows about it (`anyone across the pond` is somewhere)
    text = rewrite(r"^(?:(?P<who>whod(?: be)?|who would be|whos|who is)|(?P<any>(?:is )?(?:anyone"
                   r"|anybody|someone|somebody))(?: here)?(?:s)?)(?: really| properly| fully)?"
                   r" across (?!(?:the |our )?(?:pond|road|street|hall|office|floor|room|city|town"
                   r"|country|world|channel|globe|border|board|team|teams|company|org|region|uk|us"
                   r"|eu|europe|asia|africa|america|the (?:road|way))\b)(?=(?:the|our|this|that"
                   r"|these|those|[\w+#.-]+)\b)",
                   lambda m: "who knows about " if m["who"] else "anyone who knows about ", text)
    # `who'd be the pick for terraform`, `who's our first pick for go`: the best at it
    text = rewrite(r"^who(?:d| would| is|s)? (?:be )?(?:the|our|your|my) (?:top |first |best"
                   r" |obvious |natural )?(?:pick|choice) (?:for|on|in) (?P<s>[^?!.]+?)[?!. ]*$",
                   lambda m: f"who is the best at {m['s']}" if known_skill(m["s"]) else m[0], text)
    # `who would be best placed to advise on fhir`, `the two leading people on medical
    # imaging`, `the three people strongest in fhir`: the best at it
    text = rewrite(r"\b(?:would be |is |are )?(?:best|better|well) (?:placed|positioned|suited)"
                   r" to (?:advise|help|answer questions|talk|speak|consult|guide us)"
                   r" (?:on|with|about|regarding|in) ", "best at ", text)
    text = rewrite(r"\b(the (?:\d+|two|three|four|five) )(?:people|persons|colleagues|folks"
                   r"|ppl)(?: who are)? (?=(?:strongest|best|most skilled|leading)\b)", r"\1", text)
    text = rewrite(r"\bleading (?:people|persons|experts?|lights|names|colleagues)"
                   r" (?:on|in|at|for) (?=[a-z])", "strongest in ", text, count=1)
    # `which person has the highest level in postgresql`: the best at a known skill
    text = rewrite(r"\b(?:has|have|got) the (?:highest|top|best|greatest) (?:skill )?(?:level"
                   r"|score|rating|proficiency) (?:in|at|for|on|of) (?P<s>[\w+#.-]+)(?=[?!. ]*$)",
                   lambda m: f"is the best at {m['s']}" if known_skill(m["s"]) else m[0], text)
    # `who does c++ but has zero python on their profile`: who knows it but not the other
    text = rewrite(r"\b(?:but|and) (?:has|have|having|with|got) (?:no|zero|0) ([\w+#.-]+)"
                   r"(?: (?:on|in) (?:their|his|her|the) (?:profile|profiles|skills|cv))?"
                   r"(?=[?!. ]*$)", lambda m: f"but not {m[1]}" if known_skill(m[1]) else m[0],
                   text)
    # `who has experience programming in c++`: experience of it
    text = rewrite(r"\b(experience|experienced|skilled|good|strong) (?:programming|coding"
                   r"|writing code|developing) in (?=([\w+#.-]+)[?!. ]*$)",
                   lambda m: f"{m[1]} in " if known_skill(m[2]) else m[0], text)
    # `which engineers list rust among their skills or languages`, `who has elasticsearch in
    # their skill set`: who lists it
    text = rewrite(r" among (?:their|his|her) (?:skills|languages)(?: or (?:skills|languages))?$"
                   r"| (?:in|on) (?:their|his|her) (?:skill ?-?sets?|tool ?kits?|toolbox"
                   r"|(?:tech )?stack)$", "", text)
    # `k8s people, who are you`: who knows k8s
    text = rewrite(r"^([\w+#.-]+(?: [\w+#.-]+)?) (?:people|folks|ppl|devs|peeps),? who are (?:you|u"
                   r"|yall|you all)\b", r"who knows \1", text)
    # `the best c programmer, not c++ just plain c`: which c was meant, not an exception
    text = rewrite(r",? not ([\w+#.-]+),? (?:just|only) (?:plain |pure |good old )?([\w+#.-]+)$",
                   lambda m: "" if m[2] in m.string[: m.start()].split() else m[0], text)
    # `who reads r?`, `who speaks ts`: a programming language read or spoken is known
    text = rewrite(r"\b(?:speaks?|can speak|reads|can read) (?=([\w+#.-]+)$)",
                   lambda m: "knows " if _a_language(m[1]) else m[0], text)
    # `who speaks french`: whose words say they speak it
    text = rewrite(r"\b(?:speaks?|can speak|is fluent in|are fluent in) (?=(?:fluent )?[a-z]+$)",
                   "mentions speaking ", text)
    text = rewrite(_TAKE_OVER, r"who knows \g<t>", text)
    text = rewrite(_BOTH, r"who knows \g<x> and \g<y>", text)
    # `whose contributions have the devops topic`: the topic, as the skills read it
    text = rewrite(r"\b(?:github )?(?:contributions|repos|repositories|projects|work) (?:have"
                   r"|has|with|carry|carries|tagged(?: with)?) (?:the |a )?([\w+#.-]+)"
                   r" (?:topic|tag)s?\b",
                   r"knows \1", text)
    text = rewrite(_PAIR_WITH, r"who knows \g<t> except \g<n>", text)
    text = rewrite(_ANTECEDENT, _antecedent, text)
    text = rewrite(_ANTECEDENT_FIRST, _antecedent, text)
    text = rewrite(_SPIKE_IN, _antecedent, text)
    text = rewrite(_BROKE_FIRST, _broke_first, text)
    text = rewrite(_IT_AFTER, _it_after, text)
    text = rewrite(_WRITTEN_IN, lambda m: f"who knows {m['t']}", text)
    text = rewrite(_TROUBLE_FIRST, r"\g<q> \g<t>", text)
    text = rewrite(_ASKED_ABOUT, r"who knows about \g<t>", text)
    # `who do i talk to about streaming hitches when you fly over the city`: when it happens
    # is no part of what it is
    text = rewrite(r"(\babout [\w .+#/-]{3,60}?) when (?:you|we|i|it|they|the|a|there)\b.*$",
                   r"\1", text)
    text = rewrite(r"\bside[ -]channels?\b", "side-channel", text)
    text = rewrite(r"\bcan[ -]?bus\b", "can-bus", text)  # the bus, not `can` the verb
    text = rewrite(_HELP_UNDERSTAND, "knows", text)
    # `can someone walk me through how our cells get balanced`: who knows how
    text = rewrite(O.WALK_THROUGH, "who knows ", text)
    text = rewrite(r"^who(?:s| is)( usually)? (?:in charge of|responsible for)"
                   r" (?!(?:this|that|it)\b)", r"who\1 handles ", text)
    # `who put the control charts together`: who built them
    text = rewrite(r"^who (?:put|puts|pulled|pulls) (?!" + O.OFFICE_THINGS + r")((?:the|our)"
                   r" (?:[\w+#.-]+ ){0,3}[\w+#.-]+) together\b", r"who built \1", text)
    text = rewrite(_KEEPS_GOING, _kept, text)
    text = rewrite(_KEEPS_RECORD, lambda m: m[0] if _NOT_KEPT.search(m["t"]) or re.search(
        O.OFFICE_THINGS, m["t"]) else f"who knows about {m['t']}", text)
    text = rewrite(_AT_WORK_ON, _kept, text)
    text = rewrite(_FIX_MY, "knows", text)
    text = rewrite(_OWNS_WHAT_WAS_TOLD, ", who knows", text)
    text = rewrite(r" \+ ", " and ", text)  # `kubernetes + postgres`
    text = rewrite(_UNDERSTANDS, r"\g<who> knows \g<t>", text)
    text = rewrite(_REVIEWER, r"who knows \g<thing>", text)
    text = rewrite(_GO_TO, "expert in", text)
    text = rewrite(_FOR_EXAMPLE, r"\1", text)
    m = _TOPIC_FIRST.match(text)
    if m and _WHOM.match(m["rest"]) and not set(m["topic"].split()) & _NO_TOPIC:
        text = f"who knows {m['topic']}"
    if _HELP_WITH.search(text) or text.startswith("who knows "):
        text = rewrite(_TROUBLE, _trouble, text)
    return text


def _a_language(word: str) -> bool:
    """Whether a word is a programming language (`r`, `ts`), which is read and spoken as
    known; not music or french."""
    return bundled_vocab().canonical_skill(word) in programming_languages()
