"""The batched vector env: Gymnasium's door, autoreset, groups, and equivalence with single envs."""

from __future__ import annotations

import gymnasium as gym
import numpy as np
import pytest
from gymnasium.vector import AutoresetMode

import rlver_env  # noqa: F401
from rlver_env.simulators.base import SimulatorStep
from rlver_env.simulators.rule.simulator import RuleBasedSimulator
from rlver_env.simulators.rule.version import REWARD_VERSION
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
    assert list(info["reward_version"]) == [envs.unwrapped.reward_version] * n
    assert envs.unwrapped.reward_version == REWARD_VERSION and info["_reward_version"].all()
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

    # The same keys in another order: each value still lands in its own key's column.
    shuffled = [{"a": 1, "b": "x", "n": {"k": 0}}, {"b": "y", "a": 2, "n": {"k": 1}}, {"n": {"k": 2}, "a": 3, "b": "z"}]
    expected = {}
    for i, info in enumerate(shuffled):
        expected = envs._add_info(expected, info, i)
    same(batch_infos(shuffled, 3), expected)



# ---------------------------------------------------------------------- autoreset disabled
def _mask(*flags: bool) -> np.ndarray:
    return np.array(flags, dtype=np.bool_)


def test_make_vec_passes_autoreset_mode_disabled():
    envs = _make(4, autoreset_mode="Disabled")
    assert isinstance(envs.unwrapped, EmpathyDialogueVectorEnv)
    assert envs.autoreset_mode == AutoresetMode.DISABLED
    assert envs.metadata["autoreset_mode"] == AutoresetMode.DISABLED
    obs, info = envs.reset(seed=0)
    assert len(obs) == 4 and info["_emotion"].all()
    envs.close()


def test_unknown_autoreset_mode_is_named():
    with pytest.raises(ValueError, match="'Sometimes'"):
        EmpathyDialogueVectorEnv(num_envs=2, autoreset_mode="Sometimes")


def test_disabled_autoreset_step_by_step():
    envs = _make(3, max_turns=2, autoreset_mode="Disabled")
    inner = envs.unwrapped
    envs.reset(seed=0)
    obs, rew, term, trunc, info = envs.step([GOOD] * 3)
    assert not (term | trunc).any()
    # A masked reset restarts sub-env 0 only.
    persona_1 = info["persona_id"][1]
    before = obs
    obs, info = envs.reset(options={"reset_mask": _mask(True, False, False)})
    assert len(obs[0]) == 1 and obs[0][0]["role"] == "user"
    assert obs[1] == before[1] and obs[2] == before[2]  # the others: their last observation
    assert list(info["_emotion"]) == [True, False, False] and info["turn"][0] == 0
    assert inner.envs[1].state.turn == 1 and inner.envs[1].state.persona.id == persona_1
    # Sub-envs 1 and 2 reach max_turns; sub-env 0 is one turn behind.
    obs, rew, term, trunc, info = envs.step([OTHER] * 3)
    assert list(trunc) == [False, True, True] and list(info["reason"][1:]) == ["max_turns"] * 2
    finished = obs
    # Nothing resets by itself: stepping a finished sub-env raises before anything is stepped.
    with pytest.raises(gym.error.ResetNeeded, match=r"sub-envs \[1, 2\]"):
        envs.step([GOOD] * 3)
    assert inner.envs[0].state.turn == 1 and inner.envs[1].state.turn == 2
    obs, info = envs.reset(options={"reset_mask": _mask(False, True, True)})
    assert obs[0] == finished[0] and len(obs[0]) == 3
    assert len(obs[1]) == 1 and len(obs[2]) == 1
    assert list(info["_turn"]) == [False, True, True]
    obs, rew, term, trunc, info = envs.step([GOOD] * 3)
    assert list(trunc) == [True, False, False]
    assert list(info["turn"]) == [2, 1, 1] and len(obs[0]) == 5 and len(obs[1]) == 3


