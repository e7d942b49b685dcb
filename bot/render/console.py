"""A reply as plain text for the command line, laid out like the embed."""

from __future__ import annotations

import re

import discord

from bot.render.embeds import Reply

_ESCAPES = re.compile(r"\\([\\*_~`|>#\-.\[\]()])")


def plain(text: str | None) -> str:
    """Markdown of an embed as a person reads it: no escapes, no bold markers."""
    text = (text or "").replace("\u200b", "")
    text = text.replace("**", "")
    return _ESCAPES.sub(r"\1", text)


def embed_text(embed: discord.Embed) -> str:
    """An embed as plain text."""
    lines: list[str] = []
    if embed.title:
        lines += [plain(embed.title), "=" * min(len(plain(embed.title)), 72)]
    if embed.description:
        lines.append(plain(embed.description))
    for f in embed.fields:
        lines += ["", f"{plain(f.name)}:", plain(f.value)]
    if embed.footer.text:
        lines += ["", f"({plain(embed.footer.text)})"]
    return "\n".join(lines)


def reply_text(reply: Reply, all_pages: bool = True) -> str:
    """A reply as plain text: the content, then each page (or the first)."""
    parts: list[str] = []
    if reply.content:
        parts.append(plain(reply.content))
    pages = reply.pages if all_pages else reply.pages[:1]
    for page in pages:
        parts.extend(embed_text(e) for e in page)
    return "\n\n".join(parts)
