"""The command line: `python -m bot [run|chat|ask|check|export|index] [--data PATH]`.

With no command: the bot when DISCORD_TOKEN is set, the console otherwise.
"""

from __future__ import annotations

import argparse
import asyncio
import getpass
import json
import sys
from collections.abc import Sequence
from pathlib import Path

import msgspec

from bot.answers.model import Answer
from bot.config import Settings, load_settings
from bot.errors import SettingsError, StartError, StoreUnavailable
from bot.profiles import replies as R
from bot.profiles import uploads
from bot.profiles.files import display_path
from bot.profiles.loader import load_profiles
from bot.profiles.model import to_json
from bot.progress import LineProgress, progress_for
from bot.render.console import reply_text
from bot.render.embeds import Reply, illustrate, render
from bot.search.directory import Directory
from bot.snapshot.build import build_snapshot_file
from bot.snapshot.load import cache_line, format_report, load_snapshot
from bot.store.database import Database
from bot.store.importing import Imported, import_path
from bot.store.stores import FolderStore, Store, store_for


class MissingData(Exception):
    """A data path that does not exist: one line for stderr, and exit status 1."""

    def __init__(self, root: Path) -> None:
        super().__init__(f"the data path {display_path(root)} does not exist")


def _data_path(arg: Path | None, settings: Settings | None = None) -> Path:
    """The data path to read: the option, else the setting; MissingData when it does not
    exist, before anything is read or written."""
    root = arg if arg is not None else (settings or load_settings()).data_path
    if not root.exists():
        raise MissingData(root)
    return root


def _store(arg: Path | None, settings: Settings) -> Store:
    """Where the profiles are: the data path named with --data, else the database when
    DATABASE_URL is set, else the DATA_PATH setting."""
    if arg is None and settings.database_url is not None:
        return store_for(settings)
    return FolderStore(_data_path(arg, settings))


def _ready_root(arg: Path | None, settings: Settings) -> Path:
    """The data directory to read, made ready: with the database, its local copy brought up
    to date."""
    store = _store(arg, settings)
    asyncio.run(store.prepare())
    return store.data_root


def _warn_if_empty(count: int, root: Path) -> None:
    if count == 0:
        print(f"warning: no profiles loaded from {display_path(root)}", file=sys.stderr)


def cmd_check(args: argparse.Namespace) -> int:
    """Report what loads and what is rejected, and, when the load cache is on, whether it was
    valid (a damaged or stale one is rebuilt); 1 when a file was rejected."""
    settings = load_settings()
    root = _ready_root(args.data, settings)
    with progress_for(sys.stderr) as progress:
        if settings.load_cache:
            snapshot = load_snapshot(
                root, prefix=settings.command_prefix, cache=True, progress=progress
            )
            report, line = snapshot.report, cache_line(snapshot.cache)
        else:
            report, line = load_profiles(root, progress=progress), None
    print(format_report(report, display_path(root)))
    if line is not None:
        print(line)
    _warn_if_empty(len(report.profiles), root)
    return 1 if report.rejected else 0


def cmd_export(args: argparse.Namespace) -> int:
    """Every loaded profile as one JSON line (from the database when it is configured)."""
    root = _ready_root(args.data, load_settings())
    report = load_profiles(root)
    out = sys.stdout
    for profile in report.profiles:
        out.write(to_json(profile) + "\n")
    for problem in (*map(str, report.rejected), *report.warnings):
        print(problem, file=sys.stderr)
    _warn_if_empty(len(report.profiles), root)
    return 0


def cmd_index(args: argparse.Namespace) -> int:
    """Build and store the snapshot now; 1 when it cannot be stored."""
    root = _data_path(args.data)
    if args.progress_lines:
        built = build_snapshot_file(root, LineProgress(sys.stderr))
    else:
        with progress_for(sys.stderr) as progress:
            built = build_snapshot_file(root, progress)
    if args.json:
        print(msgspec.json.encode(built).decode())
    else:
        stored = "stored beside the data" if built.stored else "not stored (see the log)"
        print(
            f"Indexed {built.profiles} profiles from {display_path(root)} "
            f"({built.parsed} files parsed, {built.rejected} rejected); {stored}."
        )
    _warn_if_empty(built.profiles, root)
    return 0 if built.stored else 1


def save_images(reply: Reply, folder: Path) -> list[Path]:
    """Write a reply's charts into folder; their paths."""
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for name, png in reply.files.items():
        path = folder / name
        path.write_bytes(png)
        paths.append(path)
    return paths


