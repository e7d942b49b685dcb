"""Questions within a longer message: its first sentence when that asks by itself, a part
that asks when others only tell, and someone named anywhere in a question about them. The
engine reads these when the message read whole says nothing it can answer."""

from __future__ import annotations

import re

from bot.answers import cues as C
from bot.answers import office_talk as O
from bot.answers import people_shapes as S
from bot.answers import phrasing as P
from bot.answers.cleaning import MAX_READ, clean, ends_asking, without_greeting
from bot.answers.rewording.known import known_skill
from bot.answers.rewrite import rewrite
from bot.answers.trouble_words import troubled
from bot.search import thresholds as T
from bot.search.directory import Directory
from bot.search.text import fold

# Where one sentence or part of a message ends and another begins.
_SENTENCE = re.compile(
    r"(?<=[?!;:])\s+|(?<=\.)\s+(?=[A-Za-z])|\s+[—–-]{1,2}\s+|,\s+(?!(?:or|and|but|not|nor"
    r"|except|without|who|whos|that)\b)|\n+"
    # `exporter panic 04:12 / does david know go?`: a slash before a question ends a part
    r"|\s+[/|]\s+(?=(?:who|whos|what|whats|where|wheres|which|how|does|did|do|is|are|has"
    r"|have|can|could|any|anyone|anybody)\b)"
    # an emoji between two parts ends the first (`the build broke again 🙃 who knows go`)
    r"|\s*[\U0001F1E6-\U0001F1FF\U0001F300-\U0001FAFF\u2600-\u27BF\uFE0F\u200D]+\s+(?=\w)"
    # `who knows c# lol our one .net service is on fire`: a laugh ends what was asked
    r"|\s+(?:lol|lmao|haha|rofl|lmfao)\s+(?=\w)"
)
MAX_FIRST_SENTENCE = 120  # characters of a first sentence read alone


def _folded(message: str, tail: bool = False) -> str:
    """The message folded line by line, its lines kept: a line ends a part (`- booth is
    booked\nwho of us went to eth`). Its first MAX_READ characters, or with `tail` its last,
    from the first whole word on."""
    said = message[:MAX_READ]
    if tail and len(message) > MAX_READ:
        said = message[-MAX_READ:]
        if not message[-MAX_READ - 1].isspace() and " " in said:
            said = said[said.find(" ") + 1 :]  # from the first whole word
    lines = (fold(line) for line in said.split("\n"))
    return without_greeting("\n".join(line for line in lines if line))
MAX_NAME_RUN = 3  # words of a name looked for within a message
MAX_NAME_SEARCHES = 4  # name searches for someone named within a message, at most
# A word that may be a first name typed with a typo: letters only, five or more.
_TYPED_NAME = re.compile(r"[^\W\d_]{5,}")
MAX_WORDS = 24  # words of a message a name is looked for in
_QUESTION_WORDS = frozenset({"what", "whats", "where", "wheres", "who", "whos", "how", "which"})


# A skill named, then the `anyone?` that asks who knows it: `kubernetes, anyone?`.
_SKILL_ANYONE = re.compile(
    r"(?P<skill>[\w+#./-]+(?: [\w+#./-]+)?), (?:anyone|anybody|any1|someone|somebody)(?: here)?\?"
)


def first_sentence(message: str) -> str | None:
    """The first sentence of a longer message, when it asks something by itself (`best
    pytorch person here? got a weird autograd thing`); None otherwise. A question usually
    comes first and its context after; a part after a comma that starts with `or`, `and`,
    `but` or `not` belongs to the question."""
    text = _folded(message)
    # `kubernetes, anyone? cluster upgrade coming up`: a skill, then the `anyone?` asking for it
    skill_asked = _SKILL_ANYONE.match(text)
    if skill_asked and known_skill(skill_asked["skill"]) and text[skill_asked.end() :].strip():
        return skill_asked[0]
    parts = [p.strip() for p in _SENTENCE.split(text, maxsplit=1)]
    if len(parts) < 2 or not any(ch.isalnum() for ch in parts[1]):
        return None
    first = parts[0]
    if len(first) > MAX_FIRST_SENTENCE:
        return None  # a question is a short sentence; reading a long one twice costs
    return first if first.endswith("?") or asks(first) else None


