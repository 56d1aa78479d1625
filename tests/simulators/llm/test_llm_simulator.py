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
from rlver_env.simulators.llm.simulator import NOT_LANGUAGE_CHANGE, LLMSimulator
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


def play(env, turns=12, reply="You're right."):
    """Steps until the end; returns every step's info."""
    infos = []
    for _ in range(turns):
        _, _, terminated, truncated, info = env.step(reply)
        infos.append({**info, "terminated": terminated, "truncated": truncated})
        if terminated or truncated:
            break
    return infos


def test_reaching_100_under_sage_is_success_whatever_the_user_says():
    env = make_env(ScriptedBackend(answers(change=10)), simulator_kwargs={"max_retries": 0})
    env.reset(seed=0)
    infos = play(env)
    assert [i["emotion"] for i in infos] == [50, 60, 70, 80, 90, 100]
    last = infos[-1]
    assert last["terminated"] and last["reason"] == "success" and last["goodbye"] is False
    assert last["user_text"] == "Hm. Maybe."


def test_reaching_100_under_rlver_does_not_end_the_dialogue():
    env = make_env(ScriptedBackend(answers(change=40)), rules="rlver")
    env.reset(seed=0)
    infos = play(env)
    assert [i["emotion"] for i in infos] == [70] + [100] * 7
    assert [i["emotion_delta"] for i in infos[:2]] == [40, 30]
    assert not any(i["terminated"] for i in infos)
    assert infos[-1]["truncated"] and infos[-1]["reason"] == "max_turns"


@pytest.mark.parametrize(
    ("rules", "change", "applied", "clamp_note"),
    [("sage", 40, 10, "The sage rules apply +10 of the proposed +40"), ("rlver", 40, 40, None),
     ("sage", -25, -10, "The sage rules apply -10 of the proposed -25"), ("rlver", -25, -25, None)],
)
def test_the_env_clamps_the_proposed_change_per_rules(rules, change, applied, clamp_note):
    env = make_env(ScriptedBackend(answers(change=change)), rules=rules)
    _, start = env.reset(seed=0)
    info = play(env, turns=1)[0]
    assert info["proposed_delta"] == change and info["appraisal"]["delta"] == change
    assert info["appraisal"]["fields"]["raw_change"] == change
    assert info["emotion_delta"] == applied and info["emotion"] == start["emotion"] + applied
    explanation = info["appraisal"]["explanation"]
    assert (clamp_note in explanation) if clamp_note else ("rules apply" not in explanation)


def test_the_reply_is_written_in_the_band_of_the_clamped_emotion():
    backend = ScriptedBackend(answers(change=40))
    env = make_env(backend)
    env.reset(seed=0)
    env.step("ok")
    reply_prompt = backend.requests[-1].messages[-1]["content"]
    assert "50 out of 100 (it was 40)" in reply_prompt and "Emotion change: +10" in reply_prompt


@pytest.mark.parametrize(
    ("rules", "emotions", "reason"),
    [("sage", [30, 20, 10, 0], "failure"),  # 10 is not below 10; 0 is
     ("rlver", [20, 10, 0], "failure")],  # at or below 0
)
def test_failure_is_the_rules_threshold(rules, emotions, reason):
    env = make_env(ScriptedBackend(answers(change=-10)), rules=rules)
    env.reset(seed=0)
    infos = play(env)
    assert [i["emotion"] for i in infos] == emotions
    assert infos[-1]["terminated"] and infos[-1]["reason"] == reason and infos[-1]["goodbye"] is False
    assert not any(i["terminated"] or i["truncated"] for i in infos[:-1])


def test_under_rlver_band_f_above_0_is_no_failure():
    env = make_env(ScriptedBackend(answers(change=-25)), rules="rlver")
    env.reset(seed=0)
    info = play(env, turns=1)[0]
    assert info["emotion"] == 5 and info["band"] == "F"
    assert not info["terminated"] and not info["truncated"] and info["reason"] is None