def answer_json(answer: Answer, reply: Reply | None = None) -> str:
    """An answer as the one JSON object `ask --json` prints."""
    reply = reply if reply is not None else render(answer)
    return json.dumps(
        {
            "message": answer.message,
            "intent": str(answer.intent),
            "matches": answer.names,
            "suggestions": answer.suggestions,
            "content": reply.content,
            "embeds": [e.to_dict() for e in reply.embeds],
            "files": list(reply.files),
        },
        ensure_ascii=False,
    )


def cmd_ask(args: argparse.Namespace) -> int:
    """Answer each message as the bot would in a team channel."""
    settings = load_settings()
    root = _ready_root(args.data, settings)
    with progress_for(sys.stderr) as progress:
        snapshot = load_snapshot(
            root, prefix=settings.command_prefix, cache=settings.load_cache, progress=progress
        )
    for problem in map(str, snapshot.report.rejected):
        print(problem, file=sys.stderr)
    _warn_if_empty(len(snapshot.report.profiles), root)
    messages = (
        [args.message] if args.message is not None else (line.rstrip("\r\n") for line in sys.stdin)
    )
    # Charts are drawn when they are shown: written to --images, or named in --json.
    draw = settings.charts and (args.json or args.images is not None)
    first = True
    for message in messages:
        answer = snapshot.engine.answer(message, guild=args.guild)
        reply = illustrate(render(answer)) if draw else render(answer)
        paths = save_images(reply, args.images) if args.images is not None else []
        if args.json:
            print(answer_json(answer, reply), flush=True)
            continue
        text = reply_text(reply) or "(no reply: the bot stays quiet on this message)"
        text += "".join(f"\n[image: {path}]" for path in paths)
        print(("" if first else "\n" + "-" * 40 + "\n") + text, flush=True)
        first = False
    return 0


def cmd_chat(args: argparse.Namespace) -> int:
    """The interactive console."""
    from bot.console import chat

    settings = load_settings()
    root = _ready_root(args.data, settings)
    with progress_for(sys.stderr) as progress:
        snapshot = load_snapshot(
            root, prefix=settings.command_prefix, cache=settings.load_cache, progress=progress
        )
    images = getattr(args, "images", None) if settings.charts else None
    return chat(snapshot, images=images, guild=getattr(args, "guild", None))


def cmd_run(args: argparse.Namespace) -> int:
    """The Discord bot."""
    from bot.client import run

    overrides = {"data_path": args.data} if args.data is not None else {}
    settings = load_settings(**overrides)
    if settings.database_url is None:
        _data_path(None, settings)
    run(settings)
    return 0


def cmd_default(args: argparse.Namespace) -> int:
    """The bot when DISCORD_TOKEN is set, the console otherwise."""
    settings = load_settings()
    return cmd_run(args) if settings.discord_token is not None else cmd_chat(args)


def cmd_add(args: argparse.Namespace) -> int:
    """Add or update profiles from files, in a server's folder or among the shared ones (in
    the database when it is configured); 1 when a file was rejected. A running bot picks the
    change up by itself."""
    store = _store(args.data, load_settings())
    return asyncio.run(_add(store, args.guild, args.files))


async def _add(store: Store, guild: int | None, files: list[Path]) -> int:
    await store.prepare()
    folder = uploads.folder_of(store.data_root, guild)
    existing = list(load_profiles(folder).profiles) if folder.exists() else []
    who = f"{getpass.getuser()} (command line)"
    rejected = False
    try:
        for path in files:
            try:
                data = path.read_bytes()
            except OSError as exc:
                outcome = uploads.Outcome(path.name, "rejected", reason=exc.strerror or str(exc))
                await store.reject(guild, who, outcome)
            else:
                outcome = await store.add(guild, who, path.name, data, existing)
            rejected |= outcome.action == "rejected"
            print(R.added(outcome.action, outcome.file, outcome.profiles, outcome.reason))
    except StoreUnavailable:
        print(R.STORE_UNAVAILABLE, file=sys.stderr)
        return 1
    return 1 if rejected else 0


def cmd_remove(args: argparse.Namespace) -> int:
    """Remove one profile added in a server's folder (or among the shared ones added from
    the command line); 1 when none or several match, or it cannot be removed."""
    store = _store(args.data, load_settings())
    return asyncio.run(_remove(store, args.guild, args.name))


