"""The old persona module paths: aliases that warn, return the new objects, and nothing inside uses."""

from __future__ import annotations

import ast
import importlib
import warnings
from pathlib import Path

import pytest

from rlver_env.personas.generate.parts import EventPart, part_tables

REPO = Path(__file__).resolve().parents[1]

#: old module -> (a public name, the module that holds it now)
ALIASES = {
    "rlver_env.persona": [("Persona", "rlver_env.personas.model"), ("load_bundled", "rlver_env.personas.model")],
    "rlver_env.persona_bank": [("PersonaBank", "rlver_env.personas.bank"), ("find_bundled", "rlver_env.personas.bank")],
    "rlver_env.persona_check": [("check_path", "rlver_env.personas.check"), ("guide_warnings", "rlver_env.personas.check")],
    "rlver_env.needs": [("HIDDEN_NEEDS", "rlver_env.personas.needs"), ("check_difficulty", "rlver_env.personas.needs")],
    "rlver_env.importers": [("import_profiles", "rlver_env.personas.importers"), ("DISPOSITION_MAP", "rlver_env.personas.importers")],
    "rlver_env.persona_generator": [
        ("generate_personas", "rlver_env.personas.generate.offline"),
        ("generate_personas_llm", "rlver_env.personas.generate.llm"),
        ("Rejection", "rlver_env.personas.generate.llm"),
        ("near_duplicate_pairs", "rlver_env.personas.generate.dedupe"),
    ],
    "rlver_env.persona_parts": [("EventPart", "rlver_env.personas.generate.parts")],
}
CASES = [(old, name, new) for old, pairs in ALIASES.items() for name, new in pairs]


@pytest.mark.parametrize(("old", "name", "new"), CASES, ids=[f"{o}.{n}" for o, n, _ in CASES])
def test_old_path_warns_and_returns_the_new_object(old: str, name: str, new: str) -> None:
    module = importlib.import_module(old)
    with pytest.warns(DeprecationWarning, match=rf"{old} is deprecated .* {new}") as caught:
        value = getattr(module, name)
    assert value is getattr(importlib.import_module(new), name)
    assert caught[0].filename == __file__  # the warning points at the line that used the old path
    assert name in dir(module)


def test_from_import_statement_warns() -> None:
    from rlver_env.personas.model import Persona as new_persona

    with pytest.warns(DeprecationWarning, match="rlver_env.persona is deprecated"):
        from rlver_env.persona import Persona
    assert Persona is new_persona


def test_old_part_table_constants_are_the_fields_of_part_tables() -> None:
    module = importlib.import_module("rlver_env.persona_parts")
    tables = part_tables()
    with pytest.warns(DeprecationWarning, match=r"part_tables\(\)\.events"):
        events = module.EVENTS
    with pytest.warns(DeprecationWarning, match=r"part_tables\(\)\.domains"):
        domains = module.DOMAINS
    assert events is tables.events and domains is tables.domains
    assert all(isinstance(event, EventPart) for event in events)
    assert {"EVENTS", "EVENTS_BY_DOMAIN", "FEMALE_NAMES", "EventPart"} <= set(dir(module))


@pytest.mark.parametrize("old", sorted(ALIASES))
def test_unknown_and_private_names_raise_attribute_error(old: str) -> None:
    module = importlib.import_module(old)
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # and nothing warns on the way
        for name in ("no_such_name", "_private", "__wrapped__", "json", "functools"):
            with pytest.raises(AttributeError, match=name):
                getattr(module, name)


def test_use_of_an_old_path_inside_the_package_is_an_error() -> None:
    """pyproject's error::DeprecationWarning:rlver_env.* turns such a use into an exception."""
    with warnings.catch_warnings():
        warnings.filterwarnings("error", category=DeprecationWarning, module=r"rlver_env\..*")
        with pytest.raises(DeprecationWarning, match="rlver_env.needs is deprecated"):
            # Code run as if it were a module of the package: exec with that module name.
            exec("from rlver_env.needs import HIDDEN_NEEDS", {"__name__": "rlver_env.some_module"})  # noqa: S102


def _imported_modules(path: Path) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return found


def test_no_code_in_the_repository_imports_an_old_path() -> None:
    shims = {REPO / "rlver_env" / f"{old.split('.')[1]}.py" for old in ALIASES}
    files = [
        path
        for folder in ("rlver_env", "baselines", "benchmarks", "tests")
        for path in (REPO / folder).rglob("*.py")
        if path not in shims and path != Path(__file__) and ".venv" not in path.parts
    ]
    assert len(files) > 100
    users = sorted(
        f"{path.relative_to(REPO)}: {old}" for path in files for old in sorted(set(ALIASES) & _imported_modules(path))
    )
    assert not users, users
