"""Questions as an insurer's underwriters and claims handlers put them in office English, as a
travel company's engineers type them in chat shorthand, and as colleagues write English after
German, French or Spanish (`Somebody here who masters Kotlin?`, `Who is longer employed as
developer, Sophie or Lucía?`, `Katrin and Sophie both do Modbus — who is better in it?`), and
the chatter around them that must stay unanswered."""

from __future__ import annotations

import pytest

from bot.answers.model import Intent
from tests.conftest import benchmark_engine


@pytest.mark.parametrize(
    ("folder", "typed", "intent", "names", "headline"),
    [
        # a skill asked of in other words than `knows`: nobody, when nobody has it
        ('profiles-326', 'Who has skills in SAP?', Intent.SKILL,
         [],
         'Nobody here knows sap.'),
        ('profiles-326', 'anyone with expertise in cobol', Intent.SKILL,
         [],
         'Nobody here knows cobol.'),
        ('profiles-326', 'who has knowledge of the fridge', Intent.NONE,
         [],
         ''),
        # `in the team` is who is asked, no field of study
        ('profiles-326', 'Who has a PhD in the team?', Intent.DEGREE,
         [],
         'Nobody here has a PhD.'),
        # came from an employer, not from a place or a room
        ('profiles-326', 'Who comes from the Deutscher Wetterdienst?', Intent.COMPANY,
         ['Jonas Becker'],
         '1 person at Deutscher Wetterdienst (1 in the past)'),
        ('profiles-326', 'who comes from the uk', Intent.PLACE,
         [],
         'Nobody here is based in the United Kingdom.'),
        ('profiles-326', 'who comes from the office', Intent.NONE,
         [],
         ''),
        # as French and German speakers put it: masters a skill, holds no master's degree
        ('profiles-326', 'Somebody here who masters Kotlin?', Intent.SKILL,
         ['Jonas Meier',
          'Julien Moreau'],
         '2 people know kotlin'),
        # two people compared in the word order of German, or named before the question
        ('profiles-326', 'Who is longer employed as developer, Sophie or Lucía?', Intent.COMPARE,
         ['Sophie Lambert',
          'Lucía Fernández Ortega'],
         'By years employed: Sophie Lambert (7 years) is ahead of Lucía Fernández Ortega (6 years).'),
        ('profiles-326', 'Katrin and Sophie both do Modbus — who is better in it?', Intent.COMPARE,
         ['Katrin Hofmann',
          'Sophie Lambert'],
         'At modbus: Katrin Hofmann (modbus 9/10 · 5 PRs, 4 reviews to sunspec/pysunspec2) is ahead of Sophie Lambert (modbus 9/10 · mentioned in the summary).'),
        ('profiles-326', 'we and they both do standups - who is better at it', Intent.NONE,
         [],
         ''),
        # what kind of work someone does: what they do, by a name with a typo
        ('profiles-326', 'What kind of tests does Sophie Lambret do?', Intent.PROFILE,
         ['Sophie Lambert'],
         'Sophie Lambert: Test & Validation Engineer at Sonnwerk Energy; focus: pytest, python, modbus.'),
        ('profiles-326', 'what kind of work does the team do', Intent.NONE,
         [],
         ''),
        # a school as its own country writes it; its line quoted once for school and degree
        ('profiles-326', 'Who did his master at the TU München?', Intent.COMBINED,
         ['Mateo Ríos Vargas'],
         "1 person who studied at Technical University of Munich · with a master's degree"),
        # an occasion organised, a plan to approve: chatter
        ('profiles-326', 'who is organising the team event in Madrid?', Intent.NONE,
         [],
         ''),
        # a project typed as words, found by the skill named for it
        ('profiles-326', 'who contributed to home assistant', Intent.REPO,
         ['Mateo Ríos Vargas'],
         "1 person contributed to home-assistant's repositories"),
        # what a screen said, quoted: its `not` leaves no one out
        ('profiles-324', "Brokers were getting a 'your connection is not private' warning when they went to our site this morning. Who's the person for that?", Intent.SKILL,
         ['Callum Fraser'],
         '1 person comes closest to what you describe (no profile says it in those words)'),
        # work on getting a thing done is work on the thing, no repository `getting`
        ('profiles-324', "Who works on getting the medical reports read in automatically so we don't have to type them all up by hand?", Intent.SKILL,
         ['Rhys Pritchard'],
         '1 person comes closest to what you describe (no profile says it in those words)'),
        ('profiles-325', 'pls someone approve my terraform plan', Intent.NONE,
         [],
         ''),
        ('profiles-325', 'who knows terraform', Intent.SKILL,
         ["Eoin O'Sullivan",
          'Adebayo Ogunleye'],
         '2 people know terraform'),
        # how a thing is done, `without crying`: no one left out
        ('profiles-288', "need someone who can read XSLT without crying, who's that", Intent.SKILL,
         ['Marta Ibáñez'],
         '1 person mentions read xslt'),
        ('profiles-318', 'kubernetes folks without docker', Intent.SKILL,
         ['Daniel Kim'],
         '1 person knows kubernetes · except docker'),
        # a word with accents found as typed without them; a name keeps its own reading
        ('profiles-326', 'Who speaks with the TÜV when we need the certification of a new model?', Intent.SKILL,
         ['Sophie Lambert'],
         '1 person mentions speaks tuv certification new model'),
        ('profiles-326', 'who mentions tuv', Intent.SKILL,
         ['Sophie Lambert'],
         '1 person mentions tuv'),
        # false friends of French, Spanish and German
        ('profiles-326', 'Who is in charge of the prevision how much the panels of the clients will produce tomorrow?', Intent.SKILL,
         ['Jonas Becker'],
         '1 person mentions forecast panels clients produce'),
        ('profiles-326', 'Which colleague is occupying himself with the MQTT connection of all our devices in the field?', Intent.SKILL,
         ['Amélie Girard'],
         '1 person mentions mqtt connection devices'),
        ('profiles-326', 'who is based in the field', Intent.PLACE,
         [],
         'Nobody here is based in Field.'),
        # a `not` inside a hyphenated name of a thing leaves no one out
        ('profiles-62', 'who owns the card-not-present fraud models', Intent.SKILL,
         ['Priya Raman'],
         '1 person mentions card not present fraud models'),
        ('profiles-135', 'who deals with item-not-received claims', Intent.SKILL,
         ['Sipho Dlamini'],
         '1 person mentions item not received claims'),
        # pointed to whoever is behind a thing, told in everyday words for the trade's
        ('profiles-324', 'Good morning all, apologies if this is the wrong channel. Could someone point me to whoever is behind the number that tells us how dodgy a claim looks, and how often it gets updated?', Intent.SKILL,
         ['Sarah Okafor'],
         '1 person comes closest to what you describe (no profile says it in those words)'),
        ('profiles-324', 'can someone point me to whoever has the keys to the bike shed', Intent.NONE,
         [],
         ''),
        ('profiles-324', 'A big brokerage has asked if their staff can log in to our site with their own company login instead of another password. Who would handle that?', Intent.SKILL,
         ['Tomasz Wiśniewski'],
         '1 person comes closest to what you describe (no profile says it in those words)'),
        # the word for having a skill is not searched; the code of a project is the project
        ('profiles-326', 'we need someone for Terraform, who has this competence?', Intent.SKILL,
         ['Jonas Meier',
          'Amélie Girard'],
         '2 people mention terraform'),
        ('profiles-326', 'Who has worked on the code of Home Assistant?', Intent.REPO,
         ['Mateo Ríos Vargas'],
         "1 person contributed to home-assistant's repositories"),
        # a `without` that leaves people out, in words or in quotes, still does
        ('profiles-326', 'who does backend without touching java', Intent.SKILL,
         ['Lucía Fernández Ortega',
          'Amélie Girard',
          'Mateo Ríos Vargas'],
         '3 people know backend · except java'),
        ('profiles-326', 'who knows kotlin, "not java"', Intent.SKILL,
         ['Julien Moreau'],
         '1 person knows kotlin · except java'),
        ('profiles-326', 'who fits "python, not java"?', Intent.SKILL,
         ['Jonas Becker',
          'Mateo Ríos Vargas',
          'Lucía Fernández Ortega',
          'Sophie Lambert',
          'Katrin Hofmann'],
         '5 people know python · except java'),
        ('profiles-326', 'who knows kotlin -not java', Intent.SKILL,
         ['Julien Moreau'],
         '1 person knows kotlin · except java'),
        # the new readings' lookalikes among the day's talk stay quiet
        ('profiles-326', 'who has to do with the dishes today', Intent.NONE,
         [],
         ''),
        ('profiles-326', 'is anybody occupying himself with the printer?', Intent.NONE,
         [],
         ''),
        ('profiles-326', 'the prevision for the weekend is rain, who comes to the bbq?', Intent.NONE,
         [],
         ''),
        ('profiles-325', 'can you point me to whoever ordered the pizza', Intent.NONE,
         [],
         ''),
        ('profiles-326', 'Katrin and Sophie both do the dishes, who is better at it?', Intent.NONE,
         [],
         ''),
        ('profiles-287', 'Katrin and Sophie both do the dishes, who is better at it?', Intent.NONE,
         [],
         ''),
        # events and competences of work, a field after the team, a school named as one
        ('profiles-325', 'who plans the event sourcing rollout?', Intent.SKILL,
         ['Nadia Haddad'],
         '1 person knows event-sourcing'),
        ('profiles-326', 'who has competence in modbus', Intent.SKILL,
         ['Katrin Hofmann',
          'Sophie Lambert'],
         '2 people know modbus'),
        ('profiles-326', 'who has a phd in our team in physics', Intent.COMBINED,
         [],
         'Nobody here studied Physics and has a PhD.'),
        ('profiles-287', 'who studied at technische universität dresden', Intent.SCHOOL,
         [],
         'Nobody here studied at technische universitat dresden.'),
        ('profiles-326', 'dodgy claims keep coming in, who handles fraud?', Intent.SKILL,
         [],
         'Nobody here knows fraud.'),
    ],
)
def test_office_english_and_second_languages(
    folder: str, typed: str, intent: Intent, names: list[str], headline: str
) -> None:
    answer = benchmark_engine(folder).answer(typed)
    assert (answer.intent, answer.names, answer.headline) == (intent, names, headline)
