"""Questions of a museum's curators who forward and quote messages, of a payments fraud
team's analysts writing in markdown, and of an esports team asking indirectly: a subject
line and a quote around the ask, a command shown as code, what a list is for before a colon, a
question wondered aloud, a guess inside the question, a company asked about, and a company
named by the other name a summary gives it in brackets."""

from __future__ import annotations

import pytest

from bot.answers.model import Intent
from tests.conftest import benchmark_engine

MUSEUM = "profiles-279"
FRAUD = "profiles-280"
ESPORTS = "profiles-281"
RAIL = "profiles-273"
SIM = "profiles-216"
WEATHER = "profiles-253"
FREIGHT = "profiles-99"
SPACE = "profiles-47"


@pytest.mark.parametrize(
    ("folder", "typed", "intent", "names", "headline"),
    [
        # a forwarded or replied message: its subject line is no question, a quote alone is the
        # one asked again, a pronoun after a quote is the person the quote names
        (MUSEUM, 'Fwd: from registration\n> can you loop in Ines Castro-Varrela on the photo '
         "mixup\nwhat's her role?", Intent.PROFILE,
         ['Inés Castro-Varela'],
         'Inés Castro-Varela: Digitisation Pipeline Lead at Meridian National Museum; focus: '
         'iiif, python, imagemagick.'),
        (MUSEUM, 're: the pager going off at 3am\n> who set up these alerts??', Intent.SKILL,
         ['Kwame Mensah-Bonsu'],
         '1 person mentions alerts'),
        (MUSEUM, 're: travel budget\nhow many of us are in the UK?', Intent.PLACE,
         ['Priya Raghunathan', 'Aiko Tanaka-Reid'],
         '2 people in the United Kingdom'),
        # either of two degrees; `master` before a thing it names is no degree
        (MUSEUM, "who has a phd or a master's?", Intent.DEGREE,
         ['Émile Durand',
          'Jonas Lindqvist',
          'Inés Castro-Varela',
          'Priya Raghunathan',
          'Aiko Tanaka-Reid',
          "Niamh O'Sullivan"],
         "6 people with a PhD or with a master's degree"),
        (MUSEUM, 'who looks after the master files', Intent.SKILL,
         ['Inés Castro-Varela', 'Kwame Mensah-Bonsu'],
         '2 people mention master files'),
        # replies that ask nothing stay talk
        (MUSEUM, 'Re: lunch\nsee you at 1', Intent.NONE,
         [],
         ''),
        (MUSEUM, "re: the build\n> it's broken again lol", Intent.NONE,
         [],
         ''),
        # a command shown as code; what a list is for, before a colon; work kept fast
        (FRAUD, '`!profile Kwame Asante-Boatneg`', Intent.PROFILE,
         ['Kwame Asante-Boateng'],
         'Kwame Asante-Boateng'),
        (FRAUD, "for the GDPR data access list:\n* who's in the EU?", Intent.PLACE,
         ['Jonas Müller',
          "Siobhán O'Brien",
          'Mateo Fernández',
          'Ana Ramírez-Ortega',
          'Ana Kowalczyk',
          'Jonas Lindqvist'],
         '6 people in the European Union'),
        (FRAUD, 'for the offsite planning doc: who is in madrid?', Intent.PLACE,
         ['Ana Ramírez-Ortega'],
         '1 person in Madrid'),
        (FRAUD, 'who keeps the per-card spend limits fast?', Intent.SKILL,
         ['Mateo Fernández'],
         '1 person comes closest to what you describe (no profile says it in those words)'),
        (FRAUD, 'who keeps the office safe', Intent.NONE,
         [],
         ''),
        (FRAUD, 'for the record: everyone did great', Intent.NONE,
         [],
         ''),
        # a question wondered aloud
        (ESPORTS, 'I wonder who used to be at Spotify', Intent.COMPANY,
         ['Daniel Okafor', 'Daniel Sørensen'],
         '2 people at Spotify (2 in the past)'),
        (ESPORTS, 'wondering if anyone was at Mercado Libre', Intent.COMPANY,
         ['Tomás Echeverría'],
         '1 person at Mercado Libre (1 in the past)'),
        (ESPORTS, 'any idea what Priya Ragunathan does', Intent.PROFILE,
         ['Priya Raghunathan'],
         'Priya Raghunathan: Machine Learning Engineer at Helix Esports; focus: '
         'machine-learning, python, pytorch.'),
        (ESPORTS, 'I wonder if Priya knows pytorch', Intent.SKILL,
         ['Priya Raghunathan'],
         'Yes: Priya Raghunathan knows pytorch (scored 9 of 10).'),
        (ESPORTS, 'any idea whether Priya answers on stack overflow?', Intent.PROFILE,
         ['Priya Raghunathan'],
         "Priya Raghunathan's profile shows no Stack Overflow account."),
        (ESPORTS, "I wonder who's in Scandinavia", Intent.PLACE,
         ['Björn Åkesson', 'Daniel Sørensen'],
         '2 people in the Nordics'),
        (ESPORTS, 'does anyone have any idea who knows rust', Intent.SKILL,
         ['Mei Hashimoto', 'Léa Fontaine-Moreau', 'Björn Åkesson'],
         '3 people know rust'),
        # wondering about anything else stays talk
        (ESPORTS, 'i wonder if it will rain', Intent.NONE,
         [],
         ''),
        (ESPORTS, 'no idea who used to be at spotify tbh', Intent.NONE,
         [],
         ''),
        (ESPORTS, 'wondering how the match went', Intent.NONE,
         [],
         ''),
        (ESPORTS, 'any idea where the hdmi cable went?', Intent.NONE,
         [],
         ''),
        # who is guessed in the question: who does it
        (ESPORTS, 'is it Kofi who runs the partner feeds?', Intent.SKILL,
         ['Kofi Mensah'],
         '1 person mentions partner feeds'),
        (ESPORTS, 'would Siobhán be the one for the scoreboard graphics on stream?', Intent.SKILL,
         ["Siobhán O'Connell"],
         '1 person mentions scoreboard graphics stream'),
        (ESPORTS, 'is it raining?', Intent.NONE,
         [],
         ''),
        (ESPORTS, 'is it me who broke the build', Intent.NONE,
         [],
         ''),
        # asked about a company: whoever was ever there
        (ESPORTS, 'who should i ask about spotify', Intent.COMPANY,
         ['Daniel Okafor', 'Daniel Sørensen'],
         '2 people at Spotify (2 in the past)'),
        (ESPORTS, 'anyone know about spotify', Intent.COMPANY,
         ['Daniel Okafor', 'Daniel Sørensen'],
         '2 people at Spotify (2 in the past)'),
        # a company's other name in brackets after its own names it, typed whole
        (RAIL, 'who worked at irish rail?', Intent.COMPANY,
         ["Siobhán O'Donnell"],
         '1 person at Iarnród Éireann (Irish Rail) (1 in the past)'),
        (RAIL, 'anyone ex Iarnród Éireann?', Intent.COMPANY,
         ["Siobhán O'Donnell"],
         '1 person at Iarnród Éireann (Irish Rail) (1 in the past)'),
        (SIM, 'anyone ex-gemalto', Intent.COMPANY,
         ['Priya Raghunathan'],
         '1 person at Thales (formerly Gemalto) (1 in the past)'),
        (WEATHER, 'who came over from the Met Office', Intent.COMPANY,
         ["Declan O'Sullivan"],
         '1 person at Met Office (1 in the past)'),
        (WEATHER, 'anyone in Norway?', Intent.PLACE,
         [],
         'Nobody here is based in Norway.'),
        (WEATHER, 'who worked at met norway', Intent.COMPANY,
         ['Ingrid Solberg'],
         '1 person at Norwegian Meteorological Institute (MET Norway) (1 in the past)'),
        (FREIGHT, 'who worked at canadian national railway', Intent.COMPANY,
         ['Hà Nguyễn'],
         '1 person at CN (Canadian National Railway) (1 in the past)'),
        (SPACE, 'who used to work at ncar? they are asking in the letter of support',
         Intent.COMPANY,
         ['Priyanka Raghunathan', 'Tomás Ruiz-Calderón'],
         '2 people at NCAR (2 in the past)'),
        (SPACE, 'who worked at the national center for atmospheric research', Intent.COMPANY,
         ['Priyanka Raghunathan', 'Tomás Ruiz-Calderón'],
         '2 people at National Center for Atmospheric Research (NCAR) (2 in the past)'),
    ],
)
def test_forwarded_formatted_and_wondered(
    folder: str, typed: str, intent: Intent, names: list[str], headline: str
) -> None:
    ans = benchmark_engine(folder).answer(typed)
    assert (ans.intent, ans.names, ans.headline) == (intent, names, headline)
