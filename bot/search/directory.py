"""One snapshot's profiles and everything that searches them, in one object.

The profiles are positions (ids) 0..n-1; `ix` holds the indexes built from them
(bot.search.indexes), `names` finds people by name, `phrases` resolves typed
phrases to index keys, `facts` reads what an answer shows about one person, and
`text` finds people by the words of their profiles (bot.search.fulltext).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.profiles.model import Profile
from bot.search.facts import Facts
from bot.search.fulltext import FullText
from bot.search.indexes import Indexes, build_indexes
from bot.search.names import NameSearch
from bot.search.phrases import Phrases
from bot.search.vocab import SkillKeys, Vocab, load_vocab


class Directory:
    """The profiles of one snapshot with their indexes; read-only once made."""

    def __init__(
        self,
        profiles: Sequence[Profile],
        vocab: Vocab | None = None,
        ix: Indexes | None = None,
        text: FullText | None = None,
    ) -> None:
        self.profiles = profiles
        self.keys = SkillKeys(vocab or load_vocab())
        self.ix = ix if ix is not None else build_indexes(profiles, self.keys)
        # Built here, in memory, only with the indexes: the stored snapshot keeps its own.
        self.text = text if text is not None or ix is not None else FullText.build(profiles)
        self.names = NameSearch(self.ix)
        self.phrases = Phrases(self.ix, self.keys)
        self.facts = Facts(self.ix, profiles, self.keys)

    @classmethod
    def restore(
        cls,
        profiles: Sequence[Profile],
        state: dict[str, Any],
        text: FullText | None,
        vocab: Vocab | None = None,
    ) -> Directory:
        """A Directory over the same profiles, in the same order, without indexing again."""
        return cls(profiles, vocab, Indexes.restore(state), text)

    def state(self) -> dict[str, Any]:
        """The built indexes as arrays and small plain values, for the stored snapshot."""
        return self.ix.state()

    def __len__(self) -> int:
        return len(self.ix)
