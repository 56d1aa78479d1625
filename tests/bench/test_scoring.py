"""Tests of SAGE-style scoring: SAGE logs, our run directories, and ``rlver-env score``."""

from __future__ import annotations

import csv
import io
import json
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path
from typing import Any

import pytest

from rlver_env.agents.policy import make_policy
from rlver_env.bench import run_benchmark, summarise_trajectories
from rlver_env.bench.sage_logs import convert_sage_record, read_sage_log
from rlver_env.bench.scoring import (
    detect_format,
    format_scores,
    load_log,
    score_paths,
    score_records,
)
from rlver_env.cli.main import main
from rlver_env.personas.model import load_bundled
from rlver_env.simulators.rule.version import REWARD_VERSION

REPO_ROOT = Path(__file__).resolve().parents[2]
SAGE_RESULTS = REPO_ROOT.parent / "shared" / "data" / "sage" / "results"
SAGE_LOGS = sorted(SAGE_RESULTS.glob("*.jsonl")) if SAGE_RESULTS.is_dir() else []
needs_sage = pytest.mark.skipif(
    len(SAGE_LOGS) != 12,
    reason=f"SAGE's 12 result logs are not at {SAGE_RESULTS} (the shared data checkout is absent)",
)


# ----------------------------------------------------------------------------- independent math
def _reference(path: Path) -> dict[str, Any]:
    """SAGE's numbers for one log, computed from scratch: plain Python and Decimal."""
    finals = []
    with path.open(encoding="utf-8") as handle:
        for line in handle:
            if line.strip():
                finals.append(json.loads(line)["emo_point"])
    mean = Decimal(sum(finals)) / Decimal(len(finals))
    return {
        "n": len(finals),
        "score": float(mean.quantize(Decimal("0.1"), rounding=ROUND_HALF_UP)),
        "success": sum(1 for f in finals if f >= 100),
        "failure": sum(1 for f in finals if f < 10),
    }


def _sage_line(dialogue_id: str, emotions: list[int], final_reply: bool = True) -> dict[str, Any]:
    """A small SAGE-format dialogue: the user's emotion after each agent reply is ``emotions``."""
    history: list[dict[str, Any]] = [{"role": "user", "content": "最近真烦。", "emotion-point": 40}]
    for turn, emotion in enumerate(emotions, start=1):
        history.append({"role": "assistant", "content": f"回复{turn}" * turn})
        history.append(
            {
                "role": "user",
                "content": f"用户{turn}",
                "emotion-point": emotion,
                "thinking": "...",
                "planning": {"analyse": f"感受{turn}", "change": str(emotion)},
            }
        )
    if final_reply:
        history.append({"role": "assistant", "content": "最后的回复"})
    return {
        "id": dialogue_id,
        "emo_point": emotions[-1] if emotions else 40,
        "player": "* 姓名：李雷\n* 年龄：30岁\n* 性别：男性\n* 职业：工程师",
        "scene": "他和同事闹了矛盾。",
        "character": "负面型",
        "topic": "职场",
        "task": "你希望对方用心倾听你的情绪宣泄",
        "history": history,
    }


def _write_lines(path: Path, lines: list[Any]) -> Path:
    text = "".join(
        (line if isinstance(line, str) else json.dumps(line, ensure_ascii=False)) + "\n"
        for line in lines
    )
    path.write_text(text, encoding="utf-8")
    return path


# ----------------------------------------------------------------------------------- SAGE logs
@needs_sage
def test_the_twelve_sage_logs_score_as_an_independent_computation() -> None:
    report = score_paths(SAGE_LOGS, "sage")
    assert report.errors == [] and report.unscored == []
    rows = {row.name: row for row in report.rows}
    assert sorted(rows) == sorted(p.stem for p in SAGE_LOGS)
    for path in SAGE_LOGS:
        expected = _reference(path)
        row = rows[path.stem]
        assert (row.n, row.score, row.success, row.failure) == (
            expected["n"],
            expected["score"],
            expected["success"],
            expected["failure"],
        ), path.name
    scores = [row.score for row in report.rows]
    assert scores == sorted(scores, reverse=True)
    # The RLVER paper quotes GPT-4.1 at 68.2 on this benchmark.
    assert rows["gpt-4.1"].score == 68.2


@needs_sage
def test_auto_detects_sage_logs_and_counts_agent_turns() -> None:
    path = SAGE_LOGS[0]
    assert detect_format(path) == "sage"
    log = load_log(path)
    raw = [
        json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()
    ]
    replies = [sum(1 for h in r["history"] if h["role"] == "assistant") for r in raw]
    row = score_records(log.name, log.records, log.format)
    assert row.mean_turns == round(sum(replies) / len(replies), 2)
    for record, line in zip(log.records, raw):
        assert record["key"] == line["id"]
        assert record["final_emotion"] == line["emo_point"]
        assert record["start_emotion"] == line["history"][0]["emotion-point"]
        users = [h for h in line["history"] if h["role"] == "user"]
        assert [t["emotion"] for t in record["turns"]] == [u["emotion-point"] for u in users[1:]]


