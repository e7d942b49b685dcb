"""The command line: `python -m bot ask|check|export [--data PATH]`."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path

from bot.answers.model import Answer
from bot.app import load_snapshot
from bot.config import SettingsError, load_settings
from bot.profiles.loader import LoadReport, display_path, load_profiles
from bot.profiles.model import to_json
from bot.render.console import reply_text
from bot.render.embeds import render


def _data_path(arg: Path | None) -> Path:
    return arg if arg is not None else load_settings().data_path


def format_report(report: LoadReport, root: Path) -> str:
    lines = [
        f"Loaded {len(report.profiles)} profile{'s' * (len(report.profiles) != 1)} "
        f"from {display_path(root)} ({report.files} file{'s' * (report.files != 1)} read)."
    ]
    if report.rejected:
        lines.append(f"Rejected {len(report.rejected)}:")
        lines.extend(f"  {r}" for r in report.rejected)
    if report.warnings:
        lines.append(f"Warnings ({len(report.warnings)}):")
        lines.extend(f"  {w}" for w in report.warnings)
    return "\n".join(lines)


def cmd_check(args: argparse.Namespace) -> int:
    root = _data_path(args.data)
    report = load_profiles(root)
    print(format_report(report, root))
    return 1 if report.rejected else 0


def cmd_export(args: argparse.Namespace) -> int:
    root = _data_path(args.data)
    report = load_profiles(root)
    out = sys.stdout
    for profile in report.profiles:
        out.write(to_json(profile) + "\n")
    for problem in (*map(str, report.rejected), *report.warnings):
        print(problem, file=sys.stderr)
    return 0


def answer_json(answer: Answer) -> str:
    reply = render(answer)
    return json.dumps(
        {
            "message": answer.message,
            "intent": str(answer.intent),
            "matches": answer.names,
            "suggestions": answer.suggestions,
            "content": reply.content,
            "embeds": [e.to_dict() for e in reply.embeds],
        },
        ensure_ascii=False,
    )


def cmd_ask(args: argparse.Namespace) -> int:
    settings = load_settings()
    root = args.data if args.data is not None else settings.data_path
    snapshot = load_snapshot(root, prefix=settings.command_prefix)
    for problem in map(str, snapshot.report.rejected):
        print(problem, file=sys.stderr)
    messages = (
        [args.message] if args.message is not None else (line.rstrip("\r\n") for line in sys.stdin)
    )
    first = True
    for message in messages:
        answer = snapshot.engine.answer(message)
        if args.json:
            print(answer_json(answer), flush=True)
            continue
        text = reply_text(render(answer)) or "(no reply: the bot stays quiet on this message)"
        print(("" if first else "\n" + "-" * 40 + "\n") + text, flush=True)
        first = False
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m bot", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    data_help = "a data directory or one profile file (default: the DATA_PATH setting, or data/)"
    check = sub.add_parser("check", help="report what loads from the data and what is rejected")
    check.add_argument("--data", type=Path, help=data_help)
    check.set_defaults(func=cmd_check)
    export = sub.add_parser("export", help="print every loaded profile as one JSON line")
    export.add_argument("--data", type=Path, help=data_help)
    export.set_defaults(func=cmd_export)
    ask = sub.add_parser(
        "ask", help="answer a message as the bot would in a team channel (stdin: one per line)"
    )
    ask.add_argument("--data", type=Path, help=data_help)
    ask.add_argument("--json", action="store_true", help="one JSON object per answer")
    ask.add_argument("message", nargs="?", help="the message; without it, read standard input")
    ask.set_defaults(func=cmd_ask)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return args.func(args)
    except SettingsError as exc:
        print(exc, file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
