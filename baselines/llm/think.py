"""The think-then-say scaffold, re-exported from its one source, :mod:`rlver_env.agents.think_scaffold`.

The trainer and the evaluation generate with it (``think_scaffold: true``), and
``rlver-env bench --policy hf:<model> --think-scaffold`` plays a model through the same
:class:`ThinkScaffold`, so a checkpoint trained with the scaffold is benchmarked as it was trained.
"""

from __future__ import annotations

from rlver_env.agents.think_scaffold import (
    DEFAULT_MAX_THOUGHT_SENTENCES,
    DEFAULT_MAX_THOUGHT_TOKENS,
    ThinkScaffold,
    build_generator,
)

__all__ = ["DEFAULT_MAX_THOUGHT_SENTENCES", "DEFAULT_MAX_THOUGHT_TOKENS", "ThinkScaffold", "build_generator"]
