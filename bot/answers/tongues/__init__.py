"""Questions as Spanish, Portuguese, French, Italian, German, Dutch, Polish, Nordic, Hindi,
Turkish, Filipino, Russian, Ukrainian, Indonesian, Malay, Vietnamese, Arabic, Japanese and
Korean (the last three in Latin letters) speakers type them, written in the English the reading
knows: `quién sabe scrapy` is who knows scrapy, `qui connaît kafka` who knows kafka, `chi è il
più forte in kafka` who is best at kafka, `kotlin bilen var mı` who knows kotlin, `кто знает
kafka` who knows kafka, `ada yang tahu kafka?` who knows kafka, `meen by3raf kafka` who knows
kafka, `kafka wakaru hito iru?` who knows kafka.

Applied by bot.answers.rewording.frames to a message already folded (no accents, lower case).
Only the frame of a question is translated, with the words that join its conditions (`o`,
`y`, `pero no`); the names of people, skills, places and companies stay as typed.
"""

from __future__ import annotations

import re

from bot.answers.rewrite import rewrite
from bot.answers.tongues import (
    arabizi,
    french,
    germanic,
    hinglish,
    iberian,
    italian,
    japanese,
    korean,
    malay,
    nordic,
    polish,
    russian,
    tagalog,
    turkish,
    vietnamese,
)
from bot.answers.tongues.gloss import glossed
from bot.search.vocab import known_place

# Each language's frames, with the words that join conditions in it and the talk its frames
# are not read in.
_TONGUES = tuple(
    (tongue.FRAMES, tongue.JOINS, tongue.QUIET)
    # (Filipino and Arabizi first: `sino … sa` is no Italian `sa`, knows, nor `meen kan f jumia`
    # a Dutch `kan`)
    for tongue in (
        tagalog, arabizi, iberian, french, italian, nordic, germanic, hinglish, polish, turkish,
        russian, malay, vietnamese, japanese, korean,
    )
)
# The words of the frames, but for the English ones: a message without any of them is in no
# other language, and is not tried against every frame (most messages).
_ENGLISH = frozenset(
    "who what is in the of to and or for on at it me my do an as be by he we us no so up if go"
    " all has have was are one top best list help most does know with years experience"
    " experienced study her yrs better main ty profiles university senior junior degree city"
    " programming ate log contribute contribution contributions college company members till"
    " score co stackoverflow location logo oss strong mai anyone how many coding everyone"
    " contributed been team based stack lol overflow vs more after pls dev bot rep time skills"
    " lunch call phd im github job meeting am pr open repo question devs working profile badge"
    " code alumni commits day ci please uni repos exactly compare reputation these com train"
    " pizza developer online lang zoom per area source skill route chat expert familiar prs sort"
    " let yes tunes org party member ten smart bar direct commit bet promotion handle op visa"
    " base stay law met plus pro position inclusive graduate master song ed list everyone"
    " people here who".split()
)
_MARKERS = (frozenset(
    word for frames, _, _ in _TONGUES for pattern, _ in frames
    for word in re.findall(r"[a-z]{2,}", pattern.pattern)
) | frozenset(russian.PLACES) | frozenset(arabizi.PLACES)) - _ENGLISH  # (`josé v madride`)
_WORD = re.compile(r"[a-z]+")
# A day said after a place or a company: the day's plans, not where people are based.
_TOLD_WHEN = re.compile(
    r"^(?:who is in|anyone in|who works at|who worked at|anyone from|how many people are in) .*"
    r"\b(?:domani|oggi|stasera|adesso|demain|aujourd hui|ce soir|amanha|hoje|agora|manana|hoy"
    r"|ahora|morgen|heute|jetzt|vandaag|nu|volgende week|prossima settimana|la semaine"
    r" prochaine|semana que vem|next week|tomorrow|today)\b"
)

