"""Does a moderately challenging user train a better agent than a hard one? (RLVER's claim.)

Trains one MaskablePPO strategy agent per training difficulty (every user's difficulty pinned
with :attr:`SB3BaselineConfig.difficulty`), evaluates every agent on users of each evaluation
difficulty (the test personas, each once per evaluation seed, so all agents meet the same
users), and writes a Markdown table, the JSON of every number and a grouped bar chart.

Random strategies and the best fixed strategy (chosen on the training personas at that
evaluation difficulty) are reported alongside. Paired differences (same persona, same seed)
between training difficulties on the same evaluation difficulty come with standard errors.

Command line::

    python -m rlver_baselines.sb3.difficulty --timesteps 50000 --output-dir baselines/sb3/results/difficulty

Writes ``difficulty.md``, ``difficulty.json`` and ``difficulty.png`` under ``--output-dir``,
and the models under ``--models-dir``.
"""

from __future__ import annotations

import argparse
import dataclasses
import itertools
import json
import shlex
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np
from rlver_baselines.sb3.config import SB3BaselineConfig
from rlver_baselines.sb3.evaluate import (
    FixedStrategyPolicy,
    RandomStrategyPolicy,
    StrategyPolicy,
    best_fixed_strategy,
    evaluate_strategy_policy,
    make_strategy_env,
    paired_gap,
    persona_bank,
    summarise_episodes,
    verdict,
)

from rlver_env.errors import MissingDependencyError
from rlver_env.personas.bank import PersonaBank
from rlver_env.personas.needs import DIFFICULTIES
from rlver_env.runs.evaluation import round_half_up
from rlver_env.runs.record import reward_version_of

#: File names under the output directory.
MARKDOWN_NAME = "difficulty.md"
JSON_NAME = "difficulty.json"
PLOT_NAME = "difficulty.png"


def run_name(config: SB3BaselineConfig) -> str:
    """The name of one run of the study: ``<algo>_<difficulty>_seed<seed>``."""
    return f"{config.algo}_{config.difficulty}_seed{config.seed}"


def training_label(config: SB3BaselineConfig) -> str:
    """A row name for a run: ``<algo> trained on <difficulty>``."""
    return f"{config.algo} trained on {config.difficulty}"


def study_configs(
    base: SB3BaselineConfig, train_difficulties: Sequence[str], seeds: Sequence[int]
) -> list[SB3BaselineConfig]:
    """One configuration per training difficulty and seed (difficulty-major), otherwise ``base``."""
    configs = []
    for difficulty in train_difficulties:
        for seed in seeds:
            config = dataclasses.replace(base, difficulty=difficulty, seed=seed, run_name="")
            configs.append(dataclasses.replace(config, run_name=run_name(config)))
    return configs


def standard_error(values: Sequence[float]) -> float:
    """The standard error of the mean (``nan`` for fewer than two values)."""
    array = np.asarray(values, dtype=float)
    if len(array) < 2:
        return float("nan")
    return float(array.std(ddof=1) / np.sqrt(len(array)))


def _row(
    name: str,
    kind: str,
    train_difficulty: str | None,
    eval_difficulty: str,
    episodes: Sequence[dict[str, Any]],
) -> dict[str, Any]:
    row = summarise_episodes(episodes)
    returns = [float(e["total_reward"]) for e in episodes]
    row.update(
        name=name,
        kind=kind,
        train_difficulty=train_difficulty,
        eval_difficulty=eval_difficulty,
        stderr=standard_error(returns),
        returns=returns,
    )
    return row


