"""Questions of a dairy cooperative's plant staff in shift-handover shorthand, of an elevator
company's field technicians typing between jobs, and of a university's admissions staff in
polite emails: salutations and sign-offs, questions asked on another's behalf, an ask after a
tale in one sentence, products for students, and repositories called projects."""

from __future__ import annotations

import pytest

from bot.answers.model import Intent
from bot.search.employers import past_employers
from tests.conftest import benchmark_engine

DAIRY = "profiles-267"
LIFTS = "profiles-268"
ADMISSIONS = "profiles-269"
PYTHON = "8 people know python"
PYTHONISTAS = ["Camille Rousseau", "Niamh O'Sullivan", "Zoë Adebayo-Clarke", "Rahul Venkataraman",
               "Jonas Müller", "Daniel Okafor", "María José Fernández-Ruiz", "Thảo Nguyễn"]
ROCKSTARS = ["Daniel Okafor", "Jonas Müller", "Rahul Venkataraman", "María José Fernández-Ruiz"]


@pytest.mark.parametrize(
    ("folder", "typed", "intent", "names", "headline"),
    [  # a salutation, a sign-off
        (ADMISSIONS, "Dear all, was anyone at Shopify? Kind regards", Intent.COMPANY,
         ["Zoë Adebayo-Clarke"], "1 person at Shopify (1 in the past)"),
        (ADMISSIONS, "Dear team, could you compare Rahul's and María José's experience? Best",
         Intent.COMPARE, ["Rahul Venkataraman", "María José Fernández-Ruiz"],
         "Rahul Venkataraman and María José Fernández-Ruiz"),
        (ADMISSIONS, "Dear colleagues, who knows python?", Intent.SKILL,
         PYTHONISTAS, PYTHON),
        # asked for a department, of the whole team
        (ADMISSIONS, "Hello, IT have asked whether anyone on the development team knows Python?"
         " Thanks in advance", Intent.SKILL,
         PYTHONISTAS, PYTHON),
        # a badge by what it looks like
        (ADMISSIONS, "Hello, could you list everyone with the little 'Rockstar' label on their"
         " profile? Thanks", Intent.PROFILE, ROCKSTARS, "4 people with the Rockstar badge"),
        # employers whose product is for students
        (ADMISSIONS, "Hi, did anybody here use to work for Tribal? We're a SITS university.",
         Intent.COMPANY, ["Daniel Okafor"], "1 person at Tribal Group (1 in the past)"),
        (ADMISSIONS, "is anyone ex-Ellucian?", Intent.COMPANY,
         ["Jonas Müller", "Zoë Adebayo-Clarke"], "2 people at Ellucian (2 in the past)"),
        # a repository called a project
        (ADMISSIONS, "Hello, who has worked on Spring Boot itself, the open-source project?",
         Intent.REPO, ["María José Fernández-Ruiz", "Rahul Venkataraman"],
         "2 people contributed to spring-projects/spring-boot"),
        (ADMISSIONS, "Hi, who worked on the dbt project? Cheers", Intent.SKILL,
         ["Niamh O'Sullivan"], "1 person knows dbt"),
        # an ask after a tale, in one sentence or two
        (LIFTS, "iphone app crashed on the sign off screen, what skills does kenji have",
         Intent.PROFILE, ["Kenji Watanabe"],
         "Kenji Watanabe's 6 skills: swift 10, swiftui 9, bluetooth-low-energy 8, sqlite 6,"
         " objective-c 5, typescript 3."),
        (LIFTS, "gateway cant see the controller at all. mateus or tomasz for can bus issues?",
         Intent.COMPARE, ["Mateus Araújo", "Tomasz Wiśniewski"],
         "At can-bus: Mateus Araújo (can-bus 9/10) is ahead of Tomasz Wiśniewski (can-bus 6/10)."),
    ],
)
def test_handover_and_polite_requests(
    folder: str, typed: str, intent: Intent, names: list[str], headline: str
) -> None:
    ans = benchmark_engine(folder).answer(typed)
    assert (ans.intent, ans.names, ans.headline) == (intent, names, headline)


@pytest.mark.parametrize(
    ("typed", "headline"),
    [  # only contributions count: nobody, not whoever knows the skill
        ("anyone contributed to kubernetes itself?", "Nobody here contributed to kubernetes."),
        ("has anyone contributed to the TensorFlow repo?", "Nobody here contributed to tensorflow."),
    ],
)
def test_contributions_to_a_repository_nobody_made(typed: str, headline: str) -> None:
    ans = benchmark_engine(ADMISSIONS).answer(typed)
    assert (ans.intent, ans.names, ans.headline) == (Intent.REPO, [], headline)


@pytest.mark.parametrize(
    ("folder", "typed"),
    [
        (ADMISSIONS, "Congratulations to everyone on a record number of applications this year! 🎉"),
        (ADMISSIONS, "thanks everyone for the python help"),
        (DAIRY, "silo 1 down to 12,000 L, powder line starting at 07:00"),
        (LIFTS, "the demo went great, what time does the party start"),
        (LIFTS, "lunch is here. pizza or sushi for friday?"),
    ],
)
def test_wishes_levels_and_lunch_stay_talk(folder: str, typed: str) -> None:
    assert benchmark_engine(folder).answer(typed).intent is Intent.NONE


def test_a_product_for_students_is_no_study() -> None:
    summary = ("She spent three years at Shopify on checkout test tooling and two years at"
               " Ellucian testing the Banner student system.")
    assert past_employers(summary, "Kestrel Student Systems") == ["Shopify", "Ellucian"]
    summary = "He spent five years at Tribal Group on the SITS student records product."
    assert past_employers(summary, "Kestrel Student Systems") == ["Tribal Group"]
    # study is study still
    assert past_employers("He was at MIT as a student, then worked at Oracle.", "X") == ["Oracle"]


@pytest.mark.parametrize(
    ("typed", "name"),
    [  # described in plain words: the trade's terms for them (accessibility, translations,
        # backups)
        ("Could someone let me know who makes sure the application website works for blind"
         " applicants? We've had a complaint that the reading-aloud software skips some boxes.",
         "Daniel Lindqvist"),
        ("Hello, our recruitment team would like the application pages shown in Spanish for"
         " applicants in Latin America. Who did the other language versions of the website?",
         "Daniel Lindqvist"),
        ("Good morning, I'm so sorry, I deleted a note on an applicant's record by accident. Who"
         " could tell me whether last night's copy of everything still has it? Thank you",
         "Jonas Müller"),
    ],
)
def test_described_in_plain_words(typed: str, name: str) -> None:
    ans = benchmark_engine(ADMISSIONS).answer(typed)
    assert (ans.intent, ans.names) == (Intent.SKILL, [name])
    assert ans.headline == ("1 person comes closest to what you describe (no profile says it in"
                            " those words)")

