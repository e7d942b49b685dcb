"""Lists, counts and rankings, written as the reading reads them: `list the zhaos`, `all interns
list`, `team size?`, `sort everybody by years of coding`, `ranking of ML people, top 3?`, and
people called by their job title (`who are the staff engineers`, `the prof`)."""

from __future__ import annotations

import re

from bot.answers.rewording.known import known_skill, vocab
from bot.answers.rewrite import rewrite
from bot.resources import VOCAB_DIR, read_lines
from bot.search.text import fold
from bot.search.vocab import known_place

# The badges exports give, as a question folds them: `top school`, `rising star`.
_BADGES = "|".join(re.escape(fold(b)) for b in read_lines(VOCAB_DIR / "badges.txt"))

# `how big is the team`, `team size?`: how many people there are
_TEAM_SIZE = re.compile(
    r"^(?:how (?:big|large) is (?:the|our|this) (?:team|group|roster|pool)|(?:the |our )?team"
    r" size|(?:whats|what is) (?:the|our) (?:team|headcount|team size)(?: size)?"
    # `how many people are in the team directory`
    r"|how many(?: people| profiles| devs| folks| ppl| names| entries)?(?: are)?(?: there)? in"
    r" (?:the|our|your|ur|this)(?: team| company| staff| people)? (?:directory|roster|database"
    r"|db|dataset|system))(?=[?!. ]*$)"
)
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
    # (`who is the most junior engineer` ranks by years)
    r" (?:the |a |an |our |all (?:the |our )?)?+(?!(?:most|least)\b)"
    r"(?P<t>(?:[a-z]+ ){1,2}(?:engineer|developer"
    r"|scientist|manager|designer|architect|researcher|analyst|administrator|advocate))s?"
    r"(?: here| on the team| we have)?$"
)


def _everyone_named(m: re.Match[str]) -> str:
    # (`all the` alone names no one: `can i get all the logs`)
    said = m[0]
    named = re.search(r"\b(?:names?|roles?|titles?|jobs?|what|every)\b", said)
    return "list everyone" if named else said


def _titled(m: re.Match[str]) -> str:
    modifiers = m["t"].split()[:-1]
    skills = [w for w in modifiers if w not in _TITLE_WORDS]
    known = vocab()[1]
    if skills and (any(w in known for w in skills) or " ".join(modifiers) in known):
        return m[0]
    return f"who has {m['t']} in their title"


# `who are the staff or principal engineers`, `list everyone who's a senior or staff engineer`:
# either title
_TITLED_EITHER = re.compile(
    r"^(?:who(?:s| is| are)|list|show(?: me)?|(?:list|show(?: me)?) (?:everyone|everybody|all"
    r"|people) (?:who(?:s| is| are)|that(?:s| is| are)))(?: all)?"
    r" (?:the |a |an |our |all (?:the |our )?)?+(?P<a>[a-z]+)(?:,? or |/| and/or )(?P<b>[a-z]+)"
    r" (?P<t>engineer|developer|scientist|manager|designer|architect|researcher|analyst)s?$"
)
# `list the data engineers and data scientists`: two titles, people of either
_ROLE = r"(?:[a-z]+ ){1,2}(?:engineer|developer|scientist|manager|designer|architect|analyst)"
_TITLED_BOTH = re.compile(
    r"^(?:who(?:s| is| are)|list|show(?: me)?)(?: all)? (?:the |our |all (?:the |our )?)?"
    rf"(?P<a>{_ROLE})s? (?:and|or|and/or|&|\+) (?:the |our )?(?P<b>{_ROLE})s?"
    r"(?: here| on the team| we have)?$"
)
# Kinds of work a job title names (`the mobile developers`), which people know: a title of
# one that nobody holds asks who knows it (bot.answers.engine).
KINDS_TITLED = ("mobile", "web", "frontend", "backend", "cloud", "security", "devops", "embedded",
                "firmware")  # fmt: skip
