"""What of a text a reader of English can read.

A reply can hide words from a rule reader that matches ASCII words: letters of another script
that look like Latin ones ("уоu" with Cyrillic у and о), fullwidth or mathematical letters
("𝐲𝐨𝐮"), small capitals, zero-width characters inside a word, stacked combining marks.
:func:`fold` turns such text back into the Latin letters a person sees. What no fold can make
readable (a sentence in Chinese, a Russian word, emoji runs, HTML tags, markdown) is counted by
:func:`readability`, so that a caller can make hidden text cost something.

Folding follows Unicode TR39's confusables data (``confusables.txt``), as shipped by the
`confusable-homoglyphs <https://github.com/vhf/confusable_homoglyphs>`_ package together with
the script of every code point (``Scripts.txt``). Only its two JSON files are read, once, on the
first fold of non-ASCII text, so ``import rlver_env`` stays light.
"""

# Why confusable-homoglyphs: benchmarks/unicode_folding.py, 70 look-alike phrases (Cyrillic,
# Greek, fullwidth, mathematical, small capitals, mixed), 14 plain English texts, 16 real
# non-English texts, microseconds per call on a 40-word reply (ASCII / disguised, 2 shared cores):
#   NFKC alone                     30/70 restored, 14/14 plain kept, 16/16 foreign kept,   0.1 /  27 us
#   confusable-homoglyphs per char 46/70, 13/14,  5/16 ("сор" -> "cop", "Мне" -> "Mне"),   2   /  40 us
#   confusables normalize()        31/70, 13/14,  3/16, lower-cases,                     230   / 2000 us
#   anyascii                       43/70,  9/14,  0/16 ("привет" -> "privet"),             0.1 /  20 us
#   unidecode                      31/70,  8/14,  0/16,                                    0.2 /  67 us
#   decancer-py                    60/70, 10/14,  0/16 ("привет" -> "npnbet", 💛 -> "o"), 14   /  27 us
#   this module's fold             70/70, 14/14, 16/16,                                    0.2 /  27 us
# anyascii and unidecode transliterate by sound (Cyrillic "у" -> "u"), not by shape. decancer-py
# folds by shape but lower-cases, and with no script data it turns real Russian into fake Latin.
# Of the two packages that ship TR39's table, confusable-homoglyphs is the maintained one (3.3.1,
# 2024; confusables last released in 2021) and also ships Unicode's script ranges, which the
# word rule needs to keep real words of other scripts intact; Unicode names fill in the Latin
# letters TR39 leaves alone (small capitals). Its JSON files are read directly, not through its
# API (whose modules import urllib, some 50 ms), so the pin admits only the 3.3 line.

from __future__ import annotations

import bisect
import json
import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

__all__ = ["ORDINARY_EMOJI", "SUGGESTED_MAX_SHARE", "Readability", "fold", "readability", "undisguise"]

#: Suggested limit on :attr:`Readability.share` above which a reply hides text from the reader.
#: The project's 120 sincere replies (benchmarks/data/) sit at 0. In a 40-word reply (about 180
#: visible characters) four hidden characters cross it: a four-character Chinese insult
#: ("你真没用", 0.022), one ``**bold**`` word (0.021), a ``<b>`` tag pair (0.038).
SUGGESTED_MAX_SHARE = 0.02
#: Emoji a warm reply may carry without counting as hidden text ("I'm sorry 💛"); three are
#: 0.017 of a 40-word reply on their own.
ORDINARY_EMOJI = 3

# A character other than ASCII and the typographic punctuation (curly quotes, dashes, ellipsis,
# no-break space) that leaves a text plainly readable and that fold keeps as it is.
_UNTYPOGRAPHIC = re.compile(r"[^\x00-\x7f\u2018\u2019\u201c\u201d\u2013\u2014\u2026\u00a0]")
# A single Latin letter named by Unicode: "LATIN LETTER SMALL CAPITAL A", "... O WITH STROKE".
_LATIN_NAME = re.compile(
    r"^LATIN (SMALL |CAPITAL )?(?:LETTER |CAPITAL LETTER )?(?:SMALL CAPITAL |DOTLESS )?([A-Z])(?: WITH [A-Z ]+)?$"
)
# A word: letters and digits (\w), with combining marks and format characters inside it.
_WORDS = re.compile(r"([\w\u0300-\u036f\u0483-\u0489\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe00-\ufe0f"
                    r"\ufe20-\ufe2f\u00ad\u200b-\u200f\u2060-\u2064\ufeff]+)")
