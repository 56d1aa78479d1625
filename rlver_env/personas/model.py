"""Personas: loading and validating the simulated users' JSON files.

A persona is a JSON object validated by ``schemas/persona.schema.json`` (JSON Schema draft
2020-12). Files may hold one persona (``.json``), a list of them (``.json``) or one per line
(``.jsonl``). Loading is all or nothing: the first invalid persona raises
:class:`~rlver_env.errors.PersonaValidationError` naming the file, the persona id and the JSON
path of the bad field, and nothing is returned. :func:`persona_errors` and
:func:`read_persona_records` report every problem instead (``rlver-env personas validate``).
"""

from __future__ import annotations

import copy
import functools
import json
from collections.abc import Iterable, Iterator, Mapping
from importlib import resources
from pathlib import Path
from typing import Any

import jsonschema

from rlver_env.errors import PersonaError, PersonaValidationError
from rlver_env.jsonl import iter_jsonl, where

SCHEMA_RESOURCE = "persona.schema.json"


@functools.lru_cache(maxsize=1)
def persona_schema() -> dict[str, Any]:
    """Returns the persona JSON Schema (package data)."""
    text = resources.files("rlver_env.schemas").joinpath(SCHEMA_RESOURCE).read_text("utf-8")
    return json.loads(text)


@functools.lru_cache(maxsize=1)
def _validator() -> jsonschema.protocols.Validator:
    schema = persona_schema()
    cls = jsonschema.validators.validator_for(schema)
    cls.check_schema(schema)
    return cls(schema)


class Persona:
    """A validated persona: the JSON data plus convenient accessors.

    Attributes:
        data: The persona as a JSON-compatible dict (a private deep copy).
        source: Where it was loaded from (a file path, ``file:line``, or ``<dict #i>``).
        split: ``"train"``, ``"test"`` or ``None`` when the source does not say.
    """

    __slots__ = ("data", "source", "split")

    def __init__(self, data: Mapping[str, Any], source: str = "<dict>", split: str | None = None):
        validate_persona(data, source)
        self.data: dict[str, Any] = copy.deepcopy(dict(data))
        self.source = source
        self.split = split

    @property
    def id(self) -> str:
        """The persona's unique id."""
        return self.data["id"]

    @property
    def language(self) -> str:
        """The language of the persona's texts, e.g. ``"en"``."""
        return self.data["language"]

    @property
    def name(self) -> str:
        """The user's name."""
        return self.data["name"]

    @property
    def hidden_need(self) -> str:
        """The hidden-need kind (one of :data:`rlver_env.personas.needs.HIDDEN_NEEDS`)."""
        return self.data["hidden_need"]["kind"]

    @property
    def disposition(self) -> str:
        """``"negative"``, ``"passive"`` or ``"avoidant"``."""
        return self.data["disposition"]

    @property
    def default_difficulty(self) -> str:
        """The difficulty used when none is pinned."""
        return self.data["default_difficulty"]

    @property
    def first_utterance(self) -> str | None:
        """The user's opening line, or ``None``."""
        return self.data.get("first_utterance")

    @property
    def domain(self) -> str | None:
        """The life domain of the story, if given."""
        return self.data.get("domain")

    @property
    def hidden_need_text(self) -> str:
        """The hidden need in words (only the appraisal may see it)."""
        return self.data["hidden_need"]["text"]

    @property
    def background(self) -> Mapping[str, Any]:
        """The story: ``summary`` and, when given, ``timeline``, ``conflict``, ``attempts``, ``current_state``."""
        return self.data["background"]

    @property
    def people(self) -> list[Mapping[str, Any]]:
        """The people in the story (``name``, ``relation``, ``role_in_story``), possibly none."""
        return self.data.get("people") or []

    @property
    def demographics(self) -> Mapping[str, Any]:
        """Age, gender, occupation and the like, possibly empty."""
        return self.data.get("demographics") or {}

    @property
    def profile(self) -> Mapping[str, Any]:
        """The free-text profile fields that are given: ``personality`` and ``speaking_style``."""
        return {key: self.data[key] for key in ("personality", "speaking_style") if self.data.get(key)}

    @property
    def traits(self) -> list[str]:
        """The user's traits."""
        return self.data["traits"]

    @property
    def voice(self) -> Mapping[str, Any] | None:
        """The rule-based simulator's lines for this user, or ``None`` when the persona has none."""
        return self.data.get("voice")

    @property
    def rule_sim(self) -> Mapping[str, Any] | None:
        """The rule-based simulator's reading of the story (concerns, beats, triggers), or ``None``."""
        return self.data.get("rule_sim")

    def to_dict(self) -> dict[str, Any]:
        """Returns a deep copy of the persona's JSON data."""
        return copy.deepcopy(self.data)

    def __repr__(self) -> str:
        return (
            f"Persona(id={self.id!r}, need={self.hidden_need!r}, "
            f"disposition={self.disposition!r}, language={self.language!r})"
        )

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Persona) and other.data == self.data

    def __hash__(self) -> int:
        return hash(self.id)


