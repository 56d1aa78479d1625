"""The limits a sincere policy stays within, and the signals that cross them.

The defaults were measured with ``python benchmarks/degeneracy_thresholds.py``: the scripted
agents on the 40 test personas, the 120 hand-written sincere replies and the saved evaluations of
the trained LLM baselines, side by side with these values (the script prints the table). Each
limit leaves the sincere sources a wide margin; the one sincere-looking source that crosses one
is named in the README with why.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Mapping
from typing import Any

from rlver_env.readable import SUGGESTED_MAX_SHARE

__all__ = ["SIGNALS", "Crossing", "DegeneracyThresholds", "Signal", "crossings"]


@dataclasses.dataclass(frozen=True)
class DegeneracyThresholds:
    """The limits (see :data:`SIGNALS` for what each one bounds).

    Attributes:
        min_distinct_2: The lowest distinct-2 over the batch's replies, in 250 bigrams.
        min_distinct_2_within: The lowest mean distinct-2 inside a dialogue.
        max_empty_rate: The highest share of replies with no word at all.
        max_repeat_rate: The highest share of replies that say the same words as an earlier reply
            of their dialogue or one said to another user.
        max_self_repeat_rate: The highest share of replies that repeat, exactly or nearly, an
            earlier reply of their own dialogue.
        max_unreadable_share: The highest share of visible characters a reader cannot read
            (:data:`rlver_env.readable.SUGGESTED_MAX_SHARE`).
        max_nonword_share: The highest share of words that are not English.
        min_function_word_share: The lowest share of words that are function words ("the",
            "you", "is", ...): below it the replies read as word salad.
        max_cue_density: The highest share of words inside stock support phrases.
        max_penalty_rate: The highest share of replies the reward flags as degenerate
            (:data:`~rlver_env.monitor.penalties.DEGENERACY_PENALTIES`), when it names penalties.
        max_length_ratio: The longest mean reply, as a multiple of the first batches' (training only).
        min_length_ratio: The shortest, likewise.
        max_distinct_2_drop: With the return up by at least ``min_return_rise``, the largest fall
            of distinct-2 below the first batches', as a share of it (training only).
        min_return_rise: The rise of the mean return over the first batches' that makes a fall
            of distinct-2 count.
    """

    min_distinct_2: float = 0.6
    min_distinct_2_within: float = 0.6
    max_empty_rate: float = 0.2
    max_repeat_rate: float = 0.25
    max_self_repeat_rate: float = 0.25
    max_unreadable_share: float = SUGGESTED_MAX_SHARE
    max_nonword_share: float = 0.15
    min_function_word_share: float = 0.25
    max_cue_density: float = 0.4
    max_penalty_rate: float = 0.4
    max_length_ratio: float = 4.0
    min_length_ratio: float = 0.25
    max_distinct_2_drop: float = 0.2
    min_return_rise: float = 0.02

    def __post_init__(self) -> None:
        for field in dataclasses.fields(self):
            value = getattr(self, field.name)
            if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
                raise ValueError(f"degeneracy threshold {field.name} must be a finite number, got {value!r}")
        shares = ("min_distinct_2", "min_distinct_2_within", "max_empty_rate", "max_repeat_rate", "max_self_repeat_rate", "max_unreadable_share",
                  "max_nonword_share", "min_function_word_share", "max_cue_density", "max_penalty_rate", "max_distinct_2_drop")
        for name in shares:
            if not 0 <= getattr(self, name) <= 1:
                raise ValueError(f"degeneracy threshold {name} is a share and must be in [0, 1], got {getattr(self, name)}")
        if not 0 < self.min_length_ratio < 1 < self.max_length_ratio:
            raise ValueError(
                f"degeneracy thresholds need 0 < min_length_ratio < 1 < max_length_ratio, got "
                f"{self.min_length_ratio} and {self.max_length_ratio}"
            )

    @classmethod
    def from_dict(cls, data: Mapping[str, Any] | None) -> DegeneracyThresholds:
        """The defaults with ``data``'s values instead; an unknown name raises a ``ValueError`` listing the known ones."""
        data = dict(data or {})
        known = [f.name for f in dataclasses.fields(cls)]
        unknown = sorted(set(data) - set(known))
        if unknown:
            raise ValueError(f"unknown degeneracy thresholds {unknown}; known: {', '.join(known)}")
        return cls(**data)

    def to_dict(self) -> dict[str, float]:
        """The limits as plain data."""
        return dataclasses.asdict(self)


