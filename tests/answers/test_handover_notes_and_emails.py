"""Questions of a dairy cooperative's plant staff in shift-handover shorthand, of an elevator
company's field technicians typing between jobs, of a university's admissions staff in polite
emails, of epidemiologists in precise qualified questions and of a fashion marketplace in
slang: salutations and sign-offs, questions asked on another's behalf, an ask after a tale in
one sentence, products for students, repositories called projects, qualifiers said plainly."""

from __future__ import annotations

import pytest

from bot.answers.model import Intent
from bot.search.employers import past_employers
from tests.conftest import benchmark_engine

DAIRY = "profiles-267"
LIFTS = "profiles-268"
ADMISSIONS = "profiles-269"
AIRLINE = "profiles-270"
HEALTH = "profiles-271"
FASHION = "profiles-272"
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


@pytest.mark.parametrize(
    ("folder", "typed", "intent", "names", "headline"),
    [  # a precise writer's qualifiers
        (HEALTH, "Who on the team is able to work in R?", Intent.SKILL,
         ["Inês Carvalho", "Sébastien Lefèvre", "Rahul Deshpande"], "3 people know r"),
        (HEALTH, "Who is currently employed by Kestrel Health Informatics rather than by the"
         " agency?", Intent.COMPANY, ["Inês Carvalho", "Sébastien Lefèvre"],
         "2 people at Kestrel Health Informatics (1 more in the past)"),
        (HEALTH, "Which colleagues previously worked at either Shopify or Avast?", Intent.COMPANY,
         ["Sébastien Lefèvre", "Hana Nováková"], "2 people at Shopify or Avast"),
        (HEALTH, "Which colleagues are located anywhere in Europe, the United Kingdom included?",
         Intent.PLACE, ["Daniel Lindqvist", "Zoë Whitfield", "Aoife Brennan-Okafor",
                        "Inês Carvalho"], "4 people in Europe"),
        (HEALTH, "Is anyone based in Montreal or elsewhere in Canada?", Intent.PLACE,
         ["Sébastien Lefèvre"], "1 person in Montréal or Canada"),
        (HEALTH, "Excluding the United Kingdom, who is based in a European Union member state?",
         Intent.PLACE, ["Daniel Lindqvist", "Inês Carvalho"],
         "2 people in the European Union · except United Kingdom"),
        (HEALTH, "Which colleagues hold a bachelor's degree of any description?", Intent.DEGREE,
         ["Zoë Whitfield", "Daniel Osei", "Aoife Brennan-Okafor", "Mei-Ling Tan"],
         "4 people with a bachelor's degree"),
        (HEALTH, "Which two colleagues score highest in Go, in order?", Intent.SKILL,
         ["Zoë Whitfield", "Hana Nováková"], "2 people know go"),
        (HEALTH, "How many people have a PostgreSQL score of at least 7?", Intent.SKILL,
         ["Sébastien Lefèvre", "Aoife Brennan-Okafor", "Daniel Osei"],
         "3 people know postgresql (7/10 or more)"),
        # a word of a title, asked of titles alone
        (HEALTH, "List everyone whose job title includes the word Senior.", Intent.SKILL,
         ["Mei-Ling Tan", "Aoife Brennan-Okafor"], "2 people mention senior"),
        ("profiles-258", "Whose job title mentions the word data in it?", Intent.SKILL,
         ["Zeynep Yıldız", "Daniel Fischer"], "2 people mention data"),
        (HEALTH, "Does Zoë have any Stack Overflow activity, and if so roughly how many answers"
         " has she given?", Intent.PROFILE, ["Zoë Whitfield"],
         "Zoë Whitfield has 2400 Stack Overflow reputation, 126 answers and 3 questions."),
        (HEALTH, "How does Mei-Ling's mapping work differ from Sébastien's?", Intent.COMPARE,
         ["Mei-Ling Tan", "Sébastien Lefèvre"], "Mei-Ling Tan and Sébastien Lefèvre"),
        # asked first, then what the asker will do
        (HEALTH, "Is anyone on the team based in Dublin? I shall be at the HSE for two days next"
         " month.", Intent.PLACE, [], "Nobody here is based in Dublin."),
        # a nickname, a surname's initial, where someone is at
        (FASHION, "rafa's top skills??", Intent.PROFILE, ["Rafael Ortiz-Benítez"],
         "Rafael Ortiz-Benítez's 8 skills: elasticsearch 10, java 9, learning-to-rank 9,"
         " information-retrieval 9, lucene 8, python 7, opensearch 7, kotlin 6."),
        (FASHION, "joao vs daniel w who knows k8s better??", Intent.COMPARE,
         ["João Ferreira", "Daniel Weiß"], "João Ferreira and Daniel Weiß"),
        (FASHION, "joao fereira where's he at??", Intent.PLACE, ["João Ferreira"],
         "João Ferreira is based in Lisbon, Portugal."),
        # before, and only before
        (ADMISSIONS, "was anyone at Kestrel Student Systems before", Intent.COMPANY, [],
         "Nobody here used to work at Kestrel Student Systems."),
        (ADMISSIONS, "congrats to the whole team on the launch, who built the gate planner?",
         Intent.SKILL, [], "Nobody here mentions gate planner."),
        # a project whose name is no repository's: its words
        (ADMISSIONS, "who worked on the testing project", Intent.SKILL,
         ["María José Fernández-Ruiz", "Rahul Venkataraman"], "2 people mention testing project"),
        (ADMISSIONS, 'who has the little "rockstar" label', Intent.PROFILE, ROCKSTARS,
         "4 people with the Rockstar badge"),
        (ADMISSIONS, "who has the “top school” tag", Intent.PROFILE,
         ["Daniel Okafor", "Daniel Lindqvist"], "2 people with the Top School badge"),
        (ADMISSIONS, "Dear Kestrel Student Systems team, who knows go?", Intent.SKILL,
         ["Jonas Müller", "Rahul Venkataraman"], "2 people know go"),
    ],
)
def test_precise_and_slangy_requests(
    folder: str, typed: str, intent: Intent, names: list[str], headline: str
) -> None:
    ans = benchmark_engine(folder).answer(typed)
    assert (ans.intent, ans.names, ans.headline) == (intent, names, headline)


