"""Cleaning a message before it is read: what Discord and people's habits add around a
question (mentions, markdown, quoted lines, pasted code, links, greetings, chat words,
invisible characters) goes; what they write for a word (`SO`, `r`, `w/`, `europe-based`,
a GitHub address) becomes that word. Works on folded text (bot.search.text.fold). What is
pasted around a question is taken off in bot.answers.pasted, what dictation makes of words is
written as typed in bot.answers.spoken, and a tag question is asked plainly in
bot.answers.tag_questions."""

from __future__ import annotations

import re
import unicodedata
from functools import cache, lru_cache

from rapidfuzz import process
from rapidfuzz.distance import OSA

from bot.answers import cues as C
from bot.answers import office_talk as O
from bot.answers import phrasing as P
from bot.answers.amounts import read_years
from bot.answers.emoji_words import in_words
from bot.answers.pasted import without_pasted
from bot.answers.qualifiers import said_precisely
from bot.answers.rewording import reword
from bot.answers.rewording.known import known_skill
from bot.answers.rewording.precise import said_plainly
from bot.answers.rewrite import rewrite
from bot.answers.spoken import as_typed
from bot.answers.tag_questions import as_asked
from bot.resources import VOCAB_DIR, read_json
from bot.search import thresholds as T
from bot.search.text import fold
from bot.search.vocab import known_place

# How much of a message is read: a question is a sentence or two, and reading more would
# let one long message cost everyone time (the rest is ignored, and the reply says so).
MAX_READ = 300

# Two people or employers set side by side: where `n` says and (`daniel n jan whats the diff`).
_SIDE_BY_SIDE = re.compile(
    r"\b(?:diff|difference|differ|compare|compared|between|btwn|vs|stack up|stacks up)\b"
    r"|\bex[- ][\w ]{1,40}? n ex\b"
)

# Chat words after a question: `… lol`, `… ngl`.
_CHAT_END = re.compile(
    r"(?:[\s,.!?]+(?:lol|lmao|haha+|ngl|tbh|imo|imho|right|yeah|btw|tho|though|fyi|no cap|istg"
    r"|deadass|lowkey|highkey))+$"
)
# The courtesies of Indian and Nigerian English after a question (`… kindly`, `… please
# revert`, `… abi?`), taken off a question of a few words (`karthik, kindly revert` is said to
# him; `arm abi` is a thing).
_COURTESY_END = re.compile(
    r"(?:[\s,.!]+(?:kindly|abeg|yaar|abi(?=\?)|(?:please |pls |kindly )?(?:revert"
    r"|do the needful)))+\??$"
)
COURTEOUS_WORDS = 3
# `i need people with 10+ years of coding, who qualifies`: who meets what was asked for
# before it (a need told first), which the rest asks already.
_WHO_FITS = re.compile(
    r"[\s,.;:!?-]+(?:so )?(?:who is|who are|who|whos|anyone|anybody|does anyone|do we have"
    r" anyone)(?: here"
    r"| on the team)? (?:qualifies|qualify|fits|fit|matches|match|would fit|would qualify"
    r"|d fit|eligible|is eligible|are eligible|falls in that range|fall in that range|that)"
    r"(?: the bill| that| those| all that)?[\s?!.]*$"
)
# `the architecture board wants people with 10+ years of coding — who qualifies?`: the people
# asked for, from where they are named
_PEOPLE_NAMED = re.compile(r"\b(?:people|anyone|anybody|someone|somebody|everyone|everybody"
                           r"|those|folks|engineers|devs|developers|programmers|staff"
                           r"|colleagues) (?:with|who)\b")
# `…and wondered who has exactly seven years of employment. who would that be`: asked already
_WONDERED = re.compile(r"\b(?:wondered|wonder|wondering) (?P<who>who|whos)\b(?P<asked>.*?)"
                       r"[\s,.;:!?-]+who (?:would|could|might) that be[\s?!.]*$")
