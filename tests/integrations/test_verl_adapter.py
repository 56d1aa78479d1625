"""The verl-free half of the verl integration: settings, dialogue sessions, outcomes, rewards.

Nothing here needs verl: the sessions the agent loop shares (rlver_env.integrations.
dialogue_sessions), the settings (verl_config), the outcome and its metrics (dialogue_outcome),
the reward functions (verl_reward). The agent loop itself is tested against the real verl in tests/integrations/test_verl_agent_loop.py.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import math
import subprocess
import sys
import textwrap
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import gymnasium as gym
import pytest

from rlver_env.dialogue import DialogueState
from rlver_env.env import EmpathyDialogueEnv
from rlver_env.integrations import verl_reward
from rlver_env.integrations.dialogue_outcome import DialogueOutcome, outcome_metrics
from rlver_env.integrations.dialogue_sessions import (
    INTERACTION_KWARGS,
    DialogueSessions,
    clear_shared_sessions,
    shared_sessions,
)
from rlver_env.integrations.verl_config import END_REASONS, VerlInteractionConfig
from rlver_env.simulators.base import SimulatorStep
from rlver_env.simulators.rule.simulator import RuleBasedSimulator
from tests.support import BAD_REPLY, GOOD_REPLY, VALID_PERSONA, StubSimulator

REPO = Path(__file__).resolve().parents[2]
PID = VALID_PERSONA["id"]
SYSTEM = {"role": "system", "content": "You are a good friend."}
REPLIES = [
    GOOD_REPLY,
    "<think>Stay with her anger.</think>Of course you're furious. Daniel took credit for weekends of your work.",
    "<think>Plan.</think>Tonight, write down the prototype dates; tomorrow, email Priya the user-test results.",
    BAD_REPLY,
    "<think>Repair.</think>Sorry, that was dismissive. Your redesign raised sign-ups eighteen percent. That is yours.",
]


def run(coro: Any) -> Any:
    return asyncio.run(coro)


def settings(**overrides: Any) -> VerlInteractionConfig:
    values: dict[str, Any] = {"personas": [VALID_PERSONA]}
    values.update(overrides)
    return VerlInteractionConfig(**values)


def env_replay(
    replies: Sequence[str], seed: int, **env_kwargs: Any
) -> tuple[str, list[tuple[float, str, bool]]]:
    """The same dialogue played on a plain env: the reference the adapter must reproduce."""
    env = EmpathyDialogueEnv(personas=[VALID_PERSONA], rules="rlver", **env_kwargs)
    obs, _ = env.reset(seed=seed, options={"persona": PID})
    steps = []
    for reply in replies:
        _, reward, terminated, truncated, info = env.step(reply)
        steps.append((reward, info["user_text"], terminated or truncated))
        if terminated or truncated:
            break
    return obs[-1]["content"], steps


async def play(
    respond: Any, instance_id: str, opening: str, replies: Sequence[str]
) -> list[tuple[bool, str, float, dict]]:
    """Plays replies through a ``generate_response``-shaped coroutine, as verl's loop would."""
    messages: list[dict[str, Any]] = [SYSTEM, {"role": "user", "content": opening}]
    results = []
    for reply in replies:
        messages.append({"role": "assistant", "content": reply})
        ended, user_text, score, metadata = await respond(instance_id, messages)
        results.append((ended, user_text, score, metadata))
        messages.append({"role": "user", "content": user_text})
        if ended:
            break
    return results


# ---------------------------------------------------------------------- imports
def _imported_heavy(module: str) -> list[str]:
    code = textwrap.dedent(
        f"""
        import json, sys, warnings
        warnings.simplefilter("ignore", DeprecationWarning)
        import {module}
        heavy = ("verl", "torch", "ray")
        print(json.dumps(sorted(name for name in sys.modules if name.split(".")[0] in heavy)))
        """
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=REPO
    )
    return json.loads(out.stdout)


