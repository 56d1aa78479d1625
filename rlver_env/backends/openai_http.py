"""An OpenAI-compatible chat completions client (vLLM's server, ``transformers serve``, providers).

Requests go to ``<base_url>/chat/completions``, spread round-robin over one or more base URLs
(a retry moves on to the next URL). Each request is retried on timeouts, dropped connections,
HTTP 429 (honouring ``Retry-After``) and 5xx, with exponential backoff and jitter, a bounded
number of times; then its completion carries an error that names the URL and the status. The
API key is read from an environment variable that you name; it is sent only in the
``Authorization`` header and is scrubbed from every message this module writes.
"""

from __future__ import annotations

import asyncio
import email.utils
import functools
import itertools
import json
import logging
import os
import random
import time
import urllib.parse
import weakref
from collections.abc import Sequence
from typing import Any

from rlver_env.backends.base import Backend, ChatRequest, Completion, Usage
from rlver_env.backends.http_transport import (
    ConnectTimeoutError,
    HTTPTransport,
    ReadTimeoutError,
    Response,
    TransportError,
)
from rlver_env.errors import BackendError

logger = logging.getLogger(__name__)

STRUCTURED_OUTPUT_MODES = ("response_format", "vllm", "none")
_RETRY_STATUSES = frozenset({408, 409, 425, 429})
_SNIPPET = 300


