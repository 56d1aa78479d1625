"""The settings of the verl dialogue rollout: episode rules, personas, simulator and scoring.

verl builds the agent loop from an entry of its agent-loop YAML (see
``baselines/verl/agent_loop.yaml``) and passes the entry's ``dialogue:`` block to it. This
module turns that block into a checked :class:`VerlInteractionConfig` (named after the verl 0.7
*interaction* it first configured), and keeps the expensive parts (the persona bank, the
simulator and its HTTP clients) shared within a process: verl builds a fresh agent-loop object
for every dialogue it rolls out.
"""

from __future__ import annotations

import dataclasses
import json
import threading
from collections.abc import Mapping, Sequence
from typing import Any

from rlver_env.action_parser import THINK_MODES
from rlver_env.personas.bank import PersonaBank
from rlver_env.personas.needs import check_difficulty
from rlver_env.rules import resolve_rules
from rlver_env.simulators.base import Simulator
from rlver_env.simulators.factory import SIMULATOR_NAMES, make_simulator

REWARD_MODES = ("dense", "sparse")
#: What a finished dialogue scores as its trajectory reward (``reward_score`` in verl).
SCORES = ("final_emotion", "return")
#: The end reasons a dialogue can have: the env's, plus ``"response_length"`` (verl's token
#: budget for the whole dialogue ran out before the env ended it).
END_REASONS = (
    "success",
    "failure",
    "goodbye",
    "max_turns",
    "budget",
    "simulator_error",
    "response_length",
)
#: End reasons whose partial return is no training signal (the default ``unscorable_reasons``).
UNSCORABLE_REASONS = ("simulator_error", "budget")


@dataclasses.dataclass(frozen=True)
class VerlInteractionConfig:
    """What one agent loop plays: the env's arguments plus the adapter's own settings.

    Attributes:
        name: The agent loop's name (its agent-loop YAML entry's ``name``); dataset rows pick
            it with ``agent_name`` and repeat it as ``interaction_kwargs.name``.
        personas: The persona source, as ``EmpathyDialogueEnv`` takes it: ``"bundled:train"``
            (default), ``"bundled:test"``, ``"bundled:all"``, a ``.json``/``.jsonl`` file or a
            folder. It must hold every persona id the dataset rows name.
        rules: ``"rlver"`` (default: start 30, 8 turns, unclamped change) or ``"sage"``.
        difficulty: Forces one difficulty on every dialogue; ``None`` (default) uses each
            row's ``difficulty`` or else each persona's own.
        max_turns: Overrides the rules' turn cap; ``None`` keeps it.
        think_mode: How agent turns are parsed: ``"optional"`` (default), ``"required"``
            (a turn without ``<think>...</think>`` is a format error) or ``"off"``.
        reward_mode: ``"dense"`` (default): each turn scores the emotion change divided by
            ``reward_scale``. ``"sparse"``: 0, then the final emotion / ``reward_scale``.
        reward_scale: The divisor of emotion points (default 100, RLVER's emotion / 100).
        format_penalty: Subtracted from a turn's score when its format is wrong (default 0).
        token_budget: Ends a dialogue (truncated, reason ``"budget"``) once the simulator
            has used this many tokens; ``None`` (default): no budget.
        simulator: ``"rule"`` (default, offline and deterministic), ``"llm"`` (an LLM user;
            see ``simulator_kwargs``) or, from Python only, a ``Simulator`` instance.
        simulator_kwargs: Arguments of the named simulator, e.g. for ``"llm"``:
            ``{"backend": "openai", "base_url": ["http://sim-0:8000/v1", ...],
            "model": "Qwen/Qwen2.5-72B-Instruct", "backend_kwargs": {"max_concurrency": 64}}``.
        simulator_in_thread: Run a simulator that has no async path of its own (the rule
            simulator) in a worker thread, so a slow turn never blocks verl's event loop
            (default true). Simulators with an async path (the LLM one) always run on the loop.
        max_live_dialogues: The most dialogues one process keeps open per settings; past it
            the least recently used is dropped with a warning. Default 4096.
        score: The trajectory reward of a finished dialogue: ``"final_emotion"`` (default,
            RLVER's: the final emotion / ``reward_scale``) or ``"return"`` (the sum of the
            turn scores: the emotion change / ``reward_scale`` under ``dense``).
        unscorable_reasons: End reasons that make a dialogue no training signal: its
            ``response_mask`` is zeroed, so verl's losses skip it, and it is counted in the
            ``env/unscorable`` metric. Default ``("simulator_error", "budget")``.
    """

    name: str = "rlver"
    personas: Any = "bundled:train"
    rules: str = "rlver"
    difficulty: str | None = None
    max_turns: int | None = None
    think_mode: str = "optional"
    reward_mode: str = "dense"
    reward_scale: float = 100.0
    format_penalty: float = 0.0
    token_budget: int | None = None
    simulator: Any = "rule"
    simulator_kwargs: dict[str, Any] = dataclasses.field(default_factory=dict)
    simulator_in_thread: bool = True
    max_live_dialogues: int = 4096
    score: str = "final_emotion"
    unscorable_reasons: tuple[str, ...] = UNSCORABLE_REASONS

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not self.name:
            raise ValueError(f"name must be a non-empty string, got {self.name!r}")
        resolve_rules(self.rules)
        if self.difficulty is not None:
            check_difficulty(self.difficulty)
        if self.max_turns is not None and int(self.max_turns) < 1:
            raise ValueError(f"max_turns must be at least 1 or None, got {self.max_turns}")
        if self.think_mode not in THINK_MODES:
            raise ValueError(
                f"unknown think_mode {self.think_mode!r}; choose one of {list(THINK_MODES)}"
            )
        if self.reward_mode not in REWARD_MODES:
            raise ValueError(
                f"unknown reward_mode {self.reward_mode!r}; choose one of {list(REWARD_MODES)}"
            )
        if not float(self.reward_scale) > 0:
            raise ValueError(f"reward_scale must be positive, got {self.reward_scale}")
        if float(self.format_penalty) < 0:
            raise ValueError(f"format_penalty must be >= 0, got {self.format_penalty}")
        if self.token_budget is not None and int(self.token_budget) <= 0:
            raise ValueError(f"token_budget must be positive or None, got {self.token_budget}")
        if isinstance(self.simulator, Simulator):
            if self.simulator_kwargs:
                raise ValueError("simulator_kwargs cannot be given with a Simulator instance")
        elif self.simulator not in SIMULATOR_NAMES:
            raise ValueError(
                f"unknown simulator {self.simulator!r}; choose one of {list(SIMULATOR_NAMES)} "
                "(or pass a Simulator instance from Python)"
            )
        if not isinstance(self.simulator_kwargs, Mapping):
            raise TypeError(
                f"simulator_kwargs must be a mapping, got {type(self.simulator_kwargs).__name__}"
            )
        if int(self.max_live_dialogues) < 1:
            raise ValueError(
                f"max_live_dialogues must be at least 1, got {self.max_live_dialogues}"
            )
        if self.score not in SCORES:
            raise ValueError(f"unknown score {self.score!r}; choose one of {list(SCORES)}")
        if isinstance(self.unscorable_reasons, str):
            raise TypeError(
                f"unscorable_reasons must be a list of end reasons, got the string "
                f"{self.unscorable_reasons!r}; write [{self.unscorable_reasons!r}]"
            )
        unknown = sorted(set(self.unscorable_reasons) - set(END_REASONS))
        if unknown:
            raise ValueError(
                f"unknown unscorable_reasons {unknown}; choose from {list(END_REASONS)}"
            )
        # A tuple, so the settings compare equal however the YAML spelled the list.
        object.__setattr__(self, "unscorable_reasons", tuple(self.unscorable_reasons))

    @classmethod
    def from_mapping(cls, config: Mapping[str, Any]) -> VerlInteractionConfig:
        """Builds the settings from an agent-loop entry's ``dialogue`` mapping.

        Raises:
            ValueError: For an unknown key (naming it and the known ones) or a bad value.
        """
        known = {field.name for field in dataclasses.fields(cls)}
        unknown = sorted(set(config) - known)
        if unknown:
            raise ValueError(
                f"unknown dialogue config keys {unknown}; known keys: {sorted(known)}"
            )
        values = _plain(config)
        if values.get("simulator_kwargs") is None:
            values.pop("simulator_kwargs", None)
        else:
            values["simulator_kwargs"] = dict(values["simulator_kwargs"])
        return cls(**values)

    def env_kwargs(self) -> dict[str, Any]:
        """The ``EmpathyDialogueEnv`` arguments these settings stand for (without personas/simulator)."""
        return {
            "rules": self.rules,
            "difficulty": self.difficulty,
            "max_turns": self.max_turns,
            "think_mode": self.think_mode,
            "reward_mode": self.reward_mode,
            "reward_scale": float(self.reward_scale),
            "format_penalty": float(self.format_penalty),
            "token_budget": self.token_budget,
        }


