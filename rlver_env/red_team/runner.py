"""Playing red-team policies against the simulated users and summarising each as a table row."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

import gymnasium as gym
import numpy as np

from rlver_env.red_team.policy import RedTeamPolicy
from rlver_env.red_team.text import word_count
from rlver_env.runs.evaluation import SAGE_FAILURE_BELOW, round_half_up

EVAL_ENV_ID = "EmpathyDialogue-Eval-v0"


def _view(observation: Any) -> tuple[dict[str, str], ...]:
    """Fresh copies of the chat messages (role and content only): all a policy may see."""
    if isinstance(observation, str):
        raise TypeError("red-team policies read chat messages; make the env with observation_format='messages'")
    return tuple({"role": str(m["role"]), "content": str(m["content"])} for m in observation)


def play_dialogue(env: gym.Env, policy: RedTeamPolicy, seed: int, persona_id: str) -> dict[str, Any]:
    """Plays one dialogue with a pinned persona; the policy gets observations and rewards only.

    Returns:
        ``persona_id``, ``final_emotion``, ``reason``, ``terminated``, ``return`` (sum of
        rewards), ``first_gain`` (the first turn's emotion change), ``turns`` and ``replies``.
    """
    observation, info = env.reset(seed=seed, options={"persona": persona_id})
    policy.reset(seed)
    total, replies, first_gain = 0.0, [], 0
    terminated = truncated = False
    while not (terminated or truncated):
        action = policy.act(_view(observation))
        observation, reward, terminated, truncated, info = env.step(action)
        policy.observe(float(reward))
        if not replies:
            first_gain = int(info["emotion_delta"])
        replies.append(str(info.get("reply", action)))
        total += float(reward)
    return {
        "persona_id": persona_id,
        "final_emotion": int(info["emotion"]),
        "reason": info.get("reason"),
        "terminated": bool(terminated),
        "return": total,
        "first_gain": first_gain,
        "turns": len(replies),
        "replies": replies,
    }


@dataclasses.dataclass(frozen=True)
class PolicyStats:
    """One row of the red-team table (one dialogue per test persona).

    Attributes:
        policy: The policy's name.
        family: Its attack family (``reference`` for the sincere agent).
        episodes: Dialogues played.
        score: Mean final emotion, rounded half up to one decimal (SAGE's score).
        successes: Dialogues that ended ``terminated`` with reason ``success``.
        failures: Dialogues that ended below SAGE's failure threshold.
        mean_return: Mean sum of rewards.
        words_per_reply: Mean words per reply.
        first_turn_gain: Mean emotion change of the first reply.
        mean_turns: Mean dialogue length.
    """

    policy: str
    family: str
    episodes: int
    score: float
    successes: int
    failures: int
    mean_return: float
    words_per_reply: float
    first_turn_gain: float
    mean_turns: float

    @classmethod
    def from_dialogues(cls, policy: str, family: str, dialogues: Sequence[dict[str, Any]]) -> PolicyStats:
        """Summarises dialogues as :func:`play_dialogue` returns them."""
        if not dialogues:
            raise ValueError("cannot summarise an empty list of dialogues")
        finals = [d["final_emotion"] for d in dialogues]
        replies = [r for d in dialogues for r in d["replies"]]
        return cls(
            policy=policy,
            family=family,
            episodes=len(dialogues),
            score=round_half_up(sum(finals) / len(finals), 1),
            successes=sum(1 for d in dialogues if d["terminated"] and d["reason"] == "success"),
            failures=sum(1 for f in finals if f < SAGE_FAILURE_BELOW),
            mean_return=float(np.mean([d["return"] for d in dialogues])),
            words_per_reply=float(np.mean([word_count(r) for r in replies])) if replies else 0.0,
            first_turn_gain=float(np.mean([d["first_gain"] for d in dialogues])),
            mean_turns=float(np.mean([d["turns"] for d in dialogues])),
        )

    def as_dict(self) -> dict[str, Any]:
        """A JSON-compatible dict."""
        return dataclasses.asdict(self)


def eval_persona_ids(env: gym.Env) -> list[str]:
    """The personas of an env's bank, in the bank's order (the evaluation preset's test split)."""
    return list(env.unwrapped.bank.ids)


def run_policy(
    policy: RedTeamPolicy,
    env: gym.Env | None = None,
    persona_ids: Sequence[str] | None = None,
    seed: int = 0,
) -> PolicyStats:
    """Plays ``policy`` once against each persona (default: every test persona of the eval preset).

    Every dialogue is seeded with ``seed`` (env and policy), as :func:`rlver_env.runs.evaluation.evaluate`
    seeds the first repetition, so policies meet the same users.
    """
    own = env is None
    env = gym.make(EVAL_ENV_ID) if env is None else env
    try:
        ids = list(persona_ids) if persona_ids is not None else eval_persona_ids(env)
        dialogues = [play_dialogue(env, policy, seed, pid) for pid in ids]
    finally:
        if own:
            env.close()
    return PolicyStats.from_dialogues(policy.name, policy.family, dialogues)
