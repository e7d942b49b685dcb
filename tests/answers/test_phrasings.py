"""Everyday ways of asking that read as the plain question: a superlative said as a rank,
a doubt or a follow-up after the question, a person named before a remark and asked about
with a pronoun, whether something is so, a bot's handle typed as text, a surname's initial,
and two people weighed for a piece of work."""

from __future__ import annotations

import pytest

from bot.answers.engine import Engine
from bot.answers.model import Intent
from tests.conftest import benchmark_engine, team_snapshot


@pytest.fixture(scope="module")
def team() -> Engine:
    return team_snapshot().engine


@pytest.fixture(scope="module")
def school() -> Engine:
    return benchmark_engine("profiles-80")


@pytest.mark.parametrize(
    ("typed", "plain"),
    [("who ranks highest in cuda", "who is best at cuda"),
     ("who's the highest rated rust dev", "who is best at rust"),
     ("does mei actually know triton or is that just a rumour", "does mei know triton"),
     ("anybody do rust here or is that just a meme", "who knows rust"),
     ("does elena know go at all, whats her score", "does elena know go"),
     ("samuel offered to review the frontend, is he any good with react",
      "does samuel know react"),
     ("daniel kim wants to join the rotation, does he even know kubernetes",
      "does daniel kim know kubernetes"),
     ("anyone know if mei knows cuda", "does mei know cuda"),
     ("anyone know if there is a rust person here", "who knows rust"),
     ("@profilebot commands?", "help"),
     ("@profilebot who knows triton", "who knows triton"),
     ("@profilebot who knows about gpu kernels", "who knows about gpu kernels"),
     ("hey @profilebot who knows rust", "who knows rust"),
     ("does anyone know if anybody here has used terraform", "who knows terraform"),
     ("anyone know whether our team has a rust dev", "who knows rust"),
     ("anyone know if elena ever worked at google", "has elena worked at google"),
     ("mei or wei for a triton thing", "compare mei and wei on triton"),
     ("who's the top ranked person for k8s", "who is best at kubernetes"),
     ("what do you actually know about", "help"),
     ("new here, whats this bot for", "help"),
     ("who did an internship at google", "who was an intern at google"),
     ("does anyone know if daniel has worked with kubernetes", "does daniel know kubernetes")],
)  # fmt: skip
def test_everyday_wording_answers_as_the_plain_question(
    team: Engine, typed: str, plain: str
) -> None:
    said, meant = team.answer(typed), team.answer(plain, addressed=True)
    assert said.intent is not Intent.NONE
    assert (said.headline, said.names) == (meant.headline, meant.names)


def test_a_rank_asked_for_is_the_ranking_best_first(team: Engine) -> None:
    answer = team.answer("who ranks highest in cuda")
    assert (answer.headline, answer.names[:2]) == ("5 people know cuda", ["Yifan Chen", "Haoran Liu"])


@pytest.mark.parametrize(
    "typed",
    ["does anyone know if kafka is up", "anyone know if the build is green",
     "anyone know if mei is in today", "@mei can you review my pr", "@dependabot rebase",
     "@mergebot merge", "@robot arm is broken again", "anyone know if mei has the keys",
     "anyone know if daniel is in berlin this week", "mei cancelled, does she know the new time",
     "ingrid is presenting, is she good to go", "should i take the train or drive",
     "should i bug jonas or tomas, who's less busy", "mei or wei for the lunch thing",
     "can we push the retro to tomorrow", "how many clusters do we have",
     "how many beers have we got", "the cron job crashed lol who wrote it",
     "build timed out again lol who set it up", "who decides the bonus pool",
     "does anyone know if anybody is taking the 5pm train",
     "anyone know if mei knows about the schedule change",
     "tomas said he'd bring the cake but does tomas even know where the office is",
     "@oncallbot who knows cobol", "@standupbot who is missing today"],
)  # fmt: skip
def test_whether_a_thing_is_so_or_a_colleagues_handle_stays_quiet(
    team: Engine, typed: str
) -> None:
    assert team.answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [("putri w vs rizky on kubernetes",
      "At kubernetes: Rizky Pratama (kubernetes 10/10) is ahead of Putri Wulandari (kubernetes 7/10).",
      ["Rizky Pratama", "Putri Wulandari"]),
     ("!profile putri w", "Putri Wulandari", ["Putri Wulandari"]),
     ("bayu or putri h for a flutter thing",
      "At flutter: Bayu Pratama (flutter 9/10) is ahead of Putri Handayani (flutter 6/10).",
      ["Bayu Pratama", "Putri Handayani"])],
)  # fmt: skip
def test_a_surnames_initial_tells_two_people_of_one_first_name_apart(
    school: Engine, typed: str, headline: str, names: list[str]
) -> None:
    answer = school.answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


