"""The words of help and usage: the examples the help reply lists, and the line that answers a
command typed alone. Pure text, with the bot's prefix put in."""

from __future__ import annotations

HELP_EXAMPLES = (
    ("!who knows triton", "people ranked by skill score, with the evidence"),
    ("!profile chenggang", "one person's full profile"),
    ("who works at DeepSeek? / who has worked at Google?", "there now; ever"),
    ("does chenggang know cuda?", "yes or no, with the evidence"),
    ("anyone based in China?", "by city, region or country"),
    ("who studied at Tsinghua? / who has a master's?", "schools and degrees"),
    ("who contributed to apache/tvm?", "contributors ranked by activity"),
    ("who has more than 5 years of experience?", "years of coding"),
    ("who knows python in Shanghai?", "several conditions at once"),
    ("compare chenggang and chaofan", "two people side by side"),
    ("!team", "the team's most common skills and years, as charts"),
    ("!profiles", "add, remove and list this server's own profiles"),
)
# Each command's usage line: what it takes, and an example.
USAGES = {
    "profile": ("profile <name>", "profile chenggang"),
    "who": ("who knows <skill>", "who knows triton"),
    "ask": ("ask <question>", "ask who knows python in Shanghai?"),
}
HELP = "Here is what I can answer:"
HELP_UNPLACED = "I could not place that question. Here is what I can answer:"
HELP_FOOTER = "Typos, aliases (k8s, golang, cpp) and plain questions all work."


def usage(command: str, prefix: str = "!") -> str:
    """The one line that answers a command typed alone (USAGES), with the bot's prefix."""
    shape, example = USAGES[command]
    return f"Usage: `{prefix}{shape}`, for example `{prefix}{example}`."


def help_text(prefix: str = "!") -> str:
    """The examples of the help reply, one per line, commands with the bot's prefix."""
    return "\n".join(
        f"`{prefix + ex.removeprefix('!') if ex.startswith('!') else ex}` {what}"
        for ex, what in HELP_EXAMPLES
    )
