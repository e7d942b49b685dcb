"""Questions over a bank's engineers asked in formal corporate English, an online grocery's
engineers asked with pasted errors and codenames, and a game studio's engineers asked in
English mixed with Polish, Italian and Dutch; and asks for someone in everyday forms."""

from __future__ import annotations

import pytest

from tests.conftest import benchmark_engine

BANK = "profiles-205"


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("Could you kindly advise which colleagues have demonstrable experience with Kafka?",
      "4 people know kafka"),
     ("I would be grateful for the names of any team members proficient in both Java and Oracle,"
      " as we have a legacy integration to review.", "2 people know java · know oracle"),
     ("Could someone kindly confirm who has experience with Rust?", "1 person knows rust"),
     ("For data-residency purposes, I would be grateful to know which colleagues are based within"
      " the European Union.", "6 people in the European Union"),
     ("I would be grateful for the top three colleagues by Stack Overflow reputation.",
      "Venkatesh Raghunathan has the highest: 19,400 Stack Overflow reputation · 3 people by"
      " Stack Overflow reputation"),
     ("Could you kindly compare João and Hélène on Python?",
      "At python: João Pedro Albuquerque (python 10/10) is ahead of Hélène Marchand"
      " (python 9/10)."),
     ("Is anyone a graduate of the University of Porto's engineering faculty?",
      "1 person who studied at Faculdade de Engenharia da Universidade do Porto")],
)
def test_requests_in_formal_corporate_english(typed: str, headline: str) -> None:
    assert benchmark_engine(BANK).answer(typed).headline == headline


@pytest.mark.parametrize(
    ("typed", "name"),
    [("Could you kindly remind me what Siobhán Kavanagh is responsible for?", "Siobhán Kavanagh"),
     ("Could you please advise what Daniel Ruiz Castelanos looks after?",
      "Daniel Ruiz-Castellanos"),
     ("Could you kindly confirm whether Tobias is based in Berlin?", "Tobias Schäfer")],
)
def test_facts_about_one_person_asked_formally(typed: str, name: str) -> None:
    assert benchmark_engine(BANK).answer(typed).names == [name]


def test_thanks_to_the_team_stays_quiet() -> None:
    said = benchmark_engine(BANK).answer(
        "I would like to thank the whole team for their hard work during the year-end freeze."
    )
    assert said.headline == ""


@pytest.mark.parametrize(
    ("folder", "typed", "name"),
    [("profiles-185", "since the patch the anti-tamper thing is bluescreening ppl on win11 lol"
      " who do i tag", "Zofia Wróblewska"),
     ("profiles-151", "analysts want more keyboard shortcuts in the case tool, who do i send the"
      " request to", "Oleksandra Kovalenko"),
     ("profiles-177", "the ids boxes at a customer are dropping packets like it's their job since"
      " the new ruleset went out 📉 whose fleet is that", "Aoife Gallagher"),
     ("profiles-139", "board wants weekday boardings by route for last month, who has the"
      " ridership numbers", "Priyanka Raghunathan"),
     ("profiles-142", "disk alerts going off for 95% on the main cluster, is someone on this?",
      "Bohdan Melnyk"),
     ("profiles-180", "storm in frankfurt, 30 flights cancelled and rebooking of the passengers is"
      " sooo slow, who handles this?", "Chloé Lefèvre")],
)
def test_asks_for_someone_in_everyday_forms(folder: str, typed: str, name: str) -> None:
    assert benchmark_engine(folder).answer(typed).names == [name]


def test_a_change_to_review_is_no_ask_for_someone() -> None:
    said = benchmark_engine("profiles-39").answer(
        "https://github.com/triton-lang/triton/pull/1234 can someone take a look"
    )
    assert said.headline == ""


STUDIO = "profiles-206"


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("kto zna kafkę?", "2 people know kafka"),
     ("kto umie redis i postgresa naraz?", "2 people know redis · know postgresql"),
     ("kto pracował w techlandzie?", "1 person at Techland (1 in the past)"),
     ("kto był w people can fly?", "1 person at People Can Fly (1 in the past)"),
     ("ktoś w krakowie?", "1 person in Kraków"),
     ("ilu mamy ludzi w polsce?", "3 people in Poland"),
     ("ktoś po AGH?", "1 person who studied at Akademia Górniczo-Hutnicza im. Stanisława Staszica"
      " w Krakowie"),
     ("kto ma ponad 15 lat doświadczenia?", "2 people with more than 15 years of coding"),
     ("kaczor zna dockera?", "Yes: Bartłomiej Kaczmarek knows docker (scored 5 of 10)."),
     ("paweł czy tomás, kto ma więcej lat doświadczenia?",
      "By years of coding: Tomás Herrera (20 years) is ahead of Paweł Zieliński (6 years)."),
     ("wypisz wszystkich którzy kodują mniej niż 10 lat",
      "4 people with less than 10 years of coding")],
)
def test_questions_in_polish(typed: str, headline: str) -> None:
    assert benchmark_engine(STUDIO).answer(typed).headline == headline


