"""Questions as Indonesian and Malaysian speakers type them, among English or whole: `ada yang
tahu kafka?` is who knows kafka, `ada orang di bandung gak?` anyone in bandung, `siapa yang
pernah kerja di gojek` who worked at gojek, `putri kuliah di mana` where putri studied."""

from __future__ import annotations

import re

_NOT_NAME = (r"(?!(?:ada|siapa|yang|berapa|apakah|di|ke|dari|kak|mas|mbak|bang|kita|kami|saya|aku"
             r"|semua|orang|anyone|who)\b)")
_NAME = _NOT_NAME + r"(?P<n>[a-z][\w'-]*(?: [a-z][\w'-]*){0,2}?)"
_ONE = _NOT_NAME + r"[a-z][\w'-]*(?: [a-z][\w'-]*)?"
_WHAT = r"(?P<s>[\w+#./-]+(?: [\w+#./-]+){0,3}?)"
_WHO = (r"(?:(?:ada )?(?:yang|orang yang|org yang)|siapa(?: aja| saja)?(?: yang)?|anyone"
        r"|ada (?:orang|org))")
_KNOWS = (r"(?:tahu|tau|ngerti|mengerti|paham|faham|bisa|jago|menguasai|pakai|pake|guna"
          r"|familiar(?: dengan| sama)?)(?: soal| tentang| pasal)?")
# Said after a question, asking nothing more: `di tim ini`, `gak`, `kak`, `dong`, `ya`.
_TAIL = (r"(?: (?:di tim ini|di tim|di sini|disini|sini|gak|ga|nggak|engga|tak|kah|kak|dong|ya"
         r"|nih|sih|deh|lah|bang|mas|mbak|bro|ni|tu|kan|ke))*(?:[?!.,].*)?$")

# Talk of meals, the day and the office: no frame is read in a message that has them (`ada
# yang mau makan siang bareng?`, `siapa di kantor hari ini`).
QUIET = re.compile(r"\b(?:makan|siang|tengah hari|besok|esok|hari ini|kantor|pejabat|rapat"
                   r"|meeting|ulang tahun|cuti|libur|nasi|ngopi|jajan|arisan)\b")
