"""Talk of the office and the day that opens like a question about people: who is in today,
who broke the build, who owns the coffee machine, did the reindex finish. The reading
(bot.answers.reading) leaves these unanswered in a team channel; a request in any words
(bot.answers.requests) is no request when it names the office's errands or life outside work."""

from __future__ import annotations

import re

# What the office provides, not anyone's expertise: `who handles IT requests`.
OFFICE_SERVICES = (
    r"(?:it|hr|payroll|expenses?|facilities|travel|visas?|laptops?|equipment|access|office)\b"
)
# A favour asked of anyone: `who can drive me to the station`, `who can lend me a charger`.
FAVOUR = re.compile(
    r"\bwho (?:can|could|would|will) (?:(?:drive|lend|buy|bring|grab|carry|feed|babysit|host"
    r"|water)\b"
    r"|(?:give|drop|cover for) me\b)"
    # `can someone hop on a call with me for 10 min`: a colleague's time, now
    r"|\b(?:(?:can|could|would) (?:someone|somebody|anyone|anybody)(?: quickly)?"
    r"|(?:someone|somebody|anyone|anybody) (?:able|free|around) to) (?:hop|jump|get) on"
    r" (?:a )?(?:quick |short |\d+ ?min )?(?:call|huddle|zoom|meet|hangout)\b"
)
# The office's things and days someone owns, runs or handles: `who owns the coffee machine`.
OFFICE_THINGS = (
    r"(?:the |our )?(?:(?:new|old|team|shared|office) )?(?:" + OFFICE_SERVICES + r"|retro|standup"
    r"|sprint|planning|calendar"
    r"|notes|release notes|meeting|demo|agenda|minutes|lunch|party|offsite|coffee|printer"
    r"|kitchen|fridge|wifi|door|keys|snacks?|food|cake|pizza|drinks|beers?|dinner|breakfast"
    r"|dishes|plants|playlist|music"
    # (`who fixed the music so it pauses on iphone`: the product's music)
    r"(?! (?:playback|player|app|api|streaming|catalog|catalogue|library|sync|feature"
    r"|recommendations?|so it (?:pauses|plays|stops|resumes|skips|streams|loads|buffers|syncs)"
    r"|on (?:iphone|ios|android|mobile|the app|web))\b))\b"
)
# The office's processes and paperwork, walked through for a newcomer: `can someone walk me
# through the onboarding checklist`.
PAPERWORK = (
    r"(?:the |our )?(?:onboarding|vpn|expenses?|holiday|leave|hr|payroll|timesheets?|checklist"
    r"|process|paperwork|forms?)\b"
)
# Someone asked to walk one through a thing of work (`can someone walk me through how our
# cells get balanced`), not through it, this or the office's paperwork.
WALK_THROUGH = (
    r"^(?:can|could|would) (?:someone|somebody|anyone|anybody)(?: here)? (?:please )?(?:walk"
    r"|talk|take) (?:me|us) through (?!(?:it|that|this)\b|" + PAPERWORK + "|" + OFFICE_THINGS + ")"
)
# A chore done or kept, asked as typed (the reading drops `did`): `who did the dishes last
# night`.
CHORE_DONE = re.compile(
    r"^who(?:s| is)? (?:did|does|doing|made|makes|cleaned|cleans|washed|ordered|orders"
    r"|organi[sz]ed|organi[sz]es|organi[sz]ing|planned|plans|planning) (?:the|our)"
    r" (?:[\w-]+ ){0,2}(?:dishes|(?:team|office|company|christmas|summer|holiday|leaving)"
    r" (?:event|social|party)s?|celebration|meetup|get-?together|coffee|tea|washing|laundry"
    r"|catering|lunch|food|cake|pizza|snacks?|drinks|breakfast|dinner|shopping|hoovering"
    r"|cleaning|recycling|bins|seating|playlist|music|plants?|kitchen|fridge|offsite|off-site"
    r"|party|parties|trip|outing|bbq|quiz|secret santa|banners?|t-?shirts?|cards?|packs"
    r"|decorations|gifts?|presents?|flowers|posters?|tree|move|rota|booking|wedding|birthday)\b"
    # `who keeps an eye on the office plants`, `who keeps track of whose turn it is`
    r"|^who (?:keeps (?:an eye on|track of)|looks after|takes care of|waters|feeds) (?:"
    + OFFICE_THINGS + r"|whose turn)"
    # `who fixed the coffee machine`, `who refilled the printer`
    r"|^who(?:s| is)? (?:fixed|fixes|repaired|refilled|emptied|restocked|unblocked|unjammed"
    r"|descaled|broke) " + OFFICE_THINGS
    # `who set up this channel`, `who booked the meeting`
    + r"|^who(?:s| is)? (?:set up|setup|booked|scheduled|created|started|organi[sz]ed|moved"
    r"|cancell?ed|called|sent|made) (?:the |this |that |our |today'?s |tomorrows? )?(?:meetings?"
    r"|calls?|channels?|threads?|invites?|standup|retro|zoom|huddle|sync|room|poll|event)\b"
    # `who's getting lunch?`, `who's grabbing coffee`
    r"|^who(?:s| is)? (?:getting|grabbing|picking up|fetching|bringing|buying|getting in)"
    r" (?:the |our |some |a )?(?:lunch|coffee|coffees|food|pizza|drinks?|snacks?|breakfast"
    r"|dinner|tea|beers?|cake|donuts|doughnuts|bagels|poke|sushi|burritos?)\b"
)
# `did anyone rotate the aws keys yet?`: whether a chore is done, as typed (`yet` is a filler
# to the rest of the reading).
DONE_YET = re.compile(
    r"^(?:(?:hey|hi|yo|ok|so|btw|also|quick q|sorry)[,!]?\s+)?did (?:anyone|anybody|someone"
    r"|somebody) [a-z]+ (?:the|our|my|a|an|those|these)\b[^?]*"
    r"\byet\b"
    # `has the duty return gone in yet or still waiting on finance`: how a thing stands
    r"|^(?:has|have) (?:the|our|my|that|this|those|these) [^?]*?\b(?:gone|been) [^?]*\byet\b"
    # `is the render for 310_020 done yet`
    r"|^(?:is|are) (?:the|our|my|that|this|those|these) [^?]*?\b(?:done|finished|ready"
    r"|complete|completed)(?: yet)?[?!. ]*$"
)
# An invitation: `whos up for coffee`, `anyone down for a walk`.
INVITED = re.compile(r"^(?:who|whos|who is|anyone|anybody)(?: else)? (?:(?:up|down|in|ready|keen"
                     r"|excited|hyped|pumped|psyched) for|looking forward to)\b"
                     # `anyone free at noon`, `who would be around later`: who has the time
                     r"|^(?:who|whos|who is|who would|anyone|anybody)(?: else)?(?: be)? (?:free"
                     r"|around|available|awake)(?= (?:at|this|tonight|today|tomorrow|later|now"
                     r"|rn|after|before|on)\b|[?!. ]*$)"
                     # `which people are attending the training`: who goes, not who knows
                     r"|^(?:who|whos|who is|who are|which (?:people|folks|ones|of you|of us)"
                     r" (?:is|are)|(?:is|are) (?:anyone|anybody|any of you|any of us)|anyone"
                     r"|anybody)(?: else)? (?:attending|going to|coming to|joining|signed up for"
                     r"|registered for) (?:the|our|this|that|todays|tomorrows|next weeks)"
                     r" (?:[\w-]+ ){0,2}(?:training|meeting|workshop|offsite|party|lunch|dinner"
                     r"|talk|session|webinar|conference|meetup|event|retro|standup|demo"
                     r"|all[- ]hands|town hall|course|bootcamp|summit)s?\b")