# A last sentence read alone asks for people: `…, who on the team has contributed to x?`,
# never `friday deploys, what could go wrong`.
_ASKS_PEOPLE = re.compile(
    r"(?:who|whos|whom|anyone|anybody|someone|does anyone|has anyone|is anyone|is there anyone"
    r"|does anybody|has anybody|is anybody|did anyone|did anybody|is there anybody"
    r"|how many (?:people|of us|folks|ppl|devs|engineers|profiles)"
    r"|which of (?:us|you|u|the team|these|those|the|our|them|yall)"
    r"|compare|(?:the )?differences? between"
    # `…, need a postgis wizard`: someone who knows it, asked for
    r"|(?:i |we )?need (?:a|an|some) [\w+#./-]+(?: [\w+#./-]+)? (?:expert|experts|wizard|guru"
    r"|person|pro|dev|developer|engineer|ninja)"
    # `…, need someone with c++`, `need whoever owns the solver`
    r"|(?:i |we )?need (?:someone|somebody|anyone|anybody|whoever|a person|people) (?:with|who"
    r"|that|(?:owns|knows|runs|built|maintains|handles)\b)"
    # `…, need whoever produces the daily delay reports`
    r"|(?:i |we )?need whoever [a-z][\w-]*(?:s|ed)\b"
    r"|which (?:devs?|developers?|people|engineers?|folks|persons?|ones?|candidates?)"
    # `which lukas knows controls`: one of the people of a name
    r"|which [a-z][\w'-]*(?: [a-z]\.?)? (?:knows|is the)"
    # `kth asked us for a guest lecturer, any kth alumni?`: people of a kind, asked for
    r"|any (?:[\w+#./-]+ ){1,3}(?:alumni|grads|graduates|folks|people|ppl|devs|developers"
    r"|engineers|users|contributors|experts)"
    r"(?=(?: (?:on|in) (?:the|this|our) team| (?:a)?round here| here)?[?!. ]*$)"
    # `timetable db slow since 06:00 - best at postgres?`: the first at a skill, asked for
    r"|(?:(?:whos|who is) )?(?:the )?(?:best|strongest) (?:at|in|with) [\w+#./-]+"
    r"(?: [\w+#./-]+)?(?=[?!. ]*$)"
    # `new recruiter here 👋 can u show me all the profiles`, `…, list everyone with the
    # rockstar badge`: people listed on request
    r"|(?:(?:can|could) (?:u|you) |pls |please )?(?:list|show(?: me)?|give me|gimme)"
    r" (?:all|every|everyone|everybody|the (?:whole|full) (?:team|roster|list)|the people"
    r"|the profiles|people))\b"
)


def last_sentence(message: str) -> str | None:
    """The last sentence of a longer message, when it asks for people by itself (`got a
    weird lowering bug in triton, who on the team has contributed to triton-lang/triton`);
    None otherwise. A long message is read from its end: background first, the ask last."""
    text = _folded(message, tail=True)
    parts = [p.strip() for p in re.split(r"[,:]\s+|" + _SENTENCE.pattern, text) if p and p.strip()]
    if len(parts) < 2 or len(parts[-1]) > MAX_FIRST_SENTENCE:
        return None
    last = parts[-1]
    # (asked politely: `could someone set out the difference between …`)
    said = _ASKS_PEOPLE.match(last) or _DIFFERENCE.match(clean(last)[0])
    # (a sentence of its own ends where the message does: `…. is anybody based in the us`)
    sentences = _sentences(text)
    whole = len(sentences) > 1 and sentences[-1] == last
    return last if said and (asks(last) or last.endswith("?") or whole) else None


