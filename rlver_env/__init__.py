"""rlver-env: Gymnasium environments for empathetic dialogue with verifiable emotion rewards.

Importing the package registers the environment ids::

    import gymnasium as gym
    import rlver_env  # noqa: F401  (or use the id "rlver_env:EmpathyDialogue-v0")

    env = gym.make("EmpathyDialogue-v0")
    obs, info = env.reset(seed=0)
"""

from __future__ import annotations

from rlver_env.action_parser import ParsedAction, parse_action
from rlver_env.dialogue import Appraisal, DialogueState, RuleHit, Turn
from rlver_env.env import EmpathyDialogueEnv
from rlver_env.errors import (
    BackendError,
    InvalidActionError,
    MissingDependencyError,
    PersonaError,
    PersonaValidationError,
    RlverEnvError,
    SimulatorError,
    UnsupportedLanguageError,
)
from rlver_env.personas.bank import PersonaBank
from rlver_env.personas.model import Persona, load_bundled, load_personas, validate_persona
from rlver_env.registration import PRESETS, register_envs
from rlver_env.rules import RLVER_RULES, SAGE_RULES, EmotionRules, emotion_band

__version__ = "0.1.0"

register_envs()

__all__ = [
    "PRESETS",
    "RLVER_RULES",
    "SAGE_RULES",
    "Appraisal",
    "BackendError",
    "DialogueState",
    "EmotionRules",
    "EmpathyDialogueEnv",
    "InvalidActionError",
    "MissingDependencyError",
    "ParsedAction",
    "Persona",
    "PersonaBank",
    "PersonaError",
    "PersonaValidationError",
    "RlverEnvError",
    "RuleHit",
    "SimulatorError",
    "Turn",
    "UnsupportedLanguageError",
    "__version__",
    "emotion_band",
    "load_bundled",
    "load_personas",
    "parse_action",
    "validate_persona",
]
