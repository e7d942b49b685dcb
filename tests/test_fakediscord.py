"""The fake Discord works with the real, unmodified discord.py client."""

from __future__ import annotations

import asyncio
from typing import Any

import aiohttp
import discord
from discord import app_commands

from bot.testing.fakediscord import TOKEN, FakeDiscord, running

F = FakeDiscord  # the fixed ids are class attributes, usable in class bodies below


def intents() -> discord.Intents:
    result = discord.Intents.default()
    result.message_content = True
    return result


class PingClient(discord.Client):
    """Answers "ping" with "pong" and "buttons" with a message holding a button."""

    def __init__(self) -> None:
        # guild_ready_timeout: on_ready fires this long after the last GUILD_CREATE (default 2 s).
        super().__init__(intents=intents(), guild_ready_timeout=0.05)
        self.resumed = 0

    async def on_message(self, message: discord.Message) -> None:
        if message.author.bot:
            return
        if message.content == "ping":
            await message.channel.send(
                "pong",
                embed=discord.Embed(title="pong", description="hi"),
                allowed_mentions=discord.AllowedMentions.none(),
            )
        elif message.content == "buttons":
            await message.channel.send("choose", view=Buttons())

    async def on_resumed(self) -> None:
        self.resumed += 1


class Buttons(discord.ui.View):
    def __init__(self) -> None:
        super().__init__(timeout=None)  # no timeout task left running after the test

    @discord.ui.button(label="Yes", custom_id="yes")
    async def yes(
        self, interaction: discord.Interaction, button: discord.ui.Button[Buttons]
    ) -> None:
        await interaction.response.edit_message(
            content=f"clicked by {interaction.user.name}", view=None
        )
        await interaction.followup.send("thanks", ephemeral=True)


class TreeClient(discord.Client):
    """A global slash command and a guild command with autocomplete, synced in setup_hook."""

    def __init__(self) -> None:
        super().__init__(intents=intents(), guild_ready_timeout=0.05)
        self.tree = app_commands.CommandTree(self)

        @self.tree.command(name="echo", description="Say it back")
        async def echo(interaction: discord.Interaction, text: str) -> None:
            await interaction.response.send_message(f"echo {text}")
            await interaction.followup.send("and again")
            await interaction.edit_original_response(content=f"echo {text}!")

        @self.tree.command(
            name="pick", description="Pick a fruit", guild=discord.Object(F.guild_id)
        )
        async def pick(interaction: discord.Interaction, fruit: str) -> None:
            await interaction.response.send_message(fruit)

        @pick.autocomplete("fruit")
        async def fruit_choices(
            interaction: discord.Interaction, current: str
        ) -> list[app_commands.Choice[str]]:
            return [
                app_commands.Choice(name=f, value=f)
                for f in ("apple", "banana", "mango")
                if current in f
            ]

    async def setup_hook(self) -> None:
        await self.tree.sync()
        await self.tree.sync(guild=discord.Object(F.guild_id))


class AttachmentClient(discord.Client):
    """Answers a message with files with the first file's name and the length of its bytes,
    /profiles add with the attached file's name, size and length of its bytes, and
    /profiles admin drop (a subcommand of a subcommand group) with the name it was given."""

    def __init__(self) -> None:
        super().__init__(intents=intents(), guild_ready_timeout=0.05)
        self.tree = app_commands.CommandTree(self)
        self.seen: list[discord.Attachment] = []
        profiles = app_commands.Group(name="profiles", description="Team profiles")

        @profiles.command(name="add", description="Add a profile from a file")
        async def add(
            interaction: discord.Interaction, file: discord.Attachment, note: str
        ) -> None:
            self.seen.append(file)
            data = await file.read()
            await interaction.response.send_message(
                f"{file.filename} {file.size} {len(data)} {note}"
            )

        admin = app_commands.Group(name="admin", description="Manage profiles", parent=profiles)

        @admin.command(name="drop", description="Drop a profile")
        async def drop(interaction: discord.Interaction, name: str) -> None:
            await interaction.response.send_message(f"dropped {name}")

        self.tree.add_command(profiles, guild=discord.Object(F.guild_id))

    async def setup_hook(self) -> None:
        await self.tree.sync(guild=discord.Object(F.guild_id))

    async def on_message(self, message: discord.Message) -> None:
        if message.author.bot or not message.attachments:
            return
        self.seen.extend(message.attachments)
        first = message.attachments[0]
        data = await first.read()
        await message.channel.send(f"{first.filename} {len(data)}")


