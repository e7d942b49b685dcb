"""Questions over a property portal's engineers, a broadcaster's streaming engineers asked in
messages that also talk to colleagues, and a chip company's verification engineers asked
tersely."""

from __future__ import annotations

import pytest

from bot.answers.model import Intent
from tests.conftest import benchmark_engine

BROADCAST = "profiles-196"
CHIPS = "profiles-197"


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("lunch was great btw 🍜 — any webvtt people around? got a weird cue positioning issue",
      "2 people know webvtt"),
     ("thx for covering on-call @sanna 🙏 any varnish-cache contributors around?",
      "1 person contributed to varnishcache/varnish-cache"),
     ("how many people know python? trying to decide if the new tooling should be python or go",
      "5 people know python"),
     ("how many of us are in germany? deciding whether to do the offsite in berlin",
      "2 people in Germany"),
     ("dailymotion are doing a talk next week, did anyone used to work there?",
      "1 person at Dailymotion (1 in the past)"),
     ("anyone go to METU? (middle east technical in ankara)",
      "1 person who studied at Orta Doğu Teknik Üniversitesi")],
)
def test_a_question_among_words_to_colleagues(typed: str, headline: str) -> None:
    assert benchmark_engine(BROADCAST).answer(typed).headline == headline


@pytest.mark.parametrize("typed", ["the build is broken btw", "lunch is ready btw"])
def test_a_remark_with_btw_stays_unanswered(typed: str) -> None:
    assert benchmark_engine(BROADCAST).answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("anyone in the EU with both TCL and Python",
      "3 people in the European Union · know tcl · know python"),
     ("who's physically in the EU?", "4 people in the European Union"),
     ("anyone worked at STMicro? need intros in crolles",
      "1 person at STMicroelectronics (1 in the past)"),
     ("TF-A contributors? (ARM-software/arm-trusted-firmware)",
      "1 person contributed to ARM-software/arm-trusted-firmware")],
)
def test_terse_questions_of_senior_engineers(typed: str, headline: str) -> None:
    assert benchmark_engine(CHIPS).answer(typed).headline == headline


@pytest.mark.parametrize(
    ("folder", "typed", "headline"),
    [("profiles-195", "anyone ex immoscout24?", "1 person at ImmobilienScout24 (1 in the past)"),
     ("profiles-190", "alguien de uniandes?", "1 person who studied at Universidad de los Andes")],
)
def test_companies_and_schools_by_their_short_names(folder: str, typed: str, headline: str) -> None:
    assert benchmark_engine(folder).answer(typed).headline == headline


@pytest.mark.parametrize("typed", ["anyone ex military?", "ex-8200 folks?", "any ex-pat folks around"])
def test_ex_and_a_word_of_the_language_is_no_company(typed: str) -> None:
    assert benchmark_engine("profiles-195").answer(typed).intent is Intent.NONE
