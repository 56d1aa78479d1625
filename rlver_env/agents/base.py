"""The base class of the scripted agents: one observation in, one action string out."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np


class ScriptedAgent:
    """Base class: ``act`` maps one observation to an action; ``reset`` seeds it."""

    name = "scripted"

    def __init__(self) -> None:
        self.rng = np.random.default_rng(0)
        self.turn = 0

    def reset(self, seed: int | None = None) -> None:
        """Starts a new dialogue (seeding the agent's own generator)."""
        self.rng = np.random.default_rng(seed)
        self.turn = 0

    def act(self, observation: Any) -> str:
        """Returns the action for this observation."""
        text = self._act(observation)
        self.turn += 1
        return text

    def __call__(self, observations: Sequence[Any]) -> list[str]:
        """Acts on a batch of observations (one per dialogue) with a single agent state."""
        return [self.act(o) for o in observations]

    def _act(self, observation: Any) -> str:
        raise NotImplementedError

