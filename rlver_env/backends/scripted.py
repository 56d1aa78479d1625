"""A backend that answers from a Python function: offline, instant, deterministic.

For tests, demos and dry runs of the LLM simulator's plumbing without a model::

    backend = ScriptedBackend(lambda request: '{"change": 3, ...}')
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rlver_env.backends.base import Backend, ChatRequest, Completion, Usage

Responder = Callable[[ChatRequest], "str | Completion"]


class ScriptedBackend(Backend):
    """Answers each request with ``responder(request)`` (a text or a :class:`Completion`).

    Usage is counted as one token per whitespace-separated word, so token budgets work.

    Attributes:
        requests: Every request received, in order.
    """

    name = "scripted"

    def __init__(self, responder: Responder, *, model: str = "scripted", supports_schema: bool = False) -> None:
        super().__init__(model)
        self.responder = responder
        self.supports_schema = supports_schema
        self.requests: list[ChatRequest] = []

    async def agenerate(self, requests: Sequence[ChatRequest]) -> list[Completion]:
        """Calls the responder once per request."""
        completions = []
        for request in requests:
            self.requests.append(request)
            self.request_count += 1
            answer = self.responder(request)
            if isinstance(answer, Completion):
                completions.append(answer)
                continue
            prompt = sum(len(m["content"].split()) for m in request.messages)
            completions.append(Completion(text=answer, usage=Usage(prompt, len(answer.split())), finish_reason="stop"))
        return completions
