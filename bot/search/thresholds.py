"""Every threshold and tie rule of the matcher, with the reason for its value.

Scores are rapidfuzz scores from 0 to 100; distances are edit counts.
"""

# Words shorter than this are matched exactly or not at all: `go` is not
# `google`, `c` is not `c++`, `r` matches nothing but R. Two or three letters
# leave no room for a typo that still says which word was meant.
MIN_FUZZY_LENGTH = 4

# Name words: one typo (insert, delete, substitute or swap two letters) in a word
# of up to 4 letters, two in longer words. Swaps count as one edit (OSA distance),
# so `zaho` finds `zhao`. A person must match every typed word, which keeps the
# many near-spellings of a short word from flooding the answer.
NAME_TYPOS_SHORT = 1
NAME_TYPOS_LONG = 2
NAME_LONG_WORD = 5
# Each typo costs a name word this many points of its 100, and more in a word of
# three letters or fewer, where one edit turns one common name into another
# (`lin` and `liu`): there the exact word, when typed, stays clearly ahead.
NAME_TYPO_COST = 12
NAME_SHORT_TYPO_COST = 20
NAME_SHORT_WORD = 3

# A typed name word that is the start of a name word (`cheng` -> `chenggang`)
# scores this much, below an exact word (100) and above one typo in a short word.
NAME_PREFIX_SCORE = 85
# One word alone in a team channel is someone's name only this close (`merge` is not Berg).
BARE_NAME_SCORE = 90
# A word of five letters or more asked about (`what does deigo do`) is someone's first name
# with one typo this close.
NAME_TYPO_SCORE = 88
# Minimum length of a typed word used as a prefix: `ch` would match half the directory.
NAME_PREFIX_MIN = 3
# A typed name is read up to this many words: longer names are rare, and every word read
# is a fuzzy search over every name word.
NAME_MAX_WORDS = 6
# The best person is taken alone only when they beat the runner-up by this many
# points; closer than that, every person within the margin is offered to choose from.
NAME_CLEAR_MARGIN = 8
# A typed single letter that starts one of a person's name words (`m inoue` for Mei
# Inoue) scores this much: an initial, as likely as a prefix.
NAME_INITIAL_SCORE = 80
# When no one matches every typed word, the whole typed name is compared with the
# names of the people any typed word points at (at most this many of them, the
# smallest groups first), and taken at this fuzz.ratio or more: two typos in one
# short word (`srha braun`) still leave the whole name close.
NAME_WHOLE_POOL = 20000
NAME_WHOLE_CUTOFF = 80
# A person whose typed words match on average below this is not a match at all.
NAME_MIN_SCORE = 70
# How many people an ambiguous name offers at most (a Discord select holds 25).
NAME_MAX_CHOICES = 10

# Skills, companies, places, schools and repositories: fuzz.ratio over the
# vocabulary built from the loaded data. At 85 one typo in a word of 7 letters
# passes (`triotn`, `nvida`, `shangai`) while different short words do not
# (`rust` vs `ruby` scores 50).
FUZZY_CUTOFF = 85
# Words of 4 to 6 letters may carry one typo, which costs them more points
# (`rsut` vs `rust` is 75); their own cutoff, used only when nothing exact matched.
FUZZY_CUTOFF_SHORT = 75
FUZZY_SHORT_WORD = 6
# A fuzzy hit is taken only when it beats the next different candidate by this
# much; otherwise the question is answered with suggestions instead of a guess.
FUZZY_CLEAR_MARGIN = 3

# Words of the question itself (experience, contributed, studied, …) are
# corrected when one edit away, from this length on (`wher`, `konws`); the words of a
# question that are words of their own (`here`, `know`, `base`) are never corrected.
KEYWORD_MIN_LENGTH = 4

# Did-you-mean suggestions: looser than a match, never more than this many.
SUGGEST_CUTOFF = 60
SUGGEST_LIMIT = 3
# People a skill's answer names under it for weaker evidence only (`Also mentioned: …`):
# enough to show there are some, few enough to stay one line.
WEAKER_SHOWN = 3
# People looked at per similar name word when suggesting names: a common surname
# would otherwise bring in a whole city.
SUGGEST_POOL = 200

# Summary mentions count as evidence only for skills of at least this length,
# since two-letter words (go, ai, ml) occur in ordinary prose.
MIN_MENTION_LENGTH = 3

# Ranking ties, in order: a scored skill beats topic or summary evidence; then the
# higher score; then activity in matching repositories; then summary mentions;
# then the name, so that equal evidence always lists people in the same order.
# Lists with no score (employer, place, school, degree) go by years of coding,
# most first, then by name.

# Evidence lines name at most this many counts (`15 PRs, 37 reviews`), in the
# order of bot.profiles.model.STATS: what a reviewer of a repository cares about first.
EVIDENCE_STATS = 2

# A repository's name typed with a typo is at most this many letters longer or shorter: a
# word more or less is another name (`onnx runtime` is not dotnet's `runtime`).
REPO_TYPO_LENGTH = 2

# Messages whose cleaned text is kept (bot.answers.cleaning.clean): an answer reads one
# message several ways, and a busy server repeats messages.
CLEANED_KEPT = 4096

# A fact asked of people by a shared name in the plural (`where do the shahs work`) is told of
# each when they are at most this many; more are offered to choose from.
FAMILY_LIMIT = 5

# Skills typed alone, joined by and/or (`postgresql and raft`), are a question when they are at
# most this many: a longer list is more likely a sentence about tools.
MAX_SKILLS_ALONE = 4