@pytest.mark.parametrize(
    "module",
    [
        "rlver_env.integrations.dialogue_sessions",
        "rlver_env.integrations.dialogue_outcome",
    ],
)
def test_the_verl_free_modules_import_no_verl(module):
    assert _imported_heavy(module) == []


@pytest.mark.parametrize(
    ("module", "missing"),
    [
        ("verl_agent_loop", "verl"),
        ("verl_env_metrics", "verl"),
        ("verl_env_metrics", "transfer_queue"),
    ],
)
def test_the_verl_modules_without_verl_raise_missing_dependency_error_naming_the_extra(
    module, missing
):
    code = textwrap.dedent(
        f"""
        import sys
        sys.modules[{missing!r}] = None  # as if it were not installed
        from rlver_env.errors import MissingDependencyError
        try:
            import rlver_env.integrations.{module}
        except MissingDependencyError as exc:
            print("MissingDependencyError:", exc)
        """
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=REPO
    )
    assert "MissingDependencyError:" in out.stdout
    assert f"'{missing}' package" in out.stdout and "rlver-env[verl]" in out.stdout


def test_config_rejects_unknown_keys_and_bad_values():
    with pytest.raises(ValueError, match="unknown dialogue config keys \\['simulator_url'\\]"):
        VerlInteractionConfig.from_mapping({"name": "rlver", "simulator_url": "http://x"})
    with pytest.raises(ValueError, match="think_mode"):
        VerlInteractionConfig.from_mapping({"think_mode": "sometimes"})
    with pytest.raises(ValueError, match="unknown simulator"):
        VerlInteractionConfig.from_mapping({"simulator": "gpt"})
    with pytest.raises(ValueError, match="unknown rules"):
        VerlInteractionConfig.from_mapping({"rules": "strict"})
    assert (
        VerlInteractionConfig.from_mapping({"name": "x", "simulator_kwargs": None}).simulator_kwargs
        == {}
    )


def test_the_recipe_yaml_holds_the_config_defaults():
    yaml = pytest.importorskip("yaml")
    data = yaml.safe_load((REPO / "baselines" / "verl" / "agent_loop.yaml").read_text("utf-8"))
    defaults = VerlInteractionConfig()
    entries = {entry["name"]: entry for entry in data}
    assert set(entries) == {"rlver", "rlver_val"}
    for name, entry in entries.items():
        assert entry["_target_"] == "rlver_env.integrations.verl_agent_loop.EmpathyDialogueAgentLoop"
        settings_ = VerlInteractionConfig.from_mapping({**entry["dialogue"], "name": name})
        expected_personas = "bundled:train" if name == "rlver" else "bundled:test"
        assert settings_ == VerlInteractionConfig(name=name, personas=expected_personas)
        assert settings_.rules == defaults.rules == "rlver"
        assert settings_.unscorable_reasons == ("simulator_error", "budget")


def test_config_checks_the_score_and_the_unscorable_reasons():
    with pytest.raises(ValueError, match="unknown score"):
        VerlInteractionConfig(score="emotion")
    with pytest.raises(ValueError, match="unknown unscorable_reasons \\['timeout'\\]"):
        VerlInteractionConfig(unscorable_reasons=["timeout"])
    with pytest.raises(TypeError, match="write \\['budget'\\]"):
        VerlInteractionConfig(unscorable_reasons="budget")
    assert VerlInteractionConfig(unscorable_reasons=["budget"]).unscorable_reasons == ("budget",)
    nested = {"simulator_kwargs": {"backend_kwargs": {"urls": ("a", "b")}}, "simulator": "llm"}
    plain = VerlInteractionConfig.from_mapping(nested).simulator_kwargs
    assert plain == {"backend_kwargs": {"urls": ["a", "b"]}}


