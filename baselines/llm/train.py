"""Command line: train an LLM policy with GRPO or PPO, with a before/after evaluation.

    python -m rlver_baselines.llm.train --preset tiny-cpu
    python -m rlver_baselines.llm.train --config my.yaml --total-steps 50
    python -m rlver_baselines.llm.train --preset tiny-cpu --adv-estimator ppo --group-size 1

Every field of :class:`~rlver_baselines.llm.config.TrainerConfig` is a ``--kebab-case`` flag
(:mod:`rlver_baselines.dataclass_cli`), and so is every field of the two algorithms' configs, in
a group of its own in ``--help``; ``--adv-estimator`` picks the algorithm (default: the preset's
or the file's). An option of the other algorithm is an error that names it
(``--critic`` on a GRPO run).

With ``evaluate`` on (the default), the policy plays every held-out test persona before and
after training (same seeds), and the run folder gets ``before_after.md``, ``comparison.json``
and ``learning_curve.png``. Rerunning the same command resumes (``--resume auto``).
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from rlver_baselines.dataclass_cli import add_dataclass_arguments
from rlver_baselines.llm.config import (
    ADV_ESTIMATORS,
    DEFAULT_ADV_ESTIMATOR,
    ConfigError,
    TrainerConfig,
    WrongAlgorithmError,
    available_presets,
    config_classes,
)


def build_parser() -> argparse.ArgumentParser:
    """An argparse parser with one ``--field-name`` option per field of either config, plus ``--preset``, ``--config`` and ``--adv-estimator``."""
    parser = argparse.ArgumentParser(
        prog="python -m rlver_baselines.llm.train",
        description="GRPO / PPO for LLM policies on rlver-env. Later sources win: defaults < --preset/--config < --field-name.",
        argument_default=argparse.SUPPRESS,
        allow_abbrev=False,
    )
    parser.add_argument("--preset", help=f"A bundled preset: {', '.join(available_presets())}.")
    parser.add_argument("--config", help="A YAML file of config fields.")
    parser.add_argument(
        "--adv-estimator",
        choices=list(ADV_ESTIMATORS),
        help="The algorithm, as verl's adv_estimator: 'grpo' (group-normalised returns) or 'ppo' (a critic and GAE) "
        f"(default: the preset's or the file's, else {DEFAULT_ADV_ESTIMATOR})",
    )
    add_dataclass_arguments(parser, TrainerConfig)
    for adv_estimator, config in config_classes().items():
        group = parser.add_argument_group(f"{adv_estimator.upper()} only (--adv-estimator {adv_estimator})")
        add_dataclass_arguments(group, config, only=config.algorithm_fields())
    return parser


def parse_args(argv: Sequence[str] | None = None) -> TrainerConfig:
    """Builds a config from the command line (``--preset``/``--config``, then ``--field-name`` overrides).

    Raises:
        ConfigError: For a bad value or combination, or an option of the other algorithm (the
            message says how to fix it).
    """
    namespace = vars(build_parser().parse_args(argv))
    preset = namespace.pop("preset", None)
    config_file = namespace.pop("config", None)
    if preset and config_file:
        raise ConfigError("give --preset or --config, not both (copy the preset's YAML to edit it)")
    try:
        if preset:
            return TrainerConfig.from_preset(preset, **namespace)
        if config_file:
            return TrainerConfig.from_yaml(config_file, **namespace)
        return TrainerConfig.from_dict({}, **namespace)
    except WrongAlgorithmError as exc:
        raise ConfigError(exc.as_flag() if exc.field in namespace else str(exc)) from exc
    except TypeError as exc:  # a wrong type from YAML reaches the dataclass
        raise ConfigError(str(exc)) from exc


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
