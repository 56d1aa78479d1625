"""Many ``EmpathyDialogue`` episodes driven from asyncio, one per instance id (no verl import).

A trainer that rolls dialogues out concurrently on one event loop (verl's agent loop, see
:mod:`rlver_env.integrations.verl_agent_loop`) asks :class:`DialogueSessions` for the user's
side of each conversation:

* ``start(instance_id, persona_id=..., seed=..., difficulty=...)`` resets an env (the
  simulator writes the user's first words);
* each ``respond(instance_id, messages)`` plays the latest assistant message as the env action
  and returns ``(ended, user_reply, score, metadata)``: the score is the env's reward for the
  turn (the emotion change / 100 by default), ``ended`` is whether the dialogue ended, and
  ``metadata`` is the turn's ``info`` (emotion, appraisal, reason...);
* the env is released as soon as the dialogue ends, and by ``finalize``.

The trainer puts the dataset's prompt (system prompt and the user's opening) in front of the
policy before the first turn, so the first ``respond`` records the opening the policy actually
saw as the dialogue's first user turn: the simulator judges the same conversation.

:func:`shared_sessions` hands every rollout of a process that has the same settings the same
object, so concurrent dialogues share one persona bank, one simulator and its HTTP clients
(and the simulator's concurrency limit), and turns that are ready at the same moment reach the
simulator as one batch. The dialogues are the slots of one
:class:`~rlver_env.runs.pool.DialoguePool`, which makes the batched calls.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import logging
import threading
import uuid
from collections import OrderedDict
from collections.abc import Mapping, Sequence
from typing import Any

import gymnasium as gym

from rlver_env.dialogue import DialogueState
from rlver_env.integrations.verl_config import VerlInteractionConfig, shared_resources
from rlver_env.runs.pool import DialoguePool, StepResult
from rlver_env.simulators.base import Opening, Simulator
from rlver_env.spaces import sanitise

logger = logging.getLogger(__name__)

#: The keys a dataset row's ``interaction_kwargs`` may hold.
INTERACTION_KWARGS = ("name", "persona_id", "seed", "difficulty")

_warned_opening = False


@dataclasses.dataclass
class _Dialogue:
    """One running episode and what the adapter knows about it."""

    slot: int  # its slot in the pool
    opening: Opening
    lock: asyncio.Lock
    started: bool = False
    ended: bool = False
    emotion: int = 0
    released: bool = False  # out of the registry; its slot goes once no turn holds it


class DialogueSessions:
    """One ``EmpathyDialogue`` env per instance id, driven from asyncio (verl-independent).

    Safe under concurrency: the registry is guarded by a thread lock, and the turns of one
    dialogue by an asyncio lock of its own, so many dialogues run at once on one event loop
    while each dialogue's turns happen in order. Turns of different dialogues that are ready
    at the same moment go to the simulator as one batch (one ``step_batch`` call, in a worker
    thread for a synchronous simulator); a simulator that raises fails the turn of every
    dialogue in that batch with reason ``simulator_error``. A turn is applied to its dialogue
    once the simulator has answered, even if the caller stopped waiting for it.

    Args:
        config: The dialogue settings.
    """

    def __init__(self, config: VerlInteractionConfig) -> None:
        self.config = config
        bank, simulator = shared_resources(config)
        self._pool = DialoguePool(bank, simulator, **config.env_kwargs())
        self._registry_lock = threading.Lock()
        self._live: OrderedDict[str, _Dialogue] = OrderedDict()
        self._final_scores: OrderedDict[str, float] = OrderedDict()
        self._pending_steps: dict[int, list[tuple[int, str, asyncio.Future[StepResult]]]] = {}
        self._batch_tasks: set[asyncio.Task[None]] = set()
        #: Simulator calls made for turns, and the turns they carried (their ratio is the
        #: mean batch size).
        self.simulator_calls = 0
        self.simulator_turns = 0

    # ------------------------------------------------------------------ lifecycle
    async def start(
        self,
        instance_id: str | None = None,
        *,
        persona_id: str | None = None,
        seed: int | None = None,
        difficulty: str | None = None,
    ) -> str:
        """Starts a dialogue: picks the persona and lets the simulator open.

        Args:
            instance_id: The id verl gives the rollout; a fresh UUID when ``None``.
            persona_id: The persona to play; drawn with ``seed`` from the bank when ``None``.
            seed: Seeds the env (persona draw and simulator choices).
            difficulty: The row's difficulty; the config's ``difficulty``, when set, wins.

        Returns:
            The instance id.

        Raises:
            ValueError: If the instance id is already running.
            PersonaError: For a persona id the configured personas do not hold.
        """
        instance_id = instance_id if instance_id is not None else uuid.uuid4().hex
        with self._registry_lock:
            if instance_id in self._live:
                raise ValueError(f"dialogue {instance_id!r} is already running")
        options: dict[str, Any] = {}
        if persona_id is not None:
            options["persona"] = str(persona_id)
        difficulty = self.config.difficulty or difficulty
        if difficulty is not None:
            options["difficulty"] = str(difficulty)
        slot = self._pool.add()
        try:
            # A broken simulator ends this dialogue (at its first turn), not the whole rollout.
            [opening] = await self._pool.aopen(
                [slot],
                [None if seed is None else int(seed)],
                [options or None],
                in_thread=self.config.simulator_in_thread,
                on_simulator_exception="fail",
            )
        except BaseException:
            self._pool.discard(slot)
            raise
        state = self._pool.state(slot)
        assert state is not None
        dialogue = _Dialogue(slot=slot, opening=opening, lock=asyncio.Lock(), emotion=state.emotion)
        with self._registry_lock:
            if instance_id in self._live:
                self._pool.discard(slot)
                raise ValueError(f"dialogue {instance_id!r} is already running")
            self._final_scores.pop(instance_id, None)
            self._live[instance_id] = dialogue
            while len(self._live) > self.config.max_live_dialogues:
                stale, dropped = self._live.popitem(last=False)
                self._release(dropped)
                logger.warning(
                    "dropping dialogue %r: more than max_live_dialogues=%d are open "
                    "(a rollout that was never finalized)",
                    stale,
                    self.config.max_live_dialogues,
                )
        return instance_id

    async def respond(
        self, instance_id: str, messages: Sequence[Mapping[str, Any]]
    ) -> tuple[bool, str, float, dict[str, Any]]:
        """Plays the latest assistant message as the agent's turn.

        Args:
            instance_id: A running dialogue.
            messages: The conversation so far as verl holds it (system prompt, the user's
                opening, then alternating turns); its last assistant message is the action.

        Returns:
            ``(ended, user_reply, score, metadata)``: whether the dialogue ended, the
            simulated user's answer, the turn's reward, and the env's ``info`` for the turn
            plus ``terminated`` and ``truncated``.

        Raises:
            ValueError: For an unknown or ended instance, or messages without an assistant turn.
        """
        dialogue = self._get(instance_id)
        async with dialogue.lock:
            try:
                return await self._respond(instance_id, dialogue, messages)
            finally:
                if dialogue.released:  # ended, finalized or dropped meanwhile
                    self._pool.discard(dialogue.slot)

    async def _respond(
        self, instance_id: str, dialogue: _Dialogue, messages: Sequence[Mapping[str, Any]]
    ) -> tuple[bool, str, float, dict[str, Any]]:
        if dialogue.ended:
            raise ValueError(f"dialogue {instance_id!r} has already ended")
        if dialogue.released:
            raise ValueError(f"unknown dialogue {instance_id!r}: it was released while this turn waited for the one before")
        extra: dict[str, Any] = {}
        if not dialogue.started:
            failure = self._begin(dialogue, messages, extra)
            if failure is not None:
                self._end(instance_id, dialogue)
                return failure
        action = _last_assistant_text(messages, instance_id)
        _, reward, terminated, truncated, info = await self._step(dialogue.slot, action)
        dialogue.emotion = int(info["emotion"])
        ended = bool(terminated or truncated)
        metadata = dict(info)
        metadata.setdefault("appraisal", None)
        metadata.update(extra, terminated=bool(terminated), truncated=bool(truncated))
        if ended:
            self._end(instance_id, dialogue)
        return ended, str(info.get("user_text", "")), float(reward), metadata

    def score(self, instance_id: str) -> float:
        """The dialogue's emotion / ``reward_scale``: its final emotion once it has ended.

        Raises:
            ValueError: For an instance that is neither running nor recently ended.
        """
        with self._registry_lock:
            if instance_id in self._final_scores:
                return self._final_scores[instance_id]
            dialogue = self._live.get(instance_id)
        if dialogue is None:
            raise ValueError(f"unknown dialogue {instance_id!r}")
        return dialogue.emotion / float(self.config.reward_scale)

    def finalize(self, instance_id: str | None = None) -> None:
        """Releases a dialogue (every dialogue when ``instance_id`` is ``None``); idempotent."""
        with self._registry_lock:
            if instance_id is None:
                released = list(self._live.values())
                self._live.clear()
                self._final_scores.clear()
            else:
                dialogue = self._live.pop(instance_id, None)
                released = [dialogue] if dialogue is not None else []
                self._final_scores.pop(instance_id, None)
        for dialogue in released:
            self._release(dialogue)

    @property
    def live_ids(self) -> list[str]:
        """The ids of the dialogues that hold an env."""
        with self._registry_lock:
            return list(self._live)

    def state(self, instance_id: str) -> DialogueState | None:
        """The running dialogue of ``instance_id`` (read it; do not change it).

        Raises:
            ValueError: For an instance that is not running.
        """
        return self._pool.state(self._get(instance_id).slot)

    # ------------------------------------------------------------------ helpers
    def _release(self, dialogue: _Dialogue) -> None:
        """Frees a dialogue's slot now, or when the turn that holds it ends."""
        dialogue.released = True
        if not dialogue.lock.locked():
            self._pool.discard(dialogue.slot)

    def _get(self, instance_id: str) -> _Dialogue:
        with self._registry_lock:
            dialogue = self._live.get(instance_id)
            if dialogue is None:
                raise ValueError(
                    f"unknown dialogue {instance_id!r}: start was not called, "
                    "or the dialogue has ended and was released"
                )
            self._live.move_to_end(instance_id)
            return dialogue

    def _begin(
        self, dialogue: _Dialogue, messages: Sequence[Mapping[str, Any]], extra: dict[str, Any]
    ) -> tuple[bool, str, float, dict[str, Any]] | None:
        """Records the opening; returns the final answer if the dialogue cannot start."""
        global _warned_opening
        opening = dialogue.opening
        prompt_opening = _prompt_opening(messages)
        if prompt_opening is not None:
            text, source = prompt_opening, "prompt"
            matches = opening.error is None and sanitise(opening.text) == sanitise(prompt_opening)
            if not matches and not _warned_opening:
                _warned_opening = True
                logger.warning(
                    "the dataset's opening differs from the simulator's (%s); the simulator hears the "
                    "opening the policy saw. Build the dataset with the same personas and seeds.",
                    opening.error or "different words",
                )
            extra["opening_matches_simulator"] = matches
        elif opening.error is None:
            text, source = opening.text, "simulator"
        else:
            state = self._pool.state(dialogue.slot)
            assert state is not None
            metadata = {
                "reason": "simulator_error",
                "error": opening.error,
                "terminated": False,
                "truncated": True,
                "emotion": int(state.emotion),
                "emotion_delta": 0,
                "turn": 0,
                "persona_id": state.persona.id,
                "difficulty": state.difficulty,
                "appraisal": None,
            }
            return True, "", 0.0, metadata
        self._pool.accept(dialogue.slot, Opening(text=text, usage=dict(opening.usage)))
        dialogue.started = True
        extra["opening_source"] = source
        return None

    def _end(self, instance_id: str, dialogue: _Dialogue) -> None:
        dialogue.ended = True
        with self._registry_lock:
            if self._live.get(instance_id) is dialogue:
                self._live.pop(instance_id)
            self._final_scores[instance_id] = dialogue.emotion / float(self.config.reward_scale)
            while len(self._final_scores) > self.config.max_live_dialogues:
                self._final_scores.popitem(last=False)
        self._release(dialogue)

    async def _step(self, slot: int, action: str) -> StepResult:
        """One dialogue's turn, sent to the simulator together with every concurrent one.

        Turns that reach this point in the same pass of the event loop (dialogues in lockstep,
        as a batch of rollouts mostly is) wait for one ``step_batch`` / ``astep_batch`` call;
        a turn never waits for a later one, so batching adds no latency.
        """
        loop = asyncio.get_running_loop()
        future: asyncio.Future[StepResult] = loop.create_future()
        key = id(loop)
        with self._registry_lock:
            pending = self._pending_steps.get(key)
            if pending is None:
                pending = self._pending_steps[key] = []
                loop.call_soon(self._flush_steps, key, loop)
            pending.append((slot, action, future))
        return await future

    def _flush_steps(self, key: int, loop: asyncio.AbstractEventLoop) -> None:
        with self._registry_lock:
            batch = self._pending_steps.pop(key, [])
        if batch:
            task = loop.create_task(self._step_batch(batch))
            self._batch_tasks.add(task)  # the loop only keeps a weak reference
            task.add_done_callback(self._batch_tasks.discard)

    async def _step_batch(self, batch: list[tuple[int, str, asyncio.Future[StepResult]]]) -> None:
        # A turn that cannot start (its dialogue ended in a turn whose caller stopped waiting)
        # fails alone; the others go to the simulator.
        ready = []
        for slot, action, future in batch:
            problem = self._pool.cannot_step(slot)
            if problem is None:
                ready.append((slot, action, future))
            elif not future.done():
                future.set_exception(gym.error.ResetNeeded(problem))
        batch = ready
        if not batch:
            return
        self.simulator_calls += 1
        self.simulator_turns += len(batch)
        try:
            # A simulator that raises is reported like any simulator failure: truncated, "simulator_error".
            results = await self._pool.astep(
                [slot for slot, _, _ in batch],
                [action for _, action, _ in batch],
                in_thread=self.config.simulator_in_thread,
                on_simulator_exception="fail",
            )
        except Exception as exc:  # no turn of the batch could start (a bad action): say so to each
            for _, _, future in batch:
                if not future.done():
                    future.set_exception(exc)
            return
        for (_, _, future), result in zip(batch, results):
            if not future.done():  # a rollout cancelled meanwhile no longer waits
                future.set_result(result)


