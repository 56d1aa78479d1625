"""The TRL ``environment_factory`` environment against a loopback server, and how it fails.

A dialogue that breaks off (a killed server, a cut connection, a reply that never comes) or
that the server's env ends with a simulator error gives ``None``, never its partial return;
the next ``reset`` starts over on a new connection. The training step through TRL's own
``GRPOTrainer`` is in ``test_openenv_trl_training.py``.
"""

from __future__ import annotations

import functools
import inspect
import os
import re
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import gymnasium as gym
import pytest

pytest.importorskip("openenv")

import rlver_env  # noqa: F401
from rlver_env.errors import SessionError
from rlver_env.integrations.openenv.trl_env import (
    ENDED_NOTE,
    OPENING_SEPARATOR,
    DialogueLostError,
    DialogueToolEnv,
)
from tests.fault_server import FaultServer, Status
from tests.openenv_server import running_server
from tests.ws_fault_proxy import WebSocketFaultProxy

REPO = Path(__file__).resolve().parents[2]
REPLIES = (
    "That sounds really hard. What happened?",
    "I'm here. How did that feel?",
    "You did your best.",
)
PROMPT = [{"role": "user", "content": "Talk to them."}]


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    with running_server(max_concurrent_envs=8) as (base_url, _):
        yield base_url


def play(env: DialogueToolEnv, seed: int, max_turns: int = 3) -> float:
    """Plays a whole dialogue with :data:`REPLIES`, checking it against the in-process env."""
    reference = gym.make("EmpathyDialogue-v0", max_turns=max_turns)
    try:
        opening = env.reset(seed=seed, prompt=PROMPT)
        obs, _ = reference.reset(seed=seed)
        assert opening == OPENING_SEPARATOR + obs[0]["content"]
        total, turn, done = 0.0, 0, False
        while not done:
            answer = env.reply(REPLIES[turn % len(REPLIES)])
            obs, reward, terminated, truncated, info = reference.step(REPLIES[turn % len(REPLIES)])
            total += reward
            done = terminated or truncated
            assert answer == (f"{info['user_text']} {ENDED_NOTE}" if done else info["user_text"])
            turn += 1
        assert env.reason == info["reason"] and env.emotion == info["emotion"]
        return total
    finally:
        reference.close()


def test_trl_sees_one_tool_reply_with_a_schema() -> None:
    # GRPOTrainer lists the class's functions: reset and get_reward are special, the rest tools
    public = {
        name
        for name, _ in inspect.getmembers(DialogueToolEnv, predicate=inspect.isfunction)
        if not name.startswith("_")
    }
    assert public == {"reset", "reply", "get_reward"}
    utils = pytest.importorskip("transformers.utils")
    schema = utils.get_json_schema(DialogueToolEnv.reply)
    assert schema["function"]["name"] == "reply"
    assert schema["function"]["parameters"]["properties"]["message"]["type"] == "string"
    assert schema["function"]["parameters"]["required"] == ["message"]


def test_an_episode_scores_what_the_in_process_env_scores(server: str) -> None:
    factory = functools.partial(DialogueToolEnv, base_url=server, env_kwargs={"max_turns": 3})
    env = factory()
    try:
        assert env.get_reward() is None  # no dialogue yet
        for seed in (4, 9):  # two episodes on one session, as TRL reuses its environments
            total = play(env, seed)
            assert env.get_reward() == pytest.approx(total)
            with pytest.raises(ValueError, match="has ended"):
                env.reply("Are you still there?")
    finally:
        env._close()


def test_dataset_columns_choose_the_dialogue(server: str) -> None:
    env = DialogueToolEnv(base_url=server)
    try:
        env.reset(seed=1, persona="sport-lana-water-polo", difficulty="hard", prompt="ignored")
        state = env._client.state()
        assert (state.persona_id, state.difficulty) == ("sport-lana-water-polo", "hard")
    finally:
        env._close()


def test_a_row_without_a_seed_is_warned_about(server: str) -> None:
    env = DialogueToolEnv(base_url=server)
    try:
        with pytest.warns(UserWarning, match="no 'seed' column"):
            env.reset(persona="sport-lana-water-polo", prompt=PROMPT)
    finally:
        env._close()


def test_a_refused_reset_is_raised_at_once(server: str) -> None:
    env = DialogueToolEnv(base_url=server, reset_retries=5, retry_delay_s=30.0)
    try:
        with pytest.raises(SessionError, match="no-such-persona"):
            env.reset(seed=0, persona="no-such-persona")  # a bad dataset row: not retried
        assert env.get_reward() is None
    finally:
        env._close()