def test_a_sage_line_becomes_our_record_shape() -> None:
    record = convert_sage_record(_sage_line("d1", [45, 55, 50]), "model-x", "model-x.jsonl", 7)
    assert record["key"] == "d1" and record["policy"] == "model-x"
    assert record["start_emotion"] == 40 and record["final_emotion"] == 50
    assert [t["emotion"] for t in record["turns"]] == [45, 55, 50]
    assert [t["emotion_delta"] for t in record["turns"]] == [5, 10, -5]
    assert [t["reply"] for t in record["turns"]] == ["回复1", "回复2回复2", "回复3回复3回复3"]
    assert [t["user_text"] for t in record["turns"]] == ["用户1", "用户2", "用户3"]
    assert record["turns"][0]["appraisal"]["explanation"] == "感受1"
    # SAGE never appraises the reply after which its turn cap stops the dialogue.
    assert record["final_reply"] == "最后的回复" and record["num_turns"] == 4
    assert record["hidden_need"] == "venting" and record["disposition"] == "negative"
    assert record["source"] == {"format": "sage", "file": "model-x.jsonl", "line": 7}


def test_scores_round_half_up(tmp_path: Path) -> None:
    # 53 / 4 = 13.25: SAGE reports 13.3 where Python's round() gives 13.2.
    lines = [_sage_line(f"d{i}", [e]) for i, e in enumerate([13, 13, 13, 14])]
    report = score_paths([_write_lines(tmp_path / "m.jsonl", lines)])
    assert report.rows[0].score == 13.3
    assert report.rows[0].failure == 0


def test_success_and_failure_follow_sage_thresholds(tmp_path: Path) -> None:
    lines = [_sage_line(f"d{i}", [e]) for i, e in enumerate([100, 99, 10, 9, 0])]
    row = score_paths([_write_lines(tmp_path / "m.jsonl", lines)]).rows[0]
    assert (row.n, row.success, row.failure) == (5, 1, 2)


def test_malformed_lines_are_reported_with_line_numbers_and_the_rest_scored(tmp_path: Path) -> None:
    no_emotion = _sage_line("d5", [50])
    del no_emotion["emo_point"]
    bad_history = _sage_line("d6", [50])
    bad_history["history"][2]["emotion-point"] = "lots"
    lines: list[Any] = [
        _sage_line("d1", [60]),
        "{not json",
        _sage_line("d2", [70]),
        "",
        no_emotion,
        bad_history,
        [1, 2],
        _sage_line("d1", [10]),  # a repeated id
        _sage_line("d3", [80]),
    ]
    path = _write_lines(tmp_path / "broken.jsonl", lines)
    errors: list[str] = []
    records = read_sage_log(path, errors)
    assert [r["key"] for r in records] == ["d1", "d2", "d3"]
    assert [e.split(": ", 1)[0] for e in errors] == [f"{path}:{n}" for n in (2, 5, 6, 7, 8)]
    assert "emo_point" in errors[1] and "history[2].emotion-point" in errors[2]
    assert "duplicate id 'd1'" in errors[4]
    row = score_paths([path]).rows[0]
    assert (row.n, row.score, row.malformed) == (3, 70.0, 5)


