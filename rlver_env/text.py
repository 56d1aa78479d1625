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

Sentences are split with a regular expression after ``.``, ``!``, ``?`` or the one-character
ellipsis (U+2026, read as ``...``), where a closing quote or bracket may follow the stop, and at
line breaks, not with pysbd: pysbd takes about 0.7 ms for a four-sentence reply on this
project's reference machine, more than twice the whole step budget of the 3,000 steps/s target,
and chat replies have few of the abbreviations it is built for. Clauses are the parts of a
sentence between commas, semicolons, colons, dashes and ellipses.

The frequency list spells American English; British spellings are read through it
(:func:`american_spelling`), so "neighbour" is a known word and keys as "neighbor" does.
"""

from __future__ import annotations

import re
from functools import lru_cache

_APOSTROPHES = str.maketrans({"\u2019": "'", "\u2018": "'", "`": "'", "\u201c": '"', "\u201d": '"'})
_SPACES = re.compile(r"\s+")
_WORD = re.compile(r"[a-z]+(?:'[a-z]+)?")
_RAW_WORD = re.compile(r"[A-Za-z]+(?:'[A-Za-z]+)?")

# After a stop, or after a stop and the quote or bracket that closes on it ('He said "no." Then
# ...'). Python's lookbehinds are fixed-width, hence two.
_SENTENCE_END = re.compile(
    r"(?:(?<=[.!?])|(?<=[.!?][\"')\]\u201d\u2019]))\s+|\n+|(?<=[.!?])(?=[A-Z])"
)
_CLAUSE_BREAK = re.compile(r"\s*(?:[,;:()]|\s[-\u2013\u2014]+\s|\u2014|\.\.\.)\s*")
# The one-character ellipsis, which sentences and clauses write as the three dots it stands for.
_ELLIPSIS = "\u2026"
# British spellings and the American ones of the frequency list, which is American English: it
# holds "color", "neighbor", "organize" and "defense" but not "colour", "neighbour", "organise" or
# "defence". No dependency maps the two spellings (lemminflect keeps them apart, and breame, the
# one PyPI package for it, is a single small 2021 release), so these suffix rules do. They rewrite
# only a word the list lacks, and only into a word it holds, so "four" stays "four" although "for"
# is a word.
_BRITISH = (
    ("our", "or"), ("isation", "ization"), ("ise", "ize"), ("ising", "izing"), ("yse", "yze"),
    ("ysing", "yzing"), ("tre", "ter"), ("ence", "ense"), ("mme", "m"),
)  # fmt: skip
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


@lru_cache(maxsize=131072)
def word_key(word: str) -> str:
    """The key words are matched by: the word's canonical lemma, in American spelling.

    ``"deadlines"`` -> ``"deadline"``; ``"neighbours"`` and ``"neighbors"`` -> ``"neighbor"``, so
    a reply in one spelling matches the user's words in the other.
    """
    return lemma(american_spelling(word.split("'", 1)[0] if "'" in word else word))


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
@lru_cache(maxsize=131072)
def verb_lemmas(word: str) -> frozenset[str]:
    """The verb lemmas of a word (``"drove"`` -> {drive}; empty when it cannot be a verb)."""
    return frozenset(_lemmatiser()(word).get("VERB", ()))


def can_be_verb(word: str) -> bool:
    """Whether ``word`` can be a verb (``"write"``, ``"felt"``; not ``"table"`` alone)."""
    return word in FUNCTION_WORDS or "VERB" in _lemmatiser()(word)


def _listed(word: str) -> bool:
    return _dictionary().get(word, 0) >= _MIN_COUNT


@lru_cache(maxsize=131072)
def _american_or_none(word: str) -> str | None:
    """The American spelling the frequency list holds of a British ``word`` it lacks, if any."""
    rules = [(british, american) for british, american in _BRITISH if british in word]
    for british, american in rules:
        if _listed(spelled := word.replace(british, american)):
            return spelled
    spelled = word
    for british, american in rules:  # "colourised" -> "colorized": two rules at once
        spelled = spelled.replace(british, american)
    return spelled if len(rules) > 1 and _listed(spelled) else None


def american_spelling(word: str) -> str:
    """``word`` in the American spelling of the frequency list (``"neighbour"`` -> ``"neighbor"``).

    A word the list holds, or one with no American spelling in it, comes back as it is.
    """
    if not word or word in FUNCTION_WORDS or word in CHAT_WORDS or _listed(word):
        return word
    return _american_or_none(word) or word


@lru_cache(maxsize=131072)
def is_known_word(word: str) -> bool:
    """Whether ``word`` is an English word of the frequency list (British spellings too)."""
    if word in FUNCTION_WORDS or word in CHAT_WORDS or _listed(word):
        return True
    base = word.split("'", 1)[0]
    if base != word and _listed(base):
        return True
    return _american_or_none(base) is not None


def sentences_of(text: str) -> list[str]:
    """Splits raw text into sentences, keeping their end punctuation and closing quotes.

    A one-character ellipsis ends a sentence as ``...`` does, and is written as ``...``.
    """
    parts = _SENTENCE_END.split(text.replace(_ELLIPSIS, "..."))
    return [s.strip() for s in parts if s and s.strip()]


def clauses_of(sentence: str) -> list[str]:
    """Splits one sentence into clauses at commas, semicolons, colons, dashes and ellipses."""
    parts = _CLAUSE_BREAK.split(sentence.replace(_ELLIPSIS, "..."))
    return [c for c in parts if c and c.strip(" .!?")]


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
