"""Every sentence the bot says: headlines, "nobody" lines, evidence lines, stat names, help.

Pure functions from structure to English; the engine and the renderers call them
and nothing else words an answer.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from bot.answers.model import Contributions, Employment, Experience, Studies
from bot.profiles.model import STATS, Contribution, Profile
from bot.search import thresholds as T
from bot.search.facts import SkillHit
from bot.search.indexes import MENTION, SCORED

if TYPE_CHECKING:
    from bot.answers.conditions import Condition

HELP_EXAMPLES = (
    ("!who knows triton", "people ranked by skill score, with the evidence"),
    ("!profile chenggang", "one person's full profile"),
    ("who works at DeepSeek?", "current employees first, then past ones"),
    ("anyone based in China?", "by city, region or country"),
    ("who studied at Tsinghua? / who has a master's?", "schools and degrees"),
    ("who contributed to apache/tvm?", "contributors ranked by activity"),
    ("who has more than 5 years of experience?", "years of coding"),
    ("who knows python in Shanghai?", "several conditions at once"),
    ("compare chenggang and chaofan", "two people side by side"),
)
HELP = "Here is what I can answer:"
HELP_UNPLACED = "I could not place that question. Here is what I can answer:"
HELP_FOOTER = "Typos, aliases (k8s, golang, cpp) and plain questions all work."
LEVEL_NAMES = {"phd": "a PhD", "master": "a master's degree", "bachelor": "a bachelor's degree"}
_OP_WORDS = {"gt": "more than", "ge": "at least", "lt": "less than", "le": "at most"}


def plural(n: int, word: str, words: str | None = None) -> str:
    """`1 year`, `2 years`; words is the plural where it is not word + s."""
    return f"{n} {word if n == 1 else (words or word + 's')}"


def stats_text(stats: dict[str, int], limit: int | None = None) -> str:
    """Contribution counts in the order people care about: `15 PRs, 37 reviews`."""
    parts = []
    for k, (one, many) in STATS.items():
        n = stats.get(k)
        if n:
            parts.append(f"{n:,} {one if n == 1 else many}")
    return ", ".join(parts[:limit] if limit else parts)


def years_text(p: Profile | Experience) -> str:
    """`6 years coding, 3 years employed`, or that the profile does not say."""
    coding = p.coding if isinstance(p, Experience) else p.coding_years
    employed = p.employed if isinstance(p, Experience) else p.employment_years
    if coding is None:
        return "coding experience unknown"
    text = f"{plural(coding, 'year')} coding"
    if employed is not None:
        text += f", {plural(employed, 'year')} employed"
    return text


def current_role(p: Profile) -> str:
    """A person's headline, as the line beside their name."""
    return p.headline or "no headline"


def help_text() -> str:
    """The examples of the help reply, one per line."""
    return "\n".join(f"`{ex}` {what}" for ex, what in HELP_EXAMPLES)


# ---- people by name ---------------------------------------------------------------


def choose(count: int, typed: str) -> str:
    """The headline when a name points at several people."""
    return f"{count} people match “{typed}”: which one?"


def nobody_named(typed: str) -> str:
    """The headline when a name points at nobody."""
    return f"Nobody here is called “{typed}”."


def based(p: Profile) -> tuple[str, str]:
    """Where one person is based: the headline and the detail."""
    where = p.location or "an unknown place"
    return f"{p.name} is based in {where}.", where


def experience(p: Profile) -> tuple[str, str]:
    """How long one person has been coding: the headline and the detail."""
    if p.coding_years is None:
        headline = f"{p.name}'s profile does not say how long they have been coding."
    else:
        headline = f"{p.name} has {plural(p.coding_years, 'year')} of coding experience."
    return headline, years_text(p)


def contributed(p: Profile) -> tuple[str, str]:
    """What one person contributed to: the headline and the detail."""
    if not p.contributions:
        return f"{p.name}'s profile lists no contributions.", "no contributions listed"
    repos = " · ".join(
        f"{c.repo} ({stats_text(c.stats, T.EVIDENCE_STATS)})" for c in p.contributions
    )
    count = plural(len(p.contributions), "repository", "repositories")
    return f"{p.name} contributed to {count}.", repos


