"""Shapes of questions and chatter met over a container-terminal operator's profiles
(`benchmarks/profiles-101/`) and a short-term-rental company's (`profiles-102/`): asking
whether someone can help with a thing, a tag question about what someone does, a school
called by its short name, a comparison by who knows more; and errands that stay chatter."""

from __future__ import annotations

import pytest

from bot.answers.engine import Engine
from bot.answers.model import Intent
from tests.conftest import benchmark_engine, team_snapshot


@pytest.fixture(scope="module")
def port() -> Engine:
    return benchmark_engine("profiles-101")


@pytest.fixture(scope="module")
def rentals() -> Engine:
    return benchmark_engine("profiles-102")


def test_whether_someone_can_help_with_a_thing_is_whether_they_know_it(port: Engine) -> None:
    yes = port.answer("can rasmus kjaergaard help with terraform")
    assert yes.headline == "Yes: Rasmus Kjærgaard knows terraform (scored 10 of 10)."
    no = port.answer("can rasmus help with react")
    assert no.headline == "No: nothing on Rasmus Kjærgaard's profile says they know react."


def test_a_tag_question_about_what_someone_does_asks_whether_they_do(rentals: Engine) -> None:
    answer = rentals.answer("emilie rousseau does payments right")
    assert (answer.headline, answer.names) == ("Yes: Émilie Rousseau knows payments.",
                                               ["Émilie Rousseau"])  # fmt: skip


def test_a_school_of_technology_by_its_short_name(port: Engine) -> None:
    answer = port.answer("who studied at gdańsk tech")
    assert answer.headline == "1 person who studied at Gdańsk University of Technology"
    assert answer.names == ["Agnieszka Wróblewska"]
    assert port.answer("who went to delft tech").names == ["Maarten de Wit", "Zeynep Çelik"]


def test_who_knows_more_of_a_skill_compares_at_it(port: Engine) -> None:
    answer = port.answer("zeynep or agnieszka, who knows more python")
    assert answer.headline == (
        "At python: Agnieszka Wróblewska (python 9/10) is ahead of Zeynep Çelik (python 8/10)."
    )


@pytest.mark.parametrize(
    "typed",
    ["not me blaming the firmware again 🙃", "not firmware",
     "anyone want anything from the bakery? going now",
     "did the boiler guy ever show up at the graça flat?"],
)  # fmt: skip
def test_a_thing_left_out_an_offer_or_who_turned_up_stays_chatter(
    rentals: Engine, typed: str
) -> None:
    assert rentals.answer(typed).intent is Intent.NONE


@pytest.fixture(scope="module")
def farm() -> Engine:
    return benchmark_engine("profiles-103")


@pytest.fixture(scope="module")
def greenhouses() -> Engine:
    return benchmark_engine("profiles-104")


def test_people_in_two_places_are_the_people_of_either(greenhouses: Engine) -> None:
    answer = greenhouses.answer("list the people in poland and denmark")
    assert answer.headline == "2 people in Poland or Denmark"
    assert answer.names == ["Søren Kjærgaard", "Rafał Wiśniewski"]


def test_the_people_of_two_kinds_listed_are_either_when_nobody_is_both(greenhouses: Engine) -> None:
    answer = greenhouses.answer("list the frontend and mobile people")
    assert answer.headline == "2 people know frontend or mobile"
    assert answer.names == ["Chloé Marchand", "Wanjiru Kamau"]
    # someone who is both is what `and` asks, when there is one
    assert greenhouses.answer("list the rust and go people").names == ["Eoghan O'Sullivan"]


@pytest.mark.parametrize("typed", ["anyone an AGH grad", "who is an agh grad", "any agh grads"])
def test_a_graduate_of_a_school_asked_one_at_a_time(greenhouses: Engine, typed: str) -> None:
    assert greenhouses.answer(typed).names == ["Rafał Wiśniewski"]


def test_years_working_as_a_developer_and_github_contributions_of_one_person(
    farm: Engine, greenhouses: Engine
) -> None:
    years = farm.answer("how long has charlotte been working as a developer")
    assert years.headline == (
        "Charlotte Dubois has 15 years of coding experience and 12 years of employment."
    )
    counted = greenhouses.answer("how many github contributions does rafał have")
    assert counted.headline == "Rafał Wiśniewski has 7 contributions; the profile lists 4 repositories."