_ASCII_LETTER = re.compile(r"[A-Za-z]")
# Look-alike letters after which a text with no letter of their script's own is taken as Latin.
_DISGUISED_LENGTH = 6

# Kinds of a character inside fold: kept as it is (punctuation, symbols, ASCII), dropped from a
# word (format characters), dropped from a folded word (combining marks), a Latin letter, a
# look-alike of a Latin letter in another script, a letter of another script with no look-alike.
_KEEP, _FORMAT, _MARK, _LATIN, _LOOK, _FOREIGN = range(6)


@lru_cache(maxsize=1)
def _confusables() -> tuple[dict[str, str], dict[str, str]]:
    """TR39 prototypes that are ASCII letters or digits, and the ASCII characters of each prototype.

    The second map lists, for a prototype that ASCII characters share ("l" for ``l``, ``I``,
    ``1``), all of them, so that a capital look-alike of ``I`` folds to ``I`` and not ``l``.
    """
    import confusable_homoglyphs  # only its data files are read; its modules load more than this needs

    data = json.loads(resources.files(confusable_homoglyphs).joinpath("confusables.json").read_text("utf-8"))
    prototypes: dict[str, str] = {}
    shared: dict[str, str] = {}
    for char, entries in data.items():
        if len(char) != 1:
            continue
        found = [e["c"] for e in entries if e["c"].isascii() and e["c"].isalnum()]
        if not char.isascii():
            # TR39 maps no ASCII character to a non-ASCII one, so an ASCII entry is the prototype.
            if found:
                prototypes[char] = found[0]
        elif char.isalnum():
            for other in found:
                if len(other) == 1:
                    group = "".join(sorted(set(shared.get(char, char)) | set(shared.get(other, other))))
                    shared.update(dict.fromkeys(group, group))
    return prototypes, shared


@lru_cache(maxsize=1)
def _scripts() -> tuple[list[int], list[tuple[int, str]]]:
    """Unicode's script ranges: the start code points, and each range's end and script name."""
    import confusable_homoglyphs

    data = json.loads(resources.files(confusable_homoglyphs).joinpath("categories.json").read_text("utf-8"))
    names = data["iso_15924_aliases"]
    ranges = data["code_points_ranges"]
    return [r[0] for r in ranges], [(r[1], names[r[2]]) for r in ranges]


def _script(char: str) -> str:
    starts, ranges = _scripts()
    index = bisect.bisect_right(starts, ord(char)) - 1
    if index >= 0 and ord(char) <= ranges[index][0]:
        return ranges[index][1]
    return "UNKNOWN"


def _ascii_form(char: str, prototype: str) -> str:
    """The ASCII character among those sharing ``prototype`` that matches ``char``'s case."""
    choices = _confusables()[1].get(prototype)
    if not choices:
        return prototype
    if unicodedata.category(char) == "Nd":
        wanted = [c for c in choices if c.isdigit()]
    else:
        letters = [c for c in choices if c.isalpha()]
        wanted = [c for c in letters if (c.isupper() if char.isupper() else c.islower())] or letters
    return wanted[0] if wanted else prototype


@lru_cache(maxsize=65536)
def _char(char: str) -> tuple[int, str | None, str]:
    """The kind of a non-ASCII character of NFKD output, its ASCII replacement and its script."""
    category = unicodedata.category(char)
    if category == "Cf":
        return _FORMAT, None, ""
    if category[0] == "M":
        return _MARK, None, ""
    if category[0] not in "LN":
        return _KEEP, None, ""
    prototype = _confusables()[0].get(char)
    script = _script(char)
    if script == "LATIN":
        if prototype is None or not prototype.isalpha():
            match = _LATIN_NAME.match(unicodedata.name(char, ""))
            prototype = None if match is None else match[2] if match[1] == "CAPITAL " else match[2].lower()
        return _LATIN, prototype and _ascii_form(char, prototype), script
    if prototype is not None and len(prototype) == 1 and (prototype.isalpha() or category[0] == "N"):
        return _LOOK, _ascii_form(char, prototype), script
    # A letter of no script ("ʼ", a modifier letter) neither makes a word foreign nor folds.
    return (_KEEP if script in ("COMMON", "INHERITED") else _FOREIGN), None, script


