"""Tests of ``rlver-env play``: bundled lookup, commands, Ctrl-C, line editing, the LLM user."""

from __future__ import annotations

import builtins
import io
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from rlver_env.cli.main import main
from tests.fault_server import FaultServer, simulator_responder
from tests.support import GOOD_REPLY, make_persona, write_json

REPO_ROOT = Path(__file__).resolve().parents[2]
MAYA = "work-maya-launch"  # a bundled test-split persona; play's default env draws from train


@pytest.fixture
def persona_file(tmp_path: Path) -> Path:
    """A file with the test persona (id ``tests-maya-launch``)."""
    return write_json(tmp_path / "maya.json", make_persona())


def _feed(monkeypatch: pytest.MonkeyPatch, text: str) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO(text))


def _turns(out: str) -> int:
    """How many agent turns the transcript shows (each turn prints one bar with a change)."""
    return sum(1 for line in out.splitlines() if line.strip().startswith("emotion [") and "(" in line)


def _play(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], persona_file: Path,
          text: str, *extra: str) -> str:
    _feed(monkeypatch, text)
    code = main(["play", "--personas", str(persona_file), "--seed", "0", *extra])
    assert code == 0
    return capsys.readouterr().out


# ----------------------------------------------------------------------------- bundled lookup
def test_play_finds_a_test_split_persona_without_personas(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _feed(monkeypatch, "That sounds so unfair.\n/quit\n")
    assert main(["play", "--persona", MAYA, "--seed", "0"]) == 0
    out = capsys.readouterr().out
    assert f"{MAYA} is in the bundled test split" in out
    assert f"You are talking with Maya Chen (persona {MAYA}" in out
    assert _turns(out) == 1


def test_play_with_an_explicit_source_does_not_look_elsewhere(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _feed(monkeypatch, "/quit\n")
    assert main(["play", "--personas", "bundled:train", "--persona", MAYA]) != 0
    err = capsys.readouterr().err
    assert f"unknown persona id {MAYA!r}" in err
    assert "bundled test split" in err and "personas='bundled:test'" in err


def test_play_the_readme_command_with_piped_stdin() -> None:
    """The README's command, as a user runs it: two replies, then /quit."""
    env = {**os.environ, "PYTHONPATH": str(REPO_ROOT)}
    result = subprocess.run(
        [sys.executable, "-m", "rlver_env", "play", "--persona", MAYA],
        input="That sounds so unfair.\nWhat would you like to happen with Daniel?\n/quit\n",
        capture_output=True,
        check=False,
        text=True,
        timeout=120,
        env=env,
        cwd=REPO_ROOT,
    )
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    assert _turns(result.stdout) == 2
    assert "Dialogue ended: quit." in result.stdout


# ----------------------------------------------------------------------------------- commands
def test_unknown_commands_are_not_sent_to_the_persona(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], persona_file: Path
) -> None:
    out = _play(monkeypatch, capsys, persona_file, "/frobnicate now\n/exit\nnever read\n")
    assert "unknown command '/frobnicate' (not sent)" in out
    assert _turns(out) == 0
    assert "Dialogue ended: quit. Final emotion: 40 (B)." in out
    assert "never read" not in out


def test_help_lists_every_command(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], persona_file: Path
) -> None:
    out = _play(monkeypatch, capsys, persona_file, "/help\n/quit\n")
    for command in ("/help", "/hint", "/restart", "/quit"):
        assert f"  {command} " in out
    assert _turns(out) == 0


def test_hint_shows_the_last_appraisal_and_its_hits(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], persona_file: Path
) -> None:
    out = _play(monkeypatch, capsys, persona_file, f"/hint\n{GOOD_REPLY}\n/hint\n/quit\n")
    assert "(hint) no appraisal yet" in out
    after_hint = out.split("you> /hint\n")[2]
    assert after_hint.lstrip().startswith("(appraisal)")
    appraisal_lines = [line for line in out.splitlines() if "(appraisal)" in line]
    assert len(appraisal_lines) == 2 and appraisal_lines[0] == appraisal_lines[1]
    hits = [line for line in after_hint.splitlines() if line.startswith("    ") and line.strip()[0] in "+-"]
    assert hits, "the hint repeats the rule hits"
    assert _turns(out) == 1


