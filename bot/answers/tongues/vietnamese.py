"""Questions as Vietnamese speakers type them, among English or whole (read folded, without
their tones): `có ai biết kotlin không?` is who knows kotlin, `ai ở hà nội không ạ` anyone in
hanoi, `ai từng làm ở tiki` who worked at tiki, `bảo code được bao nhiêu năm rồi?` how long bảo
has been coding."""

from __future__ import annotations

import re

# (nor `tôi`, `mày`, `nó`: I, you, it)
_NOT_NAME = (r"(?!(?:co|ai|nguoi|bao nhieu|nhung|tat|moi|cac|anh|chi|em|minh|ban|team|toi|may|no"
             r"|ho|ta|chung toi|tui)\b)")
_NAME = _NOT_NAME + r"(?P<n>[a-z][\w'-]*(?: [a-z][\w'-]*){0,2}?)"
_ONE = _NOT_NAME + r"[a-z][\w'-]*(?: [a-z][\w'-]*){0,2}?"
_WHAT = r"(?P<s>[\w+#./-]+(?: [\w+#./-]+){0,3}?)"
_WHO = r"(?:(?:co )?ai|anyone|nguoi nao)(?: trong team| o day)?"
_KNOWS = r"(?:biet|ranh|hieu|dung|lam duoc|code duoc|quen)(?: ve)?"
# Said after a question, asking nothing more: `không`, `vậy`, `nhỉ`, `ạ`, `team mình`.
# (each word once, so that a run of them is read one way only; `ạ` last)
_TAIL_WORDS = ("khong", "ko", "k", "vay", "nhi", "nhe", "the", "ha", "ta", "team minh",
               "trong team", "o day", "nao", "ah", "ak")
_TAIL = rf"(?: (?:{'|'.join(_TAIL_WORDS)}))*(?: a)?(?:[?!.,].*)?$"
# Places as Vietnamese writes them, folded: `việt nam`, `đông nam á`, `sài gòn`.
PLACES = {"viet nam": "vietnam", "dong nam a": "southeast asia", "sai gon": "ho chi minh city",
          "ha noi": "hanoi", "tp hcm": "ho chi minh city", "hcm": "ho chi minh city",
          "nhat": "japan", "han quoc": "south korea", "duc": "germany", "phap": "france",
          "singapo": "singapore", "my": "usa", "chau au": "europe", "chau a": "asia"}  # fmt: skip

# Talk of meals, the day and the office: no frame is read in a message that has them (`ai đi ăn
# trưa không`, `ai ở văn phòng hôm nay`).
QUIET = re.compile(r"\b(?:an trua|trua|an toi|ca phe|cafe|hom nay|ngay mai|van phong|sinh nhat"
                   r"|hop|nghi phep|lien hoan|tra sua|toi nay)\b")
