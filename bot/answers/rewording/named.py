"""Questions about named people, written as the reading reads them: one person's level at a
skill (`what's tunde like at python`, `adaeze's react native score`), whether they know or did
something (`is samuel any good w kubernetes`), their profile asked for (`send me noa's
profile`), and two or more of them compared (`elena or lukas better rust`, `rank marek, zofia
and jakub by years of coding`)."""

from __future__ import annotations

import re

from bot.answers.rewording.known import known_skill, vocab
from bot.answers.rewrite import rewrite
from bot.search.text import key

# Groups of people, not people (`the difference in experience between junior and senior`).
_ROLES = (r"(?:juniors?|seniors?|mids?|leads?|staff|backend|frontend|devs?|engineers?|interns?"
          r"|managers?|us|them)\b")

# `who's been coding longer, jose or lukas`, `whos been employed longer as a dev, maria jose
# or ana beatriz`: a comparison by years
_WHO_LONGER = re.compile(
    r"^(?:who|whos|who is|who has)(?: been)? (?P<how>employed|working|coding|programming|coded"
    # `who has been a developer longer, grace or aoife`: employed
    r"|programmed|an? (?:software )?(?:dev|developer|engineer|programmer))"
    r"(?: as an? [\w ]{1,30}?)?(?: for)? (?:the )?(?:longer|longest)(?: as an? \w+)?,?"
    r" (?P<who>.+ (?:or|vs|and) .+)$"
)

# `hannah or ines, more years employed?`: who of the two has more of them
_MORE_YEARS_OF_TWO = re.compile(
    r"^(?P<who>[a-z][\w.'-]*(?: [a-z][\w.'-]*)? (?:or|vs) [a-z][\w.'-]*(?: [a-z][\w.'-]*)?),?"
    r" (?:more|most) (?:years? )?(?P<of>employed|of employment|employment|coding|of coding"
    r"|experience|of experience)$"
)


def _level(m: re.Match[str]) -> str:
    # `mei's rust level` asks whether mei knows rust; `daniel kim's level` names no skill;
    # after a name said as whose, a score names any skill the data may hold (`joaquin's gatk
    # score`), but a level only one the world knows (`chris's stress level` is none)
    whose = m[1].endswith("s") and m[3] in ("score", "rating") and not _NOT_WHOSE.match(m[1])
    if m[2] not in vocab()[1] and not (whose and m[2] not in _NOT_SKILLS):
        return m[0]
    name = m[1].split()
    name[-1] = rewrite(r"s$", "", name[-1]) if m[1].endswith("s") else name[-1]
    return f"does {' '.join(name)} know {m[2]}"


# Words said as whose that are no one's name: `the team's`, `yesterday's uptime score`.
_NOT_WHOSE = re.compile(
    r"(?:the|our|my|your|their|his|her|its|this|that|last|next) |(?:yesterday|today|tomorrow"
    r"|tonight|week|month|year|team|company|project)s?$"
)
# Words before `score` or `level` that are no skill: `what's mei's overall score`.
_NOT_SKILLS = frozenset({"skill", "skills", "overall", "experience", "seniority", "coding", "tech"})
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


def _level_of_two(m: re.Match[str]) -> str:
    if not known_skill(m[2]):
        return m[0]
    return f"does {m[1][:-1]} know {m[2]}"