def evaluate_study(
    base: SB3BaselineConfig,
    learned: Sequence[tuple[SB3BaselineConfig, StrategyPolicy]],
    eval_difficulties: Sequence[str],
    label: Callable[[SB3BaselineConfig], str] = training_label,
) -> list[dict[str, Any]]:
    """Evaluates every learned policy, random and the best fixed strategy at each evaluation difficulty.

    Runs with the same ``label`` (by default: the same algorithm and training difficulty) are
    pooled into one row (seeds, in ``learned``'s order), so its returns pair with another row's
    returns episode by episode when both have the same seeds.

    Args:
        base: Personas, evaluation seeds, rules and observation flags of the evaluation.
        learned: Each trained policy with its configuration (its ``difficulty`` is the training one).
        eval_difficulties: The difficulties of the evaluation users.
        label: The row name of a run, from its configuration.

    Returns:
        One row per (policy, evaluation difficulty): :func:`summarise_episodes`'s summary plus
        ``name``, ``kind`` (``learned`` or ``baseline``), ``train_difficulty``,
        ``eval_difficulty``, ``stderr`` (of the mean return) and ``returns``.
    """
    seeds = list(base.eval_seeds)
    train_bank = persona_bank(base.train_personas, base.persona_ids)
    eval_bank = PersonaBank(base.eval_personas)
    rows = []
    for eval_difficulty in eval_difficulties:
        config = dataclasses.replace(base, difficulty=eval_difficulty)
        train_env = make_strategy_env(train_bank, config)
        best, _ = best_fixed_strategy(train_env, train_bank.ids, seeds)
        train_env.close()
        env = make_strategy_env(eval_bank, config)
        pooled: dict[str, list[dict[str, Any]]] = {}
        trained_on: dict[str, str] = {}
        for run_config, policy in learned:
            episodes = evaluate_strategy_policy(env, policy, eval_bank.ids, seeds)
            pooled.setdefault(label(run_config), []).extend(episodes)
            trained_on[label(run_config)] = str(run_config.difficulty)
        for name, episodes in pooled.items():
            rows.append(_row(name, "learned", trained_on[name], eval_difficulty, episodes))
        for policy, kind in (
            (FixedStrategyPolicy(best), "best fixed (chosen on train)"),
            (RandomStrategyPolicy(), "random"),
        ):
            episodes = evaluate_strategy_policy(env, policy, eval_bank.ids, seeds)
            rows.append(_row(policy.name, kind, None, eval_difficulty, episodes))
        env.close()
    return rows


