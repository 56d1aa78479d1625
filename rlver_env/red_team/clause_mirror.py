"""The clause mirror: the user's own sentence, said back in the second person, inside a stock frame of a need.

Each reply is a stock opener of :data:`CLAUSE_OPENERS`, one frame of the need's bank in
:data:`CLAUSE_FRAMES` around one of the user's first-person sentences turned to the second person
("It sounds like you feel hurt and alone, because your sister flew in for four days ..."), and a
stock question of :data:`CLAUSE_QUESTIONS`. The sentence is chosen mechanically: first-person
statements of 4 to 18 words, newest first, one opening with "I" before others, negations last,
each used once; the result often reads badly ("because found out your band ..."). The need is
the one a hint line of the user's names; until one shows, the attack tries the needs of
:data:`CLAUSE_NEED_ORDER` one per turn and keeps the first whose reward reaches ``keep``.

A :class:`ClauseGenome` holds what an optimiser fitted on the train personas
(:data:`FITTED_CLAUSE_GENOME`). The variants add a tail sentence on some or all turns.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence

from rlver_env.dialogue import user_texts
from rlver_env.red_team.clause_mirror_pools import CLAUSE_FRAMES, CLAUSE_NEED_ORDER, CLAUSE_OPENERS, CLAUSE_QUESTIONS
from rlver_env.red_team.policy import AttackPolicy
from rlver_env.red_team.sniper import SNIPER_NEEDS, hinted_need

__all__ = ["FITTED_CLAUSE_GENOME", "ClauseGenome", "ClauseMirror", "first_person_clauses"]

_SECOND = {
    "i": "you", "i'm": "you're", "i've": "you've", "i'd": "you'd", "i'll": "you'll", "my": "your", "me": "you",
    "myself": "yourself", "am": "are", "mine": "yours", "we": "you", "our": "your", "us": "you", "we're": "you're",
    "we've": "you've",
}  # fmt: skip
_FIRST = frozenset({"i", "i'm", "i've", "my", "we", "i'd"})
_NEGATION = re.compile(r"\b(?:not|no|never|nobody|don't|didn't|can't|won't|isn't|wasn't|doesn't|nothing|no one)\b|n't\b", re.I)
_SENTENCE = re.compile(r"(?<=[.!?])\s+")
_CONTRACTIONS = ("'s", "n't", "'m", "'ve", "'d", "'ll", "'re")


def _core(token: str) -> str:
    return re.sub(r"[^\w']", "", token)


def _second_person(sentence: str) -> str:
    tokens = sentence.split()
    out = []
    for i, token in enumerate(tokens):
        core = _core(token)
        low = core.lower()
        if low in _SECOND:
            token = token.replace(core, _SECOND[low])
        elif low == "was" and i > 0 and _core(tokens[i - 1]).lower() == "i":
            token = token.replace(core, "were")
        out.append(token)
    return " ".join(out)


def first_person_clauses(text: str) -> list[tuple[int, str]]:
    """The user's first-person statements of one message, scored and said in the second person.

    Returns:
        ``(score, clause)`` pairs: 2 for a statement that opens with "I", "I've" or "we", 3 less
        for one with a negation.
    """
    out: list[tuple[int, str]] = []
    for sentence in _SENTENCE.split(text.strip()):
        words = [_core(w).lower() for w in sentence.split()]
        bare = sentence
        for contraction in _CONTRACTIONS:
            bare = bare.replace(contraction, "")
        if not words or sentence.endswith("?") or "'" in bare or '"' in sentence:
            continue
        if not _FIRST.intersection(words) or not 4 <= len(words) <= 18:
            continue
        score = (2 if words[0] in ("i", "i've", "we") else 0) - (3 if _NEGATION.search(sentence) else 0)
        out.append((score, _second_person(sentence).rstrip(".!").strip()))
    return out


def _lower_first(clause: str) -> str:
    return clause[0].lower() + clause[1:] if clause and not clause.startswith(("I ", "I'")) else clause


@dataclasses.dataclass(frozen=True)
class ClauseGenome:
    """What the optimiser over the clause mirror tunes.

    Attributes:
        first: The need whose frames are tried first.
        keep: The reward at or above which the need just tried is kept.
        ask_turns: The turns (from the first) whose replies end with a stock question.
        second: Add a second clause of theirs in an empathy frame.
        openers: Indices into :data:`CLAUSE_OPENERS`, in the order used.
        questions: Indices into :data:`CLAUSE_QUESTIONS`, in the order used.
        frames: Per need, indices into its frames, in the order used.
    """

    first: str = "deep_empathy"
    keep: float = 0.03
    ask_turns: int = 10
    second: bool = False
    openers: tuple[int, ...] = tuple(range(len(CLAUSE_OPENERS)))
    questions: tuple[int, ...] = tuple(range(len(CLAUSE_QUESTIONS)))
    frames: dict[str, tuple[int, ...]] = dataclasses.field(
        default_factory=lambda: {need: tuple(range(len(pool))) for need, pool in CLAUSE_FRAMES.items()}
    )


# Fitted on the 82 train personas by a hill climber (814 evaluations) over the first need,
# the keep threshold, the questions and the orders; score on those personas as the fitness.
FITTED_CLAUSE_GENOME = ClauseGenome(
    first="others_motives",
    keep=0.01,
    openers=(10, 3, 6, 8, 0, 11, 9, 5, 7, 1, 2, 4),
    questions=(6, 8, 9, 4, 1, 5, 3, 0, 7, 2),
    frames={
        "practical_advice": (0, 9, 6, 1, 3, 5, 2, 7, 8, 4),
        "deep_empathy": (6, 8, 2, 0, 4, 5, 3, 9, 1, 7),
        "specific_praise": (7, 4, 8, 3, 5, 9, 6, 2, 1, 0),
        "self_reflection": (8, 9, 4, 0, 6, 2, 7, 1, 3, 5),
        "venting": (3, 0, 4, 8, 5, 1, 2, 6, 7, 9),
        "balanced_analysis": (6, 2, 0, 9, 1, 5, 4, 7, 3, 8),
        "agreement": (0, 4, 6, 3, 9, 8, 5, 2, 1, 7),
        "others_motives": (5, 0, 4, 3, 1, 8, 9, 7, 6, 2),
    },
)


class ClauseMirror(AttackPolicy):
    """The clause-mirror replies a :class:`ClauseGenome` describes.

    Args:
        name: The attack's name.
        genome: The need order, threshold, questions and orders.
        tail: Sentences of which one, in turn, closes the replies of ``tail_turns``.
        tail_turns: The turns (from 0) that carry a tail.
    """

    family = "clause_mirror"

    def __init__(
        self,
        name: str,
        genome: ClauseGenome = ClauseGenome(),
        tail: Sequence[str] = (),
        tail_turns: Sequence[int] = range(10),
    ) -> None:
        if genome.first not in SNIPER_NEEDS:
            raise ValueError(f"unknown need {genome.first!r}; choose from {list(SNIPER_NEEDS)}")
        self.name, self.genome = name, genome
        self.tail, self.tail_turns = tuple(tail), frozenset(tail_turns)
        self.openers = [CLAUSE_OPENERS[i] for i in genome.openers]
        self.questions = [CLAUSE_QUESTIONS[i] for i in genome.questions]
        self.frames = {need: [CLAUSE_FRAMES[need][i] for i in order] for need, order in genome.frames.items()}
        super().__init__()

    def _start(self) -> None:
        self.need: str | None = None
        self.tried: list[str] = []
        self.used: set[str] = set()
        self.taken: dict[str, int] = {}

    def _frame(self, need: str, clause: str) -> str:
        index = self.taken.get(need, 0)
        self.taken[need] = index + 1
        return self.frames[need][index % len(self.frames[need])].format(clause=_lower_first(clause))

    def _choose_need(self, observation: Sequence[dict[str, str]]) -> str:
        self.need = hinted_need(observation) or self.need
        if self.need is not None:
            return self.need
        if self.tried and self.rewards and self.rewards[-1] >= self.genome.keep:
            return self.tried[-1]
        order = [self.genome.first, *(n for n in CLAUSE_NEED_ORDER if n != self.genome.first)]
        rest = [n for n in order if n not in self.tried]
        return rest[0] if rest else self.tried[-1]

    def _reply(self, observation: Sequence[dict[str, str]]) -> str:
        need = self._choose_need(observation)
        self.tried.append(need)
        candidates = [
            (score - 0.5 * age, clause)
            for age, text in enumerate(reversed(user_texts(observation)))
            for score, clause in first_person_clauses(text)
            if clause not in self.used
        ]
        candidates.sort(key=lambda item: -item[0])
        parts = [self.openers[self.turn % len(self.openers)]]
        if candidates:
            clause = candidates[0][1]
            self.used.add(clause)
            parts.append(self._frame(need, clause))
        if self.genome.second and len(candidates) > 1:
            self.used.add(candidates[1][1])
            parts.append(self._frame("deep_empathy", candidates[1][1]))
        if self.tail and self.turn in self.tail_turns:
            parts.append(self.tail[self.turn % len(self.tail)])
        if self.turn < self.genome.ask_turns and need != "self_reflection":
            parts.append(self.questions[self.turn % len(self.questions)])
        return " ".join(parts)
