"""Questions over a food-delivery platform's engineers asked as in a busy channel (Spanish and
French among them), an insurer's engineers asked of in an incident, and a transport
authority's engineers asked in everyday phrasing."""

from __future__ import annotations

import pytest

from bot.answers.model import Intent
from tests.conftest import benchmark_engine

DELIVERY = "profiles-168"
TRANSIT = "profiles-170"


@pytest.mark.parametrize(
    ("typed", "intent", "names"),
    [("où est basée inês ?", Intent.PLACE, ["Inês Carvalho"]),
     ("quelqu'un à lyon ?", Intent.PLACE, ["Élodie Marchand"]),
     ("qui habite en espagne", Intent.PLACE, ["Marta Sánchez-Vidal"]),
     ("qui a bossé chez rappi ?", Intent.COMPANY, ["Daniela Ortiz Mejía"]),
     ("que fait élodie ?", Intent.PROFILE, ["Élodie Marchand"]),
     ("quelqu'un s'y connaît en kafka ?", Intent.SKILL,
      ["Jonas Weißenberg", "Marta Kowalczyk", "Élodie Marchand"]),
     ("qui connait python mais pas java", Intent.SKILL,
      ["Venkatesh Raghunathan", "Kwame Asante", "Marta Kowalczyk"]),
     ("alguien de la UNAM?", Intent.SCHOOL, ["Daniela Ortiz Mejía"])],
)  # fmt: skip
def test_asked_in_french_and_spanish(typed: str, intent: Intent, names: list[str]) -> None:
    answer = benchmark_engine(DELIVERY).answer(typed)
    assert (answer.intent, answer.names) == (intent, names)


def test_a_french_elision_keeps_the_name_after_it() -> None:
    answer = benchmark_engine(DELIVERY).answer("est-ce qu'élodie connaît kafka ?")
    assert answer.headline == "Yes: Élodie Marchand knows kafka (scored 6 of 10)."


def test_the_whole_team_asked_for_in_french() -> None:
    assert benchmark_engine(DELIVERY).answer("montre-moi toute l'équipe stp").headline == (
        "Everyone: 9 people"
    )


@pytest.mark.parametrize(
    "typed",
    ["quelqu'un a faim ?", "qui est dans la salle 3 ?", "quelqu'un a vu mes clés ?",
     "qui vient manger ce midi ?", "alguien de ustedes vio mis llaves?"],
)  # fmt: skip
def test_french_and_spanish_chatter_stays_unanswered(typed: str) -> None:
    assert benchmark_engine(DELIVERY).answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    "typed",
    ["can i get everyone's name + role? new here 👋", "who does what here",
     "name and role of everyone pls"],
)  # fmt: skip
def test_everyone_with_what_they_do(typed: str) -> None:
    assert benchmark_engine(DELIVERY).answer(typed).headline == "Everyone: 9 people"


def test_help_with_a_skill_asked_before_the_trouble() -> None:
    answer = benchmark_engine(DELIVERY).answer(
        "terraform help pls, plan wants to destroy the prod bucket 😅"
    )
    assert (answer.intent, answer.names) == (Intent.SKILL, ["Jonas Weißenberg", "Élodie Marchand"])


def test_help_for_the_bot_is_its_help() -> None:
    answer = benchmark_engine(DELIVERY).answer("bot help pls, new here and no idea what ur for")
    assert answer.intent is Intent.HELP


def test_an_exception_said_again_in_brackets() -> None:
    answer = benchmark_engine(DELIVERY).answer(
        "who knows python but isn't an ML person (no machine-learning on their profile)"
    )
    assert answer.names == ["Kwame Asante", "Jonas Weißenberg", "Marta Kowalczyk"]


@pytest.mark.parametrize(
    ("typed", "names"),
    [("drivers complaining the app boots them out in the middle of a shift, anyone own the"
      " courier android thing?", ["Tiago Gonçalves"]),
     ("customer in the support queue is furious: app said 25 min, food showed up after 70."
      " who's behind the arrival times we show before they pay?", ["Venkatesh Raghunathan"]),
     ("promo applied, discount shows in the basket, but the card got charged the full amount."
      " whose bug is that?", ["Élodie Marchand"])],
)  # fmt: skip
def test_trouble_then_who_owns_it(typed: str, names: list[str]) -> None:
    answer = benchmark_engine(DELIVERY).answer(typed)
    assert answer.names == names


def test_a_card_named_visa_is_no_office_errand() -> None:
    answer = benchmark_engine(TRANSIT).answer(
        "customer on the phone says she got charged 3x for one bus ride on her visa card, who"
        " handles that"
    )
    assert answer.names == ["Inès Moreau-Lefèvre"]


@pytest.mark.parametrize(
    ("typed", "intent", "names", "headline"),
    [("who studied maths", Intent.SCHOOL, ["Aleksandr Petrov", "Niamh O'Callaghan"],
      "2 people who studied mathematics"),
     ("anyone contributed to anything from MobilityData", Intent.REPO,
      ["Niamh O'Callaghan", "Mai Nguyen"], "2 people contributed to MobilityData's repositories")],
)  # fmt: skip
def test_fields_and_owners_in_other_words(
    typed: str, intent: Intent, names: list[str], headline: str
) -> None:
    answer = benchmark_engine(TRANSIT).answer(typed)
    assert (answer.intent, answer.names, answer.headline) == (intent, names, headline)

