"""Embeds as Discord receives them: exact dictionaries, pages, and clean truncation."""

from __future__ import annotations

import json

import discord
import pytest

from bot.answers.engine import Engine
from bot.answers.model import Answer, Intent, Match
from bot.profiles.model import Profile, Skill
from bot.render.console import reply_text
from bot.render.embeds import DESCRIPTION, ELLIPSIS, TOTAL, clip, fit, inert, render
from tests.conftest import FIXTURES

ZHAO_SUMMARY = json.loads((FIXTURES / "bundled-expected" / "chenggang-zhao.json").read_text())[
    "summary"
]
# The summary as the card shows it: its parentheses escaped, so that none can close a link.
ZHAO_SUMMARY_SHOWN = ZHAO_SUMMARY.replace("(", "\\(").replace(")", "\\)")


def test_profile_card(engine: Engine) -> None:
    reply = render(engine.answer("!profile chenggang"))
    assert reply.content is None
    assert [e.to_dict() for e in reply.embeds] == [
        {
            "title": "Chenggang Zhao",
            "type": "rich",
            "color": 0x5865F2,
            "flags": 0,
            "description": "**Core Infra Engineer at DeepSeek AI**\n📍 Beijing, China\n"
            "🏅 Rockstar · 🏅 Top School\n\n" + ZHAO_SUMMARY_SHOWN,
            "fields": [
                {"inline": False, "name": "Top skills",
                 "value": "tensorrt 10 · cuda 10 · triton 10 · tensor 10 · tensorflow 10 · "
                 "python 10 · operation 10 · compiler-development 10 · test-automation 9 · "
                 "llvm 9 · mlr 8"},
                {"inline": False, "name": "Top contributions",
                 "value": "**triton-lang/triton** · Back-end Developer · 15 PRs, 37 reviews, "
                 "4 commits · 2022-11\n**LyricZhao/BoArtist** · 37 commits, 32 pushes, 1 branch"
                 " · 2019-03 – 2019-06"},
                {"inline": False, "name": "Education",
                 "value": "Master's Degree on Computer Systems and Architecture Institute for "
                 "Interdisciplinary Information Sciences — Tsinghua University"},
                {"inline": True, "name": "Experience", "value": "8 years coding, 1 year employed"},
                {"inline": True, "name": "Stack Overflow",
                 "value": "1 reputation · 0 answers · 0 questions · 0 reached"},
            ],
            "footer": {"text": "id chenggang-zhao"},
        }
    ]  # fmt: skip


def test_ranked_list(engine: Engine) -> None:
    reply = render(engine.answer("!who knows triton"))
    assert [e.to_dict() for e in reply.embeds] == [
        {
            "title": "5 people know triton",
            "type": "rich",
            "color": 0x5865F2,
            "flags": 0,
            "description": (
                "**1. Wei Zhao** — triton 10/10 · 148 PRs, 96 reviews to triton-lang/triton\n"
                "**2. Chenggang Zhao** — triton 10/10 · 15 PRs, 37 reviews to triton-lang/triton\n"
                "**3. Haoran Liu** — triton 9/10 · 2 PRs, 1 issue to triton-lang/triton\n"
                "**4. Yifan Chen** — triton 8/10 · 12 commits, 10 pushes to triton-lang/triton\n"
                "**5. Mei Lin** — triton 6/10"
            ),
            "fields": [],
            "footer": {"text": "Page 1/1 · 5 people"},
        }
    ]


def test_long_lists_page_by_ten(engine: Engine) -> None:
    reply = render(engine.answer("who has the most experience", addressed=True))
    assert [page[0].footer.text for page in reply.pages] == [
        "Page 1/2 · 15 people",
        "Page 2/2 · 15 people",
    ]
    assert reply.pages[1][0].description == (
        "**11. Priya Natarajan** — 5 years coding, 3 years employed\n"
        "**12. Mei Lin** — 4 years coding, 2 years employed\n"
        "**13. Haoran Liu** — 3 years coding, 1 year employed\n"
        "**14. Elena Petrova** — 2 years coding, 1 year employed\n"
        "**15. Emily Carter** — 1 year coding"
    )


def test_past_employer_is_marked_in_the_list(engine: Engine) -> None:
    reply = render(engine.answer("anyone from nvidia"))
    assert reply.embeds[0].description.splitlines()[-1] == (
        "**3. Chenggang Zhao** *(past)* — past: NVIDIA \\(now at DeepSeek AI\\)"
    )


def test_ambiguous_name_lists_the_candidates(engine: Engine) -> None:
    embed = render(engine.answer("!profile zhao")).embeds[0]
    assert embed.title == "2 people match “zhao”: which one?"
    assert embed.description == (
        "**1. Chenggang Zhao** — Core Infra Engineer at DeepSeek AI\n"
        "**2. Wei Zhao** — Senior GPU Compiler Engineer at NVIDIA"
    )
    assert embed.footer.text == "Pick one: ask again with the full name · Page 1/1 · 2 people"


