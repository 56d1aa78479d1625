"""Every ``rlver-env`` error is one line on stderr with exit status 2, whatever the subcommand."""

from __future__ import annotations

import argparse
import importlib
import json
from pathlib import Path

import pytest

from rlver_env.cli.main import COMMAND_MODULES, CommandLineParser, main
from rlver_env.errors import PersonaError
from rlver_env.personas.model import load_bundled
from tests.support import one_line_error


# ---------------------------------------------------------------------------------------- bench
@pytest.mark.parametrize(
    ("policy", "expected"),
    [
        ("scripted:nope", "unknown scripted agent 'nope'"),
        ("empathetic", "did you mean 'scripted:empathetic'?"),
        ("hf:/nonexistent", "/nonexistent does not exist"),
        ("hf:", "use hf:<model folder>"),
        ("openai:http://127.0.0.1:8000/v1", "use openai:<base_url>#<model>"),
        ("openai:localhost:8000#m", "base_url must be one or more http(s) URLs"),
    ],
)
def test_bench_bad_policy_is_one_line_and_status_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], policy: str, expected: str
) -> None:
    assert main(["bench", "--policy", policy, "--out", str(tmp_path / "run"), "--quiet"]) == 2
    assert expected in one_line_error(capsys, "bench")
    assert not (tmp_path / "run").exists()  # nothing ran


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (["--policy", "scripted:empathetic", "--repeats", "0"], "argument --repeats: must be at least 1"),
        (["--policy", "scripted:empathetic", "--concurrency", "x"], "argument --concurrency"),
        (["--policy", "scripted:empathetic", "--policy-retries", "2"], "apply to openai: policies"),
        (["--policy", "scripted:empathetic", "--env-id", "NoSuchEnv-v0"], "NoSuchEnv"),
        (["--policy", "scripted:empathetic", "--personas", "/no/such/personas"], "/no/such/personas"),
        ([], "the following arguments are required: --policy"),
    ],
)
def test_bench_bad_values_are_one_line_and_status_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str], expected: str
) -> None:
    assert main(["bench", *argv, "--out", str(tmp_path / "run"), "--quiet"]) == 2
    assert expected in one_line_error(capsys, "bench")


def test_bench_help_opens_with_plain_text(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "--help"]) == 0
    out = capsys.readouterr().out
    description = out.split("\n\n")[1]
    assert description.startswith("Score a policy")
    assert "``" not in out and ":func:" not in out


def test_bench_output_says_1_episode(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], persona_folder: Path
) -> None:
    argv = ["bench", "--policy", "scripted:empathetic", "--personas", str(persona_folder),
            "--out", str(tmp_path / "run"), "--quiet", "--no-report"]  # fmt: skip
    assert main(argv) == 0
    assert ": 1 episode (1 run now, 0 resumed)" in capsys.readouterr().out


# ----------------------------------------------------------------------------------------- demo
@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (["--agents", "empathetic,telepath"], "unknown agent telepath"),
        (["--agents", ","], "at least one name"),
        (["--persona-ids", "no-such-person"], "unknown persona id 'no-such-person'"),
        (["--env-id", "NoSuchEnv-v0"], "NoSuchEnv"),
        (["--episodes-per-persona", "0"], "must be at least 1"),
    ],
)
def test_demo_bad_values_are_one_line_and_status_2(
    capsys: pytest.CaptureFixture[str], argv: list[str], expected: str
) -> None:
    assert main(["demo", *argv, "--quiet"]) == 2
    assert expected in one_line_error(capsys, "demo")


def test_demo_output_says_1_persona_and_1_episode(capsys: pytest.CaptureFixture[str]) -> None:
    persona_id = load_bundled("test")[0].id
    assert main(["demo", "--agents", "empathetic", "--persona-ids", persona_id, "--quiet"]) == 0
    assert ": 1 persona x 1 episode per agent, seed 0" in capsys.readouterr().out