# `elena or lukas better rust`: who of the two is better at it
_OR_BETTER = re.compile(
    r"^([a-z][\w.-]*) or ([a-z][\w.-]*) (?:better|stronger) (?:at |in |with )?(.+)$"
)
# `felix or priya kulkarni on glms - who's stronger, 9 vs 10?`: who of the two is better at it
_ON_THEN_BETTER = re.compile(
    r"^(?P<a>[a-z][\w.'-]*(?: [a-z][\w.'-]*)?) (?:or|vs) (?P<b>[a-z][\w.'-]*(?: [a-z][\w.'-]*)?)"
    r" (?:on|at|in|for) (?P<s>[\w+#.-]{2,}(?: [\w+#.-]+)?)\s*[-,:—–]+\s*(?:who(?:s| is)|which)"
    r" (?:stronger|better|ahead|more skilled)(?:,? \d+ (?:vs|or|to) \d+)?$"
)
# `arjun samuel difference`: the difference between the two
_DIFFERENCE = re.compile(
    r"^([a-z][\w.-]*) (?:and |vs |& )?([a-z][\w.-]*) (?:difference|differences|diff|compared)$"
    r"|^how (?:are|is|do) ([a-z][\w.-]*) and ([a-z][\w.-]*) (?:different|differ|compare)$"
)
# `python: emily or samuel, who's better?`, `c++ — priya vs siobhan, who's stronger`: who of
# the two is better at it
_SKILL_THEN_TWO = re.compile(
    r"^(?P<skill>[\w+#.-]+(?: [\w+#.-]+)?)(?: ?[:—–,]+ ?| -+ )"
    r"(?P<a>[a-z][\w.-]*(?: [a-z][\w.-]*){0,2})"
    r" (?:or|vs\.?|versus) (?P<b>[a-z][\w.-]*(?: [a-z][\w.-]*){0,2}),? ?(?:who(?:s| is)"
    r"|which(?: one)?(?:s| is)?) (?:better|stronger"
    r"|the better|the stronger|best|strongest)[?!. ]*$"
)
# `if i needed help with kafka tonight, rui or thao?`: the two compared at what is needed
_NEED_THEN_TWO = re.compile(
    r"^(?:(?:if|say) (?:i|we) )?(?:need(?:ed)?|want(?:ed)?|(?:am |are |were )?looking for)"
    r" (?:some |a bit of )?(?:help|someone|somebody|a hand|a person|a reviewer|a review|eyes)"
    r" (?:with|for|on) (?P<skill>[\w+#.-]+(?: (?!(?:tonight|today|tomorrow|asap|now)\b)[\w+#.-]+)?)"
    r"(?: (?:tonight|today|tomorrow|asap|this week|now|stuff|work|things|quickly))*[,:;—–-]+ ?"
    r"(?P<a>[a-z][\w.-]*(?: [a-z][\w.-]*)?) or (?P<b>[a-z][\w.-]*(?: [a-z][\w.-]*)?)[?!. ]*$"
)
# Typed short: `more senior daniel o or lena`, `tomasz or jin woo rust`.
_SHORT_MORE = re.compile(
    r"^(more senior|more experienced|more junior|older|newer),?"
    r" (?P<a>[a-z][\w'-]*(?: [a-z][\w'-]*)?) or (?P<b>[a-z][\w'-]*(?: [a-z][\w'-]*)?)$"
)
_SHORT_AT = re.compile(
    r"^(?P<a>[a-z][\w'-]*(?: [a-z][\w'-]*)?) or (?P<b>[a-z][\w'-]*(?: [a-z][\w'-]*)?)"
    r" (?P<s>[\w+#.-]+)$"
)
# `which daniel knows kubernetes better, okafor or kowalczyk?`: the two of that first name
_WHICH_OF_NAME = re.compile(
    r"^which (?P<n>(?!(?:one|person|guy|dev|of)\b)[a-z][\w'-]+)"
    r" (?P<rest>(?:knows|is|has|does|codes|writes)\b[^,]+?),? (?P<a>"
    r"[a-z][\w'-]+) or (?P<b>[a-z][\w'-]+)[?!. ]*$"
)
# `min-ji vs mathieu motion planning, who's stronger`: the two compared at it
_TWO_SKILL_WHO = re.compile(
    r"^(?P<a>[a-z][\w.-]*) (?:vs\.?|versus|or) (?P<b>[a-z][\w.-]*)"
    r" (?:on |at |in |for )?(?P<skill>[\w+#.-]+(?: [\w+#.-]+)?),? (?:who(?:s| is)"
    r"|which(?: one)?(?:s| is)?) (?:better|stronger|the better|the stronger)[?!. ]*$"
)
# `typescript: samuel vs zoe`: the two compared at it
_SKILL_COLON_TWO = re.compile(
    r"^(?P<skill>[\w+#.-]+(?: [\w+#.-]+)?)(?P<sep> ?: ?| -+ |, )"
    r"(?P<a>[a-z][\w.-]*(?: (?:vs\.?|versus) [a-z][\w.-]*)*) (?:vs\.?|versus|or)"
    r" (?P<b>[a-z][\w.-]*)"
    # `kotlin: léa vs marek vs zofia, who comes out on top`
    r"(?:,? who (?:comes out on top|wins|is best|is stronger|is better))?$"
)
# `samuel vs zoe typescript`: the two compared at it
_TWO_THEN_SKILL = re.compile(
    r"^(?P<a>[a-z][\w.-]*) (?:vs\.?|versus) (?!(?:who|whos|what|which|how)\b)(?P<b>[a-z][\w.-]*)"
    r" (?:on |at |in |for )?"
    r"(?P<skill>[\w+#.-]+)[?!. ]*$"
)


def _who_longer(m: re.Match[str]) -> str:
    of = "employed" if m["how"].startswith(("employed", "working", "a")) else "of coding"
    return f"who has more years {of}, {m['who']}"


