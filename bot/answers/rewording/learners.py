"""Questions in English as German, Dutch and Scandinavian speakers often put them, in the word
order of their own language and with its false friends, written as the reading reads them:
`who has at roche worked?` asks who worked at roche, `can sofie dbt?` whether sofie knows
dbt, `how long programs anna already?` how long anna has been coding; and words other
learners use (`persons`, `ana in which city`)."""

from __future__ import annotations

import re

from bot.answers.office_talk import OFFICE_THINGS
from bot.answers.rewording.known import known_skill
from bot.answers.rewrite import rewrite
from bot.search.vocab import bundled_vocab, known_place

# A person's name after a verb: one to three words, not a pronoun or an article.
_NAME = (r"(?!(?:the|a|an|he|she|they|we|you|i|it|there|someone|somebody|anyone|anybody|who"
         r"|this|that)\b)(?P<n>[a-z][\w'-]*(?: (?!(?:and|or)\b)[a-z][\w'-]*){0,2}?)")
# Skills that are everyday verbs too: `can lars go?` asks whether he may leave.
_VERBS = frozenset(
    "go rest excel make swift run read write help do play lead dart spring express next react"
    " chef flutter vue ember meteor backbone gatsby hugo jest mocha sass".split()
)
# Whoever is asked after: `who`, `is there someone who`, `has anyone`.
_WHO = (r"(?:who|is there (?:someone|somebody|anyone|anybody)(?: here)? who"
        r"|(?:has|have) (?:someone|somebody|anyone|anybody)(?: here)?)")


def _studied_where(m: re.Match[str]) -> str:
    country = bundled_vocab().nationals.get(m["n"])
    return f"studied in {country}" if country else m[0]


def _studied_in_place(m: re.Match[str]) -> str:
    # (not a field: `who got their degree in physics`)
    return f"studied in {m['p']}" if known_place(m["p"]) else m[0]


def _degree_from(m: re.Match[str]) -> str:
    studied = _studied_where(m)
    return f"who {studied}" if studied != m[0] else m[0]


def _came_from_the(m: re.Match[str]) -> str:
    # (`who comes from the uk` is where they are from; `the office`, `the hotel`, `the same
    # team`, where they walked in from: only a company the world knows, or a name of words)
    x = m["x"]
    named = x in bundled_vocab().companies or (" " in x and not _NO_EMPLOYER.match(x))
    return "who came from the " if named and not known_place(x) else m[0]


# Where one walks in from, and words that open no employer's name: `the office`, `the same team`.
_NO_EMPLOYER = re.compile(r"(?:office|kitchen|meeting|call|standup|gym|pub|canteen|party|lunch"
                          r"|break|airport|station|north|south|east|west|countryside|city|same"
                          r"|other|new|old|next|last|first|big|small|local|main)\b")


def _both_do(m: re.Match[str]) -> str:
    # (`both do the dishes`, `both do yoga`: none of their work)
    if _NOT_WORK.match(m["s"]):
        return m[0]
    return f"who is {m['c']} at {m['s']}, {m['a']} or {m['b']}"


# What two colleagues both do that is none of their work: `the dishes`, `yoga`, `standups`.
_NOT_WORK = re.compile(r"(?:the|a|an|some|our|their|" + OFFICE_THINGS + r"|yoga|pilates|running"
                       r"|climbing|football|tennis|chess|crosswords?|standups?|meetings?|lunch"
                       r"|cooking|baking|karaoke|parkrun|cycling|swimming)\b")


# What someone is asked to have, after `somebody has`: `background in ride-hailing`.
_KNOWLEDGE_AFTER = (r"(?= (?:an? |any |some )?(?:background|experience|exposure|knowledge"
                    r"|expertise) (?:in|with|of|on)\b)")
# `somebody has background in ride-hailing?`, as typed in India and Nigeria: who has
SOMEONE_HAS = r"^(?:somebody|someone|anybody|anyone) (?:has|have|is having)" + _KNOWLEDGE_AFTER

