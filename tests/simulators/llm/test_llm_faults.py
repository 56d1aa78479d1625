"""Fault injection through gym.make: every fault ends in bounded time with the documented outcome,
and no exception reaches step()."""

from __future__ import annotations

import json
import logging
import time

import gymnasium as gym
import numpy as np
import pytest

import rlver_env  # noqa: F401 - registers the ids
from rlver_env.dialogue import DialogueState
from rlver_env.personas.model import Persona
from rlver_env.rules import SAGE_RULES
from rlver_env.simulators.llm.simulator import LLMSimulator
from tests.fault_server import (
    APPRAISAL_ANSWER,
    REPLY_ANSWER,
    Delay,
    FaultServer,
    Garbage,
    Ok,
    RawJSON,
    Reset,
    Status,
    request_stage,
    simulator_responder,
)
from tests.support import GOOD_REPLY, make_persona

SECRET = "sk-faults-NEVER-LOG-91b2c3"
FAST_BACKEND = {"read_timeout": 0.3, "connect_timeout": 0.5, "max_retries": 2, "backoff_base": 0.01, "backoff_max": 0.05}


_ENVS: list[gym.Env] = []


@pytest.fixture(autouse=True)
def _close_envs():
    yield
    while _ENVS:
        _ENVS.pop().close()


def make_env(server: FaultServer, rules: str = "sage", **simulator_kwargs):
    kwargs = {"max_retries": 2, "retry_backoff": 0.01, "backend_kwargs": dict(FAST_BACKEND)}
    kwargs.update(simulator_kwargs)
    env = gym.make(
        "EmpathyDialogue-v0",
        simulator="llm",
        backend="openai",
        base_url=server.base_url,
        model="fake",
        personas=[make_persona()],
        rules=rules,
        simulator_kwargs=kwargs,
    )
    _ENVS.append(env)
    return env


def timed_step(env, action: str = GOOD_REPLY):
    started = time.monotonic()
    result = env.step(action)
    return (*result, time.monotonic() - started)


@pytest.fixture
def server():
    with FaultServer() as running:
        yield running


def test_a_clean_turn_reports_appraisal_usage_and_answer(server):
    env = make_env(server)
    _, info = env.reset(seed=0)
    assert info["usage"] == {} and info["tokens_used"] == 0  # the persona's own first line: no call
    _, reward, terminated, truncated, info, _ = timed_step(env)
    assert (terminated, truncated, info["reason"]) == (False, False, None)
    assert info["emotion"] == 43 and reward == pytest.approx(0.03)
    assert info["user_text"] == REPLY_ANSWER["reply"]
    assert info["usage"] == {"prompt_tokens": 22, "completion_tokens": 14, "requests": 2}
    assert info["tokens_used"] == 36
    fields = info["appraisal"]["fields"]
    assert fields["raw_change"] == 3 and info["proposed_delta"] == 3 and fields["feeling"] == APPRAISAL_ANSWER["feeling"]
    assert fields["plan"]["attitude"] == REPLY_ANSWER["attitude"]
    stages = [request_stage(r["body"]) for r in server.requests]
    assert stages == ["appraisal", "user_reply"]
    env.close()


TRANSIENT = {
    "http_500": Status(500),
    "http_503": Status(503),
    "http_429_retry_after": Status(429, retry_after="0.2"),
    "connection_reset": Reset(),
    "read_timeout": Delay(3.0),
    "garbage_body": Garbage(),
}


@pytest.mark.parametrize("fault", TRANSIENT.values(), ids=TRANSIENT.keys())
def test_transient_fault_is_retried_and_the_turn_succeeds(server, fault):
    server.push(fault)
    env = make_env(server)
    env.reset(seed=0)
    _, _, terminated, truncated, info, elapsed = timed_step(env)
    assert info["reason"] is None and not truncated and not terminated
    assert info["emotion_delta"] == 3
    assert server.count == 3  # the failed try, its retry, and the reply
    assert elapsed < 3.0
    env.close()


