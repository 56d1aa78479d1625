"""An OpenEnv server on a loopback port, in a thread of the test process, for the openenv tests."""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Iterator
from typing import Any


@contextlib.contextmanager
def running_server(**create_app_kwargs: Any) -> Iterator[tuple[str, Any]]:
    """Serves ``create_app(**create_app_kwargs)`` on a free loopback port.

    Yields:
        The base URL (``http://127.0.0.1:PORT``) and the app.
    """
    import uvicorn

    from rlver_env.integrations.openenv.server import create_app, listen

    app = create_app(**create_app_kwargs)
    sock = listen("127.0.0.1", 0)
    port = sock.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning"))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not server.started:
        if not thread.is_alive() or time.monotonic() > deadline:
            raise RuntimeError("the OpenEnv test server did not start")
        time.sleep(0.02)
    try:
        yield f"http://127.0.0.1:{port}", app
    finally:
        server.should_exit = True
        thread.join(timeout=10)
        sock.close()


def wait_for(predicate: Any, timeout: float, interval: float = 0.05) -> bool:
    """Polls ``predicate()`` until it is true or ``timeout`` seconds pass; returns its last value."""
    deadline = time.monotonic() + timeout
    while True:
        value = predicate()
        if value or time.monotonic() > deadline:
            return bool(value)
        time.sleep(interval)
