"""GRPO and PPO trainers for LLM policies on rlver-env (``rlver_baselines.llm``).

* :class:`~rlver_baselines.llm.config.TrainerConfig`: the fields both algorithms share, and the
  loaders (YAML, presets) that pick the algorithm's config by ``adv_estimator``;
  :class:`~rlver_baselines.llm.grpo_config.GRPOTrainerConfig` and
  :class:`~rlver_baselines.llm.ppo_config.PPOTrainerConfig` add each algorithm's own.
* :class:`~rlver_baselines.llm.trainer.Trainer`: the training loop.
* :mod:`~rlver_baselines.llm.advantages`: the math (advantages, GAE, masks, KL, losses).
* :mod:`~rlver_baselines.llm.trl_rollout`: a multi-turn ``rollout_func`` for TRL's GRPOTrainer.

Run ``python -m rlver_baselines.llm.train --preset tiny-cpu``. Importing this package does not
import torch.
"""

from __future__ import annotations

from rlver_baselines.llm.config import ConfigError, TrainerConfig, available_presets
from rlver_baselines.llm.grpo_config import GRPOTrainerConfig
from rlver_baselines.llm.ppo_config import PPOTrainerConfig

__all__ = ["ConfigError", "GRPOTrainerConfig", "PPOTrainerConfig", "TrainerConfig", "available_presets"]