def test_two_tools_weighed_for_a_piece_of_work_ask_who_knows_either(team: Engine) -> None:
    answer = team.answer("rust or go for the cli thing")
    assert answer.headline == "6 people know rust or go"


@pytest.mark.parametrize(
    ("data", "typed", "headline", "names"),
    [("profiles-82", "list the data engineers", "2 people mention data engineer",
      ["Mei Lin", "Piotr Nowakowski"]),
     ("profiles-29", "list the principal engineers", "2 people mention principal engineer",
      ["Rachel Thompson", "Thomas J. Becker"]),
     ("profiles-54", "who are all the senior engineers", "2 people mention senior engineer",
      ["Lukas Brenner", "Inês Carvalho"]),
     ("profiles-51", "list all the data engineers", "4 people mention data engineer",
      ["Jakub Zieliński", "Tomás Herrera", "Marek Wójcik", "Zofia Kaczmarek-Nowak"])],
)  # fmt: skip
def test_a_title_is_its_words_together_in_the_headline(
    data: str, typed: str, headline: str, names: list[str]
) -> None:
    engine = benchmark_engine(data)
    answer = engine.answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


@pytest.mark.parametrize(
    ("data", "typed", "headline", "names"),
    [("profiles-79", "what is daniel's or-tools score",
      "Yes: Daniel Okafor knows or-tools (scored 9 of 10).", ["Daniel Okafor"]),
     ("profiles-79", "who's been hacking on the pixelflow repo",
      "3 people contributed to kestrel-orbital/pixelflow",
      ["Arjun Rao", "Camille Dubois-Rey", "Megan O'Connell"]),
     ("profiles-79", "who went to cu boulder",
      "2 people who studied at University of Colorado Boulder",
      ["Megan O'Connell", "Daniel Okafor"]),
     ("profiles-79", "how long has kavya been employed as a dev",
      "Kavya Subramaniam has 6 years of coding experience and 5 years of employment.",
      ["Kavya Subramaniam"]),
     ("profiles-44", "anyone in the US awake rn", "3 people in the United States",
      ["Diego Hernández", "Megan O'Brien", "Siddharth Rao"]),
     ("profiles-68", "how many years of employment does marie-eve have",
      "Marie-Ève Lavoie has 9 years of coding experience and 7 years of employment.",
      ["Marie-Ève Lavoie"]),
     ("profiles-70", "does mei kno kubernetes",
      "Yes: Mei Hartmann knows kubernetes (scored 9 of 10).", ["Mei Hartmann"]),
     ("profiles-83", "jordi said he'd look at the consumer but does jordi even know kafka",
      "Yes: Jordi Castells knows kafka (scored 9 of 10).", ["Jordi Castells"]),
     ("profiles-83", "how many questions has priyanka asked on stackoverflow",
      "Priyanka Raghunathan has 3400 Stack Overflow reputation, 120 answers and 15 questions.",
      ["Priyanka Raghunathan"]),
     ("profiles-84", "who did computer science at uni", "2 people who studied Computer Science",
      ["Rhys Bevan", "Ruairí Ó Dónaill"]),
     ("profiles-83", "the kestrel payments folks are visiting next week, who here used to work"
      " there", "2 people at Kestrel Payments (2 in the past)", ["Mert Yılmaz", "Elif Demir"]),
     ("profiles-49", "my cousin is at criteo, who of us worked there before",
      "1 person at Criteo (1 in the past)", ["Hélène Marchetti"]),
     ("profiles-75", "anyone ex-ubisoft? need someone who knows how their tools work",
      "2 people at Ubisoft (2 in the past)", ["Tomás Ferreira", "Aoife Brennan"]),
     ("profiles-84", "anyone here do speech to text? want rough transcripts of my interviews",
      "3 people know speech-recognition", ["Eilidh NicLeòid", "Morag Henderson", "Siân Lloyd-Evans"]),
     ("profiles-86", "a prospect asked if anyone on our side came from synopsys, who here used"
      " to work there", "2 people at Synopsys (2 in the past)", ["Daniel Okafor", "Marisol Peña"]),
     ("profiles-86", "who went to tu/e", "2 people who studied at Eindhoven University of"
      " Technology", ["Joris van der Berg", "Sanne Dijkstra"]),
     ("profiles-84", "who's in scotland", "3 people in Scotland",
      ["Morag Henderson", "Ciara McAleer", "Eilidh NicLeòid"]),
     ("profiles-84", "who's in the uk", "8 people in the United Kingdom",
      ["Morag Henderson", "Rhys Bevan", "Siân Prydderch", "Ciarán McAleese", "Ruairí Ó Dónaill",
       "Ciara McAleer", "Eilidh NicLeòid", "Siân Lloyd-Evans"]),
     ("profiles-81", "who can read c++ well enough to review the ffi bindings, its not urgent",
      "3 people know c++", ["Mei Chen", "Ingrid Solheim", "Tomasz Wójcik"]),
     ("profiles-81", "for a go review should i grab jonas or tomás, who scores higher",
      "At go: Tomás Ferreira (go 10/10) is ahead of Jonas Becker (go 9/10).",
      ["Tomás Ferreira", "Jonas Becker"])],
)  # fmt: skip
def test_a_skill_a_repository_a_school_or_two_people_in_everyday_words(
    data: str, typed: str, headline: str, names: list[str]
) -> None:
    engine = benchmark_engine(data)
    answer = engine.answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


