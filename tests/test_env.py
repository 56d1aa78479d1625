"""``EmpathyDialogueEnv``: observations, infos, rewards, episode ends, options, render, determinism."""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import gymnasium as gym
import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rlver_env
from rlver_env.agents import make_agent
from rlver_env.dialogue import format_transcript
from rlver_env.env import EmpathyDialogueEnv
from rlver_env.errors import (
    InvalidActionError,
    PersonaError,
    PersonaValidationError,
    SimulatorError,
)
from rlver_env.personas.model import Persona
from rlver_env.rules import RLVER_RULES, SAGE_RULES, EmotionRules, emotion_band
from rlver_env.simulators.rule.version import REWARD_VERSION
from tests.support import (
    BAD_REPLY,
    GOOD_REPLY,
    NEUTRAL_REPLY,
    VALID_PERSONA,
    StubSimulator,
    make_persona,
)

REPO = Path(__file__).resolve().parents[1]
PID = VALID_PERSONA["id"]
STEP_INFO_KEYS = {
    "emotion", "emotion_delta", "band", "turn", "persona_id", "thought", "reply", "format_ok", "reason",
    "appraisal", "proposed_delta", "user_text", "goodbye", "format_error", "difficulty", "rules", "simulator",
    "reward_version",
}
RESET_INFO_KEYS = {
    "emotion", "emotion_delta", "band", "turn", "persona_id", "difficulty", "rules", "simulator", "reward_version",
}  # fmt: skip


# Building an env takes ~0.3 s (three Text spaces over a 63k-character charset), so tests share
# envs built with the same arguments. Every test starts with reset(seed=...), which must (and is
# here checked to) wipe the previous dialogue completely.
_ENV_CACHE: dict[str, Any] = {}


def make_env(fresh: bool = False, **kwargs: Any) -> EmpathyDialogueEnv:
    """An env over our own persona; shared between tests unless ``fresh`` or personas are given."""
    if fresh or "personas" in kwargs or "simulator" in kwargs:
        kwargs.setdefault("personas", [make_persona()])
        return EmpathyDialogueEnv(**kwargs)
    key = repr(sorted(kwargs.items()))
    if key not in _ENV_CACHE:
        _ENV_CACHE[key] = EmpathyDialogueEnv(personas=[make_persona()], **kwargs)
    return _ENV_CACHE[key]


def stub_env(deltas=(0,), rules="sage", sim_kwargs: dict | None = None, **kwargs: Any):
    """A (shared) env driven by a :class:`StubSimulator`; the stub's reply log starts empty."""
    key = "stub" + repr((tuple(deltas), rules, sorted((sim_kwargs or {}).items()), sorted(kwargs.items())))
    if key not in _ENV_CACHE:
        sim = StubSimulator(deltas=deltas, **(sim_kwargs or {}))
        _ENV_CACHE[key] = (make_env(simulator=sim, rules=rules, **kwargs), sim)
    env, sim = _ENV_CACHE[key]
    sim.replies.clear()
    return env, sim


def run_episode(env, actions, seed=0, options=None):
    obs, info = env.reset(seed=seed, options=options)
    steps = []
    for action in actions:
        obs, reward, terminated, truncated, info = env.step(action)
        steps.append((obs, reward, terminated, truncated, info))
        if terminated or truncated:
            break
    return steps


