"""A school said with where it is, two people weighed for a piece of work, the people of one
first name asked apart, and who did a thing in the office: each as a colleague means it."""

from __future__ import annotations

import pytest

from bot.answers.model import Intent
from tests.conftest import benchmark_engine


@pytest.mark.parametrize(
    ("folder", "typed", "headline", "names"),
    [("profiles-116", "who went to KIT in karlsruhe",
      "1 person who studied at Karlsruhe Institute of Technology", ["Leonie Hartmann"]),
     ("profiles-116", "who went to kit in germany",
      "1 person who studied at Karlsruhe Institute of Technology", ["Leonie Hartmann"]),
     ("profiles-117", "who went to ucc in cork",
      "1 person who studied at University College Cork", ["Lucia Brennan"]),
     ("profiles-117", "who studied at ucc in cork and knows python",
      "1 person who studied at University College Cork · knows python", ["Lucia Brennan"]),
     ("profiles-117", "anyone from ucc in cork",
      "1 person who studied at University College Cork", ["Lucia Brennan"]),
     # a place that is not where the school is stays where the people are
     ("profiles-117", "who went to ucc in dublin", "Nobody here is based in Dublin.", [])],
)  # fmt: skip
def test_where_a_school_is_said_after_it_is_no_condition_on_people(
    folder: str, typed: str, headline: str, names: list[str]
) -> None:
    answer = benchmark_engine(folder).answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


def test_two_people_weighed_for_a_thing_of_the_work_are_compared() -> None:
    engine = benchmark_engine("profiles-117")
    answer = engine.answer("sophie or tunde for a payments thing?")
    assert answer.intent is Intent.COMPARE
    assert answer.names == ["Tunde Adeyemi", "Sophie Laurent"]
    assert answer.headline.startswith("At payments: Tunde Adeyemi (payments in topics) is ahead")
    # an outing or a day weighed is no comparison of people
    for typed in ("sophie or tunde for the lunch thing?", "friday or monday for the release thing?"):
        assert engine.answer(typed).intent is Intent.NONE, typed


@pytest.mark.parametrize(
    ("folder", "typed", "names"),
    [("profiles-116", "which jonas is which? list the jonases", ["Jonas Petrauskas", "Jonas Weber"]),
     ("profiles-117", "which lucia is which", ["Lucia Brennan", "Lucía Gómez Arrieta"])],
)  # fmt: skip
def test_which_of_a_name_is_which_lists_the_people_of_that_name(
    folder: str, typed: str, names: list[str]
) -> None:
    answer = benchmark_engine(folder).answer(typed)
    assert (answer.intent, answer.names) == (Intent.PROFILE, names)


@pytest.mark.parametrize(
    "typed",
    ["ok who put the hazy ipa in the meeting room fridge, not complaining",
     "who drank the last oat milk", "who unplugged the fermenter dashboard screen"],
)
def test_who_did_a_thing_in_the_office_stays_unanswered(typed: str) -> None:
    assert benchmark_engine("profiles-117").answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    ("folder", "typed", "headline", "names"),
    [# what someone is needed for is no condition on them
     ("profiles-116", "need someone with a drone licence for a client demo flight next week, anyone?",
      "1 person mentions drone licence", ["Kenji Watanabe"]),
     ("profiles-117", "need someone good at vehicle routing for a quote to a dairy coop",
      "1 person mentions vehicle routing", ["Kavya Raghunathan"]),
     # how far ahead something is planned is nobody's years
     ("profiles-117", "we need to plan hop contracts a year out, anyone doing demand planning stuff?",
      "1 person mentions plan hop contracts · mentions demand planning", ["Mikkel Sørensen"]),
     # a piece of work asked after a report of trouble
     ("profiles-117",
      "qc results creeping up slowly over a few weeks, smells like instrument drift. who did the"
      " control charts", "2 people mention control charts", ["Haruka Nishimura", "Matthias Brandl"])],
)  # fmt: skip
def test_a_request_says_who_is_needed_whatever_is_said_around_it(
    folder: str, typed: str, headline: str, names: list[str]
) -> None:
    answer = benchmark_engine(folder).answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