# ---------------------------------------------------------------------------------------- score
def test_score_bad_values_are_one_line_and_status_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["score", str(tmp_path / "missing.jsonl")]) == 2
    assert "no such run directory or log file" in one_line_error(capsys, "score")
    assert main(["score", "--format", "xml", str(tmp_path)]) == 2
    assert "argument --format: invalid choice: 'xml'" in one_line_error(capsys, "score")
    assert main(["score", str(tmp_path)]) == 2  # a folder that is not a run
    assert "no trajectories.jsonl here" in one_line_error(capsys, "score")


def test_score_on_a_persona_file_says_what_it_is(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    persona = load_bundled("test")[0]
    path = tmp_path / f"{persona.id}.json"
    path.write_text(json.dumps(persona.to_dict(), indent=2), encoding="utf-8")
    assert main(["score", str(path)]) == 2
    assert f"looks like a persona file (id {persona.id!r})" in one_line_error(capsys, "score")


# ------------------------------------------------------------------------------------ calibrate
@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (["--simulator", "oracle", "x.jsonl"], "argument --simulator: invalid choice: 'oracle'"),
        (["--simulator", "rule", "/no/such/log.jsonl"], "/no/such/log.jsonl"),
        (["--simulator", "rule", "--resamples", "many", "x.jsonl"], "argument --resamples"),
        (["x.jsonl"], "the following arguments are required: --simulator"),
    ],
)
def test_calibrate_bad_values_are_one_line_and_status_2(
    capsys: pytest.CaptureFixture[str], argv: list[str], expected: str
) -> None:
    assert main(["calibrate", *argv]) == 2
    assert expected in one_line_error(capsys, "calibrate")


# ---------------------------------------------------------------------------- every subcommand
@pytest.mark.parametrize("module", COMMAND_MODULES)
def test_a_usage_error_is_one_line_for_every_subcommand(
    capsys: pytest.CaptureFixture[str], module: str
) -> None:
    command = {"rlver_env.cli.personas_cmd": "personas"}.get(module, module.rsplit(".", 1)[1])
    assert main([command, "--no-such-option"]) == 2
    err = capsys.readouterr().err
    assert len(err.splitlines()) == 1, err
    assert err.startswith(f"rlver-env {command}: error: "), err


def test_an_unknown_option_is_named_by_its_subcommand(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["demo", "--no-such-option", "--quiet"]) == 2
    line = one_line_error(capsys, "demo")
    assert "unrecognized arguments: --no-such-option" in line and "see rlver-env demo --help" in line


def test_an_unknown_subcommand_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["frobnicate"]) == 2
    err = capsys.readouterr().err
    assert len(err.splitlines()) == 1 and "invalid choice: 'frobnicate'" in err


@pytest.mark.parametrize(
    "error",
    [
        PersonaError("personas/x.json: persona 'x': field $.name: is required\n(and more)"),
        ValueError("unknown strategy 'telepathy'"),
        FileNotFoundError(2, "No such file or directory", "/no/such/file"),
    ],
)
def test_the_top_level_handler_covers_any_subcommand(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], error: Exception
) -> None:
    def raising(_args: argparse.Namespace) -> int:
        raise error

    def build_parser() -> argparse.ArgumentParser:
        parser = CommandLineParser(prog="rlver-env")
        subparsers = parser.add_subparsers(dest="command", required=True)
        subparsers.add_parser("anything").set_defaults(handler=raising)
        return parser

    monkeypatch.setattr(importlib.import_module("rlver_env.cli.main"), "build_parser", build_parser)
    assert main(["anything"]) == 2
    line = one_line_error(capsys, "anything")
    if isinstance(error, FileNotFoundError):
        assert line.endswith("/no/such/file: No such file or directory")
    else:
        assert " ".join(str(error).split()) in line


def test_tracebacks_can_be_asked_for(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RLVER_ENV_TRACEBACK", "1")
    with pytest.raises(ValueError, match="unknown scripted agent"):
        main(["bench", "--policy", "scripted:nope"])
