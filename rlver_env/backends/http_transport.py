"""A lean asyncio HTTP/1.1 client for JSON POSTs, with keep-alive connection pools.

The OpenAI-compatible backend sends many small requests at once (one per dialogue and stage).
General-purpose clients spend around a millisecond of CPU per request at that concurrency,
which is a large share of a 100 ms simulator call; this transport spends a tenth of that. It
does one thing: ``POST`` a body and read the whole response (``Content-Length``, chunked, or
until close), over ``http://`` or ``https://``, with connect and read timeouts.

A pooled keep-alive connection that the server has closed in the meantime is retried once on a
fresh connection when it fails before any byte of the response arrived, as other clients do.
"""

from __future__ import annotations

import asyncio
import dataclasses
import functools
import ssl
import urllib.parse
from collections.abc import Mapping

from rlver_env.backends.aio import within


class TransportError(Exception):
    """A request failed below HTTP (connect, read, protocol)."""


class ConnectTimeoutError(TransportError):
    """The connection was not established in time."""


class ReadTimeoutError(TransportError):
    """The response did not arrive in time."""


class ConnectionFailedError(TransportError):
    """The connection was refused, reset or closed early."""


class ProtocolError(TransportError):
    """The server's answer is not valid HTTP/1.1."""


@dataclasses.dataclass(frozen=True)
class Response:
    """A whole HTTP response."""

    status: int
    headers: dict[str, str]
    body: bytes


_MAX_HEADER_BYTES = 64 * 1024


