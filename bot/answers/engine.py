"""From a message to an Answer: read it once, resolve its phrases, select and rank.

`Engine.answer` reads the message into a Question (bot.answers.reading); from
then on only the Question travels. Each kind of question has one method here,
which decides what to answer; a typed name is found in bot.answers.named, the
conditions of a question are gathered in bot.answers.gathering (and a phrase
nobody matches is said in bot.answers.misses), the people they find are listed
by bot.answers.found, and every sentence comes from bot.answers.wording. Whether a team
channel hears the answer is decided in bot.answers.worth_answering.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import cache

import numpy as np

from bot.answers import beside as B
from bot.answers import comparing as C
from bot.answers import evidence_wording as E
from bot.answers import found as F
from bot.answers import help_wording as H
from bot.answers import named as N
from bot.answers import person_answers as PA
from bot.answers import person_wording as PW
from bot.answers import phrasing as P
from bot.answers import team_answers as TA
from bot.answers import wording as W
from bot.answers.asked_outright import told_then_asked
from bot.answers.asked_within import asked_on_a_line, asked_within, named_in_passing
from bot.answers.bot_named import answered_by_name
from bot.answers.bracketed import without_brackets
from bot.answers.cleaning import clean
from bot.answers.compared_back import compared_back
from bot.answers.conditions import CompanyCondition, Condition
from bot.answers.gathering import gather, in_fewer_words
from bot.answers.guesses import guessed_in_english, guessed_whose, untagged
from bot.answers.in_parts import READ_AGAIN, in_parts, missed_at_work
from bot.answers.labelled import plainly_found, purpose_of, without_label
from bot.answers.lists import AnyOf
from bot.answers.meant_by import meant_by
from bot.answers.model import Answer, Intent, Match, Team
from bot.answers.namesakes import namesake_described, namesake_meant
from bot.answers.nearest import (
    PEOPLE_ASKED,
    closest_instead_of_nobody,
    in_order_of_meaning,
    requested,
)
from bot.answers.office_talk import JOKE
from bot.answers.ordinals import at_place, place_asked
from bot.answers.person_pointed import EXCLUDED_BY_PRONOUN, person_pointed
from bot.answers.pointed_back import pointed_back
from bot.answers.question import Clause, Question
from bot.answers.reading import read
from bot.answers.requests import asks_for_someone, praised_or_blamed
from bot.answers.rewording.known import known_skill
from bot.answers.rewording.lists import KINDS_TITLED
from bot.answers.sent import as_sent, asked_last
from bot.answers.spread import team_of
from bot.answers.tongues.asked_for import asked_for_in_english
from bot.answers.two_asked import with_second
from bot.answers.two_asks import joined, two_asks
from bot.answers.who_knows_a_thing import experience_asked, keeper_asked
from bot.answers.within import about_someone, first_sentence, last_asked, named_within
from bot.answers.worth_answering import worth_answering
from bot.search import thresholds as T
from bot.search.directory import Directory
from bot.search.names import People
from bot.search.text import fold
from bot.search.vocab import known_place

# An ask that points back at what was told before it: `…, who handles this?`.
_POINTS_BACK = re.compile(r"\b(?:this|that|it|these|those)[?!. ]*$", re.IGNORECASE)
# A job title asked for as the reading writes it (bot.answers.rewording.lists): `the mobile
# developers`, when nobody's title says so, are those who know mobile (the data engineers
# are no more those who know data than anyone else).
_TITLE_ASKED = re.compile(rf"^who has (?P<k>{'|'.join(KINDS_TITLED)}) (?:engineer|developer)"
                          r" in their title$")
# The questions `warm` answers: one of each kind, so that what is made on first use
# (compiled patterns, library modules, caches) is not made during a user's question.
_WARM_UP = (
    "!profile zzzq xxyv", "who knows python in london", "who works at google",
    "who studied at mit", "who contributed to a/b", "!who knows pythn",
    "who knows go and rust with more than 5 years of experience",
)  # fmt: skip


# The words a message has at least, once its tag is taken off, to be read without it
# (`daniel, i think` is no question).
UNTAGGED_WORDS = 2


class Engine:
    """Answers questions over one Directory snapshot; pure apart from reading it."""

    def __init__(self, directory: Directory, prefix: str = "!") -> None:
        self.d = directory
        self.prefix = prefix
        self._team_stats: Team | None = None
        self._respond: dict[str, Callable[[Question], Answer]] = {
            "help": lambda q: self.help(),
            "usage": lambda q: self.usage(q.command or "ask"),
            "compare": lambda q: C.compared(self.d, q, self._or_fallback),
            "person": self._person,
            "check": self._check,
            "profile": lambda q: self._profile(q.names[0], q),
            "constraints": self._constraints,
            "everyone": lambda q: TA.everyone(self.d, q),
            "team": lambda q: TA.team(self.d, q, self._team_counted),
            "bare": self._bare,
        }

    @property
    def directory(self) -> Directory:
        """The snapshot this engine answers from."""
        return self.d

    def warm(self) -> None:
        """Answer one question of each kind once, before any user asks."""
        for question in _WARM_UP:
            self.answer(question, addressed=True)
        self.d.phrases.warm()
        self.d.meaning.warm()

    # ---- entry point ---------------------------------------------------------------

    def answer(self, message: str, *, addressed: bool = False, guild: int | None = None) -> Answer:
        """The answer to a message; `addressed` when the bot was asked directly; as the
        server `guild` sees the profiles (None: a direct message, the shared ones only)."""
        view = self.d.seen_from(guild)
        if view is not self.d:
            if view.engine is None:
                view.engine = Engine(view, self.prefix)
            return view.engine.answer(message, addressed=addressed)
        last = asked_last(message)
        message = as_sent(message)  # a letter's greeting and sign-off, a ticket's key
        if last is not None:
            # a letter's question, asked in its last paragraph after what it is for
            said = self.answer(last, addressed=addressed, guild=guild)
            if said.intent not in (Intent.NONE, Intent.HELP, Intent.USAGE):
                said.message = message
                return said
        typed = fold(P.visible(message))
        first = self._asked_otherwise(message, typed, addressed, guild)
        if first is not None:
            return first
        # `which city is the android daniel in`: the one of the daniels that word tells apart
        described = namesake_described(self.d, typed)
        if described is not None:
            said = self.answer(described, addressed=addressed, guild=guild)
            said.message = message
            return said
        by_name = answered_by_name(message, addressed, self.prefix, self._meant)
        if by_name is not None:
            return by_name
        said = self._meant(message, addressed)
        # `which hannah is the tacho one`: of the people of a name, the one it describes
        # `who do i ping, need both sides of it`: the next closest beside the one found
        said = (
            namesake_meant(self.d, message, self.prefix, said)
            or with_second(self.d, message, self.prefix, said)
            or self._pointed_at(message, typed, said, addressed, guild)
            or said
        )
        return self._asked_in_pieces(message, typed, said, addressed, guild) or said

    def _asked_otherwise(
        self, message: str, typed: str, addressed: bool, guild: int | None
    ) -> Answer | None:
        """The answer to a message read as another question first: an ask for someone in
        another language (`…no carga en iphone, a quién le aviso?`), or a place in a ranking
        (`who's second best at kafka`); None for any other message."""
        pointed = pointed_back(
            message, self._is_company, known_place, self._is_school, self._is_repo, known_skill
        )
        if pointed is not None:
            # `the checkout reminds me of Farfetch. anyone worked there?`: at Farfetch
            said = self.answer(pointed, addressed=addressed, guild=guild)
            said.message = message
            return said
        for compared in compared_back(message):
            # `Lukas and Jonas both do infra. what's the difference between the two of them?`
            said = self.answer(compared, addressed=addressed, guild=guild)
            if said.intent is Intent.COMPARE and len(said.names) == 2 and not said.choose:
                said.message = message
                return said
        guessed = guessed_in_english(typed, self._is_name)
        if guessed != typed:
            # `…, that's mehmet's world right`: asked as the question it is; the guess may be wrong
            said = self.answer(guessed, addressed=addressed, guild=guild)
            if guessed_whose(guessed) and not (addressed or said.found):
                return Answer(Intent.NONE, message, "")  # `great demo, that's mehmet's project?`
            said.message = message
            return said
        abroad = asked_for_in_english(typed)
        if abroad != typed:
            said = self.answer(abroad, addressed=addressed, guild=guild)
            if not (addressed or said.found):
                # nobody for words of another language (`…gadać xD kto za to odpowiada?`) says
                # nothing a channel can use
                return Answer(Intent.NONE, message, "")
            said.message = message
            return said
        placed = place_asked(typed)
        if placed is None:
            return None
        asked, place, who = placed
        after = None if who is None else [
            self.d.profiles[int(i)].name for i in self.d.names.find(who).ids
        ]
        ranked = at_place(self.answer(asked, addressed=addressed, guild=guild), place, after)
        if ranked is not None:
            ranked.message = message
        return ranked

    def _pointed_at(
        self, message: str, typed: str, said: Answer, addressed: bool, guild: int | None
    ) -> Answer | None:
        """When a message read whole names nobody, or only by its words: the question it asks
        of the one person it named before a pronoun (`priya natrajan, tell me about her`)."""
        left_out = EXCLUDED_BY_PRONOUN.search(typed) is not None
        if said.found and not said.words_only and not left_out:
            return None
        named = person_pointed(typed, self._one_named)
        if named is None:
            return None
        other = self.answer(named, addressed=addressed, guild=guild)
        # (leaving the one named out may leave nobody: `except for him, who knows wasm`)
        if other.intent is Intent.NONE or not (left_out or other.found) or other.words_only:
            return None
        other.message = message
        return other

    def _asked_in_pieces(
        self, message: str, typed: str, said: Answer, addressed: bool, guild: int | None
    ) -> Answer | None:
        """The answer to a message read in pieces, when `said`, its answer read whole, falls
        short: two asks, the people of each (`who's in dublin and who's in manchester`, unless
        `said` names them all: `who knows react? + who knows cuda`); the question inside a long
        message, when `said` is silence or about a colleague named only in passing (`frontend
        thing again — sofia l vs chloé for typescript, who's stronger? seun wants…`)."""
        rest = without_label(message)
        if rest is not None and (
            not said.found or said.words_only or self._purpose_only(purpose_of(message))
        ):
            # `ctrl: where's kwame based?`: asked without who it is from or for
            asked = self.answer(rest, addressed=addressed, guild=guild)
            if plainly_found(asked, addressed) and not (said.found and asked.words_only):
                asked.message = message
                return asked
        plain = untagged(typed)
        if plain != typed and (said.intent is Intent.NONE or said.unplaced) and not (
            PEOPLE_ASKED.search(typed) or len(plain.split()) < UNTAGGED_WORDS
        ):
            # `katya's ex-grammarly isn't she?`: asked without the tag, when read whole it
            # says nothing
            asked = self.answer(plain, addressed=addressed, guild=guild)
            if asked.intent is not Intent.NONE and not asked.unplaced:
                asked.message = message
                return asked
        asks = two_asks(typed)
        if asks is not None:
            one, two = (self.answer(ask, addressed=addressed, guild=guild) for ask in asks)
            both = joined(one, two, message)
            if both is not None and not set(both.names) <= set(said.names):
                return both
        inside = asked_on_a_line(message) or asked_within(typed)
        if inside is None or not (
            said.intent is Intent.NONE
            or said.unplaced
            or (len(said.names) == 1 and named_in_passing(said.names[0], typed, inside))
        ):
            return None
        asked = self.answer(inside, addressed=addressed, guild=guild)
        # (nobody for a thing the vocabularies know, asked after what it is for: `the revenues
        # system is partly cobol. how many of our developers can work in cobol?`)
        nobody = said.intent is Intent.NONE and asked.missed and not (
            asked.unplaced or asked.missed_unknown or asked.words_only
        )
        if not (asked.found or nobody):
            return None
        asked.message = message
        return asked

    def _purpose_only(self, words: list[str]) -> bool:
        """Whether the words of what a message is for name no place or company, which would
        say whom it asks about (`for the Dublin office: …`, `for the Stripe alumni: …`)."""
        spans = (" ".join(words[i:j]) for i in range(len(words))
                 for j in range(i + 1, min(len(words), i + 3) + 1))  # fmt: skip
        return bool(words) and not any(
            known_place(s) or self._is_company(s) or self.d.phrases.place(s, exact=True).keys
            for s in spans
        )

    def _is_company(self, name: str) -> bool:
        """Whether a name is one of a company someone here works or worked at."""
        return bool(self.d.phrases.company(fold(name), exact=True).keys)

    def _is_school(self, name: str) -> bool:
        """Whether a name is one of a school someone here studied at."""
        return bool(self.d.phrases.school(fold(name), exact=True).keys)

    def _is_repo(self, name: str) -> bool:
        """Whether a word names a repository someone here contributed to."""
        return bool(self.d.phrases.repo(fold(name), exact=True).keys)

    def _one_named(self, words: str) -> str | None:
        """The full name of the one person some folded words clearly name (two words with a
        typo, one word as written), or None."""
        found = self.d.names.find(words)
        least = T.NAME_PREFIX_SCORE if " " in words else 100.0
        if len(found.ids) != 1 or not found.clear or found.score < least:
            return None
        return self.d.profiles[int(found.ids[0])].name

    def _is_name(self, word: str) -> bool:
        """Whether a folded word is part of someone's name here."""
        return word in self.d.ix.name_words

    def _meant(self, message: str, addressed: bool) -> Answer:
        """The reply to a message, read as the question only the data tells apart when it is
        one (bot.answers.meant_by: `was anyone at sibs`)."""
        meant = meant_by(self.d, message)
        if meant is None:
            return self._reply(message, addressed)
        said = self._reply(meant, addressed)
        said.message = message
        return said

    def _reply(self, message: str, addressed: bool) -> Answer:
        said = clean(message, self.prefix)[0]
        if not addressed and (praised_or_blamed(message) or JOKE.match(said)
                              or missed_at_work(message)):
            # `who wrote the fp8 kernels? brilliant`, `why do java devs wear glasses? because…`
            return Answer(Intent.NONE, message, "")
        q, ans = self._answer(message, addressed)
        if ans.intent is Intent.NONE and self._skills_alone(message):
            # `postgresql and raft`, `lua + godot`: skills typed alone ask who has them
            return self._answer("who knows " + clean(message, self.prefix)[0], addressed)[1]
        nothing = ans.intent is Intent.NONE or ans.unplaced or ans.missed
        # a part of the message read alone, once however many readings ask for it
        read = cache(lambda part: self._answer(part, addressed))
        if q.kind in READ_AGAIN and ans.compare is None:
            # `who's more senior, duarte or tiago? need a tiebreaker`: the comparison asked
            # first, not a ranking of everyone by what follows
            asked, mark, told = message.partition("?")
            one = self._answer(asked + mark, addressed)[1] if mark and told.strip() else None
            if one is not None and one.compare is not None:
                one.message = message
                return one
        if nothing and q.kind in (*READ_AGAIN, "person"):
            # `who has more coding years wei or mei 🤔 settling a bet`: a comparison asked
            # first, before anyone named in what follows is read as asked about
            first = first_sentence(message)
            if first is not None and first != message:
                # a question with a word or two after it (`rasmus's so rep? curious 👀`) is
                # answered whole; before a longer tale, only a comparison
                told = fold(message).partition(first)[2].strip(" ,.;:-")
                remark = first.endswith("?") and (
                    len(message.split()) - len(first.split()) <= REMARK_WORDS
                    or bool(_AFTERTHOUGHT.match(told))
                )
                one = self._reply(first, addressed) if remark else read(first)[1]
                if one.compare is not None or (remark and (one.card or one.matches)):
                    one.message = message
                    return one
            # or last, after a tale of why (`… they both seem senior. priya or jurgen, who has
            # more experience`)
            last = last_asked(message)
            one = read(last)[1] if last is not None else None
            if one is not None and one.compare is not None:
                one.message = message
                return one
            about = self._about_someone(message, addressed)
            if about is not None:
                return about
        parts = in_parts(message, q, ans, read)
        final = parts if parts is not None else ans
        if not (final.matches or final.card or final.compare):
            # `who studied in karlsruhe (KIT)`: the name in brackets, or the words without them
            # (`who's at google (the conference) today` asks nothing of anyone)
            for variant in without_brackets(message, final.intent is Intent.NONE):
                again = self._answer(variant, addressed)[1]
                if again.matches or again.card:
                    again.message = message
                    return again
        written = N.as_accented(message, final)
        if written is not None:  # `lukáš` chooses Lukáš among Lukases
            again = self._answer(written, addressed)[1]
            if not again.choose and again.intent is not Intent.NONE:
                again.message = message
                return again
        unsaid = final.words_only and not final.matches  # nobody holds the words as typed
        titled = _TITLE_ASKED.match(said) if not final.matches else None
        if titled is not None:
            again = self._answer(f"who knows {titled['k']}", addressed)[1]
            if again.matches:
                again.message = message
                return again
        if final.missed_unknown and not final.matches and not final.unplaced:
            asked = requested(self.d, message, self.prefix, addressed, self._answer)
            if asked is not None and asked.matches:
                return asked
        if final.intent is Intent.NONE or final.unplaced or unsaid:
            # Someone asked for by what they would know, in words no profile uses
            asked = requested(self.d, message, self.prefix, addressed, self._answer)
            if asked is not None and asked.matches:
                return asked
            # `who do i ping about gnmi telemetry`: who holds the rarer words, before nobody
            fewer = in_fewer_words(self.d, q) if final is ans else None
            if fewer is not None:
                said = F.found(self.d, fewer, q)
                asks = asks_for_someone(message, self.prefix)
                if addressed or (asks and worth_answering(self.d, q, said)):
                    said.message = message
                    return said
            if asked is not None:
                return asked
        pointed_back = _POINTS_BACK.search(message) and told_then_asked(message)
        if final.intent is not Intent.NONE and not final.found and pointed_back:
            # `storm in frankfurt, rebooking is sooo slow, who handles this?`: of the tale, not
            # of whoever is in frankfurt
            asked = requested(self.d, message, self.prefix, addressed, self._answer)
            if asked is not None and asked.matches:
                return asked
        # `anyone done image recognition stuff before`: nobody says it so, someone means it
        near = closest_instead_of_nobody(self.d, message, self.prefix, q, final, final is ans)
        if near is not None:
            return near
        said = in_order_of_meaning(self.d, message, self.prefix, final)
        return self._experience_of(message, addressed) if said.intent is Intent.NONE else said

    def _experience_of(self, message: str, addressed: bool) -> Answer:
        """`anyone with twilio experience`, of a thing nothing else read: as `anyone with
        experience in twilio` asks (a company's experience was read as having worked there)."""
        asked = experience_asked(message)
        return self._answer(asked, addressed)[1] if asked else Answer(Intent.NONE, message, "")

    def _skills_alone(self, message: str) -> bool:
        """Whether a message is two to four skills joined by and, or, `+` or commas, and
        nothing else: each one some profile here lists by that very name."""
        text = clean(message, self.prefix)[0]
        parts = [p for p in _JOINED.split(text) if p]
        if not 2 <= len(parts) <= T.MAX_SKILLS_ALONE or not _JOINED.search(text):
            return False
        return all(self.d.phrases.skill(p, exact=True).keys for p in parts)

    def _about_someone(self, message: str, addressed: bool) -> Answer | None:
        """The answer about someone named anywhere in a message that asks about them, when
        a run of its words is clearly one person's name: a word of it as written first, then
        a one-word name with a typo (`what does deigo do`)."""
        about = about_someone(message, self.prefix)
        if about is None:
            return None
        runs, topic = about
        for typos in (False, True):
            found = named_within(self.d, runs, typos)
            if found is not None:
                q = Question(text=found, addressed=addressed, kind="person", names=[found],
                             person_topic=topic, question_like=True)  # fmt: skip
                ans = self._person(q)
                ans.message = message
                return ans
        return None

    def _answer(self, message: str, addressed: bool) -> tuple[Question, Answer]:
        q = read(message, self.prefix, addressed=addressed)
        respond = self._respond.get(q.kind)
        ans = respond(q) if respond is not None else self.help(unplaced=bool(q.text))
        ans.message = message
        if not q.addressed and not worth_answering(self.d, q, ans):
            return q, Answer(Intent.NONE, message, "")
        dated = q.undated and ans.intent is not Intent.NONE
        said = W.CUT if q.cut else W.UNDATED if dated else None
        if said:
            ans.note = f"{ans.note}\n{said}" if ans.note else said
        return q, ans

    def help(self, unplaced: bool = False) -> Answer:
        """The help reply: what the bot can answer."""
        headline = H.HELP_UNPLACED if unplaced else H.HELP
        return Answer(
            Intent.HELP, "", headline, detail=H.help_text(self.prefix), unplaced=unplaced
        )

    def usage(self, command: str) -> Answer:
        """The usage line of a command typed with nothing after it."""
        return Answer(Intent.USAGE, "", H.usage(command, self.prefix))

    # ---- people by name ------------------------------------------------------------

    def _fallback(self, q: Question) -> Answer:
        """The message read as conditions instead (a name that was nobody's, a skill)."""
        respond = self._respond.get(q.fallback.kind) if q.fallback is not None else None
        if respond is None or q.fallback is None:
            return Answer(Intent.NONE, "", "")
        return respond(q.fallback)

    def _or_fallback(self, answer: Answer, q: Question) -> Answer:
        """A name that was nobody's: the message read as conditions, when that finds people."""
        if q.fallback is not None and not answer.choose:
            other = self._fallback(q)
            if other.matches or other.card is not None:
                return other
        return answer

    def _profile(self, typed: str, q: Question | None = None) -> Answer:
        found = PA.profile(self.d, typed)
        if q is None or found.card is not None:
            return found
        other = self._or_fallback(found, q)
        asked = q.addressed and q.fallback is not None and not found.choose  # not `!profile`
        if asked and other is found and not found.matches:
            # `!find adyen`, `look up overround`: what is looked for, whatever it names
            alone = self._answer(typed, True)[1]
            if alone.matches:
                return alone
        keeper = keeper_asked(typed) if asked and other is found else None
        # `who's our salesforce admin`, asked of the bot: who knows it, as no one is so called
        return self._answer(keeper, True)[1] if keeper else other

    def _person(self, q: Question) -> Answer:
        topic = q.person_topic or "role"
        if topic in ("alike", "colleagues", "same_city", "same_country") and (
            self.d.phrases.skill(q.names[0], exact=True).keys
        ):
            return self._fallback(q)  # `who works with docker`: a skill, not a colleague
        intent = _FACT_INTENTS.get(topic, Intent.PROFILE)
        typed = q.names[0]
        # `the two zhaos`: zhaos; `lukas` is a name of its own
        shared = _PLURAL_NAME.fullmatch(typed) if typed not in self.d.ix.name_words else None
        named = typed[shared.start("name") :] if shared else typed
        found = N.one_person(self.d, intent, named)
        if isinstance(found, Answer) and topic == "where" and N.a_skill_not_a_name(self.d, named):
            # `kafka location`: where a thing is, asked of no one
            return found if q.addressed else Answer(Intent.NONE, "", "")
        if isinstance(found, Answer):
            # `where do the shahs work`: said in the plural of a few, each one's
            family = (
                PA.family(self.d, intent, N.named(self.d, named)[0], topic, shared["name"])
                if shared is not None and found.choose else None
            )
            return family or self._or_fallback(found, q)
        p = self.d.profiles[found]
        if topic == "alike":
            return B.people_like(self.d, found)
        if topic == "colleagues":
            return B.colleagues(self.d, found)
        if topic in ("same_city", "same_country"):
            return B.same_place(self.d, found, topic == "same_city")
        if topic == "either" and q.compare_by:
            either = B.either(self.d, found, q.compare_by.split("|"))
            return either or self._or_fallback(Answer(Intent.NONE, "", ""), q)
        if topic == "stat" and q.stat:
            return PA.stat_of(self.d, p, q.stat, q.compare_by)
        if topic == "titled" and q.compare_by:
            # `is mei a python dev`: whether she knows python, not her headline's words
            before = " ".join(q.compare_by.split()[:-1])
            if before and self._listed_skill(before):
                return self._answer(f"does {typed} know {before}", True)[1]
            return PA.titled(p, q.compare_by)
        if topic in ("where", "years", "contributions"):
            said = {"where": PW.based, "years": PW.experience}.get(topic, PW.contributed)
            headline, detail = said(p)
            if intent is Intent.REPO and not p.contributions:
                return Answer(intent, "", headline, [Match(p, detail)])
            return Answer(intent, "", headline, [Match(p, detail)], detail=detail)
        past = self.d.facts.past_employers(found)
        headline = PW.fact(topic, p, past)
        return Answer(intent, "", headline, [Match(p, W.current_role(p))], card=p, detail=headline)

    def _listed_skill(self, words: str) -> bool:
        """Whether words name a skill someone here lists with a score (`python` in `is mei a
        python dev`), not a word of titles (`research`)."""
        keys = self.d.phrases.skill(words, exact=True).keys
        return bool(keys) and keys[0] in self.d.phrases.scored and words not in _NOT_SKILL_TITLES

    # ---- conditions ----------------------------------------------------------------

    def _bare(self, q: Question) -> Answer:
        """A message that is only a phrase: a person, else a skill, else what it names."""
        text = q.names[0] if q.names else q.text
        found = self.d.names.find(text)
        if found.ids and not q.addressed and " " not in text and (
            found.score < T.BARE_NAME_SCORE or self._only_a_nickname(text, found.ids)
        ):
            found = People([], False, 0.0)  # (`kopi?` in a channel is coffee, not Kopi)
        if found.ids and found.clear and found.score >= T.NAME_PREFIX_SCORE:
            return self._profile(text)
        if self.d.phrases.skill(text).keys:
            return self._constraints(Question(text, q.addressed, "constraints",
                                              clauses=[Clause("skill", text, "")]))  # fmt: skip
        if found.ids and q.fallback is not None and found.score < T.NAME_PREFIX_SCORE:
            # `berlin`: a place as typed, before a name it is a typo of (Elin)
            answer = self._constraints(q.fallback)
            if answer.matches and not answer.words_only:
                return answer
        if found.ids:
            return self._profile(text)
        if q.fallback is not None:
            answer = self._constraints(q.fallback)
            if answer.matches or not answer.unplaced:
                return answer
        return self.help(unplaced=True)

    def _only_a_nickname(self, word: str, ids: Sequence[int]) -> bool:
        """Whether a word typed alone is none of the people's own names, only one they go by:
        it may be an everyday word (`kopi`)."""
        typed = fold(word)
        return all(typed not in fold(self.d.profiles[int(i)].name).split() for i in ids)

    def _team_counted(self) -> Team:
        if self._team_stats is None:
            # Once per snapshot: the engine is made anew with each load. Two first questions
            # at once may both count; they count the same.
            self._team_stats = team_of(self.d)
        return self._team_stats

    def _constraints(self, q: Question) -> Answer:
        linked = self._linked(q)
        if isinstance(linked, Answer):
            return linked
        if q.how_to and not q.addressed and all(c.kind == "topic" for c in linked):
            return Answer(Intent.NONE, "", "")  # how to do something, in words only
        return F.found(self.d, linked, q)

    def _linked(self, q: Question) -> list[Condition] | Answer:
        """The conditions of a question, or the answer that says why there are none."""
        linked = gather(self.d, q)
        return self.help(unplaced=True) if linked is None else linked

    def _check(self, q: Question) -> Answer:
        """A yes or no about one person: whether they meet the conditions, and why."""
        found = N.one_person(self.d, Intent.COMBINED, q.names[0])
        if isinstance(found, Answer) and not (q.addressed or q.name_guessed) and (
            N.a_skill_not_a_name(self.d, q.names[0])
        ):
            return Answer(Intent.NONE, "", "")  # `is docker a vm or a container runtime`
        if isinstance(found, Answer) and q.name_guessed and q.fallback is not None:
            return self._fallback(q)  # `numpy contributors?`: no name
        if isinstance(found, Answer):
            return self._or_fallback(found, q)
        p = self.d.profiles[found]
        linked = self._linked(q)
        if isinstance(linked, Answer):  # a phrase nobody here matches: nor does this person
            if linked.intent is Intent.HELP:
                return self._or_fallback(linked, q)
            known = all(c.kind == "skill" and c.cue for c in q.clauses) and not linked.unplaced
            if q.name_guessed and not q.addressed and not known:
                # `mei in a meeting?`: asks nothing of them; `jörg knows rust?` asks of a skill
                return Answer(Intent.NONE, "", "")
            # `is mei at lunch?`: words nothing here explains ask nothing of a profile
            return Answer(linked.intent, "", W.denied(p, q.clauses), [Match(p, W.current_role(p))],
                          suggestions=linked.suggestions, unplaced=linked.unplaced)  # fmt: skip
        if q.name_guessed == "loose" and not q.addressed and any(c.kind == "topic" for c in linked):
            return Answer(Intent.NONE, "", "")  # `mei can join?`: words, not what a profile holds
        one = np.array([found], np.int32)
        intent = F.intent_of(linked)
        if all(bool(c.member(one)[0]) for c in linked):
            linked = [_met(self.d, c, one) for c in linked]
            line = " · ".join(w for w in (E.evidence(c.fact(found)) for c in linked) if w)
            company = next((c for c in linked if isinstance(c, CompanyCondition)), None)
            past = company is not None and bool(company.was_there(one)[0])
            return Answer(intent, "", W.confirmed(p, linked, past), [Match(p, line, past)])
        return Answer(intent, "", W.denied(p, linked), [Match(p, W.current_role(p))])

