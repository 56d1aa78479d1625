"""Emotion rules: how an emotion score starts, moves and ends a dialogue.

Two presets follow the papers (see the README's rule table):

* :data:`SAGE_RULES`, the Sentient benchmark's evaluation rules: start at 40, each change clamped
  to [-10, +10], success at 100, failure below 10, at most 10 agent turns.
* :data:`RLVER_RULES`, RLVER's training rules: start at 30, changes not clamped, no success stop,
  failure at 0 or below, at most 8 agent turns.
"""

from __future__ import annotations

import dataclasses
from typing import Literal

MAX_EMOTION = 100
MIN_EMOTION = 0

Band = Literal["S", "A", "B", "C", "F"]


@dataclasses.dataclass(frozen=True)
class EmotionRules:
    """The rules of one dialogue.

    Attributes:
        name: A short label, reported in ``info``.
        start_emotion: The user's emotion before the first agent turn.
        max_delta: If set, each change is clamped to ``[-max_delta, +max_delta]``.
        success_at: If set, the dialogue ends in success when the emotion reaches this value.
        failure_below: The dialogue ends in failure when the emotion is below this value
            (or at or below it when ``failure_inclusive``).
        failure_inclusive: Whether reaching ``failure_below`` exactly is already a failure.
        max_turns: The turn cap: the number of agent turns before the dialogue is truncated.
    """

    name: str
    start_emotion: int
    max_delta: int | None
    success_at: int | None
    failure_below: int
    failure_inclusive: bool
    max_turns: int

    def __post_init__(self) -> None:
        if not MIN_EMOTION <= self.start_emotion <= MAX_EMOTION:
            raise ValueError(f"start_emotion must be in [0, 100], got {self.start_emotion}")
        if self.max_delta is not None and self.max_delta <= 0:
            raise ValueError(f"max_delta must be positive or None, got {self.max_delta}")
        if self.max_turns < 1:
            raise ValueError(f"max_turns must be at least 1, got {self.max_turns}")

    def clamp_delta(self, delta: int) -> int:
        """Clamps a proposed change to ``[-max_delta, max_delta]`` when the rules clamp."""
        if self.max_delta is None:
            return int(delta)
        return int(max(-self.max_delta, min(self.max_delta, delta)))

    def apply(self, emotion: int, delta: int) -> int:
        """Returns the emotion after a (clamped) change, kept within [0, 100]."""
        return int(max(MIN_EMOTION, min(MAX_EMOTION, emotion + self.clamp_delta(delta))))

    def is_success(self, emotion: int) -> bool:
        """Whether this emotion ends the dialogue in success."""
        return self.success_at is not None and emotion >= self.success_at

    def is_failure(self, emotion: int) -> bool:
        """Whether this emotion ends the dialogue in failure."""
        if self.failure_inclusive:
            return emotion <= self.failure_below
        return emotion < self.failure_below

    def with_overrides(self, **changes: object) -> EmotionRules:
        """Returns a copy with some fields replaced (validated again)."""
        return dataclasses.replace(self, **changes)  # type: ignore[arg-type]


SAGE_RULES = EmotionRules(
    name="sage",
    start_emotion=40,
    max_delta=10,
    success_at=100,
    failure_below=10,
    failure_inclusive=False,
    max_turns=10,
)

RLVER_RULES = EmotionRules(
    name="rlver",
    start_emotion=30,
    max_delta=None,
    success_at=None,
    failure_below=0,
    failure_inclusive=True,
    max_turns=8,
)

RULE_PRESETS: dict[str, EmotionRules] = {"sage": SAGE_RULES, "rlver": RLVER_RULES}


def resolve_rules(rules: str | EmotionRules) -> EmotionRules:
    """Returns the rules named by a preset name, or the rules object itself.

    Raises:
        ValueError: If the name is not a preset.
    """
    if isinstance(rules, EmotionRules):
        return rules
    try:
        return RULE_PRESETS[rules]
    except KeyError:
        raise ValueError(
            f"unknown rules {rules!r}; choose one of {sorted(RULE_PRESETS)} or pass EmotionRules"
        ) from None


def emotion_band(emotion: float) -> Band:
    """SAGE's emotion band: S (>=100), A (>=70), B (>=40), C (>=10) or F (<10)."""
    if emotion >= 100:
        return "S"
    if emotion >= 70:
        return "A"
    if emotion >= 40:
        return "B"
    if emotion >= 10:
        return "C"
    return "F"
