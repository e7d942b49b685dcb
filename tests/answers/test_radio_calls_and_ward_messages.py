"""Questions of a freight railway's controllers in radio-style shorthand, of a children's
hospital's ward staff between tasks, of a concert venue's box office, of a wind-farm
operator's managers planning cover and of a payroll vendor's staff who say what they believe
and want it confirmed: who a message is from or for before a colon, a status line before the
ask, a slash between them, a ranking of the people named, a follow-up about one of them, a
former employer of two words, how many are needed and what for, a guess to confirm."""

from __future__ import annotations

import pytest

from bot.answers.model import Intent
from tests.conftest import benchmark_engine

RAIL = "profiles-273"
WARD = "profiles-274"
VENUE = "profiles-275"
WIND = "profiles-276"
PAYROLL = "profiles-277"
RANKED_AT_PYTHON = ("At python, strongest first: Siobhán Ní Bhriain, Priya Raghunathan and"
                    " Kwame Asante-Boateng")
CLOSEST = "1 person comes closest to what you describe (no profile says it in those words)"
THREE = ["Siobhán Ní Bhriain", "Priya Raghunathan", "Kwame Asante-Boateng"]


@pytest.mark.parametrize(
    ("folder", "typed", "intent", "names", "headline"),
    [  # who a message is from or for, before a colon
        (RAIL, "ctrl: where's Kwame based? need his timezone before I ring", Intent.PLACE,
         ["Kwame Asante"], "Kwame Asante is based in Calgary, Alberta, Canada."),
        (RAIL, "TMS desk: new starter asking - what does Siobhán actually do here",
         Intent.PROFILE, ["Siobhán O'Donnell"],
         "Siobhán O'Donnell: Backend Engineer, Traffic Management at Kestrel Freight Rail;"
         " focus: java, kafka, spring."),
        (RAIL, "ctrl: how many yrs has Kwame been coding", Intent.EXPERIENCE,
         ["Kwame Asante"], "Kwame Asante has 17 years of coding experience."),
        (RAIL, "ctrl to all: vital sw review 14:00. any Ada people on the team?", Intent.SKILL,
         ["Mei-Ling Chou"], "1 person knows ada"),
        (RAIL, "for the timetable rewrite: tomás or siobhán, who's stronger in python",
         Intent.COMPARE, ["Tomás Ferreira", "Siobhán O'Donnell"],
         "At python: Tomás Ferreira (python 9/10) is ahead of Siobhán O'Donnell (python 6/10)."),
        # a status line, then the ask
        (RAIL, "timetable DB slow since 06:00 - best at postgres?", Intent.SKILL,
         ["Siobhán O'Donnell", "Lena Okafor", "Tomás Ferreira", "Jonas Åkerlund"],
         "4 people know postgresql"),
        (RAIL, "exporter panic 04:12 / does Dávid know go?", Intent.SKILL,
         ["Dávid Horváth"], "Yes: Dávid Horváth knows go (scored 10 of 10)."),
        (RAIL, "depot to dev desk, app crash log attached. who does kotlin round here?",
         Intent.SKILL, ["Jonas Åkerlund", "Siobhán O'Donnell"], "2 people know kotlin"),
        (RAIL, "timetable change cttee wants a contact. what's Tomás's job title",
         Intent.PROFILE, ["Tomás Ferreira"],
         "Tomás Ferreira: Timetable Optimisation Engineer at Kestrel Freight Rail; focus:"
         " optimization, python, or-tools."),
        (RAIL, "perf mtg 09:00, need whoever produces the daily delay reports - who's that",
         Intent.SKILL, ["Lena Okafor"], "1 person mentions produces daily delay reports"),
        (WARD, "whoever looks after the ADT feed pls ping me, pt admitted 2hrs ago still not on"
         " the list", Intent.SKILL, ["Daniel Okafor"], "1 person mentions adt feed"),
        # why it was asked, said after the question
        (RAIL, "Dávid's stack overflow rep? settling a bet on nights", Intent.PROFILE,
         ["Dávid Horváth"],
         "Dávid Horváth has 3812 Stack Overflow reputation, 145 answers and 6 questions."),
        # who does a job, or who to pass a call to
        (WARD, "who sends our vaccine data to the state? registry says a kid's jabs are missing",
         Intent.SKILL, ["Priya Raghunathan"], CLOSEST),
        (VENUE, "got a call from a blind customer who couldn't pick seats with her screen reader,"
         " who should I pass that to", Intent.SKILL, ["Anna Kowalczyk"], CLOSEST),
        # a former employer of two words, asked with `ex-`
        (RAIL, "ex-Hitachi Rail anyone?", Intent.COMPANY,
         [], "Nobody here works or worked at hitachi rail."),
        (RAIL, "anyone ex-siemens mobility?", Intent.COMPANY,
         ["Mei-Ling Chou", "Lena Hoffmann"], "2 people at Siemens Mobility (2 in the past)"),
        # the people named, ranked
        (VENUE, "out of Siobhán, Priya and Kwame, who's the strongest at python",
         Intent.COMPARE, THREE, RANKED_AT_PYTHON),
        (VENUE, "who's best at python among siobhan, priya and kwame?", Intent.COMPARE,
         THREE, RANKED_AT_PYTHON),
        (VENUE, "Kwame, Priya or Mateo: who is most experienced?", Intent.COMPARE,
         ["Kwame Asante-Boateng", "Mateo Fernández-Ruiz", "Priya Raghunathan"],
         "By years of coding, most first: Kwame Asante-Boateng, Mateo Fernández-Ruiz and"
         " Priya Raghunathan"),
        # a follow-up about one of them
        (VENUE, "and what about Declan, is he on stack overflow?", Intent.PROFILE,
         ["Declan O'Reilly"], "Declan O'Reilly's profile shows no Stack Overflow account."),
        (RAIL, "dávid - is he in budapest?", Intent.PLACE,
         ["Dávid Horváth"], "Yes: Dávid Horváth is based in Budapest."),
        # outside a place still excludes it
        (VENUE, "who is based outside the EU?", Intent.COMBINED,
         ["Kwame Asante-Boateng", "Priya Raghunathan", "Jun Watanabe"],
         "3 people not in the European Union"),
    ],
)
def test_shorthand_and_follow_ups(
    folder: str, typed: str, intent: Intent, names: list[str], headline: str
) -> None:
    ans = benchmark_engine(folder).answer(typed)
    assert (ans.intent, ans.names, ans.headline) == (intent, names, headline)


