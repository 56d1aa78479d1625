"""Module paths of the previous release still import, as the module that replaced them."""

from __future__ import annotations

import importlib
import re
import sys
from pathlib import Path

import pytest

import rlver_env

REPO = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize(("old", "new"), sorted(rlver_env.MOVED_MODULES.items()))
def test_an_old_path_is_the_new_module_and_warns(old: str, new: str) -> None:
    sys.modules.pop(old, None)
    with pytest.warns(DeprecationWarning, match=re.escape(f"{old} moved to {new}")):
        module = importlib.import_module(old)
    assert module is importlib.import_module(new)


def test_from_import_of_an_old_path_gives_the_new_names() -> None:
    sys.modules.pop("rlver_env.rollout", None)
    with pytest.warns(DeprecationWarning):
        from rlver_env.rollout import Trajectory, collect_episodes
    from rlver_env.runs.record import EpisodeRecord
    from rlver_env.runs.rollout import collect_episodes as current

    assert Trajectory is EpisodeRecord and collect_episodes is current


def test_an_unknown_module_still_fails_to_import() -> None:
    with pytest.raises(ModuleNotFoundError):
        importlib.import_module("rlver_env.no_such_module")


def test_the_project_itself_imports_no_old_path() -> None:
    pattern = re.compile(r"\b(" + "|".join(re.escape(o) for o in rlver_env.MOVED_MODULES) + r")\b(?![.\w])")
    offenders = []
    for folder in ("rlver_env", "baselines", "benchmarks", "tests"):
        for path in (REPO / folder).rglob("*.py"):
            if path.name in {"__init__.py", "test_moved_modules.py"} and path.parent.name in {"rlver_env", "tests"}:
                continue
            for lineno, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
                if pattern.search(line):
                    offenders.append(f"{path.relative_to(REPO)}:{lineno}: {line.strip()}")
    assert not offenders, "\n".join(offenders)
