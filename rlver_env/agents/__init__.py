"""Built-in scripted agents (reference policies for the demo and the benchmark)."""

from __future__ import annotations

from rlver_env.agents.scripted import AGENTS, ScriptedAgent, make_agent

__all__ = ["AGENTS", "ScriptedAgent", "make_agent"]
