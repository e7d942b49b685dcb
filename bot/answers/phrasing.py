"""The words of everyday questions: what is scaffolding, what asks how, what joins or excludes
conditions. The cues that open a clause (`works at`, `based in`) are in bot.answers.cues,
the shapes of questions about particular people in bot.answers.people_shapes, the office's
talk that looks like them in bot.answers.office_talk, and questions about the bot itself in
bot.answers.about_bot.

Everything here works on folded text (bot.search.text.fold: lower case, no accents, no
apostrophes, so `who's` is `whos` and `siobhan's` is `siobhans`).
"""

from __future__ import annotations

import re
import unicodedata

# Characters that copy-paste brings and a reader never sees: zero-width spaces and joiners,
# byte-order marks, bidirectional controls, other format and control characters.
_KEEP = frozenset("\n\t")


def visible(text: str) -> str:
    """The text without invisible characters (format and control characters)."""
    if text.isascii() and text.isprintable():
        return text
    return "".join(
        ch for ch in text if ch in _KEEP or unicodedata.category(ch) not in ("Cf", "Cc")
    )


# Words that carry no content in a question about people: question words, pronouns,
# auxiliaries, people nouns, ability words, politeness and chat filler. What is left of a
# question after them is what it asks about.
SCAFFOLD = frozenset(
    """
    who whos whom whose what whats which where wheres when why how hows is are was were be been
    being am isnt arent do does did doing done dont doesnt didnt have has had having hasnt havent
    can could would should will shall may might must cant couldnt wouldnt shouldnt wont ill id
    ive im i me my mine we us our ours weve were youre you your yours he him his she her they
    them their theres it its this that these those there here a an the some any all every each
    one ones anyone anybody any1 someone somebody everyone everybody people person persons folk
    folks ppl peeps guy guys gal gals dev devs developer developers engineer engineers eng engs
    programmer programmers coder coders hacker hackers expert experts expertise specialist
    specialists pro pros guru gurus wizard wizards ninja ninjas nerd nerds member members team
    teammate teammates colleague colleagues coworker coworkers know knows knew knowing known
    familiar familiarity good great strong solid decent skilled proficient fluent fluency
    experienced experience experiences exp background backgrounds chops skill skills knowledge
    handy comfortable capable well versed savvy competent best strongest greatest top with w
    about into around near of for to by as from in on at use uses using used write writes
    writing wrote written code codes coding coded work works working worked touch touched
    touching play played playing deal dealt dealing handle handled build builds built
    building ship shipped run runs ran help helps helped helping assist ask asking ping bug talk
    reach contact need needs needed looking look want wants wanted find show list tell give
    please pls plz thanks thx ty lol lmao haha tbh rn atm just really actually currently now
    properly genuinely truly reasonably fairly quite pretty decently youve youd
    still stuff things thing bits kind sort sorts type types quick q question questions else also
    too either got get gets getting yes yeah yep ok okay hey hi hello so then like much many more
    most lot lots bit anything something someone done doing ever yet plain simple basic modern
    vanilla general generic proper serious real actual and or but plus both & going gonna
    together out time stint stints come came coming alums alumni alum grads grads graduates
    graduate employees employee staff users user side contributors contributor maintainers
    maintainer committers patches prs commits repo repos repository repositories whose sent
    total inclusive exclusive senior seniors junior juniors fresher freshers like likes love
    loves enjoy enjoys
    finished completed earned holds hold roster names profiles members badge badges gets get
    dealt run into studied study studies majored today tonight tomorrow yesterday week weekend
    month year morning evening night afternoon goodnight u ur care cares cared caring
    passionate interested
    overall loaded entire happen happens happened whoever whomever asap urgent urgently
    headcount carry carries carrying profile profiles gimme lemme candidates candidate btw
    ngl imo imho tbh fwiw lol lmao rofl kindly share lowkey highkey istg deadass
    applicants reviewer reviewers folks
    lately recently app apps dump print display enumerate crew squad gang bunch crowd mob only
    mention mentions mentioning lists listed listing cs recommend suggest seeking searching
    think thinks reckon guess suppose say holder holders degree degrees diploma
    these days
    """.split()
)
# Words that say a question is about people or the team: without one, a message in a
# team channel that names a skill is chatter (`python 3.13 is out`).
PEOPLE_WORDS = frozenset(
    """
    who whos whom whose anyone anybody any1 someone somebody everyone everybody people person
    persons folk folks ppl peeps guy guys dev devs developer developers engineer engineers
    programmer programmers coder coders hacker hackers expert experts specialist specialists
    pro pros guru gurus wizard wizards ninja ninjas nerds team teammates colleagues coworkers
    us we our profiles profile alumni alums alum grads grad graduates employees contributors
    contributor maintainers crew squad gang bunch crowd mob holders whoever candidates
    candidate applicants reviewer reviewers
    """.split()
)
# Nouns for kinds of people: `rust developers in berlin` asks for people without a
# question word.
ROLE_NOUNS = frozenset(
    """
    people folks ppl devs developers engineers programmers coders hackers experts specialists
    alumni alums grads graduates contributors maintainers gurus pros person crew squad gang
    holders
    """.split()
)
# What people are, as headlines say it: a question about one of these asks about the
# headline first (`who is an intern`, not everyone who once interned).
ROLES = frozenset(
    """
    rockstar rockstars intern interns interning internship founder founders cofounder cofounders
    cto ctos ceo ceos cfo coo vp vps director directors manager managers lead leads scientist
    scientists researcher researchers architect architects consultant consultants freelancer
    freelancers contractor contractors professor professors lecturer lecturers student students
    postdoc postdocs principal staff head
    """.split()
)
# A question shape that asks for people even without a question mark.
REQUEST = re.compile(
    r"^(?:(?:could|would) (?:you|u) (?:please )?(?=tell|show|pull|bring|give|look|find))?"
    r"(?:need|looking for|searching for|seeking|recommend|suggest|point me|give me|get me"
    r"|(?:kindly |please |pls )?(?:share|let me know|let us know)"
    r"|show me|tell me|pull up|bring up|gimme|look ?up|search for)\b|\ba list of\b"
    r"|\b(?:who (?:do|should|can) i (?:ask|ping|talk to|speak to|bug|contact|reach)|anyone|anybody"
    r"|someone|somebody|who|whos|whose)\b"
)


