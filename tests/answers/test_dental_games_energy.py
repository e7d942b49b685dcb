"""Questions of a dental clinic chain's staff telling what went wrong, of a game studio in
Warsaw and Kraków, of a renewable-energy company's field engineers on their phones, of a
delivery-drone startup's managers, of a newsroom's journalists and of researchers."""

from __future__ import annotations

import pytest

from bot.answers.model import Intent
from tests.conftest import benchmark_engine

DENTAL = "profiles-243"
GAMES = "profiles-244"
ENERGY = "profiles-245"
DRONES = "profiles-246"
NEWSROOM = "profiles-247"
RESEARCH = "profiles-248"
CLOSEST = "1 person comes closest to what you describe (no profile says it in those words)"


@pytest.mark.parametrize(
    ("folder", "typed", "names", "headline"),
    [  # names and words as typed in a hurry
        (ENERGY, "anyone ex-orsted", ["Kwame Mensah-Boateng", "Aisha Bello"],
         "2 people at Ørsted (2 in the past)"),
        (GAMES, "anyone commited to okhttp?", ["Mateusz Dąbrowski"],
         "1 person contributed to square/okhttp"),
        (GAMES, "any1 know kotlin", ["Mateusz Dąbrowski"], "1 person knows kotlin"),
        (DENTAL, "who contributed to the OHIF viewer", ["Rahul Menon"],
         "1 person contributed to OHIF/Viewers"),
        (DENTAL, "what did Inês do before she joined us?", ["Inês Carvalho-Sousa"],
         "Inês Carvalho-Sousa works at Pearlwell Dental (Senior Backend Engineer at Pearlwell"
         " Dental); before: Farfetch, Critical Software."),
        # formal and plain wordings of known questions
        (ENERGY, "who studied electrical engineering", ["Ingrid Solheim", "Aisha Bello"],
         "2 people who studied electrical engineering"),
        (NEWSROOM, "strongest postgres person on the desk?",
         ["Daniel Brandt", "Daniel Okafor", "Léa Fontaine"], "3 people know postgresql"),
        (NEWSROOM, "how many people on the desk know docker",
         ["João Carvalho", "Daniel Brandt", "Daniel Okafor", "Zoë Hartmann-Li"],
         "4 people know docker"),
        (DRONES, "Please give me the top three engineers in C++ by skill score, in order.",
         ["Mateo Quintero-Álvarez", "Mei-Ling Hsu", "Daniel Kowalczyk"], "3 people know c++"),
        (DRONES, "Among the engineers who know Rust, who is the most skilled?",
         ["Daniel Kowalczyk", "Kwame Asante", "Aoife O'Connell"], "3 people know rust"),
        (DRONES, "Among the engineers who know ROS, who has the highest score?",
         ["Mei-Ling Hsu", "Mateo Quintero-Álvarez"], "2 people know ros"),
        (DRONES, "Please list everyone on the team named Daniel.",
         ["Daniel Kowalczyk", "Daniel Okafor"], "2 people named “daniel”"),
        # schools, pairs and repositories in longer words
        (DRONES, "Which engineers studied at a university in Chile?", ["Tomás Herrera"],
         "1 person who studied at a school in Chile"),
        (DRONES, "who studied at a university in chile and knows go", ["Tomás Herrera"],
         "1 person who studied at a school in Chile · knows go"),
        (DRONES, "How do Mei-Ling Hsu and Léa Marchand differ in their education?",
         ["Mei-Ling Hsu", "Léa Marchand"], "Mei-Ling Hsu and Léa Marchand"),
        (RESEARCH, "anyone contribute to the nf-core rnaseq pipeline", ["Priya Desai"],
         "1 person contributed to nf-core/rnaseq"),
        # asks in other orders, and a figure gone wild before one
        (GAMES, "who i should ask about people cheating with fake match results",
         ["Agnieszka Kowalczyk-Nowak"], CLOSEST),
        (GAMES, "our AWS bill is crazy this month, who should I ask", ["Tomasz Zieliński"],
         CLOSEST),
        # where it was said is not who is asked: the group chat
        (NEWSROOM, "anyone in the group thread know kafka", ["Daniel Brandt"],
         "1 person knows kafka"),
        # a vendor's product is a skill of its own, not the vendor's repository
        ("profiles-49", "who knows elastic elasticsearch",
         ["Mathilde Gagné", "Oren Shapira", "Hélène Marchetti", "Aurélien Lefèvre",
          "Hélène Bouchard"], "5 people know elasticsearch"),
        # a question with `why` and a need after it is no joke
        (NEWSROOM, "why is varnish caching the old results? to fix it we need a varnish expert",
         ["João Carvalho"], CLOSEST),
    ],
)
def test_answers_name_the_people_asked_for(
    folder: str, typed: str, names: list[str], headline: str
) -> None:
    said = benchmark_engine(folder).answer(typed)
    assert (said.names, said.headline) == (names, headline)


@pytest.mark.parametrize(
    ("folder", "typed"),
    [("profiles-99", "the cron job crashed lol who wrote it"),  # blame after a short tale
     (ENERGY, "any1 watching the match tonight"),
     (DRONES, "Why did the drone cross the road? To deliver the other side's parcel."),
     (NEWSROOM, "did anyone record the all-hands"),
     (NEWSROOM, "who in the group call mentioned kafka")],
)
def test_chatter_stays_quiet(folder: str, typed: str) -> None:
    assert benchmark_engine(folder).answer(typed).intent is Intent.NONE
