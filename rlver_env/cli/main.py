"""The ``rlver-env`` command: one parser, one subcommand per module.

Each subcommand lives in a module of its own that defines ``add_parser(subparsers)``: it adds
its parser to the ``subparsers`` action and sets the default ``handler``, a function from the
parsed arguments to an exit code. To add a command, write such a module and list it in
:data:`COMMAND_MODULES`.

Whatever the subcommand, a wrong value ends the command with one line on standard error,
``rlver-env COMMAND: error: ...``, and exit status 2: usage errors found by the parser, and the
package's own errors (:class:`rlver_env.errors.RlverEnvError`), Gymnasium's errors, bad values
(``ValueError``) and files that cannot be read (``OSError``) raised by the handler. Set
``RLVER_ENV_TRACEBACK=1`` to see the traceback instead.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from typing import NoReturn

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
    "rlver_env.cli.serve",
)

#: Exit status of a usage error or a wrong value.
EXIT_USAGE = 2

#: The errors a handler may raise for a wrong value or an unreadable file.
USER_ERRORS: tuple[type[BaseException], ...] = (RlverEnvError, gym.error.Error, ValueError, OSError)

#: Set to ``1`` to let those errors through with their traceback.
TRACEBACK_ENV = "RLVER_ENV_TRACEBACK"


def one_line(text: str) -> str:
    """The text with its line breaks (and runs of blanks) folded into single spaces."""
    return " ".join(str(text).split())


class CommandLineParser(argparse.ArgumentParser):
    """An ``ArgumentParser`` whose usage errors are one line, ``PROG: error: ...``, exit 2.

    Subcommand parsers are of the same class (``add_subparsers`` makes them with the parent's).
    """

    def error(self, message: str) -> NoReturn:
        """Prints the error on one line, with where to find the usage, and exits with 2."""
        self.exit(EXIT_USAGE, f"{self.prog}: error: {one_line(message)} (see {self.prog} --help)\n")


def build_parser() -> argparse.ArgumentParser:
    """Returns the ``rlver-env`` parser with every subcommand registered."""
    parser = CommandLineParser(
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
        0 on success; 1 when the command ran but did not succeed (a validation that found bad
        personas, a benchmark whose policy failed, a path with nothing to score; its own
        output says why); 2 on a usage error or a wrong value (one line on stderr); 130 when
        interrupted.
    """
    parser = build_parser()
    try:
        args, extras = parser.parse_known_args(argv)
        if extras:  # name the subcommand they were given to, not the top-level parser
            _subparser(parser, args.command).error(f"unrecognized arguments: {' '.join(extras)}")
    except SystemExit as exc:  # argparse exits on --help, --version and usage errors
        return exc.code if isinstance(exc.code, int) else (0 if exc.code is None else EXIT_USAGE)
    try:
        return int(args.handler(args))
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        # The reader went away (``rlver-env personas list | head``): stop quietly, and keep
        # Python from failing again while flushing stdout at exit.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 1
    except USER_ERRORS as exc:
        if os.environ.get(TRACEBACK_ENV) == "1":
            raise
        print(f"rlver-env {args.command}: error: {one_line(_message(exc))}", file=sys.stderr)
        return EXIT_USAGE


def _subparser(parser: argparse.ArgumentParser, command: str) -> argparse.ArgumentParser:
    """The parser of ``command`` (the top-level parser when there is none)."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction) and command in action.choices:
            return action.choices[command]
    return parser


def _message(exc: BaseException) -> str:
    """What the error says; its type's name when it says nothing, or when it is an OS error."""
    text = str(exc)
    if isinstance(exc, OSError) and not isinstance(exc, RlverEnvError):
        name = getattr(exc, "filename", None)
        detail = exc.strerror or text
        return f"{name}: {detail}" if name else detail
    return text or type(exc).__name__


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
