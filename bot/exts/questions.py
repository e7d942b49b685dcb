"""Questions: prefix commands, slash commands with autocomplete, mentions and team channels."""

from __future__ import annotations

import asyncio
import logging
import time
import weakref
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.answers.model import Answer
from bot.errors import SOMETHING_WRONG
from bot.exts.views import NO_PINGS, Outgoing, attach, outgoing
from bot.render.embeds import Reply, illustrate, render

if TYPE_CHECKING:
    from bot.client import ProfileBot

log = logging.getLogger(__name__)

MAX_CHOICES = 25  # Discord shows at most 25 autocomplete choices
MAX_TYPED = 100  # no name or skill is longer; the rest of a typed value is not read
AUTOCOMPLETE_RATE, AUTOCOMPLETE_SECONDS = 30, 10.0


def _asker_id(obj: Any) -> int:
    user = getattr(obj, "author", None) or obj.user
    return int(user.id)


class Questions(commands.Cog):
    """Every way of asking: prefix and slash commands, mentions, direct messages, team
    channels; one way of answering (`answer_in_order`)."""

    # A slash command must be acknowledged within 3 s: an answer not ready by then is deferred
    # ("thinking…") and sent as an edit of that response.
    defer_after = 1.5

    def __init__(self, bot: ProfileBot) -> None:
        self.bot = bot
        s = bot.settings
        self.cooldown = commands.CooldownMapping.from_cooldown(
            s.cooldown_rate, s.cooldown_seconds, _asker_id
        )
        # Autocomplete runs on every keystroke: its own, wider allowance.
        self.typing = commands.CooldownMapping.from_cooldown(
            AUTOCOMPLETE_RATE, AUTOCOMPLETE_SECONDS, _asker_id
        )
        # Users told to slow down, until when: each is told once per window.
        self.warned: dict[int, float] = {}
        # One lock per user: a user's questions are computed one at a time, so nobody holds
        # more than one worker however fast they ask. A lock nobody holds or awaits is dropped.
        self._askers: weakref.WeakValueDictionary[int, asyncio.Lock] = (
            weakref.WeakValueDictionary()
        )
        # The last answer of each channel, done once it is sent: the next one waits for it,
        # so a channel's answers go out in the order of its questions, while every answer is
        # computed as soon as it is asked.
        self._last: dict[int, asyncio.Future[None]] = {}

    # ---- admission: before any work ------------------------------------------------------

    def _slow_down(self, obj: Any, addressed: bool) -> str | None:
        """None when the asker may ask; else the one-time notice, or "" to stay quiet."""
        retry = self.cooldown.update_rate_limit(obj)
        if retry is None:
            return None
        now = time.monotonic()
        self.warned = {u: t for u, t in self.warned.items() if t > now}
        user = _asker_id(obj)
        if user in self.warned or not addressed:
            return ""
        self.warned[user] = now + retry
        return f"You are asking quickly: try again in {retry:.0f}s."

    # ---- the one way an answer goes out ---------------------------------------------

    async def _prepare(
        self, text: str, asker: int, addressed: bool, guild: int | None
    ) -> Outgoing | None:
        engine = self.bot.engine  # one snapshot for the whole answer, even across a reload
        charts = self.bot.settings.charts

        def work() -> tuple[Answer, Reply]:
            answer = engine.answer(text, addressed=addressed, guild=guild)
            reply = render(answer)
            return answer, illustrate(reply) if charts else reply

        # Answered and drawn off the event loop: a slow question never stalls the others.
        answer, reply = await asyncio.to_thread(work)
        return outgoing(answer, asker, self.bot.settings.page_timeout, reply, charts)

    async def answer_in_order(
        self,
        channel_id: int,
        asker: int,
        guild: int | None,
        text: str,
        addressed: bool,
        send: Callable[[Outgoing | None], Awaitable[None]],
    ) -> None:
        """Compute the answer now, as the server `guild` sees the profiles; send it once
        every earlier answer of the channel is out."""
        done: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        before = self._last.get(channel_id)
        self._last[channel_id] = done
        asking = self._askers.get(asker)
        if asking is None:
            asking = self._askers[asker] = asyncio.Lock()
        try:
            async with asking:
                out = await self._prepare(text, asker, addressed, guild)
            if before is not None:
                await asyncio.shield(before)
            await send(out)
        finally:
            done.set_result(None)
            if self._last.get(channel_id) is done:
                del self._last[channel_id]

    async def respond(self, message: discord.Message, addressed: bool) -> None:
        """Answer a message in its channel, in the order of the channel's questions."""
        notice = self._slow_down(message, addressed)
        if notice is not None:
            if notice:
                await message.reply(notice, allowed_mentions=NO_PINGS, mention_author=False)
            return

        async def send(out: Outgoing | None) -> None:
            if out is not None:
                attach(out.view, await message.reply(**out.kwargs(), mention_author=False))

        try:
            guild = message.guild.id if message.guild is not None else None
            await self.answer_in_order(
                message.channel.id, message.author.id, guild, message.content, addressed, send
            )
        except discord.HTTPException:
            log.exception("could not send an answer in channel %s", message.channel.id)
        except Exception:
            log.exception("answering %r failed", message.content[:200])
            await message.reply(SOMETHING_WRONG, allowed_mentions=NO_PINGS, mention_author=False)

    async def respond_interaction(self, interaction: discord.Interaction, text: str) -> None:
        """Answer a slash command, deferring it when the answer is not ready at once."""
        notice = self._slow_down(interaction, addressed=True)
        if notice is not None:
            await interaction.response.send_message(
                notice or "Still cooling down.", ephemeral=True, allowed_mentions=NO_PINGS
            )
            return
        responding = asyncio.Lock()

        async def defer_later() -> None:
            await asyncio.sleep(self.defer_after)
            async with responding:
                try:
                    await interaction.response.defer(thinking=True)
                except discord.HTTPException:  # the answer is sent (or fails) on its own
                    log.warning("could not defer a slash answer in %s", interaction.channel_id)

        async def send(out: Outgoing | None) -> None:
            out = out or await self._prepare(
                "help", interaction.user.id, addressed=True, guild=interaction.guild_id
            )
            assert out is not None
            async with responding:
                deferring.cancel()
                if interaction.response.is_done():
                    # Editing a deferred response takes its files as attachments.
                    kwargs = out.kwargs()
                    kwargs["attachments"] = kwargs.pop("files", [])
                    sent = await interaction.edit_original_response(**kwargs)
                else:
                    await interaction.response.send_message(**out.kwargs())
                    sent = await interaction.original_response()
            attach(out.view, sent)

        deferring = asyncio.create_task(defer_later())
        try:
            channel = interaction.channel_id or interaction.user.id
            await self.answer_in_order(
                channel, interaction.user.id, interaction.guild_id, text, True, send
            )
        finally:
            deferring.cancel()

    # ---- prefix commands ---------------------------------------------------------------

    @commands.command(name="who", aliases=["whoknows"])
    async def who(self, ctx: commands.Context[Any]) -> None:
        """`!who knows triton`: people ranked by a skill."""
        await self.respond(ctx.message, addressed=True)

    @commands.command(name="profile")
    async def profile(self, ctx: commands.Context[Any]) -> None:
        """`!profile chenggang`: one person's full profile."""
        await self.respond(ctx.message, addressed=True)

    @commands.command(name="ask")
    async def ask(self, ctx: commands.Context[Any]) -> None:
        """`!ask who is in Beijing?`: any question."""
        await self.respond(ctx.message, addressed=True)

    @commands.command(name="help")
    async def help(self, ctx: commands.Context[Any]) -> None:
        """What the bot can answer."""
        await self.respond(ctx.message, addressed=True)

    # ---- mentions and team channels -------------------------------------------------

    @commands.Cog.listener()
    async def on_message(self, message: discord.Message) -> None:
        """Questions without a command: mentions, direct messages, team channels."""
        if message.author.bot or not self.bot.guild_allowed(message.guild):
            return
        ctx = await self.bot.get_context(message)
        if ctx.valid:
            return  # a command: its callback answers
        mentioned = self.bot.user is not None and self.bot.user in message.mentions
        private = isinstance(message.channel, discord.DMChannel)
        prefixed = ctx.prefix is not None
        team = message.channel.id in self.bot.settings.team_channel_ids
        if mentioned or private or prefixed or team:
            await self.respond(message, addressed=mentioned or private or prefixed)

    # ---- slash commands ----------------------------------------------------------------

    @app_commands.command(name="whoknows", description="Who has a skill, ranked by score")
    @app_commands.describe(skill="A skill: triton, k8s, c++, deep learning …")
    async def whoknows_slash(self, interaction: discord.Interaction, skill: str) -> None:
        """`/whoknows skill`."""
        await self.respond_interaction(interaction, f"who knows {skill}")

    @app_commands.command(name="profile", description="One person's full profile")
    @app_commands.describe(name="A name or part of one; typos are fine")
    async def profile_slash(self, interaction: discord.Interaction, name: str) -> None:
        """`/profile name`."""
        await self.respond_interaction(interaction, f"profile {name}")

    @app_commands.command(name="ask", description="Ask anything about the profiles")
    @app_commands.describe(question="For example: who knows python in Shanghai?")
    async def ask_slash(self, interaction: discord.Interaction, question: str) -> None:
        """`/ask question`."""
        await self.respond_interaction(interaction, question)

    @whoknows_slash.autocomplete("skill")
    async def _complete_skill(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        phrases = self.bot.engine.directory.seen_from(interaction.guild_id).phrases
        skills = await self._complete(interaction, current, phrases.complete_skills)
        return [app_commands.Choice(name=s[:100], value=s[:100]) for s in skills]

    @profile_slash.autocomplete("name")
    async def _complete_name(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        seen = self.bot.engine.directory.seen_from(interaction.guild_id)
        names = await self._complete(interaction, current, seen.names.complete)
        return [app_commands.Choice(name=n[:100], value=n[:100]) for n in names]

    async def _complete(
        self,
        interaction: discord.Interaction,
        current: str,
        complete: Callable[[str, int], list[str]],
    ) -> list[str]:
        """Choices for what is typed so far: none for a user typing too fast; the value read
        up to MAX_TYPED characters, off the event loop."""
        if self.typing.update_rate_limit(interaction) is not None:
            return []
        return await asyncio.to_thread(complete, current[:MAX_TYPED], MAX_CHOICES)


async def setup(bot: ProfileBot) -> None:
    """Add the cog (discord.py's extension entry point)."""
    await bot.add_cog(Questions(bot))