@pytest.mark.parametrize("typed", ["how many zhaos do we have", "how many Zhaos do we have"])
def test_people_counted_by_their_name(team: Engine, typed: str) -> None:
    answer = team.answer(typed)
    assert (answer.headline, answer.names) == ("2 people named “zhao”", ["Chenggang Zhao", "Wei Zhao"])


def test_the_ask_said_again_after_what_it_is_for() -> None:
    engine = benchmark_engine("profiles-83")
    answer = engine.answer("need a js person for a quick react fix, who's got that")
    assert (answer.headline, answer.names) == ("1 person knows javascript", ["Joan Martí"])


def test_everyone_there_is() -> None:
    engine = benchmark_engine("profiles-84")
    answer = engine.answer("can you list everyone you've got")
    assert (answer.headline, len(answer.names)) == ("Everyone: 9 people", 9)


def test_working_as_a_developer_the_longest_is_years_employed() -> None:
    engine = benchmark_engine("profiles-86")
    answer = engine.answer("who's been working as a developer the longest")
    assert (answer.headline, answer.names[0]) == ("Daniel Okafor has the most: 15 years employed · 8 people by years employed", "Daniel Okafor")


def test_a_place_ends_before_what_the_asker_says_of_themselves() -> None:
    engine = benchmark_engine("profiles-86")
    answer = engine.answer("got a tapeout week ticket from a customer in tainan and im drowning,"
                           " who does the customer support triage")
    assert answer.names == ["Daniel Kuo"]