# `how good is priya at r`: whether she knows it, and how well
_HOW_GOOD = re.compile(
    r"^how (?:good|strong|skilled|proficient|solid|fluent) is (?P<n>[a-z][\w.-]*(?: [a-z][\w.-]*)?)"
    r" (?:at|in|with) (?P<s>.+)$"
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
# `which lukas is the controls guy`: a name (not a thing: `which build is the broken one`),
# then what sets one of them apart.
_WHICH_NAMED = re.compile(
    r"(?:^|(?<=, ))which (?!(?:one|ones|team|build|branch|repo|version|room|office|day|file"
    r"|ticket|issue|link|channel|meeting|server|machine|box|laptop|cluster|node|job|pipeline|test|doc|page"
    r"|of|is|are)\b)([a-z][\w'-]*(?: [a-z]\.?)?) is the ([\w+#.-]+(?: [\w+#.-]+){0,2})"
    r" (?:one|guy|gal|girl|dude|person|lead|expert|dev|engineer|person here)"
    r"(?:,? i always mix them up| again)?$"
)


# `joão and yuki are both maintainers of a language server, which of them has more
# contributions`: who of the two
_WHICH_OF_THEM = re.compile(
    r"^(?:so |and )?(?!(?:we|they|you|i|it|these|those)\b)([a-z][\w'-]*(?: (?!(?:are|both|have"
    r"|were|is)\b)[a-z][\w'-]*)?) (?:and|&) ([a-z][\w'-]*(?: (?!(?:are|both|have|were|is)\b)"
    r"[a-z][\w'-]*)?) (?:are|both|have|were)\b[^,;?!]*[,;] (?:so )?(?:which|who) (?:of them"
    r"|of the two|one)(?: of them)? (has|is|knows|writes|codes|contributed|answers)\b(.*)$"
)


# Words of a role: `is renee a manager or an ic`.
_ROLE = (
    r"(?:manager|ic|engineer|dev|developer|lead|intern|student|contractor|researcher|scientist"
    r"|professor|designer|architect|consultant|freelancer|founder|director|postdoc|sre|analyst"
    r"|individual contributor|tech lead|team lead|people manager|eng manager|em)"
)


def _which_of_them(m: re.Match[str]) -> str:
    # only of people: `kafka and rabbitmq are both options, which one is better` asks of things
    things = known_skill(m[1]) or known_skill(m[2]) or key(m[1]) in vocab()[0].companies or (
        key(m[2]) in vocab()[0].companies
    )
    return m[0] if things else f"who {m[3]}{m[4]}, {m[1]} or {m[2]}"


def _skill_colon_two(m: re.Match[str]) -> str:
    # after a comma only a skill the world knows (`react, amelie vs thao`)
    if m["sep"] == ", " and not known_skill(m["skill"]):
        return m[0]
    who = rewrite(r" (?:vs.?|versus) ", ", ", m["a"])
    return f"compare {who} and {m['b']} on {m['skill']}"


def reword_named(text: str) -> str:
    """The message with its questions about named people written as the reading reads them."""
    # `what exactly is fiona byrne's role in the digital services team`: her role
    text = rewrite(r"^(what)(?:s| is| exactly is| precisely is) ([a-z][\w'-]+(?: [a-z][\w'-]+)?s"
                   r" (?:role|job|position|title))(?: exactly| precisely)?(?: (?:in|on|within|at)"
                   r" (?:the|our) [\w -]{1,30}? (?:team|department|service|services|group|unit))?"
                   r"(?=[?!. ]*$)", r"\1 is \2", text)
    # `compare joëlle and tomás for me, i'm not sure who to bring`: for whom is no one compared
    text = rewrite(r"^(compare [\w' -]+? and [\w' -]+?) for (?:me|us)(?=[,.;:!?-]|$)(?:[,.;:!?-]+"
                   r" *(?:im|i'm|i am|id|i'd|not sure|no idea|dunno|thanks|thx|ty|cheers|lol)\b"
                   r".*$)?", r"\1", text)
    # `everyone named anna`, `is there anyone else called daniel`, `how many people are named
    # wei`: the annas, the daniels, the weis
    text = rewrite(r"^(?:(?:please |pls |(?:can|could) you )?(?:show|list|give) (?:me )?|is there"
                   r" |are there |do we have |have we got"
                   r" |how many )?(?:everyone|everybody|anyone|anybody|someone|somebody|all"
                   r"|(?:all )?(?:the )?(?:people|folks|ppl|persons|of us)|who(?:s| is| are)?)"
                   r"(?: else)?(?: here| on the team)?(?: (?:are|r|is))? (?:named|called)"
                   r" ([a-z][\w'-]+)(?: here| on the team| do we have| are there)?$",
                   r"who are the \1s", text)
    # `how do mei-ling and lea differ in their education`: the two side by side
    text = rewrite(r"^how (?:do|does) ([a-z][\w'-]*(?: [a-z][\w'-]*)?) (?:and|&) ([a-z][\w'-]*"
                   r"(?: [a-z][\w'-]*)?) differ(?: (?:in|on) (?:their |terms of )?"
                   r"(?:education|schooling|studies|degrees|backgrounds?|careers?))?$",
                   r"compare \1 and \2", text)
    # `compare renee and wei ling on stack overflow reputation`: who has more of it
    text = rewrite(r"^compare ([a-z][\w'-]*(?: [a-z][\w'-]*)?) (?:and|&|with|to|vs\.?|versus)"
                   r" ([a-z][\w'-]*(?: [a-z][\w'-]*)?) (?:on|by|for|in) (?:their )?"
                   r"((?:stack ?overflow|so|github) (?:answers|reputation|rep|questions"
                   r"|contributions)|contributions|years of (?:coding|employment))(?: overall)?$",
                   r"who has more \3, \1 or \2", text)
    # `can u pull up arjun mehta's skills`: those of that person
    text = rewrite(r"^(?:(?:can|could) (?:you|u) )?(?:pls |please )?(?:show(?: me)?|pull up|give me"
                   r"|get me|bring up|send me|dm me|list) (?!(?:me|us|the|a|an|all|every\w*)\b)"
                   r"([a-z][\w-]*(?: [a-z][\w-]*){0,2}?)(?:s|'s) (skills|languages|employers"
                   r"|education|contributions|repos|stack overflow(?: stats)?|so stats|badges)$",
                   r"\1s \2", text)
    # `kwame or priya postgresql`, `tomek vs sofia python`: who of the two is better at it
    text = rewrite(r"^([a-z][\w'-]*) (?:vs\.?|versus|or) ([a-z][\w'-]*) (?:for |on |at |in )?"
                   r"([\w+#.-]+)\??$",
                   lambda m: f"who is better at {m[3]}, {m[1]} or {m[2]}"
                   if known_skill(m[3]) and not known_skill(m[1]) and not known_skill(m[2])
                   else m[0], text)  # fmt: skip
    # `who else knows docker like seun does`: the others who do
    text = rewrite(r"^who else (knows|uses|writes|does|codes in) ([\w+#.-]+(?: [\w+#.-]+)?)"
                   r" (?:like|as well as|besides|apart from|other than) ([a-z][\w'-]*)"
                   r"(?: does| do)?$", r"other than \3 who \1 \2", text)
    # `mai and seun, how are they different`: the two compared
    text = rewrite(r"^([a-z][\w'-]*(?: [a-z][\w'-]*)?) (?:and|&|vs)"
                   r" ([a-z][\w'-]*(?: [a-z][\w'-]*)?),?"
                   r" (?:how (?:are|do) (?:they|the two) (?:different|differ|compare)"
                   r"|whats the difference|what is the difference)$", r"compare \1 and \2", text)
    # `seun's full name?`: who they are
    text = rewrite(r"^([a-z][\w'-]*?)(?:s)? (?:full|real|whole|proper|complete) name$",
                   r"who is \1", text)
    # `emma lindqvist top skill?`: her top skills
    text = rewrite(r"^([a-z][\w'-]*(?: [a-z][\w'-]*)?)(?:s)? (?:top|best|main|strongest) skill$",
                   r"\1 top skills", text)
    # `mai phd?`: whether she has one
    text = rewrite(r"^(?!(?:any|anyone|anybody|who|whos|which|how|what|all|list|the|my|our|your"
                   r"|his|her|their|a|an|no|finished|finishing|doing|did|done)\b)"
                   r"([a-z][\w'-]*) (a )?(phd|doctorate|masters|msc|mba)$",
                   r"does \1 have a \3", text)
    # `does jun-ho have any stack overflow rep`: whether they have it, and how much
    text = rewrite(r"^(does|did|has) (?!(?:anyone|anybody|someone|somebody|any1|it|this|that)\b)"
                   r"([a-z][\w'-]*(?: [a-z][\w'-]*)?) (have|has|got) any (?=[a-z])", r"\1 \2 \3 ",
                   text)
    # `who's contributed to the most repos on github`: github's is every repository here
    text = rewrite(r"\b(repos|repositories|projects|contributions|commits|prs|pull requests)"
                   r" on (?:github|gh)\b", r"\1", text)
    # `what open source stuff has tomás worked on`, `which github projects did mei do`: what
    # they contributed to
    text = rewrite(r"^(?:what|which)(?: (?:open ?source|oss|github|public))+(?: (?:stuff|things"
                   r"|projects?|work|repos?|repositories|code|libraries|libs))? (?:has|have|did"
                   r"|does) ([a-z][\w'-]*(?: [a-z][\w'-]*)?) (?:worked on|work on|done|do"
                   r"|contributed to|contribute to|hacked on|touched|built)(?: lately| recently"
                   r"| so far)?$", r"what has \1 contributed to", text)
    # `how many years has priya worked as a developer`: her years of employment
    text = rewrite(r"^(how many years (?:has|have|did) [a-z][\w'-]*(?: [a-z][\w'-]*)?) (?:worked"
                   r"|been working|been employed) as an? [a-z]+(?: [a-z]+)?$", r"\1 been employed",
                   text)
    # `arjun or priya, who's got more fraud detection chops`: who is better at it
    text = rewrite(r"\bwho(?:s| is| has|s got| has got| got) (?:more|better|stronger|the better)"
                   r" (?!than\b|\d)([\w+#. -]{2,30}?) (?:chops|skills?|knowledge|expertise|cred)\b",
                   r"who is better at \1", text)
    # `who does hemi work for these days`: now, which the fact says anyway
    text = rewrite(r"^((?:who|where|what|which company) (?:does|do|is) [a-z][\w' -]{1,40}?"
                   r" (?:work for|work at|work|live|based|do)) (?:these days|nowadays|currently"
                   r"|right now|at the moment|atm|now)$", r"\1", text)
    # `joão and yuki are both maintainers of a language server, which of them has more
    # contributions`: who of the two
    text = rewrite(_TWO_SKILL_WHO, r"who is better at \g<skill>, \g<a> or \g<b>", text)
    text = rewrite(_WHICH_OF_THEM, _which_of_them, text)
    # `which one has more stack overflow reputation, fiona or amélie`: who has
    text = rewrite(r"^which (?:one|of them|of the two)(?:s| is)? (?=(?:has (?:more|the most)"
                   r" (?:stack ?overflow|so|github|contributions|reputation|rep|answers|questions"
                   r"|years|experience|commits|prs|reviews)|has been coding|knows|is better at"
                   r"|is stronger at|contributed more|answers more)\b)", "who ", text)
    # `which has been employed longer as a developer, fiona byrne or inês carvalho`: of two
    # people, by their years (not `which has been working better, the old build or…`)
    text = rewrite(r"^which (?=has been (?:coding|employed)(?: as an? [a-z]+)? (?:longer|the"
                   r" longest)\b)", "who ", text)
    # `is renee a manager or an ic`: which of two things someone is, as their role says it
    text = rewrite(r"^(?:is|was) (?!(?:it|this|that|he|she|they|there)\b)([a-z][\w'-]*"
                   r"(?: [a-z][\w'-]*)?) (?:an?|the) (?:[a-z][\w-]* )?" + _ROLE + r" or (?:an?|the)"
                   r" (?:[a-z][\w-]* )?" + _ROLE + r"$", r"what does \1 do", text)
    # `who's the better rust dev`: better at rust
    text = rewrite(r"\b(?:the )?(better|stronger) ([\w+#.]+) (?:dev|developer|engineer|person"
                   r"|programmer|coder|guy|one)\b", r"\1 at \2", text)
    # `which lukas is the controls guy`, `which daniel is the kdb one`: of the people of a
    # name, the one who knows it
    text = rewrite(_WHICH_NAMED, r"which \1 knows \2", text)
    # `what's tunde like at python`: how good he is at it
    text = rewrite(r"^what(?:'s|s| is) (?!(?:it|that|this|everyone|everybody|the|work|life|things"
                   r"|stuff|weather|traffic|food)\b)([a-z][\w'-]*(?: [a-z][\w'-]*)?) like"
                   r" (?:at|with) (?!(?:night|nights|work|home|scale|weekends?|the|this|first"
                   r"|times)\b)",
                   r"how good is \1 at ", text)
    # `what score does nikolaj have in python`: how good he is at it
    text = rewrite(r"^what (?:score|rating|level) does ([a-z][\w'-]*(?: [a-z][\w'-]*)?) (?:have"
                   r"|get)"
                   r" (?:in|for|at|on) ", r"how good is \1 at ", text)
    # `jonas is on holiday til monday, who else knows slurm`: the others
    text = rewrite(r"^([a-z][\w'-]*(?: [a-z][\w'-]*)?) (?:is|s|will be|'s) (?:out|off|away|ooo"
                   r"|sick|busy|unavailable|on holiday|on vacation|on leave|on pto|travell?ing)"
                   r"\b[^,.;?!]*[,.;?!]* (?:so )?who else (?=\w)", r"other than \1 who ", text)
    text = rewrite(r"^([a-z][\w'-]*(?: [a-z][\w'-]*)?) (?:is|s|will be|'s) on (?:parental"
                   r"|maternity|paternity|annual|garden|study|sick) leave\b[^,.;?!]*[,.;?!]*"
                   r" (?:so )?who else (?=knows?\b)", r"other than \1 who ", text)
    # `who could cover for sam on the pytorch side while sam is away`: the others who know it
    text = rewrite(r"^who (?:can|could|would|will) (?:cover|stand in|fill in) for (?!(?:me|us|him"
                   r"|her|them|you|u)\b)([a-z][\w'-]*(?: [a-z][\w'-]*)?) on (?:the )?"
                   r"([\w+#./-]+(?: [\w+#./-]+)??)(?: (?:side|stuff|work|bits?))?"
                   r"(?: (?:while|when|whilst|as) .*)?$",
                   lambda m: f"other than {m[1]} who knows {m[2]}" if known_skill(m[2]) else m[0],
                   text)
    # `noa wants to join the k8s rotation, does she even know kubernetes`, `marek's quote
    # looks cheap, does he even know c++`: whether they do
    text = rewrite(r"^(?:(?P<n>[a-z][\w'-]*(?: [a-z][\w'-]*)?) (?:wants|is|has|was|asked|said"
                   r"|says|plans|offered|volunteered)|(?P<whose>[a-z][\w'-]*)s [a-z]+ (?:looks?|is"
                   r"|was|seems?|sounds?))\b[^,.;?!]*[,.;?!]+ (?P<v>does|is|has|did) (?:she|he"
                   r"|they) (?:even |actually |really )?(?=know|have|work|live)",
                   lambda m: f"{m['v']} {m['n'] or m['whose']} ", text)
    # `charlotte dubois - what does she own`, `mei: where did she study`: of the one named
    text = rewrite(r"^(?!(?:he|she|they|it|you|we|i|so|ok|hey|hi|and|but|also|btw|quick q)\b)"
                   r"([a-z][\w'-]*(?: [a-z][\w'-]*)?) ?(?:-+|–|—|:|,) ?(what|where|which|how|who)"
                   r" (does|did|is|was|has) (?:she|he|they) (?=\w)", r"\2 \3 \1 ", text)
    # `jonas lindquist – is he still contracting?`, `mei - does she know spice?`: whether the
    # one named does, as the yes-or-no reading answers it (not `… does she like python`, `… has
    # she got a github`, nor `no, is she coming?`)
    text = rewrite(r"^(?!(?:he|she|they|it|you|we|i|so|ok|okay|hey|hi|and|but|also|btw|no|yes"
                   r"|yeah|yep|yup|nope|wait|sorry|nice|cool|sure|fair|right|thanks|thx|hmm|lol"
                   r"|well|oh|great|true|anyway|what|how|who|which|where|anyone|anybody|someone"
                   r"|somebody|everyone|the|this|that|my|our)\b)"
                   r"([a-z][\w'-]*(?: [a-z][\w'-]*)?) ?(?:-+|–|—|:|,) ?(is|does|has) (?:she|he"
                   r"|they) (?=still\b|(?:(?:ever|really|actually|also|even) )?(?:know|use|used"
                   r"|worked|work|speak|write|code|contributed|studied|based|in|at|from|on|an?"
                   r"|our)\b)", r"\2 \1 ", text)
    # `and what about declan, is he on stack overflow?`: whether the one named does
    text = rewrite(r"^(?:and |so )?(?:what|how) about (?!(?:he|she|they|it|you|we|i|the|that"
                   r"|this|anyone|anybody|someone|somebody|everyone)\b)([a-z][\w'-]*"
                   r"(?: [a-z][\w'-]*)?) ?(?:-+|–|—|:|,) ?(does|did|is|was|has) (?:she|he|they)"
                   r" (?=\w)", r"\2 \1 ", text)
    # `is thao the data person`: whether she knows it
    text = rewrite(r"^is (?!(?:it|this|that|he|she|they|there)\b)([a-z][\w'-]*(?: [a-z][\w'-]*)?)"
                   r" (?:the|our) ([\w+#./-]+(?: [\w+#./-]+){0,2}) (?:person|guy|gal|expert|owner"
                   r"|go-to|go to)(?: here| on the team)?$", r"does \1 know \2", text)
    # `is astrid one of the contributors on nf-core/sarek`: whether she contributed
    text = rewrite(r"^is ([a-z][\w'-]*(?: [a-z][\w'-]*)?) (?:one of the|among the|a)"
                   r" (?:contributors|committers|maintainers|contributor) (?:on|to|of|for|in) ",
                   r"did \1 contribute to ", text)
    # `is samuel any good w kubernetes`, `is rahul knowing golang`: whether he knows it
    text = rewrite(r"^is (?!(?:this|that|it|he|she|they|there|the|our|my|your|their|a|an)\b)"
                   r"([a-z][\w'-]*(?: [a-z][\w'-]*)??) (?:(?:any good|good|decent|ok|okay|solid)"
                   r" (?:at|with|w|in)|knowing|having (?:experience|knowledge) (?:in|of|with)) ",
                   r"does \1 know ", text)
    # `priya's skills list`: her skills; `how many programming languages priya is using`: how
    # many she knows
    text = rewrite(r"\b(skill|language)s? list\b", r"\1s", text)
    text = rewrite(r"^how many ((?:programming |coding )?languages) (?!(?:do|does|did|is|are"
                   r"|can|have|has)\b)([a-z][\w'-]*(?: [a-z][\w'-]*)??) (?:is using|uses|knows"
                   r"|is knowing|writes|is writing|codes in|can code in|speaks)$",
                   r"how many \1 does \2 know", text)
    # `lukas hoffmann or lukas vermeulen, which one is the data guy`: who is better at it
    text = rewrite(r"^([a-z][\w'-]*(?: [a-z][\w'-]*)?) or ([a-z][\w'-]*(?: [a-z][\w'-]*)?),?"
                   r" (?:which one|which of them|which of the two|who) is (?:the|our)"
                   r" ([\w+#.-]+(?: [\w+#.-]+)?) (?:guy|gal|person|one|expert|specialist)$",
                   r"who is better at \3, \1 or \2", text)
    # `what is the difference in experience between jurgen bauer and priya nair`: who has more
    text = rewrite(r"^(?:what is|whats|what's|how big is) the difference in (?:experience|coding"
                   r" experience|seniority|years of coding|coding years) between (?!" + _ROLES
                   + r")([a-z][\w'-]*(?: [a-z][\w'-]*)?) and (?!" + _ROLES
                   + r")([a-z][\w'-]*(?: [a-z][\w'-]*)?)$",
                   r"who has more years of coding, \1 or \2", text)
    # `who is zoe working for currently`: where she works
    text = rewrite(r"^(?:who|which company) is (?!(?:he|she|they|it|this|that|everyone|everybody"
                   r"|the|a|an|someone|somebody|anyone|anybody|our|my|your)\b)"
                   r"([a-z][\w'-]*(?: [a-z][\w'-]*)??) working (?:for|at)(?: currently| now"
                   r"| presently| at the moment| these days)?$",
                   r"who does \1 work for", text)
    # `who is xinyi and what does she work on`: who she is says both
    text = rewrite(r"^(who is|whos) ([a-z][\w'-]*(?: [a-z][\w'-]*)?)(?:,| and| &) (?:what|where"
                   r"|how)\b.*$", r"\1 \2", text)
    # `what's aino's score in dsp`: whether she knows it, and her score
    text = rewrite(r"^(?:whats|what is) ([a-z][\w'-]*(?: [a-z][\w'-]*)??)(?:s|'s) (?:score|rating"
                   r"|level) (?:in|at|for|on) ([\w+#. -]{1,30})$", r"does \1 know \2", text)
    # `has hamish done terraform before`: whether he knows it
    text = rewrite(r"^(?:has|did) ([a-z][\w'-]*(?: [a-z][\w'-]*)??) (?:done|used|worked with)"
                   r"(?: any| some)? ([\w+#.-]+(?: [\w+#.-]+)?) (?:before|ever|at all)$",
                   lambda m: f"does {m[1]} know {m[2]}" if known_skill(m[2]) else m[0], text)
    # `has wei ever touched tvm`: worked on it
    text = rewrite(r"^((?:has|did) [a-z][\w'-]*(?: [a-z][\w'-]*)??) ever touch(?:ed)?\b",
                   r"\1 worked on", text)
    # `send me noa's profile`: the profile asked for
    text = rewrite(r"^(?:(?:can|could) (?:you|u|someone|somebody|anyone) |pls |please )?(?:send"
                   r"|show|give|get|dm|pull up|pull|bring up|grab|can i see|could i see|lemme see"
                   r"|let me see|can i get|can i have)(?: me| us)? (?!(?:me|us|up|every"
                   r"|everyone|all|the|a|an|his|her|their|my|your|our|this|that|each|any|some)\b)"
                   r"([a-z][\w'-]*(?: [a-z][\w'-]*){0,2}?)(?:s|'s|’s)? (?:profile|card)"
                   r"(?: for (?:the |a |my |our )?[\w -]{1,30})?$", r"profile \1", text)
    # `is chidinma still doing the app`, `still on the ocr team`: whether that is still their
    # work, which what they do now answers (`still on the train` is where they are; `still
    # doing the fraud models` is answered by whether they mention them)
    text = rewrite(r"^(?:is|are) (?!(?:it|this|that|he|she|they|there|the|our|my|your|we|you|"
                   r"anyone|anybody|someone|somebody|everyone)\b)([a-z][\w'-]*(?: [a-z][\w'-]*)?)"
                   r" still (?:on (?:the |our |that )?(?:[\w'-]+ ){0,3}(?:app|apps|portal"
                   r"|pipeline|platform|service|api|integration|dashboards?|backend|frontend|team"
                   r"|website|product|sdk|engine|models?)|doing (?:the |our |that )?(?:app|apps"
                   r"|portal|backend|frontend|website))$",
                   lambda m: m[0] if known_skill(m[1]) else f"what does {m[1]} do", text)
    text = rewrite(r"^((?:is|does|did|has) [a-z][\w'-]*(?: [a-z][\w'-]*)?) (?:actually|really"
                   r"|still|even) ", r"\1 ", text)
    # `stronger in go, megan or siddharth?`: who is
    text = rewrite(r"^(?=(?:stronger|better|more experienced|more senior) (?:in|at|with) )",
                   "who is ", text)
    # `rank marek, zofia and jakub by years of coding`: compared by years of coding
    text = rewrite(r"^(?:compare|rank|order|sort) ([^:]+? (?:and|&) [^:]+?) (?:by|on) (?:their )?"
                   r"(?:years of coding|years coding|years of experience|experience)$",
                   r"compare \1: who has been coding longer", text)
    # `wei, yifan and chenggang: who's been coding the longest`
    text = rewrite(r"^([^:,]+?(?:, [^:,]+?)*,? (?:and|or|&) [^:]+?):? who(?:s| has| is)? been"
                   r" coding"
                   r" (?:the )?longest$", r"compare \1: who has been coding longer", text)
    # `søren does not have a doctorate, is that correct`, `wei ling doesnt know python does
    # she`: whether they do
    text = rewrite(r"^(?!(?:he|she|they|it|you|we|i)\b)([a-z][\w'-]*(?: [a-z][\w'-]*)?)"
                   r" (?:does not|doesnt|does) (have|know|hold)"
                   r" (.+?),? (?:is that (?:correct|right|true)|right|correct"
                   r"|does (?:he|she|they))$", r"does \1 \2 \3", text)
    # `does priya hold a phd`: have one
    text = rewrite(r"^(does|did) ([a-z][\w'-]*(?: [a-z][\w'-]*)?) hold (?=an? )", r"\1 \2 have ",
                   text)
    # `please provide the profile for søren`: his profile
    text = rewrite(r"^(?:please |pls )?(?:provide|send|show|give|get|pull up)(?: me| us)?"
                   r" the profile (?:for|of) (.+)$", r"profile \1", text)
    # `has tomás ever been at goldman`: worked there
    text = rewrite(r"^(has|did) ([a-z][\w'-]*(?: [a-z][\w'-]*)?) ever (?:been|worked|work)"
                   r" (?:at|for) ", r"\1 \2 worked at ", text)
    # `what kind of tests does sophie lambert do`: what her work is, as her profile says it
    text = rewrite(r"^what (?:kinds?|sorts?|types?) of (?:[a-z][\w-]* )?(?:tests|testing|work"
                   r"|projects|things|stuff|engineering|development|dev|coding|research)"
                   r" (?:does|did) (?!(?:it|this|that|he|she|they|the|our|your|he|we|you"
                   r"|anyone|anybody|someone|somebody|everyone)\b)([a-z][\w'-]*(?: [a-z][\w'-]*)?)"
                   r" (?:do|work on|build|run|make)$", r"what does \1 do", text)
    # `who is mei lin again`: to be reminded what she does
    text = rewrite(r"^(?:who(?:s| is)) ([a-z][\w'-]*(?: [a-z][\w'-]*){0,2}) again$",
                   r"what does \1 do", text)
    # `compare the two joannas`, `the two darraghs, who's better at python`: the two people
    # of that name, compared
    text = rewrite(r"^(?:compare (?:the )?(?:two|2|both) ([a-z]+?)s(?: on ([\w+#.-]+))?"
                   r"|(?:the )?(?:two|2|both) ([a-z]+?)s,? who(?:s| is) (?:better|stronger)"
                   r" (?:at|in|with) ([\w+#.-]+))$",
                   lambda m: f"compare {m[1] or m[3]} and {m[1] or m[3]}"
                   + (f" on {m[2] or m[4]}" if m[2] or m[4] else ""), text)  # fmt: skip
    # `oren vs mathilde on stack overflow answers`: who has more of them
    text = rewrite(r"^([a-z][\w'-]*(?: [a-z][\w'-]*)?) (?:vs\.?|versus)"
                   r" ([a-z][\w'-]*(?: [a-z][\w'-]*)?) (?:on|by|for|in) ((?:stack ?overflow|so)"
                   r" (?:answers|reputation|rep|questions)|years of (?:coding|employment))$",
                   r"who has more \3, \1 or \2", text)
    # `is björn stockholm based`: based in stockholm
    text = rewrite(r"^(is|was) ([a-z][\w'-]*(?: [a-z][\w'-]*)?) ([a-z]+(?: [a-z]+)?)[- ]based$",
                   r"\1 \2 based in \3", text)
    # `is wojciech ex intel`: whether they worked there
    text = rewrite(r"^(?:is|was) (?!(?:anyone|anybody|any1|someone|somebody|there)\b)"
                   r"([a-z][\w' -]{1,40}?) (?:an? )?ex[- ]([\w&.-]+(?: [\w&.-]+)?)$",
                   r"did \1 work at \2", text)
    text = rewrite(_BETTER_THAN, r"who is better at \g<s>, \g<a> or \g<b>", text)
    text = rewrite(_LONGER, lambda m: f"who has more years {'employed' if m['e'] else 'of coding'},"
                                 f" {m['a']} or {m['b']}", text)
    # `the two zhaos, who are they`: who they are
    text = rewrite(r"^((?:the |both )?(?:two |three )?[a-z][\w'-]+?(?:es|s)),? (?:who are they"
                   r"|who are those|whos that|who r they)$", r"who are \1", text)
    text = rewrite(_HOW_GOOD, r"does \g<n> know \g<s>", text)
    text = rewrite(_SKILL_THEN_TWO, r"who is better at \g<skill>, \g<a> or \g<b>", text)
    text = rewrite(_NEED_THEN_TWO, r"who is better at \g<skill>, \g<a> or \g<b>", text)
    text = rewrite(_WHICH_OF_NAME, r"who \g<rest>, \g<n> \g<a> or \g<n> \g<b>", text)
    text = rewrite(_SHORT_MORE, r"who is \1, \g<a> or \g<b>", text)
    # `rafael or sofia as the fpga backup`: the two compared at it
    text = rewrite(r"^(?P<a>[a-z][\w'-]*(?: [a-z][\w'-]*)?) or"
                   r" (?P<b>[a-z][\w'-]*(?: [a-z][\w'-]*)?)"
                   r" as (?:the |our |a )?(?P<s>[\w+#.-]+) (?:backup|owner|person|lead|go-to|expert"
                   r"|reviewer|cover)$", r"\g<a> or \g<b> for \g<s>", text)
    text = rewrite(_SHORT_AT, lambda m: f"{m['a']} or {m['b']} for {m['s']}"
                   if known_skill(m["s"]) else m[0], text)
    text = rewrite(_SKILL_COLON_TWO, _skill_colon_two, text)
    text = rewrite(_TWO_THEN_SKILL, r"compare \g<a> and \g<b> on \g<skill>", text)
    text = rewrite(_LEVEL_OF_TWO, _level_of_two, text)
    text = rewrite(_LEVEL, _level, text)
    text = rewrite(_WHO_LONGER, _who_longer, text)
    text = rewrite(
        _MORE_YEARS_OF_TWO,
        lambda m: f"who has more years {'employed' if 'employ' in m['of'] else 'of coding'}"
        f", {m['who']}",
        text,
    )
    text = rewrite(_OR_BETTER, r"who is better at \3, \1 or \2", text)
    text = rewrite(_ON_THEN_BETTER, r"who is better at \g<s>, \g<a> or \g<b>", text)
    text = rewrite(_DIFFERENCE,
                   lambda m: f"difference between {m[1] or m[3]} and {m[2] or m[4]}", text)
    return text
