"""The words of the languages bot.answers.tongues.gloss puts into English word by word:
those that tell which language a message is in, each language's words and phrases with the
English they are read as, and the day's talk in them, which asks of no profile."""

from __future__ import annotations

import re

# The words of a language one of which opens a question (`quem`, `wer`), and the others
# English never uses; each counts towards reading the message in it.
OPENERS = {
    "es": frozenset("quien quienes cuantos cuantas cual cuales donde alguien nadie".split()),
    "pt": frozenset("quem quantos quantas qual quais onde alguem ninguem".split()),
    "fr": frozenset("qui combien quel quelle quels quelles quelquun quest-ce est-ce".split()),
    "de": frozenset("wer wieviele welche welcher welches jemand niemand wo".split()),
    "nl": frozenset("wie iemand niemand hoeveel welke waar zit heeft werkt woont".split()),
    "it": frozenset("chi qualcuno nessuno quanti quante quale quali dove elenca confronta"
                    .split()),
    "pl": frozenset("kto ktos nikt ilu ile ktory ktora ktore gdzie czy kim".split()),
    "sv": frozenset("vem vilka vilken hvem hvilke hvilken hur hvor var vad hva noen nagon nagra"
                    " sitter lista".split()),
}
MARKERS = {
    "es": OPENERS["es"] | frozenset(
        "tiene tienen sabe saben conoce trabaja trabajan trabajo trabajaron estudio esta estan"
        " hay anos programando experiencia mejor todos perfil perfiles personas gente aqui"
        " equipo pero contribuyo diferencia tambien lleva haya del que en de exactamente"
        " ahora".split()
    ),
    "pt": OPENERS["pt"] | frozenset(
        "tem sabe conhece entende trabalha trabalham trabalhou trabalharam estudou anos codigo"
        " programando mais melhor pessoas pessoa aqui equipe nao contribuiu diferenca faz fez"
        " todo mundo perfil voce voces que em de exatamente agora".split()
    ),
    "fr": OPENERS["fr"] | frozenset(
        "sait connait ont est sont travaille travaillent ans dexperience moins meilleur tout"
        " monde personnes ici equipe pas chez avec pour contribue difference etudes cest"
        " quelquun fait que en de entre sauf ceux doctorat annees dannees".split()
    ),
    "de": OPENERS["de"] | frozenset(
        "hat haben arbeitet gearbeitet studiert ist sind jahre jahren erfahrung programmiert"
        " programmieren mehr meiste meisten weniger seit beste alle leute bei mit ohne aber"
        " nicht oder hier bitte vorher einen kennt weiss kann viele kennen sich aus uns mal"
        " von".split()
    ),
    "nl": OPENERS["nl"] | frozenset(
        "weet kent heeft hebben werkt werkte gewerkt studeerde gestudeerd woont zit zijn jaar"
        " jaren ervaring programmeert langer meer minder dan sterkst beste iedereen lijst"
        " profiel mensen hier maar niet het een bij met zonder voor bijgedragen graag er al"
        " gecodeerd".split()
    ),
    "it": OPENERS["it"] | frozenset(
        "sa conosce lavora lavorato studiato vive abita vivono ha hanno anni esperienza almeno"
        " piu meno migliore forte tutti quelli persone ma non oppure del della dei degli sulla"
        " sull con senza contribuito differenza tra cioe laurea triennale magistrale dottorato"
        " occupa fa che".split()
    ),
    "pl": OPENERS["pl"] | frozenset(
        "zna umie ogarnia zajmuje sie robi pracuje pracowal pracowala studiowal studiowala"
        " mieszka mieszkaja jest ma maja lat lata doswiadczenia koduje programuje wiecej mniej"
        " niz najlepszy najmocniejszy wszyscy wszystkich osoby osob ludzi tutaj ale nie lub"
        " albo dla bez kontrybuowal commitowal jakim miescie nad czym teraz".split()
    ),
    # Swedish, Norwegian and Danish, one table: their question words are much the same
    "sv": OPENERS["sv"] | frozenset(
        "kan har jobbar jobbat jobber jobbet bor pluggat pluggade studerat studert last driver"
        " gjorde innan mange manga skriver vart eller mest erfarenhet erfaring mot och og inte"
        " ikke alla alle som ar er mer mindre an enn bast best kodat kodet programmerat"
        " programmert hos".split()
    ),
}

