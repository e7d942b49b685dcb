"""Cleaning a message before it is read: what Discord and people's habits add around a
question (mentions, markdown, quoted lines, pasted code, links, greetings, chat words,
invisible characters) goes; what they write for a word (`SO`, `r`, `w/`, `europe-based`,
a GitHub address) becomes that word. Works on folded text (bot.search.text.fold)."""

from __future__ import annotations

import re
import unicodedata
from functools import cache

from rapidfuzz import process
from rapidfuzz.distance import OSA

from bot.answers import phrasing as P
from bot.resources import VOCAB_DIR, read_json
from bot.search import thresholds as T
from bot.search.text import fold, key
from bot.search.vocab import load_vocab

# How much of a message is read: a question is a sentence or two, and reading more would
# let one long message cost everyone time (the rest is ignored, and the reply says so).
MAX_READ = 300

# Chat words after a question: `… lol`, `… ngl`.
_CHAT_END = re.compile(r"(?:[\s,.!?]+(?:lol|lmao|haha+|ngl|tbh|imo|imho))+$")
# A block of code pasted into a message: not part of the question.
_CODE_BLOCK = re.compile(r"```.*?(?:```|$)", re.S)
_MENTION = re.compile(r"<[@#][!&]?\d+>|@(?:everyone|here)\b")
PUNCTUATION = "?!.,;: \t\n"
# A greeting or a preamble before the question: `hi all, could someone…`, `quick question —`.
GREETING = re.compile(
    r"^(?:(?:hi|hey|hello|heya|hiya|yo|morning|good morning|afternoon|good afternoon|evening"
    r"|howdy|greetings)(?: (?:all|everyone|everybody|team|folks|guys|yall|there|people|friends"
    r"|again))?|quick (?:question|q)|sorry to (?:bother|interrupt)(?: (?:everyone|all))?"
    r"|random (?:question|q)|dumb question|question)\s*[,.!:;—–-]+\s*"
    r"|^(?:(?:ok|okay|right|alright|so|btw|also|ngl|fwiw|anyway|oh|um|hmm)\b[,.!:;—–-]*\s+)+"
)
# A repository's address: `https://github.com/kubernetes/kubernetes` is kubernetes/kubernetes.
_GITHUB = re.compile(
    r"(?:https?://)?(?:www\.)?github\.com/([\w.-]+/[\w.-]+?)(?:\.git)?/?(?=\s|$)"
)
# `SO rep`, `answers on SO`: Stack Overflow, where `so` cannot be the word.
_STACK_OVERFLOW = re.compile(r"\bso(?= (?:rep|reputation|karma|account|profile|score)\b)"
                             r"|(?<=\bon )so(?=[?!.]*$)|\bs\.o\.(?= |$)")
