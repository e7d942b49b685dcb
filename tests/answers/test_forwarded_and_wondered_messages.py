"""Questions of a museum's curators who forward and quote messages, of a payments fraud
team's analysts writing in markdown, of an esports team asking indirectly, of a warehouse
robotics team giving the bot orders, of a clinical-trials data team writing English in German
and Dutch word order, and of a newsroom's staff correcting themselves: a subject line and a
quote around the ask, a command shown as code, what a list is for before a colon, a question
wondered aloud, a guess inside the question, a company asked about, and a company named by the
other name a summary gives it in brackets."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from bot.answers.model import Intent
from bot.snapshot.load import load_snapshot
from tests.conftest import ROOT, benchmark_engine

MUSEUM = "profiles-279"
FRAUD = "profiles-280"
ESPORTS = "profiles-281"
ROBOTS = "profiles-282"
PHARMA = "profiles-283"
NEWS = "profiles-284"
RAIL = "profiles-273"
SIM = "profiles-216"
WEATHER = "profiles-253"
FREIGHT = "profiles-99"
SPACE = "profiles-47"


@pytest.mark.parametrize(
    ("folder", "typed", "intent", "names", "headline"),
    [
        # a forwarded or replied message: its subject line is no question, a quote alone that asks
        # after people is asked again, a pronoun after a quote is the one person the quote names
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
         "6 people with a PhD or a master's degree"),
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
        # two people in a quote, a name in the subject alone, a quote that asks nothing, a pair
        # of capitals that names no one; a purpose that names a place; chores; a guess of no work
        (RAIL, "re: migration\n> Siobhán O'Donnell and Dávid Horváth will pair on it\nwhere is she "
         'based?', Intent.NONE,
         [],
         ''),
        (RAIL, "re: Siobhán O'Donnell\nwhere is she based?", Intent.PLACE,
         ["Siobhán O'Donnell"],
         "Siobhán O'Donnell is based in Dublin, Ireland."),
        (RAIL, 're: offsite\n> where should we go this year?', Intent.NONE,
         [],
         ''),
        (RAIL, '> we met at Trinity College\nwhere is she based?', Intent.NONE,
         [],
         ''),
        (RAIL, 'for the Dublin office: who knows java?', Intent.COMBINED,
         ["Siobhán O'Donnell"],
         '1 person in Dublin · knows java'),
        (RAIL, 'who keeps the front door secure', Intent.NONE,
         [],
         ''),
        (RAIL, 'is it Siobhán who is leaving?', Intent.NONE,
         [],
         ''),
        (RAIL, "does siobhán have a phd or a master's?", Intent.DEGREE,
         ["Siobhán O'Donnell"],
         "No: nothing on Siobhán O'Donnell's profile says they have a PhD or a master's degree."),
        # wondering how a thing went, or what someone thinks, stays talk
        (ESPORTS, 'curious how the demo went', Intent.NONE,
         [],
         ''),
        (ESPORTS, 'any clue who booked the big room?', Intent.NONE,
         [],
         ''),
        (ESPORTS, 'curious what tomás thinks of the new design', Intent.NONE,
         [],
         ''),
        (ESPORTS, 'im wondering where kofi lives', Intent.PLACE,
         ['Kofi Mensah'],
         'Kofi Mensah is based in London, England, United Kingdom.'),
        (ESPORTS, 'wondering if anyone wants coffee', Intent.NONE,
         [],
         ''),
        # worked on something at a company: ever there
        (SIM, 'who has worked on SIM provisioning at Gemalto?', Intent.COMBINED,
         ['Priya Raghunathan'],
         '1 person mentions sim provisioning · at Thales (formerly Gemalto) (1 in the past)'),
        # English in German, Dutch and Scandinavian word order
        (PHARMA, 'who has at Roche worked?', Intent.COMPANY,
         ['Anna Kowalczyk'],
         '1 person at Roche (1 in the past)'),
        (PHARMA, 'is there someone who at Spotify worked?', Intent.COMPANY,
         ['Mikael Lindqvist'],
         '1 person at Spotify (1 in the past)'),
        (PHARMA, 'who comes from Accenture?', Intent.COMPANY,
         ['Tomás Ferreira-Lopes', 'Siobhán Kelly'],
         '2 people at Accenture (2 in the past)'),
        (PHARMA, 'has someone worked by IQVIA?', Intent.COMPANY,
         ['Anna Sørensen'],
         '1 person at IQVIA (1 in the past)'),
        (PHARMA, 'who worked earlier at Philips?', Intent.COMPANY,
         ['Sofie van den Berg'],
         '1 person at Philips (1 in the past)'),
        (PHARMA, 'who has knowledge from kubernetes?', Intent.SKILL,
         ['Tomás Ferreira-Lopes', 'Mikael Lindqvist', 'Anna Kowalczyk'],
         '3 people know kubernetes'),
        (PHARMA, 'who is firm in snowflake?', Intent.SKILL,
         ['Siobhán Kelly', 'Sofie van den Berg'],
         '2 people know snowflake'),
        (PHARMA, 'can Sofie dbt?', Intent.SKILL,
         ['Sofie van den Berg'],
         'Yes: Sofie van den Berg knows dbt (scored 9 of 10).'),
        (PHARMA, 'can we go for lunch?', Intent.NONE,
         [],
         ''),
        (PHARMA, 'how long programs Anna Kowalczyk already?', Intent.EXPERIENCE,
         ['Anna Kowalczyk'],
         'Anna Kowalczyk has 6 years of coding experience.'),
        (PHARMA, 'since how many years codes Lars?', Intent.EXPERIENCE,
         ['Lars Mikkelsen'],
         'Lars Mikkelsen has 11 years of coding experience and 7 years of employment.'),
        (PHARMA, 'who has more than 15 years programming behind him or her?',
         Intent.EXPERIENCE,
         ['Jürgen Schäfer'],
         '1 person with more than 15 years of coding'),
        (PHARMA, 'on what works Priya Ragunathan?', Intent.REPO,
         ['Priya Raghunathan'],
         'Priya Raghunathan has 7 contributions; the profile lists 4 repositories.'),
        (PHARMA, 'has Siobhán or Sofie more years of coding?', Intent.COMPARE,
         ['Sofie van den Berg', 'Siobhán Kelly'],
         'By years of coding: Sofie van den Berg (5 years) is ahead of Siobhán Kelly (4 years).'),
        (PHARMA, 'what have Lars and Anna Sørensen in common?', Intent.COMPARE,
         ['Lars Mikkelsen', 'Anna Sørensen'],
         'Lars Mikkelsen and Anna Sørensen'),
        # the same thing named again after a dash; a correction; a city by the first part of its
        # name
        (NEWS, 'how many people know go - golang, I mean', Intent.SKILL,
         ['Daniel Becker', 'Zoë Lambert', 'Daniel Okafor'],
         '3 people know go'),
        (NEWS, 'who can do kubernetes - k8s, whatever you call it', Intent.SKILL,
         ['Zoë Lambert', 'Daniel Becker', 'Marta Gonçalves-Reis'],
         '3 people know k8s'),
        (NEWS, 'who went to Humboldt, sorry, I mean Babeș-Bolyai in Cluj', Intent.COMBINED,
         ['Ana-Maria Popescu'],
         '1 person who studied at Babeș-Bolyai University · in Cluj-Napoca'),
        (NEWS, 'anyone in cluj?', Intent.PLACE,
         ['Ana-Maria Popescu'],
         '1 person in Cluj-Napoca'),
        # orders given to the bot
        (ROBOTS, 'bot pull up Daneil Weiss', Intent.PROFILE,
         ['Daniel Weiß'],
         'Daniel Weiß'),
        (ROBOTS, 'get me Sofia Lindqvist', Intent.PROFILE,
         ['Sofia Lindqvist'],
         'Sofia Lindqvist'),
        (ROBOTS, 'get me a coffee', Intent.NONE,
         [],
         ''),
        # wondered counts and schools; everyday verbs, greetings, places of the day, things to
        # fetch; an alternative or a full name after a dash
        (PHARMA, 'i wonder how many people know kafka', Intent.SKILL,
         ['Anna Kowalczyk', 'Mikael Lindqvist'],
         '2 people know kafka'),
        (PHARMA, 'i wonder who went to KTH', Intent.SCHOOL,
         ['Mikael Lindqvist'],
         '1 person who studied at KTH Royal Institute of Technology'),
        (PHARMA, 'curious if anyone knows sas', Intent.SKILL,
         ['Lars Mikkelsen', 'Anna Sørensen'],
         '2 people know sas'),
        (PHARMA, 'can lars go?', Intent.NONE,
         [],
         ''),
        (PHARMA, '> Hi Anna Kowalczyk\nwhere is she based?', Intent.PLACE,
         ['Anna Kowalczyk'],
         'Anna Kowalczyk is based in Kraków, Małopolskie, Poland.'),
        (PHARMA, 'who comes from the office today', Intent.NONE,
         [],
         ''),
        (PHARMA, 'who has worked by the window today', Intent.NONE,
         [],
         ''),
        (PHARMA, 'bot pull up the dashboard', Intent.NONE,
         [],
         ''),
        (ROBOTS, 'where is sofia - Sofia Lindqvist, I mean', Intent.PLACE,
         ['Sofia Lindqvist'],
         'Sofia Lindqvist is based in Stockholm, Stockholm County, Sweden.'),
        (ROBOTS, 'who knows ros2 - or docker, whatever you call it', Intent.SKILL,
         ['Daniel Weiß', 'Emily Zhang', 'Sofía Beltrán-Ortiz', 'Jean-Luc Fournier', 'Linh Phạm'],
         '5 people know ros2 or docker'),
        (ROBOTS, 'fetch me the logs', Intent.NONE,
         [],
         ''),
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


def test_a_place_in_brackets_after_an_employer_is_no_other_name(tmp_path: Path) -> None:
    """`at Spotify (Stockholm)` says where: Stockholm is still a place, not that company."""
    folder = tmp_path / "profiles"
    shutil.copytree(ROOT / "benchmarks" / RAIL, folder)
    export = folder / "siobhan-odonnell.txt"
    text = export.read_text(encoding="utf-8")
    assert "spent three years at Stripe" in text
    export.write_text(text.replace("spent three years at Stripe",
                                    "spent three years at Spotify (Stockholm)"), encoding="utf-8")
    engine = load_snapshot(folder, cache=False).engine
    in_stockholm = engine.answer("who's in Stockholm?")
    assert (in_stockholm.intent, in_stockholm.headline) == (
        Intent.PLACE, "Nobody here is based in Stockholm."
    )
    at_spotify = engine.answer("who worked at spotify")
    assert (at_spotify.names, at_spotify.headline) == (
        ["Siobhán O'Donnell", "Jonas Åkerlund"], "2 people at Spotify (2 in the past)"
    )
