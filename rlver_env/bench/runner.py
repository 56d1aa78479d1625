"""Runs a policy over every (persona, repeat) of an evaluation preset, resumably.

The run directory holds ``run.json`` (the configuration, with the simulator's
``reward_version``), ``trajectories.jsonl`` (one finished episode per line, written whole and
flushed) and, at the end, the summary and reports. Each
episode is keyed ``<persona_id>#<repeat>`` and seeded as ``rlver-env demo`` seeds it
(:data:`~rlver_env.runs.evaluation.SEEDING`): the env with
:func:`~rlver_env.runs.evaluation.episode_seed` ``(seed, repeat, persona_id)``, the policy with
:func:`~rlver_env.runs.evaluation.agent_seed` ``(seed, repeat)``, the same for every persona, so
the policy's seed says nothing about whom it talks to. An episode's result does not depend on
concurrency or on the order episodes run in (for the scripted agents; a model that samples a
whole batch with one generator depends on which dialogues share its batches).
Re-running the same command skips the keys already finished in ``trajectories.jsonl``: a run
killed at any moment finishes with exactly one finished line per key. A run made under another
reward version is not resumed: its scores and the new ones could not be told apart.

When the policy fails to answer (a :class:`~rlver_env.errors.PolicyError`, or any exception
from its ``act``), the dialogues it failed are written with ``reason`` ``"policy_error"`` and the
failure in ``error``: they are not finished, so they are never scored and a re-run plays them
again. When the policy fails every dialogue of a batch it is taken to be down, and the run stops
instead of failing the remaining episodes one by one.

Dialogues run side by side in ``concurrency`` slots of a :class:`~rlver_env.runs.pool.DialoguePool`
that share one simulator; each step sends every active slot's reply to the simulator in one
batched call (as the vector env does), and the openings of the slots that start a new episode go
in one batch too.
"""

from __future__ import annotations

import dataclasses
import json
import logging
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from rlver_env.agents.policy import Policy
from rlver_env.errors import PolicyError, RlverEnvError
from rlver_env.runs.episode_log import POLICY_ERROR, EpisodeWriter, is_failed, read_jsonl
from rlver_env.runs.evaluation import SEEDING, agent_seed, episode_seed
from rlver_env.runs.pool import DialoguePool
from rlver_env.runs.record import EpisodeRecord

logger = logging.getLogger(__name__)

TRAJECTORIES = "trajectories.jsonl"
RUN_CONFIG = "run.json"


