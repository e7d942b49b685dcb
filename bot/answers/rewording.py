"""Everyday shapes of a question written in the shapes the reading knows: `kafka question,
who should I ping` is who knows kafka, `who left microsoft for nvidia` worked at one and works
at the other, `elena or lukas better rust` compares the two at rust.

Applied to a message already folded and trimmed (bot.answers.cleaning). A rewrite moves or
names the words of the question, or drops those that say nothing of people (`errors` in `c++
template errors`, `at all`).
"""

from __future__ import annotations

import re
from functools import cache

from bot.answers import phrasing as P
from bot.answers.asides import without_asides
from bot.answers.tongues import in_english
from bot.search.text import key
from bot.search.vocab import Vocab, load_vocab

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
# `was at microsoft before joining nvidia`: there before, and at the other now.
_BEFORE_JOINING = re.compile(
    r"\b(?:was|were|worked|been|used to work) (?:at|for|with) ([\w&.-]+(?: [\w&.-]+)?) before"
    r" (?:joining|moving to|going to|switching to|heading to|landing at|ending up at) ([\w&.-]+)"
)
# `our go-to for kubernetes`: an expert in it (not the language go)
_GO_TO = re.compile(r"\bgo[- ]?to(?: person| guy| gal| people| expert| dev)?(?: for| on| in)\b")
# `how big is the team`, `team size?`: how many people there are
_TEAM_SIZE = re.compile(
    r"^(?:how (?:big|large) is (?:the|our|this) (?:team|group|roster|pool)|(?:the |our )?team"
    r" size|(?:whats|what is) (?:the|our) (?:team|headcount|team size)(?: size)?)(?=[?!. ]*$)"
)
# `who left microsoft for nvidia`, `gone from microsoft to google`: there before, there now
_LEFT_FOR = re.compile(
    r"\b(?:left|quit) ([\w&.-]+) for ([\w&.-]+)\b"
    r"|\b(?:gone|went|moved|switched|jumped) from ([\w&.-]+) to ([\w&.-]+)\b"
)
# `tsinghua alumni at deepseek`: studied at the school, works at the company now
_ALUMNI_AT = re.compile(
    r"\b([\w&.-]+) (?:alumni|alums|alum|grads|graduates) (?:at|now at|working at|who work at)"
    r" ([\w&.-]+)"
)
# `kubernetes contributors`, `go repo contributors`: the repository's contributors
_REPO_CONTRIBUTORS = re.compile(
    r"^(?:(?:who are|list|show|any|all|the) )?(?!(?:more|our|all|the|new|some|many|few|other"
    r"|top|external|first-time|first|great|amazing|any|we|no|core)\b)([\w.-]+(?:/[\w.-]+)?)"
    r"(?: repo| repository)? (?:contributors|committers)(?! to\b| of\b| in\b)(?=[?!. ]*$| who\b"
    r"| that\b| with\b| in\b| at\b| not\b| but\b| and\b| except\b)"
)
# `who's been coding longer, jose or lukas`, `whos been employed longer as a dev, maria jose
# or ana beatriz`: a comparison by years
_WHO_LONGER = re.compile(
    r"^(?:who|whos|who is|who has)(?: been)? (?P<how>employed|working|coding|programming|coded"
    r"|programmed)(?: as an? [\w ]{1,30}?)?(?: for)? (?:the )?(?:longer|longest)(?: as an? \w+)?,?"
    r" (?P<who>.+ (?:or|vs|and) .+)$"
)


def _level(m: re.Match[str]) -> str:
    # `mei's rust level` asks whether mei knows rust; `daniel kim's level` names no skill;
    # after a name said as whose, a score names any skill the data may hold (`joaquin's gatk
    # score`), but a level only one the world knows (`chris's stress level` is none)
    whose = m[1].endswith("s") and m[3] in ("score", "rating") and not _NOT_WHOSE.match(m[1])
    if m[2] not in _vocab()[1] and not (whose and m[2] not in _NOT_SKILLS):
        return m[0]
    name = m[1].split()
    name[-1] = re.sub(r"s$", "", name[-1]) if m[1].endswith("s") else name[-1]
    return f"does {' '.join(name)} know {m[2]}"


# Words said as whose that are no one's name: `the team's`, `yesterday's uptime score`.
_NOT_WHOSE = re.compile(
    r"(?:the|our|my|your|their|his|her|its|this|that|last|next) |(?:yesterday|today|tomorrow"
    r"|tonight|week|month|year|team|company|project)s?$"
)
# Words before `score` or `level` that are no skill: `what's mei's overall score`.
_NOT_SKILLS = frozenset({"skill", "skills", "overall", "experience", "seniority", "coding", "tech"})


@cache
def _vocab() -> tuple[Vocab, frozenset[str]]:
    """The bundled vocabulary, read once, on the first message that needs it, with every
    word it knows as a skill."""
    vocab = load_vocab()
    return vocab, frozenset({*vocab.topics, *vocab.skill_aliases, *vocab.skill_aliases.values()})


def _alumni_at(m: re.Match[str]) -> str:
    if key(m[1]) not in _vocab()[0].schools:
        return m[0]
    said = f"studied at {m[1]} and works at {m[2]}"
    return said if m.start() else f"who {said}"  # `tsinghua alumni at deepseek` asks who


# `lucas becker's rust level`: whether they know it, and how well
_LEVEL = re.compile(
    r"^(?:(?:whats|what is|hows|how is) )?([a-z][\w.-]*(?: [a-z][\w.-]*)?) ([\w+#.-]+)"
    r" (level|score|rating|skill level)$"
)
# `adaeze's react native score`: a skill of two words, after a name said as whose
_LEVEL_OF_TWO = re.compile(
    r"^(?:(?:whats|what is|hows|how is) )?([a-z][\w.-]*s) ([\w+#.-]+ [\w+#.-]+)"
    r" (score|rating|level|skill level)$"
)


def _known_skill(said: str) -> bool:
    """Whether the vocabulary knows a phrase as a skill (`react native`, `postgres`)."""
    known = _vocab()[1]
    return said in known or said.replace(" ", "-") in known


def _level_of_two(m: re.Match[str]) -> str:
    if not _known_skill(m[2]):
        return m[0]
    return f"does {m[1][:-1]} know {m[2]}"


