"""The sentences of the team at a glance and of how people are spread over companies,
places and schools: headlines, lines and the names the charts give their axes and bands.

Pure functions from structure to English, as bot.answers.wording is for lists of people.
"""

from __future__ import annotations

from bot.answers.model import Team, TeamSkill
from bot.answers.wording import plural

# Score bands of the team's skills, strongest first, as the charts and the text name them.
SCORE_BANDS = ("8–10", "5–7", "1–4")
# Bands of years of coding: (fewest, most or None for no limit, label).
YEARS_BANDS = ((0, 1, "0–1"), (2, 4, "2–4"), (5, 9, "5–9"), (10, 14, "10–14"), (15, None, "15+"))
YEARS_UNKNOWN = "not said"
TEAM_SKILLS_TITLE = "Most common skills, by score"
TEAM_YEARS_TITLE = "Years of coding"
TEAM_SKILLS_FIELD = "Most common skills"
TEAM_YEARS_FIELD = "Years of coding"
NO_TEAM = "There are no profiles here yet."
CHART_SCORE = "score (1–10)"
CHART_PEOPLE = "people"


def band_label(band: str) -> str:
    """A score band as a chart's legend names it: `score 8–10`."""
    return f"score {band}"


def team(t: Team) -> str:
    """The headline of the team at a glance."""
    if not t.people:
        return NO_TEAM
    return f"The team at a glance: {plural(t.people, 'person', 'people')}"


def team_years(t: Team) -> str:
    """The headline of the team's years of coding together: their average and their sum."""
    if not t.with_years:
        return f"No profile of the {plural(t.people, 'person', 'people')} says its years of coding."
    said = "" if t.with_years == t.people else f" ({t.with_years} of {t.people} say)"
    return (
        f"The {plural(t.with_years, 'person', 'people')} have coded "
        f"{t.coding_years / t.with_years:.1f} years on average, {t.coding_years:,} in all{said}."
    )


def spread(what: str, people: int, found: bool) -> str:
    """The headline of how the people are spread over companies, places (countries and
    cities, or one of them) or schools."""
    if not found:
        return f"Nothing here says where the {plural(people, 'person', 'people')} " + {
            "places": "are based.", "countries": "are based.", "cities": "are based.",
            "companies": "work.", "schools": "studied."
        }[what]
    return {
        "places": "Where the {} are based", "countries": "The countries the {} are based in",
        "cities": "The cities the {} are based in", "companies": "Where the {} work",
        "schools": "Where the {} studied",
    }[what].format(plural(people, "person", "people"))  # fmt: skip


def spread_line(name: str, people: int) -> str:
    """One group of a spread: `Google — 3 people`."""
    return f"{name} — {plural(people, 'person', 'people')}"


def team_skill_line(s: TeamSkill) -> str:
    """A skill of the team in words: `python — 5 people: 3 at 8–10, 2 at 5–7`."""
    bands = ", ".join(
        f"{n} at {band}" for n, band in zip(s.bands, SCORE_BANDS, strict=True) if n
    )
    return f"{s.name} — {plural(s.people, 'person', 'people')}: {bands}"


def team_years_line(band: str, people: int) -> str:
    """A band of years of coding in words: `5–9 years: 4 people`."""
    years = band if band == YEARS_UNKNOWN else f"{band} years"
    return f"{years}: {plural(people, 'person', 'people')}"
