"""The package's exception types: one base class, informative messages."""

from __future__ import annotations

import pytest

import rlver_env
from rlver_env import errors


@pytest.mark.parametrize(
    "cls",
    [
        errors.PersonaError,
        errors.PersonaValidationError,
        errors.UnsupportedLanguageError,
        errors.InvalidActionError,
        errors.SimulatorError,
        errors.BackendError,
        errors.MissingDependencyError,
    ],
)
def test_every_error_derives_from_the_base(cls):
    assert issubclass(cls, errors.RlverEnvError)
    assert getattr(rlver_env, cls.__name__) is cls


def test_persona_validation_error_message_and_fields():
    err = errors.PersonaValidationError("a/b.json", "p-1", "$.hidden_need.kind", "'x' is not one of [...]")
    assert str(err) == "a/b.json: persona 'p-1': field $.hidden_need.kind: 'x' is not one of [...]"
    assert (err.source, err.persona_id, err.json_path) == ("a/b.json", "p-1", "$.hidden_need.kind")
    assert isinstance(err, errors.PersonaError)
    assert "<no id>" in str(errors.PersonaValidationError("f.json", None, "$", "bad"))


def test_unsupported_language_is_a_persona_error():
    assert issubclass(errors.UnsupportedLanguageError, errors.PersonaError)


def test_missing_dependency_names_the_extra():
    err = errors.MissingDependencyError("torch", "llm", "The LLM simulator")
    assert isinstance(err, ImportError)
    assert "pip install 'rlver-env[llm]'" in str(err)
    assert "'torch'" in str(err)
    assert (err.package, err.extra) == ("torch", "llm")