# Words of titles that name a kind of work people know, read as a skill when two are joined.
_KINDS_OF_WORK = frozenset((*KINDS_TITLED, "qa", "test"))
# `list all the engineers`: those whose titles say so, in a team that also has data scientists
_TITLED_BARE = re.compile(r"^(?:list|show(?: me)?|who are) (?:all )?(?:the |our )?engineers$")


# `list all the mobile devs (android + ios)`: the kinds the brackets name, either of them
_KINDS_BRACKETED = re.compile(
    r"^(?P<ask>(?:(?:can|could) (?:u|you) |pls |please )?(?:list|show(?: me)?)(?: all| every)?"
    r"(?: the| our)?) (?:mobile |app )?(?:devs|developers|folks|people|ppl|engineers|crew)"
    r" \((?P<a>[\w#.-]+) ?(?:\+|&|and|/) ?(?P<b>[\w#.-]+)\)$"
)


def _kinds_bracketed(m: re.Match[str]) -> str:
    if not (known_skill(m["a"]) and known_skill(m["b"])):
        return m[0]
    return f"{m['ask']} people who know {m['a']} or {m['b']}"


def _titled_both(m: re.Match[str]) -> str:
    # (`the qa engineers and mobile developers`, `the backend and frontend engineers`: kinds of
    # work, the people who know either)
    if any(w not in _TITLE_WORDS or w in _KINDS_OF_WORK
           for w in m["a"].split()[:-1] + m["b"].split()[:-1]):
        return m[0]
    return f"who has {m['a']} or {m['b']} in their title"


def _titled_either(m: re.Match[str]) -> str:
    if m["a"] not in _TITLE_WORDS or m["b"] not in _TITLE_WORDS:
        return m[0]
    return f"who has {m['a']} {m['t']} or {m['b']} {m['t']} in their title"


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
# `can i get everyone's name + role?`, `who does what here`: everyone, with what they do
_WHO_DOES_WHAT = re.compile(
    r"^(?:(?:can|could) (?:i|we) (?:get|have|see)|(?:can|could) (?:you|u) (?:give|send|show)"
    r" (?:me|us)|give me|send me|show me|i need|need|whats|what is|what are)?(?: a list of| the)? ?"
    r"(?:everyones?|everybodys?|(?:names?|roles?|titles?|jobs?)(?: (?:and|&|\+)"
    r" (?:names?|roles?|titles?|jobs?))? of (?:everyone|everybody|the team|all of (?:you|us)))"
    r"(?: (?:names?|roles?|titles?|jobs?)(?: (?:and|&|\+) (?:names?|roles?|titles?|jobs?|what"
    r" they do))?)?(?: (?:here|on the team|in the team))?(?: pls| please)?(?=[?!. ]*$)"
    r"|^who does what(?: (?:here|on the team|in the team|around here))?(?=[?!. ]*$)"
    # `list every engineer you know about`
    r"|^(?:list|show(?: me)?|give me) every (?:single )?(?:engineer|dev|developer|person|profile"
    r"|one|member|name)(?: you (?:know(?: of| about)?|have|got))?(?=[?!. ]*$)"
)
# `I need two people for a triton project, who are the strongest?`: the top of them
_STAFFING = re.compile(
    r"^(?:.*? )?(?:need|want|looking for|staffing) (?P<n>\d+|two|three|four|five|a couple of|a"
    r" couple|a few) (?:people|devs|developers|engineers|folks|ppl) (?:for|on) (?:an? |the |our"
    r" |this )?(?P<t>[\w+#./ -]+?) (?:project|effort|work|workstream|team|rewrite|migration"
    r"|initiative|task)\b[^?]*?[,.;:!? ]+(?:who(?:s| are| is)?|which)(?: ones?)?(?: are| is)?"
    r" (?:the )?(?:[\w-]+ (?:and|but|&) )?(?:strongest|best|strong|good|top)\b.*$"
)
_FEW = {"a couple": "2", "a couple of": "2", "a few": "3"}

# People called by their language: `rustaceans`.
_BY_LANGUAGE = {"rustacean": "rust", "gopher": "go", "pythonista": "python", "rubyist": "ruby",
                "clojurian": "clojure", "haskeller": "haskell"}


