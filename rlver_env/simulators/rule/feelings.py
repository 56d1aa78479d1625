"""Whose feeling it is: the families of feelings, and the ones a persona has.

A reply that names a feeling the user voiced reflects it back. A reply that names one they did
not voice is a guess (EPITOME's interpretation), and a person takes a guess by whether it fits:
"you must feel betrayed" to a man who is worried and worn out is not being heard. So the rule
user credits a guessed feeling only when it belongs to a family of feelings the persona has.

The families follow the prototype approach to emotion words (Shaver et al., 1987: love, joy,
surprise, anger, sadness, fear), split where support talk tells them apart: weariness and
overwhelm from sadness, shame and guilt, feeling alone or unseen, and being stuck or torn.
:data:`FAMILIES` maps every word of :data:`rlver_env.simulators.rule.lexicon.FEELING_WORDS`,
as a lemma, to its families (a word may have two: "hurt" is sadness and anger).

:func:`persona_families` reads the families of a persona from every text of its own (traits,
personality, story, background, voice lines, ...) and the hint lines of its hidden need
(:data:`rlver_env.simulators.rule.voice.NEED_HINTS`). A persona whose texts name no feeling at
all has no families, and then every guess is taken as it comes (:func:`fits`).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import lru_cache

from rlver_env.personas.model import Persona
from rlver_env.simulators.rule.lexicon import FEELING_WORDS
from rlver_env.simulators.rule.meaning import strings_in
from rlver_env.simulators.rule.voice import NEED_HINTS
from rlver_env.text import lemmas, normalise, words_of

__all__ = ["FAMILIES", "GENERIC", "families_of", "fits", "misread", "others_feelings", "persona_families"]

_WORDS: dict[str, tuple[str, ...]] = {
    "sadness": (
        "hurt hurtful sad sadness grief grieve grieving heartbroken heartbreak crush crushed devastate devastated "
        "devastating disappoint disappointed disappointing disappointment miserable depressed depression upset raw "
        "heavy numb hopeless hopelessness regret desperate"
    ).split(),
    "fear": (
        "scared scary scare afraid fear fearful terrified anxious anxiety worry worried panic panicked nervous dread "
        "insecure stress stressed stressful pressure desperate"
    ).split(),
    "anger": (
        "angry anger furious fury rage frustrate frustrated frustrating frustration resent resentful resentment bitter "
        "bitterness betray betrayed betrayal unfair disrespect disrespected jealous jealousy hurt hurtful"
    ).split(),
    "weariness": "exhaust exhausted exhausting exhaustion drain drained draining overwhelm overwhelmed overwhelming tired worn stress stressed".split(),
    "shame": "humiliate humiliated humiliating humiliation embarrass embarrassed embarrassing embarrassment ashamed shame guilt guilty regret".split(),
    "alone": "lonely loneliness alone isolate isolated isolation invisible unseen unheard unappreciated dismissed ignored rejected abandoned".split(),
    "stuck": "stuck trapped helpless powerless confused confusing lost torn".split(),
}
#: Feelings too general to be wrong about anyone who is struggling ("upset", "it hurt").
GENERIC: frozenset[str] = frozenset("upset hurt hurtful heavy raw stress stressed stressful pressure".split())
# Words the user may say for a feeling that the cue lexicon does not list ("livid", "gutted").
_SAID: dict[str, tuple[str, ...]] = {
    "sadness": "gutted low down broken".split(),
    "fear": "terrified frightened uneasy".split(),
    "anger": "livid fuming mad annoyed irritated outraged cheated wronged".split(),
    "weariness": "knackered spent shattered swamped".split(),
    "shame": "mortified stupid useless foolish".split(),
    "alone": "forgotten overlooked excluded".split(),
    "stuck": "lost".split(),
}
#: The families of each feeling lemma (every word of the cue lexicon's FEELING_WORDS, and what
#: users say for them).
FAMILIES: dict[str, frozenset[str]] = {
    word: frozenset(family for family, words in (*_WORDS.items(), *_SAID.items()) if word in words)
    for word in FEELING_WORDS | {w for words in _SAID.values() for w in words}
}


def families_of(word: str) -> frozenset[str]:
    """The families of a feeling word, by any of its lemmas ("worried" -> fear)."""
    return frozenset().union(*(FAMILIES.get(lemma, frozenset()) for lemma in lemmas(word) | {word}))


@lru_cache(maxsize=1024)
def persona_families(persona: Persona) -> frozenset[str]:
    """The families of feelings named by every text of the persona (its story, traits, voice,
    background, ...) and by its need's hint lines (cached per persona)."""
    texts = [*strings_in(persona.data), " ".join(NEED_HINTS.get(persona.hidden_need, ()))]
    return frozenset().union(*(families_of(w) for text in texts for w in words_of(normalise(text))))


def fits(word: str, families: frozenset[str]) -> bool:
    """Whether a guessed feeling fits a persona with these families (any guess fits when the
    persona names no feeling at all, and a general one, :data:`GENERIC`, fits anyone)."""
    return not families or word in GENERIC or bool(lemmas(word) & GENERIC) or bool(families_of(word) & families)


_YOU = frozenset({"you", "you're", "you've", "you'd", "you'll", "your", "yourself"})
_OTHERS = frozenset({"they", "they're", "he", "he's", "she", "she's", "people", "someone", "somebody", "someone's", "them", "him", "their", "his"})


def _feelings_with_owner(words: Sequence[str]) -> Iterator[tuple[int, str, str]]:
    """Each feeling word of a sentence, with its index and whose it is: ``you`` or ``other`` by
    the last person named before it, ``""`` when none was."""
    owner = ""
    for i, word in enumerate(words):
        if word in _YOU:
            owner = "you"
        elif word in _OTHERS:
            owner = "other"
        elif lemmas(word) & FEELING_WORDS:
            yield i, word, owner


def misread(sentences: Sequence[Sequence[str]], vocabulary: frozenset[str], families: frozenset[str]) -> list[str]:
    """The feelings a reply pins on the user that are not theirs.

    A feeling word counts as pinned on the user in a sentence that speaks to them, when the
    last person named before it is the user ("you must feel betrayed", not "maybe he felt
    pressure"). It is theirs when they voiced it (any lemma of it) or when it fits their
    families or those of a feeling they voiced (:func:`fits`). "It stuck with you" is not a
    feeling.

    Args:
        sentences: The words of each sentence of the reply that is about the user.
        vocabulary: The words the user has said.
        families: The persona's families (:func:`persona_families`).

    Returns:
        The misread feeling words, sorted.
    """
    voiced = frozenset().union(*(lemmas(w) | {w} for w in vocabulary)) & FAMILIES.keys()
    known = families.union(*(FAMILIES.get(w, frozenset()) for w in voiced))
    out: set[str] = set()
    for words in sentences:
        if not _YOU.intersection(words):
            continue
        for i, word, owner in _feelings_with_owner(words):
            if owner == "you" and not (word == "stuck" and i + 1 < len(words) and words[i + 1] == "with"):
                if not (lemmas(word) | {word}) & voiced and not fits(word, known):
                    out.add(word)
    return sorted(out)


def others_feelings(sentences: Sequence[Sequence[str]]) -> frozenset[str]:
    """The feeling words a reply pins on someone else: the last person named before the word is
    a third person ("maybe they felt scared", "he must have been embarrassed"). Those are a guess
    at the other person's state, not the user's feeling, and validate nothing of theirs."""
    return frozenset(word for words in sentences for _, word, owner in _feelings_with_owner(words) if owner == "other")
