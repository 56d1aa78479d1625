"""The LLM "sentient agent": SAGE's two-stage simulated user, on any inference backend.

Each turn, for every dialogue of the batch at once:

1. **Appraisal.** The model reads the persona, the scene, the hidden need, the difficulty, the
   emotion and band, the history and the agent's reply (quoted as data), and answers with the
   appraisal JSON (``schemas/appraisal.schema.json``): what the agent meant, whether it serves
   the user's goal and hidden need, the user's inner activity and feelings, and an integer
   change, which is the proposed change (also in ``fields["raw_change"]``). A reply that is
   plainly not language (:func:`~rlver_env.simulators.llm.garbled.not_language`) is not sent to the
   model: it feels very negative, a change of :data:`NOT_LANGUAGE_CHANGE`, and the explanation
   says why (``fields["precheck"]``).
2. **Reply.** Given the appraisal and the new emotion band, but never the hidden need's text,
   the model plans (attitude, goal, tone), drafts, and rewrites the draft to sound natural
   (``schemas/user_reply.schema.json``). The user says goodbye when the answer's flag says so
   or when their words do (:func:`~rlver_env.simulators.llm.parsing.parse_user_reply`).

The simulator proposes; the env decides. It reads the emotion the user will feel after this
turn from the active rules (``state.rules.apply``), because the reply is written in that
emotion's band, but it never clamps the proposed change, and it never ends a dialogue: success,
failure and the turn cap are the env's to apply.

A persona's own first utterance opens the dialogue; without one, the opening is generated.
Every result carries its token usage (``prompt_tokens``, ``completion_tokens`` and
``requests``, the model calls behind it, retries included), which the env reports in ``info``
and counts against ``token_budget``.

Answers are requested as JSON Schema-constrained output where the backend supports it and
parsed tolerantly otherwise (:mod:`rlver_env.simulators.llm.parsing`). An unusable answer is
asked for again, with a note saying what was wrong, up to ``max_retries`` times with backoff;
backend failures have already been retried by the backend. When the tries run out, or the
turn's deadline passes, that dialogue's result carries the error (the env then truncates it
with reason ``"simulator_error"``): no exception reaches the env, and no score is made up.
"""

from __future__ import annotations

import asyncio
import dataclasses
import hashlib
import logging
import math
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from rlver_env.backends import (
    Backend,
    CachedBackend,
    ChatRequest,
    SamplingParams,
    Usage,
    make_backend,
)
from rlver_env.backends.aio import within
from rlver_env.backends.cache import normalise_mode
from rlver_env.dialogue import Appraisal, DialogueState
from rlver_env.personas.model import Persona
from rlver_env.simulators.base import Opening, Simulator, SimulatorStep
from rlver_env.simulators.llm.garbled import not_language
from rlver_env.simulators.llm.parsing import (
    APPRAISAL_SCHEMA,
    USER_REPLY_SCHEMA,
    ParseError,
    load_schema,
    parse_appraisal,
    parse_user_reply,
)
from rlver_env.simulators.llm.prompt_packs import (
    PromptPack,
    appraisal_messages,
    load_pack,
    opening_messages,
    pack_for,
    packs_digest,
    reply_messages,
    retry_messages,
)

logger = logging.getLogger(__name__)

_SCHEMA_NAMES = {APPRAISAL_SCHEMA: "appraisal", USER_REPLY_SCHEMA: "user_reply"}

#: The change proposed for a reply that is not language: SAGE's largest fall in one turn.
NOT_LANGUAGE_CHANGE = -10


@dataclasses.dataclass
class _Job:
    """One stage of one dialogue: the request, its tries, and what came of them."""

    key: str
    messages: list[dict[str, str]]
    schema: str
    max_tokens: int
    parse: Callable[[str], dict[str, Any]]
    pack: PromptPack
    result: dict[str, Any] | None = None
    error: str | None = None
    usage: Usage = Usage()  # immutable, so one shared zero serves every job
    calls: int = 0
    bad_answer: str = ""
    bad_reason: str = ""