@pytest.mark.parametrize(
    ("data", "typed"),
    [("profiles-81", "the data folks broke the dashboard again, who worked there"),
     ("profiles-82", "i was at the bank, who works there"),
     ("profiles-85", "my kitchen sink is leaking, anyone know a plumber"),
     ("profiles-85", "anyone know which restaurant has vegan options"),
     ("profiles-86", "who can recommend a restaurant in taipei"),
     ("profiles-86", "@standupbot who is blocked on the gpu work")],
)  # fmt: skip
def test_a_word_inside_a_company_name_an_errand_or_another_bots_command_stays_quiet(
    data: str, typed: str
) -> None:
    engine = benchmark_engine(data)
    assert engine.answer(typed).intent is Intent.NONE


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("anyone in austin and im flying in tuesday", "2 people in Austin"),
     ("who is in eindhoven and im visiting next week", "3 people in Eindhoven")],
)  # fmt: skip
def test_what_the_asker_says_of_themselves_is_no_condition(typed: str, headline: str) -> None:
    engine = benchmark_engine("profiles-86")
    assert engine.answer(typed).headline == headline


def test_a_bots_handle_before_a_request_in_the_askers_words(team: Engine) -> None:
    answer = team.answer("@profilebot who has built recommendation systems")
    assert (answer.headline, answer.names) == (
        "2 people mention recommendation systems", ["Xinyi Wang", "Mei Lin"]
    )


def _set(n: str) -> Engine:
    return benchmark_engine(f"profiles-{n}")


@pytest.mark.parametrize(
    ("data", "typed", "headline", "names"),
    [("87", "heading over to the dublin office next week, who's actually based there",
      "2 people in Dublin", ["Siobhán Ní Bhriain", "Ciarán O'Dowd"]),
     ("87", "my nephew is applying to trinity, did anyone here go there",
      "2 people who studied at Trinity College Dublin", ["Siobhán Ní Bhriain", "Nora Fitzgerald"]),
     ("90", "we have a creator meetup in tokyo next month, anyone based there",
      "Nobody here is based in Tokyo.", []),
     ("87", "heading to the office later, anyone based there", "", [])],
)  # fmt: skip
def test_somewhere_named_before_is_where_there_is(
    data: str, typed: str, headline: str, names: list[str]
) -> None:
    answer = _set(data).answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


@pytest.mark.parametrize(
    ("data", "typed", "headline", "names"),
    [("90", "anyone come over from klarna", "1 person at Klarna (1 in the past)",
      ["Erik Lindqvist"]),
     ("88", "who has ever worked at wur, now or in the past",
      "1 person at Wageningen University & Research", ["Inês Carvalho"]),
     ("89", "who worked at the hartford (the insurer, not the city)",
      "2 people at The Hartford (2 in the past)", ["Priya Ramanathan", "Siobhán Kelleher"]),
     ("89", "any uconn alumni here", "2 people who studied at University of Connecticut",
      ["Priya Ramanathan", "Siobhán Kelleher"]),
     ("87", "who's actually committed code to showdesk",
      "2 people contributed to wavelength-media/showdesk", ["Marcus Whitfield", "Nora Kowalczyk"]),
     ("90", "who's been coding for more then 10 years", "3 people with more than 10 years of coding",
      ["Erik Lindqvist", "Ji-woo Park", "Mateo Hernández-Ruiz"]),
     ("90", "who's answered more stuff on stack overflow, ji-woo or erik s",
      "By Stack Overflow answers: Ji-woo Park (142 Stack Overflow answers) is ahead of Erik"
      " Sjöberg (118 Stack Overflow answers).", ["Ji-woo Park", "Erik Sjöberg"]),
     ("87", "more years employed as a dev, marcus or siobhán",
      "By years employed: Marcus Whitfield (15 years) is ahead of Siobhán Ní Bhriain (10 years).",
      ["Marcus Whitfield", "Siobhán Ní Bhriain"]),
     ("87", "more coffee, marcus or siobhán", "", [])],
)  # fmt: skip
def test_an_employer_school_repository_or_comparison_in_everyday_words(
    data: str, typed: str, headline: str, names: list[str]
) -> None:
    answer = _set(data).answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [("who is in madrid", "Nobody here is based in Madrid.", []),
     ("anyone in pyhton", "5 people know python",
      ["Declan Whitfield", "Mai Nguyễn", "Putri Wulandari", "Andrés Villanueva", "Rizky Pratama"])],
)  # fmt: skip
def test_a_place_is_no_distant_typo_of_a_skill(typed: str, headline: str, names: list[str]) -> None:
    answer = _set("80").answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


