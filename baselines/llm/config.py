"""The LLM trainer's configs: :class:`TrainerConfig`, the fields GRPO and PPO share.

As TRL's configs sit over ``TrainingArguments`` (``_BaseConfig``, then ``GRPOConfig`` or
``RLOOConfig`` with only their own fields), :class:`TrainerConfig` holds what both algorithms
read, and each algorithm's config adds its own fields, checks and advantages:
:class:`~rlver_baselines.llm.grpo_config.GRPOTrainerConfig` and
:class:`~rlver_baselines.llm.ppo_config.PPOTrainerConfig`. ``adv_estimator`` (as verl's) names
the algorithm; a preset, a YAML file and the command line pick the class by it.

Sources compose, later wins: the defaults, a YAML file or a bundled preset
(``presets/<name>.yaml``), and overrides (keywords here, ``--field-name value`` flags in
:func:`rlver_baselines.llm.train.parse_args`)::

    cfg = PPOTrainerConfig(critic="separate", total_steps=10)
    cfg = TrainerConfig.from_yaml("my.yaml", total_steps=10)         # the class of the file's adv_estimator
    cfg = TrainerConfig.from_preset("tiny-cpu")                        # a GRPOTrainerConfig
    cfg = TrainerConfig.from_preset("tiny-cpu", adv_estimator="ppo")   # the preset's shared fields, as PPO

A field of the other algorithm is refused where it is written (a keyword, a flag, a file), with
a message that names the field and its algorithm. Two cases load anyway: a file's fields of its
own algorithm are left out when an override switches the algorithm
(``--preset rlver-7b --adv-estimator grpo``), and a file that lists both algorithms' fields, as
every ``config.yaml`` did while one config held both, loads when the other algorithm's fields
hold their defaults.
"""

from __future__ import annotations

import abc
import dataclasses
import difflib
import json
import logging
from collections.abc import Mapping, Sequence
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from rlver_baselines.llm import advantages as adv

from rlver_env.agents.prompts import system_prompt as default_system_prompt
from rlver_env.monitor import DegeneracyThresholds

if TYPE_CHECKING:
    import torch
    from typing_extensions import Self

logger = logging.getLogger(__name__)

ADV_ESTIMATORS = ("grpo", "ppo")
#: The algorithm of a config that names none.
DEFAULT_ADV_ESTIMATOR = "grpo"
GENERATION_BACKENDS = ("auto", "transformers", "vllm")
DTYPES = ("auto", "float32", "bfloat16", "float16")


def config_field(default: Any, help: str, **kwargs: Any) -> Any:
    """A dataclass field with an immutable default and its help text."""
    return dataclasses.field(default=default, metadata={"help": help, **kwargs})


class ConfigError(ValueError):
    """A bad configuration value or combination; the message says how to fix it."""


class WrongAlgorithmError(ConfigError):
    """A field of one algorithm's config given to the other algorithm's.

    Attributes:
        field: The field's name.
        owner: The ``adv_estimator`` whose config has the field.
        adv_estimator: The config's own ``adv_estimator``.
    """

    def __init__(self, field: str, owner: str, adv_estimator: str) -> None:
        self.field, self.owner, self.adv_estimator = field, owner, adv_estimator
        classes = config_classes()
        super().__init__(
            f"{field} is a {owner.upper()} field ({classes[owner].__name__}, adv_estimator: {owner}), but this config is "
            f"{adv_estimator.upper()} ({classes[adv_estimator].__name__}, adv_estimator: {adv_estimator}): "
            f"remove {field}, or set adv_estimator: {owner}"
        )

    def as_flag(self) -> str:
        """The message in the command line's words."""
        flag = "--" + self.field.replace("_", "-")
        return (
            f"{flag} is a {self.owner.upper()} option (--adv-estimator {self.owner}), but this run is "
            f"{self.adv_estimator.upper()} (adv_estimator {self.adv_estimator}): drop {flag}, or add --adv-estimator {self.owner}"
        )


