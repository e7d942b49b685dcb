"""A phrase typed alone, as into a search box (`kth`, `lisbon devs`, `imperial college`,
`terraform`, `dublin`): in a team channel it is answered only when it names people of a kind, a
school by its name, or a skill, place, company or repository by its very name, and the answer
is that; an everyday word that happens to name one (`science`, `up`) is chatter."""

from __future__ import annotations

from bot.answers import phrasing as P
from bot.answers.model import Answer, Intent
from bot.search.directory import Directory
from bot.search.text import fold
from bot.search.whole_words import whole_word

# A phrase typed alone as into a search box is at most this long (`jagiellonian univ krakow`).
SEARCHED_WORDS = 4
# A skill, place, company or repository typed alone is at most this long (`north america`).
NAMED_WORDS = 3
# Skills whose names are everyday words, said alone as a reply or a sigh.
_EVERYDAY = frozenset(
    "go data design mobile cloud server spring swift rust core king meta reading security"
    " testing search web backend frontend api git linux".split()
)


def typed_as_search(d: Directory, text: str, ans: Answer) -> bool:
    """Whether a phrase alone (read as `text`) is typed as into a search box, and `ans` answers
    it as such: a few words of people of a kind, or a school by its own name or initials
    answered with that school."""
    words = text.split()
    if not 1 <= len(words) <= SEARCHED_WORDS or not all(w.isalpha() for w in words):
        return False
    if len(words) > 1 and words[-1] in P.PEOPLE_WORDS:
        return True
    # (typed as it is, nothing else: `kafka 😩`, `lol python`, `london!` are reactions)
    typed = fold(P.visible(ans.message)).strip(" ?")
    if len(words) <= NAMED_WORDS and typed == text and named_as_is(d, text, ans):
        return True  # `terraform`, `dublin`, `delivery hero`, `zxing`
    # (a name of several words may be said in part: `imperial college`, `centrale lyon`)
    one = d.phrases.school(text, exact=True).keys
    named = d.phrases.school_named(text) or (
        len(one) == 1 and (len(words) > 1 or one[0].startswith(text + " "))
    )  # (one word, the first of one school's name: `chalmers`)
    return ans.intent is Intent.SCHOOL and named and not whole_word(text)


def named_as_is(d: Directory, text: str, ans: Answer) -> bool:
    """Whether `ans` answers text as the very name of what it found: a skill, a place, a
    company or a repository, as written or by a known alias, and names people by it (not by
    the words of a profile)."""
    if not ans.matches or ans.words_only:
        return False
    if ans.intent is Intent.SKILL:
        # a skill someone lists with a score, or a name no everyday word is (`zxing`, `jpos`;
        # `data`, `design`, `cloud` are words of the language)
        keys = d.phrases.skill(text, exact=True).keys
        scored = bool(keys) and keys[0] in d.phrases.scored
        return bool(keys) and (scored or not whole_word(text)) and text not in _EVERYDAY
    resolve = {Intent.PLACE: d.phrases.place, Intent.COMPANY: d.phrases.company,
               Intent.REPO: d.phrases.repo}.get(ans.intent)  # fmt: skip
    return resolve is not None and bool(resolve(text, exact=True).keys)