class LLMSimulator(Simulator):
    """A simulated user played by a language model, in English or Chinese.

    Args:
        backend: ``"openai"`` (default), ``"transformers"``, ``"smollm2"``, ``"vllm"`` or a
            :class:`~rlver_env.backends.Backend`.
        base_url: The server URL(s) for ``"openai"``.
        model: The model name (``"openai"``) or folder (``"transformers"``, ``"vllm"``).
        backend_kwargs: Further backend arguments (``api_key_env``, timeouts, ...).
        temperature: Sampling temperature of every call.
        top_p: Nucleus sampling mass of every call.
        appraisal_max_tokens: Token limit of an appraisal answer.
        reply_max_tokens: Token limit of a reply answer.
        opening_max_tokens: Token limit of a generated opening.
        max_retries: How many times an unusable answer is asked for again, per stage.
        retry_backoff: Seconds before the first re-ask; it doubles each time (at most 8 s).
        turn_timeout: Seconds one turn (both stages, all tries) may take; ``None``: no limit.
        structured_output: Ask the backend to constrain answers to the JSON Schemas.
        cache_path: A SQLite file for record/replay.
        cache_mode: ``"off"``, ``"read_write"`` (default with a path) or ``"replay"``.
    """

    name = "llm"

    def __init__(
        self,
        backend: str | Backend = "openai",
        *,
        base_url: str | list[str] | None = None,
        model: str | None = None,
        backend_kwargs: dict[str, Any] | None = None,
        temperature: float = 0.7,
        top_p: float = 1.0,
        appraisal_max_tokens: int = 512,
        reply_max_tokens: int = 384,
        opening_max_tokens: int = 256,
        max_retries: int = 2,
        retry_backoff: float = 0.25,
        turn_timeout: float | None = 600.0,
        structured_output: bool = True,
        cache_path: str | Path | None = None,
        cache_mode: str | None = None,
    ) -> None:
        if max_retries < 0:
            raise ValueError(f"max_retries must be >= 0, got {max_retries}")
        if retry_backoff < 0:
            raise ValueError(f"retry_backoff must be >= 0, got {retry_backoff}")
        if turn_timeout is not None and not turn_timeout > 0:
            raise ValueError(f"turn_timeout must be positive or None, got {turn_timeout}")
        mode = normalise_mode(cache_mode or ("read_write" if cache_path is not None else "off"))
        if mode != "off" and cache_path is None:
            raise ValueError(f"cache_mode={mode!r} needs cache_path= (a SQLite file)")
        # Check the sampling arguments before a backend (maybe a model) is built.
        for tokens in (appraisal_max_tokens, reply_max_tokens, opening_max_tokens):
            SamplingParams(temperature=temperature, top_p=top_p, max_tokens=tokens)
        kwargs = dict(backend_kwargs or {})
        if base_url is not None:
            kwargs["base_url"] = base_url
        if model is not None:
            kwargs["model"] = model
        engine = make_backend(backend, **kwargs)
        self.backend: Backend = CachedBackend(engine, cache_path, mode) if mode != "off" else engine  # type: ignore[arg-type]
        self.temperature = float(temperature)
        self.top_p = float(top_p)
        self.max_tokens = {"appraisal": appraisal_max_tokens, "reply": reply_max_tokens, "opening": opening_max_tokens}
        self.max_retries = int(max_retries)
        self.retry_backoff = float(retry_backoff)
        self.turn_timeout = turn_timeout
        self.structured_output = structured_output
        # By (temperature, top_p, max_tokens, schema file, structured_output): the checked
        # sampling parameters, the schema sent (or None) and its name. Each request derives its
        # sampling from them with its seed (SamplingParams.with_seed), instead of checking them
        # again per dialogue and stage.
        self._settings: dict[tuple[float, float, int, str, bool], tuple[SamplingParams, dict[str, Any] | None, str]] = {}

    # ------------------------------------------------------------------ Simulator API
    def check_persona(self, persona: Persona) -> None:
        """Raises :class:`~rlver_env.errors.UnsupportedLanguageError` for a language without a pack."""
        load_pack(persona.language)

    def open_batch(self, states: Sequence[DialogueState]) -> list[Opening]:
        """Sync form of :meth:`aopen_batch`."""
        return self.backend.run_sync(self.aopen_batch(states))

    def step_batch(self, states: Sequence[DialogueState], replies: Sequence[str]) -> list[SimulatorStep]:
        """Sync form of :meth:`astep_batch`."""
        return self.backend.run_sync(self.astep_batch(states, replies))

    async def aopen_batch(self, states: Sequence[DialogueState]) -> list[Opening]:
        """The persona's first utterance, or a generated one (all generated in one batch)."""
        deadline = self._deadline()
        jobs: dict[int, _Job] = {}
        openings: dict[int, Opening] = {}
        for i, state in enumerate(states):
            state.sim_state.setdefault("seed", int(state.rng.integers(2**31)))
            if state.persona.first_utterance:
                openings[i] = Opening(text=state.persona.first_utterance)
                continue
            try:
                pack = pack_for(state.persona)
                jobs[i] = self._job(state, "opening", opening_messages(state, pack), USER_REPLY_SCHEMA, pack)
            except Exception as exc:  # a bad persona fails its dialogue only
                logger.exception("cannot build the opening prompt for %s", state.persona.id)
                openings[i] = Opening(text="", error=f"cannot build the opening prompt: {type(exc).__name__}: {exc}")
        await self._run(list(jobs.values()), deadline)
        for i, job in jobs.items():
            usage = _usage(job)
            if job.result is None:
                openings[i] = Opening(text="", error=f"opening: {job.error}", usage=usage)
            else:
                openings[i] = Opening(text=job.result["reply"], usage=usage)
        return [openings[i] for i in range(len(states))]

    async def astep_batch(self, states: Sequence[DialogueState], replies: Sequence[str]) -> list[SimulatorStep]:
        """Appraises every reply, then writes every answer.

        With a backend that batches (in-process engines), each stage is one batch of requests
        for all dialogues. With one that serves requests independently (HTTP), each dialogue's
        reply request goes out as soon as its own appraisal is in, so a slow answer delays only
        its own dialogue.
        """
        if len(states) != len(replies):
            raise ValueError(f"got {len(replies)} replies for {len(states)} dialogues")
        deadline = self._deadline()
        if getattr(self.backend, "pipelined", False) and len(states) > 1:
            return list(
                await asyncio.gather(*(self._step_dialogues([s], [r], deadline) for s, r in zip(states, replies)))
            )
        return await self._step_dialogues_batch(states, replies, deadline)

    async def _step_dialogues(self, states: Sequence[DialogueState], replies: Sequence[str], deadline: float) -> SimulatorStep:
        return (await self._step_dialogues_batch(states, replies, deadline))[0]

    async def _step_dialogues_batch(
        self, states: Sequence[DialogueState], replies: Sequence[str], deadline: float
    ) -> list[SimulatorStep]:
        failed: dict[int, str] = {}
        appraisals: dict[int, _Job] = {}
        verdicts: dict[int, tuple[dict[str, Any], PromptPack]] = {}
        for i, (state, reply) in enumerate(zip(states, replies)):
            state.sim_state.setdefault("seed", int(state.rng.integers(2**31)))
            try:
                pack = pack_for(state.persona)
                reason = not_language(reply)
                if reason is not None:
                    verdicts[i] = (_not_language_appraisal(reason, pack), pack)
                    continue
                messages = appraisal_messages(state, reply, pack)
                appraisals[i] = self._job(state, "appraisal", messages, APPRAISAL_SCHEMA, pack)
            except Exception as exc:  # a bad persona fails its dialogue only
                logger.exception("cannot build the appraisal prompt for %s", state.persona.id)
                failed[i] = f"cannot build the appraisal prompt: {type(exc).__name__}: {exc}"
        await self._run(list(appraisals.values()), deadline)
        for i, job in appraisals.items():
            result = job.result
            if result is None:
                failed[i] = f"appraisal: {job.error}"
            else:
                # The parsed answer is this job's own dict: the raw change is noted in it, not in a copy.
                result["raw_change"] = int(result["change"])
                verdicts[i] = (result, job.pack)

        answers: dict[int, _Job] = {}
        for i, (verdict, pack) in verdicts.items():
            state = states[i]
            # The reply is written in the band of the emotion the user will feel, which the
            # rules give; the env applies the same rules to the state afterwards.
            after = state.rules.apply(state.emotion, int(verdict["change"]))
            try:
                felt_change = after - state.emotion
                felt = verdict if verdict["change"] == felt_change else {**verdict, "change": felt_change}
                messages = reply_messages(state, replies[i], felt, after, pack)
                answers[i] = self._job(state, "reply", messages, USER_REPLY_SCHEMA, pack)
            except Exception as exc:  # a bad persona fails its dialogue only
                logger.exception("cannot build the reply prompt for %s", state.persona.id)
                failed[i] = f"cannot build the reply prompt: {type(exc).__name__}: {exc}"
        await self._run(list(answers.values()), deadline)

        results = []
        for i, state in enumerate(states):
            first, second = appraisals.get(i), answers.get(i)
            usage = _usage(first, second)
            if second is not None and second.result is None and i not in failed:
                failed[i] = f"reply: {second.error}"
            if i in failed:
                logger.warning("dialogue with %s: simulator error: %s", state.persona.id, failed[i])
                results.append(SimulatorStep(appraisal=None, user_text="", goodbye=False, error=failed[i], usage=usage))
                continue
            assert second is not None and second.result is not None
            results.append(self._step(verdicts[i][0], second.result, usage))
        return results

    def close(self) -> None:
        """Closes the backend (and the cache file)."""
        self.backend.close()

    async def aclose(self) -> None:
        """Closes the backend's connections of the running loop (after using the async forms)."""
        await self.backend.aclose()

    @property
    def reward_version(self) -> str:
        """``"llm/packs-<hash>/<model>"``: the prompt packs (:func:`packs_digest`) and the model.

        The same packs and model name give the same version; the sampling settings are in
        :meth:`describe`.
        """
        return f"llm/packs-{packs_digest()}/{self.backend.model}"

    def describe(self) -> dict[str, Any]:
        """A JSON-compatible description (never any secret)."""
        return {
            "name": self.name,
            "kind": "llm",
            "reward_version": self.reward_version,
            "backend": self.backend.describe(),
            "temperature": self.temperature,
            "top_p": self.top_p,
            "max_tokens": dict(self.max_tokens),
            "max_retries": self.max_retries,
            "structured_output": self.structured_output,
            "languages": ["en", "zh"],
        }

    # ------------------------------------------------------------------ internals
    def _deadline(self) -> float:
        loop = asyncio.get_running_loop()
        return loop.time() + self.turn_timeout if self.turn_timeout is not None else math.inf

    def _job(self, state: DialogueState, stage: str, messages: list[dict[str, str]], schema: str, pack: PromptPack) -> _Job:
        parse = parse_appraisal if schema == APPRAISAL_SCHEMA else parse_user_reply
        key = f"{state.sim_state['seed']}:{state.turn}:{stage}"
        return _Job(key, messages, schema, self.max_tokens[stage], parse, pack)

    def _request(self, job: _Job, attempt: int) -> ChatRequest:
        messages = job.messages if attempt == 0 else retry_messages(job.messages, job.bad_answer, job.bad_reason, job.pack)
        digest = hashlib.sha256(f"{job.key}:{attempt}".encode()).digest()
        settings = (self.temperature, self.top_p, job.max_tokens, job.schema, self.structured_output)
        known = self._settings.get(settings)
        if known is None:
            schema = load_schema(job.schema) if self.structured_output else None
            known = self._settings[settings] = (SamplingParams(*settings[:3]), schema, _SCHEMA_NAMES[job.schema])
        checked, schema, name = known
        sampling = checked.with_seed(int.from_bytes(digest[:4], "little") % (2**31))
        # The messages are the job's own, written by the prompt pack for this request alone.
        return ChatRequest.of_own_messages(tuple(messages), sampling, schema, name)

    async def _run(self, jobs: list[_Job], deadline: float) -> None:
        """Runs one stage for many dialogues: one batch per try, re-asking only the unusable ones."""
        pending = list(jobs)
        loop = asyncio.get_running_loop()
        for attempt in range(self.max_retries + 1):
            if not pending:
                return
            if attempt:
                await asyncio.sleep(min(8.0, self.retry_backoff * 2 ** (attempt - 1), max(0.0, deadline - loop.time())))
            remaining = deadline - loop.time()
            if remaining <= 0:
                break
            requests = [self._request(job, attempt) for job in pending]
            try:
                completions = await within(self.backend.agenerate(requests), min(remaining, 1e9))
            except asyncio.TimeoutError:
                for job in pending:
                    job.error = f"the turn took longer than turn_timeout={self.turn_timeout}s"
                return
            except Exception as exc:  # a backend bug fails these dialogues, never the caller
                logger.exception("backend %s failed", self.backend.name)
                for job in pending:
                    job.error = f"backend failure: {type(exc).__name__}: {exc}"
                return
            retry = []
            for job, completion in zip(pending, completions):
                job.calls += 1
                # A job's first answer is its usage so far (the usual case, without an addition).
                job.usage = completion.usage if job.calls == 1 else job.usage + completion.usage
                if completion.error is not None:
                    job.error = completion.error
                    continue
                try:
                    job.result = job.parse(completion.text)
                except ParseError as exc:
                    job.bad_answer, job.bad_reason = completion.text, str(exc)
                    logger.info("unusable %s answer (try %d): %s", _SCHEMA_NAMES[job.schema], attempt + 1, exc)
                    logger.debug("the unusable answer was: %r", completion.text[:500])
                    retry.append(job)
            pending = retry
        for job in pending:
            if job.error is None:
                reason = job.bad_reason or f"the turn took longer than turn_timeout={self.turn_timeout}s"
                job.error = f"no usable {_SCHEMA_NAMES[job.schema]} answer after {job.calls} tries: {reason}"

    @staticmethod
    def _step(appraisal: dict[str, Any], answer: dict[str, Any], usage: dict[str, int]) -> SimulatorStep:
        delta = int(appraisal["change"])
        feeling, goal_fit = appraisal["feeling"], appraisal["goal_fit"]
        explanation = f"{feeling} {goal_fit}" if feeling and goal_fit else feeling or goal_fit
        fields = {
            "agent_meaning": appraisal["agent_meaning"],
            "goal_fit": goal_fit,
            "inner_activity": appraisal["inner_activity"],
            "feeling": feeling,
            "plan": {
                "attitude": answer["attitude"],
                "goal": answer["goal"],
                "tone": answer["tone"],
                "draft": answer["draft"],
            },
        }
        for key in ("raw_change", "precheck"):
            if key in appraisal:
                fields[key] = appraisal[key]
        return SimulatorStep(
            appraisal=Appraisal(delta=delta, explanation=explanation or f"{delta:+d}", fields=fields),
            user_text=answer["reply"],
            goodbye=bool(answer["goodbye"]),
            usage=usage,
        )


def _not_language_appraisal(reason: str, pack: PromptPack) -> dict[str, Any]:
    """The appraisal of a reply that is not language, in the pack's words, without a model call."""
    words = pack.strings["not_language"]
    because = words["reasons"][reason]
    return {
        "agent_meaning": words["agent_meaning"].format(reason=because),
        "goal_fit": words["goal_fit"],
        "inner_activity": words["inner_activity"],
        "feeling": words["feeling"].format(reason=because),
        "change": NOT_LANGUAGE_CHANGE,
        "precheck": reason,
    }


def _usage(*jobs: _Job | None) -> dict[str, int]:
    """The token usage and model calls of a dialogue's jobs (``None``: a stage without one)."""
    prompt = completion = calls = 0
    for job in jobs:
        if job is not None:
            prompt += job.usage.prompt_tokens
            completion += job.usage.completion_tokens
            calls += job.calls
    return {"prompt_tokens": int(prompt), "completion_tokens": int(completion), "requests": int(calls)}
