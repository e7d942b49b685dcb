"""Words read as an employer that no vocabulary knows and nobody typed as a name: a request
for someone that describes the work in them is answered by the person closest to it."""

from __future__ import annotations

import pytest

from tests.conftest import benchmark_engine

CLOSEST = "1 person comes closest to what you describe (no profile says it in those words)"


@pytest.mark.parametrize(
    ("folder", "typed", "headline", "names"),
    [("profiles-48", "film grain synthesis question from the av1 folks, who'd know", CLOSEST,
      ["Siobhán Ní Bhriain"]),
     ("profiles-112", "ticket vending machines at Northgate can't reach the backend, who do I ping",
      CLOSEST, ["Arjun Menon"]),
     ("profiles-76", "ADT messages from the ED stopped coming through around noon, who knows that"
      " stuff", CLOSEST, ["Renée Castellanos"]),
     # an employer the world knows, or one asked of alone, is still nobody's
     ("profiles-110", "who has worked at google", "Nobody here works or worked at Google.", []),
     ("profiles-112", "anyone at northgate?", "Nobody here works or worked at northgate.", [])],
)  # fmt: skip
def test_a_description_read_as_an_unknown_employer_finds_who_is_closest(
    folder: str, typed: str, headline: str, names: list[str]
) -> None:
    answer = benchmark_engine(folder).answer(typed)
    assert (answer.headline, answer.names) == (headline, names)
