"""How the server logs the end of a dialogue connection: quietly when normal, a warning when not.

OpenEnv's ``/ws`` endpoint ends a session when its connection closes but says nothing about
how it closed. :class:`ConnectionLog` is an ASGI middleware that watches the messages of each
``/ws`` connection and logs its end once:

* a normal close (the client sent OpenEnv's ``close`` message, or a close frame with code 1000
  or 1001, with no request left unanswered) is a ``DEBUG`` line, so a server at the ``info``
  level prints nothing for it;
* anything else is one ``WARNING`` line that says what happened: the connection dropped without
  a close frame (a client process that died, a network that failed), the client went away
  while a request was being answered (it stopped waiting: a message timeout), or the answer
  could not be sent.

An error that only says the client has gone (Starlette's ``WebSocketDisconnect`` and
``WebSocketDisconnected``, uvicorn's ``ClientDisconnected``), raised after the client left, is
not passed on to the server, which would log it as a traceback: the warning says it instead.
OpenEnv's endpoint raises one when a reply cannot be sent (it tries to send an error about the
failed send). Any other error is passed on untouched.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any

logger = logging.getLogger(__name__)

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

#: Close codes of a deliberate close: "normal closure" and "going away".
NORMAL_CLOSE_CODES: frozenset[int] = frozenset({1000, 1001})


class ConnectionLog:
    """ASGI middleware that logs how each dialogue connection (``/ws``) ended.

    Args:
        app: The ASGI app it wraps.
        path: The WebSocket route of the dialogue sessions.
    """

    def __init__(self, app: ASGIApp, path: str = "/ws") -> None:
        self.app = app
        self.path = path

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "websocket" or scope.get("path") != self.path:
            await self.app(scope, receive, send)
            return
        connection = _Connection(_peer(scope))

        async def watched_receive() -> Message:
            message = await receive()
            connection.received(message)
            return message

        async def watched_send(message: Message) -> None:
            try:
                await send(message)
            except OSError:  # uvicorn's ClientDisconnected: the client has gone
                connection.send_failed(message)
                raise
            connection.sent(message)

        try:
            await self.app(scope, watched_receive, watched_send)
        except Exception as exc:
            if not (connection.gone and _is_disconnect(exc)):
                connection.log()
                raise
            # The client has gone and the app only tripped over that: the log line says it.
        connection.log()


class _Connection:
    """What one connection did: requests, replies, and how it ended."""

    def __init__(self, peer: str) -> None:
        self.peer = peer
        self.requests = 0
        self.replies = 0
        self.said_goodbye = False
        self.close_code: int | None = None
        self.failure: str | None = None
        self.server_closed = False
        self.logged = False

    @property
    def pending(self) -> int:
        """Requests received that have had no reply yet."""
        return max(self.requests - self.replies, 0)

    @property
    def gone(self) -> bool:
        """Whether the client is known to have left (a disconnect seen or a send refused)."""
        return self.close_code is not None or self.failure is not None

    def received(self, message: Message) -> None:
        kind = message.get("type")
        if kind == "websocket.receive":
            if _message_type(message) == "close":
                self.said_goodbye = True
            else:
                self.requests += 1
        elif kind == "websocket.disconnect" and self.close_code is None:
            self.close_code = int(message.get("code", 1005))

    def sent(self, message: Message) -> None:
        kind = message.get("type")
        if kind == "websocket.send":
            self.replies += 1
        elif kind == "websocket.close":
            self.server_closed = True

    def send_failed(self, message: Message) -> None:
        if message.get("type") == "websocket.close":
            self.server_closed = True  # closing a connection the client already closed
        elif self.failure is None:
            self.failure = "a reply could not be sent: the client had gone"

    def problem(self) -> str | None:
        """Why the close was abnormal, or ``None`` for a normal one."""
        if self.pending and (self.gone or not self.server_closed):
            return (
                f"the client went away before the reply to {self.pending} request(s) was sent "
                "(it stopped waiting, for instance at its message timeout, or it died)"
            )
        if self.said_goodbye:
            return None
        if self.failure is not None:
            return self.failure
        if self.close_code is not None and self.close_code not in NORMAL_CLOSE_CODES:
            return f"the connection dropped without a close frame (code {self.close_code})"
        return None

    def log(self) -> None:
        if self.logged:
            return
        self.logged = True
        problem = self.problem()
        if problem is None:
            logger.debug(
                "dialogue connection %s closed normally after %d request(s)",
                self.peer,
                self.requests,
            )
        else:
            logger.warning(
                "dialogue connection %s closed abnormally after %d request(s): %s; its "
                "session was ended",
                self.peer,
                self.requests,
                problem,
            )


def _peer(scope: Scope) -> str:
    client = scope.get("client")
    return f"{client[0]}:{client[1]}" if client else "(unknown client)"


def _message_type(message: Message) -> str | None:
    text = message.get("text")
    if text is None:
        return None
    try:
        data = json.loads(text)
    except ValueError:
        return None
    return data.get("type") if isinstance(data, dict) else None


def _is_disconnect(exc: BaseException) -> bool:
    """Whether ``exc`` only says the client has gone: a send or receive on a closed connection."""
    from starlette import websockets

    # Starlette raises WebSocketDisconnect for a send that failed, then WebSocketDisconnected
    # (1.x; a RuntimeError) for every later send, such as OpenEnv's error reply to that failure.
    kinds: tuple[type[BaseException], ...] = (websockets.WebSocketDisconnect, OSError)
    disconnected = getattr(websockets, "WebSocketDisconnected", None)
    if disconnected is not None:
        kinds += (disconnected,)
    return isinstance(exc, kinds)