# `europe-based folks`: based in europe (`llvm-based compilers` are no place).
_BASED = re.compile(
    r"\b([a-z]\w{1,30})-based(?= (?:folks|people|ppl|peeps|devs?|developers?|engineers?"
    r"|teammates|colleagues|coworkers|members|guys|anyone)\b)"
)
# `anyone berlin-based?`, `who's london-based`: the same, asked of people.
_WHO_BASED = re.compile(
    r"\b(anyone|anybody|any1|someone|somebody|who is|who's|whos|who are|people|folks|ppl)"
    r" ([a-z]\w{1,30})-based\b(?=[?!. ]*$| here\b| on\b| in\b| and\b| with\b|,)"
)
# `kafka question, who should I ping`: who knows the thing the question is about.
_TOPIC_FIRST = re.compile(
    r"^(?P<topic>[a-z0-9][\w+#./ -]{0,48}?) (?:question|questions|q|issue|problem|bug)"
    r" ?[,:;!?-]+ ?(?P<rest>.+)$"
)
_WHOM = re.compile(
    r"^(?:so |ok )?(?:who|whos|who is|anyone|any1|anybody|someone|somebody)(?: (?:should|can"
    r"|could|do|would|to|here|around))*(?: (?:i|we|u|you))?(?: (?:ping|ask|bug|talk to|go to"
    r"|reach out to|contact|tag|poke))?(?: (?:about (?:it|this|that)|for (?:it|this|that)))?"
    r"(?: (?:the|our|an|a|any|resident))?(?: (?:expert|experts|person|guy|go ?to|go-to|pro|wizard"
    r"|guru|one|good (?:with|at) (?:it|this|that)|knows? (?:it|this|that)))?(?: here)?[?!. ]*$"
)
# What goes wrong with a thing is not what anyone's profile names: `c++ template errors`,
# `nccl hangs`, `torch.compile bug` ask for the thing.
_TROUBLE = re.compile(
    r"(?<=[\w+#]) (?:errors?|bugs?|hangs?|crash(?:es|ing)?|failures?|failing|warnings?|flakiness"
    r"|regressions?|weirdness|woes|headaches?|lag|problems?)\b"
)
# Only in a request for help with it: `anyone else getting cuda errors?` is chat.
_HELP_WITH = re.compile(
    r"\b(?:help(?: me| us| out)? with|who can help$|ask about|(?:knows?|know) about|debug"
    r"|debugging|fix|fixing"
    r"|look (?:at|into)|deal with|dealt with|experience with|familiar with)\b"
)
# `who can review my cuda code`: who knows cuda (`review my PR` alone is office talk).
_REVIEWER = re.compile(
    r"\b(?:who can|who could|who (?:wants|wanna) to|can (?:someone|anyone|somebody)"
    r"|could (?:someone|anyone|somebody)|(?:someone|anyone|somebody)(?: who can)? to"
    r"|any(?:one|body) (?:able|free) to) (?:review|look at|check|go over|sanity[- ]check|debug"
    r"|take a look at)(?: my| our| this| a| the| some)?"
    r" (?!(?:my|our|this|a|the|some|pr|prs|code|change|changes)\b)"
    r"(?P<thing>[\w+#.-]+(?: [\w+#.-]+)?)"
    r" (?:code|change|changes|pr|prs|diff|patch|query|queries|config|script|module|setup"
    r"|pipeline)\b"
)
# `was at microsoft before joining nvidia`: there before, and at the other now.
_BEFORE_JOINING = re.compile(
    r"\b(?:was|were|worked|been|used to work) (?:at|for|with) ([\w&.-]+(?: [\w&.-]+)?) before"
    r" (?:joining|moving to|going to|switching to|heading to|landing at|ending up at) ([\w&.-]+)"
)
# `our go-to for kubernetes`: an expert in it (not the language go)
_GO_TO = re.compile(r"\bgo[- ]?to(?: person| guy| gal| people| expert| dev)?(?: for| on| in)\b")
# `how big is the team`, `team size?`: how many people there are
_TEAM_SIZE = re.compile(
    r"^(?:how (?:big|large) is (?:the|our|this) (?:team|group|roster|pool)|(?:the |our )?team"
    r" size|(?:whats|what is) (?:the|our) (?:team|headcount|team size)(?: size)?)(?=[?!. ]*$)"
)
# `all interns list`, `everybody in europe list`: a list of them
_LIST_LAST = re.compile(r"^(?!list\b)(.+) list$")
# `who went tsinghua`: went to it
_WENT = re.compile(
    r"\bwent (?!to\b|through\b|home\b|back\b|out\b|on\b|off\b|with\b|for\b|down\b|up\b"
    r"|over\b|in\b|into\b|away\b|well\b|wrong\b|ok\b|fine\b|live\b)(?=\w)"
)
# `golang/go contributors`: the contributors to the repository
_REPO_PEOPLE = re.compile(r"^([\w.-]+/[\w.-]+) (?:contributors|committers|people|folks|devs)$")
# `elena or lukas better rust`: who of the two is better at it
_OR_BETTER = re.compile(
    r"^([a-z][\w.-]*) or ([a-z][\w.-]*) (?:better|stronger) (?:at |in |with )?(.+)$"
)
# `arjun samuel difference`: the difference between the two
_DIFFERENCE = re.compile(
    r"^([a-z][\w.-]*) (?:and |vs |& )?([a-z][\w.-]*) (?:difference|differences|diff|compared)$"
)
# `biggest contributor to pytorch`: who contributed the most to it
_TOP_CONTRIBUTOR = re.compile(
    r"\b(?:who(?:s| is) (?:the |our )?)?(?:the )?(?:biggest|top|main|most active|largest|leading"
    r"|primary) (?:contributors?|committers?) (?:to|of|on|in)\b"
)
# `ex-microsoft people now at nvidia`: there before, and at the other now
_EX_NOW = re.compile(
    r"^((?:who|whos|who is|who are|any|anyone|list|show)? ?)ex[- ]([\w&.-]+)(?: people| folks"
    r"| employees| engineers| devs)? (?:who are |that are )?(?:now|currently) (?:at|with|in)"
    r" ([\w&.-]+)"
)
# `who left google`: worked there before (a company the vocabulary knows: `who left the door
# open` names none)
_LEFT = re.compile(r"\b(?:left|quit|departed) ([\w&.-]+(?: [\w&.-]+)?)(?=[?!. ]*$)")


