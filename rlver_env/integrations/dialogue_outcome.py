"""How one rolled-out dialogue ended, what it scores, and the metrics a batch of them gives.

The verl agent loop (:mod:`rlver_env.integrations.verl_agent_loop`) builds one
:class:`DialogueOutcome` per dialogue. Its :meth:`~DialogueOutcome.reward_extra_info` is what
verl carries next to the reward (verl logs it under ``val-aux/`` in validation and writes it to
``trainer.rollout_data_dir`` dumps), always with the same numeric keys, because verl stacks
them into one array per key. :func:`outcome_metrics` turns a batch of those dicts into
``env/`` metrics. Nothing here imports verl.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping

from rlver_env.integrations.verl_config import END_REASONS, SCORES


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
    """

    end_reason: str
    start_emotion: int
    final_emotion: int
    turn_scores: tuple[float, ...]
    reward_scale: float
    unscorable: bool

    def __post_init__(self) -> None:
        if self.end_reason not in END_REASONS:
            raise ValueError(
                f"unknown end reason {self.end_reason!r}; expected one of {list(END_REASONS)}"
            )

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

    def reward_extra_info(self) -> dict[str, float]:
        """Numeric per-dialogue values, the same keys for every dialogue."""
        info = {
            "env/final_emotion": float(self.final_emotion),
            "env/emotion_change": float(self.final_emotion - self.start_emotion),
            "env/success": float(self.success),
            "env/unscorable": float(self.unscorable),
            "env/turns": float(len(self.turn_scores)),
        }
        for reason in END_REASONS:
            info[f"env/end_reason/{reason}"] = float(self.end_reason == reason)
        return info


def outcome_metrics(infos: Iterable[Mapping[str, float]]) -> dict[str, float]:
    """``env/`` metrics of a batch of :meth:`DialogueOutcome.reward_extra_info` dicts.

    Emotion and success averages cover the scorable dialogues only (an unscorable one says
    nothing about the policy); the counts cover all of them.

    Returns:
        ``env/dialogues``, ``env/unscorable_count``, ``env/unscorable_rate``,
        ``env/success_rate``, ``env/final_emotion/mean``, ``env/emotion_change/mean``,
        ``env/turns/mean`` and ``env/end_reason/<reason>_count`` for every end reason. The
        averages are NaN when no dialogue is scorable.
    """
    rows = list(infos)
    scorable = [row for row in rows if not row["env/unscorable"]]

    def mean(key: str) -> float:
        return sum(row[key] for row in scorable) / len(scorable) if scorable else float("nan")

    metrics = {
        "env/dialogues": float(len(rows)),
        "env/unscorable_count": float(len(rows) - len(scorable)),
        "env/unscorable_rate": (len(rows) - len(scorable)) / len(rows) if rows else 0.0,
        "env/success_rate": mean("env/success"),
        "env/final_emotion/mean": mean("env/final_emotion"),
        "env/emotion_change/mean": mean("env/emotion_change"),
        "env/turns/mean": mean("env/turns"),
    }
    for reason in END_REASONS:
        metrics[f"env/end_reason/{reason}_count"] = float(
            sum(row[f"env/end_reason/{reason}"] for row in rows)
        )
    return metrics
