"""Work described rather than named: words read as an employer no vocabulary knows, and
trouble told without asking anyone, answered by the person whose profile clearly owns it;
trouble someone already has in hand, or laughs at, stays unanswered."""

from __future__ import annotations

import pytest

from bot.answers.model import Intent
from tests.conftest import benchmark_engine

CLOSEST = "1 person comes closest to what you describe (no profile says it in those words)"


@pytest.mark.parametrize(
    ("folder", "typed", "headline", "names"),
    [("profiles-48", "film grain synthesis question from the av1 folks, who'd know", CLOSEST,
      ["Siobhán Ní Bhriain"]),
     ("profiles-112", "ticket vending machines at Northgate can't reach the backend, who do I ping",
      CLOSEST, ["Arjun Menon"]),
     ("profiles-76", "ADT messages from the ED stopped coming through around noon, who knows that"
      " stuff", CLOSEST, ["Renée Castellanos"]),
     # an employer the world knows, or one asked of alone, is still nobody's
     ("profiles-110", "who has worked at google", "Nobody here works or worked at Google.", []),
     ("profiles-112", "anyone at northgate?", "Nobody here works or worked at northgate.", [])],
)  # fmt: skip
def test_a_description_read_as_an_unknown_employer_finds_who_is_closest(
    folder: str, typed: str, headline: str, names: list[str]
) -> None:
    answer = benchmark_engine(folder).answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


@pytest.mark.parametrize(
    ("folder", "typed", "names"),
    [("profiles-122", "vet ordered a thyroid panel yesterday and the lab swears they never got the"
      " request", ["Tomasz Wiśniewski"]),
     ("profiles-122", "accountant at one of the clinics says the monthly export is missing december",
      ["Daniel Sousa-Lima"]),
     ("profiles-123", "where do controllers type in the disruption messages? want to change the form",
      ["Kenji Watanabe"]),
     ("profiles-122", "clocks went forward and now half of tomorrows bookings are an hour off 😬"
      " someone pls", ["Léa Fontaine"]),
     ("profiles-122", "pet record wont open in the app when owners have no signal out at the farm,"
      " is that supposed to work?", ["Daniel Okonkwo"]),
     # `as well` is no `we'll` of someone who has it in hand
     ("profiles-117", "density readings from the anton paar import are an hour off as well",
      ["Haruka Nishimura"]),
     # in four or more of one profile's words, ahead of the next by a tenth or more
     ("profiles-128", "the carestream plate scanner isn't showing up on the front pc, twain list is"
      " empty", ["Aino Väisänen"]),
     ("profiles-129", "app crashes on android 14 the moment you open the camera to scan the code 😩",
      ["Mateo Ibáñez"]),
     ("profiles-131", "the audiobook player on the site forgets where you were every time you close"
      " the tab 😩", ["Adaeze Okonkwo"]),
     ("profiles-130", "finance can't match the credit notes from the battery manufacturer to the"
      " units we swapped out, who's got that", ["Björn Åkesson"]),
     # ahead by a tenth, in many words
     ("profiles-123", "ridership for route 7 on the monday dashboard looks way too low, like half of"
      " last week", ["Aisha Bello"]),
     ("profiles-131", "patron cant get her library card into apple wallet, says pass invalid",
      ["Linh Trần"]),
     ("profiles-112", "ghost train on the departure board again 👻 the 16:05 was renumbered hours ago"
      " but it's still showing", ["Nnamdi Okafor"]),
     # a request in any words, the same
     ("profiles-132", "ppl who signed up for updates on their street got nothing when the works"
      " finished, who does those notifications", ["Diego de la Fuente"]),
     ("profiles-133", "aircraft's being sold next month, who puts together the records index for"
      " the buyer", ["Yusuf Demirtaş"]),
     ("profiles-99", "a new spur got built at a customer plant and its not on our map yet, who adds"
      " track", ["Ingrid Solberg"]),
     # with an eye-roll or a laugh: only in many of one profile's words
     ("profiles-108", "drivers keep getting paged every time they open the back door to unload 🙄 can"
      " someone make it stop", ["Ana Ferreira"]),
     ("profiles-131", "tapping the 'due soon' notification opens the home screen instead of the loan"
      " 🙄", ["Linh Trần"]),
     ("profiles-130", "customer's install-progress bar on the site still says 'survey booked' but"
      " they've been switched on for a week lol", ["Tevita Fonua"]),
     # more words of trouble
     ("profiles-128", "pocket depths don't save when you tab through the 6 spots on a tooth",
      ["Lotte van den Berg"]),
     ("profiles-131", "the branch finder map in the app still has the old riverside hours",
      ["Linh Trần"]),
     ("profiles-131", "pressreader link on the website goes to their paywall instead of through our"
      " proxy thingy", ["Zeynep Çelik"]),
     ("profiles-130", "big sycamore next door will shade half the roof in winter and the quote didnt"
      " account for it at all", ["Rohan Deshpande"]),
     ("profiles-66", "the planners say they can't drag stops from one van to another on the board"
      " anymore", ["Jakub Nowicki"]),
     ("profiles-101", "the customs holds didnt clear at the gate even after the release message came"
      " in", ["Maarten de Wit"]),
     ("profiles-118", "the court deadlines show up a day early in Outlook after the daylight saving"
      " change", ["Rania Haddad"]),
     ("profiles-45", "quillc miscompiles a simple loop to WebAssembly since the last release",
      ["Adaeze Okonkwo"]),
     # a question put to the room, at the start or in a clause of its own
     ("profiles-123", "is the weekly cap mon-sun or a rolling 7 days? asking for a support ticket",
      ["Tomás Ferreira"]),
     ("profiles-130", "i booked a battery job before the network approval came through and the"
      " system just let me. shouldnt it block that?", ["Priscila dos Santos"]),
     ("profiles-130", "storm due friday, do the roof jobs get moved automatically or do we"
      " coordinators have to do it all by hand?", ["Priscila dos Santos"]),
     # more words of trouble
     ("profiles-126", "searching chateau margaux without the accent returns nothing",
      ["Marta Sanz-Ibáñez"]),
     ("profiles-126", "the same musar 2017 shows up 3 times in search with different prices ugh",
      ["Marta Sanz-Ibáñez"]),
     ("profiles-126", "a shop on shopify says their stock hasn't synced in a day",
      ["Connor Walsh-Murphy"]),
     ("profiles-127", "keycloak throwing invalid signature on saml responses for one trust, cert"
      " rollover maybe? help", ["Orla Whelan-Byrne"])],
)  # fmt: skip
def test_trouble_told_without_asking_is_answered_by_the_profile_that_clearly_owns_it(
    folder: str, typed: str, names: list[str]
) -> None:
    answer = benchmark_engine(folder).answer(typed)
    assert (answer.headline, answer.names) == (CLOSEST, names)