def test_shared_sessions_are_one_object_per_settings():
    clear_shared_sessions()
    first = shared_sessions(settings())
    assert shared_sessions(settings()) is first
    assert shared_sessions(settings(rules="sage")) is not first
    stub = StubSimulator()
    with_stub = shared_sessions(settings(simulator=stub))
    assert shared_sessions(settings(simulator=stub)) is with_stub
    assert shared_sessions(settings(simulator=StubSimulator())) is not with_stub
    clear_shared_sessions()
    assert shared_sessions(settings()) is not first


def test_an_outcome_scores_and_reports_with_fixed_keys():
    done = DialogueOutcome("success", 30, 100, (0.3, 0.4), 100.0, unscorable=False)
    failed = DialogueOutcome("simulator_error", 30, 45, (0.15,), 100.0, unscorable=True)
    assert done.score("final_emotion") == pytest.approx(1.0)
    assert done.score("return") == pytest.approx(0.7)
    assert failed.score("final_emotion") == failed.score("return") == 0.0
    assert done.reward_extra_info().keys() == failed.reward_extra_info().keys()
    assert failed.reward_extra_info()["env/end_reason/simulator_error"] == 1.0
    assert failed.reward_extra_info()["env/return"] == pytest.approx(0.15)  # the partial return
    metrics = outcome_metrics([done.reward_extra_info(), failed.reward_extra_info()])
    assert metrics["env/dialogues"] == 2 and metrics["env/unscorable/mean"] == 0.5
    # The failed dialogue says nothing about the policy: averages cover the scorable one.
    assert (metrics["env/success/mean"], metrics["env/final_emotion/mean"]) == (1.0, 100.0)
    assert metrics["env/return/max"] == pytest.approx(0.7)
    assert "env/success/max" not in metrics and "env/unscorable/max" not in metrics
    shares = [metrics[f"env/end_reason/{r}/mean"] for r in ("success", "simulator_error")]
    assert shares == [0.5, 0.5]
    assert sum(metrics[f"env/end_reason/{r}/mean"] for r in END_REASONS) == 1.0
    with pytest.raises(ValueError, match="unknown end reason"):
        DialogueOutcome("timeout", 30, 30, (), 100.0, unscorable=False)


def test_outcome_metrics_reduce_every_named_value():
    def outcome(final: int, unscorable: bool = False, **kwargs: object) -> DialogueOutcome:
        reason = "simulator_error" if unscorable else "max_turns"
        return DialogueOutcome(reason, 30, final, (0.1,) * 3, 100.0, unscorable, **kwargs)

    rows = [
        outcome(40, format_errors=2, extra={"env/repeat_rate": 0.5}).reward_extra_info(),
        outcome(60, extra={"env/repeat_rate": 0.0}).reward_extra_info(),
        outcome(90, unscorable=True, extra={"env/repeat_rate": 1.0}).reward_extra_info(),
    ]
    metrics = outcome_metrics(rows)
    # A value passed as extra is reduced like the built-in ones, over the scorable dialogues.
    assert (metrics["env/repeat_rate/mean"], metrics["env/repeat_rate/max"]) == (0.25, 0.5)
    assert (metrics["env/format_errors/mean"], metrics["env/format_errors/min"]) == (1.0, 0.0)
    assert metrics["env/final_emotion/mean"] == 50.0 and metrics["env/turns/mean"] == 3.0
    assert metrics["env/end_reason/max_turns/mean"] == pytest.approx(2 / 3)
    # A key only some dialogues carry is reduced over those.
    partial = outcome_metrics([{"env/unscorable": 0.0, "x": 2.0}, {"env/unscorable": 0.0}])
    assert partial["x/mean"] == 2.0
    nothing_scorable = outcome_metrics(rows[2:])
    assert math.isnan(nothing_scorable["env/final_emotion/mean"])
    assert nothing_scorable["env/unscorable/mean"] == 1.0
    with pytest.raises(ValueError, match="clash with the outcome's own values"):
        outcome(40, extra={"env/turns": 1.0})
    with pytest.raises(TypeError, match="'env/x' must be a number"):
        outcome(40, extra={"env/x": "high"})
    with pytest.raises(ValueError, match="format_errors must be >= 0"):
        outcome(40, format_errors=-1)


