"""The interactive console: type what you would type in Discord, read the reply as an embed."""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from pathlib import Path

import discord
from rich.console import Console, Group
from rich.markdown import Markdown
from rich.panel import Panel
from rich.text import Text

from bot.render.console import plain
from bot.render.embeds import Reply, illustrate, render
from bot.snapshot.load import Snapshot

PROMPT = "you> "
QUIT = {"quit", "exit", ":q"}
# Characters of a panel's width its border and the space around a title take.
_BORDER = 8


def discord_markdown(text: str) -> Markdown:
    """Discord breaks lines where the text does; Markdown needs two trailing spaces for that."""
    return Markdown(text.replace("\n", "  \n"))


def embed_panel(embed: discord.Embed, width: int = 80) -> Panel:
    """An embed drawn as a terminal panel `width` characters wide; a title longer than its
    border leads the panel instead, whole (a border would cut it off)."""
    parts: list[Text | Markdown] = []
    title = plain(embed.title)
    inside = len(title) > width - _BORDER
    if inside:
        parts.append(Text(title, style="bold"))
    if embed.description:
        parts.append(discord_markdown(embed.description))
    for f in embed.fields:
        parts.append(Text(f.name or "", style="bold cyan"))
        parts.append(discord_markdown(f.value or ""))
    colour = f"#{embed.colour.value:06x}" if embed.colour else "white"
    return Panel(
        Group(*parts),
        title=None if inside else Text(title, style="bold"),
        title_align="left",
        subtitle=embed.footer.text or None,
        subtitle_align="right",
        border_style=colour,
    )


def show(console: Console, reply: Reply) -> None:
    """Print a reply, every page."""
    if reply.content:
        console.print(discord_markdown(reply.content))
    for page in reply.pages:
        for embed in page:
            console.print(embed_panel(embed, console.width))


def chat(
    snapshot: Snapshot,
    console: Console | None = None,
    read: Callable[[str], str] | None = None,
    images: Path | None = None,
    guild: int | None = None,
) -> int:
    """Answer one line at a time until an empty line, `quit` or end of input; with `images`,
    write each answer's charts there and print their paths."""
    console = console or Console()
    with contextlib.suppress(ImportError):
        import readline  # noqa: F401  (input() keeps a history with arrow keys once imported)
    report = snapshot.report
    console.print(
        f"[bold]{len(report.profiles)} profiles loaded[/bold]"
        + (
            f", {len(report.rejected)} files rejected (python -m bot check)"
            if report.rejected
            else ""
        )
        + ". Ask as you would in Discord: [cyan]!who knows triton[/cyan], "
        "[cyan]!profile chenggang[/cyan], [cyan]anyone in Shanghai?[/cyan] — "
        "an empty line or Ctrl-D quits."
    )
    while True:
        try:
            line = (read or input)(PROMPT)
        except (EOFError, KeyboardInterrupt):
            console.print()
            return 0
        if not line.strip() or line.strip().lower() in QUIT:
            return 0
        reply = render(snapshot.engine.answer(line, addressed=True, guild=guild))
        if images is None:
            show(console, reply)
            continue
        show(console, illustrate(reply))
        images.mkdir(parents=True, exist_ok=True)
        for name, png in reply.files.items():
            (images / name).write_bytes(png)
            console.print(f"[dim]image:[/dim] {images / name}", highlight=False)
