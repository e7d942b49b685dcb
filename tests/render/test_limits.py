"""Property tests: whatever a profile or an answer holds, every reply fits Discord's limits."""

from __future__ import annotations

import re
from collections import Counter

import discord
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.answers.model import Answer, Intent, Match, Person
from bot.profiles.model import STAT_KEYS, Contribution, Education, Profile, Skill, StackOverflow
from bot.render import embeds as E
from bot.render.embeds import Reply, render

PROPERTY = settings(
    max_examples=50,
    deadline=None,
    suppress_health_check=[
        HealthCheck.function_scoped_fixture,  # the autouse network guard
        HealthCheck.too_slow,
        HealthCheck.data_too_large,
        HealthCheck.large_base_example,
    ],
)

# ---- the one check every reply must pass -------------------------------------------


def _embed_problems(embed: discord.Embed) -> list[str]:
    problems = []
    title = embed.title or ""
    description = embed.description or ""
    footer = embed.footer.text or ""
    author = embed.author.name or ""
    if len(title) > E.TITLE:
        problems.append(f"title is {len(title)} > {E.TITLE}")
    if len(description) > E.DESCRIPTION:
        problems.append(f"description is {len(description)} > {E.DESCRIPTION}")
    if len(embed.fields) > E.FIELDS:
        problems.append(f"{len(embed.fields)} fields > {E.FIELDS}")
    for n, f in enumerate(embed.fields):
        name, value = f.name or "", f.value or ""
        if not name.strip():
            problems.append(f"field {n} has an empty name {name!r}")
        if not value.strip():
            problems.append(f"field {n} ({name[:40]!r}) has an empty value {value!r}")
        if len(name) > E.FIELD_NAME:
            problems.append(f"field {n} name is {len(name)} > {E.FIELD_NAME}")
        if len(value) > E.FIELD_VALUE:
            problems.append(f"field {n} ({name[:40]!r}) value is {len(value)} > {E.FIELD_VALUE}")
    if len(footer) > E.FOOTER:
        problems.append(f"footer is {len(footer)} > {E.FOOTER}")
    if len(author) > E.AUTHOR:
        problems.append(f"author is {len(author)} > {E.AUTHOR}")
    if len(embed) > E.TOTAL:
        problems.append(f"embed total is {len(embed)} > {E.TOTAL}")
    return problems


def assert_within_limits(reply: Reply) -> None:
    """Every Discord limit (the constants of bot.render.embeds) holds on every page."""
    problems = []
    if reply.content is not None and len(reply.content) > E.CONTENT:
        problems.append(f"content is {len(reply.content)} > {E.CONTENT}")
    for p, page in enumerate(reply.pages):
        if len(page) > E.EMBEDS_PER_MESSAGE:
            problems.append(f"page {p}: {len(page)} embeds > {E.EMBEDS_PER_MESSAGE}")
        for n, embed in enumerate(page):
            problems += [f"page {p} embed {n}: {x}" for x in _embed_problems(embed)]
    assert not problems, "\n".join(problems)


# ---- hostile text --------------------------------------------------------------------

BITS = (
    "**", "__", "*", "_", "`", "```", "```py\n", "||", "~~", "\\", "> ", ">>> ", "# ", "- ",
    "@everyone", "@here", "<@123>", "<@!123>", "<@&456>", "<#789>", "@", "<", "#",
    "\u200b", "\u200d", "\ufeff", "\u202e", "\u202d", "\u2067", "\u0301",
    "مرحبا بالعالم", "שלום", "中文名字", "Zoë", "😀", "👨\u200d👩\u200d👧",
    " ", "  ", "\n", "\r\n", "\t", "\x00", "…", "—", "·",
    "[link](https://example.com)", "https://example.com/a_b*c~d", "word", "python",
)  # fmt: skip
_FRAGMENT = st.one_of(st.sampled_from(BITS), st.text(max_size=8))


def _repeat(unit: str, times: int, limit: int) -> str:
    return (unit * times)[:limit]


def hostile_text(max_size: int = 20_000) -> st.SearchStrategy[str]:
    """Any Unicode text, markdown, mentions, invisible and RTL characters, and very long runs."""
    return st.one_of(
        st.just(""),
        st.text(max_size=60),
        st.sampled_from(BITS),
        st.lists(_FRAGMENT, max_size=40).map("".join),
        # Long text is built by repetition: cheap to draw, up to max_size characters.
        st.builds(
            _repeat,
            st.lists(_FRAGMENT, min_size=1, max_size=6).map("".join),
            st.integers(1, max_size),
            st.just(max_size),
        ),
    )


