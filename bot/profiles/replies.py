"""What adding, removing and listing a server's profiles says: on Discord and on the command
line alike."""

from __future__ import annotations

from collections.abc import Sequence

from bot.answers.wording import echo, plural
from bot.profiles.model import Profile

PROFILES_HELP = (
    "**Profiles of this server**\n"
    "`{p}profiles add` with export files attached (.txt, .json, .jsonl; at most {n} a message):"
    " add or update profiles that only this server sees.\n"
    "`{p}profiles remove <name>`: remove one profile added here.\n"
    "`{p}profiles list`: the profiles added here, who added each and when.\n"
    "Adding and removing needs the Manage Server permission or a profile manager role."
)
STORE_UNAVAILABLE = "The profile store is unavailable, try again shortly."
STORE_REFUSED = "The profile store refused that change; it has been logged."
PROFILES_NOT_ALLOWED = (
    "Only members with the Manage Server permission or a profile manager role can add or remove"
    " profiles."
)
PROFILES_IN_A_SERVER = "Profiles are added in a server, not in direct messages."
PROFILES_NO_FILES = "Attach one or more profile exports (.txt, .json or .jsonl) to the command."
PROFILES_TOO_MANY = "At most {n} files a message: nothing was added."


def profiles_help(prefix: str, most: int) -> str:
    """What the profiles commands do."""
    return PROFILES_HELP.format(p=prefix, n=most)


def added(action: str, file: str, people: Sequence[Profile], reason: str = "") -> str:
    """One line per uploaded file: added, updated, or rejected with the reason."""
    if action == "rejected":
        return f"Rejected {echo(file)}: {reason}."
    said = ", ".join(
        f"{p.name} ({plural(len([s for s in p.skills if s.score]), 'skill')}, "
        f"{plural(len(p.contributions), 'contribution')})"
        for p in people[:5]
    )
    more = f" and {len(people) - 5} more" if len(people) > 5 else ""
    return f"{action.capitalize()} {said}{more} from {echo(file)}."


def removed(name: str) -> str:
    """The reply when a profile was removed."""
    return f"Removed {name}."


def not_removed(name: str, reason: str) -> str:
    """The reply when a profile could not be removed."""
    return f"{name} was not removed: {reason}."


def nobody_added(typed: str) -> str:
    """No profile added in this server is called that."""
    return f"No profile added in this server is called “{echo(typed)}”."


def several_added(typed: str, names: Sequence[str], menu: bool = False) -> str:
    """What a name typed to remove a profile matches, when it is not one whole name: a
    profile is removed only when named in full or chosen."""
    choose = "Choose below, or give the full name." if menu else "Give the full name."
    if len(names) == 1:
        return f"“{echo(typed)}” is not the whole name of {names[0]}. {choose}"
    return f"{len(names)} profiles added here match “{echo(typed)}”: {', '.join(names)}. {choose}"


def added_list_title(count: int, shared: int) -> str:
    """The title of the list of a server's profiles."""
    return f"{plural(count, 'profile')} added in this server · {shared:,} shared"


def added_line(name: str, who: str | None, when: str | None) -> str:
    """One profile of the list: who added it and when, when the log says."""
    if who is None:
        return name
    return f"{name} · added by <@{who}> on {when}" if who.isdigit() else f"{name} · added by " \
        f"{who} on {when}"

