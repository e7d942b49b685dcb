"""Answers about named people beyond one fact of one profile: a count of someone's work, in a
repository or over all (`how many commits did wei land in triton`, `what did arjun do on
dotnet/runtime`), and a fact told of each of a few people who share a name (`where do the
shahs work`).
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.answers import named as N
from bot.answers import person_wording as PW
from bot.answers import wording as W
from bot.answers.model import Answer, Intent, Match
from bot.answers.rewrite import rewrite
from bot.profiles.model import Profile
from bot.search import thresholds as T
from bot.search.directory import Directory
from bot.search.text import key

# Facts told of each of several people at once, besides where they are and their years.
_FAMILY_FACTS = frozenset({"employer", "role", "school", "languages", "skills", "badges",
                           "stackoverflow"})  # fmt: skip


def family(
    d: Directory, intent: Intent, ids: Sequence[int], topic: str, name: str
) -> Answer | None:
    """One fact of each of the people a shared name points at (`the two zhaos`), beside each
    name; None when they are more than T.FAMILY_LIMIT or the fact is not one told so."""
    if not ids or len(ids) > T.FAMILY_LIMIT:
        return None
    lines = []
    for i in ids:
        p = d.profiles[i]
        if topic == "where":
            fact = PW.based(p)[0]
        elif topic == "years":
            fact = PW.experience(p)[0]
        elif topic in _FAMILY_FACTS:
            fact = PW.fact(topic, p, d.facts.past_employers(i))
        else:
            return None
        # Each line beside the name: `works at Two Sigma (…)`, not the name again
        lines.append(Match(p, fact.removeprefix(f"{p.name}'s ").removeprefix(f"{p.name} ")))
    return Answer(intent, "", PW.family(len(lines), name), lines)


def stat_of(d: Directory, p: Profile, stat: str, where: str | None) -> Answer:
    """One count of someone's: contributions of a kind, to a repository or over all (`how
    many commits did wei land in triton`), all of them in one repository (`all`), or Stack
    Overflow answers or questions."""
    if stat in ("answers", "questions"):
        headline = PW.fact("stackoverflow", p, ())
        return Answer(Intent.PROFILE, "", headline, [Match(p, W.current_role(p))], card=p,
                      detail=headline)  # fmt: skip
    found = d.phrases.repo(where) if where else None
    if found is not None and not found.keys:  # `triton`: the skill's repository
        found = next((d.phrases.repo(k) for k in d.phrases.skill(where).keys), None)
    repos = set(found.keys) if found is not None and found.keys else set()
    if where and not repos and stat == "all" and "/" not in where:
        return Answer(Intent.NONE, "", "")  # `what did mei do on vacation`: no repository
    if where and not repos:
        return Answer(Intent.REPO, "", PW.no_such_repo(p, where), [Match(p, W.current_role(p))])
    kept = [c for c in p.contributions if not repos or c.repo.lower() in repos]
    repo = found.display if repos and found else None
    if stat == "all" and repo is not None:  # `what did arjun do on dotnet/runtime`
        headline = PW.work_on(p, kept, repo)
    else:
        headline = PW.stat_count(p, stat, kept, repo)
    return Answer(Intent.REPO, "", headline, [Match(p, W.current_role(p))], detail=headline)


# Short words for titles, as headlines spell them out.
_TITLE_WORDS = {"dev": "developer", "swe": "software engineer", "sre": "site reliability",
                "cofounder": "co founder", "ml": "machine learning"}  # fmt: skip


# Words headlines use for the same thing.
_FREELANCE = {"freelance", "freelancer", "independent", "contractor", "self"}
_SAME_TITLE = {w: _FREELANCE for w in ("freelance", "freelancer", "independent", "contractor")}
_SAME_TITLE["student"] = {"undergraduate", "undergrad"}


# What people are that summaries say more often than headlines.
_SUMMARY_ROLES = frozenset(
    "student students intern interns founder founders co founder freelancer contractor"
    " professor postdoc researcher".split()
)


def _holds(text: str, said: str) -> bool:
    held = set(key(text).replace("-", " ").split())
    return all(
        w in held or w.removesuffix("s") in held or held & _SAME_TITLE.get(w, set())
        for w in said.split()
    )


def titled(p: Profile, title: str) -> Answer:
    """Whether someone's headline calls them what was asked (`is maria fernanda a staff
    engineer`): every word of it there, a plural or a short form read as the headline's."""
    said = key(title)
    for short, long in _TITLE_WORDS.items():
        said = rewrite(rf"\b{short}\b", long, said)
    headline = p.headline or ""
    ok = bool(headline) and _holds(headline, said)
    if ok:
        sentence = f"Yes: {p.name}'s headline is “{headline}”."
    elif said.split()[-1] in _SUMMARY_ROLES and _holds(p.summary or "", said):
        # `is chaofan a student`: a PhD student, says his summary
        shown = f"; the headline is “{headline}”" if headline else ""
        sentence = f"Yes: {p.name}'s summary says “{title}”{shown}."
    elif headline:
        sentence = f"No: {p.name}'s headline is “{headline}”."
    else:
        sentence = f"No: nothing on {p.name}'s profile says {title}."
    return Answer(Intent.PROFILE, "", sentence, [Match(p, W.current_role(p))], card=p,
                  detail=sentence)  # fmt: skip


def profile(d: Directory, typed: str) -> Answer:
    """The profile card of the one person a typed name points at, or the answer that says
    who it might be or that it is nobody's."""
    found = N.one_person(d, Intent.PROFILE, typed)
    if isinstance(found, Answer):
        return found
    p = d.profiles[found]
    return Answer(Intent.PROFILE, "", p.name, [Match(p, W.current_role(p))], card=p)
