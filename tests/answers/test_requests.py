"""Requests for someone in a team channel, typed after a remark or naming what nobody here
holds: who is named, when "nobody" is said, and what stays chatter."""

from __future__ import annotations

import pytest

from bot.answers.engine import Engine
from bot.answers.model import Intent
from tests.conftest import benchmark_engine, team_snapshot


@pytest.fixture(scope="module")
def climate() -> Engine:
    return benchmark_engine("profiles-74")


@pytest.fixture(scope="module")
def studio() -> Engine:
    return benchmark_engine("profiles-75")


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [("the alerts paged me three times last night for nothing, who set up our alerting",
      "1 person mentions alerting", ["Lukas Brandt"]),
     ("the soil probes at site 12 jumped 30% overnight, who wrote the probe drivers",
      "1 person mentions probe drivers", ["Tomás Ferreira-Lima"])],
)  # fmt: skip
def test_a_job_asked_after_a_remark_names_who_does_it(
    climate: Engine, typed: str, headline: str, names: list[str]
) -> None:
    answer = climate.answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [("crash dumps from players come in with no symbols, who set up the symbol server",
      "1 person mentions symbol server", ["Lukas Brandt"]),
     ("smurfs are wrecking the low ranks, who's the mmr person",
      "1 person mentions mmr", ["Kenji Watanabe"])],
)  # fmt: skip
def test_who_set_up_a_system_or_is_its_person_after_a_remark(
    studio: Engine, typed: str, headline: str, names: list[str]
) -> None:
    answer = studio.answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("anyone know about stripe billing", "Nobody here mentions stripe billing."),
     ("do we have anyone who's done drone surveys", "Nobody here mentions drone surveys.")],
)  # fmt: skip
def test_asked_outright_for_what_nobody_holds_says_nobody(
    climate: Engine, typed: str, headline: str
) -> None:
    answer = climate.answer(typed)
    assert (answer.headline, answer.names) == (headline, [])


@pytest.mark.parametrize(
    "typed",
    ["anyone know the wifi password?",
     "anyone know how to undo a git rebase? i messed up",
     "ok who wrote this regex",
     "who do i talk to about my parental leave",
     "who should i ask about the ski trip",
     "anyone who has dealt with legacy code knows the pain",
     "who made the new error pages, they're actually funny",
     "who makes the best coffee here",
     "anyone know about hydrogen cars, thinking of buying one",
     "anyone know about chickens? thinking of getting some",
     "gimme a sec, compiling shaders",
     "anyone experienced with sourdough starters? mine died",
     "who should i ping about access to the finance drive",
     "who do i ask about the conference budget"],
)  # fmt: skip
def test_facts_errands_blame_and_sayings_stay_chatter(climate: Engine, typed: str) -> None:
    assert climate.answer(typed).intent is Intent.NONE


def test_who_set_up_a_system_badly_is_blame() -> None:
    team = team_snapshot().engine
    assert team.answer("who set up the gpu cluster").names == ["Priya Natarajan", "José Núñez-García"]
    assert team.answer("who set up the gpu cluster without monitoring").intent is Intent.NONE


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("who's london based", "1 person in London"),
     ("anyone berlin based?", "2 people in Berlin"),
     ("how many people are based in london", "1 person in London")],
)  # fmt: skip
def test_a_place_based_without_a_hyphen_is_where_people_are(
    climate: Engine, typed: str, headline: str
) -> None:
    assert climate.answer(typed).headline == headline


@pytest.fixture(scope="module")
def farm() -> Engine:
    return benchmark_engine("profiles-77")


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [("strongest 2 python folks?", "2 people know python", ["Sofia Ramos", "Mei Tanaka"]),
     ("gimme the full roster pls", "Everyone: 9 people",
      ["Amara Okafor", "Joaquín Peña-Ortiz", "Lars Eriksen", "Mei Tanaka", "Ngozi Eze",
       "Priya Nair", "Sofía Ramírez", "Sofia Ramos", "Tomasz Wójcik"]),
     ("who knows how to make the batterys last",
      "1 person comes closest to what you describe (no profile says it in those words)",
      ["Amara Okafor"])],
)  # fmt: skip
def test_the_strongest_few_everyone_given_and_how_to_make_something_last(
    farm: Engine, typed: str, headline: str, names: list[str]
) -> None:
    answer = farm.answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


@pytest.fixture(scope="module")
def clinic() -> Engine:
    return benchmark_engine("profiles-76")


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [("who makes the readmission dashboards for the execs",
      "1 person mentions readmission dashboards execs", ["Anna Kowalczyk"]),
     ("who studied biostats", "1 person who studied Biostatistics", ["Anna Kowalczyk"])],
)  # fmt: skip
def test_who_makes_a_dashboard_and_a_short_field_of_study(
    clinic: Engine, typed: str, headline: str, names: list[str]
) -> None:
    answer = clinic.answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