@dataclasses.dataclass
class TrainerConfig(abc.ABC):
    """What a GRPO and a PPO run share (see each field's ``help``).

    Build :class:`~rlver_baselines.llm.grpo_config.GRPOTrainerConfig` or
    :class:`~rlver_baselines.llm.ppo_config.PPOTrainerConfig`; :meth:`from_dict`,
    :meth:`from_yaml` and :meth:`from_preset` choose between them by ``adv_estimator``. Each
    algorithm's config adds its own fields and checks, and computes its advantages
    (:meth:`advantages`), so the trainer's loop never asks which algorithm it runs.
    """

    #: The algorithm's name, as verl's ``adv_estimator``: each subclass sets it.
    adv_estimator: ClassVar[str]
    #: The critic the algorithm trains: none here (GRPO); PPO makes it a field ('head' or 'separate').
    critic: ClassVar[str | None] = None

    # ------------------------------------------------------------------ model
    model: str = config_field("smollm2", "Policy model: a local folder, a hub id, or 'smollm2' (the bundled SmolLM2-135M-Instruct).")
    init_random: bool = config_field(False, "Randomly initialise a model of `model`'s shape instead of loading weights (tests, GPU checks).")
    device: str = config_field("auto", "'auto' (cuda if present), 'cpu', 'cuda', 'cuda:1', ...")
    dtype: str = config_field("auto", "Weights dtype: 'auto' (bfloat16 on a GPU, float32 on a CPU), 'float32', 'bfloat16', 'float16'.")
    gradient_checkpointing: bool = config_field(False, "Recompute activations in the backward pass (less memory, ~30% slower).")
    use_lora: bool = config_field(True, "Train LoRA adapters (peft) instead of every weight.")
    lora_rank: int = config_field(16, "LoRA rank r.")
    lora_alpha: float = config_field(32.0, "LoRA alpha (the update is scaled by alpha / r).")
    lora_dropout: float = config_field(0.0, "Dropout on the LoRA input.")
    lora_target_modules: list[str] = dataclasses.field(
        default_factory=lambda: ["q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj"],
        metadata={"help": "Module names that get LoRA adapters."},
    )

    # ------------------------------------------------------------------ the clipped objective
    clip_ratio_low: float = config_field(0.2, "The ratio is clipped below at 1 - clip_ratio_low.")
    clip_ratio_high: float = config_field(0.2, "The ratio is clipped above at 1 + clip_ratio_high (DAPO's clip-higher when larger).")
    kl_coef: float = config_field(0.0, "Weight of the KL to the frozen reference policy in the loss (0: no reference; RLVER used none).")
    kl_estimator: str = config_field("k3", "KL estimator: 'k1', 'k2' or 'k3' (GRPO's low-variance one).")
    entropy_coef: float = config_field(0.0, "Entropy bonus weight (0: entropy is only logged).")
    loss_agg_mode: str = config_field("token-mean", "'token-mean' (every policy token weighs the same) or 'seq-mean-token-mean' (every dialogue does).")
    gamma: float = config_field(1.0, "Discount: PPO per policy token, GRPO with grpo_return 'turn' per turn (GRPO 'dialogue' sums the rewards).")

    # ------------------------------------------------------------------ environment and rollout
    env_id: str = config_field("EmpathyDialogue-v0", "The training env id (the default: bundled training personas, SAGE rules, rule simulator).")
    env_kwargs: dict[str, Any] = dataclasses.field(
        default_factory=dict,
        metadata={"help": 'Extra env keyword arguments (JSON on the command line), e.g. {"simulator": "llm", "backend": "openai", "base_url": "..."}.'},
    )
    max_turns: int = config_field(4, "Agent turns per dialogue (the env's turn cap; RLVER: 8).")
    think: bool = config_field(False, "Think-then-say: the policy writes <think>...</think> before the reply (env think_mode 'required').")
    think_scaffold: bool = config_field(False, "Think-then-say for small models: the harness writes <think> and </think>, the policy the thought and the reply (rlver_env.agents.think_scaffold; transformers generation only).")
    max_thought_tokens: int = config_field(48, "think_scaffold: the longest thought in tokens (max_new_tokens is then the reply's limit).")
    max_thought_sentences: int = config_field(1, "think_scaffold: end the thought after this many sentences (0: off).")
    system_prompt: str = config_field("", "The agent's system prompt; empty: the project's default for `think` (rlver_env.agents.prompts). Small models need a blunter one (see the tiny-cpu preset).")
    num_dialogues: int = config_field(8, "Dialogues per training step (RLVER: 32).")
    group_size: int = config_field(4, "Dialogues per group, which share a persona and a seed. GRPO compares a group's dialogues (at least 2; RLVER: 4); PPO usually uses 1.")
    max_new_tokens: int = config_field(48, "The longest turn (thought + reply) in tokens.")
    max_reply_sentences: int = config_field(0, "End a turn after this many sentences (0: off; transformers generation only). A small model that runs on past the sentence it was asked for is cut at a sentence end rather than at max_new_tokens.")
    min_new_tokens: int = config_field(0, "Forbid ending a turn before this many tokens (benchmarks use it to fix the workload).")
    temperature: float = config_field(1.0, "Sampling temperature (RLVER: 1.0).")
    max_context_tokens: int = config_field(2048, "A dialogue whose token stream would outgrow this ends (reason 'context').")
    generation_backend: str = config_field("auto", "'auto' (vLLM when installed and on a GPU, else transformers), 'transformers' or 'vllm'.")
    generation_batch_size: int = config_field(0, "transformers: the most dialogues per generate call (0: all).")
    vllm_gpu_memory_utilization: float = config_field(0.3, "vLLM: the share of GPU memory for its weights and KV cache.")

    # ------------------------------------------------------------------ optimisation
    total_steps: int = config_field(20, "Training steps (one step: collect a batch of dialogues, then update).")
    learning_rate: float = config_field(1e-5, "Policy learning rate (RLVER, full fine-tuning: 1e-6; LoRA wants far more).")
    warmup_steps: int = config_field(0, "Linear learning-rate warm-up steps.")
    weight_decay: float = config_field(0.0, "AdamW weight decay.")
    adam_betas: list[float] = dataclasses.field(default_factory=lambda: [0.9, 0.999], metadata={"help": "AdamW betas."})
    max_grad_norm: float = config_field(1.0, "Gradient norm clipping (0: off).")
    ppo_epochs: int = config_field(1, "Passes over each batch.")
    num_minibatches: int = config_field(1, "Optimizer steps per pass (the batch is split into this many minibatches).")
    micro_batch_size: int = config_field(4, "Dialogues per forward/backward (gradient accumulation within a minibatch).")
    recompute_old_logprobs: bool = config_field(False, "Recompute the old log-probabilities with a forward pass (verl style) instead of using the sampler's.")

    # ------------------------------------------------------------------ evaluation
    evaluate: bool = config_field(True, "train.py: run the benchmark on the held-out personas before and after training.")
    eval_env_id: str = config_field("EmpathyDialogue-Eval-v0", "The evaluation env id (held-out test personas, SAGE rules).")
    eval_repeats: int = config_field(1, "Episodes per test persona in each evaluation.")
    eval_seed: int = config_field(1234, "Seed of the evaluation (the same before and after).")
    eval_temperature: float = config_field(1.0, "Sampling temperature in evaluation (0: greedy).")
    eval_concurrency: int = config_field(20, "Dialogues generated side by side in evaluation.")

    # ------------------------------------------------------------------ output
    output_dir: str = config_field("runs/llm", "Run folder: metrics.jsonl, TensorBoard logs, checkpoints, evaluation.")
    save_every: int = config_field(0, "Checkpoint every N steps (0: only at the end).")
    resume: str = config_field("", "Resume from a checkpoint folder, or 'auto' for the latest in output_dir/checkpoints.")
    tensorboard: bool = config_field(True, "Write TensorBoard logs to output_dir/tensorboard.")
    progress: bool = config_field(True, "Show progress bars.")
    seed: int = config_field(0, "Seeds the model init, the env resets and the sampling.")
    torch_threads: int = config_field(0, "CPU threads for torch (0: torch's default). On a busy machine 1 can be faster than 2.")
    preset: str = config_field("", "The preset this config came from (informational).", cli=False)

    # ------------------------------------------------------------------ degeneracy monitor
    degeneracy_monitor: bool = config_field(
        True,
        "Read every batch's replies for degeneracy (rlver_env.monitor): degeneracy/ metrics, and a warning "
        "with one offending reply when a limit stays crossed for degeneracy_patience steps.",
    )
    degeneracy_thresholds: dict[str, float] = dataclasses.field(
        default_factory=dict,
        metadata={"help": 'Limits that replace the monitor\'s defaults (JSON on the command line), e.g. {"max_repeat_rate": 0.3}; '
                          "names as in rlver_env.monitor.DegeneracyThresholds."},
    )
    degeneracy_patience: int = config_field(2, "Steps in a row a degeneracy limit must stay crossed before the warning (and the stop).")
    stop_on_degeneracy: bool = config_field(
        False, "End the run when the degeneracy monitor warns: save a checkpoint, log the reason, stop (resume continues it)."
    )

    def __new__(cls, *args: Any, **kwargs: Any) -> Self:
        # Before the dataclass's __init__, so that a field of the other algorithm gets a message that names it.
        if cls is TrainerConfig:
            raise TypeError(
                "TrainerConfig holds what GRPO and PPO share: build GRPOTrainerConfig(...) or PPOTrainerConfig(...), "
                "or TrainerConfig.from_dict({...}) to choose by adv_estimator"
            )
        owners = _algorithm_field_owners()
        for name in kwargs:
            if name in owners and owners[name] != cls.adv_estimator:
                raise WrongAlgorithmError(name, owners[name], cls.adv_estimator)
        return super().__new__(cls)

    def __post_init__(self) -> None:
        """Checks values and combinations; every message says how to fix it."""
        self._choice("generation_backend", GENERATION_BACKENDS)
        self._choice("dtype", DTYPES)
        self._choice("loss_agg_mode", adv.LOSS_AGG_MODES)
        self._choice("kl_estimator", adv.KL_ESTIMATORS)
        self._at_least_one("num_dialogues", "group_size", "max_new_tokens", "total_steps", "ppo_epochs", "num_minibatches",
                           "micro_batch_size", "max_turns", "eval_repeats", "eval_concurrency", "max_context_tokens", "max_thought_tokens")
        self._positive("learning_rate", "temperature")
        self._not_negative("kl_coef", "entropy_coef", "weight_decay", "max_grad_norm", "min_new_tokens", "warmup_steps", "save_every",
                           "max_reply_sentences", "generation_batch_size", "lora_dropout", "eval_temperature", "torch_threads",
                           "max_thought_sentences")
        if self.num_dialogues % self.group_size:
            raise ConfigError(
                f"num_dialogues ({self.num_dialogues}) must be a multiple of group_size ({self.group_size}); "
                f"try num_dialogues={self.group_size * max(1, self.num_dialogues // self.group_size)}"
            )
        if self.num_dialogues % self.num_minibatches:
            raise ConfigError(f"num_dialogues ({self.num_dialogues}) must be a multiple of num_minibatches ({self.num_minibatches})")
        if self.min_new_tokens > self.max_new_tokens:
            raise ConfigError(f"min_new_tokens ({self.min_new_tokens}) cannot exceed max_new_tokens ({self.max_new_tokens})")
        if not 0 < self.clip_ratio_low < 1 or self.clip_ratio_high <= 0:
            raise ConfigError("clip_ratio_low must be in (0, 1) and clip_ratio_high positive (both 0.2 is PPO's usual)")
        if not 0 < self.gamma <= 1:
            raise ConfigError(f"gamma must be in (0, 1], got {self.gamma}")
        if self.use_lora and (self.lora_rank < 1 or not self.lora_target_modules):
            raise ConfigError("LoRA needs lora_rank >= 1 and at least one lora_target_modules entry (or set use_lora=false)")
        if len(self.adam_betas) != 2 or not all(0 <= b < 1 for b in self.adam_betas):
            raise ConfigError(f"adam_betas must be two numbers in [0, 1), got {self.adam_betas}")
        if not 0 < self.vllm_gpu_memory_utilization < 1:
            raise ConfigError(f"vllm_gpu_memory_utilization must be in (0, 1), got {self.vllm_gpu_memory_utilization}")
        if not self.model:
            raise ConfigError("model is empty: name a folder, a hub id or 'smollm2'")
        if self.think and self.system_prompt and "<think>" not in self.system_prompt:
            raise ConfigError(
                "think is on but system_prompt does not ask for <think>...</think>: add that instruction, "
                "or leave system_prompt empty for the default think-then-say prompt"
            )
        if self.think_scaffold and not self.think:
            raise ConfigError("think_scaffold writes the think tags of think-then-say: set think=true with it")
        if self.think_scaffold and self.generation_backend == "vllm":
            raise ConfigError("think_scaffold works with generation_backend 'transformers' only")
        if self.turn_tokens >= self.max_context_tokens:
            raise ConfigError(f"max_context_tokens ({self.max_context_tokens}) must exceed a turn's longest length ({self.turn_tokens})")
        if self.degeneracy_patience < 1:
            raise ConfigError(f"degeneracy_patience must be at least 1, got {self.degeneracy_patience}")
        try:
            DegeneracyThresholds.from_dict(self.degeneracy_thresholds)
        except (TypeError, ValueError) as exc:
            raise ConfigError(f"degeneracy_thresholds: {exc}") from exc
        if self.stop_on_degeneracy and not self.degeneracy_monitor:
            raise ConfigError("stop_on_degeneracy needs the monitor: set degeneracy_monitor=true (or stop_on_degeneracy=false)")
        reserved = {"max_turns", "think_mode", "group_size", "num_envs", "observation_format"} & set(self.env_kwargs)
        if reserved:
            raise ConfigError(
                f"env_kwargs may not set {sorted(reserved)}: the trainer sets them from its own fields "
                "(max_turns, think, group_size, num_dialogues; observations are always chat messages)"
            )

    def _choice(self, name: str, choices: Sequence[str]) -> None:
        value = getattr(self, name)
        if value not in choices:
            raise ConfigError(f"{name} must be one of {list(choices)}, got {value!r}")

    def _at_least_one(self, *names: str) -> None:
        for name in names:
            if int(getattr(self, name)) < 1:
                raise ConfigError(f"{name} must be at least 1, got {getattr(self, name)}")

    def _positive(self, *names: str) -> None:
        for name in names:
            if not float(getattr(self, name)) > 0:
                raise ConfigError(f"{name} must be positive, got {getattr(self, name)}")

    def _not_negative(self, *names: str) -> None:
        for name in names:
            if float(getattr(self, name)) < 0:
                raise ConfigError(f"{name} must be >= 0, got {getattr(self, name)}")

    # ------------------------------------------------------------------ the algorithm
    @abc.abstractmethod
    def advantages(self, batch: dict[str, torch.Tensor], valid: torch.Tensor) -> dict[str, torch.Tensor]:
        """The algorithm's advantages for a collated batch (each subclass has its own).

        Args:
            batch: The collated dialogues (:func:`rlver_baselines.llm.rollout.collate`), with
                the failed dialogues' masks zeroed and, with a critic, ``old_values``.
            valid: ``[batch]``, 1 for the dialogues that count.

        Returns:
            ``advantages`` (``[batch, length]``, 0 off the policy's tokens) and whatever else
            the algorithm's loss needs (PPO: ``returns``).
        """

    @classmethod
    def algorithm_fields(cls) -> tuple[str, ...]:
        """The fields this class adds to the shared ones (none for :class:`TrainerConfig`)."""
        shared = {f.name for f in dataclasses.fields(TrainerConfig)}
        return tuple(f.name for f in dataclasses.fields(cls) if f.name not in shared)

    # ------------------------------------------------------------------ derived
    @property
    def think_mode(self) -> str:
        """The env's think mode for this config."""
        return "required" if self.think else "off"

    @property
    def turn_tokens(self) -> int:
        """The longest turn in tokens: ``max_new_tokens``, plus the thought and its tags with ``think_scaffold``."""
        return self.max_new_tokens + (self.max_thought_tokens + 16 if self.think_scaffold else 0)

    @property
    def agent_system_prompt(self) -> str:
        """The system prompt the policy sees: ``system_prompt``, or the default for ``think``."""
        return self.system_prompt or default_system_prompt(self.think)

    # ------------------------------------------------------------------ YAML and dicts
    def to_dict(self) -> dict[str, Any]:
        """The config as plain data, ``adv_estimator`` first (objects in ``env_kwargs``, such as a simulator, as their repr)."""
        data = {"adv_estimator": self.adv_estimator, **dataclasses.asdict(self)}
        data["env_kwargs"] = {k: _plain(v) for k, v in self.env_kwargs.items()}
        return data

    def to_yaml(self, path: str | Path | None = None) -> str:
        """The config as YAML (written to ``path`` when given)."""
        import yaml

        text = yaml.safe_dump(self.to_dict(), sort_keys=False)
        if path is not None:
            Path(path).write_text(text, encoding="utf-8")
        return text

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], **overrides: Any) -> TrainerConfig:
        """Builds the config of ``adv_estimator`` from a dict (``overrides`` win).

        The algorithm is ``overrides``' ``adv_estimator``, else ``data``'s, else grpo (called on
        a subclass: the subclass's, which the result must have). Unknown keys are refused with a
        did-you-mean hint, and a field of the other algorithm with :class:`WrongAlgorithmError`:
        always in ``overrides``; in ``data`` unless the overrides switched the algorithm away
        from ``data``'s (then ``data``'s fields of its own algorithm are left out) or the field
        holds its default (a file that lists both algorithms' fields).

        Raises:
            ConfigError: For an unknown ``adv_estimator`` or field, or a wrong-algorithm field.
        """
        written = data.get("adv_estimator", DEFAULT_ADV_ESTIMATOR if cls is TrainerConfig else cls.adv_estimator)
        adv_estimator = overrides.get("adv_estimator", written)
        target = config_class(adv_estimator)
        if cls is not TrainerConfig and target is not cls:
            raise ConfigError(
                f"{cls.__name__} is adv_estimator {cls.adv_estimator!r}, and this config is {adv_estimator!r}: load it with "
                f"TrainerConfig.from_dict (the config's own algorithm), or override adv_estimator={cls.adv_estimator!r}"
            )
        own = {f.name for f in dataclasses.fields(target)}
        fields: dict[str, Any] = {}
        left_out = []
        for key, value in data.items():
            if key in own:
                fields[key] = value
            elif key != "adv_estimator":
                owner = _owner_of(key)  # refuses an unknown key
                if written == adv_estimator and value != _default_of(key):
                    raise WrongAlgorithmError(key, owner, adv_estimator)
                left_out.append(key)
        for key, value in overrides.items():
            if key in own:
                fields[key] = value
            elif key != "adv_estimator":
                raise WrongAlgorithmError(key, _owner_of(key), adv_estimator)
        if left_out:
            logger.info("adv_estimator %s: leaving out the other algorithm's fields %s", adv_estimator, left_out)
        return target(**fields)

    @classmethod
    def from_yaml(cls, path: str | Path, **overrides: Any) -> TrainerConfig:
        """Loads a YAML file of fields (``overrides`` win; see :meth:`from_dict`)."""
        import yaml

        data = yaml.safe_load(Path(path).read_text(encoding="utf-8")) or {}
        if not isinstance(data, dict):
            raise ConfigError(f"{path}: a config file must be a mapping of field: value")
        try:
            return cls.from_dict(data, **overrides)
        except WrongAlgorithmError as exc:
            if exc.field in overrides:
                raise
            raise ConfigError(f"{path}: {exc}") from exc

    @classmethod
    def from_preset(cls, name: str, **overrides: Any) -> TrainerConfig:
        """Loads a bundled preset (``tiny-cpu``, ``tiny-cpu-think``, ``rlver-7b``; ``overrides`` win).

        A preset may start from another with ``extends: <preset>``; its own fields win. The
        preset's ``adv_estimator`` picks the class, unless ``overrides`` name another.
        """
        return cls.from_dict({**_preset_fields(name), "preset": name}, **overrides)


