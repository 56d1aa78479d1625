"""A dialogue as the token stream a chat model reads and writes, built piece by piece.

The stream is extended with the token ids the model generated (never by re-tokenising the
decoded text) and the template's own tokens around each user turn, so the stream a trained
policy reads at play is the one it read in training, its thoughts included. The trainers of
``rlver_baselines.llm`` build their dialogues with :class:`ChatFormat`, and so does
``rlver-env bench`` for a model it plays as trained (:mod:`rlver_env.agents.hf_policy`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

_PROBE_USER = "PROBE-USER-TEXT"
_PROBE_REPLY = "PROBE-REPLY-TEXT"


class ChatFormat:
    """Turns chat messages into token ids with the tokenizer's chat template, piece by piece.

    Args:
        tokenizer: A Hugging Face tokenizer with a chat template.
        system_prompt: The agent's system prompt (see :mod:`rlver_env.agents.prompts`).

    Raises:
        ValueError: If the chat template does not render a conversation as a prefix of its
            continuation (then it cannot be built turn by turn).
    """

    def __init__(self, tokenizer: Any, system_prompt: str) -> None:
        self.tokenizer = tokenizer
        self.system_prompt = system_prompt
        system = [{"role": "system", "content": system_prompt}]
        first = system + [{"role": "user", "content": _PROBE_USER}]
        prompt = self._render(first, generation_prompt=True)
        with_reply = self._render(first + [{"role": "assistant", "content": _PROBE_REPLY}], generation_prompt=False)
        if not with_reply.startswith(prompt) or not with_reply[len(prompt) :].startswith(_PROBE_REPLY):
            raise ValueError("the chat template does not render the assistant's reply right after the generation prompt")
        # What the template writes after an assistant message, e.g. "<|im_end|>\n".
        self.assistant_closing = with_reply[len(prompt) + len(_PROBE_REPLY) :]
        self._probe_prefix = with_reply
        self._probe_messages = first + [{"role": "assistant", "content": _PROBE_REPLY}]
        self.eos_token_ids = _eos_token_ids(tokenizer)

    def _render(self, messages: list[dict[str, str]], generation_prompt: bool) -> str:
        return self.tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=generation_prompt)

    def encode(self, text: str) -> list[int]:
        """Token ids of template text (the template supplies any special tokens itself)."""
        return list(self.tokenizer(text, add_special_tokens=False)["input_ids"])

    def opening_ids(self, user_text: str) -> list[int]:
        """The system prompt, the user's first words and the assistant header."""
        messages = [{"role": "system", "content": self.system_prompt}, {"role": "user", "content": user_text}]
        return self.encode(self._render(messages, generation_prompt=True))

    def next_turn_ids(self, generated: Sequence[int], user_text: str) -> list[int]:
        """The template tokens after the policy's turn, the user's answer and the next header.

        Args:
            generated: The token ids the policy produced this turn; if they end with the
                end-of-turn token, the template's closing is not repeated.
            user_text: The user's answer.
        """
        full = self._render(self._probe_messages + [{"role": "user", "content": user_text}], generation_prompt=True)
        if not full.startswith(self._probe_prefix):
            raise ValueError("the chat template re-renders earlier turns when a user message is added")
        closing = self.assistant_closing
        if generated and generated[-1] in self.eos_token_ids:
            eos_text = self.tokenizer.decode([generated[-1]])
            closing = closing.removeprefix(eos_text)
        return self.encode(closing + full[len(self._probe_prefix) :])

    def decode_reply(self, generated: Sequence[int]) -> str:
        """The text the env receives (special tokens dropped)."""
        return self.tokenizer.decode(list(generated), skip_special_tokens=True)


def _eos_token_ids(tokenizer: Any) -> frozenset[int]:
    ids = set()
    value = tokenizer.eos_token_id
    if isinstance(value, int):
        ids.add(value)
    end = tokenizer.convert_tokens_to_ids("<|im_end|>") if "<|im_end|>" in tokenizer.get_vocab() else None
    if isinstance(end, int):
        ids.add(end)
    return frozenset(ids)
