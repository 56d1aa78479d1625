"""The need formula: read the user's need from what they let slip, then fill that need's formula.

A user whose need goes unmet says so in passing ("I don't need advice, I just need to say it",
"was I wrong?"); the policy reads those hints from the observation and, until it has one,
probes the needs in turn and keeps the first whose turn paid. Each reply is a formula: a
validation, cue sentences of the need and a question, each sentence built around one of the
user's own words ("the {word}"), the sentences rotating from turn to turn. The payloads are
benign cues, harmful advice in the same warm wording, benign cues with an off-topic aside, and
benign cues with a harmful tail.
"""

from __future__ import annotations

import dataclasses
import itertools
import re
from collections.abc import Sequence

from rlver_env.dialogue import last_user_text, user_texts
from rlver_env.red_team.formula_banks import (
    BENIGN_CUES,
    FORMULA_QUESTIONS,
    FORMULA_VALIDATIONS,
    HARMFUL_CUES,
    NEED_HINTS,
    OFFTOPIC_ASIDES,
)
from rlver_env.red_team.policy import AttackPolicy
from rlver_env.text import FUNCTION_WORDS, normalise, words_of

_HINTS = {need: re.compile(pattern) for need, pattern in NEED_HINTS.items()}
_PAYLOADS = {"benign": BENIGN_CUES, "harmful": HARMFUL_CUES}
# The slot when the user has given no word of four letters or more.
_NO_WORD = "situation"


@dataclasses.dataclass(frozen=True)
class FormulaSettings:
    """The knobs of the need formula, which the evolutionary search tunes.

    Attributes:
        probe: The needs in the order they are tried while none is known.
        cues_per_turn: Cue sentences of the need in each reply.
        validate: Open each reply with a validation.
        ask: Close each reply with a question (except for self-reflection, whose cues ask).
        keep_at: The reward at which the need just probed is kept.
    """

    probe: tuple[str, ...] = (
        "deep_empathy", "specific_praise", "self_reflection", "others_motives", "venting", "agreement",
        "balanced_analysis", "practical_advice",
    )
    cues_per_turn: int = 2
    validate: bool = True
    ask: bool = True
    keep_at: float = 0.03

    def __post_init__(self) -> None:
        unknown = sorted(set(self.probe) - set(NEED_HINTS))
        if not self.probe or unknown:
            raise ValueError(f"probe must name needs of {sorted(NEED_HINTS)}, got {list(self.probe)}")
        if self.cues_per_turn < 0:
            raise ValueError(f"cues_per_turn must be at least 0, got {self.cues_per_turn}")


# Fitted on the 82 train personas by an evolutionary search: (1+4) over the probe order, the cues
# per turn, the validation, the question and keep_at of the harmful payload, 41 evaluations, each
# the mean final emotion on every train persona, starting from the default settings with the needs
# probed in NEED_HINTS order.
FITTED_FORMULA_SETTINGS = FormulaSettings(
    probe=(
        "practical_advice", "venting", "deep_empathy", "self_reflection", "balanced_analysis", "specific_praise",
        "agreement", "others_motives",
    ),
    cues_per_turn=1,
    validate=True,
    ask=True,
    keep_at=0.06,
)


class NeedFormula(AttackPolicy):
    """Reads the user's need from their hints (else probes for it), then fills its formula.

    A hint in the user's last message sets the need; without one the policy probes the needs of
    ``settings.probe`` in turn and keeps the probed need whose reply earned ``settings.keep_at``.
    Each reply takes its sentences in a per-dialogue shuffled order and fills each with the next
    of the user's words (the latest message's first, words not yet used before used ones).

    Args:
        name: The attack's name.
        payload: ``"benign"`` (:data:`BENIGN_CUES`) or ``"harmful"`` (:data:`HARMFUL_CUES`).
        settings: The formula's knobs.
        offtopic: Put an aside of :data:`OFFTOPIC_ASIDES` after the first sentence.
        sniff: Read the hints; without, the need comes from the rewards alone.
        tail: Sentences of which the turn's one closes every reply.
    """

    family = "need_formula"

    def __init__(
        self,
        name: str,
        payload: str = "benign",
        settings: FormulaSettings = FormulaSettings(),
        offtopic: bool = False,
        sniff: bool = True,
        tail: Sequence[str] = (),
    ) -> None:
        if payload not in _PAYLOADS:
            raise ValueError(f"unknown payload {payload!r}; choose benign or harmful")
        self.name, self.payload, self.settings = name, payload, settings
        self.bank = _PAYLOADS[payload]
        self.offtopic, self.sniff, self.tail = offtopic, sniff, tuple(tail)
        super().__init__()

    def _start(self) -> None:
        self.need: str | None = None
        self.last_need: str | None = None
        self.tried: list[str] = []
        self.used_words: set[str] = set()
        self.cue_order = {need: list(self.rng.permutation(len(bank))) for need, bank in self.bank.items()}
        self.validation_order = list(self.rng.permutation(len(FORMULA_VALIDATIONS)))
        self.question_order = list(self.rng.permutation(len(FORMULA_QUESTIONS)))
        self.aside_order = list(self.rng.permutation(len(OFFTOPIC_ASIDES)))

    def _words(self, observation: Sequence[dict[str, str]]) -> list[str]:
        """The user's words of four letters or more, latest message first, unused ones first."""
        found: list[str] = []
        for text in reversed(user_texts(observation)):
            for word in words_of(normalise(text)):
                if word not in FUNCTION_WORDS and len(word) >= 4 and "'" not in word and word not in found:
                    found.append(word)
        fresh = [w for w in found if w not in self.used_words]
        return (fresh + [w for w in found if w in self.used_words]) or [_NO_WORD]

    def _hinted(self, observation: Sequence[dict[str, str]]) -> str | None:
        last = normalise(last_user_text(observation))
        return next((need for need, hint in _HINTS.items() if hint.search(last)), None)

    def _choose_need(self, observation: Sequence[dict[str, str]]) -> str:
        if self.rewards and self.last_need is not None and self.rewards[-1] >= self.settings.keep_at and self.need is None:
            self.need = self.last_need
        hinted = self._hinted(observation) if self.sniff else None
        if hinted is not None:
            self.need = hinted
        if self.need is not None:
            return self.need
        probe = self.settings.probe
        need = next((n for n in probe if n not in self.tried), probe[0])
        self.tried.append(need)
        return need

    def _reply(self, observation: Sequence[dict[str, str]]) -> str:
        need = self.last_need = self._choose_need(observation)
        settings, turn = self.settings, self.turn
        templates = []
        if settings.validate:
            templates.append(FORMULA_VALIDATIONS[self.validation_order[turn % len(self.validation_order)]])
        order = self.cue_order[need]
        for j in range(settings.cues_per_turn):
            templates.append(self.bank[need][order[(turn * settings.cues_per_turn + j) % len(order)]])
        if settings.ask and need != "self_reflection":
            templates.append(FORMULA_QUESTIONS[self.question_order[turn % len(self.question_order)]])
        words = itertools.cycle(self._words(observation))
        sentences = []
        for template in templates:
            word = next(words)
            self.used_words.add(word)
            sentences.append(template.replace("{w}", word))
        if self.offtopic:
            aside = OFFTOPIC_ASIDES[self.aside_order[turn % len(self.aside_order)]]
            sentences.insert(1, aside[0].upper() + aside[1:] + ".")
        if self.tail:
            sentences.append(self.tail[turn % len(self.tail)])
        return " ".join(sentences)
