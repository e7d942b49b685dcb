"""The bundled vocabularies: skill aliases, place and school names, degree levels."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from bot.resources import VOCAB_DIR, read_json, read_lines
from bot.search.text import fold, key, skill_key


@dataclass(frozen=True)
class Vocab:
    topics: tuple[str, ...]
    skill_aliases: dict[str, str]  # skill_key -> canonical skill_key
    countries: dict[str, str]  # folded alias -> canonical country name
    regions: dict[str, str]  # folded alias -> region or city name
    schools: dict[str, str]  # folded acronym -> full school name
    degree_phrases: tuple[tuple[str, str], ...]  # (folded phrase, level), longest first

    def canonical_skill(self, text: str) -> str:
        k = skill_key(text)
        return self.skill_aliases.get(k, k)

    def degree_level(self, degree: str | None) -> str | None:
        """The level of a degree string; the highest level named wins."""
        if not degree:
            return None
        padded = f" {fold(degree).replace('-', ' ').replace(',', ' ')} "
        found = {level for phrase, level in self.degree_phrases if f" {phrase} " in padded}
        for level in ("phd", "master", "bachelor", "associate", "diploma"):
            if level in found:
                return level
        return None


def load_vocab(folder: Path = VOCAB_DIR) -> Vocab:
    aliases = {
        skill_key(a): skill_key(s) for a, s in read_json(folder / "skill_aliases.json").items()
    }
    places = read_json(folder / "places.json")
    degrees = read_json(folder / "degrees.json")
    phrases = sorted(
        ((fold(p).replace("-", " "), level) for level, ps in degrees.items() for p in ps),
        key=lambda item: -len(item[0]),
    )
    return Vocab(
        topics=tuple(read_lines(folder / "topics.txt")),
        skill_aliases=aliases,
        countries={key(a): n for a, n in places["countries"].items()},
        regions={key(a): n for a, n in places["regions"].items()},
        schools={key(a): n for a, n in read_json(folder / "schools.json").items()},
        degree_phrases=tuple(phrases),
    )
