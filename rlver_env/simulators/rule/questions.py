"""What a question of the agent's asks: about the user's situation or not, open or closed (MITI).

An open question invites the user to say what happened or how it is for them ("what happened?",
"how are the nights now?"); a closed one asks for a yes, a no or a fact ("did she call?", "how
many calls a night?"). The appraisal (:mod:`rlver_env.simulators.rule.scoring`) credits attention
for questions about their situation, and counts only open ones as listening back.
"""

from __future__ import annotations

from collections.abc import Sequence

from rlver_env.simulators.rule.features import SentenceFeatures
from rlver_env.text import FUNCTION_WORDS

__all__ = ["asks_about_them", "open_question"]

# Courtesies, which ask nothing however they are punctuated.
_COURTESY_WORDS = frozenset("thanks thank thankyou hi hello hey okay ok sure yes yeah no please sorry cheers bye".split())
# Words an open question opens with ("what ...", "how ..."); the rest ask for a yes or a no.
_OPEN_QUESTION = frozenset({"what", "what's", "how", "how's", "why", "where", "who", "which", "when", "tell"})
#: After "how", the words that make a question closed (MITI: it asks for a fact, "how many
#: calls a night?", not for their experience).
_CLOSED_AFTER_HOW = frozenset("many much long often old far soon big bad".split())
# Words that make a question about the user's situation, not about anything at all.
_ABOUT_THEM = frozenset({"he", "she", "they", "you", "your", "he's", "she's", "they're", "you're", "it", "that", "happened"})
# Words a question opens with.
_QUESTION_OPENERS = frozenset(
    "what what's how how's why when where who whose which did do does is are was were have has had can could would will "
    "should shall may might am isn't aren't wasn't didn't don't doesn't won't wouldn't".split()
)


def asks_about_them(sentence: SentenceFeatures, vocabulary: frozenset[str]) -> bool:
    """Whether a question sentence asks about the user's situation, as a question people ask.

    Its last clause opens like a question ("what happened", "did she ..."), or it is a short
    question that picks up their words ("Friday?", "So he just left?").

    Args:
        sentence: The question, read.
        vocabulary: The user's words so far.

    Returns:
        Whether it asks about them.
    """
    words = sentence.words
    if len(words) < 2 and not (words and words[0] in vocabulary):
        return False
    theirs = any(k in vocabulary and k not in FUNCTION_WORDS for k in sentence.keys)
    if sentence.last_clause_start in _QUESTION_OPENERS:
        return len(words) <= 12 or theirs or bool(_ABOUT_THEM & set(words))
    # A short question must ask about something: "Friday?", "So he just left?"; not "Thanks, thank you?".
    asked = [w for w in words if w not in FUNCTION_WORDS and w not in _COURTESY_WORDS]
    return len(words) <= 8 and bool(asked) and (theirs or bool(_ABOUT_THEM & set(words)))


def open_question(words: Sequence[str]) -> bool:
    """Whether a question is open (MITI): it opens with a wh-word, and not with "how many",
    "how long" or the like, which ask for a fact.

    Args:
        words: The question's words, lower case.

    Returns:
        Whether it is open.
    """
    if not words or words[0] not in _OPEN_QUESTION:
        return False
    return not (words[0] == "how" and len(words) > 1 and words[1] in _CLOSED_AFTER_HOW)
