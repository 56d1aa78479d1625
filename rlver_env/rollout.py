"""Collecting whole episodes from a vector env with any text policy."""

from __future__ import annotations

import dataclasses
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np
from gymnasium.vector import AutoresetMode

from rlver_env.episode_log import EpisodeWriter
from rlver_env.vector_env import unbatch_info

Policy = Callable[[Sequence[Any]], Sequence[str]]


@dataclasses.dataclass
class Trajectory:
    """One finished dialogue.

    Attributes:
        persona_id: The simulated user.
        hidden_need, disposition, difficulty: The persona's need, disposition and the difficulty.
        opening: The user's first words.
        turns: One dict per agent turn: ``thought``, ``reply``, ``format_ok``, ``user_text``,
            ``emotion``, ``emotion_delta``, ``reward``, ``appraisal``, ``usage``.
        start_emotion, final_emotion: The emotion before the first and after the last turn.
        reason: Why it ended (``success``, ``failure``, ``goodbye``, ``max_turns``, ...).
        total_reward: The sum of the rewards.
        env_index: The sub-env that played it.
        error: The simulator error, if the episode ended with one.
    """

    persona_id: str
    hidden_need: str
    disposition: str
    difficulty: str
    opening: str
    start_emotion: int
    turns: list[dict[str, Any]] = dataclasses.field(default_factory=list)
    final_emotion: int = 0
    reason: str | None = None
    total_reward: float = 0.0
    env_index: int = 0
    error: str | None = None

    @property
    def num_turns(self) -> int:
        """The number of agent turns."""
        return len(self.turns)

    def to_dict(self) -> dict[str, Any]:
        """A JSON-compatible dict (one line of a trajectories file)."""
        data = dataclasses.asdict(self)
        data["num_turns"] = self.num_turns
        return data


def _autoreset_mode(envs: Any) -> AutoresetMode:
    mode = (getattr(envs, "metadata", None) or {}).get("autoreset_mode", AutoresetMode.NEXT_STEP)
    return mode if isinstance(mode, AutoresetMode) else AutoresetMode(mode)


def collect_episodes(
    policy: Policy,
    envs: Any,
    num_episodes: int,
    seed: int | None = None,
    jsonl_path: str | Path | None = None,
    progress: bool = True,
    on_episode: Callable[[Trajectory], None] | None = None,
    max_steps: int | None = None,
) -> list[Trajectory]:
    """Plays ``num_episodes`` complete dialogues and returns them in the order they finished.

    Args:
        policy: Maps a batch of observations (one per sub-env) to a batch of action strings.
        envs: A vector env over ``EmpathyDialogue-v0`` (ours, or ``SyncVectorEnv`` /
            ``AsyncVectorEnv``), in any of Gymnasium's autoreset modes: next-step, same-step
            (the last step is read from ``info["final_info"]``) or disabled (finished sub-envs
            are reset here with ``options={"reset_mask": ...}``).
        num_episodes: How many finished episodes to return. Episodes still running when
            enough have finished are dropped.
        seed: Passed to the first ``envs.reset``.
        jsonl_path: If given, each finished episode is appended to this file as one JSON
            line, whole and flushed.
        progress: Show a progress bar on stderr.
        on_episode: Called with each finished episode.
        max_steps: Safety cap on vector steps (default: ``num_episodes * 64``).

    Returns:
        The finished trajectories.
    """
    from tqdm.auto import tqdm

    num_envs = envs.num_envs
    mode = _autoreset_mode(envs)
    observations, infos = envs.reset(seed=seed)
    running = [_start(unbatch_info(infos, i), i) for i in range(num_envs)]
    waiting_reset = [False] * num_envs
    finished: list[Trajectory] = []
    writer = EpisodeWriter(jsonl_path) if jsonl_path is not None else None
    bar = tqdm(total=num_episodes, desc="episodes", unit="ep", disable=not progress, file=sys.stderr)
    steps = 0
    limit = max_steps if max_steps is not None else num_episodes * 64
    try:
        while len(finished) < num_episodes:
            if steps >= limit:
                raise RuntimeError(f"collect_episodes: no progress after {steps} vector steps")
            actions = list(policy(observations))
            if len(actions) != num_envs:
                raise ValueError(f"the policy returned {len(actions)} actions for {num_envs} observations")
            observations, rewards, terminations, truncations, infos = envs.step(actions)
            steps += 1
            ended = np.zeros(num_envs, dtype=np.bool_)
            for i in range(num_envs):
                info = unbatch_info(infos, i)
                if waiting_reset[i]:  # next-step autoreset: this step started a new episode
                    running[i] = _start(info, i)
                    waiting_reset[i] = False
                    continue
                done = bool(terminations[i] or truncations[i])
                last = info.get("final_info", {}) if (done and mode == AutoresetMode.SAME_STEP) else info
                trajectory = running[i]
                trajectory.turns.append(_turn(last, float(rewards[i])))
                trajectory.total_reward += float(rewards[i])
                trajectory.final_emotion = int(last.get("emotion", 0))
                if not done:
                    continue
                trajectory.reason = last.get("reason")
                trajectory.error = last.get("error")
                trajectory.env_index = i
                if mode == AutoresetMode.NEXT_STEP:
                    waiting_reset[i] = True
                elif mode == AutoresetMode.SAME_STEP:
                    running[i] = _start(info, i)
                else:
                    ended[i] = True
                if len(finished) < num_episodes:
                    finished.append(trajectory)
                    if writer is not None:
                        writer.write(trajectory.to_dict())
                    if on_episode is not None:
                        on_episode(trajectory)
                    bar.update(1)
            if ended.any() and len(finished) < num_episodes:
                observations, reset_infos = envs.reset(options={"reset_mask": ended})
                for i in np.flatnonzero(ended).tolist():
                    running[i] = _start(unbatch_info(reset_infos, i), i)
    finally:
        bar.close()
        if writer is not None:
            writer.close()
    return finished


def _turn(info: dict[str, Any], reward: float) -> dict[str, Any]:
    return {
        "thought": info.get("thought"),
        "reply": info.get("reply", ""),
        "format_ok": bool(info.get("format_ok", False)),
        "user_text": info.get("user_text", ""),
        "emotion": int(info.get("emotion", 0)),
        "emotion_delta": int(info.get("emotion_delta", 0)),
        "reward": reward,
        "appraisal": info.get("appraisal"),
        "usage": info.get("usage") or {},
    }


def _start(info: dict[str, Any], index: int) -> Trajectory:
    emotion = int(info.get("emotion", 0))
    return Trajectory(
        persona_id=str(info.get("persona_id", "")),
        hidden_need=str(info.get("hidden_need", "")),
        disposition=str(info.get("disposition", "")),
        difficulty=str(info.get("difficulty", "")),
        opening=str(info.get("user_text", "")),
        start_emotion=emotion,
        final_emotion=emotion,
        env_index=index,
    )
