"""Harvesting the rule simulator's lexicon: the literal phrases its patterns and word lists match."""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any

LEXICON_MODULE = "rlver_env.simulators.rule.lexicon"


class _Unexpandable(Exception):
    """A regex construct the small expander does not enumerate."""


_LITERAL_ESCAPES = set(".?+*()[]{}|\\/-'\"!,:;")
_PRODUCT_CAP = 512


def _product(left: list[str], right: list[str]) -> list[str]:
    out = [a + b for a in left for b in right]
    return out[:_PRODUCT_CAP]


def _parse_alternation(pattern: str, i: int) -> tuple[list[str], int]:
    branches: list[str] = []
    while True:
        sequence, i = _parse_sequence(pattern, i)
        branches += sequence
        if i < len(pattern) and pattern[i] == "|":
            i += 1
            continue
        return branches[:_PRODUCT_CAP], i


def _parse_sequence(pattern: str, i: int) -> tuple[list[str], int]:
    variants = [""]
    while i < len(pattern) and pattern[i] not in "|)":
        atom, i = _parse_atom(pattern, i)
        if i < len(pattern) and pattern[i] in "?*+":
            quantifier = pattern[i]
            i += 1
            if i < len(pattern) and pattern[i] == "?":
                i += 1  # a lazy quantifier enumerates the same strings
            if quantifier in "?*":
                atom = atom + [""]
        elif i < len(pattern) and pattern[i] == "{":
            raise _Unexpandable(pattern)
        variants = _product(variants, atom)
    return variants, i


def _parse_atom(pattern: str, i: int) -> tuple[list[str], int]:
    char = pattern[i]
    if char == "(":
        if pattern.startswith("(?:", i):
            i += 3
        elif pattern.startswith("(?", i):
            raise _Unexpandable(pattern)  # look-arounds and flags
        else:
            i += 1
        inner, i = _parse_alternation(pattern, i)
        if i >= len(pattern) or pattern[i] != ")":
            raise _Unexpandable(pattern)
        return inner, i + 1
    if char == "\\":
        if i + 1 >= len(pattern):
            raise _Unexpandable(pattern)
        escaped = pattern[i + 1]
        if escaped in "bB":
            return [""], i + 2
        if escaped == "s":
            return [" "], i + 2
        if escaped in _LITERAL_ESCAPES:
            return [escaped], i + 2
        raise _Unexpandable(pattern)
    if char in "[.{":
        raise _Unexpandable(pattern)
    if char in "^$":
        return [""], i + 1
    return [char], i + 1


def expand_pattern(pattern: str, limit: int = 24) -> list[str]:
    """The literal phrases a simple regex matches (alternations, optional parts), at most ``limit``.

    ``r"that sounds (?:so )?(?:hard|rough)"`` gives ``["that sounds so hard", ...]``. A pattern
    with constructs beyond that (character classes, ``\\d``, look-arounds, counted repeats)
    gives ``[]``. When there are more than ``limit`` phrases an evenly spaced selection is kept,
    so every alternative of the first group stays represented.
    """
    try:
        variants, end = _parse_alternation(pattern, 0)
        if end != len(pattern):
            raise _Unexpandable(pattern)
    except _Unexpandable:
        return []
    phrases = list(dict.fromkeys(" ".join(v.split()) for v in variants))
    phrases = [p for p in phrases if p]
    if len(phrases) > limit:
        step = len(phrases) / limit
        phrases = [phrases[int(k * step)] for k in range(limit)]
    return phrases


def _string_lists(name: str, value: Any) -> list[tuple[str, list[str]]]:
    if isinstance(value, (list, tuple, set, frozenset)):
        items = sorted(value) if isinstance(value, (set, frozenset)) else list(value)
        if items and all(isinstance(x, str) for x in items):
            return [(name, items)]
    elif isinstance(value, dict):
        found = []
        for key, inner in value.items():
            found += _string_lists(f"{name}:{key}", inner)
        return found
    return []


def harvest_lexicon(module: ModuleType | str = LEXICON_MODULE, per_pattern: int = 24) -> dict[str, tuple[str, ...]]:
    """Literal phrases from a lexicon module's pattern and word lists, by list name.

    Every module-level list, tuple or set of strings (or dict of them) whose name ends with
    ``_PATTERNS`` or ``_WORDS`` is expanded with :func:`expand_pattern`; what cannot be
    expanded is skipped, and lists that give nothing are left out.
    """
    if isinstance(module, str):
        module = importlib.import_module(module)
    pools: dict[str, tuple[str, ...]] = {}
    for name in sorted(vars(module)):
        if name.startswith("_") or not name.endswith(("_PATTERNS", "_WORDS")):
            continue
        for pool_name, items in _string_lists(name, getattr(module, name)):
            phrases: list[str] = []
            for item in items:
                phrases += expand_pattern(item, per_pattern)
            phrases = list(dict.fromkeys(phrases))
            if phrases:
                pools[pool_name] = tuple(phrases)
    return pools