# `sort everybody by years of coding`, `rank the team by python`: everyone in that order
_EVERYONE_BY = re.compile(
    r"^(?:please |pls |can you |could you )?(?:sort|rank|order|list|show)(?: me)? (?:everybody"
    r"|everyone|the (?:whole )?team|us|all of us|people|ppl|folks|the devs)"
    r"(?: (?:ranked|sorted|ordered))? by (?:their )?"
)
_EVERYONE_BY_SKILL = re.compile(
    r"^(?:everybody|everyone|the (?:whole )?team|all of us|people) (?:ranked |sorted |ordered )?by"
    r" (?:their )?(?!(?:years?|coding|experience|seniority|yoe|employment|stack|contributions"
    r"|commits|prs|reputation|rep|answers|badges|languages|skills|degrees|name|location"
    r"|company|city)\b)([\w+#.-]+)(?: skills?| scores?| levels?)?$"
)
# `who are the staff engineers`, `list the data engineers`: a job title, as headlines say it
# (`the python engineers` are who knows python)
_TITLED = re.compile(
    r"^(?:who(?:s| is| are)|list|show(?: me)?|any|anyone|which of us (?:is|are))(?: all)?"
    r" (?:the |a |an |our |all (?:the |our )?)?(?P<t>(?:[a-z]+ ){1,2}(?:engineer|developer"
    r"|scientist|manager|designer|architect|researcher|analyst|administrator|advocate))s?"
    r"(?: here| on the team| we have)?$"
)


def _titled(m: re.Match[str]) -> str:
    modifiers = m["t"].split()[:-1]
    skills = [w for w in modifiers if w not in _TITLE_WORDS]
    known = _vocab()[1]
    if skills and (any(w in known for w in skills) or " ".join(modifiers) in known):
        return m[0]
    return f"who has {m['t']} in their title"


# Words of job titles that are also topics: `the data engineers` are a title, not who knows
# data.
_TITLE_WORDS = frozenset(
    "data platform backend frontend software systems infrastructure infra cloud security"
    " mobile web qa test devops site reliability research product solutions support embedded"
    " firmware staff principal senior junior lead".split()
)


# `all interns list`, `everybody in europe list`: a list of them
_LIST_LAST = re.compile(
    r"^((?:all|every|everyone|everybody|people|ppl|folks|devs|engineers)\b.*|\w+s(?: \w+){0,3})"
    r" list$"
)
# `who went tsinghua`: went to it
_WENT = re.compile(
    r"\bwent (?!to\b|through\b|home\b|back\b|out\b|on\b|off\b|with\b|for\b|down\b|up\b"
    r"|over\b|in\b|into\b|away\b|well\b|wrong\b|ok\b|fine\b|live\b)(?=\w)"
)
# `golang/go contributors`: the contributors to the repository
_REPO_PEOPLE = re.compile(r"^([\w.-]+/[\w.-]+) (?:contributors|committers|people|folks|devs)$")
# `elena or lukas better rust`: who of the two is better at it
_OR_BETTER = re.compile(
    r"^([a-z][\w.-]*) or ([a-z][\w.-]*) (?:better|stronger) (?:at |in |with )?(.+)$"
)
# `arjun samuel difference`: the difference between the two
_DIFFERENCE = re.compile(
    r"^([a-z][\w.-]*) (?:and |vs |& )?([a-z][\w.-]*) (?:difference|differences|diff|compared)$"
    r"|^how (?:are|is|do) ([a-z][\w.-]*) and ([a-z][\w.-]*) (?:different|differ|compare)$"
)
# `biggest contributor to pytorch`: who contributed the most to it
_TOP_CONTRIBUTOR = re.compile(
    r"\b(?:who(?:s| is) (?:the |our )?)?(?:the )?(?:biggest|top|main|most active|largest|leading"
    r"|primary) (?:contributors?|committers?) (?:to|of|on|in)\b"
)
# `ex-microsoft people now at nvidia`: there before, and at the other now
_EX_NOW = re.compile(
    r"^((?:who|whos|who is|who are|any|anyone|list|show)? ?)ex[- ]([\w&.-]+)(?: people| folks"
    r"| employees| engineers| devs)? (?:who are |that are )?(?:now|currently) (?:at|with|in)"
    r" ([\w&.-]+)"
)
# `anyone ex google`, `who's ex-booking.com`: who used to work there
_EX = re.compile(
    r"^(?:anyone|anybody|any1|who|whos|who is|who are|someone|somebody|people|folks|ppl)"
    r"(?: here)? ex[- ](?P<c>[a-z0-9][\w&.-]*(?: [a-z0-9][\w&.-]*)?)"
)


def _ex(m: re.Match[str]) -> str:
    said = m["c"].split()
    known = _vocab()[0].companies
    if key(" ".join(said)) in known or key(said[0]) in known or "." in said[0]:
        return f"who used to work at {m['c']}"
    return m[0]


# `who left google`: worked there before (a company the vocabulary knows: `who left the door
# open` names none)
_LEFT = re.compile(r"\b(?:left|quit|departed) ([\w&.-]+(?: [\w&.-]+)?)(?=[?!. ]*$)")


def _left_company(m: re.Match[str]) -> str:
    return f"used to work at {m[1]}" if key(m[1]) in _vocab()[0].companies else m[0]


# `video codecs like h264?`: the example names what is asked
_FOR_EXAMPLE = re.compile(
    r"\b(?!(?:looks?|feels?|seems?|sounds?|would|i|id|we|you|they|just|more|something"
    r"|anything|stuff|things?|anyone|anybody|any1|someone|somebody|people|folks|ppl|devs?"
    r"|others|who|whos|is|are|any|one|ones|a lot|lot)\b)[a-z][\w+#.-]*(?: [a-z][\w+#.-]*)?"
    r" (?:like|such as|e\.?g\.?|esp\.?|especially) ([\w+#.-]+)(?=[?!. ]*$)"
)
# `a maintainer on kubernetes`, `kubernetes maintainers?`: maintainer of kubernetes
_MAINTAINER_ON = re.compile(r"\b(?:an? |the |core )?maintainers? (?:on|of|for|at|in) ")
_MAINTAINERS = re.compile(
    r"\b(?!(?:an?|the|any|all|our|is|are|who|whos|list|show|me)\b)([\w.+-]+(?:/[\w.-]+)?)"
    r" maintainers?(?=[?!. ]*$)"
)


# `all the londoners`: people in the city
_DEMONYMS = {
    "londoners": "london", "berliners": "berlin", "new yorkers": "new york",
    "parisians": "paris", "bostonians": "boston", "seattleites": "seattle",
    "torontonians": "toronto", "shanghainese": "shanghai", "beijingers": "beijing",
    "muncheners": "munich", "dubliners": "dublin", "amsterdammers": "amsterdam",
    "angelenos": "los angeles", "san franciscans": "san francisco", "brits": "the uk",
    "americans": "the us", "canadians": "canada", "germans": "germany", "europeans": "europe",
}  # fmt: skip
_DEMONYM = re.compile(
    r"^(?:(?:who are |list |show me |any )?(?:all )?(?:the |our )?)(?P<d>"
    + "|".join(_DEMONYMS) + r")\b"
)
# `the polish folks`, `german devs`: the people in that country (not `french speakers`); the
# nationals are data (data/vocab/places.json).
@cache
def _national() -> re.Pattern[str]:
    said = "|".join(sorted(_vocab()[0].nationals, key=len, reverse=True))
    return re.compile(
        r"^((?:who are|list|show me|any|anyone|how many|who(?:s| is) (?:a|an|one of the))"
        r"(?: all)?(?: of)? )?(?:the |our )?(" + said + r") (?:folks|people|ppl|devs"
        r"|developers|engineers|colleagues|crew|members|team members|contingent)"
        r"(?= do we have| are there| here| on the team|$)"
    )
