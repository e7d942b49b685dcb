"""Profiles added in a server: that server sees them with the shared ones, no other server
does, nor do direct messages; in answers, counts, suggestions and autocomplete alike."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.answers.engine import Engine
from bot.answers.model import Intent
from bot.snapshot.load import load_snapshot
from tests.conftest import ROOT

A, B = 111, 222


def record(pid: str, name: str, skill: str, company: str) -> str:
    return json.dumps({
        "id": pid, "name": name, "headline": f"Engineer at {company}", "company": company,
        "skills": [{"name": skill, "score": 9}],
    })  # fmt: skip


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory) -> Engine:
    data = tmp_path_factory.mktemp("data")
    for name in ("chaofan-lin.txt", "chenggang-zhao.txt"):
        (data / name).write_bytes((ROOT / "data" / "profiles" / name).read_bytes())
    for guild, pid, name in ((A, "ada", "Ada Quill"), (B, "bea", "Bea Quill")):
        folder = data / "guilds" / str(guild)
        folder.mkdir(parents=True)
        (folder / f"{pid}.json").write_text(record(pid, name, "zig", "Initech"))
    return load_snapshot(Path(data), cache=False).engine


@pytest.mark.parametrize(
    ("guild", "names"),
    [(A, ["Ada Quill"]), (B, ["Bea Quill"]), (None, []), (333, [])],
)
def test_a_server_sees_its_own_profiles_and_no_other_s(
    engine: Engine, guild: int | None, names: list[str]
) -> None:
    assert engine.answer("who knows zig", guild=guild).names == names
    everyone = engine.answer("list everyone", guild=guild)
    assert everyone.names == sorted(["Chaofan Lin", "Chenggang Zhao", *names])
    assert everyone.headline == f"Everyone: {2 + len(names)} people"


def test_a_name_from_another_server_is_nobody_s_and_never_suggested(engine: Engine) -> None:
    seen = engine.answer("!profile bea quill", guild=B)
    assert (seen.intent, seen.card is not None) == (Intent.PROFILE, True)
    unseen = engine.answer("!profile bea quill", guild=A)
    assert unseen.card is None
    assert unseen.suggestions == ["Ada Quill"]
    assert engine.answer("!profile ada quill").card is None  # a direct message


def test_counts_and_autocomplete_stay_within_the_server(engine: Engine) -> None:
    assert engine.answer("how many people work at initech", guild=A).headline == (
        "1 person at Initech"
    )
    names = engine.directory.seen_from(A).names
    assert names.complete("quill", 25) == ["Ada Quill"]
    assert names.complete("", 25) == ["Ada Quill", "Chaofan Lin", "Chenggang Zhao"]
    assert engine.directory.seen_from(None).names.complete("q", 25) == []


def test_the_team_is_the_profiles_the_server_sees(engine: Engine) -> None:
    assert engine.answer("!team", guild=A).team.people == 3
    assert engine.answer("!team").team.people == 2


def test_a_server_s_upload_never_replaces_a_profile_of_others(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    shared = (ROOT / "data" / "profiles" / "chaofan-lin.txt").read_bytes()
    (data / "chaofan-lin.txt").write_bytes(shared)
    for guild, pid in ((A, "bea"), (B, "bea")):  # the same id in two servers
        folder = data / "guilds" / str(guild)
        folder.mkdir(parents=True)
        (folder / f"{pid}.json").write_text(record(pid, f"Bea of {guild}", "zig", "Initech"))
    (data / "guilds" / str(A) / "my-copy.txt").write_bytes(shared)  # the same person again
    (data / "guilds" / str(A) / "chaofan.json").write_text(
        record("chaofan-lin", "Mallory", "zig", "Evil")
    )
    engine = load_snapshot(data, cache=False).engine
    assert engine.answer("list everyone").names == ["Chaofan Lin"]
    assert engine.answer("who knows zig", guild=B).names == [f"Bea of {B}"]
    assert sorted(engine.answer("who knows zig", guild=A).names) == [f"Bea of {A}", "Mallory"]


def test_what_only_another_server_s_profiles_hold_is_unknown_here(tmp_path: Path) -> None:
    data = tmp_path / "data"
    folder = data / "guilds" / str(B)
    folder.mkdir(parents=True)
    (data / "chaofan-lin.txt").write_bytes(
        (ROOT / "data" / "profiles" / "chaofan-lin.txt").read_bytes()
    )
    (folder / "bea.json").write_text(record("bea", "Bea Quill", "ocaml", "Zyxwave Secret Labs"))
    engine = load_snapshot(data, cache=False).engine
    asked = engine.answer("who works at zyxwave", guild=A)
    assert (asked.headline, asked.suggestions) == ("Nobody here works or worked at zyxwave.", [])
    assert engine.answer("!who knows ocalm", guild=A).headline == "Nobody here knows ocalm."
    assert engine.answer("who knows ocalm", guild=B).names == ["Bea Quill"]
    seen = engine.directory.seen_from(A).phrases
    assert seen.complete_skills("oc", 25) == []
    assert "ocaml" not in seen.complete_skills("", 25)


def test_many_profiles_of_another_server_never_crowd_out_this_server_s_matches(
    tmp_path: Path,
) -> None:
    data = tmp_path / "data"
    for guild, count in ((A, 1), (B, 320)):
        folder = data / "guilds" / str(guild)
        folder.mkdir(parents=True)
        # This server's one match ranks below every one of the other's: a longer text.
        said = "Hopper kernels." + (" Other work of many kinds." * 40 if guild == A else "")
        lines = [
            json.dumps({"id": f"p{guild}-{n}", "name": f"Person {guild} {n}", "summary": said})
            for n in range(count)
        ]
        (folder / "team.jsonl").write_text("\n".join(lines))
    engine = load_snapshot(data, cache=False).engine
    answer = engine.answer("who worked on hopper kernels", guild=A)
    assert (answer.headline, answer.names) == (
        "1 person mentions hopper kernels",
        [f"Person {A} 0"],
    )


def test_how_people_are_spread_counts_the_servers_own_only(engine: Engine) -> None:
    seen = engine.answer("which companies are people at", guild=A)
    assert (seen.headline, seen.spread) == (
        "Where the 3 people work", (("DeepSeek AI", 2), ("Initech", 1))
    )
    assert engine.answer("top employers?").spread == (("DeepSeek AI", 2),)


def test_a_servers_own_small_group_is_counted_among_many_larger_hidden_ones(
    tmp_path: Path,
) -> None:
    other = tmp_path / "guilds" / str(B)  # another server's people: larger groups, all hidden
    other.mkdir(parents=True)
    for n in range(80):
        for k in range(3):
            (other / f"s{n}-{k}.json").write_text(record(f"s{n}-{k}", f"Sam{n} Kay{k}", "go", f"Co{n}"))
    own = tmp_path / "guilds" / str(A)
    own.mkdir(parents=True)
    for k in range(2):
        (own / f"z{k}.json").write_text(record(f"z{k}", f"Zed Quill{k}", "zig", "Zenith"))
    engine = load_snapshot(tmp_path, cache=False).engine
    assert engine.answer("which companies are people at", guild=A).spread == (("Zenith", 2),)


def test_a_school_in_a_place_is_looked_for_among_the_server_s_own(
    tmp_path: Path,
) -> None:
    data = tmp_path / "data"
    folder = data / "guilds" / str(A)
    folder.mkdir(parents=True)
    (folder / "ada.json").write_text(json.dumps({
        "id": "ada", "name": "Ada Quill", "location": "Berlin, Germany",
        "education": [{"degree": "MS", "school": "Technische Universität Berlin"}],
    }))  # fmt: skip
    engine = load_snapshot(data, cache=False).engine
    seen = engine.answer("who studied in germany", guild=A)
    assert (seen.headline, seen.names) == ("1 person who studied at a school in Germany",
                                           ["Ada Quill"])  # fmt: skip
    unseen = engine.answer("who studied in germany", guild=B)
    assert (unseen.headline, unseen.names) == ("Nobody here studied at a school in Germany.", [])
