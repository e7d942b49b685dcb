"""Questions about the bot itself: help, and what it can be asked, in the words people use
(`what can you do`, `how does this bot work, never used it`)."""

from __future__ import annotations

import re

HELP = re.compile(
    r"^(?:(?:hey|hi|hello|yo|ok|okay|hola|oi|ola|hiya|heya) )?(?:(?:im |i am )?new(?: here)? )?"
    r"(?:@?bot )?(?:help"
    r"|commands|usage|\?|ayuda|ajuda|ayuda pls|ajuda pls|ayuda por favor|ajuda por favor"
    r"|(?:(?:can|could) (?:you|u) )?(?:explain|tell (?:me|us)) what (?:you|u) (?:do|can do|are for)"
    r"|what can (?:you|u|i) (?:do|ask)(?: you| u| it| the bot| this bot| this thing)?"
    r"|what are you (?:good )?for"
    # `what info do you actually have on people`
    r"|what (?:info|information|data) (?:do|have|did) (?:you|u)(?: actually| even)? (?:have|got"
    r"|hold|keep|store)(?: access to| (?:on|about) (?:people|everyone|everybody|the team|us"
    r"|profiles|devs|folks))"
    r"|what do you understand"
    r"|what can (?:this|the|that|our) (?:bot|thing) do|how do (?:i|we) use (?:the |this |that )?"
    r"(?:profile )?bot|how do i (?:even )?use (?:this|this thing|it|you|u)"
    r"|what (?:kinds? of|sorts? of|types? of|kinda|sorta) (?:questions|things|stuff) can (?:i|we)"
    r" ask(?: you| u| it| the bot| this bot)?(?: about (?:people|the team|profiles|the profiles"
    r"|them|devs|the devs|the people)"
    r"(?: here)?)?"
    r"|(?:is there )?a list of (?:things|questions|commands|stuff) (?:you|u|it|this bot|the bot)"
    r" (?:understands?|knows?|answers?|can answer|does)"
    r"|how (?:do i use|does this work|does this thing work|does it work|does the bot work"
    r"|do you work)(?: you| this(?: bot)?| it)?"
    r"|what do you (?:do|know)(?: about)?"
    r"|what (?:kinds?|sorts?|types?) of (?:questions|things|stuff)"
    r" (?:can|do|should) (?:i ask(?: you)?|you answer|you handle|you do)"
    r"|what questions (?:can|do) you (?:answer|handle|understand|take|support|know)"
    r"|what do you know how to (?:answer|do)"
    r"|what are (?:your|the) commands"
    r"|what can you answer|what are you able to (?:answer|do)|how does this bot work"
    r"|help(?: me| pls| please)?(?: what commands are there| what can you do)?"
    r"|what commands are there"
    r"|how do i (?:even )?use (?:this|the) bot(?: thing)?"
    r"|what (?:questions|things|stuff) can (?:this|the) bot (?:answer|do|handle)"
    r"|(?:can someone |could someone )?remind me what (?:this|the) bot (?:is able to answer"
    r"|can answer|can do|does|answers)(?:,? i forgot)?"
    r"|what are the commands|(?:is there )?(?:a )?list of commands(?: or do (?:i|we) just"
    r" (?:type|talk|write|ask)(?: (?:at|to) (?:it|you|u|the bot))?)?"
    r"|what commands do (?:you|u) have"
    r"|how do i ask you (?:stuff|things|questions)|help me|help pls|help please"
    r"|what (?:u|you) can do|how (?:i|we|to) use (?:this|the|you|u|it)(?: bot)?"
    r"|how (?:am i|are we|is one) (?:supposed|meant) to use (?:you|u|this|it|the bot|this bot)"
    r"|what (?:kinds?|sorts?|types?) of (?:questions|things) work"
    r"|what commands (?:do|does|can) (?:you|u|it|the (?:profile )?bot|this bot) (?:understand|know"
    r"|take|support)|how (?:do|can|should) (?:i|we) ask (?:you|u|it) about .+)"
    r"(?: exactly| again| anyway| then)?(?: or (?:smth|something|sth|whatever))?(?:,? bot)?"
    # `@bot help pls, first day here`
    r"(?:,? (?:(?:its |it's )?(?:my )?first (?:day|week|time)(?: here)?|(?:im |i'm )?new here))?$"
)
# Help asked in words a colleague is asked too (`what can you help me with`): help when
# asked of the bot.
HELP_ASKED = re.compile(
    r"^(?:what can (?:you|u) help (?:me|us) with|comment (?:ca|ça) marche|c[oó]mo funciona"
    r"|como funciona)$"
)
# A question about the bot itself in words of its own (`what kinda q's can i ask u`, `what
# info can i look up with you`): every word is one of these, it asks what or how, and it
# names the bot, or asks it what it can be asked (`you` alone is a colleague: `can you
# explain that again`, `how do you use it`).
_ABOUT_BOT = frozenset(
    """
    what whats which how kind kinds kinda sort sorts sorta type types of can could do does should
    would will i we me us my you u your ur youre you're re ya it its this that the a an bot
    thing here again exactly even actually ask answer look up search find use work handle
    understand know explain tell show for about with to and or so just pls please plz help
    new idk dunno how's stuff things questions question q qs q's info information commands
    command profiles profile people ppl team devs folks able supposed meant anyway then hey hi
    hello yo ok okay um uh hmm lol sure all out get like is are there list manual docs guide
    capable normally any tips tip advice hints hint tricks on best way answers understands
    documentation instructions somewhere anywhere am was wondering whether if someone somebody
    anyone group good morning afternoon evening are page pages no idea may might shall query
    querying first time using used never before support supports supported said says heard
    told theres there's knows i'm im added yesterday today nobody explained sorry finding
    """.split()
)
_ASKING = frozenset(
    {"what", "whats", "which", "how", "help", "explain", "manual", "docs", "documentation",
     "instructions", "commands", "page", "list"}
)
_YOU = frozenset({"you", "u", "ya"})
# What only the bot is asked about itself: what can be asked, answered or looked up with it.
_OF_THE_BOT = frozenset(
    {"ask", "answer", "look", "search", "commands", "questions", "q", "qs", "q's", "info",
     "information", "manual", "docs", "documentation", "instructions", "page", "query"}
)
_KINDS = frozenset({"kind", "kinds", "kinda", "sort", "sorts", "sorta", "type", "types"})


