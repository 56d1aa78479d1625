"""The one record of a dialogue, shared by the rollout collector, the evaluator and the benchmark.

A record starts from the ``info`` of ``reset``, gains one turn per ``step`` and ends with the
step that finished it. Its :meth:`EpisodeRecord.to_dict` is one line of every JSONL file the
project writes (``rlver-env bench``'s ``episodes.jsonl``, ``collect_episodes(jsonl_path=...)``,
the demo's report).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from typing import Any


def turn_record(info: Mapping[str, Any], reward: float) -> dict[str, Any]:
    """One agent turn of a record, read from the ``info`` of the step that played it.

    Args:
        info: The step's info (the env always sets ``emotion``; a missing one is a bug and raises).
        reward: The step's reward.
    """
    return {
        "thought": info.get("thought"),
        "reply": info.get("reply", ""),
        "format_ok": bool(info.get("format_ok", False)),
        "user_text": info.get("user_text", ""),
        "emotion": int(info["emotion"]),
        "emotion_delta": int(info.get("emotion_delta", 0)),
        "reward": float(reward),
        "appraisal": info.get("appraisal"),
        "usage": info.get("usage") or {},
    }


@dataclasses.dataclass
class EpisodeRecord:
    """One dialogue, from its opening to its end.

    Attributes:
        persona_id: The simulated user.
        hidden_need, disposition, difficulty: The persona's need and disposition, and the difficulty.
        rules, simulator: The emotion rules' name and the simulator's description.
        reward_version: The simulator's reward version (``info["reward_version"]``); ``None``
            in records written before it was recorded.
        opening: The user's first words.
        start_emotion, final_emotion: The emotion before the first and after the last turn.
        turns: One dict per agent turn (see :func:`turn_record`).
        total_reward: The sum of the rewards.
        reason: Why it ended (``success``, ``failure``, ``goodbye``, ``max_turns``,
            ``simulator_error``, ``policy_error``, ...); ``None`` while it runs.
        terminated, truncated: How the last step ended it.
        error: The simulator's or the policy's error, if one ended it.
        policy: The policy's name.
        seed: The seed the env was reset with, when known.
        agent_seed: The seed the policy was reset with, when known (in ``rlver-env bench`` and
            ``demo``, the same for every persona of a repetition).
        key, repeat: The benchmark's ``"<persona>#<repeat>"`` key and repetition, when it has one.
        env_index: The sub-env that played it (rollouts from a vector env).
    """

    persona_id: str
    hidden_need: str = ""
    disposition: str = ""
    difficulty: str = ""
    rules: str = ""
    simulator: Any = None
    reward_version: str | None = None
    opening: str = ""
    start_emotion: int = 0
    final_emotion: int = 0
    turns: list[dict[str, Any]] = dataclasses.field(default_factory=list)
    total_reward: float = 0.0
    reason: str | None = None
    terminated: bool = False
    truncated: bool = False
    error: str | None = None
    policy: str = ""
    seed: int | None = None
    agent_seed: int | None = None
    key: str | None = None
    repeat: int | None = None
    env_index: int = 0

    @classmethod
    def start(cls, info: Mapping[str, Any], **fields: Any) -> EpisodeRecord:
        """A record of a dialogue that ``reset`` just opened.

        Args:
            info: The reset's info.
            **fields: The run's own fields (``policy``, ``seed``, ``agent_seed``, ``key``, ``repeat``,
                ``env_index``).
        """
        emotion = int(info["emotion"])
        return cls(
            persona_id=str(info.get("persona_id", "")),
            hidden_need=str(info.get("hidden_need", "")),
            disposition=str(info.get("disposition", "")),
            difficulty=str(info.get("difficulty", "")),
            rules=str(info.get("rules", "")),
            simulator=info.get("simulator"),
            reward_version=info.get("reward_version"),
            opening=str(info.get("user_text", "")),
            start_emotion=emotion,
            final_emotion=emotion,
            **fields,
        )

    def add_turn(self, info: Mapping[str, Any], reward: float, terminated: bool = False, truncated: bool = False) -> None:
        """Records one step; a step that ends the dialogue also sets ``reason`` and ``error``."""
        turn = turn_record(info, reward)
        self.turns.append(turn)
        self.total_reward += turn["reward"]
        self.final_emotion = turn["emotion"]
        if terminated or truncated:
            self.terminated, self.truncated = bool(terminated), bool(truncated)
            self.reason = info.get("reason")
            self.error = info.get("error")

    def fail(self, reason: str, error: str) -> None:
        """Ends the record without a step (the policy could not answer, or a step cap was hit)."""
        self.reason, self.error = reason, error

    @property
    def num_turns(self) -> int:
        """The number of agent turns."""
        return len(self.turns)

    @property
    def emotions(self) -> list[int]:
        """The emotion at the start and after every turn."""
        return [self.start_emotion, *(int(t["emotion"]) for t in self.turns)]

    def to_dict(self) -> dict[str, Any]:
        """A JSON-compatible dict (one line of an episodes file), with ``num_turns``."""
        data = dataclasses.asdict(self)
        data["num_turns"] = self.num_turns
        return data


def turn_count(record: Mapping[str, Any]) -> int | None:
    """The agent turns of a record dict: ``num_turns``, else the length of its ``turns`` list.

    A plain integer ``turns`` (as in the red team's dialogue records) counts too. Returns
    ``None`` when the record holds neither.
    """
    for key in ("num_turns", "turns"):
        value = record.get(key)
        if isinstance(value, bool):
            continue
        if isinstance(value, int):
            return value
        if isinstance(value, list):
            return len(value)
    return None


def reward_version_of(records: Iterable[Mapping[str, Any]]) -> str | None:
    """The reward version a set of records was measured under, for a summary or a table row.

    Returns:
        The version every record that has one shares; the versions joined by ``" + "``
        (sorted) when they differ, so that a number over mixed rewards says so; ``None`` when
        no record has one (records written before versions were recorded, SAGE's logs).
    """
    versions = sorted({str(v) for r in records if (v := r.get("reward_version")) is not None})
    return " + ".join(versions) if versions else None
