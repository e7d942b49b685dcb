"""Questions asked as a guess to be confirmed, written as the question itself: `deploys stuck
for an hour, that's mehmet's world right` asks who handles that, `pretty sure nobody here knows
flutter?` who knows flutter, `is léa the one who does react?` whether léa knows react. The
answer says who it really is; the guess may be wrong."""

from __future__ import annotations

import re
from collections.abc import Callable

from bot.answers import office_talk as O
from bot.answers.rewording.known import known_skill
from bot.answers.rewrite import rewrite

# What a guess says of itself: `i think`, `i believe`, `id guess`.
_GUESS_WORDS = r"i think|i guess|i assume|i believe|i reckon|i suppose|id (?:guess|say|assume)"
_GUESSING = rf"(?:{_GUESS_WORDS})"
_TAGS = (r"(?:right|no|yeah|yea|yes|isnt (?:it|she|he)|arent (?:they|we)|innit|yh|ya|surely"
         r"|maybe|" + _GUESS_WORDS + ")")
# A tag asking to confirm, at the end: after a comma, or asked (`who sits on the right` ends in
# no tag), or a guess said last (`mei-ling went to nus i think`, not `what do i think`).
_TAG = re.compile(rf"(?:,\s*{_TAGS}\s*\?*|\s+{_TAGS}\s*\?+)\s*(?:lol|lmao|haha\w*)?\s*$")
# A guess of what someone's profile holds: their name, then what they know, use, did or are
# (`mei-ling went to nus`, `siobhan oconnor does the warehouse`); one clause, no more
# (`mei knows spice and niamh knows kubernetes`, `mei will be late again`).
_OF_SOMEONE = re.compile(
    r"^[a-z][\w'-]*(?: [a-z][\w'-]*)? (?:knows|uses|used|worked|works|was at|is at|is in|is based"
    r"|lives|studied|went to|did (?:her|his|their) |contributed|speaks|codes|writes|does the"
    r"|builds|built|runs|owns|maintains|is an? |is (?:our|the) |doesnt|does not|s got|got (?=\d)"
    r"|(?:has |s )?been coding)(?!.*(?:\band\b|\bbut\b|,))"
)
# A guess said last, however often (`mei-ling went to nus i think`; not `what do i think`).
_GUESSED_LAST = re.compile(rf"(?<!\bdo)(?<!\bdid)(?:\s+{_GUESSING})+\s*\?*\s*$")
# A guess opened as one: `pretty sure`, `i think`, `correct me if i'm wrong but`.
_HEDGE = re.compile(
    r"^(?:(?:(?:im |i am )?(?:pretty|fairly|quite) sure|" + _GUESS_WORDS + r"|im guessing|surely"
    r"|iirc|afaik|as far as i know|i feel like|my understanding is(?: that)?"
    r"|correct me if (?:im|i am) wrong(?:,? but)?|if i (?:remember|recall) (?:right|rightly"
    r"|correctly)(?:,? then)?)"
    r",? )+(?=\S)"
)
# Whose thing it is, guessed after what a message tells: `that's mehmet's world`, `i think
# that's henrik's area`, `i assume that's a katya thing`, `is that daniel b or priya?`,
# `mehmet owns those, right?`. The names are checked to be people's (`it's a tech thing` is not
# a guess).
_PLACE_OF_WORK = (r"(?:area|service|thing|bit|world|domain|job|stuff|system|baby|team|code"
                  r"|department|call|problem|side|patch|turf|zone|corner|territory|project)")
