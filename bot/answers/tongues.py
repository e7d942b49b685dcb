"""Questions as Spanish, Portuguese, French and German speakers type them, written in the
English the reading knows: `quién sabe scrapy` is who knows scrapy, `cuántos perfiles hay` how
many profiles, `qui connaît kafka` who knows kafka, `wer kann hier scala` who knows scala.

Applied by bot.answers.rewording.frames to a message already folded (no accents, lower case). Only
the frame of a question is translated, with the words that join its conditions (`o`, `y`,
`pero no`); the names of people, skills, places and companies stay as typed.
"""

from __future__ import annotations

import re

from bot.answers.rewrite import rewrite

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
              r"|vacaciones|ferias)\b)"
              r"(?!(?:mi|mis|tu|tus|su|sus|nuestro|nuestra|nosso|nossa)\b)")

# French, its elisions already written out (bot.answers.cleaning: `l'équipe` is `le equipe`).
_FR_SOMEONE = r"(?:(?:il y a |y a-t-il |y a )?(?:quelquun|qqn|quelque un))"
_FR_KNOWS = (r"(?:connait|connaissent|sait|savent|maitrise|maitrisent|se y connait en|sy connait"
             r" en|(?:est )?(?:bon|bonne|fort|forte|calee?|balaise) en)")
_FR_NAME = (r"(?!(?:qui|quelquun|qqn|personne|on|il|elle|je|tu|nous|vous|ils|elles|ca|cela|ce"
            r"|le|la|les|un|une|des|mon|ma|mes|ton|ta|son|sa|ses)\b)"
            r"(?P<n>[a-z][\w'-]*(?: [a-z][\w'-]*)?)")
# Where nobody is meant as a place: `quelqu'un a vu mes clés` (someone saw my keys).
_FR_NOT_THERE = (r"(?!(?:le |la |les |l )?(?:bureau|reunion|cantine|maison|vacances|conge|pause"
                 r"|teletravail|distance|midi|soir|matin|demain|lheure|le heure|temps)\b)"
                 # (a room, a thing: `qui est dans la salle 3`; cities and countries go bare)
                 r"(?!(?:la|le|les|l|un|une|mon|ma|mes|ce|cette|notre|nos|son|sa)\b)")
# What someone has or did (`quelqu'un a faim`, `quelqu'un a vu…`), after `a`.
_FR_HAS = (r"(?:faim|soif|froid|chaud|raison|tort|besoin|envie|peur|le temps|un|une|des|du|le|la"
           r"|les|mon|ma|mes|ton|ta|tes|son|sa|ses|[a-z]+(?:e|es|i|is|it|u|us|ert|ait|int))")
