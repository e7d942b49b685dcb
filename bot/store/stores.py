"""The two places added profiles are kept, behind one interface: the data directory itself
(the default), or PostgreSQL with a local copy of it (DATABASE_URL). The Discord commands
and the command line change profiles only through these."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence
from pathlib import Path
from typing import Protocol

from bot.config import Settings
from bot.errors import StartError, StoreUnavailable
from bot.profiles import uploads
from bot.profiles.model import Profile
from bot.profiles.uploads import Change, Outcome
from bot.store.database import Database, FileChange, StaleCopy, file_digest
from bot.store.mirror import Served, Synced, read_position, sync

log = logging.getLogger(__name__)


class Store(Protocol):
    """Where added profiles are kept."""

    @property
    def data_root(self) -> Path:
        """The data directory the snapshot is loaded from."""
        ...

    async def prepare(self) -> None:
        """Make the data directory ready to load, before the first load."""

    async def add(
        self, guild: int | None, who: str, name: str, data: bytes, existing: Sequence[Profile]
    ) -> Outcome:
        """Add or update the profiles of one file, log the change; rejected with the reason
        when it is not a profile file. StoreUnavailable when nothing could be written."""
        ...

    async def reject(self, guild: int | None, who: str, outcome: Outcome) -> None:
        """Log a file rejected before it was read (too large, not downloaded)."""
        ...

    async def remove(self, guild: int | None, who: str, profile: Profile) -> str | None:
        """Remove one profile added in the server and log it; None when done, else why not."""
        ...

    async def history(self, guild: int) -> list[Change]:
        """The changes that added or updated the server's profiles, oldest first."""
        ...


def logged(guild: int | None, who: str, outcome: Outcome) -> Change:
    """The change log entry of one file added."""
    first = outcome.profiles[0] if outcome.profiles else None
    return uploads.change(
        guild, who, outcome.action, outcome.file, name=first.name if first else "",
        profile_id=first.id if first else "", reason=outcome.reason,
    )  # fmt: skip


class FolderStore:
    """Added profiles as files in the data directory, and the change log beside them."""

    def __init__(self, root: Path) -> None:
        self.root = root

    @property
    def data_root(self) -> Path:
        """The data directory itself."""
        return self.root

    async def prepare(self) -> None:
        """Nothing to do: the files are there."""

    async def add(
        self, guild: int | None, who: str, name: str, data: bytes, existing: Sequence[Profile]
    ) -> Outcome:
        """Write the file into the server's folder (bot.profiles.uploads)."""
        try:
            outcome = await asyncio.to_thread(uploads.add, self.root, guild, name, data, existing)
        except OSError as exc:
            outcome = Outcome(name, "rejected", reason=f"could not write it ({exc})")
        await asyncio.to_thread(uploads.log_change, self.root, logged(guild, who, outcome))
        return outcome

    async def reject(self, guild: int | None, who: str, outcome: Outcome) -> None:
        """A line of the change log."""
        await asyncio.to_thread(uploads.log_change, self.root, logged(guild, who, outcome))

    async def remove(self, guild: int | None, who: str, profile: Profile) -> str | None:
        """Delete the profile's file, or write it again without the profile."""
        reason = await asyncio.to_thread(uploads.remove, self.root, guild, profile)
        entry = _removal(guild, who, profile, reason)
        await asyncio.to_thread(uploads.log_change, self.root, entry)
        return reason

    async def history(self, guild: int) -> list[Change]:
        """The server's lines of the change log."""
        changes = await asyncio.to_thread(uploads.read_changes, self.root)
        return [c for c in changes if c.guild == guild]


def _removal(guild: int | None, who: str, profile: Profile, reason: str | None) -> Change:
    return uploads.change(
        guild, who, "removed" if reason is None else "rejected",
        Path(profile.source or "").name, name=profile.name, profile_id=profile.id,
        reason=reason or "",
    )  # fmt: skip


