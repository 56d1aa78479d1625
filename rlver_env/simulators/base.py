"""The simulator protocol: the simulated user behind every dialogue.

A simulator does three things, for a *batch* of dialogues at once so that batched and concurrent
backends can serve many dialogues in one call:

* :meth:`Simulator.open_batch`: the user's first words in each dialogue;
* :meth:`Simulator.step_batch`: for each dialogue, appraise the agent's reply (an integer change
  and its explanation), then produce the user's next words and whether they say goodbye.

A simulator proposes and the env decides. The simulator proposes a change (unclamped) with its
explanation, writes the user's words and says whether those words say goodbye; the env applies
the active rules (:class:`~rlver_env.rules.EmotionRules`): it clamps the change, and it ends the
dialogue on success, failure or the turn cap. A simulator may read from ``state.rules.apply`` the
emotion the user will feel, to speak in that emotion's band, but it never ends a dialogue by the
rules itself: where the rules stop, it can only offer the words the user would then say
(:attr:`SimulatorStep.farewells`).

Simulators never change the :class:`~rlver_env.dialogue.DialogueState` they are given, except for
their own ``sim_state`` notes. A failure in one dialogue is reported in that dialogue's result
(``error``), never raised for the whole batch.
"""

from __future__ import annotations

import abc
import dataclasses
from collections.abc import Sequence
from typing import Any

from rlver_env.dialogue import Appraisal, DialogueState
from rlver_env.personas.model import Persona


@dataclasses.dataclass(frozen=True)
class Opening:
    """The user's first words in a dialogue, or the error that prevented them."""

    text: str
    error: str | None = None
    usage: dict[str, int] = dataclasses.field(default_factory=dict)


@dataclasses.dataclass(frozen=True)
class SimulatorStep:
    """The simulator's answer to one agent reply.

    Attributes:
        appraisal: The change and its explanation; ``None`` when ``error`` is set.
        user_text: The user's next words ("" when ``error`` is set).
        goodbye: Whether the user ends the conversation (their words say goodbye).
        error: Why the simulator could not answer (after its retries), else ``None``.
        usage: Token usage of the calls behind this step (``prompt_tokens``,
            ``completion_tokens``), empty for the rule simulator.
        farewells: The user's last words should the env end the dialogue this turn, by end
            reason (``"success"``, ``"failure"``); the env says them instead of ``user_text``
            when it ends the dialogue for that reason. Empty: ``user_text`` stands.
    """

    appraisal: Appraisal | None
    user_text: str
    goodbye: bool
    error: str | None = None
    usage: dict[str, int] = dataclasses.field(default_factory=dict)
    farewells: dict[str, str] = dataclasses.field(default_factory=dict)


class Simulator(abc.ABC):
    """A simulated user that appraises replies and answers them."""

    #: A short name reported in ``info["simulator"]``.
    name: str = "simulator"

    @property
    def reward_version(self) -> str:
        """Which reward this simulator gives, reported in ``info["reward_version"]``.

        Results measured under different versions are not comparable, so every results file
        records it. A simulator whose appraisal is versioned overrides this (the rule user:
        :data:`rlver_env.simulators.rule.version.REWARD_VERSION`; the LLM user: its prompt
        packs and model); the default, ``"<name>/unversioned"``, says that nothing pins it.
        """
        return f"{self.name}/unversioned"

    def check_persona(self, persona: Persona) -> None:  # noqa: B027 - optional hook
        """Raises if this simulator cannot play ``persona`` (e.g. its language).

        Raises:
            rlver_env.errors.PersonaError: With the reason.
        """

    @abc.abstractmethod
    def open_batch(self, states: Sequence[DialogueState]) -> list[Opening]:
        """Returns the user's first words for each dialogue."""

    @abc.abstractmethod
    def step_batch(self, states: Sequence[DialogueState], replies: Sequence[str]) -> list[SimulatorStep]:
        """Appraises each reply and returns the user's next words, one result per dialogue."""

    async def aopen_batch(self, states: Sequence[DialogueState]) -> list[Opening]:
        """Async form of :meth:`open_batch` (by default it calls the sync form)."""
        return self.open_batch(states)

    async def astep_batch(self, states: Sequence[DialogueState], replies: Sequence[str]) -> list[SimulatorStep]:
        """Async form of :meth:`step_batch` (by default it calls the sync form)."""
        return self.step_batch(states, replies)

    def close(self) -> None:  # noqa: B027 - optional hook
        """Releases resources (connections, models)."""

    def describe(self) -> dict[str, Any]:
        """A JSON-compatible description for logs and run directories."""
        return {"name": self.name}