def test_surprise_at_a_skill_is_no_question(clinic: Engine) -> None:
    assert clinic.answer("wow who knew python could be this slow").intent is Intent.NONE
    assert clinic.answer("who makes the best coffee here").intent is Intent.NONE


@pytest.mark.parametrize(
    ("typed", "name"),
    [("who can stitch a few hundred aerial pics into one big map of the field",
      "Joaquín Peña-Ortiz"),
     ("who gets pinged when a shipment goes out of its temp range, i want to change who gets"
      " the alert", "Lars Eriksen")],
)  # fmt: skip
def test_a_piece_of_work_asked_of_whoever_can_do_it(farm: Engine, typed: str, name: str) -> None:
    answer = farm.answer(typed)
    assert answer.names[:1] == [name]
    assert answer.headline.endswith("(no profile says it in those words)")


@pytest.mark.parametrize(
    "typed",
    ["who can cover my shift on friday", "who can unlock my account, too many password attempts",
     "is there someone who can proofread my blog post"],
)  # fmt: skip
def test_a_favour_or_an_errand_asked_of_whoever_can_is_chatter(farm: Engine, typed: str) -> None:
    assert farm.answer(typed).intent is Intent.NONE


def test_a_diet_is_no_place_and_heating_load_no_errand(clinic: Engine, climate: Engine) -> None:
    assert clinic.answer("anyone plant-based? ordering for the offsite").intent is Intent.NONE
    typed = "our heating load forecasts are off in cold snaps, who does the load forecasting"
    assert climate.answer(typed).names == ["Lucas Moreau"]


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [("everyone named anna?", "2 people named “anna”", ["Anna Kovács", "Anna Kowalczyk"]),
     ("anyone called anna", "2 people named “anna”", ["Anna Kovács", "Anna Kowalczyk"])],
)  # fmt: skip
def test_everyone_named_so_is_the_people_of_that_name(
    clinic: Engine, typed: str, headline: str, names: list[str]
) -> None:
    answer = clinic.answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


@pytest.mark.parametrize("typed", ["anyone from IIT", "anyone go to an iit"])
def test_initials_the_world_gives_campuses_find_the_one_here(studio: Engine, typed: str) -> None:
    answer = studio.answer(typed)
    assert (answer.headline, answer.names) == (
        "1 person who studied at Indian Institute of Technology Madras", ["Priya Raghunathan"]
    )


@pytest.mark.parametrize(
    "typed",
    ["who's at lanternfish now but came over from kestrel online",
     "who works at lanternfish but used to be at kestrel online"],
)  # fmt: skip
def test_now_at_one_company_and_before_at_another(typed: str) -> None:
    engine = benchmark_engine("profiles-73")
    answer = engine.answer(typed)
    assert (answer.headline, answer.names) == (
        "4 people at Lanternfish Studios · at Kestrel Online",
        ["Kwame Asante", "Tomasz Wójcik", "Aoife Ní Bhriain", "Priyanka Nair"],
    )
    # before alone is still before
    past = engine.answer("who used to work at kestrel online").headline
    assert past == "4 people at Kestrel Online (4 in the past)"


@pytest.mark.parametrize(
    "typed",
    ["who built the llm demo for the all hands, it was great",
     "who wrote the fp8 kernels? absolutely brilliant work",
     "who set up the alerting on the gpu hosts to page at 4am 🙄"],
)  # fmt: skip
def test_who_did_a_thing_to_praise_or_roll_eyes_at_it_is_chatter(typed: str) -> None:
    team = team_snapshot().engine
    assert team.answer(typed).intent is Intent.NONE
    # asked of the bot, it is answered
    assert team.answer(typed, addressed=True).intent is not Intent.NONE


def test_a_request_closed_by_lol_is_still_asked() -> None:
    engine = benchmark_engine("profiles-52")
    typed = "who built the sms reminders?? patient says she got 4 texts for one appt lol"
    assert engine.answer(typed).names == ["Lucas Fernandes"]


@pytest.fixture(scope="module")
def fintech() -> Engine:
    return benchmark_engine("profiles-78")


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("the card printing vendor is in buenos aires, who's in buenos aires to visit them",
      "1 person in Buenos Aires"),
     ("marketing wants a team page, list everyone with the rockstar badge",
      "4 people with the Rockstar badge"),
     ("new recruiter here 👋 can u show me all the profiles", "Everyone: 9 people"),
     ("alerting is waaay too noisy, got paged 6 times for nothing last night. who set up our"
      " alerting rules", "1 person mentions alerting rules")],
)  # fmt: skip
def test_what_a_place_is_for_and_lists_asked_after_a_remark(
    fintech: Engine, typed: str, headline: str
) -> None:
    assert fintech.answer(typed).headline == headline


def test_a_laugh_at_the_name_of_the_thing_at_hand_is_chatter(fintech: Engine) -> None:
    typed = "lol who named this service payout-engine-v2-final-final"
    assert fintech.answer(typed).intent is Intent.NONE


