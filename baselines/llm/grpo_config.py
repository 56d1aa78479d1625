"""``GRPOTrainerConfig``: the shared fields of :class:`~rlver_baselines.llm.config.TrainerConfig` plus GRPO's own.

GRPO has no critic: ``group_size`` dialogues share a persona and a seed, and each dialogue's
return is judged against its group's (:meth:`GRPOTrainerConfig.advantages`).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, ClassVar

from rlver_baselines.llm import advantages as adv
from rlver_baselines.llm.config import ConfigError, TrainerConfig, config_field

if TYPE_CHECKING:
    import torch

GRPO_RETURNS = ("dialogue", "turn")


@dataclasses.dataclass
class GRPOTrainerConfig(TrainerConfig):
    """The configuration of a GRPO run (see each field's ``help``)."""

    adv_estimator: ClassVar[str] = "grpo"

    grpo_return: str = config_field(
        "dialogue",
        "'dialogue' (one advantage per dialogue, on every policy token) or 'turn' (each turn's return-to-go, normalised per turn index).",
    )
    grpo_scale_by_std: bool = config_field(True, "Divide by the group's std (off: Dr. GRPO's unscaled advantage).")

    def __post_init__(self) -> None:
        """The shared checks, then GRPO's."""
        super().__post_init__()
        self._choice("grpo_return", GRPO_RETURNS)
        if self.group_size < 2:
            raise ConfigError("GRPO compares dialogues within a group: set group_size >= 2 (RLVER: 4), or use adv_estimator='ppo'")

    def advantages(self, batch: dict[str, torch.Tensor], valid: torch.Tensor) -> dict[str, torch.Tensor]:
        """Each dialogue's return against its group's, on every policy token (``grpo_return='turn'``: per turn).

        A failed dialogue (``valid`` 0, its masks zeroed) is left out of its group's mean and std.
        """
        mask = batch["policy_mask"]
        if self.grpo_return == "dialogue":
            returns = (batch["turn_rewards"] * batch["turn_mask"]).sum(dim=1)
            per_dialogue = adv.group_normalise(returns, self.group_size, self.grpo_scale_by_std, valid=valid)
            return {"advantages": per_dialogue[:, None] * mask}
        per_turn = adv.grpo_turn_advantages(
            batch["turn_rewards"], batch["turn_mask"], self.group_size, self.gamma, self.grpo_scale_by_std
        )
        return {"advantages": adv.turns_to_tokens(per_turn, batch["token_turn"]) * mask}