# Where someone is that is no place: here, there, home.
_NOWHERE = r"(?!(?:day|do|kia|nha|ngoai|dau)\b)"
FRAMES = (
    # who knows: `có ai biết kotlin hoặc swift không`, `ai rành kafka`
    (re.compile(rf"^{_WHO} {_KNOWS} {_WHAT}{_TAIL}"), r"who knows \g<s>"),
    (re.compile(rf"^{_WHO} (?:gioi|ranh|manh|pro) {_WHAT} nhat{_TAIL}"), r"who is best at \g<s>"),
    (re.compile(rf"^{_WHO} (?:co )?(?:reputation|diem|rep) (?:stack ?overflow|so) cao nhat{_TAIL}"),
     "who has the highest stack overflow reputation"),
    (re.compile(rf"^{_WHO} (?:code lau nhat|nhieu kinh nghiem nhat|kinh nghiem nhat){_TAIL}"),
     "who has the most years of coding"),
    (re.compile(rf"^{_WHO} (?:it kinh nghiem nhat|moi nhat){_TAIL}"),
     "who has the fewest years of coding"),
    # employers: `ai từng làm ở tiki hoặc momo`, `anyone từng làm ở vng không`
    (re.compile(rf"^{_WHO} (?:tung |da |truoc day )?(?:lam|lam viec) (?:o|tai|cho) {_NOWHERE}"
                rf"{_WHAT}{_TAIL}"),
     r"who worked at \g<s>"),
    # places: `có ai ở việt nam không`, `ai ở đà nẵng hoặc sài gòn`
    (re.compile(rf"^{_WHO} (?:o|song o|dang o) {_NOWHERE}(?P<s>[a-z]+(?: [a-z]+){{0,6}})"
                r"(?:[?!.,].*)?$"), lambda m: f"who is in {_place(m['s'])}"),
    # schools: `ai học bách khoa hà nội vậy`
    (re.compile(rf"^{_WHO} (?:hoc|tot nghiep|da hoc)(?: o| tai| truong)? {_WHAT}{_TAIL}"),
     r"who studied at \g<s>"),
    # repositories: `ai đóng góp cho pysaml2`, `ai từng contribute cho prometheus/client_golang`
    (re.compile(rf"^{_WHO} (?:tung |da )?(?:contribut\w*|dong gop|commit\w*) (?:cho|vao) {_WHAT}"
                rf"{_TAIL}"), r"who contributed to \g<s>"),
    # counts: `có bao nhiêu người ở việt nam`, `bao nhiêu người biết python`
    (re.compile(rf"^(?:co )?bao nhieu nguoi (?:o|dang o) {_NOWHERE}(?P<s>[a-z]+(?: [a-z]+){{0,6}})"
                r"(?:[?!.,].*)?$"),
     lambda m: f"how many people are in {_place(m['s'])}"),
    (re.compile(rf"^(?:co )?bao nhieu nguoi {_KNOWS} {_WHAT}{_TAIL}"),
     r"how many people know \g<s>"),
    # lists: `liệt kê tất cả mọi người ở đông nam á`, `list tất cả những ai có badge rockstar`
    (re.compile(r"^(?:liet ke|list|cho xem) (?:tat ca )?(?:moi nguoi|nhung ai|nguoi|ca team)"
                r" o (?P<s>[a-z]+(?: [a-z]+){0,6})(?:[?!.,].*)?$"),
     lambda m: f"list everyone in {_place(m['s'])}"),
    (re.compile(rf"^(?:liet ke|list|cho xem) (?:tat ca )?(?:moi nguoi|nhung ai|nguoi) co"
                rf" (?:badge|huy hieu) {_WHAT}{_TAIL}"), r"list everyone with the \g<s> badge"),
    (re.compile(rf"^(?:liet ke|cho xem) (?:tat ca )?(?:moi nguoi|ca team|danh sach team){_TAIL}"),
     "list everyone"),
    # two weighed: `jonas hay putri, ai rành oauth hơn`
    (re.compile(rf"^(?P<a>{_ONE}) hay (?P<b>{_ONE}),? ai (?:ranh|gioi|manh|biet) (?P<x>[\w+#.-]+)"
                rf" hon{_TAIL}"), r"who is better at \g<x>, \g<a> or \g<b>"),
    # one person: `mai anh làm ở đâu trước khi vào kancil`, `bảo based ở đâu`, `vy biết những
    # kỹ năng gì`, `trần quốc bảo làm gì ở công ty`, `bảo code được bao nhiêu năm rồi`, `mai
    # anh có biết kubernetes không`
    (re.compile(rf"^{_NAME} (?:lam|lam viec) o dau truoc(?: khi)?.*$"),
     r"where did \g<n> work before"),
    (re.compile(rf"^{_NAME} (?:lam|lam viec) (?:o dau|cho cong ty nao|o cong ty nao){_TAIL}"),
     r"who does \g<n> work for"),
    (re.compile(rf"^{_NAME} (?:based |song |dang )?o dau{_TAIL}"), r"where is \g<n> based"),
    (re.compile(rf"^{_NAME} (?:hoc o dau|hoc truong nao|tot nghiep truong nao){_TAIL}"),
     r"where did \g<n> study"),
    (re.compile(rf"^{_NAME} biet (?:nhung )?(?:ky nang|skill|ngon ngu) gi{_TAIL}"),
     r"what skills does \g<n> have"),
    (re.compile(rf"^{_NAME} lam gi(?: o cong ty| o team| trong team)?{_TAIL}"),
     r"what does \g<n> do"),
    (re.compile(rf"^{_NAME} (?:code|lap trinh)(?: duoc)? bao nhieu nam(?: roi)?{_TAIL}"),
     r"how long has \g<n> been coding"),
    (re.compile(rf"^{_NAME} co (?:biet|ranh|dung) (?P<s>[\w+#.-]+) khong{_TAIL}"),
     r"does \g<n> know \g<s>"),
)  # fmt: skip

# The words that join conditions once a frame was translated: `kotlin hoặc swift`.
JOINS = (
    (re.compile(r" (?:hoac|hay) (?=[a-z])"), " or "),
    (re.compile(r" (?:va) (?=[a-z])"), " and "),
)


def _place(said: str) -> str:
    """A place as Vietnamese writes it (`việt nam`, `đông nam á`), as its name, without the
    words that end a question after it (`hà nội không ạ`); places joined by `hoặc`, either."""
    parts = re.split(r" (?:hoac|hay|va) ", said)
    return " or ".join(_one_place(p) for p in parts)


def _one_place(said: str) -> str:
    words = said.split()
    while words:
        name = " ".join(words)
        if name in PLACES:
            return PLACES[name]
        if words[-1] not in _ENDS:
            return name
        words.pop()
    return said


# The words a question ends with, one by one: `không`, `ạ`, `vậy`.
_ENDS = frozenset(w for t in (*_TAIL_WORDS, "a") for w in t.split())
