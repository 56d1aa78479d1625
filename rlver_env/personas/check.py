"""Checking persona files the way ``rlver-env personas validate`` does: every problem at once.

Loading (:func:`rlver_env.personas.model.load_personas`) stops at the first bad persona. A check reads
on and reports every bad file, every bad line of a ``.jsonl`` file and every bad field of each
persona; with a simulator named, also what that simulator needs; and it warns where a persona
is valid but outside the ranges of ``docs/persona-authoring.md`` (4-6 concerns of 2-6 lowercase
keywords, 5-8 story beats, 2-5 praiseworthy acts, 1-3 triggers).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from rlver_env.errors import PersonaError
from rlver_env.personas.model import (
    Persona,
    persona_errors,
    persona_files,
    read_persona_records,
)

#: ``(field, least, most, noun)``: the authoring guide's range for each ``rule_sim`` list.
GUIDE_RANGES: tuple[tuple[str, int, int, str], ...] = (
    ("concerns", 4, 6, "concern"),
    ("story_beats", 5, 8, "story beat"),
    ("praiseworthy_acts", 2, 5, "praiseworthy act"),
    ("triggers", 1, 3, "trigger"),
)
#: The guide's range for the keywords of one concern.
KEYWORDS_RANGE = (2, 6)
#: The ``voice`` lines the guide asks for beyond the schema's three emotion bands.
GUIDE_VOICE_KEYS = ("need_met", "need_missed", "goodbye_success", "goodbye_failure")


@dataclasses.dataclass
class PersonaCheck:
    """What checking one path found.

    Attributes:
        path: The file or folder checked.
        personas: The personas that passed every check, in file order.
        errors: One message per problem (each names the file or ``file:line``, the persona id
            and the field); the path fails if there is any.
        warnings: Where a valid persona is outside the authoring guide's ranges.
    """

    path: str
    personas: list[Persona] = dataclasses.field(default_factory=list)
    errors: list[str] = dataclasses.field(default_factory=list)
    warnings: list[str] = dataclasses.field(default_factory=list)

    @property
    def ok(self) -> bool:
        """Whether the path has no errors (warnings do not count)."""
        return not self.errors


def check_path(path: str | Path, can_play: Callable[[Persona], None] | None = None) -> PersonaCheck:
    """Checks every persona under a file or folder and reports every problem.

    Args:
        path: A ``.json``/``.jsonl`` file or a folder of them (searched recursively).
        can_play: Also checks what a simulator needs: a function that raises
            :class:`~rlver_env.errors.PersonaError` for a persona it cannot play, such as
            :func:`rlver_env.simulators.factory.simulator_check` ``("rule")``.

    Returns:
        The personas that passed, the errors and the warnings.
    """
    check = PersonaCheck(str(path))
    target = Path(path).expanduser()
    if target.is_dir():
        try:
            files = persona_files(target)
        except PersonaError as exc:
            check.errors.append(str(exc))
            return check
    elif target.is_file():
        files = [target]
    else:
        check.errors.append(f"{path}: not a persona file or folder")
        return check
    seen: dict[str, str] = {}
    for file in files:
        for source, record, error in read_persona_records(file):
            if error is not None:
                check.errors.append(str(error))
                continue
            problems = persona_errors(record, source)
            if problems:
                check.errors.extend(str(problem) for problem in problems)
                continue
            persona = Persona(record, source)
            if persona.id in seen:
                check.errors.append(f"duplicate persona id {persona.id!r} in {seen[persona.id]} and {source}")
                continue
            seen[persona.id] = source
            if can_play is not None:
                try:
                    can_play(persona)
                except PersonaError as exc:
                    check.errors.append(f"{source}: {exc}")
                    continue
            check.warnings.extend(f"{source}: persona {persona.id!r}: {w}" for w in guide_warnings(persona.data))
            check.personas.append(persona)
    return check


def _plural(count: int, noun: str) -> str:
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


def _words(text: str) -> set[str]:
    return set(re.findall(r"[a-z0-9][a-z0-9'-]*", text.lower()))


def guide_warnings(data: dict[str, Any]) -> list[str]:
    """Where a valid persona is outside the authoring guide's ranges (``rule_sim`` and ``voice``).

    Args:
        data: A persona that validates against the schema.

    Returns:
        One message per shortfall, naming the field; empty when the persona has no
        ``rule_sim`` (only the rule simulator reads it) or meets every range.
    """
    rule_sim = data.get("rule_sim")
    if rule_sim is None:
        return []
    warnings = []
    for field, least, most, noun in GUIDE_RANGES:
        count = len(rule_sim.get(field, []))
        if not least <= count <= most:
            warnings.append(f"rule_sim.{field}: {_plural(count, noun)}; the authoring guide asks for {least}-{most}")
    low, high = KEYWORDS_RANGE
    story = " ".join([data.get("first_utterance") or "", *rule_sim.get("story_beats", [])])
    story_text = story.lower()
    keywords: set[str] = set()
    for i, concern in enumerate(rule_sim.get("concerns", [])):
        words = concern["keywords"]
        keywords.update(word.lower() for word in words)
        where = f"rule_sim.concerns[{i}] ({concern['topic']!r})"
        if not low <= len(words) <= high:
            warnings.append(f"{where}: {_plural(len(words), 'keyword')}; the authoring guide asks for {low}-{high}")
        upper = [word for word in words if word != word.lower()]
        if upper:
            warnings.append(f"{where}: keywords {upper} are not lowercase")
        if not any(word.lower() in story_text for word in words):
            warnings.append(f"{where}: no keyword appears in the first utterance or the story beats")
    people = data.get("people", [])
    named = {word for person in people for word in _words(person["name"])}
    if people and not named & keywords:
        warnings.append("rule_sim.concerns: no named person's name is among the keywords")
    voice = data.get("voice")
    if voice is None:
        warnings.append("voice: missing (the rule simulator needs it)")
    else:
        missing = [key for key in GUIDE_VOICE_KEYS if not voice.get(key)]
        if missing:
            warnings.append(f"voice: no {', '.join(missing)}")
    return warnings