class HTTPTransport:
    """Keep-alive pools of asyncio connections, one pool per (event loop, scheme, host, port).

    Args:
        connect_timeout: Seconds to open a connection.
        read_timeout: Seconds to send a request and read its whole response.
    """

    def __init__(self, connect_timeout: float = 10.0, read_timeout: float = 120.0) -> None:
        self.connect_timeout = connect_timeout
        self.read_timeout = read_timeout
        self._idle: dict[tuple[int, str, str, int], list[tuple[asyncio.StreamReader, asyncio.StreamWriter]]] = {}
        self._ssl: ssl.SSLContext | None = None

    async def post(self, url: str, body: bytes, headers: Mapping[str, str] | None = None) -> Response:
        """POSTs ``body`` to ``url`` and returns the whole response.

        Raises:
            ConnectTimeoutError, ReadTimeoutError, ConnectionFailedError, ProtocolError.
        """
        scheme, host, port, head = _target(url)
        lines = [f"Content-Length: {len(body)}"]
        for name, value in (headers or {}).items():
            lines.append(f"{name}: {value}")
        request = b"".join((head, "\r\n".join(lines).encode("latin-1"), b"\r\n\r\n", body))
        key = (id(asyncio.get_running_loop()), scheme, host, port)

        for attempt in (0, 1):
            reused, (reader, writer) = await self._acquire(key)
            try:
                response, keep = await within(self._exchange(reader, writer, request), self.read_timeout)
            except asyncio.TimeoutError:
                writer.close()
                raise ReadTimeoutError(f"no complete response within {self.read_timeout:g} s") from None
            except _StaleConnection:
                writer.close()
                if reused and attempt == 0:
                    continue
                raise ConnectionFailedError("the server closed the connection before answering") from None
            except (ConnectionError, OSError) as exc:
                writer.close()
                if reused and attempt == 0 and isinstance(exc, (ConnectionResetError, BrokenPipeError)):
                    continue
                raise ConnectionFailedError(f"{type(exc).__name__}: {exc}") from None
            except ProtocolError:
                writer.close()
                raise
            if keep:
                self._idle.setdefault(key, []).append((reader, writer))
            else:
                writer.close()
            return response
        raise ConnectionFailedError("the server closed the connection before answering")  # pragma: no cover

    async def _acquire(self, key: tuple[int, str, str, int]) -> tuple[bool, tuple[asyncio.StreamReader, asyncio.StreamWriter]]:
        idle = self._idle.get(key)
        while idle:
            reader, writer = idle.pop()
            if not writer.is_closing() and not reader.at_eof():
                return True, (reader, writer)
            writer.close()
        _, scheme, host, port = key
        context = None
        if scheme == "https":
            if self._ssl is None:
                self._ssl = ssl.create_default_context()
            context = self._ssl
        try:
            connection = await within(asyncio.open_connection(host, port, ssl=context), self.connect_timeout)
        except asyncio.TimeoutError:
            raise ConnectTimeoutError(f"could not connect within {self.connect_timeout:g} s") from None
        except OSError as exc:
            raise ConnectionFailedError(f"could not connect: {exc.strerror or exc}") from None
        sock = connection[1].get_extra_info("socket")
        if sock is not None:
            import socket  # noqa: PLC0415 - only for the option constants

            try:
                sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            except OSError:  # pragma: no cover - not a TCP socket
                pass
        return False, connection

    async def _exchange(
        self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, request: bytes
    ) -> tuple[Response, bool]:
        writer.write(request)
        await writer.drain()
        try:
            head = await reader.readuntil(b"\r\n\r\n")
        except asyncio.IncompleteReadError as exc:
            if not exc.partial:
                raise _StaleConnection from None
            raise ProtocolError("the response ended inside its headers") from None
        except asyncio.LimitOverrunError:
            raise ProtocolError("response headers too long") from None
        if len(head) > _MAX_HEADER_BYTES:
            raise ProtocolError("response headers too long")
        lines = head.decode("latin-1").split("\r\n")
        status_line = lines[0].split(" ", 2)
        if len(status_line) < 2 or not status_line[0].startswith("HTTP/1.") or not status_line[1].isdigit():
            raise ProtocolError(f"not an HTTP/1.1 status line: {lines[0][:80]!r}")
        status = int(status_line[1])
        headers: dict[str, str] = {}
        for line in lines[1:]:
            if not line:
                continue
            name, sep, value = line.partition(":")
            if not sep:
                raise ProtocolError(f"malformed header line {line[:80]!r}")
            headers[name.strip().lower()] = value.strip()
        keep = status_line[0] == "HTTP/1.1" and headers.get("connection", "").lower() != "close"
        try:
            if "chunked" in headers.get("transfer-encoding", "").lower():
                body = await self._read_chunked(reader)
            elif "content-length" in headers:
                try:
                    length = int(headers["content-length"])
                except ValueError:
                    raise ProtocolError(f"bad Content-Length {headers['content-length']!r}") from None
                body = await reader.readexactly(length)
            else:
                body = await reader.read()
                keep = False
        except asyncio.IncompleteReadError:
            raise ConnectionFailedError("the connection closed in the middle of the response body") from None
        return Response(status, headers, body), keep

    @staticmethod
    async def _read_chunked(reader: asyncio.StreamReader) -> bytes:
        chunks = []
        while True:
            size_line = await reader.readuntil(b"\r\n")
            try:
                size = int(size_line.split(b";", 1)[0].strip(), 16)
            except ValueError:
                raise ProtocolError(f"bad chunk size {size_line[:40]!r}") from None
            if size == 0:
                while (await reader.readuntil(b"\r\n")) != b"\r\n":  # trailers
                    pass
                return b"".join(chunks)
            chunks.append(await reader.readexactly(size))
            await reader.readexactly(2)

    async def aclose(self) -> None:
        """Closes every pooled connection of the running event loop (and forgets the others)."""
        loop_id = id(asyncio.get_running_loop())
        for key in list(self._idle):
            for _, writer in self._idle.pop(key):
                if key[0] == loop_id:
                    writer.close()
                    try:
                        await writer.wait_closed()
                    except (ConnectionError, OSError, ssl.SSLError):
                        pass


@functools.lru_cache(maxsize=64)
def _target(url: str) -> tuple[str, str, int, bytes]:
    """``(scheme, host, port, request head up to the per-request headers)`` of a URL.

    Raises:
        ProtocolError: For a URL that is not ``http://`` or ``https://`` with a host.
    """
    parts = urllib.parse.urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise ProtocolError(f"unsupported URL {url!r}")
    port = parts.port or (443 if parts.scheme == "https" else 80)
    path = parts.path or "/"
    if parts.query:
        path += "?" + parts.query
    host_header = parts.hostname if parts.port is None else f"{parts.hostname}:{parts.port}"
    head = f"POST {path} HTTP/1.1\r\nHost: {host_header}\r\nConnection: keep-alive\r\n".encode("latin-1")
    return parts.scheme, parts.hostname, port, head


class _StaleConnection(Exception):
    """A pooled connection was closed by the server before the request was answered."""
