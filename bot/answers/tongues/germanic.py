"""Questions as German and Dutch speakers type them: `wer kann hier scala` is who knows scala,
`wo hat joão studiert` where did joão study, `iemand in amsterdam` anyone in amsterdam, `wie is
de beste in postgresql` who is best at postgresql."""

from __future__ import annotations

import re

# People's names after a verb: one to three words, not an article or a pronoun.
_NAME = (r"(?!(?:der|die|das|dem|den|ein|eine|er|sie|es|wir|ihr|jemand|wer|de|het|een|hij|zij"
         r"|ze|we|jij|iemand|wie)\b)(?P<n>[a-z][\w'-]*(?: [a-z][\w'-]*){0,2})")
# Two people weighed: `lukas oder joão`, `sanne of marco de vries`.
_ONE = r"[a-z][\w'-]*(?: [a-z][\w'-]*){0,2}"
# What is somewhere that is no place someone lives: `im büro`, `in de vergadering`.
_NOT_THERE = (r"(?!(?:der|die|das|dem|den|einem|einer|meinem|unserem|de|het|een|mijn|onze)\b)"
              r"(?!(?:buro|bueros?|meeting|urlaub|kantine|vergadering|kantoor|vakantie|pauze)\b)")

# Talk its frames are not read in: none beyond what they say themselves.
QUIET: re.Pattern[str] | None = None

