"""Steps per second of ``EmpathyDialogue-v0`` with the rule simulator, on one CPU core.

A replayed set of replies mostly measures the rule reader's caches (keyed by reply and sentence
text); a trained policy writes new replies every time. So the same env is timed, side by side,
on four kinds of replies (see ``unique_replies.py``):

* ``replayed``: the scripted agents' replies, mixed by :data:`REPLY_MIX` and replayed (a few
  hundred texts come back again and again), in the env alone (``env.unwrapped``) and as
  ``gym.make`` returns it (with its checker and order-enforcing wrappers);
* ``unique``: the same mix, each reply closed by a sentence never used before, so no reply
  repeats (its other sentences still do);
* ``sincere-40``: new replies of about 40 words, from templates filled with the dialogue
  persona's words, so no reply and (almost) no sentence repeats: the figure for a policy;
* ``sincere-40 xN``: the same through the vector env with ``--num-envs`` dialogues (default
  64), steps/s over all of them.

Whole dialogues are stepped, resets included; each dialogue's replies are made while the clock
is stopped, so only the env is timed. The rows take turns, a second at a time, so that the
machine's load and the caches that fill as the process runs weigh on all of them alike, and no
two rows play the same dialogues. Everything is seeded. The table gives wall-clock and CPU-time
rates, the ratio to the first ``replayed`` row, and the share of replies and sentences that had
not been stepped before in this process.

Run from a clone of the repository (the package need not be installed, only its
dependencies)::

    python benchmarks/env_throughput.py              # 5 s a row
    python benchmarks/env_throughput.py --quick      # 1 s a row
    python benchmarks/env_throughput.py --profile 25 --profile-replies sincere-40
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
import math
import platform
import pstats
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

# Measure this checkout, whether or not the package is installed.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import gymnasium as gym
import numpy as np

import rlver_env  # noqa: F401  (registers the ids)
from rlver_env.agents import make_agent
from rlver_env.env import EmpathyDialogueEnv
from rlver_env.vector_env import EmpathyDialogueVectorEnv

sys.path.insert(0, str(Path(__file__).resolve().parent))
from unique_replies import (  # a module of this folder
    ReplayedReplies,
    ReplyStream,
    Seen,
    SincereReplies,
    UniqueSuffixReplies,
)

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


#: The kinds of replies, by row name.
REPLY_KINDS = ("replayed", "unique", "sincere-40")


def make_stream(kind: str, pool: list[str], seed: int, seen: Seen) -> ReplyStream:
    """The reply stream of one kind (see :data:`REPLY_KINDS`)."""
    if kind == "replayed":
        return ReplayedReplies(pool, seen=seen)
    if kind == "unique":
        return UniqueSuffixReplies(pool, seed=seed, seen=seen)
    if kind == "sincere-40":
        return SincereReplies(seed=seed, seen=seen)
    raise ValueError(f"unknown reply kind {kind!r}; choose one of {list(REPLY_KINDS)}")


class _Clock:
    """Wall-clock and CPU time, summed over the stretches it runs."""

    def __init__(self) -> None:
        self.seconds = self.cpu_seconds = 0.0
        self._wall = self._cpu = 0.0

    def start(self) -> None:
        self._wall, self._cpu = time.perf_counter(), time.process_time()

    def stop(self) -> None:
        self.seconds += time.perf_counter() - self._wall
        self.cpu_seconds += time.process_time() - self._cpu


def _result(steps: int, episodes: int, clock: _Clock) -> dict[str, Any]:
    return {
        "steps": steps,
        "episodes": episodes,
        "seconds": clock.seconds,
        "cpu_seconds": clock.cpu_seconds,
        "steps_per_second": steps / clock.seconds if clock.seconds > 0 else float("nan"),
        "steps_per_cpu_second": steps / clock.cpu_seconds
        if clock.cpu_seconds > 0
        else float("nan"),
    }


def measure(
    env: gym.Env, stream: ReplyStream, seconds: float, first_seed: int = 0
) -> dict[str, Any]:
    """Steps whole dialogues of one env (resets timed, reply making not) for about ``seconds``.

    Dialogue ``k`` is reset with seed ``first_seed + k``. Returns wall-clock and CPU-time
    rates: on a busy machine the CPU-time rate is what one core of its own would give.
    """
    inner = env.unwrapped
    assert isinstance(inner, EmpathyDialogueEnv)
    turns = inner.rules.max_turns
    step, reset = env.step, env.reset
    clock = _Clock()
    steps = episodes = 0
    while clock.seconds < seconds:
        clock.start()
        reset(seed=first_seed + episodes)
        clock.stop()
        assert inner.state is not None
        replies = stream.dialogue(inner.state.persona, turns)
        used = 0
        clock.start()
        for reply in replies:
            _, _, terminated, truncated, _ = step(reply)
            used += 1
            if terminated or truncated:
                break
        clock.stop()
        stream.record(replies[:used])
        steps += used
        episodes += 1
    return _result(steps, episodes, clock)


class VectorRun:
    """Steps a vector env for a while at each call, its dialogues going on from call to call.

    Autoresets are timed, the making of replies is not; a step of one dialogue counts one.
    Under the ``NextStep`` autoreset the step after a dialogue ends resets it: that sub-env's
    action is ignored and it is not counted. The first call resets the env (untimed) with its
    ``first_seed``; the autoresets seed the later dialogues.
    """

    def __init__(self, envs: EmpathyDialogueVectorEnv) -> None:
        self.envs = envs
        self.turns = envs.envs[0].rules.max_turns
        self._queues: list[list[str]] | None = None
        self._used = [0] * envs.num_envs
        self._resetting = np.zeros(envs.num_envs, dtype=np.bool_)

    def __call__(self, stream: ReplyStream, seconds: float, first_seed: int = 0) -> dict[str, Any]:
        """Steps for about ``seconds`` of env time; returns the steps and the time taken."""
        envs, used = self.envs, self._used
        if self._queues is None:
            envs.reset(seed=first_seed)
            self._queues = [stream.dialogue(_persona(env), self.turns) for env in envs.envs]
        queues, resetting = self._queues, self._resetting
        clock = _Clock()
        steps = episodes = 0
        while clock.seconds < seconds:
            actions = tuple(
                "" if resetting[i] else queues[i][used[i]] for i in range(envs.num_envs)
            )
            clock.start()
            _, _, terminated, truncated, _ = envs.step(actions)
            clock.stop()
            steps += envs.num_envs - int(resetting.sum())
            stream.record([a for a, r in zip(actions, resetting) if not r])
            for i in range(envs.num_envs):
                if resetting[i]:  # a new dialogue began in this step
                    queues[i], used[i] = stream.dialogue(_persona(envs.envs[i]), self.turns), 0
                else:
                    used[i] += 1
            done = np.logical_or(terminated, truncated) & ~resetting
            episodes += int(done.sum())
            self._resetting = resetting = done
        return _result(steps, episodes, clock)


def _persona(env: EmpathyDialogueEnv) -> Any:
    assert env.state is not None
    return env.state.persona


def profile(env: gym.Env, stream: ReplyStream, seconds: float, top: int) -> str:
    """cProfile of :func:`measure`; returns the top functions by own time and by cumulative time."""
    profiler = cProfile.Profile()
    profiler.enable()
    measure(env, stream, seconds)
    profiler.disable()
    out = io.StringIO()
    stats = pstats.Stats(profiler, stream=out).strip_dirs()
    stats.sort_stats("tottime").print_stats(top)
    stats.sort_stats("cumulative").print_stats(top)
    return out.getvalue()


HEADER = (
    f"{'row':<16} {'env':<10} {'steps/s':>8} {'per CPU s':>10} {'vs replayed':>12} "
    f"{'new replies':>12} {'new sentences':>14}"
)


def _line(row: str, env: str, result: dict[str, Any], replayed: float, stream: ReplyStream) -> str:
    rate = result["steps_per_second"]
    new_replies, new_sentences = stream.novelty.share()
    return (
        f"{row:<16} {env:<10} {rate:8.0f} {result['steps_per_cpu_second']:10.0f} "
        f"{rate / replayed:11.2f}x {new_replies:12.1%} {new_sentences:14.1%}"
    )


#: Longest stretch a row runs before the next row's turn (rows take turns, see :func:`interleaved`).
CHUNK_SECONDS = 1.0

#: Times a row: ``(stream, seconds, first_seed) -> result``.
Runner = Callable[[ReplyStream, float, int], dict[str, Any]]

#: Row ``r``'s dialogues of stretch ``k`` are seeded from ``r * ROW_SEEDS + k * STRETCH_SEEDS``
#: (its warm-up's from ``(r + 1) * ROW_SEEDS - STRETCH_SEEDS``), so that no two rows or stretches
#: play the same dialogues: a row must not hit the caches another row just filled.
ROW_SEEDS = 10**6
STRETCH_SEEDS = 10**4


def warm_up(run: Runner, stream: ReplyStream, seconds: float, row: int) -> None:
    """Loads what loads lazily and fills the word caches (a policy's vocabulary repeats too).

    A replayed pool is first handed out once in full, so that its row measures replaying, as
    its name says. The novelty counts start again afterwards.
    """
    first_seed = (row + 1) * ROW_SEEDS - STRETCH_SEEDS
    run(stream, min(0.5, seconds), first_seed)
    while not stream.warm:
        first_seed += STRETCH_SEEDS // 10
        run(stream, 0.5, first_seed)
    stream.reset_counts()


def interleaved(rows: list[tuple[Runner, ReplyStream]], seconds: float) -> list[dict[str, Any]]:
    """Times every row for ``seconds``, the rows taking turns in stretches of at most a second.

    Taking turns keeps the rows side by side: a change in the machine's load, or caches that
    fill as the process runs, weigh on every row alike rather than on the ones that ran first.
    """
    rounds = max(1, math.ceil(seconds / CHUNK_SECONDS))
    totals = [{"steps": 0, "episodes": 0, "seconds": 0.0, "cpu_seconds": 0.0} for _ in rows]
    for stretch in range(rounds):
        for row, (total, (run, stream)) in enumerate(zip(totals, rows)):
            part = run(stream, seconds / rounds, row * ROW_SEEDS + stretch * STRETCH_SEEDS)
            for key in total:
                total[key] += part[key]
    for total in totals:
        total["steps_per_second"] = total["steps"] / total["seconds"]
        total["steps_per_cpu_second"] = (
            total["steps"] / total["cpu_seconds"] if total["cpu_seconds"] > 0 else float("nan")
        )
    return totals


def main(argv: list[str] | None = None) -> int:
    """Runs the benchmark and prints the table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--seconds",
        type=float,
        default=None,
        help="seconds of stepping per row (default: 5; 1 with --quick)",
    )
    parser.add_argument("--quick", action="store_true", help="1 s per row, for a first look")
    parser.add_argument(
        "--seed", type=int, default=0, help="seed of the reply pool and the replies (default: 0)"
    )
    parser.add_argument(
        "--num-envs",
        type=int,
        default=64,
        help="dialogues of the vector-env row (default: %(default)s)",
    )
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
        help="which env --profile runs (default: %(default)s)",
    )
    parser.add_argument(
        "--profile-replies",
        choices=REPLY_KINDS,
        default="sincere-40",
        help="which replies --profile steps (default: %(default)s)",
    )
    parser.add_argument(
        "--cpu", type=int, default=None, help="the CPU to pin to (default: the first allowed)"
    )
    args = parser.parse_args(argv)
    seconds = args.seconds if args.seconds is not None else (1.0 if args.quick else 5.0)
    if seconds <= 0:
        parser.error("--seconds must be positive")
    if args.num_envs < 1:
        parser.error("--num-envs must be at least 1")

    pinned = pin_to_one_core(args.cpu)
    personas = persona_source()
    pool = reply_pool(personas, seed=args.seed)
    seen = Seen()
    mix = ", ".join(f"{name} {weight}" for name, weight in REPLY_MIX.items())
    reward = make_env(personas, wrapped=False).reward_version
    print(f"{ENV_ID}, rule simulator (reward {reward}), personas {personas}")
    print(f"python {platform.python_version()} on {platform.machine()}, {pinned}")
    print(f"replies: {len(pool)} from the scripted agents ({len(set(pool))} distinct), mixed {mix}")

    def single(wrapped: bool) -> Runner:
        env = make_env(personas, wrapped)
        return lambda stream, duration, first_seed: measure(env, stream, duration, first_seed)

    vector = EmpathyDialogueVectorEnv(args.num_envs, personas=personas)
    vector_run = VectorRun(vector)
    rows: list[tuple[str, str, Runner]] = [
        ("replayed", "unwrapped", single(False)),
        ("replayed", "gym.make", single(True)),
        ("unique", "unwrapped", single(False)),
        ("sincere-40", "unwrapped", single(False)),
        ("sincere-40", f"vector x{args.num_envs}", vector_run),
    ]
    # Seeds of their own: two rows of new replies must not draw the same ones.
    streams = [
        make_stream(row, pool, args.seed + index, seen) for index, (row, _, _) in enumerate(rows)
    ]
    for row, ((_, _, run), stream) in enumerate(zip(rows, streams)):
        warm_up(run, stream, seconds, row)
    results = interleaved([(run, stream) for (_, _, run), stream in zip(rows, streams)], seconds)
    vector.close()
    print(
        f"{seconds:g} s per row, the rows taking turns in stretches of at most {CHUNK_SECONDS:g} s"
    )
    print()
    print(HEADER)
    replayed = results[0]["steps_per_second"]
    for (row, env_name, _), stream, result in zip(rows, streams, results):
        print(_line(row, env_name, result, replayed, stream))
    print()
    print(
        "replayed: the mix replayed; unique: each reply closed by a sentence never stepped before;"
    )
    print(
        "sincere-40: new ~40-word replies from templates and the persona's words (what a policy sends);"
    )
    print(
        f"vs replayed: steps/s over the first row's; target: {TARGET_STEPS_PER_SECOND:.0f} steps/s on one env"
    )

    if args.profile:
        env = make_env(personas, wrapped=args.profile_env == "gym.make")
        print()
        print(f"profile of {args.profile_env} with {args.profile_replies} replies:")
        stream = make_stream(args.profile_replies, pool, args.seed + len(rows), seen)
        print(profile(env, stream, seconds, args.profile))
        env.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