# Records the office keeps, no one's work: `the visitor log`, `the holiday tracker`.
KEPT_BY_THE_OFFICE = (r"(?:door|guest|visitor|fridge|kitchen|holiday|leave|expenses?|first aid"
                      r"|sign-?in|attendance|keys?|parking|lunch|coffee|snacks?|petty cash|fire"
                      r"|accident)")
# `pizza at the pub on friday, who's in?`: who joins, after what it is.
SIGNED_UP = re.compile(r"[,.;:!?-] ?(?:so )?(?:who|whos|who is|anyone|anybody)(?: else)?"
                       r" (?:in|down|up for it|coming|joining)[?!. ]*$")
# `anyone know why the staging dashboard is so slow?`: a cause asked, of nobody in particular
# (not `anyone know why we use kafka? who set it up`).
CAUSE_ASKED = re.compile(r"^(?:does |do )?(?:anyone|anybody|someone|somebody|any1|you guys"
                         r"|yall)(?: here)? (?:know|knows|knw) why\b(?!.*\bwho\b)")
# Surprise, not a question: `wow who knew python could be this slow`.
RHETORICAL = re.compile(
    r"\bwho (?:knew|(?:would|could)(?: have|ve|a) (?:thought|guessed|known))\b"
    # `who needs sleep when there's a release`
    r"|^who needs (?:a |an |some )?[\w-]+(?: [\w-]+)? when\b"
)
# A joke told as a question and its answer: `why do java devs wear glasses? because they
# don't c#`, `why did the drone cross the road? to deliver…`.
JOKE = re.compile(r"^why\b[^?]{0,120}\?+ *(?:because|cause|cuz|to)\b"
                  r"(?!.*\b(?:who|whos|whoever|anyone|anybody|someone|somebody|need|needs"
                  r"|expert|person|help|pls|please)\b)")
