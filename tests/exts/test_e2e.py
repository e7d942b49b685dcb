"""The bot end to end: the unmodified discord.py client against a fake Discord on 127.0.0.1."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator
from typing import Any

import pytest

from bot.client import ProfileBot, serve
from bot.config import Settings
from bot.errors import StartError
from bot.exts.views import NOT_YOURS
from bot.render.embeds import illustrate, render
from bot.snapshot.load import load_snapshot
from bot.testing.fakediscord import FakeDiscord, running
from tests.conftest import team_snapshot

NO_PINGS = {"parse": []}
NO_PINGS_REPLY = {"parse": [], "replied_user": False}  # a reply that does not ping its asker


@pytest.fixture
async def bot(fake: FakeDiscord) -> AsyncIterator[ProfileBot]:
    settings = Settings(
        team_channel_ids=frozenset({fake.team_channel_id}), cooldown_rate=100, page_timeout=30
    )
    client = ProfileBot(settings, team_snapshot(), guild_ready_timeout=0.05)
    async with running(client, fake):
        yield client


def expected_embeds(question: str) -> list[dict[str, Any]]:
    reply = illustrate(render(team_snapshot().engine.answer(question)))
    return [e.to_dict() for e in reply.embeds]


async def reply_to(fake: FakeDiscord, content: str, **kwargs: Any) -> dict[str, Any]:
    start = len(fake.messages)
    await fake.send_message(content, **kwargs)
    return await fake.wait_for("messages", start=start)


async def nothing_more(fake: FakeDiscord, count: int) -> None:
    await asyncio.sleep(0.2)
    assert len(fake.messages) == count, fake.messages[count:]


async def test_who_knows_posts_the_ranked_embed(fake: FakeDiscord, bot: ProfileBot) -> None:
    sent = await reply_to(fake, "!who knows triton")
    assert sent["channel_id"] == fake.team_channel_id
    assert sent["json"]["embeds"] == expected_embeds("!who knows triton")
    assert sent["json"]["embeds"][0]["title"] == "5 people know triton"
    assert sent["json"]["allowed_mentions"] == NO_PINGS_REPLY


async def test_mention_and_team_channel_questions_are_answered_chatter_is_not(
    fake: FakeDiscord, bot: ProfileBot
) -> None:
    mention = await reply_to(
        fake, f"<@{fake.bot_id}> anyone in Shanghai?", channel_id=fake.other_channel_id,
        mentions=[fake.bot_id],
    )  # fmt: skip
    assert mention["channel_id"] == fake.other_channel_id
    assert mention["json"]["embeds"][0]["title"] == "3 people in Shanghai"
    team = await reply_to(fake, "who works at DeepSeek?")
    assert team["json"]["embeds"][0]["title"] == "3 people at DeepSeek AI"
    count = len(fake.messages)
    await fake.send_message("anyone up for lunch?")
    await fake.send_message("who knows triton?", channel_id=fake.other_channel_id)
    await fake.send_message("!who knows triton", bot=True)
    await nothing_more(fake, count)


async def test_pages_turn_with_buttons_and_only_for_the_asker(
    fake: FakeDiscord, bot: ProfileBot
) -> None:
    sent = await reply_to(fake, "who has the most experience?")
    assert sent["json"]["embeds"][0]["footer"]["text"] == "Page 1/2 · 15 people"
    buttons = sent["json"]["components"][0]["components"]
    assert [(b["label"], b.get("disabled", False)) for b in buttons] == [
        ("◀ Previous", True), ("Page 1/2", True), ("Next ▶", False),
    ]  # fmt: skip
    next_id = buttons[2]["custom_id"]
    start = len(fake.interaction_responses)
    await fake.click(sent["id"], next_id, user_id=fake.other_user_id)
    refused = await fake.wait_for("interaction_responses", start=start)
    assert refused["json"]["type"] == 4
    assert refused["json"]["data"]["content"] == NOT_YOURS
    assert refused["json"]["data"]["flags"] == 64  # ephemeral
    start = len(fake.interaction_responses)
    await fake.click(sent["id"], next_id, user_id=fake.user_id)
    turned = await fake.wait_for("interaction_responses", start=start)
    assert turned["json"]["type"] == 7  # the message is updated in place
    assert turned["json"]["data"]["embeds"][0]["footer"]["text"] == "Page 2/2 · 15 people"
    labels = [b["label"] for b in turned["json"]["data"]["components"][0]["components"]]
    assert labels == ["◀ Previous", "Page 2/2", "Next ▶"]


async def test_ambiguous_name_select_opens_the_chosen_card(
    fake: FakeDiscord, bot: ProfileBot
) -> None:
    sent = await reply_to(fake, "!profile zhao")
    assert sent["json"]["embeds"][0]["title"] == "2 people match “zhao”: which one?"
    select = sent["json"]["components"][0]["components"][0]
    assert [(o["label"], o["value"]) for o in select["options"]] == [
        ("Chenggang Zhao", "0"), ("Wei Zhao", "1"),
    ]  # fmt: skip
    start = len(fake.interaction_responses)
    await fake.click(sent["id"], select["custom_id"], component_type=3, values=["1"])
    opened = await fake.wait_for("interaction_responses", start=start)
    assert opened["json"]["type"] == 7
    assert opened["json"]["data"]["embeds"] == expected_embeds("!profile wei zhao")
    assert opened["json"]["data"]["embeds"][0]["image"] == {"url": "attachment://skills-wei-zhao.png"}
    assert opened["files"] == ["skills-wei-zhao.png"]
    assert opened["json"]["data"]["components"] == []


async def test_slash_profile_and_its_autocomplete(fake: FakeDiscord, bot: ProfileBot) -> None:
    start = len(fake.interaction_responses)
    await fake.autocomplete("profile", "name", "zha")
    choices = await fake.wait_for("interaction_responses", start=start)
    assert choices["json"] == {
        "type": 8,
        "data": {"choices": [
            {"name": "Chenggang Zhao", "value": "Chenggang Zhao"},
            {"name": "Wei Zhao", "value": "Wei Zhao"},
        ]},
    }  # fmt: skip
    start = len(fake.interaction_responses)
    await fake.slash_command("profile", {"name": "Chaofan Lin"})
    card = await fake.wait_for("interaction_responses", start=start)
    assert card["json"]["type"] == 4
    assert card["json"]["data"]["embeds"] == expected_embeds("!profile chaofan lin")
    assert card["json"]["data"]["embeds"][0]["image"] == {"url": "attachment://skills-chaofan-lin.png"}
    assert card["files"] == ["skills-chaofan-lin.png"]
    assert card["json"]["data"]["allowed_mentions"] == NO_PINGS


async def test_slash_whoknows_autocomplete(fake: FakeDiscord, bot: ProfileBot) -> None:
    start = len(fake.interaction_responses)
    await fake.autocomplete("whoknows", "skill", "k8")
    choices = await fake.wait_for("interaction_responses", start=start)
    assert choices["json"]["data"]["choices"] == [{"name": "kubernetes", "value": "kubernetes"}]


async def test_everyone_in_a_question_pings_nobody(fake: FakeDiscord, bot: ProfileBot) -> None:
    sent = await reply_to(fake, "@everyone !who knows @everyone", mention_everyone=True)
    assert sent["json"]["allowed_mentions"] == NO_PINGS_REPLY
    assert "@everyone" not in (sent["json"].get("content") or "").replace("@\u200b", "")


async def test_owner_syncs_the_tree_with_autocomplete(fake: FakeDiscord, bot: ProfileBot) -> None:
    sent = await reply_to(fake, "!sync", author_id=fake.owner_id)
    assert sent["json"]["content"] == (
        "Synced 4 commands to this server: /whoknows, /profile, /ask, /profiles."
    )
    sync = fake.command_syncs[-1]
    assert sync["guild_id"] == fake.guild_id
    commands = {c["name"]: c for c in sync["json"]}
    assert sorted(commands) == ["ask", "profile", "profiles", "whoknows"]
    assert [(o["name"], o.get("autocomplete")) for o in commands["whoknows"]["options"]] == [
        ("skill", True)
    ]
    assert [(o["name"], o.get("autocomplete")) for o in commands["profile"]["options"]] == [
        ("name", True)
    ]
    refused = await reply_to(fake, "!sync", author_id=fake.user_id)
    assert refused["json"]["content"] == "Only the bot's owner can use that command."


async def test_a_429_is_waited_out_and_the_reply_still_arrives(
    fake: FakeDiscord, bot: ProfileBot
) -> None:
    fake.rate_limit_next("POST", f"/channels/{fake.team_channel_id}/messages", retry_after=0.1)
    sent = await reply_to(fake, "!who knows triton")
    assert sent["json"]["embeds"][0]["title"] == "5 people know triton"
    posts = [
        r for r in fake.requests if r == ("POST", f"/channels/{fake.team_channel_id}/messages")
    ]
    assert len(posts) == 2
    await nothing_more(fake, 1)


async def test_a_profile_holding_mentions_pings_nobody(fake: FakeDiscord, tmp_path: Any) -> None:
    record = '{"id": "eve", "name": "Eve <@&123> @everyone", "headline": "Ping <@456> at @here"}'
    (tmp_path / "eve.json").write_text(record)
    snapshot = load_snapshot(tmp_path)
    client = ProfileBot(Settings(cooldown_rate=100), snapshot, guild_ready_timeout=0.05)
    async with running(client, fake):
        sent = await reply_to(fake, "!profile eve")
    card = sent["json"]["embeds"][0]
    assert sent["json"]["allowed_mentions"] == NO_PINGS_REPLY
    assert card["title"] == "Eve <@\u200b&123> @\u200beveryone"
    assert card["description"].startswith("**Ping <@\u200b456> at @\u200bhere**")


async def test_a_guild_not_allowed_and_direct_messages_get_silence(fake: FakeDiscord) -> None:
    settings = Settings(
        allowed_guild_ids=frozenset({fake.guild_id + 1}),
        team_channel_ids=frozenset({fake.team_channel_id}),
        cooldown_rate=100,
    )
    client = ProfileBot(settings, team_snapshot(), guild_ready_timeout=0.05)
    async with running(client, fake):
        await fake.slash_command("profile", {"name": "wei"})  # registered on the first sync
        for text in ("!who knows triton", "!profile", "!reload", "!sync", "!nosuchcommand",
                     "!who knows", "who knows triton?", f"<@{fake.bot_id}> help"):  # fmt: skip
            await fake.send_message(text)
            await fake.send_message(text, author_id=fake.owner_id)
            await fake.send_message(text, direct=True)
        await fake.slash_command("whoknows", {"skill": "triton"})
        await fake.autocomplete("profile", "name", "zha")
        await nothing_more(fake, 0)
        assert fake.interaction_responses == []
        assert fake.followups == []


def slow(
    client: ProfileBot, monkeypatch: pytest.MonkeyPatch, seconds: dict[str, float]
) -> list[str]:
    """Make the engine take that long on those questions; the order it starts and ends them."""
    steps: list[str] = []
    answer = client.engine.answer

    def timed(text: str, **kwargs: Any) -> Any:
        steps.append(f"start {text}")
        time.sleep(seconds.get(text, 0.0))
        steps.append(f"end {text}")
        return answer(text, **kwargs)

    monkeypatch.setattr(client.engine, "answer", timed)
    return steps


async def test_a_slow_question_delays_nobody_s_computing_and_answers_keep_their_order(
    fake: FakeDiscord, bot: ProfileBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    steps = slow(bot, monkeypatch, {"!who knows rust": 0.5})
    await fake.send_message("!who knows rust")
    await fake.send_message("!who knows triton", author_id=fake.other_user_id)
    second = await fake.wait_for("messages", start=1)
    assert steps == [
        "start !who knows rust", "start !who knows triton", "end !who knows triton",
        "end !who knows rust",
    ]  # fmt: skip
    titles = [m["json"]["embeds"][0]["title"] for m in fake.messages]
    assert titles == ["5 people know rust", "5 people know triton"]
    assert second is fake.messages[1]


async def test_a_slow_slash_answer_is_deferred_then_shown(
    fake: FakeDiscord, bot: ProfileBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    slow(bot, monkeypatch, {"who knows triton": 0.4})
    questions = bot.get_cog("Questions")
    monkeypatch.setattr(questions, "defer_after", 0.05)
    await fake.slash_command("whoknows", {"skill": "triton"})
    thinking = await fake.wait_for("interaction_responses")
    assert thinking["json"] == {"type": 5}
    edit = await fake.wait_for("edits")
    assert edit["json"]["embeds"] == expected_embeds("!who knows triton")
    await fake.slash_command("whoknows", {"skill": "rust"})  # quick: answered at once
    answered = await fake.wait_for("interaction_responses", start=1)
    assert answered["json"]["type"] == 4
    assert answered["json"]["data"]["embeds"][0]["title"] == "5 people know rust"


async def test_a_refused_token_intent_or_network_is_one_line_saying_what_to_do(
    fake: FakeDiscord,
) -> None:
    def bot() -> ProfileBot:
        return ProfileBot(Settings(watch_data=False), team_snapshot(), guild_ready_timeout=0.05)

    with pytest.raises(StartError) as refused:
        await serve(bot(), "not.the.token")
    assert str(refused.value) == (
        "Discord refused the token: set DISCORD_TOKEN to the bot's token "
        "(Developer Portal → your application → Bot → Reset Token)."
    )
    fake.intents_refused = 1 << 15  # Message Content not enabled for the application
    with pytest.raises(StartError) as refused:
        await asyncio.wait_for(serve(bot(), fake.token), 10)
    assert str(refused.value).startswith("Discord refused the Message Content intent: enable it")
    await fake.close()  # nothing listens on its port any more
    with pytest.raises(StartError) as unreachable:
        await serve(bot(), fake.token)
    assert str(unreachable.value).startswith("Could not reach Discord (")
    assert str(unreachable.value).endswith("): check the network.")


async def test_over_the_cooldown_nothing_is_computed_and_the_asker_is_told_once(
    fake: FakeDiscord, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings = Settings(
        team_channel_ids=frozenset({fake.team_channel_id}), cooldown_rate=2, cooldown_seconds=60
    )
    client = ProfileBot(settings, team_snapshot(), guild_ready_timeout=0.05)
    async with running(client, fake):
        steps = slow(client, monkeypatch, {})
        await fake.send_message("lunch anyone?")  # chatter: no reply, but it was read
        await reply_to(fake, "!who knows rust")
        told = await reply_to(fake, "!who knows triton")
        assert told["json"]["content"].startswith("You are asking quickly: try again in ")
        await fake.send_message("!who knows go")
        await fake.send_message("more chatter")
        await fake.autocomplete("profile", "name", "zha")  # typing is allowed meanwhile
        await fake.wait_for("interaction_responses")
        await nothing_more(fake, 2)
    assert steps == [
        "start lunch anyone?", "end lunch anyone?", "start !who knows rust", "end !who knows rust",
    ]  # fmt: skip


async def test_autocomplete_of_six_thousand_characters_reads_the_first_hundred(
    fake: FakeDiscord, bot: ProfileBot
) -> None:
    await fake.autocomplete("profile", "name", "zhao" + " " * 5996)
    choices = await fake.wait_for("interaction_responses")
    assert choices["json"]["data"]["choices"] == [
        {"name": "Chenggang Zhao", "value": "Chenggang Zhao"},
        {"name": "Wei Zhao", "value": "Wei Zhao"},
    ]


@pytest.mark.parametrize(
    ("question", "files"),
    [
        ("!profile chenggang", ["skills-chenggang-zhao.png"]),
        ("!ask compare chenggang and chaofan", ["compare-chenggang-zhao-chaofan-lin.png"]),
        ("!team", ["team-skills.png", "team-years.png"]),
    ],
)
async def test_a_chart_goes_in_the_same_message_as_its_embed(
    fake: FakeDiscord, bot: ProfileBot, question: str, files: list[str]
) -> None:
    count = len(fake.messages)
    sent = await reply_to(fake, question)
    assert sent["files"] == files  # one multipart upload with the embeds
    assert sent["json"]["embeds"] == expected_embeds(question)
    assert [e["image"]["url"] for e in sent["json"]["embeds"]] == [
        f"attachment://{name}" for name in files
    ]
    await nothing_more(fake, count + 1)


async def test_an_answer_without_a_chart_uploads_nothing(fake: FakeDiscord, bot: ProfileBot) -> None:
    sent = await reply_to(fake, "!who knows triton")
    assert sent["files"] == []
    assert "image" not in sent["json"]["embeds"][0]
