"""The backend protocol: a batch of chat requests in, one completion per request out.

A backend turns :class:`ChatRequest` objects (chat messages, :class:`SamplingParams` and an
optional JSON Schema for the answer) into :class:`Completion` objects (the text and its token
:class:`Usage`). The async :meth:`Backend.agenerate` is the real interface; :meth:`Backend.generate`
is a sync convenience that runs it on a long-lived event loop (see :meth:`Backend.run_sync`).

A failure of one request is reported in that request's completion (``error``), never raised for
the whole batch, so one bad dialogue cannot sink 63 good ones. Backends that can constrain
decoding to a JSON Schema say so with :attr:`Backend.supports_schema`; the others ignore the
schema and the caller parses the text tolerantly.
"""

from __future__ import annotations

import abc
import asyncio
import concurrent.futures
import dataclasses
import os
import threading
from collections.abc import Coroutine, Sequence
from typing import Any, TypeVar

T = TypeVar("T")


@dataclasses.dataclass(frozen=True)
class SamplingParams:
    """How to sample one completion.

    Attributes:
        temperature: 0 for greedy decoding.
        top_p: Nucleus sampling mass.
        max_tokens: The most tokens to generate.
        seed: A per-request seed where the backend supports one (``None``: unseeded).
        stop: Strings that end the completion (not included in it).
    """

    temperature: float = 0.7
    top_p: float = 1.0
    max_tokens: int = 512
    seed: int | None = None
    stop: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if self.temperature < 0:
            raise ValueError(f"temperature must be >= 0, got {self.temperature}")
        if not 0 < self.top_p <= 1:
            raise ValueError(f"top_p must be in (0, 1], got {self.top_p}")
        if self.max_tokens < 1:
            raise ValueError(f"max_tokens must be at least 1, got {self.max_tokens}")

    def with_seed(self, seed: int | None) -> SamplingParams:
        """These parameters with another ``seed``, without checking them again.

        A simulator makes one request per dialogue and stage, each with its own seed and
        otherwise the same parameters: it checks them once and derives each request's from them.
        """
        derived = object.__new__(type(self))
        fields = derived.__dict__
        fields.update(self.__dict__)
        fields["seed"] = seed
        return derived

    def request_fields(self) -> dict[str, Any]:
        """The OpenAI-style request fields: temperature, top_p, max_tokens, and seed and stop when set.

        The same names are ``vllm.SamplingParams`` arguments.
        """
        fields: dict[str, Any] = {"temperature": self.temperature, "top_p": self.top_p, "max_tokens": self.max_tokens}
        if self.seed is not None:
            fields["seed"] = self.seed
        if self.stop:
            fields["stop"] = list(self.stop)
        return fields

    def to_dict(self) -> dict[str, Any]:
        """A JSON-compatible dict (used in cache keys)."""
        return {
            "temperature": float(self.temperature),
            "top_p": float(self.top_p),
            "max_tokens": int(self.max_tokens),
            "seed": None if self.seed is None else int(self.seed),
            "stop": list(self.stop),
        }


@dataclasses.dataclass(frozen=True)
class ChatRequest:
    """One chat completion to produce.

    Attributes:
        messages: ``{"role": "system" | "user" | "assistant", "content": str}`` dicts.
        sampling: The sampling parameters.
        response_schema: A JSON Schema the answer should match, or ``None`` for free text.
        schema_name: A short name for the schema (OpenAI's ``json_schema.name``).
    """

    messages: tuple[dict[str, str], ...]
    sampling: SamplingParams = SamplingParams()
    response_schema: dict[str, Any] | None = None
    schema_name: str = "response"

    def __post_init__(self) -> None:
        messages = tuple(map(dict, self.messages))
        object.__setattr__(self, "messages", messages)
        for i, message in enumerate(messages):
            # Exactly the two keys (dict keys are distinct), tested without building sets: a
            # request is made per dialogue and stage.
            if len(message) != 2 or "role" not in message or not isinstance(message.get("content"), str):
                raise ValueError(f"message #{i} must be {{'role': str, 'content': str}}, got keys {sorted(message)}")

    @classmethod
    def of_own_messages(
        cls,
        messages: tuple[dict[str, str], ...],
        sampling: SamplingParams,
        response_schema: dict[str, Any] | None,
        schema_name: str,
    ) -> ChatRequest:
        """A request from messages its caller has just built and hands over, taken as they are.

        For a caller that writes every message itself as a new ``{"role": str, "content": str}``
        dict and never touches it again (the LLM simulator, one request per dialogue and
        stage): the copy and the check of :meth:`__post_init__`, which protect a request from
        messages its caller keeps using, are skipped. Anyone else builds ``ChatRequest(...)``.
        """
        request = object.__new__(cls)
        fields = request.__dict__
        fields["messages"] = messages
        fields["sampling"] = sampling
        fields["response_schema"] = response_schema
        fields["schema_name"] = schema_name
        return request


@dataclasses.dataclass(frozen=True)
class Usage:
    """Token counts of one or more completions."""

    prompt_tokens: int = 0
    completion_tokens: int = 0

    @property
    def total_tokens(self) -> int:
        """Prompt plus completion tokens."""
        return self.prompt_tokens + self.completion_tokens

    def __add__(self, other: Usage) -> Usage:
        return Usage(self.prompt_tokens + other.prompt_tokens, self.completion_tokens + other.completion_tokens)

    def to_dict(self) -> dict[str, int]:
        """``{"prompt_tokens": ..., "completion_tokens": ...}``."""
        return {"prompt_tokens": int(self.prompt_tokens), "completion_tokens": int(self.completion_tokens)}


