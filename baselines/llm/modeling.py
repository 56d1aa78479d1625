"""Loading the policy (optionally with LoRA), the critic, and computing per-token log-probabilities.

The transformers generator used in rollouts (batched ``generate`` with left padding that returns
the sampling log-probability of every new token) lives in :mod:`rlver_env.agents.hf_generator`,
since ``rlver-env bench`` plays trained models with it too.
"""

from __future__ import annotations

import copy
import importlib.util
import logging
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import torch
    from rlver_baselines.llm.config import TrainerConfig
    from torch import nn

logger = logging.getLogger(__name__)

SMOLLM2 = "smollm2"


def require(package: str, extra: str = "train") -> None:
    """Raises a clear error when an optional package is missing."""
    if importlib.util.find_spec(package) is None:
        from rlver_env.errors import MissingDependencyError

        raise MissingDependencyError(package, extra, "The LLM trainers")


def resolve_model_path(name: str) -> str:
    """A model folder or hub id; ``"smollm2"`` is the bundled SmolLM2-135M-Instruct."""
    if name == SMOLLM2:
        from rlver_env.backends.smollm2 import smollm2_path

        return str(smollm2_path())
    return name


def resolve_device(device: str) -> str:
    """``"auto"`` becomes ``"cuda"`` when a GPU is present, else ``"cpu"``."""
    import torch

    if device == "auto":
        return "cuda" if torch.cuda.is_available() else "cpu"
    return device


def resolve_dtype(dtype: str, device: str) -> torch.dtype:
    """``"auto"`` is bfloat16 on a GPU and float32 on a CPU."""
    import torch

    if dtype == "auto":
        return torch.bfloat16 if device.startswith("cuda") else torch.float32
    return getattr(torch, dtype)


def load_tokenizer(path: str) -> Any:
    """The tokenizer, with a pad token (the end-of-sequence token if it has none)."""
    from transformers import AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(path)
    if tokenizer.pad_token_id is None:
        tokenizer.pad_token = tokenizer.eos_token
    return tokenizer


def load_causal_lm(cfg: TrainerConfig, path: str, device: str, dtype: torch.dtype) -> nn.Module:
    """The policy network: pretrained weights, or random ones of the same shape (``init_random``)."""
    import torch
    from transformers import AutoConfig, AutoModelForCausalLM

    if cfg.init_random:
        config = AutoConfig.from_pretrained(path)
        torch.manual_seed(cfg.seed)
        model = AutoModelForCausalLM.from_config(config, dtype=dtype)
    else:
        model = AutoModelForCausalLM.from_pretrained(path, dtype=dtype)
    return model.to(device)


def load_backbone(cfg: TrainerConfig, path: str, device: str, dtype: torch.dtype) -> nn.Module:
    """The transformer without its language-model head (the separate critic's body)."""
    import torch
    from transformers import AutoConfig, AutoModel

    if cfg.init_random:
        torch.manual_seed(cfg.seed + 1)
        model = AutoModel.from_config(AutoConfig.from_pretrained(path), dtype=dtype)
    else:
        model = AutoModel.from_pretrained(path, dtype=dtype)
    return model.to(device)


def prepare_for_training(model: nn.Module, cfg: TrainerConfig, task_type: str = "CAUSAL_LM") -> nn.Module:
    """Wraps ``model`` with LoRA (if configured) and turns on gradient checkpointing."""
    if cfg.gradient_checkpointing:
        if hasattr(model, "activation_checkpointing_enable"):  # transformers >= 5.2 renamed it
            model.activation_checkpointing_enable(activation_checkpointing_kwargs={"use_reentrant": False})
        else:
            model.gradient_checkpointing_enable(gradient_checkpointing_kwargs={"use_reentrant": False})
        model.config.use_cache = False
    if cfg.use_lora:
        require("peft")
        from peft import LoraConfig, get_peft_model

        lora = LoraConfig(
            r=cfg.lora_rank,
            lora_alpha=cfg.lora_alpha,
            lora_dropout=cfg.lora_dropout,
            target_modules=list(cfg.lora_target_modules),
            bias="none",
            task_type=task_type,
        )
        model = get_peft_model(model, lora)
        if cfg.gradient_checkpointing:
            model.enable_input_require_grads()
    return model


def frozen_copy(model: nn.Module) -> nn.Module:
    """A frozen copy of ``model`` (the KL reference without LoRA)."""
    reference = copy.deepcopy(model).eval()
    for parameter in reference.parameters():
        parameter.requires_grad_(False)
    return reference


class ValueHead:
    """Builds the value head: a linear map from the last hidden state to one number."""

    @staticmethod
    def build(hidden_size: int, device: str, dtype: torch.dtype) -> nn.Module:
        """A zero-initialised ``Linear(hidden_size, 1)`` (values start at 0)."""
        import torch

        head = torch.nn.Linear(hidden_size, 1)
        torch.nn.init.zeros_(head.weight)
        torch.nn.init.zeros_(head.bias)
        return head.to(device=device, dtype=dtype)


def hidden_size_of(model: nn.Module) -> int:
    """The width of the model's last hidden state."""
    config = model.config
    return int(getattr(config, "hidden_size", None) or config.get_text_config().hidden_size)


# Architectures whose causal-LM forward is exactly ``lm_head(decoder(x))``: for them the
# vocabulary projection runs on the policy's tokens only (most tokens of a dialogue are the
# user's and the template's), which saves time and the memory of the full logits.
_HEAD_ON_HIDDEN = frozenset({"llama", "qwen2", "qwen3", "mistral"})


