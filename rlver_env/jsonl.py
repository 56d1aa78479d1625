"""JSON lines: a crash-safe appending writer and the one tolerant reader, with one error format.

Every JSONL file the project reads (episode logs, persona files, RLVER/SAGE profiles, SAGE
result logs) goes through :func:`iter_jsonl`, so a bad line is always reported the same way:
``"<file>:<line>: <reason>"`` (:func:`where`), with the same reasons. Each caller decides
whether a bad line is skipped and listed or fatal.

The writer appends each record as one line with a single ``os.write`` on a file opened for
appending, then flushes it to disk. A reader can follow the file while a run goes on. If a
process is killed in the middle of a write, the torn last line is cut off the next time the file
is opened for writing, so a file never holds a partial line followed by more records.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any


def iter_jsonl(path: str | Path, objects_only: bool = True) -> Iterator[tuple[int, Any, str | None]]:
    """Yields every non-blank line of a JSONL file, parsed, or the reason it could not be.

    Args:
        path: The file.
        objects_only: Report a line that parses to anything but a JSON object as an error.

    Yields:
        ``(line number, value, None)`` for a good line, ``(line number, None, reason)`` for a
        bad one (``"invalid JSON at column 7 (Expecting value)"``, ``"not UTF-8 text (...)"``,
        ``"expected a JSON object, got list"``); :func:`where` puts the file and line in front.

    Raises:
        OSError: If the file cannot be opened.
    """
    path = Path(path)
    with path.open("rb") as handle:
        for lineno, raw in enumerate(handle, start=1):
            try:
                line = raw.decode("utf-8")
            except UnicodeDecodeError as exc:
                yield lineno, None, f"not UTF-8 text ({exc.reason} at byte {exc.start})"
                continue
            if not line.strip():
                continue
            try:
                value = json.loads(line)
            except json.JSONDecodeError as exc:
                yield lineno, None, f"invalid JSON at column {exc.pos + 1} ({exc.msg})"
                continue
            if objects_only and not isinstance(value, dict):
                yield lineno, None, f"expected a JSON object, got {type(value).__name__}"
                continue
            yield lineno, value, None


def where(path: str | Path, line: int, reason: str) -> str:
    """A bad line's message: ``"<file>:<line>: <reason>"``."""
    return f"{path}:{line}: {reason}"


def read_numbered_jsonl(path: str | Path, errors: list[str] | None = None) -> Iterator[tuple[int, dict[str, Any]]]:
    """Yields ``(line number, object)`` for each JSON object line, skipping (and reporting) bad lines.

    Args:
        path: The file.
        errors: If given, ``"file:line: reason"`` is appended for each skipped line.
    """
    for line, record, reason in iter_jsonl(path):
        if reason is not None:
            if errors is not None:
                errors.append(where(path, line, reason))
            continue
        yield line, record


def read_jsonl(path: str | Path, errors: list[str] | None = None) -> Iterator[dict[str, Any]]:
    """Yields the JSON objects of a JSONL file, skipping (and reporting) lines that do not parse.

    Args:
        path: The file.
        errors: If given, ``"file:line: reason"`` is appended for each skipped line.
    """
    for _, record in read_numbered_jsonl(path, errors):
        yield record


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


class JsonlWriter:
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

    def __enter__(self) -> JsonlWriter:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
