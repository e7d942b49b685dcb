"""The shapes of questions about particular people: a comparison, a fact about one person, a
yes or no about one person, someone named anywhere in a question about them, a profile.

Everything here works on folded text, as bot.answers.phrasing does.
"""

from __future__ import annotations

import re

from bot.answers import phrasing as P

# The small words inside a name (`marco de vries`, `ana da silva`), no one's name alone (`van`
# of Van der Berg).
NAME_PARTICLES = frozenset(
    "van der den de da do di la le el del della von bin binti ibn al du dos das ter ten mac st"
    .split()
)
_PARTICLE = "(?:" + "|".join(sorted(NAME_PARTICLES, key=len, reverse=True)) + ")"
COMPARE = re.compile(
    r"^(?:(?:whats|what is|tell me) )?(?:the )?(?:difference between|differences between"
    r"|diff between|compare|diff|contrast|how does|how do) (?P<a>.+?)"
    r" (?:and|with|vs\.?|versus|to|against|&|compare to|compare with) (?P<b>.+?)"
    r"(?: compare)?$"
    r"|^(?P<c>.+?) (?:vs\.?|versus|v\.?|compared (?:to|with)|against) (?P<d>.+)$"
    # (three words for a name with a particle: `sanne or marco de vries for airflow`)
    r"|^(?:between )?(?P<e>[\w.-]+(?:(?: " + _PARTICLE + r")? [\w.-]+)?) (?:or|and)"
    r" (?P<f>[\w.-]+(?:(?: " + _PARTICLE + r")? [\w.-]+)?)"
    r"(?: side by side|[,:]? (?P<tail>(?:who|whos|whose|which|better|stronger)\b.*)"
    r"| for (?:an? |the )?"
    r"(?P<for>.+))$"
    r"|^(?:who|whos|which)(?: is| has| one is| of them is| of the two is)? (?:better|stronger"
    r"|(?P<years>more experienced|more senior|more years"
    r"|more (?:coding |programming |industry )?experience)|the better|the stronger"
    r"|\w{3,}er)"
    r"(?: (?:at|in|with|for) (?P<at>[^,]+?))?,?"
    r" (?P<g>[\w.-]+(?: [\w.-]+){0,2}) (?:or|vs\.?|versus) (?P<h>[\w.-]+(?: [\w.-]+){0,2})$"
    # `is seun more experienced than søren`, `is mei better at cuda than haoran`
    r"|^is (?!(?:it|this|that|he|she|they)\b)(?P<q>[\w.-]+(?: [\w.-]+)?)"
    r" (?:(?P<years2>more experienced|more senior)"
    r"|(?:better|stronger) (?:at|in|with) (?P<qat>[\w.+#/ -]+?)) than"
    r" (?!(?:me|you|him|her|us|them|it|this|that|i|anyone|everyone)\b)"
    r"(?P<r>[\w.-]+(?: [\w.-]+)?)$"
    r"|^is (?P<o>[\w.-]+(?: [\w.-]+)?) or (?P<p>[\w.-]+(?: [\w.-]+)?) (?:better|stronger"
    r"|\w{3,}er)(?: (?:at|in|with|for) (?P<isat>.+))?$"
    r"|^(?:who|whos|which)(?: of (?:them|the two|you))? (?:knows?|does|writes?|codes?|uses?)"
    r" (?P<better>[\w.+#/ -]+?) better,? (?P<k>[\w.-]+(?: [\w.-]+)?) (?:or|vs\.?|versus)"
    r" (?P<l>[\w.-]+(?: [\w.-]+)?)$"
    r"|^(?P<pre>[\w.+#/-]+(?: [\w.+#/-]+)?)\s*[:,]\s*(?:(?:who|whos|which)(?: is| one is)?"
    r" (?:better|stronger|\w{3,}er)\s*[,:]?\s*)?(?P<m>[\w.-]+(?: [\w.-]+)?) (?:or|vs\.?|versus)"
    r" (?P<n>[\w.-]+(?: [\w.-]+)?)$"
    r"|^(?:who|whos|which)(?: has| has got| got| knows| does| reviewed| committed| opened"
    r"| merged| made| landed| sent)? (?:more|(?:the |a )?(?:better|higher|bigger|larger|stronger))"
    r" (?P<more>[\w.+#/ -]+?)"
    r"(?: chops| experience| skills?| knowledge| expertise| background)?,?"
    r" (?P<i>[\w.-]+(?:(?: " + _PARTICLE + r")? [\w.-]+)?) (?:or|vs\.?|versus)"
    r" (?P<j>[\w.-]+(?:(?: " + _PARTICLE + r")? [\w.-]+)?)$"
)
# What a comparison is asked for, after its second name: `arjun vs samuel for a c# review`,
# `compare mei and haoran on cuda`.
COMPARE_FOR = re.compile(
    r"^(?P<name>.+?)(?: (?:stack|stacks|measure|measures) up| compare)? (?:for|at|on"
    r"|in terms of|in) (?:an? |the |some )?(?P<at>.+)$"
)
# The same, asked after the two names: `mei or haoran, who's better at cuda`.
COMPARE_TAIL = re.compile(
    r"\b(?:better|stronger|best|more skilled|(?P<years>more experienced|more senior"
    r"|more (?:coding |programming )?experience(?= *$)"
    r"|more (?:years|yrs)(?: (?:of )?(?:coding|programming|experience|in|employment|employed))?"
    r"|coding longer|(?:been )?(?:employed|working|worked) (?:as an? [\w -]{2,20} )?longer"
    r"|(?:coded|programmed|programming) longer))"
    r"(?: (?:at|in|with|on|for) (?:an? |the )?(?P<at>.+))?$"
)


