"""A Hugging Face causal LM played as it was trained: one token stream per dialogue.

:class:`HFChatPolicy` keeps each dialogue's token stream exactly as the trainers of
``rlver_baselines.llm`` build it (:class:`~rlver_env.agents.chat_format.ChatFormat`: the same
chat template and system prompt, the policy's thoughts kept in its own context) and samples each
turn with a token generator, plain or with the think-then-say scaffold
(:func:`~rlver_env.agents.think_scaffold.build_generator`). The trainers evaluate with it, and
``rlver-env bench --policy hf:<model> --think-scaffold`` plays a model folder with it
(:class:`HFModelPolicy`), so a checkpoint trained with the scaffold is benchmarked the way it was
trained.

Each turn's sampling is seeded from the dialogues' seeds and turn numbers only, so two models
evaluated with the same seeds draw the same random numbers (common random numbers sharpen the
comparison). torch and transformers are imported when the model is loaded (extra ``llm``).
"""

from __future__ import annotations

import importlib.util
from collections.abc import Sequence
from typing import Any

import numpy as np

from rlver_env.agents.chat_format import ChatFormat
from rlver_env.agents.hf_generator import GeneratedTurn
from rlver_env.agents.prompts import system_prompt as default_system_prompt
from rlver_env.agents.think_scaffold import (
    DEFAULT_MAX_THOUGHT_SENTENCES,
    DEFAULT_MAX_THOUGHT_TOKENS,
    build_generator,
)
from rlver_env.dialogue import last_user_text
from rlver_env.errors import BackendError, MissingDependencyError


class HFChatPolicy:
    """A batched policy around a Hugging Face causal LM.

    Args:
        generator: Samples turns (:class:`~rlver_env.agents.hf_generator.HFGenerator`, or a
            :class:`~rlver_env.agents.think_scaffold.ThinkScaffold`).
        chat: The chat format (tokenizer and system prompt) the policy was trained with.
        name: The name recorded in benchmark runs.
        max_context_tokens: Streams longer than this are cut to their most recent tokens.
    """

    def __init__(self, generator: Any, chat: ChatFormat, name: str = "llm", max_context_tokens: int = 4096) -> None:
        self.generator = generator
        self.chat = chat
        self.name = name
        self.max_context_tokens = int(max_context_tokens)
        self._streams: dict[int, list[int]] = {}
        self._last: dict[int, GeneratedTurn] = {}
        self._seeds: dict[int, int] = {}
        self._turns: dict[int, int] = {}

    def reset(self, slot: int, seed: int) -> None:
        """A new dialogue starts in ``slot``."""
        self._streams[slot] = []
        self._last.pop(slot, None)
        self._seeds[slot] = int(seed)
        self._turns[slot] = 0

    def act(self, observations: Sequence[Any], slots: Sequence[int]) -> list[str]:
        """Extends each slot's token stream with the user's latest words and samples a turn."""
        prompts = []
        for observation, slot in zip(observations, slots):
            user_text = last_user_text(observation, strict=True)
            stream = self._streams.setdefault(slot, [])
            if not stream:
                stream.extend(self.chat.opening_ids(user_text))
            else:
                stream.extend(self.chat.next_turn_ids(self._last[slot].token_ids, user_text))
            prompts.append(stream[-self.max_context_tokens :])
        key = [self._seeds.get(s, s) for s in slots] + [self._turns.get(s, 0) for s in slots]
        seed = int(np.random.SeedSequence(key).generate_state(1)[0])
        outputs = self.generator.generate(prompts, seed=seed)
        replies = []
        for slot, output in zip(slots, outputs):
            self._streams[slot].extend(output.token_ids)
            self._last[slot] = output
            self._turns[slot] = self._turns.get(slot, 0) + 1
            replies.append(self.chat.decode_reply(output.token_ids))
        return replies


