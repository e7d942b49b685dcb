"""Past employers, read from a profile's summary: the export lists only the current one."""

from __future__ import annotations

import re

from bot.search.text import CAPITALS, key

# A company name as summaries write it: capitalised words (`Mercado Libre`, `R&D`), one that
# starts in lower case and has a capital inside (`iFood`, `eBay`), or with a number first and a
# capital in it or after it (`23andMe`, `10x Genomics`; not `10am`).
_UP = CAPITALS
_WORD = rf"(?:[{_UP}]|[a-z]+[{_UP}]|\d+[a-z]*[{_UP}]|\d+x(?= [{_UP}]))(?:[\w&+-]|\.(?=\w))*"
# Words that may open another name in brackets (`formerly Gemalto`).
OTHER_NAME_OPENINGS = r"(?:formerly|previously|now|then|later|the)"
# Another name of a company in brackets after it stays with it, to be asked by either: its
# initials (`National Center for Atmospheric Research (NCAR)`), its name in another language
# (`Iarnród Éireann (Irish Rail)`) or an earlier one (`Thales (formerly Gemalto)`).
_OTHER_NAME = (
    rf"(?:{OTHER_NAME_OPENINGS} )?{_WORD}"
    rf"(?: (?:{_WORD}|(?:of the|of|for|de|del|do|da|und|&)(?= [{_UP}])))*"
)
# `International Committee of the Red Cross` is one name.
_NAME = (
    rf"{_WORD}(?: (?:{_WORD}|(?:of the|of|for|de|del|do|da|&)(?= [{_UP}])))*"
    rf"(?: \({_OTHER_NAME}\))?"
)
# A sentence that speaks of work before now (`He came from Nubank`, `before that he was at
# PagSeguro`, `earlier he shipped apps at Stone`).
_PAST_SENTENCE = re.compile(
    # (not `before` a clause of its own in the middle of a sentence: `renews the consents
    # before they expire`; `Before we hired her she ran data at Glovo` is of the past)
    r"\b(?i:previously|formerly|earlier|^before|before(?! (?:they|it|he|she|we|you|i|its"
    r"|their)\b)"
    r"|prior|came from|comes from|joined from|moved"
    r" from|used to|spent|stints?|tenure|interned|internships?|traineeships?|trainee"
    r"|apprenticeships?|worked|employed|ex-|alumn\w*"
    r"|was (?:an? |the )?[\w -]{0,40}?at|were at|had been|first at|then at"
    r"|joined [\w -]{1,40}? from|(?:started|began) (?:her|his|their|my) career|started out"
    # `after building bidding models at Criteo and then leading the fraud squad at Revolut`,
    # `validated risk models at Erste Group and later ran the practice at Quantiva`
    r"|and then (?:leading|running|building|working)|and later (?:ran|led|worked|built|managed"
    r"|joined))\b"
    # `five years at Microsoft`, `after 3 years as a variant scientist at the Broad`
    r"|\b(?:\d{1,2}|an?|one|two|three|four|five|six|seven|eight|nine|ten|a few|several)"
    r" (?i:years?|months?) (?:at|with|as)\b"
)
# Where a company follows in such a sentence: `at Stone`, `worked for Globant`, `came from
# Nubank`.
_AT = re.compile(
    # `four years at the online betting operator Betfair`, `at the Spanish bank BBVA`: what
    # the company is, then its name (before `at the`, which would take `Spanish` for it)
    r"\b(?:(?i:at) the (?:[A-Za-z][\w-]* ){0,3}(?:operator|company|firm|startup|start-up|bank"
    r"|consultancy|agency|retailer|insurer|broker|provider|platform|publisher|studio|manufacturer"
    r"|maker|carrier|airline|giant|fintech|supplier|vendor|marketplace|exchange|broadcaster"
    r"|telco|integrator|chain|utility|regulator|fund)"
    r"|(?i:at)(?: the)?|through|(?i:work\w*) for|(?i:worked) with"
    r"|(?i:consult\w*|contract\w*) (?:for|with)"
    r"|(?i:came|comes|joined|moved) from|(?i:joined)(?: [\w&.-]+){1,4} from(?: the)?|ex-"
    # `He came from DAZN, and before that from BT Sport and Sky`
    r"|(?i:before that),? from(?: the)?"
    # `spent 4 years on the Broad Institute's data sciences platform`, `on Amazon's team`
    r"|(?i:years?|months?|interns?|internships?) on(?: the)?"
    r"(?= [A-Z][\w&+-]*(?: [A-Z][\w&+-]*)*['’]s\b)"
    # `five years in Network Rail's capacity planning team`, `a consultant in Accenture's
    # health practice`, `worked in Deloitte's forensic practice` (not `years in London's scene`)
    r"|(?i:years?|months?|worked|consultant|analyst|engineer|developer|scientist|researcher"
    r"|architect)"
    r" in(?: the)?(?= [A-Z][\w&+-]*(?: [A-Z][\w&+-]*)*['’]s (?:[\w-]+ ){0,3}"
    r"(?:team|group|department|division|unit|lab|practice)\b)"
    # `two years in the research department of the German Weather Service (DWD)`
    r"|(?i:years?|months?) in the (?:[\w-]+ ){0,3}(?:team|group|department|division|unit|lab)"
    r" (?:of|at)(?: the)?"
    # (a word ends there: `the ATLAS detector` is not at LAS)
    r")\b\s*"
    rf"(?P<list>{_NAME}(?:(?:,\s*(?:and\s+)?|\s+and\s+){_NAME})*)"
)
# The older cue, kept for lists after a word of work: `industry labs including Microsoft
# Research Asia, ByteDance, and DeepSeek AI`, `work at DeepSeek AI, NVIDIA and SenseTime`.
_PAST_CUES = re.compile(
    r"\b(?i:previously|formerly|earlier|worked|working|work|interned|internships?|spent|stints?"
    r"|employed|labs|companies|tenure)\b[^.;:]{0,40}?\b(?:at|for|including)\s+"
    rf"(?P<list>{_NAME}(?:(?:,\s*(?:and\s+)?|\s+and\s+){_NAME})*)"
)
# Words of study just before `at`: `did her PhD at`, `a Diplom in mathematics at KIT` (a postdoc,
# a fellowship or a visiting post is a job there: `a postdoc at Institut Pasteur`).
_STUDY = frozenset(
    "phd ph.d. doctorate student students studied study studies studying degree diplom bachelor"
    " bachelors master masters msc bsc undergraduate graduated thesis"
    " fellowship sabbatical".split()
)
# Words of work just before `at`: what is said before them of study does not count (`wrote
# his thesis during an internship at Bosch`).
_WORKED = frozenset(
    {"worked", "work", "working", "interned", "employed", "job", "intern", "internship"}
)
# Jobs a student holds: `as a student developer`.
_STUDENT_JOBS = frozenset({"developer", "engineer", "programmer", "assistant", "worker", "job"})
# Words of study that, after a company's name, say what the work was about.
_WORK_STUDIES = frozenset({"study", "studies"})
_SENTENCE = re.compile(r"(?<=[.!?;])\s+")
# Characters read on either side of an employer's name for words of study, within its clause.
_NEAR = 60
# (`After his PhD he spent two years at Google`: the study is over by the time of the work;
# `Before his PhD he spent two years at Shopify`: not begun)
_CLAUSE = re.compile(
    r",|;| and | but | then | before | after "
    r"|\b(?i:(?:after|before) (?:his|her|their|my|a|the) (?:phd|doctorate|studies|degree"
    r"|masters?|master's|bachelors?|bachelor's|graduation|postdoc))\b(?= \w)(?! (?:at|in|from)\b)"
)
# `student` naming what a product is for, not study: `on the SITS student records product`.
_FOR_STUDENTS = re.compile(
    r"\b(?i:students?)(?=[ -](?:records?|systems?|information|data|portals?|loans?|apps?"
    r"|services|finance|housing|admissions|lifecycle|experience|success|support|management"
    r"|platforms?|products?|software|registry|registration|enrol\w*|fees|accounts?|modules?"
    r"|crm|journey|timetabling|facing|engagement|analytics)\b)"
)
# (from the start of a run of spaces only: a long run read from each of its spaces is slow)
_PARENTHESES = re.compile(rf"(?<!\s)\s*\((?!{_OTHER_NAME}\))[^()]*\)")
# What follows `at` without being an employer: schools, and words of time or place.
_NOT_EMPLOYERS = re.compile(
    r"\b(?:University|Universit\w+|College|School|Academy|Conference|Summit"
    r"|Meetup|Hackathon|Christmas|Easter|Hbf|Airport|\w+Conf?|Con)\b|^(?:The|A|An|His|Her|Their|Its|This|That|Least|Most|First|Home"
    r"|Scale|Night|Times?|Once|Work|Weekends?)$"
)
# Cheap words that every cue above contains: most summaries have none and skip the regexes.
_PAST_HINTS = ("previous", "former", "earlier", "before", "prior", "from", "used to", "spent",
               "stint", "tenure", "intern", "trainee", "apprentice", "work", "employ", "ex-",
               "alum", "was ", "were ",
               "had been", "years at", "year at", "months at", "years as", "years with",
               "first at", "then at", "career", "started out", "and then", "and later")  # fmt: skip