# What a profile's field is said to be that names no place or company: `whose location is
# unknown`, `whose company is hiring`.
_NO_VALUE = (r"(?:hiring|unknown|missing|not|blank|empty|the same|same|set|remote|tbd|n/?a|none"
             r"|null|private|hidden|wrong|outdated|different|listed|given|shown)\b")
_WHOSE_FACT = re.compile(
    r"^(?:(?:(?:list|show(?: me)?|give me|name) )?(?:all )?(?:(?:the )?(?:people|persons|folks"
    r"|devs|engineers|ppl)|everyone|everybody|anyone|anybody|who|those)(?: here| on (?:the|this)"
    r" team)? whose|whos) (?:(?:current |present )?(?:employer|company|workplace|studio|firm)"
    r" is (?!" + _NO_VALUE + r")(?P<at>.+)"
    r"|(?:profiles? (?:shows?|says|lists?|gives?|puts?) (?:a |the |their |them )?)?"
    r"(?:location|city|country|base)s? (?!(?:(?:is|are) )?(?:in |as )?" + _NO_VALUE + r")"
    r"(?:is |are )?(?:in |as )?(?P<place>.+))$"
)


def _whose_fact(m: re.Match[str]) -> str:
    return f"who works at {m['at']}" if m["at"] else f"who is in {m['place']}"


