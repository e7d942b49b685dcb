"""One place that tells users briefly what went wrong and logs what was unexpected."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.errors import SOMETHING_WRONG, user_message
from bot.exts.views import NO_PINGS

if TYPE_CHECKING:
    from bot.client import ProfileBot

log = logging.getLogger(__name__)


class Errors(commands.Cog):
    """The one handler of command and slash command errors."""

    def __init__(self, bot: ProfileBot) -> None:
        self.bot = bot
        self._previous = bot.tree.on_error
        bot.tree.on_error = self.on_app_command_error  # type: ignore[method-assign]

    async def cog_unload(self) -> None:
        """Give the tree its own error handler back."""
        self.bot.tree.on_error = self._previous  # type: ignore[method-assign]

    @commands.Cog.listener()
    async def on_command_error(self, ctx: commands.Context[Any], error: Exception) -> None:
        """Tell the user briefly; log what was unexpected."""
        error = getattr(error, "original", error)
        text = user_message(error)
        if text is None:
            return
        if text == SOMETHING_WRONG:
            log.error("command %r failed", ctx.message.content[:200], exc_info=error)
        await ctx.reply(text, allowed_mentions=NO_PINGS, mention_author=False)

    async def on_app_command_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        """The same for slash commands, privately."""
        original = getattr(error, "original", error)
        text = user_message(original) or SOMETHING_WRONG
        if text == SOMETHING_WRONG:
            log.error("slash command failed", exc_info=original)
        if interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True, allowed_mentions=NO_PINGS)
        else:
            await interaction.response.send_message(text, ephemeral=True, allowed_mentions=NO_PINGS)


async def setup(bot: ProfileBot) -> None:
    """Add the cog (discord.py's extension entry point)."""
    await bot.add_cog(Errors(bot))
