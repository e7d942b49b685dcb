"""The bot's own errors, and what a user is told when something goes wrong."""

from __future__ import annotations

from discord import app_commands
from discord.ext import commands

from bot.render.markdown import inert

SOMETHING_WRONG = "Something went wrong while answering that; it has been logged."


class SettingsError(Exception):
    """A setting is missing or malformed; the message names it."""


class StartError(Exception):
    """The bot could not connect to Discord; the message says what to do."""


class StoreUnavailable(Exception):
    """The profile store (the database) cannot be reached now; nothing was written."""


class StoreRefused(StartError):
    """The database refused the connection: a wrong password, a database that is not there."""


class SchemaTooNew(StartError):
    """The database was migrated by a newer version of the bot."""


class ExtensionLoadError(RuntimeError):
    """An extension failed to load: the bot must not start half-built."""


def user_message(error: Exception) -> str | None:
    """What to tell the user about an error; None to stay silent."""
    if isinstance(error, commands.CommandNotFound):
        return None
    if isinstance(error, commands.NotOwner):
        return "Only the bot's owner can use that command."
    if isinstance(error, commands.CheckFailure | app_commands.CheckFailure):
        return str(error) or "You are not allowed to use that command."
    if isinstance(error, commands.UserInputError):
        return f"I could not read that: {inert(str(error))} Try `!help`."
    return SOMETHING_WRONG
