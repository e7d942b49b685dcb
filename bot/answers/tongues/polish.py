"""Questions as Polish speakers type them: `kto zna kafkę` is who knows kafka, `ktoś w
krakowie?` anyone in kraków, `kto pracował w techlandzie` who worked at techland, `ile lat koduje
kaczor` how long has kaczor been coding. Polish bends the nouns it asks about (`kafkę`,
`dockera`, `w polsce`): the cases of the places most asked about are read as their names, and
skills and companies are left to the reading's typo tolerance."""

from __future__ import annotations

import re

# People's names before or after a verb: one to three words, not a pronoun or a question word.
_NOT_NAME = (r"(?!(?:kto|ktos|co|czy|ile|ilu|gdzie|jak|on|ona|oni|my|wy|ja|ty|nas|u|w|z|po"
             r"|with|wszystkich)\b)")
_NAME = _NOT_NAME + r"(?P<n>[a-z][\w'-]*(?: (?!(?:w|we|with|na|po|z|u|do)\b)[a-z][\w'-]*){0,2})"
_ONE = _NOT_NAME + r"[a-z][\w'-]*(?: [a-z][\w'-]*){0,2}"
_KNOWS = r"(?:zna|znaja|umie|umieja|ogarnia|ogarniaja|zna sie na|uzywa|pracowal z|pracowala z)"
_SOMEONE = r"(?:ktos|ktokolwiek|czy ktos)"
# Said after a question, asking nothing more: `naraz`, `u nas`, `w zespole`.
# (`w` is read as `with` by then: `w/ kafka`)
_TAIL = r"(?: (?:naraz|u nas|(?:w|with) (?:zespole|teamie|ogole)|tutaj|tu|dobrze))*$"
# Places as Polish says them after `w` or `z`: `w polsce`, `z niemiec`, `w krakowie`.
PLACES = {
    "polsce": "poland", "polski": "poland", "niemczech": "germany", "niemiec": "germany",
    "wloszech": "italy", "wloch": "italy", "holandii": "netherlands", "hiszpanii": "spain",
    "francji": "france", "anglii": "england", "wielkiej brytanii": "united kingdom",
    "kanadzie": "canada", "kanady": "canada", "usa": "usa", "stanach": "usa", "unii": "eu",
    "krakowie": "krakow", "krakowa": "krakow", "warszawie": "warsaw", "warszawy": "warsaw",
    "gdansku": "gdansk", "gdanska": "gdansk", "wroclawiu": "wroclaw", "wroclawia": "wroclaw",
    "poznaniu": "poznan", "lodzi": "lodz", "katowicach": "katowice", "berlinie": "berlin",
    "londynie": "london", "amsterdamie": "amsterdam", "rotterdamie": "rotterdam",
}  # fmt: skip
_PLACE = r"(?P<p>[a-z]+(?: [a-z]+)?)"

# Talk of days, rooms, breaks and holidays: no frame is read in a message that has them (`kto
# jest w piątek`, `ktoś w kuchni? jest ciasto`, `kto jest po kawie`).
QUIET = re.compile(r"\b(?:poniedzial\w*|wtor\w*|srod\w*|czwart\w*|piat\w*|sobot\w*|niedziel\w*"
                   r"|weekend\w*|wakacj\w*|urlop\w*|kuchni\w*|kin[oa]|kinie|sal[ia]|biur\w*|kaw\w*"
                   r"|obiad\w*|nocce|urodzin\w*|dzisiaj|dzis|jutro|wczoraj|imprez\w*|lunch\w*"
                   r"|pizz\w*|ciast\w*)\b")
