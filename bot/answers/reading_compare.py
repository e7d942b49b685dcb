"""A comparison of people read from a message: who is compared (`mei vs haoran`, `compare
daniel, jose and siobhan`, `arjun or priya, who's better at c#`) and by what (a skill, years of
coding or of employment, a figure of the profile, a count of contributions, in a repository or
overall). Chatter that looks like one is not (`who's taller, mei or haoran`, `priya or emily,
who's running the demo?`)."""

from __future__ import annotations

import re

from bot.answers import cues as C
from bot.answers import people_shapes as S
from bot.answers import phrasing as P
from bot.answers.question import Question

# More than two people compared: `daniel, jose and siobhan`, `mei vs haoran vs wei`.
_MORE_NAMES = re.compile(r"\s*[,:]\s*(?:and\s+|&\s+)?|\s+(?:vs\.?|versus)\s+")
# A count of contributions two people are compared by: `who opened more prs in tvm`, `who
# reviewed more on pytorch`, `who has more commits`.
_STAT_COMPARED = re.compile(
    r"\b(?P<verb>reviewed|committed|opened|merged|sent|landed) more\b"
    r"|\bmore (?:(?:code|pr) )?(?P<stat>" + "|".join(P.STAT_WORDS) + r")\b"
    # `who has the better stack overflow rep, arjun or yifan`: a figure of the profile
    r"|\b(?:more|better|higher|bigger|larger) (?:stack ?overflow |so |github )?(?P<fig>rep"
    r"|reputation|karma|answers|badges|degrees|skills|languages|programming languages|reach"
    r"|contributions)\b"
    r"|\breached (?P<fig2>more)(?: people)?\b"
)
_FIGURES_COMPARED = {"rep": "reputation", "karma": "reputation", "reach": "reached",
                     "programming languages": "languages", "more": "reached"}  # fmt: skip
_STAT_VERBS = {"reviewed": "reviews", "committed": "commits", "opened": "prs", "merged": "prs",
               "sent": "prs", "landed": "commits"}  # fmt: skip
# Words beside a count compared that say nothing of where (`on tvm, who made more prs`).
_NOT_WHERE = frozenset({"more", "overall", "total", "in", "on", "to", "made", "make", "did",
                        "done", "has", "have", "had", "got", "who", "whos", "which", "filed",
                        "wrote", "left", "submitted", "created", "pushed"})  # fmt: skip
MAX_COMPARED = 5
_WHO = re.compile(r"(?:who|whos|which)\b")
# A comparative of two people (`who's taller, a or b`): only these ask about what a profile
# holds without saying at what.
_COMPARATIVE = re.compile(
    r"\b(?:whos|who is|which|is [\w.-]+ or [\w.-]+(?: [\w.-]+)?) (\w{3,}er)\b"
)
# Words that compare, after two names: `zoe or daniel, who's been coding longer`.
_COMPARING = re.compile(r"\b(?:more|less|fewer|most|least|\w{3,}er)\b")
_SKILL_COMPARATIVES = frozenset({"better", "stronger", "smarter", "senior", "older"})
_KNOWS_BETTER = re.compile(
    r"(?:who|whos|which)(?: one)? (?:knows?|does|writes?|uses?|codes?) (?P<at>.+?) better$"
    # `zeynep or agnieszka, who knows more python`
    r"|(?:who|whos|which)(?: one)? (?:knows?|writes?|uses?|codes?) more (?P<more>.+?)$"
)


def read_comparison(full: str, query: Question, addressed: bool) -> bool | None:
    """None when the message compares no people; else the query is read as a comparison (its
    names, what by, the figure) and the answer is whether it is a choice of tools rather than
    of people (`rust or go for the cli?`), which has no other reading to fall back on."""
    m = S.COMPARE.match(full)
    if not m:
        return None
    pairs = ("ab", "cd", "ef", "gh", "ij", "kl", "mn", "op", "qr")
    a, b = next((m[x], m[y]) for x, y in pairs if m[x] is not None)
    by = m["at"] or m["more"] or m["better"] or m["for"] or m["pre"] or m["isat"] or m["qat"]
    by = by or ("years" if m["years"] or m["years2"] else None)
    tail = S.COMPARE_TAIL.search(m["tail"]) if m["tail"] else None
    if tail:
        by = tail["at"] or ("years" if tail["years"] else None)
    named = S.COMPARE_FOR.match(C.tidy(b)) if by is None else None
    if named and (m["b"] is not None or m["d"] is not None):
        b, by = named["name"], named["at"]
    names_seen = [x for part in (a, b) for x in _MORE_NAMES.split(part) if not _WHO.match(x)]
    generic = _COMPARATIVE.search(full)
    if generic and generic[1] not in _SKILL_COMPARATIVES and not by:
        names_seen = []  # `who's taller, mei or haoran`: nothing the profiles hold
    knows = _KNOWS_BETTER.search(m["tail"]) if m["tail"] else None
    if knows:
        by = knows["at"] or knows["more"]  # `mei or haoran, who knows cuda better`
    elif m["tail"] and not tail and not generic and not _COMPARING.search(m["tail"]):
        names_seen = []  # `priya or emily, who's running the demo?`: not a comparison
    if C.tidy(a) and C.tidy(b) and len([n for n in names_seen if C.tidy(n)]) >= 2:
        query.kind = "compare"
        query.question_like = True
        # `compare daniel, jose and siobhan`, `mei vs haoran vs wei`: each of them
        names = [x for part in (a, b) for x in _MORE_NAMES.split(part)]
        # `mei vs priya - who knows pytorch better`: what follows asks what for
        tails = [n for n in names if _WHO.match(n)]
        names = [n for n in names if not _WHO.match(n)]
        for part in tails:
            said = _KNOWS_BETTER.match(part) or S.COMPARE_TAIL.search(part)
            by = by or (said["at"] if said else None) or (
                "years" if said and said.groupdict().get("years") else None
            )  # `chenggang vs wei: who's been coding longer`
        query.names = [n for n in map(C.tidy, names) if n][:MAX_COMPARED]
        asked = " ".join(w for w in C.tidy(by or "").split() if w not in P.SCAFFOLD)
        employed = re.search(r"\bemploy|\bindustry\b|\bprofessional", by or "") or (
            by == "years" and re.search(r"\bemployment\b|\bemployed\b|\bworking\b|\bworked\b", full)
        )  # `kavya or ngozi, who has more years of employment`, `… working as a dev longer`
        if employed:
            asked = "employment"  # `more years employed`
        elif by == "years" or (by and re.fullmatch(r"(?:years?|experience)(?: \w+)?", by)):
            asked = "years"
        query.compare_by = asked or None
        stat = _STAT_COMPARED.search(full)
        if stat:  # what is left of `by` is where: `more prs in tvm`; else overall
            fig = stat["fig"] or stat["fig2"]
            query.stat = (
                _FIGURES_COMPARED.get(fig, fig) if fig
                else _STAT_VERBS.get(stat["verb"]) or P.STAT_WORDS[stat["stat"]]
            )
            said = (w.strip(",.;:") for w in (asked or "").split())
            rest = [w for w in said if w not in P.STAT_WORDS and w not in _STAT_VERBS
                    and w not in _NOT_WHERE]  # fmt: skip
            query.compare_by = None if fig else " ".join(rest) or None
        # `rust or go for the cli?`: a choice of tools, not of people
        return m["for"] is not None and not query.people_words and not addressed
    return None
