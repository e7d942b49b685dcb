"""Managing a server's profiles from Discord: `!profiles add|remove|list` and `/profiles`."""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
import logging
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.errors import StoreRefused, StoreUnavailable
from bot.exts.views import NO_PINGS, OwnedView, PagesView, attach
from bot.profiles import replies as R
from bot.profiles import uploads
from bot.profiles.model import Profile
from bot.render.embeds import clip, inert
from bot.search.text import key

if TYPE_CHECKING:
    from bot.client import ProfileBot

log = logging.getLogger(__name__)

MAX_UPLOAD_BYTES = 8 << 20  # larger than any export; Discord's own limit is near it
LIST_PAGE = 20  # profiles a page of the list shows
HISTORY_WAIT = 1.5  # seconds the list waits for who added each profile
COLOUR = discord.Colour.blurple()


class Profiles(commands.Cog):
    """Adding, removing and listing the profiles only this server sees."""

    def __init__(self, bot: ProfileBot) -> None:
        self.bot = bot
        self._changing = asyncio.Lock()  # one change at a time: each reloads the data

    # ---- who may, and what there is ------------------------------------------------------

    def may_manage(self, member: Any) -> bool:
        """Members with Manage Server, or with a profile manager role."""
        perms = getattr(member, "guild_permissions", None)
        if perms is not None and perms.manage_guild:
            return True
        allowed = self.bot.settings.profile_manager_role_ids
        return any(r.id in allowed for r in getattr(member, "roles", []))

    def own(self, guild: int) -> list[Profile]:
        """The profiles added in one server, in name order."""
        d = self.bot.engine.directory
        return [d.profiles[i] for i in d.own(guild).tolist()]

    # ---- the work, shared by the prefix and the slash commands ---------------------------

    async def add_files(self, guild: int, who: int, files: list[discord.Attachment]) -> str:
        """Add each file, reload once, and say what became of each; when the profile store
        is unavailable, say so for the files not added."""
        lines = []
        async with self._changing:
            existing = self.own(guild)
            written = False
            try:
                for f in files:
                    outcome = await self._add_one(guild, str(who), f, existing)
                    written |= outcome.action != "rejected"
                    lines.append(
                        R.added(outcome.action, outcome.file, outcome.profiles, outcome.reason)
                    )
            except StoreUnavailable:
                lines.append(R.STORE_UNAVAILABLE)
            except StoreRefused:
                log.exception("the profile store refused a change")
                lines.append(R.STORE_REFUSED)
            finally:
                if written:  # what was written is answered about, whatever failed after it
                    await self.bot.reload_data()
        return "\n".join(lines)

    async def _add_one(
        self, guild: int, who: str, f: discord.Attachment, existing: list[Profile]
    ) -> uploads.Outcome:
        """One attachment added, or rejected with the reason, whatever goes wrong but the
        store being unavailable."""
        if f.size > MAX_UPLOAD_BYTES:
            reason = f"too large: {f.size:,} bytes, the limit is {MAX_UPLOAD_BYTES:,}"
            outcome = uploads.Outcome(f.filename, "rejected", reason=reason)
        else:
            try:
                data = await f.read()
            except discord.HTTPException as exc:
                reason = f"could not download it ({exc})"
                outcome = uploads.Outcome(f.filename, "rejected", reason=reason)
            else:
                return await self.bot.store.add(guild, who, f.filename, data, existing)
        await self.bot.store.reject(guild, who, outcome)
        return outcome

    def named(self, guild: int, typed: str) -> list[Profile]:
        """The profiles added here that a typed name points at, best first."""
        own = {p.id: p for p in self.own(guild)}
        view = self.bot.engine.directory.seen_from(guild)
        found = [view.profiles[i] for i in view.names.find(typed).ids]
        return [p for p in found if p.id in own and own[p.id].source == p.source]

    def exactly(self, mine: list[Profile], typed: str) -> Profile | None:
        """The one profile whose whole name (or id) is what was typed: only that is removed
        without asking."""
        same = [p for p in mine if key(p.name) == key(typed) or p.id == typed.strip()]
        return same[0] if len(same) == 1 else None

    async def remove_named(self, guild: int, who: int, typed: str) -> str:
        """Remove the profile added here whose whole name was typed."""
        mine = self.named(guild, typed)
        if not mine:
            return R.nobody_added(typed)
        one = self.exactly(mine, typed)
        if one is None:
            return R.several_added(typed, [p.name for p in mine])
        return await self.remove_profile(guild, who, one.id)

    async def remove_profile(self, guild: int, who: int, profile_id: str) -> str:
        """Remove one profile added here, by id; reload."""
        async with self._changing:
            profile = next((p for p in self.own(guild) if p.id == profile_id), None)
            if profile is None:
                return R.nobody_added(profile_id)
            try:
                reason = await self.bot.store.remove(guild, str(who), profile)
            except StoreUnavailable:
                return R.STORE_UNAVAILABLE
            except StoreRefused:
                log.exception("the profile store refused a change")
                return R.STORE_REFUSED
            if reason is not None:
                return R.not_removed(profile.name, reason)
            await self.bot.reload_data()
            return R.removed(profile.name)

    async def list_pages(self, guild: int) -> list[list[discord.Embed]]:
        """The profiles added here, LIST_PAGE a page, with who added each and when (from the
        change log; without it, when the store is unavailable)."""
        own = self.own(guild)
        added: dict[str, uploads.Change] = {}
        # A slash command must be answered within 3 seconds: the list goes without who and
        # when rather than late.
        with contextlib.suppress(StoreUnavailable, StoreRefused, TimeoutError):
            for c in await asyncio.wait_for(self.bot.store.history(guild), HISTORY_WAIT):
                if c.action in ("added", "updated") and c.profile_id:
                    added[c.profile_id] = c
        shared = len(self.bot.engine.directory.seen_from(None).visible(
            self.bot.engine.directory.ix.by_name
        ))  # fmt: skip
        lines = []
        for p in own:
            c = added.get(p.id)
            when = dt.datetime.fromtimestamp(c.time, dt.UTC).strftime("%Y-%m-%d") if c else None
            lines.append(R.added_line(inert(p.name), c.who if c else None, when))
        title = R.added_list_title(len(own), shared)
        chunks = [lines[i : i + LIST_PAGE] for i in range(0, len(lines), LIST_PAGE)] or [[]]
        pages = []
        for chunk in chunks:
            text = clip("\n".join(chunk), 4000) or None
            pages.append([discord.Embed(title=title, description=text, colour=COLOUR)])
        return pages

    # ---- prefix commands -------------------------------------------------------------

    async def _refused(self, ctx: commands.Context[Any]) -> bool:
        if ctx.guild is None:
            await ctx.reply(R.PROFILES_IN_A_SERVER, allowed_mentions=NO_PINGS, mention_author=False)
            return True
        if not self.may_manage(ctx.author):
            await ctx.reply(R.PROFILES_NOT_ALLOWED, allowed_mentions=NO_PINGS, mention_author=False)
            return True
        return False

    @commands.group(name="profiles", invoke_without_command=True)
    async def profiles(self, ctx: commands.Context[Any]) -> None:
        """What the profiles commands do."""
        text = R.profiles_help(self.bot.settings.command_prefix, uploads.MAX_FILES)
        await ctx.reply(text, allowed_mentions=NO_PINGS, mention_author=False)

    @profiles.command(name="add")
    async def add(self, ctx: commands.Context[Any]) -> None:
        """Add or update the profiles of the attached files."""
        if await self._refused(ctx):
            return
        files = ctx.message.attachments
        if not files or len(files) > uploads.MAX_FILES:
            text = R.PROFILES_NO_FILES if not files else R.PROFILES_TOO_MANY
            await ctx.reply(text.format(n=uploads.MAX_FILES), allowed_mentions=NO_PINGS,
                            mention_author=False)  # fmt: skip
            return
        assert ctx.guild is not None
        text = await self.add_files(ctx.guild.id, ctx.author.id, list(files))
        await ctx.reply(clip(text, 1900), allowed_mentions=NO_PINGS, mention_author=False)

    @profiles.command(name="remove")
    async def remove(self, ctx: commands.Context[Any], *, name: str = "") -> None:
        """Remove one profile added in this server."""
        if await self._refused(ctx):
            return
        assert ctx.guild is not None
        if not name.strip():
            text = R.profiles_help(self.bot.settings.command_prefix, uploads.MAX_FILES)
            await ctx.reply(text, allowed_mentions=NO_PINGS, mention_author=False)
            return
        mine = self.named(ctx.guild.id, name.strip())
        if mine and self.exactly(mine, name) is None:  # to choose from, as !profile offers
            view = RemovePicker(self, ctx.guild.id, mine, ctx.author.id)
            text = R.several_added(name.strip(), [p.name for p in mine], menu=True)
            sent = await ctx.reply(text, view=view, allowed_mentions=NO_PINGS,
                                   mention_author=False)  # fmt: skip
            attach(view, sent)
            return
        text = await self.remove_named(ctx.guild.id, ctx.author.id, name.strip())
        await ctx.reply(text, allowed_mentions=NO_PINGS, mention_author=False)

    @profiles.command(name="list")
    async def list_(self, ctx: commands.Context[Any]) -> None:
        """This server's added profiles, paged."""
        if ctx.guild is None:
            await ctx.reply(R.PROFILES_IN_A_SERVER, allowed_mentions=NO_PINGS, mention_author=False)
            return
        pages = await self.list_pages(ctx.guild.id)
        view = PagesView(pages, ctx.author.id, self.bot.settings.page_timeout) if len(pages) > 1 \
            else None  # fmt: skip
        kwargs: dict[str, Any] = {"embeds": pages[0], "allowed_mentions": NO_PINGS}
        if view is not None:
            kwargs["view"] = view
        attach(view, await ctx.reply(**kwargs, mention_author=False))

    # ---- slash commands --------------------------------------------------------------

    group = app_commands.Group(name="profiles", description="This server's own profiles")

    async def _slash_refused(self, interaction: discord.Interaction) -> bool:
        text = None
        if interaction.guild_id is None:
            text = R.PROFILES_IN_A_SERVER
        elif not self.may_manage(interaction.user):
            text = R.PROFILES_NOT_ALLOWED
        if text is not None:
            await interaction.response.send_message(text, ephemeral=True,
                                                    allowed_mentions=NO_PINGS)  # fmt: skip
        return text is not None

    @group.command(name="add", description="Add or update a profile from an export file")
    @app_commands.describe(file="A profile export: .txt, .json or .jsonl")
    async def add_slash(self, interaction: discord.Interaction, file: discord.Attachment) -> None:
        """`/profiles add file`."""
        if await self._slash_refused(interaction):
            return
        await interaction.response.defer(thinking=True)
        assert interaction.guild_id is not None
        text = await self.add_files(interaction.guild_id, interaction.user.id, [file])
        await interaction.edit_original_response(content=clip(text, 1900),
                                                 allowed_mentions=NO_PINGS)  # fmt: skip

    @group.command(name="remove", description="Remove a profile added in this server")
    @app_commands.describe(name="The name of a profile added here")
    async def remove_slash(self, interaction: discord.Interaction, name: str) -> None:
        """`/profiles remove name`."""
        if await self._slash_refused(interaction):
            return
        assert interaction.guild_id is not None
        await interaction.response.defer(thinking=True)
        text = await self.remove_named(interaction.guild_id, interaction.user.id, name)
        await interaction.edit_original_response(content=text, allowed_mentions=NO_PINGS)

    @remove_slash.autocomplete("name")
    async def _complete_own(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        if interaction.guild_id is None:
            return []
        typed = current[:100].lower()
        names = [p.name for p in self.own(interaction.guild_id) if typed in p.name.lower()]
        return [app_commands.Choice(name=n[:100], value=n[:100]) for n in names[:25]]

    @group.command(name="list", description="The profiles added in this server")
    async def list_slash(self, interaction: discord.Interaction) -> None:
        """`/profiles list`."""
        if interaction.guild_id is None:
            await interaction.response.send_message(R.PROFILES_IN_A_SERVER, ephemeral=True)
            return
        pages = await self.list_pages(interaction.guild_id)
        if len(pages) == 1:
            await interaction.response.send_message(embeds=pages[0], allowed_mentions=NO_PINGS)
            return
        view = PagesView(pages, interaction.user.id, self.bot.settings.page_timeout)
        await interaction.response.send_message(embeds=pages[0], view=view,
                                                allowed_mentions=NO_PINGS)  # fmt: skip
        attach(view, await interaction.original_response())


class RemoveSelect(discord.ui.Select["RemovePicker"]):
    """A menu of the profiles a name matched; choosing one removes it."""

    def __init__(self, people: list[Profile]) -> None:
        super().__init__(
            placeholder="Choose the profile to remove",
            options=[
                discord.SelectOption(label=clip(p.name, 100), value=str(n),
                                     description=clip(p.headline or "", 100) or None)
                for n, p in enumerate(people[:25])
            ],
        )  # fmt: skip
        self.ids = [p.id for p in people[:25]]  # by place: an id may be long or shared

    async def callback(self, interaction: discord.Interaction) -> None:
        """Remove the chosen profile and say so in place of the menu."""
        view = self.view
        assert view is not None
        view.stop()
        await interaction.response.defer()
        chosen = self.ids[int(self.values[0])]
        text = await view.cog.remove_profile(view.guild, interaction.user.id, chosen)
        await interaction.edit_original_response(content=text, view=None,
                                                 allowed_mentions=NO_PINGS)  # fmt: skip


class RemovePicker(OwnedView):
    """The candidates of an ambiguous `!profiles remove`, for the asker only."""

    def __init__(self, cog: Profiles, guild: int, people: list[Profile], owner_id: int) -> None:
        super().__init__(owner_id, cog.bot.settings.page_timeout)
        self.cog, self.guild = cog, guild
        self.add_item(RemoveSelect(people))


async def setup(bot: ProfileBot) -> None:
    """Add the cog (discord.py's extension entry point)."""
    await bot.add_cog(Profiles(bot))
