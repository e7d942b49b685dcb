"""Answer -> discord.Embed, within every Discord limit, by clean truncation.

Only `discord.Embed` and `discord.utils` are used: building an embed needs no
network and no client.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import discord

from bot.answers import evidence_wording as E
from bot.answers import team_wording as TW
from bot.answers.help_wording import HELP_FOOTER
from bot.answers.model import Answer, Intent, Match, Person, Team
from bot.answers.wording import number, stats_text, years_text
from bot.profiles.model import Contribution, Profile
from bot.render.markdown import inert

if TYPE_CHECKING:
    from bot.render.charts import Chart

log = logging.getLogger(__name__)

# Discord's limits (https://discord.com/developers/docs/resources/message#embed-object-embed-limits).
TITLE = 256
DESCRIPTION = 4096
FIELDS = 25
FIELD_NAME = 256
FIELD_VALUE = 1024
FOOTER = 2048
AUTHOR = 256
TOTAL = 6000
EMBEDS_PER_MESSAGE = 10
CONTENT = 2000

PAGE_SIZE = 10
# Nobody pages past the hundredth person of a list; rendering more would cost every
# answer about a common skill time and memory for pages no one turns to.
MAX_PAGES = 10
ELLIPSIS = "…"
COLOUR = discord.Colour(0x5865F2)
CARD_SKILLS = 12
CARD_CONTRIBUTIONS = 5
SUMMARY_ON_CARD = 1200


@dataclass
class Reply:
    """What the bot sends for an answer: content and the embeds of each page."""

    content: str | None = None
    pages: list[list[discord.Embed]] = field(default_factory=list)
    # Charts for the first page's embeds, (embed index, chart): drawn by `illustrate`.
    charts: list[tuple[int, Chart]] = field(default_factory=list)
    # The charts drawn: file name -> PNG, each the image of one embed of the first page.
    files: dict[str, bytes] = field(default_factory=dict)

    @property
    def embeds(self) -> list[discord.Embed]:
        """The first page's embeds: what the first message shows."""
        return self.pages[0] if self.pages else []


def clip(text: str | None, limit: int) -> str:
    """Text cut to limit characters, on a word boundary where one is near, marked with …"""
    text = (text or "").strip()
    if len(text) <= limit:
        return text
    cut = text[: limit - 1]
    space = cut.rfind(" ")
    if space > limit * 0.8:
        cut = cut[:space]
    cut = cut.rstrip(" ")
    # A cut through `\\*` would leave a lone backslash escaping the ellipsis.
    trailing = len(cut) - len(cut.rstrip("\\"))
    if trailing % 2:
        cut = cut[:-1]
    return cut + ELLIPSIS


def fit(embed: discord.Embed) -> discord.Embed:
    """Clip every part to its limit, then shorten the longest parts until the total fits."""
    if embed.title:
        embed.title = clip(embed.title, TITLE)
    if embed.description:
        embed.description = clip(embed.description, DESCRIPTION)
    if embed.footer.text:
        embed.set_footer(text=clip(embed.footer.text, FOOTER))
    if embed.author.name:
        embed.set_author(name=clip(embed.author.name, AUTHOR))
    fields = embed.fields[:FIELDS]
    embed.clear_fields()
    for f in fields:
        embed.add_field(
            name=clip(f.name, FIELD_NAME) or "\u200b",
            value=clip(f.value, FIELD_VALUE) or "\u200b",
            inline=bool(f.inline),
        )
    while len(embed) > TOTAL:
        excess = len(embed) - TOTAL
        longest = max(
            [("description", len(embed.description or ""))]
            + [(i, len(f.value or "")) for i, f in enumerate(embed.fields)],
            key=lambda item: item[1],
        )
        if longest[0] == "description":
            embed.description = clip(embed.description, max(len(embed.description) - excess, 1))
        else:
            i = int(longest[0])
            f = embed.fields[i]
            embed.set_field_at(
                i, name=f.name or "\u200b",
                value=clip(f.value, max(len(f.value or "") - excess, 1)) or "\u200b",
                inline=bool(f.inline),
            )  # fmt: skip
    return embed


# ---- profile card ------------------------------------------------------------------


