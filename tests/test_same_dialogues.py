"""Seeded dialogues stay what they were: the env's speed work must not change a single step.

Digests of a seeded vector-env run (resets, automatic resets, GRPO groups, actions with and
without thoughts): every observation, reward, end flag and batched ``info``, and, for the LLM
simulator, every request it made (messages, sampling with seeds, schema). They were recorded
at commit 5f29ba8, before the overhead work of ``benchmarks/env_overhead.py`` (the
``overhead`` branch), and the code after it gives the same; the rule digest was recorded again
under ``rule/19``, on the tree before that work and after it alike, then under ``rule/24`` to ``rule/38``. A
deliberate change of the prompts (another ``packs_digest``) or of the rules (another
``reward_version``) changes the dialogues on purpose: the matching check is skipped, and its
digest is to be recorded again.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

import gymnasium as gym
import numpy as np
import pytest

import rlver_env  # noqa: F401
from rlver_env.backends import Backend, ChatRequest, Completion, Usage
from rlver_env.simulators.llm.prompt_packs import packs_digest
from rlver_env.simulators.llm.simulator import LLMSimulator

#: (packs_digest or reward_version the digest was recorded under, the digest)
RECORDED = {
    "llm": ("a729c748", "1a55d7e458f527eb2211c486e0fda27ed8ba2f9f84dd592b84fdb36655ed75e4"),
    "rule": ("rule/38", "51fd1918284e93dc152ed9df9bcd7bef32c0fa9891dcb0f03a389fcf918d6522"),
}
ACTIONS = (
    "<think>They hurt.</think>That sounds so hard. What happened next?",
    "I hear you; that is a lot to carry.",
    "<think>x</think>",
    "ok",
    "Tell me more about Daniel and the launch.",
    "<thought>plan</thought>You did your best, and it still hurts.",
)


class SeededBackend(Backend):
    """Answers valid JSON that depends on each request's sampling seed, and logs every request."""

    name = "seeded"
    supports_schema = True

    def __init__(self) -> None:
        super().__init__("seeded")
        self.log: list[Any] = []

    async def agenerate(self, requests: list[ChatRequest]) -> list[Completion]:  # noqa: D102
        answers = []
        for request in requests:
            self.log.append([list(map(dict, request.messages)), request.sampling.to_dict(), request.schema_name])
            seed = request.sampling.seed
            if request.schema_name == "appraisal":
                answer = {
                    "agent_meaning": f"m{seed % 5}",
                    "goal_fit": "g",
                    "inner_activity": "i",
                    "feeling": f"f{seed % 3}",
                    "change": seed % 13 - 5,
                }
            else:
                reply = f"Reply {seed % 97}." + (" Bye." if seed % 29 == 0 else "")
                answer = {"attitude": "a", "goal": "g", "tone": "t", "draft": "d", "reply": reply, "goodbye": False}
            answers.append(Completion(text=json.dumps(answer), usage=Usage(seed % 50, 7), finish_reason="stop"))
        return answers


def _plain(value: Any) -> Any:
    if isinstance(value, dict):
        return {key: _plain(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(item) for item in value]
    if isinstance(value, np.ndarray):
        return [_plain(item) for item in value.tolist()]
    if isinstance(value, np.generic):
        return value.item()
    return value


def _digest(kind: str) -> tuple[str, str]:
    digest = hashlib.sha256()
    backend = SeededBackend()
    envs = gym.make_vec(
        "EmpathyDialogue-v0",
        num_envs=6,
        vectorization_mode="vector_entry_point",
        personas="bundled:test",
        simulator=LLMSimulator(backend=backend) if kind == "llm" else "rule",
        group_size=2,
    )
    digest.update(json.dumps(_plain(list(envs.reset(seed=7))), sort_keys=True, default=repr).encode())
    for step in range(14):
        actions = [ACTIONS[(step + i) % len(ACTIONS)] + f" ({step})" for i in range(6)]
        digest.update(json.dumps(_plain(list(envs.step(actions))), sort_keys=True, default=repr).encode())
    version = envs.unwrapped.reward_version
    envs.close()
    digest.update(json.dumps(backend.log, sort_keys=True).encode())
    return version, digest.hexdigest()


@pytest.mark.parametrize("kind", ["llm", "rule"])
def test_seeded_dialogues_are_unchanged(kind: str) -> None:
    recorded_under, recorded = RECORDED[kind]
    version, digest = _digest(kind)
    now = packs_digest() if kind == "llm" else version
    if now != recorded_under:
        pytest.skip(f"recorded under {recorded_under}, now {now}: record the digest again")
    assert digest == recorded
