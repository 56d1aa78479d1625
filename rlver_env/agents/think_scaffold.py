"""A think-then-say scaffold for policies too small to keep the format themselves.

RLVER's think-then-say action is ``<think>thought</think>reply``. A model that was never taught
the format rarely writes it: in one batch of 12 first turns, SmolLM2-135M-Instruct with the
think prompt wrote a well-formed action 0 times (with ``<think>`` pre-filled, 0 of 12 closed the
thought). Scored as-is, think-then-say would only measure that.

:class:`ThinkScaffold` writes the tags for the policy and leaves the words to it. Each turn is
generated in two phases::

    <think>                       written by the scaffold   (mask 0: no loss)
    thought                       sampled by the policy     (mask 1)
    </think>                      written by the scaffold   (mask 0)
    reply + end-of-turn token     sampled by the policy     (mask 1)

The thought ends after ``max_sentences`` sentences, at ``max_tokens``, or where the policy ends
its turn or closes the thought itself; the reply phase is the ordinary turn. The env still parses
the whole text in think mode ``required``, so the user only hears the reply. The scaffold's
tokens are marked ``forced`` in the returned turn: they are part of the stream the policy reads,
but no log-probability of theirs enters the loss.

The trainers of ``rlver_baselines.llm`` generate with this scaffold, and ``rlver-env bench
--policy hf:<model> --think-scaffold`` plays a model trained with it through the same one
(:mod:`rlver_env.agents.hf_policy`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from rlver_env.action_parser import THINK_TAG
from rlver_env.agents.hf_generator import GeneratedTurn

#: The scaffold's defaults for a thought: at most this many tokens, and one sentence.
DEFAULT_MAX_THOUGHT_TOKENS = 48
DEFAULT_MAX_THOUGHT_SENTENCES = 1


class ThinkScaffold:
    """Generates ``<think>thought</think>reply`` turns, the tags written by the scaffold.

    Args:
        thought: Samples the thought (an :class:`~rlver_env.agents.hf_generator.HFGenerator`
            with the thought's token and sentence limits).
        reply: Samples the reply (the ordinary turn generator).
        tokenizer: The policy's tokenizer (encodes the tags, decodes the thought).
        eos_token_ids: Tokens that end a turn; one that ends the thought is dropped from it.
    """

    def __init__(self, thought: Any, reply: Any, tokenizer: Any, eos_token_ids: Sequence[int]) -> None:
        self.thought = thought
        self.reply = reply
        self.tokenizer = tokenizer
        self.eos_token_ids = frozenset(int(t) for t in eos_token_ids)
        self.open_ids = list(tokenizer("<think>", add_special_tokens=False)["input_ids"])
        self.close_ids = list(tokenizer("</think>", add_special_tokens=False)["input_ids"])

    @property
    def generated_tokens(self) -> int:
        """Tokens the policy sampled in both phases (the scaffold's tags not counted)."""
        return int(self.thought.generated_tokens) + int(self.reply.generated_tokens)

    def generate(self, prompts: Sequence[Sequence[int]], seed: int) -> list[GeneratedTurn]:
        """Samples a thought, then a reply, for each prompt.

        Args:
            prompts: The token streams so far (each ends with the assistant header).
            seed: Seeds the thought phase; the reply phase gets a seed derived from it.

        Returns:
            One turn per prompt: all its tokens, the sampling log-probability of each (0 on the
            scaffold's tags), ``forced`` marking the tags, and ``truncated`` when the reply hit
            its token limit.
        """
        if not prompts:
            return []
        thoughts = self.thought.generate([list(p) + self.open_ids for p in prompts], seed=seed)
        heads: list[tuple[list[int], list[float], list[bool]]] = []
        for thought in thoughts:
            ids, logprobs = list(thought.token_ids), list(thought.logprobs)
            if ids and ids[-1] in self.eos_token_ids:
                # The policy ended its turn inside the thought: the thought ends there instead.
                ids, logprobs = ids[:-1], logprobs[:-1]
            closed = any(tag.group(1) for tag in THINK_TAG.finditer(self.tokenizer.decode(ids)))
            tail = [] if closed else self.close_ids
            heads.append(
                (
                    self.open_ids + ids + tail,
                    [0.0] * len(self.open_ids) + logprobs + [0.0] * len(tail),
                    [True] * len(self.open_ids) + [False] * len(ids) + [True] * len(tail),
                )
            )
        reply_seed = int(np.random.SeedSequence([seed, 1]).generate_state(1)[0])
        replies = self.reply.generate([list(p) + head[0] for p, head in zip(prompts, heads)], seed=reply_seed)
        turns = []
        for (ids, logprobs, forced), reply in zip(heads, replies):
            turns.append(
                GeneratedTurn(
                    ids + list(reply.token_ids),
                    logprobs + list(reply.logprobs),
                    reply.truncated,
                    forced + [False] * len(reply.token_ids),
                )
            )
        return turns


def build_generator(
    model: Any,
    tokenizer: Any,
    eos_token_ids: Sequence[int],
    *,
    max_new_tokens: int,
    temperature: float,
    max_sentences: int = 0,
    min_new_tokens: int = 0,
    batch_size: int = 0,
    scaffold: bool = False,
    max_thought_tokens: int = DEFAULT_MAX_THOUGHT_TOKENS,
    max_thought_sentences: int = DEFAULT_MAX_THOUGHT_SENTENCES,
) -> Any:
    """The transformers turn generator of a config: plain, or wrapped in a :class:`ThinkScaffold`.

    Args:
        model: The policy.
        tokenizer: Its tokenizer.
        eos_token_ids: Tokens that end a turn.
        max_new_tokens: The longest reply (with the scaffold: the reply alone).
        temperature: The sampling temperature of both phases.
        max_sentences: End the reply after this many sentences (0: off).
        min_new_tokens: Forbid ending the reply earlier.
        batch_size: The most prompts per ``generate`` call (0: all).
        scaffold: Write the think tags for the policy (see :class:`ThinkScaffold`).
        max_thought_tokens: The longest thought.
        max_thought_sentences: End the thought after this many sentences (0: off).
    """
    from rlver_env.agents.hf_generator import HFGenerator

    reply = HFGenerator(model, tokenizer, eos_token_ids, max_new_tokens, temperature, min_new_tokens, batch_size, max_sentences)
    if not scaffold:
        return reply
    thought = HFGenerator(model, tokenizer, eos_token_ids, max_thought_tokens, temperature, 0, batch_size, max_thought_sentences)
    return ThinkScaffold(thought, reply, tokenizer, eos_token_ids)
