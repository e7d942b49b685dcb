"""What a request describes in everyday words is compared in the trade's terms too
(data/vocab/described.json): a profile says what its person does the way the trade says it."""

from __future__ import annotations

import pytest

from bot.answers.model import Intent
from bot.search.described import trade_terms
from tests.conftest import benchmark_engine

CLOSEST = "1 person comes closest to what you describe (no profile says it in those words)"


@pytest.mark.parametrize(
    ("typed", "terms"),
    [("our aws bill doubled last month", ["finops", "cloud", "cost"]),
     ("please wipe everything we hold on them", ["gdpr", "erasure", "data",
                                                         "deletion", "privacy"]),
     ("who sets how much downtime each service is allowed to have", ["slo", "sla", "error",
                                                                    "budget"]),
     ("2fa codes not arriving for some users", ["mfa", "two", "factor", "otp",
                                                "authentication"]),
     ("who's the go-to for the old green screen system", ["mainframe", "cobol", "legacy"]),
     ("the cert on the tracking api expires next week", ["tls", "certificates", "https"]),
     ("a couple of accounts farming streams", ["fraud", "detection"]),
     ("who knows kubernetes", []),
     ("my screen is green", [])],
)  # fmt: skip
def test_everyday_words_are_given_the_trades_terms(typed: str, terms: list[str]) -> None:
    assert trade_terms(typed) == terms


@pytest.mark.parametrize(
    ("data", "typed", "name"),
    [("profiles-70", "who sets how much downtime each service is allowed to have",
      "Lukas Brandt"),
     ("profiles-82", "a customer wants everything we hold on them wiped, who handles right to be"
      " forgotten", "Ciarán Byrne"),
     ("profiles-89", "who's the go-to for the old green screen system", "Paweł Zieliński"),
     ("profiles-102", "where do we keep service passwords and api keys, who set that up",
      "Aoife Ní Bhriain"),
     ("profiles-104", "big grower wants their staff to log in with azure ad, who sets up sso",
      "Eoghan O'Sullivan"),
     ("profiles-120", "board deck needs no-show rate per clinic for last quarter, who can pull"
      " that", "Aoife Brennan")],
)  # fmt: skip
def test_a_request_in_everyday_words_names_whose_profile_says_it_in_the_trades(
    data: str, typed: str, name: str
) -> None:
    answer = benchmark_engine(data).answer(typed)
    assert (answer.headline, answer.names) == (CLOSEST, [name])


@pytest.mark.parametrize(
    ("data", "typed"),
    [("profiles-66", "the geofence for the waalhaven depot looks off on the map"),
     ("profiles-78", "can someone from data send me last month's chargeback numbers"),
     ("profiles-120", "ugh flaky test in the booking suite again, rerunning")],
)  # fmt: skip
def test_trouble_only_told_is_not_widened_into_a_request(data: str, typed: str) -> None:
    assert benchmark_engine(data).answer(typed).intent is Intent.NONE


def test_only_as_much_of_a_message_as_the_reading_reads_is_looked_at() -> None:
    pasted = "lorem ipsum " * 30
    assert trade_terms("our aws bill doubled " + pasted) == ["finops", "cloud", "cost"]
    assert trade_terms(pasted + "our aws bill doubled") == []
