"""Every kind of question, over the bundled and the test profiles, as people type them."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.answers.engine import Engine
from bot.answers.model import Intent
from bot.render.embeds import render
from bot.snapshot.load import load_snapshot
from tests.conftest import FIXTURES, ROOT, copy_profiles

ZHAO, WEI, CHAOFAN, MEI = "Chenggang Zhao", "Wei Zhao", "Chaofan Lin", "Mei Lin"
JOSE, SIOBHAN, DANIEL, SAMUEL = (
    "José Núñez-García",
    "Siobhán O'Neill",
    "Daniel Kim",
    "Samuel Okafor",
)
ARJUN, PRIYA, LUKAS, HAORAN = "Arjun Raghavan", "Priya Natarajan", "Lukas Becker", "Haoran Liu"
YIFAN, ELENA, EMILY, ZOE, XINYI = (
    "Yifan Chen", "Elena Petrova", "Emily Carter", "Zoë Van der Berg", "Xinyi Wang",
)  # fmt: skip


def ask(engine: Engine, question: str) -> tuple[str, str, list[str]]:
    a = engine.answer(question, addressed=True)
    return a.intent.value, a.headline, a.names


@pytest.mark.parametrize(
    ("question", "headline", "names", "first_evidence"),
    [
        (
            "!who knows triton",
            "5 people know triton",
            [WEI, ZHAO, HAORAN, YIFAN, MEI],
            "triton 10/10 · 148 PRs, 96 reviews to triton-lang/triton",
        ),
        ("!Who knows TRITON?", "5 people know triton", [WEI, ZHAO, HAORAN, YIFAN, MEI], None),
        ("!who knows tritn", "5 people know triton", [WEI, ZHAO, HAORAN, YIFAN, MEI], None),
        (
            "who knows k8s?",
            "7 people know kubernetes",
            [JOSE, SIOBHAN, DANIEL, SAMUEL, ARJUN, PRIYA, LUKAS],
            "kubernetes 9/10 · 19 PRs, 63 reviews to kubernetes/kubernetes",
        ),
        (
            "anyone good at c++",
            "7 people know c++",
            [WEI, YIFAN, SIOBHAN, ARJUN, HAORAN, MEI, PRIYA],
            "c++ 10/10",
        ),
        (
            "who knows cpp",
            "7 people know c++",
            [WEI, YIFAN, SIOBHAN, ARJUN, HAORAN, MEI, PRIYA],
            None,
        ),
        (
            "!who knows deep learning",
            "4 people know deep-learning",
            [CHAOFAN, HAORAN, MEI, WEI],
            "deep-learning 10/10 · mentioned in the summary",
        ),
        (
            "who knows golang",
            "6 people know go",
            [JOSE, DANIEL, SIOBHAN, LUKAS, ELENA, EMILY],
            "go 10/10 · 19 PRs, 63 reviews to kubernetes/kubernetes",
        ),
        ("who knows c", "5 people know c", [SIOBHAN, LUKAS, YIFAN, ELENA, EMILY], "c 10/10"),
        ("who knows c#", "2 people know c#", [SAMUEL, ARJUN], "c# 10/10"),
        ("who knows csharp", "2 people know c#", [SAMUEL, ARJUN], None),
        (
            "who knows dotnet",
            "2 people know .net",
            [SAMUEL, ARJUN],
            ".net 9/10 · mentioned in the summary",
        ),
        ("who knows r", "1 person knows r", [PRIYA], "r 8/10"),
        (
            "who knows torch",
            "4 people know pytorch",
            [MEI, PRIYA, YIFAN, WEI],
            "pytorch 10/10 · 5 PRs, 2 issues to pytorch/pytorch",
        ),
        (
            "who knows rust and go",
            "5 people know rust · know go",
            [DANIEL, SIOBHAN, JOSE, LUKAS, ELENA],
            None,
        ),
    ],
)
def test_who_knows_a_skill(
    engine: Engine, question: str, headline: str, names: list[str], first_evidence: str | None
) -> None:
    answer = engine.answer(question, addressed=True)
    assert (answer.intent, answer.headline, answer.names) == (Intent.SKILL, headline, names)
    if first_evidence is not None:
        assert answer.matches[0].evidence == first_evidence


def test_skill_evidence_breaks_score_ties(engine: Engine) -> None:
    answer = engine.answer("!who knows triton")
    assert [(m.profile.name, m.evidence) for m in answer.matches[:2]] == [
        (WEI, "triton 10/10 · 148 PRs, 96 reviews to triton-lang/triton"),
        (ZHAO, "triton 10/10 · 15 PRs, 37 reviews to triton-lang/triton"),
    ]


@pytest.mark.parametrize(
    ("question", "headline", "suggestions"),
    [
        ("!who knows cobol", "Nobody here knows cobol.", []),
        ("!who knows goo", "Nobody here knows goo.", ["go"]),
        ("who knows google", "Nobody here knows google.", []),
        ("!profile nobody", "Nobody here is called “nobody”.", []),
        ("!profile wayne zhou", "Nobody here is called “wayne zhou”.", [WEI]),
        ("who works at apple", "Nobody here works or worked at Apple.", []),
        ("anyone in tokyo", "Nobody here is based in Tokyo.", ["China", "Beijing", "Shanghai"]),
    ],
)
def test_misses_say_nobody_with_suggestions_from_the_data(
    engine: Engine, question: str, headline: str, suggestions: list[str]
) -> None:
    answer = engine.answer(question, addressed=True)
    assert (answer.headline, answer.names, answer.suggestions) == (headline, [], suggestions)


@pytest.mark.parametrize(
    "question",
    ["who knows g", "who knows go?", "!who knows GO"],
)
def test_short_words_never_match_by_accident(engine: Engine, question: str) -> None:
    names = engine.answer(question, addressed=True).names
    assert names in ([], [JOSE, DANIEL, SIOBHAN, LUKAS, ELENA, EMILY])
    if question == "who knows g":
        assert names == []


@pytest.mark.parametrize(
    ("question", "names", "card"),
    [
        ("!profile chenggang", [ZHAO], True),
        ("!profile chengang zaho", [ZHAO], True),
        ("!profile chenggan", [ZHAO], True),
        ("!profile Zhao", [ZHAO, WEI], False),
        ("!profile lin", [CHAOFAN, MEI], False),
        ("!profile zhaoo wie", [WEI], True),
        ("!profile jose nunez", [JOSE], True),
        ("!profile José Núñez-García", [JOSE], True),
        ("!profile siobhan oneill", [SIOBHAN], True),
        ("!profile O'Neill", [SIOBHAN], True),
        ("!profile zoe van der berg", [ZOE], True),
        ("who is chaofan lin?", [CHAOFAN], True),
        ("tell me about xinyi", [XINYI], True),
    ],
)
def test_a_person_by_name(engine: Engine, question: str, names: list[str], card: bool) -> None:
    answer = engine.answer(question, addressed=True)
    assert (answer.intent, answer.names) == (Intent.PROFILE, names)
    assert (answer.card is not None, answer.choose) == (card, not card)


def test_ambiguous_name_offers_every_candidate(engine: Engine) -> None:
    answer = engine.answer("!profile Zhao")
    assert answer.headline == "2 people match “zhao”: which one?"
    assert [m.evidence for m in answer.matches] == [
        "Core Infra Engineer at DeepSeek AI",
        "Senior GPU Compiler Engineer at NVIDIA",
    ]


@pytest.mark.parametrize(
    ("question", "intent", "headline", "names"),
    [
        ("who works at DeepSeek?", "company", "3 people at DeepSeek AI", [ZHAO, CHAOFAN, HAORAN]),
        ("anyone from nvidia", "company", "3 people at NVIDIA (1 in the past)", [WEI, YIFAN, ZHAO]),
        ("who has worked at SenseTime", "company", "2 people at SenseTime (2 in the past)",
         [ZHAO, MEI]),
        ("who has worked at microsoft", "company", "6 people at Microsoft (4 in the past)",
         [ARJUN, SAMUEL, YIFAN, JOSE, CHAOFAN, HAORAN]),
        ("who works at deepseak", "company", "3 people at DeepSeek AI", [ZHAO, CHAOFAN, HAORAN]),
        ("who is in Beijing", "place", "3 people in Beijing", [ZHAO, HAORAN, XINYI]),
        ("anyone based in China?", "place", "6 people in China",
         [YIFAN, ZHAO, CHAOFAN, MEI, HAORAN, XINYI]),
        ("anyone in the USA", "place", "3 people in the United States", [DANIEL, WEI, SAMUEL]),
        ("anyone in the US?", "place", "3 people in the United States", [DANIEL, WEI, SAMUEL]),
        ("anyone in the UK?", "place", "2 people in the United Kingdom", [SIOBHAN, PRIYA]),
        ("who is in SF", "place", "2 people in San Francisco", [DANIEL, WEI]),
        ("who lives in shangai", "place", "3 people in Shanghai", [YIFAN, CHAOFAN, MEI]),
        ("where is Chaofan based?", "place", "Chaofan Lin is based in Shanghai, Shanghai, China.",
         [CHAOFAN]),
        ("who studied at Tsinghua", "school", "4 people who studied at Tsinghua University",
         [YIFAN, ZHAO, CHAOFAN, MEI]),
        ("who went to SJTU", "school", "2 people who studied at Shanghai Jiao Tong University",
         [CHAOFAN, MEI]),
        ("alumni of mit", "school",
         "3 people who studied at Massachusetts Institute of Technology", [DANIEL, YIFAN, JOSE]),
        ("who went to berkeley", "school",
         "2 people who studied at University of California, Berkeley", [WEI, SAMUEL]),
        ("who has a master's", "degree", "9 people with a master's degree",
         [ZOE, DANIEL, WEI, ZHAO, JOSE, PRIYA, MEI, HAORAN, ELENA]),
        ("anyone with a phd?", "degree", "4 people with a PhD", [SIOBHAN, WEI, YIFAN, CHAOFAN]),
        ("who contributed to apache/tvm", "repo", "3 people contributed to apache/tvm",
         [CHAOFAN, MEI, WEI]),
        ("who worked on tvm", "repo", "3 people contributed to apache/tvm", [CHAOFAN, MEI, WEI]),
        ("who here has worked on TVM?", "repo", "3 people contributed to apache/tvm",
         [CHAOFAN, MEI, WEI]),
        ("who maintains tvm", "repo", "3 people contributed to apache/tvm", [CHAOFAN, MEI, WEI]),
        ("what has Chaofan contributed to", "repo",
         "Chaofan Lin has 5 contributions; the profile lists 2 repositories.",
         [CHAOFAN]),
        ("who has the most experience", "experience",
         "Zoë Van der Berg has the most: 20 years of coding · 15 people by years of coding, most first",
         [ZOE, DANIEL, SIOBHAN, WEI, YIFAN, ARJUN, ZHAO, JOSE, LUKAS, CHAOFAN, PRIYA, MEI,
          HAORAN, ELENA, EMILY]),
        ("who has the most experiance", "experience",
         "Zoë Van der Berg has the most: 20 years of coding · 15 people by years of coding, most first",
         [ZOE, DANIEL, SIOBHAN, WEI, YIFAN, ARJUN, ZHAO, JOSE, LUKAS, CHAOFAN, PRIYA, MEI,
          HAORAN, ELENA, EMILY]),
        ("how many years has Chenggang been coding", "experience",
         "Chenggang Zhao has 8 years of coding experience and 1 year of employment.", [ZHAO]),
        ("who has more than 5 years of experience", "experience",
         "9 people with more than 5 years of coding",
         [ZOE, DANIEL, SIOBHAN, WEI, YIFAN, ARJUN, ZHAO, JOSE, LUKAS]),
        ("who has 15+ years of experience", "experience",
         "3 people with at least 15 years of coding", [ZOE, DANIEL, SIOBHAN]),
        ("who knows python in Shanghai", "combined", "3 people know python · in Shanghai",
         [CHAOFAN, MEI, YIFAN]),
        ("who knows cuda and works at DeepSeek", "combined",
         "2 people know cuda · at DeepSeek AI", [HAORAN, ZHAO]),
        ("rust developers in berlin", "combined", "2 people know rust · in Berlin",
         [LUKAS, ELENA]),
        ("who studied at MIT and is in the US", "combined",
         "1 person who studied at Massachusetts Institute of Technology · in the United States",
         [DANIEL]),
        ("compare chenggang and chaofan", "compare", "Chenggang Zhao and Chaofan Lin",
         [ZHAO, CHAOFAN]),
        ("compare chenggang and zhao", "compare", "2 people match “zhao”: which one?", [ZHAO, WEI]),
    ],
)  # fmt: skip
def test_every_kind_of_question(
    engine: Engine, question: str, intent: str, headline: str, names: list[str]
) -> None:
    assert ask(engine, question) == (intent, headline, names)


@pytest.mark.parametrize(
    ("question", "evidence"),
    [
        ("anyone from nvidia", ["Senior GPU Compiler Engineer at NVIDIA",
                                "Tech Lead for Inference at Scale at NVIDIA",
                                "past: NVIDIA (now at DeepSeek AI)"]),
        ("who contributed to apache/tvm", [
            "Back-end Developer & ML Engineer · 20 PRs, 17 reviews, 16 comments to apache/tvm",
            "ML Engineer · 12 PRs, 1 review, 31 commits to apache/tvm",
            "9 commits, 9 pushes, 2 branches to apache/tvm"]),
        ("who is in Beijing", ["Beijing, China"] * 3),
        ("who went to SJTU", [
            "Bachelor of Engineering - BE Computer Science (ACM Class), Shanghai Jiao Tong University",
            "Bachelor of Science - BS Computer Science, Shanghai Jiao Tong University"]),
        ("who knows cuda and works at DeepSeek", [
            "cuda 10/10 · 1 PR, 1 review to deepseek-ai/DeepGEMM · Research Engineer at DeepSeek AI",
            "cuda 10/10 · Core Infra Engineer at DeepSeek AI"]),
        ("who has at least 15 years of experience", [
            "20 years coding, 14 years employed", "18 years coding, 12 years employed",
            "15 years coding, 10 years employed"]),
    ],
)  # fmt: skip
def test_each_person_comes_with_one_line_saying_why(
    engine: Engine, question: str, evidence: list[str]
) -> None:
    answer = engine.answer(question, addressed=True)
    assert [m.evidence for m in answer.matches] == evidence


def test_past_employers_are_marked_past(engine: Engine) -> None:
    answer = engine.answer("anyone from nvidia")
    assert [(m.profile.name, m.past) for m in answer.matches] == [
        (WEI, False), (YIFAN, False), (ZHAO, True),
    ]  # fmt: skip


@pytest.mark.parametrize("question", ["!help", "help", "what can you do?", "!ask help"])
def test_help(engine: Engine, question: str) -> None:
    answer = engine.answer(question, addressed=True)
    assert (answer.intent, answer.headline) == (Intent.HELP, "Here is what I can answer:")
    assert "`!who knows triton` people ranked by skill score" in (answer.detail or "")


PROFILE_USAGE = "Usage: `!profile <name>`, for example `!profile chenggang`."
WHO_USAGE = "Usage: `!who knows <skill>`, for example `!who knows triton`."
ASK_USAGE = "Usage: `!ask <question>`, for example `!ask who knows python in Shanghai?`."


@pytest.mark.parametrize(
    ("message", "addressed", "usage"),
    [
        ("!profile", False, PROFILE_USAGE), ("!profile ", False, PROFILE_USAGE),
        ("!p", False, PROFILE_USAGE), ("!card?", False, PROFILE_USAGE),
        ("!who knows", False, WHO_USAGE), ("!who knows?", False, WHO_USAGE),
        ("!who", False, WHO_USAGE), ("!whoknows", False, WHO_USAGE),
        ("!who-knows", False, WHO_USAGE), ("!ask", False, ASK_USAGE),
        # What the slash commands send when their option is blank, and a mention.
        ("profile ", True, PROFILE_USAGE), ("who knows ", True, WHO_USAGE),
        ("<@123> profile", True, PROFILE_USAGE),
    ],
)  # fmt: skip
def test_a_command_alone_gets_its_usage_line(
    engine: Engine, message: str, addressed: bool, usage: str
) -> None:
    answer = engine.answer(message, addressed=addressed)
    assert (answer.intent, answer.headline) == (Intent.USAGE, usage)
    reply = render(answer)
    assert (reply.content, reply.pages) == (usage, [])


def test_the_usage_line_names_the_configured_prefix(engine: Engine) -> None:
    asked = Engine(engine.directory, prefix="?")
    assert [asked.answer(m).headline for m in ("?profile", "?who knows", "?ask")] == [
        "Usage: `?profile <name>`, for example `?profile chenggang`.",
        "Usage: `?who knows <skill>`, for example `?who knows triton`.",
        "Usage: `?ask <question>`, for example `?ask who knows python in Shanghai?`.",
    ]


def test_the_help_names_the_configured_prefix_too(engine: Engine) -> None:
    detail = (Engine(engine.directory, prefix="?").answer("?help").detail or "").splitlines()
    assert detail[:3] == [
        "`?who knows triton` people ranked by skill score, with the evidence",
        "`?profile chenggang` one person's full profile",
        "`who works at DeepSeek? / who has worked at Google?` there now; ever",
    ]
    assert detail[-1] == "`?profiles` add, remove and list this server's own profiles"


@pytest.mark.parametrize(
    ("message", "intent"),
    # `who knows` or `profile` alone in a team channel is a shrug, not a question.
    [("profile", Intent.NONE), ("ask", Intent.NONE), ("who knows", Intent.NONE)],
)
def test_a_command_word_alone_in_a_team_channel_is_not_a_command(
    engine: Engine, message: str, intent: Intent
) -> None:
    assert engine.answer(message).intent is intent


def test_an_addressed_message_it_cannot_place_gets_help(engine: Engine) -> None:
    answer = engine.answer("!qwerty asdf")
    assert (answer.intent, answer.headline) == (
        Intent.HELP, "I could not place that question. Here is what I can answer:",
    )  # fmt: skip


@pytest.mark.parametrize(
    ("message", "intent"),
    [
        ("hello there", Intent.NONE),
        ("lol anyone want lunch?", Intent.NONE),
        ("I know python is great", Intent.NONE),
        ("who knows cobol?", Intent.SKILL),
        ("who knows triton?", Intent.SKILL),
        ("anyone in Shanghai?", Intent.PLACE),
    ],
)
def test_chatter_in_a_team_channel_gets_no_answer(
    engine: Engine, message: str, intent: Intent
) -> None:
    assert engine.answer(message).intent is intent


def test_the_stored_snapshot_gives_the_same_answers(engine: Engine, tmp_path: Path) -> None:
    """Read back from the load cache (records decoded on demand, indexes mapped from the
    file), every question of the accuracy set gets the same answer, evidence and all."""
    import json

    root = tmp_path / "all"
    copy_profiles(ROOT / "data" / "profiles", root / "bundled")
    copy_profiles(FIXTURES / "profiles", root / "fixtures")
    load_snapshot(root, cache=True)
    stored = load_snapshot(root, cache=True)
    assert stored.from_cache is True
    questions = [
        json.loads(line)["question"]
        for line in (ROOT / "benchmarks" / "questions.jsonl").read_text("utf-8").splitlines()
    ]
    for question in questions:
        a = engine.answer(question, addressed=True)
        b = stored.engine.answer(question, addressed=True)
        assert (b.headline, b.names, b.suggestions) == (a.headline, a.names, a.suggestions)
        assert [m.evidence for m in b.matches] == [m.evidence for m in a.matches], question


@pytest.mark.parametrize(
    ("typed", "said", "names"),
    [
        ("!profile Grrce Y. Smith", "grrce y. smith", ["Grace Y. Smith", "Grace Y. Scott-Smith"]),
        ("!profile Mohammed Wrgiht", "mohammed wrgiht", ["Mohammed Wright", "Mohammed C. Wright"]),
        ("!profile Adrián Romeor", "adrian romeor", ["Adrián Romero", "Adrián Castro-Romero"]),
    ],
)
def test_equal_typos_put_the_name_with_nothing_untyped_first(
    typed: str, said: str, names: list[str]
) -> None:
    from bot.answers.engine import Engine as E
    from bot.profiles.model import Profile
    from bot.search.directory import Directory

    everyone = ["Grace Y. Scott-Smith", "Grace Y. Smith", "Mohammed C. Wright", "Mohammed Wright",
                "Adrián Castro-Romero", "Adrián Romero"]  # fmt: skip
    people = [Profile(id=str(n), name=x) for n, x in enumerate(everyone)]
    answer = E(Directory(people)).answer(typed)
    assert (answer.names, answer.headline) == (names, f"2 people match “{said}”: which one?")


@pytest.mark.parametrize(
    ("question", "headline", "names"),
    [
        ("!who knows go with more than 5 years of experience",
         "4 people know go · with more than 5 years of coding",
         ["José Núñez-García", "Daniel Kim", "Siobhán O'Neill", "Lukas Becker"]),
        ("who knows python with more than 5 years of experience?",
         "4 people know python · with more than 5 years of coding",
         ["Chenggang Zhao", "Wei Zhao", "Yifan Chen", "Arjun Raghavan"]),
        ("who knows python having 10+ years",
         "2 people know python · with at least 10 years of coding", ["Wei Zhao", "Yifan Chen"]),
    ],
)  # fmt: skip
def test_a_skill_with_years_of_experience(
    engine: Engine, question: str, headline: str, names: list[str]
) -> None:
    answer = engine.answer(question, addressed=True)
    assert (answer.headline, answer.names) == (headline, names)


@pytest.mark.parametrize(
    ("question", "headline"),
    [("who's our kubernetes admin", "7 people know kubernetes"),
     ("who is the elixir expert", "Nobody here knows elixir."),
     ("who's our salesforce admin", "Nobody here knows salesforce."),
     ("!profile salesforce admin", "Nobody here is called “salesforce admin”."),
     ("who's our new salesforce admin", "Nobody here knows salesforce."),
     ("who's our lead kubernetes admin", "7 people know kubernetes"),
     ("who's our sys admin", "Nobody here is called “sys admin”.")],
)  # fmt: skip
def test_the_admin_or_expert_of_a_thing_nobody_knows_is_nobody_who_knows_it(
    engine: Engine, question: str, headline: str
) -> None:
    assert engine.answer(question, addressed=True).headline == headline
