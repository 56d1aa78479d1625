"""The dialogue pool: subsets of slots, one batched simulator call, faults kept to their dialogue."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Sequence

import gymnasium as gym
import pytest

import rlver_env  # noqa: F401  (registers the ids)
from rlver_env.dialogue import DialogueState
from rlver_env.env import EmpathyDialogueEnv
from rlver_env.errors import InvalidActionError, SimulatorError
from rlver_env.personas.bank import PersonaBank
from rlver_env.runs.pool import DialoguePool
from rlver_env.simulators.base import Opening, SimulatorStep
from tests.support import GOOD_REPLY, StubSimulator, make_persona

MAYA, OTHER = "tests-maya-launch", "tests-other-user"
#: Slot 1 talks to OTHER, the others to MAYA.
PINNED = [{"persona": MAYA}, {"persona": OTHER}, {"persona": MAYA}]


class CountingStub(StubSimulator):
    """A stub that records every batched call and fails the dialogues of ``broken`` personas.

    Args:
        broken_openings: Persona ids whose opening fails.
        broken_turns: Persona ids whose every turn fails.
        raises: Raise this from ``step_batch`` instead of answering.
    """

    def __init__(
        self,
        broken_openings: Sequence[str] = (),
        broken_turns: Sequence[str] = (),
        raises: Exception | None = None,
        **kwargs,
    ) -> None:
        super().__init__(**kwargs)
        self.broken_openings = set(broken_openings)
        self.broken_turns = set(broken_turns)
        self.raises = raises
        self.open_calls: list[int] = []
        self.step_calls: list[tuple[int, str]] = []  # (dialogues, thread)

    def open_batch(self, states: Sequence[DialogueState]) -> list[Opening]:
        self.open_calls.append(len(states))
        return [
            Opening(text="", error="opening refused") if s.persona.id in self.broken_openings else Opening(text=self.opening)
            for s in states
        ]

    def step_batch(self, states: Sequence[DialogueState], replies: Sequence[str]) -> list[SimulatorStep]:
        self.step_calls.append((len(states), threading.current_thread().name))
        if self.raises is not None:
            raise self.raises
        answers = super().step_batch(states, replies)
        return [
            SimulatorStep(appraisal=None, user_text="", goodbye=False, error="HTTP 500 after 3 tries")
            if s.persona.id in self.broken_turns
            else answer
            for s, answer in zip(states, answers)
        ]


def _pool(size: int = 3, simulator: StubSimulator | None = None, **env_kwargs) -> tuple[DialoguePool, CountingStub]:
    simulator = simulator or CountingStub(deltas=(2,))
    bank = PersonaBank([make_persona(), make_persona(id=OTHER)])
    return DialoguePool(bank, simulator, size, **env_kwargs), simulator


def test_reset_and_step_any_subset_with_one_simulator_call_each():
    pool, sim = _pool(4)
    assert pool.slots == [0, 1, 2, 3] and len(pool) == 4
    opened = pool.reset([3, 1], seeds=[5, 6])
    assert sim.open_calls == [2]
    assert [obs[-1]["content"] for obs, _ in opened] == ["Hi. Rough week."] * 2
    assert [info["turn"] for _, info in opened] == [0, 0]
    stepped = pool.step([1], ["One."])
    assert [calls for calls, _ in sim.step_calls] == [1]
    obs, reward, terminated, truncated, info = stepped[0]
    assert (reward, terminated, truncated, info["reply"]) == (0.02, False, False, "One.")
    stepped = pool.step([3, 1], ["Uno.", "Two."])
    assert [calls for calls, _ in sim.step_calls] == [1, 2]
    assert [info["turn"] for *_, info in stepped] == [1, 2]
    # Slots left out keep their state: 0 and 2 were never reset.
    assert pool.state(0) is None and pool.state(2) is None
    assert pool.state(1).turn == 2 and pool.state(3).turn == 1
    # Nothing to do: no call at all.
    assert pool.step([], []) == [] and pool.reset([]) == []
    assert len(sim.step_calls) == 2 and sim.open_calls == [2]


def test_a_pool_plays_the_same_dialogues_as_single_envs():
    pool = DialoguePool.create(3, personas="bundled:test", max_turns=4)
    singles = [gym.make("EmpathyDialogue-v0", personas="bundled:test", max_turns=4).unwrapped for _ in range(3)]
    seeds = [11, 12, 13]
    assert [obs for obs, _ in pool.reset([0, 1, 2], seeds)] == [env.reset(seed=s)[0] for env, s in zip(singles, seeds)]
    for turn in range(4):
        actions = [f"That sounds really hard. What happened next? ({i}, {turn})" for i in range(3)]
        ours = pool.step([0, 1, 2], actions)
        theirs = [env.step(action) for env, action in zip(singles, actions)]
        assert [r[:4] for r in ours] == [r[:4] for r in theirs]
        assert [r[4] for r in ours] == [r[4] for r in theirs]


def test_create_and_from_id_share_one_bank_and_simulator():
    pool = DialoguePool.from_id("EmpathyDialogue-Hard-v0", 2, personas="bundled:test")
    pool.grow_to(3)
    envs = pool.envs
    assert len(envs) == 3 and all(env.simulator is pool.simulator and env.bank is pool.bank for env in envs)
    assert {env.difficulty for env in envs} == {"hard"}  # the preset reaches every slot
    pool.grow_to(2)  # never shrinks
    assert pool.slots == [0, 1, 2]
    with pytest.raises(TypeError, match="EmpathyDialogueEnv"):
        DialoguePool.from_id("CartPole-v1")
    with pytest.raises(ValueError, match=r"\['personas'\] are the pool's own"):
        DialoguePool(pool.bank, pool.simulator, personas="bundled:test")


def test_a_failed_opening_raises_naming_its_slot_and_the_others_start():
    pool, sim = _pool(3, CountingStub(broken_openings=[OTHER]))
    with pytest.raises(SimulatorError, match=r"1 of 3 dialogues could not open; slot 1: .*'tests-other-user'.*opening refused"):
        pool.reset([0, 1, 2], options=PINNED)
    assert sim.open_calls == [3]
    # The failing slot needs a new reset; the others run.
    with pytest.raises(gym.error.ResetNeeded, match=r"slot 1 cannot step: the dialogue has not started"):
        pool.step([0, 1, 2], ["a", "b", "c"])
    assert sim.step_calls == []  # refused before the simulator was called
    assert [info["turn"] for *_, info in pool.step([0, 2], ["a", "c"])] == [1, 1]


def test_a_simulator_error_in_one_dialogue_leaves_the_others_running():
    pool, sim = _pool(3, CountingStub(deltas=(2,), broken_turns=[OTHER]))
    pool.reset([0, 1, 2], seeds=[0, 0, 0], options=PINNED)
    first = pool.step([0, 1, 2], ["a", "b", "c"])
    assert [(truncated, info.get("reason")) for _, _, _, truncated, info in first] == [
        (False, None), (True, "simulator_error"), (False, None),
    ]  # fmt: skip
    assert first[1][4]["error"] == "HTTP 500 after 3 tries" and first[1][1] == 0.0
    with pytest.raises(gym.error.ResetNeeded, match=r"slot 1 cannot step: the dialogue has ended \(reason 'simulator_error'\)"):
        pool.step([1], ["again"])
    second = pool.step([0, 2], ["a", "c"])
    assert [info["turn"] for *_, info in second] == [2, 2] and [r for _, r, *_ in second] == [0.02, 0.02]


def test_a_raising_simulator_fails_the_batch_or_propagates_without_moving_anyone():
    pool, sim = _pool(2, CountingStub(raises=ConnectionError("fleet unreachable")))
    pool.reset([0, 1])
    with pytest.raises(ConnectionError, match="fleet unreachable"):
        pool.step([0, 1], ["a", "b"])
    assert [pool.state(s).turn for s in (0, 1)] == [0, 0] and [len(pool.state(s).messages) for s in (0, 1)] == [1, 1]
    failed = pool.step([0, 1], ["a", "b"], on_simulator_exception="fail")
    assert [(truncated, info["reason"], info["error"]) for _, _, _, truncated, info in failed] == [
        (True, "simulator_error", "ConnectionError: fleet unreachable")
    ] * 2
    with pytest.raises(ValueError, match="unknown on_simulator_exception 'ignore'"):
        pool.step([0], ["a"], on_simulator_exception="ignore")


def test_stepping_a_finished_or_never_reset_slot_names_it_before_any_dialogue_moves():
    pool, sim = _pool(3, max_turns=1)
    with pytest.raises(gym.error.ResetNeeded, match=r"slot 0 cannot step: the dialogue has not started"):
        pool.step([0], ["hello"])
    pool.reset([0, 1])
    pool.step([0], ["hello"])  # max_turns=1: slot 0 is done
    with pytest.raises(gym.error.ResetNeeded, match=r"slot 0 cannot step: the dialogue has ended \(reason 'max_turns'\)"):
        pool.step([1, 0], ["hi", "again"])
    with pytest.raises(gym.error.ResetNeeded, match=r"slot 2 cannot step: the dialogue has not started"):
        pool.step([1, 2], ["hi", "there"])
    assert pool.state(1).turn == 0 and len(sim.step_calls) == 1  # neither refusal reached the simulator
    assert pool.cannot_step(1) is None and pool.cannot_step(9) == "the pool has no slot 9"
    assert pool.cannot_step(0) == "slot 0 cannot step: the dialogue has ended (reason 'max_turns'); reset it first"
    with pytest.raises(KeyError, match="no slot 7"):
        pool.step([7], ["x"])


def test_bad_calls_are_refused_before_the_simulator_is_called():
    pool, sim = _pool(2)
    pool.reset([0, 1])
    with pytest.raises(InvalidActionError):
        pool.step([0, 1], ["fine", 42])
    with pytest.raises(ValueError, match=r"slots \[1\] appear more than once"):
        pool.step([1, 1], ["a", "b"])
    with pytest.raises(ValueError, match="got 1 actions for 2 slots"):
        pool.step([0, 1], ["a"])
    with pytest.raises(ValueError, match="got 1 seeds for 2 slots"):
        pool.reset([0, 1], seeds=[3])
    assert sim.step_calls == [] and [pool.state(s).turn for s in (0, 1)] == [0, 0]


def test_open_then_accept_records_other_words():
    pool, sim = _pool(2)
    [opening] = pool.open([1], seeds=[4])
    assert opening.text == "Hi. Rough week." and sim.open_calls == [1]
    with pytest.raises(gym.error.ResetNeeded, match="slot 1 cannot step: the dialogue has not started"):
        pool.step([1], ["too early"])
    obs, info = pool.accept(1, Opening(text="The words the policy saw."))
    assert obs == ({"role": "user", "content": "The words the policy saw."},) and info["user_text"] == obs[0]["content"]
    with pytest.raises(gym.error.ResetNeeded, match="slot 1 has no dialogue waiting for its opening"):
        pool.accept(1, Opening(text="twice"))
    assert pool.step([1], ["Go on."])[0][4]["turn"] == 1


def test_slots_are_added_and_discarded():
    pool, _ = _pool(0)
    assert pool.slots == []
    first, second = pool.add(), pool.add()
    assert (first, second) == (0, 1)
    pool.discard(first)
    pool.discard(first)  # unknown: nothing happens
    assert pool.slots == [1] and pool.add() == 2
    with pytest.raises(KeyError, match=r"no slot 0 \(its slots: \[1, 2\]\)"):
        pool.state(0)


def test_async_forms_use_a_worker_thread_for_a_blocking_simulator():
    pool, sim = _pool(2)

    async def scenario() -> list:
        await pool.aopen([0, 1], seeds=[1, 2])
        for slot in (0, 1):
            pool.accept(slot, Opening(text="Hi."))
        in_thread = await pool.astep([0, 1], ["a", "b"], in_thread=True)
        on_loop = await pool.astep([0, 1], ["c", "d"])
        return [in_thread, on_loop]

    in_thread, on_loop = asyncio.run(scenario())
    assert [info["turn"] for *_, info in in_thread + on_loop] == [1, 1, 2, 2]
    (size_1, thread_1), (size_2, thread_2) = sim.step_calls
    assert (size_1, size_2) == (2, 2)
    assert thread_1 != threading.main_thread().name and thread_2 == threading.main_thread().name


def test_an_async_simulator_is_awaited_and_its_exception_can_fail_the_batch():
    class AsyncStub(CountingStub):
        async def astep_batch(self, states, replies):
            await asyncio.sleep(0)
            raise TimeoutError("no answer")

    pool, sim = _pool(2, AsyncStub())
    pool.reset([0, 1])
    failed = asyncio.run(pool.astep([0, 1], [GOOD_REPLY, "b"], in_thread=True, on_simulator_exception="fail"))
    assert [info["error"] for *_, info in failed] == ["TimeoutError: no answer"] * 2
    assert sim.step_calls == []  # the async path, not step_batch in a thread


def test_a_simulator_that_answers_too_few_dialogues_is_an_error():
    class Short(CountingStub):
        def step_batch(self, states, replies):
            return super().step_batch(states, replies)[:1]

    pool, _ = _pool(2, Short())
    pool.reset([0, 1])
    with pytest.raises(SimulatorError, match="returned 1 turns for 2 dialogues"):
        pool.step([0, 1], ["a", "b"])
    assert [pool.state(s).turn for s in (0, 1)] == [0, 0]


def test_the_env_halves_are_private():
    assert not any(hasattr(EmpathyDialogueEnv, name) for name in ("begin_reset", "finish_reset", "begin_step", "finish_step"))