@pytest.mark.parametrize(
    ("typed", "name"),
    [("luca moretti, dove ha fatto il dottorato?", "Luca Moretti"),
     ("da quanti anni programma luca moretti?", "Luca Moretti"),
     ("chi ha lavorato su rhubarb lip sync?", "Giulia Conti"),
     ("wat doet giulia conti precies bij ons?", "Giulia Conti"),
     ("wat heeft sanne allemaal aan open source gedaan?", "Sanne de Vries-Bakker"),
     ("pawel zielinsky waar zit hij?", "Paweł Zieliński"),
     ("werkt luca verbeek met houdini?", "Luca Verbeek"),
     ("hoeveel jaar ervaring heeft sanne?", "Sanne de Vries-Bakker")],
)
def test_facts_about_one_person_in_italian_and_dutch(typed: str, name: str) -> None:
    assert benchmark_engine(STUDIO).answer(typed).names == [name]


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("quanti sono in italia?", "2 people in Italy"),
     ("hoeveel mensen hebben 10+ jaar ervaring?", "5 people with at least 10 years of coding"),
     ("giulia o émilie per una domanda sul dsp?",
      "At dsp: Émilie Brodeur (dsp 10/10) is ahead of Giulia Conti (dsp 8/10).")],
)
def test_counts_and_comparisons_in_italian_and_dutch(typed: str, headline: str) -> None:
    assert benchmark_engine(STUDIO).answer(typed).headline == headline


@pytest.mark.parametrize(
    "typed",
    ["kto idzie na lunch?", "ktoś ma ładowarkę do maca?", "kto jest w biurze?",
     "w niemieckiej wersji npc dalej ruszają ustami jak już skończyli gadać xD kto za to"
     " odpowiada?"],
)
def test_polish_chatter_and_trouble_in_words_no_profile_holds_stay_quiet(typed: str) -> None:
    assert benchmark_engine(STUDIO).answer(typed).headline == ""


GROCERY = "profiles-204"


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("anyone from warsaw uni of technology", "1 person who studied at Politechnika Warszawska"),
     ("what's the zoom link for planning?", ""),
     ("who knows planning", "2 people know planning")],
)
def test_schools_by_their_english_name_and_meeting_links(typed: str, headline: str) -> None:
    assert benchmark_engine(GROCERY).answer(typed).headline == headline


def test_whose_stream_a_pasted_log_line_is() -> None:
    said = benchmark_engine(GROCERY).answer(
        "totem-consumer WARN tote T-884201 scan out of sequence (DISPATCH before PICKED) — whose"
        " stream is this"
    )
    assert said.names == ["Rahul Venkataraman"]


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("vem kan kubernetes här?", "2 people know kubernetes"),
     ("noen fra DNB her?", "1 person at DNB (1 in the past)"),
     ("vem bor i norge?", "1 person in Norway"),
     ("hvem er i danmark?", "1 person in Denmark"),
     ("vem har gått på Chalmers?", "1 person who studied at Chalmers University of Technology"),
     ("hvor mange kan postgresql?", "3 people know postgresql"),
     ("lista alla på teamet tack", "Everyone: 9 people"),
     ("jukka eller priya, vem är bäst på terraform?",
      "At terraform: Jukka Räsänen (terraform 9/10) is ahead of Priya Raghunathan"
      " (terraform 6/10).")],
)
def test_questions_in_swedish_norwegian_and_danish(typed: str, headline: str) -> None:
    assert benchmark_engine("profiles-209").answer(typed).headline == headline


@pytest.mark.parametrize(
    ("typed", "name"),
    [("hur många år har Ebba kodat?", "Ebba Lindqvist"),
     ("kuinka kauan Declan on koodannut?", "Declan O'Rourke"),
     ("kan Ebba kotlin?", "Ebba Lindqvist"),
     ("hvor studerte Priya Raghunathan?", "Priya Raghunathan"),
     ("kuka osaa rustia?", "Katharina Brandstätter")],
)
def test_facts_and_skills_in_swedish_norwegian_and_finnish(typed: str, name: str) -> None:
    assert benchmark_engine("profiles-209").answer(typed).names == [name]


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("wear is ines based", "Inès Lefebvre is based in Lyon, Auvergne-Rhône-Alpes, France."),
     ("does rafael no rust", "Yes: Rafael Magalhães knows rust (scored 8 of 10)."),
     ("most experienced dev hear",
      "Lukas Brenner has the most: 20 years of coding · 9 people by years of coding, most first"),
     ("does it no longer work", "")],
)
def test_words_a_phone_put_in_place_of_others(typed: str, headline: str) -> None:
    assert benchmark_engine("profiles-207").answer(typed).headline == headline


