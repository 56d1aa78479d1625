"""The benchmark scripts run from a checkout and print their figures (tiny sizes, not timings)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

# Each test starts a benchmark script in a fresh interpreter (imports and a warm-up included).
pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]


def _run(script: str, *args: str, timeout: float = 120) -> str:
    done = subprocess.run(  # noqa: PLW1510 - the exit status is asserted below, with stderr
        [sys.executable, str(ROOT / "benchmarks" / script), *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout


def _number(pattern: str, text: str) -> float:
    match = re.search(pattern, text)
    assert match, f"{pattern!r} not in:\n{text}"
    return float(match.group(1))


def test_simulator_concurrency_prints_both_runs_and_the_ratios():
    out = _run("simulator_concurrency.py", "--dialogues", "4", "--turns", "2", "--latency", "0.02")
    assert "4 dialogues x 2 turns, 20 ms per request" in out
    # 4 dialogues x 2 turns x 2 calls, twice (serial and vector), plus the warm-up's 4 x 1 x 2.
    assert _number(r"(\d+) requests", out) == 2 * 4 * 2 * 2 + 8
    assert _number(r"lower bound .*: ([\d.]+) s", out) == pytest.approx(0.08)
    serial = _number(r"\(a\) serial.*?:\s+([\d.]+) s", out)
    vector = _number(r"\(b\) vector env:\s+([\d.]+) s", out)
    assert serial >= 4 * 0.08 - 0.005 and vector >= 0.08 - 0.005  # neither beats the latency it waits out
    # The printed times are rounded to 10 ms; the speed-up is computed before rounding.
    assert _number(r"speed-up \(a\)/\(b\):\s+([\d.]+)x", out) == pytest.approx(serial / vector, rel=0.15)


def test_env_overhead_prints_a_share_per_size_and_rule_steps_per_second():
    out = _run(
        "env_overhead.py", "--num-envs", "1,2", "--steps", "2", "--latency", "0.01", "--seconds", "0.2", "--repeats", "1"
    )
    for n in (1, 2):
        share = _number(rf"num_envs=\s*{n}: step\s+[\d.]+ ms, outside the backend\s+[\d.]+ ms =\s+([\d.]+)%", out)
        assert 0 < share < 100
        outside = _number(rf"num_envs=\s*{n}: .*?outside the backend\s+([\d.]+) ms", out)
        # The parts of the time outside the backend add up to it (each printed to 0.01 ms).
        line = out.split(f"num_envs={n:3d}: step", 1)[1].splitlines()[1]
        simulator = _number(r"simulator\s+([\d.]+) ms", line)
        env = _number(r"env\s+([\d.]+) ms", line)
        assert simulator + env == pytest.approx(outside, abs=0.02)
        assert _number(r"2% of the step allows\s+([\d.]+) us", line) > 0
        # The step as it was before the dialogue pool, measured in the same run.
        before = out.split(f"num_envs={n:3d}: step", 1)[1].splitlines()[3]
        assert 0 < _number(r"before the pool: outside the backend\s+([\d.]+) ms", before)
        assert 0 < _number(r"= \s*([\d.]+)% \(now", before) < 100
        assert _number(rf"num_envs=\s*{n}:\s+(\d+) steps/s", out) > 0


def test_env_overhead_measures_a_baseline_checkout_side_by_side():
    # The checkout itself as its own baseline: both columns come from fresh processes.
    out = _run(
        "env_overhead.py", "--num-envs", "1", "--steps", "1", "--latency", "0.01", "--seconds", "0.1",
        "--repeats", "1", "--baseline", str(ROOT),
    )  # fmt: skip
    line = out.split("this checkout against", 1)[1].splitlines()[1]
    for label in ("baseline", "now"):
        assert 0 < _number(rf"{label}: outside\s+[\d.]+ ms =\s+([\d.]+)%", line) < 100


def test_env_throughput_prints_a_row_per_kind_of_reply_with_its_ratio_to_replayed():
    out = _run("env_throughput.py", "--seconds", "0.2", "--num-envs", "3")
    assert "reward rule/" in out
    rows = {
        (row, env): (int(rate), float(ratio), float(new_replies))
        for row, env, rate, ratio, new_replies in re.findall(
            r"^(replayed|unique|sincere-40)\s+(unwrapped|gym\.make|vector x\d+)\s+(\d+)\s+\d+\s+([\d.]+)x\s+([\d.]+)%",
            out,
            re.MULTILINE,
        )
    }
    expected = {("replayed", "unwrapped"), ("replayed", "gym.make"), ("unique", "unwrapped"),
                ("sincere-40", "unwrapped"), ("sincere-40", "vector x3")}  # fmt: skip
    assert set(rows) == expected, out
    assert all(rate > 0 for rate, _, _ in rows.values())
    assert rows["replayed", "unwrapped"][1] == 1.0  # the ratios are to the first row
    # The unique and sincere rows step only replies never stepped before.
    assert rows["unique", "unwrapped"][2] == rows["sincere-40", "unwrapped"][2] == 100.0
    assert rows["sincere-40", "vector x3"][2] == 100.0


def test_unicode_folding_prints_a_row_per_candidate_with_the_project_fold_restoring_every_phrase():
    out = _run("unicode_folding.py", "--seconds", "0.001")
    phrases = int(_number(r"(\d+) look-alike phrases", out))
    assert phrases >= 40
    row = next(line for line in out.splitlines() if line.startswith("rlver_env.readable.fold"))
    restored, plain, foreign = re.findall(r"(\d+)/(\d+)", row)
    assert restored == (str(phrases), str(phrases))
    assert plain[0] == plain[1] and foreign[0] == foreign[1]
    # Each candidate gets a row, installed or not; NFKC alone restores only some of the phrases.
    for name in ("NFKC only", "confusable-homoglyphs", "confusables", "anyascii", "unidecode", "decancer-py"):
        assert any(line.startswith(name) for line in out.splitlines()), name
    floor = next(line for line in out.splitlines() if line.startswith("NFKC only"))
    assert 0 < int(re.search(r"(\d+)/", floor).group(1)) < phrases
