"""The rule simulator rewards what the papers reward and resists gaming, on every test persona."""

from __future__ import annotations

import numpy as np
import pytest

from rlver_env.dialogue import DialogueState
from rlver_env.personas.model import load_bundled
from rlver_env.personas.needs import DISPOSITIONS, LISTENING_NEEDS
from rlver_env.rules import SAGE_RULES
from rlver_env.simulators.rule.simulator import RuleBasedSimulator
from tests import replies

TEST_PERSONAS = load_bundled("test")
ORDERING_TABLE: list[str] = []


def _state_after_one_good_turn(persona, difficulty: str | None = None):
    sim = RuleBasedSimulator()
    state = DialogueState(
        persona=persona,
        rules=SAGE_RULES,
        difficulty=difficulty or persona.default_difficulty,
        emotion=SAGE_RULES.start_emotion,
        rng=np.random.default_rng(0),
    )
    opening = sim.open_batch([state])[0]
    state.messages.append({"role": "user", "content": opening.text})
    first = replies.sincere_reply(persona, 0)
    step = sim.step_batch([state], [first])[0]
    from rlver_env.dialogue import Turn

    after = SAGE_RULES.apply(state.emotion, step.appraisal.delta)
    state.turns.append(Turn(0, None, first, True, step.appraisal, state.emotion, after, step.user_text, False))
    state.emotion = after
    state.messages += [{"role": "assistant", "content": first}, {"role": "user", "content": step.user_text}]
    return sim, state, first


def _delta(sim, state, reply: str) -> int:
    import copy

    probe = copy.copy(state)
    probe.sim_state = dict(state.sim_state)
    probe.rng = np.random.default_rng(1)
    return sim.step_batch([probe], [reply])[0].appraisal.delta


@pytest.mark.parametrize("persona", TEST_PERSONAS, ids=lambda p: p.id)
def test_sincere_reply_beats_every_bad_reply(persona):
    sim, state, first = _state_after_one_good_turn(persona)
    good = replies.sincere_reply(persona, 1)
    candidates = {
        "dismissive": replies.DISMISSIVE,
        "platitude": replies.PLATITUDE,
        "repeat": first,
        "gibberish": replies.GIBBERISH,
        "empty": replies.EMPTY,
        "wall_2000_words": replies.wall_of_text(persona),
        "injection": replies.INJECTION,
        "keyword_stuffing": replies.keyword_stuffing(persona),
    }
    if persona.hidden_need in LISTENING_NEEDS:
        candidates["unsolicited_advice"] = replies.ADVICE
    good_delta = _delta(sim, state, good)
    deltas = {name: _delta(sim, state, text) for name, text in candidates.items()}
    row = " ".join(f"{name}={d:+d}" for name, d in deltas.items())
    ORDERING_TABLE.append(f"{persona.id:<40} {persona.hidden_need:<18} sincere={good_delta:+d} | {row}")
    losers = {name: d for name, d in deltas.items() if d >= good_delta}
    assert not losers, f"{persona.id}: sincere reply ({good_delta:+d}) does not beat {losers}"
    assert good_delta > 0


def _play(persona, policy, difficulty="normal", max_turns=10, start=None):
    import gymnasium as gym

    from rlver_env.rules import SAGE_RULES

    rules = {} if start is None else {"rules": SAGE_RULES.with_overrides(start_emotion=start)}
    env = gym.make("EmpathyDialogue-Eval-v0", personas=[persona], difficulty=difficulty, **rules).unwrapped
    obs, info = env.reset(seed=0)
    began = info["emotion"]
    for turn in range(max_turns):
        obs, reward, terminated, truncated, info = env.step(policy(persona, turn))
        if terminated or truncated:
            break
    return {**info, "start": began}


@pytest.mark.parametrize("disposition", DISPOSITIONS)
def test_success_and_failure_reachable_per_disposition(disposition):
    personas = [p for p in TEST_PERSONAS if p.disposition == disposition]
    assert personas, f"no test persona with disposition {disposition}"
    successes, gains = [], []
    for persona in personas:
        good = _play(persona, lambda p, t: replies.sincere_reply(p, t))
        # The fixture replies are templates that give the need every turn: need fit is concave
        # across the dialogue and credit wears off as phrasings and styles come back, so ten of
        # them do not climb to 100 from the start; they end no lower than they began, and well
        # up the scale on average.
        assert good["emotion"] >= good["start"], f"{persona.id}: sincere replies ended at {good['emotion']}"
        gains.append(good["emotion"] - good["start"])
        near = _play(persona, lambda p, t: replies.sincere_reply(p, t), start=70)
        successes.append(near["reason"] == "success")
        bad = _play(persona, lambda p, t: [replies.DISMISSIVE, replies.PLATITUDE][t % 2])
        assert bad["reason"] == "failure", f"{persona.id}: bad replies ended {bad['reason']} at {bad['emotion']}"
    assert sum(gains) / len(gains) >= 15, f"{disposition}: sincere replies gained {sum(gains) / len(gains):.1f} on average"
    # Success is there to be had: from 70, sincere replies reach 100 with some persona.
    assert any(successes), f"{disposition}: no persona reached success from 70 with sincere replies"


