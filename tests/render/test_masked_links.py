"""No text from a profile or a user can open a masked link (`[text](url)`) in a reply."""

from __future__ import annotations

import io
import re
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rich.console import Console

from bot.answers import evidence_wording as E
from bot.answers import person_wording as PW
from bot.answers import wording as W
from bot.answers.engine import Engine
from bot.answers.model import Answer, Intent, Match, Person, Studies
from bot.console import show
from bot.profiles.model import Contribution, Education, Profile, Skill
from bot.render.embeds import Reply, inert, render
from tests.conftest import team_snapshot

PROPERTY = settings(
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)

# Each backslash escapes the character after it, reading left to right, as Discord does:
# so a character is escaped exactly when an odd number of backslashes precede it.
_ESCAPED = re.compile(r"\\.", re.DOTALL)
_LINK = re.compile(r"\[[\s\S]*?\]\([\s\S]*?\)")


def unescaped_links(text: str) -> list[str]:
    """Every `[…](…)` in text whose brackets and parentheses are all unescaped."""
    # Escaped pairs become two NULs: the same length, so spans map back onto the text.
    masked = _ESCAPED.sub("\x00\x00", text)
    return [text[m.start() : m.end()] for m in _LINK.finditer(masked)]


def reply_strings(reply: Reply) -> list[str]:
    """Every string of a reply as Discord receives it: the content and each embed part."""
    found: list[str] = [reply.content] if reply.content else []

    def walk(value: Any) -> None:
        if isinstance(value, str):
            found.append(value)
        elif isinstance(value, dict):
            for v in value.values():
                walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)

    for page in reply.pages:
        for embed in page:
            walk(embed.to_dict())
    return found


def assert_no_masked_link(reply: Reply) -> None:
    """No string of the reply holds a masked link Discord would draw."""
    live = [(s, unescaped_links(s)) for s in reply_strings(reply)]
    assert not [x for x in live if x[1]], live


# ---- the checker itself ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "links"),
    [
        ("[a](b)", ["[a](b)"]),
        ("x \\[a](b) [c](d)", ["[c](d)"]),
        ("\\\\[a](b)", ["[a](b)"]),  # an escaped backslash escapes nothing after it
        ("\\\\\\[a](b)", []),
        ("[a]\\(b)", []),
        ("[a\\](b)", []),
        ("[a](b\\)", []),
        ("[a] (b)", []),
        ("[docs\n](x\n)", ["[docs\n](x\n)"]),
    ],
)
def test_the_checker_finds_exactly_the_unescaped_links(text: str, links: list[str]) -> None:
    assert unescaped_links(text) == links


def test_discords_own_escaping_leaves_the_second_link_live() -> None:
    """Why inert() does not stop at discord.utils.escape_markdown: its link pattern is
    greedy and escapes one bracket for a whole line of links."""
    from discord.utils import escape_markdown

    said = escape_markdown(SUMMARY, as_needed=False)
    assert unescaped_links(said) == ["[Verify your Discord account](https://evil.example)"]


# ---- the three known ways in -------------------------------------------------------------

SUMMARY = "[docs](https://a.example) and [Verify your Discord account](https://evil.example)"
SUMMARY_SHOWN = (
    "\\[docs\\]\\(https://a.example\\) and "
    "\\[Verify your Discord account\\]\\(https://evil.example\\)"
)


def test_every_link_of_a_summary_is_escaped() -> None:
    p = Profile(id="ada", name="Ada", summary=SUMMARY)
    reply = render(Answer(Intent.PROFILE, "x", p.name, card=p))
    assert reply.embeds[0].description == SUMMARY_SHOWN
    assert_no_masked_link(reply)


def test_a_degree_and_a_school_joined_open_no_link() -> None:
    gift = Education(degree="[Claim your Nitro gift", school="](https://nitro.evil.example)")
    p = Profile(id="ada", name="Ada", education=[gift])
    card = render(Answer(Intent.PROFILE, "x", p.name, card=p)).embeds[0]
    assert [f.value for f in card.fields if f.name == "Education"] == [
        "\\[Claim your Nitro gift — \\]\\(https://nitro.evil.example\\)"
    ]
    evidence = E.evidence(Studies((gift,)))
    listed = render(Answer(Intent.SCHOOL, "x", "1 person", [Match(p, evidence)])).embeds[0]
    assert listed.description == (
        "**1. Ada** — \\[Claim your Nitro gift, \\]\\(https://nitro.evil.example\\)"
    )


