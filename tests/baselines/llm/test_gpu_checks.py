"""The GPU checks: ``benchmarks/gpu_trainer_check.py`` and the LLM trainer's CUDA paths.

The tests marked ``gpu`` need a CUDA device. The default CI command, ``pytest -m "not gpu"``,
leaves them out; a plain ``pytest`` on a machine without CUDA skips them (``tests/conftest.py``).
The check script also has a CPU smoke mode (``--device cpu --tiny``), which a slow test runs so
the script's code is exercised on every machine, and a no-CUDA exit that a fast test checks.
"""

from __future__ import annotations

import importlib.util
import json
import math
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[3]
SCRIPT = ROOT / "benchmarks" / "gpu_trainer_check.py"
#: The GPU run, small enough for seconds: 8 dialogues (two GRPO groups of 4), 2 turns of 16
#: tokens, 2 steps (the first is the warm-up the script leaves out of its means).
GPU_RUN = ("--tiny", "--steps", "2", "--dialogues", "8", "--turns", "2", "--tokens", "16")
#: The CPU smoke run: one GRPO group of 4 dialogues, one turn of 8 tokens.
CPU_RUN = ("--tiny", "--steps", "2", "--dialogues", "4", "--turns", "1", "--tokens", "8")
RATES = ("rollout_tokens_per_s", "update_tokens_per_s", "trainer_s_per_step", "raw_s_per_step")


def _check_script() -> ModuleType:
    """Imports the benchmark script as a module, so its ``main`` runs in this process."""
    spec = importlib.util.spec_from_file_location("gpu_trainer_check", SCRIPT)
    assert spec is not None and spec.loader is not None, SCRIPT
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _needs_trainer_packages() -> Any:
    torch = pytest.importorskip("torch")
    pytest.importorskip("transformers")
    pytest.importorskip("peft")
    return torch


def _run_main(monkeypatch: pytest.MonkeyPatch, *args: str) -> int:
    check = _check_script()
    monkeypatch.setattr(sys, "argv", [str(SCRIPT), *args])
    return check.main()


def _assert_result(result: dict[str, Any], printed: str, device: str) -> None:
    assert result["device"] == device and result["model"] == "tiny"
    for key in RATES:
        assert math.isfinite(result[key]) and result[key] > 0, (key, result[key])
    # The trainer cannot take less than no time: its overhead is above -100%.
    for key in ("overhead", "rollout_overhead", "update_overhead"):
        assert math.isfinite(result[key]) and result[key] > -1.0, (key, result[key])
    assert result["trainer_s_per_step"] / result["raw_s_per_step"] - 1.0 == pytest.approx(result["overhead"])
    assert "step 0: trainer rollout" in printed and "step 1: trainer rollout" in printed
    assert "trainer overhead over raw generate + backward" in printed


@pytest.mark.gpu
def test_gpu_trainer_check_runs_on_a_tiny_random_model(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    torch = _needs_trainer_packages()
    out = tmp_path / "gpu_check.json"
    assert _run_main(monkeypatch, *GPU_RUN, "--json", str(out)) == 0
    _assert_result(json.loads(out.read_text(encoding="utf-8")), capsys.readouterr().out, torch.cuda.get_device_name())


@pytest.mark.gpu
def test_checkpoint_rng_state_restores_cuda_draws() -> None:
    torch = _needs_trainer_packages()
    from rlver_baselines.llm.checkpoint import rng_state, set_rng_state

    torch.manual_seed(0)
    state = rng_state()
    assert "cuda" in state, "a checkpoint on a GPU machine must carry the CUDA generators"
    cuda_draw, cpu_draw = torch.rand(8, device="cuda"), torch.rand(8)
    set_rng_state(state)
    assert torch.equal(torch.rand(8, device="cuda"), cuda_draw) and torch.equal(torch.rand(8), cpu_draw)


@pytest.mark.gpu
def test_auto_device_and_dtype_pick_the_gpu() -> None:
    torch = _needs_trainer_packages()
    from rlver_baselines.llm.modeling import resolve_device, resolve_dtype

    assert resolve_device("auto") == "cuda"
    assert resolve_dtype("auto", "cuda") == torch.bfloat16


@pytest.mark.slow
def test_gpu_trainer_check_smoke_run_on_cpu(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    _needs_trainer_packages()
    out = tmp_path / "cpu_check.json"
    assert _run_main(monkeypatch, "--device", "cpu", *CPU_RUN, "--json", str(out)) == 0
    _assert_result(json.loads(out.read_text(encoding="utf-8")), capsys.readouterr().out, "cpu")


def test_gpu_trainer_check_without_cuda_says_so_and_exits_0(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    torch = pytest.importorskip("torch")
    monkeypatch.setattr(torch.cuda, "is_available", lambda: False)
    out = tmp_path / "never.json"
    assert _run_main(monkeypatch, "--json", str(out)) == 0
    assert "no CUDA device here" in capsys.readouterr().out
    assert not out.exists()
