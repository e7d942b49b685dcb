"""Charts as PNG bytes: a person's skills, two people's side by side, the team at a glance.

Pure: a chart's data in, PNG bytes out, with no Discord and no global plotting state;
the drawing itself is bot.render.plots, safe in a worker thread. The data of a chart is a
frozen dataclass and the cache is keyed on it: the same card of the same snapshot is drawn
once, and a record that changed is drawn anew.

Every chart has its own opaque background, so that it reads the same on Discord's
dark and light themes; names in any script the bundled fonts cover are drawn (DejaVu
Sans for Latin, Greek and Cyrillic, the bundled Noto Sans CJK subset for Chinese,
Japanese and Korean), and a name with a character no font has is refused rather than
drawn as empty boxes.
"""

from __future__ import annotations

import functools
import logging
import re
from collections.abc import Sequence
from dataclasses import dataclass

from matplotlib import font_manager
from matplotlib.ft2font import FT2Font

from bot.answers import person_wording as PW
from bot.answers import team_wording as TW
from bot.answers.model import Person, Team
from bot.profiles.model import Profile
from bot.render import plots
from bot.render.plots import CJK_FONT, FAMILY

log = logging.getLogger(__name__)

CARD_SKILLS = 12  # as many as the card lists
COMPARE_ROWS = 24
TEAM_SKILLS = 10
CACHE_SIZE = 256


class ChartError(Exception):
    """A chart that cannot be drawn, and why."""


@dataclass(frozen=True)
class SkillChart:
    """One person's skills, strongest first: (skill, score 1–10) each."""

    file: str
    title: str
    skills: tuple[tuple[str, int], ...]


@dataclass(frozen=True)
class PairChart:
    """Two people's skills side by side: (skill, first's score, second's score), a score
    None where that person does not list the skill; shared skills first."""

    file: str
    title: str
    names: tuple[str, str]
    rows: tuple[tuple[str, int | None, int | None], ...]


@dataclass(frozen=True)
class TeamSkillsChart:
    """The team's most common skills: (skill, people at 8–10, at 5–7, at 1–4) each."""

    file: str
    title: str
    rows: tuple[tuple[str, int, int, int], ...]


@dataclass(frozen=True)
class YearsChart:
    """How many people have each band of years of coding: (band, people) each."""

    file: str
    title: str
    bands: tuple[tuple[str, int], ...]


Chart = SkillChart | PairChart | TeamSkillsChart | YearsChart


# ---- from an answer's structure to a chart's data -----------------------------------


def _file(kind: str, *ids: str) -> str:
    """A file name Discord accepts in `attachment://`: ASCII letters, digits and dashes."""
    slug = "-".join(re.sub(r"[^a-z0-9]+", "-", i.lower()).strip("-")[:40] or "x" for i in ids)
    return f"{kind}-{slug}.png" if slug else f"{kind}.png"


def scored(p: Profile, limit: int = CARD_SKILLS) -> list[tuple[str, int]]:
    """The skills a card lists (its first `limit`) that have a score of 1–10, strongest
    first; ties keep the profile's order."""
    shown = [(s.name, s.score) for s in p.skills[:limit] if 1 <= s.score <= 10]
    return sorted(shown, key=lambda item: -item[1])


def card_chart(p: Profile) -> SkillChart | None:
    """The chart of a profile card; None for a profile without scored skills."""
    skills = scored(p)
    if not skills:
        return None
    return SkillChart(_file("skills", p.id or p.name), p.name, tuple(skills))


