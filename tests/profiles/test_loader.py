"""Loading a data directory: usable profiles load, unusable files are named with the reason."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from bot.profiles.loader import (
    MAX_TEXT_BYTES,
    Rejection,
    decode_text,
    load_profiles,
    slugify,
)
from bot.profiles.model import to_dict
from tests.conftest import ROOT

GOOD = (ROOT / "data" / "profiles" / "chenggang-zhao.txt").read_bytes()


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "chenggang-zhao.txt").write_bytes(GOOD)
    return tmp_path / "data"


def _names(root: Path) -> list[str]:
    return [p.name for p in load_profiles(root).profiles]


@pytest.mark.parametrize(
    ("filename", "content", "reason"),
    [
        ("empty.txt", b"", "empty: the file holds no text"),
        ("blank.txt", b"\n\r\n   \n", "empty: the file holds no text"),
        (
            "binary.txt",
            b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR",
            "not text: the file holds binary data",
        ),
        ("controls.txt", bytes(range(1, 9)) * 50, "not text: the file holds binary data"),
        (
            "noname.txt",
            b"Summary\nSomeone codes.\n",
            "no name: the file starts with a section, not a name",
        ),
        (
            "notes.txt",
            b"Shopping list\nmilk\neggs\n",
            "not a profile export: no Summary, skills or contributions section",
        ),
        ("broken.json", b'{"id": "x", "name": ', "not JSON: Input data was truncated"),
        (
            "wrong.json",
            b'{"id": "x", "name": "X", "skills": [{"name": "go", "score": "ten"}]}',
            "not a profile record: Expected `int`, got `str` - at `$.skills[0].score`",
        ),
        ("anon.json", b'{"id": "x", "name": "  "}', "no name: the record's name is empty"),
        (
            "noname.json",
            b'{"id": "x"}',
            "not a profile record: Object missing required field `name`",
        ),
        ("empty.jsonl", b"\n\n", "empty: the file holds no records"),
    ],
)
def test_a_bad_file_is_rejected_with_its_reason_and_the_rest_loads(
    data: Path, filename: str, content: bytes, reason: str
) -> None:
    (data / filename).write_bytes(content)
    report = load_profiles(data)
    assert report.rejected == [Rejection(f"data/{filename}", reason)]
    assert [p.id for p in report.profiles] == ["chenggang-zhao"]


def test_too_large_export_is_rejected_without_reading_it(data: Path) -> None:
    with open(data / "huge.txt", "wb") as fh:
        fh.truncate(MAX_TEXT_BYTES + 1)
    report = load_profiles(data)
    assert report.rejected == [
        Rejection("data/huge.txt", "too large: 1,048,577 bytes, the limit is 1,048,576")
    ]
    assert [p.id for p in report.profiles] == ["chenggang-zhao"]


def test_a_fifo_is_not_read(data: Path) -> None:
    os.mkfifo(data / "pipe.txt")
    report = load_profiles(data)
    assert report.rejected == [Rejection("data/pipe.txt", "not a regular file")]
    assert len(report.profiles) == 1


def test_unreadable_file_is_rejected(data: Path) -> None:
    if os.geteuid() == 0:
        (data / "locked.txt").mkdir()  # root reads any file; a directory named .txt cannot be read
        report = load_profiles(data)
        assert [p.id for p in report.profiles] == ["chenggang-zhao"]
        return
    locked = data / "locked.txt"
    locked.write_bytes(GOOD)
    locked.chmod(0)
    report = load_profiles(data)
    assert report.rejected == [Rejection("data/locked.txt", "cannot be read: Permission denied")]


def test_jsonl_bad_line_is_rejected_alone(data: Path) -> None:
    good = {"id": "ann-lee", "name": "Ann Lee", "skills": [{"name": "go", "score": 9}]}
    lines = [json.dumps(good), "{not json", json.dumps({"id": "bo", "name": "Bo", "badges": 3})]
    (data / "more.jsonl").write_text("\n".join(lines) + "\n")
    report = load_profiles(data)
    assert report.rejected == [
        Rejection(
            "data/more.jsonl",
            "not JSON: JSON is malformed: object keys must be strings (byte 1)",
            "line 2",
        ),
        Rejection(
            "data/more.jsonl",
            "not a profile record: Expected `array`, got `int` - at `$.badges`",
            "line 3",
        ),
    ]
    assert [p.id for p in report.profiles] == ["chenggang-zhao", "ann-lee"]
    ann = report.profiles[1]
    assert (ann.source, ann.skills[0].name, ann.stackoverflow) == ("data/more.jsonl", "go", None)


def test_json_list_of_records_and_id_from_name(data: Path) -> None:
    records = [{"name": "José Núñez-García"}, {"id": "x2", "name": "Mei Lin"}]
    (data / "team.json").write_text(json.dumps(records))
    report = load_profiles(data)
    assert report.rejected == []
    assert [p.id for p in report.profiles] == ["chenggang-zhao", "jose-nunez-garcia", "x2"]


def test_exported_record_loads_back_identically(data: Path) -> None:
    original = load_profiles(data).profiles[0]
    (data / "chenggang-zhao.txt").unlink()
    (data / "chenggang-zhao.json").write_text(json.dumps(to_dict(original)))
    again = load_profiles(data).profiles[0]
    assert to_dict(again) == {**to_dict(original), "source": "data/chenggang-zhao.json"}


def test_duplicate_person_keeps_the_newer_file(data: Path) -> None:
    sub = data / "old"
    sub.mkdir()
    older = GOOD.replace(b"Core Infra Engineer at DeepSeek AI", b"Engineer at SenseTime")
    (sub / "chenggang-zhao.txt").write_bytes(older)
    os.utime(sub / "chenggang-zhao.txt", (1_000_000, 1_000_000))
    report = load_profiles(data)
    assert [p.company for p in report.profiles] == ["DeepSeek AI"]
    assert report.warnings == [
        "data/old/chenggang-zhao.txt: duplicate of profile 'chenggang-zhao'; "
        "kept data/chenggang-zhao.txt (newer)"
    ]


def test_duplicate_with_equal_times_keeps_the_first_path(data: Path) -> None:
    (data / "z").mkdir()
    (data / "z" / "chenggang-zhao.txt").write_bytes(GOOD.replace(b"DeepSeek AI\n", b"Acme\n"))
    stamp = (2_000_000, 2_000_000)
    os.utime(data / "chenggang-zhao.txt", stamp)
    os.utime(data / "z" / "chenggang-zhao.txt", stamp)
    report = load_profiles(data)
    assert [p.source for p in report.profiles] == ["data/chenggang-zhao.txt"]
    assert report.warnings == [
        "data/z/chenggang-zhao.txt: duplicate of profile 'chenggang-zhao'; "
        "kept data/chenggang-zhao.txt (first)"
    ]


def test_hidden_files_and_other_suffixes_are_not_profiles(data: Path) -> None:
    (data / ".cache").mkdir()
    (data / ".cache" / "x.txt").write_text("garbage")
    (data / ".notes.txt").write_text("garbage")
    (data / "photo.png").write_bytes(b"\x89PNG")
    report = load_profiles(data)
    assert (report.files, report.rejected, len(report.profiles)) == (1, [], 1)


def test_bundled_vocabulary_is_not_loaded_as_profiles(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    report = load_profiles(Path("data"))
    assert report.rejected == []
    assert [p.id for p in report.profiles] == ["chaofan-lin", "chenggang-zhao"]


def test_single_file_and_missing_path(data: Path) -> None:
    assert _names(data / "chenggang-zhao.txt") == ["Chenggang Zhao"]
    report = load_profiles(data / "nope")
    assert report.rejected == [Rejection("data/nope", "no such file or directory")]


def test_directory_symlink_loop_does_not_hang(data: Path) -> None:
    (data / "loop").symlink_to(data, target_is_directory=True)
    assert _names(data) == ["Chenggang Zhao"]


@pytest.mark.parametrize(
    ("raw", "text"),
    [
        ("José Núñez".encode(), "José Núñez"),
        ("\ufeffJosé".encode(), "José"),
        ("José Núñez".encode("latin-1"), "José Núñez"),
        ("We’ve – “quoted”".encode("cp1252"), "We’ve – “quoted”"),
        (b"caf\xe9 " * 30 + b"\x81", "café " * 30 + "\x81"),
        ("Zoë".encode("utf-16"), "Zoë"),
    ],
)
def test_decoding_utf8_bom_utf16_and_legacy_8_bit(raw: bytes, text: str) -> None:
    assert decode_text(raw) == (text, None)


def test_latin1_crlf_export_loads(data: Path) -> None:
    text = GOOD.decode().replace("Chenggang Zhao\n", "José Núñez\n", 1).replace("\n", "\r\n")
    text = text.replace("🤩", "").replace("🎓", "").replace("—", "-").replace("’", "'")
    (data / "jose.txt").write_bytes(text.encode("latin-1"))
    report = load_profiles(data)
    jose = next(p for p in report.profiles if p.id == "jose")
    assert (jose.name, jose.company, len(jose.skills)) == ("José Núñez", "DeepSeek AI", 11)


@pytest.mark.parametrize(
    ("text", "slug"),
    [
        ("José Núñez-García", "jose-nunez-garcia"),
        ("Siobhán O'Neill", "siobhan-o-neill"),
        ("chenggang-zhao", "chenggang-zhao"),
    ],
)
def test_slugify(text: str, slug: str) -> None:
    assert slugify(text) == slug


def test_a_file_name_that_is_not_utf8_is_rejected_and_the_rest_loads(data: Path) -> None:
    with open(os.fsencode(data) + b"/\xff.txt", "wb") as fh:
        fh.write((data / "chenggang-zhao.txt").read_bytes())
    report = load_profiles(data)
    assert report.rejected == [Rejection("data/?.txt", "the file name is not valid UTF-8: rename it")]
    assert [p.id for p in report.profiles] == ["chenggang-zhao"]


def test_json_nested_a_thousand_deep_is_rejected(data: Path) -> None:
    (data / "deep.json").write_text("[" * 1000 + "]" * 1000)
    (data / "deep.jsonl").write_text("[" * 1000 + "]" * 1000 + "\n")
    report = load_profiles(data)
    assert report.rejected == [
        Rejection("data/deep.json", "not a profile: JSON nested too deeply"),
        Rejection("data/deep.jsonl", "not a profile record: Expected `object`, got `array`",
                  "line 1"),
    ]
    assert [p.id for p in report.profiles] == ["chenggang-zhao"]


def test_folders_nested_past_the_limit_are_rejected_not_walked(data: Path) -> None:
    folders = [data / "d"]
    for _ in range(1099):  # deeper than any recursion would survive
        folders.append(folders[-1] / "d")
    for folder in folders:
        folder.mkdir()
    try:
        report = load_profiles(data)
        deepest = "data" + "/d" * 33
        assert report.rejected == [
            Rejection(deepest, "a folder nested deeper than 32 levels: not read")
        ]
        assert [p.id for p in report.profiles] == ["chenggang-zhao"]
    finally:  # removed from the bottom up: a recursive removal would fail on it too
        for folder in reversed(folders):
            folder.rmdir()


def test_a_link_out_of_the_data_directory_is_not_followed(data: Path, tmp_path: Path) -> None:
    secret = tmp_path / "secret.env"
    secret.write_text("DB_PASSWORD=hunter2\n")
    (data / "secret.txt").symlink_to(secret)
    (data / "again.txt").symlink_to(data / "chenggang-zhao.txt")  # inside: followed
    report = load_profiles(data)
    assert report.rejected == [
        Rejection("data/secret.txt", "a link to outside the data directory: not followed")
    ]
    # Followed, and then the one person under two names.
    assert [p.id for p in report.profiles] == ["again"]
    assert report.warnings == [
        "data/chenggang-zhao.txt: the same person as data/again.txt "
        "(same name, headline and summary): kept once"
    ]


def test_the_cache_folder_is_not_read(data: Path) -> None:
    (data / ".profile-bot" / "text").mkdir(parents=True)
    (data / ".profile-bot" / "x.txt").write_bytes(GOOD)
    (data / ".profile-bot" / "text" / "y.json").write_text("{}")
    report = load_profiles(data)
    assert (report.files, report.rejected, len(report.profiles)) == (1, [], 1)


def test_the_same_person_under_two_file_names_is_kept_once(data: Path) -> None:
    (data / "zhao-export-2.txt").write_bytes(GOOD)
    (data / "zhao-renamed.txt").write_bytes(GOOD.replace(b"DeepSeek AI\n", b"Acme\n"))
    for name in ("chenggang-zhao.txt", "zhao-export-2.txt", "zhao-renamed.txt"):
        os.utime(data / name, (2_000_000, 2_000_000))
    report = load_profiles(data)
    assert [(p.id, p.source) for p in report.profiles] == [
        ("chenggang-zhao", "data/chenggang-zhao.txt"), ("zhao-renamed", "data/zhao-renamed.txt"),
    ]  # fmt: skip
    assert report.warnings == [
        "data/zhao-export-2.txt: the same person as data/chenggang-zhao.txt "
        "(same name, headline and summary): kept once"
    ]


def test_the_newer_export_of_the_same_person_is_the_one_kept(data: Path) -> None:
    record = {"id": "cz-2", "name": "Chenggang Zhao", "summary": "Builds kernels."}
    (data / "a.json").write_text(json.dumps({**record, "id": "cz-1", "coding_years": 3}))
    (data / "b.json").write_text(json.dumps({**record, "coding_years": 4}))
    os.utime(data / "a.json", (1_000_000, 1_000_000))
    os.utime(data / "b.json", (2_000_000, 2_000_000))
    report = load_profiles(data)
    assert [(p.id, p.coding_years) for p in report.profiles] == [("cz-2", 4), ("chenggang-zhao", 8)]
    assert report.warnings == [
        "data/a.json: the same person as data/b.json (same name, headline and summary): kept once"
    ]


def test_a_name_alone_does_not_make_two_records_the_same_person(data: Path) -> None:
    (data / "a.json").write_text(json.dumps([{"id": "x", "name": "Wei Zhao"}, {"id": "y", "name": "Wei Zhao"}]))
    report = load_profiles(data)
    assert [p.id for p in report.profiles] == ["x", "y", "chenggang-zhao"]
    assert report.warnings == []
