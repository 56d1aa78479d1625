"""verl reward functions that turn a dialogue's turn scores into its trajectory reward.

rlver-env's verl agent loop (:mod:`rlver_env.integrations.verl_agent_loop`) scores every
dialogue itself (``reward_score``, the same arithmetic as :func:`compute_score` under the
default ``score: final_emotion``), so verl 0.9 does not call a reward function for its
rollouts. These functions are for any rollout verl asks its reward loop to score (one whose
``reward_score`` is ``None``): verl hands them the row's ``extra_info`` with the rollout's
``extra_fields`` merged in, where the agent loop keeps the per-turn rewards as ``turn_scores``.
The launch script points verl at them, so every path gives the same number::

    reward.custom_reward_function.path=pkg://rlver_env.integrations.verl_reward
    reward.custom_reward_function.name=compute_score            # or compute_emotion_change

The rows written by ``rlver_baselines.verl.build_dataset`` carry what the arithmetic needs in
``extra_info``: ``start_emotion``, ``reward_scale`` and ``reward_mode`` (those of the
agent-loop config written beside them).

With ``reward_mode="dense"`` each turn scores ``emotion change / reward_scale`` (minus
``format_penalty`` for a malformed turn), so ``start_emotion / reward_scale + sum(turn_scores)``
is the final emotion / 100: RLVER's reward. With ``"sparse"`` the last turn already scores the
final emotion / ``reward_scale``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

REWARD_MODES = ("dense", "sparse")


def _turn_scores(extra_info: Mapping[str, Any] | None) -> tuple[list[float], float, float, str]:
    if extra_info is None or extra_info.get("turn_scores") is None:
        raise ValueError(
            "extra_info has no turn_scores: the rollout did not run rlver-env's agent loop. Use rows "
            "with agent_name='rlver' and set actor_rollout_ref.rollout.agent.agent_loop_config_path"
        )
    missing = [
        key
        for key in ("start_emotion", "reward_scale", "reward_mode")
        if extra_info.get(key) is None
    ]
    if missing:
        raise ValueError(
            f"extra_info lacks {missing}; build the dataset with rlver_baselines.verl.build_dataset, "
            "which records the agent loop's rules and reward settings in every row"
        )
    mode = str(extra_info["reward_mode"])
    if mode not in REWARD_MODES:
        raise ValueError(
            f"unknown reward_mode {mode!r} in extra_info; expected one of {list(REWARD_MODES)}"
        )
    scores = [float(score) for score in extra_info["turn_scores"]]
    return scores, float(extra_info["start_emotion"]), float(extra_info["reward_scale"]), mode


def compute_score(
    data_source: str,
    solution_str: str,
    ground_truth: Any,
    extra_info: Mapping[str, Any] | None = None,
    **kwargs: Any,
) -> dict[str, float]:
    """RLVER's reward: the dialogue's final emotion / ``reward_scale``.

    Args:
        data_source: The row's ``data_source`` (unused).
        solution_str: The decoded response (unused: the simulator has judged it turn by turn).
        ground_truth: The row's ``reward_model.ground_truth`` (unused).
        extra_info: The row's ``extra_info`` with verl's ``turn_scores`` merged in.
        **kwargs: Further arguments verl may pass (ignored).

    Returns:
        ``score`` (the reward), ``final_emotion`` (0-100 points, ignoring format penalties
        under ``dense``) and ``turns`` (the number of scored turns).

    Raises:
        ValueError: If ``extra_info`` lacks the turn scores or the reward settings.
    """
    scores, start, scale, mode = _turn_scores(extra_info)
    total = sum(scores)
    score = start / scale + total if mode == "dense" else total
    return {"score": score, "final_emotion": score * scale, "turns": float(len(scores))}


def compute_emotion_change(
    data_source: str,
    solution_str: str,
    ground_truth: Any,
    extra_info: Mapping[str, Any] | None = None,
    **kwargs: Any,
) -> dict[str, float]:
    """The emotion change over the dialogue / ``reward_scale`` (the sum of the dense turn rewards).

    It differs from :func:`compute_score` by the constant ``start_emotion / reward_scale``; the
    arguments, return value and errors are the same.
    """
    scores, start, scale, mode = _turn_scores(extra_info)
    total = sum(scores)
    score = total if mode == "dense" else total - start / scale
    return {
        "score": score,
        "final_emotion": (score + start / scale) * scale,
        "turns": float(len(scores)),
    }
