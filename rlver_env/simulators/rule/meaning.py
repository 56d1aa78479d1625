"""What a reply is about, read by the meaning of its words: its relatedness to what the user said.

A template can hold any words in its slots, and a reply can talk warmly about nothing the user
said. Word lists cannot see that; the meaning of the words can. Each English word has a static
vector (``data/word_vectors.npz``: the 40,000 most frequent words, each run alone through the
sentence encoder all-MiniLM-L6-v2 and reduced to 128 dimensions, as Model2Vec distils a model;
``tools/build_word_vectors.py`` makes the file from the pinned model and says how). A text's
vector is the sum of its topic words' vectors (:func:`is_topic_word`), each weighted by how rare the word is (the
smooth inverse frequency of Arora et al., 2017: ``a / (a + p(word))``), so that "carry" and
"father" weigh more than "feel" and "thing".

:func:`relatedness` is the cosine between a reply's vector and the vector of everything the user
said so far, or its cosine with the words of support itself (:data:`SUPPORT_TALK`), whichever
is higher: a reply can be about the user's situation or about how they feel and what might
help, in general words ("what happened was unfair, and you had every right to react"); what it
must not be is about other things. :func:`related_share` turns it into the share of the reply's
gains it keeps. No
model runs when a reply is read: a lookup and a weighted sum, tens of microseconds.

Why static vectors and not the encoder itself: the encoder takes 10-30 ms per reply on one CPU
core, which alone would put a single dialogue under 100 steps per second, and it would make
torch a dependency of the environment. The static vectors keep what the words are about, which
is what relatedness needs; they do not read word order (the rule reader does that).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from importlib import resources

import numpy as np

from rlver_env.personas.model import Persona
from rlver_env.simulators.rule.lexicon import FEELING_WORDS
from rlver_env.text import STOP_WORDS, lemmas, normalise, parts_of_speech, words_of

__all__ = ["OFF_TOPIC", "OFF_TOPIC_WORDS", "RELATED_FULL", "RELATED_NONE", "SUPPORT_TALK", "WordVectors", "is_topic_word", "life_words", "related_share", "relatedness", "strings_in", "word_vectors"]

#: At or above this relatedness a reply keeps all its gains: 93 % of the 120 sincere first
#: replies and 89 % of the scripted empathetic agent's replies are at 0.40 or above; 39 % of
#: the replies of a template filled with unrelated nouns are.
RELATED_FULL = 0.40
#: At or below this one it keeps none: it is about something else (two unrelated everyday
#: texts are at about 0.25, a text and its own topic at 0.5 and above).
RELATED_NONE = 0.25
#: A sentence with at least :data:`OFF_TOPIC_WORDS` topic words below this relatedness talks of
#: something else ("The Roman empire had excellent roads."): none of the 150 such
#: sentences of the 120 sincere replies, nor of the scripted empathetic agent's 500, is.
OFF_TOPIC = 0.2
OFF_TOPIC_WORDS = 3
#: The words of support in general, written from the definitions of EPITOME's emotional
#: reactions, interpretations and explorations (Sharma et al., 2020) and MITI's reflections,
#: affirmations and advice with permission (Moyers et al., 2016).
SUPPORT_TALK: tuple[str, ...] = (
    "I agree with you completely, and you had every right to react that way.",
    "What happened was unfair, and it makes sense that you feel this way.",
    "Of course it matters. Tell me more about what happened and how it has been for you.",
    "That sounds like a lot to deal with. What has been the hardest part?",
    "It takes courage to talk about this. You did the right thing by speaking up.",
    "I wonder what was going on for them, and what it brought up for you.",
    "Maybe one small step would help. What do you think you could try first?",
    "There are two sides to weigh here, and either choice would make sense.",
    "I'm here and I'm listening. Take your time; say as much or as little as you want.",
)
#: The weight ``a`` of the smooth inverse frequency ``a / (a + p(word))``.
_SIF_A = 1e-3


class WordVectors:
    """The static word vectors of ``data/word_vectors.npz``.

    Attributes:
        index: Word to row.
        vectors: One float32 row per word (unit length before quantisation).
        weights: Each word's smooth-inverse-frequency weight.
    """

    def __init__(self, words: Sequence[str], vectors: np.ndarray, weights: np.ndarray) -> None:
        self.index = {w: i for i, w in enumerate(words)}
        self.vectors = vectors
        self.weights = weights

    def weighted_sum(self, words: Sequence[str], keep: Callable[[str], bool] | None = None) -> np.ndarray | None:
        """The weighted sum of the vectors of the words ``keep`` keeps (by default the topic
        words, :func:`is_topic_word`); ``None`` without any."""
        keep = keep or is_topic_word
        rows = [self.index[w] for w in words if w in self.index and keep(w)]
        if not rows:
            return None
        return self.weights[rows] @ self.vectors[rows]


@lru_cache(maxsize=131072)
def is_topic_word(word: str) -> bool:
    """Whether a word says what a text is about: a content word that is not a feeling word and
    can be more than an adjective or adverb ("father", "shift", "rushing"; not "sorry", "hard",
    "scared", "really"). How a reply reacts is the cue reader's to judge; this is what it is about."""
    if word in STOP_WORDS or lemmas(word) & FEELING_WORDS:
        return False
    parts = parts_of_speech(word)
    return not (parts and parts <= {"ADJ", "ADV"})