@pytest.mark.parametrize(
    ("typed", "card"),
    [("what do you know about mei", "Mei Lin"), ("what do u know about haoran", "Haoran Liu"),
     ("what do you know about gpu kernels", None)],
)  # fmt: skip
def test_what_the_bot_knows_about_someone_is_their_profile(
    team: Engine, typed: str, card: str | None
) -> None:
    answer = team.answer(typed)
    assert (answer.card.name if answer.card else None) == card
    if card is None:
        assert answer.headline == "6 people mention gpu kernels"


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [("is there anyone called zhao", "2 people named “zhao”", ["Chenggang Zhao", "Wei Zhao"]),
     ("how many people are named zhao", "2 people named “zhao”", ["Chenggang Zhao", "Wei Zhao"]),
     ("how many zhaos are there?", "2 people named “zhao”", ["Chenggang Zhao", "Wei Zhao"]),
     ("anyone else called mei",
      "Mei Lin: Machine Learning Engineer at ByteDance; focus: pytorch, python, deep-learning.",
      ["Mei Lin"]),
     ("how many tests", "", [])],
)  # fmt: skip
def test_people_asked_for_by_a_name_they_have(
    team: Engine, typed: str, headline: str, names: list[str]
) -> None:
    answer = team.answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


@pytest.mark.parametrize(
    ("data", "typed", "headline", "names"),
    [("92", "how many commits did okafor put into gatk, curious",
      "Daniel Okafor: 64 commits to broadinstitute/gatk.", ["Daniel Okafor"]),
     ("94", "list people with stack overflow accounts", "5 people by Stack Overflow reputation",
      ["Björn Ekström", "Lukas Brenner", "Priya Raghunathan", "Sofía Martínez-Ruiz",
       "Marcus Whitfield"]),
     ("92", "who's in basel, i'm visiting next month and want to say hi", "2 people in Basel",
      ["Daniel Hürlimann", "Renée Lefèvre"]),
     ("92", "who went to uni basel", "2 people who studied at University of Basel",
      ["Daniel Hürlimann", "Katarzyna Nowak"]),
     ("91", "who used to wrok at capgemini", "2 people at Capgemini (2 in the past)",
      ["Daan Bakker", "Zoë Janssen-Okafor"]),
     ("94", "marcus or priya, who's been employed as a dev longer",
      "By years employed: Priya Raghunathan (9 years) is ahead of Marcus Whitfield (8 years).",
      ["Priya Raghunathan", "Marcus Whitfield"]),
     ("92", "who worked at the genome institute of singapore",
      "2 people at Genome Institute of Singapore (2 in the past)",
      ["Wei Jie Tan", "Mei-Ling Chua"]),
     ("92", "any tips on how to ask you stuff", "Here is what I can answer:", []),
     ("92", "anyone from moderna", "1 person at Moderna (1 in the past)",
      ["Zoë Castellanos-Ibáñez"]),
     ("92", "people from moderna are visiting friday, please tidy the bench area", "", []),
     ("91", "did anyone get the email from esri about the license renewal", "", [])],
)  # fmt: skip
def test_counts_accounts_cities_and_employers_in_the_words_of_a_busy_channel(
    data: str, typed: str, headline: str, names: list[str]
) -> None:
    answer = _set(data).answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [("flew from london to seattle yesterday, anyone based there", "1 person in Seattle",
      ["Samuel Okafor"]),
     ("that house at the end of the street is haunted, who lives there", "", []),
     ("there's a new cafe at the corner, who's based there", "", []),
     ("who worked at google (not an intern)", "4 people at Google · except intern (2 in the past)",
      ["Siobhán O'Neill", "Elena Petrova", "Daniel Kim", "Wei Zhao"]),
     ("fewer years of coding, emily or lukas", "", []),
     ("who works in machine lerning", "3 people know machine-learning",
      ["Chaofan Lin", "Mei Lin", "Haoran Liu"])],
)  # fmt: skip
def test_what_the_new_readings_leave_alone(
    team: Engine, typed: str, headline: str, names: list[str]
) -> None:
    answer = team.answer(typed)
    assert (answer.headline, answer.names[:4]) == (headline, names)


