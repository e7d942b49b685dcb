"""Questions asked at the end of a longer message, after the tale of why (a clinic network's
managers write so), and the ways of asking they showed: the difference between two people,
`ex-stripe` after `do we have anyone`, a name with a doubt after it."""

from __future__ import annotations

import pytest

from bot.answers.model import Intent
from tests.conftest import benchmark_engine

SATELLITES = "profiles-261"
CLINICS = "profiles-262"
EXCHANGE = "profiles-263"


@pytest.mark.parametrize(
    ("typed", "intent", "names", "headline"),
    [  # the ask last, after a sentence or more of why
        ("The practice manager at Riverside asked me about the new reminder texts and I promised"
         " to find out before Thursday's meeting, since she wants to know who to thank for them"
         " and whether they can be changed for the Christmas opening hours, which are always a"
         " bit of a mess for us. What skills does Niamh have?", Intent.PROFILE,
         ["Niamh O'Sullivan"],
         "Niamh O'Sullivan's top skills: go 8, twilio 7, rabbitmq 7, python 6, docker 6, aws 5,"
         " stripe 5, postgresql 5; 9 skills in all."),
        ("Our finance lead is putting together the yearly report for the owners and wants a"
         " paragraph on each developer, which I said I would help with. how many years has"
         " Jurgen been coding", Intent.EXPERIENCE, ["Jürgen Weiß"],
         "Jürgen Weiß has 15 years of coding experience and 13 years of employment."),
        ("Head office wants a short intro for each new starter in the newsletter and I've been"
         " asked to cover the tech side this month. Can you pull up Ana Beatriz Sousa for me",
         Intent.PROFILE, ["Ana Beatriz Souza"], "Ana Beatriz Souza"),
        ("We had a visitor from a charity that trains guide dogs who was asking whether any of"
         " our developers live over there, since they are opening a site. is anybody based in"
         " Canada", Intent.PLACE, ["Priya Raghunathan"], "1 person in Canada"),
        ("Bit of a long shot but the vet school alumni office keeps emailing us. Did any of our"
         " developers study at TU Munich?", Intent.SCHOOL, ["Jürgen Weiß"],
         "1 person who studied at Technische Universität München"),
        ("The reception team at Eastgate keep asking me which of them to call about the card"
         " machines, since they both seem to know payments. Could you compare Niamh and Daniel"
         " Brennan?", Intent.COMPARE, ["Niamh O'Sullivan", "Daniel Brennan"],
         "Niamh O'Sullivan and Daniel Brennan"),
        ("The owners want one person to lead the database work and both names came up at the"
         " meeting. Tomas or Sofia, who has more experience", Intent.COMPARE,
         ["Tomás Novák", "Sofía Ramírez-Ortega"],
         "By years of coding: Tomás Novák (11 years) is ahead of Sofía Ramírez-Ortega (9 years)."),
        # one person named twice is compared once
        ("Sofía and Tomás both came up for the database group, and I'd like to know who to pick."
         " Sofia vs Tomas?", Intent.COMPARE, ["Sofía Ramírez-Ortega", "Tomás Novák"],
         "Sofía Ramírez-Ortega and Tomás Novák"),
        # a list ends with its sentence
        ("For the messaging rewrite we'll need someone really good with Go, the programming"
         " language, to lead it. who's best at go", Intent.SKILL,
         ["Niamh O'Sullivan", "Jürgen Weiß"], "2 people know go"),
        # the difference between two people, asked in more ways
        ("The board keeps mixing them up and it is getting embarrassing. Can you tell me the"
         " difference between Daniel Okafor and Daniel Brennan?", Intent.COMPARE,
         ["Daniel Okafor", "Daniel Brennan"], "Daniel Okafor and Daniel Brennan"),
        ("How are Niamh and Daniel Brennan different?", Intent.COMPARE,
         ["Niamh O'Sullivan", "Daniel Brennan"], "Niamh O'Sullivan and Daniel Brennan"),
        ("how is niamh different from daniel brennan", Intent.COMPARE,
         ["Niamh O'Sullivan", "Daniel Brennan"], "Niamh O'Sullivan and Daniel Brennan"),
        ("sofia vs tomas experience-wise", Intent.COMPARE, ["Tomás Novák", "Sofía Ramírez-Ortega"],
         "By years of coding: Tomás Novák (11 years) is ahead of Sofía Ramírez-Ortega (9 years)."),
        # the team's people by what they do are the team
        ("The accountant needs to know how many of our tech people are based in Ireland",
         Intent.PLACE, ["Daniel Brennan", "Niamh O'Sullivan"], "2 people in Ireland"),
        ("Is anyone from the tech team in Cork?", Intent.PLACE, ["Niamh O'Sullivan"],
         "1 person in Cork"),
        ("The card provider suggested asking anybody who used to work at Stripe. Do we have"
         " anyone ex-Stripe?", Intent.COMPANY, ["Daniel Brennan"],
         "1 person at Stripe (1 in the past)"),
        ("We would be grateful if you could confirm who, if anyone, is based in Spain.",
         Intent.PLACE, ["Sofía Ramírez-Ortega"], "1 person in Spain"),
        ("could you tell me about Priya Ragunathan I think it was", Intent.PROFILE,
         ["Priya Raghunathan"], "Priya Raghunathan"),
    ],
)
def test_asked_after_the_tale(typed: str, intent: Intent, names: list[str], headline: str) -> None:
    ans = benchmark_engine(CLINICS).answer(typed)
    assert (ans.intent, ans.names, ans.headline) == (intent, names, headline)