@pytest.mark.parametrize(
    ("typed", "intent", "names", "headline"),
    [  # how many are needed, and what for, is no part of who they are
        ("I need two people who know OPC UA", Intent.SKILL,
         ["Aoife O'Driscoll", "Jean-Baptiste Leclerc"], "2 people know opc-ua"),
        ("I need someone who worked at EDF for the handover call", Intent.COMPANY,
         ["Jean-Baptiste Leclerc"], "1 person at EDF Renewables (1 in the past)"),
        ("anyone in Hamburg who could do the on-site day", Intent.PLACE,
         ["Lena Schäfer"], "1 person in Hamburg"),
        ("I need two people with a mechanical engineering degree for the drivetrain review",
         Intent.SCHOOL, ["Rahul Deshpande", "Ingrid Håkansson"],
         "2 people who studied Mechanical Engineering"),
        ("I need the top 3 python people for the analytics rewrite", Intent.SKILL,
         ["Ingrid Håkansson", "Rahul Deshpande", "Sam Whitfield"], "3 people know python"),
        # cover for someone away: the others
        ("who could cover for Sam on the pytorch side while Sam is away", Intent.SKILL,
         ["Ingrid Håkansson"], "1 person knows pytorch · except sam"),
        ("Ingrid Håkansson is on parental leave in June, who else knows scikit-learn?",
         Intent.SKILL, ["Rahul Deshpande"], "1 person knows scikit-learn · except ingrid hakansson"),
    ],
)
def test_cover_planned_by_managers(
    typed: str, intent: Intent, names: list[str], headline: str
) -> None:
    ans = benchmark_engine(WIND).answer(typed)
    assert (ans.intent, ans.names, ans.headline) == (intent, names, headline)


