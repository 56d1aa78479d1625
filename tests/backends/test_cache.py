"""Record/replay: a second run against the cache makes zero backend calls and gives byte-identical
trajectories."""

from __future__ import annotations

import json

import gymnasium as gym
import pytest

import rlver_env  # noqa: F401 - registers the ids
from rlver_env.backends import (
    CachedBackend,
    ChatRequest,
    SamplingParams,
    ScriptedBackend,
    request_key,
)
from rlver_env.backends.cache import normalise_mode
from tests.fault_server import APPRAISAL_ANSWER, REPLY_ANSWER, FaultServer, Ok, request_stage
from tests.support import make_persona

REPLIES = ["I hear you. That sounds exhausting.", "What would help most right now?", "You did a lot already."]


def varied_responder(body):
    """Answers that depend on the request's seed; every fourth first try is unusable."""
    seed = body["seed"]
    retried = any("could not be used" in m["content"] for m in body["messages"])
    if seed % 4 == 0 and not retried:
        return Ok("sorry, I cannot answer in JSON", prompt_tokens=5, completion_tokens=8)
    if request_stage(body) == "appraisal":
        return Ok(json.dumps({**APPRAISAL_ANSWER, "change": seed % 9 - 3}), prompt_tokens=seed % 97, completion_tokens=9)
    return Ok(json.dumps({**REPLY_ANSWER, "reply": f"line {seed % 1000}"}), prompt_tokens=seed % 89, completion_tokens=6)


def run_evaluation(base_url: str, cache_path, mode: str, episodes: int = 3) -> bytes:
    personas = [make_persona(), make_persona(id="tests-maya-2", first_utterance=None)]
    env = gym.make(
        "EmpathyDialogue-v0",
        simulator="llm",
        backend="openai",
        base_url=base_url,
        model="fake",
        personas=personas,
        max_turns=3,
        simulator_kwargs={
            "cache_path": str(cache_path),
            "cache_mode": mode,
            "retry_backoff": 0.0,
            "backend_kwargs": {"max_retries": 0, "read_timeout": 2.0},
        },
    )
    lines = []
    for episode in range(episodes):
        obs, info = env.reset(seed=100 + episode, options={"persona": personas[episode % 2]["id"]})
        lines.append(json.dumps([obs, info], sort_keys=True))
        for reply in REPLIES:
            obs, reward, terminated, truncated, info = env.step(reply)
            lines.append(json.dumps([obs, reward, terminated, truncated, info], sort_keys=True))
            if terminated or truncated:
                break
    env.close()
    return "\n".join(lines).encode("utf-8")


def test_replay_is_byte_identical_with_zero_backend_calls(tmp_path):
    cache = tmp_path / "sim-cache.sqlite"
    with FaultServer(varied_responder) as server:
        recorded = run_evaluation(server.base_url, cache, "read_write")
        calls = server.count
        assert calls > 10
        assert any("could not be used" in json.dumps(r["body"]) for r in server.requests)  # retries recorded too
        again = run_evaluation(server.base_url, cache, "read_write")
        assert server.count == calls  # read_write: every request was a hit
        base_url = server.base_url
    replayed = run_evaluation(base_url, cache, "replay")  # the server is gone: any call would fail
    assert recorded == again == replayed
    assert b'"tokens_used": 0' in recorded and b"simulator_error" not in recorded


def test_replay_miss_is_an_error_without_backend_calls(tmp_path):
    cache = tmp_path / "empty.sqlite"
    with FaultServer() as server:
        env = gym.make(
            "EmpathyDialogue-v0",
            simulator="llm",
            backend="openai",
            base_url=server.base_url,
            model="fake",
            personas=[make_persona()],
            simulator_kwargs={"cache_path": str(cache), "cache_mode": "replay"},
        )
        env.reset(seed=0)
        _, reward, _, truncated, info = env.step("hello")
        assert truncated and info["reason"] == "simulator_error" and reward == 0.0
        assert "replay cache miss" in info["error"] and str(cache) in info["error"]
        assert info["usage"]["requests"] == 1  # asked once: a replay miss is not retried
        assert server.count == 0
        env.close()


def test_keys_cover_model_messages_sampling_and_schema():
    base = ChatRequest(({"role": "user", "content": "hi"},), SamplingParams(0.7, 1.0, 10, seed=1), {"type": "object"})
    variants = [
        ChatRequest(({"role": "user", "content": "hi!"},), base.sampling, base.response_schema),
        ChatRequest(base.messages, SamplingParams(0.7, 1.0, 10, seed=2), base.response_schema),
        ChatRequest(base.messages, SamplingParams(0.0, 1.0, 10, seed=1), base.response_schema),
        ChatRequest(base.messages, base.sampling, {"type": "array"}),
        ChatRequest(base.messages, base.sampling, None),
    ]
    keys = {request_key("m", base), request_key("other-model", base), *(request_key("m", v) for v in variants)}
    assert len(keys) == 7
    assert request_key("m", base) == request_key("m", ChatRequest(base.messages, base.sampling, {"type": "object"}))


def test_identical_requests_in_one_batch_are_sent_once(tmp_path):
    inner = ScriptedBackend(lambda request: f"answer {inner.request_count}")
    backend = CachedBackend(inner, tmp_path / "c.sqlite")
    request = ChatRequest(({"role": "user", "content": "same"},))
    first = backend.generate([request, request])
    assert first[0] == first[1] and inner.request_count == 1
    assert backend.generate([request]) == [first[0]] and inner.request_count == 1
    assert (backend.hits, backend.misses) == (1, 2)
    assert len(backend.cache) == 1
    backend.close()


def test_failures_are_not_stored(tmp_path):
    from rlver_env.backends import Completion

    answers = iter([Completion.failure("boom"), "fine"])
    inner = ScriptedBackend(lambda request: next(answers))
    backend = CachedBackend(inner, tmp_path / "c.sqlite")
    request = ChatRequest(({"role": "user", "content": "q"},))
    assert backend.generate([request])[0].error == "boom"
    assert backend.generate([request])[0].text == "fine"
    assert backend.generate([request])[0].text == "fine" and inner.request_count == 2
    backend.close()


def test_modes_are_checked():
    assert normalise_mode("read-write") == "read_write" and normalise_mode("replay-only") == "replay"
    with pytest.raises(ValueError, match="unknown cache mode"):
        normalise_mode("sometimes")
    with pytest.raises(ValueError, match="for 'off' use the backend itself"):
        CachedBackend(ScriptedBackend(lambda r: ""), "x.sqlite", "off")
    with pytest.raises(ValueError, match="needs cache_path"):
        gym.make("EmpathyDialogue-v0", simulator="llm", simulator_kwargs={"backend": ScriptedBackend(lambda r: ""), "cache_mode": "replay"})
