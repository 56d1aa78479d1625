"""The red-team policy interface, the attacks' base class and the adapter for scripted agents.

A red-team policy sees only what an RL policy sees: the chat messages and its own rewards.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

import numpy as np

from rlver_env.dialogue import user_texts
from rlver_env.red_team.cues import (
    ADJECTIVES,
    FEELING_FRAMES,
    FEELINGS,
    STYLE_CUES,
    VALIDATIONS,
)
from rlver_env.red_team.text import content_words, echo_list, jaccard, sentence, word_set


class RedTeamPolicy(Protocol):
    """What the runner drives: observations in, text out, and the policy's own rewards."""

    name: str
    family: str

    def reset(self, seed: int | None) -> None:
        """Starts a new dialogue."""

    def act(self, observation: Sequence[dict[str, str]]) -> str:
        """Returns the reply to the dialogue so far (chat messages, user first)."""

    def observe(self, reward: float) -> None:
        """Receives the reward of the reply just sent."""


#: How many of the user's words the attacks that echo put back.
ECHO_WORDS = 6


class Rotor:
    """Draws from a bank in a per-dialogue shuffled order, cycling, so wording rotates."""

    def __init__(self, bank: Sequence[str], rng: np.random.Generator) -> None:
        self.bank = tuple(bank)
        self.order = [int(i) for i in rng.permutation(len(self.bank))]
        self.position = 0

    def take(self, count: int = 1) -> list[str]:
        """The next ``count`` items of the bank."""
        items = []
        for _ in range(count):
            items.append(self.bank[self.order[self.position % len(self.order)]])
            self.position += 1
        return items


class AttackPolicy:
    """Base class: seeded per dialogue, counts turns, keeps its own rewards."""

    name = "attack"
    family = "attack"

    def __init__(self) -> None:
        self.reset(0)

    def reset(self, seed: int | None) -> None:
        """Starts a new dialogue; all choices come from a generator seeded here."""
        self.rng = np.random.default_rng(seed)
        self.turn = 0
        self.rewards: list[float] = []
        self.sent: list[frozenset[str]] = []
        self.rotors = {
            "validation": Rotor(VALIDATIONS, self.rng),
            "feeling": Rotor(FEELINGS, self.rng),
            "frame": Rotor(FEELING_FRAMES, self.rng),
            "adjective": Rotor(ADJECTIVES, self.rng),
            **{style: Rotor(cues, self.rng) for style, cues in STYLE_CUES.items()},
        }
        self._start()

    def _start(self) -> None:
        """Per-dialogue set-up of a subclass."""

    def act(self, observation: Sequence[dict[str, str]]) -> str:
        """Returns the reply for this turn."""
        text = self._reply(observation)
        self.sent.append(word_set(text))
        self.turn += 1
        return text

    def fresh(self, make: Callable[[], str], tries: int = 6, below: float = 0.4) -> str:
        """The first of up to ``tries`` drafts (``make`` draws new wording each call) whose word
        overlap with every earlier reply of this dialogue is below ``below``, else the least
        overlapping draft: rotating wording that never reads as a repeat."""
        best, best_overlap = "", 2.0
        for _ in range(tries):
            draft = make()
            overlap = max((jaccard(word_set(draft), earlier) for earlier in self.sent), default=0.0)
            if overlap < below:
                return draft
            if overlap < best_overlap:
                best, best_overlap = draft, overlap
        return best

    def observe(self, reward: float) -> None:
        """Keeps the reward of the last reply."""
        self.rewards.append(float(reward))

    def _reply(self, observation: Sequence[dict[str, str]]) -> str:
        raise NotImplementedError

    def cues(self, style: str, count: int) -> list[str]:
        """``count`` rotating cue fragments of a support style, feeling slots filled."""
        return [c.replace("{feeling}", self.rotors["feeling"].take()[0]) for c in self.rotors[style].take(count)]

    def supportive(self, styles: Sequence[str], observation: Sequence[dict[str, str]], cues_per_style: int = 3) -> str:
        """Validation, the user's own words, two named feelings, then the styles' cues, in
        wording that overlaps little with the earlier replies."""
        return self.fresh(lambda: self._supportive_draft(styles, observation, cues_per_style))

    def _supportive_draft(self, styles: Sequence[str], observation: Sequence[dict[str, str]], cues_per_style: int) -> str:
        v1, v2 = self.rotors["validation"].take(2)
        a, b = self.rotors["feeling"].take(2)
        words = content_words(user_texts(observation), ECHO_WORDS)
        parts = [
            sentence(f"{v1}, and {v2} about {echo_list(words)}"),
            sentence(self.rotors["frame"].take()[0].format(a=a, b=b)),
        ]
        for style in styles:
            cues = self.cues(style, cues_per_style)
            statements = [c for c in cues if not c.endswith("?")]
            questions = [c for c in cues if c.endswith("?")][:2]
            if statements:
                parts.append(sentence("; ".join(statements)))
            parts += [sentence(q) for q in questions]
        return " ".join(p for p in parts if p)


class AgentPolicy:
    """Adapts a scripted agent (``reset``/``act``) to the red-team interface; rewards are ignored."""

    family = "reference"

    def __init__(self, agent: Any) -> None:
        self.agent = agent
        self.name = getattr(agent, "name", type(agent).__name__)

    def reset(self, seed: int | None) -> None:
        """Starts a new dialogue."""
        self.agent.reset(seed=seed)

    def act(self, observation: Sequence[dict[str, str]]) -> str:
        """The agent's action."""
        return self.agent.act(observation)

    def observe(self, reward: float) -> None:
        """Scripted agents do not learn."""


def empathetic_reference() -> AgentPolicy:
    """The scripted ``empathetic`` agent, the sincere reference of the table."""
    from rlver_env.agents import make_agent

    return AgentPolicy(make_agent("empathetic"))