def reword_lists(text: str) -> str:
    """The message with its lists, counts and rankings written as the reading reads them."""
    # `pull up whoever rewrote the job scheduler`: who did; `pull up the berlin folks`: a list
    text = rewrite(r"^(?:pull up|bring up|dig up|gimme|get me|find me)"
                   r" (?:whoever|the (?:person|one|dev|guy|gal|engineer) (?:who|that)) (?=[a-z])",
                   "who ", text)
    text = rewrite(r"^(?:pull up|bring up|dig up|gimme|get me)"
                   r"(?= (?:(?:all )?the (?:[\w+#.-]+ ){0,2}(?:folks|people|ppl|devs|crew"
                   r"|engineers|peeps)$|every|everyone"
                   r"|everybody)\b)", "list", text)
    # `all the fernpay staff, names only`: the list of them
    text = rewrite(r",? (?:names only|just (?:the )?names|full names)$", "", text)
    text = rewrite(r"^all (?:the |our )?(?!(?:remote|support|cleaning|new|other|security|medical"
                   r"|part-time|full-time|admin|office|kitchen|temp|temporary|contract|it|hr)\b)"
                   r"([\w&.-]+(?: [\w&.-]+)?) (staff|employees|crew)$",
                   r"list the \1 \2", text)
    # `how many profiles include a stack overflow section`: who has one
    text = rewrite(r"\b(?:profiles?|people) (?:that |which )?(?:include|includes|have|has|with"
                   r"|show|shows) (?:a|an) (stack ?overflow|so) (?:section|profile|block"
                   r"|account)\b", r"people have a \1 profile", text)
    # `who shows just 1 year of employment`: who has it
    text = rewrite(r"^(who|which people|anyone) (?:shows?|lists?|displays?)"
                   r" (?=(?:just |only |exactly )?\d+ (?:years?|yrs?)\b)", r"\1 has ", text)
    # `show every schmidt`: everyone of the name
    text = rewrite(r"^(?:show|list|give me|pull up)(?: me)? every (?!(?:one|body|thing|time|day"
                   r"|week|month|year|single|bug|log|incident|detail|ticket|file|line|error|test|job"
                   r"|build|meeting|change|commit|pr|issue|alert|message|channel|release|note"
                   r"|task|step|item|question)\b)([a-z][a-z'-]+)$",
                   lambda m: m[0] if known_place(m[1]) else f"list the {m[1]}s", text)
    # `find me the abertay grad`: who studied there
    text = rewrite(r"^(?:find me|show me|pull up|gimme|give me|who(?:s| is| are)) (?:the|an?|our)"
                   r" (?!(?:new|fresh|recent|next|cs|bootcamp|summer|youngest|oldest|other|first"
                   r"|latest|last|phd|masters|undergrad|grad)\b)([\w&.-]+(?: [\w&.-]+)?)"
                   r" (?:grads?|graduates?)$",
                   r"who studied at \1", text)
    # `who's the newest / least experienced`: one question said twice
    text = rewrite(r"^who(?:s| is) (?:the )?(?:newest|most junior|least experienced|greenest)"
                   r" (?:/|or) (?:the )?(?:newest|most junior|least experienced|greenest)\b",
                   "who is the least experienced", text)
    text = rewrite(_KINDS_BRACKETED, _kinds_bracketed, text)
    # `who has the highest xarray score`: the best at it; `the top three by python score`: at it
    text = rewrite(r"^(?:who|which (?:person|one of us|of us))(?: has| got|s| is)? the (?:highest"
                   r"|top|best|strongest) (?!(?:so|rep|reputation|answers?|commits?|contributions?"
                   r"|employment|coding|experience|overall|total|combined|average)\b)([\w+#.-]+)"
                   r" (?:score|level|rating|skill level)$",
                   lambda m: f"who is the best at {m[1]}" if known_skill(m[1]) else m[0], text)
    text = rewrite(r"\b(top (?:\d{1,2}|two|three|four|five)) by (?:their )?([\w+#.-]+) (?:score"
                   r"|level|rating)s?\b",
                   lambda m: f"{m[1]} at {m[2]}" if known_skill(m[2]) else m[0], text)
    # `could i see all the profiles please`, `can we have a look at everyone`: shown
    text = rewrite(r"^(?:can|could|may) (?:i|we) (?:please )?(?:see|view|browse|(?:have|take)"
                   r" a look at|look at|look through)(?= (?:all (?:of )?(?:the |our )?|the"
                   r" (?:whole |full |entire |complete )?(?:list of (?:the |all )?)?)?(?:profiles"
                   r"|people|everyone"
                   r"|everybody|devs|developers|engineers|folks|team)(?: please| pls)?[?!. ]*$)",
                   "show me", text)
    # `could i please have a list of everyone in the team`: everyone, listed
    text = rewrite(r"^(?:could|can|may) (?:i|we) (?:please )?(?:have|get|see) (?:a |the )?(?:full"
                   r" |complete )?(?:list|rundown|roster) of (?=(?:everyone|everybody|all (?:the"
                   r" |our )?(?:people|colleagues|engineers|devs|developers|staff|team)|the team"
                   r"|people|the people|colleagues|our colleagues)\b)", "list ", text)
    # `could i have the two strongest colleagues at sql, best first`: the top two at it
    text = rewrite(r"\b(?:the )?(two|three|four|five|\d{1,2}) (?:strongest|best|most skilled"
                   r"|most capable|top)(?: (?:colleagues|people|devs|developers|engineers|folks"
                   r"|members of staff|persons|ones))?(?: here)? (?:at|in|with) ", r"top \1 at ",
                   text)
    text = rewrite(r",? (?:best|strongest|most experienced|most senior|highest|top) first"
                   r"(?=[?!. ]*$)", "", text)
    text = rewrite(r"^(?:(?:could|can|may) (?:i|we) (?:please )?(?:have|get|see)|(?:(?:could|can)"
                   r" (?:you|u) (?:please )?)?(?:give|show|send|get) (?:me|us))(?: the)? (?=top )",
                   "", text)
    # `fewer than 7 years of coding behind them`: those years
    text = rewrite(r"\b(years?(?: of [a-z]+(?: [a-z]+)?)?) behind (?:them|him|her|me|us|you)\b",
                   r"\1", text)
    # `the ex-nubank and ex-booking people`: those of either (`everyone who is ex-amazon and
    # ex-flipkart` was at both)
    text = rewrite(r"\b(the|all the) ex-([\w.&+]+(?:-[\w.&+]+)*) and ex-([\w.&+]+(?:-[\w.&+]+)*)"
                   r" (people|folks|ppl|devs|crowd|lot)\b", r"\1 ex-\2 or ex-\3 \4", text)
    # `which two people are strongest in linux`: the top two at it
    text = rewrite(r"^which (two|three|four|five|\d{1,2}) (?:people|persons|folks|devs|engineers"
                   r"|colleagues|of us|of you|members of staff)(?: here)? (?:are|r) (?:the )?"
                   r"(?:strongest|best|most experienced|top) (?:in|at|with) ", r"top \1 at ", text)
    # `among the engineers who know rust, who is the most skilled`: the best at it
    text = rewrite(r"^among (?:the |our |all the )?(?:engineers|people|devs|developers|folks|ones"
                   r"|those|members)(?: here| on the team)? who (?:know|knows|use|uses|write"
                   r"|writes|code in|have|has) ([\w+#.-]+(?: [\w+#.-]+)?),? (?:who(?:s| is| has"
                   r"| got)|which (?:one|of them) (?:is|has)) (?:the )?(?:most skilled|best"
                   r"|strongest|highest score|top score|best score)(?: (?:one|in it|at it|with it"
                   r"|of them))?$", r"who is the best at \1", text)
    # `whose title has engineer in it`: who has it in their title
    text = rewrite(r"^(?:which people |who |(?:list|show(?: me)?) (?:everyone|everybody|all|people"
                   r"|the people|ppl) )?whose (?:job )?(?:title|headline)s? (?:has|have"
                   r"|contains?|includes?|says|mentions?) ([\w+#.-]+(?: [\w+#.-]+)?)"
                   r"(?: in (?:it|them))?$", r"who has \1 in their title", text)
    # `everyone whose current employer is veridian`, `list everyone whose profile shows a
    # location in asia`: who works there, who is there
    text = rewrite(_WHOSE_FACT, _whose_fact, text)
    text = rewrite(r"^who(?: here| on here| of us)? (?:lists?|gives?|puts?|has) (.+?) as (?:their"
                   r"|his|her) (?:current |present )?(?:employer|company|studio|workplace|firm)$",
                   r"who works at \1", text)
    # `whos the gun at kafka`, `who's our wizard with terraform`: the best at it
    text = rewrite(r"^who(?:s| is)? (?:the|our|a|an) (?:gun|guru|wizard|expert|ace|whiz|whizz|pro"
                   r"|goat|master|ninja|rockstar|star) (?:at|with|in|on|for) (?=([\w+#.-]+))",
                   lambda m: "who is the best at " if known_skill(m[1]) else m[0], text)
    # `need a postgres guru for a nasty migration, whos the best`: the best at it
    text = rewrite(r"^(?:i )?need (?:a|an) ([\w+#.-]+) (?:guru|expert|person|wizard|pro|dev"
                   r"|developer|engineer)\b[^?]*?,? (?:so )?who(?:s| is) the best(?: one)?$",
                   r"who is the best at \1", text)
    # `show me all the senior folks`: those whose title says so
    text = rewrite(r"^(?:show me |list |who are )?(?:all )?(?:the |our )?"
                   r"(senior|principal|lead)(?: (?:folks|people|ppl|ones)|s)$",
                   r"who has \1 in their title", text)
    # `who doesn't have a stack overflow section`: who has none
    text = rewrite(r"\b(?:doesnt|does not|dont|do not) (?:have|list) (?:a|an|any) (stack ?overflow"
                   r"|so|github|education|contributions?)(?: section| profile| account| presence"
                   r"| stats| info| listed)?\b", r"has no \1", text)
    # `which 3 people have been coding the longest`, `the two devs who know go best`: the top
    # ones, when the question ranks (`which 3 people took my lunch` does not)
    text = rewrite(r"^(?:which|what|the|who are the) (\d{1,2}|two|three|four|five|ten) (?:people"
                   r"|devs|developers|engineers|folks|ppl|persons|ones|of us|of them)"
                   r"(?= (?:[\w+#.-]+ ){0,5}(?:the )?(?:longest|most|best|strongest|highest"
                   r"|biggest|top|fewest|least)\b)", r"top \1 people", text)
    # `top 3 by coding experience`: the most experienced
    text = rewrite(r"^(top (?:\d{1,2}|two|three|four|five|ten)) (?:people |devs |folks )?by"
                   r" (?:coding experience|years of coding|years coding|years of experience"
                   r"|experience|yoe|years)$", r"\1 most experienced", text)
    # `list everybody's location pls, doing the offsite seating plan`: everyone, with it
    # (`list all the cities` asks for the cities)
    text = rewrite(r"^list (?:everybodys|everyones|everybody|everyone|every(?:one|body) and their)"
                   r" (?:locations?|cities|city|roles?|titles?|jobs?)(?: pls| please)?(?:,.*)?$",
                   "list everyone", text)
    # `full list of people pls`: everyone
    text = rewrite(r"^(?:the |a )?(?:full|complete|whole|entire) list of (?:people|everyone"
                   r"|everybody|the team|us|names|the people)\b", "list everyone", text)
    # `list the whole team with where they're based`: the list, which says where each is
    text = rewrite(r"^((?:list|show)(?: me)? (?:the whole team|the team|everyone|everybody"
                   r"|all of us|every(?:one|body) on the team)),? (?:with|and|plus|incl|including"
                   r"|\+|&)"
                   r" (?:where (?:they|theyre|they are|each is|everyone is) (?:based|located|from)"
                   r"|their (?:locations?|cities|roles|titles|jobs|employers))(?: pls| please)?"
                   r"(?:,.*)?$", r"\1", text)
    # typed short: `so rep top3`, `full team roster pls`
    text = rewrite(r"\btop(\d{1,2})\b", r"top \1", text)
    text = rewrite(r"^((?:stack ?overflow |so )?(?:rep|reputation)) top (\d{1,2}|three|five)$",
                   r"top \2 \1", text)
    text = rewrite(r"^(?:the )?(?:full |whole |complete |entire )?team roster(?: pls| please)?$",
                   "list everyone", text)
    # `best c++ person to take over the control loop code`: the best at it
    text = rewrite(r"^(?:who(?:s| is) )?(?:the )?(?:best|strongest) ([\w+#.-]+(?: [\w+#.-]+)?)"
                   r" (?:person|dev|developer|engineer|guy|one) (?:to|for|if|who)\b.*$",
                   lambda m: f"who is best at {m[1]}" if known_skill(m[1]) else m[0], text)
    # `the two longest-serving coders`: the most experienced
    text = rewrite(r"\blongest[- ]serving\b", "most experienced", text)
    # `who is the less experienced one in the team`: the least, as a superlative says it
    text = rewrite(r"\bthe less (experienced|senior|junior)\b(?! than\b)", r"the least \1", text)
    # Slang for how good someone is: `who's the most cracked at c++`, `who's goated at unreal`
    # (the best); `who's cracked at rust` (good at it)
    # (of a skill: `who's built different at the gym` is banter)
    text = rewrite(r"\b(?:the )?(?:most cracked|goated|the goat|most goated) ((?:at|in|with)"
                   r" ([\w+#.-]+))", lambda m: f"the best {m[1]}" if known_skill(m[2]) else m[0],
                   text)
    text = rewrite(r"\b(?:cracked|nasty|cold|insane|elite|a beast|a monster|a wizard|a god"
                   r"|built different) ((?:at|in|with) ([\w+#.-]+))",
                   lambda m: f"good {m[1]}" if known_skill(m[2]) else m[0], text)
    # `best at rtos, top 2`: the top of them
    text = rewrite(r"^(?:who(?:s| is) )?(?:the )?(?:best|strongest) (?:at|in|with)"
                   r" ([\w+#. -]{1,30}?),? top (\d{1,2}|two|three|four|five)$", r"top \2 at \1",
                   text)
    # What people are called by what they do, as headlines say it: `the prof`, `a postdoc`,
    # `who founded a startup`
    text = rewrite(r"\bprofs?\b", "professor", text)
    text = rewrite(r"\bpostdocs?\b", "postdoctoral", text)
    text = rewrite(r"(?<![\w-])founded (?:a |an |their |his |her |own )?(?:startup|company"
                   r"|business)\b",
                   "is a founder", text)
    # `how many profiles are loaded in this thing`: where the profiles are is no place
    text = rewrite(r"\b(loaded|stored|saved|indexed|listed|kept|there) (?:in|on|into) (?:this|the)"
                   r" (?:thing|bot|server|channel|app|tool)\b", r"\1", text)
    # `who has the highest postgres score`, `top python score`: the best at it
    text = rewrite(r"^(?:who(?:s| is| has|s got| got| had)? )?(?:the )?(?:highest|top|best|max"
                   r"|maximum) ([\w+#.-]+(?: [\w+#.-]+)?) (?:score|rating)$",
                   lambda m: f"who is best at {m[1]}" if known_skill(m[1]) else m[0], text)
    # `any rustaceans here?`: people of a language, by the name they go by
    text = rewrite(r"^(any|anyone|are there any|who are the|list(?: all)?(?: the)?|how many)"
                   r" (rustacean|gopher|pythonista|rubyist|clojurian|haskeller)s?\b",
                   lambda m: f"{m[1]} {_BY_LANGUAGE[m[2]]} devs", text)
    # `pytorch users`: who knows it
    text = rewrite(r"^(?:any |all (?:the )?)?([\w+#.-]+(?: [\w+#.-]+)?) users(?: here)?$",
                   lambda m: f"who knows {m[1]}" if known_skill(m[1]) else m[0], text)
    # `best at kubernets?`: who is
    text = rewrite(r"^(?:the )?(?:best|strongest) ((?:at|in|with) ([\w+#. -]{1,30}))$",
                   lambda m: f"who is best {m[1]}" if known_skill(m[2]) else m[0], text)
    # `best at kubernetes, top 2 pls`: the top two at it
    text = rewrite(r"^(?:who(?:s| is) )?(?:the )?(?:best|strongest) (?:at|in|with) ([\w+#.-]+),?"
                   r" top (\d{1,2}|two|three|four|five)(?: pls| please)?$", r"top \2 \1", text)
    # `top 3 so rep`: the top three by it
    text = rewrite(r"^top (\d{1,2}|two|three|four|five|ten) (?=(?:stack ?overflow|so)"
                   r" (?:rep|reputation|answers|questions)$|(?:rep|reputation)$)", r"top \1 by ",
                   text)
    # `kafka-go contribs`, `elastic/elasticsearch contributors`: who contributed to it
    # (`mei-ling contributions` are hers)
    text = rewrite(r"^([\w.-]+/[\w.-]+|\w+\.[\w.]+) (?:contribs|contributors|contributions"
                   r"|committers)\??$", r"who contributed to \1", text)
    text = rewrite(r"^([\w+#.-]+) (?:contribs|contributors|contributions|committers)\??$",
                   lambda m: f"who contributed to {m[1]}" if known_skill(m[1])
                   or known_skill(m[1].split("-")[0]) else m[0], text)  # fmt: skip
    # `who are the three people with the most years of coding`: the top three by it
    text = rewrite(r"^(?:who are |list |show(?: me)? )?(?:the )?(\d{1,2}|two|three|four|five|six"
                   r"|seven|eight|nine|ten) (?:people|folks|devs|developers|persons|ones|engineers"
                   r"|ppl) (?:with|who have|that have) the (?:most|highest|biggest) (.+)$",
                   r"top \1 by \2", text)
    # `list all the noas`, `list the zhaos`: who they are, as `who are the zhaos` asks
    text = rewrite(r"^(?:list|show(?: me)?)(?: all)? the (?!(?:profiles|people|folks|devs|members"
                   r"|users|records|entries|names|skills|places|companies|schools|repos|developers"
                   r"|engineers|programmers|coders|ppl)\b)"
                   r"([a-z][\w'-]*(?:es|s))$", r"who are the \1", text)
    # `list all the top school badge ppl`: who holds the badge
    text = rewrite(r"^(?:(?:list|show(?: me)?|who are)(?: all)? )?(?:the )?([a-z][\w -]{2,30}?)"
                   r" badge (?:ppl|people|folks|holders|crowd|owners)$", r"who has the \1 badge",
                   text)
    # `show me everyone tagged as top school`, `who's tagged rising star`: the badge's holders
    text = rewrite(r"^(?:(?:list|show(?: me)?|who are|who is|whos|who(?:s| is| are)? all)"
                   r"(?: all)? )?(?:everyone|everybody|anyone|anybody|all|the people|people"
                   r"|profiles)?(?: who(?:s| is| are))? ?(?:tagged|labelled|labeled|marked|flagged)"
                   r" (?:as |with )?(?:an? |the )?(" + _BADGES + r")(?: badge)?$",
                   r"who has the \1 badge", text)
    # `everyone with over 10k on stack overflow`: that much reputation there
    text = rewrite(r"\b((?:over|more than|above|at least|under|less than|below) \d[\d,.]*k?)"
                   r" (?:on|in) stack ?overflow\b", r"\1 stack overflow reputation", text)
    # `how many profiles does the bot even have`
    text = rewrite(r"\b(?:does|do) (?:the bot|this bot|it|you|u) (?:even |actually )?"
                   r"(?:have|hold)\b", "do you have", text)
    # `vp wants the top three airflow people for the rewrite, who are they`: those people
    text = rewrite(r"^.*?\b(?:the )?((?:top|best) (?:\d{1,2}|two|three|four|five) [\w+#.-]+"
                   r" (?:people|devs|folks|engineers|ppl))\b.*?,? who are they$", r"\1", text)
    # `the strongest fpga engineer by skill score`, `the longest employment history`
    text = rewrite(r" by (?:their )?(?:skill )?score$", "", text)
    text = rewrite(r"\bhas (?:the )?longest employment(?: history)?\b", "has been employed the"
                   " longest", text)
    # `show me all the maintainers`: anyone who maintained a project
    text = rewrite(r"^(?:show me |list |who are |list all )?(?:all )?(?:the |our )?maintainers$",
                   "who was a maintainer on a project", text)
    text = rewrite(_STAFFING, lambda m: f"top {_FEW.get(m['n'], m['n'])} {m['t']}", text)
    text = rewrite(_RANKING_OF, lambda m: f"{m['top'] or 'best'} {m['what']}", text)
    text = rewrite(_WHOSE_PROFILES, "list everyone", text)
    text = rewrite(_WHO_DOES_WHAT, _everyone_named, text)
    text = rewrite(_TEAM_SIZE, "how many profiles", text)
    text = rewrite(_LIST_LAST, r"list \1", text)
    text = rewrite(r"^(.+?),? (?:the )?(?:full|whole|complete|entire) list(?: pls| please)?$",
                   r"list \1", text)  # `stanford grads, full list`
    text = rewrite(_TITLED_BOTH, _titled_both, text)
    text = rewrite(_TITLED, _titled, text)
    text = rewrite(_TITLED_EITHER, _titled_either, text)
    text = rewrite(_TITLED_BARE, "who has engineer in their title", text)
    # `top 3 spark people for the perf calibration`: the occasion they are wanted for is no
    # skill (`for the payments work` is)
    text = rewrite(r"^((?:the )?(?:top (?:\d+|two|three|four|five)|best|strongest)"
                   r"(?: [\w+#.-]+){1,2} (?:people|folks|ppl|devs|engineers|experts)) for"
                   r" (?:the|our|a|an|this|that|next|my|upcoming)(?: [\w-]+){0,2} (?:project"
                   r"|calibration|interviews?|panel|reviews?|hackathon|offsite|launch|demo|talk"
                   r"|workshop|training|hiring|meeting|call|rota|sprint|quarter|team)s?"
                   r"(?: pls| please)?$", r"\1", text)
    # `top two, best first`, `sort everybody by years of coding, most first`
    text = rewrite(r",? (?:best|strongest|top|most|highest|longest|biggest) first$", "", text)
    text = rewrite(_EVERYONE_BY, "everyone by ", text)
    text = rewrite(_EVERYONE_BY_SKILL, r"who knows \1 best", text)
    return text
