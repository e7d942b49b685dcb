"""Questions of a freight railway's controllers in radio-style shorthand, of a children's
hospital's ward staff between tasks and of a concert venue's box office: who a message is from
or for before a colon, a status line before the ask, a slash between them, a ranking of the
people named, a follow-up about one of them, a former employer of two words."""

from __future__ import annotations

import pytest

from bot.answers.model import Intent
from tests.conftest import benchmark_engine

RAIL = "profiles-273"
WARD = "profiles-274"
VENUE = "profiles-275"
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
    ("folder", "typed"),
    [
        (VENUE, "omg the queue outside is already round the block"),  # where, not who
        (VENUE, "python, go or rust, who's best?"),  # three tools, no people
        (RAIL, "note: the build is broken again"),
    ],
)
def test_talk_stays_quiet(folder: str, typed: str) -> None:
    assert benchmark_engine(folder).answer(typed).intent is Intent.NONE
