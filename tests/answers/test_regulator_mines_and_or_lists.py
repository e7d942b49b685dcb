"""Questions of a gaming regulator's civil servants in long bureaucratic requests, of mine site
staff on their phones, and the lists, negatives and tags a review of them tried."""

from __future__ import annotations

import pytest

from bot.answers.model import Intent
from tests.conftest import benchmark_engine

NOC = "profiles-256"
CHIPS = "profiles-257"
REGULATOR = "profiles-259"
MINES = "profiles-260"
EU = ["Jérôme Baptiste", "Siobhán Ní Bhriain", "Mateusz Kowalczyk", "Anne-Marie Lindqvist",
      "Tomás Ferreira-Lopes"]  # fmt: skip


@pytest.mark.parametrize(
    ("folder", "typed", "names", "headline"),
    [  # whether anyone is, asked after why it is asked
        (REGULATOR, "In the light of the Deloitte consultancy bid now under evaluation, I must ask"
         " whether any colleagues are ex-Deloitte, as they may need to recuse themselves.",
         ["Priya Raghunathan", "Daniel Okafor"], "2 people at Deloitte (2 in the past)"),
        # an employer named after what it is: `the online betting operator Betfair`
        (REGULATOR, "Given the ongoing enforcement case, I am obliged to ask whether any member"
         " of staff was previously employed by Betfair.", ["Priya Sethi"],
         "1 person at Betfair (1 in the past)"),
        (REGULATOR, "Could the colleague who previously worked at Kainos kindly get in touch"
         " regarding the Northern Ireland digital framework?", ["Hannah O'Connell"],
         "1 person at Kainos (1 in the past)"),
        (REGULATOR, "I am given to understand we have a member of staff in Poland; could someone"
         " confirm who that is for the payroll query?", ["Mateusz Kowalczyk"], "1 person in Poland"),
        (REGULATOR, "In respect of the EU data residency clause in the new hosting contract, which"
         " colleagues are based within the European Union?", EU, "5 people in the European Union"),
        (REGULATOR, "I understand some of our developers have worked on govuk-frontend; could"
         " someone confirm who?", ["Tomás Ferreira-Lopes", "Hannah O'Connell"],
         "2 people contributed to alphagov/govuk-frontend"),
        # in the negative, with a tag, a remark after it
        (REGULATOR, "Nobody is based in Lyon, are they? The French regulator has asked whether we"
         " could send someone.", [], "Nobody here is based in Lyon."),
        (REGULATOR, "We haven't anyone from Oxford or Cambridge on the team, have we? The"
         " Permanent Secretary's office has asked.", [],
         "Nobody here studied at University of Oxford or University of Cambridge."),
        (REGULATOR, "Nobody has contributed to facebook/react, have they? The open source register"
         " shows a blank.", [], "Nobody here contributed to facebook/react."),
        (REGULATOR, "Mateusz is based in Kraków, isn't he? I need to confirm for the travel"
         " booking.", ["Mateusz Kowalczyk"], "Yes: Mateusz Kowalczyk is based in Kraków."),
        (NOC, "kenji doesn't work at norvia telecom anymore, does he?", ["Kenji Watanabe"],
         "Yes: Kenji Watanabe works at Norvia Telecom."),
        (NOC, "lucía doesnt work for ericsson anymore, does she?", ["Lucía Fernández-Ortega"],
         "Yes: Lucía Fernández-Ortega worked at Ericsson."),
        (NOC, "zainab didn't work at spotify for long, did she?", ["Zainab Adeyemi"],
         "Yes: Zainab Adeyemi worked at Spotify."),
        # rankings asked for in a committee's words
        (REGULATOR, "For the data quality working group, could I have the two strongest colleagues"
         " at SQL, best first?", ["Priya Raghunathan", "Anne-Marie Lindqvist"],
         "2 people know sql"),
        (REGULATOR, "Could someone identify the three most experienced developers by years of"
         " coding, most experienced first?", ["Jérôme Baptiste", "Priya Sethi", "Siobhán Ní Bhriain"],
         "Jérôme Baptiste has the most: 14 years of coding · 3 people by years of coding, most"
         " first"),
        (MINES, "whos the gun at kafka", ["Daniel Muñoz", "Valentina Soto Ríos"], "2 people know kafka"),
        # the thing asked of named before the ask
        (REGULATOR, "The revised public website specification is to be built in React; could"
         " someone please tell me who in the team is familiar with it?", ["Tomás Ferreira-Lopes"],
         "1 person knows react"),
        (REGULATOR, "I understand a number of our scheduled housekeeping jobs are written in"
         " PowerShell. Is there anyone who is conversant with it?", ["Daniel Okafor"],
         "1 person knows powershell"),
        (MINES, "who can do c++ for the autonomy stack",
         ["Björn Åkesson", "Tomás Herrera-Vidal", "Tom Whitaker"], "3 people know c++"),
        (REGULATOR, "Please list anybody whose profile gives no location; the Estates team cannot"
         " allocate them a desk.", ["Daniel Okafor"], "1 person without a location"),
        (CHIPS, "everyone whose location is unknown", ["Hannah Lindqvist"],
         "1 person without a location"),
        ("profiles-120", "people whose location is not set", [], "Nobody here is without a location."),
        # lists closed by `or`: whoever meets any item, each item nobody meets named
        (CHIPS, "who worked at apple, google or intel", ["Rahul Menon", "Niamh O'Connor"],
         "2 people at Intel (2 in the past)"),
        (CHIPS, "is there nobody who went to stanford, mit or harvard?", [],
         "Nobody here studied at Stanford University, Massachusetts Institute of Technology or"
         " Harvard University."),
        (CHIPS, "who knows haskell, cobol or elixir", [], "Nobody here knows haskell, cobol or elixir."),
        (NOC, "did aoife work at amdocs, vodafone or ericsson?", ["Aoife O'Sullivan"],
         "Yes: Aoife O'Sullivan worked at Vodafone."),
        (NOC, "is lucía in madrid or lisbon?", ["Lucía Fernández-Ortega"],
         "Yes: Lucía Fernández-Ortega is based in Madrid."),
        # two bounds said in words, titles said as people
        (REGULATOR, "Who has at least seven but no more than nine years of coding experience?",
         ["Priya Raghunathan", "Anne-Marie Lindqvist", "Tomás Ferreira-Lopes"],
         "3 people with 7 to 9 years of coding"),
        (MINES, "show me all the seniors", ["Tomás Herrera-Vidal", "Daniel Muñoz"],
         "2 people mention senior"),
        # a list closed by `or`, then more wanted of everyone; a place of the list said as
        # anywhere else in another; an item that names nothing more
        (MINES, "who knows c++, rust or go and worked at Komatsu?", ["Tomás Herrera-Vidal"],
         "1 person at Komatsu · knows c++, rust or go (1 in the past)"),
        ("profiles-40", "who knows rust, python or javascript and is in Austin?", ["Zoë Harrington"],
         "1 person in Austin · knows rust, python or javascript"),
        (MINES, "anyone in Perth, Santiago or anywhere else in Australia?",
         ["Tom Whitaker", "Kirra O'Donnell", "Tomás Herrera-Vidal", "Valentina Soto Ríos",
          "Daniel Okafor"], "5 people in Perth, Santiago or Australia"),
        (MINES, "who knows python, c++, or something else?",
         ["Priya Raghunathan", "Valentina Soto Ríos", "Tomás Herrera-Vidal", "Björn Åkesson",
          "Daniel Okafor", "Liam Nguyen-Parker", "Tom Whitaker", "Daniel Muñoz"],
         "8 people know python or c++"),
        ("profiles-120", "who knows aws, gcp, or azure, and has kubernetes", ["Arjun Nair"],
         "1 person knows kubernetes · knows aws"),
        # the kind of experience and the words around an ask say nothing more
        ("profiles-40", "does Lim have real-world experience with sqlite?", ["Lim Jia Hui"],
         "Yes: Lim Jia Hui knows sqlite (scored 10 of 10)."),
        (MINES, "The planner is written in C++; anyone familiar with it?",
         ["Björn Åkesson", "Tomás Herrera-Vidal", "Tom Whitaker"], "3 people know c++"),
        ("profiles-90", "can you remind me which company Ji-hoon worked at before?", ["Ji-hoon Park"],
         "Ji-hoon Park works at Nexplay (Anti-Cheat Engineer at Nexplay); before: Nexon, Krafton."),
        ("profiles-40", "can somebody remind me how many people know python",
         ["Wanjiru Kamau", "Daan van der Meer", "Zoë Harrington", "Brian Otieno", "Katarzyna Wójcik"],
         "5 people know python"),
        ("profiles-40", "I must ask whether any colleagues were at Oracle.", ["Zoë Harrington"],
         "1 person at Oracle (1 in the past)"),
        ("profiles-40", "did Lim work at Grab, Shopee or Oracle?", ["Lim Jia Hui"],
         "Yes: Lim Jia Hui works or worked at Grab and Shopee."),
        # `similar tools` lists nothing more
        ("profiles-255", "who knows hlsl, ocio or similar tools?",
         ["Hyun-woo Park", "Jean-Baptiste Moreau"], "2 people know hlsl or ocio"),
    ],
)
def test_answers_name_the_people_asked_for(
    folder: str, typed: str, names: list[str], headline: str
) -> None:
    said = benchmark_engine(folder).answer(typed)
    assert (said.names, said.headline) == (names, headline)


