"""Questions as Arabic speakers type them in Latin letters, with figures for the sounds Latin
lacks (Arabizi: `3` for ayn, `7` for ha, `2` for hamza), in the ways of Egypt, the Levant, the
Gulf and the Maghreb: `meen by3raf kafka` is who knows kafka, `fi 7ad f dubai?` anyone in
dubai, `chkoun kan khdam f deliveroo` who worked at deliveroo, `Bodi dares fein?` where bodi
studied."""

from __future__ import annotations

import re

_NOT_NAME = (r"(?!(?:meen|min|miin|mn|chkoun|shkoun|chkon|fi|fe|7ad|kam|shu|chno|eh|ay|anyone"
             r"|list|how|who|wein|fein|fin)\b)")
_NAME = _NOT_NAME + r"(?P<n>[a-z][\w'-]*(?: [a-z][\w'-]*){0,2}?)"
_ONE = _NOT_NAME + r"[a-z][\w'-]*(?: [a-z][\w'-]*){0,2}?"
_WHAT = r"(?P<s>[\w+#./-]+(?: [\w+#./-]+){0,3}?)"
_WHO = (r"(?:meen|min|miin|mn|chkoun|shkoun|chkon|(?:fi|fe|fih) 7ad|7ad|anyone)(?: (?:fina"
        r"|fikom|hon|hena|hna|henna))?")
_KNOWS = (r"(?:by3raf|by3ref|bye3raf|bya3ref|ya3ref|y3ref|ya3raf|kay3ref|ka ya3ref|bta3ref"
          r"|3ando|3ndo|3endo|3andha|3ndha|shaghal ma3|shaghala ma3|bishtghel ma3|khdam b|khdem b"
          r"|kaykhdem b)")
_IN = r"(?:fi|f|fel|fil|bel|b|bi)"
# Said after a question, asking nothing more: `hon`, `hena`, `yalla`, `pls`, `ya jama3a`.
_TAIL = (r"(?: (?:hon|hena|hna|henna|fina|fikom|yalla|pls|please|ya jama3a|ya shabab|ya"
         r" gama3a|men fadlak|3afak|law sama7t|bel zab6|bezzabt|exactly))*(?:[?!.,].*)?$")
# Places as Arabizi names them: `masr`, `lmaghrib`, `el khaleej`, `casa`.
PLACES = {
    "masr": "egypt", "misr": "egypt", "lmaghrib": "morocco", "el maghrib": "morocco",
    "maghrib": "morocco", "l maghrib": "morocco", "el khaleej": "gulf", "khaleej": "gulf",
    "el khalij": "gulf", "casa": "casablanca", "rbat": "rabat", "urdon": "jordan",
    "el urdon": "jordan", "l urdon": "jordan", "eskendereya": "alexandria",
    "iskandariya": "alexandria", "el sa3oudiya": "saudi arabia", "sa3oudiya": "saudi arabia",
    "el emarat": "united arab emirates", "emarat": "united arab emirates", "lubnan": "lebanon",
    "tunes": "tunisia", "dzayer": "algeria", "el dzayer": "algeria", "faransa": "france",
    "almanya": "germany", "el qahira": "cairo", "el 2ahira": "cairo", "ma9rib": "morocco",
}  # fmt: skip
_PLACE = r"(?P<p>[a-z0-9]+(?: [a-z0-9]+)??)"

# Talk of meals, the day and the office: no frame is read in a message that has them (`meen
# gay el ghada?`, `7ad fel maktab el naharda?`).
QUIET = re.compile(r"\b(?:ghada|ghda|3asha|ftour|fotor|maktab|bureau|ejaza|agaza|3otla|bukra"
                   r"|bokra|ghodwa|lyoum|el naharda|naharda|ijtima3|meeting)\b")