def test_contributed_upstream_to_a_repository_is_contributed_to_it(rentals: Engine) -> None:
    answer = rentals.answer("anyone contributed upstream to dbt-core")
    assert (answer.headline, answer.names) == ("1 person contributed to dbt-labs/dbt-core",
                                               ["Thảo Nguyễn"])  # fmt: skip


@pytest.mark.parametrize(
    "typed", ["what does charlote dubios own", "charlote dubios - what does she own",
              "charlotte dubois: what does she look after"],
)  # fmt: skip
def test_what_someone_owns_or_works_on_is_who_they_are(farm: Engine, typed: str) -> None:
    answer = farm.answer(typed)
    assert answer.headline == (
        "Charlotte Dubois: Staff Backend Engineer, Irrigation at Furrowline; focus: go, "
        "postgresql, timescaledb."
    )


def test_a_question_about_she_after_a_word_that_names_no_one_stays_quiet(farm: Engine) -> None:
    assert farm.answer("lunch, where is she").intent is Intent.NONE


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("is thao the data person", "Yes: Thảo Nguyễn knows data."),
     ("thao nguyen is the data person right?", "Yes: Thảo Nguyễn knows data."),
     ("diego is our k8s guy, right", "Yes: Diego Fernández Olmos knows kubernetes (scored 10 of 10).")],
)  # fmt: skip
def test_whether_someone_is_the_person_for_a_thing_is_whether_they_know_it(
    rentals: Engine, typed: str, headline: str
) -> None:
    assert rentals.answer(typed).headline == headline


@pytest.mark.parametrize(
    "typed",
    ["years of experience for seun?", "years of coding for seun", "seun coding experience?",
     "what is seuns experience", "experience of seun"],
)  # fmt: skip
def test_years_asked_after_or_before_the_name_are_the_years(typed: str) -> None:
    answer = benchmark_engine("profiles-108").answer(typed)
    assert (answer.intent, answer.headline) == (
        Intent.EXPERIENCE,
        "Seun Adeyemi has 13 years of coding experience and 11 years of employment.",
    )


@pytest.mark.parametrize(
    ("typed", "headline", "first"),
    [("who is the most junior engineer", "Thomas Nguyen has the fewest: 5 years of coding · 9 people by years of coding, fewest first",
      "Thomas Nguyen"),
     ("who is the most senior engineer", "Katharina Brandt has the most: 16 years of coding · 9 people by years of coding, most first",
      "Katharina Brandt"),
     ("who is the least experienced engineer", "Thomas Nguyen has the fewest: 5 years of coding · 9 people by years of coding, fewest first",
      "Thomas Nguyen")],
)  # fmt: skip
def test_the_most_or_least_senior_engineer_is_a_ranking_by_years(
    typed: str, headline: str, first: str
) -> None:
    answer = benchmark_engine("profiles-109").answer(typed)
    assert (answer.headline, answer.names[0]) == (headline, first)


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("who knows swift and kotlin", "Nobody here knows swift."),
     ("who knows go and cobol", "Nobody here knows cobol."),
     ("who knows rust and python", "Nobody here knows rust."),
     ("who knows python, react and haskell", "Nobody here knows haskell."),
     ("anyone with swift and kotlin", "Nobody here knows swift."),
     ("who has kotlin and swift experience", "Nobody here knows swift.")],
)  # fmt: skip
def test_two_skills_asked_together_one_of_which_nobody_has_is_nobody(
    typed: str, headline: str
) -> None:
    answer = benchmark_engine("profiles-109").answer(typed)
    assert (answer.headline, answer.names) == (headline, [])