def profile_card(p: Profile) -> discord.Embed:
    """One person in full: headline, place, summary, skills, contributions, education."""
    lines = []
    if p.headline:
        lines.append(f"**{inert(p.headline)}**")
    if p.location:
        lines.append(f"📍 {inert(p.location)}")
    if p.badges:
        lines.append(" · ".join(f"🏅 {inert(b)}" for b in p.badges))
    if p.summary:
        lines.append("")
        lines.append(clip(inert(p.summary), SUMMARY_ON_CARD))
    embed = discord.Embed(title=inert(p.name), description="\n".join(lines), colour=COLOUR)
    if p.skills:
        shown = " · ".join(f"{inert(s.name)} {s.score}" for s in p.skills[:CARD_SKILLS])
        more = (p.skill_count or len(p.skills)) - min(len(p.skills), CARD_SKILLS)
        embed.add_field(
            name="Top skills", value=shown + (f" · +{more} more" if more > 0 else ""), inline=False
        )
    if p.contributions:
        embed.add_field(
            name="Top contributions",
            value="\n".join(_contribution_line(c) for c in p.contributions[:CARD_CONTRIBUTIONS]),
            inline=False,
        )
    if p.education:
        embed.add_field(
            name="Education",
            value="\n".join(
                f"{inert(e.degree)} — {inert(e.school)}" if e.degree else inert(e.school)
                for e in p.education
            ),
            inline=False,
        )
    embed.add_field(name="Experience", value=years_text(p), inline=True)
    if p.stackoverflow is not None:
        so = p.stackoverflow
        embed.add_field(
            name="Stack Overflow",
            value=f"{number(so.reputation)} reputation · {number(so.answers)} answers · "
            f"{number(so.questions)} questions · {number(so.reached)} reached",
            inline=True,
        )
    embed.set_footer(text=f"id {inert(p.id)}")
    return fit(embed)


def _contribution_line(c: Contribution) -> str:
    parts = [f"**{inert(c.repo)}**"]
    if c.role:
        parts.append(inert(c.role))
    counts = stats_text(c.stats)
    if counts:
        parts.append(counts)
    period = _period(c.start, c.end)
    if period:
        parts.append(period)
    return " · ".join(parts)


def _period(start: str | None, end: str | None) -> str:
    if not start:
        return ""
    if end == start:
        return start
    return f"{start} – {end or 'now'}"


# ---- lists, comparisons, help ------------------------------------------------------


