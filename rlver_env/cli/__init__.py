"""The ``rlver-env`` command-line interface (``rlver-env --help``, or ``python -m rlver_env``)."""

from __future__ import annotations

from rlver_env.cli.main import build_parser, main

__all__ = ["build_parser", "main"]
