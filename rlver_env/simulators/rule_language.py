"""The rule simulator's language checks: lemmas, known English words, sentences and clauses.

Two small, well-kept libraries do the linguistic work, loaded on first use so that
``import rlver_env`` stays light:

* `lemminflect <https://github.com/bjascob/LemmInflect>`_ gives lemmas ("deadlines" ->
  "deadline", "felt" -> "feel") and tells which words can be verbs. It replaces a
  suffix-stripping stemmer that matched "numbers" as a feeling word.
* `pyspellchecker <https://github.com/barrust/pyspellchecker>`_ carries an English
  word-frequency list (from OpenSubtitles, i.e. conversational English). A word it does not know
  and that the user never said reads as a pseudo-word ("gobaba sabiba").

Sentences are split with a regular expression on ``.``, ``!``, ``?`` and line breaks, not with
pysbd: pysbd takes about 0.7 ms for a four-sentence reply on this project's reference machine,
more than twice the whole step budget of the 3,000 steps/s target, and chat replies have few of
the abbreviations it is built for. Clauses are the parts of a sentence between commas,
semicolons, colons and dashes.
"""

from __future__ import annotations

import re
from functools import lru_cache

from rlver_env.simulators.rule_lexicon import CHAT_WORDS, FUNCTION_WORDS

_SENTENCE_END = re.compile(r"(?<=[.!?])\s+|\n+|(?<=[.!?])(?=[A-Z])")
_CLAUSE_BREAK = re.compile(r"\s*(?:[,;:()]|\s[-\u2013\u2014]+\s|\u2014|\.\.\.)\s*")
_BRITISH = (("our", "or"), ("ise", "ize"), ("ised", "ized"), ("ising", "izing"), ("yse", "yze"), ("tre", "ter"))
# A word the list holds fewer times than this is too rare to count as known padding-free English.
_MIN_COUNT = 3


@lru_cache(maxsize=1)
def _dictionary() -> dict[str, int]:
    from spellchecker import SpellChecker

    return SpellChecker(language="en", distance=1).word_frequency.dictionary


@lru_cache(maxsize=1)
def _lemmatiser():  # noqa: ANN202 - lemminflect's module-level function
    from lemminflect import getAllLemmas

    return getAllLemmas


@lru_cache(maxsize=131072)
def lemmas(word: str) -> frozenset[str]:
    """The word and all its lemmas, for any part of speech (``"felt"`` -> {felt, feel})."""
    found = _lemmatiser()(word.split("'", 1)[0] if "'" in word else word)
    return frozenset((word, *(lemma for group in found.values() for lemma in group)))


@lru_cache(maxsize=131072)
def lemma(word: str) -> str:
    """One canonical lemma: the noun's, else the verb's, adjective's or adverb's, else the word."""
    found = _lemmatiser()(word)
    for pos in ("NOUN", "VERB", "ADJ", "ADV"):
        if pos in found:
            return found[pos][0]
    return word


@lru_cache(maxsize=131072)
def can_be_verb(word: str) -> bool:
    """Whether ``word`` can be a verb (``"write"``, ``"felt"``; not ``"table"`` alone)."""
    return word in FUNCTION_WORDS or "VERB" in _lemmatiser()(word)


@lru_cache(maxsize=131072)
def is_known_word(word: str) -> bool:
    """Whether ``word`` is an English word of the frequency list (British spellings too)."""
    if word in FUNCTION_WORDS or word in CHAT_WORDS:
        return True
    dictionary = _dictionary()
    if dictionary.get(word, 0) >= _MIN_COUNT:
        return True
    base = word.split("'", 1)[0]
    if base != word and dictionary.get(base, 0) >= _MIN_COUNT:
        return True
    for british, american in _BRITISH:
        if british in base and dictionary.get(base.replace(british, american), 0) >= _MIN_COUNT:
            return True
    return False


def sentences_of(text: str) -> list[str]:
    """Splits raw text into sentences (keeping their end punctuation)."""
    return [s.strip() for s in _SENTENCE_END.split(text) if s and s.strip()]


def clauses_of(sentence: str) -> list[str]:
    """Splits one sentence into clauses at commas, semicolons, colons and dashes."""
    return [c for c in _CLAUSE_BREAK.split(sentence) if c and c.strip(" .!?")]
