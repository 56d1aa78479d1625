"""Deprecated: the old home of the verl adapter; removed in the next release.

Until then it keeps its verl-free names importable: :class:`DialogueSessions` and
:data:`INTERACTION_KWARGS` now live in :mod:`rlver_env.integrations.dialogue_sessions`.
The verl 0.7 ``EmpathyDialogueInteraction`` is gone: verl 0.8 removed ``verl.interactions``,
and rlver-env now rolls dialogues out with the verl >= 0.9 agent loop
:class:`rlver_env.integrations.verl_agent_loop.EmpathyDialogueAgentLoop`. Looking the old class
up raises an ``ImportError`` that says so (verl 0.7's interaction registry does that lookup).
Importing this module never imports verl.
"""

from __future__ import annotations

import warnings
from typing import Any

from rlver_env.integrations.dialogue_sessions import INTERACTION_KWARGS, DialogueSessions

#: The last verl release with ``verl.interactions`` (the one the removed interaction targeted).
LAST_INTERACTION_VERL = "0.7.1"
_REMOVED = "EmpathyDialogueInteraction"

warnings.warn(
    "rlver_env.integrations.verl is deprecated and will be removed in the next release: "
    "import DialogueSessions from rlver_env.integrations.dialogue_sessions, and use "
    "rlver_env.integrations.verl_agent_loop.EmpathyDialogueAgentLoop with verl 0.9",
    DeprecationWarning,
    stacklevel=2,
)


def __getattr__(name: str) -> Any:
    if name == _REMOVED:
        raise ImportError(
            "rlver_env.integrations.verl.EmpathyDialogueInteraction (a verl 0.7 interaction) was "
            "removed: verl 0.8 dropped verl.interactions. With verl 0.9 use the agent loop "
            "rlver_env.integrations.verl_agent_loop.EmpathyDialogueAgentLoop (see "
            f"baselines/verl/README.md); for verl {LAST_INTERACTION_VERL}, use an rlver-env from "
            "before the agent loop, whose interaction targets that release",
            name=name,
        )
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["INTERACTION_KWARGS", "LAST_INTERACTION_VERL", "DialogueSessions"]