def _plain(value: Any) -> Any:
    """Plain dicts and lists all the way down (verl hands over OmegaConf containers)."""
    if isinstance(value, Mapping):
        return {str(key): _plain(item) for key, item in value.items()}
    if isinstance(value, Sequence) and not isinstance(value, (str, bytes)):
        return [_plain(item) for item in value]
    return value


_SHARED_LOCK = threading.Lock()
_SHARED_BANKS: dict[str, PersonaBank] = {}
_SHARED_SIMULATORS: dict[str, Simulator] = {}


def _key(value: Any) -> str:
    return json.dumps(value, sort_keys=True, default=repr)


def shared_resources(config: VerlInteractionConfig) -> tuple[PersonaBank, Simulator]:
    """Returns the persona bank and simulator for ``config``, built once per process.

    Interactions with equal ``personas`` share one bank; equal ``simulator`` and
    ``simulator_kwargs`` share one simulator (simulators keep per-dialogue notes in the dialogue
    state, never in themselves, and the HTTP backend keeps one client per event loop). A
    ``Simulator`` instance in the config is used as it is.

    Raises:
        PersonaError: If the personas cannot be loaded.
        ValueError: For bad simulator arguments.
    """
    bank_key = _key(config.personas)
    with _SHARED_LOCK:
        bank = _SHARED_BANKS.get(bank_key)
        if bank is None:
            bank = PersonaBank(config.personas)
            _SHARED_BANKS[bank_key] = bank
        if isinstance(config.simulator, Simulator):
            return bank, config.simulator
        sim_key = _key([config.simulator, config.simulator_kwargs])
        simulator = _SHARED_SIMULATORS.get(sim_key)
        if simulator is None:
            simulator = make_simulator(config.simulator, **config.simulator_kwargs)
            _SHARED_SIMULATORS[sim_key] = simulator
        return bank, simulator
