"""Questions of a VFX studio's producers, of a telecom operations centre's night shift and of
a chip company's engineers, who ask in long formal sentences and often in the negative."""

from __future__ import annotations

import pytest

from bot.answers.model import Intent
from tests.conftest import benchmark_engine

STUDIO = "profiles-255"
NOC = "profiles-256"
CHIPS = "profiles-257"
STUDIO_NINE = ["Hyun-woo Park", "Ciarán O'Donnell", "Sofía Márquez-Ibarra", "Jean-Baptiste Moreau",
               "Anna Kowalczyk", "Noor Haddad", "Anna Lindqvist", "Rahul Deshpande",
               "Aroha Ngata"]  # fmt: skip
CHIPS_NINE = ["Rahul Menon", "Niamh O'Connor", "Anaïs Dubois-Morel", "Lukáš Novák",
              "Daniel Okafor", "Tomás Herrera", "Rahul Deshpande", "Mei Tanaka",
              "Hannah Lindqvist"]  # fmt: skip


@pytest.mark.parametrize(
    ("folder", "typed", "names", "headline"),
    [  # asked in the negative: whether anyone is, or whether one person did
        (CHIPS, "We have nobody who knows Haskell, do we?", [], "Nobody here knows haskell."),
        (CHIPS, "There is nobody here who was at Apple, is there?", [],
         "Nobody here works or worked at Apple."),
        (CHIPS, "Is there nobody in Taiwan? We would need someone close to the foundry in Hsinchu.",
         [], "Nobody here is based in Taiwan."),
        (CHIPS, "Rahul Menon has never worked at Cadence, has he?", ["Rahul Menon"],
         "No: nothing on Rahul Menon's profile says they work or worked at Cadence Design"
         " Systems."),
        (CHIPS, "Mei Tanaka doesn't know haskell, does she?", ["Mei Tanaka"],
         "No: nothing on Mei Tanaka's profile says they know haskell."),
        # alternatives nobody meets are each named
        (CHIPS, "Is there nobody who went to Stanford or MIT?", [],
         "Nobody here studied at Stanford University or Massachusetts Institute of Technology."),
        (CHIPS, "Is there anybody in London, or anywhere else in the United Kingdom?", [],
         "Nobody here is based in London or the United Kingdom."),
        # a list closed by `or` asks for any of its items, each said once
        (CHIPS, "Show me everyone who has contributed to OpenROAD, Yosys or Verilator.",
         ["Rahul Deshpande", "Rahul Menon", "Lukáš Novák", "Daniel Okafor", "Tomás Herrera"],
         "5 people contributed to The-OpenROAD-Project/OpenROAD, YosysHQ/yosys or"
         " verilator/verilator"),
        (CHIPS, "anyone in tokyo, austin or brno", ["Mei Tanaka", "Rahul Deshpande", "Lukáš Novák"],
         "3 people in Tokyo, Austin or Brno"),
        (CHIPS, "who worked at intel, arm or synopsys",
         ["Rahul Menon", "Niamh O'Connor", "Daniel Okafor", "Rahul Deshpande", "Hannah Lindqvist"],
         "5 people at Intel, Arm or Synopsys"),
        (CHIPS, "who knows rust, go or python",
         ["Tomás Herrera", "Rahul Deshpande", "Niamh O'Connor", "Hannah Lindqvist",
          "Anaïs Dubois-Morel", "Lukáš Novák", "Rahul Menon", "Mei Tanaka", "Daniel Okafor"],
         "9 people know rust, go or python"),
        # whose employer, whose location
        (CHIPS, "Could you list everyone whose current employer is Veridian Silicon?", CHIPS_NINE,
         "9 people at Veridian Silicon"),
        (CHIPS, "List everyone whose profile shows a location in Asia or the Americas.",
         ["Rahul Menon", "Mei Tanaka", "Rahul Deshpande"], "3 people in Asia or the Americas"),
        (STUDIO, "who on here lists lanternfish as their current studio", STUDIO_NINE,
         "9 people at Lanternfish Pictures"),
        # employers: one heard of, an internship during one's studies
        (CHIPS, "I understand that one of our designers came to us from Infineon; who was it?",
         ["Daniel Okafor"], "1 person at Infineon Technologies (1 in the past)"),
        (CHIPS, "Who has spent time at Synopsys, whether as an employee or as an intern?",
         ["Rahul Deshpande", "Hannah Lindqvist"], "2 people at Synopsys (2 in the past)"),
        # the city of a school whose name says none, said right after it
        (CHIPS, "Is there anyone who studied at KTH in Stockholm?", ["Hannah Lindqvist"],
         "1 person who studied at KTH Royal Institute of Technology"),
        (CHIPS, "who studied at kth and lives in stockholm", [], "Nobody here is based in Stockholm."),
        # degrees and fields as people shorten or stress them
        (CHIPS, "Who has a Master of Engineering specifically, as opposed to a Master of Science?",
         ["Anaïs Dubois-Morel", "Mei Tanaka"],
         "2 people with a master's degree (master of engineering)"),
        (NOC, "who studied telecom engineering", ["Lucía Fernández-Ortega"],
         "1 person who studied Telecommunications Engineering"),
        (CHIPS, "Who has practical experience with SMT solvers, for example running several of"
         " them in parallel on the same proof?", ["Lukáš Novák"], "1 person mentions smt solvers"),
        # titles counted by their initials, code read in a language
        (STUDIO, "who are all the TDs", ["Ciarán O'Donnell", "Sofía Márquez-Ibarra"],
         "2 people mention tds"),
        (NOC, "the exporter is written in golang, who here can read go code pls",
         ["Lucas Almeida", "Lucas Moreau", "Jonas Bergström"], "3 people know go"),
        # who asks, said first
        (NOC, "new on nights, who knows kafka", ["Aoife O'Sullivan", "Ananya Krishnamurthy"],
         "2 people know kafka"),
        (NOC, "ananya x aoife: quem sabe mais kafka?", ["Ananya Krishnamurthy", "Aoife O'Sullivan"],
         "Ananya Krishnamurthy and Aoife O'Sullivan"),
    ],
)
def test_answers_name_the_people_asked_for(
    folder: str, typed: str, names: list[str], headline: str
) -> None:
    said = benchmark_engine(folder).answer(typed)
    assert (said.names, said.headline) == (names, headline)


def test_everyone_asked_for_after_saying_who_asks() -> None:
    said = benchmark_engine(NOC).answer("new on nights, can someone list everyone on the team pls")
    assert (said.intent, len(said.names)) == (Intent.EVERYONE, 9)


@pytest.mark.parametrize(
    ("folder", "typed"),
    [(STUDIO, "is the render for 310_020 done yet?"),
     # a thing of the day, no typo of a name (`models` is no Morel)
     (CHIPS, "Where do we keep the golden reference models these days, in the old repo or the"
      " new one?"),
     (STUDIO, "is the new build ready")],
)
def test_chatter_stays_quiet(folder: str, typed: str) -> None:
    assert benchmark_engine(folder).answer(typed).intent is Intent.NONE
