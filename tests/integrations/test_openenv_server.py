"""The OpenEnv server over loopback, driven by OpenEnv's own clients.

A session plays the dialogue the in-process env plays for the same seed and actions; sessions
run concurrently; a bad message is refused with its reason and the session goes on; a client
that dies or goes quiet leaves no session behind.
"""

from __future__ import annotations

import asyncio
import signal
from pathlib import Path
from typing import Any

import gymnasium as gym
import httpx
import pytest

pytest.importorskip("openenv")

import rlver_env  # noqa: F401
from rlver_env.errors import SessionError
from rlver_env.integrations.openenv.client import EmpathyDialogueClient
from rlver_env.integrations.openenv.environment import json_safe
from rlver_env.integrations.openenv.models import DialogueAction
from tests.openenv_server import active_sessions, client_mid_dialogue, running_server, wait_for

REPO = Path(__file__).resolve().parents[2]
END_REASONS = {"success", "failure", "goodbye", "max_turns", "budget", "simulator_error"}

#: (thought, reply) pairs the test policy cycles through: warm, probing, advice, a platitude.
TURNS: tuple[tuple[str | None, str], ...] = (
    ("They want to be heard first.", "That sounds really hard. What happened?"),
    (None, "I'm here with you. How did that feel for you?"),
    ("Maybe a plan helps.", "Have you tried making a plan for next week?"),
    ("", "It makes sense that you are upset, after all of that."),
    (None, "Everything happens for a reason, try to look on the bright side."),
)


def turn_for(seed: int, turn: int) -> tuple[DialogueAction, str]:
    """The test policy's action for a seed and turn, for the server and for the in-process env."""
    thought, reply = TURNS[(seed + turn) % len(TURNS)]
    if turn % 3 == 2:  # some turns as the policy's raw text
        text = reply if thought is None else f"<think>{thought}</think>{reply}"
        return DialogueAction(text=text), text
    action = (
        DialogueAction(say=reply) if thought is None else DialogueAction(think=thought, say=reply)
    )
    return action, reply if thought is None else f"<think>{thought}</think>{reply}"


def in_process(seed: int, env_id: str = "EmpathyDialogue-v0", **reset: Any) -> list[dict[str, Any]]:
    """The dialogue the in-process env plays: one record per reset and step."""
    env = gym.make(env_id)
    try:
        obs, info = env.reset(seed=seed, options=reset or None)
        records = [{"messages": list(obs), "reward": None, "done": False, "info": json_safe(info)}]
        turn = 0
        while True:
            obs, reward, terminated, truncated, info = env.step(turn_for(seed, turn)[1])
            done = terminated or truncated
            records.append(
                {"messages": list(obs), "reward": reward, "done": done, "info": json_safe(info)}
            )
            turn += 1
            if done:
                return records
    finally:
        env.close()


async def over_the_wire(
    base_url: str, seed: int, started: asyncio.Event | None = None
) -> list[dict[str, Any]]:
    """The same dialogue played through a server session."""
    async with EmpathyDialogueClient(base_url=base_url) as client:
        result = await client.reset(seed=seed)
        if started is not None:
            await started.wait()
        records = [_record(result)]
        turn = 0
        while not result.done:
            result = await client.step(turn_for(seed, turn)[0])
            records.append(_record(result))
            turn += 1
        return records


def _record(result: Any) -> dict[str, Any]:
    obs = result.observation
    return {
        "messages": obs.messages,
        "reward": result.reward,
        "done": result.done,
        "info": obs.info,
    }


@pytest.fixture(scope="module")
def server() -> Any:
    with running_server(max_concurrent_envs=40, session_timeout_s=120) as (base_url, _):
        yield base_url


# --------------------------------------------------------------------------- one dialogue
def test_reset_then_steps_to_the_end_of_a_dialogue(server: str) -> None:
    with EmpathyDialogueClient(base_url=server).sync() as env:
        result = env.reset(seed=3, persona="sport-lana-water-polo", episode_id="lana-1")
        obs = result.observation
        assert result.reward is None and not result.done
        assert obs.persona_id == "sport-lana-water-polo" and obs.turn == 0
        assert obs.messages == [{"role": "user", "content": obs.user_text}]
        start, rewards = obs.emotion, []
        while not result.done:
            result = env.step(
                DialogueAction(
                    think="She is let down.",
                    say="That sounds like so much. What is weighing on you most?",
                )
            )
            obs = result.observation
            rewards.append(result.reward)
            assert obs.format_ok is True and obs.explanation
            assert obs.messages[-2] == {
                "role": "assistant",
                "content": "That sounds like so much. What is weighing on you most?",
            }
            assert obs.messages[-1] == {"role": "user", "content": obs.user_text}
        assert obs.reason in END_REASONS and (obs.terminated or obs.truncated)
        assert obs.turn == len(rewards) and len(obs.messages) == 1 + 2 * obs.turn
        # dense rewards: the emotion change / 100, so they sum to the whole change
        assert sum(rewards) == pytest.approx((obs.emotion - start) / 100)
        assert (
            obs.transcript.startswith("User: ")
            and "\n\nAgent: That sounds like so much." in obs.transcript
        )
        state = env.state()
        assert (state.episode_id, state.step_count, state.turn) == ("lana-1", obs.turn, obs.turn)
        assert state.done and state.reason == obs.reason and state.emotion == obs.emotion