def test_bad_settings_are_refused() -> None:
    with pytest.raises(ValueError, match="message_timeout_s must be positive"):
        DialogueToolEnv(base_url="http://127.0.0.1:9", message_timeout_s=0)
    with pytest.raises(ValueError, match="reset_retries and retry_delay_s must be >= 0"):
        DialogueToolEnv(base_url="http://127.0.0.1:9", reset_retries=-1)


# --------------------------------------------------------------------------- failures


@pytest.mark.timeout(60)
@pytest.mark.parametrize("mode", ["cut", "stall"])
def test_a_dialogue_that_breaks_off_gets_no_reward_and_reset_starts_over(
    server: str, mode: str
) -> None:
    # data frame 1 is the reset, 2 the first reply: the session breaks as the reply is sent
    with WebSocketFaultProxy(server, fault_at=2, mode=mode) as proxy:  # type: ignore[arg-type]
        env = DialogueToolEnv(
            base_url=proxy.base_url, env_kwargs={"max_turns": 3}, message_timeout_s=1.0
        )
        try:
            env.reset(seed=4, prompt=PROMPT)
            with pytest.raises(DialogueLostError, match="The conversation broke off"):
                env.reply(REPLIES[0])
            assert proxy.broken == 1 and env.failure is not None
            assert env.get_reward() is None  # not the partial return, not 0
            with pytest.raises(DialogueLostError, match="broke off"):
                env.reply(REPLIES[1])  # what TRL shows the model if it goes on calling
            assert env.get_reward() is None
            # the next episode opens a new connection, which the proxy lets through
            total = play(env, seed=4)
            assert env.failure is None and env.get_reward() == pytest.approx(total)
        finally:
            env._close()


@pytest.mark.timeout(90)
def test_a_killed_server_loses_the_dialogue_and_then_stops_the_resets() -> None:
    command = [sys.executable, "-m", "rlver_env", "serve", "--port", "0", "--max-sessions", "2"]
    command += ["--log-level", "warning"]
    process = subprocess.Popen(
        command, cwd=REPO, env=os.environ.copy(), stderr=subprocess.PIPE, text=True
    )
    env = None
    try:
        assert process.stderr is not None
        announced = process.stderr.readline()  # "serving ... on http://127.0.0.1:PORT: ..."
        match = re.search(r"on (http://127\.0\.0\.1:\d+):", announced)
        assert match, announced
        env = DialogueToolEnv(base_url=match[1], reset_retries=1, retry_delay_s=0)
        env.reset(seed=0, prompt=PROMPT)
        env.reply(REPLIES[0])
        assert env.get_reward() is not None
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=10)
        with pytest.raises(DialogueLostError, match="broke off"):
            env.reply(REPLIES[1])
        assert env.get_reward() is None
        with pytest.raises(DialogueLostError, match=f"on {re.escape(match[1])} in 2 tries"):
            env.reset(seed=0, prompt=PROMPT)  # TRL does not guard reset: training stops here
        assert env.get_reward() is None
    finally:
        if env is not None:
            env._close()
        if process.poll() is None:
            process.kill()
            process.wait()


@pytest.mark.timeout(60)
def test_a_simulator_error_on_the_server_gives_no_reward() -> None:
    fast = {"read_timeout": 0.3, "connect_timeout": 0.5, "max_retries": 0, "backoff_base": 0.01}
    with FaultServer() as fake:
        fake.responder = lambda body: Status(500)
        llm = {
            "simulator": "llm",
            "backend": "openai",
            "base_url": fake.base_url,
            "model": "fake",
            "simulator_kwargs": {"max_retries": 0, "retry_backoff": 0.01, "backend_kwargs": fast},
        }
        with running_server(env_kwargs=llm, max_concurrent_envs=2) as (base_url, _):
            env = DialogueToolEnv(base_url=base_url)
            try:
                env.reset(seed=0, prompt=PROMPT)
                answer = env.reply(REPLIES[0])
                assert env.reason == "simulator_error" and answer.endswith(ENDED_NOTE)
                assert env.get_reward() is None and "simulator_error" in str(env.failure)
                play_again = env.reset(seed=0, prompt=PROMPT)  # the session itself is fine
                assert play_again.startswith(OPENING_SEPARATOR) and env.failure is None
            finally:
                env._close()