def compared(a: Profile, b: Profile) -> str:
    """The headline of a comparison."""
    return f"{a.name} and {b.name}"


# ---- misses -----------------------------------------------------------------------

MISSES = {
    "skill": "Nobody here knows {}.",
    "company": "Nobody here works or worked at {}.",
    "place": "Nobody here is based in {}.",
    "school": "Nobody here studied at {}.",
    "repo": "Nobody here contributed to {}.",
}


def missed(kind: str, typed: str) -> str:
    """The headline when a phrase of this kind matches nothing in the data."""
    return MISSES[kind].format(typed)


# ---- lists of people ------------------------------------------------------------


# How a headline names a condition, and how a "nobody" line does; degrees and years
# are worded by their own functions below.
_LABELS = {
    "company": "at {}", "place": "in {}", "school": "who studied at {}",
    "repo": "contributed to {}",
}  # fmt: skip
_NOBODY = {
    "skill": "knows {}", "company": "works or worked at {}", "place": "is based in {}",
    "school": "studied at {}", "repo": "contributed to {}",
}  # fmt: skip


def label(c: Condition, one: bool) -> str:
    """How a headline names a condition: `know triton`, `in Beijing`."""
    if c.kind == "skill":
        return f"{'knows' if one else 'know'} {c.display}"
    if c.kind == "degree":
        return f"with {LEVEL_NAMES[c.display]}"
    if c.kind == "years":
        op, n = c.years
        if op in _OP_WORDS:
            return f"with {_OP_WORDS[op]} {plural(n, 'year')} of coding"
        return f"by years of coding, {'most' if op == 'most' else 'fewest'} first"
    return _LABELS[c.kind].format(c.display)


def nobody(conditions: Sequence[Condition]) -> str:
    """The headline when nobody meets every condition."""
    parts = [
        _NOBODY[c.kind].format(c.display)
        if c.kind in _NOBODY
        else f"has {label(c, False).removeprefix('with ')}"
        for c in conditions
    ]
    return f"Nobody here {' and '.join(parts)}."


def found(count: int, conditions: Sequence[Condition], past: int = 0) -> str:
    """The headline of a list: how many people meet the conditions (and how many of them
    only in the past)."""
    said = " · ".join(label(c, count == 1) for c in conditions)
    headline = f"{plural(count, 'person', 'people')} {said}"
    return headline + (f" ({past} in the past)" if past else "")


# ---- evidence, a line per person ---------------------------------------------------


def skill_line(h: SkillHit) -> str:
    """Why a person is on a skill's list: `triton 10/10 · 148 PRs, 96 reviews to …`."""
    if h.tier == SCORED:
        head = f"{h.label} {h.score}/10"
    elif h.tier == MENTION:
        return f"mentions {h.label} in the summary"
    else:
        head = f"{h.label} in topics"
    if h.repo is not None and h.repo.stats:
        return f"{head} · {stats_text(h.repo.stats, T.EVIDENCE_STATS)} to {h.repo.repo}"
    if h.mentions:
        return f"{head} · mentioned in the summary"
    return head


def contribution_line(c: Contribution) -> str:
    """A contribution as evidence: the role, then the counts to the repository."""
    counts = stats_text(c.stats)
    parts = [c.role] if c.role else []
    parts.append(f"{counts} to {c.repo}" if counts else c.repo)
    return " · ".join(parts)


def evidence(fact: object) -> str:
    """The line a condition's fact about one person gives; "" for no fact."""
    if fact is None:
        return ""
    if isinstance(fact, str):
        return fact
    if isinstance(fact, SkillHit):
        return skill_line(fact)
    if isinstance(fact, Employment):
        if fact.current:
            return fact.role or "no headline"
        return f"past: {', '.join(fact.named)}" + (f" (now at {fact.now})" if fact.now else "")
    if isinstance(fact, Studies):
        return " · ".join(
            f"{e.degree}, {e.school}" if e.degree else e.school or "" for e in fact.entries
        )
    if isinstance(fact, Contributions):
        return " · ".join(contribution_line(c) for c in fact.items)
    if isinstance(fact, Experience):
        return years_text(fact)
    raise TypeError(f"no wording for {type(fact).__name__}")
