"""The persona bank: a set of personas to draw dialogues from, with filters and weights."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import numpy as np

from rlver_env.errors import PersonaError
from rlver_env.personas.model import Persona, load_bundled, load_personas


def find_bundled(persona_id: str) -> Persona | None:
    """Looks a persona id up across every split of the bundled library.

    Args:
        persona_id: The id to look for.

    Returns:
        The bundled persona (its ``split`` says which split holds it), or ``None``.
    """
    for persona in load_bundled("all"):
        if persona.id == persona_id:
            return persona
    return None


def unknown_id_message(persona_id: str, size: int) -> str:
    """The message for an id a bank does not hold, naming the bundled split that has it.

    Args:
        persona_id: The id that was asked for.
        size: How many personas the bank holds.
    """
    message = f"unknown persona id {persona_id!r} (this bank holds {size} personas)"
    found = find_bundled(persona_id) if isinstance(persona_id, str) else None
    if found is not None:
        message += (
            f"; it is in the bundled {found.split} split: load that split with "
            f"personas='bundled:{found.split}' (or 'bundled:all' for both splits)"
        )
    return message


class PersonaBank:
    """An ordered collection of personas that an env samples from.

    Sampling uses the generator it is given (the env's ``np_random``), so it is reproducible
    through ``reset(seed=...)``.

    Args:
        personas: Anything :func:`rlver_env.personas.model.load_personas` accepts, or a bank.
        weights: Optional sampling weights: a sequence aligned with the personas, or a function
            from persona to a non-negative weight. Uniform by default.
    """

    def __init__(
        self,
        personas: Any,
        weights: Sequence[float] | Callable[[Persona], float] | None = None,
    ) -> None:
        if isinstance(personas, PersonaBank):
            self._personas = list(personas.personas)
        else:
            self._personas = load_personas(personas)
        self._by_id = {p.id: p for p in self._personas}
        self._weights = self._resolve_weights(weights)

    def _resolve_weights(self, weights: Any) -> np.ndarray | None:
        if weights is None:
            return None
        values = [float(weights(p)) for p in self._personas] if callable(weights) else [float(w) for w in weights]
        if len(values) != len(self._personas):
            raise ValueError(f"got {len(values)} weights for {len(self._personas)} personas")
        array = np.asarray(values, dtype=np.float64)
        if np.any(array < 0) or not np.isfinite(array).all() or array.sum() <= 0:
            raise ValueError("persona weights must be finite, non-negative and not all zero")
        return array / array.sum()

    @property
    def personas(self) -> list[Persona]:
        """The personas, in bank order."""
        return list(self._personas)

    @property
    def ids(self) -> list[str]:
        """The persona ids, in bank order."""
        return [p.id for p in self._personas]

    def __len__(self) -> int:
        return len(self._personas)

    def __iter__(self) -> Iterator[Persona]:
        return iter(self._personas)

    def __contains__(self, persona_id: object) -> bool:
        return persona_id in self._by_id

    def get(self, persona_id: str) -> Persona:
        """Returns the persona with this id.

        Raises:
            PersonaError: Naming the unknown id, and the bundled split that holds it if one
                does (e.g. a test persona asked of the default train bank).
        """
        try:
            return self._by_id[persona_id]
        except KeyError:
            raise PersonaError(unknown_id_message(persona_id, len(self))) from None

    def filter(
        self,
        split: str | None = None,
        hidden_need: str | Sequence[str] | None = None,
        disposition: str | Sequence[str] | None = None,
        difficulty: str | Sequence[str] | None = None,
        language: str | Sequence[str] | None = None,
    ) -> PersonaBank:
        """Returns a bank of the personas that match every given criterion.

        Raises:
            PersonaError: If nothing matches.
        """

        def _as_set(value: str | Sequence[str] | None) -> set[str] | None:
            if value is None:
                return None
            return {value} if isinstance(value, str) else set(value)

        criteria = {
            "split": (_as_set(split), lambda p: p.split),
            "hidden_need": (_as_set(hidden_need), lambda p: p.hidden_need),
            "disposition": (_as_set(disposition), lambda p: p.disposition),
            "difficulty": (_as_set(difficulty), lambda p: p.default_difficulty),
            "language": (_as_set(language), lambda p: p.language),
        }
        keep = [
            p
            for p in self._personas
            if all(allowed is None or get(p) in allowed for allowed, get in criteria.values())
        ]
        if not keep:
            asked = {k: sorted(v[0]) for k, v in criteria.items() if v[0] is not None}
            raise PersonaError(f"no persona matches {asked}")
        return PersonaBank(keep)

    def sample(self, rng: np.random.Generator) -> Persona:
        """Draws one persona with the bank's weights."""
        index = int(rng.choice(len(self._personas), p=self._weights))
        return self._personas[index]

    def counts(self) -> dict[str, dict[str, int]]:
        """Counts by hidden need, disposition, split, difficulty and language."""
        return {
            "hidden_need": dict(sorted(Counter(p.hidden_need for p in self._personas).items())),
            "disposition": dict(sorted(Counter(p.disposition for p in self._personas).items())),
            "split": dict(sorted(Counter(str(p.split) for p in self._personas).items())),
            "difficulty": dict(sorted(Counter(p.default_difficulty for p in self._personas).items())),
            "language": dict(sorted(Counter(p.language for p in self._personas).items())),
        }
