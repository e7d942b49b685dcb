"""A precise writer's remarks said plainly, as the reading reads them: how an answer is to be
given (`(any level)`, `(a single name suffices)`, `(highest score first)`), qualifiers that add
no condition (`strictly more than`, `, strictly speaking,`, `according to their profile`), and
employers, repositories and scores said in a careful writer's words (`a background at dwd`,
`on eviden's payroll`, `repositories owned by the ecmwf organisation`, `a score of nine or
higher`), a word said twice over alternatives (`at bloomberg or at shopify`), and the asides of
threads and second languages (`^ this, and …`, `stateside`, `self-employed`, `in utrecht
itself`). Applied by bot.answers.cleaning to a message already folded."""

from __future__ import annotations

import re

from bot.answers.amounts import NUMBER_WORDS
from bot.answers.rewording.known import known_skill
from bot.answers.rewrite import rewrite
from bot.search.vocab import known_place

_AT_LEAST = (r"(?:of )?(?:(?:at least|>=|≥) ?(?P<n>\w+)(?![.,]\d)"
             r"|(?P<m>\w+) or (?:higher|more|above|better))\b")
# A question that asks for people, where a skill's least score is a condition on them.
_ASKED_FOR = re.compile(r"^(?:who|whos|which|list|show|rank|any|anyone|anybody|is there|are there"
                        r"|do we have|how many|find|get|give)\b|\b(?:who|devs|developers"
                        r"|engineers|people|folks|ppl)\b")
_SCORED_AT_LEAST = re.compile(
    r"\b(?:(?:an?|their) )?(?P<s>[\w+#.-]+) (?:score|level|rating) " + _AT_LEAST
    + r"|\b(?P<t>[\w+#.-]+)(?: (?P<p>people|folks|ppl|devs|developers|engineers))? with (?:an? )?"
    r"(?:score|level|rating) " + _AT_LEAST.replace("<n>", "<n2>").replace("<m>", "<m2>")
)


# What an unsure asker adds: a guess after the question, or a guess said after a comma with
# its tag. (A tag alone, `…, right?`, is left: `thao is the data person right?` asks it.)
_GUESSED = r"i think|i guess|i d guess|id guess|i'd guess|i believe|i reckon|i suppose"
_HEDGED = re.compile(
    r"(?<=\?)\s+(?:" + _GUESSED + r"|i count|im not sure|i'm not sure|not sure|or am i"
    r"|iirc|if i remember|i thought|i know there)\b.*$"
    + r"|[,;]\s*(?:[^,;?.!]{0,40}\b(?:" + _GUESSED + r")\b[^,;?.!]{0,40}?)(?:,? (?:right|no|yeah"
    r"|isnt (?:it|she|he|that)|arent they))?[?!. ]*$"
)
_NO_CONDITION = re.compile(
    r",? (?:(?:it )?(?:does(?:n't|nt| not)|wouldn't|wouldnt) matter(?: which| to me| much)?"
    r"|i (?:honestly |really |genuinely )?(?:don't|dont|do not) (?:care|mind) which"
    r"|(?:whatever|any) (?:years?|dates?|period)"
    r"|both (?:conditions|criteria|requirements|things)(?: (?:at once|together|apply|must hold"
    r"|at the same time))?"
    r"|(?:and )?(?:\w+ itself|the number itself|that number|the boundary) (?:counts|is included)"
    r"|(?:that's|thats|that is) (?:who|the person|the one) (?:i|we) (?:want|need|mean|am after"
    r"|are after))(?=[?!. ]*$)"
    r"|\s+at any (?:point|time|stage)(?: in (?:their|his|her) (?:careers?|lives))?(?=,)"
)


def _at_least(m: re.Match[str]) -> str:
    """A listed skill's least score, as the reading reads it: `rust 8+`."""
    skill, said = m["s"] or m["t"], m["n"] or m["m"] or m["n2"] or m["m2"]
    n = NUMBER_WORDS.get(said, said)
    if not known_skill(skill) or not str(n).isdigit() or not 1 <= int(n) <= 10:
        return m[0]
    return f"{m['p']} with {skill} {n}+" if m["p"] else f"{skill} {n}+"