def test_restart_starts_over_with_the_same_persona(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], persona_file: Path
) -> None:
    out = _play(monkeypatch, capsys, persona_file, f"{GOOD_REPLY}\n/restart\n/quit\n")
    assert "Restarting the dialogue with Maya Chen." in out
    assert out.count(make_persona()["first_utterance"]) == 2
    assert "Dialogue ended: quit. Final emotion: 40 (B)." in out


def test_a_double_slash_sends_a_line_that_begins_with_a_slash(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], persona_file: Path
) -> None:
    out = _play(monkeypatch, capsys, persona_file, "//shrug That sounds hard.\n/quit\n")
    assert "unknown command" not in out
    assert _turns(out) == 1


# ------------------------------------------------------------------------- ends and terminals
class _InterruptingStdin(io.StringIO):
    """Piped input that raises KeyboardInterrupt (Ctrl-C) once its lines are read."""

    def readline(self, size: int | None = -1) -> str:  # type: ignore[override]
        line = super().readline()
        if not line:
            raise KeyboardInterrupt
        return line


def test_ctrl_c_ends_with_the_summary(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], persona_file: Path
) -> None:
    monkeypatch.setattr(sys, "stdin", _InterruptingStdin(f"{GOOD_REPLY}\n"))
    assert main(["play", "--personas", str(persona_file), "--seed", "0"]) == 0
    out = capsys.readouterr().out
    assert _turns(out) == 1
    assert "Dialogue ended: quit (interrupted). Final emotion:" in out
    assert "hidden need was: practical_advice" in out


class _TtyStdin(io.StringIO):
    def isatty(self) -> bool:
        return True


def _scripted_input(lines: list[str | type[BaseException]]) -> Iterator[str]:
    for item in lines:
        if isinstance(item, type):
            raise item
        yield item


@pytest.mark.parametrize(("end", "reason"), [(EOFError, "quit (end of input)"), (KeyboardInterrupt, "quit (interrupted)")])
def test_a_terminal_is_read_with_line_editing(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    persona_file: Path,
    end: type[BaseException],
    reason: str,
) -> None:
    pytest.importorskip("readline")
    monkeypatch.delitem(sys.modules, "readline", raising=False)
    monkeypatch.setattr(sys, "stdin", _TtyStdin(""))
    script = _scripted_input([GOOD_REPLY, "/bogus", end])
    prompts: list[str] = []

    def fake_input(prompt: str = "") -> str:
        prompts.append(prompt)
        return next(script)

    monkeypatch.setattr(builtins, "input", fake_input)
    assert main(["play", "--personas", str(persona_file), "--seed", "0"]) == 0
    out = capsys.readouterr().out
    assert "readline" in sys.modules  # loaded, so input() edits lines and keeps history
    assert prompts == ["you> "] * 3
    assert _turns(out) == 1
    assert f"Dialogue ended: {reason}." in out


# --------------------------------------------------------------------------------- simulators
def test_play_with_the_llm_simulator(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], persona_file: Path
) -> None:
    with FaultServer(simulator_responder(change=4, reply="Okay, maybe that could work.")) as server:
        out = _play(
            monkeypatch, capsys, persona_file, f"{GOOD_REPLY}\n/quit\n",
            "--simulator", "llm", "--backend", "openai", "--base-url", server.base_url,
            "--model", "fake",
        )
        assert server.count == 2  # one appraisal and one reply request
    assert "Maya Chen: Okay, maybe that could work." in out
    assert "(+4)" in out


def test_llm_options_without_the_llm_simulator_are_an_error(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], persona_file: Path
) -> None:
    _feed(monkeypatch, "/quit\n")
    assert main(["play", "--personas", str(persona_file), "--model", "m"]) != 0
    assert "--model: only used with --simulator llm" in capsys.readouterr().err


def test_a_persona_the_rule_simulator_cannot_play_names_the_llm_option(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    persona = make_persona(id="tests-no-rule-sim")
    del persona["rule_sim"]
    path = write_json(tmp_path / "p.json", persona)
    _feed(monkeypatch, "/quit\n")
    assert main(["play", "--personas", str(path)]) != 0
    err = capsys.readouterr().err
    assert "rule_sim" in err and "--simulator llm" in err