# What a question is wanted for, said after it: `want to pair them w a mentor`, `for the
# proposal` (bot.answers.rewording cuts it off after a comma; bot.answers.in_parts reads the
# question alone before it).
PURPOSE = (
    r"(?:want(?:ing)? to|wanna|trying to|hoping to|planning (?:to|on)|gonna|going to"
    r"|would like to|so (?:i|we) can|for (?:the|a|an|our|my|their) "
    # `full roster pls, need it for the offsite seating plan`, `yara people where you at, need a
    # rule reviewed before friday`
    r"|need (?:it|this|that|them|those) (?:for|by|before) "
    r"|need (?:a|an|some|the|my|our|this|that) [\w' -]{1,30}? (?:reviewed|checked|looked at|fixed"
    r"|done|signed off|approved|merged|deployed) "
    # `…, updating the office map`: what the asker is doing with the answer
    r"|(?:updating|making|preparing|building|putting together|sorting out|organi[sz]ing)"
    r" (?:the|a|an|our|my|their) "
    # `want a fresh pair of eyes on the ring buffer`, `need a second opinion`
    r"|(?:want|need|could use)(?:ing)? (?:a|an|some|another) (?:fresh |second |2nd |new |extra )?"
    r"(?:pair of eyes|set of eyes|eyes|reviewer|opinion|hand) )"
)
# A language people speak, asked of them: `who speaks arabic` is a question even when
# nobody does.
SPEAKS = re.compile(
    r"\b(?:speaks?|speaking) (?:fluent )?(?:arabic|bengali|cantonese|catalan|chinese|czech"
    r"|danish|dutch|english|farsi|finnish|french|german|greek|hebrew|hindi|hungarian|indonesian|italian"
    r"|japanese|korean|malay|mandarin|norwegian|persian|polish|portuguese|punjabi|romanian"
    r"|russian|spanish|swahili|swedish|tagalog|tamil|telugu|thai|turkish|ukrainian|urdu"
    r"|vietnamese|yoruba)\b"
)
# The team at a glance: its skills and years, as charts.
TEAM = re.compile(
    r"^(?:(?:the |our |this )?team(?:s)?(?: skills| at a glance| overview| stats)?"
    r"|skills (?:of|on|in) (?:the|our|this) team|what (?:does|do) (?:the |our |this )?team"
    r"(?: members)? know|what do we (?:all )?know|what skills do we have"
    r"|what (?:skills|languages) (?:does|do) (?:the|our|this) team (?:have|know)"
    # `whats the most common skill here`, `top skills on the team`, `whats our tech stack`
    r"|(?:(?:what|which)(?:s| is| are)? )?(?:the |our )?(?:most common|commonest|most popular"
    r"|top|main|biggest) (?:skills?|languages?|technologies|tech)(?: (?:here|on the team"
    r"|in the team|we have|among us|across the team|of the team))?"
    r"|(?:what|which) (?:skills|languages) (?:are|is) (?:the )?(?:most common|most popular)"
    r"(?: here| on the team| in the team)?"
    r"|(?:whats|what is) (?:our|the teams?) (?:tech )?stack)$"
)
# A badge of the profile site asked about: `who has the open source contributor badge`,
# `rockstar badge holders`; its label is the words before it (bot.answers.reading).
BADGE = re.compile(r"\bbadges?\b(?: holders?)?")
# Words that end a badge's label, read backwards from `badge`: `who in beijing has the
# rockstar badge` asks for the rockstar badge.
BADGE_STOP = frozenset(
    """
    who whos which anyone anybody someone somebody people folks ppl everyone everybody has have
    had having with the a an any got get gets earned holds hold own owns wears wear their his
    her my our your its of in at on for from is are was were do does did dont doesnt not no
    without never list show me us we i you u
    """.split()
)
# Asked to be without a badge: `who doesn't have the rockstar badge`.
WITHOUT_BADGE = re.compile(
    r"\b(?:doesnt|dont|didnt|does not|do not|never|not|without|no)(?: (?:have|has|hold|holds"
    r"|got|get|earned|own|owns|with))?(?: (?:the|a|an|any))?\s*$"
)
# Something a profile does not say, asked of people (`who doesn't list a location`, `list ppl
# without any badges`): the field in `field`.
_FIELDS = (
    r"(?P<field>badges?|location|place|city|country|github skills|skills|scored skills"
    r"|stack ?overflow(?: account| profile| rep| reputation)?|employer|company|job|education"
    r"|degrees?|school|schools|years|years of coding|coding years)"
)
MISSING = re.compile(
    r"^(?:who|whos|whose|which|anyone|anybody|any|list|show|how many|people|folks|ppl|everyone"
    r"|everybody|profiles|give me|find)\b.*?\b(?P<neg>without|w/o|with no|(?:has|have|having"
    r"|got) no|(?:gives?|shows?|lists?|says) no|(?:and|but) no|(?:has|have|having|got) nothing"
    r" (?:listed |given |set |shown )?"
    r"(?:under|for|in|as)|(?:doesnt|dont|didnt|hasnt|havent|does not|do not|did not|has not"
    r"|have not)"
    r" (?:list|listed|have|give|given|say|mention|show|put|got)|missing|lacks?|lacking"
    r"|(?:isnt|arent|is not|are not|not) (?:on|active on|using))"
    rf" (?:a |an |any |their |his |her )?{_FIELDS}\b"
    r"(?: (?:listed|given|set|info|on (?:their|the) profile))?"
)
# Having no employer, as people say it: `between jobs`, `open to work`.
NO_EMPLOYER = re.compile(
    r"\b(?:between jobs|unemployed|not employed|out of work|(?:isnt|is not|arent|not) working"
    r"(?: anywhere| at the moment| right now| now| currently)*(?! (?:at|on|for|with|in|on)\b)"
    r"|looking for (?:a )?(?:job|work"
    r"|new role|role|position)|job hunting|job seeking|open to work|without (?:a )?job"
    r"|on the job market)\b"
)
MISSING_WHOSE = re.compile(
    r"^(?:(?:list |show me |give me )?(?:everyone|everybody|anyone|anybody|people|those|all) )?"
    rf"(?P<neg>whose) {_FIELDS} (?:is|are) (?:missing|empty|blank|unknown|not (?:listed|given"
    r"|set))\b"
)
MISSING_FIELDS = {
    "badge": "badges", "badges": "badges", "location": "location", "place": "location",
    "city": "location", "country": "location", "skills": "skills", "github skills": "skills",
    "scored skills": "skills", "employer": "employer", "company": "employer", "job": "employer",
    "education": "education", "degree": "education", "degrees": "education",
    "school": "education", "schools": "education", "years": "years",
    "years of coding": "years", "coding years": "years",
}  # fmt: skip
# How a question asks: how many, the best, the top N, everyone.
COUNT = re.compile(
    r"(?<!\w)(?:how many|hw many|how mny|how mnay|hwo many|how much|number of|count of|# of"
    r"|no of|total|head ?count|count (?:the |all )?(?:people|folks|ppl|profiles|devs))(?!\w)"
)
TOP = re.compile(
    r"\b(?:top|best|strongest) (?P<n>\d+|two|three|four|five|ten)(?: (?:at|in|on|for|with))?\b"
    r"|\b(?:the )?(?P<m>\d+|two|three|four|five|ten) (?:best|strongest|top|(?P<rest>most"
    r" experienced|most senior"
    r"|most years))\b"
)
# The one score at the head of a skill's ranking, asked as typed: `who's got the top python
# score`, `the highest rust rating`.
TOP_SCORE = re.compile(
    r"\bthe (?:top|best|highest|max|maximum|strongest)"
    # (`the top three by python score` asks for three)
    r" (?!(?:\d+|two|three|four|five|six|seven|eight|nine|ten)\b)(?:[\w+#.-]+ ){1,3}"
    r"(?:score|rating)\b"
)
# Asked for the one who owns or made a thing (`who owns the design system`, `who wrote the
# turnover scheduler`): the head of the ranking, not all who know it (those level at the head
# all are); `the tvm person` and `the go-to for triton` ask who knows it.
OWNER_ASKED = re.compile(
    r"\bwho(?:s| is)?(?: actually| really| usually| normally)? (?:owns|looks after"
    r"|keeps an eye on|maintains|runs|manages|handles|is in charge of|takes care of|wrote|built"
    r"|builds|behind(?= (?:the|our|this|that|those|these)\b))\b"
)
BEST = re.compile(
    r"\bknows? the most(?: (?:about|on|in|of))?\b"
    r"|\b(?:ranks?|scores?|rated|ranked) (?:the )?highest(?: (?:at|in|on|for|with))?\b"
    r"|\b(?:the )?(?:highest[- ](?:ranked|rated|scored|scoring)|top[- ](?:ranked|rated|scored"
    r"|scoring)|best|strongest|greatest|most skilled|most proficient|number one|top)"
    r"(?: (?:person|people|one|dev|devs|developer|developers|engineer|engineers|pick|choice"
    r"|bet))?"
    r"(?: (?:at|in|on|for|with))?\b"
)
EVERYONE = frozenset({"everyone", "everybody", "profiles", "profile", "team", "all", "people",
                      "folks", "us", "devs", "roster", "names", "members", "candidates",
                      "applicants"})  # fmt: skip