@pytest.mark.parametrize(
    ("folder", "typed", "intent", "count"),
    [(REGULATOR, "I keep confusing the two Priyas. Could someone set out the difference between"
      " Priya Raghunathan and Priya Sethi?", Intent.COMPARE, 2),
     (REGULATOR, "Could I please have a list of everyone in the team, for the business continuity"
      " call tree?", Intent.EVERYONE, 9),
     (REGULATOR, "Apologies for the basic question, but what exactly does Priya Sethi do? I have"
      " been asked to copy her into the operator onboarding correspondence.", Intent.PROFILE, 1)],
)
def test_requests_after_remarks(folder: str, typed: str, intent: Intent, count: int) -> None:
    said = benchmark_engine(folder).answer(typed)
    assert (said.intent, len(said.names)) == (intent, count)


@pytest.mark.parametrize(
    ("folder", "typed"),
    [(REGULATOR, "Can somebody remind me of the password policy for service accounts? I recall it"
      " changed last year."),
     (REGULATOR, "Has the deployment to pre-production finished, or is it still running?"),
     # the office, a time or a way of working, asked in the negative
     (NOC, "is there no one in the war room?"),
     (MINES, "whos on nights this week"),
     (MINES, "who is on call tonight"),
     (CHIPS, "we have nobody from broadcom on the call, right?"),
     (CHIPS, "is there nobody who wants to go to the pub later?"),
     (NOC, "tomás hasn't worked for a while, has she?"),
     (NOC, "aoife has never worked for free, has he"),
     (CHIPS, "rahul has never been at a retro, has he?"),
     # not a comparison, nor a list of what a field holds
     ("profiles-200", "max x min"),
     (CHIPS, "anyone whose company is hiring?"),
     (CHIPS, "people whose location is set to remote"),
     # one of our things, not of our people
     ("profiles-120", "i believe one of our clients is in bergen, which one?"),
     (NOC, "i believe one of our servers is down, which one?"),
     ("profiles-150", "who specifically asked for this?"),
     # asked whether anyone does a thing of the day, or who did an errand
     ("profiles-40", "May I ask whether anyone is using the staging database right now?"),
     ("profiles-137", "Could the colleague who ordered the new monitors please email me."),
     ("profiles-120", "The python migration is done; could you let me know who for the release"
      " notes?"),
     ("profiles-120", "could I have the list of all the services we run"),
     ("profiles-40", "anyone within the budget for the conference?"),
     ("profiles-74", "Tomás is in a call, isn't she"),
     ("profiles-120", "who's the ace at foosball?")],
)
def test_chatter_stays_quiet(folder: str, typed: str) -> None:
    assert benchmark_engine(folder).answer(typed).intent is Intent.NONE


def test_a_skill_ending_in_s_is_not_a_counted_acronym() -> None:
    assert benchmark_engine("profiles-79").answer("who knows css").headline == (
        "Nobody here knows css."
    )
