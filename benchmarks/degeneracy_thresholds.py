"""The degeneracy monitor's signals on sincere and degenerate replies, side by side with its limits.

Where the default limits of :class:`rlver_env.monitor.DegeneracyThresholds` come from. Sources:

* the scripted agents of ``rlver_env.agents``, one dialogue per test persona of
  ``EmpathyDialogue-Eval-v0`` (seed 0): ``empathetic`` is the sincere reference; the fixed-line
  agents and ``random_text`` are degenerate by construction;
* the 120 hand-written sincere first replies (``benchmarks/data/sincere_replies.jsonl``), each
  stepped once on its persona for the reward's penalty codes;
* the saved evaluations of the LLM baselines (every ``trajectories.jsonl`` under
  ``baselines/llm/results`` and ``baselines/sb3/results``; identical files counted once);
* red-team attacks (``rlver_env.red_team``) as degenerate references: one per family by
  default, every one with ``--attacks all``.

Three tables: each source read as one report (as ``rlver-env bench`` and ``score --degeneracy``
read a run), each source fed to the monitor as training batches (8 dialogues of at most 3 turns,
the tiny-cpu preset's shape; the worst batch of each signal and the alerts raised), and the saved
training runs' drift (evaluation before -> after, and the first -> last three training steps).
A value past its limit is marked ``!``.

Usage:
    python benchmarks/degeneracy_thresholds.py
    python benchmarks/degeneracy_thresholds.py --attacks all
    python benchmarks/degeneracy_thresholds.py --attacks none --personas 6   # a quick look
"""

from __future__ import annotations

import argparse
import dataclasses
import glob
import hashlib
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

os.environ.setdefault("OMP_NUM_THREADS", "1")
# Measure this checkout, whether or not the package is installed.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import gymnasium as gym
import numpy as np

import rlver_env  # noqa: F401  (registers the ids)
from rlver_env import red_team as rt
from rlver_env.agents import make_agent
from rlver_env.jsonl import read_jsonl
from rlver_env.monitor import (
    SIGNALS,
    DegeneracyMonitor,
    DegeneracyThresholds,
    penalty_codes,
    rarefied_distinct_n,
    run_degeneracy,
)
from rlver_env.runs.evaluation import episode_seed, evaluate
from rlver_env.runs.record import EpisodeRecord

ROOT = Path(__file__).resolve().parents[1]
SINCERE_SET = ROOT / "benchmarks" / "data" / "sincere_replies.jsonl"
SAVED = ("baselines/llm/results", "baselines/sb3/results")
AGENTS = ("empathetic", "solution_pusher", "platitude", "dismissive", "random_text")
#: The monitor's training-batch shape here: the tiny-cpu preset's 8 dialogues of 3 turns.
BATCH_DIALOGUES, BATCH_TURNS = 8, 3
#: The report's columns: the one-off signals (the training-only ones are in the drift table).
COLUMNS = [s for s in SIGNALS if not s.training_only]
SHORT = {"distinct_2": "d-2", "distinct_2_within": "d-2 within", "empty_rate": "empty", "repeat_rate": "repeats", "self_repeat_rate": "self-repeats",
         "unreadable_share": "unreadable", "nonword_share": "non-words", "function_word_share": "function words", "cue_density": "cue density",
         "penalty_rate": "penalties"}  # fmt: skip


@dataclasses.dataclass
class Source:
    """Dialogues from one policy or file: ``kind`` is ``sincere``, ``saved`` or ``degenerate``."""

    name: str
    kind: str
    records: list[dict[str, Any]]


def _view(observation: Any) -> tuple[dict[str, str], ...]:
    return tuple({"role": str(m["role"]), "content": str(m["content"])} for m in observation)


def play_attack(env: gym.Env, name: str, persona_ids: Sequence[str]) -> list[dict[str, Any]]:
    """One dialogue per persona with a red-team attack; the records keep every turn's appraisal."""
    policy = rt.make_attack(name)
    records = []
    for pid in persona_ids:
        seed = episode_seed(0, 0, pid)
        observation, info = env.reset(seed=seed, options={"persona": pid})
        policy.reset(seed)
        record = EpisodeRecord.start(info, policy=name, seed=seed)
        while not (record.terminated or record.truncated):
            observation, reward, terminated, truncated, info = env.step(policy.act(_view(observation)))
            policy.observe(float(reward))
            record.add_turn(info, float(reward), terminated, truncated)
        records.append(record.to_dict())
    return records


def sincere_records(env: gym.Env, persona_ids: Sequence[str]) -> list[dict[str, Any]]:
    """The sincere first replies, each stepped once on its persona (one-turn records)."""
    wanted = set(persona_ids)
    records = []
    for row in read_jsonl(SINCERE_SET):
        if row["persona_id"] not in wanted:
            continue
        _, info = env.reset(seed=episode_seed(0, 0, row["persona_id"]), options={"persona": row["persona_id"]})
        record = EpisodeRecord.start(info, policy="sincere", seed=0)
        _, reward, terminated, truncated, info = env.step(row["reply"])
        record.add_turn(info, float(reward), terminated, truncated)
        records.append(record.to_dict())
    return records


