"""The Discord bot: a commands.Bot that answers from the current data snapshot."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
from pathlib import Path

import discord
from discord.ext import commands

from bot.answers.engine import Engine
from bot.config import Settings
from bot.errors import ExtensionLoadError
from bot.profiles.loader import CACHE_FOLDER, SUFFIXES, LoadReport
from bot.progress import LogProgress
from bot.snapshot.load import Snapshot, load_snapshot

log = logging.getLogger(__name__)

EXTENSIONS = ("bot.exts.errors", "bot.exts.questions", "bot.exts.admin")


class ProfileBot(commands.Bot):
    """The bot: extensions, the current snapshot, reloading and watching the data."""

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
        self._snapshot = snapshot
        self._reload_lock = asyncio.Lock()
        self._stop_watching = asyncio.Event()
        self._watcher: asyncio.Task[None] | None = None

    @property
    def snapshot(self) -> Snapshot:
        """The data every answer reads; replaced whole by a reload."""
        if self._snapshot is None:
            raise RuntimeError("the data is loaded in setup_hook, when the bot logs in")
        return self._snapshot

    @property
    def engine(self) -> Engine:
        """The engine of the current snapshot."""
        return self.snapshot.engine

    async def load_data(self) -> Snapshot:
        """The snapshot, loaded off the event loop the first time."""
        if self._snapshot is None:
            s = self.settings
            self._snapshot = await asyncio.to_thread(
                load_snapshot, s.data_path, prefix=s.command_prefix, cache=s.load_cache,
                progress=LogProgress(log),
            )  # fmt: skip
        return self._snapshot

    async def setup_hook(self) -> None:
        """Load the data, then the extensions; start watching the data."""
        await self.load_data()
        for name in EXTENSIONS:
            try:
                await self.load_extension(name)
            except commands.ExtensionError as exc:
                raise ExtensionLoadError(f"extension {name} failed to load: {exc}") from exc
        log.info("loaded %d profiles", len(self.snapshot.report.profiles))
        if self.settings.watch_data:
            self._watcher = asyncio.create_task(self.watch_data(), name="watch-data")

    async def close(self) -> None:
        """Stop watching the data, then log out."""
        self._stop_watching.set()
        if self._watcher is not None:
            self._watcher.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._watcher
        await super().close()

    async def watch_data(self, debounce_ms: int = 1500) -> None:
        """Reload whenever profile files under the data path change; never stop answering."""
        from watchfiles import awatch

        path = self.settings.data_path
        try:
            async for changes in awatch(
                path, watch_filter=_profile_change, debounce=debounce_ms,
                stop_event=self._stop_watching, recursive=True,
            ):  # fmt: skip
                log.info("%d data files changed: reloading", len(changes))
                try:
                    await self.reload_data()
                except Exception:
                    log.exception("reloading %s failed; the previous data stays", path)
        except Exception:
            log.exception("watching %s stopped; use !reload after changing the data", path)

    async def reload_data(self) -> LoadReport:
        """Parse the data again off the event loop, then swap the whole snapshot at once."""
        async with self._reload_lock:
            fresh = await asyncio.to_thread(
                load_snapshot,
                self.settings.data_path,
                prefix=self.settings.command_prefix,
                cache=self.settings.load_cache,
                previous=self._snapshot,
                progress=LogProgress(log),
            )
            self._snapshot = fresh
        log.info(
            "reloaded: %d profiles, %d files rejected",
            len(fresh.report.profiles),
            len(fresh.report.rejected),
        )
        for line in (*map(str, fresh.report.rejected), *fresh.report.warnings):
            log.warning("%s", line)
        return fresh.report

    def guild_allowed(self, guild: discord.abc.Snowflake | None) -> bool:
        """Whether the bot answers in this guild (None: a direct message)."""
        allowed = self.settings.allowed_guild_ids
        return not allowed or (guild is not None and guild.id in allowed)


def _profile_change(change: object, path: str) -> bool:
    """Profile files only: not the load cache the bot itself writes (the full-text index in it
    holds a meta.json), nor editor droppings."""
    name = os.path.basename(path)
    if CACHE_FOLDER in Path(path).parts:
        return False
    return not name.startswith(".") and name.lower().endswith(SUFFIXES)


def run(settings: Settings) -> None:
    """Start the bot; blocks until it is stopped."""
    token = settings.token()
    discord.utils.setup_logging(level=logging.getLevelName(settings.log_level))
    bot = ProfileBot(settings)
    bot.run(token, log_handler=None)
