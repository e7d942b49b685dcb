"""The Discord bot: a commands.Bot that answers from the current data snapshot."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
from pathlib import Path

import aiohttp
import discord
from discord import app_commands
from discord.ext import commands

from bot.answers.engine import Engine
from bot.config import Settings
from bot.errors import ExtensionLoadError, StartError
from bot.profiles.files import CACHE_FOLDER, SUFFIXES, display_path
from bot.profiles.loader import LoadReport
from bot.progress import LogProgress
from bot.snapshot.cache import building_beside
from bot.snapshot.load import Snapshot, build_beside, load_snapshot
from bot.store.follow import follow
from bot.store.stores import DatabaseStore, store_for

log = logging.getLogger(__name__)

EXTENSIONS = ("bot.exts.errors", "bot.exts.questions", "bot.exts.admin", "bot.exts.profiles")
# Profiles added or removed by changes laid over the snapshot, past which everything is
# loaded again in the background and stored: a start then reads it back rather than loading
# it all, and the changes stop costing memory and time.
FOLD_AFTER = 10_000

# A text bot has no use for voice: the warnings that its libraries are missing are noise.
discord.VoiceClient.warn_nacl = False
discord.VoiceClient.warn_dave = False


class GuildTree(app_commands.CommandTree["ProfileBot"]):
    """The slash command tree: outside the allowed guilds, every interaction it receives
    (commands and autocomplete alike) gets no response at all."""

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        """Whether the bot answers in the interaction's guild."""
        return self.client.guild_allowed(interaction.guild)


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
            tree_cls=GuildTree,
            **options,  # type: ignore[arg-type]
        )
        self.settings = settings
        self.store = store_for(settings)
        self._snapshot = snapshot
        self._reload_lock = asyncio.Lock()
        self._stop_watching = asyncio.Event()
        self._watcher: asyncio.Task[None] | None = None
        self._folding: asyncio.Task[None] | None = None
        self._reload_pending = False

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

    @property
    def data_root(self) -> Path:
        """The data directory answered from: DATA_PATH, or the local copy of the database."""
        return self.store.data_root

    async def load_data(self) -> Snapshot:
        """The snapshot, loaded off the event loop the first time."""
        if self._snapshot is None:
            s = self.settings
            await self.store.prepare()
            self._snapshot = await asyncio.to_thread(
                load_snapshot, self.data_root, prefix=s.command_prefix, cache=s.load_cache,
                progress=LogProgress(log),
            )  # fmt: skip
            self._fold_when_grown(self._snapshot)
        return self._snapshot

    def _fold_when_grown(self, snapshot: Snapshot) -> None:
        """Fold the changes laid over the stored snapshot into a new one, in the background,
        once they are many."""
        if snapshot.laid >= FOLD_AFTER and self._folding is None:
            self._folding = asyncio.create_task(self.fold(), name="fold-changes")

    async def setup_hook(self) -> None:
        """Load the data, then the extensions; start watching the data."""
        snapshot = await self.load_data()
        log_report(snapshot.report, self.data_root)
        for name in EXTENSIONS:
            try:
                await self.load_extension(name)
            except commands.ExtensionError as exc:
                raise ExtensionLoadError(f"extension {name} failed to load: {exc}") from exc
        if self.settings.charts:
            from bot.render import charts

            await asyncio.to_thread(charts.warm)
        if isinstance(self.store, DatabaseStore):
            # The change log is the watcher: the copy changes only through it.
            self._watcher = asyncio.create_task(
                follow(self.store.db, self.catch_up, self._stop_watching), name="follow-store"
            )
        elif self.settings.watch_data:
            self._watcher = asyncio.create_task(self.watch_data(), name="watch-data")

    async def close(self) -> None:
        """Stop watching the data, then log out."""
        self._stop_watching.set()
        for task in (self._watcher, self._folding):
            if task is not None:
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await task
        await super().close()

    async def watch_data(self, debounce_ms: int = 1500) -> None:
        """Reload whenever profile files under the data path change; never stop answering."""
        from watchfiles import awatch

        path = self.data_root
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

    async def catch_up(self) -> None:
        """Bring the local copy of the database up to its newest change, and answer from
        it."""
        assert isinstance(self.store, DatabaseStore)
        synced = await self.store.catch_up()
        if synced.written or synced.removed:
            self._reload_pending = True
        if self._reload_pending:  # until a reload succeeds: the copy is ahead of the answers
            await self.reload_data()
            self._reload_pending = False

    async def reload_data(self) -> LoadReport:
        """Parse the data again off the event loop, then swap the whole snapshot at once."""
        async with self._reload_lock:
            fresh = await asyncio.to_thread(
                load_snapshot,
                self.data_root,
                prefix=self.settings.command_prefix,
                cache=self.settings.load_cache,
                previous=self._snapshot,
                progress=LogProgress(log),
            )
            self._snapshot = fresh
        log_report(fresh.report, self.data_root)
        self._fold_when_grown(fresh)
        return fresh.report

    async def fold(self) -> None:
        """Load everything again and store it, off the event loop, while the snapshot with
        its changes keeps answering; then swap it in, with whatever changed meanwhile laid
        over it. Large data is built in a child process beside the snapshot answered from,
        while changes go on being laid over that one; small data loads at once, and further
        changes wait for it."""
        s, root = self.settings, self.data_root
        try:
            log.info("%d profiles changed: loading everything again in the background",
                     self.snapshot.laid)  # fmt: skip
            with building_beside():
                built = s.load_cache and await asyncio.to_thread(
                    build_beside, root, LogProgress(log)
                )
            async with self._reload_lock:
                folded = None
                if built:  # the new stored snapshot, with what changed since laid over it
                    folded = await asyncio.to_thread(
                        load_snapshot, root, prefix=s.command_prefix, cache=True
                    )
                    if folded.report.rejected:  # last good records of a broken file: in full
                        folded = None
                if folded is None:
                    folded = await asyncio.to_thread(
                        load_snapshot, root, prefix=s.command_prefix, cache=s.load_cache,
                        previous=self._snapshot, lay_over=False, progress=LogProgress(log),
                    )  # fmt: skip
                self._snapshot = await asyncio.to_thread(
                    load_snapshot, root, prefix=s.command_prefix, cache=s.load_cache,
                    previous=folded,
                )  # fmt: skip
            log.info("the changes are folded into the stored snapshot")
        except Exception:
            log.exception("loading %s again failed; the changes stay laid over", root)
        finally:
            self._folding = None

    async def on_message(self, message: discord.Message, /) -> None:
        """Commands are read only where the bot answers: elsewhere no command runs, so not
        even an error is said."""
        if self.guild_allowed(message.guild):
            await self.process_commands(message)

    def guild_allowed(self, guild: discord.abc.Snowflake | None) -> bool:
        """Whether the bot answers in this guild (None: a direct message)."""
        allowed = self.settings.allowed_guild_ids
        return not allowed or (guild is not None and guild.id in allowed)


