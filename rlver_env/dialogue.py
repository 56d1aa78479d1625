"""The data of one dialogue: its state, its turns, and the simulator's appraisals."""

from __future__ import annotations

import dataclasses
from typing import Any

import numpy as np

from rlver_env.personas.model import Persona
from rlver_env.rules import EmotionRules


@dataclasses.dataclass(frozen=True)
class RuleHit:
    """One named reason for an emotion change, with its points.

    Attributes:
        name: A stable rule name, e.g. ``"need_fit"`` or ``"penalty:dismissive"``.
        points: The rule's contribution to the change (after modifiers).
        detail: What in the reply triggered it.
    """

    name: str
    points: float
    detail: str = ""

    def to_dict(self) -> dict[str, Any]:
        """Returns a JSON-compatible dict."""
        return {"name": self.name, "points": round(float(self.points), 3), "detail": self.detail}


@dataclasses.dataclass(frozen=True)
class Appraisal:
    """The simulator's verdict on one agent reply: the change and its explanation.

    Attributes:
        delta: The proposed integer emotion change, before the rules clamp it.
        explanation: Prose: what the reply did and how the user feels about it.
        hits: The rule hits whose points sum to ``delta`` (rule simulator); empty otherwise.
        fields: Structured parts of the appraisal (an LLM simulator's ``analysis`` etc.).
    """

    delta: int
    explanation: str
    hits: tuple[RuleHit, ...] = ()
    fields: dict[str, Any] = dataclasses.field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        """Returns a JSON-compatible dict."""
        return {
            "delta": int(self.delta),
            "explanation": self.explanation,
            "hits": [h.to_dict() for h in self.hits],
            "fields": dict(self.fields),
        }


@dataclasses.dataclass(frozen=True)
class Turn:
    """One completed exchange: the agent's turn and the user's answer."""

    index: int
    thought: str | None
    reply: str
    format_ok: bool
    appraisal: Appraisal
    emotion_before: int
    emotion_after: int
    user_text: str
    goodbye: bool

    def to_dict(self) -> dict[str, Any]:
        """Returns a JSON-compatible dict."""
        return {
            "index": self.index,
            "thought": self.thought,
            "reply": self.reply,
            "format_ok": self.format_ok,
            "appraisal": self.appraisal.to_dict(),
            "emotion_before": self.emotion_before,
            "emotion_after": self.emotion_after,
            "user_text": self.user_text,
            "goodbye": self.goodbye,
        }


@dataclasses.dataclass
class DialogueState:
    """Everything a simulator may read about one running dialogue.

    The env owns it; simulators read it and may keep their own notes in ``sim_state``.

    Attributes:
        persona: The simulated user.
        rules: The emotion rules in force.
        difficulty: ``"simple"``, ``"normal"`` or ``"hard"``.
        emotion: The current emotion (0-100).
        rng: The generator the simulator draws from (the env's ``np_random``).
        messages: The dialogue as chat messages, user first; assistant turns hold replies only.
        turns: The completed exchanges.
        sim_state: The simulator's private notes about this dialogue.
    """

    persona: Persona
    rules: EmotionRules
    difficulty: str
    emotion: int
    rng: np.random.Generator
    messages: list[dict[str, str]] = dataclasses.field(default_factory=list)
    turns: list[Turn] = dataclasses.field(default_factory=list)
    sim_state: dict[str, Any] = dataclasses.field(default_factory=dict)

    @property
    def turn(self) -> int:
        """The number of completed agent turns."""
        return len(self.turns)

    @property
    def last_user_text(self) -> str:
        """The user's most recent words ("" before the opening)."""
        for message in reversed(self.messages):
            if message["role"] == "user":
                return message["content"]
        return ""

    @property
    def agent_replies(self) -> list[str]:
        """The agent's earlier replies, oldest first."""
        return [t.reply for t in self.turns]
