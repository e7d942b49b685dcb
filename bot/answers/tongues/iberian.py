"""Questions as Spanish and Portuguese speakers type them: `quién sabe scrapy` is who knows
scrapy, `cuántos perfiles hay` how many profiles, `alguém no brasil` anyone in brazil."""

from __future__ import annotations

import re

# Who (`quien`, `quem`), someone (`alguien`, `alguem`), how many (`cuantos`, `quantos`).
_WHO = r"(?:quien|quienes|quem)"
_SOMEONE = r"(?:alguien|alguem|algun|alguno|alguna)"
_HOW_MANY = r"(?:cuantos|cuantas|quantos|quantas)"
_KNOWS = r"(?:sabe|sepa|saiba|maneja|manja|conoce|conhece|domina|entiende|entende)"
# People's names after a verb: one to three words, not an article, a possessive or a day.
_NOT_NAME = (r"(?!(?:el|la|los|las|lo|o|a|os|as|mi|mis|tu|tus|su|sus|un|una|um|uma|este|esta|ese"
             r"|esa|isso|eso|esto|ayer|anoche|hoy|manana|ontem|hoje|amanha)\b)")
_NAME = _NOT_NAME + r"(?P<n>[a-z][\w'-]*(?: [a-z][\w'-]*){0,2})"
# What works, studies or lives somewhere is no place of the day's talk: `la oficina`, `casa`.
_NOT_THERE = (r"(?!(?:(?:el|la|los|las|o|a|os|as|un|una|um|uma|mi|mis|tu|su|sus|nuestro|nuestra"
              r"|nosso|nossa) )?(?:oficina|escritorio|reunion|reuniao|sala|casa|fiesta|festa"
              r"|biblioteca|cliente|informe|relatorio|proyecto|projeto|manana|tarde|noche|hoy"
              r"|almuerzo|comida|cafe|evento|call|llamada|junta|equipo|time|linea|online|reunion"
              r"|vacaciones|ferias|zoom|cozinha|cocina|metro|trabalho|trabajo|banheiro|bano|onibus"
              r"|carro|coche|mercado|limpeza|limpieza|sabado|domingo|bolo|presente|regalo|pausa"
              r"|almoco|jantar|intervalo)\b)"
              r"(?!(?:mi|mis|tu|tus|su|sus|nuestro|nuestra|nosso|nossa)\b)")

