"""Collecting whole episodes from a vector env with any text policy."""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np
from gymnasium.vector import AutoresetMode

from rlver_env.runs.episode_log import EpisodeWriter
from rlver_env.runs.record import EpisodeRecord
from rlver_env.vector_env import unbatch_info

Policy = Callable[[Sequence[Any]], Sequence[str]]


#: A finished dialogue of :func:`collect_episodes`: the project's one episode record.
Trajectory = EpisodeRecord


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
                trajectory.add_turn(last, float(rewards[i]), bool(terminations[i]), bool(truncations[i]))
                if not done:
                    continue
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


def _start(info: dict[str, Any], index: int) -> EpisodeRecord:
    return EpisodeRecord.start(info, env_index=index)
