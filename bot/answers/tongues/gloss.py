"""Questions in Spanish, Portuguese, French, German, Dutch, Italian, Polish, Swedish, Norwegian
and Danish that no frame of theirs reads, put into English word by word (the words are
bot.answers.tongues.gloss_words'): `alguém aqui sabe swift` is anyone here knows swift, `wer
programmiert seit weniger als 7 jahren` who has been coding for less than 7 years,
`combien ont un bachelor` how many have a bachelor, `o que o kenji faz` what does kenji do.

Only the words that make a question (who, has, works at, how many, more than, the articles)
are put in English; names, skills, places and companies stay as typed. A message is read in
the language most of its words are of, and only when at least MIN_MARKERS of them are words
of that language no English sentence holds, or it opens with that language's question word.
"""

from __future__ import annotations

import re

from bot.answers.rewrite import rewrite
from bot.answers.tongues.gloss_words import DAYS_THINGS, MARKERS, OPENERS, QUIET, WORDS

# At least this many words of one language, unless it opens the message.
MIN_MARKERS = 2


def _shouted(english: str) -> str:
    """English written in capitals, but for the groups it takes from the message (`\\g<n>`):
    the words of one language already put in English are not read again as another's (`of`
    is Dutch for `or`)."""
    parts = re.split(r"(\\g<\w+>)", english)
    return "".join(p if p.startswith("\\g<") else p.upper() for p in parts)


_COMPILED = {
    lang: tuple((re.compile(rf"(?<![\w'-])(?:{said})(?![\w'-])"), _shouted(english))
                for said, english in (*DAYS_THINGS, *words))
    for lang, words in WORDS.items()
}
# English put in the order it is asked in: `what the kenji does` is what does kenji do, `how
# many years coding has ana-maria` how many years of coding does ana-maria have.
_NAME = r"(?P<n>[a-z][\w'-]*(?: [a-z][\w'-]*)?)"
# Who is asked for, and the word after it: a verb put in English, or the question is not read.
_ASKER = re.compile(r"^(?:who|anyone|anybody|someone|nobody)\b(?: here)? (?P<v>[a-z]+)")
_ASKING_VERBS = frozenset(
    "knows know has have is are was were works work worked studied study contributed handles"
    " can could did does lives codes coded built the a an with in at from of for here speaks"
    " has been who that not and or more less best strongest ex based working living near into"
    " familiar good used went".split()
)
_ORDER = (
    (re.compile(rf"^where (?:works|worked|work) (?:the )?{_NAME}\b"), r"where does \g<n> work"),
    (re.compile(rf"^what (?:the )?{_NAME} does\b"), r"what does \g<n> do"),
    (re.compile(r"\bbetween the ([\w'-]+) and the "), r"between \1 and "),
    (re.compile(rf"^(where|what) did (?:the )?{_NAME} work (?:before|previously)\b"),
     r"\1 did \g<n> work before"),
    (re.compile(rf"^how many years (?:of )?(?:coding|experience|of experience)"
                rf" (?:has|does) (?:the )?{_NAME}(?: have)?\b"),
     r"how many years of coding does \g<n> have"),
    (re.compile(rf"^(?!(?:who|anyone|anybody|someone|everyone|nobody|how|which|what|where)\b)"
                rf"{_NAME} (worked|studied) (?:at|in) "),
     lambda m: f"did {m['n']} {'work' if m[2] == 'worked' else 'study'} at "),
    # what a question is for, after it (`pra revisar um modulo`): who is asked for
    (re.compile(r" (?:for|to) (?:a )?[a-z]{3,}(?:ar|ir)\b.*$"), ""),
)
# An ask after a tale already put in English (bot.answers.tongues.asked_for): the tale stays
# as typed, for closeness in meaning to compare.
_ASKED_ALREADY = re.compile(r"\bwho (?:handles|is responsible for|do i ask|looks after|built"
                            r"|knows about that)\b")
_WORD = re.compile(r"[a-z][\w-]*")
_SENTENCE = re.compile(r"(?<=[?!.])\s+|\s+(?=[¿¡])|\s+[—–]\s+")


def language_of(text: str) -> str | None:
    """The language of the four whose words a folded message is most in, when it is in one
    (see MIN_MARKERS)."""
    words = _WORD.findall(text)
    if not words:
        return None
    best, score = None, 0
    for lang, markers in MARKERS.items():
        held = sum(w in markers for w in words)
        if held > score or (held == score and best is not None and words[0] in OPENERS[lang]):
            best, score = lang, held
    if best is None or (score < MIN_MARKERS and words[0] not in OPENERS[best]):
        return None
    return best


def glossed(text: str) -> str:
    """A folded message in Spanish, Portuguese, French or German with the words that make it
    a question in English; any other message as it is."""
    lang = language_of(text)
    if lang is None or QUIET.search(text) or _ASKED_ALREADY.search(text):
        return text
    # each sentence in the language (`quelqu'un connait elixir ? asking for a friend`)
    said = []
    for sentence in _SENTENCE.split(text.lstrip("¿¡ ")):
        words = _WORD.findall(sentence)
        if any(w in MARKERS[lang] for w in words):
            for pattern, english in _COMPILED[lang]:
                sentence = rewrite(pattern, english, sentence)
        said.append(sentence)
    english = re.sub(r"\s+", " ", " ".join(said)).strip().lower()
    english = re.sub(r"\s+([?!.,])", r"\1", english).replace(",,", ",")
    for pattern, said in _ORDER:
        english = rewrite(pattern, said, english)
    slot = _ASKER.search(english)
    if slot is not None and slot["v"] not in _ASKING_VERBS:
        return text  # a doing no table put in English (`quien rompio el pipeline`): talk
    return english
