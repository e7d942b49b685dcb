"""The command line with DATABASE_URL: import (twice changes nothing), export, ask, add and
remove all read and write the database."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import asyncpg
import pytest

from bot.__main__ import main
from tests.conftest import FIXTURES, ROOT

ADA = json.dumps({
    "id": "ada-quill", "name": "Ada Quill", "headline": "Engineer at Initech",
    "skills": [{"name": "zig", "score": 9}, {"name": "rust", "score": 7}],
}).encode()  # fmt: skip


@pytest.fixture
def env(database_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DATABASE_URL", database_url)
    monkeypatch.setenv("MIRROR_PATH", str(tmp_path / "copy"))
    monkeypatch.delenv("DATA_PATH", raising=False)
    return database_url


async def counts(url: str) -> tuple[int, int, int]:
    conn = await asyncpg.connect(url)
    try:
        row = await conn.fetchrow(
            "SELECT (SELECT count(*) FROM files), (SELECT count(*) FROM profiles),"
            " (SELECT count(*) FROM changes)"
        )
        return tuple(row)  # type: ignore[return-value]
    finally:
        await conn.close()


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    status = main(argv)
    out, err = capsys.readouterr()
    return status, out, err


def test_importing_the_same_files_twice_changes_nothing(
    env: str, capsys: pytest.CaptureFixture[str]
) -> None:
    import asyncio

    status, out, _ = run(["import", str(FIXTURES / "profiles")], capsys)
    assert status == 0
    assert out == (
        f"Imported {FIXTURES / 'profiles'}: 15 files added, 0 updated, 0 unchanged"
        " (15 profiles written), 0 rejected.\n"
    )
    assert asyncio.run(counts(env)) == (15, 15, 15)
    status, out, _ = run(["import", str(FIXTURES / "profiles")], capsys)
    assert status == 0
    assert out == (
        f"Imported {FIXTURES / 'profiles'}: 0 files added, 0 updated, 15 unchanged"
        " (0 profiles written), 0 rejected.\n"
    )
    assert asyncio.run(counts(env)) == (15, 15, 15)


def test_a_bad_file_is_rejected_with_its_reason_and_the_others_imported(
    env: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import asyncio

    folder = tmp_path / "in"
    folder.mkdir()
    shutil.copy(ROOT / "data" / "profiles" / "chaofan-lin.txt", folder)
    (folder / "broken.json").write_text("{not json")
    status, out, err = run(["import", str(folder), "--guild", "77"], capsys)
    assert status == 1
    assert out.endswith("1 files added, 0 updated, 0 unchanged (1 profiles written), 1 rejected.\n")
    assert err == (
        "  guilds/77/broken.json: not JSON: JSON is malformed: object keys must be strings"
        " (byte 1)\n"
    )
    assert asyncio.run(counts(env)) == (1, 1, 1)
    # Imported for server 77: that server sees it, the shared profiles do not.
    status, out, _ = run(["ask", "--guild", "77", "who knows python"], capsys)
    assert out.splitlines()[0].startswith("1 person knows python")
    status, out, _ = run(["ask", "who knows python"], capsys)
    assert out.splitlines()[0] == "Nobody here knows python."


def test_ask_export_add_and_remove_read_and_write_the_database(
    env: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import asyncio

    assert run(["import", str(ROOT / "data" / "profiles")], capsys)[0] == 0
    status, out, _ = run(["ask", "who knows triton"], capsys)
    assert out.splitlines()[0] == "1 person knows triton"
    status, out, _ = run(["export"], capsys)
    assert [json.loads(line)["name"] for line in out.splitlines()] == [
        "Chaofan Lin", "Chenggang Zhao"
    ]
    (tmp_path / "ada.json").write_bytes(ADA)
    status, out, _ = run(["add", "--guild", "5", str(tmp_path / "ada.json")], capsys)
    assert (status, out) == (0, "Added Ada Quill (2 skills, 0 contributions) from ada.json.\n")
    assert asyncio.run(counts(env)) == (3, 3, 3)
    assert run(["ask", "--guild", "5", "who knows zig"], capsys)[1].startswith("1 person knows zig")
    assert run(["ask", "who knows zig"], capsys)[1].startswith("Nobody here knows zig.")
    status, out, _ = run(["remove", "--guild", "5", "Ada Quill"], capsys)
    assert (status, out) == (0, "Removed Ada Quill.\n")
    assert asyncio.run(counts(env)) == (2, 2, 4)
    assert run(["ask", "--guild", "5", "who knows zig"], capsys)[1].startswith("Nobody here")


def test_import_without_a_database_says_which_setting_is_missing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.delenv("DATABASE_URL", raising=False)
    monkeypatch.chdir(tmp_path)
    status, out, err = run(["import", str(FIXTURES / "profiles")], capsys)
    assert (status, out) == (2, "")
    assert err == "setting DATABASE_URL is missing: import writes into the database\n"


def test_a_database_that_cannot_be_reached_or_refuses_is_one_line(
    postgres: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    import socket

    from bot.testing.postgres import Postgres

    assert isinstance(postgres, Postgres)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("MIRROR_PATH", str(tmp_path / "copy"))
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        closed = s.getsockname()[1]
    monkeypatch.setenv("DATABASE_URL", f"postgresql://bot@127.0.0.1:{closed}/profiles")
    status, out, err = run(["ask", "who knows zig"], capsys)
    assert (status, out) == (1, "")
    assert err.startswith("the profile store is unavailable (")
    assert err.endswith("), and there is no local copy of it yet\n")
    assert len(err.splitlines()) == 1
    monkeypatch.setenv("DATABASE_URL", postgres.url("nosuchdatabase"))
    status, out, err = run(["ask", "who knows zig"], capsys)
    assert (status, out, err) == (1, "", (
        'the database refused the connection (database "nosuchdatabase" does not exist):'
        " check DATABASE_URL\n"
    ))


def test_a_data_directory_imported_keeps_its_servers_folders(
    env: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import asyncio

    folder = tmp_path / "in"
    (folder / "guilds" / "77").mkdir(parents=True)
    shutil.copy(ROOT / "data" / "profiles" / "chaofan-lin.txt", folder)
    shutil.copy(ROOT / "data" / "profiles" / "chenggang-zhao.txt", folder / "guilds" / "77")
    assert run(["import", str(folder)], capsys)[0] == 0

    async def rows() -> list[tuple[str, int]]:
        conn = await asyncpg.connect(env)
        try:
            found = await conn.fetch("SELECT path, guild FROM files ORDER BY path")
            return [tuple(r) for r in found]  # type: ignore[misc]
        finally:
            await conn.close()

    assert asyncio.run(rows()) == [
        ("chaofan-lin.txt", 0), ("guilds/77/chenggang-zhao.txt", 77)
    ]
    assert run(["ask", "--guild", "77", "who knows triton"], capsys)[1].startswith(
        "1 person knows triton"
    )
    assert run(["ask", "who knows triton"], capsys)[1].startswith("Nobody here knows triton.")
