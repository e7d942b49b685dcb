"""Questions over a hospital group's engineers asked by newcomers, a music streaming service's
engineers asked in Indian English and Hinglish, and a transit agency's engineers asked with
ranks, exclusions and two asks at once; and asks for someone typed in other languages after
what a message tells."""

from __future__ import annotations

import pytest

from tests.conftest import benchmark_engine

HOSPITAL = "profiles-201"
STREAMING = "profiles-202"
TRANSIT = "profiles-203"
PARCELS = "profiles-190"


@pytest.mark.parametrize(
    ("typed", "name"),
    [("galera, os motoristas tão perdendo os escaneamentos quando ficam sem sinal no túnel,"
      " quem cuida do app deles?", "Mateo Fernández-Ruiz"),
     ("o dashboard de entregas no prazo tá zerado desde ontem, alguém sabe quem cuida disso?",
      "Camila Duarte"),
     ("las guías de estafeta salen rechazadas desde la mañana, quien ve lo de las paqueterías"
      " externas?", "Ximena Gutiérrez Olvera"),
     ("el pronóstico decía 12 pickers para el sábado y necesitábamos 30 😤 quien arma ese"
      " cálculo?", "Valentina Acosta")],
)
def test_an_ask_for_someone_in_spanish_or_portuguese_after_the_trouble(
    typed: str, name: str
) -> None:
    assert benchmark_engine(PARCELS).answer(typed).names == [name]


@pytest.mark.parametrize(
    ("folder", "typed", "name"),
    [("profiles-198", "voiceover liest auf dem iphone die buttons bei den briefen nicht vor,"
      " blinde userin hat sich beschwert – wer kümmert sich drum?", "Mai Nguyen-Schulz"),
     ("profiles-172", "enterprise klant zegt dat hun dedicated slice niet de latency haalt"
      " waarvoor ze betalen, wer ist dafür zuständig?", "João Pedro Mendes"),
     ("profiles-172", "i nostri clienti in roaming in spagna non navigano, l'operatore partner"
      " dice che siamo noi a rifiutarli. chi se ne occupa?", "Lukas Schmid"),
     ("profiles-200", "la petite grille avec le prix le moins cher par jour (quand on coche dates"
      " flexibles) est vide pour tout octobre. qui s'en occupe ?", "Chloé Martin-Dubois")],
)
def test_an_ask_for_someone_in_german_italian_or_french(folder: str, typed: str, name: str) -> None:
    assert benchmark_engine(folder).answer(typed).names == [name]


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("where is dee based?", "Adaeze Okonkwo is based in London, England, United Kingdom."),
     ("how many years of coding does dee have",
      "Adaeze Okonkwo has 8 years of coding experience and 7 years of employment."),
     ("ex-spotify people?", "1 person at Spotify (1 in the past)"),
     ("any one worked in paystack", "1 person at Paystack (1 in the past)"),
     ("who worked at BMAT earlier", "1 person at BMAT (1 in the past)"),
     ("COEP people in team?", "1 person who studied at College of Engineering Pune"),
     ("any freshers, like less than 3 years?", "1 person with less than 3 years of coding"),
     ("most experienced dev in team?",
      "Tomasz Wiśniewski has the most: 20 years of coding · 9 people by years of coding,"
      " most first")],
)
def test_nicknames_traineeships_and_indian_english(typed: str, headline: str) -> None:
    assert benchmark_engine(STREAMING).answer(typed).headline == headline


def test_the_most_junior_asked_before_a_word_about_the_seniors() -> None:
    said = benchmark_engine(STREAMING).answer(
        "who is the most junior dev? dont want to bother the seniors with a basic q"
    )
    assert said.names[0] == "Hannah Lindqvist"
    assert said.headline.startswith("Hannah Lindqvist has the fewest: 2 years of coding")


def test_a_good_night_stays_quiet() -> None:
    assert benchmark_engine(STREAMING).answer("good night folks, signing off").headline == ""


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("kotlin kaun jaanta hai team mein?", "2 people know kotlin"),
     ("germany mein koi hai kya?", "1 person in Germany"),
     ("rohan kulkarni ka location kya hai",
      "Rohan Kulkarni is based in Pune, Maharashtra, India."),
     ("rohan ko swift aata hai kya?", "Yes: Rohan Kulkarni knows swift (scored 8 of 10)."),
     ("hannah kitne saal se coding kar rahi hai",
      "Hannah Lindqvist has 2 years of coding experience and 1 year of employment."),
     ("varnish-cache mein kisi ka contribution hai?",
      "1 person contributed to varnishcache/varnish-cache"),
     ("paystack mein kisne kaam kiya hai", "1 person at Paystack (1 in the past)"),
     ("poori team dikhao", "Everyone: 9 people"),
     ("tomasz ya dee, kafka ke liye kaun better hai",
      "At kafka: Tomasz Wiśniewski (kafka 10/10) is ahead of Adaeze Okonkwo (kafka 7/10).")],
)
def test_questions_in_hinglish(typed: str, headline: str) -> None:
    assert benchmark_engine(STREAMING).answer(typed).headline == headline