PERSISTENT = {
    "http_500": (Status(500), "HTTP 500"),
    "http_429": (Status(429, retry_after="0"), "HTTP 429"),
    "connection_reset": (Reset(), "connection failed"),
    "read_timeout": (Delay(3.0), "timed out"),
    "garbage_body": (Garbage(), "not JSON"),
}


@pytest.mark.parametrize(("fault", "message"), PERSISTENT.values(), ids=PERSISTENT.keys())
def test_persistent_fault_truncates_with_simulator_error(server, fault, message):
    server.push(*[fault] * 3)
    env = make_env(server)
    env.reset(seed=0)
    _, reward, terminated, truncated, info, elapsed = timed_step(env)
    assert (terminated, truncated, info["reason"], reward) == (False, True, "simulator_error", 0.0)
    assert info["error"].startswith("appraisal: POST ") and message in info["error"]
    assert f"{server.base_url}/chat/completions" in info["error"]
    assert info.get("appraisal") is None and info["emotion"] == 40  # no score is made up
    assert server.count == 3  # bounded: backend tries only, the simulator does not multiply them
    assert elapsed < 4.0
    with pytest.raises(gym.error.ResetNeeded):
        env.step("again")
    env.close()


def test_fault_in_the_reply_stage_keeps_the_appraisal_usage(server):
    server.push(Ok(json.dumps(APPRAISAL_ANSWER)), *[Status(502)] * 3)
    env = make_env(server)
    env.reset(seed=0)
    _, _, _, truncated, info, _ = timed_step(env)
    assert truncated and info["reason"] == "simulator_error" and info["error"].startswith("reply: ")
    assert info["usage"]["prompt_tokens"] == 11 and info["usage"]["requests"] == 2
    assert info["tokens_used"] == 18
    env.close()


def test_wrong_shape_json_is_asked_again_with_a_note(server):
    server.push(Ok('{"mood": "fine", "score": "high"}'))
    env = make_env(server)
    env.reset(seed=0)
    _, _, _, truncated, info, _ = timed_step(env)
    assert not truncated and info["emotion_delta"] == 3
    assert info["usage"]["requests"] == 3
    retry = server.requests[1]["body"]["messages"]
    assert retry[-2] == {"role": "assistant", "content": '{"mood": "fine", "score": "high"}'}
    assert "could not be used" in retry[-1]["content"] and "'change'" in retry[-1]["content"]
    assert server.requests[1]["body"]["seed"] != server.requests[0]["body"]["seed"]
    env.close()


@pytest.mark.parametrize(
    "content",
    ['{"mood": "fine"}', "I feel great!", '{"change": "a lot"}', '{"change": true}', RawJSON({"nope": 1})],
    ids=["wrong_keys", "prose", "non_numeric_change", "boolean_change", "wrong_body_shape"],
)
def test_unusable_answers_run_out_of_retries(server, content):
    action = content if isinstance(content, RawJSON) else Ok(content)
    server.responder = lambda body: action
    env = make_env(server)
    env.reset(seed=0)
    _, reward, _, truncated, info, elapsed = timed_step(env)
    assert truncated and info["reason"] == "simulator_error" and reward == 0.0
    assert info["emotion"] == 40 and info.get("appraisal") is None
    if isinstance(content, RawJSON):
        assert "choices[0].message.content" in info["error"] and server.count == 1  # not retried
    else:
        assert "no usable appraisal answer after 3 tries" in info["error"] and server.count == 3
    assert elapsed < 2.0
    env.close()