def test_initials_that_are_a_word_name_no_company() -> None:
    assert _set("87").answer("what's your wpm").headline == ""


@pytest.mark.parametrize(
    ("data", "typed", "headline", "names"),
    [("95", "got a chargeback from a customer in ohio, who deals with those",
      "1 person comes closest to what you describe (no profile says it in those words)",
      ["José Hernández-Ruiz"]),
     ("95", "how much does małgorzata score in accessibility",
      "Yes: Małgorzata Kowalska knows accessibility (scored 9 of 10).", ["Małgorzata Kowalska"]),
     ("96", "ugh half the old retrieval code is fortran, who here can actualy read fortran",
      "2 people know fortran", ["Guðrún Sigurðardóttir", "Beatriz Gonçalves"]),
     ("96", "is kai based in boulder or somewhere else",
      "No: nothing on Kai Brennan's profile says they are based in Boulder.", ["Kai Brennan"]),
     ("96", "list everyone whose title says engineer", "6 people mention engineer",
      ["Ananya Krishnan", "Beatriz Gonçalves", "Kai Brennan", "Lachlan Reid", "Maya Lindqvist",
       "Einar Þór Jónsson"]),
     ("97", "marek kubernetes score?", "Yes: Marek Nowak knows kubernetes (scored 10 of 10).",
      ["Marek Nowak"]),
     ("97", "is there a list of stuff you understand", "Here is what I can answer:", []),
     ("98", "was anyone here at spotify", "1 person at Spotify (1 in the past)", ["Björn Åkesson"]),
     ("98", "@bot help pls, first day here", "Here is what I can answer:", [])],
)  # fmt: skip
def test_scores_titles_doubts_and_help_in_the_words_of_a_busy_channel(
    data: str, typed: str, headline: str, names: list[str]
) -> None:
    answer = _set(data).answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


def test_writing_code_the_longest_is_years_of_coding() -> None:
    answer = _set("95").answer("who's been writing code the longest on the team")
    assert answer.headline == "Łukasz Wójcik has the most: 13 years of coding · 8 people by years of coding, most first"
    assert answer.names[:2] == ["Łukasz Wójcik", "José Hernández-Ruiz"]


def test_a_doubled_letter_typed_once_breaks_a_tie_of_typos(team: Engine) -> None:
    # `tensort` is one edit from tensorrt and from tensor, which a profile lists too
    answer = team.answer("who knows tensort")
    assert (answer.headline, answer.names) == (
        "3 people know tensorrt", ["Yifan Chen", "Chenggang Zhao", "Wei Zhao"]
    )


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [("was anyone at google before", "3 people at Google (3 in the past)",
      ["Daniel Kim", "Wei Zhao", "Samuel Okafor"]),
     ("was anyone at the nvidia party", "", []),
     ("going to madrid in march, anyone based there", "Nobody here is based in Madrid.", []),
     ("more rust experience, daniel or lukas",
      "At rust: Daniel Kim (rust 10/10) is ahead of Lukas Becker (rust 9/10).",
      ["Daniel Kim", "Lukas Becker"]),
     ("people from google are in london?", "1 person at Google · in London", ["Siobhán O'Neill"]),
     ("who joined from the google team", "3 people at Google (3 in the past)",
      ["Daniel Kim", "Wei Zhao", "Samuel Okafor"]),
     ("how many commits did we put into the release", "", []),
     ("how much does it score on the benchmark", "", []),
     ("who keeps the office running", "", [])],
)  # fmt: skip
def test_the_second_read_of_the_change_answers_as_before(
    team: Engine, typed: str, headline: str, names: list[str]
) -> None:
    answer = team.answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


