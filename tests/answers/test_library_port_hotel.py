"""Questions of a public library's staff, of an esports platform's in slang, of farm managers,
of a container line's dispatchers, of meteorologists and of a hotel chain's front desk."""

from __future__ import annotations

import pytest

from bot.answers.engine import Engine
from bot.answers.model import Intent
from tests.conftest import benchmark_engine

LIBRARY = "profiles-249"
ESPORTS = "profiles-250"
FARMS = "profiles-251"
PORT = "profiles-252"
WEATHER = "profiles-253"
HOTEL = "profiles-254"
NINE = ["Daniel Okafor", "Daniel Weiß", "Hélène Marchand-Dubois", "Inés Carvalho-Pires",
        "Kenji Watanabe", "Maja Lindqvist", "Niamh O'Sullivan", "Priyanka Raghunathan",
        "Zoë Park"]  # fmt: skip
EU = ["Mehmet Demir", "Søren Kjærgaard", "Eleni Papadaki", "Anna-Lena Brandt",
      "Iñaki Etxeberria"]  # fmt: skip


@pytest.mark.parametrize(
    ("folder", "typed", "names", "headline"),
    [  # lists, rankings and schools asked in longer words
        (LIBRARY, "which 3 people have been coding the longest?",
         ["Kenji Watanabe", "Daniel Okafor", "Hélène Marchand-Dubois"],
         "Kenji Watanabe has the most: 16 years of coding · 3 people by years of coding, most"
         " first"),
        (LIBRARY, "Could I see all the profiles please? I'm new to the digital team", NINE,
         "Everyone: 9 people"),
        (LIBRARY, "who worked on the readium kotlin toolkit", ["Inés Carvalho-Pires"],
         "1 person contributed to readium/kotlin-toolkit"),
        # a university whose name says no place, in the country the world's list puts it
        (LIBRARY, "who went to uni in Canada?", ["Hélène Marchand-Dubois", "Priyanka Raghunathan"],
         "2 people who studied at a school in Canada"),
        # slang around the question
        (ESPORTS, "who's got 15+ years no cap", ["Søren Kjærgaard"],
         "1 person with at least 15 years of coding"),
        (ESPORTS, "lowkey need whoever runs the realtime stats pipeline for live scoreboards",
         ["Min-jun Park"], "1 person mentions realtime stats pipeline live scoreboards"),
        (FARMS, "any phds here or nah", ["Jan-Hendrik Vogel"], "1 person with a PhD"),
        (FARMS, "who'd know about kafka", ["Liam Tran", "Tomasz Wójcik"], "2 people know kafka"),
        (FARMS, "Chloé or Tomasz, who'd be better for a new Go service",
         ["Tomasz Wójcik", "Chloé Dubois"],
         "At go: Tomasz Wójcik (go 9/10) is ahead of Chloé Dubois (go 7/10)."),
        # employers: two of them, one the vocabulary knows of only, one a degree's initials
        (ESPORTS, "ex-riot games anyone?", [], "Nobody here works or worked at Riot Games."),
        (FARMS, "who is ex-xero or ex-spotify",
         ["Aroha Ngata", "Inés Fernández-Ruiz", "Chloé Dubois"], "3 people at Xero or Spotify"),
        (FARMS, "anyone ex-spotify and ex-ovhcloud", ["Chloé Dubois"],
         "1 person at Spotify · at OVHcloud (1 in the past)"),
        # several employers nobody was at, their verb said once
        (HOTEL, "who worked at spotify, zalando and booking.com", [],
         "Nobody here works or worked at Spotify, Zalando and Booking.com."),
        (PORT, "who was in MSC before, kindly advise", ["Iñaki Etxeberria"],
         "1 person at MSC (1 in the past)"),
        (WEATHER, "who was at DWD before joining", ["Lena Hoffmann"],
         "1 person at German Weather Service (DWD) (1 in the past)"),
        # a city's university after the city, a kind of school in a city
        ("profiles-151", "who went to warsaw uni", ["Tomasz Wiśniewski"],
         "1 person who studied at Uniwersytet Warszawski"),
        ("profiles-193", "warsaw polytechnic ppl", ["Tomasz Wróblewski"],
         "1 person who studied at Politechnika Warszawska"),
        ("profiles-165", "who went to the technical uni in munich", ["Daniel Weiß"],
         "1 person who studied at Technische Universität München"),
        ("profiles-200", "who studied at the polytechnic in valencia", ["Tomás Ibáñez Ruiz"],
         "1 person who studied at Universitat Politècnica de València"),
        # a city of the world nobody here lives in, its school's name in its own language
        ("profiles-165", "who studied in munich", ["Daniel Weiß"],
         "1 person who studied at a school in München"),
        # `not yet` tells how a thing is, not whom to leave out
        (PORT, "customs hold not yet released, who handles ics2 declarations", ["Mehmet Demir"],
         "1 person mentions customs not released ics2 declarations"),
        # places and what is seen from them
        (PORT, "who works from EU countries", EU, "5 people in the European Union"),
        (FARMS, "reckon anyone here could spot weeds from drone photos?", ["Priya Raghunathan"],
         "1 person mentions spot weeds drone photos"),
        # repositories named in other words
        (PORT, "prometheus repo who commited", ["Søren Kjærgaard"],
         "1 person contributed to prometheus/prometheus"),
        (HOTEL, "who contributed to next.js on github", ["Mei-Ling Tan"],
         "1 person contributed to vercel/next.js"),
        (HOTEL, "who worked on the airflow project itself, not just using it", ["Daniel Weiß"],
         "1 person contributed to apache/airflow"),
        ("profiles-246", "What was Daniel Okafor's role on the Kubernetes project?",
         ["Daniel Okafor"],
         "Daniel Okafor: Back-end Developer on kubernetes/kubernetes (5 PRs, 6 commits, 14"
         " comments; 2022-02 – 2022-06, 4 months)."),
        # `these` is no `the`
        (PORT, "who set up these alerts", ["Søren Kjærgaard"], "1 person mentions alerts"),
        # a question after the bot's name and a tale is answered, not met with help
        (HOTEL, "hey bot, the digital room keys keep failing to open doors on iPhones, who built"
         " that?", ["Ciarán O'Dwyer"],
         "1 person mentions digital room keys keep failing open doors iphones"),
        # questions like the round's chatter are still answered
        (LIBRARY, "where do i find a rust dev", ["Kenji Watanabe", "Daniel Okafor"],
         "2 people know rust"),
        (ESPORTS, "is there a standup for the kafka team, who leads it",
         ["Min-jun Park", "Lucía Fernández-Ortega", "Lucas Oliveira"], "3 people know kafka"),
        ("profiles-123", "anyone ex-HERE Technologies", ["Lena Hoffmann"],
         "1 person at HERE Technologies (1 in the past)"),
        ("profiles-253", "who was at planet labs before", ["Mei-Ling Tan"],
         "1 person at Planet Labs (1 in the past)"),
        # there before, and based in the place
        (ESPORTS, "ex-google berlin anyone", [], "Nobody here works or worked at Google."),
    ],
)
def test_answers_name_the_people_asked_for(
    folder: str, typed: str, names: list[str], headline: str
) -> None:
    said = benchmark_engine(folder).answer(typed)
    assert (said.names, said.headline) == (names, headline)