class OpenAIBackend(Backend):
    """Talks to OpenAI-compatible ``/chat/completions`` endpoints over HTTP.

    Args:
        base_url: One URL or a list, each ending where ``/chat/completions`` is appended
            (e.g. ``http://127.0.0.1:8000/v1``).
        model: The model name the server knows.
        api_key_env: The name of the environment variable holding the API key (read when
            the backend is made); ``None`` sends no ``Authorization`` header.
        connect_timeout: Seconds to wait for a connection.
        read_timeout: Seconds to wait for the server's answer (each read).
        max_concurrency: The most requests in flight at once (per event loop); ``None``
            (the default) sets no limit, so a vector env of any size sends all its dialogues'
            requests at once (each one in flight holds a connection, an open file). Set it
            for a rate-limited API, or a server that queues badly.
        max_retries: Retries per request after the first try (so ``max_retries + 1`` tries).
        backoff_base: The first backoff, in seconds; it doubles each retry, with jitter.
        backoff_max: The longest backoff, in seconds.
        max_retry_after: The longest ``Retry-After`` honoured, in seconds.
        structured_output: How a request's JSON Schema is sent: ``"response_format"``
            (OpenAI's ``json_schema`` response format; vLLM's server honours it too),
            ``"vllm"`` (vLLM's ``structured_outputs`` extension) or ``"none"``.
        extra_body: Extra JSON fields for every request body.

    Raises:
        ValueError: For a bad argument.
        BackendError: If ``api_key_env`` names a variable that is not set.
    """

    name = "openai"
    pipelined = True

    def __init__(
        self,
        base_url: str | Sequence[str],
        model: str | None = None,
        *,
        api_key_env: str | None = None,
        connect_timeout: float = 10.0,
        read_timeout: float = 120.0,
        max_concurrency: int | None = None,
        max_retries: int = 3,
        backoff_base: float = 0.5,
        backoff_max: float = 8.0,
        max_retry_after: float = 30.0,
        structured_output: str = "response_format",
        extra_body: dict[str, Any] | None = None,
    ) -> None:
        if not model:
            raise ValueError("the openai backend needs model= (the name the server serves, see GET <base_url>/models)")
        super().__init__(model)
        urls = [base_url] if isinstance(base_url, str) else list(base_url)
        if not urls or not all(isinstance(u, str) and u.startswith(("http://", "https://")) for u in urls):
            raise ValueError(f"base_url must be one or more http(s) URLs, got {_redact_urls(urls)!r}")
        if structured_output not in STRUCTURED_OUTPUT_MODES:
            raise ValueError(f"unknown structured_output {structured_output!r}; choose one of {list(STRUCTURED_OUTPUT_MODES)}")
        if (max_concurrency is not None and max_concurrency < 1) or max_retries < 0 or connect_timeout <= 0 or read_timeout <= 0:
            raise ValueError("max_concurrency must be None or >= 1, max_retries >= 0 and timeouts > 0")
        self.base_urls = [u.rstrip("/") for u in urls]
        self.api_key_env = api_key_env
        self.__api_key = _read_key(api_key_env)
        self.connect_timeout = float(connect_timeout)
        self.read_timeout = float(read_timeout)
        self.max_concurrency = None if max_concurrency is None else int(max_concurrency)
        self.max_retries = int(max_retries)
        self.backoff_base = float(backoff_base)
        self.backoff_max = float(backoff_max)
        self.max_retry_after = float(max_retry_after)
        self.structured_output = structured_output
        self.supports_schema = structured_output != "none"
        self.extra_body = dict(extra_body or {})
        # encode_body splices cached JSON for these members; extra_body replacing one of them
        # takes the plain path.
        self._extra_overrides_parts = bool(set(self.extra_body) & {"messages", "response_format", "structured_outputs"})
        self._schema_cache: dict[str, tuple[dict[str, Any], str]] = {}
        self._next_url = itertools.count()
        self._jitter = random.Random()
        # Connection pools and asyncio semaphores belong to one event loop each.
        self._per_loop: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, tuple[HTTPTransport, asyncio.Semaphore | None]]
        self._per_loop = weakref.WeakKeyDictionary()

    # ------------------------------------------------------------------ public API
    async def agenerate(self, requests: Sequence[ChatRequest]) -> list[Completion]:
        """Sends every request concurrently (up to ``max_concurrency`` at once, if set)."""
        client, semaphore = self._loop_state()

        async def one(request: ChatRequest) -> Completion:
            if semaphore is None:
                return await self._complete(client, request)
            async with semaphore:
                return await self._complete(client, request)

        if len(requests) == 1:  # the pipelined path: one request per dialogue and stage
            return [await one(requests[0])]
        return list(await asyncio.gather(*(one(r) for r in requests)))

    async def aclose(self) -> None:
        """Closes the running loop's HTTP connections."""
        loop = asyncio.get_running_loop()
        state = self._per_loop.pop(loop, None)
        if state is not None:
            await state[0].aclose()

    def build_body(self, request: ChatRequest) -> dict[str, Any]:
        """The JSON body sent for one request (no secret in it)."""
        body: dict[str, Any] = {"model": self.model, "messages": [dict(m) for m in request.messages]}
        body.update(request.sampling.request_fields())
        body.update(self._schema_member(request))
        body.update(self.extra_body)
        return body

    def encode_body(self, request: ChatRequest) -> bytes:
        """``json.dumps(build_body(request))`` as UTF-8, with the repeated parts encoded once.

        A dialogue's system prompt and the answer schema are the same in every request of the
        dialogue, and make up about half of each body; their JSON is cached. The result decodes
        to exactly :meth:`build_body`'s dict.
        """
        if self._extra_overrides_parts:
            return json.dumps(self.build_body(request), ensure_ascii=False).encode("utf-8")
        head = {"model": self.model, **request.sampling.request_fields(), **self.extra_body}
        parts = [json.dumps(head, ensure_ascii=False)[:-1], ', "messages": [']
        for i, message in enumerate(request.messages):
            if i:
                parts.append(", ")
            if message["role"] == "system":
                parts.append(_system_message_json(message["content"]))
            else:
                parts.append(json.dumps(message, ensure_ascii=False))
        parts.append("]")
        schema = self._schema_json(request)
        if schema:
            parts.append(", ")
            parts.append(schema)
        parts.append("}")
        return "".join(parts).encode("utf-8")

    def _schema_member(self, request: ChatRequest) -> dict[str, Any]:
        """``{"response_format": ...}``, vLLM's ``{"structured_outputs": ...}``, or ``{}``."""
        if request.response_schema is None:
            return {}
        schema = wire_schema(request.response_schema)
        if self.structured_output == "response_format":
            return {
                "response_format": {
                    "type": "json_schema",
                    "json_schema": {"name": request.schema_name, "schema": schema, "strict": True},
                }
            }
        if self.structured_output == "vllm":
            return {"structured_outputs": {"json": schema}}
        return {}

    def _schema_json(self, request: ChatRequest) -> str:
        """:meth:`_schema_member` as JSON without its braces ("" for none), cached per schema."""
        if request.response_schema is None:
            return ""
        cached = self._schema_cache.get(request.schema_name)
        if cached is not None and cached[0] is request.response_schema:
            return cached[1]
        text = json.dumps(self._schema_member(request), ensure_ascii=False)[1:-1]
        self._schema_cache[request.schema_name] = (request.response_schema, text)
        return text

    def describe(self) -> dict[str, Any]:
        """A JSON-compatible description: URLs without credentials, the key's variable name only."""
        return {
            **super().describe(),
            "base_urls": _redact_urls(self.base_urls),
            "api_key_env": self.api_key_env,
            "structured_output": self.structured_output,
            "max_concurrency": self.max_concurrency,
            "max_retries": self.max_retries,
            "timeouts": {"connect": self.connect_timeout, "read": self.read_timeout},
        }

    def __repr__(self) -> str:
        return f"OpenAIBackend(base_url={_redact_urls(self.base_urls)!r}, model={self.model!r}, api_key_env={self.api_key_env!r})"

    # ------------------------------------------------------------------ internals
    def _loop_state(self) -> tuple[HTTPTransport, asyncio.Semaphore | None]:
        loop = asyncio.get_running_loop()
        state = self._per_loop.get(loop)
        if state is None:
            transport = HTTPTransport(connect_timeout=self.connect_timeout, read_timeout=self.read_timeout)
            limit = None if self.max_concurrency is None else asyncio.Semaphore(self.max_concurrency)
            state = (transport, limit)
            self._per_loop[loop] = state
        return state

    def _headers(self) -> dict[str, str]:
        headers = {"Content-Type": "application/json", "Accept": "application/json"}
        if self.__api_key:
            headers["Authorization"] = f"Bearer {self.__api_key}"
        return headers

    async def _complete(self, client: HTTPTransport, request: ChatRequest) -> Completion:
        body = self.encode_body(request)
        headers = self._headers()
        first = next(self._next_url)
        attempts = self.max_retries + 1
        last_error = ""
        for attempt in range(attempts):
            url = f"{self.base_urls[(first + attempt) % len(self.base_urls)]}/chat/completions"
            shown = _redacted(url)
            retry_after: float | None = None
            try:
                self.request_count += 1
                response = await client.post(url, body, headers)
            except (ConnectTimeoutError, ReadTimeoutError) as exc:
                last_error = f"POST {shown}: timed out ({type(exc).__name__}: {exc})"
            except TransportError as exc:
                last_error = f"POST {shown}: connection failed ({type(exc).__name__}: {self._scrub(str(exc))[:_SNIPPET]})"
            else:
                status = response.status
                if status == 200:
                    try:
                        return _parse_body(response)
                    except BackendError as exc:
                        last_error = f"POST {shown}: HTTP 200 with {self._scrub(str(exc))}"
                        if not getattr(exc, "retryable", True):
                            return Completion.failure(last_error, retryable=False)
                else:
                    snippet = self._scrub(response.body[:_SNIPPET].decode("utf-8", "replace")).replace("\n", " ")
                    last_error = f"POST {shown}: HTTP {status}: {snippet}"
                    if status not in _RETRY_STATUSES and status < 500:
                        logger.warning("%s (not retried)", last_error)
                        return Completion.failure(last_error, retryable=False)
                    retry_after = _retry_after(response.headers.get("retry-after"))
            if attempt + 1 >= attempts:
                break
            delay = self._backoff(attempt, retry_after)
            logger.warning("%s; retry %d/%d in %.2fs", last_error, attempt + 1, self.max_retries, delay)
            await asyncio.sleep(delay)
        message = f"{last_error} (gave up after {attempts} tries)"
        logger.error("%s", message)
        return Completion.failure(message)

    def _backoff(self, attempt: int, retry_after: float | None) -> float:
        if retry_after is not None:
            return min(retry_after, self.max_retry_after) + self._jitter.uniform(0, 0.1 * self.backoff_base)
        ceiling = min(self.backoff_max, self.backoff_base * (2**attempt))
        return ceiling / 2 + self._jitter.uniform(0, ceiling / 2)

    def _scrub(self, text: str) -> str:
        key = self.__api_key
        return text.replace(key, "***") if key else text