@pytest.mark.parametrize(
    ("folder", "typed"),
    [("profiles-51", "the kafka consumer lag alert fired again, looking into it"),
     ("profiles-34", "the flutter upgrade broke half the golden tests lol"),
     ("profiles-70", "kafka lag is back to normal, thanks anna!!"),
     ("profiles-27", "Rohan, the DR drill went fine, all regions failed over in under 5 min"),
     ("profiles-107", "anyone know when the go-live freeze ends?"),
     # one's own life, a false alarm, a sigh, or the room asked about itself
     ("profiles-88", "the firmware update on my headphones broke bluetooth"),
     ("profiles-88", "the sensor readings were weird yesterday but it was just a power cut"),
     ("profiles-117", "the forecast model was wrong about the weather again, classic"),
     ("profiles-117", "how do you all keep up with so many slack channels"),
     # a thing's state or a plan, good news, praise and a vendor's trouble
     ("profiles-64", "is the hil bench in detroit free this afternoon"),
     ("profiles-90", "is the payout run done for this month"),
     ("profiles-88", "Can we push the yield forecast review to after the harvest?"),
     # trouble resolved, one's own slip, a colleague's place (`kenji's`), plain curiosity
     ("profiles-101", "Resolved: for an hour nobody got the crop stress alerts because the SMS"
      " gateway was being rotated, all back now"),
     ("profiles-66", "Kafka upgrade on the order intake cluster is done, outbox table drained fine,"
      " shipper retries all went through"),
     ("profiles-126", "😅 I told a customer their Riesling would arrive in 2 hours and then realised"
      " I was looking at the London slots instead of Lisbon, corrected it"),
     ("profiles-118", "will our Friday sushi order go to Kenji's place again? asking for the team"),
     ("profiles-126", "do customers actually read the redaction log? genuinely curious, not a"
      " complaint"),
     ("profiles-107", "NICU dosing rules signed off by pharmacy 🎉"),
     ("profiles-106", "review queue for low-confidence receipts is down to 12 🙌"),
     ("profiles-106", "storm claims are flooding in, hang tight everyone 🌧️ FNOL volume is about six"
      " times a normal monday"),
     ("profiles-106", "Genesys screen pop is slow this morning, looks like it's their status page"
      " too"),
     ("profiles-60", "the sigma rule for the cron persistence fired 200 times, tuning it now"),
     # a tale opened with a laugh
     ("profiles-70", "lol the label printer in hall b just printed 40 blank labels and then a smiley"),
     ("profiles-104", "trains from Wageningen delayed again 🙃 running 20 min late, start the sprint"
      " review without me and I'll jump on from my phone somewhere between Ede and Utrecht if the"
      " signal holds"),
     ("profiles-105", "new starter on the packaging team on monday 👋 she's coming over from a"
      " broadcaster in Warsaw, desk is by the kit room window, say hi and maybe don't show her the"
      " encoder alert channel on day one"),
     ("profiles-73", "oliver's bug reporter is honestly the best thing that happened to qa this"
      " year")],
)  # fmt: skip
def test_trouble_in_hand_good_news_a_laugh_or_a_word_to_a_colleague_stays_unanswered(
    folder: str, typed: str
) -> None:
    assert benchmark_engine(folder).answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    ("folder", "typed", "names"),
    [("profiles-122", "online booking let two ppl grab the same 9am slot at the lyon branch again 🙃"
      " who owns that", ["Léa Fontaine"]),
     ("profiles-122", "haematology counter at the new clinic is plugged in via serial and just spits"
      " garbage, need someone who speaks that protocol 😅", ["Tomasz Wiśniewski"]),
     ("profiles-123", "we're starting the emvco cert round for the new hardware, who's been through"
      " that before", ["Jean-Baptiste Morel"]),
     ("profiles-123", "search shows 'Plaza Mayor' twice, two stops same place. who cleans that up",
      ["Tomás Herrera-Vidal"])],
)  # fmt: skip
def test_a_sigh_after_trouble_and_more_ways_of_asking_still_ask(
    folder: str, typed: str, names: list[str]
) -> None:
    answer = benchmark_engine(folder).answer(typed)
    assert (answer.headline, answer.names) == (CLOSEST, names)