_FRENCH = (
    (re.compile(r"^(?:aide(?:-moi)?|que (?:sais|peux)(?:-| )tu faire|comment (?:ca marche|tu"
                r" marches|fonctionne ce bot))(?=[?!. ]*$)"), "help"),
    (re.compile(r"^combien (?:de|d) ?(?:profils?|profile)(?: (?:y a-t-il|il y a|avons-nous|on a"
                r"|as-tu|as tu))?$"), "how many profiles"),
    (re.compile(r"^combien (?:de personnes |de gens |de entre nous |dentre nous )?(?:connaissent"
                r"|savent|maitrisent|font du|font de la) (?:le |la |les )?"),
     "how many people know "),
    (re.compile(r"^combien (?:de personnes |de gens )?(?:travaillent|bossent) (?:chez|pour) "),
     "how many people work at "),
    (re.compile(r"^(?:qui est |ce est qui |cest qui )?(?:le|la) (?:meilleure?|plus forte?"
                r"|plus calee?|plus balaise) (?:en|sur) (?:le |la |les )?"), "who is best at "),
    (re.compile(rf"^(?:que|que est-ce que|quest-ce que) fait {_FR_NAME}$"), r"what does \g<n> do"),
    (re.compile(rf"^ou (?:est (?:based|basee?|installee?|situee?)|habite|vit|se trouve)"
                rf" {_FR_NAME}$"), r"where is \g<n> based"),
    (re.compile(rf"^ou (?:travaille|bosse) {_FR_NAME}$"), r"where does \g<n> work"),
    (re.compile(rf"^ou (?:a etudie|a fait ses etudes) {_FR_NAME}$"), r"where did \g<n> study"),
    (re.compile(rf"^(?:est-ce que |est ce que ){_FR_NAME} {_FR_KNOWS} (?:le |la |les |du |de la"
                r" )?"), r"does \g<n> know "),
    (re.compile(r"^(?:(?:montre|montrez|affiche|affichez|donne|donnez|liste)(?:-| )?(?:moi|nous)?"
                r" (?:toute le equipe|toute la equipe|tout le monde|tous les profils|la liste"
                r"(?: complete)?(?: de (?:tout le monde|le equipe))?)|qui (?:est|sont) dans"
                r" (?:le|la) equipe)\b.*$"), "list everyone"),
    (re.compile(rf"^(?:qui (?:ici )?{_FR_KNOWS}|qui (?:ici )?(?:gere|fait du|fait de la)"
                rf"|{_FR_SOMEONE} (?:ici )?(?:qui )?{_FR_KNOWS}|(?:je cherche|on cherche|il me"
                rf" faut|je ai besoin de|jai besoin d) ?(?:quelquun|un dev|une dev|un expert)"
                rf" (?:qui {_FR_KNOWS}|en))(?: (?:bien|un peu))?(?: (?:faire )?(?:du|de la|des|le"
                r"|la|les|de))? (?=[a-z])"), "who knows "),
    (re.compile(r"^qui (?:travaille|bosse) (?:chez|pour) "), "who works at "),
    (re.compile(r"^qui a (?:travaille|bosse) (?:chez|pour) "), "who worked at "),
    (re.compile(r"^qui a (?:etudie|fait ses etudes|fait sa these|fait son master) (?:a|au|en)"
                r"(?: le| la)? "), "who studied at "),
    (re.compile(r"^qui a contribue (?:a|au|aux)(?: le| la)? "), "who contributed to "),
    (re.compile(rf"^(?:qui (?:est|habite|vit|bosse|travaille) (?:a|au|en|aux|dans|sur|vers)"
                rf"|{_FR_SOMEONE} (?:qui (?:est|habite|vit) )?(?:en|au|aux|dans|vers|pres de)"
                rf"|{_FR_SOMEONE} (?:qui (?:est|habite|vit) )a) {_FR_NOT_THERE}(?=[a-z])"
                # (`quelqu'un à lyon ?`, not `quelqu'un a faim ?`: someone has)
                rf"|^{_FR_SOMEONE} a (?!{_FR_HAS}\b)(?=[a-z]+(?: [a-z]+)?[?!. ]*$)"),
     "who is in "),
)
_FRAMES = (
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
    (re.compile(rf"^{_WHO} (?:sabe|maneja|manja) mas (?:de )?(?P<s>[\w+#.-]+(?: [\w+#.-]+)?),?"
                rf" (?P<a>[a-z][\w'-]*(?: [a-z][\w'-]*)?) (?:o|ou) (?P<b>[a-z][\w'-]*"
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
    # German: `wer kann hier scala`, `kennt sich jemand mit kafka aus`, `jemand in berlin`
    (re.compile(r"^(?:wer (?:hier )?(?:kann|kennt(?: sich)?(?: (?:mit|in))?|beherrscht|macht)"
                r"|(?:kennt|kann) (?:sich )?(?:jemand|einer|wer)(?: hier)?(?: (?:mit|in))?"
                r"|jemand (?:hier )?mit) (?:hier )?(?=[a-z])"), "who knows "),
    (re.compile(r"^(?:(?:ist |wohnt )?(?:jemand|wer)(?: hier)? (?:wohnt |lebt |sitzt )?in"
                r"|wer (?:wohnt|lebt|ist|sitzt) (?:hier )?in)"
                r" (?!(?:der|die|das|dem|den|einem|einer|meinem|unserem)\b)(?=[a-z])"),
     "who is in "),
)  # fmt: skip

# Once a frame was translated: asides with no condition in them (`ese tipo de cosas`, `pa un
# join espacial`, `ahorita`), then the words that join skills (`o`, `y`, `pero no`; in a name
# they are part of it: `trinidad y tobago`).
_ASIDES = (
    (re.compile(r",? (?:ese|esse|este) tipo de cosas$|,? (?:y|e) (?:eso|isso)$"), ""),
    (re.compile(r",? (?:pa|para|pra) (?:un|una|el|la|lo|o|uma|um) [\w -]{1,40}$"), ""),
    (re.compile(r",? (?:ahorita|ahora|agora|aqui|aca|por favor|porfa|pls|bitte|hier|ici|stp|svp"
                r"|se il (?:te|vous) plait|merci)$"), ""),
    (re.compile(r" (?:aus|gearbeitet)(?=[?!. ]*$)"), ""),
    (re.compile(r"\?.*$"), ""),
)
_JOINS = (
    (re.compile(r" pero no | mas nao | pero sin | mais pas (?:le |la |les |du |de )?"),
     " but not "),
    (re.compile(r" (?:o|ou) (?=[a-z])"), " or "),
    (re.compile(r" (?:y|e|et) (?=[a-z])"), " and "),
)


_OF_SKILLS = ("who knows ", "how many people know ", "who is best at ", "does ")


def in_english(text: str) -> str:
    """A folded message with the frame of a Spanish, Portuguese or German question in English;
    any other message as it is."""
    text = text.lstrip("¿¡ ")
    for pattern, said in (*_FRAMES, *_FRENCH):
        english = rewrite(pattern, said, text, count=1)
        if english != text:
            joins = _JOINS if english.startswith(_OF_SKILLS) else ()
            for pattern, word in (*_ASIDES, *joins):
                english = rewrite(pattern, word, english)
            return english.strip()
    # `... aqui`: a frame the reading knows already (`quem sabe elixir aqui`)
    return rewrite(r" (?:aqui|aca)(?=[?!. ]*$)", "", text)