def wire_schema(schema: dict[str, Any]) -> dict[str, Any]:
    """The schema as sent to a server: without ``$schema``, ``$id`` and ``title``."""
    return {k: v for k, v in schema.items() if k not in ("$schema", "$id", "title")}


def _read_key(api_key_env: str | None) -> str | None:
    if api_key_env is None:
        return None
    value = os.environ.get(api_key_env)
    if not value:
        raise BackendError(f"the environment variable {api_key_env!r} (api_key_env) is not set or empty")
    return value


def _parse_body(response: Response) -> Completion:
    try:
        data = json.loads(response.body)
    except ValueError:
        raise BackendError(f"a body that is not JSON: {response.body[:80].decode('utf-8', 'replace')!r}") from None
    try:
        choice = data["choices"][0]
        text = choice["message"]["content"]
    except (KeyError, IndexError, TypeError):
        error = BackendError(f"a JSON body without choices[0].message.content: {str(data)[:120]!r}")
        error.retryable = False  # type: ignore[attr-defined]
        raise error from None
    if not isinstance(text, str):
        raise BackendError(f"choices[0].message.content of type {type(text).__name__}")
    usage = data.get("usage") or {}
    try:
        counts = Usage(int(usage.get("prompt_tokens") or 0), int(usage.get("completion_tokens") or 0))
    except (TypeError, ValueError, AttributeError):
        counts = Usage()
    return Completion(text=text, usage=counts, finish_reason=choice.get("finish_reason"))


def _retry_after(value: str | None) -> float | None:
    if not value:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0.0, when.timestamp() - time.time())


@functools.lru_cache(maxsize=1024)
def _system_message_json(content: str) -> str:
    """A system message as JSON; each dialogue sends the same one in every request."""
    return json.dumps({"role": "system", "content": content}, ensure_ascii=False)


@functools.lru_cache(maxsize=64)
def _redacted(url: str) -> str:
    """One URL without credentials (cached: every request names its URL in possible errors)."""
    return _redact_urls([url])[0]


def _redact_urls(urls: Sequence[Any]) -> list[Any]:
    """URLs without user:password and query strings (which may carry credentials)."""
    shown = []
    for url in urls:
        if not isinstance(url, str):
            shown.append(url)
            continue
        parts = urllib.parse.urlsplit(url)
        netloc = parts.hostname or ""
        if ":" in netloc:
            netloc = f"[{netloc}]"
        if parts.port:
            netloc = f"{netloc}:{parts.port}"
        shown.append(urllib.parse.urlunsplit((parts.scheme, netloc, parts.path, "", "")))
    return shown
