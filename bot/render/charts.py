"""Charts as PNG bytes: a person's skills, two people's side by side, the team at a glance.

Pure: a chart's data in, PNG bytes out, with no Discord and no global plotting state.
Each chart is a matplotlib `Figure` drawn on its own Agg canvas (never pyplot, whose
figure registry is shared and not thread-safe), so drawing runs in a worker thread.
The data of a chart is a frozen dataclass and the cache is keyed on it: the same card
of the same snapshot is drawn once, and a record that changed is drawn anew.

Every chart has its own opaque background, so that it reads the same on Discord's
dark and light themes; names in any script the bundled fonts cover are drawn (DejaVu
Sans for Latin, Greek and Cyrillic, the bundled Noto Sans CJK subset for Chinese,
Japanese and Korean), and a name with a character no font has is refused rather than
drawn as empty boxes.
"""

from __future__ import annotations

import functools
import io
import logging
import re
import threading
from collections.abc import Sequence
from dataclasses import dataclass

from matplotlib import font_manager
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from matplotlib.ft2font import FT2Font
from matplotlib.lines import Line2D
from matplotlib.patches import Rectangle

from bot.answers import wording as W
from bot.answers.model import Person, Team
from bot.profiles.model import Profile
from bot.resources import DATA_DIR

log = logging.getLogger(__name__)

FONTS_DIR = DATA_DIR / "fonts"
CJK_FONT = FONTS_DIR / "NotoSansCJK-Names.otf"
CJK_FAMILY = "Noto Sans CJK Names"
FAMILY = ["DejaVu Sans", CJK_FAMILY]

# Colours: an opaque slate card with light text reads on both themes; the bars are
# Discord's blurple and, for a second person, an amber that stays apart from it for
# colour-blind readers.
BACKGROUND = "#2b2d31"
TEXT = "#f2f3f5"
MUTED = "#b5bac1"
GRID = "#4e5058"
FIRST = "#5865f2"
SECOND = "#f0b232"
# Score bands of the team chart, strongest first: shades of one hue, darkest strongest.
BANDS = ("#5865f2", "#949cf7", "#c9cdfb")

CARD_SKILLS = 12  # as many as the card lists
COMPARE_ROWS = 24
TEAM_SKILLS = 10
LABEL = 22  # characters of a skill name shown on an axis
WIDTH = 6.4  # inches, at DPI: 640 pixels
DPI = 100
ROW = 0.34  # inches per bar
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
        _file("compare", a.id or a.name, b.id or b.name), W.compared(a, b), (a.name, b.name),
        tuple(rows),
    )  # fmt: skip


def team_charts(team: Team) -> list[Chart]:
    """The team's charts: its most common skills, then its years of coding."""
    charts: list[Chart] = []
    if team.skills:
        rows = tuple((s.name, *s.bands) for s in team.skills[:TEAM_SKILLS])
        charts.append(TeamSkillsChart("team-skills.png", W.TEAM_SKILLS_TITLE, rows))
    if any(n for _, n in team.years):
        charts.append(YearsChart("team-years.png", W.TEAM_YEARS_TITLE, team.years))
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


