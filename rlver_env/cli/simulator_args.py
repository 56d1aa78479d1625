"""The simulator flags that ``play``, ``calibrate`` and ``serve`` share, and what they build.

``--simulator`` picks the simulated user; ``--backend``, ``--base-url``, ``--model``,
``--temperature`` (and, where a command offers it, ``--simulator-kwargs``) configure the LLM
user. Giving an LLM flag with the rule simulator is a one-line error that names the flags.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from rlver_env.errors import RlverEnvError
from rlver_env.simulators.base import Simulator
from rlver_env.simulators.factory import SIMULATOR_NAMES, make_simulator

#: The flags that only the LLM simulator uses, with their ``argparse`` destinations.
LLM_FLAGS: tuple[tuple[str, str], ...] = (
    ("--backend", "backend"),
    ("--base-url", "base_url"),
    ("--model", "model"),
    ("--temperature", "temperature"),
    ("--simulator-kwargs", "simulator_kwargs"),
)


def add_simulator_arguments(
    parser: argparse.ArgumentParser,
    *,
    help: str,
    required: bool = False,
    replicas: bool = False,
    extra_kwargs: bool = False,
) -> None:
    """Adds ``--simulator`` and the LLM user's flags to ``parser``.

    Args:
        parser: The command's parser.
        help: The help of ``--simulator``.
        required: Whether ``--simulator`` must be given (else it defaults to ``rule``).
        replicas: ``--base-url`` may be repeated (round-robin over replicas).
        extra_kwargs: Offer ``--simulator-kwargs`` (a JSON object of more simulator arguments).
    """
    if required:
        parser.add_argument("--simulator", choices=SIMULATOR_NAMES, required=True, help=help)
    else:
        parser.add_argument("--simulator", choices=SIMULATOR_NAMES, default="rule", help=f"{help} (default: %(default)s)")
    parser.add_argument("--backend", default=None, metavar="NAME", help="the LLM simulator's backend (e.g. openai)")
    if replicas:
        parser.add_argument(
            "--base-url", action="append", default=None, metavar="URL",
            help="the backend's server, for --backend openai; repeat it for replicas (round-robin)",
        )  # fmt: skip
    else:
        parser.add_argument("--base-url", default=None, metavar="URL", help="the backend's server, for --backend openai")
    parser.add_argument("--model", default=None, metavar="NAME", help="the backend's model")
    parser.add_argument(
        "--temperature", type=float, default=None, metavar="T",
        help="the LLM simulator's sampling temperature (default: the simulator's)",
    )  # fmt: skip
    if extra_kwargs:
        parser.add_argument(
            "--simulator-kwargs", type=json_object, default=None, metavar="JSON",
            help="more LLM simulator arguments as a JSON object, e.g. '{\"max_retries\": 2}'",
        )  # fmt: skip


def json_object(text: str) -> dict[str, Any]:
    """An ``argparse`` type: a JSON object, as a dict (the project's one parser of JSON flags)."""
    try:
        value = json.loads(text)
    except json.JSONDecodeError as exc:
        raise argparse.ArgumentTypeError(f"not valid JSON ({exc.msg}): {text!r}") from None
    if not isinstance(value, dict):
        raise argparse.ArgumentTypeError(
            f"must be a JSON object such as '{{\"max_retries\": 2}}', got a {type(value).__name__}: {text!r}"
        )
    return value


def llm_settings(args: argparse.Namespace) -> dict[str, Any] | None:
    """The LLM simulator's keyword arguments the flags give, or ``None`` for the rule simulator.

    A single ``--base-url`` is a string; repeated ones are a list (replicas).

    Raises:
        RlverEnvError: For LLM flags given with ``--simulator rule``, naming them.
    """
    if args.simulator == "rule":
        given = [flag for flag, name in LLM_FLAGS if getattr(args, name, None) is not None]
        if given:
            raise RlverEnvError(f"{', '.join(given)}: only used with --simulator llm")
        return None
    settings: dict[str, Any] = dict(getattr(args, "simulator_kwargs", None) or {})
    base_url = args.base_url
    if isinstance(base_url, list):
        base_url = base_url[0] if len(base_url) == 1 else list(base_url)
    for key, value in (("backend", args.backend), ("base_url", base_url), ("model", args.model), ("temperature", args.temperature)):
        if value is not None:
            settings[key] = value
    return settings


def build_simulator(args: argparse.Namespace) -> Simulator:
    """The simulator the flags ask for.

    Raises:
        RlverEnvError: For LLM flags with the rule simulator, or an LLM simulator this
            installation cannot run.
    """
    settings = llm_settings(args)
    if settings is None:
        return make_simulator("rule")
    try:
        return make_simulator(args.simulator, **settings)
    except RlverEnvError:
        raise
    except ImportError as exc:
        raise RlverEnvError(f"the llm simulator is not available in this installation ({exc})") from None
    except (TypeError, ValueError) as exc:
        raise RlverEnvError(f"cannot build the llm simulator: {exc}") from None
