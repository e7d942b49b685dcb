"""A precise writer's qualifiers said as plainly: `Who on the team is able to work in R?`,
`a bachelor's degree of any description`, `employed by x rather than by the agency`, `located
anywhere in Europe, the United Kingdom included`, `Which two colleagues score highest in Go?`,
`a PostgreSQL score of at least 7`, `Excluding the United Kingdom, who …`."""

from __future__ import annotations

import re
from collections.abc import Callable

from bot.answers.rewording.known import known_skill, vocab
from bot.answers.rewrite import rewrite
from bot.search.text import key
from bot.search.vocab import known_place

# A precise writer's qualifiers, said as plainly: `is able to work in r` knows r, `a bachelor's
# degree of any description` a bachelor's degree, `which two colleagues score highest in go`
# the top two in go.
_PRECISE: tuple[tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]], ...] = (
    # (`how many of our developers can work in cobol`: not a place)
    (re.compile(r"\b(?:(?:is|are) (?:able|qualified|competent) to|can|could) (?:work|code|program"
                r"|write|develop) (?:in|with) ([\w+#.-]+)"),
     lambda m: f"knows {m[1]}" if known_skill(m[1]) else m[0]),
    (re.compile(r" of any (?:description|kind|sort|type|level)\b"), ""),
    # `whose job title includes the word senior`: asked of titles alone
    (re.compile(r"\bwhose (?:job )?title (?:includes|contains|has|mentions)(?: the word)?"
                r" ([\w+#-]+)(?: in it)?"), r"who has \1 in their title"),
    # `does zoe have any stack overflow activity, and if so roughly how many answers`: her
    # stack overflow figures
    (re.compile(r"\b(have|has) any stack ?overflow (?:activity|presence|history)\b"),
     r"\1 a stack overflow account"),
    (re.compile(r",? and if so,? [^?]*"), ""),
    # what it is set against at its end says nothing more: `employed by x rather than by the
    # agency`
    (re.compile(r",? rather than (?:by|at|for|with|in) (?:the|our|an?) [a-z]+(?: [a-z]+)?"
                r"(?=[?!.]*$)"), ""),
    (re.compile(r"\b(at|in|from|for|with|knows?|on) either (?=[\w.+#-]+(?: [\w.+#-]+)? or )"),
     r"\1 "),
    (re.compile(r"\b(based|located|living|sitting|working) (?:anywhere|somewhere) in\b"),
     r"\1 in"),
    (re.compile(r", (?:the )?[a-z]+(?: [a-z]+)? included(?=[?!.]*$)"), ""),
    (re.compile(r"\b(?:an?|any) (?:european union|eu) (?:member )?(?:state|country|nation)s?\b"),
     "the eu"),
    (re.compile(r"\bor (?:elsewhere|anywhere else|somewhere else) in\b"), "or in"),
    # `joao fereira where's he at??`: where he is based
    (re.compile(r"^(?!(?:so|ok|okay|and|but|wait|hmm|well|um|lol|what|like)\b)([a-z][\w'-]*"
                r"(?: [a-z][\w'-]*)?),? where(?:s| is) (?:he|she|they) at(?=[?!. ]*$)"),
     r"where is \1 based"),
    (re.compile(r"\bwhich (two|three|four|five|\d) (?:colleagues|people|engineers|developers"
                r"|devs|of (?:you|us|them)|team members|members of staff) (?:score|scores|rank"
                r"|ranks|rate|rates|are rated) (?:the )?(?:highest|best|top) (?:in|at|on|for)\b"),
     r"top \1 in"),
    (re.compile(r"(?<![\w+#.-])(?:an? )?([\w+#.-]+) (?:score|rating) of (?:at least|minimum|min)"
                r" (10|[1-9])(?![.\d])"),
     lambda m: f"{m[1]} {m[2]} or higher" if known_skill(m[1]) else m[0]),
    # `who scores at least 8 on docker`, `does hannah list pytorch at 8 or better`
    (re.compile(r"\b(?:scores?|scored|rates?|rated|is rated|are rated) (?:at least|min(?:imum)?"
                r"(?: of)?|no less than) (10|[1-9])(?:/10)? (?:on|in|at|for|with) ([\w+#.-]+)"),
     lambda m: f"knows {m[2]} {m[1]} or higher" if known_skill(m[2]) else m[0]),
    (re.compile(r"\b(?:lists?|has|have) ([\w+#.-]+) at (10|[1-9])(?:/10)? or (?:better|higher"
                r"|more|above)\b"), r"has \1 \2 or higher"),
    # `everyone holding a master's`: with one
    (re.compile(r"\b(everyone|everybody|anyone|anybody|people|those|folks|ppl|colleagues)"
                r" (?:holding|having|possessing) (?=(?:an?|any|the) (?:phd|doctorate|masters?"
                r"|master's|bachelors?|bachelor's|degree|mba|msc|bsc|ba|ma|meng|beng"
                r"|certificat\w*|cert\w*)\b)"), r"\1 with "),
    # `do we have at least 1 phd on the team`: one
    (re.compile(r"\bat least (?:1|one) (?=(?:phd|doctorate|masters?|master's|bachelors?"
                r"|bachelor's|mba|msc|bsc|meng|beng)\b)"), "a "),
    # `who's an iit grad`, `is anyone from one of the iits`: who studied there
    (re.compile(r"^(?:who(?:s| is)|is anyone|anyone|is anybody|anybody) (?:an? )?"
                r"(?!(?:an?|recent|new|fresh|latest|former|old|young|junior|senior|the)\b)"
                r"([\w.&'-]+(?: [\w.&'-]+)?) (?:grad|graduate|alum|alumnus|alumna)(?=[?!. ]*$)"),
     # (not a company's: `is anyone a google alum`; nor any school: `a uni grad`)
     lambda m: m[0] if known_skill(m[1]) or key(m[1]) in vocab()[0].companies or m[1] in (
         "uni", "university", "college", "school", "bootcamp", "cs", "phd", "masters")
     else f"who studied at {m[1]}"),
    (re.compile(r"\b(from|at) one of the ([a-z]{2,5})s(?=[?!. ]*$)"), r"\1 an \2"),
    # `give list of everybody with chen as family name`: everyone of that surname
    (re.compile(r"^(?:(?:can|could) (?:you|u) )?(?:give|show|make)(?: me| us)?"
                r" (?:a |the )?list of (?=every|people\b|all (?!the\b)|(?:all )?the (?:people|devs"
                r"|engineers|folks|team)\b)"), "list "),
    (re.compile(r"\bwith ([a-z][\w'-]*) as (?:a |their |the )?(?:family name|surname|last name)"
                r"(?=[?!. ]*$)"), r"with the surname \1"),
    # `list everyone with the surname nguyen`: named so
    (re.compile(r"\b(?:with|having|(?P<who>who) (?:has|have)) the (?:sur|last |family )name"
                r" (?=[\w'-]+[?!. ]*$)"),
     lambda m: "who is named " if m["who"] else "named "),
    # `eu-based responders?`: the people based there
    (re.compile(r"^([a-z]{2,20})-based (?:responders|engineers|devs|developers|people|folks"
                r"|colleagues|staff|analysts|team members)(?=[?!. ]*$)"),
     lambda m: f"who is based in {m[1]}" if known_place(m[1]) else m[0]),
    # `top-2 on kubernetes`, `who's #1 in actuarial science`
    (re.compile(r"\btop-(\d{1,2}|one|two|three|four|five|ten)\b"), r"top \1"),
    (re.compile(r"(?:\bthe )?(?:#|\bno\.? ?|\bnumber )(?:1|one) (?:in|at|on|for|with)\b"),
     "best at"),
    (re.compile(r"^(?:excluding|except for|except|apart from|other than|not counting)"
                r" (?!(?:that|this|it|those|these|which)\b)([^,?]{1,40}), ([^?]*)"),
     r"\2 excluding \1"),
)


def said_plainly(text: str) -> str:
    """A folded question with its precise qualifiers said as plainly (_PRECISE)."""
    for pattern, plain in _PRECISE:
        text = rewrite(pattern, plain, text)
    return text
