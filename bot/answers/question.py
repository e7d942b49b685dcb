"""What a message asks, as structure: the clauses of a question and the question itself,
made by the reading (bot.answers.reading) and the only thing that travels past it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.answers.amounts import Years
from bot.answers.degrees_asked import Degree
from bot.answers.figures_asked import FigureBound


@dataclass
class Clause:
    """One phrase of a question and the kind of thing its cue says it names."""

    kind: str  # skill, company, place, school, repo, from (company, place or school), any
    text: str
    cue: str
    # The text with its leading article kept: `An Binh` is a place, `the US` is not.
    whole: str = ""
    # Of a phrase without a cue after `or` or `not`: the cue of the phrase it goes on from
    # (`contributed to tvm but not pytorch` asks about the repository pytorch).
    after: str = ""
    # It names what people are now (`who is an intern`): their headlines say it first.
    role: bool = False
    # It is asked of titles alone (`who has 'senior' in their title`): no summary counts.
    titled: bool = False


@dataclass
class Question:
    """What a message asks, as structure: the only thing that travels past the reading."""

    text: str  # the message folded and trimmed, as the matcher reads it
    addressed: bool  # a command, a mention or a slash command: always owed an answer
    kind: str  # help, usage, team, compare, person, check, constraints, everyone, profile,
    # bare, empty
    names: list[str] = field(default_factory=list)
    # What a person question asks: where, years, contributions, role, employer, languages,
    # skills, badges, school, stackoverflow.
    person_topic: str | None = None
    clauses: list[Clause] = field(default_factory=list)  # every one of these
    # Each of these adds people to the last condition of the clauses: `python or cuda`.
    alternatives: list[list[Clause]] = field(default_factory=list)
    excluded: list[Clause] = field(default_factory=list)  # none of these
    degree: Degree | None = None
    years: Years | None = None
    how: str = "list"  # list, count, best
    top: int | None = None  # the best N only
    metric: str | None = None  # ranked by a figure: reputation, contributions, languages, …
    fewest: bool = False  # the figure's ranking asked fewest first (`the fewest commits`)
    question_like: bool = False
    people_words: bool = False  # names people or the team (`who`, `anyone`, `devs`, …)
    everyone_words: bool = False  # names everyone (`everyone`, `team`, `profiles`, `devs`, …)
    tense: str | None = None  # of companies: now, past, ever (None: now first, then past)
    # The same message read as conditions, for when the names of a person question,
    # a profile or a comparison turn out to be nobody's.
    fallback: Question | None = None
    cut: bool = False  # the message was longer than MAX_READ: the rest was not read
    command: str | None = None  # of a usage question: profile, who or ask
    # `anyone know how to fix this error`: asks how, not who; answered only when it names
    # something the profiles hold as more than words (a skill, an employer, …).
    how_to: bool = False
    # Asks outright of people: a request for a list, a kind of person (`interns`), or someone's
    # experience.
    asks: bool = False
    # What a comparison is asked for: a skill as typed, or `years` (`who's better at cuda,
    # mei or haoran`, `who's more experienced, a or b`).
    compare_by: str | None = None
    # A count of contributions compared or asked of someone (bot.search.figures.STAT_FIGURES),
    # within the repository in compare_by, else over every contribution listed.
    stat: str | None = None
    # A bound on a figure of the profile (`more than 100 stack overflow answers`).
    figure_bound: FigureBound | None = None
    # A role in projects (`reviewer`), held in the repository the clauses name, else in any.
    project_role: str | None = None
    # What the profiles asked about do not say: badges, location, skills, stackoverflow,
    # employer, education, years.
    missing: str | None = None
    # Asks who has done something (`who has done distributed training`, `who's into
    # devtools`): the people whose own words say so count, after those who list the skill.
    work: bool = False
    # The least listed score asked of one skill, and the word it was said beside
    # (`python 9+ and cuda`: 9, python).
    score_floor: tuple[int, str] | None = None
    # Skills asked as the profiles list them (`who lists docker`, `networking as a skill`):
    # the people who list them, not those whose words or repositories only mention them.
    listed: bool = False
    spread: str | None = None  # of a team question: the spread asked (bot.answers.spread)
    # Only the people level at the head of a skill's ranking: `who's got the top python score`.
    head_only: bool = False
    # Years of coding beside someone's: each (gt or lt, their name as typed).
    years_than: list[tuple[str, str]] = field(default_factory=list)
    # Of contributions: the calendar years asked about (first and last, None for open).
    period: tuple[int | None, int | None] | None = None
    undated: bool = False  # calendar years were asked of what profiles give no dates
    # Of a yes-or-no question typed without its verb (`priya at google?`): its first words
    # were taken for a name; when they are nobody's, the message is read as conditions. "firm"
    # when a verb of knowing followed them (`daniel do kafka?`), "loose" when `can`, `is` or
    # `been` did (`mei can join?`), None when the question had its verb.
    name_guessed: str | None = None
