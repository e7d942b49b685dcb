"""Questions as Filipino speakers type them among English (Taglish): `sino marunong ng kafka` is
who knows kafka, `may taga-manila ba dito` anyone in manila, `sino dati sa aemet` who worked at
aemet, `sino nag-contribute sa pysteps` who contributed to pysteps."""

from __future__ import annotations

import re

# What is asked about: a few words.
_WHAT = r"(?P<s>[\w+#./-]+(?: [\w+#./-]+){0,3}?)"
# Said after a question, asking nothing more: `ba`, `dito`, `po`, `naman`.
_TAIL = r"(?: (?:ba|dito|po|naman|kaya|lang|sa team|sa atin))*(?:[?!.,].*)?$"
_WHO = r"(?:sino|sinu|cno)(?: po)?(?: ang| yung)?"

# Talk of meals, the day and the office: no frame is read in a message that has them (`sino
# sasama sa lunch bukas`, `sino nasa opisina ngayon`).
QUIET = re.compile(r"\b(?:bukas|ngayon|mamaya|kahapon|opisina|office|lunch|tanghalian|kain|kape"
                   r"|merienda|sasama|libre|bday|birthday|party|sahod|labas|zoom|bahay|meeting)\b")
FRAMES = (
    # who knows: `sino marunong ng golang`, `may marunong ba ng r dito`
    (re.compile(rf"^(?:{_WHO}|may) (?:marunong|nakakaalam|gumagamit|alam)(?: ba)?"
                rf"(?: (?:ng|sa|mag))? {_WHAT}{_TAIL}"), r"who knows \g<s>"),
    (re.compile(rf"^{_WHO} (?:pinakamagaling|pinaka magaling|magaling) (?:sa|mag) {_WHAT}"
                rf"{_TAIL}"), r"who is best at \g<s>"),
    # employers: `sino dati sa aemet`, `sino nagtrabaho sa grab`
    (re.compile(rf"^{_WHO} (?:dati|dating nagtrabaho|nagtrabaho|galing) sa {_WHAT}{_TAIL}"),
     r"who worked at \g<s>"),
    (re.compile(rf"^{_WHO} (?:nagtatrabaho|nasa) (?:ngayon )?sa {_WHAT} (?:ngayon){_TAIL}"),
     r"who works at \g<s>"),
    # places and schools: `may taga-manila ba dito`, `sino nasa spain`, `sino taga-up diliman`
    # (`may galing talaga`: someone really good, not from somewhere)
    (re.compile(rf"^(?:{_WHO} (?:taga-?|taga |galing )|may (?:taga-?|taga ))(?P<p>[a-z][\w'-]*"
                rf"(?: [a-z][\w'-]*)??){_TAIL}"), lambda m: f"anyone from {_place(m['p'])}"),
    (re.compile(rf"^{_WHO} (?:nasa|nakatira sa|naka-base sa|based sa) {_WHAT}{_TAIL}"),
     lambda m: f"who is in {_place(m['s'])}"),
    (re.compile(rf"^{_WHO} (?:nag-aral|nagaral|grumaduate) sa {_WHAT}{_TAIL}"),
     r"who studied at \g<s>"),
    # repositories: `sino nag-contribute sa pysteps`
    (re.compile(rf"^{_WHO} (?:nag-contribute|nagcontribute|nag-ambag|nag-commit) sa {_WHAT}"
                rf"{_TAIL}"), r"who contributed to \g<s>"),
    # counts: `ilan ang may phd dito`, `ilan ang marunong ng python`
    (re.compile(rf"^ilan (?:ang |kami |tayo )?(?:marunong|nakakaalam)(?: (?:ng|sa))? {_WHAT}"
                rf"{_TAIL}"), r"how many people know \g<s>"),
    (re.compile(rf"^ilan (?:ang |kami |tayo )?(?:may|merong) {_WHAT}{_TAIL}"),
     r"how many people have a \g<s>"),
    (re.compile(rf"^ilan (?:ang |kami |tayo )?(?:nasa|taga) {_WHAT}{_TAIL}"),
     r"how many people are in \g<s>"),
)  # fmt: skip

# The words that join conditions once a frame was translated: `golang o rust`.
JOINS = (
    (re.compile(r" (?:o|or) (?=[a-z])"), " or "),
    (re.compile(r" (?:at) (?=[a-z])"), " and "),
)


# Places as Filipino names them: `pilipinas`, `maynila`.
PLACES = {"pilipinas": "philippines", "maynila": "manila", "hapon": "japan", "tsina": "china",
          "amerika": "usa", "espanya": "spain", "alemanya": "germany", "inglatera": "england"}


def _place(said: str) -> str:
    """A place as Filipino names it (`pilipinas`), as its name."""
    return PLACES.get(said, said)
