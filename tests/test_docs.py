"""What README.md and deploy/ tell an operator agrees with the code."""

from __future__ import annotations

import re
from pathlib import Path

import discord

from bot.answers import help_wording as H
from bot.answers.engine import Engine
from bot.answers.model import Intent
from bot.client import ProfileBot
from bot.config import Settings

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text("utf-8")
SERVICE = (ROOT / "deploy" / "profile-bot.service").read_text("utf-8")

# Names as Discord's URL generator shows them, and discord.Permissions' names for them.
PERMISSIONS = {
    "View Channels": "view_channel",
    "Send Messages": "send_messages",
    "Send Messages in Threads": "send_messages_in_threads",
    "Embed Links": "embed_links",
    "Attach Files": "attach_files",
    "Read Message History": "read_message_history",
    "Use Application Commands": "use_application_commands",
    "Add Reactions": "add_reactions",
    "Manage Messages": "manage_messages",
    "Create Public Threads": "create_public_threads",
    "Mention Everyone": "mention_everyone",
    "Use External Emojis": "use_external_emojis",
}


def _invite_step() -> str:
    match = re.search(r"\*\*Invite it\.\*\*(.*?)\n\d\. ", README, re.S)
    assert match, "README has no 'Invite it.' step"
    return match.group(1)


def test_invite_permissions_integer_matches_the_listed_permissions() -> None:
    step = _invite_step()
    listed = re.findall(r"\*\*([A-Z][A-Za-z ]+)\*\*", step)
    assert listed, "the invite step names no permissions"
    unknown = [name for name in listed if name not in PERMISSIONS]
    assert unknown == [], f"add these to PERMISSIONS in {__file__}: {unknown}"
    value = discord.Permissions(**{PERMISSIONS[name]: True for name in listed}).value
    stated = re.search(r"permissions integer `(\d+)`", step)
    assert stated and int(stated.group(1)) == value
    urls = re.findall(r"https://discord\.com/oauth2/authorize\?\S+", step)
    assert urls, "the invite step has no invite URL"
    for url in urls:
        assert f"permissions={value}" in url and "scope=bot+applications.commands" in url


def test_readme_names_every_privileged_intent_the_bot_asks_for() -> None:
    intents = ProfileBot(Settings()).intents
    asked = {
        "Message Content Intent": intents.message_content,
        "Server Members Intent": intents.members,
        "Presence Intent": intents.presences,
    }
    assert asked["Message Content Intent"]
    text = " ".join(README.split())
    for name, wanted in asked.items():
        assert (name in text) == wanted, name


def test_service_unit_runs_the_bot_from_the_checkout() -> None:
    lines = dict(
        line.split("=", 1)
        for line in SERVICE.splitlines()
        if "=" in line and not line.startswith("#")
    )
    checkout = lines["WorkingDirectory"]
    assert checkout.startswith("/")
    assert lines["ExecStart"] == f"{checkout}/.venv/bin/python -m bot run"
    assert lines["ReadWritePaths"] == f"{checkout}/data"
    assert lines["Restart"] == "on-failure"
    assert lines["ProtectSystem"] == "strict"
    assert lines["NoNewPrivileges"] == "true"
    assert "sudo cp deploy/profile-bot.service /etc/systemd/system/" in README
    assert "journalctl -u profile-bot" in README


def _readme_examples() -> list[str]:
    section = README.split("## What it answers", 1)[1].split("\n## ", 1)[0]
    rows = [line for line in section.splitlines() if line.startswith("| ") and "`" in line]
    return [x for row in rows for x in re.findall(r"`([^`]+)`", row.split("|")[2])]


def test_every_example_question_in_the_readme_gets_an_answer(engine: Engine) -> None:
    examples = _readme_examples()
    assert len(examples) >= 60
    unanswered = []
    for typed in examples:
        answer = engine.answer(typed, addressed=typed.startswith("!"))
        if answer.intent is Intent.NONE or answer.headline == H.HELP_UNPLACED:
            unanswered.append(typed)
    assert unanswered == []
