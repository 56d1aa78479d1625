"""A small OpenAI-compatible server on 127.0.0.1 that misbehaves on cue, for tests.

Usage::

    with FaultServer() as server:             # a free port on 127.0.0.1
        server.push(Status(500), Status(429, retry_after="1"), Reset())
        backend = OpenAIBackend(server.base_url, model="fake")
        ...
        assert server.count == 4

Each request to ``POST /v1/chat/completions`` takes the next scripted :class:`Action` from the
queue (:meth:`FaultServer.push`); when the queue is empty, :attr:`FaultServer.responder` makes
a valid answer from the request (by default :func:`simulator_responder`, which answers the LLM
simulator's appraisal and reply requests). Every request is recorded (headers and body), and
the most requests in flight at once is tracked. Slow actions wait on an event that
:meth:`FaultServer.stop` sets, so the server always stops at once. It only ever listens on the
loopback address and sends nothing anywhere.
"""

from __future__ import annotations

import collections
import dataclasses
import http.server
import json
import socket
import struct
import threading
from collections.abc import Callable
from typing import Any


@dataclasses.dataclass(frozen=True)
class Ok:
    """A well-formed completion whose message content is ``content``."""

    content: str
    prompt_tokens: int = 11
    completion_tokens: int = 7


@dataclasses.dataclass(frozen=True)
class Status:
    """An HTTP error status (``echo_auth`` puts the request's Authorization header in the body)."""

    code: int
    body: str = '{"error": {"message": "scripted failure"}}'
    retry_after: str | None = None
    echo_auth: bool = False


@dataclasses.dataclass(frozen=True)
class Delay:
    """Waits ``seconds`` (or until the server stops), then performs ``then`` (default: the responder)."""

    seconds: float
    then: Any = None


@dataclasses.dataclass(frozen=True)
class Reset:
    """Drops the connection with a TCP reset after reading the request."""


@dataclasses.dataclass(frozen=True)
class Garbage:
    """HTTP 200 with a body that is not JSON."""

    body: bytes = b"<html>502 Bad Gateway</html>\x00\xff"


@dataclasses.dataclass(frozen=True)
class RawJSON:
    """HTTP 200 with any JSON body (e.g. one without ``choices``)."""

    payload: Any


Action = Ok | Status | Delay | Reset | Garbage | RawJSON
Responder = Callable[[dict[str, Any]], Action]

APPRAISAL_ANSWER = {
    "agent_meaning": "They want to help.",
    "goal_fit": "Partly.",
    "inner_activity": "I am thinking it over.",
    "feeling": "A little better.",
    "change": 3,
}
REPLY_ANSWER = {
    "attitude": "cautious",
    "goal": "see if they listen",
    "tone": "dry",
    "draft": "Maybe.",
    "reply": "Hm. Maybe you're right.",
    "goodbye": False,
}


def request_stage(body: dict[str, Any]) -> str:
    """``"appraisal"`` or ``"user_reply"``: which answer a simulator request asks for."""
    fmt = body.get("response_format") or {}
    name = (fmt.get("json_schema") or {}).get("name")
    if name:
        return name
    text = json.dumps(body.get("messages", []), ensure_ascii=False)
    return "appraisal" if '"change": 0' in text else "user_reply"


def simulator_responder(change: Any = 3, reply: str = "Hm. Maybe you're right.") -> Responder:
    """A responder that gives valid simulator answers with the given change and reply."""

    def respond(body: dict[str, Any]) -> Action:
        if request_stage(body) == "appraisal":
            return Ok(json.dumps({**APPRAISAL_ANSWER, "change": change}))
        return Ok(json.dumps({**REPLY_ANSWER, "reply": reply}))

    return respond


