"""``rlver-env serve``: its flags, its errors, and a real server process a client plays against."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import textwrap
import threading
from pathlib import Path

import httpx
import pytest

from rlver_env.cli.main import build_parser, main
from rlver_env.cli.serve import env_kwargs_from_args
from rlver_env.errors import RlverEnvError
from tests.openenv_server import active_sessions, client_mid_dialogue, wait_for

REPO = Path(__file__).resolve().parents[2]


def _args(*flags: str):
    return build_parser().parse_args(["serve", *flags])


def test_the_flags_become_env_kwargs() -> None:
    assert env_kwargs_from_args(_args()) == {}
    assert env_kwargs_from_args(
        _args("--personas", "bundled:all", "--max-turns", "4", "--think-mode", "required")
    ) == {
        "personas": "bundled:all",
        "max_turns": 4,
        "think_mode": "required",
    }
    llm = _args(
        "--simulator", "llm", "--backend", "openai", "--base-url", "http://a:1/v1", "--base-url", "http://b:1/v1",
        "--model", "judge", "--temperature", "0.3", "--simulator-kwargs", '{"max_retries": 2}',
    )  # fmt: skip
    assert env_kwargs_from_args(llm) == {
        "simulator": "llm",
        "backend": "openai",
        "base_url": ["http://a:1/v1", "http://b:1/v1"],
        "model": "judge",
        "simulator_kwargs": {"max_retries": 2, "temperature": 0.3},
    }
    assert (
        env_kwargs_from_args(_args("--simulator", "llm", "--base-url", "http://a:1/v1"))["base_url"]
        == "http://a:1/v1"
    )


def test_llm_flags_with_the_rule_simulator_are_refused() -> None:
    with pytest.raises(
        RlverEnvError, match="--model, --temperature: only used with --simulator llm"
    ):
        env_kwargs_from_args(_args("--model", "m", "--temperature", "1"))


def test_bad_values_are_one_line_usage_errors(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["serve", "--simulator-kwargs", "[1]"]) == 2
    assert "must be a JSON object" in capsys.readouterr().err
    assert main(["serve", "--backend", "openai"]) == 2
    err = capsys.readouterr().err
    assert (
        err.startswith("rlver-env serve: error: --backend: only used with --simulator llm")
        and err.count("\n") == 1
    )


def test_an_argument_the_simulator_does_not_take_is_a_one_line_error(
    capsys: pytest.CaptureFixture[str],
) -> None:
    pytest.importorskip("openenv")
    flags = ["--simulator", "llm", "--backend", "openai", "--base-url", "http://127.0.0.1:9/v1"]
    flags += ["--model", "m", "--simulator-kwargs", '{"bogus": 1}']
    assert main(["serve", *flags]) == 2
    err = capsys.readouterr().err
    assert err.startswith("rlver-env serve: error: cannot build EmpathyDialogue-v0")
    assert "'bogus'" in err and err.count("\n") == 1


def test_help_lists_serve(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--help"]) == 0
    assert "serve" in capsys.readouterr().out


def test_without_openenv_serve_names_the_extra() -> None:
    code = textwrap.dedent(
        """
        import sys
        sys.modules["openenv"] = None  # as if openenv were not installed
        from rlver_env.cli.main import main
        sys.exit(main(["serve"]))
        """
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO, check=False
    )
    assert result.returncode == 2
    assert "pip install 'rlver-env[openenv]'" in result.stderr


def test_a_port_in_use_is_a_one_line_error(capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("openenv")
    from rlver_env.integrations.openenv.server import listen

    with listen("127.0.0.1", 0) as taken:
        port = taken.getsockname()[1]
        assert main(["serve", "--port", str(port)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"rlver-env serve: error: cannot listen on 127.0.0.1:{port}: ")
    assert err.count("\n") == 1


def _interruptible() -> None:
    """Gives the server the default SIGINT handling, whatever the test run inherited: a run started
    in the background (``nohup ... &``) ignores SIGINT, and its children would too."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