FRAMES = (
    # help: `como funciona este bot`, `que le puedo preguntar`, `que puedes hacer`
    (re.compile(r"^(?:como funciona (?:este|el|esse|o) bot|que (?:le |te )?(?:puedo|posso)"
                r" (?:preguntar|perguntar)|que (?:puedes|podes|pode|sabes) hacer|que (?:puedes"
                r"|pode) fazer)\b.*$|^(?:ayuda|ajuda)$"), "help"),
    # counts: `cuantos perfiles hay`, `cuantos saben javascript`, `cuantos trabajan en x`
    (re.compile(rf"^{_HOW_MANY} (?:perfiles|perfis)(?: hay| tem| ha)?$"),
     "how many profiles"),
    (re.compile(rf"^{_HOW_MANY} (?:personas |pessoas |de nosotros |de nos )?(?:saben|sabem"
                r"|manejan|conocen|conhecem) (?:de )?"), "how many people know "),
    (re.compile(rf"^{_HOW_MANY} (?:personas |pessoas )?(?:trabajan|trabalham) (?:en|em|na|no"
                rf"|para) {_NOT_THERE}"), "how many people work at "),
    (re.compile(rf"^{_HOW_MANY} (?:personas |pessoas )?(?:estan|viven|moran|estao) (?:en|em)"
                rf" {_NOT_THERE}"), "how many people are in "),
    (re.compile(rf"^{_HOW_MANY} anos (?:lleva|tiene|tem) (?:programando|codando) {_NAME}$"),
     r"how many years has \g<n> been coding"),
    # the best: `quien es el mas fuerte en d3`, `el mejor en sql`, `quem e o melhor em go`
    (re.compile(rf"^(?:{_WHO} es |{_WHO} e )?(?:el|la|o|a) (?:mas fuerte|mejor|mais forte|melhor"
                r"|que mas sabe|que mais sabe) (?:en|em|de|con) (?!(?:todo|todos|nada|eso|esto"
                r"|tudo|isso|la vida|a vida)\b)"), "who is best at "),
    # comparisons: `quien sabe mas postgres, camila o andres`, `quien lleva mas anos
    # programando, a o b`
    (re.compile(rf"^{_WHO} (?:sabe|maneja|manja|conhece) (?:mas|mais) (?:de )?(?P<s>[\w+#.-]+"
                r"(?: [\w+#.-]+)?),? (?:o |a )?(?P<a>[a-z][\w'-]*(?: [a-z][\w'-]*)?) (?:o|ou)"
                r" (?:o |a )?(?P<b>[a-z][\w'-]*"
                r"(?: [a-z][\w'-]*)?)$"), r"who is better at \g<s>, \g<a> or \g<b>"),
    (re.compile(rf"^{_WHO} (?:lleva|tiene|tem) mas anos (?:programando|codando|de experiencia)"
                r",? (?P<a>[a-z][\w'-]*(?: [a-z][\w'-]*)?) (?:o|ou) (?P<b>[a-z][\w'-]*"
                r"(?: [a-z][\w'-]*)?)$"), r"who has more years of coding, \g<a> or \g<b>"),
    # facts about one person: `donde estudio andres`, `que estudio camila`, `que hace lucas`
    (re.compile(rf"^(?:donde|onde) (?:estudio|estudou) {_NAME}$"), r"where did \g<n> study"),
    (re.compile(rf"^(?:que|o que) (?:estudio|estudou) {_NAME}$"), r"what did \g<n> study"),
    (re.compile(rf"^(?:que|o que) (?:hace|faz) {_NAME}$"), r"what does \g<n> do"),
    (re.compile(rf"^(?:donde|onde) (?:trabaja|trabalha) {_NAME}$"), r"where does \g<n> work"),
    (re.compile(rf"^(?:donde|onde) (?:vive|esta|mora) {_NAME}$"), r"where is \g<n> based"),
    (re.compile(r"^(?!(?:quien|quienes|quem|alguien|alguem|nadie|ninguem|cuantos|quantos"
                rf"|hay|tem)\b){_NAME} (?:sabe|maneja|conoce|conhece|manja) (?!mas\b)"),
     r"does \g<n> know "),
    # lists: `quienes estan en el equipo`, `dame la lista completa`, `lista de todos los que
    # estan en mexico`
    (re.compile(r"^(?:quienes|quem) (?:estan|son|sao|estao) (?:en el equipo|no time|en el team)"
                r"\b.*$|^(?:dame|dime|me da|mostra|muestrame) (?:la |a )?lista(?: completa"
                r"| de todos)$"), "list everyone"),
    (re.compile(r"^(?:lista de |la lista de )?todos (?:los|las|os|as) que (?:estan|viven|moran"
                r"|estao) (?:en|em) "), "list everyone in "),
    # who: knows, works at, studied at, contributed to, is in
    (re.compile(rf"^(?:{_WHO} (?:aqui |aca )?{_KNOWS}|{_SOMEONE} (?:que|q) {_KNOWS}"
                rf"|{_SOMEONE} {_KNOWS}|hay {_SOMEONE} (?:que|q) {_KNOWS}|tem {_SOMEONE} (?:que|q)"
                rf" {_KNOWS}|(?:necesito|necesitamos|busco|preciso de|precisamos de)(?: a)?"
                rf" {_SOMEONE} (?:que|q) {_KNOWS}|(?:necesito|necesitamos|busco|preciso de"
                rf"|precisamos de)(?: a)? {_SOMEONE} con|{_SOMEONE} con)"
                r"(?: de| sobre| del)? (?!(?:o|a|el|la|os|as|los|las)\b)"), "who knows "),
    (re.compile(rf"^{_WHO} (?:trabaja|trabalha) (?:en|em|na|no|para|pra) {_NOT_THERE}"),
     "who works at "),
    (re.compile(rf"^{_WHO} (?:trabajo|trabalhou|ha trabajado|ja trabalhou) (?:en|em|na|no|para"
                rf"|pra) {_NOT_THERE}(?=[a-z])"), "who worked at "),
    (re.compile(rf"^{_WHO} (?:ha trabajado|trabajo|trabalhou) (?:con|com) (?:datos|dados)"
                r" (?:del|de|da|do) "), "who knows "),
    (re.compile(rf"^{_WHO} (?:estudio|estudou) (?:en|em|na|no) {_NOT_THERE}"), "who studied at "),
    (re.compile(rf"^{_WHO} (?:ha metido codigo|ha contribuido|contribuyo|contribuiu|ha hecho"
                rf" (?:prs|commits)) (?:en|a|em|para|no|na) {_NOT_THERE}(?!(?:la|el) fiesta)"),
     "who contributed to "),
    (re.compile(rf"^{_WHO} (?:mora|vive|esta|fica) (?:em|en) {_NOT_THERE}"), "who is in "),
    # someone somewhere: `alguien en colombia`, `tem alguem em portugal`
    (re.compile(rf"^(?:hay |tem )?{_SOMEONE} (?:aqui |aca )?(?:(?:que |q )?(?:vive|viva|esta|este"
                rf"|mora|more|fica|trabaja|trabalha) )?(?:en|em|in) {_NOT_THERE}(?=[a-z])"),
     "anyone in "),
    # someone from somewhere: `alguien de la unam`, `alguém da usp`
    (re.compile(rf"^(?:hay |tem )?{_SOMEONE} (?:aqui |aca )?(?:de|del|da|do) (?:la |el |a |o )?"
                r"(?!(?:ustedes|vosotros|nosotros|voces|vcs|aqui|aca|ti|mi|vos)\b)"
                rf"{_NOT_THERE}(?=[a-z])"), "anyone from "),
    # Portuguese as typed in Portugal and Brazil: `alguém no brasil`, `alguém aqui passou pela
    # nubank`, `em que cidade está a beatriz`, `há quanto tempo a beatriz programa`
    (re.compile(rf"^(?:ha |tem )?alguem (?:aqui )?(?:no|na|nos|nas) {_NOT_THERE}(?=[a-z])"),
     "anyone in "),
    (re.compile(r"^(?:ha |tem )?alguem (?:aqui )?(?:ja )?(?:passou|trabalhou) (?:pela|pelo|pelas"
                r"|pelos"
                rf"|na|no|em) {_NOT_THERE}(?=[a-z])"), "who worked at "),
    (re.compile(r"^(?:ha |tem )?alguem (?:aqui )?(?:ja )?contribuiu (?:pro|pra|para o|para a|no|na"
                rf"|em|com o|com a) {_NOT_THERE}(?=[a-z])"), "who contributed to "),
    (re.compile(r"^quem (?:e que )?(?:do time |da equipa |da equipe |aqui )?(?:esta|estao|fica|mora"
                rf"|vive)(?: baseado| baseada)? (?:em|no|na|nos|nas) {_NOT_THERE}(?=[a-z])"),
     "who is in "),
    (re.compile(rf"^onde (?:e que )?(?:o |a )?{_NAME} (?:esta|fica|mora|vive)(?: baseado"
                r"| baseada)?$"), r"where is \g<n> based"),
    (re.compile(rf"^em que cidade (?:esta|mora|vive|fica|trabalha) (?:o |a )?{_NAME}$"),
     r"where is \g<n> based"),
    (re.compile(rf"^(?:o |a )?{_NAME} (?:mora|vive|fica) (?:onde|aonde)$"), r"where is \g<n>"
                                                                            r" based"),
    (re.compile(rf"^(?:o |a )?{_NAME} trabalha (?:em que|onde|aonde|pra quem|para quem)$"),
     r"where does \g<n> work"),
    (re.compile(rf"^(?:ha quanto tempo|desde quando) (?:o |a )?{_NAME} (?:programa|coda)$"),
     r"how long has \g<n> been coding"),
    (re.compile(rf"^quantas linguagens(?: de programacao)? (?:o |a )?{_NAME} (?:usa|sabe"
                rf"|conhece)$"),
     r"what languages does \g<n> use"),
    (re.compile(r"^(?:liste|lista|listar) todos (?:os |as )?que (?:sabem|conhecem|usam) "),
     "list everyone who knows "),
    (re.compile(r"^(?:o |a )?(?P<a>[a-z][\w'-]*) ou (?:o |a )?(?P<b>[a-z][\w'-]*) (?:para|pra|pa)"
                r" (?:o |a )?(?P<x>[\w+#.-]+)$"), r"\g<a> or \g<b> for \g<x>"),
    (re.compile(r"^(?:o |a )(?P<n>[a-z][\w'-]*) (?:sabe|conhece|manja) "), r"does \g<n> know "),
)  # fmt: skip

# The words that join conditions once a frame was translated (in a name they are part of it:
# `trinidad y tobago`).
JOINS = (
    (re.compile(r" pero no | mas nao | pero sin "), " but not "),
    (re.compile(r" (?:o|ou) (?=[a-z])"), " or "),
    (re.compile(r" (?:y|e) (?=[a-z])"), " and "),
)
