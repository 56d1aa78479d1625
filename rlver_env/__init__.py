"""rlver-env: Gymnasium environments for empathetic dialogue with verifiable emotion rewards.

Importing the package registers the environment ids::

    import gymnasium as gym
    import rlver_env  # noqa: F401  (or use the id "rlver_env:EmpathyDialogue-v0")

    env = gym.make("EmpathyDialogue-v0")
    obs, info = env.reset(seed=0)
"""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.util
import sys
import warnings

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

#: Module paths of the previous release and where each now lives. They still import (as the new
#: module itself, with a DeprecationWarning) for one release.
MOVED_MODULES: dict[str, str] = {
    "rlver_env.aio": "rlver_env.backends.aio",
    "rlver_env.render": "rlver_env.dialogue",
    "rlver_env.agent_prompts": "rlver_env.agents.prompts",
    "rlver_env.chat_policy": "rlver_env.agents.chat",
    "rlver_env.policies": "rlver_env.agents.policy",
    "rlver_env.rollout": "rlver_env.runs.rollout",
    "rlver_env.evaluation": "rlver_env.runs.evaluation",
    "rlver_env.episode_log": "rlver_env.runs.episode_log",
    "rlver_env.prompt_packs": "rlver_env.simulators.llm.prompt_packs",
    "rlver_env.simulators.llm_simulator": "rlver_env.simulators.llm.simulator",
    "rlver_env.simulators.llm_parsing": "rlver_env.simulators.llm.parsing",
    "rlver_env.simulators.rule_based": "rlver_env.simulators.rule.simulator",
    "rlver_env.simulators.rule_features": "rlver_env.simulators.rule.features",
    "rlver_env.simulators.rule_language": "rlver_env.text",
    "rlver_env.simulators.rule_lexicon": "rlver_env.simulators.rule.lexicon",
    "rlver_env.simulators.rule_scoring": "rlver_env.simulators.rule.scoring",
    "rlver_env.simulators.rule_voice": "rlver_env.simulators.rule.voice",
    "rlver_env.persona": "rlver_env.personas.model",
    "rlver_env.persona_bank": "rlver_env.personas.bank",
    "rlver_env.persona_check": "rlver_env.personas.check",
    "rlver_env.persona_generator": "rlver_env.personas.generate",
    "rlver_env.persona_parts": "rlver_env.personas.generate.parts",
    "rlver_env.needs": "rlver_env.personas.needs",
    "rlver_env.importers": "rlver_env.personas.importers",
}


class _MovedModuleFinder(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Imports an old module path as the module that replaced it (see :data:`MOVED_MODULES`)."""

    def find_spec(self, fullname: str, path: object = None, target: object = None) -> importlib.machinery.ModuleSpec | None:
        if fullname not in MOVED_MODULES:
            return None
        return importlib.util.spec_from_loader(fullname, self)

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> object:
        new = MOVED_MODULES[spec.name]
        warnings.warn(f"{spec.name} moved to {new}; the old path goes in the next release", DeprecationWarning, stacklevel=2)
        return importlib.import_module(new)

    def exec_module(self, module: object) -> None:
        """The module was executed when it was imported under its new name."""


if not any(isinstance(finder, _MovedModuleFinder) for finder in sys.meta_path):
    sys.meta_path.append(_MovedModuleFinder())

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