def test_a_question_said_back_opens_no_link(engine: Engine) -> None:
    answer = engine.answer("!who knows [a](https://x.example) [Claim Nitro](https://evil.example)")
    # Links are not part of a question; what is said back keeps every bracket escaped.
    assert render(answer).content == "Nobody here mentions \\[a\\]\\( \\[claim nitro\\]\\(."
    assert_no_masked_link(render(answer))


def test_the_console_shows_the_brackets_not_a_link() -> None:
    p = Profile(id="ada", name="Ada", summary=SUMMARY)
    out = io.StringIO()
    show(
        Console(file=out, width=200, color_system=None),
        render(Answer(Intent.PROFILE, "x", "", card=p)),
    )
    assert SUMMARY in out.getvalue()


def test_the_bots_own_formatting_still_works() -> None:
    assert inert("[a](b) \\ *x*") == "\\[a\\]\\(b\\) \\\\ \\*x\\*"
    p = Profile(id="ada", name="Ada (she/her)", headline="Lead [infra]")
    matches = [Match(p, "past: [x](y)", past=True)]
    line = render(Answer(Intent.COMPANY, "x", "1 person at [x](y)", matches)).embeds[0]
    assert (line.title, line.description) == (
        "1 person at \\[x\\]\\(y\\)",
        "**1. Ada \\(she/her\\)** *(past)* — past: \\[x\\]\\(y\\)",
    )


# ---- anything placed anywhere ----------------------------------------------------------

PIECES = ("[", "]", "(", ")", "http://x.example", " ", "a", "Z", "\\", "](", ")[")
BAIT = st.lists(st.sampled_from(PIECES), max_size=14).map("".join)


@st.composite
def bait_profiles(draw: st.DrawFn) -> Profile:
    """A profile whose every text shown in a reply is brackets, parentheses, URLs and letters."""
    return Profile(
        id=draw(BAIT),
        name=draw(BAIT),
        headline=draw(BAIT),
        company=draw(BAIT),
        location=draw(BAIT),
        badges=draw(st.lists(BAIT, max_size=2)),
        summary=draw(BAIT),
        education=draw(
            st.lists(st.builds(Education, degree=BAIT, school=BAIT), min_size=1, max_size=3)
        ),
        skills=draw(st.lists(st.builds(Skill, name=BAIT, score=st.integers(0, 10)), max_size=4)),
        languages=draw(st.lists(BAIT, max_size=2)),
        contributions=draw(
            st.lists(
                st.builds(Contribution, repo=BAIT, role=BAIT, stats=st.just({"prs": 2})),
                max_size=2,
            )
        ),
        coding_years=3,
    )


def answers_about(p: Profile, q: Profile, said: str) -> list[Answer]:
    """Every kind of reply, worded by bot.answers.wording from the two profiles and said."""
    studies = E.evidence(Studies(tuple(p.education)))
    where, detail = PW.based(p)
    return [
        Answer(Intent.PROFILE, "", p.name, card=p, detail=PW.fact("school", p, [said])),
        Answer(Intent.PROFILE, "", p.name, card=q, detail=PW.fact("skills", q, [])),
        Answer(Intent.PROFILE, "", p.name, card=p, detail=PW.fact("employer", p, [said, q.name])),
        Answer(Intent.SCHOOL, "", where, [Match(p, studies, past=True), Match(q, said)]),
        Answer(Intent.PLACE, "", where, [Match(p, detail)], detail=detail),
        Answer(Intent.REPO, "", PW.contributed(p)[0], [Match(p, PW.contributed(p)[1])]),
        Answer(Intent.COMPARE, "", PW.compared(p, q), compare=(Person(p, (said,)), Person(q))),
        Answer(Intent.SKILL, "", W.missed("skill", said), suggestions=[said, q.name]),
        Answer(Intent.PROFILE, "", PW.choose(2, said), [Match(p, said), Match(q, "")], choose=True),
        Answer(Intent.PROFILE, "", PW.nobody_named(said), suggestions=[p.name]),
    ]


@PROPERTY
@given(p=bait_profiles(), q=bait_profiles(), said=BAIT)
def test_no_placement_of_brackets_in_profiles_opens_a_link(
    p: Profile, q: Profile, said: str
) -> None:
    for answer in answers_about(p, q, said):
        assert_no_masked_link(render(answer))


@PROPERTY
@given(said=BAIT, shape=st.sampled_from([
    "!who knows {}", "!profile {}", "who studied at {}?", "who works at {}", "anyone in {}?",
    "compare {} and chenggang", "where is {} based?", "{}",
]))  # fmt: skip
def test_no_placement_of_brackets_in_a_question_opens_a_link(said: str, shape: str) -> None:
    engine = team_snapshot().engine
    assert_no_masked_link(render(engine.answer(shape.format(said), addressed=True)))