def last_asked(message: str) -> str | None:
    """The last sentence of a longer message, after the background, when it asks anything of
    the bot (`…, so i can tell the agency. what skills does léa have?`, `… can you pull up sofia
    for me`, `…. sofia vs tomas?`); None otherwise. What it asks may be of no one here
    (`…. how did the demo go?`): bot.answers.in_parts takes its answer only when it is about
    someone named in it, or asks for people."""
    text = _folded(message, tail=True)
    sentences = _sentences(text)
    last = sentences[-1] if sentences else ""
    if len(last) > MAX_FIRST_SENTENCE:
        # (a long last sentence whose last part asks: `…, could you tell me about priya`)
        part = re.split(r",\s+", last)[-1]
        return part if len(part) <= MAX_FIRST_SENTENCE and _REQUESTED.match(part) else None
    if len(sentences) < 2:
        # (one sentence whose last part asks about someone: `iphone app crashed on the sign
        # off screen, what skills does kenji have`)
        part = re.split(r",\s+", last)[-1]
        return part if part != last and _OF_SOMEONE.match(part) else None
    if _WEIGHED.match(last) or _VERSUS.fullmatch(last):
        return last  # (`…. priya or jurgen, who has more experience`)
    asked = _ASKED_LAST.match(last) and (
        last.endswith("?") or _REQUESTED.match(last) or _OF_SOMEONE.match(last)
    )
    # (not of someone told of before it: `is mei back? did she get the job at google?`)
    back = re.search(r"\b(?:he|she|they|him|her|his|hers|them|their|it|that|this)\b", last)
    return last if asked and not back else None


def _sentences(text: str) -> list[str]:
    """A folded text's sentences, in order."""
    return [p.strip() for p in _FULL_STOP.split(text) if p.strip()]


# Two people set side by side alone: `sofia vs tomas?`.
_VERSUS = re.compile(
    r"[a-z][\w'-]*(?: [a-z][\w'-]*)? (?:vs\.?|versus) [a-z][\w'-]*(?: [a-z][\w'-]*)?\??"
)
# Where a sentence ends.
_FULL_STOP = re.compile(r"(?<=[.?!])(?<!\bvs\.)(?<!\bdr\.)(?<!\bmr\.)(?<!\bms\.)\s+(?=\S)|\n+")
# How a last sentence that asks anything begins.
_ASKED_LAST = re.compile(
    r"(?:what|whats|where|wheres|which|how|hows|who|whos|whom|whose|does|did|do|is|are|has"
    r"|have|can|could|would|will|tell me|show me|give me|list|compare|pull up|id like"
    r"|i would like)\b"
)
# A question about someone, asked without a question mark: `what does tomas work on exactly`.
_OF_SOMEONE = re.compile(
    r"(?:what|where|which|how|who)(?: [\w'-]+){0,2} (?:does|did|has|is|was) (?!(?:it|this|that"
    r"|there|the|a|an|anyone|anybody|someone|somebody|everyone|we|you|i|they|he|she)\b)[a-z][\w'-]*"
    r" [a-z]"
    # `…. what's tomás's job title`: a field of someone's profile
    r"|(?:whats|what is|what are|wheres|where is) [a-z][\w'-]*s (?:job title|title|role|job"
    r"|stack|skills?|background|headline|focus|github|repos?|languages?|degrees?|school|employer"
    r"|company|location)$"
)
# A request to the bot, asked without a question mark.
_REQUESTED = re.compile(r"(?:(?:can|could|would) you|tell me|show me|give me|list|compare|pull up"
                        r"|(?:id|i would) like (?:a list|to know|to see))\b")


# A yes-or-no question about someone by its first words: `does arjun know redis`, `did wei ling
# go to nus`, `has beatriz ever sent patches to llvm`.
_YES_NO = re.compile(
    r"^(?:does|did|is|was|has|have|can|could)\s+(?!(?:anyone|anybody|someone|somebody|any1|any"
    r"|the|it|this|that|there|he|she|they|we|you|u|i)\b)[a-z]"
)


def yes_no_parts(message: str) -> list[str]:
    """The parts of a longer message that ask yes or no of someone by their first words, in
    order, whatever the part before or after says (`the velocity counters are evicting keys
    early, does arjun know redis`, `did wei ling go to nus, ther's an alumni thing`)."""
    text = _folded(message)
    parts = [p.strip(" ,.") for p in _SENTENCE.split(text)]
    if len(parts) < 2:
        return []
    return [p for p in parts if len(p) <= MAX_FIRST_SENTENCE and _YES_NO.match(p)]


