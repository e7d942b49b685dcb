"""Employers, schools, places and repositories in everyday words, written as the reading reads
them: `anyone ex google`, `who left microsoft for nvidia`, `tsinghua alumni at deepseek`, `a
masters in cs`, `the polish folks`, `anyone on pacific time`, `golang/go contributors`."""

from __future__ import annotations

import re
from functools import cache

from bot.answers.rewording.known import known_skill, vocab
from bot.answers.rewrite import rewrite
from bot.search.studies import is_field
from bot.search.text import key
from bot.search.vocab import known_place
from bot.search.whole_words import whole_word

# `before she joined`, `before he came over`: before coming here.
_THEY_JOINED = r"(?:she|he|they) (?:joined|came(?: over)?)"
# `was at microsoft before joining nvidia`: there before, and at the other now.
_BEFORE_JOINING = re.compile(
    r"\b(?:was|were|worked|been|used to work) (?:at|for|with) ([\w&.-]+(?: [\w&.-]+)?) before"
    r" (?:joining|moving to|going to|switching to|heading to|landing at|ending up at)"
    r" (?!(?:us|here|the team|the company|this team|our team)\b)([\w&.-]+)"
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
    r"|(?: (?:on|in) (?:the|our) (?:team|group|crew))?[?!. ]*$"
    r"| that\b| with\b| in\b| at\b| not\b| but\b| and\b| except\b)"
)


def _alumni_at(m: re.Match[str]) -> str:
    if key(m[1]) not in vocab()[0].schools:
        return m[0]
    said = f"studied at {m[1]} and works at {m[2]}"
    return said if m.start() else f"who {said}"  # `tsinghua alumni at deepseek` asks who


# `who went tsinghua`: went to it
_WENT = re.compile(
    r"\bwent (?!to\b|through\b|home\b|back\b|out\b|on\b|off\b|with\b|for\b|down\b|up\b"
    r"|over\b|in\b|into\b|away\b|well\b|wrong\b|ok\b|fine\b|live\b)(?=\w)"
)
# `golang/go contributors`: the contributors to the repository
_REPO_PEOPLE = re.compile(r"^([\w.-]+/[\w.-]+) (?:contributors|committers|people|folks|devs)$")
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
    r"^(?:(?P<many>how many(?: of us| people| folks| ppl| devs| engineers)?(?: here)? (?:are|r))"
    r"|(?:(?:do (?:we|you|u) (?:have|got)|have (?:we|you) got|we have|is there|are there"
    r"|got|is|was) )?(?:anyone|anybody|any1|someone|somebody)"
    r"|who|whos|who is|who are|people|folks|ppl)"
    r"(?: here| on the team| on our team| in the team)?(?: (?:is|are))?"
    r" ex[- ](?P<c>[a-z0-9][\w&.-]*(?: (?!(?:who|that|to|for|here|or|and|lol|we|on|in|at"
    r"|before|still)\b)[a-z0-9][\w&.-]*)?)"
)

# `ex-google folks?`, `how many ex-stripe people do we have`: the people who used to work there
_EX_PEOPLE = re.compile(
    r"^(?:(?P<many>how many)|any|anyone|anybody|who are the|list(?: all)?(?: the)?|all(?: the)?)?"
    r" ?ex[- ](?P<c>[a-z0-9][\w&.+-]*(?: (?:or|and|/) (?:ex[- ])?[a-z0-9][\w&.+-]*)?)"
    r" (?:people|folks|ppl|devs|engineers|employees|alumni|peeps)"
    r"(?: (?:here|around|on the team|do we have|have we got|we have|are there|in the team))*$"
)

# `ex-google` alone, typed as into a search box; `ex-riot games anyone?`
_EX_ALONE = re.compile(
    r"^(?P<many>)ex[- ](?P<c>[a-z0-9][\w&.-]*|[a-z0-9][\w&.-]* [a-z0-9][\w&.-]*(?= (?:anyone"
    r"|anybody|any1|someone|somebody|folks|people|ppl)))(?: (?P<who>anyone|anybody|any1|someone"
    r"|somebody|folks|people|ppl)(?: here)?)?$"
)


# The last word of many a company's name: `hitachi rail`, `riot games`, `palo alto networks`.
_COMPANY_WORDS = frozenset(
    "rail railways games labs bank group systems technologies tech health energy motors"
    " airlines airways capital media mobility networks software digital solutions robotics"
    " security cloud foods logistics pharma telecom insurance partners studios entertainment"
    " consulting analytics semiconductors electronics aerospace automotive".split()
)


def _a_word(word: str) -> bool:
    """Whether a word, or its singular, is one of the language (`pats`, `marines`)."""
    return whole_word(word) or (word.endswith("s") and whole_word(word[:-1]))


# Words after a company's name that ask for its people, no part of the name (`ex-ikea anyone`).
_ASKED_AFTER = frozenset("anyone anybody any1 someone somebody folks people ppl here".split())


