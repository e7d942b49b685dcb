"""Resolving typed phrases: places, skills, companies, schools and repositories."""

from __future__ import annotations

import pytest

from bot.answers.engine import Engine
from bot.profiles.model import Contribution, Education, Profile, Skill
from bot.search.directory import Directory
from bot.search.phrases import Resolved

PEOPLE = [
    Profile(id="a", name="Ada Visser", location="The Hague, South Holland, Netherlands",
            company="Microsoft Research Asia", coding_years=9,
            education=[Education(degree="MS", school="Massachusetts Institute of Technology")],
            skills=[Skill(name="nestjs", score=7)],
            contributions=[Contribution(repo="apache/tvm", stats={"prs": 3})]),
    Profile(id="b", name="Bram de Vries", location="Utrecht, Netherlands", company="Microsoft",
            coding_years=4, skills=[Skill(name="nextjs", score=9), Skill(name="Go", score=8)],
            education=[Education(school="Tsinghua University")]),
]  # fmt: skip


@pytest.fixture(scope="module")
def d() -> Directory:
    return Directory(PEOPLE)


@pytest.mark.parametrize(
    ("typed", "resolved"),
    [
        ("The Hague", Resolved(["the hague"], "The Hague")),
        ("the hague", Resolved(["the hague"], "The Hague")),
        ("the Netherlands", Resolved(["netherlands"], "Netherlands")),
        ("Utrech", Resolved(["utrecht"], "Utrecht", fuzzy=True)),
        ("Germany", Resolved([], "Germany")),
    ],
)
def test_places(d: Directory, typed: str, resolved: Resolved) -> None:
    assert d.phrases.place(typed) == resolved


@pytest.mark.parametrize(
    ("typed", "keys"),
    [("nsetjs", ["nestjs"]), ("nextjz", ["nextjs"]), ("golang", ["go"]), ("c#", [])],
)
def test_equal_typo_scores_for_skills_go_to_the_fewest_edits(
    d: Directory, typed: str, keys: list[str]
) -> None:
    assert d.phrases.skill(typed).keys == keys


def test_a_company_brings_its_longer_names(d: Directory) -> None:
    assert d.phrases.company("microsoft") == Resolved(
        ["microsoft", "microsoft research asia"], "Microsoft"
    )


@pytest.mark.parametrize(
    ("typed", "keys"),
    [("MIT", ["massachusetts institute of technology"]), ("tsinghua", ["tsinghua university"])],
)
def test_schools_by_acronym_or_distinctive_word(d: Directory, typed: str, keys: list[str]) -> None:
    assert d.phrases.school(typed).keys == keys


def test_a_repository_by_its_name_alone(d: Directory) -> None:
    assert d.phrases.repo("tvm") == Resolved(["apache/tvm"], "apache/tvm")


@pytest.mark.parametrize(
    ("typed", "keys"),
    [
        ("checkpoint", ["check point software technologies"]),
        ("nordic semi", ["nordic semiconductor"]),
        ("nordic", ["nordic semiconductor"]),
        # one word cut short could be any company that begins so: not a match
        ("checkp", []),
    ],
)
def test_a_company_typed_glued_or_cut_short(typed: str, keys: list[str]) -> None:
    d = Directory([
        Profile(id="a", name="Noa Shapira", company="Check Point Software Technologies"),
        Profile(id="b", name="Magnus Haugen", company="Nordic Semiconductor"),
    ])
    assert d.phrases.company(typed, exact=True).keys == keys


def test_a_skill_typed_short_or_with_the_word_language() -> None:
    d = Directory([
        Profile(id="a", name="Noa Shapira", skills=[Skill(name="cryptography", score=10)]),
        Profile(id="b", name="Jon Ode", skills=[Skill(name="assembly", score=9),
                                                Skill(name="zig", score=7)]),
    ])
    ph = d.phrases
    assert ph.skill("crypto", exact=True).keys == ["cryptography"]
    assert ph.skill("assembly language", exact=True).keys == ["assembly"]
    assert ph.skill("zigg", exact=True).keys == ["zig"]
    assert ph.skill("crypt", exact=True).keys == []  # within a sentence, too short to say


def test_a_word_of_the_language_is_no_typo_of_a_skill() -> None:
    d = Directory([
        Profile(id="a", name="Noa Shapira", skills=[Skill(name="node.js", score=9),
                                                    Skill(name="pytorch", score=8)]),
    ])  # fmt: skip
    ph = d.phrases
    assert [ph.skill(w).keys for w in ("mode", "nod", "node")] == [[], [], ["node.js"]]
    assert [ph.skill(w).keys for w in ("nodee", "pytroch", "pyotrch")] == [
        ["node.js"], ["pytorch"], ["pytorch"]
    ]


@pytest.mark.parametrize(("typed", "key"), [("a11y", "accessibility"), ("i18n", "internationalization")])
def test_numeronyms_are_the_words_they_shorten(typed: str, key: str) -> None:
    d = Directory([Profile(id="a", name="Jo Al", skills=[Skill(name="accessibility", score=9),
                                                         Skill(name="i18n", score=7)])])
    assert d.phrases.skill(typed).keys == [key]


