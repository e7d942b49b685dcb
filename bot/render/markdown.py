"""Profile and user text made inert for Discord markdown: shown as written, never as
formatting, a masked link or a mention."""

from __future__ import annotations

import re

from discord.utils import escape_markdown

# A masked link is `[text](url)`. Escaping every bracket and parenthesis, and every
# backslash so that no escape can be cancelled, leaves no way to open one: not within
# one text, and not where inert texts are joined with each other or with the bot's own
# words (which hold no brackets), nor where clip() cuts them. escape_markdown() cannot be
# trusted with these: its link pattern is greedy (one `\[` for a line of links) and it
# leaves URLs alone, brackets and backslashes included.
_LITERAL = re.compile(r"([\\\[\]()])")


def inert(text: str | None) -> str:
    """Profile or user text shown as written: markdown escaped, mentions unable to resolve.

    Each `\\`, `[`, `]`, `(` and `)` gets a backslash of its own; the text between them goes
    through escape_markdown(), which then never sees one of them, and every backslash it
    adds stands before a character of that text. So each bracket or parenthesis of the
    result follows an odd run of backslashes, however the results are joined.
    """
    pieces = _LITERAL.split(text or "")
    escaped = "".join(
        "\\" + piece if n % 2 else escape_markdown(piece, as_needed=False)
        for n, piece in enumerate(pieces)
    )
    return escaped.replace("@", "@\u200b").replace("<#", "<\u200b#")
