"""The words that tell of trouble with the team's work (`keeps failing`, `spins forever`,
`still shows the old train`), and the tone a message shows beside them (`lol`, 🙄): what
tells a report of trouble from a request, a sigh or a jab (bot.answers.requests,
bot.answers.trouble_told)."""

from __future__ import annotations

import re

# Tone that only the raw message still shows: the cleaning drops emoji.
LAUGHS = "[🙄😂🤣😅💀]"
TONE = re.compile(LAUGHS + r"|\blol\b|\blmao\b", re.IGNORECASE)
# A laugh or an eye-roll at it (a `lol` may close a real request: `who built the sms
# reminders?? she got 4 texts lol`).
LAUGH = re.compile(LAUGHS)


# Trouble told beside a laugh makes it a report (`ORMs are failing 😅`); a request after
# praise is still one (`great job, but the drivers want…`).
TROUBLE = re.compile(r"\b(?:fail\w*|broke\w*|break\w*|errors?|crash\w*|stuck|not working"
                     # (`silo 1 down to 12,000 L`: a level, not an outage)
                     r"|down(?! (?:to|from|by) (?:about |around |only |just )?[\d,.]+)"
                     r"|keeps? [a-z]+ing|kept [a-z]+ing|taking forever|dead|dies|died|glitch\w*"
                     r"|wrong|bugs?|issues?|slow|hang\w*|timeouts?|timed out|missing|red again"
                     r"|flaky|flaking|stopped|never (?:got|arrived|came|showed)|duplicat\w*"
                     r"|spammed|blank|(?:doesnt|dont|didnt) (?:match|add up|work|load|update)"
                     r"|zero sense|cant be right|off by|confus\w*|rejected|bounced)\b")
# Trouble told in more words than a request's (`the day view is so laggy`, `just spins
# forever`, `spits garbage`, `an hour off`).
REPORTED = re.compile(r"\b(?:lag(?:s|gy|gier|ging|ged)?|slow\w*|forever|spins?|spinning|garbage"
                      r"|gibberish"
                      r"|(?:does|did|do) nothing|(?:wont|cant|doesnt|dont|didnt|isnt|arent|wasnt"
                      r"|hasnt|havent|not)"
                      r" (?:work|load|open|start|sync|save|show|match|run|connect|update|print"
                      r"|send|arrive|appear|add|come|log|pay|appl[yi]|display|render|play|scan|cope"
                      r"|handle|read|find|reach|decode|parse|process|recogni[sz]e|resolv|refresh"
                      r"|trigger|fir|validat|export|import|upload|download|install|launch|boot|build"
                      r"|unlock|pair|notif|respond|redirect|submit|charg|take|account|go|hear|drag"
                      r"|clear|compil|finish)\w*"
                      r"|never \w+|no longer|empty|zero|lost|cuts? off|twice|too (?:low|high)"
                      r"|hung|froze|frozen|corrupt\w*|out of sync|an hour off|hours off"
                      r"|no \w+ (?:came|arrived|emailed|sent|went out)|got (?:literally )?nothing"
                      r"|nobody (?:got|gets|can|could)|instead of|all red"
                      r"|looks? (?:way )?(?:off|wrong|weird|busted)|weird|strange|mismatch\w*"
                      r"|misread\w*|forgets|doubled|tripled|jumped|spiked|spiking"
                      r"|still (?:shows?|showing|playing|says|saying|pending|on the|has|have|had"
                      r"|lists?|using|uses)"
                      r"|(?:\d+|a|an|one) (?:min|mins|minutes|hours?|secs?|seconds|days?|weeks?)"
                      r" (?:late|early|behind)|miscompil\w*"
                      r"|came up short|short by|returns? nothing|shows? nothing|no results"
                      r"|\d+ times|disappear\w*|vanish\w*|freez\w*|expir(?:ed|es|ing)|invalid"
                      r"|unreadable)\b")
_AGAIN = re.compile(r"\bagain\b")
# A figure gone wild, before an ask about it (`our aws bill is crazy this month, who should i
# ask`); told alone it is only a remark (`the chat is going insane 😂`).
_SURGED = re.compile(r"\b(?:crazy|insane|nuts|through the roof|way (?:up|too high)|skyrocket\w*"
                     r"|explod\w*|off the charts)\b")


def troubled(told: str) -> bool:
    """Whether words tell of trouble with the work, or of the same thing happening again."""
    return bool(
        TROUBLE.search(told) or REPORTED.search(told) or _AGAIN.search(told)
        or _SURGED.search(told)
    )