def test_a_place_brings_the_places_joined_to_it_by_a_hyphen() -> None:
    d = Directory([
        Profile(id="a", name="Noa Shapira", location="Tel Aviv, Israel"),
        Profile(id="b", name="Noam Shapiro", location="Tel Aviv-Yafo, Tel Aviv District, Israel"),
        Profile(id="c", name="Wojciech Kowalczyk", location="Kraków, Małopolskie, Poland"),
    ])
    assert d.phrases.place("tel aviv").keys == ["tel aviv", "tel aviv yafo"]
    assert d.phrases.place("cracow").keys == ["krakow"]


def test_a_family_of_campuses_by_its_initials() -> None:
    d = Directory([
        Profile(id="a", name="Ana K", education=[Education(school="Indian Institute of Technology Madras")]),
        Profile(id="b", name="Ro D", education=[Education(school="Indian Institute of Technology Bombay")]),
        Profile(id="c", name="Li U", education=[Education(school="University College London")]),
        Profile(id="d", name="Al B", education=[Education(school="University of California Los Angeles")]),
    ])
    assert d.phrases.school("iit") == Resolved(
        ["indian institute of technology bombay", "indian institute of technology madras"], "IIT"
    )
    # another school's own initials are not a family's
    assert d.phrases.school("ucl").keys == ["university college london"]


def test_a_repository_by_the_words_of_its_name() -> None:
    d = Directory([
        Profile(id="a", name="Jo B", contributions=[Contribution(repo="orbweaver/loom-unreal-plugin")]),
        Profile(id="b", name="Al C", contributions=[Contribution(repo="orbweaver/loom-unity-bridge")]),
    ])
    assert d.phrases.repo("unreal plugin").keys == ["orbweaver/loom-unreal-plugin"]
    assert d.phrases.repo("loom").keys == []  # a word of two names is neither


def test_every_name_of_one_place_and_a_code_read_as_the_place_people_are_in() -> None:
    d = Directory([
        Profile(id="a", name="Priya Rao", location="Bengaluru, Karnataka, India"),
        Profile(id="b", name="Karthik S", location="Bangalore, India"),
        Profile(id="c", name="Daan Smit", location="Amsterdam, North Holland, Netherlands"),
    ])
    ph = d.phrases
    assert ph.place("bangalore").keys == ["bangalore", "bengaluru"]
    assert ph.place("bengaluru").keys == ["bengaluru", "bangalore"]
    assert (ph.place("NL").keys, ph.place("NL").display) == (["netherlands"], "Netherlands")
    assert ph.place("ams").keys == ["amsterdam"]
    canada = Directory([Profile(id="a", name="Sam Roy", location="St. John's, NL, Canada")])
    assert canada.phrases.place("nl").keys == ["nl"]


def test_es_is_elasticsearch() -> None:
    d = Directory([Profile(id="a", name="Daan Smit", skills=[Skill(name="elasticsearch", score=9)])])
    assert d.phrases.skill("ES", exact=True).keys == ["elasticsearch"]


def test_a_place_said_with_the_country_or_region_it_is_in() -> None:
    d = Directory([
        Profile(id="a", name="Priya Rao", location="Cambridge, England, United Kingdom"),
        Profile(id="b", name="Dana Ofori", location="Cambridge, Massachusetts, United States"),
    ])
    uk = d.phrases.place("cambridge uk")
    assert (uk.keys, uk.within, uk.display) == (
        ["cambridge"], ["united kingdom", "england"], "Cambridge, United Kingdom"
    )  # (England is in the United Kingdom, as the vocabulary of countries says)
    assert d.phrases.place("cambridge, ma").within == ["massachusetts"]
    assert Engine(d).answer("who's in cambridge uk").names == ["Priya Rao"]
    assert Engine(d).answer("anyone in cambridge germany?").headline == (
        "Nobody here is based in Cambridge, Germany."
    )


def test_a_skill_nobody_here_has_is_no_typo_of_one_they_do() -> None:
    d = Directory([Profile(id="a", name="Matthias Köhler", skills=[Skill(name="rest", score=7)])])
    assert d.phrases.skill("rust").keys == []
    assert Engine(d).answer("who knows rust").headline == "Nobody here knows rust."


def test_a_city_said_without_its_metro() -> None:
    d = Directory([Profile(id="a", name="Maricel Dela Cruz",
                           location="Quezon City, Metro Manila, Philippines")])
    assert d.phrases.place("manila").keys == ["metro manila"]
    assert d.phrases.place("york").keys == []


def test_rails_listed_alone_is_ruby_on_rails() -> None:
    d = Directory([Profile(id="a", name="Jo Al", skills=[Skill(name="rails", score=6)]),
                   Profile(id="b", name="Bo Ek", skills=[Skill(name="Ruby on Rails", score=8)])])
    assert d.phrases.skill("ruby on rails").keys == ["ruby-on-rails"]
    assert d.ix.skills["ruby-on-rails"].tolist() == [1, 0]
