"""``rlver-env score`` on files that are not logs: few warnings, and what the file is instead."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rlver_env.bench.scoring import describe_file, score_paths
from rlver_env.cli.main import main
from rlver_env.runs.episode_log import POLICY_ERROR


def _write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


def test_warnings_are_capped_and_the_file_is_described(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    notes = _write(tmp_path / "notes.jsonl", "".join(f"note {i}: call Priya\n" for i in range(63)))
    assert main(["score", "--format", "ours", str(notes)]) == 1
    lines = capsys.readouterr().err.splitlines()
    assert [f"{notes}:{n}:" in lines[i] for i, n in enumerate((1, 2, 3))] == [True] * 3
    assert lines[3] == f"rlver-env score: warning: {notes}: 60 more unreadable lines not shown"
    assert lines[4] == (
        f"rlver-env score: warning: {notes}: no readable dialogue, nothing to score; "
        "it is not JSON lines (line 1 starts 'note 0: call Priya')"
    )
    assert len(lines) == 5
    report = score_paths([notes], "ours")
    assert len(report.errors) == 63 + 1  # the API keeps every problem


def test_a_sage_log_with_a_few_bad_lines_shows_them_all(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    good = {"id": "a", "emo_point": 50, "history": [{"role": "user", "content": "hi", "emotion-point": 40}]}
    path = _write(tmp_path / "m.jsonl", json.dumps(good) + "\noops\n{\n")
    assert main(["score", str(path)]) == 0
    err = capsys.readouterr().err
    assert f"{path}:2:" in err and f"{path}:3:" in err and "more unreadable" not in err


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        (json.dumps({"id": "work-maya", "hidden_need": {}, "background": {}}, indent=2),
         "looks like a persona file (id 'work-maya'): one JSON document over 5 lines"),
        (json.dumps([{"dialog": [], "emotion_type": "anxiety"}] * 2),
         "looks like a JSON array of 2 items, the first an ESConv chat (rlver-env calibrate"),
        (json.dumps({"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object"}),
         "looks like a JSON Schema: one JSON document on one line"),
        (json.dumps({"env_id": "EmpathyDialogue-Eval-v0", "policy": "scripted:empathetic"}),
         "looks like a run's run.json (score the folder it is in)"),
        ('{"a": 1, "b": 2}\n{"a": 3}\n', "holds JSON lines, the first an object with keys a, b, not dialogues"),
        ("42", "holds a single JSON int, not JSON lines"),
        ("", "is empty"),
        ("# Notes\nnothing here\n", "is not JSON lines (line 1 starts '# Notes')"),
    ],
)
def test_describe_file(tmp_path: Path, content: str, expected: str) -> None:
    assert describe_file(_write(tmp_path / "f.json", content)).startswith(expected)


def test_describe_a_binary_file_and_a_folder(tmp_path: Path) -> None:
    (tmp_path / "f.bin").write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00")
    assert describe_file(tmp_path / "f.bin") == "is a binary file, not JSON lines"
    assert describe_file(tmp_path) == "is a folder without trajectories.jsonl"


def test_auto_format_on_a_json_array_is_one_line_saying_what_it_is(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _write(tmp_path / "chats.json", json.dumps([{"x": 1}, {"x": 2}], indent=2))
    assert main(["score", str(path)]) == 2
    err = capsys.readouterr().err
    assert len(err.splitlines()) == 1
    assert "looks like a JSON array of 2 items, the first an object with keys x" in err
    assert "not a run or a SAGE log (pass --format to read it as one anyway)" in err


def test_policy_errors_in_a_run_are_counted_not_scored(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run = tmp_path / "run"
    run.mkdir()
    finished = {"key": "a#0", "final_emotion": 60, "turns": [], "reason": "max_turns", "error": None}
    failed = {"key": "b#0", "final_emotion": 40, "turns": [], "reason": POLICY_ERROR, "error": "HTTP 503"}
    retried = {"key": "c#0", "final_emotion": 0, "turns": [], "reason": POLICY_ERROR, "error": "HTTP 503"}
    done = {**retried, "final_emotion": 80, "reason": "max_turns", "error": None}
    lines = [finished, failed, retried, done]
    _write(run / "trajectories.jsonl", "".join(json.dumps(r) + "\n" for r in lines))
    assert main(["score", str(run), "--output", "json"]) == 0
    captured = capsys.readouterr()
    row = json.loads(captured.out)[0]
    assert (row["n"], row["score"], row["policy_errors"], row["malformed"]) == (2, 70.0, 1, 0)
    assert captured.err == (
        f"rlver-env score: warning: {run}: 1 episode ended in a policy error and is not scored "
        "(re-run the bench to retry)\n"
    )
    _write(run / "trajectories.jsonl", json.dumps(failed) + "\n")
    assert main(["score", str(run)]) == 1
    assert "every episode ended in a policy error" in capsys.readouterr().err