# Once a frame was translated: asides with no condition in them (`ese tipo de cosas`, `pa un
# join espacial`, `ahorita`, `stp`, `per favore`).
_ASIDES = (
    (re.compile(r",? (?:ese|esse|este) tipo de cosas$|,? (?:y|e) (?:eso|isso)$"), ""),
    (re.compile(r",? (?:pa|para|pra) (?:un|una|el|la|lo|o|uma|um) [\w -]{1,40}$"), ""),
    (re.compile(r",? (?:ahorita|ahora|agora|aqui|aca|por favor|porfa|pls|bitte|hier|ici|stp|svp"
                r"|che|wey|guey|parce|pues|mano|vei|por aca|por aqui|na area|ai"
                r"|se il (?:te|vous) plait|merci|per favore|grazie|qui|alsjeblieft|graag)$"), ""),
    (re.compile(r" (?:aus|gearbeitet)(?=[?!. ]*$)"), ""),
    # `wie viele kennen sich mit rust aus`, `hat jemand von uns mal bei sap gearbeitet`
    (re.compile(r"\b(know|knows) sich (?:mit|in|bei) "), r"\1 "),
    (re.compile(r" (?:of|von) uns\b| (?:schon )?mal(?= )"), ""),
    (re.compile(r" (?:nel team|del team|im team|in het team|no time|na equipa|na equipe|dans le"
                r" equipe|en el equipo)(?=[?!. ]*$)"), ""),
    (re.compile(r"\?.*$"), ""),
    # `qui a bossé chez zalando avant`: a past the frame already says
    (re.compile(r"(?<=^who worked at )(.+?) (?:avant|auparavant|prima|antes|vorher|fruher)$"),
     r"\1"),
)
# A place after its article (`cuantos estan en el reino unido`), which is dropped unless the
# place's name holds it (`los angeles`, `le havre`).
_ARTICLE = re.compile(r"\b(?P<at>in|at) (?P<a>el|la|los|las|os|as|le|les|der|die|das|dem)"
                      r" (?P<p>[a-z][\w .-]*?)(?=[?!.,]|$)")


def _without_article(m: re.Match[str]) -> str:
    named = f"{m['a']} {m['p']}"
    return m[0] if known_place(named) else f"{m['at']} {m['p']}"


# What a frame becomes in English when the rest of it names skills (or employers), joined as
# written.
_OF_SKILLS = ("who knows ", "how many people know ", "who is best at ", "does ",
              "list everyone who knows ", "list everyone in ", "who worked at ",
              "who is in ")  # fmt: skip


def in_english(text: str, word_by_word: bool = True) -> str:
    """A folded message with the frame of a question in another language in English; any
    other message as it is. `word_by_word`: a question no frame reads put into English word
    by word (bot.answers.tongues.gloss)."""
    text = text.lstrip("¿¡ ")
    # Cyrillic as Latin letters, as Russian and Ukrainian speakers also type it
    written = russian.latin(text) if russian.CYRILLIC.search(text) else text
    if _MARKERS.isdisjoint(_WORD.findall(written)):
        return glossed(text) if word_by_word else text
    quieted = False
    for frames, joins, quiet in _TONGUES:
        if quiet is not None and quiet.search(written):
            quieted = True
            continue  # `kto jest w piątek`, `aaj office mein kaun hai`
        for pattern, said in frames:
            english = rewrite(pattern, said, written, count=1)
            if english != written:
                if _TOLD_WHEN.search(english):
                    return text  # `qualcuno a milano domani?`: who is there tomorrow
                for aside, word in _ASIDES:
                    english = rewrite(aside, word, english)
                english = rewrite(_ARTICLE, _without_article, english)
                # the words that join conditions, in what follows the frame (`who worked at`
                # keeps its `at`, Filipino's `and`)
                asked = next((p for p in _OF_SKILLS if english.startswith(p)), None)
                if asked is not None:
                    said = rest = english[len(asked) :]
                    for join, word in joins:
                        rest = rewrite(join, word, rest)
                    # places are joined only when each is one the world knows (`singapore
                    # atau malaysia`; `trinidad y tobago` is one place)
                    one_place = asked == "who is in " and not all(
                        known_place(p) for p in re.split(r" (?:or|and) ", rest)
                    )
                    english = asked + (said if one_place else rest)
                return english.strip()
    # `... aqui`: a frame the reading knows already (`quem sabe elixir aqui`); else a question
    # put into English word by word (`alguém aqui sabe swift`)
    text = rewrite(r" (?:aqui|aca)(?=[?!. ]*$)", "", text)
    return glossed(text) if word_by_word and not quieted else text