def test_compare_side_by_side(engine: Engine) -> None:
    embed = render(engine.answer("compare chenggang and chaofan", addressed=True)).embeds[0]
    assert embed.title == "Chenggang Zhao vs Chaofan Lin"
    assert [(f.name, f.value) for f in embed.fields] == [
        ("Shared skills", "tensor 10/10 · python 10/10"),
        ("Only Chenggang Zhao", "tensorrt 10 · cuda 10 · triton 10 · tensorflow 10 · operation 10"
         " · compiler-development 10 · test-automation 9 · llvm 9 · mlr 8"),
        ("Only Chaofan Lin", "tvm 10 · compiler 10 · machine-learning 10 · deeplearning-ai 10 · "
         "compiler-compiler 10 · deep-learning 10"),
        ("Experience: Chenggang Zhao", "8 years coding, 1 year employed"),
        ("Experience: Chaofan Lin", "5 years coding, 1 year employed"),
        ("Employers: Chenggang Zhao", "Core Infra Engineer at DeepSeek AI · past: NVIDIA, SenseTime"),
        ("Employers: Chaofan Lin", "Research Intern at DeepSeek AI · past: Microsoft Research Asia, ByteDance"),
        ("Location: Chenggang Zhao", "Beijing, China"),
        ("Location: Chaofan Lin", "Shanghai, Shanghai, China"),
        ("Schools: Chenggang Zhao", "Tsinghua University"),
        ("Schools: Chaofan Lin", "Tsinghua University · Shanghai Jiao Tong University"),
    ]  # fmt: skip


def test_a_comparison_asked_for_a_skill_says_who_is_ahead_then_shows_both(engine: Engine) -> None:
    reply = render(engine.answer("who's better at cuda, mei or haoran?"))
    assert reply.content == "At cuda: Haoran Liu \\(cuda 10/10\\) is ahead of Mei Lin \\(cuda 7/10\\)."
    assert reply.embeds[0].title == "Haoran Liu vs Mei Lin"
    assert render(engine.answer("mei vs haoran")).content is None


def test_miss_is_plain_text_with_suggestions(engine: Engine) -> None:
    reply = render(engine.answer("!who knows goo"))
    assert (reply.content, reply.pages) == ("Nobody here knows goo. Did you mean **go**?", [])


def test_chatter_renders_nothing(engine: Engine) -> None:
    reply = render(engine.answer("hello there"))
    assert (reply.content, reply.pages) == (None, [])


def test_console_text_reads_like_the_embed(engine: Engine) -> None:
    text = reply_text(render(engine.answer("!who knows triton")))
    assert text.splitlines()[:4] == [
        "5 people know triton",
        "====================",
        "1. Wei Zhao — triton 10/10 · 148 PRs, 96 reviews to triton-lang/triton",
        "2. Chenggang Zhao — triton 10/10 · 15 PRs, 37 reviews to triton-lang/triton",
    ]


@pytest.mark.parametrize(
    ("text", "limit", "clipped"),
    [
        ("short", 10, "short"),
        ("one two three four five", 16, "one two three…"),
        ("one two three four five", 12, "one two thr…"),
        ("abcdefghijklmnop", 8, "abcdefg…"),
        ("", 5, ""),
    ],
)
def test_clip_on_a_word_boundary(text: str, limit: int, clipped: str) -> None:
    assert clip(text, limit) == clipped
    assert len(clip(text, limit)) <= limit


def test_profile_text_renders_inert() -> None:
    assert inert("@everyone **hi** <@123> <#9>") == (
        "@\u200beveryone \\*\\*hi\\*\\* <@\u200b123> <\u200b#9>"
    )


def test_an_oversized_profile_is_cut_to_every_limit() -> None:
    profile = Profile(
        id="x", name="N" * 400, headline="H" * 5000, summary="word " * 3000,
        skills=[Skill(name="s" * 300, score=9) for _ in range(40)],
    )  # fmt: skip
    embed = render(Answer(Intent.PROFILE, "x", "x", [Match(profile, "e")], card=profile)).embeds[0]
    assert len(embed) <= TOTAL
    assert len(embed.title or "") == 256 and embed.title.endswith(ELLIPSIS)
    assert len(embed.description or "") <= DESCRIPTION
    assert all(len(f.value or "") <= 1024 for f in embed.fields)


def test_fit_shrinks_the_longest_parts_until_the_total_fits() -> None:
    embed = discord.Embed(title="t", description="d" * 4000)
    for n in range(5):
        embed.add_field(name=f"f{n}", value="v" * 1000)
    fitted = fit(embed)
    assert len(fitted) <= TOTAL
    assert len(fitted.fields) == 5


def test_a_very_long_list_shows_the_first_hundred() -> None:
    people = [Profile(id=str(n), name=f"Person {n:04d}") for n in range(1234)]
    answer = Answer(
        Intent.SKILL, "x", "1234 people know go", [Match(p, "go 9/10") for p in people]
    )
    reply = render(answer)
    assert len(reply.pages) == 10
    assert reply.pages[0][0].footer.text == "Page 1/10 · 1,234 people, the first 100 shown"
    assert reply.pages[-1][0].description.splitlines()[-1] == "**100. Person 0099** — go 9/10"


def test_a_list_of_one_still_names_the_person(engine: Engine) -> None:
    embed = render(engine.answer("who is in Toronto?", addressed=True)).embeds[0]
    assert (embed.title, embed.description) == (
        "1 person in Toronto", "**1. Zoë Van der Berg** — Toronto, Ontario, Canada",
    )  # fmt: skip


def test_a_question_about_one_person_is_a_sentence(engine: Engine) -> None:
    embed = render(engine.answer("where is Chaofan based?", addressed=True)).embeds[0]
    assert (embed.title, embed.description) == (
        "Chaofan Lin is based in Shanghai, Shanghai, China.", "Shanghai, Shanghai, China",
    )  # fmt: skip


def test_a_spread_is_one_embed_of_groups_with_their_counts() -> None:
    answer = Answer(Intent.COMPANY, "", "Where the 3 people work", spread=(("Google", 2), ("Meta", 1)))
    reply = render(answer)
    assert [e.to_dict() for e in reply.embeds] == [
        {"title": "Where the 3 people work", "type": "rich", "color": 0x5865F2, "flags": 0,
         "description": "Google — 2 people\nMeta — 1 person", "fields": []}
    ]  # fmt: skip
