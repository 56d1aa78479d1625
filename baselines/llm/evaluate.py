"""Evaluation: the trained policy on the held-out test personas, before and after training.

:class:`~rlver_env.agents.hf_policy.HFChatPolicy` wraps a transformers
model as a :class:`rlver_env.agents.policy.Policy` for :func:`rlver_env.bench.run_benchmark`. It
keeps each dialogue's token stream exactly as the trainer builds it (same chat format, same
system prompt, thoughts kept in the policy's own context), so evaluation measures the policy
that was trained; ``rlver-env bench --policy hf:<model>`` with ``--think-scaffold`` plays a
model folder through the same class.

Also: the before/after table (mean return with a bootstrap 95% CI, and the paired difference
over the same personas and seeds) and the learning-curve plot.

Command line (evaluate a checkpoint's adapters)::

    python -m rlver_baselines.llm.evaluate --checkpoint runs/tiny-cpu/checkpoints/step_24 --out runs/eval
"""

from __future__ import annotations

import argparse
import json
import logging
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from rlver_env.agents.chat_format import ChatFormat
from rlver_env.agents.hf_policy import HFChatPolicy
from rlver_env.runs.record import reward_version_of

logger = logging.getLogger(__name__)


def evaluate(
    model: Any,
    tokenizer: Any,
    chat: ChatFormat,
    out_dir: str | Path,
    *,
    env_id: str = "EmpathyDialogue-Eval-v0",
    max_turns: int | None = None,
    think_mode: str = "off",
    max_new_tokens: int = 48,
    temperature: float = 1.0,
    repeats: int = 1,
    seed: int = 1234,
    concurrency: int = 20,
    name: str = "llm",
    progress: bool = True,
    max_sentences: int = 0,
    scaffold: dict[str, int] | None = None,
) -> list[dict[str, Any]]:
    """Plays every test persona ``repeats`` times with the model and returns the episode records.

    ``scaffold`` (``{"max_thought_tokens": ..., "max_thought_sentences": ...}``) generates with
    the think-then-say scaffold of :mod:`rlver_env.agents.think_scaffold`, as the trainer does with
    ``think_scaffold``; use it with ``think_mode="required"``.

    The run folder is resumable (see :func:`rlver_env.bench.run_benchmark`): the same call on
    the same folder skips the episodes already finished.
    """
    from rlver_env.agents.think_scaffold import build_generator
    from rlver_env.bench.runner import run_benchmark

    generator = build_generator(
        model, tokenizer, chat.eos_token_ids, max_new_tokens=max_new_tokens, temperature=temperature,
        max_sentences=max_sentences, scaffold=scaffold is not None, **(scaffold or {}),
    )
    policy = HFChatPolicy(generator, chat, name=name)
    env_kwargs: dict[str, Any] = {"think_mode": think_mode, "observation_format": "messages"}
    if max_turns is not None:
        env_kwargs["max_turns"] = max_turns
    describe: dict[str, Any] = {"max_new_tokens": max_new_tokens, "temperature": temperature, "max_sentences": max_sentences}
    if scaffold is not None:
        describe["think_scaffold"] = dict(scaffold)
    result = run_benchmark(
        policy, out_dir, env_id=env_id, env_kwargs=env_kwargs, repeats=repeats, seed=seed,
        concurrency=concurrency, progress=progress, describe=describe,
    )
    return result.records


def evaluation_options(cfg: Any) -> dict[str, Any]:
    """The keyword arguments of :func:`evaluate` for a trainer config: the turns it was trained with."""
    options: dict[str, Any] = {
        "env_id": cfg.eval_env_id, "max_turns": cfg.max_turns, "think_mode": cfg.think_mode,
        "max_new_tokens": cfg.max_new_tokens, "temperature": cfg.eval_temperature, "repeats": cfg.eval_repeats,
        "seed": cfg.eval_seed, "concurrency": cfg.eval_concurrency, "progress": cfg.progress,
        "max_sentences": cfg.max_reply_sentences,
    }
    if cfg.think_scaffold:
        options["scaffold"] = {"max_thought_tokens": cfg.max_thought_tokens, "max_thought_sentences": cfg.max_thought_sentences}
    return options


# ---------------------------------------------------------------------------- reports
def mean_ci(values: Sequence[float], seed: int = 0, resamples: int = 5000) -> tuple[float, float, float]:
    """The mean and its percentile-bootstrap 95% confidence interval, unrounded.

    The interval is :func:`rlver_env.bench.summary.bootstrap_ci`'s, so the trainer's table and
    the benchmark's ``score_ci95`` resample the same way.

    Raises:
        ValueError: For an empty sample.
    """
    from rlver_env.bench.summary import bootstrap_ci

    low, high = bootstrap_ci(values, seed=seed, resamples=resamples, digits=None)
    return float(np.mean(np.asarray(values, dtype=np.float64))), low, high