# A job's state, not a profile's: `did the elasticsearch reindex finish`.
JOB_STATE = re.compile(
    r"^did (?:the|our|my|that|this) [\w .+#-]{1,40}? (?:finish|finished|pass|passed|fail|failed"
    r"|break|land|merge|ship|deploy|run|go out|complete|go (?:green|red|through)|turn (?:green"
    r"|red))\b"
    # `has the deployment to pre-production finished, or is it still running`
    r"|^(?:has|have) (?:the|our|my|that|this) [\w .+#-]{1,40}? (?:finished|completed|passed"
    r"|failed|landed|merged|shipped|deployed|gone out|gone through)\b"
)
# Who is on a shift or a rota, not whose profile says what: `whos on nights this week`.
ON_SHIFT = re.compile(
    r"^(?:who|whos|who is|who are|anyone|anybody)(?: else)? (?:on|doing|covering|working)"
    r" (?:the )?(?:nights|days|earlies|lates|weekends?|call|on-call|shift|the rota|rota|duty"
    r"|support duty|standby|nightshift|night shift|day shift)(?: (?:this|next|last) (?:week"
    r"|weekend|month)| tonight| today| tomorrow| now| rn)?[?!. ]*$"
)
# A fact of the work asked to be recalled, not of anyone: `can somebody remind me of the
# password policy for service accounts`.
REMINDED = re.compile(
    r"^(?:can|could|would) (?:someone|somebody|anyone|anybody|you)(?: please| kindly)? remind"
    r" me (?:of|what|when|where|how|which|about)\b(?!.*\b(?:who|bot|you|your|how many|which of"
    r"|people|anyone|colleagues)\b)"
)
# A file sent round in an email's words: `please find the minutes of today's meeting attached`.
ATTACHED = re.compile(
    r"^(?:(?:please|pls|kindly) )?(?:find|see) (?:the |my |our |a )?(?!.*\b(?:anyone|anybody"
    r"|someone|somebody|person|people|who|whoever)\b)(?:[\w'-]+ ){0,8}?(?:attached|enclosed)"
    r"(?: (?:here|below|for (?:your|ur) (?:reference|info|information|review)))?[.! ]*$"
)
# Whether someone is about (`is mei around?`, `is wei in today`): office chatter, not a
# question the profiles answer.
PRESENCE = re.compile(
    r"^(?:is|are) \w+(?: \w+)? in (?:the |our )?(?:[\w-]+ )?(?:office(?: today| tomorrow"
    r"| this week| now)?|today|tomorrow|this week|right now)$"
    r"|^(?:is|are) \w+(?: \w+)? (?:around|here|in|online|available|back|busy|out|off|free|ok"
    r"|okay|in today|around today|on vacation|on leave|ooo|awake|up)(?:$|[?!.,] )"
    r"|^(?:is|are) (?:the )?[\w .+#-]+ (?:down(?! in\b)|broken|flaky|slow|red|green|failing"
    r"|up again)\b"
)
# The day's events asked of whoever is around, read on the whole message: a thing moved or
# kept (`did someone move the calibration target`, `does anyone have the capture from
# yesterday`), a check asked for (`…, can someone sanity check`), who is going (`…, anyone
# going?`), a place's things (`does the hotel in krakow have parking`).
EVENTS = re.compile(
    r"^(?:did|has|have) (?:someone|somebody|anyone|anybody|any1)(?: here)?"
    r" (?:already |just |ever |actually )?(?:move|moved|take"
    r"|took|grab|grabbed|borrow|borrowed|unplug|unplugged|leave|left|lock|locked|close|closed"
    r"|eat|ate|drink|drank|steal|stole|see|seen|saw|watch|watched|hear|heard|catch|caught|find"
    r"|found|lose|lost|delete|deleted"
    r"|revert|reverted|restart|restarted|reboot|rebooted|kill|killed|stop|stopped|rename"
    r"|renamed|reset|book|booked|order|ordered|call|called|tell|told|invite|invited|feed|fed"
    r"|water|watered|clean|cleaned|turn|turned|switch|switched|fix|fixed|break|broke|push"
    r"|pushed|merge|merged|update|updated|change|changed|check|checked|read|reply|replied"
    r"|record|recorded|print|printed)"
    r" (?:the|my|our|that|this|those|these|it|his|her|their)\b"
    # `anybody watched the match yesterday`, `anyone seen my charger`: the same, its `did`
    # left out (`anyone fixed the flaky consumer before` asks who has done it)
    r"|^(?:someone|somebody|anyone|anybody|any1)(?: here| else)? (?:already |just |actually )?"
    r"(?:moved|took|grabbed|borrowed|unplugged|locked|closed|ate|drank|stole|seen|saw|found"
    r"|lost|deleted|reverted|restarted|rebooted|killed|stopped|renamed|booked|ordered|called"
    r"|told|invited|fed|watered|cleaned|switched|fixed|broke|pushed|merged|updated|changed"
    r"|checked|replied|watched|heard|caught|missed) (?:the|my|our|that|this|those|these|it|his"
    r"|her|their)\b(?![^?]*\b(?:before|ever|in the past|previously)\b)"
    # `should i restart the interface engine or wait`: a choice put to the team, not a
    # person asked for (`should i ask ingrid or mei about rust` is)
    r"|^should (?:i|we) (?!(?:ask|ping|talk|speak|go|contact|reach|message|dm|email|bug|hire"
    r"|pick|choose|get|bring|loop|involve|tag|call|rope|grab)\b)"
    # `whose turn is it to write the changelog`: a rota
    r"|^whose (?:turn|round|shout|go)\b"
    # `where do we keep the spare key cards`, `where is my charger`: where a thing is (`where do
    # i find a rust dev` asks for someone)
    r"|^where (?:do|did|does) (?:we|i|you|they) (?:usually |normally )?(?:keep|store|leave"
    r"|hide)\b(?!.*\b(?:who|whos|anyone|anybody|someone|somebody)\b)"
    r"|^where(?:s| is) my\b"
    # `is the team offsite in may or june`, `is there a team offsite this year`: an occasion
    # (`is there a standup for the kafka team, who leads it` asks)
    r"|^(?:is|are|was|will) (?:there )?(?:a |an |the |our |this )?(?:team |company |office"
    r" |big )?(?:offsite|off-site|party|lunch|dinner|bbq|picnic|hackathon|all[- ]hands"
    r"|town hall|retro|standup|meeting)s?\b(?!.*\b(?:who|whos|anyone|anybody|someone"
    r"|somebody|tool|system|app)\b)"
    # `anyone been at the all hands?`: an event of the day, not an employer
    r"|^(?:(?:has|have) )?(?:anyone|anybody|someone|somebody)(?: here)?(?: ever)? been (?:at|to)"
    r" (?:the|our|that|this|my|todays|yesterdays)\b"
    r"|^(?:does|do) (?:anyone|anybody|someone|somebody|any1)(?: here)? (?:have|has|got)"
    r" (?:the|that|this|my|our|your|yesterdays|todays)"
    r" (?!(?:most|best|highest|top|longest|strongest|same|fewest|least)\b)"
    r"(?![^,?]*\b(?:badges?|cert|certs|certification|certificate|degree|phd|masters?)\b)"
    r"|\b(?:can|could) (?:someone|somebody|anyone|anybody|any1) (?:pls |please )?"
    r"(?:sanity[ -]check|double[ -]check|proofread|review|look|take a look|have a look|test"
    r"|approve|merge|stamp)(?: (?:it|this|that|pls|please|my pr|the pr))*$"
    r"|,? (?:anyone|anybody|who(?:s| is)?) (?:else )?(?:going|coming|joining|interested|down"
    r"|up for it)$"
    r"|^(?:does|do|is|are|did|has|was|will) the (?!(?:team|group|company|org|bot|profiles?)\b)"
    r"[a-z]+ (?:in|at|on|near) "
    # `did the boiler guy ever show up at the flat`: who turned up where
    r"|^(?:did|has|have|is|will) the (?:[\w-]+ ){0,2}(?:guy|guys|man|woman|person|people|folks"
    r"|delivery|courier|plumber|technician|electrician)(?: (?:ever|finally|already))? (?:show"
    r"|turn|come|arrive|get)"
)
# A trip to the office, read on the message as typed (cleaning drops `office`): `is anyone
# driving to the edinburgh office tomorrow`, not where anyone lives.
TRIP = re.compile(
    r"^(?:(?:is|are) )?(?:anyone|anybody|someone|somebody|any1)(?: else)?(?: here)?"
    r" (?:driving|going|heading|coming|walking|cycling|biking|travell?ing|flying|commuting"
    r"|popping) (?:to|into|in to|over to|up to|down to) (?:the|our) (?:[\w-]+ ){0,2}(?:office"
    r"|hq|site|building|campus|depot|plant|lab)\b(?!.*\b(?:who|whos|based|lives?|living)\b)"
)
# Moving, taking or using up the office's things: `who put the hazy ipa in the meeting room
# fridge`, `who ate my yogurt` (`put together` and `put up the dashboards` are work).
_TOOK = (
    r"put(?![^,.?!]*\b(?:together|in place)\b)(?! up (?:the|a|our) (?:[\w-]+ ){0,3}"
    r"(?:pipelines?|services?|dashboards?|charts?|site|page|docs)\b)"
    r"|ate|took|left|drank|stole|nicked|spilled|spilt|unplugged|parked|borrowed"
    r"|(?:moved|touched|hid|messed with) my"
)
# Who took it, after an interjection too (`ok who put the hazy ipa in the fridge`).
WHO_TOOK = re.compile(
    r"^(?:(?:ok|okay|ok so|so|right|alright|um|hmm|welp|ugh|oh)[,!]? )?who(?: else)? (?:"
    + _TOOK + r")\b"
)
# Office talk that opens like a question about people: `who broke the build`, `who's going
# to the offsite`, `best way to learn cuda`, `top 3 reasons our deploys fail`.
OFFICE = re.compile(
    r"^(?:who|whos|who is|who has|anyone|anybody)(?: else)? (?:broke|broken"
    # `who pushed to apache/tvm`, `anyone coming from google`: asked of the profiles
    r"|(?:pushed|merged)(?! (?:in)?to [\w.-]+/[\w.-])"
    r"|reverted|deleted|wants?|going|bringing|joining|driving|hosting|on call|"
    + _TOOK
    # (`who keeps the hazard log` asks who owns it)
    + r"|keeps(?! an eye| (?:the|our) (?!" + KEPT_BY_THE_OFFICE + r"\b)(?:[\w-]+ ){0,2}(?:log"
    r"|register|records?|catalogue"
    r"|catalog|inventory|roadmap|backlog|runbooks?|docs|documentation|index|schema|mappings?)\b)"
    r"|kept(?! an eye)"
    r"|coming(?! from (?!the\b|my\b|our\b|lunch\b|home\b|work\b))"
    r"|approved|deployed|deploying|restarted|forgot|watching|playing|seen|saw|ordering|buying"
    r"|organi[sz]ing|booking|planning|presenting|grabbing|picking up"
    r"|up for|down for|in for)\b"
    # `what time is the all hands`, `what time the all hands is`
    r"|^(?:what|which) time (?:is|does|do|are|should|was|will|the|our)\b"
    # `is the montreal team joining the all hands?`: a team's plans for the day
    r"|^(?:is|are) (?:the|our) [\w -]{1,30}? (?:team|folks|crew|office|people) (?:joining|coming"
    r"|going|attending|dialing in|presenting|on)\b"
    # `how do i get access to the aws console`: the office's access, not anyone's skill
    r"|^how (?:do|can|should|would) (?:i|we) (?:get|request|obtain|gain) (?:access|a login|an"
    r" account|permissions?|credentials|a license|a seat) (?:to|for|on|in)\b"
    r"|^how(?:s| is| was) the (?:weather|traffic|commute|food|coffee|flight|trip|conference)\b"
    # things that broke, plans to bug someone, choices of tools, someone's whereabouts or
    # their things: `the dashboard is down again`, `i'll bug her later`, `should we use
    # kafka or postgres`, `where did daniel go`, `what does haoran's script do`
    r"|\b(?:down|broken|flaky|failing|red|stuck) again\b"
    # the office's things and days: `where's siobhan, the meeting started`, `wheres the kafka
    # dashboard`, `send me the docker details`, `who did the notes for the retro`, `anyone in
    # london this weekend`, `top 5 mistakes in our setup`, `the same boat as me`
    r"|^where(?:s| is) [a-z]+(?: [a-z]+)?\?? (?:the |our )?(?:meeting|standup|call|sync|demo"
    r"|interview)\b|^where (?:did )?[a-z]+ (?:put|leave|save)\b"
    # `can we push the planning sync to tomorrow`: a meeting moved
    r"|^(?:can|could|shall|should) (?:we|i|you|u) (?:push|move|reschedule|postpone|bump|shift"
    r"|cancel|skip|delay|bring forward|pull forward) (?:the|our|my|this|that|todays|tomorrows"
    r"|today's|tomorrow's) [^?]{0,60}?\b(?:to|till|until|by|til) (?:tomorrow|tmrw|today|tonight"
    r"|later|next \w+|after lunch|monday|tuesday|wednesday|thursday|friday|the afternoon"
    r"|the morning|\d)"
    # `is pieter joining the call this afternoon`, `did the new interns start today?`, `how long
    # is the drive to the datacenter`
    r"|^is [a-z][\w'-]*(?: [a-z][\w'-]*)? (?:joining|coming to|attending|dialling into"
    r"|dialing into|presenting at) (?:the |our |this |todays |today's )?(?:call"
    r"|meeting|standup|sync|demo|retro|offsite|all hands|zoom|huddle|1:1)\b"
    r"|^(?:(?:did|has|have) )?(?:the |our )?new (?:interns?|hires?|starters?|joiners?|grads?)"
    r" (?:start|started|arrive|arrived|join|joined)\b"
    r"|^how long is the (?:drive|walk|ride|trip|flight|commute|journey|train) (?:to|from)\b"
    # `can anyone cover the night shift`, `who's in tomorrow`
    r"|\bcover (?:for )?(?:the|my|a|an|his|her|their|this|that|tonights?) (?:[\w-]+ )?(?:shift"
    r"|rota|desk|phones|on-?call)\b"
    r"|^who(?:s| is| are)? in (?:today|tomorrow|tmrw|on \w+day|this week|next week)\b"
    # `is anyone else freezing in here?`, `it's boiling in the education centre`
    r"|\b(?:freezing|boiling|roasting|baking|(?:so|too|really|very) (?:cold|hot|warm|stuffy))"
    r" in (?:here|the (?:[\w-]+ )?(?:office|building|room|kitchen|centre|center|lab|ward|floor"
    r"|hall|canteen|library))\b"
    r"|^(?:is |are |am i the only one )?(?:anyone|anybody|any1) else (?:so |really |also )?"
    r"(?:freezing|cold|hot|boiling|roasting|tired|hungry|starving|sleepy|bored|exhausted"
    r"|knackered)\b(?! (?:on|at|with|for|in|about)\b)"
    r"|^where(?:s| is| are) (?:the|our) (?:[\w+#.-]+ )?(?:dashboard|dashboards|docs?|runbook"
    r"|link|config|notes|slides|password|state|logs?)\b"
    r"|^(?:can you |could you |pls |please )?send me the [\w+#. -]{1,30} (?:info|details|docs|link"
    r"|notes|slides)$"
    # `what's the zoom link for planning`: a meeting's link or room, not who plans
    r"|\b(?:zoom|meet|teams|meeting|call|calendar|dial-in|invite) (?:link|invite|room|id|code)s?"
    r" (?:for|to)\b"
    r"|^(?:who|anyone|anybody|has anyone|did anyone|whos)(?: \w+)? (?:(?:did|done|worked on|work on"
    r"|wrote|made|do|doing) )?(?:the|our|this|that) (?:[\w-]+ )?(?:deck|doc|docs|report|notes"
    r"|slides|training|retro|spreadsheet|presentation|agenda|minutes|planning)\b"
    r"|\b(?:in|at) [a-z]+(?: [a-z]+)? (?:next week|this week|this weekend|next weekend|tomorrow"
    r"|tonight)\b"
    r"|\bsame (?:boat|page)\b|\bsame (?:city|office|time ?zone|country|place) as (?:me|us|you"
    r"|the client|the new hire)\b"
    # `people from moderna are visiting friday`: visitors, not colleagues asked about
    r"|^(?:the |some |a few |two |three )?(?:people|folks|ppl|guys|visitors|someone|somebody"
    r"|reps?) from [\w .&'-]{1,40}? (?:are|is|will be|were|was) (?:visiting|coming (?:in|over"
    r"|by|to)|dropping by|stopping by)\b"
    # `great job on the release folks 🎉`: praise of work, asking nothing
    r"|^(?:great|good|nice|awesome|amazing|brilliant|solid|huge|excellent) (?:job|work|stuff"
    r"|effort|shipping)\b(?![^?]*\b(?:who|whos|whom|which|where|anyone|anybody|how|what|whats"
    r"|when|does|did|is|are|can|has)\b)"
    # `congratulations to everyone on a record year!`: said to all, asking nothing
    r"|^(?:congratulations|congrats|well done|kudos|great work|nice work|hats off|thank you"
    r"|thanks|a (?:big|huge) thank you|shout ?out)(?: to)? (?:everyone|everybody|all|yall"
    r"|all of you|you all|the (?:whole )?team)\b(?!.*(?<!everyone )(?<!everybody )(?<!all )"
    r"(?<!team )\b(?:who|whos|whom|which|where|anyone|anybody)\b)"
    # `melbourne folks, enjoy the long weekend`: said to a group
    r"|^[\w -]{1,30} (?:folks|people|team|peeps|ppl|crew|friends|gang), (?:enjoy|have a (?:great"
    r"|good|nice|lovely)|happy|good luck|congrats|thanks|welcome|stay safe|see you)\b"
    r"|\b(?:is|are|were|was) (?:out(?! (?:there|in|of (?!office)))|off|away|ooo|out of office"
    r"|on leave|on vacation|sick|at lunch)"
    r"(?: today| tomorrow| this week| till \w+| until \w+)?\b"
    r"|\b(?:youre|you are|ur) (?:the|our) [\w+#.-]+ (?:guy|gal|person|expert|wizard|god|hero)\b"
    r"|\b(?:can|could|would) (?:you|u) (?:look at|check|review|take a look|have a look|fix"
    r"|merge|approve)\b(?! (?:who|whos|which|anyone)\b)"
    r"|\b(?:ill|i will|gonna|going to|let me) (?:bug|ping|ask|dm|message|poke|grab|talk to"
    r"|nudge) (?:her|him|them)\b"
    r"|^(?:should|shall|do|can|could) (?:we|i) (?:use|go with|pick|choose|switch|move|migrate"
    r"|try)\b"
    r"|\bwho (?:wrote|made|added|changed|touched|broke|deleted|reverted|merged|approved)"
    r" (?:this|that|these|those|the (?:ci|config|build|pipeline|tests?|scripts?|dashboard|docs?"
    r"|readme|makefile|dockerfile|regex|query|migration|cron|job|alert|alerts)\b)"
    r"|^where(?:s| is| did| has| was)? [a-z]+(?: [a-z]+)? (?:sitting|sit|gone|went|run off"
    r"|disappeared|hiding|off to|go(?= (?:he|she|they|i|we|just|again|off|home)\b| to (?:lunch"
    r"|the)\b| for (?:lunch|coffee)\b|$))\b"
    r"|^what (?:does|did|do|is) [a-z]+s (?:script|code|tool|pr|change|query|commit|test"
    r"|service|bot|function|config|notebook|branch|patch|diff|dashboard|doc|cron|alert)\b"
    r"|^(?:the )?(?:best|top \d+|fastest|easiest|quickest|worst) (?:way|ways|place|places|time"
    r"|times|approach|resources?|books?|courses?|tutorials?|practices?|reasons?|tips?|pizza"
    r"|mistakes|lessons|gotchas|things|bugs|issues|problems"
    r"|coffee|lunch|spot)\b"
    r"|\b(?:in|at|to) the office\b|\b(?:working from home|wfh)\b"
    r"|^who (?:usually )?(?:owns|runs|handles|deals with) " + OFFICE_THINGS +
    # thanks to all, a fix to check, who is free for a call: the day's talk
    r"|\b(?:thanks|thank you|thx|ty|kudos|shout ?out|cheers) (?:to )?(?:everyone|everybody|all"
    r"|yall|you all|folks|guys|team|peeps|people|all of you)\b"
    r"|\b(?:can|could) (?:someone|somebody|anyone|anybody) (?:sanity[ -]check"
    r"|double[ -]check|proofread)\b"
    r"|^(?:who|whos|who is|anyone|anybody)(?: else)? (?:free|available) (?:for|to|at|this|today"
    r"|tomorrow|now|later)\b"
    # `i am in lyon next week, somebody want a coffee?`: company for a break
    r"|\b(?:wants?|want to|up for|fancy|grab|get|join me for|meet for) (?:an? |some )?(?:coffee"
    r"|lunch|dinner|drink|drinks|beer|beers|tea|breakfast)\b"
    # `can someone in the us take this ticket`: a chore asked of whoever is there
    r"|^(?:can|could|would|will) (?:someone|anyone|somebody|any1)(?: (?:in|from|at|on)"
    r" [\w-]+(?: [\w-]+)?)? (?:take|grab|babysit|watch|cover|handle|pick up|own|run|restart"
    r"|deploy|merge|approve|monitor|join|attend|host|lead|check on|keep an eye on"
    # (`can anyone do the standup`; `can anyone do c#` asks who knows it)
    r"|do(?= (?:the|a|an|my|our|this|that|it|some|his|her|their|today|tomorrow|tonight|next"
    r"|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b))\b"
    r"|^(?:so )?what (?:(?:did|do|does) )?(?:everyone|everybody|you all|yall|people|folks|you guys"
    r"|u guys|the team|you) think (?:of|about)\b"
    # `who's got the projector remote`: things about the office
    r"|^(?:who|whos|who has|anyone|anybody)(?: got| have| has| seen)? (?:the|my|our|a|an|a spare)"
    r" (?:[\w-]+ )?(?:projector|remote|clicker|marker|markers|charger|hdmi|dongle|adapter"
    r"|umbrella|stapler|keys?|keycard|key card|room|parking spot|mouse|keyboard|monitor|cable"
    r"|headset|mug|snacks)\b"
    # `does anyone have the link to the dashboard`: something to pass on, not a skill
    r"|^(?:does |do )?(?:anyone|anybody|someone|somebody|any1|who|whos)(?: got| have| has)"
    r" (?:the|a|an|that|this) (?:[\w-]+ )?(?:link|url|doc|docs|password|slides|deck|notes|invite"
    r"|recording"
    r"|login|number|address|agenda|template|spreadsheet|sheet)\b"
    r"|^any (?:plans|news|updates?|ideas|thoughts|luck|word|objections|volunteers|takers)\b"
    # `what's everyone doing for the long weekend`: plans, not work
    r"|^(?:what|whats|what is|what are) (?:every(?:one|body)|every1|y?all|you all|you guys|people"
    r"|the team|folks|ppl) (?:doing|up to|having|getting|planning|bringing|making|reading"
    r"|watching|listening to|playing|eating|drinking|cooking|binging|bingeing)\b"
    # `can somebody send me the link for the sprint board`: something to pass on
    r"|^(?:can|could|would) (?:some(?:one|body)|any(?:one|body)|you|u) (?:pls |please )?(?:send"
    r"|share|post|drop|forward|paste|dm) (?:me |us |over |here )?(?:the|a|that|this) (?:[\w-]+ )?"
    r"(?:link|url|doc|docs|invite|recording|slides|deck|notes|agenda|password)\b"
    r"|\b(?:weekend|holiday|holidays|lunch|dinner|summer|xmas|christmas|evening|friday|nye)"
    r" plans\b"
    # `is anyone actually reading the release notes lol`: a sigh, not a skill asked after
    r"|^is (?:anyone|anybody) (?:actually |even |ever |really )?(?:reading|looking at|checking"
    r"|opening|watching)\b"
    r"|^(?:does|do) (?:anyone|anybody) (?:(?:even|ever|really|actually) )?(?:read|look at|check"
    r"|open|care|watch)\b"
    # `which room is the triton sync in`: where and when a meeting is
    r"|^(?:which|what) (?:room|floor|building|channel|time|day)(?: is| are|s|'s)? (?:the|our"
    r"|this|that|today'?s|tomorrow'?s|tonight'?s)\b"
    r"|^where(?:s| is| are| r)? (?:we|you|u|yall|you all|they|my|this|that|it)\b"
    r"|^(?:(?:is|has|have|did|does) )?(?:any(?:one|body)|some(?:one|body)) else (?:getting|seeing"
    r"|having|hitting|experiencing|noticing|running into|get|see|have|hit|notice|think|feel"
    r"|found|noticed|seen|had|hit|experienced|run into|been getting|been seeing|been having"
    r"|find|run)\b"
    # `who's running sprint planning today`: whose turn it is at a meeting
    r"|^who(?:s| is)? (?:running|leading|hosting|facilitating|chairing|taking notes (?:at|in|for))"
    r" (?:the |our |today'?s |this weeks? )?(?:sprint |team |weekly |daily )?(?:standup|retro"
    r"|planning|demo|meeting|sync|review|all hands|kickoff|kick-off|huddle)s?\b"
    # `anyone here work on saturdays`, `who's working christmas`: the rota, not a thing of work
    r"|^(?:does |is )?(?:anyone|anybody|who|whos|who is)(?: else| here)? (?:work|works|working)"
    r" (?:on |this |these |at |over |late on )?(?:the )?(?:weekends?|saturdays?|sundays?|mondays?"
    r"|tuesdays?|wednesdays?|thursdays?|fridays?|bank holidays?|christmas|xmas|new year|nights?"
    r"|evenings?|lates|earlies)(?!\w|\.\w)"
    # `who's new here`, `who's online`, `who's in charge`: the day's comings and goings (no
    # profile dates when someone joined)
    r"|^(?:so )?who(?:s| is| are)(?: (?:still|currently|even|actually))? (?:the )?(?:new(?: (?:guy"
    r"|girl|person|hire|hires|joiner|joiners|starter|starters|one|ones|here|on the team|in the"
    r" team|around here))?|online|offline|on|off|out|in charge|sick|ooo|away|free|busy|here"
    r"|around|awake|up|back|wfh)(?: (?:today|now|rn|atm|this week|tomorrow|here|right now))?"
    r"[?!. ]*$"
    # `anyone working on the slides for friday?`: a task of the day, due soon
    r"|^(?:is )?(?:anyone|anybody|someone|somebody)(?: else)? (?:working on|doing|writing|making"
    r"|preparing|putting together|finishing) (?:the|our|this|that|a) .{1,40}? (?:for|by|before)"
    r" (?:today|tonight|tomorrow|tmrw|monday|tuesday|wednesday|thursday|friday|saturday|sunday"
    r"|the weekend|next week|this week|eod|end of day)\b"
    # `anyone know the score of the match`: the day's games
    r"|\b(?:score|scores|result|results) (?:of|in|from) (?:the|last nights|yesterdays|todays"
    r"|tonights) (?:match|game|final|derby|race)\b"
    # `who has the energy for that`: a sigh, or who is free, not a skill
    r"|\b(?:who|anyone|anybody)(?:s| has| have| got|s got)? (?:the |any )?(?:energy|time|patience"
    r"|bandwidth|capacity|headspace|nerve|courage|guts|stomach|spoons) (?:for|to)\b"
    # `what are you working on this sprint`: asked of a colleague
    r"|^what (?:are|r) (?:you|u|yall|you guys|you all) (?:working on|up to|doing|busy with)\b"
    # a favour: `who can drive me to the station`, `who can lend me a charger`
    r"|" + FAVOUR.pattern +
    # `anyone else freezing in here or just me`
    r"|^(?:is )?(?:anyone|anybody) else\b.*\bor (?:is it )?just me\b"
    r"|\b(?:review|look at|check|merge|approve|test|open|read) (?:my |our |this |the |a )?link\b"
    r"|\b(?:review|look at|check|merge|approve|test|sign off on) (?:my|our|this)"
    r" (?:[\w-]+ ){0,2}?(?:pr|prs|pull request|mr|diff|change|changes|patch|branch|code|plan"
    r"|rfc)\b"
    # `the triton build is broken on main, anyone looking into it?`: an incident, not people
    r"|\b(?:anyone|anybody|someone|somebody|who|whos|who is)(?: else)? (?:looking into"
    r"|investigating|fixing|handling|on it|on this|working on (?:it|this|that)|seeing (?:this"
    r"|that|it))\b"
    r"|\b(?:build|builds|ci|pipeline|deploy|deploys|tests|job|jobs|cluster|staging|prod|main"
    r"|master) (?:is |are |was |got )?(?:broken|broke|down|failing|red|flaky|stuck)\b"
)
# The day's things, read as typed: where a colleague is (`has anyone seen amara?`), how long
# a job takes (`how long does the dbt run take these days`), where things went (`where did all
# the markers go`), someone free to go (`who can go?`).
WHEREABOUTS = re.compile(
    r"^(?:has|have) (?:anyone|anybody|someone|somebody|any1|you|u)(?: here)? (?:seen|spotted"
    r"|heard from) [\w'-]+(?: [\w'-]+)?(?: (?:today|around|lately|recently|this morning))?"
    r"(?:[?!.]|$)"
    r"|^how long (?:does|do|did|will|would|should|has|have) [^?]{1,60}? take\b"
    # (`where did the whiteboard markers go 🙃`, `where did everyone go? the floor is empty`)
    r"|^where (?:did|do|does|have|has) [^?]{1,50}? (?:go|gone|disappear|disappeared|vanish"
    r"|vanished)(?:[?!.]|\s*[\U0001F300-\U0001FAFF\u2600-\u27BF]|\s*$)"
    r"|^(?:who|anyone|anybody|someone|somebody)(?: else)? (?:could|can|would|will|wants to"
    r"|wanna|is going to|gonna) go[?!. ]*$"
)

