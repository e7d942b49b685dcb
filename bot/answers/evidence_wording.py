"""The evidence lines of answers: why each person is listed (a skill's score and the
contributions that show it, a contribution, a figure, an employer, studies, years), who a
skill's answer mentions only, and who heads a ranking by a figure.

Pure functions from structure to English, as bot.answers.wording.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.answers.model import Contributions, Employment, Experience, Figure, Studies
from bot.answers.wording import FIGURE_LINES, listed, number, plural, stats_text, years_text
from bot.profiles.model import Contribution
from bot.search import thresholds as T
from bot.search.facts import SkillHit
from bot.search.indexes import LANGUAGE, MENTION, REPO, SCORED

ALSO = "Also mentioned"  # what the people a skill's answer leaves out are shown under


def weaker(people: list[tuple[str, str]], more: int) -> str:
    """Who a skill's answer leaves out for weaker evidence, each with why:
    `Xinyi Wang (mentions python in the summary)`."""
    said = ", ".join(f"{name} ({line})" for name, line in people)
    if more:
        said += f" and {plural(more, 'other')}"
    return said


def weaker_line(label: str, tier: int) -> str:
    """Why someone is only mentioned under a skill's answer: `docker in topics`."""
    return f"mentions {label} in the summary" if tier == MENTION else f"{label} in topics"


def skill_line(h: SkillHit) -> str:
    """Why a person is on a skill's list: `triton 10/10 · 148 PRs, 96 reviews to …`."""
    if h.tier == SCORED:
        head = f"{h.label} {h.score}/10"
    elif h.tier == MENTION:
        return f"mentions {h.label} in the summary"
    elif h.tier == LANGUAGE:
        head = f"{h.label} in the languages listed"
    elif h.tier == REPO:
        head = f"{h.label} contributor"
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
    if isinstance(fact, tuple):
        return " · ".join(line for line in map(evidence, fact) if line)
    if isinstance(fact, Figure):
        one, several = FIGURE_LINES[fact.name]
        return (one if fact.value == 1 else several).format(number(fact.value))
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


def leading(names: Sequence[str], more: int, fact: object, fewest: bool) -> str:
    """Who heads a ranking by a figure, and with what, said before the list's headline:
    `Søren Kjærgaard has the most: 14 years of coding`; people level at the head together,
    `more` of them not named."""
    said = list(names) + ([f"{more} more"] if more else [])
    who = listed(said)
    if isinstance(fact, Experience) and fact.coding is not None:
        what = f"{plural(fact.coding, 'year')} of coding"
    else:
        what = evidence(fact)
    verb = "has" if len(said) == 1 else "have"
    # a reputation is high or low, a count many or few
    amount = getattr(fact, "name", "") in _AMOUNTS
    most, least = ("highest", "lowest") if amount else ("most", "fewest")
    return f"{who} {verb} the {least if fewest else most}: {what}"


# Figures that are an amount rather than a count of things.
_AMOUNTS = frozenset({"reputation", "reached"})