@pytest.mark.parametrize(
    "typed",
    [  # `it` the pronoun, the badge's look talked of
        "it asked if anyone else was logged in, so I clicked no",
        "it asked whether anyone knows kotlin lol, weird captcha",
        "what does the little rockstar label mean?",
        "the rockstar label printer is broken",
    ],
)
def test_pronouns_and_labels_stay_talk(typed: str) -> None:
    assert benchmark_engine(ADMISSIONS).answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    "typed",
    [  # where someone is with a task, what is left after `that`, thanks to those who did it
        "siobhan said he'd finish the report today, where's he at?", "so where's he at?",
        "hi how is the team, all good?", "Apart from that, all good here",
        "other than that, everyone ok?", "well done everyone, how was the demo?",
        "Congratulations to everyone who shipped the react release!",
        # a score or an ability of no skill, a choice of tools, a trip
        "who has a test score of at least 8?", "We need a pass score of at least 7 on the test.",
        "who is able to work in dublin next week?", "why are we using sql rather than react?",
        "has anyone been to Tokyo? any tips for food", "who is included?",
        # no title says it
        "whose title has the word manager in it?",
    ],
)
def test_qualifiers_of_no_one_stay_talk(typed: str) -> None:
    assert benchmark_engine(FASHION).answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    ("folder", "typed", "intent", "names", "headline"),
    [
        (AIRLINE, "Is either Helene or Marta based in Toulouse?", Intent.PLACE,
         ["Hélène Garnier"], "Hélène Garnier is based in Toulouse, Occitanie, France."),
        (FASHION, "Has Rafael got any stack overflow activity?", Intent.PROFILE,
         ["Rafael Ortiz-Benítez"],
         "Rafael Ortiz-Benítez has 4100 Stack Overflow reputation, 212 answers and 9 questions."),
        (HEALTH, "who is it that works for the NHS?", Intent.COMPANY, [],
         "Nobody here works at NHS Digital now; 2 people did before."),
    ],
)
def test_either_activity_and_that_works_for(
    folder: str, typed: str, intent: Intent, names: list[str], headline: str
) -> None:
    ans = benchmark_engine(folder).answer(typed)
    assert (ans.intent, ans.names, ans.headline) == (intent, names, headline)


def test_work_before_study_is_work() -> None:
    assert past_employers("Before his PhD he spent two years at Shopify as a back-end developer.",
                          "Kestrel Health Informatics") == ["Shopify"]
    assert past_employers("He spent two years at Ellucian on the Colleague student module.",
                          "X") == ["Ellucian"]


@pytest.mark.parametrize(
    ("folder", "typed", "names", "headline"),
    [  # a time of day is no place or employer; a need told after the trouble
        (AIRLINE, "solver core dumped at 02:10Z, need someone with c++",
         ["Jörg Brandstätter", "Marta Kowalczyk-Nowak", "Lars-Erik Holmqvist"],
         "3 people know c++"),
        (AIRLINE, "LHR wave cancelled from 06:40Z, need whoever owns the disruption recovery"
         " solver asap", ["Jörg Brandstätter"],
         "1 person mentions lhr wave cancelled disruption recovery solver"),
        (LIFTS, "android app kills my battery by lunch 🔋 anyone working on battery drain",
         ["Sofia Marchetti"], "1 person mentions battery drain"),
        # `this yr`: when, not a thing told of before
        (FASHION, "black friday prep szn 🦃 who's running the load tests this yr??",
         ["João Ferreira"], "1 person mentions running load tests yr"),
    ],
)
def test_asks_after_a_status_line(folder: str, typed: str, names: list[str], headline: str) -> None:
    ans = benchmark_engine(folder).answer(typed)
    assert (ans.intent, ans.names, ans.headline) == (Intent.SKILL, names, headline)


@pytest.mark.parametrize(
    "typed",
    [
        "Has anyone else found that the build failed again overnight? The pipeline shows red for"
        " the third time this week.",
        "has anybody else noticed the wifi dropping",
    ],
)
def test_is_it_only_me_stays_talk(typed: str) -> None:
    assert benchmark_engine(HEALTH).answer(typed).intent is Intent.NONE

