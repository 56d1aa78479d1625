"""The verl adapter: rlver_env.integrations.verl against verl's real BaseInteraction (verl==0.7.1).

The verl-independent parts (settings, sessions, reward functions, the lazy import) always run;
the rest skips cleanly when verl is not installed. Install the light set that imports
``verl.interactions`` on a CPU machine without pulling another torch::

    pip install --no-deps verl==0.7.1 ray tensordict==0.10.0 omegaconf==2.3.0 hydra-core==1.3.8 \
        antlr4-python3-runtime==4.9.3 msgpack importlib_metadata zipp orjson "pyvers<0.2" \
        cachetools codetiming aiohttp aiohappyeyeballs aiosignal frozenlist multidict propcache yarl
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import subprocess
import sys
import textwrap
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from rlver_env.dialogue import DialogueState
from rlver_env.env import EmpathyDialogueEnv
from rlver_env.integrations import verl_reward
from rlver_env.integrations.verl import INTERACTION_KWARGS, PINNED_VERL, DialogueSessions
from rlver_env.integrations.verl_config import VerlInteractionConfig
from rlver_env.simulators.base import SimulatorStep
from rlver_env.simulators.rule.simulator import RuleBasedSimulator
from tests.support import BAD_REPLY, GOOD_REPLY, VALID_PERSONA, StubSimulator

REPO = Path(__file__).resolve().parents[1]
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


# ---------------------------------------------------------------------- without verl
def test_importing_the_adapter_does_not_import_verl():
    code = textwrap.dedent(
        """
        import json, sys
        import rlver_env.integrations.verl
        heavy = ("verl", "torch", "ray")
        print(json.dumps(sorted(name for name in sys.modules if name.split(".")[0] in heavy)))
        """
    )
    out = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        check=True,
        cwd=REPO,
    )
    assert json.loads(out.stdout) == []


def test_missing_verl_raises_missing_dependency_error_naming_the_extra():
    code = textwrap.dedent(
        """
        import sys
        sys.modules["verl"] = None  # as if verl were not installed
        from rlver_env.errors import MissingDependencyError
        import rlver_env.integrations.verl as m
        try:
            m.EmpathyDialogueInteraction
        except MissingDependencyError as exc:
            print("MissingDependencyError:", exc)
        """
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=REPO
    )
    assert "MissingDependencyError:" in out.stdout
    assert "rlver-env[verl]" in out.stdout


def test_a_verl_without_interactions_names_the_pinned_release(tmp_path):
    # A stand-in package laid out like verl 0.8.0, which removed verl.interactions.
    (tmp_path / "verl").mkdir()
    (tmp_path / "verl" / "__init__.py").write_text('__version__ = "0.8.0"\n', encoding="utf-8")
    code = textwrap.dedent(
        """
        from rlver_env.errors import MissingDependencyError
        import rlver_env.integrations.verl as m
        try:
            m.interaction_class()
        except MissingDependencyError as exc:
            print(exc)
        """
    )
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(tmp_path), str(REPO)]))
    out = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        check=True,
        env=env,
        cwd=tmp_path,
    )
    assert "verl 0.8.0 is installed" in out.stdout
    assert f"verl=={PINNED_VERL}" in out.stdout


def test_config_rejects_unknown_keys_and_bad_values():
    with pytest.raises(ValueError, match="unknown interaction config keys \\['simulator_url'\\]"):
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
    data = yaml.safe_load((REPO / "baselines" / "verl" / "interaction.yaml").read_text("utf-8"))
    defaults = VerlInteractionConfig()
    entries = {entry["name"]: entry for entry in data["interaction"]}
    assert set(entries) == {"rlver", "rlver_val"}
    for name, entry in entries.items():
        assert entry["class_name"] == "rlver_env.integrations.verl.EmpathyDialogueInteraction"
        settings_ = VerlInteractionConfig.from_mapping({**entry["config"], "name": name})
        expected_personas = "bundled:train" if name == "rlver" else "bundled:test"
        assert settings_ == VerlInteractionConfig(name=name, personas=expected_personas)
        assert settings_.rules == defaults.rules == "rlver"


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
    env = sessions._live["a"].env
    messages = [
        SYSTEM,
        {"role": "user", "content": "Different words."},
        {"role": "assistant", "content": GOOD_REPLY},
    ]
    _, _, _, metadata = run(sessions.respond("a", messages))
    assert env.state.messages[0] == {"role": "user", "content": "Different words."}
    assert metadata["opening_matches_simulator"] is False


def test_without_a_prompt_opening_the_simulator_opens():
    sessions = DialogueSessions(settings())
    run(sessions.start("a", persona_id=PID, seed=0))
    messages = [SYSTEM, {"role": "assistant", "content": GOOD_REPLY}]
    _, _, _, metadata = run(sessions.respond("a", messages))
    assert metadata["opening_source"] == "simulator"
    assert sessions._live["a"].env.state.messages[0]["content"] == VALID_PERSONA["first_utterance"]


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
    assert sessions._live["a"].env.state.difficulty == "hard"


def test_least_recently_used_dialogues_are_dropped_past_the_cap(caplog):
    sessions = DialogueSessions(settings(max_live_dialogues=2))
    with caplog.at_level(logging.WARNING, logger="rlver_env.integrations.verl"):
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


# ---------------------------------------------------------------------- with verl's BaseInteraction
@pytest.fixture(scope="module")
def verl_base() -> type:
    base = pytest.importorskip(
        "verl.interactions.base", reason="verl is not installed (pip install 'rlver-env[verl]')"
    )
    return base.BaseInteraction


@pytest.fixture(scope="module")
def interaction_cls(verl_base: type) -> type:
    from rlver_env.integrations.verl import EmpathyDialogueInteraction

    return EmpathyDialogueInteraction


def make_interaction(interaction_cls: type, **config: Any) -> Any:
    return interaction_cls({"name": "rlver", "personas": [VALID_PERSONA], **config})


def test_the_class_subclasses_verls_base_interaction(verl_base, interaction_cls):
    import verl

    assert verl.__version__ == PINNED_VERL
    assert issubclass(interaction_cls, verl_base)
    assert interaction_cls.__module__ == "rlver_env.integrations.verl"
    for method in (
        "start_interaction",
        "generate_response",
        "calculate_score",
        "finalize_interaction",
    ):
        assert getattr(interaction_cls, method) is not getattr(verl_base, method)


def test_verls_registry_loads_the_recipe_config(verl_base, interaction_cls):
    from verl.interactions.utils.interaction_registry import initialize_interactions_from_config

    interactions = initialize_interactions_from_config(
        str(REPO / "baselines" / "verl" / "interaction.yaml")
    )
    assert sorted(interactions) == ["rlver", "rlver_val"]
    assert all(
        isinstance(i, interaction_cls) and isinstance(i, verl_base) for i in interactions.values()
    )
    assert interactions["rlver"].settings.personas == "bundled:train"
    assert interactions["rlver_val"].settings.personas == "bundled:test"
    assert interactions["rlver_val"].name == "rlver_val"


def test_start_turns_score_and_finalize(interaction_cls):
    interaction = make_interaction(interaction_cls)
    opening, reference = env_replay(REPLIES, seed=3)

    async def scenario() -> tuple[list, float]:
        kwargs = {"name": "rlver", "persona_id": PID, "seed": 3, "difficulty": None}
        assert await interaction.start_interaction("dlg-1", **kwargs) == "dlg-1"

        async def respond(instance_id: str, messages: list) -> tuple:
            return await interaction.generate_response(instance_id, messages, **kwargs)

        results = await play(respond, "dlg-1", opening, REPLIES)
        score = await interaction.calculate_score("dlg-1")
        await interaction.finalize_interaction("dlg-1")
        await interaction.finalize_interaction("dlg-1")  # idempotent
        return results, score

    results, score = run(scenario())
    assert [(s, text, ended) for ended, text, s, _ in results] == reference
    emotion = 30
    for ended, text, turn_score, metadata in results:
        assert turn_score == pytest.approx(metadata["emotion_delta"] / 100)
        emotion += metadata["emotion_delta"]
        assert metadata["emotion"] == emotion
        assert metadata["persona_id"] == PID
        assert (
            isinstance(metadata["appraisal"]["explanation"], str) and metadata["appraisal"]["hits"]
        )
        assert metadata["terminated"] or metadata["truncated"] or not ended
    assert score == pytest.approx(emotion / 100)
    assert interaction.sessions.live_ids == []
    with pytest.raises(ValueError, match="unknown interaction instance"):
        run(
            interaction.generate_response("dlg-1", [SYSTEM, {"role": "assistant", "content": "hi"}])
        )


def test_a_dialogue_ends_at_the_rlver_turn_cap_and_frees_its_env(interaction_cls):
    interaction = make_interaction(interaction_cls, simulator=StubSimulator(deltas=(1,)))

    async def scenario() -> list:
        await interaction.start_interaction("capped", persona_id=PID, seed=0)
        assert interaction.sessions.live_ids == ["capped"]
        return await play(
            interaction.generate_response, "capped", "Hi. Rough week.", ["Tell me more."] * 20
        )

    results = run(scenario())
    assert len(results) == 8  # RLVER's turn cap
    assert [ended for ended, *_ in results] == [False] * 7 + [True]
    assert results[-1][3]["reason"] == "max_turns" and results[-1][3]["truncated"] is True
    assert all(score == pytest.approx(0.01) for _, _, score, _ in results)
    assert interaction.sessions.live_ids == []
    assert run(interaction.calculate_score("capped")) == pytest.approx(0.38)


def test_two_instances_run_concurrently_and_stay_independent(interaction_cls):
    interaction = make_interaction(interaction_cls)
    replies_a, replies_b = REPLIES, list(reversed(REPLIES))
    opening_a, reference_a = env_replay(replies_a, seed=11)
    opening_b, reference_b = env_replay(replies_b, seed=12)

    async def scenario() -> tuple[list, list]:
        await asyncio.gather(
            interaction.start_interaction("a", name="rlver", persona_id=PID, seed=11),
            interaction.start_interaction("b", name="rlver", persona_id=PID, seed=12),
        )
        assert sorted(interaction.sessions.live_ids) == ["a", "b"]
        return await asyncio.gather(
            play(interaction.generate_response, "a", opening_a, replies_a),
            play(interaction.generate_response, "b", opening_b, replies_b),
        )

    results_a, results_b = run(scenario())
    assert [(s, t, e) for e, t, s, _ in results_a] == reference_a
    assert [(s, t, e) for e, t, s, _ in results_b] == reference_b


class _BarrierSimulator(StubSimulator):
    """Each turn waits until the other dialogue's turn is in flight too (only threads can do that)."""

    def __init__(self) -> None:
        super().__init__(deltas=(2,))
        self.barrier = threading.Barrier(2, timeout=10)
        self.threads: set[str] = set()

    def step_batch(
        self, states: Sequence[DialogueState], replies: Sequence[str]
    ) -> list[SimulatorStep]:
        self.threads.add(threading.current_thread().name)
        self.barrier.wait()
        return super().step_batch(states, replies)


