"""Builds a simulator from its name (``"rule"``) or passes an instance through."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rlver_env.errors import PersonaError
from rlver_env.personas.model import Persona
from rlver_env.simulators.base import Simulator

SIMULATOR_NAMES = ("rule", "llm")


def make_simulator(simulator: str | Simulator, **kwargs: Any) -> Simulator:
    """Returns a simulator.

    Args:
        simulator: A name from :data:`SIMULATOR_NAMES` or a :class:`Simulator` instance.
        **kwargs: Keyword arguments for the named simulator's constructor.

    Raises:
        ValueError: For an unknown name, or keyword arguments given with an instance.
    """
    if isinstance(simulator, Simulator):
        if kwargs:
            raise ValueError(f"simulator_kwargs {sorted(kwargs)} given with a simulator instance")
        return simulator
    if simulator == "rule":
        from rlver_env.simulators.rule.simulator import RuleBasedSimulator

        if kwargs:
            llm_only = sorted(set(kwargs) & {"backend", "base_url", "model"})
            hint = f"; {', '.join(llm_only)} configure simulator='llm'" if llm_only else ""
            raise ValueError(f"the rule simulator takes no simulator_kwargs, got {sorted(kwargs)}{hint}")
        return RuleBasedSimulator()
    if simulator == "llm":
        from rlver_env.simulators.llm.simulator import LLMSimulator

        return LLMSimulator(**kwargs)
    raise ValueError(f"unknown simulator {simulator!r}; choose one of {list(SIMULATOR_NAMES)} or pass a Simulator")


def simulator_check(simulator: str) -> Callable[[Persona], None]:
    """The check that a simulator makes of a persona before it plays it.

    Args:
        simulator: ``"rule"`` or ``"llm"``.

    Returns:
        A function that raises :class:`~rlver_env.errors.PersonaError` (naming the persona and
        what is missing) for a persona that simulator cannot play.

    Raises:
        PersonaError: For an unknown simulator name.
    """
    if simulator == "rule":
        from rlver_env.simulators.rule.simulator import RuleBasedSimulator

        return RuleBasedSimulator().check_persona
    if simulator == "llm":
        # What LLMSimulator.check_persona checks, without building a backend: a prompt pack
        # in the persona's language.
        from rlver_env.simulators.llm.prompt_packs import pack_for

        return pack_for
    raise PersonaError(f"unknown simulator {simulator!r}; choose 'rule' or 'llm'")
