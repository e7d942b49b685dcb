"""Questions of a freight-forwarding software team describing what they are stuck on, of an
edtech company's team in Lagos and Bangalore, and of a hospital's IT department typed with
Discord's formatting; and places whose name begins with an article, asked in Spanish and
Portuguese."""

from __future__ import annotations

import pytest

from tests.conftest import benchmark_engine

VIDEO = "profiles-48"


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("quien vive en los angeles", "3 people in Los Angeles"),
     ("¿quem mora em Los Angeles?", "3 people in Los Angeles"),
     ("quienes estan en las vegas", "Nobody here is based in Las Vegas.")],
)
def test_a_place_named_with_its_article_keeps_it(typed: str, headline: str) -> None:
    assert benchmark_engine(VIDEO).answer(typed).headline == headline


def test_a_room_after_an_article_is_still_talk() -> None:
    assert benchmark_engine(VIDEO).answer("quien esta en la oficina").headline == ""


FREIGHT = "profiles-234"
EDTECH = "profiles-235"
HOSPITAL = "profiles-236"
SATELLITES = "profiles-192"


@pytest.mark.parametrize(
    ("typed", "names", "headline"),
    [("Rahul stackoverflow reputation kindly", ["Rahul D'Souza"],
      "Rahul D'Souza has 8700 Stack Overflow reputation, 402 answers and 17 questions."),
     ("Priya Menon worked in Swiggy abi?", ["Priya Menon"], "Yes: Priya Menon worked at Swiggy."),
     ("who knows kotlin, please revert", ["Adaeze Nwosu-Bello", "Rahul D'Souza", "Zoé Mensah"],
      "3 people know kotlin"),
     ("Is Rahul knowing golang?", ["Rahul D'Souza"],
      "No: nothing on Rahul D'Souza's profile says they know go."),
     ("who is Zoé working for currently", ["Zoé Mensah"],
      "Zoé Mensah works at Ilimi Learning (Software Engineer at Ilimi Learning); before:"
      " Hubtel, Google."),
     ("who was in Infosys before joining", ["Karthik Subramaniam"],
      "1 person at Infosys (1 in the past)"),
     ("who was working in Spotify earlier", ["Rahul D'Souza"], "1 person at Spotify (1 in the past)"),
     ("kindly tell me about Karthik Subramaniam, he is reviewing my PR today",
      ["Karthik Subramaniam"],
      "Karthik Subramaniam: Staff Site Reliability Engineer at Ilimi Learning; focus: kubernetes,"
      " terraform, aws."),
     ("Priya Raghunathan skills list pls", ["Priya Raghunathan"],
      "Priya Raghunathan's top skills: python 10, pytorch 9, machine-learning 9, nlp 8,"
      " scikit-learn 7, transformers 7, numpy 7, pandas 6; 11 skills in all."),
     ("how many programming languages Priya Menon is using", ["Priya Menon"],
      "Priya Menon writes typescript, javascript; 5 programming languages in all.")],
)
def test_indian_and_nigerian_english_is_read(typed: str, names: list[str], headline: str) -> None:
    said = benchmark_engine(EDTECH).answer(typed)
    assert (said.names, said.headline) == (names, headline)


@pytest.mark.parametrize(
    ("folder", "typed", "names", "headline"),
    [(FREIGHT, "who came from amazon before", ["Rahul Deshmukh", "Priya Natarajan"],
      "2 people at Amazon (2 in the past)"),
     (FREIGHT, "who came from google", [], "Nobody here works or worked at Google."),
     (FREIGHT, "who came from india", ["Rahul Deshmukh"], "1 person in India"),
     (FREIGHT, "anyone from india", ["Rahul Deshmukh"], "1 person in India"),
     (FREIGHT, "anyone here come from booking.com", ["Daniel Okafor"],
      "1 person at Booking.com (1 in the past)"),
     (FREIGHT, "who comes from spain", ["Sofía Ramírez-Ortega"], "1 person in Spain"),
     (SATELLITES, "anyone here come from spacex? they asked if we have ex-spacex people",
      [], "Nobody here works or worked at SpaceX."),
     ("profiles-59", "who worked at mercado libre", ["Rafael Simões"],
      "1 person at Mercado Livre (1 in the past)")],
)
def test_who_came_from_a_company_worked_there_or_is_from_a_place(
    folder: str, typed: str, names: list[str], headline: str
) -> None:
    said = benchmark_engine(folder).answer(typed)
    assert (said.names, said.headline) == (names, headline)


