"""Reactions, remarks and plans that look like the new readings stay unanswered; apologies
after a question are no corrections, and a correction replaces what the question asked of."""

from __future__ import annotations

import pytest

from bot.answers.model import Intent
from tests.conftest import benchmark_engine


@pytest.mark.parametrize(
    ("folder", "typed"),
    [("profiles-33", t) for t in (
        "kafka 😩", "terraform 😭", "kafka lol", "lol python", "haha rust", "amazon lol",
        "so, amazon", "right, kafka", "london!", "berlin 🍺", "hmm london", "go!", "ok, go",
        "data", "design", "mobile", "cloud", "spring!", "swift!", "server",
        "the new office is freezing, anyone near there?", "the main branch is broken, who's there?",
        "the fire alarm is going off in building b, who's there?",
        "the outage was in us-east-1, anyone there?",
        "the python meetup is in berlin, is anyone here an alum?",
        "my manager wants to know if anyone is coming to the party",
        "a candidate asked what stack we use", "a candidate asked what we use for monitoring",
        "the amazon contractors are here", "any amazon contractors left on the project?",
        "who spent time at the hospital", "anyone spent time at the beach this summer?",
        "who watched the sequel?", "aoife studied at the library all day, true?",
        "who's built different at the gym", "xp on call?", "anyone xp with coffee machines?")]
    + [("profiles-34", t) for t in (
        "o joao esta no medico", "la lucia esta en reunion", "quienes estan en el bar?",
        "quien anda por ahi?", "ex novio", "hay ex jefe?", "camila esta en cancun")],
)  # fmt: skip
def test_reactions_remarks_and_plans_stay_unanswered(folder: str, typed: str) -> None:
    assert benchmark_engine(folder).answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    ("folder", "typed", "headline"),
    [("profiles-33", "anyone in london? sorry, go ahead", "1 person in London"),
     ("profiles-33", "who knows react? sorry, go on", "4 people know react"),
     ("profiles-33", "who knows python? sorry, data question", "3 people know python"),
     ("profiles-33", "who knows react native? no, flutter", "1 person knows flutter"),
     ("profiles-34", "who's in sao paulo? no wait, i meant madrid", "2 people in Madrid"),
     ("profiles-34", "who's at tucano pay? sorry, globant",
      "1 person at Globant (1 more in the past)"),
     ("profiles-34", "algun ex de nubank?", "2 people at Nubank (2 in the past)"),
     ("profiles-34", "algun ex google por aca?", "Nobody here works or worked at Google."),
     ("profiles-114", "quien sabe c o r?", "2 people know c or r"),
     ("profiles-34", "quien estuvo en buenos aires?", "1 person in Buenos Aires"),
     ("profiles-190", "quien estuvo en globant? tengo una duda de su proceso de entrevistas",
      "1 person at Globant (1 in the past)"),
     ("profiles-33", "if we opened a tokyo office, who's already there?", "1 person in Tokyo"),
     ("profiles-33", "kit is hosting a meetup, is anyone here an alum?",
      "1 person who studied at Karlsruhe Institute of Technology")],
)
def test_what_was_asked_survives_an_apology_and_a_correction_replaces_it(
    folder: str, typed: str, headline: str
) -> None:
    assert benchmark_engine(folder).answer(typed).headline == headline
