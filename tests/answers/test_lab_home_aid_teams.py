"""Questions over an AI lab's infrastructure engineers, a smart-home maker's engineers and a
humanitarian organisation's field-technology team, as colleagues type them: the name someone
goes by, stack overflow asked with `any`, skills named before help is asked, repositories
by a dotted name, newer languages, employers whose names hold `of the`, and schools by the
words people use for them."""

from __future__ import annotations

import pytest

from bot.answers.model import Intent
from bot.search.employers import past_employers
from tests.conftest import benchmark_engine

LAB = "profiles-156"
HOME = "profiles-157"
AID = "profiles-158"


@pytest.mark.parametrize(
    ("typed", "intent", "headline"),
    [("what does harry do", Intent.PROFILE,
      "Haoran Wu: Model Optimization Engineer at Halcyon AI; focus: tensorrt, quantization, cuda."),
     ("does jun-ho have any stack overflow rep", Intent.PROFILE,
      "Jun-ho Park has 845 Stack Overflow reputation, 31 answers and 9 questions."),
     ("anyone contributed to llama.cpp", Intent.REPO, "Nobody here contributed to llama.cpp."),
     ("does anyone know mojo?", Intent.SKILL, "Nobody here knows mojo.")],
)  # fmt: skip
def test_the_lab_is_answered_as_asked(typed: str, intent: Intent, headline: str) -> None:
    answer = benchmark_engine(LAB).answer(typed)
    assert (answer.intent, answer.headline) == (intent, headline)


def test_the_most_repositories_on_github_ranks_everyone_by_contributions() -> None:
    answer = benchmark_engine(LAB).answer("who's contributed to the most repos on github")
    assert answer.names[0] == "Mingyuan Li"
    assert answer.headline.startswith("Mingyuan Li has the most: 11 contributions")


def test_skills_named_before_help_is_asked_are_who_knows_them() -> None:
    answer = benchmark_engine(LAB).answer("rust or go, who can help w/ a small cli tool")
    assert (answer.intent, answer.headline) == (Intent.SKILL, "5 people know rust or go")


def test_an_employer_whose_name_holds_of_the_is_read_whole() -> None:
    summary = ("She spent five years at the International Committee of the Red Cross (ICRC) on"
               " its restoring family links data, and was previously at Capgemini.")
    assert past_employers(summary, "Meridian Aid") == [
        "International Committee of the Red Cross (ICRC)", "Capgemini"
    ]
    for typed in ("who worked at the red cross", "who worked at icrc"):
        assert benchmark_engine(AID).answer(typed).names == ["Margaux Lefèvre"]


@pytest.mark.parametrize(
    ("typed", "person"),
    [("who studied at la politécnica de madrid", "Joaquín Herrera-Ruiz"),
     ("anyone go to wroclaw tech?", "Kateryna Kovalenko")],
)  # fmt: skip
def test_a_school_is_found_by_the_words_people_use_for_it(typed: str, person: str) -> None:
    answer = benchmark_engine(HOME).answer(typed)
    assert (answer.intent, answer.names) == (Intent.SCHOOL, [person])