@pytest.mark.parametrize(
    ("typed", "headline_start", "names"),
    [("is seun more experienced than soren?", "By years of coding: Søren Kjærgaard (14 years) is"
      " ahead of Seun Adeyemi", ["Søren Kjærgaard", "Seun Adeyemi"]),
     ("is rahul more senior than diego", "By years of coding: Diego Ramírez (12 years) is ahead"
      " of Rahul Venkatesan", ["Diego Ramírez", "Rahul Venkatesan"]),
     ("is isabella better at react than efua", "At react: Isabella Rossi (react 10/10) is ahead",
      ["Isabella Rossi", "Efua Mensah-Bonsu"])],
)  # fmt: skip
def test_is_one_more_experienced_or_better_than_another_compares_them(
    typed: str, headline_start: str, names: list[str]
) -> None:
    answer = benchmark_engine("profiles-108").answer(typed)
    assert answer.headline.startswith(headline_start)
    assert answer.names == names


@pytest.mark.parametrize(
    ("typed", "headline_start"),
    [("efua old jobs", "Efua Mensah-Bonsu works at Coldfield Fresh"),
     ("rahul past jobs", "Rahul Venkatesan works at Coldfield Fresh"),
     ("diego skillz", "Diego Ramírez's top skills: edi 10, edifact 9")],
)  # fmt: skip
def test_a_name_then_past_jobs_or_skills_in_slang(typed: str, headline_start: str) -> None:
    answer = benchmark_engine("profiles-108").answer(typed)
    assert answer.headline.startswith(headline_start)


@pytest.mark.parametrize("typed", ["i hated my past jobs", "ana hated her old jobs"])
def test_past_jobs_said_in_passing_stay_chatter(typed: str) -> None:
    assert benchmark_engine("profiles-108").answer(typed).intent is Intent.NONE


def test_the_countries_asked_alone_are_every_country_of_the_team() -> None:
    answer = benchmark_engine("profiles-108").answer("which countries are ppl in")
    assert answer.headline == "The countries the 9 people are based in"
    assert answer.spread == (
        ("Netherlands", 2), ("Croatia", 1), ("Denmark", 1), ("India", 1), ("Italy", 1),
        ("Mexico", 1), ("Portugal", 1), ("United Kingdom", 1),
    )  # fmt: skip


def test_the_cities_listed_are_the_cities_alone() -> None:
    answer = benchmark_engine("profiles-108").answer("list all the cities")
    assert answer.headline == "The cities the 9 people are based in"
    assert [name for name, _ in answer.spread] == [
        "Aarhus", "Bengaluru", "London", "Milan", "Monterrey", "Porto", "Rotterdam",
        "Wageningen", "Zagreb",
    ]  # fmt: skip


@pytest.mark.parametrize(
    "typed",
    ["what's the average years of coding", "whats the total yrs of coding of the team",
     "how many years of coding do we have in total", "avg years of experience"],
)  # fmt: skip
def test_the_teams_years_on_average_and_in_all(typed: str) -> None:
    answer = benchmark_engine("profiles-108").answer(typed)
    assert (answer.intent, answer.headline) == (
        Intent.EXPERIENCE, "The 9 people have coded 10.3 years on average, 93 in all."
    )


def test_the_average_says_how_many_profiles_give_years() -> None:
    answer = team_snapshot().engine.answer("average years of coding")
    assert answer.headline == (
        "The 15 people have coded 8.3 years on average, 125 in all (15 of 17 say)."
    )


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [("anyone ex-booking?", "2 people at Booking.com (2 in the past)",
      ["Seun Adeyemi", "Isabella Rossi"]),
     ("who's ex-booking?", "2 people at Booking.com (2 in the past)",
      ["Seun Adeyemi", "Isabella Rossi"]),
     ("anyone ex-google?", "Nobody here works or worked at Google.", []),
     ("who contributed to google?", "1 person contributed to google's repositories",
      ["Ana Kovačević"])],
)  # fmt: skip
def test_ex_of_a_company_is_who_worked_there(typed: str, headline: str, names: list[str]) -> None:
    answer = benchmark_engine("profiles-108").answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


def test_a_ranking_asked_for_its_head_names_the_head_and_its_figure() -> None:
    engine = benchmark_engine("profiles-108")
    assert engine.answer("who has the most coding experience").headline == (
        "Søren Kjærgaard has the most: 14 years of coding · 9 people by years of coding, most first"
    )
    assert engine.answer("sort everybody by years of coding, most first").headline == (
        "9 people by years of coding, most first"
    )


