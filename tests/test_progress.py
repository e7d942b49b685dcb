"""Progress of a long load: the counts the loader reports, a bar in a terminal, log lines
for the bot."""

from __future__ import annotations

import io
import logging
import shutil
from pathlib import Path

import pytest

from bot.__main__ import main
from bot.profiles.loader import load_profiles
from bot.progress import LogProgress, progress_for
from bot.snapshot.load import load_snapshot
from tests.conftest import FIXTURES, ROOT, copy_profiles


def test_the_loader_reports_each_file_parsed(tmp_path: Path) -> None:
    for name in ("chaofan-lin.txt", "chenggang-zhao.txt"):
        shutil.copy(ROOT / "data" / "profiles" / name, tmp_path / name)
    (tmp_path / "empty.txt").write_text("")
    calls: list[tuple[str, int, int]] = []
    report = load_profiles(tmp_path, progress=lambda *call: calls.append(call))
    assert len(report.profiles) == 2
    assert calls == [("parsed", 0, 3), ("parsed", 1, 3), ("parsed", 2, 3), ("parsed", 3, 3)]


def test_a_load_reports_files_parsed_then_profiles_indexed(tmp_path: Path) -> None:
    data = tmp_path / "profiles"
    shutil.copytree(FIXTURES / "profiles", data, ignore=shutil.ignore_patterns(".*"))
    calls: list[tuple[str, int, int]] = []
    load_snapshot(data, cache=True, progress=lambda *call: calls.append(call))
    assert [c for c in calls if c[0] == "parsed"] == [("parsed", n, 15) for n in range(16)]
    assert [c for c in calls if c[0] == "indexed"] == [("indexed", 0, 15), ("indexed", 15, 15)]
    assert calls[-1] == ("indexed", 15, 15)
    calls.clear()
    # From the stored snapshot nothing is parsed nor indexed.
    assert load_snapshot(data, cache=True, progress=lambda *call: calls.append(call)).from_cache
    assert calls == []


def test_the_bot_logs_progress_every_five_seconds(caplog: pytest.LogCaptureFixture) -> None:
    now = [100.0]
    progress = LogProgress(logging.getLogger("bot.test"), every=5.0, clock=lambda: now[0])
    with caplog.at_level(logging.INFO, logger="bot.test"):
        for at, call in [
            (100.0, ("parsed", 0, 1_000_000)),
            (103.0, ("parsed", 60_000, 1_000_000)),
            (105.5, ("parsed", 120_000, 1_000_000)),
            (107.0, ("parsed", 150_000, 1_000_000)),
            (111.0, ("indexed", 2_000, 999_000)),
        ]:
            now[0] = at
            progress(*call)
    assert [r.getMessage() for r in caplog.records] == [
        "parsed 120,000 of 1,000,000 files",
        "indexed 2,000 of 999,000 profiles",
    ]


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_a_terminal_shows_a_progress_bar() -> None:
    stream = Terminal()
    with progress_for(stream) as progress:
        assert not isinstance(progress, LogProgress)
        progress("parsed", 0, 3)
        progress("parsed", 3, 3)
    text = stream.getvalue()
    assert "Parsing files" in text and "3/3" in text


def test_elsewhere_progress_is_log_lines() -> None:
    with progress_for(io.StringIO()) as progress:
        assert isinstance(progress, LogProgress)


def test_a_run_outside_a_terminal_prints_no_progress_bar(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("LOAD_CACHE", "true")
    copy_profiles(ROOT / "data" / "profiles", tmp_path / "d")
    assert main(["index", "--data", "d"]) == 0
    assert main(["check", "--data", "d"]) == 0
    captured = capsys.readouterr()
    assert captured.err == ""
    assert captured.out == (
        "Indexed 2 profiles from d (2 files parsed, 0 rejected); stored beside the data.\n"
        "Loaded 2 profiles from d (2 files read).\n"
        "The load cache is valid.\n"
    )


def test_the_progress_of_an_index_built_in_a_child_process_comes_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import bot.snapshot.load

    data = tmp_path / "profiles"
    shutil.copytree(FIXTURES / "profiles", data, ignore=shutil.ignore_patterns(".*"))
    monkeypatch.setattr(bot.snapshot.load, "BUILD_ELSEWHERE_BYTES", 0)
    calls: list[tuple[str, int, int]] = []
    snapshot = load_snapshot(data, cache=True, progress=lambda *call: calls.append(call))
    assert (snapshot.report.parsed, snapshot.cache.state) == (15, "rebuilt")
    # At most a few lines a second: the first and the last of each step at least.
    assert [c for c in calls if c[1] in (0, 15)] == [
        ("parsed", 0, 15), ("parsed", 15, 15), ("indexed", 0, 15), ("indexed", 15, 15),
    ]  # fmt: skip