def test_the_user_may_say_goodbye():
    env = make_env(ScriptedBackend(answers(goodbye=True)))
    env.reset(seed=0)
    _, _, terminated, _, info = env.step("ok")
    assert terminated and info["reason"] == "goodbye"


SECTION_REPLY = "Thinking:\nThey do not get it.\nOrigin:\n[Forget it.]\nResponse:\n[{reply}]"


@pytest.mark.parametrize("form", ["json", "sections"])
@pytest.mark.parametrize(
    ("words", "leaves"),
    [("Okay. Bye.", True), ("Fine, goodbye then.", True), ("好吧，拜拜。", True), ("那就这样吧，再见。", True),
     ("Maybe I'll stand by it.", False), ("Hm. Maybe.", False)],
)
def test_goodbye_is_read_from_the_users_words_in_either_format(form, words, leaves):
    def respond(request):
        if request.schema_name == "appraisal":
            return json.dumps({**APPRAISAL_ANSWER, "change": 0})
        if form == "json":
            return json.dumps({**REPLY_ANSWER, "reply": words, "goodbye": False})
        return SECTION_REPLY.format(reply=words)

    env = make_env(ScriptedBackend(respond))
    env.reset(seed=0)
    _, _, terminated, _, info = env.step("ok")
    assert info["user_text"] == words
    assert (terminated, info["goodbye"], info["reason"]) == ((True, True, "goodbye") if leaves else (False, False, None))


@pytest.mark.parametrize("rules", ["sage", "rlver"])
@pytest.mark.parametrize(("reply", "reason"), [("#$%^&*()!!", "no_letters"), ("", "empty"), ("ok %%%%%%%%%%%%", "mostly_symbols")])
def test_a_reply_that_is_not_language_feels_very_negative_without_a_model_call(rules, reply, reason):
    backend = ScriptedBackend(answers(change=5))
    env = make_env(backend, rules=rules)
    _, start = env.reset(seed=0)
    info = play(env, turns=1, reply=reply)[0]
    assert [r.schema_name for r in backend.requests] == ["user_reply"]  # no appraisal call
    assert info["proposed_delta"] == NOT_LANGUAGE_CHANGE == -10
    assert info["emotion"] == start["emotion"] - 10
    appraisal = info["appraisal"]
    assert appraisal["fields"]["precheck"] == reason and "raw_change" not in appraisal["fields"]
    assert "not language" in appraisal["explanation"] and "Very negative" in appraisal["explanation"]
    assert "Emotion change: -10" in backend.requests[0].messages[-1]["content"]


def test_a_reply_in_words_goes_to_the_model():
    backend = ScriptedBackend(answers(change=5))
    env = make_env(backend)
    env.reset(seed=0)
    info = play(env, turns=1, reply="asdkj qwpoe zxmcnv")[0]  # letters: only the model can tell
    assert [r.schema_name for r in backend.requests] == ["appraisal", "user_reply"]
    assert info["proposed_delta"] == 5 and "precheck" not in info["appraisal"]["fields"]


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


def test_reward_version_names_the_prompt_packs_and_the_model(monkeypatch):
    from rlver_env.simulators.llm import prompt_packs

    simulator = LLMSimulator("openai", base_url="http://127.0.0.1:9/v1", model="judge-7b")
    version = simulator.reward_version
    assert version == f"llm/packs-{prompt_packs.packs_digest()}/judge-7b" == simulator.describe()["reward_version"]
    assert len(prompt_packs.packs_digest()) == 8
    assert LLMSimulator("openai", base_url="http://127.0.0.1:9/v1", model="judge-70b").reward_version != version

    # One template edited is another reward.
    real = prompt_packs.load_pack

    def edited(language):
        pack = real(language)
        if language != "en":
            return pack
        return prompt_packs.PromptPack("en", {**pack.templates, "appraisal": pack.templates["appraisal"] + " "}, pack.strings)

    prompt_packs.packs_digest.cache_clear()
    monkeypatch.setattr(prompt_packs, "load_pack", edited)
    try:
        assert simulator.reward_version != version
    finally:
        monkeypatch.undo()
        prompt_packs.packs_digest.cache_clear()
    assert simulator.reward_version == version