def pair_rows(a: Profile, b: Profile) -> list[tuple[str, int | None, int | None]]:
    """Both people's scored skills: those they share first, then the first's own, then the
    second's own, each group strongest first (by the higher of the two scores)."""
    first = {s.name.lower(): s for s in a.skills if 1 <= s.score <= 10}
    second = {s.name.lower(): s for s in b.skills if 1 <= s.score <= 10}
    shared = [(first[k].name, first[k].score, second[k].score) for k in first if k in second]
    only_a = [(s.name, s.score, None) for k, s in first.items() if k not in second]
    only_b = [(s.name, None, s.score) for k, s in second.items() if k not in first]

    def strongest(row: tuple[str, int | None, int | None]) -> int:
        return -max(row[1] or 0, row[2] or 0)

    return sorted(shared, key=strongest) + sorted(only_a, key=strongest) + sorted(
        only_b, key=strongest
    )


def compare_chart(first: Person, second: Person) -> PairChart | None:
    """The chart of a comparison; None when neither person has scored skills."""
    a, b = first.profile, second.profile
    rows = pair_rows(a, b)[:COMPARE_ROWS]
    if not rows:
        return None
    return PairChart(
        _file("compare", a.id or a.name, b.id or b.name), PW.compared(a, b), (a.name, b.name),
        tuple(rows),
    )  # fmt: skip


def team_charts(team: Team) -> list[Chart]:
    """The team's charts: its most common skills, then its years of coding."""
    charts: list[Chart] = []
    if team.skills:
        rows = tuple((s.name, *s.bands) for s in team.skills[:TEAM_SKILLS])
        charts.append(TeamSkillsChart("team-skills.png", TW.TEAM_SKILLS_TITLE, rows))
    if any(n for _, n in team.years):
        charts.append(YearsChart("team-years.png", TW.TEAM_YEARS_TITLE, team.years))
    return charts


# ---- fonts ---------------------------------------------------------------------------


@functools.cache
def _fonts() -> tuple[frozenset[int], ...]:
    """Register the bundled CJK font once; the characters each font of FAMILY has."""
    if not CJK_FONT.is_file():
        raise ChartError(f"the font file {CJK_FONT} is missing")
    font_manager.fontManager.addfont(str(CJK_FONT))
    covered = []
    for family in FAMILY:
        path = font_manager.findfont(
            font_manager.FontProperties(family=family), fallback_to_default=False
        )
        covered.append(frozenset(FT2Font(path).get_charmap()))
    return tuple(covered)


def check_glyphs(texts: Sequence[str]) -> None:
    """Raise ChartError naming the first character that no font of FAMILY has."""
    fonts = _fonts()
    for text in texts:
        for ch in text:
            if ch.isspace() or any(ord(ch) in cover for cover in fonts):
                continue
            raise ChartError(f"no bundled font has U+{ord(ch):04X} ({ch!r}) of {text!r}")


def _texts(chart: Chart) -> list[str]:
    if isinstance(chart, SkillChart):
        return [chart.title, *(name for name, _ in chart.skills)]
    if isinstance(chart, PairChart):
        return [chart.title, *chart.names, *(row[0] for row in chart.rows)]
    if isinstance(chart, TeamSkillsChart):
        return [chart.title, *(row[0] for row in chart.rows)]
    return [chart.title, *(band for band, _ in chart.bands)]


def render_png(chart: Chart) -> bytes:
    """Draw a chart now, uncached; ChartError when a character of it has no font."""
    check_glyphs(_texts(chart))
    make = {
        SkillChart: plots.skills, PairChart: plots.pair, TeamSkillsChart: plots.team_skills,
        YearsChart: plots.years,
    }[type(chart)]  # fmt: skip
    with plots.drawing:
        return plots.png(make(chart))


@functools.lru_cache(maxsize=CACHE_SIZE)
def draw(chart: Chart) -> bytes:
    """A chart's PNG, drawn once per distinct chart data (see the module's docstring)."""
    return render_png(chart)


def warm() -> None:
    """Load matplotlib and the fonts and draw one chart, before any user asks; a failure
    is logged, never raised: answers then go out without charts."""
    try:
        render_png(SkillChart("warm.png", "Zoë 张伟", (("python", 9), ("c++", 7))))
    except Exception as exc:
        log.warning("charts cannot be drawn: %s: %s", type(exc).__name__, exc)