def optional(strategy: st.SearchStrategy) -> st.SearchStrategy:
    return st.none() | strategy


COUNTS = st.integers(0, 10**12)
# Any subset of the known counters, and sometimes one the renderer does not know.
STATS = st.fixed_dictionaries(
    {}, optional={**{k: COUNTS for k in STAT_KEYS}, "stars": COUNTS, "": COUNTS}
)


def contributions(text: st.SearchStrategy[str]) -> st.SearchStrategy[Contribution]:
    return st.builds(
        Contribution,
        repo=text,
        start=optional(text),
        end=optional(text),
        description=optional(text),
        role=optional(text),
        stats=STATS,
        duration=optional(text),
        summary=optional(text),
        topics=st.lists(text, max_size=5),
    )


def profiles(
    max_skills: int = 60,
    max_contributions: int = 30,
    max_size: int = 20_000,
    item_size: int = 2_000,
) -> st.SearchStrategy[Profile]:
    """Any profile: every text hostile, lists up to 60 skills and 30 contributions.

    Single fields run to max_size characters; the items of lists (skills,
    contributions, badges, schools) to item_size, so that 60 of them stay quick to
    render. Both are far beyond every Discord limit.
    """
    text = hostile_text(max_size)
    item = hostile_text(item_size)
    return st.builds(
        Profile,
        id=text,
        name=text,
        headline=optional(text),
        title=optional(text),
        company=optional(text),
        location=optional(text),
        badges=st.lists(item, max_size=12),
        summary=optional(text),
        coding_years=optional(st.integers(0, 10**6)),
        employment_years=optional(st.integers(0, 10**6)),
        education=st.lists(
            st.builds(Education, degree=optional(item), school=optional(item)), max_size=8
        ),
        stackoverflow=optional(
            st.builds(
                StackOverflow, reputation=COUNTS, reached=COUNTS, answers=COUNTS, questions=COUNTS
            )
        ),
        skills=st.lists(
            st.builds(Skill, name=item, score=st.integers(0, 10**6)), max_size=max_skills
        ),
        skill_count=optional(st.integers(0, 10**6)),
        languages=st.lists(item, max_size=8),
        language_count=optional(st.integers(0, 10**6)),
        contributions=st.lists(contributions(item), max_size=max_contributions),
        contribution_count=optional(st.integers(0, 10**6)),
        source=optional(text),
    )


# A list renders only each person's name, with the match's evidence: people with
# fewer skills and repositories keep 60 of them within Hypothesis's draw budget.
LIST_PROFILES = profiles(max_skills=3, max_contributions=2)
# Intents that render a list of matches (COMPARE, HELP, USAGE and NONE render otherwise).
LIST_INTENTS = [
    i for i in Intent if i not in (Intent.NONE, Intent.HELP, Intent.USAGE, Intent.COMPARE)
]
NUMBERED = re.compile(r"^\*\*(\d+)\. ", re.MULTILINE)


# ---- properties ------------------------------------------------------------------------


@PROPERTY
@given(profiles())
def test_profile_card_within_limits(profile: Profile) -> None:
    answer = Answer(intent=Intent.PROFILE, message="x", headline=profile.name, card=profile)
    reply = render(answer)
    assert_within_limits(reply)
    assert len(reply.pages) == 1 and len(reply.pages[0]) == 1


@PROPERTY
@given(
    matches=st.lists(
        st.builds(Match, profile=LIST_PROFILES, evidence=hostile_text(), past=st.booleans()),
        max_size=60,
    ),
    headline=hostile_text(),
    intent=st.sampled_from(LIST_INTENTS),
    choose=st.booleans(),
    detail=optional(hostile_text()),
)
def test_list_within_limits_and_lists_every_match_once(
    matches: list[Match], headline: str, intent: Intent, choose: bool, detail: str | None
) -> None:
    answer = Answer(intent, "x", headline, matches, choose=choose, detail=detail)
    reply = render(answer)
    assert_within_limits(reply)
    if not matches:
        assert reply.pages == [] and reply.content is not None
        return
    if detail is not None and intent in (Intent.PLACE, Intent.EXPERIENCE):
        assert len(reply.pages) == 1 and len(reply.pages[0]) == 1  # one sentence, not a list
        return
    _check_numbered(reply, len(matches))


