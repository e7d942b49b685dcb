"""Questions as Hindi speakers type them in Latin letters among English (Hinglish): `kotlin kaun
jaanta hai` is who knows kotlin, `germany mein koi hai kya` anyone in germany, `rohan ko swift
aata hai kya` does rohan know swift, `hannah kitne saal se coding kar rahi hai` how long has
hannah been coding."""

from __future__ import annotations

import re

# People's names before a particle: one to three words, not a pronoun or a question word.
_NOT_NAME = (r"(?!(?:koi|kaun|kon|koun|kya|kis|kisi|kisne|kisko|kise|mera|meri|mere|hum|humare"
             r"|aap|tum|woh|wo|ye|yeh|sab|sabhi|saare|sare|team|kitne|kitni|sabse)\b)")
_NAME = _NOT_NAME + r"(?P<n>[a-z][\w'-]*(?: [a-z][\w'-]*){0,2})"
_ONE = _NOT_NAME + r"[a-z][\w'-]*(?: [a-z][\w'-]*){0,2}"
# What is asked about: a few words, ahead of the verb.
_WHAT = r"(?P<s>[\w+#./-]+(?: [\w+#./-]+){0,3})"
_WHO = r"(?:kaun|kon|koun)(?: (?:kaun|kon|koun))?"
_SOMEONE = r"(?:koi|kisi ko|kisiko|kisi)"
_KNOWS = r"(?:jaanta|janta|jaanti|janti|jaante|jante|aata|ata|aati|ati|aate|ate)"
_IS = r"(?:hai|he|h|hain|hein)"
# Words said after a question that ask nothing more: `team mein`, `yaar`, `kya`, `na`.
_TAIL = (r"(?: (?:team mein|team me|team mai|yahan|yaha|idhar|yaar|yar|bhai|bro|na|kya|please"
         r"|pls|plz|ji|abhi))*$")
# Where is: `mein`, `me`, `mai`; on: `pe`, `par`.
_IN = r"(?:mein|me|mai|main)"
_ON = r"(?:pe|par|mein|me)"

# Talk of the day, the office and breaks: no frame is read in a message that has them (`aaj
# office mein kaun hai`, `abhi office mein koi hai kya`).
QUIET = re.compile(r"\b(?:aaj|kal|abhi|parso|office|ghar|lunch|chai|coffee|meeting|call|canteen"
                   r"|cafeteria|party|chutti|leave)\b")
