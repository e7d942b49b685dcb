"""Parse one text export of a profile page into a Profile record.

The export is the visible text of the page copied top to bottom, layout glitches
included (see profile-format.md). Everything here is a pure function of the text;
a line that cannot be placed becomes a warning, never an exception.

Contribution topics come out of the parser as the glued run the page shows
(a one-element list): splitting it needs the vocabulary of every loaded profile,
so the loader splits them once all files are read.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation

from bot.profiles.model import STATS, Contribution, Education, Profile, Skill, StackOverflow
from bot.profiles.places import said_location

KNOWN_BADGES = ("Rockstar", "Top School")

# A name longer than this is a paragraph, not a name: the file is not an export.
MAX_NAME_LENGTH = 120
# Education entries are short; longer lines are not searched for the doubled
# degree pattern, which keeps that search linear on hostile input.
MAX_DEGREE_LENGTH = 300
MAX_EDUCATION_LINE = 4000

_EXPERIENCE = re.compile(
    r"^(?P<n>\d{1,3}) years? of (?P<kind>coding experience|employment as a software developer)$"
)
_SKILLS = re.compile(r"^Github Skills \((?P<n>[\d,]+)\)$", re.IGNORECASE)
_LANGUAGES = re.compile(r"^Programming languages \((?P<n>[\d,]+)\)$", re.IGNORECASE)
_CONTRIBUTIONS = re.compile(r"^Github contributions \((?P<n>[\d,]+)\)$", re.IGNORECASE)
_STACKOVERFLOW = re.compile(r"^Stack ?overflow$", re.IGNORECASE)
_FOOTER = "Find and Hire Top Developers"
_SO_LINE = re.compile(
    r"^(?P<num>\d+(?:\.\d+)?)(?P<unit>[kKmMbB]?)(?P<label>reputation|reached|answers?|questions?)$"
)
_SKILL_LINE = re.compile(r"^(?P<name>.+?)(?P<score>10|[1-9])$")
_REPO = re.compile(r"^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$")
_PERIOD = re.compile(
    r"^(?P<m1>[A-Za-z]{3})[a-z]* (?P<y1>\d{4}) - "
    r"(?:(?P<m2>[A-Za-z]{3})[a-z]* (?P<y2>\d{4})|Present|Now)$"
)
_TOPICS = re.compile(r"^[a-z0-9][a-z0-9+#.-]*$")
_STAT = re.compile(r"^(?P<num>\d+(?:\.\d+)?[kKmM]?) (?P<kind>[A-Za-z]+)$")
_CAMEL_GLUE = re.compile(r"(?<=[a-z)])(?=[A-Z])")

_MONTHS = {
    m: i
    for i, m in enumerate(
        ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"), 1
    )
}
_STAT_KEYS = {word.lower(): k for k, words in STATS.items() for word in words}
_UNITS = {"": 1, "k": 1_000, "m": 1_000_000, "b": 1_000_000_000}


@dataclass
class ParseResult:
    """A parsed export: the profile, or the error that says why there is none, and warnings."""
    profile: Profile | None
    error: str | None = None
    warnings: list[str] = field(default_factory=list)


def parse_count(text: str) -> int | None:
    """`12.5k` -> 12500, `3m` -> 3000000, `1,204` -> 1204."""
    text = text.strip().replace(",", "")
    unit = text[-1:].lower() if text[-1:].isalpha() else ""
    try:
        value = Decimal(text[: len(text) - len(unit)]) * _UNITS[unit]
    except (InvalidOperation, KeyError):
        return None
    return int(value)


def split_headline(headline: str | None) -> tuple[str | None, str | None]:
    """A headline's title and company: `ML Engineer at ByteDance` -> both."""
    if not headline:
        return None, None
    title, sep, company = headline.rpartition(" at ")
    if not sep or not title.strip() or not company.strip():
        return headline, None
    return title.strip(), company.strip()


