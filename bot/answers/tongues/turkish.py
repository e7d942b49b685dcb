"""Questions as Turkish speakers type them: `kotlin bilen var mı` is who knows kotlin,
`ankara'da kimse var mı` anyone in ankara, `hepsiburada'da çalışmış biri var mı` who worked at
hepsiburada, `zeynep kaç yıldır kod yazıyor` how long has zeynep been coding. Turkish joins its
case endings to the noun (`istanbul'da`, `rdflib'e`); folding drops the apostrophe, so each
frame takes off the ending its case has (`istanbulda` is istanbul), and only that one."""

from __future__ import annotations

import re

# People's names before a question word: one to three words, not a pronoun or a question word.
_NOT_NAME = (r"(?!(?:kim|kimse|kimler|kac|ne|neden|nerede|nerde|hangi|en|bu|su|o|biz|siz|ben"
             r"|sen|var|ekipte|ekipteki|takimda|aramizda|herkes|herkesi)\b)")
_NAME = _NOT_NAME + r"(?P<n>[a-z][\w'-]*(?: (?!(?:mi|mu)\b)[a-z][\w'-]*){0,2})"
_ONE = _NOT_NAME + r"[a-z][\w'-]*(?: [a-z][\w'-]*){0,2}"
# What is asked about: a few words.
_WHAT = r"[\w+#./-]+(?: [\w+#./-]+){0,3}?"
# Is there anyone: `var mı`, `kim var`, `biri var mıydı`, `kimse var mı`.
# (not `kim` or `var` alone: `listen kim`, `the data var?` are English)
_ANYONE = (r"(?:(?:biri|birisi|kimse|bi kisi|kimler|olan|insan) )?(?:var mi(?:ydi)?|kim var"
           r"|kimler var)")
# Said after a question, asking nothing more: `abi`, `hocam`, `lütfen`, `aramızda`.
_TAIL = (r"(?: (?:abi|abla|hocam|lutfen|aramizda|ekipte|bizde|burada|burda|acaba|ya|yani|kanka"
         r"|arkadaslar|bi|bir))*(?:[?!.,].*)?$")
# The endings of a place (`da`), of where from (`dan`), and of to (`e`), as folded.
_AT = r"(?:da|de|ta|te)"
_FROM = r"(?:dan|den|tan|ten)"
_TO = r"(?:ya|ye|a|e)"
_PLACE = r"(?P<p>[a-z]+(?: [a-z]+)??)"

# Talk of days, meals, breaks and the office: no frame is read in a message that has them
# (`cuma ofiste kim var`, `yarın öğle yemeğine kim geliyor`).
QUIET = re.compile(r"\b(?:pazartesi|sali|carsamba|persembe|cuma|cumartesi|pazar|bugun|yarin|dun"
                   r"|aksam\w*|yemek\w*|ogle\w*|mola\w*|toplanti\w*|ofis\w*|izin\w*|tatil\w*"
                   r"|dogum|parti\w*|pasta\w*|cay\w*|maas\w*|burada|burda|orada|orda|surada"
                   r"|mutfak\w*|kapida|sirada|evde|nobet\w*|mutlu|akilli|sevgili\w*)\b")
