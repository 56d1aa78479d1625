"""Wrappers over ``EmpathyDialogue-v0``.

* :class:`StrategyWrapper`: a strategy-level view for classic RL: the action is one of ESConv's
  eight support strategies (``Discrete(8)``), the observation a small feature vector, and
  :meth:`StrategyWrapper.action_masks` says which strategies are allowed now.
"""

from __future__ import annotations

from rlver_env.wrappers.strategy import NO_REPEAT_STRATEGIES, StrategyWrapper
from rlver_env.wrappers.strategy_realiser import STRATEGIES, STRATEGY_KEYS, StrategyRealiser
from rlver_env.wrappers.text_features import FEATURE_NAMES, text_features

__all__ = [
    "FEATURE_NAMES",
    "NO_REPEAT_STRATEGIES",
    "STRATEGIES",
    "STRATEGY_KEYS",
    "StrategyRealiser",
    "StrategyWrapper",
    "text_features",
]