def test_a_tale_and_its_ask_sent_to_the_bot_is_answered() -> None:
    said = benchmark_engine(HOTEL).answer("the room keys fail on iphones, who built that?",
                                          addressed=True)
    assert (said.intent, said.names) == (Intent.SKILL, ["Ciarán O'Dwyer"])


@pytest.mark.parametrize(
    ("folder", "typed"),
    [(LIBRARY, "what's everyone reading at the moment? I just finished a great crime novel"),
     (PORT, "list of vessels arriving tomorrow pls"),
     (PORT, "who moved my container in the yard lol 😂"),
     (WEATHER, "quick q: is the team offsite in May or June?"),
     (HOTEL, "is there a team offsite this year?"),
     (HOTEL, "how many rooms are still out of order on floor 6?"),
     (HOTEL, "where do we keep the spare key cards?"),
     (HOTEL, "why is it raining every single day this week"),
     (WEATHER, "who was at kubecon"),
     # times, counts of things and where someone was on a day are no question of anyone
     (PORT, "anyone free at noon"),
     ("profiles-118", "which 3 people took my lunch"),
     ("profiles-118", "who was at work earlier"),
     (ESPORTS, "what was his role on triton")],
)
def test_chatter_stays_quiet(folder: str, typed: str) -> None:
    assert benchmark_engine(folder).answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    ("typed", "names", "headline"),
    [("what's chaofan's role in tvm?", ["Chaofan Lin"],
      "Chaofan Lin: Back-end Developer & ML Engineer on apache/tvm (20 PRs, 17 reviews, 16"
      " comments; 2023-02 – 2023-12, 9 months)."),
     ("anyone ex-microsoft and ex-bytedance", ["Chaofan Lin"],
      "1 person at Microsoft · at ByteDance (1 in the past)"),
     # where the person is, not where the school is (the world's list says MIT is in the us)
     ("who studied at MIT and is in the US", ["Daniel Kim"],
      "1 person who studied at Massachusetts Institute of Technology · in the United States"),
     # a school the vocabulary knows, where someone was before: studied there
     ("who was at tsinghua before", ["Yifan Chen", "Chenggang Zhao", "Chaofan Lin", "Mei Lin"],
      "4 people who studied at Tsinghua University"),
     # a mistyped first letter is a short word's only typo: sglang is no golang/go
     ("what did chaofan do on sglang", ["Chaofan Lin"],
      "Chaofan Lin has 5 contributions; the profile lists 2 repositories.")],
)
def test_the_team_answers(engine: Engine, typed: str, names: list[str], headline: str) -> None:
    said = engine.answer(typed)
    assert (said.names, said.headline) == (names, headline)