def test_anyone_able_to_do_a_thing_told_before_is_a_request() -> None:
    engine = benchmark_engine("profiles-116")
    answer = engine.answer(
        "a volvo excavator is throwing some weird fault code on the can bus, anyone able to decode"
        " that?"
    )
    assert answer.names == ["Leonie Hartmann"]
    assert answer.headline.startswith("1 person comes closest to what you describe")
    # an errand stays unanswered
    assert engine.answer("is anyone able to cover my shift").intent is Intent.NONE


def test_looking_after_a_thing_told_before_asks_about_that_thing() -> None:
    engine = benchmark_engine("profiles-106")
    answer = engine.answer(
        "how do policy changes get out of the mainframe into the event streams, who looks after that"
    )
    assert answer.names == ["Ana Kowalczyk"]
    # the asking words are no topic of their own (it was "1 person mentions looks after")
    assert benchmark_engine("profiles-101").answer("who looks after that").intent is Intent.NONE


def test_a_report_that_ends_in_a_bare_anyone_asks_for_someone() -> None:
    engine = benchmark_engine("profiles-116")
    answer = engine.answer("float precision issues in the viewer, anyone?")
    assert answer.names == ["Jonas Weber"]
    for typed in ("pizza tonight, anyone?", "heading to the pub after work, anyone?"):
        assert engine.answer(typed).intent is Intent.NONE, typed


@pytest.mark.parametrize(
    ("folder", "typed", "names"),
    [("profiles-118", "did anyone work at clio before", ["Camille Rousseau"]),
     ("profiles-119", "anyone been at booking.com?", ["Zeynep Aydın"]),
     ("profiles-119", "who was at booking.com", ["Zeynep Aydın"])],
)  # fmt: skip
def test_having_been_at_a_company_asks_who_worked_there(
    folder: str, typed: str, names: list[str]
) -> None:
    answer = benchmark_engine(folder).answer(typed)
    assert (answer.intent, answer.names) == (Intent.COMPANY, names)


@pytest.mark.parametrize(
    ("folder", "typed"),
    [("profiles-119", "anyone been at the all hands?"),
     ("profiles-118", "whose turn is it to write the changelog? i did it last week"),
     ("profiles-116", "which branch is which"),
     ("profiles-117", "anyone able to send me the control charts"),
     ("profiles-117", "this friday or monday for the release thing?"),
     ("profiles-117", "who did the lunch order")],
)  # fmt: skip
def test_the_days_errands_and_rotas_stay_unanswered(folder: str, typed: str) -> None:
    assert benchmark_engine(folder).answer(typed).intent is Intent.NONE


def test_two_people_weighed_for_what_their_profiles_say() -> None:
    # `money rounding` is no skill, but their own words hold it: the two side by side
    answer = benchmark_engine("profiles-119").answer("katarzyna vs linh for money rounding stuff")
    assert (answer.intent, answer.headline) == (Intent.COMPARE, "Katarzyna Wójcik and Linh Nguyen")
    # what nobody's profile holds stays unanswered in a channel
    assert benchmark_engine("profiles-117").answer(
        "who got more sleep, sophie or tunde"
    ).intent is Intent.NONE


def test_putting_a_thing_together_is_work_not_the_office() -> None:
    answer = benchmark_engine("profiles-117").answer("who put together the grafana dashboards")
    assert answer.names == ["Matthias Brandl"]


@pytest.mark.parametrize(
    ("folder", "typed", "names"),
    [# `matter's` is no typo of `master's`: no degree asked for
     ("profiles-118",
      "the hourly rate for one associate is wrong on the new matter's invoice, who should i ask"
      " about rates", ["Camille Rousseau"]),
     # a request for an expert after a report
     ("profiles-119", "listings-in-polygon query is dog slow, need a postgis wizard",
      ["Ciarán O'Sullivan"]),
     # `at zoom 14` is a level, not an employer
     ("profiles-119", "the boundary vector tiles look broken at zoom 14, who builds those",
      ["Ciarán O'Sullivan"])],
)  # fmt: skip
def test_words_around_a_request_that_are_no_condition(
    folder: str, typed: str, names: list[str]
) -> None:
    assert benchmark_engine(folder).answer(typed).names == names


