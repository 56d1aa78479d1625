"""Many dialogues side by side: slots that share one simulator, advanced with batched calls.

A :class:`DialoguePool` owns ``N`` dialogue slots (each an
:class:`~rlver_env.env.EmpathyDialogueEnv`), their shared persona bank and their shared
simulator. :meth:`DialoguePool.reset` and :meth:`DialoguePool.step` take any subset of the slots
and make exactly one simulator call for all of them (``open_batch``, ``step_batch``, or their
async forms): every slot's first half runs (seeding and persona choice; action parsing), then
the simulator answers the whole batch at once, then every slot applies its answer.

It is the engine under the vector env (:mod:`rlver_env.vector_env`), the benchmark runner
(:mod:`rlver_env.bench.runner`), the asyncio dialogue sessions of verl's agent loop
(:mod:`rlver_env.integrations.dialogue_sessions`) and the baselines' rollouts.

Faults stay with their dialogue. A simulator that reports an error for one dialogue (the
protocol's way) ends that dialogue only: its step is ``truncated`` with reason
``"simulator_error"``, and a failed opening raises :class:`~rlver_env.errors.SimulatorError`
only after every other slot of the batch has been reset. A simulator that *raises* breaks the
whole batch: by default the exception propagates and no dialogue has moved;
``on_simulator_exception="fail"`` turns it into a simulator error of every dialogue of the
batch instead.
"""

from __future__ import annotations

import asyncio
import logging
import threading
from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import Any

import gymnasium as gym

from rlver_env.action_parser import ParsedAction
from rlver_env.dialogue import DialogueState
from rlver_env.env import SIMULATOR_ARGS, EmpathyDialogueEnv
from rlver_env.errors import SimulatorError
from rlver_env.personas.bank import PersonaBank
from rlver_env.simulators.base import Opening, Simulator, SimulatorStep

logger = logging.getLogger(__name__)

#: What a simulator that raises does to its batch: ``"raise"`` (the exception propagates) or
#: ``"fail"`` (every dialogue of the batch gets a simulator error).
SIMULATOR_EXCEPTIONS: tuple[str, ...] = ("raise", "fail")

#: One slot's ``reset``: ``(observation, info)``.
ResetResult = tuple[Any, dict[str, Any]]
#: One slot's ``step``: ``(observation, reward, terminated, truncated, info)``.
StepResult = tuple[Any, float, bool, bool, dict[str, Any]]


