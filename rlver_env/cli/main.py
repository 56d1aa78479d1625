"""The ``rlver-env`` command: one parser, one subcommand per module.

Each subcommand lives in a module of its own that defines ``add_parser(subparsers)``: it adds
its parser to the ``subparsers`` action and sets the default ``handler``, a function from the
parsed arguments to an exit code. To add a command, write such a module and list it in
:data:`COMMAND_MODULES`.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys

import gymnasium as gym

from rlver_env import __version__
from rlver_env.errors import RlverEnvError

#: The modules that define the subcommands, in the order ``--help`` lists them.
COMMAND_MODULES: tuple[str, ...] = (
    "rlver_env.cli.play",
    "rlver_env.cli.personas_cmd",
    "rlver_env.cli.demo",
    "rlver_env.cli.bench",
    "rlver_env.cli.score",
    "rlver_env.cli.calibrate",
)


def build_parser() -> argparse.ArgumentParser:
    """Returns the ``rlver-env`` parser with every subcommand registered."""
    parser = argparse.ArgumentParser(
        prog="rlver-env",
        description="Empathetic-dialogue Gymnasium environments with verifiable emotion rewards.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    for module_name in COMMAND_MODULES:
        importlib.import_module(module_name).add_parser(subparsers)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Runs ``rlver-env`` and returns its exit code.

    Args:
        argv: The arguments after the program name; ``sys.argv[1:]`` when ``None``.

    Returns:
        0 on success, 1 when the command failed on bad input (the error is on stderr), 2 on a
        usage error, 130 when interrupted.
    """
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # argparse exits on --help, --version and usage errors
        return exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 2)
    try:
        return int(args.handler(args))
    except (RlverEnvError, gym.error.Error) as exc:
        print(f"rlver-env {args.command}: error: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        # The reader went away (``rlver-env personas list | head``): stop quietly, and keep
        # Python from failing again while flushing stdout at exit.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 1


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
