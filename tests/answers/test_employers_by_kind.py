"""Employers named by their kind rather than by name (`anyone here worked at a bank?`, `which
of them came from one of the big consultancies?`, `who has worked at another public
broadcaster?`): the well-known companies of each kind in data/vocab/company_kinds.json and those
whose name says it (`Harbourline Insurance`); `another` asks for one before the present one."""

from __future__ import annotations

import pytest

from bot.answers.model import Intent
from tests.conftest import benchmark_engine

BANKS = "profiles-119"
CLAIMS = "profiles-309"
TV = "profiles-305"
TRADING = "profiles-313"


@pytest.mark.parametrize(
    ("folder", "typed", "intent", "names", "headline"),
    [
        # a kind of company: its well-known companies, and those whose name says it
        (BANKS, 'has anyone here worked at a bank?', Intent.COMPANY,
         ['Katarzyna Wójcik',
          'Gabriel Costa Almeida',
          'Linh Nguyen'],
         '3 people at a bank (3 in the past)'),
        (BANKS, 'how many of us came from banks', Intent.COMPANY,
         ['Katarzyna Wójcik',
          'Gabriel Costa Almeida',
          'Linh Nguyen'],
         '3 people at a bank (3 in the past)'),
        (BANKS, 'anyone ex-bank?', Intent.COMPANY,
         ['Katarzyna Wójcik',
          'Gabriel Costa Almeida',
          'Linh Nguyen'],
         '3 people at a bank (3 in the past)'),
        (BANKS, 'who worked at an airline', Intent.COMPANY,
         [],
         'Nobody here works or worked at an airline.'),
        (CLAIMS, 'which of them came from one of the big consultancies?', Intent.COMPANY,
         ['Daniel Okafor',
          'Marcus Bell',
          'Priya Raman',
          'Willem de Vries',
          'Hannah Okafor'],
         '5 people at a consultancy (5 in the past)'),
        (CLAIMS, 'who has consulting firm experience', Intent.COMPANY,
         ['Daniel Okafor',
          'Marcus Bell',
          'Priya Raman',
          'Willem de Vries',
          'Hannah Okafor'],
         '5 people at a consultancy (5 in the past)'),
        (CLAIMS, 'did any of them work at a bank before?', Intent.COMPANY,
         ['Priya Raman',
          'Joaquín Fernández-Ruiz'],
         '2 people at a bank (2 in the past)'),
        (CLAIMS, 'who worked at a big four firm', Intent.COMPANY,
         ['Marcus Bell',
          'Willem de Vries'],
         '2 people at the Big Four (2 in the past)'),
        # another of the kind: one before the present one, even when that is one too
        (CLAIMS, 'who was at another insurance company?', Intent.COMPANY,
         ['Daniel Okafor',
          'Marcus Bell',
          'Willem de Vries',
          'Hannah Okafor'],
         '4 people at an insurer (4 in the past)'),
        (CLAIMS, "who's worked for another insurer before joining us?", Intent.COMPANY,
         ['Daniel Okafor',
          'Marcus Bell',
          'Willem de Vries',
          'Hannah Okafor'],
         '4 people at an insurer (4 in the past)'),
        (CLAIMS, 'who worked at an insurer', Intent.COMPANY,
         ['Daniel Brandt',
          'Daniel Okafor',
          'Marcus Bell',
          'Priya Raman',
          'Joaquín Fernández-Ruiz',
          'Willem de Vries',
          'Hannah Okafor',
          'Chloé Dubois'],
         '8 people at an insurer'),
        (TV, 'who has worked at another public broadcaster?', Intent.COMPANY,
         ['Lotte van der Meer',
          'Aoife Byrne'],
         '2 people at a public broadcaster (2 in the past)'),
        (TV, 'who came from a broadcaster', Intent.COMPANY,
         ['Lotte van der Meer',
          'Daniel Okafor',
          'Ciarán Byrne',
          'Aoife Byrne'],
         '4 people at a broadcaster (4 in the past)'),
        (TRADING, 'has anyone worked at a hedge fund before', Intent.COMPANY,
         ['Rahul Mehta'],
         '1 person at a hedge fund (1 in the past)'),
        (TRADING, 'anyone from a trading firm', Intent.COMPANY,
         ['Daniel Weiss',
          'Lena Fischer',
          'Daniel Okafor',
          'Rahul Mehta',
          'Hélène Marchetti',
          'Maarten van Dijk',
          'Kenji Watanabe',
          'Ana Ribeiro-Costa',
          'Jonas Fischer'],
         '9 people at a trading firm'),
        # a company named still finds only itself
        (CLAIMS, 'who worked at aviva', Intent.COMPANY,
         ['Daniel Okafor'],
         '1 person at Aviva (1 in the past)'),
        # chatter about banks stays unanswered
        (BANKS, 'is monday a bank holiday?', Intent.NONE,
         [],
         ''),
        (BANKS, 'anyone going to the bank at lunch', Intent.NONE,
         [],
         ''),
    ],
)  # fmt: skip
def test_an_employer_named_by_its_kind(
    folder: str, typed: str, intent: Intent, names: list[str], headline: str
) -> None:
    answer = benchmark_engine(folder).answer(typed)
    assert (answer.intent, answer.names, answer.headline) == (intent, names, headline)