# Where someone is that is no place: here, there, home, outside.
_NOWHERE = r"(?!(?:sini|sana|situ|rumah|luar|dalam|atas|bawah|mana)\b)"
FRAMES = (
    # who knows: `ada yang tahu kafka`, `siapa yang ngerti postgresql`, `siapa yang bisa aws`
    (re.compile(rf"^(?:kak,? )?{_WHO} {_KNOWS} {_WHAT}{_TAIL}"), r"who knows \g<s>"),
    (re.compile(rf"^siapa (?:dev |orang )?(?:yang )?paling (?:jago|pintar|hebat|paham) {_WHAT}"
                rf"{_TAIL}"), r"who is best at \g<s>"),
    (re.compile(rf"^siapa (?:dev |orang )?(?:yang )?paling (?:lama|senior)(?: (?:ngoding|coding"
                rf"|kerja|jadi dev))?{_TAIL}"), "who has the most years of coding"),
    (re.compile(rf"^siapa (?:dev |orang )?(?:yang )?paling (?:baru|junior){_TAIL}"),
     "who has the fewest years of coding"),
    # employers: `ada yang dulu kerja di gojek`, `siapa yang pernah kerja di traveloka`
    (re.compile(rf"^{_WHO} (?:dulu |pernah |dulunya )?(?:kerja|bekerja|kerje) (?:di|dekat|kat)"
                rf" {_WHAT}{_TAIL}"), r"who worked at \g<s>"),
    # places: `ada orang di bandung gak`, `siapa aja yang di indonesia`
    (re.compile(rf"^{_WHO} (?:tinggal |stay |ada )?(?:di|dari|kat) {_NOWHERE}{_WHAT}{_TAIL}"),
     r"who is in \g<s>"),
    # schools: `ada yang lulusan ui`, `anyone alumni itb di sini`
    (re.compile(rf"^{_WHO} (?:lulusan|alumni|alumnus|kuliah di|belajar di|graduate dari)"
                rf" {_WHAT}{_TAIL}"), r"who studied at \g<s>"),
    # repositories: `anyone pernah contribute ke next-auth`
    (re.compile(rf"^{_WHO} (?:pernah )?(?:contribut\w*|kontribusi|berkontribusi|commit\w*) (?:ke|di"
                rf"|kat) {_WHAT}{_TAIL}"), r"who contributed to \g<s>"),
    # counts: `berapa orang di indonesia`, `berapa orang yang punya gelar master`
    (re.compile(rf"^(?:berapa|how many) (?:orang|org)(?: yang)? (?:di|tinggal di|kat) {_WHAT}"
                rf"{_TAIL}"), r"how many people are in \g<s>"),
    (re.compile(rf"^berapa (?:orang|org)(?: yang)? (?:punya|ada) gelar (?P<d>master|s2|phd|s3"
                rf"|doktor|sarjana|s1){_TAIL}"),
     lambda m: f"how many people have a {_DEGREES[m['d']]}"),
    (re.compile(rf"^berapa (?:orang|org)(?: yang)? {_KNOWS} {_WHAT}{_TAIL}"),
     r"how many people know \g<s>"),
    # two weighed: `chloé atau vy, siapa yang lebih jago typescript`
    (re.compile(rf"^(?P<a>{_ONE}) atau (?P<b>{_ONE}),? siapa (?:yang )?lebih (?:jago|pintar"
                rf"|paham|ngerti) (?P<x>[\w+#.-]+){_TAIL}"),
     r"who is better at \g<x>, \g<a> or \g<b>"),
    # one person: `putri kuliah di mana`, `jonas itu dulu kerja di mana`, `kak putri udah berapa
    # tahun pengalaman coding`, `apakah putri bisa go`, `faizal pernah kerja di grab kan`
    (re.compile(rf"^(?:kak |mas |mbak |bang )?{_NAME} (?:itu )?(?:kuliah|belajar) di(?: ?mana)?"
                rf"{_TAIL}"), r"where did \g<n> study"),
    (re.compile(rf"^(?:kak |mas |mbak |bang )?{_NAME} (?:itu )?lulusan (?:mana|apa){_TAIL}"),
     r"where did \g<n> study"),
    (re.compile(rf"^(?:kak |mas |mbak |bang )?{_NAME} (?:itu )?(?:dulu|dulunya|sebelumnya)"
                rf" (?:kerja|bekerja) di ?mana(?: sebelum .*)?{_TAIL}"),
     r"where did \g<n> work before"),
    (re.compile(rf"^(?:kak |mas |mbak |bang )?{_NAME} (?:itu )?(?:kerja|bekerja) di ?mana{_TAIL}"),
     r"who does \g<n> work for"),
    (re.compile(rf"^(?:kak |mas |mbak |bang )?{_NAME} (?:itu )?(?:tinggal|stay|ada) di ?mana"
                rf"{_TAIL}"), r"where is \g<n> based"),
    (re.compile(rf"^(?:kak |mas |mbak |bang )?{_NAME} (?:udah|sudah|dah) berapa tahun"
                rf"(?: pengalaman)? (?:coding|ngoding|jadi dev|programming){_TAIL}"),
     r"how long has \g<n> been coding"),
    (re.compile(rf"^{_NAME} has been coding berapa tahun{_TAIL}"),
     r"how long has \g<n> been coding"),
    (re.compile(rf"^(?:kak |mas |mbak |bang )?{_NAME} (?:tu|itu) (?:handle|pegang|urus) apa"
                rf"(?: sebenarnya| sih)?{_TAIL}"), r"what does \g<n> do"),
    (re.compile(rf"^apakah {_NAME} (?:bisa|tahu|tau|paham) (?P<s>[\w+#.-]+){_TAIL}"),
     r"does \g<n> know \g<s>"),
    (re.compile(rf"^{_NAME} pernah (?:kerja|bekerja) di (?P<c>[\w.-]+(?: [\w.-]+)??){_TAIL}"),
     r"did \g<n> work at \g<c>"),
)  # fmt: skip

_DEGREES = {"master": "masters degree", "s2": "masters degree", "phd": "phd", "s3": "phd",
            "doktor": "phd", "sarjana": "bachelors degree", "s1": "bachelors degree"}
# The words that join conditions once a frame was translated: `airflow atau dbt`.
JOINS = (
    (re.compile(r" (?:atau|ato) (?=[a-z])"), " or "),
    (re.compile(r" (?:dan|sama) (?=[a-z])"), " and "),
)