def test_sessions_reproduce_the_plain_env():
    opening, reference = env_replay(REPLIES, seed=7)
    sessions = DialogueSessions(settings())
    run(sessions.start("a", persona_id=PID, seed=7))
    results = run(play(sessions.respond, "a", opening, REPLIES))
    assert [(score, text, ended) for ended, text, score, _ in results] == reference
    assert results[0][3]["opening_source"] == "prompt"
    assert results[0][3]["opening_matches_simulator"] is True


def test_the_simulator_hears_the_opening_the_policy_saw():
    sessions = DialogueSessions(settings())
    run(sessions.start("a", persona_id=PID, seed=0))
    messages = [
        SYSTEM,
        {"role": "user", "content": "Different words."},
        {"role": "assistant", "content": GOOD_REPLY},
    ]
    _, _, _, metadata = run(sessions.respond("a", messages))
    assert sessions.state("a").messages[0] == {"role": "user", "content": "Different words."}
    assert metadata["opening_matches_simulator"] is False


def test_without_a_prompt_opening_the_simulator_opens():
    sessions = DialogueSessions(settings())
    run(sessions.start("a", persona_id=PID, seed=0))
    messages = [SYSTEM, {"role": "assistant", "content": GOOD_REPLY}]
    _, _, _, metadata = run(sessions.respond("a", messages))
    assert metadata["opening_source"] == "simulator"
    assert sessions.state("a").messages[0]["content"] == VALID_PERSONA["first_utterance"]


def test_an_opening_failure_without_a_prompt_opening_ends_with_simulator_error():
    sessions = DialogueSessions(settings(simulator=StubSimulator(open_error="server down")))
    run(sessions.start("a", persona_id=PID, seed=0))
    ended, text, score, metadata = run(
        sessions.respond("a", [SYSTEM, {"role": "assistant", "content": "hi"}])
    )
    assert (ended, text, score) == (True, "", 0.0)
    assert metadata["reason"] == "simulator_error" and metadata["error"] == "server down"
    assert sessions.live_ids == []


def test_a_forced_difficulty_overrides_the_row():
    sessions = DialogueSessions(settings(difficulty="hard"))
    run(sessions.start("a", persona_id=PID, seed=0, difficulty="simple"))
    assert sessions.state("a").difficulty == "hard"


def test_least_recently_used_dialogues_are_dropped_past_the_cap(caplog):
    sessions = DialogueSessions(settings(max_live_dialogues=2))
    with caplog.at_level(logging.WARNING, logger="rlver_env.integrations.dialogue_sessions"):
        for instance_id in ("a", "b", "c"):
            run(sessions.start(instance_id, persona_id=PID, seed=0))
    assert sessions.live_ids == ["b", "c"]
    assert "dropping dialogue 'a'" in caplog.text


class _AsyncRuleSimulator(RuleBasedSimulator):
    """The rule user behind an async path of its own, as the LLM simulator has."""

    def __init__(self) -> None:
        self.async_steps = 0

    async def astep_batch(
        self, states: Sequence[DialogueState], replies: Sequence[str]
    ) -> list[SimulatorStep]:
        self.async_steps += 1
        await asyncio.sleep(0)
        return self.step_batch(states, replies)


def test_a_simulator_with_an_async_path_is_awaited_on_the_loop():
    simulator = _AsyncRuleSimulator()
    opening, reference = env_replay(REPLIES[:2], seed=1)
    sessions = DialogueSessions(settings(simulator=simulator))
    run(sessions.start("a", persona_id=PID, seed=1))
    results = run(play(sessions.respond, "a", opening, REPLIES[:2]))
    assert simulator.async_steps == 2
    assert [(score, text, ended) for ended, text, score, _ in results] == reference


