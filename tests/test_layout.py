"""The package's layout: a short top level, rooms per concept, and no oversized module."""

from __future__ import annotations

import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
#: The modules that may sit at the top level of rlver_env/ (everything else lives in a room).
TOP_LEVEL = {
    "__init__.py", "__main__.py", "registration.py", "errors.py", "env.py", "vector_env.py", "spaces.py",
    "action_parser.py", "dialogue.py", "rules.py", "text.py", "readable.py", "jsonl.py",
}  # fmt: skip
MAX_LINES = 600


def test_the_top_level_holds_at_most_thirteen_modules() -> None:
    found = {p.name for p in (REPO / "rlver_env").glob("*.py")}
    assert len(found) <= 13
    assert found <= TOP_LEVEL, f"put these in a room (a sub-package): {sorted(found - TOP_LEVEL)}"


def test_no_library_module_is_over_600_lines() -> None:
    long = []
    for folder in ("rlver_env", "baselines", "benchmarks"):
        for path in (REPO / folder).rglob("*.py"):
            lines = path.read_text(encoding="utf-8").count("\n")
            if lines > MAX_LINES:
                long.append(f"{path.relative_to(REPO)}: {lines} lines")
    assert not long, "split these: " + ", ".join(long)


def test_personas_never_import_the_simulators() -> None:
    """The arrow runs one way: simulators read personas, personas know nothing of simulators."""
    pattern = re.compile(r"^\s*(?:from|import)\s+rlver_env\.simulators\b", re.MULTILINE)
    offenders = [
        str(path.relative_to(REPO))
        for path in sorted((REPO / "rlver_env" / "personas").rglob("*.py"))
        if pattern.search(path.read_text("utf-8"))
    ]
    assert not offenders, f"personas import simulators in {offenders}"


#: The rooms of the benchmark, the calibration, the red team and their shared statistics, each
#: with the rooms it must not import: the arrows run calibration -> bench -> stats, and the red
#: team stands alone.
FORBIDDEN_IMPORTS = {
    "stats": ("bench", "calibration", "red_team"),
    "bench": ("calibration", "red_team"),
    "red_team": ("bench", "calibration"),
    "calibration": ("red_team",),
}


def test_the_benchmark_calibration_and_red_team_rooms_import_one_way() -> None:
    offenders = []
    for room, forbidden in FORBIDDEN_IMPORTS.items():
        names = "|".join(forbidden)
        pattern = re.compile(
            rf"^\s*(?:from|import)\s+rlver_env\.(?:{names})\b"
            rf"|^\s*from\s+rlver_env\s+import\s+(?:[\w\s,()]*\b)?(?:{names})\b",
            re.MULTILINE,
        )
        for path in sorted((REPO / "rlver_env" / room).rglob("*.py")):
            if pattern.search(path.read_text("utf-8")):
                offenders.append(str(path.relative_to(REPO)))
    assert not offenders, f"these modules import a room they must not: {offenders}"