_LEARNERS = (
    # as typed in India and Nigeria: `kindly tell who was with paystack`, `whom do i approach
    # regarding royalties`, `who all are from lagos`, `any one knows kotlin`
    (re.compile(r"^(?:(?:kindly|please|pls|plz) )?(?:tell|share)(?: me| us)?"
                r" (?=(?:who|whom|which)\b)"), ""),
    (re.compile(r"(?<!\bwith )(?<!\bfor )(?<!\bby )(?<!\bfrom )\b(?:to )?whom\b(?= (?:do|does|did"
                r"|should|can|could|shall|would|must|to|has|have|is)\b)"), "who"),
    # `by whom was the reminder service written`, `with whom should i pair on it`: who asks
    (re.compile(r"^(?:by|from|with|for) whom (?=(?:was|were|is|are|did|do|does|should|can|could"
                r"|would|has|have)\b)"), "who "),
    (re.compile(r"\bwho all\b"), "who"),
    (re.compile(r"\bany one\b(?! of\b)"), "anyone"),
    # `somebody has background in ride-hailing?`, `who is having experience in kotlin`
    (re.compile(SOMEONE_HAS + r"|^who is having" + _KNOWLEDGE_AFTER), "who has"),
    (re.compile(r"^who has (?:a |any |some )?(?:background|exposure) (?:in|with|of|on) "),
     "who knows about "),
    # the verb last: `who has at roche worked?`, `is there someone who at spotify worked?`
    (re.compile(rf"^{_WHO} (?:has |have )?(?:at|by|for) (?P<c>[\w.&'-]+(?: [\w.&'-]+){{0,3}})"
                r" (?:worked|been working|has worked)(?=[?!. ]*$)"), r"who worked at \g<c>"),
    # `bei`: `has someone worked by iqvia?`; `who worked earlier at philips?`
    (re.compile(rf"^({_WHO}|anyone|anybody)\b([^?]*?\b(?:worked|works|working)) by"
                r" (?!(?:the|a|an|hand|my|our|his|her|their|myself|himself|herself)\b)(?=[a-z])"),
     r"\1\2 at "),
    (re.compile(r"\bworked (?:earlier|before|previously|formerly|once) at\b"), "used to work at"),
    (re.compile(r"^who comes from (?!(?:the|our|my|a|an|this|that|home|work)\b)(?=[a-z])"),
     "who came from "),
    # `who comes from the deutscher wetterdienst`: an employer before, unless a place
    (re.compile(r"^who comes from the (?=(?P<x>[a-z][\w&' -]{1,40}?)[?!. ]*$)"), _came_from_the),
    # `somebody here who masters kotlin`, as French and German speakers say it: knows it
    (re.compile(r"\bwho (?:really |fully )?(?:masters|has mastered)"
                r" (?!(?:in|degree|degrees|of|from|at|and|or|program|programme)\b)(?=[a-z])"),
     "who knows "),
    # `who is longer employed as developer, sophie or lucía`: employed is as one
    (re.compile(r"^((?:who|which one)(?: of (?:them|the two|both))? (?:is|was) longer employed),?"
                r" as (?:a |an )?(?:software )?(?:developer|dev|engineer|programmer)\b"), r"\1"),
    (re.compile(r"^(who|which one)(?: of (?:them|the two|both))? (?:is|was) longer"
                r" (employed|coding|programming)\b"), r"\1 has been \2 longer"),
    # `katrin and sophie both do modbus, who is better in it`: which of the two
    (re.compile(r"^(?P<a>[a-z][\w'-]*(?: [a-z][\w'-]*)?) and (?P<b>[a-z][\w'-]*(?: [a-z][\w'-]*)?)"
                r" (?:both |each )?(?:do|know|use|write|code in|work with) (?P<s>[\w+#.-]+"
                r"(?: [\w+#.-]+)?)\s*(?:,|;|:|-+|—|–|\.)\s*(?:so |but )?(?:who|which(?: one)?)"
                r"(?: of (?:them|the two|both))?(?: is|s) (?P<c>better|stronger) (?:in|at|with)"
                r" (?:it|that|this)(?=[?!. ]*$)"), _both_do),
    # false friends of French, Spanish and German: `the prevision of the output`, `who is
    # occupying himself with mqtt`, `who of us has to do with the grid codes`
    (re.compile(r"\b(?:the )?previsions? (?=of|how)\b"), "the forecast "),
    (re.compile(r"\b(?:is |are )?occup(?:ying|ies|y|ied) (?:himself|herself|themselves|oneself)"
                r" with(?= (?:the |our |all )?(?!" + OFFICE_THINGS + r"|(?:the |my |our |his |her"
                r" |their )?(?:kids|children|family|dog|cat|garden|house|flat|move|printer"
                r"|printers)\b))"), "works on"),
    (re.compile(r"^(who|which one) of us (?:has|have|had) to do with\b"), r"\1 works on"),
    # `who has worked on the code of home assistant`: contributed to it
    (re.compile(r"\b(?:has |have )?(?:worked|work|works|working) on the (?:source )?(?:code"
                r"|codebase|sources) of (?!(?:the|our|my|your|this|that|a|an|conduct|practice"
                r"|ethics)\b)(?=[a-z])"), "contributed to "),
    # `who has competence in python`: knows it
    (re.compile(r"\b(who|anyone|anybody|someone|somebody)(?: here)? (?:has|have|with|got)"
                r" (?:some |any |a )?(?:competences?|competenc(?:y|ies)) (?:in|with|on|for)\b"),
     r"\1 knows"),
    # `who is our best in python`
    (re.compile(r"^(who(?: is|s)) our best (?:in|at|with) (?=[a-z])"), r"\1 the best at "),
    # `who has knowledge from kubernetes?`, `who is firm in snowflake?`
    (re.compile(r"\b(?:knowledge|experience|expertise) (?:from|about) (?=[a-z])"),
     "experience with "),
    (re.compile(r"^who is (?:firm|fit) in (?=[a-z])"), "who is good at "),
    # `how long programs anna kowalczyk already?`, `since how many years codes lars?`
    (re.compile(rf"^(?:how long|since when|since how (?:many years|long)) (?:programs|codes"
                rf"|programmes|develops|is coding|is programming) {_NAME}(?: already| now)?"
                r"(?=[?!. ]*$)"), r"how long has \g<n> been coding"),
    # `who has more than 15 years programming behind him or her?`
    (re.compile(r"\b(\d+) years (?:of )?(?:programming|coding|experience) behind (?:him or her"
                r"|her or him|him|her|them|themselves|himself|herself)\b"), r"\1 years of coding"),
    # `on what works priya?`, `at what works priya?`
    (re.compile(rf"^(?:on|at) what (?:works|is working) {_NAME}(?=[?!. ]*$)"),
     r"what does \g<n> work on"),
    # `has siobhán or sofie more years of coding?`: who has, of the two
    (re.compile(rf"^(?:has|have) {_NAME} or (?P<m>[a-z][\w'-]*(?: [a-z][\w'-]*){{0,2}}?)"
                r" (?P<r>more (?:years|experience|coding|stack ?overflow|reputation|rep)\b.*?)"
                r"[?!. ]*$"), r"who has \g<r>, \g<n> or \g<m>"),
    # `who from us can write in go?`, `which one from us worked in uber`, `who of the team was in
    # ola cabs`, `who is most experienced from all`: who of the team
    (re.compile(r"^(who|which one|which ones|how many|how many persons|how many peoples?)"
                r"(?: is| are)? (?:(?:from|among) (?:us|the team|team|our team|all of us|all"
                r"|you all|the people here)|of (?:the team|team|all))\b(?: (?:is|are))?"), r"\1"),
    # `does anyone from the team live in krakow`: anyone here, no company called team
    (re.compile(r"\b(anyone|anybody|someone|somebody) (?:from|of) (?:the|our|this) (?:team|group)"
                r"\b(?! (?:lead|leads|meeting|channel|chat|thread|lunch|dinner|offsite|drinks|call"
                r"|standup|sync)\b)"), r"\1"),
    (re.compile(r"\b(most|least) (experienced|senior|junior) (?:from|of|among) (?:all|us|the team"
                r"|everyone|everybody)(?=[?!. ]*$)"), r"\1 \2"),
    (re.compile(r"^(who|which (?:one|colleague|person|engineer|developer))(?: of (?:us|the team))?"
                r" (?:was|were) (?:in|with)"
                r" (?!(?:the|a|an|my|our|this|that|his|her|their|office|meeting|call|standup"
                r"|town|bed|time|charge|love|luck|me|us|him|them|you)\b)(?=[a-z])"),
     r"\1 worked at "),
    # `which person was with twiga foods earlier`: used to be
    (re.compile(r"^(who|which (?:one|colleague|person|engineer|developer)) worked at (?P<c>.+?)"
                r" (?:earlier|before|previously|in the past)(?=[?!. ]*$)"),
     r"\1 used to work at \g<c>"),
    (re.compile(r"^(who|which one)(?: of (?:us|the team))? worked in (?!(?:the|a|an)\b)(?=[a-z])"),
     r"\1 worked at "),
    # `who is coding since less than 5 years`: for that long
    (re.compile(r"\b(?:is |are |has been |have been )?coding since (less|more|fewer) than"
                r" (?=\d|[a-z]+ years?)"), r"has been coding for \1 than "),
    # `who made contributions to apache/spark`, `contributed in apache projects on github`
    (re.compile(r"\b(?:made|did|has made|have made) contributions? (?:to|in|for)\b"),
     "contributed to"),
    (re.compile(r"\bcontributed in\b"), "contributed to"),
    (re.compile(r"\b((?:worked on|contributed to) [\w./-]+(?: projects?| repos?)?) (?:in|on)"
                r" github(?=[?!. ]*$)"), r"\1"),
    (re.compile(r"\b(contributed to) (?:in|on) github\b"), r"\1"),
    # `which one studied in german university`: at a university in germany
    (re.compile(r"\bstudied (?:in|at) (?:a |an )?(?P<n>[a-z]+) (?:university|uni|college)\b"),
     _studied_where),
    # `everyone with a degree from a european uni`: who studied there
    (re.compile(r"(?:\bwho )?\b(?:with|has|have|having|holds?|got) (?:a |an )?(?:degree|diploma)s?"
                r" (?:from|at) (?:a |an )?(?P<n>[a-z]+) (?:university|universities|uni|unis"
                r"|college|school)\b"),
     _degree_from),
    # `who got their degree in switzerland`: who studied there
    (re.compile(r"\b(?:got|did|earned|took|completed|finished) (?:their|his|her|a|an|the)"
                r" (?:degree|degrees|diploma|studies|education) in (?P<p>[a-z]+(?: [a-z]+)?)"
                r"(?=[?!. ]*$)"), _studied_in_place),
    # `the persons with python`: as a native speaker says them
    (re.compile(r"\bpersons\b(?= (?:with|who|called|named|in|at|from|that|having|based)\b)"),
     "people"),
    # `hyun-woo park in which city`
    (re.compile(rf"^{_NAME} (?:is |lives )?in which (?P<w>city|country|town|place)(?=[?!. ]*$)"),
     r"which \g<w> is \g<n> in"),
    # `what have lars and anna in common?`
    (re.compile(rf"^what (?:have|has|do) {_NAME} and (?P<m>[a-z][\w'-]*(?: [a-z][\w'-]*){{0,2}}?)"
                r"(?: have)? in common(?=[?!. ]*$)"), r"compare \g<n> and \g<m>"),
)
# `can sofie dbt?`: whether she knows it (the skill named, not `can mei come?`)
_CAN = re.compile(rf"^can {_NAME} (?P<s>[\w+#.-]+)[?!. ]*$")


def reword_learners(text: str) -> str:
    """A folded question in a German, Dutch or Scandinavian speaker's English, as the reading
    reads it; any other message as it is."""
    for pattern, plain in _LEARNERS:
        text = rewrite(pattern, plain, text)
    can = _CAN.match(text)
    if can is not None and can["s"] not in _VERBS and known_skill(can["s"]):
        return f"does {can['n']} know {can['s']}?"
    return text
