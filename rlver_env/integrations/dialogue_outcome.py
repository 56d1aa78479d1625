"""How one rolled-out dialogue ended, what it scores, and the metrics a batch of them gives.

The verl agent loop (:mod:`rlver_env.integrations.verl_agent_loop`) builds one
:class:`DialogueOutcome` per dialogue. Its :meth:`~DialogueOutcome.reward_extra_info` is the
dialogue's named numeric values, always the same keys, because verl stacks them into one array
per key. verl carries them next to the reward: validation logs them under ``val-aux/``, and
:mod:`rlver_env.integrations.verl_env_metrics` turns every training batch of them into ``env/``
metrics with :func:`outcome_metrics`. Nothing here imports verl.

A new per-dialogue value needs one change: a key in :meth:`DialogueOutcome.reward_extra_info`,
or, for a value computed outside this class (a monitor's reading of the replies), an entry of
the outcome's ``extra``. :func:`outcome_metrics` reduces every key it finds.
"""

from __future__ import annotations

import dataclasses
import math
import numbers
from collections.abc import Iterable, Mapping

from rlver_env.integrations.verl_config import END_REASONS, SCORES

#: The per-dialogue value that marks an outcome's ``reward_extra_info`` (1.0: no training signal).
UNSCORABLE_KEY = "env/unscorable"
#: Per-dialogue 0/1 values of how dialogues end: averaged over every dialogue of a batch,
#: unscorable ones included (shares). Every other value describes the policy and is averaged
#: over the scorable dialogues only.
SHARE_KEYS = (UNSCORABLE_KEY, *(f"env/end_reason/{reason}" for reason in END_REASONS))
#: Per-dialogue 0/1 values of the policy: a mean over the scorable dialogues (a rate) and no
#: min or max. The other values also get their min and max.
RATE_KEYS = ("env/success",)


@dataclasses.dataclass(frozen=True)
class DialogueOutcome:
    """The end of one dialogue.

    Attributes:
        end_reason: One of :data:`~rlver_env.integrations.verl_config.END_REASONS`.
        start_emotion: The emotion the dialogue started at (0-100).
        final_emotion: The emotion it ended at (0-100).
        turn_scores: The env's reward for each agent turn.
        reward_scale: Emotion points per unit of reward.
        unscorable: Whether the dialogue is no training signal (its end reason is one of the
            settings' ``unscorable_reasons``).
        format_errors: The agent turns whose format was wrong (each cost ``format_penalty``).
        extra: Further named per-dialogue values, reported as they are next to the built-in
            ones. Every dialogue of a run must carry the same names.

    Raises:
        ValueError: For an unknown end reason, a negative ``format_errors``, or an ``extra``
            name that is one of the built-in ones.
        TypeError: For an ``extra`` value that is not a number.
    """

    end_reason: str
    start_emotion: int
    final_emotion: int
    turn_scores: tuple[float, ...]
    reward_scale: float
    unscorable: bool
    format_errors: int = 0
    extra: Mapping[str, float] = dataclasses.field(default_factory=dict, hash=False)

    def __post_init__(self) -> None:
        if self.end_reason not in END_REASONS:
            raise ValueError(
                f"unknown end reason {self.end_reason!r}; expected one of {list(END_REASONS)}"
            )
        if int(self.format_errors) < 0:
            raise ValueError(f"format_errors must be >= 0, got {self.format_errors}")
        extra: dict[str, float] = {}
        for name, value in dict(self.extra).items():
            if isinstance(value, bool) or not isinstance(value, numbers.Real):
                raise TypeError(f"extra value {name!r} must be a number, got {value!r}")
            extra[str(name)] = float(value)
        clash = sorted(set(extra) & set(self._own_values()))
        if clash:
            raise ValueError(f"extra values {clash} clash with the outcome's own values")
        object.__setattr__(self, "extra", extra)

    @property
    def success(self) -> bool:
        """Whether the emotion reached the rules' success threshold."""
        return self.end_reason == "success"

    def score(self, kind: str) -> float:
        """The trajectory reward: 0.0 for an unscorable dialogue (its loss mask is zero too).

        Args:
            kind: ``"final_emotion"`` (the final emotion / ``reward_scale``) or ``"return"``
                (the sum of the turn scores).

        Raises:
            ValueError: For an unknown ``kind``.
        """
        if kind not in SCORES:
            raise ValueError(f"unknown score {kind!r}; choose one of {list(SCORES)}")
        if self.unscorable:
            return 0.0
        if kind == "final_emotion":
            return self.final_emotion / float(self.reward_scale)
        return float(sum(self.turn_scores))

    def _own_values(self) -> dict[str, float]:
        info = {
            "env/final_emotion": float(self.final_emotion),
            "env/emotion_change": float(self.final_emotion - self.start_emotion),
            "env/return": float(sum(self.turn_scores)),
            "env/success": float(self.success),
            UNSCORABLE_KEY: float(self.unscorable),
            "env/turns": float(len(self.turn_scores)),
            "env/format_errors": float(self.format_errors),
        }
        for reason in END_REASONS:
            info[f"env/end_reason/{reason}"] = float(self.end_reason == reason)
        return info

    def reward_extra_info(self) -> dict[str, float]:
        """The dialogue's named numeric values, the same keys for every dialogue.

        ``env/final_emotion``, ``env/emotion_change`` (points), ``env/return`` (the sum of the
        turn scores, the partial one for an unscorable dialogue), ``env/success``,
        ``env/unscorable``, ``env/turns``, ``env/format_errors``, ``env/end_reason/<reason>``
        (1.0 for the dialogue's end reason, else 0.0), then the ``extra`` values.
        """
        return {**self._own_values(), **self.extra}


def outcome_metrics(infos: Iterable[Mapping[str, float]]) -> dict[str, float]:
    """The batch metrics of a batch of :meth:`DialogueOutcome.reward_extra_info` dicts.

    ``env/dialogues`` is the number of dicts. A key of :data:`SHARE_KEYS` gives ``<key>/mean``
    over every dialogue (``env/unscorable/mean`` is the unscorable rate,
    ``env/end_reason/<reason>/mean`` the share that ended so). The other keys are averaged over
    the scorable dialogues (a dialogue that failed says nothing about the policy), NaN when there
    is none: a key of :data:`RATE_KEYS` gives ``<key>/mean`` (``env/success/mean`` is the
    success rate), any other key ``<key>/mean``, ``<key>/min`` and ``<key>/max``. A key missing
    from some dicts is reduced over the dicts that have it.
    """
    rows = list(infos)
    scorable = [row for row in rows if not row.get(UNSCORABLE_KEY)]
    metrics = {"env/dialogues": float(len(rows))}
    keys = list(dict.fromkeys(key for row in rows for key in row))
    for key in keys:
        if key in SHARE_KEYS:
            values = [float(row[key]) for row in rows if key in row]
            metrics[f"{key}/mean"] = sum(values) / len(values)
            continue
        values = [float(row[key]) for row in scorable if key in row]
        metrics[f"{key}/mean"] = sum(values) / len(values) if values else math.nan
        if key not in RATE_KEYS:
            metrics[f"{key}/min"] = min(values) if values else math.nan
            metrics[f"{key}/max"] = max(values) if values else math.nan
    return metrics
