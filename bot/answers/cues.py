"""The cues that open a clause of a question (`works at`, `based in`, `who knows`), the fillers
and the edges of a phrase the reading (bot.answers.reading) looks for, and tidying a phrase
typed between them. Works on folded text, as bot.answers.phrasing does.
"""

from __future__ import annotations

import re

# Asking to be pointed at someone, and words around a phrase that name nothing.
FILLER = re.compile(
    r"\b(?:(?:kindly |please |pls )?let (?:me|us) know|(?:point|direct|introduce|refer|send)"
    r" (?:me|us) (?:to|at|towards)|connect (?:me|us)"
    r" with|(?:for|with) an? (?:quick |small |short )?(?:code )?(?:review|look|sanity check"
    r"|second (?:pair of )?eyes)|sanity[- ]check(?:ing)?|(?:a |the )?(?:full|whole|entire"
    r"|complete) list of|under (?:their|his|her|my|your|the) belts?|please|pls|plz|kindly|here"
    r"|(?:whole|entire|full|complete)(?= (?:[\w-]+ )?(?:roster|team|list|directory|crew|lot|bunch"
    r"|gang|squad|people|folks)\b)"
    # `how many of us already know python`, `any chance someone here has worked with azure`
    r"|\balready(?= (?:knows?|has|have|had|works?|worked|uses?|used|speaks?|writes?|codes?"
    r"|lives?|contributed|studied)\b)"
    r"|^any chance (?:that )?(?=(?:someone|somebody|anyone|anybody)(?: here| on the team)?"
    r" (?:has|have|had|knows?|worked|works|speaks|studied|is based|lives|contributed)\b)"
    # `who'd be the right person to sanity-check a mapping`: no word of what is asked
    r"|\b(?<=the )right(?= (?:person|people|guy|folks|contact|engineer|dev)\b)"
    r"|(?<![\w-])around here|(?<![\w-])(?<!\bthe )(?<!\ba )(?<!next )(?<!final )(?<!first )"
    r"(?<!hiring )(?<!interview )(?<!pub )round here|in here"
    # `anyone comfortable with golang who can pair for 20 min`: when, and for how long
    r"|(?:who|that|to) (?:can |could |would |wants to |is free to |has time to )?(?:pair"
    r"|pair up|hop on a call|jump on a call|sync|help out|help me|help us)(?: with (?:me|us))?"
    r"(?= for\b|[?!. ]*$)"
    r"|for (?:like |about |maybe |a |an )?(?:\d+|few|couple|couple of|quick) ?(?:min|mins"
    r"|minutes|sec|secs|hours?|hrs?)"
    r"|for (?:the|a|an|my|our) (?:[\w-]+ )?(?:review|call|meeting|sync|interview|session|chat)"
    r" (?:tmrw|tomorrow|today|tonight|later|this week|next week)"
    r"|,? ?even (?:way )?back|way back(?: when)?|back in the day"
    r"|raise (?:your |ur )?hands?|hands up|speak up|sound off|shout out|make yourselves known"
    r"|figuratively|literally"
    # `if the platform falls over at 3am who set up the alerts`: when, not where
    r"|at (?:around |about )?(?:[01]?\d|2[0-4])(?::\d\d)? ?(?:am|pm)|at (?:midnight|noon)"
    # `lhr wave cancelled from 06:40z`, `core dumped at 02:10 utc`: a time of day
    r"|(?:at|from|since|until|till) (?:around |about )?(?:[01]?\d|2[0-3]):?[0-5]\d ?(?:z|utc|gmt"
    r"|cet|local|lt)|(?:at|from|since|until|till) (?:around |about )?(?:[01]?\d|2[0-3]):[0-5]\d"
    # `can you rank our top 3 ml people by skill`: a ranking is by the skill already
    r"|(?:can|could) (?:you|u) rank|by (?:their )?(?:skill|score|skill level|skill score|rating)"
    r"(?=(?:,? in order)?[?!. ]*$)|in (?:that |ranked )?order(?=[?!. ]*$)"
    r"|(?:in|on) (?:the|your|this|our|ur) (?:directory|db|database|system|data|dataset|records"
    r"|list|roster)(?! (?:team|group|squad|side|folks|people|engineers?|devs?)\b)"
    # (`in the group chat` is where it was said, not who is asked)
    r"|(?:on (?:the|our|this) (?:team|server|desk|squad)|in (?:the|our|this) (?:team|server"
    r"|channel|group|squad|department|dept|directorate|division|organi[sz]ation|org|unit))"
    r"(?! (?:chat|chats|call|calls|thread|threads|dm|dms|meeting"
    r"|meetings|standup|photo|pic|channel)\b)|in team(?=[?!.,]|$)|among us|of you|currently"
    # (`how many of our tech people are in ireland`, `is anyone from the tech team in cork`: the
    # team's people, by what they do)
    r"|(?<=\bof (?:our|the) )(?:tech|technical|engineering|software)(?= (?:people|folks|staff"
    r"|ppl|guys) (?:(?:are|is) )?(?:based|located|living|from|know|knows|studied|worked)\b)"
    r"|(?:(?<=\banyone )|(?<=\banybody ))(?:from|on) (?:the|our) (?:tech|dev|development"
    r"|engineering|software|technical) (?:team|department|dept)(?= (?:actually |currently )?"
    r"(?:based |located |living )?(?:in|at)\b|(?: who)? (?:know|knows|has|have|uses|use|codes"
    r"|writes|worked|works|can|could|speaks|studied)\b)"
    r"|actually"
    r"|(?:their|his|her|your|my|the) way around|go[- ]?to (?=person|guy|gal|expert|dev)"
    r"|the go[- ]?to|(?:in|up) for|up (?=in |north|south|east|west)"
    r"|(?:on|in) (?:their|his|her|the|a) (?:profiles?|cvs?|resumes?|pages?)"
    r"|core (?=contributors?|maintainers?|devs?|developers?"
    r"|committers?|team)"
    # `the most commits in total across their listed repos`: every contribution counts
    r"|in total|overall|altogether|all told|summed up|(?:across|over|adding up|summing up"
    r"|summed over|on|in) (?:all )?(?:of )?(?:their|his|her|the) (?:listed )?(?:github )?"
    r"(?:repos|repositories|contributions|projects))\b"
)