FRAMES = (
    # German as a team types it, English words among it: `hat jemand schon mal mit terraform
    # gearbeitet`, `jemand der kotlin und spring boot kann`, `python aber kein sql, gibts sowas
    # hier`, `flutter jemand?`
    (re.compile(r"^hat (?:jemand|wer|einer)(?: hier| von euch)? (?:schon (?:mal |einmal )?|mal"
                r" |bereits )?(?:mit|in) (?P<s>.+?) gearbeitet$"), r"who knows \g<s>"),
    (re.compile(r"^(?:jemand|wer)(?: hier)?,? (?:der|die) (?P<s>.+?) (?:kann|kennt|beherrscht"
                r"|macht)$"), r"who knows \g<s>"),
    (re.compile(r"^(?P<s>[\w+#.-]+) aber (?:kein|keine|keinen|nicht) (?P<t>[\w+#.-]+),?"
                r" (?:gibts|gibt es) (?:sowas|so was|jemanden|das)(?: hier)?$"),
     r"who knows \g<s> but not \g<t>"),
    (re.compile(r"^(?P<s>[\w+#.-]+) (?:jemand|wer)(?=\?|$)"), r"who knows \g<s>"),
    # facts about one person: `wie viele programmiersprachen kann tobias`, `wo war jonas vor
    # aurelia`, `was ist tobias maier sein titel`, `wie lange codet lukas schon`
    (re.compile(rf"^wie viele (?:programmier)?sprachen (?:kann|kennt|beherrscht|spricht|nutzt)"
                rf" {_NAME}$"), r"what languages does \g<n> use"),
    (re.compile(rf"^wo (?:war|arbeitete) {_NAME} (?:vor|bevor) .+$"),
     r"where did \g<n> work before"),
    (re.compile(rf"^was ist {_NAME}s? (?:sein|ihr)? ?(?:titel|jobtitel|rolle|position|job)$"),
     r"what does \g<n> do"),
    (re.compile(rf"^{_NAME} aus (?P<p>[a-z]+),? was macht (?:der|die|er|sie)(?: genau"
                r"| eigentlich| so)?$"), r"what does the \g<n> in \g<p> do"),
    (re.compile(rf"^wie viel (?:stack ?overflow |so )?(?:rep|reputation|punkte) hat {_NAME}$"),
     r"what is \g<n>s stack overflow reputation"),
    (re.compile(rf"^wo hat {_NAME} (?:seinen|ihren|den|sein|ihr) (?:phd|doktor|master|bachelor"
                r"|studium|abschluss) gemacht$"), r"where did \g<n> study"),
    (re.compile(rf"^wie lange (?:codet|programmiert) {_NAME}(?: schon)?$"),
     r"how long has \g<n> been coding"),
    (re.compile(rf"^seit wann (?:codet|programmiert) {_NAME}$"), r"how long has \g<n> been coding"),
    (re.compile(rf"^{_NAME},? (?:wie lange codet (?:der|die|er|sie) schon|wie viele jahre"
                r" (?:coding|programmieren|programmiert|erfahrung))$"),
     r"how long has \g<n> been coding"),
    # who worked, is, studied where: `war jemand mal bei siemens`, `wer ist alles in berlin`,
    # `ex-zalando leute hier`, `dedalus – hat da jemand mal gearbeitet`
    (re.compile(r"^war (?:jemand|wer|einer)(?: hier| von euch| von uns)? (?:mal |schon mal"
                r" |fruher )?(?:bei|fur) "), "who worked at "),
    (re.compile(r"^ex-(?P<c>[\w.&-]+) (?:leute|personen|kollegen)(?: hier)?$"),
     r"ex-\g<c> people"),
    (re.compile(r"^(?P<c>[\w.&-]+(?: [\w.&-]+)?),? hat da (?:jemand|wer|einer) (?:mal |schon mal"
                r" )?gearbeitet\b.*$"), r"who worked at \g<c>"),
    (re.compile(r"^wer arbeitet (?:aktuell |gerade |jetzt )?alles (?:bei|fur) "), "who works at "),
    (re.compile(rf"^wer (?:ist|sitzt|wohnt) (?:alles|denn|eigentlich) (?:in|im) {_NOT_THERE}"
                r"(?=[a-z])"), "who is in "),
    (re.compile(rf"^wer (?:ist|sitzt|wohnt) nicht in {_NOT_THERE}(?=[a-z])"), "who is not in "),
    (re.compile(r"^hat (?:jemand|wer|einer)(?: hier)? (?:nen|einen|ein|eine) (?:doktor|doktortitel"
                r"|phd|promotion)\b.*$"), "who has a phd"),
    (re.compile(r"^(?:jemand|wer) (?:von|aus) der (?=[a-z])"), "who studied at "),
    # rankings and comparisons: `top 2 die am langsten coden`, `wer hat am wenigsten
    # erfahrung`, `wer hat die besten go skills`, `wer ist seniorer, mai oder jonas`
    (re.compile(r"^top (\d{1,2}) (?:die|der) am langsten (?:coden|programmieren|dabei sind)$"),
     r"top \1 most experienced"),
    (re.compile(r"^wer hat (?:am wenigsten|die wenigste) (?:erfahrung|berufserfahrung)$"),
     "who is the least experienced"),
    (re.compile(r"^wer hat (?:am meisten|die meiste) (?:erfahrung|berufserfahrung)$"),
     "who is the most experienced"),
    (re.compile(r"^wer hat die besten (?P<s>[\w+#.-]+) skills$"), r"who is best at \g<s>"),
    (re.compile(rf"^wer ist (?:seniorer|erfahrener|senioriger),? (?P<a>{_ONE}) oder"
                rf" (?P<b>{_ONE})$"), r"who is more senior, \g<a> or \g<b>"),
    (re.compile(rf"^(?P<a>{_ONE}) oder (?P<b>{_ONE}) fur (?:ein |eine |einen )?(?P<x>[\w+#.-]+"
                r"(?: [\w+#.-]+)?)$"), r"\g<a> or \g<b> for \g<x>"),
    # repositories: `hat jemand zu hashicorp/terraform beigetragen`, `was hat mai auf github
    # so beigetragen`
    (re.compile(r"^(?:hat|hatte) (?:jemand|wer|einer)(?: hier)? (?:zu|an|bei) (?P<r>[\w./-]+)"
                r" (?:beigetragen|mitgearbeitet|mitgemacht|mitgewirkt)$"),
     r"who contributed to \g<r>"),
    (re.compile(rf"^was hat {_NAME} (?:auf github |bei github )?(?:so )?(?:beigetragen"
                r"|gemacht|committet)$"), r"what did \g<n> contribute to"),
    # counts and lists: `wie viele leute sind in munchen`, `wie viele haben 10+ jahre coding`,
    # `zeig mir mal das ganze team`, `alle mit java auflisten`, `liste alle die postgresql
    # konnen`
    (re.compile(r"^wie viele (?:leute |personen |von uns )?sind (?:in|im) "),
     "how many people are in "),
    (re.compile(r"^wie viele (?:leute |personen |von uns )?haben (\d{1,2})\+? jahre"
                r"(?: coding| erfahrung| programmiererfahrung| programmieren)?$"),
     r"how many people have \1+ years of coding"),
    (re.compile(r"^zeig (?:mir )?(?:mal )?(?:das ganze team|das team|alle|alle leute|jeden)$"),
     "list everyone"),
    (re.compile(r"^alle (?:mit|die) (?P<s>[\w+#.-]+) (?:konnen |kennen )?auflisten(?: bitte"
                r"| pls)?$"), r"list everyone who knows \g<s>"),
    (re.compile(r"^liste alle(?: leute| personen)?,? (?:die|mit) (?P<s>.+?) (?:konnen|kennen"
                r"|beherrschen)$"), r"list everyone who knows \g<s>"),
    (re.compile(r"^alle (?:leute|personen) (?:in|im|aus) (?P<p>.+?) auflisten(?: bitte| pls)?$"),
     r"list everyone in \g<p>"),
    # yes or no: `hat emre erfahrung mit keycloak`, `ist kasia in munchen`, `war tobias mal
    # bei siemens`
    (re.compile(rf"^hat {_NAME} erfahrung (?:mit|in) (?P<s>.+)$"), r"does \g<n> know \g<s>"),
    (re.compile(rf"^ist {_NAME} in {_NOT_THERE}(?P<p>[a-z][\w .-]*)$"), r"is \g<n> in \g<p>"),
    (re.compile(rf"^war {_NAME} (?:mal |schon mal |fruher )?bei (?P<c>.+)$"),
     r"did \g<n> work at \g<c>"),
    # German: `wer kann hier scala`, `kennt sich jemand mit kafka aus`, `jemand in berlin`
    (re.compile(r"^(?:wer (?:hier )?(?:kann|kennt(?: sich)?(?: (?:mit|in))?|beherrscht|macht)"
                r"|(?:kennt|kann) (?:sich )?(?:jemand|einer|wer)(?: hier)?(?: (?:mit|in))?"
                r"|jemand (?:hier )?mit) (?:hier )?(?=[a-z])"), "who knows "),
    (re.compile(r"^(?:(?:ist |wohnt )?(?:jemand|wer)(?: hier)? (?:wohnt |lebt |sitzt )?in"
                r"|wer (?:wohnt|lebt|ist|sitzt) (?:hier )?in)"
                rf" {_NOT_THERE}(?=[a-z])"), "who is in "),
    (re.compile(r"^wer (?:sitzt|wohnt|lebt) (?:hier )?in (?:der|dem|den)"
                r" (?!besprechung|kuche|kantine)(?=[a-z])"), "who is in "),
    (re.compile(r"^wer ist (?:am besten|am starksten|der beste|die beste|der starkste|die starkste)"
                r" (?:in|mit|bei) "), "who is best at "),
    (re.compile(r"^wer arbeitet (?:gerade |jetzt )?(?:bei|fur) (?:der |dem |den )?"
                r"(?!(?:mir|uns|dir|euch)\b)(?=[a-z])"), "who works at "),
    (re.compile(r"^wer (?:war|arbeitete) (?:fruher |mal |schon |vorher |davor |zuvor )?(?:bei|fur)"
                r" (?!(?:der |dem |den )?(?:termin|meeting|besprechung|arzt|party|feier|mir|uns"
                r"|dir|euch|sitzung|mittag|essen)\b)(?:der |dem |den )?(?=[a-z])"),
     "who worked at "),
    (re.compile(r"^wer hat (?:fruher |mal |schon )?(?:bei|fur) (?:der |dem |den )?(?P<c>.+?)"
                r" gearbeitet$"), r"who worked at \g<c>"),
    (re.compile(r"^wer (?:hat|war) (?:an|in|auf) (?:der |dem |den )?(?P<s>.+?) studiert$"),
     r"who studied at \g<s>"),
    (re.compile(r"^wer war (?:an|auf) (?:der |dem |den )?(?=[a-z])"), "who studied at "),
    (re.compile(r"^wer hat (?:an|bei|zu) (?P<r>[\w./-]+) (?:mitgearbeitet|beigetragen|mitgewirkt"
                r"|mitentwickelt|mitgemacht)$"), r"who contributed to \g<r>"),
    (re.compile(r"^wer hat mehr als (?P<n>\d+) jahre(?: programmiererfahrung| erfahrung"
                r"| programmier-erfahrung)?$"), r"who has more than \g<n> years of coding"),
    (re.compile(r"^wie viele (?:von uns |leute |personen )?haben (?:einen |eine |ein )?"),
     "how many have a "),
    (re.compile(r"^wie viele (?:von uns |leute |personen )?(?:kennen|konnen|beherrschen) "),
     "how many people know "),
    (re.compile(rf"^wo (?:wohnt|sitzt|lebt|ist) {_NAME}$"), r"where is \g<n> based"),
    (re.compile(rf"^wo arbeitet {_NAME}$"), r"where does \g<n> work"),
    (re.compile(rf"^wo hat {_NAME} studiert$"), r"where did \g<n> study"),
    (re.compile(rf"^was macht {_NAME}$"), r"what does \g<n> do"),
    (re.compile(rf"^(?:kennt|kann) {_NAME} (?=[a-z])"), r"does \g<n> know "),
    (re.compile(rf"^hat {_NAME} (?:einen|eine|ein) (?:doktortitel|doktor|promotion|phd)$"),
     r"does \g<n> have a phd"),
    (re.compile(rf"^wer hat (?:mehr|die meiste|die hohere) (?P<x>.+?),? (?P<a>{_ONE}) oder"
                rf" (?P<b>{_ONE})$"), r"who has more \g<x>, \g<a> or \g<b>"),
    (re.compile(r"^(?:alle (?:leute|personen) auflisten|liste alle(?: leute| personen)?),? die"
                r" (?:in|im) (?P<p>.+?) (?:sitzen|wohnen|leben|arbeiten|sind)$"),
     r"list everyone in \g<p>"),
    (re.compile(r"^(?:alle (?:leute|personen)? ?auflisten|liste alle(?: leute| personen)?),? die"
                r" (?:in|im) "), "list everyone in "),
    (re.compile(r"^(?:zeig mir alle|liste alle auf|alle auflisten)$"), "list everyone"),
    # Dutch: `iemand met ervaring in terraform`, `wie kent kafka`, `iemand die zowel airflow
    # als spark kent`
    (re.compile(r"^wie kan (?:er )?(?:goed )?met (?P<s>.+?) overweg$"), r"who knows \g<s>"),
    (re.compile(r"^(?:iemand|wie) die (?:zowel )?(?P<s>.+?) (?:kent|kan|gebruikt|beheerst)$"),
     r"who knows \g<s>"),
    (re.compile(r"^(?:wie (?:hier )?(?:kent|kan|beheerst|weet (?:iets )?van|heeft ervaring (?:met"
                r"|in)|is goed in)|(?:is er )?iemand (?:hier )?(?:met (?:ervaring|kennis) (?:met|in"
                r"|van)|met verstand van|die (?:kent|weet van|ervaring heeft met|goed is in))"
                r"|iemand met)(?: zowel)? (?=[a-z])"), "who knows "),
    (re.compile(r"^wie (?:werkt|zit) (?:nu )?(?:bij|voor) (?!(?:de lol|de grap|de gein|mij|ons"
                r"|jou)\b|(?:de|het|een)$)(?=[a-z])"), "who works at "),
    (re.compile(r"^(?:wie|iemand die) (?:heeft )?(?:er )?(?:bij|voor) (?P<c>.+?) (?:heeft"
                r" )?gewerkt$"),
     r"who worked at \g<c>"),
    (re.compile(r"^wie (?:werkte|zat) (?:vroeger |eerder )?(?:bij|voor) (?=[a-z])"), "who worked"
                r" at "),
    (re.compile(r"^(?:wie|iemand die) (?:heeft )?(?:aan|op|in) (?:de |het )?(?P<s>.+?) (?:heeft )?"
                r"gestudeerd$"), r"who studied at \g<s>"),
    (re.compile(r"^(?:is er )?iemand (?:hier )?(?:van|uit) (?!(?:de |het )?(?:jullie|ons|keuken"
                r"|kantoor|vergadering|lunch)\b)(?:de |het )?(?=[a-z])"), "anyone from "),
    (re.compile(r"^(?:wie|iemand die) (?:heeft )?(?:aan|bij) (?P<r>[\w./-]+) (?:heeft )?"
                r"(?:gewerkt|bijgedragen|meegewerkt)$"), r"who contributed to \g<r>"),
    (re.compile(rf"^(?:wie (?:zit|woont|werkt|is) (?:er )?in|(?:is er )?iemand (?:die )?in)"
                rf"(?: (?:zit|woont))? {_NOT_THERE}(?=[a-z])"), "who is in "),
    (re.compile(r"^wie is (?:de|het) (?:beste|sterkste) (?:in|met|bij) "), "who is best at "),
    (re.compile(rf"^wie is (?:beter|sterker) (?:in|met) (?P<x>[\w+#.-]+),? (?P<a>{_ONE}) of"
                rf" (?P<b>{_ONE})$"), r"who is better at \g<x>, \g<a> or \g<b>"),
    (re.compile(r"^heeft (?:er )?iemand (?:hier )?(?:bij|voor) (?P<c>.+?) gewerkt$"),
     r"who worked at \g<c>"),
    (re.compile(r"^wie (?:van (?:het team|ons|jullie) )?(?:zit|woont|werkt|is) (?:er )?"
                r"(?:gevestigd )?"
                rf"in {_NOT_THERE}(?=[a-z])"), "who is in "),
    (re.compile(r"^wer arbeitet (?:von|aus) (?P<p>.+?) aus$"), r"who is in \g<p>"),
    (re.compile(rf"^in welcher stadt (?:ist|wohnt|sitzt|lebt|arbeitet) {_NAME}(?: ansassig| zuhause"
                r"| zu hause| angesiedelt)?$"), r"where is \g<n> based"),
    (re.compile(r"^hoeveel (?:mensen |van ons |collegas |personen )?(?:kennen|kunnen|gebruiken"
                r"|beheersen) "), "how many people know "),
    (re.compile(r"^hoeveel profielen(?: zijn er| hebben we)?$"), "how many profiles"),
    (re.compile(rf"^waar (?:woont|zit|is) {_NAME}$"), r"where is \g<n> based"),
    (re.compile(rf"^waar werkt {_NAME}$"), r"where does \g<n> work"),
    (re.compile(rf"^waar heeft {_NAME} gestudeerd$"), r"where did \g<n> study"),
    # the name first: `pawel waar zit hij`, `sanne wat is haar titel`
    (re.compile(rf"^{_NAME},? waar (?:zit|woont|werkt) (?:hij|zij|ze)$"), r"where is \g<n> based"),
    (re.compile(rf"^{_NAME},? (?:wat|what) is (?:haar|zijn) (?:titel|functie|rol|baan)$"),
     r"what does \g<n> do"),
    (re.compile(rf"^(?:wat|what) doet {_NAME}(?: precies| eigenlijk)?(?: bij ons| hier)?$"),
     r"what does \g<n> do"),
    (re.compile(rf"^(?:wat|what) heeft {_NAME} (?:allemaal )?aan (?:open ?source|github)"
                r" (?:gedaan|bijgedragen)$"),
     r"what did \g<n> contribute to"),
    (re.compile(rf"^hoeveel jaar (?:ervaring|programmeerervaring) heeft {_NAME}$"),
     r"how many years has \g<n> been coding"),
    (re.compile(r"^hoeveel (?:mensen |van ons |collegas )?hebben (?P<n>\d{1,2})\+? jaar"
                r"(?: ervaring| programmeerervaring)?$"),
     r"how many have at least \g<n> years of coding"),
    # (`iemand die in` is read as `who is in` by then)
    (re.compile(r"^(?:wie|iemand die|who is) (?:in|aan (?:de |het )?) ?(?P<s>[a-z]+)"
                r" (?:heeft )?gestudeerd(?: heeft)?$"), r"who studied in \g<s>"),
    (re.compile(r"^lijst van iedereen (?:in|uit) (?:de |het )?(?P<p>.+?)(?: graag| aub"
                r"| alsjeblieft)?$"),
     r"list everyone in \g<p>"),
    (re.compile(rf"^werkt {_NAME} met (?P<s>[\w+#.-]+)$"), r"does \g<n> know \g<s>"),
    (re.compile(rf"^(?:wat|what) doet {_NAME}$"), r"what does \g<n> do"),
    (re.compile(rf"^hoe lang (?:programmeert|codeert) {_NAME}(?: al)?$"),
     r"how long has \g<n> been coding"),
    (re.compile(rf"^(?:wat|what) heeft {_NAME} bijgedragen(?: (?:op|aan) (?:github"
                r"|open source))?$"),
     r"what did \g<n> contribute to"),
    (re.compile(rf"^{_NAME} (?:kent|kan) (?=[a-z])"), r"does \g<n> know "),
    (re.compile(rf"^(?P<a>{_ONE}) of (?P<b>{_ONE}) voor (?:een |de |het )?(?P<x>[\w+#.-]+)"
                r"(?: [\w -]{1,30})?$"), r"\g<a> or \g<b> for \g<x>"),
    (re.compile(r"^(?:laat (?:me|mij) (?:iedereen|het hele team) zien|toon iedereen|lijst van"
                r" iedereen)$"), "list everyone"),
)  # fmt: skip

# The words that join conditions once a frame was translated.
JOINS = (
    (re.compile(r" aber nicht | maar niet | behalve "), " but not "),
    (re.compile(r",? (?:oder|of) (?:der |die |dem |den |de |het )?(?=[a-z])"), " or "),
    (re.compile(r" (?:und|en|als) (?=[a-z])"), " and "),
)
