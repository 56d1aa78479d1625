"""Episodes as JSON lines: a crash-safe appending writer and a tolerant reader.

Each finished episode is one line, written with a single ``os.write`` on a file opened for
appending, then flushed to disk. A reader can follow the file while a run goes on. If a process
is killed in the middle of a write, the torn last line is cut off the next time the file is
opened for writing, so a file never holds a partial line followed by more episodes.

An episode the policy could not finish is written too, with ``reason`` :data:`POLICY_ERROR` and
the failure in ``error``, so the log says what happened; such a record is not a finished
dialogue (:func:`is_failed`): it is never scored, and a resumed run plays it again.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

#: The ``reason`` of an episode record that ended because the policy failed to answer.
POLICY_ERROR = "policy_error"


def is_failed(record: dict[str, Any]) -> bool:
    """Whether an episode record ended in a failure of the policy (so it is not scored)."""
    return record.get("reason") == POLICY_ERROR


def repair_jsonl(path: str | Path) -> int:
    """Cuts a torn (unterminated) last line off a JSONL file.

    Returns:
        The number of bytes removed (0 when the file was whole or absent).
    """
    path = Path(path)
    if not path.exists():
        return 0
    size = path.stat().st_size
    if size == 0:
        return 0
    with path.open("rb+") as handle:
        handle.seek(-1, os.SEEK_END)
        if handle.read(1) == b"\n":
            return 0
        # Walk back to the last newline and truncate after it.
        position = size
        block = 4096
        while position > 0:
            start = max(0, position - block)
            handle.seek(start)
            chunk = handle.read(position - start)
            index = chunk.rfind(b"\n")
            if index != -1:
                keep = start + index + 1
                handle.truncate(keep)
                return size - keep
            position = start
        handle.truncate(0)
        return size


class EpisodeWriter:
    """Appends one JSON object per line, whole and flushed.

    Args:
        path: The JSONL file (created with its parent folders if needed).
        fsync: Whether to ``fsync`` after each line (survives power loss, not only SIGKILL).
    """

    def __init__(self, path: str | Path, fsync: bool = True) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.repaired_bytes = repair_jsonl(self.path)
        self._fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
        self._fsync = fsync

    def write(self, record: dict[str, Any]) -> None:
        """Appends one record as a single line."""
        data = (json.dumps(record, ensure_ascii=False, separators=(",", ":")) + "\n").encode("utf-8")
        view = memoryview(data)
        while view:
            written = os.write(self._fd, view)
            view = view[written:]
        if self._fsync:
            os.fsync(self._fd)

    def close(self) -> None:
        """Closes the file."""
        if self._fd >= 0:
            os.close(self._fd)
            self._fd = -1

    def __enter__(self) -> EpisodeWriter:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def read_jsonl(path: str | Path, errors: list[str] | None = None) -> Iterator[dict[str, Any]]:
    """Yields the records of a JSONL file, skipping (and reporting) lines that do not parse.

    Args:
        path: The file.
        errors: If given, ``"file:line: reason"`` is appended for each skipped line.
    """
    path = Path(path)
    with path.open(encoding="utf-8") as handle:
        for lineno, line in enumerate(handle, start=1):
            if not line.strip():
                continue
            try:
                record = json.loads(line)
            except json.JSONDecodeError as exc:
                if errors is not None:
                    errors.append(f"{path}:{lineno}: invalid JSON ({exc.msg})")
                continue
            if not isinstance(record, dict):
                if errors is not None:
                    errors.append(f"{path}:{lineno}: expected a JSON object, got {type(record).__name__}")
                continue
            yield record
