"""Questions as Swedish, Norwegian, Danish and Finnish speakers type them: `vem kan kubernetes
här` is who knows kubernetes, `noen fra dnb her` anyone from dnb, `hvem er i danmark` who is in
denmark, `hur många år har ebba kodat` how long has ebba been coding, `kuka osaa rustia` who
knows rust."""

from __future__ import annotations

import re

# People's names after a verb: one to three words, not a pronoun or a question word.
_NOT_NAME = (r"(?!(?:vem|hvem|nan|noen|nogen|nagon|han|hon|hun|de|vi|ni|jag|jeg|du|det|den"
             r"|alla|alle|kuka|onko)\b)")
_NAME = _NOT_NAME + r"(?P<n>[a-z][\w'-]*(?: [a-z][\w'-]*){0,2})"
_ONE = _NOT_NAME + r"[a-z][\w'-]*(?: [a-z][\w'-]*){0,2}"
_WHO = r"(?:vem|hvem)"
_SOMEONE = r"(?:nan|nagon|noen|nogen|finns det (?:nan|nagon)|er det noen|er der nogen)"
_KNOWS = r"(?:kan|kann|kjenner|kender|behersker|har erfaring med|har jobbat med|har jobbet med)"
# Said after a question, asking nothing more: `här`, `her`, `tack`, `takk`, `nufortiden`.
_TAIL = (r"(?: (?:har|her|i teamet|pa teamet|tack|takk|tak|nufortiden|nu|na|da|egentlig"
         r"|skills-massigt))*(?:[?!.,].*)?$")
# Places as the languages name them.
PLACES = {
    "sverige": "sweden", "norge": "norway", "danmark": "denmark", "finland": "finland",
    "suomi": "finland", "tyskland": "germany", "spanien": "spain", "spania": "spain",
    "irland": "ireland", "storbritannien": "united kingdom", "goteborg": "gothenburg",
    "kobenhavn": "copenhagen", "kopenhamn": "copenhagen", "munchen": "munich",
}  # fmt: skip

# Talk its frames are not read in: none beyond what they say themselves.
QUIET: re.Pattern[str] | None = None