# Cues that open a clause, longest first so that `experience in` wins over `in`.
# Cues of where someone sits or is, as often in the building as in the world.
WHEREABOUTS = ("sit in", "sits in", "sitting in", "down in", "out in", "over in")
CUES: dict[str, tuple[str, ...]] = {
    "skill": (
        "who knows", "knows", "know", "knowing", "good at", "good with", "great at", "great with",
        "skilled in", "skilled at", "skilled with", "expert in", "expert at", "expert on",
        "experts in", "experts on", "expertise in", "expertise with", "experience with",
        "experience in", "experienced in", "experienced with", "proficient in", "proficient with",
        "familiar with", "fluent in", "codes in", "code in", "coding in", "programs in",
        "writes", "writing", "uses", "using", "strong in", "strong at", "specializes in",
        "specialises in", "specialized in", "skills in", "skill in", "knowledge of", "worked with",
        "works with", "work with", "who can", "who does", "who do", "that does", "that do",
        "doing", "anyone do", "anybody do", "anyone here do", "anybody here do",
        # `who's decent at python`, `anyone confident in cuda`: how well, not an employer
        "decent at", "decent with", "decent in", "solid at", "solid in", "solid with",
        "competent at", "competent in", "competent with", "adept at", "adept in", "adept with",
        "confident in", "confident with", "comfortable in", "ok at", "okay at", "amazing at",
        "excellent at", "great in", "good in", "experienced at", "versed in", "savvy in",
        "savvy with", "capable in", "capable with", "handy at",
    ),
    "company": (
        "works at", "work at", "working at", "worked at", "works for", "work for", "working for",
        "worked for", "employed at", "employed by", "employees of", "employee of", "is at",
        "are at", "people at", "engineers at", "devs at", "folks at", "anyone at", "anybody at",
        "someone at", "job at", "jobs at", "interned at",
    ),
    "place": (
        "based in", "based out of", "lives in", "living in", "located in", "live in", "stay in",
        "stays in", "staying in", "in", "near", "lives near", "living near", "live near",
        "based near", "located near", *WHEREABOUTS,
        "around", "is from", "are from",
    ),
    "school": (
        "studied at", "studied in", "study at", "studies at", "study in", "studies in",
        "studying at", "studying in", "went to", "graduated from",
        "graduate of", "graduates of", "alumni of", "alumnus of", "alum of", "alumni from",
        "attended", "educated at", "schooled at", "go to", "goes to", "attend", "attends",
    ),
    "field": (
        "studied", "majored in", "major in", "majoring in", "degree in", "degrees in",
        "graduated in", "studies", "studying",
    ),
    "repo": (
        "contributed to", "contributes to", "contribute to", "contributing to", "contributor to",
        "contributed upstream to", "contributes upstream to", "contributing upstream to",
        "contributors to", "contributors of", "contributor of", "worked on", "works on",
        "work on", "working on", "maintains", "maintain", "maintained", "maintainer of",
        "maintainers of", "maintainer for", "committed to", "commits to", "hacked on",
        "commit to", "commits in", "committed in", "prs to", "prs in", "pull requests to",
        "patches to", "patches in", "contributions to", "contributions in", "contributed in",
        "reviewed", "committed code to", "contributed code to", "pushed code to",
        "reviewer of", "reviewers of", "reviewer for", "reviews for",
    ),
    # `worked in paystack`: an employer, or a place or field worked in
    "from": ("from", "at", "worked in"),
}  # fmt: skip
CUE_KIND = {cue: kind for kind, cues in CUES.items() for cue in cues}
# A cue is a word of its own: `in-app purchases` holds none.
# `in` of a turn of phrase opens no place: `who is in charge of the rota`, `in touch with`.
_IN_IDIOMS = (
    r"(?:charge|touch|favou?r|front|love|the loop|time|case|general|particular|advance|fact"
    r"|theory|practice|parallel|progress|a hurry|a rush)"
)
# nor does `at` of one (`the borrow checker yelling at me`, `at least`, `at all`)
_AT_IDIOMS = (
    r"(?:me|us|you|him|her|them|it|all|least|most|once|first|times|night|the moment|this point"
    r"|that point|random|length)"
)
# Things that work for someone: `the website works for blind applicants`.
_THINGS_THAT_WORK = ("site", "website", "app", "page", "pages", "form",
                     "forms", "system", "tool", "thing", "feature", "button", "link", "portal",
                     "software", "setup", "process", "flow", "fix", "workaround", "solution")
