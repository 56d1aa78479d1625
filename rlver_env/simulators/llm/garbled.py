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

import unicodedata

# Punctuation that ordinary sentences carry; it counts neither for nor against a reply.
_SENTENCE_PUNCTUATION = frozenset(".,!?;:'\"-()[]…，。！？；：、“”‘’（）《》—～~")


def not_language(text: str) -> str | None:
    """Why ``text`` is not natural language, or ``None`` when it may be.

    Args:
        text: The agent's reply.

    Returns:
        A short reason (``"empty"``, ``"no_letters"`` or ``"mostly_symbols"``), or ``None``.
    """
    letters = others = 0
    for char in text:
        if char.isspace() or char in _SENTENCE_PUNCTUATION:
            continue
        category = unicodedata.category(char)
        if category[0] == "L" or category[0] == "M":
            letters += 1
        else:
            others += 1
    if letters + others == 0:
        return "empty"
    if letters == 0:
        return "no_letters"
    if others > letters:
        return "mostly_symbols"
    return None
