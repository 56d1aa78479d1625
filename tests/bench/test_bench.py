"""``rlver-env bench``: run directory, resume after SIGKILL, and determinism per episode."""

from __future__ import annotations

import itertools
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pytest

from rlver_env.agents.policy import make_policy
from rlver_env.bench import run_benchmark, summarise_trajectories
from rlver_env.bench.summary import bootstrap_ci, sage_score
from rlver_env.cli.main import main
from rlver_env.errors import RlverEnvError
from rlver_env.personas.model import load_bundled
from rlver_env.runs.episode_log import read_jsonl
from rlver_env.runs.record import reward_version_of
from rlver_env.simulators.rule.version import REWARD_VERSION


def _persona_folder(tmp_path: Path, count: int) -> Path:
    folder = tmp_path / "personas"
    folder.mkdir()
    for persona in load_bundled("test")[:count]:
        (folder / f"{persona.id}.json").write_text(json.dumps(persona.to_dict()), encoding="utf-8")
    return folder


def test_run_directory_and_resume_in_process(tmp_path):
    personas = load_bundled("test")[:4]
    kwargs = {"personas": [p.to_dict() for p in personas]}
    out = tmp_path / "run"
    first = run_benchmark(make_policy("scripted:empathetic"), out, env_kwargs=kwargs, repeats=2, progress=False)
    assert first.ran == 8 and first.skipped == 0
    keys = [r["key"] for r in read_jsonl(out / "trajectories.jsonl")]
    assert sorted(keys) == sorted(f"{p.id}#{r}" for p in personas for r in range(2))
    again = run_benchmark(make_policy("scripted:empathetic"), out, env_kwargs=kwargs, repeats=2, progress=False)
    assert again.ran == 0 and again.skipped == 8 and again.records == first.records
    # Concurrency does not change any episode.
    other = run_benchmark(
        make_policy("scripted:empathetic"), tmp_path / "run1", env_kwargs=kwargs, repeats=2, concurrency=1, progress=False
    )
    assert [r["turns"] for r in other.records] == [r["turns"] for r in first.records]


def test_other_configuration_is_refused(tmp_path):
    kwargs = {"personas": [load_bundled("test")[0].to_dict()]}
    run_benchmark(make_policy("scripted:empathetic"), tmp_path, env_kwargs=kwargs, progress=False)
    try:
        run_benchmark(make_policy("scripted:dismissive"), tmp_path, env_kwargs=kwargs, progress=False)
    except Exception as exc:  # noqa: BLE001 - the message is what matters
        assert "different configuration" in str(exc) and "policy" in str(exc)
    else:
        raise AssertionError("a different policy resumed another run")


def test_every_results_file_of_a_run_names_its_reward_version(tmp_path, capsys):
    out = tmp_path / "run"
    code = main(["bench", "--policy", "scripted:empathetic", "--personas", str(_persona_folder(tmp_path, 2)),
                 "--out", str(out), "--no-report", "--quiet"])  # fmt: skip
    assert code == 0
    assert f"reward: {REWARD_VERSION}" in capsys.readouterr().out.splitlines()
    summary = json.loads((out / "summary.json").read_text())
    assert summary["reward_version"] == REWARD_VERSION
    assert f"Reward: `{REWARD_VERSION}`." in (out / "summary.md").read_text()
    assert json.loads((out / "run.json").read_text())["reward_version"] == REWARD_VERSION
    records = list(read_jsonl(out / "trajectories.jsonl"))
    assert len(records) == 2 and {r["reward_version"] for r in records} == {REWARD_VERSION}


def test_a_run_is_not_resumed_under_another_reward_version(tmp_path, monkeypatch):
    kwargs = {"personas": [load_bundled("test")[0].to_dict()]}
    run_benchmark(make_policy("scripted:empathetic"), tmp_path, env_kwargs=kwargs, progress=False)
    monkeypatch.setattr("rlver_env.simulators.rule.simulator.REWARD_VERSION", "rule/999")
    with pytest.raises(RlverEnvError, match=r"different configuration \(reward_version\)"):
        run_benchmark(make_policy("scripted:empathetic"), tmp_path, env_kwargs=kwargs, progress=False)


def test_reward_version_of_a_set_of_records():
    assert reward_version_of([{"reward_version": "rule/3"}, {"reward_version": "rule/3"}]) == "rule/3"
    # Mixed rewards are named, never hidden behind one of them.
    assert reward_version_of([{"reward_version": "rule/3"}, {"reward_version": "rule/2"}, {}]) == "rule/2 + rule/3"
    assert reward_version_of([{"final_emotion": 40}]) is None  # written before versions were recorded


