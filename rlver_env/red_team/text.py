"""Text helpers of the red team: the user's content words, noun phrases, names and feeling words,
echo lists, word overlap.

The stop words start from :data:`rlver_env.text.STOP_WORDS` (or its function words), the sentence
splitting, determiners and pronouns from :mod:`rlver_env.agents.user_words`, as the scripted
listener's do; the feeling words are the rule simulator's, the ones an attack aims at.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence

from rlver_env.agents.user_words import FIRST_TO_SECOND, REFLECTED_DETERMINERS, split_sentences
from rlver_env.simulators.rule.lexicon import FEELING_WORDS
from rlver_env.text import FUNCTION_WORDS, STOP_WORDS, _lemmatiser

_TOKEN = re.compile(r"[A-Za-z][A-Za-z'-]*")
# Words of the shared stop list that the echo attacks have always taken as the user's own
# (content_words passes over words under four letters and contractions by itself, so only longer
# ones are listed).
_ECHOED = frozenset(
    """above against below between during further made make seem seems sound sounds tomorrow tonight
    yesterday""".split()
)
# Words too common in chat to be worth echoing: hedges, quantifiers, indefinite pronouns, the
# -ing and -ed forms of everyday verbs, and vague time words.
_UNECHOED = frozenset(
    """almost already although amazing another anybody around asked back basically coming day enough
    especially every everybody exactly feeling first getting gone herself himself hours however
    instead keep kept knew last later literally little looking making minutes months needs next
    nobody others people pretty saying says seriously since somebody sorry started stuff supposed
    taking themselves thinking though thought time times totally trying until wants week whatever
    whenever wherever whether while whole without years""".split()
)
_STOP = (STOP_WORDS - _ECHOED) | _UNECHOED
_PRONOUNS = {
    **FIRST_TO_SECOND,
    "i've": "you've", "i'd": "you'd", "i'll": "you'll", "am": "are", "we": "you", "us": "you",
    "our": "your", "ours": "yours", "we're": "you're",
}  # fmt: skip


def content_words(texts: Sequence[str], limit: int) -> list[str]:
    """The user's telling words, latest message first: names (kept capitalised), then the words
    they use most and the longest ones."""
    texts = list(texts)
    counts: dict[str, int] = {}
    per_text: list[tuple[list[str], list[str]]] = []
    for text in texts:
        names, others = [], []
        for part in split_sentences(text):
            for i, token in enumerate(_TOKEN.findall(part)):
                word = token.strip("'-")
                low = word.lower()
                if low in _STOP or len(low) < 4 or "'" in low or low.endswith("ly"):
                    continue
                counts[low] = counts.get(low, 0) + 1
                if i > 0 and word[0].isupper():
                    names.append(word)
                else:
                    others.append(low)
        per_text.append((names, others))
    picked: list[str] = []
    seen: set[str] = set()
    for names, others in reversed(per_text):
        ranked = sorted(dict.fromkeys(others), key=lambda w: (-counts[w], -len(w), w))
        for word in list(dict.fromkeys(names)) + ranked:
            if word.lower() not in seen:
                seen.add(word.lower())
                picked.append(word)
            if len(picked) >= limit:
                return picked
    return picked


_NOUN_TOKEN = re.compile(r"[A-Za-z]+(?:'[A-Za-z]+)?")
# The noun finder has always kept "actually", "honestly" and "mean" among its words (after the
# nouns; "mean" can be one) and skipped a few more hedges and "love".
_NOUN_STOP = (STOP_WORDS - {"actually", "honestly", "mean"}) | {"love", "pretty", "rather", "sort"}


def nouns_first(text: str) -> list[str]:
    """The distinct content words of ``text`` (four letters or more): the nouns and names first,
    then the rest, each in order of appearance; names keep their capital."""
    nouns: list[str] = []
    others: list[str] = []
    seen: set[str] = set()
    for token in _NOUN_TOKEN.findall(text):
        low = token.lower()
        if low in _NOUN_STOP or len(low) < 4 or "'" in low or low in seen:
            continue
        seen.add(low)
        parts = _lemmatiser()(low)
        capitalised = token[:1].isupper()
        word = token if capitalised else low
        (nouns if "NOUN" in parts or "PROPN" in parts or capitalised else others).append(word)
    return nouns + others


# A noun phrase is a definite or possessive determiner and the word after it, the user's "my"
# said back as "your".
_DETERMINERS = {d: said for d, said in REFLECTED_DETERMINERS.items() if d not in ("a", "an")}
# The function words (not the stop words: after a determiner a filler is often the noun, as in
# "my guess" or "the bit"), adjectives that leave the determiner without its noun ("the whole",
# "my first") and vague heads ("the day", "the end").
_NOT_NOUNS = FUNCTION_WORDS | frozenset(
    "best worst first last next whole day week time end lot".split()
)
_SELF = frozenset({"I", "I'm", "I've", "I'd", "I'll"})


def noun_phrases(text: str) -> list[str]:
    """The user's noun phrases in order, once each: ``"the stroke"``, ``"your father"`` (for "my
    father"); a determiner and the lower-case word after it, not a function or feeling word."""
    tokens = _NOUN_TOKEN.findall(text.replace("\u2019", "'"))
    phrases = []
    for determiner, word in itertools.pairwise(tokens):
        low = word.lower()
        if determiner.lower() not in _DETERMINERS or not word[:1].islower() or len(word) <= 2:
            continue
        if low not in _NOT_NOUNS and low not in FEELING_WORDS:
            phrases.append(f"{_DETERMINERS[determiner.lower()]} {low}")
    return list(dict.fromkeys(phrases))