@dataclasses.dataclass(frozen=True)
class Completion:
    """The answer to one :class:`ChatRequest`.

    Attributes:
        text: The generated text ("" when ``error`` is set).
        usage: Its token usage (zero when the backend could not tell).
        finish_reason: ``"stop"``, ``"length"``, ... when known.
        error: Why there is no text (after the backend's own retries), else ``None``.
        retryable: Whether asking again could help (``False`` e.g. for a replay-cache miss).
    """

    text: str
    usage: Usage = Usage()
    finish_reason: str | None = None
    error: str | None = None
    retryable: bool = True

    @classmethod
    def failure(cls, error: str, *, retryable: bool = True) -> Completion:
        """A completion that carries only an error."""
        return cls(text="", error=error, retryable=retryable)


class Backend(abc.ABC):
    """Generates chat completions for batches of requests.

    Attributes:
        name: The backend kind (``"openai"``, ``"transformers"``, ...).
        model: The model's name, as used in cache keys and reports.
        supports_schema: Whether :attr:`ChatRequest.response_schema` constrains decoding.
        request_count: How many requests this backend has sent to a model so far.
    """

    name: str = "backend"
    supports_schema: bool = False
    #: Whether requests are served independently (HTTP servers), so a caller gains by sending
    #: each follow-up request as soon as its predecessor returns, rather than waiting for a
    #: whole batch (in-process engines, which generate a batch at once).
    pipelined: bool = False

    def __init__(self, model: str) -> None:
        self.model = model
        self.request_count = 0
        self._runner: _LoopThread | None = None
        self._main_loop: _OwnLoop | None = None
        self._runner_lock = threading.Lock()

    @abc.abstractmethod
    async def agenerate(self, requests: Sequence[ChatRequest]) -> list[Completion]:
        """Returns one completion per request, in order; failures are in ``Completion.error``."""

    def generate(self, requests: Sequence[ChatRequest]) -> list[Completion]:
        """Sync form of :meth:`agenerate`; works whether or not an event loop is running."""
        return self.run_sync(self.agenerate(list(requests)))

    def run_sync(self, coro: Coroutine[Any, Any, T]) -> T:
        """Runs a coroutine to completion and returns its result.

        Long-lived loops serve the sync calls, so connection pools and other loop-bound state
        are reused across calls. Called from the main thread with no loop running there (a
        script, a training loop), the coroutine runs on a loop of the main thread's own: no
        thread hop, which is two thread wake-ups per call. From anywhere else (another thread,
        or inside a running loop such as a notebook's) it runs on the backend's loop thread.
        """
        if threading.current_thread() is threading.main_thread() and not _loop_running():
            with self._runner_lock:
                if self._main_loop is None or not self._main_loop.usable():
                    self._main_loop = _OwnLoop()
                own = self._main_loop
            if not own.busy:
                return own.run(coro)
        with self._runner_lock:
            if self._runner is None or not self._runner.usable():
                self._runner = _LoopThread(f"rlver-{self.name}-loop")
            runner = self._runner
        return runner.run(coro)

    async def aclose(self) -> None:
        """Releases loop-bound resources of the running loop (HTTP connections)."""

    def close(self) -> None:
        """Releases resources; the backend can still be used afterwards (it reopens them)."""
        with self._runner_lock:
            runner, self._runner = self._runner, None
            own, self._main_loop = self._main_loop, None
        try:
            if own is not None and own.usable() and not own.busy:
                try:
                    own.run(self.aclose())
                finally:
                    own.stop()
        finally:
            if runner is not None and runner.usable():
                try:
                    runner.run(self.aclose())
                finally:
                    runner.stop()

    def describe(self) -> dict[str, Any]:
        """A JSON-compatible description (never any secret)."""
        return {"name": self.name, "model": self.model, "supports_schema": self.supports_schema}


def _loop_running() -> bool:
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return False
    return True


class _OwnLoop:
    """An event loop of the main thread, run only for the length of each sync call."""

    def __init__(self) -> None:
        self._pid = os.getpid()
        self._loop = asyncio.new_event_loop()
        self.busy = False

    def usable(self) -> bool:
        return self._pid == os.getpid() and not self._loop.is_closed()

    def run(self, coro: Coroutine[Any, Any, T]) -> T:
        self.busy = True  # a nested sync call (from a callback inside this loop) goes elsewhere
        task = self._loop.create_task(coro)
        try:
            return self._loop.run_until_complete(task)
        except BaseException:
            # Ctrl-C or a failure of the loop itself: do not leave the task to resume later.
            if not task.done():
                task.cancel()
                try:
                    self._loop.run_until_complete(task)
                except BaseException:  # noqa: BLE001, S110 - the original exception is what matters
                    pass
            raise
        finally:
            self.busy = False

    def stop(self) -> None:
        if not self.usable():
            return
        try:
            self._loop.run_until_complete(self._loop.shutdown_asyncgens())
        finally:
            self._loop.close()


class _LoopThread:
    """An event loop running forever in a daemon thread, for sync callers."""

    def __init__(self, name: str) -> None:
        self._pid = os.getpid()
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name=name, daemon=True)
        self._thread.start()

    def usable(self) -> bool:
        # A forked child inherits the object but not the thread.
        return self._pid == os.getpid() and self._thread.is_alive() and not self._loop.is_closed()

    def run(self, coro: Coroutine[Any, Any, T]) -> T:
        if threading.current_thread() is self._thread:
            coro.close()
            raise RuntimeError("run_sync() was called from the backend's own loop; await the async form instead")
        future = asyncio.run_coroutine_threadsafe(coro, self._loop)
        try:
            return future.result()
        except (KeyboardInterrupt, concurrent.futures.CancelledError):
            future.cancel()
            raise

    def stop(self) -> None:
        if not self.usable():
            return
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(timeout=5)
        if not self._thread.is_alive():
            self._loop.close()