def _is_emoji_only(line: str) -> bool:
    return bool(line) and not any(ch.isalnum() for ch in line)


def _trailing_emoji(line: str) -> int:
    """Length of the run of emoji (with joiners and variation selectors) ending the line."""
    i = len(line)
    seen_symbol = False
    while i > 0:
        ch = line[i - 1]
        cat = unicodedata.category(ch)
        if cat == "So":
            seen_symbol = True
        elif cat not in ("Mn", "Me", "Cf", "Sk") and ch not in "\u200d\ufe0f":
            break
        i -= 1
    return len(line) - i if seen_symbol else 0


def _split_label(line: str, known: list[str], first_name: str) -> tuple[str, str]:
    """Split `Top SchoolChaofan Lin is …` into the last badge label and the summary."""
    for label in known:
        if line.startswith(label):
            return label, line[len(label) :]
    if first_name:
        at = line.find(first_name, 1)
        if at > 0:
            return line[:at].strip(), line[at:]
    match = _CAMEL_GLUE.search(line)
    if match:
        return line[: match.start()].strip(), line[match.start() :]
    return line.strip(), ""


def _doubled_degree_at(text: str, start: int) -> tuple[str, int] | None:
    """If `DEGREE, DEGREE at ` starts at `start`, return DEGREE and where the school begins;
    a school with no degree is `, at SCHOOL` (the degree written twice as nothing)."""
    if text.startswith(", at ", start):
        return "", start + 5
    limit = min(len(text), start + MAX_DEGREE_LENGTH)
    comma = text.find(", ", start + 1, limit)
    while comma != -1:
        degree = text[start:comma]
        rest = comma + 2
        if text.startswith(degree + " at ", rest):
            return degree.strip(), rest + len(degree) + 4
        comma = text.find(", ", comma + 1, limit)
    return None


def parse_education(line: str) -> list[Education]:
    """Entries `DEGREE, DEGREE at SCHOOL`, possibly several glued with no separator."""
    if len(line) > MAX_EDUCATION_LINE:
        return []
    first = _doubled_degree_at(line, 0)
    if first is None:
        return []
    entries: list[Education] = []
    degree, school_start = first
    while True:
        nxt: tuple[int, tuple[str, int]] | None = None
        for pos in range(school_start + 1, len(line)):
            found = _doubled_degree_at(line, pos) if line[pos].isupper() else None
            if found:
                nxt = (pos, found)
                break
        end = nxt[0] if nxt else len(line)
        entries.append(Education(degree=degree or None, school=line[school_start:end].strip()))
        if nxt is None:
            return entries
        degree, school_start = nxt[1]


def parse_period(line: str) -> tuple[str | None, str | None] | None:
    """A contribution's `Jul 2022 - Mar 2023` as (start, end); None when the line is no period."""
    m = _PERIOD.match(line)
    if not m:
        return None
    start_month = _MONTHS.get(m["m1"].lower())
    if start_month is None:
        return None
    start = f"{m['y1']}-{start_month:02d}"
    if m["m2"] is None:
        return start, None
    end_month = _MONTHS.get(m["m2"].lower())
    return start, (f"{m['y2']}-{end_month:02d}" if end_month else None)


def parse_stats(text: str) -> tuple[dict[str, int], str | None, list[str]]:
    """`37 reviews, 4 commits, 15 PRs in 12 days` -> counts, duration, unknown parts."""
    body, sep, duration = text.rpartition(" in ")
    if not sep:
        body, duration = text, ""
    stats: dict[str, int] = {}
    unknown: list[str] = []
    for part in body.split(","):
        m = _STAT.match(part.strip())
        key = _STAT_KEYS.get(m["kind"].lower()) if m else None
        count = parse_count(m["num"]) if m else None
        if key is None or count is None:
            if part.strip():
                unknown.append(part.strip())
            continue
        stats[key] = count
    return stats, (duration.strip() or None), unknown


