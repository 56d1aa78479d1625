"""Shared fixtures and collection hooks for the rlver-env test suite."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from rlver_env.personas.model import load_bundled
from tests.support import make_persona


def _cuda_available() -> bool:
    try:
        import torch  # noqa: PLC0415 - optional, heavy
    except ImportError:
        return False
    return bool(torch.cuda.is_available())


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Skips ``@pytest.mark.gpu`` tests cleanly on a machine without CUDA."""
    gpu_items = [item for item in items if "gpu" in item.keywords]
    if not gpu_items or _cuda_available():
        return
    skip = pytest.mark.skip(reason="needs a CUDA device")
    for item in gpu_items:
        item.add_marker(skip)


@pytest.fixture
def persona_dict() -> dict[str, Any]:
    """A fresh, valid persona dict (safe to mutate)."""
    return make_persona()


@pytest.fixture
def persona_folder(tmp_path: Path) -> Path:
    """A folder holding one bundled test persona as a JSON file."""
    folder = tmp_path / "personas"
    folder.mkdir()
    persona = load_bundled("test")[0]
    (folder / f"{persona.id}.json").write_text(json.dumps(persona.to_dict()), encoding="utf-8")
    return folder


def pytest_terminal_summary(terminalreporter, exitstatus, config):  # noqa: ANN001
    """Prints the rule simulator's ordering table (change per reply kind, per test persona)."""
    import sys

    module = sys.modules.get("tests.simulators.rule.test_rule_simulator")
    table = getattr(module, "ORDERING_TABLE", None)
    if table:
        terminalreporter.section("rule simulator: change per reply kind, per test persona")
        for line in table:
            terminalreporter.write_line(line)
