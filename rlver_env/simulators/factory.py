"""Builds a simulator from its name (``"rule"``) or passes an instance through."""

from __future__ import annotations

from typing import Any

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
