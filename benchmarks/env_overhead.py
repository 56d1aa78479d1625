"""How much of a step is spent outside the backend, and the rule-simulator vector env's speed.

1. LLM simulator at a fixed backend latency (default 100 ms): a backend that waits the latency
   and answers with valid appraisal/reply JSON. Each vector step runs two backend batches
   (appraisals, then replies); the time inside them is measured, and the rest of the step
   (env, action parsing, prompt building, output parsing and validation) is the overhead.
   Target: overhead <= 2% of the step time. The same steps are also run with no latency,
   back to back: on machines that slow down after idling (cold caches; on small virtual
   machines the same code can run 2-3x slower after a 10 ms pause), the difference between
   the two figures is the machine's, not the env's.

   Each figure is split into the simulator's own Python (prompt building, request objects,
   answer parsing and validation: the time inside ``step_batch`` less the time inside the
   backend), the garbage collector's (``gc.callbacks``; the full collections that the steps'
   allocations trigger now and then scan the whole process, not only the env) and the env's
   (the rest: action parsing, applying the rules, observations, batching ``info``).

   Where the floor is: this work is per dialogue, on one core (the GIL), and waits for
   nothing, so it grows with ``num_envs`` while the step's time (2 x latency) does not. One
   dialogue's step is two prompts filled from templates, two request objects, two JSON answers
   decoded and checked against their schemas (the simulator's part, most of it), the rules
   applied, and an observation and an info written (the env's): the script prints its
   microseconds of Python per dialogue next to what 2% of the step allows (4 ms / 64 = 62 us
   at 64 envs and 100 ms).

   Each size also runs the vector step as it was before the dialogue pool
   (:class:`rlver_env.runs.pool.DialoguePool`), reconstructed here: the sub-envs stepped one
   by one around one ``step_batch`` call, with observations built by the former per-message
   dict literal. Its figures (``before the pool``) are measured in the same run, alternating
   with the current ones, so the two compare on the same machine state.
   With ``--baseline DIR`` (another checkout of this project, e.g. an earlier commit from
   ``git archive REV | tar -x -C DIR``), each size is also measured for that checkout and for
   this one, each run in a fresh process of its own and the two alternating, so that a change
   anywhere in the env or the simulator is compared side by side, in the same run. Both are
   timed by this file's harness (the other checkout gives only its package), so a change of
   the harness cannot pass for a change of the env.

   A garbage collection is counted where it belongs whichever call it strikes in: a full one
   takes some 15-25 ms here and comes every few dozen steps, so in 16 steps it falls in a run
   or not, and where it falls in the step moves with any change of what a step allocates.
   One that strikes while the benchmark's backend builds its answers is the steps' too, and
   stays outside the backend (as ``gc``).
2. The rule-simulator vector env: steps per second (one sub-env step counts as one step).

Usage: python benchmarks/env_overhead.py [--latency 0.1] [--num-envs 1,8,64] [--steps 16] [--repeats 3]
    [--baseline DIR]
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import subprocess
import sys
import time
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "1")
# Measure this checkout, whether or not the package is installed.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import gymnasium as gym  # noqa: E402
import numpy as np  # noqa: E402

import rlver_env  # noqa: E402,F401
from rlver_env.backends import Backend, Completion, Usage  # noqa: E402
from rlver_env.simulators.llm.simulator import LLMSimulator  # noqa: E402
from rlver_env.vector_env import EmpathyDialogueVectorEnv, batch_infos  # noqa: E402

TARGET = 0.02  # the share of the step the time outside the backend may take

APPRAISAL = json.dumps(
    {"agent_meaning": "They listen.", "goal_fit": "Partly.", "inner_activity": "Thinking.", "feeling": "Calmer.", "change": 1}
)
REPLY = json.dumps(
    {"attitude": "guarded", "goal": "test them", "tone": "tired", "draft": "I guess.", "reply": "I guess. It's a lot.", "goodbye": False}
)
ACTION = "<think>They sound worn out; reflect it.</think>That sounds exhausting. I'm here, tell me more about it."


class LatencyBackend(Backend):
    """Waits ``latency`` per batch (requests are concurrent), then answers; times itself.

    A garbage collection that strikes while it answers (its answers are allocations too) is
    the steps' collection, not backend time: with ``collections``, its seconds are left out of
    ``inside`` and so stay in the time outside the backend, as ``gc``.
    """

    name = "latency"
    supports_schema = True

    def __init__(self, latency: float, collections: _GCTimer | None = None) -> None:
        super().__init__("latency")
        self.latency = latency
        self.inside = 0.0
        self.collections = collections

    async def agenerate(self, requests):  # noqa: ANN001, ANN201 - Backend's signature
        start = time.perf_counter()
        collected = self.collections.seconds if self.collections is not None else 0.0
        await asyncio.sleep(self.latency)
        answers = [
            Completion(text=APPRAISAL if r.schema_name == "appraisal" else REPLY, usage=Usage(100, 40), finish_reason="stop")
            for r in requests
        ]
        self.request_count += len(requests)
        paused = self.collections.seconds - collected if self.collections is not None else 0.0
        self.inside += time.perf_counter() - start - paused
        return answers


class _GCTimer:
    """Seconds spent in garbage collections while active (``gc.callbacks``)."""

    def __init__(self) -> None:
        self.seconds = 0.0
        self._started = 0.0

    def __call__(self, phase: str, info: dict) -> None:
        if phase == "start":
            self._started = time.perf_counter()
        else:
            self.seconds += time.perf_counter() - self._started

    def __enter__(self) -> _GCTimer:  # noqa: PYI034 - no typing.Self on Python 3.10
        gc.callbacks.append(self)
        return self

    def __exit__(self, *exc: object) -> None:
        gc.callbacks.remove(self)


def _pre_pool_observation(env) -> tuple[dict[str, str], ...]:  # noqa: ANN001 - an EmpathyDialogueEnv
    """``EmpathyDialogueEnv._observation`` before the pool: a dict literal per message."""
    return tuple({"role": m["role"], "content": m["content"]} for m in env.state.messages)


def _pre_pool_step(vec: EmpathyDialogueVectorEnv, actions: list[str]):  # noqa: ANN202 - the vector step's tuple
    """``EmpathyDialogueVectorEnv.step`` before the pool, in NextStep mode (the benchmark's).

    The loop and its ``step_together`` helper as they were, with today's names of the env's
    step halves: every sub-env's action parsed, one ``step_batch`` call, every answer applied.
    """
    n = vec.num_envs
    observations: list = [None] * n
    rewards = np.zeros(n, dtype=np.float64)
    terminations = np.zeros(n, dtype=np.bool_)
    truncations = np.zeros(n, dtype=np.bool_)
    per_env_info: list[dict] = [{} for _ in range(n)]
    resetting = [i for i in range(n) if vec._autoreset[i]]
    stepping = [i for i in range(n) if not vec._autoreset[i]]
    for i, (obs, info) in vec._reset_indices(resetting, first=False).items():
        observations[i], per_env_info[i] = obs, info
    subs = vec.envs
    envs = [subs[i] for i in stepping]
    begun = [env._begin_step(action) for env, action in zip(envs, [actions[i] for i in stepping])]
    results = vec.simulator.step_batch([env.state for env in envs], [reply for _, reply in begun])
    stepped = [env._finish_step(parsed, reply, result) for env, (parsed, reply), result in zip(envs, begun, results)]
    for i, (obs, reward, terminated, truncated, info) in zip(stepping, stepped):
        observations[i], rewards[i], terminations[i], truncations[i] = obs, reward, terminated, truncated
        per_env_info[i] = info
    vec._autoreset = np.logical_or(terminations, truncations)
    vec._observations = tuple(observations)
    return vec._observations, rewards, terminations, truncations, batch_infos(per_env_info, n)


def llm_overhead(num_envs: int, latency: float, steps: int, before_pool: bool = False) -> dict[str, float]:
    """Mean seconds per step at ``num_envs``: ``step``, ``outside`` the backend, and its parts.

    The parts of ``outside``: ``simulator`` (its Python around the backend), ``gc`` (collections
    during the steps, wherever they struck) and ``env`` (the rest). ``before_pool`` times the
    vector step as it was before the dialogue pool (see the module docstring).
    """
    collections = _GCTimer()
    backend = LatencyBackend(latency, collections)
    simulator = LLMSimulator(backend=backend)
    envs = gym.make_vec(
        "EmpathyDialogue-v0",
        num_envs=num_envs,
        vectorization_mode="vector_entry_point",
        personas="bundled:test",
        simulator=simulator,
    )
    vec = envs.unwrapped
    step = envs.step
    if before_pool:
        for env in vec.envs:  # instance attributes: only this benchmark's envs
            env._observation = _pre_pool_observation.__get__(env)

        def step(actions):  # noqa: ANN001, ANN202 - the vector step's signature
            return _pre_pool_step(vec, actions)

    step_batch = simulator.step_batch
    in_simulator = [0.0]

    def timed_step_batch(states, replies):  # noqa: ANN001, ANN202 - Simulator.step_batch's signature
        started = time.perf_counter()
        try:
            return step_batch(states, replies)
        finally:
            in_simulator[0] += time.perf_counter() - started

    simulator.step_batch = timed_step_batch  # an instance attribute: only this benchmark's simulator
    envs.reset(seed=0)
    step([ACTION] * num_envs)  # warm-up
    backend.inside, in_simulator[0] = 0.0, 0.0
    with collections:
        start = time.perf_counter()
        for _ in range(steps):
            step([ACTION] * num_envs)
        total = time.perf_counter() - start
    envs.close()
    outside = total - backend.inside  # with every collection, wherever it struck
    # A collection inside step_batch counts as gc, not as the simulator's (nor twice).
    sim = in_simulator[0] - backend.inside
    return {
        "step": total / steps,
        "outside": outside / steps,
        "simulator": sim / steps,
        "gc": collections.seconds / steps,
        "env": (outside - sim) / steps,
    }


# Runs this file's llm_overhead on the package of the checkout at sys.argv[1] and prints its
# result as JSON: the checkout's rlver_env is imported first, so the path entry this file adds
# for its own checkout cannot shadow it, and both sides are timed by the same harness.
_IN_CHECKOUT = """
import importlib.util, json, sys
root, harness = sys.argv[1], sys.argv[2]
sys.path[:0] = [root]
sys.argv[1:] = []
import rlver_env
spec = importlib.util.spec_from_file_location("env_overhead", harness)
env_overhead = importlib.util.module_from_spec(spec)
spec.loader.exec_module(env_overhead)
assert rlver_env.__file__.startswith(root)
print(json.dumps(env_overhead.llm_overhead(int({n}), float({latency}), int({steps}))))
"""


def llm_overhead_of(checkout: Path, num_envs: int, latency: float, steps: int) -> dict[str, float]:
    """:func:`llm_overhead` (this file's) on another (or this) checkout's package, in a fresh process."""
    code = _IN_CHECKOUT.format(n=num_envs, latency=latency, steps=steps)
    environment = {**os.environ, "PYTHONPATH": str(checkout)}
    done = subprocess.run(
        [sys.executable, "-c", code, str(checkout.resolve()), str(Path(__file__).resolve())],
        env=environment, capture_output=True, text=True, check=True,
    )
    return json.loads(done.stdout.strip().splitlines()[-1])


def compare_with(baseline: Path, sizes: list[int], latency: float, steps: int, repeats: int) -> None:
    """Prints this checkout's and ``baseline``'s figures side by side, each run in a fresh process."""
    here = Path(__file__).resolve().parents[1]
    print(f"this checkout against {baseline} (each run a fresh process, the two alternating; median of {repeats})")
    for n in sizes:
        runs: dict[str, list[dict[str, float]]] = {"now": [], "base": [], "now_hot": [], "base_hot": []}
        for _ in range(repeats):
            for name, checkout in (("now", here), ("base", baseline)):
                runs[name].append(llm_overhead_of(checkout, n, latency, steps))
                runs[name + "_hot"].append(llm_overhead_of(checkout, n, 0.0, steps))
        figures = {name: _median_run(parts) for name, parts in runs.items()}
        line = []
        for name, label in (("base", "baseline"), ("now", "now")):
            timed, hot = figures[name], figures[name + "_hot"]
            line.append(
                f"{label}: outside {timed['outside'] * 1000:5.2f} ms = {timed['outside'] / timed['step'] * 100:5.2f}%"
                f" (simulator {timed['simulator'] * 1000:5.2f}, env {timed['env'] * 1000:5.2f}, gc"
                f" {timed['gc'] * 1000:4.2f} ms), back to back {hot['outside'] * 1000:5.2f} ms"
                f" = {hot['outside'] / timed['step'] * 100:5.2f}%"
            )
        print(f"  num_envs={n:3d}: " + "; ".join(line))


def rule_steps_per_second(num_envs: int, seconds: float) -> float:
    """Sub-env steps per second of the rule-simulator vector env."""
    envs = gym.make_vec("EmpathyDialogue-v0", num_envs=num_envs, vectorization_mode="vector_entry_point")
    envs.reset(seed=0)
    actions = [ACTION + f" ({i})" for i in range(num_envs)]
    envs.step(actions)  # warm-up: the rule simulator's first step loads its lexicons
    count = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        envs.step(actions)
        count += num_envs
    return count / (time.perf_counter() - start)


def _median_run(runs: list[dict[str, float]]) -> dict[str, float]:
    """The run whose time outside the backend is the median (its parts stay consistent)."""
    return sorted(runs, key=lambda parts: parts["outside"])[len(runs) // 2]


def main() -> int:  # noqa: D103
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--latency", type=float, default=0.1)
    parser.add_argument("--num-envs", default="1,8,64")
    parser.add_argument("--steps", type=int, default=16, help="timed vector steps per size (default: 16)")
    parser.add_argument(
        "--repeats", type=int, default=3,
        help="runs per size of the current and the former step, alternating; the median is shown (default: 3)",
    )  # fmt: skip
    parser.add_argument("--seconds", type=float, default=3.0, help="seconds of rule-simulator stepping")
    parser.add_argument(
        "--baseline", type=Path, default=None,
        help="another checkout of this project to measure side by side with this one (see the module docstring)",
    )  # fmt: skip
    args = parser.parse_args()
    sizes = [int(x) for x in args.num_envs.split(",")]
    print(
        f"LLM simulator, backend latency {args.latency * 1000:.0f} ms per batch, {args.steps} steps,"
        f" median of {args.repeats} runs"
    )
    for n in sizes:
        runs: dict[str, list[dict[str, float]]] = {"timed": [], "hot": [], "timed_before": [], "hot_before": []}
        for _ in range(args.repeats):
            for before in (False, True):
                suffix = "_before" if before else ""
                runs["timed" + suffix].append(llm_overhead(n, args.latency, args.steps, before_pool=before))
                runs["hot" + suffix].append(llm_overhead(n, 0.0, args.steps, before_pool=before))
        timed, hot = _median_run(runs["timed"]), _median_run(runs["hot"])
        timed_before, hot_before = _median_run(runs["timed_before"]), _median_run(runs["hot_before"])
        step, outside = timed["step"], timed["outside"]
        share = outside / step
        verdict = "meets" if share <= TARGET else "misses"
        print(
            f"  num_envs={n:3d}: step {step * 1000:7.1f} ms, outside the backend {outside * 1000:5.2f} ms"
            f" = {share * 100:5.2f}% ({verdict} the {TARGET:.0%} target); the same work back to back:"
            f" {hot['outside'] * 1000:5.2f} ms = {hot['outside'] / step * 100:5.2f}%"
        )
        for label, parts in (("with latency", timed), ("back to back", hot)):
            python = parts["simulator"] + parts["env"] - parts["gc"]
            print(
                f"      {label}: simulator {parts['simulator'] * 1000:5.2f} ms + env {parts['env'] * 1000:5.2f} ms"
                f" (gc {parts['gc'] * 1000:4.2f} ms of them); {python / n * 1e6:5.1f} us of Python per dialogue"
                f" (the step's fixed costs shared out) besides gc,"
                f" where {TARGET:.0%} of the step allows {TARGET * step / n * 1e6:5.1f} us"
            )
        # The former step, from the runs that alternated with the ones above (shares of its own step).
        step_before = timed_before["step"]
        print(
            f"      before the pool: outside the backend {timed_before['outside'] * 1000:5.2f} ms"
            f" = {timed_before['outside'] / step_before * 100:5.2f}% (now {share * 100:5.2f}%), back to back"
            f" {hot_before['outside'] * 1000:5.2f} ms = {hot_before['outside'] / step_before * 100:5.2f}%"
            f" (now {hot['outside'] / step * 100:5.2f}%); env {timed_before['env'] * 1000:5.2f} ms,"
            f" back to back {hot_before['env'] * 1000:5.2f} ms (now {timed['env'] * 1000:5.2f} and"
            f" {hot['env'] * 1000:5.2f} ms)"
        )
    if args.baseline is not None:
        compare_with(args.baseline.resolve(), sizes, args.latency, args.steps, args.repeats)
    print("rule simulator, vector env")
    for n in sizes:
        print(f"  num_envs={n:3d}: {rule_steps_per_second(n, args.seconds):8.0f} steps/s")
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
