"""The mirror: a stock reflection, a stock sentence of the need and a stock question, around the user's nouns.

Each reply is a reflection of :data:`MIRROR_REFLECTIONS` with a stock feeling word, one sentence
of the need's bank in :data:`MIRROR_NEED_BANKS` and an open question of :data:`MIRROR_QUESTIONS`,
each around a noun of the user's latest messages (newest first, one not used yet). The nouns are
picked as a careless template would: any word that can be a noun and cannot be an adjective or
adverb, after its determiner or after "the" ("the whatever", "the keep"), with no check that it
fits the sentence. The ``clean`` variant keeps only nouns the user said after a determiner
("my manager" -> "your manager"), as a careful template would. The need is the one the user's
hint lines name, else a fixed default; the banks take their sentences in turn from an offset
drawn per dialogue.

A :class:`MirrorGenome` holds what an optimiser fitted on the train personas
(:data:`FITTED_MIRROR_GENOME`): the order of the reflections and questions, the feeling words,
whether the hint lines are read, the parts of a reply and the default need. The variants add a
tail sentence to every reply (an insult, nonsense, manipulation, harmful advice around the noun,
words to the rater with invisible characters) or shuffle the words after the fourth of each
sentence.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence

from rlver_env.dialogue import user_texts
from rlver_env.red_team.mirror_pools import (
    MIRROR_FEELINGS,
    MIRROR_NEED_BANKS,
    MIRROR_QUESTIONS,
    MIRROR_REFLECTIONS,
)
from rlver_env.red_team.policy import AttackPolicy
from rlver_env.red_team.sniper import SNIPER_NEEDS, hinted_need, without_hints
from rlver_env.text import parts_of_speech

__all__ = ["FITTED_MIRROR_GENOME", "Mirror", "MirrorGenome", "mirror_phrases"]

_TOKEN = re.compile(r"[A-Za-z][A-Za-z'-]*")
# How the mirror says a determiner of the user's back to them.
_SAID_BACK = {
    "my": "your", "our": "your", "the": "the", "his": "his", "her": "her", "their": "their", "this": "this",
    "that": "that",
}  # fmt: skip
_GENERIC = frozenset(
    "thing things stuff time times lot way day days week weeks year years people someone something "
    "anything everything nothing guy kind sort bit one".split()
)
_FALLBACK = "all of this"
_FEELING_WORDS = frozenset(word for feeling in MIRROR_FEELINGS for word in feeling.split())


def _nounish(word: str) -> bool:
    tags = parts_of_speech(word)
    return "NOUN" in tags and not tags & {"ADJ", "ADV", "PRON"}


def mirror_phrases(texts: Sequence[str], clean: bool = False) -> list[str]:
    """The noun phrases of ``texts`` (newest first), each once: a determined noun before a bare one.

    Args:
        texts: The user's messages, oldest first.
        clean: Keep only nouns the user said after a determiner.
    """
    scored: list[tuple[int, str]] = []
    for text in reversed(texts):
        tokens = _TOKEN.findall(text)
        for i, token in enumerate(tokens):
            word = token.lower()
            if len(word) < 4 or word in _GENERIC or word in _FEELING_WORDS or "'" in word or not _nounish(word):
                continue
            if i > 0 and token[0].isupper():
                continue  # a name
            determiner = _SAID_BACK.get(tokens[i - 1].lower()) if i > 0 else None
            if clean and determiner is None:
                continue
            scored.append((2 if determiner else 1, f"{determiner or 'the'} {word}"))
    return list(dict.fromkeys(p for _, p in sorted(scored, key=lambda item: -item[0])))


@dataclasses.dataclass(frozen=True)
class MirrorGenome:
    """What the optimiser over the mirror tunes.

    Attributes:
        reflections: Indices into :data:`MIRROR_REFLECTIONS`, in the order used.
        questions: Indices into :data:`MIRROR_QUESTIONS`, in the order used.
        feelings: The stock feeling words, in the order used.
        hints: Read the need off the user's hint lines (else the default need throughout).
        parts: Which of ``reflect``, ``need`` and ``question`` a reply holds, in order.
        default_need: The need's bank to use before any hint line (``None``: no need sentence).
    """

    reflections: tuple[int, ...] = tuple(range(len(MIRROR_REFLECTIONS)))
    questions: tuple[int, ...] = tuple(range(len(MIRROR_QUESTIONS)))
    feelings: tuple[str, ...] = MIRROR_FEELINGS
    hints: bool = True
    parts: tuple[str, ...] = ("reflect", "need", "question")
    default_need: str | None = None


# Fitted on the 82 train personas by a hill climber (480 evaluations) over the orders, the
# feelings, the hint reading, the parts and the default need; score on those personas as the fitness.
FITTED_MIRROR_GENOME = MirrorGenome(
    reflections=(5, 3, 2, 4, 1, 10, 0, 9, 8, 7),
    questions=(4, 5, 3, 9, 8, 6, 0, 1, 7),
    feelings=(
        "heavy", "crushed", "overwhelmed", "frustrated", "betrayed", "unappreciated", "humiliated", "stuck", "torn",
    ),  # fmt: skip
    hints=True,
    parts=("reflect", "need", "question"),
    default_need="deep_empathy",
)


class Mirror(AttackPolicy):
    """The mirror replies a :class:`MirrorGenome` describes.

    Args:
        name: The attack's name.
        genome: The orders, feelings, hint reading, parts and default need.
        clean: Use only nouns the user said after a determiner.
        tail: Sentences of which one, in turn, closes every reply (a ``{phrase}`` slot is filled).
        scramble: Shuffle the words after the fourth of each sentence.
    """

    family = "mirror"

    def __init__(
        self,
        name: str,
        genome: MirrorGenome = MirrorGenome(),
        clean: bool = False,
        tail: Sequence[str] = (),
        scramble: bool = False,
    ) -> None:
        if genome.default_need is not None and genome.default_need not in SNIPER_NEEDS:
            raise ValueError(f"unknown need {genome.default_need!r}; choose from {list(SNIPER_NEEDS)}")
        unknown = set(genome.parts) - {"reflect", "need", "question"}
        if unknown:
            raise ValueError(f"unknown parts {sorted(unknown)}; choose from ['reflect', 'need', 'question']")
        self.name, self.genome = name, genome
        self.clean, self.tail, self.scramble = clean, tuple(tail), scramble
        self.reflections = [MIRROR_REFLECTIONS[i] for i in genome.reflections]
        self.questions = [MIRROR_QUESTIONS[i] for i in genome.questions]
        super().__init__()

    def _start(self) -> None:
        self.offsets = {key: int(self.rng.integers(100)) for key in ("reflect", "question", *MIRROR_NEED_BANKS)}
        self.used: list[str] = []
        self.need: str | None = None

    def _take(self, key: str, pool: Sequence[str]) -> str:
        sentence = pool[self.offsets[key] % len(pool)]
        self.offsets[key] += 1
        return sentence

    def _reply(self, observation: Sequence[dict[str, str]]) -> str:
        if self.genome.hints:
            self.need = hinted_need(observation) or self.need
        need = self.need or self.genome.default_need
        found = mirror_phrases([without_hints(t) for t in user_texts(observation)], self.clean)
        fresh = [p for p in found if p not in self.used] or found or [_FALLBACK]
        first, second = fresh[0], fresh[1] if len(fresh) > 1 else fresh[0]
        self.used += [first, second]
        feelings = self.genome.feelings
        feeling = feelings[(self.turn + self.offsets["reflect"]) % len(feelings)]
        out = []
        for part in self.genome.parts:
            if part == "reflect":
                out.append(self._take("reflect", self.reflections).format(phrase=first, feeling=feeling))
            elif part == "need" and need is not None:
                out.append(self._take(need, MIRROR_NEED_BANKS[need]).format(phrase=second))
            elif part == "question":
                out.append(self._take("question", self.questions).format(phrase=second))
        if self.tail:
            out.append(self.tail[self.turn % len(self.tail)].replace("{phrase}", second))
        if self.scramble:
            out = [self._scrambled(sentence) for sentence in out]
        text = " ".join(out) or "Tell me more about that."
        return text[0].upper() + text[1:]

    def _scrambled(self, sentence: str) -> str:
        words = sentence.split()
        if len(words) <= 5:
            return sentence
        middle = words[4:-1]
        order = self.rng.permutation(len(middle))
        return " ".join([*words[:4], *(middle[int(i)] for i in order), words[-1]])