FRAMES = (
    # who knows: `kto zna kafkę`, `kto umie redis i postgresa naraz`, `ktoś ogarnia rusta?`
    (re.compile(rf"^(?:kto|{_SOMEONE}) {_KNOWS} (?P<s>.+?){_TAIL}"), r"who knows \g<s>"),
    (re.compile(rf"^kto (?:najlepiej (?:zna|ogarnia|umie)|jest najlepszy w|jest najlepsza w)"
                rf" (?P<s>.+?){_TAIL}"), r"who is best at \g<s>"),
    # employers: `kto był w people can fly`, `kto pracował w techlandzie`, `kto pracuje w cd
    # projekt`
    (re.compile(rf"^kto (?:byl|byla|pracowal|pracowala|robil|robila) (?:w|we|with|u|dla) (?P<c>.+?)"
                rf"{_TAIL}"), lambda m: f"who worked at {_company(m['c'])}"),
    (re.compile(rf"^kto (?:pracuje|jest) (?:teraz )?(?:w|we|with|u|dla) (?!(?:biurze|domu|pracy"
                rf"|zespole|teamie)\b)(?P<c>.+?){_TAIL}"),
     lambda m: f"who works at {_company(m['c'])}"),
    # places: `ktoś w krakowie?`, `ktoś jest z polski`, `kto mieszka w niemczech`
    (re.compile(rf"^(?:{_SOMEONE}|kto)(?: (?:jest|mieszka|siedzi|pracuje))? (?:w|we|with|z|ze)"
                rf" (?!(?:biurze|domu|pracy|zespole|teamie|sensie)\b){_PLACE}(?:[,?!.].*)?$"),
     lambda m: f"who is in {_place(m['p'])}"),
    # schools: `ktoś po agh`, `kto kończył politechnikę gdańską`, `kto studiował w krakowie`
    (re.compile(r"^(?:ktos|kto) (?:jest )?(?:po|skonczyl|skonczyla|konczyl|konczyla|studiowal na"
                r"|studiowala na) (?P<s>(?:[a-z]{2,5}|(?:politechnik|uniwersytet|akademi|szkol"
                r"|uczelni)\w*(?: \w+){0,3}))$"),
     lambda m: f"who studied at {_school(m['s'])}"),
    (re.compile(r"^kto studiowal (?:w|we|with) (?P<p>[a-z]+)$"),
     lambda m: f"who studied in {_place(m['p'])}"),
    # counts: `ilu mamy ludzi w polsce`, `ilu zna pythona`
    (re.compile(rf"^ilu (?:mamy )?(?:ludzi |osob )?(?:jest )?(?:w|we|with) {_PLACE}{_TAIL}"),
     lambda m: f"how many people are in {_place(m['p'])}"),
    (re.compile(rf"^ilu (?:z nas |ludzi |osob )?{_KNOWS} (?P<s>.+?){_TAIL}"),
     r"how many people know \g<s>"),
    # years: `kto ma ponad 15 lat doświadczenia`, `ile lat koduje kaczor`
    (re.compile(r"^kto ma (?:ponad|wiecej niz|powyzej) (?P<n>\d{1,2}) lat"
                r" (?:doswiadczenia|kodowania|programowania)$"),
     r"who has more than \g<n> years of coding"),
    (re.compile(r"^kto ma (?:mniej niz|ponizej) (?P<n>\d{1,2}) lat"
                r" (?:doswiadczenia|kodowania|programowania)$"),
     r"who has less than \g<n> years of coding"),
    (re.compile(rf"^(?:ile lat|od ilu lat|jak dlugo) (?:koduje|programuje) {_NAME}$"),
     r"how long has \g<n> been coding"),
    # one person: `co robi paweł u nas`, `marta gdzie pracowała wcześniej`, `gdzie mieszka
    # jan`, `kaczor zna dockera`, `czy marta zna rusta`
    (re.compile(rf"^co robi {_NAME}{_TAIL}"), r"what does \g<n> do"),
    (re.compile(rf"^{_NAME},? gdzie (?:pracowal|pracowala|byl|byla) (?:wczesniej|przedtem)$"),
     r"where did \g<n> work before"),
    (re.compile(rf"^gdzie (?:pracowal|pracowala) {_NAME} (?:wczesniej|przedtem)$"),
     r"where did \g<n> work before"),
    (re.compile(rf"^gdzie (?:mieszka|siedzi|jest) {_NAME}$"), r"where is \g<n> based"),
    (re.compile(rf"^gdzie (?:studiowal|studiowala) {_NAME}$"), r"where did \g<n> study"),
    (re.compile(rf"^(?:czy )?{_NAME} (?:zna|umie|ogarnia) (?P<s>[\w+#.-]+(?: [\w+#.-]+)?)$"),
     r"does \g<n> know \g<s>"),
    # two weighed: `paweł czy tomás, kto ma więcej lat doświadczenia`
    (re.compile(rf"^(?P<a>{_ONE}) czy (?P<b>{_ONE}),? kto ma wiecej lat(?: doswiadczenia"
                r"| kodowania)?$"), r"who has more years of coding, \g<a> or \g<b>"),
    (re.compile(rf"^(?P<a>{_ONE}) czy (?P<b>{_ONE}),? kto (?:lepiej zna|lepiej ogarnia|jest"
                r" lepszy w) (?P<x>[\w+#.-]+)$"), r"who is better at \g<x>, \g<a> or \g<b>"),
    # lists: `wypisz wszystkich którzy kodują mniej niż 10 lat`, `pokaż cały zespół`
    (re.compile(r"^(?:wypisz|pokaz|wymien) wszystkich,? (?:ktorzy|co) (?:koduja|programuja)"
                r" (?:mniej niz|ponizej) (?P<n>\d{1,2}) lat$"),
     r"list everyone with less than \g<n> years of coding"),
    (re.compile(r"^(?:wypisz|pokaz|wymien) wszystkich,? (?:ktorzy|co) (?:koduja|programuja)"
                r" (?:ponad|wiecej niz) (?P<n>\d{1,2}) lat$"),
     r"list everyone with more than \g<n> years of coding"),
    (re.compile(rf"^(?:wypisz|pokaz|wymien) wszystkich,? (?:ktorzy|co) {_KNOWS} "),
     "list everyone who knows "),
    (re.compile(r"^(?:wypisz|pokaz|wymien) (?:wszystkich|caly zespol|caly team)$"),
     "list everyone"),
)  # fmt: skip

# The words that join conditions once a frame was translated: `redis i postgresa`.
JOINS = (
    (re.compile(r" ale nie "), " but not "),
    (re.compile(r" (?:albo|lub) (?=[a-z])"), " or "),
    (re.compile(r" (?:i|oraz) (?=[a-z])"), " and "),
)


def _place(said: str) -> str:
    """A place as Polish bends it after `w` or `z`, as its name: `polsce` is poland."""
    return PLACES.get(said, said)


def _company(said: str) -> str:
    """A company as Polish bends it after `w` (`techlandzie`), as its name, when the ending is
    one of the locative's."""
    return re.sub(r"(?<=[a-z]{4})(?:zie|ie)$", "", said)


def _school(said: str) -> str:
    """A school as Polish bends it after `po` or `kończył` (`politechnikę gdańską`)."""
    return re.sub(r"e\b", "a", said) if said.startswith("politechnike") else said