def test_reward_function_rebuilds_the_final_emotion():
    extra = {
        "start_emotion": 30,
        "reward_scale": 100.0,
        "reward_mode": "dense",
        "turn_scores": [0.05, -0.03, 0.1],
    }
    result = verl_reward.compute_score("rlver_env/EmpathyDialogue", "", PID, extra)
    assert result["score"] == pytest.approx(0.42)
    assert result["final_emotion"] == pytest.approx(42.0)
    assert result["turns"] == 3.0
    assert verl_reward.compute_emotion_change("", "", "", extra)["score"] == pytest.approx(0.12)
    sparse = dict(extra, reward_mode="sparse", turn_scores=[0.0, 0.0, 0.55])
    assert verl_reward.compute_score("", "", "", sparse)["score"] == pytest.approx(0.55)
    assert verl_reward.compute_emotion_change("", "", "", sparse)["score"] == pytest.approx(0.25)
    with pytest.raises(ValueError, match="no turn_scores"):
        verl_reward.compute_score("", "", "", {"start_emotion": 30})
    with pytest.raises(ValueError, match="lacks \\['reward_mode'\\]"):
        verl_reward.compute_score(
            "", "", "", {"turn_scores": [], "start_emotion": 30, "reward_scale": 100}
        )




# ---------------------------------------------------------------------- sessions under load and faults
def test_a_dialogue_ends_at_the_rlver_turn_cap_and_frees_its_env():
    sessions = DialogueSessions(settings(simulator=StubSimulator(deltas=(1,))))

    async def scenario() -> list:
        await sessions.start("capped", persona_id=PID, seed=0)
        assert sessions.live_ids == ["capped"]
        return await play(sessions.respond, "capped", "Hi. Rough week.", ["Tell me more."] * 20)

    results = run(scenario())
    assert len(results) == 8  # RLVER's turn cap
    assert [ended for ended, *_ in results] == [False] * 7 + [True]
    assert results[-1][3]["reason"] == "max_turns" and results[-1][3]["truncated"] is True
    assert all(score == pytest.approx(0.01) for _, _, score, _ in results)
    assert sessions.live_ids == []
    assert sessions.score("capped") == pytest.approx(0.38)
    with pytest.raises(ValueError, match="unknown dialogue"):
        run(sessions.respond("capped", [SYSTEM, {"role": "assistant", "content": "hi"}]))


def test_two_dialogues_run_concurrently_and_stay_independent():
    sessions = DialogueSessions(settings())
    replies_a, replies_b = REPLIES, list(reversed(REPLIES))
    opening_a, reference_a = env_replay(replies_a, seed=11)
    opening_b, reference_b = env_replay(replies_b, seed=12)

    async def scenario() -> tuple[list, list]:
        await asyncio.gather(
            sessions.start("a", persona_id=PID, seed=11),
            sessions.start("b", persona_id=PID, seed=12),
        )
        assert sorted(sessions.live_ids) == ["a", "b"]
        return await asyncio.gather(
            play(sessions.respond, "a", opening_a, replies_a),
            play(sessions.respond, "b", opening_b, replies_b),
        )

    results_a, results_b = run(scenario())
    assert [(s, t, e) for e, t, s, _ in results_a] == reference_a
    assert [(s, t, e) for e, t, s, _ in results_b] == reference_b


class _ThreadRecordingSimulator(StubSimulator):
    """Records the thread and the number of dialogues of every turn call."""

    def __init__(self) -> None:
        super().__init__(deltas=(2,))
        self.calls: list[tuple[str, int]] = []

    def step_batch(
        self, states: Sequence[DialogueState], replies: Sequence[str]
    ) -> list[SimulatorStep]:
        self.calls.append((threading.current_thread().name, len(states)))
        return super().step_batch(states, replies)