@PROPERTY
@given(a=profiles(), b=profiles(), headline=hostile_text())
def test_compare_within_limits(a: Profile, b: Profile, headline: str) -> None:
    pair = (Person(a, ("[x](https://e.example)",)), Person(b))
    reply = render(Answer(intent=Intent.COMPARE, message="x", headline=headline, compare=pair))
    assert_within_limits(reply)
    assert len(reply.pages) == 1 and len(reply.pages[0]) == 1


@PROPERTY
@given(
    headline=hostile_text(),
    suggestions=st.lists(hostile_text(), max_size=20),
    intent=st.sampled_from(LIST_INTENTS),
)
def test_miss_content_within_limits(headline: str, suggestions: list[str], intent: Intent) -> None:
    reply = render(Answer(intent, "x", headline, suggestions=suggestions))
    assert_within_limits(reply)
    assert reply.pages == []
    assert reply.content is not None and len(reply.content) <= E.CONTENT


@PROPERTY
@given(headline=hostile_text(), detail=optional(hostile_text()))
def test_help_within_limits(headline: str, detail: str | None) -> None:
    assert_within_limits(render(Answer(Intent.HELP, "x", headline, detail=detail)))


def _check_numbered(reply: Reply, count: int) -> None:
    """The pages list matches 1..count, each once, in order, PAGE_SIZE to a page."""
    assert len(reply.pages) == -(-count // E.PAGE_SIZE)
    numbers: Counter[int] = Counter()
    for p, page in enumerate(reply.pages):
        on_page = [int(n) for n in NUMBERED.findall(page[0].description or "")]
        first = p * E.PAGE_SIZE + 1
        expected = list(range(first, min(first + E.PAGE_SIZE, count + 1)))
        assert on_page == expected, f"page {p + 1} numbers {on_page}, expected {expected}"
        numbers.update(on_page)
    assert numbers == Counter(range(1, count + 1))


@pytest.mark.parametrize("length", range(395, 415))
def test_a_full_page_of_long_lines_keeps_every_name(length: int) -> None:
    """The boundary random lists rarely reach: ten lines at the per-line limit.

    If each line's share of the description ignores the nine newlines (as
    DESCRIPTION // PAGE_SIZE = 409 did), ten full lines make 4099 > 4096 and fit()
    clips the description again, back to its last space: the one after `**10.`,
    so the tenth person's name is lost.
    """
    name = "n" * length  # no space, so no word boundary to cut back to
    matches = [Match(Profile(name=name), "") for _ in range(2 * E.PAGE_SIZE)]
    reply = render(Answer(Intent.SKILL, "x", "twenty people", matches))
    assert_within_limits(reply)
    _check_numbered(reply, len(matches))
    for page in reply.pages:
        lines = (page[0].description or "").split("\n")
        assert all("nnnnnnnnnn" in line for line in lines), lines[-1]


@pytest.mark.parametrize(
    "name",
    [" " * 404, " " * 2000, "\\" * 300, "\\ " * 150],
    ids=["404-spaces", "2000-spaces", "300-backslashes", "backslash-space"],
)
def test_a_blank_name_keeps_its_numbered_line(name: str) -> None:
    """clip() cuts at the limit (or back to the last space), then strips every trailing
    space and backslash: in a line whose name is a long run of them (inert() doubles
    each backslash) nothing is left of the line but `**2.…`."""
    matches = [Match(Profile(name="Ada"), "knows python"), Match(Profile(name=name), "evidence")]
    reply = render(Answer(Intent.SKILL, "x", "two people", matches))
    assert_within_limits(reply)
    _check_numbered(reply, len(matches))


def test_card_title_is_inert() -> None:
    p = Profile(name="@everyone **bold**")
    reply = render(Answer(intent=Intent.PROFILE, message="x", headline=p.name, card=p))
    title = reply.pages[0][0].title or ""
    assert "@everyone" not in title
    assert "@\u200beveryone" in title
    # Every `*` is escaped: no `**` is left that is not preceded by a backslash.
    assert re.search(r"(?<!\\)\*\*", title) is None, title
    assert re.search(r"(?<!\\)\*", title) is None, title
    assert_within_limits(reply)