def test_who_put_a_piece_of_work_together_asks_who_built_it() -> None:
    engine = benchmark_engine("profiles-117")
    answer = engine.answer("who put the control charts together")
    assert (answer.headline, answer.names[:1]) == (
        "2 people mention control charts", ["Haruka Nishimura"]
    )
    # the office's things put together stay the office's
    assert engine.answer("who put the offsite agenda together").intent is Intent.NONE


@pytest.mark.parametrize("typed", ["who handles sso", "who knows single sign on"])
def test_single_sign_on_written_out_in_a_summary_is_sso(typed: str) -> None:
    answer = benchmark_engine("profiles-127").answer(typed)
    assert (answer.headline, answer.names) == ("1 person knows sso", ["Orla Whelan-Byrne"])
    assert answer.matches[0].evidence == "mentions sso in the summary"


def test_who_looks_after_a_thing_named_alone_asks_who_knows_it() -> None:
    engine = benchmark_engine("profiles-127")
    answer = engine.answer("who looks after kubernetes")
    assert (answer.headline, answer.names) == ("1 person knows kubernetes", ["Florian Wögerbauer"])
    # `infra`, which no profile here writes, is the infrastructure they write of
    answer = engine.answer("staging is down again 🔥🔥 who looks after infra")
    assert (answer.headline, answer.names) == ("1 person mentions infra", ["Florian Wögerbauer"])
    assert engine.answer("who looks after the plants").intent is Intent.NONE


@pytest.mark.parametrize(
    ("folder", "typed", "names"),
    [("profiles-126", "sidekiq is backed up with thousands of payout jobs, is that normal?",
      ["Kwame Asante-Boateng"]),
     ("profiles-128", "docs can sign clinical notes without filling in the required bits, is that"
      " supposed to happen", ["Lotte van den Berg"])],
)  # fmt: skip
def test_trouble_told_then_put_to_the_room_in_a_clause_of_its_own(
    folder: str, typed: str, names: list[str]
) -> None:
    answer = benchmark_engine(folder).answer(typed)
    assert (answer.headline, answer.names) == (CLOSEST, names)


@pytest.mark.parametrize(
    "typed",
    ["claims batch was late last night, I'm on it, should be out in 20",
     "lunch moved to 1pm today, is that ok with the payments folks?",
     "the deploy finished without errors, is that normal for a friday?",
     "the release notes are up on confluence, should i post them in general too?",
     "stripe payouts landed this morning, why so early?"],
)  # fmt: skip
def test_news_and_plans_then_a_question_to_the_room_stay_unanswered(typed: str) -> None:
    assert benchmark_engine("profiles-126").answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    "typed",
    ["my train was 40 min late again this morning",
     "the bus was 10 mins late, sorry for missing standup",
     "my badge expired, can't get into the building",
     "the cake in the kitchen vanished in 5 minutes",
     "the coffee machine freezes every morning",
     "payroll hasn't arrived yet this month"],
)  # fmt: skip
def test_the_days_small_troubles_stay_unanswered(typed: str) -> None:
    assert benchmark_engine("profiles-123").answer(typed).intent is Intent.NONE


def test_a_system_someone_looks_after_is_no_field_of_study() -> None:
    engine = benchmark_engine("profiles-132")
    answer = engine.answer("who looks after the lab system")
    assert (answer.headline, answer.names) == ("1 person mentions lab system", ["Şebnem Yıldırım"])
    answer = engine.answer("who studied systems")
    assert answer.names == ["Diego de la Fuente"]
