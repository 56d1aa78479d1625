"""The LLM simulator's turn logic on a scripted backend: stages, batching, openings, endings."""

from __future__ import annotations

import asyncio
import json

import gymnasium as gym
import numpy as np
import pytest

import rlver_env  # noqa: F401 - registers the ids
from rlver_env.backends import ScriptedBackend
from rlver_env.dialogue import DialogueState
from rlver_env.errors import SimulatorError
from rlver_env.personas.model import Persona
from rlver_env.rules import SAGE_RULES
from rlver_env.simulators.llm.simulator import LLMSimulator
from tests.fault_server import APPRAISAL_ANSWER, REPLY_ANSWER
from tests.support import make_persona


def answers(change=3, reply="Hm. Maybe.", goodbye=False, opening="So, um. Work has been a mess."):
    def respond(request):
        task = request.messages[-1]["content"]
        if request.schema_name == "appraisal":
            return json.dumps({**APPRAISAL_ANSWER, "change": change})
        if "You start the conversation" in task:
            return json.dumps({**REPLY_ANSWER, "reply": opening})
        return json.dumps({**REPLY_ANSWER, "reply": reply, "goodbye": goodbye})

    return respond


class CountingBackend(ScriptedBackend):
    """Counts agenerate calls, to check that a stage is one batch."""

    def __init__(self, responder):
        super().__init__(responder)
        self.batches: list[int] = []

    async def agenerate(self, requests):
        self.batches.append(len(requests))
        return await super().agenerate(requests)


def make_env(backend, personas=None, **kwargs):
    simulator_kwargs = {"backend": backend, **kwargs.pop("simulator_kwargs", {})}
    return gym.make(
        "EmpathyDialogue-v0",
        simulator="llm",
        personas=personas or [make_persona()],
        simulator_kwargs=simulator_kwargs,
        **kwargs,
    )


def test_each_stage_of_a_batch_is_one_backend_call():
    backend = CountingBackend(answers())
    simulator = LLMSimulator(backend)
    persona = Persona(make_persona(first_utterance=None))
    states = [DialogueState(persona, SAGE_RULES, "normal", 40, np.random.default_rng(i)) for i in range(64)]
    openings = simulator.open_batch(states)
    assert backend.batches == [64] and {o.text for o in openings} == {"So, um. Work has been a mess."}
    for state, opening in zip(states, openings):
        state.messages.append({"role": "user", "content": opening.text})
    results = simulator.step_batch(states, [f"reply {i}" for i in range(64)])
    assert backend.batches == [64, 64, 64]
    assert all(r.error is None and r.appraisal.delta == 3 for r in results)
    seeds = {r.sampling.seed for r in backend.requests[64:128]}
    assert len(seeds) == 64  # each dialogue samples with its own seed


def test_async_forms_run_in_the_callers_loop():
    simulator = LLMSimulator(ScriptedBackend(answers()))
    persona = Persona(make_persona())
    states = [DialogueState(persona, SAGE_RULES, "normal", 40, np.random.default_rng(i)) for i in range(3)]

    async def play():
        openings = await simulator.aopen_batch(states)
        for state, opening in zip(states, openings):
            state.messages.append({"role": "user", "content": opening.text})
        results = await simulator.astep_batch(states, ["a", "b", "c"])
        await simulator.aclose()
        return results

    results = asyncio.run(play())
    assert [r.user_text for r in results] == ["Hm. Maybe."] * 3


def test_a_persona_without_first_utterance_gets_a_generated_opening_with_usage():
    backend = ScriptedBackend(answers())
    env = make_env(backend, personas=[make_persona(first_utterance=None)])
    obs, info = env.reset(seed=0)
    assert obs[0]["content"] == "So, um. Work has been a mess."
    assert info["usage"]["requests"] == 1 and info["tokens_used"] > 0
    assert "Below, between the two markers" not in backend.requests[0].messages[1]["content"]
    env.close()


def test_an_opening_that_fails_raises_from_reset():
    env = make_env(ScriptedBackend(lambda r: "no json at all"), personas=[make_persona(first_utterance=None)])
    with pytest.raises(SimulatorError, match="opening: no usable user_reply answer after 3 tries"):
        env.reset(seed=0)


def test_the_persona_first_utterance_costs_no_call():
    backend = ScriptedBackend(answers())
    env = make_env(backend)
    _, info = env.reset(seed=0)
    assert backend.requests == [] and info["usage"] == {}


def test_reaching_100_under_sage_is_success_with_goodbye():
    env = make_env(ScriptedBackend(answers(change=10)), simulator_kwargs={"max_retries": 0})
    env.reset(seed=0)
    for _ in range(6):
        _, _, terminated, truncated, info = env.step("You're right.")
        if terminated or truncated:
            break
    assert terminated and info["reason"] == "success" and info["emotion"] == 100 and info["goodbye"]


def test_the_user_may_say_goodbye():
    env = make_env(ScriptedBackend(answers(goodbye=True)))
    env.reset(seed=0)
    _, _, terminated, _, info = env.step("ok")
    assert terminated and info["reason"] == "goodbye"


def test_token_budget_truncates():
    env = make_env(ScriptedBackend(answers()), token_budget=50)
    env.reset(seed=0)
    _, _, _, truncated, info = env.step("ok")
    assert truncated and info["reason"] == "budget" and info["tokens_used"] >= 50


def test_structured_output_can_be_switched_off():
    backend = ScriptedBackend(answers())
    env = make_env(backend, simulator_kwargs={"structured_output": False})
    env.reset(seed=0)
    env.step("ok")
    assert [r.response_schema for r in backend.requests] == [None, None]


def test_requests_are_seeded_from_the_env_seed():
    def seeds(seed):
        backend = ScriptedBackend(answers())
        env = make_env(backend)
        env.reset(seed=seed)
        env.step("ok")
        env.step("ok")
        return [r.sampling.seed for r in backend.requests]

    assert seeds(1) == seeds(1) and seeds(1) != seeds(2)
    assert len(set(seeds(1))) == 4


def test_sampling_and_limits_reach_the_requests():
    backend = ScriptedBackend(answers())
    env = make_env(
        backend, simulator_kwargs={"temperature": 0.0, "top_p": 0.5, "appraisal_max_tokens": 77, "reply_max_tokens": 55}
    )
    env.reset(seed=0)
    env.step("ok")
    assert [(r.sampling.temperature, r.sampling.top_p, r.sampling.max_tokens) for r in backend.requests] == [
        (0.0, 0.5, 77),
        (0.0, 0.5, 55),
    ]
    assert [r.schema_name for r in backend.requests] == ["appraisal", "user_reply"]


def test_constructor_checks_its_arguments():
    backend = ScriptedBackend(answers())
    for kwargs, message in (
        ({"max_retries": -1}, "max_retries"),
        ({"turn_timeout": 0}, "turn_timeout"),
        ({"temperature": -0.1}, "temperature"),
        ({"cache_mode": "bogus"}, "unknown cache mode"),
        ({"model": "m"}, "given with a backend instance"),
    ):
        with pytest.raises(ValueError, match=message):
            LLMSimulator(backend, **kwargs)
    with pytest.raises(TypeError):
        LLMSimulator(backend, not_an_argument=1)  # type: ignore[call-arg]


def test_describe_is_json():
    simulator = LLMSimulator("openai", base_url="http://127.0.0.1:9/v1", model="m")
    description = json.loads(json.dumps(simulator.describe()))
    assert description["backend"]["name"] == "openai" and description["backend"]["base_urls"] == ["http://127.0.0.1:9/v1"]