@lru_cache(maxsize=1)
def word_vectors() -> WordVectors:
    """The bundled word vectors, loaded once (about 50 ms)."""
    source = resources.files("rlver_env.simulators.rule").joinpath("data/word_vectors.npz")
    with resources.as_file(source) as path, np.load(path) as data:
        words = str(data["words"]).split("\n")
        vectors = data["vectors"].astype(np.float32) * data["scales"][:, None]
        frequency = data["counts"].astype(np.float64) / float(data["counts"].sum())
    weights = (_SIF_A / (_SIF_A + frequency)).astype(np.float32)
    return WordVectors(words, vectors, weights)


@lru_cache(maxsize=65536)
def _weighted_sum(words: tuple[str, ...]) -> np.ndarray | None:
    """:meth:`WordVectors.weighted_sum`, cached: the user's texts are read again every turn."""
    return word_vectors().weighted_sum(words)


@lru_cache(maxsize=1)
def _support_talk() -> np.ndarray | None:
    return _weighted_sum(tuple(w for text in SUPPORT_TALK for w in words_of(normalise(text))))


def strings_in(value: object) -> list[str]:
    """Every string in a value of nested dicts, lists and tuples (a persona's data), in order."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in strings_in(v)]
    if isinstance(value, (list, tuple)):
        return [s for v in value for s in strings_in(v)]
    return []


@lru_cache(maxsize=1024)
def life_words(persona: Persona) -> tuple[tuple[str, ...], ...]:
    """The words of the user's own life: their story, the people in it, their work and place.

    A reply about their allotment or their sister is about them before they mention it; the
    user knows their own life. (Cached per persona.)
    """
    texts = strings_in(persona.background) + strings_in(persona.people)
    texts += [str(persona.demographics.get(k, "")) for k in ("occupation", "location")]
    # One text: short pieces ("spring last year") would each match anything by chance.
    return (tuple(w for t in texts if t for w in words_of(normalise(t))),)


def _cosine(a: np.ndarray, b: np.ndarray) -> float | None:
    norm = float(np.linalg.norm(a) * np.linalg.norm(b))
    return float(a @ b) / norm if norm > 0 else None


def relatedness(reply_words: Sequence[str], user_words: Sequence[Sequence[str]]) -> float | None:
    """How far what a reply talks about is the user's: their topics, or support itself.

    Args:
        reply_words: The reply's words, lower case (as :func:`rlver_env.text.words_of` gives).
        user_words: The words of each of the user's messages so far.

    Returns:
        1.0 when the reply names a word of theirs that has no vector (a name, a place);
        otherwise the highest of its cosines with each text of theirs and with
        :data:`SUPPORT_TALK`, or
        ``None`` when either side has no topic word with a vector (a reply of reactions only,
        "I'm so sorry, that's awful.", is about them by its pronouns, not its topic).
    """
    index = word_vectors().index
    unseen = {w for w in reply_words if w not in index and w not in STOP_WORDS}
    if unseen and any(unseen.intersection(words) for words in user_words):
        return 1.0  # it names someone or something of theirs that has no vector (a name, a place)
    reply = _weighted_sum(tuple(reply_words))
    if reply is None:
        return None
    # Any one of their topics will do: the best of their texts, not their sum, which dilutes
    # each topic in all the others.
    sums = [v for v in (_weighted_sum(tuple(words)) for words in user_words) if v is not None]
    if not sums:
        return None
    cosines = [_cosine(reply, v) for v in (*sums, _support_talk())]
    return max(c for c in (*cosines, -1.0) if c is not None)


def off_topic(sentence_words: Sequence[str], user_words: Sequence[Sequence[str]]) -> bool:
    """Whether a sentence talks of something else: :data:`OFF_TOPIC_WORDS` or more distinct
    topic words with vectors, none of them a word the user said, and a :func:`relatedness` below
    :data:`OFF_TOPIC`. A sentence that names a thing of theirs ("the prototype") is about them,
    however its other words dilute the average."""
    index = word_vectors().index
    topics = {w for w in sentence_words if w in index and is_topic_word(w)}
    if len(topics) < OFF_TOPIC_WORDS or any(topics.intersection(words) for words in user_words):
        return False
    related = relatedness(sentence_words, user_words)
    return related is not None and related < OFF_TOPIC


def related_share(related: float | None) -> float:
    """The share of its gains a reply keeps at this relatedness: 1 at :data:`RELATED_FULL` or
    above (or when it cannot be measured), 0 at :data:`RELATED_NONE`, linear between."""
    if related is None or related >= RELATED_FULL:
        return 1.0
    return max(0.0, (related - RELATED_NONE) / (RELATED_FULL - RELATED_NONE))
