"""Tests of the ``rlver-env`` command line: play, personas and demo."""

from __future__ import annotations

import io
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from rlver_env.cli.main import main
from rlver_env.personas.model import load_bundled
from rlver_env.runs.evaluation import episode_seed, round_half_up
from rlver_env.simulators.rule.version import REWARD_VERSION
from tests.support import BAD_REPLY, GOOD_REPLY, make_persona, write_json

REPO_ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def persona_file(tmp_path: Path) -> Path:
    """A file with the test persona (id ``tests-maya-launch``)."""
    return write_json(tmp_path / "maya.json", make_persona())


@pytest.fixture
def test_ids() -> list[str]:
    """The first two bundled test personas."""
    ids = [p.id for p in load_bundled("test")]
    assert len(ids) >= 2
    return ids[:2]


def _feed(monkeypatch: pytest.MonkeyPatch, text: str) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO(text))


# ------------------------------------------------------------------------------------ top level
def test_help_lists_the_subcommands(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--help"]) == 0
    out = capsys.readouterr().out
    for command in ("play", "personas", "demo"):
        assert command in out


def test_missing_command_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([]) == 2
    assert "required" in capsys.readouterr().err


# ----------------------------------------------------------------------------------------- play
def test_play_shows_each_turn_and_quits(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], persona_file: Path
) -> None:
    _feed(monkeypatch, f"{GOOD_REPLY}\n\n/quit\nthis line is never read\n")
    code = main(
        ["play", "--personas", str(persona_file), "--persona", "tests-maya-launch", "--seed", "0"]
    )
    assert code == 0
    out = capsys.readouterr().out
    assert "You are talking with Maya Chen (persona tests-maya-launch" in out
    assert make_persona()["first_utterance"] in out
    assert "emotion [########------------]  40 B" in out  # the opening bar at SAGE's start
    assert "(appraisal)" in out
    assert re.search(r"^ +[+-]\d+\.\d\d [a-z_:]+", out, re.MULTILINE)  # a rule hit, with its points
    assert out.count("emotion [") == 2  # the opening and one turn: the blank line was skipped
    assert "Dialogue ended: quit. Final emotion:" in out
    assert "this line is never read" not in out
    assert "hidden need was: practical_advice" in out


def test_play_good_reply_raises_the_bar(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], persona_file: Path
) -> None:
    _feed(monkeypatch, f"{GOOD_REPLY}\n/quit\n")
    assert main(["play", "--personas", str(persona_file), "--seed", "0"]) == 0
    out = capsys.readouterr().out
    final = int(out.split("Final emotion: ")[1].split(" ")[0])
    assert final > 40
    assert f"({final - 40:+d})" in out


def test_play_runs_to_the_end_of_the_dialogue(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], persona_file: Path
) -> None:
    _feed(monkeypatch, f"{BAD_REPLY}\n" * 12)
    assert main(["play", "--personas", str(persona_file), "--seed", "0"]) == 0
    out = capsys.readouterr().out
    reason = out.split("Dialogue ended: ")[1].split(".")[0]
    assert reason in {"failure", "goodbye", "max_turns"}
    final = int(out.split("Final emotion: ")[1].split(" ")[0])
    assert final < 40


def test_play_end_of_input_quits(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], persona_file: Path
) -> None:
    _feed(monkeypatch, "")
    assert main(["play", "--personas", str(persona_file)]) == 0
    assert "Dialogue ended: quit (end of input). Final emotion: 40 (B)." in capsys.readouterr().out


def test_play_reports_format_errors(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], persona_file: Path
) -> None:
    _feed(monkeypatch, "That sounds hard.\n/quit\n")
    assert main(["play", "--personas", str(persona_file), "--think-mode", "required"]) == 0
    assert "(format) missing <think>" in capsys.readouterr().out


def test_play_unknown_persona_fails_with_its_id(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], persona_file: Path
) -> None:
    _feed(monkeypatch, "/quit\n")
    assert main(["play", "--personas", str(persona_file), "--persona", "no-such-person"]) == 2
    assert "no-such-person" in capsys.readouterr().err