def test_disabled_autoreset_matches_sync_vector_env():
    n, seed = 3, 7
    ours = _make(n, max_turns=3, autoreset_mode="Disabled")
    sync = gym.vector.SyncVectorEnv(
        [lambda: gym.make("EmpathyDialogue-v0", max_turns=3) for _ in range(n)], autoreset_mode=AutoresetMode.DISABLED
    )
    o_obs, _ = ours.reset(seed=seed)
    s_obs, _ = sync.reset(seed=seed)
    assert o_obs == s_obs
    for t in range(12):
        actions = [_action(t, i) for i in range(n)]
        o_obs, o_rew, o_term, o_trunc, o_info = ours.step(actions)
        s_obs, s_rew, s_term, s_trunc, s_info = sync.step(actions)
        assert o_obs == s_obs and list(o_rew) == pytest.approx(list(s_rew))
        assert list(o_term) == list(s_term) and list(o_trunc) == list(s_trunc)
        done = o_term | o_trunc
        if t % 4 == 1:
            done[t % n] = True  # also restart one running dialogue
        if done.any():
            o_obs, o_info = ours.reset(options={"reset_mask": done.copy()})
            s_obs, s_info = sync.reset(options={"reset_mask": done.copy()})
            assert o_obs == s_obs
            assert list(o_info["_emotion"]) == list(s_info["_emotion"]) == list(done)
            assert list(o_info["persona_id"]) == list(s_info["persona_id"])
    sync.close()


def test_reset_mask_is_checked():
    envs = _make(3, autoreset_mode="Disabled")
    with pytest.raises(gym.error.ResetNeeded, match=r"sub-envs \[1, 2\] have never been reset"):
        envs.reset(options={"reset_mask": _mask(True, False, False)})
    envs.reset(seed=0)
    with pytest.raises(TypeError, match="numpy array, got list"):
        envs.reset(options={"reset_mask": [True, False, True]})
    with pytest.raises(ValueError, match=r"shape \(3,\), got \(2,\)"):
        envs.reset(options={"reset_mask": _mask(True, False)})
    with pytest.raises(ValueError, match=r"shape \(3,\), got \(1, 3\)"):
        envs.reset(options={"reset_mask": np.ones((1, 3), dtype=np.bool_)})
    with pytest.raises(TypeError, match="dtype bool, got int64"):
        envs.reset(options={"reset_mask": np.array([1, 0, 1], dtype=np.int64)})
    with pytest.raises(ValueError, match="at least one True"):
        envs.reset(options={"reset_mask": _mask(False, False, False)})
    # The caller's options are not consumed.
    options = {"reset_mask": _mask(False, True, False)}
    envs.reset(options=options)
    assert set(options) == {"reset_mask"}


def test_reset_mask_in_next_step_mode_cancels_the_pending_autoreset():
    envs = _make(2, max_turns=1)
    envs.reset(seed=0)
    _, _, _, trunc, _ = envs.step([GOOD, GOOD])
    assert trunc.all()
    obs, info = envs.reset(options={"reset_mask": _mask(True, False)})
    assert len(obs[0]) == 1 and len(obs[1]) == 3
    obs, rew, term, trunc, info = envs.step([GOOD, "ignored"])
    assert len(obs[0]) == 3 and trunc[0]  # stepped, not reset again
    assert len(obs[1]) == 1 and rew[1] == 0  # the pending next-step reset


