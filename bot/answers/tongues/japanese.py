"""Questions as Japanese speakers type them in Latin letters (romaji) among English: `kafka
wakaru hito iru?` is who knows kafka, `tokyo ni iru hito` who is in tokyo, `rakuten de
hataraiteta hito iru?` who worked at rakuten, `tanaka doko ni sunderu?` where tanaka lives."""

from __future__ import annotations

import re

_NOT_NAME = r"(?!(?:dare|dochira|dotchi|nani|doko|zenin|minna|watashi|boku|ore)\b)"
_NAME = _NOT_NAME + r"(?P<n>[a-z][\w'-]*(?: [a-z][\w'-]*)?)"
_ONE = _NOT_NAME + r"[a-z][\w'-]*(?: [a-z][\w'-]*)?"
_WHAT = r"(?P<s>[\w+#./-]+(?: [\w+#./-]+){0,3}?)"
_KNOWS = r"(?:wakaru|dekiru|shitteru|kuwashii|tsukaeru|kakeru)"
# Said after a question, asking nothing more: `iru`, `dare`, `onegai`, `ne`.
_TAIL = (r"(?: (?:iru|imasu ka|imasuka|imasu|dare|onegai|onegaishimasu|shimasu|ne|yo|kana"
         r"|desu ka|desuka|oshiete|kudasai))*(?:[?!.,(].*)?$")
# Places as Japanese names them: `nihon`, `kankoku`.
PLACES = {"nihon": "japan", "nippon": "japan", "kankoku": "south korea", "chuugoku": "china",
          "amerika": "usa", "igirisu": "united kingdom", "doitsu": "germany", "furansu": "france",
          "supein": "spain", "oushuu": "europe", "yooroppa": "europe"}  # fmt: skip

# Talk of meals, the day and meetings: no frame is read in a message that has them.
QUIET = re.compile(r"\b(?:hirugohan|gohan|ranchi|kyou|ashita|kinou|kaigi|nomikai|ofisu"
                   r"|yasumi|kissaten)\b")
FRAMES = (
    (re.compile(rf"^(?:dare ga|dareka) {_WHAT} (?:ga |wo |o )?{_KNOWS}{_TAIL}"),
     r"who knows \g<s>"),
    (re.compile(rf"^{_WHAT} (?:ga |wo |o )?(?:ichiban|ichiban no) (?:kuwashii|dekiru|jouzu|umai)"
                rf"(?: hito| no)?(?: wa)? dare{_TAIL}"), r"who is best at \g<s>"),
    (re.compile(rf"^{_WHAT} (?:ga |wo |o )?{_KNOWS} (?:hito|no|nin)(?: nannin)?(?= nannin){_TAIL}"),
     r"how many people know \g<s>"),
    (re.compile(rf"^{_WHAT} (?:ga |wo |o )?{_KNOWS} (?:hito|no)(?: wa)? nannin{_TAIL}"),
     r"how many people know \g<s>"),
    (re.compile(rf"^{_WHAT} (?:ga |wo |o )?{_KNOWS}(?: hito| no hito| nin)?{_TAIL}"),
     r"who knows \g<s>"),
    (re.compile(rf"^{_WHAT} (?:de|ni) (?:hataraiteta|ita|tsutometeta|hataraita) hito{_TAIL}"),
     r"who worked at \g<s>"),
    (re.compile(rf"^(?P<p>[a-z]+(?: [a-z]+)?) ni nannin{_TAIL}"),
     lambda m: f"how many people are in {_place(m['p'])}"),
    (re.compile(rf"^(?P<p>[a-z]+(?: [a-z]+)?) ni (?:iru|sunderu|sundeiru|sumu) hito{_TAIL}"
                r"(?: zenbu)?"), lambda m: f"who is in {_place(m['p'])}"),
    (re.compile(rf"^{_WHAT} (?:daigaku |dai )?(?:shusshin |sotsugyou )?no hito{_TAIL}"),
     r"who studied at \g<s>"),
    (re.compile(rf"^{_WHAT} ni (?:contribut\w*|kontoribyuuto|commit\w*) shita hito{_TAIL}"),
     r"who contributed to \g<s>"),
    (re.compile(rf"^zenin no (?:list|risuto|ichiran){_TAIL}|^minna no (?:list|risuto){_TAIL}"),
     "list everyone"),
    (re.compile(rf"^(?P<a>{_ONE}) to (?P<b>{_ONE}),? (?:dotchi|dochira) ga (?P<x>[\w+#.-]+)"
                rf" (?:kuwashii|dekiru|jouzu|umai){_TAIL}"),
     r"who is better at \g<x>, \g<a> or \g<b>"),
    (re.compile(rf"^{_NAME}(?: wa)? doko ni (?:sunderu|sundeiru|iru|sumu){_TAIL}"),
     r"where is \g<n> based"),
    (re.compile(rf"^{_NAME}(?: wa)? doko no kaisha (?:de|ni) (?:hataraiteru|tsutometeru){_TAIL}"),
     r"who does \g<n> work for"),
    (re.compile(rf"^{_NAME}(?: wa)? nani wo (?:tantou|shigoto) shiteru{_TAIL}"),
     r"what does \g<n> do"),
    (re.compile(rf"^{_NAME}(?: wa)? (?:nannen coding shiteru|coding keiken nannen){_TAIL}"),
     r"how long has \g<n> been coding"),
    (re.compile(rf"^{_NAME} no (?:github )?(?:skills?|sukiru){_TAIL}"),
     r"what skills does \g<n> have"),
    (re.compile(rf"^{_NAME} wa (?P<s>[\w+#.-]+) (?:ga |wo )?{_KNOWS}{_TAIL}"),
     r"does \g<n> know \g<s>"),
)  # fmt: skip

# The words that join conditions once a frame was translated: `grab ka shopee`.
JOINS = ((re.compile(r" (?:ka|mata wa) (?=[a-z])"), " or "),
         (re.compile(r" (?:to) (?=[a-z])"), " and "))


def _place(said: str) -> str:
    """A place as Japanese names it (`nihon`), as its name."""
    return PLACES.get(said, said)
