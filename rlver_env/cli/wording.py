"""Small wording helpers for what the ``rlver-env`` commands print."""

from __future__ import annotations


def counted(count: int, noun: str, plural: str | None = None) -> str:
    """``count`` and the noun, singular for one: ``counted(1, "persona") == "1 persona"``.

    Args:
        count: How many.
        noun: The singular noun.
        plural: The plural when it is not ``noun + "s"``.
    """
    return f"{count} {noun if count == 1 else (plural or noun + 's')}"
