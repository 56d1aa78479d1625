"""English text basics shared by the rule simulator, the strategy features and the persona tools.

Normalising (lower case, straight quotes, single spaces), words, stop words, lemmas, known
English words, sentences and clauses.

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

_APOSTROPHES = str.maketrans({"\u2019": "'", "\u2018": "'", "`": "'", "\u201c": '"', "\u201d": '"'})
_SPACES = re.compile(r"\s+")
_WORD = re.compile(r"[a-z]+(?:'[a-z]+)?")
_RAW_WORD = re.compile(r"[A-Za-z]+(?:'[A-Za-z]+)?")

_SENTENCE_END = re.compile(r"(?<=[.!?])\s+|\n+|(?<=[.!?])(?=[A-Z])")
_CLAUSE_BREAK = re.compile(r"\s*(?:[,;:()]|\s[-\u2013\u2014]+\s|\u2014|\.\.\.)\s*")
_BRITISH = (("our", "or"), ("ise", "ize"), ("ised", "ized"), ("ising", "izing"), ("yse", "yze"), ("tre", "ter"))
# A word the list holds fewer times than this is too rare to count as known padding-free English.
_MIN_COUNT = 3


FUNCTION_WORDS: frozenset[str] = frozenset(
    """
    a an the and or but if so because as than then that this these those there here what which who
    whom whose when where why how i me my mine myself you your yours yourself we us our they them
    their he him his she her it its is am are was were be been being have has had having do does did
    doing will would shall should can could may might must not no nor to of in on at by for with
    about against between into through during before after above below from up down out off over
    under again further once all any both each few more most other some such only own same too very
    just also even still yet really maybe perhaps i'm you're it's that's don't can't isn't wasn't
    didn't doesn't won't wouldn't couldn't shouldn't i've you've i'd you'd i'll you'll we're they're
    he's she's let's what's there's who's ever never always much many like get got go going know
    feel felt think sounds sound seems seem make made want wanted need needed tell told say said see
    saw been way thing things something anything nothing everything someone anyone everyone one two
    now today tonight tomorrow yesterday again ok okay yeah yes oh well right sure
    """.split()
)

# Chat fillers and hedges: words that carry none of the user's content ("anyway", "kind of",
# "a lot", "I guess", "fine").
FILLER_WORDS: frozenset[str] = frozenset(
    "actually anyway apparently bit cool fine great guess honestly kind lot mean probably".split()
)

#: The stop words of everything that picks the user's content words out of their messages (the
#: scripted listener, the strategy features, the red team): the function words and the fillers.
#: A reader that needs a narrower or a wider set builds it from this one with named extras.
STOP_WORDS: frozenset[str] = FUNCTION_WORDS | FILLER_WORDS

# Words of chat English the frequency list may lack.
CHAT_WORDS: frozenset[str] = frozenset(
    """
    mm mmm hmm hm ugh eish ja ok okay yeah yep nope lol haha im dont thats cant wont didnt doesnt
    isnt wasnt ive youre theyre whats hes shes aww oof gosh wow ish
    """.split()
)


def normalise(text: str) -> str:
    """Lower-cases, straightens quotes and apostrophes and collapses whitespace."""
    return _SPACES.sub(" ", text.translate(_APOSTROPHES).lower()).strip()


def straighten(text: str) -> str:
    """Straightens curly quotes and apostrophes, keeping case and spacing."""
    return text.translate(_APOSTROPHES)


def words_of(normalised: str) -> list[str]:
    """The words of normalised text (letters and inner apostrophes)."""
    return _WORD.findall(normalised)


def raw_words(text: str) -> list[str]:
    """The words of raw text as written, case kept (quotes straightened first)."""
    return _RAW_WORD.findall(straighten(text))


def word_key(word: str) -> str:
    """The key words are matched by: the word's canonical lemma (``"deadlines"`` -> ``"deadline"``)."""
    return lemma(word.split("'", 1)[0] if "'" in word else word)


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
def parts_of_speech(word: str) -> frozenset[str]:
    """The parts of speech a word can be, as lemminflect's tags (``"sorry"`` -> {ADJ})."""
    return frozenset(_lemmatiser()(word))


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


def contains_phrase(stems: tuple[str, ...], phrase: tuple[str, ...]) -> bool:
    """Whether a stem sequence contains a phrase's stems contiguously."""
    if not phrase:
        return False
    if len(phrase) == 1:
        return phrase[0] in stems
    first = phrase[0]
    size = len(phrase)
    for i, s in enumerate(stems):
        if s == first and stems[i : i + size] == phrase:
            return True
    return False
