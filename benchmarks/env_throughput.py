"""Steps per second of ``EmpathyDialogue-v0`` with the rule simulator, on one CPU core.

Measures the env alone (``env.unwrapped``) and as ``gym.make`` returns it (with its checker and
order-enforcing wrappers), stepping through whole dialogues with resets, for a fixed mix of
realistic replies taken from the scripted agents. The replies are made before the clock starts,
so only the env is timed. Prints steps/s and the ratio to the target of 3000 steps/s.

Run from a clone of the repository (the package need not be installed, only its
dependencies)::

    python benchmarks/env_throughput.py --seconds 5
    python benchmarks/env_throughput.py --profile 25   # where the time goes
"""

from __future__ import annotations

import os

# One core: keep numerical libraries from starting thread pools (set before numpy loads).
os.environ["OMP_NUM_THREADS"] = "1"
os.environ["MKL_NUM_THREADS"] = "1"
os.environ["OPENBLAS_NUM_THREADS"] = "1"
os.environ["NUMEXPR_NUM_THREADS"] = "1"

import argparse
import cProfile
import io
import platform
import pstats
import sys
import time
from pathlib import Path
from typing import Any

# Measure this checkout, whether or not the package is installed.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import gymnasium as gym
import numpy as np

import rlver_env  # noqa: F401  (registers the ids)
from rlver_env.agents import make_agent

ENV_ID = "EmpathyDialogue-v0"
TARGET_STEPS_PER_SECOND = 3000.0

#: How many replies of each scripted agent go into the mix (a mostly-trying policy).
REPLY_MIX: dict[str, int] = {
    "empathetic": 4,
    "solution_pusher": 2,
    "platitude": 2,
    "dismissive": 1,
    "random_text": 1,
}


def pin_to_one_core(cpu: int | None = None) -> str:
    """Restricts this process to one CPU where the OS allows it; returns a description.

    Args:
        cpu: The CPU to run on; the first one this process may use when ``None``.
    """
    if hasattr(os, "sched_setaffinity"):
        allowed = os.sched_getaffinity(0)
        chosen = min(allowed) if cpu is None else cpu
        if chosen not in allowed:
            raise SystemExit(f"--cpu {chosen}: this process may only use CPUs {sorted(allowed)}")
        os.sched_setaffinity(0, {chosen})
        return f"pinned to CPU {chosen}"
    return "not pinned (no sched_setaffinity here); numerical thread pools limited to 1"


def persona_source() -> str:
    """The bundled training personas (package data of ``rlver_env``, so always there)."""
    return "bundled:train"


def make_env(personas: str, wrapped: bool) -> gym.Env:
    """The benchmark env, with or without ``gym.make``'s wrappers."""
    env = gym.make(ENV_ID, personas=personas)
    return env if wrapped else env.unwrapped


