"""What ``rlver-env bench`` and ``demo`` hand a policy: the dialogue, and a seed blind to the persona."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from rlver_env.bench import run_benchmark
from rlver_env.bench.runner import RUN_CONFIG, TRAJECTORIES
from rlver_env.cli.main import main
from rlver_env.env import EmpathyDialogueEnv
from rlver_env.personas.model import load_bundled
from rlver_env.runs.evaluation import SEEDING, agent_seed, evaluate

REPLY = "That sounds really hard. What happened?"


class RecordingPolicy:
    """A batched policy that keeps every seed and observation it is handed."""

    name = "recording"

    def __init__(self) -> None:
        self.seeds: list[int] = []
        self.openings: list[Any] = []
        self.observations: list[Any] = []
        self._fresh: set[int] = set()

    def reset(self, slot: int, seed: int) -> None:
        self.seeds.append(seed)
        self._fresh.add(slot)

    def act(self, observations: Sequence[Any], slots: Sequence[int]) -> list[str]:
        for observation, slot in zip(observations, slots):
            if slot in self._fresh:
                self.openings.append(observation)
                self._fresh.discard(slot)
            self.observations.append(observation)
        return [REPLY] * len(observations)


class RecordingAgent:
    """A one-dialogue agent (the demo's kind) that keeps the seeds it is reset with."""

    name = "recording"

    def __init__(self) -> None:
        self.seeds: list[int | None] = []
        self.observations: list[Any] = []

    def reset(self, seed: int | None = None) -> None:
        self.seeds.append(seed)

    def act(self, observation: Any) -> str:
        self.observations.append(observation)
        return REPLY


def _personas(count: int) -> list[dict[str, Any]]:
    return [p.to_dict() for p in load_bundled("test")[:count]]


def test_bench_gives_every_persona_of_a_repetition_the_same_policy_seed(tmp_path: Path) -> None:
    personas = _personas(4)
    policy = RecordingPolicy()
    result = run_benchmark(
        policy, tmp_path / "run", env_kwargs={"personas": personas}, repeats=3, seed=5, concurrency=3, progress=False
    )
    assert len(result.records) == 12
    # One seed per repetition, each handed to all four personas: a seed that followed the
    # persona would give twelve.
    assert Counter(policy.seeds) == Counter({agent_seed(5, r): 4 for r in range(3)})
    assert {(r["repeat"], r["agent_seed"]) for r in result.records} == {(r, agent_seed(5, r)) for r in range(3)}
    # The env's seed may follow the persona; the policy's never equals it.
    assert len({r["seed"] for r in result.records}) == 12
    assert not {r["seed"] for r in result.records} & set(policy.seeds)
    assert json.loads((tmp_path / "run" / RUN_CONFIG).read_text())["seeding"] == SEEDING


def test_bench_hands_the_policy_only_the_dialogue(tmp_path: Path) -> None:
    personas = _personas(3)
    policy = RecordingPolicy()
    result = run_benchmark(policy, tmp_path / "run", env_kwargs={"personas": personas}, progress=False)
    # Before its first turn the policy sees the user's opening and nothing else.
    assert sorted(o[0]["content"] for o in policy.openings) == sorted(r["opening"] for r in result.records)
    assert all(len(o) == 1 and o[0]["role"] == "user" for o in policy.openings)
    _assert_only_the_dialogue(policy.observations, personas)


def _assert_only_the_dialogue(observations: list[Any], personas: list[dict[str, Any]]) -> None:
    private = {p["id"] for p in personas} | {p["hidden_need"]["text"] for p in personas}
    assert observations
    for observation in observations:
        for message in observation:
            assert set(message) == {"role", "content"} and message["role"] in {"user", "assistant"}
            assert not any(secret in message["content"] for secret in private)


def test_demo_gives_every_persona_of_a_repetition_the_same_agent_seed() -> None:
    personas = _personas(3)
    env = EmpathyDialogueEnv(personas=personas, rules="sage")
    agent = RecordingAgent()
    episodes = evaluate(env, agent, [p["id"] for p in personas], episodes_per_persona=2, seed=9)
    env.close()
    assert Counter(agent.seeds) == Counter({agent_seed(9, 0): 3, agent_seed(9, 1): 3})
    assert [e["agent_seed"] for e in episodes] == agent.seeds
    _assert_only_the_dialogue(agent.observations, personas)


@pytest.mark.parametrize("command", ["bench", "demo"])
def test_the_same_run_seed_writes_the_same_results(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], command: str
) -> None:
    folder = tmp_path / "personas"
    folder.mkdir()
    for persona in _personas(3):
        (folder / f"{persona['id']}.json").write_text(json.dumps(persona), encoding="utf-8")
    written = []
    for run in ("a", "b"):
        out = tmp_path / run
        if command == "bench":
            argv = ["bench", "--policy", "scripted:empathetic", "--personas", str(folder), "--repeats", "2",
                    "--seed", "4", "--out", str(out), "--quiet", "--no-report"]  # fmt: skip
            assert main(argv) == 0
            written.append(((out / TRAJECTORIES).read_bytes(), (out / "summary.json").read_bytes()))
        else:
            ids = ",".join(p["id"] for p in _personas(3))  # the first test personas of the demo's env
            argv = ["demo", "--agents", "empathetic,random_text", "--persona-ids", ids,
                    "--episodes-per-persona", "2", "--seed", "4", "--json", str(out / "demo.json"), "--quiet"]  # fmt: skip
            assert main(argv) == 0
            written.append((out / "demo.json").read_bytes())
        capsys.readouterr()
    assert written[0] == written[1]
