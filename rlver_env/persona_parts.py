"""Deprecated alias of :mod:`rlver_env.personas.generate.parts`; it goes in rlver-env 0.2.0.

The part tables are package data now (``rlver_env/personas/data/parts/``), read by
:func:`~rlver_env.personas.generate.parts.part_tables`. The old table constants (``EVENTS``,
``DOMAINS``, ``NEEDS``, ...) are the same-named fields of that result, in lower case; the part
classes (``EventPart``, ``NeedPart``, ...) are the classes of the new module. Each name warns
(``DeprecationWarning``) when imported from here.
"""

from __future__ import annotations

import dataclasses
import warnings
from typing import Any

from rlver_env._moved import REMOVED_IN, moved_module, public_names

_NEW = "rlver_env.personas.generate.parts"
_, _dir_classes = moved_module(__name__, (_NEW,))


def __getattr__(name: str) -> Any:
    from rlver_env.personas.generate import parts

    tables = {field.name for field in dataclasses.fields(parts.PartTables)}
    if name.isupper() and name.lower() in tables:
        value, instead = getattr(parts.part_tables(), name.lower()), f"part_tables().{name.lower()} from {_NEW}"
    elif name in public_names(parts):
        value, instead = public_names(parts)[name], f"{name} from {_NEW}"
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    warnings.warn(
        f"{__name__} is deprecated and goes in rlver-env {REMOVED_IN}; use {instead} instead",
        DeprecationWarning,
        stacklevel=2,
    )
    return value


def __dir__() -> list[str]:
    from rlver_env.personas.generate.parts import PartTables

    return sorted({*_dir_classes(), *(field.name.upper() for field in dataclasses.fields(PartTables))})
