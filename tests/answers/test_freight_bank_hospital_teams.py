"""Questions over a freight marketplace's engineers asked in haste and in other languages, a
digital bank's engineers asked at length and of the bot by name, and a hospital's research
software team asked in full, polite sentences and commands."""

from __future__ import annotations

import pytest

from bot.answers.model import Intent
from tests.conftest import benchmark_engine

FREIGHT = "profiles-159"
BANK = "profiles-160"
HOSPITAL = "profiles-161"


@pytest.mark.parametrize(
    ("folder", "typed"),
    [(HOSPITAL, "Good morning, everyone!"), (BANK, "hi all 👋"), (FREIGHT, "morning ☀️")],
)  # fmt: skip
def test_a_greeting_to_everyone_stays_unanswered(folder: str, typed: str) -> None:
    assert benchmark_engine(folder).answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    ("folder", "typed", "intent", "names"),
    [(FREIGHT, "wer kann hier scala?", Intent.SKILL, ["Tomasz Wiśniewski"]),
     (FREIGHT, "alguien en colombia?", Intent.PLACE, ["Sofía Restrepo-Gómez"]),
     (FREIGHT, "tem alguém in portugal? ppl there?", Intent.PLACE, ["Ana Lúcia Ferreira"]),
     (FREIGHT, "anyone worked at convoy before it shut down?", Intent.COMPANY,
      ["Rachel Kowalczyk"]),
     (FREIGHT, "who was at google before", Intent.COMPANY, ["Tomasz Wiśniewski"]),
     (FREIGHT, "who did uni in porto", Intent.SCHOOL, ["Ana Lúcia Ferreira"]),
     (FREIGHT, "who studied at cvut", Intent.SCHOOL, ["Lukas Novák"]),
     (FREIGHT, "mei-ling SO rep?", Intent.PROFILE, ["Mei-Ling Tsai"]),
     (FREIGHT, "what has mei-ling contributed on github", Intent.REPO, ["Mei-Ling Tsai"])],
)  # fmt: skip
def test_a_question_asked_in_haste_or_another_language(
    folder: str, typed: str, intent: Intent, names: list[str]
) -> None:
    answer = benchmark_engine(folder).answer(typed)
    assert (answer.intent, answer.names) == (intent, names)


def test_everyone_and_a_bound_said_after_its_figure() -> None:
    engine = benchmark_engine(FREIGHT)
    assert engine.answer("list every1 names pls").headline == "Everyone: 9 people"
    answer = engine.answer("list everyone w/ SO rep over 1k")
    assert answer.headline == "4 people with more than 1000 Stack Overflow reputation"


@pytest.mark.parametrize(
    ("typed", "intent", "names"),
    [("new joiner here 👋 where is paco based these days? want to set up a call in his"
      " timezone", Intent.PLACE, ["Francisco Ramírez Ortega"]),
     ("bot, was anyone at sibs? multibanco integration question, super niche", Intent.COMPANY,
      ["Duarte Almeida"]),
     ("who's in são paulo state? the office there wants a headcount (campinas counts)",
      Intent.PLACE, ["Rafael Monteiro", "Lucas Nakamura"]),
     ("@bot who's more senior, duarte or tiago? need a tiebreaker on a design debate 😅",
      Intent.COMPARE, ["Duarte Almeida", "Tiago Carvalho"])],
)  # fmt: skip
def test_a_question_asked_before_what_it_is_for(
    typed: str, intent: Intent, names: list[str]
) -> None:
    answer = benchmark_engine(BANK).answer(typed)
    assert (answer.intent, answer.names) == (intent, names)


def test_the_bot_called_by_name_says_nobody_was_at_a_company() -> None:
    answer = benchmark_engine(BANK).answer("bot, was anyone at stripe?")
    assert (answer.intent, answer.headline) == (
        Intent.COMPANY, "Nobody here works or worked at Stripe."
    )


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("!profile PJ", "Pieter-Jan de Vries"),
     ("How long has PJ been coding?",
      "Pieter-Jan de Vries has 11 years of coding experience and 10 years of employment."),
     ("Could you tell me which repositories PJ has contributed to?",
      "Pieter-Jan de Vries has 6 contributions; the profile lists 3 repositories."),
     ("Could you compare PJ and Grace on FHIR?",
      "At fhir: Grace Okonkwo (fhir 10/10) is ahead of Pieter-Jan de Vries (fhir 9/10)."),
     ("Could you tell me whether anyone lives near Lyon?", "1 person in Lyon"),
     ("I would like to see a list of all the developers.", "Everyone: 9 people"),
     ("Who has ten or more years of coding experience?",
      "5 people with at least 10 years of coding"),
     ("Who knows Java but does not know Docker?", "1 person knows java · except docker")],
)  # fmt: skip
def test_a_polite_question_is_the_question(typed: str, headline: str) -> None:
    assert benchmark_engine(HOSPITAL).answer(typed).headline == headline


def test_the_three_with_the_most_years_are_the_top_three() -> None:
    answer = benchmark_engine(HOSPITAL).answer(
        "Who are the three people with the most years of coding experience?"
    )
    assert answer.names == ["Moritz Achterberg", "Daniel Moreau", "Jonas Weißenborn"]


def test_a_field_of_study_named_in_german_is_found_in_english() -> None:
    answer = benchmark_engine(HOSPITAL).answer("who studied medical informatics")
    assert sorted(answer.names) == ["Moritz Achterberg", "Pieter-Jan de Vries"]
