"""The user's words dropped into a template's slot: read against how the user said them.

A template with a slot ("It sounds like you feel alone with {w}.") takes any word of the user's
and reads as support. It gives itself away where the word does not fit the slot the way the user
used it: the user said "the stroke", "my sister", "his house", and the reply says "alone with
stroke", "a plan for sister", "talk to someone about house". A word the user only ever said
after a determiner or possessive is a common noun that needs one; set bare after a preposition,
it was slotted, not said. Capitalised words (names), words the user also said bare, and
function words are never counted; but a word the user never capitalised, capitalised inside a
reply's sentence ("tell me about Makes"), poses as a name and counts.

:func:`bare_slots` is read by :func:`rlver_env.simulators.rule.scoring.appraise_reply`: a
sentence with a bare slot is not well formed, and the reply is garbled.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from rlver_env.text import FUNCTION_WORDS, sentences_of, straighten

__all__ = ["bare_slots"]

_TOKEN = re.compile(r"[A-Za-z]+(?:'[A-Za-z]+)?")
_DETERMINERS = frozenset("the a an my his her their our your this that these those its every each".split())
_PREPOSITIONS = frozenset(
    "about with for of by through on from into at to over after before without around against towards toward".split()
)


@lru_cache(maxsize=4096)
def _lower_case(user_texts: tuple[str, ...]) -> frozenset[str]:
    """The user's words that they never capitalised inside a sentence (lower case)."""
    lower: set[str] = set()
    capital: set[str] = set()
    for text in user_texts:
        for sentence in sentences_of(text):
            words = _TOKEN.findall(straighten(sentence))
            for i, word in enumerate(words):
                if i == 0:
                    continue
                (capital if word[:1].isupper() else lower).add(word.lower())
    return frozenset(lower - capital)


@lru_cache(maxsize=4096)
def _determined(user_texts: tuple[str, ...]) -> frozenset[str]:
    """The user's words that they only ever said after a determiner or possessive (lower case)."""
    said: dict[str, list[int]] = {}
    for text in user_texts:
        words = _TOKEN.findall(straighten(text))
        for i, word in enumerate(words):
            if i > 0 and word[:1].isupper():
                continue  # a name
            counts = said.setdefault(word.lower(), [0, 0])
            counts[0] += 1
            counts[1] += i > 0 and words[i - 1].lower() in _DETERMINERS
    return frozenset(w for w, (n, det) in said.items() if n == det and w not in FUNCTION_WORDS)


def bare_slots(reply: str, user_texts: Sequence[str]) -> dict[int, tuple[str, ...]]:
    """The sentences of ``reply`` that set one of the user's determined words bare after a preposition.

    Args:
        reply: The agent's reply (its sentences are split as the reader splits them).
        user_texts: Everything the user said so far.

    Returns:
        Sentence index -> the offending phrases ("about house"); empty when there are none.
    """
    said = tuple(user_texts)
    determined = _determined(said)
    lower = _lower_case(said)
    if not determined and not lower:
        return {}
    found: dict[int, tuple[str, ...]] = {}
    for index, sentence in enumerate(sentences_of(reply[:4000])):
        words = _TOKEN.findall(straighten(sentence))
        hits = tuple(
            f"{a.lower()} {b}"
            for a, b in zip(words, words[1:])
            if a.lower() in _PREPOSITIONS and b.lower() in determined and not b[:1].isupper()
        )
        # A word of theirs, capitalised mid-sentence where they never did, poses as a name.
        hits += tuple(w for w in words[1:] if w[:1].isupper() and w.lower() in lower and w.lower() not in FUNCTION_WORDS)
        if hits:
            found[index] = hits
    return found
