"""Collecting whole episodes from a vector env with any text policy."""

from __future__ import annotations

import dataclasses
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from rlver_env.episode_log import EpisodeWriter

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


def _item(infos: dict[str, Any], key: str, index: int, default: Any = None) -> Any:
    """The value of ``key`` for sub-env ``index`` in Gymnasium's batched info, if present."""
    mask = infos.get(f"_{key}")
    if key not in infos or mask is None or not mask[index]:
        return default
    value = infos[key]
    if isinstance(value, dict):
        return {k: _item(value, k, index) for k in value if not k.startswith("_") and value.get(f"_{k}") is not None and value[f"_{k}"][index]}
    item = value[index]
    return item.item() if hasattr(item, "item") else item


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
        envs: A vector env with Gymnasium's next-step autoreset (ours, or ``SyncVectorEnv`` /
            ``AsyncVectorEnv`` over ``EmpathyDialogue-v0``).
        num_episodes: How many finished episodes to return. Episodes still running when
            enough have finished are dropped.
        seed: Passed to ``envs.reset``.
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
    observations, infos = envs.reset(seed=seed)
    running = [_start(infos, i) for i in range(num_envs)]
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
            for i in range(num_envs):
                if waiting_reset[i]:
                    running[i] = _start(infos, i)
                    waiting_reset[i] = False
                    continue
                trajectory = running[i]
                trajectory.turns.append(
                    {
                        "thought": _item(infos, "thought", i),
                        "reply": _item(infos, "reply", i, ""),
                        "format_ok": bool(_item(infos, "format_ok", i, False)),
                        "user_text": _item(infos, "user_text", i, ""),
                        "emotion": int(_item(infos, "emotion", i, 0)),
                        "emotion_delta": int(_item(infos, "emotion_delta", i, 0)),
                        "reward": float(rewards[i]),
                        "appraisal": _item(infos, "appraisal", i),
                        "usage": _item(infos, "usage", i) or {},
                    }
                )
                trajectory.total_reward += float(rewards[i])
                trajectory.final_emotion = int(_item(infos, "emotion", i, 0))
                if terminations[i] or truncations[i]:
                    trajectory.reason = _item(infos, "reason", i)
                    trajectory.error = _item(infos, "error", i)
                    trajectory.env_index = i
                    waiting_reset[i] = True
                    if len(finished) < num_episodes:
                        finished.append(trajectory)
                        if writer is not None:
                            writer.write(trajectory.to_dict())
                        if on_episode is not None:
                            on_episode(trajectory)
                        bar.update(1)
    finally:
        bar.close()
        if writer is not None:
            writer.close()
    return finished


def _start(infos: dict[str, Any], index: int) -> Trajectory:
    emotion = int(_item(infos, "emotion", index, 0))
    return Trajectory(
        persona_id=str(_item(infos, "persona_id", index, "")),
        hidden_need=str(_item(infos, "hidden_need", index, "")),
        disposition=str(_item(infos, "disposition", index, "")),
        difficulty=str(_item(infos, "difficulty", index, "")),
        opening=str(_item(infos, "user_text", index, "")),
        start_emotion=emotion,
        final_emotion=emotion,
        env_index=index,
    )
