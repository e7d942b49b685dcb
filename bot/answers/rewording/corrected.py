"""A question corrected in the same message, written as the corrected question: `who's in
oslo... no wait, i meant stockholm` asks who is in stockholm, `who here does rust? no wait, i
meant go, who does go` who does go, `who's in berlin? sorry, munich` who is in munich."""

from __future__ import annotations

import re

from bot.answers.rewrite import rewrite

# How a correction begins, after what it corrects.
_CORRECTION = re.compile(
    r"(?:[?!.,;:…]+|\s)\s*(?:(?:oh )?(?:no wait|wait no|nope|no|wait|sorry|oops|my bad"
    r"|scratch that|correction|actually)(?:[,.!:]+\s*|\s+(?=i (?:meant|mean)\b)))+"
    r"(?:i (?:meant|mean)[,:]?\s+)?"
    r"|[?!.,;:…]+\s*i (?:meant|mean)[,:]?\s+"
)
# A correction that is a question of its own: `… i meant is lars eriksen in oslo`.
_ASKED_AGAIN = re.compile(
    r"(?:^|, |— )((?:who|whos|which|what|whats|where|wheres|how|is|are|does|do|did|has|have"
    r"|anyone|anybody)\b.*)$"
)
# The words a correction puts in place of the last of a question (`stockholm`, `munich`).
# (not a remark: `… no, not oslo`, `… sorry to bother`, `… i mean really knows it`)
_IN_PLACE = re.compile(
    r"^(?!(?:not|to|if|for|about|but|and|that|this|it|worries|problem|rush|pressure|really"
    r"|actually|like|just|literally|anyone|thanks|ty|new|here|im|ive|wrong|my|again|later"
    r"|never|nevermind|all|everyone|guys|team|folks|lol|haha)\b)"
    r"([\w+#&-]+(?:\.[\w+#&-]+)*(?: [\w+#&-]+(?:\.[\w+#&-]+)*){0,3})(?:[?!.,;]|$)"
)
# The same thing named another way after a dash, as an aside (`how many people know go -
# golang, i mean`, `who can do kubernetes - k8s, whatever you call it`): the question before.
_SAID_OTHERWISE = re.compile(
    r"(?:\s+[—–-]+\s+(?P<aside>[\w+#./ -]{1,30}?),?|,\s+(?P<listed>[\w+#./ -]{1,30}?),)"
    r" (?:i mean|whatever (?:you|u|we"
    r"|they) call it|or whatever|if you (?:like|will|prefer))[?!. ]*$"
)


# The last word that opens what a question asks about: `in`, `knows`, `at`.
_LAST_CUE = re.compile(
    r".*\b(?:in|at|from|knows|know|does|do|uses|use|with|for|about|to|studied|worked)(?= \S)"
)


def _said_otherwise(m: re.Match[str]) -> str:
    """An aside naming the same thing again, dropped; one that names an alternative (`- or
    mpi`) kept; one that says in full what was said short (`where is sofia - sofia lindqvist, i
    mean`) in its place."""
    aside = (m["aside"] or m["listed"]).strip(" ,")
    before = m.string[: m.start()].split()
    if aside.startswith("or ") or not before:
        return m[0]
    if before[-1] in aside.split():
        return aside[len(before[-1]) :] if aside.startswith(before[-1] + " ") else m[0]
    return ""


def reword_corrected(text: str) -> str:
    """The question as corrected, when a correction follows it; the text as it was else."""
    text = rewrite(_SAID_OTHERWISE, _said_otherwise, text)
    m = _CORRECTION.search(text)
    if m is None or m.start() == 0:
        return text
    before, after = text[: m.start()].rstrip(" ?!.,;:…"), text[m.end() :].strip()
    again = _ASKED_AGAIN.search(after)
    if again is not None:
        return again[1]  # `… i meant go, who does go`
    said = _IN_PLACE.match(after)
    words = before.split()
    if said is None or len(words) < 2:
        return text
    # (said only as sorry or oops, one word: `… sorry, munich`, not `… sorry, go ahead`)
    strong = re.search(r"\b(?:no|nope|wait|meant|mean|scratch that|correction)\b", m[0])
    if not strong and " " in said[1]:
        return text
    # the correction in place of what follows the question's last cue (`who's in sao paulo`,
    # `who knows react native`), else of as many last words
    cue = _LAST_CUE.search(before)
    if cue is not None:
        return f"{before[: cue.end()]} {said[1]}"
    size = len(said[1].split())
    return " ".join([*words[:-size], said[1]])
