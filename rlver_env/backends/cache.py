"""Record and replay: an on-disk cache of completions in front of any backend.

Each completion is stored in a SQLite file under a key that hashes the model name, the
messages, the sampling parameters and the response schema. Modes:

* ``"off"``: no cache;
* ``"read_write"``: answer from the cache when it can, otherwise ask the backend and store the
  answer;
* ``"replay"``: answer only from the cache; a miss is an error (not retried) and the backend
  is never called.

Only successful completions are stored. Identical requests in one batch are sent once and
share the answer, so a replay sees exactly what the recording run saw. With a seeded env (and
therefore seeded requests), re-running an evaluation in ``"replay"`` mode gives the same
trajectories byte for byte with zero backend calls.
"""

from __future__ import annotations

import hashlib
import json
import logging
import sqlite3
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from rlver_env.backends.base import Backend, ChatRequest, Completion, Usage

logger = logging.getLogger(__name__)

CACHE_MODES = ("off", "read_write", "replay")
_ALIASES = {"read-write": "read_write", "rw": "read_write", "replay-only": "replay", "replay_only": "replay"}
_FORMAT = 1


def normalise_mode(mode: str) -> str:
    """Returns the canonical cache mode.

    Raises:
        ValueError: For an unknown mode.
    """
    canonical = _ALIASES.get(mode, mode)
    if canonical not in CACHE_MODES:
        raise ValueError(f"unknown cache mode {mode!r}; choose one of {list(CACHE_MODES)}")
    return canonical


def request_key(model: str, request: ChatRequest) -> str:
    """The cache key of a request: a SHA-256 over model, messages, sampling and schema."""
    payload = {
        "format": _FORMAT,
        "model": model,
        "messages": [dict(m) for m in request.messages],
        "sampling": request.sampling.to_dict(),
        "schema": request.response_schema,
        "schema_name": request.schema_name if request.response_schema is not None else None,
    }
    text = json.dumps(payload, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


class ResponseCache:
    """A SQLite file of completions, safe to share between threads of one process.

    Args:
        path: The file (its folder is created).
    """

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path).expanduser()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._lock = threading.Lock()
        self._db = sqlite3.connect(str(self.path), check_same_thread=False)
        with self._lock, self._db:
            self._db.execute(
                "CREATE TABLE IF NOT EXISTS completions ("
                " key TEXT PRIMARY KEY, model TEXT NOT NULL, request TEXT NOT NULL, text TEXT NOT NULL,"
                " prompt_tokens INTEGER NOT NULL, completion_tokens INTEGER NOT NULL, finish_reason TEXT)"
            )

    def get(self, key: str) -> Completion | None:
        """The stored completion for ``key``, or ``None``."""
        with self._lock:
            row = self._db.execute(
                "SELECT text, prompt_tokens, completion_tokens, finish_reason FROM completions WHERE key = ?", (key,)
            ).fetchone()
        if row is None:
            return None
        return Completion(text=row[0], usage=Usage(row[1], row[2]), finish_reason=row[3])

    def put_many(self, entries: Sequence[tuple[str, str, ChatRequest, Completion]]) -> None:
        """Stores ``(key, model, request, completion)`` entries in one transaction."""
        rows = [
            (
                key,
                model,
                json.dumps({"messages": list(req.messages), "sampling": req.sampling.to_dict()}, ensure_ascii=False),
                comp.text,
                comp.usage.prompt_tokens,
                comp.usage.completion_tokens,
                comp.finish_reason,
            )
            for key, model, req, comp in entries
        ]
        with self._lock, self._db:
            self._db.executemany("INSERT OR REPLACE INTO completions VALUES (?, ?, ?, ?, ?, ?, ?)", rows)

    def __len__(self) -> int:
        with self._lock:
            return int(self._db.execute("SELECT COUNT(*) FROM completions").fetchone()[0])

    def close(self) -> None:
        """Closes the file."""
        with self._lock:
            self._db.close()


class CachedBackend(Backend):
    """Answers from a :class:`ResponseCache` before asking the wrapped backend.

    Args:
        backend: The backend to record from (never called in ``"replay"`` mode).
        path: The SQLite file.
        mode: ``"read_write"`` or ``"replay"`` (``"off"`` means: do not wrap).

    Attributes:
        hits: Requests answered from the cache.
        misses: Requests not found in the cache.
    """

    name = "cached"

    def __init__(self, backend: Backend, path: str | Path, mode: str = "read_write") -> None:
        mode = normalise_mode(mode)
        if mode == "off":
            raise ValueError("CachedBackend needs mode 'read_write' or 'replay'; for 'off' use the backend itself")
        super().__init__(backend.model)
        self.inner = backend
        self.mode = mode
        self.supports_schema = backend.supports_schema
        self.pipelined = backend.pipelined
        self.cache = ResponseCache(path)
        self.hits = 0
        self.misses = 0

    async def agenerate(self, requests: Sequence[ChatRequest]) -> list[Completion]:
        """Returns cached completions, asking the wrapped backend only for the misses."""
        keys = [request_key(self.model, r) for r in requests]
        results: dict[str, Completion] = {}
        missing: dict[str, ChatRequest] = {}
        for key, request in zip(keys, requests):
            if key in results or key in missing:
                continue
            cached = self.cache.get(key)
            if cached is not None:
                results[key] = cached
            else:
                missing[key] = request
        self.hits += len(requests) - sum(1 for k in keys if k in missing)
        self.misses += sum(1 for k in keys if k in missing)
        if missing and self.mode == "replay":
            for key in missing:
                results[key] = Completion.failure(
                    f"replay cache miss: no stored completion for request {key[:16]} in {self.cache.path}",
                    retryable=False,
                )
        elif missing:
            fresh = await self.inner.agenerate(list(missing.values()))
            self.request_count += len(missing)
            store = []
            for (key, request), completion in zip(missing.items(), fresh):
                results[key] = completion
                if completion.error is None:
                    store.append((key, self.model, request, completion))
            if store:
                self.cache.put_many(store)
        return [results[k] for k in keys]

    async def aclose(self) -> None:
        """Closes the wrapped backend's loop-bound resources."""
        await self.inner.aclose()

    def close(self) -> None:
        """Closes the wrapped backend and the cache file."""
        super().close()
        self.inner.close()
        self.cache.close()

    def describe(self) -> dict[str, Any]:
        """The wrapped backend's description plus the cache's."""
        return {**self.inner.describe(), "cache": {"path": str(self.cache.path), "mode": self.mode}}