def _left_company(m: re.Match[str]) -> str:
    return f"used to work at {m[1]}" if key(m[1]) in _companies() else m[0]


@cache
def _companies() -> frozenset[str]:
    return frozenset(load_vocab().companies)


# `video codecs like h264?`: the example names what is asked
_FOR_EXAMPLE = re.compile(
    r"\b(?!(?:looks?|feels?|seems?|sounds?|would|i|id|we|you|they|just|more|something"
    r"|anything|stuff|things?|anyone|anybody|any1|someone|somebody|people|folks|ppl|devs?"
    r"|others|who|whos|is|are|any|one|ones|a lot|lot)\b)[a-z][\w+#.-]*(?: [a-z][\w+#.-]*)?"
    r" (?:like|such as|e\.?g\.?|esp\.?|especially) ([\w+#.-]+)(?=[?!. ]*$)"
)
# `a maintainer on kubernetes`, `kubernetes maintainers?`: maintainer of kubernetes
_MAINTAINER_ON = re.compile(r"\b(?:an? |the |core )?maintainers? (?:on|of|for|at|in) ")
_MAINTAINERS = re.compile(r"\b([\w.+-]+(?:/[\w.-]+)?) maintainers?(?=[?!. ]*$)")
# `how many rust devs r there`: `are`, where `r` cannot be the language.
_ARE = re.compile(r"\br(?= (?:there|you|u|we|they|the|all|any|some)\b)")


@cache
def _typos() -> tuple[dict[str, str], re.Pattern[str], dict[str, str], re.Pattern[str]]:
    """Short words typed in a hurry (data/vocab/typos.json), too short for the keyword
    typos of the reading: anywhere (`abt`, `lsit`), or as the first word (`hwo`, `hw`)."""
    found = read_json(VOCAB_DIR / "typos.json")
    anywhere, first = found["anywhere"], found["first"]
    words = "|".join(map(re.escape, anywhere))
    return (anywhere, re.compile(rf"(?<![\w/])(?:{words})(?![\w/'])"), first,
            re.compile(rf"^(?:{'|'.join(map(re.escape, first))})\b"))  # fmt: skip


def short_typos(text: str) -> str:
    """The text with the short typos of data/vocab/typos.json written as meant."""
    anywhere, anywhere_re, first, first_re = _typos()
    text = first_re.sub(lambda m: first[m[0]], text)
    return anywhere_re.sub(lambda m: anywhere[m[0]], text)


def ends_asking(message: str) -> bool:
    """Whether a message ends with a question mark, after any emoji (`swift devs? 📱`)."""
    end = len(message)
    while end and (message[end - 1].isspace() or unicodedata.category(message[end - 1])
                   in ("So", "Sk", "Mn", "Cf")):  # fmt: skip
        end -= 1
    return message[:end].endswith("?")


def correct_keywords(text: str) -> str:
    """The text with words one edit away from a keyword of the reading corrected."""
    return _WORD.sub(lambda m: _keyword(m[0]), text)


_WORD = re.compile(rf"(?<![\w/.+#-])[a-z]{{{T.KEYWORD_MIN_LENGTH},}}(?![\w/.+#-])")


def _keyword(word: str) -> str:
    if word in P.KEYWORDS or word in P.NOT_TYPOS or word in P.SCAFFOLD or word in P.PEOPLE_WORDS:
        return word
    hit = process.extractOne(word, P.KEYWORDS, scorer=OSA.distance, score_cutoff=1)
    return word if hit is None else hit[0]


