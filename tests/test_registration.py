"""Every registered id passes Gymnasium's checker, without warnings; presets set what they say."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
import warnings
from pathlib import Path

import gymnasium as gym
import pytest
from gymnasium.utils.env_checker import check_env

import rlver_env
from rlver_env.personas.model import load_bundled
from rlver_env.registration import ENTRY_POINT, PRESETS, register_envs

REPO = Path(__file__).resolve().parents[1]
ALL_IDS = sorted(PRESETS)


def test_presets_are_registered_with_their_kwargs():
    assert "EmpathyDialogue-v0" in PRESETS
    for env_id, (kwargs, description) in PRESETS.items():
        spec = gym.spec(env_id)
        assert spec.entry_point == ENTRY_POINT
        assert spec.kwargs == kwargs
        assert isinstance(description, str) and description


def test_register_envs_is_idempotent():
    before = {env_id: gym.spec(env_id).kwargs for env_id in PRESETS}
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # re-registering would warn "Overriding environment"
        register_envs()
        register_envs()
    assert {env_id: gym.spec(env_id).kwargs for env_id in PRESETS} == before


@pytest.mark.parametrize("env_id", ALL_IDS)
def test_check_env_passes_without_warnings(env_id):
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        env = gym.make(env_id)
        check_env(env.unwrapped, skip_render_check=True)
        env.close()
    assert isinstance(env.unwrapped, rlver_env.EmpathyDialogueEnv)


@pytest.mark.parametrize("env_id", ALL_IDS)
def test_check_env_with_text_observations(env_id):
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        env = gym.make(env_id, observation_format="text")
        check_env(env.unwrapped, skip_render_check=True)
    assert isinstance(env.observation_space, gym.spaces.Text)


@pytest.mark.parametrize("render_mode", ["ansi", "human"])
def test_check_env_with_render_check(render_mode, capsys):
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        env = gym.make("EmpathyDialogue-v0", render_mode=render_mode)
        check_env(env.unwrapped)  # includes Gymnasium's render checks
    assert env.unwrapped.render_mode == render_mode
    assert render_mode in env.unwrapped.metadata["render_modes"]
    env.reset(seed=0)
    rendered = env.render()
    if render_mode == "ansi":
        assert isinstance(rendered, str) and "40 B" in rendered
    else:
        assert rendered is None and "40 B" in capsys.readouterr().out


def test_make_after_import():
    env = gym.make("EmpathyDialogue-v0")
    obs, info = env.reset(seed=0)
    assert obs[0]["role"] == "user"
    assert info["rules"] == "sage"


_FRESH_INTERPRETER = textwrap.dedent(
    """
    import json, sys
    import gymnasium as gym
    assert "rlver_env" not in sys.modules
    before = "EmpathyDialogue-v0" in gym.registry
    env = gym.make("rlver_env:EmpathyDialogue-v0")
    obs, info = env.reset(seed=0)
    obs, reward, terminated, truncated, info = env.step("That sounds really hard. What happened?")
    print(json.dumps({
        "registered_before": before,
        "imported": "rlver_env" in sys.modules,
        "first_role": obs[0]["role"],
        "n_messages": len(obs),
        "rules": info["rules"],
        "reward": reward,
        "spec_id": env.spec.id,
    }))
    """
)


def test_make_with_module_prefix_in_a_fresh_interpreter():
    result = subprocess.run(
        [sys.executable, "-c", _FRESH_INTERPRETER], capture_output=True, text=True, cwd=str(REPO), timeout=120
    )
    assert result.returncode == 0, result.stderr
    out = json.loads(result.stdout.strip().splitlines()[-1])
    assert out["registered_before"] is False
    assert out["imported"] is True
    assert out["first_role"] == "user"
    assert out["n_messages"] == 3
    assert out["rules"] == "sage"
    assert isinstance(out["reward"], float)


def _split_ids(split: str) -> set[str]:
    return {p.id for p in load_bundled(split)}


@pytest.mark.parametrize("env_id", ALL_IDS)
def test_presets_set_what_they_describe(env_id):
    kwargs, _ = PRESETS[env_id]
    env = gym.make(env_id)
    split = kwargs["personas"].split(":", 1)[1]
    expected_rules = kwargs.get("rules", "sage")
    start = {"sage": 40, "rlver": 30}[expected_rules]
    max_turns = {"sage": 10, "rlver": 8}[expected_rules]
    assert env.unwrapped.rules.max_turns == max_turns
    assert set(env.unwrapped.bank.ids) == _split_ids(split)
    for seed in range(4):
        _, info = env.reset(seed=seed)
        assert info["rules"] == expected_rules
        assert info["emotion"] == start
        assert info["persona_id"] in _split_ids(split)
        if "difficulty" in kwargs:
            assert info["difficulty"] == kwargs["difficulty"]


def test_eval_preset_uses_held_out_personas_only():
    env = gym.make("EmpathyDialogue-Eval-v0")
    assert not set(env.unwrapped.bank.ids) & _split_ids("train")
    assert env.unwrapped.rules.max_delta == 10
    assert env.unwrapped.rules.success_at == 100


def test_preset_kwargs_can_be_overridden():
    env = gym.make("EmpathyDialogue-RLVER-v0", max_turns=2, difficulty="simple")
    _, info = env.reset(seed=0)
    assert info["difficulty"] == "simple"
    assert env.unwrapped.rules.max_turns == 2
    assert env.unwrapped.rules.start_emotion == 30
