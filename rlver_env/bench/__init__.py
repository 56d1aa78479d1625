"""The Sentient benchmark harness: run a policy on the evaluation preset, score, report."""

from __future__ import annotations

from rlver_env.bench.runner import BenchResult, run_benchmark
from rlver_env.bench.summary import bootstrap_ci, summarise_trajectories

__all__ = ["BenchResult", "bootstrap_ci", "run_benchmark", "summarise_trajectories"]