def test_a_session_plays_the_in_process_dialogue(server: str) -> None:
    assert asyncio.run(over_the_wire(server, seed=11)) == in_process(seed=11)


def test_reset_options_pick_persona_difficulty_and_settings(server: str) -> None:
    with EmpathyDialogueClient(base_url=server).sync() as env:
        result = env.reset(
            seed=0, persona="sport-lana-water-polo", difficulty="hard", env_kwargs={"max_turns": 2}
        )
        assert result.observation.info["difficulty"] == "hard"
        assert env.state().settings == {"env_id": "EmpathyDialogue-v0", "max_turns": 2}
        env.step("I hear you.")
        result = env.step("That is a lot to carry.")
        assert result.done and result.observation.reason in {
            "max_turns",
            "success",
            "failure",
            "goodbye",
        }
        # the next reset without env_kwargs is back on the server's settings
        env.reset(seed=0)
        assert env.state().settings == {"env_id": "EmpathyDialogue-v0"}


def test_a_client_cannot_choose_the_simulator_unless_the_server_allows_it(server: str) -> None:
    with EmpathyDialogueClient(base_url=server).sync() as env:
        with pytest.raises(
            SessionError, match=r"env_kwargs \['base_url', 'simulator'\] cannot be set"
        ):
            env.reset(seed=0, env_kwargs={"simulator": "llm", "base_url": "http://10.0.0.1/v1"})
        with pytest.raises(SessionError, match=r"unknown reset arguments \['persona_id'\]"):
            env.reset(seed=0, persona_id="sport-lana-water-polo")
        assert env.reset(seed=0).observation.turn == 0  # still usable


def test_the_server_allows_what_it_was_started_with() -> None:
    from rlver_env.integrations.openenv.environment import BACKEND_OPTIONS, CLIENT_OPTIONS

    allowed = CLIENT_OPTIONS | BACKEND_OPTIONS
    with running_server(client_options=allowed, max_concurrent_envs=2) as (base_url, _):
        env = EmpathyDialogueClient(base_url=base_url).sync()
        with env:
            settings = {"personas": "bundled:all"}
            result = env.reset(seed=0, persona="work-maya-launch", env_kwargs=settings)
            assert result.observation.persona_id == "work-maya-launch"  # a test persona
            with pytest.raises(SessionError, match="unknown simulator"):
                env.reset(seed=0, env_kwargs={"simulator": "oracle"})


def test_where_allowed_a_client_puts_an_llm_user_in_the_seat() -> None:
    from rlver_env.integrations.openenv.environment import BACKEND_OPTIONS, CLIENT_OPTIONS
    from tests.fault_server import FaultServer

    allowed = CLIENT_OPTIONS | BACKEND_OPTIONS
    with FaultServer() as fake, running_server(client_options=allowed) as (base_url, _):
        llm = {"simulator": "llm", "backend": "openai", "base_url": fake.base_url, "model": "fake"}
        env = EmpathyDialogueClient(base_url=base_url).sync()
        with env:
            env.reset(seed=0, env_kwargs=llm)
            result = env.step("That sounds hard. What happened?")
            assert result.observation.info["simulator"] == "llm" and result.observation.explanation
            assert fake.count >= 2  # the appraisal and the reply, from the session's thread
            assert env.state().settings["simulator"] == "llm"


# --------------------------------------------------------------------------- many at once
@pytest.mark.timeout(120)
def test_32_concurrent_sessions_match_the_in_process_env(server: str) -> None:
    seeds = list(range(100, 132))

    async def main() -> tuple[list[list[dict[str, Any]]], int]:
        started = asyncio.Event()
        tasks = [asyncio.create_task(over_the_wire(server, seed, started)) for seed in seeds]
        # every session is open and reset before any of them steps
        opened = await asyncio.to_thread(
            wait_for, lambda: active_sessions(server) == len(seeds), 60
        )
        peak = active_sessions(server) if opened else -1
        started.set()
        return list(await asyncio.gather(*tasks)), peak

    played, peak = asyncio.run(main())
    assert peak == 32
    for seed, trajectory in zip(seeds, played):
        assert trajectory == in_process(seed), f"seed {seed}"
    assert len({t[0]["info"]["persona_id"] for t in played}) > 1  # different seeds, different users
    assert wait_for(lambda: active_sessions(server) == 0, 10)


