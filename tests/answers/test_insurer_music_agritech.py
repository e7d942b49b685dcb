"""Questions of an insurer's claims handlers, actuaries and underwriters in full sentences, of
a music streaming startup's power users in one-liners, and of an agritech company's team in
English with Dutch words."""

from __future__ import annotations

import pytest

from tests.conftest import benchmark_engine

INSURER = "profiles-237"
MUSIC = "profiles-238"
FARMS = "profiles-239"


@pytest.mark.parametrize(
    ("folder", "typed", "names", "headline"),
    [(INSURER, "We are about to start a project with Deloitte's consultants. Does anyone here"
      " have experience of working there?", ["Tomás Novák", "Priya Nair"],
      "2 people at Deloitte (2 in the past)"),
     (INSURER, "Did anyone join us from AXA?", ["Chloé Dubois"], "1 person at AXA (1 in the past)"),
     (INSURER, "Has anyone here worked at a bank such as BBVA or Monzo?",
      ["María José Fernández-Ruiz", "Kofi Asante"], "2 people at BBVA or Monzo"),
     (FARMS, "list all the ex-nubank and ex-booking people",
      ["Sérgio Nascimento", "Tomás Ferreira-Lima", "Anne-Marie Bakker", "Pieter van der Berg"],
      "4 people at Nubank or Booking.com")],
)
def test_employers_named_in_a_business_way(
    folder: str, typed: str, names: list[str], headline: str
) -> None:
    said = benchmark_engine(folder).answer(typed)
    assert (said.names, said.headline) == (names, headline)


@pytest.mark.parametrize(
    ("folder", "typed", "names", "headline"),
    [(INSURER, "Who contributed to the Terraform project on GitHub?",
      ["Siobhán O'Connor", "Jürgen Bauer"], "2 people contributed to hashicorp/terraform"),
     (INSURER, "Has anyone here contributed to the Linux kernel, torvalds/linux?", [],
      "Nobody here contributed to torvalds/linux."),
     (INSURER, "Who is behind the policy-regression-kit repository?", ["Priya Nair"],
      "1 person contributed to priyanair/policy-regression-kit")]
)
def test_repositories_named_as_projects(
    folder: str, typed: str, names: list[str], headline: str
) -> None:
    said = benchmark_engine(folder).answer(typed)
    assert (said.names, said.headline) == (names, headline)


@pytest.mark.parametrize(
    ("typed", "names", "headline"),
    [("What is the difference in experience between Jürgen Bauer and Priya Nair?",
      ["Jürgen Bauer", "Priya Nair"],
      "By years of coding: Jürgen Bauer (15 years) is ahead of Priya Nair (6 years)."),
     ("Who has fewer than 7 years of coding behind them?",
      ["Priya Nair", "Chloé Dubois", "Tom Whitaker"], "3 people with less than 7 years of coding")],
)
def test_years_asked_in_full_sentences(typed: str, names: list[str], headline: str) -> None:
    said = benchmark_engine(INSURER).answer(typed)
    assert (said.names, said.headline) == (names, headline)


@pytest.mark.parametrize(
    ("typed", "names", "headline"),
    [("hoeveel mensen zitten in brazil?", ["Fátima Oliveira", "Sérgio Nascimento"],
      "2 people in Brazil"),
     ("anyone in amsterdam for borrel on friday? gezellig", ["Anne-Marie Bakker"],
      "1 person in Amsterdam")],
)
def test_places_asked_with_dutch_words(typed: str, names: list[str], headline: str) -> None:
    said = benchmark_engine(FARMS).answer(typed)
    assert (said.names, said.headline) == (names, headline)


@pytest.mark.parametrize(
    "typed",
    ["Why do actuaries make great comedians? Because their timing is always projected.",
     "why do java devs wear glasses? because they don't c#"],
)
def test_a_joke_told_as_a_question_stays_unanswered(typed: str) -> None:
    assert benchmark_engine(INSURER).answer(typed).headline == ""


@pytest.mark.parametrize(
    ("typed", "names", "headline"),
    [("Our audit checklist asks which staff have Terraform skills. Who would that be?",
      ["Siobhán O'Connor", "Jürgen Bauer"], "2 people know terraform"),
     ("Our data protection officer needs to know which colleagues are in the EU for a GDPR"
      " assessment. Who would that be?",
      ["Jürgen Bauer", "Siobhán O'Connor", "María José Fernández-Ruiz", "Tomás Novák",
       "Chloé Dubois"], "5 people in the European Union"),
     ("The external auditors have asked us to show that the claims database could be restored"
      " from a backup. Who should I speak to about that?", ["Siobhán O'Connor"],
      "1 person comes closest to what you describe (no profile says it in those words)")],
)
def test_a_need_told_first_then_asked_for(typed: str, names: list[str], headline: str) -> None:
    said = benchmark_engine(INSURER).answer(typed)
    assert (said.names, said.headline) == (names, headline)