# Words that begin a new clause in a message typed without punctuation: the question before
# them is read alone (`who knows swift the ios build has been red`, `wei or mei i need one
# person to review it`).
_CLAUSE_STARTS = frozenset(
    "i im ive id we were its theres they he she the my our this need want wanna cant dont"
    " so because bc since jk like gonna tbh settling".split()
)
# Words after which a phrase goes on: no clause begins right after them (`coming to the
# offsite`, `our person for the wasm component model`, `who is the`: a verb waits for what
# it says).
_GOES_ON = frozenset(
    "to for on in at of with about from by into onto than a an the our my your their and or"
    " but is are was were be been being has have had do does did".split()
)
# Where a question typed without punctuation starts: asking for people by what their
# profiles say (`can someone restart the pod` is a request; `who is on the rust rewrite`
# asks about work, not profiles).
_RUN_ON_START = re.compile(
    r"\b(?:(?:who|whos|who is)(?: (?:actually|really|still|currently|even))? (?:knows?|has|have"
    r"|had|worked|works|studied|went|lives|writes|uses|contributed|maintains|stronger|better"
    r"|more|been|based|in|at|from|the (?:most|best|strongest))"
    r"|(?:anyone|anybody|any1)(?: here)? (?:know|knows|who|with|from|in|at|based|worked|work"
    r"|studied)|how many|(?:which|who) of (?:us|you|the team)|which (?:devs?|people|engineers?"
    r"|folks))\b"
)
# Words of a question before a new clause can begin: `who knows swift`, the shortest that
# asks something (`who knows the` is no question).
MIN_RUN_ON = 3
# A line that carries on the question of the line before: `and lives in berlin`.
_GOES_ON_LINE = re.compile(r"(?:and|or|but|with|in|at|based|who|not)\b")
MIN_REMARK = 5  # words of a remark a question typed after it, without punctuation, follows
# (or fewer, when the remark tells of trouble: `container wont build who knows docker`)
MIN_TROUBLE = 2


def run_on_question(message: str) -> str | None:
    """The question in a message typed without punctuation, up to the first word that
    begins another clause; None when there is no such word after a question's start."""
    found = _run_on(message)
    if found is None:
        return None
    remark, said, cut = found
    if cut:
        return said
    before = len(remark.split())
    enough = before >= MIN_REMARK or (before >= MIN_TROUBLE and troubled(remark))
    return said if enough and len(said.split()) >= MIN_RUN_ON else None


def asked_after_trouble(message: str) -> str | None:
    """The question typed without punctuation after a few words of trouble, the reason it
    is asked (`container wont build who knows docker`); None for any other message."""
    found = _run_on(message)
    if found is None:
        return None
    remark, said, _ = found
    before = len(remark.split())
    told = MIN_TROUBLE <= before < MIN_REMARK and troubled(remark)
    return said if told and len(said.split()) >= MIN_RUN_ON else None


def _run_on(message: str) -> tuple[str, str, bool] | None:
    """What comes before a question typed without punctuation, the question up to the
    first word that begins another clause, and whether such a word ended it."""
    text = _folded(message)
    m = _RUN_ON_START.search(text)
    if m is None:
        return None
    remark = text[: m.start()]
    # a line ends it too, unless the next goes on with it (`\nand lives in berlin`)
    end = text.find("\n", m.start())
    while end >= 0 and _GOES_ON_LINE.match(text, end + 1):
        end = text.find("\n", end + 1)
    said = text[m.start() : end if end >= 0 else None].split()
    # a question mark ends it (`does anyone know? he mentioned he might be travelling`)
    asked = next((n for n, word in enumerate(said) if word.endswith(("?", "!"))), len(said))
    said = said[: asked + 1]
    for i in range(MIN_RUN_ON, len(said)):
        if said[i] in _CLAUSE_STARTS and said[i - 1] not in _GOES_ON:
            return remark, " ".join(said[:i]), True
        # `anyone from andela here mambo vipi`, not `how many people here know go`
        if said[i - 1] == "here" and said[i - 2] not in P.PEOPLE_WORDS:
            return remark, " ".join(said[:i]), True
    # `the statements query is so slow who knows postgres`: a question last, after a remark
    # of a clause or more (`rockstars who arent in china` is one phrase)
    return remark, " ".join(said), False