@pytest.mark.parametrize("typed", ["who's our SRE btw, im new here", "any sres here"])
def test_a_title_by_its_initials_is_the_title(fintech: Engine, typed: str) -> None:
    answer = fintech.answer(typed)
    assert (answer.headline, answer.names) == (
        "1 person mentions site reliability", ["Mariana Oliveira"]
    )


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("stripe is poaching again lol, anyone here actually worked at stripe",
      "Nobody here works or worked at Stripe."),
     ("the partner bank wants a phd on the model risk committee 🙄 anyone with a phd",
      "Nobody here has a PhD.")],
)  # fmt: skip
def test_nobody_of_a_company_or_a_degree_asked_last(
    fintech: Engine, typed: str, headline: str
) -> None:
    answer = fintech.answer(typed)
    assert (answer.headline, answer.names) == (headline, [])


def test_whether_a_build_went_green_is_chatter(studio: Engine) -> None:
    typed = "did the nightly build go green or is jenkins on fire again"
    assert studio.answer(typed).intent is Intent.NONE
    assert studio.answer("who knows go or jenkins").headline == "3 people know go or jenkins"


@pytest.mark.parametrize(
    "typed",
    ["anyone know about spark plugs? my car won't start",
     "anyone know about minecraft mods? my son wants a server for his bday",
     "anyone here know about crystal healing? my flatmate is obsessed"],
)  # fmt: skip
def test_life_outside_work_is_chatter(climate: Engine, typed: str) -> None:
    assert climate.answer(typed).intent is Intent.NONE


def test_trouble_told_with_a_laugh_or_a_request_after_praise_is_still_asked(
    climate: Engine, farm: Engine
) -> None:
    typed = "who set up the cloud masking in the imagery pipeline? my tiles are all white 😅"
    assert climate.answer(typed).names == ["Priyanka Raghunathan"]
    typed = "who wrote the telemetry ingestion service? readings from fieldmesh stopped 😅"
    assert farm.answer(typed).names == ["Lars Eriksen"]


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("anyone here work on billing or insurance claims", "Nobody here mentions insurance claims."),
     ("who writes the firmware for the telematics dongles",
      "Nobody here mentions firmware telematics dongles.")],
)  # fmt: skip
def test_who_does_a_thing_nobody_holds_is_answered_nobody(typed: str, headline: str) -> None:
    answer = team_snapshot().engine.answer(typed)
    assert (answer.intent, answer.headline, answer.names) == (Intent.SKILL, headline, [])


@pytest.mark.parametrize(
    "typed",
    ["anyone here work on saturdays", "who works on fridays", "who's working christmas",
     "anyone working nights this week?"],
)  # fmt: skip
def test_who_works_which_days_is_chatter(typed: str) -> None:
    assert team_snapshot().engine.answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("anyone do proteomics? the mass spec people keep asking us", "Nobody here knows proteomics."),
     ("anyone on the team do drone imagery", "Nobody here mentions drone imagery.")],
)  # fmt: skip
def test_anyone_doing_a_thing_nobody_holds_is_answered_nobody(typed: str, headline: str) -> None:
    answer = team_snapshot().engine.answer(typed)
    assert (answer.intent, answer.headline, answer.names) == (Intent.SKILL, headline, [])


@pytest.mark.parametrize(
    "typed", ["anyone do pilates here?", "anyone do crossfit", "anyone here do dry january?"]
)
def test_anyone_doing_a_pastime_is_chatter(typed: str) -> None:
    assert team_snapshot().engine.answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("is there anyone who knows the old cobol policy admin system",
      "Nobody here mentions old cobol policy admin system."),
     ("who knows the vendor portal", "Nobody here mentions vendor portal.")],
)  # fmt: skip
def test_who_knows_the_team_s_own_thing_nobody_holds_is_answered_nobody(
    typed: str, headline: str
) -> None:
    answer = team_snapshot().engine.answer(typed)
    assert (answer.intent, answer.headline, answer.names) == (Intent.SKILL, headline, [])


@pytest.mark.parametrize(
    "typed", ["anyone know the wifi password", "anyone know the score", "anyone done a marathon"]
)
def test_who_knows_a_fact_of_the_day_is_chatter(typed: str) -> None:
    assert team_snapshot().engine.answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    ("folder", "typed", "name"),
    [("profiles-143", "can the support tool show a player's ban history? who'd add that",
      "Marie-Ève Tremblay"),
     ("profiles-129", "lyon wants a cheaper fare for low income riders in place by june as part"
      " of the permit, who'd build that", "Thandiwe Mokoena")],
)  # fmt: skip
def test_who_would_do_what_was_just_told_is_asked(folder: str, typed: str, name: str) -> None:
    assert benchmark_engine(folder).answer(typed).names == [name]
