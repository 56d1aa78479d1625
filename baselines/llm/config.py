"""``TrainerConfig``: every knob of the LLM trainers, with defaults, help text and validation.

Usable three ways, which compose (later wins): the defaults, a YAML file or a bundled preset
(``presets/<name>.yaml``), and command-line overrides ``--field-name value`` (flags from
:mod:`rlver_baselines.dataclass_cli`; the old ``--field_name`` spelling still works, with a
warning, for one release)::

    cfg = TrainerConfig(adv_estimator="ppo", total_steps=10)
    cfg = TrainerConfig.from_yaml("my.yaml", total_steps=10)
    cfg = TrainerConfig.from_preset("tiny-cpu")
    cfg = parse_args(["--preset", "tiny-cpu", "--learning-rate", "3e-4"])
"""

from __future__ import annotations

import argparse
import dataclasses
import difflib
import json
from collections.abc import Sequence
from importlib import resources
from pathlib import Path
from typing import Any

from rlver_baselines.dataclass_cli import add_dataclass_arguments
from rlver_baselines.llm.advantages import KL_ESTIMATORS, LOSS_AGG_MODES

from rlver_env.agents.prompts import system_prompt as default_system_prompt
from rlver_env.monitor import DegeneracyThresholds

ADV_ESTIMATORS = ("grpo", "ppo")
GRPO_RETURNS = ("dialogue", "turn")
CRITICS = ("head", "separate")
GENERATION_BACKENDS = ("auto", "transformers", "vllm")
DTYPES = ("auto", "float32", "bfloat16", "float16")


def _field(default: Any, help: str, **kwargs: Any) -> Any:
    """A dataclass field with an immutable default and its help text."""
    return dataclasses.field(default=default, metadata={"help": help, **kwargs})


class ConfigError(ValueError):
    """A bad configuration value or combination; the message says how to fix it."""