# nor does `from` after something sent (`the email from esri`, `a call from the bank`)
_SENT_FROM = ("email", "mail", "message", "call", "invite", "letter", "note", "package", "parcel",
              "ping", "text", "delivery", "update", "newsletter", "reply", "response", "quote",
              "invoice", "request", "feedback", "visitors", "guests",
              # or data moved from a system (`the parts sync from sap`, `pulls data from x`)
              "sync", "syncs", "syncing", "data", "import", "imports", "imported", "importing",
              "feed", "feeds", "ingest", "ingestion", "file", "files", "records", "export",
              "exports", "dump", "pull", "pulls", "pulled", "pulling", "fetch", "fetches",
              "events", "logs", "readings", "orders")  # fmt: skip
CUE_RE = re.compile(
    r"(?<![\w-])(" + "|".join(re.escape(c) for c in sorted(CUE_KIND, key=len, reverse=True))
    + r")(?![\w-])(?!(?<=\bin) " + _IN_IDIOMS + r"\b)(?!(?<=\bat) " + _AT_IDIOMS + r"\b)"
    + "".join(f"(?<!{w} from)" for w in _SENT_FROM)
    # nor does `works for` after a thing that works (`makes sure the website works for blind
    # applicants`)
    + "".join(f"(?<!\\b{w} works for)" for w in _THINGS_THAT_WORK)
    # nor what is seen from (`spot weeds from drone photos`)
    + r"(?!(?<=\bfrom) (?:the )?(?:[\w-]+ )?(?:photos|imagery|pictures|pics|videos|footage"
    r"|scans|screenshots|recordings)(?:[?!.,]|$))"
    # `a chargeback from a customer`: no company is named with an article
    + r"(?!(?<=\bfrom) (?:a|an|some|my|our|your|their|his|her|this|that) )"
    # nor a place (`working in a hospital`, `who's in that range`)
    + r"(?!(?<=\bin) (?:a|an|that|this|those|these) )"
)
LEADING = re.compile(
    r"^(?:(?:who|anyone|anybody|someone|somebody|any ?one|people|is there anyone|is anyone"
    r"|does anyone|do we have anyone|do any of you|which of you|list|show me|find me|find|show"
    r"|everyone|all|who all|which people|which devs?|which engineers?) )+"
)
# Words that end a clause without being part of what it names: `cuda and`, `berlin who`.
TRAILING_WORDS = frozenset({
    "and", "or", "but", "who", "that", "also", "too", "well", "really", "very", "here", "people",
    "folks", "dev", "devs", "developer", "developers", "engineer", "engineers", "lots", "is", "are",
    "has", "have", "was", "were", "now", "with", "having", "upstream", "thats", "whos",
})  # fmt: skip
TRAILING_PAIRS = frozenset({"as well", "at all", "right now", "a lot"})
LEADING_ARTICLE = re.compile(
    r"^(?:(?:a|an|the|some|any|our|good|great|strong|real|both|either) )+"
)

