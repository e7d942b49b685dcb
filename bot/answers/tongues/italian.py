"""Questions as Italian speakers type them: `chi sa usare kubernetes` is who knows kubernetes,
`c'è qualcuno a milano` anyone in milano, `chi è il più forte in kafka` who is best at kafka."""

from __future__ import annotations

import re

from bot.answers.rewording.known import known_skill
from bot.search.vocab import known_place

# People's names after a verb: one to three words, not an article or a pronoun.
_NAME = (r"(?!(?:il|lo|la|i|gli|le|un|una|uno|lui|lei|loro|noi|voi|qualcuno|chi)\b)"
         r"(?P<n>[a-z][\w'-]*(?: [a-z][\w'-]*){0,2})")
_ONE = r"[a-z][\w'-]*(?: [a-z][\w'-]*){0,2}"
_KNOWS = (r"(?:sa usare|sa|sanno|conosce|conoscono|usa|usano|mastica|se la cava con|(?:e )?(?:bravo"
          r"|brava|esperto|esperta|forte) (?:con|in|di)|ha esperienza (?:con|in|di))")
_SOMEONE = r"(?:(?:ce )?qualcuno|(?:ce )?qualcuna)"
# Where nobody is meant as a place: `c'è qualcuno a pranzo`, `qualcuno in ufficio`.
_NOT_THERE = (r"(?!(?:pranzo|cena|casa|ufficio|riunione|call|mensa|ferie|vacanza|pausa|mattina"
              r"|ritardo"
              r"|pizza|remoto|smart working|malattia|treno|macchina|giro|zona"
              r"|sera|domani|oggi|il|lo|la|i|gli|le|un|una|mio|mia|nostro|nostra)\b)")



def _working(m: re.Match[str]) -> str:
    """`quanti lavorano a modalia`: how many work there; `… a milano`: how many are there;
    `… a python`: as it was typed."""
    if known_skill(m["x"]):
        return m[0]
    return f"how many people {'are in' if known_place(m['x']) else 'work at'} {m['x']}"


# Talk its frames are not read in: none beyond what they say themselves.
QUIET: re.Pattern[str] | None = None

