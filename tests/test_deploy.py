"""The deployment files say only what the bot reads: every variable they set is a setting, the
settings of each bot process load, and the bots' shards are all of them, each once."""

from __future__ import annotations

import re

from bot.config import Settings, load_settings
from tests.conftest import ROOT

DEPLOY = ROOT / "deploy"


def compose_services() -> dict[str, dict[str, str]]:
    """The environment of each bot service of compose.yaml."""
    services: dict[str, dict[str, str]] = {}
    current = None
    for line in (DEPLOY / "compose.yaml").read_text().splitlines():
        if m := re.fullmatch(r"  (bot-\d+):", line):
            current = services.setdefault(m[1], {})
        elif re.fullmatch(r"  \S.*:", line):
            current = None
        elif current is not None and (m := re.fullmatch(r"      ([A-Z_]+): (.+)", line)):
            current[m[1]] = m[2].strip('"')
    return services


def test_two_bot_processes_serve_shard_0_and_shard_1_of_2() -> None:
    services = compose_services()
    assert sorted(services) == ["bot-0", "bot-1"]
    shards = []
    for env in services.values():
        assert set(env) <= {name.upper() for name in Settings.model_fields}
        settings = load_settings(**{k.lower(): v for k, v in env.items()})
        assert settings.database_url is not None
        assert settings.database_url.get_secret_value() == "postgresql://bot:bot@db/profiles"
        assert settings.shard_count == 2
        shards.extend(settings.shard_ids)
    assert sorted(shards) == [0, 1]


def test_the_image_and_the_unit_set_only_settings_and_run_the_bot() -> None:
    dockerfile = (DEPLOY / "Dockerfile").read_text()
    names = re.findall(r"^ENV ([A-Z_]+)=", dockerfile, re.M)
    assert names == ["MIRROR_PATH"]
    assert 'CMD ["python", "-m", "bot", "run"]' in dockerfile
    unit = (DEPLOY / "profile-bot.service").read_text()
    assert "ExecStart=/opt/profile-bot/.venv/bin/python -m bot run" in unit.splitlines()