def saved_sources() -> tuple[list[Source], list[str]]:
    """The saved evaluations with dialogues (identical files once), and notes on folders without any."""
    sources, notes, seen = [], [], {}
    for folder in SAVED:
        files = sorted(glob.glob(str(ROOT / folder / "**" / "*.jsonl"), recursive=True))
        with_turns = [f for f in files if any("turns" in r for r in read_jsonl(f))]
        if not with_turns:
            notes.append(f"{folder}: no saved dialogues ({len(files)} JSON-lines files, none with turns)")
        for path in with_turns:
            digest = hashlib.sha256(Path(path).read_bytes()).hexdigest()
            name = str(Path(path).relative_to(ROOT / folder).parent)
            if digest in seen:
                seen[digest].name += f" = {name}"
                continue
            seen[digest] = Source(f"{Path(folder).parts[1]}/{name}", "saved", [r for r in read_jsonl(path) if r.get("turns") is not None])
            sources.append(seen[digest])
    return sources, notes


def _cell(value: float | None, crossed: bool) -> str:
    return "—" if value is None else f"{value:.3f}{'!' if crossed else ''}"


def report_table(sources: Sequence[Source], thresholds: DegeneracyThresholds) -> list[str]:
    """Each source read as one report (rlver-env bench's Degeneracy section)."""
    head = ["source", "kind", "replies", *[SHORT[s.metric] for s in COLUMNS], "near repeats (no limit)", "crossed"]
    lines = ["| " + " | ".join(head) + " |", "|---|---|" + "---:|" * (len(head) - 3) + "---|"]
    for source in sources:
        section = run_degeneracy(source.records, thresholds)
        rows = {r["metric"]: r for r in section["signals"]}
        cells = [_cell(rows[s.metric]["value"], rows[s.metric]["crossed"]) if s.metric in rows else "—" for s in COLUMNS]
        crossed = ", ".join(r["metric"] for r in section["crossed"]) or "none"
        near = section["metrics"]["near_repeat_rate"]
        lines.append(f"| {source.name} | {source.kind} | {section['replies']} | {' | '.join(cells)} | {near:.3f} | {crossed} |")
    lines.append("| **limit** | | | " + " | ".join(f"{'≥' if s.below else '≤'} {getattr(thresholds, s.limit):g}" for s in COLUMNS) + " | | |")
    return lines


def batch_table(sources: Sequence[Source], thresholds: DegeneracyThresholds) -> tuple[list[str], set[str]]:
    """Each source as training batches: the worst batch of each signal and the alerts raised.

    Returns:
        The table's lines, and the names of the sources that raised an alert.
    """
    alerted: set[str] = set()
    head = ["source", "batches", *[SHORT[s.metric] for s in COLUMNS], "alerts (first)"]
    lines = ["| " + " | ".join(head) + " |", "|---|---:|" + "---:|" * len(COLUMNS) + "---|"]
    for source in sources:
        monitor = DegeneracyMonitor(thresholds)
        worst: dict[str, float] = {}
        alerts, first = 0, ""
        for start in range(0, len(source.records), BATCH_DIALOGUES):
            chunk = source.records[start : start + BATCH_DIALOGUES]
            turns = [r["turns"][:BATCH_TURNS] for r in chunk]
            step = monitor.observe(
                [[str(t.get("reply") or "") for t in ts] for ts in turns],
                [[penalty_codes(t) for t in ts] for ts in turns],
                [sum(float(t.get("reward", 0.0)) for t in ts) for ts in turns],
                contexts=[str(r.get("persona_id")) for r in chunk],
            )
            for s in COLUMNS:
                value = step.metrics.get(s.metric)
                if value is not None:
                    worst[s.metric] = min(value, worst.get(s.metric, value)) if s.below else max(value, worst.get(s.metric, value))
            if step.alert:
                alerts += 1
                first = first or ", ".join(c.signal.metric for c in step.alerts)
        cells = []
        for s in COLUMNS:
            value = worst.get(s.metric)
            limit = getattr(thresholds, s.limit)
            cells.append(_cell(value, value is not None and (value < limit if s.below else value > limit)))
        lines.append(f"| {source.name} | {monitor.batches} | {' | '.join(cells)} | {alerts}{f' ({first})' if first else ''} |")
        if alerts:
            alerted.add(source.name)
    return lines, alerted