# A name said of several people: `shahs`, `the two zhaos`, `both alexes`.
_PLURAL_NAME = re.compile(
    r"(?:(?:the|both|all|all the|the two|the three|two|three) )?(?P<name>[a-z][\w'-]+?)(?:es|s)"
)
# What joins skills typed alone: `lua and godot`, `go + postgres + docker`, `rust, go`,
# `swift and kotlin but not react native`.
_JOINED = re.compile(
    r"\s*(?:,|\bbut not\b|\band not\b|\bnot\b|\bexcept\b|\band\b|\bor\b|&|\+(?=\s))\s*"
)
# Words of the one asking, after a question: why it is asked, not more of what is asked.
# Words of titles that the vocabularies also hold as skills: `is mei a research engineer`.
_NOT_SKILL_TITLES = frozenset(
    {"research", "software", "senior", "staff", "principal", "lead", "data", "security",
     "platform", "infrastructure", "infra", "backend", "frontend", "full", "stack"}
)
_FACT_INTENTS = {"where": Intent.PLACE, "years": Intent.EXPERIENCE, "contributions": Intent.REPO,
                 "same_city": Intent.PLACE, "same_country": Intent.PLACE,
                 "employer": Intent.COMPANY, "school": Intent.SCHOOL}  # fmt: skip
# Words said after a question that only remark on it (`… curious 👀`), at most.
REMARK_WORDS = 3
# Why a question was asked, said after it: `… settling a bet on nights`, `… asking for a friend`.
_AFTERTHOUGHT = re.compile(
    r"(?:settling a (?:bet|debate|argument)|asking for a friend|just (?:curious|wondering)"
    r"|out of curiosity|no rush|no worries if not|not urgent)\b"
)


def _met(d: Directory, c: Condition, one: np.ndarray) -> Condition:
    """Of a condition met by any of several (`did aoife work at amdocs or vodafone`), those the
    person meets: said as that one (`worked at Amdocs`) or as those (`at Grab and Shopee`)."""
    parts = getattr(c, "parts", None)
    if c.kind == "not" or not parts:
        return c
    met = [p for p in parts if bool(p.member(one)[0])]
    return met[0] if len(met) == 1 else AnyOf(d, met) if met and len(met) < len(parts) else c