def _label(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= LABEL else text[: LABEL - 1].rstrip() + "…"


def _title(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= 60 else text[:59].rstrip() + "…"


# ---- drawing -------------------------------------------------------------------------

# One chart at a time: matplotlib's text layout shares font objects and caches between
# figures and is not documented as thread-safe; a drawing takes tens of milliseconds.
_drawing = threading.Lock()


def _figure(rows: int, extra: float = 0.0) -> tuple[Figure, object]:
    fig = Figure(figsize=(WIDTH, 0.9 + extra + ROW * max(rows, 1)), dpi=DPI)
    fig.patch.set_facecolor(BACKGROUND)
    ax = fig.add_subplot()
    ax.set_facecolor(BACKGROUND)
    for side in ("top", "right", "left"):
        ax.spines[side].set_visible(False)
    ax.spines["bottom"].set_color(GRID)
    ax.tick_params(colors=MUTED, labelcolor=TEXT, labelfontfamily=FAMILY, length=0, labelsize=10)
    return fig, ax


def _layout(fig: Figure, labels: Sequence[str], top: float, bottom: float = 46) -> None:
    """Margins in pixels: the widest label measured, the title (and legend) above the bars,
    the ticks and their name below. Measured, not found by tight_layout, which draws the
    figure once more and costs a third of the drawing."""
    renderer = FigureCanvasAgg(fig).get_renderer()
    prop = font_manager.FontProperties(family=FAMILY, size=10)
    widest = max(
        (renderer.get_text_width_height_descent(label, prop, ismath=False)[0] for label in labels),
        default=0.0,
    )
    width, height = fig.get_size_inches() * DPI
    fig.subplots_adjust(
        left=(widest + 16) / width, right=1 - 30 / width, top=1 - top / height,
        bottom=bottom / height,
    )  # fmt: skip


def _png(fig: Figure) -> bytes:
    FigureCanvasAgg(fig)
    out = io.BytesIO()
    fig.savefig(out, format="png", dpi=DPI, facecolor=BACKGROUND)
    return out.getvalue()


class _Bars:
    """Horizontal bars drawn straight on a figure, in pixels, with no Axes: making an Axes
    and drawing its axis machinery costs more than the bars and texts together, and a card
    must be drawn in well under a tenth of a second. Scores run 0 to 10 left to right;
    row 0 is at the top."""

    XMAX = 10.8

    def __init__(self, labels: Sequence[str], extra: float, top: float) -> None:
        self.fig = Figure(figsize=(WIDTH, 0.9 + extra + ROW * max(len(labels), 1)), dpi=DPI)
        self.fig.patch.set_facecolor(BACKGROUND)
        self.width, self.height = self.fig.get_size_inches() * DPI
        self._renderer = FigureCanvasAgg(self.fig).get_renderer()
        widest = max((self._measure(t, 10) for t in labels), default=0.0)
        self.left, self.right = widest + 16, self.width - 30
        self.top, self.bottom = self.height - top, 46.0
        self.rows = max(len(labels), 1)
        self.row = (self.top - self.bottom) / self.rows
        self._grid()
        for r, label in enumerate(labels):
            self._text(self.left - 6, self.y(r), label, TEXT, 10, ha="right")

    def _measure(self, text: str, size: float) -> float:
        """The width of a text in pixels."""
        prop = font_manager.FontProperties(family=FAMILY, size=size)
        return self._renderer.get_text_width_height_descent(text, prop, ismath=False)[0]

    def x(self, score: float) -> float:
        """The pixel column of a score."""
        return self.left + (self.right - self.left) * score / self.XMAX

    def y(self, row: float) -> float:
        """The pixel row of the middle of a row (row 0 at the top)."""
        return self.top - (row + 0.5) * self.row

    def _text(self, x: float, y: float, text: str, colour: str, size: float, **kw: str) -> None:
        self.fig.text(x / self.width, y / self.height, text, color=colour, fontsize=size,
                      fontfamily=FAMILY, va=kw.pop("va", "center"), **kw)  # fmt: skip

    def _line(self, xs: tuple[float, float], ys: tuple[float, float], width: float) -> None:
        line = Line2D([v / self.width for v in xs], [v / self.height for v in ys],
                      color=GRID, linewidth=width, transform=self.fig.transFigure)  # fmt: skip
        self.fig.add_artist(line)

    def _grid(self) -> None:
        for score in (0, 2, 4, 6, 8, 10):
            x = self.x(score)
            self._line((x, x), (self.bottom, self.top), 0.6)
            self._text(x, self.bottom - 4, str(score), MUTED, 10, ha="center", va="top")
        self._line((self.left, self.right), (self.bottom, self.bottom), 0.8)
        self._text((self.left + self.right) / 2, 6, W.CHART_SCORE, MUTED, 10, ha="center",
                   va="bottom")  # fmt: skip

    def bar(self, row: float, score: int, colour: str, thickness: float, size: int) -> None:
        """A bar of a score, `thickness` of a row high, its value just past its end."""
        high = thickness * self.row
        x0, y0 = self.x(0), self.y(row) - high / 2
        box = Rectangle((x0 / self.width, y0 / self.height),
                        (self.x(score) - x0) / self.width, high / self.height,
                        facecolor=colour, linewidth=0, transform=self.fig.transFigure)  # fmt: skip
        self.fig.add_artist(box)
        self._text(self.x(score) + 3, self.y(row), str(score), TEXT, size)

    def title(self, text: str, legend: Sequence[tuple[str, str]] = ()) -> None:
        """The title above the bars, and a legend (colour, name) on a row of its own."""
        self._text(self.left, self.height - 22, _title(text), TEXT, 13, va="center")
        x = self.left
        for colour, name in legend:
            y = self.height - 46
            box = Rectangle((x / self.width, (y - 5) / self.height), 14 / self.width,
                            10 / self.height, facecolor=colour, linewidth=0,
                            transform=self.fig.transFigure)  # fmt: skip
            self.fig.add_artist(box)
            self._text(x + 18, y, name, TEXT, 9)
            x += 18 + self._measure(name, 9) + 16


def _skills(chart: SkillChart) -> Figure:
    labels = [_label(name) for name, _ in chart.skills]
    plot = _Bars(labels, extra=0.0, top=40)
    for row, (_, score) in enumerate(chart.skills):  # the strongest at the top
        plot.bar(row, score, FIRST, 0.7, 10)
    plot.title(chart.title)
    return plot.fig


def _values(ax: object, ys: Sequence[float], values: Sequence[int | None], size: int) -> None:
    """Each bar's value just past its end."""
    for y, value in zip(ys, values, strict=True):
        if value:
            ax.text(value, y, f" {value}", va="center", color=TEXT, fontsize=size,
                    fontfamily=FAMILY)  # fmt: skip


def _row_labels(ax: object, ys: Sequence[float], labels: Sequence[str]) -> None:
    """A name left of each row. Plain texts, not tick labels: matplotlib's tick machinery
    costs more than the rest of the drawing together."""
    ax.set_yticks([])
    at = ax.get_yaxis_transform()  # x in axes units, y in data units
    for y, label in zip(ys, labels, strict=True):
        ax.text(-0.015, y, label, transform=at, ha="right", va="center", color=TEXT,
                fontsize=10, fontfamily=FAMILY)  # fmt: skip


def _score_axis(ax: object) -> None:
    """Scores 0 to 10 along the bottom, with a grid line at each even score: drawn as lines
    and texts, for the reason of _row_labels."""
    ax.set_xlim(0, 10.8)
    ax.set_xticks([])
    at = ax.get_xaxis_transform()  # x in data units, y in axes units
    for x in (0, 2, 4, 6, 8, 10):
        ax.axvline(x, color=GRID, linewidth=0.6, zorder=0)
        ax.text(x, -0.012, str(x), transform=at, ha="center", va="top", color=MUTED,
                fontsize=10, fontfamily=FAMILY)  # fmt: skip
    ax.set_xlabel(W.CHART_SCORE, color=MUTED, fontfamily=FAMILY, labelpad=18)


def _titled(ax: object, title: str, legend: int) -> None:
    """A title with the legend on a row of its own between it and the bars."""
    ax.set_title(_title(title), color=TEXT, fontsize=13, loc="left", fontfamily=FAMILY, pad=24)
    ax.legend(loc="lower left", bbox_to_anchor=(0.0, 1.0), ncols=legend, frameon=False,
              borderaxespad=0.2, borderpad=0.1, prop={"family": FAMILY, "size": 9},
              labelcolor=TEXT, handlelength=1.2)  # fmt: skip


def _pair(chart: PairChart) -> Figure:
    labels = [_label(name) for name, _, _ in chart.rows]
    plot = _Bars(labels, extra=0.35, top=62)
    for row, (_, first, second) in enumerate(chart.rows):
        for offset, value, colour in ((-0.19, first, FIRST), (0.19, second, SECOND)):
            if value:
                plot.bar(row + offset, value, colour, 0.38, 8)
    plot.title(chart.title, [(FIRST, _label(chart.names[0])), (SECOND, _label(chart.names[1]))])
    return plot.fig


def _team_skills(chart: TeamSkillsChart) -> Figure:
    labels = [_label(row[0]) for row in chart.rows]
    fig, ax = _figure(len(labels), extra=0.35)
    ys = list(range(len(labels)))
    left = [0] * len(labels)
    for band, (colour, name) in enumerate(zip(BANDS, W.SCORE_BANDS, strict=True)):
        values = [row[1 + band] for row in chart.rows]
        ax.barh(ys, values, left=left, height=0.7, color=colour, linewidth=0,
                label=W.band_label(name))  # fmt: skip
        left = [a + b for a, b in zip(left, values, strict=True)]
    for y, total in zip(ys, left, strict=True):
        ax.text(total, y, f" {total}", va="center", color=TEXT, fontsize=10, fontfamily=FAMILY)
    ax.set_yticks(ys, labels)
    ax.invert_yaxis()
    ax.set_xlim(0, max(left) * 1.12 + 0.5)
    ax.xaxis.get_major_locator().set_params(integer=True)
    ax.xaxis.grid(True, color=GRID, linewidth=0.6)
    ax.set_axisbelow(True)
    ax.set_xlabel(W.CHART_PEOPLE, color=MUTED, fontfamily=FAMILY)
    _titled(ax, chart.title, legend=3)
    _layout(fig, labels, top=62)
    return fig


def _years(chart: YearsChart) -> Figure:
    fig = Figure(figsize=(WIDTH, 3.2), dpi=DPI)
    fig.patch.set_facecolor(BACKGROUND)
    ax = fig.add_subplot()
    ax.set_facecolor(BACKGROUND)
    for side in ("top", "right", "left"):
        ax.spines[side].set_visible(False)
    ax.spines["bottom"].set_color(GRID)
    ax.tick_params(colors=MUTED, labelcolor=TEXT, labelfontfamily=FAMILY, length=0, labelsize=10)
    xs = list(range(len(chart.bands)))
    counts = [n for _, n in chart.bands]
    ax.bar(xs, counts, color=FIRST, width=0.7, linewidth=0)
    lift = max(counts) * 0.02
    for x, n in zip(xs, counts, strict=True):
        ax.text(x, n + lift, str(n), ha="center", va="bottom", color=TEXT, fontsize=10,
                fontfamily=FAMILY)  # fmt: skip
    ax.set_xticks(xs, [band for band, _ in chart.bands])
    ax.set_ylim(0, max(counts) * 1.18 + 0.5)
    ax.yaxis.get_major_locator().set_params(integer=True)
    ax.yaxis.grid(True, color=GRID, linewidth=0.6)
    ax.set_axisbelow(True)
    ax.set_ylabel(W.CHART_PEOPLE, color=MUTED, fontfamily=FAMILY)
    ax.set_title(chart.title, color=TEXT, fontsize=13, loc="left", fontfamily=FAMILY)
    fig.subplots_adjust(left=56 / 640, right=1 - 14 / 640, top=1 - 40 / 320, bottom=34 / 320)
    return fig


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
        SkillChart: _skills, PairChart: _pair, TeamSkillsChart: _team_skills, YearsChart: _years,
    }[type(chart)]  # fmt: skip
    with _drawing:
        return _png(make(chart))


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