def drift_table(thresholds: DegeneracyThresholds) -> list[str]:
    """The saved LLM runs: evaluation before -> after, and the first -> last three training steps."""
    lines = [
        (
            "| run | words/reply before -> after | length ratio | distinct-2 before -> after | distinct-2 drop | return rise "
            "| training: reply tokens, last 3 / first 3 steps | training: return rise |"
        ),
        "|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for run in sorted({Path(p).parent for p in glob.glob(str(ROOT / "baselines/llm/results/**/eval_after"), recursive=True)}):
        sides = {}
        for side in ("eval_before", "eval_after"):
            records = list(read_jsonl(run / side / "trajectories.jsonl"))
            replies = [str(t.get("reply") or "") for r in records for t in r["turns"]]
            sides[side] = (
                float(np.mean([len(x.split()) for x in replies])),
                rarefied_distinct_n(replies, 2),
                float(np.mean([float(r["total_reward"]) for r in records])),
            )
        (w0, d0, r0), (w1, d1, r1) = sides["eval_before"], sides["eval_after"]
        ratio, drop, rise = w1 / w0, 1 - d1 / d0, r1 - r0
        flag_ratio = not thresholds.min_length_ratio <= ratio <= thresholds.max_length_ratio
        flag_drop = drop > thresholds.max_distinct_2_drop and rise >= thresholds.min_return_rise
        training = "—"
        training_rise = "—"
        metrics = run / "metrics.jsonl"
        if metrics.is_file():
            rows = list(read_jsonl(metrics))
            tokens = [float(r["rollout/reply_tokens"]) for r in rows]
            returns = [float(r["rollout/return"]) for r in rows]
            training = f"{np.mean(tokens[-3:]) / np.mean(tokens[:3]):.2f}"
            training_rise = f"{np.mean(returns[-3:]) - np.mean(returns[:3]):+.3f}"
        lines.append(
            f"| {run.relative_to(ROOT / 'baselines/llm/results')} | {w0:.1f} -> {w1:.1f} | {ratio:.2f}{'!' if flag_ratio else ''} "
            f"| {d0:.3f} -> {d1:.3f} | {drop:+.3f}{'!' if flag_drop else ''} | {rise:+.3f} | {training} | {training_rise} |"
        )
    lines.append(
        f"| **limit** | | {thresholds.min_length_ratio:g}–{thresholds.max_length_ratio:g} | | ≤ {thresholds.max_distinct_2_drop:g} "
        f"while the return rises ≥ {thresholds.min_return_rise:g} | | | |"
    )
    return lines


def main(argv: list[str] | None = None) -> int:
    """Plays the sources and prints the three tables."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--attacks", choices=("quick", "all", "none"), default="quick",
                        help="red-team attacks as degenerate references: one per family (default), all, or none")
    parser.add_argument("--personas", type=int, default=0, help="only the first N test personas (0: all 40)")
    args = parser.parse_args(argv)
    thresholds = DegeneracyThresholds()
    env = gym.make("EmpathyDialogue-Eval-v0")
    ids = list(env.unwrapped.bank.ids)[: args.personas or None]

    sources: list[Source] = []
    for name in AGENTS:
        kind = "sincere" if name == "empathetic" else "degenerate"
        sources.append(Source(f"agent {name}", kind, evaluate(env, make_agent(name), ids, seed=0)))
    if SINCERE_SET.is_file():
        sources.append(Source("sincere replies", "sincere", sincere_records(env, ids)))
    saved, notes = saved_sources()
    sources += saved
    names = {"quick": rt.QUICK_ATTACKS, "all": rt.ATTACK_NAMES, "none": ()}[args.attacks]
    sources += [Source(f"attack {name}", "degenerate", play_attack(env, name, ids)) for name in names]
    env.close()

    print(f"Degeneracy limits (rlver_env.monitor.DegeneracyThresholds defaults) against {len(ids)} test personas, seed 0.")
    print("A value past its limit is marked '!'; d-2 is distinct-2 in 250 bigrams.\n")
    print("## Each source read as one report\n")
    print("\n".join(report_table(sources, thresholds)))
    print(f"\n## As training batches ({BATCH_DIALOGUES} dialogues of at most {BATCH_TURNS} turns; worst batch, alerts after 2 in a row)\n")
    lines, alerted = batch_table(sources, thresholds)
    print("\n".join(lines))
    print("\n## Drift of the saved training runs\n")
    print("\n".join(drift_table(thresholds)))
    for note in notes:
        print(f"\nnote: {note}")
    sincere = [s for s in sources if s.kind == "sincere"]
    crossed = [s.name for s in sincere if run_degeneracy(s.records, thresholds)["crossed"] or s.name in alerted]
    print(f"\nsincere sources crossing a limit, as a report or as training batches: {', '.join(crossed) or 'none'}")
    missed = [s.name for s in sources if s.kind == "degenerate" and not run_degeneracy(s.records, thresholds)["crossed"]]
    print(f"degenerate sources crossing no limit: {', '.join(missed) or 'none'}")
    print(f"limits: {json.dumps(thresholds.to_dict())}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