@pytest.mark.timeout(90)
def test_serve_runs_a_server_a_client_plays_against() -> None:
    pytest.importorskip("openenv")
    from rlver_env.integrations.openenv.client import EmpathyDialogueClient

    command = [sys.executable, "-m", "rlver_env", "serve", "--port", "0", "--max-sessions", "3"]
    command += ["--max-turns", "2", "--log-level", "warning"]
    server = subprocess.Popen(
        command, cwd=REPO, env=os.environ.copy(), stderr=subprocess.PIPE, text=True, preexec_fn=_interruptible
    )
    try:
        assert server.stderr is not None
        announced = server.stderr.readline()  # "serving ... on http://127.0.0.1:PORT: ..."
        match = re.search(r"on (http://127\.0\.0\.1:\d+):", announced)
        assert match and announced.startswith("serving EmpathyDialogue-v0 (OpenEnv)"), announced
        base_url = match[1]
        assert httpx.get(f"{base_url}/health", timeout=10).json() == {"status": "healthy"}
        assert httpx.get(f"{base_url}/sessions").json() == {
            "active_sessions": 0,
            "max_sessions": 3,
            "session_timeout_s": 600.0,
        }
        with EmpathyDialogueClient(base_url=base_url).sync() as env:
            result = env.reset(seed=0)
            steps = 0
            while not result.done:
                result = env.step("That sounds hard. I'm listening.")
                steps += 1
            assert steps <= 2
            assert env.state().settings == {"env_id": "EmpathyDialogue-v0", "max_turns": 2}
        server.send_signal(signal.SIGINT)
        _, err = server.communicate(timeout=20)
        # uvicorn shuts down, then passes the interrupt on: the CLI's exit status for Ctrl-C
        assert server.returncode == 130 and err.rstrip().endswith("interrupted")
    finally:
        if server.poll() is None:
            server.kill()
            server.wait()


#: uvicorn's lines for a server starting, stopping, and accepting a connection.
UVICORN_ROUTINE = re.compile(
    r"(Started server process|Waiting for application|Application (startup|shutdown) complete"
    r"|Shutting down|Finished server process|connection open|connection closed"
    r'|"WebSocket /ws" \[accepted\]|"GET /)'
)
#: uvicorn's line for an accepted WebSocket connection; the group is the client's address.
ACCEPTED = re.compile(r'(127\.0\.0\.1:\d+) - "WebSocket /ws" \[accepted\]')


@pytest.mark.timeout(120)
def test_serve_logs_a_normal_close_quietly_and_an_abnormal_one_as_a_warning() -> None:
    pytest.importorskip("openenv")
    from rlver_env.integrations.openenv.client import EmpathyDialogueClient

    command = [sys.executable, "-m", "rlver_env", "serve", "--port", "0", "--log-level", "info"]
    server = subprocess.Popen(
        command, cwd=REPO, env=os.environ.copy(), stderr=subprocess.PIPE, text=True, preexec_fn=_interruptible
    )
    lines: list[str] = []
    try:
        assert server.stderr is not None
        match = re.search(r"on (http://127\.0\.0\.1:\d+):", server.stderr.readline())
        assert match
        base_url = match[1]
        reader = threading.Thread(target=lambda: lines.extend(server.stderr), daemon=True)
        reader.start()

        assert wait_for(lambda: httpx.get(f"{base_url}/health", timeout=10).is_success, 30)
        with EmpathyDialogueClient(base_url=base_url).sync() as env:  # a normal close
            env.reset(seed=0)
            env.step("That sounds hard.")
        assert wait_for(lambda: active_sessions(base_url) == 0, 10)
        with client_mid_dialogue(base_url) as killed:
            killed.send_signal(signal.SIGKILL)
            killed.wait(timeout=10)
        assert wait_for(lambda: any("closed abnormally" in line for line in lines), 20)
        server.send_signal(signal.SIGINT)
        server.wait(timeout=20)
        reader.join(timeout=10)
    finally:
        if server.poll() is None:
            server.kill()
            server.wait()
    peers = ACCEPTED.findall("".join(lines))
    assert len(peers) == 2, lines  # the client that closed, then the one that was killed
    said = [line.rstrip() for line in lines if not UVICORN_ROUTINE.search(line)]
    # the normal close says nothing (uvicorn's own "connection closed" aside); the killed
    # client's connection is one warning that names it; nothing has a traceback
    assert len(said) == 2 and said[1] == "interrupted", said
    assert said[0].startswith("WARNING:") and peers[1] in said[0], said
    assert "dropped without a close frame" in said[0]
    assert not any("Traceback" in line or "ERROR" in line for line in lines), lines
