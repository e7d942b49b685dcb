"""Whether a message asks outright who knows, does or runs a thing of work it names (`anyone
know about hydrogen electrolysers`, `who manages our salesforce`), so that a thing nobody's
profile holds is answered "nobody" in a team channel rather than met with silence; the
office's things and life after work (`who runs the bake sale`) ask nobody's expertise."""

from __future__ import annotations

import re

from bot.answers import office_talk as O
from bot.answers import phrasing as P
from bot.answers.requests import ASKS_FOR_SOMEONE, NEED
from bot.answers.trouble_words import troubled
from bot.search.directory import Directory
from bot.search.fulltext import ALL
from bot.search.query_words import query_words
from bot.search.text import fold

# Asking outright who knows or has done a thing it names (`anyone know about hydrogen
# electrolysers`, `who should i ask about payments fraud`): not a fact (`anyone know the wifi
# password`, `anyone know how to undo a rebase`) nor this very thing (`who wrote this regex`).
_WHO_KNOWS = re.compile(
    # at the start of the message or of a sentence: `anyone who has dealt with legacy code
    # knows the pain` says something of everyone
    r"(?:^|[,.;:!?] |\b(?:so|and|but|also|hey|hi|ok|okay) )"
    r"(?:(?:do|does) (?:we|you) have |is there |have we got |we got )?(?:"
    r"(?:anyone|anybody|someone|somebody|who)(?: here| on the team| else)?(?: who)?(?: actually)?"
    r" (?:knows?|knwo|kno|konw|familiar with|(?:has|with) experience (?:with|in)"
    r"|experienced (?:with|in)|(?:has|have|with) (?:skills?|competence|expertise|knowledge)"
    r" (?:in|with|of)|skilled (?:in|with|at))"
    r"(?: about)? (?!(?:how|if|whether|where|when|why|what|whats|which|who|it|this|that"
    r"|any|anything|up|about|something|everything|of|honestly|really|seriously"
    r"|literally|probably|maybe|tbh|anymore|lol|man|mate|right)\b)"
    r"|(?:anyone|anybody|someone|somebody|who)(?: here)?(?: who)?(?:s| has| have)?(?: ever)?"
    r" (?:done|worked on|worked with|dealt with|built)\b"
    r"(?! (?:the|this|that|it|my|our|these|those|a|an|something|anything)\b)"
    # `anyone do proteomics`, `anyone here work on billing`, `who writes the firmware`
    r"|(?:(?:anyone|anybody|someone|somebody)(?: here| on the team)? (?:do|does|work on"
    r"|works on|working on|build|builds|write|writes|set up|setup)"
    r"|who(?: here)? (?:works on|writes|builds))\b"
    r"(?! (?:this|that|it|my|our|these|those|something|anything|me|us|you|him|her|them"
    r"|i|we|so|too|not)\b))"
)


# The words after an outright ask that name the thing asked about.
THING_WORDS = 4
# Asking whom to go to about a thing: an errand as often as expertise (`who do i ask about
# the conference budget`).
_WHOM_TO_ASK = re.compile(r"\bwho (?:should|do|can|could) (?:i|we) (?:ask|talk to|ping|go to)"
                          r" (?:about|for|re)\b"
                          # whoever owns or does a thing named: `who runs the tender portal`
                          # (`who handles it`, `who does what`, `who does it best` name none)
                          r"|\bwho(?:s| is)? (?:runs|owns|handles|maintains|manages|does"
                          r"|looks after|admins|edits|deals with|takes care of|in charge of"
                          r"|responsible for)"
                          r"(?= (?!(?:it|this|that|those|these|them|what|with|to|so|not|too|all"
                          r"|anything|everything|well|good|best|better|most|more)\b)[a-z])")