@dataclasses.dataclass(frozen=True)
class Signal:
    """A metric with a limit.

    Attributes:
        metric: The metric's name in the flat dict (:func:`rlver_env.monitor.degeneracy_metrics`).
        label: What it measures, in words.
        limit: The :class:`DegeneracyThresholds` field that bounds it.
        below: True when falling below the limit crosses it, False when rising above it.
        training_only: It needs the run's first batches (a baseline), so one-off reports skip it.
    """

    metric: str
    label: str
    limit: str
    below: bool
    training_only: bool = False


#: Every signal with a limit, in the order reports list them.
SIGNALS: tuple[Signal, ...] = (
    Signal("distinct_2", "distinct-2 over all replies (in 250 bigrams)", "min_distinct_2", below=True),
    Signal("distinct_2_within", "distinct-2 inside a dialogue (mean)", "min_distinct_2_within", below=True),
    Signal("empty_rate", "replies with no word", "max_empty_rate", below=False),
    Signal("repeat_rate", "replies repeating an earlier one word for word", "max_repeat_rate", below=False),
    Signal("self_repeat_rate", "replies repeating their own dialogue (exact or near)", "max_self_repeat_rate", below=False),
    Signal("unreadable_share", "characters a reader cannot read", "max_unreadable_share", below=False),
    Signal("nonword_share", "words that are not English", "max_nonword_share", below=False),
    Signal("function_word_share", "words that are function words (the, you, is, ...)", "min_function_word_share", below=True),
    Signal("cue_density", "words inside stock support phrases", "max_cue_density", below=False),
    Signal("penalty_rate", "replies with a degeneracy penalty", "max_penalty_rate", below=False),
    Signal("length_ratio", "words per reply / the first batches'", "max_length_ratio", below=False, training_only=True),
    Signal("length_ratio", "words per reply / the first batches'", "min_length_ratio", below=True, training_only=True),
    Signal("distinct_2_drop", "fall of distinct-2 while the return rises", "max_distinct_2_drop", below=False, training_only=True),
)


@dataclasses.dataclass(frozen=True)
class Crossing:
    """A signal past its limit.

    Attributes:
        signal: The signal.
        value: The metric's value.
        threshold: The limit it crossed.
    """

    signal: Signal
    value: float
    threshold: float

    @property
    def name(self) -> str:
        """The limit's name (``min_distinct_2``, ...), unique per signal."""
        return self.signal.limit

    def describe(self) -> str:
        """One line: ``"distinct_2 0.412 < 0.600 (distinct-2 over all replies ...)"``."""
        op = "<" if self.signal.below else ">"
        return f"{self.signal.metric} {self.value:.3f} {op} {self.threshold:.3f} ({self.signal.label})"


def crossings(metrics: Mapping[str, float], thresholds: DegeneracyThresholds, training: bool = True) -> list[Crossing]:
    """The signals of ``metrics`` past their limits (a metric that is absent or NaN crosses nothing).

    The fall of distinct-2 counts only while ``metrics["return_rise"]`` is at least
    ``min_return_rise``: a policy that says less varied things as it earns more.

    Args:
        metrics: A flat dict of metrics.
        thresholds: The limits.
        training: Check the signals that need a run's first batches too.
    """
    found = []
    for signal in SIGNALS:
        if signal.training_only and not training:
            continue
        value = metrics.get(signal.metric)
        if value is None or not math.isfinite(value):
            continue
        if signal.metric == "distinct_2_drop":
            rise = metrics.get("return_rise")
            if rise is None or not math.isfinite(rise) or rise < thresholds.min_return_rise:
                continue
        limit = float(getattr(thresholds, signal.limit))
        if (value < limit) if signal.below else (value > limit):
            found.append(Crossing(signal, float(value), limit))
    return found