def _prompt_opening(messages: Sequence[Mapping[str, Any]]) -> str | None:
    """The first user message before any assistant message, if the prompt has one."""
    for message in messages:
        role = message.get("role")
        if role == "assistant":
            return None
        if role == "user":
            return _text(message.get("content"))
    return None


def _last_assistant_text(messages: Sequence[Mapping[str, Any]], instance_id: str) -> str:
    for message in reversed(messages):
        if message.get("role") == "assistant":
            return _text(message.get("content"))
    raise ValueError(
        f"dialogue {instance_id!r}: messages hold no assistant turn to answer"
    )


def _text(content: Any) -> str:
    """Message content as text (verl may hold a list of typed parts)."""
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, Sequence):
        return "".join(part.get("text", "") for part in content if isinstance(part, Mapping))
    return str(content)


_SHARED_SESSIONS_LOCK = threading.Lock()
_SHARED_SESSIONS: dict[str, DialogueSessions] = {}


def shared_sessions(config: VerlInteractionConfig) -> DialogueSessions:
    """The process's :class:`DialogueSessions` for ``config``, built on first use.

    verl builds a fresh agent-loop object for every rollout; each one asks for its sessions
    here, so all the dialogues a worker runs at once live in one registry and share one
    simulator. Settings are compared by value (a ``Simulator`` instance by identity).

    Raises:
        PersonaError: If the personas cannot be loaded.
        ValueError: For bad simulator arguments.
    """
    key = _settings_key(config)
    with _SHARED_SESSIONS_LOCK:
        if key in _SHARED_SESSIONS:
            return _SHARED_SESSIONS[key]
    sessions = DialogueSessions(config)
    with _SHARED_SESSIONS_LOCK:
        return _SHARED_SESSIONS.setdefault(key, sessions)


def clear_shared_sessions() -> None:
    """Forgets every shared :class:`DialogueSessions` of this process (their envs included)."""
    with _SHARED_SESSIONS_LOCK:
        sessions = list(_SHARED_SESSIONS.values())
        _SHARED_SESSIONS.clear()
    for item in sessions:
        item.finalize()


def _settings_key(config: VerlInteractionConfig) -> str:
    values = {}
    for field in dataclasses.fields(config):
        value = getattr(config, field.name)
        values[field.name] = f"<instance {id(value)}>" if isinstance(value, Simulator) else value
    return json.dumps(values, sort_keys=True, default=repr)


__all__ = [
    "INTERACTION_KWARGS",
    "DialogueSessions",
    "clear_shared_sessions",
    "shared_sessions",
]