def test_concurrent_turns_go_to_a_blocking_simulator_as_one_batch_in_a_thread():
    simulator = _ThreadRecordingSimulator()
    sessions = DialogueSessions(settings(simulator=simulator))

    async def scenario() -> tuple[list, list]:
        await sessions.start("a", persona_id=PID, seed=1)
        await sessions.start("b", persona_id=PID, seed=2)
        return await asyncio.gather(
            play(sessions.respond, "a", "Hi.", ["One.", "Two.", "Three."]),
            play(sessions.respond, "b", "Hi.", ["Uno.", "Dos.", "Tres."]),
        )

    results_a, results_b = run(scenario())
    assert [s for _, _, s, _ in results_a] == [0.02] * 3 == [s for _, _, s, _ in results_b]
    assert [size for _, size in simulator.calls] == [2, 2, 2]  # one call per turn, both dialogues
    assert (sessions.simulator_calls, sessions.simulator_turns) == (3, 6)
    assert threading.main_thread().name not in {name for name, _ in simulator.calls}
    assert sorted(simulator.replies[:2]) == ["One.", "Uno."]


def test_a_turn_never_waits_for_a_later_one():
    simulator = _ThreadRecordingSimulator()
    sessions = DialogueSessions(settings(simulator=simulator))

    async def late(delay: float) -> list:
        await asyncio.sleep(delay)
        return await play(sessions.respond, "late", "Hi.", ["Later."])

    async def scenario() -> tuple[list, list]:
        await sessions.start("early", persona_id=PID, seed=1)
        await sessions.start("late", persona_id=PID, seed=2)
        return await asyncio.gather(
            play(sessions.respond, "early", "Hi.", ["Now."]), late(0.2)
        )

    early, later = run(scenario())
    assert early[0][2] == later[0][2] == pytest.approx(0.02)
    assert [size for _, size in simulator.calls] == [1, 1]


def test_turns_of_one_dialogue_are_serialised():
    sessions = DialogueSessions(settings(simulator=StubSimulator(deltas=(1,))))

    async def scenario() -> list:
        await sessions.start("a", persona_id=PID, seed=0)
        base = [SYSTEM, {"role": "user", "content": "Hi."}]
        first = base + [{"role": "assistant", "content": "One."}]
        second = first + [
            {"role": "user", "content": "Go on."},
            {"role": "assistant", "content": "Two."},
        ]
        return await asyncio.gather(sessions.respond("a", first), sessions.respond("a", second))

    (_, _, _, m1), (_, _, _, m2) = run(scenario())
    assert (m1["turn"], m1["reply"], m2["turn"], m2["reply"]) == (1, "One.", 2, "Two.")


def test_a_simulator_fault_ends_the_dialogue_with_its_reason():
    sessions = DialogueSessions(settings(simulator=StubSimulator(deltas=(3,), error_at=2)))

    async def scenario() -> list:
        await sessions.start("faulty", persona_id=PID, seed=0)
        return await play(sessions.respond, "faulty", "Hi. Rough week.", ["One.", "Two.", "Three."])

    results = run(scenario())
    assert len(results) == 2
    assert results[0][:3] == (False, "Go on.", pytest.approx(0.03))
    ended, text, score, metadata = results[1]
    assert (ended, text, score) == (True, "", 0.0)
    assert metadata["reason"] == "simulator_error" and metadata["error"] == "boom"
    assert metadata["truncated"] is True and metadata["terminated"] is False
    assert metadata["appraisal"] is None
    assert sessions.live_ids == []
    assert sessions.score("faulty") == pytest.approx(0.33)


class _RaisingSimulator(StubSimulator):
    def step_batch(
        self, states: Sequence[DialogueState], replies: Sequence[str]
    ) -> list[SimulatorStep]:
        raise ConnectionError("simulator fleet unreachable")


