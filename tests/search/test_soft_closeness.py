"""A profile's closeness in meaning is the soft maximum of its passages': a profile that says
a thing in several passages comes ahead of one that brushes it in one, and no profile gains
by being long."""

from __future__ import annotations

import numpy as np
import pytest

from bot.search.meaning import soft_closeness
from tests.conftest import benchmark_engine


def test_one_passage_is_its_own_closeness() -> None:
    assert soft_closeness(np.array([0.42], np.float32)) == pytest.approx(0.42)


def test_a_thing_said_in_several_passages_comes_ahead_of_one_brushed_once() -> None:
    brushed = soft_closeness(np.array([0.52, 0.10, 0.10], np.float32))
    said_often = soft_closeness(np.array([0.50, 0.49, 0.48], np.float32))
    assert said_often > brushed
    assert brushed == pytest.approx(0.4515, abs=1e-3)


def test_more_passages_alike_raise_nothing() -> None:
    short = soft_closeness(np.array([0.4, 0.2], np.float32))
    long = soft_closeness(np.array([0.4, 0.2] * 20, np.float32))
    assert long == pytest.approx(short)


def test_the_profile_that_says_it_more_is_named() -> None:
    answer = benchmark_engine("profiles-79").answer(
        "anyone here work with radar imagery? sentinel-1 type stuff"
    )
    assert answer.names == ["Camille Dubois-Rey"]