def said_precisely(text: str) -> str:
    """The folded message with a precise writer's remarks said plainly."""
    # `who knows cuda (any level)`, `the highest xarray score (a single name suffices)`, `rank
    # them (highest score first)`, `in the uk (any of its constituent nations)`: how the answer
    # is to be given, or that all of it counts
    text = rewrite(r"\s*\((?:(?:at )?any (?:skill )?(?:level|score|amount|seniority)|(?:a single"
                   r"|one|just one) name(?: (?:suffices|is enough|will do|only|please))?|(?:full"
                   r" |just (?:the )?)?names?(?: only)?|(?:highest|best|strongest|most|top|longest)"
                   r"(?: (?:score|one|ones|level))? first|either (?:one )?(?:counts|will do|is fine"
                   r"|works|is ok)|both count|strictly|any of (?:its|their|the) [a-z ]{1,30}"
                   # `(freelancers or the like)`: who is meant, said again loosely
                   r"|[a-z -]{1,30} (?:or|and) the like)\)",
                   " ", text)
    # `a background at dwd`, `a stint at the bsc in their past`, `who's done a stint at
    # deloitte`: been there
    text = rewrite(r"\b(?:(?:has|have|had|with|got) (?:a |any )?(?:background|stint|spell)"
                   r"|(?:(?<=\bwhos )|(?<=\bwho has )|(?<=\bwho have )|(?<=one )|(?<=body ))done"
                   r" (?:a |any )?(?:stint|spell)) at(?! (?:a |the )?(?:uni|university|college"
                   r"|school)\b)"
                   r" ", "worked at ", text)
    text = rewrite(r"\bin (?:their|his|her) past\b", "in the past", text)
    # `who is on eviden's payroll`: who works there
    text = rewrite(r"\b(is|are|isnt|arent)(?: actually)? on (?!(?:the|our|my|your|their|his|her"
                   r"|same|company|hrs?|uk|us|team)\b)([\w&.-]+?(?: [\w&.-]+?){0,2})s?"
                   r" payroll(?=[?!. ]*$)",
                   lambda m: f"{m[1]} at {m[2]}" if m[1].endswith("nt") else f"works at {m[2]}",
                   text)
    # `(c++ specifically, i.e. not plain c)`, `(no more, no less)`, `, strictly speaking,`,
    # `according to their profile`: the question said precisely, no more
    text = rewrite(r"\s*\((?:[\w+#.-]+ specifically|no more,? no less|exactly|inclusive)\b[^()]*\)"
                   r"|,? strictly speaking,?|\s*\b(?:according to|as per|going by) (?:their|his|her"
                   r"|the) (?:profiles?|headlines?|exports?)\b", " ", text)
    # `repositories owned by the ecmwf organisation`: its repositories
    text = rewrite(r"\b(?:at least one |a |any )?(?:repository|repositories|repo|repos|project"
                   r"|projects) (?:owned by|of|from) (?:the )?([\w.-]+) (?:org|organisation"
                   r"|organization|namespace|github org)\b", r"an \1 repo", text)
    text = rewrite(r"\b(?:at least one |a |any )?([\w.-]+)-owned (?:repository|repositories|repo"
                   r"|repos|project|projects)\b(?: \([\w.-]+/[. ]*\))?", r"an \1 repo", text)
    # `a python score ≥9`, `a rust score of 8 or more`, `fortran with a score of nine or
    # higher`, `the rust people with a score of 9 or higher`: the skill at that or better
    if _ASKED_FOR.search(text):  # (`a performance score of 9 or higher on the review is rare`)
        text = rewrite(_SCORED_AT_LEAST, _at_least, text)
    # `, doesn't matter`, `, both conditions at once`, `, and ten itself counts`: remarks after
    # the question that put no condition on anyone
    text = rewrite(_NO_CONDITION, "", text)
    # `who has mozilla/gecko-dev on their profile as a contribution`: who contributed to it
    text = rewrite(r"\bwho (?:has|have|lists?) ([\w.-]+/[\w.-]+) (?:on|in|among) (?:their|his|her)"
                   r" (?:profiles?|contributions)(?: as (?:a )?contributions?)?\b",
                   r"who has contributed to \1", text)
    # `who's based in the uk? i count maybe two`, `who's in portugal, porto i think?`: the
    # asker's hedges, no condition
    text = rewrite(_HEDGED, "", text)
    # `someone here was at ortec or maybe picnic before`: either
    text = rewrite(r"\bor (?:maybe|perhaps|possibly|probably)\b", "or", text)
    # `who do we have inside the eu`: in it
    text = rewrite(r"\b(?:inside|within) ((?:the )?[a-z]+(?: [a-z]+)?)(?=[?!. ]*$)",
                   lambda m: f"in {m[1]}" if known_place(m[1].removeprefix("the ")) else m[0], text)
    # `who studied computer graphics in their master's`: a degree, not a place called their
    text = rewrite(r"\b(?:in|during) ((?:their|his|her|a) (?:master'?s|bachelor'?s|phd|doctorate"
                   r"|undergrad|undergraduate|degree|studies)\b)", r"for \1", text)
    # `whose headline names no company`: who has no employer; `no location line`: no location
    text = rewrite(r"\bwhose (?:headline|title) (?:names|has|shows|lists|mentions|gives)"
                   r" no (?:company|employer)(?: at all)?", "who has no employer", text)
    text = rewrite(r"\bno (location|company|employer|education|school) (?:line|field|section"
                   r"|entry)\b", r"no \1", text)
    # `^ this, and who knows ansible?`: agreeing with the message above, then asking
    text = rewrite(r"^\^+\s*(?:(?:this|that|same|same here|\+1|yes|agreed)\b\s*)?[,.;:!-]*\s*"
                   r"(?:(?:and|also|plus)\b[,]?\s*)?(?=[a-z])", "", text)
    # `is anyone self-employed`: freelance; `in utrecht itself`: in utrecht
    text = rewrite(r"\bself-employed\b", "freelance", text)
    text = rewrite(r"\b((?:in|at|from) [a-z]+(?: [a-z]+)?) (?:itself|proper)(?=[?!. ]*$)", r"\1",
                   text)
    # `anyone stateside`: in the us
    text = rewrite(r"\bstateside(?=[?!. ]*$)", "in the us", text)
    # `strictly more than ten years`: more than ten
    text = rewrite(r"\bstrictly (?=(?:more|less|fewer|greater|over|under|above|below)\b)", "",
                   text)
    # `worked at bloomberg or at shopify`, `a degree in aerospace engineering or in aeronautics`:
    # at either, in either
    text = rewrite(r"\b(at|for) ([\w.&'-]+(?: [\w.&'-]+){0,2}) or \1 (?!(?:a|an|the|some|any)\b)"
                   r"(?=[\w.&'-])", r"\1 \2 or ", text)
    text = rewrite(r"\b((?:degrees?|studied|majored|major|phd|masters?|bachelors?) in)"
                   r" ([\w.&'-]+(?: [\w.&'-]+){0,2}) or in (?=[\w.&'-])", r"\1 \2 or ", text)
    return text
