"""``rlver-env bench``: run directory, resume after SIGKILL, and determinism per episode."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

from rlver_env.agents.policy import make_policy
from rlver_env.bench import run_benchmark, summarise_trajectories
from rlver_env.bench.summary import bootstrap_ci, sage_score
from rlver_env.personas.model import load_bundled
from rlver_env.runs.episode_log import read_jsonl


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
    low, high = summary["score_ci95"]
    assert 5 <= low <= 62.5 <= high <= 100
    assert sage_score([13, 13.5]) == 13.3  # half up, not half to even
    assert bootstrap_ci([50, 50, 50]) == (50.0, 50.0)