@pytest.mark.parametrize(
    ("typed", "names"),
    [("frontend thing again, sorry — sofia l vs chloé for typescript, who's stronger? seun wants"
      " one of them to review his dashboard PR (he says he 'doesn't do frontend' which, yeah, we"
      " noticed 😂)", ["Sofia Lindqvist", "Chloé Dubois-Martin"]),
     ("how many years has sofia marcheti been coding? doing the mentor matching and joaquín said"
      " she's got loads but i need a number", ["Sofia Marchetti"])],
)
def test_the_question_inside_a_long_chatty_message(typed: str, names: list[str]) -> None:
    assert benchmark_engine("profiles-208").answer(typed).names == names


@pytest.mark.parametrize(
    ("folder", "typed"),
    [("profiles-39", "ok who touched the CI config, all jobs are queued for 2h now and i cannot"
      " merge anything, also is there a way to cancel old runs? asking for a friend, thanks"),
     ("profiles-206", "kto jest w piatek?"), ("profiles-206", "ktos w kuchni? jest ciasto"),
     ("profiles-206", "kto jest po kawie?"), ("profiles-206", "kto ma ponad 30 lat? pytam o urodziny"),
     ("profiles-206", "co robi pawel w weekend"), ("profiles-206", "chi devo contattare per le ferie?"),
     ("profiles-206", "wen frage ich wegen urlaub?"), ("profiles-202", "aaj office mein kaun hai"),
     ("profiles-203", "who was at the party earlier?"),
     ("profiles-203", "who would we call if the building caught fire, asking for real"),
     ("profiles-203", "second best at kafka is the title of my memoir lol")],
)
def test_office_talk_in_any_language_stays_quiet(folder: str, typed: str) -> None:
    assert benchmark_engine(folder).answer(typed).headline == ""


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("who's second best at firebase", "Nobody comes second · 1 person knows firebase"),
     ("quick second question: who's second best at python",
      "Jonas Krüger comes second · 3 people know python"),
     ("who did a degree in computer science?", "6 people who studied computer science"),
     ("who knows kafka? and who, besides tomasz?", "1 person knows kafka · except tomasz")],
)
def test_places_in_rankings_degrees_and_asks_that_point_back(typed: str, headline: str) -> None:
    assert benchmark_engine("profiles-203").answer(typed).headline == headline


def test_many_places_in_one_message_are_answered_at_once() -> None:
    said = benchmark_engine("profiles-203").answer("2nd " * 990 + "most senior")
    assert said.headline == ""


def test_a_colleague_named_in_passing_after_the_question_is_not_what_is_asked() -> None:
    said = benchmark_engine("profiles-208").answer(
        "grant application part 2: how many phds on the team? the form literally has a box for it"
        " and mateusz joked he should count his 'phd in spreadsheets' lol"
    )
    assert (said.names, said.headline) == (["Priya Raghunathan"], "1 person with a PhD")


def test_two_people_weighed_after_a_tale_and_a_dash() -> None:
    said = benchmark_engine(GROCERY).answer(
        "kafka consumer lag on totem-events keeps climbing — venky or lukas b, who's stronger at"
        " kafka?"
    )
    assert said.names == ["Rahul Venkataraman", "Lukas Brandt"]


def test_a_school_by_its_english_name_when_the_profile_writes_it_in_czech() -> None:
    said = benchmark_engine("profiles-207").answer("anyone go to brno university of technology")
    assert said.headline == "1 person who studied at Vysoké učení technické v Brně"


def test_a_question_about_the_colleague_named_before_it_stays_about_them() -> None:
    said = benchmark_engine("profiles-173").answer(
        "need to schedule the backfill call with jonas lindqvist, which city is he in?"
    )
    assert said.headline == "Jonas Lindqvist is based in Stockholm, Stockholm County, Sweden."


@pytest.mark.parametrize(
    ("folder", "typed", "names", "headline"),
    [("profiles-206", "who's second best at python",
      ["Giulia Conti", "Luca Verbeek", "Tomás Herrera"],
      "Giulia Conti, Luca Verbeek and Tomás Herrera share second place · 9 people know python"),
     ("profiles-206", "who's third best at python",
      ["Giulia Conti", "Luca Verbeek", "Tomás Herrera"],
      "Giulia Conti, Luca Verbeek and Tomás Herrera share second place · 9 people know python"),
     ("profiles-204", "who's second best at go", ["Aoife O'Sullivan", "Lukas Meier"],
      "Aoife O'Sullivan and Lukas Meier share first place · 2 people know go")],
)
def test_people_level_in_a_ranking_share_the_place_asked(
    folder: str, typed: str, names: list[str], headline: str
) -> None:
    said = benchmark_engine(folder).answer(typed)
    assert (said.names[: len(names)], said.headline) == (names, headline)