def test_cli_reports_malformed_lines_on_stderr(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _write_lines(
        tmp_path / "m.jsonl", [_sage_line("a", [50]), "oops", _sage_line("b", [70])]
    )
    assert main(["score", str(path)]) == 0
    captured = capsys.readouterr()
    assert f"{path}:2:" in captured.err
    assert "| m | 2 | 60.0 | 0 | 0 | 2.00 |" in captured.out


def test_cli_fails_for_a_path_with_nothing_to_score(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    good = _write_lines(tmp_path / "good.jsonl", [_sage_line("a", [50])])
    empty = _write_lines(tmp_path / "empty.jsonl", [_sage_line("a", [50]) | {"emo_point": "x"}])
    assert main(["score", "--format", "sage", str(good), str(empty)]) == 1
    captured = capsys.readouterr()
    assert "nothing to score" in captured.err and "| good |" in captured.out
    assert main(["score", str(tmp_path / "missing.jsonl")]) == 2  # a wrong value
    assert "no such" in capsys.readouterr().err


# ------------------------------------------------------------------------------------- outputs
@pytest.fixture
def two_logs(tmp_path: Path) -> list[Path]:
    low = _write_lines(
        tmp_path / "low.jsonl", [_sage_line(f"d{i}", [e]) for i, e in enumerate([20, 35])]
    )
    high = _write_lines(
        tmp_path / "high.jsonl", [_sage_line(f"d{i}", [e]) for i, e in enumerate([100, 5, 90])]
    )
    return [low, high]


def test_markdown_output(two_logs: list[Path], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", *map(str, two_logs)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "| model | n | score | success | failure | mean turns | reward |"
    assert lines[1].startswith("|---|")
    assert lines[2:] == ["| high | 3 | 65.0 | 1 | 1 | 2.00 | sage |", "| low | 2 | 27.5 | 0 | 0 | 2.00 | sage |"]


def test_csv_output(two_logs: list[Path], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", "--output", "csv", *map(str, two_logs)]) == 0
    rows = list(csv.DictReader(io.StringIO(capsys.readouterr().out)))
    assert [r["model"] for r in rows] == ["high", "low"]
    assert rows[0] == {
        "model": "high",
        "n": "3",
        "score": "65.0",
        "success": "1",
        "failure": "1",
        "mean_turns": "2.00",
        "reward_version": "sage",
    }


def test_json_output(two_logs: list[Path], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", "--output", "json", *map(str, two_logs)]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert [(r["name"], r["n"], r["score"], r["success"], r["failure"]) for r in rows] == [
        ("high", 3, 65.0, 1, 1),
        ("low", 2, 27.5, 0, 0),
    ]
    assert rows[0]["format"] == "sage" and rows[0]["mean_turns"] == 2.0
    assert rows[0]["reward_version"] == "sage"


def test_format_scores_rejects_an_unknown_output() -> None:
    with pytest.raises(ValueError, match="unknown output"):
        format_scores([], "html")


# ------------------------------------------------------------------------------- our run dirs
@pytest.fixture(scope="module")
def our_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[dict[str, Any]]]:
    """A benchmark run of the empathetic scripted agent on four bundled test personas."""
    out = tmp_path_factory.mktemp("runs") / "empathetic"
    personas = load_bundled("test")[:4]
    result = run_benchmark(
        make_policy("scripted:empathetic"), out, env_kwargs={"personas": personas}, progress=False
    )
    return out, result.records


def test_bench_then_score_gives_the_summary_numbers(
    our_run: tuple[Path, list[dict[str, Any]]], capsys: pytest.CaptureFixture[str]
) -> None:
    out, records = our_run
    summary = summarise_trajectories(records)
    assert detect_format(out) == "ours" and detect_format(out / "trajectories.jsonl") == "ours"
    for path in (out, out / "trajectories.jsonl"):
        report = score_paths([path])
        (row,) = report.rows
        assert report.errors == []
        assert row.name == "empathetic" and row.format == "ours"
        assert (row.n, row.score, row.success, row.failure, row.mean_turns) == (
            summary["episodes"],
            summary["score"],
            summary["success"],
            summary["failure"],
            summary["mean_turns"],
        )
        assert row.reward_version == summary["reward_version"] == REWARD_VERSION
    assert main(["score", "--output", "json", str(out)]) == 0
    (row_json,) = json.loads(capsys.readouterr().out)
    assert row_json["score"] == summary["score"] and row_json["n"] == summary["episodes"]
    assert row_json["reward_version"] == REWARD_VERSION


def test_a_torn_line_in_our_run_is_reported_and_the_rest_scored(
    our_run: tuple[Path, list[dict[str, Any]]], tmp_path: Path
) -> None:
    source, records = our_run
    lines = (source / "trajectories.jsonl").read_text(encoding="utf-8").splitlines()
    run = tmp_path / "torn"
    run.mkdir()
    bad = json.dumps({"key": "x#0", "final_emotion": "high"})
    (run / "trajectories.jsonl").write_text(
        "\n".join([lines[0], bad, *lines[1:], lines[0][:40]]) + "\n", encoding="utf-8"
    )
    report = score_paths([run])
    assert [e.split(": ", 1)[0] for e in report.errors] == [
        f"{run / 'trajectories.jsonl'}:{n}" for n in (2, len(lines) + 2)
    ]
    assert report.rows[0].n == len(records)
    assert report.rows[0].score == summarise_trajectories(records)["score"]


def test_mixed_formats_sort_by_score(
    our_run: tuple[Path, list[dict[str, Any]]], two_logs: list[Path]
) -> None:
    out, _ = our_run
    report = score_paths([two_logs[0], out, two_logs[1]])
    assert [r.score for r in report.rows] == sorted((r.score for r in report.rows), reverse=True)
    assert {r.name: r.format for r in report.rows} == {
        "low": "sage",
        "high": "sage",
        "empathetic": "ours",
    }