class FaultServer:
    """The server; use it as a context manager or call :meth:`start` and :meth:`stop`."""

    def __init__(self, responder: Responder | None = None) -> None:
        self.responder: Responder = responder or simulator_responder()
        self.requests: list[dict[str, Any]] = []
        self.max_in_flight = 0
        self._script: collections.deque[Action] = collections.deque()
        self._lock = threading.Lock()
        self._in_flight = 0
        self._stopping = threading.Event()
        self._server = _Server(("127.0.0.1", 0), _Handler)
        self._server.owner = self
        self._thread = threading.Thread(target=self._server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)

    @property
    def base_url(self) -> str:
        """``http://127.0.0.1:<port>/v1``."""
        return f"http://127.0.0.1:{self._server.server_address[1]}/v1"

    @property
    def count(self) -> int:
        """How many chat requests arrived."""
        with self._lock:
            return len(self.requests)

    def push(self, *actions: Action) -> None:
        """Queues actions for the next requests, in order."""
        with self._lock:
            self._script.extend(actions)

    def clear(self) -> None:
        """Forgets the recorded requests and any queued actions."""
        with self._lock:
            self.requests.clear()
            self._script.clear()
            self.max_in_flight = 0

    def start(self) -> FaultServer:
        """Starts serving in a daemon thread."""
        self._thread.start()
        return self

    def stop(self) -> None:
        """Wakes every waiting handler and stops the server."""
        self._stopping.set()
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(timeout=5)

    def __enter__(self) -> FaultServer:  # noqa: PYI034 - no typing.Self on Python 3.10
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    # called by the handler
    def _next_action(self, record: dict[str, Any]) -> Action:
        with self._lock:
            self.requests.append(record)
            self._in_flight += 1
            self.max_in_flight = max(self.max_in_flight, self._in_flight)
            if self._script:
                return self._script.popleft()
        return self.responder(record["body"])

    def _done(self) -> None:
        with self._lock:
            self._in_flight -= 1


class _Server(http.server.ThreadingHTTPServer):
    daemon_threads = True
    # socketserver's backlog of 5 drops the SYNs of a 64-dialogue batch that connects at once.
    request_queue_size = 256
    owner: FaultServer

    def handle_error(self, request: Any, client_address: Any) -> None:
        """Dropped connections are the point of some actions; keep stderr quiet."""


class _Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server: _Server

    def log_message(self, format: str, *args: Any) -> None:
        """Keeps test output quiet."""

    def do_GET(self) -> None:
        if self.path.rstrip("/").endswith("/models"):
            self._send(200, json.dumps({"object": "list", "data": [{"id": "fake", "object": "model"}]}).encode())
        else:
            self._send(404, b'{"error": "not found"}')

    def do_POST(self) -> None:
        owner = self.server.owner
        length = int(self.headers.get("content-length") or 0)
        raw = self.rfile.read(length)
        try:
            body = json.loads(raw)
        except ValueError:
            body = {}
        record = {"path": self.path, "headers": dict(self.headers.items()), "body": body}
        action = owner._next_action(record)
        try:
            self._perform(action, record)
        finally:
            owner._done()

    def _perform(self, action: Action, record: dict[str, Any]) -> None:
        owner = self.server.owner
        while isinstance(action, Delay):
            if owner._stopping.wait(action.seconds):
                self.close_connection = True
                return
            action = action.then if action.then is not None else owner.responder(record["body"])
        if isinstance(action, Ok):
            payload = {
                "id": "chatcmpl-test",
                "object": "chat.completion",
                "model": record["body"].get("model", "fake"),
                "choices": [{"index": 0, "finish_reason": "stop", "message": {"role": "assistant", "content": action.content}}],
                "usage": {
                    "prompt_tokens": action.prompt_tokens,
                    "completion_tokens": action.completion_tokens,
                    "total_tokens": action.prompt_tokens + action.completion_tokens,
                },
            }
            self._send(200, json.dumps(payload).encode())
        elif isinstance(action, Status):
            body = action.body
            if action.echo_auth:
                body = f"bad credentials: {record['headers'].get('Authorization', '')}"
            headers = {"Retry-After": action.retry_after} if action.retry_after is not None else {}
            self._send(action.code, body.encode(), headers)
        elif isinstance(action, Garbage):
            self._send(200, action.body, content_type="text/html")
        elif isinstance(action, RawJSON):
            self._send(200, json.dumps(action.payload).encode())
        elif isinstance(action, Reset):
            self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            self.close_connection = True
            self.connection.close()
        else:
            raise TypeError(f"unknown action {action!r}")

    def _send(self, code: int, body: bytes, headers: dict[str, str] | None = None, content_type: str = "application/json") -> None:
        self.send_response(code)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(body)
