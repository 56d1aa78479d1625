"""A loopback OpenAI-compatible server with a fixed latency, for the simulator benchmarks.

It answers every ``POST`` ``latency`` seconds after the request arrived, with valid JSON for
the LLM simulator: an appraisal (``change``) when the request's ``response_format`` names the
appraisal schema, else a user reply. It runs an asyncio loop in a child process, listens on
127.0.0.1 only, keeps connections alive, and lets any number of requests wait out their latency
side by side. It spends as little CPU as it can, since it shares the machine with the client
being measured.
"""

from __future__ import annotations

import asyncio
import json
import multiprocessing
import multiprocessing.connection
import re
import socket

APPRAISAL = {
    "agent_meaning": "They are trying to understand me.",
    "goal_fit": "Partly; they listen.",
    "inner_activity": "Maybe I can say a bit more.",
    "feeling": "A little calmer.",
    "change": 1,
}
REPLY = {
    "attitude": "guarded",
    "goal": "see whether they keep listening",
    "tone": "quiet, tired",
    "draft": "I guess. It's just a lot right now.",
    "reply": "I guess. It's just a lot right now.",
    "goodbye": False,
}


def _encode(content: dict) -> bytes:
    answer = {
        "id": "bench",
        "object": "chat.completion",
        "model": "bench",
        "choices": [{"index": 0, "finish_reason": "stop", "message": {"role": "assistant", "content": json.dumps(content)}}],
        "usage": {"prompt_tokens": 100, "completion_tokens": 40, "total_tokens": 140},
    }
    data = json.dumps(answer).encode()
    head = f"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: {len(data)}\r\n\r\n".encode()
    return head + data


# Encoded once: the server stands in for a remote one, so it should spend little of the CPU
# that it shares with the client being measured.
_ANSWERS = {"appraisal": _encode(APPRAISAL), "reply": _encode(REPLY)}


_CONTENT_LENGTH = re.compile(rb"content-length:\s*(\d+)")
_APPRAISAL_SCHEMA = re.compile(rb'"name"\s*:\s*"appraisal"')


class _Connection(asyncio.Protocol):
    """One keep-alive connection: each complete request is answered ``latency`` seconds later.

    A protocol, not streams: the server stands in for a remote one, so the work it does per
    request (find the end of the head, read Content-Length, look for the schema name, arm a
    timer) is kept to a few microseconds of the CPU it shares with the client under test.
    """

    def __init__(self, server: _Server) -> None:
        self.server = server
        self.buffer = bytearray()
        self.transport: asyncio.Transport | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:  # noqa: D102
        self.transport = transport  # type: ignore[assignment]
        sock = transport.get_extra_info("socket")
        if sock is not None:
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)

    def data_received(self, data: bytes) -> None:  # noqa: D102
        self.buffer += data
        while True:
            end = self.buffer.find(b"\r\n\r\n")
            if end < 0:
                return
            match = _CONTENT_LENGTH.search(bytes(self.buffer[:end]).lower())
            total = end + 4 + (int(match.group(1)) if match else 0)
            if len(self.buffer) < total:
                return
            body = bytes(self.buffer[end + 4 : total])
            del self.buffer[:total]
            answer = _ANSWERS["appraisal" if _APPRAISAL_SCHEMA.search(body) else "reply"]
            self.server.loop.call_later(self.server.latency, self._respond, answer)

    def _respond(self, answer: bytes) -> None:
        if self.transport is not None and not self.transport.is_closing():
            self.transport.write(answer)
            self.server.requests += 1


class _Server:
    def __init__(self, latency: float, loop: asyncio.AbstractEventLoop) -> None:
        self.latency = latency
        self.loop = loop
        self.requests = 0


def _serve(latency: float, conn: multiprocessing.connection.Connection) -> None:
    async def main() -> None:
        loop = asyncio.get_running_loop()
        state = _Server(latency, loop)
        server = await loop.create_server(lambda: _Connection(state), "127.0.0.1", 0, backlog=1024)
        conn.send(server.sockets[0].getsockname()[1])
        stop = loop.create_future()
        loop.add_reader(conn.fileno(), lambda: stop.done() or stop.set_result(None))
        await stop
        conn.send(state.requests)
        server.close()

    asyncio.run(main())


class LatencyServer:
    """Runs the server in a child process (as a real server would be); a context manager.

    Args:
        latency: Seconds each request waits before its answer.
    """

    def __init__(self, latency: float = 0.1) -> None:
        self.latency = latency
        self.requests = 0
        self._conn, child = multiprocessing.Pipe()
        self._process = multiprocessing.get_context("spawn").Process(target=_serve, args=(latency, child), daemon=True)
        self._port = 0

    @property
    def base_url(self) -> str:
        """``http://127.0.0.1:<port>/v1``."""
        return f"http://127.0.0.1:{self._port}/v1"

    def __enter__(self) -> LatencyServer:
        self._process.start()
        if not self._conn.poll(30):
            raise RuntimeError("the latency server did not start")
        self._port = self._conn.recv()
        return self

    def __exit__(self, *exc: object) -> None:
        self._conn.send("stop")
        if self._conn.poll(10):
            self.requests = self._conn.recv()
        self._process.join(10)
        if self._process.is_alive():
            self._process.kill()