@pytest.mark.slow
def test_sigkill_mid_run_then_rerun_gives_exactly_n_unique_episodes(tmp_path):
    folder = _persona_folder(tmp_path, 5)
    repeats = 8
    command = [
        sys.executable, "-m", "rlver_env", "bench", "--policy", "scripted:empathetic", "--personas", str(folder),
        "--repeats", str(repeats), "--concurrency", "3", "--no-report", "--quiet",
    ]
    reference = tmp_path / "reference"
    subprocess.run([*command, "--out", str(reference)], check=True, capture_output=True, timeout=300)
    out = tmp_path / "killed"
    trajectories = out / "trajectories.jsonl"
    for _ in range(2):
        proc = subprocess.Popen([*command, "--out", str(out)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.time() + 120
        start = trajectories.stat().st_size if trajectories.exists() else 0
        while time.time() < deadline and proc.poll() is None:
            if trajectories.exists() and trajectories.stat().st_size > start + 20_000:
                break
            time.sleep(0.01)
        if proc.poll() is None:
            os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
    subprocess.run([*command, "--out", str(out)], check=True, capture_output=True, timeout=300)
    records = list(read_jsonl(trajectories))
    keys = [r["key"] for r in records]
    assert len(keys) == len(set(keys)) == 5 * repeats
    expected = {r["key"]: r for r in read_jsonl(reference / "trajectories.jsonl")}
    assert {r["key"]: r["turns"] for r in records} == {k: r["turns"] for k, r in expected.items()}
    summary = json.loads((out / "summary.json").read_text())
    assert summary["episodes"] == 5 * repeats
    shutil.rmtree(reference)


def test_summary_numbers():
    records = [
        {"final_emotion": f, "start_emotion": 40, "turns": [{"emotion": f}], "hidden_need": n, "disposition": "passive", "reason": "x"}
        for f, n in [(100, "venting"), (5, "venting"), (45, "agreement"), (100, "agreement")]
    ]
    summary = summarise_trajectories(records)
    assert summary["score"] == 62.5 and summary["success"] == 2 and summary["failure"] == 1
    assert summary["by_need"]["venting"] == {"count": 2, "score": 52.5, "success": 1, "failure": 1}
    # The exact bootstrap distribution of the mean of 4 values has 4**4 equally likely
    # resamples; its 2.5th and 97.5th percentiles are 25 (e.g. 5, 5, 45, 45) and 100. The range
    # of the data, (5, 100), is not the interval.
    exact = np.array([np.mean(r) for r in itertools.product([100, 5, 45, 100], repeat=4)])
    assert list(np.quantile(exact, [0.025, 0.975])) == [25.0, 100.0]
    assert summary["score_ci95"] == [25.0, 100.0]
    assert sage_score([13, 13.5]) == 13.3  # half up, not half to even
    assert bootstrap_ci([50, 50, 50]) == (50.0, 50.0)


def test_bootstrap_ci_matches_the_normal_interval_on_a_large_sample():
    values = np.random.default_rng(7).integers(0, 101, size=400)
    low, high = bootstrap_ci(values, digits=None)
    half_width = 1.96 * values.std(ddof=1) / np.sqrt(values.size)
    assert abs((high - low) / 2 - half_width) < 0.1 * half_width
    assert abs((high + low) / 2 - values.mean()) < 0.1 * half_width
    assert bootstrap_ci(values) == (round(low, 1), round(high, 1))
    assert bootstrap_ci(values, seed=1, digits=None) != (low, high)
    narrow = bootstrap_ci(values, confidence=0.5, digits=None)
    assert low < narrow[0] < narrow[1] < high
    for bad in ({"confidence": 1.0}, {"confidence": 0.0}, {"resamples": 0}):
        with pytest.raises(ValueError):
            bootstrap_ci(values, **bad)
    with pytest.raises(ValueError, match="empty"):
        bootstrap_ci([])
    with pytest.raises(ValueError, match="non-finite"):
        bootstrap_ci([*values.tolist(), float("nan")])


def test_llm_trainer_table_uses_the_same_bootstrap():
    from rlver_baselines.llm.evaluate import mean_ci

    values = [0.5, -0.25, 1.0, 0.0, 0.75, -1.0, 0.125]
    mean, low, high = mean_ci(values, seed=3)
    assert mean == pytest.approx(float(np.mean(values)))
    assert (low, high) == bootstrap_ci(values, seed=3, resamples=5000, digits=None)
    assert low < mean < high and (low, high) != (min(values), max(values))
