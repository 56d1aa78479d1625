"""A stand-in causal LM whose ``generate`` returns scripted continuations (with uniform logits)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import torch


class ScriptedLM(torch.nn.Module):
    """Returns the next scripted batch of continuations on each ``generate`` call, whatever the prompt.

    Args:
        calls: One entry per ``generate`` call: a continuation (token ids) per prompt row;
            shorter rows are padded with the call's ``pad_token_id``.
        vocab: The vocabulary size (the width of the uniform logits).

    Attributes:
        calls: The keyword arguments of every ``generate`` call.
        prompts: The unpadded prompt rows of every ``generate`` call.
    """

    def __init__(self, calls: list[list[list[int]]], vocab: int) -> None:
        super().__init__()
        self.weight = torch.nn.Parameter(torch.zeros(1))
        self.script = list(calls)
        self.vocab = vocab
        self.config = SimpleNamespace(vocab_size=vocab)
        self.calls: list[dict[str, Any]] = []
        self.prompts: list[list[list[int]]] = []

    def generate(self, input_ids: Any, attention_mask: Any, **kwargs: Any) -> Any:
        self.calls.append(kwargs)
        self.prompts.append([ids[mask.bool()].tolist() for ids, mask in zip(input_ids, attention_mask)])
        rows = self.script.pop(0)
        width = max(len(r) for r in rows)
        pad = kwargs["pad_token_id"]
        continuation = torch.tensor([r + [pad] * (width - len(r)) for r in rows])
        return SimpleNamespace(
            sequences=torch.cat([input_ids, continuation], dim=1),
            logits=[torch.zeros(len(input_ids), self.vocab) for _ in range(width)],
        )
