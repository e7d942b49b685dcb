"""Two people set side by side in everyday words, written as a comparison: `can you tell me
the difference between daniel okafor and daniel brennan`, `how are niamh and daniel different`,
`tomasz vs kwame experience-wise`, `whats the difference between the two jonases`; two skills
or two places so set (`how are kotlin and java different`) are left as typed."""

from __future__ import annotations

import re

from bot.answers.rewording.known import known_skill, vocab
from bot.answers.rewrite import rewrite
from bot.search.text import key
from bot.search.vocab import known_place

# A name of one or two words, no word of a thing or a time (`the others`, `last year`, `our
# app`, `working here`).
_TWO = (r"(?P<a>(?!(?:the|a|an|our|my|your|their|his|her|its|this|that|these|those|we|you|they"
        r"|it|he|she|i|me|us|him|them|yourself|myself|last|next|before|after|others|working"
        r"|everyone|everybody)\b)[a-z][\w.'-]*"
        r"(?: (?!(?:year|week|month|time|before|here|there|now|then)\b)[a-z][\w.'-]*)?)")
_TWO_B = _TWO.replace("<a>", "<b>")
# A full name of up to four words: `maarten van den berg`.
_UP_TO_FOUR = (r"(?P<a>(?!(?:the|a|an|our|my|we|you|they|it|them|us)\b)[a-z][\w.'-]*"
               r"(?: (?!and\b)[a-z][\w.'-]*){0,3}?)")
_UP_TO_FOUR_B = _UP_TO_FOUR.replace("<a>", "<b>")
_SIDE_BY_SIDE = r" (?:side by side|next to each other)"
# Two to five people named in a list: `siobhan, priya and kwame`, `kwame or priya`.
_ONE = _TWO.replace("?P<a>", "?:")
_LISTED = rf"(?P<names>{_ONE}(?:, {_ONE}){{0,3}},? (?:and|or|&) {_ONE})"
# Who of them stands first, and at what: `who's the strongest at python`, `who is most
# experienced`.
_FIRST = (r"(?:who|whos|which)(?: one| of them| of the \w+)?(?: is)? (?:the )?"
          r"(?:(?P<skilled>best|strongest|better|stronger|most skilled)"
          r"(?: (?:at|in|with|on|for) (?P<at>[\w.+#/ -]{1,40}?))?"
          r"|(?P<years>most experienced|most senior|more experienced|more senior"
          r"|been coding (?:the )?longest))")
_AMONG = r"(?:out of|of|among|amongst|between|from)"


def _things(m: re.Match[str]) -> bool:
    """Whether the two set side by side are things, not people: a skill, or two places."""
    return any(known_skill(m[x]) for x in "ab") or all(known_place(m[x]) for x in "ab")


def _people_only(m: re.Match[str]) -> str:
    """Two people set side by side, compared; two things left as typed."""
    if _things(m):
        return m[0]
    return f"compare {m['a']} and {m['b']}" if m[0].startswith("how") else ""


def _apart(m: re.Match[str]) -> str:
    """What sets one person apart from another: the two compared; things left as typed."""
    return m[0] if _things(m) else f"compare {m['a']} and {m['b']}"


def _compared_on(m: re.Match[str]) -> str:
    """`tomasz vs kwame experience-wise`: the two compared on it."""
    if _things(m):
        return m[0]
    on = "experience" if m["on"] in ("seniority", "years") else m["on"]
    return f"compare {m['a']} and {m['b']} on {on}"


def _ranked_among(m: re.Match[str]) -> str:
    """People named in a list, ranked at a skill or by experience: compared on it; things
    so listed (`python, go or rust`) left as typed."""
    names = re.split(r",? (?:and|or|&) |, ", m["names"])
    # (`out of google, amazon and meta`, `python, go or rust`, `berlin, paris or london`)
    if any(known_skill(n) or key(n) in vocab()[0].companies for n in names) or all(
        known_place(n) for n in names
    ):
        return m[0]
    if not m["years"] and not (m["at"] and known_skill(m["at"])):
        # `… who's best at karaoke`, `… at python and java`, `coffee, tea or water: which is
        # best?`: left as typed
        return m[0]
    listed = ", ".join(names[:-1]) + " and " + names[-1]
    if m["years"]:
        return f"compare {listed} on experience"
    return f"compare {listed} at {m['at']}" if m["at"] else f"compare {listed}"


