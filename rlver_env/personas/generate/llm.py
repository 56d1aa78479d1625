"""The LLM persona generator: a language model writes personas, and only valid ones are kept.

:func:`generate_personas_llm` asks any object with a ``complete(messages, schema)`` method
(:class:`CompletionBackend`) for schema-conforming JSON, one persona per request. Each request
names the typed parts the persona must have, dealt as the offline generator deals them
(:func:`~rlver_env.personas.generate.offline.plan_personas`). A reply is read with the
tolerant JSON reader the LLM simulator uses
(:func:`rlver_env.backends.json_text.extract_json_objects`: code fences, prose around the
object, trailing commas), validated, checked against the request and against the personas
already accepted, and refused with a reason that is fed back for a bounded number of retries.

The prompts are package data: ``data/prompts/llm_system.txt`` (the task and the persona JSON
Schema, at ``{schema}``) and ``data/prompts/llm_brief.txt`` (one request), both ``str.format``
templates.
"""

from __future__ import annotations

import copy
import dataclasses
import functools
import json
import logging
from collections.abc import Mapping, Sequence
from importlib import resources
from typing import Any, Protocol, runtime_checkable

from rlver_env.backends.json_text import extract_json_objects
from rlver_env.errors import BackendError, PersonaValidationError
from rlver_env.personas.generate.dedupe import jaccard, persona_text, shingles
from rlver_env.personas.generate.offline import (
    PersonaPlan,
    keywords_in_story,
    plan_personas,
    story_stems,
)
from rlver_env.personas.model import persona_schema, validate_persona
from rlver_env.personas.needs import (
    DIFFICULTY_DESCRIPTIONS,
    DISPOSITION_DESCRIPTIONS,
    HIDDEN_NEED_DESCRIPTIONS,
)

logger = logging.getLogger(__name__)

SYSTEM_PROMPT_RESOURCE = "llm_system.txt"
BRIEF_RESOURCE = "llm_brief.txt"


@functools.cache
def prompt_template(name: str) -> str:
    """A prompt template of the LLM generator (package data), as the file holds it.

    Args:
        name: :data:`SYSTEM_PROMPT_RESOURCE` or :data:`BRIEF_RESOURCE`.
    """
    folder = resources.files("rlver_env.personas").joinpath("data").joinpath("prompts")
    return folder.joinpath(name).read_text("utf-8")


@runtime_checkable
class CompletionBackend(Protocol):
    """The minimal interface an inference backend offers the LLM persona generator."""

    def complete(self, messages: list[dict[str, str]], schema: dict[str, Any] | None) -> str:
        """Returns the model's reply to chat ``messages``, constrained to ``schema`` if it can."""
        ...


@dataclasses.dataclass(frozen=True)
class Rejection:
    """A reply the LLM generator refused.

    Attributes:
        index: Which requested persona (0-based).
        attempt: Which attempt for it (1-based).
        reason: Why it was refused.
        reply: The start of the reply (at most 500 characters).
    """

    index: int
    attempt: int
    reason: str
    reply: str


class _Refused(Exception):
    """Internal: a reply failed a check."""


def _brief(plan: PersonaPlan, seed: int, accepted_names: Sequence[str]) -> tuple[str, str]:
    persona_id = f"llm-{seed}-{plan.index}-{plan.event.domain}"
    text = prompt_template(BRIEF_RESOURCE).format(
        number=plan.index + 1,
        persona_id=persona_id,
        domain=plan.event.domain,
        need=plan.need,
        need_description=HIDDEN_NEED_DESCRIPTIONS[plan.need],
        disposition=plan.disposition,
        disposition_description=DISPOSITION_DESCRIPTIONS[plan.disposition],
        difficulty=plan.difficulty,
        difficulty_description=DIFFICULTY_DESCRIPTIONS[plan.difficulty],
        style=plan.style.description,
        avoid=", ".join(accepted_names[-20:]) or "none yet",
    )
    # The request ends with its last requirement, not with the file's final newline.
    return persona_id, text.rstrip("\n")


