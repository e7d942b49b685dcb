"""The figures of a profile a question can rank people by (`the highest stack overflow
rep`, `most commits`), and the table of each figure's people, most first."""

from __future__ import annotations

from array import array
from collections.abc import Sequence

import numpy as np

from bot.profiles.model import Profile
from bot.search.tables import Table

# Figures of a profile that a question can rank people by: `the highest stack overflow rep`.
# Contribution counts that are also figures: a person's total over their listed contributions.
STAT_FIGURES = ("commits", "prs", "reviews", "issues", "comments")
FIGURES = ("reputation", "contributions", "languages", "employment", "skills", "badges",
           "answers", "questions", "reached", "degrees", *STAT_FIGURES)


def figure_of(p: Profile, figure: str) -> int | None:
    """One figure of a profile (FIGURES), None when the profile does not give it."""
    if figure == "reputation":
        return p.stackoverflow.reputation if p.stackoverflow else None
    if figure in ("answers", "questions", "reached"):
        return getattr(p.stackoverflow, figure) or None if p.stackoverflow else None
    if figure == "contributions":
        return p.contribution_count if p.contribution_count is not None else (
            len(p.contributions) or None
        )
    if figure == "languages":
        return p.language_count if p.language_count is not None else (len(p.languages) or None)
    if figure in STAT_FIGURES:  # over every contribution the profile lists
        return sum(c.stats.get(figure, 0) for c in p.contributions) or None
    if figure == "badges":
        return len(p.badges) or None
    if figure == "degrees":
        return sum(1 for e in p.education if e.degree) or None
    if figure == "skills":  # the export's count, which goes on past the skills it shows
        shown = sum(1 for s in p.skills if s.score)
        return max(p.skill_count or 0, shown) or None
    return p.employment_years


def figures_table(profiles: Sequence[Profile], name_rank: np.ndarray) -> Table:
    """Each figure's people, most first (ties by name), with the figure's value."""
    slots, people, values = array("i"), array("i"), array("q")
    for i, p in enumerate(profiles):
        for slot, figure in enumerate(FIGURES):
            value = figure_of(p, figure)
            if value is not None:
                slots.append(slot)
                people.append(i)
                values.append(value)
    order = np.frombuffer(people, np.int32)
    value = np.frombuffer(values, np.int64)
    return Table.grouped(
        list(FIGURES), np.frombuffer(slots, np.int32), {"order": order, "value": value},
        order=(name_rank[order], -value),
    )  # fmt: skip