async def _remove(store: Store, guild: int | None, name: str) -> int:
    await store.prepare()
    folder = uploads.folder_of(store.data_root, guild)
    profiles = list(load_profiles(folder).profiles) if folder.exists() else []
    found = Directory(profiles).names.find(name) if profiles else None
    if found is None or not found.ids:
        print(R.nobody_added(name), file=sys.stderr)
        return 1
    if not found.clear:
        print(R.several_added(name, [profiles[i].name for i in found.ids]), file=sys.stderr)
        return 1
    profile = profiles[found.ids[0]]
    try:
        reason = await store.remove(guild, f"{getpass.getuser()} (command line)", profile)
    except StoreUnavailable:
        print(R.STORE_UNAVAILABLE, file=sys.stderr)
        return 1
    if reason is not None:
        print(R.not_removed(profile.name, reason), file=sys.stderr)
        return 1
    print(R.removed(profile.name))
    return 0


def cmd_import(args: argparse.Namespace) -> int:
    """Import a data directory or one file into the database; 1 when a file was rejected."""
    settings = load_settings()
    if settings.database_url is None:
        raise SettingsError("setting DATABASE_URL is missing: import writes into the database")
    if not args.path.exists():
        raise MissingData(args.path)
    db = Database(settings.database_url.get_secret_value())

    async def run() -> Imported:
        await db.prepare()
        with progress_for(sys.stderr) as progress:
            return await import_path(db, args.path, args.guild,
                                     f"{getpass.getuser()} (import)", progress)  # fmt: skip

    try:
        done = asyncio.run(run())
    except StoreUnavailable as exc:
        print(f"{exc}: nothing more was imported", file=sys.stderr)
        return 1
    print(
        f"Imported {display_path(args.path)}: {done.added} files added, {done.updated} updated,"
        f" {done.unchanged} unchanged ({done.profiles} profiles written),"
        f" {len(done.rejected)} rejected."
    )
    for path, reason in done.rejected:
        print(f"  {path}: {reason}", file=sys.stderr)
    return 1 if done.rejected else 0


def build_parser() -> argparse.ArgumentParser:
    """The command line's parser."""
    parser = argparse.ArgumentParser(prog="python -m bot", description=__doc__)
    data_help = "a data directory or one profile file (default: the DATA_PATH setting, or data/)"
    parser.add_argument("--data", type=Path, help=data_help)
    parser.set_defaults(func=cmd_default)
    sub = parser.add_subparsers(dest="command")
    commands = (
        ("run", cmd_run, "run the Discord bot (needs DISCORD_TOKEN)"),
        ("chat", cmd_chat, "an interactive console that answers like the bot"),
        ("ask", cmd_ask, "answer a message as the bot would in a team channel"),
        ("check", cmd_check, "report what loads from the data and what is rejected"),
        ("export", cmd_export, "print every loaded profile as one JSON line"),
        ("index", cmd_index, "parse and index the data now and store the load cache"),
        ("add", cmd_add, "add or update profiles from files, for one server or for all"),
        ("remove", cmd_remove, "remove a profile added for one server or from the command line"),
        ("import", cmd_import, "import a data directory or a file into the database"),
    )
    for name, func, text in commands:
        command = sub.add_parser(name, help=text)
        # Not defaulted here: `--data X check` must keep the X read before the command.
        command.add_argument("--data", type=Path, help=data_help, default=argparse.SUPPRESS)
        command.set_defaults(func=func)
        if name == "index":
            command.add_argument("--json", action="store_true", help="the result as JSON")
            # For the parent process that runs `index` for a large load (bot.snapshot.build).
            command.add_argument("--progress-lines", action="store_true", help=argparse.SUPPRESS)
        if name in ("ask", "chat"):
            command.add_argument(
                "--images", type=Path, metavar="DIR", help="write the charts into DIR as PNG files"
            )
        if name in ("ask", "chat", "add", "remove", "import"):
            command.add_argument(
                "--guild", type=int, metavar="ID",
                help="the server: its own profiles (without it: the shared ones)",
            )  # fmt: skip
        if name == "add":
            command.add_argument("files", nargs="+", type=Path, help="profile exports")
        if name == "remove":
            command.add_argument("name", help="the name of the profile")
        if name == "import":
            command.add_argument("path", type=Path, help="a data directory or one profile file")
        if name == "ask":
            command.add_argument("--json", action="store_true", help="one JSON object per answer")
            command.add_argument(
                "message", nargs="?", help="the message; without it, one per line from stdin"
            )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; the exit status."""
    args = build_parser().parse_args(argv)
    try:
        return args.func(args)
    except SettingsError as exc:
        print(exc, file=sys.stderr)
        return 2
    except (StartError, MissingData) as exc:
        print(exc, file=sys.stderr)
        return 1
    except BrokenPipeError:
        sys.stderr.close()  # the reader went away (`| head`): nothing left to say
        return 0


if __name__ == "__main__":
    sys.exit(main())