def compare(before: Sequence[dict[str, Any]], after: Sequence[dict[str, Any]], seed: int = 0) -> dict[str, Any]:
    """Before/after statistics over the same episodes (matched by persona and repeat).

    Returns:
        For ``before`` and ``after``: ``return`` (mean, low, high), ``final_emotion`` (mean,
        low, high), ``success`` and ``episodes``; ``difference``: the paired difference of
        returns (mean, low, high) over the matched episodes; and ``reward_version``, the reward
        both were measured under (:func:`rlver_env.runs.record.reward_version_of`).
    """

    by_key_before = {r["key"]: r for r in before}
    by_key_after = {r["key"]: r for r in after}
    keys = sorted(set(by_key_before) & set(by_key_after))
    if not keys:
        raise ValueError("no episode appears in both runs; evaluate with the same personas, repeats and seed")

    def side(records: dict[str, dict[str, Any]]) -> dict[str, Any]:
        returns = [float(records[k]["total_reward"]) for k in keys]
        finals = [float(records[k]["final_emotion"]) for k in keys]
        return {
            "episodes": len(keys),
            "return": mean_ci(returns, seed),
            "final_emotion": mean_ci(finals, seed),
            "success": sum(f >= 100 for f in finals),
            "mean_turns": float(np.mean([len(records[k]["turns"]) for k in keys])),
        }

    differences = [float(by_key_after[k]["total_reward"]) - float(by_key_before[k]["total_reward"]) for k in keys]
    return {
        "before": side(by_key_before),
        "after": side(by_key_after),
        "difference": mean_ci(differences, seed),
        "reward_version": reward_version_of([*before, *after]),
    }


def comparison_markdown(stats: dict[str, Any], title: str = "Before and after training (held-out test personas)") -> str:
    """The before/after table as Markdown."""
    lines = [
        f"## {title}",
        "",
        "| policy | episodes | mean return | 95% CI | final emotion | 95% CI | successes | mean turns |",
        "|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for label in ("before", "after"):
        s = stats[label]
        r, e = s["return"], s["final_emotion"]
        lines.append(
            f"| {label} | {s['episodes']} | {r[0]:+.4f} | [{r[1]:+.4f}, {r[2]:+.4f}] | {e[0]:.1f} | [{e[1]:.1f}, {e[2]:.1f}] "
            f"| {s['success']} | {s['mean_turns']:.2f} |"
        )
    d = stats["difference"]
    lines += ["", f"Paired difference in return (after - before, same personas and seeds): **{d[0]:+.4f}** (95% CI [{d[1]:+.4f}, {d[2]:+.4f}]).", ""]
    if stats.get("reward_version"):
        lines += [f"Reward: `{stats['reward_version']}`.", ""]
    return "\n".join(lines)


def plot_learning_curve(history: Sequence[dict[str, float]], path: str | Path, stats: dict[str, Any] | None = None, title: str = "") -> Path:
    """Plots the training return per step (and the evaluation before and after) to a PNG.

    Raises:
        rlver_env.errors.MissingDependencyError: Without matplotlib (extra ``plot``).
    """
    from rlver_baselines.llm.modeling import require

    require("matplotlib", "plot")
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    steps = [row["step"] for row in history]
    returns = [row["rollout/return"] for row in history]
    fig, ax = plt.subplots(figsize=(7, 4))
    ax.plot(steps, returns, "o-", color="tab:blue", alpha=0.35, label="training batch return")
    if len(returns) >= 3:
        window = min(5, len(returns))
        smooth = np.convolve(returns, np.ones(window) / window, mode="valid")
        ax.plot(steps[window - 1 :], smooth, "-", color="tab:blue", label=f"moving mean ({window} steps)")
    if stats is not None:
        last = steps[-1] if steps else 1
        for label, x, colour in (("before", 0, "tab:red"), ("after", last, "tab:green")):
            mean, low, high = stats[label]["return"]
            ax.errorbar([x], [mean], yerr=[[mean - low], [high - mean]], fmt="s", color=colour, capsize=5, label=f"test personas, {label} (95% CI)")
    ax.set_xlabel("training step")
    ax.set_ylabel("return (emotion change / 100)")
    ax.set_title(title or "Learning curve")
    ax.grid(alpha=0.3)
    ax.legend(fontsize=8)
    fig.tight_layout()
    path = Path(path)
    fig.savefig(path, dpi=120)
    plt.close(fig)
    return path


def main(argv: Sequence[str] | None = None) -> int:
    """Evaluates a model (optionally with a checkpoint's LoRA adapters) on the test personas."""
    parser = argparse.ArgumentParser(prog="python -m rlver_baselines.llm.evaluate", description=main.__doc__)
    parser.add_argument("--checkpoint", help="A checkpoint folder (its config.yaml and adapter/ are used).")
    parser.add_argument("--out", required=True, help="The benchmark run folder (resumable).")
    parser.add_argument("--repeats", type=int, default=None, help="Episodes per persona (default: the config's eval_repeats).")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO)

    from rlver_baselines.llm.config import TrainerConfig
    from rlver_baselines.llm.modeling import (
        load_causal_lm,
        load_tokenizer,
        resolve_device,
        resolve_dtype,
        resolve_model_path,
    )

    folder = Path(args.checkpoint) if args.checkpoint else None
    cfg = TrainerConfig.from_yaml(folder / "config.yaml") if folder else TrainerConfig.from_dict({})
    device = resolve_device(cfg.device)
    path = resolve_model_path(cfg.model)
    tokenizer = load_tokenizer(path)
    model = load_causal_lm(cfg, path, device, resolve_dtype(cfg.dtype, device))
    if folder is not None and (folder / "adapter").is_dir():
        from peft import PeftModel

        model = PeftModel.from_pretrained(model, str(folder / "adapter"))
    chat = ChatFormat(tokenizer, cfg.agent_system_prompt)
    options = evaluation_options(cfg)
    options["repeats"] = args.repeats or cfg.eval_repeats
    records = evaluate(model, tokenizer, chat, args.out, **options)
    mean, low, high = mean_ci([r["total_reward"] for r in records])
    summary = {"episodes": len(records), "mean_return": mean, "ci95": [low, high], "reward_version": reward_version_of(records)}
    print(json.dumps(summary, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
