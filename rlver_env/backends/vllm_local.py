"""vLLM in this process: one batched ``LLM.chat`` call per batch, with structured outputs.

vLLM is imported only when the engine is first needed. Building the call (the conversations
and each request's sampling arguments, the JSON Schema included) is plain Python in
:func:`build_chat_call`, so it can be checked on a machine without vLLM.
"""

from __future__ import annotations

import importlib.util
import threading
from collections.abc import Sequence
from typing import Any

from rlver_env.backends.base import Backend, ChatRequest, Completion, Usage
from rlver_env.backends.openai_http import wire_schema
from rlver_env.backends.worker_thread import generate_in_thread
from rlver_env.errors import MissingDependencyError


def vllm_available() -> bool:
    """Whether vLLM is installed."""
    return importlib.util.find_spec("vllm") is not None


def build_chat_call(requests: Sequence[ChatRequest]) -> tuple[list[list[dict[str, str]]], list[dict[str, Any]]]:
    """The arguments of one ``LLM.chat`` call, as plain data.

    Returns:
        The conversations, and for each request the keyword arguments of its
        ``vllm.SamplingParams``; a request with a schema gets ``"structured_outputs":
        {"json": schema}``.
    """
    conversations = [[dict(m) for m in r.messages] for r in requests]
    params = []
    for r in requests:
        kwargs = r.sampling.request_fields()
        if r.response_schema is not None:
            kwargs["structured_outputs"] = {"json": wire_schema(r.response_schema)}
        params.append(kwargs)
    return conversations, params


class VLLMBackend(Backend):
    """Runs a model with vLLM's offline ``LLM`` engine.

    Args:
        model: A model folder or id that vLLM can load.
        model_name: The name used in cache keys and reports (default: ``model``).
        engine_kwargs: Keyword arguments for ``vllm.LLM`` (``tensor_parallel_size``, ...).

    Raises:
        MissingDependencyError: If vLLM is not installed (extra ``vllm``).
    """

    name = "vllm"
    supports_schema = True

    def __init__(self, model: str, *, model_name: str | None = None, engine_kwargs: dict[str, Any] | None = None) -> None:
        if not vllm_available():
            raise MissingDependencyError("vllm", "vllm", "The in-process vLLM backend")
        super().__init__(model_name or str(model))
        self.model_path = str(model)
        self.engine_kwargs = dict(engine_kwargs or {})
        self._engine: Any = None
        self._lock = threading.Lock()

    async def agenerate(self, requests: Sequence[ChatRequest]) -> list[Completion]:
        """Generates the whole batch in one ``LLM.chat`` call (in a worker thread)."""
        return await generate_in_thread(self._generate, requests, f"vllm backend ({self.model})")

    def _generate(self, requests: list[ChatRequest]) -> list[Completion]:
        conversations, params = build_chat_call(requests)
        with self._lock:
            engine = self._load()
            sampling = [_sampling_params(kwargs) for kwargs in params]
            outputs = engine.chat(conversations, sampling_params=sampling, use_tqdm=False)
        self.request_count += len(requests)
        completions = []
        for out in outputs:
            best = out.outputs[0]
            usage = Usage(len(out.prompt_token_ids or ()), len(best.token_ids or ()))
            completions.append(Completion(text=best.text, usage=usage, finish_reason=best.finish_reason))
        return completions

    def _load(self) -> Any:
        if self._engine is None:
            try:
                from vllm import LLM
            except ImportError as exc:
                raise MissingDependencyError("vllm", "vllm", "The in-process vLLM backend") from exc
            self._engine = LLM(model=self.model_path, **self.engine_kwargs)
        return self._engine


def _sampling_params(kwargs: dict[str, Any]) -> Any:
    from vllm import SamplingParams

    kwargs = dict(kwargs)
    structured = kwargs.pop("structured_outputs", None)
    if structured is not None:
        try:  # vLLM >= 0.10
            from vllm.sampling_params import StructuredOutputsParams

            kwargs["structured_outputs"] = StructuredOutputsParams(**structured)
        except ImportError:  # older vLLM
            from vllm.sampling_params import GuidedDecodingParams

            kwargs["guided_decoding"] = GuidedDecodingParams(**structured)
    return SamplingParams(**kwargs)