# --------------------------------------------------------------------------- observations
def assert_chat_observation(env, obs):
    assert isinstance(obs, tuple)
    assert env.observation_space.contains(obs)
    assert all(isinstance(m, dict) and set(m) == {"role", "content"} for m in obs)
    roles = [m["role"] for m in obs]
    assert roles == ["user", "assistant"] * (len(obs) // 2) + ["user"] * (len(obs) % 2)
    assert roles[0] == "user"


def test_reset_observation_is_the_user_first():
    env = make_env()
    obs, info = env.reset(seed=0)
    assert_chat_observation(env, obs)
    assert len(obs) == 1
    assert obs[0]["content"] == VALID_PERSONA["first_utterance"]
    assert info["user_text"] == obs[0]["content"]


def test_observation_grows_by_assistant_then_user():
    env = make_env()
    obs, _ = env.reset(seed=1)
    for turn in range(1, 4):
        obs, *_ = env.step(f"That sounds hard about the launch, tell me more ({turn}).")
        assert_chat_observation(env, obs)
        assert len(obs) == 1 + 2 * turn
        assert obs[-2]["role"] == "assistant" and obs[-1]["role"] == "user"


def test_observations_are_fresh_dicts():
    env = make_env()
    first, _ = env.reset(seed=0)
    second, *_ = env.step("I hear you. What happened with Daniel?")
    assert all(a is not b for a in first for b in second)
    third, *_ = env.step("That's so unfair about the redesign.")
    assert all(a is not b for a in second for b in third)
    # mutating what the env returned does not touch the dialogue
    third[0]["content"] = "tampered"
    fourth, *_ = env.step("And how are you holding up?")
    assert fourth[0]["content"] == VALID_PERSONA["first_utterance"]
    assert env.state.messages[0]["content"] == VALID_PERSONA["first_utterance"]


def test_step_info_extends_the_base_info_in_its_order():
    # _apply writes a step's info in one dict: _base_info's keys and values, then the step's.
    env, _ = stub_env(deltas=(3,))
    env.reset(seed=0)
    *_, info = env.step("<think>plan</think>That sounds so hard.")
    base = env._base_info()
    assert list(info)[: len(base)] == list(base)
    assert {key: info[key] for key in base} == {**base, "emotion_delta": 3}
    assert list(info)[len(base) :] == [
        "proposed_delta", "thought", "reply", "format_ok", "format_error", "appraisal", "user_text", "goodbye",
        "reason", "usage",
    ]  # fmt: skip


def test_thoughts_are_stripped_from_assistant_turns():
    env, sim = stub_env()
    env.reset(seed=0)
    obs, _, _, _, info = env.step("<think>SECRET plan: be kind</think>That sounds so hard.")
    assert obs[1] == {"role": "assistant", "content": "That sounds so hard."}
    assert info["thought"] == "SECRET plan: be kind"
    assert info["reply"] == "That sounds so hard."
    assert sim.replies == ["That sounds so hard."]  # the user never hears the thought
    obs, *_ = env.step("<thought>another SECRET</thought>Tell me more.")
    assert not any("SECRET" in m["content"] for m in obs)
    assert "SECRET" not in env.state.messages[-2]["content"]


def test_text_observation_is_a_transcript_in_its_space():
    env = make_env(observation_format="text")
    obs, _ = env.reset(seed=0)
    assert isinstance(obs, str)
    assert env.observation_space.contains(obs)
    assert obs == f"User: {VALID_PERSONA['first_utterance']}"
    obs, *_ = env.step("<think>hidden</think>That sounds rough.")
    assert isinstance(obs, str) and env.observation_space.contains(obs)
    assert obs.startswith("User: ")
    assert "\n\nAgent: That sounds rough.\n\nUser: " in obs
    assert "hidden" not in obs
    assert obs == format_transcript(env.state.messages)


@pytest.mark.parametrize(
    ("action", "expected_reply"),
    [
        ("Hmm... well, (that's) rough -- isn't it?! [sigh] @#$%^&*;:'\"", None),
        ("Ça a l'air très difícil, naïve café, Größe, ñandú.", None),
        ("我明白你的感受，这真的很难。", None),
        ("That sounds hard \U0001f622\U0001f494 really", "That sounds hard \ufffd\ufffd really"),
        ("line one\r\nline two\rline three", "line one\nline two\nline three"),
        ("tab\there and a bell\x07 and null\x00", "tab\there and a bell\ufffd and null\ufffd"),
        ("lone surrogate \ud800 here", "lone surrogate \ufffd here"),
        ("", ""),
        ("x" * 20_000, None),
    ],
)
@pytest.mark.parametrize("observation_format", ["messages", "text"])
def test_any_reply_keeps_the_observation_in_its_space(action, expected_reply, observation_format):
    env = make_env(observation_format=observation_format)
    env.reset(seed=0)
    obs, reward, terminated, truncated, info = env.step(action)
    assert env.observation_space.contains(obs)
    assert isinstance(reward, float) and math.isfinite(reward)
    if expected_reply is not None:
        assert info["reply"] == expected_reply
        if observation_format == "messages":
            assert obs[1]["content"] == expected_reply
    if observation_format == "messages":
        user_reply = obs[2]["content"]
        assert env.observation_space.contains(obs) and isinstance(user_reply, str)


def test_chinese_reply_is_kept_verbatim():
    env = make_env()
    env.reset(seed=0)
    obs, *_ = env.step("我明白你的感受。")
    assert obs[1]["content"] == "我明白你的感受。"


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(actions=st.lists(st.text(max_size=200), min_size=1, max_size=4), seed=st.integers(0, 2**16))
def test_arbitrary_text_actions_keep_observations_in_space(actions, seed):
    for observation_format in ("messages", "text"):
        env = make_env(observation_format=observation_format, think_mode="required", format_penalty=0.1)
        obs, _ = env.reset(seed=seed)
        assert env.observation_space.contains(obs)
        for action in actions:
            obs, reward, terminated, truncated, info = env.step(action)
            assert env.observation_space.contains(obs)
            assert isinstance(info["format_ok"], bool)
            assert math.isfinite(reward)
            if terminated or truncated:
                break


def test_action_space_samples_are_accepted():
    env = make_env()
    env.action_space.seed(0)
    env.reset(seed=0)
    for _ in range(3):
        obs, reward, terminated, truncated, info = env.step(env.action_space.sample())
        assert env.observation_space.contains(obs)
        assert math.isfinite(reward)
        if terminated or truncated:
            break


def test_very_long_dialogue_stays_in_the_transcript_space():
    """Messages are capped, so the whole transcript must fit ``transcript_observation_space``."""
    env, _ = stub_env(
        observation_format="text", sim_kwargs={"user_text": "u" * 40_000, "opening": "o" * 40_000}
    )
    obs, _ = env.reset(seed=0)
    assert env.observation_space.contains(obs)
    for _ in range(SAGE_RULES.max_turns):
        obs, _, terminated, truncated, _ = env.step("a" * 40_000)
        inside = env.observation_space.contains(obs)
        assert inside, f"transcript of {len(obs)} chars exceeds max_length {env.observation_space.max_length}"
        if terminated or truncated:
            break


def test_non_string_action_raises_invalid_action():
    env = make_env()
    env.reset(seed=0)
    for bad in (None, 3, b"bytes", ["hi"]):
        with pytest.raises(InvalidActionError):
            env.step(bad)
    obs, *_ = env.step("Still fine after bad actions?")
    assert len(obs) == 3  # the rejected actions did not count as turns


# --------------------------------------------------------------------------- info
def test_reset_info():
    env = make_env()
    _, info = env.reset(seed=0)
    assert RESET_INFO_KEYS <= set(info)
    assert info["emotion"] == SAGE_RULES.start_emotion
    assert info["emotion_delta"] == 0
    assert info["band"] == emotion_band(info["emotion"])
    assert info["turn"] == 0
    assert info["persona_id"] == PID
    assert info["difficulty"] == "normal"
    assert info["rules"] == "sage"
    assert info["simulator"] == "rule"
    assert info["reward_version"] == REWARD_VERSION == env.reward_version


def test_reward_version_is_the_simulators_in_every_info():
    env = make_env()
    _, info = env.reset(seed=0)
    versions = {info["reward_version"]}
    for action in (GOOD_REPLY, BAD_REPLY):
        *_, info = env.step(action)
        versions.add(info["reward_version"])
    assert versions == {env.simulator.reward_version} == {REWARD_VERSION}
    assert REWARD_VERSION.startswith("rule/") and REWARD_VERSION.split("/")[1].isdigit()
    stub = EmpathyDialogueEnv(personas=[make_persona()], simulator=StubSimulator())
    _, info = stub.reset(seed=0)
    *_, step_info = stub.step(GOOD_REPLY)
    # A simulator that does not version its reward says so.
    assert info["reward_version"] == step_info["reward_version"] == "stub/unversioned"


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_step_info_is_consistent(seed):
    env = make_env()
    _, info = env.reset(seed=seed)
    previous = info["emotion"]
    actions = [GOOD_REPLY, BAD_REPLY, NEUTRAL_REPLY, "<think>t</think>So unfair about Daniel.", "asdf qwer zxcv"]
    for turn, action in enumerate(actions, start=1):
        obs, reward, terminated, truncated, info = env.step(action)
        assert STEP_INFO_KEYS <= set(info), STEP_INFO_KEYS - set(info)
        assert info["turn"] == turn
        assert info["persona_id"] == PID
        assert 0 <= info["emotion"] <= 100
        assert info["emotion_delta"] == info["emotion"] - previous
        assert abs(info["emotion_delta"]) <= SAGE_RULES.max_delta
        assert info["band"] == emotion_band(info["emotion"])
        assert info["reply"] == obs[-2]["content"]
        assert info["user_text"] == obs[-1]["content"]
        assert isinstance(info["format_ok"], bool)
        assert reward == pytest.approx(info["emotion_delta"] / 100)
        appraisal = info["appraisal"]
        assert set(appraisal) >= {"delta", "explanation", "hits"}
        assert appraisal["delta"] == info["proposed_delta"]
        assert isinstance(appraisal["explanation"], str) and appraisal["explanation"]
        assert appraisal["hits"], "the rule simulator explains every change with hits"
        total = sum(hit["points"] for hit in appraisal["hits"])
        if abs(appraisal["delta"]) < 15:  # the rule simulator's own range is [-15, 15]
            assert total == pytest.approx(appraisal["delta"], abs=0.5 + 1e-3 * len(appraisal["hits"]))
        else:
            assert math.copysign(1, total) == math.copysign(1, appraisal["delta"])
        assert SAGE_RULES.clamp_delta(appraisal["delta"]) == info["emotion_delta"] or info["emotion"] in (0, 100)
        if terminated or truncated:
            assert info["reason"] in {"success", "failure", "goodbye", "max_turns"}
            break
        assert info["reason"] is None
        previous = info["emotion"]


def test_thought_info_per_think_mode():
    env, _ = stub_env()
    env.reset(seed=0)
    assert env.step("<think>plan</think>hello")[4]["thought"] == "plan"
    assert env.step("just hello")[4]["thought"] is None


# --------------------------------------------------------------------------- reset options
def test_reset_pins_persona_by_id_dict_and_persona():
    personas = [make_persona(id=f"p{i}", name=f"Person {i}") for i in range(5)]
    env = make_env(personas=personas)
    for seed in range(3):
        assert env.reset(seed=seed, options={"persona": "p3"})[1]["persona_id"] == "p3"
    other = make_persona(id="outsider", first_utterance="I am not in the bank.")
    obs, info = env.reset(seed=0, options={"persona": other})
    assert info["persona_id"] == "outsider"
    assert obs[0]["content"] == "I am not in the bank."
    obs, info = env.reset(seed=0, options={"persona": Persona(make_persona(id="as-object"))})
    assert info["persona_id"] == "as-object"
    # without options the persona is drawn from the bank again
    assert env.reset(seed=0)[1]["persona_id"] in {f"p{i}" for i in range(5)}


def test_reset_pins_difficulty():
    env = make_env()
    for difficulty in ("simple", "normal", "hard"):
        _, info = env.reset(seed=0, options={"difficulty": difficulty})
        assert info["difficulty"] == difficulty
        assert env.state.difficulty == difficulty
    assert make_env(difficulty="hard").reset(seed=0)[1]["difficulty"] == "hard"
    env = make_env(difficulty="hard")
    assert env.reset(seed=0, options={"difficulty": "simple"})[1]["difficulty"] == "simple"


def test_difficulty_changes_the_appraisal():
    deltas = {}
    for difficulty in ("simple", "hard"):
        env = make_env(difficulty=difficulty)
        env.reset(seed=0)
        deltas[difficulty] = env.step(BAD_REPLY)[4]["proposed_delta"]
    assert deltas["hard"] < deltas["simple"] < 0


def test_bad_reset_options_raise():
    env = make_env()
    with pytest.raises(ValueError, match="unknown reset options"):
        env.reset(seed=0, options={"persona_id": PID})
    with pytest.raises(ValueError, match="difficulty"):
        env.reset(seed=0, options={"difficulty": "extreme"})
    with pytest.raises(PersonaError, match="nobody"):
        env.reset(seed=0, options={"persona": "nobody"})
    with pytest.raises(PersonaError):
        env.reset(seed=0, options={"persona": 42})
    with pytest.raises(PersonaValidationError, match="reset options"):
        env.reset(seed=0, options={"persona": make_persona(disposition="grumpy")})


# --------------------------------------------------------------------------- rewards
def test_dense_rewards_sum_to_the_emotion_change():
    for seed in range(4):
        env = gym.make("EmpathyDialogue-v0").unwrapped
        _, info = env.reset(seed=seed)
        start = info["emotion"]
        agent = make_agent(["empathetic", "dismissive", "platitude", "solution_pusher"][seed])
        agent.reset(seed)
        obs, rewards = env._observation(), []
        for _ in range(20):
            obs, reward, terminated, truncated, info = env.step(agent.act(obs))
            rewards.append(reward)
            if terminated or truncated:
                break
        assert terminated or truncated
        assert sum(rewards) == pytest.approx((info["emotion"] - start) / 100)


def test_reward_scale_divides_the_change():
    env, _ = stub_env(deltas=(7,), reward_scale=10.0)
    env.reset(seed=0)
    assert env.step("hello")[1] == pytest.approx(0.7)


def test_sparse_reward_is_zero_until_the_end_then_final_emotion():
    env, _ = stub_env(deltas=(3,), reward_mode="sparse")
    steps = run_episode(env, ["Hello there."] * 20)
    assert len(steps) == SAGE_RULES.max_turns
    assert [s[1] for s in steps[:-1]] == [0.0] * (len(steps) - 1)
    final = steps[-1][4]["emotion"]
    assert final == 40 + 3 * SAGE_RULES.max_turns
    assert steps[-1][1] == pytest.approx(final / 100)
    assert steps[-1][3] is True  # truncated


def test_sparse_reward_on_success():
    env, _ = stub_env(deltas=(10,), reward_mode="sparse")
    steps = run_episode(env, ["Hello there."] * 20)
    assert [s[1] for s in steps] == [0.0] * 5 + [1.0]
    assert steps[-1][2] is True and steps[-1][4]["reason"] == "success"


def test_sparse_reward_with_rule_simulator():
    env = gym.make("EmpathyDialogue-v0", reward_mode="sparse").unwrapped
    obs, _ = env.reset(seed=3)
    rewards = []
    for _ in range(20):
        obs, reward, terminated, truncated, info = env.step(BAD_REPLY + f" ({len(rewards)})")
        rewards.append(reward)
        if terminated or truncated:
            break
    assert all(r == 0.0 for r in rewards[:-1])
    assert rewards[-1] == pytest.approx(info["emotion"] / 100)


@pytest.mark.parametrize(
    ("think_mode", "action", "format_ok", "thought", "reply"),
    [
        ("required", "<think>plan</think>Hello there.", True, "plan", "Hello there."),
        ("required", "Hello there.", False, None, "Hello there."),
        ("required", "<think>plan, never closed. Hello there.", False, "plan, never closed. Hello there.", ""),
        ("optional", "<think>plan</think>Hello there.", True, "plan", "Hello there."),
        ("optional", "Hello there.", True, None, "Hello there."),
        ("optional", "<think>a</thought>Hello there.", False, "a", "Hello there."),
        ("off", "Hello there.", True, None, "Hello there."),
        ("off", "<think>plan</think>Hello there.", False, None, "<think>plan</think>Hello there."),
    ],
)
def test_think_mode_and_format_penalty(think_mode, action, format_ok, thought, reply):
    rewards = {}
    for penalty in (0.0, 0.25):
        env, sim = stub_env(deltas=(4,), think_mode=think_mode, format_penalty=penalty)
        env.reset(seed=0)
        obs, reward, _, _, info = env.step(action)
        assert info["format_ok"] is format_ok
        assert (info["format_error"] is None) is format_ok
        assert info["thought"] == thought
        assert info["reply"] == reply
        assert obs[1]["content"] == reply
        assert sim.replies == [reply]
        rewards[penalty] = reward
    assert rewards[0.0] == pytest.approx(0.04)
    assert rewards[0.25] == pytest.approx(0.04 - (0.0 if format_ok else 0.25))


def test_format_penalty_applies_in_sparse_mode_every_turn():
    env, _ = stub_env(deltas=(0,), think_mode="required", reward_mode="sparse", format_penalty=0.5)
    env.reset(seed=0)
    assert env.step("no thought")[1] == pytest.approx(-0.5)
    assert env.step("<think>t</think>with thought")[1] == 0.0


def test_required_think_mode_with_rule_simulator_penalises_missing_thought():
    rewards = {}
    for mode in ("optional", "required"):
        env = make_env(think_mode=mode, format_penalty=0.3)
        env.reset(seed=0)
        rewards[mode] = env.step("That sounds hard about the launch.")[1]
    assert rewards["required"] == pytest.approx(rewards["optional"] - 0.3)


# --------------------------------------------------------------------------- episode end (rules)
def test_sage_rules_start_clamp_and_turn_cap():
    env, _ = stub_env(deltas=(25, -25, 0))
    _, info = env.reset(seed=0)
    assert info["emotion"] == 40
    steps = run_episode(env, ["Hello there."] * 30)
    assert [s[4]["emotion_delta"] for s in steps[:3]] == [10, -10, 0]
    assert [s[4]["proposed_delta"] for s in steps[:3]] == [25, -25, 0]
    assert len(steps) == 10
    assert steps[-1][3] is True and steps[-1][2] is False
    assert steps[-1][4]["reason"] == "max_turns"
    assert all(not s[2] and not s[3] for s in steps[:-1])


def test_sage_success_and_failure():
    env, _ = stub_env(deltas=(10,))
    steps = run_episode(env, ["Hello there."] * 30)
    assert (len(steps), steps[-1][2], steps[-1][4]["reason"], steps[-1][4]["emotion"]) == (6, True, "success", 100)
    env, _ = stub_env(deltas=(-10,))
    steps = run_episode(env, ["Hello there."] * 30)
    # 40 -> 30 -> 20 -> 10 (not yet below 10) -> 0
    assert (len(steps), steps[-1][2], steps[-1][4]["reason"]) == (4, True, "failure")
    assert steps[2][4]["emotion"] == 10 and steps[2][4]["reason"] is None


def test_goodbye_terminates():
    env, _ = stub_env(deltas=(1,), sim_kwargs={"goodbye_at": 3})
    steps = run_episode(env, ["Hello there."] * 30)
    assert len(steps) == 3
    assert steps[-1][2] is True and steps[-1][4]["reason"] == "goodbye" and steps[-1][4]["goodbye"] is True


def test_rlver_preset_starts_at_30_and_caps_at_8_turns():
    env = gym.make("EmpathyDialogue-RLVER-v0", personas=[make_persona()], simulator=StubSimulator(deltas=(5, -3)))
    _, info = env.reset(seed=0)
    assert info["emotion"] == 30 and info["rules"] == "rlver"
    steps = run_episode(env, [f"Hello there {i}." for i in range(30)])
    assert len(steps) == 8
    assert steps[-1][3] is True and steps[-1][4]["reason"] == "max_turns"
    assert steps[-1][4]["emotion"] == 30 + 4 * 5 - 4 * 3


def test_rlver_preset_with_rule_simulator_never_exceeds_8_turns():
    env = gym.make("EmpathyDialogue-RLVER-v0")
    for seed in range(3):
        agent = make_agent("empathetic")
        agent.reset(seed)
        obs, info = env.reset(seed=seed)
        assert info["emotion"] == 30
        n = 0
        while True:
            obs, _, terminated, truncated, info = env.step(agent.act(obs))
            n += 1
            if terminated or truncated:
                break
        assert n <= 8
        if n == 8 and truncated:
            assert info["reason"] == "max_turns"


def test_rlver_rules_do_not_clamp_or_stop_at_100():
    env, _ = stub_env(deltas=(40,), rules="rlver")
    steps = run_episode(env, ["Hello there."] * 30)
    assert steps[0][4]["emotion"] == 70 and steps[0][4]["emotion_delta"] == 40
    assert steps[1][4]["emotion"] == 100
    assert len(steps) == 8 and steps[-1][4]["reason"] == "max_turns"
    env, _ = stub_env(deltas=(-30,), rules="rlver")
    steps = run_episode(env, ["Hello there."] * 30)
    assert len(steps) == 1 and steps[0][4]["reason"] == "failure" and steps[0][4]["emotion"] == 0


@pytest.mark.parametrize(
    ("rules", "deltas", "reason", "said"),
    [("sage", (10,), "success", "Thanks. Bye!"), ("sage", (-10,), "failure", "Forget it. Bye."),
     ("rlver", (40,), "max_turns", "Go on."), ("rlver", (-30,), "failure", "Forget it. Bye.")],
)
def test_farewells_are_said_only_when_the_rules_end_the_dialogue(rules, deltas, reason, said):
    farewells = {"success": "Thanks. Bye!", "failure": "Forget it. Bye."}
    env, _ = stub_env(deltas=deltas, rules=rules, sim_kwargs={"farewells": tuple(farewells.items())})
    steps = run_episode(env, ["Hello there."] * 30)
    last = steps[-1][4]
    assert last["reason"] == reason and last["user_text"] == said
    assert last["goodbye"] is (reason in farewells)
    assert env.unwrapped.state.messages[-1] == {"role": "user", "content": said}
    assert env.unwrapped.state.turns[-1].user_text == said
    assert all(s[4]["user_text"] == "Go on." and s[4]["goodbye"] is False for s in steps[:-1])


def test_max_turns_override_and_custom_rules():
    env, _ = stub_env(max_turns=3)
    assert len(run_episode(env, ["Hi there."] * 10)) == 3
    rules = EmotionRules("mine", start_emotion=55, max_delta=2, success_at=None, failure_below=0,
                         failure_inclusive=True, max_turns=2)
    env, _ = stub_env(deltas=(9,), rules=rules)
    _, info = env.reset(seed=0)
    assert info["emotion"] == 55 and info["rules"] == "mine"
    steps = run_episode(env, ["Hi there."] * 10)
    assert [s[4]["emotion"] for s in steps] == [57, 59]


def test_step_after_the_end_raises_reset_needed():
    env, _ = stub_env(max_turns=1)
    env.reset(seed=0)
    _, _, _, truncated, _ = env.step("Hello there.")
    assert truncated
    with pytest.raises(gym.error.ResetNeeded):
        env.step("Hello again.")
    env.reset(seed=0)
    assert env.step("Hello once more.")[3] is True


def test_step_before_reset_raises_reset_needed():
    with pytest.raises(gym.error.ResetNeeded):
        make_env(fresh=True).step("hello")
    with pytest.raises(gym.error.ResetNeeded):
        gym.make("EmpathyDialogue-v0").step("hello")


def test_step_after_termination_through_gym_make_raises_reset_needed():
    env = gym.make("EmpathyDialogue-RLVER-v0", personas=[make_persona()], simulator=StubSimulator(deltas=(-40,)))
    env.reset(seed=0)
    assert env.step("hello")[2] is True  # 30 - 40 -> 0: failure under RLVER rules
    with pytest.raises(gym.error.ResetNeeded):
        env.step("hello")


@pytest.mark.parametrize(
    ("options", "error"),
    [
        ({"persona": "nobody"}, PersonaError),
        ({"difficulty": "extreme"}, ValueError),
        ({"colour": "blue"}, ValueError),
    ],
)
def test_failed_reset_leaves_no_dialogue_to_step(options, error):
    """A reset that raises must not leave the previous dialogue running."""
    env = make_env(fresh=True)
    env.reset(seed=0)
    env.step("Hello there.")
    with pytest.raises(error):
        env.reset(seed=1, options=options)
    with pytest.raises(gym.error.ResetNeeded):
        env.step("Is the old dialogue still going?")
    env.reset(seed=1)
    assert env.step("Fresh start.")[4]["turn"] == 1


def test_infos_are_json_serialisable():
    env = make_env()
    _, info = env.reset(seed=0)
    json.dumps(info)
    for action in (GOOD_REPLY, BAD_REPLY, "<think>x"):
        _, _, _, _, info = env.step(action)
        assert json.loads(json.dumps(info))["appraisal"]["delta"] == info["proposed_delta"]


def test_simulator_error_truncates_with_zero_reward():
    env, _ = stub_env(deltas=(5,), sim_kwargs={"error_at": 2})
    steps = run_episode(env, ["Hello there."] * 5)
    assert len(steps) == 2
    obs, reward, terminated, truncated, info = steps[-1]
    assert (reward, terminated, truncated, info["reason"]) == (0.0, False, True, "simulator_error")
    assert info["error"] == "boom"
    assert env.observation_space.contains(obs)
    with pytest.raises(gym.error.ResetNeeded):
        env.step("Hello?")


def test_simulator_error_at_opening_raises():
    env, _ = stub_env(sim_kwargs={"open_error": "no backend"})
    with pytest.raises(SimulatorError, match="no backend"):
        env.reset(seed=0)
    with pytest.raises(gym.error.ResetNeeded):
        env.step("hello")


# --------------------------------------------------------------------------- constructor
@pytest.mark.parametrize(
    "kwargs",
    [
        {"think_mode": "sometimes"},
        {"reward_mode": "weird"},
        {"observation_format": "xml"},
        {"render_mode": "rgb_array"},
        {"reward_scale": 0},
        {"format_penalty": -1},
        {"rules": "gem"},
        {"difficulty": "extreme"},
        {"simulator": "oracle"},
        {"simulator_kwargs": {"temperature": 0.1}},
    ],
)
def test_bad_constructor_arguments_raise_value_error(kwargs):
    with pytest.raises(ValueError):
        make_env(**kwargs)


def test_unknown_keyword_is_not_swallowed():
    with pytest.raises(TypeError):
        make_env(max_turn=3)
    with pytest.raises(TypeError):
        gym.make("EmpathyDialogue-v0", temprature=1.0)


def test_close_closes_the_simulator():
    sim = StubSimulator()
    env = make_env(simulator=sim)
    env.reset(seed=0)
    env.close()
    assert sim.closed


# --------------------------------------------------------------------------- render
def test_render_ansi_returns_transcript_with_emotion_bar():
    env = make_env(fresh=True, render_mode="ansi")
    assert env.render() is None  # nothing to show before reset
    env.reset(seed=0)
    text = env.render()
    assert isinstance(text, str)
    assert "[" + "#" * 8 + "-" * 12 + "]  40 B" in text
    assert VALID_PERSONA["name"] in text and VALID_PERSONA["first_utterance"] in text
    env.step("<think>private</think>That sounds so hard about the launch.")
    text = env.render()
    assert "Agent" in text and "That sounds so hard about the launch." in text
    assert "private" not in text
    assert "(appraisal)" in text
    assert text.count("] ") >= 2  # a bar after each user turn


def test_render_ansi_shows_the_end():
    env, _ = stub_env(deltas=(10,), render_mode="ansi")
    run_episode(env, ["Hello there."] * 10)
    text = env.render()
    assert "[" + "#" * 20 + "] 100 S" in text
    assert "dialogue ended: success" in text


def test_render_human_prints(capsys):
    env = make_env(render_mode="human")
    env.reset(seed=0)
    assert env.render() is None
    assert VALID_PERSONA["first_utterance"] in capsys.readouterr().out
    env.step("That sounds hard.")  # human mode renders on each step
    assert "That sounds hard." in capsys.readouterr().out


def test_render_none_mode_returns_none(capsys):
    env = make_env()
    env.reset(seed=0)
    assert env.render() is None
    assert capsys.readouterr().out == ""


# --------------------------------------------------------------------------- determinism
def _policy_actions(seed: int, turn: int, obs: Any, agent) -> str:
    rng = np.random.default_rng(1000 * seed + turn)
    kind = (seed + turn) % 5
    if kind == 0:
        return agent.act(obs)
    if kind == 1:
        return BAD_REPLY
    if kind == 2:
        return GOOD_REPLY
    if kind == 3:
        alphabet = list("abcdefghij KLM.,!?é中<>/think\n") + ["\U0001f600"]
        return "".join(rng.choice(alphabet, size=int(rng.integers(0, 60))))
    return f"I hear you. That sounds heavy ({turn})."


def trajectory(env_id: str, seed: int, **kwargs: Any) -> list[Any]:
    env = gym.make(env_id, **kwargs)
    agent = make_agent("empathetic")
    agent.reset(seed)
    obs, info = env.reset(seed=seed)
    out: list[Any] = [(obs, info)]
    for turn in range(12):
        action = _policy_actions(seed, turn, obs, agent)
        obs, reward, terminated, truncated, info = env.step(action)
        out.append((action, obs, reward, terminated, truncated, info))
        if terminated or truncated:
            break
    env.close()
    return out


@pytest.mark.parametrize("env_id", ["EmpathyDialogue-v0", "EmpathyDialogue-RLVER-v0", "EmpathyDialogue-Hard-v0"])
@pytest.mark.parametrize("seed", [0, 1, 7, 42])
def test_same_seed_same_actions_same_trajectory(env_id, seed):
    first = trajectory(env_id, seed)
    second = trajectory(env_id, seed)
    assert len(first) > 1
    assert first == second


@pytest.mark.parametrize("seed", [0, 5])
def test_determinism_with_text_observations_and_persona_without_first_utterance(seed):
    persona = make_persona(first_utterance=None)
    kwargs = {"personas": [persona], "observation_format": "text"}
    first = trajectory("EmpathyDialogue-v0", seed, **kwargs)
    assert first == trajectory("EmpathyDialogue-v0", seed, **kwargs)
    assert isinstance(first[0][0], str)


def test_reset_with_the_same_seed_on_the_same_env_replays():
    env = gym.make("EmpathyDialogue-v0")
    results = []
    for _ in range(2):
        obs, info = env.reset(seed=11)
        steps = [(obs, info)]
        for action in [GOOD_REPLY, "random words here", BAD_REPLY, NEUTRAL_REPLY]:
            step = env.step(action)
            steps.append(step)
            if step[2] or step[3]:
                break
        results.append(steps)
    assert results[0] == results[1]


def test_different_seeds_draw_different_dialogues():
    env = gym.make("EmpathyDialogue-v0")
    assert len({env.reset(seed=s)[1]["persona_id"] for s in range(20)}) > 1


_SUBPROCESS_TRAJECTORY = textwrap.dedent(
    """
    import json, sys
    sys.path.insert(0, {repo!r})
    from tests.test_env import trajectory
    print(json.dumps(trajectory("EmpathyDialogue-v0", 3), ensure_ascii=True, default=repr))
    """
)


def test_trajectories_do_not_depend_on_the_hash_seed():
    outputs = []
    for hash_seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        result = subprocess.run(
            [sys.executable, "-c", _SUBPROCESS_TRAJECTORY.format(repo=str(REPO))],
            capture_output=True, text=True, env=env, cwd=str(REPO), timeout=120,
        )
        assert result.returncode == 0, result.stderr
        outputs.append(json.loads(result.stdout))
    assert outputs[0] == outputs[1]
    assert len(outputs[0]) > 1


def test_package_exports():
    assert rlver_env.EmpathyDialogueEnv is EmpathyDialogueEnv
    assert RLVER_RULES.start_emotion == 30 and SAGE_RULES.start_emotion == 40
