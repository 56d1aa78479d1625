"""The user's words as a listener reads them: what the readers of the user's messages share.

Two readers pick things out of the user's words, and both see only those words: the scripted
listener (:func:`rlver_env.agents.reading.read_message`) and the strategy wrapper's features and
realiser (:mod:`rlver_env.wrappers.text_features`). They split sentences, tell a name from a
capitalised word, say a determiner or a pronoun back in the second person, end a noun phrase at
a verb and know feeling words the same way, from the helpers and tables here. Where one reads
differently it adds named extras of its own; the stop words they start from are
:data:`rlver_env.text.STOP_WORDS`.

Each reader keeps its own tokeniser: the listener keeps digits and punctuation tokens, the
features keep hyphenated words, and trained strategy policies observe the features as they are.
"""

from __future__ import annotations

import re
from collections.abc import Collection

_SENTENCE_BREAK = re.compile(r"(?<=[.!?])\s+")

#: Determiners that open a phrase of the user's, and what the listener says instead: it refers
#: back to something said ("a job" -> "the job") that is the user's ("my job" -> "your job").
REFLECTED_DETERMINERS: dict[str, str] = {
    "the": "the", "a": "the", "an": "the", "my": "your", "our": "your", "his": "his", "her": "her",
    "their": "their",
}  # fmt: skip

#: The user's first person singular, said back in the second person.
FIRST_TO_SECOND: dict[str, str] = {
    "i": "you", "me": "you", "my": "your", "mine": "yours", "myself": "yourself", "i'm": "you're",
}  # fmt: skip

#: Frequent verbs that end a noun phrase ("your daughter | thinks ...").
PHRASE_VERBS: frozenset[str] = frozenset(
    """asks bought brought calls came comes feels felt found gave gets gives goes got keeps kept
    knows left lives looks lost made makes needs paid put sat says seems sent spent stood takes
    tells thinks thought told took wants went won works wrote""".split()
)

#: Feeling words both readers know, and how the listener names each back ("tired" -> "worn out").
FEELINGS: dict[str, str] = {
    "tired": "worn out", "exhausted": "exhausted", "angry": "angry", "furious": "furious",
    "frustrated": "frustrated", "sad": "sad", "heartbroken": "heartbroken", "lonely": "lonely",
    "scared": "scared", "afraid": "scared", "nervous": "nervous", "anxious": "anxious",
    "worried": "worried", "stressed": "stressed", "overwhelmed": "overwhelmed",
    "embarrassed": "embarrassed", "humiliated": "humiliated", "ashamed": "ashamed",
    "guilty": "guilty", "hurt": "hurt", "betrayed": "betrayed", "stuck": "stuck",
    "jealous": "jealous",
}  # fmt: skip


def split_sentences(text: str) -> list[str]:
    """Splits ``text`` after ``.``, ``!`` or ``?`` followed by whitespace (the stop stays).

    Unlike :func:`rlver_env.text.sentences_of` it neither splits at a bare line break nor drops
    empty parts, which is how both readers have always split the user's words.
    """
    return _SENTENCE_BREAK.split(text)


def looks_like_name(word: str, stop_words: Collection[str]) -> bool:
    """Whether ``word`` could be a name: capitalised, longer than two letters, not a stop word.

    Args:
        word: A word as written (case kept).
        stop_words: Lower-case words that are never names, however they are written.
    """
    return len(word) > 2 and word[0].isupper() and word.lower() not in stop_words