# A question for people after a remark's first words, joined by but or so: `random thought but
# is there anyone who knows zephyr`.
_ASKS_WITHIN = re.compile(
    r"\b(?:but|so|and|tho|though) (?P<q>(?:is there|are there|does|has|did|is) (?:anyone|anybody"
    r"|someone|somebody)\b|(?:who|anyone|anybody)\b(?= (?:here )?(?:knows?|has|have|worked"
    r"|works|who)\b))"
)


def asking_parts(message: str) -> list[str]:
    """The parts of a longer message that ask for people by themselves, in order: `also who
    knows golang` between a greeting and what it is for."""
    text = _folded(message)
    parts = [p.strip(" ,.") for p in _SENTENCE.split(text)]
    if len(parts) < 2:
        return []
    out = []
    for part in parts:
        part = rewrite(r"^(?:(?:also|and|so|but|btw|anyway|ok|okay|ugh|yeah|unrelated|random"
                       r"|fyi|q)\b[, ]*)+", "", part)
        # or a ranking asked for by its first words (`- strongest cuda person??`)
        asked = _ASKS_PEOPLE.match(part) or _RANKING.match(part)
        if not asked:
            # or asked after a remark's first words (`random thought but is there anyone
            # who knows zephyr`)
            within = _ASKS_WITHIN.search(part)
            part = part[within.start("q") :] if within else part
            asked = within is not None and asks(part)
        if part and len(part) <= MAX_FIRST_SENTENCE and asked:
            out.append(part)
    return out


# What a question is about, said before it: `graphql schema question, who's done graphql`.
_PREAMBLE = re.compile(
    r"^(?:[^,:;?!]{1,50}? (?:question|questions|q|issue|problem|bug|thing)\s*[,:;!?—–-]+"
    # or what it is for: `putting together speaker bios for the conf, how long has…`, `for
    # the reorg: everyone in stockholm`, `quick q for the report lol how many…` (read only
    # when the whole message says nothing: `for the london office, who knows go` is one)
    r"|(?:(?:quick |random )?(?:question|q) (?:for|about|re)|putting together|pulling together"
    r"|prepping|preparing|planning|writing up|updating|filling (?:in|out)|drafting|sorting out"
    r"|organi[sz]ing|working on|for (?:the|a|an|our|my)) [^,:;?!]{1,60}?"
    r"(?:\s*[,:;—–-]+|\s+(?:lol|lmao|haha|tbh))"
    # or who asks: `new on nights, can someone list everyone`, `just joined: who knows kafka`
    r"|(?:(?:im|i am|still) )?(?:new(?= here| on | to the team)|newbie|the new (?:guy|girl"
    r"|person|one)|just joined|just started|first (?:day|week|shift|night))"
    r"(?: here| on (?:the )?[a-z]+| to the team| on the team)?"
    r"\s*[,:;!—–-]+)\s*(?P<rest>.+)$"
)
# Everyone said something of, not asked for: `everyone did great`, `everyone is on time`.
SAID_OF_EVERYONE = re.compile(
    r"^(?:everyone|everybody)\b(?! (?:in|at|who|with|from|based|on|pls|please|that)\b|\W*$)"
)
# A request put as a question to the bot: `could you tell me how many…`.
_PUT_TO_YOU = re.compile(r"^(?:could|can|would) you (?:please )?(?:tell|show|give|list)\b")


def after_preamble(message: str) -> str | None:
    """The question after a preamble that names its subject (`pyspark question, anyone
    contribute to spark?`), when it asks something by itself; None otherwise."""
    m = _PREAMBLE.match(without_greeting(fold(message[:MAX_READ])))
    if m is None or not (asks(m["rest"]) or _PUT_TO_YOU.match(m["rest"])):
        return None
    if SAID_OF_EVERYONE.match(m["rest"]):
        return None  # `for the record: everyone did great`
    return m["rest"]


