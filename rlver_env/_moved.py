"""Old import paths of modules that moved, kept for one release with a ``DeprecationWarning``.

An old module becomes a few lines that hand :func:`moved_module` its new home. Names are looked
up on first use, through the module's ``__getattr__`` (PEP 562), so the warning points at the
line that uses the old path, and ``pyproject.toml``'s
``error::DeprecationWarning:rlver_env.*`` filter turns any use inside the package into an error.
"""

from __future__ import annotations

import importlib
import warnings
from collections.abc import Callable, Sequence
from types import ModuleType
from typing import Any

#: The release that drops the old paths.
REMOVED_IN = "0.2.0"


def public_names(module: ModuleType) -> dict[str, Any]:
    """The names a module offers: not private, not a module it imported, not ``annotations``."""
    return {
        name: value
        for name, value in vars(module).items()
        if not name.startswith("_") and name != "annotations" and not isinstance(value, ModuleType)
    }


def moved_module(old: str, new: Sequence[str]) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """A module ``__getattr__`` and ``__dir__`` that forward an old module's names to new ones.

    Args:
        old: The old module's dotted name (the shim's ``__name__``).
        new: The modules that now hold its public names, searched in order.

    Returns:
        ``(__getattr__, __dir__)`` for the shim module. ``__getattr__`` returns the public name
        from the first new module that has it and warns that the old path is deprecated; it
        raises ``AttributeError`` for private and dunder names, modules, and unknown names.
    """

    def targets() -> list[ModuleType]:
        return [importlib.import_module(name) for name in new]

    def __getattr__(name: str) -> Any:
        for module in targets():
            names = public_names(module)
            if name in names:
                warnings.warn(
                    f"{old} is deprecated and goes in rlver-env {REMOVED_IN}; "
                    f"import {name} from {module.__name__} instead",
                    DeprecationWarning,
                    stacklevel=2,
                )
                return names[name]
        raise AttributeError(f"module {old!r} has no attribute {name!r}")

    def __dir__() -> list[str]:
        return sorted({name for module in targets() for name in public_names(module)})

    return __getattr__, __dir__
