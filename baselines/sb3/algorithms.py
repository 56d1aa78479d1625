"""The PPO family on the same budget: MaskablePPO, RecurrentPPO and plain PPO on normal users.

Each algorithm trains with the same steps, seed and hyperparameters (:class:`SB3BaselineConfig`'s
defaults) on the training personas with every user's difficulty pinned; all are evaluated on
the test personas at the same difficulty, with random strategies and the best fixed strategy
(chosen on the training personas) alongside, and paired differences between the algorithms.
Plain PPO does not see the action masks: where it picks a masked strategy the wrapper plays the
next allowed one (``on_masked="substitute"``); RecurrentPPO likewise.

Command line::

    python -m rlver_baselines.sb3.algorithms --timesteps 100000 --output-dir baselines/sb3/results/algorithms

``--reuse-models DIR`` loads a model saved there under the same run name
(``<algo>_<difficulty>_seed<seed>``) instead of training it, when its saved configuration
matches (for example the MaskablePPO run of :mod:`rlver_baselines.sb3.difficulty`).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import shlex
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from rlver_baselines.sb3.config import ALGOS, SB3BaselineConfig
from rlver_baselines.sb3.difficulty import evaluate_study, paired_differences, plot_study, run_name
from rlver_baselines.sb3.evaluate import StrategyPolicy, load_policy

from rlver_env.personas.bank import PersonaBank
from rlver_env.personas.needs import DIFFICULTIES
from rlver_env.runs.evaluation import round_half_up
from rlver_env.runs.record import reward_version_of

MARKDOWN_NAME = "algorithms.md"
JSON_NAME = "algorithms.json"
PLOT_NAME = "algorithms.png"

#: Fields that may differ between a reused model's configuration and the one asked for.
_IGNORED_FIELDS = ("output_dir", "run_name", "tensorboard", "evaluate", "save_model", "verbose")


def matching_model(config: SB3BaselineConfig, models_dir: str | Path) -> Path | None:
    """The model saved under ``models_dir`` as ``config.run_name``, if its configuration matches ``config``."""
    path = Path(models_dir) / f"{config.run_name}.zip"
    saved_path = path.with_suffix(".json")
    if not (path.is_file() and saved_path.is_file()):
        return None
    saved = json.loads(saved_path.read_text(encoding="utf-8"))
    wanted = config.to_dict()
    if any(saved.get(k) != v for k, v in wanted.items() if k not in _IGNORED_FIELDS):
        return None
    return path


def format_report(data: dict[str, Any]) -> str:
    """The Markdown report (``data`` as :func:`main` writes it)."""
    rows = data["rows"]
    lines = [
        "# The PPO family on the same budget (rule simulator)",
        "",
        (
            f"Rule-simulator results ({data['rules']} rules), not LLM users. Each algorithm trained for "
            f"{data['timesteps']:,} steps, training seed {data['seed']} (one run each), on {data['train_personas']} "
            f"with every user's difficulty pinned to {data['difficulty']}; evaluated on {data['eval_personas']} "
            f"({data['eval_persona_count']} personas x {len(data['eval_seeds'])} seeds {list(data['eval_seeds'])}) "
            f"at the same difficulty. MaskablePPO reads the action masks; RecurrentPPO and plain PPO do not, and "
            "the wrapper plays the next allowed strategy where they pick a masked one."
        ),
        "",
        "Command:",
        "",
        "```bash",
        data["command"],
        "```",
        "",
        "| policy | kind | mean return (SE) | score | success | failure | turns |",
        "|---|---|---:|---:|---:|---:|---:|",
    ]
    for row in rows:
        lines.append(
            f"| {row['name']} | {row['kind']} | {row['mean_return']:+.3f} ({row['stderr']:.3f}) | "
            f"{round_half_up(row['mean_final_emotion'], 1):.1f} | {row['success']}/{row['episodes']} | "
            f"{row['failure']}/{row['episodes']} | {row['mean_turns']:.1f} |"
        )
    lines += [
        "",
        "Paired differences in mean return, a - b (paired by persona x seed; standard error in brackets):",
        "",
        "| a | b | a - b | verdict |",
        "|---|---|---:|---|",
    ]
    for p in data["paired"]:
        lines.append(
            f"| {p['a']} | {p['b']} | {p['mean']:+.3f} ({p['stderr']:.3f}) | a {p['verdict']} b |"
        )
    lines += ["", "Training runs:", "", "| run | seconds | reused |", "|---|---:|---|"]
    for run in data["runs"]:
        seconds = "" if run["seconds"] is None else f"{run['seconds']:.0f}"
        lines.append(f"| {run['name']} | {seconds} | {run['reused'] or ''} |")
    lines += [
        "",
        f"Plot: [{PLOT_NAME}]({PLOT_NAME}); every number and episode return: [{JSON_NAME}]({JSON_NAME}).",
    ]
    return "\n".join(lines) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    """Trains (or reuses) one agent per algorithm, evaluates them and writes the report, JSON and plot."""
    parser = argparse.ArgumentParser(
        prog="python -m rlver_baselines.sb3.algorithms", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--algos", nargs="+", default=list(ALGOS), choices=ALGOS)
    parser.add_argument("--timesteps", type=int, default=100_000, help="environment steps per run")
    parser.add_argument("--seed", type=int, default=0, help="training seed")
    parser.add_argument(
        "--difficulty", default="normal", choices=DIFFICULTIES, help="every user's difficulty"
    )
    parser.add_argument(
        "--eval-seeds", type=int, nargs="+", default=[0, 1, 2], help="evaluation seeds"
    )
    parser.add_argument("--eval-personas", default="bundled:test", help="evaluation personas")
    parser.add_argument(
        "--output-dir", default="runs/sb3/algorithms", help="where the report, JSON and plot go"
    )
    parser.add_argument(
        "--models-dir", default="runs/sb3/algorithms/models", help="where new models go"
    )
    parser.add_argument(
        "--reuse-models", default=None, help="load matching models saved here instead of training"
    )
    args = parser.parse_args(argv)
    from rlver_baselines.sb3.train import train  # lazy: needs the sb3 extra

    base = SB3BaselineConfig(
        timesteps=args.timesteps,
        seed=args.seed,
        difficulty=args.difficulty,
        eval_seeds=args.eval_seeds,
        eval_personas=args.eval_personas,
        output_dir=args.models_dir,
        tensorboard=False,
        evaluate=False,
    )
    learned: list[tuple[SB3BaselineConfig, StrategyPolicy]] = []
    runs = []
    for algo in args.algos:
        config = dataclasses.replace(base, algo=algo, run_name="")
        config = dataclasses.replace(config, run_name=run_name(config))
        reused = matching_model(config, args.reuse_models) if args.reuse_models else None
        if reused is not None:
            print(f"reusing {reused}")
            policy: StrategyPolicy = load_policy(reused, algo, name=config.run_name)
            seconds = None
        else:
            print(f"training {algo} for {config.timesteps} steps")
            result = train(config)
            policy, seconds = result.policy, result.seconds
            print(f"trained in {seconds:.0f} s")
        learned.append((config, policy))
        runs.append(
            {"name": config.run_name, "seconds": seconds, "reused": str(reused) if reused else None}
        )
    rows = evaluate_study(base, learned, [args.difficulty], label=lambda c: c.algo)
    command = "python -m rlver_baselines.sb3.algorithms " + shlex.join(
        argv if argv is not None else sys.argv[1:]
    )
    data = {
        "command": command.strip(),
        "rules": base.rules,
        "reward_version": reward_version_of(rows),
        "timesteps": base.timesteps,
        "seed": base.seed,
        "difficulty": args.difficulty,
        "train_personas": base.train_personas,
        "eval_personas": base.eval_personas,
        "eval_persona_count": len(PersonaBank(base.eval_personas)),
        "eval_seeds": list(base.eval_seeds),
        "runs": runs,
        "configs": [config.to_dict() for config, _ in learned],
        "rows": rows,
        "paired": paired_differences(rows),
    }
    output = Path(args.output_dir)
    output.mkdir(parents=True, exist_ok=True)
    (output / MARKDOWN_NAME).write_text(format_report(data), encoding="utf-8")
    (output / JSON_NAME).write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    plot_study(rows, output / PLOT_NAME)
    print(format_report(data))
    return 0


if __name__ == "__main__":
    sys.exit(main())