class ShardedProfileBot(ProfileBot, commands.AutoShardedBot):
    """The bot over some of Discord's shards (SHARD_COUNT, SHARD_IDS): one process of
    several, each loading the shared profiles and its own servers' only."""


def make_bot(settings: Settings, **options: object) -> ProfileBot:
    """The bot the settings ask for: over every shard, or over those of SHARD_IDS."""
    if settings.shard_count is None:
        return ProfileBot(settings, **options)
    ids = sorted(settings.shard_ids) or None
    return ShardedProfileBot(settings, shard_count=settings.shard_count, shard_ids=ids, **options)


def log_report(report: LoadReport, root: Path) -> None:
    """Log what a load kept and each file it rejected or warned about; nothing loaded is a
    warning, since every question would then be answered with "nobody"."""
    log.info(
        "loaded %d profiles from %s, %d files rejected",
        len(report.profiles), display_path(root), len(report.rejected),
    )  # fmt: skip
    for line in (*map(str, report.rejected), *report.warnings):
        log.warning("%s", line)
    if not report.profiles:
        log.warning("no profiles loaded from %s: every question will find nobody", root)


def _profile_change(change: object, path: str) -> bool:
    """Profile files only: not the load cache the bot itself writes (the full-text index in it
    holds a meta.json), nor editor droppings."""
    name = os.path.basename(path)
    if CACHE_FOLDER in Path(path).parts:
        return False
    return not name.startswith(".") and name.lower().endswith(SUFFIXES)


BAD_TOKEN = (
    "Discord refused the token: set DISCORD_TOKEN to the bot's token "
    "(Developer Portal → your application → Bot → Reset Token)."
)
NO_INTENT = (
    "Discord refused the Message Content intent: enable it in the Developer Portal "
    "(your application → Bot → Privileged Gateway Intents → Message Content Intent)."
)


async def serve(bot: ProfileBot, token: str) -> None:
    """Log in and answer until closed; a StartError saying what to do when Discord refuses
    the bot or cannot be reached."""
    try:
        async with bot:
            await bot.start(token)
    except discord.LoginFailure:
        raise StartError(BAD_TOKEN) from None
    except discord.PrivilegedIntentsRequired:
        raise StartError(NO_INTENT) from None
    except (OSError, aiohttp.ClientError, discord.GatewayNotFound) as exc:
        raise StartError(
            f"Could not reach Discord ({type(exc).__name__}: {exc}): check the network."
        ) from None


def run(settings: Settings) -> None:
    """Start the bot; blocks until it is stopped."""
    token = settings.token()
    discord.utils.setup_logging(level=logging.getLevelName(settings.log_level))
    with contextlib.suppress(KeyboardInterrupt):
        asyncio.run(serve(make_bot(settings), token))
