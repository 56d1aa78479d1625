"""The wire models of the OpenEnv server: the agent's action, the observation and the state.

They are Pydantic models (OpenEnv's :class:`~openenv.core.env_server.types.Action`,
``Observation`` and ``State``), so the server validates every message against them and
publishes their JSON Schema at ``/schema``.
"""

from __future__ import annotations

from typing import Any

from rlver_env.integrations.openenv import require_openenv

require_openenv("The OpenEnv models")

from openenv.core.env_server.types import Action, Observation, State
from pydantic import Field, field_validator, model_validator
from pydantic_core import PydanticCustomError


class DialogueAction(Action):
    """One agent turn: a private thought and what the user hears, or the policy's raw text.

    Give ``say`` (and optionally ``think``), or give ``text``, the policy's raw output, which
    the env's action parser splits itself (``<think>...</think>`` before the reply). ``think``
    and ``say`` are sent to the env as ``<think>think</think>say``, so they are parsed, and
    judged for format, exactly as raw text would be.

    Attributes:
        say: What the user hears.
        think: The private thought before the reply; the user never sees it.
        text: The policy's raw output, instead of ``think`` and ``say``.
    """

    say: str | None = Field(default=None, description="What the user hears (the reply).")
    think: str | None = Field(
        default=None, description="The private thought before the reply; the user never sees it."
    )
    text: str | None = Field(
        default=None,
        description=(
            "The policy's raw output ('<think>...</think>reply' or a bare reply), parsed by the "
            "env; give it instead of think and say."
        ),
    )

    @model_validator(mode="after")
    def _one_form(self) -> DialogueAction:
        # A PydanticCustomError, not a ValueError: OpenEnv sends the validation errors back as
        # JSON, and a ValueError in their context cannot be serialised.
        if self.text is not None and (self.say is not None or self.think is not None):
            raise PydanticCustomError(
                "action_form", "give either 'text' or 'say' (with an optional 'think'), not both"
            )
        if self.text is None and self.say is None:
            raise PydanticCustomError(
                "action_form",
                "an action needs 'say' (what the user hears, with an optional 'think') or "
                "'text' (the policy's raw output)",
            )
        return self

    def to_env_text(self) -> str:
        """The action as the env's action parser takes it."""
        if self.text is not None:
            return self.text
        assert self.say is not None  # the validator guarantees one form
        if self.think is None:
            return self.say
        return f"<think>{self.think}</think>{self.say}"


class DialogueObservation(Observation):
    """What the agent sees after a reset or a turn, with the env's ``info``.

    ``done`` is ``terminated or truncated``; ``reward`` is the turn's reward (``None`` after a
    reset). ``messages`` is what a policy should be shown; ``info`` is the env's full ``info``
    dict (it holds the hidden need, for logging and analysis, not for the policy's prompt).

    Attributes:
        messages: The dialogue as chat messages, user first; agent turns without thoughts.
        transcript: The same dialogue as ``"User: ...\\n\\nAgent: ..."`` text.
        user_text: The user's latest words.
        emotion: The user's emotion after this turn (0-100).
        emotion_delta: The change this turn.
        turn: Agent turns taken.
        persona_id: The persona being played.
        explanation: The simulator's appraisal of the last reply: why the emotion moved.
        format_ok: Whether the last action followed the think mode's format (``None`` after a
            reset).
        format_error: Why the format was wrong.
        terminated: The dialogue ended (success, failure or goodbye).
        truncated: The dialogue was cut off (turn cap, token budget or simulator error).
        reason: Why it ended: ``success``, ``failure``, ``goodbye``, ``max_turns``,
            ``budget`` or ``simulator_error``; ``None`` while it runs.
        info: The env's ``info`` dict, JSON-safe.
    """

    messages: list[dict[str, str]] = Field(
        default_factory=list, description="The dialogue as chat messages, user first."
    )
    transcript: str = Field(
        default="", description="The dialogue as 'User: ...' / 'Agent: ...' text."
    )
    user_text: str = Field(default="", description="The user's latest words.")
    emotion: int = Field(default=0, description="The user's emotion after this turn (0-100).")
    emotion_delta: int = Field(default=0, description="The emotion change this turn.")
    turn: int = Field(default=0, description="Agent turns taken.")
    persona_id: str = Field(default="", description="The persona being played.")
    explanation: str | None = Field(
        default=None, description="The simulator's appraisal of the last reply."
    )
    format_ok: bool | None = Field(
        default=None, description="Whether the last action followed the think mode's format."
    )
    format_error: str | None = Field(default=None, description="Why the format was wrong.")
    terminated: bool = Field(default=False, description="Ended: success, failure or goodbye.")
    truncated: bool = Field(
        default=False, description="Cut off: max_turns, budget or simulator_error."
    )
    reason: str | None = Field(
        default=None, description="Why the dialogue ended; null while it runs."
    )
    info: dict[str, Any] = Field(default_factory=dict, description="The env's info dict.")

    @field_validator("messages")
    @classmethod
    def _chat_messages(cls, messages: list[dict[str, str]]) -> list[dict[str, str]]:
        for message in messages:
            if set(message) != {"role", "content"}:
                raise ValueError(
                    f"a message has exactly 'role' and 'content', got {sorted(message)}"
                )
        return messages


class DialogueState(State):
    """The session's dialogue, as ``/state`` (and the WebSocket ``state`` message) reports it.

    Attributes:
        persona_id: The persona being played; ``None`` before the first reset.
        emotion: The user's emotion now; ``None`` before the first reset.
        difficulty: The dialogue's difficulty; ``None`` before the first reset.
        turn: Agent turns taken.
        done: Whether the dialogue has ended.
        reason: Why it ended, if it did.
        settings: The env's settings this dialogue runs with (its id and keyword arguments).
    """

    persona_id: str | None = Field(default=None, description="The persona being played.")
    emotion: int | None = Field(default=None, description="The user's emotion now.")
    difficulty: str | None = Field(default=None, description="The dialogue's difficulty.")
    turn: int = Field(default=0, description="Agent turns taken.")
    done: bool = Field(default=False, description="Whether the dialogue has ended.")
    reason: str | None = Field(default=None, description="Why it ended, if it did.")
    settings: dict[str, Any] = Field(
        default_factory=dict, description="The env id and keyword arguments of this dialogue."
    )
