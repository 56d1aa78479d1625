"""The registered environment ids. Presets are keyword arguments, not subclasses."""

from __future__ import annotations

from typing import Any

import gymnasium as gym

ENTRY_POINT = "rlver_env.env:EmpathyDialogueEnv"
VECTOR_ENTRY_POINT = "rlver_env.vector_env:EmpathyDialogueVectorEnv"

#: id -> (keyword arguments, one-line description of its rules)
PRESETS: dict[str, tuple[dict[str, Any], str]] = {
    "EmpathyDialogue-v0": (
        {"personas": "bundled:train", "rules": "sage"},
        "training personas, SAGE rules (start 40, change clamped to +-10, success 100, failure <10, 10 turns)",
    ),
    "EmpathyDialogue-Eval-v0": (
        {"personas": "bundled:test", "rules": "sage"},
        "held-out test personas, SAGE rules exactly: the benchmark preset",
    ),
    "EmpathyDialogue-RLVER-v0": (
        {"personas": "bundled:train", "rules": "rlver"},
        "training personas, RLVER rules (start 30, unclamped change, no success stop, failure <=0, 8 turns)",
    ),
    "EmpathyDialogue-Simple-v0": (
        {"personas": "bundled:train", "rules": "sage", "difficulty": "simple"},
        "training personas, SAGE rules, every user on 'simple' difficulty",
    ),
    "EmpathyDialogue-Normal-v0": (
        {"personas": "bundled:train", "rules": "sage", "difficulty": "normal"},
        "training personas, SAGE rules, every user on 'normal' difficulty",
    ),
    "EmpathyDialogue-Hard-v0": (
        {"personas": "bundled:train", "rules": "sage", "difficulty": "hard"},
        "training personas, SAGE rules, every user on 'hard' difficulty",
    ),
}


def register_envs() -> None:
    """Registers every preset id (idempotent)."""
    for env_id, (kwargs, _) in PRESETS.items():
        if env_id in gym.registry:
            continue
        gym.register(
            id=env_id, entry_point=ENTRY_POINT, vector_entry_point=VECTOR_ENTRY_POINT, kwargs=dict(kwargs)
        )
