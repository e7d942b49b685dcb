"""Questions as Russian and Ukrainian speakers type them, in Cyrillic or in Latin letters: `кто
знает kafka` and `kto znaet kafka` are who knows kafka, `есть кто в Варшаве?` anyone in warsaw,
`где работает Oleksandr` who oleksandr works for, `skolko let Oleksandr kodit` how long he has
been coding. Cyrillic is first written in Latin letters as people type it (`latin`), so one set
of frames reads both; the places most asked about are read from their cases (`в Германии`)."""

from __future__ import annotations

import re

# Cyrillic letters as Latin, as chat writes them (after folding, which takes й to и).
_LATIN = str.maketrans({
    "а": "a", "б": "b", "в": "v", "г": "g", "ґ": "g", "д": "d", "е": "e", "є": "ye", "ж": "zh",
    "з": "z", "и": "i", "і": "i", "ї": "yi", "к": "k", "л": "l", "м": "m", "н": "n", "о": "o",
    "п": "p", "р": "r", "с": "s", "т": "t", "у": "u", "ф": "f", "х": "h", "ц": "ts", "ч": "ch",
    "ш": "sh", "щ": "sch", "ъ": "", "ы": "y", "ь": "", "э": "e", "ю": "yu", "я": "ya",
})  # fmt: skip
CYRILLIC = re.compile(r"[а-яёіїєґ]")


def latin(text: str) -> str:
    """Folded Cyrillic in Latin letters: `кто знает kafka` is `kto znaet kafka`."""
    return text.translate(_LATIN)


_NOT_NAME = (r"(?!(?:kto|hto|khto|est|ye|gde|de|skolko|kak|u|v|na|po|i|ili|abo|vse|vseh|nas|my"
             r"|top|spisok|pokazhi|perechisli|dai)\b)")
_NAME = _NOT_NAME + r"(?P<n>[a-z][\w'-]*(?: [a-z][\w'-]*)?)"
_ONE = _NOT_NAME + r"[a-z][\w'-]*(?: [a-z][\w'-]*)?"
_WHAT = r"(?P<s>[\w+#./-]+(?: [\w+#./-]+){0,3}?)"
_WHO = r"(?:kto|hto|khto)"
_SOMEONE = (r"(?:(?:est|ye|a) )?(?:kto-nibud|kto-to|khtos|htos|kto|hto|khto)(?: nibud)?"
            r"(?: (?:u nas|tut|zdes|iz nas))?")
_KNOWS = (r"(?:znaet|znaye|znayet|umeet v|umeet|vmiye|shar[ie]t v|razbiraetsya v"
          r"|rozbyraetsya v)")
# Said after a question, asking nothing more: `у нас`, `тут`, `pls`, `спасибо`.
_TAIL = (r"(?: (?:u nas|tut|zdes|v komande|pls|pozhaluista|pozhalusta|spasibo|plz|please"
         r"|davai|est|yest|ye|odnovremenno|srazu|seichas|zaraz))*(?:[?!.,].*)?$")