# Words that start a request for a list.
LISTING = frozenset({"list", "show", "who", "whos", "which", "all", "give", "dump", "roster",
                     "print", "display", "enumerate", "everyone", "everybody"})  # fmt: skip
# When a company question asks about: now only, before only (the default is both, now first).
TENSE = (
    ("past", re.compile(r"\bbefore (?:their|his|her|the|a)? ?(?:current|present) (?:job|role"
                        r"|employer|company|position)\b|\bprevious (?:job|role|employer|company)"
                        r"|\b(?:at|in|from|during) (?:an?|their|his|her|my|the) (?:old|former|past"
                        r"|earlier) (?:job|role|employer|company)"
                        r"|\b(?:but )?(?:isnt|arent|is not|are not)(?: there)? any ?more\b")),
    ("ever", re.compile(r"\b(?:ever|now or before|now or in the past|current or former"
                        r"|(?:now|currently) or (?:previously|formerly)"
                        r"|former or current|current and former|past and present"
                        # `who has worked on sim provisioning at gemalto`
                        r"|(?:has|have|had) (?:ever )?worked\b(?= on\b[^.?!,]* at\b)"
                        r"|at (?:any|some|one)"
                        r" (?:point|time|stage)|did|been (?:at|with|to)|spent time at"
                        r"|(?:was|were) (?:at|with|employed (?:at|by))|past or present"
                        # `who was an intern at mozilla`
                        r"|(?:was|were)(?= an? [\w-]+ at\b)"
                        # `was anyone at shopify`
                        r"|(?:was|were)(?= (?:any|some)(?:one|body)(?: here)? (?:at|with)\b"
                        r"(?![^.?!]*\b(?:before|previously|formerly|in the past)\b))"
                        r"|present or past|now or then|then or now)\b")),
    ("past", re.compile(r"\bex[- ](?=\w)|\b(?:former|formerly|previously|used to be|used to work"
                        r"|alumni|alums|alum|in the past|before(?! (?:19|20)\d\d)|did a stint"
                        r"|done time|come from|came from)\b")),
    ("now", re.compile(r"\b(?:rn|currently|current(?! (?:role|job|title|employer|company"
                       r"|position|location))|right now|at the moment|atm|these days|today"
                       r"|nowadays|presently)\b")),
)  # fmt: skip
# Rankings by a figure of the profile rather than a skill.
_BY = r"\b(?:sorted |ranked |ordered )?by (?:their |the )?(?:most |number of |count of )?"
# Contribution counts as typed, by the figure (bot.search.figures.STAT_FIGURES) they name.
STAT_WORDS = {
    "commits": "commits", "commit": "commits", "prs": "prs", "pr": "prs", "pull requests": "prs",
    "patches": "prs", "reviews": "reviews", "code reviews": "reviews", "review": "reviews",
    "issues": "issues", "comments": "comments",
}  # fmt: skip
_LONGEST_FIRST = sorted(STAT_WORDS.items(), key=lambda e: -len(e[0]))
METRICS = (
    # `most commits to apache/tvm`, `who has done the most code reviews overall`
    *((f, re.compile(rf"\b(?:(?:opened|filed|made|landed|wrote|written|submitted|left|did"
                     rf"|done|authored|pushed|merged|has|have|got) )?(?:the )?(?:most|highest"
                     rf" number of|largest number of) {w}\b(?: on github)?"))
      for w, f in _LONGEST_FIRST),
    ("comments", re.compile(r"\b(?:comments|commented|commenting) the most\b(?: on github)?")),
    ("issues", re.compile(r"\b(?:files|filed|opens|opened) the most issues\b")),
    ("reviews", re.compile(r"\breviewed the most\b")),
    ("commits", re.compile(r"\bcommitted the most\b")),
    # `who contributed the most`, `most active on github`: (to something, that thing's)
    ("contributions", re.compile(r"\bcontributed the most\b(?! (?:to|on|in)\b)"
                                 r"|\b(?:most|more) active on github\b|\bmost github activity\b"
                                 r"|\b(?:biggest|top) (?:github|open source) contributors?\b")),
    ("badges", re.compile(r"\b(?:the )?(?:most|highest number of) badges\b")),
    ("degrees", re.compile(r"\b(?:the )?(?:most|highest number of) degrees\b")),
    ("answers", re.compile(r"\b(?:the )?(?:most|highest number of) (?:stack ?overflow |so )?"
                           r"answers\b|\banswered the most\b")),
    ("reached", re.compile(r"\b(?:(?:stack ?overflow|so)(?: stuff| posts?| answers?| content"
                           r"| activity)?(?: has| have)? )?(?:reached|reaches) the most(?: people)?"
                           r"(?: (?:on|via|with) (?:stack ?overflow|so))?\b"
                           r"|\bmost (?:people )?reached\b"
                           r"|\b(?:the )?(?:biggest|largest|widest|most) (?:stack ?overflow |so )?"
                           r"reach\b")),
    ("contributions", re.compile(r"\b(?:highest|largest|biggest) (?:github )?contributions?"
                                 r"(?: count| total| number)?\b"
                                 r"|\b(?:github )?contributions? (?:count|total|number) (?:is )?"
                                 r"(?:the )?(?:highest|largest|biggest|top)\b")),
    # `top 5 people by stack overflow reputation`, `everyone sorted by contributions`
    ("reputation", re.compile(_BY + r"(?:stack ?overflow )?(?:rep|reputation|karma)\b")),
    ("answers", re.compile(_BY + r"(?:stack ?overflow |so )?answers\b")),
    # `who asks the most questions on so`: questions asked there
    ("questions", re.compile(
        r"\b(?:asks?|asked|posts?|posted) the most(?: (?:stack ?overflow|so))? questions\b"
        r"|\b(?:the )?(?:most|highest number of) (?:stack ?overflow|so) questions\b"
        r"|" + _BY + r"(?:stack ?overflow |so )questions\b"
    )),
    *((f, re.compile(_BY + rf"{w}\b")) for w, f in _LONGEST_FIRST),
    ("contributions", re.compile(_BY + r"(?:github )?(?:contributions|repos|repositories)\b")),
    ("languages", re.compile(_BY + r"(?:programming )?languages\b")),
    ("skills", re.compile(_BY + r"skills\b")),
    ("employment", re.compile(_BY + r"(?:years (?:employed|of employment|in industry)"
                              r"|employment)\b")),
    ("coding", re.compile(_BY + r"(?:years(?: of coding| coding)?|coding years|experience"
                          r"|seniority)\b")),
    ("reputation", re.compile(r"\b(?:highest|most|biggest|best|top|largest) (?:stack ?overflow )?"
                              r"(?:rep|reputation|karma)\b(?: (?:on|in) stack ?overflow\b)?")),
    ("contributions", re.compile(r"\b(?:most|number of|highest number of) (?:github )?"
                                 r"(?:contributions|repos|repositories|projects)\b")),
    ("languages", re.compile(r"\b(?:most|number of) (?:programming )?languages\b")),
    ("skills", re.compile(r"\b(?:most|number of|widest range of|broadest) (?:different |github "
                          r"|listed )?skills\b")),
    ("answers", re.compile(r"\b(?:answers?|answering|answered)(?: questions| stuff)? (?:on|in)"
                           r" (?:stack ?overflow|so)\b|\b(?:answers?|answering) (?:stack ?overflow"
                           r"|so) questions\b")),
    ("reputation", re.compile(r"\b(?:on|active on|(?:answers?|answering|posts?|posting|asks?)"
                              r"(?: questions| stuff)? (?:on|in)) stack ?overflow\b"
                              r"|\b(?:answers?|answering) stack ?overflow questions\b")),
    ("reputation", re.compile(r"\bstack ?overflow (?:rep|reputation|karma|score) (?:is )?(?:the )?"
                              r"(?:highest|biggest|best|top|largest)\b")),
    ("reputation", re.compile(r"\b(?:an? )?stack ?overflow (?:accounts?|profiles?|presence)\b"
                              r"|\b(?:has|have|with|got) (?:an? )?stack ?overflow"
                              r"(?: accounts?| profiles?| presence| sections?| blocks?)?\b")),
    ("employment", re.compile(r"\b(?:most|longest) years? (?:employed|of employment|as a dev"
                              r"|in industry)|\bemployed(?: as an? \w+)? (?:the )?longest\b"
                              r"|\bmost (?:employment|industry) (?:years|experience)\b")),
    ("coding", re.compile(r"\b(?:coding|programming|coded) (?:the )?longest\b|\blongest"
                          r" (?:coding|programming)\b|\bmost years (?:coding|of coding)\b")),
)  # fmt: skip

