"""Make NotoSansCJK-Names.otf: the CJK characters names are written in, from Noto Sans CJK.

    python data/fonts/subset.py NotoSansCJKtc-Regular.otf data/fonts/NotoSansCJK-Names.otf

The whole font is 16 MB; names need far fewer characters. Kept: every hanzi of GB 2312
(simplified Chinese), the frequent hanzi of Big5 (traditional Chinese), every kanji of
JIS X 0208 (Japanese), every hangul syllable (Korean), kana, compatibility jamo, CJK
punctuation and full-width forms. Latin, Greek and Cyrillic come from DejaVu Sans, which
matplotlib ships.
"""

from __future__ import annotations

import sys

from fontTools import subset
from fontTools.ttLib import TTFont

FAMILY = "Noto Sans CJK Names"


def _double_byte(encoding: str, leads: range, trails: list[int]) -> set[int]:
    found: set[int] = set()
    for lead in leads:
        for trail in trails:
            try:
                text = bytes([lead, trail]).decode(encoding)
            except UnicodeDecodeError:
                continue
            if len(text) == 1:
                found.add(ord(text))
    return found


def characters() -> set[int]:
    """The code points the subset keeps."""
    euc_trail = list(range(0xA1, 0xFF))
    han = (
        _double_byte("gb2312", range(0xB0, 0xF8), euc_trail)
        | _double_byte("big5", range(0xA4, 0xC7), [*range(0x40, 0x7F), *range(0xA1, 0xFF)])
        | _double_byte("euc_jp", range(0xB0, 0xF5), euc_trail)
    )
    han = {c for c in han if 0x4E00 <= c <= 0x9FFF}
    blocks = (
        range(0x3000, 0x3100),  # CJK punctuation, hiragana, katakana
        range(0x3130, 0x3190),  # hangul compatibility jamo
        range(0x31F0, 0x3200),  # katakana phonetic extensions
        range(0xAC00, 0xD7A4),  # hangul syllables
        range(0xFF00, 0xFFF0),  # full-width and half-width forms
    )
    return han | {c for block in blocks for c in block}


def main(source: str, target: str) -> None:
    """Subset source into target, renamed so that it is not taken for the whole font."""
    options = subset.Options()
    options.layout_features = []
    options.hinting = False
    options.name_IDs = ["*"]
    font = TTFont(source)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=sorted(characters()))
    subsetter.subset(font)
    names = font["name"]
    for rec in list(names.names):
        if rec.nameID in (1, 4, 16):
            names.setName(FAMILY, rec.nameID, rec.platformID, rec.platEncID, rec.langID)
        elif rec.nameID in (3, 6):
            names.setName("NotoSansCJK-Names", rec.nameID, rec.platformID, rec.platEncID,
                          rec.langID)
    font["CFF "].cff.fontNames = ["NotoSansCJK-Names"]
    font.save(target)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