@pytest.mark.parametrize(
    ("typed", "names"),
    [("who set up loki", ["Seun Adeyemi"]), ("who configured loki", ["Seun Adeyemi"])],
)  # fmt: skip
def test_who_set_up_one_thing_named_alone_is_who_knows_it(typed: str, names: list[str]) -> None:
    answer = benchmark_engine("profiles-108").answer(typed)
    assert (answer.intent, answer.names) == (Intent.SKILL, names)


@pytest.mark.parametrize(
    "typed", ["who set up lunch", "who installed it", "who set up that", "who installed minecraft"]
)
def test_who_set_up_the_office_s_things_stays_quiet(typed: str) -> None:
    assert benchmark_engine("profiles-108").answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    ("typed", "names"),
    [("our peppol access point throws AS4 errors again, help pls", ["Chiara Lombardi"]),
     ("the proration on upgraded plans looks wrong, who can look", ["Rafael Gonçalves"]),
     ("the finapi bank sync broke for sparkasse, who's on it", ["Linh Nguyen"]),
     ("who collects the soc 2 evidence for the auditors", ["Ayşe Yılmaz"])],
)  # fmt: skip
def test_the_team_s_own_work_asked_about_in_a_report_finds_its_person(
    typed: str, names: list[str]
) -> None:
    answer = benchmark_engine("profiles-109").answer(typed)
    assert (answer.intent, answer.names) == (Intent.SKILL, names)


@pytest.mark.parametrize(
    ("folder", "typed"),
    [("profiles-108", "who approves my expense invoices"),
     ("profiles-108", "the invoice for the team offsite is wrong, help pls"),
     ("profiles-109", "who approves expenses"),
     ("profiles-109", "the coffee machine is broken again, who's on it"),
     ("profiles-109", "lunch order is in, who's on it"),
     ("profiles-109", "the build broke, who changed it"),
     ("profiles-109", "the windows in room 4 won't close, help"),
     ("profiles-104", "the fire door is stuck open, who's on it"),
     ("profiles-85", "the toilet paper ran out again, help")],
)  # fmt: skip
def test_the_office_s_errands_and_blame_stay_quiet(folder: str, typed: str) -> None:
    assert benchmark_engine(folder).answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("anyone know abap", "Nobody here knows abap."),
     ("who codes in vhdl", "Nobody here knows vhdl.")],
)  # fmt: skip
def test_a_programming_language_nobody_here_writes_is_nobody(typed: str, headline: str) -> None:
    answer = benchmark_engine("profiles-109").answer(typed)
    assert (answer.intent, answer.headline, answer.names) == (Intent.SKILL, headline, [])


@pytest.mark.parametrize(
    ("typed", "headline", "first"),
    [("who has the fewest commits",
      "Ana Ferreira has the fewest: 508 commits · 9 people by commits, fewest first",
      "Ana Ferreira"),
     ("who has the lowest stack overflow reputation",
      "Rahul Venkatesan has the lowest: 3412 Stack Overflow reputation · 3 people by Stack"
      " Overflow reputation, fewest first", "Rahul Venkatesan"),
     ("who has the most stack overflow reputation",
      "Seun Adeyemi has the highest: 9870 Stack Overflow reputation · 3 people by Stack"
      " Overflow reputation", "Seun Adeyemi"),
     ("who has at least 100 commits", "9 people with at least 100 commits", "Søren Kjærgaard")],
)  # fmt: skip
def test_a_figure_ranked_fewest_first(typed: str, headline: str, first: str) -> None:
    answer = benchmark_engine("profiles-108").answer(typed)
    assert (answer.headline, answer.names[0]) == (headline, first)


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [("bottom 3 by years of coding",
      "Maëlle Girard has the fewest: 7 years of coding · 3 people by years of coding, fewest first",
      ["Maëlle Girard", "Efua Mensah-Bonsu", "Ana Ferreira"]),
     ("bottom 2 by commits", "Ana Ferreira has the fewest: 508 commits · 2 people by commits,"
      " fewest first", ["Ana Ferreira", "Diego Ramírez"])],
)  # fmt: skip
def test_the_bottom_of_a_ranking(typed: str, headline: str, names: list[str]) -> None:
    answer = benchmark_engine("profiles-108").answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("who's at the bottom", None), ("anyone at the front desk", None),
     ("anyone at acme", "Nobody here works or worked at acme."),
     ("who works at the guardian", "Nobody here works or worked at guardian.")],
)  # fmt: skip
def test_a_spot_of_the_office_after_at_the_is_no_employer(typed: str, headline: str | None) -> None:
    answer = benchmark_engine("profiles-108").answer(typed)
    assert (answer.intent is Intent.NONE) == (headline is None)
    assert answer.headline == (headline or "")


