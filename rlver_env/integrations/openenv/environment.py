"""One OpenEnv session: an ``EmpathyDialogue`` gym env behind OpenEnv's ``Environment`` API.

The server builds one :class:`EmpathyDialogueEnvironment` per WebSocket session (and a
throwaway one per stateless HTTP call), from the env id and keyword arguments it was started
with. A client picks the persona and difficulty of each dialogue at reset, and may change the
env's settings for that dialogue through ``env_kwargs``, within what the server allows.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Mapping
from typing import Any

import gymnasium as gym

from rlver_env.dialogue import format_transcript
from rlver_env.errors import RlverEnvError
from rlver_env.integrations.openenv import require_openenv

require_openenv("The OpenEnv environment")

from openenv.core.env_server.interfaces import Environment
from openenv.core.env_server.types import EnvironmentMetadata

from rlver_env.integrations.openenv.models import (
    DialogueAction,
    DialogueObservation,
    DialogueState,
)

logger = logging.getLogger(__name__)

#: Env keyword arguments a client may set at reset on any server: they change how a dialogue
#: is scored and ended, and reach nothing outside the server process.
CLIENT_OPTIONS: frozenset[str] = frozenset(
    {
        "rules",
        "difficulty",
        "think_mode",
        "reward_mode",
        "reward_scale",
        "format_penalty",
        "max_turns",
        "token_budget",
    }
)
#: Env keyword arguments that choose the personas, the simulator and its backend. They name
#: files and servers the server can reach, so a client may set them only where the server was
#: started with them allowed (``rlver-env serve --allow-client-backend``).
BACKEND_OPTIONS: frozenset[str] = frozenset(
    {"personas", "simulator", "simulator_kwargs", "backend", "base_url", "model"}
)
#: Env keyword arguments the server never takes: its observation carries both forms, and
#: rendering is a terminal's business.
NOT_SERVED: frozenset[str] = frozenset({"observation_format", "render_mode"})
#: The reset options of the gym env that a reset request may carry.
RESET_OPTIONS: tuple[str, ...] = ("persona", "difficulty")


class EmpathyDialogueEnvironment(Environment[DialogueAction, DialogueObservation, DialogueState]):
    """An ``EmpathyDialogue`` dialogue served through OpenEnv.

    Each instance owns one gym env, so sessions share nothing and may run concurrently.

    Args:
        env_id: The registered env id (``"EmpathyDialogue-v0"``, ``"EmpathyDialogue-Eval-v0"``,
            ...).
        env_kwargs: Keyword arguments for ``gym.make`` (``personas``, ``simulator``,
            ``backend``, ``think_mode``, ...): the server's defaults.
        client_options: The env keyword arguments a client may override at reset through
            ``env_kwargs`` (default :data:`CLIENT_OPTIONS`).

    Raises:
        ValueError: For keyword arguments the server does not take, or client options that
            are not env keyword arguments.
    """

    SUPPORTS_CONCURRENT_SESSIONS = True

    def __init__(
        self,
        env_id: str = "EmpathyDialogue-v0",
        env_kwargs: Mapping[str, Any] | None = None,
        client_options: frozenset[str] = CLIENT_OPTIONS,
    ) -> None:
        super().__init__()
        self.env_id = env_id
        self.env_kwargs = dict(env_kwargs or {})
        served = sorted(set(self.env_kwargs) & NOT_SERVED)
        if served:
            raise ValueError(
                f"the OpenEnv server does not take {served}: its observation has both forms"
            )
        unknown = sorted(set(client_options) - CLIENT_OPTIONS - BACKEND_OPTIONS)
        if unknown:
            raise ValueError(f"client_options {unknown} are not env options a client may set")
        self.client_options = frozenset(client_options)
        self._settings = dict(self.env_kwargs)
        self._env: gym.Env = gym.make(env_id, **self._settings)
        self._closed = False
        self._episode_id: str | None = None
        self._step_count = 0
        self._started = False
        self._done = False
        self._reason: str | None = None

    # ------------------------------------------------------------------ OpenEnv API
    def reset(
        self,
        seed: int | None = None,
        episode_id: str | None = None,
        persona: Any = None,
        difficulty: str | None = None,
        env_kwargs: Mapping[str, Any] | None = None,
        **kwargs: Any,
    ) -> DialogueObservation:
        """Starts a dialogue; the observation holds the user's opening words.

        Args:
            seed: Seeds the env (persona draw and simulator); the same seed and actions give
                the same dialogue as the in-process env.
            episode_id: A name for the dialogue, reported by ``state``.
            persona: A persona id or persona dict to talk to; drawn from the env's personas
                when ``None``.
            difficulty: ``"simple"``, ``"normal"`` or ``"hard"``; the env's own when ``None``.
            env_kwargs: Env settings for this dialogue on top of the server's, limited to
                :attr:`client_options`; a later reset without them returns to the server's.

        Raises:
            ValueError: For an unknown reset argument, or an env setting the server does not
                let clients change.
            RlverEnvError: If the session was closed, or the persona or simulator fails.
        """
        self._check_open()
        if kwargs:
            allowed = ["seed", "episode_id", *RESET_OPTIONS, "env_kwargs"]
            raise ValueError(f"unknown reset arguments {sorted(kwargs)}; allowed: {allowed}")
        self._use_settings(dict(env_kwargs or {}))
        options = {
            k: v for k, v in (("persona", persona), ("difficulty", difficulty)) if v is not None
        }
        self._started = False
        _, info = self._env.reset(seed=seed, options=options or None)
        self._started, self._done, self._reason = True, False, None
        self._episode_id = episode_id
        self._step_count = 0
        logger.debug("reset %s: persona %s, seed %s", episode_id, info.get("persona_id"), seed)
        return self._observation(info, reward=None, terminated=False, truncated=False)

    def step(
        self, action: DialogueAction, timeout_s: float | None = None, **kwargs: Any
    ) -> DialogueObservation:
        """Plays one agent turn and returns the user's answer, the reward and the appraisal.

        Args:
            action: The agent's turn.
            timeout_s: Accepted for OpenEnv's interface; a turn is bounded by the simulator
                backend's own timeouts and retries.

        Raises:
            gymnasium.error.ResetNeeded: Before the first reset or after the dialogue ended.
            TypeError: If ``action`` is not a :class:`DialogueAction`.
        """
        self._check_open()
        if kwargs:
            raise ValueError(f"unknown step arguments {sorted(kwargs)}")
        if not isinstance(action, DialogueAction):
            raise TypeError(f"an action must be a DialogueAction, got {type(action).__name__}")
        if not self._started or self._done:
            raise gym.error.ResetNeeded(
                "reset before stepping: the dialogue has not started or has ended"
                + (f" (reason {self._reason!r})" if self._reason else "")
            )
        _, reward, terminated, truncated, info = self._env.step(action.to_env_text())
        self._step_count += 1
        self._done = bool(terminated or truncated)
        self._reason = info.get("reason")
        return self._observation(
            info, reward=float(reward), terminated=terminated, truncated=truncated
        )

    @property
    def state(self) -> DialogueState:
        """The session's dialogue: persona, emotion, turns and whether it has ended."""
        dialogue = self._env.unwrapped.state if self._started and not self._closed else None
        return DialogueState(
            episode_id=self._episode_id,
            step_count=self._step_count,
            persona_id=dialogue.persona.id if dialogue is not None else None,
            emotion=int(dialogue.emotion) if dialogue is not None else None,
            difficulty=dialogue.difficulty if dialogue is not None else None,
            turn=int(dialogue.turn) if dialogue is not None else 0,
            done=self._done,
            reason=self._reason,
            settings=json_safe({"env_id": self.env_id, **self._settings}),
        )

    def get_metadata(self) -> EnvironmentMetadata:
        """The env's name, description and version, for ``/metadata``."""
        from rlver_env import __version__

        return EnvironmentMetadata(
            name=self.env_id,
            description=(
                "A dialogue with a simulated user with a hidden need; the reward is the change in "
                "the user's emotion, with the simulator's explanation (RLVER / SAGE)."
            ),
            version=__version__,
        )

    def close(self) -> None:
        """Closes the gym env (and its simulator); later calls raise."""
        if not self._closed:
            self._closed = True
            self._env.close()

    # ------------------------------------------------------------------ helpers
    def _check_open(self) -> None:
        if self._closed:
            raise RlverEnvError(
                "this session was closed by the server (idle past its session timeout, or the "
                "server is stopping); open a new connection"
            )

    def _use_settings(self, overrides: dict[str, Any]) -> None:
        """Rebuilds the gym env when this dialogue's settings differ from the current ones."""
        refused = sorted(set(overrides) - self.client_options)
        if refused:
            allowed = sorted(self.client_options) or "none"
            raise ValueError(
                f"env_kwargs {refused} cannot be set by a client on this server (allowed: {allowed})"
            )
        settings = {**self.env_kwargs, **overrides}
        if settings == self._settings:
            return
        env = gym.make(self.env_id, **settings)  # fails before the old env is touched
        self._env.close()
        self._env, self._settings = env, settings

    def _observation(
        self, info: dict[str, Any], reward: float | None, terminated: bool, truncated: bool
    ) -> DialogueObservation:
        dialogue = self._env.unwrapped.state
        messages = [{"role": m["role"], "content": m["content"]} for m in dialogue.messages]
        appraisal = info.get("appraisal") or {}
        return DialogueObservation(
            messages=messages,
            transcript=format_transcript(messages),
            user_text=str(info.get("user_text", "")),
            emotion=int(info["emotion"]),
            emotion_delta=int(info.get("emotion_delta", 0)),
            turn=int(info["turn"]),
            persona_id=str(info["persona_id"]),
            explanation=appraisal.get("explanation"),
            format_ok=info.get("format_ok"),
            format_error=info.get("format_error"),
            terminated=bool(terminated),
            truncated=bool(truncated),
            reason=info.get("reason"),
            info=json_safe(info),
            done=bool(terminated or truncated),
            reward=reward,
        )


def json_safe(value: Any) -> Any:
    """The value with tuples as lists, NumPy values as Python ones and other objects as text.

    Non-finite floats become ``None``: JSON has no NaN.
    """
    if value is None or isinstance(value, (str, bool, int)):
        return value
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if isinstance(value, Mapping):
        return {str(k): json_safe(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [json_safe(v) for v in value]
    tolist = getattr(value, "tolist", None)
    if callable(tolist):  # a NumPy scalar or array
        return json_safe(tolist())
    return str(value)
