"""Emotion rules: the SAGE and RLVER presets follow the papers' table."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rlver_env.rules import RLVER_RULES, RULE_PRESETS, SAGE_RULES, EmotionRules, emotion_band, resolve_rules


def test_sage_preset_matches_the_paper():
    assert (SAGE_RULES.start_emotion, SAGE_RULES.max_delta, SAGE_RULES.success_at, SAGE_RULES.max_turns) == (
        40, 10, 100, 10,
    )
    assert SAGE_RULES.is_failure(9) and not SAGE_RULES.is_failure(10)
    assert SAGE_RULES.is_success(100) and not SAGE_RULES.is_success(99)


def test_rlver_preset_matches_the_paper():
    assert (RLVER_RULES.start_emotion, RLVER_RULES.max_delta, RLVER_RULES.success_at, RLVER_RULES.max_turns) == (
        30, None, None, 8,
    )
    assert RLVER_RULES.is_failure(0) and not RLVER_RULES.is_failure(1)
    assert not RLVER_RULES.is_success(100)


@pytest.mark.parametrize(
    ("emotion", "band"),
    [(100, "S"), (150, "S"), (99, "A"), (70, "A"), (69.9, "B"), (40, "B"), (39, "C"), (10, "C"), (9.99, "F"), (0, "F"), (-5, "F")],
)
def test_emotion_band_boundaries(emotion, band):
    assert emotion_band(emotion) == band


def test_sage_clamps_each_change():
    assert SAGE_RULES.clamp_delta(25) == 10
    assert SAGE_RULES.clamp_delta(-25) == -10
    assert SAGE_RULES.clamp_delta(7) == 7
    assert SAGE_RULES.apply(40, 25) == 50
    assert SAGE_RULES.apply(95, 10) == 100
    assert SAGE_RULES.apply(5, -10) == 0


def test_rlver_does_not_clamp_but_keeps_0_to_100():
    assert RLVER_RULES.clamp_delta(37) == 37
    assert RLVER_RULES.apply(30, 37) == 67
    assert RLVER_RULES.apply(90, 37) == 100
    assert RLVER_RULES.apply(30, -50) == 0


@given(emotion=st.integers(0, 100), delta=st.integers(-1000, 1000))
def test_apply_stays_in_range(emotion, delta):
    for rules in (SAGE_RULES, RLVER_RULES):
        after = rules.apply(emotion, delta)
        assert 0 <= after <= 100
        assert isinstance(after, int)
        if rules.max_delta is not None:
            assert abs(after - emotion) <= rules.max_delta


@pytest.mark.parametrize(
    "changes",
    [{"start_emotion": 101}, {"start_emotion": -1}, {"max_delta": 0}, {"max_delta": -3}, {"max_turns": 0}],
)
def test_invalid_rules_raise(changes):
    with pytest.raises(ValueError):
        SAGE_RULES.with_overrides(**changes)


def test_with_overrides_returns_a_copy():
    shorter = SAGE_RULES.with_overrides(max_turns=3)
    assert shorter.max_turns == 3 and SAGE_RULES.max_turns == 10
    assert shorter.start_emotion == SAGE_RULES.start_emotion
    with pytest.raises(dataclasses.FrozenInstanceError):
        SAGE_RULES.max_turns = 5  # type: ignore[misc]


def test_resolve_rules():
    assert resolve_rules("sage") is SAGE_RULES
    assert resolve_rules("rlver") is RLVER_RULES
    custom = EmotionRules("x", 50, None, None, 0, True, 5)
    assert resolve_rules(custom) is custom
    assert set(RULE_PRESETS) == {"sage", "rlver"}
    with pytest.raises(ValueError, match="unknown rules"):
        resolve_rules("gem")
