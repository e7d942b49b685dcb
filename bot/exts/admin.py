"""Running the bot: reloading the data, syncing the slash commands."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

import discord
from discord.ext import commands

from bot.exts.views import NO_PINGS
from bot.profiles.files import display_path
from bot.snapshot.load import format_report

if TYPE_CHECKING:
    from bot.client import ProfileBot

REPORT_LIMIT = 1900  # a message holds 2000 characters; the code fence takes the rest


class Admin(commands.Cog):
    """Commands for whoever runs the bot."""

    def __init__(self, bot: ProfileBot) -> None:
        self.bot = bot

    async def _may_reload(self, ctx: commands.Context[Any]) -> bool:
        if await self.bot.is_owner(ctx.author):
            return True
        role = self.bot.settings.reload_role_id
        roles = getattr(ctx.author, "roles", [])
        return role is not None and any(r.id == role for r in roles)

    @commands.command(name="reload")
    async def reload(self, ctx: commands.Context[Any]) -> None:
        """Read the data directory again and report what loaded and what was rejected."""
        if not await self._may_reload(ctx):
            raise commands.CheckFailure("Only the owner or the reload role can reload the data.")
        report = await self.bot.reload_data()
        text = format_report(report, display_path(self.bot.settings.data_path), quote=False)
        text = text.replace("`", "'")
        if len(text) > REPORT_LIMIT:
            text = text[: REPORT_LIMIT - 1] + "…"
        await ctx.reply(f"```\n{text}\n```", allowed_mentions=NO_PINGS, mention_author=False)

    @commands.command(name="sync")
    @commands.is_owner()
    async def sync(
        self, ctx: commands.Context[Any], scope: Literal["guild", "global"] = "guild"
    ) -> None:
        """Publish the slash commands to this server (instant) or globally (`!sync global`)."""
        if scope == "global" or ctx.guild is None:
            synced = await self.bot.tree.sync()
            where = "globally"
        else:
            self.bot.tree.copy_global_to(guild=discord.Object(ctx.guild.id))
            synced = await self.bot.tree.sync(guild=discord.Object(ctx.guild.id))
            where = "to this server"
        names = ", ".join(f"/{c.name}" for c in synced)
        await ctx.reply(
            f"Synced {len(synced)} commands {where}: {names}.",
            allowed_mentions=NO_PINGS,
            mention_author=False,
        )


async def setup(bot: ProfileBot) -> None:
    """Add the cog (discord.py's extension entry point)."""
    await bot.add_cog(Admin(bot))
