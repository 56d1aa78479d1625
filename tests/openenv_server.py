"""An OpenEnv server on a loopback port, in a thread of the test process, for the openenv tests."""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
import textwrap
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx

REPO = Path(__file__).resolve().parents[1]

#: A client process (``python -c KILLABLE_CLIENT BASE_URL``) that plays one turn, prints
#: ``mid-dialogue`` and waits, for a test to kill it mid-dialogue.
KILLABLE_CLIENT = textwrap.dedent(
    """
    import sys, time
    from rlver_env.integrations.openenv.client import EmpathyDialogueClient
    env = EmpathyDialogueClient(base_url=sys.argv[1]).sync()
    env.connect()
    env.reset(seed=0)
    env.step("That sounds hard.")
    print("mid-dialogue", flush=True)
    time.sleep(600)
    """
)


def active_sessions(base_url: str) -> int:
    """The number of dialogue sessions the server at ``base_url`` holds now."""
    return int(httpx.get(f"{base_url}/sessions", timeout=10).json()["active_sessions"])


@contextlib.contextmanager
def client_mid_dialogue(base_url: str) -> Iterator[subprocess.Popen[str]]:
    """A :data:`KILLABLE_CLIENT` process that has played one turn; killed on exit if still alive."""
    client = subprocess.Popen(
        [sys.executable, "-c", KILLABLE_CLIENT, base_url], stdout=subprocess.PIPE, text=True, cwd=REPO, env=os.environ.copy()
    )
    try:
        assert client.stdout is not None and client.stdout.readline().strip() == "mid-dialogue"
        yield client
    finally:
        if client.poll() is None:
            client.kill()
            client.wait()


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
    # log_config=None: uvicorn's loggers propagate, so caplog sees a traceback it logs
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", log_config=None))
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