def test_a_numeronym_is_the_word_it_shortens() -> None:
    said = benchmark_engine(FREIGHT).answer("who did the a11y work on the portal")
    assert (said.names, said.headline) == (
        ["Mei-Ling Chen"], "1 person mentions accessibility · mentions portal"
    )


def test_work_on_a_thing_no_profile_names_so_is_answered_by_meaning() -> None:
    said = benchmark_engine(HOSPITAL).answer(
        "anyone working on predicting **no-shows** for outpatient clinics? derm wants to"
        " overbook their Friday list"
    )
    assert (said.names, said.headline) == (
        ["Daniel Okafor"],
        "1 person comes closest to what you describe (no profile says it in those words)",
    )


@pytest.mark.parametrize(
    "typed",
    ["anyone working on the slides for tomorrow?",
     "should I restart the interface engine or wait for the queue to drain?",
     "what's everyone working on this week? drop a line in the thread 🧵",
     "anybody watched the match yesterday?", "anyone fixed the build yesterday?"],
)
def test_the_days_events_and_choices_stay_unanswered(typed: str) -> None:
    assert benchmark_engine(HOSPITAL).answer(typed).headline == ""


def test_which_of_two_to_ask_is_still_a_comparison() -> None:
    said = benchmark_engine(HOSPITAL).answer("Should i ask Priya Sharma or Mikko about kotlin?")
    assert (said.names, said.headline) == (
        ["Priya Sharma", "Mikko Virtanen"],
        "At kotlin: Priya Sharma (kotlin 6/10) is ahead of Mikko Virtanen (no evidence).",
    )


@pytest.mark.parametrize(
    ("typed", "names", "headline"),
    [("> @Daniel Okafor is reviewing your model PR\nwait what's his job title?", ["Daniel Okafor"],
      "Daniel Okafor: Machine Learning Engineer at Meridian Health Partners; focus: scikit-learn,"
      " python, pandas."),
     ("> @Mikko Virtanen will run the access review\nwhere is he based?", ["Mikko Virtanen"],
      "Mikko Virtanen is based in Helsinki, Uusimaa, Finland.")],
)
def test_a_question_after_a_quote_asks_about_the_one_it_mentions(
    typed: str, names: list[str], headline: str
) -> None:
    said = benchmark_engine(HOSPITAL).answer(typed)
    assert (said.names, said.headline) == (names, headline)


def test_a_quote_mentioning_someone_leaves_the_day_s_talk_quiet() -> None:
    said = benchmark_engine(HOSPITAL).answer("> @Mikko Virtanen said the scanner is down\nis he around?")
    assert said.headline == ""


@pytest.mark.parametrize(
    "typed",
    ["karthik, kindly revert", "tomasz abi", "karthik yaar", "lol kofi abi",
     "is chrome using all my memory", "who was in the call", "can everyone join from the zoom link",
     "anyone at a conference like kubecon this year", "anyone working on getting the pizza order?",
     "anyone working on something cool this week?", "wie zitten in de trein",
     "who is the intern working with", "what is the difference in experience between junior and"
     " senior"],
)
def test_lines_to_colleagues_and_the_days_talk_stay_quiet(typed: str) -> None:
    assert benchmark_engine(EDTECH).answer(typed).headline == ""


@pytest.mark.parametrize(
    ("typed", "names", "headline"),
    [("why is kafka lagging?? because the consumer is slow, who knows kafka",
      ["Tomasz Kowalczyk", "Sofía Ramírez-Ortega"], "2 people know kafka"),
     ("list everyone who is ex-amazon and ex-flipkart", ["Rahul Deshmukh"],
      "1 person at Amazon · at Flipkart (1 in the past)")],
)
def test_a_question_after_a_because_and_both_employers_are_read(
    typed: str, names: list[str], headline: str
) -> None:
    said = benchmark_engine(FREIGHT).answer(typed)
    assert (said.names, said.headline) == (names, headline)


@pytest.mark.parametrize(
    "typed",
    ["> @Daniel Okafor is reviewing your PR\nwhere is he?",
     "> @Daniel Okafor just had a baby!\nwhat's her name?"],
)
def test_a_question_after_a_quote_not_of_the_profile_stays_quiet(typed: str) -> None:
    assert benchmark_engine(HOSPITAL).answer(typed).headline == ""
