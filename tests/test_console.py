"""The interactive console writes the charts of an answer with --images."""

from __future__ import annotations

import io
from pathlib import Path

from rich.console import Console

from bot.console import chat
from tests.conftest import team_snapshot


def test_chat_writes_each_answers_charts_and_prints_their_paths(tmp_path: Path) -> None:
    lines = iter(["!profile chaofan", "!who knows triton", ""])
    out = io.StringIO()
    console = Console(file=out, width=200, color_system=None)
    assert chat(team_snapshot(), console, read=lambda _: next(lines), images=tmp_path) == 0
    printed = [line for line in out.getvalue().splitlines() if line.startswith("image:")]
    assert printed == [f"image: {tmp_path / 'skills-chaofan-lin.png'}"]
    assert [p.name for p in tmp_path.iterdir()] == ["skills-chaofan-lin.png"]


def test_a_title_reads_as_written_without_markdown_escapes() -> None:
    lines = iter(["who works at google", ""])
    out = io.StringIO()
    console = Console(file=out, width=200, color_system=None)
    assert chat(team_snapshot(), console, read=lambda _: next(lines)) == 0
    title = next(line for line in out.getvalue().splitlines() if "people at Google" in line)
    assert "people at Google (3 more in the past)" in title
    assert "\\" not in title


def test_a_title_wider_than_the_panel_is_printed_whole_inside_it() -> None:
    lines = iter(["who has the most coding experience", ""])
    out = io.StringIO()
    console = Console(file=out, width=80, color_system=None)
    assert chat(team_snapshot(), console, read=lambda _: next(lines)) == 0
    text = " ".join(out.getvalue().replace("│", " ").split())
    assert (
        "Zoë Van der Berg has the most: 20 years of coding · 15 people by years of coding, most"
        " first" in text
    )