async def test_login_reaches_ready_and_sees_the_guild(fake: FakeDiscord) -> None:
    ready = asyncio.Event()

    class Client(discord.Client):
        async def on_ready(self) -> None:
            ready.set()

    # With the members intent the GUILD_CREATE members are cached (member_count == len(members),
    # so discord.py sees the guild as chunked and sends no REQUEST_GUILD_MEMBERS).
    client = Client(intents=intents() | discord.Intents(members=True), guild_ready_timeout=0.05)
    async with running(client, fake):
        await asyncio.wait_for(ready.wait(), 2)
        assert client.user is not None and client.user.id == fake.bot_id
        assert client.application_id == fake.app_id
        guild = client.get_guild(fake.guild_id)
        assert guild is not None and guild.owner_id == fake.owner_id
        assert [c.name for c in guild.text_channels] == ["team", "other"]
        assert client.get_channel(fake.team_channel_id) is guild.text_channels[0]
        alice = guild.get_member(fake.user_id)
        assert alice is not None and alice.name == "alice"
        assert [r.id for r in alice.roles] == [fake.guild_id, fake.role_id]
        assert guild.me.id == fake.bot_id and guild.chunked
        app = await client.application_info()
        assert app.owner.id == fake.owner_id
    assert ("GET", "/users/@me") in fake.requests
    assert "compress=zlib-stream" in fake.gateway_urls[0]
    identify = next(p for p in fake.gateway_received if p["op"] == 2)
    assert identify["d"]["token"] == TOKEN


async def test_json_responses_have_exact_content_type(fake: FakeDiscord) -> None:
    async with aiohttp.ClientSession() as session:
        for path in ("/users/@me", "/gateway/bot", "/no/such/route"):
            async with session.get(fake.base_url + path) as response:
                assert response.headers["Content-Type"] == "application/json"
                assert isinstance(await response.json(), dict)
    assert ("GET", "/no/such/route") in fake.requests


async def test_ping_gets_pong_with_embed_and_no_mentions(fake: FakeDiscord) -> None:
    async with running(PingClient(), fake):
        await fake.send_message("ping")
        sent = await fake.wait_for("messages")
    assert sent["channel_id"] == fake.team_channel_id
    body: dict[str, Any] = sent["json"]
    assert body["content"] == "pong"
    assert body["embeds"] == [discord.Embed(title="pong", description="hi").to_dict()]
    assert body["embeds"][0]["title"] == "pong"
    assert body["allowed_mentions"] == {"parse": []}


async def test_rate_limited_message_is_retried_once(fake: FakeDiscord) -> None:
    fake.rate_limit_next("POST", "/messages", retry_after=0.05)
    async with running(PingClient(), fake):
        await fake.send_message("ping")
        await fake.wait_for("messages")
        await asyncio.sleep(0.1)  # a wrong second send would show up here
    assert [m["json"]["content"] for m in fake.messages] == ["pong"]
    posts = [
        r for r in fake.requests if r == ("POST", f"/channels/{fake.team_channel_id}/messages")
    ]
    assert len(posts) == 2


async def test_slash_command_sync_response_followup_and_edit(fake: FakeDiscord) -> None:
    async with running(TreeClient(), fake):
        syncs = {s["guild_id"]: [c["name"] for c in s["json"]] for s in fake.command_syncs}
        assert syncs == {None: ["echo"], fake.guild_id: ["pick"]}
        iid = await fake.slash_command("echo", {"text": "hi"})
        response = await fake.wait_for("interaction_responses")
        followup = await fake.wait_for("followups")
        edit = await fake.wait_for("edits")
    assert response["interaction_id"] == iid
    assert response["json"]["type"] == 4
    assert response["json"]["data"]["content"] == "echo hi"
    assert followup["json"]["content"] == "and again"
    assert edit["token"] == response["token"] and edit["json"]["content"] == "echo hi!"


async def test_autocomplete_gets_choices(fake: FakeDiscord) -> None:
    async with running(TreeClient(), fake):
        await fake.autocomplete("pick", "fruit", "an")
        response = await fake.wait_for("interaction_responses")
    assert response["json"]["type"] == 8
    assert response["json"]["data"]["choices"] == [
        {"name": "banana", "value": "banana"},
        {"name": "mango", "value": "mango"},
    ]


async def test_button_click_reaches_the_view(fake: FakeDiscord) -> None:
    async with running(PingClient(), fake):
        await fake.send_message("buttons")
        sent = await fake.wait_for("messages")
        button = sent["json"]["components"][0]["components"][0]
        assert button["custom_id"] == "yes"
        await fake.click(sent["id"], "yes", user_id=fake.other_user_id)
        response = await fake.wait_for("interaction_responses")
        followup = await fake.wait_for("followups")
    assert response["json"]["type"] == 7
    assert response["json"]["data"]["content"] == "clicked by bob"
    assert response["json"]["data"]["components"] == []
    assert followup["json"]["content"] == "thanks" and followup["json"]["flags"] == 64


async def test_client_resumes_after_gateway_drop(fake: FakeDiscord) -> None:
    client = PingClient()
    async with running(client, fake):
        await fake.send_message("ping")
        await fake.wait_for("messages")
        await fake.drop_gateway()
        await fake.send_message("ping")  # waits until the client has resumed
        await fake.wait_for("messages", start=1)
        await asyncio.sleep(0.1)
        assert client.resumed == 1
    assert len(fake.messages) == 2
    assert [p["op"] for p in fake.gateway_received if p["op"] in (2, 6)] == [2, 6]


