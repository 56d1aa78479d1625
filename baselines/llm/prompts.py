"""The agent's system prompts, re-exported from their one source, :mod:`rlver_env.agents.prompts`.

The trainer, the TRL rollout and the verl dataset build their chat with these, and
``rlver-env bench --policy hf:<checkpoint>`` sends the same text, so a trained model is
benchmarked with the prompt it was trained with (``tests/agents/test_agent_prompt.py`` checks it).
"""

from __future__ import annotations

from rlver_env.agents.prompts import NO_THINK_SYSTEM_PROMPT, THINK_SYSTEM_PROMPT, system_prompt

#: The names this module had when it held its own prompts.
SYSTEM_PROMPT_THINK = THINK_SYSTEM_PROMPT
SYSTEM_PROMPT_NO_THINK = NO_THINK_SYSTEM_PROMPT

__all__ = ["NO_THINK_SYSTEM_PROMPT", "SYSTEM_PROMPT_NO_THINK", "SYSTEM_PROMPT_THINK", "THINK_SYSTEM_PROMPT", "system_prompt"]