# A yes-or-no question about one person (`does elena know python`, `has siobhan worked at
# mozilla`, `is zoe based in toronto`): the name in `name`, what is asked of them in `rest`.
CHECK = re.compile(
    r"^(?:does|did|has|have|is|was|can|could|would|will) "
    r"(?P<name>[a-z][\w.-]*(?: [a-z][\w.-]*){0,2}?) "
    r"(?P<rest>(?:(?:still|ever|really|actually|also|even|already|currently|previously) )?"
    r"(?:knows?|work(?:s|ed|ing)?|contribut\w*|writes?|codes?|coded|uses?|used|lives?|living"
    r"|stud(?:y|ied|ies)|go(?:es)?|went|attend\w*|graduated?|maintain\w*|have|has|had|speaks?"
    r"|got(?= an? (?:phd|doctorate|masters?|bachelors?|degree)\b)"
    r"|programs?|been|good|great|strong|skilled|experienced|proficient|fluent|familiar|expert"
    r"|an expert|based|located|from|at|in|an?|do|does|doing|review\w*|active"
    r"|help(?:s|ed)? with)\b.*)$"
)
# The same asked with no verb first, as people type on a phone (`priya at google?`, `emily can
# rust?`, `daniel do kafka yes or no`): a name of one or two words, then what is asked.
CHECK_BARE = re.compile(
    r"^(?P<name>(?!(?:who|whos|what|whats|which|where|how|any|anyone|anybody|does|do|is|are|has"
    r"|have|list|show|all|our|my|the|i|we|you|u|it|this|that|they|he|she)\b)[a-z][\w.-]*"
    r"(?: [a-z][\w.-]*)??) (?P<rest>(?:(?:can|could|does|do|did|is|was|has|have) )?"
    r"(?:knows?|know|work(?:s|ed|ing)?|contribut\w*|writes?|codes?|coded|uses?|used|lives?|living"
    r"|stud(?:y|ied|ies)|went|attend\w*|graduated?|maintain\w*|programs?|been|good|based"
    r"|located|from|at|in|do|does|doing|can|could|speaks?"
    r"|(?:has|have|got)(?= an? (?:phd|doctorate|masters?|bachelors?|degree)\b))\b.*)$"
)
# A yes-or-no question said as such: `daniel do kafka yes or no`.
YES_OR_NO = re.compile(
    r"\s*\b(?:yes or no|y or n|or no|or not|or nah|or nope|or what|or is that a no|or not really)$"
)
# Verbs of a yes-or-no question that ask about a skill without a cue: `can mei write rust`.
CHECK_SKILL_VERB = re.compile(
    r"^(?:(?:still|ever|really|actually|also|even|already|currently) )?(?:writes?|codes?|coded"
    r"|uses?|used|speaks?|programs?|do|does|doing|help(?:s|ed)? with)"
    r"(?: in| with)? "
)