@lru_cache(maxsize=65536)
def fold(text: str) -> str:
    """Turns look-alike characters into the Latin letters a reader sees.

    Steps: Unicode NFKC (fullwidth and mathematical letters, ligatures), removal of format
    characters (zero-width spaces and joiners, soft hyphens, bidi controls), removal of combining
    marks from words of Latin letters ("café" -> "cafe", stacked "zalgo" marks), and TR39
    confusable folding of letters of other scripts that look Latin ("уоu" -> "you"). Latin
    letters that TR39 leaves alone fold by their Unicode name (small capital "ᴀ" -> "a",
    "ø" -> "o").

    A word of another script stays as it is when it holds a letter of its script with no Latin
    look-alike ("привет"). A word made only of look-alikes ("сор") folds only where its script
    has no such letter anywhere in the text and the text is Latin (it has Latin letters, or at
    least six look-alike letters), so real Russian stays unreadable rather than becoming fake
    English. Case is kept where the data allows.

    Args:
        text: Any text.

    Returns:
        The folded text. ASCII text, and text whose only non-ASCII characters are curly quotes,
        dashes, ellipses and no-break spaces, comes back unchanged.
    """
    if text.isascii() or _UNTYPOGRAPHIC.search(text) is None:
        return text
    decomposed = unicodedata.normalize("NFKD", text)
    if decomposed.isascii():
        return decomposed
    kinds = {char: _char(char) for char in set(decomposed) if not char.isascii()}
    folds = {c: r or "" for c, (kind, r, _) in kinds.items() if kind in (_FORMAT, _MARK) or r is not None}
    genuine = {script for kind, _, script in kinds.values() if kind == _FOREIGN}
    latin_context = (
        any(kind == _LATIN for kind, _, _ in kinds.values())
        or _ASCII_LETTER.search(decomposed) is not None
        or sum(decomposed.count(c) for c, (kind, _, _) in kinds.items() if kind == _LOOK) >= _DISGUISED_LENGTH
    )
    if not genuine and latin_context:
        folded = _replace(decomposed, folds, folds.keys())  # every word folds: the usual disguise
    else:
        words = _Words(kinds, folds, genuine, latin_context)
        pieces = _WORDS.split(decomposed)
        for index in range(1, len(pieces), 2):
            if not pieces[index].isascii():
                pieces[index] = words.fold(pieces[index])
        folded = "".join(pieces)
    return folded if folded.isascii() else unicodedata.normalize("NFC", folded)


def _replace(text: str, replacements: dict[str, str], chars: Iterable[str]) -> str:
    # A few str.replace calls are several times faster than str.translate with a dict.
    for char in chars:
        text = text.replace(char, replacements[char])
    return text


class _Words:
    """Folds the words of one text that holds letters of other scripts with no look-alike."""

    def __init__(
        self, kinds: dict[str, tuple[int, str | None, str]], folds: dict[str, str], genuine: set[str], latin: bool
    ) -> None:
        self.folds = folds
        self.formats = {c: "" for c, (kind, _, _) in kinds.items() if kind == _FORMAT}
        self.foreign = {c for c, (kind, _, _) in kinds.items() if kind == _FOREIGN}
        self.latin = {c for c, (kind, _, _) in kinds.items() if kind == _LATIN}
        looks = {c: script for c, (kind, _, script) in kinds.items() if kind == _LOOK}
        # A word of look-alikes only folds in a Latin text, and not when its script is real here.
        self.foldable_looks = {c for c, script in looks.items() if script not in genuine} if latin else set()
        self.looks = set(looks)

    def fold(self, word: str) -> str:
        """``word`` folded, or as it is less its format characters (a word with non-ASCII in it)."""
        chars = set(word)
        if chars.isdisjoint(self.foreign) and (
            not chars.isdisjoint(self.latin)
            or _ASCII_LETTER.search(word) is not None  # Latin among look-alikes: never a foreign word
            or (not chars.isdisjoint(self.looks) and chars & self.looks <= self.foldable_looks)
        ):
            return _replace(word, self.folds, chars.intersection(self.folds))
        return _replace(word, self.formats, chars.intersection(self.formats))


