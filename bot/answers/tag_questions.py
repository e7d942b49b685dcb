"""Tag questions, asked as plain ones: `zoe knows docker right` asks whether she does,
`niamh worked at ryanair, true?` whether she did, `rasmus is our k8s guy right` whether he is.
A remark with a tag stays a remark (`aoife studied at the library all day, true?`). Asked in
the negative, they are the same questions: `there is nobody here who was at apple, is there?`
asks who was, `rahul has never worked at cadence, has he?` whether he did."""

from __future__ import annotations

import re

from bot.answers.rewording.known import known_skill
from bot.answers.rewrite import rewrite

# The verbs a tag question asks of someone, as `does` asks them.
_BARE = {"knows": "know", "speaks": "speak", "works at": "work at", "worked at": "work at",
         "lives in": "live in", "studied at": "study at", "went to": "go to",
         "does": "do"}  # fmt: skip
# `zoe knows docker right`: a tag question asks whether she does (the tag itself is chat,
# cut off after)
_TAGGED = re.compile(
    r"^(?!(?:who|what|which|how|where|when|why|anyone|anybody|someone|somebody|everyone|nobody"
    r"|it|that|this|there|he|she|they|we|you|i|the|a|an|our|my|your|their)\b)"
    r"([a-z][\w'-]*(?: [a-z][\w'-]*)?) (knows|speaks|does|works at"
    r"|worked at|used to work at"
    r"|used to be at|lives in|studied at"
    r"|went to|has a (?:phd|masters|bachelors|degree))"
    r" (?!(?:what|where|how|why|when|who|everyone|everybody|nobody|everything|her|his|their|not"
    r"|them|him)\b)(.+?),? (?P<tag>right|yeah|correct|true|no|is (?:that|it) (?:true|right|correct)"
    r"|am i right|innit|eh|(?:doesnt|didnt|hasnt) (?:he|she|they)"
    r"|does (?:he|she|they) not)$"
)
# `rasmus is our k8s guy right`: a tag question whether he is
_TAGGED_PERSON = re.compile(
    r"^(?!(?:it|this|that|he|she|they|there|who|which|what)\b)([a-z][\w'-]*(?: [a-z][\w'-]*)?)"
    r" is ((?:the|our) (?:[\w+#./-]+ ){1,3}(?:person|guy|gal|expert|owner|go-to)),? (?:right"
    r"|correct|yeah|innit|no)$"
)


# Where a tag question ends: its sentence (`nobody is based in lyon, are they? the french
# regulator asked`).
_ENDS = r"(?=[?!.](?:\s|$)|$)"
# Words that open no one's name in a statement with a tag (`my manager has never …`).
_NO_NAME = (r"it|this|that|he|she|they|there|who|which|what|we|you|i|nobody|no|my|our|your|the"
            r"|a|an|his|her|their")
# Who is where in the office or the day, or holds its keys: no question of profiles (`is there
# no one in the war room`, `we have nobody from broadcom on the call, right`).
_ABOUT_THE_OFFICE = (r"[^?!]*\b(?:(?:in|at|on|to|from) (?:the |our |a )?(?:[\w-]+ )?(?:room|office"
                     r"|desk|call|kitchen|building|meeting|standup|stand-up|pub|retro|site|lunch)"
                     r"|facilities|(?:admin )?(?:rights|permissions|password|keys) (?:on|to|for)"
                     r"|(?:today|tonight|tomorrow|later|this week|right now)(?=[?!. ]*$))\b")