@pytest.mark.parametrize(
    ("typed", "headline"),
    [("wei or mei, who's been working as a dev longer",
      "By years employed: Wei Zhao (6 years) is ahead of Mei Lin (2 years)."),
     ("wei or mei, who's been coding longer",
      "By years of coding: Wei Zhao (12 years) is ahead of Mei Lin (4 years).")],
)  # fmt: skip
def test_working_longer_is_years_employed_and_coding_longer_years_of_coding(
    team: Engine, typed: str, headline: str
) -> None:
    assert team.answer(typed).headline == headline


@pytest.mark.parametrize(
    ("folder", "owner", "known", "head", "everyone"),
    [("profiles-99", "who owns the design system? i need a new date picker component",
      "who knows design system", ["Émilie Lefèvre"], ["Émilie Lefèvre", "João Tavares"]),
     ("profiles-83", "pods keep getting evicted in the sg region again, who runs our k8s clusters",
      "who knows kubernetes", ["Wei Ling Tan"], ["Wei Ling Tan", "Mert Yılmaz"]),
     ("profiles-102", "who wrote the turnover scheduler? two crews got sent to the same flat today",
      "who knows turnover scheduler", ["Matteo Colombo"], ["Matteo Colombo", "Kwabena Mensah"]),
     # found by their own words: the full text's first, when it scores a tenth more than the next
     ("profiles-85", "pagerduty woke me up 3 times last night for the exact same thing, who owns our"
      " alerting", "who knows about alerting", ["Andrea Castaño"],
      ["Andrea Castaño", "Sofía Hernández"]),
     ("profiles-104", "frost alert fired at 5 degrees even though the grower set 2, who owns the alert"
      " rules", "anyone worked on alert rules", ["Yusuf Al-Khatib"],
      ["Yusuf Al-Khatib", "Søren Kjærgaard"])],
)  # fmt: skip
def test_who_owns_or_wrote_a_thing_is_the_head_of_its_ranking_and_who_knows_it_everyone(
    folder: str, owner: str, known: str, head: list[str], everyone: list[str]
) -> None:
    engine = benchmark_engine(folder)
    assert engine.answer(owner).names == head
    assert engine.answer(known).names == everyone


@pytest.mark.parametrize(
    "typed",
    ["postgres question - kwame or kavya, who knows it better?",
     "quick postgres question, kwame or kavya who knows it better"],
)  # fmt: skip
def test_a_question_about_a_subject_named_first_asks_of_it(typed: str) -> None:
    ans = benchmark_engine("profiles-137").answer(typed)
    assert (ans.headline, ans.names) == (
        "At postgresql: Kwame Mensah (postgresql 9/10) is ahead of Kavya Raghunathan"
        " (postgresql 8/10).",
        ["Kwame Mensah", "Kavya Raghunathan"],
    )


@pytest.mark.parametrize(
    ("typed", "headline", "names"),
    [("anyone with SAP experience? IS-U specifically", "1 person mentions sap",
      ["Samira Haddad"]),
     ("anyone with siemens experience", "1 person at Siemens (1 in the past)", ["Owen Tait"])],
)  # fmt: skip
def test_a_companys_experience_nobody_had_there_is_its_product_in_a_profiles_words(
    typed: str, headline: str, names: list[str]
) -> None:
    answer = benchmark_engine("profiles-144").answer(typed)
    assert (answer.headline, answer.names) == (headline, names)


@pytest.mark.parametrize(
    "typed",
    ["can i get a list of all the devs and what they do", "could you send me a list of everyone",
     "can we see a list of the team"],
)  # fmt: skip
def test_a_list_asked_for_politely_is_everyone(typed: str) -> None:
    answer = benchmark_engine("profiles-144").answer(typed)
    assert (answer.headline, len(answer.names)) == ("Everyone: 9 people", 9)


@pytest.mark.parametrize(
    "typed",
    ["who can drive me to the station after work?", "who can bring the projector",
     "what are you working on this sprint, jordan?", "who's running sprint planning today"],
)  # fmt: skip
def test_a_favour_asked_of_anyone_stays_chatter(typed: str) -> None:
    assert benchmark_engine("profiles-144").answer(typed).intent is Intent.NONE
