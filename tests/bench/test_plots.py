"""The benchmark charts: PNG files of sensible size, and a clear error without matplotlib."""

from __future__ import annotations

import struct
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from rlver_env.bench.plots import write_plots
from rlver_env.bench.summary import summarise_trajectories
from rlver_env.errors import MissingDependencyError

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
NEEDS = ("practical_advice", "deep_empathy", "venting", "agreement")
DISPOSITIONS = ("negative", "passive", "avoidant")


def _record(index: int) -> dict[str, Any]:
    """A finished episode shaped like the runner's, with an emotion path that depends on index."""
    step = (index % 7) - 2
    turns = []
    emotion = 40
    for turn in range(1 + index % 10):
        emotion = max(0, min(100, emotion + step * 3))
        turns.append(
            {
                "thought": None,
                "reply": f"reply {turn}",
                "format_ok": True,
                "user_text": "ok",
                "emotion": emotion,
                "emotion_delta": step * 3,
                "reward": step * 0.03,
                "appraisal": None,
            }
        )
    return {
        "key": f"p{index}#0",
        "persona_id": f"p{index}",
        "hidden_need": NEEDS[index % len(NEEDS)],
        "disposition": DISPOSITIONS[index % len(DISPOSITIONS)],
        "difficulty": "normal",
        "opening": "hi",
        "start_emotion": 40,
        "turns": turns,
        "final_emotion": emotion,
        "reason": "success" if emotion >= 100 else "failure" if emotion < 10 else "max_turns",
    }


def _png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == PNG_SIGNATURE, f"{path.name} is not a PNG"
    assert data[12:16] == b"IHDR"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


@pytest.fixture
def run() -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """A summary and the 24 synthetic records it summarises."""
    records = [_record(i) for i in range(24)]
    return summarise_trajectories(records), records


def test_write_plots_writes_two_valid_pngs(
    run: tuple[dict[str, Any], list[dict[str, Any]]], tmp_path: Path
) -> None:
    pytest.importorskip("matplotlib")
    summary, records = run
    out = tmp_path / "new" / "folder"
    paths = write_plots(summary, records, out)
    assert [p.name for p in paths] == ["emotion_by_turn.png", "score_by_need.png"]
    for path in paths:
        assert path.parent == out and path.stat().st_size > 10_000
        width, height = _png_size(path)
        assert 600 <= width <= 2400 and 250 <= height <= 1600, (path.name, width, height)
        assert width > height  # landscape, readable in a report or a README
    assert {p.name for p in out.iterdir()} == {"emotion_by_turn.png", "score_by_need.png"}


def test_score_by_need_grows_with_the_number_of_needs(tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    few = [_record(i) for i in range(4) if i % len(NEEDS) < 2]
    many = [dict(_record(i), hidden_need=f"need_{i}") for i in range(14)]
    heights = []
    for name, records in (("few", few), ("many", many)):
        (path,) = [
            p
            for p in write_plots(summarise_trajectories(records), records, tmp_path / name)
            if p.name == "score_by_need.png"
        ]
        heights.append(_png_size(path)[1])
    assert heights[1] > heights[0]


def test_write_plots_overwrites_an_earlier_run(
    run: tuple[dict[str, Any], list[dict[str, Any]]], tmp_path: Path
) -> None:
    pytest.importorskip("matplotlib")
    summary, records = run
    (tmp_path / "emotion_by_turn.png").write_bytes(b"stale")
    write_plots(summary, records, tmp_path)
    assert (tmp_path / "emotion_by_turn.png").read_bytes()[:8] == PNG_SIGNATURE


def test_missing_matplotlib_names_the_plot_extra(
    run: tuple[dict[str, Any], list[dict[str, Any]]],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setitem(sys.modules, "matplotlib", None)  # makes `import matplotlib` fail
    summary, records = run
    with pytest.raises(MissingDependencyError, match=r"rlver-env\[plot\]") as caught:
        write_plots(summary, records, tmp_path)
    assert isinstance(caught.value, ImportError) and caught.value.package == "matplotlib"
    assert list(tmp_path.iterdir()) == []


def test_importing_plots_does_not_import_matplotlib() -> None:
    code = (
        "import sys, rlver_env.bench.plots; assert 'matplotlib' not in sys.modules, 'eager import'"
    )
    subprocess.run(
        [sys.executable, "-c", code], check=True, cwd=Path(__file__).resolve().parents[2]
    )
