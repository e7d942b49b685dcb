"""The check every cog shares: the bot answers only in the guilds the settings allow."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from discord.ext import commands

from bot.errors import GuildNotAllowed

if TYPE_CHECKING:
    from bot.client import ProfileBot


class GuildCog(commands.Cog):
    """A cog whose commands stay silent outside the allowed guilds."""

    def __init__(self, bot: ProfileBot) -> None:
        self.bot = bot

    async def cog_check(self, ctx: commands.Context[Any]) -> bool:  # type: ignore[override]
        """Raise GuildNotAllowed (answered with silence) outside the allowed guilds."""
        if not self.bot.guild_allowed(ctx.guild):
            raise GuildNotAllowed()
        return True