def validate_persona(data: object, source: str = "<dict>") -> None:
    """Validates one persona against the schema.

    Args:
        data: The candidate persona.
        source: Named in the error message (a file, ``file:line`` or ``<dict #i>``).

    Raises:
        PersonaValidationError: Naming the source, the persona id and the JSON path of the
            first bad field (the most relevant one when several are bad).
    """
    pid = data.get("id") if isinstance(data, Mapping) else None
    pid = pid if isinstance(pid, str) else None
    if not isinstance(data, Mapping):
        raise PersonaValidationError(source, None, "$", f"a persona must be a JSON object, got {type(data).__name__}")
    error = jsonschema.exceptions.best_match(_validator().iter_errors(data))
    if error is not None:
        raise PersonaValidationError(source, pid, error.json_path, _short(error.message))


def _short(message: str, limit: int = 300) -> str:
    return message if len(message) <= limit else message[:limit] + "..."


def persona_errors(data: object, source: str = "<dict>") -> list[PersonaValidationError]:
    """Every schema error of one persona, one per bad field, in the order of their JSON paths.

    Args:
        data: The candidate persona.
        source: Named in each error (a file, ``file:line`` or ``<dict #i>``).

    Returns:
        The errors (empty when the persona is valid). Where a field fails a choice between
        sub-schemas, the most relevant reason is given, as :func:`validate_persona` does.
    """
    if not isinstance(data, Mapping):
        return [PersonaValidationError(source, None, "$", f"a persona must be a JSON object, got {type(data).__name__}")]
    pid = data.get("id")
    pid = pid if isinstance(pid, str) else None
    errors = []
    for error in _validator().iter_errors(data):
        best = jsonschema.exceptions.best_match([error]) or error
        errors.append(PersonaValidationError(source, pid, best.json_path, _short(best.message)))
    return sorted(errors, key=lambda e: (e.json_path, e.detail))


def _read_json(path: Path) -> Any:
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise PersonaError(f"{path}: not UTF-8 text ({exc})") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise PersonaError(f"{path}: invalid JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}") from None


def _split_of(path: Path) -> str | None:
    for part in reversed(path.parts[:-1]):
        if part in ("train", "test"):
            return part
    return None


def read_persona_records(path: str | Path) -> Iterator[tuple[str, Any, PersonaError | None]]:
    """Reads the raw persona records of one ``.json`` or ``.jsonl`` file, without validating them.

    A bad line of a ``.jsonl`` file does not stop the reading: it is yielded with its error, and
    the next lines follow.

    Args:
        path: The file.

    Yields:
        ``(source, record, error)``: where the record is (``file``, ``file:line`` or
        ``file[i]``), the parsed JSON value, and ``None``; or, for a file or line that could
        not be read or parsed, ``None`` and the :class:`~rlver_env.errors.PersonaError`.
    """
    path = Path(path)
    if not path.is_file():
        yield str(path), None, PersonaError(f"{path}: no such persona file")
        return
    if path.suffix == ".jsonl":
        # Any JSON value is yielded: validation names a line that is not an object.
        for lineno, value, reason in iter_jsonl(path, objects_only=False):
            source = f"{path}:{lineno}"
            yield source, value, None if reason is None else PersonaError(where(path, lineno, reason))
        return
    try:
        data = _read_json(path)
    except PersonaError as exc:
        yield str(path), None, exc
        return
    if isinstance(data, list):
        for i, item in enumerate(data):
            yield f"{path}[{i}]", item, None
    else:
        yield str(path), data, None


