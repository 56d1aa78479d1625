"""Runs a policy over every (persona, repeat) of an evaluation preset, resumably.

The run directory holds ``run.json`` (the configuration), ``trajectories.jsonl`` (one finished
episode per line, written whole and flushed) and, at the end, the summary and reports. Each
episode is keyed ``<persona_id>#<repeat>`` and seeded from ``(seed, repeat, persona index)``, so
its result does not depend on concurrency or on the order episodes run in. Re-running the same
command skips the keys already in ``trajectories.jsonl``: a run killed at any moment finishes
with exactly one line per key.

Dialogues run side by side in ``concurrency`` slots that share one simulator; each step sends
every active slot's reply to the simulator in one batched call (as the vector env does).
"""

from __future__ import annotations

import dataclasses
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import gymnasium as gym
import numpy as np

from rlver_env.env import EmpathyDialogueEnv
from rlver_env.episode_log import EpisodeWriter, read_jsonl
from rlver_env.errors import RlverEnvError
from rlver_env.policies import Policy
from rlver_env.vector_env import step_together

TRAJECTORIES = "trajectories.jsonl"
RUN_CONFIG = "run.json"


@dataclasses.dataclass
class BenchResult:
    """What :func:`run_benchmark` did.

    Attributes:
        out_dir: The run directory.
        records: Every finished episode of the run (old and new), in key order.
        skipped: Episodes found already finished and not run again.
        ran: Episodes run now.
        bad_lines: Lines of ``trajectories.jsonl`` that could not be read.
    """

    out_dir: Path
    records: list[dict[str, Any]]
    skipped: int
    ran: int
    bad_lines: list[str]


def episode_seed(seed: int, repeat: int, persona_index: int) -> int:
    """The env seed of one episode, from the run seed, the repeat and the persona's index."""
    return int(np.random.SeedSequence([seed, repeat, persona_index]).generate_state(1)[0])


def _check_config(out: Path, config: dict[str, Any]) -> None:
    path = out / RUN_CONFIG
    if path.exists():
        previous = json.loads(path.read_text(encoding="utf-8"))
        if previous != config:
            changed = sorted(k for k in set(previous) | set(config) if previous.get(k) != config.get(k))
            raise RlverEnvError(
                f"{out} holds a run with a different configuration ({', '.join(changed)}); "
                "use another --out folder or the same options to resume"
            )
    else:
        out.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(config, indent=2, sort_keys=True) + "\n", encoding="utf-8")


