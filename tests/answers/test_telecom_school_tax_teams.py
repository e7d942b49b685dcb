"""Questions of a telecom's team asked in messages of many lines written with markdown, a
learning app's asked in Indonesian, Malay and Vietnamese, and a tax office's asked with
exceptions, limits, numbers in words and comparisons with `than`."""

from __future__ import annotations

import pytest

from tests.conftest import benchmark_engine

TELECOM = "profiles-216"
LEARNING = "profiles-217"
TAX = "profiles-218"


@pytest.mark.parametrize(
    ("typed", "names", "headline"),
    [("ada yang tahu kafka? consumer kita lag parah nih",
      ["Nguyễn Thị Mai Anh", "Ahmad Faizal bin Rahman"], "2 people know kafka"),
     ("siapa yang pernah kerja di Traveloka atau Bukalapak?",
      ["Putri Ayu Lestari", "Ahmad Rizky Pratama"], "2 people at Traveloka or Bukalapak"),
     ("ada orang di bandung gak?", ["Ahmad Rizky Pratama"], "1 person in Bandung"),
     ("berapa orang yang punya gelar master?",
      ["Jonas Müller-Brandt", "Chloé Dubois-Lefèvre", "Ahmad Rizky Pratama"],
      "3 people with a master's degree"),
     ("Chloé atau Vy, siapa yang lebih jago TypeScript?", ["Chloé Dubois-Lefèvre", "Lê Hoàng Vy"],
      "At typescript: Chloé Dubois-Lefèvre (typescript 10/10) is ahead of Lê Hoàng Vy"
      " (typescript 7/10)."),
     ("Có ai biết Kotlin hoặc Swift không?", ["Trần Quốc Bảo"], "1 person knows kotlin or swift"),
     ("ai ở đà nẵng hoặc sài gòn?", ["Lê Hoàng Vy", "Trần Quốc Bảo"],
      "2 people in Da Nang or Ho Chi Minh City"),
     ("Bảo code được bao nhiêu năm rồi?", ["Trần Quốc Bảo"],
      "Trần Quốc Bảo has 6 years of coding experience and 5 years of employment."),
     ("ai từng contribute cho prometheus/client_golang vậy?",
      ["Marcus Tan Wei Ming", "Nguyễn Thị Mai Anh"],
      "2 people contributed to prometheus/client_golang"),
     ("anyone in KL?", ["Ahmad Faizal bin Rahman"], "1 person in Kuala Lumpur")],
)
def test_questions_in_indonesian_malay_and_vietnamese(
    typed: str, names: list[str], headline: str
) -> None:
    said = benchmark_engine(LEARNING).answer(typed)
    assert (said.names, said.headline) == (names, headline)


@pytest.mark.parametrize("typed", ["ai đi ăn trưa không", "ada yang mau makan siang bareng?"])
def test_lunch_asked_in_vietnamese_or_indonesian_stays_quiet(typed: str) -> None:
    assert benchmark_engine(LEARNING).answer(typed).headline == ""


def test_a_nickname_in_quotes_is_the_persons_name() -> None:
    said = benchmark_engine(LEARNING).answer("what does kopi do")
    assert said.names == ["Marcus Tan Wei Ming"]


@pytest.mark.parametrize(
    ("typed", "names"),
    [("careers fair at INSA lyon in march 🎓\n- need 1-2 alumni on the stand\n- travel covered"
      "\n\nanyone from INSA?", ["Maëlle Fournier"]),
     ("for the dev-rel blog post ✍️\n- need people who answer a lot publicly\n- **top 3 by stack"
      " overflow rep**?", ["Tomasz Wiśniewski", "Lukas Brandstätter", "Joaquín Ortega-Villalba"]),
     ("filling in the GSMA working-group form 📝\n> Member company: ______\nwho does priya"
      " raghunathan work for exactly?", ["Priya Raghunathan"]),
     ("@backend-guild who here knows java?", ["Tomasz Wiśniewski", "Priya Raghunathan"])],
)
def test_the_line_that_asks_in_a_message_of_many(typed: str, names: list[str]) -> None:
    assert benchmark_engine(TELECOM).answer(typed).names == names


@pytest.mark.parametrize(
    ("typed", "names", "headline"),
    [("how many people have over five thousand stack overflow reputation",
      ["Rahul Menon", "Daniel Kowalczyk", "Carmen Ruiz-Alarcón"],
      "3 people with more than 5000 Stack Overflow reputation"),
     ("does rahul have more reputation than daniel kowalczyk?", ["Rahul Menon", "Daniel Kowalczyk"],
      "By Stack Overflow reputation: Rahul Menon (19,760 Stack Overflow reputation) is ahead of"
      " Daniel Kowalczyk (14,213 Stack Overflow reputation)."),
     ("is rahul more senior than ingrid", ["Rahul Menon", "Ingrid Solheim"],
      "By years of coding: Rahul Menon (14 years) is ahead of Ingrid Solheim (12 years)."),
     ("top 2 python people, excluding anyone with a phd", ["Carmen Ruiz-Alarcón", "Rahul Menon"],
      "2 people know python · without a PhD"),
     ("who studied maths as an undergrad?", ["Carmen Ruiz-Alarcón", "Aoife Gallagher"],
      "2 people who studied mathematics · with a bachelor's degree")],
)
def test_limits_numbers_in_words_and_comparisons_with_than(
    typed: str, names: list[str], headline: str
) -> None:
    said = benchmark_engine(TAX).answer(typed)
    assert (said.names, said.headline) == (names, headline)


def test_everyone_not_just_some_is_everyone() -> None:
    said = benchmark_engine(TAX).answer("give me everyone, not just the backend people")
    assert said.headline == "Everyone: 9 people"
