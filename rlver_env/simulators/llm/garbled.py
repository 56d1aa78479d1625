"""A cheap check, in any language, that a reply is not natural language at all.

RLVER's appraisal prompt tells the simulated user that a reply which is not natural language
(garbled text, mostly symbols) feels very negative. The LLM simulator's prompts say so too; this
check catches the plain cases before any model is asked, so that their verdict is certain, costs
no call, and is recorded in the explanation.

It only looks at the kinds of characters, so it works for every script: a reply is not language
when it has no visible character, no letter, or when symbols, digits and characters the
observation could not carry (U+FFFD) outnumber its letters. Sentence punctuation is neutral, so
"Hmm... :)" passes. Keyboard mash made of letters ("asdkj qwpoe") passes too: telling it from
words needs a vocabulary, which the model has and this check does not.
"""

from __future__ import annotations

import re
import string
import unicodedata

# Punctuation that ordinary sentences carry; it counts neither for nor against a reply.
_SENTENCE_PUNCTUATION = frozenset(".,!?;:'\"-()[]…，。！？；：、“”‘’（）《》—～~")

# The check runs on every reply of every dialogue, so characters are counted in C, not one by
# one in Python, wherever that gives the same counts: an ASCII text by deleting bytes (its only
# letters are A-Z and a-z, and every other character left is a symbol, a digit or a control); any
# other text first loses its white space (``\s`` is ``str.isspace`` for a str pattern) and
# sentence punctuation to a regex, and only what is then still not ASCII is classified one by one.
_NEUTRAL = re.compile("[\\s" + re.escape("".join(sorted(_SENTENCE_PUNCTUATION))) + "]+")
_NEUTRAL_ASCII = bytes(
    code for code in range(128) if chr(code).isspace() or chr(code) in _SENTENCE_PUNCTUATION
)
_ASCII_LETTERS = string.ascii_letters.encode("ascii")


def not_language(text: str) -> str | None:
    """Why ``text`` is not natural language, or ``None`` when it may be.

    Args:
        text: The agent's reply.

    Returns:
        A short reason (``"empty"``, ``"no_letters"`` or ``"mostly_symbols"``), or ``None``.
    """
    letters, others = _letters_and_others(text)
    if letters + others == 0:
        return "empty"
    if letters == 0:
        return "no_letters"
    if others > letters:
        return "mostly_symbols"
    return None


def _letters_and_others(text: str) -> tuple[int, int]:
    """How many letters (and marks), and how many other characters that are not neutral."""
    if not text.isascii():
        text = _NEUTRAL.sub("", text)
        if not text.isascii():
            letters = others = 0
            for char in text:
                category = unicodedata.category(char)
                if category[0] == "L" or category[0] == "M":
                    letters += 1
                else:
                    others += 1
            return letters, others
    counted = text.encode("ascii").translate(None, _NEUTRAL_ASCII)
    letters = len(counted) - len(counted.translate(None, _ASCII_LETTERS))
    return letters, len(counted) - letters
