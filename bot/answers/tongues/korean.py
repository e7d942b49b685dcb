"""Questions as Korean speakers type them in Latin letters among English: `kafka aneun saram
isseoyo?` is who knows kafka, `seoul-e nuga isseo?` who is in seoul, `ex-naver saram isseoyo?`
who worked at naver, `minnie eodi salayo?` where minnie lives."""

from __future__ import annotations

import re

_NOT_NAME = r"(?!(?:nuga|eodi|mwo|myeot|jeonbu|uri|na|jeo|ex)\b)"
_NAME = _NOT_NAME + r"(?P<n>[a-z][\w'-]*(?: [a-z][\w'-]*)?)"
_ONE = _NOT_NAME + r"[a-z][\w'-]*(?: [a-z][\w'-]*)?"
_WHAT = r"(?P<s>[\w+#./-]+(?: [\w+#./-]+){0,3}?)"
# Said after a question, asking nothing more: `isseoyo`, `nuga`, `jom`, `yo`.
_TAIL = r"(?: (?:isseoyo|isseo|isseoyo nuga|nuga|jom|yo|hae|haeyo|juseyo))*(?:[?!.,(].*)?$"
_PLACE = r"(?P<p>[a-z]+(?: [a-z]+)?)-?e"
# Places as Korean names them: `hanguk`, `ilbon`.
PLACES = {"hanguk": "south korea", "ilbon": "japan", "junggug": "china", "miguk": "usa",
          "yeongguk": "united kingdom", "dogil": "germany", "peurangseu": "france"}

# Talk of meals, the day and meetings: no frame is read in a message that has them.
QUIET = re.compile(r"\b(?:jeomsim|bap|oneul|naeil|hoeui|hoesik|keopi|samusil)\b")
FRAMES = (
    (re.compile(rf"^{_WHAT} (?:aneun|haljul aneun|hal su inneun|jal haneun|da runeun) saram"
                rf"(?: (?:isseoyo|isseo|itseoyo))?{_TAIL}"), r"who knows \g<s>"),
    (re.compile(rf"^nuga {_WHAT} (?:jeil|gajang) jal hae{_TAIL}"), r"who is best at \g<s>"),
    (re.compile(rf"^nuga {_WHAT} (?:ara|arayo|al ge|hal su isseo|hal jul ara|jal hae){_TAIL}"),
     r"who knows \g<s>"),
    (re.compile(rf"^ex-(?P<s>[\w.-]+) (?:saram|nuga){_TAIL}"), r"who worked at \g<s>"),
    (re.compile(rf"^{_PLACE} myeot myeong{_TAIL}"),
     lambda m: f"how many people are in {_place(m['p'])}"),
    (re.compile(rf"^{_PLACE} (?:nuga|inneun saram|saneun saram|sa neun saram){_TAIL}"),
     lambda m: f"who is in {_place(m['p'])}"),
    (re.compile(rf"^{_WHAT} (?:nawasseoyo|nawa-sseun saram|nawasseun saram|joleophan saram)"
                rf"{_TAIL}"), r"who studied at \g<s>"),
    (re.compile(rf"^{_WHAT}-?e (?:commit|contribut\w*) han saram{_TAIL}"),
     r"who contributed to \g<s>"),
    (re.compile(rf"^(?:team member |team )?jeonbu boyeojwo{_TAIL}"), "list everyone"),
    (re.compile(rf"^(?P<a>{_ONE}) (?:rang|hago|ina) (?P<b>{_ONE}),? nuga (?P<x>[\w+#.-]+) deo"
                rf" jal hae{_TAIL}"), r"who is better at \g<x>, \g<a> or \g<b>"),
    (re.compile(rf"^{_NAME} hakgyo eodi (?:nawasseoyo|nawasseo){_TAIL}"),
     r"where did \g<n> study"),
    (re.compile(rf"^{_NAME} (?:phd|baksa) eodiseo{_TAIL}"), r"where did \g<n> study"),
    (re.compile(rf"^{_NAME} eodi (?:salayo|sarayo|sara|isseoyo|isseo|sseoyo){_TAIL}"),
     r"where is \g<n> based"),
    (re.compile(rf"^{_NAME} coding myeot nyeon (?:haesseoyo|haesseo|hae){_TAIL}"),
     r"how long has \g<n> been coding"),
    (re.compile(rf"^{_NAME} (?P<s>[\w+#.-]+) (?:arayo|ara|hal su isseoyo){_TAIL}"),
     r"does \g<n> know \g<s>"),
)  # fmt: skip

# The words that join conditions once a frame was translated: `kubernetes na docker`.
JOINS = ((re.compile(r" (?:na|ina|ttoneun) (?=[a-z])"), " or "),
         (re.compile(r" (?:hago|rang|wa|gwa) (?=[a-z])"), " and "))


def _place(said: str) -> str:
    """A place as Korean names it (`hanguk`), as its name."""
    return PLACES.get(said, said)
