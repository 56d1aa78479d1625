"""The batched vector env: Gymnasium's door, autoreset, groups, and equivalence with single envs."""

from __future__ import annotations

import gymnasium as gym
import numpy as np
import pytest
from gymnasium.vector import AutoresetMode

import rlver_env  # noqa: F401
from rlver_env.simulators.base import SimulatorStep
from rlver_env.simulators.rule_based import RuleBasedSimulator
from rlver_env.vector_env import EmpathyDialogueVectorEnv

GOOD = "That sounds really hard. I'm here, tell me more about what happened."
OTHER = "It makes sense you feel that way. What matters most to you in all this?"
BAD = "Calm down, it's not a big deal."


def _make(n: int, **kwargs):
    return gym.make_vec("EmpathyDialogue-v0", num_envs=n, vectorization_mode="vector_entry_point", **kwargs)


@pytest.mark.parametrize("n", [1, 8])
def test_make_vec_returns_our_vector_env(n):
    envs = _make(n)
    assert isinstance(envs.unwrapped, EmpathyDialogueVectorEnv)
    obs, info = envs.reset(seed=0)
    assert len(obs) == n and all(envs.single_observation_space.contains(o) for o in obs)
    assert info["emotion"].shape == (n,) and info["_emotion"].all()
    obs, rewards, terminated, truncated, info = envs.step([GOOD] * n)
    assert rewards.shape == (n,) and terminated.dtype == np.bool_
    assert all(o[-1]["role"] == "user" and o[-2]["content"] == GOOD for o in obs)
    envs.close()


def _action(t: int, i: int) -> str:
    return [GOOD, OTHER, BAD][(t + i) % 3] + f" ({t})"


def test_vector_env_matches_separate_envs():
    n, seed, steps = 4, 11, 25
    envs = _make(n)
    singles = [gym.make("EmpathyDialogue-v0").unwrapped for _ in range(n)]
    v_obs, _ = envs.reset(seed=seed)
    s_obs = [env.reset(seed=seed + i)[0] for i, env in enumerate(singles)]
    assert list(v_obs) == s_obs
    pending_reset = [False] * n
    for t in range(steps):
        actions = [_action(t, i) for i in range(n)]
        v_obs, v_rew, v_term, v_trunc, v_info = envs.step(actions)
        for i, env in enumerate(singles):
            if pending_reset[i]:
                obs, _ = env.reset()
                rew, term, trunc = 0.0, False, False
                pending_reset[i] = False
            else:
                obs, rew, term, trunc, info = env.step(actions[i])
                assert v_info["emotion"][i] == info["emotion"]
                assert v_info["appraisal"]["delta"][i] == info["appraisal"]["delta"]
                pending_reset[i] = term or trunc
            assert v_obs[i] == obs
            assert v_rew[i] == pytest.approx(rew)
            assert (v_term[i], v_trunc[i]) == (term, trunc)


def test_next_step_autoreset_step_by_step():
    envs = _make(2, max_turns=2)
    envs.reset(seed=0)
    _, _, term, trunc, info = envs.step([GOOD, GOOD])
    assert not (term | trunc).any()
    obs, rew, term, trunc, info = envs.step([OTHER, OTHER])
    assert trunc.all() and list(info["reason"]) == ["max_turns", "max_turns"]
    # The next step resets: the actions are ignored, reward 0, fresh dialogue with one message.
    obs, rew, term, trunc, info = envs.step(["ignored", "ignored"])
    assert (rew == 0).all() and not (term | trunc).any()
    assert all(len(o) == 1 and o[0]["role"] == "user" for o in obs)
    assert (info["turn"] == 0).all() and (info["emotion"] == 40).all()
    obs, rew, term, trunc, info = envs.step([GOOD, GOOD])
    assert all(len(o) == 3 for o in obs)


def test_same_step_autoreset_reports_final_obs():
    envs = EmpathyDialogueVectorEnv(num_envs=2, autoreset_mode=AutoresetMode.SAME_STEP, max_turns=1)
    envs.reset(seed=0)
    obs, rew, term, trunc, info = envs.step([GOOD, GOOD])
    assert trunc.all()
    assert all(len(o) == 1 for o in obs)  # already reset
    assert len(info["final_obs"][0]) == 3 and info["final_info"]["reason"][0] == "max_turns"


