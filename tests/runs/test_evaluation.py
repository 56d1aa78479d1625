"""Tests of rlver_env.runs.evaluation: running episodes and scoring them as SAGE does."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import gymnasium as gym
import pytest

import rlver_env  # noqa: F401
from rlver_env.agents import make_agent
from rlver_env.env import EmpathyDialogueEnv
from rlver_env.runs.evaluation import (
    agent_seed,
    episode_seed,
    evaluate,
    round_half_up,
    run_episode,
    summarise,
)
from tests.support import StubSimulator, make_persona


class FixedAgent:
    """Says the same thing every turn; records its resets."""

    name = "fixed"

    def __init__(self) -> None:
        self.seeds: list[int | None] = []
        self.acts = 0

    def reset(self, seed: int | None = None) -> None:
        self.seeds.append(seed)

    def act(self, observation: Any) -> str:
        self.acts += 1
        return "I hear you."


def _stub_env(deltas: tuple[int, ...], **kwargs: Any) -> EmpathyDialogueEnv:
    personas = [make_persona(), make_persona(id="tests-second")]
    return EmpathyDialogueEnv(personas=personas, simulator=StubSimulator(deltas=deltas), **kwargs)


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (13.25, 13.3),
        (0.25, 0.3),
        (2.675, 2.7),  # the float is just below 2.675, but SAGE rounds the decimal it prints
        (Fraction(1, 4), 0.3),
        (Fraction(133, 10), 13.3),
        (72.44, 72.4),
        (100, 100.0),
        (-1.25, -1.3),
    ],
)
def test_round_half_up(value: float | Fraction, expected: float) -> None:
    assert round_half_up(value, 1) == expected


def test_round_half_up_differs_from_builtin_round() -> None:
    assert round(0.25, 1) == 0.2
    assert round_half_up(0.25, 1) == 0.3


def test_run_episode_follows_the_emotion_to_success() -> None:
    env = _stub_env((10,))
    agent = FixedAgent()
    episode = run_episode(env, agent, seed=3, persona_id="tests-second")
    assert episode["persona_id"] == "tests-second"
    assert episode["policy"] == "fixed"
    assert episode["seed"] == 3
    assert agent.seeds == [3]
    assert [episode["start_emotion"]] + [t["emotion"] for t in episode["turns"]] == [40, 50, 60, 70, 80, 90, 100]
    assert episode["start_emotion"] == 40
    assert episode["final_emotion"] == 100
    assert episode["num_turns"] == 6 == agent.acts
    assert episode["reason"] == "success"
    assert episode["terminated"] is True and episode["truncated"] is False
    assert episode["total_reward"] == pytest.approx(0.6)


def test_run_episode_truncates_at_the_turn_cap() -> None:
    episode = run_episode(_stub_env((0,)), FixedAgent(), seed=0, persona_id="tests-maya-launch")
    assert episode["num_turns"] == 10
    assert episode["reason"] == "max_turns"
    assert episode["truncated"] is True
    assert episode["final_emotion"] == 40


def test_run_episode_step_limit_stops_a_long_dialogue() -> None:
    episode = run_episode(
        _stub_env((0,)), FixedAgent(), seed=0, persona_id="tests-maya-launch", max_steps=2
    )
    assert episode["num_turns"] == 2
    assert episode["reason"] == "step_limit"
    assert episode["terminated"] is False and episode["truncated"] is False


def test_run_episode_is_reproducible_through_gym_make() -> None:
    env = gym.make("EmpathyDialogue-Eval-v0")
    persona_id = env.unwrapped.bank.ids[0]
    first = run_episode(env, make_agent("empathetic"), seed=7, persona_id=persona_id)
    second = run_episode(env, make_agent("empathetic"), seed=7, persona_id=persona_id)
    env.close()
    assert first == second
    assert first["persona_id"] == persona_id
    assert first["num_turns"] == len(first["turns"]) >= 1
    assert first["final_emotion"] == first["turns"][-1]["emotion"]
    assert first["reason"] in {"success", "failure", "goodbye", "max_turns"}
    # Dense rewards sum to the emotion change over 100.
    assert first["total_reward"] == pytest.approx(
        (first["final_emotion"] - first["start_emotion"]) / 100
    )


def test_evaluate_pins_every_persona_and_seeds_each_dialogue_as_the_bench_does() -> None:
    env = _stub_env((10,))
    agent = FixedAgent()
    seen: list[dict[str, Any]] = []
    episodes = evaluate(
        env,
        agent,
        ["tests-maya-launch", "tests-second"],
        episodes_per_persona=2,
        seed=5,
        on_episode=seen.append,
    )
    expected = [
        (persona_id, episode_seed(5, repeat, persona_id))
        for persona_id in ("tests-maya-launch", "tests-second")
        for repeat in (0, 1)
    ]
    assert [(e["persona_id"], e["seed"]) for e in episodes] == expected
    assert seen == episodes
    assert len({seed for _, seed in expected}) == 4  # every dialogue's user has a seed of its own
    # The agent's seed comes from the run seed and the repetition: it says nothing of the persona.
    assert agent.seeds == [agent_seed(5, repeat) for _ in ("tests-maya-launch", "tests-second") for repeat in (0, 1)]
    assert [e["agent_seed"] for e in episodes] == agent.seeds
    assert agent_seed(5, 0) != agent_seed(5, 1)


def test_run_episode_seeds_the_agent_apart_from_the_env_when_asked() -> None:
    agent = FixedAgent()
    episode = run_episode(_stub_env((10,)), agent, seed=3, persona_id="tests-second", agent_seed=11)
    assert agent.seeds == [11]
    assert (episode["seed"], episode["agent_seed"]) == (3, 11)


def test_the_agent_seed_depends_on_the_run_seed_and_repetition_only() -> None:
    seeds = {agent_seed(s, r) for s in (0, 1, -1) for r in (0, 1)}
    assert len(seeds) == 6 and all(0 <= s < 2**32 for s in seeds)
    assert agent_seed(0, 0) == agent_seed(0, 0)
    # Its own stream: not the env's seed of any persona.
    assert agent_seed(0, 0) not in {episode_seed(0, 0, p) for p in ("a", "b", "tests-second")}


@pytest.mark.parametrize(("ids", "repeats"), [([], 1), (["tests-maya-launch"], 0)])
def test_evaluate_rejects_nothing_to_do(ids: list[str], repeats: int) -> None:
    with pytest.raises(ValueError, match="persona_ids|episodes_per_persona"):
        evaluate(_stub_env((0,)), FixedAgent(), ids, episodes_per_persona=repeats)


def _episode(final: int, turns: int = 10, reason: str = "max_turns") -> dict[str, Any]:
    return {"final_emotion": final, "turns": turns, "reason": reason}


def test_summarise_counts_as_sage() -> None:
    episodes = [
        _episode(100, 6, "success"),
        _episode(5, 3, "failure"),
        _episode(40),
        _episode(9, 4, "failure"),
        _episode(10),
    ]
    summary = summarise(episodes)
    assert summary["episodes"] == 5
    assert summary["score"] == 32.8
    assert summary["mean_final_emotion"] == pytest.approx(164 / 5)
    assert summary["success"] == 1 and summary["success_rate"] == pytest.approx(0.2)
    assert summary["failure"] == 2 and summary["failure_rate"] == pytest.approx(0.4)
    assert summary["mean_turns"] == pytest.approx(33 / 5)
    assert summary["reasons"] == {"failure": 2, "max_turns": 2, "success": 1}


def test_summarise_rounds_the_score_half_up() -> None:
    assert summarise([_episode(0), _episode(0), _episode(0), _episode(1)])["score"] == 0.3
    assert summarise([_episode(13), _episode(14)])["score"] == 13.5


def test_summarise_thresholds_are_configurable() -> None:
    summary = summarise([_episode(90), _episode(0)], success_at=90, failure_below=1)
    assert summary["success"] == 1
    assert summary["failure"] == 1


def test_summarise_rejects_no_episodes() -> None:
    with pytest.raises(ValueError, match="empty"):
        summarise([])
