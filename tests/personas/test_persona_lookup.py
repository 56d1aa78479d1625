"""Tests of persona lookup by id: an id the bank lacks names the bundled split that has it."""

from __future__ import annotations

import gymnasium as gym
import pytest

import rlver_env  # noqa: F401  (registers the ids)
from rlver_env.errors import PersonaError
from rlver_env.personas.bank import PersonaBank, find_bundled

MAYA = "work-maya-launch"  # in the bundled test split


def test_find_bundled_looks_across_the_splits() -> None:
    found = find_bundled(MAYA)
    assert found is not None and found.id == MAYA and found.split == "test"
    assert find_bundled("no-such-person") is None


def test_pinning_a_test_persona_on_the_train_env_says_how_to_load_it() -> None:
    env = gym.make("EmpathyDialogue-v0")
    with pytest.raises(PersonaError) as caught:
        env.reset(seed=0, options={"persona": MAYA})
    message = str(caught.value)
    assert f"unknown persona id {MAYA!r}" in message
    assert "bundled test split" in message
    assert "personas='bundled:test'" in message and "'bundled:all'" in message


def test_the_split_it_names_does_hold_the_persona() -> None:
    env = gym.make("EmpathyDialogue-v0", personas="bundled:test")
    _, info = env.reset(seed=0, options={"persona": MAYA})
    assert info["persona_id"] == MAYA


def test_an_id_in_no_bundled_split_keeps_the_short_message() -> None:
    bank = PersonaBank("bundled:train")
    with pytest.raises(PersonaError) as caught:
        bank.get("no-such-person")
    assert str(caught.value) == f"unknown persona id 'no-such-person' (this bank holds {len(bank)} personas)"