def people_compared(text: str) -> str:
    """A folded message that sets two people side by side, written as `compare x and y`."""
    # `out of siobhan, priya and kwame, who's the strongest at python`, `kwame, priya or
    # mateo: who is most experienced`, `who's best at go among tomas, lena and mei`: those
    # named, ranked
    text = rewrite(rf"^(?:{_AMONG} )?{_LISTED}\s*[,:;-]?\s*{_FIRST}$", _ranked_among, text)
    text = rewrite(rf"^{_FIRST},?\s*(?:{_AMONG} |[:;-]\s*){_LISTED}$", _ranked_among, text)
    # `whats the difference between the two jonases`: the people of that name compared
    text = rewrite(r"^(?:whats|what is|what are) the differences? between (the (?:two|2|three|3)"
                   r" [a-z][\w'-]*)$", r"compare \1", text)
    # `tomasz vs kwame experience-wise`: compared on it
    text = rewrite(r"^" + _TWO + r" (?:vs\.?|versus|or) " + _TWO_B
                   + r" (?P<on>experience|seniority|skills?|years)-wise$", _compared_on, text)
    # `can you tell me the difference between x and y`, `how are x and y different`: compare
    # them, when they are no skills (`how are kotlin and java different` asks no one)
    text = rewrite(r"^(?:(?:can|could|would) (?:you|u|someone|somebody|anyone|anybody)"
                   r"(?: please)? )?(?:tell me|explain|show me|describe)"
                   r" (?=(?:what is |whats )?the differences? between " + _TWO + r" and " + _TWO_B
                   + r"$)", _people_only, text)
    text = rewrite(r"^how (?:are|do) " + _TWO + " and " + _TWO_B + r" (?:differ|different)$",
                   _people_only, text)
    text = rewrite(r"^how(?:s| is| does) " + _TWO + r" (?:differ|different) from " + _TWO_B
                   + "$", _people_only, text)
    # `set amara eze and maarten van den berg side by side for me`, `put side by side ana lima
    # and emily`, `how maarten's and ines's backgrounds differ` (a question kept in a
    # statement's order)
    text = rewrite(r"^(?:set|put|place|lay) " + _UP_TO_FOUR + r" (?:and|&) " + _UP_TO_FOUR_B
                   + _SIDE_BY_SIDE + r"(?: for (?:me|us))?$", _apart, text)
    text = rewrite(r"^(?:set|put|place|lay)" + _SIDE_BY_SIDE + " " + _UP_TO_FOUR + r" (?:and|&) "
                   + _UP_TO_FOUR_B + r"(?: for (?:me|us))?$", _apart, text)
    text = rewrite(r"^how " + _UP_TO_FOUR + r" (?:and|&) " + _UP_TO_FOUR_B
                   + r" (?:backgrounds? |profiles? |careers? |cvs? )?differ$", _apart, text)
    # `what sets wei chen apart from joaquín`, `what distinguishes x from y`
    text = rewrite(r"^(?:what|how) (?:sets?|distinguishes|separates|makes) " + _TWO
                   + r" (?:apart from|from|different from|unlike) " + _TWO_B + "$", _apart, text)
    # `how does mei-ling's mapping work differ from sebastien's`: their work, compared
    text = rewrite(r"^how (?:is|does) (?P<a>[a-z][\w.'-]*)s (?:[a-z]+ ){1,3}(?:differ|different)"
                   r" from (?P<b>[a-z][\w.'-]*)$", _people_only, text)
    return text
