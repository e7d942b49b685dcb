"""Messages read again as who knows a thing: its experience typed before the word, and its
keeper asked for as if by name."""

from __future__ import annotations

import pytest

from bot.answers.who_knows_a_thing import experience_asked, keeper_asked


@pytest.mark.parametrize(
    ("message", "asked"),
    [("anyone with twilio experience", "anyone with experience in twilio"),
     ("anybody here with zapier knowledge?", "anybody here with experience in zapier"),
     ("anyone with relevant experience", None),
     ("anyone with cooking experience", None),
     ("anybody with moving house experience", None),
     ("anyone with twilio experience, my flat needs a new boiler", None)],
)  # fmt: skip
def test_experience_typed_before_the_word(message: str, asked: str | None) -> None:
    assert experience_asked(message) == asked


@pytest.mark.parametrize(
    ("name", "asked"),
    [("salesforce admin", "who knows salesforce"),
     ("new jira admin", "who knows jira"),
     ("go-to aws expert", "who knows aws"),
     ("sys admin", None),
     ("office admin", None),
     ("mei lin", None)],
)  # fmt: skip
def test_a_keeper_asked_for_as_if_by_name(name: str, asked: str | None) -> None:
    assert keeper_asked(name) == asked
