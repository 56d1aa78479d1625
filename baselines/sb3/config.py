"""The configuration of the strategy-level SB3 baselines: one dataclass, every field documented.

Command-line flags are generated from the fields by :mod:`rlver_baselines.dataclass_cli`
(``--timesteps 50000``, ``--net-arch 64 64``, ``--no-tensorboard``), with the ``help`` metadata
as their help text.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from rlver_env.personas.needs import DIFFICULTIES

ALGOS: tuple[str, ...] = ("maskable_ppo", "recurrent_ppo", "ppo")


def _field(default: Any, help: str, **kwargs: Any) -> Any:
    if isinstance(default, (list, dict)):
        return dataclasses.field(default_factory=lambda: type(default)(default), metadata={"help": help, **kwargs})
    return dataclasses.field(default=default, metadata={"help": help, **kwargs})


@dataclasses.dataclass
class SB3BaselineConfig:
    """How to train and evaluate a strategy-level agent with sb3-contrib.

    Raises (from ``__post_init__``):
        ValueError: For a bad value or combination, with a message that says how to fix it.
    """

    algo: str = _field(
        "maskable_ppo",
        "the algorithm: 'maskable_ppo' (action masks), 'recurrent_ppo' (LSTM) or 'ppo' (plain SB3 PPO; "
        "the wrapper substitutes a masked choice with the next allowed strategy)",
        choices=ALGOS,
    )
    timesteps: int = _field(100_000, "environment steps (agent turns) to train for")
    seed: int = _field(0, "seeds SB3 (network init, sampling) and the training envs' resets")
    n_envs: int = _field(4, "training envs, stepped in one process (DummyVecEnv)")
    train_personas: str = _field("bundled:train", "persona source for training (see EmpathyDialogue-v0's 'personas')")
    eval_personas: str = _field("bundled:test", "persona source for evaluation (held out from training by default)")
    persona_ids: list[str] = _field([], "train on these persona ids only (a subset of train_personas); empty: all")
    rules: str = _field("sage", "emotion rules: 'sage' or 'rlver'")
    difficulty: str | None = _field(None, "pin every user's difficulty ('simple', 'normal', 'hard'); unset: each persona's own")
    history: int = _field(3, "past emotion changes in the observation")
    oracle: bool = _field(False, "observe the hidden need, difficulty and disposition (an upper bound, not a baseline)")
    need_cues: bool = _field(True, "observe the need cues of the user's words (--no-need-cues leaves them out: an ablation)")
    learning_rate: float = _field(3e-4, "Adam learning rate")
    n_steps: int = _field(256, "steps per env per rollout")
    batch_size: int = _field(256, "minibatch size (for recurrent_ppo: sequences are cut into minibatches of this many steps)")
    n_epochs: int = _field(10, "optimisation epochs per rollout")
    gamma: float = _field(
        0.9, "discount factor; dialogues last 10 turns and a turn's reward is mostly its own, so a short horizon cuts variance"
    )
    gae_lambda: float = _field(0.9, "GAE lambda")
    clip_range: float = _field(0.2, "PPO clip range")
    ent_coef: float = _field(0.01, "entropy bonus coefficient")
    net_arch: list[int] = _field([64, 64], "hidden layer sizes of the policy and value networks")
    lstm_hidden_size: int = _field(64, "LSTM units (recurrent_ppo only)")
    eval_seeds: list[int] = _field([0, 1, 2], "evaluation seeds; every eval persona plays once per seed")
    output_dir: str = _field("runs/sb3", "where the model and the logs go")
    run_name: str = _field("", "name of this run; empty: '<algo>_seed<seed>'")
    tensorboard: bool = _field(True, "write TensorBoard logs under <output_dir>/tb")
    save_model: bool = _field(True, "save the trained model to <output_dir>/<run_name>.zip")
    evaluate: bool = _field(True, "print the comparison table on the eval personas after training (--no-evaluate skips it)")
    device: str = _field("cpu", "torch device; these small networks are fastest on 'cpu'")
    torch_threads: int = _field(1, "torch CPU threads; 1 is fastest for these small networks (more threads only contend)")
    verbose: int = _field(0, "SB3 verbosity: 0 quiet, 1 rollout summaries")

    def __post_init__(self) -> None:
        if self.algo not in ALGOS:
            raise ValueError(f"unknown algo {self.algo!r}; choose one of {list(ALGOS)} (--algo maskable_ppo)")
        if self.timesteps < 1:
            raise ValueError(f"timesteps must be positive, got {self.timesteps}; try --timesteps 50000")
        if self.n_envs < 1:
            raise ValueError(f"n_envs must be at least 1, got {self.n_envs}")
        if self.n_steps < 2:
            raise ValueError(f"n_steps must be at least 2, got {self.n_steps}")
        rollout = self.n_steps * self.n_envs
        if self.batch_size < 2 or self.batch_size > rollout:
            raise ValueError(
                f"batch_size {self.batch_size} must be in [2, n_steps * n_envs = {rollout}]; "
                f"lower --batch-size or raise --n-steps/--n-envs"
            )
        if self.algo in ("maskable_ppo", "ppo") and rollout % self.batch_size:
            raise ValueError(
                f"n_steps * n_envs = {rollout} is not a multiple of batch_size {self.batch_size}, so the last "
                "minibatch would be truncated; pick a batch size that divides it"
            )
        if self.rules not in ("sage", "rlver"):
            raise ValueError(f"unknown rules {self.rules!r}; choose 'sage' or 'rlver'")
        if self.difficulty is not None and self.difficulty not in DIFFICULTIES:
            raise ValueError(f"unknown difficulty {self.difficulty!r}; choose one of {list(DIFFICULTIES)} or leave it unset")
        if self.history < 1:
            raise ValueError(f"history must be at least 1, got {self.history}")
        if not 0 < self.learning_rate < 1:
            raise ValueError(f"learning_rate must be in (0, 1), got {self.learning_rate}")
        if not 0 < self.gamma <= 1 or not 0 <= self.gae_lambda <= 1:
            raise ValueError(f"gamma must be in (0, 1] and gae_lambda in [0, 1], got {self.gamma} and {self.gae_lambda}")
        if self.clip_range <= 0 or self.ent_coef < 0 or self.n_epochs < 1:
            raise ValueError("clip_range must be positive, ent_coef non-negative and n_epochs at least 1")
        if not self.net_arch or any(size < 1 for size in self.net_arch):
            raise ValueError(f"net_arch must list positive layer sizes, got {self.net_arch}; e.g. --net-arch 64 64")
        if self.torch_threads < 1:
            raise ValueError(f"torch_threads must be at least 1, got {self.torch_threads}")
        if self.lstm_hidden_size < 1:
            raise ValueError(f"lstm_hidden_size must be positive, got {self.lstm_hidden_size}")
        if not self.eval_seeds:
            raise ValueError("eval_seeds is empty; pass at least one, e.g. --eval-seeds 0 1 2")
        if len(set(self.eval_seeds)) != len(self.eval_seeds):
            raise ValueError(f"eval_seeds repeat a seed: {self.eval_seeds}")
        if not self.run_name:
            cues = "" if self.need_cues else "_nocues"
            self.run_name = f"{self.algo}{'_oracle' if self.oracle else ''}{cues}_seed{self.seed}"

    def env_kwargs(self) -> dict[str, Any]:
        """Keyword arguments for ``EmpathyDialogue-v0`` shared by training and evaluation."""
        kwargs: dict[str, Any] = {"rules": self.rules}
        if self.difficulty is not None:
            kwargs["difficulty"] = self.difficulty
        return kwargs

    def to_dict(self) -> dict[str, Any]:
        """The configuration as a JSON-compatible dict (saved next to the model)."""
        return dataclasses.asdict(self)