FRAMES = (
    # who knows: `kotlin bilen var mı`, `android bilen kim var`, `docker bilip kubernetes
    # bilmeyen var mı`, `kim terraform biliyor`
    (re.compile(rf"^(?P<s>{_WHAT}) bilip (?P<t>{_WHAT}) bilmeyen (?:{_ANYONE}){_TAIL}"),
     r"who knows \g<s> but not \g<t>"),
    (re.compile(rf"^(?P<s>{_WHAT}) (?:bilen|bilir|kullanan|kullanmis|anlayan) (?:{_ANYONE})"
                rf"{_TAIL}"), r"who knows \g<s>"),
    (re.compile(rf"^kim (?P<s>{_WHAT}) (?:biliyor|bilir|kullaniyor){_TAIL}"), r"who knows \g<s>"),
    # the best: `en iyi rust bilen kim`, `typescript'te en iyi kim`, `ekipteki en tecrübeli
    # yazılımcı kim`
    (re.compile(rf"^(?:ekipte(?:ki)? )?en iyi (?P<s>{_WHAT}) (?:bilen|yazan) (?:kim|hangimiz)"
                rf"{_TAIL}"), r"who is best at \g<s>"),
    (re.compile(rf"^(?P<s>{_WHAT}){_AT} en iyi (?:kim|hangimiz|olan kim){_TAIL}"),
     r"who is best at \g<s>"),
    (re.compile(rf"^(?:ekipte(?:ki)? |takimda(?:ki)? )?en (?:tecrubeli|deneyimli|kidemli)"
                rf"(?: (?:yazilimci|gelistirici|kisi|muhendis|arkadas))? (?:kim|hangimiz){_TAIL}"),
     "who has the most years of coding"),
    (re.compile(rf"^(?:ekipte(?:ki)? |takimda(?:ki)? )?en (?:az tecrubeli|az deneyimli|yeni"
                rf"|genc|junior)(?: (?:yazilimci|gelistirici|kisi|muhendis|arkadas))?"
                rf" (?:kim|hangimiz){_TAIL}"), "who has the fewest years of coding"),
    (re.compile(rf"^(?:stack ?overflow|so)(?:da|ta)? en (?:yuksek|cok) (?:puan|puani|itibar"
                rf"|reputation)\w* (?:kimde|kimin|olan kim|kim){_TAIL}"),
     "who has the highest stack overflow reputation"),
    # employers: `ex-trendyol var mı`, `eski getirci var mı`, `hepsiburada'da çalışmış biri
    # var mı`, `kim aramex'te çalıştı`
    (re.compile(rf"^(?:ex-|eski )(?P<c>{_WHAT}) (?:{_ANYONE}){_TAIL}"),
     r"who worked at \g<c>"),
    (re.compile(rf"^(?P<c>{_WHAT}){_AT} (?:calismis|calisti|calismisti|staj yapmis)"
                rf"(?: olan)? (?:{_ANYONE}){_TAIL}"), r"who worked at \g<c>"),
    (re.compile(rf"^(?P<c>{_WHAT}){_AT} (?:calisan|calisiyor) (?:{_ANYONE}){_TAIL}"),
     r"who works at \g<c>"),
    (re.compile(rf"^kim (?P<c>{_WHAT}){_AT} (?:calisti|calismis)(?:[?!.,].*)?$"),
     r"who worked at \g<c>"),
    # places: `istanbul'da kim var`, `ankara'da kimse var mı`, `izmir'de biri var mıydı`
    (re.compile(rf"^{_PLACE}{_AT} (?:yasayan |oturan |olan |kalan )?(?:{_ANYONE}){_TAIL}"),
     lambda m: f"who is in {_place(m['p'])}"),
    (re.compile(rf"^{_PLACE}{_AT} (?:kim|kimler) (?:yasiyor|oturuyor|kaliyor){_TAIL}"),
     lambda m: f"who is in {_place(m['p'])}"),
    # schools: `boğaziçi mezunu var mı`, `odtü'lü var mı`, `itü'den kim var`
    (re.compile(rf"^(?P<s>{_WHAT}) (?:mezunu|mezun olan|mezunlari) (?:{_ANYONE}){_TAIL}"),
     r"who studied at \g<s>"),
    # (`izmirli`, `odtulu`: of a place or a school)
    (re.compile(rf"^(?P<s>[a-z]{{2,8}}?)(?:li|lu) var mi(?:ydi)?{_TAIL}"),
     lambda m: f"anyone from {_place(m['s'])}"),
    (re.compile(rf"^(?P<s>{_WHAT}){_FROM} (?:mezun olan )?(?:{_ANYONE}){_TAIL}"),
     r"anyone from \g<s>"),
    (re.compile(rf"^(?P<s>{_WHAT}) (?:okumus|okuyan|okudu) (?:{_ANYONE}){_TAIL}"),
     r"who studied \g<s>"),
    (re.compile(rf"^(?:doktora|phd)(?:si)? (?:yapmis|yapan|olan) (?:{_ANYONE}){_TAIL}"),
     "who has a phd"),
    # repositories: `rdflib'e katkı veren var mı`, `kim django'ya katkı verdi`
    (re.compile(rf"^(?P<r>{_WHAT}){_TO} (?:katki|contribution|pr) (?:veren|vermis|yapan|yapmis"
                rf"|atan|atmis) (?:{_ANYONE}){_TAIL}"), r"who contributed to \g<r>"),
    (re.compile(rf"^kim (?P<r>{_WHAT}){_TO} (?:katki|pr) (?:verdi|yapti|atti){_TAIL}"),
     r"who contributed to \g<r>"),
    # counts: `türkiye'de kaç kişiyiz`, `kaç kişi kotlin biliyor`
    (re.compile(rf"^(?:ekip|takim|sirket|ofis){_AT} kac (?:kisiyiz|kisi var|kisi){_TAIL}"),
     "how many profiles"),
    (re.compile(rf"^{_PLACE}{_AT} kac (?:kisiyiz|kisi var|kisi|kisi calisiyor){_TAIL}"),
     lambda m: f"how many people are in {_place(m['p'])}"),
    (re.compile(rf"^kac kisi (?P<s>{_WHAT}) (?:biliyor|bilir|kullaniyor){_TAIL}"),
     r"how many people know \g<s>"),
    (re.compile(r"^(?:ekipte |takimda )?kac kisi(?:yiz| var)(?:[?!.,].*)?$"),
     "how many profiles"),
    # years: `10 yıldan fazla tecrübesi olan var mı`
    (re.compile(rf"^(?P<y>\d{{1,2}}) (?:yildan|seneden) (?:fazla|cok) (?:tecrubesi|deneyimi)"
                rf" olan (?:{_ANYONE}){_TAIL}"), r"who has more than \g<y> years of coding"),
    (re.compile(rf"^(?P<y>\d{{1,2}}) (?:yildan|seneden) az (?:tecrubesi|deneyimi) olan"
                rf" (?:{_ANYONE}){_TAIL}"), r"who has less than \g<y> years of coding"),
    # lists: `ekipteki herkesi listeler misin`, `tüm ekibi göster`
    (re.compile(r"^(?:ekipteki |takimdaki )?(?:herkesi|tum ekibi|butun ekibi|hepimizi|tum"
                r" kisileri) (?:listele|listeler misin|listeleyebilir misin|goster|gosterir misin"
                r"|sayar misin)(?:[?!.,].*)?$"), "list everyone"),
    # two weighed: `layla mı mehmet can mı typescript'te daha iyi`, `a mı b mi daha tecrübeli`
    (re.compile(rf"^(?P<a>{_ONE}) m[iu] (?P<b>{_ONE}) m[iu],? (?P<x>{_WHAT}){_AT} (?:kim )?daha"
                rf" iyi{_TAIL}"), r"who is better at \g<x>, \g<a> or \g<b>"),
    (re.compile(rf"^(?P<a>{_ONE}) m[iu] (?P<b>{_ONE}) m[iu],? (?:kim )?daha (?:tecrubeli"
                rf"|deneyimli|kidemli){_TAIL}"), r"who has more years of coding, \g<a> or \g<b>"),
    # one person: `zeynep nerede okudu`, `karim hangi şehirde yaşıyor`, `youssef ne iş yapıyor`,
    # `zeynep arslan hangi şirkette`, `elif kaç yıldır kod yazıyor`, `mo django biliyor mu`,
    # `zeynep istanbul'da mı`
    (re.compile(rf"^{_NAME} (?:nerede|nerde|hangi (?:okulda|universitede)) okudu{_TAIL}"),
     r"where did \g<n> study"),
    (re.compile(rf"^{_NAME} hangi (?:universiteden|okuldan) mezun(?: oldu)?{_TAIL}"),
     r"where did \g<n> study"),
    (re.compile(rf"^{_NAME} (?:hangi sehirde|nerede|nerde)(?: (?:yasiyor|oturuyor|kaliyor))?"
                rf"{_TAIL}"), r"where is \g<n> based"),
    (re.compile(rf"^{_NAME} (?:hangi sirkette(?: calisiyor)?|(?:nerede|nerde) calisiyor)"
                rf"{_TAIL}"),
     r"who does \g<n> work for"),
    (re.compile(rf"^{_NAME} (?:bizde |burada |ekipte )?(?:tam olarak )?ne (?:is )?yapiyor{_TAIL}"),
     r"what does \g<n> do"),
    (re.compile(rf"^{_NAME} kac (?:yildir|senedir|yil|sene)(?: (?:dir|beri))?"
                rf" (?:kod yaziyor|yazilim yapiyor|yazilimci|programlama yapiyor|kodluyor)"
                rf"{_TAIL}"), r"how long has \g<n> been coding"),
    (re.compile(rf"^{_NAME} (?P<s>[\w+#.-]+) (?:biliyor|bilir|kullaniyor) m[iu]{_TAIL}"),
     r"does \g<n> know \g<s>"),
    (re.compile(rf"^{_NAME} (?P<p>[a-z]+?){_AT} m[iu](?: yasiyor| oturuyor)?{_TAIL}"),
     r"is \g<n> in \g<p>"),
)  # fmt: skip

# The words that join conditions once a frame was translated: `redis ve postgres`.
JOINS = (
    (re.compile(r" (?:veya|ya da) (?=[a-z])"), " or "),
    (re.compile(r" (?:ve|ile) (?=[a-z])"), " and "),
)


# Places as Turkish names them: `mısır`, `ürdün`, `almanya`.
PLACES = {
    "misir": "egypt", "urdun": "jordan", "almanya": "germany", "ingiltere": "united kingdom",
    "fransa": "france", "ispanya": "spain", "italya": "italy", "hollanda": "netherlands",
    "amerika": "usa", "yunanistan": "greece", "rusya": "russia", "japonya": "japan",
    "cin": "china", "hindistan": "india", "lubnan": "lebanon", "suudi arabistan":
    "saudi arabia", "katar": "qatar", "fas": "morocco", "cezayir": "algeria", "avrupa": "europe",
    "isvec": "sweden", "norvec": "norway", "polonya": "poland", "avusturya": "austria",
    "isvicre": "switzerland", "belcika": "belgium", "kanada": "canada", "ukrayna": "ukraine",
}  # fmt: skip


def _place(said: str) -> str:
    """A place as Turkish names it (`mısır`), as its name."""
    return PLACES.get(said, said)
