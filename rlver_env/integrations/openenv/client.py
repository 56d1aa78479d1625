"""The client of the OpenEnv server: one dialogue session over a WebSocket.

:class:`EmpathyDialogueClient` is an OpenEnv :class:`~openenv.core.env_client.EnvClient`, so it
is async, and ``.sync()`` gives the blocking form::

    from rlver_env.integrations.openenv.client import EmpathyDialogueClient
    from rlver_env.integrations.openenv.models import DialogueAction

    with EmpathyDialogueClient(base_url="http://127.0.0.1:8000").sync() as env:
        result = env.reset(seed=0, persona="work-maya-launch")
        while not result.done:
            result = env.step(DialogueAction(think="She is scared.", say="That sounds hard."))

A dialogue lives on one connection. OpenEnv's protocol carries no request ids, so a reply that
arrives after its request timed out would be read as the answer to the next request, and every
answer after it would be one behind. OpenEnv 0.10's client closes the connection when a reply
times out (or the wait is cancelled), so a late reply has nowhere to land; the server ends that
session. This client builds on that: the timeout's error says the dialogue was lost with its
connection, and until a ``reset`` starts a new dialogue (on a new connection), ``step`` and
``state`` raise :class:`~rlver_env.errors.SessionError` (``SESSION_CLOSED``) instead of
quietly talking to a fresh session that has no dialogue.
"""

from __future__ import annotations

import asyncio
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
    usable. A reply that does not come within ``message_timeout_s`` raises
    :class:`asyncio.TimeoutError` and loses the dialogue (see the module's docstring); so does a
    connection the server closed (:class:`SessionError`, ``SESSION_CLOSED``).

    Args:
        base_url: The server, ``http://host:port`` (or ``ws://``).
        **kwargs: OpenEnv's client options (``connect_timeout_s``, ``message_timeout_s`` (60 s
            by default: give a turn of a slow LLM simulator the time its backend's timeout and
            retries take), ...).
    """

    #: Why the dialogue was lost with its connection, until the next reset; ``None`` if it was not.
    _lost: str | None = None

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
        the error it left is raised instead of a bare connection error. After a timeout or a
        closed connection, only a ``reset`` is sent (see the module's docstring).
        """
        from websockets.exceptions import ConnectionClosed

        kind = message.get("type")
        if kind == "reset":
            self._lost = None  # a new dialogue; OpenEnv reconnects if the connection is gone
        elif self._lost is not None:
            raise SessionError(
                f"cannot send {kind!r}: the dialogue was lost with its connection "
                f"({self._lost}); reset to start a new one",
                "SESSION_CLOSED",
            )
        try:
            await self._send(message)
            response = await self._receive()
        except ConnectionClosed as closed:
            response = await self._left_error()
            if response is None:
                self._lost = "the server closed it"
                raise SessionError(
                    f"the server closed the session ({closed}); reset to start a new dialogue "
                    "on a new connection",
                    "SESSION_CLOSED",
                ) from closed
        except (asyncio.TimeoutError, asyncio.CancelledError) as stopped:
            # OpenEnv has dropped the connection, so the late reply cannot answer a later
            # request; the server ends the session, and its dialogue with it.
            if isinstance(stopped, asyncio.CancelledError):
                self._lost = f"the wait for the reply to {kind!r} was cancelled"
                raise
            self._lost = f"no reply to {kind!r} within {self._message_timeout} s"
            raise asyncio.TimeoutError(
                f"no reply to the {kind!r} message within message_timeout_s="
                f"{self._message_timeout} s; the connection was closed so that the late reply "
                "cannot answer a later request, and the dialogue ended with it: reset to start "
                "a new one"
            ) from stopped
        if response.get("type") == "error":
            raise _session_error(kind, response.get("data", {}))
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
