"""Questions as French speakers type them: `qui connaît kafka` is who knows kafka, `où est
basée inês` where is inês based, `montre-moi toute l'équipe` list everyone. Their elisions are
already written out (bot.answers.cleaning: `l'équipe` is `le equipe`)."""

from __future__ import annotations

import re

from bot.search.vocab import known_place

_FR_SOMEONE = r"(?:(?:il y a |y a-t-il |y a )?(?:quelquun|qqn|quelque un))"
_FR_KNOWS = (r"(?:connait|connaissent|sait|savent|maitrise|maitrisent|se y connait en|sy connait"
             r" en|(?:est )?(?:bon|bonne|fort|forte|calee?|balaise) en)")
_FR_NAME = (r"(?!(?:qui|quelquun|qqn|personne|on|il|elle|je|tu|nous|vous|ils|elles|ca|cela|ce"
            r"|le|la|les|un|une|des|mon|ma|mes|ton|ta|son|sa|ses)\b)"
            r"(?P<n>[a-z][\w'-]*(?: [a-z][\w'-]*)?)")
# Where nobody is meant as a place: `quelqu'un a vu mes clés` (someone saw my keys).
_FR_NOT_THERE = (r"(?!(?:le |la |les |l )?(?:bureau|reunion|cantine|maison|vacances|conge|pause"
                 r"|train|retard"
                 r"|bas|haut|arret|route|forme|ligne|avance|cours|panne|colere|direct|vrai"
                 r"|teletravail|distance|midi|soir|matin|demain|lheure|le heure|temps)\b)"
                 # (a room, a thing: `qui est dans la salle 3`; cities and countries go bare)
                 r"(?!(?:la|le|les|l|un|une|mon|ma|mes|ce|cette|notre|nos|son|sa)\b)")
# What someone has or did (`quelqu'un a faim`, `quelqu'un a vu…`), after `a`.
_FR_HAS = (r"(?:faim|soif|froid|chaud|raison|tort|besoin|envie|peur|le temps|un|une|des|du|le|la"
           r"|les|mon|ma|mes|ton|ta|tes|son|sa|ses|[a-z]+(?:e|es|i|is|it|u|us|ert|ait|int))")
# Who is no company after `chez`: `chez le client`, `chez qui on dîne`, `chez moi`.
_FR_NOBODY_THERE = (r"(?:le|la|les|l|un|une|des|mon|ma|mes|ton|ta|son|sa|nous|vous|moi|toi|lui|eux"
                    r"|elle|qui|quelquun)")


def _how_many_there(m: re.Match[str]) -> str:
    """`combien sont à londres`: how many are there; `… à table ce midi`: as typed."""
    return f"how many people are in {m['x']}" if known_place(m["x"]) else m[0]


# Talk its frames are not read in: none beyond what they say themselves.
QUIET: re.Pattern[str] | None = None

