"""Settings from the environment and a `.env` file."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

from pydantic import Field, SecretStr, ValidationError, field_validator, model_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

from bot.errors import SettingsError
from bot.resources import DATA_DIR


class Settings(BaseSettings):
    """Every setting, read from the environment and `.env` (see .env.example)."""

    model_config = SettingsConfigDict(
        env_file=".env", env_file_encoding="utf-8", extra="ignore", env_ignore_empty=True
    )

    discord_token: SecretStr | None = None
    command_prefix: str = Field(default="!", min_length=1, max_length=5)
    data_path: Path = DATA_DIR
    team_channel_ids: Annotated[frozenset[int], NoDecode] = frozenset()
    allowed_guild_ids: Annotated[frozenset[int], NoDecode] = frozenset()
    # Roles whose members may add and remove a server's profiles (as may Manage Server).
    profile_manager_role_ids: Annotated[frozenset[int], NoDecode] = frozenset()
    reload_role_id: int | None = None
    log_level: str = "INFO"
    # Questions a user may ask per cooldown window before being told to wait.
    cooldown_rate: int = Field(default=5, ge=1)
    cooldown_seconds: float = Field(default=10.0, gt=0)
    # How long the page buttons of a long answer keep working, in seconds.
    page_timeout: float = Field(default=180.0, gt=0)
    # Keep parsed files and built indexes beside the data, to start fast next time.
    load_cache: bool = True
    # Reload by itself when a file under the data path changes.
    watch_data: bool = True
    # Draw charts (skills on cards and comparisons, the team at a glance) as images.
    charts: bool = True
    # PostgreSQL as the profile store (postgresql://user:password@host/db); unset: the data
    # directory is the store. With it, DATA_PATH is not read: each process keeps a copy of
    # the database's files in MIRROR_PATH, its own.
    database_url: SecretStr | None = None
    mirror_path: Path | None = None  # default: copy_path()
    # Discord shards: how many there are in all, and which of them this process serves
    # (comma-separated; unset: all of them).
    shard_count: int | None = Field(default=None, ge=1)
    shard_ids: Annotated[frozenset[int], NoDecode] = frozenset()

    @field_validator(
        "team_channel_ids", "allowed_guild_ids", "profile_manager_role_ids", "shard_ids",
        mode="before",
    )
    @classmethod
    def _split_ids(cls, value: Any) -> Any:
        if isinstance(value, str):
            return frozenset(int(part) for part in value.replace(" ", ",").split(",") if part)
        return value

    @field_validator("log_level")
    @classmethod
    def _known_level(cls, value: str) -> str:
        level = value.upper()
        if level not in {"DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"}:
            raise ValueError("must be one of DEBUG, INFO, WARNING, ERROR, CRITICAL")
        return level

    @field_validator("database_url")
    @classmethod
    def _postgres_url(cls, value: SecretStr | None) -> SecretStr | None:
        if value is not None and not value.get_secret_value().startswith(
            ("postgresql://", "postgres://")
        ):
            raise ValueError("must start with postgresql://")
        return value

    @model_validator(mode="after")
    def _shards_fit(self) -> Settings:
        if self.shard_ids and self.shard_count is None:
            raise ValueError("SHARD_IDS is invalid: it needs SHARD_COUNT")
        if self.shard_count is not None and any(
            not 0 <= i < self.shard_count for i in self.shard_ids
        ):
            raise ValueError(
                f"SHARD_IDS is invalid: each must be from 0 to {self.shard_count - 1}"
            )
        return self

    def copy_path(self) -> Path:
        """Where this process keeps its copy of the database: MIRROR_PATH, or a folder of
        the user's cache named for the shards served (processes of other shards on the same
        machine must not share one)."""
        if self.mirror_path is not None:
            return self.mirror_path
        name = "store"
        if self.shard_count is not None:
            ids = sorted(self.shard_ids) or range(self.shard_count)
            name += f"-shards-{'-'.join(map(str, ids))}-of-{self.shard_count}"
        return Path.home() / ".cache" / "profile-bot" / name

    def token(self) -> str:
        """The bot token, or a SettingsError naming the missing setting."""
        if self.discord_token is None or not self.discord_token.get_secret_value().strip():
            raise SettingsError(
                "setting DISCORD_TOKEN is missing: set it in the environment or .env"
            )
        return self.discord_token.get_secret_value().strip()


def load_settings(**overrides: Any) -> Settings:
    """The settings, or a SettingsError naming the first one that is malformed."""
    try:
        return Settings(**overrides)
    except ValidationError as exc:
        first = exc.errors()[0]
        if not first["loc"]:  # a check of several settings names them itself
            raise SettingsError(f"setting {first['msg'].removeprefix('Value error, ')}") from None
        name = str(first["loc"][0]).upper()
        raise SettingsError(f"setting {name} is invalid: {first['msg']}") from None
