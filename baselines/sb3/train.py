"""Train a strategy-level agent with sb3-contrib, then compare it with fixed and random strategies.

The agent picks one of ESConv's eight support strategies per turn
(:class:`rlver_env.wrappers.StrategyWrapper`) in ``EmpathyDialogue-v0`` with the rule
simulator, on the training personas; it is evaluated on the held-out test personas.

Command line::

    python -m rlver_baselines.sb3.train --algo maskable_ppo --timesteps 100000
    python -m rlver_baselines.sb3.train --algo recurrent_ppo --timesteps 100000

Writes ``<output_dir>/<run_name>.zip`` (the model), ``<run_name>.json`` (the configuration)
and TensorBoard logs under ``<output_dir>/tb/<run_name>_1``, and prints the comparison table.
"""

from __future__ import annotations

import argparse
import dataclasses
import importlib.util
import json
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import gymnasium as gym
from rlver_baselines.dataclass_cli import add_dataclass_arguments
from rlver_baselines.sb3.config import SB3BaselineConfig
from rlver_baselines.sb3.evaluate import (
    SB3StrategyPolicy,
    comparison_report,
    make_strategy_env,
    persona_bank,
)

from rlver_env.errors import MissingDependencyError


def _require_sb3(tensorboard: bool) -> None:
    try:
        import sb3_contrib  # noqa: F401 - optional, heavy: imported lazily
        import stable_baselines3  # noqa: F401
    except ImportError:
        raise MissingDependencyError("sb3-contrib", "sb3", "training an SB3 baseline") from None
    if tensorboard and importlib.util.find_spec("tensorboard") is None:
        raise MissingDependencyError("tensorboard", "sb3", "TensorBoard logging (or pass --no-tensorboard)")


def make_train_env(config: SB3BaselineConfig) -> Any:
    """``n_envs`` strategy-wrapped training envs in a ``DummyVecEnv``, each with a ``Monitor``.

    Env ``i`` is seeded with ``config.seed + i`` at its first reset (SB3's ``make_vec_env``).
    """
    from stable_baselines3.common.env_util import make_vec_env  # lazy: the sb3 extra

    bank = persona_bank(config.train_personas, config.persona_ids)

    def make() -> gym.Env:
        return make_strategy_env(bank, config)

    return make_vec_env(make, n_envs=config.n_envs, seed=config.seed)


def dialogue_stats_callback() -> Any:
    """A callback that logs ``env/final_emotion``, ``env/success``, ``env/failure``, ``env/turns``."""
    from stable_baselines3.common.callbacks import BaseCallback  # lazy: the sb3 extra

    class DialogueStatsCallback(BaseCallback):
        def _on_step(self) -> bool:
            for done, info in zip(self.locals["dones"], self.locals["infos"]):
                if done:
                    self.logger.record_mean("env/final_emotion", float(info["emotion"]))
                    self.logger.record_mean("env/success", float(info.get("reason") == "success"))
                    self.logger.record_mean("env/failure", float(info.get("reason") == "failure"))
                    self.logger.record_mean("env/turns", float(info["turn"]))
            return True

    return DialogueStatsCallback()


def build_model(config: SB3BaselineConfig, env: Any) -> Any:
    """A fresh MaskablePPO, RecurrentPPO or PPO model for ``env``, as ``config`` says."""
    from sb3_contrib import MaskablePPO, RecurrentPPO  # lazy: the sb3 extra
    from stable_baselines3 import PPO

    tensorboard_log = str(Path(config.output_dir) / "tb") if config.tensorboard else None
    common: dict[str, Any] = {
        "learning_rate": config.learning_rate,
        "n_steps": config.n_steps,
        "batch_size": config.batch_size,
        "n_epochs": config.n_epochs,
        "gamma": config.gamma,
        "gae_lambda": config.gae_lambda,
        "clip_range": config.clip_range,
        "ent_coef": config.ent_coef,
        "tensorboard_log": tensorboard_log,
        "seed": config.seed,
        "device": config.device,
        "verbose": config.verbose,
    }
    net_arch = list(config.net_arch)
    if config.algo == "maskable_ppo":
        return MaskablePPO("MlpPolicy", env, policy_kwargs={"net_arch": net_arch}, **common)
    if config.algo == "ppo":
        return PPO("MlpPolicy", env, policy_kwargs={"net_arch": net_arch}, **common)
    policy_kwargs = {"net_arch": net_arch, "lstm_hidden_size": config.lstm_hidden_size}
    return RecurrentPPO("MlpLstmPolicy", env, policy_kwargs=policy_kwargs, **common)


@dataclasses.dataclass
class TrainResult:
    """What :func:`train` returns.

    Attributes:
        model: The trained SB3 model.
        policy: The model as an evaluation policy.
        model_path: Where the model was saved (``None`` with ``save_model=False``).
        seconds: Wall-clock training time.
    """

    model: Any
    policy: SB3StrategyPolicy
    model_path: Path | None
    seconds: float


def train(config: SB3BaselineConfig) -> TrainResult:
    """Trains one agent as ``config`` says and saves it (with its configuration).

    Raises:
        MissingDependencyError: If stable-baselines3 or sb3-contrib is not installed.
    """
    _require_sb3(config.tensorboard)
    import torch  # lazy: comes with the sb3 extra

    torch.set_num_threads(config.torch_threads)
    env = make_train_env(config)
    model = build_model(config, env)
    started = time.perf_counter()
    model.learn(total_timesteps=config.timesteps, callback=dialogue_stats_callback(), tb_log_name=config.run_name)
    seconds = time.perf_counter() - started
    env.close()
    model_path = None
    if config.save_model:
        output = Path(config.output_dir)
        output.mkdir(parents=True, exist_ok=True)
        model_path = output / f"{config.run_name}.zip"
        model.save(str(model_path))
        model_path.with_suffix(".json").write_text(json.dumps(config.to_dict(), indent=2), encoding="utf-8")
    policy = SB3StrategyPolicy(model, config.algo, name=config.run_name)
    return TrainResult(model=model, policy=policy, model_path=model_path, seconds=seconds)


# ---------------------------------------------------------------------------- command line
def build_parser() -> argparse.ArgumentParser:
    """Flags generated from :class:`SB3BaselineConfig`'s fields, with their help text.

    The namespace holds only the flags given; ``SB3BaselineConfig(**vars(namespace))`` fills in
    the rest from the defaults.
    """
    parser = argparse.ArgumentParser(
        prog="python -m rlver_baselines.sb3.train",
        description="Train a strategy-level agent (ESConv strategies) with sb3-contrib and compare it "
        "with random and fixed strategies on the test personas.",
        allow_abbrev=False,
    )
    add_dataclass_arguments(parser, SB3BaselineConfig)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Trains, saves, evaluates and prints the comparison table."""
    args = build_parser().parse_args(argv)
    try:
        config = SB3BaselineConfig(**vars(args))
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(f"training {config.algo} for {config.timesteps} steps on {config.train_personas} (seed {config.seed})")
    result = train(config)
    print(f"trained in {result.seconds:.0f} s ({config.timesteps / max(result.seconds, 1e-9):.0f} steps/s)")
    if result.model_path is not None:
        print(f"saved {result.model_path}")
    if config.tensorboard:
        print(f"TensorBoard: tensorboard --logdir {Path(config.output_dir) / 'tb'}")
    if config.evaluate:
        report, _ = comparison_report(config, result.policy)
        print()
        print(report)
    return 0


if __name__ == "__main__":
    sys.exit(main())