FRAMES = (
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
    # `quelqu'un a bossé chez criteo`, `qui a fait l'insa`, `liste de tous les devs`
    (re.compile(r"^(?:quelquun|qqn|quelque un) (?:ici )?a (?:travaille|bosse|taffe)"
                r" (?:chez|pour) "), "who worked at "),
    (re.compile(r"^qui a fait (?:le |la |les )(?=[a-z])"), "who studied at "),
    # `qui vient de chez veepee`, `combien sont à londres`, `liste des gens chez modalia`
    # (`qui vient de partir`, `qui sort de chez le coiffeur`: who just left, who is back)
    (re.compile(rf"^qui (?:vient|sort|arrive) de chez (?!{_FR_NOBODY_THERE}\b)(?=[a-z])"),
     "who worked at "),
    (re.compile(r"^combien (?:sont|sommes-nous|sommes nous|on est) (?:a|au|aux|en|dans)"
                r" (?P<x>[a-z][\w .-]{0,30}?)[?!. ]*$"), _how_many_there),
    (re.compile(r"^(?:la )?liste (?:des gens|des personnes|de ceux|de tous ceux|de toutes les"
                r" personnes)(?: qui (?:bossent|travaillent))? (?:chez|pour)"
                rf" (?!{_FR_NOBODY_THERE}\b)(?=[a-z])"), "list people who work at "),
    (re.compile(r"^(?:la )?liste de (?:tous les devs|tout le monde|tous les profils|toute la"
                r" equipe|toute le equipe)(?: svp| stp| merci| please| pls)?$"), "list everyone"),
    (re.compile(r"^qui a (?:etudie|fait ses etudes|fait sa these|fait son master) (?:a|au|en)"
                r"(?: le| la)? "), "who studied at "),
    (re.compile(r"^qui a contribue (?:a|au|aux)(?: le| la)? (?!cadeau|pot\b)"),
     "who contributed to "),
    (re.compile(r"^qui est (?:le |la )?(?:meilleure?|plus forte?|plus calee?) en (?P<x>[\w+#.-]+),?"
                r" (?P<a>[a-z][\w'-]*(?: [a-z][\w'-]*)?) ou"
                r" (?P<b>[a-z][\w'-]*(?: [a-z][\w'-]*)?)$"),
     r"who is better at \g<x>, \g<a> or \g<b>"),
    (re.compile(r"^(?:ce est quoi|quelles sont) (?:les|ses) (?:competences|skills) de"
                rf" {_FR_NAME}$"),
     r"what are \g<n>s skills"),
    (re.compile(r"^qui a (?:bosse|travaille|code) sur (?:le |la |les )?(?=[a-z])"),
     "who contributed to "),
    (re.compile(rf"^(?:qui (?:est|habite|vit|bosse|travaille)(?: basee?| installee?)?"
                r" (?:a|au|en|aux"
                r"|dans|sur|vers)"
                rf"|{_FR_SOMEONE} (?:qui (?:est|habite|vit) )?(?:en|au|aux|dans|vers|pres de)"
                rf"|{_FR_SOMEONE} (?:qui (?:est|habite|vit) )a) {_FR_NOT_THERE}(?=[a-z])"
                # (`quelqu'un à lyon ?`, not `quelqu'un a faim ?`: someone has)
                rf"|^{_FR_SOMEONE} a (?!{_FR_HAS}\b)(?=[a-z]+(?: [a-z]+)?[?!. ]*$)"),
     "who is in "),
    # `quelqu'un qui vient de chez orange`, `quelqu'un est passé par l'insa`, `c++ ou rust,
    # quelqu'un ?`, `élodie ou katharina, laquelle est la plus forte en python`
    (re.compile(rf"^{_FR_SOMEONE} (?:ici )?qui (?:vient|sort) de (?:chez )?"), "who worked at "),
    (re.compile(rf"^{_FR_SOMEONE} (?:ici )?(?:est |a )?passee? (?:par|chez) (?:le |la |les )?"),
     "anyone from "),
    (re.compile(r"^(?P<s>[\w+#.-]+(?: ou [\w+#.-]+){0,3}),? (?:quelquun|qqn|quelque un)$"),
     r"who knows \g<s>"),
    (re.compile(r"^(?P<a>[a-z][\w'-]*) ou (?P<b>[a-z][\w'-]*),? (?:laquelle|lequel|qui) est"
                r" (?:le |la )?"
                r"(?:plus forte?|meilleure?|plus calee?) en (?P<x>.+)$"),
     r"who is better at \g<x>, \g<a> or \g<b>"),
    (re.compile(r"^top (?P<n>\d{1,2}) (?:des |de )?(?:qui codent?|personnes qui codent?) depuis le"
                r" plus longtemps$"), r"top \g<n> by years of coding"),
    (re.compile(r"^combien (?:de entre nous|dentre nous|de personnes|de gens) (?:sont|habitent"
                r"|vivent)"
                rf"(?: bases?| basees?)? (?:dans|en|a|au|aux) (?:le |la |les )?{_FR_NOT_THERE}"),
     "how many people are in "),
    (re.compile(r"^(?:liste|listez|donne-moi|montre-moi) (?:toutes les personnes|tout le monde|tous"
                r" ceux) (?:avec|qui ont) plus de (?P<n>\d+k?) de reputation (?:sur )?stack"
                r" ?overflow$"),
     r"list everyone with more than \g<n> stack overflow reputation"),
    (re.compile(rf"^(?:que est-ce que|quest-ce que|quest ce que) {_FR_NAME} a (?:fait|contribue)"
                r" (?:sur|a|au|pour) (?P<r>[\w./-]+)$"), r"did \g<n> contribute to \g<r>"),
)

# The words that join conditions once a frame was translated.
JOINS = (
    (re.compile(r" mais pas (?:le |la |les |du |de )?| sauf "), " but not "),
    (re.compile(r" ou (?=[a-z])"), " or "),
    (re.compile(r" et (?=[a-z])"), " and "),
)