# Each language's words and phrases, in the order tried (longer ones first), and the English
# they are read as.
WORDS = {
    "es": (
        (r"(?:el|la|los|las) que", "who"), (r"todo el mundo", "everyone"),
        (r"(?:quien|quienes) (?:lleva|se encarga de|maneja)", "who handles"),
        (r"(?:el|la) mas (?:fuerte|capo|experto|experta|crack)", "the strongest"),
        (r"(?:cual|que) es la diferencia", "what is the difference"),
        (r"(?:paso|pasaron|estuvo|estuvieron) (?:por|en)", "worked at"),
        (r"(?:vino|vinieron|viene) de", "worked at"), (r"de verdad", ""), (r"por aqui", "here"),
        (r"(?:quien|quienes)", "who"), (r"alguien", "anyone"), (r"nadie", "nobody"),
        (r"(?:cuantos|cuantas)", "how many"), (r"(?:cual|cuales)", "which"),
        (r"donde", "where"), (r"^que", "what"), (r"que", "who"), (r"como", "how"),
        (r"(?:sabe|saben|entiende|conoce|conocen) de", "knows about"),
        (r"(?:sabe|sepa|entiende|conoce|maneja)", "knows"), (r"(?:saben|conocen|manejan)", "know"),
        (r"tiene", "has"), (r"tienen", "have"), (r"(?:trabajo|trabajaron|estuvo) en",
                                                  "worked at"),
        (r"trabaja en", "works at"), (r"trabaja", "works"), (r"trabajan en", "work at"),
        (r"(?:estudio|estudiaron)", "studied"), (r"(?:esta|vive)", "is"),
        (r"doctorado", "phd"), (r"(?:maestria|master|magister)", "master"),
        (r"(?:estan|viven)", "are"), (r"ciudad", "city"), (r"es", "is"), (r"son", "are"),
        (r"hay", "are there"),
        (r"lleva", "has been"), (r"programando", "coding"), (r"anos", "years"),
        (r"experiencia", "experience"), (r"mas de", "more than"), (r"menos de", "less than"),
        (r"mas", "more"), (r"menos", "less"), (r"(?:el|la) mejor", "the best"),
        (r"mejor", "best"), (r"todos", "everyone"), (r"perfiles", "profiles"),
        (r"perfil", "profile"), (r"personas|gente", "people"), (r"aqui", "here"),
        (r"equipo", "team"), (r"pero no", "but not"), (r"y", "and"), (r"o", "or"),
        (r"no", "not"), (r"del", "of"), (r"de", "of"), (r"en", "in"), (r"con", "with"),
        (r"sin", "without"), (r"para", "for"), (r"(?:contribuyo|ha contribuido|contribuido)",
                                                 "contributed"),
        (r"(?:haya|ha) metido", "has made"), (r"diferencia", "difference"),
        (r"entre", "between"), (r"(?:el|la|los|las)", "the"), (r"(?:un|una)", "a"),
        (r"por favor", "please"),
    ),
    "pt": (
        (r"todo mundo", "everyone"), (r"o que", "what"), (r"quem e", "who is"),
        (r"qual e", "what is"), (r"qual (?:e )?a diferenca", "what is the difference"),
        (r"quem (?:cuida|toma conta|se encarrega) (?:do|da|de|dos|das)", "who handles"),
        (r"(?:estudou|estudaram) (?:na|no|em)", "studied at"),
        (r"(?:mora|esta) (?:na|no|em)", "is in"), (r"(?:moram|estao) (?:na|no|em)", "are in"),
        (r"(?:veio|vieram|vem) (?:do|da|de)", "worked at"),
        (r"(?:passou|passaram) (?:pelo|pela|por)", "worked at"),
        (r"(?:a |o )?(?P<n>[\w'-]+(?: [\w'-]+){0,3}?) (?:esta|ta|fica) em que cidade",
         r"where is \g<n> based"),
        (r"(?:a |o )?(?P<n>[\w'-]+(?: [\w'-]+){0,3}?) trabalha com o que", r"what does \g<n> do"),
        (r"(?:ta|tao) (?:no|na|em)", "is in"), (r"mestrado", "master"), (r"doutorado", "phd"),
        (r"(?:de verdade|por aqui)", ""),
        (r"quem", "who"), (r"alguem", "anyone"),
        (r"ninguem", "nobody"), (r"(?:quantos|quantas)", "how many"),
        (r"(?:qual|quais)", "which"), (r"onde", "where"), (r"que", "who"), (r"como", "how"),
        (r"(?:sabe|entende|conhece) (?:de|sobre)", "knows about"),
        (r"(?:sabe|entende|conhece|manja|mexe com)", "knows"),
        (r"(?:sabem|entendem|conhecem)", "know"), (r"tem", "has"),
        (r"(?:trabalhou|trabalharam) (?:no|na|em|para|pra)", "worked at"),
        (r"trabalha (?:no|na|em)", "works at"), (r"trabalha", "works"),
        (r"trabalham (?:no|na|em)", "work at"),
        (r"(?:estudou|estudaram)", "studied"), (r"(?:esta|mora)", "is"),
        (r"(?:estao|moram)", "are"), (r"programando|de codigo", "coding"),
        (r"anos", "years"), (r"experiencia", "experience"), (r"mais de", "more than"),
        (r"menos de", "less than"), (r"mais", "more"), (r"menos", "less"),
        (r"(?:o|a) melhor", "the best"), (r"melhor", "best"), (r"todos", "everyone"),
        (r"perfis", "profiles"), (r"perfil", "profile"), (r"pessoas", "people"),
        (r"pessoa", "person"), (r"aqui", "here"), (r"equipe|time", "team"),
        (r"mas nao", "but not"), (r"mas", "but"), (r"e", "and"), (r"ou", "or"),
        (r"nao", "not"), (r"(?:do|da|dos|das)", "of"), (r"(?:no|na|nos|nas)", "in"),
        (r"cidade", "city"),
        (r"de", "of"), (r"em", "in"), (r"com", "with"), (r"sem", "without"),
        (r"(?:para|pra)", "for"), (r"contribuiu", "contributed"), (r"faz", "does"),
        (r"fez", "did"), (r"diferenca", "difference"), (r"entre", "between"),
        (r"(?:o|a|os|as)", "the"), (r"(?:um|uma)", "a"), (r"por favor", "please"),
    ),
    "fr": (
        (r"tout le monde", "everyone"), (r"(?:quest-ce|que est-ce) (?:que|qu)", "what"),
        # (`est-ce quamelie a un doctorat`: the apostrophe folded away)
        (r"est-ce que", "does"), (r"est-ce qu(?P<n>[aeiouyh][\w'-]*)", r"does \g<n>"),
        (r"(?:dannees|annees|dannee|annee) (?:de|d) (?:code|programmation)", "years of coding"),
        (r"(?:dannees|annees|dannee|annee)", "years"), (r"doctorat", "phd"),
        (r"sauf ceux (?:de|d|a|en|qui sont (?:a|en))", "except those in"), (r"sauf", "except"),
        (r"chez nous", "here"),
        (r"cest qui", "who is that"), (r"qui est le plus fort", "who is the strongest"),
        (r"(?:a fait des|a fait) etudes (?:de|en)", "studied"),
        (r"qui (?:soccupe|sen occupe|gere) (?:du|de la|des|de)", "who handles"),
        (r"(?:est )?(?:base|basee|bases|basees) (?:a|en|au)", "is in"), (r"ville", "city"),
        (r"pour qui travaille (?P<n>[\w'-]+(?: [\w'-]+){0,3}?)(?=[?!.]|$)",
         r"where does \g<n> work"),
        (r"cest qui (?P<n>[\w'-]+(?: [\w'-]+){0,3}?)(?=[?!.]|$)", r"who is \g<n>"),
        (r"(?P<n>[\w'-]+(?: [\w'-]+){0,3}?),? cest quoi son (?:poste|job|role|boulot)",
         r"what does \g<n> do"),
        (r"(?:liste )?tous ceux qui ont", "everyone with"),
        (r"(?:liste )?tous ceux qui", "everyone who"),
        (r"(?:vient|viennent) de", "worked at"), (r"(?:le|la) plus (?:fort|forte|calé|cale)",
                                                    "the best"),
        (r"qui", "who"),
        (r"quelquun", "anyone"), (r"personne ne", "nobody"), (r"combien", "how many"),
        (r"(?:quel|quelle|quels|quelles)", "which"), (r"comment", "how"),
        (r"(?:sait|connait)", "knows"), (r"(?:savent|connaissent)", "know"),
        (r"a (?:travaille|bosse) (?:a|chez|pour)", "worked at"),
        (r"travaille (?:a|chez|pour)", "works at"), (r"a contribue (?:a|au|aux)",
                                                     "contributed to"),
        (r"a etudie (?:a|au)", "studied at"), (r"a etudie", "studied"), (r"a", "has"),
        (r"ont", "have"), (r"est", "is"), (r"sont", "are"), (r"fait", "does"),
        (r"ans", "years"), (r"dexperience", "of experience"), (r"experience", "experience"),
        (r"en code", "coding"), (r"plus de", "more than"), (r"moins de", "less than"),
        (r"plus", "more"), (r"moins", "less"), (r"(?:le|la) meilleur(?:e)?", "the best"),
        (r"meilleur(?:e)?", "best"), (r"tous", "everyone"), (r"profils", "profiles"),
        (r"profil", "profile"), (r"personnes", "people"), (r"ici", "here"),
        (r"equipe", "team"), (r"mais pas", "but not"), (r"et", "and"), (r"ou", "or"),
        (r"(?:ne|n)", ""), (r"pas", "not"), (r"(?:du|des)", "of the"), (r"de|d", "of"),
        (r"(?:en|dans)", "in"), (r"chez", "at"), (r"avec", "with"), (r"sans", "without"),
        (r"pour", "for"), (r"difference", "difference"), (r"entre", "between"),
        (r"(?:le|la|les|l)", "the"), (r"(?:un|une)", "a"), (r"(?:stp|svp)", "please"),
    ),
    "de": (
        (r"(?:hat|haben) (?:jemand|wer)(?: von uns| hier)?(?: mal| schon mal| schon)?"
         r" (?:bei|fur) (?P<c>[\w'.&-]+(?: [\w'.&-]+){0,3}?) gearbeitet",
         r"has anyone worked at \g<c>"),
        (r"wie ?viele", "how many"), (r"(?:die|der|das) meiste(?:n)?", "the most"),
        (r"beim programmieren", "coding"), (r"programmiert seit", "has been coding for"),
        (r"(?:hat )?(?:bei|fur) (?P<c>[\w'-]+(?: [\w'-]+){0,3}?) gearbeitet", r"worked at \g<c>"),
        (r"hat an (?:der |dem |den )?(?P<c>[\w'-]+(?: [\w'-]+){0,3}?) studiert",
         r"studied at \g<c>"),
        (r"hat an (?:der |dem |den )?(?P<c>[\w'-]+(?: [\w'-]+){0,3}?) mitgearbeitet",
         r"contributed to \g<c>"),
        (r"hat (?P<x>[\w'-]+(?: [\w'-]+){0,3}?) (?:vorher |davor |fruher )?gearbeitet",
         r"did \g<x> work before"),
        (r"war (?:fruher |vorher |mal )?(?:bei|fur)", "worked at"),
        (r"kummert sich (?:um|ums)?", "handles"), (r"hat das gebaut", "built that"),
        (r"(?:ist|war) (?:dafur|hierfur) (?:zustandig|verantwortlich)", "is responsible for that"),
        (r"auf (?:ihrem|seinem|dem) profil", "on the profile"), (r"stadt", "city"),
        (r"(?:sitzt|wohnt|lebt|arbeitet) in", "is in"),
        (r"wie ?viele kennen sich mit (?P<s>[\w'.#+-]+(?: [\w'.#+-]+){0,3}?) aus",
         r"how many know \g<s>"),
        (r"(?:wer|wie ?viele) kennt sich mit (?P<s>[\w'.#+-]+(?: [\w'.#+-]+){0,3}?) aus",
         r"who knows \g<s>"),
        (r"(?:hat|haben) (?:was |etwas )?(?:zu|an) (?P<r>[\w'./-]+(?: [\w'./-]+){0,3}?)"
         r" beigetragen",
         r"contributed to \g<r>"),
        (r"wer ist besser (?:bei|in|mit)", "who is better at"),
        (r"alle (?:ausser|au[sß]er) (?:denen|die) (?:in|aus)", "everyone not in"),
        (r"programmiererfahrung", "years of coding"),
        (r"wer", "who"), (r"jemand", "anyone"), (r"niemand", "nobody"),
        (r"(?:welche|welcher|welches)", "which"), (r"was", "what"), (r"wo", "where"),
        (r"wie", "how"), (r"(?:weiss|kennt) (?:sich )?(?:mit|uber)", "knows about"),
        (r"(?:weiss|kennt|kann)", "knows"), (r"(?:kennen|konnen)", "know"),
        (r"arbeitet (?:bei|fur)", "works at"), (r"profil", "profile"),
        (r"hat", "has"), (r"haben", "have"), (r"studiert", "studied"), (r"(?:ist|wohnt)", "is"),
        (r"sind", "are"), (r"(?:jahre|jahren)", "years"), (r"erfahrung", "experience"),
        (r"programmieren", "coding"), (r"mehr als", "more than"), (r"weniger als", "less than"),
        (r"mehr", "more"), (r"weniger", "less"), (r"(?:der|die) beste", "the best"),
        (r"beste", "best"), (r"alle", "everyone"),
        (r"leute|personen", "people"), (r"hier", "here"), (r"aber nicht", "but not"),
        (r"und", "and"), (r",? ?oder(?=[?!. ]*$)", ", or not"), (r"oder", "or"),
        (r"(?:nicht|kein|keine)", "not"), (r"(?:vom|von)", "of"), (r"im", "in the"),
        (r"bei", "at"), (r"mit", "with"), (r"ohne", "without"), (r"fur", "for"),
        (r"vorher", "before"), (r"doktortitel|doktor", "phd"), (r"bitte", "please"),
        (r"(?:der|die|das|den|dem)", "the"), (r"(?:ein|eine|einen|einem)", "a"),
    ),
    "nl": (
        (r"hoeveel jaar (?:programmeert|codeert) (?P<n>[\w'-]+(?: [\w'-]+){0,3}?)"
         r"(?: al)?(?=[?!.]|$)",
         r"how many years of coding does \g<n> have"),
        (r"heeft (?P<x>[\w'-]+(?: [\w'-]+){0,3}?) aan (?P<y>[\w./' -]+?) bijgedragen",
         r"did \g<x> contribute to \g<y>"),
        (r"zit (?P<x>[\w'-]+(?: [\w'-]+){0,3}?) in(?= )", r"is \g<x> in"),
        (r"zijn er", "are there"), (r"wie weet (?:er )?(?:iets )?van", "who knows about"),
        (r"(?:kan|kunnen) er (?:goed )?overweg met|doet er iets met|doen er iets met", "knows"),
        (r"(?:wonen|zitten|werken) er (?:allemaal )?in", "are in"),
        (r"hoeveel mensen (?:wonen|zitten|werken) (?:er )?in", "how many people are in"),
        (r"heeft er in (?P<p>[\w'-]+(?: [\w'-]+){0,3}?) gestudeerd", r"studied in \g<p>"),
        (r"heeft (?:er )?iemand aan (?P<r>[\w'./-]+(?: [\w'./-]+){0,3}?) (?:gewerkt|bijgedragen)",
         r"has anyone contributed to \g<r>"),
        (r"vergelijk (?P<a>[\w'-]+(?: [\w'-]+){0,3}?) (?:en|met)"
         r" (?P<b>[\w'-]+(?: [\w'-]+){0,3}?)(?: eens)?(?=[?!.]|$)",
         r"compare \g<a> and \g<b>"),
        (r"programmeert er al (?:meer dan|langer dan)", "has been coding more than"),
        (r"hoeveel mensen zitten er in", "how many people are in"),
        (r"wie heeft (?:er )?langer gecodeerd", "who has coded longer"),
        (r"(?:het )?(?:sterkst|sterkste|beste|best) in", "the best at"),
        (r"lijst van iedereen", "list everyone"), (r"wie", "who"), (r"iemand", "anyone"),
        (r"niemand", "nobody"), (r"hoeveel", "how many"), (r"welke", "which"),
        (r"wat", "what"), (r"waar", "where"), (r"hoe", "how"),
        (r"(?:weet|kent)", "knows"), (r"kan", "can"), (r"heeft", "has"),
        (r"hebben", "have"), (r"werkt (?:er )?(?:bij|voor)", "works at"),
        (r"(?:werkte|heeft gewerkt) (?:bij|voor)", "worked at"),
        (r"(?:studeerde|heeft gestudeerd) (?:aan|in|op)", "studied at"),
        (r"werkte", "worked"), (r"werkt", "works"),
        (r"(?:woont|zit|werkt) (?:er )?in", "is in"), (r"is", "is"), (r"zijn", "are"),
        (r"(?:jaar|jaren)", "years"), (r"ervaring", "experience"), (r"meer dan", "more than"),
        (r"minder dan", "less than"), (r"iedereen", "everyone"), (r"profiel", "profile"),
        (r"mensen", "people"), (r"hier", "here"), (r"maar niet", "but not"), (r"en", "and"),
        (r"of", "or"), (r"niet", "not"), (r"van", "of"), (r"op", "on"), (r"bij", "at"),
        (r"met", "with"), (r"zonder", "without"), (r"voor", "for"), (r"(?:de|het)", "the"),
        (r"een", "a"), (r"graag", "please"), (r"er", ""), (r"al(?=[?!.]|$)", ""),
    ),
    "it": (
        (r"(?:che cosa|cosa) fa (?P<n>[\w'-]+(?: [\w'-]+){0,3}?)(?=[?!.]|$)",
         r"what does \g<n> do"),
        (r"(?P<n>[\w'-]+(?: [\w'-]+){0,3}?) che fa(?=[?!.]|$)", r"what does \g<n> do"),
        (r"elenca tutti quelli che", "list everyone who"), (r"confronta", "compare"),
        (r"(?:la )?differenza tra", "difference between"),
        (r"elenca tutti (?:i|gli|le)", "list all"),
        (r"chi ha piu anni di esperienza", "who has the most years of experience"),
        (r"chi (?:si occupa|se ne occupa)(?: (?:di|del|della|dello|dell|dei|degli))?",
         "who handles"),
        (r"chi lavora (?:su|sul|sulla|sull|sui)", "who works on"),
        (r"(?:ha|hanno) lavorato (?:a|in|per|da|presso)", "worked at"),
        (r"lavora (?:a|in|per|da|presso)", "works at"),
        (r"(?:ha|hanno) studiato (?:a|al|alla|all|in)", "studied at"),
        (r"(?:vive|abita|sta) (?:a|in)", "is in"), (r"(?:vivono|abitano|stanno) (?:a|in)",
                                                    "are in"),
        (r"(?:ha|hanno) contribuito (?:a|al|alla|all)", "contributed to"),
        (r"chi e", "who is"), (r"laurea triennale", "bachelor"),
        (r"laurea magistrale", "master"), (r"dottorato", "phd"),
        (r"(?:il|la) (?:piu forte|migliore)", "the best"),
        (r"differenza tra", "difference between"),
        (r"chi", "who"), (r"qualcuno", "anyone"), (r"nessuno", "nobody"),
        (r"(?:quanti|quante)", "how many"), (r"(?:quale|quali)", "which"), (r"dove", "where"),
        (r"come", "how"), (r"(?:sa|conosce)", "knows"), (r"(?:sanno|conoscono)", "know"),
        (r"ha", "has"), (r"hanno", "have"), (r"anni", "years"), (r"esperienza", "experience"),
        (r"almeno", "at least"), (r"piu di", "more than"), (r"meno di", "less than"),
        (r"tutti", "everyone"), (r"persone", "people"), (r"qui", "here"),
        (r"ma non", "but not"), (r"e", "and"), (r"(?:o|oppure)", "or"), (r"non", "not"),
        (r"(?:del|della|dello|dell|dei|degli|di)", "of"), (r"con", "with"),
        (r"senza", "without"), (r"per", "for"), (r"cioe", ""),
        (r"(?:il|lo|la|i|gli|le|l)", "the"), (r"(?:un|una|uno)", "a"),
    ),
    "sv": (
        (r"(?:var|hvor) har (?P<n>[\w'-]+(?: [\w'-]+){0,3}?) (?:pluggat|pluggade|studerat"
         r"|studert|studeret)",
         r"where did \g<n> study"),
        (r"(?:vad|hva) (?:driver|gor|gjor|jobbar|jobber) (?P<n>[\w'-]+(?: [\w'-]+){0,3}?) med",
         r"what does \g<n> do"),
        (r"(?:vad|hva) gjorde (?P<n>[\w'-]+(?: [\w'-]+){0,3}?) (?:innan|for)\b.*$",
         r"where did \g<n> work before"),
        (r"(?:hur|hvor) (?:manga|mange) (?:programmeringssprak|sprak) (?:skriver|kan|bruker"
         r"|anvander) (?P<n>[\w'-]+(?: [\w'-]+){0,3}?)(?=[?!.]|$)",
         r"how many languages does \g<n> write"),
        (r"(?:sitter|bor|ar|er) (?P<n>[\w'-]+(?: [\w'-]+){0,3}?) i", r"is \g<n> in"),
        (r"(?:lista|list opp|vis) (?:alla|alle) som (?:kan)", "list everyone who knows"),
        (r"(?:noen|nagon|nogen) (?:her )?som (?:har )?(?:vart|vaert|jobbat|jobbet) (?:i|pa|hos)",
         "anyone worked at"),
        (r"(?:vem|hvem) har (?:last|studerat|studert)", "who studied"),
        (r"(?:vem|hvem) har (?:kodat|kodet|programmerat|programmert) i", "who has been coding for"),
        (r"(?:vem|hvem|vilka|hvilke) (?:sitter|bor) i", "who is in"),
        (r"(?:har|hadde) (?:jobbat|jobbet|jobbede|arbetat|arbeidet) (?:pa|i|hos)", "worked at"),
        (r"(?:jobbar|jobber|arbetar|arbeider) (?:pa|i|hos)", "works at"),
        (r"(?:vem|hvem) har mest erfarenhet|(?:vem|hvem) har mest erfaring",
         "who has more experience"),
        (r"(?:vem|hvem|hvem) ar|hvem er", "who is"), (r"(?:vem|hvem|vilka|hvilke)", "who"),
        (r"(?:nagon|noen|nogen)", "anyone"), (r"(?:ingen)", "nobody"),
        (r"(?:hur|hvor) (?:manga|mange)", "how many"), (r"(?:vilken|hvilken)", "which"),
        (r"(?:var|hvor)", "where"), (r"(?:kan|kjenner|kanner)", "knows"), (r"har", "has"),
        (r"(?:ar|er)", "is"), (r"(?:ar|aar|ars|arene)", "years"),
        (r"(?:erfarenhet|erfaring)", "experience"), (r"mer (?:an|enn|end)", "more than"),
        (r"mindre (?:an|enn|end)", "less than"), (r"(?:bast|best) (?:pa|i)", "the best at"),
        (r"(?:alla|alle)", "everyone"), (r"(?:och|og)", "and"), (r"eller", "or"),
        (r"(?:inte|ikke)", "not"), (r"mot", "vs"), (r"(?:pa|hos)", "at"), (r"med", "with"),
        (r"(?:for|till|til)", "for"), (r"som", "who"), (r"her", "here"),
    ),
    "pl": (
        (r"(?P<n>[\w'-]+(?: [\w'-]+){0,3}?) ile lat (?:koduje|programuje)",
         r"how many years of coding does \g<n> have"),
        (r"ile lat (?:koduje|programuje) (?P<n>[\w'-]+(?: [\w'-]+){0,3}?)(?=[?!.]|$)",
         r"how many years of coding does \g<n> have"),
        (r"(?:w|with) jakim miescie jest (?P<n>[\w'-]+(?: [\w'-]+){0,3}?)(?=[?!.]|$)",
         r"where is \g<n> based"),
        (r"nad czym (?:teraz )?pracuje (?P<n>[\w'-]+(?: [\w'-]+){0,3}?)(?=[?!.]|$)",
         r"what does \g<n> do"),
        (r"(?P<n>[\w'-]+(?: [\w'-]+){0,3}?) gdzie pracuje(?=[?!.]|$)", r"where does \g<n> work"),
        (r"czy (?P<n>[\w'-]+(?: [\w'-]+){0,3}?) (?:pracowal|pracowala) (?:w|we|with|dla|u)",
         r"did \g<n> work at"),
        (r"czy (?P<n>[\w'-]+(?: [\w'-]+){0,3}?) (?:studiowal|studiowala) (?:na|w|we|with)",
         r"did \g<n> study at"),
        (r"kim jest", "who is"), (r"kto (?:zajmuje sie|ogarnia|robi)", "who handles"),
        (r"(?:kontrybuowal|commitowal|robil cos) (?:do|w|with)", "contributed to"),
        (r"(?:pracowal|pracowala|pracowali) (?:w|we|with|dla|u)", "worked at"),
        (r"pracuje (?:w|we|with|dla|u)", "works at"), (r"pracuje", "works"),
        (r"(?:studiowal|studiowala|studiowali) (?:na|w|we|with)", "studied at"),
        (r"(?:mieszka|jest) (?:w|we|with)", "is in"), (r"mieszkaja (?:w|we|with)", "are in"),
        (r"(?:najlepszy|najlepsza|najmocniejszy|najmocniejsza) (?:w|z)", "the best at"),
        (r"kto", "who"), (r"(?:ktos|ktokolwiek)", "anyone"), (r"nikt", "nobody"),
        (r"(?:ilu|ile)", "how many"), (r"(?:ktory|ktora|ktore)", "which"), (r"gdzie", "where"),
        (r"(?:zna|umie|ogarnia)", "knows"), (r"(?:znaja|umieja)", "know"), (r"ma", "has"),
        (r"maja", "have"), (r"jest", "is"), (r"(?:lat|lata)", "years"),
        (r"doswiadczenia", "of experience"), (r"wiecej niz", "more than"),
        (r"mniej niz", "less than"), (r"(?:wszyscy|wszystkich)", "everyone"),
        (r"(?:osoby|osob|ludzi)", "people"), (r"(?:tutaj|tu)", "here"), (r"ale nie", "but not"),
        (r"i", "and"), (r"(?:lub|albo)", "or"), (r"^czy", ""), (r"czy", "or"), (r"nie", "not"),
        (r"z nas", "of us"), (r"(?:w|we)", "in"), (r"(?:z|ze)", "with"), (r"bez", "without"),
        (r"dla", "for"), (r"do", "to"),
    ),
}
# The things and doings of the day's talk, in English for the reading to know them as such
# (`wer hat das kafka passwort`: a password, not a skill).
DAYS_THINGS = (
    (r"(?:passwort|wachtwoord|contrasena|senha|mot de passe|haslo|losenord|passord)",
     "password"),
    (r"(?:schlussel|sleutels?|llaves?|chaves?|cles|klucze|nycklar|nokler)", "keys"),
    (r"(?:ladegerat|oplader|cargador|carregador|chargeur|caricatore|ladowarka|laddare|lader)",
     "charger"),
)
# The day's talk in those languages, which asks of no profile: the office, a meeting, a day,
# a meal, a gift, someone's things (`quien esta en la reunion`, `wer war bei dem termin`,
# `qui a contribue au cadeau`, `donde esta mi cafe`, `el mejor en todo`).
QUIET = re.compile(
    r"\b(?:oficina|escritorio|reunion|reuniao|sala|salle|besprechung|termin|zoom|call|llamada"
    r"|chamada|casa|cafe|kaffee|almuerzo|almoco|dejeuner|mittag\w*|cadeau|regalo|presente"
    r"|geschenk|fiesta|festa|party|fete|hoy|hoje|heute|aujourdhui|manana|amanha|morgen|demain"
    r"|sabado|samedi|samstag|domingo|dimanche|sonntag|biblioteca|bibliotheque|perigo|peligro"
    r"|projeto|proyecto|projet|projekt|mi|mis|mon|ma|mes|mein|meine|minha|meu|urlaub|vacaciones"
    r"|ferias|vacances|en train de|gerade|ahora mismo|agora mesmo|kantoor|vergadering|koffie"
    r"|vandaag|thuis|vakantie|ufficio|riunione|pranzo|caffe|oggi|domani|ferie|biuro|spotkani\w*"
    r"|obiad\w*|kaw[aeiy]\w*|dzis|dzisiaj|jutro|urlop\w*|lunch|mijn|mio|mia|moj|moja|moje"
    r"|biur\w*|piat\w*|poniedzial\w*|wtor\w*|srod\w*|czwart\w*|sobot\w*|niedziel\w*"
    r"|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag|lunedi|martedi|mercoledi"
    r"|giovedi|venerdi|sabato|domenica|cliente|clientes|kunde|kunden|klant|klanten|klient\w*)\b"
    r"|\b(?:trabaja|trabalha|travaille|arbeitet) (?:con|com|avec|mit)\b"
    r"|\b(?:en|em|in) (?:todo|tudo|tout|alles)$"
)
