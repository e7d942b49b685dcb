"""Cog callbacks with stubbed contexts and interactions: the exact replies they send."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Any
from unittest.mock import AsyncMock

import discord
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.client import ProfileBot
from bot.config import Settings
from bot.exts.admin import Admin
from bot.exts.errors import Errors, user_message
from bot.exts.questions import Questions
from bot.exts.views import NOT_YOURS, PagesView, PickView, outgoing
from bot.render.embeds import profile_card, render
from tests.conftest import FIXTURES

TEAM, OTHER, GUILD, ALICE, BOB = 100, 200, 300, 1, 2


@dataclass
class Stub:
    id: int
    bot: bool = False
    roles: list[Any] = field(default_factory=list)


@dataclass
class Msg:
    content: str
    author: Stub = field(default_factory=lambda: Stub(ALICE))
    channel: Stub = field(default_factory=lambda: Stub(TEAM))
    guild: Stub | None = field(default_factory=lambda: Stub(GUILD))
    mentions: list[Any] = field(default_factory=list)
    reply: AsyncMock = field(default_factory=AsyncMock)


@dataclass
class Response:
    send_message: AsyncMock = field(default_factory=AsyncMock)
    edit_message: AsyncMock = field(default_factory=AsyncMock)
    done: bool = False

    def is_done(self) -> bool:
        return self.done


@dataclass
class Inter:
    user: Stub = field(default_factory=lambda: Stub(ALICE))
    channel_id: int = TEAM
    guild: Stub | None = field(default_factory=lambda: Stub(GUILD))
    response: Response = field(default_factory=Response)
    original_response: AsyncMock = field(default_factory=AsyncMock)
    followup: Any = None

    @property
    def guild_id(self) -> int | None:
        return self.guild.id if self.guild is not None else None


@pytest.fixture
def bot(snapshot: Any) -> ProfileBot:
    settings = Settings(team_channel_ids=frozenset({TEAM}), cooldown_rate=3, cooldown_seconds=60)
    return ProfileBot(settings, snapshot)


@pytest.fixture
def cog(bot: ProfileBot) -> Questions:
    return Questions(bot)


def sent(mock: AsyncMock) -> dict[str, Any]:
    assert mock.await_count == 1, mock.await_args_list
    return dict(mock.await_args.kwargs)


def embeds(kwargs: dict[str, Any]) -> list[dict[str, Any]]:
    return [e.to_dict() for e in kwargs["embeds"]]


async def test_who_knows_sends_the_ranked_embed(cog: Questions, snapshot: Any) -> None:
    msg = Msg("!who knows triton")
    await Questions.who.callback(cog, type("Ctx", (), {"message": msg})())
    kwargs = sent(msg.reply)
    expected = render(snapshot.engine.answer("!who knows triton")).embeds
    assert embeds(kwargs) == [e.to_dict() for e in expected]
    assert kwargs["embeds"][0].title == "5 people know triton"
    assert kwargs["content"] is None and "view" not in kwargs
    assert kwargs["allowed_mentions"].to_dict() == {"parse": []}
    assert kwargs["mention_author"] is False


async def test_profile_sends_the_card_with_its_chart(cog: Questions, snapshot: Any) -> None:
    msg = Msg("!profile chenggang")
    await Questions.profile.callback(cog, type("Ctx", (), {"message": msg})())
    profile = next(p for p in snapshot.report.profiles if p.id == "chenggang-zhao")
    card = profile_card(profile).set_image(url="attachment://skills-chenggang-zhao.png")
    kwargs = sent(msg.reply)
    assert embeds(kwargs) == [card.to_dict()]
    assert [f.filename for f in kwargs["files"]] == ["skills-chenggang-zhao.png"]
    assert kwargs["files"][0].fp.read(8) == b"\x89PNG\r\n\x1a\n"


async def test_with_charts_off_the_card_goes_alone(snapshot: Any) -> None:
    settings = Settings(team_channel_ids=frozenset({TEAM}), charts=False)
    cog = Questions(ProfileBot(settings, snapshot))
    msg = Msg("!profile chenggang")
    await Questions.profile.callback(cog, type("Ctx", (), {"message": msg})())
    profile = next(p for p in snapshot.report.profiles if p.id == "chenggang-zhao")
    kwargs = sent(msg.reply)
    assert embeds(kwargs) == [profile_card(profile).to_dict()]
    assert "files" not in kwargs


async def test_ambiguous_name_sends_a_picker_that_opens_the_card(cog: Questions) -> None:
    msg = Msg("!profile zhao")
    await cog.respond(msg, addressed=True)
    kwargs = sent(msg.reply)
    view = kwargs["view"]
    assert isinstance(view, PickView)
    assert [(o.label, o.value, o.description) for o in view.select.options] == [
        ("Chenggang Zhao", "0", "Core Infra Engineer at DeepSeek AI"),
        ("Wei Zhao", "1", "Senior GPU Compiler Engineer at NVIDIA"),
    ]
    view.select._values = ["1"]  # what discord.py sets from the interaction's data
    inter = Inter()
    await view.select.callback(inter)  # type: ignore[arg-type]
    edit = sent(inter.response.edit_message)
    assert edit["view"] is None
    assert edit["embeds"][0].title == "Wei Zhao"


async def test_long_list_pages_with_buttons_for_the_asker_only(cog: Questions) -> None:
    msg = Msg("who has the most experience?")
    await cog.respond(msg, addressed=False)
    kwargs = sent(msg.reply)
    view = kwargs["view"]
    assert isinstance(view, PagesView)
    assert kwargs["embeds"][0].footer.text == "Page 1/2 · 15 people"
    assert [(b.label, b.disabled) for b in view.children] == [  # type: ignore[attr-defined]
        ("◀ Previous", True), ("Page 1/2", True), ("Next ▶", False),
    ]  # fmt: skip
    stranger = Inter(user=Stub(BOB))
    assert await view.interaction_check(stranger) is False  # type: ignore[arg-type]
    assert sent(stranger.response.send_message) == {"ephemeral": True}
    assert stranger.response.send_message.await_args.args == (NOT_YOURS,)
    asker = Inter()
    assert await view.interaction_check(asker) is True  # type: ignore[arg-type]
    await view.next.callback(asker)  # type: ignore[arg-type]
    turned = sent(asker.response.edit_message)
    assert turned["embeds"][0].footer.text == "Page 2/2 · 15 people"
    assert [(b.label, b.disabled) for b in view.children] == [  # type: ignore[attr-defined]
        ("◀ Previous", False), ("Page 2/2", True), ("Next ▶", True),
    ]  # fmt: skip


async def test_pages_disable_themselves_when_they_time_out(cog: Questions) -> None:
    msg = Msg("who has the most experience?")
    await cog.respond(msg, addressed=False)
    view = sent(msg.reply)["view"]
    view.message = AsyncMock()
    await view.on_timeout()
    assert all(item.disabled for item in view.children)
    view.message.edit.assert_awaited_once_with(view=view)


async def test_team_channel_chatter_gets_no_reply(cog: Questions, bot: ProfileBot) -> None:
    msg = Msg("anyone up for lunch?")
    await cog.respond(msg, addressed=False)
    assert msg.reply.await_count == 0


async def test_cooldown_answers_once_with_the_time_left(cog: Questions) -> None:
    replies = []
    for _ in range(5):
        msg = Msg("!who knows triton")
        await cog.respond(msg, addressed=True)
        replies.append(msg.reply.await_args.args if msg.reply.await_count else None)
    assert replies[:3] == [(), (), ()]  # answered with embeds, no positional content
    assert replies[3] is not None and replies[3][0].startswith(
        "You are asking quickly: try again in "
    )
    assert replies[4] is None


async def test_slash_whoknows_and_its_autocomplete(cog: Questions, snapshot: Any) -> None:
    inter = Inter()
    await cog.whoknows_slash.callback(cog, inter, skill="tritn")  # type: ignore[arg-type]
    kwargs = sent(inter.response.send_message)
    assert kwargs["embeds"][0].title == "5 people know triton"
    choices = await cog._complete_skill(Inter(), "tr")  # type: ignore[arg-type]
    assert [(c.name, c.value) for c in choices] == [("triton", "triton")]
    choices = await cog._complete_skill(Inter(), "")  # type: ignore[arg-type]
    assert len(choices) == 25 and choices[0].name == "python"


async def test_slash_profile_and_name_autocomplete(cog: Questions) -> None:
    inter = Inter()
    await cog.profile_slash.callback(cog, inter, name="Chaofan Lin")  # type: ignore[arg-type]
    assert sent(inter.response.send_message)["embeds"][0].title == "Chaofan Lin"
    choices = await cog._complete_name(Inter(), "zhao")  # type: ignore[arg-type]
    assert [c.value for c in choices] == ["Chenggang Zhao", "Wei Zhao"]


async def test_blank_slash_options_get_the_usage_line(cog: Questions) -> None:
    inter = Inter()
    await cog.profile_slash.callback(cog, inter, name=" ")  # type: ignore[arg-type]
    kwargs = sent(inter.response.send_message)
    assert (kwargs["content"], kwargs["embeds"]) == (
        "Usage: `!profile <name>`, for example `!profile chenggang`.", [],
    )  # fmt: skip
    inter = Inter()
    await cog.whoknows_slash.callback(cog, inter, skill="")  # type: ignore[arg-type]
    assert sent(inter.response.send_message)["content"] == (
        "Usage: `!who knows <skill>`, for example `!who knows triton`."
    )


async def test_slash_ask_answers_any_question(cog: Questions) -> None:
    inter = Inter()
    await cog.ask_slash.callback(cog, inter, question="anyone in Shanghai?")  # type: ignore[arg-type]
    assert sent(inter.response.send_message)["embeds"][0].title == "3 people in Shanghai"


async def test_allowed_guilds_keep_the_bot_quiet_elsewhere(snapshot: Any) -> None:
    bot = ProfileBot(Settings(allowed_guild_ids=frozenset({GUILD})), snapshot)
    assert bot.guild_allowed(Stub(GUILD)) and not bot.guild_allowed(Stub(999))
    assert await bot.tree.interaction_check(Inter(guild=Stub(999))) is False  # type: ignore[arg-type]
    assert await bot.tree.interaction_check(Inter(guild=None)) is False  # type: ignore[arg-type]
    assert await bot.tree.interaction_check(Inter(guild=Stub(GUILD))) is True  # type: ignore[arg-type]


async def test_reload_is_for_the_owner_or_the_role(snapshot: Any, tmp_path: Any) -> None:
    bot = ProfileBot(Settings(reload_role_id=77, data_path=FIXTURES / "profiles"), snapshot)
    bot.is_owner = AsyncMock(return_value=False)  # type: ignore[method-assign]
    admin = Admin(bot)
    msg = Msg("!reload", author=Stub(ALICE, roles=[Stub(77)]))
    ctx = type("Ctx", (), {"author": msg.author, "reply": msg.reply, "guild": msg.guild})()
    await Admin.reload.callback(admin, ctx)
    text = msg.reply.await_args.args[0]
    assert text.startswith("```\nLoaded 15 profiles from ")
    # Warnings may quote a file's lines: Discord is told how many, the log what they say.
    assert text.endswith(
        "tests/fixtures/profiles (15 files read).\nWarnings: 1, in the bot's log.\n```"
    )
    assert len(bot.snapshot.report.profiles) == 15
    outsider = type("Ctx", (), {"author": Stub(BOB), "reply": AsyncMock(), "guild": msg.guild})()
    with pytest.raises(discord.ext.commands.CheckFailure):
        await Admin.reload.callback(admin, outsider)


@pytest.mark.parametrize(
    ("error", "text"),
    [
        (discord.ext.commands.CommandNotFound(), None),
        (discord.ext.commands.NotOwner(), "Only the bot's owner can use that command."),
        (discord.ext.commands.CheckFailure("Only the owner or the reload role can reload the data."),
         "Only the owner or the reload role can reload the data."),
        (RuntimeError("boom"), "Something went wrong while answering that; it has been logged."),
        (discord.ext.commands.BadArgument("[a](https://x.example) [Claim Nitro](https://evil.example)"),
         "I could not read that: \\[a\\]\\(https://x.example\\) "
         "\\[Claim Nitro\\]\\(https://evil.example\\) Try `!help`."),
    ],
)  # fmt: skip
def test_error_handler_tells_the_user_briefly(error: Exception, text: str | None) -> None:
    assert user_message(error) == text


async def test_unexpected_error_is_logged_with_its_traceback(
    bot: ProfileBot, caplog: pytest.LogCaptureFixture
) -> None:
    errors = Errors(bot)
    msg = Msg("!who knows triton")
    ctx = type("Ctx", (), {"message": msg, "reply": msg.reply})()
    try:
        raise RuntimeError("boom")
    except RuntimeError as exc:
        error = discord.ext.commands.CommandInvokeError(exc)
    await errors.on_command_error(ctx, error)  # type: ignore[arg-type]
    assert msg.reply.await_args.args == (
        "Something went wrong while answering that; it has been logged.",
    )
    assert "RuntimeError: boom" in caplog.text


async def test_extensions_load_and_a_broken_one_stops_start_up(
    snapshot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    bot = ProfileBot(Settings(), snapshot)
    await bot.setup_hook()
    assert sorted(bot.cogs) == ["Admin", "Errors", "Profiles", "Questions"]
    assert sorted(c.name for c in bot.tree.get_commands()) == ["ask", "profile", "profiles", "whoknows"]
    broken = ProfileBot(Settings(), snapshot)
    monkeypatch.setattr("bot.client.EXTENSIONS", ("bot.exts.nonexistent",))
    from bot.client import ExtensionLoadError

    with pytest.raises(
        ExtensionLoadError, match=r"extension bot\.exts\.nonexistent failed to load"
    ):
        await broken.setup_hook()


async def test_only_the_newest_views_stay_alive(monkeypatch: pytest.MonkeyPatch) -> None:
    from bot.exts import views

    monkeypatch.setattr(views, "MAX_LIVE_VIEWS", 2)
    monkeypatch.setattr(views, "_live", views.collections.deque())
    pages = [[discord.Embed(title="1")], [discord.Embed(title="2")]]
    made = [PagesView(pages, ALICE, timeout=60) for _ in range(3)]
    for view in made:
        views.attach(view, AsyncMock())
    assert [v.is_finished() for v in made] == [True, False, False]
    assert list(views._live) == made[1:]


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(text=st.text(max_size=400) | st.sampled_from([
    "@everyone who knows python", "<@1> <@&2> !profile zhao", "who has the most experience",
    "!who knows c++ @here", "compare <@3> and @everyone",
]))  # fmt: skip
def test_every_reply_pings_nobody(snapshot: Any, text: str) -> None:
    async def build() -> None:
        for addressed in (False, True):
            out = outgoing(snapshot.engine.answer(text, addressed=addressed), ALICE, 60)
            if out is not None:
                assert out.kwargs()["allowed_mentions"].to_dict() == {"parse": []}

    asyncio.run(build())


async def test_the_cooldown_is_checked_before_any_work(
    cog: Questions, bot: ProfileBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    read: list[str] = []
    answer = bot.engine.answer
    monkeypatch.setattr(
        bot.engine, "answer", lambda text, **kw: read.append(text) or answer(text, **kw)
    )
    for text in ("anyone up for lunch?", "tacos?", "ok"):  # chatter costs work too
        await cog.respond(Msg(text), addressed=False)
    quiet = Msg("more chatter")
    await cog.respond(quiet, addressed=False)
    asked = Msg("!who knows triton")
    await cog.respond(asked, addressed=True)
    assert read == ["anyone up for lunch?", "tacos?", "ok"]
    assert quiet.reply.await_count == 0
    assert asked.reply.await_args.args[0].startswith("You are asking quickly: try again in ")
    other = Msg("!who knows triton", author=Stub(BOB))
    await cog.respond(other, addressed=True)
    assert read[-1] == "!who knows triton"
    assert sent(other.reply)["embeds"][0].title == "5 people know triton"


async def test_autocomplete_reads_a_hundred_characters_and_stops_a_fast_typist(
    cog: Questions, bot: ProfileBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    typed: list[int] = []
    complete = bot.engine.directory.names.complete
    monkeypatch.setattr(
        bot.engine.directory.names,
        "complete",
        lambda text, limit: typed.append(len(text)) or complete(text, limit),
    )
    choices = await cog._complete_name(Inter(), "zhao" + " " * 6000)  # type: ignore[arg-type]
    assert [c.value for c in choices] == ["Chenggang Zhao", "Wei Zhao"]
    assert typed == [100]
    for _ in range(29):
        await cog._complete_name(Inter(), "wei")  # type: ignore[arg-type]
    assert await cog._complete_name(Inter(), "wei") == []  # type: ignore[arg-type]
    assert len(typed) == 30
    assert [c.value for c in await cog._complete_name(Inter(user=Stub(BOB)), "wei")] == ["Wei Zhao"]  # type: ignore[arg-type]
