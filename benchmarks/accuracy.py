"""Accuracy of the answers on the question sets over the bundled and test profiles.

    python -m benchmarks.accuracy [--verbose] [--sets questions,everyday,chatter,...]

- `questions.jsonl`: asked as a command or mention; right when the people named, in order,
  are exactly the expected ones (help questions must get the help reply).
- `everyday.jsonl`: everyday phrasing, asked in a team channel with no prefix or mention;
  right when the bot answers and names the expected people: as a set (`order: set`), as the
  head of its ranking with the expected first person first (`first`), or in exactly that
  order (`exact`); a `count` must
  appear in the headline; an empty expectation is a "nobody" answer, help the help reply.
- `chatter.jsonl`: ordinary channel chatter, which must stay unanswered.
- `everyday-2.jsonl` and `chatter-2.jsonl`: 300 more questions and 80 more lines of chatter,
  written the same way by another hand (its first half was used while changing the code, its
  second half, from `who here knows c`, was not), judged the same way.
- `everyday-3.jsonl`: 160 more, weighted towards topics, lists, schools and counts, written the
  same way by a third hand; `everyday-4.jsonl`: 120 more by a fourth; `everyday-5.jsonl` and
  `chatter-5.jsonl`: 180 more and 60 lines of chatter by a fifth; `everyday-6.jsonl` and
  `chatter-6.jsonl`: 150 more and 50 lines of chatter by a sixth; `everyday-7.jsonl` and
  `chatter-7.jsonl`: 150 more and 50 lines of chatter by a seventh; `everyday-8.jsonl` and
  `chatter-8.jsonl`: 150 more, mixing conditions, and 80 lines of chatter by an eighth;
  `everyday-9.jsonl` and `chatter-9.jsonl`: 150 more, two thirds about one person, and 60 lines
  of chatter by a ninth; `everyday-10.jsonl` and `chatter-10.jsonl`: 150 more about the team and
  its groups, and 60 lines of chatter by a tenth; `everyday-11.jsonl` and `chatter-11.jsonl`: 150
  more from a week of a team's channel, and 60 lines of chatter by an eleventh;
  `everyday-12.jsonl` and `chatter-12.jsonl`: 150 messages with the mess of real ones (quoted
  replies, links, code, caps) and 60 lines of chatter by a twelfth; `everyday-13.jsonl` and
  `chatter-13.jsonl`: 150 questions testing each capability the feature request names in words
  it does not use, and 60 lines of chatter, by a thirteenth; `everyday-14` to `everyday-18`
  with `chatter-14` to `chatter-18`: 150 questions and 50 lines of chatter each, by five more
  hands: a hiring team sourcing candidates, messages typed on a phone or in a second language,
  engineers asking who to go to about their problem, a new hire and a manager, and hard
  combinations of conditions. `everyday-19` and `chatter-19`: 150 questions and 50 lines of
  chatter from an open-source-minded team (half about repositories, contributions, roles and
  Stack Overflow), by a twentieth hand. `everyday-20` and `chatter-20`: 150 questions and 50
  lines of chatter from a month of a busy engineering team's general channel, by another;
  `everyday-21` and `chatter-21`: 150 and 50 from people trying the bot for the first time
  (recruiters, managers, designers among them), by another; `everyday-22` and `chatter-22`:
  150 and 50 from a tech lead staffing projects, by another; `everyday-23` and `chatter-23`:
  150 and 50 from a quarter of a whole company's server, every role, by another;
  `everyday-24` and `chatter-24`: 150 and 50 from a tester probing the limits and a team
  across time zones, by another; `everyday-25` and `chatter-25`: 150 and 50 about every field
  of the export in everyday words, by another; `everyday-26` and `chatter-26`: 120 and 40
  over eight profiles of their own in `profiles-26/` (other companies, places, schools and
  skills), profiles and questions written by another; `everyday-27` and `chatter-27`: 120 and
  40 over ten profiles of a fintech team in `profiles-27/` (shared first names and surnames,
  particles, aliases in the skills), by another; `everyday-28` and `chatter-28`: 120 and 40 over
  nine profiles of a games studio in `profiles-28/`, by another; `everyday-29` and
  `chatter-29`: 120 and 40 over eight profiles of an infrastructure company in `profiles-29/`
  (names in Chinese characters, Cyrillic and Greek, a one-word name), by another;
  `everyday-30` and `chatter-30`: 120 and 40 over eight profiles of a university research lab
  in `profiles-30/`, by another; `everyday-31` and `chatter-31`: 120 and 40 over eight profiles
  of a health-tech data team in `profiles-31/`, typed in a second language, by another;
  `addressed-32`: 150 commands and questions asked of the bot directly (a prefix, a mention or
  a direct message), judged as the everyday ones and never to be met with silence, by another;
  `everyday-33` and `chatter-33`: 120 and 40 over twelve profiles of an e-commerce company in
  `profiles-33/` (ties in the skills, aliases), by another. Sets 34 to 41, each by another
  hand: a payments startup typed with Spanish and Portuguese asides (`profiles-34/`), a
  security consultancy asked by a recruiter (`profiles-35/`), a data platform company's
  manager (`profiles-36/`), a robotics startup's new hires (`profiles-37/`), 150 and 50 from an
  incident week over the team's profiles (38), 60 questions and 150 lines of hard chatter (39),
  a developer-tools company's release week (`profiles-40/`) and a games middleware company
  asked by an art director and a producer (`profiles-41/`). Sets 42 to 45, 150 and 50 each,
  each by another hand over nine profiles of its own: an e-commerce search team's manager
  typing in abbreviations (`profiles-42/`), a genomics startup's scientists describing
  problems rather than skills (`profiles-43/`), a networking vendor's incident and reorg
  questions (`profiles-44/`) and an open-source tools company's community (`profiles-45/`).
  Sets 46 and 47 the same: a mobile bank's product manager and designer typing run-on
  sentences with emoji and Swahili, Spanish and Portuguese words (`profiles-46/`), and a
  climate-modelling spin-out asked by PhD students and a grant administrator, politely and
  at length (`profiles-47/`). Sets 48 and 49 the same: a streaming company's video team
  asked tersely with typos in skill names and two things at once (`profiles-48/`), and a
  legal-tech startup asked in full sentences with French turns of phrase (`profiles-49/`).
  Sets 50 and 51 the same: a drone startup's hardware engineer and recruiter, with status
  updates, bullet lists, quoted replies and nicknames (`profiles-50/`), and a fintech data
  platform's VP and analyst combining conditions, rankings and counts (`profiles-51/`).
  Sets 52 and 53 the same: a healthcare scheduling company's support lead and intern typing
  casually in bursts (`profiles-52/`), and a trading firm's head of engineering and HR partner
  asking formally, with negations (`profiles-53/`). Sets 54 to 57 the same: a robotics
  startup's perception and controls team (`profiles-54/`), a game studio's engine and tools
  team (`profiles-55/`), a health-tech data platform in three African cities
  (`profiles-56/`) and a trading firm's low-latency team (`profiles-57/`). Sets 58 to 61
  the same: a hospital's bioinformatics core asked by clinicians (`profiles-58/`), a mobile
  app agency's account managers in shorthand (`profiles-59/`), a cloud security startup
  during an incident and a hiring push (`profiles-60/`) and a civic-tech team writing in
  English and Spanish at once (`profiles-61/`). Sets 62 to 65 the same: a fintech's payments
  and fraud team in Singapore and Sydney (`profiles-62/`), a genomics research software group
  describing needs in its own words (`profiles-63/`), an automotive firmware team with umlauts
  and Scandinavian letters in its names (`profiles-64/`) and a developer-tools and compilers
  collective asking in requests and long remarks (`profiles-65/`). Sets 66 and 67 the same,
  written after the changes made for sets 62 to 65: a logistics startup asking after remarks
  about problems at work (`profiles-66/`) and a university research computing team asked by
  researchers in wordy, polite and sometimes vague words (`profiles-67/`). Sets 68 and 69 the
  same, written at the end of that round: a mobile games studio's producers and artists typing
  casually (`profiles-68/`) and a government digital service's product and policy staff
  describing needs rather than technologies (`profiles-69/`). Sets 70 and 71 the same, a
  third of their questions topics described in the asker's own words: a logistics company's
  platform and SRE team asked by engineers and support staff about their problems
  (`profiles-70/`) and a media company's machine-learning lab asked by product managers,
  recruiters and new hires (`profiles-71/`). Sets 72 and 73 the same, written after the
  changes made for 70 and 71: an insurer's data and compliance team asked by analysts,
  actuaries and compliance officers (`profiles-72/`) and a game studio's tools and online
  services team asked by producers, testers and community managers (`profiles-73/`).
  Sets 74 and 75 the same, with at least 40 topics each asked in words the profiles do not
  use: a climate-tech startup's data and embedded team (`profiles-74/`) and a game studio's
  engine and online-services team (`profiles-75/`). Sets 76 and 77 the same, written after
  the changes made for 74 and 75, with chatter that looks like requests: a hospital network's
  clinical software team asked by clinicians and project managers (`profiles-76/`) and an
  agritech company's engineering team asked by agronomists and ops managers (`profiles-77/`).
  Set 78, written at the end of that round: a fintech's platform team in Latin America and
  Europe asked by engineers, a product manager, a recruiter and a support lead (`profiles-78/`).
  Sets 79 to 82, nine profiles, 150 questions (at least 30 topics in the asker's words) and
  50 lines of chatter each: a satellite ground-segment company (`profiles-79/`), an online
  learning platform (`profiles-80/`), an open-source distributed database company
  (`profiles-81/`) and an insurer's claims and document-AI team (`profiles-82/`).
  Sets 83 and 84 the same, written after the changes made for 79 to 82: a travel-booking
  marketplace (`profiles-83/`) and a public broadcaster's digital team (`profiles-84/`).
  Sets 85 and 86 the same, written at the end of that round: a food-delivery startup
  (`profiles-85/`) and a chip design-tools company (`profiles-86/`).
  Sets 87 to 98 the same, in three rounds of four, each written before the code was changed
  for it: a podcast network, an agritech company, an insurer's claims platform and an esports
  platform (`profiles-87/` to `profiles-90/`); a city's digital services, a biotech research
  software team, a bank's payments team and an automotive software team (`profiles-91/` to
  `profiles-94/`); an online education company, a weather data startup, a hospital network's
  clinical software team and a music streaming company (`profiles-95/` to `profiles-98/`).
  Sets 99 and 100, 158 questions (60 topics, a third in the asker's own words) and 50 lines of
  chatter each, written before the code was changed for them: a freight-rail operations
  software company (`profiles-99/`) and an offshore wind-farm operator (`profiles-100/`;
  some profiles there have no location line, their summaries say where they are).
  Sets 101 and 102, 150 questions (55 topics) and 50 lines of chatter each, written the same
  way and first measured before any change was made for them: a container-terminal operator
  (`profiles-101/`) and a short-term-rental company with its own smart lock (`profiles-102/`).
  Set 102's comparisons named the winner alone; they name both, the winner first, as every
  other set's do. Sets 103 and 104 the same, first measured after the changes made for 99 to
  102: a farming-sensor startup (`profiles-103/`) and a greenhouse-controller maker
  (`profiles-104/`). Sets 105 and 106 the same, first measured by the code from before they
  were written: a public broadcaster's streaming platform (`profiles-105/`) and an insurer's
  claims engineering team (`profiles-106/`). Set 107, 100 questions (35 topics, each judged by
  its first person) and 40 lines of chatter over eight profiles of a hospital pharmacy's
  medication-safety team (`profiles-107/`), written at the end of that round. Sets 108 and
  109, 150 questions (78 and 80 topics) and 50 lines of chatter each over nine profiles of
  their own, written by two more hands before the next round's changes and kept out of them:
  a cold-chain produce delivery company (`profiles-108/`) and a B2B invoicing company
  (`profiles-109/`). Sets 110 and 111 the same (75 topics each), written before the round
  after it: a veterinary clinic software company (`profiles-110/`) and a music streaming and
  podcast platform (`profiles-111/`). Sets 112 and 113 the same (75 topics each, 60 lines of
  chatter), written before the round after that: a railway signalling and operations software
  company (`profiles-112/`) and a restaurant-chain operations software company
  (`profiles-113/`). Sets 114 and 115 the same, written after those changes: a wind and solar
  farm monitoring company (`profiles-114/`) and a library and museum software company
  (`profiles-115/`). Sets 116 and 117 the same, written before the next round: a construction
  software company (BIM viewers, site safety, drone surveys; `profiles-116/`) and a company
  making software for breweries, wineries and food producers (`profiles-117/`). Sets 118 and
  119 the same, written after that round's first changes and before the rest: a legal software
  company (contract review, e-discovery, court filing; `profiles-118/`) and a company making
  software for estate agents and mortgage brokers (`profiles-119/`). Sets 120 and 121 the
  same, written at the end of that round and kept out of its changes: a dental clinic software
  company (`profiles-120/`) and an esports tournament platform (`profiles-121/`). Sets 122 to
  125 the same, written before the round after it: veterinary clinic software (`profiles-122/`),
  public transport ticketing and arrivals (`profiles-123/`), a music streaming and audio plug-in
  company (`profiles-124/`) and home insurance claims (`profiles-125/`). Sets 126 and 127 the
  same, written at the end of that round and kept out of its changes: a wine and spirits
  marketplace (`profiles-126/`) and hospital rostering software (`profiles-127/`). Sets 128
  and 129 the same, written before the round after it: dental practice management
  (`profiles-128/`) and an e-bike and scooter sharing operator (`profiles-129/`). Sets 130 and
  131 the same, written during that round and kept out of its changes: a solar and home-battery
  installer (`profiles-130/`) and a city library network's digital services (`profiles-131/`).
  Sets 132 to 135 the same, written before the round after it: a water utility
  (`profiles-132/`), aircraft maintenance software (`profiles-133/`), a hotel chain's guest and
  operations systems (`profiles-134/`) and a secondhand fashion marketplace (`profiles-135/`).
  Sets 136 to 139 the same, written before the round after it: a ski resort group's lift
  tickets and snowmaking (`profiles-136/`), a veterinary clinic chain (`profiles-137/`), a
  container port terminal (`profiles-138/`) and a public transit agency's fares and arrivals
  (`profiles-139/`). Sets 140 to 143 the same, written before the round after it: a hospital
  and hotel linen service (`profiles-140/`), an auction house (`profiles-141/`), a grain
  cooperative (`profiles-142/`) and a puzzle game studio's live operations (`profiles-143/`);
  set 144 the same, written during that round and read once before anything was changed for
  it: a water utility's digital team (`profiles-144/`). Sets 145 and 146 the same, written
  at the start of the round after it, 100 topics each: a wine and spirits distributor
  (`profiles-145/`) and a dental clinic network's software (`profiles-146/`, whose misses were
  kept out of that round's changes); set 147 the same, written at the end of that round and
  read once: a bus operator's depots and driver rostering (`profiles-147/`). Set 148 the
  same, written at the start of the round after it and kept out of its changes: a veterinary
  practice group's software (`profiles-148/`); set 149 by another hand at the same time, 50
  topics and 100 questions of the other categories, whose misses were read: a language-learning
  company (`profiles-149/`). Set 150 the same, written at the start of the round after it and
  kept out of its changes, 60 topics and 90 questions of the other categories: an airline's
  crew scheduling and airport operations (`profiles-150/`). Sets 151 and 152 by two more hands
  at the same time, 20 topics and 130 questions of the other categories each, whose misses
  were read: a bank's fraud and payments-risk engineers (`profiles-151/`) and a mobile game
  studio's backend and live-operations engineers (`profiles-152/`). Sets 153 to 155 by three
  more hands at the start of the round after, the same shape, whose misses were read: a
  football club's ticketing and stadium engineers (`profiles-153/`), a waste and recycling
  collector's route-planning and bin-sensor engineers (`profiles-154/`) and a pharmacy
  chain's prescription and stock engineers (`profiles-155/`). Sets 156 to 158 by three more
  hands in the same round, after those changes, the same shape, whose misses were read: an AI
  lab's training and inference engineers written like the real exports (`profiles-156/`), a
  smart-home device maker's firmware and cloud engineers (`profiles-157/`) and a humanitarian
  organisation's field-technology team (`profiles-158/`). Sets 159 to 161 by three more hands
  after those changes, the same shape, each in a style of its own, whose misses were read: a
  freight marketplace's engineers asked in haste and in other languages (`profiles-159/`), a
  digital bank's engineers asked at length and of the bot by name (`profiles-160/`), and a
  university hospital's research software team asked in full, polite sentences and commands
  (`profiles-161/`). Sets 162 to 164 by three more hands after those changes, the same shape
  and each in a style of its own, whose misses were read: a betting operator's engineers
  asked with misspellings typed on a phone (`profiles-162/`), a streaming service's engineers
  asked with two or three conditions at once (`profiles-163/`), and a marketplace's search
  engineers asked in terse keywords as into a search box (`profiles-164/`). Sets 165 to 167 by
  three more hands after those changes, the same shape: a legal-tech company's engineers asked
  of by people who are not engineers (`profiles-165/`), a robotics startup's engineers asked
  of by first names, nicknames and pairs (`profiles-166/`), and an energy trader's engineers
  asked in messages with curly quotes, capitals, Markdown, signatures and pasted characters
  (`profiles-167/`). Sets 168 to 170 by three more hands after those changes, the same shape:
  a food-delivery platform's engineers asked as in a busy channel, replies, pasted snippets
  and Spanish and French among them (`profiles-168/`), an insurer's engineers asked of in
  the words of an incident (`profiles-169/`), and a transport authority's engineers asked in
  everyday phrasing (`profiles-170/`). Sets 171 to 173 by three more hands after those changes:
  a hotel chain's engineers asked of by new joiners unsure of names and terms
  (`profiles-171/`), a telecom operator's engineers asked of in English, Portuguese, Italian,
  Dutch, French and German (`profiles-172/`), and an education platform's engineers asked of
  with the need for a task first (`profiles-173/`). Sets 174 to 176 by three more hands after
  those changes: a news publisher's engineers asked of by the names people remember for places,
  schools, companies and skills (`profiles-174/`), a genomics institute's engineers asked of in
  everyday phrasing (`profiles-175/`), and a car maker's engineers asked of on a phone with
  autocorrect (`profiles-176/`). Sets 177 to 179 by three more hands after those changes: a
  security company's engineers asked of in banter, with @-names (`profiles-177/`), a tax
  authority's engineers asked of in a formal register (`profiles-178/`), and a forecasting
  service's engineers asked of in everyday phrasing (`profiles-179/`). Sets 180 to 182 by
  three more hands after those changes: an airline's engineers asked of by colleagues writing
  in a language not their first (`profiles-180/`), a supermarket chain's engineers asked of in
  keywords as into a search box and in long rambles (`profiles-181/`), and an earth-observation
  company's engineers asked of by what customers see and by what colleagues did
  (`profiles-182/`). Sets 183 to 185 by three more hands, read before the changes of 180 to
  182 were tested on them: a pension fund's engineers asked of after a pasted ticket, link,
  quote or log (`profiles-183/`), a ride-hailing company's engineers asked of for someone else
  or as a supposition, with exceptions (`profiles-184/`), and a game studio's engineers asked
  of in gamer slang (`profiles-185/`). Sets 186 to 188 by three more hands after those
  changes: a library network's engineers asked of by what they have done before and by what
  members complain about (`profiles-186/`), an EV charging network's engineers asked of in a
  thread's follow-ups and corrections (`profiles-187/`), and a dating app's engineers asked of
  in a normal week's words, relayed from support (`profiles-188/`). Sets 189 to 191 by three
  more hands after those changes: a bank's fraud engineers asked of with numbers, ranges and
  ranks said in many ways (`profiles-189/`), a logistics company's engineers across Latin
  America asked of in Spanish, Portuguese and English (`profiles-190/`), and a university's
  research computing team asked of by academics (`profiles-191/`). Sets 192 to 194 by three
  more hands after those changes: an aerospace company's engineers asked of by managers
  planning cover and hand-overs (`profiles-192/`), a crypto exchange's engineers asked of in
  messages of three to six words (`profiles-193/`), and a farm-drone company's engineers asked
  of by voice dictation (`profiles-194/`). Sets 195 to 197 by three more hands after those
  changes: a property portal's engineers asked of in everyday phrasing by engineers, support
  and sales (`profiles-195/`), a broadcaster's streaming engineers asked of in messages that
  also talk to colleagues (`profiles-196/`), and a chip company's verification engineers asked
  of tersely by senior engineers (`profiles-197/`). Sets 198 to 200 by three more hands after
  those changes: a health insurer's engineers asked of in German and English mixed
  (`profiles-198/`), a fashion retailer's engineers asked of by people-operations staff
  (`profiles-199/`), and a travel site's engineers asked of in every style a channel has
  (`profiles-200/`). Sets 201 to 203 by three more hands: a hospital group's engineers asked
  of by newcomers (`profiles-201/`), a music streaming service's engineers asked of in Indian
  English and Hinglish (`profiles-202/`), and a transit agency's engineers asked of with ranks,
  exclusions and two asks at once (`profiles-203/`). Sets 204 to 206 by three more hands after
  the changes for those: an online grocery's engineers asked of with pasted errors and
  codenames (`profiles-204/`), a bank's engineers asked of in formal corporate English
  (`profiles-205/`), and a game studio's engineers asked of in English, Polish, Italian and
  Dutch (`profiles-206/`). Sets 207 to 209 by three more hands after those: a veterinary
  chain's engineers asked of from a phone (`profiles-207/`), an energy utility's engineers
  asked of in a product manager's rambling messages (`profiles-208/`), and a university's
  engineers asked of in English, Swedish, Norwegian, Danish and Finnish (`profiles-209/`).
  Sets 210 to 212 by three more hands: a container terminal's engineers asked of by Japanese,
  Korean and Chinese colleagues in English (`profiles-210/`), a sports-betting company's
  engineers asked of in messages of a few words sent to the bot directly, as into a search box
  (`addressed-211`, judged as `addressed-32`, with `chatter-211` in its channel;
  `profiles-211/`), and a museum's engineers asked of in English, Turkish and Arabic words and
  in Turkish (`profiles-212/`). Sets 213 to 215 by three more hands after those: a pharmacy
  chain's engineers asked of with guesses to confirm (`that's mehmet's world right`,
  `profiles-213/`), a weather service's engineers asked of in Singapore's, Malaysia's and the
  Philippines' English and in Filipino (`profiles-214/`), and a scooter company's engineers
  asked of in English, Russian and Ukrainian, in Latin and Cyrillic letters (`profiles-215/`).
  Sets 216 to 218 by three more hands after those: a telecom's engineers asked of in messages
  of many lines with markdown, code blocks and quotes (`profiles-216/`), a learning app's
  engineers asked of in English, Indonesian, Malay and Vietnamese (`profiles-217/`), and a tax
  office's engineers asked of with exceptions, limits, numbers in words and comparisons with
  `than` (`profiles-218/`). Sets 219 to 221 by three more hands after those: a food-delivery
  marketplace's engineers asked of in Arabic written in Latin letters and figures (Arabizi),
  with French and English, and in Arabic script (`profiles-219/`), a video-conferencing
  company's engineers asked of in fast, careless typing with words run together and emoji for
  words (`profiles-220/`), and a wind-farm operator's engineers asked of by what the person
  would do rather than a skill's name (`profiles-221/`). Sets 222 to 224 by three more hands
  after those: an insurer's engineers asked of by managers in corporate words (bench strength,
  talent in-house, coverage; `profiles-222/`), a fan app's engineers asked of in Korean and
  Japanese written in Latin letters (`profiles-223/`), and a city's open-data engineers asked
  of with hard combinations in a casual voice (`profiles-224/`). Sets 225 to 227 by three more
  hands: a parcel-locker company's engineers asked of by operations and support staff in their
  own words (`profiles-225/`), a radiology software company's asked of in short everyday
  questions (`profiles-226/`), and a sports streaming app's asked of in English, Spanish,
  Portuguese, German and French (`profiles-227/`). Sets 228 to 230 by three more hands after
  those: a bike-share operator's engineers asked of in Dutch, Italian and Polish
  (`profiles-228/`), an online pharmacy's asked of by operations and customer care
  (`profiles-229/`), and a satellite imagery company's asked of in long, chatty messages
  (`profiles-230/`). Sets 231 to 233 by three more hands after those: a hotel platform's
  engineers asked of in Spanish, Portuguese and French (`profiles-231/`), a reading app's in
  German, Dutch, Swedish and Norwegian (`profiles-232/`), and a warehouse robotics company's
  in plain English (`profiles-233/`). Sets 234 to 236 by three more hands after those: a
  freight-forwarding software company's engineers describing what they are stuck on
  (`profiles-234/`), an edtech company's in Lagos and Bangalore asked of in Nigerian and
  Indian English (`profiles-235/`), and a hospital IT department's asked of in messages with
  Discord's formatting (`profiles-236/`). Sets 237 to 239 by three more hands after those: an
  insurer's engineers asked of by claims handlers, actuaries and underwriters in business terms
  (`profiles-237/`), a music streaming startup's in terse one-liners (`profiles-238/`), and an
  agritech company's in Kenya, the Netherlands and Brazil in English with Swahili, Dutch and
  Portuguese words (`profiles-239/`). Sets 240 to 242 by three more hands after those: a public
  transport authority's engineers asked of by operations staff and analysts, often after a
  tale of what went wrong (`profiles-240/`), a fashion e-commerce company's in Milan and Paris
  in English, Italian and French (`profiles-241/`), and a cybersecurity startup's asked of by a
  new manager (`profiles-242/`). Sets 243 to 245 by three more hands after those: a dental
  clinic chain's engineers asked of by receptionists and dentists who tell what went wrong,
  often with a laugh or a sigh (`profiles-243/`), a mobile game studio's in Warsaw and Kraków
  asked of in English with Polish and German words (`profiles-244/`), and a renewable-energy
  company's asked of by field engineers in terse lowercase on their phones (`profiles-245/`).
  Sets 246 to 248 by three more hands after those: a delivery-drone startup's engineers asked
  of by managers in formal sentences of several conditions (`profiles-246/`), a newsroom's
  data desk asked of by journalists in plain words (`profiles-247/`), and a university's
  research computing group asked of by researchers by first names and nicknames
  (`profiles-248/`). Sets 249 to 251 by three more hands after those: a public library
  system's digital services team asked of by librarians and archivists, often after a sentence
  of context (`profiles-249/`), an esports streaming platform's in young people's slang
  (`profiles-250/`), and an agritech company's asked of by agronomists and farm managers in
  plain words with British, Irish and Australian slang (`profiles-251/`). Sets 252 to 254 by
  three more hands after those: a container line's engineers asked of by dispatchers and ship
  agents in hurried English with Greek, Tagalog and Turkish words (`profiles-252/`), a weather
  service's by meteorologists and climate scientists (`profiles-253/`), and a hotel chain's by
  front desk and revenue staff, often two things in one message (`profiles-254/`).
  Sets 255 to 257 by three more hands, written before the round after those: a VFX and
  animation studio's pipeline and render team asked of by producers and artists in film jargon
  (`profiles-255/`), a telecom operator's network operations centre in handover notes with
  Spanish and Portuguese words (`profiles-256/`), and a chip company's design and
  verification team asked of in long formal sentences, some in the negative (`profiles-257/`).
  Sets 258 to 260 by three more hands after those: a used-car marketplace's asked of by sales
  and support staff in casual abbreviations (`profiles-258/`), a gaming regulator's IT
  department by civil servants in long bureaucratic requests (`profiles-259/`), and a mining
  company's autonomous haulage team by site staff typing on phones in English and Spanish
  (`profiles-260/`).
  Sets 261 to 263 by three more hands after those: a satellite imaging startup's asked of in
  terse chat shorthand, often after a status line (`profiles-261/`), a veterinary clinic
  network's by clinic managers in long questions that come to the point at the end
  (`profiles-262/`), and a stock exchange's trading systems team in British and Indian office
  English, some asks inside handover notes (`profiles-263/`).
  Sets 264 to 266 by three more hands after those: a humanitarian aid agency's field data and
  supply team asked of by field staff in English as a second language (`profiles-264/`), a law
  firm's legal technology team by lawyers in careful, qualified requests (`profiles-265/`), and
  a quantum computing startup's by voice dictation, unpunctuated and misheard
  (`profiles-266/`).
  Sets 267 to 269 by three more hands after those: a dairy cooperative's milk collection and
  plant software team asked of by plant operators and tanker dispatchers in shift-handover
  shorthand (`profiles-267/`), an elevator maintenance company's connected-devices team by
  field technicians typing on phones between jobs (`profiles-268/`), and a university's
  admissions and student-records team by staff who describe what they see in plain words
  (`profiles-269/`).
  Sets 270 to 272 by three more hands after those: a regional airline's crew scheduling team
  asked of by crew schedulers and duty managers in the clipped words of a disruption
  (`profiles-270/`), a public-health agency's surveillance data team by epidemiologists and
  nurses in long, precise questions with numbers and qualifiers (`profiles-271/`), and a
  fashion marketplace's search and checkout team in slang, nicknames and emoji
  (`profiles-272/`). Sets 273 to 275 by three more hands after those: a freight rail operator's
  signalling and timetable software team asked of by rail controllers in radio-style shorthand
  and abbreviations (`profiles-273/`), a children's hospital's clinical informatics team by
  nurses and junior doctors in hurried messages with half-remembered names (`profiles-274/`),
  and a concert venue's ticketing team by box-office and marketing staff who describe what
  customers see and compare named people (`profiles-275/`). Sets 276 to 278 by three more
  hands after those: a wind-farm operator's turbine monitoring team asked of by managers
  planning staffing and cover (`profiles-276/`), a payroll software vendor's engineers in
  statements that want confirming or correcting (`profiles-277/`), and a school district's
  education-technology team by busy school staff in capitals, with urgency and a list of what
  is wrong before the ask (`profiles-278/`). Sets 279 to 281 the same: a national museum's
  collections digitisation team by curators who forward or quote earlier messages before the
  ask (`profiles-279/`), a card-payments company's fraud engineering team by risk analysts in
  Discord markdown with ticket ids (`profiles-280/`), and an esports organisation's streaming
  and game-data team asked indirectly and rhetorically (`profiles-281/`). Sets 282 to 284 the
  same: a warehouse robotics company's fleet software team by supervisors giving the bot orders
  (`profiles-282/`), a pharmaceutical company's clinical-trials data team by German, Dutch and
  Scandinavian speakers in their word order (`profiles-283/`), and a news organisation's
  audience data team with corrections and asides in mid-question (`profiles-284/`).
  Sets 285 to 287 the same: a satellite imaging company's ground-segment team asked by a
  product manager describing symptoms (`profiles-285/`), a hospital group's clinical informatics
  team asked by nurses and doctors in the hospital's words (`profiles-286/`), and an agritech
  company's field-sensor team asked in terse phone typing with abbreviations (`profiles-287/`).
  Sets 288 to 290 the same: a container port's terminal software team asked in Discord's own
  markup (mentions, channel links, custom emoji, spoilers; `profiles-288/`), an insurer's
  claims-automation and pricing team asked by actuaries in numbers and symbols
  (`profiles-289/`), and a music streaming company's recommendations team asked in current
  slang (`profiles-290/`).
  Sets 291 to 293 the same: a public library system's digital services team asked by
  librarians in messages written like emails (`profiles-291/`), a security company's incident
  response team asked in capitals during incidents (`profiles-292/`), and a fashion
  e-commerce company's mobile app team asked with French and Italian words (`profiles-293/`).
  Sets 294 to 296 the same: a weather service's forecasting and climate-modelling team asked
  by research scientists in careful, qualified sentences (`profiles-294/`), a game studio's
  engine and tools team asked in gamer slang and bare commands (`profiles-295/`), and a
  fintech's payments platform team asked by managers in status-report fragments
  (`profiles-296/`).
  Sets 297 to 299 the same: a ride-hailing marketplace's data platform team asked in English
  as a second language (`profiles-297/`), a university's research computing group asked inside
  busy threads with quotes and backticks (`profiles-298/`), and a digital health startup's
  mobile team asked in dictated messages without punctuation (`profiles-299/`).
  Sets 300 to 302 the same: an earth-observation startup's geospatial team asked from a phone
  with abbreviations (`profiles-300/`), a retail bank's core-banking modernisation team asked by
  a recruiter in business words (`profiles-301/`), and a browser engine team asked in long
  sentences that put the condition first, with exclusions and self-corrections (`profiles-302/`).
  Sets 303 to 305 the same: a warehouse robotics team asked in follow-ups that point back at
  people by pronoun (`profiles-303/`), a battery analytics team asked as into a search box
  (`profiles-304/`), and a broadcaster's streaming team asked with half-remembered names and
  hedges (`profiles-305/`).
  Sets 306 to 308 the same: a hospital group's clinical data platform team asked from the need
  at hand (`profiles-306/`), a game studio's engine team asked in terse chat shorthand
  (`profiles-307/`), and a logistics company's routing team asked in replies with quotes, ticket
  numbers and asides around the question (`profiles-308/`).
  Sets 309 to 311 the same: an insurer's claims platform team asked by an executive in business
  words (`profiles-309/`), an agritech field sensing team typed fast with typos everywhere
  (`profiles-310/`), and a payments company's financial-crime team asked with exclusions and
  several conditions at once (`profiles-311/`).
  Sets 312 to 314 the same: a university's research software engineering group asked in long,
  polite messages with the question inside the context (`profiles-312/`), a trading firm's
  low-latency team asked by a recruiter and an HR partner in their own words
  (`profiles-313/`), and a streaming company's mobile apps team asked in English as a second
  language (`profiles-314/`).
  Sets 315 to 317 the same: a logistics company's routing and warehouse robotics team asked
  in phone shorthand (`profiles-315/`), a hospital group's clinical data team asked by a
  clinician and a project manager in careful, indirect sentences (`profiles-316/`), and a game
  studio's engine and online services team asked in gamers' slang (`profiles-317/`).
  Sets 318 to 320 the same, with 30 topic questions each in place of 20: an online
  retailer's search and recommendations team asked by a new joiner looking for who to go to
  (`profiles-318/`), an electric-vehicle company's embedded and charging team asked in
  problems and requests rather than questions (`profiles-319/`), and a government digital
  service team asked by British and Australian colleagues in their idioms (`profiles-320/`).
  Sets 321 to 323 the same, with 40 topic questions each: a hospital group's clinical data
  platform team asked by engineers and clinicians typing fast on their phones
  (`profiles-321/`), a music streaming company's engineering group asked in Indian and
  Nigerian English (`profiles-322/`), and an agritech company asked by managers, sales and
  operations people in plain business words, often after some context (`profiles-323/`).
  Sets 324 to 326 the same: an insurance company's claims and pricing platform team asked by
  underwriters, claims handlers and actuaries in plain office English (`profiles-324/`), a
  travel booking company's search, fares and apps team asked in terse chat shorthand
  (`profiles-325/`), and a solar and home-battery company's software team asked by colleagues
  writing English as a second language after German, French or Spanish (`profiles-326/`).
  Sets 327 to 329 the same: a supermarket chain's store systems team asked by store managers,
  buyers and head-office staff in plain retail words, often after a line about what happened in
  store (`profiles-327/`), a city council's digital services team asked by council officers and
  elected members in formal, wordy questions (`profiles-328/`), and a dating app's trust and
  safety, growth and mobile team asked by community managers and marketers in chat slang with
  emoji (`profiles-329/`).
  Second sets
  over the profiles of numbered ones, each by two more hands that read only those profiles:
  `everyday-100b` to `everyday-103b`, 100 questions each in every category but topics, and
  `chatter-104b` to `chatter-107b`, 120 lines each of chatter written to look like questions.

Prints the share right per set and per category, the two ways a team channel goes wrong
(answered chatter, silence on a question), every miss, and at the end the share per category
over every set judged the same way.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from pathlib import Path
from typing import Any

from bot.answers.engine import Engine
from bot.answers.model import Answer, Intent
from bot.snapshot.load import load_snapshot

ROOT = Path(__file__).resolve().parent.parent
DATA = (ROOT / "data" / "profiles", ROOT / "tests" / "fixtures" / "profiles")
def _numbered(n: int) -> tuple[str, ...]:
    """The sets of number n: its questions and its chatter (3 and 4 came without chatter; 32
    is the questions asked of the bot directly, as are 211's)."""
    if n == 32:
        return ("addressed-32",)
    if n == 211:
        return ("addressed-211", "chatter-211")
    return (f"everyday-{n}",) if n in (3, 4) else (f"everyday-{n}", f"chatter-{n}")


# Second sets over the profiles of a numbered one, each by another hand: `everyday-102b`.
SECOND_SETS = ("everyday-100b", "everyday-101b", "everyday-102b", "everyday-103b", "chatter-104b",
               "chatter-105b", "chatter-106b", "chatter-107b")  # fmt: skip
SETS = ("questions", "everyday", "chatter", *(s for n in range(2, 330) for s in _numbered(n)),
        *SECOND_SETS)  # fmt: skip


def data_of(set_name: str) -> Path | None:
    """The profiles a set is asked over when they are its own (`profiles-26/` for
    `everyday-26` and `chatter-26`); None for the bundled and test profiles."""
    suffix = set_name.partition("-")[2].rstrip("b")
    folder = ROOT / "benchmarks" / f"profiles-{suffix}"
    return folder if suffix and folder.is_dir() else None


def read_set(name: str) -> list[dict[str, Any]]:
    path = ROOT / "benchmarks" / f"{name}.jsonl"
    return [json.loads(line) for line in path.read_text("utf-8").splitlines() if line.strip()]


def judge(engine: Engine, set_name: str, q: dict[str, Any]) -> tuple[bool, Answer]:
    """Whether the answer to q is right, and the answer."""
    set_name = _kind(set_name)
    if set_name == "questions":
        answer = engine.answer(q["question"], addressed=True)
        if q["kind"] == "help":
            return answer.intent is Intent.HELP, answer
        return answer.names == q["expected"], answer
    # `addressed` sets are asked as a command, a mention or a direct message: judged as the
    # everyday ones, and never to be met with silence
    answer = engine.answer(q["question"], addressed=set_name == "addressed")
    if set_name == "chatter":
        return answer.intent is Intent.NONE, answer
    if answer.intent is Intent.NONE:
        return False, answer
    if q["category"] == "help":
        return answer.intent is Intent.HELP, answer
    got, expected = answer.names, q["expected"]
    if q["order"] == "exact":
        ok = got == expected
    elif q["order"] == "first" and expected:
        # A superlative's answer is the ranking: its head must be the expected people, the
        # best first (`who's been coding the longest` may go on past the longest).
        ok = got[:1] == expected[:1] and sorted(got[: len(expected)]) == sorted(expected)
    else:
        ok = sorted(got) == sorted(expected) and len(got) == len(expected)
    if "count" in q and not expected:
        ok = True  # `how many profiles`: the count is the answer, whoever it lists
    if "count" in q:
        # a count as the headline writes it: `15,712 Stack Overflow reputation`
        said = {w.strip(".,;:()") for w in answer.headline.split()}
        ok = ok and bool({str(q["count"]), f"{q['count']:,}"} & said)
    return ok, answer


def _kind(set_name: str) -> str:
    """How a set is judged: `everyday-2` as `everyday`."""
    return set_name.split("-")[0]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sets", default=",".join(SETS))
    parser.add_argument("--verbose", action="store_true", help="also print every right answer")
    args = parser.parse_args()
    engines = {None: load_snapshot(*DATA).engine}
    # Every set together, by how it is judged: the figure per category the request asks of.
    overall: dict[str, tuple[Counter[str], Counter[str]]] = {}
    for set_name in args.sets.split(","):
        right: Counter[str] = Counter()
        total: Counter[str] = Counter()
        misses = []
        quiet = 0  # a question in a team channel that got no reply
        folder = data_of(set_name)
        if folder not in engines:
            engines[folder] = load_snapshot(folder).engine
        engine = engines[folder]
        for q in read_set(set_name):
            category = q.get("kind") or q["category"]
            ok, answer = judge(engine, set_name, q)
            total[category] += 1
            right[category] += ok
            if _kind(set_name) in ("everyday", "addressed") and answer.intent is Intent.NONE:
                quiet += 1
            if not ok or args.verbose:
                misses.append((ok, category, q, answer))
        all_right, all_total = overall.setdefault(_kind(set_name), (Counter(), Counter()))
        all_right.update(right)
        all_total.update(total)
        _print_share(set_name, right, total)
        if _kind(set_name) == "everyday":
            print(f"  quiet on a question in a team channel: {quiet}")
        if _kind(set_name) == "addressed":
            print(f"  no reply when asked directly: {quiet}")
        if _kind(set_name) == "chatter":
            print(f"  answered chatter in a team channel: {sum((total - right).values())}")
        for ok, category, q, answer in misses:
            print(f"{'RIGHT' if ok else 'MISS'} [{category}] {q['question']!r}")
            if not ok:
                count = f" count {q['count']}" if "count" in q else ""
                print(f"     expected {q.get('expected')}{count}")
            print(f"     got      {answer.names} ({answer.intent}: {answer.headline})")
    if len(args.sets.split(",")) > 1:
        for kind, (all_right, all_total) in overall.items():
            _print_share(f"every {kind} set", all_right, all_total)
    return 0


def _print_share(name: str, right: Counter[str], total: Counter[str]) -> None:
    """The share right of a set, and of each of its categories."""
    n, r = sum(total.values()), sum(right.values())
    print(f"{name}: {r}/{n} = {100 * r / n:.1f}%")
    for category in sorted(total):
        share = 100 * right[category] / total[category]
        print(f"  {category:12} {right[category]:4}/{total[category]:<4} {share:5.1f}%")


if __name__ == "__main__":
    raise SystemExit(main())