_CONFIRM = r"(?:,? (?:isnt it|right|no|yeah|yea|i think|i guess))"
_WHOSE = re.compile(
    r"(?<=\S )(?:(?:(?:i think|i assume|i guess|pretty sure|surely) )?(?:thats|that is|its|it is"
    r"|this is|is that|isnt that)(?: (?:a|an|the))? (?:(?P<a>[a-z][\w-]*)(?: [a-z][\w-]*)? "
    + _PLACE_OF_WORK + r"|(?P<b>[a-z][\w-]*s)(?=" + _CONFIRM + r"))" + _CONFIRM + r"?"
    + r"|(?:is|are) (?P<f>[a-z][\w-]*s)" + _CONFIRM
    + r"|(?:is (?:that|it) |thats |its )(?P<c>[a-z][\w-]*)(?: [a-z])? or (?P<d>[a-z][\w-]*)"
    r"(?: [a-z])?"
    r"|(?P<e>[a-z][\w-]*)(?: [a-z])? (?:owns|handles|runs|looks after|does|maintains) (?:those"
    r"|that|this|these|it|them)" + _CONFIRM + r"?)"
    r"[?!. ]*$"
)
# The words told before a guess about whose it is, at least.
TOLD_WORDS = 3
# What a guess about whose a thing is asks, and the guesses after a question read at most.
_WHOSE_ASKED = ", who handles that?"
GUESSES_AFTER = 50
# What ends what is told before the guess: punctuation and a sigh (`🙄`).
_TRAILING = re.compile(r"[\s,;.!?\U0001F300-\U0001FAFF\u2600-\u27BF-]+$")
# A fact about someone said with their name's `'s` (`katya's ex-grammarly`), as a question.
_SAID_OF = (
    (re.compile(r"^(?P<n>[a-z][\w-]*)s (?:ex-|ex )(?P<x>[\w.-]+)$"), "did {n} work at {x}"),
    (re.compile(r"^(?P<n>[a-z][\w-]*)s (?:in|based in|from) (?P<x>[\w .-]+)$"), "is {n} in {x}"),
)
# A name alone guessed after a question: `whose system sends those? niamh?`.
_NAME_AFTER = re.compile(r"(?<=\?)\s*(?:maybe )?(?P<n>[a-z][\w-]*)(?: [a-z])?(?: maybe)?\s*\?+\s*$")
# Some people guessed after a question: `who has 10+ years? mehmet and daniel o surely`.
_PEOPLE_AFTER = re.compile(r"(?<=\?)\s*(?P<n>[a-z][\w-]*)\b[^?]{0,40}\b(?:surely|probably|maybe"
                           r"|i guess|i think|i bet)\s*\?*\s*$")
# Where people are today, said in a guess: no question of what they know.
_AWAY = re.compile(r"\b(?:holidays?|vacation|on leave|sick|off today|out today|away|ooo|wfh"
                   r"|(?:working|work) from home|at home|in the office|in today|out of office)\b")
# Some of the team, said of in a guess: `a few people`, `quite a few of us`.
_SOME = (r"(?:a (?:few|couple of|couple|bunch of|handful of|lot of)|several|some|quite a few"
         r"|many|a few of|most of|most|lots of)")
