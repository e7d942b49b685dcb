"""Phrases of a question into conditions: each typed by its cue, or placed among everything
the data holds (a skill, company, place, school, repository, a person to leave out), with
what no entity explains searched in the profiles' own words (lists of skills and repositories
as typed, and a phrase that matches nothing, are in bot.answers.link_lists).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from rapidfuzz.distance import OSA

from bot.answers.clauses import ANY_BADGE, split_list
from bot.answers.conditions import CompanyCondition, Condition, SkillCondition
from bot.answers.cues import CUE_KIND
from bot.answers.facet_conditions import (
    BadgeCondition,
    FieldCondition,
    PlaceCondition,
    SchoolCondition,
)
from bot.answers.link_lists import (
    CALLED_REPO,
    Miss,
    content_words,
    repos,
    skills,
    with_words,
)
from bot.answers.lists import PersonCondition, SkillAndWords, TopicCondition
from bot.answers.question import Clause
from bot.answers.ranking import select
from bot.answers.repo_conditions import MaintainerCondition, RepoCondition
from bot.answers.rewording.known import known_skill
from bot.answers.wording import ANY_BADGE_SHOWN
from bot.search import thresholds as T
from bot.search.directory import Directory
from bot.search.employers import COMPANY_NOISE
from bot.search.phrases import Resolved
from bot.search.query_words import query_words
from bot.search.school_phrases import SCHOOL_NOISE
from bot.search.text import key
from bot.search.vocab import known_place

# Words of many fields' names that name none alone unless studying is said: `data science`
# is not data and a science.
_GENERIC_FIELDS = frozenset(
    "science sciences engineering technology studies arts system systems computer data information"
    " management design business computing".split()
)
# A company's name before `experience` or `background` asks who was ever there.
_EXPERIENCE_OF = re.compile(
    r"\b(?:has|have|with|got|any) (?P<what>[\w&. -]{1,30}) (?:experience|background)$"
)
# The longest run of words looked up as one entity: `shanghai jiao tong university`.
MAX_TYPOS = 4  # words of a phrase looked up with typos, at most
MAX_SPAN = 4
# A maintainer, named as such (`a maintainer on kubernetes`); `maintains` is contributing.
_MAINTAIN_CUES = frozenset({"maintainer of", "maintainers of", "maintainer for"})
# Words of events, office things and the day beside a skill: `the triton meetup`, `go
# home` ask of no one.
_OCCASIONS = frozenset(
    "meetup meetups meeting meetings talk talks event events conference conf session sessions"
    " workshop party lunch dinner project projects side weekend tonight tomorrow today patch"
    " build builds release releases server servers cluster deploy deployment version upgrade"
    " license course courses book books tutorial tutorials docs doc channel thoughts happening"
    " still on going bug bugs ticket tickets pr prs migration outage incident home back out"
    " now later soon early coffee break sleep bed office parking plugs plug karts kart fishing"
    " sticker stickers memes meme swag shirt hoodie".split()
)



# What a clause of each kind may turn out to name when it names nothing of its own kind:
# `in golang/go` a repository, `studied computer security` a field in the profile's words.
_FALLBACK = {"place": ("repo",), "company": ("repo",), "from": ("repo", "topic"),
             "school": ("school", "topic"), "repo": ("skill", "topic", "company"),
             "field": ("skill", "topic", "school")}  # fmt: skip
# A company named by its kind, not its name, that profiles tell of in those words: `a startup`,
# `an early-stage startup`, `an agency` (a bank's word is as often a customer's: `bank feeds`).
_A_KIND = re.compile(r"an? (?:[\w-]+ )?(?:startup|start-up|scale-?up|unicorn|consultancy|agency"
                     r"|non-?profit)s?$")
# A company other than the one people are at now: `another insurer`, `other banks`.
_ANOTHER = re.compile(r"(?:another|other|a different|different) ")
# Cues of a company clause that ask about everyone who was ever there, not only now.
# A thing asked about, which those who were ever at a company of its name know.
_ASKED_ABOUT = re.compile(r"\b(?:ask|asking|know|knows|talk|speak|chat)(?: to| with)? about\b"
                          r"|^about\b")
_EVER_CUES = frozenset({"worked at", "worked for", "interned at", "from", "worked in"})
# Words of company and school names that say nothing left over beside one of them.
NAME_NOISE = COMPANY_NOISE | SCHOOL_NOISE


# Words after a repository's name that call it one: `the dbt project`, `spring boot itself,
# the open-source project`.
_PROJECT = re.compile(r"(?: itself)?(?:,? (?:the )?(?:open[- ]?source )?(?:project|repo"
                      r"|repository|codebase))?$")
# A school named in its own language, whose word for a school many others share once accents
# are folded: `technische universitat dresden`.
_SCHOOL_NAMED = re.compile(r"\b(?:universitat|universitaet|hochschule|politecnico|polytechnique"
                           r"|ecole|escuela|universidad|universita|uniwersytet|universiteit)\b")
# Two words joined by `and`: `swift and kotlin`.
_JOINED_PAIR = re.compile(r"([\w+#.-]+) (?:and|&|\+) ([\w+#.-]+)")


class Linker:
    """Turns the clauses of a question into conditions over one Directory."""

    def __init__(self, d: Directory, tense: str | None = None) -> None:
        self.d = d
        self.asked_tense = tense  # of company conditions, as asked: now, past, ever, or None
        self.tense = tense  # of the clause being linked: the asked one, else its cue's
        self.role = False  # the clause being linked asks what people are now (Clause.role)
        self.work = False  # the question asks who has done something (Question.work)
        # the question asks only for a group of people by a phrase (`kindred folks`)
        self.lately = False
        self.kinds = True  # a kind of company may be asked (`worked at a bank`)
        phrases = d.phrases
        # What a phrase of each kind of facet clause resolves with, and the condition it makes.
        self._facets: dict[str, tuple[Callable[[str], Resolved], Callable[[Resolved], Condition]]]
        self._facets = {
            "company": (
                lambda t, exact=False: phrases.company(t, exact, kinds=self.kinds),
                lambda r: CompanyCondition(d, r.display, r.keys, self.tense),
            ),
            "place": (phrases.place, lambda r: PlaceCondition(d, r.display, r.keys, r.within)),
            "school": (phrases.school, lambda r: SchoolCondition(d, r.display, r.keys)),
            "field": (phrases.field, lambda r: FieldCondition(d, r.display, r.keys)),
        }

    def clause(self, clause: Clause, people: bool = False) -> list[Condition] | Miss:
        """The conditions one clause puts on people (`people`: a name may be one of them).
        A clause its cue typed that names nothing of that kind is placed as any phrase
        would be (`studied computer security`, `in golang/go`), when that finds something."""
        # `works at`, `googlers`, `anyone at`: there now; `worked at`, `from`: ever.
        self.tense = self.asked_tense or ("now" if clause.cue not in _EVER_CUES else None)
        if clause.kind == "any" and not clause.cue and not self.asked_tense and self.lately:
            # `kindred folks`: those there now, or when nobody is, those who were
            self.tense = "lately"
        if not self.asked_tense and _ASKED_ABOUT.search(clause.whole or clause.text):
            # `who should i ask about spotify`, `anyone know about spotify`: anyone who was
            # ever there, those there now first
            self.tense = None
        # A kind of company, not `the bank` of an errand (`i was at the bank, who works there`;
        # `one of the big consultancies` is one of them)
        the = re.search(rf"(?<!one of )\bthe {re.escape(clause.text)}\b", clause.whole)
        self.kinds = not the or self.d.phrases.company_kind(f"the {clause.text}") is not None
        if clause.kind in ("company", "from", "any") and _ANOTHER.match(clause.text):
            self.tense = "another"  # `worked at another insurer`: one before this one
        said = _EXPERIENCE_OF.search(clause.whole or "")
        if self.tense in ("now", "lately") and said and clause.text and clause.text in said["what"]:
            self.tense = None  # `who has yandex experience`: ever there
        self.role = clause.role
        if clause.titled and query_words(clause.text) and len(
            split_list(clause.whole or clause.text)
        ) == 1:
            # `who has 'data' in their title`: the headlines that say it, no skill or summary
            title = TopicCondition(self.d, query_words(clause.text), typos=False, role=True)
            return [title] if title.headlined else Miss("topic", clause.text)
        found = self._typed(clause, people)
        allowed = _FALLBACK.get(clause.kind, ())
        # A repository named in full (`tensorflow/tensorflow`) or called one (`the
        # tensorflow repo`) is that or nothing.
        if clause.kind == "repo" and ("/" in clause.text or CALLED_REPO.search(clause.text)):
            allowed = ()
        elif clause.kind == "repo" and re.search(r"[a-z]\.[a-z]", clause.text):
            allowed = ("skill",)  # `llama.cpp`: a repository's name, not words of a summary
        # `does anyone work at google`: a company the world knows that nobody here works at
        # is that miss, not its repositories
        vocab = self.d.keys.vocab
        if clause.kind == "company" and (
            key(clause.text) in vocab.companies or key(clause.text) in vocab.company_groups
        ):
            allowed = ()
        elif clause.kind == "company" and _A_KIND.match(clause.whole or ""):
            allowed = (*allowed, "topic")  # `worked at a startup`: a kind of company
        elif clause.kind == "from" and clause.cue == "at" and self.asked_tense == "past" and not (
            _A_KIND.match(clause.whole or "")
        ):
            allowed = ("repo",)  # `who used to work at boots`: a name, not a word of spring-boot
        elif clause.kind == "school" and _SCHOOL_NAMED.search(clause.text):
            # `technische universität dresden`: a school nobody here went to, not the words of
            # other schools' names
            allowed = ()
        if isinstance(found, Miss) and clause.kind == "field":
            # `got their degree in china`: at a school there
            located = self.d.phrases.schools_in(clause.text)
            if located is not None and located.keys:
                return [SchoolCondition(self.d, located.display, located.keys)]
        if isinstance(found, Miss) and allowed:
            words = content_words(clause.text)
            if words:
                other = self._any(Clause("any", " ".join(words), clause.cue), people)
                if not isinstance(other, Miss) and all(c.kind in allowed for c in other):
                    return other
        return found

    def continued(self, clause: Clause, people: bool = False) -> list[Condition] | Miss:
        """As `clause`; a phrase after `or` or `not` without a cue of its own is first read
        as the phrase before it was (`contributed to tvm or pytorch`: the repository), unless
        it names a person (`contributed to tvm except mei`)."""
        found = self.clause(clause, people)
        kind = CUE_KIND.get(clause.after)
        if kind in (None, "skill") or not clause.after:
            return found
        if not isinstance(found, Miss) and any(c.kind == "person" for c in found):
            return found
        typed = self.clause(Clause(kind, clause.text, clause.after, clause.whole), people)
        if isinstance(typed, Miss) and isinstance(found, Miss):
            # `went to stanford or harvard`: a school the world knows, that nobody here went to
            known = self.known(clause.text)
            return known if known is not None and known.kind == kind else found
        if isinstance(typed, Miss) and kind == "place" and known_place(clause.text) and (
            not isinstance(found, Miss) and all(c.kind == "school" for c in found)
        ):
            return typed  # `in berlin or london`: the city nobody is in, not a school named for it
        return found if isinstance(typed, Miss) else typed

    def _typed(self, clause: Clause, people: bool) -> list[Condition] | Miss:
        kind, text = clause.kind, clause.text
        if kind == "any":
            return self._any(clause, people)
        if kind == "skill":
            found = skills(self.d, text, self.work)
            parts = split_list(text)
            if isinstance(found, Miss) and found.typed != text and len(parts) > 1 and (
                self.d.phrases.known_skill(found.typed)
            ):
                # `swift and kotlin`, swift a skill nobody here has: nobody has both; a skill
                # nobody lists that profiles tell of in their own words is those words
                # (`distributed systems and python`)
                each = [self._typed(Clause("skill", part, clause.cue, part), people)
                        for part in parts]  # fmt: skip
                return next((one for one in each if isinstance(one, Miss)), None) or [
                    c for one in each if not isinstance(one, Miss) for c in one
                ]
            # A skill clause of more than the skill (`about gpu kernels`, `write plain c`) is
            # placed word by word; one word that is no skill stays a miss (`knows google`).
            if isinstance(found, Miss) and content_words(text) != [text]:
                return self._any(Clause("any", " ".join(content_words(text)), clause.cue), people)
            if isinstance(found, Miss) and len(text) > 1 and not self._other_entity(text):
                # A word that is no skill but the profiles' own (`knows databases`).
                topic = TopicCondition(self.d, query_words(text), typos=False, role=self.role)
                if topic.size:
                    return [topic]
            return found
        if kind == "repo":
            found = repos(self.d, text, self.work)
            bare = _PROJECT.sub("", text)
            if isinstance(found, Miss) and bare and bare != text:
                # `spring boot itself, the open-source project`: the repository so named;
                # `worked on the dbt project`: what the name is, when it is a word of some
                # repository's name (not `testing`, `design`), unless only contributions
                # count (`contributed to the pytorch repo`, `kubernetes itself`)
                named = repos(self.d, bare, self.work)
                exact = not isinstance(named, Miss) and all(
                    isinstance(c, RepoCondition) for c in named
                )
                loose = not isinstance(named, Miss) and "contribut" not in clause.cue and not (
                    re.search(r"\b(?:itself|repo|repository)\b", text[len(bare) :])
                ) and self.d.phrases.repo_word(key(bare))
                found = named if exact or loose else found
            if clause.cue in _MAINTAIN_CUES and not isinstance(found, Miss):
                # `kubernetes maintainers`: its maintainers, not everyone who contributed
                return [
                    MaintainerCondition(self.d, c.display, c.keys)
                    if isinstance(c, RepoCondition) else c
                    for c in found
                ]  # fmt: skip
            return found
        if kind == "badge" and text == ANY_BADGE:
            held = sorted(self.d.ix.badge_display)
            return [BadgeCondition(self.d, ANY_BADGE_SHOWN, held)] if held else Miss("badge", text)
        if kind == "badge":
            r = self.d.phrases.badge(text)
            return [BadgeCondition(self.d, r.display, r.keys)] if r.keys else Miss("badge", text)
        options = {
            "company": ("company",),
            "place": ("place", "skill", "company"),  # `outside google`: not at google
            "school": ("school",),
            "field": ("field",),
            "from": ("company", "place", "school", "field"),
        }[kind]
        if kind == "place" and clause.cue in ("is from", "are from"):
            options = (*options, "school")  # `who is from epita`: studied there
        if kind == "school" and (clause.cue.endswith(" in") or not (
            self.d.phrases.school(text, exact=True).keys
            or key(text) in self.d.keys.vocab.schools  # `went to oxford`: the university
        )):
            # `studied in germany`: at a school whose name says it is there (`studied at the
            # us` may be a school's initials)
            located = self.d.phrases.schools_in(text)
            if located is not None:
                if not located.keys:
                    return Miss("school", located.display)
                return [SchoolCondition(self.d, located.display, located.keys)]
        parts = split_list(text)
        # (`who used to work at microsoft and bytedance`: at both, as `worked at` reads it)
        if len(parts) > 1 and (kind in ("company", "school") or (
            kind == "from" and clause.cue == "at" and self.asked_tense == "past"
        )):
            # `university of california, berkeley`: one name with a comma in it
            resolve, make = self._facets["company" if kind == "from" else kind]
            whole = resolve(text, exact=True)
            if whole.keys:
                return [make(whole)]
            # `google and meta`: each of them, all named in the question.
            found: list[Condition] = []
            for part in parts:
                one = self._typed(Clause(kind, part, clause.cue, part), people)
                if isinstance(one, Miss):
                    return one
                found.extend(one)
            return found
        named = ""  # what a vocabulary calls the phrase, when the data has no one there
        for option in options:
            if option == "skill":
                r = self.d.phrases.skill(text)
                # a place is no distant typo of a skill (`in madrid` is not android; `in
                # pyhton` is python, `in machine lerning` machine learning, `in health`
                # healthcare)
                said = key(text).replace(" ", "-")
                # (nor is a place the world knows: `in tokyo` is no tokio, `in apac` no apache)
                near = not r.fuzzy or kind != "place" or (not known_place(text) and any(
                    OSA.distance(said, k.replace(" ", "-")) <= 1
                    or (len(said) >= 4 and k.startswith(said))
                    for k in r.keys
                ))
                if r.keys and near:
                    return skills(self.d, text, self.work)
                continue
            resolve, make = self._facets[option]
            r = resolve(clause.whole) if clause.whole and clause.whole != text else Resolved()
            if not r.keys or r.fuzzy:
                r = resolve(text)
            if not r.keys and content_words(text) and content_words(text) != text.split():
                r = resolve(" ".join(content_words(text)))  # `mit for their`: mit
            if r.keys and option == "company" and "place" in options and known_place(text) and (
                r.fuzzy or (kind == "place" and key(r.display) != key(text))
            ):
                # `anyone from india`: the country, not a typo of Indra; `based in canada`: not
                # Environment and Climate Change Canada
                continue
            if r.keys:
                return [make(r)]
            if not named and r.display and key(r.display) != key(text):
                named = r.display  # `the us`: United States
        if kind in ("company", "from"):
            r = self.d.phrases.company_by_initials(text)
            if r.keys:
                return [self._facets["company"][1](r)]
        schools = self.d.keys.vocab.schools
        if kind == "from" and key(text) in schools:
            return Miss("school", schools[key(text)])  # `anyone from oxford`: nobody studied there
        return Miss(options[0], named or text)

    def _other_entity(self, text: str) -> bool:
        """Whether a phrase names a company, place or school (`knows google` asks about
        no skill, and is no topic either)."""
        phrases = self.d.phrases
        return any(
            resolve(text, exact=True).keys
            for resolve in (phrases.company, phrases.place, phrases.school)
        )

    # ---- phrases no cue typed --------------------------------------------------------

    def _any(self, clause: Clause, people: bool) -> list[Condition] | Miss:
        found = self._any_read(clause, people)
        if not isinstance(found, list) or len(found) != 1 or " " not in clause.text.strip():
            return found
        # `react native`: a skill of its own, which nobody here lists, not the `react` its first
        # word names (`unit testing` may be `testing`)
        skill = found[0].skill if isinstance(found[0], SkillAndWords) else found[0]
        first = self.d.phrases.skill(clause.text.split()[0], exact=True).keys
        if isinstance(skill, SkillCondition) and first and skill.skill == first[0] and (
            known_skill(clause.text) and not self.d.phrases.skill(clause.text).keys
        ):
            return Miss("skill", clause.text)
        return found

    def _any_read(self, clause: Clause, people: bool) -> list[Condition] | Miss:
        whole = self._entity(clause.whole, exact=True, people=people) if clause.whole else None
        if whole is not None:
            return [whole]
        # `'senior' in their title`: a word said of people, asked of headlines
        words = content_words(clause.text) or (clause.text.split() if self.role else [])
        # `the data engineers`: a title whose words some headline holds, before the topic
        # (`data`) its first word is (`the google engineers` are google's people)
        said, d = clause.text.split(), self.d
        if self.role and len(said) > 1 and d.text is not None and not (
            d.phrases.company_named(said[0]).keys
        ) and len(d.text.in_field("headline", query_words(clause.text), 1, d.hidden_guilds)):
            return [TopicCondition(self.d, query_words(clause.text), typos=False, role=True)]
        found: list[Condition] = []
        left: list[str] = []
        i = 0
        while i < len(words):
            for j in range(min(len(words), i + MAX_SPAN), i, -1):
                entity = self._entity(" ".join(words[i:j]), exact=True, people=people)
                if entity is not None:
                    found.append(entity)
                    i = j
                    break
            else:
                left.append(words[i])
                i += 1
        left = [w for w in left if not (found and w in NAME_NOISE)]
        if len(found) > 1:
            # Several things asked together are each their holders: the profiles' words
            # widen one skill, not each of several (`gpu compiler work`).
            found = [c.skill if isinstance(c, SkillAndWords) else c for c in found]
        if not left:
            joined = re.search(r"\band\b|&|\bboth\b|,|\+", clause.whole or clause.text)
            if len(found) > 1 and not joined and not len(select(self.d, found)):
                # Entities no one has together may still be one topic: `llm inference`.
                topic = TopicCondition(self.d, query_words(" ".join(words)), role=self.role)
                if topic.size:
                    return [topic]
            return found or Miss("topic", clause.text)
        if not found and len(left) <= MAX_SPAN:
            known = self.known(" ".join(left))
            if known is not None and known.kind == "company" and (
                _EXPERIENCE_OF.search(clause.whole or "")
            ):
                # `anyone with sap experience`: nobody was ever there; its product, in the
                # words of a profile that holds it
                product = TopicCondition(self.d, query_words(" ".join(words)), typos=False)
                return [product] if product.size else known
            if known is not None:
                return known
        # Words no entity explains: the phrase is expertise in the profiles' own words, all
        # of it (`react concurrent rendering`), unless that finds nobody and the words are
        # typos of entities (`kubernets`).
        topic = query_words(" ".join(words))
        condition = TopicCondition(self.d, topic, typos=False, role=self.role) if topic else None
        if condition is not None and condition.size:
            return [condition]
        # Typos are looked for in a few words only: a question names a few things, and each
        # word looked up with typos costs a fuzzy search of every vocabulary.
        if 1 < len(left) <= MAX_TYPOS:  # one entity typed with a typo: `machine lerning`
            typo = self._entity(" ".join(left), exact=False, people=people)
            if typo is not None:
                return [*found, typo]
        typos = [self._entity(w, exact=False, people=people) for w in left[: MAX_TYPOS + 1]]
        if len(left) <= MAX_TYPOS and all(t is not None for t in typos):
            return found + [t for t in typos if t is not None]
        # Only then the profiles' words with a typo in them: `distributed sytems`.
        condition = (
            TopicCondition(self.d, topic, role=self.role)
            if topic and len(left) <= MAX_TYPOS
            else None
        )
        if condition is not None and condition.size:
            return [condition]
        # A skill with a word or two about it that no profile holds (`kafka consumer`): the
        # people who know the skill; but a skill nobody here has, joined to it, is nobody
        # (`anyone with swift and kotlin`).
        if len(found) == 1 and found[0].kind == "skill":
            pairs = _JOINED_PAIR.findall(clause.whole or clause.text)
            named = {key(found[0].display)}
            for w in left:
                beside = {b for a, b in pairs if a == w} | {a for a, b in pairs if b == w}
                if {key(x) for x in beside} & named and self.d.phrases.known_skill(w):
                    return Miss("skill", w)
        if (
            len(found) == 1 and found[0].kind == "skill" and len(left) <= 2
            and not any(w in _OCCASIONS for w in left)
        ):  # fmt: skip
            return found
        kind = "skill" if len(left) == 1 and not found else "topic"
        return Miss(kind, " ".join(left))

    def _entity(self, span: str, exact: bool, people: bool) -> Condition | None:
        """What a run of words names in the data: a repository, skill, company, place or
        school (and, where people may be named, a person) exactly; or, not `exact`, a
        clear typo of a skill, company or place."""
        d, phrases = self.d, self.d.phrases
        if not exact and key(span) in d.ix.name_words:
            return None  # `hemi are you around?`: Hēmi, not a typo of helm
        if "/" in span:
            r = phrases.repo(span, exact=exact)
            if r.keys:
                return RepoCondition(d, r.display, r.keys)
        r = phrases.skill(span, exact=exact)
        skill = None
        if r.keys:
            skill = SkillCondition(d, r.display, r.keys[0])
            # A skill someone lists wins; a word only seen in topics (`nvidia`) may be a name.
            if r.keys[0] in phrases.scored or not exact:
                return with_words(self.d, skill, self.work)
        r = phrases.company_named(span, self.kinds) if exact else phrases.company(
            span, kinds=self.kinds
        )
        if r.keys:
            return CompanyCondition(d, r.display, r.keys, self.tense)
        r = phrases.place(span, exact=exact)
        if r.keys:
            return PlaceCondition(d, r.display, r.keys)
        # A word of technology is not a school's initials: `gpu` is no Gorevo Polytechnic;
        # nor a field of study's name (`who studied mathematics`)
        if exact and not phrases.known_skill(span):
            r = phrases.school(span, exact=True)
            if r.keys:
                return SchoolCondition(d, r.display, r.keys)
            r = phrases.field(span) if key(span) not in _GENERIC_FIELDS else Resolved()
            if r.keys:
                return FieldCondition(d, r.display, r.keys)
        # `anyone ex-google?` asks who worked there, not who contributed to google's code
        worked_there = self.tense == "past" and (
            key(span) in d.keys.vocab.companies or key(span) in d.keys.vocab.company_groups
        )
        if exact and not worked_there:
            r = phrases.repo(span, exact=True)
            if r.keys:
                return RepoCondition(d, r.display, r.keys)
        if skill is not None:
            return with_words(self.d, skill, self.work)
        if people:
            found = d.names.find(span)
            if found.ids and found.score >= T.NAME_PREFIX_SCORE:
                return PersonCondition(d, span, found.ids)
        return None

    def known(self, phrase: str) -> Miss | None:
        """A phrase the vocabularies know as a place, school or company that nobody here has
        (`cmu`, `tokyo`, `apple`): a miss worth saying."""
        vocab = self.d.keys.vocab
        k = key(phrase)
        if k in vocab.schools:
            return Miss("school", vocab.schools[k])
        named = vocab.countries.get(k) or vocab.regions.get(k)
        if named:
            return Miss("place", named)
        if k in vocab.cities and not len(self.d.names.find(phrase).ids):  # `sofia`: her
            return Miss("place", vocab.cities[k][0])
        if k in vocab.companies:
            return Miss("company", vocab.companies[k])
        if k in vocab.company_groups:  # `faang`: none of its companies here
            return Miss("company", vocab.company_groups[k][0])
        return None
