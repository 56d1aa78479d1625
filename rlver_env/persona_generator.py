"""Deprecated alias of :mod:`rlver_env.personas.generate`; it goes in rlver-env 0.2.0.

The module split in three: :mod:`rlver_env.personas.generate.offline` (``generate_personas``),
:mod:`rlver_env.personas.generate.llm` (``generate_personas_llm``, ``CompletionBackend``,
``Rejection``, ``BackendCompleter``) and :mod:`rlver_env.personas.generate.dedupe`
(``near_duplicate_pairs``, ``persona_text``, ``shingles``, ``jaccard``). Importing a name from
here warns (``DeprecationWarning``) and returns the object of its new module.
"""

from __future__ import annotations

from rlver_env._moved import moved_module

__getattr__, __dir__ = moved_module(
    __name__,
    (
        "rlver_env.personas.generate.offline",
        "rlver_env.personas.generate.llm",
        "rlver_env.personas.generate.dedupe",
    ),
)
