"""Questions as a supermarket's store managers, a city council's officers and a dating app's
community managers put them: a context first and the ask after it (`The legacy revenues system is
apparently partly written in COBOL. How many of our developers can work in COBOL?`), what the
asker heard (`I gather one of the team previously worked at Skyscanner. Who was that?`), a project
named by its name and what it is (`the Mosquitto MQTT broker`), the pick for a job (`If I had a
Python job, who'd be the top pick?`), and the lookalikes that stay as they were."""

from __future__ import annotations

import pytest

from bot.answers.model import Intent
from tests.conftest import benchmark_engine, team_snapshot


@pytest.mark.parametrize(
    ("folder", "typed", "intent", "names", "headline"),
    [
        # whom they worked for is asked, not what it is for (`in leeds for the away day` is)
        ('profiles-328', 'Has anybody in the team previously worked for the Government Digital Service?', Intent.COMPANY,
         ['Fiona MacLeod',
          'Kwame Asante'],
         '2 people at Government Digital Service (2 in the past)'),
        ('profiles-328', 'anyone in the team based in leeds for the away day?', Intent.PLACE,
         ['Fiona MacLeod',
          'Aisha Siddiqui'],
         '2 people in Leeds'),
        # what the asker heard, and one of the team told of before `who was that`
        ('profiles-328', 'I gather one of the team previously worked at Skyscanner. Who was that?', Intent.COMPANY,
         ['Callum Reid'],
         '1 person at Skyscanner (1 in the past)'),
        ('profiles-328', 'I read that one of our staff had contributed to the Mosquitto MQTT broker, which is used in many smart city projects. Who was that?', Intent.REPO,
         ['Marta Kowalczyk'],
         '1 person contributed to eclipse/mosquitto'),
        ('profiles-180', 'somebody worked on apache kafka source code?', Intent.SKILL,
         ['Jörg Hallensleben'],
         '1 person mentions apache kafka source'),
        # a project named before `that library`, `has anyone worked on it`
        ('profiles-328', 'The finance team are interested in the Prophet forecasting library for budget projections; has anyone here worked on that library and could advise them?', Intent.REPO,
         ['Inês Carvalho'],
         '1 person contributed to facebook/prophet'),
        # `can work in` a language: no place; nobody, said, after what it is for
        ('profiles-328', 'The legacy revenues system is apparently partly written in COBOL. How many of our developers can work in COBOL?', Intent.SKILL,
         [],
         '0 people here know cobol.'),
        ('profiles-328', 'how many of our developers can work in python?', Intent.SKILL,
         ['Kwame Asante',
          'Fiona MacLeod',
          'Inês Carvalho',
          'Oluwaseun Adeyemi',
          'Aisha Siddiqui',
          'Marta Kowalczyk',
          'Hannah Whitfield',
          'Callum Reid'],
         '8 people know python'),
        # a council's officers, who is asked
        ('profiles-328', 'Which officers are able to work with PostGIS, the spatial extension for databases?', Intent.SKILL,
         ['Aisha Siddiqui',
          'Oluwaseun Adeyemi',
          'Hannah Whitfield'],
         '3 people know postgis'),
        # `which has been employed longer`: of the two
        ('profiles-328', 'Which has been employed longer as a developer, Fiona Byrne or Inês Carvalho?', Intent.COMPARE,
         ['Fiona Byrne',
          'Inês Carvalho'],
         'By years employed: Fiona Byrne (8 years) is ahead of Inês Carvalho (4 years).'),
        # nobody, said, for a skill asked of after what it is for
        ('profiles-328', 'A partner authority has offered to share a tool written in Scala. Who is the best Scala developer we have, if any?', Intent.SKILL,
         [],
         'Nobody here knows scala.'),
        ('profiles-328', 'Has anyone in the team any PHP experience? One of the legacy planning systems relies on it, I gather.', Intent.SKILL,
         [],
         'Nobody here knows php.'),
        # (an errand of the office stays unanswered)
        ('profiles-328', 'The coffee machine on the third floor is broken again. Is anyone going to the shop later?', Intent.NONE,
         [],
         ''),
        # the pick for a job in a skill: its ranking
        ('profiles-327', "If I had a Python job, who'd be the top pick?", Intent.SKILL,
         ['Hannah Lindqvist',
          'Callum Fraser',
          'Mateo Giménez',
          'Aoife Gallagher',
          'Olumide Adeyemi',
          'Rhys Pritchard',
          'Tomasz Wójcik'],
         '7 people know python'),
        ('profiles-327', 'Best person for a C# problem?', Intent.SKILL,
         ['Aoife Gallagher',
          'Rhys Pritchard'],
         '2 people know c#'),
        ('profiles-327', 'best person for a lunch order?', Intent.NONE,
         [],
         ''),
        # a call to whoever reads, before the question
        ('profiles-329', 'bestie who does R (the stats language not the letter lol)', Intent.SKILL,
         ['Hannah Becker'],
         '1 person knows r'),
        ('profiles-329', 'bestie ur a lifesaver', Intent.NONE,
         [],
         ''),
        # a letter's ask after what it is for, and its closing line
        ('profiles-328', 'Dear colleagues, as part of the review of our cloud hosting arrangements I have been asked to establish which of our developers are proficient in Terraform. I would be grateful for a list.', Intent.SKILL,
         ['Callum Reid',
          'Fiona MacLeod'],
         '2 people know terraform'),
        # everyone asked to be named, and a requirement said before the ask
        ('profiles-328', 'For the business continuity plan I need to name everyone who knows Kubernetes or Terraform. Who would that be?', Intent.SKILL,
         ['Callum Reid',
          'Fiona MacLeod'],
         '2 people know kubernetes or terraform'),
        ('profiles-328', 'For the senior technical reviewer panel we require at least twelve years of coding experience. Which colleagues meet that requirement?', Intent.EXPERIENCE,
         ['Callum Reid',
          'Fiona MacLeod',
          'Gareth Pryce'],
         '3 people with at least 12 years of coding'),
        ('profiles-328', 'For the away day we require a minibus. Which colleagues meet that requirement?', Intent.NONE,
         [],
         ''),
        # what a colleague mentioned of someone on the team
        ('profiles-328', 'One of the members mentioned that a developer on the team had originally studied philosophy before moving into software. Who was that, please?', Intent.SCHOOL,
         ['Hannah Whitfield'],
         '1 person who studied Philosophy'),
        # a skill named, then pointed back at (nothing pointed at in the office's things)
        ('profiles-328', 'We are considering a small piece of work in Kotlin. Does anyone on the team have that skill?', Intent.SKILL,
         ['Oluwaseun Adeyemi'],
         '1 person knows kotlin'),
        ('profiles-328', 'I am told that some of our systems are written in C#. Could you confirm which colleagues are competent in it?', Intent.SKILL,
         ['Gareth Pryce'],
         '1 person knows c#'),
        ('profiles-328', 'The new photocopier on the second floor keeps jamming. Which colleagues are familiar with it?', Intent.NONE,
         [],
         ''),
        # a role asked of, in the team it is in
        ('profiles-328', "What exactly is Fiona Byrne's role in the digital services team?", Intent.PROFILE,
         ['Fiona Byrne'],
         'Fiona Byrne: Accessibility Lead at Aldermoor City Council; focus: accessibility, html, css.'),
        # the team by a name that tells none of it apart is everyone (the data team is who
        # says data)
        ('profiles-328', 'How many people are there in the digital team altogether?', Intent.EVERYONE,
         ['Aisha Siddiqui',
          'Callum Reid',
          'Fiona Byrne',
          'Fiona MacLeod',
          'Gareth Pryce',
          'Hannah Whitfield',
          'Inês Carvalho',
          'Kwame Asante',
          'Marta Kowalczyk',
          'Oluwaseun Adeyemi'],
         '10 profiles in all.'),
        ('profiles-328', 'Who in digital services has experience of working at HM Revenue & Customs?', Intent.COMPANY,
         ['Gareth Pryce'],
         '1 person at HM Revenue & Customs (1 in the past)'),
        ('profiles-328', 'who on the data team knows python', Intent.SKILL,
         ['Kwame Asante',
          'Inês Carvalho',
          'Callum Reid'],
         '3 people know data · know python'),
        # why it is asked, after the ask
        ('profiles-328', 'With the Scottish local government digital conference coming up, I wondered whether anyone in the digital team is based in Scotland and might attend on our behalf.', Intent.PLACE,
         ['Callum Reid'],
         '1 person in Scotland'),
        ('profiles-328', 'Is anyone based in London, as we have a meeting at the Local Government Association and would like a developer to attend?', Intent.PLACE,
         [],
         'Nobody here is based in London.'),
        # lunch fetched is no work (push notifications got right are)
        ('profiles-329', "who's getting lunch? i'm thinking poke 🥗", Intent.NONE,
         [],
         ''),
        ('profiles-329', "who's getting the push notifications right on android?", Intent.SKILL,
         ['Léa Moreau'],
         '1 person comes closest to what you describe (no profile says it in those words)'),
        # a skill of its own that nobody lists, not the one its first word names
        ('profiles-329', 'anyone do flutter or react native? asking for a freelancer brief', Intent.SKILL,
         [],
         'Nobody here knows flutter or react native.'),
        ('profiles-329', 'anyone commit to react native? 👀', Intent.REPO,
         [],
         'Nobody here contributed to react native.'),
        ('profiles-329', 'who knows react', Intent.SKILL,
         ['Ethan Brooks',
          'Nadia Haddad'],
         '2 people know react'),
        # a school in the country the world's list puts it in, not the one its first word names
        ('profiles-329', 'who went to uni in texas 🤠', Intent.SCHOOL,
         ['Maya Reyes'],
         '1 person who studied at a school in Texas'),
        ('profiles-329', 'who studied in lebanon', Intent.SCHOOL,
         ['Nadia Haddad'],
         '1 person who studied at a school in Lebanon'),
        # where a summary says someone works from, with no location line
        ('profiles-329', "who's in berlin", Intent.PLACE,
         ['Hannah Becker'],
         '1 person in Berlin'),
        # a place named, then pointed back at by someone in the team
        ('profiles-328', 'I am putting together a list of staff who could attend the regional digital meeting being held in York. Is anyone in the team actually based there?', Intent.PLACE,
         ['Hannah Whitfield'],
         '1 person in York'),
        # what it is for, and `we need to know`, before the ask; `kindly let me know` after it
        ('profiles-328', 'For the forthcoming procurement exercise we need to know who can write Go. Kindly let me know.', Intent.SKILL,
         ['Callum Reid',
          'Marta Kowalczyk'],
         '2 people know go'),
        # `who do i call` after the trouble: whom to ask
        ('profiles-70', 'gothenburg warehouse cant reach anything in the cloud, looks like the tunnel is down. who do i call', Intent.SKILL,
         ['Anna Lindqvist'],
         '1 person knows warehouse · knows cloud'),
        # running without a connection is running offline (without a skill still leaves out)
        ('profiles-327', "Head office line went down Saturday afternoon, the tills kept going but we're not sure all the sales came through. Who built the bit that keeps tills running without a connection?", Intent.SKILL,
         ['Aoife Gallagher'],
         '1 person mentions keeps tills running offline'),
        ('profiles-327', 'who knows python without java', Intent.SKILL,
         ['Hannah Lindqvist',
          'Callum Fraser',
          'Mateo Giménez',
          'Olumide Adeyemi'],
         '4 people know python · except java'),
        # where things or people went off to is no question about anyone
        ('profiles-298', 'where did the whiteboard markers go 🙃', Intent.NONE,
         [],
         ''),
        ('profiles-298', 'where did everyone go? the floor is empty', Intent.NONE,
         [],
         ''),
        # what a thing is, said of it, ends at the comma: the rest of the question stays
        ('profiles-328', 'who knows kafka, which is used by the data team, or airflow?', Intent.SKILL,
         ['Kwame Asante'],
         '1 person knows airflow'),
        ('profiles-328', 'who knows python, which is used by the data team, and terraform?', Intent.SKILL,
         ['Callum Reid',
          'Fiona MacLeod'],
         '2 people know python · know terraform'),
        # `i wondered whether anyone…` asks only as `is`, `was` or `has` do; a team that tells
        # people apart stays
        ('profiles-328', 'I wondered whether anyone lives in Leeds.', Intent.NONE,
         [],
         ''),
        ('profiles-328', 'I wondered whether anyone works from home on Fridays.', Intent.NONE,
         [],
         ''),
        ('profiles-328', 'I wondered whether anyone in the GIS team is based in Leeds.', Intent.NONE,
         [],
         ''),
        # working for a shift or a launch is no employer; a kind of employer is none either
        ('profiles-329', 'anyone in the team working for the weekend launch?', Intent.NONE,
         [],
         ''),
        ('profiles-327', 'anyone in the team working for the weekend shift?', Intent.NONE,
         [],
         ''),
        ('profiles-329', 'who has experience of working for a dating app', Intent.SKILL,
         ['Hannah Becker'],
         '1 person comes closest to what you describe (no profile says it in those words)'),
        # a requirement of the office is no question about anyone
        ('profiles-328', 'We require a DBS check. Which colleagues meet that requirement?', Intent.NONE,
         [],
         ''),
        # two things weighed are no people
        ('profiles-328', 'which has more contributions, react or vue?', Intent.NONE,
         [],
         ''),
        ('profiles-328', 'which has been working better, the old build or the new one?', Intent.NONE,
         [],
         ''),
        # a task named by an everyday word
        ('profiles-328', 'best person for a make task', Intent.NONE,
         [],
         ''),
        ('profiles-328', 'best person for a math problem', Intent.NONE,
         [],
         ''),
        # a kind of a skill listed here is that skill; words some profile holds are the words
        ('profiles-328', 'who knows unit testing', Intent.SKILL,
         ['Fiona Byrne',
          'Callum Reid',
          'Fiona MacLeod'],
         '3 people know testing'),
        ('profiles-328', 'who knows data analysis', Intent.SKILL,
         ['Kwame Asante',
          'Inês Carvalho'],
         '2 people mention data analysis'),
        # a board game pointed back at is no skill
        ('profiles-328', 'The board game is Catan. Which colleagues are experienced in it?', Intent.NONE,
         [],
         ''),
    ],
)
def test_retail_council_and_app_phrasing(
    folder: str, typed: str, intent: Intent, names: list[str], headline: str
) -> None:
    answer = benchmark_engine(folder).answer(typed)
    assert (answer.intent, answer.names, answer.headline) == (intent, names, headline)


