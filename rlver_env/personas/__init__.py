"""Personas: the simulated users, their vocabularies, the bundled library and the generators.

=====================  ====================================================================
module                 what it holds
=====================  ====================================================================
:mod:`.model`          :class:`Persona`, schema validation, loading files, folders and the
                       bundled library
:mod:`.needs`          the hidden needs, dispositions and difficulties
:mod:`.bank`           :class:`PersonaBank`: the personas an env samples from
:mod:`.check`          ``rlver-env personas validate``: every problem of a file at once
:mod:`.importers`      the official RLVER and SAGE profile files, converted
:mod:`.generate`       the offline composer, the LLM generator, near-duplicate detection
``data/``              package data: the bundled library (``en/train/``, ``en/test/``,
                       ``splits.json``), the generator's part tables (``parts/``) and the
                       LLM generator's prompts (``prompts/``)
=====================  ====================================================================

The bundled English library lives here, in ``data/``, as package data of ``rlver_env``. Every
way in goes through :func:`load_bundled` and the ``"bundled:train|test|all"`` sources; the files
are read with ``importlib.resources`` from ``rlver_env.personas``, next to the code that
validates them, the part tables and the schema.
"""

from __future__ import annotations

from rlver_env.personas.bank import PersonaBank, find_bundled
from rlver_env.personas.model import (
    Persona,
    load_bundled,
    load_persona_dir,
    load_persona_file,
    load_personas,
    persona_errors,
    persona_schema,
    validate_persona,
)

__all__ = [
    "Persona",
    "PersonaBank",
    "find_bundled",
    "load_bundled",
    "load_persona_dir",
    "load_persona_file",
    "load_personas",
    "persona_errors",
    "persona_schema",
    "validate_persona",
]
