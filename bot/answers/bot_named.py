"""A message that opens with the bot's name (`bot, who knows rust`) or a bot's handle typed as
text where the mention did not take (`@profilebot who knows rust`): the rest is what is asked,
and in a team channel only a question read as one is answered (`bot, lol` and another bot's
command, `@dependabot rebase`, ask this one nothing)."""

from __future__ import annotations

import re
from collections.abc import Callable

from bot.answers import phrasing as P
from bot.answers.model import Answer, Intent
from bot.answers.requests import asks_for_someone

# A bot's handle typed as text where the mention did not take (`@profilebot commands?`).
_BOT_HANDLE = re.compile(r"^\s*(?:(?:hey|hi|hello|yo|ok|okay)[,!]?\s+)?@[\w.-]*bot\b[,:]?\s*",
                         re.IGNORECASE)
# `bot who knows rust`, `@bot who knows rust`: the bot called by name, a question straight after
# it
_BOT_CALLED = re.compile(
    r"^\s*(?:(?:hey|hi|hello|yo|ok|okay)[,!]?\s+)?@?bot\b(?:\s*[,:]|(?=\s+(?:who|whos|what|whats"
    r"|which|where|how|list|show|find|compare|help|tell me|give me|can you|could you"
    # (`hey bot anyone in scandinavia`, `hey bot does anybody here know twilio`: dictated)
    r"|anyone|anybody|any1|someone|somebody|is there|are there|top|best|okay so"
    r"|(?:does|do|did|has|have) (?:anyone|anybody|any1|someone|somebody|we|any of)"
    r"|(?:pull up|bring up|get me|look up)(?! (?:the|a|an|my|our|this|that|some|me)\b))\b(?!')))"
    r"\s*",
    re.IGNORECASE,
)
# A question for expertise in its own words: `who knows about gpu kernels`.
_ASKS_EXPERTISE = re.compile(r"(?i)\b(?:knows?|experience|familiar|worked on|works on|working on"
                             r"|worked with|expert|good at|built|done|into)\b")
# Asked of people, after the bot's name: `bot who here has worked at microsoft`.
_ASKS_OF_PEOPLE = re.compile(
    r"(?i)\s*(?:who|whos|who's|how many|list|show|find|anyone|anybody"
    r"|(?:was|were|is|are|does|did|has|have) (?:anyone|anybody)|which (?:devs?|developers?"
    r"|people|folks|ppl|engineers?|ones?|person|of (?:us|you|them)))\b"
)


def after_bot_handle(message: str) -> str | None:
    """What follows a bot's handle typed as text at the start of a message; None when the
    message starts with none."""
    m = _BOT_HANDLE.match(message)
    return message[m.end() :] if m is not None else None


def after_bot_called(message: str) -> str | None:
    """What follows the bot called by name at the start of a message (`bot, who knows rust`);
    None when the message does not start so."""
    message = P.visible(message)  # `bot\u200b who knows rust`, pasted
    m = _BOT_CALLED.match(message)
    return message[m.end() :] if m is not None and message[m.end() :].strip() else None


def answered_by_name(
    message: str, addressed: bool, prefix: str, reply: Callable[[str, bool], Answer]
) -> Answer | None:
    """The answer to a message that opens with the bot's name or, in a channel, a bot's
    handle: what follows read as `reply` reads a message (asked directly after the name, as in
    the channel after a handle); no answer when that is no question; None when the message
    opens with neither."""
    called = after_bot_called(message)
    if called is not None:
        # `bot what are you even good for` asks of the bot by its name: read whole
        whole = reply(message, addressed)
        if whole.intent is Intent.HELP and not whole.unplaced:
            return whole
        said = reply(called, True)
        asked = _ASKS_EXPERTISE.search(called) or asks_for_someone(called, prefix) or (
            _ASKS_OF_PEOPLE.match(called)
        )
        answers = addressed or said.matches or said.card or said.compare or (
            said.intent is Intent.HELP and not said.unplaced
        ) or (asked and said.intent not in (Intent.NONE, Intent.HELP))
        return _as_sent(said, message) if answers else Answer(Intent.NONE, message, "")
    handed = after_bot_handle(message)
    if addressed or handed is None:
        return None
    said = reply(handed, False)
    # people named for what was asked, not for a word some profile holds (`@standupbot who is
    # missing today`)
    asked = _ASKS_EXPERTISE.search(handed) or asks_for_someone(handed, prefix)
    named = said.matches and (not said.words_only or asked)
    answers = named or said.card or said.compare or said.intent is Intent.HELP
    return _as_sent(said, message) if answers else Answer(Intent.NONE, message, "")


def _as_sent(said: Answer, message: str) -> Answer:
    """An answer to part of a message, as the answer to the message sent."""
    said.message = message
    return said
