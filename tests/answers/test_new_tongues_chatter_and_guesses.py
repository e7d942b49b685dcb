"""What the readings of other languages, guesses and typed commands must leave alone: chatter
in those languages and in English that looks like their questions, and long runs of guesses
and endings."""

from __future__ import annotations

import pytest

from tests.conftest import benchmark_engine


@pytest.mark.parametrize(
    ("folder", "typed"),
    [("profiles-212", "excellent work kim"), ("profiles-212", "listen kim, we need to talk"),
     ("profiles-212", "mate kim"), ("profiles-212", "burada kim var"),
     ("profiles-212", "mutlu olan var mı"), ("profiles-212", "eski sevgilisi kim"),
     ("profiles-215", "кто в курсе?"), ("profiles-215", "кто у нас новенький?"),
     ("profiles-215", "кто работал в субботу?"), ("profiles-215", "кто из них?"),
     ("profiles-206", "kto u was?"), ("profiles-217", "ada orang di sini?"),
     ("profiles-217", "có ai ở đây không?"), ("profiles-217", "tối nay làm gì?"),
     ("profiles-217", "mày ở đâu"), ("profiles-217", "kopi?"), ("profiles-217", "kopi lah"),
     ("profiles-214", "sino nasa labas?"), ("profiles-214", "may galing talaga"),
     ("profiles-213", "mehmet's exhausted"), ("profiles-213", "léa's from the future lol"),
     ("profiles-213", "daniel, i think"), ("profiles-213", "nobody went to the party"),
     ("profiles-213", "no one is in berlin this week"),
     ("profiles-213", "is daniel the one who does the dishes?"),
     ("profiles-213", "great demo today, that's mehmet's project right?"),
     ("profiles-218", "that's so based"), ("profiles-218", "evidence based?"),
     ("profiles-218", "does rahul have more coffee than daniel"),
     ("profiles-218", "everyone not just me is tired"), ("profiles-218", "/help"),
     ("profiles-218", "?help")],
)
def test_chatter_that_looks_like_a_new_reading_stays_quiet(folder: str, typed: str) -> None:
    assert benchmark_engine(folder).answer(typed).headline == ""


@pytest.mark.parametrize(
    ("folder", "typed", "headline"),
    [("profiles-212", "izmirli var mı", "1 person in İzmir"),
     ("profiles-212", "mısır'da kim var", "1 person in Egypt"),
     ("profiles-212", "ekipte kaç kişiyiz", "9 profiles in all."),
     ("profiles-215", "кто из Киева", "1 person in Kyiv"),
     ("profiles-215", "Тарас звідки?", "Taras Hnatyuk is based in Kyiv, Ukraine."),
     ("profiles-215", "кто в Германии или Польше?", "3 people in Germany or Poland"),
     ("profiles-217", "liệt kê tất cả mọi người ở đông nam á", "7 people in Southeast Asia"),
     ("profiles-217", "ada yang di singapore atau malaysia?", "2 people in Singapore or Malaysia"),
     ("profiles-217", "faizal pernah kerja di grab kan?",
      "Yes: Ahmad Faizal bin Rahman worked at Grab."),
     ("profiles-214", "sino nasa pilipinas", "2 people in the Philippines"),
     ("profiles-216", "does anyone have more experience than tomasz",
      "1 person with more than 17 years of coding")],
)
def test_questions_the_review_found_misread(folder: str, typed: str, headline: str) -> None:
    assert benchmark_engine(folder).answer(typed).headline == headline


def test_trouble_of_the_office_told_to_the_bot_is_no_ones_work() -> None:
    said = benchmark_engine("profiles-215").answer("my laptop is slow", addressed=True)
    assert said.names == []


@pytest.mark.parametrize(
    ("folder", "typed", "headline"),
    [("profiles-213", "who knows kafka? " + "henrik? " * 500, "2 people know kafka"),
     ("profiles-217", "có ai biết kotlin" + " không ạ" * 24 + " zzz", "")],
)
def test_long_runs_of_guesses_and_endings_are_read_once(
    folder: str, typed: str, headline: str
) -> None:
    assert benchmark_engine(folder).answer(typed).headline == headline