@pytest.mark.parametrize(
    "typed",
    ["lunch kab hai? biryani order karein kya", "ci pipeline taking 40 min now, kya bakwaas hai",
     "so the intern does what exactly"],
)
def test_hinglish_and_english_chatter_stays_quiet(typed: str) -> None:
    assert benchmark_engine(STREAMING).answer(typed).headline == ""


@pytest.mark.parametrize(
    ("typed", "name"),
    [("users complaining volume jumping between songs, the new album is way louder than the"
      " track before it. whom to contact for this?", "Jonas Köhler"),
     ("artist is asking why his plays under 20 sec are not getting counted for money. who"
      " decides these rules?", "Adaeze Okonkwo")],
)
def test_asks_for_someone_in_indian_english(typed: str, name: str) -> None:
    assert benchmark_engine(STREAMING).answer(typed).names == [name]


@pytest.mark.parametrize(
    ("typed", "names", "headline"),
    [("who's in dublin and who's in manchester", ["Ciarán O'Dwyer", "Priya Natarajan"],
      "1 person in Dublin · 1 person in Manchester"),
     ("who used to be at thales and who was at renfe", ["Karim Haddad", "Sofía Etxeberria"],
      "1 person at Thales (1 in the past) · 1 person at Renfe (1 in the past)"),
     ("anyone contributed to react-native? and who did zxing", ["Sofia Lindqvist", "Karim Haddad"],
      "1 person contributed to facebook/react-native · 1 person knows zxing"),
     ("trams on the map jump around like crazy since the kafka upgrade — who owns the tracking?"
      " also who owns fare capping while i'm at it", ["Tomasz Wiśniewski", "Sofía Etxeberria"],
      "1 person mentions tracking · 1 person mentions fare capping")],
)
def test_two_asks_in_one_message_name_the_people_of_each(
    typed: str, names: list[str], headline: str
) -> None:
    said = benchmark_engine(TRANSIT).answer(typed)
    assert (said.names, said.headline) == (names, headline)


def test_a_second_ask_about_the_first_answer_is_one_question() -> None:
    said = benchmark_engine(TRANSIT).answer("who knows python and who knows it best")
    assert said.headline == "3 people know python"


@pytest.mark.parametrize(
    ("typed", "first", "headline"),
    [("who's second best at kafka", "Priya Natarajan",
      "Priya Natarajan comes second · 2 people know kafka"),
     ("third highest SO rep?", "Priya Natarajan",
      "Priya Natarajan comes third · 9 people by Stack Overflow reputation"),
     ("runner-up for most coding years after karim?", "Tomasz Wiśniewski",
      "Tomasz Wiśniewski comes second · 9 people by years of coding, most first"),
     ("who's the next most senior after tomek", "Joana Brás-Ferreira",
      "Joana Brás-Ferreira comes third · 9 people by years of coding, most first")],
)
def test_a_place_in_a_ranking(typed: str, first: str, headline: str) -> None:
    said = benchmark_engine(TRANSIT).answer(typed)
    assert (said.names[0], said.headline) == (first, headline)


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("who was at uber before", "Nobody here works or worked at Uber."),
     ("who did their degree at bach khoa hanoi",
      "1 person who studied at Đại học Bách khoa Hà Nội"),
     ("anyone touched kubernetes/kubernetes", "Nobody here contributed to kubernetes/kubernetes."),
     ("list everyone except the two sofias", "7 people except sofia"),
     ("priya natrajan works on what",
      "Priya Natarajan has 12 contributions; the profile lists 3 repositories.")],
)
def test_past_employers_schools_repositories_and_exceptions(typed: str, headline: str) -> None:
    assert benchmark_engine(TRANSIT).answer(typed).headline == headline


@pytest.mark.parametrize(
    ("typed", "names"),
    [("Should i ask Ingrid or Mei-Ling about rust?", ["Mei-Ling Chou", "Ingrid Solberg"]),
     ("Daniel Schäfer or Tomás for the waiting list thing?", ["Daniel Schäfer", "Tomás Ferreira"])],
)
def test_two_people_weighed_for_a_skill_or_a_piece_of_work(typed: str, names: list[str]) -> None:
    assert benchmark_engine(HOSPITAL).answer(typed).names == names


def test_two_people_weighed_for_nothing_the_profiles_hold_stays_quiet() -> None:
    assert benchmark_engine(HOSPITAL).answer("daniel schäfer or tomás for cobol?").headline == ""