@pytest.mark.parametrize(
    ("typed", "names"),
    [("us client wants to pull their listings from an MLS over the reso web api, anyone done that"
      " before", ["Nikhil Sharma"]),
     ("could someone help me build an index to bring old sale prices up to today's market? no"
      " idea where to start", ["Nikhil Raghavan"])],
)  # fmt: skip
def test_asking_who_has_done_what_was_told_or_can_help_build_it(
    typed: str, names: list[str]
) -> None:
    answer = benchmark_engine("profiles-119").answer(typed)
    assert answer.names == names
    assert answer.headline.startswith("1 person comes closest to what you describe")


@pytest.mark.parametrize(
    ("folder", "typed", "names"),
    [("profiles-118",
      "re-indexing the big antitrust matter is taking forever, like days. who sped that up last"
      " time", ["Joaquín Ferreyra"]),
     # a thing that keeps going wrong is trouble: a sigh after it still asks
     ("profiles-118",
      "the clause tagger keeps labelling the indemnity section as limitation of liability on this"
      " MSA 🙃 who trained that thing?", ["Amara Okafor"]),
     ("profiles-116",
      "tablets are dead by lunchtime again 🔋 site manager says its our app eating the battery, who"
      " fixed that last time", ["Jonas Petrauskas"])],
)  # fmt: skip
def test_who_did_it_last_time_asks_about_what_was_told(
    folder: str, typed: str, names: list[str]
) -> None:
    assert benchmark_engine(folder).answer(typed).names == names


def test_a_report_that_ends_in_a_bare_who_asks_for_someone() -> None:
    answer = benchmark_engine("profiles-116").answer(
        "how many m3 of gravel are left in the pile by the gate? can we get that from this week's"
        " drone flight? who"
    )
    assert answer.names == ["Kenji Watanabe"]
    # lost property stays unanswered
    assert benchmark_engine("profiles-104").answer(
        "my umbrella went missing from the stand, who?"
    ).intent is Intent.NONE


def test_a_school_in_a_city_the_vocabulary_spells_otherwise_is_in_its_country() -> None:
    # Technical University of Munich: the vocabulary writes the city München, nobody here is in it
    answer = benchmark_engine("profiles-121").answer("who studied in germany")
    assert (answer.headline, answer.names) == (
        "2 people who studied at a school in Germany", ["Jonas Albrecht", "Aylin Demir"]
    )


def test_a_place_that_tells_schools_of_one_name_apart_stays_a_condition() -> None:
    # `universidad nacional` is a school in Mexico and one in Colombia: in Colombia is kept
    answer = benchmark_engine("profiles-85").answer(
        "anyone from the universidad nacional in colombia"
    )
    assert answer.names == ["Tomás Echeverri", "Andrés Castaño"]


@pytest.mark.parametrize(
    ("typed", "names"),
    [# when something happened, and how much data there is, are nobody's years of coding
     ("patient got an estimate saying insurance covers a crown but they had one on that tooth 3"
      " yrs ago and the claim got denied. who does the estimate logic", ["Santiago Restrepo"]),
     ("new clinic is moving over from open dental with like 15 yrs of data 😵 who's done these"
      " migrations", ["Arjun Nair"]),
     # a glued topic line split with a topic the vocabulary now knows
     ("anyone here actually understand crdts / yjs? need a sanity check on a design",
      ["Ingrid Sæther"])],
)  # fmt: skip
def test_years_said_of_things_and_a_topic_of_collaborative_editing(
    typed: str, names: list[str]
) -> None:
    assert benchmark_engine("profiles-120").answer(typed).names == names
    # asked of someone's own years, the years stay
    assert benchmark_engine("profiles-120").answer("who started coding 3 years ago").names == []


def test_when_someone_started_coding_is_their_years_of_coding() -> None:
    answer = benchmark_engine("profiles-120").answer("who started coding 10 years ago")
    assert (answer.headline, answer.names) == (
        "2 people with exactly 10 years of coding", ["Aoife Brennan", "Farah Haddad"]
    )
