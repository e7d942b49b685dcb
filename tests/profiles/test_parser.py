"""The text-export parser: the bundled exports, and each tricky part of the format."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.profiles.loader import load_profiles
from bot.profiles.model import Contribution, Education, StackOverflow, to_dict
from bot.profiles.parser import (
    parse_count,
    parse_education,
    parse_export,
    parse_period,
    parse_stats,
    split_headline,
)
from tests.conftest import FIXTURES, ROOT


def test_bundled_exports_parse_into_exactly_their_records(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    report = load_profiles(Path("data/profiles"))
    assert report.rejected == []
    assert report.warnings == []
    got = {p.id: to_dict(p) for p in report.profiles}
    expected = {
        path.stem: json.loads(path.read_text("utf-8"))
        for path in sorted((FIXTURES / "bundled-expected").glob("*.json"))
    }
    assert list(got) == ["chaofan-lin", "chenggang-zhao"]
    assert got == expected


def _wrap(body: str, header: str = "Ann Lee\nEngineer at Acme") -> str:
    return f"{header}\nSummary\n{body}\nFind and Hire Top Developers…"


@pytest.mark.parametrize(
    ("headline", "title", "company"),
    [
        ("Core Infra Engineer at DeepSeek AI", "Core Infra Engineer", "DeepSeek AI"),
        ("Head of Data at Scale at Acme Corp", "Head of Data at Scale", "Acme Corp"),
        ("Independent researcher", "Independent researcher", None),
        ("at Acme", "at Acme", None),
        (None, None, None),
    ],
)
def test_headline_splits_at_the_last_at(
    headline: str | None, title: str | None, company: str | None
) -> None:
    assert split_headline(headline) == (title, company)


@pytest.mark.parametrize(
    ("lines", "badges", "summary"),
    [
        (
            "🤩\nRockstar🎓\nTop SchoolAnn Lee builds compilers.",
            ["Rockstar", "Top School"],
            "Ann Lee builds compilers.",
        ),
        ("🤩\nRockstarShe builds compilers.", ["Rockstar"], "She builds compilers."),
        ("Ann Lee builds compilers.", [], "Ann Lee builds compilers."),
        (
            "🌟\nOpen Source ContributorAnn writes Go.",
            ["Open Source Contributor"],
            "Ann writes Go.",
        ),
        ("🔥\nHidden GemThe best engineer.", ["Hidden Gem"], "The best engineer."),
        ("🤩\nRockstar🎓\nTop School", ["Rockstar", "Top School"], None),
        (
            "🤩\nRockstar🎓\nTop School\n3 years of coding experience",
            ["Rockstar", "Top School"],
            None,
        ),
        ("🤩\nTop Schoolannie is lower case.", ["Top School"], "annie is lower case."),
    ],
)
def test_badges_glued_to_the_summary(lines: str, badges: list[str], summary: str | None) -> None:
    profile = parse_export(_wrap(lines), profile_id="ann-lee").profile
    assert profile is not None
    assert (profile.badges, profile.summary) == (badges, summary)


@pytest.mark.parametrize(
    ("line", "coding", "employment"),
    [
        ("8 years of coding experience\n1 year of employment as a software developer", 8, 1),
        ("1 year of coding experience", 1, None),
        ("12 years of employment as a software developer", None, 12),
    ],
)
def test_experience_singular_and_plural(
    line: str, coding: int | None, employment: int | None
) -> None:
    profile = parse_export(_wrap("Ann codes.\n" + line), profile_id="a").profile
    assert profile is not None
    assert (profile.coding_years, profile.employment_years) == (coding, employment)
    assert profile.summary == "Ann codes."


@pytest.mark.parametrize(
    ("line", "entries"),
    [
        (
            "Master's Degree on Computer Systems, Master's Degree on Computer Systems at Tsinghua "
            "University",
            [("Master's Degree on Computer Systems", "Tsinghua University")],
        ),
        (
            "Doctor of Philosophy - PhD Computer Science, Doctor of Philosophy - PhD Computer "
            "Science at Tsinghua UniversityBachelor of Engineering - BE Computer Science (ACM "
            "Class), Bachelor of Engineering - BE Computer Science (ACM Class) at Shanghai Jiao "
            "Tong University",
            [
                ("Doctor of Philosophy - PhD Computer Science", "Tsinghua University"),
                (
                    "Bachelor of Engineering - BE Computer Science (ACM Class)",
                    "Shanghai Jiao Tong University",
                ),
            ],
        ),
        (
            "Master of Science - MS, Master of Science - MS at University of California, Berkeley"
            "Bachelor of Science - BS, Bachelor of Science - BS at MITMaster of Engineering - "
            "MEng, Master of Engineering - MEng at University of Oxford",
            [
                ("Master of Science - MS", "University of California, Berkeley"),
                ("Bachelor of Science - BS", "MIT"),
                ("Master of Engineering - MEng", "University of Oxford"),
            ],
        ),
        (
            "BSc, Physics, BSc, Physics at Imperial College London",
            [("BSc, Physics", "Imperial College London")],
        ),
        ("Loves long walks, and more at night", []),
    ],
)
def test_education_degree_written_twice_and_glued(
    line: str, entries: list[tuple[str, str]]
) -> None:
    assert parse_education(line) == [Education(degree=d, school=s) for d, s in entries]


def test_education_line_lands_in_the_record() -> None:
    text = _wrap("Ann codes.\n2 years of coding experience\nBS, BS at MIT")
    profile = parse_export(text, profile_id="a").profile
    assert profile is not None
    assert profile.education == [Education(degree="BS", school="MIT")]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("1", 1),
        ("0", 0),
        ("12.5k", 12500),
        ("3m", 3_000_000),
        ("1.2K", 1200),
        ("1,204", 1204),
        ("2b", 2_000_000_000),
        ("k", None),
        ("1.2.3", None),
    ],
)
def test_abbreviated_numbers(text: str, value: int | None) -> None:
    assert parse_count(text) == value


def test_stackoverflow_block_with_abbreviations() -> None:
    body = "Ann codes.\nStackoverflow\n1.2kreputation\n12.5kreached\n3answers\n1question"
    profile = parse_export(_wrap(body), profile_id="a").profile
    assert profile is not None
    assert profile.stackoverflow == StackOverflow(
        reputation=1200, reached=12500, answers=3, questions=1
    )
    million = parse_export(_wrap("A.\nStackoverflow\n3mreached"), profile_id="a").profile
    assert million is not None and million.stackoverflow == StackOverflow(reached=3_000_000)


def test_no_stackoverflow_section_is_null() -> None:
    profile = parse_export(_wrap("Ann codes."), profile_id="a").profile
    assert profile is not None and profile.stackoverflow is None


@pytest.mark.parametrize(
    ("line", "name", "score"),
    [
        ("tensorrt10", "tensorrt", 10),
        ("llvm9", "llvm", 9),
        ("mlr8", "mlr", 8),
        ("h2647", "h264", 7),
        ("k8s9", "k8s", 9),
        ("c++10", "c++", 10),
        ("f#8", "f#", 8),
        ("node.js9", "node.js", 9),
        ("web310", "web3", 10),
        ("h26410", "h264", 10),
        ("c1", "c", 1),
        (".net7", ".net", 7),
        ("win321", "win32", 1),
    ],
)
def test_skill_names_ending_in_digits_or_holding_symbols(line: str, name: str, score: int) -> None:
    text = _wrap(f"Ann codes.\nGithub Skills (40)\n{line}")
    result = parse_export(text, profile_id="a")
    assert result.profile is not None
    assert [(s.name, s.score) for s in result.profile.skills] == [(name, score)]
    assert result.profile.skill_count == 40


def test_skill_without_a_score_is_skipped_with_a_warning() -> None:
    text = _wrap("Ann codes.\nGithub Skills (2)\npython10\nrust")
    result = parse_export(text, profile_id="a")
    assert result.profile is not None
    assert [s.name for s in result.profile.skills] == ["python"]
    assert result.warnings == ["line 7: skipped 'rust' (a skill without a score)"]


def test_languages_count_and_optional_list() -> None:
    text = _wrap("Ann codes.\nProgramming languages (3)\nPython\nC++\nGithub contributions (0)")
    profile = parse_export(text, profile_id="a").profile
    assert profile is not None
    assert (profile.languages, profile.language_count) == (["Python", "C++"], 3)
    assert profile.contribution_count == 0


@pytest.mark.parametrize(
    ("text", "stats", "duration"),
    [
        (
            "37 reviews, 4 commits, 15 PRs in 12 days",
            {"reviews": 37, "commits": 4, "prs": 15},
            "12 days",
        ),
        (
            "1 commit, 1 push, 1 branch in 1 day",
            {"commits": 1, "pushes": 1, "branches": 1},
            "1 day",
        ),
        (
            "1 PR, 1 review, 1 comment, 1 issue in 2 weeks",
            {"prs": 1, "reviews": 1, "comments": 1, "issues": 1},
            "2 weeks",
        ),
        ("5 issues, 2 comments in 1 year", {"issues": 5, "comments": 2}, "1 year"),
        ("1.2k commits in 3 years", {"commits": 1200}, "3 years"),
        ("4 commits", {"commits": 4}, None),
    ],
)
def test_contribution_stats(text: str, stats: dict[str, int], duration: str | None) -> None:
    got_stats, got_duration, unknown = parse_stats(text)
    assert (got_stats, got_duration, unknown) == (stats, duration, [])
    assert list(got_stats) == list(stats)


@pytest.mark.parametrize(
    ("line", "period"),
    [
        ("Nov 2022 - Nov 2022", ("2022-11", "2022-11")),
        ("Mar 2019 - Jun 2019", ("2019-03", "2019-06")),
        ("Sep 2021 - Present", ("2021-09", None)),
        ("September 2021 - August 2022", ("2021-09", "2022-08")),
        ("Foo 2021 - Jun 2022", None),
        ("2021 - 2022", None),
    ],
)
def test_periods_become_year_months(line: str, period: tuple[str, str | None] | None) -> None:
    assert parse_period(line) == period


CONTRIBUTIONS = """Github contributions (6)
apache/tvm
Feb 2023 - Dec 2023
Open deep learning compiler stack
Role in this project:
Back-end Developer & ML Engineer
Back-end Developer & ML EngineerContributions:17 reviews, 20 PRs, 16 comments in 9 months
Contributions summary:Ann added operators.
compilertensor
owner/no-description
Jan 2020 - Feb 2020
Role in this project:
Maintainer
MaintainerContributions:3 commits in 1 month
owner/no-role
Jan 2021 - Jan 2021
A tool
Contributions:2 PRs in 1 day
Contributions summary:Ann fixed a bug.
owner/short
Mar 2019 - Jun 2019
Contributions:37 commits, 32 pushes, 1 branch in 3 months
owner/topics-only
Jan 2022 - Feb 2022
Contributions:1 issue in 1 month
python"""


def test_contribution_blocks_of_every_shape() -> None:
    result = parse_export(_wrap(CONTRIBUTIONS), profile_id="a")
    assert result.profile is not None
    assert result.warnings == []
    assert result.profile.contribution_count == 6
    assert result.profile.contributions == [
        Contribution(
            repo="apache/tvm",
            start="2023-02",
            end="2023-12",
            description="Open deep learning compiler stack",
            role="Back-end Developer & ML Engineer",
            stats={"reviews": 17, "prs": 20, "comments": 16},
            duration="9 months",
            summary="Ann added operators.",
            topics=["compilertensor"],
        ),
        Contribution(
            repo="owner/no-description",
            start="2020-01",
            end="2020-02",
            role="Maintainer",
            stats={"commits": 3},
            duration="1 month",
        ),
        Contribution(
            repo="owner/no-role",
            start="2021-01",
            end="2021-01",
            description="A tool",
            stats={"prs": 2},
            duration="1 day",
            summary="Ann fixed a bug.",
        ),
        Contribution(
            repo="owner/short",
            start="2019-03",
            end="2019-06",
            stats={"commits": 37, "pushes": 32, "branches": 1},
            duration="3 months",
        ),
        Contribution(
            repo="owner/topics-only",
            start="2022-01",
            end="2022-02",
            stats={"issues": 1},
            duration="1 month",
            topics=["python"],
        ),
    ]


def test_header_without_location_or_headline() -> None:
    no_location = parse_export("Ann Lee\nEngineer at Acme\nSummary\nAnn codes.", profile_id="a")
    assert no_location.profile is not None
    assert (no_location.profile.location, no_location.profile.company) == (None, "Acme")
    name_only = parse_export("Ann Lee\nSummary\nAnn codes.", profile_id="a").profile
    assert name_only is not None
    assert (name_only.headline, name_only.title, name_only.location) == (None, None, None)


def test_names_with_accents_hyphens_apostrophes_stay_as_written() -> None:
    for name in ("José Núñez-García", "Siobhán O'Neill", "Zoë Van der Berg"):
        profile = parse_export(f"{name}\nDev\nSummary\nHi.", profile_id="x").profile
        assert profile is not None and profile.name == name


def test_byte_order_mark_and_windows_line_endings() -> None:
    text = "\ufeffAnn Lee\r\nEngineer at Acme\r\nBerlin, Germany\r\nSummary\r\nAnn codes.\r\n"
    profile = parse_export(text, profile_id="a").profile
    assert profile is not None
    assert (profile.name, profile.location, profile.summary) == (
        "Ann Lee",
        "Berlin, Germany",
        "Ann codes.",
    )


def test_footer_ends_the_profile_and_its_absence_is_a_warning() -> None:
    text = "Ann Lee\nDev\nSummary\nAnn codes.\nFind and Hire Top Developers…\npython10"
    result = parse_export(text, profile_id="a")
    assert result.profile is not None and result.profile.skills == []
    assert result.warnings == []
    truncated = parse_export("Ann Lee\nDev\nSummary\nAnn codes.", profile_id="a")
    assert truncated.warnings == ["no footer line: the file may be truncated"]


@pytest.mark.parametrize(
    ("text", "error"),
    [
        ("", "empty: the file holds no text"),
        ("\n \n\t\n", "empty: the file holds no text"),
        ("Summary\nAnn codes.", "no name: the file starts with a section, not a name"),
        ("12345\nSummary\nx", "no name: the first line '12345' is not a name"),
        ("Ann Lee\nEngineer", "not a profile export: no Summary, skills or contributions section"),
    ],
)
def test_texts_that_are_not_profiles(text: str, error: str) -> None:
    result = parse_export(text, profile_id="a")
    assert (result.profile, result.error) == (None, error)


def test_a_school_without_a_degree() -> None:
    assert parse_education(", at HAL Osaka") == [Education(degree=None, school="HAL Osaka")]


@pytest.mark.parametrize(
    ("summary", "location"),
    [("Ann is a freelance Android developer based in Hamburg with 14 years of coding.",
      "Hamburg, Germany"),
     ("Ann works from Porto, Portugal on the partner integrations.", "Porto, Portugal"),
     ("Ann is based in São Paulo, Brazil, and builds payment APIs.", "São Paulo, Brazil"),
     ("Based in Łódź, Ann builds payment APIs.", "Łódź"),
     ("An engineer based in Hamburg, I build things.", "Hamburg, Germany"),
     ("Ann works from Monday to Friday on the API.", None),
     ("Ann works in Python and Go at Acme.", None),
     ("Ann moved to Berlin last year.", None),
     # a sentence ends with the place; a shortened word inside a name does not end it
     ("Ann is a data engineer working remotely from Toronto. He builds pipelines.",
      "Toronto, Canada"),
     ("Ann is based in Rio de Janeiro. She builds payment APIs.", "Rio de Janeiro, Brazil"),
     ("Ann is based in St. Louis and builds payment APIs.", "St Louis"),
     # a country by its short name is written as location lines write it
     ("Ann works remotely from Manchester, UK. She owns the release train.",
      "Manchester, United Kingdom"),
     # a city alone, with the country the world's list of cities puts it in; one it does not
     # know stays alone
     ("Ann is a data migration lead based in Utrecht in the Netherlands.", "Utrecht, Netherlands"),
     ("Ann is a browser engineer working from Tokyo on Ladybird.", "Tokyo, Japan"),
     ("Ann is based in Leixlip and builds payment APIs.", "Leixlip"),
     # a name larger cities of several countries share is given none
     ("Ann is based in Valencia and builds payment APIs.", "Valencia"),
     # what someone does from a city of the world, in its country; not where they came from
     ("Ann leads the experimentation platform at Swoonly from Berlin, Germany. She built it.",
      "Berlin, Germany"),
     ("Ann runs the data team from Lisbon, Portugal, and mentors juniors.", "Lisbon, Portugal"),
     ("Ann moved to Leeds last year from Paris, France.", None),
     ("Ann joined us from Toronto, Canada.", None),
     ("Ann switched from Google, Mountain View in 2019.", None),
     ("Ann writes firmware from Berlin, Ohio.", None),
     ("Ann is a freelance computer vision engineer from Porto, Portugal, who built the gate.",
      "Porto, Portugal"),
     ("Ann is originally from Lagos, Nigeria and builds payment APIs.", None),
     ("Ann leads hiring and hires engineers from Oslo, Norway.", None)],
)  # fmt: skip
def test_without_a_location_line_the_summary_says_where_someone_is(
    summary: str, location: str | None
) -> None:
    parsed = parse_export(f"Ann Lee\nEngineer at Acme\nSummary\n{summary}", profile_id="a")
    assert parsed.profile is not None and parsed.profile.location == location


def test_a_location_line_is_kept_over_what_the_summary_says() -> None:
    text = "Ann Lee\nEngineer at Acme\nLyon, France\nSummary\nAnn is based in Hamburg."
    parsed = parse_export(text, profile_id="a")
    assert parsed.profile is not None and parsed.profile.location == "Lyon, France"