@pytest.mark.parametrize(
    "typed",
    ["who fixes it", "who fixes it? the microwave clock is wrong", "who can pull that",
     "who collects it, the post has been sitting there all week", "who owns that"],
)  # fmt: skip
def test_who_does_it_to_a_thing_not_named_stays_quiet(typed: str) -> None:
    assert benchmark_engine("profiles-108").answer(typed).intent is Intent.NONE


def test_a_thing_named_before_it_is_still_asked_about() -> None:
    answer = benchmark_engine("profiles-108").answer("kafka, who uses it")
    assert (answer.intent, answer.headline) == (Intent.SKILL, "2 people know kafka")


@pytest.mark.parametrize(
    ("folder", "typed"),
    [("profiles-83", "the graphql schema change is merged, mobile folks heads up"),
     ("profiles-108", "heads up, the routing service deploy is done")],
)  # fmt: skip
def test_a_heads_up_with_no_question_is_a_notice(folder: str, typed: str) -> None:
    assert benchmark_engine(folder).answer(typed).intent is Intent.NONE


@pytest.fixture(scope="module")
def streaming() -> Engine:
    return benchmark_engine("profiles-111")


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [("who studied in germany", "1 person who studied at a school in Germany",
      ["Daniel Köhler"]),
     # Norwegian University of Science and Technology, University of Oslo
     ("who studied in norway", "1 person who studied at a school in Norway",
      ["Ingrid Solberg"]),
     # Universidade de São Paulo: São Paulo is in Brazil, as Rafael's own location says
     ("which of us went to uni in brazil", "1 person who studied at a school in Brazil",
      ["Rafael Conceição"]),
     ("who studied in berlin", "1 person who studied at a school in Berlin", ["Daniel Köhler"]),
     ("who studied at tu berlin", "1 person who studied at Technische Universität Berlin",
      ["Daniel Köhler"]),
     # Keio University, in Japan by the world's list of universities
     ("who studied in japan", "1 person who studied at a school in Japan", ["Kenji Watanabe"])],
)  # fmt: skip
def test_studied_in_a_country_is_a_school_whose_name_places_it_there(
    streaming: Engine, typed: str, headline: str, names: list[str]
) -> None:
    answer = streaming.answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


@pytest.fixture(scope="module")
def railway() -> Engine:
    return benchmark_engine("profiles-112")


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [# the location says Czechia: the country by any of its names
     ("who is in the czech republic", "1 person in Czechia", ["Kateřina Dvořáková"]),
     # `based outside` is outside
     ("list the people based outside europe", "3 people not in Europe",
      ["Nnamdi Okafor", "Arjun Menon", "Mei Lin Tan"]),
     # `four years on Amazon's payments team`, `two years at Amazon Web Services`
     ("anyone ex-amazon?", "2 people at Amazon (2 in the past)", ["Nnamdi Okafor", "Arjun Menon"]),
     # `five years in Network Rail's capacity planning team`
     ("anyone from network rail?", "1 person at Network Rail (1 in the past)",
      ["Rhys Pritchard-Evans"])],
)  # fmt: skip
def test_a_place_by_another_name_outside_a_place_and_teams_of_employers(
    railway: Engine, typed: str, headline: str, names: list[str]
) -> None:
    answer = railway.answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [# a city of the world that nobody here is in, not a typo of some word of theirs
     ("who knows python in tokyo", "Nobody here is based in Tokyo.", []),
     ("who knows python in berlin", "Nobody here is based in Berlin.", []),
     # how a thing was used is no place and no topic
     ("who has used kafka in production", "3 people know kafka",
      ["Nnamdi Okafor", "Arjun Menon", "Matthias Brenner"]),
     ("anyone here actually done model checking / formal verification in anger?",
      "3 people know model-checking or mention formal verification",
      ["Sofia Almeida", "Matthias Brenner", "Rhys Pritchard-Evans"])],
)  # fmt: skip
def test_a_city_nobody_is_in_and_words_of_how_a_thing_was_used(
    railway: Engine, typed: str, headline: str, names: list[str]
) -> None:
    answer = railway.answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


