"""Asks for whoever owns or knows a thing, as Spanish, Portuguese, French, Italian, German,
Dutch, Polish, Turkish and Filipino speakers type them anywhere in a message, written in the
English the reading knows: `…no carga en iphone, a quién le aviso?` is who do i ask, `…quien
maneja eso??` who handles that, `…wer ist dafür zuständig?` who is responsible for that, `…bu
kimin işi?` whose job that is.

Only the ask is translated: what the message tells around it stays as typed, for closeness in
meaning to compare with the profiles (bot.search.meaning). The frames of whole questions
(`quién sabe scrapy`) are bot.answers.tongues' own.
"""

from __future__ import annotations

import re

from bot.answers.rewrite import rewrite
from bot.answers.tongues import in_english, russian

# What was told, pointed back at: `eso`, `isso`, `disso`, `ca`, `das`, `drum`.
_THAT = (r"(?:eso|esto|isso|isto|disso|disto|desso|nisso|ca|cela|das|dies|drum|darum|dat"
         r"|questo|quello|lo)")
# Each ask, and the English it is read as.
_ASKS = (
    # who handles it: `quien maneja eso`, `quien se encarga de`, `quem cuida disso`, `qui s'en
    # occupe`, `qui gere`, `chi se ne occupa`, `wer kummert sich drum`, `wer betreut`
    (re.compile(r"\b(?:quien|quienes|quem) (?:se encarga|se ocupa|maneja|lleva|ve|cuida|atiende"
                r"|administra|mantiene|trata|mexe|toma conta|manja|gestiona|gere)"
                r"(?: (?:de|do|da|dos|das|del|con|com)(?: lo del?)?| lo del?)?(?= )"),
     "who handles"),
    (re.compile(r"\b(?:quien|quienes|quem) (?:es|e) (?:el |la |o |a )?(?:responsable|responsavel"
                r"|encargad[oa]|dono|duen[oa])(?: (?:de|del|da|do|por|pelo|pela))?(?= )"),
     "who is responsible for"),
    (re.compile(r"\b(?:quien|quienes|quem) (?:hizo|armo|arma|construyo|programo|fez|montou"
                r"|desarrollo|desenvolveu)(?= )"), "who built"),
    # (`qui sen occupe`, `chi se ne occupa`, `wer ist dafur zustandig`: of that)
    (re.compile(r"\b(?:qui sen occupe|chi se ne occupa|wer kummert sich (?:drum|darum))"
                r"(?= |[?!.]|$)"),
     "who handles that"),
    (re.compile(r"\bwer (?:ist|war|ware) (?:hier |da |denn )*(?:dafur|hierfur)"
                r" (?:hier |da |denn )*(?:zustandig|verantwortlich)(?= |[?!.]|$)"),
     "who is responsible for that"),
    (re.compile(r"\bqui (?:soccupe(?: de| du| des)?|gere|maintient|est (?:le )?"
                r"responsable(?: de| du| des)?|a (?:construit|developpe))(?= |[?!.]|$)"),
     "who handles"),
    (re.compile(r"\bchi (?:si occupa(?: di| del| della| dei)?|gestisce|e (?:il )?"
                r"responsabile(?: di| del| della)?)(?= |[?!.]|$)"), "who handles"),
    (re.compile(r"\bwer (?:ist|war|ware) (?:hier |da |denn )*(?:zustandig"
                r"|verantwortlich)(?: fur| for)?(?= |[?!.]|$)"), "who is responsible for"),
    (re.compile(r"\bwer (?:kummert sich|betreut|verwaltet|pflegt|baut|macht|owns)"
                r"(?: (?:um|ums|da))?(?= |[?!.]|$)"), "who handles"),
    (re.compile(r"\bwie (?:is|zijn) (?:hier )?verantwoordelijk(?: voor)?(?= |[?!.]|$)"),
     "who is responsible for"),
    (re.compile(r"\bwie (?:beheert|onderhoudt|doet)(?= )"), "who handles"),
    # Polish: `kto to ogarnia`, `kto za to odpowiada`, `kto tego pilnuje`; Italian: `chi ci
    # lavora`, `chi lo gestisce`; Dutch: `wie fixt dat`, `wie gaat daarover`, `wie is daar
    # eigenaar van`, `wie weet daar iets van`
    (re.compile(r"\bkto (?:to|tym|tego|za to|tym sie|sie tym) (?:ogarnia|odpowiada|pilnuje|robi"
                r"|zajmuje(?: sie)?|prowadzi|naprawia|obsluguje)\b|\bkto (?:ogarnia|pilnuje"
                r"|prowadzi) (?:to|tego)\b|\bchi (?:ci lavora|lo gestisce|la gestisce|li gestisce"
                r"|se ne occupa)\b|\bwie (?:fixt|regelt|doet|beheert) dat\b|\bwie gaat"
                r" (?:daarover|erover)\b"
                r"|\bwie is daar (?:eigenaar|verantwoordelijk) (?:van|voor)\b"),
     "who handles that"),
    (re.compile(r"\bwie weet (?:daar|er) (?:iets )?(?:meer )?van\b"), "who knows about that"),
    (re.compile(r"\b(?:do kogo|kogo) (?:mam |mozna |powinienem |powinnam )?(?:pisac|napisac"
                r"|pytac|zapytac|pingowac|uderzac|sie zglosic|zglosic)\b|\bchi devo (?:disturbare"
                r"|contattare|sentire|chiamare|pingare)\b|\bwie moet ik (?:daarvoor |hiervoor"
                r" |daarover )?(?:hebben|vragen|pingen|mailen|bellen)\b"), "who do i ask"),
    # whom to ask: `a quien le escribo`, `com quem falo`, `a qui je demande`, `a chi chiedo`,
    # `wen frage ich`, `wen ping ich da an`
    (re.compile(r"\b(?:a|con|com|pra|para) (?:quien|quem) (?:le |eu )?(?:escribo|aviso|pregunto"
                r"|hablo|digo|reporto|falo|pergunto|escrevo|recorro|acudo)\b"), "who do i ask"),
    (re.compile(r"\ba qui (?:je |on )?(?:demande|parle|madresse|ecris|signale)\b"), "who do i ask"),
    (re.compile(r"\ba chi (?:chiedo|scrivo|mi rivolgo|lo dico|segnalo)\b"), "who do i ask"),
    (re.compile(r"\b(?:wen|wem) (?:frage|ping|kontaktiere|schreibe|sage) ich(?: (?:da|das|dazu"
                r"|hier))*(?: an)?\b"), "who do i ask"),
    (re.compile(r"\bwer ist (?:da )?(?:der|die) (?:richtige )?ansprechpartner(?:in)?\b"),
     "who do i ask"),
    # Filipino: `sino po ang may hawak`, `sino bahala dito`
    (re.compile(r"\b(?:sino|cno)(?: po)?(?: ang| yung)? (?:may hawak|humahawak|nag-aasikaso"
                r"|nagaasikaso|bahala|in charge)\b"), "who handles that"),
    # Russian and Ukrainian, in Latin letters (asked_for_in_english writes Cyrillic so): `kto
    # za eto otvechaet`, `к кому идти`, `чья это часть`, `кто смотрит за кластерами`
    (re.compile(r"\b(?:kto|hto) (?:za eto|za tse|etim|tsym|s etim|z tsym)"
                r" (?:otvechaet|vidpovidaye|zanimaetsya|zaimayetsya|razbiraetsya|rozbyraetsya)\b"
                r"|\b(?:kto|hto) (?:eto|tse) (?:planiruet|reshaet|delaet|chinit|vyrishuye)\b"
                r"|\b(?:kto|hto) otvechaet\b|\b(?:chya|chiya) (?:eto|tse) (?:chast|zona|oblast"
                r"|zadacha)\b"), "who handles that"),
    (re.compile(r"\b(?:k|do) (?:komu|kogo) (?:idti|obratitsya|pisat|zvernutysya|ity|bezhat)\b"),
     "who do i ask"),
    (re.compile(r"\b(?:kto|hto) (?:smotrit|dyvytsya|sledit|stezhyt) za\b"), "who looks after"),
    (re.compile(r"\b(?:kto|hto) v teme\b"), "who knows about that"),
    # Swedish, Norwegian and Danish: `vem äger det`, `hvem eier det`, `vem tar hand om sånt`,
    # `vem ska jag pinga`; Finnish: `kuka hoitaa kirjautumisen`
    (re.compile(r"\b(?:vem|hvem) (?:tar hand om|ager|eier|ejer|fixar|fikser|ansvarar for"
                r"|har ansvar(?:et)? for|skoter|hanterar|handterer|kor|driver|passer pa)"
                r"(?= |[?!.]|$)"
                r"|\bkuka (?:hoitaa|omistaa|vastaa|korjaa)(?= |[?!.]|$)"), "who handles"),
    (re.compile(r"\b(?:vem|hvem) (?:ska|skal|bor) (?:jag|jeg) (?:pinga|pinge|fraga|sporre|sparge"
                r"|kontakta|kontakte|prata med|snakke med|tale med)\b"), "who do i ask"),
    # Indonesian and Malay: `siapa yg handle`, `siapa yang pegang ini`, `ini tanggung jawab
    # siapa`; Vietnamese: `ai phụ trách phần này`, `ai quản lý`, `ai lo vụ này`
    (re.compile(r"\bsiapa (?:yang |yg )?(?:handle|pegang|megang|urus|ngurus|mengurus|bertanggung"
                r" jawab|tanggung jawab|in charge)(?= |[?!.]|$)"
                r"|\bai (?:phu trach|quan ly|lo|xu ly|chiu trach nhiem)(?= |[?!.]|$)"),
     "who handles"),
    (re.compile(r"\b(?:ini |itu )?tanggung ?jawab siapa\b"
                r"|\bsiapa (?:yang |yg )?punya (?:ini|itu)\b"),
     "who handles that"),
    (re.compile(r"\b(?:harus |perlu )?(?:tanya|hubungi|kontak) siapa\b"), "who do i ask"),
    # Japanese and Korean in Latin letters: `dare no tantou desu ka`, `dare ga tantou`,
    # `tantou wa dare`, `gudok damdang nugu-ya`, `nuga damdang`
    (re.compile(r"\b(?:dare no tantou|dare ga tantou|tantou(?:sha)? (?:wa )?dare"
                r"|damdang(?:ja)? (?:nugu|nuga)|(?:nuga|nugu) damdang)\w*"), "who handles that"),
    # Arabic in Latin letters: `chkoun responsable`, `chkoun li kaydir`, `meen mas2ool 3an`,
    # `a2ool le meen`
    (re.compile(r"\b(?:chkoun|chkon|meen|min) (?:el |l )?(?:responsable|mas2ool|mas2oul|mas2oleen"
                r"|mas2ol)(?: (?:3an|3la|ala|an|de))?(?= |[?!.]|$)"), "who is responsible for"),
    (re.compile(r"\b(?:a2ool|n2ool|nqol|ngoul) (?:le|l) (?:meen|min|chkoun)\b"), "who do i ask"),
    # Turkish: `kime sorayım`, `bu kimin işi`, `buna kim bakıyor`
    (re.compile(r"\bkime (?:sorayim|sorabilirim|soracagim|sormaliyim|yazayim|yazabilirim"
                r"|ulasayim|ulasabilirim|gideyim|danisayim)\b"), "who do i ask"),
    (re.compile(r"\b(?:bu|bunlar) kimin (?:isi|alani|sorumlulugunda)\b|\bkimin (?:isi|alani) bu\b"
                r"|\b(?:buna|bununla|bunlara) kim (?:bakiyor|bakar|ilgileniyor|ilgilenir)\b"
                r"|\b(?:bundan|bunlardan) kim sorumlu\b"), "who handles that"),
)
# The words one of which each ask holds: a message without any asks none of them.
_MARKERS = frozenset(
    "quien quienes quem qui chi wer wen wem wie kto kogo kime kimin kim sino cno hto komu chya"
    " chiya vem hvem kuka siapa tanggung tanggungjawab tanya hubungi kontak ai dare tantou"
    " damdang nuga nugu chkoun chkon meen min a2ool n2ool nqol ngoul".split()
)
_WORD = re.compile(r"[a-z]+")
# The office's errands, breaks and treats in those languages: asked of no one's work.
_OFFICE = re.compile(
    r"\b(?:urlop\w*|urlaub\w*|ferie\w*|ferias|vacaciones|vacances|conges|kaw[aey]|kaffee|cafe|caffe"
    r"|ekspres\w*|bolo|tarta|gateau|torta|ciast\w*|kuchen|regalo|geschenk|prezent\w*|cadeau|presente"
    r"|tickets? resto|almuerzo|pranzo|mittag\w*|obiad\w*|dejeuner|aparcamiento|estacionamiento"
    r"|parkplatz|parking|fiesta|festa|impreza|party|cumple\w*|compleanno|geburtstag|urodziny"
    r"|nomina|payslip|gehalt|stipendio|salario|wynagrodzeni\w*|pizza|lunch|biuro|oficina|ufficio"
    r"|buro|bureau|escritorio|ofis\w*|yemek\w*|kahve\w*|cay|izin\w*|tatil\w*|maas\w*"
    r"|dogum gunu\w*|toplanti\w*|otpusk\w*|obed\w*|kofe|ofis\w*|kunci|mobil|kopi|makan\w*"
    r"|parkir|kantor|rapat|cuti|libur|fika|nycklar|nokler|kaffe|kontoret|mote|mat|lunsj)\b"
)
# The thing pointed back at after an ask: `who handles eso` is who handles that.
_POINTED = re.compile(rf"\b(handles|for|built|knows) (?:(?:de|da|do|por|con|com|di|um) )?"
                      rf"{_THAT}(?= |[?!.,]|$)")


def asked_for_in_english(typed: str) -> str:
    """A folded message with an ask for someone in another language written in English
    (`…, quien maneja eso??` as `…, who handles that??`); any other message as it is."""
    text = typed
    if russian.CYRILLIC.search(text):
        text = russian.latin(text)  # `к кому идти` as `k komu idti`
    if _MARKERS.isdisjoint(_WORD.findall(text)) or _OFFICE.search(text):
        return typed  # (most messages; and the office's errands, `…ferie, chi devo contattare`)
    english = text
    for pattern, said in _ASKS:
        english = rewrite(pattern, said, english)
    if english == text or in_english(text, word_by_word=False) != text:
        return typed  # a whole question the frames read (`quien maneja d3 o svelte`)
    return rewrite(_POINTED, r"\1 that", english)