class DialoguePool:
    """Dialogue slots that share one simulator and one persona bank.

    Slots are numbered from 0 in the order they are added. A slot's dialogue runs from a
    :meth:`reset` (or :meth:`open` then :meth:`accept`) to its end; stepping a slot that was
    never reset, whose reset failed or whose dialogue has ended raises
    :class:`gymnasium.error.ResetNeeded` naming the slot, before the simulator is called.

    Args:
        bank: The personas every slot draws from.
        simulator: The simulated user every slot talks to.
        size: Slots to create now (more with :meth:`grow_to` or :meth:`add`).
        **env_kwargs: The other keyword arguments of every slot's
            :class:`~rlver_env.env.EmpathyDialogueEnv` (rules, think_mode, reward_mode, ...);
            not ``personas`` nor the simulator's.

    Raises:
        ValueError: If ``env_kwargs`` holds ``personas`` or a simulator argument.
    """

    def __init__(self, bank: PersonaBank, simulator: Simulator, size: int = 0, **env_kwargs: Any) -> None:
        clash = sorted(set(env_kwargs) & {*SIMULATOR_ARGS, "personas"})
        if clash:
            raise ValueError(f"{clash} are the pool's own (its bank and simulator); leave them out of env_kwargs")
        self.bank = bank
        self.simulator = simulator
        self._env_kwargs = env_kwargs
        self._envs: dict[int, EmpathyDialogueEnv] = {}
        self._next_slot = 0
        self._lock = threading.Lock()  # adding and removing slots may happen from several threads
        self.grow_to(size)

    @classmethod
    def create(cls, size: int, **env_kwargs: Any) -> DialoguePool:
        """A pool whose first slot is built from ``env_kwargs`` (personas and simulator included).

        The first slot's env loads the personas and builds the simulator; the others share them.

        Args:
            size: The number of slots (at least 1).
            **env_kwargs: Keyword arguments of :class:`~rlver_env.env.EmpathyDialogueEnv`.
        """
        if size < 1:
            raise ValueError(f"a pool built from env arguments needs at least 1 slot, got {size}")
        first = EmpathyDialogueEnv(**env_kwargs)
        shared = {k: v for k, v in env_kwargs.items() if k not in (*SIMULATOR_ARGS, "personas")}
        return cls._around(first, size, shared)

    @classmethod
    def from_id(cls, env_id: str, size: int = 1, **env_kwargs: Any) -> DialoguePool:
        """A pool of a registered id's envs: the first one from ``gym.make(env_id, **env_kwargs)``.

        Args:
            env_id: A registered id whose entry point is :class:`~rlver_env.env.EmpathyDialogueEnv`.
            size: The number of slots (at least 1).
            **env_kwargs: Extra keyword arguments, as ``gym.make`` takes them.

        Raises:
            TypeError: If the id's env is not an ``EmpathyDialogueEnv``.
        """
        if size < 1:
            raise ValueError(f"a pool built from an env id needs at least 1 slot, got {size}")
        first = gym.make(env_id, **env_kwargs).unwrapped
        if not isinstance(first, EmpathyDialogueEnv):
            raise TypeError(f"{env_id!r} makes a {type(first).__name__}, not an EmpathyDialogueEnv")
        preset = {k: v for k, v in gym.spec(env_id).kwargs.items() if k != "personas"}
        shared = {k: v for k, v in env_kwargs.items() if k not in (*SIMULATOR_ARGS, "personas")}
        return cls._around(first, size, {**preset, **shared})

    @classmethod
    def _around(cls, first: EmpathyDialogueEnv, size: int, env_kwargs: dict[str, Any]) -> DialoguePool:
        pool = cls(first.bank, first.simulator, **env_kwargs)
        pool._envs[0] = first
        pool._next_slot = 1
        pool.grow_to(size)
        return pool

    # ------------------------------------------------------------------ slots
    @property
    def slots(self) -> list[int]:
        """The slot numbers, in order."""
        with self._lock:
            return sorted(self._envs)

    def __len__(self) -> int:
        return len(self._envs)

    @property
    def envs(self) -> tuple[EmpathyDialogueEnv, ...]:
        """Every slot's env, in slot order (read them; reset and step them through the pool)."""
        with self._lock:
            return tuple(self._envs[slot] for slot in sorted(self._envs))

    @property
    def reward_version(self) -> str:
        """The shared simulator's reward version (every slot's ``info["reward_version"]``)."""
        return self.simulator.reward_version

    def state(self, slot: int) -> DialogueState | None:
        """Slot ``slot``'s running dialogue (read it; do not change it), ``None`` before a reset."""
        return self._env(slot).state

    def cannot_step(self, slot: int) -> str | None:
        """Why slot ``slot`` cannot take a step now, or ``None`` when it can."""
        env = self._envs.get(slot)
        if env is None:
            return f"the pool has no slot {slot!r}"
        problem = env._not_running()
        return None if problem is None else f"slot {slot} cannot step: {problem}; reset it first"

    def render(self, slot: int) -> str | None:
        """Slot ``slot``'s rendering (see :meth:`EmpathyDialogueEnv.render`)."""
        return self._env(slot).render()

    def add(self) -> int:
        """Adds a slot (its dialogue not started) and returns its number."""
        env = EmpathyDialogueEnv(personas=self.bank, simulator=self.simulator, **self._env_kwargs)
        with self._lock:
            slot = self._next_slot
            self._envs[slot] = env
            self._next_slot += 1
        return slot

    def grow_to(self, size: int) -> None:
        """Adds slots until the pool holds ``size`` (a larger pool is left as it is)."""
        while len(self._envs) < size:
            self.add()

    def discard(self, slot: int) -> None:
        """Removes a slot and its dialogue (nothing happens for an unknown slot).

        A batch already under way with the slot finishes with it.
        """
        with self._lock:
            self._envs.pop(slot, None)

    def close(self) -> None:
        """Closes the shared simulator."""
        self.simulator.close()

    # ------------------------------------------------------------------ reset
    def reset(
        self,
        slots: Sequence[int],
        seeds: Sequence[int | None] | None = None,
        options: Sequence[dict[str, Any] | None] | dict[str, Any] | None = None,
    ) -> list[ResetResult]:
        """Starts a dialogue in each slot with one ``open_batch`` call; the user speaks first.

        Args:
            slots: The slots to reset (each at most once).
            seeds: One seed per slot (``None`` entries, or ``None`` for all: each slot's own
                generator goes on, as Gymnasium's ``reset(seed=None)``).
            options: One reset-options dict per slot, or one for all (see
                :meth:`EmpathyDialogueEnv.reset`).

        Returns:
            ``(observation, info)`` per slot, in order.

        Raises:
            SimulatorError: If the simulator could not open some dialogues (the message names
                their slots); every other slot of the batch is reset all the same, and the
                failed ones need a new reset.
            PersonaError, ValueError: For bad options, before the simulator is called.
            KeyError: For an unknown slot.

        An exception from ``open_batch`` itself propagates; the slots of the batch then need a
        new reset.
        """
        envs, states = self._begin_resets(slots, seeds, options)
        openings = _counted(self.simulator.open_batch(states), len(states), "openings") if states else []
        results: list[ResetResult] = []
        failed: list[str] = []
        for slot, env, opening in zip(slots, envs, openings):
            try:
                results.append(env._finish_reset(opening))
            except SimulatorError as error:
                failed.append(f"slot {slot}: {error}")
        if failed:
            raise SimulatorError(f"{len(failed)} of {len(slots)} dialogues could not open; " + "; ".join(failed))
        return results

    def open(
        self,
        slots: Sequence[int],
        seeds: Sequence[int | None] | None = None,
        options: Sequence[dict[str, Any] | None] | dict[str, Any] | None = None,
        *,
        on_simulator_exception: str = "raise",
    ) -> list[Opening]:
        """The first part of :meth:`reset`: new dialogues and the simulator's openings, unrecorded.

        Each slot's dialogue is set up (seed, persona, difficulty), then the simulator writes
        every opening in one ``open_batch`` call. A slot cannot be stepped until its opening
        is recorded with :meth:`accept` (which may record other words, e.g. those a trainer's
        prompt already showed the policy).

        Args:
            slots, seeds, options: As :meth:`reset` takes them.
            on_simulator_exception: ``"raise"`` or ``"fail"`` (an exception from the simulator
                becomes every opening's ``error``).

        Returns:
            One :class:`~rlver_env.simulators.base.Opening` per slot, in order.
        """
        check_simulator_exceptions(on_simulator_exception)
        _, states = self._begin_resets(slots, seeds, options)
        if not states:
            return []
        try:
            return _counted(self.simulator.open_batch(states), len(states), "openings")
        except Exception as exc:
            if on_simulator_exception == "raise":
                raise
            return _failed_openings(exc, len(states))

    async def aopen(
        self,
        slots: Sequence[int],
        seeds: Sequence[int | None] | None = None,
        options: Sequence[dict[str, Any] | None] | dict[str, Any] | None = None,
        *,
        in_thread: bool = False,
        on_simulator_exception: str = "raise",
    ) -> list[Opening]:
        """:meth:`open` from asyncio.

        A simulator with an async path of its own is awaited on the loop; a blocking one runs
        in a worker thread with ``in_thread``, else on the loop itself.
        """
        check_simulator_exceptions(on_simulator_exception)
        _, states = self._begin_resets(slots, seeds, options)
        if not states:
            return []
        simulator = self.simulator
        try:
            openings = await self._call(simulator.aopen_batch, simulator.open_batch, in_thread, states)
            return _counted(openings, len(states), "openings")
        except Exception as exc:
            if on_simulator_exception == "raise":
                raise
            return _failed_openings(exc, len(states))

    def accept(self, slot: int, opening: Opening) -> ResetResult:
        """The second part of :meth:`reset`: records slot ``slot``'s opening words.

        Raises:
            SimulatorError: If ``opening`` holds an error (the slot then needs a new reset).
            gymnasium.error.ResetNeeded: If the slot has no dialogue waiting for its opening.
        """
        env = self._env(slot)
        state = env.state
        if state is None or state.messages:
            raise gym.error.ResetNeeded(f"slot {slot} has no dialogue waiting for its opening: call open() first")
        return env._finish_reset(opening)

    def _begin_resets(
        self,
        slots: Sequence[int],
        seeds: Sequence[int | None] | None,
        options: Sequence[dict[str, Any] | None] | dict[str, Any] | None,
    ) -> tuple[list[EmpathyDialogueEnv], list[DialogueState]]:
        envs = self._distinct_envs(slots)
        if seeds is None:
            seeds = [None] * len(slots)
        elif len(seeds) != len(slots):
            raise ValueError(f"got {len(seeds)} seeds for {len(slots)} slots")
        if options is None or isinstance(options, Mapping):
            options = [options] * len(slots)
        elif len(options) != len(slots):
            raise ValueError(f"got {len(options)} reset options for {len(slots)} slots")
        return envs, [env._begin_reset(seed=seed, options=option) for env, seed, option in zip(envs, seeds, options)]

    # ------------------------------------------------------------------ step
    def step(
        self, slots: Sequence[int], actions: Sequence[Any], *, on_simulator_exception: str = "raise"
    ) -> list[StepResult]:
        """Plays one agent turn in each slot with one ``step_batch`` call.

        Every slot is checked and every action parsed first, so a slot that cannot step (or an
        action that is not a string) raises before the simulator is called and before any
        dialogue moves.

        Args:
            slots: The slots to step (each at most once).
            actions: One action per slot.
            on_simulator_exception: ``"raise"`` (the exception propagates; no dialogue moves) or
                ``"fail"`` (every dialogue of the batch ends ``truncated`` with reason
                ``"simulator_error"`` and the exception in ``info["error"]``).

        Returns:
            ``(observation, reward, terminated, truncated, info)`` per slot, in order.

        Raises:
            gymnasium.error.ResetNeeded: For a slot that was never reset, whose reset failed or
                whose dialogue has ended (the message names it).
            KeyError: For an unknown slot.
            ValueError: If there is not one action per slot, or a slot appears twice.
            InvalidActionError: For an action that is not a string.
        """
        check_simulator_exceptions(on_simulator_exception)
        envs, begun = self._begin_steps(slots, actions)
        if not envs:
            return []
        states = [env._state for env in envs]
        replies = [reply for _, reply in begun]
        try:
            results = _counted(self.simulator.step_batch(states, replies), len(envs), "turns")
        except Exception as exc:
            if on_simulator_exception == "raise":
                raise
            results = _failed_steps(exc, len(envs))
        return [env._finish_step(parsed, reply, result) for env, (parsed, reply), result in zip(envs, begun, results)]

    async def astep(
        self,
        slots: Sequence[int],
        actions: Sequence[Any],
        *,
        in_thread: bool = False,
        on_simulator_exception: str = "raise",
    ) -> list[StepResult]:
        """:meth:`step` from asyncio (the simulator is called as in :meth:`aopen`)."""
        check_simulator_exceptions(on_simulator_exception)
        envs, begun = self._begin_steps(slots, actions)
        if not envs:
            return []
        states = [env._state for env in envs]
        replies = [reply for _, reply in begun]
        simulator = self.simulator
        try:
            results = await self._call(simulator.astep_batch, simulator.step_batch, in_thread, states, replies)
            results = _counted(results, len(envs), "turns")
        except Exception as exc:
            if on_simulator_exception == "raise":
                raise
            results = _failed_steps(exc, len(envs))
        return [env._finish_step(parsed, reply, result) for env, (parsed, reply), result in zip(envs, begun, results)]

    def _begin_steps(
        self, slots: Sequence[int], actions: Sequence[Any]
    ) -> tuple[list[EmpathyDialogueEnv], list[tuple[ParsedAction, str]]]:
        if len(actions) != len(slots):
            raise ValueError(f"got {len(actions)} actions for {len(slots)} slots")
        envs = self._distinct_envs(slots)
        for slot in slots:
            problem = self.cannot_step(slot)
            if problem is not None:
                raise gym.error.ResetNeeded(problem)
        return envs, [env._begin_step(action) for env, action in zip(envs, actions)]

    # ------------------------------------------------------------------ helpers
    def _env(self, slot: int) -> EmpathyDialogueEnv:
        env = self._envs.get(slot)
        if env is None:
            raise KeyError(f"the pool has no slot {slot!r} (its slots: {self.slots})")
        return env

    def _distinct_envs(self, slots: Sequence[int]) -> list[EmpathyDialogueEnv]:
        envs = [self._env(slot) for slot in slots]
        if len(set(map(id, envs))) != len(envs):
            twice = sorted({slot for slot in slots if list(slots).count(slot) > 1})
            raise ValueError(f"slots {twice} appear more than once; a slot takes one turn per call")
        return envs

    async def _call(
        self, native: Callable[..., Awaitable[Any]], blocking: Callable[..., Any], in_thread: bool, *args: Any
    ) -> Any:
        """Awaits the simulator's async path if it has one of its own, else its blocking one."""
        if type(self.simulator).astep_batch is not Simulator.astep_batch:
            return await native(*args)
        if in_thread:
            return await asyncio.to_thread(blocking, *args)
        return blocking(*args)


def check_simulator_exceptions(value: str) -> str:
    """Checks an ``on_simulator_exception`` value.

    Raises:
        ValueError: For a value that is not in :data:`SIMULATOR_EXCEPTIONS`.
    """
    if value not in SIMULATOR_EXCEPTIONS:
        raise ValueError(f"unknown on_simulator_exception {value!r}; choose one of {list(SIMULATOR_EXCEPTIONS)}")
    return value


def _counted(answers: Sequence[Any], expected: int, what: str) -> list[Any]:
    answers = list(answers)
    if len(answers) != expected:
        raise SimulatorError(f"the simulator returned {len(answers)} {what} for {expected} dialogues")
    return answers


def _failed_openings(exc: Exception, count: int) -> list[Opening]:
    logger.warning("the simulator raised while opening %d dialogues", count, exc_info=exc)
    return [Opening(text="", error=f"{type(exc).__name__}: {exc}") for _ in range(count)]


def _failed_steps(exc: Exception, count: int) -> list[SimulatorStep]:
    logger.warning("the simulator raised during a turn of %d dialogues", count, exc_info=exc)
    error = f"{type(exc).__name__}: {exc}"
    return [SimulatorStep(appraisal=None, user_text="", goodbye=False, error=error) for _ in range(count)]