# Markup a chat reply should not carry: HTML/XML tags and comments, markdown emphasis runs,
# code fences, headings, the brackets and target of [text](url) links, and URLs.
_MARKUP = re.compile(
    r"<!--.*?-->"
    r"|</?[A-Za-z][\w:.-]*(?:\s[^<>]*)?/?>"
    r"|```[^\n]*"
    r"|\*\*+|__+|~~+"
    r"|(?m:^[ \t]{0,3}#{1,6}(?=[ \t]))"
    r"|\[(?=[^\]\n]*\]\()|\]\([^)\s]*\)"
    r"|(?:\bhttps?://|\bwww\.)[^\s<>()\]]+",
    re.DOTALL,
)
_MARKUP_HINTS = ("<", "*", "__", "~~", "```", "#", "](", "://", "www.")
# Non-ASCII symbols of ordinary prose (the General Punctuation block and all currency signs are
# readable as well).
_READABLE_SYMBOLS = frozenset("¡¦§¨©«¬®¯°±´¶·¸»¿×÷−≈≠≤≥ʼ")
_EMOJI_RANGES = ((0x1F000, 0x1FAFF), (0x2600, 0x27BF), (0x2B00, 0x2BFF), (0x3030, 0x3030), (0x303D, 0x303D))
_SAMPLE_SPANS = 3
_SAMPLE_LENGTH = 40

# What a character counts as in readability.
_READABLE, _UNREADABLE_FOREIGN, _UNREADABLE_EMOJI, _UNREADABLE_SYMBOL, _UNREADABLE_INVALID, _INVISIBLE = range(6)


@dataclass(frozen=True)
class Readability:
    """How much of a text a reader of English can read (of the text after :func:`fold`).

    Attributes:
        visible: Characters that are not whitespace (combining marks not counted on their own).
        foreign: Letters and digits no fold made Latin: other scripts (Chinese, Russian words,
            Arabic, ...) and Latin letters with no English reading ("þ", "ə").
        emoji: Emoji and pictographs.
        symbols: Other symbols outside ordinary punctuation ("∑", "→", "░").
        invalid: Private-use and unassigned code points, control characters, U+FFFD.
        markup: Characters of markup (HTML/XML tags, ``**``, ``__``, code fences, headings,
            link brackets and targets, URLs) not already counted above.
        spans: The first few unreadable stretches of the text, for an explanation.
        formats: Invisible format characters of the text as written (zero-width spaces, word
            joiners, invisible operators, soft hyphens, bidi controls, tag characters), which
            :func:`fold` removes; the zero-width joiner of emoji sequences is not counted. A
            reader sees none of them, so whatever they encode is hidden from the user.
    """

    visible: int
    foreign: int
    emoji: int
    symbols: int
    invalid: int
    markup: int
    spans: tuple[str, ...]
    formats: int = 0

    @property
    def unreadable(self) -> int:
        """Visible characters a reader of English cannot read, in all."""
        return self.foreign + self.emoji + self.symbols + self.invalid + self.markup

    @property
    def hidden(self) -> int:
        """What the reader cannot read or cannot see: :attr:`unreadable` plus :attr:`formats`."""
        return self.unreadable + self.formats

    @property
    def share(self) -> float:
        """The unreadable share of the visible characters (0 for an empty text)."""
        return self.unreadable / self.visible if self.visible else 0.0

    def exceeds(self, max_share: float = SUGGESTED_MAX_SHARE, ordinary_emoji: int = ORDINARY_EMOJI) -> bool:
        """Whether the text hides more than ``max_share`` of itself, forgiving a few emoji.

        Args:
            max_share: The largest unreadable share that is still plain chat.
            ordinary_emoji: Emoji that do not count against the text.

        Returns:
            True when the unreadable characters, less up to ``ordinary_emoji`` emoji, are more
            than ``max_share`` of the visible ones.
        """
        if not self.visible:
            return False
        return (self.unreadable - min(self.emoji, ordinary_emoji)) / self.visible > max_share


@lru_cache(maxsize=65536)
def _reading(char: str) -> int:
    """What one non-ASCII character of folded text counts as."""
    if char.isspace():
        return _INVISIBLE
    category = unicodedata.category(char)
    if category[0] == "M" or category == "Cf":
        return _INVISIBLE
    if category in ("Co", "Cn", "Cs", "Cc") or char == "\ufffd":
        return _UNREADABLE_INVALID
    if category == "Sc" or char in _READABLE_SYMBOLS or 0x2010 <= ord(char) <= 0x205E:
        return _READABLE
    if category[0] in "LN":
        return _UNREADABLE_FOREIGN
    if category[0] == "P":
        # Punctuation of other writing systems ("。", "،") travels with their text.
        return _UNREADABLE_FOREIGN
    if category == "So" and any(low <= ord(char) <= high for low, high in _EMOJI_RANGES):
        return _UNREADABLE_EMOJI
    return _UNREADABLE_SYMBOL