def test_groups_share_persona_and_seed():
    envs = _make(6, group_size=3, personas="bundled:all")
    obs, info = envs.reset(seed=5)
    ids = list(info["persona_id"])
    assert ids[0] == ids[1] == ids[2] and ids[3] == ids[4] == ids[5]
    trajectories = [[] for _ in range(6)]
    for t in range(30):
        # Identical actions within a group, different across groups.
        actions = [_action(t, i // 3) for i in range(6)]
        obs, rew, term, trunc, info = envs.step(actions)
        for i in range(6):
            trajectories[i].append((obs[i], float(rew[i]), bool(term[i]), bool(trunc[i]), info["persona_id"][i]))
    assert trajectories[0] == trajectories[1] == trajectories[2]
    assert trajectories[3] == trajectories[4] == trajectories[5]


def test_group_size_must_divide_num_envs():
    with pytest.raises(ValueError, match="multiple of group_size"):
        EmpathyDialogueVectorEnv(num_envs=5, group_size=2)


class _FlakySimulator(RuleBasedSimulator):
    """Fails every dialogue whose persona id is in ``broken``."""

    def __init__(self, broken: set[str]) -> None:
        self.broken = broken

    def step_batch(self, states, replies):
        good = super().step_batch(states, replies)
        return [
            SimulatorStep(None, "", False, error="backend 127.0.0.1: HTTP 500 after 3 tries")
            if state.persona.id in self.broken
            else result
            for state, result in zip(states, good)
        ]


def test_fault_in_one_sub_env_leaves_the_others_running():
    bank = rlver_env.PersonaBank("bundled:test")
    broken = bank.ids[0]
    envs = EmpathyDialogueVectorEnv(num_envs=3, personas=bank, simulator=_FlakySimulator({broken}))
    envs.reset(seed=0, options=None)
    # Pin sub-env 0 to the broken persona by resetting it directly.
    envs.envs[0].reset(seed=0, options={"persona": broken})
    obs, rew, term, trunc, info = envs.step([GOOD] * 3)
    assert trunc[0] and info["reason"][0] == "simulator_error" and "HTTP 500" in info["error"][0]
    assert rew[0] == 0.0
    assert not trunc[1] and not trunc[2] and info["appraisal"]["delta"][1] is not None
    obs, rew, term, trunc, info = envs.step([GOOD] * 3)
    assert len(obs[0]) == 1  # the faulty one was reset, the others carried on
    assert len(obs[1]) == 5 and len(obs[2]) == 5


def test_sync_and_async_vector_envs_work_with_text_spaces():
    sync = gym.vector.SyncVectorEnv([lambda: gym.make("EmpathyDialogue-v0") for _ in range(2)])
    obs, _ = sync.reset(seed=0)
    assert isinstance(obs, tuple) and obs[0][0]["role"] == "user"
    asynchronous = gym.vector.AsyncVectorEnv(
        [lambda: gym.make("EmpathyDialogue-v0") for _ in range(2)], shared_memory=False
    )
    a_obs, _ = asynchronous.reset(seed=0)
    assert a_obs == obs
    asynchronous.close()
    sync.close()


def test_batch_infos_matches_gymnasium_add_info():
    from rlver_env.vector_env import batch_infos

    envs = EmpathyDialogueVectorEnv(num_envs=3)
    infos = [
        {"a": 1, "b": "x", "nested": {"c": 1.5, "d": None}, "thought": None},
        {"a": 2, "nested": {"c": 2.5}, "thought": "t", "final_obs": ("o",)},
        {"b": "z", "e": True, "nested": {"d": "y"}},
    ]
    expected: dict = {}
    for i, info in enumerate(infos):
        expected = envs._add_info(expected, info, i)
    ours = batch_infos(infos, 3)

    def same(x, y):
        assert set(x) == set(y)
        for key in x:
            if isinstance(x[key], dict):
                same(x[key], y[key])
            else:
                assert x[key].dtype == y[key].dtype and list(x[key]) == list(y[key]), key

    same(ours, expected)

    # Every sub-env has the key: tuples stay whole elements, numbers stay numeric.
    full = [{"obs": ({"role": "user", "content": f"u{i}"},), "r": float(i), "n": {"k": i}} for i in range(3)]
    expected = {}
    for i, info in enumerate(full):
        expected = envs._add_info(expected, info, i)
    same(batch_infos(full, 3), expected)
    assert batch_infos(full, 3)["obs"][1] == ({"role": "user", "content": "u1"},)

