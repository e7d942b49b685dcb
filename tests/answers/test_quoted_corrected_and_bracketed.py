"""Questions after a pasted ticket, quote or log, corrected in the same message, or with a
name or a remark in brackets; lists with where people are; names that are skills."""

from __future__ import annotations

import pytest

from bot.answers.model import Intent
from tests.conftest import benchmark_engine

CLOSEST = "1 person comes closest to what you describe (no profile says it in those words)"


@pytest.mark.parametrize(
    ("typed", "name"),
    [('PEN-2291\n> acme logistics payroll: "your website keeps bouncing our march file, says line'
      ' 4 invalid??"\nwho looks after that bit, they\'re getting stroppy on the phone',
      "Joana Ribeiro-Matos"),
     ("> mrs patel got her once-a-year pension summary with her late husband's name printed on"
      " it\ncomplaints want an answer today, who owns the thing that goes out to every member"
      " each year", "Mai Tran"),
     ("```\ncollections run 0412 status: NOT SUBMITTED (window closed 22:30)\n```\nPEN-2307 the"
      " monthly pull from ~40 small employers' bank accounts never went out on the 1st 😬 who"
      " runs that??", "Daniel Okafor")],
)
def test_a_quote_the_question_points_back_at_says_what_is_asked(typed: str, name: str) -> None:
    said = benchmark_engine("profiles-183").answer(typed)
    assert (said.names, said.headline) == ([name], CLOSEST)


def test_a_quote_the_question_does_not_point_at_is_left_out() -> None:
    said = benchmark_engine("profiles-183").answer(
        "> promo panel next week\nwho's more senior, priya or daniel schäfer"
    )
    assert said.headline == (
        "By years of coding: Priya Venkataraman (14 years) is ahead of Daniel Schäfer (9 years)."
    )


def test_a_model_named_like_a_ticket_stays_in_a_message_of_one_line() -> None:
    assert benchmark_engine("profiles-183").answer("GPT-4 experts?").headline == (
        "Nobody here knows gpt-4."
    )


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("who here does rust? no wait, i meant go — who does go", "1 person knows go"),
     ("who's in oslo... no wait, i meant stockholm", "1 person in Stockholm"),
     ("who's in berlin? sorry, munich. the lab one", "1 person in Munich"),
     ("is lars holmberg in oslo? no wait, i meant is lars eriksen in oslo",
      "Yes: Lars Eriksen is based in Oslo."),
     ("who knows go? sorry, new here", "1 person knows go"),
     ("full list of people + where they're based pls, updating the offsite sheet",
      "Everyone: 9 people")],
)
def test_a_question_corrected_in_the_same_message_is_asked_as_corrected(
    typed: str, headline: str
) -> None:
    assert benchmark_engine("profiles-187").answer(typed).headline == headline


@pytest.mark.parametrize(
    ("folder", "typed", "headline"),
    [("profiles-185", "who studied in karlsruhe (KIT)",
      "1 person who studied at Karlsruher Institut für Technologie"),
     ("profiles-185", "who here used to be at king (candy crush ppl)",
      "1 person at King (1 in the past)"),
     ("profiles-186", "who spent time at booking.com", "1 person at Booking.com (1 in the past)"),
     ("profiles-186", "list the whole team with where they're based", "Everyone: 9 people"),
     ("profiles-188", "ex-googlers in here? 👀", "Nobody here works or worked at Google."),
     ("profiles-180", "who is the less experienced one in the team",
      "Siddharth Iyer has the fewest: 2 years of coding · 9 people by years of coding, fewest"
      " first"),
     ("profiles-180", "which daniel knows kubernetes better, okafor or kowalczyk?",
      "At kubernetes: Daniel Kowalczyk (kubernetes 7/10) is ahead of Daniel Okafor (no"
      " evidence)."),
     ("profiles-184", "if i needed help with kafka tonight, rui or thảo?",
      "At kafka: Rui Tavares-Monteiro (kafka 9/10) is ahead of Thảo Nguyễn (kafka 8/10)."),
     ("profiles-184", "three most senior by years coding, not counting daniel weiß",
      "3 people by years of coding, most first · except daniel weiss"),
     ("profiles-181", "jonas hofman location", "Jonas Hoffmann is based in Berlin, Germany.")],
)
def test_brackets_lists_rankings_and_names_as_asked(folder: str, typed: str, headline: str) -> None:
    assert benchmark_engine(folder).answer(typed).headline == headline


@pytest.mark.parametrize(
    ("folder", "typed"),
    [("profiles-180", "can somebody send me the link for the sprint board"),
     # a skill that looks like a name (Kasia) is no one asked about
     ("profiles-181", "kafka location"), ("profiles-181", "where is kafka"),
     ("profiles-184", "what's everyone doing for the long weekend?")],
)
def test_errands_plans_and_things_stay_unanswered(folder: str, typed: str) -> None:
    assert benchmark_engine(folder).answer(typed).intent is Intent.NONE
