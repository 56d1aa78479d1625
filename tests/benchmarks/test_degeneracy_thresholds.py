"""``benchmarks/degeneracy_thresholds.py`` prints its three tables beside the monitor's limits."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from rlver_env.monitor import DegeneracyThresholds

pytestmark = pytest.mark.slow  # a fresh interpreter that plays dialogues

ROOT = Path(__file__).resolve().parents[2]


def test_the_script_prints_the_measurements_beside_the_limits() -> None:
    done = subprocess.run(  # noqa: PLW1510 - the exit status is asserted below, with stderr
        [sys.executable, str(ROOT / "benchmarks" / "degeneracy_thresholds.py"), "--attacks", "none", "--personas", "4"],
        cwd=ROOT, capture_output=True, text=True, timeout=300,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    out = done.stdout
    for heading in ("## Each source read as one report", "## As training batches", "## Drift of the saved training runs"):
        assert heading in out
    report = out[: out.index("## As training batches")]  # the first table: each source as one report
    rows = {line.split(" | ")[0].strip("| "): line for line in report.splitlines() if line.startswith("| ")}
    limits = DegeneracyThresholds()
    assert f"≥ {limits.min_distinct_2:g} | ≥ {limits.min_distinct_2_within:g} |" in rows["**limit**"]
    # The fixed-line agent is flagged, the empathetic one is not.
    assert rows["agent dismissive"].endswith("distinct_2, repeat_rate |")
    assert rows["agent empathetic"].endswith("| none |")
    assert "sincere sources crossing a limit, as a report or as training batches: none" in out
    assert "baselines/sb3/results: no saved dialogues" in out