def _is_block_start(lines: list[str], i: int) -> bool:
    return (
        i + 1 < len(lines)
        and bool(_REPO.match(lines[i]))
        and parse_period(lines[i + 1]) is not None
    )


def _parse_contributions(
    lines: list[str], first_line_no: int, warnings: list[str]
) -> list[Contribution]:
    out: list[Contribution] = []
    i = 0
    while i < len(lines):
        if not _is_block_start(lines, i):
            warnings.append(
                f"line {first_line_no + i}: skipped {lines[i][:60]!r} (not a contribution)"
            )
            i += 1
            continue
        start, end = parse_period(lines[i + 1]) or (None, None)
        c = Contribution(repo=lines[i], start=start, end=end)
        i += 2
        seen_stats = False
        while i < len(lines) and not _is_block_start(lines, i):
            line = lines[i]
            if line == "Role in this project:" and not seen_stats:
                if i + 1 < len(lines) and "Contributions:" not in lines[i + 1]:
                    c.role = lines[i + 1].strip() or None
                    i += 1
            elif "Contributions:" in line and not line.startswith("Contributions summary:"):
                prefix, _, stats_text = line.partition("Contributions:")
                if c.role is None and prefix.strip():
                    c.role = prefix.strip()
                c.stats, c.duration, unknown = parse_stats(stats_text)
                for part in unknown:
                    warnings.append(
                        f"line {first_line_no + i}: unknown contribution count {part!r}"
                    )
                seen_stats = True
            elif line.startswith("Contributions summary:"):
                c.summary = line.removeprefix("Contributions summary:").strip() or None
            elif seen_stats and _TOPICS.match(line) and not c.topics:
                c.topics = [line]
            elif not seen_stats and c.description is None:
                c.description = line.strip()
            else:
                warnings.append(f"line {first_line_no + i}: skipped {line[:60]!r} in {c.repo}")
            i += 1
        out.append(c)
    return out


def _section_kind(line: str) -> str | None:
    if line == "Summary":
        return "summary"
    if _STACKOVERFLOW.match(line):
        return "stackoverflow"
    if _SKILLS.match(line):
        return "skills"
    if _LANGUAGES.match(line):
        return "languages"
    if _CONTRIBUTIONS.match(line):
        return "contributions"
    if line.startswith(_FOOTER):
        return "footer"
    return None


def _count(pattern: re.Pattern[str], line: str) -> int | None:
    m = pattern.match(line)
    return parse_count(m["n"]) if m else None