def test_a_school_in_a_city_of_the_world_is_in_its_country(streaming: Engine) -> None:
    # Universidad de Sevilla: nobody here lives in Sevilla, the world places it in Spain
    answer = streaming.answer("which of us studied in spain")
    assert (answer.headline, answer.names) == (
        "1 person who studied at a school in Spain", ["Mateo Fernández-Ruiz"]
    )


def test_a_name_that_is_also_a_city_is_the_person(rentals: Engine) -> None:
    answer = rentals.answer("what does sofia work on? the new guy asked and i forgot")
    assert answer.names == ["Sofia Lindqvist", "Sofia Marques"]


def test_a_place_said_of_a_customer_is_not_where_the_people_asked_for_are() -> None:
    answer = benchmark_engine("profiles-86").answer(
        "got a tapeout week ticket from a customer in tainan and im drowning, who does the"
        " customer support triage"
    )
    assert answer.names == ["Daniel Kuo"]


def test_a_time_of_day_after_at_is_no_employer() -> None:
    kitchens = benchmark_engine("profiles-113")
    answer = kitchens.answer(
        "birthday reward push went out at 7am on a saturday 🙈 who does the offers / push timing"
    )
    # (a team channel is better told nothing than "Nobody here works or worked at 7am saturday")
    assert (answer.intent, answer.headline) == (Intent.NONE, "")
    assert kitchens.answer("anyone at 10x genomics?").headline == (
        "Nobody here works or worked at 10x genomics."
    )


def test_the_contact_for_a_thing_after_what_is_coming_is_asked(railway: Engine) -> None:
    answer = railway.answer("PCI audit next month, who's the contact for PCI DSS scope?")
    assert (answer.headline, answer.names) == ("1 person mentions pci dss scope", ["Arjun Menon"])


@pytest.mark.parametrize(
    ("folder", "typed", "names"),
    [("profiles-86", "customer's def file won't load, some lef/def parsing thing, who knows that"
      " format", ["Joris van der Berg"]),
     ("profiles-82", "the first notice of loss endpoint is throwing 500s, who owns that api",
      ["Jakub Zieliński"])],
)  # fmt: skip
def test_that_thing_asked_about_last_is_the_one_told_of_before(
    folder: str, typed: str, names: list[str]
) -> None:
    # not whoever happens to mention `format` or `api` anywhere
    assert benchmark_engine(folder).answer(typed).names == names


def test_the_right_person_for_a_thing_is_the_person_for_it(rentals: Engine) -> None:
    answer = rentals.answer("who is the right person for payouts")
    assert (answer.headline, answer.names) == (
        "2 people know payouts", ["Émilie Rousseau", "Thảo Nguyễn"]
    )
    assert rentals.answer("is the grafana link in the wiki still the right one").intent is (
        Intent.NONE
    )


@pytest.fixture(scope="module")
def archives() -> Engine:
    return benchmark_engine("profiles-115")


def test_a_full_name_after_vs_is_one_person_not_what_they_are_compared_at(
    archives: Engine,
) -> None:
    answer = archives.answer("tereza vs elena sokolova")
    assert (answer.headline, answer.names) == (
        "Tereza Horáková and Elena Sokolova", ["Tereza Horáková", "Elena Sokolova"]
    )


