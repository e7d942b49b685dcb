"""Questions of a public transport authority's staff, of a fashion company's team in Milan
and Paris asked in French and Italian, and of a cybersecurity startup's new manager."""

from __future__ import annotations

import pytest

from tests.conftest import benchmark_engine

TRANSIT = "profiles-240"
FASHION = "profiles-241"
SECURITY = "profiles-242"


@pytest.mark.parametrize(
    ("typed", "names", "headline"),
    [("différence entre Benoît et Nadia ?", ["Benoît Lefèvre", "Nadia El Amrani"],
      "Benoît Lefèvre and Nadia El Amrani"),
     ("confronta Marco Bianchi e João", ["Marco Bianchi", "João Pereira"],
      "Marco Bianchi and João Pereira"),
     ("combien d'années de code pour Chloé ?", ["Chloé Martin"],
      "Chloé Martin has 5 years of coding experience and 4 years of employment."),
     ("tout le monde sauf ceux de Paris",
      ["Marco Dell'Acqua", "Giulia Ferraro", "Marco Bianchi", "João Pereira",
       "Giulia Conti-Rossi", "Chloé Martin", "Nadia El Amrani"], "7 people not in Paris"),
     ("est-ce qu'Amélie a un doctorat ?", ["Amélie Nguyen"], "Yes: Amélie Nguyen has a PhD.")],
)
def test_french_and_italian_put_into_english(typed: str, names: list[str], headline: str) -> None:
    said = benchmark_engine(FASHION).answer(typed)
    assert (said.names, said.headline) == (names, headline)


@pytest.mark.parametrize(
    ("folder", "typed", "names", "headline"),
    [(TRANSIT, "I'm in Lisbon for the payments conference next week, anyone from the team"
      " around there?", ["João Ferreira"], "1 person in Lisbon"),
     (TRANSIT, "Lukas Hoffmann or Lukas Vermeulen, which one is the data guy?",
      ["Lukas Hoffmann", "Lukas Vermeulen"],
      "At data: Lukas Hoffmann (mentions data in the summary) is ahead of Lukas Vermeulen"
      " (no evidence)."),
     (SECURITY, "can anyone here do c#", ["Théo Marchand"], "1 person knows c#")],
)
def test_everyday_asks_of_places_pairs_and_skills(
    folder: str, typed: str, names: list[str], headline: str
) -> None:
    said = benchmark_engine(folder).answer(typed)
    assert (said.names, said.headline) == (names, headline)


@pytest.mark.parametrize(
    ("folder", "typed"),
    [(FASHION, "did anybody watch the match yesterday? what a goal"),
     (SECURITY, "can someone do the standup notes")],
)
def test_the_days_talk_stays_unanswered(folder: str, typed: str) -> None:
    assert benchmark_engine(folder).answer(typed).headline == ""
