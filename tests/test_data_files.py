"""Every bundled vocabulary file has the shape the matcher expects."""

from __future__ import annotations

import re

from bot.resources import VOCAB_DIR, read_json, read_lines

TOPIC = re.compile(r"^[a-z0-9][a-z0-9+#.-]*$")


def test_topics_are_unique_github_topics() -> None:
    topics = read_lines(VOCAB_DIR / "topics.txt")
    assert len(topics) >= 600
    assert len(set(topics)) == len(topics)
    assert [t for t in topics if not TOPIC.match(t)] == []


def test_badges_are_title_case_labels() -> None:
    badges = read_lines(VOCAB_DIR / "badges.txt")
    assert badges[:2] == ["Rockstar", "Top School"]
    assert all(b[0].isupper() for b in badges)


def test_skill_aliases_map_lower_case_words_to_skills() -> None:
    aliases = read_json(VOCAB_DIR / "skill_aliases.json")
    assert isinstance(aliases, dict) and len(aliases) >= 100
    for alias, skill in aliases.items():
        assert alias == alias.lower().strip() and isinstance(skill, str) and skill, alias
    assert aliases["k8s"] == "kubernetes"
    assert aliases["cpp"] == aliases["c-plus-plus"] == "c++"
    assert not {"c", "r", "go", "java"} & set(aliases)


def test_places_map_aliases_to_names() -> None:
    places = read_json(VOCAB_DIR / "places.json")
    assert set(places) == {"countries", "regions", "groups", "nationals"}
    for table in (places["countries"], places["regions"], places["nationals"]):
        assert all(k == k.lower() and isinstance(v, str) for k, v in table.items())
    assert places["countries"]["usa"] == "United States"
    assert places["countries"]["uk"] == "United Kingdom"
    # Every region a group names resolves to its group, and groups hold place names.
    groups = places["groups"]
    assert places["regions"]["europe"] == "Europe" and "Germany" in groups["Europe"]
    assert all(isinstance(m, str) for members in groups.values() for m in members)
    # What a country's or a region's people are called leads to a country or a group the
    # vocabulary knows.
    assert places["nationals"]["polish"] == "poland"
    assert places["nationals"]["european"] == "europe"
    known = {*places["countries"], *(v.lower() for v in places["countries"].values())}
    known |= {"the us", "the uk", "the netherlands", *(g.lower() for g in groups)}
    assert [n for n in places["nationals"].values() if n not in known] == []


def test_company_aliases_name_companies() -> None:
    companies = read_json(VOCAB_DIR / "companies.json")
    assert companies["facebook"] == "Meta"
    assert all(k == k.lower() and isinstance(v, str) for k, v in companies.items())


def test_company_groups_name_companies() -> None:
    groups = read_json(VOCAB_DIR / "company_groups.json")
    assert groups["FAANG"] == ["Meta", "Amazon", "Apple", "Netflix", "Google"]
    assert all(members and all(isinstance(m, str) for m in members) for members in groups.values())


def test_schools_and_degrees() -> None:
    schools = read_json(VOCAB_DIR / "schools.json")
    assert schools["sjtu"] == "Shanghai Jiao Tong University"
    assert all(k == k.lower() and isinstance(v, str) for k, v in schools.items())
    degrees = read_json(VOCAB_DIR / "degrees.json")
    assert {"bachelor", "master", "phd"} <= set(degrees)
    same = degrees.pop("_same_degree")
    assert "msc" in same["master of science"] and "mba" in same["master of business administration"]
    assert all(isinstance(v, list) and all(isinstance(x, str) for x in v) for v in degrees.values())
    assert {"be", "ms"} <= set(degrees["_not_in_questions"])


def test_school_countries_name_universities_by_folded_name() -> None:
    from bot.search.text import key

    schools = read_json(VOCAB_DIR / "school_countries.json")["schools"]
    assert len(schools) >= 9_000
    assert schools["university of waterloo"] == "Canada"
    assert schools["universiti sains malaysia"] == "Malaysia"
    assert schools["seoul national university"] == "South Korea"
    assert [k for k in schools if k != key(k)] == []
    # a name shared by universities of two countries says no country, nor one that names a
    # city of another (Lancaster University in Ghana is the English one's campus)
    assert "american university" not in schools and "lancaster university" not in schools


def test_everyday_descriptions_give_lower_case_terms_for_patterns_that_say_something() -> None:
    described = read_json(VOCAB_DIR / "described.json")
    assert isinstance(described, list) and len(described) >= 40
    for entry in described:
        assert set(entry) == {"terms", "said"}, entry
        assert re.fullmatch(r"[a-z0-9]+(?: [a-z0-9]+)*", entry["terms"]), entry["terms"]
        for said in entry["said"]:
            assert re.compile(said).fullmatch("") is None, said  # never empty
            assert said == said.lower(), said