# Places as the cases write them: `v germanii`, `v varshave`, `v kyievi`, `v es`.
PLACES = {
    "germanii": "germany", "germaniyi": "germany", "nimechchyni": "germany", "polshe": "poland",
    "polshi": "poland", "ukraine": "ukraine", "ukrayini": "ukraine", "ispanii": "spain",
    "ispaniyi": "spain", "portugalii": "portugal", "estonii": "estonia", "vengrii": "hungary",
    "frantsii": "france", "anglii": "england", "britanii": "united kingdom", "evrope": "europe",
    "yevropi": "europe", "es": "eu", "yes": "eu", "evrosoyuze": "eu", "ssha": "usa",
    "shtatah": "usa", "niderlandah": "netherlands", "gollandii": "netherlands",
    "kieve": "kyiv", "kyieve": "kyiv", "kyievi": "kyiv", "kiyevi": "kyiv", "kyevi": "kyiv",
    "varshave": "warsaw", "varshavi": "warsaw", "krakove": "krakow", "krakovi": "krakow",
    "berline": "berlin", "berlini": "berlin", "londone": "london", "londoni": "london",
    "budapeshte": "budapest", "budapeshti": "budapest", "talline": "tallinn",
    "tallinne": "tallinn", "tallini": "tallinn", "madride": "madrid", "madridi": "madrid",
    "barselone": "barcelona", "barseloni": "barcelona", "lissabone": "lisbon",
    "lisabone": "lisbon", "amsterdame": "amsterdam", "parizhe": "paris", "pragi": "prague",
    "prage": "prague", "vene": "vienna", "lvove": "lviv", "lvovi": "lviv", "odesse": "odesa",
    "odesi": "odesa", "harkove": "kharkiv", "harkovi": "kharkiv", "minske": "minsk",
    "rige": "riga", "vilnyuse": "vilnius", "kieva": "kyiv", "kyieva": "kyiv", "kyeva": "kyiv",
    "varshavy": "warsaw", "berlina": "berlin", "londona": "london", "krakova": "krakow",
    "moskvy": "moscow", "moskve": "moscow", "lvova": "lviv", "odessy": "odesa",
    "harkova": "kharkiv",
}  # fmt: skip
# (not `u nas`, `u was`: at ours, at yours)
_PLACE = (r"(?!(?:nas|vas|was|nih|nich|tebya|menya|sebya|nego|nee)\b)"
          r"(?P<p>[a-z-]+(?: [a-z-]+){0,3}?)")
_FIELDS = {"matematike": "mathematics", "fizike": "physics", "informatike": "computer science",
           "matematitsi": "mathematics", "fizytsi": "physics"}  # fmt: skip

# Talk of the day, meals and the office: no frame is read in a message that has them (`кто в
# офисе сегодня`, `кто на обед`).
QUIET = re.compile(r"\b(?:segodnya|sogodni|zavtra|vchera|obed\w*|kofe|chai|ofis\w*|vstrech\w*"
                   r"|sozvon\w*|pyatnits\w*|ponedelnik\w*|vtornik\w*|sred[ua]|chetverg\w*"
                   r"|subbot\w*|voskresen\w*|vyhodn\w*|otpusk\w*|pitstsa|pitsu|den rozhdeniya"
                   r"|tort\w*|obid\w*|kurse|dele|igre|bare|zume|teme|novenk\w*|svoboden|svobodna"
                   r"|svobodny)\b")
