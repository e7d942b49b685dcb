"""Answers about the whole team: everyone listed, the team's figures, and how it spreads
over companies, schools and places."""

from __future__ import annotations

from collections.abc import Callable

from bot.answers import team_wording as TW
from bot.answers import wording as W
from bot.answers.model import Answer, Intent, LazyMatches, Match, Team
from bot.answers.question import Question
from bot.answers.spread import spread
from bot.search.directory import Directory


def everyone(d: Directory, q: Question) -> Answer:
    """Everyone one may see, by name (`list everyone`), or their count (`how many profiles`)."""
    members = d.visible(d.ix.by_name)

    def plain(i: int) -> Match:
        p = d.profiles[i]
        return Match(p, W.current_role(p))

    matches = LazyMatches(members, plain, d.profiles.__getitem__)
    return Answer(Intent.EVERYONE, "", W.everyone(len(members), q.how == "count"), matches)


def team(d: Directory, q: Question, counted: Callable[[], Team]) -> Answer:
    """The team's figures (as `counted` gives them), or how it spreads over what `q.spread`
    names (`which companies are we from`, `the average years of coding`)."""
    if q.spread is not None and q.spread != "years":
        rows = tuple(spread(d, q.spread))
        intent = {"companies": Intent.COMPANY, "schools": Intent.SCHOOL}.get(q.spread, Intent.PLACE)
        shown = len(d.profiles) - len(d.hidden)
        return Answer(intent, "", TW.spread(q.spread, shown, bool(rows)), spread=rows)
    stats = counted()
    if q.spread == "years":  # `whats the average years of coding`
        return Answer(Intent.EXPERIENCE, "", TW.team_years(stats), team=stats)
    return Answer(Intent.TEAM, "", TW.team(stats), team=stats)