# A fact about one person: the topic and the shapes that ask it, the name in `name`.
_N = r"(?P<name>[^\W\d_][\w .-]*?)"  # a name in any script: `王芳`, `дмитрий`
# A name standing alone before what is asked of it (`siobhans employer`): at most four words,
# none of them a question word.
_ALONE = (
    r"(?P<name>(?!(?:who|whos|what|whats|which|where|how|any|anyone|anybody|does|do|is|are|has"
    r"|have|list|show|all|our|my|the)\b)[^\W\d_][\w.-]*(?: [^\W\d_][\w.-]*){0,3}?)"
)
# A name after `of` (`skills of ana lima`), not everyone's (`skills of the team`).
_OF_ONE = (r"(?!(?:the|our|us|them|everyone|everybody|all|each|this|that|these|those|my|your"
           rf"|his|her|their|a|an|people|someone|anyone)\b){_ALONE}")
# Which of two things one person is more into: `is mei more into pytorch or cuda`.
EITHER = re.compile(
    rf"^(?:is|would you say|does|would you call) {_N} (?:(?P<more>more|mostly|mainly) )?"
    r"(?:(?:into|of an?|on the|an?|a) )?(?P<a>[\w+#.-]+(?: [\w+#.-]+)??) or (?:an? |more |into )?"
    r"(?P<b>[\w+#.-]+(?: [\w+#.-]+)??)(?: (?P<role>person|guy|gal|dev|developer|engineer|side"
    r"|expert|type))?$"
)
# Someone named in a question about people like them or beside them: one to three words, never
# a pronoun (`people like me`, `who works with him`).
_SOMEONE = (
    r"(?P<name>(?!(?:me|myself|i|you|u|him|her|us|them|we|they|it|this|that|everyone|anyone"
    r"|someone|everybody|yall)\b)[a-z][\w.-]*(?: [a-z][\w.-]*){0,2})"
)
# A repository called a project after its name: `the tvm project`.
_PROJECT = r"(?: (?:project|repo|repository|codebase))?"
_STATS_TYPED = "|".join(sorted(P.STAT_WORDS, key=len, reverse=True))
# What headlines call people, as asked of one of them.
_TITLES = (
    "engineer|developer|dev|programmer|scientist|researcher|manager|intern|lead|architect"
    "|designer|consultant|founder|cofounder|co-founder|cto|ceo|vp|director|professor"
    "|student|analyst|freelancer|contractor|specialist|administrator|tester|sre|swe"
)
# `who lives in`, `anyone else based in`: before the place of someone else's.
_WHO_ELSE_IN = (
    r"(?:who|whos|who else|anyone|anybody|people|is anyone|is anybody)(?: else)?(?: here)?"
    r" (?:lives?|is|are|sits?|works?|based|located)?(?: based| located)? ?(?:in|from)?"
)
FACTS: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (topic, re.compile(p))
    for topic, p in (
        # `how many commits did wei land in triton`, `how many reviews has daniel done on k8s`
        # `what role did siobhan have on rust-lang/rust`, `when did mei contribute to tvm`,
        # `how long did chenggang work on triton`: every count there, the role and when
        ("stat", rf"^what (?:role|roles|position|title|part) (?:did|does|has|had|do) {_N}"
                 r" (?:have|hold|play|had|take)(?: on| in| at| for| with)? (?:the )?"
                 rf"(?P<repo>[\w.+/-]+){_PROJECT}$"),
        # `what was chaofan's role on the tvm project`, `siobhan's role in rust-lang/rust`
        ("stat", rf"^(?:what (?:is|was|were|s) |whats )?(?!(?:his|her|their|your|my|our|its)\b)"
                 rf"{_ALONE}s (?:role|roles|position|part)"
                 rf" (?:on|in|at|for|with) (?:the )?(?P<repo>[\w.+/-]+){_PROJECT}$"),
        ("stat", rf"^(?:when|how long) (?:did|was|were|has|have|is) {_N}(?: been)?"
                 r" (?:contribute|contributed|contributing|active|work|worked|working|commit"
                 r"|committed|committing|review|reviewed|reviewing|involved|hacking|hack)"
                 r"(?: (?:to|on|in|at|for|with))? (?P<repo>[\w.+/-]+)$"),
        ("stat", rf"^when did {_N} do (?:her|his|their|the) (?P<repo>[\w.+/-]+) (?:reviewing"
                 r"|reviews|work|commits|contributions|prs)$"),
        # `what did arjun do on dotnet/runtime`: every count there
        ("stat", rf"^(?:what|which) (?:has|did|does|have) {_N} (?:do|done|doing|contributed"
                 r"|contribute|worked on|work on|committed|commit|built|been doing)"
                 r" (?:to|on|in|at|for|with) (?:the )?(?P<repo>[\w.+-]+/[\w.+-]+"
                 r"|[\w.+-]+(?= (?:project|repo|repository|codebase)$))"
                 rf"{_PROJECT}$"),
        # `what did jean-baptiste do on trino`: a repository by name, when one is called so
        ("stat", rf"^(?:what|which) (?:has|did|does|have) {_N} (?:do|done|contributed|contribute"
                 r"|worked on|work on|committed|commit) (?:to|on|in) (?P<repo>[\w.+-]+)$"),
        ("stat", rf"^{_ALONE}s? (?:contributions|work|commits|prs) (?:to|on|in)"
                 r" (?P<repo>[\w.+-]+/[\w.+-]+)$"),
        ("stat", rf"^{_ALONE}s? (?P<repo>[\w.+-]+/[\w.+-]+) (?:contributions|work)$"),
        ("stat", rf"^how many (?P<stat>{_STATS_TYPED}|stack ?overflow answers|so answers|answers"
                 rf"|stack ?overflow questions|so questions|questions) (?:has|did|does|have) {_N}"
                 r"(?: (?:made|make|done|do|land|landed|open|opened|write|written|got|get|have"
                 r"|ask|asked|answer|answered"
                 r"|submit|submitted|file|filed|leave|left|push|pushed|post|posted|give|given"
                 r"|send|sent))?(?: (?:to|in|on|for|at|into) (?P<repo>[\w./+-]+(?: [\w./+-]+)?))?"
                 r"(?: so far| total| in total| overall| on stackoverflow)?$"),
        # `who is similar to chenggang`, `people like zoe`: those who list the same skills
        ("alike", rf"^(?:(?:who|whos|who is|anyone|anybody|any|people|folks|devs|someone|others)"
                  r"(?: else)?(?: here)? (?:is |are )?)?(?:similar to|(?:a )?lot like|like"
                  r"|(?:with|has|have) (?:the )?(?:same|similar) (?:skills|skillset|skill set"
                  r"|profile|background|stack) (?:as|to)|overlaps? with|comparable to"
                  r"|knows? what)"
                  rf" {_SOMEONE}(?: knows)?$"),
        ("alike", rf"^(?:more people|others|people|devs|someone|anyone) like {_SOMEONE}$"),
        # `who works with mei`, `mei's teammates`: the others at their employer now
        ("colleagues", rf"^(?:who|whos|who else|anyone|anybody|people)(?: else)? (?:works? with"
                       r"|(?:is |are )?at the same company as|works? alongside|(?:is |are )?(?:on"
                       rf"|in) the same team as) {_SOMEONE}$"),
        ("colleagues", rf"^(?:who are )?{_ALONE}s (?:teammates|colleagues|coworkers|co workers)$"),
        # `who lives in the same city as elena`: the others where they are
        ("same_city", rf"^{_WHO_ELSE_IN} (?:the )?same (?:city|town|place|location|office)"
                      rf" as {_SOMEONE}(?: today| now| these days)?$"),
        ("same_country", rf"^{_WHO_ELSE_IN} (?:the )?same (?:country|time ?zone|tz) as"
                         rf" {_SOMEONE}$"),
        # `is maria fernanda a staff engineer`: what their headline calls them
        ("titled", rf"^(?:is|was) (?!(?:she|he|it|this|that|there|they|someone|anyone)\b){_N}"
                   rf" (?:a|an|the|our) (?P<title>(?:[\w-]+ ){{0,4}}?"
                   rf"(?:{_TITLES}))s?$"),
        ("role", rf"^who (?:are|r) (?:the |both )?(?:two |three )?{_N}$"),
        ("role", rf"^what (?:does|do|did) {_N} do(?: for (?:a living|work)| (?:at|for) [\w&.-]+"
                 r"(?: [\w&.-]+)?)?$"),
        # `siobhan does what exactly`: the question word typed last
        # (`so haoran does what exactly, deepgemm stuff?`: a guess after it)
        ("role", rf"^(?:so )?{_ALONE} (?:does|do) what(?: (?:exactly|here|now|again|these days))?"
                 r"(?:,? (?:on|in|at|with|for) [^?,]{1,40}|, [^,]{1,40})?$"),
        # `what does charlotte own`, `what does mei look after`: what their work is
        ("role", rf"^what (?:does|do|did) {_N} (?:own|handle|look after|take care of|maintain"
                 r"|run)(?: (?:here|now|these days|at [\w&.-]+))?$"),
        ("role", rf"^(?:whats|what is) {_N} (?:up to|doing|working on|into)(?: these days| now"
                 r"| rn| lately)?$"),
        ("role", rf"^(?:whats|what is|what are) {_N}s? (?:background|title|job title|role|job"
                 r"|deal|story|headline|focus|area|position|current role|current job|email"
                 r"|email address|e-mail|contact|contact info|contact details|linkedin)"
                 r"(?: (?:at|with|in) [\w .&-]+)?$"),
        ("role", rf"^{_ALONE}s? (?:background|title|job title|role|job|headline|position"
                 r"|current role|current job)$"),
        # `what team is wanjiru on`: the headline names the team
        ("role", rf"^(?:what|which) (?:team|group|squad|department|dept) (?:is|does) {_N}"
                 r"(?: (?:on|in|part of|belong to|work (?:on|in)))?$"),
        ("role", rf"^(?:give me |get me )?{_ALONE}s? (?:profile|card|info"
                 r"|details|summary|bio|about|contact|contact info|email|linkedin|github)$"),
        ("role", rf"^how (?:do|can|should) i (?:contact|reach|email|message|ping|get hold of)"
                 rf" {_N}$"),
        ("employer", rf"^who (?:does|did) {_N} work (?:for|at|with)$"),
        # `where has daniel worked`, `where did mei work before`
        ("employer", rf"^where (?:has|have|did) {_N} (?:worked|work|been working)"
                     r"(?: before| in the past| previously)?$"),
        ("employer", rf"^where(?:s| is| (?:does|did|do))? {_N} (?:works?|working)(?: now| currently"
                     r"| these days| nowadays| rn| atm| today| at the moment)?$"),
        ("employer", rf"^(?:which|what) company (?:is|does|did) {_N}(?: at| work (?:for|at)"
                     r"| with| work)?$"),
        ("employer", rf"^(?:whos|who is|what is|whats) {_N}s? (?:employer|company"
                     r"|current employer)$"),
        ("contributions", rf"^(?:does|do|has|have) {_N} (?:got |have |made )?(?:any |some )?"
                          r"(?:github )?(?:contributions|repos|repositories|prs|commits)"
                          r"(?: listed| on github)?$"),
        ("employer", rf"^(?:does|do) {_N} (?:currently |still |even )?(?:have|has) (?:an? |any )?"
                     r"(?:employer|job|company|current employer)(?: (?:currently|right now|now"
                     r"|atm|at the moment))?$"),
        ("employer", rf"^{_ALONE}s? (?:employer|company|current employer|previous employers?"
                     r"|past employers?|former employers?|previous companies|previous company"
                     r"|previous jobs?|last job|last employer|employers|work history|prev jobs?"
                     r"|prev employers?|past jobs?|old jobs?)$"),
        ("employer", rf"^is {_N} (?:still )?(?:employed|working|freelancing|self employed"
                     r"|self-employed|independent|a freelancer|contracting|job hunting|looking)"
                     r"(?: atm| rn| now| somewhere| anywhere"
                     r"| right now| currently| anywhere| at the moment)*$"),
        ("employer", rf"^where (?:was|did) {_N} (?:work )?before(?: .+)?$"),
        ("languages", rf"^(?:which|what) (?:programming )?languages (?:does|do|can) {_N}"
                      r" (?:write|use|know|code in|speak|program in)$"),
        ("languages", rf"^{_ALONE}s? (?:programming )?languages$"),
        # `langs mathieu uses`, typed short
        ("languages", rf"^(?:langs|languages|programming languages) {_ALONE} (?:uses|knows|writes"
                      r"|codes in)$"),
        ("languages", rf"^how many (?:programming )?languages (?:does|do|can|has) {_N}"
                      r" (?:know|write|use|speak|code in|have|list)$"),
        ("skills", rf"^how many skills (?:does|do|has) {_N}(?: (?:have|list|got|know))?$"),
        ("skills", rf"^what skills (?:does|do) {_N} have$"),
        ("skills", rf"^(?:what (?:is|are)|whats) {_N}s? (?:(?:strongest|top|best|main|core"
                   r"|biggest) )?(?:skills|stack|tech stack|strengths)$"),
        ("skills", rf"^(?:what (?:is|does)|whats) {_N} (?:good at|great at|strong at|strong in"
                   r"|best at|know|into)$"),
        ("skills", rf"^{_ALONE}s? (?:(?:strongest|top|best|main|core|biggest) )?(?:skills|stack"
                   r"|tech stack|strengths)$"),
        # `skills of ana lima`, as into a search box
        ("skills", rf"^(?:the )?(?:(?:strongest|top|best|main|core) )?(?:skills|stack|tech stack"
                   rf"|strengths) of {_OF_ONE}$"),
        ("languages", rf"^(?:the )?(?:programming )?languages of {_OF_ONE}$"),
        ("school", rf"^(?:the )?(?:education|degrees?|schools?|universities) of {_OF_ONE}$"),
        ("school", rf"^where did {_N} (?:go to (?:school|college|uni|university)|study|graduate"
                   r"|do (?:his|her|their) (?:phd|masters|degree|bachelors|studies))$"),
        ("school", rf"^what (?:did|does) {_N} (?:study|major in|read)$"),
        ("school", rf"^where(?:d| did)? {_N} (?:study|go to (?:school|college|uni|university)"
                   r"|graduate)$"),
        ("badges", rf"^(?:what|which) (?:badges|awards) (?:does|has|did) {_N} (?:have|got|get"
                   r"|earned|earn)$"),
        ("badges", rf"^{_ALONE}s? (?:badges|awards)$"),
        ("school", rf"^(?:what|which) (?:school|schools|university|college|uni) did {_N}"
                   r" (?:go to|attend|study at)$"),
        ("school", rf"^what degrees? (?:does|did) {_N} (?:have|hold|get)$"),
        ("school", rf"^{_ALONE}s? (?:education|degree|degrees|school|schools|schooling"
                   r"|unis|universities)$"),
        # `please summarise daniel okafor's academic qualifications`, `what are wei's
        # qualifications`
        ("school", rf"^(?:(?:please )?(?:summari[sz]e|list|give me|tell me|what are) )?{_N}s?"
                   r" (?:academic )?(?:qualifications|credentials|academic background)$"),
        ("stackoverflow", rf"^(?:does|is) {_N} (?:answer|post|ask|active)(?: stuff| questions)?"
                          r" (?:on )?stack ?overflow$"),
        # `does chloé do stack overflow at all`
        ("stackoverflow", rf"^(?:does|do) {_N} (?:do|use|answer on|post on|write on|hang out on)"
                          r" stack ?overflow(?: at all| much| ever)?$"),
        ("stackoverflow", rf"^(?:whats|what is) {_N}s? stack ?overflow(?: rep| reputation"
                          r"| score)?$"),
        ("stackoverflow", rf"^is {_N} on stack ?overflow$"),
        ("stackoverflow", rf"^(?:does|do) {_N} (?:have|has) (?:an? )?stack ?overflow(?: account"
                          r"| profile| rep| reputation)?$"),
        # `is wei senior?`: how senior, by the years
        ("years", rf"^(?:is|are) {_N} (?:senior|junior|experienced|seasoned|a senior|a junior"
                  r"|very senior|very experienced)$"),
        ("years", rf"^how (?:experienced|senior|seasoned) is {_N}(?:,? (?:roughly|approximately"
                  r"|exactly|really|would you say))?$"),
        ("years", rf"^how (?:many (?:years|yrs)(?: of (?:(?:coding |programming |work )?experience"
                  r"|coding|programming|employment|work))?|long"
                  r"|much (?:coding )?experience) (?:has|does|did|is|have) "
                  rf"{_N}(?: been)?(?: (?:coding|programming|developing|coded|programmed"
                  r"|worked|working|employed|have|has|had|got|writing code|writing software"
                  r"|building software|an? (?:(?:software )?(?:developers?|engineers?)|devs?"
                  r"|programmers?|coders?)))?(?: as an? (?:(?:software )?(?:developer|engineer)"
                  r"|dev|programmer|coder)| professionally)?(?: for)?(?: experience)?$"),
        ("years", rf"^{_ALONE}s? (?:years? of (?:(?:coding |programming |work )?experience"
                  r"|employment|coding|programming)"
                  r"|(?:coding |programming |dev |work )?experience|employment"
                  r"|years(?: employed| coding| working)?)$"),
        # `years of experience for seun`, `whats diegos experience`
        ("years", rf"^(?:years? of (?:(?:coding |programming |work )?experience|employment"
                  r"|coding|programming)|(?:coding |programming |work )?experience)"
                  r" (?:for|of) (?!(?:the|a|an|our|this|that|my|your|their|his|her|new)\b)"
                  rf"{_N}$"),
        ("years", rf"^(?:what (?:is|are)|whats) {_N}s? (?:(?:coding |programming |work )?"
                  r"experience|years of (?:coding |programming |work )?experience|seniority)$"),
        ("years", rf"^(?:when|how long ago) did {_N} (?:start|begin) (?:coding|programming"
                  r"|to code|to program|writing code)$"),
        ("where", rf"^(?:what|which) (?:time ?zone|tz) (?:is|does|do) {_N}(?: in| on| use)?$"),
        # `which office is wei in`, `chloe is in which city`
        ("where", rf"^(?:which|what) (?:office|city|country|location|place) (?:is|does) {_N}"
                  r"(?: (?:in|at|based in|work (?:in|from)))?$"),
        ("where", rf"^{_N} (?:is|works) (?:in|at|from) (?:which|what) (?:office|city|country"
                  r"|location|place)$"),
        ("where", rf"^where(?: is| does| do| are|s)? {_N}(?: (?:based|located|living|live|from"
                  r"|work|working|at|now|these days|nowadays|currently|rn|atm))*$"),
        # `what does kasia work on again`: what they do, asked once more
        ("role", rf"^what (?:does|do) {_N} work on again$"),
        # `what does seun own exactly`: what they do
        ("role", rf"^what (?:does|do) {_N} (?:own|look after|run|handle|maintain|cover|support"
                 r"|take care of)(?: exactly| now| these days| here)?$"),
        # `which research group does jonas support`: what they do
        ("role", rf"^(?:which|what) (?:research )?(?:groups?|teams?|labs?|projects?|areas?|parts?"
                 rf"|systems?|services?|products?) (?:does|do) {_N} (?:support|look after|own"
                 r"|work on|cover|handle|run|maintain|look after)$"),
        # `jonas hofman location`, typed as into a search box
        ("where", rf"^{_ALONE}s? (?:location|city|country|whereabouts|time ?zone|tz)$"),
        ("contributions", rf"^what (?:has|did|does|have) {_N} (?:contributed|contribute|worked"
                          r"|work|committed|commit|done|built)(?: (?:to|on))?$"),
        ("contributions", rf"^how many (?:github )?(?:repos|repositories|projects|contributions"
                          r"|prs)"
                          rf" (?:has|did|does) {_N}(?: (?:contributed to|contribute to|made"
                          r"|make|have|got|worked on))?$"),
        ("contributions", rf"^(?:what|which) (?:repos|repositories|projects) (?:has|did|does)"
                          rf" {_N} (?:contributed to|worked on|work on|contribute to)$"),
        ("contributions", rf"^(?:show |list |what are )?{_ALONE}s? (?:github )?(?:contributions"
                          r"|repos|repositories|projects|prs)$"),
    )
)