def test_a_blocking_simulator_runs_in_threads_without_blocking_the_loop(interaction_cls):
    simulator = _BarrierSimulator()
    interaction = make_interaction(interaction_cls, simulator=simulator)

    async def scenario() -> tuple[list, list]:
        await interaction.start_interaction("a", persona_id=PID, seed=1)
        await interaction.start_interaction("b", persona_id=PID, seed=2)
        return await asyncio.gather(
            play(interaction.generate_response, "a", "Hi.", ["One.", "Two.", "Three."]),
            play(interaction.generate_response, "b", "Hi.", ["Uno.", "Dos.", "Tres."]),
        )

    results_a, results_b = run(scenario())
    assert [s for _, _, s, _ in results_a] == [0.02] * 3 == [s for _, _, s, _ in results_b]
    assert threading.main_thread().name not in simulator.threads


def test_turns_of_one_instance_are_serialised(interaction_cls):
    interaction = make_interaction(interaction_cls, simulator=StubSimulator(deltas=(1,)))

    async def scenario() -> list:
        await interaction.start_interaction("a", persona_id=PID, seed=0)
        base = [SYSTEM, {"role": "user", "content": "Hi."}]
        first = base + [{"role": "assistant", "content": "One."}]
        second = first + [
            {"role": "user", "content": "Go on."},
            {"role": "assistant", "content": "Two."},
        ]
        return await asyncio.gather(
            interaction.generate_response("a", first), interaction.generate_response("a", second)
        )

    (_, _, _, m1), (_, _, _, m2) = run(scenario())
    assert (m1["turn"], m1["reply"], m2["turn"], m2["reply"]) == (1, "One.", 2, "Two.")


