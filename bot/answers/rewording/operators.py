"""What is wanted, typed after the thing as into a search box, written as the question:
`phd list` lists the people with a PhD, `docker count` counts those who know docker, `can bus
ranking` ranks them, `zephyr repo` and `apache/kafka commits` ask who contributed, `over the
air update owner` who owns it, `kwame skill count` how many skills Kwame has, and `aiko rust,
yes or no` whether Aiko knows rust."""

from __future__ import annotations

import re

from bot.answers.rewording.known import known_skill, vocab
from bot.answers.rewrite import rewrite

# A search box's query is short: a longer message says more than a thing and what is wanted.
_MOST_WORDS = 7
# Things a channel lists or counts that are no people (`grocery list`, `word count`).
_NOT_PEOPLE = frozenset(
    "todo to-do shopping grocery guest reading wish bucket packing check play song waiting"
    " mailing email distribution task bug word calorie step body head rep page line thread"
    " post view like follower vote ticket issue pr backlog release change todos".split()
)
# A message that opens as a question or a request is read as one already.
# (`can bus ranking` is a thing ranked: a question's verbs may name one)
_ASKED = re.compile(
    r"^(?:who|whos|what|whats|which|where|wheres|how|when|why|list|show|rank|count|compare"
    r"|find|give|tell|please|pls)\b"
)
_END = r"[?!. ]*$"
_PROFILES_COUNTED = re.compile(r"^profiles? (?:count|total|number)" + _END)
# Words of a question or of someone's: what they stand in is no thing alone.
_ASKING = frozenset(
    "what whats who whos which where wheres how his her their my our your is are on of for"
    " in at".split()
)
_OPERATORS = (
    # `kwame skill count`, `pieter van den berg repo count`: how many that person has
    (re.compile(r"^(?P<n>[a-z][\w'-]*(?: [a-z][\w'-]*){0,3}) (?P<w>skill|repo|repositorie"
                r"|contribution|language)s? (?:count|number|total)" + _END),
     lambda m: f"how many {m['w']}s does {m['n']} have"),
    (re.compile(r"^(?P<x>[\w.+#/' -]+?) (?:list|listing)" + _END),
     lambda m: f"list {m['x']}" if _of_people(m["x"]) else m[0]),
    (re.compile(r"^(?P<x>[\w.+#/' -]+?) (?:count|headcount|total)" + _END),
     lambda m: f"how many {_plural(m['x'])}" if _of_people(m["x"]) else m[0]),
    (re.compile(r"^(?P<x>[\w.+#/' -]+?) (?:ranking|rankings|ranked|leaderboard|league table)"
                + _END),
     lambda m: f"rank {m['x']}" if _of_people(m["x"]) else m[0]),
    # `zephyr repo`, `apache/kafka commits`, `highs solver contributor`
    # (`lukas's rust contributions`, `mateusz contribs` are a person's)
    (re.compile(r"^(?P<x>[\w.+#-]+(?:/[\w.+#-]+)?(?: [\w.+#-]+)?) (?:repo|repository|commits"
                r"|contributors|contributor|prs|pull requests)" + _END),
     lambda m: f"who contributed to {m['x']}" if _of_people(m["x"]) else m[0]),
    (re.compile(r"^(?P<x>[\w.+#/' -]+?) (?:owner|owners)" + _END),
     lambda m: f"who owns {m['x']}" if _of_people(m["x"]) else m[0]),
    # `previously shopify`, `formerly ocado`: who worked there before
    (re.compile(r"^(?:previously|formerly|former) (?P<x>[\w.&'-]+(?: [\w.&'-]+)?)"
                r"(?: (?:people|folks|staff|employees|alumni))?" + _END),
     lambda m: m[0] if known_skill(m["x"]) and m["x"] not in vocab()[0].companies
     else f"who used to work at {m['x']}"),
    # `aiko rust, yes or no`: whether she knows it
    (re.compile(r"^(?P<n>[a-z][\w'-]*(?: [a-z][\w'-]*)?) (?P<s>[\w.+#-]+(?: [\w.+#-]+)?),?"
                r" (?:yes or no|y/n|yes/no|y or n)" + _END),
     lambda m: f"does {m['n']} know {m['s']}" if known_skill(m["s"]) else m[0]),
)


def _of_people(thing: str) -> bool:
    """Whether what is listed, counted or ranked may be people (not `grocery`, `word`), and
    is a thing alone, not a question about someone (`tomás herrera what's on his skill`)."""
    words = thing.split()
    return bool(words) and words[-1] not in _NOT_PEOPLE and not any(
        w in _ASKING or w.endswith("'s") for w in words
    )


def _plural(thing: str) -> str:
    """`profile` counted is `profiles`."""
    return "profiles" if thing in ("profile", "team") else thing


def profiles_counted(text: str) -> str:
    """`profile count`: how many profiles there are (not the profile of someone called
    count); any other text as it is."""
    return "how many profiles" if _PROFILES_COUNTED.match(text) else text


def reword_operators(text: str) -> str:
    """A short folded query with what it wants typed after the thing, as the question it
    asks; any other message as it is."""
    if len(text.split()) > _MOST_WORDS or _ASKED.match(text):
        return text
    for pattern, plain in _OPERATORS:
        said = rewrite(pattern, plain, text)
        if said != text:
            return said
    return text