# Said to a colleague by name (`lukas, how's the job search going?`, `quick question for mei:
# did the nightly job finish?`): a question to them that never says he or she.
_SPOKEN_TO = re.compile(
    r"^(?:(?:quick )?(?:question|q) for |hey |hi |@)?[\w.'-]+(?: [\w.'-]+)?\s*[,:]\s*"
    r"(?P<rest>(?:did|does|do|how|hows|are|is|can|could|will|would|have|has|when|whens|any"
    r"|whats|what is|were|was)\b.+"
    # `priya, the goldman folks emailed again, should i reply or you?`: said to them
    r"|.*\b(?:you|your|youre|u|ur|yours)\b.*)$"
)
# What a profile tells, asked of someone after whether they are around (`is oluwaseun around?
# what's his stack`; `is wei ok? how is he doing` asks after him).
_OF_THE_PROFILE = re.compile(
    r"\b(?:stack|skills?|role|background|title|headline|focus|github|repos?|languages?"
    r"|experience|based|speciali[sz]es?|(?:work|works|working) on|do for (?:a living|work)"
    r"|(?:he|she|they) do)\b"
)
# A question's first word: what is asked after a remark.
_QUESTION_OPENS = re.compile(r"\s*(?:what|whats|where|wheres|which|how|hows|does|did|is|has)\b")
_THIRD_PERSON = re.compile(r"\b(?:he|hes|she|shes|him|his|her|hers|they|their|them|theyre)\b")
# The same without the comma: `hannah do you know where the spare chargers went?`.
_ASKED_OF_YOU = re.compile(
    r"^(?:hey |hi |@)?[\w.'-]+ (?P<rest>(?:do|did|can|could|will|would|have|are|were) (?:you|u)"
    r" .+)$"
)


def spoken_to(message: str) -> bool:
    """Whether a message asks a colleague something, addressing them by name first."""
    said = fold(message[:MAX_READ]).strip()
    m = _SPOKEN_TO.match(said) or _ASKED_OF_YOU.match(said)
    return m is not None and len(m["rest"].split()) > 2 and not _THIRD_PERSON.search(m["rest"])


def about_someone(message: str, prefix: str = "!") -> tuple[list[str], str] | None:
    """A question about someone named anywhere in it, in a shape no other reading knows
    (`arjn raghavan, where is he based`, `lukas's rust contributions`): the runs of words
    that may be their name, in the order to try them, and what is asked of them; None when
    the message does not ask about someone in that way."""
    said, _ = clean(message, prefix)
    said = rewrite(r"^(?:please|pls|plz|kindly) ", "", said)  # `kindly tell me about seun, …`
    text = rewrite(r"\s+", " ", rewrite(r"[,;:!?]+", " ", said)).strip()
    # (`is mei around? wanted to sync`: whether she is about, not about her)
    # (`need a birthday card for mei by friday`: for her, not about her)
    # (`is oluwaseun around? what's his stack`: whether he is about, then of his profile)
    present = O.PRESENCE.match(said)
    then = said[present.end() :] if present else ""
    if present and not (
        _QUESTION_OPENS.match(then) and _THIRD_PERSON.search(then) and _OF_THE_PROFILE.search(then)
    ):
        return None
    # (`where do we keep the golden reference models`: a thing of the day, not Morel's profile)
    if S.NOT_ABOUT.search(text) or O.OFFICE.search(then or text) or O.EVENTS.search(said) or (
        spoken_to(message) or O.LIFE.search(text)
    ):
        return None
    # (`amara's background pls, interviewing with her team tmrw`: asked first, then why)
    first = rewrite(r"\s+", " ", rewrite(r"[!?]+", " ", said.split(",")[0])).strip()
    # (`mei's skills, honestly impressive` is a remark)
    pleased = rewrite(r" (?:pls|please|plz)$", "", first)
    asked_first = pleased != first and S.ASKS_ABOUT.search(pleased)
    if not (ends_asking(message) or S.ASKS_ABOUT.search(text) or asked_first):
        return None
    topic = next((t for t, pattern in S.ABOUT_SOMEONE if pattern.search(text)), None)
    if topic is None:
        return None
    words = text.split()[: MAX_WORDS]
    asked = next((n for n, w in enumerate(words) if w in _QUESTION_WORDS), 0)
    found = []
    for start in range(len(words)):
        for size in range(MAX_NAME_RUN, 0, -1):
            run = words[start : start + size]
            if len(run) < size or any(w in P.SCAFFOLD or w in C.KEYWORDS for w in run):
                continue
            if size == 1 and run[0] in S.NAME_PARTICLES:
                continue
            # The name nearest the question first (`thanks wei! what does mei do?`), the
            # longest run of each place first.
            found.append((abs(start - asked), -size, " ".join(run)))
    return [run for *_, run in sorted(found)], topic