def forward_tokens(
    model: nn.Module,
    input_ids: torch.Tensor,
    attention_mask: torch.Tensor,
    policy_mask: torch.Tensor,
    temperature: float,
    with_entropy: bool = False,
    value_head: nn.Module | None = None,
    entropy_grad: bool = False,
) -> dict[str, torch.Tensor]:
    """Per-token log-probabilities (and entropy, values) of a batch of token streams.

    Everything is aligned by position: entry ``p`` is about token ``p``, predicted from the
    tokens before it. Log-probabilities and entropies are computed only where ``policy_mask``
    is 1 (0 elsewhere), which keeps the vocabulary-sized tensors small.

    Args:
        model: The causal LM (optionally wrapped by peft).
        input_ids, attention_mask: ``[batch, length]``, padded on the right.
        policy_mask: ``[batch, length]``, 1 on the policy's tokens.
        temperature: The sampling temperature (logits are divided by it, as when sampling).
        with_entropy: Also return the entropy of the policy at each policy token.
        value_head: If given, also return ``value_head`` applied to the hidden state before
            each token.
        entropy_grad: Keep the entropy in the autograd graph (for an entropy bonus).

    Returns:
        ``logprobs``, optionally ``entropy`` and ``values``, all ``[batch, length]`` float32.
    """
    import torch

    selected = policy_mask[:, 1:].bool()
    base = model.get_base_model() if hasattr(model, "get_base_model") else model
    decoder = getattr(base, "model", None)
    head = base.get_output_embeddings() if hasattr(base, "get_output_embeddings") else None
    model_type = getattr(getattr(base, "config", None), "model_type", None)
    hidden = None
    if model_type in _HEAD_ON_HIDDEN and decoder is not None and head is not None:
        hidden = decoder(input_ids=input_ids, attention_mask=attention_mask, use_cache=False).last_hidden_state
        logits = head(hidden[:, :-1][selected])
    else:
        outputs = model(
            input_ids=input_ids, attention_mask=attention_mask, output_hidden_states=value_head is not None, use_cache=False
        )
        logits = outputs.logits[:, :-1][selected]
        if value_head is not None:
            hidden = outputs.hidden_states[-1]
    logits = logits.float() / temperature  # [policy tokens, vocab]
    targets = input_ids[:, 1:][selected]
    log_z = torch.logsumexp(logits, dim=-1)
    token_logprobs = torch.gather(logits, 1, targets.unsqueeze(-1)).squeeze(-1) - log_z

    def spread(values: torch.Tensor) -> torch.Tensor:
        out = torch.zeros(input_ids.shape, dtype=values.dtype, device=values.device)
        out[:, 1:][selected] = values
        return out

    result = {"logprobs": spread(token_logprobs)}
    if with_entropy:
        with torch.set_grad_enabled(entropy_grad and torch.is_grad_enabled()):
            probs = torch.softmax(logits, dim=-1)
            result["entropy"] = spread(log_z - (probs * logits).sum(dim=-1))
    if value_head is not None:
        values = value_head(hidden[:, :-1].to(value_head.weight.dtype)).squeeze(-1).float()
        pad = torch.zeros(input_ids.shape[0], 1, dtype=values.dtype, device=values.device)
        result["values"] = torch.cat([pad, values], dim=1)
    return result


class Critic:
    """A separate critic, as RLVER trained: its own copy of the backbone and a value head."""

    def __init__(self, backbone: nn.Module, head: nn.Module) -> None:
        self.backbone = backbone
        self.head = head

    def parameters(self) -> list[torch.nn.Parameter]:
        """The trainable parameters."""
        return [p for p in list(self.backbone.parameters()) + list(self.head.parameters()) if p.requires_grad]

    def values(self, input_ids: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
        """``[batch, length]`` values, aligned like :func:`forward_tokens`."""
        import torch

        outputs = self.backbone(input_ids=input_ids, attention_mask=attention_mask, use_cache=False)
        hidden = outputs.last_hidden_state[:, :-1]
        values = self.head(hidden.to(self.head.weight.dtype)).squeeze(-1).float()
        pad = torch.zeros(input_ids.shape[0], 1, dtype=values.dtype, device=values.device)
        return torch.cat([pad, values], dim=1)

    def train(self, mode: bool = True) -> None:
        """Sets training mode."""
        self.backbone.train(mode)
        self.head.train(mode)

    def state_dict(self) -> dict[str, Any]:
        """The trainable weights."""
        return {"backbone": trainable_state_dict(self.backbone), "head": self.head.state_dict()}

    def load_state_dict(self, state: dict[str, Any]) -> None:
        """Restores :meth:`state_dict`."""
        load_trainable_state_dict(self.backbone, state["backbone"])
        self.head.load_state_dict(state["head"])


def trainable_state_dict(model: nn.Module) -> dict[str, torch.Tensor]:
    """The weights that training changes (LoRA adapters, or every weight without LoRA)."""
    names = {name for name, p in model.named_parameters() if p.requires_grad}
    return {k: v.detach().clone() for k, v in model.state_dict().items() if k in names}


def load_trainable_state_dict(model: nn.Module, state: dict[str, torch.Tensor]) -> None:
    """Restores :func:`trainable_state_dict` (every key must be known)."""
    _, unexpected = model.load_state_dict(state, strict=False)
    if unexpected:
        raise KeyError(f"checkpoint weights not in the model: {unexpected[:5]}")
