"""Everyday shapes of a question written in the shapes the reading knows: `kafka question,
who should I ping` is who knows kafka, `who left microsoft for nvidia` worked at one and works
at the other, `elena or lukas better rust` compares the two at rust.

Applied to a message already folded and trimmed (bot.answers.cleaning). A rewrite moves or
names the words of the question, or drops those that say nothing of people (`errors` in `c++
template errors`, `at all`). The frame of the question is rewritten first, then what it asks:
of named people, as a list or ranking, of employers, schools, places and repositories, and of
expertise, each in a module of its own.
"""

from __future__ import annotations

import re

from bot.answers.rewording.corrected import reword_corrected
from bot.answers.rewording.expertise import reword_expertise
from bot.answers.rewording.formal import reword_formal, reword_managerial
from bot.answers.rewording.frames import reword_frame
from bot.answers.rewording.learners import reword_learners
from bot.answers.rewording.lists import reword_lists
from bot.answers.rewording.named import reword_named
from bot.answers.rewording.on_behalf import reword_on_behalf
from bot.answers.rewording.operators import profiles_counted, reword_operators
from bot.answers.rewording.reported import reword_reported
from bot.answers.rewording.work import reword_work
from bot.answers.rewrite import rewrite

# A profile command's name is left as typed: `!profile noa` is never a question to rewrite,
# nor a description to answer by closeness in meaning.
NAME_COMMAND = re.compile(r"^(?:profile|p|card) ")
_STAGES = (
    reword_operators, reword_corrected, reword_reported, reword_learners, reword_managerial,
    reword_formal, reword_on_behalf, reword_frame, reword_named, reword_lists, reword_work,
    reword_expertise,
)  # fmt: skip


def reword(text: str) -> str:
    """The message with its everyday shapes written as the reading reads them (some words
    only moved or named, those that say nothing of people dropped); a profile command's name
    is left as typed."""
    if NAME_COMMAND.match(text):
        return profiles_counted(text)
    for stage in _STAGES:
        text = stage(text)
    return rewrite(r"\s+", " ", text).strip()