def test_a_raising_simulator_is_reported_like_any_fault():
    sessions = DialogueSessions(settings(simulator=_RaisingSimulator()))

    async def scenario() -> list:
        await sessions.start("x", persona_id=PID, seed=0)
        return await play(sessions.respond, "x", "Hi.", ["One."])

    [(ended, text, score, metadata)] = run(scenario())
    assert (ended, text, score) == (True, "", 0.0)
    assert metadata["reason"] == "simulator_error"
    assert metadata["error"] == "ConnectionError: simulator fleet unreachable"


def test_bad_calls_are_rejected():
    sessions = DialogueSessions(settings())
    run(sessions.start("a", persona_id=PID))
    with pytest.raises(ValueError, match="already running"):
        run(sessions.start("a", persona_id=PID))
    with pytest.raises(ValueError, match="no assistant turn"):
        run(sessions.respond("a", [SYSTEM, {"role": "user", "content": "Hi."}]))
    assert set(INTERACTION_KWARGS) == {"name", "persona_id", "seed", "difficulty"}


def test_ended_finalized_and_dropped_dialogues_free_their_slots():
    sessions = DialogueSessions(settings(simulator=StubSimulator(deltas=(1,)), max_live_dialogues=2, max_turns=1))

    async def scenario() -> None:
        for instance_id in ("ends", "finalized", "dropped", "kept"):
            await sessions.start(instance_id, persona_id=PID, seed=0)
        assert sessions.live_ids == ["dropped", "kept"]  # "ends" and "finalized" were dropped
        await play(sessions.respond, "kept", "Hi.", ["One."])  # max_turns=1: it ends
        sessions.finalize("dropped")

    run(scenario())
    assert sessions.live_ids == [] and sessions._pool.slots == []


def test_a_dialogue_dropped_while_its_turn_runs_finishes_that_turn():
    sessions = DialogueSessions(settings(simulator=StubSimulator(deltas=(1,)), max_live_dialogues=1))

    async def scenario() -> tuple:
        await sessions.start("first", persona_id=PID, seed=0)
        turn = asyncio.ensure_future(play(sessions.respond, "first", "Hi.", ["One."]))
        await asyncio.sleep(0)  # the turn holds its dialogue and waits for the simulator
        await sessions.start("second", persona_id=PID, seed=1)  # drops "first"
        during = (turn.done(), sessions.live_ids, sessions._pool.slots)
        return during, await turn

    during, [(ended, text, score, _)] = run(scenario())
    assert during == (False, ["second"], [0, 1])  # the running turn keeps its slot
    assert (ended, text, score) == (False, "Go on.", pytest.approx(0.01))
    assert sessions.live_ids == ["second"] and sessions._pool.slots == [1]


def test_a_turn_whose_caller_stopped_waiting_counts_and_only_its_dialogue_pays_for_it():
    sessions = DialogueSessions(settings(simulator=StubSimulator(deltas=(1,)), max_turns=1))
    messages = [SYSTEM, {"role": "user", "content": "Hi."}, {"role": "assistant", "content": "One."}]

    async def scenario() -> list:
        await sessions.start("left", persona_id=PID, seed=0)
        await sessions.start("stays", persona_id=PID, seed=1)
        turn = asyncio.ensure_future(sessions.respond("left", messages))
        await asyncio.sleep(0)  # the turn is queued for the simulator
        turn.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await turn
        assert len(sessions._batch_tasks) == 1  # the turn went to the simulator all the same
        await asyncio.gather(*list(sessions._batch_tasks))
        assert sessions.state("left").turn == 1  # the simulator answered: the turn counts
        return await asyncio.gather(
            sessions.respond("left", messages), sessions.respond("stays", messages), return_exceptions=True
        )

    left, stays = run(scenario())
    assert isinstance(left, gym.error.ResetNeeded) and "the dialogue has ended (reason 'max_turns')" in str(left)
    assert stays[0] is True and stays[3]["reason"] == "max_turns"
