"""Managing a server's profiles from Discord, through the real client and the fake Discord."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from bot.client import ProfileBot
from bot.config import Settings
from bot.testing.fakediscord import FakeDiscord, running
from tests.conftest import ROOT

ADA = json.dumps({
    "id": "ada-quill", "name": "Ada Quill", "headline": "Engineer at Initech",
    "skills": [{"name": "zig", "score": 9}, {"name": "rust", "score": 7}],
}).encode()  # fmt: skip


@pytest.fixture
def data(tmp_path: Path) -> Path:
    folder = tmp_path / "data"
    folder.mkdir()
    for name in ("chaofan-lin.txt", "chenggang-zhao.txt"):
        shutil.copy(ROOT / "data" / "profiles" / name, folder / name)
    return folder


def bot_for(fake: FakeDiscord, data: Path) -> ProfileBot:
    settings = Settings(
        data_path=data, cooldown_rate=1000, watch_data=False, charts=False,
        team_channel_ids=frozenset({fake.team_channel_id}),
        profile_manager_role_ids=frozenset({fake.role_id}),
    )  # fmt: skip
    return ProfileBot(settings, guild_ready_timeout=0.05)


async def said(fake: FakeDiscord, content: str, **kwargs: object) -> str:
    start = len(fake.messages)
    await fake.send_message(content, **kwargs)  # type: ignore[arg-type]
    sent = await fake.wait_for("messages", start=start)
    embeds = sent["json"].get("embeds") or []
    return sent["json"].get("content") or (embeds[0].get("title") if embeds else "")


async def test_a_manager_adds_a_profile_and_the_next_question_names_it(
    fake: FakeDiscord, data: Path
) -> None:
    async with running(bot_for(fake, data), fake):
        reply = await said(fake, "!profiles add", author_id=fake.owner_id,
                           attachments=[("ada.json", ADA)])  # fmt: skip
        assert reply == "Added Ada Quill (2 skills, 0 contributions) from ada.json."
        assert await said(fake, "!who knows zig") == "1 person knows zig"
        assert (data / "guilds" / str(fake.guild_id) / "ada.json").read_bytes() == ADA
        # The same id again updates it.
        reply = await said(fake, "!profiles add", attachments=[("ada-2.json", ADA)])
        assert reply == "Updated Ada Quill (2 skills, 0 contributions) from ada.json."
        # A direct message sees the shared profiles only.
        assert await said(fake, "who knows zig", direct=True) == "Nobody here knows zig."
        listed = await said(fake, "!profiles list")
        assert listed == "1 profile added in this server · 2 shared"
        description = fake.messages[-1]["json"]["embeds"][0]["description"]
        assert description.startswith(f"Ada Quill · added by <@{fake.user_id}> on ")


async def test_someone_without_the_permission_is_refused_and_nothing_changes(
    fake: FakeDiscord, data: Path
) -> None:
    async with running(bot_for(fake, data), fake):
        reply = await said(fake, "!profiles add", author_id=fake.other_user_id,
                           attachments=[("ada.json", ADA)])  # fmt: skip
        assert reply == (
            "Only members with the Manage Server permission or a profile manager role can add"
            " or remove profiles."
        )
        assert not (data / "guilds").exists()
        assert await said(fake, "!who knows zig") == "Nobody here knows zig."


async def test_a_bad_file_is_rejected_and_the_others_still_added(
    fake: FakeDiscord, data: Path
) -> None:
    async with running(bot_for(fake, data), fake):
        reply = await said(fake, "!profiles add", attachments=[
            ("broken.json", b"{not json"), ("notes.pdf", b"%PDF"), ("ada.json", ADA),
        ])  # fmt: skip
        assert reply.splitlines() == [
            "Rejected broken.json: not JSON: JSON is malformed: object keys must be strings"
            " (byte 1).",
            "Rejected notes.pdf: not a profile file: .txt, .json, .jsonl only.",
            "Added Ada Quill (2 skills, 0 contributions) from ada.json.",
        ]
        assert sorted(p.name for p in (data / "guilds" / str(fake.guild_id)).iterdir()) == [
            "ada.json"
        ]


async def test_remove_and_the_same_after_a_restart(fake: FakeDiscord, data: Path) -> None:
    async with running(bot_for(fake, data), fake):
        await said(fake, "!profiles add", attachments=[("ada.json", ADA)])
    async with running(bot_for(fake, data), fake):  # a restart: the file and the log remain
        assert await said(fake, "!who knows zig") == "1 person knows zig"
        assert await said(fake, "!profiles remove nobody here") == (
            "No profile added in this server is called “nobody here”."
        )
        assert await said(fake, "!profiles remove ada quil") == (
            "“ada quil” is not the whole name of Ada Quill. Choose below, or give the full name."
        )
        assert await said(fake, "!profiles remove Ada Quill") == "Removed Ada Quill."
        assert await said(fake, "!who knows zig") == "Nobody here knows zig."
    changes = (data / ".profile-bot-changes.jsonl").read_text().splitlines()
    log = [json.loads(line) for line in changes]
    assert [(c["action"], c["file"], c["name"], c["who"]) for c in log] == [
        ("added", "ada.json", "Ada Quill", str(fake.user_id)),
        ("removed", "ada.json", "Ada Quill", str(fake.user_id)),
    ]


async def test_slash_profiles_add_takes_an_attachment(fake: FakeDiscord, data: Path) -> None:
    client = bot_for(fake, data)
    async with running(client, fake):
        await client.tree.sync(guild=client.get_guild(fake.guild_id))
        await fake.slash_command("profiles", {}, subcommand="add",
                                 attachments={"file": ("ada.json", ADA)})  # fmt: skip
        thinking = await fake.wait_for("interaction_responses")
        assert thinking["json"]["type"] == 5
        edit = await fake.wait_for("edits")
        assert edit["json"]["content"] == "Added Ada Quill (2 skills, 0 contributions) from ada.json."
        start = len(fake.interaction_responses)
        await fake.slash_command("profiles", {"file": "x"}, subcommand="add",
                                 user_id=fake.other_user_id,
                                 attachments={"file": ("ada.json", ADA)})  # fmt: skip
        refused = await fake.wait_for("interaction_responses", start=start)
        assert refused["json"]["data"]["flags"] == 64  # only the asker sees it
        assert refused["json"]["data"]["content"].startswith("Only members with the Manage")


async def test_an_ambiguous_remove_offers_the_candidates(fake: FakeDiscord, data: Path) -> None:
    ada2 = ADA.replace(b'"ada-quill"', b'"ada-quin"').replace(b"Ada Quill", b"Ada Quin")
    async with running(bot_for(fake, data), fake):
        await said(fake, "!profiles add", attachments=[("ada.json", ADA), ("ada2.json", ada2)])
        start = len(fake.messages)
        await fake.send_message("!profiles remove ada")
        sent = await fake.wait_for("messages", start=start)
        assert sent["json"]["content"] == (
            "2 profiles added here match “ada”: Ada Quill, Ada Quin. Choose below, or give the"
            " full name."
        )
        select = sent["json"]["components"][0]["components"][0]
        assert [o["label"] for o in select["options"]] == ["Ada Quill", "Ada Quin"]
        await fake.click(sent["id"], select["custom_id"], component_type=3, values=["1"])
        edit = await fake.wait_for("edits")
        assert edit["json"]["content"] == "Removed Ada Quin."
        assert sorted(p.name for p in (data / "guilds" / str(fake.guild_id)).iterdir()) == [
            "ada.json"
        ]
