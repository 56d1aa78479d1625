"""Small-scale RLVER ablations of the LLM trainer on one budget: GRPO vs PPO, think vs no think.

Each arm is a bundled preset plus overrides (:data:`ARMS`). Every run trains SmolLM2-135M with
LoRA for the same number of steps (the same dialogues per step and turns per dialogue) against
the rule simulator, and is evaluated on the 40 held-out test personas before and after with the
same evaluation seed, so all runs' episodes are paired by persona:

* ``grpo``: the ``tiny-cpu`` preset (GRPO, groups of 4 dialogues that share a persona);
* ``ppo``: the same with PPO (a value head on the policy, GAE), one dialogue per persona;
* ``grpo-think``: ``tiny-cpu-think``, think-then-say with the scaffold of
  :mod:`rlver_env.agents.think_scaffold` (the harness writes the tags, the policy the thought).

Commands::

    python -m rlver_baselines.llm.study run --steps 20 --seeds 0 1 --jobs 2 --out runs/study
    python -m rlver_baselines.llm.study report --out runs/study --results baselines/llm/results/study

``run`` starts one ``rlver_baselines.llm.train`` process per (arm, seed) that has no finished
run folder yet (``<out>/<arm>-s<seed>``, with its ``train.log``), ``jobs`` at a time; a folder
whose ``config.yaml`` differs from the arm's is refused rather than reused. ``report`` writes
``study.md``, ``study.json`` and ``study.png``: per run and per arm the paired gain (after -
before), and each arm against the reference arm after training (paired over the same personas
and seeds), with 95% bootstrap intervals, plus truncation, format errors, degeneracy and
diversity of the replies. These are rule-simulator results.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
from rlver_baselines.llm.analyse import load_episodes, side_stats
from rlver_baselines.llm.config import TrainerConfig
from rlver_baselines.llm.evaluate import compare, mean_ci

from rlver_env.runs.record import reward_version_of

#: Arm name -> (preset, overrides). The first arm is the reference of the between-arm comparison.
ARMS: dict[str, tuple[str, dict[str, Any]]] = {
    "grpo": ("tiny-cpu", {}),
    "ppo": ("tiny-cpu", {"adv_estimator": "ppo", "group_size": 1}),
    "grpo-think": ("tiny-cpu-think", {}),
}

#: Config fields that may differ between a run folder and its arm (where and how it ran).
_INCIDENTAL = frozenset({"output_dir", "progress", "resume", "preset"})

MARKDOWN_NAME = "study.md"
JSON_NAME = "study.json"
PLOT_NAME = "study.png"


def run_folder(out: str | Path, arm: str, seed: int) -> Path:
    """The run folder of one (arm, seed)."""
    return Path(out) / f"{arm}-s{seed}"


def arm_config(arm: str, steps: int, seed: int, out: str | Path) -> TrainerConfig:
    """The trainer config of one run of ``arm``.

    Raises:
        KeyError: For an unknown arm (the message lists the arms).
    """
    if arm not in ARMS:
        raise KeyError(f"unknown arm {arm!r}; choose from {list(ARMS)}")
    preset, overrides = ARMS[arm]
    return TrainerConfig.from_preset(
        preset, total_steps=steps, seed=seed, output_dir=str(run_folder(out, arm, seed)), progress=False, **overrides
    )


def config_mismatch(folder: Path, expected: TrainerConfig) -> list[str]:
    """The fields where ``folder/config.yaml`` differs from ``expected`` (none: the folder may be reused)."""
    path = folder / "config.yaml"
    if not path.is_file():
        return []
    found = TrainerConfig.from_yaml(path).to_dict()
    wanted = expected.to_dict()
    return sorted(k for k in wanted if k not in _INCIDENTAL and found.get(k) != wanted[k])


def _cli_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return value if isinstance(value, str) else json.dumps(value)


def train_command(arm: str, steps: int, seed: int, out: str | Path) -> list[str]:
    """The ``rlver_baselines.llm.train`` command line of one run."""
    preset, overrides = ARMS[arm]
    command = [sys.executable, "-m", "rlver_baselines.llm.train", "--preset", preset, "--total-steps", str(steps),
               "--seed", str(seed), "--output-dir", str(run_folder(out, arm, seed)), "--progress", "false"]
    for name, value in overrides.items():
        command += [f"--{name.replace('_', '-')}", _cli_value(value)]
    folder = run_folder(out, arm, seed)
    if (folder / "checkpoints").is_dir() and any((folder / "checkpoints").iterdir()):
        command += ["--resume", "auto"]
    return command


def run_study(arms: Sequence[str], seeds: Sequence[int], steps: int, out: str | Path, jobs: int = 1) -> list[Path]:
    """Trains and evaluates every (arm, seed) without a finished folder, ``jobs`` processes at a time.

    Returns:
        The run folders, finished ones included.

    Raises:
        ValueError: If a folder holds a run of another config (it names the fields).
        RuntimeError: If a run fails (its ``train.log`` is named; the other runs finish first).
    """
    todo: list[tuple[str, int]] = []
    folders = []
    for seed in seeds:  # seed-major: a first replicate of every arm before any second one
        for arm in arms:
            folder = run_folder(out, arm, seed)
            folders.append(folder)
            mismatch = config_mismatch(folder, arm_config(arm, steps, seed, out))
            if mismatch:
                raise ValueError(f"{folder} holds a run with other settings ({', '.join(mismatch)}); move it or choose another --out")
            if not (folder / "comparison.json").is_file():
                todo.append((arm, seed))
    running: list[tuple[subprocess.Popen[bytes], Path, Any]] = []
    failed: list[Path] = []
    while todo or running:
        while todo and len(running) < max(1, jobs):
            arm, seed = todo.pop(0)
            folder = run_folder(out, arm, seed)
            folder.mkdir(parents=True, exist_ok=True)
            log = open(folder / "train.log", "ab")  # noqa: SIM115 - closed when the process ends
            running.append((subprocess.Popen(train_command(arm, steps, seed, out), stdout=log, stderr=subprocess.STDOUT), folder, log))
        time.sleep(2.0)
        for entry in list(running):
            process, folder, log = entry
            if process.poll() is not None:
                log.close()
                running.remove(entry)
                if process.returncode != 0:
                    failed.append(folder / "train.log")
    if failed:
        raise RuntimeError("runs failed; see " + ", ".join(str(p) for p in failed))
    return folders


# ---------------------------------------------------------------------------- report
def _paired(a: dict[str, dict[str, Any]], b: dict[str, dict[str, Any]]) -> list[float]:
    keys = sorted(set(a) & set(b))
    return [float(b[k]["total_reward"]) - float(a[k]["total_reward"]) for k in keys]


def _format_error_share(episodes: Sequence[dict[str, Any]]) -> float:
    turns = [t for e in episodes for t in e["turns"]]
    return sum(not t.get("format_ok", True) for t in turns) / len(turns) if turns else 0.0


def run_summary(folder: Path, before: Sequence[dict[str, Any]], after: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """One finished run: its config, training metrics, before/after statistics and reply analysis.

    Args:
        folder: The run folder (``config.yaml``, ``metrics.jsonl``).
        before, after: Its evaluation episodes (``eval_before`` and ``eval_after``).
    """
    cfg = TrainerConfig.from_yaml(folder / "config.yaml")
    history = [json.loads(line) for line in (folder / "metrics.jsonl").read_text(encoding="utf-8").splitlines() if line.strip()]
    stats = compare(before, after, seed=cfg.eval_seed)
    return {
        "folder": folder.name,
        "seed": cfg.seed,
        "steps": len(history),
        "adv_estimator": cfg.adv_estimator,
        "think": cfg.think,
        "comparison": stats,
        "train_seconds": float(sum(row.get("perf/step_s", 0.0) for row in history)),
        "truncated_turn_rate": float(np.mean([row.get("rollout/truncated_turn_rate", 0.0) for row in history])),
        "reply_tokens": float(np.mean([row.get("rollout/reply_tokens", 0.0) for row in history])),
        "format_errors": {"before": _format_error_share(before), "after": _format_error_share(after)},
        "replies": {"before": _reply_stats(before), "after": _reply_stats(after)},
        "history": [{"step": row["step"], "return": row["rollout/return"]} for row in history],
    }


def _reply_stats(episodes: Sequence[dict[str, Any]]) -> dict[str, Any]:
    stats = side_stats(episodes)
    keep = ("words_per_reply", "distinct_1", "distinct_2", "repetition_rate", "looping_rate", "degenerate_turns", "turns")
    return {k: stats[k] for k in keep}


def study_report(out: str | Path, arms: Sequence[str] | None = None, seed: int = 0) -> dict[str, Any]:
    """Summarises every finished run under ``out``: per run, per arm, and each arm against the first.

    Raises:
        FileNotFoundError: If no arm has a finished run.
    """
    arms = list(arms or ARMS)
    runs: dict[str, list[dict[str, Any]]] = {}
    episodes: dict[str, dict[int, dict[str, dict[str, dict[str, Any]]]]] = {}
    for arm in arms:
        for folder in sorted(Path(out).glob(f"{arm}-s*")):
            finished = (folder / "comparison.json").is_file()
            if not finished or not folder.name[len(arm) + 2 :].isdigit():
                continue
            before, after = (load_episodes(folder / f"eval_{side}" / "trajectories.jsonl") for side in ("before", "after"))
            summary = run_summary(folder, before, after)
            runs.setdefault(arm, []).append(summary)
            episodes.setdefault(arm, {})[summary["seed"]] = {
                "before": {e["key"]: e for e in before},
                "after": {e["key"]: e for e in after},
            }
    if not runs:
        raise FileNotFoundError(f"no finished run of {arms} under {out} (run: python -m rlver_baselines.llm.study run --out {out})")
    arm_rows: dict[str, Any] = {}
    for arm, summaries in runs.items():
        gains = [d for s in summaries for d in _paired(episodes[arm][s["seed"]]["before"], episodes[arm][s["seed"]]["after"])]
        afters = [float(e["total_reward"]) for s in summaries for e in episodes[arm][s["seed"]]["after"].values()]
        arm_rows[arm] = {
            "runs": len(summaries),
            "seeds": [s["seed"] for s in summaries],
            "gain": mean_ci(gains, seed),
            "gain_per_run": [s["comparison"]["difference"][0] for s in summaries],
            "after_return": mean_ci(afters, seed),
            "after_final_emotion": float(np.mean([s["comparison"]["after"]["final_emotion"][0] for s in summaries])),
            "truncated_turn_rate": float(np.mean([s["truncated_turn_rate"] for s in summaries])),
            "format_errors_after": float(np.mean([s["format_errors"]["after"] for s in summaries])),
            "train_seconds": float(np.mean([s["train_seconds"] for s in summaries])),
        }
    reference = next(a for a in arms if a in runs)
    versus: dict[str, Any] = {}
    for arm in runs:
        if arm == reference:
            continue
        shared = sorted(set(episodes[arm]) & set(episodes[reference]))
        diffs = [d for s in shared for d in _paired(episodes[reference][s]["after"], episodes[arm][s]["after"])]
        if diffs:
            versus[arm] = {"against": reference, "seeds": shared, "after_difference": mean_ci(diffs, seed), "episodes": len(diffs)}
    every = [e for by_seed in episodes.values() for sides in by_seed.values() for side in sides.values() for e in side.values()]
    return {"arms": arm_rows, "versus": versus, "runs": runs, "reference": reference, "reward_version": reward_version_of(every)}


def _fmt(triple: Sequence[float], digits: int = 3) -> str:
    mean, low, high = triple
    return f"{mean:+.{digits}f} [{low:+.{digits}f}, {high:+.{digits}f}]"


def study_markdown(report: dict[str, Any], command: str = "") -> str:
    """The report as Markdown: arms, between-arm differences, runs."""
    lines = ["# LLM trainer ablations on one budget (rule simulator)", ""]
    if command:
        lines += [f"    {command}", ""]
    lines += [
        ("SmolLM2-135M-Instruct + LoRA against the rule-based user; every run has the same steps, dialogues "
        "per step and turns, and is evaluated on the 40 held-out test personas before and after with the "
        "same seeds. Gain: the paired difference of returns (emotion change / 100 over the dialogue), after - "
        "before, pooled over the arm's runs, with a 95% bootstrap interval. These are rule-simulator "
        "results: they say what the rule-based user rewards, not what a person would."),
        "",
        *([f"Reward: `{report['reward_version']}`.", ""] if report.get("reward_version") else []),
        "| arm | runs | gain after - before | return after | final emotion after | truncated turns | format errors after | train s / run |",
        "|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for arm, row in report["arms"].items():
        lines.append(
            f"| {arm} | {row['runs']} | {_fmt(row['gain'])} | {_fmt(row['after_return'])} | {row['after_final_emotion']:.1f} | "
            f"{100 * row['truncated_turn_rate']:.1f}% | {100 * row['format_errors_after']:.1f}% | {row['train_seconds']:.0f} |"
        )
    if report["versus"]:
        lines += ["", f"After training, each arm against `{report['reference']}` (paired over the same personas and seeds):", "",
                  "| arm | seeds | episodes | return difference after |", "|---|---|---:|---:|"]
        for arm, row in report["versus"].items():
            lines.append(f"| {arm} | {', '.join(map(str, row['seeds']))} | {row['episodes']} | {_fmt(row['after_difference'])} |")
    lines += ["", "Runs:", "", "| run | steps | gain | return before | return after | words / reply after | distinct-2 before / after | degenerate turns before / after |",
              "|---|---:|---:|---:|---:|---:|---:|---:|"]
    for arm, summaries in report["runs"].items():
        for s in summaries:
            c, rb, ra = s["comparison"], s["replies"]["before"], s["replies"]["after"]
            lines.append(
                f"| {s['folder']} | {s['steps']} | {_fmt(c['difference'])} | {c['before']['return'][0]:+.3f} | {c['after']['return'][0]:+.3f} | "
                f"{ra['words_per_reply']:.1f} | {rb['distinct_2']:.3f} / {ra['distinct_2']:.3f} | "
                f"{rb['degenerate_turns']} / {ra['degenerate_turns']} (of {ra['turns']}) |"
            )
    return "\n".join(lines) + "\n"


def plot_study(report: dict[str, Any], path: str | Path) -> Path:
    """Learning curves (moving mean of the training return) and the held-out return per arm, to a PNG.

    Raises:
        rlver_env.errors.MissingDependencyError: Without matplotlib (extra ``plot``).
    """
    from rlver_baselines.llm.modeling import require

    require("matplotlib", "plot")
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, (left, right) = plt.subplots(1, 2, figsize=(11, 4))
    colours = dict(zip(report["arms"], plt.rcParams["axes.prop_cycle"].by_key()["color"]))
    for arm, summaries in report["runs"].items():
        for i, s in enumerate(summaries):
            returns = [h["return"] for h in s["history"]]
            window = min(5, len(returns))
            smooth = np.convolve(returns, np.ones(window) / window, mode="valid")
            left.plot(range(window, len(returns) + 1), smooth, color=colours[arm], alpha=0.9 if i == 0 else 0.5,
                      label=arm if i == 0 else None)
    left.set_xlabel("training step")
    left.set_ylabel("training return (moving mean, 5 steps)")
    left.grid(alpha=0.3)
    left.legend(fontsize=8)
    names = list(report["arms"])
    # The return after training, not the gain: arms that start from different policies (the
    # think arm's format errors before training) are compared where they end.
    means = [report["arms"][a]["after_return"][0] for a in names]
    errors = [[m - report["arms"][a]["after_return"][1] for a, m in zip(names, means)],
              [report["arms"][a]["after_return"][2] - m for a, m in zip(names, means)]]
    right.bar(names, means, yerr=errors, capsize=6, color=[colours[a] for a in names], label="after training (95% CI)")
    before = [float(np.mean([s["comparison"]["before"]["return"][0] for s in report["runs"][a]])) for a in names]
    right.plot(names, before, "o", mfc="none", mec="black", ms=9, ls="none", label="before training")
    right.axhline(0, color="black", lw=0.8)
    right.set_ylabel("held-out mean return")
    right.grid(alpha=0.3, axis="y")
    right.legend(fontsize=8)
    fig.suptitle("LLM trainer ablations, same budget (rule simulator)")
    fig.tight_layout()
    path = Path(path)
    fig.savefig(path, dpi=120)
    plt.close(fig)
    return path


def write_report(out: str | Path, results: str | Path, command: str = "") -> dict[str, Any]:
    """Writes ``study.md``, ``study.json`` and ``study.png`` for the runs under ``out`` into ``results``."""
    report = study_report(out)
    results = Path(results)
    results.mkdir(parents=True, exist_ok=True)
    (results / MARKDOWN_NAME).write_text(study_markdown(report, command), encoding="utf-8")
    (results / JSON_NAME).write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    try:
        plot_study(report, results / PLOT_NAME)
    except ImportError as exc:  # MissingDependencyError: no matplotlib
        print(f"no plot: {exc}", file=sys.stderr)
    return report


def main(argv: Sequence[str] | None = None) -> int:
    """Runs or reports the study."""
    parser = argparse.ArgumentParser(prog="python -m rlver_baselines.llm.study", description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    run = sub.add_parser("run", help="Train and evaluate the missing (arm, seed) runs, then report into --out.")
    run.add_argument("--arms", nargs="+", default=list(ARMS), choices=list(ARMS))
    run.add_argument("--seeds", nargs="+", type=int, default=[0])
    run.add_argument("--steps", type=int, default=20, help="Training steps of every run (the shared budget).")
    run.add_argument("--jobs", type=int, default=1, help="Runs side by side (each uses the preset's torch_threads).")
    run.add_argument("--out", default="runs/study")
    report = sub.add_parser("report", help="Summarise the finished runs under --out.")
    report.add_argument("--out", default="runs/study")
    report.add_argument("--results", default=None, help="Where to write study.md/json/png (default: --out).")
    args = parser.parse_args(argv)
    if args.command == "run" and args.steps < 1:
        parser.error("--steps must be at least 1")
    try:
        if args.command == "run":
            run_study(args.arms, args.seeds, args.steps, args.out, args.jobs)
            results = args.out
        else:
            results = args.results or args.out
        command = "python -m rlver_baselines.llm.study " + " ".join(argv if argv is not None else sys.argv[1:])
        report_data = write_report(args.out, results, command)
    except (ValueError, RuntimeError, FileNotFoundError, KeyError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(study_markdown(report_data))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