@dataclasses.dataclass
class TrainerConfig:
    """The configuration of a GRPO or PPO run (see each field's ``help``)."""

    # ------------------------------------------------------------------ model
    model: str = _field("smollm2", "Policy model: a local folder, a hub id, or 'smollm2' (the bundled SmolLM2-135M-Instruct).")
    init_random: bool = _field(False, "Randomly initialise a model of `model`'s shape instead of loading weights (tests, GPU checks).")
    device: str = _field("auto", "'auto' (cuda if present), 'cpu', 'cuda', 'cuda:1', ...")
    dtype: str = _field("auto", "Weights dtype: 'auto' (bfloat16 on a GPU, float32 on a CPU), 'float32', 'bfloat16', 'float16'.")
    gradient_checkpointing: bool = _field(False, "Recompute activations in the backward pass (less memory, ~30% slower).")
    use_lora: bool = _field(True, "Train LoRA adapters (peft) instead of every weight.")
    lora_rank: int = _field(16, "LoRA rank r.")
    lora_alpha: float = _field(32.0, "LoRA alpha (the update is scaled by alpha / r).")
    lora_dropout: float = _field(0.0, "Dropout on the LoRA input.")
    lora_target_modules: list[str] = dataclasses.field(
        default_factory=lambda: ["q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj"],
        metadata={"help": "Module names that get LoRA adapters."},
    )

    # ------------------------------------------------------------------ algorithm
    adv_estimator: str = _field("grpo", "Advantage estimator, as verl's adv_estimator: 'grpo' (group-normalised returns) or 'ppo' (a critic and GAE).")
    grpo_return: str = _field("dialogue", "GRPO: 'dialogue' (one advantage per dialogue, on every policy token) or 'turn' (each turn's return-to-go, normalised per turn index).")
    grpo_scale_by_std: bool = _field(True, "GRPO: divide by the group's std (off: Dr. GRPO's unscaled advantage).")
    clip_ratio_low: float = _field(0.2, "The ratio is clipped below at 1 - clip_ratio_low.")
    clip_ratio_high: float = _field(0.2, "The ratio is clipped above at 1 + clip_ratio_high (DAPO's clip-higher when larger).")
    kl_coef: float = _field(0.0, "Weight of the KL to the frozen reference policy in the loss (0: no reference; RLVER used none).")
    kl_estimator: str = _field("k3", "KL estimator: 'k1', 'k2' or 'k3' (GRPO's low-variance one).")
    entropy_coef: float = _field(0.0, "Entropy bonus weight (0: entropy is only logged).")
    loss_agg_mode: str = _field("token-mean", "'token-mean' (every policy token weighs the same) or 'seq-mean-token-mean' (every dialogue does).")
    critic: str = _field("head", "PPO: 'head' (a value head on the policy) or 'separate' (its own backbone copy, as RLVER).")
    critic_lr: float = _field(5e-6, "PPO: learning rate of the separate critic (RLVER: 5e-6).")
    value_coef: float = _field(0.5, "PPO: weight of the value loss when the critic is a head on the policy.")
    value_clip: float = _field(0.2, "PPO: the value is clipped to old value +- value_clip.")
    gamma: float = _field(1.0, "PPO: discount per policy token (GRPO 'turn': per turn).")
    gae_lambda: float = _field(0.95, "PPO: GAE lambda.")
    whiten_advantages: bool = _field(True, "PPO: normalise the advantages over the batch's policy tokens.")

    # ------------------------------------------------------------------ environment and rollout
    env_id: str = _field("EmpathyDialogue-v0", "The training env id (the default: bundled training personas, SAGE rules, rule simulator).")
    env_kwargs: dict[str, Any] = dataclasses.field(
        default_factory=dict,
        metadata={"help": 'Extra env keyword arguments (JSON on the command line), e.g. {"simulator": "llm", "backend": "openai", "base_url": "..."}.'},
    )
    max_turns: int = _field(4, "Agent turns per dialogue (the env's turn cap; RLVER: 8).")
    think: bool = _field(False, "Think-then-say: the policy writes <think>...</think> before the reply (env think_mode 'required').")
    think_scaffold: bool = _field(False, "Think-then-say for small models: the harness writes <think> and </think>, the policy the thought and the reply (rlver_env.agents.think_scaffold; transformers generation only).")
    max_thought_tokens: int = _field(48, "think_scaffold: the longest thought in tokens (max_new_tokens is then the reply's limit).")
    max_thought_sentences: int = _field(1, "think_scaffold: end the thought after this many sentences (0: off).")
    system_prompt: str = _field("", "The agent's system prompt; empty: the project's default for `think` (rlver_env.agents.prompts). Small models need a blunter one (see the tiny-cpu preset).")
    num_dialogues: int = _field(8, "Dialogues per training step (RLVER: 32).")
    group_size: int = _field(4, "Dialogues per GRPO group (same persona, same seed; RLVER: 4). PPO usually uses 1.")
    max_new_tokens: int = _field(48, "The longest turn (thought + reply) in tokens.")
    max_reply_sentences: int = _field(0, "End a turn after this many sentences (0: off; transformers generation only). A small model that runs on past the sentence it was asked for is cut at a sentence end rather than at max_new_tokens.")
    min_new_tokens: int = _field(0, "Forbid ending a turn before this many tokens (benchmarks use it to fix the workload).")
    temperature: float = _field(1.0, "Sampling temperature (RLVER: 1.0).")
    max_context_tokens: int = _field(2048, "A dialogue whose token stream would outgrow this ends (reason 'context').")
    generation_backend: str = _field("auto", "'auto' (vLLM when installed and on a GPU, else transformers), 'transformers' or 'vllm'.")
    generation_batch_size: int = _field(0, "transformers: the most dialogues per generate call (0: all).")
    vllm_gpu_memory_utilization: float = _field(0.3, "vLLM: the share of GPU memory for its weights and KV cache.")

    # ------------------------------------------------------------------ optimisation
    total_steps: int = _field(20, "Training steps (one step: collect a batch of dialogues, then update).")
    learning_rate: float = _field(1e-5, "Policy learning rate (RLVER, full fine-tuning: 1e-6; LoRA wants far more).")
    warmup_steps: int = _field(0, "Linear learning-rate warm-up steps.")
    weight_decay: float = _field(0.0, "AdamW weight decay.")
    adam_betas: list[float] = dataclasses.field(default_factory=lambda: [0.9, 0.999], metadata={"help": "AdamW betas."})
    max_grad_norm: float = _field(1.0, "Gradient norm clipping (0: off).")
    ppo_epochs: int = _field(1, "Passes over each batch.")
    num_minibatches: int = _field(1, "Optimizer steps per pass (the batch is split into this many minibatches).")
    micro_batch_size: int = _field(4, "Dialogues per forward/backward (gradient accumulation within a minibatch).")
    recompute_old_logprobs: bool = _field(False, "Recompute the old log-probabilities with a forward pass (verl style) instead of using the sampler's.")

    # ------------------------------------------------------------------ evaluation
    evaluate: bool = _field(True, "train.py: run the benchmark on the held-out personas before and after training.")
    eval_env_id: str = _field("EmpathyDialogue-Eval-v0", "The evaluation env id (held-out test personas, SAGE rules).")
    eval_repeats: int = _field(1, "Episodes per test persona in each evaluation.")
    eval_seed: int = _field(1234, "Seed of the evaluation (the same before and after).")
    eval_temperature: float = _field(1.0, "Sampling temperature in evaluation (0: greedy).")
    eval_concurrency: int = _field(20, "Dialogues generated side by side in evaluation.")

    # ------------------------------------------------------------------ output
    output_dir: str = _field("runs/llm", "Run folder: metrics.jsonl, TensorBoard logs, checkpoints, evaluation.")
    save_every: int = _field(0, "Checkpoint every N steps (0: only at the end).")
    resume: str = _field("", "Resume from a checkpoint folder, or 'auto' for the latest in output_dir/checkpoints.")
    tensorboard: bool = _field(True, "Write TensorBoard logs to output_dir/tensorboard.")
    progress: bool = _field(True, "Show progress bars.")
    seed: int = _field(0, "Seeds the model init, the env resets and the sampling.")
    torch_threads: int = _field(0, "CPU threads for torch (0: torch's default). On a busy machine 1 can be faster than 2.")
    preset: str = _field("", "The preset this config came from (informational).", cli=False)

    # ------------------------------------------------------------------ degeneracy monitor
    degeneracy_monitor: bool = _field(
        True,
        "Read every batch's replies for degeneracy (rlver_env.monitor): degeneracy/ metrics, and a warning "
        "with one offending reply when a limit stays crossed for degeneracy_patience steps.",
    )
    degeneracy_thresholds: dict[str, float] = dataclasses.field(
        default_factory=dict,
        metadata={"help": 'Limits that replace the monitor\'s defaults (JSON on the command line), e.g. {"max_repeat_rate": 0.3}; '
                          "names as in rlver_env.monitor.DegeneracyThresholds."},
    )
    degeneracy_patience: int = _field(2, "Steps in a row a degeneracy limit must stay crossed before the warning (and the stop).")
    stop_on_degeneracy: bool = _field(
        False, "End the run when the degeneracy monitor warns: save a checkpoint, log the reason, stop (resume continues it)."
    )

    def __post_init__(self) -> None:
        """Checks values and combinations; every message says how to fix it."""
        self._choice("adv_estimator", ADV_ESTIMATORS)
        self._choice("grpo_return", GRPO_RETURNS)
        self._choice("critic", CRITICS)
        self._choice("generation_backend", GENERATION_BACKENDS)
        self._choice("dtype", DTYPES)
        self._choice("loss_agg_mode", LOSS_AGG_MODES)
        self._choice("kl_estimator", KL_ESTIMATORS)
        for name in ("num_dialogues", "group_size", "max_new_tokens", "total_steps", "ppo_epochs", "num_minibatches",
                     "micro_batch_size", "max_turns", "eval_repeats", "eval_concurrency", "max_context_tokens", "max_thought_tokens"):
            if int(getattr(self, name)) < 1:
                raise ConfigError(f"{name} must be at least 1, got {getattr(self, name)}")
        for name in ("learning_rate", "critic_lr", "temperature"):
            if not float(getattr(self, name)) > 0:
                raise ConfigError(f"{name} must be positive, got {getattr(self, name)}")
        for name in ("kl_coef", "entropy_coef", "value_coef", "weight_decay", "max_grad_norm", "min_new_tokens",
                     "warmup_steps", "save_every", "max_reply_sentences", "generation_batch_size", "lora_dropout", "eval_temperature",
                     "torch_threads", "max_thought_sentences"):
            if float(getattr(self, name)) < 0:
                raise ConfigError(f"{name} must be >= 0, got {getattr(self, name)}")
        if self.num_dialogues % self.group_size:
            raise ConfigError(
                f"num_dialogues ({self.num_dialogues}) must be a multiple of group_size ({self.group_size}); "
                f"try num_dialogues={self.group_size * max(1, self.num_dialogues // self.group_size)}"
            )
        if self.adv_estimator == "grpo" and self.group_size < 2:
            raise ConfigError("GRPO compares dialogues within a group: set group_size >= 2 (RLVER: 4), or use adv_estimator='ppo'")
        if self.num_dialogues % self.num_minibatches:
            raise ConfigError(f"num_dialogues ({self.num_dialogues}) must be a multiple of num_minibatches ({self.num_minibatches})")
        if self.min_new_tokens > self.max_new_tokens:
            raise ConfigError(f"min_new_tokens ({self.min_new_tokens}) cannot exceed max_new_tokens ({self.max_new_tokens})")
        if not 0 < self.clip_ratio_low < 1 or self.clip_ratio_high <= 0:
            raise ConfigError("clip_ratio_low must be in (0, 1) and clip_ratio_high positive (both 0.2 is PPO's usual)")
        if not 0 < self.gamma <= 1 or not 0 <= self.gae_lambda <= 1:
            raise ConfigError(f"gamma must be in (0, 1] and gae_lambda in [0, 1], got {self.gamma}, {self.gae_lambda}")
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
        """The config as plain data (objects in ``env_kwargs``, such as a simulator, as their repr)."""
        data = dataclasses.asdict(self)
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
    def from_dict(cls, data: dict[str, Any], **overrides: Any) -> TrainerConfig:
        """Builds a config from a dict, rejecting unknown keys with a did-you-mean hint."""
        merged = {**data, **overrides}
        known = {f.name for f in dataclasses.fields(cls)}
        for key in merged:
            if key not in known:
                close = difflib.get_close_matches(key, sorted(known), n=1)
                hint = f"; did you mean {close[0]!r}?" if close else f"; known fields: {', '.join(sorted(known))}"
                raise ConfigError(f"unknown config field {key!r}{hint}")
        return cls(**merged)

    @classmethod
    def from_yaml(cls, path: str | Path, **overrides: Any) -> TrainerConfig:
        """Loads a YAML file of fields (``overrides`` win)."""
        import yaml

        data = yaml.safe_load(Path(path).read_text(encoding="utf-8")) or {}
        if not isinstance(data, dict):
            raise ConfigError(f"{path}: a config file must be a mapping of field: value")
        return cls.from_dict(data, **overrides)

    @classmethod
    def from_preset(cls, name: str, **overrides: Any) -> TrainerConfig:
        """Loads a bundled preset (``tiny-cpu``, ``tiny-cpu-think``, ``rlver-7b``; ``overrides`` win).

        A preset may start from another with ``extends: <preset>``; its own fields win.
        """
        return cls.from_dict({**_preset_fields(name), "preset": name}, **overrides)


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


# ---------------------------------------------------------------------------- command line
def build_parser() -> argparse.ArgumentParser:
    """An argparse parser with one ``--field-name`` option per config field, plus ``--preset`` and ``--config``."""
    parser = argparse.ArgumentParser(
        prog="python -m rlver_baselines.llm.train",
        description="GRPO / PPO for LLM policies on rlver-env. Later sources win: defaults < --preset/--config < --field-name.",
        argument_default=argparse.SUPPRESS,
        allow_abbrev=False,
    )
    parser.add_argument("--preset", help=f"A bundled preset: {', '.join(available_presets())}.")
    parser.add_argument("--config", help="A YAML file of config fields.")
    add_dataclass_arguments(parser, TrainerConfig)
    return parser


def parse_args(argv: Sequence[str] | None = None) -> TrainerConfig:
    """Builds a config from the command line (``--preset``/``--config``, then ``--field-name`` overrides).

    Raises:
        ConfigError: For a bad value or combination (the message says how to fix it).
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
        return TrainerConfig.from_dict(namespace)
    except TypeError as exc:  # a wrong type from YAML reaches the dataclass
        raise ConfigError(str(exc)) from exc
