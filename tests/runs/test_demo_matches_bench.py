"""``rlver-env demo`` and ``rlver-env bench`` play the same dialogues for the same agent and seed."""

from __future__ import annotations

import json
from pathlib import Path

import gymnasium as gym
import pytest

import rlver_env  # noqa: F401
from rlver_env.agents import make_agent
from rlver_env.agents.policy import make_policy
from rlver_env.bench import run_benchmark
from rlver_env.cli.main import main
from rlver_env.personas.model import load_bundled
from rlver_env.runs.evaluation import episode_seed, evaluate, summarise


def _score_in_table(out: str, name: str) -> str:
    rows = [line.split() for line in out.splitlines() if line.startswith(name + " ")]
    return next(cells[1] for cells in rows if cells[1][0].isdigit())


@pytest.mark.parametrize("seed", [0, 7])
def test_demo_and_bench_give_the_same_score(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], seed: int
) -> None:
    personas = load_bundled("test")[:4]
    folder = tmp_path / "personas"
    folder.mkdir()
    for persona in personas:
        (folder / f"{persona.id}.json").write_text(json.dumps(persona.to_dict()), encoding="utf-8")
    ids = ",".join(p.id for p in personas)
    assert main(["demo", "--agents", "empathetic", "--persona-ids", ids, "--seed", str(seed), "--quiet"]) == 0
    demo_score = _score_in_table(capsys.readouterr().out, "empathetic")
    bench = ["bench", "--policy", "scripted:empathetic", "--personas", str(folder), "--seed", str(seed),
             "--repeats", "1", "--out", str(tmp_path / "run"), "--quiet", "--no-report"]  # fmt: skip
    assert main(bench) == 0
    bench_score = _score_in_table(capsys.readouterr().out, "scripted:empathetic")
    assert demo_score == bench_score


def test_every_dialogue_is_the_same_in_both(tmp_path: Path) -> None:
    env = gym.make("EmpathyDialogue-Eval-v0")
    ids = env.unwrapped.bank.ids[:3]
    episodes = evaluate(env, make_agent("empathetic"), ids, episodes_per_persona=2, seed=3)
    env.close()
    personas = [p.to_dict() for p in load_bundled("test") if p.id in ids]
    result = run_benchmark(
        make_policy("scripted:empathetic"), tmp_path / "run", env_kwargs={"personas": personas},
        repeats=2, seed=3, progress=False,
    )  # fmt: skip
    # Both write the same record type, so whole turns (replies, appraisals, rewards) compare.
    demo = {(e["persona_id"], e["seed"], e["agent_seed"]): (e["start_emotion"], e["turns"]) for e in episodes}
    bench = {(r["persona_id"], r["seed"], r["agent_seed"]): (r["start_emotion"], r["turns"]) for r in result.records}
    assert demo == bench
    assert {k for e in episodes for k in e} == {k for r in result.records for k in r}
    assert summarise(episodes) == summarise(result.records)


def test_an_episode_seed_depends_on_the_persona_id_not_its_place() -> None:
    assert episode_seed(0, 0, "a") == episode_seed(0, 0, "a")
    seeds = {episode_seed(s, r, p) for s in (0, 1, -1) for r in (0, 1) for p in ("a", "b")}
    assert len(seeds) == 12  # run seed, repetition and persona each change the seed
    assert all(0 <= s < 2**32 for s in seeds)