# `is there nobody who knows haskell`, `there is no one here in taiwan, is there`, `we have
# nobody who went to mit, do we`: whether anyone is
_NOBODY = re.compile(
    r"^(?:(?:is|are) there (?:really )?(?:nobody|no one|noone|not anyone|not anybody)"
    r"|(?:isnt|arent) there (?:anyone|anybody|someone|somebody)"
    r"|there (?:is|are|s) (?:nobody|no one|noone)"
    r"|we (?:have|got|have got) (?:nobody|no one|noone)"
    r"|we (?:dont|do not) have (?:anyone|anybody)|we (?:havent|have not)(?: got)? (?:anyone"
    r"|anybody))"
    r"(?P<here> (?:here|on (?:the|this|our) team|among us))?"
    r" (?P<q>(?!" + _ABOUT_THE_OFFICE + r")(?:who|that|with|in|from|at)\b.+?)"
    r"(?:,? (?:is there|are there|do we|have we|right|correct|true|i (?:think|guess|suppose"
    r"|assume)|am i right))?" + _ENDS
)
# `nobody is based in lyon, are they`, `no one has contributed to react, have they`
_NOBODY_STATED = re.compile(
    r"^(?:nobody|no one|noone)(?P<here> here| on (?:the|this|our) team)?"
    r" (?P<q>(?:is|are|has|have|knows|does|did|worked|works|studied|went|lives|was|were"
    r"|contributed|speaks|uses)\b.+?),? (?:is|are|has|have|do|does|did|was|were)"
    r" (?:they|there|we|he|she)" + _ENDS
)
# `mateusz is based in krakow, isnt he`: whether he is
_IS_TAGGED = re.compile(
    r"^(?!(?:everyone|" + _NO_NAME + r")\b)(?P<who>[a-z][\w'-]*(?: [a-z][\w'-]*)?)"
    r" is (?P<what>(?:based|located|living) in|in|from)"
    r" (?!(?:a|an|the|my|our|his|her|their)\b)(?P<x>.+?),? (?:isnt|is not) (?:he|she|they)"
    + _ENDS
)
# What a negative tag question says someone never did or does not, named: not a time or a way
# of working (`for free`, `at weekends`, `for a while`).
_EMPLOYER = (r"(?!(?:a|an|free|home|weekends?|nights?|lunch|long|night|the weekend|the moment"
             r"|all|scale|the (?:desk|office|call)|me|us|you|him|her|them)\b)[^,?]+?")
# `rahul has never worked at cadence, has he`, `mei doesnt know go, does she`: whether one did
_NEGATIVE_TAGGED = re.compile(
    r"^(?!(?:" + _NO_NAME + r")\b)(?P<who>[a-z][\w'-]*(?: [a-z][\w'-]*)?)"
    r" (?:(?:has never|never|hasnt ever|hasnt|has not|didnt ever|didnt|did not) (?:worked|work)"
    r" (?:at|for) (?P<was>" + _EMPLOYER + r")"
    r"|(?:doesnt|does not) (?P<verb>know|speak|live in|work at|work for) (?P<does>" + _EMPLOYER
    + r"))(?: (?P<since>anymore|any more|now|these days|at the moment)| for long| for a while"
    r"| still)?"
    r",? (?:has|had|did|does|is) (?:he|she|they)" + _ENDS
)


def _negative_tagged(m: re.Match[str]) -> str:
    # (`lucía doesnt work for ericsson anymore`: whether she ever did)
    if m["was"] or (m["since"] and m["verb"] in ("work at", "work for")):
        return f"did {m['who']} work at {m['was'] or m['does']}"
    return f"does {m['who']} {m['verb']} {m['does']}"


def _tagged(m: re.Match[str]) -> str:
    if m["tag"] in _LATE_TAGS and m[2] not in _TAGGED_WORK:
        return m[0]  # `aoife studied at the library all day, true?`: a remark
    if m[2] == "worked at":  # `niamh worked at ryanair, true?`: whether she did
        return f"did {m[1]} {_BARE[m[2]]} {m[3]}"
    if not m[2].startswith("used to"):
        return f"does {m[1]} {_BARE.get(m[2], m[2])} {m[3]}"
    # `vpn used to work at home, right` says how a thing worked, not where someone did
    if known_skill(m[1]) or m[3] in _NOT_WORKPLACES:
        return m[0]
    return f"did {m[1]} work at {m[3]}"


# Tags that ask of work and skills only (`niamh worked at ryanair, true?`).
_LATE_TAGS = frozenset({"true", "no", "is that true", "is it true", "is that right", "is it right",
                        "is that correct", "is it correct", "am i right"})
_TAGGED_WORK = frozenset({"knows", "speaks", "works at", "worked at"})
# What a thing used to work at, not a person: `at home`, `at boot`.
_NOT_WORKPLACES = frozenset("home boot startup first night all login work scale times".split())


def as_asked(text: str) -> str:
    """A folded message whose question was asked with a tag, as the plain question."""
    text = rewrite(_NOBODY, r"is there anyone\g<here> \g<q>", text)
    text = rewrite(_NOBODY_STATED, r"is there anyone\g<here> who \g<q>", text)
    text = rewrite(_IS_TAGGED, r"is \g<who> \g<what> \g<x>", text)
    text = rewrite(_NEGATIVE_TAGGED, _negative_tagged, text)
    text = rewrite(_TAGGED, _tagged, text)
    return rewrite(_TAGGED_PERSON, r"is \1 \2", text)
