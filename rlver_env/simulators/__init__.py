"""Simulated users: the rule-based one (default) and the protocol every simulator follows."""

from __future__ import annotations

from rlver_env.simulators.base import Opening, Simulator, SimulatorStep
from rlver_env.simulators.rule.simulator import RuleBasedSimulator

__all__ = ["Opening", "RuleBasedSimulator", "Simulator", "SimulatorStep"]
