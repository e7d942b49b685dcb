"""Finding people by name: any script, typos, autocomplete."""

from __future__ import annotations

import pytest

from bot.profiles.model import Profile
from bot.search.directory import Directory


def directory(*names: str) -> Directory:
    return Directory([Profile(id=str(n), name=x) for n, x in enumerate(names)])


@pytest.mark.parametrize(
    ("typed", "name"),
    [
        ("sorensen", "Søren Sørensen"),
        ("Sørensen", "Søren Sørensen"),
        ("lukasz", "Łukasz Øster"),
        ("王伟", "王伟"),
        ("strauss", "Anna Strauß"),
    ],
)
def test_names_in_any_script_or_with_letters_of_their_own(typed: str, name: str) -> None:
    d = directory("Søren Sørensen", "Łukasz Øster", "王伟", "Anna Strauß", "Ann Lee")
    found = d.names.find(typed)
    assert ([d.profiles[i].name for i in found.ids], found.clear) == ([name], True)


@pytest.mark.parametrize(
    ("typed", "names", "score"),
    [
        ("chenggang zaho", ["Chenggang Zhao"], 94.0),
        ("zhao", ["Chenggang Zhao", "Wei Zhao"], 100.0),
        ("nobody atall", [], 0.0),
    ],
)
def test_a_typo_scores_below_an_exact_word_and_equal_people_are_all_offered(
    typed: str, names: list[str], score: float
) -> None:
    d = directory("Wei Zhao", "Chenggang Zhao", "Mei Lin")
    found = d.names.find(typed)
    assert ([d.profiles[i].name for i in found.ids], found.score) == (names, score)


def test_name_suggestions_come_from_similar_name_words() -> None:
    d = directory("Wei Zhao", "Chenggang Zhao", "Mei Lin")
    assert d.names.suggestions("chengxin zhou") == ["Chenggang Zhao", "Wei Zhao"]


def test_name_autocomplete_lists_each_name_once_until_the_box_is_full() -> None:
    everyone = ["Ann Lee"] * 30 + [f"Anna {c}" for c in "ZYXWVUTSRQPONMLKJIHGFEDCBA"] + ["Bo Ann"]
    d = Directory([Profile(id=str(n), name=x) for n, x in enumerate(everyone)])
    assert d.names.complete("ann", 25) == ["Ann Lee", *(f"Anna {c}" for c in "ABCDEFGHIJKLMNOPQRSTUVWX")]
    assert d.names.complete("bo a", 25) == ["Bo Ann"]
    assert d.names.complete("lee", 25) == ["Ann Lee"]
    assert d.names.complete("anna z", 3) == ["Anna Z"]



def test_name_autocomplete_skips_any_number_of_namesakes() -> None:
    everyone = ["João Almeida"] * 300 + ["João Rocha", "Joana Reis"]
    d = Directory([Profile(id=str(n), name=x) for n, x in enumerate(everyone)])
    assert d.names.complete("João", 25) == ["João Almeida", "João Rocha"]
    assert d.names.complete("Joa", 25) == ["Joana Reis", "João Almeida", "João Rocha"]
    assert d.names.complete("roch", 25) == ["João Rocha"]


def test_a_mistyped_initial_is_a_typo_of_another_initial() -> None:
    d = directory("Ruth L. Kelly", "Ruth X. Carter-Kelly", "Ruth Moss")
    found = d.names.find("Ruth x. Kelly")
    assert [d.profiles[i].name for i in found.ids] == ["Ruth L. Kelly", "Ruth X. Carter-Kelly"]


@pytest.mark.parametrize(
    ("typed", "first"),
    [
        ("Li Bondarenko", "Lei Bondarenko"),  # one letter from each: the first letter kept
        ("Sarah Ahe", "Sarah Ahn"),
    ],
)
def test_equally_close_names_put_the_one_with_the_typed_first_letters_first(
    typed: str, first: str
) -> None:
    d = directory("Ali Bondarenko", "Lei Bondarenko", "Sarah He", "Sarah Ahn")
    found = d.names.find(typed)
    assert d.profiles[found.ids[0]].name == first
    assert not found.clear  # the other stays offered


def test_a_name_typed_without_its_middle_initial_comes_before_a_typo_of_another() -> None:
    d = directory("Hina de Vries", "Hira R. de Vries")
    found = d.names.find("Hira de Vries")
    assert [d.profiles[i].name for i in found.ids] == ["Hira R. de Vries", "Hina de Vries"]


def test_one_typo_from_one_name_and_two_from_another_is_clear() -> None:
    d = directory("Haruki Tanaka", "Yuki Tanaka")
    found = d.names.find("hruki tanaka")
    assert ([d.profiles[i].name for i in found.ids], found.clear) == (
        ["Haruki Tanaka", "Yuki Tanaka"], True
    )


def test_the_name_someone_goes_by_finds_them() -> None:
    d = Directory([
        Profile(id="a", name="Katarzyna Nowak",
                summary="Katarzyna Nowak, Kasia to everyone at Kestrel, is a SLAM engineer."),
        Profile(id="b", name="Siddharth Raghunathan",
                summary="Siddharth Raghunathan, who goes by Sid, writes flight software."),
        Profile(id="c", name="Kasia Wolna"),
    ])  # fmt: skip
    assert d.names.find("sid").ids == [1]
    assert d.names.find("kasia nowak").ids == [0]
    assert sorted(d.names.find("kasia").ids) == [0, 2]


@pytest.mark.parametrize(("typed", "name"), [("wei-ting", "Wei-Ting Huang"), ("wei ling", "Wei-Ling Hsu")])
def test_every_word_as_typed_in_one_name_is_clear(typed: str, name: str) -> None:
    d = directory("Wei-Ling Hsu", "Wei-Ting Huang")
    found = d.names.find(typed)
    assert (d.profiles[found.ids[0]].name, found.clear) == (name, True)
