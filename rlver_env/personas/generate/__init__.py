"""Persona generators: offline composition from part tables, and an LLM that writes them.

* :mod:`.offline`: :func:`generate_personas`, deterministic personas composed from the typed
  part tables of :mod:`.parts` (package data under ``rlver_env/personas/data/parts/``).
* :mod:`.llm`: :func:`generate_personas_llm`, personas written by a language model, validated,
  checked against what was asked for and retried within bounds.
* :mod:`.dedupe`: :func:`near_duplicate_pairs`, near-duplicate detection by word 5-gram
  Jaccard similarity with a MinHash screen.
"""

from __future__ import annotations

from rlver_env.personas.generate.dedupe import jaccard, near_duplicate_pairs, persona_text, shingles
from rlver_env.personas.generate.llm import (
    BackendCompleter,
    CompletionBackend,
    Rejection,
    generate_personas_llm,
)
from rlver_env.personas.generate.offline import PersonaPlan, generate_personas, plan_personas
from rlver_env.personas.generate.parts import PartTables, part_tables

__all__ = [
    "BackendCompleter",
    "CompletionBackend",
    "PartTables",
    "PersonaPlan",
    "Rejection",
    "generate_personas",
    "generate_personas_llm",
    "jaccard",
    "near_duplicate_pairs",
    "part_tables",
    "persona_text",
    "plan_personas",
    "shingles",
]
