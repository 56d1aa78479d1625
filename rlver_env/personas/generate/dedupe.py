"""Near-duplicate personas: Jaccard similarity of word 5-gram sets, screened by MinHash.

:func:`near_duplicate_pairs` compares every pair of a set of personas; the LLM generator uses
:func:`shingles` and :func:`jaccard` to refuse a reply too close to one it already accepted.
Only prose counts (:func:`persona_text`): ids, enums, tags and the source record are skipped.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from rlver_env.personas.model import Persona

_SKIP_KEYS = frozenset({"id", "source", "tags", "schema_version", "language", "kind", "disposition", "default_difficulty", "domain"})


def persona_text(persona: Mapping[str, Any] | Persona) -> str:
    """All the prose of a persona (every string value except ids, enums, tags and source)."""
    data = persona.data if isinstance(persona, Persona) else persona
    out: list[str] = []

    def walk(value: Any) -> None:
        if isinstance(value, str):
            out.append(value)
        elif isinstance(value, Mapping):
            for key, item in value.items():
                if key not in _SKIP_KEYS:
                    walk(item)
        elif isinstance(value, (list, tuple)):
            for item in value:
                walk(item)

    walk(data)
    return "\n".join(out)


def shingles(text: str, k: int = 5) -> set[int]:
    """The 64-bit hashes of the word ``k``-grams of a text (lower-cased words and numbers)."""
    words = re.findall(r"[a-z0-9]+(?:'[a-z]+)?", text.lower())
    grams = [" ".join(words[i : i + k]) for i in range(max(1, len(words) - k + 1))] if words else []
    return {int.from_bytes(hashlib.blake2b(g.encode(), digest_size=8).digest(), "little") for g in grams}


def jaccard(a: set[int], b: set[int]) -> float:
    """The Jaccard similarity of two sets (0 when both are empty)."""
    union = len(a | b)
    return len(a & b) / union if union else 0.0


def _minhash(sets: Sequence[set[int]], num_perm: int) -> np.ndarray:
    rng = np.random.default_rng(0x5EED)
    mult = rng.integers(1, 2**63, size=num_perm, dtype=np.uint64) | np.uint64(1)
    add = rng.integers(0, 2**63, size=num_perm, dtype=np.uint64)
    signatures = np.full((len(sets), num_perm), np.iinfo(np.uint64).max, dtype=np.uint64)
    with np.errstate(over="ignore"):
        for row, values in enumerate(sets):
            if values:
                x = np.fromiter(values, dtype=np.uint64, count=len(values))
                # Multiply-shift hashing: wrap-around multiplication is the point.
                hashed = (np.outer(mult, x) + add[:, None]) >> np.uint64(32)
                signatures[row] = hashed.min(axis=1)
    return signatures


def near_duplicate_pairs(
    personas: Sequence[Mapping[str, Any] | Persona], threshold: float = 0.5, k: int = 5, num_perm: int = 128
) -> list[tuple[int, int, float]]:
    """Pairs of personas whose texts are near-duplicates.

    MinHash signatures estimate every pair's Jaccard similarity of word ``k``-gram sets; pairs
    estimated within 0.15 of the threshold are then measured exactly.

    Args:
        personas: Persona dicts or :class:`Persona` objects.
        threshold: The exact Jaccard similarity at or above which two personas count as
            near-duplicates.
        k: The shingle length in words.
        num_perm: The MinHash signature length.

    Returns:
        ``(i, j, similarity)`` for each near-duplicate pair, ``i < j``, by index.
    """
    sets = [shingles(persona_text(p), k) for p in personas]
    signatures = _minhash(sets, num_perm)
    pairs = []
    for i in range(len(sets) - 1):
        estimates = (signatures[i + 1 :] == signatures[i]).mean(axis=1)
        for offset in np.flatnonzero(estimates >= threshold - 0.15):
            j = i + 1 + int(offset)
            similarity = jaccard(sets[i], sets[j])
            if similarity >= threshold:
                pairs.append((i, j, similarity))
    return pairs
