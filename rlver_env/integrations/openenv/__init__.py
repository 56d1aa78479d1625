"""``EmpathyDialogue`` as an OpenEnv environment: a server, its wire models and a client.

`OpenEnv <https://github.com/meta-pytorch/OpenEnv>`_ is the HTTP/WebSocket interface that TRL,
torchforge, SkyRL, Unsloth, ART and Oumi train against. ``rlver-env serve`` (or
:func:`rlver_env.integrations.openenv.server.create_app`) serves the env; each WebSocket
connection is one dialogue session with an env of its own, and
:class:`rlver_env.integrations.openenv.client.EmpathyDialogueClient` talks to it.

The modules of this package import ``openenv`` (``pip install 'rlver-env[openenv]'``, OpenEnv
0.10.x); importing the package itself does not. :func:`require_openenv` raises
:class:`~rlver_env.errors.MissingDependencyError`, naming the extra, when it or a package its
server and client import is missing.
"""

from __future__ import annotations

import importlib.util

from rlver_env.errors import MissingDependencyError

#: The pip extra that installs the OpenEnv server and client.
OPENENV_EXTRA = "openenv"
#: Sessions served at once by default.
DEFAULT_MAX_SESSIONS = 64
#: Seconds a session may sit idle before the reaper closes it, by default.
DEFAULT_SESSION_TIMEOUT_S = 600.0
#: The modules OpenEnv's server and client import: its own, its web stack, and the MCP client
#: that ``openenv.core.env_server.http_server`` imports whether or not an env has tools.
OPENENV_MODULES: tuple[str, ...] = ("openenv", "fastapi", "uvicorn", "websockets", "fastmcp", "mcp")


def require_openenv(purpose: str) -> None:
    """Raises :class:`MissingDependencyError` naming the extra if ``openenv`` is missing.

    Args:
        purpose: What needs it, for the message (e.g. ``"rlver-env serve"``).
    """
    for package in OPENENV_MODULES:
        if importlib.util.find_spec(package) is None:
            raise MissingDependencyError(package, OPENENV_EXTRA, purpose)
