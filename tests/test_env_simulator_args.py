"""The env's simulator arguments: one path into the simulator, and clear errors when misused."""

from __future__ import annotations

import pytest

from rlver_env import EmpathyDialogueEnv
from rlver_env.env import SIMULATOR_ARGS, simulator_options
from rlver_env.vector_env import EmpathyDialogueVectorEnv


def test_shortcuts_join_simulator_kwargs() -> None:
    options = simulator_options({"temperature": 0.2}, backend="openai", base_url=None, model="m")
    assert options == {"temperature": 0.2, "backend": "openai", "model": "m"}


def test_a_shortcut_set_twice_names_itself() -> None:
    with pytest.raises(ValueError, match="model is given twice"):
        EmpathyDialogueEnv(simulator="llm", model="a", simulator_kwargs={"backend": "scripted", "model": "b"})


def test_llm_shortcuts_with_the_rule_simulator_say_what_they_are_for() -> None:
    with pytest.raises(ValueError, match="base_url configure simulator='llm'"):
        EmpathyDialogueEnv(base_url="http://127.0.0.1:1/v1")


def test_sub_envs_share_the_first_simulator_and_get_no_simulator_args() -> None:
    vec = EmpathyDialogueVectorEnv(num_envs=3, personas="bundled:test", max_turns=2)
    try:
        assert all(env.simulator is vec.envs[0].simulator for env in vec.envs)
        assert {"simulator", "backend", "base_url", "model", "simulator_kwargs"} == set(SIMULATOR_ARGS)
    finally:
        vec.close()
