"""The OpenEnv server: ``EmpathyDialogue`` over HTTP and WebSocket.

:func:`create_app` returns a FastAPI app with OpenEnv's routes (``/ws``, ``/reset``, ``/step``,
``/state``, ``/schema``, ``/metadata``, ``/health``, and OpenEnv's MCP and task routes, which
this env, with no tools and no task list, answers as such) and one of its own, ``/sessions``.
Every WebSocket connection is a session with an env of its own, up to ``max_concurrent_envs``
at once; a session whose client has gone quiet for ``session_timeout_s`` is closed by OpenEnv's
reaper, and a closed connection ends its session at once, logged by
:class:`~rlver_env.integrations.openenv.connection_log.ConnectionLog` (a warning only when the
close was abnormal). OpenEnv's HTTP ``/reset`` and ``/step`` are stateless (each runs on a fresh
env): ``/reset`` shows an opening, while a dialogue is played over ``/ws``
(:class:`~rlver_env.integrations.openenv.client.EmpathyDialogueClient`).
"""

from __future__ import annotations

import copy
import functools
import socket
from collections.abc import Mapping
from typing import Any

import gymnasium as gym

from rlver_env.errors import RlverEnvError
from rlver_env.integrations.openenv import (
    DEFAULT_MAX_SESSIONS,
    DEFAULT_SESSION_TIMEOUT_S,
    require_openenv,
)

require_openenv("The OpenEnv server")

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse
from openenv.core.env_server.http_server import HTTPEnvServer
from openenv.core.env_server.types import ConcurrencyConfig

from rlver_env.integrations.openenv.connection_log import ConnectionLog
from rlver_env.integrations.openenv.environment import (
    CLIENT_OPTIONS,
    EmpathyDialogueEnvironment,
)
from rlver_env.integrations.openenv.models import (
    DialogueAction,
    DialogueObservation,
    DialogueState,
)

_STATELESS_HINT = (
    "OpenEnv's HTTP /reset and /step are stateless (each runs on a fresh env); play a dialogue "
    "over the WebSocket session at /ws (rlver_env.integrations.openenv.client.EmpathyDialogueClient)"
)


def create_app(
    env_id: str = "EmpathyDialogue-v0",
    env_kwargs: Mapping[str, Any] | None = None,
    *,
    client_options: frozenset[str] = CLIENT_OPTIONS,
    max_concurrent_envs: int = DEFAULT_MAX_SESSIONS,
    session_timeout_s: float | None = DEFAULT_SESSION_TIMEOUT_S,
) -> FastAPI:
    """Returns the FastAPI app that serves ``env_id`` through OpenEnv.

    The settings are checked by building one env before the app is returned, so a bad persona
    source or simulator option fails here, not at the first connection.

    Args:
        env_id: The registered env id each session plays.
        env_kwargs: ``gym.make`` keyword arguments of every session (personas, simulator,
            backend, think mode, ...).
        client_options: The env keyword arguments a client may override at reset (see
            :mod:`rlver_env.integrations.openenv.environment`).
        max_concurrent_envs: The most sessions at once; a connection past it gets a
            ``CAPACITY_REACHED`` error.
        session_timeout_s: Seconds of silence after which a session is closed; ``None``
            keeps idle sessions until their connection closes.

    Returns:
        The app; ``app.state.openenv_server`` is OpenEnv's :class:`HTTPEnvServer` behind it.

    Raises:
        ValueError: For a bad limit or env option.
        RlverEnvError: If the env cannot be built with these settings.
    """
    if max_concurrent_envs < 1:
        raise ValueError(f"max_concurrent_envs must be at least 1, got {max_concurrent_envs}")
    if session_timeout_s is not None and not session_timeout_s > 0:
        raise ValueError(f"session_timeout_s must be positive or None, got {session_timeout_s}")
    factory = functools.partial(
        EmpathyDialogueEnvironment,
        env_id=env_id,
        env_kwargs=dict(env_kwargs or {}),
        client_options=frozenset(client_options),
    )
    factory().close()  # fail now on bad settings

    from rlver_env import __version__

    app = FastAPI(
        title=f"rlver-env OpenEnv server: {env_id}",
        version=__version__,
        description="Empathetic dialogue with a simulated user; the reward is the user's emotion change.",
    )
    server = HTTPEnvServer(
        factory,
        DialogueAction,
        DialogueObservation,
        concurrency_config=ConcurrencyConfig(
            max_concurrent_envs=max_concurrent_envs, session_timeout=session_timeout_s
        ),
        env_name=env_id,
        state_cls=DialogueState,  # so /state and /schema publish the dialogue's fields
    )
    server.register_routes(app)
    app.state.openenv_server = server
    app.add_middleware(ConnectionLog, path="/ws")

    @app.get("/sessions", tags=["Health"], summary="Open sessions and the limits")
    async def sessions() -> dict[str, Any]:
        """How many sessions are open, the most allowed, and the idle timeout."""
        return {
            "active_sessions": server.active_sessions,
            "max_sessions": server.max_concurrent_envs,
            "session_timeout_s": session_timeout_s,
        }

    app.add_exception_handler(gym.error.ResetNeeded, _reset_needed)
    for error in (RlverEnvError, gym.error.Error, ValueError, TypeError):
        app.add_exception_handler(error, _bad_request)
    return app


async def _reset_needed(request: Request, exc: Exception) -> JSONResponse:
    return JSONResponse(status_code=409, content={"detail": f"{exc}. {_STATELESS_HINT}"})


async def _bad_request(request: Request, exc: Exception) -> JSONResponse:
    return JSONResponse(status_code=400, content={"detail": str(exc) or type(exc).__name__})


def listen(host: str = "127.0.0.1", port: int = 8000) -> socket.socket:
    """A listening TCP socket on ``host:port`` (port 0: a free one), for :func:`run`.

    Binding before uvicorn starts turns a port in use into one ``OSError`` that names it.

    Raises:
        OSError: If the address cannot be bound.
    """
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((host, port))
        sock.listen(2048)
    except OSError as exc:
        sock.close()
        raise OSError(exc.errno, f"cannot listen on {host}:{port}: {exc.strerror}") from None
    return sock


def run(app: FastAPI, sock: socket.socket, log_level: str = "info") -> None:
    """Serves ``app`` with uvicorn on ``sock`` until interrupted, then closes the socket.

    Like ``uvicorn.run``, it sets up logging for the server process: uvicorn's own, and the
    ``rlver_env`` loggers (a connection that closed abnormally, a simulator backend that
    failed) through uvicorn's handler, at the same level.

    Args:
        app: The app from :func:`create_app`.
        sock: A listening socket, from :func:`listen`.
        log_level: The log level (``"critical"``, ``"error"``, ``"warning"``, ``"info"`` or
            ``"debug"``).
    """
    import uvicorn

    try:
        config = uvicorn.Config(app, log_level=log_level, log_config=log_config(log_level))
        uvicorn.Server(config).run(sockets=[sock])
    finally:
        sock.close()


def log_config(log_level: str) -> dict[str, Any]:
    """uvicorn's logging configuration, with the ``rlver_env`` loggers on its handler."""
    from uvicorn.config import LOGGING_CONFIG

    config = copy.deepcopy(LOGGING_CONFIG)
    config["loggers"]["rlver_env"] = {
        "handlers": ["default"],
        "level": log_level.upper(),
        "propagate": False,
    }
    return config