def asks_who_knows(d: Directory, message: str, services: bool = False) -> bool:
    """Whether a message that asks for someone (asks_for_someone) asks outright who knows,
    has done or runs a thing of work it names: a thing the skills know, or one named bare or
    as the team's own (`who does seo`, `who manages our salesforce`); never the office's
    errands and things nor life after work (`who runs the bake sale`). `services`: the
    office's services are things of work too (`who handles payroll for the drivers`)."""
    typed = fold(P.visible(message))
    whom = _WHOM_TO_ASK.search(typed)
    asked = whom or _WHO_KNOWS.search(typed)
    if asked is None:
        return False
    rest = typed[asked.end() :]
    thing = query_words(rest)[:THING_WORDS]
    said = " ".join(thing)
    # known about, a service named as one of the world's is the office's news (`anyone
    # familiar with the new expense policy`), not whoever runs it
    news = whom is None and bool(_A_THING.match(rest)) and not _SYSTEM.search(said)
    if services and _SERVICES.search(said) and not news:
        said = _SERVICES.sub(" ", said)
        if not (O.ERRANDS.search(said) or _OFFICE_THING.search(said) or _AFTER_WORK.search(said)):
            return True
    if O.ERRANDS.search(said) or _OFFICE_THING.search(said) or _AFTER_WORK.search(said):
        return False  # `who manages the room calendar`, though `calendar` names a skill
    if any(  # `payments` is the topic `payment`
        d.phrases.known_skill(form)
        for w in thing if w not in P.SCAFFOLD
        for form in {w, w.removesuffix("s")}
    ):
        return True
    # `the cat`, `the raffle`, `a good plumber`: a thing of this world, not of the team's work,
    # unless it is some system (`the supplier tender portal`, `the salesforce instance`)
    return bool(thing) and (not _A_THING.match(rest) or bool(_SYSTEM.search(said)))


def unheld_system(d: Directory, message: str) -> str | None:
    """The business system a request asks about (`who runs the marketing site / wordpress`,
    `who owns the crm setup`), as typed, when no profile here mentions it: one that IT,
    marketing or the office runs, not the team, so that the closest profile is no answer.
    Only the thing the ask names first (`who built the kernels for the cctv pipeline` asks of
    the kernels), or, asked of what was told (`…, who runs that`), the one the message opens
    on, or one whose trouble or need it tells in its first words."""
    typed = fold(P.visible(message))
    part = asked_part(message) or typed[_last_ask(typed) :]
    named_first = [w for w in query_words(part) if w not in _ASKING]
    named = _SYSTEMS.match(" ".join(named_first))
    if named is None and not named_first:
        # what the message opens on (`the intranet sharepoint site is down again, who runs
        # that`), or a need of it told soon (`comms want a banner on the wordpress site, …`)
        told = typed[: len(typed) - len(part)]
        opening = " ".join(typed.split()[:SYSTEM_TOLD_WORDS])
        named = _SYSTEMS.match(" ".join(query_words(told)[:SYSTEM_SUBJECT_WORDS])) or (
            _SYSTEMS.search(opening) if troubled(told) or NEED.search(told) else None
        )
    if named is None or d.text is None:
        return None
    if any(w in d.ix.name_words for w in query_words(named[0])):
        return None  # `seo` is Seo-yeon's name too
    text, hidden = d.text, d.hidden_guilds
    said = (named[0], *_SYSTEMS_AS_DONE.get(named[0], ()))
    held = any(len(text.in_field(ALL, query_words(s), 1, hidden)) for s in said)
    return None if held else named[0]


def _last_ask(typed: str) -> int:
    """Where the last ask for someone in a message starts (0 when none is found)."""
    asks = list(_WHO.finditer(typed))
    return asks[-1].start() if asks else 0


def told_then_asked(message: str) -> bool:
    """Whether a plain ask for someone (asks_for_someone) comes after it tells of some work, so
    that nobody's profile coming close is answered "nobody" rather than met with silence
    (`police asked for the onboard camera footage from bus 2210, who can pull cctv`): at
    least TOLD_WORDS words before the ask, and never when it names the office's things, its
    outings or life after work anywhere, asks for a recommendation (`anyone know a mechanic
    who won't rip me off`) or admires a knack (`who manages to keep their desk that tidy`)."""
    typed = fold(P.visible(message))
    ask = ASKS_FOR_SOMEONE.search(typed)
    return ask is not None and len(query_words(typed[: ask.start()])) >= TOLD_WORDS and not (
        _OFFICE_THING.search(typed)
        or _AFTER_WORK.search(typed)
        or O.OUTINGS.search(typed)
        or O.LIFE.search(typed)
        or _NOT_OF_WORK.search(typed)
    )


def asked_part(message: str) -> str | None:
    """The ask for someone in a message and what follows it, when something is told before
    it (`customer got billed twice, who handles our billing?`: `who handles our billing?`);
    None when the message opens with its ask."""
    typed = fold(P.visible(message))
    ask = _WHOM_TO_ASK.search(typed) or _WHO_KNOWS.search(typed) or ASKS_FOR_SOMEONE.search(typed)
    if ask is None or not query_words(typed[: ask.start()]):
        return None
    return typed[ask.start() :].lstrip(" ,.;:!?")


