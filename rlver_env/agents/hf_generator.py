"""Sampling turns from a Hugging Face causal LM as token ids, with their log-probabilities.

A trained policy keeps each dialogue as one token stream (see
:class:`rlver_env.agents.chat_format.ChatFormat`); :class:`HFGenerator` samples the next turn of
a batch of such streams with transformers' batched ``generate`` (left padding) and returns the
new tokens with the sampling log-probability of each. The trainers of ``rlver_baselines.llm``
learn from these; ``rlver-env bench`` plays with them (:mod:`rlver_env.agents.hf_policy`).
torch and transformers are imported when a turn is generated (extra ``llm``).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    import torch
    from torch import nn


@dataclasses.dataclass
class GeneratedTurn:
    """What the policy produced for one dialogue in one turn.

    Attributes:
        token_ids: The new tokens, cut after the first end-of-turn token.
        logprobs: The sampling log-probability of each new token (at the sampling temperature).
        truncated: The turn hit ``max_new_tokens`` before an end-of-turn token.
        forced: Per token, whether the harness wrote it rather than the policy sampled it
            (the think tags of :class:`rlver_env.agents.think_scaffold.ThinkScaffold`); such tokens
            get mask 0. ``None``: the policy sampled every token.
    """

    token_ids: list[int]
    logprobs: list[float]
    truncated: bool
    forced: list[bool] | None = None


class Generator(Protocol):
    """Batched sampling from the policy (transformers or vLLM)."""

    def generate(self, prompts: Sequence[Sequence[int]], seed: int) -> list[GeneratedTurn]:
        """Samples one turn for each prompt (token ids)."""


class HFGenerator:
    """Samples turns with transformers' batched ``generate`` (left padding).

    Args:
        model: The policy (switched to eval mode while generating).
        tokenizer: Its tokenizer.
        eos_token_ids: Tokens that end a turn.
        max_new_tokens: The longest turn.
        temperature: The sampling temperature (``0``: greedy).
        min_new_tokens: Forbid ending a turn earlier (benchmarks use it to fix the length).
        batch_size: The most prompts per ``generate`` call (0: all at once).
        max_sentences: End a turn after this many sentence-ending tokens (0: off). The turn
            keeps the tokens up to and including that one and is not counted as truncated.
    """

    def __init__(
        self,
        model: nn.Module,
        tokenizer: Any,
        eos_token_ids: Sequence[int],
        max_new_tokens: int,
        temperature: float = 1.0,
        min_new_tokens: int = 0,
        batch_size: int = 0,
        max_sentences: int = 0,
    ) -> None:
        self.model = model
        self.tokenizer = tokenizer
        self.eos_token_ids = sorted(set(eos_token_ids))
        self.max_new_tokens = int(max_new_tokens)
        self.temperature = float(temperature)
        self.min_new_tokens = int(min_new_tokens)
        self.batch_size = int(batch_size)
        self.max_sentences = int(max_sentences)
        self.generated_tokens = 0
        self._sentence_ends: Any = None

    def generate(self, prompts: Sequence[Sequence[int]], seed: int) -> list[GeneratedTurn]:
        """Samples one turn per prompt; the torch RNG is seeded with ``seed`` first."""
        import torch

        if not prompts:
            return []
        torch.manual_seed(seed)
        step = self.batch_size or len(prompts)
        results: list[GeneratedTurn] = []
        was_training = self.model.training
        self.model.eval()
        try:
            for start in range(0, len(prompts), step):
                results.extend(self._generate_batch(prompts[start : start + step]))
        finally:
            self.model.train(was_training)
        return results

    def _generate_batch(self, prompts: Sequence[Sequence[int]]) -> list[GeneratedTurn]:
        import torch

        device = next(self.model.parameters()).device
        pad_id = self.tokenizer.pad_token_id
        length = max(len(p) for p in prompts)
        input_ids = torch.full((len(prompts), length), pad_id, dtype=torch.long)
        attention_mask = torch.zeros(len(prompts), length, dtype=torch.long)
        for row, prompt in enumerate(prompts):
            input_ids[row, length - len(prompt) :] = torch.tensor(list(prompt), dtype=torch.long)
            attention_mask[row, length - len(prompt) :] = 1
        kwargs: dict[str, Any] = {
            "max_new_tokens": self.max_new_tokens,
            "min_new_tokens": self.min_new_tokens or None,
            "pad_token_id": pad_id,
            "eos_token_id": self.eos_token_ids,
            "return_dict_in_generate": True,
            "output_logits": True,
        }
        if self.max_sentences:
            from transformers import StoppingCriteriaList

            kwargs["stopping_criteria"] = StoppingCriteriaList([_SentenceStop(self._sentence_end_mask(), self.max_sentences)])
        if self.temperature > 0:
            kwargs.update(do_sample=True, temperature=self.temperature, top_k=0, top_p=1.0)
        else:
            kwargs.update(do_sample=False, temperature=None, top_k=None, top_p=None)
        with torch.inference_mode():
            output = self.model.generate(
                input_ids=input_ids.to(device), attention_mask=attention_mask.to(device), **kwargs
            )
            new_tokens = output.sequences[:, length:]
            scale = self.temperature if self.temperature > 0 else 1.0
            logprobs = torch.stack(
                [
                    torch.log_softmax(step_logits.float() / scale, dim=-1).gather(1, new_tokens[:, i : i + 1]).squeeze(1)
                    for i, step_logits in enumerate(output.logits)
                ],
                dim=1,
            )
        eos = set(self.eos_token_ids)
        ends = set(torch.nonzero(self._sentence_end_mask()).flatten().tolist()) if self.max_sentences else set()
        turns = []
        for row in range(len(prompts)):
            ids = new_tokens[row].tolist()
            cut, truncated, sentences = len(ids), True, 0
            for j, token in enumerate(ids):
                if token in eos:
                    cut, truncated = j + 1, False
                    break
                sentences += token in ends
                if self.max_sentences and sentences >= self.max_sentences:
                    cut, truncated = j + 1, False
                    break
            turns.append(GeneratedTurn(ids[:cut], logprobs[row, :cut].tolist(), truncated))
            self.generated_tokens += cut
        return turns

    def _sentence_end_mask(self) -> torch.Tensor:
        """A boolean mask over the vocabulary: tokens whose text ends a sentence (``.``, ``!``, ``?``)."""
        if self._sentence_ends is None:
            self._sentence_ends = sentence_end_mask(self.tokenizer, _vocab_size(self.model, self.tokenizer))
        return self._sentence_ends


def sentence_end_mask(tokenizer: Any, size: int) -> torch.Tensor:
    """Marks the token ids whose decoded text, trailing spaces, quotes and brackets aside, ends in ``.``, ``!`` or ``?``.

    Args:
        tokenizer: The tokenizer.
        size: The length of the mask (the model's vocabulary, which may exceed the tokenizer's).
    """
    import torch

    mask = torch.zeros(size, dtype=torch.bool)
    for token_id in range(min(size, len(tokenizer))):
        text = tokenizer.decode([token_id]).rstrip().rstrip("\"')]*")
        if text.endswith((".", "!", "?")):
            mask[token_id] = True
    return mask


def _vocab_size(model: nn.Module, tokenizer: Any) -> int:
    config = getattr(model, "config", None)
    return int(getattr(config, "vocab_size", 0) or len(tokenizer))


class _SentenceStop:
    """A transformers stopping criterion: a row is done once it has produced ``limit`` sentence ends."""

    def __init__(self, mask: torch.Tensor, limit: int) -> None:
        self.mask = mask
        self.limit = int(limit)
        self.counts: torch.Tensor | None = None

    def __call__(self, input_ids: torch.Tensor, scores: Any, **kwargs: Any) -> torch.Tensor:
        last = input_ids[:, -1].cpu()
        hit = self.mask[last.clamp(0, self.mask.numel() - 1)].long()
        self.counts = hit if self.counts is None else self.counts + hit
        return (self.counts >= self.limit).to(input_ids.device)
