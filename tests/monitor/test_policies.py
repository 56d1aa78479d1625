"""Scripted policies through the env, batch by batch: collapse trips the monitor, sincere talk does not.

Each batch plays 8 test personas for 3 turns on ``EmpathyDialogue-Eval-v0`` (the rule user), the
tiny-cpu preset's batch shape, and hands the monitor what a trainer has: the replies as the user
heard them, each turn's penalty codes and the returns. The collapsing policies talk like the
scripted empathetic agent for three batches, then say one line to everyone, or a salad of the
user's keywords and feeling words. The monitor must raise an alert within three batches of the
collapse, and never before it, with the rule user's penalty codes and without them (as with the
LLM user, which names none).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import gymnasium as gym
import numpy as np
import pytest

import rlver_env  # noqa: F401  (registers the ids)
from rlver_env.agents import make_agent
from rlver_env.dialogue import last_user_text
from rlver_env.jsonl import read_jsonl
from rlver_env.monitor import DegeneracyMonitor, MonitorStep, penalty_codes, run_degeneracy
from rlver_env.runs.evaluation import episode_seed, evaluate

SINCERE = Path(__file__).resolve().parents[2] / "benchmarks" / "data" / "sincere_replies.jsonl"
BATCH, TURNS, COLLAPSE = 8, 3, 3
ONE_LINE = "I hear you, and that sounds really hard."
FEELINGS = ("sorry", "hard", "hurt", "unfair", "understand", "feel", "alone", "tired", "support", "care", "proud", "worried")

#: reply(batch, turn, observation, empathetic agent, rng) -> the policy's reply.
Policy = Callable[[int, int, Any, Any, np.random.Generator], str]


@pytest.fixture(scope="module")
def env() -> gym.Env:
    env = gym.make("EmpathyDialogue-Eval-v0")
    yield env
    env.close()


def sincere(batch: int, turn: int, observation: Any, agent: Any, rng: np.random.Generator) -> str:
    return agent.act(observation)


def collapses_into(kind: str) -> Policy:
    """Talks like the empathetic agent for COLLAPSE batches, then one line or word salad."""

    def reply(batch: int, turn: int, observation: Any, agent: Any, rng: np.random.Generator) -> str:
        text = agent.act(observation)  # the agent keeps its own turn count either way
        if batch < COLLAPSE:
            return text
        if kind == "repetition":
            return ONE_LINE
        keywords = [w for w in last_user_text(observation).lower().replace(".", " ").split() if len(w) > 4]
        pool = keywords + list(FEELINGS)
        return " ".join(str(w) for w in rng.choice(pool, size=12)).capitalize() + "."

    return reply


def play(env: gym.Env, policy: Policy, batches: int, with_penalties: bool = True) -> list[MonitorStep]:
    """Plays ``batches`` batches and feeds each to a fresh monitor; returns its steps."""
    ids = list(env.unwrapped.bank.ids)
    agent = make_agent("empathetic")
    monitor = DegeneracyMonitor()
    steps = []
    for batch in range(batches):
        personas = [ids[(batch * BATCH + i) % len(ids)] for i in range(BATCH)]
        heard, codes, returns = [], [], []
        for pid in personas:
            seed = episode_seed(0, batch, pid)
            rng = np.random.default_rng(seed)
            observation, _ = env.reset(seed=seed, options={"persona": pid})
            agent.reset(seed)
            said, turn_codes, total = [], [], 0.0
            for turn in range(TURNS):
                observation, reward, terminated, truncated, info = env.step(policy(batch, turn, observation, agent, rng))
                said.append(info["reply"])
                turn_codes.append(penalty_codes(info))
                total += float(reward)
                if terminated or truncated:
                    break
            heard.append(said)
            codes.append(turn_codes)
            returns.append(total)
        steps.append(monitor.observe(heard, codes if with_penalties else None, returns, contexts=personas))
    return steps


def first_alert(steps: list[MonitorStep]) -> int | None:
    return next((s.batch for s in steps if s.alert), None)


@pytest.mark.parametrize("with_penalties", [True, False], ids=["rule-user-penalties", "no-penalties"])
@pytest.mark.parametrize(
    ("kind", "signals"),
    [("repetition", {"repeat_rate", "distinct_2"}), ("salad", {"function_word_share"})],
)
def test_a_policy_that_collapses_trips_the_monitor_within_a_few_batches(
    env: gym.Env, kind: str, signals: set[str], with_penalties: bool
) -> None:
    steps = play(env, collapses_into(kind), COLLAPSE + 3, with_penalties)
    alert = first_alert(steps)
    assert alert is not None, [s.metrics for s in steps]
    assert COLLAPSE < alert <= COLLAPSE + 3, f"alert at batch {alert}; the policy collapsed after batch {COLLAPSE}"
    step = steps[alert - 1]
    assert signals <= {c.signal.metric for c in step.alerts}, step.message()
    # The warning shows one collapsed reply.
    excerpt = step.excerpt()
    assert (ONE_LINE in excerpt) if kind == "repetition" else any(w in excerpt.lower() for w in FEELINGS)
    assert step.message().startswith("degeneracy: ") and step.metrics["alert"] == 1.0
    if with_penalties and kind == "salad":
        assert step.metrics["penalty_rate"] > 0.4  # the rule user flags the salad too


def test_the_empathetic_agent_never_trips_the_monitor(env: gym.Env) -> None:
    steps = play(env, sincere, 5)  # every test persona once
    assert first_alert(steps) is None, [s.message() for s in steps if s.crossed]
    assert all(not s.crossed for s in steps), [s.message() for s in steps if s.crossed]
    # Nor read as one 10-turn run, as the benchmark reads it.
    records = evaluate(env, make_agent("empathetic"), env.unwrapped.bank.ids, seed=0)
    assert run_degeneracy(records)["crossed"] == []


@pytest.mark.skipif(not SINCERE.exists(), reason="benchmarks/data/sincere_replies.jsonl is absent")
def test_the_sincere_replies_never_trip_the_monitor(env: gym.Env) -> None:
    rows = list(read_jsonl(SINCERE))
    assert len(rows) == 120
    monitor = DegeneracyMonitor()
    records = []
    for start in range(0, len(rows), BATCH):
        chunk = rows[start : start + BATCH]
        codes, returns = [], []
        for row in chunk:
            env.reset(seed=episode_seed(0, 0, row["persona_id"]), options={"persona": row["persona_id"]})
            _, reward, _, _, info = env.step(row["reply"])
            codes.append([penalty_codes(info)])
            returns.append(float(reward))
            records.append({"persona_id": row["persona_id"], "turns": [info], "total_reward": float(reward)})
        step = monitor.observe([r["reply"] for r in chunk], [c[0] for c in codes], returns, contexts=[r["persona_id"] for r in chunk])
        assert not step.crossed, step.message()
    assert run_degeneracy(records)["crossed"] == []