# Words before a need that say it is the asker's own (`i really need`).
_ASKER = frozenset("i we really also urgently still just do will would kinda badly".split())
_NEED = re.compile(r"\b(?:need|needs|want|wants|looking for|searching for|hiring)\b")
# (and emoji: a server's own, `<:kekw:112233>`, and any by its short name, `:flag_gb:`; one
# named for a skill says the skill: `who knows :python:`)
_MENTION = re.compile(
    r"<[@#][!&]?\d+>|@(?:everyone|here)\b|<a?:\w{2,32}:\d+>"
    r"|(?<![\w:]):(?P<short>[a-z][a-z0-9_+-]{1,31}):(?![\w:])"
)
PUNCTUATION = "?!.,;: \t\n"
# A greeting or a preamble before the question: `hi all, could someone…`, `quick question —`.
GREETING = re.compile(
    r"^(?:(?:hi|hey|hello|heya|hiya|yo|oye|hola|oi|ola|morning|good morning|afternoon"
    r"|good afternoon|evening|good evening|good night|goodnight|night|nite|gn"
    r"|howdy|greetings|dear)(?:,? (?:all|everyone|everybody|team|folks|guys|yall|there|people"
    r"|friends|again|bot|colleagues|both|(?:the )?(?:(?!(?:who|whos|what|whats|how|where|is|are"
    r"|on|in)\b)\w+ ){1,3}team))?|quick (?:question|q)"
    r"|sorry to (?:bother|interrupt)(?: (?:everyone|all))?"
    r"|random (?:question|q)|dumb question|question"
    r"|(?:im |i am )?new (?:here|on (?:the|this) server|to (?:the|this) server|on the team)"
    r"(?: \([^)]{0,60}\))?"
    # `new cto here`, `im a lab manager and new here`, `clinician from paediatrics here`
    r"|(?:im |i am )?(?:an? |the )?new [a-z]{2,20}(?: [a-z]{2,20})? here(?: [^,.!:;]{0,40})?"
    r"|(?:im |i am )an? [a-z]{2,20}(?: [a-z]{2,20})?(?: and new here| here)"
    r"|[a-z]{2,20}(?: [a-z]{2,20})? from [a-z]{2,20}(?: [a-z]{2,20})? here"
    r"|quick one(?: from (?:the |our )?[\w -]{1,24}?(?: team)?|(?: before| after) [\w -]{1,24}?)?)"
    # (a wave may end it: `new joiner here 👋`)
    r"\s*(?:[,.!:;—–-]|[\U0001F300-\U0001FAFF\u2600-\u27BF]\ufe0f?)+\s*"
    r"|^(?:(?:ok|okay|right|alright|so|btw|also|ngl|fwiw|anyway|oh|um|hmm|sorry|wait|lol|lmao"
    r"|lowkey|highkey|istg|deadass"
    # (and a call to whoever reads, in the words of other languages: `yalla`, `hocam`, `yaar`)
    r"|haha|yalla|hocam|abi|abla|kanka|habibi|wallah|sumimasen|bro|bhai|yaar|dude|bestie|besties"
    r"|tbh)\b[,.!:;—–-]*"
    r"\s+)+"
    # `yo who here has contributed to apache/tvm?`: a greeting without a comma before a question
    r"|^(?:yo|hey|hi|hello|heya|hiya|oye|hola|oi|ola|quick one|quick q|quick question"
    r"|(?:sorry )?if this is (?:a |an )?(?:dumb|stupid|silly|basic|obvious|noob|naive|daft|newbie)"
    r" (?:q|question)(?: but)?,?|(?:random|quick|dumb|stupid|silly|basic|noob|newbie)"
    r" (?:q|question|one) but|(?:sorry )?(?:im |i am )?new here,?(?:\s*[\U0001F300-\U0001FAFF]+)?"
    r"|(?:sorry )?for (?:the |a |my )?(?:noob|dumb|stupid|silly|basic) (?:q|question)(?: but)?,?"
    r"|(?:random|unrelated)(?: but|,)|settling a bet:?|(?:ok )?(?:so )?(?:a )?quick poll:?"
    r"|(?:just )?out of curiosity,?|just curious,?|(?:ok |okay |so )?(?:next|another|one more|last)"
    r" (?:thing|question|q|one)(?: on my list| for you)?\s*[:,-])\s+"
    r"(?=(?:who|whos|anyone|anybody|does|do|is|are|which|what"
    r"|whats|where|how|any|can|could|tell|show|give|list|help|quem|quien)\b)"
    # `mei, do you know who knows rust?`: asked of a colleague, what the bot answers
    r"|^[a-z][\w.'-]*(?: [a-z][\w.'-]*)?\s*,\s*(?:do|would|does) (?:you|u) (?:happen to )?know"
    r"\s+(?=(?:who|whos|anyone|anybody|which)\b)"
    # `lunch was great btw, any webvtt people around?`, `thx for covering on-call sanna 🙏 any
    # varnish contributors?`: a word to the channel, then the question
    r"|^[^?]{1,80}?\bbtw\b(?:[\s,.!:;—–-]|[\U0001F300-\U0001FAFF\u2600-\u27BF]\ufe0f?)*\s"
    r"(?=(?:who|whos|anyone|any|anybody|does anyone|is anyone|which|how many)\b)"
    r"|^(?:ty|thx|thanks|thank you|cheers) (?:for|4) [^?!]{1,60}?(?:\s*[\U0001F300-\U0001FAFF]+"
    r"|[!.,])\s+(?=(?:who|whos|anyone|any|anybody|which|how many|does anyone|is anyone)\b)"
    # `ty wei 🙏 btw who knows…`: thanks before a question for the bot, not one for them
    r"|^(?:ty|thx|thanks|thank you|cheers|ta)(?: [a-z]+)?\s*[!.,—–-]*"
    r"(?:\s*[\U0001F300-\U0001FAFF]+)?"
    r"(?:\s*(?:btw|also|and|but|ok|quick one))?,?\s+(?=(?:who|whos|anyone|anybody|which"
    r"|how many|what does|where is|wheres|does anyone|is anyone)\b)"
)
# A repository's address: `https://github.com/kubernetes/kubernetes` is kubernetes/kubernetes.
_GITHUB = re.compile(
    r"(?:https?://)?(?:www\.)?github\.com/([\w.-]+/[\w.-]+?)(?:\.git)?/?(?=\s|$)"
)
_ANYONE_ON_SO = re.compile(
    r"^(?:does|do|is|are) (?:anyone|anybody|someone|somebody|any of (?:us|you|our people)|people)"
    r"(?: here| on the team| on our team| in the team)? (?:answer|post|ask|write|use|hang out"
    r"|active)s?(?: stuff| questions| answers)? (?:on |in )?stack ?overflow(?: at all| much)?"
    r"(?=[?!. ]*$)"
)
# `SO rep`, `answers on SO`: Stack Overflow, where `so` cannot be the word.
_STACK_OVERFLOW = re.compile(r"\bso(?= (?:rep|reputation|karma|account|profile|score)\b)"
                             r"|(?<=\bon )so(?=[?!.]*(?:$|,))|\bs\.o\.(?= |$)")
