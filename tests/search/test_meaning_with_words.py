"""People close in meaning ranked by their closeness and how much of the words their own
text holds together: meaning alone names the wrong person, or several, where the words tell
them apart."""

from __future__ import annotations

import pytest

from tests.conftest import benchmark_engine

CLOSEST = "1 person comes closest to what you describe (no profile says it in those words)"


@pytest.mark.parametrize(
    ("folder", "typed", "names"),
    [("profiles-50", "we saw a weird return-to-home trigger in yesterdays logs, who can help me"
      " read the failsafe state machine", ["Siddharth Raghunathan"]),
     ("profiles-77", "we keep binning unsold strawberries, who can predict how much the stores will"
      " order", ["Sofia Ramos"]),
     ("profiles-83", "who should i ask about why hotel results are ranked so weird for paris today,"
      " conversion on page 1 dropped", ["Núria Puig-Ferrer"])],
)  # fmt: skip
def test_the_words_a_profile_holds_tell_apart_people_close_in_meaning(
    folder: str, typed: str, names: list[str]
) -> None:
    answer = benchmark_engine(folder).answer(typed)
    assert (answer.headline, answer.names) == (CLOSEST, names)