@pytest.mark.parametrize(
    ("rules", "change", "raw", "applied"),
    [("sage", 57, 57, 10), ("sage", -1000, -1000, -10), ("rlver", 57, 57, 57), ("rlver", -1000, -1000, -30), ("sage", "+7.4", 7, 7)],
)
def test_out_of_range_changes_are_clamped_per_rules(server, rules, change, raw, applied):
    server.responder = simulator_responder(change=change)
    env = make_env(server, rules=rules)
    _, start = env.reset(seed=0)
    _, _, _, _, info, _ = timed_step(env)
    assert info["appraisal"]["fields"]["raw_change"] == raw
    assert info["emotion_delta"] == applied and info["emotion"] == start["emotion"] + applied
    assert info["proposed_delta"] == raw  # the simulator proposes; the env clamps
    env.close()


def test_falling_to_0_under_rlver_is_the_envs_failure(server):
    server.responder = simulator_responder(change=-100)
    env = make_env(server, rules="rlver")
    env.reset(seed=0)
    _, _, terminated, _, info, _ = timed_step(env)
    assert terminated and info["reason"] == "failure" and info["emotion"] == 0
    assert info["goodbye"] is False  # the user's words ("Hm. Maybe you're right.") say no goodbye


def test_turn_timeout_bounds_a_hanging_server(server):
    server.responder = lambda body: Delay(10.0)
    env = make_env(server, turn_timeout=0.5, backend_kwargs={**FAST_BACKEND, "read_timeout": 30.0})
    env.reset(seed=0)
    _, _, _, truncated, info, elapsed = timed_step(env)
    assert truncated and info["reason"] == "simulator_error" and "turn_timeout=0.5" in info["error"]
    assert elapsed < 2.0
    env.close()


def test_a_batch_of_dialogues_fails_only_where_it_must(server):
    """Eight dialogues in one step_batch: the two whose appraisals fail get errors, the rest go on."""

    def respond(body):
        text = json.dumps(body["messages"])
        if "POISON" in text and request_stage(body) == "appraisal":
            return Status(500)
        return Delay(0.05, simulator_responder()(body))  # slow enough to overlap

    server.responder = respond
    simulator = LLMSimulator(
        "openai", base_url=server.base_url, model="fake", backend_kwargs={**FAST_BACKEND, "max_concurrency": 4}
    )
    persona = Persona(make_persona())
    states = [DialogueState(persona, SAGE_RULES, "normal", 40, np.random.default_rng(i)) for i in range(8)]
    for state, opening in zip(states, simulator.open_batch(states)):
        state.messages.append({"role": "user", "content": opening.text})
    replies = [f"reply {i}" + (" POISON" if i in (2, 5) else "") for i in range(8)]
    results = simulator.step_batch(states, replies)
    assert [r.error is None for r in results] == [i not in (2, 5) for i in range(8)]
    assert all(r.appraisal.delta == 3 for i, r in enumerate(results) if i not in (2, 5))
    assert server.max_in_flight == 4  # all at once, up to the concurrency limit
    with pytest.raises(ValueError, match="replies"):
        simulator.step_batch(states, replies[:3])
    simulator.close()


def test_api_key_never_appears_in_logs_info_or_errors(server, monkeypatch, caplog, tmp_path):
    monkeypatch.setenv("RLVER_FAULT_KEY", SECRET)
    caplog.set_level(logging.DEBUG)
    cache = tmp_path / "cache.sqlite"
    server.push(Status(401, echo_auth=True))
    env = make_env(
        server, backend_kwargs={**FAST_BACKEND, "api_key_env": "RLVER_FAULT_KEY"}, cache_path=str(cache)
    )
    seen = []
    _, info = env.reset(seed=0)
    seen.append(info)
    *_, info, _ = timed_step(env)
    seen.append(info)
    assert info["reason"] == "simulator_error" and "Bearer ***" in info["error"]
    env.reset(seed=1)
    *_, info, _ = timed_step(env)
    seen.append(info)
    assert info["reason"] is None
    seen.append(env.unwrapped.simulator.describe())
    assert server.requests[-1]["headers"]["Authorization"] == f"Bearer {SECRET}"
    env.close()
    for text in (json.dumps(seen, default=str), caplog.text, cache.read_bytes().decode("utf-8", "replace")):
        assert SECRET not in text