def clean(message: str, prefix: str = "!") -> tuple[str, bool]:
    """Fold and trim a message, at most MAX_READ characters of it (cut between words);
    whether it was a prefix command."""
    text = _CODE_BLOCK.sub(" ", message[: MAX_READ * 4])
    # A quoted line (`> we need a reviewer`) is what someone else said, not the question.
    text = "\n".join(line for line in text.split("\n") if not line.lstrip().startswith(">"))
    text = _MENTION.sub(" ", P.visible(text)).strip()
    # A prefix opens a command only when a word follows it: `!!!` is not one.
    addressed = bool(prefix) and text.startswith(prefix) and text[len(prefix) :][:1].isalnum()
    if addressed:
        text = text[len(prefix) :]
    text = fold(text)
    text = re.sub(r"[`*_~|>]+", " ", text)  # markdown is not part of the question
    text = re.sub(r"^\s*\((.*)\)\s*$", r"\1", text)  # `(who knows graphql btw?)`
    text = re.sub(r",(?=[a-z])", ", ", text)  # `nvidia,need a contact`
    text = GREETING.sub("", text)
    text = _GITHUB.sub(r" \1 ", text)
    # A link to look at is office talk (`review <link> when you can`); any other says nothing.
    text = re.sub(r"\b(review|look at|check|merge|approve|test|open|read)((?: my| our| this| the"
                  r"| a)?) (?:https?://|www\.)\S+", r"\1\2 link", text)
    text = re.sub(r"https?://\S+|\bwww\.\S+", " ", text)
    text = re.sub(r"\s+[—–]+\s+|\s+--?\s+", ", ", text)  # a dash between two parts
    text = re.sub(r"\bw/o\b", "without", text)
    # `been on the triton repo`: a repository, whatever the verb before it
    text = re.sub(r"\bthe ([\w.-]+(?:/[\w.-]+)?) (?:repo|repository|codebase)\b",
                  r"contributed to \1", text)
    # `at the shanghai office` is a place, as `in shanghai` is; `the shanghai office` too
    text = re.sub(r"\bat the (?!new\b|main\b|old\b)([a-z]+) (?:office|offices|hq|campus)\b",
                  r"in \1", text)
    text = re.sub(r"\b(?:new|main|old|big|other) (?:office|offices|hq|campus)\b", "office", text)
    text = re.sub(r"\b(?!the\b)([a-z]+) (?:office|offices|hq|campus)\b", r"\1", text)
    text = re.sub(r"\bw/(?=\s)", "with", text)
    # `kubernetes/kubernetes contributions`: contributed to the repository
    text = re.sub(r"\b(?:has|have|with|got|had|any) ([\w.-]+/[\w.-]+) (?:contributions|contribs"
                  r"|prs|commits)\b", r"contributed to \1", text)
    text = re.sub(r"\blangs\b", "languages", text)
    text = _STACK_OVERFLOW.sub("stackoverflow", text)
    text = _ARE.sub("are", text)
    text = correct_keywords(short_typos(text))
    text = _BASED.sub(r"based in \1", text)
    text = _REVIEWER.sub(r"who knows \g<thing>", text)
    text = _BEFORE_JOINING.sub(r"worked at \1 and works at \2", text)
    text = _EX_NOW.sub(lambda m: f"{m[1] or 'who '}worked at {m[2]} and works at {m[3]}", text)
    text = _LEFT.sub(_left_company, text)
    text = _GO_TO.sub("expert in", text)
    text = _TEAM_SIZE.sub("how many profiles", text)
    text = _LIST_LAST.sub(r"list \1", text)
    text = _WENT.sub("went to ", text)
    text = _REPO_PEOPLE.sub(r"contributors to \1", text)
    text = _OR_BETTER.sub(r"who is better at \3, \1 or \2", text)
    text = _DIFFERENCE.sub(r"difference between \1 and \2", text)
    text = _TOP_CONTRIBUTOR.sub("who contributed the most to", text)
    text = _FOR_EXAMPLE.sub(r"\1", text)
    text = _MAINTAINER_ON.sub("maintainer of ", text)
    text = _MAINTAINERS.sub(r"maintainer of \1", text)
    m = _TOPIC_FIRST.match(text)
    if m:
        text = f"who knows {m['topic']}" if _WHOM.match(m["rest"]) else text
    if _HELP_WITH.search(text) or text.startswith("who knows "):
        text = _TROUBLE.sub("", text)
    text = _WHO_BASED.sub(r"\1 based in \2", text)
    text = re.sub(r"\((\w[\w ./-]*)\)", r" \1 ", text)  # `(inclusive)`, `(rust-lang/rust)`
    # Emoji and other symbols say nothing a profile holds (`who knows rust 🦀`).
    text = "".join(" " if unicodedata.category(ch) == "So" else ch for ch in text)
    text = re.sub(r"\s+", " ", text).strip()
    if len(text) > MAX_READ:
        text = text[: text.rfind(" ", 0, MAX_READ) if " " in text[:MAX_READ] else MAX_READ]
    text = text.rstrip(PUNCTUATION)
    text = _CHAT_END.sub("", text)  # `how do i use this bot lol`
    return text, addressed