@pytest.mark.parametrize(
    "typed", ["that makes sense, thanks", "ok that makes total sense, thanks elena"]
)
def test_agreeing_is_chatter_not_the_build_tool(archives: Engine, typed: str) -> None:
    assert archives.answer(typed).intent is Intent.NONE
    assert archives.answer("who knows make").names == ["Beatrix Szabó", "Farid Nazari"]


@pytest.mark.parametrize(
    ("folder", "typed", "names"),
    [# a sync from a system is no employer
     ("profiles-114", "fieldkit says no pitch bearings in stock but the warehouse has two 🤷 who"
      " owns the spare parts sync from SAP?", ["Inés Castellanos"]),
     # `how that works on our side` works on no repository
     ("profiles-115", "metered licences (26 loans or 24 months) — who understands how that works"
      " on our side?", ["Thabo Molefe"]),
     # `which of us did that` asks for whoever did it, not for everyone
     ("profiles-115", "someone said mirador's zoom controls got fixed for keyboard users upstream"
      " — which of us did that?", ["Ruth Gallacher"]),
     ("profiles-115", "which of us did that?", []),
     # `loans aren't auto-returning`: trouble told, nobody left out
     ("profiles-115", "loans aren't auto-returning when they expire, the licences are still"
      " valid. who should i ping", ["Thabo Molefe"])],
)  # fmt: skip
def test_what_a_report_says_of_things_is_no_condition_on_people(
    folder: str, typed: str, names: list[str]
) -> None:
    assert benchmark_engine(folder).answer(typed).names == names


@pytest.mark.parametrize(
    ("typed", "names"),
    [# `without the allergens in bold` says how the labels print, and leaves nobody out
     ("PPDS labels are printing without the allergens in bold, who wrote the label stuff",
      ["Aisha Rahman"]),
     # `in the costing` is where the yield is handled, not where anyone lives
     ("how do we handle trim loss / yield on ingredients in the costing? who knows",
      ["Camila Restrepo"])],
)  # fmt: skip
def test_how_a_thing_is_and_where_in_a_system_are_no_conditions(
    typed: str, names: list[str]
) -> None:
    assert benchmark_engine("profiles-113").answer(typed).names == names


@pytest.mark.parametrize(
    ("folder", "typed", "headline", "names"),
    [# an internship at mozilla is of the past, not of who works there now
     ("profiles-65", "who did an internship at mozilla", "1 person at Mozilla (1 in the past)",
      ["Arjun Ramesh"]),
     ("profiles-100", "9–11 yrs coding (inclusive), who's in that range?",
      "3 people with 9 to 11 years of coding",
      ["Dimitra Papadopoulou", "Nadia Haddad", "Rafael Guimarães"]),
     # `in a hospital` is no place (it was "Nobody here is based in Hospital.")
     ("profiles-31", "who is working in a hospital?", "2 people mention hospital",
      ["Camille Dubois", "Inés Pereira"])],
)  # fmt: skip
def test_an_internship_a_range_said_before_and_in_a_something(
    folder: str, typed: str, headline: str, names: list[str]
) -> None:
    answer = benchmark_engine(folder).answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


def test_the_whole_crew_of_a_place_is_the_people_there() -> None:
    answer = benchmark_engine("profiles-95").answer("show me the whole bangalore crew")
    assert (answer.headline, answer.names) == (
        "3 people in Bangalore", ["Ananya Iyer", "Ananya Krishnan", "Rohan Mehta"]
    )


def test_a_school_in_a_city_by_its_old_name_and_not_every_school_of_the_country(
    engine: Engine,
) -> None:
    # Peking University is in Beijing; Shanghai Jiao Tong University in China but not Beijing,
    # though most people here in China are in Beijing
    answer = engine.answer("who studied in beijing")
    assert (answer.headline, answer.names) == (
        "2 people who studied at a school in Beijing", ["Wei Zhao", "Haoran Liu"]
    )
    # (Tsinghua University too, in China by the world's list of universities)
    assert engine.answer("who studied in china").names == [
        "Wei Zhao", "Yifan Chen", "Chenggang Zhao", "Chaofan Lin", "Mei Lin", "Haoran Liu"
    ]
