"""The Discord bot: a commands.Bot that answers from the current data snapshot."""

from __future__ import annotations

import asyncio
import logging

import discord
from discord.ext import commands

from bot.answers.engine import Engine
from bot.app import Snapshot, load_snapshot
from bot.config import Settings
from bot.profiles.loader import LoadReport

log = logging.getLogger(__name__)

EXTENSIONS = ("bot.exts.errors", "bot.exts.questions", "bot.exts.admin")


class ExtensionLoadError(RuntimeError):
    """An extension failed to load: the bot must not start half-built."""


class ProfileBot(commands.Bot):
    def __init__(
        self, settings: Settings, snapshot: Snapshot | None = None, **options: object
    ) -> None:
        intents = discord.Intents.default()
        intents.message_content = True
        super().__init__(
            command_prefix=commands.when_mentioned_or(settings.command_prefix),
            intents=intents,
            allowed_mentions=discord.AllowedMentions.none(),
            help_command=None,
            case_insensitive=True,
            **options,  # type: ignore[arg-type]
        )
        self.settings = settings
        self._snapshot = snapshot or load_snapshot(
            settings.data_path, prefix=settings.command_prefix, cache=settings.load_cache
        )
        self._reload_lock = asyncio.Lock()

    @property
    def snapshot(self) -> Snapshot:
        return self._snapshot

    @property
    def engine(self) -> Engine:
        return self._snapshot.engine

    async def setup_hook(self) -> None:
        for name in EXTENSIONS:
            try:
                await self.load_extension(name)
            except commands.ExtensionError as exc:
                raise ExtensionLoadError(f"extension {name} failed to load: {exc}") from exc
        log.info("loaded %d profiles", len(self._snapshot.report.profiles))

    async def reload_data(self) -> LoadReport:
        """Parse the data again off the event loop, then swap the whole snapshot at once."""
        async with self._reload_lock:
            fresh = await asyncio.to_thread(
                load_snapshot,
                self.settings.data_path,
                prefix=self.settings.command_prefix,
                cache=self.settings.load_cache,
            )
            self._snapshot = fresh
        log.info(
            "reloaded: %d profiles, %d files rejected",
            len(fresh.report.profiles),
            len(fresh.report.rejected),
        )
        return fresh.report

    def guild_allowed(self, guild: discord.abc.Snowflake | None) -> bool:
        allowed = self.settings.allowed_guild_ids
        return not allowed or (guild is not None and guild.id in allowed)


def run(settings: Settings) -> None:
    """Start the bot; blocks until it is stopped."""
    token = settings.token()
    discord.utils.setup_logging(level=logging.getLevelName(settings.log_level))
    bot = ProfileBot(settings)
    bot.run(token, log_handler=None)