class DatabaseStore:
    """Added profiles in PostgreSQL, the source of truth every process reads; each process
    answers from its own copy of the files (bot.store.mirror), brought up to date after each
    change it makes and each change announced."""

    def __init__(self, db: Database, root: Path, served: Served | None = None) -> None:
        self.db, self.root, self.served = db, root, served or Served()
        self._syncing = asyncio.Lock()

    @property
    def data_root(self) -> Path:
        """The local copy of the database."""
        return self.root

    async def prepare(self) -> None:
        """Migrate the schema and bring the copy up to date. When the database cannot be
        reached, a copy made before is served (and caught up later); with no copy, the bot
        cannot start."""
        try:
            await self.db.prepare()
            synced = await self.catch_up()
        except StoreUnavailable as exc:
            if read_position(self.root) is None:
                raise StartError(f"{exc}, and there is no local copy of it yet") from None
            log.warning("%s: answering from the local copy until it is back", exc)
            return
        log.info("the local copy of the profile store is at change %d (%d files fetched)",
                 synced.position, synced.written)  # fmt: skip

    async def catch_up(self) -> Synced:
        """Bring the copy up to the newest change; one sync at a time."""
        async with self._syncing:
            return await sync(self.db, self.root, self.served)

    def _stored(self, path: Path) -> str:
        return path.relative_to(self.root).as_posix()

    async def add(
        self, guild: int | None, who: str, name: str, data: bytes, existing: Sequence[Profile]
    ) -> Outcome:
        """Check the file as the loader would, write it and its change in one transaction,
        then bring the copy up to date. Planned on the copy: when the database moved on
        meanwhile, the copy catches up and the add is planned again."""
        for attempt in range(2):
            outcome, target = await asyncio.to_thread(
                uploads.place, self.root, guild, name, data, existing
            )
            first = outcome.profiles[0] if outcome.profiles else None
            change = FileChange(
                path=self._stored(target) if target is not None else "", guild=guild or 0,
                content=data if target is not None else None, who=who, action=outcome.action,
                file=outcome.file, profiles=outcome.profiles, name=first.name if first else "",
                profile_id=first.id if first else "", reason=outcome.reason,
                expect=await asyncio.to_thread(file_digest, target) if target else None,
            )  # fmt: skip
            if await self._written(change, last=attempt == 1):
                return outcome
        raise AssertionError("unreachable")  # pragma: no cover

    async def _written(self, change: FileChange, last: bool) -> bool:
        """Write one change; False when the copy was behind (it has caught up since).
        After the commit the copy is brought up to date; if that fails, the follower does it
        (the change is made: it is not reported as failed)."""
        try:
            await self.db.write([change])
        except StaleCopy:
            if last:
                raise StoreUnavailable("the profile store kept changing; try again") from None
            await self.catch_up()
            return False
        if change.path:
            try:
                await self.catch_up()
            except (StoreUnavailable, StartError) as exc:
                log.warning("the change is made, but the copy could not catch up (%s)", exc)
        return True

    async def reject(self, guild: int | None, who: str, outcome: Outcome) -> None:
        """A row of the change log."""
        await self.db.write([FileChange(path="", guild=guild or 0, content=None, who=who,
                                        action="rejected", file=outcome.file,
                                        reason=outcome.reason)])  # fmt: skip

    async def remove(self, guild: int | None, who: str, profile: Profile) -> str | None:
        """Delete the profile's file, or store it again without the profile."""
        base = {"guild": guild or 0, "who": who, "name": profile.name, "profile_id": profile.id}
        for attempt in range(2):
            planned = await asyncio.to_thread(uploads.removal, self.root, guild, profile)
            if isinstance(planned, str):
                file = Path(profile.source or "").name
                await self.db.write([FileChange(path="", content=None, action="rejected",
                                                file=file, reason=planned, **base)])  # fmt: skip
                return planned
            path, kept = planned
            rest: list[Profile] = []
            if kept is not None:
                rest, _ = await asyncio.to_thread(uploads.check, path.name, kept)
            expect = await asyncio.to_thread(file_digest, path)
            change = FileChange(path=self._stored(path), content=kept, action="removed",
                                profiles=tuple(rest), expect=expect, **base)  # fmt: skip
            if await self._written(change, last=attempt == 1):
                return None
        raise AssertionError("unreachable")  # pragma: no cover

    async def history(self, guild: int) -> list[Change]:
        """From the change log table."""
        return await self.db.history(guild)


def store_for(settings: Settings) -> Store:
    """The store the settings name: the database when DATABASE_URL is set, else the data
    directory."""
    if settings.database_url is None:
        return FolderStore(settings.data_path)
    served = Served(settings.shard_count, settings.shard_ids)
    return DatabaseStore(Database(settings.database_url.get_secret_value()),
                         settings.copy_path(), served)  # fmt: skip
