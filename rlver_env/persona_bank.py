"""Deprecated alias of :mod:`rlver_env.personas.bank`; it goes in rlver-env 0.2.0.

Importing a name from here warns (``DeprecationWarning``) and returns the object of the new
module. Import from :mod:`rlver_env.personas.bank` instead.
"""

from __future__ import annotations

from rlver_env._moved import moved_module

__getattr__, __dir__ = moved_module(__name__, ("rlver_env.personas.bank",))
