"""RLVER's serial simulator calls against the batched vector env, on a fixed-latency server.

Both runs play the same dialogues against the LLM simulator behind a loopback
OpenAI-compatible server that answers every request after a fixed latency:

(a) RLVER's pattern: one dialogue's calls after another (appraisal, then reply, per turn, per
    dialogue), in a Python loop;
(b) the vector env: one ``step`` sends every dialogue's appraisal at once, then every reply.

(b) is the README's 64-env example as written: the keyword arguments of the first
``gym.make_vec`` call under "## Batched vector env" in README.md are read from the README itself
(``num_envs=64, vectorization_mode=..., group_size=4``), and only the LLM simulator pointed at
the server is added (``simulator="llm", backend="openai", base_url=..., model=...``). No
``backend_kwargs``: the backend's defaults, its concurrency limit among them, are what is
measured. ``--dialogues`` overrides ``num_envs`` (tests run tiny sizes). (a) uses the same env
arguments, one dialogue at a time.

It prints both wall times, their ratio, and each one's ratio to the latency lower bound of (b):
turns x 2 sequential calls per turn x latency. Targets: (b) <= 1.25x the bound, (a)/(b) >= 50.

Usage: python benchmarks/simulator_concurrency.py [--dialogues 64] [--turns 8] [--latency 0.1]
(--dialogues defaults to the README's num_envs and must be a multiple of its group_size)
"""

from __future__ import annotations

import argparse
import ast
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
# Measure this checkout, whether or not the package is installed.
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import gymnasium as gym  # noqa: E402

import rlver_env  # noqa: E402,F401
from latency_server import LatencyServer  # noqa: E402

REPLY = "That sounds exhausting. I'm here, tell me more about what happened."


README = Path(__file__).resolve().parents[1] / "README.md"


def readme_vector_example() -> dict:
    """The literal keyword arguments of the README's first ``gym.make_vec`` call in its vector env section."""
    text = README.read_text(encoding="utf-8")
    section = text[text.index("## Batched vector env") :]
    code = section[section.index("```python") + len("```python") : section.index("```", section.index("```python") + 9)]
    for node in ast.walk(ast.parse(code)):
        if isinstance(node, ast.Call) and getattr(node.func, "attr", None) == "make_vec":
            return {kw.arg: ast.literal_eval(kw.value) for kw in node.keywords}
    raise RuntimeError(f"no gym.make_vec call in the first python block of {README}'s vector env section")


def _env_kwargs(base_url: str) -> dict:
    """The README's LLM simulator arguments, without ``backend_kwargs`` (the defaults decide)."""
    return {"simulator": "llm", "backend": "openai", "base_url": base_url, "model": "bench"}


def run_serial(base_url: str, dialogues: int, turns: int) -> float:
    """(a): each dialogue plays all its turns before the next one starts."""
    env = gym.make("EmpathyDialogue-v0", **_env_kwargs(base_url)).unwrapped
    start = time.perf_counter()
    for d in range(dialogues):
        env.reset(seed=d)
        for _ in range(turns):
            _, _, terminated, truncated, info = env.step(REPLY)
            if info.get("error"):
                raise RuntimeError(info["error"])
            if terminated or truncated:
                break
    elapsed = time.perf_counter() - start
    env.close()
    return elapsed


def run_vector(base_url: str, dialogues: int, turns: int) -> float:
    """(b): one vector step advances every dialogue with batched simulator calls (the README's example)."""
    example = {**readme_vector_example(), "num_envs": dialogues}
    envs = gym.make_vec("EmpathyDialogue-v0", **example, **_env_kwargs(base_url))
    envs.reset(seed=0)
    start = time.perf_counter()
    for _ in range(turns):
        _, _, _, _, info = envs.step([REPLY] * dialogues)
        errors = [e for e in info.get("error", []) if e]
        if errors:
            raise RuntimeError(errors[0])
    elapsed = time.perf_counter() - start
    envs.close()
    return elapsed


def main() -> int:  # noqa: D103
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    example = readme_vector_example()
    group_size = int(example.get("group_size", 1))
    parser.add_argument("--dialogues", type=int, default=int(example["num_envs"]), help="default: the README's num_envs")
    parser.add_argument("--turns", type=int, default=8)
    parser.add_argument("--latency", type=float, default=0.1, help="seconds per request (default: 0.1)")
    args = parser.parse_args()
    if args.dialogues % group_size:
        parser.error(f"--dialogues must be a multiple of {group_size} (the README example's group_size)")
    bound = args.turns * 2 * args.latency
    with LatencyServer(args.latency) as server:
        run_vector(server.base_url, group_size, 1)  # warm up imports and connections
        vector = run_vector(server.base_url, args.dialogues, args.turns)
        serial = run_serial(server.base_url, args.dialogues, args.turns)
    print(f"{args.dialogues} dialogues x {args.turns} turns, {args.latency * 1000:.0f} ms per request, {server.requests} requests")
    print(f"lower bound (turns x 2 sequential calls x latency): {bound:.2f} s")
    print(f"(a) serial, RLVER's pattern: {serial:8.2f} s  = {serial / bound:6.2f}x the bound")
    verdict = "meets" if vector / bound <= 1.25 else "misses"
    print(f"(b) vector env:              {vector:8.2f} s  = {vector / bound:6.2f}x the bound  (target <= 1.25x: {verdict})")
    shown = ", ".join(f"{k}={v!r}" for k, v in {**example, "num_envs": args.dialogues}.items())
    print(f"    per step {vector / args.turns:.3f} s (bound {2 * args.latency:.3f} s); the README example: make_vec({shown}), no backend_kwargs")
    print(f"speed-up (a)/(b):            {serial / vector:8.1f}x  (target >= 50x)")
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