async def test_client_identifies_again_when_resume_is_refused(fake: FakeDiscord) -> None:
    class Client(PingClient):
        async def before_identify_hook(
            self, shard_id: int | None, *, initial: bool = False
        ) -> None:
            pass  # the default sleeps 5 s before every identify but the first

    async with running(Client(), fake):
        await fake.drop_gateway(resumable=False)
        await fake.send_message("ping")
        await fake.wait_for("messages")
        await asyncio.sleep(0.1)
    assert len(fake.messages) == 1
    assert [p["op"] for p in fake.gateway_received if p["op"] in (2, 6)] == [2, 6, 2]


async def test_patch_restores_the_real_endpoints() -> None:
    server = FakeDiscord()
    await server.start()
    try:
        with server.patch():
            assert server.base_url == discord.http.Route.BASE
            assert str(discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY) == server.gateway_url
    finally:
        await server.close()
    assert discord.http.Route.BASE == "https://discord.com/api/v10"
    assert str(discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY) == "wss://gateway.discord.gg/"


async def test_message_attachments_are_downloaded_from_the_fake(fake: FakeDiscord) -> None:
    client = AttachmentClient()
    files = [("notes.txt", b"hello world"), ("team.jsonl", b'{"name": "Alice"}\n')]
    async with running(client, fake):
        await fake.send_message("two files", attachments=files)
        sent = await fake.wait_for("messages")
    assert sent["json"]["content"] == "notes.txt 11"
    notes, team = client.seen
    path = f"/attachments/{fake.team_channel_id}/{notes.id}/notes.txt"
    assert fake.downloads == [path]  # only the first file was read
    assert notes.url == notes.proxy_url == f"http://127.0.0.1:{fake.port}{path}"
    assert (notes.filename, notes.size, notes.content_type) == ("notes.txt", 11, "text/plain")
    assert (team.filename, team.size, team.content_type) == ("team.jsonl", 18, "application/json")
    assert (
        team.url
        == f"http://127.0.0.1:{fake.port}/attachments/{fake.team_channel_id}/{team.id}/team.jsonl"
    )
    assert not notes.ephemeral and not notes.is_spoiler() and notes.flags.value == 0


async def test_attachment_urls_serve_the_bytes_and_404_for_unknown_ones(fake: FakeDiscord) -> None:
    client = AttachmentClient()
    async with running(client, fake):
        await fake.send_message("a file", attachments=[("my notes.json", b"[1, 2]")])
        sent = await fake.wait_for("messages")
    assert sent["json"]["content"] == "my notes.json 6"
    (attachment,) = client.seen
    path = f"/attachments/{fake.team_channel_id}/{attachment.id}/my notes.json"
    assert (
        attachment.url
        == f"http://127.0.0.1:{fake.port}/attachments/{fake.team_channel_id}/{attachment.id}/my%20notes.json"
    )
    async with aiohttp.ClientSession() as session:
        async with session.get(attachment.url) as response:
            assert response.status == 200
            assert response.headers["Content-Type"] == "application/json"
            assert await response.read() == b"[1, 2]"
        unknown = (
            f"http://127.0.0.1:{fake.port}/attachments/{fake.team_channel_id}/1/my%20notes.json"
        )
        async with session.get(unknown) as response:
            assert response.status == 404
    assert fake.downloads == [path, path]


async def test_slash_subcommand_receives_the_attached_file(fake: FakeDiscord) -> None:
    client = AttachmentClient()
    async with running(client, fake):
        (sync,) = fake.command_syncs
        assert sync["guild_id"] == fake.guild_id
        (group,) = sync["json"]
        assert (group["name"], group["type"]) == ("profiles", 1)
        add = group["options"][0]
        assert (add["name"], add["type"]) == ("add", 1)
        assert [(o["name"], o["type"]) for o in add["options"]] == [("file", 11), ("note", 3)]
        iid = await fake.slash_command(
            "profiles",
            {"note": "new hire"},
            subcommand="add",
            attachments={"file": ("alice.json", b'{"name": "Alice"}')},
        )
        response = await fake.wait_for("interaction_responses")
    assert response["interaction_id"] == iid
    assert response["json"]["type"] == 4
    assert response["json"]["data"]["content"] == "alice.json 17 17 new hire"
    (file,) = client.seen
    assert file.ephemeral and file.content_type == "application/json"
    assert fake.downloads == [f"/ephemeral-attachments/{fake.team_channel_id}/{file.id}/alice.json"]


async def test_subcommand_of_a_subcommand_group_is_found(fake: FakeDiscord) -> None:
    async with running(AttachmentClient(), fake):
        (group,) = fake.command_syncs[0]["json"]
        assert [(o["name"], o["type"]) for o in group["options"]] == [("add", 1), ("admin", 2)]
        await fake.slash_command("profiles", {"name": "bob"}, subcommand="admin drop")
        response = await fake.wait_for("interaction_responses")
    assert response["json"]["data"]["content"] == "dropped bob"
    assert fake.downloads == []