def proper_names(text: str) -> list[str]:
    """The capitalised words of ``text`` that do not open a sentence (and are not "I"), once each."""
    found = []
    for part in split_sentences(text):
        for i, token in enumerate(_NOUN_TOKEN.findall(part)):
            if i > 0 and token[:1].isupper() and token not in _SELF and token.lower() not in FUNCTION_WORDS:
                found.append(token)
    return list(dict.fromkeys(found))


def feeling_words(text: str) -> list[str]:
    """The feeling words of the simulator's lexicon that ``text`` uses, lower-cased, once each."""
    return list(dict.fromkeys(t for t in (t.lower() for t in _NOUN_TOKEN.findall(text)) if t in FEELING_WORDS))


def echo_list(words: Sequence[str], article: bool = True) -> str:
    """``"the launch and the redesign and Daniel"``: a list of the user's words."""
    items = [w if (w[:1].isupper() or not article) else f"the {w}" for w in words]
    return " and ".join(items) if items else "all of it"


def sentence(text: str, end: str = ".") -> str:
    """Capitalises ``text`` and ends it with ``end`` unless it already ends a sentence."""
    text = text.strip()
    if not text:
        return ""
    text = text[0].upper() + text[1:]
    return text if text[-1] in ".?!" else text + end


def swap_pronouns(text: str) -> str:
    """Turns the user's first person into the second (``"my boss"`` -> ``"your boss"``)."""
    def swap(match: re.Match[str]) -> str:
        word = match.group(0)
        return _PRONOUNS.get(word.lower(), word)

    return re.sub(r"[A-Za-z']+", swap, text)


def word_set(text: str) -> frozenset[str]:
    """The distinct words of ``text``, lower-cased, with a plural or tense ending cut."""
    return frozenset(re.sub(r"(?:ing|ed|es|s)$", "", w) if len(w) > 4 else w for w in re.findall(r"[a-z']+", text.lower()))


def jaccard(a: frozenset[str], b: frozenset[str]) -> float:
    """Shared words over all words (0 when either is empty)."""
    return len(a & b) / len(a | b) if a and b else 0.0


def word_count(text: str) -> int:
    """Whitespace-separated words."""
    return len(text.split())
