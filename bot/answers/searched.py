"""A phrase typed alone, as into a search box (`kth`, `lisbon devs`, `imperial college`): in a
team channel it is answered only when it names people of a kind or a school by its name, and the
answer is that school; an everyday word that happens to name one (`science`, `up`) is chatter."""

from __future__ import annotations

from bot.answers import phrasing as P
from bot.answers.model import Answer, Intent
from bot.search.directory import Directory
from bot.search.whole_words import whole_word

# A phrase typed alone as into a search box is at most this long (`jagiellonian univ krakow`).
SEARCHED_WORDS = 4


def typed_as_search(d: Directory, text: str, ans: Answer) -> bool:
    """Whether a phrase alone (read as `text`) is typed as into a search box, and `ans` answers
    it as such: a few words of people of a kind, or a school by its own name or initials
    answered with that school."""
    words = text.split()
    if not 1 <= len(words) <= SEARCHED_WORDS or not all(w.isalpha() for w in words):
        return False
    if len(words) > 1 and words[-1] in P.PEOPLE_WORDS:
        return True
    # (a name of several words may be said in part: `imperial college`, `centrale lyon`)
    named = d.phrases.school_named(text) or (
        len(words) > 1 and len(d.phrases.school(text, exact=True).keys) == 1
    )
    return ans.intent is Intent.SCHOOL and named and not whole_word(text)
