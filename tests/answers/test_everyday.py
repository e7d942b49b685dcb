"""Everyday phrasing in a team channel, over the bundled profiles: what people type, not
only the cue phrases (`who knows`, `works at`) the reading started from."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.answers.engine import Engine
from bot.answers.model import Intent
from bot.profiles.model import Profile, Skill
from bot.render.embeds import render
from bot.search.directory import Directory
from bot.snapshot.load import load_snapshot
from tests.conftest import ROOT, benchmark_engine, team_snapshot

ZHAO, CHAOFAN = "Chenggang Zhao", "Chaofan Lin"


@pytest.fixture(scope="module")
def bundled() -> Engine:
    return load_snapshot(ROOT / "data" / "profiles").engine


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [
        ("who should I ask about kernels", "2 people mention kernels", [CHAOFAN, ZHAO]),
        # typos in the asking words
        ("who shoud i ask about kernels", "2 people mention kernels", [CHAOFAN, ZHAO]),
        ("anyone knwo about gpu kernels", "2 people mention gpu kernels", [ZHAO, CHAOFAN]),
        ("who knows about gpu kernels", "2 people mention gpu kernels", [ZHAO, CHAOFAN]),
        ("who can help with LLM inference", "2 people mention llm inference", [ZHAO, CHAOFAN]),
        ("who's the best at python", "2 people know python", [CHAOFAN, ZHAO]),
        ("who knows python or cuda", "2 people know python or cuda", [CHAOFAN, ZHAO]),
        ("how many profiles are there", "2 profiles in all.", [CHAOFAN, ZHAO]),
        ("list everyone", "Everyone: 2 people", [CHAOFAN, ZHAO]),
        ("chaofan vs chenggang", "Chaofan Lin and Chenggang Zhao", [CHAOFAN, ZHAO]),
        ("who is an intern", "1 person mentions intern", [CHAOFAN]),
        ("who knows tri\u200bton", "1 person knows triton", [ZHAO]),
    ],
)
def test_the_questions_people_type(
    bundled: Engine, typed: str, headline: str, names: list[str]
) -> None:
    answer = bundled.answer(typed)  # a team channel: no prefix, no mention
    assert (answer.headline, answer.names) == (headline, names)


def test_evidence_quotes_the_words_that_matched(bundled: Engine) -> None:
    answer = bundled.answer("who knows about gpu kernels")
    assert answer.matches[0].evidence == "“GPU kernels” in the summary"


def test_what_someone_does(bundled: Engine) -> None:
    answer = bundled.answer("what does chenggang do")
    assert answer.card is not None and answer.card.name == ZHAO
    assert render(answer).content == (
        "Chenggang Zhao: Core Infra Engineer at DeepSeek AI; focus: tensorrt, cuda, triton."
    )


def test_a_place_nobody_is_in_says_so_with_the_places_there_are(bundled: Engine) -> None:
    answer = bundled.answer("anyone based in the US?")
    assert (answer.headline, answer.suggestions) == (
        "Nobody here is based in the United States.", ["China", "Beijing", "Shanghai"]
    )


def test_the_export_counts_more_contributions_than_it_lists(bundled: Engine) -> None:
    answer = bundled.answer("what has Chaofan contributed to")
    assert answer.headline == "Chaofan Lin has 5 contributions; the profile lists 2 repositories."


@pytest.mark.parametrize(
    "chatter",
    ["morning!", "who's up for coffee", "ty", "did the build break again?",
     "python 3.13 is out", "does anyone know if the wifi is down", "!!!",
     "anyone read the deepseek paper yet", "is slack slow for everyone or just me"],
)  # fmt: skip
def test_chatter_stays_unanswered(bundled: Engine, chatter: str) -> None:
    assert bundled.answer(chatter).intent is Intent.NONE


@pytest.mark.parametrize("typed", ["help", "what can you do", "hey bot, what are you for"])
def test_help_in_a_team_channel(bundled: Engine, typed: str) -> None:
    assert bundled.answer(typed).intent is Intent.HELP


def test_a_long_message_is_read_in_part_and_the_reply_says_so(bundled: Engine) -> None:
    answer = bundled.answer("who knows triton " + "and triton " * 200, addressed=True)
    assert (answer.headline, answer.names) == ("1 person knows triton", [ZHAO])
    assert render(answer).content == "(That was a long message: I read its first 300 characters.)"


def test_what_the_user_typed_is_said_back_short_and_clean(bundled: Engine) -> None:
    answer = bundled.answer("!profile " + "zq\u200bx " * 40)
    echoed = "zqx " * 19 + "zqx…"
    assert (answer.headline, len(echoed)) == (f"Nobody here is called “{echoed}”.", 80)


@pytest.fixture(scope="module")
def team() -> Engine:
    return team_snapshot().engine


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [
        ("does elena know go", "Yes: Elena Petrova knows go (scored 6 of 10).", ["Elena Petrova"]),
        ("does elena know python",
         "No: nothing on Elena Petrova's profile says they know python.", ["Elena Petrova"]),
        ("can mei write rust", "No: nothing on Mei Lin's profile says they know rust.",
         ["Mei Lin"]),
        ("has siobhan worked at mozilla", "Yes: Siobhán O'Neill worked at Mozilla.",
         ["Siobhán O'Neill"]),
        ("does siobhan work at google", "Yes: Siobhán O'Neill works at Google.",
         ["Siobhán O'Neill"]),
        ("has arjun ever worked at google",
         "No: nothing on Arjun Raghavan's profile says they work or worked at Google.",
         ["Arjun Raghavan"]),
        ("has siobhan worked at initech",
         "No: nothing on Siobhán O'Neill's profile says they work or worked at initech.",
         ["Siobhán O'Neill"]),
        ("has arjun contributed to kubernetes",
         "Yes: Arjun Raghavan contributed to kubernetes/kubernetes.", ["Arjun Raghavan"]),
        ("is zoe based in toronto", "Yes: Zoë Van der Berg is based in Toronto.",
         ["Zoë Van der Berg"]),
        ("does zoe have a phd", "No: nothing on Zoë Van der Berg's profile says they have a PhD.",
         ["Zoë Van der Berg"]),
        ("does chenggang know triton and cuda", "Yes: Chenggang Zhao knows triton (scored 10 of 10) and knows cuda (scored 10 of 10).",
         [ZHAO]),
        ("does anyone know rust", "5 people know rust",
         ["Siobhán O'Neill", "Daniel Kim", "Lukas Becker", "Elena Petrova", "José Núñez-García"]),
    ],
)  # fmt: skip
def test_a_yes_or_no_about_one_person(
    team: Engine, typed: str, headline: str, names: list[str]
) -> None:
    answer = team.answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


def test_a_yes_shows_its_evidence(team: Engine) -> None:
    answer = team.answer("did siobhan work at google")
    assert [(m.evidence, m.past) for m in answer.matches] == [
        ("Staff Software Engineer at Google", False)
    ]


@pytest.mark.parametrize(
    ("typed", "intent", "headline", "names"),
    [
        ("who's better at c#, arjun or samuel", Intent.COMPARE,
         "At c#: Samuel Okafor (c# 10/10) is ahead of Arjun Raghavan (c# 8/10).",
         ["Samuel Okafor", "Arjun Raghavan"]),
        ("arjun vs samuel for a c# review?", Intent.COMPARE,
         "At c#: Samuel Okafor (c# 10/10) is ahead of Arjun Raghavan (c# 8/10).",
         ["Samuel Okafor", "Arjun Raghavan"]),
        ("who's got more tensorrt chops, wei or yifan", Intent.COMPARE,
         "At tensorrt: Yifan Chen (tensorrt 10/10) is ahead of Wei Zhao (tensorrt 8/10).",
         ["Yifan Chen", "Wei Zhao"]),
        ("who's more experienced, emily or haoran", Intent.COMPARE,
         "By years of coding: Haoran Liu (3 years) is ahead of Emily Carter (1 year).",
         ["Haoran Liu", "Emily Carter"]),
        ("who's better at cuda, wei or yifan?", Intent.COMPARE,
         "At cuda: Yifan Chen (cuda 10/10 · 39 PRs, 112 reviews to vllm-project/vllm) is ahead"
         " of Wei Zhao (cuda 10/10 · mentioned in the summary).", ["Yifan Chen", "Wei Zhao"]),
        ("who is better at rust, mei or chenggang", Intent.COMPARE,
         "At rust: neither Mei Lin nor Chenggang Zhao shows it.", ["Mei Lin", ZHAO]),
        ("who's better at c++, mei or haoran", Intent.COMPARE,
         "At c++: Mei Lin (c++ 8/10) and Haoran Liu (c++ 8/10) are level.",
         ["Mei Lin", "Haoran Liu"]),
        ("between mei and haoran, who's better at cuda?", Intent.COMPARE,
         "At cuda: Haoran Liu (cuda 10/10) is ahead of Mei Lin (cuda 7/10).", ["Haoran Liu", "Mei Lin"]),
        ("compare mei and haoran on cuda", Intent.COMPARE,
         "At cuda: Haoran Liu (cuda 10/10) is ahead of Mei Lin (cuda 7/10).", ["Haoran Liu", "Mei Lin"]),
        ("mei vs haoran in terms of cuda", Intent.COMPARE,
         "At cuda: Haoran Liu (cuda 10/10) is ahead of Mei Lin (cuda 7/10).", ["Haoran Liu", "Mei Lin"]),
        ("who has more years employed, arjun or samuel", Intent.COMPARE,
         "By years employed: Arjun Raghavan (7 years) is ahead of Samuel Okafor (3 years).",
         ["Arjun Raghavan", "Samuel Okafor"]),
        ("who got more sleep, mei or haoran?", Intent.NONE, "", []),
        ("where's zoe based", Intent.PLACE,
         "Zoë Van der Berg is based in Toronto, Ontario, Canada.", ["Zoë Van der Berg"]),
        ("mei's job title?", Intent.PROFILE,
         "Mei Lin: Machine Learning Engineer at ByteDance; focus: pytorch, python, deep-learning.",
         ["Mei Lin"]),
        ("how many years has samuel been a developer", Intent.EXPERIENCE,
         "Samuel Okafor's profile does not say how long they have been coding; it says 3 years of"
         " employment.", ["Samuel Okafor"]),
        ("what kinds of questions can you answer", Intent.HELP, "Here is what I can answer:", []),
        ("how many know swift", Intent.SKILL, "0 people here know swift.", []),
    ],
)  # fmt: skip
def test_more_everyday_shapes(
    team: Engine, typed: str, intent: Intent, headline: str, names: list[str]
) -> None:
    answer = team.answer(typed)
    assert (answer.intent, answer.headline, answer.names) == (intent, headline, names)


def test_the_least_coding_experience_comes_first(team: Engine) -> None:
    answer = team.answer("who has the least coding experience")
    assert answer.headline == "Emily Carter has the fewest: 1 year of coding · 15 people by years of coding, fewest first"
    assert answer.names[:2] == ["Emily Carter", "Elena Petrova"]


def test_the_fewest_years_keep_ties_in_name_order() -> None:
    fintech = benchmark_engine("profiles-34")
    answer = fintech.answer("who is the least experienced")
    assert answer.names[:4] == ["Nicolás Peña", "Ana Beatriz Souza", "Diego Ibáñez", "Camila Rojas"]
    answer = fintech.answer("least experienced people who know swift or go")
    assert answer.names[:4] == ["Ana Beatriz Souza", "Diego Ibáñez", "Camila Rojas", "Santiago Gómez"]


@pytest.mark.parametrize(
    "typed", ["is the retro still on today?", "that was the best demo yet", "wheres the build"]
)
def test_a_phrase_nobody_has_is_chatter_unless_people_are_asked_about(
    team: Engine, typed: str
) -> None:
    assert team.answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    ("typed", "headline", "count"),
    [
        ("who works at google", "3 people at Google (3 more in the past)", 3),
        ("how many googlers are there", "3 people at Google (3 more in the past)", 3),
        ("who worked at google", "6 people at Google (3 in the past)", 6),
        ("who has ever worked at google", "6 people at Google (3 in the past)", 6),
        ("who used to work at google", "3 people at Google (3 in the past)", 3),
        ("anyone at mozilla", "Nobody here works at Mozilla now; 1 person did before.", 0),
    ],
)
def test_the_tense_of_a_company_question_decides_who_counts(
    team: Engine, typed: str, headline: str, count: int
) -> None:
    answer = team.answer(typed)
    assert (answer.headline, len(answer.names)) == (headline, count)


def test_a_typo_in_a_topic_word_finds_the_same_people(team: Engine) -> None:
    right = team.answer("anyone do distributed systems")
    typo = team.answer("anyone do distributed sytems")
    assert typo.headline == "2 people mention distributed sytems"
    assert sorted(typo.names) == sorted(right.names)


def test_a_typo_in_a_skill_of_two_words_without_a_cue(team: Engine) -> None:
    answer = team.answer("best at machine lerning")
    assert (answer.headline, answer.names) == (
        "3 people know machine-learning", ["Chaofan Lin", "Mei Lin", "Haoran Liu"]
    )


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("who has a masters in cs", "7 people who studied computer science · with a master's degree"),
        ("any phds in computer science", "4 people who studied computer science · with a PhD"),
        ("dump all the names", "Everyone: 17 people"),
    ],
)
def test_a_degree_s_field_and_a_request_for_every_name(
    team: Engine, typed: str, headline: str
) -> None:
    assert team.answer(typed).headline == headline


def test_a_word_most_profiles_hold_ranks_rather_than_requires(team: Engine) -> None:
    answer = team.answer("who's touched hopper gpus")
    assert answer.headline == "3 people mention hopper gpus"
    assert sorted(answer.names) == ["Chenggang Zhao", "Haoran Liu", "Wei Zhao"]


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("who does pyhton but not cuda", "5 people know python · except cuda"),
        ("who knows recomendation systems", "2 people mention recomendation systems"),
        ("list the beijing crew", "3 people in Beijing"),
    ],
)
def test_a_typo_of_a_skill_before_a_typo_of_a_word_and_crews(
    team: Engine, typed: str, headline: str
) -> None:
    assert team.answer(typed).headline == headline


def test_a_word_only_close_to_short_words_is_not_a_typo(team: Engine) -> None:
    assert team.answer("who's taking notes today").intent is Intent.NONE


def test_experience_of_a_skill_ranks_by_the_skill_not_by_years(team: Engine) -> None:
    answer = team.answer("who has kubernetes experience")
    assert answer.headline == "7 people know kubernetes"
    assert answer.names[:2] == ["José Núñez-García", "Siobhán O'Neill"]
    assert team.answer("who has experience").headline == "15 people by years of coding, most first"


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("who's the go-to person for triton", "5 people know triton"),
        ("who's the go to for cuda", "5 people know cuda"),
        ("anyone know their way around kubernetes", "7 people know kubernetes"),
        ("anyone go to tsinghua", "4 people who studied at Tsinghua University"),
    ],
)
def test_idioms_around_a_skill(team: Engine, typed: str, headline: str) -> None:
    assert team.answer(typed).headline == headline


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("who are the senior devs", "15 people by years of coding, most first"),
        ("who are the juniors", "15 people by years of coding, fewest first"),
        ("who contributed the most to pytorch", "4 people contributed to pytorch/pytorch"),
        ("whats chenggangs stack", "Chenggang Zhao's top skills: tensorrt 10, cuda 10, triton 10,"
         " tensor 10, tensorflow 10, python 10, operation 10, compiler-development 10; 11 skills in all."),
    ],
)  # fmt: skip
def test_seniority_the_most_active_and_a_stack(team: Engine, typed: str, headline: str) -> None:
    assert team.answer(typed).headline == headline


@pytest.mark.parametrize(
    ("typed", "headline", "count"),
    [
        ("who isn't at google", "14 people not at Google", 14),
        ("everyone except mei", "16 people except mei", 16),
        ("who knows neither rust nor go", "11 people who don't know rust or go", 11),
        ("people not in china", "10 people not in China", 10),
        ("who knows rust but not go", "Nobody here knows rust but not go.", 0),
    ],
)
def test_exclusions_alone_leave_everyone_else(
    team: Engine, typed: str, headline: str, count: int
) -> None:
    answer = team.answer(typed)
    assert (answer.headline, len(answer.names)) == (headline, count)
    assert "Mei Lin" not in team.answer("everyone except mei").names


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("who has the most prs", "Zoë Van der Berg has the most: 230 PRs · 16 people by PRs"),
        ("which profiles mention kubernetes", "7 people know kubernetes"),
        ("who lists triton as a skill", "5 people know triton"),
        ("show me haoran's card", "Haoran Liu"),
    ],
)
def test_more_ways_to_ask(team: Engine, typed: str, headline: str) -> None:
    assert team.answer(typed).headline == headline


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("who knows the most skills", "Zoë Van der Berg has the most: 40 skills · 16 people by skills"),
        ("who's on stackoverflow", "4 people by Stack Overflow reputation"),
    ],
)
def test_rankings_by_what_a_profile_counts(team: Engine, typed: str, headline: str) -> None:
    assert team.answer(typed).headline == headline


@pytest.mark.parametrize(
    "typed", ["is mei around?", "who's in for lunch", "anyone in for pizza", "is wei in today"]
)
def test_office_chatter_about_people_stays_quiet(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.NONE


def test_is_someone_a_thing_and_working_on_a_company_s_stuff(
    bundled: Engine, team: Engine
) -> None:
    assert bundled.answer("is chaofan a student").headline == (
        "Yes: Chaofan Lin's summary says “student”; the headline is “Research Intern at DeepSeek AI”."
    )
    working = bundled.answer("who's working on deepseek stuff")
    assert (working.headline, working.names) == ("2 people at DeepSeek AI", [ZHAO, CHAOFAN])
    assert team.answer("is the build a mess").intent is Intent.NONE


def test_a_stack_overflow_account_and_when_someone_started(team: Engine) -> None:
    assert team.answer("does zoe have a stack overflow account").headline == (
        "Zoë Van der Berg's profile shows no Stack Overflow account."
    )
    assert team.answer("does chenggang have a stackoverflow").card is not None
    assert team.answer("when did chaofan start coding").headline == (
        "Chaofan Lin has 5 years of coding experience and 1 year of employment."
    )


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [
        ("best 3 at cuda", "3 people know cuda", ["Yifan Chen", "Haoran Liu", "Wei Zhao"]),
        ("the 2 most experienced engineers", "Zoë Van der Berg has the most: 20 years of coding · 2 people by years of coding, most first",
         ["Zoë Van der Berg", "Daniel Kim"]),
        ("the 3 best rust devs", "3 people know rust",
         ["Siobhán O'Neill", "Daniel Kim", "Lukas Becker"]),
    ],
)  # fmt: skip
def test_a_number_of_the_best(team: Engine, typed: str, headline: str, names: list[str]) -> None:
    answer = team.answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("who studied cs at stanford",
         "3 people who studied computer science · who studied at Stanford University"),
        ("who works at google and meta", "Nobody here works at Google and Meta."),
        ("people who studied at tsinghua and mit", "1 person who studied at Tsinghua University"
         " · who studied at Massachusetts Institute of Technology"),
    ],
)  # fmt: skip
def test_lists_of_employers_and_schools_and_cs(team: Engine, typed: str, headline: str) -> None:
    assert team.answer(typed).headline == headline


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("who contributes to llvm", "3 people know llvm"),
        ("who's a core contributor to tvm", "3 people contributed to apache/tvm"),
        ("who reviews pytorch prs", "4 people contributed to pytorch/pytorch"),
    ],
)
def test_repositories_and_a_skill_of_that_name(team: Engine, typed: str, headline: str) -> None:
    assert team.answer(typed).headline == headline


def test_knows_a_word_that_is_no_skill_reads_the_profiles_words(team: Engine) -> None:
    assert team.answer("who knows kernels").headline == "7 people mention kernels"
    assert team.answer("!who knows cobol").headline == "Nobody here knows cobol."


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("folks with over a decade of experience", "4 people with more than 10 years of coding"),
        ("who has more years, wei or mei",
         "By years of coding: Wei Zhao (12 years) is ahead of Mei Lin (4 years)."),
        ("who has the most employment years", "Zoë Van der Berg has the most: 14 years employed · 14 people by years employed"),
    ],
)
def test_decades_and_more_years(team: Engine, typed: str, headline: str) -> None:
    assert team.answer(typed).headline == headline


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("strongest person at C?", "5 people know c"),
        ("give me a list of everyone at meta", "2 people at Meta"),
        ("anyone at deepseek who does cuda", "2 people at DeepSeek AI · know cuda"),
        ("anyone up in canada", "1 person in Canada"),
        ("who has more than 10 years of employment as a software developer",
         "2 people with more than 10 years employed"),
        ("what can u do", "Here is what I can answer:"),
    ],
)  # fmt: skip
def test_a_fourth_hand_s_phrasing(team: Engine, typed: str, headline: str) -> None:
    assert team.answer(typed).headline == headline


def test_what_follows_but_after_an_exclusion_is_wanted(team: Engine) -> None:
    answer = team.answer("who isn't in china but knows cuda")
    assert (answer.headline, answer.names) == ("1 person knows cuda · except China", ["Wei Zhao"])
    assert team.answer("who doesn't know rust but knows go").names == ["Emily Carter"]


@pytest.mark.parametrize("typed", ["who's there", "who knows what time it is", "who is here"])
def test_who_alone_asks_for_nobody(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.NONE
    assert team.answer("who's on the team").headline == "Everyone: 17 people"


def test_asking_for_a_recommendation(team: Engine) -> None:
    assert team.answer("recommend someone for cuda").headline == "5 people know cuda"


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("who knows rust 🦀", "5 people know rust"), ("any1 know rust", "5 people know rust"),
     ("who knows c++ ✅", "7 people know c++")],
)  # fmt: skip
def test_emoji_and_any1(team: Engine, typed: str, headline: str) -> None:
    assert team.answer(typed).headline == headline


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("who do you think is best at rust", "5 people know rust"),
     ("who would you say knows go", "6 people know go")],
)  # fmt: skip
def test_asking_for_an_opinion(team: Engine, typed: str, headline: str) -> None:
    assert team.answer(typed).headline == headline


@pytest.mark.parametrize(
    "typed", ["lukas summary", "give me priya's details", "how do i contact priya", "priya linkedin"]
)
def test_asking_for_someone_s_details_shows_their_card(team: Engine, typed: str) -> None:
    answer = team.answer(typed)
    assert answer.card is not None and answer.names in (["Lukas Becker"], ["Priya Natarajan"])


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("who in beijing or shanghai knows cuda", "4 people know cuda · in Beijing or Shanghai"),
        ("who knows go or rust and lives in berlin", "2 people in Berlin · know go or rust"),
    ],
)
def test_or_joins_only_the_phrase_next_to_it(team: Engine, typed: str, headline: str) -> None:
    assert team.answer(typed).headline == headline


def test_on_their_profile_is_not_part_of_the_skill(team: Engine) -> None:
    assert team.answer("who has go on their profile").headline == "6 people know go"


@pytest.mark.parametrize(
    ("typed", "starts"),
    [
        ("how many skills does chenggang have", "Chenggang Zhao's top skills: "),
        ("how many repos has wei contributed to", "Wei Zhao has 14 contributions;"),
        ("how many languages does daniel know", "Daniel Kim writes "),
    ],
)
def test_how_many_of_something_one_person_has(team: Engine, typed: str, starts: str) -> None:
    assert team.answer(typed).headline.startswith(starts)


def test_knowing_how_is_asked_of_people_only_for_what_they_hold(team: Engine) -> None:
    assert team.answer("anyone know how to fix this error").intent is Intent.NONE
    assert team.answer("anyone know how to use triton").headline == "5 people know triton"


def test_a_degree_from_a_school_is_having_studied_there(team: Engine) -> None:
    answer = team.answer("who has a degree from peking university")
    assert (answer.headline, answer.names) == (
        "2 people who studied at Peking University", ["Wei Zhao", "Haoran Liu"]
    )


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [
        ("who was at heroku", "1 person at Heroku (1 in the past)", ["Daniel Kim"]),
        ("who's been at bytedance at some point", "3 people at ByteDance (1 in the past)",
         ["Mei Lin", "Xinyi Wang", CHAOFAN]),
        ("who has been coding longer than 12 years", "3 people with more than 12 years of coding",
         ["Zoë Van der Berg", "Daniel Kim", "Siobhán O'Neill"]),
        ("who contributed to tvm but not pytorch",
         "1 person contributed to apache/tvm · except pytorch/pytorch", [CHAOFAN]),
        ("who contributed to tvm or pytorch",
         "5 people contributed to apache/tvm or pytorch/pytorch",
         [CHAOFAN, "Mei Lin", "Wei Zhao", "Priya Natarajan", "Yifan Chen"]),
        ("who contributed to tvm except chaofan", "2 people contributed to apache/tvm · except chaofan",
         ["Mei Lin", "Wei Zhao"]),
        ("who only has a bachelors", "3 people with a bachelor's degree and none higher",
         ["Arjun Raghavan", "Emily Carter", "Samuel Okafor"]),
        ("who has an meng", "2 people with a master's degree (meng)", ["Daniel Kim", "José Núñez-García"]),
        ("does anyone have an mba?", "Nobody here has a master's degree (mba).", []),
        ("who has an msc", "6 people with a master's degree (msc)",
         ["Zoë Van der Berg", "Wei Zhao", "Priya Natarajan", "Mei Lin", "Haoran Liu",
          "Elena Petrova"]),
        ("who doesn't have a phd", "13 people without a PhD",
         ["Zoë Van der Berg", "Daniel Kim", "Arjun Raghavan", ZHAO, "José Núñez-García",
          "Lukas Becker", "Priya Natarajan", "Mei Lin", "Haoran Liu", "Elena Petrova",
          "Emily Carter", "Samuel Okafor", "Xinyi Wang"]),
        ("list the interns", "2 people mention interns", [CHAOFAN, "Emily Carter"]),
        ("any engineering managers on here?", "1 person mentions engineering managers",
         ["Zoë Van der Berg"]),
    ],
)  # fmt: skip
def test_tense_years_degrees_roles_and_what_or_and_not_go_on_from(
    team: Engine, typed: str, headline: str, names: list[str]
) -> None:
    answer = team.answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


def test_years_employed_rank_most_or_fewest_first(team: Engine) -> None:
    most = team.answer("who's got the most years as a professional dev")
    assert most.headline == "Zoë Van der Berg has the most: 14 years employed · 14 people by years employed"
    assert [(m.profile.name, m.evidence) for m in most.matches[:2]] == [
        ("Zoë Van der Berg", "14 years employed"), ("Daniel Kim", "12 years employed")
    ]
    fewest = team.answer("who has the least industry experience")
    assert fewest.headline == (
        "Chaofan Lin, Chenggang Zhao, Elena Petrova and 1 more have the fewest: 1 year employed"
        " · 14 people by years employed, fewest first"
    )
    assert [(m.profile.name, m.evidence) for m in fewest.matches[:2]] == [
        (CHAOFAN, "1 year employed"), (ZHAO, "1 year employed")
    ]


def test_someones_years_of_employment_is_a_fact_about_them(team: Engine) -> None:
    answer = team.answer("arjun's years of employment?")
    assert answer.headline == (
        "Arjun Raghavan has 9 years of coding experience and 7 years of employment."
    )
    assert answer.names == ["Arjun Raghavan"]
    assert answer.matches[0].evidence == "9 years coding, 7 years employed"


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [
        ("whats siobhans SO rep",
         "Siobhán O'Neill has 1200 Stack Overflow reputation, 85 answers and 4 questions.",
         ["Siobhán O'Neill"]),
        ("top 3 by years of coding", "Zoë Van der Berg has the most: 20 years of coding · 3 people by years of coding, most first",
         ["Zoë Van der Berg", "Daniel Kim", "Siobhán O'Neill"]),
        ("who went to peking uni", "2 people who studied at Peking University",
         ["Wei Zhao", "Haoran Liu"]),
        ("how many rust devs r there", "5 people know rust",
         ["Siobhán O'Neill", "Daniel Kim", "Lukas Becker", "Elena Petrova", "José Núñez-García"]),
        ("what did elena study",
         "Elena Petrova studied: Master of Science - MS Computer Security, Technical University"
         " of Munich.", ["Elena Petrova"]),
        ("what are daniel kim's strongest skills",
         "Daniel Kim's top skills: rust 10, go 9, postgresql 9, docker 9, kubernetes 8, redis 8,"
         " kafka 7, terraform 7; 35 skills in all.", ["Daniel Kim"]),
    ],
)  # fmt: skip
def test_chat_abbreviations_and_more_facts_about_one_person(
    team: Engine, typed: str, headline: str, names: list[str]
) -> None:
    answer = team.answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


@pytest.mark.parametrize(
    "typed", ["what a match lol", "who knows what time the all-hands is", "so who's in?"]
)
def test_a_word_some_profile_happens_to_hold_is_not_a_question(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [
        ("who has the open source contributor badge", "1 person with the Open Source Contributor badge",
         ["Siobhán O'Neill"]),
        ("rockstar badge holders in beijing", "2 people with the Rockstar badge · in Beijing",
         [ZHAO, "Haoran Liu"]),
        ("!who has the unicorn badge", "Nobody here has the unicorn badge.", []),
        ("who doesn't have the rockstar badge", "10 people without the Rockstar badge",
         ["Daniel Kim", "Arjun Raghavan", "José Núñez-García", "Lukas Becker", "Priya Natarajan",
          "Mei Lin", "Elena Petrova", "Emily Carter", "Samuel Okafor", "Xinyi Wang"]),
        ("who has the rockstar and top school badges",
         "5 people with the Rockstar badge · with the Top School badge",
         ["Siobhán O'Neill", "Wei Zhao", "Yifan Chen", ZHAO, CHAOFAN]),
        ("who does not list a location", "1 person without a location", ["Emily Carter"]),
        ("whose location is missing", "1 person without a location", ["Emily Carter"]),
        ("who doesn't list a location", "1 person without a location", ["Emily Carter"]),
        ("who has no github skills listed", "1 person without skills", ["Xinyi Wang"]),
        ("who has no employer", "1 person without an employer", ["Lukas Becker"]),
        ("list ppl without any badges", "8 people without badges",
         ["Daniel Kim", "Arjun Raghavan", "José Núñez-García", "Lukas Becker", "Elena Petrova",
          "Emily Carter", "Samuel Okafor", "Xinyi Wang"]),
        ("who in beijing has no badges", "1 person in Beijing · without badges", ["Xinyi Wang"]),
    ],
)  # fmt: skip
def test_badges_and_what_a_profile_does_not_say(
    team: Engine, typed: str, headline: str, names: list[str]
) -> None:
    answer = team.answer(typed.removeprefix("!"), addressed=typed.startswith("!"))
    assert (answer.headline, answer.names) == (headline, names)


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [
        ("best pytorch person here? got a weird autograd thing", "2 people know pytorch",
         ["Mei Lin", "Priya Natarajan"]),
        ("whos our best postgres person, got a nasty query plan to look at",
         "2 people know postgresql", ["Daniel Kim", "José Núñez-García"]),
        ("anyone based in shanghai? need someone for an in-person thing", "3 people in Shanghai",
         ["Yifan Chen", CHAOFAN, "Mei Lin"]),
        ("hey is there anyone who could sanity check some rust code for me", "5 people know rust",
         ["Siobhán O'Neill", "Daniel Kim", "Lukas Becker", "Elena Petrova", "José Núñez-García"]),
        ("any europe-based folks around", "4 people in Europe",
         ["Siobhán O'Neill", "Lukas Becker", "Priya Natarajan", "Elena Petrova"]),
        ("pull up chengang zhao", "Chenggang Zhao", [ZHAO]),
        ("who's in the 8 to 12 years of coding range (inclusive)",
         "4 people with 8 to 12 years of coding",
         ["Wei Zhao", "Yifan Chen", "Arjun Raghavan", ZHAO]),
        ("has anyone worked at microsoft at some point, past or present",
         "6 people at Microsoft (4 in the past)",
         ["Arjun Raghavan", "Samuel Okafor", "Yifan Chen", "José Núñez-García", CHAOFAN,
          "Haoran Liu"]),
        ("where does elena work these days",
         "Elena Petrova works at Google (Security Engineer at Google); before: Cloudflare.",
         ["Elena Petrova"]),
        ("who's been coding for 7 years", "1 person with exactly 7 years of coding",
         ["José Núñez-García"]),
        ("who cares about memory safety", "2 people mention memory safety",
         ["Elena Petrova", "Siobhán O'Neill"]),
    ],
)  # fmt: skip
def test_the_question_within_a_longer_message_and_more_ways_to_say_it(
    team: Engine, typed: str, headline: str, names: list[str]
) -> None:
    answer = team.answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


@pytest.mark.parametrize(
    "typed",
    ["python or javascript for a weekend side project, thoughts?",
     "morning! anyone know if the build is broken? rust is slow today",
     "is the vpn down for anyone else", "who pushed to main without a review 👀"],
)  # fmt: skip
def test_a_longer_message_that_asks_nothing_of_people_stays_unanswered(
    team: Engine, typed: str
) -> None:
    assert team.answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    "typed", ["what can this bot do", "how do i use the profile bot", "what kinds of questions can i ask u"]
)
def test_more_ways_to_ask_for_help(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.HELP


def test_who_has_stack_overflow_and_where_someone_studied(team: Engine) -> None:
    on_so = team.answer("who all has stack overflow on their profile")
    assert (on_so.headline, on_so.names) == (
        "4 people by Stack Overflow reputation",
        ["Arjun Raghavan", "Siobhán O'Neill", "Yifan Chen", ZHAO],
    )
    studied = team.answer("where'd priya study")
    assert studied.names == ["Priya Natarajan"]
    assert studied.headline.startswith("Priya Natarajan studied: Bachelor of Science")


@pytest.mark.parametrize(
    "typed",
    ["there's no school tomorrow", "lol I have no skills", "no job is too small for this team",
     "missing skills in the ci image, who maintains it?", "anyone seen my badge?",
     "who forgot their badge?", "does anyone have a spare badge?", "no worries, thanks!",
     "lunch at noon, who's in?", "build is green, anyone deploying?"],
)  # fmt: skip
def test_chatter_with_the_words_of_badges_and_missing_fields_stays_unanswered(
    team: Engine, typed: str
) -> None:
    assert team.answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("who knows cuda, in berlin?", "Nobody here knows cuda and is based in Berlin."),
        ("who in berlin knows rust, and has a phd?",
         "Nobody here is based in Berlin and knows rust and has a PhD."),
        ("who's in berlin, and knows cuda?", "Nobody here is based in Berlin and knows cuda."),
    ],
)  # fmt: skip
def test_a_nobody_answer_to_the_whole_message_is_not_replaced_by_a_part_of_it(
    team: Engine, typed: str, headline: str
) -> None:
    assert team.answer(typed).headline == headline


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [
        ("who was an intern", "3 people mention intern", ["Emily Carter", "Samuel Okafor", CHAOFAN]),
        ("who mentions intern", "3 people mention intern", ["Emily Carter", "Samuel Okafor", CHAOFAN]),
        ("what badges does wei have", "Wei Zhao's badges: Rockstar, Top School.", ["Wei Zhao"]),
        ("what badges does daniel have", "Daniel Kim's profile shows no badges.", ["Daniel Kim"]),
    ],
)  # fmt: skip
def test_what_someone_was_or_said_is_not_what_they_are_and_someones_badges(
    team: Engine, typed: str, headline: str, names: list[str]
) -> None:
    answer = team.answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


def test_a_noun_in_ety_finds_its_adjective_and_quotes_it(team: Engine) -> None:
    answer = team.answer("who cares about memory safety")
    assert [(m.profile.name, m.evidence) for m in answer.matches] == [
        ("Elena Petrova", "“memory-safe” in the summary"),
        ("Siobhán O'Neill", "“memory-safe” in the summary"),
    ]


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [
        ("Hi all, could someone point me to everyone here who knows Go? I need a second pair of"
         " eyes on a small PR.", "6 people know go",
         ["José Núñez-García", "Daniel Kim", "Siobhán O'Neill", "Lukas Becker", "Elena Petrova",
          "Emily Carter"]),
        ("Quick question — do we have anyone who does GraphQL?", "1 person knows graphql",
         ["Zoë Van der Berg"]),
        ("Hello, does anyone happen to know which of our people studied at Stanford?",
         "3 people who studied at Stanford University",
         ["Zoë Van der Berg", "Wei Zhao", "Emily Carter"]),
        ("Hi all, could someone point me to whoever knows the most about PyTorch?",
         "2 people know pytorch", ["Mei Lin", "Priya Natarajan"]),
        ("who knows go better, jose or lukas",
         "At go: José Núñez-García (go 10/10) is ahead of Lukas Becker (go 7/10).",
         ["José Núñez-García", "Lukas Becker"]),
    ],
)  # fmt: skip
def test_greetings_and_polite_requests_around_the_question(
    team: Engine, typed: str, headline: str, names: list[str]
) -> None:
    answer = team.answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


@pytest.mark.parametrize(
    "typed",
    ["who's faster at ping pong, mei or wei", "who's better at karaoke, lukas or elena?",
     "I've been here 2 years lol", "my 10 years of experience tell me this is a DNS issue",
     "hi all, lunch?", "hello everyone 👋"],
)  # fmt: skip
def test_comparisons_of_what_profiles_do_not_hold_and_talk_of_oneself_stay_unanswered(
    team: Engine, typed: str
) -> None:
    assert team.answer(typed).intent is Intent.NONE


def test_a_repository_named_in_full_beside_other_words(team: Engine) -> None:
    answer = team.answer("who's contributed to the rust repo (rust-lang/rust)")
    assert (answer.headline, answer.names) == (
        "4 people contributed to rust-lang/rust",
        ["Siobhán O'Neill", "Daniel Kim", "Lukas Becker", "Elena Petrova"],
    )
    assert team.answer("who has contributions in triton-lang/triton?").names == [
        "Wei Zhao", ZHAO, "Yifan Chen", "Haoran Liu"
    ]


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [
        ("# of people based in china?", "6 people in China",
         ["Yifan Chen", ZHAO, CHAOFAN, "Mei Lin", "Haoran Liu", "Xinyi Wang"]),
        ("deepseek headcount?", "3 people at DeepSeek AI", [ZHAO, CHAOFAN, "Haoran Liu"]),
        ("bytedance people (current) pls", "2 people at ByteDance (1 more in the past)",
         ["Mei Lin", "Xinyi Wang"]),
        ("https://github.com/kubernetes/kubernetes anyone worked on this?",
         "4 people contributed to kubernetes/kubernetes",
         ["Daniel Kim", "José Núñez-García", "Siobhán O'Neill", "Arjun Raghavan"]),
        ("github.com/dotnet/runtime — who?", "2 people contributed to dotnet/runtime",
         ["Arjun Raghavan", "Samuel Okafor"]),
        ("who's interning rn", "2 people mention interning", [CHAOFAN, "Emily Carter"]),
        ("cuda folks w/ under 5 yrs coding", "2 people know cuda · with less than 5 years of coding",
         ["Haoran Liu", "Mei Lin"]),
        ("c++ and cdua pls", "4 people know c++ · know cuda",
         ["Yifan Chen", "Wei Zhao", "Haoran Liu", "Mei Lin"]),
        ("c++: arjun or wei?", "At c++: Wei Zhao (c++ 10/10) is ahead of Arjun Raghavan (c++ 8/10).",
         ["Wei Zhao", "Arjun Raghavan"]),
    ],
)  # fmt: skip
def test_terse_requests_links_and_abbreviations(
    team: Engine, typed: str, headline: str, names: list[str]
) -> None:
    answer = team.answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


@pytest.mark.parametrize(
    "typed",
    ["weekend plans?", "who's going to the berlin offsite?", "is postgres down or is it just me?",
     "who broke the c++ build? (it was me, fixing)", "best way to learn cuda? asking for myself",
     "10 years at this company today, wild", "merge pls", "lunch: pizza or sushi?",
     "rust vs go for this service? thoughts"],
)  # fmt: skip
def test_office_talk_that_opens_like_a_question_stays_unanswered(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.NONE


def test_more_than_two_people_compared_each_on_a_line(team: Engine) -> None:
    answer = team.answer("compare daniel, jose and siobhan")
    assert answer.headline == "Compared: Daniel Kim, José Núñez-García and Siobhán O'Neill"
    assert [(m.profile.name, m.evidence) for m in answer.matches] == [
        ("Daniel Kim", "Co-founder & CTO at Quillstack · 18 years coding, 12 years employed"
         " · rust 10, go 9, postgresql 9"),
        ("José Núñez-García", "Founding Engineer at Lumora Labs · 7 years coding, 5 years"
         " employed · go 10, golang 9, kubernetes 9"),
        ("Siobhán O'Neill", "Staff Software Engineer at Google · 15 years coding, 10 years"
         " employed · rust 10, c 10, c++ 9"),
    ]
    on_cuda = team.answer("compare mei, haoran and wei on cuda")
    assert (on_cuda.headline, on_cuda.names) == (
        "At cuda, strongest first: Haoran Liu, Wei Zhao and Mei Lin",
        ["Haoran Liu", "Wei Zhao", "Mei Lin"],
    )
    assert team.answer("daniel vs jose vs siobhan").names == [
        "Daniel Kim", "José Núñez-García", "Siobhán O'Neill"
    ]


def test_what_a_comparison_is_for_after_a_dash(team: Engine) -> None:
    answer = team.answer("mei lin vs priya natarajan - who knows pytorch better")
    assert (answer.headline, answer.names) == (
        "At pytorch: Mei Lin (pytorch 10/10) is ahead of Priya Natarajan (pytorch 7/10).",
        ["Mei Lin", "Priya Natarajan"],
    )


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("arjn raghavan, where is he based", "Arjun Raghavan is based in Bengaluru, Karnataka, India."),
        ("chenggang's stack overflow rep",
         "Chenggang Zhao has 1 Stack Overflow reputation, 0 answers and 0 questions."),
        ("lukas's rust contributions", "Lukas Becker has 3 contributions; the profile lists 2 repositories."),
        ("mei lin pytorch contributions", "Mei Lin has 6 contributions; the profile lists 3 repositories."),
        ("who is wei zaho again?", "Wei Zhao: Senior GPU Compiler Engineer at NVIDIA; focus: cuda, triton, c++."),
        ("what does José do at Lumora Labs?",
         "José Núñez-García: Founding Engineer at Lumora Labs; focus: go, golang, kubernetes."),
        ("does elena do cryptography?", "Yes: Elena Petrova knows cryptography (scored 8 of 10)."),
    ],
)  # fmt: skip
def test_someone_named_anywhere_in_a_question_about_them(
    team: Engine, typed: str, headline: str
) -> None:
    assert team.answer(typed).headline == headline


@pytest.mark.parametrize(
    "typed",
    ["mei's talk was great", "thanks wei!", "daniel is out today", "priya can you review #1423?",
     "where is everyone? standup started"],
)  # fmt: skip
def test_a_colleague_named_in_passing_asks_nothing_of_them(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [
        ("For C++, who is better: Arjun or Wei?",
         "At c++: Wei Zhao (c++ 10/10) is ahead of Arjun Raghavan (c++ 8/10).",
         ["Wei Zhao", "Arjun Raghavan"]),
        ("hw many have the rockstar badge?", "7 people with the Rockstar badge",
         ["Zoë Van der Berg", "Siobhán O'Neill", "Wei Zhao", "Yifan Chen", ZHAO, CHAOFAN,
          "Haoran Liu"]),
        ("anyone who was at google before their current job?", "3 people at Google (3 in the past)",
         ["Daniel Kim", "Wei Zhao", "Samuel Okafor"]),
        ("who is in the shanghai office and works for nvidia", "1 person in Shanghai · at NVIDIA",
         ["Yifan Chen"]),
    ],
)  # fmt: skip
def test_group_questions_in_more_shapes(
    team: Engine, typed: str, headline: str, names: list[str]
) -> None:
    answer = team.answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


@pytest.mark.parametrize(
    "typed",
    ["can someone review my PR to pytorch/pytorch please 🙏",
     "ok who's ordering the cake for Zoë's farewell",
     "how many GPUs are free on the cluster right now?", "who's in the office today?"],
)  # fmt: skip
def test_more_office_talk_stays_unanswered(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.NONE


def test_a_skill_no_one_scores_is_joined_by_the_people_whose_words_hold_it(team: Engine) -> None:
    answer = team.answer("who worked on devtools?")
    assert answer.headline == "2 people know devtools"
    assert [(m.profile.name, m.evidence) for m in answer.matches] == [
        ("Samuel Okafor", "mentions devtools in the summary"),
        ("Zoë Van der Berg", "“DevTools” in the repositories"),
    ]
    # A skill someone lists with a score keeps to its own evidence.
    assert team.answer("who knows rust").names == [
        "Siobhán O'Neill", "Daniel Kim", "Lukas Becker", "Elena Petrova", "José Núñez-García"
    ]


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [
        ("who konws rust", "5 people know rust",
         ["Siobhán O'Neill", "Daniel Kim", "Lukas Becker", "Elena Petrova", "José Núñez-García"]),
        ("wher is siobhan based", "Siobhán O'Neill is based in London, England, United Kingdom.",
         ["Siobhán O'Neill"]),
        ("look up Haoran Lui", "Haoran Liu", ["Haoran Liu"]),
        ("is jose or daniel stronger at kubernetes?",
         "At kubernetes: José Núñez-García (kubernetes 9/10) is ahead of Daniel Kim (kubernetes"
         " 8/10).", ["José Núñez-García", "Daniel Kim"]),
        ("how do mei and haoran stack up on cuda",
         "At cuda: Haoran Liu (cuda 10/10) is ahead of Mei Lin (cuda 7/10).", ["Haoran Liu", "Mei Lin"]),
        ("apart from zoe, who's the strongest react person?", "1 person knows react · except zoe",
         ["Samuel Okafor"]),
        ("who's currently between jobs?", "1 person without an employer", ["Lukas Becker"]),
        ("who has 'research' in their job title", "2 people mention research", [CHAOFAN, "Haoran Liu"]),
        ("who's been on the triton repo other than the nvidia people",
         "2 people contributed to triton-lang/triton · except at NVIDIA", [ZHAO, "Haoran Liu"]),
        ("show me every profile except the DeepSeek ones", "14 people not at DeepSeek AI",
         ["Zoë Van der Berg", "Daniel Kim", "Siobhán O'Neill", "Wei Zhao", "Yifan Chen",
          "Arjun Raghavan", "José Núñez-García", "Lukas Becker", "Priya Natarajan", "Mei Lin",
          "Elena Petrova", "Emily Carter", "Samuel Okafor", "Xinyi Wang"]),
        ("who has more than 5 but fewer than 10 years of coding",
         "4 people with 6 to 9 years of coding",
         ["Arjun Raghavan", ZHAO, "José Núñez-García", "Lukas Becker"]),
        ("juniors with 3 years of coding or less?", "3 people with at most 3 years of coding",
         ["Haoran Liu", "Elena Petrova", "Emily Carter"]),
    ],
)  # fmt: skip
def test_a_week_of_a_team_channel(
    team: Engine, typed: str, headline: str, names: list[str]
) -> None:
    answer = team.answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


@pytest.mark.parametrize(
    "typed",
    ["how many GPUs are left in the training cluster?",
     "which is faster for this job, the A100 or the H100 nodes?", "any plans for the weekend?"],
)  # fmt: skip
def test_questions_about_things_not_people_stay_unanswered(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.NONE


def test_quoted_lines_code_blocks_and_links_are_not_the_question(team: Engine) -> None:
    assert team.answer("> we need a reviewer\nwho knows go?").headline == "6 people know go"
    assert team.answer("https://example.com/post/123 who knows rust").headline == (
        "5 people know rust"
    )
    assert team.answer("```\nerror: rust panicked at main.rs\n```\nanyone seen this?").intent is (
        Intent.NONE
    )
    assert team.answer("> who knows rust\nlol no idea").intent is Intent.NONE
    review = "can someone review https://github.com/our-org/api/pull/91 when you get a chance"
    assert team.answer(review).intent is Intent.NONE


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("btw anyone know postgres? need help with a migration lol", "2 people know postgresql"),
        ("(who knows graphql btw?)", "1 person knows graphql"),
        ("kindly let me know who is having knowledge of quantization", "1 person knows quantization"),
        ("btw who works at nvidia,need a contact there", "2 people at NVIDIA (1 more in the past)"),
        ("kindly share who has worked at google", "6 people at Google (3 in the past)"),
        ("Right, anyone in London?? 🇬🇧 fancy a pint", "2 people in London"),
        ("who all stay in Bangalore?", "1 person in Bengaluru"),
        ("who studied at tsinghua? 🏫 asking for the beijing trip",
         "4 people who studied at Tsinghua University"),
        ("https://github.com/rust-lang/rust\nwho here has commits in this one",
         "4 people contributed to rust-lang/rust"),
        ("profile for danielkim", "Daniel Kim"),
        ("who's stronger in c#,arjun or samuel",
         "At c#: Samuel Okafor (c# 10/10) is ahead of Arjun Raghavan (c# 8/10)."),
        ("we got any ruby people", "Nobody here knows ruby."),
    ],
)  # fmt: skip
def test_the_mess_of_real_messages(team: Engine, typed: str, headline: str) -> None:
    assert team.answer(typed).headline == headline


@pytest.mark.parametrize(
    "typed", ["> new here\nhow do i use this bot lol", "HELP!! what commands are there",
              "ok so what kind of questions can i ask you 🤔", "what are you able to answer?"],
)  # fmt: skip
def test_help_asked_in_passing(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.HELP


def test_news_of_oneself_is_not_a_question(team: Engine) -> None:
    assert team.answer("I'm in Shanghai next week if anyone wants to meet up").intent is (
        Intent.NONE
    )
    assert team.answer("I need someone who knows rust").headline == "5 people know rust"
    assert team.answer("my team needs someone who knows rust").headline == "5 people know rust"
    assert team.answer("we're looking for a go dev in berlin").headline == (
        "2 people know go · in Berlin"
    )
    assert team.answer("i want to go home").intent is Intent.NONE


@pytest.mark.parametrize(
    "typed",
    ["mei vs who knows", "who vs mei", "help! prod is down", "who's taller, mei or haoran?",
     "which server, mei or haoran?", "is mei or haoran coming later?"],
)  # fmt: skip
def test_shapes_of_comparison_and_help_that_ask_nothing_stay_unanswered(
    team: Engine, typed: str
) -> None:
    assert team.answer(typed).intent is Intent.NONE


def test_words_after_two_names_compared_are_no_third_person(team: Engine) -> None:
    assert team.answer("mei vs haoran, thoughts?").names == ["Mei Lin", "Haoran Liu"]
    assert team.answer("help me find someone who knows rust").headline == "5 people know rust"


@pytest.mark.parametrize(
    "typed",
    ["thanks for your work mei", "daniel, what's your eta?", "chenggang, where did you put the slides?",
     "emily, where are you?", "haoran's experience really showed today",
     "kudos to arjun, his skills saved us", "what's up haoran", "best wishes to jose on his new role",
     "emily's stack overflow question got 10 upvotes"],
)  # fmt: skip
def test_chat_to_or_about_a_colleague_asks_nothing_of_their_profile(
    team: Engine, typed: str
) -> None:
    assert team.answer(typed).intent is Intent.NONE


def test_someone_named_with_a_request_or_a_pronoun(team: Engine) -> None:
    assert team.answer("Could you tell me what Daniel's strongest skills are?").headline == (
        "Daniel Kim's top skills: rust 10, go 9, postgresql 9, docker 9, kubernetes 8, redis 8,"
        " kafka 7, terraform 7; 35 skills in all."
    )
    assert team.answer(
        "sorry for the long message but i really need to know where arjun raghavan is based?"
    ).headline == "Arjun Raghavan is based in Bengaluru, Karnataka, India."


def test_at_a_citys_office_is_a_place(team: Engine) -> None:
    assert team.answer("anyone at the shanghai office?").headline == "3 people in Shanghai"
    assert team.answer("who's at the new campus?").intent is Intent.NONE


@pytest.mark.parametrize(
    ("typed", "headline", "count"),
    [
        ("who hasn't worked at google", "11 people never at Google", 11),
        ("who never worked at google", "11 people never at Google", 11),
        ("who doesn't work at google", "14 people not at Google", 14),
        ("who didn't study at stanford", "14 people except Stanford University", 14),
        ("who hasn't contributed to pytorch", "13 people except pytorch/pytorch", 13),
        ("who isn't on stack overflow", "13 people without Stack Overflow", 13),
    ],
)  # fmt: skip
def test_people_who_have_not_or_never_did_something(
    team: Engine, typed: str, headline: str, count: int
) -> None:
    answer = team.answer(typed)
    assert (answer.headline, len(answer.names)) == (headline, count)


def test_ex_employees_not_at_a_company_now_leave_out_who_is_there(team: Engine) -> None:
    answer = team.answer("ex-googlers not at microsoft")
    assert answer.names == ["Daniel Kim", "Wei Zhao"]


def test_people_left_out_alone_are_described_by_what_they_are(team: Engine) -> None:
    lines = {m.profile.name: m.evidence for m in team.answer("who doesn't have a phd?").matches}
    assert lines["Lukas Becker"] == "no degree listed"
    assert lines["Mei Lin"] == "Master of Science - MS Computer Science and Technology, Tsinghua University"
    lines = {m.profile.name: m.evidence for m in team.answer("who doesn't know python").matches}
    assert lines["Daniel Kim"] == "Co-founder & CTO at Quillstack"


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("anyone berlin-based?", "2 people in Berlin"),
        ("who's london-based", "2 people in London"),
        ("who pushed to apache/tvm?", "3 people contributed to apache/tvm"),
        ("anyone coming from google?", "6 people at Google (3 in the past)"),
    ],
)  # fmt: skip
def test_based_pushed_and_coming_from_asked_of_people(
    team: Engine, typed: str, headline: str
) -> None:
    assert team.answer(typed).headline == headline


@pytest.mark.parametrize(
    "typed",
    ["what's mei's plan for the offsite?", "where is the van parked?", "anyone coming from the standup?",
     "anyone coming from lunch", "who pushed to main?", "what's haoran's eta on the fix?"],
)  # fmt: skip
def test_a_colleagues_plans_and_things_stay_unanswered(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.NONE


def test_work_done_counts_the_profiles_own_words_after_the_listed_skill(team: Engine) -> None:
    answer = team.answer("who has done distributed training")
    assert answer.names == ["Mei Lin", "Priya Natarajan"]
    assert team.answer("who knows compiler-development").names == [ZHAO]
    assert team.answer("who has done compiler development").names[:3] == [ZHAO, "Wei Zhao", "Chaofan Lin"]
    # Signs and single letters are no words to look for: `c++` is its listed holders.
    assert team.answer("who has done c++").names == team.answer("who knows c++").names
    assert team.answer("who's into devtools").names == ["Samuel Okafor", "Zoë Van der Berg"]


def test_a_skill_asked_for_by_name_that_nobody_has_is_said(team: Engine) -> None:
    assert team.answer("who knows cobol?").headline == "Nobody here knows cobol."
    # Words the world does not know as a skill are no question in a team channel.
    for chat in ("who knows honestly", "who's good at foosball?", "I know, right?",
                 "does anyone know a good dentist around here"):  # fmt: skip
        assert team.answer(chat).intent is Intent.NONE


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [
        ("kafka question, who should I ping", "1 person knows kafka", ["Daniel Kim"]),
        ("kubernetes question, who's good with it", "7 people know kubernetes",
         ["José Núñez-García", "Siobhán O'Neill", "Daniel Kim", "Samuel Okafor", "Arjun Raghavan",
          "Priya Natarajan", "Lukas Becker"]),
        ("who can help with nccl hangs", "1 person mentions nccl", ["Priya Natarajan"]),
        ("give me the whole roster", "Everyone: 17 people", None),
        ("how many candidates do we have total", "17 profiles in all.", None),
        ("who answers questions on stackoverflow", "3 people by Stack Overflow answers",
         ["Arjun Raghavan", "Siobhán O'Neill", "Yifan Chen"]),
        ("who has kubernetes/kubernetes contributions", "4 people contributed to kubernetes/kubernetes",
         ["Daniel Kim", "José Núñez-García", "Siobhán O'Neill", "Arjun Raghavan"]),
        ("which langs does mei write", "Mei Lin writes 3 programming languages: Python, C++, CUDA.",
         ["Mei Lin"]),
        ("daniel vs jose on go, who's stronger",
         "At go: José Núñez-García (go 10/10) is ahead of Daniel Kim (go 9/10).",
         ["José Núñez-García", "Daniel Kim"]),
        ("which rust person has been coding the longest",
         "5 people know rust · by years of coding, most first",
         ["Daniel Kim", "Siobhán O'Neill", "José Núñez-García", "Lukas Becker", "Elena Petrova"]),
    ],
)  # fmt: skip
def test_what_a_hiring_channel_types(
    team: Engine, typed: str, headline: str, names: list[str] | None
) -> None:
    answer = team.answer(typed)
    assert answer.headline == headline
    assert names is None or answer.names == names


@pytest.mark.parametrize(
    "typed",
    ["anyone else getting cuda errors?", "bot what do you know how to answer",
     "bot what questions do you understand"],
)  # fmt: skip
def test_trouble_with_a_tool_is_chat_and_help_is_help(team: Engine, typed: str) -> None:
    intent = team.answer(typed).intent
    assert intent is (Intent.NONE if "cuda" in typed else Intent.HELP)


def test_a_floor_on_the_listed_score_keeps_only_those_scored_that_high(team: Engine) -> None:
    answer = team.answer("need someone really strong in python, like 9 or 10")
    assert answer.headline == "7 people know python (9/10 or more)"
    assert answer.names == ["Haoran Liu", "Chaofan Lin", ZHAO, "Mei Lin", "Wei Zhao",
                            "Priya Natarajan", "Yifan Chen"]  # fmt: skip
    answer = team.answer("any rust devs rated 8+ in berlin?")
    assert answer.headline == "2 people know rust (8/10 or more) · in Berlin"
    assert answer.names == ["Lukas Becker", "Elena Petrova"]
    assert team.answer("who has 10/10 in go").headline == "1 person knows go (10/10)"


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("who can review my cuda code", "5 people know cuda"),
        ("can anyone look at this rust change?", "5 people know rust"),
        ("who knows kafka consumer", "1 person knows kafka"),
        ("who can help with c++ template errors", "7 people know c++"),
    ],
)  # fmt: skip
def test_a_skill_with_words_about_the_work_asks_for_the_skill(
    team: Engine, typed: str, headline: str
) -> None:
    assert team.answer(typed).headline == headline


@pytest.mark.parametrize(
    "typed",
    ["can someone review my PR", "is the triton meetup still happening tonight?", "i want to go home",
     "anyone know if the triton meetup is still on?"],
)  # fmt: skip
def test_a_skill_beside_office_things_asks_nothing(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    "typed",
    ["who is a maintainer on kubernetes", "who was a maintainer on kubernetes", "kubernetes maintainers?"],
)  # fmt: skip
def test_a_maintainer_is_a_contributor_whose_role_says_so(team: Engine, typed: str) -> None:
    answer = team.answer(typed)
    assert (answer.headline, answer.names) == (
        "1 person maintains kubernetes/kubernetes", ["Daniel Kim"]
    )
    assert team.answer("pytorch maintainers?").headline == "Nobody here maintains pytorch/pytorch."
    assert len(team.answer("who maintains kubernetes").names) == 4  # contributing, as said


def test_there_before_and_somewhere_else_now(team: Engine) -> None:
    answer = team.answer("who was at bytedance before but isn't anymore")
    assert (answer.headline, answer.names) == ("1 person at ByteDance (1 in the past)", ["Chaofan Lin"])
    answer = team.answer("who was at microsoft before joining nvidia")
    assert answer.names == ["Yifan Chen"]
    assert answer.headline == "1 person at Microsoft · at NVIDIA (1 in the past)"


def test_an_example_after_like_names_what_is_asked(team: Engine) -> None:
    assert team.answer("anyone know video codecs like h264?").names == ["Wei Zhao"]
    assert team.answer("who knows databases like postgres").headline == "2 people know postgresql"
    assert team.answer("anyone feel like pizza?").intent is Intent.NONE


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("where mei work", "Mei Lin works at ByteDance (Machine Learning Engineer at ByteDance); before: SenseTime."),
        ("lukas live where", "Lukas Becker is based in Berlin, Germany."),
        ("daniel how many year coding", "Daniel Kim has 18 years of coding experience and 12 years of employment."),
        ("xinyi work where now", "Xinyi Wang works at ByteDance (Data Scientist at ByteDance); before: Alibaba."),
        ("who r the go devs", "6 people know go"),
        ("wich ppl knows pyhton", "10 people know python"),
        ("hwo knows rust", "5 people know rust"),
    ],
)  # fmt: skip
def test_questions_in_the_word_order_of_other_languages_and_typed_in_a_hurry(
    team: Engine, typed: str, headline: str
) -> None:
    assert team.answer(typed).headline == headline


@pytest.mark.parametrize("typed", ["mei how was the trip", "haoran showed me how to use triton"])
def test_a_name_then_a_question_word_about_no_field_stays_quiet(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.NONE


def test_a_go_to_person_and_the_biggest_contributor(team: Engine) -> None:
    assert team.answer("who's our go-to for kubernetes?").headline == "7 people know kubernetes"
    answer = team.answer("biggest contributor to pytorch")
    assert answer.headline == "4 people contributed to pytorch/pytorch"
    assert answer.names[0] == "Wei Zhao"


@pytest.mark.parametrize(
    ("typed", "headline", "first"),
    [
        ("where is everyone based?", "Where the 17 people are based", [("China", 6), ("United States", 3)]),
        ("what cities are people in", "The cities the 17 people are based in", [("Beijing", 3), ("Shanghai", 3)]),
        ("what companies do our people work at", "Where the 17 people work", [("DeepSeek AI", 3), ("Google", 3)]),
        ("top employers?", "Where the 17 people work", [("DeepSeek AI", 3), ("Google", 3)]),
        ("where did everyone study", "Where the 17 people studied",
         [("Tsinghua University", 4), ("Massachusetts Institute of Technology", 3)]),
    ],
)  # fmt: skip
def test_how_the_people_are_spread_over_places_companies_and_schools(
    team: Engine, typed: str, headline: str, first: list[tuple[str, int]]
) -> None:
    answer = team.answer(typed)
    assert answer.headline == headline
    assert answer.spread is not None and list(answer.spread[:2]) == first


def test_places_are_countries_then_cities(team: Engine) -> None:
    spread = team.answer("where is everyone based?").spread
    assert spread == (("China", 6), ("United States", 3), ("Germany", 2), ("United Kingdom", 2),
                      ("Brazil", 1), ("Beijing", 3), ("Shanghai", 3), ("Berlin", 2), ("London", 2),
                      ("San Francisco", 2))  # fmt: skip


@pytest.mark.parametrize(
    "typed", ["where is everyone", "where are we on the release?", "where's my laptop", "where are we"]
)
def test_where_people_are_right_now_is_chat(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.NONE


@pytest.mark.parametrize("typed", ["how big is the team", "team size?", "what's our team size"])
def test_the_size_of_the_team_is_the_count(team: Engine, typed: str) -> None:
    assert team.answer(typed).headline == "17 profiles in all."


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("someone know abt TLS?", "1 person mentions tls"),
        ("how manny at nvidia", "2 people at NVIDIA (1 more in the past)"),
        ("who has most stackoverflow reputaton", "Arjun Raghavan has the highest: 3400 Stack Overflow reputation · 4 people by Stack Overflow reputation"),
        ("strongest typescript devloper", "2 people know typescript"),
    ],
)  # fmt: skip
def test_ordinary_words_typed_in_a_hurry(team: Engine, typed: str, headline: str) -> None:
    assert team.answer(typed).headline == headline


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("emily can rust?", "No: nothing on Emily Carter's profile says they know rust."),
        ("priya at google?", "No: nothing on Priya Natarajan's profile says they work at Google."),
        ("wei went stanford??", "Yes: Wei Zhao studied at Stanford University."),
        ("daniel do kafka yes or no", "Yes: Daniel Kim knows kafka (scored 7 of 10)."),
        ("chaofan was at bytedance befor?", "Yes: Chaofan Lin worked at ByteDance."),
        ("numpy contributors?", "Nobody here contributed to numpy."),
        ("is lukas working somewhere",
         "Lukas Becker's profile names no current employer (Independent Software Developer); before: SoundCloud."),
    ],
)  # fmt: skip
def test_yes_or_no_typed_without_its_verb(team: Engine, typed: str, headline: str) -> None:
    assert team.answer(typed).headline == headline


@pytest.mark.parametrize(
    "typed", ["mei at lunch?", "is mei at lunch?", "did the ATS go down again?", "is mei in the office?"]
)
def test_yes_or_no_about_nothing_a_profile_holds_is_chat(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("haoran univercity which one", "Haoran Liu studied: Master of Science - MS Computer Science, Peking University."),
        ("arjun codding how many yrs", "Arjun Raghavan has 9 years of coding experience and 7 years of employment."),
        ("chenggang is in wich city", "Chenggang Zhao is based in Beijing, China."),
        ("what yifan do", "Yifan Chen: Tech Lead for Inference at Scale at NVIDIA; focus: cuda, tensorrt, c++."),
        ("tell abt lukas bekcer", "Lukas Becker: Independent Software Developer; focus: rust, c, go."),
    ],
)  # fmt: skip
def test_someone_asked_about_in_any_order_and_spelling(team: Engine, typed: str, headline: str) -> None:
    assert team.answer(typed).headline == headline


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("swift develper we have? 📱", "Nobody here knows swift."),
        ("NCCL problms who can help", "1 person mentions nccl"),
        ("all interns lsit", "2 people mention interns"),
        ("evrybody in europe list", "4 people in Europe"),
        ("who went tsinghua", "4 people who studied at Tsinghua University"),
        ("golang/go contributers", "4 people contributed to golang/go"),
        ("who has 7 or 8 yrs coding", "2 people with 7 to 8 years of coding"),
        ("elena or lukas better rust", "At rust: Lukas Becker (rust 9/10) is ahead of Elena Petrova (rust 8/10)."),
        ("arjun samuel diffrence", "Arjun Raghavan and Samuel Okafor"),
    ],
)  # fmt: skip
def test_what_people_type_on_a_phone(team: Engine, typed: str, headline: str) -> None:
    assert team.answer(typed).headline == headline


@pytest.mark.parametrize("typed", ["what u can do bot", "how i use ths bot"])
def test_help_typed_on_a_phone(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.HELP


@pytest.mark.parametrize("typed", ["who went home", "shopping list", "who went to lunch?"])
def test_phone_shapes_that_ask_nothing(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.NONE


def test_people_like_someone_share_their_scored_skills(team: Engine) -> None:
    answer = team.answer("who is similar to chenggang")
    assert answer.headline == "5 people share skills with Chenggang Zhao"
    assert answer.names == ["Wei Zhao", "Yifan Chen", "Haoran Liu", "Mei Lin", "Chaofan Lin"]
    assert answer.matches[0].evidence == "both list cuda, triton, llvm, python"
    assert team.answer("people like zoe").names == ["Samuel Okafor"]
    assert team.answer("anyone like pizza?").intent is Intent.NONE


def test_colleagues_are_the_others_at_the_same_employer_now(team: Engine) -> None:
    assert team.answer("who works with mei").headline == "1 person at ByteDance with Mei Lin"
    assert team.answer("meis teammates").names == ["Xinyi Wang"]
    assert team.answer("lukas's coworkers").headline == (
        "Lukas Becker's profile names no current employer."
    )


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [
        ("does anyone besides mei know pytorch", "3 people know pytorch · except mei",
         ["Priya Natarajan", "Yifan Chen", "Wei Zhao"]),
        ("other than chenggang who knows triton", "4 people know triton · except chenggang",
         ["Wei Zhao", "Haoran Liu", "Yifan Chen", "Mei Lin"]),
        ("who knows rust except people who know go", "Nobody here knows rust but not go.", []),
    ],
)  # fmt: skip
def test_someone_left_out_before_what_is_asked(
    team: Engine, typed: str, headline: str, names: list[str]
) -> None:
    answer = team.answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("who has more years than mei", "11 people with more than 4 years of coding"),
        ("who has coded longer than wei", "3 people with more than 12 years of coding"),
        ("anyone more senior than siobhan", "2 people with more than 15 years of coding"),
        ("who knows rust and has more years than lukas", "3 people know rust · with more than 6 years of coding"),
        ("more years than xinyi?", "Xinyi Wang's profile does not say how many years they have coded."),
        ("ex-microsoft people now at nvidia", "1 person at Microsoft · at NVIDIA (1 in the past)"),
        ("who left google", "3 people at Google (3 in the past)"),
        ("is daniel ex google", "Yes: Daniel Kim worked at Google."),
        ("is mei ex-google?", "No: nothing on Mei Lin's profile says they work or worked at Google."),
    ],
)  # fmt: skip
def test_years_beside_someone_and_employers_left(team: Engine, typed: str, headline: str) -> None:
    assert team.answer(typed).headline == headline


def test_leaving_what_no_vocabulary_calls_a_company_is_chat(team: Engine) -> None:
    assert team.answer("who left the door open").intent is Intent.NONE


@pytest.mark.parametrize(
    "typed",
    ["either tvm or triton would work here tbh", "rust or go, doesn't matter much, just ship something by friday",
     "neither kubernetes nor nomad is going to save us from this config mess lol",
     "who do i talk to about my badge not working at the front door"],
)  # fmt: skip
def test_things_joined_in_talk_about_work_ask_nothing(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("rust or c", "7 people know rust or c"),
        ("who's rated 10 in cuda", "4 people know cuda (10/10)"),
        ("most experienced rustacean outside germany", "3 people know rust · by years of coding, most first · except Germany"),
        ("top two rust people in berlin, best first", "2 people know rust · in Berlin"),
        ("who isn't working anywhere right now", "1 person without an employer"),
        ("do we have anybody in toronto doing react", "1 person in Toronto · knows react"),
        ("who's been coding longer, jose or lukas",
         "By years of coding: José Núñez-García (7 years) is ahead of Lukas Becker (6 years)."),
        ("who left microsoft for nvidia", "1 person at Microsoft · at NVIDIA (1 in the past)"),
        ("bytedance people, current or former", "3 people at ByteDance (1 in the past)"),
        ("kubernetes contributors who aren't at google", "3 people contributed to kubernetes/kubernetes · except at Google"),
        ("go repo contributors who also know rust", "3 people contributed to golang/go · know rust"),
        ("anyone who's committed to tvm as well as triton",
         "1 person contributed to apache/tvm · contributed to triton-lang/triton"),
        ("sorry who's xinyi again", "Xinyi Wang: Data Scientist at ByteDance."),
        ("rust-lang/rust contributors", "4 people contributed to rust-lang/rust"),
    ],
)  # fmt: skip
def test_harder_combinations(team: Engine, typed: str, headline: str) -> None:
    assert team.answer(typed).headline == headline


@pytest.mark.parametrize(
    "typed", ["what commands does the profile bot understand?", "how do i ask you about people's skills"]
)
def test_help_about_the_commands_and_how_to_ask(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.HELP


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("who has more coding years than chenggang but fewer than siobhan",
         "3 people with more than 8 years of coding · with less than 15 years of coding"),
        ("anyone been coding for less than a year", "Nobody here has less than 1 year of coding."),
        ("whose profile has no education at all", "2 people without education"),
        ("how many rust devs are outside google", "3 people know rust · except at Google"),
        ("tsinghua alumni at deepseek", "2 people who studied at Tsinghua University · at DeepSeek AI"),
        ("lucas becker's rust level", "Yes: Lukas Becker knows rust (scored 9 of 10)."),
        ("daniel kim skills", "Daniel Kim's top skills: rust 10, go 9, postgresql 9, docker 9, kubernetes 8,"
         " redis 8, kafka 7, terraform 7; 35 skills in all."),
    ],
)  # fmt: skip
def test_bounds_beside_two_people_and_more_combinations(team: Engine, typed: str, headline: str) -> None:
    assert team.answer(typed).headline == headline


def test_help_asked_in_the_first_of_two_sentences(team: Engine) -> None:
    answer = team.answer("how do i use this thing? what kind of questions can i ask it")
    assert answer.intent is Intent.HELP


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("is mei more into pytorch or cuda", "Mei Lin: more pytorch (10/10) than cuda (7/10)."),
        ("is haoran more of a cuda or a python person", "Haoran Liu: cuda (10/10) and python (10/10) alike."),
        ("is wei a cuda or rust person", "Wei Zhao: more cuda (10/10) than rust (not on the profile)."),
        ("is zoe a frontend or backend person", "Nothing on Zoë Van der Berg's profile says frontend or backend."),
        ("is mei in shanghai or beijing", "Yes: Mei Lin is based in Shanghai."),
    ],
)  # fmt: skip
def test_which_of_two_skills_one_person_is_more_into(team: Engine, typed: str, headline: str) -> None:
    assert team.answer(typed).headline == headline


@pytest.mark.parametrize("typed", ["is mei coming today or tomorrow", "is the toronto team joining the call or not?"])
def test_either_or_about_the_day_is_chat(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [
        ("so who contributed to kubernetes before 2020", "1 person contributed to kubernetes/kubernetes before 2020",
         ["Daniel Kim"]),
        ("who worked on rust-lang/rust in 2023", "2 people contributed to rust-lang/rust in 2023",
         ["Lukas Becker", "Elena Petrova"]),
        ("who contributed to kubernetes in 2030", "Nobody here contributed to kubernetes/kubernetes in 2030.", []),
    ],
)  # fmt: skip
def test_contributions_within_calendar_years(
    team: Engine, typed: str, headline: str, names: list[str]
) -> None:
    answer = team.answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("pyspark question, anyone contribute to spark?", "1 person knows spark"),
        ("graphql schema question, who's done graphql", "1 person knows graphql"),
        ("anyone touched airflow dags", "Nobody here mentions airflow dags."),
    ],
)  # fmt: skip
def test_a_preamble_naming_the_subject_and_work_with_unknown_things(
    team: Engine, typed: str, headline: str
) -> None:
    assert team.answer(typed).headline == headline


@pytest.mark.parametrize(
    "typed",
    ["did everyone see the email from HR about benefits enrollment",
     "ok so the deploy is done, who wants to run the retro?", "build question: is ci down?"],
)  # fmt: skip
def test_chores_and_preambles_about_the_office_stay_quiet(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    "typed",
    ["who works with me", "who's on the same team as me", "people like me", "who is similar to me",
     "someone like her", "who has more years than me", "daniel has been here longer than me",
     "more years than i can count", "mei in a meeting?", "yifan in the call?", "mei can join?",
     "daniel can you check?", "zoe can make it?", "lukas been here long?", "budget question, who should I ask",
     "weird bug, anyone?", "stupid question, anyone?", "strange problem, who can help",
     "we need more contributors", "our contributors are amazing", "all contributors should sign the CLA",
     "is lukas free at 2 or 3?", "is daniel voting a or b?", "is daniel team c or team d",
     "anyone got spark plugs?", "anyone into go karts?", "anyone good at parallel parking",
     "it takes 1 or 2 years to learn rust", "that was 3 or 4 years ago", "my reading list",
     "is wei working today?", "the printer is not working anywhere", "where do people live these days lol",
     "people like mei make this place great", "who works with mei on the demo"],
)  # fmt: skip
def test_talk_that_looks_like_the_new_shapes_stays_unanswered(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.NONE


def test_the_new_shapes_still_answer_what_they_were_made_for(team: Engine) -> None:
    assert team.answer("who works with docker").headline == "3 people know docker"
    assert team.answer("lukas bekcer based where?").headline == "Lukas Becker is based in Berlin, Germany."
    assert team.answer("xinyi does the data science stuff right?").headline == (
        "Yes: Xinyi Wang mentions data science."
    )
    assert team.answer("does mei know rust or no").headline == (
        "No: nothing on Mei Lin's profile says they know rust."
    )
    assert team.answer("most experienced").headline == "Zoë Van der Berg has the most: 20 years of coding · 15 people by years of coding, most first"


def test_a_score_floor_holds_for_the_skill_it_was_said_beside(team: Engine) -> None:
    assert team.answer("who knows python 9+ and cuda").headline == (
        "5 people know python (9/10 or more) · know cuda"
    )
    assert team.answer("who knows cuda and python 9+").headline == (
        "5 people know cuda · know python (9/10 or more)"
    )
    assert team.answer("what's mei's rust level").headline == (
        "No: nothing on Mei Lin's profile says they know rust."
    )
    assert team.answer("daniel kim's level").intent is Intent.NONE


def test_a_year_asked_of_what_profiles_do_not_date_is_said_unused(team: Engine) -> None:
    answer = team.answer("who worked at google in 2019")
    assert (answer.headline, answer.note) == (
        "6 people at Google (3 in the past)", "(Profiles date contributions only: the year was not used.)"
    )
    assert team.answer("who worked on rust-lang/rust in 2023").note is None


def test_a_score_floor_after_a_skill_ending_in_a(team: Engine) -> None:
    answer = team.answer("who knows cuda 9+?")
    assert (answer.headline, answer.names) == (
        "4 people know cuda (9/10 or more)", ["Yifan Chen", "Haoran Liu", "Wei Zhao", "Chenggang Zhao"]
    )


@pytest.mark.parametrize(
    "typed",
    ["quick question for mei: did the nightly job finish?", "lukas, how's the job search going?",
     "priya or emily — who's running the demo?", "priya or emily, who's booking the room?",
     "rust or go for the cli?", "python or go for the backend",
     "how many GPUs do we have in the beijing cluster?",
     "he has more experience with kubernetes than anyone", "she knows rust better than all of us",
     "the triton build is broken on main, anyone looking into it?", "ci is red again, who's on it?"],
)  # fmt: skip
def test_talk_to_or_about_colleagues_and_their_tools_stays_unanswered(
    team: Engine, typed: str
) -> None:
    assert team.answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("arjn raghavan, where is he based", "Arjun Raghavan is based in Bengaluru, Karnataka, India."),
     ("how many Zhaos do we have", "2 people named “zhao”"),
     ("how many rust devs do we have", "5 people know rust"),
     ("mei or haoran for the cuda review?",
      "At cuda: Haoran Liu (cuda 10/10) is ahead of Mei Lin (cuda 7/10)."),
     ("mei or haoran, who knows cuda better",
      "At cuda: Haoran Liu (cuda 10/10) is ahead of Mei Lin (cuda 7/10)."),
     ("zoe or daniel, who's been coding longer",
      "By years of coding: Zoë Van der Berg (20 years) is ahead of Daniel Kim (18 years)."),
     ("chaofan or haoran - who has more yrs of coding",
      "By years of coding: Chaofan Lin (5 years) is ahead of Haoran Liu (3 years).")],
)  # fmt: skip
def test_the_same_shapes_asked_of_people_still_answer(team: Engine, typed: str, headline: str) -> None:
    assert team.answer(typed).headline == headline


def test_people_ranked_by_a_figure_asked_with_by(team: Engine) -> None:
    answer = team.answer("top 5 people by stack overflow reputation")
    assert (answer.headline, answer.names) == (
        "Arjun Raghavan has the highest: 3400 Stack Overflow reputation · 4 people by Stack Overflow reputation",
        ["Arjun Raghavan", "Siobhán O'Neill", "Yifan Chen", "Chenggang Zhao"],
    )
    answer = team.answer("who has the most skills")
    assert answer.names[:3] == ["Zoë Van der Berg", "Daniel Kim", "Siobhán O'Neill"]
    assert answer.matches[0].evidence == "40 skills"  # the export's count, not the 7 it shows
    assert team.answer("rust people by stack overflow rep").headline == (
        "1 person knows rust · by Stack Overflow reputation"
    )


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("yo who here has contributed to apache/tvm?", "3 people contributed to apache/tvm"),
     ("did wei ever push anything to apache/tvm", "Yes: Wei Zhao contributed to apache/tvm."),
     ("which of us have kubernetes/kubernetes in their github contributions",
      "4 people contributed to kubernetes/kubernetes"),
     ("got a weird lowering bug in triton, who on the team has contributed to triton-lang/triton",
      "4 people contributed to triton-lang/triton"),
     ("need a second pair of eyes on a torch PR - who has sent patches to pytorch/pytorch before?",
      "4 people contributed to pytorch/pytorch"),
     ("what kind of questions can i ask you about people here", "Here is what I can answer:"),
     ("new here - what are you good for?", "Here is what I can answer:"),
     ("we'll need someone who knows rust", "5 people know rust")],
)  # fmt: skip
def test_repositories_and_help_asked_in_passing(team: Engine, typed: str, headline: str) -> None:
    assert team.answer(typed).headline == headline


@pytest.mark.parametrize(
    "typed",
    ["I'll be in London next week if anyone wants to grab dinner", "hi mei",
     "my laptop still hasn't arrived, who handles IT requests here?",
     "friday deploys, what could go wrong", "nice work on the release, everyone"],
)  # fmt: skip
def test_news_and_errands_with_a_question_at_the_end_stay_unanswered(
    team: Engine, typed: str
) -> None:
    assert team.answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    ("typed", "headline", "names", "first_evidence"),
    [("most commits to apache/tvm?", "3 people contributed to apache/tvm, by commits",
      ["Mei Lin", "Wei Zhao", "Chaofan Lin"],
      "31 commits · ML Engineer · 12 PRs, 1 review, 31 commits to apache/tvm"),
     ("who has the most reviews on kubernetes",
      "4 people contributed to kubernetes/kubernetes, by reviews",
      ["Daniel Kim", "Siobhán O'Neill", "José Núñez-García", "Arjun Raghavan"], None),
     ("who has the most commits in total across their listed repos", "Zoë Van der Berg has the most: 710 commits · 16 people by commits",
      ["Zoë Van der Berg", "Daniel Kim", "Siobhán O'Neill"], "710 commits"),
     ("who has done the most code reviews overall", "Daniel Kim has the most: 640 reviews · 14 people by reviews",
      ["Daniel Kim", "Zoë Van der Berg", "Siobhán O'Neill"], None),
     ("who's got the most badges", "Siobhán O'Neill has the most: 3 badges · 9 people by badges", ["Siobhán O'Neill"], None),
     ("python people with the most stack overflow reputation",
      "3 people know python · by Stack Overflow reputation",
      ["Arjun Raghavan", "Yifan Chen", "Chenggang Zhao"], None)],
)  # fmt: skip
def test_contribution_counts_rank_within_a_repository_or_over_all(
    team: Engine, typed: str, headline: str, names: list[str], first_evidence: str | None
) -> None:
    answer = team.answer(typed)
    assert (answer.headline, answer.names[: len(names)]) == (headline, names)
    if first_evidence is not None:
        assert answer.matches[0].evidence == first_evidence


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [("mei vs chaofan: who opened more PRs in tvm",
      "By PRs in apache/tvm: Chaofan Lin (20 PRs) is ahead of Mei Lin (12 PRs).",
      ["Chaofan Lin", "Mei Lin"]),
     ("yifan vs wei, who reviewed more on pytorch",
      "By reviews in pytorch/pytorch: Wei Zhao (42 reviews) is ahead of Yifan Chen (3 reviews).",
      ["Wei Zhao", "Yifan Chen"]),
     ("who reviewed more PRs overall, zoe or daniel",
      "By reviews: Daniel Kim (640 reviews) is ahead of Zoë Van der Berg (519 reviews).",
      ["Daniel Kim", "Zoë Van der Berg"]),
     ("how many commits did wei land in triton", "Wei Zhao: 212 commits to triton-lang/triton.",
      ["Wei Zhao"]),
     ("how many reviews has daniel done on k8s", "Daniel Kim: 640 reviews to kubernetes/kubernetes.",
      ["Daniel Kim"]),
     ("how many commits has zoe made", "Zoë Van der Berg: 710 commits over 3 listed repositories.",
      ["Zoë Van der Berg"]),
     ("how many commits did wei make to react", "Wei Zhao lists no contributions to facebook/react.",
      ["Wei Zhao"]),
     ("how many commits did wei make to foobar",
      "Wei Zhao: no repository called “foobar” on any profile here.", ["Wei Zhao"]),
     ("how many SO answers does siobhan have",
      "Siobhán O'Neill has 1200 Stack Overflow reputation, 85 answers and 4 questions.",
      ["Siobhán O'Neill"])],
)  # fmt: skip
def test_contribution_counts_compared_and_asked_of_one_person(
    team: Engine, typed: str, headline: str, names: list[str]
) -> None:
    answer = team.answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


@pytest.mark.parametrize(
    ("typed", "headline", "names", "first_evidence"),
    [("whose role on k8s is listed as Reviewer",
      "1 person held the reviewer role in kubernetes/kubernetes", ["Siobhán O'Neill"],
      "Reviewer · 64 reviews, 12 comments to kubernetes/kubernetes"),
     ("who had a Compiler Engineer role on a project",
      "2 people held the compiler engineer role in a project", ["Siobhán O'Neill", "Wei Zhao"],
      "Compiler Engineer on rust-lang/rust"),
     ("who is a maintainer?", "1 person held the maintainer role in a project", ["Daniel Kim"],
      "Maintainer on kubernetes/kubernetes"),
     ("who had a janitor role on a project", "Nobody here held the janitor role in a project.", [],
      None)],
)  # fmt: skip
def test_the_role_listed_on_a_contribution(
    team: Engine, typed: str, headline: str, names: list[str], first_evidence: str | None
) -> None:
    answer = team.answer(typed)
    assert (answer.headline, answer.names) == (headline, names)
    if first_evidence is not None:
        assert answer.matches[0].evidence == first_evidence


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [("how many people have more than 100 stack overflow answers",
      "1 person with more than 100 Stack Overflow answers", ["Arjun Raghavan"]),
     ("who has 500+ commits", "2 people with at least 500 commits",
      ["Zoë Van der Berg", "Daniel Kim"]),
     ("how many people have zero badges", "8 people with no badges",
      ["Arjun Raghavan", "Daniel Kim", "Elena Petrova", "Emily Carter", "José Núñez-García",
       "Lukas Becker", "Samuel Okafor", "Xinyi Wang"]),
     ("who's got more than one degree", "6 people with more than 1 degree",
      ["Wei Zhao", "Chaofan Lin", "Daniel Kim", "Mei Lin", "Priya Natarajan", "Yifan Chen"]),
     ("python devs with over 1k reputation",
      "1 person knows python · with more than 1000 Stack Overflow reputation",
      ["Arjun Raghavan"]),
     ("whose stack overflow stuff has reached the most people",
      "Siobhán O'Neill has the highest: 3,000,000 people reached on Stack Overflow · 3 people by people reached on Stack Overflow",
      ["Siobhán O'Neill", "Arjun Raghavan", "Yifan Chen"]),
     ("who has the most SO answers", "Arjun Raghavan has the most: 142 Stack Overflow answers · 3 people by Stack Overflow answers",
      ["Arjun Raghavan", "Siobhán O'Neill", "Yifan Chen"])],
)  # fmt: skip
def test_a_figure_bounded_or_ranked(
    team: Engine, typed: str, headline: str, names: list[str]
) -> None:
    answer = team.answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [("ugh goroutine leak in the ingest svc again 🙃 anyone here comfortable w/ golang who can"
      " pair for 20 min?", "6 people know go",
      ["José Núñez-García", "Daniel Kim", "Siobhán O'Neill", "Lukas Becker", "Elena Petrova",
       "Emily Carter"]),
     ("looking for someone w/ triton experience for the kernel review tmrw", "5 people know triton",
      ["Wei Zhao", "Chenggang Zhao", "Haoran Liu", "Yifan Chen", "Mei Lin"]),
     ("ranking of ML people, top 3?", "3 people know machine-learning",
      ["Chaofan Lin", "Mei Lin", "Haoran Liu"]),
     ("python people in london or the states?", "3 people know python · in London or the United States",
      ["Wei Zhao", "Priya Natarajan", "Samuel Okafor"]),
     ("kubernetes + postgres, anyone?", "2 people know kubernetes · know postgresql",
      ["Daniel Kim", "José Núñez-García"]),
     ("siobhan's SO stats?",
      "Siobhán O'Neill has 1200 Stack Overflow reputation, 85 answers and 4 questions.",
      ["Siobhán O'Neill"]),
     ("what did arjun do on dotnet/runtime",
      "Arjun Raghavan: Back-end Developer on dotnet/runtime (64 PRs, 1 review, 128 commits, 33"
      " comments; 2019-04 – 2021-04, 2 years).", ["Arjun Raghavan"]),
     ("what did wei do on facebook/react", "Wei Zhao lists no contributions to facebook/react.",
      ["Wei Zhao"]),
     ("number of people who've contributed to triton-lang/triton?",
      "4 people contributed to triton-lang/triton",
      ["Wei Zhao", "Chenggang Zhao", "Yifan Chen", "Haoran Liu"]),
     ("how many kotlin devs? guessing zero", "0 people here know kotlin.", []),
     ("all the londoners 💂", "2 people in London", ["Siobhán O'Neill", "Priya Natarajan"]),
     ("stanford grads, full list", "3 people who studied at Stanford University",
      ["Zoë Van der Berg", "Wei Zhao", "Emily Carter"]),
     ("peking u alumni?", "2 people who studied at Peking University", ["Wei Zhao", "Haoran Liu"]),
     ("c++ — priya vs siobhan, who's stronger",
      "At c++: Siobhán O'Neill (c++ 9/10) is ahead of Priya Natarajan (c++ 8/10).",
      ["Siobhán O'Neill", "Priya Natarajan"]),
     ("samuel vs zoe typescript 🥊",
      "At typescript: Zoë Van der Berg (typescript 10/10) is ahead of Samuel Okafor (typescript"
      " 8/10).", ["Zoë Van der Berg", "Samuel Okafor"]),
     ("python: emily or samuel, who's better?",
      "At python: Emily Carter (python 7/10) is ahead of Samuel Okafor (python 6/10).",
      ["Emily Carter", "Samuel Okafor"]),
     ("has anyone ever been at microsoft, even way back?", "6 people at Microsoft (4 in the past)",
      ["Arjun Raghavan", "Samuel Okafor", "Yifan Chen", "José Núñez-García", "Chaofan Lin",
       "Haoran Liu"]),
     ("recruiter just pinged me about a backend role — is anyone in the directory actually"
      " looking for work?", "1 person without an employer", ["Lukas Becker"])],
)  # fmt: skip
def test_what_a_busy_channel_types_in_a_month(
    team: Engine, typed: str, headline: str, names: list[str]
) -> None:
    answer = team.answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


@pytest.mark.parametrize(
    "typed", ["who's got the projector remote", "anyone seen my charger?", "mei vs who knows"]
)
def test_things_about_the_office_stay_unanswered(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.NONE


def test_the_whole_directory_asked_for(team: Engine) -> None:
    for typed in ("whose profiles do you actually have?", "who's in the directory?"):
        answer = team.answer(typed)
        assert (answer.headline, len(answer.names)) == ("Everyone: 17 people", 17)


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [("I'm a recruiter, sorry if this is a basic question: which of these developers have"
      " Python skills?", "10 people know python",
      ["Haoran Liu", "Chaofan Lin", "Chenggang Zhao", "Mei Lin", "Wei Zhao", "Priya Natarajan",
       "Yifan Chen", "Arjun Raghavan", "Emily Carter", "Samuel Okafor"]),
     ("Hello! Who on this list knows Kubernetes?", "7 people know kubernetes",
      ["José Núñez-García", "Siobhán O'Neill", "Daniel Kim", "Samuel Okafor", "Arjun Raghavan",
       "Priya Natarajan", "Lukas Becker"]),
     ("anyone with a finance or trading background?", "1 person knows trading",
      ["Priya Natarajan"]),
     ("what does Arjn do at Microsoft?",
      "Arjun Raghavan: Senior Software Engineer at Microsoft; focus: c#, .net, f#.",
      ["Arjun Raghavan"]),
     ("Priyah's previous employer?",
      "Priya Natarajan works at Meta (Production Engineer at Meta); before: Goldman Sachs.",
      ["Priya Natarajan"]),
     ("who has the better Stack Overflow rep, Arjun or Yifan?",
      "By Stack Overflow reputation: Arjun Raghavan (3400 Stack Overflow reputation) is ahead of"
      " Yifan Chen (412 Stack Overflow reputation).", ["Arjun Raghavan", "Yifan Chen"]),
     ("who has more badges, arjun or siobhan?",
      "By badges: Siobhán O'Neill (3 badges) is ahead of Arjun Raghavan (0 badges).",
      ["Siobhán O'Neill", "Arjun Raghavan"]),
     ("who has the better rust score, daniel or lukas?",
      "At rust: Daniel Kim (rust 10/10) is ahead of Lukas Becker (rust 9/10).",
      ["Daniel Kim", "Lukas Becker"]),
     ("has anyone contributed to the TensorFlow repo?", "Nobody here contributed to tensorflow.",
      []),
     ("who contributed to the tvm repo", "3 people contributed to apache/tvm",
      ["Chaofan Lin", "Mei Lin", "Wei Zhao"]),
     ("Someone mentioned FP8 in standup, who works on that?", "1 person mentions fp8",
      ["Haoran Liu"]),
     ("I keep hearing about XLA, has anyone here worked on it?", "1 person mentions xla",
      ["Wei Zhao"])],
)  # fmt: skip
def test_what_people_trying_the_bot_for_the_first_time_type(
    team: Engine, typed: str, headline: str, names: list[str]
) -> None:
    answer = team.answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


@pytest.mark.parametrize(
    "typed", ["hey bot, how does this work? first time here", "sorry, new here - what are you for"
              " exactly?"],
)  # fmt: skip
def test_help_asked_by_a_newcomer(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.HELP


@pytest.mark.parametrize(
    "typed",
    ["what did everyone think of the all-hands?", "lol the new NVIDIA GPUs cost more than my car",
     "haha yeah python or nothing", "is the triton bump merged yet or still waiting on CI?"],
)  # fmt: skip
def test_opinions_prices_and_ors_of_nothing_stay_unanswered(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [("who could review an llvm pass for us", "3 people know llvm",
      ["Wei Zhao", "Chenggang Zhao", "Siobhán O'Neill"]),
     ("postgres tuning help needed — who knows postgresql", "2 people know postgresql",
      ["Daniel Kim", "José Núñez-García"]),
     ("kafka help needed, who's got experience with it", "1 person knows kafka", ["Daniel Kim"]),
     ("pytorch folks, raise your hand (figuratively)", "4 people know pytorch",
      ["Mei Lin", "Priya Natarajan", "Yifan Chen", "Wei Zhao"]),
     ("I need two people for a Triton project, who are the strongest?", "2 people know triton",
      ["Wei Zhao", "Chenggang Zhao"]),
     ("two strongest machine learning people?", "2 people know machine-learning",
      ["Chaofan Lin", "Mei Lin"]),
     ("who could take over the ingestion service? it's go + kubernetes",
      "4 people know go · know kubernetes",
      ["José Núñez-García", "Daniel Kim", "Siobhán O'Neill", "Lukas Becker"]),
     ("anyone in Europe who could pair with Lukas on Rust?",
      "2 people in Europe · know rust · except lukas", ["Siobhán O'Neill", "Elena Petrova"]),
     ("is Mei free to — no wait, does Mei know Triton?", "Yes: Mei Lin knows triton (scored 6 of 10).",
      ["Mei Lin"]),
     ("Jose Nunez-Garcia — where's he working now?",
      "José Núñez-García works at Lumora Labs (Founding Engineer at Lumora Labs); before:"
      " Microsoft.", ["José Núñez-García"]),
     ("how experienced is Emily, roughly", "Emily Carter has 1 year of coding experience.",
      ["Emily Carter"]),
     ("how good is Priya at R", "Yes: Priya Natarajan knows r (scored 8 of 10).", ["Priya Natarajan"]),
     ("priya or mei — stronger at pytorch?",
      "At pytorch: Mei Lin (pytorch 10/10) is ahead of Priya Natarajan (pytorch 7/10).",
      ["Mei Lin", "Priya Natarajan"]),
     ("Lukaz Becker — still freelancing?",
      "Lukas Becker's profile names no current employer (Independent Software Developer);"
      " before: SoundCloud.", ["Lukas Becker"])],
)  # fmt: skip
def test_what_a_lead_staffing_work_types(
    team: Engine, typed: str, headline: str, names: list[str]
) -> None:
    answer = team.answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


def test_an_english_word_near_a_keyword_is_kept(team: Engine) -> None:
    assert team.answer("that regression was in the onnx export, not the model itself").intent is (
        Intent.NONE
    )


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [("Who has worked with Triton? writing my first kernel in it", "5 people know triton",
      ["Wei Zhao", "Chenggang Zhao", "Haoran Liu", "Yifan Chen", "Mei Lin"]),
     ("who knows cuda? in berlin", "Nobody here knows cuda and is based in Berlin.", []),
     ("Hi all! Quick one from the data team: who here is comfortable with C++? We'd like someone"
      " to glance at a pybind11 extension before we ship it 😊", "7 people know c++",
      ["Wei Zhao", "Yifan Chen", "Siobhán O'Neill", "Arjun Raghavan", "Haoran Liu", "Mei Lin",
       "Priya Natarajan"]),
     ("Who understands the Rust borrow checker deeply?", "1 person mentions rust borrow checker",
      ["Siobhán O'Neill"]),
     ("who did hopper-specific gpu optimizations?", "2 people mention hopper gpu optimizations",
      ["Wei Zhao", "Chenggang Zhao"]),
     ("someone worked on ONNX Runtime?", "1 person knows onnxruntime", ["Yifan Chen"]),
     ("who contributed to hashicorp terraform", "1 person contributed to hashicorp/terraform",
      ["Daniel Kim"]),
     ("Can you rank our top 3 machine learning people by skill?", "3 people know machine-learning",
      ["Chaofan Lin", "Mei Lin", "Haoran Liu"]),
     ("is Lukas working somewhere right now?",
      "Lukas Becker's profile names no current employer (Independent Software Developer);"
      " before: SoundCloud.", ["Lukas Becker"]),
     ("typescript: samuel vs zoe",
      "At typescript: Zoë Van der Berg (typescript 10/10) is ahead of Samuel Okafor (typescript"
      " 8/10).", ["Zoë Van der Berg", "Samuel Okafor"])],
)  # fmt: skip
def test_what_a_whole_company_types_in_a_quarter(
    team: Engine, typed: str, headline: str, names: list[str]
) -> None:
    answer = team.answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


def test_help_asked_with_a_smile(team: Engine) -> None:
    assert team.answer("hey bot, how am I supposed to use you 😅").intent is Intent.HELP


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("who has done salesforce integration", "Nobody here mentions salesforce integration."),
     ("salesforce integration, has anyone done one",
      "Nobody here mentions salesforce integration."),
     ("anyone with experience in salesforce?", "Nobody here knows salesforce.")],
)  # fmt: skip
def test_a_field_nobody_works_in_is_said_when_asked_of_people(
    team: Engine, typed: str, headline: str
) -> None:
    answer = team.answer(typed)
    assert (answer.intent, answer.headline, answer.names) == (Intent.SKILL, headline, [])


@pytest.mark.parametrize("typed", ["who has done the dishes", "has anyone done their timesheet"])
def test_chores_done_stay_unanswered(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [("anyone at microsoft with kubernetes and python",
      "2 people at Microsoft · know kubernetes · know python", ["Arjun Raghavan", "Samuel Okafor"]),
     ("any C programmers? plain C, not C++", "5 people know c",
      ["Siobhán O'Neill", "Lukas Becker", "Yifan Chen", "Elena Petrova", "Emily Carter"]),
     ("who knows c but not c++", "3 people know c · except c++",
      ["Lukas Becker", "Elena Petrova", "Emily Carter"]),
     ("list folks who actually answer on SO", "3 people by Stack Overflow answers",
      ["Arjun Raghavan", "Siobhán O'Neill", "Yifan Chen"]),
     ("who is on stack overflow", "4 people by Stack Overflow reputation",
      ["Arjun Raghavan", "Siobhán O'Neill", "Yifan Chen", "Chenggang Zhao"])],
)  # fmt: skip
def test_which_of_two_names_and_who_answers(
    team: Engine, typed: str, headline: str, names: list[str]
) -> None:
    answer = team.answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [("saw a repo called plorbt in someone's github, who owns it",
      "1 person contributed to zvdberg/plorbt", ["Zoë Van der Berg"]),
     ("is there a project called zork anyone worked on?", "Nobody here contributed to zork.", []),
     ("Does anyone's background include Apache Spark?", "1 person mentions apache spark",
      ["Xinyi Wang"])],
)  # fmt: skip
def test_a_repository_by_its_name_and_a_background_that_includes(
    team: Engine, typed: str, headline: str, names: list[str]
) -> None:
    answer = team.answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [("who knows CUDA — I’m in Shanghai but happy to work with anyone", "5 people know cuda",
      ["Yifan Chen", "Haoran Liu", "Wei Zhao", "Chenggang Zhao", "Mei Lin"]),
     ("wei or yifan:who's stronger at triton??",
      "At triton: Wei Zhao (triton 10/10) is ahead of Yifan Chen (triton 8/10).",
      ["Wei Zhao", "Yifan Chen"]),
     ("is daniel better at go than jose?",
      "At go: José Núñez-García (go 10/10) is ahead of Daniel Kim (go 9/10).",
      ["José Núñez-García", "Daniel Kim"]),
     ("chenggang vs wei: who's been coding longer?",
      "By years of coding: Wei Zhao (12 years) is ahead of Chenggang Zhao (8 years).",
      ["Wei Zhao", "Chenggang Zhao"]),
     ("has arjun or wei been employed as a developer longer?",
      "By years employed: Arjun Raghavan (7 years) is ahead of Wei Zhao (6 years).",
      ["Arjun Raghavan", "Wei Zhao"]),
     ("rust or go, who has both?", "5 people know rust · know go",
      ["Daniel Kim", "Siobhán O'Neill", "José Núñez-García", "Lukas Becker", "Elena Petrova"]),
     ("go + postgres + docker, anyone in the Americas?",
      "2 people know go · know postgresql · know docker · in the Americas",
      ["Daniel Kim", "José Núñez-García"]),
     ("is there someone in the US timezone who knows rust", "1 person in the United States · knows rust",
      ["Daniel Kim"]),
     ("who on China time (UTC+8) knows triton", "4 people in China · know triton",
      ["Chenggang Zhao", "Haoran Liu", "Yifan Chen", "Mei Lin"]),
     ("does lukas currently have an employer?",
      "Lukas Becker's profile names no current employer (Independent Software Developer);"
      " before: SoundCloud.", ["Lukas Becker"]),
     ("how many of us are in the US (for the holiday schedule)", "3 people in the United States",
      ["Daniel Kim", "Wei Zhao", "Samuel Okafor"]),
     ("who has more than ten years of coding experience",
      "4 people with more than 10 years of coding",
      ["Zoë Van der Berg", "Daniel Kim", "Siobhán O'Neill", "Wei Zhao"]),
     ("who has at least fifteen years of coding", "3 people with at least 15 years of coding",
      ["Zoë Van der Berg", "Daniel Kim", "Siobhán O'Neill"])],
)  # fmt: skip
def test_what_a_tester_and_a_team_across_time_zones_type(
    team: Engine, typed: str, headline: str, names: list[str]
) -> None:
    answer = team.answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


@pytest.mark.parametrize(
    "typed",
    ["can someone in the US take this ticket? JIRA-4821",
     "can someone in APAC babysit the deploy overnight?"],
)  # fmt: skip
def test_chores_asked_of_whoever_is_somewhere_stay_unanswered(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.NONE


def test_help_asked_several_ways_at_once(team: Engine) -> None:
    typed = "HELP — how do I ask you things, what kinds of questions work?"
    assert team.answer(typed).intent is Intent.HELP


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [("cuda AND triton AND tensorrt", "3 people know cuda · know triton · know tensorrt",
      ["Chenggang Zhao", "Wei Zhao", "Yifan Chen"]),
     ("python NOT cuda", "5 people know python · except cuda",
      ["Chaofan Lin", "Priya Natarajan", "Arjun Raghavan", "Emily Carter", "Samuel Okafor"])],
)  # fmt: skip
def test_operators_in_capitals_are_a_search(
    team: Engine, typed: str, headline: str, names: list[str]
) -> None:
    answer = team.answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [("what role did Siobhán have on rust-lang/rust",
      "Siobhán O'Neill: Compiler Engineer on rust-lang/rust (87 PRs, 288 reviews, 406 commits, 51"
      " comments; 2018-05 – 2020-05, 2 years).", ["Siobhán O'Neill"]),
     ("how long did Chenggang work on triton",
      "Chenggang Zhao: Back-end Developer on triton-lang/triton (15 PRs, 37 reviews, 4 commits;"
      " 2022-11 – 2022-11, 12 days).", ["Chenggang Zhao"]),
     ("how good is wei at llvm", "Yes: Wei Zhao knows llvm (scored 9 of 10).", ["Wei Zhao"]),
     ("how many programming languages does Siobhán know",
      "Siobhán O'Neill writes rust, c, c++, go; 11 programming languages in all.",
      ["Siobhán O'Neill"]),
     ("anyone with over 1000 SO reputation?",
      "2 people with more than 1000 Stack Overflow reputation",
      ["Arjun Raghavan", "Siobhán O'Neill"]),
     ("who reached more than a million people on Stack Overflow",
      "1 person with more than 1,000,000 people reached on Stack Overflow", ["Siobhán O'Neill"]),
     ("who has 'Senior' in their title", "2 people mention senior", ["Arjun Raghavan", "Wei Zhao"]),
     ("who has a headline with 'Staff'", "1 person mentions staff", ["Siobhán O'Neill"]),
     ("who was a maintainer on a project", "1 person held the maintainer role in a project",
      ["Daniel Kim"]),
     ("who has had a Compiler Engineer role",
      "2 people held the compiler engineer role in a project", ["Siobhán O'Neill", "Wei Zhao"]),
     ("who has nothing listed under education", "2 people without education",
      ["Lukas Becker", "Xinyi Wang"]),
     ("who scores 10 in python", "4 people know python (10/10)",
      ["Haoran Liu", "Chaofan Lin", "Chenggang Zhao", "Mei Lin"]),
     ("who's filed the most issues", "Daniel Kim has the most: 90 issues · 9 people by issues",
      ["Daniel Kim", "Zoë Van der Berg", "José Núñez-García", "Mei Lin", "Yifan Chen", "Haoran Liu",
       "Samuel Okafor", "Siobhán O'Neill", "Wei Zhao"]),
     ("anyone with 10+ years coding and no badges",
      "1 person with at least 10 years of coding · without badges", ["Daniel Kim"]),
     ("mei vs chaofan on TVM - who made more PRs",
      "By PRs in apache/tvm: Chaofan Lin (20 PRs) is ahead of Mei Lin (12 PRs).",
      ["Chaofan Lin", "Mei Lin"]),
     ("what's zvdberg/plorbt", "1 person contributed to zvdberg/plorbt", ["Zoë Van der Berg"])],
)  # fmt: skip
def test_every_field_of_the_export_in_everyday_words(
    team: Engine, typed: str, headline: str, names: list[str]
) -> None:
    answer = team.answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


def test_a_school_named_with_a_comma_is_one_school(team: Engine) -> None:
    answer = team.answer("who studied at University of California, Berkeley")
    assert (answer.headline, answer.names) == (
        "2 people who studied at University of California, Berkeley", ["Wei Zhao", "Samuel Okafor"]
    )


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("rust and go", "5 people know rust · know go"),
     ("docker + kubernetes", "3 people know docker · know kubernetes"),
     ("rust or go", "6 people know rust or go")],
)  # fmt: skip
def test_skills_typed_alone_ask_who_has_them(team: Engine, typed: str, headline: str) -> None:
    assert team.answer(typed).headline == headline


@pytest.mark.parametrize("typed", ["coffee and tea", "python or nothing", "rust and go and c and"
                                   " python and java"])
def test_other_words_joined_alone_stay_unanswered(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.NONE


def test_skills_typed_alone_with_one_left_out(team: Engine) -> None:
    answer = team.answer("python not cuda")
    assert (answer.headline, answer.names) == (
        "5 people know python · except cuda",
        ["Chaofan Lin", "Priya Natarajan", "Arjun Raghavan", "Emily Carter", "Samuel Okafor"],
    )


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [("python: emily carter or samuel okafor, who is stronger?",
      "At python: Emily Carter (python 7/10) is ahead of Samuel Okafor (python 6/10).",
      ["Emily Carter", "Samuel Okafor"]),
     ("who study in peking university", "2 people who studied at Peking University",
      ["Wei Zhao", "Haoran Liu"])],
)  # fmt: skip
def test_second_language_shapes(team: Engine, typed: str, headline: str, names: list[str]) -> None:
    answer = team.answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


def test_an_invitation_for_coffee_stays_unanswered(team: Engine) -> None:
    assert team.answer("I am in Shanghai next week, somebody want a coffee?").intent is (
        Intent.NONE
    )


def test_stack_overflow_answers_asked_of_one_person_in_two_words(team: Engine) -> None:
    answer = team.answer("how many stack overflow answers does arjun have")
    assert (answer.headline, answer.names) == (
        "Arjun Raghavan has 3400 Stack Overflow reputation, 142 answers and 9 questions.",
        ["Arjun Raghavan"],
    )


def test_who_has_been_coding_the_least(team: Engine) -> None:
    answer = team.answer("who's been coding the least")
    assert (answer.headline, answer.names[:2]) == (
        "Emily Carter has the fewest: 1 year of coding · 15 people by years of coding, fewest first", ["Emily Carter", "Elena Petrova"]
    )


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [
        # a question asked first, its reason after: nobody is an answer too
        ("anybody here do haskell? asking bc the vendor only ships a haskell client",
         "Nobody here knows haskell.", []),
        ("how many of us know haskell, be honest", "0 people here know haskell.", []),
        ("does mei know cuda, thinking of pulling her into the migration",
         "Yes: Mei Lin knows cuda (scored 7 of 10).", ["Mei Lin"]),
        ("is mei actually in shanghai or did she move", "Yes: Mei Lin is based in Shanghai.",
         ["Mei Lin"]),
        ("oye who knows triton", "5 people know triton",
         ["Wei Zhao", "Chenggang Zhao", "Haoran Liu", "Yifan Chen", "Mei Lin"]),
    ],
)  # fmt: skip
def test_a_question_with_its_reason_after_it(
    team: Engine, typed: str, headline: str, names: list[str]
) -> None:
    answer = team.answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


@pytest.mark.parametrize(
    "typed",
    ["does anyone have the link to the triton dashboard?", "lunch at 1? I am very hungry",
     "does anyone want lunch, i'm buying", "anyone have the password for the staging db"],
)  # fmt: skip
def test_things_to_pass_on_stay_chatter(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    "typed",
    ["which room is the triton sync in", "what time is the cuda reading group",
     "which channel is the pytorch incident in", "what day is our triton retro"],
)  # fmt: skip
def test_where_and_when_a_meeting_is_stays_chatter(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    "typed",
    ["weekend plans anyone?", "weekend plans anyone? i'm going sailing if the wind behaves",
     "is anyone actually reading the release notes lol", "does anyone even read the runbook",
     "does anyone actually read the release notes? asking for a friend",
     "anyone else freezing in here or just me", "did anyone rotate the kubernetes keys yet?",
     "hey did anyone order the cuda t-shirts yet"],
)  # fmt: skip
def test_plans_and_sighs_at_what_nobody_reads_stay_chatter(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("did anyone here use kubernetes", "7 people know kubernetes"),
     ("does anyone know kubernetes or just me", "7 people know kubernetes")],
)  # fmt: skip
def test_who_did_or_knows_a_skill_is_still_asked(team: Engine, typed: str, headline: str) -> None:
    assert team.answer(typed).headline == headline


def test_asking_who_uses_a_skill_is_still_answered(team: Engine) -> None:
    answer = team.answer("is anyone using python here")
    assert (answer.headline, answer.names[:1]) == ("10 people know python", ["Haoran Liu"])


@pytest.mark.parametrize(
    ("typed", "headline", "first"),
    [
        ("shortlist of people who know rust", "5 people know rust", "Siobhán O'Neill"),
        ("who knows rust-lang", "5 people know rust", "Siobhán O'Neill"),
        ("who knows javascript language", "1 person knows javascript", "Zoë Van der Berg"),
        ("who knows tritonn", "5 people know triton", "Wei Zhao"),
        ("who knows kuberne", "7 people know kubernetes", "José Núñez-García"),
        ("who's the most experienced person on the team in terms of years coding",
         "Zoë Van der Berg has the most: 20 years of coding · 15 people by years of coding, most first", "Zoë Van der Berg"),
        ("send me Mei Lin's profile", "Mei Lin", "Mei Lin"),
        ("can you send me chenggangs profile", "Chenggang Zhao", "Chenggang Zhao"),
    ],
)  # fmt: skip
def test_skills_and_requests_as_typed_in_a_hurry(
    team: Engine, typed: str, headline: str, first: str
) -> None:
    answer = team.answer(typed)
    assert (answer.headline, answer.names[0]) == (headline, first)


@pytest.mark.parametrize(
    "typed", ["can you explain what you do? new here", "bot, ayuda pls", "explain what you do"]
)
def test_help_asked_in_other_words(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.HELP


@pytest.mark.parametrize(
    ("typed", "headline", "first"),
    [
        ("sorry if this is a dumb q but who should i ask about triton, a client wants someone"
         " to poke at it", "5 people know triton", "Wei Zhao"),
        ("the tvm repo came up in a client call, who has contributed to it",
         "3 people contributed to apache/tvm", "Chaofan Lin"),
        ("the client keeps saying tensorrt, do we have anyone who does that",
         "3 people know tensorrt", "Yifan Chen"),
        ("who on the bench knows rust", "5 people know rust", "Siobhán O'Neill"),
        ("who has that open source contributor badge thing",
         "1 person with the Open Source Contributor badge", "Siobhán O'Neill"),
    ],
)  # fmt: skip
def test_the_thing_asked_about_said_before_the_question(
    team: Engine, typed: str, headline: str, first: str
) -> None:
    answer = team.answer(typed)
    assert (answer.headline, answer.names[0]) == (headline, first)


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("is arjun a senior engineer?",
         "Yes: Arjun Raghavan's headline is “Senior Software Engineer at Microsoft”."),
        ("is wei a manager", "No: Wei Zhao's headline is “Senior GPU Compiler Engineer at NVIDIA”."),
        ("is lukas a freelancer", "Yes: Lukas Becker's headline is “Independent Software Developer”."),
        ("is emily a student", "Yes: Emily Carter's summary says “student”; the headline is"
                               " “Software Engineering Intern at Google”."),
        # a skill in the title asks whether they know it
        ("is mei a python dev", "Yes: Mei Lin knows python (scored 10 of 10)."),
        ("is daniel a cofounder? need it for the org chart",
         "Yes: Daniel Kim's headline is “Co-founder & CTO at Quillstack”."),
    ],
)  # fmt: skip
def test_whether_someone_is_what_their_headline_says(team: Engine, typed: str, headline: str) -> None:
    assert team.answer(typed).headline == headline


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("whos been employed longer as a dev, daniel or wei",
         "By years employed: Daniel Kim (12 years) is ahead of Wei Zhao (6 years)."),
        ("quem sabe triton aqui", "5 people know triton"),
        ("quien vive en berlin", "2 people in Berlin"),
    ],
)  # fmt: skip
def test_comparisons_and_questions_in_other_tongues(team: Engine, typed: str, headline: str) -> None:
    assert team.answer(typed).headline == headline


@pytest.mark.parametrize(
    ("typed", "headline", "first"),
    [
        ("does mei know cuda or nah", "Yes: Mei Lin knows cuda (scored 7 of 10).", "Mei Lin"),
        ("hr wants numbers for the training budget - how many people know python",
         "10 people know python", "Haoran Liu"),
        ("top 3 by SO reputation — thinking of who to nominate",
         "Arjun Raghavan has the highest: 3400 Stack Overflow reputation · 3 people by Stack Overflow reputation", "Arjun Raghavan"),
        # what follows the question says what it is for, not who is asked for
        ("least experienced person here? want to pair them w a mentor",
         "Emily Carter has the fewest: 1 year of coding · 15 people by years of coding, fewest first", "Emily Carter"),
        ("who knows rust? we need someone in berlin", "2 people know rust · in Berlin",
         "Lukas Becker"),
    ],
)  # fmt: skip
def test_a_question_between_remarks(team: Engine, typed: str, headline: str, first: str) -> None:
    answer = team.answer(typed)
    assert (answer.headline, answer.names[0]) == (headline, first)


@pytest.mark.parametrize(
    "typed",
    ["what kinda stuff can i ask u", "ok how does this thing work, what can i ask it",
     "new here 👋 is there a list of things this bot answers"],
)  # fmt: skip
def test_help_asked_by_newcomers(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.HELP


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [
        ("who studied physics", "1 person who studied Engineering Physics", ["Priya Natarajan"]),
        ("anyone from the acm class", "1 person who studied Computer Science (ACM Class)",
         ["Chaofan Lin"]),
        ("does anyone have a Harvard degree", "Nobody here studied at Harvard University.", []),
        ("who has a cs degree from stanford",
         "3 people who studied computer science · who studied at Stanford University",
         ["Zoë Van der Berg", "Wei Zhao", "Emily Carter"]),
    ],
)  # fmt: skip
def test_fields_of_study_as_degrees_name_them(
    team: Engine, typed: str, headline: str, names: list[str]
) -> None:
    answer = team.answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


def test_studying_for_an_exam_is_no_field() -> None:
    assert team_snapshot().engine.answer("who studied for the exam").intent is Intent.NONE


@pytest.mark.parametrize(
    ("typed", "headline", "first"),
    [
        ("how many of the team sit in china, need it for the holiday calendar",
         "6 people in China", "Yifan Chen"),
        ("is anyone down in brazil", "1 person in Brazil", "José Núñez-García"),
        ("is samuel any good w kubernetes", "Yes: Samuel Okafor knows kubernetes (scored 7 of 10).",
         "Samuel Okafor"),
        ("does chenggang know rust or is that a no",
         "No: nothing on Chenggang Zhao's profile says they know rust.", "Chenggang Zhao"),
        ("quick one: has wei ever touched tvm", "Yes: Wei Zhao contributed to apache/tvm.",
         "Wei Zhao"),
        ("elena or daniel: who's the better rust dev",
         "At rust: Daniel Kim (rust 10/10) is ahead of Elena Petrova (rust 8/10).", "Daniel Kim"),
        ("arjun ragavan stack overflow numbers",
         "Arjun Raghavan has 3400 Stack Overflow reputation, 142 answers and 9 questions.",
         "Arjun Raghavan"),
        ("who knows c# lol our one .net service is on fire", "2 people know c#", "Samuel Okafor"),
        ("random q but who knows k8s, the fleet dashboard cluster is being weird",
         "7 people know kubernetes", "José Núñez-García"),
        ("sorry new here, tell me about xinyi? she keeps showing up in the data channel",
         "Xinyi Wang: Data Scientist at ByteDance.", "Xinyi Wang"),
    ],
)  # fmt: skip
def test_an_incident_week_in_a_team_channel(
    team: Engine, typed: str, headline: str, first: str
) -> None:
    answer = team.answer(typed)
    assert (answer.headline, answer.names[0]) == (headline, first)


@pytest.mark.parametrize("typed", ["what time is the all hands", "is anyone down for lunch"])
def test_the_time_of_a_meeting_is_chatter(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    ("typed", "headline", "first"),
    [
        ("ok pager went off again for the tls handshake errors. who here actually knows rust"
         " well enough to read the rustls code", "5 people know rust", "Siobhán O'Neill"),
        ("> anyone around?\nyeah whats up. also who knows golang, need a 2nd pair of eyes on the"
         " retry loop before i merge", "6 people know go", "José Núñez-García"),
        ("long context requests are blowing up gpu memory, who knows paged kv cache",
         "1 person mentions paged kv cache", "Yifan Chen"),
        ("product wants to know if the rollback hurt engagement — anyone do causal inference"
         " stuff?", "1 person mentions causal inference", "Xinyi Wang"),
    ],
)  # fmt: skip
def test_the_part_of_a_message_that_asks(team: Engine, typed: str, headline: str, first: str) -> None:
    answer = team.answer(typed)
    assert (answer.headline, answer.names[0]) == (headline, first)


@pytest.mark.parametrize(
    "typed",
    ["the deploy is stuck again, anyone looking into it", "ugh. who broke main this time",
     "standup moved to 10. anyone want coffee after"],
)  # fmt: skip
def test_parts_of_a_message_that_ask_nothing_of_profiles_stay_quiet(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [
        ("who lives in the same city as elena", "1 person in Berlin with Elena Petrova",
         ["Lukas Becker"]),
        ("anyone in the same country as chenggang", "5 people in China with Chenggang Zhao",
         ["Yifan Chen", "Chaofan Lin", "Mei Lin", "Haoran Liu", "Xinyi Wang"]),
        ("who is in the same city as emily",
         "Emily Carter's profile does not say where they are based.", []),
    ],
)  # fmt: skip
def test_the_others_where_someone_is(team: Engine, typed: str, headline: str, names: list[str]) -> None:
    answer = team.answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


@pytest.mark.parametrize(
    "typed",
    [
        "xinyi the experiment dashboard is down again?",
        "wei you're the triton guy, can you look at this layout error when you have time?",
        "yifan: shanghai office wifi down again?",
        "priya, the goldman folks emailed about the meetup again, should i reply or you?",
        "what does haoran's script do exactly, it deleted my cache 😭",
        "where is zoe sitting now after the move?",
        "where did daniel go? he was just here",
        "elena is the rust person here so i'll bug her later",
        "should we use kafka or just postgres listen/notify?",
        "ok who wrote this regex",
        "who's got the zoom link for retro",
        "just got back from the conference in san francisco, jetlag is killing me",
        "lunch?",
    ],
)
def test_talk_to_and_about_colleagues_stays_chatter(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("where did priya go to school", "Priya Natarajan studied: Bachelor of Science - BS"
         " Engineering Physics, Indian Institute of Technology Bombay; Master of Science - MS"
         " Computer Science, University of Oxford."),
        ("what is haoran's job", "Haoran Liu: Research Engineer at DeepSeek AI; focus: cuda,"
         " python, deep-learning."),
    ],
)  # fmt: skip
def test_where_someone_studied_is_no_whereabouts(team: Engine, typed: str, headline: str) -> None:
    assert team.answer(typed).headline == headline


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("ty wei 🙏 btw who knows triton other than wei?", "4 people know triton · except wei"),
        ("ty! what does chengang do btw",
         "Chenggang Zhao: Core Infra Engineer at DeepSeek AI; focus: tensorrt, cuda, triton."),
        ("sorry for noob question but who here know c#?", "2 people know c#"),
        ("ok next thing on my list: who knows about causal inference",
         "1 person mentions causal inference"),
        ("out of curiosity how many ppl here know rust?", "5 people know rust"),
        ("new here 🙂 who is xinyi and what does she work on?", "Xinyi Wang"),
        ("how many profiles does the bot even have lol", "17 profiles in all."),
        ("where's yfian based, need the timezone for a call",
         "Yifan Chen is based in Shanghai, Shanghai, China."),
    ],
)  # fmt: skip
def test_questions_after_thanks_and_asides(team: Engine, typed: str, headline: str) -> None:
    assert team.answer(typed).headline == headline


@pytest.mark.parametrize(
    "typed", ["how's the weather in berlin, flying there monday", "thanks elena, great rust review"]
)
def test_thanks_and_small_talk_stay_chatter(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.NONE


def test_british_spellings_find_american_ones(team: Engine) -> None:
    british = team.answer("who knows about kernel optimisation")
    american = team.answer("who knows about kernel optimization")
    assert british.names == american.names == ["Chenggang Zhao", "Mei Lin", "Wei Zhao"]


@pytest.mark.parametrize(
    "typed",
    [
        "is she the new intern", "is that the lead dev", "who's down in the basement",
        "who sits in the corner", "most experienced people are out today, fyi",
        "nice work on the release. who did the release notes",
        "the postgres upgrade went fine, who did the migration", "quem esta na sala",
        "quien trabaja con docker", "it came up again, who fixed it",
        "the boss keeps asking for the report, who has it", "is this any good w the new api",
        "anyone know how to secure the wifi", "who can secure the room for friday",
        "who studied the architecture doc", "who studied the history of that bug",
    ],
)  # fmt: skip
def test_office_talk_in_the_new_shapes_stays_chatter(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("who knows python? thinking of someone at nvidia", "2 people know python · at NVIDIA"),
        ("give me a shortlist for the kafka role", "1 person knows kafka"),
        ("is wei a lead", "No: Wei Zhao's headline is “Senior GPU Compiler Engineer at NVIDIA”."),
        ("is mei a java dev", "No: Mei Lin's headline is “Machine Learning Engineer at ByteDance”."),
        ("did samuel study computer science", "Yes: Samuel Okafor studied computer science."),
    ],
)  # fmt: skip
def test_what_a_remark_or_a_title_adds_is_kept(team: Engine, typed: str, headline: str) -> None:
    assert team.answer(typed).headline == headline


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("can someone pull samuel okafr's profile for the panel", "Samuel Okafor"),
        ("show me every profile", "Everyone: 17 people"),
        ("how many langs does chenggang know",
         "Chenggang Zhao writes cuda, python; 12 programming languages in all."),
    ],
)  # fmt: skip
def test_profiles_asked_for_and_counts_as_words(team: Engine, typed: str, headline: str) -> None:
    assert team.answer(typed).headline == headline


def test_a_list_of_commands_or_something_is_help(team: Engine) -> None:
    assert team.answer("is there a list of commands or smth").intent is Intent.HELP


@pytest.mark.parametrize(
    ("typed", "headline", "first"),
    [
        ("ok rc2 is tagged, ty everyone 🙏 unrelated but who here actually knows k8s, the helm"
         " chart is cursed", "7 people know kubernetes", "José Núñez-García"),
        ("re the migration guide — need someone who knows both kafka and postgres, any takers?",
         "1 person knows kafka · knows postgresql", "Daniel Kim"),
        ("has anyone contributed to apache/tvm itself, not just triton",
         "3 people contributed to apache/tvm", "Chaofan Lin"),
        ("random but who went to stanford? my cousin is applying",
         "3 people who studied at Stanford University", "Zoë Van der Berg"),
        ("settling a bet: who has the most years of coding on the team, my money's on daniel",
         "Zoë Van der Berg has the most: 20 years of coding · 15 people by years of coding, most first", "Zoë Van der Berg"),
        ("who is in the same timezone as mei", "5 people in China with Mei Lin", "Yifan Chen"),
        ("what timezone is lukas in, want to schedule a review",
         "Lukas Becker is based in Berlin, Germany.", "Lukas Becker"),
        ("show me all the maintainers", "1 person held the maintainer role in a project",
         "Daniel Kim"),
    ],
)  # fmt: skip
def test_a_release_week_in_general(team: Engine, typed: str, headline: str, first: str) -> None:
    answer = team.answer(typed)
    assert (answer.headline, answer.names[0]) == (headline, first)


def test_wanting_people_for_a_workshop_asks_for_them(team: Engine) -> None:
    answer = team.answer("for the rust workshop we want ppl who know rust but not go, who fits")
    assert (answer.intent, answer.headline) == (Intent.SKILL, "Nobody here knows rust but not go.")


@pytest.mark.parametrize("typed", ["melbourne folks, enjoy the long weekend",
                                   "berlin people, have a great weekend"])
def test_wishes_to_a_group_stay_chatter(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("where did wei go for grad school",
         "Wei Zhao studied: Bachelor of Science - BS Computer Science, Peking University; Master of"
         " Science - MS Electrical Engineering and Computer Sciences, University of California,"
         " Berkeley; Doctor of Philosophy - PhD Computer Science, Stanford University."),
        ("who is out there with kafka experience", "1 person knows kafka"),
        ("can you look at who knows triton", "5 people know triton"),
        ("ugh the build broke, anyone done paged kv cache", "1 person mentions paged kv cache"),
        ("strongest rust dev - need a review on the borrow checker stuff", "5 people know rust"),
        ("triton came up in the meeting, anyone worked with it?", "5 people know triton"),
        ("who has done kernel optimisations", "3 people mention kernel optimisations"),
        ("is mei a deep learning engineer", "Yes: Mei Lin knows deep-learning (scored 9 of 10)."),
        ("quem conhece cuda", "5 people know cuda"),
    ],
)  # fmt: skip
def test_questions_near_the_new_chatter_shapes_still_answer(
    team: Engine, typed: str, headline: str
) -> None:
    assert team.answer(typed).headline == headline


@pytest.mark.parametrize(
    "typed",
    ["thx siobhan, can you share the llvm slides", "cheers lukas! how was berlin",
     "can someone send me login details for grafana", "show me docker details for the deploy",
     "who sits in tokyo"],
)  # fmt: skip
def test_talk_after_thanks_and_whereabouts_stay_chatter(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.NONE


def test_whereabouts_asked_directly_still_get_a_reply(team: Engine) -> None:
    assert team.answer("who sits in tokyo", addressed=True).headline == (
        "Nobody here is based in Tokyo."
    )


def test_a_later_sentence_asking_anybody_is_read(team: Engine) -> None:
    answer = team.answer("lol a customer asked about cobol. does anybody here even know cobol")
    assert (answer.intent, answer.headline) == (Intent.SKILL, "Nobody here knows cobol.")


def test_congrats_on_a_release_names_what_it_asks_about(team: Engine) -> None:
    answer = team.answer("congrats on the tvm launch, who contributed to it")
    assert (answer.headline, answer.names) == (
        "3 people contributed to apache/tvm", ["Chaofan Lin", "Mei Lin", "Wei Zhao"]
    )


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("who has heroku experience", "1 person at Heroku (1 in the past)"),
        ("anyone with sensetime experience?", "2 people at SenseTime (2 in the past)"),
        ("who has rust experience", "5 people know rust"),
        ("anyone with twilio experience", "Nobody here knows twilio."),
        ("anybody here with zapier knowledge?", "Nobody here knows zapier."),
        ("anyone with cooking experience", ""),
        ("anybody with moving house experience", ""),
        ("anyone with relevant experience", ""),
        ("anyone with no experience", ""),
    ],
)
def test_experience_of_a_company_is_anyone_ever_there(team: Engine, typed: str, headline: str) -> None:
    assert team.answer(typed).headline == headline


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("need someone whos solid in both c++ and cuda for the plugin crash, who we got",
         "4 people know c++ · know cuda"),
        ("what's mei's score in cuda", "Yes: Mei Lin knows cuda (scored 7 of 10)."),
        ("mei or haoran for the cuda review?",
         "At cuda: Haoran Liu (cuda 10/10) is ahead of Mei Lin (cuda 7/10)."),
    ],
)  # fmt: skip
def test_what_a_producer_and_engineers_type(team: Engine, typed: str, headline: str) -> None:
    assert team.answer(typed).headline == headline


@pytest.mark.parametrize(
    "typed",
    ["how do i even use this bot thing",
     "i'm new on the server (producer, started monday) - what questions can this bot answer?",
     "can someone remind me what this bot is able to answer, i forgot"],
)  # fmt: skip
def test_help_asked_by_a_producer(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.HELP


@pytest.mark.parametrize(
    "typed",
    [
        "where did mei put the triton notes",
        "wheres the kafka dashboard", "send me the kubernetes info",
        "who did the notes for the retro", "has anyone done the security training yet",
        "who else is in london next week? drinks?", "top 5 mistakes in our k8s setup",
        "who's in the same boat as me with the migration", "who lives in the same city as me lol",
    ],
)  # fmt: skip
def test_the_office_s_things_and_days_stay_chatter(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.NONE


def test_is_anyone_in_the_same_time_zone_as_someone(team: Engine) -> None:
    answer = team.answer("is anyone here in the same timezone as siobhan")
    assert answer.headline == "1 person in the United Kingdom with Siobhán O'Neill"


@pytest.mark.parametrize(
    "typed",
    ["what kinda q's can i ask u", "what can this bot answer, can it search the profiles or what",
     "help pls, what do i type to find ppl", "what sorts of things do you know about",
     "can you explain what you're for", "what info can i look up with you",
     "help pls, new here and idk how to ask you stuff"],
)  # fmt: skip
def test_help_asked_in_words_of_one_s_own(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.HELP


@pytest.mark.parametrize(
    "typed", ["how do you know", "can you do it", "what do you think about it", "how's things"]
)
def test_a_question_to_a_colleague_is_no_call_for_help(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("random one but does anybody here know cuda", "5 people know cuda"),
        ("putting together speaker bios for the conf, how long has wei been coding",
         "Wei Zhao has 12 years of coding experience and 6 years of employment."),
        ("quick q for the quarterly report lol how many people know python",
         "10 people know python"),
    ],
)  # fmt: skip
def test_what_a_question_is_for_said_before_it(team: Engine, typed: str, headline: str) -> None:
    assert team.answer(typed).headline == headline


def test_a_remark_of_what_one_is_doing_stays_chatter(team: Engine) -> None:
    assert team.answer("putting together the deck, who's presenting?").intent is Intent.NONE


def test_a_score_asked_after_a_name_said_as_whose_for_any_skill() -> None:
    d = Directory([Profile(id="a", name="Joaquín Ortega-Ruiz",
                           skills=[Skill(name="gatk", score=10), Skill(name="p4", score=9)])])
    engine = Engine(d)
    for typed, headline in [
        ("whats joaquin's gatk score", "Yes: Joaquín Ortega-Ruiz knows gatk (scored 10 of 10)."),
        ("joaquín ortega-ruiz's p4 score?", "Yes: Joaquín Ortega-Ruiz knows p4 (scored 9 of 10)."),
    ]:
        assert engine.answer(typed).headline == headline


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("who has >10 yrs coding", "4 people with more than 10 years of coding"),
        ("who has <= 4 years of coding", "4 people with at most 4 years of coding"),
        ("top 3 by yrs of coding", "Zoë Van der Berg has the most: 20 years of coding · 3 people by years of coding, most first"),
        ("who's got the least coding exp", "Emily Carter has the fewest: 1 year of coding · 15 people by years of coding, fewest first"),
        ("who's been coding the least amount of time", "Emily Carter has the fewest: 1 year of coding · 15 people by years of coding, fewest first"),
        ("who's got more coding yrs, wei or mei",
         "By years of coding: Wei Zhao (12 years) is ahead of Mei Lin (4 years)."),
        ("sort everybody by years of coding, most first",
         "15 people by years of coding, most first"),
        ("order the team by years of coding", "15 people by years of coding, most first"),
        ("rank everyone by python", "10 people know python"),
    ],
)  # fmt: skip
def test_years_and_orders_typed_short(team: Engine, typed: str, headline: str) -> None:
    assert team.answer(typed).headline == headline


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("who's ex-google?", "3 people at Google (3 in the past)"),
        ("who has google on their cv", "6 people at Google (3 in the past)"),
        ("anyone ever work at 10x genomics", "Nobody here works or worked at 10x genomics."),
    ],
)  # fmt: skip
def test_employers_asked_as_ex_or_on_a_cv(team: Engine, typed: str, headline: str) -> None:
    assert team.answer(typed).headline == headline


def test_ex_something_no_company_is_chatter(team: Engine) -> None:
    assert team.answer("anyone ex-military here").intent is Intent.NONE


def test_a_remark_s_words_give_way_to_the_question_after_it(team: Engine) -> None:
    answer = team.answer("deploy's green. anyone ex-google?")
    assert answer.headline == "3 people at Google (3 in the past)"


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("who has the most answers on stack overflow", "Arjun Raghavan has the most: 142 Stack Overflow answers · 3 people by Stack Overflow answers"),
        ("who answers more on stack overflow, wei or yifan",
         "By Stack Overflow answers: Yifan Chen (11 Stack Overflow answers) is ahead of Wei Zhao"
         " (0 Stack Overflow answers)."),
        ("stronger in rust, lukas or elena?",
         "At rust: Lukas Becker (rust 9/10) is ahead of Elena Petrova (rust 8/10)."),
        ("how many of the group know python", "10 people know python"),
        ("is wei shanghai based or am i mixing him up with someone",
         "No: nothing on Wei Zhao's profile says they are based in Shanghai."),
        ("is wei zhao sf based", "Yes: Wei Zhao is based in San Francisco."),
        ("for the offsite: everyone in london pls", "2 people in London"),
        ("who's actually answered questions on SO", "3 people by Stack Overflow answers"),
    ],
)  # fmt: skip
def test_shapes_of_a_networking_vendor_s_questions(
    team: Engine, typed: str, headline: str
) -> None:
    assert team.answer(typed).headline == headline


def test_hello_everyone_is_a_greeting(team: Engine) -> None:
    assert team.answer("hello everyone 👋").intent is Intent.NONE


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("list teh ppl who know docker", "3 people know docker"),
        ("show me everybody w/ a stackoverflow acct", "4 people by Stack Overflow reputation"),
        ("who knows cuda but not python, want to spread the load a bit",
         "Nobody here knows cuda but not python."),
        ("wait where's jose based again, trying to figure out when to ping him",
         "José Núñez-García is based in São Paulo, Brazil."),
    ],
)  # fmt: skip
def test_what_is_wanted_and_whether_they_are_up_is_no_condition(
    team: Engine, typed: str, headline: str
) -> None:
    assert team.answer(typed).headline == headline


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("how many of us are in london 🇬🇧 ordering swag", "2 people in London"),
        ("who has worked at google 🛍️ their checkout is so smooth i wanna pick someones brain",
         "6 people at Google (3 in the past)"),
    ],
)  # fmt: skip
def test_a_flag_or_an_emoji_with_its_variation_ends_the_question(
    team: Engine, typed: str, headline: str
) -> None:
    assert team.answer(typed).headline == headline


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("quick one who knows cuda the build has been red since morning and im not technical"
         " enough to know why", "5 people know cuda"),
        ("who's stronger in python wei or mei i need one person to review the notebook",
         "At python: Mei Lin (python 10/10) is ahead of Wei Zhao (python 9/10)."),
        ("tafadhali who studied at tsinghua the dean wants a guest speaker",
         "4 people who studied at Tsinghua University"),
    ],
)  # fmt: skip
def test_a_question_typed_without_punctuation_before_what_follows(
    team: Engine, typed: str, headline: str
) -> None:
    assert team.answer(typed).headline == headline


@pytest.mark.parametrize(
    "typed",
    ["how many people are coming to the offsite dinner? need a headcount by friday",
     "can someone restart the grafana pod, it's stuck"],
)  # fmt: skip
def test_a_phrase_that_goes_on_is_not_cut_into_a_question(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("who has more coding years wei or mei 🤔 settling a bet from lunch",
         "By years of coding: Wei Zhao (12 years) is ahead of Mei Lin (4 years)."),
        ("who has more stack overflow rep wei or yifan 😂 they keep teasing each other about it",
         "By Stack Overflow reputation: Yifan Chen (412 Stack Overflow reputation) is ahead of"
         " Wei Zhao (0 Stack Overflow reputation)."),
    ],
)  # fmt: skip
def test_a_comparison_asked_before_a_remark_about_them(
    team: Engine, typed: str, headline: str
) -> None:
    assert team.answer(typed).headline == headline


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("who works at nvidia again", "2 people at NVIDIA (1 more in the past)"),
        ("anyone from google here mambo vipi 👋", "6 people at Google (3 in the past)"),
        ("who has more than 10 years of coding experience the client wants senior people only",
         "4 people with more than 10 years of coding"),
        ("hola bot 👋 what do you do", "Here is what I can answer:"),
        ("what can i ask about the profiles like is there a list", "Here is what I can answer:"),
        ("weiz hao what team is he on",
         "Wei Zhao: Senior GPU Compiler Engineer at NVIDIA; focus: cuda, triton, c++."),
    ],
)  # fmt: skip
def test_a_product_manager_s_run_on_questions(team: Engine, typed: str, headline: str) -> None:
    assert team.answer(typed).headline == headline


def test_an_employer_by_its_initials_and_one_whose_name_ends_in_office() -> None:
    d = Directory([
        Profile(id="a", name="Björn Ågren", company="Isentropic Labs",
                summary="Before Isentropic Labs he was a Linux systems administrator at the"
                        " Deutsches Klimarechenzentrum (DKRZ) for five years."),
        Profile(id="b", name="Tom Rees", company="Max Planck Institute for Meteorology",
                summary="He previously worked as a research software engineer at the Met"
                        " Office in Exeter for two years."),
    ])  # fmt: skip
    engine = Engine(d)
    assert engine.answer("who has worked at dkrz").headline == (
        "1 person at Deutsches Klimarechenzentrum (DKRZ) (1 in the past)"
    )
    assert engine.answer("who worked at the met office").names == ["Tom Rees"]


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("sorry if this is a daft question but who is based in germany", "2 people in Germany"),
        ("just out of curiosity how many people know python on this team",
         "10 people know python"),
        ("is there a manual for you somewhere", "Here is what I can answer:"),
        ("good afternoon, i am new to the group and was wondering whether someone could explain"
         " what this bot is able to answer", "Here is what I can answer:"),
        ("for the funder's return, could you tell me how many people on the team hold a"
         " doctorate", "4 people with a PhD"),
        ("could i please have a list of everyone who holds a master's degree, for the"
         " eligibility section of the proposal", "9 people with a master's degree"),
    ],
)  # fmt: skip
def test_a_grant_administrator_s_polite_questions(
    team: Engine, typed: str, headline: str
) -> None:
    assert team.answer(typed).headline == headline


def test_a_guide_to_something_else_is_no_call_for_help(team: Engine) -> None:
    assert team.answer("is there a guide for the offsite").intent is Intent.NONE


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("who could help me speed up my triton kernels", "5 people mention triton kernels"),
        ("who looks after the kubernetes clusters", "2 people mention kubernetes clusters"),
    ],
)  # fmt: skip
def test_who_can_fix_or_looks_after_a_thing_knows_it(
    team: Engine, typed: str, headline: str
) -> None:
    assert team.answer(typed).headline == headline


@pytest.mark.parametrize("typed", ["can someone fix the printer", "who could fix my bike"])
def test_fixing_the_office_s_things_stays_chatter(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    "typed", ["who is doing a phd", "who here is working on their phd at the moment"]
)
def test_doing_a_phd_is_a_phd_student_now(team: Engine, typed: str) -> None:
    answer = team.answer(typed)
    assert (answer.headline, answer.names) == ("1 person mentions phd student", ["Chaofan Lin"])


@pytest.mark.parametrize(
    ("typed", "names"),
    [
        ("who lists docker", ["Daniel Kim", "José Núñez-García", "Lukas Becker"]),
        ("who has docker as a skill", ["Daniel Kim", "José Núñez-García", "Lukas Becker"]),
        ("who knows docker", ["Daniel Kim", "José Núñez-García", "Lukas Becker"]),
        ("list everyone who knows docker", ["Daniel Kim", "José Núñez-García", "Lukas Becker"]),
    ],
)  # fmt: skip
def test_a_skill_asked_as_listed_leaves_out_what_only_words_say(
    team: Engine, typed: str, names: list[str]
) -> None:
    assert team.answer(typed).names == names


@pytest.mark.parametrize(
    ("typed", "headline", "also"),
    [
        ("who knows docker", "3 people know docker",
         "Siobhán O'Neill (docker in topics)"),
        ("how many people know python", "10 people know python",
         "Xinyi Wang (mentions python in the summary)"),
        ("who lists docker", "3 people know docker", None),
        ("who's the best at python", "10 people know python", None),
    ],
)  # fmt: skip
def test_weaker_evidence_is_said_under_a_skill_not_counted(
    team: Engine, typed: str, headline: str, also: str | None
) -> None:
    answer = team.answer(typed)
    assert (answer.headline, answer.also) == (headline, also)


def test_a_repository_named_for_a_skill_is_evidence_of_it(team: Engine) -> None:
    answer = team.answer("who's the tvm person")
    assert answer.names == ["Chaofan Lin", "Mei Lin", "Wei Zhao"]
    assert [m.evidence for m in answer.matches][1:] == [
        "tvm contributor · 12 PRs, 1 review to apache/tvm",
        "tvm contributor · 9 commits, 9 pushes to apache/tvm",
    ]


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [
        ("who can help with sparse tensors", "1 person knows sparse · knows tensor",
         ["Yifan Chen"]),
        ("docker + kubernetes", "3 people know docker · know kubernetes",
         ["Daniel Kim", "José Núñez-García", "Lukas Becker"]),
    ],
)  # fmt: skip
def test_a_topic_of_words_nobody_lists_keeps_every_evidence(
    team: Engine, typed: str, headline: str, names: list[str]
) -> None:
    answer = team.answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("the build is sooo slow customers wait like 8 seconds who knows cuda",
         "5 people know cuda"),
        ("cuda people, who are you. cluster upgrade went sideways", "5 people know cuda"),
        ("lol does anyone here even know cobol, some vendor sent us a cobol sdk",
         "Nobody here knows cobol."),
        ("who contributed to tvm upstream", "3 people contributed to apache/tvm"),
        ("anyone based in london for the offsite day trip", "2 people in London"),
        ("who's been employed the longest like professionally", "Zoë Van der Berg has the most: 14 years employed · 14 people by years employed"),
        ("rockstars who aren't in china", "3 people mention rockstars · except China"),
        ("how many people here know python", "10 people know python"),
    ],
)  # fmt: skip
def test_remarks_around_a_question_typed_in_a_hurry(
    team: Engine, typed: str, headline: str
) -> None:
    assert team.answer(typed).headline == headline


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [
        ("list the staff engineers", "1 person mentions staff engineer", ["Siobhán O'Neill"]),
        ("who are the python developers", "10 people know python", None),
    ],
)  # fmt: skip
def test_a_job_title_is_read_from_the_headline_unless_it_names_a_skill(
    team: Engine, typed: str, headline: str, names: list[str] | None
) -> None:
    answer = team.answer(typed)
    assert answer.headline == headline
    if names is not None:
        assert answer.names == names


@pytest.mark.parametrize(
    "typed",
    [
        "can someone help", "can anyone help me with this", "how can i help",
        "can you explain that again", "what do you use it for", "how do you use it",
        "is there a manual for it", "for the record: everyone did great",
        "have you worked with redis before", "sort by date",
        "hows chris's stress level", "whats yesterdays uptime score", "anyone ex-military",
    ],
)  # fmt: skip
def test_a_colleague_s_questions_stay_chatter(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("for the london office, who knows python", "1 person in London · knows python"),
        ("who knows rust, for the team in berlin", "2 people know rust · in Berlin"),
        ("everyone in london ok?", "2 people in London"),
        ("who is in berlin, de", "2 people in Berlin"),
        ("who answers more on so, wei or yifan",
         "By Stack Overflow answers: Yifan Chen (11 Stack Overflow answers) is ahead of Wei Zhao"
         " (0 Stack Overflow answers)."),
    ],
)  # fmt: skip
def test_what_a_remark_names_stays_a_condition(team: Engine, typed: str, headline: str) -> None:
    assert team.answer(typed).headline == headline


@pytest.mark.parametrize(
    "typed",
    ["wat can this thing answer", "is there a list of commands for you",
     "I am new here, what are you able to answer about the team?"],
)  # fmt: skip
def test_help_asked_of_this_thing_or_its_commands(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.HELP


@pytest.mark.parametrize(
    "typed",
    ["where's the runbook for the cdn failover?",
     "did the pytorch upgrade finish or is it still running?", "what are you up to"],
)  # fmt: skip
def test_a_job_s_state_and_the_team_s_runbooks_stay_chatter(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.NONE


def test_now_not_before_asks_who_is_there_now(team: Engine) -> None:
    answer = team.answer("who is at google right now, not before")
    assert answer.names == ["Siobhán O'Neill", "Elena Petrova", "Emily Carter"]


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("compare the two zhaos", "Chenggang Zhao and Wei Zhao"),
        ("the two zhaos, who's better at cuda",
         "At cuda: Wei Zhao (cuda 10/10 · mentioned in the summary) is ahead of Chenggang Zhao"
         " (cuda 10/10)."),
        ("compare the two meis", "Mei Lin"),
        ("who is from tsinghua", "4 people who studied at Tsinghua University"),
        ("anyone in munich", "Nobody here is based in München."),
    ],
)  # fmt: skip
def test_the_two_people_of_a_name_and_where_someone_is_from(
    team: Engine, typed: str, headline: str
) -> None:
    assert team.answer(typed).headline == headline


def test_which_skill_was_meant_is_no_exception(team: Engine) -> None:
    answer = team.answer("who's the best c programmer here, not c++ just plain c")
    assert answer.headline == "5 people know c"


def test_who_speaks_a_language_is_read_from_their_words() -> None:
    d = Directory([
        Profile(id="a", name="Aurélien Lefèvre", summary="He speaks French, English and German."),
        Profile(id="b", name="Chloé Nguyen", summary="She speaks French and Vietnamese."),
        Profile(id="c", name="Oren Shapira", summary="He leads the platform team."),
    ])  # fmt: skip
    engine = Engine(d)
    answer = engine.answer("how many of us speak french? i prepare the seating")
    assert answer.headline == "2 people mention speaking french"
    assert engine.answer("who speaks arabic").headline == "Nobody here mentions speaking arabic."


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("who do i ping about triton kernels, the build is slow af today",
         "5 people mention triton kernels"),
        # what follows without saying how things stand is more of the question
        ("has anyone built a layout engine? toy ones count",
         "1 person mentions layout engine toy count"),
    ],
)  # fmt: skip
def test_a_question_before_a_remark_on_how_things_stand(
    team: Engine, typed: str, headline: str
) -> None:
    assert team.answer(typed).headline == headline


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("wei vs yifan on stack overflow answers",
         "By Stack Overflow answers: Yifan Chen (11 Stack Overflow answers) is ahead of Wei Zhao"
         " (0 Stack Overflow answers)."),
        ("wei vs yifan on years of coding",
         "By years of coding: Wei Zhao (12 years) is ahead of Yifan Chen (10 years)."),
        ("which office is wei in", "Wei Zhao is based in San Francisco, California, United States."),
        ("wei is in which office", "Wei Zhao is based in San Francisco, California, United States."),
    ],
)  # fmt: skip
def test_a_comparison_on_a_figure_and_which_office_someone_is_in(
    team: Engine, typed: str, headline: str
) -> None:
    assert team.answer(typed).headline == headline


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("who is mei lin again",
         "Mei Lin: Machine Learning Engineer at ByteDance; focus: pytorch, python, deep-learning."),
        ("sorry who is wei zhao again?",
         "Wei Zhao: Senior GPU Compiler Engineer at NVIDIA; focus: cuda, triton, c++."),
    ],
)  # fmt: skip
def test_who_someone_is_again_reminds_what_they_do(
    team: Engine, typed: str, headline: str
) -> None:
    assert team.answer(typed).headline == headline


@pytest.mark.parametrize("typed", ["who is on call again", "who is it again"])
def test_who_is_something_again_is_chatter(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    "typed",
    ["london meetup was amazing, thanks to everyone who came out",
     "is wei in the shanghai office today or working from home",
     "Who is free for a call at 15h with the client from Berlin?"],
)  # fmt: skip
def test_thanks_whereabouts_and_free_for_a_call_stay_chatter(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    "typed", ["who's finished a phd", "who has a phd (completed, not in progress)"]
)
def test_a_phd_finished_leaves_out_those_still_studying_for_one(team: Engine, typed: str) -> None:
    answer = team.answer(typed)
    assert answer.headline == "3 people with a PhD · except those still studying for one"
    assert answer.names == ["Siobhán O'Neill", "Wei Zhao", "Yifan Chen"]


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("who's in california state", "2 people in California"),
        ("who's in the state of california", "2 people in California"),
        ("is there a help page for you", "Here is what I can answer:"),
        ("can u list everybody with their titles, recruiter needs it for the org chart slide",
         "Everyone: 17 people"),
        ("who of us went to tsinghua, would be nice to bring alumni",
         "4 people who studied at Tsinghua University"),
    ],
)  # fmt: skip
def test_a_state_a_help_page_titles_and_who_of_us(team: Engine, typed: str, headline: str) -> None:
    assert team.answer(typed).headline == headline


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("has wei ever been at google", "Yes: Wei Zhao worked at Google."),
        ("who's contributed upstream to apache/tvm", "3 people contributed to apache/tvm"),
        ("bot help pls, new here and no idea what ur for", "Here is what I can answer:"),
    ],
)  # fmt: skip
def test_ever_been_at_upstream_and_what_the_bot_is_for(
    team: Engine, typed: str, headline: str
) -> None:
    assert team.answer(typed).headline == headline


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("- recruiting fair at tsinghua next week\n- booth is booked, flyers printed\n"
         "who of us went to tsinghua, would be nice to bring alumni",
         "4 people who studied at Tsinghua University"),
        ("- depth pipeline at 12ms, target is 9\n- kernel launch overhead looks bad\n"
         "- strongest cuda person?? need eyes on it", "5 people know cuda"),
        ("quick one before standup: what's wei's cuda score",
         "Yes: Wei Zhao knows cuda (scored 10 of 10)."),
        ("> google is hiring again\nwait didnt someone here work at google",
         "6 people at Google (3 in the past)"),
        ("who used to be at google but left", "3 people at Google (3 in the past)"),
        ("how many people even have a stack overflow profile",
         "4 people by Stack Overflow reputation"),
    ],
)  # fmt: skip
def test_status_updates_bullets_and_quoted_replies(team: Engine, typed: str, headline: str) -> None:
    assert team.answer(typed).headline == headline


@pytest.mark.parametrize(
    "typed",
    ["rank wei, yifan and chenggang by years of coding",
     "wei, yifan and chenggang: who's been coding the longest"],
)  # fmt: skip
def test_three_people_ranked_by_years_of_coding(team: Engine, typed: str) -> None:
    answer = team.answer(typed)
    assert answer.headline == (
        "By years of coding, most first: Wei Zhao, Yifan Chen and Chenggang Zhao"
    )


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("who usually handles triton kernels", "5 people mention triton kernels"),
        ("who deals with the kubernetes clusters", "2 people mention kubernetes clusters"),
    ],
)  # fmt: skip
def test_who_handles_or_deals_with_a_thing_knows_it(
    team: Engine, typed: str, headline: str
) -> None:
    assert team.answer(typed).headline == headline


@pytest.mark.parametrize(
    "typed", ["who owns the coffee machine", "who runs the standup", "who writes the notes"]
)
def test_who_runs_the_office_s_things_stays_chatter(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.NONE


def test_a_purpose_said_first_gives_way_to_the_question_after_it(team: Engine) -> None:
    answer = team.answer("so for the headcount plan, who's at google but not in london? we're"
                         " opening reqs there")  # fmt: skip
    assert answer.headline == "2 people at Google · except London"


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("cuda: wei vs mei vs yifan, who comes out on top",
         "At cuda, strongest first: Yifan Chen, Wei Zhao and Mei Lin"),
        ("vp wants the top three cuda people for the kernel rewrite, who are they",
         "3 people know cuda"),
    ],
)  # fmt: skip
def test_a_skill_then_three_names_and_the_top_three_asked_back(
    team: Engine, typed: str, headline: str
) -> None:
    assert team.answer(typed).headline == headline


def test_a_title_whose_first_word_is_a_topic_is_read_from_the_headlines() -> None:
    d = Directory([
        Profile(id="a", name="Jakub Zieliński", headline="Data Engineer at Kestrel Pay",
                skills=[Skill(name="data", score=5)]),
        Profile(id="b", name="Mei Chen", headline="Data Analyst",
                skills=[Skill(name="data", score=9)]),
    ])  # fmt: skip
    answer = Engine(d).answer("list all the data engineers")
    assert (answer.headline, answer.names) == ("1 person mentions data engineer", ["Jakub Zieliński"])


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("Could you tell me which members of the group know CUDA.", "5 people know cuda"),
        ("Please identify everyone who knows Golang.", "6 people know go"),
        ("Which engineers list Rust among their skills or languages?", "5 people know rust"),
        ("Who would be the right person to consult regarding triton kernels?",
         "5 people mention triton kernels"),
        ("Does Wei hold a PhD?", "Yes: Wei Zhao has a PhD."),
        ("Mei does not have a doctorate, is that correct?",
         "No: nothing on Mei Lin's profile says they have a PhD."),
        ("wei doesnt know python does he", "Yes: Wei Zhao knows python (scored 9 of 10)."),
        ("Please rank the team by Stack Overflow reputation, highest first.",
         "4 people by Stack Overflow reputation"),
        ("Please provide the profile for Wei Zhao.", "Wei Zhao"),
        ("What kinds of questions may I ask you?", "Here is what I can answer:"),
        ("Could you explain how to query the profiles?", "Here is what I can answer:"),
        ("help pls, first time using this thing", "Here is what I can answer:"),
        ("newbie q but who actualy does rust here", "5 people know rust"),
    ],
)  # fmt: skip
def test_formal_requests_and_tag_questions(team: Engine, typed: str, headline: str) -> None:
    assert team.answer(typed).headline == headline


def test_how_many_people_r_in_a_place(team: Engine) -> None:
    assert team.answer("how many people r in germany rn").headline == "2 people in Germany"
    assert team.answer("how many people know r").headline == "1 person knows r"


@pytest.mark.parametrize(
    "typed", ["Please summarise Wei Zhao's academic qualifications.", "what are wei's qualifications"]
)
def test_someone_s_qualifications_are_their_education(team: Engine, typed: str) -> None:
    assert team.answer(typed).headline.startswith(
        "Wei Zhao studied: Bachelor of Science - BS Computer Science, Peking University;"
    )


def test_who_handles_a_thing_after_a_remark_line(team: Engine) -> None:
    answer = team.answer("pager went off at 3am again\nwho usually handles triton kernels here")
    assert answer.headline == "5 people mention triton kernels"


def test_who_handles_it_requests_stays_chatter(team: Engine) -> None:
    typed = "my laptop still hasn't arrived, who handles IT requests here?"
    assert team.answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    "typed",
    ["who runs the retro today", "who owns the team calendar", "who runs the sprint planning",
     "who handles the release notes this week",
     "my laptop still hasn't arrived, who handles the IT requests here?",
     "the two leads", "both designs", "what does this thing do", "is there a manual for this thing",
     "mine vs yours on reviews", "people ex consulting tend to write long emails lol",
     "who was late again", "he doesnt know rust does he",
     "which individuals are attending the training", "please rank all by priority"],
)  # fmt: skip
def test_more_of_a_channel_s_talk_stays_chatter(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("who has a phd completed at stanford",
         "1 person who studied at Stanford University · with a PhD"),
        ("the build is red again who knows rust\nand lives in berlin",
         "2 people know rust · in Berlin"),
        ("anyone worked with the jobs api in kubernetes", None),
    ],
)  # fmt: skip
def test_what_follows_a_phrase_of_an_aside_stays_a_condition(
    team: Engine, typed: str, headline: str | None
) -> None:
    answer = team.answer(typed)
    if headline is None:
        assert "kubernetes" in answer.headline
    else:
        assert answer.headline == headline


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [
        ("mei knows cuda right", "Yes: Mei Lin knows cuda (scored 7 of 10).", ["Mei Lin"]),
        ("is mei any good at cuda or is that a meme", "Yes: Mei Lin knows cuda (scored 7 of 10).",
         ["Mei Lin"]),
        ("does chaofan have a phd already", "Yes: Chaofan Lin has a PhD.", ["Chaofan Lin"]),
        ("does emily carter have any github contribs yet",
         "Emily Carter contributed to 2 repositories.", ["Emily Carter"]),
        ("how many profiles r loaded in this thing", "17 profiles in all.", None),
    ],
)  # fmt: skip
def test_a_tag_or_a_doubt_after_a_question_about_someone(
    team: Engine, typed: str, headline: str, names: list[str] | None
) -> None:
    answer = team.answer(typed)
    assert answer.headline == headline
    if names is not None:
        assert answer.names == names


@pytest.mark.parametrize(
    "typed",
    [
        "what are you capable of",
        "new here, what does this bot do exactly",
        "is there a list of things i can ask the profile bot",
        "can u help me, what do u even do",
    ],
)
def test_what_the_bot_does_asked_in_other_words_is_help(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.HELP


@pytest.mark.parametrize(
    "typed", ["the build works right", "what do you do for a living", "mei knows her stuff right"]
)
def test_a_remark_with_a_tag_stays_chatter(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [
        ("which zhao is the triton one", "2 people mention zhao · know triton",
         ["Wei Zhao", "Chenggang Zhao"]),
        ("whats mei like at cuda, score wise", "Yes: Mei Lin knows cuda (scored 7 of 10).",
         ["Mei Lin"]),
        ("lol whats haoran's cuda score on there", "Yes: Haoran Liu knows cuda (scored 10 of 10).",
         ["Haoran Liu"]),
        ("who works at bytedance according to the profiles",
         "2 people at ByteDance (1 more in the past)", ["Mei Lin", "Xinyi Wang"]),
        ("does anyone know cobol asking for a friend", "Nobody here knows cobol.", []),
        ("lookng for someone who knows rust", "5 people know rust",
         ["Siobhán O'Neill", "Daniel Kim", "Lukas Becker", "Elena Petrova", "José Núñez-García"]),
        ("who has the highest cuda score", "4 people know cuda",
         ["Yifan Chen", "Haoran Liu", "Wei Zhao", "Chenggang Zhao"]),
    ],
)  # fmt: skip
def test_one_of_a_name_a_score_asked_loosely_and_remarks_at_the_end(
    team: Engine, typed: str, headline: str, names: list[str]
) -> None:
    answer = team.answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


CHINA = ["Yifan Chen", "Chenggang Zhao", "Chaofan Lin", "Mei Lin", "Haoran Liu", "Xinyi Wang"]


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("who are the chinese devs", "6 people in China"),
        ("who's in east asia", "6 people in East Asia"),
    ],
)
def test_people_by_nationality_and_by_part_of_a_continent(
    team: Engine, typed: str, headline: str
) -> None:
    answer = team.answer(typed)
    assert (answer.headline, answer.names) == (headline, CHINA)


@pytest.mark.parametrize(
    "typed", ["which build is the broken one", "any french speakers around for lunch"]
)
def test_a_thing_told_apart_or_a_language_is_no_person_or_place(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [
        ("the kube scheduler is crashing, who knows that", "2 people know kubernetes · know scheduler",
         ["José Núñez-García", "Daniel Kim"]),
        ("who wrote the paged attention kernels", "1 person mentions paged attention kernels",
         ["Yifan Chen"]),
        ("who do i talk to about garbage collection when the service stalls",
         "2 people mention garbage collection", ["Arjun Raghavan", "Priya Natarajan"]),
        ("a customer asked about sparse tensors for their paper, who should i ask",
         "1 person knows sparse · knows tensor", ["Yifan Chen"]),
    ],
)  # fmt: skip
def test_the_thing_in_trouble_or_asked_about_first_is_what_is_asked(
    team: Engine, typed: str, headline: str, names: list[str]
) -> None:
    answer = team.answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


@pytest.mark.parametrize(
    "typed",
    ["the build is red again, who owns that", "who wrote this regex", "the vpn is down, who owns that",
     "the tests are flaky again, who owns those", "who wrote the script", "who created the spreadsheet"],
)  # fmt: skip
def test_who_owns_or_wrote_a_thing_of_the_day_stays_chatter(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [
        ("who knows rust, need a second opinion on the allocator", "5 people know rust",
         ["Siobhán O'Neill", "Daniel Kim", "Lukas Becker", "Elena Petrova", "José Núñez-García"]),
        ("who knows python but not cuda, want a fresh pair of eyes on the notebook",
         "5 people know python · except cuda",
         ["Chaofan Lin", "Priya Natarajan", "Arjun Raghavan", "Emily Carter", "Samuel Okafor"]),
    ],
)  # fmt: skip
def test_a_second_pair_of_eyes_is_what_it_is_for(
    team: Engine, typed: str, headline: str, names: list[str]
) -> None:
    answer = team.answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


@pytest.mark.parametrize(
    "typed",
    [
        "pushed the fix for the rust-analyzer crash, can someone sanity check",
        "did someone move the calibration target",
        "does anyone have the renderdoc capture from yesterday's crash",
        "techland folks are at digital dragons this year, anyone going?",
        "does the hotel in kraków have parking, asking for the offsite",
    ],
)
def test_the_days_events_asked_of_whoever_is_around_stay_chatter(
    team: Engine, typed: str
) -> None:
    assert team.answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("does anyone have the open source contributor badge",
         "1 person with the Open Source Contributor badge"),
        ("does the team have anyone in berlin", "2 people in Berlin"),
        ("did anyone touch apache tvm", "3 people know tvm"),
    ],
)  # fmt: skip
def test_questions_shaped_like_the_days_events_are_answered(
    team: Engine, typed: str, headline: str
) -> None:
    assert team.answer(typed).headline == headline


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [
        ("does xinyi know python", "Yes: Xinyi Wang knows python.", ["Xinyi Wang"]),
        ("does siobhan know docker", "Yes: Siobhán O'Neill knows docker.", ["Siobhán O'Neill"]),
        ("who knows docker in london", "1 person knows docker · in London", ["Siobhán O'Neill"]),
        ("who knows rust compilers", "4 people know rust · know compiler",
         ["Siobhán O'Neill", "Lukas Becker", "Elena Petrova", "José Núñez-García"]),
        ("mei is out all week, who else knows pytorch", "3 people know pytorch · except mei",
         ["Priya Natarajan", "Yifan Chen", "Wei Zhao"]),
        ("anyone do pytorch besides mei? need more hands on the bridge",
         "3 people know pytorch · except mei", ["Priya Natarajan", "Yifan Chen", "Wei Zhao"]),
        ("what score does mei have in cuda", "Yes: Mei Lin knows cuda (scored 7 of 10).",
         ["Mei Lin"]),
        ("whats haoran's deep learning score", "Yes: Haoran Liu knows deep-learning (scored 10 of 10).",
         ["Haoran Liu"]),
        ("is mei one of the contributors on pytorch/pytorch",
         "Yes: Mei Lin contributed to pytorch/pytorch.", ["Mei Lin"]),
        ("mei lives in shanghai doesnt she", "Yes: Mei Lin is based in Shanghai.", ["Mei Lin"]),
        ("wich ppl knows pyhton", "10 people know python", None),
    ],
)  # fmt: skip
def test_weaker_evidence_still_answers_one_person_and_narrow_questions(
    team: Engine, typed: str, headline: str, names: list[str] | None
) -> None:
    answer = team.answer(typed)
    assert answer.headline == headline
    if names is not None:
        assert answer.names == names


@pytest.mark.parametrize(
    "typed",
    [
        "the german ones are better", "german people are always on time",
        "happy new year to our chinese colleagues", "the ci uses docker right",
        "python has generics right", "priya works with emily right", "which library is the fast one",
        "what's rust like in production", "anyone from marketing who can come to the standup",
        "highest test score", "what do you even do here lol", "how capable are you",
        "is mei in the beijing office today", "that regression was in the onnx export, not the model itself",
    ],
)  # fmt: skip
def test_remarks_near_the_new_shapes_stay_chatter(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.NONE


def test_who_is_in_the_profiles_is_everyone(team: Engine) -> None:
    assert team.answer("who's in the profiles").headline == "Everyone: 17 people"


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("list the zhaos", "2 people named “zhao”"),
        ("list all the top school badge ppl", "7 people with the Top School badge"),
        ("can u show me everybody on the team, still learning names lol", "Everyone: 17 people"),
        ("show me all the profiles", "Everyone: 17 people"),
    ],
)
def test_lists_of_a_name_a_badge_and_everyone_with_a_reason(
    team: Engine, typed: str, headline: str
) -> None:
    assert team.answer(typed).headline == headline


def test_weaker_evidence_is_shown_under_the_list_inert() -> None:
    d = Directory([
        Profile(id="a", name="Ana Lima", skills=[Skill(name="Docker", score=8)]),
        Profile(id="b", name="@everyone **Bold**", summary="I containerize everything with Docker."),
    ])  # fmt: skip
    answer = Engine(d).answer("who knows docker")
    assert (answer.headline, answer.names) == ("1 person knows Docker", ["Ana Lima"])
    field = render(answer).pages[0][0].fields[0]
    assert (field.name, field.value) == (
        "Also mentioned",
        "@\u200beveryone \\*\\*Bold\\*\\* \\(mentions Docker in the summary\\)",
    )


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [
        # a yes-or-no question with a remark before or after it, by a comma
        ("did emily go to stanford, there's an alumni recruiting thing",
         "Yes: Emily Carter studied at Stanford University.", ["Emily Carter"]),
        ("the training jobs keep dying, does mei know pytorch or should i find someone else",
         "Yes: Mei Lin knows pytorch (scored 10 of 10).", ["Mei Lin"]),
        ("daniels quote looks realy cheap, does he even know rust",
         "Yes: Daniel Kim knows rust (scored 10 of 10).", ["Daniel Kim"]),
        # which of two things someone is: their role
        ("is zoe a manager or an ic, never sure who to escalate to",
         "Zoë Van der Berg: Engineering Manager at Meta; focus: javascript, typescript, react.",
         ["Zoë Van der Berg"]),
        # a question for people after a remark's first words, or at the end of one
        ("random thought but is there anyone who knows both rust and go, curious if the bindings"
         " work", "5 people know rust · know go",
         ["Daniel Kim", "Siobhán O'Neill", "José Núñez-García", "Lukas Becker", "Elena Petrova"]),
        ("i keep getting nans out of my kernels after like 10 min, who should i talk to abt cuda",
         "5 people know cuda",
         ["Yifan Chen", "Haoran Liu", "Wei Zhao", "Chenggang Zhao", "Mei Lin"]),
        # a doubt of the asker's after the question
        ("has anyone here contributed to pytorch or do we all just complain about it",
         "4 people contributed to pytorch/pytorch",
         ["Wei Zhao", "Priya Natarajan", "Mei Lin", "Yifan Chen"]),
        # figures compared, asked as a comparison or by more
        ("compare siobhan and mei on stack overflow reputation",
         "By Stack Overflow reputation: Siobhán O'Neill (1200 Stack Overflow reputation) is ahead"
         " of Mei Lin (0 Stack Overflow reputation).", ["Siobhán O'Neill", "Mei Lin"]),
        ("who has more github contributions, mei or wei",
         "By contributions: Wei Zhao (14 contributions) is ahead of Mei Lin (6 contributions).",
         ["Wei Zhao", "Mei Lin"]),
        ("emily or elena, who's got more go chops",
         "At go: Elena Petrova (go 6/10) is ahead of Emily Carter (go 5/10).",
         ["Elena Petrova", "Emily Carter"]),
        ("can u pull up samuel okafr's skills",
         "Samuel Okafor's top skills: c# 10, .net 9, typescript 8, react 7, kubernetes 7, python 6;"
         " 10 skills in all.", ["Samuel Okafor"]),
        ("how many years has samuel worked as a developer",
         "Samuel Okafor's profile does not say how long they have been coding; it says 3 years of"
         " employment.", ["Samuel Okafor"]),
        ("best at cuda, top 2", "2 people know cuda", ["Yifan Chen", "Haoran Liu"]),
        # employers, schools and sections asked in other words
        ("how many people work at google acording to the profiles",
         "3 people at Google (3 more in the past)",
         ["Siobhán O'Neill", "Elena Petrova", "Emily Carter"]),
        ("stanford alumni? who studied there", "3 people who studied at Stanford University",
         ["Zoë Van der Berg", "Wei Zhao", "Emily Carter"]),
        ("list the people at nvidia and meta", "4 people at NVIDIA or Meta",
         ["Wei Zhao", "Yifan Chen", "Zoë Van der Berg", "Priya Natarajan"]),
        ("who works at nvidia and meta", "Nobody here works at NVIDIA and Meta.", []),
        ("list the people who work at both google and meta",
         "Nobody here works at Google and Meta.", []),
        # what the bot is, asked loosely
        ("uh how does this bot work, never used it", "Here is what I can answer:", []),
        ("bot, what do you support", "Here is what I can answer:", []),
        ("what are you even for lol", "Here is what I can answer:", []),
        ("ok i'm new here and someone said there's a bot that knows about the team, what can it"
         " do", "Here is what I can answer:", []),
    ],
)  # fmt: skip
def test_questions_after_remarks_and_in_other_words(
    team: Engine, typed: str, headline: str, names: list[str]
) -> None:
    answer = team.answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


@pytest.mark.parametrize(
    "typed",
    ["is the release the minimum now or can we stay on 17?", "canva alumni?",
     "marek sent his invoice, is he around",
     # what the asker does next is no doubt about the question
     "is anyone working on the cuda ticket or can i take it",
     "does anyone own the terraform module or can we delete it",
     # two things, not two people
     "postgres and redis are both in the stack, which one is slower for this workload",
     "aws and gcp both gave us credits, which of them has more",
     "is kafka a queue or a log", "is docker a vm or a container runtime",
     # a school's alumni with a remark, who did something, where someone goes
     "stanford alumni, who's going to the dinner on friday", "mit alumni. lol same energy",
     "deploy is done. rollback plan is in the doc. who touched the nginx config",
     "who pushed code to main without a review again",
     "i'll be in seattle for the summit, who else is going there",
     # office talk in trouble
     "the deploy broke again, who knows about that", "the printer keeps jamming, who knows about that",
     "the build is failing, anyone worked on it"],
)  # fmt: skip
def test_remarks_near_the_new_shapes_stay_quiet(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.NONE


@pytest.fixture(scope="module")
def firmware() -> Engine:
    """A few people whose schools, employers, places and repositories need their own words."""
    from bot.profiles.model import Contribution, Education

    return Engine(Directory([
        Profile(id="p", name="Priya Raghunathan", company="General Motors",
                location="Detroit, Michigan, United States",
                education=[Education(school="University of Michigan, Ann Arbor")],
                skills=[Skill(name="can-bus", score=7)]),
        Profile(id="m", name="Mark Kowalski", company="General Motors",
                location="Cambridge, Massachusetts, United States",
                education=[Education(school="Michigan State University")],
                skills=[Skill(name="can-bus", score=9)]),
        Profile(id="d", name="Danielle Okoye", company="University of Cambridge",
                location="Cambridge, England, United Kingdom",
                contributions=[Contribution(repo="skjaergaard/nf-memtune")]),
        Profile(id="z", name="Zoë Castellanos", skills=[Skill(name="snakemake", score=9)],
                contributions=[Contribution(repo="snakemake/snakemake")]),
        Profile(id="s", name="Søren Kjærgaard", skills=[Skill(name="snakemake", score=6)]),
    ]))  # fmt: skip


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [
        ("who went to university of michigan, go blue",
         "1 person who studied at University of Michigan, Ann Arbor", ["Priya Raghunathan"]),
        ("who's better at can bus, priya or mark",
         "At can-bus: Mark Kowalski (can-bus 9/10) is ahead of Priya Raghunathan (can-bus 7/10).",
         ["Mark Kowalski", "Priya Raghunathan"]),
        ("who works for cambridge uni", "1 person at University of Cambridge", ["Danielle Okoye"]),
        ("who lives in cambridge mass", "1 person in Cambridge, Massachusetts", ["Mark Kowalski"]),
        ("who made nf-memtune", "1 person contributed to skjaergaard/nf-memtune",
         ["Danielle Okoye"]),
        ("who has worked on snakemake itself, like the actual repo not just using it",
         "1 person contributed to snakemake/snakemake", ["Zoë Castellanos"]),
    ],
)  # fmt: skip
def test_schools_employers_places_and_repositories_in_their_own_words(
    firmware: Engine, typed: str, headline: str, names: list[str]
) -> None:
    answer = firmware.answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [
        # what `that` or `it` stands for, said in the remark before the question
        ("seeing a spike in cuda errors on the training cluster since tuesday, who would know"
         " abt that", "5 people know cuda",
         ["Yifan Chen", "Haoran Liu", "Wei Zhao", "Chenggang Zhao", "Mei Lin"]),
        ("regulators keep asking about memory safety for the tls stack, who on the team cares"
         " about that", "2 people mention memory safety", ["Elena Petrova", "Siobhán O'Neill"]),
        ("we're hitting some weird bug in pytorch, who contributed to it",
         "4 people contributed to pytorch/pytorch",
         ["Wei Zhao", "Priya Natarajan", "Mei Lin", "Yifan Chen"]),
        ("i'll be in london for a conference in march, who lives there", "2 people in London",
         ["Siobhán O'Neill", "Priya Natarajan"]),
        ("so wei and yifan are both at nvidia, which of them has more github contributions",
         "By contributions: Wei Zhao (14 contributions) is ahead of Yifan Chen (11"
         " contributions).", ["Wei Zhao", "Yifan Chen"]),
        # what it is for and when, after the question
        ("who can help with tls certificates for the new auth api before it goes to review",
         "1 person mentions tls certificates", ["Elena Petrova"]),
        ("late batches getting dropped in the pipeline again smh, who's the person for gpu"
         " kernels", "6 people mention gpu kernels",
         ["Haoran Liu", "Wei Zhao", "Yifan Chen", "Chenggang Zhao", "Mei Lin", "Chaofan Lin"]),
        ("who does mei work for these days, i forgot if she moved on",
         "Mei Lin works at ByteDance (Machine Learning Engineer at ByteDance); before: SenseTime.",
         ["Mei Lin"]),
        ("has mei ever sent patches to pytorch", "Yes: Mei Lin contributed to pytorch/pytorch.",
         ["Mei Lin"]),
        # a company the world knows that nobody here works at, by its name
        ("does anyone work at apple", "Nobody here works or worked at Apple.", []),
    ],
)  # fmt: skip
def test_what_a_remark_names_and_what_follows_a_question(
    team: Engine, typed: str, headline: str, names: list[str]
) -> None:
    answer = team.answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


def test_a_name_is_no_typo_of_a_skill() -> None:
    d = Directory([
        Profile(id="h", name="Hēmi Walker", company="Kestrel Pay"),
        Profile(id="p", name="Priya Ramanathan", skills=[Skill(name="helm", score=8)]),
    ])  # fmt: skip
    engine = Engine(d)
    assert engine.answer("hemi are you around? no rush").intent is Intent.NONE
    assert engine.answer("who knows helm").names == ["Priya Ramanathan"]
    assert engine.answer("who does hemi work for these days").headline == (
        "Hēmi Walker works at Kestrel Pay."
    )


def test_one_person_asked_for_is_not_everyone(team: Engine) -> None:
    assert team.answer("who's the person").intent is Intent.NONE
    answer = team.answer("libdevice issue, who's the person")
    assert (answer.headline, answer.names) == ("1 person mentions libdevice", ["Chenggang Zhao"])
    assert team.answer("who is on the team").headline == "Everyone: 17 people"


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [
        ("how many of us r in london", "2 people in London", ["Siobhán O'Neill", "Priya Natarajan"]),
        ("old tls code dump landed in my lap, which of u guys writes rust", "5 people know rust",
         ["Siobhán O'Neill", "Daniel Kim", "Lukas Becker", "Elena Petrova", "José Núñez-García"]),
        ("top 3 by coding experience", "Zoë Van der Berg has the most: 20 years of coding · 3 people by years of coding, most first",
         ["Zoë Van der Berg", "Daniel Kim", "Siobhán O'Neill"]),
        ("mei vs wei cuda, who's stronger",
         "At cuda: Wei Zhao (cuda 10/10) is ahead of Mei Lin (cuda 7/10).", ["Wei Zhao", "Mei Lin"]),
        # nobody, said of a place or company by its name, even after a remark
        ("anyone ex-optiver", "Nobody here works or worked at Optiver.", []),
        ("might be flying thru paris next month, anyone in paris",
         "Nobody here is based in Paris.", []),
    ],
)  # fmt: skip
def test_shorthand_rankings_and_nobody_by_name(
    team: Engine, typed: str, headline: str, names: list[str]
) -> None:
    answer = team.answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


@pytest.mark.parametrize(
    "typed", ["coffee run, anyone in the kitchen?", "anyone in the kitchen", "anyone at the cafe",
              "how do i get access to the aws console", "how can i get an account on the cluster"]
)
def test_rooms_of_the_office_are_no_places(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [
        # politeness, explanations and purposes around the question
        ("hello everyone, sorry for the very basic question but could you please tell me who"
         " here knows rust? my supervisor said i must use it", "5 people know rust",
         ["Siobhán O'Neill", "Daniel Kim", "Lukas Becker", "Elena Petrova", "José Núñez-García"]),
        ("Dear all, may I ask who is familiar with cuda? I am a bit lost", "5 people know cuda",
         ["Yifan Chen", "Haoran Liu", "Wei Zhao", "Chenggang Zhao", "Mei Lin"]),
        ("how many ppl know kubernetes (the container thing)", "7 people know kubernetes",
         ["José Núñez-García", "Siobhán O'Neill", "Daniel Kim", "Samuel Okafor", "Arjun Raghavan",
          "Priya Natarajan", "Lukas Becker"]),
        ("we are hiring an intern, which people know both c++ and cuda so they could"
         " co-supervise", "4 people know c++ · know cuda",
         ["Yifan Chen", "Wei Zhao", "Haoran Liu", "Mei Lin"]),
        # what the remark before names
        ("someone mentioned triton in standup and i nodded like i understood, who actually works"
         " on that", "4 people contributed to triton-lang/triton",
         ["Wei Zhao", "Chenggang Zhao", "Yifan Chen", "Haoran Liu"]),
        ("the pytorch upgrade broke training again, who knows about that",
         "4 people know pytorch", ["Mei Lin", "Priya Natarajan", "Yifan Chen", "Wei Zhao"]),
        ("a recruiter keeps comparing us to google's interview loop, who here used to work"
         " there", "3 people at Google (3 in the past)", ["Daniel Kim", "Wei Zhao", "Samuel Okafor"]),
        ("i'm visiting berlin next week, who's based there", "2 people in Berlin",
         ["Lukas Becker", "Elena Petrova"]),
        # other words for what is asked
        ("which one has more stack overflow reputation, siobhan or mei",
         "By Stack Overflow reputation: Siobhán O'Neill (1200 Stack Overflow reputation) is ahead"
         " of Mei Lin (0 Stack Overflow reputation).", ["Siobhán O'Neill", "Mei Lin"]),
        ("who has a degree from stanford", "3 people who studied at Stanford University",
         ["Zoë Van der Berg", "Wei Zhao", "Emily Carter"]),
        ("siobhan used to work at microsoft, right",
         "No: nothing on Siobhán O'Neill's profile says they work or worked at Microsoft.",
         ["Siobhán O'Neill"]),
        ("has anyone contributed to kubernetes itself",
         "4 people contributed to kubernetes/kubernetes",
         ["Daniel Kim", "José Núñez-García", "Siobhán O'Neill", "Arjun Raghavan"]),
        ("hey bot what are you for, someone added you yesterday and nobody explained",
         "Here is what I can answer:", []),
    ],
)  # fmt: skip
def test_polite_wordy_and_remarked_questions(
    team: Engine, typed: str, headline: str, names: list[str]
) -> None:
    answer = team.answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [
        ("does wei know rust or am i making that up",
         "No: nothing on Wei Zhao's profile says they know rust.", ["Wei Zhao"]),
        ("anyone know terraform or do i have to learn it myself", "1 person knows terraform",
         ["Daniel Kim"]),
        ("has anyone contributed to triton or will i be the first",
         "4 people contributed to triton-lang/triton",
         ["Wei Zhao", "Chenggang Zhao", "Yifan Chen", "Haoran Liu"]),
        ("lol a customer asked about cobol. has anyone here even used cobol",
         "Nobody here knows cobol.", []),
        ("who has landed patches into rust", "4 people contributed to rust-lang/rust",
         ["Siobhán O'Neill", "Daniel Kim", "Lukas Becker", "Elena Petrova"]),
        ("i always mix them up 🙈 compare mei and wei", "Mei Lin and Wei Zhao",
         ["Mei Lin", "Wei Zhao"]),
        ("anyone studdy at stanford", "3 people who studied at Stanford University",
         ["Zoë Van der Berg", "Wei Zhao", "Emily Carter"]),
        ("the tls library is written in rust, who can read that", "5 people know rust",
         ["Siobhán O'Neill", "Daniel Kim", "Lukas Becker", "Elena Petrova", "José Núñez-García"]),
        ("need someone who knows both react and typescript for the api explorer",
         "2 people know react · know typescript", ["Zoë Van der Berg", "Samuel Okafor"]),
        ("has wei done cuda b4", "Yes: Wei Zhao knows cuda (scored 10 of 10).", ["Wei Zhao"]),
        ("can i see samuel okafr's profile", "Samuel Okafor", ["Samuel Okafor"]),
        ("cuda - mei vs wei", "At cuda: Wei Zhao (cuda 10/10) is ahead of Mei Lin (cuda 7/10).",
         ["Wei Zhao", "Mei Lin"]),
        ("we're visiting toronto soon, anyone living there", "1 person in Toronto",
         ["Zoë Van der Berg"]),
    ],
)  # fmt: skip
def test_doubts_shorthand_and_visits(
    team: Engine, typed: str, headline: str, names: list[str]
) -> None:
    answer = team.answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


@pytest.mark.parametrize(
    "typed",
    ["anyone reviewing the terraform pr or should i merge it",
     "who pushed commits to main and broke ci", "which one has more sugar, coke or pepsi",
     "the check-in is broken, who knows about that", "the a/c is broken again, who knows about that",
     "slack keeps crashing, anyone good with it", "jenkins is down again, who knows about that",
     "im visiting my grandma next week, who lives there",
     "im around downtown later, anyone in the area", "vpn used to work at home, right",
     "who's at google (the conference) today", "may i ask what time the all hands is",
     "is the montreal team joining the all hands?"],
)  # fmt: skip
def test_remarks_near_doubts_troubles_and_visits_stay_quiet(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [
        ("my cousin is at google, who of us worked there before",
         "6 people at Google (3 in the past)",
         ["Siobhán O'Neill", "Elena Petrova", "Emily Carter", "Daniel Kim", "Wei Zhao",
          "Samuel Okafor"]),
        ("anyone worked at google back in the early android days",
         "6 people at Google (3 in the past)",
         ["Siobhán O'Neill", "Elena Petrova", "Emily Carter", "Daniel Kim", "Wei Zhao",
          "Samuel Okafor"]),
        ("the cuda driver bug is back, who works at nvidia and could maybe poke someone"
         " internally", "2 people at NVIDIA (1 more in the past)", ["Wei Zhao", "Yifan Chen"]),
        ("did anyone here work at microsoft, i need someone who knows their culture",
         "6 people at Microsoft (4 in the past)",
         ["Arjun Raghavan", "Samuel Okafor", "Yifan Chen", "José Núñez-García", "Chaofan Lin",
          "Haoran Liu"]),
    ],
)  # fmt: skip
def test_employers_asked_around_remarks(
    team: Engine, typed: str, headline: str, names: list[str]
) -> None:
    answer = team.answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


def test_my_cousin_at_the_dentist_is_no_employer(team: Engine) -> None:
    assert team.answer("my cousin is at the dentist, who worked there before").intent is (
        Intent.NONE
    )


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [
        ("rust or go folks pls 🙏 making a list for the kickoff", "6 people know rust or go",
         ["Siobhán O'Neill", "Daniel Kim", "Lukas Becker", "Elena Petrova", "José Núñez-García",
          "Emily Carter"]),
        ("java script folks where u at 👀 need someone to look at the widget",
         "1 person knows javascript", ["Zoë Van der Berg"]),
        # what the asker does not do is no condition on anyone
        ("any js people around? the embed is throwing errors and i dont touch frontend",
         "1 person knows javascript", ["Zoë Van der Berg"]),
        # a company's people work there
        ("nvidia people?", "2 people at NVIDIA (1 more in the past)", ["Wei Zhao", "Yifan Chen"]),
        ("thinking of rewriting the proxy in rust, any rust folks around who could tell me if"
         " thats dumb", "5 people know rust",
         ["Siobhán O'Neill", "Daniel Kim", "Lukas Becker", "Elena Petrova", "José Núñez-García"]),
        # what it is for, after the question
        ("anyone know k8s well enuf to pair on the cluster upgrade next sprint?",
         "7 people know kubernetes",
         ["José Núñez-García", "Siobhán O'Neill", "Daniel Kim", "Samuel Okafor", "Arjun Raghavan",
          "Priya Natarajan", "Lukas Becker"]),
        ("need someone who writes rust for a tiny grpc shim, who do we have", "5 people know rust",
         ["Siobhán O'Neill", "Daniel Kim", "Lukas Becker", "Elena Petrova", "José Núñez-García"]),
        ("who here can read plain C, need someone to look at this kernel module dump",
         "5 people know c",
         ["Siobhán O'Neill", "Lukas Becker", "Yifan Chen", "Elena Petrova", "Emily Carter"]),
    ],
)  # fmt: skip
def test_a_skill_s_folks(team: Engine, typed: str, headline: str, names: list[str]) -> None:
    answer = team.answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [
        # what the asker does not want is an exclusion; what they do not do is none
        ("who knows python, but we dont want bytedance folks",
         "9 people know python · except at ByteDance",
         ["Haoran Liu", "Chaofan Lin", "Chenggang Zhao", "Wei Zhao", "Priya Natarajan",
          "Yifan Chen", "Arjun Raghavan", "Emily Carter", "Samuel Okafor"]),
        ("who knows rust? i dont want google people", "3 people know rust · except at Google",
         ["Daniel Kim", "Lukas Becker", "José Núñez-García"]),
        ("who knows python and can code in r", "1 person knows python · knows r",
         ["Priya Natarajan"]),
        # a skill in trouble, said alone
        ("cuda keeps crashing, anyone know about that", "5 people know cuda",
         ["Yifan Chen", "Haoran Liu", "Wei Zhao", "Chenggang Zhao", "Mei Lin"]),
        ("which one knows rust better, lukas or elena",
         "At rust: Lukas Becker (rust 9/10) is ahead of Elena Petrova (rust 8/10).",
         ["Lukas Becker", "Elena Petrova"]),
        ("we're flying to the uk next week, anyone based there", "2 people in the United Kingdom",
         ["Siobhán O'Neill", "Priya Natarajan"]),
        ("anyone in south korea?", "Nobody here is based in South Korea.", []),
        ("who knows tvm (an ml compiler)", "3 people know tvm", ["Chaofan Lin", "Mei Lin", "Wei Zhao"]),
    ],
)  # fmt: skip
def test_exclusions_troubles_and_places_said_whole(
    team: Engine, typed: str, headline: str, names: list[str]
) -> None:
    answer = team.answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


@pytest.mark.parametrize(
    "typed",
    ["go folks, standup moved to 11", "lunch is here, any go folks around?",
     "my kid is at daycare, who of us worked there before", "who pushed commits to my branch",
     "who here can read music", "have any of us been to the new office",
     "anyone in the area", "slack keeps crashing, anyone good with it"],
)  # fmt: skip
def test_announcements_jokes_and_rooms_stay_quiet(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [("the kernels keep failing on h100 and i have zero clue about cuda, who knows it here",
      "5 people know cuda", ["Yifan Chen", "Haoran Liu", "Wei Zhao", "Chenggang Zhao", "Mei Lin"]),
     ("im about to refactor apache/tvm, who has contributed to it",
      "3 people contributed to apache/tvm", ["Chaofan Lin", "Mei Lin", "Wei Zhao"])],
)  # fmt: skip
def test_it_after_a_remark_is_the_one_skill_or_repository_it_names(
    team: Engine, typed: str, headline: str, names: list[str]
) -> None:
    answer = team.answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


@pytest.mark.parametrize(
    "typed", ["going to refactor the sprint board, who contributed to it", "i want to go home, who knows it"]
)
def test_it_after_a_remark_without_a_skill_stays_quiet(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("who knows php / laravel", "Nobody here knows php."),
     ("does anybody here do Swift or iOS development?", "Nobody here knows swift.")],
)  # fmt: skip
def test_a_known_skill_nobody_has_is_said_beside_an_alternative_nothing_explains(
    team: Engine, typed: str, headline: str
) -> None:
    answer = team.answer(typed)
    assert (answer.headline, answer.names) == (headline, [])


def test_a_skill_asked_for_is_not_also_left_out(team: Engine) -> None:
    typed = "need a cuda person who isnt already buried in kernel work, who knows cuda but not pytorch"
    answer = team.answer(typed)
    assert answer.headline == "2 people know cuda · except pytorch"
    assert answer.names == ["Haoran Liu", "Chenggang Zhao"]


def test_in_charge_of_a_thing_asks_who_knows_it(team: Engine) -> None:
    answer = team.answer("who's in charge of the garbage collector")
    assert (answer.headline, answer.names) == ("1 person knows garbage-collector", ["Arjun Raghavan"])


@pytest.mark.parametrize(
    "typed",
    ["who is in charge of the coffee machine", "who's in charge of snacks this week",
     "anyone in touch with the vendor", "who owns the playlist"],
)  # fmt: skip
def test_in_charge_of_the_office_s_things_or_in_touch_is_no_place(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.NONE


def test_at_me_names_no_employer(team: Engine) -> None:
    answer = team.answer("who can help with the borrow checker yelling at me", addressed=True)
    assert (answer.headline, answer.names) == (
        "1 person mentions borrow checker yelling", ["Siobhán O'Neill"]
    )


def test_an_invitation_stays_chatter_where_a_profile_mentions_it(tmp_path: Path) -> None:
    (tmp_path / "ada.json").write_text(json.dumps({
        "id": "ada", "name": "Ada Quill", "headline": "Platform Engineer",
        "summary": "Ada keeps the build farm running and the coffee strong.",
    }))  # fmt: skip
    engine = load_snapshot(tmp_path, cache=False).engine
    assert engine.answer("who's up for coffee").intent is Intent.NONE
    assert engine.answer("anyone down for a walk").intent is Intent.NONE


def test_a_remark_after_a_comma_is_no_more_of_the_list() -> None:
    engine = benchmark_engine("profiles-72")
    typed = "need someone who knows k8s, the helm chart for the portal staging env wont roll out"
    answer = engine.answer(typed)
    assert (answer.headline, answer.names) == ("2 people know kubernetes", ["Mateusz Wójcik", "Daniel Okafor"])


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("need a go person but NOT the k8s guy, he's swamped. so who does rust but not docker",
      "2 people know rust · except docker"),
     ("who know react for the frontend", "2 people know react"),
     ("who knows react? + who knows cuda", "7 people know react or cuda")],
)  # fmt: skip
def test_lead_ins_purposes_and_two_lists_at_once(team: Engine, typed: str, headline: str) -> None:
    assert team.answer(typed).headline == headline


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("whose title has engineer in it", "12 people mention engineer"),
     ("show me all the senior folks", "2 people mention senior")],
)  # fmt: skip
def test_a_word_of_the_title_asked_of_whose_title_or_the_senior_folks(
    team: Engine, typed: str, headline: str
) -> None:
    assert team.answer(typed).headline == headline


def test_a_guru_needed_and_the_best_asked_is_the_ranking_of_the_skill(team: Engine) -> None:
    answer = team.answer("need a cuda guru for a nasty kernel, who's the best")
    assert (answer.headline, answer.names[:2]) == ("5 people know cuda", ["Yifan Chen", "Haoran Liu"])


def test_asking_for_the_commands_or_just_typing_is_help(team: Engine) -> None:
    answer = team.answer("is there a list of commands or do i just type at it")
    assert answer.intent is Intent.HELP


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("whats lukáš's kotlin score", "Yes: Lukáš Novák knows kotlin (scored 10 of 10)."),
     ("joaquín vs lukáš at java",
      "At java: Joaquín Ortega (java 9/10) is ahead of Lukáš Novák (java 8/10).")],
)  # fmt: skip
def test_a_name_typed_with_its_accents_chooses_who_has_them(typed: str, headline: str) -> None:
    engine = benchmark_engine("profiles-70")
    assert engine.answer(typed).headline == headline
    # without them, both Lukases are offered
    assert engine.answer(typed.replace("lukáš", "lukas")).choose


def test_a_name_ending_in_s_is_one_person_not_a_plural() -> None:
    engine = benchmark_engine("profiles-70")
    answer = engine.answer("what does lukas do")
    assert (answer.headline, answer.choose) == ("2 people match “lukas”: which one?", True)
    assert engine.answer("what do the annas do").headline == "2 people named “anna”"


_COMMITS = "Pierre-Luc Gagnon has the most: 1480 commits"
_CODING = "Pierre-Luc Gagnon has the most: 16 years of coding"


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("top 100 by commits", f"{_COMMITS} · 8 people by commits"),
     ("the 100 most experienced", f"{_CODING} · 8 people by years of coding, most first"),
     ("top 250 by years", f"{_CODING} · 8 people by years of coding, most first"),
     ("top 99999999999999999999999 by commits", f"{_COMMITS} · 8 people by commits"),
     ("top 3 by commits", f"{_COMMITS} · 3 people by commits")],
)  # fmt: skip
def test_a_top_n_longer_than_the_team_ranks_everyone(typed: str, headline: str) -> None:
    answer = benchmark_engine("profiles-26").answer(typed)
    assert (answer.headline, answer.names[0]) == (headline, "Pierre-Luc Gagnon")


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [("who asks the most questions on SO lol",
      "Rahul Deshpande has the most: 30 Stack Overflow questions · 6 people by Stack Overflow"
      " questions", ["Rahul Deshpande", "Nomvula Khumalo"]),
     ("who has more than 5 so questions", "5 people with more than 5 Stack Overflow questions",
      ["Rahul Deshpande", "Nomvula Khumalo"])],
)  # fmt: skip
def test_stack_overflow_questions_asked_are_a_figure_to_rank_by(
    typed: str, headline: str, names: list[str]
) -> None:
    answer = benchmark_engine("profiles-103").answer(typed)
    assert (answer.headline, answer.names[:2]) == (headline, names)


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [("rank the go people by skill pls", "2 people know go",
      ["Diego Fernández Olmos", "Aoife Ní Bhriain"]),
     ("rank the top 3 by years coding", "Inês Carvalho has the most: 13 years of coding · 3"
      " people by years of coding, most first",
      ["Inês Carvalho", "Diego Fernández Olmos", "Émilie Rousseau"])],
)  # fmt: skip
def test_a_ranking_asked_for_by_its_verb(typed: str, headline: str, names: list[str]) -> None:
    answer = benchmark_engine("profiles-102").answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("what does deigo do exactly, infra?",
      "Diego Fernández Olmos: Platform Engineer at Keyhaven; focus: kubernetes, terraform, gcp."),
     ("aofie what languages does she code in",
      "Aoife Ní Bhriain writes 3 programming languages: Python, Go, Bash.")],
)  # fmt: skip
def test_a_first_name_with_a_typo_asked_about_with_more_said(typed: str, headline: str) -> None:
    assert benchmark_engine("profiles-102").answer(typed).headline == headline


@pytest.mark.parametrize(
    "typed", ["who has two degrees", "who has 2 degrees", "anyone with multiple degrees?"]
)
def test_a_count_held_with_no_comparison_is_at_least_that_many(typed: str) -> None:
    answer = benchmark_engine("profiles-103").answer(typed)
    assert (answer.headline, answer.names) == (
        "3 people with at least 2 degrees",
        ["Mateus Araújo", "Nomvula Khumalo", "Rahul Deshpande"],
    )


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("rasmus's SO rep? curious 👀",
      "Rasmus Kjærgaard has 4210 Stack Overflow reputation, 301 answers and 9 questions."),
     ("does chloé do stack overflow at all?",
      "Chloé Marchand's profile shows no Stack Overflow account."),
     ("how many have stack overflow accounts", "5 people by Stack Overflow reputation")],
)  # fmt: skip
def test_stack_overflow_asked_of_one_person_or_counted_in_more_words(
    typed: str, headline: str
) -> None:
    assert benchmark_engine("profiles-101").answer(typed).headline == headline


@pytest.mark.parametrize(
    "typed", ["who has a master of science (ms/msc)", "who's got a master of science (msc/ms)"]
)
def test_a_name_said_short_in_brackets_after_it_asks_nothing_more(typed: str) -> None:
    answer = benchmark_engine("profiles-103").answer(typed)
    assert (answer.headline, answer.names) == (
        "3 people with a master's degree (master of science)",
        ["Ingrid Solberg", "Mateus Araújo", "Nomvula Khumalo"],
    )


@pytest.mark.parametrize("typed", ["who's got the top python score", "who has the highest python score"])
def test_the_top_score_of_a_skill_names_those_level_at_its_head(typed: str) -> None:
    answer = benchmark_engine("profiles-102").answer(typed)
    assert (answer.headline, answer.names) == (
        "2 people know python", ["Émilie Rousseau", "Sofia Lindqvist"]
    )


def test_the_best_at_a_skill_is_still_its_whole_ranking() -> None:
    answer = benchmark_engine("profiles-102").answer("who is the best at python")
    assert (answer.headline, answer.names[:3]) == (
        "7 people know python", ["Émilie Rousseau", "Sofia Lindqvist", "Thảo Nguyễn"]
    )


@pytest.mark.parametrize(
    "typed",
    ["bot what info do you actually have on people", "hey bot what info have you got access to",
     "bot, comment ça marche? what can you help me with"],
)  # fmt: skip
def test_help_asked_of_the_bot_by_its_name(team: Engine, typed: str) -> None:
    answer = team.answer(typed)
    assert (answer.intent, answer.unplaced) == (Intent.HELP, False)


def test_what_it_can_help_with_is_help_when_asked_of_the_bot_only(team: Engine) -> None:
    asked = team.answer("what can you help me with", addressed=True)
    assert (asked.intent, asked.unplaced) == (Intent.HELP, False)
    assert team.answer("what can you help me with").intent is Intent.NONE


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("bot who knows tensorrt", "3 people know tensorrt"),
     ("bot\u200b who knows tensorrt", "3 people know tensorrt"),
     ("hey bot who here has worked at ibm", "Nobody here works or worked at IBM."),
     ("bot which devs are in new york", "Nobody here is based in New York."),
     ("bot, who knows elixir", "Nobody here knows elixir.")],
)  # fmt: skip
def test_a_question_after_the_bot_called_by_name_is_asked_of_it(
    team: Engine, typed: str, headline: str
) -> None:
    assert team.answer(typed).headline == headline


@pytest.mark.parametrize(
    "typed",
    ["bot is down again", "bot can't keep up today", "Bot: ok thanks", "bot, lol",
     "bot what a mess", "hey bot, good morning", "what info do you have on that",
     "bot which posts the deploy notices died again", "bot who broke the build",
     "can you send me a list of the failing tests", "who's the new admin?", "whos done yoga",
     "just got a new guitar, who can teach me some chords"],
)  # fmt: skip
def test_talk_about_the_bot_is_not_asked_of_it(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("who's done elixir", "Nobody here knows elixir."), ("whos done elixir before", "Nobody here knows elixir."),
     ("who's used triton", "5 people know triton")],
)  # fmt: skip
def test_whos_done_a_thing_asks_who_has_not_someone_so_called(
    team: Engine, typed: str, headline: str
) -> None:
    assert team.answer(typed).headline == headline


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("anyone here properly good at rust?", "5 people know rust"),
     ("anyone pretty familiar with triton", "5 people know triton"),
     ("anyone reasonably fluent in go", "6 people know go")],
)  # fmt: skip
def test_how_good_said_in_passing_asks_the_skill(team: Engine, typed: str, headline: str) -> None:
    assert team.answer(typed).headline == headline


@pytest.mark.parametrize(
    ("typed", "names"),
    [("chenggang does what exactly", ["Chenggang Zhao"]),
     ("chengang zhao does what", ["Chenggang Zhao"]),
     ("so chenggang does what exactly, deepgemm stuff?", ["Chenggang Zhao"]),
     ("chenggang does what now on the inference side", ["Chenggang Zhao"]),
     ("the new build does what exactly", []),
     ("the new microwave does what exactly, it has like 40 buttons", []),
     ("who does what exactly", [])],
)  # fmt: skip
def test_what_someone_does_asked_with_the_question_word_last(
    team: Engine, typed: str, names: list[str]
) -> None:
    answer = team.answer(typed)
    assert answer.names == names
    if names:
        assert answer.headline == (
            "Chenggang Zhao: Core Infra Engineer at DeepSeek AI; focus: tensorrt, cuda, triton."
        )


def test_how_a_thing_stands_is_no_question_about_people() -> None:
    distributor = benchmark_engine("profiles-145")
    asked = "has the duty return gone in yet or still waiting on finance"
    assert distributor.answer(asked).intent is Intent.NONE
    assert distributor.answer("who has done the duty return").names == ["Ben Hargreaves"]


@pytest.mark.parametrize(
    "asked",
    ["can someone hop on a call with me for 10 min? stuck on a merge conflict",
     "can someone hop on a quick call with me? stuck on a merge conflict",
     "anyone able to hop on a call? stuck on a merge conflict"],
)  # fmt: skip
def test_a_call_asked_for_now_is_a_favour_not_a_question(asked: str) -> None:
    assert benchmark_engine("profiles-145").answer(asked).intent is Intent.NONE


@pytest.mark.parametrize(
    ("typed", "names"),
    [("need our sparse attention kernels ported to blackwell, who can do that", ["Yifan Chen"]),
     ("need a lift to the airport tmrw, who can do that", [])],
)  # fmt: skip
def test_who_can_do_a_need_just_told(team: Engine, typed: str, names: list[str]) -> None:
    assert team.answer(typed).names == names


def test_anyone_who_gets_how_a_thing_works_is_asked_for() -> None:
    asked = "does anyone get how the new duty bands work, like a 13.5% red vs an 11% white"
    assert benchmark_engine("profiles-145").answer(asked).names == ["Ben Hargreaves"]


def test_a_lift_asked_after_ones_own_car_is_a_favour() -> None:
    asked = "my car's in the shop and i need a lift to the station at 6, who can do that"
    assert benchmark_engine("profiles-145").answer(asked).intent is Intent.NONE


@pytest.mark.parametrize(
    "typed",
    ["who's our birthday card specialist, need one for mei by friday",
     "does anyone get how the new coffee machine works, it just flashes red at me",
     "does anyone get how the new lockers work lol i locked my coat in there"],
)  # fmt: skip
def test_a_colleagues_name_or_an_office_thing_in_chatter_stays_chatter(
    team: Engine, typed: str
) -> None:
    assert team.answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    "typed",
    ["wei rewrote the whole triton backend in a weekend, who can do that",
     "need the quarterly report printed and signed, who can do that",
     "who can water the plants this week"],
)  # fmt: skip
def test_a_feat_an_errand_or_a_favour_before_who_can_stays_chatter(
    team: Engine, typed: str
) -> None:
    assert team.answer(typed).intent is Intent.NONE


def test_someone_who_gets_how_a_thing_is_said_not_asked_is_chatter() -> None:
    said = "finally someone gets how painful the month end close is"
    assert benchmark_engine("profiles-145").answer(said).intent is Intent.NONE


@pytest.mark.parametrize(
    ("asked", "names"),
    [("our as2 cert expires next week, who owns those connections", ["Agnieszka Wójcik"]),
     ("customer says the lager is flat, where do i log that complaint", ["Tariq Mansour"]),
     ("where do i file expense reports", []),
     ("anyone got a charger for a macbook", [])],
)  # fmt: skip
def test_a_coming_expiry_a_complaint_to_log_and_a_tool_asked_for_ask_for_someone(
    asked: str, names: list[str]
) -> None:
    assert benchmark_engine("profiles-145").answer(asked).names == names


@pytest.mark.parametrize(
    ("folder", "asked", "headline"),
    [("profiles-135", "top pick for a graphql question?", "2 people know graphql"),
     ("profiles-139", "how many people are in the team directory?", "9 profiles in all."),
     ("profiles-139", "how many are in the directory", "9 profiles in all.")],
)  # fmt: skip
def test_a_top_pick_and_the_directorys_size(folder: str, asked: str, headline: str) -> None:
    assert benchmark_engine(folder).answer(asked).headline == headline


def test_a_developer_the_longest_is_coding_the_longest(team: Engine) -> None:
    answer = team.answer("who's been a professional developer the longest")
    assert answer.headline == (
        "Zoë Van der Berg has the most: 20 years of coding · 15 people by years of coding,"
        " most first"
    )


@pytest.mark.parametrize(
    ("asked", "headline"),
    [("who's in the same team as mei", "1 person at ByteDance with Mei Lin"),
     ("who is in the berlin team", "2 people in Berlin")],
)  # fmt: skip
def test_in_a_team_is_on_it(team: Engine, asked: str, headline: str) -> None:
    assert team.answer(asked).headline == headline


@pytest.mark.parametrize(
    ("asked", "headline"),
    [("how many people are in the data team", "2 people know data"),
     ("who is in the database team", "1 person knows database"),
     ("how many people are in the team", "9 profiles in all.")],
)  # fmt: skip
def test_a_team_named_for_its_work_is_who_does_it(asked: str, headline: str) -> None:
    assert benchmark_engine("profiles-139").answer(asked).headline == headline


@pytest.mark.parametrize(
    ("asked", "names"),
    [("anyone with cryptography experience to review our signing scheme", ["Elena Petrova"]),
     ("anyone with cooking experience for the bake sale", [])],
)  # fmt: skip
def test_experience_typed_before_the_word_with_a_purpose_after_it(
    team: Engine, asked: str, names: list[str]
) -> None:
    assert team.answer(asked).names == names


@pytest.mark.parametrize(
    ("asked", "headline"),
    [("who is on the database team", "Nobody here knows database."),
     ("who is in the database team", "Nobody here knows database."),
     ("who is on the data team", "2 people know data")],
)  # fmt: skip
def test_a_team_nobody_works_in_is_no_one_so_called(asked: str, headline: str) -> None:
    answer = team_snapshot().engine.answer(asked, addressed=True)
    assert (answer.intent, answer.headline) == (Intent.SKILL, headline)


@pytest.mark.parametrize(
    ("asked", "headline", "names"),
    [("who knows distributed systems and python",
      "2 people mention distributed systems · know python", ["Mei Lin", "Priya Natarajan"]),
     ("who knows distributed systems and rust",
      "Nobody here mentions distributed systems and knows rust.", []),
     ("who knows swift and kotlin", "Nobody here knows swift.", [])],
)  # fmt: skip
def test_a_skill_nobody_lists_but_profiles_tell_of_joins_another(
    asked: str, headline: str, names: list[str]
) -> None:
    answer = team_snapshot().engine.answer(asked, addressed=True)
    assert (answer.headline, answer.names) == (headline, names)


@pytest.mark.parametrize(
    ("asked", "name"),
    [("what's elena's email", "Elena Petrova"), ("whats mei's contact info", "Mei Lin"),
     ("what is zoe's linkedin", "Zoë Van der Berg")],
)  # fmt: skip
def test_how_to_reach_someone_shows_their_profile(asked: str, name: str) -> None:
    answer = team_snapshot().engine.answer(asked)
    assert (answer.intent, answer.names) == (Intent.PROFILE, [name])


@pytest.mark.parametrize(
    ("asked", "headline", "names"),
    [("anyone ex-faang", "3 people at FAANG (3 in the past)",
      ["Daniel Kim", "Wei Zhao", "Samuel Okafor"]),
     ("anyone from faang in london", "2 people at FAANG · in London",
      ["Siobhán O'Neill", "Priya Natarajan"]),
     ("anyone worked at a startup", "3 people mention startup",
      ["Lukas Becker", "Daniel Kim", "José Núñez-García"])],
)  # fmt: skip
def test_a_kind_or_group_of_companies(asked: str, headline: str, names: list[str]) -> None:
    answer = team_snapshot().engine.answer(asked, addressed=True)
    assert (answer.headline, answer.names[:3]) == (headline, names)


@pytest.mark.parametrize(
    ("asked", "headline"),
    [("what's the most common skill here", "The team at a glance: 17 people"),
     ("what are the top skills on the team", "The team at a glance: 17 people"),
     ("what's our tech stack", "The team at a glance: 17 people"),
     ("which companies have people worked at", "Where the 17 people work")],
)  # fmt: skip
def test_the_team_s_common_skills_and_employers(asked: str, headline: str) -> None:
    assert team_snapshot().engine.answer(asked).headline == headline


@pytest.mark.parametrize(
    "asked", ["who can I ask about rust that's in europe", "who knows rust that's in europe"]
)
def test_that_s_in_a_place_is_where_they_are(asked: str) -> None:
    answer = team_snapshot().engine.answer(asked)
    assert (answer.headline, answer.names) == (
        "3 people know rust · in Europe", ["Siobhán O'Neill", "Lukas Becker", "Elena Petrova"]
    )


@pytest.mark.parametrize(
    "asked",
    ["who contributed the most", "who's the most active on github",
     "who's the biggest open source contributor"],
)  # fmt: skip
def test_who_contributed_the_most_ranks_contributions(asked: str) -> None:
    answer = team_snapshot().engine.answer(asked)
    assert answer.headline.startswith("Siobhán O'Neill has the most: 21 contributions")


@pytest.mark.parametrize(
    ("asked", "headline"),
    [("i need a hand with llvm, anyone?", "3 people know llvm"),
     ("anyone able to lend a hand with triton", "5 people know triton")],
)  # fmt: skip
def test_a_hand_with_a_skill_is_help_with_it(asked: str, headline: str) -> None:
    assert team_snapshot().engine.answer(asked).headline == headline


def test_a_hand_with_the_office_s_things_is_chatter() -> None:
    assert team_snapshot().engine.answer("need a hand with the boxes").intent is Intent.NONE


def test_an_internship_on_a_company_s_team_is_working_there() -> None:
    answer = benchmark_engine("profiles-149").answer("who's worked at google")
    assert answer.names == ["Tomasz Wiśniewski", "Haruto Nakamura"]


@pytest.mark.parametrize("asked", ["anyone from IIIT bangalore", "who went to iiit bangalore"])
def test_a_school_by_its_initials_and_its_town(asked: str) -> None:
    answer = benchmark_engine("profiles-149").answer(asked)
    assert (answer.headline, answer.names) == (
        "1 person who studied at International Institute of Information Technology Bangalore",
        ["Priya Raghunathan"],
    )


@pytest.mark.parametrize(
    "typed",
    ["thanks folks, that fixed it 🙏", "cheers team, all sorted", "who's ready for the weekend?!",
     "anyone looking forward to the hackathon",
     "mei, do you know who has the keys to the server room?"],
)  # fmt: skip
def test_thanks_plans_and_a_colleague_s_errand_are_chatter(typed: str) -> None:
    assert team_snapshot().engine.answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("mei, do you know who knows rust?", "5 people know rust"),
     ("show me everyone you've got profiles for", "Everyone: 17 people")],
)  # fmt: skip
def test_a_question_asked_through_a_colleague_or_of_the_bot(typed: str, headline: str) -> None:
    assert team_snapshot().engine.answer(typed).headline == headline


def test_whether_someone_is_around_then_a_question_about_them() -> None:
    answer = benchmark_engine("profiles-149").answer("is oluwasen adeyemi around? what's his stack")
    assert (answer.intent, answer.names) == (Intent.PROFILE, ["Oluwaseun Adeyemi"])
    assert team_snapshot().engine.answer("is mei around? wanted to sync").intent is Intent.NONE


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("which folks do i need for the triton work", "5 people know triton"),
     ("which people do we have", "Everyone: 17 people")],
)  # fmt: skip
def test_the_people_a_piece_of_work_needs_are_not_everyone(typed: str, headline: str) -> None:
    assert team_snapshot().engine.answer(typed).headline == headline


def test_the_people_needed_after_a_tale_are_asked_for() -> None:
    answer = benchmark_engine("profiles-149").answer(
        "if a tutor no-shows the learner should automatically get the lesson refunded. which"
        " folks do i need for that"
    )
    assert (answer.intent, sorted(answer.names)) == (
        Intent.SKILL, ["Juan Pablo Restrepo", "Oluwaseun Adeyemi"]
    )


@pytest.mark.parametrize(
    ("data", "typed", "headline", "name"),
    [("profiles-149", "thinking about the home feed, who's got ranking experience",
      "1 person mentions ranking", "Amira Haddad"),
     ("profiles-74", "a partner wants to strap our nodes onto buoys in the fjord, anyone got"
      " marine experience", "1 person mentions marine", "Ingrid Solberg")],
)  # fmt: skip
def test_experience_asked_after_a_tale_is_the_question(
    data: str, typed: str, headline: str, name: str
) -> None:
    answer = benchmark_engine(data).answer(typed)
    assert (answer.headline, answer.names) == (headline, [name])


def test_the_background_for_what_was_just_told_is_asked() -> None:
    answer = benchmark_engine("profiles-149").answer(
        "we wanna ditch the fixed review intervals for something based on forgetting curves, who"
        " has the background for that"
    )
    assert answer.names == ["Sébastien Lefèvre"]


@pytest.mark.parametrize(
    "typed", ["lol who has the energy for that", "anyone got time for a quick call"]
)
def test_who_has_the_energy_or_time_is_chatter(typed: str) -> None:
    assert team_snapshot().engine.answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("who can mentor a junior on react", "2 people know react"),
     ("anyone able to coach our interns on rust", "5 people know rust"),
     ("who here has shipped something in rust to production", "5 people know rust")],
)  # fmt: skip
def test_who_can_teach_a_skill_or_has_shipped_it_knows_it(typed: str, headline: str) -> None:
    assert team_snapshot().engine.answer(typed).headline == headline


@pytest.mark.parametrize("typed", ["who's worst at python", "who's the weakest at python"])
def test_the_weakest_at_a_skill_reads_its_ranking_from_the_bottom(typed: str) -> None:
    answer = team_snapshot().engine.answer(typed)
    assert (answer.headline, answer.names[:3]) == (
        "10 people know python, weakest first", ["Samuel Okafor", "Emily Carter", "Arjun Raghavan"]
    )
    best = team_snapshot().engine.answer("who's the best at python")
    assert best.names[::-1] == answer.names


def test_a_short_form_of_several_words_is_read_in_full_for_meaning() -> None:
    answer = benchmark_engine("profiles-140").answer(
        "e2e tests on the portal are flaky again, failing on the delivery history page. who"
        " maintains those"
    )
    assert answer.names == ["Élodie Marchetti-Roux"]


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("who can explain attention kernels to me", "2 people mention attention kernels"),
     ("who can teach me cuda", "5 people know cuda"),
     ("can someone explain fp8 training to me", "1 person mentions fp8 training")],
)  # fmt: skip
def test_who_can_explain_a_thing_is_who_can_help_with_it(typed: str, headline: str) -> None:
    assert team_snapshot().engine.answer(typed).headline == headline


@pytest.mark.parametrize(
    "typed", ["who can teach me some chords", "somebody can explain me why the docker image is 4gb?"]
)
def test_who_can_explain_why_or_teach_a_pastime_is_chatter(typed: str) -> None:
    assert team_snapshot().engine.answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    "typed",
    ["who's new here", "who's the new guy", "who is new on the team", "who's online",
     "who's in charge"],
)  # fmt: skip
def test_the_day_s_comings_and_goings_are_chatter(typed: str) -> None:
    assert team_snapshot().engine.answer(typed).intent is Intent.NONE


def test_who_is_in_charge_of_a_thing_is_still_asked() -> None:
    answer = team_snapshot().engine.answer("who's in charge of the gpu cluster")
    assert answer.headline == "2 people mention gpu cluster"


@pytest.mark.parametrize(
    ("typed", "first"),
    [("who started coding most recently", "Emily Carter"),
     ("who started coding first", "Zoë Van der Berg")],
)  # fmt: skip
def test_who_started_coding_first_or_last_ranks_years(typed: str, first: str) -> None:
    answer = team_snapshot().engine.answer(typed)
    assert (answer.intent, answer.names[0]) == (Intent.EXPERIENCE, first)


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("who got their degree in china", "6 people who studied at a school in China"),
     ("who got their degree in physics", "1 person who studied Engineering Physics"),
     ("who is still in school", "1 person mentions student"),
     ("anyone still at uni", "1 person mentions student")],
)  # fmt: skip
def test_a_degree_in_a_country_and_someone_still_in_school(typed: str, headline: str) -> None:
    assert team_snapshot().engine.answer(typed).headline == headline


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("where has daniel worked",
      "Daniel Kim works at Quillstack (Co-founder & CTO at Quillstack); before: Google, Heroku."),
     ("is wei senior?", "Wei Zhao has 12 years of coding experience and 6 years of employment."),
     ("is emily junior", "Emily Carter has 1 year of coding experience.")],
)  # fmt: skip
def test_where_someone_has_worked_and_whether_they_are_senior(typed: str, headline: str) -> None:
    assert team_snapshot().engine.answer(typed).headline == headline


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("anyone in pst", "3 people in the US West Coast"),
     ("anyone on uk time", "2 people in the United Kingdom"),
     ("who lives near seattle", "1 person in Seattle")],
)  # fmt: skip
def test_a_time_zone_or_a_place_someone_is_near(typed: str, headline: str) -> None:
    assert team_snapshot().engine.answer(typed).headline == headline


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("who's decent at python", "10 people know python"),
     ("anyone confident in cuda", "5 people know cuda"),
     ("anybody around who's decent at c++?", "7 people know c++")],
)  # fmt: skip
def test_how_well_someone_knows_a_skill_is_asked_of_the_skill(typed: str, headline: str) -> None:
    assert team_snapshot().engine.answer(typed).headline == headline


@pytest.mark.parametrize(
    "typed", ["anyone working on the slides for friday?", "anyone know the score of the match"]
)
def test_a_task_due_soon_and_the_day_s_games_are_chatter(typed: str) -> None:
    assert team_snapshot().engine.answer(typed).intent is Intent.NONE


def test_who_is_working_on_a_thing_of_work_is_still_asked() -> None:
    answer = team_snapshot().engine.answer("anyone working on the triton kernels")
    assert answer.headline == "5 people mention triton kernels"


@pytest.mark.parametrize(
    "typed",
    ["who is closest to done?", "who's closest to retirement?", "is wei ok? how is he doing",
     "is mei back? did she get the job at google?",
     "anyone familiar with the new expense policy?"],
)  # fmt: skip
def test_remarks_near_the_new_readings_stay_chatter(typed: str) -> None:
    assert team_snapshot().engine.answer(typed).intent is Intent.NONE


def test_the_weakest_few_at_a_skill() -> None:
    answer = team_snapshot().engine.answer("who are the 3 weakest at python")
    assert (answer.headline, answer.names) == (
        "3 people know python, weakest first", ["Samuel Okafor", "Emily Carter", "Arjun Raghavan"]
    )


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [("who knows python, cuda and distributed systems",
      "1 person knows python · knows cuda · mentions distributed systems", ["Mei Lin"]),
     ("who knows rust, python and distributed systems",
      "Nobody here knows rust and knows python and mentions distributed systems.", [])],
)  # fmt: skip
def test_a_list_of_skills_one_of_them_in_the_profiles_words_meets_them_all(
    typed: str, headline: str, names: list[str]
) -> None:
    answer = team_snapshot().engine.answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


@pytest.mark.parametrize("typed", ["who works at monday.com?", "anyone here work at monday.com"])
def test_a_company_named_for_a_day_is_the_company(typed: str) -> None:
    engine = Engine(Directory([
        Profile(id="l", name="Lukas Becker", company="Monday.com", headline="Engineer at Monday.com"),
        Profile(id="m", name="Mei Lin", company="ByteDance"),
    ]))  # fmt: skip
    answer = engine.answer(typed)
    assert (answer.intent, answer.names) == (Intent.COMPANY, ["Lukas Becker"])


def test_a_group_of_companies_nobody_here_was_at_is_a_miss_of_it() -> None:
    answer = load_snapshot(ROOT / "data" / "profiles", cache=False).engine.answer("anyone ex-faang?")
    assert (answer.intent, answer.headline) == (
        Intent.COMPANY, "Nobody here works or worked at FAANG."
    )