# A role in a project, as the contributions list it (`whose role on k8s is listed as
# reviewer`, `who had a compiler engineer role on a project`, `who is a maintainer`): the
# role, and the repository when one is named.
_ANY_PROJECT = (r"(?:(?:an?|any|some|one|the) )?(?:project|projects|repo|repos|repository"
                r"|repositories|(?P<repo>[\w./-]+))")
PROJECT_ROLE = re.compile(
    r"\brole (?:on|in|at|for) (?P<repo>[\w./-]+) (?:is |was )?(?:listed |given |shown )?"
    r"(?:as |says )?(?:an? |the )?(?P<role>[\w&+ -]+?)$"
    r"|\b(?:has had|have had|had|has|have|with|held|holds|hold|having) (?:an? |the )?"
    r"(?!(?:an?|the|had|has|have)\b)(?P<role2>[\w&+ -]+?) role"
    r"(?: (?:on|in|at|for) " + _ANY_PROJECT.replace("repo>", "repo2>") + r")?(?=[?!. ]*$|\b)"
    r"|\b(?:listed|credited|named|shown) as (?:an? |the )?(?P<role3>[\w&+ -]+?)(?: the role)?"
    r" (?:on|in|for|at) " + _ANY_PROJECT.replace("repo>", "repo3>") + r"\b"
    r"|^(?:who is|whos|who are|who was|who were|who has been|any|list|show(?: me)?"
    r"|are there any|anyone who is|anyone who was|anyone)"
    r"(?: the| all| our)? (?:an? )?(?P<role4>maintainers?|reviewers?)(?: here| on the team"
    r"| (?:on|of|for|in) (?:an?|any|some) (?:project|repo|repository))?$"
)

