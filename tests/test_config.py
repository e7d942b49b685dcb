"""Settings: a missing or malformed setting stops start-up with one line naming it."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.__main__ import main
from bot.config import SettingsError, load_settings
from bot.resources import DATA_DIR

SETTINGS = (
    "DISCORD_TOKEN", "COMMAND_PREFIX", "DATA_PATH", "TEAM_CHANNEL_IDS", "ALLOWED_GUILD_IDS",
    "RELOAD_ROLE_ID", "LOG_LEVEL", "COOLDOWN_RATE", "COOLDOWN_SECONDS", "PAGE_TIMEOUT", "LOAD_CACHE", "WATCH_DATA",
    "CHARTS", "DATABASE_URL", "MIRROR_PATH", "SHARD_COUNT", "SHARD_IDS",
)  # fmt: skip


@pytest.fixture(autouse=True)
def clean_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    for name in SETTINGS:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(tmp_path)  # no stray .env


def write_env(tmp_path: Path, text: str) -> Path:
    path = tmp_path / ".env"
    path.write_text(text)
    return path


def test_defaults() -> None:
    s = load_settings()
    assert (s.discord_token, s.command_prefix, s.data_path) == (None, "!", DATA_DIR)
    assert (s.team_channel_ids, s.allowed_guild_ids, s.reload_role_id) == (
        frozenset(), frozenset(), None,
    )  # fmt: skip
    assert s.charts is True


def test_charts_can_be_turned_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CHARTS", "false")
    assert load_settings().charts is False


def test_env_file_with_every_setting(tmp_path: Path) -> None:
    write_env(
        tmp_path,
        "DISCORD_TOKEN=abc.def\nCOMMAND_PREFIX=?\nTEAM_CHANNEL_IDS=11, 12\n"
        "ALLOWED_GUILD_IDS=5\nRELOAD_ROLE_ID=7\nLOG_LEVEL=debug\nDATA_PATH=/srv/profiles\n",
    )
    s = load_settings()
    assert s.token() == "abc.def"
    assert "abc.def" not in repr(s) and "abc.def" not in str(s.discord_token)
    assert (s.command_prefix, s.team_channel_ids, s.allowed_guild_ids) == (
        "?", frozenset({11, 12}), frozenset({5}),
    )  # fmt: skip
    assert (s.reload_role_id, s.log_level, s.data_path) == (7, "DEBUG", Path("/srv/profiles"))


def test_the_example_file_lists_every_setting() -> None:
    from tests.conftest import ROOT

    text = (ROOT / ".env.example").read_text()
    assert [n for n in SETTINGS if f"\n{n}=" not in text] == []


def test_the_database_and_shard_settings(tmp_path: Path) -> None:
    write_env(tmp_path, "DATABASE_URL=postgresql://bot:secret@db/profiles\nMIRROR_PATH=/var/copy\n"
                        "SHARD_COUNT=4\nSHARD_IDS=0, 3\n")  # fmt: skip
    s = load_settings()
    assert s.database_url is not None and "secret" not in repr(s)
    assert s.database_url.get_secret_value() == "postgresql://bot:secret@db/profiles"
    assert (s.copy_path(), s.shard_count, s.shard_ids) == (Path("/var/copy"), 4, frozenset({0, 3}))
    (tmp_path / ".env").unlink()
    assert load_settings(shard_count=2, shard_ids="1").copy_path() == (
        Path.home() / ".cache" / "profile-bot" / "store-shards-1-of-2"
    )
    assert load_settings(shard_count=2).copy_path().name == "store-shards-0-1-of-2"
    assert load_settings().copy_path().name == "store"


def test_missing_token_names_the_setting() -> None:
    with pytest.raises(SettingsError) as exc:
        load_settings().token()
    assert str(exc.value) == "setting DISCORD_TOKEN is missing: set it in the environment or .env"


@pytest.mark.parametrize(
    ("env", "message"),
    [
        ("TEAM_CHANNEL_IDS=12,general\n",
         "setting TEAM_CHANNEL_IDS is invalid: Value error, invalid literal for int() with base 10: 'general'"),
        ("RELOAD_ROLE_ID=admins\n",
         "setting RELOAD_ROLE_ID is invalid: Input should be a valid integer, unable to parse string as an integer"),
        ("LOG_LEVEL=loud\n",
         "setting LOG_LEVEL is invalid: Value error, must be one of DEBUG, INFO, WARNING, ERROR, CRITICAL"),
        ("COOLDOWN_RATE=0\n", "setting COOLDOWN_RATE is invalid: Input should be greater than or equal to 1"),
        ("DATABASE_URL=mysql://db/profiles\n",
         "setting DATABASE_URL is invalid: Value error, must start with postgresql://"),
        ("SHARD_IDS=0,1\n", "setting SHARD_IDS is invalid: it needs SHARD_COUNT"),
        ("SHARD_COUNT=2\nSHARD_IDS=1,2\n", "setting SHARD_IDS is invalid: each must be from 0 to 1"),
        ("SHARD_COUNT=2\nSHARD_IDS=one\n",
         "setting SHARD_IDS is invalid: Value error, invalid literal for int() with base 10: 'one'"),
        ("SHARD_COUNT=0\n", "setting SHARD_COUNT is invalid: Input should be greater than or equal to 1"),
    ],
)  # fmt: skip
def test_malformed_setting_names_the_setting(tmp_path: Path, env: str, message: str) -> None:
    write_env(tmp_path, env)
    with pytest.raises(SettingsError) as exc:
        load_settings()
    assert str(exc.value) == message


def test_run_without_a_token_stops_with_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["run"]) == 2
    captured = capsys.readouterr()
    assert captured.err == "setting DISCORD_TOKEN is missing: set it in the environment or .env\n"


def test_run_with_a_malformed_channel_id_stops_with_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    write_env(tmp_path, "DISCORD_TOKEN=x\nTEAM_CHANNEL_IDS=#general\n")
    assert main(["run"]) == 2
    assert capsys.readouterr().err.startswith("setting TEAM_CHANNEL_IDS is invalid: ")