# Titles people type by their initials.
_TITLES = {"sre": "site reliability engineer", "swe": "software engineer"}
# `europe-based folks`: based in europe (`llvm-based compilers` are no place).
_BASED = re.compile(
    r"\b([a-z]\w{1,30})-based(?= (?:folks|people|ppl|peeps|devs?|developers?|engineers?"
    r"|teammates|colleagues|coworkers|members|guys|anyone)\b)"
)
# `anyone berlin-based?`, `who's london based`: the same, asked of people.
_WHO_BASED = re.compile(
    r"\b(anyone|anybody|any1|someone|somebody|who is|who's|whos|who are|people|folks|ppl)"
    # (`anyone plant based?` is a diet, `cloud based` no place)
    r" (?!(?:are|is|r|were|was|be|all|currently|mostly|now|still|also|not|plant|cloud|web"
    r"|browser|home|office|team|remote|research|project|evidence|value|event|gpu|cpu"
    # (`who is already based in india`: how, not where)
    r"|already|actually|really|even|usually|mainly|primarily|originally|officially"
    r"|permanently|physically|fully|partly|temporarily)\b)"
    r"([a-z]\w{1,30})"
    r"[- ]based\b(?=[?!. ]*$| here\b| on\b| in\b| and\b| with\b|,)"
)
# `how many people are uk-based`: based in the uk
_ARE_BASED = re.compile(r"\b(are|is) ([a-z]\w{1,30})-based\b")
# `how many rust devs r there`: `are`, where `r` cannot be the language.
_ARE = re.compile(r"\br(?= (?:there|you|u|we|they|the|all|any|some)\b)")
# `how many people r in spain`
_PEOPLE_ARE = re.compile(r"\b(people|ppl|devs|folks|many|who|they|we|profiles|records) r(?= (?:in"
                         r"|at|from|based|on|loaded|listed|stored|saved|there|here)\b)")


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
    text = rewrite(first_re, lambda m: first[m[0]], text)
    return rewrite(anywhere_re, lambda m: m[0] if _initial(m) else anywhere[m[0]], text)


# What follows a surname's initial (`putri w vs rizky`, `does putri w know hls`), where a
# letter typed for a word (`help w quic`) is followed by what it joins.
_AFTER_INITIAL = re.compile(
    r"\s*(?:$|[,?!.;:)]|(?:vs|versus|or|and|vs\.|know|knows|for|any|is|does|did|has|have|at|in"
    r"|who|whos|which"
    r"|from|should|can|could|would|was|works|worked|lives|studied|do|took|said|says|wants"
    r"|wanted|offered|asked|picked|grabbed|just|will|took|got|left|joined)\b)"
)
# Words `w` stands for `with` after (`help w quic`, `someone w a phd`, `python w django`).
_WITH_AFTER = frozenset(
    "help helping experience experienced someone somebody anyone anybody people ppl folks dev"
    " devs engineer engineers familiar work works worked working deal dealt comfortable good"
    " great ok okay person guy guys one us me them him her stuff pair pairing chat talk sync"
    " call everyone everybody who list roster".split()
)


def _initial(m: re.Match[str]) -> bool:
    """Whether a single letter matched is a surname's initial rather than a word: after a
    word that is no skill nor one `with` follows, before what is asked of a person."""
    if len(m[0]) != 1 or _AFTER_INITIAL.match(m.string, m.end()) is None:
        return False
    before = m.string[: m.start()].split()
    return bool(before) and before[-1] not in _WITH_AFTER and not known_skill(before[-1])


def ends_asking(message: str) -> bool:
    """Whether a message ends with a question mark, after any emoji (`swift devs? 📱`)."""
    end = len(message)
    while end and (message[end - 1].isspace() or unicodedata.category(message[end - 1])
                   in ("So", "Sk", "Mn", "Cf")):  # fmt: skip
        end -= 1
    return message[:end].endswith("?")


def correct_keywords(text: str) -> str:
    """The text with words one edit away from a keyword of the reading corrected, and
    knowing how a thing works asked in other words (`does anyone get how …`) as `know how`."""
    text = rewrite(_GETS_HOW, r"\1 know how", text)
    return rewrite(_WORD, lambda m: _keyword(m[0]), text)


# Asked, not said (`finally someone gets how painful the close is`).
_GETS_HOW = re.compile(
    r"((?:^|(?<=[,.;:!?] )|\b(?:does|do|did|can|could) )(?:anyone|anybody|someone|somebody"
    r"|any1)(?: here)?) (?:get|understand) how\b"
)


_WORD = re.compile(rf"(?<![\w/.+#-])[a-z]{{{T.KEYWORD_MIN_LENGTH},}}(?![\w/.+#-])")


def _keyword(word: str) -> str:
    if word in C.KEYWORDS or word in C.NOT_TYPOS or word in P.SCAFFOLD or word in P.PEOPLE_WORDS:
        return word
    hit = process.extractOne(word, C.KEYWORDS, scorer=OSA.distance, score_cutoff=1)
    return word if hit is None else hit[0]


def without_greeting(text: str) -> str:
    """The text without the greetings and preambles it opens with, up to three of them
    (`sorry, new here, tell me about…`)."""
    for _ in range(3):
        shorter = rewrite(GREETING, "", text, count=1)
        if shorter == text:
            break
        text = shorter
    return text


# A message that opens as French, and the elisions of its words (`qu'`, `l'`, `d'`), which
# folding would glue to the next word.
_IN_FRENCH = re.compile(r"(?i)^\W*(?:est-ce|qui|quelqu|o[uù]|combien|montre|c['’]est|que|qu['’]"
                        r"|y a-t-il|il y a|donne-moi|aide-moi|liste)\b")
_ELISION = re.compile(r"(?i)\b(qu|[cdjlmnst])['’](?=[^\W\d_])")
_COMPARED = {">": "more than ", ">=": "at least ", "<": "less than ", "<=": "at most "}