@pytest.mark.parametrize(
    ("typed", "intent", "names", "headline"),
    [  # a guess about the team, answered with who it really is
        ("pretty sure someone here was at Spotify", Intent.COMPANY,
         ["Tomás Herrera-Vidal", "Hannah Lindqvist"], "2 people at Spotify (2 in the past)"),
        ("we've got an ex-Zalando person I believe", Intent.COMPANY,
         ["Lukas Brandstätter"], "1 person at Zalando (1 in the past)"),
        ("I reckon most of the team is in Europe", Intent.PLACE,
         ["Priya Raghunathan", "Lukas Brandstätter", "Tomás Herrera-Vidal", "Amara Okafor",
          "Siobhán O'Connor", "Hannah Lindqvist"], "6 people in Europe"),
        ("correct me if I'm wrong but someone here runs the DR drills", Intent.SKILL,
         ["Lukas Brandstätter"], CLOSEST),
        ("Waterloo grad on the team, right?", Intent.SCHOOL,
         ["Priya Menon"], "1 person who studied at University of Waterloo"),
        # a count guessed
        ("I think three people know kafka", Intent.SKILL,
         ["Priya Raghunathan", "Tomás Herrera-Vidal", "Siobhán O'Connor"], "3 people know kafka"),
        ("I count 9 profiles total, right?", Intent.EVERYONE,
         ["Amara Okafor", "Hannah Lindqvist", "Lukas Brandstätter", "Mei-Ling Chen",
          "Priya Menon", "Priya Raghunathan", "Rafael Duarte", "Siobhán O'Connor",
          "Tomás Herrera-Vidal"], "9 profiles in all."),
        # a guess about someone, and who is first (not always who was guessed)
        ("Mei-Ling went to NUS I think", Intent.SCHOOL,
         ["Mei-Ling Chen"], "Yes: Mei-Ling Chen studied at National University of Singapore."),
        ("I think Siobhán has more python than Hannah", Intent.COMPARE,
         ["Siobhán O'Connor", "Hannah Lindqvist"],
         "At python: Siobhán O'Connor (python 9/10) is ahead of Hannah Lindqvist (python 7/10)."),
        ("I think the strongest at typescript is Mei-Ling", Intent.SKILL,
         ["Priya Menon", "Mei-Ling Chen", "Hannah Lindqvist"], "3 people know typescript"),
        ("pretty sure Rafael has the most coding years on the team", Intent.EXPERIENCE,
         ["Rafael Duarte", "Priya Raghunathan", "Lukas Brandstätter", "Tomás Herrera-Vidal",
          "Amara Okafor", "Siobhán O'Connor", "Priya Menon", "Mei-Ling Chen",
          "Hannah Lindqvist"],
         "Rafael Duarte has the most: 15 years of coding · 9 people by years of coding, most"
         " first"),
    ],
)
def test_a_guess_is_confirmed_or_corrected(
    typed: str, intent: Intent, names: list[str], headline: str
) -> None:
    ans = benchmark_engine(PAYROLL).answer(typed)
    assert (ans.intent, ans.names, ans.headline) == (intent, names, headline)


@pytest.mark.parametrize(
    ("folder", "typed", "intent", "names", "headline"),
    [  # none of those named shows the skill
        (VENUE, "who's best at java among siobhan, priya and kwame", Intent.COMPARE, THREE,
         "At java: none of Siobhán Ní Bhriain, Priya Raghunathan or Kwame Asante-Boateng"
         " shows it"),
        # a yes-or-no question about the one named first
        (RAIL, "tomás, does he know rust?", Intent.SKILL,
         ["Tomás Ferreira"], "No: nothing on Tomás Ferreira's profile says they know rust."),
        # whoever did a thing, asked to get in touch
        (VENUE, "whoever worked at spotify pls ping me", Intent.COMPANY,
         ["Hélène Dubois", "Anna Lindqvist"], "2 people at Spotify (2 in the past)"),
        (VENUE, "whoever is in london pls ping me", Intent.PLACE,
         ["Kwame Asante-Boateng"], "1 person in London"),
        # companies listed are no people to rank
        (VENUE, "out of google, amazon and meta, who's the strongest at python", Intent.SKILL,
         ["Hélène Dubois", "Siobhán Ní Bhriain", "Priya Raghunathan", "Kwame Asante-Boateng"],
         "4 people know python"),
        # a company of one word, then a skill
        (RAIL, "ex-prezi python anyone?", Intent.COMBINED,
         ["Dávid Horváth"], "1 person at Prezi · knows python (1 in the past)"),
    ],
)
def test_lists_and_former_employers_read_as_meant(
    folder: str, typed: str, intent: Intent, names: list[str], headline: str
) -> None:
    ans = benchmark_engine(folder).answer(typed)
    assert (ans.intent, ans.names, ans.headline) == (intent, names, headline)


@pytest.mark.parametrize(
    ("folder", "typed"),
    [
        (VENUE, "omg the queue outside is already round the block"),  # where, not who
        (VENUE, "python, go or rust, who's best?"),  # three tools, no people
        (RAIL, "note: the build is broken again"),
        (RAIL, "poll: who prefers python over java?"),  # a poll, asked of no one
        (RAIL, "ex-girlfriend anyone lol"),
        (PAYROLL, "I think the build is broken again"),
        (PAYROLL, "pretty sure someone ate my lunch"),
        (RAIL, "somebody can explain me why the docker image is 4gb? is too big no?"),
        (WIND, "who has the longest commute for the offsite trip"),
        # a guess of the day's news, or of no one's profile
        (VENUE, "docker is down i think"),
        (VENUE, "i reckon kwame will be late again"),
        (VENUE, "pretty sure kwame has the most unread emails"),
        (VENUE, "three people want to leave early i think"),
        (VENUE, "whoever is free pls ping me"),
        (VENUE, "i think " * 500),  # however often the guess is said, once
    ],
)
def test_talk_stays_quiet(folder: str, typed: str) -> None:
    assert benchmark_engine(folder).answer(typed).intent is Intent.NONE
