"""Argument types shared by the ``rlver-env`` subcommands."""

from __future__ import annotations

import argparse


def positive_int(text: str) -> int:
    """An ``argparse`` type: an integer of at least 1."""
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, got {value}")
    return value
