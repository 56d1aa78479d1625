"""The client of the OpenEnv server: one dialogue session over a WebSocket.

:class:`EmpathyDialogueClient` is an OpenEnv :class:`~openenv.core.env_client.EnvClient`, so it
is async, and ``.sync()`` gives the blocking form::

    from rlver_env.integrations.openenv.client import EmpathyDialogueClient
    from rlver_env.integrations.openenv.models import DialogueAction

    with EmpathyDialogueClient(base_url="http://127.0.0.1:8000").sync() as env:
        result = env.reset(seed=0, persona="work-maya-launch")
        while not result.done:
            result = env.step(DialogueAction(think="She is scared.", say="That sounds hard."))
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rlver_env.errors import SessionError
from rlver_env.integrations.openenv import require_openenv

require_openenv("The OpenEnv client")

from openenv.core.client_types import StepResult
from openenv.core.env_client import EnvClient

from rlver_env.integrations.openenv.models import (
    DialogueAction,
    DialogueObservation,
    DialogueState,
)


class EmpathyDialogueClient(EnvClient[DialogueAction, DialogueObservation, DialogueState]):
    """A dialogue session with ``rlver-env serve``.

    ``reset(seed=..., persona=..., difficulty=..., env_kwargs=..., episode_id=...)`` starts a
    dialogue; ``step`` takes a :class:`DialogueAction`, the policy's raw text, or a dict. A message the
    server rejects (a malformed action, a step after the end) raises
    :class:`~rlver_env.errors.SessionError` with the server's reason, and the session stays
    usable.

    Args:
        base_url: The server, ``http://host:port`` (or ``ws://``).
        **kwargs: OpenEnv's client options (``connect_timeout_s``, ``message_timeout_s``, ...).
    """

    def _step_payload(self, action: DialogueAction | str | Mapping[str, Any]) -> dict[str, Any]:
        """The action as the server's ``step`` message carries it.

        A string is the policy's raw text; a mapping is sent as it is, for the server to
        validate.
        """
        if isinstance(action, str):
            action = DialogueAction(text=action)
        if isinstance(action, Mapping):
            return dict(action)
        if not isinstance(action, DialogueAction):
            raise TypeError(
                f"an action is a DialogueAction, a string or a mapping, got {type(action).__name__}"
            )
        return action.model_dump(exclude_none=True)

    def _parse_result(self, payload: dict[str, Any]) -> StepResult[DialogueObservation]:
        """The server's observation message as a step result."""
        observation = DialogueObservation(
            **payload.get("observation", {}),
            reward=payload.get("reward"),
            done=bool(payload.get("done", False)),
        )
        return StepResult(observation=observation, reward=observation.reward, done=observation.done)

    def _parse_state(self, payload: dict[str, Any]) -> DialogueState:
        """The server's state message as a :class:`DialogueState`."""
        return DialogueState.model_validate(payload)

    async def _send_and_receive(self, message: dict[str, Any]) -> dict[str, Any]:
        """Sends a message; raises :class:`SessionError` with the reason when it is refused.

        OpenEnv's client keeps only the error's headline; this one also names each invalid
        field, so a malformed action says what is wrong with it. When the server has closed
        the connection (at capacity it answers the connection with an error and closes it),
        the error it left is raised instead of a bare connection error.
        """
        from websockets.exceptions import ConnectionClosed

        try:
            await self._send(message)
            response = await self._receive()
        except ConnectionClosed as closed:
            response = await self._left_error()
            if response is None:
                raise SessionError(
                    f"the server closed the session ({closed}); open a new connection",
                    "SESSION_CLOSED",
                ) from closed
        if response.get("type") == "error":
            raise _session_error(message.get("type"), response.get("data", {}))
        return response

    async def _left_error(self) -> dict[str, Any] | None:
        """The error message the server sent before closing the connection, if any."""
        from websockets.exceptions import ConnectionClosed

        try:
            response = await self._receive()
        except (ConnectionClosed, TimeoutError, ValueError):
            return None
        return response if response.get("type") == "error" else None


def _session_error(kind: Any, data: dict[str, Any]) -> SessionError:
    errors = list(data.get("errors") or [])
    details = "; ".join(
        (".".join(str(p) for p in e["loc"]) + ": " if e.get("loc") else "") + str(e.get("msg"))
        for e in errors
    )
    code = str(data.get("code", "UNKNOWN"))
    text = str(data.get("message", "unknown error")) + (f": {details}" if details else "")
    return SessionError(f"the server refused the {kind!r} message: {text} ({code})", code, errors)
