"""A transformers model in this process: batched ``generate`` with left padding.

Requests that share a temperature and top-p go to the model as one left-padded batch (chunked
by ``max_batch_size``), each rendered with the tokenizer's chat template. Different
``max_tokens`` in one batch are served by one call that generates up to the largest and cuts
each completion at its own limit. When the batch carries seeds, the torch generator is seeded
from all of them, so the same batch gives the same completions. There is no constrained
decoding: the caller parses the text.
"""

from __future__ import annotations

import hashlib
import importlib.util
import threading
from collections.abc import Sequence
from typing import Any

from rlver_env.backends.base import Backend, ChatRequest, Completion, Usage
from rlver_env.backends.worker_thread import generate_in_thread
from rlver_env.errors import BackendError, MissingDependencyError


class TransformersBackend(Backend):
    """Runs a Hugging Face causal LM in-process.

    Args:
        model: A local folder or a model id that transformers can load offline.
        model_name: The name used in cache keys and reports (default: ``model``).
        device: ``"cpu"``, ``"cuda"``, ``"cuda:1"``, ...
        dtype: ``"auto"``, ``"float32"``, ``"bfloat16"``, ...
        max_batch_size: The most sequences per ``generate`` call.
        trust_remote_code: Passed to transformers.

    Raises:
        MissingDependencyError: If torch or transformers is missing (extra ``llm``).
    """

    name = "transformers"

    def __init__(
        self,
        model: str,
        *,
        model_name: str | None = None,
        device: str = "cpu",
        dtype: str = "auto",
        max_batch_size: int = 16,
        trust_remote_code: bool = False,
    ) -> None:
        for package in ("torch", "transformers"):
            if importlib.util.find_spec(package) is None:
                raise MissingDependencyError(package, "llm", "The in-process transformers backend")
        if max_batch_size < 1:
            raise ValueError(f"max_batch_size must be at least 1, got {max_batch_size}")
        super().__init__(model_name or str(model))
        self.model_path = str(model)
        self.device = device
        self.dtype = dtype
        self.max_batch_size = int(max_batch_size)
        self.trust_remote_code = trust_remote_code
        self._model: Any = None
        self._tokenizer: Any = None
        self._lock = threading.Lock()

    async def agenerate(self, requests: Sequence[ChatRequest]) -> list[Completion]:
        """Generates in a worker thread, so the event loop stays responsive."""
        return await generate_in_thread(self._generate_all, requests, f"transformers backend ({self.model})")

    def prompts(self, requests: Sequence[ChatRequest]) -> list[str]:
        """The chat-template renderings of the requests (loads the tokenizer)."""
        self._load()
        return [
            self._tokenizer.apply_chat_template(list(r.messages), tokenize=False, add_generation_prompt=True)
            for r in requests
        ]

    def describe(self) -> dict[str, Any]:
        """A JSON-compatible description."""
        return {**super().describe(), "device": self.device, "dtype": self.dtype, "max_batch_size": self.max_batch_size}

    # ------------------------------------------------------------------ internals
    def _load(self) -> None:
        with self._lock:
            if self._model is not None:
                return
            import torch
            from transformers import AutoModelForCausalLM, AutoTokenizer

            try:
                tokenizer = AutoTokenizer.from_pretrained(self.model_path, trust_remote_code=self.trust_remote_code)
                dtype = self.dtype if self.dtype == "auto" else getattr(torch, self.dtype)
                model = AutoModelForCausalLM.from_pretrained(
                    self.model_path, dtype=dtype, trust_remote_code=self.trust_remote_code
                )
            except (OSError, ValueError) as exc:
                raise BackendError(f"cannot load the model {self.model_path!r} with transformers: {exc}") from exc
            tokenizer.padding_side = "left"
            if tokenizer.pad_token_id is None:
                tokenizer.pad_token = tokenizer.eos_token
            self._tokenizer = tokenizer
            self._model = model.to(self.device).eval()

    def _generate_all(self, requests: list[ChatRequest]) -> list[Completion]:
        self._load()
        results: list[Completion | None] = [None] * len(requests)
        groups: dict[tuple[float, float], list[int]] = {}
        for i, request in enumerate(requests):
            groups.setdefault((request.sampling.temperature, request.sampling.top_p), []).append(i)
        for (temperature, top_p), indices in groups.items():
            for start in range(0, len(indices), self.max_batch_size):
                chunk = indices[start : start + self.max_batch_size]
                outputs = self._generate_batch([requests[i] for i in chunk], temperature, top_p)
                for i, completion in zip(chunk, outputs):
                    results[i] = completion
        return [r for r in results if r is not None]

    def _generate_batch(self, requests: list[ChatRequest], temperature: float, top_p: float) -> list[Completion]:
        import torch

        tokenizer, model = self._tokenizer, self._model
        texts = self.prompts(requests)
        encoded = tokenizer(texts, return_tensors="pt", padding=True, add_special_tokens=False).to(self.device)
        max_new = max(r.sampling.max_tokens for r in requests)
        kwargs: dict[str, Any] = {"max_new_tokens": max_new, "pad_token_id": tokenizer.pad_token_id}
        if temperature > 0:
            kwargs.update(do_sample=True, temperature=temperature, top_p=top_p, top_k=0)
        else:
            kwargs.update(do_sample=False, temperature=None, top_p=None, top_k=None)
        seeds = [r.sampling.seed for r in requests if r.sampling.seed is not None]
        if seeds:
            digest = hashlib.sha256(",".join(map(str, seeds)).encode()).digest()
            torch.manual_seed(int.from_bytes(digest[:8], "little") % (2**63))
        with self._lock, torch.inference_mode():
            output = model.generate(**encoded, **kwargs)
        self.request_count += len(requests)
        prompt_len = encoded["input_ids"].shape[1]
        eos_ids = _eos_ids(tokenizer, model)
        completions = []
        for row, request in enumerate(requests):
            new_tokens = output[row, prompt_len:].tolist()[: request.sampling.max_tokens]
            finish = "length"
            for j, token in enumerate(new_tokens):
                if token in eos_ids:
                    new_tokens, finish = new_tokens[: j + 1], "stop"
                    break
            text = tokenizer.decode(new_tokens, skip_special_tokens=True)
            for stop in request.sampling.stop:
                if stop and stop in text:
                    text, finish = text[: text.index(stop)], "stop"
            usage = Usage(int(encoded["attention_mask"][row].sum()), len(new_tokens))
            completions.append(Completion(text=text, usage=usage, finish_reason=finish))
        return completions


def _eos_ids(tokenizer: Any, model: Any) -> set[int]:
    ids: set[int] = set()
    for value in (tokenizer.eos_token_id, getattr(model.generation_config, "eos_token_id", None)):
        if isinstance(value, int):
            ids.add(value)
        elif isinstance(value, (list, tuple)):
            ids.update(v for v in value if isinstance(v, int))
    return ids
