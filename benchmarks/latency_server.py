"""A loopback OpenAI-compatible server with a fixed latency, for the simulator benchmarks.

It answers ``POST /v1/chat/completions`` after ``latency`` seconds with valid JSON for the LLM
simulator: an appraisal (``change``) when the request's ``response_format`` names the appraisal
schema, else a user reply. It runs an asyncio loop in a child process, listens on 127.0.0.1
only, keeps connections alive, and lets any number of requests wait out their latency side by
side.
"""

from __future__ import annotations

import asyncio
import json
import multiprocessing
import multiprocessing.connection
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


def _answer(body: dict) -> bytes:
    schema = ((body.get("response_format") or {}).get("json_schema") or {}).get("name", "")
    return _ANSWERS["appraisal" if schema == "appraisal" else "reply"]


class _Server:
    def __init__(self, latency: float) -> None:
        self.latency = latency
        self.requests = 0

    async def handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        sock = writer.get_extra_info("socket")
        if sock is not None:
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        try:
            while True:
                header = await reader.readuntil(b"\r\n\r\n")
                length = 0
                for line in header.decode("latin-1").split("\r\n"):
                    if line.lower().startswith("content-length:"):
                        length = int(line.split(":", 1)[1])
                body = json.loads(await reader.readexactly(length) or b"{}")
                await asyncio.sleep(self.latency)
                writer.write(_answer(body))
                await writer.drain()
                self.requests += 1
        except (asyncio.IncompleteReadError, asyncio.CancelledError, ConnectionError):
            pass
        finally:
            writer.close()


def _serve(latency: float, conn: multiprocessing.connection.Connection) -> None:
    async def main() -> None:
        state = _Server(latency)
        server = await asyncio.start_server(state.handle, "127.0.0.1", 0, backlog=1024)
        conn.send(server.sockets[0].getsockname()[1])
        loop = asyncio.get_running_loop()
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
