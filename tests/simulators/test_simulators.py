"""The simulator protocol, the factory, and the rule simulator's contract (determinism, no side effects)."""

from __future__ import annotations

import copy

import numpy as np
import pytest

from rlver_env.dialogue import DialogueState
from rlver_env.errors import UnsupportedLanguageError
from rlver_env.personas.model import Persona
from rlver_env.rules import SAGE_RULES
from rlver_env.simulators import RuleBasedSimulator, Simulator
from rlver_env.simulators.factory import make_simulator
from tests.support import BAD_REPLY, GOOD_REPLY, StubSimulator, make_persona


def _state(seed: int = 0, **persona_overrides) -> DialogueState:
    persona = Persona(make_persona(**persona_overrides))
    return DialogueState(persona, SAGE_RULES, persona.default_difficulty, SAGE_RULES.start_emotion,
                         np.random.default_rng(seed))


def test_factory():
    assert isinstance(make_simulator("rule"), RuleBasedSimulator)
    stub = StubSimulator()
    assert make_simulator(stub) is stub
    with pytest.raises(ValueError, match="unknown simulator"):
        make_simulator("oracle")
    with pytest.raises(ValueError):
        make_simulator(stub, temperature=0.3)
    with pytest.raises(ValueError):
        make_simulator("rule", temperature=0.3)


def test_rule_simulator_is_a_simulator():
    sim = RuleBasedSimulator()
    assert isinstance(sim, Simulator)
    assert sim.name == "rule"
    assert sim.describe()["name"] == "rule"


def test_opening_is_the_first_utterance_or_a_generic_opener_with_the_first_beat():
    sim = RuleBasedSimulator()
    state = _state()
    assert sim.open_batch([state])[0].text == state.persona.first_utterance
    state = _state(first_utterance=None)
    text = sim.open_batch([state])[0].text
    assert text.endswith(state.persona.data["rule_sim"]["story_beats"][0])


@pytest.mark.parametrize("reply", [GOOD_REPLY.split("</think>")[1], BAD_REPLY, "", "qwpoe zmxn", "Okay."])
def test_rule_appraisal_is_deterministic_and_side_effect_free(reply):
    results = []
    for _ in range(2):
        sim = RuleBasedSimulator()
        state = _state(seed=5)
        opening = sim.open_batch([state])[0]
        state.messages.append({"role": "user", "content": opening.text})
        before = (copy.deepcopy(state.messages), list(state.turns), state.emotion, state.difficulty)
        step = sim.step_batch([state], [reply])[0]
        assert (state.messages, state.turns, state.emotion, state.difficulty) == before
        assert step.error is None
        assert isinstance(step.appraisal.delta, int)
        assert -15 <= step.appraisal.delta <= 15
        assert step.user_text
        results.append((step.appraisal.to_dict(), step.user_text, step.goodbye))
    assert results[0] == results[1]


def test_good_reply_beats_bad_reply_for_our_persona():
    deltas = {}
    for name, reply in {"good": GOOD_REPLY.split("</think>")[1], "bad": BAD_REPLY}.items():
        state = _state()
        sim = RuleBasedSimulator()
        state.messages.append({"role": "user", "content": sim.open_batch([state])[0].text})
        deltas[name] = sim.step_batch([state], [reply])[0].appraisal.delta
    assert deltas["good"] > 0 > deltas["bad"]


def test_step_batch_needs_one_reply_per_dialogue():
    sim = RuleBasedSimulator()
    with pytest.raises(ValueError):
        sim.step_batch([_state(), _state()], ["only one"])


def test_batch_results_match_single_results():
    replies = [GOOD_REPLY.split("</think>")[1], BAD_REPLY, "How are you holding up?"]
    single = []
    for reply in replies:
        state = _state(seed=2)
        sim = RuleBasedSimulator()
        sim.open_batch([state])
        single.append(sim.step_batch([state], [reply])[0].appraisal.delta)
    states = [_state(seed=2) for _ in replies]
    sim = RuleBasedSimulator()
    sim.open_batch(states)
    assert [r.appraisal.delta for r in sim.step_batch(states, replies)] == single


def test_rule_simulator_rejects_other_languages():
    persona = Persona(make_persona(id="de-anna", language="de"))
    with pytest.raises(UnsupportedLanguageError, match="'de'"):
        RuleBasedSimulator().check_persona(persona)
    RuleBasedSimulator().check_persona(Persona(make_persona(language="en-GB")))  # English variants are fine
