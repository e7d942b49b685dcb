"""Buttons and menus under an answer: pages of a long list, a picker for an ambiguous name."""

from __future__ import annotations

import asyncio
import collections
import contextlib
import io
from dataclasses import dataclass, field
from typing import Any

import discord

from bot.answers.model import Answer
from bot.profiles.model import Profile
from bot.render.embeds import Reply, card_reply, clip, render

NO_PINGS = discord.AllowedMentions.none()
NOT_YOURS = "Only the person who asked can use these buttons."


class OwnedView(discord.ui.View):
    """A view only its asker may use, which disables itself when it times out."""

    def __init__(self, owner_id: int, timeout: float) -> None:
        super().__init__(timeout=timeout)
        self.owner_id = owner_id
        self.message: discord.Message | discord.InteractionMessage | None = None

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        """Only the asker may press; anyone else is told so, privately."""
        if interaction.user.id == self.owner_id:
            return True
        await interaction.response.send_message(NOT_YOURS, ephemeral=True)
        return False

    async def on_timeout(self) -> None:
        """Disable every control on the message."""
        for item in self.children:
            if isinstance(item, discord.ui.Button | discord.ui.Select):
                item.disabled = True
        if self.message is not None:
            # A message that is gone or no longer editable has nothing left to disable.
            with contextlib.suppress(discord.HTTPException):
                await self.message.edit(view=self)


class PagesView(OwnedView):
    """Previous and next buttons over the pages of a long answer."""

    def __init__(self, pages: list[list[discord.Embed]], owner_id: int, timeout: float) -> None:
        super().__init__(owner_id, timeout)
        self.pages = pages
        self.index = 0
        self._sync()

    def _sync(self) -> None:
        self.previous.disabled = self.index == 0
        self.next.disabled = self.index >= len(self.pages) - 1
        self.position.label = f"Page {self.index + 1}/{len(self.pages)}"

    async def _show(self, interaction: discord.Interaction, index: int) -> None:
        self.index = max(0, min(index, len(self.pages) - 1))
        self._sync()
        await interaction.response.edit_message(embeds=self.pages[self.index], view=self)

    @discord.ui.button(label="◀ Previous", style=discord.ButtonStyle.secondary)
    async def previous(self, interaction: discord.Interaction, _: discord.ui.Button) -> None:
        """The page before."""
        await self._show(interaction, self.index - 1)

    @discord.ui.button(label="Page 1/1", style=discord.ButtonStyle.secondary, disabled=True)
    async def position(self, interaction: discord.Interaction, _: discord.ui.Button) -> None:
        """The page number: a label, not a control."""
        await interaction.response.defer()

    @discord.ui.button(label="Next ▶", style=discord.ButtonStyle.primary)
    async def next(self, interaction: discord.Interaction, _: discord.ui.Button) -> None:
        """The page after."""
        await self._show(interaction, self.index + 1)


class PersonSelect(discord.ui.Select["PickView"]):
    """A menu of people; choosing one replaces the message with their card."""

    def __init__(self, people: list[Profile], charts: bool = False) -> None:
        super().__init__(
            placeholder="Choose a person",
            options=[
                discord.SelectOption(
                    label=clip(p.name, 100),
                    # By place in the list: an id may be long, or shared by two servers'
                    # profiles of the same person.
                    value=str(n),
                    description=clip(p.headline or p.location or "", 100) or None,
                )
                for n, p in enumerate(people[:25])
            ],
        )
        self.people = {str(n): p for n, p in enumerate(people[:25])}
        self.charts = charts

    async def callback(self, interaction: discord.Interaction) -> None:
        """Show the chosen person's card in place of the menu."""
        profile = self.people.get(self.values[0])
        if profile is None:
            await interaction.response.send_message(
                "That person is no longer here.", ephemeral=True
            )
            return
        if self.view is not None:
            self.view.stop()
        # The card is drawn off the event loop; its chart replaces the menu's message too.
        reply = await asyncio.to_thread(card_reply, profile, self.charts)
        await interaction.response.edit_message(
            content=None, embeds=reply.embeds, view=None, attachments=files(reply.files)
        )


class PickView(OwnedView):
    """A select menu of the people an ambiguous name matched; choosing one opens the card."""

    def __init__(
        self, people: list[Profile], owner_id: int, timeout: float, charts: bool = False
    ) -> None:
        super().__init__(owner_id, timeout)
        self.select = PersonSelect(people, charts)
        self.people = self.select.people
        self.add_item(self.select)


@dataclass
class Outgoing:
    """One message to send: what `send`, `reply` and interaction responses take."""

    content: str | None
    embeds: list[discord.Embed]
    view: discord.ui.View | None
    # Images the embeds show: file name -> PNG.
    images: dict[str, bytes] = field(default_factory=dict)

    def kwargs(self) -> dict[str, Any]:
        """The keyword arguments of the send call; each call gets files of its own, since
        discord.py closes a file once it is sent."""
        out: dict[str, Any] = {"content": self.content, "embeds": self.embeds}
        if self.images:
            out["files"] = files(self.images)
        if self.view is not None:
            out["view"] = self.view
        out["allowed_mentions"] = NO_PINGS
        return out


def files(images: dict[str, bytes]) -> list[discord.File]:
    """Images as the files of a message."""
    return [discord.File(io.BytesIO(png), filename=name) for name, png in images.items()]


def outgoing(
    answer: Answer,
    owner_id: int,
    timeout: float,
    reply: Reply | None = None,
    charts: bool = False,
) -> Outgoing | None:
    """What to send for an answer (None: stay quiet), with the view it needs.

    Views belong to the event loop: build this on it, even when the answer and its
    rendering were made elsewhere. `charts`: the person picker draws the card it opens."""
    reply = reply if reply is not None else render(answer)
    if reply.content is None and not reply.pages:
        return None
    view: discord.ui.View | None = None
    if answer.choose and answer.matches:
        view = PickView([m.profile for m in answer.matches], owner_id, timeout, charts)
    elif len(reply.pages) > 1:
        view = PagesView(reply.pages, owner_id, timeout)
    return Outgoing(reply.content, reply.embeds, view, dict(reply.files))


# Views alive at once, at most: each holds its pages until it times out, so a busy
# bot would otherwise hold every recent answer. The oldest stops first.
MAX_LIVE_VIEWS = 500
_live: collections.deque[OwnedView] = collections.deque()


def attach(view: discord.ui.View | None, message: Any) -> None:
    """Let a view edit the message it sits on when it times out; keep few views alive."""
    if not isinstance(view, OwnedView):
        return
    view.message = message
    _live.append(view)
    while len(_live) > MAX_LIVE_VIEWS:
        _live.popleft().stop()
    while _live and _live[0].is_finished():
        _live.popleft()