@pytest.mark.parametrize(
    "typed",
    [
        "Please find the minutes of today's meeting attached",
        "Friday deploys again. what could go wrong",
        "Great work on the release yesterday. Have a lovely weekend everyone!",
        # what is asked last is of no one here
        "The investors are visiting next week and want a tour. How did the demo go?",
        "Hi Daniel, thanks for your time yesterday. How did the rest of the trip go?",
        "The release went out. Show me the dashboard",
        "Thanks for the update. Tell me about the plan",
        "The CTO wants a decision on cloud providers by Friday. AWS vs Azure?",
        "The owner keeps asking. how are python and go different?",
        "find me the minutes attached to the invite",
        "How many of our tech people are coming to the party?",
        "Is anyone from the tech team coming to lunch?",
        "is that wise",
    ],
)
def test_talk_stays_unanswered(typed: str) -> None:
    assert benchmark_engine(CLINICS).answer(typed).intent is Intent.NONE


def test_an_owners_repository_in_words() -> None:
    ans = benchmark_engine(SATELLITES).answer("has anyone worked on nasa's f prime?")
    assert (ans.names, ans.headline) == (["Tomasz Wójcik"], "1 person contributed to nasa/fprime")


@pytest.mark.parametrize(
    ("folder", "typed", "names", "headline"),
    [  # work named by what the asker sees, asked last after a long tale
        (CLINICS, "Reception asked me about it twice this week and I had no answer for them, which"
         " was a bit awkward because the owner was standing right there and asked the same thing,"
         " and honestly I do not know how any of it works or who I am supposed to ring when it"
         " breaks on a Saturday morning. who builds the phone app that pet owners use",
         ["Daniel Okafor"], "1 person mentions phone pet owners"),
        # `ex-` asks who was there before, whoever is there now
        (EXCHANGE, "is anyone ex-Meridian?", [],
         "Nobody here used to work at Meridian Exchange Group."),
        (EXCHANGE, "Is anyone on the team ex-Amazon? We're in a vendor discussion.",
         ["José Martínez-Ortega"], "1 person at Amazon Web Services (1 in the past)"),
    ],
)
def test_asked_of_work_and_employers(
    folder: str, typed: str, names: list[str], headline: str
) -> None:
    ans = benchmark_engine(folder).answer(typed)
    assert (ans.names, ans.headline) == (names, headline)