# ---------------------------------------------------------------------------- one class per algorithm
def config_classes() -> dict[str, type[TrainerConfig]]:
    """The config class of each ``adv_estimator``."""
    # Imported here: each algorithm's module builds on this one.
    from rlver_baselines.llm.grpo_config import GRPOTrainerConfig
    from rlver_baselines.llm.ppo_config import PPOTrainerConfig

    return {"grpo": GRPOTrainerConfig, "ppo": PPOTrainerConfig}


def config_class(adv_estimator: str) -> type[TrainerConfig]:
    """The config class of ``adv_estimator``.

    Raises:
        ConfigError: For an unknown name.
    """
    classes = config_classes()
    if adv_estimator not in classes:
        raise ConfigError(f"adv_estimator must be one of {list(ADV_ESTIMATORS)}, got {adv_estimator!r}")
    return classes[adv_estimator]


def _algorithm_field_owners() -> dict[str, str]:
    """Each algorithm's own field names, with the ``adv_estimator`` that has them."""
    return {name: adv_estimator for adv_estimator, config in config_classes().items() for name in config.algorithm_fields()}


def _owner_of(name: str) -> str:
    """The ``adv_estimator`` whose config has the field ``name`` (``""`` for a shared field).

    Raises:
        ConfigError: If no config has it (with a did-you-mean hint).
    """
    owners = _algorithm_field_owners()
    if name in owners:
        return owners[name]
    known = {"adv_estimator", *owners} | {f.name for f in dataclasses.fields(TrainerConfig)}
    if name in known:
        return ""
    close = difflib.get_close_matches(name, sorted(known), n=1)
    hint = f"; did you mean {close[0]!r}?" if close else f"; known fields: {', '.join(sorted(known))}"
    raise ConfigError(f"unknown config field {name!r}{hint}")