def load_persona_file(path: str | Path, split: str | None = None) -> list[Persona]:
    """Loads every persona in one ``.json`` or ``.jsonl`` file.

    Args:
        path: The file.
        split: The split to record; by default ``"train"``/``"test"`` when a parent folder has
            that name, else ``None``.

    Raises:
        PersonaError: If the file cannot be read or parsed.
        PersonaValidationError: If any persona in it is invalid.
    """
    path = Path(path)
    split = split if split is not None else _split_of(path)
    personas = []
    for source, record, error in read_persona_records(path):
        if error is not None:
            raise error
        personas.append(Persona(record, source, split))
    return personas


def persona_files(path: str | Path) -> list[Path]:
    """The ``.json``/``.jsonl`` files under a folder, recursively, in sorted order.

    Raises:
        PersonaError: If the folder is missing or holds no persona files.
    """
    path = Path(path)
    if not path.is_dir():
        raise PersonaError(f"{path}: no such persona folder")
    files = sorted(p for p in path.rglob("*") if p.suffix in (".json", ".jsonl") and p.is_file())
    if not files:
        raise PersonaError(f"{path}: folder holds no .json or .jsonl persona files")
    return files


def load_persona_dir(path: str | Path) -> list[Persona]:
    """Loads every ``.json``/``.jsonl`` file under a folder, recursively, in sorted order."""
    personas: list[Persona] = []
    for file in persona_files(path):
        personas.extend(load_persona_file(file))
    return personas


def load_bundled(split: str = "all") -> list[Persona]:
    """Loads the bundled English library.

    Args:
        split: ``"train"``, ``"test"`` or ``"all"``.
    """
    if split not in ("train", "test", "all"):
        raise ValueError(f"unknown bundled split {split!r}; choose 'train', 'test' or 'all'")
    return list(_load_bundled_cached(split))


@functools.lru_cache(maxsize=3)
def _load_bundled_cached(split: str) -> tuple[Persona, ...]:
    splits = ("train", "test") if split == "all" else (split,)
    root = resources.files("rlver_env.personas").joinpath("data").joinpath("en")
    personas: list[Persona] = []
    for name in splits:
        folder = root.joinpath(name)
        entries = sorted((e for e in folder.iterdir() if e.name.endswith(".json")), key=lambda e: e.name)
        for entry in entries:
            data = json.loads(entry.read_text("utf-8"))
            personas.append(Persona(data, f"bundled:{name}/{entry.name}", name))
    return tuple(personas)


def load_personas(source: Any) -> list[Persona]:
    """Loads personas from any supported source.

    Args:
        source: ``"bundled:train"``, ``"bundled:test"`` or ``"bundled:all"``; a ``.json`` or
            ``.jsonl`` file; a folder; a persona dict or :class:`Persona`; or a list of those.

    Returns:
        The personas, in a stable order, with unique ids.

    Raises:
        PersonaError: If the source is missing, empty, unreadable or has duplicate ids.
        PersonaValidationError: If any persona is invalid (nothing is loaded).
    """
    if isinstance(source, Persona):
        personas = [source]
    elif isinstance(source, Mapping):
        personas = [Persona(source, "<dict>")]
    elif isinstance(source, (str, Path)):
        text = str(source)
        if text.startswith("bundled:"):
            personas = load_bundled(text.split(":", 1)[1])
        else:
            path = Path(source).expanduser()
            if path.is_dir():
                personas = load_persona_dir(path)
            elif path.is_file():
                personas = load_persona_file(path)
            else:
                raise PersonaError(
                    f"{text}: not a persona file or folder (or 'bundled:train|test|all')"
                )
    elif isinstance(source, Iterable):
        personas = []
        for i, item in enumerate(source):
            if isinstance(item, Persona):
                personas.append(item)
            elif isinstance(item, Mapping):
                personas.append(Persona(item, f"<dict #{i}>"))
            else:
                raise PersonaError(f"<item #{i}>: expected a persona dict or Persona, got {type(item).__name__}")
    else:
        raise PersonaError(f"cannot load personas from a {type(source).__name__}")
    if not personas:
        raise PersonaError(f"{source!r}: holds no personas")
    seen: dict[str, str] = {}
    for persona in personas:
        if persona.id in seen:
            raise PersonaError(
                f"duplicate persona id {persona.id!r} in {seen[persona.id]} and {persona.source}"
            )
        seen[persona.id] = persona.source
    return personas
