"""A policy that fails to answer is recorded as an error, never scored, and retried on resume."""

from __future__ import annotations

import json
import logging
import socket
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from rlver_env.agents.chat import ChatModelPolicy
from rlver_env.agents.policy import ScriptedPolicy
from rlver_env.bench import run_benchmark, summarise_trajectories
from rlver_env.bench.scoring import score_paths
from rlver_env.bench.summary import summary_markdown
from rlver_env.cli.main import main
from rlver_env.errors import PolicyError
from rlver_env.personas.model import load_bundled
from rlver_env.runs.episode_log import POLICY_ERROR, read_jsonl
from tests.fault_server import FaultServer, Ok, Status

REPLY = (
    "<think>She feels unseen at work.</think>That sounds really hard, and it makes sense you feel "
    "hurt. What happened when you told your manager?"
)


def _personas(count: int) -> list[dict[str, Any]]:
    return [p.to_dict() for p in load_bundled("test")[:count]]


def _persona_folder(tmp_path: Path, count: int) -> Path:
    folder = tmp_path / "personas"
    folder.mkdir()
    for persona in _personas(count):
        (folder / f"{persona['id']}.json").write_text(json.dumps(persona), encoding="utf-8")
    return folder


class FlakyPolicy:
    """The scripted empathetic agent, which raises while ``broken`` (for every dialogue or some)."""

    name = "flaky"

    def __init__(self, broken: bool = True, failing_slots: Sequence[int] | None = None) -> None:
        self.inner = ScriptedPolicy("empathetic")
        self.broken = broken
        self.failing_slots = failing_slots
        self.calls = 0

    def reset(self, slot: int, seed: int) -> None:
        self.inner.reset(slot, seed)

    def act(self, observations: Sequence[Any], slots: Sequence[int]) -> list[str]:
        self.calls += 1
        actions = self.inner.act(observations, slots)
        if not self.broken:
            return actions
        if self.failing_slots is None:
            raise ConnectionError("model server went away")
        failures = {s: "CUDA out of memory" for s in slots if s in self.failing_slots}
        if not failures:
            return actions
        raise PolicyError(self.name, failures, [None if s in failures else a for s, a in zip(slots, actions)])


def _closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


# ------------------------------------------------------------------------------ the runner
def test_a_raising_policy_is_recorded_as_errors_and_the_run_stops(tmp_path: Path) -> None:
    out = tmp_path / "run"
    kwargs = {"personas": _personas(5)}
    policy = FlakyPolicy()
    result = run_benchmark(policy, out, env_kwargs=kwargs, concurrency=2, progress=False)
    assert result.records == [] and result.ran == 0 and not result.complete
    assert len(result.failed) == 2 and result.not_run == 3  # the first batch failed whole: stop
    assert policy.calls == 1
    assert result.stopped is not None and "model server went away" in result.stopped
    lines = list(read_jsonl(out / "trajectories.jsonl"))
    assert len(lines) == 2
    for line in lines:
        assert line["reason"] == POLICY_ERROR
        assert line["error"] == "ConnectionError: model server went away"
        assert line["turns"] == []  # no empty reply stands in for the missing one


def test_resume_after_the_policy_is_fixed_plays_the_failed_episodes_again(tmp_path: Path) -> None:
    out = tmp_path / "run"
    kwargs = {"personas": _personas(4)}
    run_benchmark(FlakyPolicy(), out, env_kwargs=kwargs, concurrency=2, progress=False)
    fixed = run_benchmark(FlakyPolicy(broken=False), out, env_kwargs=kwargs, concurrency=2, progress=False)
    assert fixed.complete and fixed.skipped == 0 and fixed.ran == 4 and len(fixed.records) == 4
    clean = run_benchmark(FlakyPolicy(broken=False), tmp_path / "clean", env_kwargs=kwargs, progress=False)
    assert fixed.records == clean.records
    again = run_benchmark(FlakyPolicy(broken=False), out, env_kwargs=kwargs, progress=False)
    assert again.ran == 0 and again.skipped == 4
    # The log keeps the failures, but scoring reads only the finished episodes.
    assert sum(r["reason"] == POLICY_ERROR for r in read_jsonl(out / "trajectories.jsonl")) == 2
    row = score_paths([out]).rows[0]
    assert (row.n, row.policy_errors) == (4, 0)
    assert row.score == summarise_trajectories(clean.records)["score"]


def test_a_failure_in_one_dialogue_leaves_the_others_running(tmp_path: Path) -> None:
    out = tmp_path / "run"
    kwargs = {"personas": _personas(4)}
    result = run_benchmark(
        FlakyPolicy(failing_slots=[1]), out, env_kwargs=kwargs, concurrency=2, progress=False
    )
    assert len(result.failed) >= 1 and result.not_run == 0
    assert len(result.records) + len(result.failed) == 4
    assert all(r["error"] == "CUDA out of memory" for r in result.failed)
    assert all(r["reason"] != POLICY_ERROR and r["error"] is None for r in result.records)


def test_a_summary_never_mixes_failed_episodes_into_the_score(tmp_path: Path) -> None:
    kwargs = {"personas": _personas(3)}
    good = run_benchmark(FlakyPolicy(broken=False), tmp_path / "good", env_kwargs=kwargs, progress=False)
    failed = {**good.records[0], "key": "extra#0", "reason": POLICY_ERROR, "error": "boom", "final_emotion": 0}
    summary = summarise_trajectories([*good.records, failed])
    assert summary == {**summarise_trajectories(good.records), "policy_errors": 1}
    assert "1 episode ended in a policy error and is not scored" in summary_markdown(summary)
    with pytest.raises(ValueError, match="no finished dialogue"):
        summarise_trajectories([failed])


