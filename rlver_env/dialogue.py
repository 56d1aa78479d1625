"""The data of one dialogue (its state, its turns, the simulator's appraisals) and its text renderings:
the plain transcript and the ANSI view with an emotion bar."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from rlver_env.personas.model import Persona
from rlver_env.rules import EmotionRules, emotion_band


_TEXT_TRANSCRIPT = "expected the dialogue as chat messages (observation_format='messages'), not a text transcript"


def user_texts(messages: Sequence[Mapping[str, Any]]) -> list[str]:
    """The user's messages of a chat-message dialogue, oldest first.

    Raises:
        TypeError: If ``messages`` is a text transcript (``observation_format="text"``).
    """
    if isinstance(messages, str):
        raise TypeError(_TEXT_TRANSCRIPT)
    return [str(m["content"]) for m in messages if m.get("role") == "user"]


def last_user_text(messages: Sequence[Mapping[str, Any]], strict: bool = False) -> str:
    """The user's latest message of a chat-message dialogue (``""`` when there is none).

    Args:
        messages: The dialogue as chat messages (an observation in the ``messages`` format).
        strict: Raise instead of returning ``""`` when there is no user message.

    Raises:
        TypeError: If ``messages`` is a text transcript (``observation_format="text"``).
        ValueError: With ``strict``, when the dialogue holds no user message.
    """
    if isinstance(messages, str):
        raise TypeError(_TEXT_TRANSCRIPT)
    for message in reversed(messages):
        if message.get("role") == "user":
            return str(message["content"])
    if strict:
        raise ValueError("the dialogue holds no user message")
    return ""


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
        return last_user_text(self.messages)

    @property
    def agent_replies(self) -> list[str]:
        """The agent's earlier replies, oldest first."""
        return [t.reply for t in self.turns]


ROLE_LABELS = {"user": "User", "assistant": "Agent", "system": "System"}


def format_transcript(messages: Sequence[dict[str, str]]) -> str:
    """Formats chat messages as ``"User: ...\\n\\nAgent: ..."``."""
    return "\n\n".join(f"{ROLE_LABELS.get(m['role'], m['role'])}: {m['content']}" for m in messages)


def emotion_bar(emotion: int, width: int = 20) -> str:
    """A fixed-width bar such as ``[########------------]  40 B``."""
    filled = max(0, min(width, round(emotion / 100 * width)))
    return f"[{'#' * filled}{'-' * (width - filled)}] {emotion:3d} {emotion_band(emotion)}"


def render_ansi(
    messages: Sequence[dict[str, str]],
    emotions: Sequence[int],
    persona_name: str,
    appraisal: str | None = None,
    end_reason: str | None = None,
) -> str:
    """The transcript, with the emotion bar after each user turn and the last appraisal.

    Args:
        messages: The dialogue, user first.
        emotions: The emotion after each user turn (same count as user messages).
        persona_name: Shown as the user's label.
        appraisal: The simulator's last explanation, if any.
        end_reason: Why the dialogue ended, if it did.
    """
    lines: list[str] = []
    user_index = 0
    for message in messages:
        if message["role"] == "user":
            emotion = emotions[min(user_index, len(emotions) - 1)] if emotions else 0
            lines.append(f"\x1b[1m{persona_name}\x1b[0m {emotion_bar(emotion)}")
            lines.append(f"  {message['content']}")
            user_index += 1
        else:
            lines.append("\x1b[1mAgent\x1b[0m")
            lines.append(f"  {message['content']}")
    if appraisal:
        lines.append(f"\x1b[2m(appraisal) {appraisal}\x1b[0m")
    if end_reason:
        lines.append(f"-- dialogue ended: {end_reason} --")
    return "\n".join(lines) + "\n"