# The words told before an ask that make it an ask about them (`silly question: who maintains
# this?` tells nothing).
TOLD_WORDS = 3
# Asks of someone that are not of work: a recommendation (`anyone know a good dentist`), a
# knack (`who manages to …`).
_NOT_OF_WORK = re.compile(
    r"\b(?:anyone|anybody|someone|somebody|who)(?: here)? (?:knows?|recommends?|suggests?)"
    r" (?:a|an|any|some|of a|of any|of some)\b|\bwho(?:s| is)? (?:manages|managed|managing) to\b"
    # a favour asked for someone (`who can teach me some chords`, `who can cover her`)
    r"|\bwho (?:can|could|would|will) (?:teach\b|(?!(?:help|tell|explain|show)\b)[a-z]+"
    r" (?:me|her|him|us|them)\b)"
)
# The business's own systems, which IT, marketing or the office run as often as a product
# team: asked of a team whose profiles never mention them, nobody here runs them.
_SYSTEMS = re.compile(
    r"\b(?:marketing (?:web ?)?sites?|seo|google ads|wordpress|webflow|hubspot|salesforce|crm"
    r"|phone (?:system|menu)|ivr|call cent(?:re|er)|sharepoint|intranet|cctv|security cameras?"
    r"|shopify|social media|newsletters?|moodle|payroll|hr system|zendesk|okta)\b"
)
# The work a system's name stands for, as profiles tell it without the name: a profile that
# gets listings indexed by Google and keeps the sitemap does the SEO.
_SYSTEMS_AS_DONE = {
    "seo": ("search engine", "indexed by google", "sitemap", "search console", "hreflang",
            "rich results"),
    "crm": ("customer relationship",),
    "ivr": ("interactive voice", "call flows"),
    "cctv": ("camera footage", "security cameras"),
}
# The words of an ask before the thing it names (`who can help with`, `anyone know`).
_ASKING = frozenset(
    "who whos anyone anybody someone somebody can could help ping ask talk contact bug know"
    " knows knowing built build set up setup handles handle runs run owns own looks look"
    " after charge responsible edits edit admins admin doing does manages manage maintains"
    " maintain supports support takes care deals generates tracks experience familiar done"
    " worked work works behind involved usually normally actually team person expert owner"
    " go goto".split()
)
# How many of a message's first words an ask of what was told looks in for the system, and
# how many of its first words of substance it opens on.
SYSTEM_TOLD_WORDS = 8
SYSTEM_SUBJECT_WORDS = 3
_WHO = re.compile(r"\b(?:who|whos|anyone|anybody|someone|somebody)\b")
# The office's services, which someone runs as their work: `payroll`, `the expense system`.
_SERVICES = re.compile(r"\b(?:payroll|payslips?|expenses?|expense|reimbursements?|hr|travel)\b")
# A thing named as one of the world's, not the team's own: `the raffle`, `a plumber`, `my cat`.
_A_THING = re.compile(r"\s*(?:the|a|an|my|his|her|their|your|this|that)\b")
# What a system of the team's work is called.
_SYSTEM = re.compile(
    r"\b(?:system|portal|instance|setup|integration|platform|tool|tooling|crm|erp|api|apis"
    r"|pipeline|service|server|database|db|app|website|site|feed|export|import|sync|bot|plugin"
    r"|workflow|engine|dashboard|module|sdk|cluster|queue|scheduler)s?\b"
)
# The office's things and days, and life after work, that someone runs or keeps:
# `who owns the blue umbrella by the door`, `who runs the bake sale`.
_OFFICE_THING = re.compile(r"\b" + O.OFFICE_THINGS)
_AFTER_WORK = re.compile(
    r"\b(?:bake sale|umbrellas?|budget|permits?|christmas|birthday|secret santa|quiz|football"
    r"|fantasy|league|sweepstake|charity|marathon|restaurants?|bar|pub|gym|yoga"
    r"|lost (?:n )?found|lost property|clubs?|leaving"
    # pastimes: `anyone do pilates`, `anyone here do dry january`
    r"|pilates|crossfit|bouldering|climbing|cycling|swimming|triathlons?|parkrun"
    r"|hiking|skiing|snowboarding|surfing|tennis|padel|squash|golf|chess|knitting"
    r"|cooking|gardening|fishing|dry january|veganuary|sourdough|pottery|salsa|dancing|choir"
    r"|guitar|piano|drums|meditation|karate|judo|boxing|martial arts|weightlifting"
    r"|rowing|sailing|darts|bowling|board games|dnd|d&d|crosswords?|sudoku|wordle)\b"
)