FRAMES = (
    # who knows: `кто знает kafka`, `есть кто знает rust`, `хто знає terraform`
    (re.compile(rf"^{_SOMEONE} {_KNOWS} {_WHAT}{_TAIL}"), r"who knows \g<s>"),
    (re.compile(rf"^{_SOMEONE} (?:s|so|z) {_WHAT}{_TAIL}"), r"who knows \g<s>"),
    # the best: `кто лучше всех знает python`, `kto samyi silnyi v kubernetes`
    (re.compile(rf"^{_WHO} (?:luchshe vseh|luchshe vsego|luchshe|naikrasche|samyi silnyi"
                rf"|samyy silnyy|samyi sylnyi|silnee vseh)(?: (?:znaet|znaye|v|po|u))? {_WHAT}"
                rf"{_TAIL}"), r"who is best at \g<s>"),
    (re.compile(rf"^top (?P<n>\d+) po (?P<x>.+?){_TAIL}"),
     lambda m: f"top {m['n']} by {_FIGURES.get(m['x'], m['x'])}"),
    (re.compile(rf"^u kogo (?:bolshe vsego|naibilshe|samaya vysokaya|samyi bolshoi)"
                rf" (?:reputation|reputatsii|reputatsiyi|rep|reputatsiya)(?: (?:na|v))?"
                rf" (?:stack ?overflow|so){_TAIL}"),
     "who has the highest stack overflow reputation"),
    (re.compile(rf"^u kogo (?:menshe vsego|naimenshe) (?:opyta|dosvidu)(?: v (?:kode|razrabotke"
                rf"|programmirovanii))?{_TAIL}"), "who has the fewest years of coding"),
    (re.compile(rf"^(?:u kogo (?:bolshe vsego|naibilshe) (?:opyta|dosvidu)|{_WHO} (?:samyi opytnyi"
                rf"|samyy opytnyy|opytnee vseh|naidosvidchenishyi))(?: v (?:kode|razrabotke))?"
                rf"{_TAIL}"), "who has the most years of coding"),
    # employers: `кто работал в uber`, `skolko u nas ex-bolt`
    (re.compile(rf"^{_SOMEONE}(?: (?:ranshe|ranishe|kogda-to))? (?:rabotal|rabotala|pratsyuvav"
                rf"|pratsyuvala) (?:v|u|na) {_WHAT}{_TAIL}"), r"who worked at \g<s>"),
    (re.compile(rf"^(?:ex-|eks-)(?P<s>[\w.-]+) (?:kto|hto|lyudi|ludi|rebyata)(?: est| ye)?{_TAIL}"),
     r"who worked at \g<s>"),
    (re.compile(rf"^{_SOMEONE} (?:iz|z) (?!(?:nas|vas|nih|nich|rebyat|komandy|vas)\b){_PLACE}"
                rf"{_TAIL}"), lambda m: f"anyone from {_place(m['p'])}"),
    (re.compile(rf"^{_SOMEONE} (?:rabotaet|pratsyuye) (?:v|u|na) {_WHAT} (?:seichas|zaraz)"
                rf"{_TAIL}"), r"who works at \g<s>"),
    (re.compile(rf"^skolko (?:u nas |nas |chelovek |lyudei )?(?:ex-|eks-|byvshih ){_WHAT}{_TAIL}"),
     r"how many people worked at \g<s>"),
    # places: `хто в Києві?`, `кто живет в Таллине?`, `est kto v budapeshte?`
    (re.compile(rf"^{_SOMEONE}(?: (?:zhivet|zhyve|sidit|rabotaet|pratsyuye|zhivyot))? (?:v|vo|u)"
                rf" {_PLACE}{_TAIL}"), lambda m: f"who is in {_place(m['p'])}"),
    # schools: `кто учился в AGH`, `kto konchal KPI`, `кто учился на математике`
    (re.compile(rf"^{_WHO} (?:uchilsya|uchilas|navchavsya|navchalas|zakonchil|zakonchila|konchal"
                rf"|konchala|zakinchyv|zakinchyla) na (?P<f>{'|'.join(_FIELDS)}){_TAIL}"),
     lambda m: f"who studied {_FIELDS[m['f']]}"),
    (re.compile(rf"^{_WHO} (?:uchilsya|uchilas|navchavsya|navchalas|zakonchil|zakonchila|konchal"
                rf"|konchala|zakinchyv|zakinchyla)(?: (?:v|u|na))? {_WHAT}{_TAIL}"),
     r"who studied at \g<s>"),
    (re.compile(rf"^{_WHO} iz {_WHAT} (?:uchilsya|uchilas|navchavsya|navchalas){_TAIL}"),
     r"who studied at \g<s>"),
    # repositories: `кто коммитил в argo-cd`, `kto pisal v stripe-java`
    (re.compile(rf"^{_WHO} (?:kommitil|komitil|kontribyutil|kontributil|pisal|delal pr|komityv)"
                rf" (?:v|u|na) {_WHAT}{_TAIL}"), r"who contributed to \g<s>"),
    (re.compile(rf"^v kakie (?:repo|repozitorii|proekty) (?:kontribyutil|kommitil|kontributil)"
                rf" {_NAME}{_TAIL}"), r"what has \g<n> contributed to"),
    # years: `кто кодит больше 10 лет`, `у кого меньше 8 лет опыта`
    (re.compile(rf"^{_WHO} (?:kodit|programmiruet|pishet kod) (?:bolshe|bilshe|bolee)"
                rf" (?P<y>\d{{1,2}}) (?:let|rokiv){_TAIL}"),
     r"who has more than \g<y> years of coding"),
    (re.compile(rf"^u kogo (?:menshe|menshe chem) (?P<y>\d{{1,2}}) (?:let|rokiv) (?:opyta|dosvidu)"
                rf"{_TAIL}"), r"who has less than \g<y> years of coding"),
    (re.compile(rf"^{_WHO} (?:kodit|programmiruet) ot (?P<a>\d{{1,2}}) do (?P<b>\d{{1,2}})"
                rf" (?:let|rokiv){_TAIL}"),
     r"who has between \g<a> and \g<b> years of coding"),
    # counts: `сколько человек знают python`, `skolko chelovek v ukraine`
    (re.compile(rf"^skolko (?:chelovek|lyudei|lyudey|nas) (?:znayut|znaiut|znayut) {_WHAT}"
                rf"{_TAIL}"), r"how many people know \g<s>"),
    (re.compile(rf"^skolko (?:chelovek|lyudei|lyudey) s (?P<y>\d{{1,2}})\+? (?:godami|let)"
                rf" (?:opyta|stazha){_TAIL}"),
     r"how many people have at least \g<y> years of coding"),
    (re.compile(rf"^skolko (?:chelovek|lyudei|lyudey|nas) (?:v|vo|u) {_PLACE}{_TAIL}"),
     lambda m: f"how many people are in {_place(m['p'])}"),
    # lists: `перечисли всех кто в ЕС`, `список всех, кто знает kafka или mqtt`
    (re.compile(rf"^(?:perechisli|pokazhi|spisok|dai spisok|vyvedi) (?:vseh|vsekh),? (?:kto"
                rf"|hto) (?:v|vo|u) {_PLACE}{_TAIL}"),
     lambda m: f"list everyone in {_place(m['p'])}"),
    (re.compile(rf"^(?:perechisli|pokazhi|spisok|dai spisok|vyvedi) (?:vseh|vsekh),? (?:kto"
                rf"|hto) {_KNOWS} "), "list everyone who knows "),
    (re.compile(rf"^(?:perechisli|pokazhi|spisok|dai spisok|vyvedi) (?:vseh|vsekh) s (?:beidzhem"
                rf"|beydzhem|beidzhom|znachkom) {_WHAT}{_TAIL}"),
     r"list everyone with the \g<s> badge"),
    (re.compile(r"^(?:perechisli|pokazhi|dai|vyvedi)?(?: ?spisok)? (?:vseh|vsekh|vsei komandy"
                r"|vsey komandy|vsej komandy|vsyu komandu|komandu)(?:[?!.,].*)?$"),
     "list everyone"),
    # two weighed: `кто опытнее, Anna Becker или Priya`, `José ili Oleksandr dlya kafka`,
    # `Marta vs Priya, кто сильнее в python`
    (re.compile(rf"^{_WHO} (?:opytnee|starshe|dosvidchenishyi),? (?P<a>{_ONE}) (?:ili|abo)"
                rf" (?P<b>{_ONE}){_TAIL}"), r"who has more years of coding, \g<a> or \g<b>"),
    (re.compile(rf"^(?P<a>{_ONE}) (?:ili|abo|vs) (?P<b>{_ONE}),? {_WHO} (?:silnee|luchshe"
                rf"|sylnishyi|krashche) (?:v|po|u) (?P<x>[\w+#.-]+){_TAIL}"),
     r"who is better at \g<x>, \g<a> or \g<b>"),
    (re.compile(rf"^(?P<a>{_ONE}) (?:ili|abo) (?P<b>{_ONE}) (?:dlya|po|dlia) (?P<x>[\w+#.-]+)"
                rf"{_TAIL}"), r"who is better at \g<x>, \g<a> or \g<b>"),
    # one person: `где работает Oleksandr`, `Tiago в каком городе`, `Marta gde uchilas`,
    # `Taras откуда`, `Anna чем занимается`, `skolko let Oleksandr kodit`, `Anna знает rust`,
    # `José v Madride`, `Марта работала в Uber`
    (re.compile(rf"^(?:gde|de) (?:rabotaet|pratsyuye) {_NAME}{_TAIL}"), r"who does \g<n> work for"),
    (re.compile(rf"^{_NAME} (?:gde|de) (?:rabotaet|pratsyuye){_TAIL}"), r"who does \g<n> work for"),
    (re.compile(rf"^{_NAME} (?:v kakom gorode|v yakomu misti|otkuda|zvidky|zvidki|gde zhivet"
                rf"|de zhyve)(?: (?:sidit|zhivet|zhyve|rabotaet))?{_TAIL}"),
     r"where is \g<n> based"),
    (re.compile(rf"^{_NAME} (?:gde|de) (?:uchilsya|uchilas|navchavsya|navchalas){_TAIL}"),
     r"where did \g<n> study"),
    (re.compile(rf"^(?:gde|de) (?:uchilsya|uchilas|navchavsya|navchalas) {_NAME}{_TAIL}"),
     r"where did \g<n> study"),
    (re.compile(rf"^(?:kakie|yaki) (?:skilly|skily|navyki|navychky|skilli) u {_NAME}{_TAIL}"),
     r"what skills does \g<n> have"),
    (re.compile(rf"^na (?:skolkih|skolkikh|kakih|kakikh) yazykah(?: programmirovaniya)?"
                rf" (?:pishet|kodit) {_NAME}{_TAIL}"), r"which languages does \g<n> write"),
    (re.compile(rf"^{_NAME} (?:iz kakoi kompanii|iz kakoy kompanii|v kakoi kompanii"
                rf"|v kakoy kompanii)(?: rabotaet)?{_TAIL}"), r"who does \g<n> work for"),
    (re.compile(rf"^{_NAME} (?:chem zanimaetsya|chym zaimayetsya|chto delaet|shcho robyt){_TAIL}"),
     r"what does \g<n> do"),
    (re.compile(rf"^(?:skolko let|kak dolgo) {_NAME} (?:kodit|programmiruet|v razrabotke)"
                rf"{_TAIL}"), r"how long has \g<n> been coding"),
    (re.compile(rf"^{_NAME} (?:skolko let|kak dolgo) (?:kodit|programmiruet|v razrabotke)"
                rf"{_TAIL}"), r"how long has \g<n> been coding"),
    (re.compile(rf"^{_NAME} (?:znaet|znaye|umeet) (?P<s>[\w+#.-]+){_TAIL}"),
     r"does \g<n> know \g<s>"),
    (re.compile(rf"^{_NAME} (?:rabotal|rabotala|pratsyuvav|pratsyuvala) (?:v|u|na) (?P<c>[\w.-]+"
                rf"(?: [\w.-]+)?){_TAIL}"), r"did \g<n> work at \g<c>"),
    # (`u` is English's `you` as often: `peking u alumni`)
    (re.compile(rf"^{_NAME} (?:v|vo) (?P<p>[a-z-]+){_TAIL}"),
     lambda m: f"is {m['n']} in {_place(m['p'])}"),
)  # fmt: skip

# The words that join conditions once a frame was translated: `kafka или mqtt`.
JOINS = (
    (re.compile(r" (?:no|ale) ne (?=[a-z])"), " but not "),
    (re.compile(r" (?:ili|abo) (?=[a-z])"), " or "),
    (re.compile(r" (?:i|ta) (?=[a-z])"), " and "),
)


def _place(said: str) -> str:
    """A place as a case bends it (`germanii`, `berline`, `kieva`), as its name; places
    joined by `ili` or `abo`, either."""
    parts = re.split(r" (?:ili|abo) ", said)
    if len(parts) > 1:
        return " or ".join(_place(p) for p in parts)
    if said in PLACES:
        return PLACES[said]
    # the prepositional case adds an `e` or an `i` to a name the data writes bare, the
    # genitive an `a` or a `y`
    return re.sub(r"(?<=[a-z]{4})(?:[eiy]|a)$", "", said)


# Figures as the ranking asks them: `топ 3 по опыту`.
_FIGURES = {"opytu": "years of coding", "opyt": "years of coding", "stazhu": "years of coding",
            "dosvidu": "years of coding", "reputatsii": "stack overflow reputation",
            "reputatsiyi": "stack overflow reputation", "repe": "stack overflow reputation"}
