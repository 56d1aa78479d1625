"""GRPO and PPO trainers for LLM policies on rlver-env (``rlver_baselines.llm``).

* :class:`~rlver_baselines.llm.config.TrainerConfig`: the configuration (CLI, YAML, presets).
* :class:`~rlver_baselines.llm.trainer.Trainer`: the training loop.
* :mod:`~rlver_baselines.llm.advantages`: the math (advantages, GAE, masks, KL, losses).
* :mod:`~rlver_baselines.llm.trl_rollout`: a multi-turn ``rollout_func`` for TRL's GRPOTrainer.

Run ``python -m rlver_baselines.llm.train --preset tiny-cpu``. Importing this package does not
import torch.
"""

from __future__ import annotations

from rlver_baselines.llm.config import ConfigError, TrainerConfig, available_presets

__all__ = ["ConfigError", "TrainerConfig", "available_presets"]