def readability(text: str) -> Readability:
    """Counts what of ``text`` a reader of English cannot read, after :func:`fold`.

    One or two emoji in a warm reply are ordinary chat; :meth:`Readability.exceeds` forgives
    up to :data:`ORDINARY_EMOJI` of them and compares the rest with
    :data:`SUGGESTED_MAX_SHARE`. Callers that weigh hidden text differently read the counts.

    Args:
        text: Any text (an agent's reply).

    Returns:
        The counts, the share and a sample of the unreadable spans.
    """
    folded = fold(text)
    formats = 0 if text.isascii() else sum(1 for c in text if c != "\u200d" and unicodedata.category(c) == "Cf")
    counts = [0] * 6
    unreadable = bytearray(len(folded))
    visible = 0
    if folded.isascii():
        visible = len(folded) - sum(map(folded.count, " \t\n\r\f\v"))
    else:
        for position, char in enumerate(folded):
            reading = _INVISIBLE if char.isspace() else _READABLE if char.isascii() else _reading(char)
            counts[reading] += 1
            if reading != _INVISIBLE:
                visible += 1
            if reading not in (_READABLE, _INVISIBLE):
                unreadable[position] = 1
    markup = 0
    if any(hint in folded for hint in _MARKUP_HINTS):
        for match in _MARKUP.finditer(folded):
            for position in range(match.start(), match.end()):
                char = folded[position]
                if not unreadable[position] and not char.isspace() and (char.isascii() or _reading(char) != _INVISIBLE):
                    unreadable[position] = 1
                    markup += 1
    return Readability(
        visible=visible,
        foreign=counts[_UNREADABLE_FOREIGN],
        emoji=counts[_UNREADABLE_EMOJI],
        symbols=counts[_UNREADABLE_SYMBOL],
        invalid=counts[_UNREADABLE_INVALID],
        markup=markup,
        spans=_spans(folded, unreadable) if 1 in unreadable else (),
        formats=formats,
    )


def _spans(text: str, unreadable: bytearray) -> tuple[str, ...]:
    """The first unreadable stretches of ``text`` (whitespace between two of them joins them)."""
    spans: list[str] = []
    start = end = -1
    for position, flag in enumerate(unreadable):
        if flag:
            if start < 0:
                start = position
            elif text[end:position].strip():
                spans.append(text[start:end])
                if len(spans) == _SAMPLE_SPANS:
                    break
                start = position
            end = position + 1
    else:
        if start >= 0:
            spans.append(text[start:end])
    return tuple(s if len(s) <= _SAMPLE_LENGTH else s[: _SAMPLE_LENGTH - 1] + "…" for s in spans)


#: Letters spelled out one by one ("Y o u  a r e"): three or more single letters between spaces.
_SPACED = re.compile(r"(?<![\w'])(?:[A-Za-z][ .\-_*]){2,}[A-Za-z](?![\w'])")
#: Digits and symbols written for letters ("w0rthless", "p@thetic", "id10t").
_LEET = str.maketrans({"0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", "$": "s"})
_LEET_WORD = re.compile(r"(?<![\w'])(?=[\w@$]*[A-Za-z])(?=[\w@$]*[0-9@$])[A-Za-z0-9@$]*[A-Za-z][A-Za-z0-9@$]*")


def undisguise(text: str) -> str:
    """Reads words spelled so as to pass a word reader: letters spaced out ("Y o u  a r e
    p a t h e t i c" -> "You are pathetic") and digits or symbols for letters ("w0rthless" ->
    "worthless"), the latter only where the result is an English word and the word as written is
    not ("covid19", "5pm" and "2nd" stay). A person reads both at a glance, so the reader must too.
    """
    from rlver_env.text import is_known_word  # the word list loads on first use

    text = _SPACED.sub(lambda m: re.sub(r"[ .\-_*]", "", m.group(0)), text)

    def _word(match: re.Match[str]) -> str:
        word = match.group(0)
        plain = word.translate(_LEET)
        if plain.isalpha() and not is_known_word(word.lower()) and is_known_word(plain.lower()):
            return plain
        return word

    return _LEET_WORD.sub(_word, text) if _LEET_WORD.search(text) else text
