"""Questions as Spanish and Portuguese speakers type them: `quién sabe scrapy` is who knows
scrapy, `cuántos perfiles hay` how many profiles, `alguém no brasil` anyone in brazil."""

from __future__ import annotations

import re
from functools import cache

from bot.search.text import key
from bot.search.vocab import Vocab, load_vocab

# Who (`quien`, `quem`), someone (`alguien`, `alguem`), how many (`cuantos`, `quantos`).
_WHO = r"(?:quien|quienes|quem)"
_SOMEONE = r"(?:alguien|alguem|algun|alguno|alguna)"
_HOW_MANY = r"(?:cuantos|cuantas|quantos|quantas)"
_KNOWS = r"(?:sabe|sepa|saiba|maneja|manja|conoce|conhece|domina|entiende|entende)"
# People's names after a verb: one to three words, not an article, a possessive or a day.
_NOT_NAME = (r"(?!(?:el|la|los|las|lo|o|a|os|as|mi|mis|tu|tus|su|sus|un|una|um|uma|este|esta|ese"
             r"|esa|isso|eso|esto|ayer|anoche|hoy|manana|ontem|hoje|amanha|quien|quienes|quem"
             r"|alguien|alguem|nadie|ninguem|cuantos|quantos|donde|onde|que|como)\b)")
_NAME = _NOT_NAME + r"(?P<n>[a-z][\w'-]*(?: [a-z][\w'-]*){0,3})"
# What works, studies or lives somewhere is no place of the day's talk: `la oficina`, `casa`.
_NOT_THERE = (r"(?!(?:(?:el|la|los|las|o|a|os|as|un|una|um|uma|mi|mis|tu|su|sus|nuestro|nuestra"
              r"|nosso|nossa) )?(?:oficina|escritorio|reunion|reuniao|sala|casa|fiesta|festa"
              r"|biblioteca|cliente|informe|relatorio|proyecto|projeto|manana|tarde|noche|hoy"
              r"|almuerzo|comida|cafe|evento|call|llamada|junta|equipo|time|linea|online|reunion"
              r"|vacaciones|ferias|zoom|cozinha|cocina|metro|trabalho|trabajo|banheiro|bano|onibus"
              r"|carro|coche|mercado|limpeza|limpieza|sabado|domingo|bolo|presente|regalo|pausa"
              r"|almoco|jantar|intervalo)\b)"
              r"(?!(?:mi|mis|tu|tus|su|sus|nuestro|nuestra|nosso|nossa)\b)")

# What years are of, after their number: `anos programando`, `anos de experiencia (incluidos)`.
_OF_YEARS = (r"(?: (?:programando|codando|de experiencia|de codigo|de programacion|de carrera"
             r"|en la industria))?(?: \(?(?:incluidos|inclusive|incluidas|incluso)\)?)?")

# Talk its frames are not read in: none beyond what they say themselves.
QUIET: re.Pattern[str] | None = None