class HFModelPolicy:
    """A model folder (or a model id in transformers' cache) played as an :class:`HFChatPolicy`.

    The model loads on the first turn, so a model that does not load fails its dialogues as any
    policy that cannot answer does (``rlver-env bench`` records them and exits 1).

    Args:
        model: The model folder or id.
        name: The name recorded in benchmark runs (the policy spec).
        think: Think-then-say: the default system prompt asks for ``<think>...</think>``.
        system_prompt: The system prompt the model was trained with (default: the project's
            prompt for ``think``, :func:`rlver_env.agents.prompts.system_prompt`).
        think_scaffold: Write the think tags for the model, as the trainer's
            ``think_scaffold`` does (:class:`~rlver_env.agents.think_scaffold.ThinkScaffold`);
            needs ``think``.
        temperature: Sampling temperature (0: greedy).
        max_new_tokens: The longest turn (with the scaffold: the reply alone).
        max_reply_sentences: End the reply after this many sentences (0: off).
        max_thought_tokens: With the scaffold: the longest thought.
        max_thought_sentences: With the scaffold: end the thought after this many sentences
            (0: off).
        device: ``"cpu"``, ``"cuda"``, ``"cuda:1"``, ...
        dtype: ``"auto"``, ``"float32"``, ``"bfloat16"``, ...
        max_context_tokens: Streams longer than this are cut to their most recent tokens.

    Raises:
        ValueError: For a scaffold without ``think``, or a limit out of range.
        MissingDependencyError: If torch or transformers is missing (extra ``llm``).
    """

    def __init__(
        self,
        model: str,
        name: str,
        *,
        think: bool = True,
        system_prompt: str | None = None,
        think_scaffold: bool = False,
        temperature: float = 0.7,
        max_new_tokens: int = 256,
        max_reply_sentences: int = 0,
        max_thought_tokens: int = DEFAULT_MAX_THOUGHT_TOKENS,
        max_thought_sentences: int = DEFAULT_MAX_THOUGHT_SENTENCES,
        device: str = "cpu",
        dtype: str = "auto",
        max_context_tokens: int = 4096,
    ) -> None:
        if think_scaffold and not think:
            raise ValueError(f"policy {name!r}: the think scaffold writes the tags of think-then-say; use it with think on")
        limits = {"max_new_tokens": max_new_tokens, "max_thought_tokens": max_thought_tokens, "max_context_tokens": max_context_tokens}
        for field, value in limits.items():
            if value < 1:
                raise ValueError(f"policy {name!r}: {field} must be at least 1, got {value}")
        for field, value in {"max_reply_sentences": max_reply_sentences, "max_thought_sentences": max_thought_sentences}.items():
            if value < 0:
                raise ValueError(f"policy {name!r}: {field} must be at least 0 (0: off), got {value}")
        if temperature < 0:
            raise ValueError(f"policy {name!r}: temperature must be at least 0, got {temperature}")
        for package in ("torch", "transformers"):
            if importlib.util.find_spec(package) is None:
                raise MissingDependencyError(package, "llm", "The in-process hf: policy")
        self.model = model
        self.name = name
        self.think = think
        self.system_prompt = system_prompt or default_system_prompt(think)
        self.think_scaffold = think_scaffold
        self.temperature = float(temperature)
        self.max_new_tokens = int(max_new_tokens)
        self.max_reply_sentences = int(max_reply_sentences)
        self.max_thought_tokens = int(max_thought_tokens)
        self.max_thought_sentences = int(max_thought_sentences)
        self.device = device
        self.dtype = dtype
        self.max_context_tokens = int(max_context_tokens)
        self._policy: HFChatPolicy | None = None
        self._seeds: dict[int, int] = {}

    def reset(self, slot: int, seed: int) -> None:
        """A new dialogue starts in ``slot``."""
        if self._policy is None:
            self._seeds[slot] = int(seed)
        else:
            self._policy.reset(slot, seed)

    def act(self, observations: Sequence[Any], slots: Sequence[int]) -> list[str]:
        """Samples one turn per dialogue (loading the model first, once)."""
        return self.load().act(observations, slots)

    def load(self) -> HFChatPolicy:
        """The loaded policy.

        Raises:
            BackendError: If transformers cannot load the model or its tokenizer.
            ValueError: If the tokenizer's chat template cannot be built turn by turn.
        """
        if self._policy is not None:
            return self._policy
        import torch
        from transformers import AutoModelForCausalLM, AutoTokenizer

        try:
            tokenizer = AutoTokenizer.from_pretrained(self.model)
            dtype = self.dtype if self.dtype == "auto" else getattr(torch, self.dtype)
            network = AutoModelForCausalLM.from_pretrained(self.model, dtype=dtype)
        except (OSError, ValueError) as exc:
            raise BackendError(f"cannot load the model {self.model!r} with transformers: {exc}") from exc
        if tokenizer.pad_token_id is None:
            tokenizer.pad_token = tokenizer.eos_token
        network = network.to(self.device).eval()
        chat = ChatFormat(tokenizer, self.system_prompt)
        generator = build_generator(
            network, tokenizer, chat.eos_token_ids, max_new_tokens=self.max_new_tokens, temperature=self.temperature,
            max_sentences=self.max_reply_sentences, scaffold=self.think_scaffold,
            max_thought_tokens=self.max_thought_tokens, max_thought_sentences=self.max_thought_sentences,
        )  # fmt: skip
        policy = HFChatPolicy(generator, chat, name=self.name, max_context_tokens=self.max_context_tokens)
        for slot, seed in self._seeds.items():
            policy.reset(slot, seed)
        self._seeds.clear()
        self._policy = policy
        return policy

    def describe(self) -> dict[str, Any]:
        """A JSON-compatible description."""
        described: dict[str, Any] = {
            "name": self.name, "think": self.think, "think_scaffold": self.think_scaffold,
            "temperature": self.temperature, "max_new_tokens": self.max_new_tokens,
            "max_reply_sentences": self.max_reply_sentences,
        }  # fmt: skip
        if self.think_scaffold:
            described.update(max_thought_tokens=self.max_thought_tokens, max_thought_sentences=self.max_thought_sentences)
        return described


__all__ = ["HFChatPolicy", "HFModelPolicy"]
