"""Questions of a law firm's lawyers in careful, qualified requests, of an aid agency's field
staff in English as a second language, and of a quantum startup by voice: hedges and remarks in
brackets, employers by their initials, work in a repository asked of in few words."""

from __future__ import annotations

import pytest

from bot.answers.model import Intent
from tests.conftest import benchmark_engine

AID = "profiles-264"
LAW = "profiles-265"
QUANTUM = "profiles-266"
PYTHON = ["Daniel Weiß", "Daniel Okafor", "Mei-Ling Chua", "Rahul Venkataraman",
          "José Ramírez-Ortega", "Kwame Asante-Boateng"]  # fmt: skip


@pytest.mark.parametrize(
    ("folder", "typed", "intent", "names", "headline"),
    [  # a hedge between commas, a remark in brackets
        (LAW, "Who, if anyone, knows C#?", Intent.SKILL, ["Zofia Wiśniewska"],
         "1 person knows c#"),
        (LAW, "Could you confirm which of our engineers, if any, went to Imperial College London?",
         Intent.SCHOOL, ["Daniel Okafor"], "1 person who studied at Imperial College London"),
        (LAW, "As between Rahul and Daniel Okafor, who has more years of coding?", Intent.COMPARE,
         ["Daniel Okafor", "Rahul Venkataraman"],
         "By years of coding: Daniel Okafor (14 years) is ahead of Rahul Venkataraman (12 years)."),
        (LAW, "Who on the team (to the extent the profiles say so) knows Python?", Intent.SKILL,
         PYTHON, "6 people know python"),
        (LAW, "Do we have anyone in Singapore (or anywhere else in Asia)?", Intent.PLACE,
         ["Mei-Ling Chua"], "1 person in Singapore or Asia"),
        # been employed: now or before
        (LAW, "Has anyone here been employed by Amazon?", Intent.COMPANY, ["Rahul Venkataraman"],
         "1 person at Amazon (1 in the past)"),
        (LAW, "Who is our best resource for OCR?", Intent.SKILL, ["Mei-Ling Chua", "Daniel Okafor"],
         "2 people know ocr"),
        (LAW, "Pls pull up the profile for Rahu lVenkataraman.", Intent.PROFILE,
         ["Rahul Venkataraman"], "Rahul Venkataraman"),
        (LAW, "How many people have a Stack Overflow section?", Intent.EXPERIENCE,
         ["José Ramírez-Ortega", "Daniel Okafor", "Rahul Venkataraman", "Zofia Wiśniewska"],
         "4 people by Stack Overflow reputation"),
        # an employer by its initials, with its linking words or without
        (AID, "who worked for IOM?", Intent.COMPANY, ["Samuel Okafor"],
         "1 person at International Organization for Migration (1 in the past)"),
        ("profiles-203", "who worked at tfl", Intent.COMPANY, ["Priya Natarajan"],
         "1 person at Transport for London (1 in the past)"),
        (AID, "who has prs in flutter/flutter", Intent.REPO, ["Fatou Diop"],
         "1 person contributed to flutter/flutter"),
        (AID, "everybody in kenya, list them", Intent.PLACE, ["Amina Njoroge", "Yusuf Abdi"],
         "2 people in Kenya"),
        # a country by its initials, and every country of its continent
        (AID, "anyone in DRC?", Intent.PLACE, ["Jean-Baptiste Mukendi"],
         "1 person in the Democratic Republic of the Congo"),
        (AID, "who is in africa", Intent.PLACE,
         ["Karim Benali", "Jean-Baptiste Mukendi", "Amina Njoroge", "Yusuf Abdi", "Fatou Diop"],
         "5 people in Africa"),
        (QUANTUM, "what is the difference between the two jonases", Intent.COMPARE,
         ["Jonas Lindqvist", "Jonas Müller-Brandt"], "Jonas Lindqvist and Jonas Müller-Brandt"),
    ],
)
def test_careful_and_plain_requests(
    folder: str, typed: str, intent: Intent, names: list[str], headline: str
) -> None:
    ans = benchmark_engine(folder).answer(typed)
    assert (ans.intent, ans.names, ans.headline) == (intent, names, headline)


def test_a_hedged_question_about_someone() -> None:
    ans = benchmark_engine(LAW).answer("What, in essence, does Zofia do?")
    assert (ans.intent, ans.names) == (Intent.PROFILE, ["Zofia Wiśniewska"])


@pytest.mark.parametrize(
    "typed",
    [
        "who broke the flutter build? (it was me, sorry)", "lunch (pizza again) anyone?",
        # a remark in brackets is no hedge to leave out
        "who can review my PR (small one)?", "who's free (for a quick call)?",
        "who wrote the python docs (they're great)?",
        # asked last of no one here, or of where someone is now
        "We ran the survey last week. Are people happy with the new office?",
        "We're planning the hackathon. What are the best themes?",
        "We're all waiting in the room. Where's Fatou?",
        "all the bugs from last sprint, list them", "people who are coming tonight, list them",
        "share the best resources for learning python",
        "is there a stack overflow section in the handbook?",
        "how many of our tech people are in the all-hands",
        "is there a PR in review for the fix?",
        "tell me about yourself i guess",
        "how are Nairobi and Kenya different",
    ],
)
def test_own_remarks_in_brackets_stay_talk(typed: str) -> None:
    assert benchmark_engine(AID).answer(typed).intent is Intent.NONE