def _named_place(m: re.Match[str]) -> str:
    """`who is in` a place whose name begins with an article; the message as it is when the
    words are no such place."""
    return f"who is in {m['p']}" if _a_place(m["p"]) else m[0]


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
    (re.compile(rf"^{_HOW_MANY} anos de experiencia (?:tiene|tem) {_NAME}$"),
     r"how many years has \g<n> been coding"),
    (re.compile(rf"^{_HOW_MANY} (?:devs|personas|pessoas|ingenieros|engenheiros) (?:hay|tem|ha)"
                r" (?:en|em|no|na) "), "how many people are in "),
    # years: `alguien con menos de 5 anos programando`, `quem tem mais de 15 anos de codigo`,
    # `quienes tienen entre 8 y 12 anos de experiencia`, `quantos tem 10 anos ou mais`
    *((re.compile(rf"^{who} {said}{_OF_YEARS}$"), f"{asked} {english} years of coding")
      for said, english in (
          (r"(?:mas|mais) de (?P<n>\d{1,2}) anos", r"more than \g<n>"),
          (r"menos de (?P<n>\d{1,2}) anos", r"less than \g<n>"),
          (r"entre (?P<n>\d{1,2}) (?:y|e|a) (?P<m>\d{1,2}) anos", r"between \g<n> and \g<m>"),
          (r"(?P<n>\d{1,2}) anos (?:o|ou) (?:mas|mais)", r"\g<n> or more"))
      for who, asked in ((rf"(?:{_SOMEONE} (?:con|com)|{_WHO} (?:tiene|tienen|tem))", "who has"),
                         (rf"{_HOW_MANY} (?:tienen|tem|tiene)", "how many people have"))),
    (re.compile(rf"^{_HOW_MANY} (?:tienen|tem|tiene|temos) "), "how many people have "),
    # rankings: `top 3 por reputacion en stack overflow`, `top 3 con mas anos programando`
    (re.compile(r"^top (\d{1,2}) (?:por|em|en|de) (?:reputacion|reputacao|reputation|rep)"
                r"(?: (?:en|no|em)"
                r" (?:stack ?overflow|so))?$"), r"top \1 by stack overflow reputation"),
    (re.compile(r"^top (\d{1,2}) (?:con|com|de) (?:mas|mais) (?:anos|experiencia)(?: (?:programando"
                r"|codando|de experiencia|de codigo))?$"), r"top \1 most experienced"),
    # slang for the best: `quien es el mas crack en go`, `quem e o mais fera em kubernetes`,
    # `quem manda melhor em sql`
    (re.compile(rf"^{_WHO} (?:es |e )?(?:el |la |o |a )?(?:mas crack|mas capo|mas pro|mais fera"
                rf"|mais brabo|mais craque|mais foda)(?: (?:en|em|de|con))? |^{_WHO} (?:manda|la"
                r" rompe) (?:melhor |mejor |mas )?(?:en|em|con|de) "), "who is best at "),
    # comparisons: `quien tiene mas experiencia, joao o rodrigo`, `quien tiene mas rep en so,
    # mateo o valentina`, `joao ou ximena pra uma duvida de go`
    (re.compile(rf"^{_WHO} tiene (?:mas|mais) experiencia,? (?P<a>[a-z][\w'-]*(?: [a-z][\w'-]*)?)"
                r" (?:o|ou) (?P<b>[a-z][\w'-]*(?: [a-z][\w'-]*)?)$"),
     r"who has more years of coding, \g<a> or \g<b>"),
    (re.compile(rf"^{_WHO} (?:tiene|tem) (?:mas|mais) (?:rep|reputacion|reputacao)(?: (?:en|no|em)"
                r" (?:so|stack ?overflow))?,? (?P<a>[a-z][\w'-]*(?: [a-z][\w'-]*)?) (?:o|ou)"
                r" (?P<b>[a-z][\w'-]*(?: [a-z][\w'-]*)?)$"),
     r"who has more stack overflow reputation, \g<a> or \g<b>"),
    (re.compile(r"^(?:o |a |el |la )?(?P<a>[a-z][\w'-]*) (?:ou|o) (?:o |a |el |la )?"
                r"(?P<b>[a-z][\w'-]*)"
                r" (?:para|pra|pa) (?:uma |una |um |un )?(?:duvida|duda|pregunta|pergunta|ayuda"
                r"|ajuda|question) (?:de|sobre|con|com|en|em) (?P<x>[\w+#.-]+)$"),
     r"\g<a> or \g<b> for \g<x>"),
    # `quien sabe mas de postgres`: who is best at it (`quien sabe mas de x, a o b` compares)
    (re.compile(rf"^{_WHO} (?:sabe|maneja|conoce|manja|entende|entiende) (?:mas|mais) (?:de|sobre)"
                r" (?P<s>[\w+#.-]+(?: [\w+#.-]+)?)$"), r"who is best at \g<s>"),
    # `compara a kasia y tomas en postgres`
    (re.compile(r"^(?:compara|comparar|compare) (?:a )?(?P<a>[a-z][\w'-]*(?: [a-z][\w'-]*)?)"
                r" (?:y|e|con|com) (?:a )?(?P<b>[a-z][\w'-]*(?: [a-z][\w'-]*)?) (?:en|em|para|pra)"
                r" (?P<s>[\w+#.-]+)$"), r"compare \g<a> and \g<b> on \g<s>"),
    # which of two is better: `quien es mejor en python, niamh o priya`
    (re.compile(rf"^{_WHO} (?:es|e) (?:mejor|melhor) (?:en|em|con|com) (?P<s>[\w+#.-]+"
                r"(?: [\w+#.-]+)?),? (?:el |la |o |a )?(?P<a>[a-z][\w'-]*(?: [a-z][\w'-]*)?)"
                r" (?:o|ou) (?:el |la |o |a )?(?P<b>[a-z][\w'-]*(?: [a-z][\w'-]*)?)$"),
     r"who is better at \g<s>, \g<a> or \g<b>"),
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
    # facts about one person: `onde a camila estudou`, `en que universidad estudio rodrigo`,
    # `valentina trabaja para quien`, `en que anda mateo`, `en que repos contribuyo camila`
    (re.compile(rf"^(?:donde|onde) (?:el |la |o |a )?{_NAME} (?:estudio|estudou)$"),
     r"where did \g<n> study"),
    (re.compile(r"^en (?:que|cual) (?:universidad|universidade|facultad|uni|escuela)(?: \w+)?"
                rf" (?:estudio|estudou) (?:el |la |o |a )?{_NAME}$"), r"where did \g<n> study"),
    (re.compile(rf"^(?:el |la |o |a )?{_NAME} (?:trabaja|trabalha) (?:para|pra|en|em|con)"
                r" (?:quien|quem|que empresa|donde|onde)$"), r"where does \g<n> work"),
    (re.compile(rf"^en que (?:anda|esta|trabaja|esta trabajando) (?:el |la )?{_NAME}(?:\?.*)?$"),
     r"what does \g<n> do"),
    (re.compile(rf"^(?:el |la |o |a )?{_NAME} (?:en que|em que|de que) (?:trabaja|trabalha)$"),
     r"what does \g<n> do"),
    (re.compile(r"^en (?:que|cuales|cuantos) (?:repos|repositorios|proyectos) (?:contribuyo"
                r"|contribuiu|metio mano|ha contribuido|trabajo)"
                rf" (?:el |la |o |a )?{_NAME}$"), r"what did \g<n> contribute to"),
    # yes or no about one person: `la vale tiene doctorado` (`camila esta en cancun` says
    # where she is today)
    # `quien estuvo en globant`: who worked there, unless it is a place (`buenos aires`)
    (re.compile(rf"^{_WHO} estuvo (?:en|em) (?P<p>[a-z][\w .&-]*)$"),
     lambda m: f"{'who is in' if _a_place(m['p']) else 'who worked at'} {m['p']}"),
    (re.compile(rf"^(?:el |la |o |a )?{_NAME} (?:tiene|tem) (?:un |uma |um )?(?:doctorado"
                r"|doutorado|phd)$"), r"does \g<n> have a phd"),
    # facts about one person: `donde estudio andres`, `que estudio camila`, `que hace lucas`
    (re.compile(rf"^(?:donde|onde) (?:estudio|estudou) {_NAME}$"), r"where did \g<n> study"),
    (re.compile(rf"^(?:que|o que) (?:estudio|estudou) {_NAME}$"), r"what did \g<n> study"),
    (re.compile(rf"^(?:que|o que) (?:hace|faz) {_NAME}$"), r"what does \g<n> do"),
    (re.compile(rf"^(?:donde|onde) (?:trabaja|trabalha) {_NAME}$"), r"where does \g<n> work"),
    (re.compile(rf"^(?:donde|onde) (?:vive|esta|mora) {_NAME}$"), r"where is \g<n> based"),
    (re.compile(r"^(?!(?:quien|quienes|quem|alguien|alguem|nadie|ninguem|cuantos|quantos"
                rf"|hay|tem|todo|todos|todas)\b)(?![\w' -]* que ){_NAME} (?:sabe|maneja|conoce"
                r"|conhece|manja) (?!mas\b)"),
     r"does \g<n> know "),
    # lists: `quienes estan en el equipo`, `dame la lista completa`, `lista de todos los que
    # estan en mexico`
    (re.compile(r"^(?:quienes|quem) (?:estan|son|sao|estao) (?:en el equipo|no time|en el team)"
                r"\b.*$|^(?:dame|dime|me da|mostra|muestrame) (?:la |a )?lista(?: completa"
                r"| de todos)$|^(?:mostrame|muestrame|mostra|mostre|lista|listame|me muestras)"
                r" (?:todo el equipo|todos los perfiles|todo mundo(?: do time)?"
                r"|todos(?: os perfis)?|el equipo entero|o time todo|a todos)"
                r"(?: (?:che|ai|pls|porfa|wey|pf|pfv|por favor))?$"), "list everyone"),
    (re.compile(r"^(?:listame|lista|mostrame|muestrame) (?:a )?todos (?:los|las|os|as) que"
                r" (?:saben|sabem|manejan|conocen|conhecem|usan|usam) "),
     "list everyone who knows "),
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
    # `quien fue a la uba`, `alguien que haya estudiado en el tec`, `algun egresado de la unam`
    (re.compile(rf"^(?:{_WHO} (?:fue|foi) (?:a|en|na|no|pra|para)|{_SOMEONE} (?:que|q) (?:haya"
                r"|hayan|tenha) (?:estudiado|estudado) (?:en|em|na|no)|(?:algun|algum|hay|tem)"
                r" (?:egresado|egresada|egresados|exalumno|ex-alumno|exalumna|ex aluno|ex-aluno"
                r"|formado|formada|graduado|graduada) (?:de|del|da|do|en|em))"
                rf" (?:la |el |a |o )?{_NOT_THERE}(?=[a-z])"), "who studied at "),
    (re.compile(r"^(?:ha |tem )?alguem (?:aqui )?(?:ja )?estudou (?:na|no|em) "
                rf"{_NOT_THERE}(?=[a-z])"), "who studied in "),
    # who worked somewhere: `alguien que haya laburado en rappi`, `quien trabajo antes en
    # amazon`, `alguien que venga de falabella` (`quien estuvo en …` may be a place)
    (re.compile(rf"^(?:{_SOMEONE} (?:que|q) (?:haya|hayan|tenha) (?:laburado|trabajado|estado"
                rf"|trabalhado)|{_WHO} (?:trabajo|laburo|estuvo|ha estado|trabalhou) antes"
                rf"|{_WHO} laburo|{_SOMEONE} (?:que|q) (?:venga|viene|venha|vem))"
                rf" (?:en|de|del|da|do|em|na|no|para|pra) (?:la |el |a |o )?{_NOT_THERE}"
                r"(?=[a-z])"), "who worked at "),
    (re.compile(r"^(?:algun |algum |hay |tem )?ex[- ](?:de |da |do |del )?(?!(?:novio|novia|jefe"
                r"|jefa|esposo|esposa|marido|mujer|pareja|namorado|namorada|chefe|companero"
                r"|companera|colega|amigo|amiga)\b)(?P<c>[a-z][\w&.-]*(?: (?!por\b)[a-z][\w&.-]*)?)"
                r"(?: (?:por (?:aca|aqui|ahi)|na area|aqui|aca|no time|en el equipo))?$"),
     r"anyone ex-\g<c>"),
    (re.compile(rf"^(?:{_WHO} (?:ha metido codigo|ha contribuido|contribuyo|contribuiu|ha hecho"
                rf" (?:prs|commits))|{_SOMEONE} (?:que|q) (?:haya|tenha) (?:contribuido|metido"
                rf" codigo)) (?:en|a|em|para|no|na|al|pro|pra) {_NOT_THERE}(?!(?:la|el) fiesta)"),
     "who contributed to "),
    # a place whose name holds its article (`quien vive en los angeles`), not `en la oficina`
    (re.compile(rf"^{_WHO} (?:mora|moram|vive|viven|esta|estan|fica|ficam|anda|andan|estao)"
                r" (?:em|en|por) (?P<p>(?:el|la|los|las|le|les) [\w .-]+)$"), _named_place),
    (re.compile(rf"^{_WHO} (?:mora|moram|vive|viven|esta|estan|fica|ficam|anda|andan|estao)"
                r" (?:em|en|por|no|na) (?!(?:el|la|los|las|o|a|os|as|ahi|aqui|alli|alla|aca"
                rf"|canal|chat|bar|after|almuerzo)\b){_NOT_THERE}"), "who is in "),
    # `galera do brasil, quem ta ai`: who is there; `galera da usp`: its people
    (re.compile(r"^(?:galera|gente|pessoal|chicos|muchachos) (?:do|da|de|del|dos|das)"
                r" (?P<p>[\w .-]+?),? (?:quem|quien|quienes) (?:ta|esta|estan|estao|tao)"
                r" (?:ai|aqui|ahi|alli|por ahi)$"),
     r"who is in \g<p>"),
    (re.compile(r"^(?:galera|gente|pessoal) (?:do|da|de|dos|das) (?P<x>[\w .-]+)$"),
     r"\g<x> people"),
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
    (re.compile(rf"^(?:o |a |el |la ){_NAME} (?:sabe|conhece|manja|conoce|maneja) "),
     r"does \g<n> know "),
)  # fmt: skip

@cache
def _world() -> Vocab:
    return load_vocab()


def _a_place(said: str) -> bool:
    """Whether the bundled vocabulary knows words as a country, a region or a city."""
    world, place = _world(), key(said)
    return place in world.countries or place in world.regions or place in world.cities


# The words that join conditions once a frame was translated (in a name they are part of it:
# `trinidad y tobago`).
JOINS = (
    (re.compile(r" pero no | mas nao | pero sin "), " but not "),
    (re.compile(r" (?:o|ou) (?=[a-z])"), " or "),
    (re.compile(r" (?:y|e) (?=[a-z])"), " and "),
)