# -------------------------------------------------------------------------- chat policies
class _FailingBackend:
    """Answers the first request and fails the others, as a backend reports failures."""

    def generate(self, requests: Sequence[Any]) -> list[Any]:
        from rlver_env.backends.base import Completion, Usage

        return [Completion(text="Hello.", usage=Usage(1, 1))] + [Completion.failure("HTTP 503")] * (len(requests) - 1)


def test_a_chat_policy_raises_instead_of_replying_with_nothing() -> None:
    policy = ChatModelPolicy(_FailingBackend(), name="openai:test#m")
    observation = ({"role": "user", "content": "I had a rough day."},)
    with pytest.raises(PolicyError) as caught:
        policy.act([observation, observation, observation], [4, 5, 6])
    assert caught.value.failures == {5: "HTTP 503", 6: "HTTP 503"}
    assert caught.value.actions == ["Hello.", None, None]
    assert "openai:test#m" in str(caught.value) and "HTTP 503" in str(caught.value)


# ------------------------------------------------------------------------------ the command
def _bench(tmp_path: Path, spec: str, *extra: str) -> list[str]:
    return [
        "bench", "--policy", spec, "--out", str(tmp_path / "run"),
        "--personas", str(tmp_path / "personas"), "--quiet", "--no-report", *extra,
    ]  # fmt: skip


def test_a_dead_openai_server_ends_the_bench_with_one_line_and_status_1(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _persona_folder(tmp_path, 3)
    spec = f"openai:http://127.0.0.1:{_closed_port()}/v1#m"
    code = main(_bench(tmp_path, spec, "--policy-retries", "0", "--policy-timeout", "1"))
    captured = capsys.readouterr()
    assert code == 1
    assert captured.out == ""  # nothing was scored, so no table
    lines = captured.err.splitlines()
    assert len(lines) == 1, captured.err
    assert lines[0].startswith("rlver-env bench: error: policy ")
    assert "connection failed" in lines[0] and "3 episodes logged as policy errors" in lines[0]
    assert "run the same command again" in lines[0]
    records = list(read_jsonl(tmp_path / "run" / "trajectories.jsonl"))
    assert [r["reason"] for r in records] == [POLICY_ERROR] * 3
    assert all(r["turns"] == [] and "connection failed" in r["error"] for r in records)
    assert "connection failed" in (tmp_path / "run" / "bench.log").read_text(encoding="utf-8")
    assert not (tmp_path / "run" / "summary.json").exists()


def test_the_bench_resumes_when_the_server_comes_back(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _persona_folder(tmp_path, 3)
    state = {"down": True}
    server = FaultServer(responder=lambda body: Status(503) if state["down"] else Ok(REPLY))
    with server:
        argv = _bench(tmp_path, f"openai:{server.base_url}#m", "--policy-retries", "0", "--concurrency", "3")
        assert main(argv) == 1
        assert len(capsys.readouterr().err.splitlines()) == 1
        state["down"] = False
        assert main(argv) == 0
        captured = capsys.readouterr()
    assert captured.err == ""
    assert "3 episodes (3 run now, 0 resumed)" in captured.out
    records = list(read_jsonl(tmp_path / "run" / "trajectories.jsonl"))
    assert [r["reason"] == POLICY_ERROR for r in records] == [True] * 3 + [False] * 3
    assert all(t["reply"] for r in records[3:] for t in r["turns"])
    summary = json.loads((tmp_path / "run" / "summary.json").read_text(encoding="utf-8"))
    assert summary["episodes"] == 3 and summary["policy_errors"] == 0


def test_library_warnings_go_to_the_run_directory_not_stderr(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _persona_folder(tmp_path, 2)
    spec = f"openai:http://127.0.0.1:{_closed_port()}/v1#m"
    assert main(_bench(tmp_path, spec, "--policy-retries", "1", "--policy-timeout", "1")) == 1
    assert len(capsys.readouterr().err.splitlines()) == 1
    log = (tmp_path / "run" / "bench.log").read_text(encoding="utf-8")
    assert "retry 1/1" in log
    assert not logging.getLogger("rlver_env").handlers  # the command took its handler away


def test_a_partly_failed_run_scores_only_what_finished_and_exits_1(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _persona_folder(tmp_path, 4)
    calls = {"n": 0}

    def respond(body: dict[str, Any]) -> Any:
        calls["n"] += 1
        return Status(500) if calls["n"] == 6 else Ok(REPLY)  # one turn of one dialogue fails

    with FaultServer(responder=respond) as server:
        spec = f"openai:{server.base_url}#m"
        argv = _bench(tmp_path, spec, "--policy-retries", "0", "--concurrency", "4")
        assert main(argv) == 1
        captured = capsys.readouterr()
    assert ": 3 of 4 episodes scored (3 run now, 0 resumed)" in captured.out
    lines = captured.err.splitlines()
    assert len(lines) == 1 and f"policy {spec!r} failed: " in lines[0]
    assert "HTTP 500" in lines[0] and "1 episode logged as a policy error" in lines[0]
    summary = json.loads((tmp_path / "run" / "summary.json").read_text(encoding="utf-8"))
    assert (summary["episodes"], summary["policy_errors"]) == (3, 1)