@dataclasses.dataclass
class BenchResult:
    """What :func:`run_benchmark` did.

    Attributes:
        out_dir: The run directory.
        records: Every finished episode of the run (old and new), in key order. Episodes the
            policy failed are never among them.
        skipped: Episodes found already finished and not run again.
        ran: Episodes finished now.
        bad_lines: Lines of ``trajectories.jsonl`` that could not be read.
        failed: The episodes the policy failed in this run (written with ``reason``
            ``"policy_error"``), in the order they failed.
        not_run: Episodes neither finished nor failed, because the run stopped early.
        stopped: Why the run stopped early (the policy failed a whole batch), else ``None``.
    """

    out_dir: Path
    records: list[dict[str, Any]]
    skipped: int
    ran: int
    bad_lines: list[str]
    failed: list[dict[str, Any]] = dataclasses.field(default_factory=list)
    not_run: int = 0
    stopped: str | None = None

    @property
    def complete(self) -> bool:
        """Whether every episode of the run is finished."""
        return not self.failed and not self.not_run


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
        RlverEnvError: If ``out_dir`` holds a run with another configuration (another reward
            version included).
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
        # How episodes are seeded, so a run seeded otherwise is not resumed.
        "seeding": SEEDING,
        **(describe or {}),
    }
    pool = DialoguePool.from_id(env_id, 1, **env_kwargs)
    # Part of the configuration, so a run is never resumed under another reward.
    config["reward_version"] = pool.reward_version
    try:
        _check_config(out, config)
    except RlverEnvError:
        pool.close()
        raise
    bank = pool.bank
    specs = [(pid, r) for r in range(repeats) for pid in bank.ids]
    key_of = {f"{pid}#{r}": (pid, r) for pid, r in specs}

    path = out / TRAJECTORIES
    bad_lines: list[str] = []
    finished: dict[str, dict[str, Any]] = {}
    writer = EpisodeWriter(path)  # repairs a torn last line before we read
    if path.exists():
        for record in read_jsonl(path, bad_lines):
            key = record.get("key")
            if key in key_of and key not in finished and not is_failed(record):
                finished[key] = record
    todo = [(pid, r) for pid, r in specs if f"{pid}#{r}" not in finished]
    skipped = len(specs) - len(todo)

    slots = max(1, min(concurrency, len(todo)))
    pool.grow_to(slots)
    active: dict[int, EpisodeRecord] = {}
    observations: dict[int, Any] = {}
    queue = list(todo)
    bar = tqdm(total=len(specs), initial=skipped, desc="bench", unit="ep", disable=not progress, file=sys.stderr)
    ran = 0
    failed: list[dict[str, Any]] = []
    stopped: str | None = None
    name = getattr(policy, "name", type(policy).__name__)
    try:
        while queue or active:
            free = [s for s in range(slots) if s not in active][: len(queue)]
            if free:
                starting = []
                for slot in free:
                    pid, repeat = queue.pop(0)
                    starting.append((slot, pid, repeat, episode_seed(seed, repeat, pid)))
                opened = pool.reset(
                    [s[0] for s in starting], [s[3] for s in starting], [{"persona": s[1]} for s in starting]
                )
                for (slot, pid, repeat, env_seed), (obs, info) in zip(starting, opened):
                    observations[slot] = obs
                    # The policy gets the observation and a seed that is the same for every
                    # persona of the repetition; the reset's info (persona, need) stays here.
                    policy_seed = agent_seed(seed, repeat)
                    policy.reset(slot, policy_seed)
                    active[slot] = EpisodeRecord.start(
                        info, policy=getattr(policy, "name", ""), seed=env_seed, agent_seed=policy_seed,
                        key=f"{pid}#{repeat}", repeat=repeat,
                    )  # fmt: skip
            slot_ids = sorted(active)
            actions, failures = _act(policy, name, [observations[s] for s in slot_ids], slot_ids)
            for s in slot_ids:
                if s in failures:
                    failed_record = active.pop(s)
                    failed_record.fail(POLICY_ERROR, failures[s])
                    record = failed_record.to_dict()
                    writer.write(record)
                    failed.append(record)
                    logger.warning("policy %s failed episode %s: %s", name, record["key"], failures[s])
            if failures and not active:
                stopped = f"policy {name!r} failed every dialogue of a batch: {next(iter(failures.values()))}"
                logger.error("%s; stopping the run", stopped)
                break
            going = [(s, a) for s, a in zip(slot_ids, actions) if s not in failures]
            stepped = pool.step([s for s, _ in going], [a for _, a in going])
            for (s, _), (obs, reward, terminated, truncated, info) in zip(going, stepped):
                observations[s] = obs
                active[s].add_turn(info, reward, terminated, truncated)
                if terminated or truncated:
                    record = active[s].to_dict()
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
    not_run = len(specs) - len(records) - len(failed)
    return BenchResult(out, records, skipped, ran, bad_lines, failed, not_run, stopped)


def _act(
    policy: Policy, name: str, observations: list[Any], slots: list[int]
) -> tuple[list[Any], dict[int, str]]:
    """The policy's actions for a batch, and the reason per slot whose turn failed."""
    try:
        actions: list[Any] = list(policy.act(observations, slots))
    except PolicyError as exc:
        failures = {s: _one_line(m) for s, m in exc.failures.items() if s in slots}
        actions = list(exc.actions)
        if len(actions) != len(slots):
            actions = [None] * len(slots)
        failures.update({s: _one_line(str(exc)) for s, a in zip(slots, actions) if a is None and s not in failures})
        return actions, failures
    except Exception as exc:  # whatever a policy raises fails its dialogues, not the whole run
        logger.exception("policy %s raised", name)
        message = _one_line(f"{type(exc).__name__}: {exc}")
        return [None] * len(slots), {s: message for s in slots}
    if len(actions) != len(slots):
        message = f"returned {len(actions)} actions for {len(slots)} dialogues"
        return [None] * len(slots), {s: message for s in slots}
    return actions, {}


def _one_line(text: str, limit: int = 500) -> str:
    """The text on one line, cut to ``limit`` characters."""
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"