FRAMES = (
    # who knows: `kotlin kaun jaanta hai`, `kaun kotlin jaanta hai`, `kisko kotlin aata hai`,
    # `koi kotlin jaanta hai kya`
    (re.compile(rf"^{_WHAT} (?:{_WHO}|kisko|kise|kis ko) {_KNOWS} {_IS}{_TAIL}"),
     r"who knows \g<s>"),
    (re.compile(rf"^(?:{_WHO}|kisko|kise|kis ko|{_SOMEONE}) {_WHAT} {_KNOWS} {_IS}{_TAIL}"),
     r"who knows \g<s>"),
    # counts: `kitne log kotlin jaante hain`, `kitne profiles hain`
    (re.compile(rf"^(?:kitne|kitni) (?:log|logon ko|logo ko|logon|logo) {_WHAT} {_KNOWS} {_IS}"
                rf"{_TAIL}"), r"how many people know \g<s>"),
    (re.compile(rf"^(?:team {_IN} )?(?:kitne|kitni) (?:profiles?|log|logg|bande|members?)"
                rf" {_IS}{_TAIL}"), "how many profiles"),
    # the best: `kafka mein sabse accha kaun hai`, `sabse zyada experience kiska hai`
    (re.compile(rf"^{_WHAT} {_IN} (?:sabse (?:accha|achha|acha|best|zyada strong|strong)|best)"
                rf" {_WHO} {_IS}{_TAIL}"), r"who is best at \g<s>"),
    (re.compile(rf"^sabse (?:zyada|jyada) (?:experience|experienced|saal) (?:kiska|kiske paas"
                rf"|kisko|kaun) {_IS}{_TAIL}|^sabse senior {_WHO} {_IS}{_TAIL}"),
     "who has the most years of coding"),
    (re.compile(rf"^sabse (?:junior|naya|nayi|fresher) {_WHO} {_IS}{_TAIL}"),
     "who has the fewest years of coding"),
    # places: `germany mein koi hai kya`, `pune mein kaun kaun hai`, `kaun berlin mein rehta hai`
    (re.compile(rf"^(?P<p>[a-z][\w'-]*(?: [a-z][\w'-]*){{0,2}}) {_IN} (?:{_SOMEONE}|{_WHO})"
                rf"(?: (?:rehta|rehti|rehte|baitha|baithi|based))? {_IS}{_TAIL}"),
     r"who is in \g<p>"),
    (re.compile(rf"^{_WHO} (?P<p>[a-z][\w'-]*(?: [a-z][\w'-]*){{0,2}}) {_IN}"
                rf" (?:rehta|rehti|rehte|baitha|baithi|based) {_IS}{_TAIL}"), r"who is in \g<p>"),
    # employers and repositories: `google mein kisne kaam kiya hai`, `musicbrainz pe kisne kaam
    # kiya hai`, `varnish-cache mein kisi ka contribution hai`
    (re.compile(rf"^{_WHAT} (?:mein|me|mai) (?:kisne|kaun|kon|{_SOMEONE}) kaam (?:kiya|kar chuka"
                rf"|kar chuki|karta tha|karti thi)(?: (?:{_IS}|tha|thi))?{_TAIL}"),
     r"who worked at \g<s>"),
    (re.compile(rf"^{_WHAT} (?:mein|me|mai) (?:kaun|kon|{_SOMEONE}) kaam (?:karta|karti|karte)"
                rf" {_IS}{_TAIL}"), r"who works at \g<s>"),
    (re.compile(rf"^{_WHAT} (?:pe|par) (?:kisne|kaun|kon|{_SOMEONE}) kaam (?:kiya|karta|karti"
                rf"|karte)(?: {_IS}| tha| thi)?{_TAIL}"), r"who worked on \g<s>"),
    (re.compile(rf"^{_WHAT} {_ON} (?:kisi ka|kiska|kis ka|kisne) (?:contribution|contribute"
                rf"|contributions)(?: kiya)? {_IS}{_TAIL}"), r"who contributed to \g<s>"),
    # facts about one person: `rohan kulkarni ka location kya hai`, `mateo kis cheez pe kaam
    # karta hai`, `hannah kya karti hai`, `priya ka so rep kitna hai`, `hannah kitne saal se
    # coding kar rahi hai`, `rohan ko swift aata hai kya`
    (re.compile(rf"^{_NAME} (?:ka|ki|ke) (?:location|city|shehar) (?:kya|kaunsa|konsa|kaunsi)"
                rf" {_IS}{_TAIL}"), r"where is \g<n> based"),
    (re.compile(rf"^{_NAME} (?:kaha|kahan|kidhar)(?: (?:rehta|rehti|rehte|based|baitha"
                rf"|baithi))? {_IS}{_TAIL}"), r"where is \g<n> based"),
    (re.compile(rf"^{_NAME} (?:kya|kis cheez pe|kis cheez par|kis pe|kis par|kispe) (?:kaam )?"
                rf"(?:karta|karti|karte|kar raha|kar rahi) {_IS}{_TAIL}"), r"what does \g<n> do"),
    (re.compile(rf"^{_NAME} (?:ka|ki|ke) (?:so|stack ?overflow|stackoverflow) (?:rep|reputation"
                rf"|score) (?:kitna|kitni|kya) {_IS}{_TAIL}"),
     r"what is \g<n>s stack overflow reputation"),
    (re.compile(rf"^{_NAME} kitne (?:saal|saalon|years|yrs|varsh) se (?:coding|code|programming)"
                rf" (?:kar (?:raha|rahi|rahe) {_IS}|karta {_IS}|karti {_IS}){_TAIL}"),
     r"how long has \g<n> been coding"),
    (re.compile(rf"^{_NAME} (?:ne )?(?:kaha|kahan|kis college|kis university) se (?:padhai"
                rf"|padhaai|study|degree)(?: ki| kari| kiya)?(?: {_IS})?{_TAIL}"),
     r"where did \g<n> study"),
    (re.compile(rf"^{_NAME} (?:kaha|kahan|kis company (?:mein|me)) kaam (?:karta|karti|karte)"
                rf" {_IS}{_TAIL}"), r"where does \g<n> work"),
    (re.compile(rf"^{_NAME} (?:ko|ke paas) {_WHAT} (?:aata|ata|aati|ati|aate|pata) {_IS}{_TAIL}"),
     r"does \g<n> know \g<s>"),
    # two weighed: `tomasz ya dee, kafka ke liye kaun better hai`
    (re.compile(rf"^(?P<a>{_ONE}) (?:ya|aur) (?P<b>{_ONE}),? (?P<x>[\w+#.-]+) (?:mein|me|ke liye)"
                rf" {_WHO} (?:better|accha|achha|behtar|zyada strong) {_IS}{_TAIL}"),
     r"who is better at \g<x>, \g<a> or \g<b>"),
    # everyone: `sab logon ki list do`, `poori team dikhao`
    (re.compile(rf"^(?:sab|sabhi|saare|sare) (?:log|logon|logo)(?: ki list| ko list)? (?:do|dikhao"
                rf"|batao|karo|bhejo){_TAIL}|^(?:poori|puri|poora|pura) team (?:ki list )?(?:do"
                rf"|dikhao|batao|bhejo){_TAIL}"), "list everyone"),
)  # fmt: skip

# The words that join conditions once a frame was translated: `kotlin ya swift`.
JOINS = (
    (re.compile(r" (?:lekin|par|magar) (?:nahi|nhi) "), " but not "),
    (re.compile(r" (?:ya|yaa) (?=[a-z])"), " or "),
    (re.compile(r" (?:aur|or bhi) (?=[a-z])"), " and "),
)
