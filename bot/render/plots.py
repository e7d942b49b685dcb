"""Drawing a chart's data on a matplotlib figure, and the figure as PNG bytes.

Each chart is a `Figure` drawn on its own Agg canvas (never pyplot, whose figure registry is
shared and not thread-safe), one at a time (`drawing`). Cards and comparisons are drawn
straight on the figure in pixels (`_Bars`); the team's charts on one Axes each.
"""

from __future__ import annotations

import io
import threading
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from matplotlib import font_manager
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from matplotlib.lines import Line2D
from matplotlib.patches import Rectangle

from bot.answers import team_wording as TW
from bot.resources import DATA_DIR

if TYPE_CHECKING:
    from bot.render.charts import PairChart, SkillChart, TeamSkillsChart, YearsChart

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

LABEL = 22  # characters of a skill name shown on an axis
WIDTH = 6.4  # inches, at DPI: 640 pixels
DPI = 100
ROW = 0.34  # inches per bar


def _label(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= LABEL else text[: LABEL - 1].rstrip() + "…"


def _title(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= 60 else text[:59].rstrip() + "…"


# One chart at a time: matplotlib's text layout shares font objects and caches between
# figures and is not documented as thread-safe; a drawing takes tens of milliseconds.
drawing = threading.Lock()


def _axes(height: float) -> tuple[Figure, Any]:
    """A figure of that height in inches with one Axes, on the background, no frame but the
    baseline, ticks without marks."""
    fig = Figure(figsize=(WIDTH, height), dpi=DPI)
    fig.patch.set_facecolor(BACKGROUND)
    ax = fig.add_subplot()
    ax.set_facecolor(BACKGROUND)
    for side in ("top", "right", "left"):
        ax.spines[side].set_visible(False)
    ax.spines["bottom"].set_color(GRID)
    ax.tick_params(colors=MUTED, labelcolor=TEXT, labelfontfamily=FAMILY, length=0, labelsize=10)
    return fig, ax


def _width(renderer: Any, text: str, size: float) -> float:
    """The width of a text in pixels, in the charts' fonts."""
    prop = font_manager.FontProperties(family=FAMILY, size=size)
    return float(renderer.get_text_width_height_descent(text, prop, ismath=False)[0])


def _layout(fig: Figure, labels: Sequence[str], top: float, bottom: float = 46) -> None:
    """Margins in pixels: the widest label measured, the title (and legend) above the bars,
    the ticks and their name below. Measured, not found by tight_layout, which draws the
    figure once more and costs a third of the drawing."""
    renderer = FigureCanvasAgg(fig).get_renderer()
    widest = max((_width(renderer, label, 10) for label in labels), default=0.0)
    width, height = fig.get_size_inches() * DPI
    fig.subplots_adjust(
        left=(widest + 16) / width, right=1 - 30 / width, top=1 - top / height,
        bottom=bottom / height,
    )  # fmt: skip


def png(fig: Figure) -> bytes:
    """The figure as PNG bytes, on its background."""
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
        return _width(self._renderer, text, size)

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
        self._text((self.left + self.right) / 2, 6, TW.CHART_SCORE, MUTED, 10, ha="center",
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


def skills(chart: SkillChart) -> Figure:
    """A card's chart: one bar per skill, the strongest at the top."""
    labels = [_label(name) for name, _ in chart.skills]
    plot = _Bars(labels, extra=0.0, top=40)
    for row, (_, score) in enumerate(chart.skills):  # the strongest at the top
        plot.bar(row, score, FIRST, 0.7, 10)
    plot.title(chart.title)
    return plot.fig





def _titled(ax: object, title: str, legend: int) -> None:
    """A title with the legend on a row of its own between it and the bars."""
    ax.set_title(_title(title), color=TEXT, fontsize=13, loc="left", fontfamily=FAMILY, pad=24)
    ax.legend(loc="lower left", bbox_to_anchor=(0.0, 1.0), ncols=legend, frameon=False,
              borderaxespad=0.2, borderpad=0.1, prop={"family": FAMILY, "size": 9},
              labelcolor=TEXT, handlelength=1.2)  # fmt: skip


def pair(chart: PairChart) -> Figure:
    """A comparison: both people's bars on each skill's row, with a legend."""
    labels = [_label(name) for name, _, _ in chart.rows]
    plot = _Bars(labels, extra=0.35, top=62)
    for row, (_, first, second) in enumerate(chart.rows):
        for offset, value, colour in ((-0.19, first, FIRST), (0.19, second, SECOND)):
            if value:
                plot.bar(row + offset, value, colour, 0.38, 8)
    plot.title(chart.title, [(FIRST, _label(chart.names[0])), (SECOND, _label(chart.names[1]))])
    return plot.fig


def team_skills(chart: TeamSkillsChart) -> Figure:
    """The team's most common skills, each bar stacked by score band."""
    labels = [_label(row[0]) for row in chart.rows]
    fig, ax = _axes(0.9 + 0.35 + ROW * max(len(labels), 1))
    ys = list(range(len(labels)))
    left = [0] * len(labels)
    for band, (colour, name) in enumerate(zip(BANDS, TW.SCORE_BANDS, strict=True)):
        values = [row[1 + band] for row in chart.rows]
        ax.barh(ys, values, left=left, height=0.7, color=colour, linewidth=0,
                label=TW.band_label(name))  # fmt: skip
        left = [a + b for a, b in zip(left, values, strict=True)]
    for y, total in zip(ys, left, strict=True):
        ax.text(total, y, f" {total}", va="center", color=TEXT, fontsize=10, fontfamily=FAMILY)
    ax.set_yticks(ys, labels)
    ax.invert_yaxis()
    ax.set_xlim(0, max(left) * 1.12 + 0.5)
    ax.xaxis.get_major_locator().set_params(integer=True)
    ax.xaxis.grid(True, color=GRID, linewidth=0.6)
    ax.set_axisbelow(True)
    ax.set_xlabel(TW.CHART_PEOPLE, color=MUTED, fontfamily=FAMILY)
    _titled(ax, chart.title, legend=3)
    _layout(fig, labels, top=62)
    return fig


def years(chart: YearsChart) -> Figure:
    """How many people have each band of years of coding."""
    fig, ax = _axes(3.2)
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
    ax.set_ylabel(TW.CHART_PEOPLE, color=MUTED, fontfamily=FAMILY)
    ax.set_title(chart.title, color=TEXT, fontsize=13, loc="left", fontfamily=FAMILY)
    fig.subplots_adjust(left=56 / 640, right=1 - 14 / 640, top=1 - 40 / 320, bottom=34 / 320)
    return fig