def test_groups_stay_aligned_with_masked_resets():
    envs = _make(4, group_size=2, personas="bundled:all", autoreset_mode="Disabled")
    obs, info = envs.reset(seed=3)
    trajectories = [[] for _ in range(4)]
    for t in range(30):
        actions = [_action(t, i // 2) for i in range(4)]
        obs, rew, term, trunc, info = envs.step(actions)
        for i in range(4):
            trajectories[i].append((obs[i], float(rew[i]), info["persona_id"][i]))
        done = term | trunc
        if done.any():
            obs, info = envs.reset(options={"reset_mask": done})
            for i in np.flatnonzero(done):
                trajectories[i].append((obs[i], info["persona_id"][i]))
    assert trajectories[0] == trajectories[1] and trajectories[2] == trajectories[3]
    assert trajectories[0] != trajectories[2]


# ---------------------------------------------------------------------- per-sub-env options
def test_list_valued_persona_and_difficulty_options():
    envs = _make(3, max_turns=1)
    ids = rlver_env.PersonaBank("bundled:train").ids[:3]
    obs, info = envs.reset(seed=0, options={"persona": ids, "difficulty": ["hard", None, "simple"]})
    assert list(info["persona_id"]) == ids
    assert info["difficulty"][0] == "hard" and info["difficulty"][2] == "simple"
    # The options also apply to the automatic resets.
    envs.step([GOOD] * 3)
    obs, rew, term, trunc, info = envs.step([GOOD] * 3)
    assert list(info["persona_id"]) == ids and info["difficulty"][0] == "hard"
    # A scalar still goes to every sub-env; None entries draw from the bank.
    _, info = envs.reset(seed=0, options={"persona": ids[1]})
    assert list(info["persona_id"]) == [ids[1]] * 3
    _, info = envs.reset(seed=0, options={"persona": (None, ids[2], None)})
    assert info["persona_id"][1] == ids[2]


def test_list_valued_persona_with_a_reset_mask():
    envs = _make(3, autoreset_mode="Disabled")
    ids = rlver_env.PersonaBank("bundled:train").ids[:3]
    _, info = envs.reset(seed=0, options={"persona": [ids[0]] * 3})
    _, info = envs.reset(options={"persona": ids, "reset_mask": _mask(False, True, False)})
    assert list(info["_persona_id"]) == [False, True, False] and info["persona_id"][1] == ids[1]
    states = [env.state.persona.id for env in envs.unwrapped.envs]
    assert states == [ids[0], ids[1], ids[0]]


def test_list_valued_options_are_checked():
    envs = _make(4)
    ids = rlver_env.PersonaBank("bundled:train").ids[:4]
    with pytest.raises(ValueError, match=r"options\['persona'\] must have one entry per sub-env \(4\), got 3"):
        envs.reset(seed=0, options={"persona": ids[:3]})
    with pytest.raises(ValueError, match=r"options\['difficulty'\] must have one entry per sub-env \(4\), got 5"):
        envs.reset(seed=0, options={"difficulty": ["hard"] * 5})
    with pytest.raises(rlver_env.PersonaError, match=r"options\['persona'\]\[2\]: unknown persona id 'nobody'"):
        envs.reset(seed=0, options={"persona": [ids[0], ids[1], "nobody", ids[3]]})
    with pytest.raises(rlver_env.PersonaError, match=r"options\['persona'\]\[1\] .* got int: 42"):
        envs.reset(seed=0, options={"persona": [ids[0], 42, ids[2], ids[3]]})
    with pytest.raises(ValueError, match=r"options\['difficulty'\]\[3\]: unknown difficulty 'extreme'"):
        envs.reset(seed=0, options={"difficulty": ["hard", "hard", None, "extreme"]})


def test_groups_reject_different_personas_within_a_group():
    envs = _make(4, group_size=2, personas="bundled:all")
    ids = envs.unwrapped.envs[0].bank.ids[:2]
    _, info = envs.reset(seed=0, options={"persona": [ids[0], ids[0], ids[1], ids[1]]})
    assert list(info["persona_id"]) == [ids[0], ids[0], ids[1], ids[1]]
    with pytest.raises(ValueError, match=r"group 1 \(sub-envs \[2, 3\]\)") as raised:
        envs.reset(seed=0, options={"persona": [ids[0], ids[0], ids[1], None]})
    assert repr(ids[1]) in str(raised.value)
    with pytest.raises(ValueError, match=r"options\['difficulty'\] gives different values to group 0 \(sub-envs \[0, 1\]\)"):
        envs.reset(seed=0, options={"difficulty": ["hard", "simple", "hard", "hard"]})


# ---------------------------------------------------------------------- stepping a subset
def test_step_subset_steps_only_the_chosen_sub_envs():
    envs = _make(3, max_turns=2)
    inner = envs.unwrapped
    obs, _ = envs.reset(seed=0)
    stepped = inner.step_subset([2, 0], [GOOD, OTHER])
    assert [info["reply"] for *_, info in stepped] == [GOOD, OTHER]
    assert [env.state.turn for env in inner.envs] == [1, 0, 1]
    ended = inner.step_subset([0], [GOOD])
    assert ended[0][3] and ended[0][4]["reason"] == "max_turns"
    with pytest.raises(gym.error.ResetNeeded, match=r"slot 0 cannot step: the dialogue has ended \(reason 'max_turns'\)"):
        inner.step_subset([0, 1], [GOOD, GOOD])
    assert inner.envs[1].state.turn == 0  # refused before anything moved
    # A sub-env that ended in step_subset is left to the next step's autoreset.
    obs, rew, term, trunc, info = envs.step(["ignored", GOOD, GOOD])
    assert len(obs[0]) == 1 and rew[0] == 0 and info["turn"][0] == 0
    assert list(info["turn"][1:]) == [1, 2] and trunc[2]