def list_pages(answer: Answer) -> list[list[discord.Embed]]:
    """A list of people as pages of PAGE_SIZE, a line of evidence each."""
    pages: list[list[discord.Embed]] = []
    total = len(answer.matches)
    count = min(MAX_PAGES, max(1, -(-total // PAGE_SIZE)))
    shown = min(total, MAX_PAGES * PAGE_SIZE)
    people = f"{total:,} {'person' if total == 1 else 'people'}"
    if shown < total:
        people += f", the first {shown} shown"
    for n in range(count):
        chunk = answer.matches[n * PAGE_SIZE : (n + 1) * PAGE_SIZE]
        lines = [_match_line(n * PAGE_SIZE + k + 1, m) for k, m in enumerate(chunk)]
        embed = discord.Embed(
            title=inert(answer.headline), description="\n".join(lines), colour=COLOUR
        )
        footer = f"Page {n + 1}/{count} · {people}"
        if answer.choose:
            footer = "Pick one: ask again with the full name · " + footer
        embed.set_footer(text=footer)
        if answer.also and n == 0:
            embed.add_field(name=E.ALSO, value=clip(inert(answer.also), FIELD_VALUE), inline=False)
        pages.append([fit(embed)])
    return pages


def _match_line(rank: int, m: Match) -> str:
    name = inert(" ".join(m.profile.name.split()))
    tag = " *(past)*" if m.past else ""
    # Each of the page's lines gets an equal share of the description, newlines included.
    share = (DESCRIPTION - (PAGE_SIZE - 1)) // PAGE_SIZE
    return clip(f"**{rank}. {name}**{tag} — {inert(m.evidence)}", share)


def compare_embed(first: Person, second: Person) -> discord.Embed:
    """Two people side by side: shared skills, each one's own, then the facts in pairs."""
    a, b = first.profile, second.profile
    embed = discord.Embed(title=f"{inert(a.name)} vs {inert(b.name)}", colour=COLOUR)
    skills_a = {s.name.lower(): s for s in a.skills}
    skills_b = {s.name.lower(): s for s in b.skills}
    shared = [k for k in skills_a if k in skills_b]
    embed.add_field(
        name="Shared skills",
        value=" · ".join(
            f"{inert(skills_a[k].name)} {skills_a[k].score}/{skills_b[k].score}" for k in shared
        )
        or "none",
        inline=False,
    )
    for p, own, other in ((a, skills_a, skills_b), (b, skills_b, skills_a)):
        only = [f"{inert(s.name)} {s.score}" for k, s in own.items() if k not in other]
        embed.add_field(name=f"Only {inert(p.name)}", value=" · ".join(only) or "none", inline=True)
    for label, value in (
        ("Experience", lambda person: years_text(person.profile)),
        ("Employers", _employers),
        ("Location", lambda person: inert(person.profile.location) or "unknown"),
        ("Schools", lambda person: " · ".join(inert(e.school) for e in person.profile.education)
         or "none listed"),
    ):  # fmt: skip
        for person in (first, second):
            name = inert(person.profile.name)
            embed.add_field(name=f"{label}: {name}", value=value(person), inline=True)
    return fit(embed)


def _employers(person: Person) -> str:
    p = person.profile
    parts = [inert(p.headline)] if p.headline else []
    if person.past_employers:
        parts.append("past: " + ", ".join(inert(n) for n in person.past_employers))
    return " · ".join(parts) or "unknown"


def team_embeds(team: Team, title: str = "") -> list[discord.Embed]:
    """The team at a glance: its most common skills, then its years of coding, in words
    (every fact of the charts) for those who do not see the images; under `title` (the
    answer's headline: `… 10.3 years on average`), else the team's own."""
    title = title or TW.team(team)
    if not team.people:
        return [discord.Embed(title=title, colour=COLOUR)]
    skills = discord.Embed(
        title=title,
        description="\n".join(inert(TW.team_skill_line(s)) for s in team.skills),
        colour=COLOUR,
    )
    skills.set_author(name=TW.TEAM_SKILLS_FIELD)
    years = discord.Embed(
        description="\n".join(TW.team_years_line(band, n) for band, n in team.years),
        colour=COLOUR,
    )
    years.set_author(name=TW.TEAM_YEARS_FIELD)
    return [fit(skills), fit(years)]


def help_embed(answer: Answer) -> discord.Embed:
    """The help reply."""
    embed = discord.Embed(title=answer.headline, description=answer.detail or "", colour=COLOUR)
    embed.set_footer(text=HELP_FOOTER)
    return fit(embed)


def render(answer: Answer) -> Reply:
    """The reply to an answer; Intent.NONE renders as no reply at all."""
    reply = _render(answer)
    if answer.note and (reply.content or reply.pages):
        said = f"{reply.content}\n{answer.note}" if reply.content else answer.note
        reply.content = clip(said, CONTENT)
    return reply


def _render(answer: Answer) -> Reply:
    if answer.intent is Intent.NONE:
        return Reply()
    if answer.intent is Intent.HELP:
        return Reply(pages=[[help_embed(answer)]])
    if answer.intent is Intent.USAGE:
        # The bot's own words, backticks and all: nothing in them came from a user.
        return Reply(content=answer.headline)
    if answer.team is not None:
        return Reply(pages=[team_embeds(answer.team, answer.headline)], charts=_charts(answer))
    if answer.spread:
        lines = "\n".join(inert(TW.spread_line(name, n)) for name, n in answer.spread)
        embed = discord.Embed(title=inert(answer.headline), description=lines, colour=COLOUR)
        return Reply(pages=[[fit(embed)]])
    if answer.compare is not None:
        # Asked who is ahead at something: the sentence that says so, then the two.
        said = clip(inert(answer.detail), CONTENT) if answer.detail else None
        pages = [[compare_embed(*answer.compare)]]
        return Reply(content=said, pages=pages, charts=_charts(answer))
    if answer.card is not None:
        # A fact about one person: the sentence that answers it, then their card.
        said = clip(inert(answer.detail), CONTENT) if answer.detail else None
        return Reply(content=said, pages=[[profile_card(answer.card)]], charts=_charts(answer))
    if not answer.matches:
        text = inert(answer.headline)
        if answer.suggestions:
            text += (
                " Did you mean " + ", ".join(f"**{inert(s)}**" for s in answer.suggestions) + "?"
            )
        return Reply(content=clip(text, CONTENT))
    if answer.detail is not None and answer.intent in (Intent.PLACE, Intent.EXPERIENCE):
        # A question about one person (`where is Chaofan based?`): a sentence, not a list.
        embed = discord.Embed(
            title=inert(answer.headline), description=inert(answer.detail), colour=COLOUR
        )
        return Reply(pages=[[fit(embed)]])
    return Reply(pages=list_pages(answer))


# ---- charts ------------------------------------------------------------------------


def _charts(answer: Answer) -> list[tuple[int, Chart]]:
    """The charts that go with an answer, by the embed each illustrates."""
    from bot.render import charts  # matplotlib is loaded for the answers that have charts

    if answer.team is not None:
        return list(enumerate(charts.team_charts(answer.team))) if answer.team.people else []
    chart: Chart | None = None
    if answer.compare is not None:
        chart = charts.compare_chart(*answer.compare)
    elif answer.card is not None:
        chart = charts.card_chart(answer.card)
    return [(0, chart)] if chart is not None else []


def card_reply(profile: Profile, draw: bool = True) -> Reply:
    """A profile card alone, with its chart when `draw` (the person picker's reply)."""
    answer = Answer(Intent.PROFILE, "", profile.name, card=profile)
    reply = Reply(pages=[[profile_card(profile)]], charts=_charts(answer))
    return illustrate(reply) if draw else reply


def illustrate(reply: Reply) -> Reply:
    """Draw the reply's charts and point each embed's image at its file. A chart that
    cannot be drawn is left out with one warning saying why; the embed goes out without it.
    Slow: call it off the event loop."""
    from bot.render import charts

    for index, chart in reply.charts:
        try:
            png = charts.draw(chart)
        except Exception as exc:
            log.warning("chart %s left out: %s: %s", chart.file, type(exc).__name__, exc)
            continue
        reply.files[chart.file] = png
        reply.pages[0][index].set_image(url=f"attachment://{chart.file}")
    return reply
