"""``PPOTrainerConfig``: the shared fields of :class:`~rlver_baselines.llm.config.TrainerConfig` plus PPO's own.

PPO trains a critic (a value head on the policy, or a separate backbone as RLVER) that values
every policy token; GAE turns the turn rewards into advantages (:meth:`PPOTrainerConfig.advantages`)
and the value loss is clipped.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, ClassVar

from rlver_baselines.llm import advantages as adv
from rlver_baselines.llm.config import ConfigError, TrainerConfig, config_field

if TYPE_CHECKING:
    import torch

CRITICS = ("head", "separate")


@dataclasses.dataclass
class PPOTrainerConfig(TrainerConfig):
    """The configuration of a PPO run (see each field's ``help``)."""

    adv_estimator: ClassVar[str] = "ppo"

    critic: str = config_field("head", "'head' (a value head on the policy) or 'separate' (its own backbone copy, as RLVER).")
    critic_lr: float = config_field(5e-6, "Learning rate of the separate critic (RLVER: 5e-6).")
    value_coef: float = config_field(0.5, "Weight of the value loss when the critic is a head on the policy.")
    value_clip: float = config_field(0.2, "The value is clipped to old value +- value_clip.")
    gae_lambda: float = config_field(0.95, "GAE lambda.")
    whiten_advantages: bool = config_field(True, "Normalise the advantages over the batch's policy tokens.")

    def __post_init__(self) -> None:
        """The shared checks, then PPO's."""
        super().__post_init__()
        self._choice("critic", CRITICS)
        self._positive("critic_lr")
        self._not_negative("value_coef")
        if not 0 <= self.gae_lambda <= 1:
            raise ConfigError(f"gae_lambda must be in [0, 1], got {self.gae_lambda}")

    @property
    def value_loss_weight(self) -> float:
        """The value loss's weight in the loss: ``value_coef`` for a head; 1 for a separate critic, which has its own optimizer."""
        return self.value_coef if self.critic == "head" else 1.0

    def advantages(self, batch: dict[str, torch.Tensor], valid: torch.Tensor) -> dict[str, torch.Tensor]:
        """GAE over the policy's tokens from the critic's ``old_values``, and the returns the value loss fits.

        Each turn's reward sits on the last token of its reply. A failed dialogue's zeroed mask
        already gives it no advantage and no return.
        """
        mask = batch["policy_mask"]
        token_rewards = adv.place_turn_rewards(batch["turn_rewards"], batch["reply_ends"], batch["turn_mask"], mask.shape[1])
        advantages, returns = adv.gae(token_rewards, batch["old_values"] * mask, mask, self.gamma, self.gae_lambda)
        if self.whiten_advantages:
            advantages = adv.masked_whiten(advantages, mask)
        return {"advantages": advantages, "returns": returns}
