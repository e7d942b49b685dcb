"""Property tests: no byte sequence makes the loader raise or hang."""

from __future__ import annotations

from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.profiles.loader import MAX_TEXT_BYTES, decode_record, decode_text, load_profiles
from bot.profiles.parser import parse_export
from tests.conftest import ROOT

REAL = (ROOT / "data" / "profiles" / "chenggang-zhao.txt").read_bytes()
PROPERTY = settings(
    max_examples=150, deadline=2000, suppress_health_check=[HealthCheck.function_scoped_fixture]
)


@st.composite
def mutated_export(draw: st.DrawFn) -> bytes:
    data = bytearray(REAL)
    for _ in range(draw(st.integers(1, 12))):
        kind = draw(st.sampled_from(["flip", "cut", "insert", "dup-line", "drop-line"]))
        at = draw(st.integers(0, max(len(data) - 1, 0)))
        if kind == "flip" and data:
            data[at] = draw(st.integers(0, 255))
        elif kind == "cut":
            del data[at:]
        elif kind == "insert":
            data[at:at] = draw(st.binary(max_size=40))
        else:
            lines = bytes(data).split(b"\n")
            i = draw(st.integers(0, len(lines) - 1))
            if kind == "dup-line":
                lines.insert(i, lines[i] * draw(st.integers(1, 50)))
            else:
                del lines[i]
            data = bytearray(b"\n".join(lines))
        # lines doubled again and again grow past what the loader reads of an export
        del data[MAX_TEXT_BYTES:]
    return bytes(data)


def _never_raises(raw: bytes) -> None:
    text, reason = decode_text(raw)
    assert (text is None) != (reason is None)
    if text is not None:
        result = parse_export(text, profile_id="x")
        assert (result.profile is None) != (result.error is None)
    profile, reason = decode_record(raw)
    assert (profile is None) != (reason is None)


@PROPERTY
@given(st.binary(max_size=4096))
def test_random_bytes_never_raise(raw: bytes) -> None:
    _never_raises(raw)


@PROPERTY
@given(mutated_export())
def test_mutations_of_a_real_export_never_raise(raw: bytes) -> None:
    _never_raises(raw)


@PROPERTY
@given(st.text(max_size=2000))
def test_any_text_parses_or_is_rejected(text: str) -> None:
    result = parse_export(text, profile_id="x")
    assert (result.profile is None) != (result.error is None)


@settings(
    max_examples=40, deadline=5000, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    files=st.lists(
        st.tuples(st.sampled_from([".txt", ".json", ".jsonl"]), mutated_export()), max_size=4
    )
)
def test_a_directory_of_mutated_files_loads_without_raising(
    tmp_path_factory: object, files: list[tuple[str, bytes]]
) -> None:
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        (root / "good.txt").write_bytes(REAL)
        for i, (suffix, raw) in enumerate(files):
            (root / f"m{i}{suffix}").write_bytes(raw)
        report = load_profiles(root)
        assert "chenggang-zhao" not in {r.source for r in report.rejected}
        # A mutant that kept the name, headline and summary is the same person, and may be
        # the copy kept: the person is there either way.
        assert "Chenggang Zhao" in {p.name for p in report.profiles}
        assert report.files == len(files) + 1


def test_hostile_education_line_stays_fast() -> None:
    line = "a, " * 300_000 + "a at b"
    text = f"Ann\nDev\nSummary\nAnn.\n1 year of coding experience\n{line}"
    result = parse_export(text, profile_id="x")
    assert result.profile is not None and result.profile.education == []


def test_hostile_education_line_within_the_searched_length() -> None:
    line = "BS, BS at " + "A, " * 1300
    text = f"Ann\nDev\nSummary\nAnn.\n1 year of coding experience\n{line}"
    result = parse_export(text, profile_id="x")
    assert result.profile is not None
    assert [e.degree for e in result.profile.education] == ["BS"]
