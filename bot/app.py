"""Loading a data path into a ready engine: what every front end starts from."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from bot.answers.engine import Engine
from bot.profiles.loader import LoadReport, load_profiles
from bot.search.directory import Directory


@dataclass(frozen=True)
class Snapshot:
    engine: Engine
    report: LoadReport


def load_snapshot(*roots: Path, prefix: str = "!") -> Snapshot:
    """Every profile under the roots, indexed; the load report of all of them."""
    report = LoadReport()
    for root in roots:
        part = load_profiles(root)
        report.profiles += part.profiles
        report.rejected += part.rejected
        report.warnings += part.warnings
        report.files += part.files
    return Snapshot(Engine(Directory(report.profiles), prefix=prefix), report)


def format_report(report: LoadReport, root: str) -> str:
    lines = [
        f"Loaded {len(report.profiles)} profile{'s' * (len(report.profiles) != 1)} "
        f"from {root} ({report.files} file{'s' * (report.files != 1)} read)."
    ]
    if report.rejected:
        lines.append(f"Rejected {len(report.rejected)}:")
        lines.extend(f"  {r}" for r in report.rejected)
    if report.warnings:
        lines.append(f"Warnings ({len(report.warnings)}):")
        lines.extend(f"  {w}" for w in report.warnings)
    return "\n".join(lines)