# `peking u alumni`: the university
_UNI = re.compile(r"\b(\w+) (?:u|uni)(?= (?:alumni|alums|alum|grads|graduates|people|folks)\b)")
# `python: emily or samuel, who's better?`, `c++ — priya vs siobhan, who's stronger`: who of
# the two is better at it
_SKILL_THEN_TWO = re.compile(
    r"^(?P<skill>[\w+#.-]+(?: [\w+#.-]+)?) ?[:—–,-]+ ?(?P<a>[a-z][\w.-]*(?: [a-z][\w.-]*){0,2})"
    r" (?:or|vs\.?|versus) (?P<b>[a-z][\w.-]*(?: [a-z][\w.-]*){0,2}),? ?(?:who(?:s| is)"
    r"|which(?: one)?(?:s| is)?) (?:better|stronger"
    r"|the better|the stronger|best|strongest)[?!. ]*$"
)
# `typescript: samuel vs zoe`: the two compared at it
_SKILL_COLON_TWO = re.compile(
    r"^(?P<skill>[\w+#.-]+(?: [\w+#.-]+)?) ?: ?(?P<a>[a-z][\w.-]*(?: (?:vs\.?|versus)"
    r" [a-z][\w.-]*)*) (?:vs\.?|versus|or) (?P<b>[a-z][\w.-]*)"
    # `kotlin: léa vs marek vs zofia, who comes out on top`
    r"(?:,? who (?:comes out on top|wins|is best|is stronger|is better))?$"
)
# `who understands the rust borrow checker deeply`: who knows it
_UNDERSTANDS = re.compile(
    r"^(?P<who>who|whos|anyone|anybody|someone|somebody)(?: here)? (?:really |truly |deeply )?"
    r"(?:understands?|groks?|gets) (?P<t>.+?)(?: (?:deeply|well|really well|inside out|in depth"
    r"|thoroughly))?$"
)
# `samuel vs zoe typescript`: the two compared at it
_TWO_THEN_SKILL = re.compile(
    r"^(?P<a>[a-z][\w.-]*) (?:vs\.?|versus) (?!(?:who|whos|what|which|how)\b)(?P<b>[a-z][\w.-]*)"
    r" (?:on |at |in |for )?"
    r"(?P<skill>[\w+#.-]+)[?!. ]*$"
)
# `best rust person? i'm guessing siobhan or daniel`: a guess after the question is no part
# of it
_GUESS = re.compile(
    r"(?<=[?]) (?:im guessing|i am guessing|guessing|my guess is|my bet is|i bet|i think"
    r"|i assume|i suspect|probably|prob|presumably)\b.*$"
)
# `ranking of ML people, top 3?`: the best of them
_RANKING_OF = re.compile(
    r"^(?:a |the )?(?:ranking|rankings|leaderboard|ranked list) (?:of|for) (?P<what>[^,?]+?)"
    r"(?:,? (?P<top>top \d+))?[?!. ]*$"
)
# `whose profiles do you actually have?`: everyone
_WHOSE_PROFILES = re.compile(
    r"^(?:whose|which) (?:profiles|people|devs|folks) (?:do|have) (?:you|u)(?: actually)?"
    r" (?:have|got|know about|know|track|keep)[?!. ]*$"
    r"|^(?:who|whos|who is|who all is|who all|who else is) in (?:the|your|ur|this)"
    r" (?:directory|db|database|system|dataset)[?!. ]*$"
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
    r" (?:my|our|the|this|these|those|some)\b"
    # `who deals with alerting`, `who usually handles backfills`, `who keeps an eye on cost`,
    # `who owns the release pipeline`: who knows it
    r"|(?<=^who )(?:usually |normally |mostly )?(?:deals with|handles|owns|runs|keeps an eye on"
    r"|designed|built|(?:wrote|implemented|created)(?= (?:the |our )?(?:[\w+#.-]+ ){0,3}"
    r"(?:system|engine|library|lib|framework|compiler|scheduler|runtime|allocator|parser"
    r"|renderer|driver|sdk|service|kernels?|module|plugin|backend|toolchain|protocol|database"
    r"|index|cache|queue|pipeline)\b))\b"
    # the office's services, things and days: `who handles IT requests`, `who owns the coffee
    # machine`, `who runs the retro today`
    r"(?! " + P.OFFICE_THINGS + r")(?: (?:the|our))?"
)
# `I keep hearing about XLA, has anyone worked on it?`, `someone mentioned FP8 in standup,
# who works on that?`: the thing named first is what `it` or `that` stands for
_ASKED_AFTER = (
    r"(?:[,.;!?:]+ | )(?P<q>(?:who|whos|anyone|anybody|has anyone|does anyone|did anyone|is anyone"
    r"|has anybody|does anybody|is there anyone|any1|do we have|have we got|got)\b.*?"
    r"\b(?:knows?|know about|worked on|works on|work on|worked with|work with|contributed to"
    r"|maintains?|used|uses|use|done|does"
    r"|do|experience with|familiar with|deals? with|touched)\b.*?)"
    r"\b(?:it|that|this|those|them|these)\b(?P<rest>.*)$"
)
_ANTECEDENT = re.compile(
    r"^(?:.*? )?(?:mentioned|hearing about|heard about|heard of|talking about|reading about"
    r"|asking about|curious about|questions? about|looking into|read about|saw|seen"
    r"|keeps? (?:saying|mentioning|asking for|asking about)|congrats on(?: the)?)"
    r" (?P<t>[\w+#./-]+(?: (?!(?:release|launch|rollout|ship)\b)[\w+#./-]+)?)"
    r"(?: (?:release|launch|rollout|ship|v?\d[\w.]*))?"
    r"(?: (?:in|at|during|on|from|earlier|today|yesterday)"
    r"(?: [\w-]+){0,2})?" + _ASKED_AFTER
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
# `rbc folks asked about malaria forecasting for the rainy season, who should i ask`
_ASKED_ABOUT = re.compile(
    r"^.*?\basked (?:about|for|if we (?:ever )?(?:did|do|have)) (?P<t>[a-z][\w+#./-]*(?: [a-z]"
    r"[\w+#./-]*){0,3}?)(?: (?:for|in|at|during) [^,]+)?,? who (?:should|do|can|could) (?:i|we)"
    r" (?:ask|ping|bug|talk to|loop in|pull in)$"
)


def _who_longer(m: re.Match[str]) -> str:
    of = "employed" if m["how"] in ("employed", "working") else "of coding"
    return f"who has more years {of}, {m['who']}"


def _antecedent(m: re.Match[str]) -> str:
    rest = re.sub(r"^ (?:btw|tho|though|lol|pls)\b", "", m["rest"])
    return f"{m['q']}{m['t']}{rest}"


# `how good is priya at r`: whether she knows it, and how well
_HOW_GOOD = re.compile(
    r"^how (?:good|strong|skilled|proficient|solid|fluent) is (?P<n>[a-z][\w.-]*(?: [a-z][\w.-]*)?)"
    r" (?:at|in|with) (?P<s>.+)$"
)
# `is mei free to — no wait, does mei know triton?`: what follows a correction is the question
_CORRECTED = re.compile(
    r"^.*?\b(?:no wait|wait no|nvm|nevermind|never mind|scratch that|i mean|sorry i meant"
    r"|let me rephrase|rather)\b[,:;.!]* ?(?=\w)"
)
# `postgres tuning help needed, who knows postgresql`: the request before the question
_NEEDED = re.compile(
    r"^(?P<t>[^,?]{1,40}?) (?:help|expertise|advice|input|eyes|assistance) (?:needed|wanted"
    r"|required)"
    r"[,.!:;]+ (?P<rest>\w.*)$"
)


def _needed(m: re.Match[str]) -> str:
    # `kafka help needed, who's got experience with it`: it is kafka
    topic = m["t"]
    return re.sub(r"\b(?:it|that|this)\b(?=[?!. ]*$)", topic, m["rest"], count=1)
# `I need two people for a triton project, who are the strongest?`: the top of them
_STAFFING = re.compile(
    r"^(?:.*? )?(?:need|want|looking for|staffing) (?P<n>\d+|two|three|four|five|a couple of|a"
    r" couple|a few) (?:people|devs|developers|engineers|folks|ppl) (?:for|on) (?:an? |the |our"
    r" |this )?(?P<t>[\w+#./ -]+?) (?:project|effort|work|workstream|team|rewrite|migration"
    r"|initiative|task)\b[^?]*?[,.;:!? ]+(?:who(?:s| are| is)?|which)(?: ones?)?(?: are| is)?"
    r" (?:the )?(?:[\w-]+ (?:and|but|&) )?(?:strongest|best|strong|good|top)\b.*$"
)
_FEW = {"a couple": "2", "a couple of": "2", "a few": "3"}
# `who could take over the ingestion service? it's go + kubernetes`: who knows what it is
_TAKE_OVER = re.compile(
    r"^(?:who|anyone|anybody|someone|somebody)(?: here)?(?: (?:could|can|would|wants to"
    r"|is willing to))? (?:take over|own|maintain|pick up|inherit|work on|help (?:with|on)"
    r"|support|help out (?:with|on))\b[^?]*\? (?:its|it is|thats|that is)"
    r"(?: (?:all|mostly|written in|in|built (?:with|on|in)|a))? (?P<t>.+)$"
)
# `saw a repo called plorbt in someone's github, who owns it`: who contributed to it
_CALLED = re.compile(
    r"^.*?\b(?:repo|repository|project|codebase) (?:called|named) (?P<r>[\w./-]+)\b.*?"
    r"\b(?:who|whose|whos|anyone|anybody|which of)\b.*$"
)
# `is daniel better at go than jose`: who of the two is better at it
_BETTER_THAN = re.compile(
    r"^is (?P<a>[a-z][\w.-]*) (?:better|stronger|more skilled) (?:at|in|with) (?P<s>.+?) than"
    r" (?P<b>[a-z][\w.-]*)$"
)
# `has arjun or wei been employed as a developer longer`: who has more years of it
_LONGER = re.compile(
    r"^(?:has|have|is|was) (?P<a>[a-z][\w.-]*) or (?P<b>[a-z][\w.-]*) (?:been )?(?:(?P<e>employed"
    r"|working)|coding|programming)(?: as an? [\w ]+?)? (?:longer|for longer|the longest)$"
)
# `rust or go, who has both`: the two together
_BOTH = re.compile(
    r"^(?P<x>[\w+#.-]+) or (?P<y>[\w+#.-]+),? (?:who|whos|anyone|anybody)(?: here)?"
    r" (?:has|have|knows?|does|do|got) both$"
)
# `who knows cuda, i'm in shanghai but happy to work with anyone`: what follows is of the asker
_OF_ASKER = re.compile(
    r"^(?P<q>(?:who|whos|anyone|anybody|any1|someone|is there|does anyone|which)\b[^,]*), (?:im"
    r"|i am|ill|i will|we are|were|i|my|we|our)\b.*$"
)
# `anyone on pacific time`, `in the us timezone`: in the places of that time
_ZONES = {"pacific": "the us west coast", "pst": "the us west coast", "pdt": "the us west coast",
          "eastern": "the us east coast", "est": "the us east coast", "edt": "the us east coast",
          "china": "china", "cet": "europe", "central european": "europe", "european": "europe",
          "uk": "the uk", "india": "india", "us": "the us", "the us": "the us", "apac": "apac",
          "asian": "asia", "asia": "asia", "europe": "europe", "gmt": "the uk",
          "british": "the uk", "beijing": "china"}  # fmt: skip
_ZONE = re.compile(
    r"\b(?:in|on) (?:the )?(?P<z>" + "|".join(sorted(_ZONES, key=len, reverse=True))
    + r")(?: (?:standard|daylight))? (?:time ?zone|time|tz|hours)\b(?: \(?utc ?[+-]\d+\)?)?"
)
# `anyone in europe who could pair with lukas on rust`: who knows it, but him
_PAIR_WITH = re.compile(
    r"\b(?:who|that) (?:could|can|would|might|is able to) (?:pair|work|team up|collaborate"
    r"|help) with (?P<n>[a-z][\w.-]*) (?:on|with) (?P<t>[\w+#./-]+(?: [\w+#./-]+)?)"
)


_NAME_COMMAND = re.compile(r"^(?:profile|p|card) ")


# `which lukas is the controls guy`: a name (not a thing: `which build is the broken one`),
# then what sets one of them apart.
_WHICH_NAMED = re.compile(
    r"(?:^|(?<=, ))which (?!(?:one|ones|team|build|branch|repo|version|room|office|day|file"
    r"|ticket|issue|link|channel|meeting|server|machine|box|laptop|cluster|node|job|pipeline|test|doc|page"
    r"|of|is|are)\b)([a-z][\w'-]*(?: [a-z]\.?)?) is the ([\w+#.-]+(?: [\w+#.-]+){0,2})"
    r" (?:one|guy|gal|girl|dude|person|lead|expert|dev|engineer|person here)"
    r"(?:,? i always mix them up| again)?$"
)


def reword(text: str) -> str:
    """The message with its everyday shapes written as the reading reads them (some words
    only moved or named, those that say nothing of people dropped); a profile command's name
    is left as typed."""
    if _NAME_COMMAND.match(text):
        return text
    text = _CORRECTED.sub("", text)
    text = in_english(text)  # `quién sabe scrapy`, `cuántos perfiles hay`
    # What people are called by what they do, as headlines say it: `the prof`, `a postdoc`,
    # `who founded a startup`
    text = re.sub(r"\bprofs?\b", "professor", text)
    text = re.sub(r"\bpostdocs?\b", "postdoctoral", text)
    text = re.sub(r"(?<![\w-])founded (?:a |an |their |his |her |own )?(?:startup|company"
                  r"|business)\b",
                  "is a founder", text)
    text = _GUESS.sub("", text)
    text = re.sub(r"\bshort[- ]?list(?= of\b)", "list", text)  # `a shortlist of…`
    # Fields of study: `a masters in cs`, `a cs degree`, `studied maths at uni`
    text = re.sub(r"\b(masters?|master's|bachelors?|bachelor's|phds?|ph\.?d|msc|bsc|meng|beng"
                  r"|undergrad|doctorate)(?: degrees?)? in (?=[a-z])", r"\1 and studied ", text)
    text = re.sub(r"\b(?:a |an )(?!(?:masters?|master's|bachelors?|bachelor's|phd|college|uni"
                  r"|university|graduate|postgrad|undergrad|doctoral|advanced|higher|second)\b)"
                  r"([a-z]+(?: [a-z]+)?) degree\b", r"studied \1", text)
    text = re.sub(r"\b(studied [a-z]+(?: [a-z]+)?) (?:at|in) (?:uni|university|college|school)\b",
                  r"\1", text)
    # `who's the better rust dev`: better at rust
    text = re.sub(r"\b(?:the )?(better|stronger) ([\w+#.]+) (?:dev|developer|engineer|person"
                  r"|programmer|coder|guy|one)\b", r"\1 at \2", text)
    # `how many profiles are loaded in this thing`: where the profiles are is no place
    text = re.sub(r"\b(loaded|stored|saved|indexed|listed|kept|there) (?:in|on|into) (?:this|the)"
                  r" (?:thing|bot|server|channel|app|tool)\b", r"\1", text)
    # `which lukas is the controls guy`, `which daniel is the kdb one`: of the people of a
    # name, the one who knows it
    text = _WHICH_NAMED.sub(r"which \1 knows \2", text)
    # `what's tunde like at python`: how good he is at it
    text = re.sub(r"^what(?:'s|s| is) (?!(?:it|that|this|everyone|everybody|the|work|life|things"
                  r"|stuff|weather|traffic|food)\b)([a-z][\w'-]*(?: [a-z][\w'-]*)?) like"
                  r" (?:at|with) (?!(?:night|nights|work|home|scale|weekends?|the|this|first"
                  r"|times)\b)",
                  r"how good is \1 at ", text)
    # `who has the highest postgres score`, `top python score`: the best at it
    text = re.sub(r"^(?:who(?:s| is| has|s got| got| had)? )?(?:the )?(?:highest|top|best|max"
                  r"|maximum) ([\w+#.-]+(?: [\w+#.-]+)?) (?:score|rating)$",
                  lambda m: f"who is best at {m[1]}" if _known_skill(m[1]) else m[0], text)
    # `list all the noas`, `list the zhaos`: who they are, as `who are the zhaos` asks
    text = re.sub(r"^(?:list|show(?: me)?)(?: all)? the (?!(?:profiles|people|folks|devs|members"
                  r"|users|records|entries|names|skills|places|companies|schools|repos)\b)"
                  r"([a-z][\w'-]*(?:es|s))$", r"who are the \1", text)
    # `list all the top school badge ppl`: who holds the badge
    text = re.sub(r"^(?:(?:list|show(?: me)?|who are)(?: all)? )?(?:the )?([a-z][\w -]{2,30}?)"
                  r" badge (?:ppl|people|folks|holders|crowd|owners)$", r"who has the \1 badge",
                  text)
    # `what score does nikolaj have in python`: how good he is at it
    text = re.sub(r"^what (?:score|rating|level) does ([a-z][\w'-]*(?: [a-z][\w'-]*)?) (?:have|get)"
                  r" (?:in|for|at|on) ", r"how good is \1 at ", text)
    # `jonas is on holiday til monday, who else knows slurm`: the others
    text = re.sub(r"^([a-z][\w'-]*(?: [a-z][\w'-]*)?) (?:is|s|will be|'s) (?:out|off|away|ooo"
                  r"|sick|busy|unavailable|on holiday|on vacation|on leave|on pto|travell?ing)"
                  r"\b[^,.;?!]*[,.;?!]* (?:so )?who else (?=\w)", r"other than \1 who ", text)
    # `noa wants to join the k8s rotation, does she even know kubernetes`: whether she does
    text = re.sub(r"^([a-z][\w'-]*(?: [a-z][\w'-]*)?) (?:wants|is|has|was|asked|said|says"
                  r"|plans|offered|volunteered)\b[^,.;?!]*[,.;?!]+ (does|is|has|did) (?:she|he"
                  r"|they) (?:even |actually |really )?(?=know|have|work|live)",
                  lambda m: f"{m[2]} {m[1]} ", text)
    # `is astrid one of the contributors on nf-core/sarek`: whether she contributed
    text = re.sub(r"^is ([a-z][\w'-]*(?: [a-z][\w'-]*)?) (?:one of the|among the|a)"
                  r" (?:contributors|committers|maintainers|contributor) (?:on|to|of|for|in) ",
                  r"did \1 contribute to ", text)
    # `is samuel any good w kubernetes`: whether he knows it
    text = re.sub(r"^is (?!(?:this|that|it|he|she|they|there)\b)([a-z][\w'-]*(?: [a-z][\w'-]*)??)"
                  r" (?:any good|good|decent|ok|okay|solid)"
                  r" (?:at|with|w|in) ", r"does \1 know ", text)
    # `who knows rust well enough to read the rustls code`: what for is not who
    text = re.sub(r"\b(?:well )?enough to (?:read|review|help|fix|debug|look|pair|take|own|work)"
                  r"\b.*$", "", text)
    # `how many profiles does the bot even have`
    text = re.sub(r"\b(?:does|do) (?:the bot|this bot|it|you|u) (?:even |actually )?"
                  r"(?:have|hold)\b", "do you have", text)
    # `who is xinyi and what does she work on`: who she is says both
    text = re.sub(r"^(who is|whos) ([a-z][\w'-]*(?: [a-z][\w'-]*)?)(?:,| and| &) (?:what|where"
                  r"|how)\b.*$", r"\1 \2", text)
    # `what's aino's score in dsp`: whether she knows it, and her score
    text = re.sub(r"^(?:whats|what is) ([a-z][\w'-]*(?: [a-z][\w'-]*)??)(?:s|'s) (?:score|rating"
                  r"|level) (?:in|at|for|on) ([\w+#. -]{1,30})$", r"does \1 know \2", text)
    # `whos solid in both c++ and unreal`: who knows both
    text = re.sub(r"\b(?:(whos |who is )|is |are )?(?:solid|strong|good|great|decent|experienced"
                  r"|comfortable) (?:in|at|with) (?=both\b|[\w+#.-]+ and [\w+#.-]+)",
                  lambda m: "who knows " if m[1] else "knows ", text)
    # `has wei ever touched tvm`: worked on it
    text = re.sub(r"^((?:has|did) [a-z][\w'-]*(?: [a-z][\w'-]*)??) ever touch(?:ed)?\b",
                  r"\1 worked on", text)
    # `most experienced in terms of years coding`
    text = re.sub(r"\bin terms of (?=(?:years|experience|coding|seniority|yoe)\b)", "by ", text)
    # `send me noa's profile`: the profile asked for
    text = re.sub(r"^(?:(?:can|could) (?:you|u|someone|somebody|anyone) |pls |please )?(?:send"
                  r"|show|give|get|dm|pull up|pull|bring up|grab)(?: me| us)? (?!(?:me|us|every"
                  r"|everyone|all|the|a|an|his|her|their|my|your|our|this|that|each|any|some)\b)"
                  r"([a-z][\w'-]*(?: [a-z][\w'-]*){0,2}?)(?:s|'s|’s)? (?:profile|card)"
                  r"(?: for (?:the |a |my |our )?[\w -]{1,30})?$", r"profile \1", text)
    text = re.sub(r"^((?:is|does|did|has) [a-z][\w'-]*(?: [a-z][\w'-]*)?) (?:actually|really"
                  r"|still|even) ", r"\1 ", text)
    # `who has the most answers on stack overflow`, `who answers more on SO, wei or yifan`
    text = re.sub(r"(?<!answered )(?<!answer )(?<!asked )\b(answers|questions|reputation|rep"
                  r"|badges) on (stack ?overflow)\b", r"\2 \1", text)
    text = re.sub(r"^who (answer|ask)s (the most|more)(?: questions)? on (stack ?overflow)\b",
                  r"who has \2 \3 \1s", text)
    # `stronger in go, megan or siddharth?`: who is
    text = re.sub(r"^(?=(?:stronger|better|more experienced|more senior) (?:in|at|with) )",
                  "who is ", text)
    # `how many of the group know go`: of us
    text = re.sub(r"\b(how many|which|who) of (?:the group|the crew|the squad|you guys|you all"
                  r"|yall)\b", r"\1 of us", text)
    text = without_asides(text)
    # `rank marek, zofia and jakub by years of coding`: compared by years of coding
    text = re.sub(r"^(?:compare|rank|order|sort) ([^:]+? (?:and|&) [^:]+?) (?:by|on) (?:their )?"
                  r"(?:years of coding|years coding|years of experience|experience)$",
                  r"compare \1: who has been coding longer", text)
    # `wei, yifan and chenggang: who's been coding the longest`
    text = re.sub(r"^([^:,]+?(?:, [^:,]+?)*,? (?:and|or|&) [^:]+?):? who(?:s| has| is)? been coding"
                  r" (?:the )?longest$", r"compare \1: who has been coding longer", text)
    # `vp wants the top three airflow people for the rewrite, who are they`: those people
    text = re.sub(r"^.*?\b(?:the )?((?:top|best) (?:\d{1,2}|two|three|four|five) [\w+#.-]+"
                  r" (?:people|devs|folks|engineers|ppl))\b.*?,? who are they$", r"\1", text)
    # Formal requests: `could you tell me which members of the group know verilog`, `please
    # identify everyone who knows golang`, `which individuals on the team…`: who
    text = re.sub(r"^(?:could you |can you |would you |please )*(?:tell me |let me know |identify"
                  r" |name |list )?(?:which|what) (?:members|individuals|persons|colleagues|team"
                  r" members|people)(?: of (?:the|our|this) (?:group|team))?(?: on (?:the|our|this)"
                  r" team)?(?= (?:know|knows|have|has|hold|holds|list|lists|speak|speaks|worked"
                  r"|work|studied|went|live|contributed|do not|dont|are based|is based)\b)", "who",
                  text)
    text = re.sub(r"^(?:please )?(?:identify|name) (?:everyone|everybody|all those|the people)"
                  r" (?=who\b)", "", text)
    # `who would be the right person to consult regarding hdl testbenches`: who knows about it
    text = re.sub(r"^who(?:d| would| is)? (?:be )?the (?:right|best|go-to|go to) person to"
                  r" (?:consult|ask|talk to|contact|speak to)(?: regarding| about| on| for)? ",
                  "who knows about ", text)
    # `which engineers list rust among their skills or languages`: who lists it
    text = re.sub(r" among (?:their|his|her) (?:skills|languages)(?: or (?:skills|languages))?$",
                  "", text)
    # `søren does not have a doctorate, is that correct`, `wei ling doesnt know python does
    # she`: whether they do
    text = re.sub(r"^(?!(?:he|she|they|it|you|we|i)\b)([a-z][\w'-]*(?: [a-z][\w'-]*)?)"
                  r" (?:does not|doesnt|does) (have|know|hold)"
                  r" (.+?),? (?:is that (?:correct|right|true)|right|correct"
                  r"|does (?:he|she|they))$", r"does \1 \2 \3", text)
    # `does priya hold a phd`: have one
    text = re.sub(r"^(does|did) ([a-z][\w'-]*(?: [a-z][\w'-]*)?) hold (?=an? )", r"\1 \2 have ",
                  text)
    # `the strongest fpga engineer by skill score`, `the longest employment history`
    text = re.sub(r" by (?:their )?(?:skill )?score$", "", text)
    text = re.sub(r"\bhas (?:the )?longest employment(?: history)?\b", "has been employed the"
                  " longest", text)
    # `please provide the profile for søren`: his profile
    text = re.sub(r"^(?:please )?(?:provide|send|show|give|get|pull up)(?: me| us)? the profile"
                  r" (?:for|of) (.+)$", r"profile \1", text)
    # `who came over from northgate securities`: worked there before
    text = re.sub(r"\bcame over from\b", "used to work at", text)
    # `didnt someone here work at artisense`: did someone, asked as a reminder
    text = re.sub(r"^(?:didnt|did not|doesnt|does not) (someone|somebody|anyone|anybody)\b",
                  r"did \1", text)
    # `who used to be at kestrel pay but left`: who used to work there
    text = re.sub(r"\bused to be (?:at|with) ([\w&. -]{1,40}?)(?:,? but (?:left|quit|moved on))?$",
                  r"used to work at \1", text)
    # `has tomás ever been at goldman`: worked there
    text = re.sub(r"^(has|did) ([a-z][\w'-]*(?: [a-z][\w'-]*)?) ever (?:been|worked|work)"
                  r" (?:at|for) ", r"\1 \2 worked at ", text)
    # `who of us went to eth`: who
    text = re.sub(r"\bwho of (?:us|you(?: guys| all)?|the team|yall)\b", "who", text)
    # `who is mei lin again`: to be reminded what she does
    text = re.sub(r"^(?:who(?:s| is)) ([a-z][\w'-]*(?: [a-z][\w'-]*){0,2}) again$",
                  r"what does \1 do", text)
    # `who works at feedzai again`: asked before, no condition
    text = re.sub(r"^((?:who|anyone|anybody|any1)\b(?! is\b| are\b| was\b| were\b).{3,}?) again$",
                  r"\1", text)
    # `k8s people, who are you`: who knows k8s
    text = re.sub(r"^([\w+#.-]+(?: [\w+#.-]+)?) (?:people|folks|ppl|devs|peeps),? who are (?:you|u"
                  r"|yall|you all)\b", r"who knows \1", text)
    # `compare the two joannas`, `the two darraghs, who's better at python`: the two people
    # of that name, compared
    text = re.sub(r"^(?:compare (?:the )?(?:two|2|both) ([a-z]+?)s(?: on ([\w+#.-]+))?"
                  r"|(?:the )?(?:two|2|both) ([a-z]+?)s,? who(?:s| is) (?:better|stronger)"
                  r" (?:at|in|with) ([\w+#.-]+))$",
                  lambda m: f"compare {m[1] or m[3]} and {m[1] or m[3]}"
                  + (f" on {m[2] or m[4]}" if m[2] or m[4] else ""), text)  # fmt: skip
    # `the best c programmer, not c++ just plain c`: which c was meant, not an exception
    text = re.sub(r",? not ([\w+#.-]+),? (?:just|only) (?:plain |pure |good old )?([\w+#.-]+)$",
                  lambda m: "" if m[2] in m.string[: m.start()].split() else m[0], text)
    # `who speaks french`: whose words say they speak it
    text = re.sub(r"\b(?:speaks?|can speak|is fluent in|are fluent in) (?=(?:fluent )?[a-z]+$)",
                  "mentions speaking ", text)
    # `oren vs mathilde on stack overflow answers`: who has more of them
    text = re.sub(r"^([a-z][\w'-]*(?: [a-z][\w'-]*)?) (?:vs\.?|versus)"
                  r" ([a-z][\w'-]*(?: [a-z][\w'-]*)?) (?:on|by|for|in) ((?:stack ?overflow|so)"
                  r" (?:answers|reputation|rep|questions)|years of (?:coding|employment))$",
                  r"who has more \3, \1 or \2", text)
    # `is björn stockholm based`: based in stockholm
    text = re.sub(r"^(is|was) ([a-z][\w'-]*(?: [a-z][\w'-]*)?) ([a-z]+(?: [a-z]+)?)[- ]based$",
                  r"\1 \2 based in \3", text)
    # `anyone ex google`, `who's ex-booking.com`: who used to work there (`ex-military` names
    # no company)
    text = _EX.sub(_ex, text)
    # `who has intel on their cv`: who has intel experience, ever there
    text = re.sub(r"\b(has|have|with|got) ([\w&. -]{1,30}) on (?:their|his|her|the|a|your|ur)"
                  r" (?:cv|resume|linkedin)$", r"\1 \2 experience", text)
    # `is wojciech ex intel`: whether they worked there
    text = re.sub(r"^(?:is|was) ([a-z][\w' -]{1,40}?) (?:an? )?ex[- ]([\w&.-]+(?: [\w&.-]+)?)$",
                  r"did \1 work at \2", text)
    text = _NEEDED.sub(_needed, text)
    # `for a c++ rewrite i need the top 2 c++ engineers`: what it is for is said first
    text = re.sub(r"^for (?:a|an|the|our|this) [\w+#. -]{1,30}? (?:rewrite|project|migration"
                  r"|effort|launch|task|review|refactor|port|workshop|talk|event|demo|panel"
                  r"|hackathon|kickoff|sprint|rotation|pool|guide),? (?=\w)", "", text)
    text = re.sub(r"^(?:re|re:) (?:the )?[\w+#. -]{1,30}?, (?=\w)", "", text)  # `re the guide —`
    text = re.sub(r"^(?:replying to|reply to|@?re) [\w.'-]+: ", "", text)  # `replying to marta: `
    # `we want ppl who know rust, who fits`: who is wanted
    text = re.sub(r"^(?:we|i) (?:want|need|are looking for|am looking for) (?=(?:ppl|people|folks"
                  r"|devs|someone|somebody|engineers) who\b)", "", text)
    text = re.sub(r",? (?:who fits|any takers|who(?:s| is) up for it|who(?:s| is) free|who we got"
                  r"|who(?:ve| have) we got)[?!. ]*$", "", text)
    # `…who knows c++ for the plugin crash`: what it is for
    text = re.sub(r"^((?:need|who|whos|anyone|someone|looking for)\b.*?) for (?:the|a|an|our|my"
                  r"|this) [\w -]{1,30}? (?:crash|bug|issue|problem|fix|review|rewrite|migration"
                  r"|project|task|ticket|incident|outage|release)$", r"\1", text)
    # `postgres/postgres itself, not just pgfold`: the first, not a condition on the second
    text = re.sub(r"(?: itself)?,? not just [\w./+#-]+$", "", text)
    # `show me all the maintainers`: anyone who maintained a project
    text = re.sub(r"^(?:show me |list |who are |list all )?(?:all )?(?:the |our )?maintainers$",
                  "who was a maintainer on a project", text)
    text = _STAFFING.sub(lambda m: f"top {_FEW.get(m['n'], m['n'])} {m['t']}", text)
    text = _TAKE_OVER.sub(r"who knows \g<t>", text)
    # `anyone at microsoft with kubernetes and python`: there, and knowing them
    text = re.sub(r"\b((?:at|in) [\w&.-]+) with (?!(?:a|an|the|no|any|some|more|less|over"
                  r"|under|at|least|most|\d+)\b)(?=[a-z])", r"\1 who knows ", text)
    text = _BETTER_THAN.sub(r"who is better at \g<s>, \g<a> or \g<b>", text)
    text = _LONGER.sub(lambda m: f"who has more years {'employed' if m['e'] else 'of coding'},"
                                 f" {m['a']} or {m['b']}", text)
    # `the two zhaos, who are they`: who they are
    text = re.sub(r"^((?:the |both )?(?:two |three )?[a-z][\w'-]+?(?:es|s)),? (?:who are they"
                  r"|who are those|whos that|who r they)$", r"who are \1", text)
    text = _BOTH.sub(r"who knows \g<x> and \g<y>", text)
    text = _OF_ASKER.sub(r"\g<q>", text)
    text = _ZONE.sub(lambda m: f"in {_ZONES[m['z']]}", text)
    # `what's zvdberg/plorbt`: who worked on it, with what it is
    text = re.sub(r"^(?:whats|what is|tell me about|info on|whose is|whose) ([\w.-]+/[\w.-]+)$",
                  r"who contributed to \1", text)
    # `whose contributions have the devops topic`: the topic, as the skills read it
    text = re.sub(r"\b(?:github )?(?:contributions|repos|repositories|projects|work) (?:have"
                  r"|has|with|carry|carries|tagged(?: with)?) (?:the |a )?([\w+#.-]+)"
                  r" (?:topic|tag)s?\b",
                  r"knows \1", text)
    text = _CALLED.sub(r"who contributed to \g<r>", text)
    text = _PAIR_WITH.sub(r"who knows \g<t> except \g<n>", text)
    text = _HOW_GOOD.sub(r"does \g<n> know \g<s>", text)
    text = _ANTECEDENT.sub(_antecedent, text)
    text = _ANTECEDENT_FIRST.sub(_antecedent, text)
    text = _TROUBLE_FIRST.sub(r"\g<q> \g<t>", text)
    text = _ASKED_ABOUT.sub(r"who knows about \g<t>", text)
    # `who do i talk to about streaming hitches when you fly over the city`: when it happens
    # is no part of what it is
    text = re.sub(r"(\babout [\w .+#/-]{3,60}?) when (?:you|we|i|it|they|the|a|there)\b.*$",
                  r"\1", text)
    text = re.sub(r"\bside[ -]channels?\b", "side-channel", text)
    text = re.sub(r"\bon (?:the|our) bench\b", "", text)  # who is free at a consultancy
    # `that top school badge thing`: the badge
    text = re.sub(r"\b(?:that|this|those) ((?:[\w-]+ ){1,3}badges?)(?: things?| stuff)?\b",
                  r"the \1", text)
    text = _HELP_UNDERSTAND.sub("knows", text)
    text = _FIX_MY.sub("knows", text)
    # `who is doing a phd`, `working on their phd at the moment`: a phd student now
    text = re.sub(r"\b(?:is |are )?(?:doing|working on|pursuing|studying for|in the middle of)"
                  r" (?:a|an|their|his|her|my) (phd|doctorate)(?: (?:at the moment|right now|now"
                  r"|currently|atm))?\b", r"is a \1 student", text)
    text = re.sub(r"\bwhove\b", "who have", text)
    text = re.sub(r" \+ ", " and ", text)  # `kubernetes + postgres`
    text = re.sub(r"\bthe (?:states|usa)\b", "the us", text)
    # `in london or the us`: the us is a place too, not `us` the people asking
    text = re.sub(r"(\bin \w+(?: \w+)? or) the us\b", r"\1 in the us", text)
    text = re.sub(r"\bso (?=stats|rep|reputation|profile|account|answers|questions|activity"
                  r"|karma|score|presence)\b", "stack overflow ", text)
    text = _DEMONYM.sub(lambda m: f"who is in {_DEMONYMS[m['d']]}", text)
    nationals = _vocab()[0].nationals
    text = _national().sub(lambda m: f"{m[1] or ''}people in {nationals[m[2]]}", text)
    text = _UNI.sub(r"\1 university", text)
    text = _SKILL_THEN_TWO.sub(r"who is better at \g<skill>, \g<a> or \g<b>", text)
    text = _SKILL_COLON_TWO.sub(
        lambda m: f"compare {re.sub(r' (?:vs.?|versus) ', ', ', m['a'])} and {m['b']} on"
        f" {m['skill']}", text)  # fmt: skip
    text = _UNDERSTANDS.sub(r"\g<who> knows \g<t>", text)
    text = _TWO_THEN_SKILL.sub(r"compare \g<a> and \g<b> on \g<skill>", text)
    text = _RANKING_OF.sub(lambda m: f"{m['top'] or 'best'} {m['what']}", text)
    text = _WHOSE_PROFILES.sub("list everyone", text)
    text = _REVIEWER.sub(r"who knows \g<thing>", text)
    text = _BEFORE_JOINING.sub(r"worked at \1 and works at \2", text)
    text = _EX_NOW.sub(lambda m: f"{m[1] or 'who '}worked at {m[2]} and works at {m[3]}", text)
    text = _LEFT.sub(_left_company, text)
    text = _GO_TO.sub("expert in", text)
    text = _TEAM_SIZE.sub("how many profiles", text)
    text = _LIST_LAST.sub(r"list \1", text)
    text = re.sub(r"^(.+?),? (?:the )?(?:full|whole|complete|entire) list(?: pls| please)?$",
                  r"list \1", text)  # `stanford grads, full list`
    text = _LEFT_FOR.sub(lambda m: f"worked at {m[1] or m[3]} and works at {m[2] or m[4]}", text)
    text = _ALUMNI_AT.sub(_alumni_at, text)
    text = _REPO_CONTRIBUTORS.sub(r"contributors to \1", text)
    text = re.sub(r"\bas well as\b", "and", text)
    text = re.sub(r"\bat all(?=[?!. ]*$)", "", text)  # `no education at all`
    text = _LEVEL_OF_TWO.sub(_level_of_two, text)
    text = _LEVEL.sub(_level, text)
    text = _TITLED.sub(_titled, text)
    # `top two, best first`, `sort everybody by years of coding, most first`
    text = re.sub(r",? (?:best|strongest|top|most|highest|longest|biggest) first$", "", text)
    text = _EVERYONE_BY.sub("everyone by ", text)
    text = _EVERYONE_BY_SKILL.sub(r"who knows \1 best", text)
    text = _WHO_LONGER.sub(_who_longer, text)
    text = _WENT.sub("went to ", text)
    text = _REPO_PEOPLE.sub(r"contributors to \1", text)
    text = _OR_BETTER.sub(r"who is better at \3, \1 or \2", text)
    text = _DIFFERENCE.sub(lambda m: f"difference between {m[1] or m[3]} and {m[2] or m[4]}", text)
    text = _TOP_CONTRIBUTOR.sub("who contributed the most to", text)
    text = _FOR_EXAMPLE.sub(r"\1", text)
    text = _MAINTAINER_ON.sub("maintainer of ", text)
    text = _MAINTAINERS.sub(r"maintainer of \1", text)
    m = _TOPIC_FIRST.match(text)
    if m and _WHOM.match(m["rest"]) and not set(m["topic"].split()) & _NO_TOPIC:
        text = f"who knows {m['topic']}"
    if _HELP_WITH.search(text) or text.startswith("who knows "):
        text = _TROUBLE.sub(_trouble, text)
    return re.sub(r"\s+", " ", text).strip()