# What a question about someone named anywhere in it asks (`arjn raghavan, where is he
# based`, `lukas's rust contributions`, `wei zhao — education?`), in this order; a message
# that names someone but none of these asks nothing of them (`thanks wei!`).
ABOUT_SOMEONE: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (topic, re.compile(p))
    for topic, p in (
        ("stackoverflow", r"\bstack ?overflow\b|\b(?:so )?(?:rep|reputation)\b"),
        ("school", r"\b(?:stud(?:y|ied)|college|school|uni|university|degrees?|education"
                   r"|alma mater|graduated?|qualifications)\b"),
        # `where mei work`, `xinyi work where now`: the employer
        ("employer", r"\bwheres?\b(?:.* )?\bwork(?:s|ing)?\b(?! from\b)"
                     r"|\bworks?\b(?: \w+)? where\b"),
        ("where", r"\b(?:based|located|location|lives?|living|where|city|country|town)\b"),
        ("years", r"\b(?:how long|years?|yrs?|experience|seniority)\b"),
        ("languages", r"\blanguages\b"),
        ("skills", r"\b(?:skills|skillz|strengths|good at|strongest at|tech stack|stack)\b"),
        ("badges", r"\bbadges?\b"),
        ("contributions", r"\b(?:contribut\w*|repos?|repositories|prs|pull requests|commits"
                          r"|github|open source|\w+ work(?! on)|do on|worked on)\b"),
        ("employer", r"\b(?:employer|company|before|previously|used to|work(?:s|ed)? (?:for|at)"
                     r"|(?:past|previous|old|former) (?:jobs|employers|companies)|job history"
                     r"|work history"
                     r"|freelanc\w*|self[- ]employed|employed|job hunting)"
                     r"\b"),
        ("role", r"\b(?:what (?:does|do|did|is)|whats|who is (?:that|this)|whos (?:that|this)"
                 r"|what(?: \w+){1,3} (?:do|doing)$"
                 r"|deal|background|role|job"
                 r"|title|position|headline|up to|work on|working on|tell me about|anything on"
                 r"|info on|about|profile|card|again|doing|(?:which|what) team)\b"),
    )
)
# The shape of a question about someone without a question mark: a question word or a
# request first, a question word beside he/she/they (`arjn raghavan, where is he based`),
# `who's that`, a possessive name before what is asked (`siobhan's stats`), or a few words
# that end in it (`mei lin pytorch contributions`).
ASKS_ABOUT = re.compile(
    r"^(?:what|whats|where|wheres|who|whos|how|which|tell me|tell us|tell|remind me|anything"
    r"|any info|info"
    r"|show|does|did|is|has|can|could)\b|\bwho(?:s| is) (?:that|this)\b"
    r"|\b(?:what|whats|where|wheres|who|whos|how|which)\b.*\b(?:he|she|they|him|her|his|their"
    r"|them)\b|\b(?:he|she|they|his|her|their)\b.*\b(?:what|whats|where|wheres|who|whos|how"
    r"|which)\b"
    r"|^(?:[\w.-]+ ){0,2}[\w.-]+(?: [\w.-]+){0,2} (?:stack ?overflow|so) (?:numbers|stats|figures"
    r"|activity|profile)$"
    r"|^(?:[\w.-]+ ){0,2}[\w.-]+s(?: [\w.-]+){0,2} (?:stack ?overflow|contributions|repos|education"
    r"|background|skills|experience|badges|stats|deal|role|job|languages|rep|reputation)$"
    r"|^(?:[\w.-]+ ){1,5}(?:contributions|repos|education|background|skills|skillz"
    r"|experience|badges|stats|languages|rep|reputation|company|employer|job|title|school"
    r"|university|degree|location|city|stackoverflow|stack overflow|so|github"
    r"|(?:past|previous|old|former) (?:jobs|employers|companies)|job history|work history)"
    r"(?: name| stats| profile)?$"
    # `lukas live where`, `daniel how many year coding`: the question word after the name
    r"|^[\w.-]+ (?:[\w.-]+ ){0,5}(?:what|where|how|which)\b"
)
# Chat to or about a colleague that asks nothing of their profile: thanks, kudos, and
# anything said to them (`daniel, what's your eta?`).
NOT_ABOUT = re.compile(
    r"^(?:thanks|thank|thx|ty|kudos|congrats|congratulations|shoutout|shout out|cheers|great job"
    r"|nice work|well done|best wishes|welcome|happy|props)\b|\b(?:your|yours|youre|ur|yall)\b"
    r"|\b(?:are|did|will|have|were|can|could) (?:you|u)\b(?! (?:kindly |please |pls )?(?:tell"
    r"|show|remind|let|share|find|look))|\b(?:you|u) (?:put|going|coming|doing|there|ok|free"
    r"|around|back)\b|^(?:whats|what is) up\b"
    # `what's mei's plan for the offsite`: their plans and things, not their profile
    r"|\b\w+s (?:plan|plans|eta|status|update|flight|birthday|schedule|laptop|ticket|slides"
    r"|demo|calendar|availability|number|email|phone|desk|address|talk|presentation|vacation"
    r"|leave|pto|order|car|opinion|take|thoughts|idea|ideas|feedback|handle|timezone)\b"
)


PROFILE = re.compile(
    r"^(?:(?:can|could) (?:you|u) )?(?:profile(?: of| for)?|who is|whos|who s|whois"
    r"|(?:pull up|bring up|show(?: me)?|open|find) (?:the |their |his |her )?profile (?:of|for)"
    r"|tell me about|show(?: me)?|pull up|bring up|open"
    r"|get me(?! (?:a|an|the|some|my|our|out|into|in|off|on|up|to|back|more|me)\b)"
    r"|info(?: on| about)?|about|look ?up|find|card(?: for)?|what about|details(?: on| for)?)"
    # `who is on the database team` asks who works on it: no name opens so
    r" (?!(?:on|in) (?:the|our|this) )(?P<name>.+?)(?:s? (?:profile|card|info|details))?"
    r"(?: (?:for me|for us|please|pls|plz))?$"
)
