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

from collections.abc import Sequence
from functools import lru_cache

from rlver_env.agents.user_words import FIRST_TO_SECOND
from rlver_env.text import FUNCTION_WORDS, normalise, raw_words, sentences_of, words_of

__all__ = ["COPIED_RUN", "bare_slots", "copied_stretches"]

#: Words in a row, said back from one of the user's messages (first person turned to second),
#: that make a sentence their own words handed back.
COPIED_RUN = 8

_DETERMINERS = frozenset("the a an my his her their our your this that these those its every each".split())
_PREPOSITIONS = frozenset(
    "about with for of by through on from into at to over after before without around against towards toward".split()
)


@lru_cache(maxsize=16384)
def _usage(text: str) -> tuple[frozenset[str], frozenset[str], frozenset[str], frozenset[str]]:
    """How one of the user's texts uses its words (cached per text: a dialogue adds one a turn).

    Returns the words said bare, the words said after a determiner, and the words written in lower
    and in upper case inside a sentence (all lower-cased; names are left out of the first two).
    """
    bare: set[str] = set()
    after_det: set[str] = set()
    lower: set[str] = set()
    capital: set[str] = set()
    for sentence in sentences_of(text):
        words = raw_words(sentence)
        for i, word in enumerate(words):
            key = word.lower()
            if i > 0:
                (capital if word[:1].isupper() else lower).add(key)
                if word[:1].isupper():
                    continue  # a name
            (after_det if i > 0 and words[i - 1].lower() in _DETERMINERS else bare).add(key)
    return frozenset(bare), frozenset(after_det), frozenset(lower), frozenset(capital)


def _how_said(user_texts: Sequence[str]) -> tuple[frozenset[str], frozenset[str]]:
    """The words the user only ever said after a determiner, and those they never capitalised."""
    bare: set[str] = set()
    after_det: set[str] = set()
    lower: set[str] = set()
    capital: set[str] = set()
    for text in user_texts:
        b, d, lo, up = _usage(text)
        bare |= b
        after_det |= d
        lower |= lo
        capital |= up
    determined = frozenset(w for w in after_det - bare if w not in FUNCTION_WORDS)
    return determined, frozenset(lower - capital)


def bare_slots(reply: str, user_texts: Sequence[str]) -> dict[int, tuple[str, ...]]:
    """The sentences of ``reply`` that set one of the user's determined words bare after a preposition.

    Args:
        reply: The agent's reply (its sentences are split as the reader splits them).
        user_texts: Everything the user said so far.

    Returns:
        Sentence index -> the offending phrases ("about house"); empty when there are none.
    """
    determined, lower = _how_said(user_texts)
    if not determined and not lower:
        return {}
    found: dict[int, tuple[str, ...]] = {}
    for index, sentence in enumerate(sentences_of(reply[:4000])):
        words = raw_words(sentence)
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


@lru_cache(maxsize=16384)
def _said_runs(text: str) -> frozenset[tuple[str, ...]]:
    """The runs of :data:`COPIED_RUN` words of one user text, as the agent would say them back."""
    words = [FIRST_TO_SECOND.get(w, w) for w in words_of(normalise(text))]
    return frozenset(tuple(words[i : i + COPIED_RUN]) for i in range(len(words) - COPIED_RUN + 1))


def copied_stretches(sentences: Sequence[Sequence[str]], user_texts: Sequence[str]) -> dict[int, str]:
    """The sentences that hand back a stretch of the user's own words.

    A frame around their whole sentence ("It sounds like you feel hurt, because your sister flew
    in for four days and decided ...") names every concern they named without saying anything
    of its own: :data:`COPIED_RUN` words in a row of one of their messages, "I" said as "you".
    Such a sentence still counts for what it does (praise of what they did, a question), but the
    words it copies are not the listener picking up their situation
    (:func:`rlver_env.simulators.rule.scoring.appraise_reply` leaves it out of ``specificity``).

    Args:
        sentences: The words of each sentence of the reply.
        user_texts: Everything the user said so far.

    Returns:
        Sentence index -> the copied stretch; empty when none is copied.
    """
    runs = frozenset().union(*(_said_runs(t) for t in user_texts)) if user_texts else frozenset()
    found: dict[int, str] = {}
    if not runs:
        return found
    for index, words in enumerate(sentences):
        for i in range(len(words) - COPIED_RUN + 1):
            run = tuple(words[i : i + COPIED_RUN])
            if run in runs:
                found[index] = " ".join(run)
                break
    return found
