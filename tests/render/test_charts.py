"""Charts: decoded and measured by the colour of their pixels; names in every script the
bundled fonts cover drawn with no glyph missing (the missing-glyph warning is an error:
see filterwarnings in pyproject.toml)."""

from __future__ import annotations

import io
import logging

import pytest
from PIL import Image

from bot.answers.model import Answer, Intent, Person, Team, TeamSkill
from bot.profiles.model import Profile, Skill
from bot.render import charts, plots
from bot.render.embeds import illustrate, render
from tests.conftest import team_snapshot

BLURPLE = (0x58, 0x65, 0xF2)
AMBER = (0xF0, 0xB2, 0x32)
LIGHTER = (0x94, 0x9C, 0xF7)
BACKGROUND = (0x2B, 0x2D, 0x31)


def person(name: str, *skills: tuple[str, int], pid: str | None = None) -> Profile:
    return Profile(
        id=pid or name.lower().replace(" ", "-"), name=name,
        skills=[Skill(name=n, score=s) for n, s in skills],
    )  # fmt: skip


def decode(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    assert image.format == "PNG"
    return image.convert("RGB")


def runs(values: list[bool]) -> list[tuple[int, int]]:
    """(start, length) of each run of True."""
    out: list[tuple[int, int]] = []
    start = None
    for i, v in enumerate([*values, False]):
        if v and start is None:
            start = i
        elif not v and start is not None:
            out.append((start, i - start))
            start = None
    return out


# Rows of the title and the legend above the bars of a chart that has a legend.
LEGEND = 70


def bars(image: Image.Image, colour: tuple[int, int, int], top: int = 0) -> list[tuple[int, int]]:
    """Horizontal bars of one colour below row `top`: (row of the bar's middle, length in
    pixels), top first; found along the column just right of where the leftmost starts."""
    width, height = image.size
    px = image.load()
    left = min(x for x in range(width) for y in range(top, height, 2) if px[x, y] == colour)
    column = [y >= top and px[left + 3, y] == colour for y in range(height)]
    found = []
    for start, length in runs(column):
        middle = start + length // 2
        found.append((middle, sum(px[x, middle] == colour for x in range(width))))
    return found


def test_a_card_chart_has_one_bar_per_scored_skill_strongest_first_as_long_as_its_score() -> None:
    p = person("Zoë Van der Berg", ("react", 10), ("go", 4), ("typescript", 8), ("zig", 0))
    chart = charts.card_chart(p)
    assert chart == charts.SkillChart(
        "skills-zo-van-der-berg.png", "Zoë Van der Berg",
        (("react", 10), ("typescript", 8), ("go", 4)),
    )  # fmt: skip
    image = decode(charts.render_png(chart))
    assert image.size == (640, 192)
    assert image.getpixel((2, 2)) == BACKGROUND  # opaque: the same on either theme
    found = bars(image, BLURPLE)
    assert len(found) == 3
    lengths = [length for _, length in found]
    assert lengths[0] > lengths[1] > lengths[2]
    # Lengths are proportional to the scores 10, 8, 4 (to a pixel of antialiasing).
    assert abs(lengths[1] / lengths[0] - 0.8) < 0.01
    assert abs(lengths[2] / lengths[0] - 0.4) < 0.01


def test_a_card_chart_shows_the_skills_the_card_lists_at_most_twelve() -> None:
    p = person("Many", *((f"skill{n}", 1 + n % 10) for n in range(20)))
    chart = charts.card_chart(p)
    assert chart is not None
    assert [name for name, _ in chart.skills] == [
        "skill9", "skill8", "skill7", "skill6", "skill5", "skill4", "skill3", "skill2",
        "skill1", "skill11", "skill0", "skill10",
    ]  # fmt: skip
    image = decode(charts.render_png(chart))
    assert image.size == (640, 498)
    assert len(bars(image, BLURPLE)) == 12


def test_a_profile_without_scored_skills_gets_no_chart_and_the_card_no_image() -> None:
    p = person("Nobody Scored", ("cobol", 0))
    assert charts.card_chart(p) is None
    reply = illustrate(render(Answer(Intent.PROFILE, "", p.name, card=p)))
    assert reply.files == {}
    assert reply.embeds[0].image.url is None


def test_a_comparison_shows_shared_skills_first_in_both_colours_then_each_ones_own() -> None:
    a = person("Ann", ("python", 9), ("rust", 7), ("cuda", 10))
    b = person("Bo", ("go", 6), ("Python", 5), ("CUDA", 8), ("sql", 3))
    chart = charts.compare_chart(Person(a), Person(b))
    assert chart is not None
    assert chart.rows == (
        ("cuda", 10, 8), ("python", 9, 5), ("rust", 7, None), ("go", None, 6), ("sql", None, 3),
    )  # fmt: skip
    assert chart.file == "compare-ann-bo.png"
    image = decode(charts.render_png(chart))
    assert image.size == (640, 295)
    first, second = bars(image, BLURPLE, LEGEND), bars(image, AMBER, LEGEND)
    # Ann's bars: the two shared and her own; Bo's: the two shared and his two.
    assert len(first) == 3 and len(second) == 4
    assert first[0][1] > first[1][1] > first[2][1]  # 10, 9, 7
    assert [r for r, _ in first][:2] < [r for r, _ in second][:2]  # Ann above Bo in a pair
    assert second[0][1] > second[1][1] and second[2][1] > second[3][1]  # 8 > 5, 6 > 3


def test_the_team_chart_stacks_score_bands_and_the_years_chart_has_a_bar_per_band() -> None:
    team = Team(
        3,
        (TeamSkill("python", (2, 1, 0)), TeamSkill("go", (1, 0, 0))),
        (("0–1", 0), ("2–4", 1), ("5–9", 2), ("10–14", 0), ("15+", 0), ("not said", 0)),
    )
    skills, years = charts.team_charts(team)
    assert skills == charts.TeamSkillsChart(
        "team-skills.png", "Most common skills, by score", (("python", 2, 1, 0), ("go", 1, 0, 0))
    )
    image = decode(charts.render_png(skills))
    strong, good = bars(image, BLURPLE, LEGEND), bars(image, LIGHTER, LEGEND)
    assert len(strong) == 2 and len(good) == 1
    assert abs(strong[0][1] - 2 * strong[1][1]) <= 2  # 2 people and 1 at 8–10
    assert abs(good[0][1] - strong[1][1]) <= 2  # 1 person at 5–7
    assert years == charts.YearsChart("team-years.png", "Years of coding", team.years)
    image = decode(charts.render_png(years))
    assert image.size == (640, 320)
    px = image.load()
    row = [px[x, 270] == BLURPLE for x in range(640)]  # just above the axis
    assert len(runs(row)) == 2  # two bands have people


# Names in every script the fonts cover: accented Latin, Greek, Cyrillic, simplified and
# traditional Chinese, Japanese kana and kanji, Korean hangul.
NAMES = [
    "José Núñez-García", "Siobhán O'Neill", "Zoë Van der Berg", "Łukasz Żółć", "Ελένη Παππά",
    "Пётр Чайковский", "张伟", "陳冠希", "王芳 (Fang Wang)", "さとう ひなた", "タナカ ケンジ",
    "山田太郎", "김민준", "이서연", "Nguyễn Thị Hương",
]  # fmt: skip


@pytest.mark.parametrize("name", NAMES)
def test_names_in_every_covered_script_are_drawn_with_no_glyph_missing(name: str) -> None:
    p = person(name, ("python", 9), (name, 5), pid="x")
    chart = charts.card_chart(p)
    assert chart is not None
    image = decode(charts.render_png(chart))  # a missing glyph would warn: an error here
    assert len(bars(image, BLURPLE)) == 2
    a, b = Person(p), Person(person("Bo " + name, (name, 7), pid="y"))
    pair = charts.compare_chart(a, b)
    assert pair is not None
    assert len(bars(decode(charts.render_png(pair)), AMBER, LEGEND)) == 1


def test_a_missing_glyph_fails_the_test_suite() -> None:
    charts.check_glyphs(["x"])  # the fonts registered
    chart = charts.SkillChart("x.png", "\U00013000", (("a", 1),))
    with pytest.raises(UserWarning, match=r"Glyph 77824 .* missing from font"):
        plots.png(plots.skills(chart))


def test_a_name_no_font_covers_leaves_the_chart_out_with_one_warning(
    caplog: pytest.LogCaptureFixture,
) -> None:
    p = person("Hieroglyph \U00013000", ("python", 9), pid="glyph")
    with pytest.raises(charts.ChartError, match=r"no bundled font has U\+13000"):
        charts.render_png(charts.card_chart(p))  # type: ignore[arg-type]
    with caplog.at_level(logging.WARNING, logger="bot.render.embeds"):
        reply = illustrate(render(Answer(Intent.PROFILE, "", p.name, card=p)))
    assert reply.files == {}
    assert reply.embeds[0].image.url is None
    assert reply.embeds[0].fields[0].value == "python 9"  # the text goes out all the same
    assert [r.getMessage() for r in caplog.records] == [
        "chart skills-glyph.png left out: ChartError: no bundled font has U+13000 ('\U00013000') "
        "of 'Hieroglyph \U00013000'"
    ]


def test_the_same_chart_is_drawn_once() -> None:
    chart = charts.card_chart(person("Cached Once", ("python", 9), ("go", 3)))
    assert chart is not None
    before = charts.draw.cache_info()
    first = charts.draw(chart)
    second = charts.draw(charts.card_chart(person("Cached Once", ("python", 9), ("go", 3))))  # type: ignore[arg-type]
    after = charts.draw.cache_info()
    assert first is second
    assert (after.misses - before.misses, after.hits - before.hits) == (1, 1)


def test_every_fact_of_the_team_charts_is_in_the_text() -> None:
    answer = team_snapshot().engine.answer("!team")
    reply = illustrate(render(answer))
    assert list(reply.files) == ["team-skills.png", "team-years.png"]
    skills, years = reply.embeds
    assert skills.title == "The team at a glance: 17 people"
    assert skills.author.name == "Most common skills"
    assert skills.description == (
        "python — 10 people: 7 at 8–10, 3 at 5–7\n"
        "c++ — 7 people: 7 at 8–10\n"
        "kubernetes — 7 people: 3 at 8–10, 4 at 5–7\n"
        "go — 6 people: 3 at 8–10, 3 at 5–7\n"
        "cuda — 5 people: 4 at 8–10, 1 at 5–7\n"
        "rust — 5 people: 4 at 8–10, 1 at 5–7\n"
        "triton — 5 people: 4 at 8–10, 1 at 5–7\n"
        "c — 5 people: 3 at 8–10, 2 at 5–7\n"
        "deep-learning — 4 people: 4 at 8–10\n"
        "llvm — 3 people: 3 at 8–10"
    )
    assert skills.image.url == "attachment://team-skills.png"
    assert years.author.name == "Years of coding"
    assert years.description == (
        "0–1 years: 1 person\n2–4 years: 3 people\n5–9 years: 6 people\n"
        "10–14 years: 2 people\n15+ years: 3 people\nnot said: 2 people"
    )
    assert years.image.url == "attachment://team-years.png"
    image = decode(reply.files["team-skills.png"])
    assert len(bars(image, BLURPLE, LEGEND)) == 10
