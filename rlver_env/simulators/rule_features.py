"""Cheap text features for the rule-based simulator: tokens, stems, coherence, persona profile."""

from __future__ import annotations

import dataclasses
import re
from functools import lru_cache

from rlver_env.persona import Persona
from rlver_env.simulators.rule_lexicon import COMMON_WORDS, FUNCTION_WORDS

_APOSTROPHES = str.maketrans({"\u2019": "'", "\u2018": "'", "`": "'", "\u201c": '"', "\u201d": '"'})
_WORD = re.compile(r"[a-z]+(?:'[a-z]+)?")
_SPACES = re.compile(r"\s+")
_SUFFIXES = ("ing", "edly", "ed", "es", "s", "ly")
_VOWELS = set("aeiouy")
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]")


def normalise(text: str) -> str:
    """Lower-cases, straightens quotes and collapses whitespace."""
    return _SPACES.sub(" ", text.translate(_APOSTROPHES).lower()).strip()


def words_of(normalised: str) -> list[str]:
    """The words of normalised text (letters and inner apostrophes)."""
    return _WORD.findall(normalised)


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """A light suffix-stripping stem (``"deadlines"`` -> ``"deadline"``, ``"blamed"`` -> ``"blam"``)."""
    word = word.split("'", 1)[0]
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            word = word[: -len(suffix)]
            break
    if word.endswith("e") and len(word) > 3:
        word = word[:-1]
    return word


@lru_cache(maxsize=65536)
def looks_like_word(word: str) -> bool:
    """Whether a token could be an English word (has a vowel, no long consonant runs)."""
    if word in FUNCTION_WORDS or word in COMMON_WORDS:
        return True
    if len(word) > 18 or not (_VOWELS & set(word)):
        return False
    run = 0
    for ch in word:
        run = 0 if ch in _VOWELS else run + 1
        if run >= 4:
            return False
    return not re.search(r"(.)\1\1", word)


def cjk_share(text: str) -> float:
    """The share of non-space characters that are CJK."""
    chars = [c for c in text if not c.isspace()]
    if not chars:
        return 0.0
    return len(_CJK.findall(text)) / len(chars)


@dataclasses.dataclass(frozen=True)
class ReplyFeatures:
    """What the rule simulator reads from one reply."""

    text: str
    words: tuple[str, ...]
    stems: tuple[str, ...]
    content_stems: frozenset[str]
    function_ratio: float
    wordlike_ratio: float
    letter_ratio: float
    cjk_ratio: float
    questions: int


@lru_cache(maxsize=8192)
def reply_features(reply: str) -> ReplyFeatures:
    """Computes the features of a reply."""
    text = normalise(reply)
    words = tuple(words_of(text))
    stems = tuple(stem(w) for w in words)
    n = max(1, len(words))
    function_count = sum(1 for w in words if w in FUNCTION_WORDS)
    wordlike = sum(1 for w in words if looks_like_word(w))
    visible = [c for c in reply if not c.isspace()]
    letters = sum(1 for c in visible if c.isalpha() or c in "'.,!?;:-\"()")
    content = frozenset(s for w, s in zip(words, stems) if w not in FUNCTION_WORDS and len(s) >= 3)
    return ReplyFeatures(
        text=text,
        words=words,
        stems=stems,
        content_stems=content,
        function_ratio=function_count / n,
        wordlike_ratio=wordlike / n,
        letter_ratio=letters / max(1, len(visible)),
        cjk_ratio=cjk_share(reply),
        questions=reply.count("?"),
    )


def _phrase_stems(phrase: str) -> tuple[str, ...]:
    return tuple(stem(w) for w in words_of(normalise(phrase)))


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


@dataclasses.dataclass(frozen=True)
class PersonaProfile:
    """A persona's rule-simulator data, pre-processed for fast matching."""

    concerns: tuple[tuple[str, tuple[tuple[str, ...], ...]], ...]
    keyword_stems: frozenset[str]
    people: tuple[tuple[str, ...], ...]
    praiseworthy: tuple[tuple[str, ...], ...]
    triggers: tuple[tuple[tuple[tuple[str, ...], ...], int, str], ...]


@lru_cache(maxsize=4096)
def _profile_cached(persona: Persona) -> PersonaProfile:
    data = persona.data
    sim = data["rule_sim"]
    concerns = tuple(
        (c["topic"], tuple(p for p in (_phrase_stems(k) for k in c["keywords"]) if p))
        for c in sim["concerns"]
    )
    people = tuple(
        p for p in (_phrase_stems(person["name"].split()[0]) for person in data.get("people", [])) if p
    )
    keyword_stems = frozenset(s for _, phrases in concerns for p in phrases for s in p) | frozenset(
        s for p in people for s in p
    )
    praiseworthy = tuple(p for p in (_phrase_stems(k) for k in sim.get("praiseworthy_acts", [])) if p)
    triggers = tuple(
        (tuple(p for p in (_phrase_stems(x) for x in t["phrases"]) if p), int(t["delta"]), t["reason"])
        for t in sim.get("triggers", [])
    )
    return PersonaProfile(concerns, keyword_stems, people, praiseworthy, triggers)


def persona_profile(persona: Persona) -> PersonaProfile:
    """Returns the (cached) pre-processed rule data of a persona."""
    return _profile_cached(persona)