def run_benchmark(
    policy: Policy,
    out_dir: str | Path,
    env_id: str = "EmpathyDialogue-Eval-v0",
    env_kwargs: dict[str, Any] | None = None,
    repeats: int = 1,
    seed: int = 0,
    concurrency: int = 8,
    progress: bool = True,
    describe: dict[str, Any] | None = None,
    on_episode: Callable[[dict[str, Any]], None] | None = None,
) -> BenchResult:
    """Plays every persona of ``env_id`` ``repeats`` times and streams the episodes to disk.

    Args:
        policy: The batched policy under test.
        out_dir: The run directory (created; an existing one is resumed).
        env_id: A registered id (default: the evaluation preset, SAGE rules, test personas).
        env_kwargs: Extra keyword arguments for ``gym.make`` (simulator, personas, ...).
        repeats: Episodes per persona.
        seed: The run seed.
        concurrency: Dialogues run side by side.
        progress: Show a progress bar on stderr.
        describe: Extra JSON-compatible facts recorded in ``run.json`` (e.g. the policy spec).
        on_episode: Called with each newly finished episode record.

    Raises:
        RlverEnvError: If ``out_dir`` holds a run with another configuration.
    """
    from tqdm.auto import tqdm

    if repeats < 1 or concurrency < 1:
        raise ValueError("repeats and concurrency must be at least 1")
    out = Path(out_dir)
    env_kwargs = dict(env_kwargs or {})
    config = {
        "env_id": env_id,
        "env_kwargs": {k: (v if isinstance(v, (str, int, float, bool, type(None))) else repr(v)) for k, v in env_kwargs.items()},
        "policy": getattr(policy, "name", type(policy).__name__),
        "repeats": repeats,
        "seed": seed,
        **(describe or {}),
    }
    _check_config(out, config)

    first = gym.make(env_id, **env_kwargs).unwrapped
    assert isinstance(first, EmpathyDialogueEnv)
    bank = first.bank
    index_of = {pid: i for i, pid in enumerate(bank.ids)}
    specs = [(pid, r) for r in range(repeats) for pid in bank.ids]
    key_of = {f"{pid}#{r}": (pid, r) for pid, r in specs}

    path = out / TRAJECTORIES
    bad_lines: list[str] = []
    finished: dict[str, dict[str, Any]] = {}
    writer = EpisodeWriter(path)  # repairs a torn last line before we read
    if path.exists():
        for record in read_jsonl(path, bad_lines):
            key = record.get("key")
            if key in key_of and key not in finished:
                finished[key] = record
    todo = [(pid, r) for pid, r in specs if f"{pid}#{r}" not in finished]
    skipped = len(specs) - len(todo)

    shared = {k: v for k, v in env_kwargs.items() if k not in ("simulator", "simulator_kwargs", "backend", "base_url", "model", "personas")}
    spec = gym.spec(env_id)
    preset = {k: v for k, v in spec.kwargs.items() if k != "personas"}
    slots = max(1, min(concurrency, len(todo)))
    envs = [first] + [
        EmpathyDialogueEnv(**{**preset, **shared, "personas": bank, "simulator": first.simulator}) for _ in range(slots - 1)
    ]
    active: dict[int, dict[str, Any]] = {}
    observations: dict[int, Any] = {}
    queue = list(todo)
    bar = tqdm(total=len(specs), initial=skipped, desc="bench", unit="ep", disable=not progress, file=sys.stderr)
    ran = 0
    try:
        while queue or active:
            free = [s for s in range(slots) if s not in active][: len(queue)]
            if free:
                starting = []
                for slot in free:
                    pid, repeat = queue.pop(0)
                    env_seed = episode_seed(seed, repeat, index_of[pid])
                    state = envs[slot].begin_reset(seed=env_seed, options={"persona": pid})
                    starting.append((slot, pid, repeat, env_seed, state))
                openings = first.simulator.open_batch([s[4] for s in starting])
                for (slot, pid, repeat, env_seed, _), opening in zip(starting, openings):
                    obs, info = envs[slot].finish_reset(opening)
                    observations[slot] = obs
                    policy.reset(slot, env_seed)
                    active[slot] = _new_record(pid, repeat, env_seed, info, getattr(policy, "name", ""))
            slot_ids = sorted(active)
            actions = policy.act([observations[s] for s in slot_ids], slot_ids)
            stepped = step_together([envs[s] for s in slot_ids], actions, first.simulator)
            for s, (obs, reward, terminated, truncated, info) in zip(slot_ids, stepped):
                observations[s] = obs
                record = active[s]
                record["turns"].append(_turn(info, reward))
                record["total_reward"] += float(reward)
                record["final_emotion"] = int(info["emotion"])
                if terminated or truncated:
                    record["reason"] = info["reason"]
                    record["error"] = info.get("error")
                    record["num_turns"] = len(record["turns"])
                    writer.write(record)
                    finished[record["key"]] = record
                    ran += 1
                    bar.update(1)
                    if on_episode is not None:
                        on_episode(record)
                    del active[s]
    finally:
        bar.close()
        writer.close()
    records = [finished[f"{pid}#{r}"] for pid, r in specs if f"{pid}#{r}" in finished]
    return BenchResult(out, records, skipped, ran, bad_lines)


def _new_record(persona_id: str, repeat: int, seed: int, info: dict[str, Any], policy: str) -> dict[str, Any]:
    return {
        "key": f"{persona_id}#{repeat}",
        "persona_id": persona_id,
        "repeat": repeat,
        "seed": seed,
        "policy": policy,
        "hidden_need": info["hidden_need"],
        "disposition": info["disposition"],
        "difficulty": info["difficulty"],
        "rules": info["rules"],
        "simulator": info["simulator"],
        "opening": info["user_text"],
        "start_emotion": int(info["emotion"]),
        "turns": [],
        "final_emotion": int(info["emotion"]),
        "total_reward": 0.0,
        "reason": None,
        "error": None,
    }


def _turn(info: dict[str, Any], reward: float) -> dict[str, Any]:
    return {
        "thought": info.get("thought"),
        "reply": info.get("reply", ""),
        "format_ok": bool(info.get("format_ok", False)),
        "user_text": info.get("user_text", ""),
        "emotion": int(info["emotion"]),
        "emotion_delta": int(info.get("emotion_delta", 0)),
        "reward": float(reward),
        "appraisal": info.get("appraisal"),
        "usage": info.get("usage", {}),
    }
