"""Built-in scripted agents: reference points for the benchmark and the demo.

Each agent maps an observation (the dialogue as chat messages or a transcript) to an action
string. They see only what a policy sees: never the persona or its hidden need.

* ``empathetic``: an adaptive listener. It answers the content of the user's last message,
  picks up one or two of their own phrases inside its sentences, names the feeling they
  expressed, and changes course with their reactions: it listens when they push back on
  advice, offers one small step when they ask for one, takes their side when they call it
  unfair, wonders aloud about other people's reasons when they ask why, and stays brief with
  a short or flat answer. Think-then-say format.
* ``solution_pusher``: answers everything with a list of things to do.
* ``dismissive``: minimises and brushes the user off.
* ``platitude``: well-meant but generic comfort.
* ``random_text``: random letter strings.
"""

from __future__ import annotations

from rlver_env.agents.base import ScriptedAgent
from rlver_env.agents.empathetic import EmpatheticAgent
from rlver_env.agents.simple import (
    DismissiveAgent,
    PlatitudeAgent,
    RandomTextAgent,
    SolutionPusherAgent,
)

__all__ = [
    "AGENTS",
    "DismissiveAgent",
    "EmpatheticAgent",
    "PlatitudeAgent",
    "RandomTextAgent",
    "ScriptedAgent",
    "SolutionPusherAgent",
    "make_agent",
]


AGENTS: dict[str, type[ScriptedAgent]] = {
    cls.name: cls for cls in (EmpatheticAgent, SolutionPusherAgent, DismissiveAgent, PlatitudeAgent, RandomTextAgent)
}


def make_agent(name: str) -> ScriptedAgent:
    """Returns a new scripted agent by name.

    Raises:
        ValueError: Naming the unknown agent and the known ones.
    """
    try:
        return AGENTS[name]()
    except KeyError:
        raise ValueError(f"unknown scripted agent {name!r}; choose one of {sorted(AGENTS)}") from None