# ------------------------------------------------------------------------------------- personas
def test_personas_list_shows_a_table_and_counts(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["personas", "list", "--split", "test"]) == 0
    out = capsys.readouterr().out
    test_personas = load_bundled("test")
    header = out.splitlines()[0].split()
    assert header == ["id", "split", "need", "disposition", "difficulty", "domain"]
    for persona in test_personas:
        assert persona.id in out
    assert not any(p.id in out for p in load_bundled("train"))
    assert f"{len(test_personas)} personas" in out
    assert f"by split: test {len(test_personas)}" in out
    assert "by need: " in out and "by disposition: " in out


def test_personas_list_of_a_file(capsys: pytest.CaptureFixture[str], persona_file: Path) -> None:
    assert main(["personas", "list", str(persona_file)]) == 0
    out = capsys.readouterr().out
    row = next(line for line in out.splitlines() if line.startswith("tests-maya-launch"))
    assert row.split() == [
        "tests-maya-launch",
        "-",
        "practical_advice",
        "negative",
        "normal",
        "work",
    ]
    assert "by need: practical_advice 1" in out
    assert "by split: - 1" in out


def test_personas_show_prints_the_persona_as_json(
    capsys: pytest.CaptureFixture[str], persona_file: Path
) -> None:
    assert main(["personas", "show", "tests-maya-launch", "--source", str(persona_file)]) == 0
    assert json.loads(capsys.readouterr().out) == make_persona()


def test_personas_show_a_bundled_persona(
    capsys: pytest.CaptureFixture[str], test_ids: list[str]
) -> None:
    assert main(["personas", "show", test_ids[0]]) == 0
    assert json.loads(capsys.readouterr().out)["id"] == test_ids[0]


def test_personas_show_unknown_id_fails(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["personas", "show", "no-such-person"]) == 2
    assert "unknown persona id 'no-such-person'" in capsys.readouterr().err


def test_personas_validate_a_good_file_and_folder(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, persona_file: Path
) -> None:
    folder = tmp_path / "more"
    write_json(folder / "a.json", [make_persona(id="tests-a"), make_persona(id="tests-b")])
    assert main(["personas", "validate", str(persona_file), str(folder)]) == 0
    out = capsys.readouterr().out
    assert f"OK {persona_file}: 1 persona (needs: practical_advice 1" in out
    assert f"OK {folder}: 2 personas" in out
    assert "all 2 path(s) valid: 3 personas" in out


def test_personas_validate_a_bad_file_names_file_id_and_field(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, persona_file: Path
) -> None:
    bad = write_json(tmp_path / "bad.json", make_persona(id="tests-bad", disposition="cheerful"))
    assert main(["personas", "validate", str(persona_file), str(bad)]) == 1
    captured = capsys.readouterr()
    assert f"OK {persona_file}" in captured.out
    assert f"FAIL {bad}" in captured.err
    assert "'tests-bad'" in captured.err
    assert "$.disposition" in captured.err
    assert "1 of 2 path(s) failed validation" in captured.err


def test_personas_validate_invalid_json_and_duplicates(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    broken = tmp_path / "broken.json"
    broken.write_text("{not json", encoding="utf-8")
    first = write_json(tmp_path / "one" / "p.json", make_persona())
    second = write_json(tmp_path / "two" / "p.json", make_persona())
    assert main(["personas", "validate", str(broken), str(first), str(second)]) == 1
    err = capsys.readouterr().err
    assert "invalid JSON" in err
    assert "duplicate persona id 'tests-maya-launch'" in err
    assert "2 of 3 path(s) failed validation" in err


def test_personas_validate_the_bundled_library(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["personas", "validate", str(REPO_ROOT / "rlver_env" / "personas" / "data" / "en")]) == 0
    assert "OK " in capsys.readouterr().out


# ----------------------------------------------------------------------------------------- demo
def _table_rows(out: str) -> dict[str, list[str]]:
    lines = out.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("agent")) + 2
    rows = {}
    for line in lines[start:]:
        if not line or line.startswith("score:"):
            break
        cells = line.split()
        rows[cells[0]] = cells[1:]
    return rows