def _parse_reply(reply: object) -> dict[str, Any]:
    """The persona object in a reply: the one with the most fields where there are several."""
    if not isinstance(reply, str):
        raise _Refused(f"the backend returned {type(reply).__name__}, not text")
    objects = extract_json_objects(reply)
    if objects:
        return max(objects, key=len)
    # No object anywhere: say whether the reply was other JSON or no JSON at all.
    try:
        value = json.loads(reply.strip())
    except json.JSONDecodeError as exc:
        raise _Refused(
            f"not valid JSON: no JSON object in the reply (line {exc.lineno}, column {exc.colno}: {exc.msg})"
        ) from None
    raise _Refused(f"expected one JSON object, got a JSON {type(value).__name__}")


def _check_reply(
    data: dict[str, Any], plan: PersonaPlan, persona_id: str, require_rule_sim: bool, accepted: Sequence[set[int]], threshold: float
) -> set[int]:
    data["id"] = persona_id
    data.setdefault("schema_version", 1)
    try:
        validate_persona(data, f"<llm persona #{plan.index}>")
    except PersonaValidationError as exc:
        raise _Refused(f"schema: field {exc.json_path}: {exc.detail}") from None
    expected = {
        "language": (data["language"], "en"),
        "hidden_need.kind": (data["hidden_need"]["kind"], plan.need),
        "disposition": (data["disposition"], plan.disposition),
        "domain": (data.get("domain"), plan.event.domain),
        "default_difficulty": (data["default_difficulty"], plan.difficulty),
    }
    for field, (got, wanted) in expected.items():
        if got != wanted:
            raise _Refused(f"field {field} is {got!r}, but {wanted!r} was asked for")
    if require_rule_sim:
        missing = [key for key in ("voice", "rule_sim") if key not in data]
        if missing:
            raise _Refused(f"missing {', '.join(missing)}, which the rule simulator needs")
        sim = data["rule_sim"]
        story = story_stems(" ".join([data.get("first_utterance") or "", *sim["story_beats"]]))
        for i, concern in enumerate(sim["concerns"]):
            if not keywords_in_story(concern["keywords"], story):
                raise _Refused(f"field rule_sim.concerns[{i}] ({concern['topic']!r}): no keyword occurs in the beats")
    own = shingles(persona_text(data))
    for other_index, other in enumerate(accepted):
        similarity = jaccard(own, other)
        if similarity >= threshold:
            raise _Refused(f"a near-duplicate of accepted persona #{other_index} (Jaccard {similarity:.2f})")
    return own