def _ex(m: re.Match[str], people: bool = False) -> str:
    said = m["c"].split()
    known = vocab()[0].companies
    # `how many of us are ex-aws`: counted
    asking = "how many of us" if m["many"] else "who"
    if len(said) == 2 and said[1] in _ASKED_AFTER:
        # only a company the vocabulary knows (`ex-girlfriend anyone` names none)
        said, people = said[:1], False
    # (`ex binance ppl`: the people of a company, whether the vocabulary knows it or not)
    # (`ex-8200 folks`, `ex-dunnhumby or ex-klarna folks`, `ex-military folks`: a unit, two
    # companies, a word of the language)
    # (`ex-hitachi rail anyone`: a name no word of the language begins, and a word of a
    # company's name after it, or one of no language; not `ex-prezi python`)
    people = (
        people and said[0][:1].isalpha() and said[0].isalnum()
        and not whole_word(said[0]) and key(said[0]) not in vocab()[0].company_groups
        and (len(said) == 1 or (len(said) == 2 and (
            said[1] in _COMPANY_WORDS or not (whole_word(said[1]) or known_skill(said[1])
                                              or known_place(said[1]))
        )))
    )  # fmt: skip
    if len(said) == 2 and known_skill(said[1]) and not whole_word(said[0]):
        # `ex-prezi python anyone?`: there before, and knowing it
        return f"{asking} used to work at {said[0]} and knows {said[1]}"
    if len(said) == 2 and known_place(said[1]) and (
        key(said[0]) in known or not _a_word(said[0])
    ):
        # `ex-google berlin anyone`: there before, and based in the place
        return f"{asking} used to work at {said[0]} and is based in {said[1]}"
    if people or key(" ".join(said)) in known or key(said[0]) in known or "." in said[0]:
        return f"{asking} used to work at {' '.join(said)}"
    return m[0]


# `who left google`: worked there before (a company the vocabulary knows: `who left the door
# open` names none)
_LEFT = re.compile(r"\b(?:left|quit|departed) ([\w&.-]+(?: [\w&.-]+)?)(?=[?!. ]*$)")


def _left_company(m: re.Match[str]) -> str:
    return f"used to work at {m[1]}" if key(m[1]) in vocab()[0].companies else m[0]


# `how many are thoughtworks contractors`: the people of a company the vocabulary knows
_CONTRACTORS = re.compile(
    r"^((?:how many(?: of us)? (?:are|r)|who are the|are there any|any|list(?: all)?(?: the)?) )"
    r"([\w&.-]+(?: [\w&.-]+)?) (?:contractors|consultants)(?: here| on the team)?$"
    # `who's the thoughtworks consultant on our team`: who is at thoughtworks
    r"|^((?:who(?:s| is| are)) (?:the|our) )([\w&.-]+(?: [\w&.-]+)?) (?:contractors?"
    r"|consultants?)(?: here| on (?:the|our) team| with us)?$"
)


def _contractors(m: re.Match[str]) -> str:
    asked, company = (m[1], m[2]) if m[2] else ("who is ", m[4])
    return f"{asked}{company} people" if key(company) in vocab()[0].companies else m[0]


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


# What someone trained as studied: `trained as a doctor` is medicine.
_TRAINED_AS = {"doctor": "medicine", "physician": "medicine", "nurse": "nursing", "lawyer": "law"}


@cache
def _plural_nationals() -> dict[str, str]:
    """The people of every country the vocabulary names its people of, by their plural
    (`norwegians`, `indians`), and `aussies`."""
    nationals = vocab()[0].nationals
    plural = {f"{n}s": c for n, c in nationals.items() if n.endswith("an")}
    return {"aussies": "australia", **plural}


@cache
def _demonym() -> re.Pattern[str]:
    """`all the berliners`; `any aussies on the team`, `any norwegians?` (only of the team:
    `any aussies watching the cricket tonight?` is not)."""
    plural = "|".join(sorted(_plural_nationals(), key=len, reverse=True))
    return re.compile(
        r"^(?:(?:who are |list |show me |any )?(?:all )?(?:the |our )?)(?:(?P<d>"
        + "|".join(_DEMONYMS) + r")\b|(?P<p>" + plural + r")(?= here\b| on the team\b"
        r"| in the team\b| among us\b| do we have\b| are there\b|[?!. ]*$))"
    )


def _of_demonym(m: re.Match[str]) -> str:
    """Who is in the place of the people a match names."""
    return f"who is in {_DEMONYMS[m['d']] if m['d'] else _plural_nationals()[m['p']]}"


# `the polish folks`, `german devs`: the people in that country (not `french speakers`); the
# nationals are data (data/vocab/places.json).
@cache
def _national() -> re.Pattern[str]:
    said = "|".join(sorted(vocab()[0].nationals, key=len, reverse=True))
    return re.compile(
        r"^((?:who are|list|show me|any|anyone|how many|who(?:s| is) (?:a|an|one of the))"
        r"(?: all)?(?: of)? )?(?:the |our )?(" + said + r") (?:folks|people|ppl|devs"
        r"|developers|engineers|colleagues|crew|members|team members|contingent)"
        r"(?= do we have| are there| here| on the team|$)"
    )


