"""The time limit used on every backend request."""

from __future__ import annotations

import asyncio

import pytest

from rlver_env.backends.aio import within


def test_within_returns_the_result_in_time():
    async def quick() -> int:
        await asyncio.sleep(0)
        return 7

    assert asyncio.run(within(quick(), 1.0)) == 7


def test_within_cancels_what_runs_too_long():
    cancelled = []

    async def slow() -> None:
        try:
            await asyncio.sleep(10)
        except asyncio.CancelledError:
            cancelled.append(True)
            raise

    async def main() -> None:
        with pytest.raises(asyncio.TimeoutError):
            await within(slow(), 0.05)

    asyncio.run(main())
    assert cancelled == [True]


def test_within_leaves_an_outer_cancellation_alone():
    async def main() -> None:
        task = asyncio.ensure_future(within(asyncio.sleep(10), 5.0))
        await asyncio.sleep(0.01)
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task

    asyncio.run(main())