def generate_personas_llm(
    backend: CompletionBackend,
    n: int,
    seed: int,
    max_retries: int = 2,
    *,
    needs: Sequence[str] | None = None,
    dispositions: Sequence[str] | None = None,
    domains: Sequence[str] | None = None,
    difficulty_weights: Mapping[str, float] | None = None,
    require_rule_sim: bool = True,
    similarity_threshold: float = 0.5,
) -> tuple[list[dict[str, Any]], list[Rejection]]:
    """Asks a language model for ``n`` personas, keeping only valid ones.

    Each request names the persona's typed parts (need, disposition, domain, difficulty,
    style; dealt like :func:`~rlver_env.personas.generate.offline.generate_personas`), and
    passes the persona JSON Schema both in the prompt and as ``schema`` for backends that
    constrain decoding. A reply is refused if it is
    not one JSON object, fails the schema, differs from the requested parts, lacks rule-simulator
    data whose concern keywords occur in the beats (when ``require_rule_sim``), or is a
    near-duplicate of an accepted persona. Refusals are fed back and retried, at most
    ``max_retries`` times per persona, so the backend is called at most
    ``n * (max_retries + 1)`` times.

    Args:
        backend: Any object with ``complete(messages, schema) -> str``. A
            :class:`~rlver_env.errors.BackendError` it raises counts as a refused attempt.
        n: How many personas to ask for.
        seed: A non-negative integer that decides the requested parts.
        max_retries: Extra attempts per persona after a refusal.
        needs: Restrict the hidden needs.
        dispositions: Restrict the dispositions.
        domains: Restrict the domains.
        difficulty_weights: Sampling weights per difficulty.
        require_rule_sim: Require ``voice`` and ``rule_sim`` data.
        similarity_threshold: Word 5-gram Jaccard similarity that counts as a near-duplicate.

    Returns:
        The accepted personas (ids ``"llm-<seed>-<index>-<domain>"``; fewer than ``n`` when
        some ran out of attempts), and every refusal with its reason.

    Raises:
        TypeError: If ``backend`` has no ``complete`` method.
        ValueError: For a bad ``n``, ``seed``, ``max_retries`` or filter value.
    """
    if not callable(getattr(backend, "complete", None)):
        raise TypeError(f"backend must have a complete(messages, schema) method; got {type(backend).__name__}")
    if isinstance(max_retries, bool) or not isinstance(max_retries, int) or max_retries < 0:
        raise ValueError(f"max_retries must be a non-negative integer, got {max_retries!r}")
    plans = plan_personas(n, seed, needs, dispositions, domains, difficulty_weights)
    schema = persona_schema()
    system = prompt_template(SYSTEM_PROMPT_RESOURCE).format(schema=json.dumps(schema, ensure_ascii=False))
    accepted: list[dict[str, Any]] = []
    accepted_sets: list[set[int]] = []
    rejections: list[Rejection] = []
    for plan in plans:
        persona_id, request = _brief(plan, int(seed), [p["name"] for p in accepted])
        messages = [{"role": "system", "content": system}, {"role": "user", "content": request}]
        for attempt in range(1, max_retries + 2):
            reply: object = ""
            try:
                reply = backend.complete(copy.deepcopy(messages), copy.deepcopy(schema))
                data = _parse_reply(reply)
                own = _check_reply(data, plan, persona_id, require_rule_sim, accepted_sets, similarity_threshold)
            except (_Refused, BackendError) as exc:
                reason = str(exc) if isinstance(exc, _Refused) else f"backend error: {exc}"
                text = reply if isinstance(reply, str) else repr(reply)
                rejections.append(Rejection(plan.index, attempt, reason, text[:500]))
                logger.info("persona #%d attempt %d refused: %s", plan.index, attempt, reason)
                messages = messages + [
                    {"role": "assistant", "content": text},
                    {"role": "user", "content": f"That reply was refused: {reason}. Reply again with only the corrected JSON object."},
                ]
                continue
            accepted.append(data)
            accepted_sets.append(own)
            break
    return accepted, rejections


class BackendCompleter:
    """Adapts an inference backend (:mod:`rlver_env.backends`) to :class:`CompletionBackend`.

    Args:
        backend: A :class:`rlver_env.backends.Backend`.
        temperature: Sampling temperature.
        max_tokens: The most tokens per persona.
    """

    def __init__(self, backend: Any, temperature: float = 0.8, max_tokens: int = 3000) -> None:
        self.backend = backend
        self.temperature = temperature
        self.max_tokens = max_tokens
        self.calls = 0

    def complete(self, messages: list[dict[str, str]], schema: dict[str, Any] | None) -> str:
        """Asks the backend once; a failed completion raises ``BackendError``."""
        from rlver_env.backends import ChatRequest, SamplingParams
        from rlver_env.errors import BackendError

        self.calls += 1
        request = ChatRequest(
            messages=tuple(messages),
            sampling=SamplingParams(temperature=self.temperature, max_tokens=self.max_tokens, seed=self.calls),
            response_schema=schema,
            schema_name="persona",
        )
        completion = self.backend.generate([request])[0]
        if completion.error:
            raise BackendError(completion.error)
        return completion.text
