"""Questions asked for someone else or as a supposition, written as the question itself: `my
manager wants to know if anyone here is ex-uber` asks whether anyone here is ex-uber, `a
candidate asked who here contributed to osrm-backend` who contributed to it, `my manager wants
the top 3 by stack overflow rep` the top 3, `if we had to pick one, who's best at python` who
is best at python."""

from __future__ import annotations

import re

from bot.answers.rewrite import rewrite

# Who the question is asked for: `my manager`, `a candidate from amadeus`, `product`, `finance`.
_FOR = (
    r"(?:(?:my|our|the|a|one|some|this|that) (?:new )?(?:manager|boss|lead|team lead|tech lead|cto"
    r"|ceo|vp|director|pm|product manager|recruiter|candidate|client|customer|colleague|friend"
    r"|hire|intern|journalist|student|partner|vendor|auditor|investor|interviewer|interviewee"
    r"|hiring manager|skip|skip level"
    # (a hospital's, a school's, a newsroom's: `my ward manager`, `the consultants on amu`)
    r"|matron|ward manager|ward sister|sister|nurses?|consultants?|doctors?|clinicians?"
    r"|registrars?|pharmacists?|teachers?|head teacher|headteacher|principal|dean|professor"
    r"|supervisor|foreman|editor|producer|clinical coders|coders|analysts?|actuar(?:y|ies)"
    r"|underwriters?)(?: (?:from|on|in|at) [\w.&-]+(?: [\w.&-]+)?)?"
    r"|matron|ward sister|ward manager|product|sales|legal|finance|hr|marketing|recruiting"
    r"|leadership|management|support"
    r"|it(?= have\b)"  # (`IT have asked`, not the pronoun: `it asked if anyone was logged in`)
    # `the it team`, `our registry office`
    r"|(?:(?:my|our|the) )?(?:it|hr|ops|finance|security|compliance|admissions|registry|legal"
    r"|sales|marketing|support|data|platform|management|leadership) (?:team|department|office"
    r"|folks|people)"
    r"|someone|somebody|people|they|he|she)"
)
# How it was asked of the one who now asks: `wants to know`, `asked`, `wonders`.
_ASKED = (
    r"(?:wants to know|want to know|would like to know|wanted to know|needs to know"
    r"|(?:(?:have|has|had) )?asked(?: me| us)?|asks|is asking|was asking|are asking"
    r"|were asking|keeps asking|wonders"
    r"|is wondering|was wondering|was curious)"
)
# (`a customer asked if we support bills of lading on blockchain, who knows that`: what
# was asked is of us, and the question follows it)
# (`a customer asked about sparse tensors, who should i ask`: what was asked about is told)
_REPORTED = re.compile(
    rf"^{_FOR} {_ASKED}(?: (?:if|whether)\b(?! (?:we|i|you|they|it|this|that|our|my|the)\b)"
    r"|[:,]|(?= (?:who|whos|which|where|wheres|why|how many|anyone|anybody|does|do|did|is|are"
    r"|has|have|can|could)\b))[:,]? (?=\S)"
)
# What was wanted, said as the thing itself: `my manager wants the top 3 by stack overflow rep`.
_WANTED = re.compile(
    rf"^{_FOR} (?:wants|needs|asked for|is asking for)"
    r" (?=(?:the )?(?:top \w+|\d+ (?:best|most)|people|everyone|everybody|a list|list|names"
    r"|(?:the )?(?:best|most|strongest))\b)"
)
# A supposition before the question: `if we had to pick one,`, `hypothetically,`.
_SUPPOSED = re.compile(
    r"^(?:hypothetically|in theory|theoretically)(?:,| speaking,?)? "
    r"|^(?:if (?:we|i) had to (?:pick|choose) (?:one|someone|somebody)|if (?:it|this) came to it"
    r"|in a pinch|worst case)[,:]? (?=(?:who|whos|which|anyone|anybody)\b)"
)


# What someone needs told as a question of its own, then asked for: `our audit checklist asks
# which staff have terraform skills. who would that be?`
_WHICH_THEN_WHO = re.compile(
    r"\b(?P<q>which (?:staff|colleagues|people|members of staff|of us|engineers|developers|devs"
    r"|team members|employees|folks|ppl)\b[^.?!]{1,200})[.?!]+ (?:so )?(?:who|which ones?"
    r"|which of us) (?:would|could|might|will) (?:that|they|it|those) be[?!. ]*$"
)


def reword_on_behalf(text: str) -> str:
    """The question asked for someone else or as a supposition, as asked outright."""
    told = _WHICH_THEN_WHO.search(text)
    if told is not None:
        text = told["q"]
    text = rewrite(_SUPPOSED, "", text)
    # (`… if anyone is coming to the party`: asked as `is anyone coming to the party`)
    text = rewrite(_REPORTED, "", text)
    text = rewrite(r"^(anyone|anybody|someone|somebody|any of us) (is|are) ", r"\2 \1 ", text)
    return rewrite(_WANTED, "", text)
