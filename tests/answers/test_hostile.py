"""Property tests: no message makes the engine raise or stall, and every reply fits Discord."""

from __future__ import annotations

import re
import signal
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.answers.model import Answer
from bot.render.embeds import Reply, render
from tests.conftest import team_snapshot
from tests.render.test_limits import assert_within_limits

PROPERTY = settings(
    max_examples=75,
    deadline=None,
    suppress_health_check=[
        HealthCheck.function_scoped_fixture,  # the autouse network guard
        HealthCheck.too_slow,
        HealthCheck.data_too_large,
    ],
)

# An answer takes milliseconds; one that takes a second is stuck (the bot answers on
# its event loop, so a stuck answer stalls every guild it serves). Messages longer
# than Discord allows (4000 characters) get more time: the engine is linear in them.
BUDGET_SECONDS = 1.0
DISCORD_MESSAGE = 4000


def budget_for(text: str) -> float:
    return BUDGET_SECONDS * max(1.0, len(text) / DISCORD_MESSAGE)


class AnswerTooSlow(Exception):
    pass


@contextmanager
def budget(seconds: float, what: str) -> Iterator[None]:
    """Raise AnswerTooSlow inside the block once it has run for `seconds` (main thread)."""

    def expire(signum: int, frame: object) -> None:
        raise AnswerTooSlow(f"no answer within {seconds}s for {what}")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def answer_and_render(text: str, addressed: bool) -> tuple[Answer, Reply]:
    with budget(budget_for(text), f"{text[:120]!r} (addressed={addressed})"):
        answer = team_snapshot().engine.answer(text, addressed=addressed)
        reply = render(answer)
    assert_within_limits(reply)
    return answer, reply


def check_message(text: str) -> None:
    for addressed in (False, True):
        answer, reply = answer_and_render(text, addressed)
        assert isinstance(answer, Answer)
        if addressed:  # a command or a mention is always owed a reply
            assert reply.content or reply.pages, f"no reply to an addressed {text[:80]!r}"


# ---- messages ----------------------------------------------------------------------------



@cache
def profile_words() -> tuple[str, ...]:
    """Names, skills, places, companies, schools and repositories of the test profiles."""
    ps = team_snapshot().report.profiles
    return tuple(sorted(
        {w for p in ps for w in p.name.split()} | {p.name for p in ps}
        | {s.name for p in ps for s in p.skills[:8]}
        | {part.strip() for p in ps for part in (p.location or "").split(",")}
        | {p.company for p in ps if p.company}
        | {e.school for p in ps for e in p.education if e.school}
        | {c.repo for p in ps for c in p.contributions[:5]}
    ))  # fmt: skip


CUES = (
    "who knows", "!profile", "!p", "!who", "!ask", "!whoknows", "profile", "compare", "and",
    "vs", "with", "in", "at", "from", "works at", "based in", "studied at", "contributed to",
    "where is", "how many years has", "what has", "contributed", "experience", "more than",
    "5 years", "10+ years", "most experienced", "phd", "master's", "bachelor", "developers",
    "engineers", "anyone", "who", "help", "?", "!", "show me", "tell me about", "or", "/",
)  # fmt: skip
HOSTILE = (
    "**", "__", "*", "_", "`", "```", "```py\nprint(1)\n```", "||", "~~", "> ", ">>> ", "\\",
    "<@123>", "<@!123>", "<@&456>", "<#789>", "@everyone", "@here", "＠everyone",
    "\u200b", "\u200d", "\ufeff", "\u202e", "\u2067", "\u0301", "مرحبا", "שלום", "中文",
    "(a+)+$", "((((((", "))))))", "[[[[", "\\d+", ".*", "^", "$", "|", "?", "+", "{1000}",
    ",", ", ", ",,", ";", ":", ".", "-", "'", '"', "’", " ", "\n", "\t", "\r\n", "\x00", "😀",
)  # fmt: skip
WORDS = st.deferred(lambda: st.sampled_from(CUES + HOSTILE + profile_words()))
_SEPARATOR = st.sampled_from([" ", " ", " ", "", ", ", "\n", "?"])