FRAMES = (
    # who knows: `meen by3raf kafka hon?`, `chkoun kay3ref react wla vue?`, `flutter 7ad?`
    (re.compile(rf"^{_WHO} {_KNOWS}(?: (?:el|l|f|fi|b|bel))? {_WHAT}{_TAIL}"), r"who knows \g<s>"),
    (re.compile(r"^(?P<s>[\w+#.-]+) 7ad(?:[?!.,].*)?$"), r"who knows \g<s>"),
    # the best: `chkoun l'meilleur f kotlin`, `meen a2dam developer fina`
    (re.compile(rf"^{_WHO} (?:a7san|ashtar|a2wa|aqwa|lmeilleur|le meilleur|l meilleur)"
                rf"(?: wa7ed| developer| dev)? {_IN} {_WHAT}{_TAIL}"), r"who is best at \g<s>"),
    (re.compile(rf"^{_WHO} (?:a2dam|aqdam|akbar) (?:developer|dev|wa7ed|programmer)?{_TAIL}"),
     "who has the most years of coding"),
    (re.compile(rf"^{_WHO} (?:a7dath|a7das|ajdad|asghar) (?:developer|dev|wa7ed)?{_TAIL}"),
     "who has the fewest years of coding"),
    # employers: `chkoun kan khdam f deliveroo avant?`, `meen kan f jumia?`, `7ad kan f swvl?`
    (re.compile(rf"^{_WHO} (?:kan |kanet |kano )?(?:khdam|khdem|shaghal|eshtaghal|ishtaghal"
                rf"|sht8al|kan|kanet)(?: {_IN}| ma3| m3a)? {_WHAT}(?: (?:avant|abl|2abl|men"
                rf" 2abl|qbel))?{_TAIL}"), r"who worked at \g<s>"),
    # places: `meen fi masr?`, `chkoun f lmaghrib?`, `fi 7ad fel khaleej?`, `7ad f casa?`
    (re.compile(rf"^{_WHO} (?:sakin |sakna |3aysh |3ayesh |kayn |2orayeb men |qrib men )?"
                rf"{_IN} {_PLACE}{_TAIL}"), lambda m: f"who is in {_place(m['p'])}"),
    (re.compile(rf"^{_WHO} (?:2orayeb|qrib|orayeb) (?:men|mn|min) {_PLACE}{_TAIL}"),
     lambda m: f"who is in {_place(m['p'])}"),
    # schools: `chkoun qra f l'emi?`, `fi 7ad min aub?`, `7ad dares f tum?`
    (re.compile(rf"^{_WHO} (?:dares|dars|daras|qra|9ra|t5arraj|khirrij)(?: {_IN}| men| min)?"
                rf" {_WHAT}{_TAIL}"), r"who studied at \g<s>"),
    (re.compile(rf"^{_WHO} (?:min|men|mn) {_WHAT}{_TAIL}"), r"anyone from \g<s>"),
    # repositories: `meen contributed to chatwoot?`, `or-tools 7ad 3ando prs fih?`
    (re.compile(rf"^{_WHO} (?:sa7em|sahem|sa7am|3ando prs|3ndo prs|contributed|contribut\w*)"
                rf" (?:f|fi|fel|3ala|to) {_WHAT}"
                rf"{_TAIL}"), r"who contributed to \g<s>"),
    (re.compile(rf"^(?P<s>[\w./-]+) 7ad (?:3ando|3ndo) (?:prs|pr|commits)(?: fih| fiha)?{_TAIL}"),
     r"who contributed to \g<s>"),
    # years: `15 sana w fo2 meen?`
    # (`w` is read as `with` by then)
    (re.compile(rf"^(?P<y>\d{{1,2}}) (?:sana|sneen|snin) (?:w|wa|ou|with) (?:fo2|fou9|aktar)"
                rf" (?:meen|chkoun){_TAIL}"), r"who has at least \g<y> years of coding"),
    # counts: `kam wa7ed by3raf python?`, `kam wa7ed ex-careem 3ndna?`, `how many fel maghrib?`
    (re.compile(rf"^kam (?:wa7ed|7ad|nafar|shakhs) {_KNOWS} {_WHAT}{_TAIL}"),
     r"how many people know \g<s>"),
    (re.compile(rf"^kam (?:wa7ed|7ad|nafar|shakhs) (?:ex-|kan f )(?P<s>[\w.-]+)(?: 3ndna"
                rf"| 3andna| fina)?{_TAIL}"), r"how many people worked at \g<s>"),
    (re.compile(rf"^(?:how many|kam wa7ed|kam 7ad) {_IN} {_PLACE}{_TAIL}"),
     lambda m: f"how many people are in {_place(m['p'])}"),
    # lists: `list everyone fel gulf`, `list kol el devs`
    (re.compile(rf"^list (?:everyone|kol el devs|kol wa7ed|kolna|el kol) {_IN} {_PLACE}{_TAIL}"),
     lambda m: f"list everyone in {_place(m['p'])}"),
    (re.compile(r"^list (?:kol el devs|kol wa7ed|kolna|el kol)\b.*$"), "list everyone"),
    # two weighed: `nour wla dana for react?`, `youssef haddad wala faisal lel kafka?`
    (re.compile(rf"^(?P<a>{_ONE}) (?:wala|wla|walla|aw) (?P<b>{_ONE}),? (?:meen|chkoun)"
                rf" (?:3ando|3ndo) (?:sneen|snin) (?:aktar|ktar)(?: fel coding)?{_TAIL}"),
     r"who has more years of coding, \g<a> or \g<b>"),
    (re.compile(rf"^(?P<a>{_ONE}) (?:wala|wla|walla|aw) (?P<b>{_ONE}) (?:lel|l|for|fi|f)"
                rf" (?P<x>[\w+#.-]+){_TAIL}"), r"who is better at \g<x>, \g<a> or \g<b>"),
    # one person: `bodi dares fein?`, `lukas f ay madina?`, `shu bya3mal faisal?`, `youssef
    # haddad kan shaghal fein abl sufra?`, `faisal kam sana coding?`, `nour bta3ref rust?`,
    # `bodi kan f doctolib?`
    (re.compile(rf"^{_NAME} (?:dares|dars|qra|9ra|t5arraj) (?:fein|fen|fin|wein|feen){_TAIL}"),
     r"where did \g<n> study"),
    (re.compile(rf"^{_NAME} (?:f ay madina|fi ay madina|fein|fen|fin|wein|feen|based wein"
                rf"|based fein|sakin fein|sakna fein|sakin wein|sakna wein){_TAIL}"),
     r"where is \g<n> based"),
    (re.compile(rf"^(?:shu|sho|chno|eh) (?:bya3mal|bte3mel|bya3mel|kaydir|kadir|btshtghl)"
                rf" {_NAME}{_TAIL}"), r"what does \g<n> do"),
    (re.compile(rf"^{_NAME},? (?:bte3mel eh|bya3mel eh|bya3mal eh|btshtghl 3ala eh|byshtghl 3ala"
                rf" eh|chno kaydir(?: f [\w-]+)?|shu bya3mal){_TAIL}"), r"what does \g<n> do"),
    (re.compile(rf"^{_NAME} (?:kan|kanet) (?:shaghal|shaghala|khdam|fi anhi sherka|f ina sharika)"
                rf"(?: fein| fen| wein)?(?: abl| 2abl| qbel)?.*$"), r"where did \g<n> work before"),
    (re.compile(rf"^{_NAME} (?:3ando |3andha |3ndo |3ndha )?kam (?:sana|sneen) (?:coding"
                rf"|programming|bybarmej)?{_TAIL}"), r"how long has \g<n> been coding"),
    (re.compile(rf"^{_NAME} (?:ba2alo|ba2alha|ba2alu) (?:ad eh|kam sana) (?:bet-code|bycode"
                rf"|btcode|bybarmej|btbarmej){_TAIL}"), r"how long has \g<n> been coding"),
    (re.compile(rf"^{_NAME} (?:bta3ref|by3raf|ya3ref|kay3ref|kat3ref|3ando|3andha)"
                rf" (?P<s>[\w+#.-]+){_TAIL}"), r"does \g<n> know \g<s>"),
    (re.compile(rf"^{_NAME} (?:kan|kanet|kano) (?:f|fi|fel|b) (?P<c>[\w.-]+)(?: wla la| wala"
                rf" la)?{_TAIL}"), r"did \g<n> work at \g<c>"),
)  # fmt: skip

# The words that join conditions once a frame was translated: `react wla vue`.
JOINS = (
    (re.compile(r" (?:wla|wala|walla|aw|ou) (?=[a-z])"), " or "),
    (re.compile(r" (?:w|wa) (?=[a-z])"), " and "),
    (re.compile(r" bas (?:msh|mish|mesh|machi) (?=[a-z])"), " but not "),
)


def _place(said: str) -> str:
    """A place as Arabizi names it (`masr`, `lmaghrib`), as its name; two joined by `aw` or
    `wla`, either."""
    parts = re.split(r" (?:aw|wla|wala|ou) ", said)
    return " or ".join(PLACES.get(p, p) for p in parts)
