"""Questions of a container terminal's team asked in East Asian learners' English, a betting
company's typed into the bot as into a search box, and a museum's asked in Turkish."""

from __future__ import annotations

import pytest

from tests.conftest import benchmark_engine

PORT = "profiles-210"
BETTING = "profiles-211"
MUSEUM = "profiles-212"


@pytest.mark.parametrize(
    ("typed", "names", "headline"),
    [("kotlin bilen var mı?", ["Karim Benali", "Mehmet Can Öztürk", "Elif Yıldırım"],
      "3 people know kotlin"),
     ("docker bilip kubernetes bilmeyen var mı?", ["Mohammed Al-Khatib", "Elif Yıldırım"],
      "2 people know docker · except kubernetes"),
     ("ankara'da kimse var mı", ["Mehmet Can Öztürk"], "1 person in Ankara"),
     ("hepsiburada'da çalışmış biri var mı", ["Elif Demir"],
      "1 person at Hepsiburada (1 in the past)"),
     ("ex-trendyol var mı aramızda?", ["Elif Yıldırım", "Zeynep Arslan"],
      "2 people at Trendyol (2 in the past)"),
     ("rdflib'e katkı veren var mı", ["Johanna Weiß"], "1 person contributed to RDFLib/rdflib"),
     ("türkiye'de kaç kişiyiz?",
      ["Elif Yıldırım", "Elif Demir", "Mehmet Can Öztürk", "Zeynep Arslan"],
      "4 people in Türkiye"),
     ("zeynep kaç yıldır kod yazıyor?", ["Zeynep Arslan"],
      "Zeynep Arslan has 2 years of coding experience and 1 year of employment."),
     ("mo django biliyor mu?", ["Mohammed Al-Khatib"],
      "Yes: Mohammed Al-Khatib knows django (scored 8 of 10)."),
     ("ekipteki en tecrübeli yazılımcı kim?", ["Johanna Weiß"],
      "Johanna Weiß has the most: 18 years of coding · 9 people by years of coding, most"
      " first")],
)
def test_questions_in_turkish(typed: str, names: list[str], headline: str) -> None:
    said = benchmark_engine(MUSEUM).answer(typed)
    assert (said.names[: len(names)], said.headline) == (names, headline)


@pytest.mark.parametrize(
    "typed",
    ["cuma ofiste kim var?", "yarın öğle yemeğine kim geliyor", "bugün toplantı var mı"],
)
def test_turkish_talk_of_the_day_stays_quiet(typed: str) -> None:
    assert benchmark_engine(MUSEUM).answer(typed).headline == ""


@pytest.mark.parametrize(
    ("typed", "names", "headline"),
    [("how many on the team are in egypt, jordan or the uae",
      ["Youssef Mansour", "Mohammed Al-Khatib", "Layla Haddad"],
      "3 people in Egypt, Jordan or the United Arab Emirates"),
     ("who is in the gulf", ["Layla Haddad"], "1 person in the Gulf"),
     ("anyone in an arab country on the team?",
      ["Mohammed Al-Khatib", "Layla Haddad", "Youssef Mansour"], "3 people in Arab world")],
)
def test_countries_listed_and_regions_of_the_middle_east(
    typed: str, names: list[str], headline: str
) -> None:
    said = benchmark_engine(MUSEUM).answer(typed)
    assert (said.names, said.headline) == (names, headline)


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("what soren kjaergard works on?",
      "Søren Kjærgaard has 7 contributions; the profile lists 2 repositories."),
     ("kenij matsumoto what he owns?", "Kenji Matsumoto: Senior Automation Software Engineer at"
      " Tidemark Terminals; focus: c++, plc, linux."),
     ("lucia martinezprieto owns what", "Lucía Martínez-Prieto: Integration Engineer at Tidemark"
      " Terminals; focus: apache-camel, edifact, xml."),
     ("what does kenji-san do exactly in team?", "Kenji Matsumoto: Senior Automation Software"
      " Engineer at Tidemark Terminals; focus: c++, plc, linux."),
     ("anyone studied mathematics?", "1 person who studied Matematik"),
     ("list all the people in asia pacific", "3 people in APAC")],
)
def test_questions_in_a_learners_english(typed: str, headline: str) -> None:
    assert benchmark_engine(PORT).answer(typed).headline == headline


@pytest.mark.parametrize(
    ("typed", "names", "headline"),
    [("!find adyen", ["Lucía Fernández-Ortega"], "1 person at Adyen (1 in the past)"),
     ("kindred folks", ["Daniel Lindqvist"], "1 person at Kindred Group (1 in the past)"),
     ("EU based?", ["Jean-Baptiste Moreau", "Daniel Lindqvist", "Mateusz Wójcik"],
      "7 people in the European Union"),
     ("/where manchester", ["Priya Raghunathan"], "1 person in Manchester"),
     ("?cassandra", ["Jean-Baptiste Moreau"], "1 person knows cassandra"),
     ("least exp dev", ["Nicole Camilleri"], "Nicole Camilleri has the fewest: 2 years of"
      " coding · 9 people by years of coding, fewest first"),
     ("top 3 yrs coding", ["Jean-Baptiste Moreau", "Daniel Lindqvist", "Mateusz Wójcik"],
      "Jean-Baptiste Moreau has the most: 20 years of coding · 3 people by years of coding,"
      " most first"),
     ("count 10+ yrs", ["Jean-Baptiste Moreau"], "5 people with at least 10 years of coding"),
     ("ls everyone", ["Daniel Lindqvist"], "Everyone: 9 people")],
)
def test_words_typed_to_the_bot_as_into_a_search_box(
    typed: str, names: list[str], headline: str
) -> None:
    said = benchmark_engine(BETTING).answer(typed, addressed=True)
    assert (said.names[: len(names)], said.headline) == (names, headline)


def test_trouble_told_to_the_bot_is_answered_by_whose_it_is() -> None:
    said = benchmark_engine(BETTING).answer("passport upload broken", addressed=True)
    assert said.names == ["Nicole Camilleri"]


def test_trouble_told_in_a_channel_without_an_ask_stays_quiet() -> None:
    assert benchmark_engine(BETTING).answer("passport upload broken").headline == ""


@pytest.mark.parametrize(
    ("typed", "names"),
    [("the qr codes on the e-tickets don't scan at the gates since this morning, bu kimin işi?",
      ["Karim Benali"]),
     ("yalla who knows kotlin", ["Karim Benali", "Mehmet Can Öztürk", "Elif Yıldırım"]),
     ("hocam who knows kotlin", ["Karim Benali", "Mehmet Can Öztürk", "Elif Yıldırım"])],
)
def test_turkish_and_arabic_words_around_an_english_question(typed: str, names: list[str]) -> None:
    assert benchmark_engine(MUSEUM).answer(typed).names == names


def test_an_office_errand_asked_in_turkish_stays_quiet() -> None:
    said = benchmark_engine(MUSEUM).answer("yarın izin almak istiyorum, kime sorayım?")
    assert said.headline == ""


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("who works at kindred now?", "Nobody here works at Kindred Group now; 1 person did before."),
     ("anyone at kindred", "Nobody here works at Kindred Group now; 1 person did before.")],
)
def test_a_company_asked_of_now_names_only_those_there_now(typed: str, headline: str) -> None:
    assert benchmark_engine(BETTING).answer(typed, addressed=True).headline == headline
