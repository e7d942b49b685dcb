"""The command line: check and export on the bundled data and on bad data."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.__main__ import main
from bot.errors import StartError
from tests.conftest import FIXTURES, ROOT, copy_profiles


@pytest.fixture(autouse=True)
def _at_root(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    monkeypatch.delenv("DATA_PATH", raising=False)


def test_check_bundled_data(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check"]) == 0
    out = capsys.readouterr().out
    assert out == "Loaded 2 profiles from data (2 files read).\n"


def test_check_reports_rejections_and_warnings(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "d").mkdir()
    good = (ROOT / "data" / "profiles" / "chaofan-lin.txt").read_text()
    (tmp_path / "d" / "chaofan-lin.txt").write_text(good.replace("python10\n", "python\n"))
    (tmp_path / "d" / "empty.txt").write_text("")
    assert main(["check", "--data", "d"]) == 1
    assert capsys.readouterr().out == (
        "Loaded 1 profile from d (2 files read).\n"
        "Rejected 1:\n"
        "  d/empty.txt: empty: the file holds no text\n"
        "Warnings (1):\n"
        "  d/chaofan-lin.txt: line 19: skipped 'python' (a skill without a score)\n"
    )


def test_export_prints_the_records_of_the_format_document(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["export"]) == 0
    captured = capsys.readouterr()
    records = [json.loads(line) for line in captured.out.splitlines()]
    expected = [
        json.loads((FIXTURES / "bundled-expected" / f"{name}.json").read_text())
        for name in ("chaofan-lin", "chenggang-zhao")
    ]
    assert records == expected
    assert captured.err == ""
    assert list(records[1]) == [
        "id", "name", "headline", "title", "company", "location", "badges", "summary",
        "coding_years", "employment_years", "education", "stackoverflow", "skills",
        "skill_count", "languages", "language_count", "contributions", "contribution_count",
        "source",
    ]  # fmt: skip
    assert list(records[1]["contributions"][0]) == [
        "repo", "start", "end", "description", "role", "stats", "duration", "summary", "topics",
    ]  # fmt: skip


def test_export_sends_load_problems_to_stderr(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "bad.txt").write_bytes(b"\x00\x01")
    assert main(["export", "--data", str(tmp_path)]) == 0
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == (
        f"{tmp_path}/bad.txt: not text: the file holds binary data\n"
        f"warning: no profiles loaded from {tmp_path}\n"
    )


def test_data_path_setting_is_used(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("DATA_PATH", str(ROOT / "data" / "profiles" / "chaofan-lin.txt"))
    assert main(["export"]) == 0
    assert [json.loads(x)["id"] for x in capsys.readouterr().out.splitlines()] == ["chaofan-lin"]


def test_ask_prints_the_reply_as_a_person_reads_it(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["ask", "!who knows triton"]) == 0
    assert capsys.readouterr().out == (
        "1 person knows triton\n"
        "=====================\n"
        "1. Chenggang Zhao — triton 10/10 · 15 PRs, 37 reviews to triton-lang/triton\n"
        "\n"
        "(Page 1/1 · 1 person)\n"
    )


@pytest.mark.parametrize(
    ("message", "said"),
    [
        ("!profile", "Usage: `!profile <name>`, for example `!profile chenggang`.\n"),
        ("!who knows", "Usage: `!who knows <skill>`, for example `!who knows triton`.\n"),
    ],
)
def test_ask_a_command_alone_prints_its_usage_line(
    message: str, said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["ask", message]) == 0
    assert capsys.readouterr().out == said


def test_ask_help_alone_still_prints_the_whole_help(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["ask", "!help"]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[:3] == [
        "Here is what I can answer:",
        "==========================",
        "`!who knows triton` people ranked by skill score, with the evidence",
    ]
    assert out.endswith("(Typos, aliases (k8s, golang, cpp) and plain questions all work.)\n")


def test_ask_json_gives_every_match_and_the_first_embeds(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert (
        main(["ask", "--json", "--data", str(FIXTURES / "profiles"), "who has the most experience"])
        == 0
    )
    record = json.loads(capsys.readouterr().out)
    assert list(record) == [
        "message", "intent", "matches", "suggestions", "content", "embeds", "files",
    ]  # fmt: skip
    assert record["message"] == "who has the most experience"
    assert record["intent"] == "experience"
    assert len(record["matches"]) == 13
    assert record["matches"][:3] == ["Zoë Van der Berg", "Daniel Kim", "Siobhán O'Neill"]
    assert (record["suggestions"], record["content"]) == ([], None)
    assert len(record["embeds"]) == 1
    assert record["embeds"][0]["footer"] == {"text": "Page 1/2 · 13 people"}
    assert record["files"] == []


def test_ask_reads_one_message_per_line(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import io

    monkeypatch.setattr("sys.stdin", io.StringIO("!profile zhao\nhello there\n!who knows cobol\n"))
    assert main(["ask", "--json"]) == 0
    records = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [(r["message"], r["intent"], r["matches"], r["content"]) for r in records] == [
        ("!profile zhao", "profile", ["Chenggang Zhao"], None),
        ("hello there", "none", [], None),
        ("!who knows cobol", "skill", [], "Nobody here knows cobol."),
    ]
    assert records[1]["embeds"] == []


def test_index_stores_the_load_cache_that_the_next_start_maps(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:

    from bot.snapshot.load import load_snapshot

    monkeypatch.chdir(tmp_path)
    copy_profiles(ROOT / "data" / "profiles", tmp_path / "d")
    (tmp_path / "d" / "empty.txt").write_text("")
    assert main(["index", "--data", "d"]) == 0
    assert capsys.readouterr().out == (
        "Indexed 2 profiles from d (3 files parsed, 1 rejected); stored beside the data.\n"
    )
    again = load_snapshot(Path("d"), cache=True)
    assert (again.from_cache, again.report.parsed, len(again.report.profiles)) == (True, 0, 2)
    assert main(["index", "--data", "d", "--json"]) == 0
    built = json.loads(capsys.readouterr().out)
    assert (built["parsed"], built["profiles"], built["stored"]) == (0, 2, True)


def test_run_refused_by_discord_exits_with_the_one_line(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import bot.client

    async def refused(client: object, token: str) -> None:
        assert token == "not.the.token"
        raise StartError(bot.client.BAD_TOKEN)

    monkeypatch.setattr(bot.client, "serve", refused)
    monkeypatch.setenv("DISCORD_TOKEN", "not.the.token")
    assert main(["run"]) == 1
    assert capsys.readouterr().err == (
        "Discord refused the token: set DISCORD_TOKEN to the bot's token "
        "(Developer Portal → your application → Bot → Reset Token).\n"
    )


def test_ask_writes_the_charts_and_prints_their_paths(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    folder = tmp_path / "images"
    assert (
        main(["ask", "--images", str(folder), "--data", str(FIXTURES / "profiles"), "!team"]) == 0
    )
    out = capsys.readouterr().out
    assert out.splitlines()[-2:] == [
        f"[image: {folder / 'team-skills.png'}]", f"[image: {folder / 'team-years.png'}]",
    ]  # fmt: skip
    assert sorted(p.name for p in folder.iterdir()) == ["team-skills.png", "team-years.png"]
    assert (folder / "team-skills.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_ask_json_names_the_attached_files_and_none_with_charts_off(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    args = ["ask", "--json", "--data", str(FIXTURES / "profiles"), "!profile siobhan"]
    assert main(args) == 0
    record = json.loads(capsys.readouterr().out)
    assert record["files"] == ["skills-siobhan-oneill.png"]
    assert record["embeds"][0]["image"] == {"url": "attachment://skills-siobhan-oneill.png"}
    monkeypatch.setenv("CHARTS", "false")
    assert main(args) == 0
    record = json.loads(capsys.readouterr().out)
    assert record["files"] == []
    assert "image" not in record["embeds"][0]


def test_check_verifies_the_load_cache(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:

    from bot.snapshot.cache import INDEX_NAME, cache_path

    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("LOAD_CACHE", "true")
    copy_profiles(ROOT / "data" / "profiles", tmp_path / "d")
    loaded = "Loaded 2 profiles from d (2 files read).\n"
    assert main(["check", "--data", "d"]) == 0
    assert (
        capsys.readouterr().out == loaded + "The load cache was missing or out of date: rebuilt.\n"
    )
    assert main(["check", "--data", "d"]) == 0
    assert capsys.readouterr().out == loaded + "The load cache is valid.\n"
    stored = cache_path(Path("d"), INDEX_NAME)
    raw = bytearray(stored.read_bytes())
    raw[raw.index(b"Chenggang Zhao")] ^= 0x20
    stored.write_bytes(bytes(raw))
    caplog.clear()
    assert main(["check", "--data", "d"]) == 0
    assert capsys.readouterr().out == (
        loaded + "The load cache was damaged (its checksum does not match its contents): rebuilt.\n"
    )
    assert [(r.levelname, r.getMessage()) for r in caplog.records] == [
        (
            "WARNING",
            "the load cache d/.profile-bot/snapshot.cache was damaged (its checksum does not "
            "match its contents); rebuilding it from the files",
        )
    ]
    assert main(["check", "--data", "d"]) == 0
    assert capsys.readouterr().out == loaded + "The load cache is valid.\n"
    (tmp_path / "d" / "chaofan-lin.txt").unlink()  # a change since it was stored
    assert main(["check", "--data", "d"]) == 0
    assert capsys.readouterr().out == (
        "Loaded 1 profile from d (1 file read).\n"
        "The load cache holds the files as they were: those changed since were laid over it.\n"
    )


@pytest.mark.parametrize("before", [True, False], ids=["before the command", "after it"])
def test_the_data_option_is_read_on_either_side_of_the_command(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    before: bool,
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "d").mkdir()
    (tmp_path / "d" / "one.txt").write_bytes(
        (ROOT / "data" / "profiles" / "chaofan-lin.txt").read_bytes()
    )
    argv = ["--data", "d", "check"] if before else ["check", "--data", "d"]
    assert main(argv) == 0
    assert capsys.readouterr().out == "Loaded 1 profile from d (1 file read).\n"


@pytest.mark.parametrize(
    "command",
    [["index"], ["export"], ["check"], ["ask", "!who knows triton"], ["chat"], ["run"], []],
    ids=lambda c: c[0] if c else "no command",
)
def test_a_missing_data_path_is_one_line_and_writes_nothing(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    command: list[str],
) -> None:
    monkeypatch.setenv("LOAD_CACHE", "true")
    monkeypatch.setenv("DISCORD_TOKEN", "x" * 59)
    missing = tmp_path / "missing"
    argv = [*command[:1], "--data", str(missing), *command[1:]]
    assert main(argv) == 1
    captured = capsys.readouterr()
    assert (captured.out, captured.err) == ("", f"the data path {missing} does not exist\n")
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(
    ("command", "out"),
    [
        (["check"], "Loaded 0 profiles from d (0 files read).\n"),
        (["export"], ""),
        (
            ["index"],
            "Indexed 0 profiles from d (0 files parsed, 0 rejected); stored beside the data.\n",
        ),
        (["ask", "!who knows triton"], "Nobody here knows triton.\n"),
    ],
    ids=lambda v: v[0] if isinstance(v, list) else "",
)
def test_no_profiles_loaded_is_a_warning(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    command: list[str],
    out: str,
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "d").mkdir()
    assert main([*command[:1], "--data", "d", *command[1:]]) == 0
    captured = capsys.readouterr()
    assert (captured.out, captured.err) == (out, "warning: no profiles loaded from d\n")


def test_add_ask_as_a_server_and_remove_from_the_command_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / "chaofan-lin.txt").write_bytes(
        (ROOT / "data" / "profiles" / "chaofan-lin.txt").read_bytes()
    )
    ada = tmp_path / "ada.json"
    ada.write_text(
        '{"id": "ada-quill", "name": "Ada Quill", "skills": [{"name": "zig", "score": 9}]}'
    )
    bad = tmp_path / "bad.json"
    bad.write_text("[")
    assert main(["add", "--data", str(data), "--guild", "42", str(ada), str(bad)]) == 1
    assert capsys.readouterr().out.splitlines() == [
        "Added Ada Quill (1 skill, 0 contributions) from ada.json.",
        "Rejected bad.json: not JSON: Input data was truncated.",
    ]
    assert main(["ask", "--data", str(data), "--guild", "42", "who knows zig"]) == 0
    assert capsys.readouterr().out.splitlines()[0] == "1 person knows zig"
    assert main(["ask", "--data", str(data), "--guild", "7", "who knows zig"]) == 0
    assert capsys.readouterr().out.splitlines()[0] == "Nobody here knows zig."
    assert main(["remove", "--data", str(data), "--guild", "42", "ada quill"]) == 0
    assert capsys.readouterr().out == "Removed Ada Quill.\n"
    assert main(["remove", "--data", str(data), "--guild", "42", "ada quill"]) == 1
    assert capsys.readouterr().err == "No profile added in this server is called “ada quill”.\n"
    log = [json.loads(x) for x in (data / ".profile-bot-changes.jsonl").read_text().splitlines()]
    assert [(c["guild"], c["action"], c["file"]) for c in log] == [
        (42, "added", "ada.json"),
        (42, "rejected", "bad.json"),
        (42, "removed", "ada.json"),
    ]


def test_with_no_command_and_no_token_the_console_answers(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    lines = iter(["who knows triton", ""])
    monkeypatch.setattr("builtins.input", lambda _prompt="": next(lines))
    assert main([]) == 0
    assert "1 person knows triton" in capsys.readouterr().out
