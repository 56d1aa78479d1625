"""Command line: train an LLM policy with GRPO or PPO, with a before/after evaluation.

    python -m rlver_baselines.llm.train --preset tiny-cpu
    python -m rlver_baselines.llm.train --config my.yaml --total-steps 50
    python -m rlver_baselines.llm.train --preset tiny-cpu --adv-estimator ppo --group-size 1

With ``evaluate`` on (the default), the policy plays every held-out test persona before and
after training (same seeds), and the run folder gets ``before_after.md``, ``comparison.json``
and ``learning_curve.png``. Rerunning the same command resumes (``--resume auto``).
"""

from __future__ import annotations

import json
import logging
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from rlver_baselines.llm.config import ConfigError, TrainerConfig, parse_args


def run_evaluation(trainer: Any, folder: Path, use_base: bool) -> list[dict[str, Any]]:
    """Evaluates the trainer's policy on the test personas (``use_base``: with LoRA switched off)."""
    from rlver_baselines.llm.evaluate import evaluate, evaluation_options

    cfg: TrainerConfig = trainer.cfg
    kwargs = evaluation_options(cfg)
    if use_base and trainer.step > 0:
        # LoRA starts as the identity, so the base model with the adapters off is the policy before training.
        with trainer.policy.disable_adapter():
            return evaluate(trainer.policy, trainer.tokenizer, trainer.chat, folder, name="before", **kwargs)
    return evaluate(trainer.policy, trainer.tokenizer, trainer.chat, folder, name="before" if use_base else "after", **kwargs)


def main(argv: Sequence[str] | None = None) -> int:
    """Trains, evaluates before and after, and writes the table and the learning curve."""
    logging.basicConfig(level=logging.WARNING, format="%(asctime)s %(name)s: %(message)s")
    try:
        cfg = parse_args(argv)
    except ConfigError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    from rlver_baselines.llm.evaluate import compare, comparison_markdown, plot_learning_curve
    from rlver_baselines.llm.trainer import Trainer

    started = time.perf_counter()
    trainer = Trainer(cfg)
    out = Path(cfg.output_dir)
    cfg.to_yaml(out / "config.yaml")
    print(f"run folder: {out}  ({cfg.adv_estimator}, model {cfg.model}, {cfg.total_steps} steps)", flush=True)
    before = None
    if cfg.evaluate:
        if trainer.step > 0 and not cfg.use_lora:
            print("resumed a full fine-tune: the 'before' evaluation needs the initial weights; skipping it", file=sys.stderr)
        else:
            t = time.perf_counter()
            before = run_evaluation(trainer, out / "eval_before", use_base=True)
            print(f"evaluation before training: {len(before)} episodes in {time.perf_counter() - t:.0f} s", flush=True)
    t = time.perf_counter()
    history = trainer.train()
    print(f"training: {len(history)} steps in {time.perf_counter() - t:.0f} s", flush=True)
    stats = None
    if cfg.evaluate:
        t = time.perf_counter()
        after = run_evaluation(trainer, out / "eval_after", use_base=False)
        print(f"evaluation after training: {len(after)} episodes in {time.perf_counter() - t:.0f} s", flush=True)
        if before is not None:
            stats = compare(before, after, seed=cfg.eval_seed)
            table = comparison_markdown(stats)
            (out / "before_after.md").write_text(table, encoding="utf-8")
            (out / "comparison.json").write_text(json.dumps(stats, indent=2) + "\n", encoding="utf-8")
            print(table)
    try:
        curve = plot_learning_curve(history, out / "learning_curve.png", stats, title=f"{cfg.preset or cfg.adv_estimator}: {cfg.model}")
        print(f"learning curve: {curve}")
    except ImportError as exc:  # MissingDependencyError: no matplotlib
        print(f"no learning curve: {exc}", file=sys.stderr)
    trainer.close()
    print(f"total time: {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
