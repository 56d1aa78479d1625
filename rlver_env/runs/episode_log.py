"""Episode logs: one :class:`~rlver_env.runs.record.EpisodeRecord` per line, written and read
with :mod:`rlver_env.jsonl` (a crash-safe appending writer and a tolerant reader).

An episode the policy could not finish is written too, with ``reason`` :data:`POLICY_ERROR` and
the failure in ``error``, so the log says what happened; such a record is not a finished
dialogue (:func:`is_failed`): it is never scored, and a resumed run plays it again.
"""

from __future__ import annotations

from typing import Any

from rlver_env.jsonl import JsonlWriter, read_jsonl, repair_jsonl

#: Episode logs are JSONL files written whole line by line.
EpisodeWriter = JsonlWriter

__all__ = ["POLICY_ERROR", "EpisodeWriter", "is_failed", "read_jsonl", "repair_jsonl"]

#: The ``reason`` of an episode record that ended because the policy failed to answer.
POLICY_ERROR = "policy_error"


def is_failed(record: dict[str, Any]) -> bool:
    """Whether an episode record ended in a failure of the policy (so it is not scored)."""
    return record.get("reason") == POLICY_ERROR
