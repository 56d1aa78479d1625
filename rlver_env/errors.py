"""Exception types of rlver-env.

Every error that bad input can cause is raised as one of these, at the boundary where the input
enters (a persona file, an action, a backend reply), with the file, field or value in the message.
"""

from __future__ import annotations


class RlverEnvError(Exception):
    """Base class of every error raised by rlver-env."""


class PersonaError(RlverEnvError):
    """A persona could not be loaded or does not fit what it is used for."""


class PersonaValidationError(PersonaError):
    """A persona does not validate against the persona JSON Schema.

    Attributes:
        source: The file (or ``"<dict #i>"``) the persona came from.
        persona_id: The persona's ``id`` if it has one, else ``None``.
        json_path: The JSON path of the offending field, e.g. ``$.hidden_need.kind``.
        detail: What is wrong with that field.
    """

    def __init__(self, source: str, persona_id: str | None, json_path: str, detail: str) -> None:
        self.source = source
        self.persona_id = persona_id
        self.json_path = json_path
        self.detail = detail
        pid = persona_id if persona_id is not None else "<no id>"
        super().__init__(f"{source}: persona {pid!r}: field {json_path}: {detail}")


class UnsupportedLanguageError(PersonaError):
    """A simulator was given a persona in a language it cannot speak."""


class InvalidActionError(RlverEnvError):
    """An action is not a string."""


class SimulatorError(RlverEnvError):
    """A simulator failed to produce a valid turn (after its retries, if any)."""


class BackendError(RlverEnvError):
    """An inference backend failed (network, HTTP status, bad body, missing dependency)."""


class MissingDependencyError(RlverEnvError, ImportError):
    """An optional dependency is not installed; the message names the pip extra to install."""

    def __init__(self, package: str, extra: str, purpose: str) -> None:
        self.package = package
        self.extra = extra
        super().__init__(
            f"{purpose} needs the '{package}' package, which is not installed. "
            f"Install it with: pip install 'rlver-env[{extra}]'"
        )


class PolicyError(RlverEnvError):
    """A policy failed to produce the agent's turn for one or more dialogues.

    Attributes:
        policy: The policy's name (its spec, e.g. ``openai:http://127.0.0.1:8000/v1#m``).
        failures: The reason per failed slot (the slot numbers given to ``act``).
        actions: One entry per observation given to ``act``: the action, or ``None`` where that
            dialogue's turn failed. The other dialogues of the batch can go on with theirs.
    """

    def __init__(self, policy: str, failures: dict[int, str], actions: list[str | None]) -> None:
        self.policy = policy
        self.failures = dict(failures)
        self.actions = list(actions)
        first = next(iter(self.failures.values()), "unknown failure")
        more = f" (and {len(self.failures) - 1} more in the batch)" if len(self.failures) > 1 else ""
        super().__init__(f"policy {policy!r} failed: {first}{more}")


class SessionError(RlverEnvError, RuntimeError):
    """An OpenEnv server answered a session message with an error; the session stays open.

    Attributes:
        code: OpenEnv's error code (``VALIDATION_ERROR``, ``EXECUTION_ERROR``,
            ``CAPACITY_REACHED``, ...).
        errors: The validation errors of a malformed message, as Pydantic lists them.
    """

    def __init__(self, message: str, code: str, errors: list[dict] | None = None) -> None:
        self.code = code
        self.errors = list(errors or [])
        super().__init__(message)