def parse_export(
    text: str,
    *,
    profile_id: str,
    source: str | None = None,
    badge_labels: Iterable[str] = KNOWN_BADGES,
) -> ParseResult:
    """Parse the text of one export. The result holds a profile or the reason there is none."""
    text = text.removeprefix("\ufeff")
    lines = [line.strip() for line in text.splitlines()]
    numbered = [(n, line) for n, line in enumerate(lines, 1) if line]
    if not numbered:
        return ParseResult(None, "empty: the file holds no text")
    warnings: list[str] = []

    # Split the file into the header (before any section) and the sections.
    header: list[tuple[int, str]] = []
    sections: list[tuple[str, int, str, list[tuple[int, str]]]] = []
    for n, line in numbered:
        kind = _section_kind(line)
        if kind is not None:
            sections.append((kind, n, line, []))
        elif sections:
            sections[-1][3].append((n, line))
        else:
            header.append((n, line))

    if not header:
        return ParseResult(None, "no name: the file starts with a section, not a name")
    name = header[0][1]
    if len(name) > MAX_NAME_LENGTH or not any(ch.isalpha() for ch in name):
        return ParseResult(None, f"no name: the first line {name[:40]!r} is not a name")
    if not sections:
        return ParseResult(
            None, "not a profile export: no Summary, skills or contributions section"
        )

    headline = header[1][1] if len(header) > 1 else None
    location = header[2][1] if len(header) > 2 else None
    for n, line in header[3:]:
        warnings.append(f"line {n}: skipped {line[:60]!r} (extra header line)")
    title, company = split_headline(headline)
    profile = Profile(
        id=profile_id,
        name=name,
        headline=headline,
        title=title,
        company=company,
        location=location,
        source=source,
    )

    badge_list = sorted(set(badge_labels), key=len, reverse=True)
    seen_kinds: set[str] = set()
    for kind, n, line, body in sections:
        if kind in seen_kinds and kind != "footer":
            warnings.append(f"line {n}: a second {line!r} section; only the first is used")
            continue
        seen_kinds.add(kind)
        if kind == "summary":
            _parse_summary_block(profile, body, badge_list, warnings)
        elif kind == "stackoverflow":
            profile.stackoverflow = _parse_stackoverflow(body, warnings)
        elif kind == "skills":
            profile.skill_count = _count(_SKILLS, line)
            profile.skills = _parse_skills(body, warnings)
        elif kind == "languages":
            profile.language_count = _count(_LANGUAGES, line)
            profile.languages = [ln for _, ln in body]
        elif kind == "contributions":
            profile.contribution_count = _count(_CONTRIBUTIONS, line)
            first = body[0][0] if body else n + 1
            profile.contributions = _parse_contributions([ln for _, ln in body], first, warnings)
        elif kind == "footer":
            break
    if "footer" not in seen_kinds:
        warnings.append("no footer line: the file may be truncated")
    if profile.location is None:
        profile.location = said_location(profile.summary or "")
    return ParseResult(profile, None, warnings)


def _parse_summary_block(
    profile: Profile, body: list[tuple[int, str]], badge_labels: list[str], warnings: list[str]
) -> None:
    i = 0
    summary_lines: list[str] = []
    if body and _is_emoji_only(body[0][1]):
        i = 1
        first_name = profile.name.split()[0]
        while i < len(body):
            line = body[i][1]
            i += 1
            if _is_emoji_only(line):
                continue
            trail = _trailing_emoji(line)
            if trail and trail < len(line):
                profile.badges.append(line[: len(line) - trail].strip())
                continue
            label, rest = _split_label(line, badge_labels, first_name)
            if label:
                profile.badges.append(label)
            if rest.strip():
                summary_lines.append(rest.strip())
            break
    in_summary = True
    for n, line in body[i:]:
        exp = _EXPERIENCE.match(line)
        if exp:
            years = int(exp["n"])
            if exp["kind"] == "coding experience":
                profile.coding_years = years
            else:
                profile.employment_years = years
            in_summary = False
            continue
        education = parse_education(line)
        if education:
            profile.education.extend(education)
            in_summary = False
        elif in_summary:
            summary_lines.append(line)
        else:
            warnings.append(f"line {n}: skipped {line[:60]!r} (not experience or education)")
    profile.summary = "\n".join(summary_lines) or None


def _parse_stackoverflow(body: list[tuple[int, str]], warnings: list[str]) -> StackOverflow:
    so = StackOverflow()
    for n, line in body:
        m = _SO_LINE.match(line)
        value = parse_count(m["num"] + m["unit"]) if m else None
        if m is None or value is None:
            warnings.append(f"line {n}: skipped {line[:60]!r} (not a Stack Overflow figure)")
            continue
        label = m["label"]
        attr = label if label.endswith("s") or label in ("reputation", "reached") else label + "s"
        setattr(so, attr, value)
    return so


def _parse_skills(body: list[tuple[int, str]], warnings: list[str]) -> list[Skill]:
    skills: list[Skill] = []
    for n, line in body:
        m = _SKILL_LINE.match(line)
        if not m:
            warnings.append(f"line {n}: skipped {line[:60]!r} (a skill without a score)")
            continue
        skills.append(Skill(name=m["name"], score=int(m["score"])))
    return skills
