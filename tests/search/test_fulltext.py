"""The full-text index's scored search for any of the words, and how many of the words one
profile holds."""

from __future__ import annotations

from bot.profiles.model import Profile
from bot.search.fulltext import FullText


def _profile(i: int, summary: str) -> Profile:
    return Profile(id=f"p{i}", name=f"Person {i}", summary=summary)


TEXT = FullText.build([
    _profile(0, "Runs the sorter that sends parcels down the right chute in the depot."),
    _profile(1, "Plans the delivery vans and the parcels each one carries."),
    _profile(2, "Builds the payments service."),
])  # fmt: skip


def test_any_of_the_words_ranked_with_their_scores() -> None:
    ids, scores = TEXT.related_scored(["sorter", "chute", "parcels"], 10)
    assert ids.tolist() == [0, 1]
    assert scores[0] > 2 * scores[1] > 0
    assert TEXT.related(["sorter", "chute", "parcels"], 10).tolist() == [0, 1]
    empty_ids, empty_scores = TEXT.related_scored(["lunch"], 10)
    assert (empty_ids.tolist(), empty_scores.tolist()) == ([], [])


def test_how_many_of_the_words_one_profile_holds() -> None:
    words = ["sorter", "chute", "parcels", "payments"]
    assert [TEXT.held(i, words, 4) for i in range(3)] == [3, 1, 1]
    assert TEXT.held(0, words, 2) == 2  # counted up to what is enough
    assert TEXT.held(0, ["sorter", "sorter"], 4) == 1  # a word said twice counts once
    assert TEXT.held(0, ["sortre"], 4) == 1  # a long word with a typo


def test_asking_for_no_matches_finds_none_rather_than_failing() -> None:
    assert TEXT.search(["parcels"], 0).tolist() == []
    assert TEXT.related(["parcels"], 0).tolist() == []
    assert TEXT.search(["parcels"], 1).tolist() == [1]


def test_the_share_of_the_profiles_that_hold_a_word() -> None:
    assert [round(TEXT.share(w), 2) for w in ("parcels", "payments", "lunch")] == [0.67, 0.33, 0.0]


def test_the_share_of_profiles_holding_a_word_in_any_of_its_forms() -> None:
    # `parcel` and `parcels` are one word to the index; `the` is in every summary
    assert [TEXT.share(w) for w in ("parcel", "parcels", "the", "payments", "lunch")] == [
        2 / 3, 2 / 3, 1.0, 1 / 3, 0.0
    ]
    # a short word is also its plural (`van`: vans), a British spelling the American one
    assert TEXT.share("van") == 1 / 3
    british = FullText.build([_profile(0, "Tunes the query optimization passes."),
                              _profile(1, "Writes the docs.")])  # fmt: skip
    assert british.share("optimisation") == 1 / 2


def test_a_word_typed_short_is_searched_in_full_only_where_no_profile_holds_it() -> None:
    text = FullText.build([_profile(0, "Owns the appointment reminders and the perf dashboards."),
                           _profile(1, "Tunes database performance.")])  # fmt: skip
    # nobody writes `appt`: it is the appointment; `perf` is written as typed, and stays
    assert text.in_full(["appt", "reminders", "perf", "db"]) == [
        "appointment", "reminders", "perf", "database"
    ]
    assert text.search(["appt", "reminders"], 10).tolist() == [0]
    assert text.search(["perf"], 10).tolist() == [0]
    assert text.held(0, ["appt", "reminders"], 2) == 2
    assert "appointment" in text.quote(0, ["appt"]).lower()