# Words one of which each sentence _PAST_SENTENCE finds holds, and each _PAST_CUES finds, in
# lower case: a sentence with none skips the regex.
_SENTENCE_HINTS = ("previous", "former", "earlier", "before", "prior", "came from", "comes from",
                   "joined", "moved from", "used to", "spent", "stint", "tenure", "intern",
                   "trainee", "apprentice",
                   "worked", "employed", "ex-", "alumn", "was ", "were at", "had been",
                   "first at", "then at", "career", "started out", "year", "month", "and then",
                   "and later")  # fmt: skip
_CUE_HINTS = ("previous", "former", "earlier", "work", "intern", "spent", "stint", "employ",
              "labs", "companies", "tenure")  # fmt: skip
# How a move to the present employer begins: only a summary that says it has the employer's
# own pattern compiled (one pattern a company: a million profiles overflow re's cache).
_CAME_TO = re.compile(r"\b(?:came|moved|switched) (?:over )?to ", re.I)
# Company words that do not tell companies apart: `DeepSeek` is `DeepSeek AI`.
COMPANY_NOISE = frozenset({"ai", "inc", "ltd", "llc", "corp", "co", "gmbh", "the", "labs", "lab"})


def _company_key(name: str) -> str:
    return key(" ".join(w for w in name.split() if key(w) not in COMPANY_NOISE))