def test_capacity_is_enforced_and_freed() -> None:
    with running_server(max_concurrent_envs=2) as (base_url, _):
        first = EmpathyDialogueClient(base_url=base_url).sync()
        second = EmpathyDialogueClient(base_url=base_url).sync()
        with first, second:
            first.reset(seed=0)
            second.reset(seed=1)
            with EmpathyDialogueClient(base_url=base_url).sync() as third:
                with pytest.raises(SessionError) as refused:
                    third.reset(seed=2)
                assert refused.value.code == "CAPACITY_REACHED"
        assert wait_for(lambda: active_sessions(base_url) == 0, 10)
        with EmpathyDialogueClient(base_url=base_url).sync() as again:
            assert again.reset(seed=2).observation.turn == 0


# --------------------------------------------------------------------------- bad messages
def test_a_malformed_action_is_refused_and_the_session_survives(server: str) -> None:
    with EmpathyDialogueClient(base_url=server).sync() as env:
        with pytest.raises(SessionError, match="before stepping"):
            env.step(DialogueAction(say="Hello?"))
        env.reset(seed=5)
        with pytest.raises(SessionError, match=r"needs 'say'") as missing:
            env.step({"think": "only a thought"})
        assert missing.value.code == "VALIDATION_ERROR"
        with pytest.raises(SessionError, match=r"say: Input should be a valid string"):
            env.step({"say": 5})
        with pytest.raises(SessionError, match=r"message: Extra inputs are not permitted"):
            env.step({"message": "hi"})
        with pytest.raises(SessionError, match="not both"):
            env.step({"text": "hi", "say": "hi"})
        # nothing was played: the dialogue goes on from its opening, as in-process
        result = env.step(turn_for(5, 0)[0])
        assert _record(result) == in_process(5)[1]


def test_openenvs_generic_client_gets_the_refusal_too(server: str) -> None:
    from openenv.core.generic_client import GenericEnvClient

    with GenericEnvClient(base_url=server).sync() as env:
        env.reset(seed=2)
        with pytest.raises(RuntimeError, match="VALIDATION_ERROR"):
            env.step({"think": "no reply"})
        result = env.step({"say": "That sounds hard."})
        assert (
            result.observation["turn"] == 1
            and result.observation["messages"][-2]["content"] == "That sounds hard."
        )


def test_http_endpoints(server: str) -> None:
    assert httpx.get(f"{server}/health").json() == {"status": "healthy"}
    schema = httpx.get(f"{server}/schema").json()
    assert {"say", "think", "text"} <= set(schema["action"]["properties"])
    assert {"messages", "emotion", "explanation", "reason", "info"} <= set(
        schema["observation"]["properties"]
    )
    assert {"persona_id", "emotion", "turn", "done", "settings"} <= set(
        schema["state"]["properties"]
    )
    opening = httpx.post(
        f"{server}/reset", json={"seed": 0, "persona": "sport-lana-water-polo"}
    ).json()
    assert (
        opening["done"] is False and opening["observation"]["persona_id"] == "sport-lana-water-polo"
    )
    # HTTP is stateless in OpenEnv: a step has no dialogue to continue, and says where to go
    step = httpx.post(f"{server}/step", json={"action": {"say": "Hello"}})
    assert step.status_code == 409 and "/ws" in step.json()["detail"]
    bad = httpx.post(f"{server}/reset", json={"seed": 0, "persona": "no-such-persona"})
    assert bad.status_code == 400 and "no-such-persona" in bad.json()["detail"]
    # /state is stateless too: a fresh env's, with the dialogue's fields
    assert httpx.get(f"{server}/state").json()["settings"] == {"env_id": "EmpathyDialogue-v0"}
    assert httpx.get(f"{server}/list_environments").json() == ["EmpathyDialogue-v0"]


# --------------------------------------------------------------------------- leaks
@pytest.mark.timeout(60)
def test_a_client_killed_mid_dialogue_leaves_no_session(server: str) -> None:
    assert wait_for(lambda: active_sessions(server) == 0, 10)
    with client_mid_dialogue(server) as client:
        assert active_sessions(server) == 1
        client.send_signal(signal.SIGKILL)
        client.wait(timeout=10)
        assert wait_for(lambda: active_sessions(server) == 0, 10)


@pytest.mark.slow
@pytest.mark.timeout(60)
def test_an_idle_session_is_reaped() -> None:
    # OpenEnv's reaper looks every max(timeout / 4, 5) seconds
    with running_server(max_concurrent_envs=2, session_timeout_s=1) as (base_url, _):
        env = EmpathyDialogueClient(base_url=base_url).sync()
        with env:
            env.reset(seed=0)
            assert active_sessions(base_url) == 1
            assert wait_for(lambda: active_sessions(base_url) == 0, 15, interval=0.25)
            with pytest.raises(SessionError, match="closed by the server"):
                env.step("Are you still there?")