# --------------------------------------------------------------------------- the rules are the env's
def _maya_env(rules, start: int | None = None):
    from rlver_env.env import EmpathyDialogueEnv
    from tests.support import make_persona

    if start is not None:
        rules = rules.with_overrides(start_emotion=start)
    return EmpathyDialogueEnv(personas=[make_persona()], rules=rules)


def _run(env, policy, turns: int = 12):
    from rlver_env.personas.model import Persona
    from tests.support import make_persona

    persona = Persona(make_persona())
    env.reset(seed=0)
    infos = []
    for turn in range(turns):
        _, _, terminated, truncated, info = env.step(policy(persona, turn))
        infos.append({**info, "terminated": terminated, "truncated": truncated})
        if terminated or truncated:
            break
    return infos


def _sincere(persona, turn):
    return replies.sincere_reply(persona, turn)


def _unkind(persona, turn):
    return [replies.DISMISSIVE, replies.PLATITUDE][turn % 2]


def test_reaching_100_under_sage_is_success_and_the_users_thanks():
    from tests.support import VALID_PERSONA

    infos = _run(_maya_env(SAGE_RULES, start=80), _sincere)
    last = infos[-1]
    assert last["emotion"] == 100 and last["terminated"] and last["reason"] == "success"
    assert last["user_text"] == VALID_PERSONA["voice"]["goodbye_success"] and last["goodbye"] is True
    assert not any(i["terminated"] or i["goodbye"] for i in infos[:-1])


def test_reaching_100_under_rlver_keeps_the_user_talking():
    from rlver_env.rules import RLVER_RULES
    from tests.support import VALID_PERSONA

    infos = _run(_maya_env(RLVER_RULES, start=80), _sincere)
    at_100 = [i for i in infos if i["emotion"] == 100]
    assert len(at_100) >= 2, [i["emotion"] for i in infos]
    assert not any(i["terminated"] or i["goodbye"] for i in infos)
    assert infos[-1]["truncated"] and infos[-1]["reason"] == "max_turns" and len(infos) == RLVER_RULES.max_turns
    voice = VALID_PERSONA["voice"]
    assert all(i["user_text"] not in (voice["goodbye_success"], voice["goodbye_failure"]) for i in infos)


@pytest.mark.parametrize(("preset", "start"), [("sage", None), ("rlver", 80)])
def test_failure_is_where_the_rules_put_it(preset, start):
    from rlver_env.rules import RULE_PRESETS
    from tests.support import VALID_PERSONA

    rules = RULE_PRESETS[preset]
    infos = _run(_maya_env(rules, start=start), _unkind)
    last = infos[-1]
    assert last["terminated"] and last["reason"] == "failure" and rules.is_failure(last["emotion"])
    assert last["user_text"] == VALID_PERSONA["voice"]["goodbye_failure"] and last["goodbye"] is True
    # SAGE clamps each change to 10; RLVER does not
    changes = [i["emotion_delta"] for i in infos]
    assert (max(abs(c) for c in changes) <= 10) if preset == "sage" else any(abs(c) > 10 for c in changes)
    assert any(abs(i["proposed_delta"]) > 10 for i in infos)
    for info in infos[:-1]:
        assert not info["terminated"] and not rules.is_failure(info["emotion"])
    if preset == "rlver":  # band F above 0 goes on under RLVER
        assert any(0 < i["emotion"] < 10 and not i["terminated"] for i in infos)


@pytest.mark.parametrize("emotion", [95, 5])
def test_the_simulator_proposes_and_never_ends_the_dialogue(emotion):
    from rlver_env.personas.model import Persona
    from rlver_env.rules import RLVER_RULES
    from tests.support import VALID_PERSONA, make_persona

    persona = Persona(make_persona())
    for rules in (SAGE_RULES, RLVER_RULES):
        state = DialogueState(persona, rules, "normal", emotion, np.random.default_rng(0))
        state.messages.append({"role": "user", "content": persona.first_utterance})
        reply = replies.sincere_reply(persona, 0) if emotion > 50 else replies.DISMISSIVE
        step = RuleBasedSimulator().step_batch([state], [reply])[0]
        assert step.goodbye is False and state.emotion == emotion  # the state is the env's to change
        voice = VALID_PERSONA["voice"]
        assert step.farewells == {"success": voice["goodbye_success"], "failure": voice["goodbye_failure"]}
        assert step.user_text not in step.farewells.values()