@pytest.mark.parametrize(
    ("typed", "names", "headline"),
    [
        # a part of a project is no contribution to the whole of it
        ("who worked on the rust borrow checker", ["Siobhán O'Neill"],
         "1 person mentions rust borrow checker"),
        ("who has hacked on the kubernetes scheduler", ["José Núñez-García", "Daniel Kim"],
         "2 people know kubernetes · know scheduler"),
        # a project's name and what it is
        ("who contributed to the pytorch library",
         ["Wei Zhao", "Priya Natarajan", "Mei Lin", "Yifan Chen"],
         "4 people contributed to pytorch/pytorch"),
        # a server is a project of its own; a skill of its own is not the first word's project
        ("who worked on the triton inference server", ["Arjun Raghavan"],
         "1 person mentions triton inference server"),
        ("who contributed to the react native library", ["Samuel Okafor", "Zoë Van der Berg"],
         "2 people mention react native library"),
    ],
)
def test_a_project_by_its_name_and_what_it_is(typed: str, names: list[str], headline: str) -> None:
    answer = team_snapshot().engine.answer(typed)
    assert (answer.names, answer.headline) == (names, headline)


@pytest.mark.parametrize("typed", ["who knows about the", "who knows a lot", "who knows the"])
def test_a_skill_asked_in_no_words_of_its_own_is_no_question(typed: str) -> None:
    answer = team_snapshot().engine.answer(typed)
    assert (answer.intent, answer.names, answer.headline) == (Intent.NONE, [], "")
