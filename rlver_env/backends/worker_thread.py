"""Running an in-process engine's blocking batch call off the event loop, failures contained.

The in-process backends (transformers, vLLM) call a model synchronously. :func:`generate_in_thread`
runs that call in a worker thread, so the event loop that drives the environments keeps
serving, and turns an exception into one failed :class:`Completion` per request, so a model
failure fails the batch and never the caller (the contract of :class:`Backend`).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Sequence

from rlver_env.backends.base import ChatRequest, Completion

logger = logging.getLogger(__name__)


async def generate_in_thread(
    generate: Callable[[list[ChatRequest]], list[Completion]],
    requests: Sequence[ChatRequest],
    label: str,
) -> list[Completion]:
    """Runs ``generate(requests)`` in a worker thread; an exception fails every request.

    Args:
        generate: The blocking batch call; one completion per request, in order.
        requests: The batch (an empty batch returns at once, without calling ``generate``).
        label: Names the backend and model in the log and in each failure's ``error``, such as
            ``"vllm backend (Qwen/Qwen2.5-7B-Instruct)"``.

    Returns:
        ``generate``'s completions, or for an exception ``len(requests)`` retryable failures
        whose ``error`` reads ``"<label>: <ExceptionType>: <message>"``.
    """
    if not requests:
        return []
    try:
        return await asyncio.to_thread(generate, list(requests))
    except Exception as exc:  # a model failure fails this batch, never the caller
        logger.exception("%s: generate failed", label)
        return [Completion.failure(f"{label}: {type(exc).__name__}: {exc}")] * len(requests)