FRAMES = (
    (re.compile(rf"^(?:chi (?:qui )?{_KNOWS}|{_SOMEONE} (?:qui )?(?:che )?{_KNOWS}|(?:cerco|mi"
                rf" serve"
                rf"|serve|ho bisogno di) qualcuno (?:che {_KNOWS}|esperto di|bravo (?:con|in)))"
                r"(?: bene)?(?: sia)?(?: (?:il|lo|la|i|gli|le|di|del|della))? (?=[a-z])"),
     "who knows "),
    (re.compile(rf"^chi lavora (?:ora |adesso )?(?:in|da|presso|per) {_NOT_THERE}(?=[a-z])"),
     "who works at "),
    (re.compile(r"^(?:chi|qualcuno) (?:ha lavorato|lavorava|era) (?:in|da|presso|per|alla|al|a)"
                r" (?=[a-z])"), "who worked at "),
    (re.compile(r"^chi ha studiato (?:a|al|alla|allo|all|in|presso) (?=[a-z])"), "who studied at "),
    (re.compile(r"^(?:chi|qualcuno) ha contribuito (?:a|al|alla|allo|su)"
                r" (?!regalo|colletta)(?=[a-z])"),
     "who contributed to "),
    (re.compile(rf"^(?:chi (?:e|sta|vive|abita|lavora) (?:a|in|ad|nel|nella)|{_SOMEONE} (?:che"
                rf" (?:sta|vive|abita) )?(?:in|nel|nella))(?: zona)? {_NOT_THERE}(?=[a-z])"
                rf"|^{_SOMEONE} (?:che (?:sta|vive|abita) )?(?:a|ad) {_NOT_THERE}"
                r"(?=[a-z]+(?: [a-z]+)?[?!. ]*$)"), "who is in "),
    (re.compile(r"^chi (?:del team |di voi |tra voi |di noi )?(?:ha sede|e basat[oa]|e di base|sta"
                rf"|vive|abita|lavora) (?:a|ad|in|nel|nella) {_NOT_THERE}(?=[a-z])"), "who is in "),
    (re.compile(rf"^{_NAME} in che citta (?:e|sta|vive|lavora)(?: basat[oa])?$"),
     r"where is \g<n> based"),
    (re.compile(rf"^in che citta (?:e|sta|vive|lavora) {_NAME}$"), r"where is \g<n> based"),
    (re.compile(rf"^(?:di cosa si occupa|che lavoro fa|di che cosa si occupa) {_NAME}$"),
     r"what does \g<n> do"),
    (re.compile(rf"^chi e (?:piu brav[oa]|piu fort[eo]|meglio|piu espert[oa]) (?:con|in|a|di)"
                rf" (?P<x>[\w+#.-]+),? (?P<a>{_ONE}) o (?P<b>{_ONE})$"),
     r"who is better at \g<x>, \g<a> or \g<b>"),
    (re.compile(r"^(?:chi e )?(?:il|la) (?:piu fort[eo]|migliore|piu brav[oa]|piu espert[oa])"
                r" (?:in|con|a|di) "), "who is best at "),
    (re.compile(r"^quant[ie] (?:profili|persone) (?:ci sono|abbiamo)$"), "how many profiles"),
    (re.compile(r"^quant[ie] (?:di noi |persone )?(?:sanno|conoscono|usano) (?:il |lo |la )?"),
     "how many people know "),
    (re.compile(r"^quant[ie] (?:di noi |persone )?hanno (?:piu|oltre) di (?P<n>\d+) anni"
                r"(?: di esperienza)?$"), r"how many have more than \g<n> years of coding"),
    (re.compile(rf"^(?:cosa|che cosa|che) fa {_NAME}$"), r"what does \g<n> do"),
    (re.compile(rf"^dove (?:sta|vive|abita|e) {_NAME}$"), r"where is \g<n> based"),
    (re.compile(rf"^dove lavora {_NAME}$"), r"where does \g<n> work"),
    (re.compile(rf"^dove ha studiato {_NAME}$"), r"where did \g<n> study"),
    (re.compile(rf"^(?:quali sono|che) (?:le )?(?:skill|competenze) (?:di|ha) {_NAME}$"),
     r"what are \g<n>s skills"),
    (re.compile(rf"^quanti anni di esperienza ha {_NAME}$"), r"how many years has \g<n> been"
                                                             r" coding"),
    (re.compile(rf"^da quant[oi] (?:tempo |anni )?programma {_NAME}$"),
     r"how long has \g<n> been coding"),
    # the name first: `luca moretti, dove ha fatto il dottorato`, `luca dove ha studiato`
    (re.compile(rf"^{_NAME},? dove ha (?:studiato|fatto (?:il dottorato|la laurea|l universita"
                r"|il phd|il master))$"), r"where did \g<n> study"),
    (re.compile(rf"^{_NAME},? (?:dove (?:sta|vive|abita|lavora)|di cosa si occupa|cosa fa)$"),
     r"where is \g<n> based"),
    (re.compile(r"^chi ha fatto (?:il |la |l )?(?=[a-z])"), "who studied at "),
    (re.compile(r"^chi ha lavorato (?:su|a|al|alla) (?=[a-z])"), "who worked on "),
    (re.compile(r"^quant[ie] (?:sono|siamo|persone sono|di noi sono) (?:in|a) (?=[a-z])"),
     "how many people are in "),
    (re.compile(r"^lista di tutti(?: quelli)? (?:dell ?|del |della |dei |degli |in )(?P<t>.+?)"
                r"(?: pls| per favore)?$"), r"list everyone in \g<t>"),
    (re.compile(rf"^(?P<a>{_ONE}) o (?P<b>{_ONE}) per (?:una domanda (?:sul|sulla|su|sugli)"
                r"|il|lo|la|i|gli|le|un|una) (?P<x>[\w+#.-]+)$"), r"\g<a> or \g<b> for \g<x>"),
    (re.compile(rf"^ha lavorato {_NAME} (?:da|in|presso|per) (?P<c>.+)$"),
     r"has \g<n> worked at \g<c>"),
    (re.compile(rf"^{_NAME} (?:sa|conosce) (?=[a-z])"), r"does \g<n> know "),
    (re.compile(rf"^chi ha piu (?:esperienza|anni di esperienza),? (?P<a>{_ONE}) o (?P<b>{_ONE})$"),
     r"who has more years of coding, \g<a> or \g<b>"),
    (re.compile(rf"^(?P<a>{_ONE}) o (?P<b>{_ONE}) per (?:il |lo |la )?(?P<x>[\w+#.-]+)$"),
     r"\g<a> or \g<b> for \g<x>"),
    (re.compile(r"^elenca tutti quelli che (?:conoscono|sanno|usano) "), "list everyone who"
                r" knows "),
    (re.compile(r"^(?:elenca|mostrami|fammi vedere) (?:tutti|tutto il team|la squadra)$"),
     "list everyone"),
    # `quanti lavorano a modalia`, `elenca tutti i senior`
    (re.compile(rf"^quant[ie] (?:di noi |persone )?lavorano (?:a|in|da|presso|per) {_NOT_THERE}"
                r"(?!(?:natale|pasqua|ferragosto|questo|questa|quel|quella|quello|tempo|progetto"
                r"|team|squadra|turno|noi)\b)(?P<x>[a-z][\w .&-]{0,40}?)[?!. ]*$"), _working),
    (re.compile(r"^(?:elenca|mostrami) tutti (?:i|gli|le) (?P<t>senior|junior|lead|staff"
                r"|principal)$"), r"who has \g<t> in their title"),
)  # fmt: skip

# The words that join conditions once a frame was translated: `sia python che kafka`.
JOINS = (
    (re.compile(r" ma non "), " but not "),
    (re.compile(r" (?:o|oppure) (?=[a-z])"), " or "),
    (re.compile(r" (?:e|che) (?=[a-z])"), " and "),
)
