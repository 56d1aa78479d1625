"""A TCP proxy on 127.0.0.1 in front of a WebSocket server that breaks sessions on cue, for tests.

Usage::

    with WebSocketFaultProxy(server_url, fault_at=2, mode="cut") as proxy:
        client = EmpathyDialogueClient(base_url=proxy.base_url).sync()
        client.reset(seed=0)       # the client's data frame 1: passed on
        client.step("Hello.")      # data frame 2: the connection drops, as if the server died

The proxy passes bytes both ways. It reads the headers of the client's WebSocket frames (not
their masked payloads) to count the client's data frames (text and binary; pings, pongs and
close frames are not counted). When a connection's client sends its ``fault_at``-th data
frame, that frame is not passed on and the proxy either closes both sockets (``"cut"``: a
server killed mid-dialogue) or stops passing anything in either direction while keeping the
sockets open (``"stall"``: a server that never answers, so the client's request times out).
Only the first ``faults`` connections are broken; later ones pass through untouched.
"""

from __future__ import annotations

import socket
import struct
import threading
from typing import Literal
from urllib.parse import urlsplit

Mode = Literal["cut", "stall"]
_DATA_OPCODES = (0x1, 0x2)


class WebSocketFaultProxy:
    """The proxy; use it as a context manager or call :meth:`start` and :meth:`stop`.

    Args:
        target: The server, ``http://127.0.0.1:PORT``.
        fault_at: The client data frame (1-based) at which a connection breaks.
        mode: ``"cut"`` or ``"stall"`` (see the module's docstring).
        faults: How many connections break (the first ones); later ones pass through.

    Attributes:
        broken: How many connections the proxy has broken so far.
    """

    def __init__(self, target: str, fault_at: int, mode: Mode = "cut", faults: int = 1) -> None:
        if mode not in ("cut", "stall") or fault_at < 1 or faults < 0:
            raise ValueError(
                f"bad proxy settings: mode={mode!r}, fault_at={fault_at}, faults={faults}"
            )
        parts = urlsplit(target)
        self._target = (parts.hostname or "127.0.0.1", int(parts.port or 80))
        self.fault_at, self.mode, self.faults = fault_at, mode, faults
        self.broken = 0
        self._lock = threading.Lock()
        self._sockets: list[socket.socket] = []
        self._stopping = threading.Event()
        self._listener = socket.create_server(("127.0.0.1", 0))
        self._thread = threading.Thread(target=self._accept, daemon=True)

    @property
    def base_url(self) -> str:
        """``http://127.0.0.1:<port>`` of the proxy."""
        return f"http://127.0.0.1:{self._listener.getsockname()[1]}"

    def start(self) -> WebSocketFaultProxy:
        """Starts accepting connections in a daemon thread."""
        self._thread.start()
        return self

    def stop(self) -> None:
        """Closes the listener and every connection it made."""
        self._stopping.set()
        _close(self._listener)  # shutting it down wakes the thread blocked in accept()
        with self._lock:
            sockets, self._sockets = self._sockets, []
        for sock in sockets:
            _close(sock)
        self._thread.join(timeout=5)

    def __enter__(self) -> WebSocketFaultProxy:  # noqa: PYI034 - no typing.Self on Python 3.10
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def _accept(self) -> None:
        while not self._stopping.is_set():
            try:
                client, _ = self._listener.accept()
            except OSError:
                return  # the listener was closed
            server = socket.create_connection(self._target, timeout=10)
            server.settimeout(None)
            with self._lock:
                self._sockets += [client, server]
                breaks = self.broken < self.faults
                if breaks:
                    self.broken += 1
            connection = _Connection(client, server, self.fault_at if breaks else None, self.mode)
            for pump in (connection.client_to_server, connection.server_to_client):
                threading.Thread(target=pump, daemon=True).start()


class _Connection:
    """One proxied connection: two pumps, and the fault if this connection is to break."""

    def __init__(
        self, client: socket.socket, server: socket.socket, fault_at: int | None, mode: Mode
    ) -> None:
        self.client, self.server = client, server
        self.fault_at, self.mode = fault_at, mode
        self.stalled = threading.Event()

    def client_to_server(self) -> None:
        buffer = b""
        handshake_done = False
        frames = 0
        while True:
            chunk = _recv(self.client)
            if not chunk:
                break
            buffer += chunk
            if not handshake_done:
                end = buffer.find(b"\r\n\r\n")
                if end < 0:
                    continue
                handshake_done = True
                self.server.sendall(buffer[: end + 4])
                buffer = buffer[end + 4 :]
            while (size := _frame_size(buffer)) is not None:
                frame, buffer = buffer[:size], buffer[size:]
                if frame[0] & 0x0F in _DATA_OPCODES:
                    frames += 1
                    if frames == self.fault_at:
                        self._fault()
                        return
                self.server.sendall(frame)
        _close(self.server)

    def server_to_client(self) -> None:
        while True:
            chunk = _recv(self.server)
            if not chunk or self.stalled.is_set():
                break
            self.client.sendall(chunk)
        if not self.stalled.is_set():
            _close(self.client)

    def _fault(self) -> None:
        if self.mode == "stall":
            self.stalled.set()  # the sockets stay open until the proxy stops
            return
        for sock in (self.client, self.server):
            _close(sock)


def _frame_size(buffer: bytes) -> int | None:
    """The byte length of the complete WebSocket frame at the start of ``buffer``, or ``None``."""
    if len(buffer) < 2:
        return None
    length, header = buffer[1] & 0x7F, 2
    if length == 126:
        if len(buffer) < 4:
            return None
        length, header = struct.unpack("!H", buffer[2:4])[0], 4
    elif length == 127:
        if len(buffer) < 10:
            return None
        length, header = struct.unpack("!Q", buffer[2:10])[0], 10
    if buffer[1] & 0x80:
        header += 4  # the client's masking key
    size = header + length
    return size if len(buffer) >= size else None


def _recv(sock: socket.socket) -> bytes:
    try:
        return sock.recv(65536)
    except OSError:
        return b""


def _close(sock: socket.socket) -> None:
    try:
        sock.shutdown(socket.SHUT_RDWR)
    except OSError:
        pass
    sock.close()