def _default_of(name: str) -> Any:
    """The default of an algorithm's field."""
    field = next(f for f in dataclasses.fields(config_class(_owner_of(name))) if f.name == name)
    return field.default_factory() if field.default is dataclasses.MISSING else field.default


def _preset_fields(name: str, seen: tuple[str, ...] = ()) -> dict[str, Any]:
    """A bundled preset's fields, with those of the preset it ``extends`` underneath."""
    import yaml

    presets = available_presets()
    if name not in presets:
        raise ConfigError(f"unknown preset {name!r}; choose one of {presets}")
    if name in seen:
        raise ConfigError(f"presets extend each other in a loop: {' -> '.join(seen + (name,))}")
    text = resources.files("rlver_baselines.llm").joinpath("presets", f"{name}.yaml").read_text(encoding="utf-8")
    data = yaml.safe_load(text) or {}
    base = data.pop("extends", None)
    return {**_preset_fields(str(base), seen + (name,)), **data} if base else data


def _plain(value: Any) -> Any:
    try:
        json.dumps(value)
    except TypeError:
        return repr(value)
    return value


def available_presets() -> list[str]:
    """The names of the bundled presets."""
    folder = resources.files("rlver_baselines.llm").joinpath("presets")
    return sorted(p.name[: -len(".yaml")] for p in folder.iterdir() if p.name.endswith(".yaml"))
