"""Chat-model policies: an LLM behind any backend plays the agent.

Each observation (the dialogue as chat messages, user first) is sent with the agent's system
prompt; user turns stay user turns and the agent's earlier replies are assistant turns. All
active dialogues go to the backend in one batch (concurrent HTTP requests, or one batched
``generate`` in-process).

``hf:<model>`` and ``smollm2`` with ``think_scaffold`` are played as the trainers play them
instead (:class:`rlver_env.agents.hf_policy.HFModelPolicy`): one token stream per dialogue,
thoughts kept, the think tags written by the scaffold.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rlver_env.agents.prompts import system_prompt as default_system_prompt
from rlver_env.errors import PolicyError

if TYPE_CHECKING:
    from rlver_env.agents.hf_policy import HFModelPolicy

#: Options of :func:`make_chat_policy` that go to the ``openai`` backend, not to the policy.
OPENAI_BACKEND_OPTIONS: tuple[str, ...] = ("api_key_env", "max_retries", "connect_timeout", "read_timeout")

#: Options of :func:`make_chat_policy` that only the think scaffold's policy takes.
SCAFFOLD_OPTIONS: tuple[str, ...] = ("max_reply_sentences", "max_thought_tokens", "max_thought_sentences")


class ChatModelPolicy:
    """A chat model as a batched policy.

    Args:
        backend: A :class:`rlver_env.backends.Backend`.
        name: The policy's name in run directories.
        think: Use the think-then-say system prompt.
        system_prompt: Replaces the default system prompt.
        temperature: Sampling temperature.
        max_new_tokens: The most tokens per turn.
        seed: Base seed for backends that accept one (each dialogue's turn gets its own).
    """

    def __init__(
        self,
        backend: Any,
        name: str,
        think: bool = True,
        system_prompt: str | None = None,
        temperature: float = 0.7,
        max_new_tokens: int = 256,
        seed: int | None = 0,
    ) -> None:
        self.backend = backend
        self.name = name
        self.think = think
        self.system_prompt = system_prompt or default_system_prompt(think)
        self.temperature = temperature
        self.max_new_tokens = max_new_tokens
        self.seed = seed
        self._dialogue_seed: dict[int, int] = {}
        self.last_errors: list[str] = []

    def reset(self, slot: int, seed: int) -> None:
        """Remembers the dialogue's seed (so sampling is reproducible per dialogue)."""
        self._dialogue_seed[slot] = int(seed)

    def messages_for(self, observation: Any) -> list[dict[str, str]]:
        """The chat messages sent for one observation."""
        if isinstance(observation, str):
            turns = [{"role": "user", "content": observation}]
        else:
            turns = [{"role": m["role"], "content": m["content"]} for m in observation]
        return [{"role": "system", "content": self.system_prompt}, *turns]

    def act(self, observations: Sequence[Any], slots: Sequence[int]) -> list[str]:
        """One completion per dialogue, all in one backend batch.

        A failed completion is never turned into a reply: the errors are kept in
        :attr:`last_errors` and raised.

        Raises:
            PolicyError: If any completion of the batch failed (after the backend's retries).
                Its ``failures`` name the failed slots and its ``actions`` hold the other
                dialogues' replies, so they can go on.
        """
        from rlver_env.backends import ChatRequest, SamplingParams

        requests = []
        for observation, slot in zip(observations, slots):
            turn = sum(1 for m in observation if m["role"] == "assistant") if not isinstance(observation, str) else 0
            base = self._dialogue_seed.get(slot, slot) if self.seed is not None else None
            sampling = SamplingParams(
                temperature=self.temperature,
                max_tokens=self.max_new_tokens,
                seed=None if base is None else (base * 1009 + turn) % (2**31),
            )
            requests.append(ChatRequest(messages=tuple(self.messages_for(observation)), sampling=sampling))
        completions = self.backend.generate(requests)
        self.last_errors = [c.error for c in completions if c.error]
        if self.last_errors:
            failures = {slot: str(c.error) for slot, c in zip(slots, completions) if c.error}
            actions = [None if c.error else c.text for c in completions]
            raise PolicyError(self.name, failures, actions)
        return [c.text for c in completions]

    def describe(self) -> dict[str, Any]:
        """A JSON-compatible description."""
        return {"name": self.name, "think": self.think, "temperature": self.temperature, "max_new_tokens": self.max_new_tokens}


def make_chat_policy(spec: str, **kwargs: Any) -> ChatModelPolicy | HFModelPolicy:
    """Builds a chat-model policy from ``openai:<base_url>#<model>``, ``hf:<path>`` or ``smollm2``.

    Args:
        spec: The policy spec.
        **kwargs: :class:`ChatModelPolicy` options (``think``, ``temperature``,
            ``max_new_tokens``, ``system_prompt``, ``seed``) and, for ``openai:``, the
            backend's ``api_key_env``, ``max_retries``, ``connect_timeout`` and
            ``read_timeout``. ``think_scaffold=True`` (``hf:`` and ``smollm2`` only) plays the
            model with the trainers' think scaffold instead, as an
            :class:`~rlver_env.agents.hf_policy.HFModelPolicy`, which also takes
            ``max_reply_sentences``, ``max_thought_tokens`` and ``max_thought_sentences``.

    Raises:
        ValueError: For a malformed spec, an ``hf:`` path that does not exist, backend options
            given to a policy that is not ``openai:``, or scaffold options without the scaffold
            or with a policy that does not run in this process.
    """
    from rlver_env.backends import make_backend

    backend_kwargs = {name: kwargs.pop(name) for name in OPENAI_BACKEND_OPTIONS if name in kwargs}
    if backend_kwargs and not spec.startswith("openai:"):
        raise ValueError(f"policy {spec!r}: {sorted(backend_kwargs)} apply only to openai: policies")
    if kwargs.pop("think_scaffold", False):
        return _scaffolded_policy(spec, kwargs)
    scaffold_only = sorted(name for name in SCAFFOLD_OPTIONS if name in kwargs)
    if scaffold_only:
        raise ValueError(f"policy {spec!r}: {scaffold_only} apply only with the think scaffold (think_scaffold=True)")
    if spec.startswith("openai:"):
        target = spec.split(":", 1)[1]
        if "#" not in target:
            raise ValueError(f"policy {spec!r}: use openai:<base_url>#<model>, e.g. openai:http://127.0.0.1:8000/v1#my-model")
        base_url, model = target.rsplit("#", 1)
        try:
            backend = make_backend("openai", base_url=base_url, model=model, **backend_kwargs)
        except ValueError as exc:
            raise ValueError(f"policy {spec!r}: {exc}") from None
    elif spec.startswith("hf:"):
        backend = make_backend("transformers", model=_hf_model(spec))
    elif spec == "smollm2":
        backend = make_backend("smollm2")
    else:
        raise ValueError(f"not a chat-model policy spec: {spec!r}")
    return ChatModelPolicy(backend, name=spec, **kwargs)


def _scaffolded_policy(spec: str, options: dict[str, Any]) -> HFModelPolicy:
    """``hf:<path>`` or ``smollm2`` played with the think scaffold, as the trainers play it."""
    from rlver_env.agents.hf_policy import HFModelPolicy

    if spec.startswith("hf:"):
        model = _hf_model(spec)
    elif spec == "smollm2":
        from rlver_env.backends.smollm2 import smollm2_path

        model = str(smollm2_path())
    else:
        raise ValueError(
            f"policy {spec!r}: the think scaffold writes tokens into the model's own stream, so it needs a model "
            "in this process: hf:<model folder> or smollm2"
        )
    if "seed" in options:
        raise ValueError(f"policy {spec!r}: with the think scaffold each dialogue's seed seeds its sampling; pass no seed")
    return HFModelPolicy(model, name=spec, think_scaffold=True, **options)


def _hf_model(spec: str) -> str:
    """The model of ``hf:<path>``, checked when it is written as a path.

    ``hf:/abs/path``, ``hf:./rel``, ``hf:../rel`` and ``hf:~/x`` must name a folder; anything
    else is passed on, as a folder when one exists or as a model id transformers may hold in its
    cache (``hf:Qwen/Qwen2.5-0.5B-Instruct``).
    """
    model = spec.split(":", 1)[1]
    if not model:
        raise ValueError(f"policy {spec!r}: use hf:<model folder>, e.g. hf:/path/to/model")
    written_as_path = os.path.isabs(model) or model.startswith(("./", "../", "~", ".\\", "..\\"))
    folder = Path(model).expanduser()
    if written_as_path and not folder.is_dir():
        what = "is a file, not a model folder" if folder.exists() else "does not exist"
        raise ValueError(f"policy {spec!r}: {folder} {what}")
    return str(folder) if written_as_path else model


__all__ = ["OPENAI_BACKEND_OPTIONS", "SCAFFOLD_OPTIONS", "ChatModelPolicy", "make_chat_policy"]