def about_the_bot(text: str) -> bool:
    """Whether a message only asks what the bot is for or how to ask it (see _ABOUT_BOT)."""
    said = re.findall(r"[a-z]+(?:'[a-z]+)?", text.lower())
    if not said or not all(w in _ABOUT_BOT for w in said) or _ASKING.isdisjoint(said):
        return False
    words = set(said)
    asked_of = words & _OF_THE_BOT or (words & _KINDS and words & {"things", "stuff"})
    # `this bot`; `this thing` when it is asked what it answers (`what does this thing do`
    # may be anything)
    thing = re.search(r"\b(?:this|the) thing\b", text.lower()) is not None
    bot = ("bot" in words and bool(
        words & (_OF_THE_BOT | {"do", "for", "help", "explain", "work", "support"})
    )) or (
        thing and bool(words & {"ask", "answer", "commands", "questions", "query", "help"})
    )
    return bot or (
        bool(words & _YOU and asked_of)
        # `what can i ask about the profiles`, `what do i type to find ppl`
        or bool(words & {"i", "we"} and words & {"ask", "type"})
        or re.search(r"\bwhat (?:(?:you|u)(?:re| are)|(?:are|r) (?:you|u))(?: even| actually"
                     r"| exactly| really)? for\b", text.lower()) is not None
        # `what are you capable of`, `what do u even do`
        or re.search(r"\b(?:(?:what|which things) (?:are|r) (?:you|u)|(?:you|u)(?:re| are))"
                     r" capable of\b", text.lower()) is not None
        # `can u help me, what do u even do`
        or bool("help" in words and re.search(r"\bwhat (?:do|does) (?:you|u)(?: even| actually"
                                              r"| exactly)? do\b", text.lower()))
    )