def named_within(d: Directory, runs: list[str], typos: bool) -> str | None:
    """The first of the runs of words (about_someone) that is clearly one person's name,
    within MAX_NAME_SEARCHES searches: with a word (three letters or more) of the name as
    written, or the whole name run together; or, with `typos`, one word of five letters or
    more that is a name with a typo, found beyond doubt."""
    words = d.ix.name_words
    searched = 0
    for run in runs:
        # `chenggangs stack overflow rep`: a name with its possessive s, or without it.
        for tried in (run, run[:-1]) if run.endswith("s") else (run,):
            if searched >= MAX_NAME_SEARCHES:
                return None
            # or the whole name run together, a space typed in the wrong place
            # (a hyphenated name's words are its own: `mei-ling`)
            parts = re.split(r"[\s-]+", tried)
            joined = len(parts) > 1 and "".join(parts) in words
            written = any(len(w) > 2 and w in words for w in parts)
            if typos:
                asked = not written and _TYPED_NAME.fullmatch(tried) is not None and not (
                    d.phrases.known_skill(tried)
                )
            else:
                asked = written or joined
            if not asked:
                continue
            searched += 1
            found = d.names.find(tried)
            least = T.NAME_TYPO_SCORE if typos else T.BARE_NAME_SCORE
            if found.clear and (found.score >= least or joined):
                return tried
    return None


def asks(part: str) -> bool:
    """Whether a part of a message is a question or a request by its shape (`who…`, `how
    many…`, `anyone…`, `need…`, `the difference between…`)."""
    text = rewrite(r"^(?:please|pls|plz|kindly) ", "", clean(part)[0])  # `please list …`
    return bool(C.QUESTION_START.match(text) or P.REQUEST.match(text) or _RANKING.match(text)
                or _WEIGHED.match(text) or _DIFFERENCE.match(text))


def asks_anyone(part: str) -> bool:
    """Whether a part of a message asks yes or no of anyone: `is anyone on the team based in
    dublin?`."""
    return bool(_ANYONE_ASKED.match(clean(part)[0]))


_ANYONE_ASKED = re.compile(r"^(?:is|are|has|have|was|were) (?:any(?:one|body)|some(?:one|body)"
                           r"|any of (?:you|us|them|the team))\b(?!(?: here)?(?: ever)? (?:been to"
                           r"|visited|gone to|travel\w*|tried|seen|heard)\b)")


# Two people set side by side by how they differ: `the difference between priya r and priya s`.
_DIFFERENCE = re.compile(r"^(?:whats |what is )?(?:the )?differences? between ")


# Two people weighed, then the question: `matías or chloé, who knows more about hls?`.
_WEIGHED = re.compile(r"^[a-z][\w'-]*(?: [a-z][\w'-]*)? (?:or|vs|versus) [a-z][\w'-]*"
                      r"(?: [a-z][\w'-]*)?(?:,? (?:who|which)\b"
                      # `mateus or tomasz for can bus issues?`
                      r"| (?:for|on|with) [^?]{1,60}\?$)")


# A ranking asked for by its first words: `top 3 by so reputation — thinking of…`.
_RANKING = re.compile(
    r"^(?:the )?(?:top \d{1,2}|top (?:one|two|three|five|ten))\b(?! (?:reasons?|ways?|tips?"
    r"|things?|mistakes?|problems?|issues?)\b)"
    r"|^(?:the )?(?:least|most) (?:experienced|senior|junior) (?:person|people|dev|devs"
    r"|engineer|engineers|one)\b(?! (?:is|are|was|were)\b)"
    r"|^(?:the )?(?:best|strongest) [\w+#.-]+ (?:dev|devs|person|people|engineer|engineers|folks"
    r"|guy|one)\b(?! (?:is|are|was|were)\b)"
    # `terraform anyone? need someone to sanity check a module`: a skill, asked of anyone
    r"|^[\w+#.-]+(?: [\w+#.-]+)? (?:anyone|anybody)(?=[?!. ]*$)"
)