def test_demo_prints_a_sorted_table_and_writes_json(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, test_ids: list[str]
) -> None:
    report_path = tmp_path / "out" / "demo.json"
    code = main(
        [
            "demo",
            "--agents", "dismissive,empathetic",
            "--persona-ids", ",".join(test_ids),
            "--episodes-per-persona", "2",
            "--json", str(report_path),
            "--quiet",
        ]
    )  # fmt: skip
    assert code == 0
    captured = capsys.readouterr()
    rows = _table_rows(captured.out)
    assert list(rows) == ["empathetic", "dismissive"]  # best score first
    assert float(rows["empathetic"][0]) > float(rows["dismissive"][0])

    report = json.loads(report_path.read_text(encoding="utf-8"))
    assert report["persona_ids"] == test_ids
    assert f"reward: {REWARD_VERSION}" in captured.out.splitlines()
    assert report["reward_version"] == REWARD_VERSION
    assert {e["reward_version"] for e in report["episodes"]} == {REWARD_VERSION}
    assert {s["reward_version"] for s in report["summaries"].values()} == {REWARD_VERSION}
    assert len(report["episodes"]) == 2 * 2 * 2
    for name in ("empathetic", "dismissive"):
        finals = [e["final_emotion"] for e in report["episodes"] if e["policy"] == name]
        summary = report["summaries"][name]
        assert summary["episodes"] == 4
        assert summary["score"] == round_half_up(sum(finals) / 4)
        assert rows[name][0] == f"{summary['score']:.1f}"
        assert rows[name][1] == f"{sum(f >= 100 for f in finals)}/4"
        assert rows[name][2] == f"{sum(f < 10 for f in finals)}/4"
        turns = [e["num_turns"] for e in report["episodes"] if e["policy"] == name]
        assert rows[name][3] == f"{sum(turns) / 4:.1f}"
    assert {(e["persona_id"], e["seed"]) for e in report["episodes"]} == {
        (p, episode_seed(0, r, p)) for p in test_ids for r in (0, 1)
    }
    assert "demo:" not in captured.err  # --quiet: no progress bar


def test_demo_progress_bar_on_a_terminal(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], test_ids: list[str]
) -> None:
    monkeypatch.setattr(sys.stderr, "isatty", lambda: True)
    assert main(["demo", "--agents", "empathetic", "--persona-ids", test_ids[0]]) == 0
    err = capsys.readouterr().err
    assert "demo" in err and "1/1" in err


def test_demo_is_reproducible(capsys: pytest.CaptureFixture[str], test_ids: list[str]) -> None:
    argv = [
        "demo",
        "--agents",
        "empathetic",
        "--persona-ids",
        test_ids[0],
        "--seed",
        "3",
        "--quiet",
    ]
    assert main(argv) == 0
    first = capsys.readouterr().out
    assert main(argv) == 0
    assert capsys.readouterr().out == first


def test_demo_rejects_an_unknown_agent(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["demo", "--agents", "empathetic,telepath"]) == 2
    assert "telepath" in capsys.readouterr().err


def test_demo_rejects_an_unknown_persona(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        main(["demo", "--agents", "empathetic", "--persona-ids", "no-such-person", "--quiet"]) == 2
    )
    assert "no-such-person" in capsys.readouterr().err


def test_python_m_rlver_env_demo(tmp_path: Path, test_ids: list[str]) -> None:
    env = dict(
        os.environ,
        PYTHONPATH=os.pathsep.join(filter(None, [str(REPO_ROOT), os.environ.get("PYTHONPATH")])),
    )
    result = subprocess.run(
        [
            sys.executable, "-m", "rlver_env", "demo",
            "--agents", "empathetic,platitude",
            "--persona-ids", test_ids[0],
        ],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=tmp_path,
        env=env,
        check=False,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    rows = _table_rows(result.stdout)
    assert set(rows) == {"empathetic", "platitude"}
    assert all(row[1].endswith("/1") and row[2].endswith("/1") for row in rows.values())
    assert result.stderr == ""  # not a TTY: no progress bar