# A guess about the team made a question, when said as one (`pretty sure someone here was at
# spotify`, `three people know kafka, right?`), not asked outright (`someone told me …`).
_GUESSED = (
    # `we've got an ex-zalando person`: anyone who was there
    (re.compile(r"^(?:we have|we got|weve got|weve) an? (?=ex[- ])"), "anyone "),
    # `someone here was at spotify`, `a few people know docker`, `most of us know python`:
    # who does
    (re.compile(r"^(?:someone|somebody|one of us|one person|" + _SOME + r" (?:people|folks|of us"
                r"|devs|engineers|of the team)|most people|most of the team)(?: here| on the team"
                r"| in the team)? (?!(?:can|could|would|will|should|must|pls|please)\b)(?=[a-z])"),
     "who "),
    # `three people know kafka`, `only two people have 10+ years`: how many do
    (re.compile(r"^(?:i count |there are |we have |weve got )?(?:only |exactly )?"
                r"(?:\d{1,3}|zero|no|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
                r" (?:people|of us|folks|devs|engineers|persons|profiles)(?: (?:in )?total| here"
                r"| on the team| in the team)?(?: (?=(?:know|knows|have|has|use|uses|used|were|was"
                r"|worked|work|works|are|is|studied|went|contributed|speak|speaks|write|writes"
                r"|code|codes)\b)|$)"), "how many people "),
    # `siobhán is our best python person`, `the strongest at typescript is mei-ling`,
    # `rafael has the most coding years`: who is, as the ranking says (of someone here, at a
    # skill; `the best at python is clearly django` is no guess of anyone)
    (re.compile(r"^(?P<n>[a-z][\w'-]*)(?: [a-z][\w'-]*)? is (?:our|the) (?=(?:best|strongest"
                r"|top) (?P<x>[\w+#./-]+) (?:person|dev|developer|engineer|one|expert)$)"),
     "who is the "),
    (re.compile(r"^(?:the )?(?:best|strongest|top) (?:at|in|with) (?P<x>[\w+#./-]+) is"
                r" (?P<n>[a-z][\w'-]*)(?: [a-z][\w'-]*)?$"), r"who is the best at \g<x>"),
    (re.compile(r"^(?P<n>[a-z][\w'-]*)(?: [a-z][\w'-]*)? (?:has|have|got) the (?=(?:most|least"
                r"|fewest) (?:coding |programming )?(?:years|yrs|experience)\b)"), "who has the "),
    # `siobhán has more python than hannah`: who has, of the two
    (re.compile(r"^(?P<n>[a-z][\w'-]*(?: [a-z][\w'-]*)?) (?:has|knows|does) more (?P<x>[\w+#./-]+)"
                r" than ([a-z][\w'-]*(?: [a-z][\w'-]*)?)$"), r"who knows more \g<x>, \g<n> or \3"),
)
# What someone did or does at work, guessed of them in the question (`is it kofi who runs the
# partner feeds?`; not `is it ingrid who is leaving?`).
_WORK_DONE = (r"(?:runs|ran|owns|owned|built|builds|did|does|maintains|maintained|made|makes|wrote"
              r"|writes|set up|sets up|handles|handled|looks after|looked after|knows|worked on"
              r"|works on|manages|managed|designed|designs|takes care of|is responsible for"
              r"|was responsible for|set|created|develops|developed)\b")
# A doubt after the guess: `… or am i misremembering`, `… or is it someone else`.
_OR_DOUBT = re.compile(r",? or (?:am i|is it|was it|was that|is that|did i) .*$")
# A statement made a question: `nobody here knows flutter` asks who does.
_STATED = (
    (re.compile(r"^(?:nobody|no one|noone)(?: here| on the team)? (?=(?:knows|does|did|has|uses"
                r"|speaks|worked|works|is|studied|went)\b)"), "who "),
    (re.compile(r"^(?:we have|we got|weve got|weve) (?:someone|somebody|anyone|people|folks"
                r"|a colleague|colleagues|a member of staff|members of staff|a person)"
                r" (?=\S)"), "anyone "),
    (re.compile(r"^is ([a-z][\w-]*(?: [a-z][\w-]*)?) the one (?:who|that) (?:does|knows|uses"
                r"|writes) (?!(?:the|a|an|my|our|all|most|some)\b)"), r"does \1 know "),
    # `is it kofi who runs the partner feeds?`, `would siobhán be the one for the scoreboard
    # graphics?`: who does, the one guessed or not
    (re.compile(r"^(?:is it|was it|isnt it) (?P<n>[a-z][\w'-]*)(?: [a-z][\w'-]*)? (?:who|that)"
                r" (?=" + _WORK_DONE + r")"), "who "),
    (re.compile(r"^(?:would|is|will|isnt|wouldnt) (?P<n>[a-z][\w'-]*)(?: [a-z][\w'-]*)?"
                r" (?:be )?(?:the|our) (?:one|person|go-to|go to|goto|right person)"
                r" (?:for|to ask about|to ask for|on) (?!(?:a |an |the )?(?:quick |short )?"
                r"(?:call|chat|lunch|coffee|meeting|drink|walk|ride|lift|party|talk|dinner"
                r"|drinks|game|match|trip)\b)(?=[a-z])"), "who should i ask about "),
)


