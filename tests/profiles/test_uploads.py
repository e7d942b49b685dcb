"""Adding and removing a server's profile files: nothing else is ever overwritten or lost."""

from __future__ import annotations

import json
from pathlib import Path

from bot.profiles import uploads
from bot.profiles.loader import load_profiles
from tests.conftest import ROOT

GUILD = 5


def rec(pid: str, name: str) -> bytes:
    return json.dumps({"id": pid, "name": name, "skills": [{"name": "zig", "score": 3}]}).encode()


def names(root: Path) -> list[str]:
    return sorted(p.name for p in load_profiles(uploads.folder_of(root, GUILD)).profiles)


def existing(root: Path) -> list:
    folder = uploads.folder_of(root, GUILD)
    return list(load_profiles(folder).profiles) if folder.exists() else []


def test_an_update_never_overwrites_a_file_holding_others(tmp_path: Path) -> None:
    team = b"\n".join([rec("ada", "Ada Quill"), rec("bob", "Bob Stone")])
    assert uploads.add(tmp_path, GUILD, "team.jsonl", team, []).action == "added"
    outcome = uploads.add(
        tmp_path, GUILD, "ada.json", rec("ada", "Ada Quill v2"), existing(tmp_path)
    )
    assert (outcome.action, outcome.file) == ("updated", "ada.json")
    assert (uploads.folder_of(tmp_path, GUILD) / "team.jsonl").read_bytes() == team
    # The newer record of the same id wins; nobody else is lost.
    assert names(tmp_path) == ["Ada Quill v2", "Bob Stone"]


def test_the_same_file_name_for_another_person_gets_a_name_of_its_own(tmp_path: Path) -> None:
    uploads.add(tmp_path, GUILD, "profile.json", rec("dan", "Dan Moss"), [])
    second = uploads.add(
        tmp_path, GUILD, "profile.json", rec("eve", "Eve Lark"), existing(tmp_path)
    )
    assert (second.action, second.file) == ("added", "profile-2.json")
    assert names(tmp_path) == ["Dan Moss", "Eve Lark"]


def test_an_update_in_another_format_is_a_new_file_not_a_broken_one(tmp_path: Path) -> None:
    export = (ROOT / "data" / "profiles" / "chaofan-lin.txt").read_bytes()
    uploads.add(tmp_path, GUILD, "c.json", rec("chaofan-lin", "Chaofan Old"), [])
    outcome = uploads.add(tmp_path, GUILD, "chaofan-lin.txt", export, existing(tmp_path))
    assert (outcome.action, outcome.file) == ("updated", "chaofan-lin.txt")
    report = load_profiles(uploads.folder_of(tmp_path, GUILD))
    assert report.rejected == []
    assert [p.name for p in report.profiles] == ["Chaofan Lin"]


def test_a_pasted_export_is_named_and_logged_by_its_person(tmp_path: Path) -> None:
    export = (ROOT / "data" / "profiles" / "chaofan-lin.txt").read_bytes()
    outcome = uploads.add(tmp_path, GUILD, "message.txt", export, [])
    assert (outcome.file, [p.id for p in outcome.profiles]) == ("chaofan-lin.txt", ["chaofan-lin"])


def test_a_long_name_keeps_its_suffix(tmp_path: Path) -> None:
    outcome = uploads.add(tmp_path, GUILD, "a" * 120 + ".json", rec("ada", "Ada Quill"), [])
    assert (outcome.action, outcome.file) == ("added", "a" * 80 + ".json")


def test_a_log_line_cut_short_does_not_swallow_the_next(tmp_path: Path) -> None:
    (tmp_path / uploads.CHANGES_NAME).write_bytes(b'{"time": 1, "gui')  # a crash mid-line
    uploads.log_change(tmp_path, uploads.change(GUILD, "me", "added", "a.json", name="Ada"))
    assert [(c.who, c.file) for c in uploads.read_changes(tmp_path)] == [("me", "a.json")]


def test_one_person_of_a_file_of_several_is_removed_and_the_others_kept(tmp_path: Path) -> None:
    team = b"\n".join([rec("ada", "Ada Quill"), rec("bob", "Bob Stone"), rec("cy", "Cy Vale")])
    uploads.add(tmp_path, GUILD, "team.jsonl", team, [])
    bob = next(p for p in existing(tmp_path) if p.id == "bob")
    assert uploads.remove(tmp_path, GUILD, bob) is None
    assert names(tmp_path) == ["Ada Quill", "Cy Vale"]
    array = json.dumps([json.loads(rec("dan", "Dan Moss")), json.loads(rec("eve", "Eve Lark"))])
    uploads.add(tmp_path, GUILD, "pair.json", array.encode(), existing(tmp_path))
    eve = next(p for p in existing(tmp_path) if p.id == "eve")
    assert uploads.remove(tmp_path, GUILD, eve) is None
    assert names(tmp_path) == ["Ada Quill", "Cy Vale", "Dan Moss"]