def paired_differences(rows: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """Paired differences between training difficulties, and against the baselines, per evaluation difficulty.

    Every pair of learned rows on the same evaluation difficulty (in row order: ``a - b``), then
    every learned row against each baseline row (a baseline's returns repeated once per run of
    the learned row, so that they pair).
    """
    pairs = []
    for eval_difficulty in dict.fromkeys(row["eval_difficulty"] for row in rows):
        here = [row for row in rows if row["eval_difficulty"] == eval_difficulty]
        learned = [row for row in here if row["kind"] == "learned"]
        baselines = [row for row in here if row["kind"] != "learned"]
        candidates = list(itertools.combinations(learned, 2))
        candidates += [(row, baseline) for row in learned for baseline in baselines]
        for a, b in candidates:
            repeats = len(a["returns"]) // max(len(b["returns"]), 1)
            other = list(b["returns"]) * repeats if repeats > 1 else b["returns"]
            gap, stderr = paired_gap(a["returns"], other)
            pairs.append(
                {
                    "eval_difficulty": eval_difficulty,
                    "a": a["name"],
                    "b": b["name"],
                    "mean": gap,
                    "stderr": stderr,
                    "verdict": verdict(gap, stderr),
                    "pairs": len(other),
                }
            )
    return pairs


def moderate_verdicts(
    rows: Sequence[dict[str, Any]], pairs: Sequence[dict[str, Any]], moderate: str = "normal"
) -> list[str]:
    """One sentence per evaluation difficulty: does training on ``moderate`` users beat the other difficulties?"""
    sentences = []
    for eval_difficulty in dict.fromkeys(row["eval_difficulty"] for row in rows):
        learned = [
            r for r in rows if r["eval_difficulty"] == eval_difficulty and r["kind"] == "learned"
        ]
        names = {r["train_difficulty"]: r["name"] for r in learned}
        if moderate not in names or len(names) < 2:
            continue
        best = max(learned, key=lambda r: r["mean_return"])
        parts = []
        for other, other_name in names.items():
            if other == moderate:
                continue
            entry = next(
                p
                for p in pairs
                if p["eval_difficulty"] == eval_difficulty
                and {p["a"], p["b"]} == {names[moderate], other_name}
            )
            sign = 1.0 if entry["a"] == names[moderate] else -1.0
            gap = sign * entry["mean"]
            parts.append(
                f"{verdict(gap, entry['stderr'])} training on {other} ({gap:+.3f}, paired SE {entry['stderr']:.3f})"
            )
        beats_all = all(part.startswith("beats") for part in parts)
        sentences.append(
            f"On {eval_difficulty} users, training on {moderate} users " + "; ".join(parts) + ". "
            f"Highest mean return: trained on {best['train_difficulty']}. "
            f"Moderate-trains-best {'holds' if beats_all else 'does not hold'} here (beyond two paired standard errors)."
        )
    return sentences


def format_report(data: dict[str, Any]) -> str:
    """The Markdown report of a study (``data`` as :func:`run_study` returns it)."""
    rows = data["rows"]
    evals = list(dict.fromkeys(row["eval_difficulty"] for row in rows))
    names = list(dict.fromkeys(row["name"] for row in rows))
    by_key = {(row["name"], row["eval_difficulty"]): row for row in rows}
    seeds = data["train_seeds"]
    lines = [
        "# Training difficulty vs evaluation difficulty (rule simulator)",
        "",
        (
            f"Rule-simulator results ({data['rules']} rules), not LLM users. MaskablePPO strategy agents, "
            f"{data['timesteps']:,} steps each, {len(seeds)} training seed{'s' if len(seeds) != 1 else ''} "
            f"{list(seeds)}, on {data['train_personas']} with every user's difficulty pinned to the training "
            f"difficulty; evaluated on {data['eval_personas']} ({data['eval_persona_count']} personas x "
            f"{len(data['eval_seeds'])} seeds {list(data['eval_seeds'])}) with every user's difficulty pinned to "
            "the evaluation difficulty. The best fixed strategy is chosen on the training personas at each "
            "evaluation difficulty."
        ),
        "",
        "Command:",
        "",
        "```bash",
        data["command"],
        "```",
        "",
        "Mean return (standard error of the mean over episodes), SAGE score (mean final emotion), successes:",
        "",
        "| policy | kind | " + " | ".join(f"on {e} users" for e in evals) + " |",
        "|---|---|" + "---:|" * len(evals),
    ]
    for name in names:
        cells = []
        kind = next(row["kind"] for row in rows if row["name"] == name)
        for e in evals:
            row = by_key.get((name, e))
            if row is None:
                cells.append("")
                continue
            cells.append(
                f"{row['mean_return']:+.3f} ({row['stderr']:.3f}), score {round_half_up(row['mean_final_emotion'], 1):.1f}, "
                f"{row['success']}/{row['episodes']}"
            )
        lines.append(f"| {name} | {kind} | " + " | ".join(cells) + " |")
    lines += [
        "",
        "Paired differences in mean return, a - b (paired by persona x seed; standard error in brackets):",
        "",
        "| on | a | b | a - b | verdict | pairs |",
        "|---|---|---|---:|---|---:|",
    ]
    for p in data["paired"]:
        lines.append(
            f"| {p['eval_difficulty']} | {p['a']} | {p['b']} | {p['mean']:+.3f} ({p['stderr']:.3f}) | a {p['verdict']} b | {p['pairs']} |"
        )
    sentences = moderate_verdicts(rows, data["paired"])
    if sentences:
        lines += ["", "Does a moderately challenging (normal) user train best?", ""]
        lines += [f"- {s}" for s in sentences]
    if data.get("runs"):
        lines += [
            "",
            "Training runs:",
            "",
            "| run | difficulty | seed | seconds |",
            "|---|---|---:|---:|",
        ]
        for run in data["runs"]:
            lines.append(
                f"| {run['name']} | {run['difficulty']} | {run['seed']} | {run['seconds']:.0f} |"
            )
    lines += [
        "",
        f"Plot: [{PLOT_NAME}]({PLOT_NAME}); every number and episode return: [{JSON_NAME}]({JSON_NAME}).",
    ]
    return "\n".join(lines) + "\n"


def plot_study(rows: Sequence[dict[str, Any]], path: str | Path) -> Path:
    """A grouped bar chart: evaluation difficulty groups, one bar per policy, mean return with standard errors.

    Raises:
        MissingDependencyError: If matplotlib is not installed.
    """
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt  # lazy: the plot extra
    except ImportError:
        raise MissingDependencyError(
            "matplotlib", "plot", "plotting the difficulty study"
        ) from None
    evals = list(dict.fromkeys(row["eval_difficulty"] for row in rows))
    names = list(dict.fromkeys(row["name"] for row in rows))
    by_key = {(row["name"], row["eval_difficulty"]): row for row in rows}
    width = 0.8 / max(len(names), 1)
    x = np.arange(len(evals))
    figure, axes = plt.subplots(figsize=(7, 4))
    for i, name in enumerate(names):
        present = [(j, by_key[(name, e)]) for j, e in enumerate(evals) if (name, e) in by_key]
        learned = present[0][1]["kind"] == "learned"
        axes.bar(
            [x[j] + (i - (len(names) - 1) / 2) * width for j, _ in present],
            [row["mean_return"] for _, row in present],
            width,
            yerr=[row["stderr"] for _, row in present],
            capsize=3,
            label=name,
            hatch=None if learned else "//",
            alpha=1.0 if learned else 0.6,
        )
    axes.axhline(0.0, color="black", linewidth=0.8)
    axes.set_xticks(x, [f"{e} users" for e in evals])
    axes.set_ylabel("mean return (SE)")
    axes.set_title("Training difficulty x evaluation difficulty (rule simulator)")
    axes.legend(fontsize=8)
    figure.tight_layout()
    path = Path(path)
    figure.savefig(path, dpi=120)
    plt.close(figure)
    return path


def write_outputs(data: dict[str, Any], output_dir: str | Path) -> list[Path]:
    """Writes the Markdown report, the JSON and the plot under ``output_dir``; returns their paths."""
    output = Path(output_dir)
    output.mkdir(parents=True, exist_ok=True)
    markdown = output / MARKDOWN_NAME
    markdown.write_text(format_report(data), encoding="utf-8")
    json_path = output / JSON_NAME
    json_path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    return [markdown, json_path, plot_study(data["rows"], output / PLOT_NAME)]


def run_study(
    base: SB3BaselineConfig,
    train_difficulties: Sequence[str],
    eval_difficulties: Sequence[str],
    seeds: Sequence[int],
    command: str,
) -> dict[str, Any]:
    """Trains every run, evaluates them and returns every number (see :func:`format_report`)."""
    from rlver_baselines.sb3.train import train  # lazy: needs the sb3 extra

    learned = []
    runs = []
    for config in study_configs(base, train_difficulties, seeds):
        result = train(config)
        learned.append((config, result.policy))
        runs.append(
            {
                "name": config.run_name,
                "difficulty": config.difficulty,
                "seed": config.seed,
                "seconds": result.seconds,
            }
        )
    rows = evaluate_study(base, learned, eval_difficulties)
    return {
        "command": command,
        "rules": base.rules,
        "reward_version": reward_version_of(rows),
        "algo": base.algo,
        "timesteps": base.timesteps,
        "train_seeds": list(seeds),
        "train_personas": base.train_personas,
        "eval_personas": base.eval_personas,
        "eval_persona_count": len(PersonaBank(base.eval_personas)),
        "eval_seeds": list(base.eval_seeds),
        "train_difficulties": list(train_difficulties),
        "eval_difficulties": list(eval_difficulties),
        "runs": runs,
        "configs": [config.to_dict() for config, _ in learned],
        "rows": rows,
        "paired": paired_differences(rows),
    }


def build_parser() -> argparse.ArgumentParser:
    """The study's flags; every other setting is :class:`SB3BaselineConfig`'s default."""
    parser = argparse.ArgumentParser(
        prog="python -m rlver_baselines.sb3.difficulty", description=__doc__.split("\n")[0]
    )
    parser.add_argument(
        "--timesteps", type=int, default=50_000, help="environment steps per run (default: 50000)"
    )
    parser.add_argument(
        "--seeds",
        type=int,
        nargs="+",
        default=[0],
        help="training seeds, one run per difficulty each (default: 0)",
    )
    parser.add_argument(
        "--train-difficulties", nargs="+", default=list(DIFFICULTIES), choices=DIFFICULTIES
    )
    parser.add_argument(
        "--eval-difficulties", nargs="+", default=["normal", "hard"], choices=DIFFICULTIES
    )
    parser.add_argument(
        "--eval-seeds",
        type=int,
        nargs="+",
        default=[0, 1, 2],
        help="evaluation seeds (default: 0 1 2)",
    )
    parser.add_argument(
        "--eval-personas",
        default="bundled:test",
        help="evaluation personas (default: bundled:test)",
    )
    parser.add_argument(
        "--output-dir", default="runs/sb3/difficulty", help="where the report, JSON and plot go"
    )
    parser.add_argument(
        "--models-dir", default="runs/sb3/difficulty/models", help="where the models go"
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Runs the study and writes its report, JSON and plot."""
    args = build_parser().parse_args(argv)
    try:
        base = SB3BaselineConfig(
            timesteps=args.timesteps,
            eval_seeds=args.eval_seeds,
            eval_personas=args.eval_personas,
            output_dir=args.models_dir,
            tensorboard=False,
            evaluate=False,
        )
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    command = "python -m rlver_baselines.sb3.difficulty " + shlex.join(
        argv if argv is not None else sys.argv[1:]
    )
    print(
        f"training {base.algo} on {args.train_difficulties} users, {args.timesteps} steps each, seeds {args.seeds}"
    )
    data = run_study(
        base, args.train_difficulties, args.eval_difficulties, args.seeds, command.strip()
    )
    for path in write_outputs(data, args.output_dir):
        print(f"wrote {path}")
    print()
    print(format_report(data))
    return 0


if __name__ == "__main__":
    sys.exit(main())