def _named(word: str, named: Callable[[str], bool]) -> bool:
    """Whether a word is a person's name here, or one's possessive (`mehmets`)."""
    if "-" in word:  # `mei-ling`
        parts = [part for part in word.split("-") if part]
        return bool(parts) and all(_named(part, named) for part in parts)
    return named(word) or (word.endswith("s") and named(word[:-1]))


def guessed_in_english(typed: str, named: Callable[[str], bool]) -> str:
    """A folded message that guesses, written as the question it asks (`…, that's mehmet's
    world right` as `…, who handles that?`, `nobody here knows flutter?` as `who knows
    flutter?`); any other message as it is. `named` says whether a word is a person's name."""
    said = typed.strip()
    whose = _WHOSE.search(said)
    if whose is not None and len(said[: whose.start()].split()) >= TOLD_WORDS:
        guessed = [w for w in whose.group("a", "b", "c", "d", "e", "f") if w]
        if all(_named(w, named) for w in guessed):
            told = _TRAILING.sub("", said[: whose.start()])
            return told + _WHOSE_ASKED
    # who is guessed after the question (`who has 10+ years? mehmet and daniel o surely`),
    # each guess of a long run of them at once
    asked = said
    for _ in range(GUESSES_AFTER):
        m = _NAME_AFTER.search(asked) or _PEOPLE_AFTER.search(asked)
        if m is None or not _named(m["n"], named):
            break
        asked = asked[: m.start()].rstrip()
    else:
        return typed  # more guesses than anyone makes: no question of guesses (`van?van?…`)
    if asked != said:
        return asked
    untagged = rewrite(_GUESSED_LAST, "", rewrite(_TAG, "", said))
    unhedged = rewrite(_HEDGE, "", untagged)
    if untagged == said and unhedged == said and not said.endswith("?"):
        return typed  # told, not guessed: `nobody went to the party`, `mehmet's exhausted`
    for pattern, question in _SAID_OF:
        m = pattern.match(unhedged)
        if m is not None and named(m["n"]) and untagged != said:
            return question.format(n=m["n"], x=m["x"]) + "?"
    if _AWAY.search(unhedged) or O.OUTINGS.search(unhedged):
        return typed  # said of the day (`three people are on holiday i think`), not of work
    guessed = untagged != said or unhedged != untagged
    if unhedged.startswith(("is it ", "was it ", "isnt it ")):
        unhedged = rewrite(_OR_DOUBT, "", unhedged)  # `… or am i misremembering?`
    for pattern, question in _STATED + (_GUESSED if guessed else ()):
        m = pattern.search(unhedged)
        said_of = m.groupdict() if m is not None else {}
        if m is None or (said_of.get("n") and not _named(said_of["n"], named)) or (
            said_of.get("x") and not known_skill(said_of["x"])
        ):
            continue
        return rewrite(pattern, question, unhedged, count=1).rstrip(" ?") + "?"
    hedged = unhedged != untagged or _GUESSED_LAST.search(said)
    if hedged and _OF_SOMEONE.match(unhedged) and _named(unhedged.split()[0], named):
        # `i think siobhan oconnor does the warehouse`, `mei-ling went to nus i think`: asked
        # of the one named, what the profiles hold of them
        return unhedged.rstrip(" ?") + "?"
    return typed


def guessed_whose(asked: str) -> bool:
    """Whether a message written by guessed_in_english asks whose the thing it tells of is
    (`…, who handles that?`): a guess whose answer names nobody says nothing a channel can
    use."""
    return asked.endswith(_WHOSE_ASKED)


def untagged(typed: str) -> str:
    """A folded message without the tag that asks to confirm it (`katya's in kraków right?`
    as `katyas in krakow?`); any other message as it is."""
    said = typed.strip()
    plain = rewrite(_TAG, "", said)
    return plain.rstrip(" ?") + "?" if plain != said else typed