FRAMES = (
    # (`x kan y` is read as `does x know y` by then: `does vem know kubernetes har`)
    (re.compile(rf"^does (?:{_WHO}|{_SOMEONE})(?: som| der)? know (?P<s>[\w+#./-]+(?: (?:och|og"
                rf"|eller) [\w+#./-]+)?){_TAIL}"), r"who knows \g<s>"),
    (re.compile(rf"^does (?:hur manga|hvor mange)(?: av oss| af os)? know (?P<s>.+?){_TAIL}"),
     r"how many people know \g<s>"),
    (re.compile(rf"^does (?:vad|hva|hvad) know {_NAME}{_TAIL}"), r"what are \g<n>s skills"),
    (re.compile(rf"^(?:{_WHO}|{_SOMEONE}(?: som)?) (?:har )?(?:bidragit|bidratt|bidraget) (?:till"
                rf"|til) (?P<r>.+?){_TAIL}"), r"who contributed to \g<r>"),
    # who knows: `vem kan kubernetes här`, `noen som kan elixir`, `finns det nån som kan swift`
    (re.compile(rf"^(?:{_WHO}|{_SOMEONE}(?: (?:som|der|her|har))*) {_KNOWS} (?P<s>[\w+#./-]+"
                rf"(?: (?:och|og|eller) [\w+#./-]+)?){_TAIL}"), r"who knows \g<s>"),
    (re.compile(rf"^kuka (?:osaa|tuntee|hallitsee) (?P<s>[\w+#./-]+?)(?:ia|ta|a)?{_TAIL}"),
     r"who knows \g<s>"),
    (re.compile(rf"^{_WHO} (?:ar|er) (?:bast|best|bedst) (?:pa|i|med) (?P<s>[\w+#./-]+){_TAIL}"),
     r"who is best at \g<s>"),
    # employers: `vem har jobbat på volvo cars`, `noen fra dnb her`, `ex-nokia folk här`
    (re.compile(rf"^(?:{_WHO}|{_SOMEONE}(?: som)?) (?:har )?(?:jobbat|jobbet|arbetat|arbejdet"
                rf"|arbeidet) (?:pa|hos|for|i) (?P<c>.+?){_TAIL}"), r"who worked at \g<c>"),
    (re.compile(rf"^{_SOMEONE} (?:fran|fra) (?P<c>.+?){_TAIL}"), r"who worked at \g<c>"),
    (re.compile(rf"^ex-(?P<c>[\w&.-]+) (?:folk|personer) (?:har|her){_TAIL}"),
     r"who worked at \g<c>"),
    # places: `nån i stockholm`, `vem bor i norge`, `hvem er i danmark`
    (re.compile(rf"^(?:{_WHO} (?:bor|sitter|jobbar|jobber|er|ar) i|{_SOMEONE}(?: som bor)? i)"
                rf" (?P<p>[a-z]+(?: [a-z]+)?){_TAIL}"),
     lambda m: f"who is in {PLACES.get(m['p'], m['p'])}"),
    # schools: `vem har gått på chalmers`, `hvem har studert ved ntnu`
    (re.compile(rf"^(?:{_WHO}|{_SOMEONE}(?: som)?) (?:har )?(?:gatt pa|studerat (?:pa|vid|i)"
                rf"|studert (?:pa|ved|i)|studeret (?:pa|ved|i)) (?P<s>.+?){_TAIL}"),
     r"who studied at \g<s>"),
    # counts: `hur många kan postgresql`, `hvor mange kan postgresql`, `hur många har doktorerat`
    (re.compile(rf"^(?:hur manga|hvor mange)(?: av oss| af os| personer| utviklere)? {_KNOWS}"
                rf" (?P<s>.+?){_TAIL}"), r"how many people know \g<s>"),
    (re.compile(rf"^(?:hur manga|hvor mange)(?: av oss| af os)? (?:har doktorerat|har en"
                rf" doktorsexamen|har doktorgrad|har en ph ?d){_TAIL}"), "how many have a phd"),
    (re.compile(rf"^(?:hur manga|hvor mange)(?: personer| av oss)? (?:bor|er|ar|sitter) i"
                rf" (?P<p>[a-z]+){_TAIL}"),
     lambda m: f"how many people are in {PLACES.get(m['p'], m['p'])}"),
    # one person: `var sitter linnea nuförtiden`, `vad kan priya`, `hvor studerte priya`,
    # `hur många år har ebba kodat`, `hvor lenge har magnus programmert`, `kan ebba kotlin`
    (re.compile(rf"^(?:var|hvor) (?:sitter|bor|jobbar|jobber|ar|er) {_NAME}{_TAIL}"),
     r"where is \g<n> based"),
    (re.compile(rf"^(?:vad|hva|hvad) (?:kan|gor|gjor|laver|jobbar|jobber) {_NAME}(?: med)?"
                rf"{_TAIL}"), r"what does \g<n> do"),
    (re.compile(rf"^(?:var|hvor) (?:har )?(?:studerade|studerte|studerede|pluggade) {_NAME}"
                rf"{_TAIL}"), r"where did \g<n> study"),
    (re.compile(rf"^(?:hur manga ar|hur lange|hvor mange ar|hvor lenge|hvor laenge) har {_NAME}"
                rf" (?:kodat|programmerat|kodet|programmert|programmers|programmeret){_TAIL}"),
     r"how long has \g<n> been coding"),
    (re.compile(rf"^kuinka (?:kauan|monta vuotta) {_NAME} on (?:koodannut|ohjelmoinut){_TAIL}"),
     r"how long has \g<n> been coding"),
    (re.compile(rf"^{_NAME},? (?:vad|hva) (?:ager|eier|gor|gjor) (?:hon|han|hun){_TAIL}"),
     r"what does \g<n> do"),
    (re.compile(rf"^{_NAME},? (?:vilka|hvilke) (?:sprak|spraak) (?:kan|anvander|bruker)"
                rf" (?:hon|han|hun){_TAIL}"), r"what languages does \g<n> use"),
    (re.compile(rf"^(?:kan|kjenner|kender) {_NAME} (?P<s>[\w+#./-]+){_TAIL}"),
     r"does \g<n> know \g<s>"),
    # two weighed: `jukka eller priya, vem är bäst på terraform`, `magnus eller sofia for et
    # postgres-spørsmål`
    (re.compile(rf"^(?P<a>{_ONE}) eller (?P<b>{_ONE}),? {_WHO} (?:ar|er) (?:bast|best|bedst|battre"
                rf"|bedre) (?:pa|i|med) (?P<x>[\w+#.-]+){_TAIL}"),
     r"who is better at \g<x>, \g<a> or \g<b>"),
    (re.compile(rf"^(?P<a>{_ONE}) eller (?P<b>{_ONE}) (?:for|till|til) (?:et|en|ett)"
                r" (?P<x>[\w+#.]+)-(?:sporsmal|fraga|sporgsmal)$"), r"\g<a> or \g<b> for \g<x>"),
    # lists: `lista alla på teamet tack`, `list opp alle utviklerne våre`
    (re.compile(r"^(?:lista|list opp|vis|visa) (?:alla|alle)(?: (?:pa teamet|i teamet"
                r"|utviklerne vare|utvecklarna|udviklerne))?(?: tack| takk| tak)?$"),
     "list everyone"),
)  # fmt: skip

# The words that join conditions once a frame was translated: `kafka och rust`.
JOINS = (
    (re.compile(r" (?:men inte|men ikke) "), " but not "),
    (re.compile(r" eller (?=[a-z])"), " or "),
    (re.compile(r" (?:och|og) (?=[a-z])"), " and "),
)
