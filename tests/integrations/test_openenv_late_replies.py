"""A reply that comes after its request timed out must not answer the next request.

OpenEnv's WebSocket protocol has no request ids: the answers come back in order, so a client
that gives up on one reply but keeps its connection reads that reply, when it finally comes, as
the answer to its next request, and stays one behind from then on. The server here is slow on
cue: its sessions play an LLM user whose (fake) backend holds its answers while a gate is shut.
"""

from __future__ import annotations

import asyncio
import json
import logging
import threading
from collections.abc import Iterator
from typing import Any

import gymnasium as gym
import pytest

pytest.importorskip("openenv")

import rlver_env  # noqa: F401
from rlver_env.errors import SessionError
from rlver_env.integrations.openenv.client import EmpathyDialogueClient
from tests.fault_server import FaultServer, simulator_responder
from tests.openenv_server import active_sessions, running_server, wait_for

#: Long enough for a reset on a loaded machine; the gated turn never answers within it.
MESSAGE_TIMEOUT_S = 3.0
#: The logger of the server's connection log.
CONNECTION_LOG = "rlver_env.integrations.openenv.connection_log"


class Gate:
    """Holds the fake LLM backend's answers while shut, so a turn lasts until it is opened."""

    def __init__(self) -> None:
        self._open = threading.Event()
        self._open.set()
        self._answer = simulator_responder()

    def shut(self) -> None:
        self._open.clear()

    def open(self) -> None:
        self._open.set()

    def responder(self, body: dict[str, Any]) -> Any:
        self._open.wait(timeout=120)
        return self._answer(body)


@pytest.fixture()
def slow_server() -> Iterator[tuple[str, Gate]]:
    gate = Gate()
    with FaultServer(responder=gate.responder) as fake:
        llm = {"simulator": "llm", "backend": "openai", "base_url": fake.base_url, "model": "fake"}
        try:
            with running_server(env_kwargs=llm, max_concurrent_envs=4) as (base_url, _):
                yield base_url, gate
        finally:
            gate.open()  # let a held turn finish, so the server can stop


def connection_logs(caplog: pytest.LogCaptureFixture) -> list[logging.LogRecord]:
    """The connection log's records so far."""
    return [r for r in caplog.records if r.name == CONNECTION_LOG]


def tracebacks(caplog: pytest.LogCaptureFixture) -> list[str]:
    """The records with an error or a traceback (uvicorn's "Exception in ASGI application")."""
    return [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR or r.exc_info]


def opening_persona(seed: int) -> str:
    """The persona the in-process env opens with for ``seed``."""
    env = gym.make("EmpathyDialogue-v0")
    try:
        return str(env.reset(seed=seed)[1]["persona_id"])
    finally:
        env.close()


@pytest.mark.timeout(120)
def test_a_client_that_keeps_its_connection_reads_the_late_reply_as_the_next_answer(
    slow_server: tuple[str, Gate], caplog: pytest.LogCaptureFixture
) -> None:
    from websockets.sync.client import connect

    caplog.set_level(logging.DEBUG, logger=CONNECTION_LOG)
    base_url, gate = slow_server
    with connect(base_url.replace("http://", "ws://") + "/ws", open_timeout=30) as ws:
        ws.send(json.dumps({"type": "reset", "data": {"seed": 0}}))
        assert json.loads(ws.recv(timeout=30))["data"]["observation"]["turn"] == 0
        gate.shut()
        ws.send(json.dumps({"type": "step", "data": {"say": "That sounds hard."}}))
        with pytest.raises(TimeoutError):
            ws.recv(timeout=0.5)  # the turn is held: no reply yet
        gate.open()
        ws.send(json.dumps({"type": "state"}))
        answer = json.loads(ws.recv(timeout=30))
        # the late reply to the step is what this client reads for its state request ...
        assert answer["type"] == "observation" and answer["data"]["observation"]["turn"] == 1
        # ... and the state's own answer comes one request late
        assert json.loads(ws.recv(timeout=30))["type"] == "state"
    # every request was answered before the client closed: a normal close, logged at DEBUG
    assert wait_for(lambda: connection_logs(caplog), 30)
    [record] = connection_logs(caplog)
    assert (
        record.levelno == logging.DEBUG
        and "closed normally after 3 request(s)" in record.getMessage()
    )
    assert tracebacks(caplog) == []


@pytest.mark.timeout(120)
def test_after_a_timeout_the_client_never_reads_a_late_reply(
    slow_server: tuple[str, Gate], caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG, logger=CONNECTION_LOG)
    base_url, gate = slow_server
    env = EmpathyDialogueClient(base_url=base_url, message_timeout_s=MESSAGE_TIMEOUT_S).sync()
    with env:
        env.reset(seed=0)
        gate.shut()
        with pytest.raises(asyncio.TimeoutError, match="no reply to the 'step' message within"):
            env.step("That sounds hard.")
        gate.open()  # the held turn finishes on the server, and its reply has nowhere to go
        # the dialogue went with its connection: a step or a state would reach a new session
        with pytest.raises(SessionError, match="lost with its connection") as lost:
            env.state()
        assert lost.value.code == "SESSION_CLOSED"
        with pytest.raises(SessionError, match="reset to start a new one"):
            env.step("Are you there?")
        # a reset opens a new connection and is answered by its own reply, not the late step's
        result = env.reset(seed=1)
        assert result.reward is None and result.observation.turn == 0
        assert result.observation.persona_id == opening_persona(1)
        result = env.step("I'm listening.")
        assert result.observation.turn == 1
        assert result.observation.messages[-2] == {"role": "assistant", "content": "I'm listening."}
        assert env.state().turn == 1
        # the server ended the abandoned session, and said why
        assert wait_for(lambda: active_sessions(base_url) == 1, 30)
        assert wait_for(lambda: connection_logs(caplog), 30)
    assert wait_for(lambda: len(connection_logs(caplog)) == 2, 30)
    abandoned, closed = connection_logs(caplog)
    assert abandoned.levelno == logging.WARNING
    assert "went away before the reply to 1 request(s) was sent" in abandoned.getMessage()
    assert closed.levelno == logging.DEBUG and "closed normally" in closed.getMessage()
    assert tracebacks(caplog) == []  # the reply that could not be sent is that one warning


@pytest.mark.timeout(120)
def test_a_cancelled_wait_loses_the_dialogue_too(
    slow_server: tuple[str, Gate], caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG, logger=CONNECTION_LOG)
    base_url, gate = slow_server

    async def main() -> None:
        async with EmpathyDialogueClient(base_url=base_url) as env:
            await env.reset(seed=2)
            gate.shut()
            with pytest.raises(asyncio.TimeoutError):
                await asyncio.wait_for(env.step("That sounds hard."), timeout=0.5)
            gate.open()
            with pytest.raises(SessionError, match="was cancelled"):
                await env.step("Still there?")
            result = await env.reset(seed=2)
            assert result.observation.turn == 0 and result.reward is None
            assert (await env.state()).turn == 0

    asyncio.run(main())
    assert wait_for(lambda: len(connection_logs(caplog)) == 2, 30)
    levels = sorted(r.levelno for r in connection_logs(caplog))
    assert levels == [logging.DEBUG, logging.WARNING] and tracebacks(caplog) == []