# The office's things and errands: a colleague's profile never explains who handles them.
ERRANDS = re.compile(
    r"\b(?:hr|payroll|expenses?|expense tool|facilities|travel|visas?(?! (?:cards?|debit|credit)\b)"
    r"|laptops?|badges?"
    r"|office printers?|printers? on|printer (?:paper|drivers?)|the printer|recycling|trash|bins?"
    r"|garbage (?:disposal|bins?)|cleaners?|cleaning|first[- ]aid|fire (?:alarm|safety|drill)"
    r"|pension|vacations?|holidays?|tax|taxes|microwave(?! (?:links?|radio|backhaul)\b)|meetups?"
    r"|fridge|vending machine|projector|coat rack|windowsill|bottle opener|buzzer|canteen"
    r"|a lift (?:to|home|back|into)|(?:water|watering) (?:the |my |our )?(?:office )?plants"
    r"|(?:the|my|our) plants? needs? watering"
    r"|coffee machine|lockers?|badge readers?|printed and signed|print (?:it |them |this )?(?:out"
    r"|off)"
    r"|(?:office|the) tv"
    r"|reading group"
    r"|toilets?|the flush|sinks?|radiators?|the heating|aircon|air con|blinds|light ?bulbs?"
    r"|(?<!widevine )(?<!drm )licen[cs]es?(?! (?:servers?|borrowing|checkouts?|errors?|keys?"
    r"|checks?|ran|expir\w*|renewals?))"
    r"|book club|running club|game jam|spotify|jira|epic|pager|retro|invite"
    r"|(?:concert|event|train|plane|flight|movie|raffle|parking|gig) tickets?"
    r"|relocat\w*|renting|rent|apartments?|parking(?! (?:features?|zones?|sensors?|apps?|payments?"
    r"|data|meters?|enforcement|permits?)\b)|bikes?|lockers?|(?:door|office|spare|car) keys"
    r"|(?:door|bike) locks?|storage room|coffee|(?:the|our|office|my) kitchen"
    r"|kitchen (?:sink|knives|renovations?|equipment|table|roll)|(?:to|for) lunch"
    r"|lunch (?:order|plans)"
    r"|dinner|party|performance reviews?"
    # Zoom the meetings, not zooming into a map (`when i zoom into block F`)
    r"|self assessment|(?<!\bi )(?<!\bto )(?<!\byou )zoom(?! (?:in|into|out|the|level)\b)"
    r"|meeting rooms?|noise from|tickets for|(?:second|my|a new|external)"
    r" monitor|(?:my|a|new|standing|hot|spare|sit-stand|empty|front|reception) desks?"
    # the front desk, not a phone's signal (`zero reception down there`)
    r"|(?<!no )(?<!zero )(?<!bad )(?<!poor )(?<!any )(?<!phone )(?<!mobile )(?<!cell )reception"
    r"|sign for|chairs?|snacks?|mugs?"
    r"|release notes|meetings?|loading bay|gaming pc"
    r"|playlists?|music|songs?|carry|wifi|wi-fi|jet lag|(?:office|team|training|conference|travel)"
    r" budgets?|(?:the|anonymous|engagement|pulse) survey|abroad|for the building|alarm code|swag"
    r"|recruiters?|dress code|health insurance|agenda|fantasy|office (?:internet|network)"
    r"|fire wardens?|channel, want|mute it"
    r"|(?:parental|sick|annual|maternity|paternity) leave|leave"
    r" days|ski|(?:ski|team|work|business|company|office) trips?|(?:company|rental) cars?|blinds"
    r"|the heating|air con|the lights|lights? (?:flicker\w*|are|is)|(?<!use a )mouse(?! events?)"
    r"|(?:first|second|third|fourth|ground|top|\d+(?:st|nd|rd|th)) floor|floor \d+|pens|stationery"
    # the keyboard one works the app with is accessibility (`with just a keyboard`)
    r"|(?<!just a )(?<!from the )(?<!only a )keyboard(?! (?:nav\w*|shortcuts?|access\w*|focus"
    r"|traps?|users?|only|support))"
    r"|notebooks and|photo day|the noise|noise (?:in|from)|contract renewal|renewal of my"
    r"|childcare|vouchers?|payslips?|salary|benefits|gym|(?:slack|teams) channel|access to"
    r" the (?:board|building|office|finance drive|shared drive)|sourdough|baking|cooking"
    r"|recipes?|house ?plants|gardening|flats|flat hunting|moving to \w+, looking|offsite|off-site"
    r"|secret santa|costumes?|farewell|movies?|movie night|break ?room|lobby|door code"
    r"|shared inbox|lease|menu(?! (?:options?|items?|bar|structure)\b)|end of year|christmas"
    r"|xmas|halloween|potluck|karaoke"
    r"|(?:pub )?quiz night|bonus(?:es| pool)?|invoices?|visitor pass(?:es)?|building access"
    r"|deliver(?:y|ies) (?:guys?|driver|person)|(?:which|good|nice|any|best|cheap|vegan|decent)"
    r" restaurants?|a restaurant (?:near|nearby|around|for|that|with|in)\b|restaurant (?:tips"
    r"|recommendations|recs|reservations?|bookings?)"
    r"|where to eat|personal trainer|carpentry|ikea"
    r"|furniture)\b"
)
# Life outside work: `anyone know about spark plugs? my car won't start`, `… my son wants a
# minecraft server for his bday`.
LIFE = re.compile(
    r"\bmy (?:son|daughter|kids?|mom|mum|dad|parents|gran|grandma|grandpa|wife|husband|partner"
    r"|flatmate|roommate|cars?|bikes?|feet|back|uncle|aunt|dog|cat|family|brother|sister|friend"
    r"|neighbou?r|landlord|house|flat|garden)\b"
    r"|\b(?:anniversary|birthday|bday|wedding|honeymoon|vacation|obsessed|moving house"
    r"|house hunting|remortgag\w*)\b"
    r"|\bthinking (?:of|about) (?:buying|getting|adopting)\b"
    # the weather (`why is it raining every single day this week`)
    r"|^(?:why is it (?:still |always )?(?:raining|snowing|pouring|so hot|so cold)|is it (?:going"
    r" to|gonna) (?:rain|snow))\b(?!.*\b(?:who|whos|anyone|anybody|someone|somebody|errors?"
    r"|prod)\b)"
)

# Outings and occasions of the office: `the lunch thing`, `the leaving do`.
OUTINGS = re.compile(
    r"\b(?:lunch|dinner|breakfast|brunch|party|offsite|off-site|meeting|standup|retro|talk(?! to)"
    r"|booth|trip|drinks|coffee|presentation|demo|interview|onboarding|hackathon|conference"
    r"|raffle|quiz|birthday|santa|bbq|picnic|football|karaoke|pub|gift|card|cake|leaving do"
    r"|all[- ]hands|town hall|photo|shift|rota|cover)\b"
)