def past_employers(summary: str | None, current: str | None) -> list[str]:
    """Companies the summary says the person worked at before, as written, each once."""
    if not summary:
        return []
    lowered = summary.lower()
    if not any(hint in lowered for hint in _PAST_HINTS):
        return []
    current_key = _company_key(current or "")
    found: list[str] = []
    text = _PARENTHESES.sub("", summary)
    if current and _CAME_TO.search(text):
        # `came to Kestrel Robotics from ANYbotics`: to the present employer, from a past one
        # (`moved to Berlin from Munich` names places)
        # (or by its first word: `moved to Lanternfish from Kestrel Online`)
        first = re.escape(current.split()[0]) if current.split() else re.escape(current)
        text = re.sub(rf"\b(?:came|moved|switched) (?:over )?to (?:{re.escape(current)}|{first})"
                      r" from\b", "came from", text, flags=re.I)
    for sentence in _SENTENCE.split(text):
        low = sentence.lower()
        past = any(h in low for h in _SENTENCE_HINTS) and _PAST_SENTENCE.search(sentence)
        ats = _AT.finditer(sentence) if past else ()
        cues = _PAST_CUES.finditer(sentence) if any(h in low for h in _CUE_HINTS) else ()
        for m in [*ats, *cues]:
            # Only a few words around the match are read: a long summary stays linear.
            before = _CLAUSE.split(sentence[max(0, m.start() - _NEAR) : m.start()])[-1]
            after = _CLAUSE.split(sentence[m.end() : m.end() + _NEAR])[0]
            before, after = _FOR_STUDENTS.sub("", before), _FOR_STUDENTS.sub("", after)
            # `during his studies he worked at Comarch as an intern`, `interned at Synopsys
            # during her studies`: a job, whenever it was
            worked = bool({w.lower() for w in before.split()[-2:]} & _WORKED)
            words = set() if worked else {w.strip(",'’.").lower() for w in before.split()[-5:]}
            # `at MIT for his PhD`, `for his studies`; `on exome-wide association studies`
            # is work
            later = [w.strip(",'’.").lower() for w in after.split()[:4]]
            whose = {"his", "her", "their", "my"} & set(later)
            words |= set(later) if whose else set(later) - _WORK_STUDIES
            if worked and later[:1] in (["during"], ["while"], ["throughout"], ["alongside"]):
                words = set()
            if "working" in later or _STUDENT_JOBS & set(later):
                # `at Bosch as a working student`, `at Statkraft as a student developer`: a job
                words.discard("student")
            if words & _STUDY or words & {w + "'s" for w in _STUDY}:
                continue
            for name in re.split(r",\s*(?:and\s+)?|\s+and\s+", m["list"]):
                name = name.strip().rstrip(".")
                k = _company_key(name)
                if not k or _NOT_EMPLOYERS.search(name) or name in found:
                    continue
                if any(f.endswith(" " + name) for f in found):
                    continue  # the end of a name found whole: `for Medium-Range Weather…`
                # The current employer said again, however shortened: `Nordvakt` for
                # Nordvakt Labs, `Google (GCP)` for Google.
                k = _company_key(re.sub(r" \([^()]*\)$", "", name))
                if current_key and (k == current_key or current_key.startswith(k + " ")):
                    continue
                found.append(name)
    return found