QUESTION_START = re.compile(
    r"^(?:did (?:anyone|anybody|someone|somebody)"
    r"|who|whos|whom|whose|anyone|anybody|any one|any1|someone|somebody|where|wheres|how"
    r"|hows|what|whats|which|is there|are there|does|do|can|list|find|show|compare|profile"
    r"|tell me|people|everyone|any)\b"
)


# Words one edit from a keyword that are words of their own: never corrected.
NOT_TYPOS = frozenset(
    {"master", "faster", "caster", "poster", "based", "bases", "base", "where", "worker", "knots",
     "developed", "develops", "interned", "degreed", "export", "exports", "exported", "exporter",
     "expect", "expects", "expected", "workers", "learned", "learnt", "lived", "lives", "basel",
     # English words one letter from a keyword (`the new matter's invoice` is no master's)
     "matter", "matters", "mattered", "worded", "wording", "casters", "studded", "basted"}
)
# The words the reading depends on, so that a typo in them (`experiance`,
# `contribted`) does not lose the question.
KEYWORDS = (
    "which", "experience", "experienced", "knows", "studied", "contributed", "contributes",
    "contributors", "contributor", "maintains", "maintainer", "maintainers", "located", "graduated",
    "attended", "compare", "profile", "employed", "alumni", "proficient", "familiar", "expert",
    "experts", "skilled", "working", "worked", "developers", "engineers", "programmers", "bachelor",
    "bachelors", "masters", "doctorate", "coding", "programming", "contributions", "anyone",
    "anybody", "someone", "somebody", "based", "where", "university", "employer", "compared",
    "employers", "employees", "profiles", "contributed", "developer", "everybody", "everyone",
    "reputation", "universities", "languages", "language", "repository", "repositories", "company",
    "companies", "degree", "degrees", "difference", "problems", "problem", "interns", "intern",
    "before", "stackoverflow", "people", "about", "stuff", "currently", "strongest", "should",
)  # fmt: skip


def strip_trailing(text: str) -> str:
    """A phrase without the filler words and punctuation at its end (`anyone?`, `at all`)."""
    while True:
        text = text.rstrip("?!.,;: \t\n")
        words = text.rsplit(" ", 2)
        if len(words) >= 2 and words[-1] in TRAILING_WORDS:
            text = text[: -len(words[-1])]
        elif len(words) >= 3 and f"{words[-2]} {words[-1]}" in TRAILING_PAIRS:
            text = text[: -len(words[-2]) - len(words[-1]) - 1]
        else:
            return text


def tidy(text: str) -> str:
    """A phrase without the filler words at its end, a leading article and stray punctuation:
    `the rust folks?` -> rust folks."""
    text = strip_trailing(text.strip())
    text = LEADING_ARTICLE.sub("", text)
    return text.strip(" ,;:'\"")