def test_a_simulator_fault_ends_the_dialogue_with_its_reason(interaction_cls):
    interaction = make_interaction(
        interaction_cls, simulator=StubSimulator(deltas=(3,), error_at=2)
    )

    async def scenario() -> list:
        await interaction.start_interaction("faulty", persona_id=PID, seed=0)
        return await play(
            interaction.generate_response, "faulty", "Hi. Rough week.", ["One.", "Two.", "Three."]
        )

    results = run(scenario())
    assert len(results) == 2
    assert results[0][:3] == (False, "Go on.", pytest.approx(0.03))
    ended, text, score, metadata = results[1]
    assert (ended, text, score) == (True, "", 0.0)
    assert metadata["reason"] == "simulator_error"
    assert metadata["error"] == "boom"
    assert metadata["truncated"] is True and metadata["terminated"] is False
    assert metadata["appraisal"] is None
    assert interaction.sessions.live_ids == []
    assert run(interaction.calculate_score("faulty")) == pytest.approx(0.33)


class _RaisingSimulator(StubSimulator):
    def step_batch(
        self, states: Sequence[DialogueState], replies: Sequence[str]
    ) -> list[SimulatorStep]:
        raise ConnectionError("simulator fleet unreachable")


def test_a_raising_simulator_is_reported_like_any_fault(interaction_cls):
    interaction = make_interaction(interaction_cls, simulator=_RaisingSimulator())

    async def scenario() -> list:
        await interaction.start_interaction("x", persona_id=PID, seed=0)
        return await play(interaction.generate_response, "x", "Hi.", ["One."])

    [(ended, text, score, metadata)] = run(scenario())
    assert (ended, text, score) == (True, "", 0.0)
    assert metadata["reason"] == "simulator_error"
    assert metadata["error"] == "ConnectionError: simulator fleet unreachable"


def test_bad_interaction_kwargs_are_rejected(interaction_cls):
    interaction = make_interaction(interaction_cls)
    with pytest.raises(ValueError, match="unknown interaction_kwargs \\['query'\\]"):
        run(interaction.start_interaction("a", query="hi"))
    with pytest.raises(ValueError, match="does not match this interaction"):
        run(interaction.start_interaction("a", name="gsm8k"))
    run(interaction.start_interaction("a", persona_id=PID))
    with pytest.raises(ValueError, match="already running"):
        run(interaction.start_interaction("a", persona_id=PID))
    with pytest.raises(ValueError, match="no assistant turn"):
        run(interaction.generate_response("a", [SYSTEM, {"role": "user", "content": "Hi."}]))
    assert set(INTERACTION_KWARGS) == {"name", "persona_id", "seed", "difficulty"}


def test_a_bad_config_fails_when_verl_builds_the_interaction(interaction_cls):
    with pytest.raises(ValueError, match="unknown interaction config keys"):
        interaction_cls({"name": "rlver", "base_url": "http://127.0.0.1:8000/v1"})