@st.composite
def questions(draw: st.DrawFn) -> str:
    """Real question fragments, names and skills, mixed with markdown, mentions and bait."""
    parts = []
    for _ in range(draw(st.integers(1, 12))):
        kind = draw(st.sampled_from(["word", "word", "word", "text", "run"]))
        if kind == "word":
            parts.append(draw(WORDS))
        elif kind == "text":
            parts.append(draw(st.text(max_size=20)))
        elif draw(st.booleans()):  # a few words repeated a few times
            unit = draw(st.lists(WORDS, min_size=1, max_size=3).map(" ".join))
            parts.append(draw(_SEPARATOR).join([unit] * draw(st.integers(2, 50))))
        else:  # one word repeated up to 10,000 times
            times = draw(st.sampled_from([200, 1000, 10_000]) | st.integers(2, 10_000))
            parts.append(draw(_SEPARATOR).join([draw(WORDS)] * times))
        parts.append(draw(_SEPARATOR))
    return "".join(parts)


# ---- properties --------------------------------------------------------------------------


@PROPERTY
@given(st.one_of(st.text(max_size=4000), st.text(min_size=1000, max_size=4000)))
def test_any_text_is_answered_within_limits(text: str) -> None:
    check_message(text)


@PROPERTY
@given(questions())
def test_hostile_questions_are_answered_within_limits(text: str) -> None:
    check_message(text)


def test_a_long_repeated_question_is_answered() -> None:
    text = ("who knows python in shanghai and " * 200)[:4000]
    assert len(text) == 4000
    check_message(text)
    check_message(text + "?")


@pytest.mark.parametrize(
    "text",
    [
        "(a+)+$" * 600,
        "(" * 4000,
        "who knows " + "a" * 3990,
        "compare " + " and ".join(["x"] * 700),
        "where is " + "based " * 600 + "x",
        "!profile " + "chenggang " * 390,
        " ".join(["python"] * 10_000),
        "who knows " + " and ".join(["Chenggang", "Zhao", "Mei Lin", "Siobhán", "O'Neill"] * 60),
        # chat words after a question, not ending in one
        "who knows kafka" + " fr" * 90 + " x",
        "who knows kafka" + " no cap lol" * 25 + " ok",
    ],
    ids=["regex-bait", "parens", "one-long-word", "compare-many", "where-based", "long-name",
         "10000-words", "many-ands", "chat-words", "chat-phrases"],
)  # fmt: skip
def test_known_heavy_shapes_are_answered(text: str) -> None:
    check_message(text)


# Runs of separators inside a clause: `_TRAILING` in bot/answers/intents.py is
# `(?:\s+(?:and|…)|[\s,;:]+)+$`, a nested quantifier that backtracks through every
# way of splitting such a run (about 3.5x longer for each extra `, `: 12 take ~3 s,
# 14 take ~40 s, 20 would take days).
@pytest.mark.parametrize(
    "text",
    [
        ", " * 12 + "x",  # not even addressed: a team channel reads every message
        "who knows a" + ", " * 14 + "x",
        "who knows a" + "," * 30 + "x",
        "!profile a" + " ;" * 14 + "x",
        "who works at a" + ": " * 14 + "x",
    ],
    ids=["bare", "comma-space", "commas", "space-semicolon", "colon-space"],
)
def test_separator_runs_are_answered(text: str) -> None:
    check_message(text)


MASS_MENTION = re.compile(r"@(?:everyone|here)|<@[!&]?\d+>")


@settings(PROPERTY, max_examples=50)
@given(questions())
def test_replies_never_carry_a_live_mention(text: str) -> None:
    """User text in a reply is inert: Discord cannot read a mention in it."""
    for addressed in (False, True):
        _, reply = answer_and_render(text, addressed)
        shown = [reply.content or ""]
        for page in reply.pages:
            for e in page:
                shown += [e.title or "", e.description or "", e.footer.text or ""]
                shown += [f"{f.name} {f.value}" for f in e.fields]
        for part in shown:
            assert not MASS_MENTION.search(part), part


@pytest.mark.parametrize("text", ["!profile ＠everyone", "!who knows ＠everyone"])
def test_a_fullwidth_mention_stays_inert(text: str) -> None:
    """`＠` folds (NFKD) to `@` after mentions are stripped; the miss line shows it raw."""
    _, reply = answer_and_render(text, addressed=True)
    assert not MASS_MENTION.search(reply.content or ""), reply.content
