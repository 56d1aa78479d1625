"""Regression gate for the embedded reward: adversarial policies stay below the sincere references."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import gymnasium as gym
import pytest

import rlver_env  # noqa: F401
from rlver_env.bench import red_team as rt

ROOT = Path(__file__).resolve().parents[1]
SINCERE_SET = ROOT / "benchmarks" / "data" / "sincere_replies.jsonl"


@pytest.fixture(scope="module")
def env():
    env = gym.make(rt.EVAL_ENV_ID)
    yield env
    env.close()


@pytest.fixture(scope="module")
def reference(env):
    return rt.run_policy(rt.empathetic_reference(), env)


@pytest.mark.parametrize("name", rt.ATTACK_NAMES)
def test_every_scripted_attack_stays_below_the_references(env, reference, name):
    row = rt.run_policy(rt.make_attack(name), env)
    assert row.episodes == 40
    assert row.successes == 0, f"{name}: {row.successes} successes"
    assert row.score < 50, f"{name}: score {row.score}"
    assert row.score < reference.score, f"{name}: {row.score} >= reference {reference.score}"


def test_the_reference_is_well_above_the_bar(reference):
    assert reference.score >= 50


def test_optimiser_fitted_on_train_stays_below_the_reference(env, reference):
    fitted = rt.optimise_template(budget=24, personas_per_eval=4, seed=0)
    assert fitted.evaluations == 24
    row = rt.run_policy(fitted.policy(), env)
    assert row.successes == 0
    assert row.score < min(50.0, reference.score), row


def test_policies_receive_only_observations_and_rewards(env):
    seen: list[tuple[str, object]] = []

    class Spy:
        name, family = "spy", "test"

        def reset(self, seed=None):
            seen.append(("reset", seed))

        def act(self, observation):
            seen.append(("act", observation))
            return "That sounds hard. What happened?"

        def observe(self, reward):
            seen.append(("observe", reward))

    rt.run_policy(Spy(), env, persona_ids=[env.unwrapped.bank.ids[0]])
    acts = [value for kind, value in seen if kind == "act"]
    rewards = [value for kind, value in seen if kind == "observe"]
    assert acts and len(rewards) == len(acts)
    assert all(isinstance(r, float) for r in rewards)
    for observation in acts:
        assert all(set(m) == {"role", "content"} for m in observation)


def test_sincere_set_gains(env):
    if not SINCERE_SET.exists():
        pytest.skip("benchmarks/data/sincere_replies.jsonl is absent")
    stats = rt.sincere_first_turn(SINCERE_SET, env)
    assert stats.replies >= 120
    assert stats.mean_first_turn_gain > 1.0
    assert stats.non_negative_share >= 0.9


@pytest.mark.slow
def test_benchmark_script_quick_prints_the_table_and_the_verdict():
    done = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "red_team.py"), "--quick", "--budget", "8"],
        capture_output=True, text=True, timeout=600,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "| empathetic | reference |" in done.stdout
    assert "| hill-climber | optimiser |" in done.stdout
    assert "verdict: every attack ends below 50" in done.stdout
