"""Long, polite messages with the question inside them and thanks after it (`Hello, I'm
heading to Krakow next month. Does anyone live there? Many thanks.`), who a scheme is for told
first and then who fits it, `does anyone know?` of a fact, and the words of English as a second
language (`people with minimum 10 years coding`, `skills of Ana Kovacevic`, `Hyunwoo Prak in
which city`, `put side by side Ana Lima and Emily`); a badge asked by a tag, reputation said as
`over 10k on stack overflow`, and what a review found must stay as it was."""

from __future__ import annotations

import pytest

from bot.answers.model import Intent
from tests.conftest import benchmark_engine

RSE = "profiles-312"
SCHOOLS = "profiles-269"
APPS = "profiles-314"
FORUM = "profiles-213"
TEAM = "profiles-194"
OLD120 = "profiles-120"
OLD200 = "profiles-200"
OLD250 = "profiles-250"
OLD295 = "profiles-295"
OLD299 = "profiles-299"
OLD302 = "profiles-302"
CLAIMS = "profiles-309"


@pytest.mark.parametrize(
    ("folder", "typed", "intent", "names", "headline"),
    [
        # thanks after the question, in the same paragraph
        (RSE, 'Good afternoon. Thinking of a pairing day for the notebook work. How does Hélène compare with Ngozi? Many thanks.', Intent.COMPARE,
         ['Hélène Marchand',
          'Ngozi Okafor'],
         'Hélène Marchand and Ngozi Okafor'),
        (RSE, 'Hi all, a US funder wants someone local to them. Is anyone in the group based in the US? Thanks so much.', Intent.PLACE,
         [],
         'Nobody here is based in the United States.'),
        (RSE, 'Hello folks, is anyone here based in Edinburgh? Cheers.', Intent.PLACE,
         ['Ingrid Solberg',
          'Daniel Okafor'],
         '2 people in Edinburgh'),
        # who it is for, told first, then who fits
        (RSE, 'Hello everyone, the hackathon is for developers with fewer than five years of coding. Who is eligible? Thanks.', Intent.EXPERIENCE,
         ['Ngozi Okafor'],
         '1 person with less than 5 years of coding'),
        (RSE, 'the travel grant is for people with at least 15 years of coding, who qualifies?', Intent.EXPERIENCE,
         ['Tomás Ferreira'],
         '1 person with at least 15 years of coding'),
        (RSE, 'Morning. I was pairing people up and wondered who has exactly seven years of employment. Who would that be?', Intent.EXPERIENCE,
         ['Hélène Marchand',
          'Kwame Mensah-Bonsu'],
         '2 people with exactly 7 years employed'),
        (RSE, 'someone is at the door, who is that?', Intent.NONE,
         [],
         ''),
        # `does anyone know?` asks for a fact, not for someone who knows
        (RSE, 'is the cluster back up after maintenance, does anyone know? the status page says it is', Intent.NONE,
         [],
         ''),
        (RSE, 'Hi, is Daniel presenting at the seminar today, does anyone know? He said he might be travelling.', Intent.NONE,
         [],
         ''),
        (RSE, 'Morning. The heads of school want a screenshot of the queue. Who set those dashboards up, does anyone know? Cheers.', Intent.SKILL,
         ['Daniel Okafor'],
         '1 person comes closest to what you describe (no profile says it in those words)'),
        # a greeting before a request to a colleague stays theirs
        (SCHOOLS, 'morning camille, could you tell me where the keys are?', Intent.NONE,
         [],
         ''),
        # words of English as a second language
        (APPS, 'people with minimum 10 years coding', Intent.EXPERIENCE,
         ['Marie-Claire Dubois',
          'Emily Park',
          'Joaquín Beltrán',
          'Kwame Mensah',
          'Priya Raghunathan'],
         '5 people with at least 10 years of coding'),
        (APPS, 'who has maximum 5 years of coding', Intent.EXPERIENCE,
         ['Hyun-woo Park'],
         '1 person with at most 5 years of coding'),
        (APPS, 'from 6 until 9 years of coding, who is it?', Intent.EXPERIENCE,
         ['Lars van der Berg',
          'Ana Kovačević',
          'Ana Lima'],
         '3 people with 6 to 9 years of coding'),
        (APPS, 'put side by side Ana Lima and Emily', Intent.COMPARE,
         ['Ana Lima',
          'Emily Park'],
         'Ana Lima and Emily Park'),
        (APPS, 'Hyunwoo Prak in which city', Intent.PLACE,
         ['Hyun-woo Park'],
         'Hyun-woo Park is based in Toronto, Ontario, Canada.'),
        (APPS, 'skills of Ana Kovacevic', Intent.PROFILE,
         ['Ana Kovačević'],
         "Ana Kovačević's top skills: crashlytics 10, sentry 10, kotlin 7, android 7, swift 7, ndk 7, python 7, ios 6; 11 skills in all."),
        (APPS, 'languages of Emily Park', Intent.PROFILE,
         ['Emily Park'],
         'Emily Park writes 5 programming languages: Ruby, Kotlin, Swift, Shell, Groovy.'),
        (APPS, 'the skills of the team', Intent.NONE,
         [],
         ''),
        # a badge asked by a tag; reputation said as `over 10k on stack overflow`
        (APPS, 'show me everyone tagged as top school', Intent.PROFILE,
         ['Priya Raghunathan',
          'Hyun-woo Park'],
         '2 people with the Top School badge'),
        (APPS, 'who is tagged as a rising star', Intent.PROFILE,
         ['Hyun-woo Park'],
         '1 person with the Rising Star badge'),
        (APPS, 'who is tagged as urgent', Intent.NONE,
         [],
         ''),
        (FORUM, 'list everyone with over 10k on stack overflow', Intent.EXPERIENCE,
         ['Daniel Okafor',
          'Mehmet Yılmaz',
          'Joaquín Herrera-Vidal'],
         '3 people with more than 10,000 Stack Overflow reputation'),
        (FORUM, 'who has more than 2k on stackoverflow', Intent.EXPERIENCE,
         ['Daniel Okafor',
          'Mehmet Yılmaz',
          'Joaquín Herrera-Vidal',
          'Henrik Lindqvist',
          'Kateryna Bondarenko',
          'Priya Raghunathan',
          'Daniel Brandt'],
         '7 people with more than 2000 Stack Overflow reputation'),
        # anyone from the team is anyone here
        (RSE, 'Does anyone from the team live in Krakow?', Intent.PLACE,
         ['Daniel Kowalski'],
         '1 person in Kraków'),
        (TEAM, 'list everyone on the team and what they do', Intent.EVERYONE,
         ['Chloé Marchand',
          "Ciarán O'Dwyer",
          'Jonas Albrecht',
          'Jonas Mwangi',
          'Luíza Carvalho Mendes',
          'Marcus Delaney',
          'Priya Raghunathan',
          'Tomás Ibáñez-Rocha',
          'Wilhelmina van der Berg'],
         'Everyone: 9 people'),
        # what a review found must stay as it was
        (OLD120, 'hey, could you tell me about kwame mensah?', Intent.PROFILE,
         [],
         'Nobody here is called “kwame mensah”.'),
        (OLD299, 'everyone with the surname park please', Intent.NONE,
         [],
         ''),
        (OLD295, 'put together the slides and the demo', Intent.NONE,
         [],
         ''),
        (OLD302, 'the training is for staff with a laptop. who fits?', Intent.NONE,
         [],
         ''),
        (OLD200, 'persons of interest lol', Intent.NONE,
         [],
         ''),
        (CLAIMS, 'who knows telecom?', Intent.SKILL,
         ['Priya Raman'],
         '1 person mentions telecom'),
        (OLD250, 'who knows isp networking?', Intent.SKILL,
         ['Grzegorz Wiśniewski',
          'Zoë van der Berg'],
         '2 people know networking'),
        (OLD250, 'i was at the bank, who works there?', Intent.NONE,
         [],
         ''),
        (CLAIMS, 'who worked at the bank?', Intent.COMPANY,
         [],
         'Nobody here works or worked at bank.'),
    ],
)  # fmt: skip
def test_the_question_inside_a_polite_message_or_in_second_language_english(
    folder: str, typed: str, intent: Intent, names: list[str], headline: str
) -> None:
    answer = benchmark_engine(folder).answer(typed)
    assert (answer.intent, answer.names, answer.headline) == (intent, names, headline)