# Asking who has done something, not who lists a skill: `who's done`, `anyone worked on`,
# `who's into`, `has anyone touched`.
WORK_DONE = re.compile(
    r"\b(?:done|did|built|build|worked on|work on|working on|touched|into|hacked on|shipped"
    r"|implemented|dug into|dealt with|played with|messed with|tinkered with)\b"
)

# Conditions joined: `or` adds people, `not`/`except`/`without` takes them away.
NEGATION = re.compile(
    r"\s*(?:,\s*)?\b(?:but not|but no|but isnt|but arent|and not|not counting|leaving out"
    # (`customs hold still not released`: how a thing is)
    # (`the do-not-disturb logic` names a thing)
    r"|(?<!\bstill )(?<!\w-)not(?! yet\b)(?!-\w)"
    # (`ct scans not turning up in pacs, who looks after the routing`: how a thing fails, told
    # before the question, is no one left out)
    r"(?! (?:turning|showing|coming|going|getting|arriving|appearing|loading|syncing|sending"
    r"|firing|playing|updating|connecting|starting|opening|saving|responding|booting|reaching"
    r"|refreshing|triggering|pausing|matching|posting|uploading|downloading|displaying"
    r"|working(?! (?:at|for|in|with|on|as)\b))\b[^,.;?!]{0,120}?(?:[,.;?!-]+)? (?:so )?(?:who|whos"
    r"|whose|anyone|anybody|someone|somebody)\b)"
    r"|except(?: for)?|excluding"
    # (`printing without the allergens in bold` tells how a thing is)
    # (`the minus 80 freezer` is a temperature)
    r"|without(?! the\b)|other than|besides|apart from|minus(?! \d)|who (?:dont|doesnt|isnt|arent"
    r"|is not"
    r"|are not"
    r"|do not|does not|never|didnt|did not|hasnt|has not|havent|have not)|that (?:dont|doesnt"
    r"|isnt|arent|didnt|hasnt|havent)"
    # `… and i dont touch frontend`: of the asker, not of the people asked for
    # of the people asked for, after `and` or what follows says so (`doesnt know java`, `isnt
    # in china`, `arent managers`), not of a thing in trouble (`the claim doesnt pop up on
    # their screen`, `texts arent arriving`, `claims that havent been reported`)
    r"|(?:(?<!\bi )(?<!\bwe )(?<!\bim )|(?=dont (?:want|need|like)\b))(?:(?:(?<=\band )|(?<=\bor )"
    r"|(?<=, ))(?:dont|doesnt|didnt|hasnt|havent|no longer|isnt|arent|never(?= (?:worked|lived"
    r"|studied|used|contributed|been|touched|written|coded)\b))|(?:dont|doesnt|didnt"
    r"|hasnt|havent|no longer)(?= (?:know|knows|use|uses|used|work|works|worked|live|lives|lived"
    r"|speak|speaks|write|writes|code|codes|do|does|did|have|has|had|list|lists|mention|mentions"
    r"|at|in|from|based|an?|the|any|contribute|contributed|touch|touched|go|went|study|studied"
    r"|hold|holds|want|need|like)\b|\s*$)|(?:isnt|arent)(?! (?!(?:working|living|coding"
    r"|programming|using|doing|speaking|studying)\b)[\w-]+ing\b))"
    r"|but (?:dont|doesnt|isnt|arent))\b\s*"
)
ALTERNATIVE = re.compile(r"\s+(?:or|and/or)\s+|\s*/\s+")

# `anyone know how to fix this`: asks how, not who.
HOW_TO = re.compile(r"\bknows? (?:how|why|where|when|if|whether|what time|what day)\b")
# `neither rust nor go`, `(based) outside the us`: exclusions, as `not` writes them.
NEITHER = re.compile(r"\b(?:neither|nor)\b")
# (`the queue outside is round the block` says where, excluding no one)
OUTSIDE = re.compile(r"\b(?:(?:based|located|living|lives|live|residing) )?outside(?: of)?\b"
                     r"(?! (?:is|are|was|were|looks?|seems?|has|have|had|keeps?|got|gets)\b)")
# `reviews pytorch prs`: a contributor to pytorch; `does code reviews` is not a repository.
REVIEWS = re.compile(r"\breviews (?=[\w./-]+ (?:prs|pull requests|patches|code|changes)\b)")
# `contributed the most to pytorch`: contributors to it, the most active first, as always.
MOST_TO = re.compile(r"\b(contribut\w*|commit\w*|work\w*) (?:the )?most (to|on|in)\b")
