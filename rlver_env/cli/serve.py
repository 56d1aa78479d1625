"""``rlver-env serve``: the env as an OpenEnv server, for TRL, torchforge, SkyRL and others.

Each WebSocket connection to ``/ws`` is one dialogue session with an env of its own. The flags
set every session's env (its id, personas, rules, simulator and backend); a client picks the
persona and difficulty of each dialogue at reset, and may change the scoring settings
(``env_kwargs``), or with ``--allow-client-backend`` also the personas and simulator::

    rlver-env serve --port 8000 --max-sessions 64
    rlver-env serve --env-id EmpathyDialogue-Eval-v0 --simulator llm --backend openai \\
        --base-url http://127.0.0.1:8001/v1 --model Qwen/Qwen2.5-72B-Instruct

Needs the ``openenv`` extra (``pip install 'rlver-env[openenv]'``).
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from rlver_env.action_parser import THINK_MODES
from rlver_env.cli.arguments import positive_int
from rlver_env.cli.simulator_args import add_simulator_arguments, llm_settings
from rlver_env.errors import RlverEnvError
from rlver_env.integrations.openenv import (
    DEFAULT_MAX_SESSIONS,
    DEFAULT_SESSION_TIMEOUT_S,
    require_openenv,
)


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    """Registers ``serve``."""
    parser = subparsers.add_parser(
        "serve",
        help="serve the env over HTTP and WebSocket (OpenEnv), for RL frameworks",
        description=(
            "Serve the env as an OpenEnv server: one dialogue session per WebSocket connection "
            "to /ws, plus /reset, /step, /state, /schema, /health and /sessions."
        ),
    )
    parser.add_argument(
        "--host", default="127.0.0.1", help="interface to listen on (default: %(default)s)"
    )
    parser.add_argument(
        "--port", type=int, default=8000, help="TCP port; 0: a free one (default: %(default)s)"
    )
    parser.add_argument(
        "--env-id",
        default="EmpathyDialogue-v0",
        metavar="ID",
        help="registered env id (default: %(default)s)",
    )
    parser.add_argument(
        "--personas",
        metavar="SOURCE",
        default=None,
        help="persona source: bundled:train|test|all, a .json/.jsonl file or a folder (default: the env id's)",
    )
    parser.add_argument(
        "--rules",
        choices=("sage", "rlver"),
        default=None,
        help="emotion rules (default: the env id's)",
    )
    parser.add_argument(
        "--difficulty",
        choices=("simple", "normal", "hard"),
        default=None,
        help="every user's difficulty (default: the env id's, else each persona's own)",
    )
    parser.add_argument(
        "--think-mode",
        choices=THINK_MODES,
        default=None,
        help="whether a thought must precede the reply",
    )
    parser.add_argument(
        "--max-turns", type=positive_int, default=None, metavar="N", help="override the turn cap"
    )
    parser.add_argument(
        "--token-budget",
        type=positive_int,
        default=None,
        metavar="N",
        help="end a dialogue after N simulator tokens",
    )
    parser.add_argument(
        "--reward-mode", choices=("dense", "sparse"), default=None, help="dense (default) or sparse"
    )
    add_simulator_arguments(parser, help="the simulated user", replicas=True, extra_kwargs=True)
    parser.add_argument(
        "--max-sessions",
        type=positive_int,
        default=DEFAULT_MAX_SESSIONS,
        metavar="N",
        help="the most dialogue sessions at once (default: %(default)s)",
    )
    parser.add_argument(
        "--session-timeout",
        type=float,
        default=DEFAULT_SESSION_TIMEOUT_S,
        metavar="SECONDS",
        help="close a session idle this long; 0: never (default: %(default)s)",
    )
    parser.add_argument(
        "--allow-client-backend",
        action="store_true",
        help="let clients choose personas, simulator and backend at reset (they name files and servers)",
    )
    parser.add_argument(
        "--log-level",
        choices=("critical", "error", "warning", "info", "debug"),
        default="info",
        help="the server's log level (default: %(default)s)",
    )
    parser.set_defaults(handler=run)


def env_kwargs_from_args(args: argparse.Namespace) -> dict[str, Any]:
    """The ``gym.make`` keyword arguments the flags ask for (only those given).

    Raises:
        RlverEnvError: For LLM simulator flags given with ``--simulator rule``.
    """
    kwargs: dict[str, Any] = {
        key: value
        for key, value in (
            ("personas", args.personas),
            ("rules", args.rules),
            ("difficulty", args.difficulty),
            ("think_mode", args.think_mode),
            ("max_turns", args.max_turns),
            ("token_budget", args.token_budget),
            ("reward_mode", args.reward_mode),
        )
        if value is not None
    }
    settings = llm_settings(args)
    if settings is None:
        return kwargs
    kwargs["simulator"] = "llm"
    # backend, base_url and model are the env's own shortcuts; the rest goes to the simulator.
    for key in ("backend", "base_url", "model"):
        if key in settings:
            kwargs[key] = settings.pop(key)
    if settings:
        kwargs["simulator_kwargs"] = settings
    return kwargs


def run(args: argparse.Namespace) -> int:
    """Builds the app from the flags and serves it until interrupted."""
    if args.session_timeout < 0:
        raise ValueError(
            f"--session-timeout must be 0 (never) or positive, got {args.session_timeout}"
        )
    env_kwargs = env_kwargs_from_args(args)
    require_openenv("rlver-env serve")
    from rlver_env.integrations.openenv.environment import BACKEND_OPTIONS, CLIENT_OPTIONS
    from rlver_env.integrations.openenv.server import create_app, listen
    from rlver_env.integrations.openenv.server import run as run_server

    client_options = (
        CLIENT_OPTIONS | BACKEND_OPTIONS if args.allow_client_backend else CLIENT_OPTIONS
    )
    try:
        app = create_app(
            args.env_id,
            env_kwargs,
            client_options=client_options,
            max_concurrent_envs=args.max_sessions,
            session_timeout_s=args.session_timeout or None,
        )
    except TypeError as exc:  # an argument the simulator does not take (--simulator-kwargs)
        raise RlverEnvError(f"cannot build {args.env_id} with these settings: {exc}") from None
    sock = listen(args.host, args.port)
    host, port = sock.getsockname()[:2]
    print(
        f"serving {args.env_id} (OpenEnv) on http://{host}:{port}: one dialogue per "
        f"WebSocket connection to /ws, at most {args.max_sessions} at once",
        file=sys.stderr,
        flush=True,
    )
    run_server(app, sock, log_level=args.log_level)
    return 0
