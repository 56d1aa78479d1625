"""A time limit for an awaitable that costs a timer, not a task.

:func:`asyncio.wait_for` wraps the awaitable in a new task (before Python 3.12), which is a
measurable cost when a vector env sends one request per dialogue and stage. On Python 3.11+
:func:`within` is :func:`asyncio.timeout`, which only arms a timer; on 3.10 it falls back to
:func:`asyncio.wait_for`. Both raise :class:`asyncio.TimeoutError` when the time passes.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable
from typing import TypeVar

T = TypeVar("T")

_timeout = getattr(asyncio, "timeout", None)


async def within(awaitable: Awaitable[T], seconds: float) -> T:
    """``await awaitable``, cancelled with :class:`asyncio.TimeoutError` after ``seconds``.

    Args:
        awaitable: A coroutine or future.
        seconds: The time limit (``math.inf`` or a huge value: effectively none).
    """
    if _timeout is None:  # Python 3.10
        return await asyncio.wait_for(awaitable, seconds)
    async with _timeout(seconds):
        return await awaitable