# `peking u alumni`: the university
_UNI = re.compile(r"\b(\w+) (?:u|uni)(?= (?:alumni|alums|alum|grads|graduates|people|folks)\b)")
# `saw a repo called plorbt in someone's github, who owns it`: who contributed to it
_CALLED = re.compile(
    r"^.*?\b(?:repo|repository|project|codebase) (?:called|named) (?P<r>[\w./-]+)\b.*?"
    r"\b(?:who|whose|whos|anyone|anybody|which of)\b.*$"
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


# `cambridge alumni?`, `eth grads`, `anyone an agh grad`: who studied at a school the
# vocabulary knows
_SCHOOL_ALUMNI = re.compile(
    r"^(?P<any>any |list |show me |all |(?:is )?(?:anyone|anybody)(?: here)? an? |who(?:s| is)"
    r"(?: here)? an? |(?:is there|do we have|have we got|we have) an? )?(?:the |our )?"
    r"([a-z][\w&.-]*(?: [a-z][\w&.-]*){0,3}?)"
    r" (?:alumni|alums|alum|alumnus|alumna|grads|grad|graduates|graduate)"
    # (`waterloo grad on the team?`)
    r"(?P<here> here| on the team| in the team| on our team)?(?=\?|[!.]*$)"
)


def _school_alumni(m: re.Match[str]) -> str:
    # asked (`cambridge alumni?`, `any eth grads`), not said (`mit alumni. lol same energy`)
    asked = m["any"] or m["here"] or m.string[m.end() :].startswith("?")
    return f"who studied at {m[2]}" if asked and key(m[2]) in vocab()[0].schools else m[0]


# `i'll be in tokyo for a conference in march, who lives there`: the place said first is
# what `there` stands for
_VISITING = re.compile(
    r"^(?:i ?ll|i will|im|i am|we ?ll|we will|were|we are) (?:(?:be |going |heading |travell?ing"
    r" |flying )?(?:to |in )|visiting |off to )(?:the )?(?!(?:my|our|a|an|his|her|their|some)\b)"
    r"(?P<p>[a-z][\w-]*(?: (?!(?:for|in|on|at|to|next|this|from|with|soon|later|tomorrow|today"
    r"|tonight|again|briefly|quickly|first|then|too|also)\b)[a-z][\w-]*)?)\b[^?]*?[,.;?!]+"
    r" (?P<q>(?:who|whos|who is|anyone|anybody|does anyone)(?: here| on the team| of us)?"
    r"(?: (?:lives?|living|based|is based|located|is located|work|works))? )"
    r"(?:(?:in|out|over) )?(?:there|nearby|around there)(?P<rest>[?!. ]*)$"
)


# A company named in a remark, then asked about as `there`.
_WORKED_THERE = re.compile(
    r"^.*?\b(?P<p>to|at|from|with|like|about) (?P<c>[a-z][\w&.-]*(?: [a-z][\w&.-]*)?)(?:s|'s)?"
    r"\b[^,.;?!]*[,.;?!]+ (?P<q>who(?: here| of us)?) (?P<v>used to work|worked|works|work|has"
    r" worked) there(?: before| too| once| ever)?[?!. ]*$"
)


def _worked_there(m: re.Match[str]) -> str:
    # a company the vocabulary knows, by its name or its first word (`uber freight`), said
    # with or without its possessive s
    companies = vocab()[0].companies
    said, words = m["c"], m["c"].split()
    whole = said[:-1] if said.endswith("s") and key(said) not in companies else said
    first = words[0][:-1] if words[0].endswith("s") and key(words[0]) not in companies else words[0]
    if key(whole) in companies:
        company = whole
    elif key(first) in companies:
        # `uber freights tender flow`: Uber Freight; `googles interview loop`: Google
        company = whole if len(words) > 1 and first == words[0] else first
    else:
        return m[0]
    return f"{m['q']} {m['v']} at {company}"


_AS_EMPLOYER = re.compile(
    r"\b(?P<who>who|anyone|anybody|someone|somebody|(?:how many|which) (?:people|of (?:us|you"
    r"|them))|people)(?: here)? (?:has|have|had|lists?|list|got) (?P<c>[\w&.-]+(?: [\w&.-]+){0,2})"
    r" as (?:their|his|her|an?|the) (?:(?P<past>former|past|previous|old|ex)"
    r"|current|present)? ?employer\b"
)


def _as_employer(m: re.Match[str]) -> str:
    plural = m["who"].startswith(("how many", "which", "people"))
    verb = "worked" if m["past"] else "work" if plural else "works"
    return f"{m['who']} {verb} at {m['c']}"


def _side(m: re.Match[str]) -> str:
    world = vocab()[0]
    place = key(m[1])
    known = place in world.countries or place in world.nationals or place in world.regions
    return f"in {m[1]}" if known else m[0]


def _school_in_country(m: re.Match[str]) -> str:
    world = vocab()[0]
    country = world.countries.get(m["c"]) or world.nationals.get(m["c"])
    verb = "studied"  # (`went to a swiss university`: studied there)
    return f"{verb} in {world.nationals.get(m['c'], m['c'])}" if country else m[0]


def reword_work(text: str) -> str:
    """The message with its employers, schools, places and repositories written as the
    reading reads them."""
    # `who has experience of working at hm revenue & customs`: who worked there, now or before
    # (`working for a dating app` names a kind of employer, not one)
    text = rewrite(r"\b(?:has|have) (?:any |some |previous |prior )?experience (?:of|in) working"
                   r" at (?=[a-z])", "worked at ", text)
    # `who is sophie actually employed by`: whom she works for
    text = rewrite(r"^who(?:s| is) (?!(?:he|she|they|it|this|that|everyone|everybody|the|a|an|our"
                   r"|my|your|their)\b)"
                   r"([a-z][\w'-]*(?: [a-z][\w'-]*)?) (?:actually |currently |really |now )?"
                   r"(?:employed|paid|hired) by$", r"who does \1 work for", text)
    # `has beatriz ever sent patches to llvm`: contributed to it
    text = rewrite(r"\b(?:ever )?(?:sent|send|sends|submitted|upstreamed|landed|pushed)(?: any"
                   r"| some)?"
                   r" (?:patches|patch|prs|pr|pull requests|code|commits|fixes) (?:to|into"
                   r"|upstream to) (?!(?:main|master|prod|production|staging|the|my|our|a|an|this"
                   r"|that|their|his|her)\b)",
                   "contributed to ", text)
    # `who did an internship at mozilla`, `who was an intern at farfetch`: who interned there
    text = rewrite(r"\b(?:(?:did|done|had|has done|has had)(?: an?| their| his| her)? internships?"
                   r"|(?:was|were|has been|have been) (?:an? )?interns?) at (?=(?!the\b)[a-z])",
                   "interned at ", text)
    # `i'll be in tokyo for a conference in march, who lives there`: who is based in tokyo
    text = rewrite(_VISITING, r"\g<q>in \g<p>\g<rest>", text)
    # `who worked at aws before joining`, `anyone at nubank before joining?`: before coming
    # here, which says before and nothing more
    # (said with a verb of the past already, nothing more: `did anyone work at jisc before
    # joining kingsmere`; `who was at microsoft before joining nvidia` is at nvidia now)
    # `did anyone join us from axa`: who joined from there
    text = rewrite(r"^((?:did|has|have) (?:anyone|anybody|someone|somebody)(?: here)?|who(?: has)?)"
                   r" (?:join|joined)(?: us| here| the team| the company| our team)? from ",
                   r"\1 came from ", text)
    # `worked at a bank such as bbva or monzo`: at one of those
    text = rewrite(r"\b(at|for|with) an? (?:[\w-]+ ){1,2}(?:such as|eg|e\.g\.?) ", r"\1 ", text)
    # `the terraform project on github`, `the linux kernel, torvalds/linux`: the repository
    text = rewrite(r"\b(contributed to|contributors? to|contributions to) (?:the )?[\w .-]{1,30}?,"
                   r" ([\w.-]+/[\w.-]+)", r"\1 \2", text)
    text = rewrite(r"\b([\w.-]+) (project|repo|repository) on github\b", r"\1 \2", text)
    text = rewrite(r"\b(contributed to|contributors? to|contributions to) the ([\w.-]+) project\b",
                   r"\1 \2", text)
    # `who is behind the policy-regression-kit repository`: who contributed to it
    text = rewrite(r"^who(?:s| is| was| are| were) behind (?=contributed to )", "who ", text)
    # `who comes from spain`: who is from there
    text = rewrite(r"^who(?: here)? comes from ", "who is from ", text)
    # `who was in infosys before joining`: who worked there
    text = rewrite(r"^(who|anyone|anybody|someone|somebody)(?: here)? (?:was|were) in"
                   r" (?=[\w.&+-]+(?: [\w.&+-]+)? before\b)", r"\1 worked at ", text)
    # `who was working in spotify earlier`: who worked there before
    text = rewrite(r"\b(?:was|were) working (in|at|for) ", r"worked \1 ", text)
    text = rewrite(r"^(who (?:worked|has worked|had worked) [^?]+) earlier$",
                   r"\1 before", text)
    # `what did ines do before she joined us`: where she worked before
    text = rewrite(r"\bwhat (?:(?:did|was) (?P<n>[a-z][\w'-]*(?: (?!do\b|doing\b)[a-z][\w'-]*)?)"
                   r"(?: do| doing)?"
                   rf"|(?P<m>[a-z][\w'-]*(?: [a-z][\w'-]*)?) did) before (?:joining|coming here"
                   rf"|{_THEY_JOINED})(?: [\w&.-]+){{0,2}}$",
                   lambda m: f"where did {m['n'] or m['m']} work before", text)
    past = re.search(r"\b(?:did|was|were|worked|been|used to)\b", text)
    if not _BEFORE_JOINING.search(text):
        text = rewrite(rf" before (?:joining|coming here|coming over|this job|{_THEY_JOINED})"
                       r"(?: (?:us|here|the"
                       r" team|the company|[\w&.-]+(?: [\w&.-]+)?))?$", "" if past else " before",
                       text)
    # `who works for cambridge uni`: the university
    text = rewrite(r"\b(?!(?:to|at|from|in|the|a|of|my|our|at)\b)([a-z]+) uni(?=$|[?,.!])",
                   r"\1 university", text)
    # `who studied at a uk university`, `anyone from a german uni`: at a school in that country
    text = rewrite(r"\b(studied|study|studies|went|go|from) (?:at |to )?an? (?P<c>[a-z]+"
                   r"(?: [a-z]+)?) (?:university|uni|universities|college|school)\b",
                   _school_in_country, text)
    # `who studied at a university in chile`: the same
    text = rewrite(r"\b(?:studied|study|studies|went) (?:at |to )?an? (?:university|uni|college"
                   r"|school) in (?:the )?(?P<c>[a-z]+(?: [a-z]+)?)"
                   r"(?=$|[?,.!]| (?:and|but|or|who)\b)",
                   _school_in_country, text)
    # `someone said we have a thales alum, who is it`: who that is
    text = rewrite(r"^(?:someone said |i heard |apparently |i think )?(?:we have|there is|theres)"
                   r" an? (?P<x>[\w.&-]+(?: [\w.&-]+)?) (?P<k>alum|alumna|alumnus|grad|graduate)"
                   r"[,.]? (?:who is it|whos that|who is that|who)[?!. ]*$",
                   r"who is the \g<x> \g<k>", text)
    # `anyone contributed to anything from mobilitydata`: to that owner's repositories
    text = rewrite(r"\b(contributed|contributes|contributing|committed) to (?:anything|any"
                   r" (?:repos?|repositories|projects?|code)|something|any of the (?:repos"
                   r"|repositories|projects)) (?:from|by|of|under|owned by) ([\w.-]+)(?=$|[?,.!])",
                   r"\1 to \2 repos", text)
    # `who has worked on snakemake itself`, `on the airflow project itself`: the project's own
    # repository
    text = rewrite(r"\b(?:worked on|contributed to|committed to|hacked on|worked in) (?:the )?"
                   r"([\w./-]+)(?: (?:project|repo|repository|codebase))? itself\b",
                   r"contributed to the \1 repo", text)
    # `who contributed to next.js on github`: to the repository
    text = rewrite(r"\b(contributed|contributes|contributing|committed|commits) to ([\w./+-]+)"
                   r" on (?:github|gh|gitlab)\b", r"\1 to \2", text)
    # `prometheus repo who committed`: who contributed to it
    text = rewrite(r"^([\w./+-]+) (?:repo|repository),? who (?:committed|commited|contributed"
                   r"|commits|contributes|worked on it|works on it)(?: to it| there)?(?=[?!. ]*$)",
                   r"who contributed to the \1 repo", text)
    # `who has a degree from the université de montréal`: who studied there
    text = rewrite(r"\b(?:has|have|got|holds?) (?:a|an|their|his|her) (?:degree|diploma)"
                   r" (?:from|at) ", "studied at ", text)
    # `a shipper keeps comparing us to uber freight's tender flow, who here used to work
    # there`: the company named before
    text = rewrite(_WORKED_THERE, _worked_there, text)
    # `who made nf-memtune`: who contributed to the repository
    text = rewrite(r"^who (?:made|built|wrote|created|authored|started) ([\w.-]+/[\w.-]+"
                   r"|[a-z][\w.]*-[\w.-]+)$", r"who contributed to \1", text)
    # `anybody who trained as a doctor`, `took mathematics as their first degree`: what they
    # studied
    text = rewrite(r"\b(?:trained|studied) (?:as|to be) (?:a |an )?(?P<w>" + "|".join(_TRAINED_AS)
                   + r")\b", lambda m: "studied " + _TRAINED_AS[m["w"]], text)
    # `who trained in actuarial science`: studied it (not `trained in kubernetes`)
    text = rewrite(r"\btrained in (?P<f>[a-z]+(?: [a-z]+){0,3}?)(?=[?!. ]*$)",
                   lambda m: f"studied {m['f']}" if is_field(m["f"].split()[-1]) else m[0], text)
    text = rewrite(r"\b(?:took|did|studied|had|have|has) ((?!(?:it|this|that|what|which|one)\b)"
                   r"[a-z]+(?: [a-z]+)?) as (?:their|his|her|a) first degree\b",
                   r"have a bachelors in \1", text)
    # `maarten's reputation score`, `which projects has daniel been involved in`, `work
    # directly for meridian`: as they are asked plainly
    text = rewrite(r"\breputation (?:score|points|number)\b", "reputation", text)
    text = rewrite(r"\b(?:been )?(?:involved|active) (?:in|with)(?=[?!. ]*$)", "contributed to",
                   text)
    text = rewrite(r"\b(works?|working|employed|employs) directly (?=(?:for|at|by)\b)", r"\1 ",
                   text)
    # `contributed to anything under the hapifhir organisation on github`, `a repo under the
    # servo org`: to its repositories
    text = rewrite(r"\b(contribut\w*|committed) to (?:(?:anything|something|any repos?|a repo"
                   r"|repos|repositories|a repository|projects?|code)(?: that(?:s| is))?"
                   r" (?:under|in|from|within|of|owned by) )?the ([\w.-]+) (?:org"
                   r"|orga[nz]i[sz]ation|account|github org)\b(?: on github)?", r"\1 to \2 repos",
                   text)
    # `who's in the moveit repos`, `worked on a zxing lib`: who contributed to them
    text = rewrite(r"^(?:so |and )?who(?:s| is| are) in the ([\w.-]+) (?:repos|repositories|repo"
                   r"|repository|codebase)(?=[?!. ]*$)", r"who contributed to \1", text)
    text = rewrite(r"\b(worked on|contributed to|hacked on|committed to) (?:a |an |the )?([\w.-]+)"
                   r" (?:lib|libs)\b", r"\1 \2", text)
    # `everyone with the surname okafor`: everyone named so
    text = rewrite(r"\b(everyone|everybody|anyone|anybody|people|folks|list|show me|all)"
                   r"(?: here| on the team)? (?:with|having|who (?:has|have|share|shares))"
                   r" (?:the )?(?:surname|last name|family name|first name|name)(?= \w)",
                   r"\1 named", text)
    # `everyone but the dublin people`: everyone except them
    text = rewrite(r"\b(everyone|everybody|anyone|anybody)(?: here| on the team)? but (?=\w)",
                   r"\1 except ", text)
    # `who's not ex-revolut`, `who has never worked at revolut`: who never worked there
    text = rewrite(r"\b(who|anyone|anybody|someone|somebody)(?: here)?(?:s| is| are| has| have)?"
                   r" (?:not|never) (?:an? )?ex[- ](?=[a-z])", r"\1 never worked at ", text)
    text = rewrite(r"\b(who|anyone|anybody|someone|somebody|and|but)(?: here)? (?:has|have)"
                   r" never\b", r"\1 never", text)
    text = rewrite(r"^(?:anyone|anybody|someone|somebody)(?: here)? never\b", "who never", text)
    # `who's mid-career, say 6 to 9 years of coding`: the years say it
    text = rewrite(r"\b(whos|who is|who are|anyone|anybody|someone|somebody)(?: is| are)?"
                   r" (?:mid|early|late)[- ]career,?(?= (?:say |roughly |about |around )?(?:\d|one"
                   r"|two|three|four|five|six|seven|eight|nine|ten)\b)", r"\1", text)
    # `longest coder on the team`: who has coded longest
    text = rewrite(r"\blongest (?=(?:coder|programmer)s?\b)", "most experienced ", text)
    # `how many of the team are contracted through kestrel digital`: employed by it
    text = rewrite(r"\b(?:contracted|contracting|hired|placed|engaged|supplied|subcontracted)"
                   r" (?:through|via|from)(?= \w)", "employed by", text)
    # `worked for a danish health it vendor like systematic`: at the one named
    text = rewrite(r"\b(worked|works|working|been|was) (?:for|at|with) (?:a|an|some|another)"
                   r" (?:[\w-]+ ){0,4}?(?:vendor|company|firm|startup|consultancy|agency|bank"
                   r"|retailer|supplier|provider|studio|employer|business|shop)s? (?:like|such as)"
                   r" (?=\w)", r"\1 at ", text)
    # Fields of study: `a masters in cs`, `a cs degree`, `studied maths at uni`
    # (`a phd in the team` is someone here, no field)
    text = rewrite(r"\b(masters?|master's|bachelors?|bachelor's|phds?|ph\.?d|msc|bsc|meng|beng"
                   r"|undergrad|doctorate)((?: degrees?)?) in (?:the|our|this|my|your) (?:team"
                   r"|group|company|department|dept|lab|office|squad|org|organi[sz]ation|channel"
                   r"|server)\b", r"\1\2", text)
    text = rewrite(r"\b(masters?|master's|bachelors?|bachelor's|phds?|ph\.?d|msc|bsc|meng|beng"
                   r"|undergrad|doctorate)(?: degrees?)? in (?=[a-z])", r"\1 and studied ", text)
    # `a formal degree in health informatics`, `a proper cs degree`: a degree
    text = rewrite(r"\b(?:a|an) (?:formal|proper|relevant|recognised|recognized|completed"
                   r"|finished) (?=(?:[a-z]+ ){0,2}degree\b)", "a ", text)
    text = rewrite(r"\b(?:a |an )(?!(?:masters?|master's|bachelors?|bachelor's|phd|college|uni"
                   r"|university|graduate|postgrad|undergrad|doctoral|advanced|higher|second)\b)"
                   r"([a-z]+(?: [a-z]+)?) degree\b", r"studied \1", text)
    text = rewrite(r"\b(studied [a-z]+(?: [a-z]+)?) (?:at|in) (?:uni|university|college|school)\b",
                   r"\1", text)
    text = rewrite(r"^who (answer|ask)s(?: questions| stuff)? on (stack ?overflow) (?:the )?most"
                   r"(?=[?!. ]*$)", lambda m: f"who has the most {m[2]} "
                   + ("answers" if m[1] == "answer" else "questions"), text)
    # `anyone active on stackoverflow`, `who answers on stack overflow`: whoever has answered
    text = rewrite(r"^(?:who(?:s| is)?|(?:is )?(?:anyone|anybody|someone|somebody))(?: here)?"
                   r" (?:(?:really |actually )?active|answers?(?: questions| stuff)?) on"
                   r" (stack ?overflow)(?=[?!. ]*$)", r"who has answered questions on \1", text)
    # `who has the most answers on stack overflow`, `who answers more on SO, wei or yifan`
    text = rewrite(r"(?<!answered )(?<!answer )(?<!asked )\b(answers|questions|reputation|rep"
                   r"|badges) on (stack ?overflow)\b", r"\2 \1", text)
    text = rewrite(r"^who (answer|ask)s (the most|more)(?: questions)? on (stack ?overflow)\b",
                   r"who has \2 \3 \1s", text)
    # `who's been writing code the longest`: coding the longest
    text = rewrite(r"\b(?:writing|shipping|slinging) code (?=(?:the )?longest\b)", "coding ", text)
    # `who's been a professional developer the longest`: the same
    text = rewrite(r"\bbeen an? (?:professional |working |software )?(?:developer|dev|engineer"
                   r"|programmer|coder) (?=(?:the )?longest\b)", "been coding ", text)
    # `how much does malgorzata score in accessibility`: her score, as `does she know it` says
    text = rewrite(r"^(?:how much|what) does (?!(?:it|that|this|he|she|they|we|you|u|one)\b)"
                   r"([a-z][\w'-]*(?: [a-z][\w'-]*)?) (?:score|rate)"
                   r" (?:in|at|on|for) (?=[\w+#.-]+(?: [\w+#.-]+)?[?!."
                   r" ]*$)", r"does \1 know ", text)
    # `how many commits did okafor put into gatk`: made to it
    text = rewrite(r"^(how many (?:commits|prs|pull requests|reviews|issues|patches"
                   r"|contributions) (?:did|has|have|does) (?!(?:we|you|they|i|u|he|she)\b)"
                   r"[\w' -]{1,40}?) (?:put|pushed|landed|sent|got) (?:into|in|to)"
                   r"(?= (?!(?:it|that|this|them|the)\b)[\w./-]+)", r"\1 make to", text)
    # `list people with stack overflow accounts`: who is on it
    text = rewrite(r"^(?:(?:list|show(?: me)?) )?(?:the )?(?:people|ppl|folks|everyone|anyone"
                   r"|who)(?: here)? (?:with|who have|who has|that have|has|have|having) (?:an? )?"
                   r"(?:stack ?overflow|so) (?:accounts?|profiles?|sections?)(?: on (?:their|the)"
                   r" profiles?)?$", "who is on stack overflow", text)
    # `who came over from northgate securities`, `anyone come over from klarna`, `who joined
    # from spotify`: worked there before
    text = rewrite(r"\b(?:(?:came|come|moved|jumped) over|joined(?: us)?) from\b(?= \w)(?! "
                   r"(?:the )?"
                   r"(?:[\w-]+ )?(?:office|call|room|floor|building|meeting|other|another)\b)",
                   "used to work at", text)
    # `who used to be at kestrel pay but left`: who used to work there
    text = rewrite(r"\bused to be (?:at|with) ([\w&. -]{1,40}?)(?:,? but (?:left|quit|moved on))?$",
                   r"used to work at \1", text)
    # `anyone ex google`, `who's ex-booking.com`: who used to work there (`ex-military` names
    # no company)
    # `ex-googlers in here?`: the people of a company by the name they go by
    text = rewrite(r"\bex[- ]([a-z]+(?:ers|ians|ites))\b",
                   lambda m: f"ex-{key(vocab()[0].companies[key(m[1])])} people"
                   if key(m[1]) in vocab()[0].companies else m[0], text)
    # `anyone ex-microsoft and ex-bytedance`: there before, at both (or either), as `used to
    # work at microsoft and bytedance` reads it
    text = rewrite(r"^([^-]*\bex[- ][a-z0-9][\w&.-]*) (and|or) ex[- ](?=[a-z0-9][\w&.-]*[?!. ]*$)",
                   r"\1 \2 ", text)
    # `all the ex amazon and ex google ppl`: the people of either, as a list of two groups
    text = rewrite(r"^(?:list |show me |give me )?(?:all )?(?:the |our )?ex[- ]([a-z0-9][\w&.-]*"
                   r"(?: [\w&.-]+){0,2}?) (?:and|&) ex[- ]([a-z0-9][\w&.-]*"
                   r"(?: [\w&.-]+){0,2}?) (?:people|ppl|folks|crowd|alumni)(?=[?!. ]*$)",
                   r"who used to work at \1 or \2", text)
    text = rewrite(_EX, lambda m: _ex(m, people=True), text)
    text = rewrite(_EX_PEOPLE, lambda m: _ex(m, people=True), text)
    # (two words only as a company's name: `ex-google berlin anyone` names a place too)
    text = rewrite(_EX_ALONE, lambda m: _ex(m, people=bool(m["who"]) and " " in m["c"]) if (
        " " not in m["c"] or key(m["c"]) in vocab()[0].companies or m["who"]
    ) else m[0], text)
    # `who has intel on their cv`: who has intel experience, ever there
    text = rewrite(r"\b(has|have|with|got) ([\w&. -]{1,30}) on (?:their|his|her|the|a|your|ur)"
                   r" (?:cv|resume|linkedin)$", r"\1 \2 experience", text)
    # `anyone at microsoft with kubernetes and python`: there, and knowing them
    text = rewrite(r"\b((?:at|in) [\w&.-]+) with (?!(?:a|an|the|no|any|some|more|less|over"
                   r"|under|at|least|most|\d+)\b)(?=[a-z])", r"\1 who knows ", text)
    text = rewrite(_ZONE, lambda m: f"in {_ZONES[m['z']]}", text)
    # `what's zvdberg/plorbt`: who worked on it, with what it is
    text = rewrite(r"^(?:whats|what is|tell me about|info on|whose is|whose) ([\w.-]+/[\w.-]+)$",
                   r"who contributed to \1", text)
    text = rewrite(_CALLED, r"who contributed to \g<r>", text)
    # `that top school badge thing`: the badge
    text = rewrite(r"\b(?:that|this|those) ((?:[\w-]+ ){1,3}badges?)(?: things?| stuff)?\b",
                   r"the \1", text)
    # `who is doing a phd`, `working on their phd at the moment`: a phd student now
    text = rewrite(r"\bwhos (?=(?:currently |still )?(?:doing|working on|pursuing|studying for"
                   r"|in the middle of) (?:a|an|their|his|her|my) (?:phd|doctorate)\b)", "who is ",
                   text)
    text = rewrite(r"\b(?:is |are )?(?:doing|working on|pursuing|studying for|in the middle of)"
                   r" (?:a|an|their|his|her|my) (phd|doctorate)(?: (?:at the moment|right now|now"
                   r"|currently|atm))?\b", r"is a \1 student", text)
    text = rewrite(r"\bthe (?:states|usa)\b", "the us", text)
    # `in london or the us`: the us is a place too, not `us` the people asking
    text = rewrite(r"(\bin \w+(?: \w+)? or) the us\b", r"\1 in the us", text)
    text = rewrite(r"\bso (?=stats|rep|reputation|profile|account|answers|questions|activity"
                   r"|karma|score|presence)\b", "stack overflow ", text)
    text = rewrite(_demonym(), _of_demonym, text)
    nationals = vocab()[0].nationals
    text = rewrite(_national(), lambda m: f"{m[1] or ''}people in {nationals[m[2]]}", text)
    text = rewrite(_UNI, r"\1 university", text)
    text = rewrite(_BEFORE_JOINING, r"worked at \1 and works at \2", text)
    text = rewrite(_EX_NOW, lambda m: f"{m[1] or 'who '}worked at {m[2]} and works at {m[3]}", text)
    text = rewrite(_LEFT, _left_company, text)
    text = rewrite(_CONTRACTORS, _contractors, text)
    # `who spent time at booking.com`, `anyone spent a few years at sap`: who worked there
    text = rewrite(r"\bspent (?:some |a bit of |a little |a few |a couple of |several |a |an"
                   r" |\d+ )?(?:time|years?|months?|while|stint) (?:at|with)"
                   r"(?= (?!(?:the|a|an|home|my|our|his|her|their)\b))", "worked at", text)
    # `who's on the us side of the team`: who is there (`the tech side` is no place)
    text = rewrite(r"\bon the ([a-z]+(?: [a-z]+)?) side(?: of (?:the )?(?:team|house|pond|company"
                   r"|org))?\b", _side, text)
    # `anyone with google on their cv`: who worked there
    text = rewrite(r"\b(who|anyone|anybody|someone|somebody)(?: here)? (?:has|had|have|with|got)"
                   r" (?P<c>[\w&.-]+(?: [\w&.-]+)?) on (?:their|his|her|the|a|my) (?:cv|resume"
                   r"|linkedin)\b", r"\1 worked at \g<c>", text)
    # `done time at a tax office, like the ato or hmrc`: at those named
    text = rewrite(r"\b(at|for|with) (?:a|an|some|one of the) (?:[\w-]+ ){0,3}?[\w-]+,? (?:like"
                   r"|such as|e\.?g\.?,?) (?:the )?(?!(?:that|this|those|these|ours|us|mine|yours"
                   r"|them|it|one)\b)(?=[\w&.-]+(?: [\w&.-]+)?(?: (?:or|and) (?:the )?[\w&.-]+"
                   r"(?: [\w&.-]+)?)*[?!. ]*$)", r"\1 ", text)
    # `how many people have ampera drive as their employer`, `who has bosch as a former
    # employer`: who works or worked there
    text = rewrite(_AS_EMPLOYER, _as_employer, text)
    text = rewrite(_LEFT_FOR,
                   lambda m: f"worked at {m[1] or m[3]} and works at {m[2] or m[4]}", text)
    text = rewrite(_ALUMNI_AT, _alumni_at, text)
    # `cambridge alumni?`: who studied there (`canva alumni` worked there)
    text = rewrite(_SCHOOL_ALUMNI, _school_alumni, text)
    text = rewrite(_REPO_CONTRIBUTORS, r"contributors to \1", text)
    text = rewrite(_WENT, "went to ", text)
    text = rewrite(_REPO_PEOPLE, r"contributors to \1", text)
    text = rewrite(_TOP_CONTRIBUTOR, "who contributed the most to", text)
    text = rewrite(_MAINTAINER_ON, "maintainer of ", text)
    text = rewrite(_MAINTAINERS, r"maintainer of \1", text)
    return text
