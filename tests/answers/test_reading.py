"""Reading a message into a Question, once."""

from __future__ import annotations

import pytest

from bot.answers.reading import Clause, Question, read


@pytest.mark.parametrize(
    ("message", "question"),
    [
        ("!who knows triton", Question("who knows triton", True, "constraints",
                                       clauses=[Clause("skill", "triton", "who knows", "triton")],
                                       question_like=True)),
        ("who has a master's degree?", Question("who has a masters degree", False, "constraints",
                                                degree="master", question_like=True)),
        ("anyone with phds", Question("anyone with phds", False, "constraints", degree="phd",
                                      question_like=True)),
        ("compare chenggang and chaofan", Question("compare chenggang and chaofan", False,
                                                   "compare", names=["chenggang", "chaofan"],
                                                   question_like=True)),
        ("morning all", Question("morning all", False, "bare", names=["morning all"])),
    ],
)  # fmt: skip
def test_a_message_is_read_into_structure(message: str, question: Question) -> None:
    assert read(message) == question


def test_a_mention_or_command_is_owed_an_answer() -> None:
    assert read("where is mei", addressed=True).addressed is True
    assert read("where is mei").addressed is False
