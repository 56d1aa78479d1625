"""Rollout generation with vLLM in the training process (colocated on the same GPU).

vLLM holds its own copy of the weights. Before each rollout the trainer pushes the current
policy into it: with LoRA the adapters are merged into a copy of each affected weight, the
names are mapped back to the base model's, and vLLM's ``load_weights`` takes them; then the
prefix cache is reset, since cached keys and values belong to the old weights. This follows
TRL's colocate mode (``trl.generation.vllm_generation``).

Needs ``pip install vllm`` on a CUDA machine (extra ``vllm``).
"""

from __future__ import annotations

import logging
import os
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Any

from rlver_env.agents.hf_generator import GeneratedTurn

if TYPE_CHECKING:
    import torch
    from rlver_baselines.llm.config import TrainerConfig
    from torch import nn

logger = logging.getLogger(__name__)


class VLLMGenerator:
    """Samples turns with an in-process ``vllm.LLM`` and takes the trainer's weights each step.

    Args:
        model_path: The model folder or hub id (vLLM loads the initial weights itself).
        cfg: The trainer config (temperature, max_new_tokens, memory share, seed, dtype).
        eos_token_ids: Tokens that end a turn.

    Raises:
        rlver_env.errors.MissingDependencyError: Without vllm.
    """

    def __init__(self, model_path: str, cfg: TrainerConfig, eos_token_ids: Sequence[int]) -> None:
        from rlver_baselines.llm.modeling import require

        require("vllm", "vllm")
        # Keep the engine in this process, so its model is reachable for load_weights.
        os.environ.setdefault("VLLM_ENABLE_V1_MULTIPROCESSING", "0")
        from vllm import LLM

        self.cfg = cfg
        self.eos_token_ids = sorted(set(eos_token_ids))
        options: dict[str, Any] = {
            "model": model_path,
            "dtype": "bfloat16" if cfg.dtype in ("auto", "bfloat16") else cfg.dtype,
            "gpu_memory_utilization": cfg.vllm_gpu_memory_utilization,
            "max_model_len": cfg.max_context_tokens,
            "seed": cfg.seed,
            "enable_prefix_caching": True,
        }
        try:
            # The log-probabilities of the temperature-scaled distribution, as the trainer computes them.
            self.llm = LLM(**options, logprobs_mode="processed_logprobs")
        except TypeError:  # vLLM < 0.10.2; the trainer recomputes the old log-probabilities anyway
            self.llm = LLM(**options)
        self.generated_tokens = 0
        self._synced_version: int | None = None

    def sync_weights(self, policy: nn.Module) -> None:
        """Pushes the policy's current weights into vLLM (merging LoRA adapters on the fly)."""
        model = _vllm_model(self.llm)
        model.load_weights(_weights_for_vllm(policy))
        self.llm.reset_prefix_cache()

    def generate(self, prompts: Sequence[Sequence[int]], seed: int) -> list[GeneratedTurn]:
        """Samples one turn per prompt; each request is seeded from ``seed`` and its index."""
        from vllm import SamplingParams

        if not prompts:
            return []
        params = [
            SamplingParams(
                n=1,
                temperature=self.cfg.temperature,
                top_p=1.0,
                top_k=-1,
                max_tokens=self.cfg.max_new_tokens,
                min_tokens=self.cfg.min_new_tokens,
                logprobs=0,
                seed=(seed + i) % (2**31),
                stop_token_ids=self.eos_token_ids,
            )
            for i in range(len(prompts))
        ]
        outputs = self.llm.generate([{"prompt_token_ids": list(p)} for p in prompts], params, use_tqdm=False)
        turns = []
        for output in outputs:
            completion = output.outputs[0]
            ids = list(completion.token_ids)
            logprobs = [float(step[token].logprob) for step, token in zip(completion.logprobs, ids)]
            truncated = completion.finish_reason == "length"
            turns.append(GeneratedTurn(ids, logprobs, truncated))
            self.generated_tokens += len(ids)
        return turns


def _vllm_model(llm: Any) -> Any:
    """The torch module inside an in-process vLLM engine (V0 and V1 layouts)."""
    executor = llm.llm_engine.model_executor
    worker = executor.driver_worker
    worker = getattr(worker, "worker", worker)
    return worker.model_runner.model


def _weights_for_vllm(policy: nn.Module) -> Iterator[tuple[str, torch.Tensor]]:
    """``(name, tensor)`` pairs under the base model's names, LoRA adapters merged in.

    The merge is computed out of place (``W + delta``) rather than with peft's
    ``merge_adapter``/``unmerge_adapter``, which would round bf16 base weights a little more
    every step.
    """
    import torch

    if not hasattr(policy, "peft_config"):
        for name, param in policy.named_parameters():
            yield name, param.data
        return
    from peft.tuners.lora import LoraLayer

    merged: dict[str, torch.Tensor] = {}
    with torch.no_grad():
        for module_name, module in policy.named_modules():
            if isinstance(module, LoraLayer):
                weight = module.get_base_layer().weight
                delta = sum(module.get_delta_weight(adapter) for adapter in module.active_adapters)
                merged[f"{module_name}.base_layer.weight"] = weight.data + delta.to(weight.dtype)
        for name, param in policy.named_parameters():
            if "lora_" in name or "original_module" in name:
                continue
            clean = name.removeprefix("base_model.model.").replace(".base_layer", "").replace("modules_to_save.default.", "")
            yield clean, merged.get(name, param.data)
