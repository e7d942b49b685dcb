"""The test profiles under tests/fixtures/ parse into exactly the records written beside them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.profiles.loader import load_profiles
from bot.profiles.model import to_dict
from tests.conftest import FIXTURES, ROOT

EXPECTED = sorted((FIXTURES / "expected").glob("*.json"))


@pytest.fixture(scope="module")
def loaded() -> dict[str, dict]:
    with pytest.MonkeyPatch.context() as mp:
        mp.chdir(ROOT)
        report = load_profiles(Path("tests/fixtures/profiles"))
    assert report.rejected == []
    assert report.warnings == [
        "tests/fixtures/profiles/elena-petrova.txt: no footer line: the file may be truncated"
    ]
    return {p.id: to_dict(p) for p in report.profiles}


def test_every_fixture_has_an_expected_record(loaded: dict[str, dict]) -> None:
    assert len(EXPECTED) >= 12
    assert sorted(loaded) == [p.stem for p in EXPECTED]


@pytest.mark.parametrize("path", EXPECTED, ids=lambda p: p.stem)
def test_fixture_parses_into_its_record(loaded: dict[str, dict], path: Path) -> None:
    assert loaded[path.stem] == json.loads(path.read_text("utf-8"))