def reply_pool(personas: str, seed: int = 0, dialogues_per_agent: int = 30) -> list[str]:
    """Replies the scripted agents really give in dialogues, mixed by :data:`REPLY_MIX`."""
    env = make_env(personas, wrapped=False)
    by_agent: dict[str, list[str]] = {}
    for name in REPLY_MIX:
        agent = make_agent(name)
        replies: list[str] = []
        for episode in range(dialogues_per_agent):
            observation, _ = env.reset(seed=seed + episode)
            agent.reset(seed=seed + episode)
            done = False
            while not done:
                action = agent.act(observation)
                replies.append(action)
                observation, _, terminated, truncated, _ = env.step(action)
                done = terminated or truncated
        by_agent[name] = replies
    env.close()
    rng = np.random.default_rng(seed)
    pool: list[str] = []
    rounds = min(len(r) // w for r, w in ((by_agent[n], w) for n, w in REPLY_MIX.items()))
    for name, weight in REPLY_MIX.items():
        pool.extend(by_agent[name][: rounds * weight])
    order = rng.permutation(len(pool))
    return [pool[i] for i in order]


def measure(env: gym.Env, replies: list[str], seconds: float) -> dict[str, Any]:
    """Steps whole dialogues (reset included in the time) for about ``seconds`` seconds.

    Returns wall-clock and CPU-time rates: on a busy machine the CPU-time rate is what one
    core of its own would give.
    """
    steps = episodes = 0
    index = 0
    count = len(replies)
    step, reset = env.step, env.reset
    cpu_start = time.process_time()
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        reset(seed=episodes)
        done = False
        while not done:
            _, _, terminated, truncated, _ = step(replies[index % count])
            index += 1
            steps += 1
            done = terminated or truncated
        episodes += 1
        if time.perf_counter() >= deadline:
            break
    elapsed = time.perf_counter() - start
    cpu_seconds = time.process_time() - cpu_start
    return {
        "steps": steps,
        "episodes": episodes,
        "seconds": elapsed,
        "cpu_seconds": cpu_seconds,
        "steps_per_second": steps / elapsed,
        "steps_per_cpu_second": steps / cpu_seconds if cpu_seconds > 0 else float("nan"),
    }


def profile(env: gym.Env, replies: list[str], seconds: float, top: int) -> str:
    """cProfile of :func:`measure`; returns the top functions by own time and by cumulative time."""
    profiler = cProfile.Profile()
    profiler.enable()
    measure(env, replies, seconds)
    profiler.disable()
    out = io.StringIO()
    stats = pstats.Stats(profiler, stream=out).strip_dirs()
    stats.sort_stats("tottime").print_stats(top)
    stats.sort_stats("cumulative").print_stats(top)
    return out.getvalue()


def _line(label: str, result: dict[str, Any]) -> str:
    rate = result["steps_per_second"]
    cpu_rate = result["steps_per_cpu_second"]
    return (
        f"{label:<10} {rate:8.0f} steps/s  {rate / TARGET_STEPS_PER_SECOND:.2f}x the "
        f"{TARGET_STEPS_PER_SECOND:.0f} target  (per CPU second: {cpu_rate:.0f}, "
        f"{cpu_rate / TARGET_STEPS_PER_SECOND:.2f}x; {result['steps']} steps, "
        f"{result['episodes']} dialogues in {result['seconds']:.1f} s)"
    )


def main(argv: list[str] | None = None) -> int:
    """Runs the benchmark and prints the results."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--seconds", type=float, default=5.0, help="seconds of stepping per variant (default: 5)"
    )
    parser.add_argument("--seed", type=int, default=0, help="seed for the reply pool (default: 0)")
    parser.add_argument(
        "--profile",
        type=int,
        default=0,
        metavar="N",
        help="also profile the env and print the top N functions",
    )
    parser.add_argument(
        "--profile-env",
        choices=("unwrapped", "gym.make"),
        default="unwrapped",
        help="which variant --profile runs (default: %(default)s)",
    )
    parser.add_argument(
        "--cpu", type=int, default=None, help="the CPU to pin to (default: the first allowed)"
    )
    args = parser.parse_args(argv)
    if args.seconds <= 0:
        parser.error("--seconds must be positive")

    pinned = pin_to_one_core(args.cpu)
    personas = persona_source()
    replies = reply_pool(personas, seed=args.seed)
    mix = ", ".join(f"{name} {weight}" for name, weight in REPLY_MIX.items())
    print(f"{ENV_ID}, rule simulator, personas {personas}")
    print(f"python {platform.python_version()} on {platform.machine()}, {pinned}")
    print(
        f"{len(replies)} replies from the scripted agents, mixed {mix}; "
        f"{args.seconds:g} s per variant"
    )

    results = {}
    for label, wrapped in (("unwrapped", False), ("gym.make", True)):
        env = make_env(personas, wrapped)
        measure(env, replies, min(0.5, args.seconds))  # warm-up: caches, lazy imports
        results[label] = measure(env, replies, args.seconds)
        env.close()
        print(_line(label, results[label]))

    if args.profile:
        env = make_env(personas, wrapped=args.profile_env == "gym.make")
        print()
        print(f"profile of {args.profile_env}:")
        print(profile(env, replies, args.seconds, args.profile))
        env.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