# (`/help`, `?help`: another bot's help, asked in a channel)
_TYPED_COMMAND = re.compile(r"^(?:/(?=[a-zA-Z][\w-]* \S)|\?(?!(?:help|h|commands|info)\b)"
                            r"(?=[a-zA-Z][\w-]*(?: |$)))")


# Words quoted as they were seen: `a 'your connection is not private' warning`.
_QUOTED = re.compile(r"(?:(?<=\s)|^)(['\"“‘])(?=\w)([^'\"“”‘’\n]{3,80}?)(?<=[\w.!?])['\"”’]"
                     r"(?=[\s,.;:!?)]|$)")
_QUOTED_NOT = re.compile(r"(?i)(?<=\w )(?<!\bbut )(?<!\band )(?<!\bor )(?:not|never)\b")


def _quoted_plainly(m: re.Match[str]) -> str:
    # a `not` of what a screen says excludes no one
    return f"{m[1]}{_QUOTED_NOT.sub('', m[2])}{m[0][-1]}"


# A message is cleaned by every reading of it (whole, in parts, for a name): once is enough.
@lru_cache(maxsize=T.CLEANED_KEPT)
def clean(message: str, prefix: str = "!") -> tuple[str, bool]:
    """Fold and trim a message, at most MAX_READ characters of it (cut between words);
    whether it was a prefix command."""
    text = in_words(without_pasted(message[: MAX_READ * 4]))  # `🐍`, `🇩🇪`
    text = rewrite(
        _MENTION,
        lambda m: f" {m['short']} " if m["short"] and known_skill(m["short"]) else " ",
        P.visible(text),
    ).strip()
    # `` `!profile kwame` ``: a command shown as code is still the command
    text = rewrite(r"^`([^`\n]+)`$", r"\1", text).strip()
    # A prefix opens a command only when a word follows it: `!!!` is not one.
    addressed = bool(prefix) and text.startswith(prefix) and text[len(prefix) :][:1].isalnum()
    # `/where manchester`, `?berlin`: a command of a bot typed as text, or a search
    text = text[len(prefix) :] if addressed else rewrite(_TYPED_COMMAND, "", text)
    if _IN_FRENCH.match(text):  # `qui a étudié à l'EPFL`: l'EPFL is le EPFL, not lepfl
        text = rewrite(_ELISION, r"\1e ", text)
    text = rewrite(_QUOTED, _quoted_plainly, text)
    text = as_typed(fold(text))
    # `where's @kasia based`: a colleague's handle typed as text is their name (the bot's own,
    # and one that opens the message, says who is spoken to)
    text = rewrite(r"(?<=\s)@(?=[a-z])(?![\w.-]*bot\b)", "", text)
    # `the little 'rockstar' label on their profile`: a badge, by what it looks like
    text = rewrite(r"\b(with|has|have|got|earned|holds?|wears?) (?:the |a |that )?"
                   r"(?:little |small )?['\"“”‘’]?(rockstar|top school)['\"“”‘’]?"
                   r" (?:labels?|tags?|flairs?|icons?)\b(?! (?:printers?|makers?|means?)\b)",
                   r"\1 the \2 badge", text)
    # typed in a hurry: `whoknows rust`, `anyonein berlin`, `used 2 work at`, `,,`, `plsss`
    text = rewrite(r"^(who|whos|anyone|anybody)(knows?|went|in|from|at|has|worked|used|was|can"
                   r"|does|did)\b", r"\1 \2", text)
    text = rewrite(r"\b(used|went|go|moved|want|need|have|got|back) 2 (?=[a-z])", r"\1 to ", text)
    text = rewrite(r",{2,}", ", ", text)
    text = rewrite(r"\bp+l+[sz]{2,}\b", "pls", text)
    # `anyone worked at amazon/aws`: either of the two names (a repository's are owner/name)
    text = rewrite(r"\b((?:work|worked|working|was|were) (?:at|for)|ex-?) ([a-z][\w.&-]*)/"
                   r"([a-z][\w.&-]*)\b(?!/)", r"\1 \2 or \3", text)
    # `@backend-guild who here knows java?`: a group called on, then the question
    text = rewrite(r"^@[\w.-]+[,:]?\s+(?=(?:who|whos|anyone|anybody|which|what|whats|where"
                   r"|wheres|how|does|do|is|are|can|could)\b)", "", text)
    # `how many of us know python? (linh doesn't count, …)`: a remark in brackets after the
    # question
    text = rewrite(r"(?<=\?)\s*\([^()]*\)\s*$", "", text)
    # `who is the most junior dev? dont want to bother the seniors`: why it is asked of them
    text = rewrite(r"(?<=[?!.,])\s*(?:i )?(?:dont|do not|didnt) (?:want|wanna) to (?:bother|disturb"
                   r"|bug|annoy|pester|interrupt|spam)\b.*$", "", text)
    # `anna-lena <> wei jie, how are they different`: one against the other (not `the app <->
    # gateway pairing`)
    # (`lukas <> jonas handover doc is in drive` is a meeting's shorthand)
    text = rewrite(r"^([\w'.-]+(?: [\w'.-]+)?)\s+(?:<>|<->|<=>|↔)\s+(?=[\w'.-]+(?: [\w'.-]+)?"
                   r"(?:\s*[,:;-]+\s*(?:how|what|who|which|are|is|do|does|compare|differ)\b"
                   r"|[?!.]*$))", r"\1 vs ", text)
    # `>10 yrs`, `<= 3 years`: the comparison in words, before markdown's `>` goes
    text = text.replace("≥", ">=").replace("≤", "<=")  # `≥9 yrs employment`
    text = rewrite(r"(?<![\w<>=-])([<>])(=?)\s*(?=\d)", lambda m: _COMPARED[m[1] + m[2]], text)
    # markdown is not part of the question; an underscore within a name is (`client_golang`)
    text = rewrite(r"[`*~|>]+|(?<![a-z0-9])_+|_+(?![a-z0-9])", " ", text)
    text = rewrite(r"^\s*\((.*)\)\s*$", r"\1", text)  # `(who knows graphql btw?)`
    # `who knows python but isn't an ML person (no machine-learning on their profile)`: the
    # exception said again in brackets is one
    # (`plain c (not c++)` says which c, with no exception before it)
    text = rewrite(r"(\b(?:isnt|arent|not|no|without|except|dont|doesnt) [^()]{1,40}?)"
                   r"\s*\((?:no|not|without|excluding|except) (?!(?:the|a|an|my|our|that|this|rush"
                   r"|worries|worry|pressure|hurry|problem|idea|stress|biggie|big deal)\b)"
                   r"([^(),]{1,40}?)(?: (?:on|in) (?:their|the|his|her) (?:profiles?|skills?"
                   r"|skill list))?\)", r"\1 but not \2", text)
    text = rewrite(r",(?=[a-z])", ", ", text)  # `nvidia,need a contact`
    # `ananya x aoife: who knows more kafka`: one against the other, as Portuguese and Spanish
    # write it
    text = rewrite(r"^([a-z][\w'-]+) x ([a-z][\w'-]+)(?=\s*[,:]\s*(?:who|whos|which|quem|quien"
                   r"|qui|wer|chi)\b)", r"\1 vs \2", text)
    # `give me everyones names and and roles`: a small word typed twice
    text = rewrite(r"\b(the|a|an|and|or|to|of|in|on|at|for|is|are|who|whos|what|with|anyone|i|me|my"
                   r"|you|it|that|this|do|does|has|have) \1\b", r"\1", text)
    text = rewrite(r"(?<=[a-z]):(?=[a-z])", ": ", text)  # `wei or yifan:who's stronger`
    # `how many of us are in the us (for the holiday schedule)`: why it is asked;
    # `lustre (the parallel filesystem thing)`: what it is, explained
    text = rewrite(r"\((?:for|as|because|since|just|so|asking|fyi|e\.?g\.?|i\.?e\.?|aka|you know"
                   r"|(?:the|a|an|that|like) [^)]*\b(?:thing|tool|stuff|library|framework|language"
                   r"|system|compiler|database|db|runtime|platform)s?"
                   # `the hartford (the insurer, not the city)`, `polytechnique (the french
                   # one)`: which one is meant
                   r"|(?:the|a|an) [^(),]{1,30}, not (?:the|a|an) [^()]{1,30}"
                   r"|the (?:[\w-]+ ){0,2}one)"
                   r"[^)]*\)",
                   " ", text)
    # `who's physically in the eu`: there; `anyone in the eu with both tcl and python`: who
    # knows both
    text = rewrite(r"\bphysically (?=(?:in|based|located|sitting)\b)", "", text)
    text = said_plainly(text)
    text = rewrite(r"\bwith both ([\w+#.-]+) and ([\w+#.-]+)$", r"who knows \1 and \2", text)
    # `anyone techy in spain`: anyone there (they are all developers here)
    text = rewrite(r"\b(anyone|anybody|someone|somebody) (?:techy|technical|tech|dev)"
                   r"(?= (?:in|at|from)\b)", r"\1", text)
    # `anyone on an asia timezone`: there; `newest to coding`: the fewest years of it
    text = rewrite(r"\b(?:on|in) (?:an? |the )?(?!(?:the|an?|same|my|your|our|their|his|her"
                   r"|this|that|other|different)\b)([a-z]+(?: [a-z]+)?) time ?zones?\b", r"in \1",
                   text)
    text = rewrite(r"\b(?:the )?newest to (?:coding|programming)\b", "the least experienced",
                   text)
    # `who's been at it longest`: at the work the team does, coding; `been in industry the
    # longest`: employed
    text = rewrite(r"^(who(?:s| has| have)?|which of (?:us|you)(?: has| have)?) been (?:at|doing)"
                   r" (?:it|this)(?: the)? longest\b", r"\1 been coding the longest", text)
    text = rewrite(r"\b(?:(?:whos|who has|who have|who is) |(?<=who )(?:has |have )?)been in"
                   r" (?:the )?industry(?: the)? (longest|shortest)\b",
                   lambda m: "who has the " + ("most" if m[1] == "longest" else "least")
                   + " industry experience", text)
    # `anyone down under?`: in australia
    text = rewrite(r"\b(anyone|anybody|someone|somebody|who|whos|who is|who are|people|folks|ppl"
                   r"|devs)(?: here)?(?: (?:based|living|located|sitting|working))? down under\b"
                   r"(?! (?:the|a|an|my|your|his|her|our|their|its|it|that|this|there|load)\b)",
                   r"\1 in australia", text)
    # `who do we have on the ground in kenya`, `the people we have across africa`: in it
    text = rewrite(r"\b(?:on the ground in|across) (?=(?:the )?(?P<p>[a-z]+(?: [a-z]+)?)"
                   r"[?!. ]*$)", lambda m: "in " if known_place(m["p"]) else m[0], text)
    # `study at one of the iits in india`: at one of them
    text = rewrite(r"\b(studied|study|studying|went|go|graduated) (at|to|from) one of the"
                   r" (?=[a-z]+s\b)", r"\1 \2 ", text)
    # `who studied psych or cs`: computer science, as `cs` alone is often the game
    text = rewrite(r"\b((?:studied|study|studying|degrees? in|majored in|major in|majoring in)"
                   r"(?: [\w-]+){1,3} (?:or|and/or)) cs\b", r"\1 computer science", text)
    # `top 3 longest employed as devs`: by their years employed
    text = rewrite(r"\b(?:the )?longest employed(?: as (?:devs?|developers?|engineers?"
                   r"|programmers?))?(?=[?!. ]*$)", "most years of employment", text)
    # `stack overflow score`: its reputation
    text = rewrite(r"\b(stack ?overflow|so) (?:score|points)\b", r"\1 reputation", text)
    # `list everybody in europe (uk counts)`: what is meant by it, no condition of its own
    text = rewrite(r"\s*\((?:[\w ]{1,30} )?(?:counts|included|count too)\)", " ", text)
    text = said_precisely(text)
    # `(thanks seun for booking the room 🙏)`, `(i think that's what they're called now lol)`: an
    # aside of several words in the middle of a longer message, no part of the question
    text = rewrite(r"(?<=\S)\s*\((?=[^()]*\b(?:i|im|me|my|we|lol|haha|sorry|thanks|thx|btw|fyi"
                   r"|again|sigh|ask|promise|tbh|honestly|literally)\b)(?:[^()\s]+\s+){3,}[^()]*\)"
                   r"(?=\s*[^\s?!.])", " ", text)
    # `a master of science (ms/msc)`: the same said short
    text = rewrite(r"\s*\((?:[a-z.]{1,6}\s*/\s*)+[a-z.]{1,6}\)", " ", text)
    text = without_greeting(text)
    text = rewrite(_GITHUB, r" \1 ", text)
    # A link to look at is office talk (`review <link> when you can`); any other says nothing.
    text = rewrite(r"\b(review|look at|check|merge|approve|test|open|read)((?: my| our| this| the"
                   r"| a)?) (?:https?://|www\.)\S+", r"\1\2 link", text)
    text = rewrite(r"https?://\S+|\bwww\.\S+", " ", text)
    text = rewrite(r"\s+[—–]+\s+|\s+--?\s+", ", ", text)  # a dash between two parts
    text = rewrite(r"\bw/o\b", "without", text)
    # `ex amazon n ex google`, `daniel n jan whats the diff`: and, typed short, where two are
    # set side by side or two employers named (not `what is n in the formula`)
    if _SIDE_BY_SIDE.search(text):
        text = rewrite(r"(?<=[a-z])(?<!\btop)(?<!\bis)(?<!\bme) n (?=[a-z])", " and ", text)
    # `if i had a tricky python problem, who is the most skilled at it`: a need supposed, then
    # who fits it, as a need told
    text = rewrite(r"^(?:so |and )?(?:if|say|suppose) (?:i|we) (?:had|got|ran into|hit|needed)"
                   r" (?=(?:a|an) [^,?]{1,60}, (?:who|which|whom)\b)", "i have ", text)
    # `x and y whats the diff`: the difference, not a code change
    text = rewrite(r"\b(whats|what is|what s) the diff(?= between\b|[?!. ]*$)",
                   r"\1 the difference", text)
    # `what does lena work on day to day`: what she works on
    text = rewrite(r"\b(?:on a )?day[- ]to[- ]day(?: basis)?\b", " ", text)
    # `anybody around who's decent at c++`: whoever is about, not a place
    text = rewrite(r"\b(anyone|anybody|someone|somebody|people|folks) around (?=(?:who|whos|that"
                   r"|thats|with)\b)", r"\1 ", text)
    # `need a hand with llvm`, `lend a hand with triton`: help with it
    text = rewrite(r"\b(?:give (?:me |us )?|lend (?:me |us )?)?an? (?:quick |little )?hand"
                   r" (?=with\b)", "help ", text)
    # `been on the triton repo`, `hacking on the pixelflow repo`: a repository, whatever the
    # verb before it
    text = rewrite(r"\b(?:(?:hack|hacks|hacked|hacking|tinker|tinkers|tinkered|tinkering"
                   r"|commit|commits|committed|committing) (?:on|in|to|with) )?the"
                   r" ([\w.-]+(?:/[\w.-]+)?) (?:repo|repository|codebase)\b",
                   r"contributed to \1 repo", text)
    # `worked at the met office`: an employer before, whose name may end in office (`works
    # at the london office` is where someone is now)
    text = rewrite(r"\b(worked|employed) at the (?!new\b|main\b|old\b)([a-z]+) (?:office|hq)\b",
                   r"\1 at \2", text)
    # `at the shanghai office` is a place, as `in shanghai` is; `the shanghai office` too
    text = rewrite(r"\bat the (?!new\b|main\b|old\b)([a-z]+) (?:office|offices|hq|campus)\b",
                   r"in \1", text)
    text = rewrite(r"\b(?:new|main|old|big|other) (?:office|offices|hq|campus)\b", "office", text)
    text = rewrite(r"\b(?!the\b|which\b|what\b)([a-z]+) (?:office|offices|hq"
                   r"|campus)\b", r"\1", text)
    text = rewrite(r"\bw/(?=\s)", "with", text)
    # `does not know docker` as `doesnt know docker`: one way to say it for every reading
    text = rewrite(r"\b(does|do|has|have) not\b", r"\1nt", text)
    # `used kafka in anger`, `in production`: how a thing was used, no place nor topic
    text = rewrite(r"(?<!defense)(?<!defence) \bin (?:anger|the wild|practice|depth|detail"
                   r"|real life)\b(?= *(?:[?!.,;:]|$|and\b|or\b|but\b))", "", text)
    # `all our devices in the field`: where they are deployed, not a place anyone lives
    text = rewrite(r"(?<=\w)(?<!\bbased)(?<!\blocated)(?<!\bliving)(?<!\blives) (?:out )?in the"
                   r" field\b(?= *(?:[?!.,;:]|$|and\b|or\b|but\b))", "",
                   text)
    text = rewrite(r"\b((?:used|using|uses|run|ran|runs|running|deployed|deploying|shipped|operated"
                   r"|operating)(?: [\w.+#-]+){1,3}) (?:in|to|into) (?:production|prod)\b", r"\1",
                   text)
    # `tiles look broken at zoom 14`: a level of something, no employer nor place
    text = rewrite(r"\b(?:at|on) (?:zoom|level|step|line|page|row|stage|version|size|scale|port"
                   r"|index|offset|position|minute|percent|frame|slide|tab|column) ?\d+\b", " ",
                   text)
    # `did anyone work at clio before`, `anyone worked at convoy before it shut down`: having
    # worked there asks of the past too
    text = rewrite(r"(\b(?:(?:work|worked|works|working) (?:at|for)|(?:was|were|been) at(?! the\b))"
                   r" [\w.&'-]+"
                   r"(?: [\w.&'-]+){0,2}?)"
                   r" (?:before|previously|earlier|in the past|back then|at some point)"
                   r"(?: (?:it|they)"
                   r" (?:shut down|closed|folded|went under|went bust|was acquired|got acquired"
                   r"|was bought|got bought|died))?(?=[?!.,]|$)",
                   r"\1", text)
    # `a graduate of the university of porto's engineering faculty`: of the university
    text = rewrite(r"\b(university of [a-z]+(?: [a-z]+)?)s (?:[a-z]+ )?(?:faculty|school|department"
                   r"|campus)\b", r"\1", text)
    text = rewrite(r"\buni of\b", "university of", text)  # `warsaw uni of technology`
    # a phone's autocorrect, a word that sounds the same: `wear is ines based`, `does rafael no
    # rust`, `most experienced dev hear`, `where did siobhan go two uni`, `who nose kafka`
    text = rewrite(r"^wear (?=(?:is|are|does|did|do)\b)", "where ", text)
    text = rewrite(r"\b(does|do|did) ([a-z]+) no (?!(?:longer|one|more|idea|way|clue)\b)(?=[a-z])",
                   r"\1 \2 know ", text)
    text = rewrite(r"\b(devs?|developers?|engineers?|person|people|folks|one|anyone) hear\b",
                   r"\1 here", text)
    text = rewrite(r"\b(go|went) two (?=(?:uni|university|college|school)\b)", r"\1 to ", text)
    text = rewrite(r"\bwho nose\b", "who knows", text)
    # `who did uni in porto`: studied there
    text = rewrite(r"\bdid (?:(?:their|his|her) )?(?:uni|university|college|studies|undergrad)"
                   r" (in|at)\b|\bdid (?:(?:their|his|her|a) )?degrees? (at)\b", r"studied \1\2",
                   text)
    text = rewrite(r"\b(?:every1|evry1)\b", "everyone", text)
    # `had one on that tooth 3 yrs ago`, `15 yrs of data`: when, and how much data, no one's
    # years of coding
    # (`who started coding 3 years ago` is asked of their years)
    ago = "" if re.search(r"\b(?:start\w*|began|begun|joined|learn\w*)\b", text) else "ago|back|"
    text = rewrite(r"\b(?:a|one|two|three|\d{1,2}|a few|several|a couple of) (?:years?|yrs?)"
                   rf" (?:{ago}of (?:data|history|records|logs|backups|archives|emails))\b", " ",
                   text)
    # `plan hop contracts a year out`: how far ahead something is planned, no years of anyone
    text = rewrite(r"\b(?:a|one|two|three|four|five|six|\d{1,2}|a few|several|a couple of)"
                   r" (?:years?|months?|weeks?|yrs?) (?:out(?! of\b)|ahead|in advance|from now)\b",
                   " ", text)
    # `9-11 yrs coding, who's in that range?`: the range said before
    text = rewrite(r"\b(?:in|within) (?:that|this|the same|those) (?:range|bracket|band"
                   r"|window)s?\b",
                   " ", text)
    # `who works on getting the reports read in`: on the reports, no repository `getting`
    # (`working on getting the pizza order` is an errand)
    text = rewrite(r"\b((?:works?|working|worked) on) getting"
                   r"(?= [a-z]|[?!. ]*$)(?! " + O.OFFICE_THINGS + ")", r"\1", text)
    # `read xslt without crying`: a joke of how it feels, neither someone left out nor what
    # they know
    text = rewrite(r"\bwithout (?:crying|dying|screaming|panicking|swearing|losing (?:my|your"
                   r"|their|our) (?:mind|minds|sanity|hair)|going (?:insane|crazy|mad|nuts))\b",
                   " ", text)
    # `keeps tills running without a connection`: offline, how it runs, no one left out
    text = rewrite(r"\bwithout (?:a |an |any )?(?:internet |network |data |phone |mobile )?"
                   r"(?:connection|internet|network|signal|wifi|wi-fi|reception|coverage"
                   r"|connectivity)\b", "offline", text)
    # `which of us did that?`: whoever did one thing, not a list of everyone
    text = rewrite(r"\bwhich (?:one )?of (?:us|you|you guys|you all|them|the team)"
                   r" (?=(?:did|made|built|wrote|fixed|broke|changed|owns|set up|added)\b)", "who ",
                   text)
    # `how that works on our side`: a turn of phrase, no repository worked on
    text = rewrite(r"\b(?:on|at|from) (?:our|their|your|my|the other) (?:side|end)\b", " ", text)
    # `that makes sense, thanks`: agreement, not the build tool
    text = rewrite(r"(?:^|\b(?:that|it|this|ok|okay|yeah|ah|oh)\b) ?makes? (?:total |perfect |more"
                   r" |a lot of )?sense\b", " ", text)
    # `who's the right person for payouts`: the person for payouts
    text = rewrite(r"\b(?:the )?(?:right|correct|proper) (person|people|guy|contact|folks)"
                   r"(?= (?:for|to ask|to talk to|to ping|on|about)\b|[?!. ]*$)", r"the \1", text)
    # `went to uni in brazil`: studied at a school there
    text = rewrite(r"\b(?:went|go|goes|going) to (?:uni|university|college|school|grad school)"
                   r" in\b", "studied in", text)
    # `who was educated in hong kong`, `did anyone attend university in spain`: the same
    text = rewrite(r"\b(?:(?:was|were|got|been) )?educated in (?=([a-z][a-z .-]{1,30}?)(?:[?!.,]|"
                   r" or | and | \(|$))|\b(?:attend|attends|attended) (?:a )?(?:uni|university"
                   r"|college|school|grad school) in (?=([a-z][a-z .-]{1,30}?)(?:[?!.,]| or | and"
                   r"| \(|$))",
                   lambda m: "studied in " if known_place(m[1] or m[2]) else m[0], text)
    # `kubernetes/kubernetes contributions`: contributed to the repository
    text = rewrite(r"\b(?:has|have|with|got|had|any) ([\w.-]+/[\w.-]+) (?:contributions|contribs"
                   r"|prs|commits)\b", r"contributed to \1", text)
    # `did wei ever push anything to apache/tvm`, `which of us have kubernetes/kubernetes in
    # their github contributions`: contributed to the repository
    text = rewrite(r"\b(?:touched|patched|hacked on|hacked|worked on) ([\w.-]+/[\w.-]+)",
                   r"contributed to \1", text)  # `anyone touched kubernetes/kubernetes`
    text = rewrite(r"\b(?:push|pushed|send|sent|land|landed|submit|submitted|upstream|upstreamed)"
                   r"(?: (?:anything|something|code|patches|prs|commits|changes|stuff|fixes))?"
                   r" (?:to|into|upstream to) ([\w.-]+/[\w.-]+)", r"contributed to \1", text)
    text = rewrite(r"\bcontributed (?=contributed to\b)", "", text)  # `contributed upstream to`
    text = rewrite(r"\b(?:have|has|with|had) ([\w.-]+/[\w.-]+) (?:in|among|on) (?:their|his|her)"
                   r" (?:github )?(?:contributions|contribs|repos|repositories|projects)\b",
                   r"contributed to \1", text)
    text = rewrite(r"\blangs\b", "languages", text)
    text = rewrite(r"\bcontribs\b", "contributions", text)
    text = rewrite(r"\byrs\b", "years", text)
    text = rewrite(r"\bgimme\b(?! a (?:sec|second|min|minute|moment|break"
                   r"|hand)\b)", "give me", text)
    # a title by its initials, as headlines spell it out: `who's our sre`
    text = rewrite(r"\b(sre|swe)s?\b", lambda m: _TITLES[m[1]], text)
    # `who knows how to make the batteries last`: making is no skill (`make` the tool is)
    text = rewrite(r"\bhow to make\b ?", "how to ", text)
    text = rewrite(r"\b(coding|programming|employment) years\b", r"years of \1", text)
    # `coding exp` is experience; `exp` alone may be anything (`exp backoff`)
    text = rewrite(r"\b(coding|dev|work|programming|industry) exp\b", r"\1 experience", text)
    text = rewrite(_STACK_OVERFLOW, "stackoverflow", text)
    # `does anyone on the team answer questions on stack overflow`: who is there, not a name
    text = rewrite(_ANYONE_ON_SO, "who is on stackoverflow", text)
    text = rewrite(_ARE, "are", text)
    text = rewrite(_PEOPLE_ARE, r"\1 are", text)
    text = correct_keywords(short_typos(text))
    text = rewrite(_BASED, r"based in \1", text)
    text = rewrite(_WHO_BASED, r"\1 based in \2", text)
    text = rewrite(_ARE_BASED, r"\1 based in \2", text)
    text = rewrite(r"\((\w[\w ./-]*)\)", r" \1 ", text)  # `(inclusive)`, `(rust-lang/rust)`
    # Emoji and other symbols say nothing a profile holds (`who knows rust 🦀`).
    text = "".join(" " if unicodedata.category(ch) == "So" or ch == "\ufe0f" else ch for ch in text)
    text = rewrite(r"\s+", " ", text).strip()
    if len(text) > MAX_READ:
        text = text[: text.rfind(" ", 0, MAX_READ) if " " in text[:MAX_READ] else MAX_READ]
    plain = rewrite(_COURTESY_END, "", text)
    text = plain if len(plain.split()) >= COURTEOUS_WORDS else text
    text = text.rstrip(PUNCTUATION)
    text = as_asked(text.rstrip(PUNCTUATION))
    text = rewrite(_CHAT_END, "", text)  # `how do i use this bot lol`
    wondered = _WONDERED.search(text)
    if wondered is not None:
        text = text[wondered.start("who") : wondered.end("asked")]
    fits = _WHO_FITS.search(text)
    if fits is not None:
        told = text[: fits.start()]
        people = _PEOPLE_NAMED.search(told)
        need = _NEED.search(told)
        # (`the architecture board wants people with…`: someone else's need, said of people;
        # `the mentoring scheme is for developers with under five years of coding`: who it is
        # for, by their years)
        theirs = not set(told[: need.start()].split()) <= _ASKER if need else (
            people is not None and read_years(told[people.end() :])[0] is not None
        )
        # (not one who points back at a name: `…engineers who studied there`)
        after_need = need is None or (people is not None and people.start() > need.start())
        if people is not None and theirs and after_need and not re.search(r"\bthere\b", told):
            text = told[people.start() :]
        elif need is not None:
            text = told
    return reword(text), addressed
